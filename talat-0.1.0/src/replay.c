/* SPDX-License-Identifier: ISC */
/* replay.c: replaying a game record against the rules (rules.md 4-7,
 * tgn.md 4-5): the moves one by one, the boards' deadness and freezing,
 * the result; and the position after any ply (talat_replay_prefix). The
 * tags are replay_tags.c's, the result's diagnostics replay_result.c's. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "talat/dead.h"
#include "dead_probe.h"
#include "i18n.h"
#include "replay_private.h"
#include "internal.h"
#include "base_private.h"
#include "replay_result.h"
#include "position_private.h"
#include "diag_private.h"
#include "diag_raise.h"

/* --- deadness and freezing -------------------------------------------------- */

/*
 * Called after each ply of the movement phase (and at its start); `a` is
 * the ply's action on `board`, NULL at the start. A ply that neither
 * moves from nor lands on a square of the board's last witness leaves
 * that witness playable (the towers it moves are where they were, the
 * squares it steps to are still empty, a capture only empties squares),
 * so the board is still alive and the oracle need not be asked.
 */
static void
track_dead(struct replay *rp, int board, long ply,
    const struct talat_action *a)
{
	struct talat_witness w;
	int dead;

	if (rp->dead_after[board] >= 0 || rp->nomem)
		return;
	if (a != NULL && rp->witness_squares[board] != 0 &&
	    !(rp->witness_squares[board] & ((1ul << a->from) | (1ul << a->to))))
		return;
	w.nsteps = 0;
	w.capture.from = w.capture.to = -1;
	dead = dead_probe(&rp->pos, board, &w) ? 0 :
	    talat_board_dead(&rp->pos, board, &w);
	if (dead < 0) {
		rp->nomem = 1;	/* could not tell: never read as an answer */
		return;
	}
	if (!dead) {
		rp->witness_squares[board] = talat_witness_squares(&w);
		return;
	}
	rp->witness_squares[board] = 0;
	rp->dead_after[board] = ply;
	if (rp->opts->strict && !(rp->pos.frozen & (1u << board)))
		talat_freeze(&rp->pos, board);
}

static void
track_all(struct replay *rp, long ply)
{
	int b;

	for (b = 0; b < TALAT_NBOARDS; b++)
		track_dead(rp, b, ply, NULL);
}

/* --- moves --------------------------------------------------------------- */

static long
round_of(const struct replay *rp, long ply)
{
	return (ply - 1) / rp->r->nplayers + 1;
}

static int
check_round(struct replay *rp, const struct talat_move *m)
{
	long want = round_of(rp, rp->pos.ply);

	if (m->round == TALAT_ROUND_NONE || m->round == want)
		return 0;
	if (m->round == TALAT_ROUND_ZERO)
		replay_raise(rp, m->round_loc, rp->pos.ply, TALAT_D_ROUND_ZERO,
		    want, rp->pos.ply, want);
	else if (m->round == TALAT_ROUND_HUGE)
		replay_raise(rp, m->round_loc, rp->pos.ply, TALAT_D_ROUND_HUGE,
		    rp->pos.ply, want);
	else
		replay_raise(rp, m->round_loc, rp->pos.ply, TALAT_D_ROUND_WRONG,
		    m->round, want, rp->pos.ply, want);
	return -1;
}

/* The steps of a witness, "BG:c2-c3 BG:d5-d4", into buf. */
static void
witness_steps(const struct talat_witness *w, char *buf, size_t len)
{
	char text[16];
	size_t o = 0;
	int i;

	buf[0] = '\0';
	for (i = 0; i < w->nsteps && o < len; i++) {
		talat_action_text(&w->steps[i], text);
		o += (size_t)snprintf(buf + o, len - o, "%s%s", i ? " " : "",
		    text);
	}
}

/* Whether a declaration of board b may stand in p, whatever the board's
 * deadness: 0, or the kind of the rule it breaks (rules.md 7). */
static enum talat_diag_kind
declaration_refused(const struct talat_position *p, int strict, int b)
{
	if (!talat_in_movement(p))
		return TALAT_D_FREEZE_IN_SETUP;
	if (strict)
		return TALAT_D_NONE;
	if (talat_game_over(p))
		return TALAT_D_FREEZE_GAME_OVER;
	if (p->frozen & (1u << b))
		return TALAT_D_FREEZE_TWICE;
	return TALAT_D_NONE;
}

