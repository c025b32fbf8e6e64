/* SPDX-License-Identifier: ISC */
/* yaml_load.c: the events of a YAML document into a graph of libyaml's
 * node type, within the bounds of talat/yaml.h; libyaml's errors as
 * talat's. */
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "i18n.h"
#include "yaml_private.h"
#include "internal.h"
#include "base_private.h"
#include "diag_private.h"

void
yml_vraise(struct talat_yaml_error *err, long line, long column,
    enum talat_diag_kind kind, va_list ap)
{
	struct talat_msg m;
	size_t n;

	talat_msg_vset(&m, kind, ap);
	err->kind = TALAT_YAML_MALFORMED;
	err->diag = m.kind;
	err->line = line;
	err->column = column;
	/* Cut to fit, never inside a character. */
	if ((n = strlen(m.text)) > sizeof(err->message) - 1)
		n = talat_utf8_prefix(m.text, sizeof(err->message) - 1,
		    (size_t)-1);
	memcpy(err->message, m.text, n);
	err->message[n] = '\0';
}

void
yml_clear_error(struct talat_yaml_error *err)
{
	err->kind = TALAT_YAML_OK;
	err->diag = TALAT_D_NONE;
	err->line = err->column = 0;
	err->message[0] = '\0';
}

int
(yml_raise)(struct talat_yaml_error *err, long line, long column,
    enum talat_diag_kind kind, ...)
{
	va_list ap;

	va_start(ap, kind);
	yml_vraise(err, line, column, kind, ap);
	va_end(ap);
	return -1;
}

int
(yml_raise_at)(struct talat_yaml_error *err, const yaml_mark_t *mark,
    enum talat_diag_kind kind, ...)
{
	va_list ap;

	va_start(ap, kind);
	yml_vraise(err, (long)mark->line + 1, (long)mark->column + 1, kind,
	    ap);
	va_end(ap);
	return -1;
}

/* --- libyaml's errors -------------------------------------------------------- */

/* Where a reader error (bad encoding) stands: libyaml gives only the
 * byte offset, so count on from the scanner's mark over the characters
 * decoded since. */
static void
reader_error_place(const yaml_parser_t *p, long *line, long *column)
{
	const unsigned char *s = p->buffer.pointer, *end = p->buffer.last;

	*line = (long)p->mark.line + 1;
	*column = (long)p->mark.column + 1;
	if (s == NULL || end == NULL)
		return;
	while (s < end) {
		if (s[0] == '\r' && s + 1 < end && s[1] == '\n') {
			s++;
			continue;
		}
		if (s[0] == '\n' || s[0] == '\r' ||
		    (s[0] == 0xC2 && s + 1 < end && s[1] == 0x85) ||
		    (s[0] == 0xE2 && s + 2 < end && s[1] == 0x80 &&
		    (s[2] == 0xA8 || s[2] == 0xA9))) {
			(*line)++;
			*column = 1;
		} else if ((s[0] & 0xC0) != 0x80) {
			(*column)++;
		}
		s++;
	}
}

/* What libyaml 0.2.5 says (its problems and their contexts, as in its
 * sources), for the catalogues: a message of libyaml is shown in the
 * reader's language when it is one of these, as it is otherwise. */
