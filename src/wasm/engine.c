/* SPDX-License-Identifier: ISC */
/*
 * engine.c: libtalat's face in WebAssembly (talat.wasm), for the page of
 * talat html and the ES module (src/wasm/engine.js wraps it).
 *
 * The engine is the library itself, compiled for wasm32-wasi without
 * libyaml; this file only turns its results into JSON for JavaScript.
 * Every answer is written into the engine's output buffer (tle_out,
 * tle_out_len), valid until the next call; texts are handed in as UTF-8
 * bytes in memory the caller got from malloc. No state is global: each
 * engine is a struct tle, and the page holds one.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "talat.h"
#include "reader.h"

#define EXPORT(name) __attribute__((export_name(#name)))

/* Did-you-mean notes per game: as the commands give them. */
#define TLE_MAX_NOTES 3

struct tle {
	char *out;			/* the last answer */
	size_t len, cap;
	int nomem;			/* the answer ran out of memory */
	struct talat_replay_options opts;
	struct talat_game g;		/* the game opened (tle_open) */
	struct talat_result r;
	struct talat_result rc;		/* a prefix of it (tle_position) */
	struct talat_result syntax;	/* the reader's diagnostics */
	struct talat_repairs reps;
	int open;
	enum talat_svg_layout layout;	/* of the pictures */
};

/* --- the answer ------------------------------------------------------ */

static int reserve(struct tle *, size_t);

static void
put_n(struct tle *e, const char *s, size_t n)
{
	if (reserve(e, n) < 0)
		return;
	memcpy(e->out + e->len, s, n);
	e->len += n;
	e->out[e->len] = '\0';
}

/* Room for n more bytes and a NUL: 0, or -1. */
static int
reserve(struct tle *e, size_t n)
{
	char *p;
	size_t cap;

	if (e->nomem)
		return -1;
	if (e->len + n + 1 > e->cap) {
		cap = e->cap ? e->cap : 4096;
		while (cap < e->len + n + 1)
			cap *= 2;
		if ((p = realloc(e->out, cap)) == NULL) {
			e->nomem = 1;
			return -1;
		}
		e->out = p;
		e->cap = cap;
	}
	return 0;
}

static void
put(struct tle *e, const char *s)
{
	put_n(e, s, strlen(s));
}

static void
put_long(struct tle *e, long v)
{
	char b[32];

	snprintf(b, sizeof b, "%ld", v);
	put(e, b);
}

/* A JSON string. Bytes that are not UTF-8 pass as they are: the wrapper
 * decodes the answer with replacement characters. */
static void
put_str(struct tle *e, const char *s)
{
	const unsigned char *p, *run;
	char b[8];

	put(e, "\"");
	for (p = run = (const unsigned char *)s; *p; p++) {
		if (*p >= 0x20 && *p != '"' && *p != '\\' && *p != 0x7f)
			continue;
		put_n(e, (const char *)run, (size_t)(p - run));
		if (*p == '"' || *p == '\\') {
			b[0] = '\\';
			b[1] = (char)*p;
			b[2] = '\0';
		} else if (*p == '\n')
			strcpy(b, "\\n");
		else
			snprintf(b, sizeof b, "\\u%04x", *p);
		put(e, b);
		run = p + 1;
	}
	put_n(e, (const char *)run, (size_t)(p - run));
	put(e, "\"");
}

static void
begin(struct tle *e)
{
	e->len = 0;
	e->nomem = 0;
	put(e, "");
}

/* The answer's status: 0, or -1 when memory ran out writing it. */
static int
done(struct tle *e)
{
	if (e->nomem) {
		e->len = 0;
		return -1;
	}
	return 0;
}

/* --- the engine ------------------------------------------------------ */

EXPORT(tle_new) struct tle *
tle_new(void)
{
	struct tle *e = calloc(1, sizeof *e);

	if (e == NULL)
		return NULL;
	talat_game_init(&e->g);
	talat_result_init(&e->r);
	talat_result_init(&e->rc);
	talat_result_init(&e->syntax);
	return e;
}

