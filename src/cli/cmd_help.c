/* SPDX-License-Identifier: ISC */
/* cmd_help.c: talat help [COMMAND], and the hidden talat completion. */
#include <string.h>
#include "cli/cli.h"

static int
help_exec(const struct cli_entry *e, void *opts, int argc, char **argv)
{
	const struct cli_entry *c;

	(void)opts;
	if (argc == 0) {
		cli_usage(stdout);
		return EXIT_OK;
	}
	if (argc > 1) {
		cli_usage_error(e->name, "one COMMAND at most, not %d", argc);
		return EXIT_USAGE;
	}
	if ((c = cli_find(argv[0])) == NULL) {
		cli_unknown_command("talat help", argv[0]);
		return EXIT_USAGE;
	}
	cli_help(c, stdout);
	return EXIT_OK;
}

static const struct cli_option help_options[] = { CLI_OPT_END };

const struct cli_entry cli_cmd_help = {
	"help", "[COMMAND]",
	N_("Show the commands, or the options of one command."),
	help_options, NULL, 0, "@command",
	N_("0 fine, 2 usage error."), 0, "talat(1)", help_exec
};

/* Every option of every command, one command a line: the command, its
 * manual page, its options (for tests/cli.sh). */
static void
words(FILE *out)
{
	const struct cli_entry *e;
	size_t i, j;

	for (i = 0; (e = cli_entries[i]) != NULL; i++) {
		if (e->man)
			fprintf(out, "%s %.*s", e->name,
			    (int)strcspn(e->man, "("), e->man);
		else
			fprintf(out, "%s talat-%s", e->name, e->name);
		for (j = 0; e->options[j].name != NULL; j++)
			fprintf(out, " --%s", e->options[j].name);
		fprintf(out, "\n");
	}
}

static int
completion_exec(const struct cli_entry *e, void *opts, int argc,
    char **argv)
{
	(void)opts;
	if (argc == 1 && strcmp(argv[0], "bash") == 0)
		return cli_completion_bash(stdout) < 0 ? EXIT_USAGE : EXIT_OK;
	if (argc == 1 && strcmp(argv[0], "words") == 0) {
		words(stdout);
		return EXIT_OK;
	}
	cli_usage_error(e->name, "expected 'bash' or 'words'");
	return EXIT_USAGE;
}

const struct cli_entry cli_cmd_completion = {
	"completion", "bash|words",
	N_("Write the bash completion script (bash), or every option of every "
	"command (words)."),
	help_options, NULL, 0, "",
	N_("0 fine, 2 usage error."), 1, "talat(1)", completion_exec
};
