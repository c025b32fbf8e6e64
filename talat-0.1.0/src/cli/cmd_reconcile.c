/* SPDX-License-Identifier: ISC */
/* cmd_reconcile.c: talat reconcile: the one record that two or three
 * sheets of a game describe (arbiter.md section 6). */
#include <errno.h>
#include <limits.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"
#include "reconcile.h"

/* The name the reconciled game's own diagnostics go by: the record this
 * command writes. */
#define RECONCILED "<stdout>"

struct reconcile_opts {
	unsigned long long game;	/* 1-based */
	struct cli_replay replay;
	int format;			/* 0 text, 1 yaml */
};

static const struct reconcile_opts reconcile_defaults = { .game = 1,
	.replay = CLI_REPLAY_DEFAULTS };

static const struct cli_option reconcile_options[] = {
	{ .name = "game", .arg = "N", .help = N_("reconcile the Nth game of "
	  "each file (default 1)"), .kind = CLI_NUMBER,
	  .offset = offsetof(struct reconcile_opts, game), .min = 1,
	  .max = LONG_MAX },
	CLI_OPT_REPLAY(struct reconcile_opts, strict),
	CLI_OPT_REPLAY(struct reconcile_opts, tiebreak),
	{ .name = "format", .arg = "FORMAT", .help = N_("text (default): the "
	  "record in TGN, notes on standard error;\nyaml: one YAML document"),
	  .kind = CLI_CHOICE, .offset = offsetof(struct reconcile_opts, format),
	  .values = "text yaml" },
	CLI_OPT_END
};

/* One sheet: game N of a file, and its syntax errors. */
struct sheet {
	const char *path, *name;
	struct talat_game g;
	struct talat_result syntax;
	int found, nomem;
};

static void
collect(void *ctx, const struct talat_diag *d)
{
	struct sheet *s = ctx;

	if (talat_result_add_diag(&s->syntax, d) < 0)
		s->nomem = 1;
}

/* Reads game N of the sheet's file; 0, or an exit status. */
static int
read_sheet(long want, struct sheet *s)
{
	struct talat_reader_options ro;
	struct talat_reader *rd;
	FILE *fp;
	int n;

	if ((fp = cli_open("reconcile", s->path)) == NULL)
		return EXIT_USAGE;
	memset(&ro, 0, sizeof ro);
	ro.diag = collect;
	ro.diag_ctx = s;
	if ((rd = talat_reader_new(fp, &ro)) == NULL) {
		cli_close(fp);
		return cli_nomem("reconcile");
	}
	while ((n = talat_reader_next(rd, &s->g)) > 0 && !s->nomem) {
		if (s->g.index == want) {
			s->found = 1;
			break;
		}
		talat_result_clear(&s->syntax);
	}
	talat_reader_free(rd);
	cli_close(fp);
	if (s->nomem)
		return cli_nomem("reconcile");
	if (n < 0) {
		cli_error_errno("reconcile", s->name);
		return EXIT_USAGE;
	}
	if (!s->found) {
		cli_error("reconcile", _("%s: there is no game %ld"), s->name,
		    want);
		return EXIT_USAGE;
	}
	return 0;
}

/*
 * The reconciled game as canonical TGN (into *text), and that text read
 * back and replayed (into g, r), for the places of its own diagnostics.
 * 0, or -1 when memory ran out.
 */
static int
write_back(const struct talat_reconcile *rc,
    const struct talat_replay_options *ro, char **text, size_t *len,
    struct talat_game *g, struct talat_result *r)
{
	struct talat_tgn_stream stream = { 0, 0 };
	struct talat_reader *rd;
	FILE *mf;
	int rv = -1;

	*text = NULL;
	*len = 0;
	if ((mf = open_memstream(text, len)) == NULL)
		return -1;
	if (talat_tgn_stream_game(mf, &stream, &rc->game) < 0) {
		fclose(mf);
		return -1;
	}
	/* glibc's fclose gives 0 even when the last realloc of the buffer
	 * failed: then the text is NULL, which is out of memory too. */
	if (fclose(mf) != 0 || *text == NULL)
		return -1;
	if ((rd = talat_reader_new_string(*text, *len, NULL)) == NULL)
		return -1;
	/* (a game without tags, comments or items is no text at all: then
	 * nothing is replayed, and nothing is said of it) */
	switch (talat_reader_next(rd, g)) {
	case 1:
		rv = talat_replay(g, ro, r);
		break;
	case 0:
		rv = 0;
		break;
	}
	talat_reader_free(rd);
	return rv;
}

static int
print_notes(const struct talat_reconcile *rc, const struct sheet *sh,
    const struct talat_result *r)
{
	size_t i;

	for (i = 0; i < rc->ndiags; i++)
		cli_print_diag(stderr, sh[rc->diags[i].sheet].name,
		    &rc->diags[i].d);
	if (r != NULL)
		cli_print_result(stderr, RECONCILED, r, 1);
	return 0;
}

/* The YAML summary, into *text (freed first). 0, or -1 when memory ran
 * out (a memory stream can fail in nothing else). */
static int
yaml_text(const struct talat_reconcile *rc, const char *const *names,
    const struct talat_game *g, const struct talat_result *r, char **text,
    size_t *len)
{
	FILE *mf;
	int rv;

	free(*text);
	*text = NULL;
	*len = 0;
	if ((mf = open_memstream(text, len)) == NULL)
		return -1;
	rv = talat_reconcile_write_yaml(mf, rc, names, RECONCILED, g, r);
	if (fclose(mf) != 0 || *text == NULL)
		rv = -1;
	return rv < 0 ? -1 : 0;
}

