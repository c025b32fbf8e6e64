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
		cli_usage_error(e->name, _("one COMMAND at most, not %d"),
		    argc);
		return EXIT_USAGE;
	}
	if ((c = cli_find(argv[0])) == NULL) {
		cli_unknown_command(e->name, argv[0]);
		return EXIT_USAGE;
	}
	cli_help(c, stdout);
	return EXIT_OK;
}

const struct cli_entry cli_cmd_help = {
	.name = "help",
	.synopsis = "[COMMAND]",
	.summary = N_("Show the commands, or the options of one command."),
	.files = "@command",
	.exit_status = N_("0 fine, 2 usage error."),
	.man = "talat(1)",
	.exec = help_exec
};

/* Every option of every command, one command a line: the command, its
 * manual page, its options (for tests/cli.sh). */
static void
words(FILE *out)
{
	const struct cli_entry *e;
	const struct cli_option *o;
	size_t i;

	for (i = 0; (e = cli_entries[i]) != NULL; i++) {
		if (e->man)
			fprintf(out, "%s %.*s", e->name,
			    (int)strcspn(e->man, "("), e->man);
		else
			fprintf(out, "%s talat-%s", e->name, e->name);
		for (o = cli_options_of(e); o->name != NULL; o++)
			fprintf(out, " --%s", o->name);
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
	cli_usage_error(e->name, _("expected 'bash' or 'words'"));
	return EXIT_USAGE;
}

const struct cli_entry cli_cmd_completion = {
	.name = "completion",
	.synopsis = "bash|words",
	.summary = N_("Write the bash completion script (bash), or every "
	    "option of every command (words)."),
	.exit_status = N_("0 fine, 2 usage error."),
	.hidden = 1,
	.man = "talat(1)",
	.exec = completion_exec
};
