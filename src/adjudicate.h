/* SPDX-License-Identifier: ISC */
/*
 * adjudicate.h: what each player can still get from a game that
 * stopped before its end (event.md section 5), computed exactly over
 * every continuation.
 */
#ifndef TALAT_ADJUDICATE_H
#define TALAT_ADJUDICATE_H

#include <stddef.h>
#include "talat/replay.h"
#include "talat/score.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The default bound on the distinct positions of one search. */
#define TALAT_ADJUDICATE_LIMIT 5000000UL
/* What one position of the search costs in memory, in bytes: the table
 * holds a power of two of them, at most 3/4 full, doubled as the search
 * grows, so a search takes at most 4 * TALAT_ADJUDICATE_ENTRY bytes per
 * position of its limit (the old table and the new while it doubles);
 * the boards' arrangements and classes (each figure apart) about as much
 * again (talat-adjudicate(1)). */
#define TALAT_ADJUDICATE_ENTRY 32

/* How the search goes (the answer is the same; for tests and
 * benchmarks): */
enum talat_adjudicate_method {
	TALAT_ADJUDICATE_AUTO,		/* the positions with a small budget,
					   then each figure apart over the
					   boards apart, or the positions
					   again when a board has too many
					   arrangements */
	TALAT_ADJUDICATE_POSITIONS,	/* the positions themselves */
	TALAT_ADJUDICATE_BOARDS,	/* the boards apart (movement phase) */
	TALAT_ADJUDICATE_FIGURES	/* each figure apart over the boards
					   apart (movement phase) */
};

struct talat_adjudicate_options {
	enum talat_tiebreak_rule tiebreak;	/* the rule in force */
	unsigned long limit;	/* distinct positions at most; 0: the default */
	enum talat_adjudicate_method method;	/* 0: AUTO */
};

/*
 * One player's figures (event.md section 5). A figure the search could
 * not settle within its limit is -1 (the witnesses NULL).
 */
struct talat_adjudged {
	int colour;
	int now;		/* the points as the record stands */
	int max, min;		/* the most and fewest points in some
				   continuation */
	int guaranteed;		/* the minimax value against the others
				   acting as one */
	int can_win;		/* 1, 0; -1 undetermined */
	int sure_win;		/* 1, 0; -1 undetermined */
	char *witness_max;	/* a continuation ending with max points:
				   TGN plies and declarations ("" when the
				   game is over) */
	char *witness_min;	/* ... ending with min points */
};

struct talat_adjudication {
	int nplayers;
	struct talat_adjudged players[TALAT_NCOLOURS];	/* in turn order */
	long stops_after;	/* the last ply of the record (0: none) */
	int to_act;		/* colour to act next, or -1: the game is over */
	unsigned winners;	/* the winners (bit per colour) when every
				   continuation ends with the same ones
				   (the players who can win are those sure
				   to win); 0 when they differ or are not
				   determined */
	unsigned long positions;	/* distinct positions searched */
	int determined;		/* 1: every figure is exact */
};

/*
 * Searches every continuation of the game replayed in r (status complete
 * or unfinished) from where it stops, under the rulebook's own rule: a
 * board freezes the moment it is dead (also one dead but undeclared when
 * the record stops), two frozen boards end the game, a player with no
 * legal action passes. Fills a (its witnesses allocated: free them with
 * talat_adjudication_free()). Returns 0 when every figure is determined,
 * 1 when the search stopped at its limit (the figures it could not
 * settle are -1, a->determined 0), TALAT_FAILED (-1) when memory ran out
 * (errno ENOMEM) or r is invalid (errno EINVAL); a is then empty.
 */
int talat_adjudicate(const struct talat_result *r,
    const struct talat_adjudicate_options *o, struct talat_adjudication *a);
/* Frees the witnesses of a (a itself is the caller's). */
void talat_adjudication_free(struct talat_adjudication *a);

#ifdef __cplusplus
}
#endif

#endif
