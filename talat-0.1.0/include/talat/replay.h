/* SPDX-License-Identifier: ISC */
/*
 * talat/replay.h: replaying a game record against the rules (the scores
 * of its final position are talat/score.h's).
 */
#ifndef TALAT_REPLAY_H
#define TALAT_REPLAY_H

#include <stddef.h>
#include "talat/base.h"
#include "talat/record.h"
#include "talat/position.h"
#include "talat/rules.h"
#include "talat/score.h"

#ifdef __cplusplus
extern "C" {
#endif

enum talat_status { TALAT_COMPLETE, TALAT_UNFINISHED, TALAT_INVALID };

/* "complete", "unfinished", "invalid". */
const char *talat_status_name(enum talat_status status);

struct talat_replay_options {
	int strict;		/* strict freeze mode (rules.md section 7) */
	enum talat_tiebreak_rule tiebreak;	/* (0: unshared) */
};

/* One replayed ply. */
struct talat_ply {
	long ply;
	long round;
	int actor;			/* the colour who acted */
	struct talat_action action;
	size_t move;			/* index into the game's moves */
	int stood;			/* illegal, applied as the Stood tag
					   says */
};

struct talat_freeze {
	int board;
	long dead_after_ply;		/* -1: not dead */
	long declared_after_ply;	/* -1: never declared */
};

struct talat_result {
	enum talat_status status;
	int nplayers;
	int zihin;			/* colour, or -1 */
	int order[TALAT_NCOLOURS];	/* players, starting player first */
	int variant_ok;			/* the Zihin and Order tags could be
					   used (order[] is the game's) */
	struct talat_ply *plies;	/* the replayed (valid) plies */
	size_t nplies, capplies;
	size_t moves_replayed;		/* moves of the game taken in */
	struct talat_freeze freezes[TALAT_NBOARDS]; /* by board; see nfreezes */
	int nfreezes;			/* entries used, in board order */
	struct talat_position final;
	int started;			/* 0 when tags left nothing to replay */
	struct talat_score scores[TALAT_NCOLOURS];
	unsigned winners;		/* bit per colour */
	int tiebreak;			/* the type that decided, or -1 */
	enum talat_tiebreak_rule tiebreak_rule;	/* the rule used */
	struct talat_diag *diags;	/* in file order */
	size_t ndiags, capdiags;
	int nerrors, nwarnings;
};

void talat_result_init(struct talat_result *r);
void talat_result_clear(struct talat_result *r);
void talat_result_free(struct talat_result *r);
/* Makes dst (initialized; its contents are replaced) a deep copy of src.
 * 0, or -1 when memory ran out (errno ENOMEM; dst is then cleared). */
int talat_result_copy(struct talat_result *dst, const struct talat_result *src);
/* Adds a copy of d (message and source copied); keeps file order. 0, or
 * -1 on allocation failure. */
int talat_result_add_diag(struct talat_result *r, const struct talat_diag *d);


/* The action a written move (not a declaration) stands for when `actor`
 * makes it, and back: the move's kind, type, board and squares for an
 * action (fields a kind has no use for are -1; location, round,
 * annotation and comments are left as they are). */
void talat_move_action(const struct talat_move *m, int actor,
    struct talat_action *a);
void talat_action_move(const struct talat_action *a, struct talat_move *m);

/*
 * Replays g into r (cleared first). Syntax errors already counted in g make
 * the game invalid; only the moves before the first one are replayed.
 * Returns 0, or -1 on allocation failure.
 */
int talat_replay(const struct talat_game *g,
    const struct talat_replay_options *opts, struct talat_result *r);


/*
 * Replays the start of g: its first k replayed plies (those of `full`,
 * the result of replaying all of g; 0 <= k <= full->nplies) and the
 * freeze declarations that follow the kth (for k 0, those before the
 * first ply, also in a record with no ply), into r (cleared first), so
 * that r->final is the position after that ply and r->freezes tell which
 * boards were dead by then. Returns 0, or -1 on allocation failure.
 */
int talat_replay_prefix(const struct talat_game *g,
    const struct talat_result *full, const struct talat_replay_options *opts,
    size_t k, struct talat_result *r);

/*
 * The boards that a freeze declaration may name right after the moves
 * that r replayed (g replayed with opts; an invalid game up to its first
 * error), and that the record has not declared: bit b for board b. A
 * declaration names a dead board in the movement phase; in declared
 * mode, neither a frozen board nor one once the game is over; in strict
 * mode also a board that froze by itself, and after the end (rules.md
 * section 7). So, after a ply, the boards that the players had to
 * declare: the page of talat html asks whether the scoresheet does.
 */
unsigned talat_declarable(const struct talat_result *r,
    const struct talat_replay_options *opts);

/*
 * The sources of the points of the players of a replayed game (its final
 * position and the captures of its plies), player by player in turn
 * order, each player's captures in order, then start lines; into out
 * (room for max). Returns how many there are. Their points add up to
 * each player's total in r->scores.
 */
int talat_score_points(const struct talat_result *r, struct talat_point *out,
    int max);

#ifdef __cplusplus
}
#endif

#endif
