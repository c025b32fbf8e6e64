/* SPDX-License-Identifier: ISC */
/*
 * adjudicate_reference.c: the exhaustive walk of adjudicate_reference.h.
 * Only the rules of libtalat (the legal plies, an action applied, the
 * dead-board oracle, the turn, the points and the tiebreak) are used; the
 * search, its table and its figures are its own.
 */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "talat.h"
#include "adjudicate_reference.h"
#include "testutil_nocheck.h"

/* What a position is for the rest of the game: where each tower is, who
 * captured each tower taken (the order of the captures counts for
 * nothing), the frozen boards and the player to act. */
struct key {
	signed char at[TALAT_NTOWERS], by[TALAT_NTOWERS];
	unsigned char frozen;
	signed char to_act, turn, used;
};

struct figures {
	short max[TALAT_NCOLOURS], min[TALAT_NCOLOURS], guar[TALAT_NCOLOURS];
	unsigned char wsets[TALAT_NTIEBREAK_RULES];
};

struct entry {
	struct key k;
	struct figures v;
};

struct adjref {
	int nplayers, order[TALAT_NCOLOURS];
	struct entry *table;
	size_t mask;
	long count, limit;
};

static void
make_key(const struct talat_position *p, int turn, struct key *k)
{
	int c, i;

	memset(k, 0, sizeof *k);
	memcpy(k->at, p->at, sizeof k->at);
	memset(k->by, -1, sizeof k->by);
	for (c = 0; c < TALAT_NCOLOURS; c++)
		for (i = 0; i < p->ncaptured[c] && i < TALAT_MAXCAPTURED; i++)
			if (p->captured[c][i] >= 0 &&
			    p->captured[c][i] < TALAT_NTOWERS)
				k->by[(int)p->captured[c][i]] = (signed char)c;
	k->frozen = p->frozen;
	k->to_act = p->to_act;
	k->turn = (signed char)turn;
	k->used = 1;
}

static void
pack(const struct adjref_value *v, struct figures *f)
{
	int c;

	for (c = 0; c < TALAT_NCOLOURS; c++) {
		f->max[c] = (short)v->max[c];
		f->min[c] = (short)v->min[c];
		f->guar[c] = (short)v->guar[c];
	}
	for (c = 0; c < TALAT_NTIEBREAK_RULES; c++)
		f->wsets[c] = (unsigned char)v->wsets[c];
}

static void
unpack(const struct figures *f, struct adjref_value *v)
{
	int c;

	for (c = 0; c < TALAT_NCOLOURS; c++) {
		v->max[c] = f->max[c];
		v->min[c] = f->min[c];
		v->guar[c] = f->guar[c];
	}
	for (c = 0; c < TALAT_NTIEBREAK_RULES; c++)
		v->wsets[c] = f->wsets[c];
}

static size_t
hash(const struct key *k)
{
	const unsigned char *s = (const unsigned char *)k;
	size_t i;
	uint64_t h = 1469598103934665603ULL;

	for (i = 0; i < sizeof *k; i++)
		h = (h ^ s[i]) * 1099511628211ULL;
	return (size_t)(h ^ (h >> 29));
}

static struct entry *
slot(struct adjref *w, const struct key *k)
{
	size_t i = hash(k) & w->mask;

	while (w->table[i].k.used && memcmp(&w->table[i].k, k, sizeof *k) != 0)
		i = (i + 1) & w->mask;
	return &w->table[i];
}

/* Freezes every unfrozen board of p in `boards` (bit per board) that is
 * dead, while the game goes on (the movement phase only): 0, -1 out of
 * memory. (Whether a board is dead depends on its towers alone: after
 * an action only its board need be asked.) */
static int
freeze_dead(struct talat_position *p, unsigned boards)
{
	int b, d;

	if (!talat_in_movement(p))
		return 0;
	for (b = 0; b < TALAT_NBOARDS && !talat_game_over(p); b++) {
		if ((p->frozen & (1u << b)) || !(boards & (1u << b)))
			continue;
		if ((d = talat_board_dead(p, b, NULL)) < 0)
			return -1;
		if (d)
			talat_freeze(p, b);
	}
	return 0;
}

static void
final(const struct adjref *w, const struct talat_position *p,
    struct adjref_value *v)
{
	struct talat_score sc[TALAT_NCOLOURS];
	struct talat_tiebreak tb;
	unsigned winners;
	int tie, c;

	int rule;

	talat_score(p, w->order, w->nplayers, sc, &winners, &tie);
	memset(v, 0, sizeof *v);
	for (c = 0; c < TALAT_NCOLOURS; c++)
		v->max[c] = v->min[c] = v->guar[c] = sc[c].points;
	for (rule = 0; rule < TALAT_NTIEBREAK_RULES; rule++) {
		talat_tiebreak(sc, w->order, w->nplayers,
		    (enum talat_tiebreak_rule)rule, &tb);
		v->wsets[rule] = 1u << tb.winners;
	}
}

