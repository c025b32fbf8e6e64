/* SPDX-License-Identifier: ISC */
/* rules.c: the position at the start, who may act with what, and the
 * rules of a single action (rules.md sections 4-6). */
#include <stdarg.h>
#include <stdio.h>
#include "talat/diag.h"
#include <string.h>
#include "talat/rules.h"
#include "base_private.h"
#include "position_private.h"
#include "diag_private.h"
#include "diag_raise.h"

/* The position value type: an empty setup. */
void
talat_position_init(struct talat_position *p, int zihin, int first)
{
	memset(p, 0, sizeof(*p));
	memset(p->board, -1, sizeof(p->board));
	memset(p->at, TALAT_AT_UNPLACED, sizeof(p->at));
	memset(p->captured, -1, sizeof(p->captured));
	p->to_act = (signed char)first;
	p->zihin = (signed char)zihin;
	p->ply = 1;
}

/* --- the turn, freezing and the end of the game (rules.md 7, 9) ---------- */

void
talat_freeze(struct talat_position *p, int board)
{
	p->frozen |= (unsigned char)(1u << board);
	if (talat_game_over(p))
		p->to_act = -1;
}

/* --- who may act with what ------------------------------------------------ */

int
talat_may_act(int zihin, int actor, int tower, int board)
{
	int c = talat_tower_colour(tower), q;

	if (zihin < 0)
		return c == actor && talat_board_has(board, actor);
	if (c == actor)
		return talat_board_has(board, actor);
	if (c != zihin)
		return 0;
	q = 3 - actor - zihin;
	return board == talat_board_of(zihin, q);
}

void
talat_neighbours(int board, int colour, int sq, int out[5])
{
	int f = talat_square_file(sq), r = talat_square_rank(sq);
	int up = colour == talat_board_low(board);
	int fwd = up ? 1 : -1, left = up ? -1 : 1;
	int df[5] = { 0, left, -left, left, -left };
	int dr[5] = { fwd, fwd, fwd, 0, 0 };
	int i, nf, nr;

	for (i = 0; i < 5; i++) {
		nf = f + df[i];
		nr = r + dr[i];
		out[i] = (nf < 0 || nf > 4 || nr < 0 || nr > 4) ? -1 :
		    talat_square_at(nf, nr);
	}
}

/* The rank index of colour c's start line on board b. */
static int
start_rank(int board, int colour)
{
	return colour == talat_board_low(board) ? 0 : 4;
}

/* Sets why (when given) to the diagnostic `kind` with its arguments;
 * returns kind. */
static int
fault(struct talat_msg *why, enum talat_diag_kind kind, ...)
{
	va_list ap;

	if (why != NULL) {
		va_start(ap, kind);
		talat_msg_vset(why, (enum talat_diag_kind)kind, ap);
		va_end(ap);
	}
	return kind;
}
#define fault(why, ...) (TL_DIAG_CHECK(__VA_ARGS__), fault(why, __VA_ARGS__))

/* Why the placement `a` is illegal: the diagnostic kind, or 0 (why,
 * when given, gets its text). */
static int
check_place(const struct talat_position *p, struct talat_action *a,
    struct talat_msg *why)
{
	int actor = p->to_act, owner, c, rank, zihin_phase, t;
	char sq[3], tn[4];
	const char *bn = talat_board_name(a->board);

	if (talat_in_movement(p))
		return fault(why, TALAT_D_PLACE_AFTER_SETUP);
	owner = actor;
	zihin_phase = p->zihin >= 0 && p->placed < 8;
	if (zihin_phase)
		owner = p->zihin;
	c = talat_tower_colour(a->tower);
	if (c != owner) {
		/* The notation names no colour: the tower is the placer's. */
		a->tower = talat_tower_of(owner, talat_tower_type(a->tower));
	}
	/* The ninth Zihin tower is out of the game only once the players
	 * place their own towers: so a tower placed here is placed. */
	if (p->at[a->tower] != TALAT_AT_UNPLACED) {
		talat_tower_name(a->tower, tn);
		return fault(why, TALAT_D_ALREADY_PLACED, tn);
	}
	if (!talat_board_has(a->board, owner) && zihin_phase)
		return fault(why, TALAT_D_PLACE_ZIHIN_WRONG_BOARD,
		    talat_colour_char(owner), bn);
	if (!talat_board_has(a->board, owner))
		return fault(why, TALAT_D_PLACE_WRONG_BOARD,
		    talat_colour_char(owner), bn);
	rank = start_rank(a->board, owner);
	t = p->board[a->board][a->to];
	if (talat_square_rank(a->to) == rank && t < 0)
		return 0;
	talat_square_name(a->to, sq);
	if (talat_square_rank(a->to) != rank && zihin_phase)
		return fault(why, TALAT_D_PLACE_ZIHIN_OFF_START_LINE, bn, sq,
		    talat_colour_char(owner), rank + 1, bn);
	if (talat_square_rank(a->to) != rank)
		return fault(why, TALAT_D_PLACE_OFF_START_LINE, bn, sq,
		    talat_colour_char(owner), rank + 1, bn);
	talat_tower_name(t, tn);
	return fault(why, TALAT_D_PLACE_OCCUPIED, bn, sq, tn);
}

