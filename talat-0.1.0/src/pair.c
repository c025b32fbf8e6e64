/* SPDX-License-Identifier: ISC */
/*
 * pair.c: the seating of a round (talat/pair.h; doc/spec/event.md
 * section 6), exact, by branch and bound.
 *
 * The players are numbered by rank (position 0 the best, equal ranks by
 * index). Criteria 1-4 are weighed into one figure, each criterion's
 * weight above the most that all later ones can add up to, so that the
 * least figure is the lexicographic minimum; a seating's cost is the
 * sum of its tables' costs. The search seats the best-ranked player
 * not yet seated at each step (so tables come in the order of
 * criterion 5) with every choice of table-mates, cheapest table first,
 * and prunes a branch when the cost so far plus a lower bound on the
 * players left exceeds the best seating found (or equals it and cannot
 * come first in the tie order). The bound on the players left is the
 * larger of two:
 *
 *   A. each criterion on its own: half of each player's two least
 *      repeat counts with the others left (one at a table of two); the
 *      least tables of two among the players who must sit at them; the
 *      least spread of any grouping, which some grouping of players
 *      consecutive in rank reaches (two overlapping groups never spread
 *      less than the same players split at a point: a dynamic program);
 *      each player's least place count and least colour count;
 *   B. criteria 1 and 3 together: a table a < b < c costs the
 *      spread and repeats of the links a-b and b-c at least; every
 *      player but the first of each table has a link to a better-ranked
 *      one, so the players' cheapest links to a better-ranked player,
 *      all but the dearest of those who may begin a table, bound it.
 */
#include <config.h>

#include <errno.h>
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "pair.h"

typedef long long cost_t;
#define COST_MAX LLONG_MAX

/* A table in positions (rank order). */
struct tab {
	int size;
	int pl[TALAT_NCOLOURS];	/* position by colour, -1 Zihin */
	int zihin;
	int order[TALAT_NCOLOURS];
	int norder;
	int key[TALAT_NCOLOURS];	/* pl with the Zihin as n */
	long crit[TALAT_PAIR_CRITERIA];
	cost_t cost;
};

struct sol {
	struct tab *tabs;
	cost_t cost;
};

struct child {
	struct tab t;
	int b, c;
	cost_t lb;		/* g + cost + the bound of the rest, or -1 */
};

struct st {
	int n;
	int *pos;		/* position -> player index */
	long *R;		/* rank by position */
	long *M;		/* n x n by position */
	long *two;
	long (*place)[TALAT_NCOLOURS];
	long (*col)[TALAT_NCOLOURS];
	cost_t W1, W2, W3;
	unsigned char *seated;
	int k3, k2;		/* tables of each size left */
	int ntab;		/* tables in all */
	struct tab *cur;	/* the tables so far */
	struct child **kids;	/* per depth */
	size_t maxkids;
	int *ubuf;		/* scratch: positions left */
	cost_t *dbuf, *vbuf, *dp;
	cost_t *hu, *hv, *hmin;	/* the assignment's scratch */
	int *hp, *hway;
	unsigned char *hused;
	cost_t best;
	struct sol sols[TALAT_PAIR_ALTERNATIVES + 1];
	size_t nsols, want;
	unsigned long long nodes;
	struct timespec start;
	double limit;
	int timed_out;
	cost_t open_lb;		/* least bound of a branch left unexplored */
};

static double
elapsed(const struct st *s)
{
	struct timespec now;

	clock_gettime(CLOCK_MONOTONIC, &now);
	return (double)(now.tv_sec - s->start.tv_sec) +
	    (double)(now.tv_nsec - s->start.tv_nsec) / 1e9;
}

static const int perm3[6][3] = {
	{ 0, 1, 2 }, { 0, 2, 1 }, { 1, 0, 2 }, { 1, 2, 0 }, { 2, 0, 1 },
	{ 2, 1, 0 }
};

static int
key_cmp(const int *a, const int *b)
{
	int i;

	for (i = 0; i < TALAT_NCOLOURS; i++)
		if (a[i] != b[i])
			return a[i] < b[i] ? -1 : 1;
	return 0;
}

static cost_t
weigh(const struct st *s, const long *crit)
{
	return s->W1 * crit[0] + s->W2 * crit[1] + s->W3 * crit[2] + crit[3];
}

/*
 * The table of positions m[0..size) with its best colours and Order,
 * criteria and cost.
 */
