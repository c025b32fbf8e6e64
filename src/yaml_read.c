/* SPDX-License-Identifier: ISC */
/* yaml_read.c: rebuilding a game record from its YAML summary, read
 * from the loader's graph (struct yload: yaml_load.c). The keys of each
 * mapping are described once, in a table (struct field): the kind of
 * their value, read by value() with one error path each, and where the
 * replay keeps what a key says that it computes. */
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "talat/tpn.h"
#include "i18n.h"
#include "record_private.h"
#include "ply_text.h"
#include "yaml_private.h"
#include "internal.h"
#include "base_private.h"
#include "replay_result.h"
#include "diag_raise.h"

/* A node of the graph (read only here). */
typedef const struct ld_node ynode;

/* What a value is, read and checked by value(). */
enum vkind {
	V_ANY,		/* read by the code of its mapping, or not at all */
	V_INT,		/* a decimal integer */
	V_INT_NULL,	/* one, or null (-1) */
	V_STR,		/* a string */
	V_CHOICE,	/* one of names: its index (a colour, a board too) */
	V_TOWER, V_TYPE, V_SQUARE,
	V_ANNOTATION,	/* "!", "?!", ... */
	V_CODE,		/* the code of one of talat's diagnostics */
	V_LIST,		/* a sequence, each item an `item` */
	V_MAP		/* a mapping of the keys of table `item` */
};

/* A key of a mapping (a table of them ends with a NULL name), or what an
 * item of a list is. */
struct field {
	const char *name;
	enum vkind kind;
	int required;
	const char *what;	/* in messages, when not the name: a
				 * description marked N_() ("a freeze") */
	const char *const *names;	/* V_CHOICE, NULL-terminated */
	const struct field *item;	/* V_LIST: its items; V_MAP: its keys */
	size_t off, size;	/* where the replay keeps the value (in the
				 * struct that same_fields() is given);
				 * size 0: the value is not the replay's */
};

#define AT(type, member) .off = offsetof(type, member), \
	.size = sizeof(((type *)0)->member)

/* The most keys of a mapping (a game's). */
#define MAXKEYS 21

/* A mapping read against a table of keys. */
struct map {
	ynode *v[MAXKEYS];	/* the value of each key, or NULL */
	ynode *k[MAXKEYS];	/* where the key stands */
	long n[MAXKEYS];	/* what value() read (-1 when absent) */
};

/* The keys of a ply entry, and what it says that the replay computes
 * (same_plies()). */
enum { K_PLY, K_ROUND, K_ACTOR, K_ACTION, K_TOWER, K_BOARD, K_FROM, K_TO,
	K_CAPTURED, K_ANNOTATION, K_COMMENTS, K_DECLARATIONS, K_N };

struct ply_claim {
	ynode *v[K_N];
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

/* A malformed input at node n. */
#define bad(rd, n, ...) yml_raise_at((rd)->err, &(n)->mark, __VA_ARGS__)

/* Where node n stands, as a record's places are counted (from 1). */
static struct talat_loc
loc_of(ynode *n)
{
	struct talat_loc loc = { (long)n->mark.line + 1,
	    (long)n->mark.column + 1 };

	return loc;
}

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

/* Whether n is the scalar s (NUL-terminated, short: no strlen). */
static int
scalar_is(const struct rd *rd, ynode *n, const char *s)
{
	const char *v;
	size_t i, len = n->len;

	if (n->type != YAML_SCALAR_NODE)
		return 0;
	v = yml_text(rd->d, n);
	for (i = 0; i < len; i++)
		if (s[i] == '\0' || v[i] != s[i])
			return 0;
	return s[len] == '\0';
}

/* --- mappings and their keys --------------------------------------------- */

static size_t
nkeys(const struct field *keys)
{
	size_t n;

	for (n = 0; keys[n].name != NULL; n++)
		;
	return n;
}

/* The bit of key i of a table, for require(). */
#define B(i) (1u << (i))

/* The keys of m whose bits are in `which`, required of mapping n as
 * `what`; the first missing one is the error. */
static int
require(struct rd *rd, ynode *n, const char *what, const struct field *keys,
    const struct map *m, unsigned which)
{
	size_t i;

	for (i = 0; which != 0; i++, which >>= 1)
		if ((which & 1) && m->v[i] == NULL)
			return bad(rd, n, TALAT_D_YAML_MISSING_KEY,
			    (int)strlen(keys[i].name), keys[i].name,
			    what_text(what));
	return 0;
}

/*
 * Sorts the pairs of mapping n onto the keys of its table into m; unknown,
 * duplicate and missing keys are errors. The search for a key starts
 * after the one found last: keys written in the order of the table are
 * found at the first look.
 */
static int
keys_of(struct rd *rd, ynode *n, const char *what, const struct field *keys,
    struct map *m)
{
	char q[QUOTE_MAX];
	ynode *k;
	size_t nk = nkeys(keys), next = 0, i = 0, tried;
	unsigned need = 0;

