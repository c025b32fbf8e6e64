/* SPDX-License-Identifier: ISC */
/*
 * event.c: the event file (doc/spec/event.md section 1, talat-event(5))
 * read into struct talat_event: libyaml's events into the loader's graph
 * (yaml_load.c, with its bounds on nesting, aliases and size), then the
 * graph walked once, key by key.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "event.h"
#include "i18n.h"
#include "yaml_private.h"
#include "internal.h"
#include "base_private.h"
#include "diag_private.h"
#include "diag_raise.h"

typedef const struct ld_node ynode;

struct rd {
	struct talat_event *ev;
	const struct yload *d;
	int nomem;
};

/* --- diagnostics ---------------------------------------------------------- */

static int
add_diag(struct talat_event *ev, struct talat_loc loc, const struct talat_msg *m)
{
	struct talat_diag *d;

	if (tl_grow(&ev->diags, &ev->capdiags, ev->ndiags + 1,
	    sizeof(*ev->diags), 8) < 0)
		return -1;
	d = &ev->diags[ev->ndiags];
	memset(d, 0, sizeof(*d));
	if ((d->message = strdup(m->text)) == NULL)
		return -1;
	d->kind = m->kind;
	d->severity = talat_diag_severity(m->kind);
	d->loc = loc;
	ev->ndiags++;
	if (d->severity == TALAT_SEV_ERROR)
		ev->nerrors++;
	return 0;
}

static struct talat_loc
loc_of(ynode *n)
{
	struct talat_loc l;

	l.line = (long)n->mark.line + 1;
	l.column = (long)n->mark.column + 1;
	return l;
}

/* Raises kind at node n; always returns -1 (the entry is left out), or
 * marks the reader out of memory. */
static int
bad(struct rd *rd, ynode *n, enum talat_diag_kind kind, ...)
{
	struct talat_msg m;
	va_list ap;

	va_start(ap, kind);
	talat_msg_vset(&m, kind, ap);
	va_end(ap);
	if (add_diag(rd->ev, loc_of(n), &m) < 0)
		rd->nomem = 1;
	return -1;
}
#define bad(rd, n, ...) (TL_DIAG_CHECK(__VA_ARGS__), bad(rd, n, __VA_ARGS__))

/* --- the graph ------------------------------------------------------------ */

static ynode *
node(const struct rd *rd, int id)
{
	return &rd->d->n[id - 1];
}

static const char *
text_of(const struct rd *rd, ynode *n)
{
	return rd->d->text + n->off;
}

static int
is_null(const struct rd *rd, ynode *n)
{
	return n->type == YAML_SCALAR_NODE &&
	    n->style == YAML_PLAIN_SCALAR_STYLE &&
	    yresolve_null(text_of(rd, n), n->len);
}

/* A text quoted in a message: at most 64 characters of it. */
static const char *
quote(char *buf, size_t size, const char *s, size_t len)
{
	size_t n = talat_utf8_prefix(s, len, 64);

	if (n > size - 1)
		n = talat_utf8_prefix(s, size - 1, (size_t)-1);
	memcpy(buf, s, n);
	buf[n] = '\0';
	return buf;
}

struct key {
	const char *name;
	ynode *value;
	ynode *key;
};

/* The pairs of mapping n onto keys[] (NULL-name terminated); an unknown
 * or repeated key is an error, reported and skipped. -1 when n is no
 * mapping. */
static int
fields(struct rd *rd, ynode *n, const char *what, struct key *keys)
{
	const yaml_node_pair_t *p;
	char list[256], buf[80];
	size_t i, j, nk;

	for (nk = 0; keys[nk].name != NULL; nk++)
		keys[nk].value = keys[nk].key = NULL;
	if (n->type != YAML_MAPPING_NODE)
		return bad(rd, n, TALAT_D_EVENT_NOT_MAPPING, what);
	for (i = 0; i < n->len; i++) {
		ynode *k, *v;

		p = &rd->d->pairs[n->off + i];
		k = node(rd, p->key);
		v = node(rd, p->value);
		for (j = 0; j < nk; j++)
			if (k->type == YAML_SCALAR_NODE &&
			    k->len == strlen(keys[j].name) &&
			    memcmp(text_of(rd, k), keys[j].name, k->len) == 0)
				break;
		if (j == nk) {
			size_t off = 0;

			list[0] = '\0';
			for (j = 0; j < nk && off < sizeof(list); j++)
				off += (size_t)snprintf(list + off,
				    sizeof(list) - off, "%s%s",
				    j ? ", " : "", keys[j].name);
			if (k->type != YAML_SCALAR_NODE)
				bad(rd, k, TALAT_D_EVENT_UNKNOWN_KEY, "...",
				    list);
			else
				bad(rd, k, TALAT_D_EVENT_UNKNOWN_KEY,
				    quote(buf, sizeof(buf), text_of(rd, k),
				    k->len), list);
			continue;
		}
		if (keys[j].value != NULL) {
			bad(rd, k, TALAT_D_EVENT_DUPLICATE_KEY, keys[j].name);
			continue;
		}
		keys[j].value = v;
		keys[j].key = k;
	}
	return 0;
}

static int
is_space(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' ||
	    c == '\v' || c == '\f';
}

size_t
talat_event_name_fold(char *out, const char *s, size_t len)
{
	size_t i, n = 0;
	int space = 0;

	for (i = 0; i < len; i++) {
		if (is_space(s[i])) {
			space = n > 0;
			continue;
		}
		if (space)
			out[n++] = ' ';
		space = 0;
		out[n++] = s[i];
	}
	out[n] = '\0';
	return n;
}

/* A text (any scalar but null, no NUL); with `fold`, a name (normalized,
 * not empty). *out is allocated. */
static int
text(struct rd *rd, ynode *n, const char *what, int fold, char **out)
{
	const char *s;
	size_t len;

	*out = NULL;
	if (n->type != YAML_SCALAR_NODE || is_null(rd, n) ||
	    memchr(text_of(rd, n), '\0', n->len) != NULL)
		return bad(rd, n, TALAT_D_EVENT_NOT_STRING, what);
	s = text_of(rd, n);
	len = n->len;
	if ((*out = malloc(len + 1)) == NULL) {
		rd->nomem = 1;
		return -1;
	}
	if (!fold) {
		memcpy(*out, s, len);
		(*out)[len] = '\0';
		return 0;
	}
	if (talat_event_name_fold(*out, s, len) == 0) {
		free(*out);
		*out = NULL;
		return bad(rd, n, TALAT_D_EVENT_NOT_STRING, what);
	}
	return 0;
}

