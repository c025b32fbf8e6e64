/* SPDX-License-Identifier: ISC */
/*
 * reconcile_private.h: what the files of talat reconcile share (not
 * installed): items as small codes, the sheets' item lists, the lower
 * bounds, and the search for the least games (reconcile_search.c).
 */
#ifndef TALAT_RECONCILE_PRIVATE_H
#define TALAT_RECONCILE_PRIVATE_H

#include <stddef.h>
#include <stdint.h>
#include "reconcile.h"
#include "internal.h"

#define RC_MAXSHEETS TALAT_RECONCILE_SHEETS

/*
 * An item (a ply or a freeze declaration) as one number: its kind and
 * the fields the kind uses, each plus one (0 for none). Two items are
 * equal exactly when their canonical texts are.
 */
static inline uint32_t
rc_code(const struct talat_move *m)
{
	int type = -1, board = -1, from = -1, to = -1;

	switch (m->kind) {
	case TALAT_MOVE_PLACE:
		type = m->type;
		board = m->board;
		to = m->to;
		break;
	case TALAT_MOVE_STEP:
	case TALAT_MOVE_CAPTURE:
		board = m->board;
		from = m->from;
		to = m->to;
		break;
	case TALAT_MOVE_FREEZE:
		board = m->board;
		break;
	case TALAT_MOVE_PASS:
		break;
	}
	return (uint32_t)m->kind | (uint32_t)(type + 1) << 3 |
	    (uint32_t)(board + 1) << 7 | (uint32_t)(from + 1) << 9 |
	    (uint32_t)(to + 1) << 15;
}

/* The move of a code (round, location, annotation and comments empty). */
static inline void
rc_move(uint32_t code, struct talat_move *m)
{
	m->kind = (enum talat_move_kind)(code & 7);
	m->type = (int)((code >> 3) & 15) - 1;
	m->board = (int)((code >> 7) & 3) - 1;
	m->from = (int)((code >> 9) & 63) - 1;
	m->to = (int)((code >> 15) & 63) - 1;
	m->loc.line = m->loc.column = 0;
	m->round = TALAT_ROUND_NONE;
	m->round_loc = m->loc;
	m->annotation = TALAT_ANN_NONE;
	m->comments = NULL;
	m->ncomments = 0;
}

/* Its canonical text. */
static inline size_t
rc_text(uint32_t code, char buf[TALAT_PLY_TEXT_MAX])
{
	struct talat_move m;

	rc_move(code, &m);
	return talat_ply_format(&m, buf);
}

/*
 * The sheets' item lists, and for each pair of sheets the edit distance
 * between their suffixes, kept in a band around the diagonal and capped
 * at limit + 1 (a sum of distances over the limit is too far anyway):
 * for any game G, d(G, A) + d(G, B) >= d(A, B), which bounds what is
 * left to pay from any index into each sheet.
 *
 * The bound is the least d(G, A) + d(G, B) over the item lists G that
 * break none of the rules an item keeps wherever it stands: no item
 * that is never legal, and (when the turn is known: three players, one
 * order) each ply at a turn of a player who may play it, the turns going
 * round one a ply (a declaration takes none). So where both sheets wrote
 * an item that cannot be, or left out or added a ply (every ply after it
 * then falls to the wrong player), the bound counts the edits that the
 * game pays on each sheet there, which d(A, B) does not. It is kept per
 * turn: the index in the order of the player to act.
 */
#define RC_ACT_DECLARATION 0x08	/* takes no turn */

struct rc_band {
	unsigned char *v;	/* [i][diagonal][turn] */
	long na, nb, off;
	int nturn;
};

struct rc_sheets {
	int k;				/* 2 or 3 */
	int limit;			/* 12 or 18 */
	uint32_t *code[RC_MAXSHEETS];	/* a sheet's items: its moves */
	size_t n[RC_MAXSHEETS];
	/* Per item: bit t set when it may be played at turn t (none: it
	 * is never legal), RC_ACT_DECLARATION; NULL: any, a ply. */
	unsigned char *act[RC_MAXSHEETS];
	int nturn;			/* 3, or 1 when the turn is unknown */
	struct rc_band band[RC_MAXSHEETS];	/* pairs 01, 12, 02 */
};

