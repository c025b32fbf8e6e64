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
#include "repair.h"
#include "tournament.h"
#include "reader.h"
#include "internal.h"
#include "i18n.h"
#include "replay_result.h"
#include "json.h"

#ifdef __wasm__
#define EXPORT(name) __attribute__((export_name(#name)))
#else
#define EXPORT(name)	/* a native build (a test of the engine) */
#endif

/* Did-you-mean notes per game: as the commands give them. */
#define TLE_MAX_NOTES 3

struct tle {
	struct tl_text out;		/* the last answer (nomem: it ran out
					 * of memory) */
	struct talat_replay_options opts;
	struct talat_game g;		/* the game opened (tle_open) */
	struct talat_result r;
	struct talat_result rc;		/* a prefix of it (tle_position) */
	struct talat_result syntax;	/* the reader's diagnostics */
	struct talat_repairs reps;
	int open;
	enum talat_svg_layout layout;	/* of the pictures */
	struct talat_game undo;		/* the entry game before a change */
	struct talat_result at;		/* the entry game up to a move */
};

/* --- the answer ------------------------------------------------------ */

/* Room for n more bytes and a NUL: 0, or -1. */
static int
reserve(struct tle *e, size_t n)
{
	return tl_text_reserve(&e->out, n);
}

static void
put_n(struct tle *e, const char *s, size_t n)
{
	tl_text_add(&e->out, s, n);
}

static void
put(struct tle *e, const char *s)
{
	tl_text_put(&e->out, s);
}

static void
put_long(struct tle *e, long v)
{
	tl_text_long(&e->out, v);
}

/* A JSON string (json.h). */
static void
put_str(struct tle *e, const char *s)
{
	tl_text_json(&e->out, s);
}

static void
begin(struct tle *e)
{
	e->out.len = 0;
	e->out.nomem = 0;
	put(e, "");
}