/* A plain whole number from `min` on. */
static int
number(struct rd *rd, ynode *n, const char *what, long min, long *v)
{
	const char *s;
	size_t i;

	if (n->type != YAML_SCALAR_NODE ||
	    n->style != YAML_PLAIN_SCALAR_STYLE || n->len == 0 || n->len > 9)
		goto wrong;
	s = text_of(rd, n);
	for (*v = 0, i = 0; i < n->len; i++) {
		if (s[i] < '0' || s[i] > '9')
			goto wrong;
		*v = *v * 10 + (s[i] - '0');
	}
	if (*v >= min)
		return 0;
wrong:
	if (min == 0)
		return bad(rd, n, TALAT_D_EVENT_NOT_CHOICE, what,
		    "0, 1, 2, ...");
	return bad(rd, n, TALAT_D_EVENT_NOT_NUMBER, what);
}

static int
is_word(const struct rd *rd, ynode *n, const char *w)
{
	return n->type == YAML_SCALAR_NODE && n->len == strlen(w) &&
	    memcmp(text_of(rd, n), w, n->len) == 0;
}

/* Colours as a list of letters ([W, B]) or one text ("W B"): bits. */
static int
colour_set(struct rd *rd, ynode *n, const char *what, unsigned *bits)
{
	size_t i;

	*bits = 0;
	if (n->type == YAML_SEQUENCE_NODE) {
		for (i = 0; i < n->len; i++) {
			ynode *c = node(rd, rd->d->items[n->off + i]);
			int col = c->type == YAML_SCALAR_NODE && c->len == 1 ?
			    talat_colour_from_char(text_of(rd, c)[0]) : -1;

			if (col < 0 || (*bits & (1u << col)))
				return bad(rd, c, TALAT_D_EVENT_NOT_CHOICE,
				    what, "W, B, G");
			*bits |= 1u << col;
		}
		return 0;
	}
	if (n->type == YAML_SCALAR_NODE && !is_null(rd, n)) {
		const char *s = text_of(rd, n);

		for (i = 0; i < n->len; i++) {
			int col;

			if (is_space(s[i]))
				continue;
			col = talat_colour_from_char(s[i]);
			if (col < 0 || (*bits & (1u << col)) ||
			    (i + 1 < n->len && !is_space(s[i + 1])))
				return bad(rd, n, TALAT_D_EVENT_NOT_CHOICE,
				    what, "W, B, G");
			*bits |= 1u << col;
		}
		if (*bits != 0)
			return 0;
	}
	return bad(rd, n, TALAT_D_EVENT_NOT_CHOICE, what, "W, B, G");
}

/* --- the names' hash table ------------------------------------------------ */

/* An entry: the spelling (a pointer into players[]) and its player. */
struct name_slot {
	const char *name;
	long player;
	long line;
};

/* Adds spelling s of player p: 0, 1 when another entry has it (its
 * index and line in *other), -1 out of memory. */
static int
index_add(struct talat_event *ev, const char *s, long p, long line,
    long *other, long *other_line)
{
	struct name_slot *t = ev->index;
	size_t i, mask;

	if (ev->nindex == 0)
		return -1;
	mask = ev->nindex - 1;
	for (i = yload_hash(s) & mask; t[i].name != NULL; i = (i + 1) & mask)
		if (strcmp(t[i].name, s) == 0) {
			if (t[i].player == p)
				return 0;
			*other = t[i].player;
			*other_line = t[i].line;
			return 1;
		}
	t[i].name = s;
	t[i].player = p;
	t[i].line = line;
	return 0;
}

long
talat_event_find(const struct talat_event *ev, const char *s, size_t len)
{
	const struct name_slot *t = ev->index;
	char small[128], *buf = small;
	size_t i, mask;
	long found = -1;

	if (ev->nindex == 0)
		return -1;
	if (len >= sizeof(small) && (buf = malloc(len + 1)) == NULL)
		return -1;
	talat_event_name_fold(buf, s, len);
	mask = ev->nindex - 1;
	for (i = yload_hash(buf) & mask; t[i].name != NULL;
	    i = (i + 1) & mask)
		if (strcmp(t[i].name, buf) == 0) {
			found = t[i].player;
			break;
		}
	if (buf != small)
		free(buf);
	return found;
}

static int
build_index(struct rd *rd, ynode *const *where)
{
	struct talat_event *ev = rd->ev;
	size_t n = 0, i, j, size = 16;
	long other, oline;
	int rc;

	for (i = 0; i < ev->nplayers; i++)
		n += 1 + ev->players[i].nalso;
	while (size < 2 * n + 2)
		size *= 2;
	if ((ev->index = calloc(size, sizeof(struct name_slot))) == NULL)
		return -1;
	ev->nindex = size;
	for (i = 0; i < ev->nplayers; i++) {
		struct talat_event_player *p = &ev->players[i];

		for (j = 0; j <= p->nalso; j++) {
			const char *s = j == 0 ? p->name : p->also[j - 1];
			char buf[80];

			rc = index_add(ev, s, (long)i, p->loc.line, &other,
			    &oline);
			if (rc < 0)
				return -1;
			if (rc > 0)
				bad(rd, where[i], TALAT_D_EVENT_NAME_TWICE,
				    quote(buf, sizeof(buf), s, strlen(s)),
				    other + 1, oline);
		}
	}
	return 0;
}

/* --- the parts of the file ------------------------------------------------ */

static void *
grow(struct rd *rd, void *array, size_t n, size_t size)
{
	void *p;

	if (n == 0)
		return NULL;
	if ((p = calloc(n, size)) == NULL) {
		rd->nomem = 1;
		return NULL;
	}
	(void)array;
	return p;
}

static int
read_games(struct rd *rd, ynode *n)
{
	struct talat_event *ev = rd->ev;
	const char *slash = ev->file ? strrchr(ev->file, '/') : NULL;
	size_t dirlen = slash ? (size_t)(slash - ev->file) + 1 : 0;
	size_t i, count = n->type == YAML_SEQUENCE_NODE ? n->len : 1;

	if (n->type == YAML_MAPPING_NODE || is_null(rd, n))
		return bad(rd, n, TALAT_D_EVENT_NOT_LIST, "games");
	if ((ev->games = grow(rd, NULL, count, sizeof(*ev->games))) == NULL)
		return -1;
	for (i = 0; i < count; i++) {
		ynode *item = n->type == YAML_SEQUENCE_NODE ?
		    node(rd, rd->d->items[n->off + i]) : n;
		struct talat_event_path *p = &ev->games[ev->ngames];
		const char *s;
		long depth = 0;
		size_t k, start;
		char buf[80];
		int outside = 0;

		if (text(rd, item, "games", 0, &p->path) < 0)
			continue;
		s = p->path;
		if (s[0] == '/' || s[0] == '\0')
			outside = 1;
		for (k = 0; !outside && s[k] != '\0'; ) {
			for (start = k; s[k] != '\0' && s[k] != '/'; k++)
				;
			if (k - start == 2 && s[start] == '.' &&
			    s[start + 1] == '.') {
				if (--depth < 0)
					outside = 1;
			} else if (k - start > 0 &&
			    !(k - start == 1 && s[start] == '.')) {
				depth++;
			}
			while (s[k] == '/')
				k++;
		}
		if (outside) {
			bad(rd, item, TALAT_D_EVENT_PATH_OUTSIDE,
			    quote(buf, sizeof(buf), s, strlen(s)));
			free(p->path);
			p->path = NULL;
			continue;
		}
		if ((p->full = malloc(dirlen + strlen(s) + 1)) == NULL) {
			rd->nomem = 1;
			free(p->path);
			return -1;
		}
		if (dirlen > 0)	/* ev->file may be NULL: an event read from memory */
			memcpy(p->full, ev->file, dirlen);
		strcpy(p->full + dirlen, s);
		p->loc = loc_of(item);
		ev->ngames++;
	}
	return 0;
}

