/* SPDX-License-Identifier: ISC */
/*
 * replay_private.h: one replay's state, shared by the files of the replay
 * (internal): replay.c replays the moves against the rules, replay_tags.c
 * reads and checks the tags (those that set the game up, those that
 * state its result), replay_result.c keeps the result and its
 * diagnostics (struct talat_result).
 */
#ifndef TALAT_REPLAY_PRIVATE_H
#define TALAT_REPLAY_PRIVATE_H

#include "talat/replay.h"
#include "internal.h"
#include "diag_raise.h"
#include "replay_result.h"

/* The state of one replay. */
struct replay {
	const struct talat_game *game;
	const struct talat_replay_options *opts;
	struct talat_result *r;
	struct talat_position pos;
	int turn;			/* index into r->order of the actor */
	long dead_after[TALAT_NBOARDS];	/* -1 while alive */
	long declared_after[TALAT_NBOARDS];
	/* Squares (bit per square) that the last witness of each live board
	 * uses, 0 when there is none: a ply that leaves them alone leaves
	 * the witness good, so the board alive, without asking the oracle. */
	unsigned long witness_squares[TALAT_NBOARDS];
	int nomem;
	/* The plies of the Stood tag, sorted, and the tag itself. */
	long *stood;
	size_t nstood;
	const struct talat_tag *stood_tag;
	long first_ply;			/* the number of the first ply */
};

/* Whether a comes before b in the file. */
static inline int
replay_before(struct talat_loc a, struct talat_loc b)
{
	return a.line < b.line || (a.line == b.line && a.column < b.column);
}


/* replay_result.c: a diagnostic of the replay, at loc and ply (0: none);
 * rp->nomem when memory ran out. */
TALAT_INTERNAL void replay_raise(struct replay *rp, struct talat_loc loc,
    long ply, enum talat_diag_kind kind, ...);
#define replay_raise(rp, loc, ply, ...) \
	(TL_DIAG_CHECK(__VA_ARGS__), replay_raise(rp, loc, ply, __VA_ARGS__))
/* talat_result_raise (replay_result.h), its arguments checked likewise
 * (src/diag_raise.h). */
#define talat_result_raise(r, loc, ply, ...) (TL_DIAG_CHECK(__VA_ARGS__), \
	talat_result_raise(r, loc, ply, __VA_ARGS__))

/* replay_tags.c, in the order the replay calls them. */
/* Duplicate, misspelt and miscased tags, the Date, and the Stood tag's
 * plies read into rp. */
TALAT_INTERNAL void replay_check_tags(struct replay *rp);
/* One name on two colours (same-player-twice), once the Zihin is known. */
TALAT_INTERNAL void replay_check_names(struct replay *rp);
/* The players from Zihin and Order into rp->r: 0, or -1 (raised) when
 * they cannot be known. */
TALAT_INTERNAL int replay_setup_variant(struct replay *rp);
/* The start, empty or the Position tag's: 0, or -1 (raised, or
 * rp->nomem). */
TALAT_INTERNAL int replay_setup_position(struct replay *rp);
/* Whether the Stood tag lists the ply. */
TALAT_INTERNAL int replay_stands(const struct replay *rp, long ply);
/* After a replay without error: every ply the Stood tag lists was
 * reached. */
TALAT_INTERNAL void replay_check_stood_reached(struct replay *rp);
/* A complete game: its Score and Winner tags against the replay. */
TALAT_INTERNAL void replay_check_result_tags(struct replay *rp);
/* An unfinished game: the warnings it draws. */
TALAT_INTERNAL void replay_check_unfinished(struct replay *rp);

#endif
