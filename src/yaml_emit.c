/* SPDX-License-Identifier: ISC */
/* yaml_emit.c: the YAML summary of a game (tgn.md section 7) as events
 * of libyaml's emitter (yaml_event.c). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "talat/tpn.h"
#include "reader.h"
#include "yaml_private.h"
#include "base_private.h"
#include "record_private.h"
#include "internal.h"

/* The name of a colour, a board, a tower or a square: plain when it is
 * valid, else through the resolver (the names of invalid ones, such as
 * "?", need quotes). */
static int
name(struct yml_out *m, const char *s, int valid)
{
	return valid ? YML_PLAIN_LEN(m, s, strlen(s)) : yml_str(m, s);
}

static int
colour(struct yml_out *m, int c)
{
	char s[2] = { talat_colour_char(c), '\0' };

	return name(m, s, c >= 0 && c < TALAT_NCOLOURS);
}

static int
board(struct yml_out *m, int b)
{
	return name(m, talat_board_name(b), b >= 0 && b < TALAT_NBOARDS);
}

static int
tower(struct yml_out *m, int t)
{
	char s[4];

	talat_tower_name(t, s);
	return name(m, s, t >= 0 && t < TALAT_NTOWERS);
}

static int
square(struct yml_out *m, int sq)
{
	char s[3];

	talat_square_name(sq, s);
	return name(m, s, sq >= 0 && sq < TALAT_NSQUARES);
}

/* Key-value pairs; the key is a string literal. */
#define KEY_STR_LEN(m, k, v, n) (YML_PLAIN(m, k) < 0 || yml_str_len(m, v, n) < 0 ? \
	-1 : 0)
#define KEY_WORD(m, k, v) (YML_PLAIN(m, k) < 0 || yml_plain(m, v) < 0 ? -1 : 0)

/* --- the parts of a document ------------------------------------------------ */

static int
comments(struct yml_out *m, const struct talat_comment *c, size_t n)
{
	size_t i;

	if (n == 0)
		return 0;
	if (YML_PLAIN(m, "comments") < 0 || YML_SEQ(m) < 0)
		return -1;
	for (i = 0; i < n; i++)
		if (yml_str(m, c[i].text) < 0)
			return -1;
	return YML_SEQ_END(m);
}

