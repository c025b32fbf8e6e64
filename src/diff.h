/* SPDX-License-Identifier: ISC */
/*
 * diff.h: comparing two records of one game (arbiter.md section 3),
 * as two players' scoresheets of the same game would be.
 */
#ifndef TALAT_DIFF_H
#define TALAT_DIFF_H

#include <stdio.h>
#include "talat/record.h"
#include "talat/replay.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A tag that differs: its value in each record, NULL where it is
 * missing. The strings belong to the games compared. */
struct talat_tag_diff {
	const char *name;
	const char *a, *b;
};

struct talat_game_diff {
	int same;			/* tags and moves all agree */
	/* Tags that differ, compared by name (the first of a duplicated
	 * name counts; order does not): A's tags in A's order, then those
	 * only B has, in B's order. */
	struct talat_tag_diff *tags;
	size_t ntags, captags;
	/*
	 * The first move (ply or declaration) where the records differ,
	 * by canonical text (comments, annotations, layout and round
	 * numbers do not count). moves_differ is 0 when all agree. `move`
	 * is its index in both games; `ply` the number of the ply written
	 * there, or of the next ply when a record has a declaration or
	 * nothing there, numbered as in A (its Position and Zihin tags);
	 * `round` that ply's round. a and b are the canonical texts, ""
	 * where a record has no move.
	 */
	int moves_differ;
	size_t move;
	long ply, round;
	char a[TALAT_PLY_TEXT_MAX], b[TALAT_PLY_TEXT_MAX];
	/*
	 * Whether the move where they differ is one that a record leaves
	 * out: 1 when A lacks B's move there, 2 when B lacks A's, that is
	 * when, that move aside, every move after it agrees, to the end of
	 * both records, and both go on after it; 0 otherwise.
	 */
	int left_out;
};

void talat_game_diff_init(struct talat_game_diff *d);
void talat_game_diff_free(struct talat_game_diff *d);

/* Compares a and b into d (emptied first). 0, or -1 when memory ran
 * out (errno ENOMEM). */
int talat_game_diff(const struct talat_game *a, const struct talat_game *b,
    struct talat_game_diff *d);

/* One record of a comparison, as the reports show it. */
struct talat_diff_side {
	const char *file;		/* the name to show */
	const struct talat_game *game;
	const struct talat_result *result;	/* its replay, with its syntax
						   diagnostics */
};

/* The first error of a replay result (file order), or NULL. */
const struct talat_diag *talat_result_first_error(
    const struct talat_result *r);

/*
 * Writes the comparison as one YAML document (arbiter.md section 3): the
 * keys same, tags (tag, a, b), first_difference (ply, round, a, b, or
 * null), a and b (file, status, plies, first_error (ply, line, column,
 * code, message, or null), scores (points per colour), winners). 0, or
 * -1 when the output failed (errno set) or memory ran out.
 */
int talat_diff_write_yaml(FILE *out, const struct talat_game_diff *d,
    const struct talat_diff_side *a, const struct talat_diff_side *b);

#ifdef __cplusplus
}
#endif

#endif
