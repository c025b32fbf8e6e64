/* SPDX-License-Identifier: ISC */
/* yaml_emit.c: the YAML summary of a game (tgn.md section 7) as events,
 * through libyaml's emitter or the direct block writer (yaml_block.c);
 * yaml_writer.c chooses. */
#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "talat/tpn.h"
#include "reader.h"
#include "yaml_private.h"
#include "base_private.h"
#include "record_private.h"
#include "internal.h"

/* --- the emitter ------------------------------------------------------------ */

void
yemit_error(struct talat_yaml_error *err, int kind, const char *fmt, ...)
{
	va_list ap;

	err->kind = kind;
	err->diag = TALAT_D_NONE;	/* a failure, no diagnostic */
	err->line = err->column = 0;
	va_start(ap, fmt);
	vsnprintf(err->message, sizeof(err->message), fmt, ap);
	va_end(ap);
}

static int
nomem(struct yemit *m)
{
	yemit_error(m->err, TALAT_YAML_NOMEM, "out of memory");
	return -1;
}

int
yemit_emitter_failed(yaml_emitter_t *e, struct talat_yaml_error *err)
{
	if (e->error == YAML_MEMORY_ERROR)
		yemit_error(err, TALAT_YAML_NOMEM, "out of memory");
	else
		yemit_error(err, TALAT_YAML_EMITTER, "%s",
		    e->problem ? e->problem : "the YAML emitter failed");
	return -1;
}

/* Emits an initialized event. The emitter owns it from here, also when
 * emitting fails, so it is never deleted here. */
static int
emit(struct yemit *m, yaml_event_t *ev)
{
	if (!yaml_emitter_emit(m->e, ev))
		return yemit_emitter_failed(m->e, m->err);
	return 0;
}

/* s itself when it is valid UTF-8, else a copy in m->buf with U+FFFD for
 * each byte that does not start a valid sequence. NULL: out of memory. */
static const char *
valid_utf8(struct yemit *m, const char *s, size_t *len)
{
	const unsigned char *u = (const unsigned char *)s;
	size_t n = *len, i, k, out;

	for (i = 0; i < n; i += k)
		if ((k = talat_utf8_len((const char *)u + i, n - i)) == 0)
			break;
	if (i == n)
		return s;
	if (n > (SIZE_MAX - 1) / 3 ||
	    tl_grow(&m->buf, &m->cap, n * 3 + 1, 1, 256) < 0)
		return NULL;
	for (i = 0, out = 0; i < n; i += k) {
		if ((k = talat_utf8_len((const char *)u + i, n - i)) == 0) {
			memcpy(m->buf + out, "\xEF\xBF\xBD", 3);
			out += 3;
			k = 1;
		} else {
			memcpy(m->buf + out, s + i, k);
			out += k;
		}
	}
	m->buf[out] = '\0';
	*len = out;
	return m->buf;
}

/* The direct writer's answer rc as this file's: 0 or -1. */
static int
block_rc(struct yemit *m, int rc)
{
	if (rc == TALAT_YBLOCK_UNSUPPORTED) {
		m->unsupported = 1;
		return -1;
	}
	return rc < 0 ? nomem(m) : 0;
}

static int
scalar_style(struct yemit *m, const char *s, size_t len,
    yaml_scalar_style_t style)
{
	yaml_event_t ev;

	if (m->b != NULL)
		return block_rc(m, yblock_scalar(m->b, s, len,
		    style != YAML_PLAIN_SCALAR_STYLE));
	if (!yaml_scalar_event_initialize(&ev, NULL, NULL,
	    (const yaml_char_t *)s, (int)len, 1, 1, style))
		return nomem(m);
	return emit(m, &ev);
}

/*
 * A scalar known to be valid UTF-8 that reads back as the same string
 * when plain: keys, names of towers, boards, squares, colours, actions,
 * and integers. The resolver is not asked (check_yaml verifies every
 * such word against it). PLAIN takes a string literal.
 */
static int
plain(struct yemit *m, const char *s, size_t len)
{
	return scalar_style(m, s, len, YAML_PLAIN_SCALAR_STYLE);
}

#define PLAIN(m, lit) plain((m), (lit), sizeof(lit) - 1)

