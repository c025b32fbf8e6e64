/* SPDX-License-Identifier: ISC */
/*
 * reconcile_bench.c: talat_reconcile() (talat reconcile) on sheets made
 * from generated games, CPU time per reconciliation.
 *
 *   reconcile_bench [GAMES [SEED [RUNS]]]
 *
 * Cases, each on GAMES games of three players from talat_gen_game()
 * (about 80 to 100 plies):
 *   two-4       two sheets, the second with 4 differences (a ply
 *               replaced by a slip, left out, or written twice)
 *   three-1     three sheets, each with a different difference
 *   two-common  two sheets with the same slip, the second with 2 more
 * and, once each, hostile sheets of thousands of plies (30 games' moves
 * in a row):
 *   far         two sheets of different games (all different)
 *   glued       two equal sheets: legal for one game, then not
 *   garbage-2   two equal sheets of those moves shuffled
 *   garbage-3   three such sheets, one with 3 differences
 * Each reconciliation is timed RUNS times (default 5); a case prints the
 * median over its games of those medians, the 90th percentile and the
 * maximum, in milliseconds of CPU time, its outcomes and the positions
 * the search examined (mean). Environment: COMMON, the slips the sheets
 * of two-common share (default 1); POSITIONS, the search's limit
 * (talat_reconcile_options.max_positions; default the library's);
 * HOSTILE=0 leaves the hostile cases out; VERBOSE, when set, a line per
 * reconciliation on standard error (case, outcome, positions, ms, the
 * least distance, the alternatives' count, the fork's item and a
 * checksum of the game's items).
 */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "talat.h"
#include "reconcile.h"
#include "gen.h"

struct sheet {
	struct talat_game g;		/* tags of the game, moves our own */
	struct talat_move *m;
	size_t n, cap;
};

static uint64_t rng_state;

static uint32_t
rnd(uint32_t n)
{
	rng_state = rng_state * 6364136223846793005ULL + 1442695040888963407ULL;
	return (uint32_t)((rng_state >> 33) % n);
}

static double
now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static void
sheet_from(struct sheet *s, const struct talat_game *g, const struct
    talat_move *m, size_t n)
{
	size_t i;

	s->cap = n + 16;
	if ((s->m = malloc(s->cap * sizeof *s->m)) == NULL)
		exit(2);
	for (i = 0; i < n; i++) {
		s->m[i] = m[i];
		s->m[i].comments = NULL;
		s->m[i].ncomments = 0;
		s->m[i].round = TALAT_ROUND_NONE;
	}
	s->n = n;
	s->g = *g;
	s->g.comments = NULL;
	s->g.ncomments = 0;
	s->g.moves = s->m;
	s->g.nmoves = n;
}

/* A slip at move i: a field changed, the move left out, or written
 * twice. */
static void
slip(struct sheet *s, size_t i)
{
	struct talat_move *m = &s->m[i];
	int k = (int)rnd(5);

	if (k == 3) {
		memmove(m, m + 1, (s->n - i - 1) * sizeof *m);
		s->n--;
	} else if (k == 4 && s->n < s->cap) {
		memmove(m + 1, m, (s->n - i) * sizeof *m);
		s->n++;
	} else if (m->kind == TALAT_MOVE_FREEZE || m->kind == TALAT_MOVE_PASS) {
		m->board = (m->board + 1) % 3;
		m->kind = TALAT_MOVE_FREEZE;
	} else if (k == 0) {
		m->to = m->to % 5 < 4 ? m->to + 1 : m->to - 1;
	} else if (k == 1) {
		m->board = (m->board + 1 + (int)rnd(2)) % 3;
	} else if (m->kind == TALAT_MOVE_PLACE) {
		m->type = (m->type + 1 + (int)rnd(8)) % 9;
	} else {
		m->kind = m->kind == TALAT_MOVE_STEP ? TALAT_MOVE_CAPTURE :
		    TALAT_MOVE_STEP;
	}
	s->g.nmoves = s->n;
}

/* `count` slips at distinct places at least 3 apart, from the end back
 * (so that earlier places keep their index). */
