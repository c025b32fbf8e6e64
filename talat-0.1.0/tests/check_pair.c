/* SPDX-License-Identifier: ISC */
/*
 * check_pair: the seating solver (talat/pair.h) against a brute force
 * over every seating, for 4 to 12 players with random histories: every
 * player seated once, table sizes and Orders valid, criteria 1-4 equal
 * to the least of the brute force, the seating the first of the tie
 * order, the co-optimal seatings the next ones.
 */
#include <config.h>

#include <errno.h>
#include "testutil.h"
#include "pair.h"

/* A small generator of our own, so that the cases are the same
 * everywhere. */
static unsigned long long seed;

static unsigned
rnd(unsigned n)
{
	seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
	return (unsigned)((seed >> 33) % n);
}

#define MAXN 12

struct brute {
	const struct talat_pair_problem *p;
	int n, k3, k2;
	int used[MAXN];
	struct talat_pair_table cur[MAXN];
	int ntab;
	/* the least criteria, and the co-optimal seatings in tie order */
	long best[TALAT_PAIR_CRITERIA];
	int have;
	struct talat_pair_table opt[64][MAXN];
	size_t nopt;
	unsigned long seatings;
	int rpos[MAXN];		/* position in rank order, ties by index */
	int byrank[MAXN];	/* the player at each position; used[]
				   is by position */
};

/* The tie key of table t: its players' rank positions by colour, the
 * Zihin's colour after everybody. */
static void
tkey(const struct brute *b, const struct talat_pair_table *t, int *k)
{
	int c;

	for (c = 0; c < 3; c++)
		k[c] = t->player[c] < 0 ? b->n : b->rpos[t->player[c]];
}

static int
tfirst(const struct brute *b, const struct talat_pair_table *t)
{
	int k[3], c, m = b->n;

	tkey(b, t, k);
	for (c = 0; c < 3; c++)
		if (k[c] < m)
			m = k[c];
	return m;
}

/* Seatings in the order of criterion 5 (the brute force builds tables
 * in the order of their best-ranked player already). */
static int
seating_cmp(const struct brute *b, const struct talat_pair_table *x,
    const struct talat_pair_table *y)
{
	int i, c, kx[3], ky[3];

	for (i = 0; i < b->ntab; i++) {
		if (tfirst(b, &x[i]) != tfirst(b, &y[i]))
			ck_abort_msg("tables out of order");
		tkey(b, &x[i], kx);
		tkey(b, &y[i], ky);
		for (c = 0; c < 3; c++)
			if (kx[c] != ky[c])
				return kx[c] < ky[c] ? -1 : 1;
	}
	return 0;
}

static const int perms[6][3] = {
	{ 0, 1, 2 }, { 0, 2, 1 }, { 1, 0, 2 }, { 1, 2, 0 }, { 2, 0, 1 },
	{ 2, 1, 0 }
};

static int
seating_cmp1(const struct brute *b, const struct talat_pair_table *x,
    const struct talat_pair_table *y)
{
	int c, kx[3], ky[3];

	tkey(b, x, kx);
	tkey(b, y, ky);
	for (c = 0; c < 3; c++)
		if (kx[c] != ky[c])
			return kx[c] < ky[c] ? -1 : 1;
	return 0;
}

/* Every colouring and Order of the players m[0..size): the one least on
 * criterion 4, then first in the tie order, into t. */
static void
best_table(struct brute *b, const long *m, int size,
    struct talat_pair_table *t)
{
	int i, o, k, have = 0;
	long c4 = 0;

