/* SPDX-License-Identifier: ISC */
/*
 * reconcile_align.c: edit distances between item lists for talat
 * reconcile: the bands of suffix distances between the sheets (the lower
 * bound of the search) and the alignment of a sheet with the reconciled
 * game (what the arbiter is shown). Both are banded: a distance over the
 * limit (12 or 18 edits) means too far, and a pair of indices whose
 * remaining lengths differ by more than that is never needed.
 */
#include <stdlib.h>
#include <string.h>
#include "reconcile_private.h"

/* The pairs of sheets whose bands are kept: 01, 12, 02. */
static const int pair_of[RC_MAXSHEETS][2] = { { 0, 1 }, { 1, 2 }, { 0, 2 } };

static int
min2(int a, int b)
{
	return a < b ? a : b;
}

static int
min3(int a, int b, int c)
{
	int m = a < b ? a : b;

	return m < c ? m : c;
}

/* d(a[i..], b[j..]) for every i, j of the band, from the ends back. */
/* Whether an item (flags f) may be played at turn t; the turn after. */
static int
may(int f, int t)
{
	return (f >> t) & 1;
}

static int
after(int f, int t, int nturn)
{
	return f & RC_ACT_DECLARATION ? t : (t + 1) % nturn;
}

static int
at(const struct rc_band *b, int limit, long i, long j, int t)
{
	return rc_band_at(b, limit, i, j, t);
}

/*
 * The least cost from (i, j) at turn t of the columns that align the
 * rest of a and b with a game G that keeps the rules of rc_sheets: an
 * item of a alone (left out of G: 1, or in G: 1, the other sheet lacks
 * it), of b alone, one of each (G has a's, b's or another item: the
 * edits of the sheets that do not have G's), or G's alone (a ply no
 * sheet wrote: 2). The values at (i, j) for the other turns are not
 * known yet: G's item alone is added afterwards.
 */
static int
column(const struct rc_band *b, int limit, const uint32_t *a,
    const unsigned char *fa, const uint32_t *bb, const unsigned char *fb,
    long i, long j, int t)
{
	int n = b->nturn, v = limit + 1, c, x, y;

	if (i < b->na) {
		x = fa != NULL ? fa[i] : 0x07;
		v = min3(v, at(b, limit, i + 1, j, t) + 1,
		    at(b, limit, i + 1, j, (t + 1) % n) + 2);
		if (may(x, t))
			v = min2(v, at(b, limit, i + 1, j, after(x, t, n)) + 1);
	}
	if (j < b->nb) {
		y = fb != NULL ? fb[j] : 0x07;
		v = min3(v, at(b, limit, i, j + 1, t) + 1,
		    at(b, limit, i, j + 1, (t + 1) % n) + 2);
		if (may(y, t))
			v = min2(v, at(b, limit, i, j + 1, after(y, t, n)) + 1);
	}
	if (i < b->na && j < b->nb) {
		x = fa != NULL ? fa[i] : 0x07;
		y = fb != NULL ? fb[j] : 0x07;
		c = a[i] == bb[j] ? 0 : 1;
		v = min3(v, at(b, limit, i + 1, j + 1, t) + 2,
		    at(b, limit, i + 1, j + 1, (t + 1) % n) + 2);
		if (may(x, t))
			v = min2(v, at(b, limit, i + 1, j + 1, after(x, t, n)) +
			    c);
		if (may(y, t))
			v = min2(v, at(b, limit, i + 1, j + 1, after(y, t, n)) +
			    c);
	}
	return v;
}

static int
band_fill(struct rc_band *b, const uint32_t *a, const unsigned char *fa,
    size_t na, const uint32_t *bb, const unsigned char *fb, size_t nb,
    int limit, int nturn)
{
	size_t width = (size_t)(2 * limit + 1), k;
	long i, j, d;
	int v[3], t, pass;

	b->na = (long)na;
	b->nb = (long)nb;
	b->off = (long)nb - (long)na;
	b->nturn = nturn;
	if ((b->v = malloc((na + 1) * width * (size_t)nturn)) == NULL)
		return -1;
	for (i = (long)na; i >= 0; i--)
		for (d = limit; d >= -limit; d--) {
			j = i + b->off + d;
			if (j < 0 || j > (long)nb)
				continue;
			k = ((size_t)i * width + (size_t)(d + limit)) *
			    (size_t)nturn;
			for (t = 0; t < nturn; t++) {
				v[t] = i == (long)na && j == (long)nb ? 0 :
				    column(b, limit, a, fa, bb, fb, i, j, t);
				if (v[t] > limit + 1)
					v[t] = limit + 1;
			}
			/* G's ply alone, at (i, j): the next turn's value
			 * and two edits (going round twice settles it). */
			for (pass = 0; nturn > 1 && pass < 2; pass++)
				for (t = 0; t < nturn; t++)
					v[t] = min2(v[t], v[(t + 1) % nturn] + 2);
			for (t = 0; t < nturn; t++)
				b->v[k + (size_t)t] = (unsigned char)
				    (v[t] > limit + 1 ? limit + 1 : v[t]);
		}
	return 0;
}