static const char *const libyaml_says[] = {
	/* TRANSLATORS: the messages of libyaml, the YAML parser: a problem
	 * ("did not find expected key") and, after it, the context it was
	 * found in ("while parsing a block mapping"). */
	N_("Maximum nesting level reached, set with yaml_set_max_nest_level())"),
	N_("block sequence entries are not allowed in this context"),
	N_("control characters are not allowed"),
	N_("could not find expected ':'"),
	N_("could not find expected directive name"),
	N_("did not find URI escaped octet"),
	N_("did not find expected '!'"),
	N_("did not find expected ',' or ']'"),
	N_("did not find expected ',' or '}'"),
	N_("did not find expected '-' indicator"),
	N_("did not find expected <document start>"),
	N_("did not find expected <stream-start>"),
	N_("did not find expected alphabetic or numeric character"),
	N_("did not find expected comment or line break"),
	N_("did not find expected digit or '.' character"),
	N_("did not find expected hexdecimal number"),
	N_("did not find expected key"),
	N_("did not find expected node content"),
	N_("did not find expected tag URI"),
	N_("did not find expected version number"),
	N_("did not find expected whitespace"),
	N_("did not find expected whitespace or line break"),
	N_("did not find the expected '>'"),
	N_("expected low surrogate area"),
	N_("found a tab character that violates indentation"),
	N_("found a tab character where an indentation space is expected"),
	N_("found an incorrect leading UTF-8 octet"),
	N_("found an incorrect trailing UTF-8 octet"),
	N_("found an indentation indicator equal to 0"),
	N_("found character that cannot start any token"),
	N_("found duplicate %TAG directive"),
	N_("found duplicate %YAML directive"),
	N_("found duplicate anchor; first occurrence"),
	N_("found extremely long version number"),
	N_("found incompatible YAML document"),
	N_("found invalid Unicode character escape code"),
	N_("found undefined alias"),
	N_("found undefined tag handle"),
	N_("found unexpected ':'"),
	N_("found unexpected document indicator"),
	N_("found unexpected end of stream"),
	N_("found unexpected non-alphabetical character"),
	N_("found unknown directive name"),
	N_("found unknown escape character"),
	N_("incomplete UTF-16 character"),
	N_("incomplete UTF-16 surrogate pair"),
	N_("incomplete UTF-8 octet sequence"),
	N_("input error"),
	N_("input is too long"),
	N_("invalid Unicode character"),
	N_("invalid leading UTF-8 octet"),
	N_("invalid length of a UTF-8 sequence"),
	N_("invalid trailing UTF-8 octet"),
	N_("mapping keys are not allowed in this context"),
	N_("mapping values are not allowed in this context"),
	N_("second occurrence"),
	N_("unexpected low surrogate area"),
	N_("while parsing"),
	N_("while parsing a %TAG directive"),
	N_("while parsing a block collection"),
	N_("while parsing a block mapping"),
	N_("while parsing a block node"),
	N_("while parsing a flow mapping"),
	N_("while parsing a flow node"),
	N_("while parsing a flow sequence"),
	N_("while parsing a node"),
	N_("while parsing a quoted scalar"),
	N_("while parsing a tag"),
	N_("while parsing a tag directive"),
	N_("while scanning a %TAG directive"),
	N_("while scanning a %YAML directive"),
	N_("while scanning a block scalar"),
	N_("while scanning a directive"),
	N_("while scanning a plain scalar"),
	N_("while scanning a quoted scalar"),
	N_("while scanning a simple key"),
	N_("while scanning a tag"),
	N_("while scanning a tag directive"),
	N_("while scanning an alias"),
	N_("while scanning an anchor"),
	N_("while scanning for the next token"),
	N_("malformed YAML"),
};

static const char *
libyaml_text(const char *s)
{
	size_t i;

	for (i = 0; s != NULL && i < sizeof(libyaml_says) /
	    sizeof(libyaml_says[0]); i++)
		if (strcmp(s, libyaml_says[i]) == 0)
			return _(s);
	return s;
}

/* A libyaml problem at mark, with its context at context_mark. */
int
yml_problem(struct talat_yaml_error *err, const char *problem,
    const yaml_mark_t *mark, const char *context,
    const yaml_mark_t *context_mark)
{
	long line = (long)mark->line + 1, column = (long)mark->column + 1;

	problem = libyaml_text(problem);
	context = libyaml_text(context);

	if (context != NULL && (context_mark->line != mark->line ||
	    context_mark->column != mark->column))
		return yml_raise(err, line, column, TALAT_D_YAML_SYNTAX_AT,
		    problem, context, (unsigned long)context_mark->line + 1,
		    (unsigned long)context_mark->column + 1);
	if (context != NULL)
		return yml_raise(err, line, column, TALAT_D_YAML_SYNTAX_IN,
		    problem, context);
	return yml_raise(err, line, column, TALAT_D_YAML_SYNTAX, problem);
}