static void
eval_table(const struct st *s, const int *m, int size, struct tab *t)
{
	int i, j, k, c, best = -1, bestkey[TALAT_NCOLOURS];
	long cc, bestc = 0, pc, bestp = -1;
	int lo = m[0], hi = m[0];

	t->size = size;
	t->crit[0] = t->crit[1] = 0;
	for (i = 0; i < size; i++) {
		if (m[i] < lo)
			lo = m[i];
		if (m[i] > hi)
			hi = m[i];
		for (j = i + 1; j < size; j++)
			t->crit[0] += s->M[(size_t)m[i] * s->n + m[j]];
		if (size == 2)
			t->crit[1] += s->two[m[i]];
	}
	t->crit[2] = s->R[hi] - s->R[lo];
	/* Colours: perm3[p][k] is the colour of member k (at a table of
	 * two, member 2 is the Zihin's colour). */
	for (i = 0; i < 6; i++) {
		int key[TALAT_NCOLOURS];

		cc = 0;
		for (k = 0; k < TALAT_NCOLOURS; k++)
			key[k] = s->n;
		for (k = 0; k < size; k++) {
			c = perm3[i][k];
			cc += s->col[m[k]][c];
			key[c] = m[k];
		}
		if (best < 0 || cc < bestc ||
		    (cc == bestc && key_cmp(key, bestkey) < 0)) {
			best = i;
			bestc = cc;
			memcpy(bestkey, key, sizeof key);
		}
	}
	for (c = 0; c < TALAT_NCOLOURS; c++)
		t->pl[c] = -1;
	for (k = 0; k < size; k++)
		t->pl[perm3[best][k]] = m[k];
	memcpy(t->key, bestkey, sizeof bestkey);
	t->zihin = size == 2 ? perm3[best][2] : -1;
	t->norder = size;
	/* The Order: the first of the least place counts. */
	if (size == 3) {
		for (i = 0; i < 6; i++) {
			pc = 0;
			for (k = 0; k < 3; k++)
				pc += s->place[t->pl[perm3[i][k]]][k];
			if (bestp < 0 || pc < bestp) {
				bestp = pc;
				for (k = 0; k < 3; k++)
					t->order[k] = perm3[i][k];
			}
		}
	} else {
		int c1 = -1, c2 = -1;

		for (c = 0; c < TALAT_NCOLOURS; c++)
			if (t->pl[c] >= 0) {
				if (c1 < 0)
					c1 = c;
				else
					c2 = c;
			}
		bestp = s->place[t->pl[c1]][0] + s->place[t->pl[c2]][1];
		pc = s->place[t->pl[c2]][0] + s->place[t->pl[c1]][1];
		t->order[0] = c1;
		t->order[1] = c2;
		t->order[2] = -1;
		if (pc < bestp) {
			bestp = pc;
			t->order[0] = c2;
			t->order[1] = c1;
		}
	}
	t->crit[3] = bestc + bestp;
	t->cost = weigh(s, t->crit);
}

/* Least sum of the k smallest (or largest) of v[0..m): partial sort. */
static cost_t
extreme_sum(cost_t *v, int m, int k, int largest)
{
	cost_t sum = 0;
	int i, j;

	for (i = 0; i < k && i < m; i++) {
		int at = i;

		for (j = i + 1; j < m; j++)
			if (largest ? v[j] > v[at] : v[j] < v[at])
				at = j;
		cost_t x = v[at];
		v[at] = v[i];
		v[i] = x;
		sum += x;
	}
	return sum;
}


/*
 * Bound B, tightened: a least-cost assignment. Each player left is
 * either the first of a table (k of them, at no cost) or takes a link
 * to a better-ranked player, who gives at most one link (the links of a
 * table a < b < c are a-b and b-c). The shortest augmenting paths of
 * the Hungarian method, rows the m players, columns the m players as
 * the other end of a link and k columns "first of a table".
 */