EXPORT(tle_free) void
tle_free(struct tle *e)
{
	if (e == NULL)
		return;
	talat_game_free(&e->g);
	talat_result_free(&e->r);
	talat_result_free(&e->rc);
	talat_result_free(&e->syntax);
	talat_repairs_free(&e->reps);
	free(e->out);
	free(e);
}

EXPORT(tle_out) const char *
tle_out(const struct tle *e)
{
	return e->out;
}

EXPORT(tle_out_len) size_t
tle_out_len(const struct tle *e)
{
	return e->len;
}

/* Memory for the texts handed in. */
EXPORT(tle_alloc) void *
tle_alloc(size_t n)
{
	return malloc(n ? n : 1);
}

EXPORT(tle_dealloc) void
tle_dealloc(void *p)
{
	free(p);
}

/* --- reading and replaying ------------------------------------------- */

static void
collect(void *ctx, const struct talat_diag *d)
{
	struct tle *e = ctx;

	if (talat_result_add_diag(&e->syntax, d) < 0)
		e->nomem = 1;
}

static struct talat_reader *
reader(struct tle *e, const char *text, size_t len, long line, int keep)
{
	struct talat_reader_options ro;
	struct talat_reader *rd;

	memset(&ro, 0, sizeof ro);
	ro.diag = collect;
	ro.diag_ctx = e;
	ro.keep_text = keep;
	rd = talat_reader_new_string(text, len, &ro);
	if (rd != NULL && line > 1)
		tgn_reader_first_line(rd, line);
	return rd;
}

/*
 * Replays e->g into e->r with its syntax diagnostics and did-you-mean
 * notes, as the commands do (src/cli/util.c). 0, or -1.
 */
static int
replay(struct tle *e)
{
	size_t i;
	int rc = 0;

	if (talat_replay(&e->g, &e->opts, &e->r) < 0)
		return -1;
	for (i = 0; i < e->syntax.ndiags; i++)
		if (talat_result_add_diag(&e->r, &e->syntax.diags[i]) < 0)
			rc = -1;
	talat_result_clear(&e->syntax);
	if (rc == 0 && (talat_repairs_find(&e->g, &e->opts, &e->r,
	    &e->reps) < 0 ||
	    talat_repairs_add_notes(&e->r, &e->reps, TLE_MAX_NOTES) < 0))
		rc = -1;
	return rc;
}

static void
put_diag(struct tle *e, const struct talat_diag *d)
{
	put(e, "{\"ply\":");
	put_long(e, d->ply);
	put(e, ",\"line\":");
	put_long(e, d->loc.line);
	put(e, ",\"col\":");
	put_long(e, d->loc.column);
	put(e, ",\"sev\":");
	put_str(e, talat_severity_name(d->severity));
	put(e, ",\"msg\":");
	put_str(e, d->message);
	if (d->kind != TALAT_D_NONE) {
		put(e, ",\"code\":");
		put_str(e, talat_diag_code(d->kind));
	}
	if (d->source != NULL) {
		put(e, ",\"source\":");
		put_str(e, d->source);
		put(e, ",\"caret\":");
		put_long(e, talat_diag_caret(d));
	}
	put(e, "}");
}

static void
put_diags(struct tle *e, const struct talat_result *r)
{
	size_t i;

	put(e, "[");
	for (i = 0; i < r->ndiags; i++) {
		if (i)
			put(e, ",");
		put_diag(e, &r->diags[i]);
	}
	put(e, "]");
}

static void
put_colour(struct tle *e, int c)
{
	char b[4] = { '"', talat_colour_char(c), '"', '\0' };

	put(e, b);
}

