/* SPDX-License-Identifier: ISC */
/* cmd_gen.c: talat gen: random complete legal games in canonical TGN. */
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"

struct gen_opts {
	unsigned long long players;
	unsigned long long games;
	unsigned long long seed;
	struct cli_replay replay;	/* strict only */
};

static const struct gen_opts gen_defaults = { .players = 3, .games = 1,
	.seed = 1, .replay = CLI_REPLAY_DEFAULTS };

static const struct cli_option gen_options[] = {
	{ .name = "players", .arg = "N", .help = N_("2 or 3 players (default "
	  "3)"), .kind = CLI_NUMBER, .offset = offsetof(struct gen_opts,
	  players), .min = 2, .max = 3, .values = "2 3" },
	{ .name = "games", .arg = "N", .help = N_("how many games (default 1)"),
	  .kind = CLI_NUMBER, .offset = offsetof(struct gen_opts, games),
	  .min = 0, .max = LONG_MAX },
	{ .name = "seed", .arg = "S", .help = N_("the seed, 0 to 2^64-1 "
	  "(default 1); game i of a seed\nis always the same game"),
	  .kind = CLI_NUMBER, .offset = offsetof(struct gen_opts, seed),
	  .min = 0, .max = ULLONG_MAX },
	CLI_OPT_REPLAY(struct gen_opts, strict),
	CLI_OPT_END
};

static int
gen_exec(const struct cli_entry *e, void *opts, int argc, char **argv)
{
	const struct gen_opts *go = opts;
	struct talat_gen_options o;
	struct talat_game g;
	char err[256];
	long i;
	int status = EXIT_OK;

	if (argc > 0) {
		cli_usage_error(e->name, _("unexpected operand '%s'"), argv[0]);
		return EXIT_USAGE;
	}
	memset(&o, 0, sizeof(o));
	o.players = (int)go->players;
	o.strict = go->replay.strict;
	o.seed = go->seed;
	/* Its games keep the match rule (arbiter.md section 4). */
	if ((o.matches = talat_matches_new()) == NULL)
		return cli_nomem(e->name);
	talat_game_init(&g);
	for (i = 1; i <= (long)go->games; i++) {
		o.index = i;
		errno = 0;
		if (talat_gen_game(&o, &g, err, sizeof(err)) < 0) {
			cli_error(e->name, _("game %ld: %s"), i, err);
			/* Out of memory is a failure (2); rules that cannot go
			 * on are a wrong game (1). */
			status = errno == ENOMEM ? EXIT_USAGE : EXIT_RECORD;
			break;
		}
		/* As talat fmt writes games: a blank line between two. */
		if ((i > 1 && putchar('\n') == EOF) ||
		    talat_write_tgn(stdout, &g, o.players, 1) < 0) {
			status = cli_write_error(e->name);
			break;
		}
	}
	talat_game_free(&g);
	talat_matches_free(o.matches);
	return status;	/* main() says when standard output failed */
}

const struct cli_entry cli_cmd_gen = {
	.name = "gen",
	.synopsis = "",
	.summary = N_("Write random complete legal games in canonical TGN."),
	.options = gen_options,
	.defaults = &gen_defaults,
	.size = sizeof(struct gen_opts),
	.exec = gen_exec
};