static cost_t
assign(struct st *s, const int *u, int m, int k)
{
	cost_t *U = s->hu, *V = s->hv, *minv = s->hmin;
	int *P = s->hp, *way = s->hway, cols = m + k, i, j;
	unsigned char *used = s->hused;
	const cost_t INF = COST_MAX / 4;

	for (j = 0; j <= cols; j++) {
		V[j] = 0;
		P[j] = 0;
	}
	for (i = 0; i <= m; i++)
		U[i] = 0;
	for (i = 1; i <= m; i++) {
		int j0 = 0, j1 = 0;

		P[0] = i;
		for (j = 0; j <= cols; j++) {
			minv[j] = INF;
			used[j] = 0;
		}
		do {
			int i0 = P[j0], x = u[i0 - 1];
			const long *row = s->M + (size_t)x * s->n;
			cost_t delta = INF;

			used[j0] = 1;
			for (j = 1; j <= cols; j++) {
				cost_t a, cur;

				if (used[j])
					continue;
				if (j <= m) {
					int y = u[j - 1];

					if (j - 1 >= i0 - 1)
						goto next;	/* no link */
					a = s->W3 * (s->R[x] - s->R[y]) +
					    s->W1 * row[y];
				} else
					a = 0;
				cur = a - U[i0] - V[j];
				if (cur < minv[j]) {
					minv[j] = cur;
					way[j] = j0;
				}
next:
				if (minv[j] < delta) {
					delta = minv[j];
					j1 = j;
				}
			}
			for (j = 0; j <= cols; j++)
				if (used[j]) {
					U[P[j]] += delta;
					V[j] -= delta;
				} else
					minv[j] -= delta;
			j0 = j1;
		} while (P[j0] != 0);
		do {
			j1 = way[j0];
			P[j0] = P[j1];
			j0 = j1;
		} while (j0);
	}
	return -V[0];
}

/*
 * The least spread of the players u[0..m) at tables of three and k2 of
 * two: consecutive groups, by a dynamic program over (players grouped,
 * tables of two among them).
 */
static cost_t
spread_bound(struct st *s, const int *u, int m, int k2)
{
	cost_t *dp = s->dp;
	const cost_t INF = COST_MAX / 4;
	int i, j;

	for (i = 0; i <= m; i++)
		for (j = 0; j <= k2; j++) {
			cost_t x = INF;

			if (i == 0)
				x = j == 0 ? 0 : INF;
			else {
				if (i >= 3 && dp[(i - 3) * 3 + j] < INF)
					x = dp[(i - 3) * 3 + j] +
					    s->R[u[i - 1]] - s->R[u[i - 3]];
				if (j > 0 && i >= 2 &&
				    dp[(i - 2) * 3 + j - 1] < INF) {
					cost_t y = dp[(i - 2) * 3 + j - 1] +
					    s->R[u[i - 1]] - s->R[u[i - 2]];
					if (y < x)
						x = y;
				}
			}
			dp[i * 3 + j] = x;
		}
	return dp[m * 3 + k2] >= INF ? 0 : dp[m * 3 + k2];
}

/*
 * A lower bound on the cost of seating the players not yet seated at
 * s->k3 tables of three and s->k2 of two (see the top of the file);
 * each criterion's own bound into part when not NULL.
 */
static cost_t
lower(struct st *s, long *part, cost_t need)
{
	int *u = s->ubuf, m = 0, i, j, k = s->k3 + s->k2, k2 = s->k2;
	cost_t *d = s->dbuf, *v = s->vbuf;
	cost_t s1 = 0, s4 = 0, b1, b2, b3, linkb, a, b;
	const cost_t INF = COST_MAX / 4;

	for (i = 0; i < s->n; i++)
		if (!s->seated[i])
			u[m++] = i;
	if (m == 0) {
		if (part)
			part[0] = part[1] = part[2] = part[3] = 0;
		return 0;
	}
	for (i = 0; i < m; i++) {
		const long *row = s->M + (size_t)u[i] * s->n;
		cost_t min1 = INF, min2 = INF, dl = INF;
		long pmin, cmin;
		int c;

		for (j = 0; j < m; j++) {
			cost_t x;

			if (j == i)
				continue;
			x = row[u[j]];
			if (x < min1) {
				min2 = min1;
				min1 = x;
			} else if (x < min2)
				min2 = x;
			if (j < i) {
				cost_t l = s->W3 * (s->R[u[i]] - s->R[u[j]]) +
				    s->W1 * x;
				if (l < dl)
					dl = l;
			}
		}
		if (min1 == INF)
			min1 = 0;
		if (min2 == INF)
			min2 = 0;
		s1 += min1;
		v[i] = s->k3 > 0 ? min2 : 0;
		s1 += v[i];
		d[i] = dl;
		pmin = s->place[u[i]][0];
		cmin = s->col[u[i]][0];
		for (c = 1; c < TALAT_NCOLOURS; c++) {
			if (s->place[u[i]][c] < pmin)
				pmin = s->place[u[i]][c];
			if (s->col[u[i]][c] < cmin)
				cmin = s->col[u[i]][c];
		}
		s4 += pmin + cmin;
	}
	if (s->k3 > 0 && k2 > 0)
		s1 -= extreme_sum(v, m, 2 * k2, 1);
	b1 = (s1 + 1) / 2;
	for (i = 0; i < m; i++)
		v[i] = s->two[u[i]];
	b2 = extreme_sum(v, m, 2 * k2, 0);
	b3 = spread_bound(s, u, m, k2);
	/* Links: all but the first player, less the k - 1 dearest. */
	linkb = 0;
	for (i = 1; i < m; i++)
		linkb += d[i];
	linkb -= extreme_sum(d + 1, m - 1, k - 1, 1);
	if (part) {
		part[0] = (long)b1;
		part[1] = (long)b2;
		part[2] = (long)b3;
		part[3] = (long)s4;
	}
	a = s->W1 * b1 + s->W2 * b2 + s->W3 * b3 + s4;
	b = linkb + s->W2 * b2 + s4;
	if (a < b)
		a = b;
	/* The assignment only where the cheaper bounds do not settle it. */
	if (a <= need && k > 1) {
		b = assign(s, u, m, k) + s->W2 * b2 + s4;
		if (a < b)
			a = b;
	}
	return a;
}