int
yml_nomem(struct talat_yaml_error *err)
{
	yml_error(err, TALAT_YAML_NOMEM, "%s", _("out of memory"));
	return -1;
}

int
yml_parser_failed(yaml_parser_t *p, struct talat_yaml_error *err)
{
	const char *what = libyaml_text(p->problem ? p->problem :
	    "malformed YAML");
	long line, column;

	switch (p->error) {
	case YAML_MEMORY_ERROR:
		return yml_nomem(err);
	case YAML_READER_ERROR:
		reader_error_place(p, &line, &column);
		if (p->problem_value >= 0)
			return yml_raise(err, line, column,
			    TALAT_D_YAML_ENCODING, what,
			    (unsigned)p->problem_value,
			    (unsigned long)p->problem_offset);
		return yml_raise(err, line, column, TALAT_D_YAML_SYNTAX,
		    what);
	default:
		return yml_problem(err, what, &p->problem_mark, p->context,
		    &p->context_mark);
	}
}

/* --- loading a document ------------------------------------------------------ */

void
yml_doc_free(struct yload *d)
{
	yml_doc_reset(d);
	free(d->anchors);
	free(d->ahash);
	free(d->n);
	free(d->text);
	free(d->items);
	free(d->pairs);
	free(d->stack);
	free(d->open);
	yml_doc_init(d);
}

void
yml_doc_init(struct yload *d)
{
	memset(d, 0, sizeof(*d));
}

void
yml_doc_reset(struct yload *d)
{
	size_t i;

	for (i = 0; i < d->nanchors; i++)
		free(d->anchors[i].name);
	d->nn = d->ntext = d->nitems = d->npairs = d->nstack = d->nopen =
	    d->nanchors = d->expanded = d->doc_start = 0;
	if (d->ahash != NULL)
		memset(d->ahash, 0, d->nahash * sizeof(*d->ahash));
}

/* (the test inline: most calls find room) */
/* Room for `more` elements past n (tl_grow, internal.h). */
#define RESERVE(arr, n, cap, more) \
	((n) + (more) <= (cap) ? 0 : \
	tl_grow(&(arr), &(cap), (n) + (more), sizeof(*(arr)), 64))

/* A new node for event ev; its 1-based index in *index. */
static inline int
ld_node(struct yload *d, const yaml_mark_t *mark, yaml_node_type_t type,
    int *index)
{
	struct ld_node *n;

	if (d->nn >= INT_MAX - 1 || RESERVE(d->n, d->nn, d->capn, 1) < 0)
		return -1;
	n = &d->n[d->nn++];
	n->type = type;
	n->style = YAML_ANY_SCALAR_STYLE;
	n->tag = YTAG_NONE;
	n->mark = *mark;
	n->off = n->len = 0;
	n->weight = 0;
	*index = (int)d->nn;
	return 0;
}

/* Adds node index, of the given weight, to the collection open last; the
 * root has none. */
static inline int
ld_child(struct yload *d, int index, size_t weight)
{
	if (d->nopen == 0)
		return 0;
	if (RESERVE(d->stack, d->nstack, d->capstack, 1) < 0)
		return -1;
	d->stack[d->nstack++] = index;
	d->open[d->nopen - 1].weight += weight;
	return 0;
}

size_t
yml_hash(const char *s)
{
	size_t h = 2166136261u;

	for (; *s != '\0'; s++)
		h = (h ^ (unsigned char)*s) * 16777619u;
	return h;
}

/* The slot of anchor `name` in d->ahash: where it is, or the empty slot
 * where it would go. */
static size_t
anchor_slot(const struct yload *d, const char *name)
{
	size_t mask = d->nahash - 1, i;

	for (i = yml_hash(name) & mask; d->ahash[i] != 0;
	    i = (i + 1) & mask)
		if (strcmp(d->anchors[d->ahash[i] - 1].name, name) == 0)
			break;
	return i;
}

