/* SPDX-License-Identifier: ISC */
/*
 * oracle_bench.c: the time of one talat_board_dead() call, over the calls
 * talat check makes on generated games: every board after the setup, then
 * the board each movement ply touched, until it is found dead, skipping
 * (as src/replay.c does) a ply that leaves the board's last witness alone.
 *
 *   oracle_bench [GAMES [SEED]]
 *
 * GAMES games of each variant (default 500), seed SEED (default 1).
 * Prints, for all calls and for the calls right after the setup: the
 * number, the median, the 99th percentile and the maximum in microseconds
 * (each call timed once, less the cost of reading the clock; a call over
 * 20 us is timed twice more and the least kept); the calls
 * the witness saved; and the TPN of the slowest position.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "talat.h"
#include "gen.h"

struct sample {
	double us;
	int board;
	int dead;
	int after_setup;
	struct talat_position pos;
};

struct samples {
	struct sample *v;
	size_t n, cap;
};

static struct samples all;
static long skipped;
static double clock_cost;	/* of one now_us() pair, in us */

static double
now_us(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec * 1e6 + (double)ts.tv_nsec / 1e3;
}

/* Times one call; returns whether the board is dead, and the witness's
 * squares in *mask when it is not. */
static int
timed(const struct talat_position *p, int board, int after_setup,
    unsigned long *mask)
{
	struct talat_witness w;
	struct sample *s;
	double t0, t1, best;
	int dead, rep;

	/* One call, timed once: calling it again on the same position would
	 * time it with warm caches and a trained branch predictor, which
	 * talat check never has. The clock's own cost is taken off. */
	w.nsteps = 0;
	w.capture.from = w.capture.to = -1;
	t0 = now_us();
	dead = talat_board_dead(p, board, &w);
	t1 = now_us();
	best = t1 - t0 - clock_cost;
	/* A call far above the typical one was most likely interrupted:
	 * time it twice more and keep the least. */
	for (rep = 0; rep < 2 && best > 20.0; rep++) {
		t0 = now_us();
		talat_board_dead(p, board, NULL);
		t1 = now_us();
		if (t1 - t0 - clock_cost < best)
			best = t1 - t0 - clock_cost;
	}
	if (best < 0)
		best = 0;
	*mask = dead ? 0 : talat_witness_squares(&w);
	if (all.n == all.cap) {
		all.cap = all.cap ? all.cap * 2 : 65536;
		all.v = realloc(all.v, all.cap * sizeof(*all.v));
		if (all.v == NULL) {
			perror("oracle_bench");
			exit(2);
		}
	}
	s = &all.v[all.n++];
	s->us = best;
	s->board = board;
	s->dead = dead;
	s->after_setup = after_setup;
	s->pos = *p;
	return dead;
}

static int
by_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

static int
by_time(const void *a, const void *b)
{
	double x = ((const struct sample *)a)->us;
	double y = ((const struct sample *)b)->us;

	return x < y ? -1 : x > y;
}

/* Replays the plies of r on a fresh position, timing the oracle calls
 * the replay makes. */
static void
bench_game(const struct talat_result *r)
{
	struct talat_position p;
	unsigned long mask[TALAT_NBOARDS] = { 0, 0, 0 };
	int dead[TALAT_NBOARDS] = { 0, 0, 0 }, b;
	size_t i;

	talat_position_init(&p, r->zihin, r->order[0]);
	for (i = 0; i < r->nplies; i++) {
		const struct talat_ply *pl = &r->plies[i];
		const struct talat_action *a = &pl->action;
		int was_setup = !talat_in_movement(&p);

		p.to_act = (signed char)pl->actor;
		talat_apply_action(&p, a);
		p.ply = pl->ply + 1;
		if (was_setup && talat_in_movement(&p)) {
			for (b = 0; b < TALAT_NBOARDS; b++)
				dead[b] = timed(&p, b, 1, &mask[b]);
		} else if (!was_setup && a->kind != TALAT_PASS) {
			b = a->board;
			if (dead[b])
				continue;
			if (mask[b] != 0 &&
			    !(mask[b] & ((1ul << a->from) | (1ul << a->to)))) {
				skipped++;
				continue;
			}
			dead[b] = timed(&p, b, 0, &mask[b]);
		}
	}
}

static void
report(const char *label, int after_setup_only)
{
	struct sample *v = malloc(all.n * sizeof(*v)), *worst;
	char tpn[TALAT_TPN_MAX];
	size_t n = 0, k, ndead = 0;
	double sum = 0;

	if (v == NULL)
		exit(2);
	for (k = 0; k < all.n; k++)
		if (!after_setup_only || all.v[k].after_setup)
			v[n++] = all.v[k];
	if (n == 0) {
		free(v);
		return;
	}
	for (k = 0; k < n; k++) {
		sum += v[k].us;
		ndead += v[k].dead != 0;
	}
	qsort(v, n, sizeof(*v), by_time);
	printf("%s_calls %zu\n%s_dead %zu\n%s_median_us %.3f\n"
	    "%s_mean_us %.3f\n%s_p99_us %.3f\n%s_max_us %.3f\n",
	    label, n, label, ndead, label, v[n / 2].us, label,
	    sum / (double)n, label, v[n * 99 / 100].us, label,
	    v[n - 1].us);
	if (!after_setup_only) {
		worst = &v[n - 1];
		talat_tpn_write(&worst->pos, tpn);
		printf("max_board %s\nmax_tpn %s\n",
		    talat_board_name(worst->board), tpn);
	}
	free(v);
}

int
main(int argc, char **argv)
{
	struct talat_gen_options o;
	struct talat_game g;
	struct talat_result r;
	char err[256];
	long games = argc > 1 ? atol(argv[1]) : 500, i, plies = 0;

	/* The cost of reading the clock: the median of many empty pairs. */
	{
		double d[1001], t0;
		int k;

		for (k = 0; k < 1001; k++) {
			t0 = now_us();
			d[k] = now_us() - t0;
		}
		qsort(d, 1001, sizeof(d[0]), by_double);
		clock_cost = d[500];
	}
	memset(&o, 0, sizeof(o));
	o.seed = argc > 2 ? strtoull(argv[2], NULL, 10) : 1;
	talat_game_init(&g);
	talat_result_init(&r);
	for (o.players = 3; o.players >= 2; o.players--) {
		for (i = 1; i <= games; i++) {
			o.index = i;
			if (talat_gen_game(&o, &g, err, sizeof(err)) < 0 ||
			    talat_replay(&g, NULL, &r) < 0) {
				fprintf(stderr, "oracle_bench: game %ld: %s\n",
				    i, err);
				return 2;
			}
			plies += (long)r.nplies;
			bench_game(&r);
		}
	}
	if (all.n == 0)
		return 2;
	printf("plies %ld\nskipped %ld\nclock_us %.3f\n", plies, skipped,
	    clock_cost);
	report("all", 0);
	report("setup", 1);
	talat_result_free(&r);
	talat_game_free(&g);
	free(all.v);
	return 0;
}
