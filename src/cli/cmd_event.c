/* SPDX-License-Identifier: ISC */
/* cmd_event.c: talat event: an event file read and checked
 * (doc/spec/event.md sections 1 and 2). */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"

struct event_opts {
	int unused;
};

static const struct event_opts event_defaults = { .unused = 0 };

static const struct cli_option event_options[] = {
	CLI_OPT_END
};

static int
event_exec(const struct cli_entry *e, void *opts, int argc, char **argv)
{
	struct talat_event ev;
	size_t i;
	int status;

	(void)opts;
	if (argc != 1) {
		cli_usage_error(e->name, _("expected one event file"));
		return EXIT_USAGE;
	}
	talat_event_init(&ev);
	if (talat_event_read_file(&ev, argv[0]) < 0) {
		if (errno == ENOMEM)
			return cli_nomem(e->name);
		cli_error_errno(e->name, argv[0]);
		return EXIT_USAGE;
	}
	for (i = 0; i < ev.ndiags; i++)
		cli_print_diag(stderr, argv[0], &ev.diags[i]);
	status = ev.nerrors > 0 ? EXIT_RECORD : EXIT_OK;
	talat_event_free(&ev);
	return status;
}

const struct cli_entry cli_cmd_event = {
	.name = "event",
	.synopsis = "EVENT.yaml",
	.summary = N_("Check an event file: its roster, rounds, tables and "
	    "rulings."),
	.options = event_options,
	.defaults = &event_defaults,
	.size = sizeof(struct event_opts),
	.exit_status = N_("0 nothing is an error, 1 the event has an error, "
	    "2 a usage or I/O failure."),
	.exec = event_exec
};
