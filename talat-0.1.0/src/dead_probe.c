/* SPDX-License-Identifier: ISC */
/*
 * dead_probe.c: a quick test that a board is alive, for the replay, which
 * asks after every ply and needs no shortest witness. Two towers of
 * opposite colours whose types relate walk towards each other over empty
 * squares; when they meet, the capture is the witness. When no pair gets
 * through, the exact oracle decides.
 */
#include <stdlib.h>
#include "dead_probe.h"

struct walker {
	int sq;		/* where the tower stands */
	int dir;	/* +1: moves up the ranks (the low colour), -1: down */
	int tower;
};

static int
file_of(int sq)
{
	return sq % 5;
}

static int
rank_of(int sq)
{
	return sq / 5;
}

/* Whether two towers, lo moving up and hi moving down, are in contact:
 * either could take the other if the relation allows. */
static int
in_contact(int lo, int hi)
{
	int d = rank_of(hi) - rank_of(lo), df = abs(file_of(hi) - file_of(lo));

	return (d == 1 && df <= 1) || (d == 0 && df == 1);
}

/* One step of w towards file `target` (diagonally when the files
 * differ, else straight on), onto an empty square of board b; -1 when
 * neither square is free. */
static int
step_towards(const signed char *b, const struct walker *w, int target)
{
	int f = file_of(w->sq), r = rank_of(w->sq) + w->dir;
	int toward = target > f ? f + 1 : target < f ? f - 1 : f;

	if (r < 0 || r > 4)
		return -1;
	if (b[r * 5 + toward] < 0)
		return r * 5 + toward;
	if (toward != f && abs(target - f) <= 1 && b[r * 5 + f] < 0)
		return r * 5 + f;
	return -1;
}

static void
move(signed char *b, struct talat_witness *w, int board, struct walker *k,
    int to)
{
	struct talat_action *s = &w->steps[w->nsteps++];

	s->kind = TALAT_STEP;
	s->board = board;
	s->from = k->sq;
	s->to = to;
	s->tower = k->tower;
	s->victim = -1;
	b[to] = b[k->sq];
	b[k->sq] = -1;
	k->sq = to;
}

/* Walks lo and hi towards each other on a copy of the board, each step
 * by the one that can; 1 when they meet. */
static int
walk_pair(const signed char *board, int bn, struct walker *lo,
    struct walker *hi, struct talat_witness *w)
{
	signed char b[TALAT_NSQUARES];
	int i, to;

	for (i = 0; i < TALAT_NSQUARES; i++)
		b[i] = board[i];
	w->nsteps = 0;
	while (!in_contact(lo->sq, hi->sq)) {
		if (rank_of(lo->sq) > rank_of(hi->sq) ||
		    abs(file_of(lo->sq) - file_of(hi->sq)) - 1 >
		    rank_of(hi->sq) - rank_of(lo->sq))
			return 0;	/* passed, or too far apart */
		to = step_towards(b, lo, file_of(hi->sq));
		if (to >= 0 && rank_of(to) <= rank_of(hi->sq)) {
			move(b, w, bn, lo, to);
			continue;
		}
		to = step_towards(b, hi, file_of(lo->sq));
		if (to >= 0 && rank_of(to) >= rank_of(lo->sq)) {
			move(b, w, bn, hi, to);
			continue;
		}
		return 0;
	}
	return 1;
}

int
dead_probe(const struct talat_position *p, int board,
    struct talat_witness *w)
{
	const signed char *b = p->board[board];
	struct walker lo, hi;
	int a, c, ta, tc, low = talat_board_low(board), x, y;

	for (a = 0; a < TALAT_NSQUARES; a++) {
		if ((ta = b[a]) < 0 || talat_tower_colour(ta) != low)
			continue;
		x = talat_tower_type(ta);
		for (c = 0; c < TALAT_NSQUARES; c++) {
			if ((tc = b[c]) < 0 || talat_tower_colour(tc) == low)
				continue;
			y = talat_tower_type(tc);
			if (!talat_captures(x, y) && !talat_captures(y, x))
				continue;
			lo.sq = a;
			lo.dir = 1;
			lo.tower = ta;
			hi.sq = c;
			hi.dir = -1;
			hi.tower = tc;
			if (!walk_pair(b, board, &lo, &hi, w))
				continue;
			/* The capture, by whichever of the two may take. */
			w->capture.kind = TALAT_CAPTURE;
			w->capture.board = board;
			if (talat_captures(x, y)) {
				w->capture.from = lo.sq;
				w->capture.to = hi.sq;
				w->capture.tower = ta;
				w->capture.victim = tc;
			} else {
				w->capture.from = hi.sq;
				w->capture.to = lo.sq;
				w->capture.tower = tc;
				w->capture.victim = ta;
			}
			return 1;
		}
	}
	return 0;
}