static void
slips(struct sheet *s, int count)
{
	size_t at[8];
	int i, j, ok;

	for (i = 0; i < count; ) {
		at[i] = 1 + rnd((uint32_t)(s->n - 2));
		for (ok = 1, j = 0; j < i; j++)
			if (at[j] + 3 > at[i] && at[i] + 3 > at[j])
				ok = 0;
		i += ok;
	}
	for (i = 0; i < count; i++)
		for (j = i + 1; j < count; j++)
			if (at[j] > at[i]) {
				size_t t = at[i];

				at[i] = at[j];
				at[j] = t;
			}
	for (i = 0; i < count; i++)
		slip(s, at[i]);
}

struct stats {
	const char *name;
	double *ms;
	int n, outcome[4];
	double positions;
};

static int
cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

/* A checksum of a game's items and the alternatives (VERBOSE). */
static unsigned long
game_sum(const struct talat_game *g)
{
	char t[TALAT_PLY_TEXT_MAX];
	unsigned long h = 5381;
	size_t i, j;

	for (i = 0; i < g->nmoves; i++) {
		talat_ply_format(&g->moves[i], t);
		for (j = 0; t[j]; j++)
			h = (h * 33 + (unsigned char)t[j]) & 0xffffffffUL;
		h = (h * 33 + ' ') & 0xffffffffUL;
	}
	return h;
}

/* Reconciles the sheets `runs` times; adds the median to st. */
static void
timed(struct stats *st, struct sheet *s, int k, int runs)
{
	const struct talat_game *gs[3];
	struct talat_reconcile_options o;
	struct talat_reconcile rc;
	double t[32], t0;
	int i;

	memset(&o, 0, sizeof o);
	if (getenv("POSITIONS"))
		o.max_positions = atol(getenv("POSITIONS"));
	for (i = 0; i < k; i++)
		gs[i] = &s[i].g;
	talat_reconcile_init(&rc);
	for (i = 0; i < runs; i++) {
		t0 = now_ms();
		if (talat_reconcile(gs, k, &o, &rc) < 0) {
			perror("talat_reconcile");
			exit(2);
		}
		t[i] = now_ms() - t0;
	}
	qsort(t, (size_t)runs, sizeof *t, cmp_double);
	st->ms[st->n++] = t[runs / 2];
	st->outcome[rc.outcome]++;
	st->positions += (double)rc.positions;
	if (getenv("VERBOSE"))
		fprintf(stderr, "%s %s %ld %.3f %ld %d %zu %08lx\n", st->name,
		    talat_reconcile_outcome_name(rc.outcome), rc.positions,
		    t[runs / 2], rc.distance, rc.nchoices, rc.fork,
		    game_sum(&rc.game));
	talat_reconcile_free(&rc);
}

static void
report(struct stats *st)
{
	qsort(st->ms, (size_t)st->n, sizeof *st->ms, cmp_double);
	printf("%-11s %5d %9.3f %9.3f %9.3f %6d %6d %6d %10.0f\n", st->name,
	    st->n, st->ms[st->n / 2], st->ms[(st->n * 9) / 10],
	    st->ms[st->n - 1], st->outcome[0], st->outcome[1],
	    st->outcome[2] + st->outcome[3], st->positions / st->n);
}

static void
free_sheets(struct sheet *s, int k)
{
	int i;

	for (i = 0; i < k; i++)
		free(s[i].m);
}

static void
game_cases(struct talat_game *g, struct stats *st, int runs)
{
	struct sheet s[3];
	int i;

	for (i = 0; i < 3; i++)
		sheet_from(&s[i], g, g->moves, g->nmoves);
	slips(&s[1], 4);
	timed(&st[0], s, 2, runs);
	free_sheets(s, 3);
	for (i = 0; i < 3; i++) {
		sheet_from(&s[i], g, g->moves, g->nmoves);
		slips(&s[i], 1);
	}
	timed(&st[1], s, 3, runs);
	free_sheets(s, 3);
	sheet_from(&s[0], g, g->moves, g->nmoves);
	slips(&s[0], getenv("COMMON") ? atoi(getenv("COMMON")) : 1);
	sheet_from(&s[1], &s[0].g, s[0].m, s[0].n);
	slips(&s[1], 2);
	timed(&st[2], s, 2, runs);
	free_sheets(s, 2);
}