/* The anchor named `name`: its index in d->anchors, or -1. */
static long
anchor_find(const struct yload *d, const char *name)
{
	size_t i;

	if (d->nahash == 0)
		return -1;
	i = anchor_slot(d, name);
	return d->ahash[i] != 0 ? (long)d->ahash[i] - 1 : -1;
}

/* Room in the hash for one more anchor (at most half full). */
static int
anchor_room(struct yload *d)
{
	size_t n, i, *h;

	if (2 * (d->nanchors + 1) <= d->nahash)
		return 0;
	n = d->nahash ? d->nahash * 2 : 64;
	if ((h = calloc(n, sizeof(*h))) == NULL)
		return -1;
	free(d->ahash);
	d->ahash = h;
	d->nahash = n;
	for (i = 0; i < d->nanchors; i++)
		d->ahash[anchor_slot(d, d->anchors[i].name)] = i + 1;
	return 0;
}

/* Registers the anchor of node index, if any: 0, -1 out of memory, -2
 * a duplicate (err set). */
static int
ld_anchor(struct yload *d, const yaml_char_t *anchor, int index,
    struct talat_yaml_error *err)
{
	struct ld_anchor *a;
	long i;

	if (anchor == NULL)
		return 0;
	if ((i = anchor_find(d, (const char *)anchor)) >= 0) {
		yml_problem(err, "second occurrence",
		    &d->n[index - 1].mark,
		    "found duplicate anchor; first occurrence",
		    &d->anchors[i].mark);
		return -2;
	}
	if (anchor_room(d) < 0 ||
	    RESERVE(d->anchors, d->nanchors, d->capanchors, 1) < 0)
		return -1;
	a = &d->anchors[d->nanchors];
	if ((a->name = strdup((const char *)anchor)) == NULL)
		return -1;
	a->index = index;
	a->mark = d->n[index - 1].mark;
	d->ahash[anchor_slot(d, a->name)] = d->nanchors + 1;
	d->nanchors++;
	return 0;
}

/* Closes the collection open last: its children go to items or pairs. */
static int
ld_close(struct yload *d)
{
	struct ld_open *o = &d->open[--d->nopen];
	struct ld_node *n = &d->n[o->index - 1];
	size_t i, count = d->nstack - o->base;
	const int *c = count > 0 ? d->stack + o->base : NULL;

	n->weight = 1 + o->weight;
	if (d->nopen > 0)
		d->open[d->nopen - 1].weight += n->weight;

	if (n->type == YAML_SEQUENCE_NODE) {
		if (RESERVE(d->items, d->nitems, d->capitems, count) < 0)
			return -1;
		n->off = d->nitems;
		n->len = count;
		if (count > 0)
			memcpy(d->items + d->nitems, c, count * sizeof(*c));
		d->nitems += count;
	} else {
		/* The parser gives a value (null if nothing else) for every
		 * key. */
		if (RESERVE(d->pairs, d->npairs, d->cappairs, count / 2) < 0)
			return -1;
		n->off = d->npairs;
		n->len = count / 2;
		for (i = 0; i + 1 < count; i += 2) {
			d->pairs[d->npairs].key = c[i];
			d->pairs[d->npairs].value = c[i + 1];
			d->npairs++;
		}
	}
	d->nstack = o->base;
	return 0;
}

/* An alias: the node anchored, which must be complete (an alias inside
 * the node it names would make the graph a cycle); what it repeats
 * counts against TALAT_YAML_MAX_EXPANSION. */