static int
annotation(struct yml_out *m, const struct talat_move *mv)
{
	if (mv->annotation == TALAT_ANN_NONE)
		return 0;
	return yml_key_str(m, "annotation",
	    talat_annotation_text(mv->annotation));
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

/* Whether mv is a move that has a TGN text: talat_ply_format() writes
 * a field out of range as "?", a kind unknown as nothing. */
static int
move_ok(const struct talat_move *mv)
{
	char text[TALAT_PLY_TEXT_MAX];

	return talat_ply_format(mv, text) > 0 && strchr(text, '?') == NULL;
}

/* The declarations g->moves[from..to) as {board, comments}. */
static int
declarations(struct yml_out *m, const struct talat_game *g, size_t from,
    size_t to, int opening)
{
	const struct talat_move *mv;
	size_t i;

	if (from == to)
		return 0;
	if ((opening ? YML_PLAIN(m, "opening_declarations") :
	    YML_PLAIN(m, "declarations")) < 0 || YML_SEQ(m) < 0)
		return -1;
	for (i = from; i < to; i++) {
		mv = &g->moves[i];
		if (YML_MAP(m) < 0 || YML_PLAIN(m, "board") < 0 ||
		    board(m, mv->board) < 0 ||
		    comments(m, mv->comments, mv->ncomments) < 0 ||
		    YML_MAP_END(m) < 0)
			return -1;
	}
	return YML_SEQ_END(m);
}

/* Ply p, the move mv it came from, and the declarations after it. */
static int
ply(struct yml_out *m, const struct talat_game *g, const struct talat_ply *p,
    size_t decl_from, size_t decl_to)
{
	static const char *const actions[] = { "place", "step", "capture",
	    "pass" };
	const struct talat_action *a = &p->action;
	const struct talat_move *mv = &g->moves[p->move];

	if (YML_MAP(m) < 0 || yml_key_int(m, "ply", p->ply) < 0 ||
	    yml_key_int(m, "round", p->round) < 0 ||
	    YML_PLAIN(m, "actor") < 0 || colour(m, p->actor) < 0 ||
	    KEY_WORD(m, "action", actions[a->kind < TALAT_PASS ? a->kind :
	    TALAT_PASS]) < 0)
		return -1;
	if (a->kind != TALAT_PASS) {
		if (YML_PLAIN(m, "tower") < 0 || tower(m, a->tower) < 0 ||
		    YML_PLAIN(m, "board") < 0 || board(m, a->board) < 0)
			return -1;
		if (a->kind != TALAT_PLACE && (YML_PLAIN(m, "from") < 0 ||
		    square(m, a->from) < 0))
			return -1;
		if (YML_PLAIN(m, "to") < 0 || square(m, a->to) < 0)
			return -1;
		if (a->kind == TALAT_CAPTURE && (YML_PLAIN(m, "captured") < 0 ||
		    tower(m, a->victim) < 0))
			return -1;
	}
	if (annotation(m, mv) < 0 ||
	    comments(m, mv->comments, mv->ncomments) < 0 ||
	    declarations(m, g, decl_from, decl_to, 0) < 0)
		return -1;
	return YML_MAP_END(m);
}

static int
mismatch(struct yml_out *m)
{
	yml_error(m->err, TALAT_YAML_EMITTER, "the replay result does not "
	    "belong to the game");
	return -1;
}

/* Checks that the moves replayed are the plies of r and declarations,
 * and that every move has a text. */
static int
check_moves(struct yml_out *m, const struct talat_game *g,
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
moves(struct yml_out *m, const struct talat_game *g, const struct talat_result *r,
    size_t nrep)
{
	const struct talat_move *mv;
	size_t i, k, end;
	char text[TALAT_PLY_TEXT_MAX];

	end = decl_end(g, 0, nrep);
	if (declarations(m, g, 0, end, 1) < 0)
		return -1;
	if (YML_PLAIN(m, "plies") < 0 || YML_SEQ(m) < 0)
		return -1;
	for (k = 0; k < r->nplies; k++) {
		i = r->plies[k].move;
		end = decl_end(g, i + 1, nrep);
		if (ply(m, g, &r->plies[k], i + 1, end) < 0)
			return -1;
	}
	if (YML_SEQ_END(m) < 0)
		return -1;
	if (nrep == g->nmoves)
		return 0;
	if (YML_PLAIN(m, "unreplayed") < 0 || YML_SEQ(m) < 0)
		return -1;
	for (i = nrep; i < g->nmoves; i++) {
		mv = &g->moves[i];
		talat_ply_format(mv, text);
		if (YML_MAP(m) < 0 || yml_key_str(m, "move", text) < 0 ||
		    annotation(m, mv) < 0 ||
		    comments(m, mv->comments, mv->ncomments) < 0 ||
		    YML_MAP_END(m) < 0)
			return -1;
	}
	return YML_SEQ_END(m);
}

static int
int_or_null(struct yml_out *m, long v)
{
	return v < 0 ? yml_null(m) : yml_int(m, v);
}

static int
freezes(struct yml_out *m, const struct talat_result *r)
{
	const struct talat_freeze *f;
	int i, n = r->nfreezes;

	if (n < 0 || n > TALAT_NBOARDS)
		return mismatch(m);
	if (YML_PLAIN(m, "freezes") < 0 || YML_SEQ(m) < 0)
		return -1;
	for (i = 0; i < n; i++) {
		f = &r->freezes[i];
		if (YML_MAP(m) < 0 ||
		    YML_PLAIN(m, "board") < 0 || board(m, f->board) < 0 ||
		    YML_PLAIN(m, "dead_after_ply") < 0 ||
		    int_or_null(m, f->dead_after_ply) < 0 ||
		    YML_PLAIN(m, "declared_after_ply") < 0 ||
		    int_or_null(m, f->declared_after_ply) < 0 ||
		    YML_MAP_END(m) < 0)
			return -1;
	}
	return YML_SEQ_END(m);
}

static int
scores(struct yml_out *m, const struct talat_result *r, int nplayers)
{
	const struct talat_score *s;
	int i, j, c;

	if (YML_PLAIN(m, "scores") < 0 || YML_MAP(m) < 0)
		return -1;
	for (i = 0; i < nplayers; i++) {
		c = r->order[i];
		if (c < 0 || c >= TALAT_NCOLOURS)
			return mismatch(m);
		s = &r->scores[c];
		if (s->ncaptured < 0 || s->ncaptured > TALAT_MAXCAPTURED)
			return mismatch(m);
		if (colour(m, c) < 0 || YML_MAP(m) < 0 ||
		    YML_PLAIN(m, "captured") < 0 || YML_SEQ(m) < 0)
			return -1;
		for (j = 0; j < s->ncaptured; j++)
			if (tower(m, s->captured[j]) < 0)
				return -1;
		if (YML_SEQ_END(m) < 0 ||
		    yml_key_int(m, "start_line", s->start_line) < 0)
			return -1;
		if (r->zihin >= 0 && yml_key_int(m, "zihin_start_line",
		    s->zihin_start_line) < 0)
			return -1;
		if (yml_key_int(m, "points", s->points) < 0 ||
		    YML_MAP_END(m) < 0)
			return -1;
	}
	return YML_MAP_END(m);
}

static int
winners(struct yml_out *m, const struct talat_result *r)
{
	int c;

	if (YML_PLAIN(m, "winners") < 0 || YML_SEQ(m) < 0)
		return -1;
	for (c = 0; c < TALAT_NCOLOURS; c++)
		if ((r->winners & (1u << c)) && colour(m, c) < 0)
			return -1;
	/* A game whose replay does not reach its end: its leaders so far,
	 * when it has some (tgn.md section 7). */
	if (YML_SEQ_END(m) < 0 || (!(r->started && r->final.to_act < 0) &&
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
diagnostics(struct yml_out *m, const struct talat_result *r)
{
	const struct talat_diag *d;
	size_t i;

	if (YML_PLAIN(m, "diagnostics") < 0 || YML_SEQ(m) < 0)
		return -1;
	for (i = 0; i < r->ndiags; i++) {
		d = &r->diags[i];
		if (YML_MAP(m) < 0 || YML_PLAIN(m, "severity") < 0 ||
		    yml_plain(m, talat_severity_name(d->severity)) < 0 ||
		    (d->kind != TALAT_D_NONE &&
		    KEY_WORD(m, "code", talat_diag_code(d->kind)) < 0) ||
		    yml_key_int(m, "line", d->loc.line) < 0 ||
		    yml_key_int(m, "column", d->loc.column) < 0 ||
		    (d->ply != 0 && yml_key_int(m, "ply", d->ply) < 0) ||
		    yml_key_str(m, "message", d->message ? d->message :
		    "") < 0 ||
		    (d->suggestion != NULL && (yml_key_str(m, "suggestion",
		    d->suggestion) < 0 || KEY_WORD(m, "fits", d->fits ?
		    "true" : "false") < 0)) ||
		    YML_MAP_END(m) < 0)
			return -1;
	}
	return YML_SEQ_END(m);
}

/* tags, a mapping, each name once (a mapping has no duplicate keys), and
 * the tags that repeat a name as duplicate_tags, with their place. */
static int
tags_with(struct yml_out *m, const struct talat_game *g, const size_t *first,
    long ndup)
{
	const struct talat_tag *t;
	size_t i;

	if (YML_PLAIN(m, "tags") < 0 || YML_MAP(m) < 0)
		return -1;
	for (i = 0; i < g->ntags; i++)
		if (first[i] == i && (yml_str(m, g->tags[i].name) < 0 ||
		    yml_str(m, g->tags[i].value) < 0))
			return -1;
	if (YML_MAP_END(m) < 0)
		return -1;
	if (ndup == 0)
		return 0;
	if (YML_PLAIN(m, "duplicate_tags") < 0 || YML_SEQ(m) < 0)
		return -1;
	for (i = 0; i < g->ntags; i++) {
		if (first[i] == i)
			continue;
		t = &g->tags[i];
		if (YML_MAP(m) < 0 || yml_key_str(m, "name", t->name) < 0 ||
		    yml_key_str(m, "value", t->value) < 0 ||
		    yml_key_int(m, "line", t->loc.line) < 0 ||
		    yml_key_int(m, "index", (long)i + 1) < 0 ||
		    YML_MAP_END(m) < 0)
			return -1;
	}
	return YML_SEQ_END(m);
}

static int
tags(struct yml_out *m, const struct talat_game *g)
{
	size_t small[16], *first = small;
	long ndup;
	int rc;

	if (g->ntags > sizeof(small) / sizeof(small[0]) &&
	    (first = malloc(g->ntags * sizeof(*first))) == NULL)
		return yml_out_nomem(m);
	if ((ndup = talat_game_tag_firsts(g, first)) < 0)
		rc = yml_out_nomem(m);
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
source_text(struct yml_out *m, const struct talat_game *g)
{
	static const char b64[] = YML_BASE64;
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
	if (n > (SIZE_MAX - 1) / 3 || (b = malloc(n / 3 * 4 + n / 57 + 8)) ==
	    NULL)
		return yml_out_nomem(m);
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
	if (YML_PLAIN(m, "source_text") < 0) {
		free(b);
		return -1;
	}
	if (!yaml_scalar_event_initialize(&ev, NULL,
	    (const yaml_char_t *)"tag:yaml.org,2002:binary", (const yaml_char_t *)b,
	    (int)out, 0, 0, YAML_LITERAL_SCALAR_STYLE)) {
		free(b);
		return yml_out_nomem(m);
	}
	free(b);
	return yml_emit(m, &ev);
}

int
yml_summary(struct yml_out *m, const char *file, const struct talat_game *g,
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
	if (YML_MAP(m) < 0)
		return -1;
	if (yml_key_int(m, "game", g->index) < 0 ||
	    YML_PLAIN(m, "source") < 0 || YML_MAP(m) < 0 ||
	    yml_key_str(m, "file", file) < 0 ||
	    yml_key_int(m, "line", g->loc.line) < 0 || YML_MAP_END(m) < 0)
		return -1;
	if (tags(m, g) < 0 || comments(m, g->comments, g->ncomments) < 0)
		return -1;
	if (YML_PLAIN(m, "variant") < 0 || (r->zihin >= 0 ?
	    YML_PLAIN(m, "two-player") : YML_PLAIN(m, "three-player")) < 0)
		return -1;
	if (r->zihin >= 0 && (YML_PLAIN(m, "zihin") < 0 ||
	    colour(m, r->zihin) < 0))
		return -1;
	if (YML_PLAIN(m, "order") < 0 || YML_SEQ(m) < 0)
		return -1;
	for (i = 0; i < (size_t)nplayers; i++)
		if (colour(m, r->order[i]) < 0)
			return -1;
	if (YML_SEQ_END(m) < 0 ||
	    KEY_WORD(m, "status", talat_status_name(r->status)) < 0)
		return -1;
	if (moves(m, g, r, nrep) < 0 || freezes(m, r) < 0 ||
	    scores(m, r, nplayers) < 0 || winners(m, r) < 0)
		return -1;
	talat_tpn_write(&r->final, tpn);
	if (yml_key_str(m, "final_position", tpn) < 0 ||
	    diagnostics(m, r) < 0 || source_text(m, g) < 0)
		return -1;
	return YML_MAP_END(m);
}

int
yml_document(struct yml_out *m, const char *file, const struct talat_game *g,
    const struct talat_result *r)
{
	if (yml_event(m, YAML_DOCUMENT_START_EVENT) < 0 ||
	    yml_summary(m, file, g, r) < 0)
		return -1;
	return yml_event(m, YAML_DOCUMENT_END_EVENT);
}
