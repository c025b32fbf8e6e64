/* SPDX-License-Identifier: ISC */
/*
 * adjudicate_bench: talat_adjudicate() on games of talat gen cut short.
 *
 *   adjudicate_bench PLAYERS SEED GAMES CUTMIN CUTMAX [LIMIT]
 *
 * Game i (1..GAMES) of `talat gen --players PLAYERS --seed SEED` loses
 * its last CUTMIN + (i mod (CUTMAX - CUTMIN + 1)) moves (plies, passes
 * and declarations: the items of the record) and its Score and Winner
 * tags, and is adjudicated. One line per game: index, cut, positions,
 * determined, CPU seconds; then the median and the maximum. With ONLY=i
 * in the environment, game i alone; with DUMP=1 too, its record cut
 * (TGN) on standard output instead.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "talat.h"
#include "adjudicate.h"
#include "gen.h"
#include "testutil_nocheck.h"

static double
cpu(void)
{
	struct timespec t;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static int
cmp(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

static void
drop_move(struct talat_move *m)
{
	size_t i;

	for (i = 0; i < m->ncomments; i++)
		free(m->comments[i].text);
	free(m->comments);
	m->comments = NULL;
	m->ncomments = 0;
}

int
main(int argc, char **argv)
{
	struct talat_gen_options go;
	struct talat_replay_options ro;
	struct talat_adjudicate_options ao;
	struct talat_adjudication a;
	struct talat_result r;
	struct talat_game g;
	char err[256];
	double *times, t0;
	long games, i, cutmin, cutmax, cut, undetermined = 0, only = 0, n = 0;
	size_t k;
	int ret;

	if (argc < 6) {
		fprintf(stderr, "usage: adjudicate_bench PLAYERS SEED GAMES "
		    "CUTMIN CUTMAX [LIMIT]\n");
		return 2;
	}
	memset(&go, 0, sizeof go);
	go.players = atoi(argv[1]);
	go.seed = strtoull(argv[2], NULL, 10);
	games = atol(argv[3]);
	cutmin = atol(argv[4]);
	cutmax = atol(argv[5]);
	memset(&ro, 0, sizeof ro);
	memset(&ao, 0, sizeof ao);
	ao.limit = argc > 6 ? strtoul(argv[6], NULL, 10) : 0;
	if (getenv("ONLY") != NULL)
		only = atol(getenv("ONLY"));
	if ((times = calloc((size_t)games + 1, sizeof *times)) == NULL)
		return 2;
	talat_game_init(&g);
	talat_result_init(&r);
	for (i = 1; i <= games; i++) {
		go.index = i;
		if (talat_gen_game(&go, &g, err, sizeof err) < 0) {
			fprintf(stderr, "gen: %s\n", err);
			return 2;
		}
		cut = cutmin + i % (cutmax - cutmin + 1);
		for (k = 0; k < (size_t)cut && g.nmoves > 0; k++)
			drop_move(&g.moves[--g.nmoves]);
		tu_drop_claims(&g);
		if (only != 0 && i != only)
			continue;
		if (only != 0 && getenv("DUMP") != NULL)
			return talat_write_tgn(stdout, &g, go.players, 1) < 0;
		if (talat_replay(&g, &ro, &r) < 0)
			return 2;
		t0 = cpu();
		ret = talat_adjudicate(&r, &ao, &a);
		times[n] = cpu() - t0;
		if (ret < 0) {
			perror("adjudicate");
			return 2;
		}
		undetermined += ret != 0;
		printf("%ld\t%ld\t%lu\t%d\t%.3f\n", i, cut, a.positions,
		    a.determined, times[n++]);
		fflush(stdout);
		talat_adjudication_free(&a);
	}
	qsort(times, (size_t)n, sizeof *times, cmp);
	if (n > 0)
		printf("median %.3f s, max %.3f s, %ld of %ld undetermined\n",
		    times[n / 2], times[n - 1], undetermined, n);
	talat_result_free(&r);
	talat_game_free(&g);
	free(times);
	return 0;
}