static int
ld_alias(struct yload *d, const yaml_event_t *ev, struct talat_yaml_error *err)
{
	const struct ld_node *target;
	long i = anchor_find(d, (const char *)ev->data.alias.anchor);

	if (i < 0)
		return yml_problem(err, "found undefined alias", &ev->start_mark,
		    NULL, NULL);
	target = &d->n[d->anchors[i].index - 1];
	if (target->weight == 0)
		return yml_raise_at(err, &ev->start_mark,
		    TALAT_D_YAML_RECURSIVE_ALIAS);
	if (target->weight > TALAT_YAML_MAX_EXPANSION - d->expanded)
		return yml_raise_at(err, &ev->start_mark, TALAT_D_YAML_ALIAS_BOMB,
		    (long)TALAT_YAML_MAX_EXPANSION);
	d->expanded += target->weight;
	return ld_child(d, d->anchors[i].index, target->weight) < 0 ?
	    yml_nomem(err) : 0;
}

/* A scalar: its value goes into text. */
static inline int
ld_scalar(struct yload *d, const yaml_mark_t *mark, const char *value,
    size_t len, yaml_scalar_style_t style, int *index)
{
	struct ld_node *n;

	if (ld_node(d, mark, YAML_SCALAR_NODE, index) < 0 ||
	    RESERVE(d->text, d->ntext, d->captext, len + 1) < 0)
		return -1;
	n = &d->n[*index - 1];
	n->style = style;
	n->off = d->ntext;
	n->len = len;
	n->weight = 1 + len;
	memcpy(d->text + d->ntext, value, len);
	d->text[d->ntext + len] = '\0';
	d->ntext += len + 1;
	return 0;
}

/* A node, scalar or collection (opened), with its anchor or NULL. */
static int
add_node(struct yload *d, const yaml_mark_t *mark, yaml_node_type_t type,
    const char *value, size_t len, yaml_scalar_style_t style,
    const yaml_char_t *anchor, struct talat_yaml_error *err)
{
	int index, rc;

	if (type != YAML_SCALAR_NODE && d->nopen >= TALAT_YAML_MAX_DEPTH)
		return yml_raise_at(err, mark, TALAT_D_YAML_TOO_DEEP,
		    TALAT_YAML_MAX_DEPTH);
	if ((type == YAML_SCALAR_NODE ?
	    ld_scalar(d, mark, value, len, style, &index) :
	    ld_node(d, mark, type, &index)) < 0)
		return yml_nomem(err);
	if ((rc = ld_anchor(d, anchor, index, err)) < 0)
		return rc == -1 ? yml_nomem(err) : -1;
	if (ld_child(d, index, d->n[index - 1].weight) < 0)
		return yml_nomem(err);
	if (type != YAML_SCALAR_NODE) {
		if (RESERVE(d->open, d->nopen, d->capopen, 1) < 0)
			return yml_nomem(err);
		d->open[d->nopen].index = index;
		d->open[d->nopen].base = d->nstack;
		d->open[d->nopen].weight = 0;
		d->nopen++;
	}
	return 0;
}

/*
 * The tag of the node of event ev into the node just added (issue 34):
 * YAML's standard tags, as libyaml and PyYAML write them (canonical=True
 * writes game: !!int "1"), each on the kind of node it fits; the
 * non-specific ! of a scalar is !!str. Any other tag is an error: talat
 * reads no application's objects. 0, or -1 with err set.
 */
static int
ld_tag(struct yload *d, const yaml_event_t *ev, const yaml_char_t *tag,
    struct talat_yaml_error *err)
{
	static const char *const names[] = { NULL, "str", "int", "float",
	    "bool", "null", "binary", "seq", "map" };
	static const char std[] = "tag:yaml.org,2002:";
	struct ld_node *n = &d->n[d->nn - 1];
	const char *t = (const char *)tag;
	char shown[256];
	size_t len, cut;
	int i;

