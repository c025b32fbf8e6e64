/* SPDX-License-Identifier: ISC */
/*
 * dead_hunt.c: looks for hard boards for the dead-board oracle by hill
 * climbing on the reference search: boards where two towers could meet on
 * an empty board yet never can (dead by blocking), or only after a long
 * detour. Prints one TPN per line (the board is WB) with a comment:
 *   <TPN>\t<dead|steps N>\t<towers>
 * Usage: dead_hunt [SEED [COUNT [RESTARTS [long]]]]
 * With `long`, dead boards are not wanted: only long detours (at least
 * three steps more than on an empty board). With `slow`, the score is the
 * oracle's own time (least of five calls, in 100 ns units), and a board is
 * printed when the climb ends above 100 us, with the time as comment;
 * `slowdead` the same for dead boards only.
 * The output is test data (tests/data/dead_blocked.txt); the oracle is
 * not used here, only the reference.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "talat.h"
/* The reference search and the random boards (tests/libdeadref.la). */
#include "dead_reference.h"

static int
ntowers(const struct talat_position *p)
{
	int i, n = 0;

	for (i = 0; i < 25; i++)
		n += p->board[0][i] >= 0;
	return n;
}

/* Fewest steps on an empty board for any relating pair (Chebyshev-like
 * bound, a rough guide for the score only). */
static int
free_bound(const struct talat_position *p)
{
	int i, j, t, v, d, g, best = 99, lb;

	for (i = 0; i < 25; i++) {
		if ((t = p->board[0][i]) < 0 || talat_tower_colour(t) != 0)
			continue;
		for (j = 0; j < 25; j++) {
			if ((v = p->board[0][j]) < 0 || talat_tower_colour(v) == 0)
				continue;
			if (!talat_captures(t % 9, v % 9) &&
			    !talat_captures(v % 9, t % 9))
				continue;
			d = j / 5 - i / 5;
			g = abs(i % 5 - j % 5);
			if (d <= 0)
				lb = d == 0 && g == 1 ? 0 : 99;
			else if (g <= d)
				lb = d - 1;
			else
				lb = g == d + 1 ? d : 99;
			if (lb < best)
				best = lb;
		}
	}
	return best;
}

static int
oracle_time(const struct talat_position *p)
{
	struct timespec a, b;
	double best = 1e30, t;
	int i;

	for (i = 0; i < 5; i++) {
		clock_gettime(CLOCK_MONOTONIC, &a);
		(void)talat_board_dead(p, 0, NULL);
		clock_gettime(CLOCK_MONOTONIC, &b);
		t = (double)(b.tv_sec - a.tv_sec) * 1e9 +
		    (double)(b.tv_nsec - a.tv_nsec);
		if (t < best)
			best = t;
	}
	return (int)(best / 100);
}

/* Higher is harder: -1 not open, 1000 dead, else extra steps and steps. */
static int
score(const struct talat_position *p, int *dead, int *steps, int want_long)
{
	int r, s = -1;

	if (!dead_reference_open(p, 0))
		return -1;
	if (want_long >= 2) {
		*dead = talat_board_dead(p, 0, NULL);
		*steps = 0;
		if (want_long == 3 && *dead != 1)
			return 0;
		return oracle_time(p);
	}
	r = dead_reference(p, 0, &s, NULL);
	*dead = r;
	*steps = s;
	if (r == 1)
		return want_long ? -1 : 1000;
	if (r < 0)
		return -1;
	return 10 * (s - free_bound(p)) + s;
}

static void
mutate(struct talat_position *p, uint64_t *st)
{
	int kind = dead_rand_below(st, 4), i, from, to, t, c, used, n;
	signed char *b = p->board[0];

	n = ntowers(p);
	if (kind == 2 && n >= 16)
		kind = 0;
	if (kind == 3 && n <= 3)
		kind = 0;
	do
		from = dead_rand_below(st, 25);
	while (b[from] < 0);
	switch (kind) {
	case 0:		/* move a tower */
		do
			to = dead_rand_below(st, 25);
		while (b[to] >= 0);
		b[to] = b[from];
		b[from] = -1;
		break;
	case 1:		/* another type */
		c = talat_tower_colour(b[from]);
		used = 0;
		for (i = 0; i < 25; i++)
			if (b[i] >= 0 && talat_tower_colour(b[i]) == c)
				used |= 1 << (b[i] % 9);
		if (used == 0x1ff)
			break;
		do
			t = dead_rand_below(st, 9);
		while (used & (1 << t));
		b[from] = (signed char)(c * 9 + t);
		break;
	case 2:		/* one more tower */
		c = dead_rand_below(st, 2);
		used = 0;
		for (i = 0; i < 25; i++)
			if (b[i] >= 0 && talat_tower_colour(b[i]) == c)
				used |= 1 << (b[i] % 9);
		if (used == 0x1ff)
			break;
		do
			t = dead_rand_below(st, 9);
		while (used & (1 << t));
		do
			to = dead_rand_below(st, 25);
		while (b[to] >= 0);
		b[to] = (signed char)(c * 9 + t);
		break;
	default:	/* one tower fewer */
		b[from] = -1;
		break;
	}
	dead_census(p);
}

int
main(int argc, char **argv)
{
	uint64_t st = argc > 1 ? strtoull(argv[1], NULL, 0) : 1;
	int want = argc > 2 ? atoi(argv[2]) : 20;
	int restarts = argc > 3 ? atoi(argv[3]) : 100000;
	int want_long = argc > 4 && !strcmp(argv[4], "long") ? 1 :
	    argc > 4 && !strcmp(argv[4], "slow") ? 2 :
	    argc > 4 && !strcmp(argv[4], "slowdead") ? 3 : 0;
	int found = 0, r, it, sc, nsc, dead, steps, d2, s2;
	struct talat_position p, q;
	char tpn[TALAT_TPN_MAX];

	for (r = 0; r < restarts && found < want; r++) {
		dead_random_board(&p, 0, 4 + dead_rand_below(&st, 9),
		    (enum dead_layout)dead_rand_below(&st, DEAD_NLAYOUTS), &st);
		sc = score(&p, &dead, &steps, want_long);
		for (it = 0; it < 400 && (want_long >= 2 || sc < 1000); it++) {
			q = p;
			mutate(&q, &st);
			nsc = score(&q, &d2, &s2, want_long);
			if (nsc >= sc && nsc >= 0) {
				p = q;
				sc = nsc;
				dead = d2;
				steps = s2;
			}
		}
		if (want_long >= 2) {
			if (sc < 1000)
				continue;
			talat_tpn_write(&p, tpn);
			printf("%s\t%s\t%d\t%.1f us\n", tpn, dead ? "dead" :
			    "live", ntowers(&p), sc / 10.0);
			fflush(stdout);
			found++;
			continue;
		}
		if (sc < 1000 && (sc < 0 || steps - free_bound(&p) < 3))
			continue;
		talat_tpn_write(&p, tpn);
		if (dead)
			printf("%s\tdead\t%d\n", tpn, ntowers(&p));
		else
			printf("%s\tsteps %d\t%d\n", tpn, steps, ntowers(&p));
		fflush(stdout);
		found++;
	}
	return 0;
}
