/* SPDX-License-Identifier: ISC */
/* record.c: a TGN game record in memory: its life cycle, copies, equality. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "talat/record.h"
#include "ply_text.h"
#include "record_private.h"

static const char *const annotation_texts[] = {
	"", "!", "?", "!!", "??", "!?", "?!"
};
#define NANNOTATIONS (sizeof annotation_texts / sizeof annotation_texts[0])

const char *
talat_annotation_text(enum talat_annotation annotation)
{
	int a = (int)annotation;	/* (whatever a caller passed) */

	if (a < 0 || (size_t)a >= NANNOTATIONS)
		return "";
	return annotation_texts[a];
}

int
talat_annotation_from_text(const char *s)
{
	const char *t;
	size_t i;

	if (s[0] == '\0')
		return TALAT_ANN_NONE;
	for (i = 1; i < NANNOTATIONS; i++) {
		t = annotation_texts[i];	/* one or two characters */
		if (s[0] == t[0] && s[1] == t[1] && (t[1] == '\0' ||
		    s[2] == '\0'))
			return (int)i;
	}
	return -1;
}

/* --- the text of a move ------------------------------------------------ */

static void
square_text(int sq, char *buf)
{
	if (sq >= 0 && sq < TALAT_NSQUARES)
		talat_square_name(sq, buf);
	else
		memcpy(buf, "??", 3);
}

/* Appends a name of two characters (a type, a board, a square). */
static char *
put2(char *p, const char *name)
{
	p[0] = name[0];
	p[1] = name[1];
	return p + 2;
}

/* (by hand, not snprintf: talat fmt and from-yaml write every ply) */
size_t
talat_ply_format(const struct talat_move *m, char buf[TALAT_PLY_TEXT_MAX])
{
	char from[3], to[3], *p = buf;

	square_text(m->from, from);
	square_text(m->to, to);
	switch (m->kind) {
	case TALAT_MOVE_PLACE:
		p = put2(p, talat_type_name(m->type));
		*p++ = '@';
		p = put2(p, talat_board_name(m->board));
		*p++ = ':';
		p = put2(p, to);
		break;
	case TALAT_MOVE_STEP:
	case TALAT_MOVE_CAPTURE:
		p = put2(p, talat_board_name(m->board));
		*p++ = ':';
		p = put2(p, from);
		*p++ = m->kind == TALAT_MOVE_STEP ? '-' : 'x';
		p = put2(p, to);
		break;
	case TALAT_MOVE_PASS:
		memcpy(p, "pass", 4);
		p += 4;
		break;
	case TALAT_MOVE_FREEZE:
		memcpy(p, "freeze ", 7);
		p = put2(p + 7, talat_board_name(m->board));
		break;
	}
	*p = '\0';
	return (size_t)(p - buf);
}

int
talat_ply_parse(const char *s, size_t len, struct talat_move *m)
{
	if (!ply_text_shape(s, len))
		return -1;
	ply_text_decode(s, len, m);
	return 0;
}

void
talat_game_init(struct talat_game *g)
{
	memset(g, 0, sizeof *g);
}

static void
free_comments(struct talat_comment *c, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		free(c[i].text);
}

void
talat_game_clear(struct talat_game *g)
{
	size_t i;

	for (i = 0; i < g->ntags; i++) {
		free(g->tags[i].name);
		free(g->tags[i].value);
	}
	free_comments(g->comments, g->ncomments);
	for (i = 0; i < g->nmoves; i++) {
		if (g->moves[i].comments == NULL)
			continue;	/* most plies: no comment */
		free_comments(g->moves[i].comments, g->moves[i].ncomments);
		free(g->moves[i].comments);
	}
	g->ntags = g->ncomments = g->nmoves = 0;
	g->index = 0;
	g->loc.line = g->loc.column = 0;
	g->syntax_errors = 0;
	g->first_error.line = g->first_error.column = 0;
	free(g->source_text);
	g->source_text = NULL;
	g->source_len = 0;
}

int
talat_game_set_source(struct talat_game *g, const char *text, size_t len)
{
	char *p;

	if (len == SIZE_MAX || (p = malloc(len + 1)) == NULL)
		return -1;
	memcpy(p, text, len);
	p[len] = '\0';
	free(g->source_text);
	g->source_text = p;
	g->source_len = len;
	return 0;
}

void
talat_game_free(struct talat_game *g)
{
	talat_game_clear(g);
	free(g->tags);
	free(g->comments);
	free(g->moves);
	talat_game_init(g);
}

const struct talat_tag *
talat_game_find_tag(const struct talat_game *g, const char *name)
{
	size_t i;

	for (i = 0; i < g->ntags; i++)
		if (g->tags[i].name[0] == name[0] &&
		    strcmp(g->tags[i].name, name) == 0)
			return &g->tags[i];
	return NULL;
}

const char *
talat_game_tag(const struct talat_game *g, const char *name)
{
	const struct talat_tag *t = talat_game_find_tag(g, name);

	return t != NULL ? t->value : NULL;
}

struct tag_ref {
	const char *name;
	size_t index;
};

static int
tag_ref_cmp(const void *a, const void *b)
{
	const struct tag_ref *x = a, *y = b;
	int c = strcmp(x->name, y->name);

	if (c != 0)
		return c;
	return x->index < y->index ? -1 : x->index > y->index;
}

/* Few tags: each against those before it. */
#define TAG_FIRSTS_SORT 16