static int
read_players(struct rd *rd, ynode *n)
{
	struct talat_event *ev = rd->ev;
	ynode **where;
	size_t i, j;
	int rc;

	if (n->type != YAML_SEQUENCE_NODE)
		return bad(rd, n, TALAT_D_EVENT_NOT_LIST, "players");
	if (n->len == 0)
		return 0;
	if ((ev->players = grow(rd, NULL, n->len, sizeof(*ev->players))) ==
	    NULL)
		return -1;
	if ((where = calloc(n->len * 2, sizeof(*where))) == NULL) {
		rd->nomem = 1;
		return -1;
	}
	for (i = 0; i < n->len; i++) {
		ynode *item = node(rd, rd->d->items[n->off + i]);
		struct talat_event_player *p = &ev->players[ev->nplayers];
		ynode *at = item;

		p->withdrawn_after = -1;
		if (item->type == YAML_MAPPING_NODE) {
			struct key k[] = { { "name", NULL, NULL },
			    { "also", NULL, NULL }, { NULL, NULL, NULL } };

			fields(rd, item, "players", k);
			if (k[0].value == NULL) {
				bad(rd, item, TALAT_D_EVENT_MISSING_KEY,
				    "name");
				continue;
			}
			at = k[0].value;
			if (text(rd, at, "name", 1, &p->name) < 0)
				continue;
			if (k[1].value != NULL) {
				ynode *a = k[1].value;
				size_t na = a->type == YAML_SEQUENCE_NODE ?
				    a->len : 1;

				if (a->type == YAML_MAPPING_NODE) {
					bad(rd, a, TALAT_D_EVENT_NOT_LIST,
					    "also");
					na = 0;
				}
				if (na > 0 && (p->also = calloc(na,
				    sizeof(*p->also))) == NULL) {
					rd->nomem = 1;
					break;
				}
				for (j = 0; j < na; j++) {
					ynode *s = a->type ==
					    YAML_SEQUENCE_NODE ? node(rd,
					    rd->d->items[a->off + j]) : a;

					if (text(rd, s, "also", 1,
					    &p->also[p->nalso]) == 0)
						p->nalso++;
				}
			}
		} else if (text(rd, item, "players", 1, &p->name) < 0) {
			continue;
		}
		p->loc = loc_of(at);
		where[ev->nplayers] = at;
		ev->nplayers++;
	}
	rc = rd->nomem ? -1 : build_index(rd, (ynode *const *)where);
	free(where);
	if (rc < 0)
		rd->nomem = 1;
	return rc;
}

static const char *const colour_keys[TALAT_NCOLOURS] = {
	"White", "Black", "Grey"
};

/* The Order of a table: its colours, those at the table once each. */
static int
read_order(struct rd *rd, ynode *n, struct talat_event_table *t)
{
	const char *s;
	unsigned seen = 0, want = 0;
	size_t i;
	int c, k = 0;
	char buf[80];

	for (c = 0; c < TALAT_NCOLOURS; c++)
		if (c != t->zihin)
			want |= 1u << c;
	if (n->type != YAML_SCALAR_NODE || is_null(rd, n))
		return bad(rd, n, TALAT_D_EVENT_NOT_STRING, "Order");
	s = text_of(rd, n);
	for (i = 0; i < n->len; i++) {
		if (is_space(s[i]))
			continue;
		c = talat_colour_from_char(s[i]);
		if (c < 0 || !(want & (1u << c)) || (seen & (1u << c)) ||
		    (i + 1 < n->len && !is_space(s[i + 1])) || k >= 3)
			goto wrong;
		seen |= 1u << c;
		t->order[k++] = c;
	}
	if (seen != want)
		goto wrong;
	t->order_given = 1;
	t->order_loc = loc_of(n);
	return 0;
wrong:
	t->norder = 0;
	for (c = 0; c < TALAT_NCOLOURS; c++)
		if (c != t->zihin)
			t->order[t->norder++] = c;
	return bad(rd, n, TALAT_D_EVENT_TABLE_ORDER,
	    quote(buf, sizeof(buf), s, n->len));
}

static int
read_table(struct rd *rd, ynode *n, struct talat_event_round *r)
{
	struct talat_event_table *t = &r->tables[r->ntables];
	struct key k[] = { { "table", NULL, NULL }, { "White", NULL, NULL },
	    { "Black", NULL, NULL }, { "Grey", NULL, NULL },
	    { "Zihin", NULL, NULL }, { "Order", NULL, NULL },
	    { "games", NULL, NULL }, { NULL, NULL, NULL } };
	int c, named = 0;
	size_t i;

	if (fields(rd, n, "tables", k) < 0)
		return -1;
	t->loc = t->order_loc = t->zihin_loc = loc_of(n);
	t->zihin = -1;
	t->games = 1;
	for (c = 0; c < TALAT_NCOLOURS; c++) {
		t->player[c] = -1;
		t->name_loc[c] = t->loc;
	}
	if (k[0].value == NULL)
		return bad(rd, n, TALAT_D_EVENT_MISSING_KEY, "table");
	if (number(rd, k[0].value, "table", 1, &t->number) < 0)
		return -1;
	for (i = 0; i < r->ntables; i++)
		if (r->tables[i].number == t->number)
			return bad(rd, k[0].value, TALAT_D_EVENT_TABLE_TWICE,
			    t->number, r->number, r->tables[i].loc.line);
	if (k[6].value != NULL &&
	    number(rd, k[6].value, "games", 1, &t->games) < 0)
		t->games = 1;
	if (k[4].value != NULL) {
		ynode *z = k[4].value;

		t->zihin_loc = loc_of(z);
		if (z->type != YAML_SCALAR_NODE || z->len != 1 ||
		    (t->zihin = talat_colour_from_char(text_of(rd, z)[0])) < 0)
			return bad(rd, z, TALAT_D_EVENT_NOT_CHOICE, "Zihin",
			    "W, B, G");
	}
	for (c = 0; c < TALAT_NCOLOURS; c++) {
		ynode *v = k[1 + c].value;

		if (v == NULL)
			continue;
		if (c == t->zihin)
			goto colours;
		if (text(rd, v, colour_keys[c], 1, &t->name[c]) < 0)
			goto fail;
		t->name_loc[c] = loc_of(v);
		t->player[c] = talat_event_find(rd->ev, t->name[c],
		    strlen(t->name[c]));
		named++;
	}
	if (named != (t->zihin < 0 ? 3 : 2))
		goto colours;
	for (c = 0, t->norder = 0; c < TALAT_NCOLOURS; c++)
		if (c != t->zihin)
			t->order[t->norder++] = c;
	if (k[5].value != NULL)
		read_order(rd, k[5].value, t);
	r->ntables++;
	return 0;
colours:
	bad(rd, n, TALAT_D_EVENT_TABLE_COLOURS);
fail:
	for (c = 0; c < TALAT_NCOLOURS; c++) {
		free(t->name[c]);
		t->name[c] = NULL;
	}
	return -1;
}