static void
sol_set(struct st *s, struct sol *o, int depth, cost_t cost)
{
	memcpy(o->tabs, s->cur, sizeof *s->cur * (size_t)depth);
	o->cost = cost;
}

/* Compares the first `depth` tables of seating a with those of b. */
static int
prefix_cmp(const struct tab *a, const struct tab *b, int depth)
{
	int i, c;

	for (i = 0; i < depth; i++)
		if ((c = key_cmp(a[i].key, b[i].key)) != 0)
			return c;
	return 0;
}

static void
record(struct st *s, cost_t g)
{
	size_t i, at;
	struct sol spare;

	if (g < s->best) {
		s->best = g;
		s->nsols = 0;
	}
	if (s->nsols == s->want &&
	    prefix_cmp(s->cur, s->sols[s->want - 1].tabs, s->ntab) >= 0)
		return;
	for (at = 0; at < s->nsols; at++)
		if (prefix_cmp(s->cur, s->sols[at].tabs, s->ntab) < 0)
			break;
	if (s->nsols == s->want)
		s->nsols--;
	spare = s->sols[s->nsols];
	for (i = s->nsols; i > at; i--)
		s->sols[i] = s->sols[i - 1];
	s->sols[at] = spare;
	sol_set(s, &s->sols[at], s->ntab, g);
	s->nsols++;
}

/* May a branch of bound f whose tables so far are s->cur[0..depth) hold
 * a seating worth keeping? */
static int
worth(const struct st *s, cost_t f, int depth)
{
	if (f > s->best)
		return 0;
	if (f == s->best && s->nsols == s->want &&
	    prefix_cmp(s->cur, s->sols[s->want - 1].tabs, depth) > 0)
		return 0;
	return 1;
}

static int
kid_cmp(const void *x, const void *y)
{
	const struct child *a = x, *b = y;

	if (a->t.cost != b->t.cost)
		return a->t.cost < b->t.cost ? -1 : 1;
	return key_cmp(a->t.key, b->t.key);
}

static void
set_kid(struct st *s, const struct child *ch, int on)
{
	s->seated[ch->b] = (unsigned char)on;
	if (ch->c >= 0) {
		s->seated[ch->c] = (unsigned char)on;
		s->k3 -= on ? 1 : -1;
	} else
		s->k2 -= on ? 1 : -1;
}