int
rc_sheets_bands(struct rc_sheets *s)
{
	int p, x, y;

	for (p = 0; p < (s->k == 3 ? 3 : 1); p++) {
		x = pair_of[p][0];
		y = pair_of[p][1];
		if (band_fill(&s->band[p], s->code[x], s->act[x], s->n[x],
		    s->code[y], s->act[y], s->n[y], s->limit,
		    s->nturn > 1 ? s->nturn : 1) < 0)
			return -1;
	}
	return 0;
}

void
rc_sheets_free(struct rc_sheets *s)
{
	int j;

	for (j = 0; j < RC_MAXSHEETS; j++) {
		free(s->code[j]);
		free(s->act[j]);
		free(s->band[j].v);
	}
	memset(s, 0, sizeof *s);
}

/* D(i, j) = d(a[..i), b[..j)) in a band |i - j| <= limit, capped. */
static int
dp_at(const unsigned char *t, int limit, size_t i, size_t j)
{
	long d = (long)j - (long)i;

	if (d < -limit || d > limit)
		return limit + 1;
	return t[i * (size_t)(2 * limit + 1) + (size_t)(d + limit)];
}

static void
dp_fill(unsigned char *t, const uint32_t *a, size_t na, const uint32_t *b,
    size_t nb, int limit)
{
	size_t width = (size_t)(2 * limit + 1), i, j;
	long d;
	int v;

	for (i = 0; i <= na; i++)
		for (d = -limit; d <= limit; d++) {
			if ((long)i + d < 0 || (long)i + d > (long)nb)
				continue;
			j = (size_t)((long)i + d);
			if (i == 0 || j == 0)
				v = (int)(i + j > (size_t)limit ? (size_t)limit + 1 :
				    i + j);
			else
				v = min3(dp_at(t, limit, i - 1, j - 1) +
				    (a[i - 1] != b[j - 1]),
				    dp_at(t, limit, i - 1, j) + 1,
				    dp_at(t, limit, i, j - 1) + 1);
			if (v > limit + 1)
				v = limit + 1;
			t[i * width + (size_t)(d + limit)] = (unsigned char)v;
		}
}

long
rc_align(const uint32_t *a, size_t na, const uint32_t *b, size_t nb,
    int limit, char *ops, size_t *nops)
{
	unsigned char *t;
	size_t i = na, j = nb, n = 0, k;
	long dist;
	int v;
	char c;

	*nops = 0;
	if ((na > nb ? na - nb : nb - na) > (size_t)limit)
		return limit + 1;
	if ((t = malloc((na + 1) * (size_t)(2 * limit + 1))) == NULL)
		return -1;
	dp_fill(t, a, na, b, nb, limit);
	dist = dp_at(t, limit, na, nb);
	if (dist > limit) {
		free(t);
		return dist;
	}
	while (i > 0 || j > 0) {
		v = dp_at(t, limit, i, j);
		if (i > 0 && j > 0 && v == dp_at(t, limit, i - 1, j - 1) +
		    (a[i - 1] != b[j - 1])) {
			c = 'm';
			i--;
			j--;
		} else if (i > 0 && v == dp_at(t, limit, i - 1, j) + 1) {
			c = 'a';
			i--;
		} else {
			c = 'b';
			j--;
		}
		ops[n++] = c;
	}
	for (k = 0; k < n / 2; k++) {
		c = ops[k];
		ops[k] = ops[n - 1 - k];
		ops[n - 1 - k] = c;
	}
	*nops = n;
	free(t);
	return dist;
}