/* What the game as a whole is: status, players, tags, diagnostics. */
static void
put_head(struct tle *e, const struct talat_game *g,
    const struct talat_result *r)
{
	size_t i;
	int c;

	put(e, "{\"index\":");
	put_long(e, g->index);
	put(e, ",\"line\":");
	put_long(e, g->loc.line);
	put(e, ",\"status\":");
	put_str(e, talat_status_name(r->status));
	put(e, ",\"players\":[");
	for (c = 0; c < r->nplayers; c++) {
		if (c)
			put(e, ",");
		put_colour(e, r->order[c]);
	}
	put(e, "],\"zihin\":");
	if (r->zihin >= 0)
		put_colour(e, r->zihin);
	else
		put(e, "null");
	put(e, ",\"winners\":[");
	for (c = 0, i = 0; c < TALAT_NCOLOURS; c++)
		if (r->winners & (1u << c)) {
			if (i++)
				put(e, ",");
			put_colour(e, c);
		}
	put(e, "],\"tags\":[");
	for (i = 0; i < g->ntags; i++) {
		put(e, i ? ",[" : "[");
		put_str(e, g->tags[i].name);
		put(e, ",");
		put_str(e, g->tags[i].value);
		put(e, "]");
	}
	put(e, "],\"diags\":");
	put_diags(e, r);
}

/* Comments joined by line feeds. */
static void
put_comments(struct tle *e, const struct talat_comment *c, size_t n)
{
	size_t i;

	if (n == 0)
		return;
	put(e, ",\"cm\":[");
	for (i = 0; i < n; i++) {
		if (i)
			put(e, ",");
		put_str(e, c[i].text);
	}
	put(e, "]");
}

/* What happened to the boards after ply n: deaths and declarations. */
static void
put_events(struct tle *e, const struct talat_result *r, long n)
{
	int i, any = 0;

	for (i = 0; i < r->nfreezes; i++) {
		const struct talat_freeze *f = &r->freezes[i];
		const char *what = NULL;

		if (f->declared_after_ply == n)
			what = "frozen";
		else if (f->dead_after_ply == n)
			what = "dead";
		if (what == NULL)
			continue;
		put(e, any++ ? ",[" : ",\"ev\":[[");
		put_str(e, talat_board_name(f->board));
		put(e, ",");
		put_str(e, what);
		put(e, "]");
	}
	if (any)
		put(e, "]");
}

/* The list of plies: entry 0 the start, entry k the kth replayed ply. */
static void
put_plies(struct tle *e, const struct talat_game *g,
    const struct talat_result *r)
{
	char text[16];
	size_t k;

	put(e, ",\"plies\":[{\"n\":");
	put_long(e, r->nplies > 0 ? r->plies[0].ply - 1 : 0);
	put_comments(e, g->comments, g->ncomments);
	put_events(e, r, r->nplies > 0 ? r->plies[0].ply - 1 : 0);
	put(e, "}");
	for (k = 0; k < r->nplies; k++) {
		const struct talat_ply *pl = &r->plies[k];
		const struct talat_move *mv = &g->moves[pl->move];

		talat_action_text(&pl->action, text);
		put(e, ",\n{\"n\":");
		put_long(e, pl->ply);
		put(e, ",\"t\":");
		put_str(e, text);
		put(e, ",\"c\":");
		put_colour(e, pl->actor);
		if (mv->annotation != TALAT_ANN_NONE) {
			put(e, ",\"ann\":");
			put_str(e, talat_annotation_text(mv->annotation));
		}
		put_comments(e, mv->comments, mv->ncomments);
		put_events(e, r, pl->ply);
		put(e, "}");
	}
	put(e, "]");
}

/*
 * Opens the first game of text[0..len), which starts at line `line` of
 * its file, replayed in the strict freeze mode or not and its ties
 * settled by `tiebreak` (enum talat_tiebreak_rule). The answer: the game
 * as JSON (head, plies, and its text as written when it has a syntax
 * error). Returns 1, 0 when the text holds no game, -1 on failure.
 */