static void
search(struct st *s, int depth, cost_t g)
{
	struct child *kids = s->kids[depth];
	size_t nk = 0, i;
	int a, b, c;

	s->nodes++;
	if (s->limit > 0 && (s->nodes & 255) == 0 && elapsed(s) > s->limit)
		s->timed_out = 1;
	if (s->timed_out) {
		/* This node's bound was taken before entering it. */
		return;
	}
	for (a = 0; a < s->n && s->seated[a]; a++)
		;
	if (a == s->n) {
		record(s, g);
		return;
	}
	s->seated[a] = 1;
	if (s->k3 > 0)
		for (b = a + 1; b < s->n; b++) {
			if (s->seated[b])
				continue;
			for (c = b + 1; c < s->n; c++) {
				int mm[3] = { a, b, c };

				if (s->seated[c])
					continue;
				eval_table(s, mm, 3, &kids[nk].t);
				kids[nk].b = b;
				kids[nk].c = c;
				kids[nk].lb = -1;
				nk++;
			}
		}
	if (s->k2 > 0)
		for (b = a + 1; b < s->n; b++) {
			int mm[2] = { a, b };

			if (s->seated[b])
				continue;
			eval_table(s, mm, 2, &kids[nk].t);
			kids[nk].b = b;
			kids[nk].c = -1;
			kids[nk].lb = -1;
			nk++;
		}
	qsort(kids, nk, sizeof *kids, kid_cmp);
	for (i = 0; i < nk; i++) {
		struct child *ch = &kids[i];
		cost_t f;

		if (g + ch->t.cost > s->best)
			break;	/* sorted by cost: none after it fits */
		set_kid(s, ch, 1);
		s->cur[depth] = ch->t;
		f = g + ch->t.cost + lower(s, NULL, s->best - g - ch->t.cost);
		ch->lb = f;
		if (worth(s, f, depth + 1))
			search(s, depth + 1, g + ch->t.cost);
		set_kid(s, ch, 0);
		if (s->timed_out) {
			/* The rest of this level, this child included,
			 * is open: their bounds. */
			size_t j;

			if (f < s->open_lb)
				s->open_lb = f;
			for (j = i + 1; j < nk; j++) {
				if (g + kids[j].t.cost >= s->open_lb)
					continue;
				set_kid(s, &kids[j], 1);
				f = g + kids[j].t.cost + lower(s, NULL,
				    s->open_lb - g - kids[j].t.cost);
				set_kid(s, &kids[j], 0);
				if (f < s->open_lb)
					s->open_lb = f;
			}
			break;
		}
	}
	s->seated[a] = 0;
}

static void
decode(const struct st *s, cost_t x, long *crit)
{
	crit[0] = (long)(x / s->W1);
	x %= s->W1;
	crit[1] = (long)(x / s->W2);
	x %= s->W2;
	crit[2] = (long)(x / s->W3);
	crit[3] = (long)(x % s->W3);
}

static int
to_seating(const struct st *s, const struct sol *o,
    struct talat_pair_seating *out)
{
	int i, c;

	memset(out, 0, sizeof *out);
	out->bye = -1;
	if (s->ntab > 0) {
		out->tables = calloc((size_t)s->ntab, sizeof *out->tables);
		if (!out->tables)
			return -1;
	}
	out->ntables = (size_t)s->ntab;
	for (i = 0; i < s->ntab; i++) {
		const struct tab *t = &o->tabs[i];
		struct talat_pair_table *p = &out->tables[i];

		p->size = t->size;
		for (c = 0; c < TALAT_NCOLOURS; c++) {
			p->player[c] = t->pl[c] < 0 ? -1 : s->pos[t->pl[c]];
			p->order[c] = t->order[c];
		}
		p->zihin = t->zihin;
		p->norder = t->norder;
		for (c = 0; c < TALAT_PAIR_CRITERIA; c++)
			out->criteria[c] += t->crit[c];
	}
	return 0;
}

static void
st_free(struct st *s)
{
	size_t i;

	free(s->pos);
	free(s->R);
	free(s->M);
	free(s->two);
	free(s->place);
	free(s->col);
	free(s->seated);
	free(s->cur);
	if (s->kids)
		for (i = 0; i <= (size_t)s->ntab; i++)
			free(s->kids[i]);
	free(s->kids);
	free(s->ubuf);
	free(s->dbuf);
	free(s->vbuf);
	free(s->dp);
	free(s->hu);
	free(s->hv);
	free(s->hmin);
	free(s->hp);
	free(s->hway);
	free(s->hused);
	for (i = 0; i <= TALAT_PAIR_ALTERNATIVES; i++)
		free(s->sols[i].tabs);
}

static int
mul_ok(cost_t a, cost_t b, cost_t *out)
{
	return !__builtin_mul_overflow(a, b, out);
}

/*
 * Sets up s for p: positions in rank order, the history by position,
 * the weights. -1 with errno on failure.
 */
