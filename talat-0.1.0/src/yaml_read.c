/* SPDX-License-Identifier: ISC */
/* yaml_read.c: rebuilding a game record from its YAML summary, read
 * from the loader's graph (struct yload: yaml_load.c, yaml_direct.c). */
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "talat/tpn.h"
#include "i18n.h"
#include "record_private.h"
#include "yaml_private.h"
#include "internal.h"
#include "base_private.h"
#include "replay_result.h"
#include "diag_raise.h"

/* A node of the graph (read only here). */
typedef const struct ld_node ynode;

/* What a ply entry says that the replay computes: its nodes, or NULL
 * where a key is absent. */
struct ply_claim {
	ynode *at;	/* the entry */
	ynode *ply, *round, *actor, *tower, *captured;
};

struct rd {
	const struct yload *d;	/* the document; its node 1 is the root */
	struct talat_game *g;
	struct talat_yaml_error *err;
	int two_players;
	struct ply_claim *plies;	/* one per entry of plies */
	size_t nplies, capplies;
	size_t nrep;		/* moves before those of unreplayed */
	int text_errors;	/* the syntax errors of source_text's game,
				   -1 when the document has none */
};

/* A value quoted in a message: its first 64 characters, and "\u2026"
 * after them when it is longer (issue 34: a cut had no mark), into q;
 * returns its length in bytes (for '%.*s'). */
#define QUOTE_MAX (64 * 4 + 4)
static int
quote(char q[QUOTE_MAX], const char *s, size_t len)
{
	size_t cut = talat_utf8_prefix(s, len, 64);

	memcpy(q, s, cut);
	if (cut < len)
		memcpy(q + cut, "\u2026", 3), cut += 3;
	q[cut] = '\0';
	return (int)cut;
}

static int
bad(struct rd *rd, ynode *n, enum talat_diag_kind kind, ...)
{
	va_list ap;

	va_start(ap, kind);
	yload_vraise(rd->err, (long)n->mark.line + 1,
	    (long)n->mark.column + 1, kind, ap);
	va_end(ap);
	return -1;
}
#define bad(rd, n, ...) (TL_DIAG_CHECK(__VA_ARGS__), bad(rd, n, __VA_ARGS__))

/* What a message names: a description of a node ("a ply", marked N_()),
 * translated; or a key of the YAML ("tags"), as it is. */
static const char *
what_text(const char *what)
{
	if (what[0] == 'a' && (what[1] == ' ' ||
	    (what[1] == 'n' && what[2] == ' ')))
		return _(what);
	return what;
}

static int
nomem(struct rd *rd)
{
	rd->err->kind = TALAT_YAML_NOMEM;
	rd->err->line = rd->err->column = 0;
	snprintf(rd->err->message, sizeof(rd->err->message), "%s",
	    _("out of memory"));
	return -1;
}

static ynode *
node(const struct rd *rd, int id)
{
	return &rd->d->n[id - 1];
}

/* The value of scalar n (NUL-terminated). */
static const char *
text_of(const struct rd *rd, ynode *n)
{
	return rd->d->text + n->off;
}

/* The children of collection n: its items (a sequence) or pairs (a
 * mapping), n->len of them. (An empty array when none: no NULL + 0.) */
static const int *
items_of(const struct rd *rd, ynode *n)
{
	static const int none[1];

	return n->len > 0 ? rd->d->items + n->off : none;
}

static const yaml_node_pair_t *
pairs_of(const struct rd *rd, ynode *n)
{
	static const yaml_node_pair_t none[1];

	return n->len > 0 ? rd->d->pairs + n->off : none;
}

