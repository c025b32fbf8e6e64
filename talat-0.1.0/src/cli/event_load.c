/* SPDX-License-Identifier: ISC */
/* event_load.c: an event file and its games, as talat event, standings
 * --event and html --event read them: the file read, its games walked
 * and replayed under its settings, each game of the event put at its
 * table (talat/event.h does all of that; this wires it to cli_walk). */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "cli/cli.h"
#include "diag_raise.h"

struct load {
	struct cli_event *ce;
	int failed;
};

static int
load_game(void *ctx, const char *file, const struct talat_game *g,
    const struct talat_result *r)
{
	struct load *l = ctx;
	struct cli_event *ce = l->ce;
	/* The walk's result is its own, not a constant: the event's
	 * diagnostics about the game join its own. */
	struct talat_result *rw = (struct talat_result *)r;
	int rc = talat_event_games_add(ce->eg, file, g, rw);
	size_t i;

	if (rc < 0) {
		l->failed = 1;
		return -1;
	}
	if (rc == 0) {
		/* Not a game of the event: only an event-name warning. */
		for (i = 0; i < r->ndiags; i++)
			if (r->diags[i].kind == TALAT_D_EVENT_NAME) {
				ce->nwarnings++;
				if (ce->print)
					cli_print_diag(stderr, file,
					    &r->diags[i]);
			}
		return 0;
	}
	ce->ngames++;
	ce->nerrors += r->nerrors;
	ce->nwarnings += r->nwarnings;
	if (ce->print)
		cli_print_result(stderr, file, r, 1);
	if (ce->game != NULL && ce->game(ce->ctx, file, g, r) < 0) {
		l->failed = 1;
		return -1;
	}
	return 0;
}

/* A diagnostic of the event file, printed when asked. */
static void
event_diag(struct cli_event *ce, const struct talat_diag *d)
{
	if (d->severity == TALAT_SEV_ERROR)
		ce->nerrors++;
	else if (d->severity == TALAT_SEV_WARNING)
		ce->nwarnings++;
	if (ce->print)
		cli_print_diag(stderr, ce->file, d);
}

int
cli_event_load(const char *cmd, const char *file, struct cli_event *ce)
{
	struct cli_replay replay;
	struct load l = { ce, 0 };
	struct cli_walk w;
	const struct talat_diag *d;
	char **paths = NULL;
	size_t i, n, np = 0;
	int status;

	ce->file = file;
	talat_event_init(&ce->ev);
	if (talat_event_read_file(&ce->ev, file) < 0) {
		if (errno == ENOMEM)
			return cli_nomem(cmd);
		cli_error_errno(cmd, file);
		return EXIT_USAGE;
	}
	for (i = 0; i < ce->ev.ndiags; i++)
		event_diag(ce, &ce->ev.diags[i]);
	if ((ce->eg = talat_event_games_new(&ce->ev)) == NULL ||
	    (paths = calloc(ce->ev.ngames + 1, sizeof(*paths))) == NULL) {
		free(paths);
		return cli_nomem(cmd);
	}
	/* A file or folder of games that is not there: at its place. */
	for (i = 0; i < ce->ev.ngames; i++) {
		const struct talat_event_path *p = &ce->ev.games[i];
		struct stat sb;

		if (stat(p->full, &sb) == 0) {
			paths[np++] = p->full;
			continue;
		}
		{
			struct talat_diag dg;
			struct talat_msg m;

			talat_msg_set(&m, TALAT_D_EVENT_NO_GAMES, p->path,
			    strerror(errno));
			memset(&dg, 0, sizeof(dg));
			dg.kind = m.kind;
			dg.severity = TALAT_SEV_ERROR;
			dg.loc = p->loc;
			dg.message = m.text;
			event_diag(ce, &dg);
		}
	}
	memset(&replay, 0, sizeof(replay));
	replay.strict = ce->ev.strict;
	replay.tiebreak = ce->ev.tiebreak;
	memset(&w, 0, sizeof(w));
	w.cmd = cmd;
	w.replay = &replay;
	w.game = load_game;
	w.ctx = &l;
	status = np > 0 ? cli_walk(&w, (int)np, paths) : EXIT_OK;
	free(paths);
	if (l.failed)
		return cli_nomem(cmd);
	if (status == EXIT_USAGE)
		return EXIT_USAGE;
	if (talat_event_games_finish(ce->eg) < 0)
		return cli_nomem(cmd);
	n = talat_event_games_diags(ce->eg, &d);
	for (i = 0; i < n; i++)
		event_diag(ce, &d[i]);
	return ce->nerrors > 0 ? EXIT_RECORD : EXIT_OK;
}

void
cli_event_free(struct cli_event *ce)
{
	talat_event_games_free(ce->eg);
	talat_event_free(&ce->ev);
	memset(ce, 0, sizeof(*ce));
}