/* Any string: plain when it stays a string so, else single-quoted
 * (libyaml moves on to double quotes when single ones cannot hold it). */
static int
str_len(struct yemit *m, const char *s, size_t len)
{
	if ((s = valid_utf8(m, s, &len)) == NULL)
		return nomem(m);
	return scalar_style(m, s, len, yresolve_must_quote(s, len) ?
	    YAML_SINGLE_QUOTED_SCALAR_STYLE : YAML_PLAIN_SCALAR_STYLE);
}

static int
str(struct yemit *m, const char *s)
{
	return str_len(m, s, strlen(s));
}

/* The decimal digits of v at the end of buf[24]; returns where they
 * start. */
static char *
itoa_end(long v, char *end)
{
	unsigned long u = v < 0 ? 0UL - (unsigned long)v : (unsigned long)v;
	char *p = end;

	do
		*--p = (char)('0' + u % 10);
	while ((u /= 10) != 0);
	if (v < 0)
		*--p = '-';
	return p;
}

static int
integer(struct yemit *m, long v)
{
	char buf[24], *p = itoa_end(v, buf + sizeof(buf));

	return plain(m, p, (size_t)(buf + sizeof(buf) - p));
}

static int
null(struct yemit *m)
{
	return PLAIN(m, "null");
}

static int
map_start(struct yemit *m)
{
	yaml_event_t ev;

	if (m->b != NULL)
		return block_rc(m, yblock_mapping_start(m->b));
	if (!yaml_mapping_start_event_initialize(&ev, NULL, NULL, 1,
	    YAML_BLOCK_MAPPING_STYLE))
		return nomem(m);
	return emit(m, &ev);
}

static int
map_end(struct yemit *m)
{
	yaml_event_t ev;

	if (m->b != NULL)
		return block_rc(m, yblock_end(m->b));
	if (!yaml_mapping_end_event_initialize(&ev))
		return nomem(m);
	return emit(m, &ev);
}

static int
seq_start(struct yemit *m)
{
	yaml_event_t ev;

	if (m->b != NULL)
		return block_rc(m, yblock_sequence_start(m->b));
	if (!yaml_sequence_start_event_initialize(&ev, NULL, NULL, 1,
	    YAML_BLOCK_SEQUENCE_STYLE))
		return nomem(m);
	return emit(m, &ev);
}

static int
seq_end(struct yemit *m)
{
	yaml_event_t ev;

	if (m->b != NULL)
		return block_rc(m, yblock_end(m->b));
	if (!yaml_sequence_end_event_initialize(&ev))
		return nomem(m);
	return emit(m, &ev);
}

/* A colour, a board, a tower, a square: plain when valid, else through
 * the resolver (the names of invalid ones, such as "?", need quotes). */
static int
colour(struct yemit *m, int c)
{
	char s[2] = { talat_colour_char(c), '\0' };

	if (c >= 0 && c < TALAT_NCOLOURS)
		return plain(m, s, 1);
	return str(m, s);
}

static int
board(struct yemit *m, int b)
{
	if (b >= 0 && b < TALAT_NBOARDS)
		return plain(m, talat_board_name(b), 2);
	return str(m, talat_board_name(b));
}

static int
tower(struct yemit *m, int t)
{
	char name[4];

	talat_tower_name(t, name);
	if (t >= 0 && t < TALAT_NTOWERS)
		return plain(m, name, 3);
	return str(m, name);
}

static int
square(struct yemit *m, int sq)
{
	char name[3];

	talat_square_name(sq, name);
	if (sq >= 0 && sq < TALAT_NSQUARES)
		return plain(m, name, 2);
	return str(m, name);
}

/* Key-value pairs; the key is a string literal. */
#define KEY_STR(m, k, v) (PLAIN(m, k) < 0 || str(m, v) < 0 ? -1 : 0)
#define KEY_STR_LEN(m, k, v, n) (PLAIN(m, k) < 0 || str_len(m, v, n) < 0 ? \
	-1 : 0)
#define KEY_INT(m, k, v) (PLAIN(m, k) < 0 || integer(m, v) < 0 ? -1 : 0)
#define KEY_WORD(m, k, v) (PLAIN(m, k) < 0 || plain(m, v, strlen(v)) < 0 \
    ? -1 : 0)