static int
declare(struct replay *rp, const struct talat_move *m)
{
	struct talat_witness w;
	char steps[1024], capture[16];
	int b = m->board;
	long last = rp->pos.ply - 1;
	const char *bn = talat_board_name(b);
	int dead;

	switch (declaration_refused(&rp->pos, rp->opts->strict, b)) {
	case TALAT_D_FREEZE_IN_SETUP:
		replay_raise(rp, m->loc, last, TALAT_D_FREEZE_IN_SETUP, last,
		    bn);
		return -1;
	case TALAT_D_FREEZE_GAME_OVER:
		replay_raise(rp, m->loc, last, TALAT_D_FREEZE_GAME_OVER,
		    last, bn);
		return -1;
	case TALAT_D_FREEZE_TWICE:
		replay_raise(rp, m->loc, last, TALAT_D_FREEZE_TWICE,
		    last, bn, bn);
		return -1;
	default:
		break;
	}
	dead = rp->dead_after[b] >= 0 ? 1 : talat_board_dead(&rp->pos, b, &w);
	if (dead < 0) {
		rp->nomem = 1;
		return -1;
	}
	if (!dead) {
		witness_steps(&w, steps, sizeof(steps));
		talat_action_text(&w.capture, capture);
		if (w.nsteps > 0)
			replay_raise(rp, m->loc, last,
			    TALAT_D_FREEZE_LIVE_BOARD, last, bn, bn, steps,
			    capture);
		else
			replay_raise(rp, m->loc, last,
			    TALAT_D_FREEZE_LIVE_BOARD_NOW, last, bn, bn,
			    capture);
		return -1;
	}
	if (rp->declared_after[b] < 0) {
		rp->declared_after[b] = last;
	}
	if (!(rp->pos.frozen & (1u << b)))
		talat_freeze(&rp->pos, b);
	return 0;
}

unsigned
talat_declarable(const struct talat_result *r,
    const struct talat_replay_options *opts)
{
	unsigned boards = 0;
	int i, b;

	if (!r->started)
		return 0;
	for (i = 0; i < r->nfreezes; i++) {
		b = r->freezes[i].board;
		if (r->freezes[i].dead_after_ply >= 0 &&
		    r->freezes[i].declared_after_ply < 0 &&
		    declaration_refused(&r->final, opts != NULL &&
		    opts->strict, b) == TALAT_D_NONE)
			boards |= 1u << b;
	}
	return boards;
}

/* talat_move_action(), inline in play(). */
static void
move_action(const struct talat_move *m, int actor, struct talat_action *a)
{
	memset(a, 0, sizeof(*a));
	a->board = m->board;
	a->from = m->from;
	a->to = m->to;
	a->victim = -1;
	switch (m->kind) {
	case TALAT_MOVE_PLACE:
		a->kind = TALAT_PLACE;
		a->tower = talat_tower_of(actor, m->type);
		break;
	case TALAT_MOVE_STEP:
		a->kind = TALAT_STEP;
		break;
	case TALAT_MOVE_CAPTURE:
		a->kind = TALAT_CAPTURE;
		break;
	default:
		a->kind = TALAT_PASS;
		break;
	}
}

void
talat_move_action(const struct talat_move *m, int actor,
    struct talat_action *a)
{
	move_action(m, actor, a);
}

void
talat_action_move(const struct talat_action *a, struct talat_move *m)
{
	static const enum talat_move_kind kinds[] = {
		[TALAT_PLACE] = TALAT_MOVE_PLACE,
		[TALAT_STEP] = TALAT_MOVE_STEP,
		[TALAT_CAPTURE] = TALAT_MOVE_CAPTURE,
		[TALAT_PASS] = TALAT_MOVE_PASS,
	};
	int squares = a->kind == TALAT_STEP || a->kind == TALAT_CAPTURE;

	m->kind = kinds[a->kind];
	m->type = a->kind == TALAT_PLACE ? talat_tower_type(a->tower) : -1;
	m->board = a->kind == TALAT_PASS ? -1 : a->board;
	m->from = squares ? a->from : -1;
	m->to = a->kind == TALAT_PASS ? -1 : a->to;
}

static int
check_pass(struct replay *rp, struct talat_msg *why)
{
	struct talat_action a;
	char text[16];

	if (!talat_in_movement(&rp->pos))
		return talat_msg_set(why, TALAT_D_PASS_IN_SETUP);
	if (talat_legal_actions(&rp->pos, &a, 1) > 0) {
		talat_action_text(&a, text);
		return talat_msg_set(why, TALAT_D_PASS_WITH_ACTION, text);
	}
	return 0;
}

/*
 * A rule broken at a ply: the rule's diagnostic framed by the ply, its
 * player and its text, "ply 72 (B): BG:c2-c4: a step goes one square".
 * The frame is no sentence of its own: it names the place, as
 * "FILE:LINE:COLUMN:" does.
 */
