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

static int
load_file(void *ctx, const char *file)
{
	struct load *l = ctx;

	return l->ce->file_begin(l->ce->ctx, file);
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

/* A diagnostic of kind `kind` at loc, with its two texts. */
static void
event_path_diag(struct cli_event *ce, enum talat_diag_kind kind,
    struct talat_loc loc, const char *a, const char *b)
{
	struct talat_diag dg;
	struct talat_msg m;

	if (kind == TALAT_D_EVENT_NO_GAMES)
		talat_msg_set(&m, TALAT_D_EVENT_NO_GAMES, a, b);
	else
		talat_msg_set(&m, TALAT_D_EVENT_PATH_OUTSIDE, a);
	memset(&dg, 0, sizeof(dg));
	dg.kind = m.kind;
	dg.severity = TALAT_SEV_ERROR;
	dg.loc = loc;
	dg.message = m.text;
	event_diag(ce, &dg);
}

/*
 * Whether path, once its symbolic links are followed, is in the folder
 * root (a real path) or below it: 1, 0, or -1 when memory ran out. A
 * path that cannot be resolved is left to the walk to say so.
 */
static int
inside(const char *root, const char *path)
{
	char *real = realpath(path, NULL);
	size_t n = strlen(root);
	int in;

	if (real == NULL)
		return errno == ENOMEM ? -1 : 1;
	in = strcmp(root, "/") == 0 || (strncmp(real, root, n) == 0 &&
	    (real[n] == '/' || real[n] == '\0'));
	free(real);
	return in;
}

/* The real path of the folder of the event file `file`, or NULL. */
static char *
event_root(const char *file)
{
	const char *slash = strrchr(file, '/');
	char *dir, *root;

	if (slash == NULL)
		return realpath(".", NULL);
	if ((dir = strndup(file, slash == file ? 1 : (size_t)(slash - file)))
	    == NULL)
		return NULL;
	root = realpath(dir, NULL);
	free(dir);
	return root;
}

/*
 * The files of the event's games into *out (and the lists they come
 * from into fls[], one a `games` entry): each entry there, a folder's
 * *.tgn below it, those that are not there or whose symbolic links lead
 * out of the event's folder said (event-key errors at the entry) and
 * left out. EXIT_OK, EXIT_USAGE (a folder that could not be read, said),
 * or -1 when memory ran out.
 */
static int
event_files(const char *cmd, struct cli_event *ce, struct cli_files *fls,
    char ***out, size_t *nout)
{
	char *root = event_root(ce->file);
	size_t i, j, cap = 0;
	int status = EXIT_OK, rc;

	*nout = 0;
	if (root == NULL && errno == ENOMEM)
		return -1;
	for (i = 0; i < ce->ev.ngames; i++) {
		const struct talat_event_path *p = &ce->ev.games[i];
		struct stat sb;
		char *one;

		if (stat(p->full, &sb) != 0) {
			event_path_diag(ce, TALAT_D_EVENT_NO_GAMES, p->loc,
			    p->path, strerror(errno));
			continue;
		}
		if (root != NULL && (rc = inside(root, p->full)) <= 0) {
			if (rc < 0)
				goto nomem;
			event_path_diag(ce, TALAT_D_EVENT_PATH_OUTSIDE, p->loc,
			    p->path, NULL);
			continue;
		}
		one = p->full;
		if ((rc = cli_files(cmd, 1, &one, &fls[i])) < 0)
			goto nomem;
		if (rc != EXIT_OK)
			status = rc;
		for (j = 0; j < fls[i].n; j++) {
			const char *f = fls[i].paths[j];

			if (root != NULL && (rc = inside(root, f)) <= 0) {
				if (rc < 0)
					goto nomem;
				event_path_diag(ce, TALAT_D_EVENT_PATH_OUTSIDE,
				    p->loc, f, NULL);
				continue;
			}
			if (tl_grow(out, &cap, *nout + 1, sizeof(**out), 16) < 0)
				goto nomem;
			(*out)[(*nout)++] = fls[i].paths[j];
		}
	}
	free(root);
	return status;
nomem:
	free(root);
	return -1;
}

int
cli_event_load(const char *cmd, const char *file, struct cli_event *ce)
{
	struct cli_replay replay;
	struct load l = { ce, 0 };
	struct cli_walk w;
	const struct talat_diag *d;
	struct cli_files *fls = NULL;
	char **paths = NULL;
	size_t i, n, np = 0;
	int status, rc;

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
	    (fls = calloc(ce->ev.ngames + 1, sizeof(*fls))) == NULL)
		return cli_nomem(cmd);
	rc = event_files(cmd, ce, fls, &paths, &np);
	status = rc < 0 ? EXIT_USAGE : rc;
	if (rc >= 0 && ce->ready != NULL) {
		ce->readied = 1;
		if (ce->ready(ce->ctx, &ce->ev) < 0)
			rc = -1;
	}
	if (rc >= 0 && np > 0) {
		memset(&replay, 0, sizeof(replay));
		replay.strict = ce->ev.strict;
		replay.tiebreak = ce->ev.tiebreak;
		memset(&w, 0, sizeof(w));
		w.cmd = cmd;
		w.replay = &replay;
		w.game = load_game;
		w.keep_text = ce->keep_text;
		w.file_begin = ce->file_begin != NULL ? load_file : NULL;
		w.ctx = &l;
		if (cli_walk(&w, (int)np, paths) == EXIT_USAGE)
			status = EXIT_USAGE;
	}
	free(paths);
	for (i = 0; i < ce->ev.ngames; i++)
		cli_files_free(&fls[i]);
	free(fls);
	if (rc < 0 || l.failed)
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

/* Percent-encoding for the entry link (RFC 3986 unreserved kept). */
static void
url(FILE *f, const char *s)
{
	for (; *s; s++) {
		unsigned char ch = (unsigned char)*s;

		if ((ch >= 'A' && ch <= 'Z') || (ch >= 'a' && ch <= 'z') ||
		    (ch >= '0' && ch <= '9') || strchr("-._~", ch))
			putc(ch, f);
		else
			fprintf(f, "%%%02X", ch);
	}
}

void
cli_event_link(FILE *f, const struct talat_event *ev, long round,
    const char *const name[TALAT_NCOLOURS], int zihin, const int *order,
    int norder, const char *amp)
{
	static const char *const tag[TALAT_NCOLOURS] = {
		"White", "Black", "Grey"
	};
	int k, n = 0;

	for (k = 0; k < TALAT_NCOLOURS; k++)
		n += name[k] != NULL;
	fprintf(f, "#new=%d%sEvent=", n, amp);
	url(f, ev->name ? ev->name : "");
	fprintf(f, "%sRound=%ld", amp, round);
	for (k = 0; k < TALAT_NCOLOURS; k++)
		if (name[k] != NULL) {
			fprintf(f, "%s%s=", amp, tag[k]);
			url(f, name[k]);
		}
	if (zihin >= 0)
		fprintf(f, "%sZihin=%c", amp, talat_colour_char(zihin));
	fprintf(f, "%sOrder=", amp);
	for (k = 0; k < norder; k++)
		fprintf(f, "%s%c", k ? "%20" : "", talat_colour_char(order[k]));
}

void
cli_event_free(struct cli_event *ce)
{
	talat_event_games_free(ce->eg);
	talat_event_free(&ce->ev);
	memset(ce, 0, sizeof(*ce));
}
