/* SPDX-License-Identifier: ISC */
/*
 * talat/position.h: the position value type. TPN is in talat/tpn.h, the
 * rules that move a position on in talat/rules.h.
 */
#ifndef TALAT_POSITION_H
#define TALAT_POSITION_H

#include <stddef.h>
#include "talat/base.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Where a tower is, besides a square (board * 25 + square, 0..74). */
#define TALAT_AT_UNPLACED (-1)
#define TALAT_AT_CAPTURED (-2)
#define TALAT_AT_OUT (-3)	/* the ninth Zihin tower */

#define TALAT_MAXCAPTURED 18

/*
 * A position: plain data, copied by assignment. `board` and `at` describe
 * the same thing from both sides and are kept consistent by the functions
 * below.
 */
struct talat_position {
	signed char board[TALAT_NBOARDS][TALAT_NSQUARES]; /* tower or -1 */
	signed char at[TALAT_NTOWERS];	/* square 0..74 or TALAT_AT_* */
	signed char captured[TALAT_NCOLOURS][TALAT_MAXCAPTURED];
	unsigned char ncaptured[TALAT_NCOLOURS];
	unsigned char frozen;		/* bit b set: board b is frozen */
	signed char to_act;		/* colour, or -1 when the game is over */
	signed char zihin;		/* the Zihin colour, or -1 (three players) */
	unsigned char placed;		/* placements made so far */
	long ply;			/* number of the next ply */
};

/* An empty position before setup: nothing placed, ply 1. */
void talat_position_init(struct talat_position *p, int zihin, int first);
/* Placements in a full setup: 27 for three players, 26 for two. */
static inline int
talat_setup_length(int zihin)
{
	return zihin < 0 ? 27 : 26;
}

/* Whether the setup is complete (movement phase). */
static inline int
talat_in_movement(const struct talat_position *p)
{
	return p->placed >= talat_setup_length(p->zihin);
}

#ifdef __cplusplus
}
#endif

#endif