static void
raise_at_ply(struct replay *rp, const struct talat_move *m,
    const struct talat_action *a, const struct talat_msg *why)
{
	struct talat_msg framed;
	char text[16];
	int n;

	talat_action_text(a, text);
	framed.kind = why->kind;
	/* TRANSLATORS: the ply number, the colour letter of the player to
	 * act, the action in notation (WB:c2-c4), why it is illegal. */
	n = snprintf(framed.text, sizeof(framed.text), _("ply %ld (%c): %s: %s"),
	    rp->pos.ply, talat_colour_char(rp->pos.to_act), text, why->text);
	if (n < 0)
		framed.text[0] = '\0';
	else if (n >= (int)sizeof(framed.text))	/* never inside a character */
		framed.text[talat_utf8_prefix(framed.text,
		    sizeof(framed.text) - 1, (size_t)-1)] = '\0';
	if (talat_result_raise_msg(rp->r, m->loc, rp->pos.ply, &framed) < 0)
		rp->nomem = 1;
}

static int
push_ply(struct replay *rp, const struct talat_action *a, size_t move)
{
	struct talat_result *r = rp->r;
	struct talat_ply *pl;

	if (tl_grow(&r->plies, &r->capplies, r->nplies + 1,
	    sizeof(*r->plies), 128) < 0) {
		rp->nomem = 1;
		return -1;
	}
	pl = &r->plies[r->nplies++];
	pl->ply = rp->pos.ply;
	pl->round = round_of(rp, rp->pos.ply);
	pl->actor = rp->pos.to_act;
	pl->action = *a;
	pl->move = move;
	pl->stood = 0;
	return 0;
}

static void
warn_dead(struct replay *rp, const struct talat_move *m,
    const struct talat_action *a)
{
	int b = m->board;
	char text[16];

	if (rp->dead_after[b] < 0 || (rp->pos.frozen & (1u << b)))
		return;
	talat_action_text(a, text);
	replay_raise(rp, m->loc, rp->pos.ply, TALAT_D_DEAD_BOARD_ACTION,
	    rp->pos.ply, talat_colour_char(rp->pos.to_act), text,
	    talat_board_name(b), rp->dead_after[b]);
}

static int
play(struct replay *rp, const struct talat_move *m, size_t index)
{
	struct talat_action a;
	struct talat_msg err, why;
	char text[16];
	int was_setup, stood, illegal;

	if (talat_game_over(&rp->pos)) {
		replay_raise(rp, m->loc, rp->pos.ply,
		    TALAT_D_PLY_AFTER_GAME_OVER, rp->pos.ply);
		return -1;
	}
	move_action(m, rp->pos.to_act, &a);
	stood = rp->nstood > 0 && replay_stands(rp, rp->pos.ply);
	illegal = a.kind == TALAT_PASS ? check_pass(rp, &err) :
	    talat_check_action(&rp->pos, &a, &err);
	if (!illegal && !stood)
		goto legal;	/* the common case: no text to write */
	talat_action_text(&a, text);
	if (illegal && !stood) {
		raise_at_ply(rp, m, &a, &err);
		return -1;
	}
	if (illegal && talat_stand_action(&rp->pos, &a, &why)) {
		if (strcmp(err.text, why.text) == 0)
			replay_raise(rp, m->loc, rp->pos.ply,
			    TALAT_D_STOOD_CANNOT_STAND, rp->pos.ply,
			    talat_colour_char(rp->pos.to_act), text,
			    err.text);
		else
			replay_raise(rp, m->loc, rp->pos.ply,
			    TALAT_D_STOOD_CANNOT_STAND_WHY, rp->pos.ply,
			    talat_colour_char(rp->pos.to_act), text, err.text,
			    why.text);
		return -1;
	}
	if (illegal)
		replay_raise(rp, m->loc, rp->pos.ply, TALAT_D_ILLEGAL_PLY_STOOD,
		    rp->pos.ply, talat_colour_char(rp->pos.to_act), text,
		    err.text);
	else if (stood)
		replay_raise(rp, m->loc, rp->pos.ply, TALAT_D_STOOD_BUT_LEGAL,
		    rp->pos.ply, talat_colour_char(rp->pos.to_act), text);
legal:
	if (!illegal && (a.kind == TALAT_STEP || a.kind == TALAT_CAPTURE))
		warn_dead(rp, m, &a);
	was_setup = !talat_in_movement(&rp->pos);
	if (push_ply(rp, &a, index) < 0)
		return -1;
	rp->r->plies[rp->r->nplies - 1].stood = illegal != 0;
	talat_apply_action(&rp->pos, &a);
	if (was_setup && talat_in_movement(&rp->pos)) {
		track_all(rp, rp->pos.ply);
	} else if (a.kind != TALAT_PASS && !was_setup) {
		/* A ply that stood may go where no witness expects it. */
		if (illegal)
			rp->witness_squares[a.board] = 0;
		track_dead(rp, a.board, rp->pos.ply, illegal ? NULL : &a);
	}
	talat_next_turn(&rp->pos, rp->r->order, &rp->turn);
	return 0;
}

