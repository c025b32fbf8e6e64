/*
 * talat/replay.h: replaying a game record against the rules, and scoring.
 */
#ifndef TALAT_REPLAY_H
#define TALAT_REPLAY_H

#include <stddef.h>
#include "talat/base.h"
#include "talat/record.h"
#include "talat/position.h"

#ifdef __cplusplus
extern "C" {
#endif

enum talat_status { TALAT_COMPLETE, TALAT_UNFINISHED, TALAT_INVALID };

/* "complete", "unfinished", "invalid". */
const char *talat_status_name(int status);

/*
 * How a tie for the highest total is settled: the editions of the
 * rulebook differ (arbiter.md section 3).
 *   UNSHARED (German, Dutch; rules.md section 8, the default): for each
 *     tied player, the types that player captured and no other tied
 *     player did; the highest such type wins alone; none: all tied win.
 *   TOP (French, Spanish, Romanian, English read literally): T, the
 *     highest type any tied player captured; the tied players who
 *     captured T win (alone or together); none captured anything: all
 *     tied win.
 *   SHARED (Russian): all tied players win together.
 */
enum talat_tiebreak_rule {
	TALAT_TIEBREAK_UNSHARED,
	TALAT_TIEBREAK_TOP,
	TALAT_TIEBREAK_SHARED
};
#define TALAT_NTIEBREAK_RULES 3

/* "unshared", "top", "shared"; and back (-1 if unknown). */
const char *talat_tiebreak_rule_name(int rule);
int talat_tiebreak_rule_from_name(const char *s);

struct talat_replay_options {
	int strict;		/* strict freeze mode (rules.md section 7) */
	int tiebreak;		/* enum talat_tiebreak_rule (0: unshared) */
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

/* Points (rules.md section 8): for each tower captured, and for each
 * tower on an opposing start line (two players: each Zihin tower on the
 * opponent's start line too). */
#define TALAT_POINTS_CAPTURE 5
#define TALAT_POINTS_START_LINE 3

struct talat_score {
	signed char captured[TALAT_MAXCAPTURED];	/* towers, in order */
	int ncaptured;
	int start_line;		/* own towers on opposing start lines */
	int zihin_start_line;	/* two players: Zihin towers on the
				   opponent's start line */
	int points;
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
	int tiebreak_rule;		/* enum talat_tiebreak_rule used */
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
/* Adds a diagnostic (message copied); keeps file order. 0, or -1 on
 * allocation failure. */
int talat_result_add_diag(struct talat_result *r, int severity,
    struct talat_loc loc, long ply, const char *message, const char *source);

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
 * freeze declarations that follow the kth, into r (cleared first), so
 * that r->final is the position after that ply and r->freezes tell which
 * boards were dead by then. Returns 0, or -1 on allocation failure.
 */
int talat_replay_prefix(const struct talat_game *g,
    const struct talat_result *full, const struct talat_replay_options *opts,
    size_t k, struct talat_result *r);

/*
 * Scores a position (rules.md section 8) for the players of a game:
 * fills scores[colour] for each player, the winners (bit per colour) and
 * the tiebreak type (or -1), by the default rule (unshared).
 */
void talat_score(const struct talat_position *p, const int *players,
    int nplayers, struct talat_score scores[TALAT_NCOLOURS],
    unsigned *winners, int *tiebreak);

/*
 * Where a player's points come from (arbiter.md section 3, score
 * --explain), one entry per source:
 *   CAPTURE     5 for a tower taken: `ply` (0 when it was taken before
 *               the game's Position), the capturing `tower` (-1 when
 *               unknown; two players: it may be a Zihin tower), the
 *               `victim`, and `board` and `square` where it was taken
 *               (-1 when unknown);
 *   START_LINE  3 for the player's `tower` on an opposing start line at
 *               `board`, `square` (two players: the Zihin's line on the
 *               board of the player and the Zihin counts);
 *   ZIHIN_LINE  two players: 3 for a Zihin `tower` on the opponent's
 *               start line of the board of the Zihin and the opponent.
 */
enum talat_point_kind {
	TALAT_POINT_CAPTURE,
	TALAT_POINT_START_LINE,
	TALAT_POINT_ZIHIN_LINE
};

struct talat_point {
	int kind;		/* enum talat_point_kind */
	int colour;		/* the player credited */
	long ply;
	int stood;		/* CAPTURE: an illegal ply that stood */
	int tower, victim;
	int board, square;
	int points;
};

/* Enough for every source of every player of one game. */
#define TALAT_MAX_POINTS 64

/*
 * The sources of the points of the players of a replayed game (its final
 * position and the captures of its plies), player by player in turn
 * order, each player's captures in order, then start lines; into out
 * (room for max). Returns how many there are. Their points add up to
 * each player's total in r->scores.
 */
int talat_score_points(const struct talat_result *r, struct talat_point *out,
    int max);

/* How a tiebreak went, step by step (bit sets: colours or types). */
struct talat_tiebreak {
	int rule;			/* enum talat_tiebreak_rule */
	int best;			/* the highest total */
	unsigned tied;			/* players with that total */
	unsigned types[TALAT_NCOLOURS];	/* types each tied player captured */
	unsigned unshared[TALAT_NCOLOURS]; /* ... and no other tied player */
	int top;			/* highest type any tied player
					   captured, or -1 */
	unsigned winners;
	int decided;			/* the type that decided, or -1: under
					   UNSHARED the winner's highest unshared
					   type, under TOP T when it left out a
					   tied player; never under SHARED */
};

/*
 * Settles the winners among `players` from their scores (points and
 * captures filled in, as by talat_score) by `rule`.
 */
void talat_tiebreak(const struct talat_score scores[TALAT_NCOLOURS],
    const int *players, int nplayers, int rule, struct talat_tiebreak *t);

#ifdef __cplusplus
}
#endif

#endif
