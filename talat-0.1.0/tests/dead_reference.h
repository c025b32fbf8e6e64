/* SPDX-License-Identifier: ISC */
/*
 * dead_reference.h: a deliberately simple, exhaustive dead-board search
 * used only to check the oracle (tests and bench), and seeded random
 * positions to feed both.
 */
#ifndef TALAT_DEAD_REFERENCE_H
#define TALAT_DEAD_REFERENCE_H

#include <stdint.h>
#include "talat/position.h"

/*
 * Breadth-first search over every arrangement of the board reachable by
 * steps (of either colour, in any order), remembering each one seen.
 * Returns 1 when no arrangement allows a capture (dead), 0 otherwise; then
 * *shortest (when not NULL) is the fewest steps after which a capture is
 * possible. *visited (when not NULL) receives the number of arrangements
 * examined. Returns -1 when memory runs out.
 */
int dead_reference(const struct talat_position *p, int board, int *shortest,
    long *visited);

/*
 * Whether the oracle has to search board b: no capture is possible now,
 * yet some pair of towers could meet on an otherwise empty board.
 */
int dead_reference_open(const struct talat_position *p, int board);

/* A small, reproducible random number generator (splitmix64). */
uint64_t dead_rand(uint64_t *state);
/* Uniform in 0..n-1. */
int dead_rand_below(uint64_t *state, int n);

/* How dead_random_board places towers. */
enum dead_layout {
	DEAD_UNIFORM,	/* any empty square */
	DEAD_ADVANCING,	/* each colour nearer its own start line */
	DEAD_CROWDED,	/* squeezed into a few files: lots of blocking */
	DEAD_BAND,	/* squeezed into three ranks, low colour lower */
	DEAD_GIANTS,	/* as BAND, small types for one colour and large
			 * for the other while they last: few relations */
	DEAD_PLAYED,	/* on the start lines (and the ranks before them),
			 * then random steps */
	DEAD_PLAYED_GIANTS,	/* PLAYED with the types of GIANTS */
	DEAD_NLAYOUTS
};

/*
 * Clears p (every board empty, every tower captured) and puts `n` towers
 * (0..18) on `board`: random colours of that board (at most nine each),
 * random distinct types per colour, squares by `layout`.
 */
void dead_random_board(struct talat_position *p, int board, int n,
    enum dead_layout layout, uint64_t *state);

/*
 * Makes p->at and the capture lists agree with the boards: every tower
 * not on a board is credited as captured by the colour after its own
 * (W's by B, B's by G, G's by W), so that p has a valid TPN.
 */
void dead_census(struct talat_position *p);

/* q gets p with every board b moved to board (b + k) % 3 and every
 * colour c turned into (c + k) % 3: the same geometry on another board. */
void dead_rotate(const struct talat_position *p, int k,
    struct talat_position *q);

#endif