/* Whether `to` is a step (n == 3) or capture (n == 5) target of a tower
 * of `colour` on `from`: F, FL, FR one rank forward, L and R beside. */
static int
reaches(int board, int colour, int from, int to, int n)
{
	int dr = talat_square_rank(to) - talat_square_rank(from);
	int df = talat_square_file(to) - talat_square_file(from);
	int fwd = colour == talat_board_low(board) ? 1 : -1;

	if (df < -1 || df > 1)
		return 0;
	if (dr == fwd)
		return 1;
	return n == 5 && dr == 0 && df != 0;
}

/* Why `to` is no target of the tower on `from`: too far (not a
 * neighbouring square), backward, or (steps only) sideways. */
static int
wrong_direction(int board, int colour, int from, int to, int kind)
{
	int dr = talat_square_rank(to) - talat_square_rank(from);
	int df = talat_square_file(to) - talat_square_file(from);
	int fwd = colour == talat_board_low(board) ? 1 : -1;
	int step = kind == TALAT_STEP;

	if (dr < -1 || dr > 1 || df < -1 || df > 1)
		return step ? TALAT_D_STEP_TOO_FAR : TALAT_D_CAPTURE_TOO_FAR;
	if (dr == -fwd || !step)
		return step ? TALAT_D_STEP_BACKWARD : TALAT_D_CAPTURE_BACKWARD;
	return TALAT_D_STEP_SIDEWAYS;
}

/*
 * Why the step or capture `a` of the player to act is illegal: the
 * diagnostic kind, or 0. The test writes no text: the names of the
 * board, squares and towers are made by move_error() only for a
 * diagnostic (most plies are legal).
 */
static int
move_fault(const struct talat_position *p, struct talat_action *a)
{
	int actor = p->to_act, tower, victim, c;

	if (!talat_in_movement(p))
		return a->kind == TALAT_STEP ? TALAT_D_STEP_IN_SETUP :
		    TALAT_D_CAPTURE_IN_SETUP;
	if (p->frozen & (1u << a->board))
		return TALAT_D_BOARD_FROZEN;
	if ((tower = p->board[a->board][a->from]) < 0)
		return TALAT_D_NO_TOWER;
	a->tower = tower;
	c = talat_tower_colour(tower);
	if (!talat_may_act(p->zihin, actor, tower, a->board))
		return c == p->zihin ? TALAT_D_ZIHIN_WRONG_BOARD :
		    TALAT_D_NOT_YOUR_TOWER;
	if (a->kind == TALAT_STEP) {
		if (!reaches(a->board, c, a->from, a->to, 3))
			return wrong_direction(a->board, c, a->from, a->to,
			    TALAT_STEP);
		return p->board[a->board][a->to] >= 0 ?
		    TALAT_D_STEP_OCCUPIED : 0;
	}
	if (!reaches(a->board, c, a->from, a->to, 5))
		return wrong_direction(a->board, c, a->from, a->to,
		    TALAT_CAPTURE);
	if ((victim = p->board[a->board][a->to]) < 0)
		return TALAT_D_CAPTURE_EMPTY;
	if (talat_tower_colour(victim) == c)
		return TALAT_D_CAPTURE_OWN;
	a->victim = victim;
	if (!talat_captures(talat_tower_type(tower), talat_tower_type(victim)))
		return TALAT_D_CAPTURE_RELATION;
	return 0;
}