/* The moves of games [from, to) one after another. */
static void
row(struct talat_game *g, int from, int to, struct sheet *s)
{
	size_t n = 0, i;
	int j;

	for (j = from; j < to; j++)
		n += g[j].nmoves;
	memset(s, 0, sizeof *s);
	s->cap = n + 16;
	if ((s->m = malloc(s->cap * sizeof *s->m)) == NULL)
		exit(2);
	for (j = from; j < to; j++)
		for (i = 0; i < g[j].nmoves; i++) {
			s->m[s->n] = g[j].moves[i];
			s->m[s->n].comments = NULL;
			s->m[s->n++].ncomments = 0;
		}
	s->g = g[from];
	s->g.comments = NULL;
	s->g.ncomments = 0;
	s->g.moves = s->m;
	s->g.nmoves = s->n;
}

static void
shuffle(struct sheet *s)
{
	size_t i, j;
	struct talat_move t;

	for (i = s->n - 1; i > 0; i--) {
		j = rnd((uint32_t)(i + 1));
		t = s->m[i];
		s->m[i] = s->m[j];
		s->m[j] = t;
	}
}

static void
hostile(struct talat_game *g, int ngames, int runs)
{
	struct stats st = { NULL, NULL, 0, { 0, 0, 0, 0 }, 0 };
	struct sheet s[3];
	double ms[1];
	int i, half = ngames / 2;

	row(g, 0, half, &s[0]);
	printf("hostile sheets of %zu moves (%d games in a row):\n", s[0].n,
	    half);
	free(s[0].m);
	for (i = 0; i < 4; i++) {
		memset(&st, 0, sizeof st);
		st.ms = ms;
		row(g, 0, half, &s[0]);
		if (i == 0) {
			st.name = "far";
			row(g, half, 2 * half, &s[1]);
		} else {
			st.name = i == 1 ? "glued" : i == 2 ? "garbage-2" :
			    "garbage-3";
			if (i >= 2)
				shuffle(&s[0]);
			sheet_from(&s[1], &s[0].g, s[0].m, s[0].n);
			sheet_from(&s[2], &s[0].g, s[0].m, s[0].n);
			if (i == 3)
				slips(&s[1], 3);
		}
		timed(&st, s, i == 3 ? 3 : 2, runs);
		report(&st);
		free_sheets(s, i == 0 ? 2 : 3);
	}
}

int
main(int argc, char **argv)
{
	struct talat_gen_options o;
	struct talat_game *g;
	struct stats st[3];
	char err[256];
	int n = argc > 1 ? atoi(argv[1]) : 100, runs, i, h = 60;

	rng_state = argc > 2 ? strtoull(argv[2], NULL, 10) : 1;
	runs = argc > 3 ? atoi(argv[3]) : 5;
	if (n < 1 || runs < 1 || runs > 32) {
		fprintf(stderr, "usage: reconcile_bench [GAMES [SEED [RUNS]]]\n");
		return 2;
	}
	if ((g = calloc((size_t)(n > h ? n : h), sizeof *g)) == NULL)
		return 2;
	memset(&o, 0, sizeof o);
	o.players = 3;
	o.seed = rng_state;
	for (i = 0; i < (n > h ? n : h); i++) {
		o.index = i + 1;
		talat_game_init(&g[i]);
		if (talat_gen_game(&o, &g[i], err, sizeof err) < 0) {
			fprintf(stderr, "reconcile_bench: %s\n", err);
			return 2;
		}
	}
	for (i = 0; i < 3; i++) {
		memset(&st[i], 0, sizeof st[i]);
		st[i].name = i == 0 ? "two-4" : i == 1 ? "three-1" : "two-common";
		if ((st[i].ms = calloc((size_t)n, sizeof *st[i].ms)) == NULL)
			return 2;
	}
	printf("%-11s %5s %9s %9s %9s %6s %6s %6s %10s\n", "case", "games",
	    "median_ms", "p90_ms", "max_ms", "unique", "ambig", "far",
	    "positions");
	for (i = 0; i < n; i++)
		game_cases(&g[i], st, runs);
	for (i = 0; i < 3; i++) {
		report(&st[i]);
		free(st[i].ms);
	}
	if (!getenv("HOSTILE") || atoi(getenv("HOSTILE")) != 0)
		hostile(g, h, runs);
	for (i = 0; i < (n > h ? n : h); i++)
		talat_game_free(&g[i]);
	free(g);
	return 0;
}
