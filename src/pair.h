/* SPDX-License-Identifier: ISC */
/*
 * pair.h: seating a round of an event at tables of three (two
 * with the Zihin), exactly (doc/spec/event.md section 6). Independent
 * of the event file: the caller gives the players to seat, their ranks
 * and their history; the solver gives the seating that is least on the
 * criteria of section 6, lexicographically:
 *
 *   1. repeat meetings: the sum, over every pair at one table, of the
 *      times that pair sat at one table before (met[]);
 *   2. two-player tables: the sum, over the players at tables of two,
 *      of the tables of two each had before (two);
 *   3. standings: the sum over tables of the highest rank number less
 *      the lowest;
 *   4. turn order and colour: the sum over players of the times each
 *      had their place in the order (place[0] first, [1] second, [2]
 *      third) and their colour (colour[TALAT_WHITE] ...);
 *   5. ties: tables numbered from the one whose best-ranked player
 *      ranks best, compared table by table by their players' ranks in
 *      colour order W, B, G (the Zihin's colour after every player).
 *
 *	struct talat_pair_problem p = { .n = n, .players = pl, .met = met,
 *	    .time_limit = 10 };
 *	struct talat_pair_result r;
 *	if (talat_pair_seat(&p, &r) < 0)
 *		... errno
 *	... r.seating.tables[t].player[TALAT_WHITE], r.proven, r.bound ...
 *	talat_pair_result_free(&r);
 *
 * The search is a branch and bound over every seating (the best-ranked
 * player not yet seated and each choice of table-mates), pruned by
 * lower bounds on what the players left can still cost; it proves the
 * seating optimal when it finishes within time_limit, and otherwise
 * gives the best seating found, unproven, with a lower bound.
 */
#ifndef TALAT_PAIR_H
#define TALAT_PAIR_H

#include <stddef.h>
#include "talat/base.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Criteria 1-4 (criterion 5 only orders equal seatings). */
#define TALAT_PAIR_CRITERIA 4
/* At most this many co-optimal seatings are collected. */
#define TALAT_PAIR_ALTERNATIVES 5

/* A player to seat, with their history before the round. */
struct talat_pair_player {
	long rank;		/* rank number (1 best); equal ranks are
				   ordered by index */
	long two;		/* tables of two had */
	long place[TALAT_NCOLOURS];	/* times first, second, third */
	long colour[TALAT_NCOLOURS];	/* times White, Black, Grey */
};

/* A table: player indices by colour (-1 for the Zihin's colour). */
struct talat_pair_table {
	int size;		/* 3, or 2 with the Zihin */
	long player[TALAT_NCOLOURS];
	int zihin;		/* the Zihin's colour, or -1 */
	int order[TALAT_NCOLOURS];	/* turn order, colours */
	int norder;		/* = size */
};

struct talat_pair_seating {
	struct talat_pair_table *tables;	/* in the order of criterion 5 */
	size_t ntables;
	long bye;		/* the one player of n = 1, else -1 */
	long criteria[TALAT_PAIR_CRITERIA];
};

struct talat_pair_problem {
	size_t n;		/* players */
	const struct talat_pair_player *players;
	const long *met;	/* n x n: met[i * n + j], times i and j sat
				   at one table (symmetric) */
	double time_limit;	/* seconds; 0: none */
	size_t alternatives;	/* co-optimal seatings wanted (0 to
				   TALAT_PAIR_ALTERNATIVES) */
};

struct talat_pair_result {
	struct talat_pair_seating seating;	/* the best found */
	/* Other seatings equal to it on criteria 1-4 (different tables
	 * of players), in the order of criterion 5. */
	struct talat_pair_seating alternatives[TALAT_PAIR_ALTERNATIVES];
	size_t nalternatives;
	int proven;		/* the search finished: seating is optimal
				   (and the alternatives are the first ones
				   in the tie order) */
	/* Lower bound on criteria 1-4, lexicographic: no seating is less
	 * than it. Equal to seating.criteria when proven. */
	long bound[TALAT_PAIR_CRITERIA];
	/* The bound of each criterion on its own before any search. */
	long first_bound[TALAT_PAIR_CRITERIA];
	unsigned long long nodes;	/* search nodes */
	double seconds;
};

/*
 * Seats the players of p. Returns 0 (r filled: free it with
 * talat_pair_result_free), or -1 with errno: EINVAL (a negative count,
 * met[] not symmetric), EOVERFLOW (histories too large to weigh), ENOMEM.
 */
int talat_pair_seat(const struct talat_pair_problem *p,
    struct talat_pair_result *r);
void talat_pair_result_free(struct talat_pair_result *r);

/*
 * The table of players[0..size) (size 2 or 3) with the colours and
 * Order least on criterion 4, then on criterion 5 (then the Order
 * first among W B G, W G B, B W G, B G W, G W B, G B W; at a table of
 * two the default first). Its figures go into crit (may be NULL).
 * Returns 0, or -1 (EINVAL).
 */
int talat_pair_table_best(const struct talat_pair_problem *p,
    const long *players, int size, struct talat_pair_table *out,
    long crit[TALAT_PAIR_CRITERIA]);

/*
 * The figures of criteria 1-4 of the tables given (colours and Order as
 * they are), into crit. Returns 0, or -1 (EINVAL) when a table is not
 * valid (its size, a player twice or out of range, its Order).
 */
int talat_pair_criteria(const struct talat_pair_problem *p,
    const struct talat_pair_table *tables, size_t ntables,
    long crit[TALAT_PAIR_CRITERIA]);

/*
 * Compares two seatings of p in the order of criterion 5 (tables given
 * in any order): <0, 0, >0.
 */
int talat_pair_tie_compare(const struct talat_pair_problem *p,
    const struct talat_pair_table *a, const struct talat_pair_table *b,
    size_t ntables);

#ifdef __cplusplus
}
#endif

#endif