/* The diagnostic `kind` of move_fault() for `a`, with its arguments. */
static int
move_error(const struct talat_position *p, const struct talat_action *a,
    int kind, struct talat_msg *why)
{
	/* (a move refused before its squares were looked at may name
	 * none: nothing is read off the board for it) */
	int b = a->board >= 0 && a->board < TALAT_NBOARDS;
	int tower = b && a->from >= 0 && a->from < TALAT_NSQUARES ?
	    p->board[a->board][a->from] : -1;
	int t = b && a->to >= 0 && a->to < TALAT_NSQUARES ?
	    p->board[a->board][a->to] : -1;
	char fs[3], ts[3], tn[4] = "", vn[4] = "";
	const char *bn = talat_board_name(a->board);

	talat_square_name(a->from, fs);
	talat_square_name(a->to, ts);
	if (tower >= 0)
		talat_tower_name(tower, tn);
	if (t >= 0)
		talat_tower_name(t, vn);
	switch (kind) {
	case TALAT_D_BOARD_FROZEN:
		return talat_msg_set(why, TALAT_D_BOARD_FROZEN, bn);
	case TALAT_D_NO_TOWER:
		return talat_msg_set(why, TALAT_D_NO_TOWER, bn, fs);
	case TALAT_D_ZIHIN_WRONG_BOARD:
		return talat_msg_set(why, TALAT_D_ZIHIN_WRONG_BOARD,
		    talat_colour_char(p->to_act), bn);
	case TALAT_D_NOT_YOUR_TOWER:
		return talat_msg_set(why, TALAT_D_NOT_YOUR_TOWER,
		    talat_colour_char(p->to_act), tn);
	case TALAT_D_STEP_BACKWARD:
		return talat_msg_set(why, TALAT_D_STEP_BACKWARD, tn, fs, ts);
	case TALAT_D_STEP_SIDEWAYS:
		return talat_msg_set(why, TALAT_D_STEP_SIDEWAYS, tn, fs, ts);
	case TALAT_D_CAPTURE_BACKWARD:
		return talat_msg_set(why, TALAT_D_CAPTURE_BACKWARD, tn, fs, ts);
	case TALAT_D_STEP_OCCUPIED:
		return talat_msg_set(why, TALAT_D_STEP_OCCUPIED, bn, ts, vn);
	case TALAT_D_CAPTURE_EMPTY:
		return talat_msg_set(why, TALAT_D_CAPTURE_EMPTY, bn, ts);
	case TALAT_D_CAPTURE_RELATION:
		return talat_msg_set(why, TALAT_D_CAPTURE_RELATION, tn, vn,
		    tn + 1, vn + 1, talat_capture_reason(talat_tower_type(tower),
		    talat_tower_type(t)));
	case TALAT_D_STEP_IN_SETUP:
		return talat_msg_set(why, TALAT_D_STEP_IN_SETUP);
	case TALAT_D_CAPTURE_IN_SETUP:
		return talat_msg_set(why, TALAT_D_CAPTURE_IN_SETUP);
	case TALAT_D_STEP_TOO_FAR:
		return talat_msg_set(why, TALAT_D_STEP_TOO_FAR);
	case TALAT_D_CAPTURE_TOO_FAR:
		return talat_msg_set(why, TALAT_D_CAPTURE_TOO_FAR);
	case TALAT_D_CAPTURE_OWN:
		return talat_msg_set(why, TALAT_D_CAPTURE_OWN);
	}
	/* (move_fault() gives none but the kinds above) */
	why->kind = (enum talat_diag_kind)kind;
	why->text[0] = '\0';
	return -1;
}

static int
check_move(const struct talat_position *p, struct talat_action *a,
    struct talat_msg *why)
{
	int kind = move_fault(p, a);

	return kind == 0 ? 0 : move_error(p, a, kind, why);
}

int
talat_check_action(const struct talat_position *p, struct talat_action *a,
    struct talat_msg *why)
{
	if (why == NULL) {
		/* (only the kind is wanted: no text is made) */
		if (p->to_act < 0)
			return TALAT_D_GAME_OVER;
		if (a->kind == TALAT_PLACE)
			return check_place(p, a, NULL);
		if (a->kind == TALAT_STEP || a->kind == TALAT_CAPTURE)
			return move_fault(p, a);
		return 0;
	}
	why->kind = TALAT_D_NONE;
	why->text[0] = '\0';
	if (p->to_act < 0)
		talat_msg_set(why, TALAT_D_GAME_OVER);
	else if (a->kind == TALAT_PLACE)
		check_place(p, a, why);
	else if (a->kind == TALAT_STEP || a->kind == TALAT_CAPTURE)
		check_move(p, a, why);
	return why->kind;
}