EXPORT(tle_open) int
tle_open(struct tle *e, const char *text, size_t len, long line, int strict,
    int tiebreak)
{
	struct talat_reader *rd;
	int n;

	begin(e);
	e->open = 0;
	e->opts.strict = strict;
	e->opts.tiebreak = (enum talat_tiebreak_rule)tiebreak;
	talat_result_clear(&e->syntax);
	if ((rd = reader(e, text, len, line, 0)) == NULL)
		return -1;
	n = talat_reader_next(rd, &e->g);
	talat_reader_free(rd);
	if (n <= 0 || e->nomem)
		return n < 0 || e->nomem ? -1 : 0;
	if (replay(e) < 0)
		return -1;
	put_head(e, &e->g, &e->r);
	put_plies(e, &e->g, &e->r);
	if (e->g.syntax_errors > 0) {
		put(e, ",\"source\":");
		put_str(e, e->g.source_text != NULL ? e->g.source_text : "");
	}
	put(e, "}");
	if (done(e) < 0)
		return -1;
	e->open = 1;
	return 1;
}

static void
put_scores(struct tle *e, const struct talat_result *full,
    const struct talat_position *p)
{
	struct talat_score scores[TALAT_NCOLOURS];
	unsigned winners;
	int tiebreak, i;

	talat_score(p, full->order, full->nplayers, scores, &winners,
	    &tiebreak);
	put(e, ",\"s\":[");
	for (i = 0; i < full->nplayers; i++) {
		if (i)
			put(e, ",");
		put_long(e, scores[full->order[i]].points);
	}
	put(e, "]");
}

static void
put_pieces(struct tle *e, const struct talat_position *p,
    const struct talat_svg_marks *m)
{
	size_t n = talat_svg_pieces_in(NULL, 0, p, m, e->layout);
	char *b = malloc(n + 1);

	if (b == NULL) {
		e->nomem = 1;
		return;
	}
	talat_svg_pieces_in(b, n + 1, p, m, e->layout);
	put_str(e, b);
	free(b);
}

/* The fields of a TPN, so that the page need not read it: the three
 * boards, who acts, the captured towers, the frozen boards, the ply. */
static void
put_fields(struct tle *e, const char *tpn)
{
	const char *s = tpn, *sp;

	put(e, ",\"fields\":[");
	for (;;) {
		sp = strchr(s, ' ');
		put(e, "\"");
		put_n(e, s, sp != NULL ? (size_t)(sp - s) : strlen(s));
		put(e, "\"");
		if (sp == NULL)
			break;
		put(e, ",");
		s = sp + 1;
	}
	put(e, "]");
}

/* The replay up to the kth replayed ply of the open game: the game's
 * own replay for its end (talat show without --ply), else its prefix.
 * NULL when memory runs out. */
static const struct talat_result *
upto(struct tle *e, size_t k)
{
	if (k >= e->r.nplies)
		return &e->r;
	if (talat_replay_prefix(&e->g, &e->r, &e->opts, k, &e->rc) < 0)
		return NULL;
	return &e->rc;
}

/*
 * The position after the kth replayed ply of the open game (0: the
 * start): {"tpn", "s" (the scores as they stand, in turn order), "svg"
 * (the pieces of its picture, to go in the frame)}. 0, or -1.
 */
EXPORT(tle_position) int
tle_position(struct tle *e, size_t k)
{
	const struct talat_result *r;
	struct talat_svg_marks m;
	char tpn[TALAT_TPN_MAX];

	begin(e);
	if (!e->open || (r = upto(e, k)) == NULL)
		return -1;
	talat_tpn_write(&r->final, tpn);
	put(e, "{\"tpn\":");
	put_str(e, tpn);
	put_fields(e, tpn);
	put_scores(e, &e->r, &r->final);
	talat_svg_marks_of(r, &m);
	put(e, ",\"svg\":");
	put_pieces(e, &r->final, &m);
	put(e, "}");
	return done(e);
}

/* How the pictures lay the boards out from now on (enum
 * talat_svg_layout: 0 in a row, 1 the triangle around the table). */
EXPORT(tle_layout) void
tle_layout(struct tle *e, int layout)
{
	e->layout = layout == TALAT_SVG_TRIANGLE ? TALAT_SVG_TRIANGLE :
	    TALAT_SVG_ROW;
}