static int
read_round(struct rd *rd, ynode *n)
{
	struct talat_event *ev = rd->ev;
	struct talat_event_round *r = &ev->rounds[ev->nrounds];
	struct key k[] = { { "round", NULL, NULL }, { "tables", NULL, NULL },
	    { "byes", NULL, NULL }, { NULL, NULL, NULL } };
	size_t i;

	if (fields(rd, n, "rounds", k) < 0)
		return -1;
	if (k[0].value == NULL)
		return bad(rd, n, TALAT_D_EVENT_MISSING_KEY, "round");
	if (number(rd, k[0].value, "round", 1, &r->number) < 0)
		return -1;
	r->loc = loc_of(n);
	for (i = 0; i < ev->nrounds; i++)
		if (ev->rounds[i].number == r->number)
			return bad(rd, k[0].value, TALAT_D_EVENT_ROUND_TWICE,
			    r->number, ev->rounds[i].loc.line);
	if (k[1].value != NULL) {
		ynode *tl = k[1].value;

		if (tl->type != YAML_SEQUENCE_NODE) {
			if (!is_null(rd, tl))
				bad(rd, tl, TALAT_D_EVENT_NOT_LIST, "tables");
		} else if (tl->len > 0) {
			if ((r->tables = grow(rd, NULL, tl->len,
			    sizeof(*r->tables))) == NULL)
				return -1;
			for (i = 0; i < tl->len; i++)
				read_table(rd, node(rd,
				    rd->d->items[tl->off + i]), r);
		}
	}
	if (k[2].value != NULL) {
		ynode *bl = k[2].value;

		if (bl->type != YAML_SEQUENCE_NODE) {
			if (!is_null(rd, bl))
				bad(rd, bl, TALAT_D_EVENT_NOT_LIST, "byes");
		} else if (bl->len > 0) {
			if ((r->byes = grow(rd, NULL, bl->len,
			    sizeof(*r->byes))) == NULL)
				return -1;
			for (i = 0; i < bl->len; i++) {
				ynode *b = node(rd, rd->d->items[bl->off + i]);
				struct talat_event_bye *y = &r->byes[r->nbyes];

				if (text(rd, b, "byes", 1, &y->name) < 0)
					continue;
				y->loc = loc_of(b);
				y->player = talat_event_find(ev, y->name,
				    strlen(y->name));
				r->nbyes++;
			}
		}
	}
	ev->nrounds++;
	return 0;
}

static const char *const ruling_names[] = {
	"adjudicated", "forfeit", "void", "withdrawn"
};

const char *
talat_ruling_name(enum talat_ruling_kind ruling)
{
	return (unsigned)ruling < 4 ? ruling_names[ruling] : "";
}

int
talat_ruling_from_name(const char *s)
{
	int i;

	for (i = 0; i < 4; i++)
		if (strcmp(s, ruling_names[i]) == 0)
			return i;
	return -1;
}

static int
read_points(struct rd *rd, ynode *n, struct talat_event_ruling *u)
{
	size_t i;

	if (n->type != YAML_MAPPING_NODE)
		return bad(rd, n, TALAT_D_EVENT_NOT_MAPPING, "points");
	u->points_loc = loc_of(n);
	for (i = 0; i < n->len; i++) {
		const yaml_node_pair_t *p = &rd->d->pairs[n->off + i];
		ynode *k = node(rd, p->key), *v = node(rd, p->value);
		int c = k->type == YAML_SCALAR_NODE && k->len == 1 ?
		    talat_colour_from_char(text_of(rd, k)[0]) : -1;
		char buf[80];

		if (c < 0) {
			if (k->type == YAML_SCALAR_NODE)
				bad(rd, k, TALAT_D_EVENT_UNKNOWN_KEY,
				    quote(buf, sizeof(buf), text_of(rd, k),
				    k->len), "W, B, G");
			else
				bad(rd, k, TALAT_D_EVENT_UNKNOWN_KEY, "...",
				    "W, B, G");
			continue;
		}
		if (u->has_points & (1u << c)) {
			bad(rd, k, TALAT_D_EVENT_DUPLICATE_KEY,
			    c == 0 ? "W" : c == 1 ? "B" : "G");
			continue;
		}
		if (number(rd, v, "points", 0, &u->points[c]) < 0)
			continue;
		u->has_points |= 1u << c;
	}
	return 0;
}

/* The keys of another kind of ruling than u's: unknown here. */
static void
other_keys(struct rd *rd, const struct talat_event_ruling *u,
    const struct key *k)
{
	static const int only[] = { 5, 6, 7, 8 };	/* points, winners,
							   absent, after */
	static const int of[] = { TALAT_RULING_ADJUDICATED,
	    TALAT_RULING_ADJUDICATED, TALAT_RULING_FORFEIT,
	    TALAT_RULING_WITHDRAWN };
	size_t i;

	for (i = 0; i < 4; i++)
		if (k[only[i]].value != NULL &&
		    u->ruling != (enum talat_ruling_kind)of[i])
			bad(rd, k[only[i]].key, TALAT_D_EVENT_UNKNOWN_KEY,
			    k[only[i]].key->type == YAML_SCALAR_NODE ?
			    text_of(rd, k[only[i]].key) : "...",
			    u->ruling == TALAT_RULING_WITHDRAWN ?
			    "player, ruling, after, reason" :
			    u->ruling == TALAT_RULING_FORFEIT ?
			    "round, table, game, ruling, absent, reason" :
			    u->ruling == TALAT_RULING_VOID ?
			    "round, table, game, ruling, reason" :
			    "round, table, game, ruling, points, winners, reason");
}

