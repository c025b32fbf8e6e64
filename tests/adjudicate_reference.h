/* SPDX-License-Identifier: ISC */
/*
 * adjudicate_reference.h: a deliberately simple exhaustive search of
 * every continuation of an unfinished game (event.md section 5), written
 * apart from src/adjudicate.c (no code of its search shared), used only
 * to check talat_adjudicate (check_adjudicate, fuzz_adjudicate).
 */
#ifndef TALAT_ADJUDICATE_REFERENCE_H
#define TALAT_ADJUDICATE_REFERENCE_H

#include "talat/replay.h"
#include "talat/score.h"
#include "talat/record.h"

/* The figures of every player (indexed by colour) and the sets of
 * winners (bit w: some continuation ends with the winners w). */
struct adjref_value {
	int max[TALAT_NCOLOURS], min[TALAT_NCOLOURS], guar[TALAT_NCOLOURS];
	unsigned wsets[TALAT_NTIEBREAK_RULES];	/* under each rule */
};

/* The reference's table of the positions it has walked, for the games
 * of one turn order (every cut of one game: their positions are shared). */
struct adjref;

/* A table of at most `limit` positions; NULL when memory ran out. */
struct adjref *adjref_new(const struct talat_result *r, long limit);
void adjref_free(struct adjref *w);
/* How many positions it holds. */
long adjref_positions(const struct adjref *w);

/*
 * Walks every continuation of the game replayed in r from where it
 * stops: after every ply every unfrozen board is asked whether it is
 * dead (from the movement phase on) and frozen when it is, also those
 * dead but undeclared when the record stops; two frozen boards end the
 * game; a player with no legal action passes. Positions met again (the
 * same towers where they are, the same captures, frozen boards and
 * player to act) are looked up instead of walked again. Returns 0, 1
 * when more than its limit of positions would be needed (every later
 * search with w then stops at once), -1 when memory ran out, r has
 * another turn order than the table's, or the rules went round in a
 * circle (every player passed in turn).
 */
int adjref_search(struct adjref *w, const struct talat_result *r,
    struct adjref_value *v);

/*
 * Whether the witness w (plies and declarations), appended to `cut`,
 * replays complete in strict mode without an error and ends with
 * `points` for colour c: 0, or -1 with why it does not in why.
 */
int adjref_witness(const struct talat_game *cut, const char *w, int c,
    int points, char *why, size_t whylen);

#endif