/* Whether the sheets tie on a player's name: the arbiter must say who
 * played, whatever the game (arbiter.md section 6). */
static int
names_tied(const struct talat_reconcile *rc)
{
	size_t i;

	for (i = 0; i < rc->ndiags; i++)
		if (rc->diags[i].d.kind == TALAT_D_TAG_CONFLICT_PLAYER ||
		    rc->diags[i].d.kind == TALAT_D_TAG_CONFLICT_PLAYER_NONE)
			return 1;
	return 0;
}

/* Writes the result; returns the exit status. */
static int
output(const struct reconcile_opts *o, const struct talat_reconcile *rc,
    const struct sheet *sh)
{
	struct talat_replay_options ro = { o->replay.strict,
	    o->replay.tiebreak };
	const char *names[TALAT_RECONCILE_SHEETS];
	struct talat_game g;
	struct talat_result r;
	char *text = NULL;
	size_t len = 0;
	int i, has = rc->outcome <= TALAT_RECONCILE_AMBIGUOUS, st = EXIT_OK;

	talat_game_init(&g);
	talat_result_init(&r);
	for (i = 0; i < rc->nsheets; i++)
		names[i] = sh[i].name;
	/* Made whole in memory first: when memory runs out, nothing is
	 * written on standard output. */
	if (has && write_back(rc, &ro, &text, &len, &g, &r) < 0)
		st = cli_nomem("reconcile");
	else if (o->format == 1 && yaml_text(rc, names, has ? &g : NULL,
	    has ? &r : NULL, &text, &len) < 0)
		st = cli_nomem("reconcile");
	else if (text != NULL && fwrite(text, 1, len, stdout) != len)
		st = cli_write_error("reconcile");
	if (st == EXIT_OK && o->format == 0)
		print_notes(rc, sh, has ? &r : NULL);
	if (st == EXIT_OK && (rc->outcome != TALAT_RECONCILE_UNIQUE ||
	    r.nerrors > 0 || names_tied(rc)))
		st = EXIT_RECORD;
	free(text);
	talat_game_free(&g);
	talat_result_free(&r);
	return st;
}

static int
reconcile_exec(const struct cli_entry *e, void *opts, int argc, char **argv)
{
	const struct reconcile_opts *o = opts;
	struct talat_reconcile_options ro;
	const struct talat_game *games[TALAT_RECONCILE_SHEETS];
	struct sheet sh[TALAT_RECONCILE_SHEETS];
	struct talat_reconcile rc;
	int i, j, st = EXIT_OK, syntax = 0;
	size_t k;

	if (argc < 2 || argc > 3) {
		cli_usage_error(e->name, _("expected two or three files, A B "
		    "[C]"));
		return EXIT_USAGE;
	}
	for (i = 0; i < argc; i++)
		for (j = 0; j < i; j++)
			if (strcmp(argv[i], "-") == 0 &&
			    strcmp(argv[j], "-") == 0) {
				cli_usage_error(e->name, _("standard input "
				    "('-') can stand for one file only"));
				return EXIT_USAGE;
			}
	memset(sh, 0, sizeof sh);
	for (i = 0; i < argc; i++) {
		sh[i].path = argv[i];
		sh[i].name = cli_display_name(argv[i]);
		talat_game_init(&sh[i].g);
		talat_result_init(&sh[i].syntax);
		games[i] = &sh[i].g;
	}
	for (i = 0; i < argc && st == EXIT_OK; i++)
		st = read_sheet((long)o->game, &sh[i]);
	for (i = 0; i < argc && st == EXIT_OK; i++)
		for (k = 0; k < sh[i].syntax.ndiags; k++, syntax = 1)
			cli_print_diag(stderr, sh[i].name,
			    &sh[i].syntax.diags[k]);
	memset(&ro, 0, sizeof ro);
	ro.strict = o->replay.strict;
	ro.tiebreak = o->replay.tiebreak;
	talat_reconcile_init(&rc);
	if (st == EXIT_OK && talat_reconcile(games, argc, &ro, &rc) < 0)
		st = cli_nomem("reconcile");
	if (st == EXIT_OK)
		st = output(o, &rc, sh);
	if (st == EXIT_OK && syntax)
		st = EXIT_RECORD;
	talat_reconcile_free(&rc);
	for (i = 0; i < argc; i++) {
		talat_game_free(&sh[i].g);
		talat_result_free(&sh[i].syntax);
	}
	return st;
}

const struct cli_entry cli_cmd_reconcile = {
	.name = "reconcile",
	.synopsis = "A B [C]",
	.summary = N_("Reconcile two or three sheets of one game into the "
	    "record they describe."),
	.options = reconcile_options,
	.defaults = &reconcile_defaults,
	.size = sizeof(struct reconcile_opts),
	.files = "*.tgn",
	.exit_status = N_("0 one game is closest to the sheets (and its claims "
	    "hold),\n1 several are, none is within the limit, a sheet or "
	    "the game has an\nerror, or the sheets tie on a player's name, 2 "
	    "usage or I/O failure (or a\nfile without game N)."),
	.exec = reconcile_exec
};