/* --- the parts of a document ------------------------------------------------ */

static int
comments(struct yemit *m, const struct talat_comment *c, size_t n)
{
	size_t i;

	if (n == 0)
		return 0;
	if (PLAIN(m, "comments") < 0 || seq_start(m) < 0)
		return -1;
	for (i = 0; i < n; i++)
		if (str(m, c[i].text) < 0)
			return -1;
	return seq_end(m);
}

static int
annotation(struct yemit *m, const struct talat_move *mv)
{
	if (mv->annotation == TALAT_ANN_NONE)
		return 0;
	return KEY_STR(m, "annotation", talat_annotation_text(mv->annotation));
}

static int
valid_board(int b)
{
	return b >= 0 && b < TALAT_NBOARDS;
}

static int
valid_square(int sq)
{
	return sq >= 0 && sq < TALAT_NSQUARES;
}

/* Whether mv is a move that has a TGN text. */
static int
move_ok(const struct talat_move *mv)
{
	switch (mv->kind) {
	case TALAT_MOVE_PASS:
		return 1;
	case TALAT_MOVE_FREEZE:
		return valid_board(mv->board);
	case TALAT_MOVE_PLACE:
		return valid_board(mv->board) && valid_square(mv->to) &&
		    mv->type >= 0 && mv->type < TALAT_NTYPES;
	case TALAT_MOVE_STEP:
	case TALAT_MOVE_CAPTURE:
		return valid_board(mv->board) && valid_square(mv->from) &&
		    valid_square(mv->to);
	}
	return 0;
}

/* The declarations g->moves[from..to) as {board, comments}. */
static int
declarations(struct yemit *m, const struct talat_game *g, size_t from,
    size_t to, int opening)
{
	const struct talat_move *mv;
	size_t i;

	if (from == to)
		return 0;
	if ((opening ? PLAIN(m, "opening_declarations") :
	    PLAIN(m, "declarations")) < 0 || seq_start(m) < 0)
		return -1;
	for (i = from; i < to; i++) {
		mv = &g->moves[i];
		if (map_start(m) < 0 || PLAIN(m, "board") < 0 ||
		    board(m, mv->board) < 0 ||
		    comments(m, mv->comments, mv->ncomments) < 0 ||
		    map_end(m) < 0)
			return -1;
	}
	return seq_end(m);
}

/* Ply p, the move mv it came from, and the declarations after it. */
static int
ply(struct yemit *m, const struct talat_game *g, const struct talat_ply *p,
    size_t decl_from, size_t decl_to)
{
	const struct talat_action *a = &p->action;
	const struct talat_move *mv = &g->moves[p->move];
	int rc;

	if (map_start(m) < 0 || KEY_INT(m, "ply", p->ply) < 0 ||
	    KEY_INT(m, "round", p->round) < 0 ||
	    PLAIN(m, "actor") < 0 || colour(m, p->actor) < 0 ||
	    PLAIN(m, "action") < 0)
		return -1;
	switch (a->kind) {
	case TALAT_PLACE:
		rc = PLAIN(m, "place");
		break;
	case TALAT_STEP:
		rc = PLAIN(m, "step");
		break;
	case TALAT_CAPTURE:
		rc = PLAIN(m, "capture");
		break;
	default:
		rc = PLAIN(m, "pass");
		break;
	}
	if (rc < 0)
		return -1;
	if (a->kind != TALAT_PASS) {
		if (PLAIN(m, "tower") < 0 || tower(m, a->tower) < 0 ||
		    PLAIN(m, "board") < 0 || board(m, a->board) < 0)
			return -1;
		if (a->kind != TALAT_PLACE && (PLAIN(m, "from") < 0 ||
		    square(m, a->from) < 0))
			return -1;
		if (PLAIN(m, "to") < 0 || square(m, a->to) < 0)
			return -1;
		if (a->kind == TALAT_CAPTURE && (PLAIN(m, "captured") < 0 ||
		    tower(m, a->victim) < 0))
			return -1;
	}
	if (annotation(m, mv) < 0 ||
	    comments(m, mv->comments, mv->ncomments) < 0 ||
	    declarations(m, g, decl_from, decl_to, 0) < 0)
		return -1;
	return map_end(m);
}