int
talat_stand_action(const struct talat_position *p, struct talat_action *a,
    struct talat_msg *why)
{
	int actor = p->to_act, owner, tower, victim, c;
	const char *bn = talat_board_name(a->board);
	char fs[3], ts[3], tn[4];
	struct talat_msg ignored;

	if (why == NULL)
		why = &ignored;
	why->kind = TALAT_D_NONE;
	why->text[0] = '\0';
	if (actor < 0) {
		talat_msg_set(why, TALAT_D_GAME_OVER);
		return why->kind;
	}
	if (a->kind == TALAT_PASS)
		return 0;
	talat_square_name(a->to, ts);
	if (a->kind == TALAT_PLACE) {
		owner = actor;
		if (p->zihin >= 0 && p->placed < 8)
			owner = p->zihin;
		a->tower = talat_tower_of(owner, talat_tower_type(a->tower));
		/* (The ninth Zihin tower is out of the game only once
		 * the players place their own towers.) */
		if (p->at[a->tower] != TALAT_AT_UNPLACED) {
			talat_tower_name(a->tower, tn);
			talat_msg_set(why, TALAT_D_ALREADY_PLACED, tn);
		}
		else if (!talat_board_has(a->board, owner))
			talat_msg_set(why, TALAT_D_STAND_NO_BOARD,
			    talat_colour_char(owner), bn);
		else if ((victim = p->board[a->board][a->to]) >= 0) {
			talat_tower_name(victim, tn);
			talat_msg_set(why, TALAT_D_PLACE_OCCUPIED, bn, ts, tn);
		}
		return why->kind;
	}
	talat_square_name(a->from, fs);
	tower = p->board[a->board][a->from];
	c = tower < 0 ? -1 : talat_tower_colour(tower);
	if (c < 0 || (c != actor && c != p->zihin)) {
		if (p->zihin >= 0)
			talat_msg_set(why, TALAT_D_STAND_NO_TOWER_ZIHIN,
			    talat_colour_char(actor), bn, fs);
		else
			talat_msg_set(why, TALAT_D_STAND_NO_TOWER,
			    talat_colour_char(actor), bn, fs);
		return why->kind;
	}
	a->tower = tower;
	victim = p->board[a->board][a->to];
	if (a->kind == TALAT_STEP) {
		if (victim >= 0) {
			talat_tower_name(victim, tn);
			talat_msg_set(why, TALAT_D_STEP_OCCUPIED, bn, ts, tn);
		}
		return why->kind;
	}
	if (victim < 0)
		talat_msg_set(why, TALAT_D_CAPTURE_EMPTY, bn, ts);
	else if (talat_tower_colour(victim) == c ||
	    talat_tower_colour(victim) == actor) {
		talat_tower_name(victim, tn);
		if (talat_tower_colour(victim) == c)
			talat_msg_set(why, TALAT_D_STAND_OWN_COLOUR, bn, ts, tn);
		else
			talat_msg_set(why, TALAT_D_STAND_PLAYER_COLOUR, bn, ts,
			    tn);
	}
	else
		a->victim = victim;
	return why->kind;
}

/* After the eighth Zihin placement the ninth Zihin tower leaves the game. */
static void
retire_ninth(struct talat_position *p)
{
	int t, z = p->zihin;

	for (t = 0; t < TALAT_NTYPES; t++)
		if (p->at[talat_tower_of(z, t)] == TALAT_AT_UNPLACED)
			p->at[talat_tower_of(z, t)] = TALAT_AT_OUT;
}

void
talat_apply_action(struct talat_position *p, const struct talat_action *a)
{
	int c;

	switch (a->kind) {
	case TALAT_PLACE:
		p->board[a->board][a->to] = (signed char)a->tower;
		p->at[a->tower] = (signed char)(a->board * 25 + a->to);
		p->placed++;
		if (p->zihin >= 0 && p->placed == 8)
			retire_ninth(p);
		break;
	case TALAT_CAPTURE:
		p->at[a->victim] = TALAT_AT_CAPTURED;
		c = p->to_act;
		if (c >= 0 && p->ncaptured[c] < TALAT_MAXCAPTURED)
			p->captured[c][p->ncaptured[c]++] =
			    (signed char)a->victim;
		/* FALLTHROUGH */
	case TALAT_STEP:
		p->board[a->board][a->from] = -1;
		p->board[a->board][a->to] = (signed char)a->tower;
		p->at[a->tower] = (signed char)(a->board * 25 + a->to);
		break;
	case TALAT_PASS:
		break;
	}
}