	if (t == NULL)
		return 0;
	if (strcmp(t, "!") == 0) {
		if (n->type == YAML_SCALAR_NODE)
			n->tag = YTAG_STR;
		return 0;
	}
	for (i = 1; i <= YTAG_MAP; i++)
		if (strncmp(t, std, sizeof(std) - 1) == 0 &&
		    strcmp(t + sizeof(std) - 1, names[i]) == 0)
			break;
	/* The tag as written: !!NAME for YAML's own, cut to 60 characters
	 * with a mark. */
	snprintf(shown, sizeof(shown), "%s%s",
	    strncmp(t, std, sizeof(std) - 1) == 0 ? "!!" : "",
	    strncmp(t, std, sizeof(std) - 1) == 0 ? t + sizeof(std) - 1 : t);
	len = strlen(shown);
	if ((cut = talat_utf8_prefix(shown, len, 60)) < len)
		strcpy(shown + cut, "\u2026");
	if (i > YTAG_MAP)
		return yml_raise_at(err, &ev->start_mark, TALAT_D_YAML_TAG, shown);
	if ((n->type == YAML_SCALAR_NODE) != (i < YTAG_SEQ) ||
	    (n->type == YAML_SEQUENCE_NODE && i != YTAG_SEQ) ||
	    (n->type == YAML_MAPPING_NODE && i != YTAG_MAP))
		return yml_raise_at(err, &ev->start_mark, TALAT_D_YAML_TAG_KIND,
		    shown);
	n->tag = (enum ytag)i;
	return 0;
}

/* Takes in one event of the document's content: 0, or -1 with err set. */
int
yml_doc_event(struct yload *d, const yaml_event_t *ev,
    struct talat_yaml_error *err)
{
	const yaml_mark_t *m = &ev->start_mark;

	if (ev->end_mark.index - d->doc_start > TALAT_YAML_MAX_DOCUMENT)
		return yml_raise_at(err, m, TALAT_D_YAML_TOO_LONG,
		    (long)TALAT_YAML_MAX_DOCUMENT);
	switch (ev->type) {
	case YAML_ALIAS_EVENT:
		return ld_alias(d, ev, err);
	case YAML_SCALAR_EVENT:
		if (add_node(d, m, YAML_SCALAR_NODE,
		    (const char *)ev->data.scalar.value,
		    ev->data.scalar.length, ev->data.scalar.style,
		    ev->data.scalar.anchor, err) < 0)
			return -1;
		return ld_tag(d, ev, ev->data.scalar.tag, err);
	case YAML_SEQUENCE_START_EVENT:
		if (add_node(d, m, YAML_SEQUENCE_NODE, NULL, 0,
		    YAML_ANY_SCALAR_STYLE, ev->data.sequence_start.anchor,
		    err) < 0)
			return -1;
		return ld_tag(d, ev, ev->data.sequence_start.tag, err);
	case YAML_MAPPING_START_EVENT:
		if (add_node(d, m, YAML_MAPPING_NODE, NULL, 0,
		    YAML_ANY_SCALAR_STYLE, ev->data.mapping_start.anchor,
		    err) < 0)
			return -1;
		return ld_tag(d, ev, ev->data.mapping_start.tag, err);
	case YAML_SEQUENCE_END_EVENT:
	case YAML_MAPPING_END_EVENT:
		return d->nopen > 0 && ld_close(d) < 0 ? yml_nomem(err) : 0;
	default:
		return 0;
	}
}

/* Loads the next document: 1, 0 at the end of the stream (or for an
 * empty document), or -1 with err set. */
int
yml_parse(yaml_parser_t *p, struct yload *d, struct talat_yaml_error *err)
{
	yaml_event_t ev;
	yaml_event_type_t type;
	int rc;

	yml_doc_reset(d);
	for (;;) {
		if (!yaml_parser_parse(p, &ev))
			return yml_parser_failed(p, err);
		type = ev.type;
		d->doc_start = ev.start_mark.index;
		yaml_event_delete(&ev);
		if (type == YAML_DOCUMENT_START_EVENT)
			break;
		/* STREAM-END, or no event once it was given. */
		if (type != YAML_STREAM_START_EVENT)
			return 0;
	}
	do {
		if (!yaml_parser_parse(p, &ev))
			return yml_parser_failed(p, err);
		type = ev.type;
		rc = yml_doc_event(d, &ev, err);
		yaml_event_delete(&ev);
		if (rc < 0)
			return -1;
	} while (type != YAML_DOCUMENT_END_EVENT);
	return d->nn > 0;
}