TALAT_INTERNAL int rc_sheets_bands(struct rc_sheets *s);
TALAT_INTERNAL void rc_sheets_free(struct rc_sheets *s);

/* The band's value at (i, j) for turn t, limit + 1 outside it. */
static inline int
rc_band_at(const struct rc_band *b, int limit, long i, long j, int t)
{
	long d = j - i - b->off;

	if (i < 0 || j < 0 || i > b->na || j > b->nb || d < -limit ||
	    d > limit)
		return limit + 1;
	return b->v[((size_t)i * (size_t)(2 * limit + 1) + (size_t)(d + limit)) *
	    (size_t)b->nturn + (size_t)(t % b->nturn)];
}

/* The lower bound on what is left to pay from these indices, with the
 * player of index t in the order to act (the search calls it for every
 * edge: inline). */
static inline int
rc_bound(const struct rc_sheets *s, const uint32_t *idx, int t)
{
	int a, b, c, h;

	a = rc_band_at(&s->band[0], s->limit, idx[0], idx[1], t);
	if (s->k == 2)
		return a;
	b = rc_band_at(&s->band[1], s->limit, idx[1], idx[2], t);
	c = rc_band_at(&s->band[2], s->limit, idx[0], idx[2], t);
	/* Summed over the three pairs, each sheet is counted twice. */
	h = (a + b + c + 1) / 2;
	if (a > h)
		h = a;
	if (b > h)
		h = b;
	return c > h ? c : h;
}

/* The edit distance between two item lists when at most limit (banded),
 * else limit + 1; with ops (room for na + nb) the alignment, traced
 * back from the end preferring a pairing, then an item of a that b
 * lacks, then one b has in excess: ops[i] is 'm' (pair), 'a' (a only),
 * 'b' (b only), from the start; *nops their count. -1: no memory. */
TALAT_INTERNAL long rc_align(const uint32_t *a, size_t na, const uint32_t *b,
    size_t nb, int limit, char *ops, size_t *nops);

/* The agreed start of a game: what the replay of its tags alone gives. */
struct rc_start {
	struct talat_position pos;
	int order[TALAT_NCOLOURS];
	int nplayers;
	int turn;			/* index in order of the player to act */
	unsigned char dead;		/* bit per board dead at the start */
	int strict;
	const long *stood;		/* the Stood tag's plies, sorted */
	size_t nstood;
};

/* Where the least games part, when they do. */
struct rc_fork {
	int forked;
	size_t at;			/* the item's index */
	int end;			/* the written game ends there */
	uint32_t alt[TALAT_RECONCILE_ALTERNATIVES];
	int nalt;
	int nchoices;			/* alternatives in all */
};

struct rc_search;

TALAT_INTERNAL struct rc_search *rc_search_new(const struct rc_sheets *s,
    const struct rc_start *start);
/*
 * Takes every path of the search whose bound is f (call for f = 0, 1,
 * ... in turn). Returns 1 when a least game was reached (its distance
 * is f), 0 when not, -1 when memory ran out, -2 when the search has
 * examined *budget positions (counted down).
 */
TALAT_INTERNAL int rc_search_level(struct rc_search *x, int f, long *budget);
/* After a level returned 1: the first least game in byte order of its
 * items (into *items, malloc'd, *n of them) and where least games part.
 * 0, or -1 when memory ran out. */
TALAT_INTERNAL int rc_search_game(struct rc_search *x, uint32_t **items,
    size_t *n, struct rc_fork *fork);
/*
 * After a level returned 1: each least game in byte order of its items,
 * given to fn (its items and their number; a nonzero return stops), at
 * most `most` of them. Returns 0 when every least game was given, 1
 * when stopped (by fn, or as there are more than `most`), -1 when memory
 * ran out.
 */
TALAT_INTERNAL int rc_search_games(struct rc_search *x, size_t most,
    int (*fn)(void *, const uint32_t *, size_t), void *ctx);
/* The positions it has examined: rule states with indices into the
 * sheets (its nodes). */
TALAT_INTERNAL long rc_search_positions(const struct rc_search *x);
TALAT_INTERNAL void rc_search_free(struct rc_search *x);

#endif