static int
st_init(struct st *s, const struct talat_pair_problem *p)
{
	size_t n = p->n, i, j;
	long *idx;
	cost_t max4 = 0, max3, max2 = 0, max1 = 0, x;
	int c;

	memset(s, 0, sizeof *s);
	if (n > 100000) {
		errno = EINVAL;
		return -1;
	}
	s->n = (int)n;
	s->pos = calloc(n + 1, sizeof *s->pos);
	s->R = calloc(n + 1, sizeof *s->R);
	s->M = calloc(n * n + 1, sizeof *s->M);
	s->two = calloc(n + 1, sizeof *s->two);
	s->place = calloc(n + 1, sizeof *s->place);
	s->col = calloc(n + 1, sizeof *s->col);
	s->seated = calloc(n + 1, 1);
	idx = calloc(n + 1, sizeof *idx);
	if (!s->pos || !s->R || !s->M || !s->two || !s->place || !s->col ||
	    !s->seated || !idx) {
		free(idx);
		st_free(s);
		return -1;
	}
	for (i = 0; i < n; i++)
		idx[i] = (long)i;
	/* Rank order, equal ranks by index: a stable insertion sort. */
	for (i = 1; i < n; i++) {
		long v = idx[i];

		for (j = i; j > 0 && p->players[idx[j - 1]].rank >
		    p->players[v].rank; j--)
			;
		memmove(idx + j + 1, idx + j, (i - j) * sizeof *idx);
		idx[j] = v;
	}
	for (i = 0; i < n; i++) {
		const struct talat_pair_player *pl = &p->players[idx[i]];

		s->pos[i] = (int)idx[i];
		s->R[i] = pl->rank;
		if (pl->two < 0)
			goto inval;
		s->two[i] = pl->two;
		max2 += pl->two;
		for (c = 0; c < TALAT_NCOLOURS; c++) {
			if (pl->place[c] < 0 || pl->colour[c] < 0)
				goto inval;
			s->place[i][c] = pl->place[c];
			s->col[i][c] = pl->colour[c];
		}
		x = 0;
		for (c = 0; c < TALAT_NCOLOURS; c++)
			if (pl->place[c] > x)
				x = pl->place[c];
		max4 += x;
		x = 0;
		for (c = 0; c < TALAT_NCOLOURS; c++)
			if (pl->colour[c] > x)
				x = pl->colour[c];
		max4 += x;
	}
	for (i = 0; i < n; i++)
		for (j = 0; j < n; j++) {
			long v = p->met ? p->met[(size_t)idx[i] * n + idx[j]] : 0,
			    w = p->met ? p->met[(size_t)idx[j] * n + idx[i]] : 0;

			if (v < 0 || v != w)
				goto inval;
			s->M[i * n + j] = i == j ? 0 : v;
			if (i < j)
				max1 += v;
		}
	free(idx);
	max3 = n > 0 ? (cost_t)(n / 2 + 1) * (s->R[n - 1] - s->R[0]) : 0;
	s->W3 = max4 + 1;
	if (!mul_ok(s->W3, max3 + 1, &s->W2) ||
	    !mul_ok(s->W2, max2 + 1, &s->W1) ||
	    !mul_ok(s->W1, max1 + 1, &x) || x > COST_MAX / 8) {
		st_free(s);
		errno = EOVERFLOW;
		return -1;
	}
	return 0;
inval:
	free(idx);
	st_free(s);
	errno = EINVAL;
	return -1;
}

int
talat_pair_seat(const struct talat_pair_problem *p,
    struct talat_pair_result *r)
{
	struct st s;
	size_t n = p->n, i;
	int k;
	cost_t root;