static int
read_ruling(struct rd *rd, ynode *n)
{
	struct talat_event *ev = rd->ev;
	struct talat_event_ruling *u = &ev->rulings[ev->nrulings];
	enum { R_ROUND, R_TABLE, R_GAME, R_PLAYER, R_RULING, R_POINTS,
	    R_WINNERS, R_ABSENT, R_AFTER, R_REASON };
	struct key k[] = { { "round", NULL, NULL }, { "table", NULL, NULL },
	    { "game", NULL, NULL }, { "player", NULL, NULL },
	    { "ruling", NULL, NULL }, { "points", NULL, NULL },
	    { "winners", NULL, NULL }, { "absent", NULL, NULL },
	    { "after", NULL, NULL }, { "reason", NULL, NULL },
	    { NULL, NULL, NULL } };
	char *name = NULL;
	int kind, errors = ev->nerrors;

	if (fields(rd, n, "rulings", k) < 0)
		return -1;
	u->loc = u->points_loc = loc_of(n);
	u->player_index = -1;
	u->game = 1;
	if (k[R_RULING].value == NULL)
		return bad(rd, n, TALAT_D_EVENT_MISSING_KEY, "ruling");
	if (text(rd, k[R_RULING].value, "ruling", 0, &name) < 0)
		return -1;
	kind = talat_ruling_from_name(name);
	free(name);
	if (kind < 0)
		return bad(rd, k[R_RULING].value, TALAT_D_EVENT_NOT_CHOICE,
		    "ruling", "adjudicated, forfeit, void, withdrawn");
	u->ruling = (enum talat_ruling_kind)kind;
	if (u->ruling == TALAT_RULING_WITHDRAWN) {
		if (k[R_ROUND].value != NULL || k[R_TABLE].value != NULL ||
		    k[R_GAME].value != NULL)
			return bad(rd, n, TALAT_D_EVENT_RULING_KEYS);
		if (k[R_PLAYER].value == NULL)
			return bad(rd, n, TALAT_D_EVENT_MISSING_KEY, "player");
		if (k[R_AFTER].value == NULL)
			return bad(rd, n, TALAT_D_EVENT_MISSING_KEY, "after");
		u->game = 0;
		if (text(rd, k[R_PLAYER].value, "player", 1, &u->player) < 0 ||
		    number(rd, k[R_AFTER].value, "after", 0, &u->after) < 0)
			goto fail;
		u->player_index = talat_event_find(ev, u->player,
		    strlen(u->player));
	} else {
		if (k[R_PLAYER].value != NULL)
			return bad(rd, n, TALAT_D_EVENT_RULING_KEYS);
		if (k[R_ROUND].value == NULL)
			return bad(rd, n, TALAT_D_EVENT_MISSING_KEY, "round");
		if (k[R_TABLE].value == NULL)
			return bad(rd, n, TALAT_D_EVENT_MISSING_KEY, "table");
		if (number(rd, k[R_ROUND].value, "round", 1, &u->round) < 0 ||
		    number(rd, k[R_TABLE].value, "table", 1, &u->table) < 0 ||
		    (k[R_GAME].value != NULL &&
		    number(rd, k[R_GAME].value, "game", 1, &u->game) < 0))
			goto fail;
		if (u->ruling == TALAT_RULING_ADJUDICATED) {
			if (k[R_POINTS].value == NULL)
				return bad(rd, n, TALAT_D_EVENT_MISSING_KEY,
				    "points");
			read_points(rd, k[R_POINTS].value, u);
			if (k[R_WINNERS].value != NULL)
				colour_set(rd, k[R_WINNERS].value, "winners",
				    &u->winners);
		}
		if (u->ruling == TALAT_RULING_FORFEIT) {
			if (k[R_ABSENT].value == NULL)
				return bad(rd, n, TALAT_D_EVENT_MISSING_KEY,
				    "absent");
			colour_set(rd, k[R_ABSENT].value, "absent",
			    &u->absent);
		}
	}
	other_keys(rd, u, k);
	if (k[R_REASON].value != NULL)
		text(rd, k[R_REASON].value, "reason", 0, &u->reason);
	if (ev->nerrors != errors)
		goto fail;
	ev->nrulings++;
	return 0;
fail:
	free(u->player);
	free(u->reason);
	memset(u, 0, sizeof(*u));
	return -1;
}

static int
read_list(struct rd *rd, ynode *n, const char *what, void **array,
    size_t size, int (*item)(struct rd *, ynode *))
{
	size_t i;

	if (n->type != YAML_SEQUENCE_NODE) {
		if (!is_null(rd, n))
			bad(rd, n, TALAT_D_EVENT_NOT_LIST, what);
		return 0;
	}
	if (n->len == 0)
		return 0;
	if ((*array = grow(rd, NULL, n->len, size)) == NULL)
		return -1;
	for (i = 0; i < n->len && !rd->nomem; i++)
		item(rd, node(rd, rd->d->items[n->off + i]));
	return 0;
}

static int
read_root(struct rd *rd, ynode *root)
{
	struct talat_event *ev = rd->ev;
	enum { K_EVENT, K_SITE, K_TIEBREAK, K_FREEZE, K_BYE, K_GAMES,
	    K_PLAYERS, K_ROUNDS, K_RULINGS };
	struct key k[] = { { "event", NULL, NULL }, { "site", NULL, NULL },
	    { "tiebreak", NULL, NULL }, { "freeze", NULL, NULL },
	    { "bye", NULL, NULL }, { "games", NULL, NULL },
	    { "players", NULL, NULL }, { "rounds", NULL, NULL },
	    { "rulings", NULL, NULL }, { NULL, NULL, NULL } };
	size_t i;

	if (root->type != YAML_MAPPING_NODE)
		return bad(rd, root, TALAT_D_EVENT_NOT_ONE_DOCUMENT);
	fields(rd, root, "event", k);
	if (k[K_EVENT].value == NULL)
		bad(rd, root, TALAT_D_EVENT_MISSING_KEY, "event");
	else if (text(rd, k[K_EVENT].value, "event", 1, &ev->name) == 0)
		ev->name_loc = loc_of(k[K_EVENT].value);
	if (k[K_SITE].value != NULL)
		text(rd, k[K_SITE].value, "site", 0, &ev->site);
	if (k[K_TIEBREAK].value != NULL) {
		ynode *t = k[K_TIEBREAK].value;

		for (i = 0; i < TALAT_NTIEBREAK_RULES; i++)
			if (is_word(rd, t, talat_tiebreak_rule_name(
			    (enum talat_tiebreak_rule)i)))
				break;
		if (i == TALAT_NTIEBREAK_RULES)
			bad(rd, t, TALAT_D_EVENT_NOT_CHOICE, "tiebreak",
			    "unshared, top, shared");
		else
			ev->tiebreak = (enum talat_tiebreak_rule)i;
	}
	if (k[K_FREEZE].value != NULL) {
		ynode *f = k[K_FREEZE].value;

		if (is_word(rd, f, "strict"))
			ev->strict = 1;
		else if (!is_word(rd, f, "declared"))
			bad(rd, f, TALAT_D_EVENT_NOT_CHOICE, "freeze",
			    "declared, strict");
	}
	if (k[K_BYE].value != NULL) {
		ynode *b = k[K_BYE].value;

		if (is_word(rd, b, "0"))
			ev->bye6 = 0;
		else if (is_word(rd, b, "1/3"))
			ev->bye6 = 2;
		else if (is_word(rd, b, "1/2"))
			ev->bye6 = 3;
		else if (is_word(rd, b, "1"))
			ev->bye6 = 6;
		else
			bad(rd, b, TALAT_D_EVENT_NOT_CHOICE, "bye",
			    "0, 1/3, 1/2, 1");
	}
	if (k[K_GAMES].value != NULL && read_games(rd, k[K_GAMES].value) < 0 &&
	    rd->nomem)
		return -1;
	if (k[K_PLAYERS].value != NULL)
		read_players(rd, k[K_PLAYERS].value);
	if (rd->nomem)
		return -1;
	if (ev->index == NULL) {	/* no roster: an empty table */
		if ((ev->index = calloc(16, sizeof(struct name_slot))) == NULL)
			return -1;
		ev->nindex = 16;
	}
	if (k[K_ROUNDS].value != NULL)
		read_list(rd, k[K_ROUNDS].value, "rounds",
		    (void **)&ev->rounds, sizeof(*ev->rounds), read_round);
	if (rd->nomem)
		return -1;
	if (k[K_RULINGS].value != NULL)
		read_list(rd, k[K_RULINGS].value, "rulings",
		    (void **)&ev->rulings, sizeof(*ev->rulings), read_ruling);
	if (rd->nomem)
		return -1;
	/* The withdrawals, on the roster. */
	for (i = 0; i < ev->nrulings; i++) {
		const struct talat_event_ruling *u = &ev->rulings[i];

		if (u->ruling == TALAT_RULING_WITHDRAWN &&
		    u->player_index >= 0 &&
		    ev->players[u->player_index].withdrawn_after < 0)
			ev->players[u->player_index].withdrawn_after =
			    u->after;
	}
	return 0;
}

