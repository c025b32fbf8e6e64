/*
 * oracle_bench.c: the time of one talat_board_dead() call, over the calls
 * the replay makes on generated games: every board after the setup, then
 * the board each movement ply touched, until it is found dead.
 *
 *   oracle_bench [GAMES [SEED]]
 *
 * GAMES games of each variant (default 500), seed SEED (default 1).
 * Prints the number of calls, the median, the 99th percentile and the
 * maximum in microseconds (each call timed three times, the best kept),
 * and the TPN of the slowest position.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "talat.h"

struct sample {
	double us;
	int board;
	int dead;
	struct talat_position pos;
};

static struct sample *samples;
static size_t nsamples, capsamples;

static double
now_us(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec * 1e6 + (double)ts.tv_nsec / 1e3;
}

/* Times one call; returns whether the board is dead. */
static int
timed(const struct talat_position *p, int board)
{
	struct sample *s;
	double t0, t1, best = 0;
	int dead = 0, rep;

	/* The best of three calls: the cost of the call, not of the
	 * interrupts that happen to fall into it. */
	for (rep = 0; rep < 3; rep++) {
		t0 = now_us();
		dead = talat_board_dead(p, board, NULL);
		t1 = now_us();
		if (rep == 0 || t1 - t0 < best)
			best = t1 - t0;
	}
	if (nsamples == capsamples) {
		capsamples = capsamples ? capsamples * 2 : 65536;
		samples = realloc(samples, capsamples * sizeof(*samples));
		if (samples == NULL) {
			perror("oracle_bench");
			exit(2);
		}
	}
	s = &samples[nsamples++];
	s->us = best;
	s->board = board;
	s->dead = dead;
	s->pos = *p;
	return dead;
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
	int dead[TALAT_NBOARDS] = { 0, 0, 0 }, b;
	size_t i;

	talat_position_init(&p, r->zihin, r->order[0]);
	for (i = 0; i < r->nplies; i++) {
		const struct talat_ply *pl = &r->plies[i];
		int was_setup = !talat_in_movement(&p);

		p.to_act = (signed char)pl->actor;
		talat_apply_action(&p, &pl->action);
		p.ply = pl->ply + 1;
		if (was_setup && talat_in_movement(&p)) {
			for (b = 0; b < TALAT_NBOARDS; b++)
				dead[b] = timed(&p, b);
		} else if (!was_setup && pl->action.kind != TALAT_PASS) {
			b = pl->action.board;
			if (!dead[b])
				dead[b] = timed(&p, b);
		}
	}
}

int
main(int argc, char **argv)
{
	struct talat_gen_options o;
	struct talat_game g;
	struct talat_result r;
	char err[256], tpn[TALAT_TPN_MAX];
	long games = argc > 1 ? atol(argv[1]) : 500, i;
	size_t ndead = 0, k;
	double sum = 0;
	struct sample *worst;

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
			bench_game(&r);
		}
	}
	if (nsamples == 0)
		return 2;
	for (k = 0; k < nsamples; k++) {
		sum += samples[k].us;
		ndead += samples[k].dead != 0;
	}
	qsort(samples, nsamples, sizeof(*samples), by_time);
	worst = &samples[nsamples - 1];
	talat_tpn_write(&worst->pos, tpn);
	printf("calls %zu\ndead %zu\nmedian_us %.3f\nmean_us %.3f\n"
	    "p99_us %.3f\nmax_us %.3f\nmax_board %s\nmax_tpn %s\n",
	    nsamples, ndead, samples[nsamples / 2].us, sum / (double)nsamples,
	    samples[nsamples * 99 / 100].us, worst->us,
	    talat_board_name(worst->board), tpn);
	talat_result_free(&r);
	talat_game_free(&g);
	free(samples);
	return 0;
}