	memset(r, 0, sizeof *r);
	r->seating.bye = -1;
	if (st_init(&s, p) < 0)
		return -1;
	clock_gettime(CLOCK_MONOTONIC, &s.start);
	s.limit = p->time_limit;
	if (n == 1) {
		r->seating.bye = s.pos[0];
		r->proven = 1;
		st_free(&s);
		return 0;
	}
	s.k2 = (int)((3 - n % 3) % 3);
	s.k3 = (int)((n - 2 * (size_t)s.k2) / 3);
	s.ntab = s.k3 + s.k2;
	s.want = 1 + (p->alternatives > TALAT_PAIR_ALTERNATIVES ?
	    TALAT_PAIR_ALTERNATIVES : p->alternatives);
	s.maxkids = n * n / 2 + n + 1;
	s.cur = calloc((size_t)s.ntab + 1, sizeof *s.cur);
	s.kids = calloc((size_t)s.ntab + 1, sizeof *s.kids);
	s.ubuf = calloc(n + 1, sizeof *s.ubuf);
	s.dbuf = calloc(n + 1, sizeof *s.dbuf);
	s.vbuf = calloc(n + 1, sizeof *s.vbuf);
	s.dp = calloc((n + 1) * 3, sizeof *s.dp);
	s.hu = calloc(n + 1, sizeof *s.hu);
	s.hv = calloc(2 * n + 2, sizeof *s.hv);
	s.hmin = calloc(2 * n + 2, sizeof *s.hmin);
	s.hp = calloc(2 * n + 2, sizeof *s.hp);
	s.hway = calloc(2 * n + 2, sizeof *s.hway);
	s.hused = calloc(2 * n + 2, 1);
	if (!s.cur || !s.kids || !s.ubuf || !s.dbuf || !s.vbuf || !s.dp ||
	    !s.hu || !s.hv || !s.hmin || !s.hp || !s.hway || !s.hused)
		goto nomem;
	for (k = 0; k <= s.ntab; k++)
		if (!(s.kids[k] = calloc(s.maxkids, sizeof **s.kids)))
			goto nomem;
	for (i = 0; i <= TALAT_PAIR_ALTERNATIVES; i++)
		if (!(s.sols[i].tabs = calloc((size_t)s.ntab + 1,
		    sizeof *s.sols[i].tabs)))
			goto nomem;
	s.best = COST_MAX;
	s.open_lb = COST_MAX;
	root = lower(&s, r->first_bound, COST_MAX);
	search(&s, 0, 0);
	r->nodes = s.nodes;
	r->seconds = elapsed(&s);
	if (s.nsols == 0)
		goto nomem;	/* cannot be: the first branch goes down */
	r->proven = !s.timed_out;
	if (to_seating(&s, &s.sols[0], &r->seating) < 0)
		goto nomem;
	for (i = 1; i < s.nsols; i++) {
		if (to_seating(&s, &s.sols[i], &r->alternatives[i - 1]) < 0)
			goto nomem;
		r->nalternatives = i;
	}
	if (r->proven)
		memcpy(r->bound, r->seating.criteria, sizeof r->bound);
	else {
		cost_t lb = s.open_lb < s.best ? s.open_lb : s.best;

		if (lb < root)
			lb = root;
		decode(&s, lb, r->bound);
	}
	st_free(&s);
	return 0;
nomem:
	st_free(&s);
	talat_pair_result_free(r);
	errno = ENOMEM;
	return -1;
}

void
talat_pair_result_free(struct talat_pair_result *r)
{
	size_t i;

	free(r->seating.tables);
	r->seating.tables = NULL;
	for (i = 0; i < TALAT_PAIR_ALTERNATIVES; i++) {
		free(r->alternatives[i].tables);
		r->alternatives[i].tables = NULL;
	}
	r->nalternatives = 0;
}

/* The position of each player index, for the functions on one table. */
static int
position_of(const struct st *s, long player)
{
	int i;

	for (i = 0; i < s->n; i++)
		if (s->pos[i] == player)
			return i;
	return -1;
}

int
talat_pair_table_best(const struct talat_pair_problem *p,
    const long *players, int size, struct talat_pair_table *out,
    long crit[TALAT_PAIR_CRITERIA])
{
	struct st s;
	struct tab t;
	int m[3], i, j, c;

	if ((size != 2 && size != 3) || (size_t)size > p->n) {
		errno = EINVAL;
		return -1;
	}
	if (st_init(&s, p) < 0)
		return -1;
	for (i = 0; i < size; i++) {
		m[i] = position_of(&s, players[i]);
		for (j = 0; j < i; j++)
			if (m[j] == m[i])
				m[i] = -1;
		if (m[i] < 0) {
			st_free(&s);
			errno = EINVAL;
			return -1;
		}
	}
	/* In rank order, as the search meets them. */
	for (i = 1; i < size; i++)
		for (j = i; j > 0 && m[j - 1] > m[j]; j--) {
			int x = m[j];
			m[j] = m[j - 1];
			m[j - 1] = x;
		}
	eval_table(&s, m, size, &t);
	out->size = size;
	for (c = 0; c < TALAT_NCOLOURS; c++) {
		out->player[c] = t.pl[c] < 0 ? -1 : s.pos[t.pl[c]];
		out->order[c] = t.order[c];
	}
	out->zihin = t.zihin;
	out->norder = t.norder;
	if (crit)
		memcpy(crit, t.crit, sizeof t.crit);
	st_free(&s);
	return 0;
}