	if (n->type != YAML_MAPPING_NODE)
		return bad(rd, n, TALAT_D_YAML_NOT_MAPPING, what_text(what));
	for (i = 0; i < nk; i++) {
		m->v[i] = m->k[i] = NULL;
		m->n[i] = -1;
		need |= keys[i].required ? B(i) : 0;
	}
	PAIRS(rd, n, p) {
		k = yml_node(rd->d, p->key);
		for (tried = 0, i = next; tried < nk; tried++) {
			if (scalar_is(rd, k, keys[i].name))
				break;
			if (++i == nk)
				i = 0;
		}
		if (tried == nk) {
			if (k->type != YAML_SCALAR_NODE)
				return bad(rd, k, TALAT_D_YAML_KEY_NOT_STRING,
				    what_text(what));
			return bad(rd, k, TALAT_D_YAML_UNKNOWN_KEY,
			    quote(q, yml_text(rd->d, k), k->len), q,
			    what_text(what));
		}
		if (m->v[i] != NULL)
			return bad(rd, k, TALAT_D_YAML_DUPLICATE_KEY,
			    keys[i].name, what_text(what));
		m->v[i] = yml_node(rd->d, p->value);
		m->k[i] = k;
		next = i + 1 == nk ? 0 : i + 1;
	}
	return require(rd, n, what, keys, m, need);
}

/* Key i of m must be absent (from `why`). */
static int
forbid(struct rd *rd, const struct field *keys, const struct map *m,
    size_t i, const char *why)
{
	if (m->v[i] != NULL)
		return bad(rd, m->k[i], TALAT_D_YAML_FORBIDDEN_KEY,
		    what_text(why), keys[i].name);
	return 0;
}

/* --- values ---------------------------------------------------------------- */

/* Whether n is null: tagged !!null, or a plain scalar without a tag
 * that resolves to null. */
static int
is_null(const struct rd *rd, ynode *n)
{
	return n->type == YAML_SCALAR_NODE && (n->tag == YTAG_NULL ||
	    (n->tag == YTAG_NONE && n->style == YAML_PLAIN_SCALAR_STYLE &&
	    yml_is_null(yml_text(rd->d, n), n->len)));
}

/* A string: any scalar but a null (its text, whatever its tag: a plain
 * 1 or !!int "1" is "1", as a plain true is "true"), and not !!binary,
 * whose text is base64; no NUL characters. */
static int
string(struct rd *rd, ynode *n, const char *what)
{
	if (n->type != YAML_SCALAR_NODE)
		return bad(rd, n, TALAT_D_YAML_NOT_STRING, what_text(what));
	if (is_null(rd, n))
		return bad(rd, n, TALAT_D_YAML_NULL_STRING, what_text(what));
	if (n->tag == YTAG_BINARY)
		return bad(rd, n, TALAT_D_YAML_BINARY, what_text(what));
	if (memchr(yml_text(rd->d, n), '\0', n->len) != NULL)
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
	s = yml_text(rd->d, n);
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
    const char *const *names, long *out)
{
	char list[128];
	size_t n;

	for (n = 0; names[n] != NULL; n++)
		if (scalar_is(rd, node, names[n])) {
			*out = (long)n;
			return 0;
		}
	tl_list(list, sizeof(list), names, n, TL_OR);
	return bad(rd, node, TALAT_D_YAML_NOT_CHOICE, what_text(what), list);
}

/* A scalar of `len` bytes that `from` (talat's reader of such a name)
 * knows: its value in *out, else -1. */
static int
named(const struct rd *rd, ynode *n, size_t len, int (*from)(const char *),
    long *out)
{
	if (n->type != YAML_SCALAR_NODE || n->len != len)
		return -1;
	*out = from(yml_text(rd->d, n));
	return *out >= 0 ? 0 : -1;
}

static int
square_from_name(const char *s)
{
	return ply_text_is_square(s) ? ply_text_square(s) : -1;
}

static int
annotation_from_text(const char *s)
{
	int a = talat_annotation_from_text(s);

	return a > TALAT_ANN_NONE ? a : -1;
}

static int list(struct rd *, ynode *, const char *, const struct field *);
static int read_map(struct rd *, ynode *, const char *,
    const struct field *, struct map *);

/* The value n of key (or item) f, checked for its kind; a number, a
 * choice's index, a tower, a type, a square or an annotation in *out. */
static int
value(struct rd *rd, ynode *n, const struct field *f, long *out)
{
	const char *what = f->what != NULL ? f->what : f->name;
	struct map m;

	switch (f->kind) {
	case V_ANY:
		return 0;
	case V_INT:
	case V_INT_NULL:
		return integer(rd, n, what, f->kind == V_INT_NULL, out);
	case V_STR:
		return string(rd, n, what);
	case V_CODE:
		if (string(rd, n, what) < 0)
			return -1;
		if (talat_diag_kind_of_code(yml_text(rd->d, n)) < 0)
			return bad(rd, n, TALAT_D_YAML_BAD_CODE,
			    yml_text(rd->d, n));
		return 0;
	case V_CHOICE:
		return choice(rd, n, what, f->names, out);
	case V_TOWER:
		if (named(rd, n, 3, talat_tower_from_name, out) < 0)
			return bad(rd, n, TALAT_D_YAML_NOT_TOWER,
			    what_text(what));
		return 0;
	case V_TYPE:
		if (named(rd, n, 2, talat_type_from_name, out) < 0)
			return bad(rd, n, TALAT_D_YAML_NOT_TYPE,
			    what_text(what));
		return 0;
	case V_SQUARE:
		if (named(rd, n, 2, square_from_name, out) < 0)
			return bad(rd, n, TALAT_D_YAML_NOT_SQUARE,
			    what_text(what));
		return 0;
	case V_ANNOTATION:
		if (string(rd, n, what) < 0)
			return -1;
		if (n->len > 2 || named(rd, n, n->len, annotation_from_text,
		    out) < 0)
			return bad(rd, n, TALAT_D_YAML_BAD_ANNOTATION);
		return 0;
	case V_LIST:
		return list(rd, n, what, f->item);
	case V_MAP:
		return read_map(rd, n, what, f->item, &m);
	}
	return 0;
}

/* The values of keys [from, to) of m that are there, checked in the
 * order of the table. */
static int
check(struct rd *rd, const struct field *keys, struct map *m, size_t from,
    size_t to)
{
	size_t i;

	for (i = from; i < to && keys[i].name != NULL; i++)
		if (m->v[i] != NULL && value(rd, m->v[i], &keys[i],
		    &m->n[i]) < 0)
			return -1;
	return 0;
}

/* A mapping n of the keys of table keys (`what` in messages), checked. */
static int
read_map(struct rd *rd, ynode *n, const char *what, const struct field *keys,
    struct map *m)
{
	return keys_of(rd, n, what, keys, m) < 0 ||
	    check(rd, keys, m, 0, MAXKEYS) < 0 ? -1 : 0;
}

static int
sequence(struct rd *rd, ynode *n, const char *what)
{
	if (n->type != YAML_SEQUENCE_NODE)
		return bad(rd, n, TALAT_D_YAML_NOT_LIST, what_text(what));
	return 0;
}

/* A list n, each of its items an `item`. */
static int
list(struct rd *rd, ynode *n, const char *what, const struct field *item)
{
	long v;

	if (sequence(rd, n, what) < 0)
		return -1;
	EACH(rd, n, it)
		if (value(rd, yml_node(rd->d, *it), item, &v) < 0)
			return -1;
	return 0;
}

/* --- the schema ------------------------------------------------------------ */

static const char *const colour_names[] = { "W", "B", "G", NULL };
static const char *const board_names[] = { "WB", "BG", "GW", NULL };
static const char *const actions[] = {
	"place", "step", "capture", "pass", NULL
};
static const char *const severities[] = { "error", "warning", "note", NULL };
static const char *const variants[] = { "three-player", "two-player", NULL };
static const char *const statuses[] = {
	"complete", "unfinished", "invalid", NULL
};
static const char *const tiebreak_rules[] = {
	"unshared", "top", "shared", NULL
};

#define COLOUR V_CHOICE, .names = colour_names
#define BOARD V_CHOICE, .names = board_names
#define REQ .required = 1
/* A key and the kind of its value. */
#define K(key, ...) .name = (key), .kind = __VA_ARGS__
#define END { .name = NULL }

static const struct field a_comment = { .what = N_("a comment"),
	.kind = V_STR };
static const struct field a_colour = { .what = N_("a colour"), .kind = COLOUR };
static const struct field a_score_key = { .what = N_("a key of scores"),
	.kind = COLOUR };
static const struct field a_captured = { .what = N_("a captured tower"),
	.kind = V_TOWER };
/* A placement's tower as its type alone (its colour is the replay's). */
static const struct field a_type = { K("tower", V_TYPE) };

#define COMMENTS V_LIST, .item = &a_comment

static const struct field source_keys[] = {
	{ K("file", V_STR), REQ, .what = "source file" },
	{ K("line", V_INT), REQ, .what = "source line" },
	END
};

static const struct field duplicate_tag_keys[] = {
	{ K("name", V_ANY), REQ }, { K("value", V_ANY), REQ },
	{ K("line", V_INT) }, { K("index", V_INT), REQ }, END
};

static const struct field declaration_keys[] = {
	{ K("board", BOARD), REQ }, { K("comments", COMMENTS) }, END
};

#define PLY(member) AT(struct talat_ply, member)
static const struct field ply_keys[] = {
	{ K("ply", V_INT), PLY(ply) },
	{ K("round", V_INT), PLY(round) },
	{ K("actor", COLOUR), PLY(actor) },
	{ K("action", V_CHOICE), REQ, .names = actions },
	{ K("tower", V_TOWER), PLY(action.tower) },
	{ K("board", BOARD) },
	{ K("from", V_SQUARE) },
	{ K("to", V_SQUARE) },
	{ K("captured", V_TOWER), PLY(action.victim) },
	{ K("annotation", V_ANNOTATION) },
	{ K("comments", COMMENTS) },
	{ K("declarations", V_ANY) },
	END
};

static const struct field unreplayed_keys[] = {
	{ K("move", V_STR), REQ }, { K("annotation", V_ANNOTATION) },
	{ K("comments", COMMENTS) }, END
};

#define FREEZE(member) AT(struct talat_freeze, member)
static const struct field freeze_keys[] = {
	{ K("board", BOARD), REQ, FREEZE(board) },
	{ K("dead_after_ply", V_INT_NULL), REQ, FREEZE(dead_after_ply) },
	{ K("declared_after_ply", V_INT_NULL), REQ,
	  FREEZE(declared_after_ply) },
	END
};
static const struct field a_freeze = { .what = N_("a freeze"),
	.kind = V_MAP, .item = freeze_keys };

/* Every key of a score is derived: each is optional, and checked
 * against the replay when present (same_score()). */
enum { S_CAPTURED, S_START_LINE, S_ZIHIN_START_LINE, S_POINTS };
#define SCORE(member) AT(struct talat_score, member)
static const struct field score_keys[] = {
	{ K("captured", V_LIST, .item = &a_captured) },
	{ K("start_line", V_INT), SCORE(start_line) },
	{ K("zihin_start_line", V_INT), SCORE(zihin_start_line) },
	{ K("points", V_INT), SCORE(points) },
	END
};

static const struct field diagnostic_keys[] = {
	{ K("severity", V_CHOICE), REQ, .names = severities },
	{ K("line", V_INT), REQ },
	{ K("column", V_INT), REQ },
	{ K("ply", V_INT) },
	{ K("message", V_STR), REQ },
	{ K("code", V_CODE) },
	{ K("suggestion", V_ANY) },
	{ K("fits", V_ANY) },
	END
};
static const struct field a_diagnostic = { .what = N_("a diagnostic"),
	.kind = V_MAP, .item = diagnostic_keys };

/* The keys of a game; those the replay computes are all optional. */
enum { T_GAME, T_SOURCE, T_TAGS, T_DUPTAGS, T_COMMENTS, T_VARIANT, T_ZIHIN,
	T_ORDER, T_STATUS, T_OPENING, T_PLIES, T_UNREPLAYED, T_FREEZES,
	T_SCORES, T_WINNERS, T_PROVISIONAL, T_TIEBREAK_RULE, T_TIEBREAK,
	T_FINAL, T_DIAGNOSTICS, T_SOURCE_TEXT, T_N };

static const struct field game_keys[] = {
	{ K("game", V_INT) },
	{ K("source", V_MAP, .item = source_keys) },
	{ K("tags", V_ANY), REQ },
	{ K("duplicate_tags", V_ANY) },
	{ K("comments", COMMENTS) },
	{ K("variant", V_CHOICE, .names = variants) },
	{ K("zihin", COLOUR) },
	{ K("order", V_LIST, .item = &a_colour) },
	{ K("status", V_CHOICE, .names = statuses) },
	{ K("opening_declarations", V_ANY) },
	{ K("plies", V_ANY), REQ },
	{ K("unreplayed", V_ANY) },
	{ K("freezes", V_LIST, .item = &a_freeze) },
	{ K("scores", V_ANY) },
	{ K("winners", V_LIST, .item = &a_colour) },
	{ K("provisional", V_ANY) },
	{ K("tiebreak_rule", V_CHOICE, .names = tiebreak_rules) },
	{ K("tiebreak", V_TYPE) },
	{ K("final_position", V_STR) },
	{ K("diagnostics", V_LIST, .item = &a_diagnostic) },
	{ K("source_text", V_ANY) },
	END
};

/* --- building the game ---------------------------------------------------- */

/* Room for element n (tl_grow, internal.h). */
#define grow(arr, cap, n, size)	tl_grow((arr), (cap), (n) + 1, (size), 16)

/* Appends the tag of name node k and value node v to the game. */
static int
add_tag(struct rd *rd, ynode *k, ynode *v)
{
	char q[QUOTE_MAX];
	struct talat_game *g = rd->g;
	struct talat_tag *t;
	const char *name;
	size_t nlen = k->len, i;

	if (string(rd, k, N_("a tag name")) < 0 ||
	    string(rd, v, N_("a tag value")) < 0)
		return -1;
	name = yml_text(rd->d, k);
	for (i = 0; i < nlen; i++)
		if (!((name[i] >= 'A' && name[i] <= 'Z') ||
		    (name[i] >= 'a' && name[i] <= 'z') ||
		    (i > 0 && ((name[i] >= '0' && name[i] <= '9') ||
		    name[i] == '_'))))
			break;
	if (nlen == 0 || i < nlen)
		return bad(rd, k, TALAT_D_YAML_BAD_TAG_NAME,
		    quote(q, name, nlen), q);
	/* A value on one line of TGN: only LF ends a line there (CR LF too,
	 * which holds an LF); a lone CR is a character of the value, which
	 * the reader keeps and talat fmt writes back. */
	if (memchr(yml_text(rd->d, v), '\n', v->len) != NULL)
		return bad(rd, v, TALAT_D_YAML_TAG_LINE_BREAK);
	if (grow((void **)&g->tags, &g->captags, g->ntags,
	    sizeof(*g->tags)) < 0)
		return yml_nomem(rd->err);
	t = &g->tags[g->ntags];
	memset(t, 0, sizeof(*t));
	t->name = strndup(name, nlen);
	t->value = strndup(yml_text(rd->d, v), v->len);
	if (t->name == NULL || t->value == NULL) {
		free(t->name);
		free(t->value);
		return yml_nomem(rd->err);
	}
	t->loc = loc_of(k);
	t->value_loc = loc_of(v);
	g->ntags++;
	return 0;
}

static int
tags(struct rd *rd, ynode *map)
{
	if (map->type != YAML_MAPPING_NODE)
		return bad(rd, map, TALAT_D_YAML_NOT_MAPPING, "tags");
	PAIRS(rd, map, p)
		if (add_tag(rd, yml_node(rd->d, p->key),
		    yml_node(rd->d, p->value)) < 0)
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
		return yml_nomem(rd->err);
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
	size_t from = rd->g->ntags, total;
	struct map m;
	long *place, v;
	int rc = -1;

	if (seq == NULL)
		return 0;
	if (sequence(rd, seq, "duplicate_tags") < 0)
		return -1;
	total = from + seq->len;
	if ((place = malloc((seq->len + 1) * sizeof(*place))) == NULL)
		return yml_nomem(rd->err);
	EACH(rd, seq, it) {
		if (read_map(rd, yml_node(rd->d, *it), N_("a duplicate tag"),
		    duplicate_tag_keys, &m) < 0)
			goto out;
		v = m.n[3];
		if (v < 1 || (size_t)v > total || (rd->g->ntags > from &&
		    v <= place[rd->g->ntags - from - 1])) {
			bad(rd, m.v[3], TALAT_D_YAML_BAD_INDEX,
			    (unsigned long)total);
			goto out;
		}
		place[rd->g->ntags - from] = v;
		if (add_tag(rd, m.v[0], m.v[1]) < 0)
			goto out;
	}
	rc = place_duplicates(rd, from, place);
out:
	free(place);
	return rc;
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
	const char *s = yml_text(rd->d, n);
	size_t len = n->len;

	while (len > 0 && ply_text_blank((unsigned char)s[0])) {
		s++;
		len--;
	}
	while (len > 0 && ply_text_blank((unsigned char)s[len - 1]))
		len--;
	if (memchr(s, '}', len) != NULL && memchr(s, '\n', len) != NULL)
		return bad(rd, n, TALAT_D_YAML_COMMENT_UNWRITABLE);
	if ((c->text = strndup(s, len)) == NULL)
		return yml_nomem(rd->err);
	c->loc = loc_of(n);
	return 0;
}

/* The comments of list seq (checked, or NULL) into *c, *n. */
static int
fill_comments(struct rd *rd, ynode *seq, struct talat_comment **c,
    size_t *n, size_t *cap)
{
	if (seq == NULL)
		return 0;
	EACH(rd, seq, it) {
		if (grow((void **)c, cap, *n, sizeof(**c)) < 0)
			return yml_nomem(rd->err);
		if (fill_comment(rd, yml_node(rd->d, *it), &(*c)[*n]) < 0)
			return -1;
		(*n)++;
	}
	return 0;
}

/* Adds a move, at node `at`, with the comments of list seq (checked, or
 * NULL). */
static int
add_move(struct rd *rd, const struct talat_move *proto, ynode *at,
    ynode *seq)
{
	struct talat_game *g = rd->g;
	struct talat_move *mv;
	size_t cap = 0;

	if (grow((void **)&g->moves, &g->capmoves, g->nmoves,
	    sizeof(*g->moves)) < 0)
		return yml_nomem(rd->err);
	mv = &g->moves[g->nmoves++];
	*mv = *proto;
	mv->comments = NULL;
	mv->ncomments = 0;
	mv->round = TALAT_ROUND_NONE;
	mv->loc = loc_of(at);
	return fill_comments(rd, seq, &mv->comments, &mv->ncomments, &cap);
}

/* A list of declarations, each {board, comments}. */
static int
declarations(struct rd *rd, ynode *seq, const char *what)
{
	struct talat_move mv;
	struct map m;

	if (seq == NULL)
		return 0;
	if (sequence(rd, seq, what) < 0)
		return -1;
	memset(&mv, 0, sizeof(mv));
	mv.kind = TALAT_MOVE_FREEZE;
	mv.from = mv.to = mv.type = -1;
	EACH(rd, seq, it) {
		if (read_map(rd, yml_node(rd->d, *it), N_("a declaration"),
		    declaration_keys, &m) < 0)
			return -1;
		mv.board = (int)m.n[0];
		if (add_move(rd, &mv, yml_node(rd->d, *it), m.v[1]) < 0)
			return -1;
	}
	return 0;
}

/* The annotation of key i of m (checked), or none. */
static enum talat_annotation
annotation(const struct map *m, size_t i)
{
	return m->v[i] != NULL ? (enum talat_annotation)m->n[i] :
	    TALAT_ANN_NONE;
}

/* The keys that one kind of ply requires or forbids. */
static int
ply_kind(struct rd *rd, ynode *n, const struct map *m, long action)
{
	static const char *const kinds[] = { N_("a placement"), N_("a step"),
	    N_("a capture"), N_("a pass") };
	static const unsigned need[] = {
		B(K_TOWER) | B(K_BOARD) | B(K_TO),
		B(K_BOARD) | B(K_FROM) | B(K_TO),
		B(K_BOARD) | B(K_FROM) | B(K_TO), 0
	};
	static const unsigned refuse[] = {
		B(K_FROM) | B(K_CAPTURED), B(K_CAPTURED), 0,
		B(K_TOWER) | B(K_BOARD) | B(K_FROM) | B(K_TO) | B(K_CAPTURED)
	};
	size_t i;

	if (require(rd, n, kinds[action], ply_keys, m, need[action]) < 0)
		return -1;
	for (i = 0; i < K_N; i++)
		if ((refuse[action] & B(i)) &&
		    forbid(rd, ply_keys, m, i, kinds[action]) < 0)
			return -1;
	return 0;
}

static int
ply(struct rd *rd, ynode *n)
{
	static const enum talat_move_kind kinds[] = { TALAT_MOVE_PLACE,
	    TALAT_MOVE_STEP, TALAT_MOVE_CAPTURE, TALAT_MOVE_PASS };
	struct talat_move mv;
	struct ply_claim *c;
	struct map m;
	long action, t;

	if (keys_of(rd, n, N_("a ply"), ply_keys, &m) < 0 ||
	    check(rd, ply_keys, &m, K_PLY, K_TOWER) < 0)
		return -1;
	if (grow((void **)&rd->plies, &rd->capplies, rd->nplies,
	    sizeof(*rd->plies)) < 0)
		return yml_nomem(rd->err);
	c = &rd->plies[rd->nplies++];
	memcpy(c->v, m.v, sizeof(c->v));
	action = m.n[K_ACTION];
	if (ply_kind(rd, n, &m, action) < 0)
		return -1;
	memset(&mv, 0, sizeof(mv));
	mv.kind = kinds[action];
	mv.type = -1;
	if (action == 0 && m.v[K_TOWER]->type == YAML_SCALAR_NODE &&
	    m.v[K_TOWER]->len == 2) {
		/* A placement's type alone: its colour is the replay's. */
		if (value(rd, m.v[K_TOWER], &a_type, &t) < 0)
			return -1;
		mv.type = (int)t;
		c->v[K_TOWER] = NULL;
	} else if (check(rd, ply_keys, &m, K_TOWER, K_BOARD) < 0)
		return -1;
	else if (action == 0)
		mv.type = talat_tower_type((int)m.n[K_TOWER]);
	if (check(rd, ply_keys, &m, K_BOARD, K_DECLARATIONS) < 0)
		return -1;
	mv.board = (int)m.n[K_BOARD];
	mv.from = (int)m.n[K_FROM];
	mv.to = (int)m.n[K_TO];
	mv.annotation = annotation(&m, K_ANNOTATION);
	if (add_move(rd, &mv, n, m.v[K_COMMENTS]) < 0)
		return -1;
	return declarations(rd, m.v[K_DECLARATIONS], "declarations");
}

static int
unreplayed(struct rd *rd, ynode *seq)
{
	char q[QUOTE_MAX];
	struct talat_move mv;
	struct map m;
	ynode *n;

	if (seq == NULL)
		return 0;
	if (sequence(rd, seq, "unreplayed") < 0)
		return -1;
	EACH(rd, seq, it) {
		n = yml_node(rd->d, *it);
		memset(&mv, 0, sizeof(mv));
		if (keys_of(rd, n, N_("an unreplayed move"), unreplayed_keys,
		    &m) < 0 || check(rd, unreplayed_keys, &m, 0, 1) < 0)
			return -1;
		if (talat_ply_parse(yml_text(rd->d, m.v[0]), m.v[0]->len,
		    &mv) < 0)
			return bad(rd, m.v[0], TALAT_D_YAML_BAD_MOVE,
			    quote(q, yml_text(rd->d, m.v[0]), m.v[0]->len), q);
		if (check(rd, unreplayed_keys, &m, 1, 2) < 0)
			return -1;
		mv.annotation = annotation(&m, 1);
		if (mv.kind == TALAT_MOVE_FREEZE && mv.annotation)
			return bad(rd, m.v[1],
			    TALAT_D_YAML_DECLARATION_ANNOTATION);
		if (check(rd, unreplayed_keys, &m, 2, 3) < 0 ||
		    add_move(rd, &mv, n, m.v[2]) < 0)
			return -1;
	}
	return 0;
}

/* --- the keys computed by the replay: checked, not used ---------------------- */

/* scores: a mapping of colours, each a score. */
static int
scores(struct rd *rd, ynode *map)
{
	struct map m;
	unsigned seen = 0;
	long c;
	ynode *n;

	if (map->type != YAML_MAPPING_NODE)
		return bad(rd, map, TALAT_D_YAML_NOT_MAPPING, "scores");
	PAIRS(rd, map, p) {
		n = yml_node(rd->d, p->key);
		if (value(rd, n, &a_score_key, &c) < 0)
			return -1;
		if (seen & (1u << c))
			return bad(rd, n, TALAT_D_YAML_DUPLICATE_SCORE,
			    talat_colour_char((int)c));
		seen |= 1u << c;
		if (keys_of(rd, yml_node(rd->d, p->value), N_("a score"),
		    score_keys, &m) < 0 ||
		    (rd->two_players == 0 && forbid(rd, score_keys, &m,
		    S_ZIHIN_START_LINE, N_("a three-player score")) < 0) ||
		    check(rd, score_keys, &m, 0, MAXKEYS) < 0)
			return -1;
	}
	return 0;
}

/* The value of base64 digit c, or -1. */
static int
b64_value(int c)
{
	const char *p = c != '\0' ? strchr(YML_BASE64, c) : NULL;

	return p != NULL ? (int)(p - YML_BASE64) : -1;
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
		if (string(rd, n, "source_text") < 0)
			return -1;
		return talat_game_set_source(rd->g, yml_text(rd->d, n),
		    n->len) < 0 ? yml_nomem(rd->err) : 0;
	}
	s = yml_text(rd->d, n);
	len = n->len;
	if ((t = malloc(len / 4 * 3 + 3)) == NULL)
		return yml_nomem(rd->err);
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
	return rc < 0 ? yml_nomem(rd->err) : 0;
}