static void
replay_moves(struct replay *rp)
{
	const struct talat_game *g = rp->game;
	const struct talat_move *m;
	size_t i;

	for (i = 0; i < g->nmoves && !rp->nomem; i++) {
		m = &g->moves[i];
		if (g->syntax_errors > 0 &&
		    !replay_before(m->loc, g->first_error))
			break;
		if (check_round(rp, m) < 0)
			break;
		if (m->kind == TALAT_MOVE_FREEZE ? declare(rp, m) :
		    play(rp, m, i))
			break;
		if (rp->nomem)
			break;
		rp->r->moves_replayed = i + 1;
	}
}

/* --- the result ---------------------------------------------------------- */

static void
collect_freezes(struct replay *rp)
{
	struct talat_result *r = rp->r;
	int b;

	r->nfreezes = 0;
	for (b = 0; b < TALAT_NBOARDS; b++) {
		if (rp->dead_after[b] < 0 && rp->declared_after[b] < 0)
			continue;
		r->freezes[r->nfreezes].board = b;
		r->freezes[r->nfreezes].dead_after_ply = rp->dead_after[b];
		r->freezes[r->nfreezes].declared_after_ply =
		    rp->declared_after[b];
		r->nfreezes++;
	}
}

int
talat_replay(const struct talat_game *g,
    const struct talat_replay_options *opts, struct talat_result *r)
{
	static const struct talat_replay_options defaults = { 0, 0 };
	struct talat_tiebreak tb;
	struct replay rp;

	talat_result_clear(r);
	memset(&rp, 0, sizeof(rp));
	rp.game = g;
	rp.opts = opts ? opts : &defaults;
	rp.r = r;
	replay_check_tags(&rp);
	if (replay_setup_variant(&rp) == 0)
		r->variant_ok = 1;
	replay_check_names(&rp);
	if (r->variant_ok && replay_setup_position(&rp) == 0) {
		r->started = 1;
		rp.first_ply = rp.pos.ply;
		if (talat_in_movement(&rp.pos))
			track_all(&rp, rp.pos.ply - 1);
		if (talat_game_over(&rp.pos))
			rp.pos.to_act = -1;
		replay_moves(&rp);
		if (r->nerrors == 0 && g->syntax_errors == 0)
			replay_check_stood_reached(&rp);
	} else {
		talat_position_init(&rp.pos, r->zihin, -1);
	}
	free(rp.stood);
	if (rp.nomem)
		goto nomem;
	r->final = rp.pos;
	collect_freezes(&rp);
	talat_score(&rp.pos, r->order, r->nplayers, r->scores, &r->winners,
	    &r->tiebreak);
	/* The edition's rule decides the tie (the default's is above). */
	r->tiebreak_rule = rp.opts->tiebreak;
	if (r->tiebreak_rule != TALAT_TIEBREAK_UNSHARED) {
		talat_tiebreak(r->scores, r->order, r->nplayers,
		    r->tiebreak_rule, &tb);
		r->winners = tb.winners;
		r->tiebreak = tb.decided;
	}
	if (r->nerrors > 0 || g->syntax_errors > 0)
		r->status = TALAT_INVALID;
	else if (talat_game_over(&rp.pos))
		r->status = TALAT_COMPLETE;
	else
		r->status = TALAT_UNFINISHED;
	if (r->status == TALAT_COMPLETE) {
		replay_check_result_tags(&rp);
		if (r->nerrors > 0)
			r->status = TALAT_INVALID;
	} else if (r->status == TALAT_UNFINISHED)
		replay_check_unfinished(&rp);
	if (talat_result_void(r, r->status))
		r->winners = 0;
	if (!rp.nomem)
		return 0;
nomem:
	errno = ENOMEM;
	return -1;
}

/* The position after the first k replayed plies, by replaying the game's
 * moves up to it (talat show --ply, talat html). */
int
talat_replay_prefix(const struct talat_game *g,
    const struct talat_result *full, const struct talat_replay_options *opts,
    size_t k, struct talat_result *r)
{
	struct talat_game cut = *g;
	size_t m;

	if (k > full->nplies)
		k = full->nplies;
	/* The declarations after the kth ply, or before the first: a record
	 * may start from a position in the movement phase, and hold no ply
	 * or fail at its first. */
	m = k == 0 ? 0 : full->plies[k - 1].move + 1;
	while (m < g->nmoves && g->moves[m].kind == TALAT_MOVE_FREEZE)
		m++;
	cut.nmoves = m;
	return talat_replay(&cut, opts, r);
}
