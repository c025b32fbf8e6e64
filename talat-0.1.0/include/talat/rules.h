/* SPDX-License-Identifier: ISC */
/*
 * talat/rules.h: the rules that move a position on (rules.md sections 4-7, 9):
 * the turn, freezing and the end of the game, and single actions.
 */
#ifndef TALAT_RULES_H
#define TALAT_RULES_H

#include <stddef.h>
#include "talat/position.h"
#include "talat/diag.h"

#ifdef __cplusplus
extern "C" {
#endif

/* --- the turn, freezing and the end of the game (rules.md 7, 9) ---------- */

/* How many boards are frozen. (Inline: the replay asks at every ply.) */
static inline int
talat_frozen_count(const struct talat_position *p)
{
	return (p->frozen & 1) + ((p->frozen >> 1) & 1) + ((p->frozen >> 2) & 1);
}

/* Whether the game is over: two boards are frozen. */
static inline int
talat_game_over(const struct talat_position *p)
{
	return talat_frozen_count(p) >= 2;
}

/* Freezes `board`; the second frozen board ends the game (nobody is to
 * act). Whether the board is dead is the caller's business. */
void talat_freeze(struct talat_position *p, int board);

/*
 * (Inline, as the first two above: the replay calls it at every ply.)
 * Ends the ply just played in p: the ply number moves on and the next
 * player acts, or nobody when the game is over. `order` holds the
 * players in turn order (3, or 2 with a Zihin), and *turn the index in it
 * of the one who acted, which becomes the next one's. Two players: the
 * second places last and acts first.
 */
static inline void
talat_next_turn(struct talat_position *p, const int *order, int *turn)
{
	int setup = talat_setup_length(p->zihin);

	p->ply++;
	if (++*turn >= (p->zihin < 0 ? 3 : 2))
		*turn = 0;
	/* Two players: P2 places last and acts first (rules.md 9). */
	if (p->zihin >= 0 && p->placed == setup && p->ply == setup + 1)
		*turn = 1;
	p->to_act = talat_game_over(p) ? -1 : (signed char)order[*turn];
}

/* --- single actions -------------------------------------------------------- */

enum talat_action_kind { TALAT_PLACE, TALAT_STEP, TALAT_CAPTURE, TALAT_PASS };

struct talat_action {
	enum talat_action_kind kind;
	int board;
	int from;	/* square within the board; STEP, CAPTURE */
	int to;		/* square within the board; PLACE, STEP, CAPTURE */
	int tower;	/* the tower placed or moved */
	int victim;	/* CAPTURE: the tower taken */
};

/*
 * Checks an action by the player to act in p (p->to_act). For PLACE the
 * caller gives `tower` (colour and type), for STEP/CAPTURE the squares
 * (tower and victim are filled in). Returns 0 when legal; otherwise the
 * kind of the rule broken (talat/diag.h, > 0), with the diagnostic in
 * *why when why is not NULL ("W's S4 cannot take B's M3 (a small tower
 * takes only the large hexagon)"). Freezing is not checked here: frozen
 * boards are refused, deadness is the replay's business.
 */
int talat_check_action(const struct talat_position *p,
    struct talat_action *a, struct talat_msg *why);
/* Applies a checked action (not PASS) and moves ply and to_act on is the
 * caller's business. Captures credit p->to_act. */
void talat_apply_action(struct talat_position *p, const struct talat_action *a);


/*
 * Every legal action of the player to act in the movement phase (frozen
 * boards excluded), into out (room for `max`); returns how many exist
 * (may exceed max). PASS is never listed.
 */
int talat_legal_actions(const struct talat_position *p,
    struct talat_action *out, int max);
/* Every legal placement of the player to act during setup. */
int talat_legal_placements(const struct talat_position *p,
    struct talat_action *out, int max);

/*
 * Every legal ply of the player to act in p: during setup the
 * placements, in the movement phase the actions (an action on a board
 * that is dead but not frozen is legal), or, when there is none, the
 * pass the rules then require (rules.md section 6); none once the game
 * is over. Into out (room for `max`); returns how many there are (may
 * exceed max). The order is that of talat_legal_placements() and
 * talat_legal_actions().
 */
int talat_legal_plies(const struct talat_position *p,
    struct talat_action *out, int max);

/* Writes an action in TGN ("L6@WB:c1", "WB:c1-c2", "WB:c2xd3", "pass"). */
void talat_action_text(const struct talat_action *a, char buf[16]);

#ifdef __cplusplus
}
#endif

#endif
