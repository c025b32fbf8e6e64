/* SPDX-License-Identifier: ISC */
/*
 * replay_result.h: what the library's files and the talat program do
 * with a replay's result besides reading it, and libtalat does not
 * export (talat/replay.h declared them until the public API was cut:
 * issue 39): diagnostics raised (replay_result.c), whether a
 * game is void or wrong in its claims only, and the tag a misspelt name
 * means (replay_tags.c). (A name in parentheses: a macro of that name,
 * a check of the arguments against the template, may come before.)
 */
#ifndef TALAT_REPLAY_RESULT_H
#define TALAT_REPLAY_RESULT_H

#include "talat/replay.h"
#include "internal.h"

/* Raises a diagnostic of `kind` (talat/diag.h) at loc, about ply (0:
 * none), its template formatted with the arguments; its severity is the
 * kind's. 0, or -1 on allocation failure. */
TALAT_INTERNAL int (talat_result_raise)(struct talat_result *r,
    struct talat_loc loc, long ply, enum talat_diag_kind kind, ...);
/* Gives a place to a diagnostic raised without one. */
TALAT_INTERNAL int talat_result_raise_msg(struct talat_result *r,
    struct talat_loc loc, long ply, const struct talat_msg *m);

/*
 * The known tag (tgn.md section 5, and Stood) that the tag name `name`
 * means, when it is none itself but one in the wrong case ("order";
 * *wrong_case is then 1) or misspelt (an edit distance of 1, or of 2 for
 * names of five letters or more: "Winer", "Scroe"; *wrong_case 0): the
 * name the misspelt-tag warning gives. NULL otherwise.
 */
const char *talat_tag_meant(const char *name, int *wrong_case);

/*
 * Whether a game of `status` replayed into r is void: no winner can be
 * given, for it is invalid, not over, and nobody has scored when its
 * replay stops (it fails at its first ply, say, or its tags leave nothing
 * to replay). talat_replay() gives a void game no winners (r->winners 0);
 * talat score, talat yaml (winners: []) and talat from-yaml's check of a
 * summary follow this rule. `status` is r->status but for a replay of
 * part of a game whose status is known otherwise (from-yaml replays the
 * moves of an invalid game before its first error).
 */
TALAT_INTERNAL int talat_result_void(const struct talat_result *r,
    enum talat_status status);

/*
 * Whether r is a complete game whose only errors are its claims
 * (arbiter.md section 5): its moves replay to the end of the game
 * without an error, and every error is one of its Score tag (bad-score,
 * score-mismatch) or its Winner tag (bad-winner, winner-mismatch). Such a
 * game counts by its replay in the standings. Returns the claims in error
 * (TALAT_CLAIM_SCORE, TALAT_CLAIM_WINNER, or both), or 0 when r is not
 * such a game (valid, unfinished, or with another error).
 */
#define TALAT_CLAIM_SCORE	1u
#define TALAT_CLAIM_WINNER	2u
TALAT_INTERNAL unsigned talat_result_claims_only(const struct talat_result *r);

#endif