static int
mismatch(struct yemit *m)
{
	yemit_error(m->err, TALAT_YAML_EMITTER, "the replay result does not "
	    "belong to the game");
	return -1;
}

/* Checks that the moves replayed are the plies of r and declarations,
 * and that every move has a text. */
static int
check_moves(struct yemit *m, const struct talat_game *g,
    const struct talat_result *r, size_t nrep)
{
	size_t i, k = 0;

	for (i = 0; i < g->nmoves; i++) {
		if (!move_ok(&g->moves[i]))
			return mismatch(m);
		if (i >= nrep || g->moves[i].kind == TALAT_MOVE_FREEZE)
			continue;
		if (k >= r->nplies || r->plies[k].move != i)
			return mismatch(m);
		k++;
	}
	if (k != r->nplies)
		return mismatch(m);
	for (k = 0; k < r->nplies; k++) {
		const struct talat_action *a = &r->plies[k].action;

		if (a->kind == TALAT_PASS)
			continue;
		if (!valid_board(a->board) || !valid_square(a->to) ||
		    (a->kind != TALAT_PLACE && !valid_square(a->from)) ||
		    a->tower < 0 || a->tower >= TALAT_NTOWERS ||
		    (a->kind == TALAT_CAPTURE &&
		    (a->victim < 0 || a->victim >= TALAT_NTOWERS)))
			return mismatch(m);
	}
	return 0;
}

static size_t
decl_end(const struct talat_game *g, size_t i, size_t nrep)
{
	while (i < nrep && g->moves[i].kind == TALAT_MOVE_FREEZE)
		i++;
	return i;
}

static int
moves(struct yemit *m, const struct talat_game *g, const struct talat_result *r,
    size_t nrep)
{
	const struct talat_move *mv;
	size_t i, k, end;
	char text[TALAT_PLY_TEXT_MAX];

	end = decl_end(g, 0, nrep);
	if (declarations(m, g, 0, end, 1) < 0)
		return -1;
	if (PLAIN(m, "plies") < 0 || seq_start(m) < 0)
		return -1;
	for (k = 0; k < r->nplies; k++) {
		i = r->plies[k].move;
		end = decl_end(g, i + 1, nrep);
		if (ply(m, g, &r->plies[k], i + 1, end) < 0)
			return -1;
	}
	if (seq_end(m) < 0)
		return -1;
	if (nrep == g->nmoves)
		return 0;
	if (PLAIN(m, "unreplayed") < 0 || seq_start(m) < 0)
		return -1;
	for (i = nrep; i < g->nmoves; i++) {
		mv = &g->moves[i];
		talat_ply_format(mv, text);
		if (map_start(m) < 0 || KEY_STR(m, "move", text) < 0 ||
		    annotation(m, mv) < 0 ||
		    comments(m, mv->comments, mv->ncomments) < 0 ||
		    map_end(m) < 0)
			return -1;
	}
	return seq_end(m);
}

static int
int_or_null(struct yemit *m, long v)
{
	return v < 0 ? null(m) : integer(m, v);
}

static int
freezes(struct yemit *m, const struct talat_result *r)
{
	const struct talat_freeze *f;
	int i, n = r->nfreezes;

	if (n < 0 || n > TALAT_NBOARDS)
		return mismatch(m);
	if (PLAIN(m, "freezes") < 0 || seq_start(m) < 0)
		return -1;
	for (i = 0; i < n; i++) {
		f = &r->freezes[i];
		if (map_start(m) < 0 ||
		    PLAIN(m, "board") < 0 || board(m, f->board) < 0 ||
		    PLAIN(m, "dead_after_ply") < 0 ||
		    int_or_null(m, f->dead_after_ply) < 0 ||
		    PLAIN(m, "declared_after_ply") < 0 ||
		    int_or_null(m, f->declared_after_ply) < 0 ||
		    map_end(m) < 0)
			return -1;
	}
	return seq_end(m);
}