static int check_file(struct talat_event *ev);

/* --- the whole ------------------------------------------------------------ */

void
talat_event_init(struct talat_event *ev)
{
	memset(ev, 0, sizeof(*ev));
}

void
talat_event_free(struct talat_event *ev)
{
	size_t i, j;
	int c;

	free(ev->file);
	free(ev->name);
	free(ev->site);
	for (i = 0; i < ev->ngames; i++) {
		free(ev->games[i].path);
		free(ev->games[i].full);
	}
	free(ev->games);
	for (i = 0; i < ev->nplayers; i++) {
		free(ev->players[i].name);
		for (j = 0; j < ev->players[i].nalso; j++)
			free(ev->players[i].also[j]);
		free(ev->players[i].also);
	}
	free(ev->players);
	for (i = 0; i < ev->nrounds; i++) {
		struct talat_event_round *r = &ev->rounds[i];

		for (j = 0; j < r->ntables; j++)
			for (c = 0; c < TALAT_NCOLOURS; c++)
				free(r->tables[j].name[c]);
		free(r->tables);
		for (j = 0; j < r->nbyes; j++)
			free(r->byes[j].name);
		free(r->byes);
	}
	free(ev->rounds);
	for (i = 0; i < ev->nrulings; i++) {
		free(ev->rulings[i].player);
		free(ev->rulings[i].reason);
	}
	free(ev->rulings);
	for (i = 0; i < ev->ndiags; i++)
		talat_diag_free(&ev->diags[i]);
	free(ev->diags);
	free(ev->index);
	talat_event_init(ev);
}

/* A libyaml or loader error as the file's one diagnostic. */
static int
yaml_failed(struct talat_event *ev, const struct talat_yaml_error *err)
{
	struct talat_msg m;
	struct talat_loc loc;

	if (err->kind == TALAT_YAML_NOMEM)
		return -1;
	m.kind = err->diag != TALAT_D_NONE ? err->diag : TALAT_D_YAML_SYNTAX;
	snprintf(m.text, sizeof(m.text), "%s", err->message);
	loc.line = err->line > 0 ? err->line : 1;
	loc.column = err->column > 0 ? err->column : 1;
	return add_diag(ev, loc, &m);
}

int
talat_event_parse(struct talat_event *ev, const char *s, size_t len,
    const char *file)
{
	struct talat_yaml_error err;
	yaml_parser_t p;
	yaml_event_t e;
	struct yload d;
	struct rd rd;
	int rc = 0, more;

	talat_event_free(ev);
	if (file != NULL && (ev->file = strdup(file)) == NULL)
		return -1;
	yload_init(&d);
	yload_clear_error(&err);
	if (!yaml_parser_initialize(&p))
		return -1;
	yaml_parser_set_input_string(&p, (const unsigned char *)s, len);
	if (len > TALAT_YAML_MAX_DOCUMENT) {
		yload_raise(&err, 1, 1, TALAT_D_YAML_TOO_LONG,
		    (long)TALAT_YAML_MAX_DOCUMENT);
		rc = yaml_failed(ev, &err);
		goto out;
	}
	more = yload_parse(&p, &d, &err);
	if (more < 0) {
		rc = yaml_failed(ev, &err);
		goto out;
	}
	if (more == 0) {
		struct talat_msg m;
		struct talat_loc at = { 1, 1 };

		talat_msg_set(&m, TALAT_D_EVENT_NOT_ONE_DOCUMENT);
		rc = add_diag(ev, at, &m);
		goto out;
	}
	/* One document only. */
	for (;;) {
		if (!yaml_parser_parse(&p, &e)) {
			yload_parser_failed(&p, 0, &err);
			rc = yaml_failed(ev, &err);
			goto out;
		}
		if (e.type == YAML_DOCUMENT_START_EVENT) {
			struct talat_msg m;
			struct talat_loc at;

			at.line = (long)e.start_mark.line + 1;
			at.column = (long)e.start_mark.column + 1;
			yaml_event_delete(&e);
			talat_msg_set(&m, TALAT_D_EVENT_NOT_ONE_DOCUMENT);
			rc = add_diag(ev, at, &m);
			goto out;
		}
		more = e.type != YAML_STREAM_END_EVENT &&
		    e.type != YAML_NO_EVENT;
		yaml_event_delete(&e);
		if (!more)
			break;
	}
	rd.ev = ev;
	rd.d = &d;
	rd.nomem = 0;
	read_root(&rd, &d.n[0]);
	rc = rd.nomem || check_file(ev) < 0 ? -1 : 0;
out:
	yaml_parser_delete(&p);
	yload_free(&d);
	if (rc < 0) {
		talat_event_free(ev);
		errno = ENOMEM;
		return -1;
	}
	return 0;
}

