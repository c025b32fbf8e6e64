/* main.c: the talat executable: dispatch to a subcommand. */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include "config.h"
#include "cli/cli.h"

const struct cli_command cli_commands[] = {
	{ "check", cmd_check, "[--strict] [--tiebreak RULE] [--max-errors N] [FILE ...]",
	  "Replay every game of the records against the rules of Talat.",
	  "      --strict         strict freeze mode: a dead board freezes by itself\n"
	  "      --tiebreak RULE  settle ties by RULE: unshared (default), top or shared\n"
	  "      --max-errors N   report at most N syntax errors per file (default 20)\n" },
	{ "show", cmd_show, "[--strict] [--game N] [--ply N] FILE",
	  "Draw the three boards of a game after a ply (default: the end).",
	  "      --game N         the Nth game of the file (default 1)\n"
	  "      --ply N          the position after ply N\n"
	  "      --strict         strict freeze mode\n" },
	{ "frozen", cmd_frozen, "[--explain] TPN",
	  "Tell for each board of a position whether it is dead, with a witness.",
	  "      --explain        say in words which capture the witness allows\n" },
	{ "score", cmd_score, "[--strict] [--tiebreak RULE] [FILE ...]",
	  "Print the points and winners of every game, with the tiebreak.",
	  "      --strict         strict freeze mode\n"
	  "      --tiebreak RULE  settle ties by RULE: unshared (default), top or shared\n" },
	{ "diff", cmd_diff, "[--game N] [--strict] [--tiebreak RULE] [--format text|yaml] A B",
	  "Compare two records of one game: tags, the first differing ply, replays.",
	  "      --game N         the Nth game of each file (default 1)\n"
	  "      --strict         strict freeze mode\n"
	  "      --tiebreak RULE  settle ties by RULE: unshared (default), top or shared\n"
	  "      --format FORMAT  text (default) or yaml\n" },
	{ "fmt", cmd_fmt, "[--in-place | --check] [--max-errors N] [FILE ...]",
	  "Rewrite records in canonical TGN on standard output.",
	  "      --in-place       rewrite the files themselves (not one with a\n"
	  "                       syntax error)\n"
	  "      --check          print the names of the files not in canonical\n"
	  "                       form; exit 1 when there is one\n"
	  "      --max-errors N   report at most N syntax errors per file (default 20)\n" },
	{ "yaml", cmd_yaml, "[--strict] [--tiebreak RULE] [FILE ...]",
	  "Write a YAML summary of every game: plies, freezes, scores, diagnostics.",
	  "      --strict         strict freeze mode\n"
	  "      --tiebreak RULE  settle ties by RULE: unshared (default), top or shared\n" },
	{ "from-yaml", cmd_from_yaml, "[FILE]",
	  "Rebuild TGN records from YAML summaries written by talat yaml.",
	  NULL },
	{ "fix", cmd_fix, "[--strict] [--tiebreak RULE] [--in-place] [FILE ...]",
	  "Repair transcription errors where exactly one repair fits.",
	  "      --strict         strict freeze mode\n"
	  "      --tiebreak RULE  settle ties by RULE: unshared (default), top or shared\n"
	  "      --in-place       rewrite the files themselves\n" },
	{ "gen", cmd_gen, "[--players 2|3] [--games N] [--seed S] [--strict]",
	  "Write random complete legal games in canonical TGN.",
	  "      --players N      2 or 3 players (default 3)\n"
	  "      --games N        how many games (default 1)\n"
	  "      --seed S         the seed, 0 to 2^64-1 (default 1); game i of a seed\n"
	  "                       is always the same game\n"
	  "      --strict         strict freeze mode (the records are the same: every\n"
	  "                       dead board is declared frozen at once, so they are\n"
	  "                       valid in both modes)\n" },
	{ NULL, NULL, NULL, NULL, NULL }
};

static void
usage(FILE *out)
{
	const struct cli_command *c;

	fprintf(out, "Usage: talat COMMAND [OPTION...] [ARG...]\n"
	    "Validate, convert and score records of the board game Talat.\n\n"
	    "Commands:\n");
	for (c = cli_commands; c->name != NULL; c++)
		fprintf(out, "  %-10s %s\n", c->name, c->summary);
	fprintf(out, "\n  talat COMMAND --help   options of a command\n"
	    "  talat --version        version\n\n"
	    "Exit status: 0 fine, 1 a record has an error, 2 usage or I/O "
	    "failure.\nSee talat(1).\n");
}

/*
 * Output that could not be written (a full disk, /dev/full) is an I/O
 * failure: exit 2 with a message. Standard output is flushed here so that
 * a buffered write error is not lost at exit. A command that returns 2 has
 * said what went wrong already (a command that reports its own write
 * errors returns 2), so nothing is added then.
 */
static int
finish(const char *cmd, int status)
{
	int failed;

	errno = 0;
	failed = fflush(stdout) != 0 || ferror(stdout);
	if (!failed || status == EXIT_USAGE)
		return status;
	if (errno != 0)
		fprintf(stderr, "talat%s%s: write error on standard output: "
		    "%s\n", cmd ? " " : "", cmd ? cmd : "", strerror(errno));
	else
		fprintf(stderr, "talat%s%s: write error on standard output\n",
		    cmd ? " " : "", cmd ? cmd : "");
	return EXIT_USAGE;
}

int
main(int argc, char **argv)
{
	const struct cli_command *c;

	if (argc < 2) {
		usage(stderr);
		return EXIT_USAGE;
	}
	if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0) {
		usage(stdout);
		return finish(NULL, EXIT_OK);
	}
	if (strcmp(argv[1], "--version") == 0) {
		printf("talat %s\n", PACKAGE_VERSION);
		return finish(NULL, EXIT_OK);
	}
	for (c = cli_commands; c->name != NULL; c++)
		if (strcmp(c->name, argv[1]) == 0)
			return finish(c->name, c->run(argc - 1, argv + 1));
	if (argv[1][0] == '-')
		fprintf(stderr, "talat: unknown option '%s'\n", argv[1]);
	else
		fprintf(stderr, "talat: unknown command '%s'\n", argv[1]);
	fprintf(stderr, "Try 'talat --help' for the list of commands.\n");
	return EXIT_USAGE;
}