/* The answer's status: 0, or -1 when memory ran out writing it. */
static int
done(struct tle *e)
{
	if (e->out.nomem) {
		e->out.len = 0;
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
	talat_game_init(&e->undo);
	talat_result_init(&e->at);
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
	talat_game_free(&e->undo);
	talat_result_free(&e->at);
	free(e->out.p);
	free(e);
}

EXPORT(tle_out) const char *
tle_out(const struct tle *e)
{
	return e->out.p;
}

EXPORT(tle_out_len) size_t
tle_out_len(const struct tle *e)
{
	return e->out.len;
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
		e->out.nomem = 1;
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
 * The entry's ply refused is mostly the last one typed: its notes say how
 * far the game then replays (to that ply), not that "the rest of the
 * game" does, since there is none. A repair of the game's last move that
 * replaces it or leaves it out is noted as replaying up to its place.
 */
static void
last_move_notes(struct tle *e)
{
	struct talat_repairs *rs = &e->reps;
	size_t i;

	if (rs->n == 0 || rs->move + 1 < e->g.nmoves)
		return;
	for (i = 0; i < rs->n; i++) {
		struct talat_repair *rep = &rs->list[i];

		if (!rep->fits || (rep->kind != TALAT_REPAIR_REPLACE &&
		    rep->kind != TALAT_REPAIR_DELETE))
			continue;
		rep->fits = 0;
		rep->error_ply = rep->kind == TALAT_REPAIR_DELETE ? rs->ply :
		    rs->ply + 1;
	}
}

/*
 * Replays e->g into e->r with its syntax diagnostics and did-you-mean
 * notes, as the commands do (src/cli/util.c); for the entry (`entry`),
 * the notes of its last move as last_move_notes words them. 0, or -1.
 */
static int
replay_as(struct tle *e, int entry)
{
	size_t i;
	int rc = 0;

	if (talat_replay(&e->g, &e->opts, &e->r) < 0)
		return -1;
	for (i = 0; i < e->syntax.ndiags; i++)
		if (talat_result_add_diag(&e->r, &e->syntax.diags[i]) < 0)
			rc = -1;
	talat_result_clear(&e->syntax);
	if (rc == 0 && talat_repairs_find(&e->g, &e->opts, &e->r,
	    &e->reps) < 0)
		rc = -1;
	if (rc == 0 && entry)
		last_move_notes(e);
	if (rc == 0 &&
	    talat_repairs_add_notes(&e->r, &e->reps, TLE_MAX_NOTES) < 0)
		rc = -1;
	return rc;
}

static int
replay(struct tle *e)
{
	return replay_as(e, 0);
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
	if (d->suggestion != NULL) {
		put(e, ",\"sug\":");
		put_str(e, d->suggestion);
		put(e, d->fits ? ",\"fits\":true" : ",\"fits\":false");
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

/* The end of a move's item: its annotation, its comments. */
static void
put_move_end(struct tle *e, const struct talat_move *m)
{
	if (m->annotation != TALAT_ANN_NONE) {
		put(e, ",\"ann\":");
		put_str(e, talat_annotation_text(m->annotation));
	}
	put_comments(e, m->comments, m->ncomments);
	put(e, "}");
}

/*
 * The moves the replay did not take in, as written (an invalid game: the
 * first of them the one refused): "rest", each with "t" its text, "n"
 * the number of a ply (counted on from the last replayed) or "d" 1 for a
 * declaration, "ann" and "cm" as the plies'.
 */
/* "r", the round of ply n as the sheet numbers it (talat fmt: n - 1
 * plies of nplayers a round before it), when the ply begins a round or
 * the list (first). */
static void
put_round(struct tle *e, long n, int nplayers, int first)
{
	if (!first && (n - 1) % nplayers != 0)
		return;
	put(e, ",\"r\":");
	put_long(e, (n - 1) / nplayers + 1);
}

static void
put_rest(struct tle *e, const struct talat_game *g,
    const struct talat_result *r)
{
	char text[TALAT_PLY_TEXT_MAX];
	size_t i;
	long ply;
	int nplayers;

	talat_game_numbering(g, &nplayers, &ply);
	if (r->nplies > 0)
		ply = r->plies[r->nplies - 1].ply + 1;
	put(e, ",\"rest\":[");
	for (i = r->moves_replayed; i < g->nmoves; i++) {
		const struct talat_move *m = &g->moves[i];

		talat_ply_format(m, text);
		put(e, i > r->moves_replayed ? ",\n{\"t\":" : "{\"t\":");
		put_str(e, text);
		if (m->kind == TALAT_MOVE_FREEZE)
			put(e, ",\"d\":1");
		else {
			put_round(e, ply, nplayers, r->nplies == 0 &&
			    i == r->moves_replayed);
			put(e, ",\"n\":");
			put_long(e, ply++);
		}
		put_move_end(e, m);
	}
	put(e, "]");
}

/* The list of plies: entry 0 the start, entry k the kth replayed ply;
 * then the rest (put_rest). */
static void
put_plies(struct tle *e, const struct talat_game *g,
    const struct talat_result *r)
{
	char text[16];
	size_t k;
	long first;
	int nplayers;

	talat_game_numbering(g, &nplayers, &first);

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
		put_round(e, pl->ply, nplayers, k == 0);
		if (mv->annotation != TALAT_ANN_NONE) {
			put(e, ",\"ann\":");
			put_str(e, talat_annotation_text(mv->annotation));
		}
		put_comments(e, mv->comments, mv->ncomments);
		put_events(e, r, pl->ply);
		put(e, "}");
	}
	put(e, "]");
	put_rest(e, g, r);
}

/*
 * Opens the first game of text[0..len), which starts at line `line` of
 * its file, replayed in the strict freeze mode or not and its ties
 * settled by `tiebreak` (enum talat_tiebreak_rule). The answer: the game
 * as JSON (head, plies, the moves not replayed, and its text as written
 * when it has a syntax error). Returns 1, 0 when the text holds no game, -1 on failure.
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
	if (n <= 0 || e->out.nomem)
		return n < 0 || e->out.nomem ? -1 : 0;
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
		e->out.nomem = 1;
		return;
	}
	talat_svg_pieces_in(b, n + 1, p, m, e->layout);
	put_str(e, b);
	free(b);
}

/*
 * The text alternative of each board of position p, for a screen reader
 * (issue 38): "alt", a sentence a board in the order WB, BG, GW: its
 * name, whether it is frozen (declared) or dead (not yet declared), and
 * the towers of each of its two colours by square, in the words of the
 * reader's catalogue (doc/spec/glossary.md's terms).
 */
static void
tower_on(int type, const char *sq, char *buf, size_t size)
{
	switch (type) {
	case TALAT_S3:
		/* TRANSLATORS: a tower of the text alternative of a board (for
		 * a screen reader), its size and shape in the rulebook's
		 * words, then its square ("a1"). */
		snprintf(buf, size, _("small triangular tower on %s"), sq);
		break;
	case TALAT_S4:
		snprintf(buf, size, _("small four-sided tower on %s"), sq);
		break;
	case TALAT_S6:
		snprintf(buf, size, _("small six-sided tower on %s"), sq);
		break;
	case TALAT_M3:
		snprintf(buf, size, _("medium-sized triangular tower on %s"), sq);
		break;
	case TALAT_M4:
		snprintf(buf, size, _("medium-sized four-sided tower on %s"), sq);
		break;
	case TALAT_M6:
		snprintf(buf, size, _("medium-sized six-sided tower on %s"), sq);
		break;
	case TALAT_L3:
		snprintf(buf, size, _("large triangular tower on %s"), sq);
		break;
	case TALAT_L4:
		snprintf(buf, size, _("large four-sided tower on %s"), sq);
		break;
	default:
		snprintf(buf, size, _("large six-sided tower on %s"), sq);
		break;
	}
}

/* "White: small triangular tower on a1, ..." for colour c on board b of
 * p, into buf (TL_LIST_MAX bytes). */
static void
towers_of(const struct talat_position *p, int b, int c, char *buf)
{
	char items[TALAT_NSQUARES][128], sq[3];
	const char *list[TALAT_NSQUARES];
	char joined[TL_LIST_MAX];
	size_t n = 0;
	int s, t;

	for (s = 0; s < TALAT_NSQUARES; s++) {
		t = p->board[b][s];
		if (t < 0 || talat_tower_colour(t) != c)
			continue;
		talat_square_name(s, sq);
		tower_on(talat_tower_type(t), sq, items[n], sizeof items[n]);
		list[n] = items[n];
		n++;
	}
	if (n == 0) {
		snprintf(buf, TL_LIST_MAX, "%s", c == TALAT_WHITE ?
		    /* TRANSLATORS: a colour with no tower on a board, in the
		     * text alternative of the board. */
		    _("White: no tower") : c == TALAT_BLACK ?
		    _("Black: no tower") : _("Grey: no tower"));
		return;
	}
	tl_list(joined, sizeof joined, list, n, TL_ENUM);
	if (c == TALAT_WHITE)
		/* TRANSLATORS: a colour's towers on a board (a list of "large
		 * six-sided tower on b1"), in the text alternative of the
		 * board. */
		snprintf(buf, TL_LIST_MAX, _("White: %s"), joined);
	else if (c == TALAT_BLACK)
		snprintf(buf, TL_LIST_MAX, _("Black: %s"), joined);
	else
		snprintf(buf, TL_LIST_MAX, _("Grey: %s"), joined);
}

static void
put_alt(struct tle *e, const struct talat_position *p,
    const struct talat_svg_marks *m)
{
	char low[TL_LIST_MAX], high[TL_LIST_MAX];
	const char *bn;
	char *s;
	int b;

	put(e, ",\"alt\":[");
	for (b = 0; b < TALAT_NBOARDS; b++) {
		towers_of(p, b, talat_board_low(b), low);
		towers_of(p, b, talat_board_high(b), high);
		bn = talat_board_name(b);
		s = p->frozen & (1u << b) ?
		    /* TRANSLATORS: the text alternative of a board (WB, BG
		     * or GW) for a screen reader: its name, then its two
		     * colours' towers ("White: ...", "Black: ..."). */
		    tl_aprintf(_("Board %1$s, frozen. %2$s. %3$s."), bn, low,
		    high) : m->dead & (1u << b) ?
		    tl_aprintf(_("Board %1$s, dead. %2$s. %3$s."), bn, low,
		    high) : tl_aprintf(_("Board %1$s. %2$s. %3$s."), bn, low, high);
		if (s == NULL) {
			e->out.nomem = 1;
			return;
		}
		if (b)
			put(e, ",");
		put_str(e, s);
		free(s);
	}
	put(e, "]");
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
	put_alt(e, &r->final, &m);
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

/* The answer: what draw (talat_svg_frame_in, talat_svg_squares_in)
 * writes for the layout. 0, or -1 when memory ran out. */
static int
drawn(struct tle *e, size_t (*draw)(char *, size_t, enum talat_svg_layout))
{
	size_t n = draw(NULL, 0, e->layout);

	begin(e);
	if (reserve(e, n) < 0)
		return -1;
	draw(e->out.p, n + 1, e->layout);
	e->out.len = n;
	return 0;
}

/* The frame of the pictures (to hold the pieces of tle_position). */
EXPORT(tle_frame) int
tle_frame(struct tle *e)
{
	return drawn(e, talat_svg_frame_in);
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
	int d;

	begin(e);
	if ((d = talat_tpn_parse(tpn, &p, err, sizeof err)) != 0) {
		if (d != TALAT_TPN_FAILED)
			put(e, err);
		return -1;
	}
	if (talat_svg_marks_of_position(&p, &m) < 0)
		return -1;
	n = talat_svg_write_in(NULL, 0, &p, &m, e->layout);
	if (reserve(e, n) < 0)
		return -1;
	talat_svg_write_in(e->out.p, n + 1, &p, &m, e->layout);
	e->out.len = n;
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
	for (k = 0; k <= e->r.nplies && !e->out.nomem; k++) {
		if ((r = upto(e, k)) == NULL) {
			e->out.nomem = 1;
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
	while (!e->out.nomem && (n = talat_reader_next(rd, &e->g)) > 0) {
		if (replay(e) < 0 ||
		    talat_tracker_game(t, &e->g, &e->r, NULL) < 0) {
			e->out.nomem = 1;
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

/* --- entering a scoresheet ----------------------------------------------- */

/*
 * The page's entry of a scoresheet (talat-html(1)) builds the open game
 * move by move as the arbiter types it: every change is replayed at
 * once, and a ply or declaration that the rules refuse is not taken.
 * The entry game has no source text and no round numbers (the canonical
 * TGN numbers the rounds anew), and places of its own, in the order of
 * its canonical text: tag i on line i + 1, the game's comments on the
 * line after the tags, move k on line ntags + 2 + k. The answer to each
 * change is the state of the game (entry_answer).
 */

/* Where the tags the page adds go: in this order, as talat gen writes
 * them; a tag of another name goes last. */
static const char *const tag_order[] = {
	"Event", "Site", "Date", "Round", "White", "Black", "Grey", "Zihin",
	"Order", "Position", "Stood", "Score", "Winner", "Termination"
};
#define NTAG_ORDER (sizeof tag_order / sizeof tag_order[0])

static size_t
tag_rank(const char *name)
{
	size_t i;

	for (i = 0; i < NTAG_ORDER; i++)
		if (strcmp(name, tag_order[i]) == 0)
			break;
	return i;
}

static void
entry_places(struct talat_game *g, size_t typed, size_t ntyped)
{
	size_t i, j;

	g->loc.line = g->loc.column = 1;
	for (i = 0; i < g->ntags; i++) {
		g->tags[i].loc.line = g->tags[i].value_loc.line = (long)i + 1;
		g->tags[i].loc.column = 1;
		g->tags[i].value_loc.column =
		    (long)strlen(g->tags[i].name) + 3;
	}
	for (i = 0; i < g->ncomments; i++) {
		g->comments[i].loc.line = (long)g->ntags + 1;
		g->comments[i].loc.column = 1;
	}
	for (i = 0; i < g->nmoves; i++) {
		struct talat_move *m = &g->moves[i];

		m->loc.line = (long)(g->ntags + 2 + i);
		m->loc.column = 1;
		if (i >= typed && i < typed + ntyped &&
		    m->round != TALAT_ROUND_NONE)
			m->round_loc = m->loc;
		else {
			m->round = TALAT_ROUND_NONE;
			m->round_loc.line = m->round_loc.column = 0;
		}
		for (j = 0; j < m->ncomments; j++)
			m->comments[j].loc = m->loc;
	}
}

/* Tag `name` with `value` put at index `at` of g's tags. 0, or -1. */
static int
tag_insert(struct talat_game *g, size_t at, const char *name,
    const char *value)
{
	struct talat_tag *t;
	char *n = strdup(name), *v = strdup(value);

	if (n == NULL || v == NULL || tl_grow(&g->tags, &g->captags,
	    g->ntags + 1, sizeof *g->tags, 16) < 0)
		goto nomem;
	memmove(&g->tags[at + 1], &g->tags[at],
	    (g->ntags - at) * sizeof *g->tags);
	t = &g->tags[at];
	memset(t, 0, sizeof *t);
	t->name = n;
	t->value = v;
	g->ntags++;
	return 0;
nomem:
	free(n);
	free(v);
	return -1;
}

/* The canonical TGN of g, as talat fmt writes the game (NUL-terminated,
 * to be freed), or NULL when memory runs out. */
static char *
tgn_of(const struct talat_game *g, size_t *len)
{
	struct talat_tgn_stream st;
	char *buf = NULL;
	FILE *fp;
	int rc;

	*len = 0;
	if ((fp = open_memstream(&buf, len)) == NULL)
		return NULL;
	memset(&st, 0, sizeof st);
	rc = talat_tgn_stream_game(fp, &st, g);
	if (fclose(fp) != 0 || rc < 0) {
		free(buf);
		return NULL;
	}
	return buf;
}

/* The entry game replayed (its did-you-mean notes too), and its places
 * set. 0, or -1. */
static int
entry_replay(struct tle *e)
{
	entry_places(&e->g, 0, 0);
	talat_result_clear(&e->syntax);
	e->open = 1;
	return replay_as(e, 1);
}

/*
 * Each move of the entry game: "t" its text, "ann" its annotation, "n"
 * the number of a ply (counted on past the replay's end) and "c" the
 * colour who made it when it was replayed, "d" 1 for a declaration,
 * "cm" its comments, "ev" what happened to the boards after it (as in
 * tle_open); then "stop", the index of the first move not replayed (the
 * number of moves when all were).
 */
static void
put_moves(struct tle *e)
{
	const struct talat_game *g = &e->g;
	const struct talat_result *r = &e->r;
	char text[TALAT_PLY_TEXT_MAX];
	size_t i, k = 0;
	long ply;
	int nplayers;

	talat_game_numbering(g, &nplayers, &ply);
	put(e, ",\"moves\":[");
	for (i = 0; i < g->nmoves; i++) {
		const struct talat_move *m = &g->moves[i];

		talat_ply_format(m, text);
		put(e, i ? ",\n{\"t\":" : "{\"t\":");
		put_str(e, text);
		if (m->kind == TALAT_MOVE_FREEZE)
			put(e, ",\"d\":1");
		else {
			while (k < r->nplies && r->plies[k].move < i)
				k++;
			if (k < r->nplies && r->plies[k].move == i) {
				ply = r->plies[k].ply;
				put(e, ",\"c\":");
				put_colour(e, r->plies[k].actor);
			}
			put(e, ",\"n\":");
			put_long(e, ply);
			if (i < r->moves_replayed)
				put_events(e, r, ply);
			ply++;
		}
		put_move_end(e, m);
	}
	put(e, "],\"stop\":");
	put_long(e, (long)r->moves_replayed);
}

/* The state of the entry game: its head (as tle_open's), its moves and
 * its canonical TGN. */
static int
entry_answer(struct tle *e)
{
	char *tgn;
	size_t len;

	begin(e);
	put_head(e, &e->g, &e->r);
	put_comments(e, e->g.comments, e->g.ncomments);
	put_moves(e);
	if ((tgn = tgn_of(&e->g, &len)) == NULL)
		return -1;
	put(e, ",\"tgn\":");
	put_str(e, tgn);
	free(tgn);
	put(e, "}");
	return done(e);
}

/* A refusal: {"refused": the diagnostics that say why (the library's),
 * "why": what else stood in the way, for the page to word}. Returns 1. */
static int
entry_refuse(struct tle *e, const struct talat_diag *d, size_t n,
    const char *why)
{
	size_t i;

	begin(e);
	put(e, "{\"refused\":[");
	for (i = 0; i < n; i++) {
		if (i)
			put(e, ",");
		put_diag(e, &d[i]);
	}
	put(e, "]");
	if (why != NULL) {
		put(e, ",\"why\":");
		put_str(e, why);
	}
	put(e, "}");
	return done(e) < 0 ? -1 : 1;
}

/*
 * A new entry game of `players` (2 or 3) players, replayed in the strict
 * freeze mode or not with ties settled by `tiebreak`: no tag, but for two
 * players [Zihin "G"] (White and Black play). The answer: its state.
 * 0, or -1.
 */
EXPORT(tle_entry_new) int
tle_entry_new(struct tle *e, int players, int strict, int tiebreak)
{
	e->opts.strict = strict;
	e->opts.tiebreak = (enum talat_tiebreak_rule)tiebreak;
	talat_game_clear(&e->g);
	if (players == 2 && tag_insert(&e->g, 0, "Zihin", "G") < 0)
		return -1;
	if (entry_replay(e) < 0)
		return -1;
	return entry_answer(e);
}

/*
 * The first game of text[0..len) as the entry game (a game of the page
 * to continue, or the one kept in the browser's storage; none: an empty
 * game of three players). A game with a syntax error keeps its moves
 * before it: the answer's "cut" is [line, column] of the error. The
 * answer: its state. 0, or -1.
 */
EXPORT(tle_entry_open) int
tle_entry_open(struct tle *e, const char *text, size_t len, int strict,
    int tiebreak)
{
	struct talat_reader *rd;
	struct talat_loc cut = { 0, 0 };
	size_t i;
	int n;

	e->opts.strict = strict;
	e->opts.tiebreak = (enum talat_tiebreak_rule)tiebreak;
	talat_result_clear(&e->syntax);
	e->out.nomem = 0;
	if ((rd = reader(e, text, len, 1, 0)) == NULL)
		return -1;
	n = talat_reader_next(rd, &e->g);
	talat_reader_free(rd);
	if (n < 0 || e->out.nomem)
		return -1;
	if (n == 0)
		talat_game_clear(&e->g);
	if (e->g.syntax_errors > 0) {
		cut = e->g.first_error;
		for (i = 0; i < e->g.nmoves; i++)
			if (e->g.moves[i].loc.line > cut.line ||
			    (e->g.moves[i].loc.line == cut.line &&
			    e->g.moves[i].loc.column >= cut.column))
				break;
		n = (int)i;
		for (; i < e->g.nmoves; i++) {
			struct talat_move *m = &e->g.moves[i];
			size_t j;

			for (j = 0; j < m->ncomments; j++)
				free(m->comments[j].text);
			free(m->comments);
		}
		e->g.nmoves = (size_t)n;
		e->g.syntax_errors = 0;
	}
	free(e->g.source_text);
	e->g.source_text = NULL;
	e->g.source_len = 0;
	if (entry_replay(e) < 0 || entry_answer(e) < 0)
		return -1;
	if (cut.line > 0) {
		/* the answer's closing brace becomes the cut */
		e->out.len--;
		put(e, ",\"cut\":[");
		put_long(e, cut.line);
		put(e, ",");
		put_long(e, cut.column);
		put(e, "]}");
	}
	return done(e);
}

/* Whether the tag `name` with `value` reads back as written in TGN: 0;
 * 1, the answer then a refusal with the reader's diagnostic; -1. */
static int
tag_readable(struct tle *e, const char *name, const char *value)
{
	struct talat_game t, back;
	struct talat_reader *rd;
	char *text;
	size_t len;
	int n, ok, rc;

	talat_game_init(&t);
	talat_game_init(&back);
	if (tag_insert(&t, 0, name, value) < 0 ||
	    (text = tgn_of(&t, &len)) == NULL) {
		talat_game_free(&t);
		return -1;
	}
	talat_game_free(&t);
	talat_result_clear(&e->syntax);
	e->out.nomem = 0;
	if ((rd = reader(e, text, len, 1, 0)) == NULL) {
		free(text);
		return -1;
	}
	n = talat_reader_next(rd, &back);
	talat_reader_free(rd);
	free(text);
	if (n < 0 || e->out.nomem) {
		talat_game_free(&back);
		return -1;
	}
	ok = n == 1 && back.syntax_errors == 0 && back.ntags == 1 &&
	    back.nmoves == 0 && strcmp(back.tags[0].name, name) == 0 &&
	    strcmp(back.tags[0].value, value) == 0;
	talat_game_free(&back);
	if (ok)
		return 0;
	rc = entry_refuse(e, e->syntax.diags, e->syntax.ndiags ? 1 : 0,
	    "tag");
	talat_result_clear(&e->syntax);
	return rc;
}

static int set_tag(struct tle *, const char *, const char *);

/*
 * Gives the entry game's tag `name` the value `value`: the first tag of
 * that name takes it, or is removed when value is empty; a new tag goes
 * where tag_order puts it. A tag that would not read back as written in
 * TGN (a name that is none, a line break in the value) is refused. The
 * game is replayed with it. Returns 0 (the answer: the state), 1 (the
 * answer: a refusal, the game as it was) or -1.
 */
EXPORT(tle_entry_tag) int
tle_entry_tag(struct tle *e, const char *name, const char *value)
{
	int rc;

	if (!e->open)
		return -1;
	if ((rc = set_tag(e, name, value)) != 0)
		return rc;
	if (entry_replay(e) < 0)
		return -1;
	return entry_answer(e);
}

/* The entry game's tag `name` set (tle_entry_tag), not replayed: 0; 1,
 * the answer then a refusal; -1. */
static int
set_tag(struct tle *e, const char *name, const char *value)
{
	struct talat_game *g = &e->g;
	size_t i, rank;
	char *v;
	int rc;

	if (*value != '\0' && (rc = tag_readable(e, name, value)) != 0)
		return rc;
	for (i = 0; i < g->ntags; i++)
		if (strcmp(g->tags[i].name, name) == 0)
			break;
	if (i < g->ntags && *value == '\0') {
		free(g->tags[i].name);
		free(g->tags[i].value);
		memmove(&g->tags[i], &g->tags[i + 1],
		    (g->ntags - i - 1) * sizeof *g->tags);
		g->ntags--;
	} else if (i < g->ntags) {
		if ((v = strdup(value)) == NULL)
			return -1;
		free(g->tags[i].value);
		g->tags[i].value = v;
	} else if (*value != '\0') {
		rank = tag_rank(name);
		for (i = 0; i < g->ntags; i++)
			if (rank < NTAG_ORDER &&
			    tag_rank(g->tags[i].name) > rank)
				break;
		if (tag_insert(g, i, name, value) < 0)
			return -1;
	}
	return 0;
}

/*
 * The tags written in TGN in text[0..len) (as a did-you-mean note of the
 * library proposes one: [Order "B G W"]) set as tle_entry_tag sets them.
 * Text that is not tags alone is refused ("why": "notags"). Returns 0
 * (the answer: the state), 1 (a refusal) or -1.
 */
EXPORT(tle_entry_tags) int
tle_entry_tags(struct tle *e, const char *text, size_t len)
{
	struct talat_reader *rd;
	struct talat_game t;
	size_t i;
	int n, rc = 0;

	if (!e->open)
		return -1;
	talat_result_clear(&e->syntax);
	e->out.nomem = 0;
	if ((rd = reader(e, text, len, 1, 0)) == NULL)
		return -1;
	talat_game_init(&t);
	n = talat_reader_next(rd, &t);
	talat_reader_free(rd);
	if (n < 0 || e->out.nomem)
		rc = -1;
	else if (n == 0 || t.syntax_errors > 0 || t.ntags == 0 ||
	    t.nmoves > 0 || t.ncomments > 0)
		rc = entry_refuse(e, NULL, 0, "notags");
	for (i = 0; rc == 0 && i < t.ntags; i++)
		rc = set_tag(e, t.tags[i].name, t.tags[i].value);
	talat_game_free(&t);
	talat_result_clear(&e->syntax);
	if (rc != 0)
		return rc;
	if (entry_replay(e) < 0)
		return -1;
	return entry_answer(e);
}

/* Appends the comments c[0..n) (taken: their texts are moved) to
 * *to[0..*nto), which grows. 0, or -1. */
static int
take_comments(struct talat_comment **to, size_t *nto,
    struct talat_comment *c, size_t n)
{
	size_t cap = *nto;	/* (a move's comments keep no capacity) */

	if (n == 0)
		return 0;
	if (n > SIZE_MAX - *nto || tl_grow(to, &cap, *nto + n, sizeof **to, 1) < 0)
		return -1;
	memcpy(*to + *nto, c, n * sizeof **to);
	*nto += n;
	return 0;
}

static void
free_move(struct talat_move *m)
{
	size_t j;

	for (j = 0; j < m->ncomments; j++)
		free(m->comments[j].text);
	free(m->comments);
	m->comments = NULL;
	m->ncomments = 0;
}

/* The comments of typed text that belong to what stands before move
 * `at`: the move before it, or the game. 0, or -1. */
static int
comments_before(struct talat_game *g, size_t at, struct talat_comment *c,
    size_t n)
{
	int rc;

	if (at == 0) {
		if (n > SIZE_MAX - g->ncomments || tl_grow(&g->comments,
		    &g->capcomments, g->ncomments + n, sizeof *c, 4) < 0)
			return -1;
		memcpy(g->comments + g->ncomments, c, n * sizeof *c);
		g->ncomments += n;
		return 0;
	}
	rc = take_comments(&g->moves[at - 1].comments,
	    &g->moves[at - 1].ncomments, c, n);
	return rc;
}

static int entry_refused_move(struct tle *);

/*
 * Reads what the arbiter typed into *t (initialized): 0; 1, a refusal
 * (the answer: a syntax error, a tag, nothing to put); -1.
 */
static int
read_typed(struct tle *e, const char *text, size_t len, int replace,
    struct talat_game *t)
{
	struct talat_reader *rd;
	struct talat_game more;
	int rc, got;

	talat_result_clear(&e->syntax);
	e->out.nomem = 0;
	if ((rd = reader(e, text, len, 1, 0)) == NULL)
		return -1;
	talat_game_init(&more);
	got = talat_reader_next(rd, t);
	if (got == 1 && t->syntax_errors == 0 &&
	    (rc = talat_reader_next(rd, &more)) != 0)
		got = rc < 0 ? -1 : 2;
	talat_reader_free(rd);
	talat_game_free(&more);
	if (got < 0 || e->out.nomem)
		return -1;
	if (t->syntax_errors > 0 || e->syntax.ndiags > 0) {
		rc = entry_refuse(e, e->syntax.diags, 1, NULL);
		talat_result_clear(&e->syntax);
		return rc;
	}
	if (t->ntags > 0 || got > 1)
		return entry_refuse(e, NULL, 0, "tags");
	if (got == 0 || (t->nmoves == 0 && t->ncomments == 0) ||
	    (replace && t->nmoves == 0))
		return entry_refuse(e, NULL, 0, "empty");
	return 0;
}

/*
 * The moves and comments of t (taken: t keeps none) put before move `at`
 * of g, or in place of it when `replace` (its comments kept when t
 * brings none for its one move). 0, or -1 (g is then to be dropped).
 */
static int
splice(struct talat_game *g, size_t at, int replace, struct talat_game *t)
{
	struct talat_comment *keep = NULL;
	size_t i, n = t->nmoves, kept = 0;

	if (replace) {
		for (i = 0; i < n; i++)
			if (t->moves[i].ncomments > 0)
				break;
		if (i == n && t->ncomments == 0 && n == 1) {
			keep = g->moves[at].comments;
			kept = g->moves[at].ncomments;
			g->moves[at].comments = NULL;
			g->moves[at].ncomments = 0;
		}
		free_move(&g->moves[at]);
		memmove(&g->moves[at], &g->moves[at + 1],
		    (g->nmoves - at - 1) * sizeof *g->moves);
		g->nmoves--;
	}
	if (t->ncomments > 0) {
		if (comments_before(g, at, t->comments, t->ncomments) < 0)
			goto nomem;
		t->ncomments = 0;
	}
	if (n == 0)
		return 0;
	if (n > SIZE_MAX - g->nmoves || tl_grow(&g->moves, &g->capmoves,
	    g->nmoves + n, sizeof *g->moves, 128) < 0)
		goto nomem;
	memmove(&g->moves[at + n], &g->moves[at],
	    (g->nmoves - at) * sizeof *g->moves);
	memcpy(&g->moves[at], t->moves, n * sizeof *g->moves);
	g->nmoves += n;
	t->nmoves = 0;
	if (keep != NULL) {
		g->moves[at].comments = keep;
		g->moves[at].ncomments = kept;
	}
	return 0;
nomem:
	for (i = 0; i < kept; i++)
		free(keep[i].text);
	free(keep);
	return -1;
}

/*
 * Reads text[0..len), what the arbiter typed: plies and declarations
 * (with their annotations and comments), or only comments, and puts
 * them before move `at` of the entry game, or in place of move `at`
 * when `replace` (a ply replaced keeps its comments when the text brings
 * none). Round numbers typed are checked, then dropped. The game is
 * replayed: when a move typed breaks a rule, nothing is taken and the
 * answer is a refusal with the library's diagnostic and its did-you-mean
 * notes; a move after them that no longer fits (an earlier ply changed)
 * is kept, and the state says where the replay stops. A text that does
 * not read (its syntax error), holds a tag ("why": "tags"), or nothing
 * ("empty"), and a place after the replay's end ("place"), are refused
 * too. Returns 0 (the answer: the state), 1 (a refusal) or -1.
 */
EXPORT(tle_entry_put) int
tle_entry_put(struct tle *e, size_t at, int replace, const char *text,
    size_t len)
{
	struct talat_game *g = &e->g, t;
	size_t i, n;
	int rc;

	if (!e->open)
		return -1;
	if (at > g->nmoves || (replace && at >= g->nmoves) ||
	    at > e->r.moves_replayed)
		return entry_refuse(e, NULL, 0, "place");
	talat_game_init(&t);
	talat_game_free(&e->undo);	/* (talat_game_copy fills an empty one) */
	if ((rc = read_typed(e, text, len, replace, &t)) == 0 &&
	    talat_game_copy(&e->undo, g) < 0)
		rc = -1;
	n = t.nmoves;
	if (rc == 0 && splice(g, at, replace, &t) < 0)
		rc = -1;
	talat_game_free(&t);
	if (rc != 0)
		return rc;
	/* This replay checks the round numbers typed; then they go. */
	entry_places(g, at, n);
	talat_result_clear(&e->syntax);
	if (replay_as(e, 1) < 0)
		return -1;
	for (i = 0; i < n; i++)
		g->moves[at + i].round = TALAT_ROUND_NONE;
	if (n > 0 && e->r.status == TALAT_INVALID &&
	    e->r.moves_replayed < at + n)
		return entry_refused_move(e);
	return entry_answer(e);
}

/*
 * The moves typed broke a rule: the refusal with the replay's error and
 * the notes after it, and the game as it was before.
 */
static int
entry_refused_move(struct tle *e)
{
	const struct talat_result *r = &e->r;
	size_t i, n;
	int rc;

	for (i = 0; i < r->ndiags; i++)
		if (r->diags[i].severity == TALAT_SEV_ERROR)
			break;
	for (n = i < r->ndiags ? 1 : 0; i + n < r->ndiags &&
	    r->diags[i + n].severity == TALAT_SEV_NOTE; n++)
		;
	rc = entry_refuse(e, r->diags + i, n, NULL);
	talat_game_free(&e->g);
	e->g = e->undo;
	talat_game_init(&e->undo);
	if (entry_replay(e) < 0)
		return -1;
	return rc;
}

/*
 * Takes the moves at[0..n) out of the entry game (the moves after them
 * are replayed: the state says where they no longer fit). The answer:
 * the state. 0, or -1.
 */
EXPORT(tle_entry_delete) int
tle_entry_delete(struct tle *e, size_t at, size_t n)
{
	struct talat_game *g = &e->g;
	size_t i;

	if (!e->open)
		return -1;
	if (at > g->nmoves)
		at = g->nmoves;
	if (n > g->nmoves - at)
		n = g->nmoves - at;
	for (i = at; i < at + n; i++)
		free_move(&g->moves[i]);
	if (n > 0)
		memmove(&g->moves[at], &g->moves[at + n],
		    (g->nmoves - at - n) * sizeof *g->moves);
	g->nmoves -= n;
	if (entry_replay(e) < 0)
		return -1;
	return entry_answer(e);
}

/* A square as the page names it, "WB:c1". */
static void
put_square(struct tle *e, int board, int sq)
{
	char name[3];

	talat_square_name(sq, name);
	put(e, "\"");
	put(e, talat_board_name(board));
	put(e, ":");
	put(e, name);
	put(e, "\"");
}

/* Most plies a player can have: 18 towers (own and Zihin) times five
 * directions, or 9 types on 10 squares. */
#define TLE_MAX_PLIES 160

/*
 * The entry game just before its move k (k the number of moves: after
 * the last; a k past the replay's end: where it stops): {"k", "n" the
 * number of the ply to make there and "c" who makes it (null: the game
 * is over), "tpn", "fields", "s", "svg" as tle_position gives them,
 * "legal": every legal ply there ("t" its text, "f" and "s" the squares
 * it leaves and reaches), "declare": the boards a freeze declaration may
 * name there that the record has not declared ("t" its text, "b" the
 * board, "dead" the ply after which it became dead)}. 0, or -1.
 */
EXPORT(tle_entry_at) int
tle_entry_at(struct tle *e, size_t k)
{
	struct talat_action acts[TLE_MAX_PLIES];
	const struct talat_result *r = &e->r;
	struct talat_game cut;
	struct talat_svg_marks m;
	struct talat_move mv;
	char tpn[TALAT_TPN_MAX], text[TALAT_PLY_TEXT_MAX];
	unsigned declare;
	int n, i, first = 1;

	begin(e);
	if (!e->open)
		return -1;
	if (k > e->r.moves_replayed)
		k = e->r.moves_replayed;
	if (k < e->g.nmoves) {
		cut = e->g;
		cut.nmoves = k;
		if (talat_replay(&cut, &e->opts, &e->at) < 0)
			return -1;
		r = &e->at;
	}
	talat_tpn_write(&r->final, tpn);
	put(e, "{\"k\":");
	put_long(e, (long)k);
	put(e, ",\"n\":");
	put_long(e, r->final.ply);
	put(e, ",\"c\":");
	if (r->final.to_act >= 0)
		put_colour(e, r->final.to_act);
	else
		put(e, "null");
	put(e, ",\"tpn\":");
	put_str(e, tpn);
	put_fields(e, tpn);
	put_scores(e, &e->r, &r->final);
	talat_svg_marks_of(r, &m);
	put(e, ",\"svg\":");
	put_pieces(e, &r->final, &m);
	put_alt(e, &r->final, &m);
	put(e, ",\"legal\":[");
	n = r->started ? talat_legal_plies(&r->final, acts, TLE_MAX_PLIES) : 0;
	if (n > TLE_MAX_PLIES)
		n = TLE_MAX_PLIES;
	for (i = 0; i < n; i++) {
		talat_action_text(&acts[i], text);
		put(e, i ? ",\n{\"t\":" : "{\"t\":");
		put_str(e, text);
		if (acts[i].kind == TALAT_STEP ||
		    acts[i].kind == TALAT_CAPTURE) {
			put(e, ",\"f\":");
			put_square(e, acts[i].board, acts[i].from);
		}
		if (acts[i].kind != TALAT_PASS) {
			put(e, ",\"s\":");
			put_square(e, acts[i].board, acts[i].to);
		}
		put(e, "}");
	}
	put(e, "],\"declare\":[");
	declare = talat_declarable(r, &e->opts);
	memset(&mv, 0, sizeof mv);
	mv.kind = TALAT_MOVE_FREEZE;
	mv.type = mv.from = mv.to = -1;
	for (i = 0; i < r->nfreezes; i++) {
		if (!(declare & (1u << r->freezes[i].board)))
			continue;
		mv.board = r->freezes[i].board;
		talat_ply_format(&mv, text);
		put(e, first ? "{\"t\":" : ",{\"t\":");
		first = 0;
		put_str(e, text);
		put(e, ",\"b\":");
		put_str(e, talat_board_name(mv.board));
		put(e, ",\"dead\":");
		put_long(e, r->freezes[i].dead_after_ply);
		put(e, "}");
	}
	put(e, "]}");
	return done(e);
}

/* The squares of the pictures' layout, to lay over them
 * (talat_svg_squares_in). 0, or -1. */
EXPORT(tle_squares) int
tle_squares(struct tle *e)
{
	return drawn(e, talat_svg_squares_in);
}