static int
scores(struct yemit *m, const struct talat_result *r, int nplayers)
{
	const struct talat_score *s;
	int i, j, c;

	if (PLAIN(m, "scores") < 0 || map_start(m) < 0)
		return -1;
	for (i = 0; i < nplayers; i++) {
		c = r->order[i];
		if (c < 0 || c >= TALAT_NCOLOURS)
			return mismatch(m);
		s = &r->scores[c];
		if (s->ncaptured < 0 || s->ncaptured > TALAT_MAXCAPTURED)
			return mismatch(m);
		if (colour(m, c) < 0 || map_start(m) < 0 ||
		    PLAIN(m, "captured") < 0 || seq_start(m) < 0)
			return -1;
		for (j = 0; j < s->ncaptured; j++)
			if (tower(m, s->captured[j]) < 0)
				return -1;
		if (seq_end(m) < 0 || KEY_INT(m, "start_line", s->start_line) < 0)
			return -1;
		if (r->zihin >= 0 && KEY_INT(m, "zihin_start_line",
		    s->zihin_start_line) < 0)
			return -1;
		if (KEY_INT(m, "points", s->points) < 0 || map_end(m) < 0)
			return -1;
	}
	return map_end(m);
}

static int
winners(struct yemit *m, const struct talat_result *r)
{
	int c;

	if (PLAIN(m, "winners") < 0 || seq_start(m) < 0)
		return -1;
	for (c = 0; c < TALAT_NCOLOURS; c++)
		if ((r->winners & (1u << c)) && colour(m, c) < 0)
			return -1;
	/* A game whose replay does not reach its end: its leaders so far,
	 * when it has some (tgn.md section 7). */
	if (seq_end(m) < 0 || (!(r->started && r->final.to_act < 0) &&
	    r->winners != 0 && KEY_WORD(m, "provisional", "true") < 0) ||
	    KEY_WORD(m, "tiebreak_rule",
	    talat_tiebreak_rule_name(r->tiebreak_rule)) < 0)
		return -1;
	if (r->tiebreak >= 0 && r->tiebreak < TALAT_NTYPES &&
	    KEY_WORD(m, "tiebreak", talat_type_name(r->tiebreak)) < 0)
		return -1;
	return 0;
}

static int
diagnostics(struct yemit *m, const struct talat_result *r)
{
	const struct talat_diag *d;
	size_t i;

	if (PLAIN(m, "diagnostics") < 0 || seq_start(m) < 0)
		return -1;
	for (i = 0; i < r->ndiags; i++) {
		d = &r->diags[i];
		if (map_start(m) < 0 || PLAIN(m, "severity") < 0 ||
		    plain(m, talat_severity_name(d->severity),
		    strlen(talat_severity_name(d->severity))) < 0 ||
		    (d->kind != TALAT_D_NONE &&
		    KEY_WORD(m, "code", talat_diag_code(d->kind)) < 0) ||
		    KEY_INT(m, "line", d->loc.line) < 0 ||
		    KEY_INT(m, "column", d->loc.column) < 0 ||
		    (d->ply != 0 && KEY_INT(m, "ply", d->ply) < 0) ||
		    KEY_STR(m, "message", d->message ? d->message : "") < 0 ||
		    (d->suggestion != NULL && (KEY_STR(m, "suggestion",
		    d->suggestion) < 0 || KEY_WORD(m, "fits", d->fits ?
		    "true" : "false") < 0)) ||
		    map_end(m) < 0)
			return -1;
	}
	return seq_end(m);
}

/* tags, a mapping, each name once (a mapping has no duplicate keys), and
 * the tags that repeat a name as duplicate_tags, with their place. */
static int
tags_with(struct yemit *m, const struct talat_game *g, const size_t *first,
    long ndup)
{
	const struct talat_tag *t;
	size_t i;

	if (PLAIN(m, "tags") < 0 || map_start(m) < 0)
		return -1;
	for (i = 0; i < g->ntags; i++)
		if (first[i] == i && (str(m, g->tags[i].name) < 0 ||
		    str(m, g->tags[i].value) < 0))
			return -1;
	if (map_end(m) < 0)
		return -1;
	if (ndup == 0)
		return 0;
	if (PLAIN(m, "duplicate_tags") < 0 || seq_start(m) < 0)
		return -1;
	for (i = 0; i < g->ntags; i++) {
		if (first[i] == i)
			continue;
		t = &g->tags[i];
		if (map_start(m) < 0 || KEY_STR(m, "name", t->name) < 0 ||
		    KEY_STR(m, "value", t->value) < 0 ||
		    KEY_INT(m, "line", t->loc.line) < 0 ||
		    KEY_INT(m, "index", (long)i + 1) < 0 || map_end(m) < 0)
			return -1;
	}
	return seq_end(m);
}

