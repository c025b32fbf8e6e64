/* SPDX-License-Identifier: ISC */
/*
 * position_private.h: what the rules (rules.c), TPN (tpn.c) and scores
 * (score.c) share with the library's other files and the talat program
 * but libtalat does not export (talat/rules.h, talat/tpn.h and
 * talat/score.h declared them until the public API was cut: issue 39):
 * who may act with what, whether an illegal action can stand as
 * written (the replay's Stood plies), a tower's neighbour squares,
 * whether a text is meant as a TPN, the start-line points of a position.
 */
#ifndef TALAT_POSITION_PRIVATE_H
#define TALAT_POSITION_PRIVATE_H

#include "talat/position.h"
#include "talat/rules.h"
#include "talat/score.h"
#include "internal.h"

/*
 * Whether player `actor` may act with `tower` on `board` given the Zihin
 * colour (or -1). The tower must belong to one of the board's colours.
 */
TALAT_INTERNAL int talat_may_act(int zihin, int actor, int tower, int board);

/*
 * Whether an action that broke the rules can stand as written (a ply the
 * arbiter let stand, arbiter.md section 3): only what the board needs is
 * checked. A placement needs a tower of the placer (two players: the
 * Zihin's during its setup) not placed yet, on an empty square of a
 * board of its colour; a step, a tower of the player (two players: or of
 * the Zihin) on the from-square and an empty to-square; a capture, such
 * a tower and, on the to-square, a tower of neither the mover's nor the
 * player's colour. Distances, directions, start lines, the capture
 * relation, frozen boards and the phase do not count. A pass always
 * stands. Fills in tower and victim like talat_check_action; when it
 * cannot stand (also when the game is over), returns the kind of the
 * reason (> 0) with the diagnostic in *why when why is not NULL.
 */
TALAT_INTERNAL int talat_stand_action(const struct talat_position *p,
    struct talat_action *a, struct talat_msg *why);

/* Squares in direction order F, FL, FR, L, R from `sq` for a tower of
 * colour `colour` on `board`; -1 where off the board. */
TALAT_INTERNAL void talat_neighbours(int board, int colour, int sq,
    int out[5]);

/*
 * 1 when s may be meant as a TPN: it has seven fields (six spaces or
 * more), or its first field (up to the first space) holds only
 * characters of a TPN's boards, in either case (1 to 6, '/', W, B, G, S,
 * M, L); 0 for other text (a word, a sentence, a file name), which
 * talat_tpn_parse() and talat_tpn_parse_syntax() refuse as not a TPN at
 * all, naming no field.
 */
TALAT_INTERNAL int talat_tpn_like(const char *s);

/*
 * The start-line sources of the points of `players` in p (START_LINE and,
 * two players, ZIHIN_LINE), player by player, into out (room for max).
 * Returns how many there are.
 */
TALAT_INTERNAL int talat_position_points(const struct talat_position *p,
    const int *players, int nplayers, struct talat_point *out, int max);

#endif
