/* SPDX-License-Identifier: ISC */
/*
 * talat/dead.h: the dead-board oracle (rules.md section 7).
 *
 * A board is dead when no capture is possible on it now, nor after any
 * sequence of steps on that board by the towers of either colour in any
 * order. The decision is exact; when a board is not dead the oracle gives
 * a witness: steps (shortest first) after which a named capture is legal.
 */
#ifndef TALAT_DEAD_H
#define TALAT_DEAD_H

#include <stddef.h>
#include "talat/position.h"
#include "talat/rules.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Each tower steps at most four times on a board of 18 towers at most. */
#define TALAT_WITNESS_MAX 72

struct talat_witness {
	int nsteps;
	struct talat_action steps[TALAT_WITNESS_MAX];
	struct talat_action capture;	/* legal after the steps */
	int shortest;	/* 1: no witness has fewer steps (always on a
			 * board of at most 10 towers, as in any game);
			 * 0: not known (more towers, many of which must
			 * make room in turn) */
};

/*
 * Returns 1 when `board` is dead in p, 0 when it is not (and fills w when
 * w is not NULL, with a witness of the fewest steps possible unless the
 * search for it gets long: see w->shortest). The answer is exact. Only the
 * towers on that board matter; whose turn it is, frozen flags and
 * permissions do not.
 *
 * Returns TALAT_FAILED (-1, errno ENOMEM) when memory for the search runs
 * out (the search allocates, and frees before returning, only on boards
 * that cheap tests leave undecided). That is no answer: test for it
 * before reading the result as a truth value (`if (!talat_board_dead())`
 * would call such a board alive).
 */
int talat_board_dead(const struct talat_position *p, int board,
    struct talat_witness *w);

/* The squares (bit per square) a witness starts from, steps through or
 * captures on; 0 when w is not a witness (a square or the number of
 * steps out of range). A ply that touches none of them leaves the
 * witness playable. */
unsigned long talat_witness_squares(const struct talat_witness *w);
/* "BG:c2-c3 BG:d5-d4 then BG:c3xd4", or "BG:c3xd4" with no steps ("then"
 * in the language of the locale). Like snprintf: writes what fits of it
 * into buf (room for len bytes, ending with NUL when len > 0) and returns
 * the length of the whole text, so that a caller can size buf first
 * (buf may be NULL when len is 0). */
size_t talat_witness_text(const struct talat_witness *w, char *buf,
    size_t len);
/* The same for people, in the language of the locale, naming the tower
 * of each step: "BM4 moves BG:c2-c3, GS6 moves BG:d5-d4, then BM4 on c3
 * can capture GS6 on d4". Returns the length as talat_witness_text(). */
size_t talat_witness_explain(const struct talat_position *p,
    const struct talat_witness *w, char *buf, size_t len);

#ifdef __cplusplus
}
#endif

#endif