	for (i = 0; i < 6; i++)
		for (o = 0; o < 6; o++) {
			struct talat_pair_table x;
			long crit[TALAT_PAIR_CRITERIA];
			int n = 0;

			memset(&x, 0, sizeof x);
			x.size = size;
			x.zihin = -1;
			for (k = 0; k < 3; k++)
				x.player[k] = -1;
			for (k = 0; k < size; k++)
				x.player[perms[i][k]] = m[k];
			if (size == 2)
				x.zihin = perms[i][2];
			x.norder = size;
			for (k = 0; k < 3; k++)
				if (x.player[perms[o][k]] >= 0)
					x.order[n++] = perms[o][k];
			/* (not ck_assert: Check writes a mark per call) */
			if (talat_pair_criteria(b->p, &x, 1, crit) != 0)
				ck_abort_msg("a table the brute force made");
			if (!have || crit[3] < c4 || (crit[3] == c4 &&
			    seating_cmp1(b, &x, t) < 0)) {
				*t = x;
				c4 = crit[3];
				have = 1;
			}
		}
}

static int
lex(const long *a, const long *b)
{
	int i;

	for (i = 0; i < TALAT_PAIR_CRITERIA; i++)
		if (a[i] != b[i])
			return a[i] < b[i] ? -1 : 1;
	return 0;
}

static void
leaf(struct brute *b)
{
	long crit[TALAT_PAIR_CRITERIA];
	size_t at, i;
	int c;

	b->seatings++;
	if (talat_pair_criteria(b->p, b->cur, (size_t)b->ntab, crit) != 0)
		ck_abort_msg("a seating the brute force made");
	c = b->have ? lex(crit, b->best) : -1;
	if (c > 0)
		return;
	if (c < 0) {
		memcpy(b->best, crit, sizeof crit);
		b->have = 1;
		b->nopt = 0;
	}
	for (at = 0; at < b->nopt; at++)
		if (seating_cmp(b, b->cur, b->opt[at]) < 0)
			break;
	if (at >= 64)
		return;
	if (b->nopt == 64)
		b->nopt--;
	for (i = b->nopt; i > at; i--)
		memcpy(b->opt[i], b->opt[i - 1], sizeof b->opt[i]);
	memcpy(b->opt[at], b->cur, sizeof b->cur);
	b->nopt++;
}

static void
every(struct brute *b)
{
	int a, x, y;
	const int *q = b->byrank;

	for (a = 0; a < b->n && b->used[a]; a++)
		;
	if (a == b->n) {
		leaf(b);
		return;
	}
	b->used[a] = 1;
	if (b->k3 > 0) {
		b->k3--;
		for (x = a + 1; x < b->n; x++) {
			if (b->used[x])
				continue;
			b->used[x] = 1;
			for (y = x + 1; y < b->n; y++) {
				long m[3] = { q[a], q[x], q[y] };

				if (b->used[y])
					continue;
				b->used[y] = 1;
				best_table(b, m, 3, &b->cur[b->ntab++]);
				every(b);
				b->ntab--;
				b->used[y] = 0;
			}
			b->used[x] = 0;
		}
		b->k3++;
	}
	if (b->k2 > 0) {
		b->k2--;
		for (x = a + 1; x < b->n; x++) {
			long m[2] = { q[a], q[x] };

			if (b->used[x])
				continue;
			b->used[x] = 1;
			best_table(b, m, 2, &b->cur[b->ntab++]);
			every(b);
			b->ntab--;
			b->used[x] = 0;
		}
		b->k2++;
	}
	b->used[a] = 0;
}

/* A history of r rounds of random seatings (or, with wild, random
 * counts), ranks a random order. */
