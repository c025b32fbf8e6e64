/* SPDX-License-Identifier: ISC */
/* cmd_event.c: talat event: an event file and its games checked
 * (doc/spec/event.md sections 1 and 2). The checking is libtalat's
 * (talat/event.h, through event_load.c); this prints it. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"

enum event_format { FMT_TEXT, FMT_YAML };	/* "values" order */

struct event_opts {
	int format;
};

static const struct event_opts event_defaults = { .format = FMT_TEXT };

static const struct cli_option event_options[] = {
	{ .name = "format", .arg = "F", .help = N_("text (default: the "
	  "diagnostics on standard error) or\nyaml (one document on "
	  "standard output)"), .kind = CLI_CHOICE,
	  .offset = offsetof(struct event_opts, format),
	  .values = "text yaml" },
	CLI_OPT_END
};

/* The YAML document: every diagnostic, in the order of the text. */
static long yaml_count;

static void
yaml_diag(const char *file, const struct talat_diag *d)
{
	if (yaml_count++ == 0)
		fputs("diagnostics:\n", stdout);
	fputs("  - file: ", stdout);
	cli_yaml_string(stdout, file);
	printf("\n    line: %ld\n    column: %ld\n    severity: %s\n"
	    "    code: %s\n    message: ", d->loc.line, d->loc.column,
	    talat_severity_name(d->severity), talat_diag_code(d->kind));
	cli_yaml_string(stdout, d->message);
	putchar('\n');
}

static int
yaml_game(void *ctx, const char *file, const struct talat_game *g,
    const struct talat_result *r)
{
	size_t i;

	(void)ctx;
	(void)g;
	for (i = 0; i < r->ndiags; i++)
		yaml_diag(file, &r->diags[i]);
	return 0;
}

static int
event_exec(const struct cli_entry *e, void *opts, int argc, char **argv)
{
	const struct event_opts *o = opts;
	struct cli_event ce;
	const struct talat_diag *d;
	size_t i, n;
	int status;

	if (argc != 1) {
		cli_usage_error(e->name, _("expected one event file"));
		return EXIT_USAGE;
	}
	memset(&ce, 0, sizeof(ce));
	ce.print = o->format == FMT_TEXT;
	if (o->format == FMT_YAML) {
		ce.game = yaml_game;
		yaml_count = 0;
		fputs("event_file: ", stdout);
		cli_yaml_string(stdout, argv[0]);
		putchar('\n');
	}
	status = cli_event_load(e->name, argv[0], &ce);
	if (o->format == FMT_YAML && status != EXIT_USAGE) {
		/* The event file's own, then the tables' (the games' were
		 * written as they came). */
		for (i = 0; i < ce.ev.ndiags; i++)
			yaml_diag(argv[0], &ce.ev.diags[i]);
		n = talat_event_games_diags(ce.eg, &d);
		for (i = 0; i < n; i++)
			yaml_diag(argv[0], &d[i]);
		if (yaml_count == 0)
			fputs("diagnostics: []\n", stdout);
		fputs("event: ", stdout);
		if (ce.ev.name != NULL)
			cli_yaml_string(stdout, ce.ev.name);
		else
			fputs("null", stdout);
		printf("\ngames: %ld\nerrors: %ld\nwarnings: %ld\n",
		    ce.ngames, ce.nerrors, ce.nwarnings);
	}
	cli_event_free(&ce);
	return status;
}

const struct cli_entry cli_cmd_event = {
	.name = "event",
	.synopsis = "EVENT.yaml",
	.summary = N_("Check an event file and its games: the roster, "
	    "rounds, tables and rulings."),
	.options = event_options,
	.defaults = &event_defaults,
	.size = sizeof(struct event_opts),
	.exit_status = N_("0 nothing is an error, 1 the event has an error, "
	    "2 a usage or I/O failure."),
	.exec = event_exec
};
