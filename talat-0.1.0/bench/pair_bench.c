/* SPDX-License-Identifier: ISC */
/*
 * pair_bench: the seating solver (talat/pair.h) on events it seats
 * itself. An event of N players plays R rounds, each seated by the
 * solver (at most a second each) with a random winner at every table
 * and random points; the players are ranked by wins, then points, then
 * roster order, as talat pair ranks them. Then round R + 1 is seated
 * with the time limit given, and what it took is printed:
 *
 *	bench/pair_bench N ROUNDS SEED [SECONDS]
 *	N ROUNDS SEED: proven|unproven SECONDS s NODES nodes,
 *	    criteria C1 C2 C3 C4, bound B1 B2 B3 B4
 */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pair.h"

static unsigned long long seed;

static unsigned
rnd(unsigned n)
{
	seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
	return (unsigned)((seed >> 33) % n);
}

int
main(int argc, char **argv)
{
	size_t n, i, t;
	int rounds, r, c, k;
	double limit = 10;
	struct talat_pair_player *pl;
	long *met, *wins, *points, *idx;
	struct talat_pair_problem p = { 0 };
	struct talat_pair_result res;

	if (argc < 4) {
		fprintf(stderr, "usage: pair_bench N ROUNDS SEED [SECONDS]\n");
		return 2;
	}
	n = (size_t)atol(argv[1]);
	rounds = atoi(argv[2]);
	seed = strtoull(argv[3], NULL, 10);
	if (argc > 4)
		limit = atof(argv[4]);
	pl = calloc(n + 1, sizeof *pl);
	met = calloc(n * n + 1, sizeof *met);
	wins = calloc(n + 1, sizeof *wins);
	points = calloc(n + 1, sizeof *points);
	idx = calloc(n + 1, sizeof *idx);
	if (!pl || !met || !wins || !points || !idx)
		return 2;
	p.n = n;
	p.players = pl;
	p.met = met;
	for (r = 0; r <= rounds; r++) {
		/* Ranks: wins, then points, then roster order. */
		for (i = 0; i < n; i++)
			idx[i] = (long)i;
		for (i = 1; i < n; i++) {
			long v = idx[i];
			size_t j = i;

			while (j > 0 && (wins[idx[j - 1]] < wins[v] ||
			    (wins[idx[j - 1]] == wins[v] &&
			    points[idx[j - 1]] < points[v])))
				j--;
			memmove(idx + j + 1, idx + j, (i - j) * sizeof *idx);
			idx[j] = v;
		}
		for (i = 0; i < n; i++)
			pl[idx[i]].rank = (long)i + 1;
		p.time_limit = r == rounds ? limit : 1;
		p.alternatives = 0;
		if (talat_pair_seat(&p, &res) < 0) {
			perror("talat_pair_seat");
			return 2;
		}
		if (r == rounds) {
			printf("%zu %d %s: %s %.3f s %llu nodes, criteria %ld %ld "
			    "%ld %ld, bound %ld %ld %ld %ld\n", n, rounds,
			    argv[3], res.proven ? "proven" : "unproven",
			    res.seconds, res.nodes, res.seating.criteria[0],
			    res.seating.criteria[1], res.seating.criteria[2],
			    res.seating.criteria[3], res.bound[0], res.bound[1],
			    res.bound[2], res.bound[3]);
			talat_pair_result_free(&res);
			break;
		}
		for (t = 0; t < res.seating.ntables; t++) {
			const struct talat_pair_table *tb = &res.seating.tables[t];
			long win = rnd((unsigned)tb->size), at = 0;

			for (k = 0; k < tb->norder; k++)
				pl[tb->player[tb->order[k]]].place[k]++;
			for (c = 0; c < 3; c++) {
				long a = tb->player[c];
				int d;

				if (a < 0)
					continue;
				pl[a].colour[c]++;
				if (tb->size == 2)
					pl[a].two++;
				points[a] += rnd(30);
				if (at++ == win)
					wins[a]++;
				for (d = 0; d < c; d++)
					if (tb->player[d] >= 0) {
						met[a * n + tb->player[d]]++;
						met[tb->player[d] * n + a]++;
					}
			}
		}
		talat_pair_result_free(&res);
	}
	free(pl);
	free(met);
	free(wins);
	free(points);
	free(idx);
	return 0;
}