int
talat_event_read_file(struct talat_event *ev, const char *file)
{
	FILE *f;
	char *buf = NULL;
	size_t len = 0, cap = 0, n;
	int rc, e;

	talat_event_free(ev);
	if ((f = fopen(file, "rb")) == NULL)
		return -1;
	for (;;) {
		if (len == cap && (len >= (size_t)TALAT_YAML_MAX_DOCUMENT ||
		    tl_grow(&buf, &cap, len + 1, 1, 65536) < 0)) {
			free(buf);
			fclose(f);
			errno = len >= (size_t)TALAT_YAML_MAX_DOCUMENT ? EFBIG :
			    ENOMEM;
			return -1;
		}
		n = fread(buf + len, 1, cap - len, f);
		len += n;
		if (n == 0)
			break;
	}
	if (ferror(f)) {
		e = errno;
		free(buf);
		fclose(f);
		errno = e ? e : EIO;
		return -1;
	}
	fclose(f);
	rc = talat_event_parse(ev, buf, len, file);
	free(buf);
	return rc;
}

/* --- lookups -------------------------------------------------------------- */

const struct talat_event_round *
talat_event_round(const struct talat_event *ev, long number)
{
	size_t i;

	if (number >= 1 && (size_t)number <= ev->nrounds &&
	    ev->rounds[number - 1].number == number)
		return &ev->rounds[number - 1];
	for (i = 0; i < ev->nrounds; i++)
		if (ev->rounds[i].number == number)
			return &ev->rounds[i];
	return NULL;
}

size_t
talat_event_closest(const struct talat_event *ev, const char *s,
    size_t len, long *out, size_t max)
{
	char small[TALAT_EDIT_MAX + 2];
	size_t dist[16], n = 0, i, j, k, limit, d, flen;

	if (max > 16)
		max = 16;
	if (len > TALAT_EDIT_MAX * 2 || max == 0)
		return 0;
	flen = talat_event_name_fold(small, s, len > TALAT_EDIT_MAX ?
	    TALAT_EDIT_MAX : len);
	if (len > TALAT_EDIT_MAX)
		return 0;
	limit = flen / 3 > 0 ? flen / 3 : 1;
	for (i = 0; i < ev->nplayers; i++) {
		const struct talat_event_player *p = &ev->players[i];
		size_t best = (size_t)-1;

		for (j = 0; j <= p->nalso; j++) {
			const char *name = j == 0 ? p->name : p->also[j - 1];
			size_t nl = strlen(name);

			if (nl > TALAT_EDIT_MAX || nl > flen + limit ||
			    nl + limit < flen)
				continue;
			d = talat_edit_distance(small, name, 0);
			if (d < best)
				best = d;
		}
		if (best > limit || best == 0)
			continue;
		/* Insert in order of distance, roster order among equals. */
		for (k = n; k > 0 && dist[k - 1] > best; k--)
			;
		if (k >= max)
			continue;
		if (n < max)
			n++;
		memmove(dist + k + 1, dist + k, (n - 1 - k) * sizeof(*dist));
		memmove(out + k + 1, out + k, (n - 1 - k) * sizeof(*out));
		dist[k] = best;
		out[k] = (long)i;
	}
	return n;
}

/* --- what the file says against itself (event.md section 2) --------------- */

/* A table of round r by its number, or NULL. */
static const struct talat_event_table *
table_of(const struct talat_event_round *r, long number)
{
	size_t i;

	if (number >= 1 && (size_t)number <= r->ntables &&
	    r->tables[number - 1].number == number)
		return &r->tables[number - 1];
	for (i = 0; i < r->ntables; i++)
		if (r->tables[i].number == number)
			return &r->tables[i];
	return NULL;
}

const struct talat_event_table *
talat_event_table(const struct talat_event_round *r, long number)
{
	return table_of(r, number);
}

static int
raise_at(struct talat_event *ev, struct talat_loc loc,
    enum talat_diag_kind kind, ...)
{
	struct talat_msg m;
	va_list ap;

	va_start(ap, kind);
	talat_msg_vset(&m, kind, ap);
	va_end(ap);
	return add_diag(ev, loc, &m);
}
#define raise_at(ev, loc, ...) \
	(TL_DIAG_CHECK(__VA_ARGS__), raise_at(ev, loc, __VA_ARGS__))

int
talat_event_roster_notes(const struct talat_event *ev, const char *name,
    size_t len, struct talat_msg *notes, size_t max)
{
	long near[3];
	size_t n, i;

	if (max > 3)
		max = 3;
	n = talat_event_closest(ev, name, len, near, max);
	for (i = 0; i < n; i++) {
		char buf[80];
		const struct talat_event_player *p = &ev->players[near[i]];

		talat_msg_set(&notes[i], TALAT_D_ROSTER_MEANT,
		    quote(buf, sizeof(buf), p->name, strlen(p->name)),
		    near[i] + 1, p->loc.line);
	}
	return (int)n;
}

/* not-in-roster at loc for name, with its did-you-mean notes. At most
 * 100 names get notes (each costs a pass over the roster). */
static int
not_in_roster(struct talat_event *ev, struct talat_loc loc,
    const char *name, size_t *budget)
{
	struct talat_msg notes[3];
	char buf[80];
	int i, n = 0;

	if (raise_at(ev, loc, TALAT_D_NOT_IN_ROSTER,
	    quote(buf, sizeof(buf), name, strlen(name))) < 0)
		return -1;
	if (*budget > 0) {
		(*budget)--;
		n = talat_event_roster_notes(ev, name, strlen(name), notes, 3);
	}
	for (i = 0; i < n; i++)
		if (add_diag(ev, loc, &notes[i]) < 0)
			return -1;
	return 0;
}

static int
check_rounds(struct talat_event *ev)
{
	long *stamp, *where;	/* by player: round index + 1; table, or
				   -1 for a bye */
	size_t i, j, budget = 100;
	int c, rc = 0;

	stamp = calloc(ev->nplayers + 1, sizeof(*stamp));
	where = calloc(ev->nplayers + 1, sizeof(*where));
	if (stamp == NULL || where == NULL) {
		free(stamp);
		free(where);
		return -1;
	}
	for (i = 0; i < ev->nrounds && rc == 0; i++) {
		const struct talat_event_round *r = &ev->rounds[i];

		for (j = 0; j < r->ntables && rc == 0; j++) {
			const struct talat_event_table *t = &r->tables[j];

			for (c = 0; c < TALAT_NCOLOURS && rc == 0; c++) {
				long p = t->player[c];

				if (t->name[c] == NULL)
					continue;
				if (p < 0) {
					rc = not_in_roster(ev, t->name_loc[c],
					    t->name[c], &budget);
					continue;
				}
				if (stamp[p] == (long)i + 1)
					rc = raise_at(ev, t->name_loc[c],
					    TALAT_D_TWICE_IN_ROUND, t->name[c],
					    where[p], t->number, r->number);
				stamp[p] = (long)i + 1;
				where[p] = t->number;
				if (ev->players[p].withdrawn_after >= 0 &&
				    r->number > ev->players[p].withdrawn_after)
					rc = raise_at(ev, t->name_loc[c],
					    TALAT_D_WITHDRAWN_PLAYS, t->name[c],
					    ev->players[p].withdrawn_after,
					    t->number, r->number);
			}
		}
		for (j = 0; j < r->nbyes && rc == 0; j++) {
			const struct talat_event_bye *b = &r->byes[j];
			long p = b->player;

			if (p < 0) {
				rc = not_in_roster(ev, b->loc, b->name,
				    &budget);
				continue;
			}
			if (stamp[p] == (long)i + 1)
				rc = where[p] < 0 ? raise_at(ev, b->loc,
				    TALAT_D_TWICE_BYE, b->name, r->number) :
				    raise_at(ev, b->loc,
				    TALAT_D_TWICE_IN_ROUND_BYE, b->name,
				    where[p], r->number);
			stamp[p] = (long)i + 1;
			where[p] = -1;
		}
	}
	free(stamp);
	free(where);
	return rc;
}