long
talat_game_tag_firsts(const struct talat_game *g, size_t *first)
{
	struct tag_ref *refs;
	size_t i, j, n = g->ntags;
	long dups = 0;

	if (n <= TAG_FIRSTS_SORT) {
		for (i = 0; i < n; i++) {
			for (j = 0; j < i; j++)
				if (g->tags[i].name[0] == g->tags[j].name[0] &&
				    strcmp(g->tags[i].name,
				    g->tags[j].name) == 0)
					break;
			first[i] = j;
			dups += j < i;
		}
		return dups;
	}
	if ((refs = malloc(n * sizeof(*refs))) == NULL)
		return -1;
	for (i = 0; i < n; i++) {
		refs[i].name = g->tags[i].name;
		refs[i].index = i;
	}
	qsort(refs, n, sizeof(*refs), tag_ref_cmp);
	for (i = 0; i < n; i = j) {
		for (j = i; j < n && strcmp(refs[j].name, refs[i].name) == 0;
		    j++)
			first[refs[j].index] = refs[i].index;
		dups += (long)(j - i - 1);
	}
	free(refs);
	return dups;
}

static int
copy_comments(struct talat_comment **dst, const struct talat_comment *src,
    size_t n)
{
	size_t i;

	*dst = NULL;
	if (n == 0)
		return 0;
	if ((*dst = calloc(n, sizeof **dst)) == NULL)
		return -1;
	for (i = 0; i < n; i++) {
		(*dst)[i].loc = src[i].loc;
		if (((*dst)[i].text = strdup(src[i].text)) == NULL)
			return -1;
	}
	return 0;
}

int
talat_game_copy(struct talat_game *dst, const struct talat_game *src)
{
	size_t i;

	talat_game_init(dst);
	dst->index = src->index;
	dst->loc = src->loc;
	dst->syntax_errors = src->syntax_errors;
	dst->first_error = src->first_error;
	if (src->source_text != NULL &&
	    talat_game_set_source(dst, src->source_text, src->source_len) == -1)
		goto fail;
	if (src->ntags > 0) {
		if ((dst->tags = calloc(src->ntags, sizeof *dst->tags)) == NULL)
			goto fail;
		dst->captags = src->ntags;
		for (i = 0; i < src->ntags; i++) {
			dst->tags[i] = src->tags[i];
			dst->tags[i].name = strdup(src->tags[i].name);
			dst->tags[i].value = strdup(src->tags[i].value);
			dst->ntags++;
			if (dst->tags[i].name == NULL ||
			    dst->tags[i].value == NULL)
				goto fail;
		}
	}
	if (src->ncomments > 0) {
		int rc = copy_comments(&dst->comments, src->comments,
		    src->ncomments);

		if (dst->comments != NULL)
			dst->ncomments = dst->capcomments = src->ncomments;
		if (rc == -1)
			goto fail;
	}
	if (src->nmoves > 0) {
		if ((dst->moves = calloc(src->nmoves, sizeof *dst->moves)) == NULL)
			goto fail;
		dst->capmoves = src->nmoves;
		for (i = 0; i < src->nmoves; i++) {
			struct talat_move *m = &dst->moves[i];
			int rc;

			*m = src->moves[i];
			dst->nmoves++;
			rc = copy_comments(&m->comments, src->moves[i].comments,
			    src->moves[i].ncomments);
			if (m->comments == NULL)
				m->ncomments = 0;
			if (rc == -1)
				goto fail;
		}
	}
	return 0;

fail:
	/* Everything counted in dst is either a copy or NULL. */
	talat_game_free(dst);
	return -1;
}

int
record_comments_equal(const struct talat_comment *a, size_t na,
    const struct talat_comment *b, size_t nb)
{
	size_t i;

	if (na != nb)
		return 0;
	for (i = 0; i < na; i++)
		if (strcmp(a[i].text, b[i].text) != 0)
			return 0;
	return 1;
}

int
record_move_equal(const struct talat_move *a, const struct talat_move *b)
{
	if (a->kind != b->kind || a->annotation != b->annotation)
		return 0;
	switch (a->kind) {
	case TALAT_MOVE_PLACE:
		if (a->type != b->type || a->board != b->board ||
		    a->to != b->to)
			return 0;
		break;
	case TALAT_MOVE_STEP:
	case TALAT_MOVE_CAPTURE:
		if (a->board != b->board || a->from != b->from ||
		    a->to != b->to)
			return 0;
		break;
	case TALAT_MOVE_FREEZE:
		if (a->board != b->board)
			return 0;
		break;
	case TALAT_MOVE_PASS:
		break;
	}
	return record_comments_equal(a->comments, a->ncomments, b->comments,
	    b->ncomments);
}

int
talat_game_equal(const struct talat_game *a, const struct talat_game *b)
{
	size_t i;

	if (a->ntags != b->ntags || a->nmoves != b->nmoves)
		return 0;
	if ((a->source_text == NULL) != (b->source_text == NULL) ||
	    (a->source_text != NULL && (a->source_len != b->source_len ||
	    memcmp(a->source_text, b->source_text, a->source_len) != 0)))
		return 0;
	for (i = 0; i < a->ntags; i++)
		if (strcmp(a->tags[i].name, b->tags[i].name) != 0 ||
		    strcmp(a->tags[i].value, b->tags[i].value) != 0)
			return 0;
	if (!record_comments_equal(a->comments, a->ncomments, b->comments,
	    b->ncomments))
		return 0;
	for (i = 0; i < a->nmoves; i++)
		if (!record_move_equal(&a->moves[i], &b->moves[i]))
			return 0;
	return 1;
}