static void
history(int n, int r, int wild, struct talat_pair_player *pl, long *met)
{
	int i, j, k, t;

	memset(pl, 0, sizeof *pl * (size_t)n);
	memset(met, 0, sizeof *met * (size_t)(n * n));
	for (i = 0; i < n; i++)
		pl[i].rank = i + 1;
	for (i = n - 1; i > 0; i--) {
		j = (int)rnd((unsigned)i + 1);
		long x = pl[i].rank;
		pl[i].rank = pl[j].rank;
		pl[j].rank = x;
	}
	if (wild) {
		/* equal ranks too */
		for (i = 0; i < n; i++)
			if (rnd(4) == 0)
				pl[i].rank = pl[rnd((unsigned)n)].rank;
		for (i = 0; i < n; i++) {
			pl[i].two = rnd(3);
			for (k = 0; k < 3; k++) {
				pl[i].place[k] = rnd(3);
				pl[i].colour[k] = rnd(3);
			}
			for (j = 0; j < i; j++)
				met[i * n + j] = met[j * n + i] =
				    rnd(5) == 0 ? rnd(3) : 0;
		}
		return;
	}
	for (t = 0; t < r; t++) {
		int order[MAXN], k2 = (3 - n % 3) % 3, at = 0;

		for (i = 0; i < n; i++)
			order[i] = i;
		for (i = n - 1; i > 0; i--) {
			j = (int)rnd((unsigned)i + 1);
			k = order[i];
			order[i] = order[j];
			order[j] = k;
		}
		while (at < n) {
			int size = k2 > 0 ? 2 : 3, cols[3] = { 0, 1, 2 };
			int z = (int)rnd(6);

			if (k2 > 0)
				k2--;
			for (i = 0; i < size; i++) {
				int p = order[at + i];

				pl[p].colour[perms[z][i]]++;
				pl[p].place[(i + t) % size]++;
				if (size == 2)
					pl[p].two++;
				for (j = 0; j < i; j++) {
					met[p * n + order[at + j]]++;
					met[order[at + j] * n + p]++;
				}
			}
			(void)cols;
			at += size;
		}
	}
}

/* Every player once, sizes and Orders valid. */
static void
assert_valid(const struct talat_pair_problem *p,
    const struct talat_pair_seating *s)
{
	int seen[MAXN] = { 0 }, n2 = 0;
	size_t t, n = p->n;
	long crit[TALAT_PAIR_CRITERIA];
	int c;

	ck_assert_int_eq(talat_pair_criteria(p, s->tables, s->ntables, crit),
	    0);
	ck_assert_int_eq(lex(crit, s->criteria), 0);
	for (t = 0; t < s->ntables; t++) {
		if (s->tables[t].size == 2)
			n2++;
		for (c = 0; c < 3; c++)
			if (s->tables[t].player[c] >= 0)
				seen[s->tables[t].player[c]]++;
	}
	ck_assert_int_eq(n2, (int)((3 - n % 3) % 3));
	for (t = 0; t < n; t++)
		ck_assert_int_eq(seen[t], 1);
}

static void
one_case(int n, int r, int wild)
{
	struct talat_pair_player pl[MAXN];
	long met[MAXN * MAXN];
	struct talat_pair_problem p = { .n = (size_t)n, .players = pl,
	    .met = met, .alternatives = TALAT_PAIR_ALTERNATIVES };
	struct talat_pair_result res;
	static struct brute b;
	size_t i;

	history(n, r, wild, pl, met);
	memset(&b, 0, sizeof b);
	b.p = &p;
	b.n = n;
	b.k2 = (3 - n % 3) % 3;
	b.k3 = (n - 2 * b.k2) / 3;
	for (i = 0; i < (size_t)n; i++) {
		int j;

		for (j = 0; j < n; j++)
			if (pl[j].rank < pl[i].rank ||
			    (pl[j].rank == pl[i].rank && j < (int)i))
				b.rpos[i]++;
		b.byrank[b.rpos[i]] = (int)i;
	}
	every(&b);
	ck_assert_int_eq(talat_pair_seat(&p, &res), 0);
	ck_assert(res.proven);
	assert_valid(&p, &res.seating);
	ck_assert_msg(lex(res.seating.criteria, b.best) == 0,
	    "n=%d r=%d: %ld %ld %ld %ld, brute force %ld %ld %ld %ld", n, r,
	    res.seating.criteria[0], res.seating.criteria[1],
	    res.seating.criteria[2], res.seating.criteria[3], b.best[0],
	    b.best[1], b.best[2], b.best[3]);
	ck_assert_int_eq(lex(res.bound, b.best), 0);
	ck_assert_int_eq(talat_pair_tie_compare(&p, res.seating.tables,
	    b.opt[0], res.seating.ntables), 0);
	ck_assert_uint_eq(res.nalternatives,
	    b.nopt - 1 < TALAT_PAIR_ALTERNATIVES ? b.nopt - 1 :
	    TALAT_PAIR_ALTERNATIVES);
	for (i = 0; i < res.nalternatives; i++) {
		assert_valid(&p, &res.alternatives[i]);
		ck_assert_int_eq(lex(res.alternatives[i].criteria, b.best), 0);
		ck_assert_int_eq(talat_pair_tie_compare(&p,
		    res.alternatives[i].tables, b.opt[i + 1],
		    res.seating.ntables), 0);
	}
	/* No seating's criteria below the first bound's on its own. */
	for (i = 0; i < TALAT_PAIR_CRITERIA; i++)
		ck_assert_int_le(res.first_bound[i], b.best[i] + 0 * i);
	ck_assert_int_le(res.first_bound[0], b.best[0]);
	talat_pair_result_free(&res);
}