static int
tags(struct yemit *m, const struct talat_game *g)
{
	size_t small[16], *first = small;
	long ndup;
	int rc;

	if (g->ntags > sizeof(small) / sizeof(small[0]) &&
	    (first = malloc(g->ntags * sizeof(*first))) == NULL)
		return nomem(m);
	if ((ndup = talat_game_tag_firsts(g, first)) < 0)
		rc = nomem(m);
	else
		rc = tags_with(m, g, first, ndup);
	if (first != small)
		free(first);
	return rc;
}

/*
 * source_text: the text of a game with a syntax error, as read (issue
 * 13: nothing written in a record is lost). A string when the text is
 * valid UTF-8 without NUL, else !!binary (base64, libyaml's emitter).
 */
static int
source_text(struct yemit *m, const struct talat_game *g)
{
	static const char b64[] =
	    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
	const unsigned char *u = (const unsigned char *)g->source_text;
	size_t n = g->source_len, i, k, out = 0;
	unsigned long v;
	yaml_event_t ev;
	char *b;

	if (u == NULL)
		return 0;
	for (i = 0; i < n && u[i] != 0; i += k)
		if ((k = talat_utf8_len((const char *)u + i, n - i)) == 0)
			break;
	if (i == n)
		return KEY_STR_LEN(m, "source_text", g->source_text, n);
	if (m->b != NULL)	/* the direct writer writes no tags */
		return block_rc(m, TALAT_YBLOCK_UNSUPPORTED);
	if (n > (SIZE_MAX - 1) / 3 || (b = malloc(n / 3 * 4 + n / 57 + 8)) ==
	    NULL)
		return nomem(m);
	for (i = 0; i < n; i += 3) {
		v = (unsigned long)u[i] << 16;
		if (i + 1 < n)
			v |= (unsigned long)u[i + 1] << 8;
		if (i + 2 < n)
			v |= u[i + 2];
		b[out++] = b64[v >> 18 & 63];
		b[out++] = b64[v >> 12 & 63];
		b[out++] = i + 1 < n ? b64[v >> 6 & 63] : '=';
		b[out++] = i + 2 < n ? b64[v & 63] : '=';
		if ((i / 3 + 1) % 19 == 0 && i + 3 < n)
			b[out++] = '\n';
	}
	b[out++] = '\n';
	if (PLAIN(m, "source_text") < 0) {
		free(b);
		return -1;
	}
	if (!yaml_scalar_event_initialize(&ev, NULL,
	    (const yaml_char_t *)"tag:yaml.org,2002:binary", (const yaml_char_t *)b,
	    (int)out, 0, 0, YAML_LITERAL_SCALAR_STYLE)) {
		free(b);
		return nomem(m);
	}
	free(b);
	return emit(m, &ev);
}

static int
document_start(struct yemit *m)
{
	yaml_event_t ev;

	if (m->b != NULL)
		return block_rc(m, yblock_document_start(m->b, m->first));
	if (!yaml_document_start_event_initialize(&ev, NULL, NULL, NULL, 1))
		return nomem(m);
	return emit(m, &ev);
}

static int
document_end(struct yemit *m)
{
	yaml_event_t ev;

	if (m->b != NULL)
		return block_rc(m, yblock_document_end(m->b));
	if (!yaml_document_end_event_initialize(&ev, 1))
		return nomem(m);
	return emit(m, &ev);
}

