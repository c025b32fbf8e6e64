/* SPDX-License-Identifier: ISC */
/*
 * dead_bench.c: times the dead-board oracle and checks it against the
 * reference search on many more boards than `make check` does.
 *
 *   dead_bench time [PER [SEED]]     time talat_board_dead on PER boards
 *                                    (default 3000) for each number of
 *                                    towers 1..18 (every layout of
 *                                    dead_random_board in turn), plus the
 *                                    hard boards of tests/data (each on
 *                                    all three boards)
 *   dead_bench agree [N [SEED]]      compare with the reference on N boards
 *                                    (default 200000) with 1..10 towers,
 *                                    half of them ones the oracle must
 *                                    search; exit 1 on any disagreement
 *
 * Each board is timed with a witness requested; a board's time is the
 * least of three calls (to keep interruptions out), and the raw maximum
 * of all single calls is printed too. The hard boards are read from the
 * file named by $DEAD_HARD (default tests/data/dead_blocked.txt).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "talat.h"
/* The reference search and the random boards (tests/libdeadref.la). */
#include "dead_reference.h"

static double
now_ns(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

static int
cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

struct timing {
	double *t;
	long n, cap;
	double raw_max;
	long ndead;
};

static int
add_time(struct timing *tm, double t)
{
	if (tm->n == tm->cap) {
		long nc = tm->cap ? tm->cap * 2 : 4096;
		double *nt = realloc(tm->t, (size_t)nc * sizeof(*nt));

		if (!nt)
			return -1;
		tm->t = nt;
		tm->cap = nc;
	}
	tm->t[tm->n++] = t;
	return 0;
}

/* Times board b of p; returns the least of three calls in ns. */
static double
time_board(const struct talat_position *p, int b, struct timing *all,
    struct timing *one, volatile int *sink)
{
	struct talat_witness w;
	double best = 1e30, t0, t;
	int i, d = 0;

	for (i = 0; i < 3; i++) {
		t0 = now_ns();
		d = talat_board_dead(p, b, &w);
		t = now_ns() - t0;
		if (t < best)
			best = t;
		if (t > all->raw_max)
			all->raw_max = t;
		if (t > one->raw_max)
			one->raw_max = t;
	}
	*sink += d + w.nsteps;
	all->ndead += d;
	one->ndead += d;
	add_time(all, best);
	add_time(one, best);
	return best;
}

static void
report(const char *what, struct timing *tm)
{
	double sum = 0;
	long i;

	if (!tm->n)
		return;
	qsort(tm->t, (size_t)tm->n, sizeof(double), cmp_double);
	for (i = 0; i < tm->n; i++)
		sum += tm->t[i];
	printf("%-8s %7ld boards %6ld dead  median %8.3f us  mean %8.3f us  "
	    "p99 %8.3f us  max %9.3f us  raw max %9.3f us\n", what, tm->n,
	    tm->ndead, tm->t[tm->n / 2] / 1e3, sum / (double)tm->n / 1e3,
	    tm->t[(long)((double)tm->n * 0.99)] / 1e3,
	    tm->t[tm->n - 1] / 1e3, tm->raw_max / 1e3);
}

static int
bench_time(long per, uint64_t seed)
{
	struct timing all = { 0 }, dens[19], hard = { 0 }, rnd = { 0 };
	struct talat_position p, q;
	volatile int sink = 0;
	char name[16], line[1024], err[256], *tab;
	const char *hardfile = getenv("DEAD_HARD");
	FILE *f;
	long i;
	int n, b;

	memset(dens, 0, sizeof(dens));
	for (n = 1; n <= 18; n++)
		for (i = 0; i < per; i++) {
			b = (int)(i % 3);
			dead_random_board(&p, b, n,
			    (enum dead_layout)(i % DEAD_NLAYOUTS), &seed);
			add_time(&rnd, time_board(&p, b, &all, &dens[n],
			    &sink));
		}
	if (!hardfile)
		hardfile = "tests/data/dead_blocked.txt";
	if ((f = fopen(hardfile, "r")) != NULL) {
		while (fgets(line, sizeof(line), f)) {
			if (line[0] == '#' || line[0] == '\n')
				continue;
			if ((tab = strchr(line, '\t')) != NULL)
				*tab = '\0';
			line[strcspn(line, "\n")] = '\0';
			if (talat_tpn_parse_syntax(line, &p, err,
			    sizeof(err)) < 0) {
				fprintf(stderr, "%s: %s\n", hardfile, err);
				continue;
			}
			for (b = 0; b < 3; b++) {
				dead_rotate(&p, b, &q);
				time_board(&q, b, &all, &hard, &sink);
			}
		}
		fclose(f);
	} else
		fprintf(stderr, "note: no hard boards (%s)\n", hardfile);
	for (n = 1; n <= 18; n++) {
		snprintf(name, sizeof(name), "n=%d", n);
		report(name, &dens[n]);
	}
	for (n = 1; n <= 18; n++) {
		rnd.ndead += dens[n].ndead;
		if (dens[n].raw_max > rnd.raw_max)
			rnd.raw_max = dens[n].raw_max;
	}
	report("random", &rnd);
	report("hard", &hard);
	report("all", &all);
	for (n = 1; n <= 18; n++)
		free(dens[n].t);
	free(hard.t);
	free(rnd.t);
	free(all.t);
	return 0;
}

static int
bench_agree(long n, uint64_t seed)
{
	struct talat_position p;
	struct talat_witness w;
	long i, ndead = 0, nsteps = 0, nopen = 0, bad = 0, hist[8] = { 0 };
	long nlonger = 0;
	int b, d, r, shortest, towers, open;
	char tpn[TALAT_TPN_MAX];

	for (i = 0; i < n; i++) {
		b = (int)(i % 3);
		open = i % 2;
		do {
			towers = 1 + dead_rand_below(&seed, 10);
			dead_random_board(&p, b, towers,
			    (enum dead_layout)dead_rand_below(&seed,
			    DEAD_NLAYOUTS), &seed);
		} while (open && !dead_reference_open(&p, b));
		nopen += dead_reference_open(&p, b);
		d = talat_board_dead(&p, b, &w);
		r = dead_reference(&p, b, &shortest, NULL);
		if (r < 0) {
			fprintf(stderr, "reference out of memory\n");
			return 2;
		}
		if (d != r || (!d && (w.shortest ? w.nsteps != shortest :
		    w.nsteps < shortest))) {
			talat_tpn_write(&p, tpn);
			printf("DISAGREE %s board %s: oracle %s (%d steps), "
			    "reference %s (%d steps)\n", tpn,
			    talat_board_name(b), d ? "dead" : "not dead",
			    d ? -1 : w.nsteps, r ? "dead" : "not dead",
			    r ? -1 : shortest);
			bad++;
			continue;
		}
		ndead += d;
		if (!d) {
			nlonger += !w.shortest;
			nsteps += w.nsteps > 0;
			hist[w.nsteps < 7 ? w.nsteps : 7]++;
		}
	}
	printf("agree: %ld boards (1..10 towers), %ld needing a search, "
	    "%ld dead, %ld not dead after steps, %ld witnesses not known "
	    "shortest, %ld disagreements\n", n, nopen, ndead, nsteps, nlonger,
	    bad);
	printf("shortest witness lengths:");
	for (i = 0; i < 8; i++)
		printf(" %ld%s:%ld", i, i == 7 ? "+" : "", hist[i]);
	printf("\n");
	return bad ? 1 : 0;
}

int
main(int argc, char **argv)
{
	const char *mode = argc > 1 ? argv[1] : "time";
	long count = argc > 2 ? atol(argv[2]) : 0;
	uint64_t seed = argc > 3 ? strtoull(argv[3], NULL, 0) : 20260101;

	if (!strcmp(mode, "time"))
		return bench_time(count > 0 ? count : 3000, seed);
	if (!strcmp(mode, "agree"))
		return bench_agree(count > 0 ? count : 200000, seed);
	fprintf(stderr, "usage: dead_bench time|agree [COUNT [SEED]]\n");
	return 2;
}