/* The keys of a game that the replay computes, checked for their type;
 * all optional. */
static int
derived_types(struct rd *rd, ynode *root, struct map *k)
{
	rd->two_players = -1;
	if (k->v[T_VARIANT]) {
		if (check(rd, game_keys, k, T_VARIANT, T_ZIHIN) < 0)
			return -1;
		rd->two_players = k->n[T_VARIANT] == 1;
		if (k->n[T_VARIANT] == 1 && k->v[T_ZIHIN] == NULL)
			return bad(rd, root, TALAT_D_YAML_MISSING_KEY, 5,
			    "zihin", N_("a two-player game"));
		if (k->n[T_VARIANT] == 0 && forbid(rd, game_keys, k, T_ZIHIN,
		    N_("a three-player game")) < 0)
			return -1;
	}
	return check(rd, game_keys, k, T_ZIHIN, T_SCORES) < 0 ||
	    (k->v[T_SCORES] && scores(rd, k->v[T_SCORES]) < 0) ||
	    check(rd, game_keys, k, T_WINNERS, T_N) < 0 ? -1 : 0;
}

/* Rebuilds the game from root; its keys in k for the check against the
 * replay. */
static int
game(struct rd *rd, ynode *root, struct map *k)
{
	struct talat_game *g = rd->g;
	struct map source;

	if (keys_of(rd, root, N_("a game"), game_keys, k) < 0 ||
	    check(rd, game_keys, k, T_GAME, T_SOURCE) < 0)
		return -1;
	if (k->v[T_GAME])
		g->index = k->n[T_GAME];
	if (k->v[T_SOURCE]) {
		if (read_map(rd, k->v[T_SOURCE], "source", source_keys,
		    &source) < 0)
			return -1;
		g->loc.line = source.n[1];
		g->loc.column = 1;
	}
	if (tags(rd, k->v[T_TAGS]) < 0 ||
	    duplicate_tags(rd, k->v[T_DUPTAGS]) < 0 ||
	    check(rd, game_keys, k, T_COMMENTS, T_VARIANT) < 0 ||
	    fill_comments(rd, k->v[T_COMMENTS], &g->comments, &g->ncomments,
	    &g->capcomments) < 0 ||
	    derived_types(rd, root, k) < 0 ||
	    declarations(rd, k->v[T_OPENING], "opening_declarations") < 0 ||
	    sequence(rd, k->v[T_PLIES], "plies") < 0)
		return -1;
	EACH(rd, k->v[T_PLIES], it)
		if (ply(rd, yml_node(rd->d, *it)) < 0)
			return -1;
	rd->nrep = g->nmoves;
	if (source_text(rd, k->v[T_SOURCE_TEXT]) < 0)
		return -1;
	return unreplayed(rd, k->v[T_UNREPLAYED]);
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
	    quote(q, yml_text(rd->d, n), n->len), q, want);
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
	int i = 0, ordered = 1;
	long c;

	if (seq == NULL)
		return 0;
	for (i = 0; i < n; i++) {
		expect |= 1u << colours[i];
		len += (size_t)snprintf(want + len, sizeof(want) - len, "%s%c",
		    i ? ", " : "", talat_colour_char(colours[i]));
	}
	i = 0;
	EACH(rd, seq, it) {
		(void)value(rd, yml_node(rd->d, *it), &a_colour, &c);
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

/*
 * The values of v (a mapping of the keys of table keys) that the replay
 * computes against what it has: in the struct at base, each where its
 * key says (f->off, f->size).
 */
static int
same_fields(struct rd *rd, const struct field *keys, ynode *const *v,
    const void *base)
{
	const struct field *f;
	const char *p;
	long want;
	int rc;

	for (f = keys; f->name != NULL; f++) {
		if (f->size == 0 || v[f - keys] == NULL)
			continue;
		p = (const char *)base + f->off;
		if (f->size == sizeof(long))
			memcpy(&want, p, sizeof(want));
		else
			want = *(const int *)p;
		if (f->kind == V_CHOICE)
			rc = same_word(rd, v[f - keys], f->name,
			    f->names[want]);
		else if (f->kind == V_TOWER)
			rc = same_tower(rd, v[f - keys], f->name, (int)want);
		else
			rc = same_int(rd, v[f - keys], f->name, want);
		if (rc < 0)
			return -1;
	}
	return 0;
}

/* Each ply entry against the ply replayed. */
static int
same_plies(struct rd *rd, const struct talat_result *r)
{
	size_t k;

	for (k = 0; k < rd->nplies; k++)
		if (same_fields(rd, ply_keys, rd->plies[k].v, &r->plies[k]) < 0)
			return -1;
	return 0;
}

static int
same_freezes(struct rd *rd, ynode *seq, const struct talat_result *r)
{
	struct map m;
	int i = 0;

	if (seq == NULL)
		return 0;
	if (seq->len != (size_t)r->nfreezes)
		return bad(rd, seq, TALAT_D_YAML_MISMATCH_FREEZES,
		    r->nfreezes);
	EACH(rd, seq, it)
		if (keys_of(rd, yml_node(rd->d, *it), N_("a freeze"),
		    freeze_keys, &m) < 0 ||
		    same_fields(rd, freeze_keys, m.v, &r->freezes[i++]) < 0)
			return -1;
	return 0;
}

/* One entry of scores, for colour c. */
static int
same_score(struct rd *rd, ynode *n, const struct talat_result *r,
    int c)
{
	const struct talat_score *sc = &r->scores[c];
	ynode *captured;
	struct map m;
	int i = 0;

	if (keys_of(rd, n, N_("a score"), score_keys, &m) < 0)
		return -1;
	if ((captured = m.v[S_CAPTURED]) != NULL &&
	    captured->len != (size_t)sc->ncaptured)
		return bad(rd, captured, TALAT_D_YAML_MISMATCH_CAPTURED,
		    sc->ncaptured);
	if (captured != NULL)
		EACH(rd, captured, it)
			if (same_tower(rd, yml_node(rd->d, *it),
			    N_("a captured tower"), sc->captured[i++]) < 0)
				return -1;
	if (m.v[S_ZIHIN_START_LINE] && r->zihin < 0)
		return bad(rd, m.k[S_ZIHIN_START_LINE],
		    TALAT_D_YAML_FORBIDDEN_KEY, N_("a three-player score"),
		    "zihin_start_line");
	return same_fields(rd, score_keys, m.v, sc);
}

static int
same_scores(struct rd *rd, ynode *map, const struct talat_result *r)
{
	int i, players = 0;
	long c;

	if (map == NULL)
		return 0;
	for (i = 0; i < r->nplayers; i++)
		players |= 1 << r->order[i];
	PAIRS(rd, map, p) {
		(void)value(rd, yml_node(rd->d, p->key), &a_score_key, &c);
		if (!(players & (1 << c)))
			return bad(rd, yml_node(rd->d, p->key),
			    TALAT_D_YAML_MISMATCH_PLAYER,
			    talat_colour_char((int)c));
		players &= ~(1 << c);
		if (same_score(rd, yml_node(rd->d, p->value), r, (int)c) < 0)
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
invalid(const struct rd *rd, struct map *k)
{
	if (rd->text_errors >= 0)	/* the text says, not the document */
		return rd->g->nmoves > rd->nrep || rd->text_errors > 0;
	return rd->g->nmoves > rd->nrep || (k->v[T_STATUS] &&
	    scalar_is(rd, k->v[T_STATUS], "invalid"));
}

/* The keys of the game as a whole. */
static int
same_game(struct rd *rd, struct map *k, const struct talat_result *r)
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
	if (same_word(rd, k->v[T_VARIANT], "variant", r->zihin >= 0 ?
	    "two-player" : "three-player") < 0 ||
	    (r->zihin >= 0 &&
	    same_word(rd, k->v[T_ZIHIN], "zihin", colour_names[r->zihin]) < 0) ||
	    same_colours(rd, k->v[T_ORDER], "order", r->order, r->nplayers,
	    0) < 0 ||
	    same_freezes(rd, k->v[T_FREEZES], r) < 0 ||
	    same_scores(rd, k->v[T_SCORES], r) < 0 ||
	    same_colours(rd, k->v[T_WINNERS], "winners", winners, nwinners,
	    1) < 0 ||
	    same_word(rd, k->v[T_FINAL], "final_position", tpn) < 0)
		return -1;
	if (k->v[T_TIEBREAK] && r->tiebreak < 0)
		return bad(rd, k->k[T_TIEBREAK], TALAT_D_YAML_MISMATCH_TIEBREAK);
	if (r->tiebreak >= 0) {
		memcpy(tb, talat_type_name(r->tiebreak), 3);
		if (same_word(rd, k->v[T_TIEBREAK], "tiebreak", tb) < 0)
			return -1;
	}
	/* provisional: true marks the winners of a game whose replay does
	 * not reach its end (a document written before it was a key
	 * leaves it out). */
	if (k->v[T_PROVISIONAL] && same_word(rd, k->v[T_PROVISIONAL],
	    "provisional", r->started && r->final.to_act < 0 ? "false" :
	    "true") < 0)
		return -1;
	if (bad_game)
		return same_word(rd, k->v[T_STATUS], "status", "invalid");
	return same_word(rd, k->v[T_STATUS], "status",
	    talat_status_name(r->status));
}

/*
 * The replay of the moves before those of unreplayed, under options o:
 * every one of them replays, and each key the document gives that the
 * replay computes says what the replay says. 0, -1 with the error set.
 */
static int
same_replay(struct rd *rd, struct map *k, const struct talat_replay_options *o,
    struct talat_result *r)
{
	struct talat_game g = *rd->g;
	struct talat_loc loc;
	size_t i;

	g.nmoves = rd->nrep;
	if (talat_replay(&g, o, r) < 0)
		return yml_nomem(rd->err);
	if (r->moves_replayed < rd->nrep) {
		for (i = 0; i < r->ndiags; i++)
			if (r->diags[i].severity == TALAT_SEV_ERROR)
				break;
		/* At the entry of the move that stopped it (a ply or a
		 * declaration). */
		loc = rd->g->moves[r->moves_replayed].loc;
		if (i == r->ndiags)
			return yml_raise(rd->err, loc.line, loc.column,
			    TALAT_D_YAML_PLY_AFTER_END);
		return yml_raise(rd->err, loc.line, loc.column,
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
		return yml_nomem(rd->err);
	talat_game_init(&more);
	while ((got = talat_reader_next(r, ngames == 0 ? t : &more)) > 0)
		ngames++;
	talat_game_free(&more);
	talat_reader_free(r);
	if (got < 0)
		return yml_nomem(rd->err);	/* a string reader fails no other way */
	if (ngames != 1)
		return bad(rd, n, TALAT_D_YAML_SOURCE_TEXT_GAMES, ngames);
	return 0;
}

/* The key that holds move i of the document (or would hold a move
 * beyond its last). */
static const char *
move_key(const struct rd *rd, struct map *k, size_t i)
{
	const struct talat_game *g = rd->g;
	size_t j;

	if (i >= rd->nrep)
		return i < g->nmoves || k->v[T_UNREPLAYED] ? "unreplayed" :
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
		return yml_raise(rd->err, loc->line, loc->column,
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
same_record(struct rd *rd, struct map *k, const struct talat_game *t)
{
	const struct talat_game *g = rd->g;
	ynode *root = yml_node(rd->d, 1);
	const struct talat_tag *at;
	size_t i;

	if (g->ntags != t->ntags)
		return text_differs(rd, NULL, k->v[T_TAGS], "tags");
	if (same_tags(g, t, &at) < 0)
		return yml_nomem(rd->err);
	if (at != NULL)
		return text_differs(rd, &at->loc, NULL, "tags");
	if (!record_comments_equal(g->comments, g->ncomments, t->comments,
	    t->ncomments))
		return text_differs(rd, NULL, k->v[T_COMMENTS] ?
		    k->v[T_COMMENTS] : root, "comments");
	for (i = 0; i < g->nmoves && i < t->nmoves; i++)
		if (!record_move_equal(&g->moves[i], &t->moves[i]))
			return text_differs(rd, &g->moves[i].loc, NULL,
			    move_key(rd, k, i));
	if (g->nmoves > t->nmoves)	/* at the first move too many */
		return text_differs(rd, &g->moves[i].loc, NULL,
		    move_key(rd, k, i));
	if (g->nmoves < t->nmoves)
		return text_differs(rd, NULL, k->v[T_UNREPLAYED] ?
		    k->v[T_UNREPLAYED] : k->v[T_PLIES],
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
check_source_text(struct rd *rd, struct map *k)
{
	struct talat_game t;
	int rc;

	rd->text_errors = -1;
	if (k->v[T_SOURCE_TEXT] == NULL)
		return 0;
	talat_game_init(&t);
	if ((rc = read_source_text(rd, k->v[T_SOURCE_TEXT], &t)) == 0 &&
	    (rc = same_record(rd, k, &t)) == 0)
		rd->text_errors = t.syntax_errors;
	talat_game_free(&t);
	return rc;
}

/* Checks the keys the replay computes: as talat yaml writes them, or as
 * talat yaml --strict does. */
static int
check_replay(struct rd *rd, struct map *k)
{
	struct talat_replay_options o = { 0, 0 };
	struct talat_yaml_error first;
	struct talat_result r;
	int rc;

	if (k->v[T_TIEBREAK_RULE])
		o.tiebreak = (enum talat_tiebreak_rule)k->n[T_TIEBREAK_RULE];
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
yml_game(const struct yload *d, struct talat_game *g,
    struct talat_yaml_error *err)
{
	struct map keys;
	struct rd rd;
	int rc;

	talat_game_clear(g);
	memset(&rd, 0, sizeof(rd));
	rd.d = d;
	rd.g = g;
	rd.err = err;
	rd.text_errors = -1;
	rc = game(&rd, yml_node(rd.d, 1), &keys) < 0 ||
	    check_source_text(&rd, &keys) < 0 || check_replay(&rd, &keys) < 0 ?
	    -1 : 0;
	free(rd.plies);
	return rc;
}

int
yml_read_game(yaml_parser_t *p, struct talat_game *g,
    struct talat_yaml_error *err)
{
	struct yload d;
	int rc;

	yml_clear_error(err);
	talat_game_clear(g);
	yml_doc_init(&d);
	if ((rc = yml_parse(p, &d, err)) > 0)
		rc = yml_game(&d, g, err) < 0 ? -1 : 1;
	yml_doc_free(&d);
	return rc;
}