/* The summary's mapping, without its document. */
static int
summary(struct yemit *m, const char *file, const struct talat_game *g,
    const struct talat_result *r)
{
	char tpn[TALAT_TPN_MAX];
	size_t i, nrep = r->moves_replayed;
	int nplayers = r->nplayers;

	/* A result whose tags left nothing to replay may not say how many
	 * players there are. */
	if (nplayers < 0 || nplayers > TALAT_NCOLOURS)
		nplayers = 0;
	if (nrep > g->nmoves || check_moves(m, g, r, nrep) < 0)
		return mismatch(m);
	if (map_start(m) < 0)
		return -1;
	if (KEY_INT(m, "game", g->index) < 0 || PLAIN(m, "source") < 0 ||
	    map_start(m) < 0 || KEY_STR(m, "file", file) < 0 ||
	    KEY_INT(m, "line", g->loc.line) < 0 || map_end(m) < 0)
		return -1;
	if (tags(m, g) < 0 || comments(m, g->comments, g->ncomments) < 0)
		return -1;
	if (PLAIN(m, "variant") < 0 || (r->zihin >= 0 ?
	    PLAIN(m, "two-player") : PLAIN(m, "three-player")) < 0)
		return -1;
	if (r->zihin >= 0 && (PLAIN(m, "zihin") < 0 ||
	    colour(m, r->zihin) < 0))
		return -1;
	if (PLAIN(m, "order") < 0 || seq_start(m) < 0)
		return -1;
	for (i = 0; i < (size_t)nplayers; i++)
		if (colour(m, r->order[i]) < 0)
			return -1;
	if (seq_end(m) < 0 ||
	    KEY_WORD(m, "status", talat_status_name(r->status)) < 0)
		return -1;
	if (moves(m, g, r, nrep) < 0 || freezes(m, r) < 0 ||
	    scores(m, r, nplayers) < 0 || winners(m, r) < 0)
		return -1;
	talat_tpn_write(&r->final, tpn);
	if (KEY_STR(m, "final_position", tpn) < 0 || diagnostics(m, r) < 0 ||
	    source_text(m, g) < 0)
		return -1;
	return map_end(m);
}

int
yemit_document(struct yemit *m, const char *file, const struct talat_game *g,
    const struct talat_result *r)
{
	if (document_start(m) < 0 || summary(m, file, g, r) < 0)
		return -1;
	return document_end(m);
}

int
yemit_summary(yaml_emitter_t *e, const char *file,
    const struct talat_game *g, const struct talat_result *r,
    struct talat_yaml_error *err)
{
	struct yemit m;
	int rc;

	memset(&m, 0, sizeof(m));
	m.e = e;
	m.err = err;
	err->kind = TALAT_YAML_OK;
	rc = summary(&m, file, g, r);
	free(m.buf);
	return rc;
}

int
yemit_game(yaml_emitter_t *e, const char *file,
    const struct talat_game *g, const struct talat_result *r,
    struct talat_yaml_error *err)
{
	struct yemit m;
	int rc;

	memset(&m, 0, sizeof(m));
	m.e = e;
	m.err = err;
	err->kind = TALAT_YAML_OK;
	rc = yemit_document(&m, file, g, r);
	free(m.buf);
	return rc;
}

int
yemit_open(yaml_emitter_t *e, struct talat_yaml_error *err)
{
	yaml_event_t ev;

	err->kind = TALAT_YAML_OK;
	yaml_emitter_set_unicode(e, 1);
	yaml_emitter_set_width(e, -1);
	yaml_emitter_set_indent(e, 2);
	yaml_emitter_set_break(e, YAML_LN_BREAK);
	if (!yaml_stream_start_event_initialize(&ev, YAML_UTF8_ENCODING)) {
		yemit_error(err, TALAT_YAML_NOMEM, "out of memory");
		return -1;
	}
	if (!yaml_emitter_emit(e, &ev))
		return yemit_emitter_failed(e, err);
	return 0;
}

int
yemit_close(yaml_emitter_t *e, struct talat_yaml_error *err)
{
	yaml_event_t ev;

	err->kind = TALAT_YAML_OK;
	if (!yaml_stream_end_event_initialize(&ev)) {
		yemit_error(err, TALAT_YAML_NOMEM, "out of memory");
		return -1;
	}
	if (!yaml_emitter_emit(e, &ev) || !yaml_emitter_flush(e))
		return yemit_emitter_failed(e, err);
	return 0;
}

