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

static int
min3(int a, int b, int c)
{
	int m = a < b ? a : b;

	return m < c ? m : c;
}

/* d(a[i..], b[j..]) for every i, j of the band, from the ends back. */
/* What a column that pairs a and b costs G, the best G can do there
 * with no item that is never legal (na, nb: a's and b's flags). */
static int
pair_cost(uint32_t a, uint32_t b, int na, int nb)
{
	if (a == b)
		return na ? 2 : 0;
	return na && nb ? 2 : 1;
}

static int
band_fill(struct rc_band *b, const uint32_t *a, const unsigned char *fa,
    size_t na, const uint32_t *bb, const unsigned char *fb, size_t nb,
    int limit)
{
	size_t width = (size_t)(2 * limit + 1);
	long i, j, d;
	int v;

	b->na = (long)na;
	b->nb = (long)nb;
	b->off = (long)nb - (long)na;
	if ((b->v = malloc((na + 1) * width)) == NULL)
		return -1;
	for (i = (long)na; i >= 0; i--)
		for (d = limit; d >= -limit; d--) {
			j = i + b->off + d;
			if (j < 0 || j > (long)nb)
				continue;
			if (i == (long)na)
				v = (int)(nb - (size_t)j > (size_t)limit ?
				    (size_t)limit + 1 : nb - (size_t)j);
			else if (j == (long)nb)
				v = (int)(na - (size_t)i > (size_t)limit ?
				    (size_t)limit + 1 : na - (size_t)i);
			else
				v = min3(rc_band_at(b, limit, i + 1, j + 1) +
				    pair_cost(a[i], bb[j], fa != NULL && fa[i],
				    fb != NULL && fb[j]),
				    rc_band_at(b, limit, i + 1, j) + 1,
				    rc_band_at(b, limit, i, j + 1) + 1);
			if (v > limit + 1)
				v = limit + 1;
			b->v[(size_t)i * width + (size_t)(d + limit)] =
			    (unsigned char)v;
		}
	return 0;
}

int
rc_sheets_bands(struct rc_sheets *s)
{
	static const int pair[RC_MAXSHEETS][2] = { { 0, 1 }, { 1, 2 }, { 0, 2 } };
	int p, x, y;

	for (p = 0; p < (s->k == 3 ? 3 : 1); p++) {
		x = pair[p][0];
		y = pair[p][1];
		if (band_fill(&s->band[p], s->code[x], s->never[x], s->n[x],
		    s->code[y], s->never[y], s->n[y], s->limit) < 0)
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
		free(s->never[j]);
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