START_TEST(test_brute_force)
{
	int n, r, k;

	seed = 37;
	for (n = 4; n <= 12; n++)
		for (r = 0; r <= 3; r++)
			for (k = 0; k < (n <= 10 ? 10 : 3); k++)
				one_case(n, r, 0);
}
END_TEST

START_TEST(test_brute_force_wild)
{
	int n, k;

	seed = 3737;
	for (n = 4; n <= 12; n++)
		for (k = 0; k < (n <= 10 ? 20 : 4); k++)
			one_case(n, 0, 1);
}
END_TEST

/* n = 1: a bye; n = 2: one table of two; n = 0: nothing. */
START_TEST(test_small)
{
	struct talat_pair_player pl[2] = { { .rank = 1 }, { .rank = 2 } };
	long met[4] = { 0 };
	struct talat_pair_problem p = { .n = 1, .players = pl, .met = met };
	struct talat_pair_result r;

	ck_assert_int_eq(talat_pair_seat(&p, &r), 0);
	ck_assert_int_eq(r.seating.bye, 0);
	ck_assert_uint_eq(r.seating.ntables, 0);
	ck_assert(r.proven);
	talat_pair_result_free(&r);
	p.n = 2;
	ck_assert_int_eq(talat_pair_seat(&p, &r), 0);
	ck_assert_uint_eq(r.seating.ntables, 1);
	ck_assert_int_eq(r.seating.tables[0].size, 2);
	ck_assert_int_eq(r.seating.tables[0].player[TALAT_WHITE], 0);
	ck_assert_int_eq(r.seating.tables[0].player[TALAT_BLACK], 1);
	ck_assert_int_eq(r.seating.tables[0].zihin, TALAT_GREY);
	ck_assert_int_eq(r.seating.tables[0].order[0], TALAT_WHITE);
	ck_assert_int_eq(r.seating.tables[0].order[1], TALAT_BLACK);
	talat_pair_result_free(&r);
	p.n = 0;
	ck_assert_int_eq(talat_pair_seat(&p, &r), 0);
	ck_assert_uint_eq(r.seating.ntables, 0);
	ck_assert_int_eq(r.seating.bye, -1);
	talat_pair_result_free(&r);
	/* met[] not symmetric */
	p.n = 2;
	met[1] = 1;
	errno = 0;
	ck_assert_int_eq(talat_pair_seat(&p, &r), -1);
	ck_assert_int_eq(errno, EINVAL);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("pair");
	TCase *tc = tcase_create("pair");

	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, test_small);
	tcase_add_test(tc, test_brute_force);
	tcase_add_test(tc, test_brute_force_wild);
	suite_add_tcase(s, tc);
	return tu_run(s);
}