/* Rulings in order of their game (round, table, game), for "ruled
 * twice"; withdrawals last, by player; each with its index. */
struct ruling_key {
	int withdrawn;
	long player, round, table, game;
	size_t i;
};

static int
cmp_long(long a, long b)
{
	return a < b ? -1 : a > b;
}

static int
by_game(const void *a, const void *b)
{
	const struct ruling_key *x = a, *y = b;
	int d;

	if (x->withdrawn != y->withdrawn)
		return x->withdrawn - y->withdrawn;
	if ((d = cmp_long(x->player, y->player)) != 0 ||
	    (d = cmp_long(x->round, y->round)) != 0 ||
	    (d = cmp_long(x->table, y->table)) != 0 ||
	    (d = cmp_long(x->game, y->game)) != 0)
		return d;
	return x->i < y->i ? -1 : 1;
}

/* One ruling about a game: its table, its colours. */
static int
check_ruling(struct talat_event *ev, const struct talat_event_ruling *u)
{
	const struct talat_event_round *r;
	const struct talat_event_table *t;
	unsigned at = 0, named;
	int c;

	if ((r = talat_event_round(ev, u->round)) == NULL)
		return raise_at(ev, u->loc, TALAT_D_BAD_RULING_ROUND, u->round);
	if ((t = table_of(r, u->table)) == NULL)
		return raise_at(ev, u->loc, TALAT_D_BAD_RULING_TABLE, u->table,
		    u->round);
	if (u->game > t->games)
		return raise_at(ev, u->loc, TALAT_D_BAD_RULING_GAME, u->game,
		    u->table, u->round, t->games);
	for (c = 0; c < TALAT_NCOLOURS; c++)
		if (c != t->zihin)
			at |= 1u << c;
	named = u->has_points | u->winners | u->absent;
	for (c = 0; c < TALAT_NCOLOURS; c++)
		if ((named & ~at) & (1u << c))
			return raise_at(ev, u->loc, TALAT_D_BAD_RULING_COLOUR,
			    talat_colour_char(c), u->table, u->round);
	if (u->ruling == TALAT_RULING_ADJUDICATED)
		for (c = 0; c < TALAT_NCOLOURS; c++)
			if ((at & ~u->has_points) & (1u << c))
				return raise_at(ev, u->points_loc,
				    TALAT_D_BAD_RULING_POINTS,
				    talat_colour_char(c));
	return 0;
}

static int
check_rulings(struct talat_event *ev)
{
	struct ruling_key *order;
	size_t i;
	int rc = 0;

	if (ev->nrulings == 0)
		return 0;
	if ((order = malloc(ev->nrulings * sizeof(*order))) == NULL)
		return -1;
	for (i = 0; i < ev->nrulings; i++) {
		const struct talat_event_ruling *u = &ev->rulings[i];

		order[i].withdrawn = u->ruling == TALAT_RULING_WITHDRAWN;
		order[i].player = order[i].withdrawn ? u->player_index : 0;
		order[i].round = u->round;
		order[i].table = u->table;
		order[i].game = u->game;
		order[i].i = i;
	}
	qsort(order, ev->nrulings, sizeof(*order), by_game);
	for (i = 0; i < ev->nrulings && rc == 0; i++) {
		const struct talat_event_ruling *u = &ev->rulings[order[i].i];
		const struct talat_event_ruling *v = i > 0 ?
		    &ev->rulings[order[i - 1].i] : NULL;

		if (u->ruling == TALAT_RULING_WITHDRAWN) {
			if (u->player_index < 0) {
				char buf[80];

				rc = raise_at(ev, u->loc,
				    TALAT_D_BAD_RULING_PLAYER,
				    quote(buf, sizeof(buf), u->player,
				    strlen(u->player)));
			} else if (v != NULL &&
			    v->ruling == TALAT_RULING_WITHDRAWN &&
			    v->player_index == u->player_index) {
				rc = raise_at(ev, u->loc,
				    TALAT_D_BAD_RULING_WITHDRAWN_TWICE,
				    u->player, v->loc.line);
			}
			continue;
		}
		if (v != NULL && v->ruling != TALAT_RULING_WITHDRAWN &&
		    v->round == u->round && v->table == u->table &&
		    v->game == u->game)
			rc = raise_at(ev, u->loc, TALAT_D_BAD_RULING_TWICE,
			    u->game, u->table, u->round, v->loc.line);
		else
			rc = check_ruling(ev, u);
	}
	free(order);
	return rc;
}

/* The diagnostics in file order (a note stays after its error). */
struct diag_key {
	long line, column;
	size_t i;
};

static int
by_place(const void *a, const void *b)
{
	const struct diag_key *x = a, *y = b;
	int d;

	if ((d = cmp_long(x->line, y->line)) != 0 ||
	    (d = cmp_long(x->column, y->column)) != 0)
		return d;
	return x->i < y->i ? -1 : 1;
}

static int
sort_diags(struct talat_event *ev)
{
	struct diag_key *k;
	struct talat_diag *d;
	size_t i;

	if (ev->ndiags < 2)
		return 0;
	k = malloc(ev->ndiags * sizeof(*k));
	d = malloc(ev->ndiags * sizeof(*d));
	if (k == NULL || d == NULL) {
		free(k);
		free(d);
		return -1;
	}
	for (i = 0; i < ev->ndiags; i++) {
		k[i].line = ev->diags[i].loc.line;
		k[i].column = ev->diags[i].loc.column;
		k[i].i = i;
	}
	qsort(k, ev->ndiags, sizeof(*k), by_place);
	for (i = 0; i < ev->ndiags; i++)
		d[i] = ev->diags[k[i].i];
	memcpy(ev->diags, d, ev->ndiags * sizeof(*d));
	free(k);
	free(d);
	return 0;
}

/* The checks of the file against itself, then its diagnostics sorted. */
static int
check_file(struct talat_event *ev)
{
	if (check_rounds(ev) < 0 || check_rulings(ev) < 0)
		return -1;
	return sort_diags(ev);
}