static int
add(struct talat_action *out, int n, int max, const struct talat_action *a)
{
	if (n < max)
		out[n] = *a;
	return n + 1;
}

int
talat_legal_actions(const struct talat_position *p, struct talat_action *out,
    int max)
{
	struct talat_action a;
	int b, sq, t, v, i, nb[5], n = 0;

	if (p->to_act < 0 || !talat_in_movement(p))
		return 0;
	for (b = 0; b < TALAT_NBOARDS; b++) {
		if (p->frozen & (1u << b))
			continue;
		for (sq = 0; sq < TALAT_NSQUARES; sq++) {
			t = p->board[b][sq];
			if (t < 0 || !talat_may_act(p->zihin, p->to_act, t, b))
				continue;
			talat_neighbours(b, talat_tower_colour(t), sq, nb);
			for (i = 0; i < 5; i++) {
				if (nb[i] < 0)
					continue;
				v = p->board[b][nb[i]];
				a.board = b;
				a.from = sq;
				a.to = nb[i];
				a.tower = t;
				a.victim = -1;
				if (v < 0 && i < 3) {
					a.kind = TALAT_STEP;
					n = add(out, n, max, &a);
				} else if (v >= 0 && talat_tower_colour(v) !=
				    talat_tower_colour(t) && talat_captures(
				    talat_tower_type(t), talat_tower_type(v))) {
					a.kind = TALAT_CAPTURE;
					a.victim = v;
					n = add(out, n, max, &a);
				}
			}
		}
	}
	return n;
}

int
talat_legal_placements(const struct talat_position *p,
    struct talat_action *out, int max)
{
	struct talat_action a;
	int owner = p->to_act, type, b, f, rank, n = 0;

	if (owner < 0 || talat_in_movement(p))
		return 0;
	if (p->zihin >= 0 && p->placed < 8)
		owner = p->zihin;
	for (type = 0; type < TALAT_NTYPES; type++) {
		a.tower = talat_tower_of(owner, type);
		if (p->at[a.tower] != TALAT_AT_UNPLACED)
			continue;
		for (b = 0; b < TALAT_NBOARDS; b++) {
			if (!talat_board_has(b, owner))
				continue;
			rank = start_rank(b, owner);
			for (f = 0; f < 5; f++) {
				if (p->board[b][talat_square_at(f, rank)] >= 0)
					continue;
				a.kind = TALAT_PLACE;
				a.board = b;
				a.from = -1;
				a.to = talat_square_at(f, rank);
				a.victim = -1;
				n = add(out, n, max, &a);
			}
		}
	}
	return n;
}

int
talat_legal_plies(const struct talat_position *p, struct talat_action *out,
    int max)
{
	struct talat_action pass;
	int n;

	if (p->to_act < 0)
		return 0;
	if (!talat_in_movement(p))
		return talat_legal_placements(p, out, max);
	if ((n = talat_legal_actions(p, out, max)) > 0)
		return n;
	/* No action at all: the pass the rules then require (rules.md 6). */
	memset(&pass, 0, sizeof pass);
	pass.kind = TALAT_PASS;
	pass.board = pass.from = pass.to = pass.tower = pass.victim = -1;
	return add(out, 0, max, &pass);
}

void
talat_action_text(const struct talat_action *a, char buf[16])
{
	char f[3], t[3];

	talat_square_name(a->to >= 0 ? a->to : 0, t);
	switch (a->kind) {
	case TALAT_PLACE:
		snprintf(buf, 16, "%s@%s:%s",
		    talat_type_name(talat_tower_type(a->tower)),
		    talat_board_name(a->board), t);
		break;
	case TALAT_STEP:
	case TALAT_CAPTURE:
		talat_square_name(a->from, f);
		snprintf(buf, 16, "%s:%s%c%s", talat_board_name(a->board), f,
		    a->kind == TALAT_STEP ? '-' : 'x', t);
		break;
	case TALAT_PASS:
		snprintf(buf, 16, "pass");
		break;
	}
}