#define EACH(rd, seq, it) \
	for (const int *it = items_of((rd), (seq)), \
	    *it##_end = it + (seq)->len; it < it##_end; it++)
#define PAIRS(rd, map, p) \
	for (const yaml_node_pair_t *p = pairs_of((rd), (map)), \
	    *p##_end = p + (map)->len; p < p##_end; p++)

/* --- mappings and their keys --------------------------------------------- */

struct key {
	const char *name;
	size_t len;		/* strlen(name) */
	ynode *value;
	ynode *key;	/* where the key stands */
};

#define K(name) { (name), sizeof(name) - 1, NULL, NULL }
#define K_END { NULL, 0, NULL, NULL }

static int
scalar_is_len(const struct rd *rd, ynode *n, const char *s, size_t len)
{
	const char *v;
	size_t i;

	if (n->type != YAML_SCALAR_NODE || n->len != len)
		return 0;
	v = text_of(rd, n);
	for (i = 0; i < len; i++)	/* short words: no memcmp call */
		if (v[i] != s[i])
			return 0;
	return 1;
}

/* Whether n is the scalar s (NUL-terminated, short: no strlen). */
static int
scalar_is(const struct rd *rd, ynode *n, const char *s)
{
	const char *v;
	size_t i, len = n->len;

	if (n->type != YAML_SCALAR_NODE)
		return 0;
	v = text_of(rd, n);
	for (i = 0; i < len; i++)
		if (s[i] == '\0' || v[i] != s[i])
			return 0;
	return s[len] == '\0';
}

/*
 * Sorts the pairs of mapping n onto keys (NULL-name terminated); unknown
 * and duplicate keys are errors. The search for a key starts after the
 * one found last: keys written in the order of keys[] are found at the
 * first look.
 */
static int
fields(struct rd *rd, ynode *n, const char *what, struct key *keys)
{
	char q[QUOTE_MAX];
	ynode *k;
	struct key *f = NULL;
	size_t nkeys, next = 0, i, tried;

	if (n->type != YAML_MAPPING_NODE)
		return bad(rd, n, TALAT_D_YAML_NOT_MAPPING, what_text(what));
	for (nkeys = 0; keys[nkeys].name != NULL; nkeys++)
		keys[nkeys].value = keys[nkeys].key = NULL;
	PAIRS(rd, n, p) {
		k = node(rd, p->key);
		for (tried = 0, i = next; tried < nkeys; tried++) {
			f = &keys[i];
			if (scalar_is_len(rd, k, f->name, f->len))
				break;
			if (++i == nkeys)
				i = 0;
		}
		if (tried == nkeys) {
			if (k->type != YAML_SCALAR_NODE)
				return bad(rd, k, TALAT_D_YAML_KEY_NOT_STRING,
				    what_text(what));
			return bad(rd, k, TALAT_D_YAML_UNKNOWN_KEY,
			    quote(q, text_of(rd, k), k->len), q,
			    what_text(what));
		}
		if (f->value != NULL)
			return bad(rd, k, TALAT_D_YAML_DUPLICATE_KEY, f->name,
			    what_text(what));
		f->value = node(rd, p->value);
		f->key = k;
		next = i + 1 == nkeys ? 0 : i + 1;
	}
	return 0;
}

/* The bit of key i of a struct key array, for require(). */
#define B(i) (1u << (i))

/* The required keys of a mapping: those of keys[] whose bits are in
 * `which`; the first missing one is the error. */
static int
require(struct rd *rd, ynode *map, const char *what,
    const struct key *keys, unsigned which)
{
	size_t i;

	for (i = 0; which != 0; i++, which >>= 1)
		if ((which & 1) && keys[i].value == NULL)
			return bad(rd, map, TALAT_D_YAML_MISSING_KEY,
			    (int)keys[i].len, keys[i].name, what_text(what));
	return 0;
}

/* Key i of keys[] must be absent (from `why`). */
static int
forbid(struct rd *rd, const struct key *keys, size_t i, const char *why)
{
	if (keys[i].value != NULL)
		return bad(rd, keys[i].key, TALAT_D_YAML_FORBIDDEN_KEY, what_text(why),
		    keys[i].name);
	return 0;
}

/* --- scalars ------------------------------------------------------------- */

/* Whether n is null: tagged !!null, or a plain scalar without a tag
 * that resolves to null. */
static int
is_null(const struct rd *rd, ynode *n)
{
	return n->type == YAML_SCALAR_NODE && (n->tag == YTAG_NULL ||
	    (n->tag == YTAG_NONE && n->style == YAML_PLAIN_SCALAR_STYLE &&
	    yresolve_null(text_of(rd, n), n->len)));
}

/* A string: any scalar but a null (its text, whatever its tag: a plain
 * 1 or !!int "1" is "1", as a plain true is "true"), and not !!binary,
 * whose text is base64; no NUL characters. */
static int
string(struct rd *rd, ynode *n, const char *what, const char **s,
    size_t *len)
{
	if (n->type != YAML_SCALAR_NODE)
		return bad(rd, n, TALAT_D_YAML_NOT_STRING, what_text(what));
	*s = text_of(rd, n);
	*len = n->len;
	if (is_null(rd, n))
		return bad(rd, n, TALAT_D_YAML_NULL_STRING, what_text(what));
	if (n->tag == YTAG_BINARY)
		return bad(rd, n, TALAT_D_YAML_BINARY, what_text(what));
	if (memchr(*s, '\0', *len) != NULL)
		return bad(rd, n, TALAT_D_YAML_NUL, what_text(what));
	return 0;
}

/* A decimal integer: a plain scalar without a tag, or one tagged !!int
 * in any style (canonical YAML writes !!int "1"); with `nullable`, null
 * gives -1. */
static int
integer(struct rd *rd, ynode *n, const char *what, int nullable,
    long *v)
{
	const char *s;
	char buf[32], *end;
	size_t i = 0, len;

	if (nullable && is_null(rd, n)) {
		*v = -1;
		return 0;
	}
	if (n->type != YAML_SCALAR_NODE || !(n->tag == YTAG_INT ||
	    (n->tag == YTAG_NONE && n->style == YAML_PLAIN_SCALAR_STYLE)))
		goto wrong;
	s = text_of(rd, n);
	len = n->len;
	if (len > 0 && (s[0] == '-' || s[0] == '+'))
		i++;
	if (i == len || len >= sizeof(buf))
		goto wrong;
	for (; i < len; i++)
		if (s[i] < '0' || s[i] > '9')
			goto wrong;
	if (len < 10) {		/* fits a long: no strtol */
		for (i = s[0] == '-' || s[0] == '+', *v = 0; i < len; i++)
			*v = *v * 10 + (s[i] - '0');
		if (s[0] == '-')
			*v = -*v;
		return 0;
	}
	memcpy(buf, s, len);
	buf[len] = '\0';
	errno = 0;
	*v = strtol(buf, &end, 10);
	if (errno == ERANGE)
		return bad(rd, n, TALAT_D_YAML_TOO_LARGE, what_text(what));
	return 0;
wrong:
	if (nullable)
		return bad(rd, n, TALAT_D_YAML_NOT_NUMBER_OR_NULL,
		    what_text(what));
	return bad(rd, n, TALAT_D_YAML_NOT_NUMBER, what_text(what));
}

/* One of names (NULL-terminated); its index in *out. */
static int
choice(struct rd *rd, ynode *node, const char *what,
    const char *const *names, int *out)
{
	char list[128];
	size_t n;
	int i;

	for (i = 0; names[i] != NULL; i++)
		if (scalar_is(rd, node, names[i])) {
			*out = i;
			return 0;
		}
	for (n = 0; names[n] != NULL; n++)
		;
	tl_list(list, sizeof(list), names, n, TL_OR);
	return bad(rd, node, TALAT_D_YAML_NOT_CHOICE, what_text(what), list);
}

static int
colour(struct rd *rd, ynode *n, const char *what, int *c)
{
	static const char *const names[] = { "W", "B", "G", NULL };

	if (n->type == YAML_SCALAR_NODE && n->len == 1 &&
	    (*c = talat_colour_from_char(text_of(rd, n)[0])) >= 0)
		return 0;

	return choice(rd, n, what, names, c);
}

static int
board(struct rd *rd, ynode *n, const char *what, int *b)
{
	static const char *const names[] = { "WB", "BG", "GW", NULL };

	return choice(rd, n, what, names, b);
}

static int
tower(struct rd *rd, ynode *n, const char *what, int *t)
{
	if (n->type == YAML_SCALAR_NODE && n->len == 3 &&
	    (*t = talat_tower_from_name(text_of(rd, n))) >=
	    0)
		return 0;
	return bad(rd, n, TALAT_D_YAML_NOT_TOWER, what_text(what));
}

static int
type(struct rd *rd, ynode *n, const char *what, int *t)
{
	if (n->type == YAML_SCALAR_NODE && n->len == 2 &&
	    (*t = talat_type_from_name(text_of(rd, n))) >=
	    0)
		return 0;
	return bad(rd, n, TALAT_D_YAML_NOT_TYPE, what_text(what));
}

static int
parse_square(const char *s)
{
	if (s[0] < 'a' || s[0] > 'e' || s[1] < '1' || s[1] > '5')
		return -1;
	return talat_square_at(s[0] - 'a', s[1] - '1');
}

static int
square(struct rd *rd, ynode *n, const char *what, int *sq)
{
	if (n->type == YAML_SCALAR_NODE && n->len == 2 &&
	    (*sq = parse_square(text_of(rd, n))) >= 0)
		return 0;
	return bad(rd, n, TALAT_D_YAML_NOT_SQUARE, what_text(what));
}

static int
sequence(struct rd *rd, ynode *n, const char *what)
{
	if (n->type != YAML_SEQUENCE_NODE)
		return bad(rd, n, TALAT_D_YAML_NOT_LIST, what_text(what));
	return 0;
}

static size_t
seq_length(ynode *seq)
{
	return seq->len;
}

/* --- building the game ---------------------------------------------------- */

static char *
dup_text(const char *s, size_t len)
{
	char *d = malloc(len + 1);

	if (d != NULL) {
		memcpy(d, s, len);
		d[len] = '\0';
	}
	return d;
}

/* Room for element n (tl_grow, internal.h). */
#define grow(arr, cap, n, size)	tl_grow((arr), (cap), (n) + 1, (size), 16)


/*
 * Whether a tag value cannot stand on one line of TGN: only LF ends a
 * line there (CR LF too, which holds an LF). A lone CR is a character of
 * the value, which the reader keeps and talat fmt writes back.
 */
static int
has_break(const char *s, size_t len)
{
	return memchr(s, '\n', len) != NULL;
}

/* Appends the tag of name node k and value node v to the game. */
static int
add_tag(struct rd *rd, ynode *k, ynode *v)
{
	char q[QUOTE_MAX];
	struct talat_game *g = rd->g;
	struct talat_tag *t;
	const char *name, *value;
	size_t nlen, vlen, i;

	if (string(rd, k, N_("a tag name"), &name, &nlen) < 0 ||
	    string(rd, v, N_("a tag value"), &value, &vlen) < 0)
		return -1;
	for (i = 0; i < nlen; i++)
		if (!((name[i] >= 'A' && name[i] <= 'Z') ||
		    (name[i] >= 'a' && name[i] <= 'z') ||
		    (i > 0 && ((name[i] >= '0' && name[i] <= '9') ||
		    name[i] == '_'))))
			break;
	if (nlen == 0 || i < nlen)
		return bad(rd, k, TALAT_D_YAML_BAD_TAG_NAME,
		    quote(q, name, nlen), q);
	if (has_break(value, vlen))
		return bad(rd, v, TALAT_D_YAML_TAG_LINE_BREAK);
	if (grow((void **)&g->tags, &g->captags, g->ntags,
	    sizeof(*g->tags)) < 0)
		return nomem(rd);
	t = &g->tags[g->ntags];
	memset(t, 0, sizeof(*t));
	t->name = dup_text(name, nlen);
	t->value = dup_text(value, vlen);
	if (t->name == NULL || t->value == NULL) {
		free(t->name);
		free(t->value);
		return nomem(rd);
	}
	t->loc.line = (long)k->mark.line + 1;
	t->loc.column = (long)k->mark.column + 1;
	t->value_loc.line = (long)v->mark.line + 1;
	t->value_loc.column = (long)v->mark.column + 1;
	g->ntags++;
	return 0;
}

static int
tags(struct rd *rd, ynode *map)
{

	if (map->type != YAML_MAPPING_NODE)
		return bad(rd, map, TALAT_D_YAML_NOT_MAPPING, "tags");
	PAIRS(rd, map, p)
		if (add_tag(rd, node(rd, p->key), node(rd, p->value)) < 0)
			return -1;
	return 0;
}

/*
 * Puts the tags of duplicate_tags (from index `from` of g->tags on, with
 * their places in place[]) among those of the mapping before them, each
 * at its place.
 */
static int
place_duplicates(struct rd *rd, size_t from, const long *place)
{
	struct talat_game *g = rd->g;
	struct talat_tag *all;
	size_t n = g->ntags, i, m = 0, d = 0;

	if ((all = malloc(n * sizeof(*all))) == NULL)
		return nomem(rd);
	for (i = 0; i < n; i++)
		if (d < n - from && (size_t)place[d] == i + 1)
			all[i] = g->tags[from + d++];
		else
			all[i] = g->tags[m++];
	memcpy(g->tags, all, n * sizeof(*all));
	free(all);
	return 0;
}

/* duplicate_tags: the tags that repeat a name, {name, value, line,
 * index}, in increasing index, the place among all the tags. */
static int
duplicate_tags(struct rd *rd, ynode *seq)
{
	struct key k[] = { K("name"), K("value"), K("line"), K("index"),
	    K_END };
	size_t from = rd->g->ntags, total;
	long *place, v;
	ynode *n;
	int rc = -1;

	if (seq == NULL)
		return 0;
	if (sequence(rd, seq, "duplicate_tags") < 0)
		return -1;
	total = from + seq_length(seq);
	if ((place = malloc((seq_length(seq) + 1) * sizeof(*place))) == NULL)
		return nomem(rd);
	EACH(rd, seq, it) {
		n = node(rd, *it);
		if (fields(rd, n, N_("a duplicate tag"), k) < 0 ||
		    require(rd, n, N_("a duplicate tag"), k, B(0) | B(1) | B(3)) < 0 ||
		    (k[2].value && integer(rd, k[2].value, "line", 0, &v) < 0) ||
		    integer(rd, k[3].value, "index", 0, &v) < 0)
			goto out;
		if (v < 1 || (size_t)v > total || (rd->g->ntags > from &&
		    v <= place[rd->g->ntags - from - 1])) {
			bad(rd, k[3].value, TALAT_D_YAML_BAD_INDEX,
			    (unsigned long)total);
			goto out;
		}
		place[rd->g->ntags - from] = v;
		if (add_tag(rd, k[0].value, k[1].value) < 0)
			goto out;
	}
	rc = place_duplicates(rd, from, place);
out:
	free(place);
	return rc;
}

/* Checks a list of comments; the count in *n. */
static int
check_comments(struct rd *rd, ynode *seq, size_t *n)
{
	const char *s;
	size_t len;

	*n = 0;
	if (seq == NULL)
		return 0;
	if (sequence(rd, seq, "comments") < 0)
		return -1;
	EACH(rd, seq, it)
		if (string(rd, node(rd, *it), N_("a comment"), &s, &len) < 0)
			return -1;
	*n = seq_length(seq);
	return 0;
}

static int
is_blank(char c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

/*
 * A comment's text as the TGN reader has it: the white space around it
 * trimmed (so a block scalar's final line break goes); a CR LF inside
 * stays, as talat fmt writes it so that it reads back. One that
 * holds both '}' and a line break has no TGN form ('{' comments end at
 * '}', ';' comments at the line end), and is refused.
 */
static int
fill_comment(struct rd *rd, ynode *n, struct talat_comment *c)
{
	const char *s = text_of(rd, n);
	size_t len = n->len;

	while (len > 0 && is_blank(s[0])) {
		s++;
		len--;
	}
	while (len > 0 && is_blank(s[len - 1]))
		len--;
	if (memchr(s, '}', len) != NULL && memchr(s, '\n', len) != NULL)
		return bad(rd, n, TALAT_D_YAML_COMMENT_UNWRITABLE);
	if ((c->text = malloc(len + 1)) == NULL)
		return nomem(rd);
	memcpy(c->text, s, len);
	c->text[len] = '\0';
	c->loc.line = (long)n->mark.line + 1;
	c->loc.column = (long)n->mark.column + 1;
	return 0;
}

static int
game_comments(struct rd *rd, ynode *seq)
{
	struct talat_game *g = rd->g;
	size_t n;

	if (check_comments(rd, seq, &n) < 0)
		return -1;
	if (n == 0)
		return 0;
	EACH(rd, seq, it) {
		if (grow((void **)&g->comments, &g->capcomments, g->ncomments,
		    sizeof(*g->comments)) < 0)
			return nomem(rd);
		if (fill_comment(rd, node(rd, *it),
		    &g->comments[g->ncomments]) < 0)
			return -1;
		g->ncomments++;
	}
	return 0;
}

/* Appends a move (its comments still to come); NULL when out of memory. */
static struct talat_move *
new_move(struct rd *rd, const struct talat_move *proto, ynode *at)
{
	struct talat_game *g = rd->g;
	struct talat_move *mv;

	if (grow((void **)&g->moves, &g->capmoves, g->nmoves,
	    sizeof(*g->moves)) < 0) {
		nomem(rd);
		return NULL;
	}
	mv = &g->moves[g->nmoves++];
	*mv = *proto;
	mv->comments = NULL;
	mv->ncomments = 0;
	mv->round = TALAT_ROUND_NONE;
	mv->loc.line = (long)at->mark.line + 1;
	mv->loc.column = (long)at->mark.column + 1;
	return mv;
}

/* Adds a move with the comments of list seq (may be NULL, checked). */
static int
add_move(struct rd *rd, const struct talat_move *proto, ynode *at,
    ynode *seq)
{
	struct talat_move *mv;
	size_t n = seq ? seq_length(seq) : 0;

	if ((mv = new_move(rd, proto, at)) == NULL)
		return -1;
	if (n == 0)
		return 0;
	if ((mv->comments = calloc(n, sizeof(*mv->comments))) == NULL)
		return nomem(rd);
	EACH(rd, seq, it) {
		if (fill_comment(rd, node(rd, *it),
		    &mv->comments[mv->ncomments]) < 0)
			return -1;
		mv->ncomments++;
	}
	return 0;
}

static int
annotation(struct rd *rd, ynode *n, enum talat_annotation *ann)
{
	const char *s;
	char buf[4];
	size_t len;
	int a;

	*ann = TALAT_ANN_NONE;
	if (n == NULL)
		return 0;
	if (string(rd, n, "annotation", &s, &len) < 0)
		return -1;
	if (len >= 1 && len <= 2) {
		memcpy(buf, s, len);
		buf[len] = '\0';
		if ((a = talat_annotation_from_text(buf)) > TALAT_ANN_NONE) {
			*ann = (enum talat_annotation)a;
			return 0;
		}
	}
	return bad(rd, n, TALAT_D_YAML_BAD_ANNOTATION);
}

static int
declaration(struct rd *rd, ynode *n)
{
	struct key keys[] = { K("board"), K("comments"),
	    K_END };
	struct talat_move mv;
	size_t nc;

	memset(&mv, 0, sizeof(mv));
	mv.kind = TALAT_MOVE_FREEZE;
	mv.from = mv.to = mv.type = -1;
	if (fields(rd, n, N_("a declaration"), keys) < 0 ||
	    require(rd, n, N_("a declaration"), keys, B(0)) < 0 ||
	    board(rd, keys[0].value, "board", &mv.board) < 0 ||
	    check_comments(rd, keys[1].value, &nc) < 0)
		return -1;
	return add_move(rd, &mv, n, keys[1].value);
}

static int
declarations(struct rd *rd, ynode *seq, const char *what)
{
	if (seq == NULL)
		return 0;
	if (sequence(rd, seq, what) < 0)
		return -1;
	EACH(rd, seq, it)
		if (declaration(rd, node(rd, *it)) < 0)
			return -1;
	return 0;
}

enum { K_PLY, K_ROUND, K_ACTOR, K_ACTION, K_TOWER, K_BOARD, K_FROM, K_TO,
	K_CAPTURED, K_ANNOTATION, K_COMMENTS, K_DECLARATIONS };

/* Keeps what ply entry n with keys k says that the replay computes. */
static int
claim_ply(struct rd *rd, ynode *n, const struct key *k)
{
	struct ply_claim *c;

	if (grow((void **)&rd->plies, &rd->capplies, rd->nplies,
	    sizeof(*rd->plies)) < 0)
		return nomem(rd);
	c = &rd->plies[rd->nplies++];
	c->at = n;
	c->ply = k[K_PLY].value;
	c->round = k[K_ROUND].value;
	c->actor = k[K_ACTOR].value;
	c->tower = k[K_TOWER].value;
	c->captured = k[K_CAPTURED].value;
	return 0;
}

static int
ply(struct rd *rd, ynode *n)
{
	static const char *const actions[] = {
		"place", "step", "capture", "pass", NULL
	};
	struct key k[] = {
		K("ply"), K("round"), K("actor"),
		K("action"), K("tower"), K("board"),
		K("from"), K("to"), K("captured"),
		K("annotation"), K("comments"),
		K("declarations"), K_END
	};
	struct talat_move mv;
	long v;
	int action, c, t = 0;
	size_t nc;

	memset(&mv, 0, sizeof(mv));
	mv.from = mv.to = mv.type = mv.board = -1;
	if (fields(rd, n, N_("a ply"), k) < 0 ||
	    require(rd, n, N_("a ply"), k, B(K_ACTION)) < 0 ||
	    (k[K_PLY].value &&
	    integer(rd, k[K_PLY].value, "ply", 0, &v) < 0) ||
	    (k[K_ROUND].value &&
	    integer(rd, k[K_ROUND].value, "round", 0, &v) < 0) ||
	    (k[K_ACTOR].value &&
	    colour(rd, k[K_ACTOR].value, "actor", &c) < 0) ||
	    choice(rd, k[K_ACTION].value, "action", actions, &action) < 0 ||
	    claim_ply(rd, n, k) < 0)
		return -1;
	switch (action) {
	case 0:
		mv.kind = TALAT_MOVE_PLACE;
		if (require(rd, n, N_("a placement"), k,
		    B(K_TOWER) | B(K_BOARD) | B(K_TO)) < 0 ||
		    forbid(rd, k, K_FROM, N_("a placement")) < 0 ||
		    forbid(rd, k, K_CAPTURED, N_("a placement")) < 0)
			return -1;
		break;
	case 1:
		mv.kind = TALAT_MOVE_STEP;
		if (require(rd, n, N_("a step"), k,
		    B(K_BOARD) | B(K_FROM) | B(K_TO)) < 0 ||
		    forbid(rd, k, K_CAPTURED, N_("a step")) < 0)
			return -1;
		break;
	case 2:
		mv.kind = TALAT_MOVE_CAPTURE;
		if (require(rd, n, N_("a capture"), k,
		    B(K_BOARD) | B(K_FROM) | B(K_TO)) < 0)
			return -1;
		break;
	default:
		mv.kind = TALAT_MOVE_PASS;
		if (forbid(rd, k, K_TOWER, N_("a pass")) < 0 ||
		    forbid(rd, k, K_BOARD, N_("a pass")) < 0 ||
		    forbid(rd, k, K_FROM, N_("a pass")) < 0 ||
		    forbid(rd, k, K_TO, N_("a pass")) < 0 ||
		    forbid(rd, k, K_CAPTURED, N_("a pass")) < 0)
			return -1;
		break;
	}
	if (action == 0 && k[K_TOWER].value->type == YAML_SCALAR_NODE &&
	    k[K_TOWER].value->len == 2) {
		/* A placement's type alone: its colour is the replay's. */
		if (type(rd, k[K_TOWER].value, "tower", &mv.type) < 0)
			return -1;
		rd->plies[rd->nplies - 1].tower = NULL;
	} else if (k[K_TOWER].value &&
	    tower(rd, k[K_TOWER].value, "tower", &t) < 0)
		return -1;
	else if (action == 0)
		mv.type = talat_tower_type(t);
	if ((k[K_BOARD].value &&
	    board(rd, k[K_BOARD].value, "board", &mv.board) < 0) ||
	    (k[K_FROM].value &&
	    square(rd, k[K_FROM].value, "from", &mv.from) < 0) ||
	    (k[K_TO].value && square(rd, k[K_TO].value, "to", &mv.to) < 0) ||
	    (k[K_CAPTURED].value &&
	    tower(rd, k[K_CAPTURED].value, "captured", &t) < 0) ||
	    annotation(rd, k[K_ANNOTATION].value, &mv.annotation) < 0 ||
	    check_comments(rd, k[K_COMMENTS].value, &nc) < 0)
		return -1;
	if (add_move(rd, &mv, n, k[K_COMMENTS].value) < 0)
		return -1;
	return declarations(rd, k[K_DECLARATIONS].value, "declarations");
}

static int
unreplayed(struct rd *rd, ynode *seq)
{
	char q[QUOTE_MAX];
	struct key k[] = { K("move"), K("annotation"),
	    K("comments"), K_END };
	struct talat_move mv;
	ynode *n;
	const char *s;
	size_t len, nc;

	if (seq == NULL)
		return 0;
	if (sequence(rd, seq, "unreplayed") < 0)
		return -1;
	EACH(rd, seq, it) {
		n = node(rd, *it);
		memset(&mv, 0, sizeof(mv));
		if (fields(rd, n, N_("an unreplayed move"), k) < 0 ||
		    require(rd, n, N_("an unreplayed move"), k, B(0)) < 0 ||
		    string(rd, k[0].value, "move", &s, &len) < 0)
			return -1;
		if (talat_ply_parse(s, len, &mv) < 0)
			return bad(rd, k[0].value, TALAT_D_YAML_BAD_MOVE,
			    quote(q, s, len), q);
		if (annotation(rd, k[1].value, &mv.annotation) < 0)
			return -1;
		if (mv.kind == TALAT_MOVE_FREEZE && mv.annotation)
			return bad(rd, k[1].value,
			    TALAT_D_YAML_DECLARATION_ANNOTATION);
		if (check_comments(rd, k[2].value, &nc) < 0 ||
		    add_move(rd, &mv, n, k[2].value) < 0)
			return -1;
	}
	return 0;
}

/* --- the keys computed by the replay: checked, not used ---------------------- */

static int
source(struct rd *rd, ynode *n)
{
	struct key k[] = { K("file"), K("line"), K_END };
	const char *s;
	size_t len;
	long line;

	if (fields(rd, n, "source", k) < 0 ||
	    require(rd, n, "source", k, B(0) | B(1)) < 0 ||
	    string(rd, k[0].value, "source file", &s, &len) < 0 ||
	    integer(rd, k[1].value, "source line", 0, &line) < 0)
		return -1;
	rd->g->loc.line = line;
	rd->g->loc.column = 1;
	return 0;
}

static int
colours(struct rd *rd, ynode *seq, const char *what)
{
	int c;

	if (sequence(rd, seq, what) < 0)
		return -1;
	EACH(rd, seq, it)
		if (colour(rd, node(rd, *it), N_("a colour"), &c) < 0)
			return -1;
	return 0;
}

static int
freezes(struct rd *rd, ynode *seq)
{
	struct key k[] = { K("board"), K("dead_after_ply"),
	    K("declared_after_ply"), K_END };
	ynode *n;
	long v;
	int b;

	if (sequence(rd, seq, "freezes") < 0)
		return -1;
	EACH(rd, seq, it) {
		n = node(rd, *it);
		if (fields(rd, n, N_("a freeze"), k) < 0 ||
		    require(rd, n, N_("a freeze"), k, B(0) | B(1) | B(2)) < 0 ||
		    board(rd, k[0].value, "board", &b) < 0 ||
		    integer(rd, k[1].value, "dead_after_ply", 1, &v) < 0 ||
		    integer(rd, k[2].value, "declared_after_ply", 1, &v) < 0)
			return -1;
	}
	return 0;
}

static int
scores(struct rd *rd, ynode *map)
{
	struct key k[] = { K("captured"), K("start_line"),
	    K("zihin_start_line"), K("points"), K_END };
	ynode *n;
	unsigned seen = 0;
	long v;
	int c, t;

	if (map->type != YAML_MAPPING_NODE)
		return bad(rd, map, TALAT_D_YAML_NOT_MAPPING, "scores");
	PAIRS(rd, map, p) {
		n = node(rd, p->key);
		if (colour(rd, n, N_("a key of scores"), &c) < 0)
			return -1;
		if (seen & (1u << c))
			return bad(rd, n, TALAT_D_YAML_DUPLICATE_SCORE,
			    talat_colour_char(c));
		seen |= 1u << c;
		/* Every key of a score is derived: each is optional, and
		 * checked against the replay when present (same_score()). */
		n = node(rd, p->value);
		if (fields(rd, n, N_("a score"), k) < 0 ||
		    (rd->two_players == 0 && forbid(rd, k, 2,
		    N_("a three-player score")) < 0) ||
		    (k[0].value && sequence(rd, k[0].value, "captured") < 0))
			return -1;
		if (k[0].value)
			EACH(rd, k[0].value, it)
				if (tower(rd, node(rd, *it),
				    N_("a captured tower"), &t) < 0)
					return -1;
		if ((k[1].value && integer(rd, k[1].value, "start_line", 0,
		    &v) < 0) ||
		    (k[2].value && integer(rd, k[2].value, "zihin_start_line",
		    0, &v) < 0) ||
		    (k[3].value && integer(rd, k[3].value, "points", 0,
		    &v) < 0))
			return -1;
	}
	return 0;
}

static int
diagnostics(struct rd *rd, ynode *seq)
{
	static const char *const severities[] = { "error", "warning", "note",
	    NULL };
	struct key k[] = { K("severity"), K("line"),
	    K("column"), K("ply"), K("message"), K("code"),
	    K("suggestion"), K("fits"), K_END };
	ynode *n;
	const char *s;
	size_t len;
	long v;
	int sev;

	if (sequence(rd, seq, "diagnostics") < 0)
		return -1;
	EACH(rd, seq, it) {
		n = node(rd, *it);
		if (fields(rd, n, N_("a diagnostic"), k) < 0 ||
		    require(rd, n, N_("a diagnostic"), k,
		    B(0) | B(1) | B(2) | B(4)) < 0 ||
		    choice(rd, k[0].value, "severity", severities, &sev) < 0 ||
		    integer(rd, k[1].value, "line", 0, &v) < 0 ||
		    integer(rd, k[2].value, "column", 0, &v) < 0 ||
		    (k[3].value && integer(rd, k[3].value, "ply", 0, &v) < 0) ||
		    string(rd, k[4].value, "message", &s, &len) < 0)
			return -1;
		if (k[5].value != NULL && (string(rd, k[5].value, "code", &s,
		    &len) < 0 || (talat_diag_kind_of_code(s) < 0 &&
		    bad(rd, k[5].value, TALAT_D_YAML_BAD_CODE, s) < 0)))
			return -1;
	}
	return 0;
}


/* The value of base64 digit c, or -1. */
static int
b64_value(int c)
{
	if (c >= 'A' && c <= 'Z')
		return c - 'A';
	if (c >= 'a' && c <= 'z')
		return c - 'a' + 26;
	if (c >= '0' && c <= '9')
		return c - '0' + 52;
	return c == '+' ? 62 : c == '/' ? 63 : -1;
}

/*
 * source_text: the text of a game with a syntax error, as read; a string,
 * or !!binary (base64) when it holds NUL or bytes that are not UTF-8.
 */
static int
source_text(struct rd *rd, ynode *n)
{
	const char *s;
	char *t;
	size_t len, i, out = 0;
	unsigned long v = 0;
	int bits = 0, d, rc;

	if (n == NULL)
		return 0;
	if (n->type != YAML_SCALAR_NODE || n->tag != YTAG_BINARY) {
		if (string(rd, n, "source_text", &s, &len) < 0)
			return -1;
		return talat_game_set_source(rd->g, s, len) < 0 ? nomem(rd) : 0;
	}
	s = text_of(rd, n);
	len = n->len;
	if ((t = malloc(len / 4 * 3 + 3)) == NULL)
		return nomem(rd);
	for (i = 0; i < len && s[i] != '='; i++) {
		if (s[i] == ' ' || s[i] == '\n' || s[i] == '\r' || s[i] == '\t')
			continue;
		if ((d = b64_value((unsigned char)s[i])) < 0) {
			free(t);
			return bad(rd, n, TALAT_D_YAML_NOT_BASE64);
		}
		v = (v << 6 | (unsigned long)d) & 0xFFFFFF;
		if ((bits += 6) >= 8) {
			bits -= 8;
			t[out++] = (char)(v >> bits & 0xFF);
		}
	}
	rc = talat_game_set_source(rd->g, t, out);
	free(t);
	return rc < 0 ? nomem(rd) : 0;
}

enum { T_GAME, T_SOURCE, T_TAGS, T_DUPTAGS, T_COMMENTS, T_VARIANT, T_ZIHIN,
	T_ORDER, T_STATUS, T_OPENING, T_PLIES, T_UNREPLAYED, T_FREEZES,
	T_SCORES, T_WINNERS, T_PROVISIONAL, T_TIEBREAK_RULE, T_TIEBREAK,
	T_FINAL, T_DIAGNOSTICS, T_SOURCE_TEXT, T_N };

static const char *const statuses[] = {
	"complete", "unfinished", "invalid", NULL
};
static const char *const tiebreak_rules[] = {
	"unshared", "top", "shared", NULL
};

/* The keys of a game that the replay computes, checked for their type;
 * all optional. */
static int
derived_types(struct rd *rd, ynode *root, struct key *k)
{
	static const char *const variants[] = {
		"three-player", "two-player", NULL
	};
	const char *s;
	size_t len;
	int variant, c;

	rd->two_players = -1;
	if (k[T_VARIANT].value) {
		if (choice(rd, k[T_VARIANT].value, "variant", variants,
		    &variant) < 0)
			return -1;
		rd->two_players = variant == 1;
		if (variant == 1 && k[T_ZIHIN].value == NULL)
			return bad(rd, root, TALAT_D_YAML_MISSING_KEY, 5,
			    "zihin", N_("a two-player game"));
		if (variant == 0 && forbid(rd, k, T_ZIHIN,
		    N_("a three-player game")) < 0)
			return -1;
	}
	return (k[T_ZIHIN].value &&
	    colour(rd, k[T_ZIHIN].value, "zihin", &c) < 0) ||
	    (k[T_ORDER].value && colours(rd, k[T_ORDER].value, "order") < 0) ||
	    (k[T_STATUS].value && choice(rd, k[T_STATUS].value, "status",
	    statuses, &c) < 0) ||
	    (k[T_FREEZES].value && freezes(rd, k[T_FREEZES].value) < 0) ||
	    (k[T_SCORES].value && scores(rd, k[T_SCORES].value) < 0) ||
	    (k[T_WINNERS].value &&
	    colours(rd, k[T_WINNERS].value, "winners") < 0) ||
	    (k[T_TIEBREAK_RULE].value && choice(rd, k[T_TIEBREAK_RULE].value,
	    "tiebreak_rule", tiebreak_rules, &c) < 0) ||
	    (k[T_TIEBREAK].value &&
	    type(rd, k[T_TIEBREAK].value, "tiebreak", &c) < 0) ||
	    (k[T_FINAL].value && string(rd, k[T_FINAL].value,
	    "final_position", &s, &len) < 0) ||
	    (k[T_DIAGNOSTICS].value &&
	    diagnostics(rd, k[T_DIAGNOSTICS].value) < 0) ? -1 : 0;
}

/* Rebuilds the game from root; the keys in k[] (T_N of them, then the
 * end) for the check against the replay. */
static int
game(struct rd *rd, ynode *root, struct key *k)
{
	static const char *const names[] = {
		"game", "source", "tags", "duplicate_tags", "comments",
		"variant", "zihin", "order", "status", "opening_declarations",
		"plies", "unreplayed", "freezes", "scores", "winners",
		"provisional", "tiebreak_rule", "tiebreak", "final_position", "diagnostics",
		"source_text"
	};
	size_t i;

	for (i = 0; i < T_N; i++) {
		k[i].name = names[i];
		k[i].len = strlen(names[i]);
	}
	k[T_N].name = NULL;
	if (fields(rd, root, N_("a game"), k) < 0 ||
	    require(rd, root, N_("a game"), k, B(T_TAGS) | B(T_PLIES)) < 0)
		return -1;
	if ((k[T_GAME].value &&
	    integer(rd, k[T_GAME].value, "game", 0, &rd->g->index) < 0) ||
	    (k[T_SOURCE].value && source(rd, k[T_SOURCE].value) < 0) ||
	    tags(rd, k[T_TAGS].value) < 0 ||
	    duplicate_tags(rd, k[T_DUPTAGS].value) < 0 ||
	    game_comments(rd, k[T_COMMENTS].value) < 0 ||
	    derived_types(rd, root, k) < 0 ||
	    declarations(rd, k[T_OPENING].value, "opening_declarations") < 0 ||
	    sequence(rd, k[T_PLIES].value, "plies") < 0)
		return -1;
	EACH(rd, k[T_PLIES].value, it)
		if (ply(rd, node(rd, *it)) < 0)
			return -1;
	rd->nrep = rd->g->nmoves;
	if (source_text(rd, k[T_SOURCE_TEXT].value) < 0)
		return -1;
	return unreplayed(rd, k[T_UNREPLAYED].value);
}

/* --- the keys computed by the replay, against the replay ---------------------- */

/* A scalar that says something else than the replay. */
static int
differs(struct rd *rd, ynode *n, const char *what,
    const char *want)
{
	char q[QUOTE_MAX];
	if (n->type != YAML_SCALAR_NODE)
		return bad(rd, n, TALAT_D_YAML_MISMATCH, what_text(what), want);
	return bad(rd, n, TALAT_D_YAML_MISMATCH_VALUE, what_text(what),
	    quote(q, text_of(rd, n), n->len), q, want);
}

static int
same_word(struct rd *rd, ynode *n, const char *what,
    const char *want)
{
	if (n == NULL || scalar_is(rd, n, want))
		return 0;
	return differs(rd, n, what, want);
}

static int
same_int(struct rd *rd, ynode *n, const char *what, long want)
{
	char buf[24];
	long v;

	if (n == NULL)
		return 0;
	if (integer(rd, n, what, 1, &v) < 0)
		return -1;
	if (v == want)
		return 0;
	if (want < 0)
		return differs(rd, n, what, "null");
	snprintf(buf, sizeof(buf), "%ld", want);
	return differs(rd, n, what, buf);
}

static int
same_colour(struct rd *rd, ynode *n, const char *what, int want)
{
	char s[2] = { talat_colour_char(want), '\0' };

	return same_word(rd, n, what, s);
}

static int
same_tower(struct rd *rd, ynode *n, const char *what, int want)
{
	char name[4];

	talat_tower_name(want, name);
	return same_word(rd, n, what, name);
}

/* A list of colours, against colours[0..n): in that order, or any order
 * when `as_set`. */
static int
same_colours(struct rd *rd, ynode *seq, const char *what,
    const int *colours, int n, int as_set)
{
	char want[3 * TALAT_NCOLOURS + 1] = "";	/* none when n is 0 */
	size_t len = 0;
	unsigned got = 0, expect = 0;
	int i = 0, c, ordered = 1;

	if (seq == NULL)
		return 0;
	for (i = 0; i < n; i++) {
		expect |= 1u << colours[i];
		len += (size_t)snprintf(want + len, sizeof(want) - len, "%s%c",
		    i ? ", " : "", talat_colour_char(colours[i]));
	}
	i = 0;
	EACH(rd, seq, it) {
		(void)colour(rd, node(rd, *it), N_("a colour"), &c);
		if (i >= n || c != colours[i])
			ordered = 0;
		if (got & (1u << c))
			expect = 0;	/* twice: never equal */
		got |= 1u << c;
		i++;
	}
	if (got == expect && i == n && (ordered || as_set))
		return 0;
	return bad(rd, seq, TALAT_D_YAML_MISMATCH_LIST, what_text(what), want);
}

/* Each ply entry against the ply replayed. */
static int
same_plies(struct rd *rd, const struct talat_result *r)
{
	const struct ply_claim *c;
	const struct talat_ply *p;
	size_t k;

	for (k = 0; k < rd->nplies; k++) {
		c = &rd->plies[k];
		p = &r->plies[k];
		if (same_int(rd, c->ply, "ply", p->ply) < 0 ||
		    same_int(rd, c->round, "round", p->round) < 0 ||
		    same_colour(rd, c->actor, "actor", p->actor) < 0 ||
		    same_tower(rd, c->tower, "tower", p->action.tower) < 0 ||
		    (c->captured && same_tower(rd, c->captured, "captured",
		    p->action.victim) < 0))
			return -1;
	}
	return 0;
}

static int
same_freezes(struct rd *rd, ynode *seq, const struct talat_result *r)
{
	const struct talat_freeze *f;
	ynode *n;
	int i = 0;

	if (seq == NULL)
		return 0;
	if (seq_length(seq) != (size_t)r->nfreezes)
		return bad(rd, seq, TALAT_D_YAML_MISMATCH_FREEZES,
		    r->nfreezes);
	EACH(rd, seq, it) {
		struct key k[] = { K("board"), K("dead_after_ply"),
		    K("declared_after_ply"), K_END };

		n = node(rd, *it);
		f = &r->freezes[i++];
		if (fields(rd, n, N_("a freeze"), k) < 0 ||
		    same_word(rd, k[0].value, "board",
		    talat_board_name(f->board)) < 0 ||
		    same_int(rd, k[1].value, "dead_after_ply",
		    f->dead_after_ply) < 0 ||
		    same_int(rd, k[2].value, "declared_after_ply",
		    f->declared_after_ply) < 0)
			return -1;
	}
	return 0;
}

/* One entry of scores, for colour c. */
static int
same_score(struct rd *rd, ynode *n, const struct talat_result *r,
    int c)
{
	const struct talat_score *sc = &r->scores[c];
	struct key k[] = { K("captured"), K("start_line"),
	    K("zihin_start_line"), K("points"), K_END };
	int i = 0;

	if (fields(rd, n, N_("a score"), k) < 0)
		return -1;
	if (k[0].value && seq_length(k[0].value) != (size_t)sc->ncaptured)
		return bad(rd, k[0].value, TALAT_D_YAML_MISMATCH_CAPTURED,
		    sc->ncaptured);
	if (k[0].value)
		EACH(rd, k[0].value, it)
			if (same_tower(rd, node(rd, *it), N_("a captured tower"),
			    sc->captured[i++]) < 0)
				return -1;
	if (k[2].value && r->zihin < 0)
		return bad(rd, k[2].key, TALAT_D_YAML_FORBIDDEN_KEY,
		    N_("a three-player score"), "zihin_start_line");
	return same_int(rd, k[1].value, "start_line", sc->start_line) < 0 ||
	    (r->zihin >= 0 && same_int(rd, k[2].value, "zihin_start_line",
	    sc->zihin_start_line) < 0) ||
	    same_int(rd, k[3].value, "points", sc->points) < 0 ? -1 : 0;
}

static int
same_scores(struct rd *rd, ynode *map, const struct talat_result *r)
{
	int c, i, players = 0;

	if (map == NULL)
		return 0;
	for (i = 0; i < r->nplayers; i++)
		players |= 1 << r->order[i];
	PAIRS(rd, map, p) {
		(void)colour(rd, node(rd, p->key), N_("a key of scores"), &c);
		if (!(players & (1 << c)))
			return bad(rd, node(rd, p->key),
			    TALAT_D_YAML_MISMATCH_PLAYER, talat_colour_char(c));
		players &= ~(1 << c);
		if (same_score(rd, node(rd, p->value), r, c) < 0)
			return -1;
	}
	if (players != 0)
		return bad(rd, map, TALAT_D_YAML_MISMATCH_PLAYERS);
	return 0;
}

/*
 * Whether the game of the document is invalid: a move not replayed makes
 * it so. A record can also be invalid for a syntax error, which the
 * record rebuilt from its summary no longer holds (nor, past
 * --max-errors, its diagnostics): "invalid" stands whatever the replay
 * says.
 */
static int
invalid(const struct rd *rd, struct key *k)
{
	if (rd->text_errors >= 0)	/* the text says, not the document */
		return rd->g->nmoves > rd->nrep || rd->text_errors > 0;
	return rd->g->nmoves > rd->nrep || (k[T_STATUS].value &&
	    scalar_is(rd, k[T_STATUS].value, "invalid"));
}

/* The keys of the game as a whole. */
static int
same_game(struct rd *rd, struct key *k, const struct talat_result *r)
{
	char tpn[TALAT_TPN_MAX], tb[3];
	int winners[TALAT_NCOLOURS], nwinners = 0, c, bad_game = invalid(rd, k);

	/* (the replay of an invalid game's moves before its first error
	 * gives its winners but for the rule of a void game) */
	for (c = 0; c < TALAT_NCOLOURS; c++)
		if ((r->winners & (1u << c)) && !talat_result_void(r,
		    bad_game ? TALAT_INVALID : r->status))
			winners[nwinners++] = c;
	talat_tpn_write(&r->final, tpn);
	if (same_word(rd, k[T_VARIANT].value, "variant", r->zihin >= 0 ?
	    "two-player" : "three-player") < 0 ||
	    (r->zihin >= 0 &&
	    same_colour(rd, k[T_ZIHIN].value, "zihin", r->zihin) < 0) ||
	    same_colours(rd, k[T_ORDER].value, "order", r->order, r->nplayers,
	    0) < 0 ||
	    same_freezes(rd, k[T_FREEZES].value, r) < 0 ||
	    same_scores(rd, k[T_SCORES].value, r) < 0 ||
	    same_colours(rd, k[T_WINNERS].value, "winners", winners, nwinners,
	    1) < 0 ||
	    same_word(rd, k[T_FINAL].value, "final_position", tpn) < 0)
		return -1;
	if (k[T_TIEBREAK].value && r->tiebreak < 0)
		return bad(rd, k[T_TIEBREAK].key, TALAT_D_YAML_MISMATCH_TIEBREAK);
	if (r->tiebreak >= 0) {
		memcpy(tb, talat_type_name(r->tiebreak), 3);
		if (same_word(rd, k[T_TIEBREAK].value, "tiebreak", tb) < 0)
			return -1;
	}
	/* provisional: true marks the winners of a game whose replay does
	 * not reach its end (a document written before it was a key
	 * leaves it out). */
	if (k[T_PROVISIONAL].value && same_word(rd, k[T_PROVISIONAL].value,
	    "provisional", r->started && r->final.to_act < 0 ? "false" :
	    "true") < 0)
		return -1;
	if (bad_game)
		return same_word(rd, k[T_STATUS].value, "status", "invalid");
	return same_word(rd, k[T_STATUS].value, "status",
	    talat_status_name(r->status));
}

/*
 * The replay of the moves before those of unreplayed, under options o:
 * every one of them replays, and each key the document gives that the
 * replay computes says what the replay says. 0, -1 with the error set.
 */
static int
same_replay(struct rd *rd, struct key *k, const struct talat_replay_options *o,
    struct talat_result *r)
{
	struct talat_game g = *rd->g;
	struct talat_loc loc;
	size_t i;

	g.nmoves = rd->nrep;
	if (talat_replay(&g, o, r) < 0)
		return nomem(rd);
	if (r->moves_replayed < rd->nrep) {
		for (i = 0; i < r->ndiags; i++)
			if (r->diags[i].severity == TALAT_SEV_ERROR)
				break;
		/* At the entry of the move that stopped it (a ply or a
		 * declaration). */
		loc = rd->g->moves[r->moves_replayed].loc;
		if (i == r->ndiags)
			return yload_raise(rd->err, loc.line, loc.column,
			    TALAT_D_YAML_PLY_AFTER_END);
		return yload_raise(rd->err, loc.line, loc.column,
		    TALAT_D_YAML_PLY_ILLEGAL, r->diags[i].message);
	}
	return same_plies(rd, r) < 0 || same_game(rd, k, r) < 0 ? -1 : 0;
}

/* --- source_text: the record itself ------------------------------------------ */

/* Reads the game of source_text (node n) into t: exactly one. */
static int
read_source_text(struct rd *rd, ynode *n, struct talat_game *t)
{
	struct talat_reader_options ro;
	struct talat_reader *r;
	struct talat_game more;
	int got, ngames = 0;

	memset(&ro, 0, sizeof(ro));	/* no diag: its errors are counted */
	if ((r = talat_reader_new_string(rd->g->source_text,
	    rd->g->source_len, &ro)) == NULL)
		return nomem(rd);
	talat_game_init(&more);
	while ((got = talat_reader_next(r, ngames == 0 ? t : &more)) > 0)
		ngames++;
	talat_game_free(&more);
	talat_reader_free(r);
	if (got < 0)
		return nomem(rd);	/* a string reader fails no other way */
	if (ngames != 1)
		return bad(rd, n, TALAT_D_YAML_SOURCE_TEXT_GAMES, ngames);
	return 0;
}

/* The key that holds move i of the document (or would hold a move
 * beyond its last). */
static const char *
move_key(const struct rd *rd, struct key *k, size_t i)
{
	const struct talat_game *g = rd->g;
	size_t j;

	if (i >= rd->nrep)
		return i < g->nmoves || k[T_UNREPLAYED].value ? "unreplayed" :
		    "plies";
	for (j = 0; j <= i; j++)
		if (g->moves[j].kind != TALAT_MOVE_FREEZE)
			return "plies";
	return "opening_declarations";
}

/* A key that does not hold what source_text's game holds, at loc (or at
 * node n when loc is none). */
static int
text_differs(struct rd *rd, const struct talat_loc *loc, ynode *n,
    const char *key)
{
	if (loc != NULL && loc->line > 0)
		return yload_raise(rd->err, loc->line, loc->column,
		    TALAT_D_YAML_SOURCE_TEXT_MISMATCH, key);
	return bad(rd, n, TALAT_D_YAML_SOURCE_TEXT_MISMATCH, key);
}

static int
tag_order(const void *a, const void *b)
{
	const struct talat_tag *x = *(const struct talat_tag *const *)a;
	const struct talat_tag *y = *(const struct talat_tag *const *)b;
	int c = strcmp(x->name, y->name);

	return c != 0 ? c : strcmp(x->value, y->value);
}

/* Whether the tags of g are those of t, in any order (YAML gives the
 * keys of a mapping none: a summary dumped with its keys sorted is the
 * same summary, issue 34); the first of g that t lacks in *at, else
 * NULL. 0, or -1 when memory runs out. */
static int
same_tags(const struct talat_game *g, const struct talat_game *t,
    const struct talat_tag **at)
{
	const struct talat_tag **a, **b;
	size_t i;

	*at = NULL;
	if (g->ntags == 0)
		return 0;
	a = malloc(g->ntags * sizeof(*a));
	b = malloc(g->ntags * sizeof(*b));
	if (a == NULL || b == NULL) {
		free(a);
		free(b);
		return -1;
	}
	for (i = 0; i < g->ntags; i++) {
		a[i] = &g->tags[i];
		b[i] = &t->tags[i];
	}
	qsort(a, g->ntags, sizeof(*a), tag_order);
	qsort(b, g->ntags, sizeof(*b), tag_order);
	for (i = 0; i < g->ntags && *at == NULL; i++)
		if (tag_order(&a[i], &b[i]) != 0)
			*at = a[i];
	free(a);
	free(b);
	return 0;
}

/* What the document says was written (tags, comments, moves) against
 * source_text's game t. */
static int
same_record(struct rd *rd, struct key *k, const struct talat_game *t)
{
	const struct talat_game *g = rd->g;
	ynode *root = node(rd, 1);
	const struct talat_tag *at;
	size_t i;

	if (g->ntags != t->ntags)
		return text_differs(rd, NULL, k[T_TAGS].value, "tags");
	if (same_tags(g, t, &at) < 0)
		return nomem(rd);
	if (at != NULL)
		return text_differs(rd, &at->loc, NULL, "tags");
	if (!record_comments_equal(g->comments, g->ncomments, t->comments,
	    t->ncomments))
		return text_differs(rd, NULL, k[T_COMMENTS].value ?
		    k[T_COMMENTS].value : root, "comments");
	for (i = 0; i < g->nmoves && i < t->nmoves; i++)
		if (!record_move_equal(&g->moves[i], &t->moves[i]))
			return text_differs(rd, &g->moves[i].loc, NULL,
			    move_key(rd, k, i));
	if (g->nmoves > t->nmoves)	/* at the first move too many */
		return text_differs(rd, &g->moves[i].loc, NULL,
		    move_key(rd, k, i));
	if (g->nmoves < t->nmoves)
		return text_differs(rd, NULL, k[T_UNREPLAYED].value ?
		    k[T_UNREPLAYED].value : k[T_PLIES].value,
		    move_key(rd, k, i));
	return 0;
}

/*
 * source_text is the record itself: the text of a game that could not be
 * read, which from-yaml writes as it is. So that a summary of one game
 * cannot carry the text of another, it must hold exactly one game, and
 * what the document says was written (tags, comments, moves) must be
 * that game's; the keys the replay computes are then checked against its
 * moves, and the status against its own (invalid when it has a syntax
 * error) (issue 24).
 */
static int
check_source_text(struct rd *rd, struct key *k)
{
	struct talat_game t;
	int rc;

	rd->text_errors = -1;
	if (k[T_SOURCE_TEXT].value == NULL)
		return 0;
	talat_game_init(&t);
	if ((rc = read_source_text(rd, k[T_SOURCE_TEXT].value, &t)) == 0 &&
	    (rc = same_record(rd, k, &t)) == 0)
		rd->text_errors = t.syntax_errors;
	talat_game_free(&t);
	return rc;
}

/* Checks the keys the replay computes: as talat yaml writes them, or as
 * talat yaml --strict does. */
static int
check_replay(struct rd *rd, struct key *k)
{
	struct talat_replay_options o = { 0, 0 };
	struct talat_yaml_error first;
	struct talat_result r;
	int c, rc;

	if (k[T_TIEBREAK_RULE].value &&
	    choice(rd, k[T_TIEBREAK_RULE].value, "tiebreak_rule",
	    tiebreak_rules, &c) == 0)
		o.tiebreak = c;
	talat_result_init(&r);
	if ((rc = same_replay(rd, k, &o, &r)) < 0 &&
	    rd->err->kind == TALAT_YAML_MALFORMED) {
		first = *rd->err;
		o.strict = 1;
		if ((rc = same_replay(rd, k, &o, &r)) < 0 &&
		    rd->err->kind == TALAT_YAML_MALFORMED)
			*rd->err = first;
	}
	talat_result_free(&r);
	return rc;
}

int
yschema_game(const struct yload *d, struct talat_game *g,
    struct talat_yaml_error *err)
{
	struct key keys[T_N + 1];
	struct rd rd;
	int rc;

	talat_game_clear(g);
	memset(&rd, 0, sizeof(rd));
	rd.d = d;
	rd.g = g;
	rd.err = err;
	rd.text_errors = -1;
	rc = game(&rd, node(&rd, 1), keys) < 0 ||
	    check_source_text(&rd, keys) < 0 || check_replay(&rd, keys) < 0 ?
	    -1 : 0;
	free(rd.plies);
	return rc;
}

int
yschema_read_game(yaml_parser_t *p, struct talat_game *g,
    struct talat_yaml_error *err)
{
	struct yload d;
	int rc;

	yload_clear_error(err);
	talat_game_clear(g);
	yload_init(&d);
	if ((rc = yload_parse(p, &d, err)) > 0)
		rc = yschema_game(&d, g, err) < 0 ? -1 : 1;
	yload_free(&d);
	return rc;
}