/* The frame of the pictures (to hold the pieces of tle_position). */
EXPORT(tle_frame) int
tle_frame(struct tle *e)
{
	size_t n = talat_svg_frame_in(NULL, 0, e->layout);

	begin(e);
	if (reserve(e, n) < 0)
		return -1;
	talat_svg_frame_in(e->out, n + 1, e->layout);
	e->len = n;
	return 0;
}

/*
 * The whole picture of a position given as TPN, as talat show --format
 * svg draws it (src/cli/cmd_show.c, show_tpn): its dead boards marked.
 * 0; or -1 when the TPN is refused, the answer then being the library's
 * message (empty when memory ran out).
 */
EXPORT(tle_svg) int
tle_svg(struct tle *e, const char *tpn)
{
	struct talat_position p;
	struct talat_svg_marks m;
	char err[256];
	size_t n;
	int b, d;

	begin(e);
	if ((d = talat_tpn_parse(tpn, &p, err, sizeof err)) != 0) {
		if (d != TALAT_TPN_FAILED)
			put(e, err);
		return -1;
	}
	memset(&m, 0, sizeof m);
	for (b = 0; b < TALAT_NBOARDS; b++) {
		if (p.frozen & (1u << b))
			continue;
		if ((d = talat_board_dead(&p, b, NULL)) < 0)
			return -1;
		if (d)
			m.dead |= 1u << b;
	}
	n = talat_svg_write_in(NULL, 0, &p, &m, e->layout);
	if (reserve(e, n) < 0)
		return -1;
	talat_svg_write_in(e->out, n + 1, &p, &m, e->layout);
	e->len = n;
	return 0;
}

/* --- whole records: check and replay ----------------------------------- */

static void
put_tpns(struct tle *e)
{
	const struct talat_result *r;
	char tpn[TALAT_TPN_MAX];
	size_t k;

	put(e, ",\"tpn\":[");
	for (k = 0; k <= e->r.nplies && !e->nomem; k++) {
		if ((r = upto(e, k)) == NULL) {
			e->nomem = 1;
			break;
		}
		talat_tpn_write(&r->final, tpn);
		if (k)
			put(e, ",");
		put_str(e, tpn);
	}
	put(e, "]");
}

/*
 * Every game of a file's text, as talat check (what = 0) or talat show
 * (what = 1) sees it: {"games": [head of each game (and, for what 1, the
 * TPN after each replayed ply, the start first)], "diags": those after
 * the last game, "errors": the syntax errors of the file}. `name` is the
 * file's name in the diagnostics about duplicates. The games are checked
 * for duplicates and the match rule as talat check does. 0, or -1.
 */
EXPORT(tle_records) int
tle_records(struct tle *e, const char *text, size_t len, const char *name,
    int strict, int tiebreak, int what)
{
	struct talat_tracker *t;
	struct talat_reader *rd;
	int n, first = 1;

	begin(e);
	e->open = 0;
	e->opts.strict = strict;
	e->opts.tiebreak = (enum talat_tiebreak_rule)tiebreak;
	talat_result_clear(&e->syntax);
	if ((t = talat_tracker_new()) == NULL)
		return -1;
	if (talat_tracker_file(t, name) < 0 ||
	    (rd = reader(e, text, len, 1, 0)) == NULL) {
		talat_tracker_free(t);
		return -1;
	}
	put(e, "{\"games\":[");
	while (!e->nomem && (n = talat_reader_next(rd, &e->g)) > 0) {
		if (replay(e) < 0 ||
		    talat_tracker_game(t, &e->g, &e->r, NULL) < 0) {
			e->nomem = 1;
			break;
		}
		if (!first)
			put(e, ",\n");
		first = 0;
		put_head(e, &e->g, &e->r);
		if (what == 1)
			put_tpns(e);
		put(e, "}");
	}
	put(e, "],\"diags\":");
	put_diags(e, &e->syntax);
	put(e, ",\"errors\":");
	put_long(e, talat_reader_errors(rd));
	put(e, "}");
	talat_result_clear(&e->syntax);
	talat_reader_free(rd);
	talat_tracker_free(t);
	return done(e);
}
