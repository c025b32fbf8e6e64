/* SPDX-License-Identifier: ISC */
/* points.c: where the points of a replayed game come from (arbiter.md
 * section 3, talat score --explain). */
#include <string.h>
#include "talat/replay.h"
#include "position_private.h"

/* The captures of `c` into out (room for max from *n on). */
static void
capture_points(const struct talat_result *r, int c, struct talat_point *out,
    int max, int *n)
{
	const struct talat_position *p = &r->final;
	struct talat_point pt;
	size_t i, from_plies = 0;
	int k, before;

	for (i = 0; i < r->nplies; i++)
		if (r->plies[i].action.kind == TALAT_CAPTURE &&
		    r->plies[i].actor == c)
			from_plies++;
	/* The first captures of the list were made before the Position. */
	before = p->ncaptured[c] - (int)from_plies;
	for (k = 0; k < before; k++) {
		memset(&pt, 0, sizeof(pt));
		pt.kind = TALAT_POINT_CAPTURE;
		pt.colour = c;
		pt.tower = -1;
		pt.victim = p->captured[c][k];
		pt.board = pt.square = -1;
		pt.points = TALAT_POINTS_CAPTURE;
		if (*n < max)
			out[*n] = pt;
		(*n)++;
	}
	for (i = 0; i < r->nplies; i++) {
		const struct talat_ply *pl = &r->plies[i];

		if (pl->action.kind != TALAT_CAPTURE || pl->actor != c)
			continue;
		memset(&pt, 0, sizeof(pt));
		pt.kind = TALAT_POINT_CAPTURE;
		pt.colour = c;
		pt.ply = pl->ply;
		pt.stood = pl->stood;
		pt.tower = pl->action.tower;
		pt.victim = pl->action.victim;
		pt.board = pl->action.board;
		pt.square = pl->action.to;
		pt.points = TALAT_POINTS_CAPTURE;
		if (*n < max)
			out[*n] = pt;
		(*n)++;
	}
}

int
talat_score_points(const struct talat_result *r, struct talat_point *out,
    int max)
{
	int i, n = 0;

	for (i = 0; i < r->nplayers; i++) {
		capture_points(r, r->order[i], out, max, &n);
		n += talat_position_points(&r->final, &r->order[i], 1,
		    n < max ? out + n : out, n < max ? max - n : 0);
	}
	return n;
}