/* 0; 1 past the limit; -1 out of memory or round in a circle. */
static int
walk(struct adjref *w, const struct talat_position *p, int turn, int passes,
    struct adjref_value *v)
{
	struct talat_action *acts;
	struct talat_position c;
	struct adjref_value cv;
	struct entry *e;
	struct key k;
	int n, i, j, col, t, me = p->to_act, ret = 0;

	if (me < 0) {
		final(w, p, v);
		return 0;
	}
	if (passes >= w->nplayers)
		return -1;
	make_key(p, turn, &k);
	e = slot(w, &k);
	if (e->k.used) {
		unpack(&e->v, v);
		return 0;
	}
	if (++w->count > w->limit)
		return 1;
	n = talat_legal_plies(p, NULL, 0);
	if (n <= 0 || (acts = malloc((size_t)n * sizeof *acts)) == NULL)
		return -1;
	talat_legal_plies(p, acts, n);
	for (i = 0; i < n && ret == 0; i++) {
		c = *p;
		t = turn;
		if (acts[i].kind != TALAT_PASS)
			talat_apply_action(&c, &acts[i]);
		/* (the last placement: every board, as the movement phase
		 * begins) */
		if (freeze_dead(&c, acts[i].kind == TALAT_PASS ? 0u :
		    acts[i].kind == TALAT_PLACE ? 7u : 1u << acts[i].board) < 0) {
			ret = -1;
			break;
		}
		talat_next_turn(&c, w->order, &t);
		ret = walk(w, &c, t, acts[i].kind == TALAT_PASS ? passes + 1 :
		    0, &cv);
		if (ret != 0)
			break;
		if (i == 0) {
			*v = cv;
			continue;
		}
		for (j = 0; j < w->nplayers; j++) {
			col = w->order[j];
			if (cv.max[col] > v->max[col])
				v->max[col] = cv.max[col];
			if (cv.min[col] < v->min[col])
				v->min[col] = cv.min[col];
			if (col == me ? cv.guar[col] > v->guar[col] :
			    cv.guar[col] < v->guar[col])
				v->guar[col] = cv.guar[col];
		}
		for (j = 0; j < TALAT_NTIEBREAK_RULES; j++)
			v->wsets[j] |= cv.wsets[j];
	}
	free(acts);
	if (ret == 0) {
		/* (the walk below may have filled the slot found above) */
		e = slot(w, &k);
		e->k = k;
		pack(v, &e->v);
	}
	return ret;
}

struct adjref *
adjref_new(const struct talat_result *r, long limit)
{
	struct adjref *w;
	size_t size = 1024;

	if ((w = calloc(1, sizeof *w)) == NULL)
		return NULL;
	w->nplayers = r->nplayers;
	memcpy(w->order, r->order, sizeof w->order);
	w->limit = limit;
	while (size < (size_t)limit + (size_t)limit / 4 + 1)
		size *= 2;
	if ((w->table = calloc(size, sizeof *w->table)) == NULL) {
		free(w);
		return NULL;
	}
	w->mask = size - 1;
	return w;
}

void
adjref_free(struct adjref *w)
{
	if (w != NULL)
		free(w->table);
	free(w);
}

long
adjref_positions(const struct adjref *w)
{
	return w->count;
}

int
adjref_search(struct adjref *w, const struct talat_result *r,
    struct adjref_value *v)
{
	struct talat_position p = r->final;
	int i, turn = 0;

	if (r->nplayers != w->nplayers ||
	    memcmp(r->order, w->order, sizeof w->order) != 0)
		return -1;
	if (freeze_dead(&p, 7u) < 0)
		return -1;
	for (i = 0; i < r->nplayers; i++)
		if (r->order[i] == p.to_act)
			turn = i;
	return walk(w, &p, turn, 0, v);
}

int
adjref_witness(const struct talat_game *cut, const char *w, int c, int points,
    char *why, size_t whylen)
{
	struct talat_replay_options ro = { 1, TALAT_TIEBREAK_UNSHARED };
	struct talat_result r;
	struct talat_game g;
	int ret = -1;

	if (w == NULL) {
		snprintf(why, whylen, "no witness");
		return -1;
	}
	talat_game_init(&g);
	talat_result_init(&r);
	if (talat_game_copy(&g, cut) < 0)
		abort();
	if (tu_append_moves(&g, w) < 0)
		snprintf(why, whylen, "witness '%s': not TGN", w);
	else if (talat_replay(&g, &ro, &r) < 0)
		abort();
	else if (r.status != TALAT_COMPLETE || r.nerrors > 0)
		snprintf(why, whylen, "witness '%s': status %s, %d errors", w,
		    talat_status_name(r.status), r.nerrors);
	else if (r.scores[c].points != points)
		snprintf(why, whylen, "witness '%s': %c has %d points, not %d",
		    w, talat_colour_char(c), r.scores[c].points, points);
	else
		ret = 0;
	talat_result_free(&r);
	talat_game_free(&g);
	return ret;
}
