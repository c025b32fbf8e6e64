/* SPDX-License-Identifier: ISC */
/* diff.c: comparing two records of one game (arbiter.md section 3). */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "diff.h"
#include "internal.h"

void
talat_game_diff_init(struct talat_game_diff *d)
{
	memset(d, 0, sizeof(*d));
}

void
talat_game_diff_free(struct talat_game_diff *d)
{
	free(d->tags);
	talat_game_diff_init(d);
}

/*
 * The first tag of each name of a game, sorted by name, to be found with
 * bsearch: O(n log n) to make, O(log n) a look-up, so that a diff of two
 * records with many tags takes time n log n, not n squared (issue 24).
 */
struct tag_index {
	const struct talat_tag **v;
	size_t n;
};

static int
by_name(const void *x, const void *y)
{
	const struct talat_tag *a = *(const struct talat_tag *const *)x;
	const struct talat_tag *b = *(const struct talat_tag *const *)y;
	int c = strcmp(a->name, b->name);

	/* The same name: the first in the record first. */
	return c != 0 ? c : a < b ? -1 : a > b;
}

static int
index_tags(const struct talat_game *g, struct tag_index *x)
{
	size_t i, n = 0;

	x->n = 0;
	if ((x->v = malloc((g->ntags + 1) * sizeof(*x->v))) == NULL) {
		errno = ENOMEM;
		return -1;
	}
	for (i = 0; i < g->ntags; i++)
		x->v[i] = &g->tags[i];
	if (g->ntags > 0)
		qsort(x->v, g->ntags, sizeof(*x->v), by_name);
	for (i = 0; i < g->ntags; i++)	/* the first of each name stays */
		if (n == 0 || strcmp(x->v[n - 1]->name, x->v[i]->name) != 0)
			x->v[n++] = x->v[i];
	x->n = n;
	return 0;
}

static int
name_is(const void *key, const void *elem)
{
	return strcmp(key, (*(const struct talat_tag *const *)elem)->name);
}

/* The first tag named `name` in the indexed game, or NULL. */
static const struct talat_tag *
first_tag(const struct tag_index *x, const char *name)
{
	const struct talat_tag *const *t;

	if (x->n == 0)
		return NULL;
	t = bsearch(name, x->v, x->n, sizeof(*x->v), name_is);
	return t != NULL ? *t : NULL;
}

static int
add_tag(struct talat_game_diff *d, const char *name, const char *a,
    const char *b)
{
	struct talat_tag_diff *t;

	if (tl_grow(&d->tags, &d->captags, d->ntags + 1,
	    sizeof(*d->tags), 8) < 0) {
		errno = ENOMEM;
		return -1;
	}
	t = &d->tags[d->ntags++];
	t->name = name;
	t->a = a;
	t->b = b;
	return 0;
}

/* The tags of `from` that differ from `other` (first of each name);
 * `only_missing`: just those `other` lacks. */
static int
diff_tags(struct talat_game_diff *d, const struct talat_game *from,
    const struct tag_index *fx, const struct tag_index *ox, int from_is_a,
    int only_missing)
{
	const struct talat_tag *t, *o;
	size_t i;

	for (i = 0; i < from->ntags; i++) {
		t = &from->tags[i];
		if (first_tag(fx, t->name) != t)
			continue;	/* a duplicate: the first counts */
		o = first_tag(ox, t->name);
		if (o != NULL && (only_missing || strcmp(t->value,
		    o->value) == 0))
			continue;
		if (add_tag(d, t->name, from_is_a ? t->value :
		    (o ? o->value : NULL), from_is_a ? (o ? o->value : NULL) :
		    t->value) < 0)
			return -1;
	}
	return 0;
}

/* Whether the moves of x from xi and those of y from yi agree, to the end
 * of both. */
static int
rest_agrees(const struct talat_game *x, size_t xi,
    const struct talat_game *y, size_t yi)
{
	char tx[TALAT_PLY_TEXT_MAX], ty[TALAT_PLY_TEXT_MAX];

	if (x->nmoves - xi != y->nmoves - yi)
		return 0;
	for (; xi < x->nmoves; xi++, yi++) {
		talat_ply_format(&x->moves[xi], tx);
		talat_ply_format(&y->moves[yi], ty);
		if (strcmp(tx, ty) != 0)
			return 0;
	}
	return 1;
}

int
talat_game_diff(const struct talat_game *a, const struct talat_game *b,
    struct talat_game_diff *d)
{
	char ta[TALAT_PLY_TEXT_MAX], tb[TALAT_PLY_TEXT_MAX];
	size_t i, n = a->nmoves > b->nmoves ? a->nmoves : b->nmoves;
	long first_ply, plies = 0;
	struct tag_index xa = { NULL, 0 }, xb = { NULL, 0 };
	int nplayers, rc;

	free(d->tags);
	talat_game_diff_init(d);
	rc = index_tags(a, &xa) < 0 || index_tags(b, &xb) < 0 ||
	    diff_tags(d, a, &xa, &xb, 1, 0) < 0 ||
	    diff_tags(d, b, &xb, &xa, 0, 1) < 0 ? -1 : 0;
	free(xa.v);
	free(xb.v);
	if (rc < 0)
		return -1;
	for (i = 0; i < n; i++) {
		ta[0] = tb[0] = '\0';
		if (i < a->nmoves)
			talat_ply_format(&a->moves[i], ta);
		if (i < b->nmoves)
			talat_ply_format(&b->moves[i], tb);
		if (strcmp(ta, tb) != 0)
			break;
		if (a->moves[i].kind != TALAT_MOVE_FREEZE)
			plies++;
	}
	if (i < n) {
		talat_game_numbering(a, &nplayers, &first_ply);
		d->moves_differ = 1;
		d->move = i;
		d->ply = first_ply + plies;
		d->round = d->ply >= 1 ? (d->ply - 1) / nplayers + 1 : 0;
		memcpy(d->a, ta, sizeof(ta));
		memcpy(d->b, tb, sizeof(tb));
		/* A move one record left out: the rest agrees without it. */
		if (i + 1 < a->nmoves && i < b->nmoves &&
		    rest_agrees(a, i + 1, b, i))
			d->left_out = 2;
		else if (i + 1 < b->nmoves && i < a->nmoves &&
		    rest_agrees(a, i, b, i + 1))
			d->left_out = 1;
	}
	d->same = d->ntags == 0 && !d->moves_differ;
	return 0;
}

const struct talat_diag *
talat_result_first_error(const struct talat_result *r)
{
	size_t i;

	for (i = 0; i < r->ndiags; i++)
		if (r->diags[i].severity == TALAT_SEV_ERROR)
			return &r->diags[i];
	return NULL;
}
