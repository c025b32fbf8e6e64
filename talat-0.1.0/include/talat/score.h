/* SPDX-License-Identifier: ISC */
/*
 * talat/score.h: the points of a position and the winners (rules.md
 * section 8), with the tiebreak rules of the editions (arbiter.md
 * section 3).
 */
#ifndef TALAT_SCORE_H
#define TALAT_SCORE_H

#include "talat/position.h"

#ifdef __cplusplus
extern "C" {
#endif

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
const char *talat_tiebreak_rule_name(enum talat_tiebreak_rule rule);
int talat_tiebreak_rule_from_name(const char *s);

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
	enum talat_point_kind kind;
	int colour;		/* the player credited */
	long ply;
	int stood;		/* CAPTURE: an illegal ply that stood */
	int tower, victim;
	int board, square;
	int points;
};

/* Enough for every source of every player of one game. */
#define TALAT_MAX_POINTS 64


/* How a tiebreak went, step by step (bit sets: colours or types). */
struct talat_tiebreak {
	enum talat_tiebreak_rule rule;
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
    const int *players, int nplayers, enum talat_tiebreak_rule rule,
    struct talat_tiebreak *t);

#ifdef __cplusplus
}
#endif

#endif