/* Is t a valid table of p? */
static int
table_ok(const struct talat_pair_problem *p, const struct talat_pair_table *t)
{
	int c, d, seen = 0, nz = 0;

	if (t->size != 2 && t->size != 3)
		return 0;
	for (c = 0; c < TALAT_NCOLOURS; c++) {
		if (t->player[c] < 0) {
			nz++;
			if (t->zihin != c)
				return 0;
			continue;
		}
		if ((size_t)t->player[c] >= p->n)
			return 0;
		for (d = 0; d < c; d++)
			if (t->player[d] == t->player[c])
				return 0;
	}
	if (nz != 3 - t->size || (t->size == 3 && t->zihin != -1) ||
	    t->norder != t->size)
		return 0;
	for (c = 0; c < t->norder; c++) {
		int o = t->order[c];

		if (o < 0 || o >= TALAT_NCOLOURS || t->player[o] < 0 ||
		    (seen & (1 << o)))
			return 0;
		seen |= 1 << o;
	}
	return 1;
}

int
talat_pair_criteria(const struct talat_pair_problem *p,
    const struct talat_pair_table *tables, size_t ntables,
    long crit[TALAT_PAIR_CRITERIA])
{
	size_t i;
	int c, d;

	for (c = 0; c < TALAT_PAIR_CRITERIA; c++)
		crit[c] = 0;
	for (i = 0; i < ntables; i++) {
		const struct talat_pair_table *t = &tables[i];
		long lo = LONG_MAX, hi = LONG_MIN;

		if (!table_ok(p, t)) {
			errno = EINVAL;
			return -1;
		}
		for (c = 0; c < TALAT_NCOLOURS; c++) {
			long a = t->player[c];
			const struct talat_pair_player *pl;

			if (a < 0)
				continue;
			pl = &p->players[a];
			if (pl->rank < lo)
				lo = pl->rank;
			if (pl->rank > hi)
				hi = pl->rank;
			for (d = c + 1; d < TALAT_NCOLOURS; d++)
				if (t->player[d] >= 0 && p->met)
					crit[0] += p->met[(size_t)a * p->n +
					    (size_t)t->player[d]];
			if (t->size == 2)
				crit[1] += pl->two;
			crit[3] += pl->colour[c];
		}
		crit[2] += hi - lo;
		for (c = 0; c < t->norder; c++)
			crit[3] += p->players[t->player[t->order[c]]].place[c];
	}
	return 0;
}

/* The key of criterion 5 of table t: ranks positions by colour. */
struct tkey {
	long k[TALAT_NCOLOURS];
	long first;
};

static long
rank_pos(const struct talat_pair_problem *p, long a)
{
	size_t i;
	long pos = 0;

	/* The position of a in rank order (rank, then index). */
	for (i = 0; i < p->n; i++)
		if (p->players[i].rank < p->players[a].rank ||
		    (p->players[i].rank == p->players[a].rank &&
		    (long)i < a))
			pos++;
	return pos;
}

static void
tkey_of(const struct talat_pair_problem *p, const struct talat_pair_table *t,
    struct tkey *k)
{
	int c;

	k->first = LONG_MAX;
	for (c = 0; c < TALAT_NCOLOURS; c++) {
		k->k[c] = t->player[c] < 0 ? (long)p->n :
		    rank_pos(p, t->player[c]);
		if (k->k[c] < k->first)
			k->first = k->k[c];
	}
}

static int
tkey_cmp(const void *x, const void *y)
{
	const struct tkey *a = x, *b = y;

	if (a->first != b->first)
		return a->first < b->first ? -1 : 1;
	return 0;
}

int
talat_pair_tie_compare(const struct talat_pair_problem *p,
    const struct talat_pair_table *a, const struct talat_pair_table *b,
    size_t ntables)
{
	struct tkey *ka, *kb;
	size_t i;
	int c, r = 0;

	ka = calloc(ntables + 1, sizeof *ka);
	kb = calloc(ntables + 1, sizeof *kb);
	if (!ka || !kb) {
		free(ka);
		free(kb);
		return 0;
	}
	for (i = 0; i < ntables; i++) {
		tkey_of(p, &a[i], &ka[i]);
		tkey_of(p, &b[i], &kb[i]);
	}
	qsort(ka, ntables, sizeof *ka, tkey_cmp);
	qsort(kb, ntables, sizeof *kb, tkey_cmp);
	for (i = 0; i < ntables && r == 0; i++)
		for (c = 0; c < TALAT_NCOLOURS && r == 0; c++)
			if (ka[i].k[c] != kb[i].k[c])
				r = ka[i].k[c] < kb[i].k[c] ? -1 : 1;
	free(ka);
	free(kb);
	return r;
}
