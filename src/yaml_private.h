/* SPDX-License-Identifier: ISC */
/*
 * yaml_private.h: what the YAML module of libtalat shares (its functions
 * all named yml_*), with event.c, diff_yaml.c and reconcile_yaml.c, and
 * the tests; not installed. YAML is read and written by libyaml only:
 *
 *   yaml_load.c    a document's events into a node graph (struct yload),
 *                  with the bounds of talat/yaml.h; libyaml's errors
 *   yaml_reader.c  a stream of summaries through one libyaml parser
 *   yaml_read.c    the summary schema: a graph into a game record, checked
 *                  against the replay
 *   yaml_resolve.c what a plain scalar resolves to (which strings to quote)
 *   yaml_event.c   the events of every YAML output, through libyaml's
 *                  emitter
 *   yaml_emit.c, yaml_writer.c: a game's summary as events, and the
 *                  stream of them (talat yaml)
 */
#ifndef TALAT_YAML_PRIVATE_H
#define TALAT_YAML_PRIVATE_H

#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <yaml.h>
#include "talat/yaml.h"
#include "talat/diag.h"
#include "diag_raise.h"
#include "internal.h"

/*
 * The graph of a document as yaml_parser_load builds it (aliases share
 * the anchored node; anchors are known from the start of their node on,
 * as in libyaml), but without its cost: yaml_parser_load allocates a tag
 * for every node and a stack for every collection, and keeps every value
 * until the document is deleted. Here every event is deleted as soon as
 * it is read; the values go into one block of text and the nodes, items
 * and pairs into three arrays, which the schema (yaml_read.c) reads as
 * they are. A node keeps its tag when it is one of YAML's standard tags
 * (!!str, !!int, ...: what a plain scalar without one resolves to is
 * yml_resolve()'s); any other tag is an error.
 * Nodes are numbered from 1 (node i is n[i - 1]; node 1 the root), as
 * libyaml numbers them.
 */
/* The standard tags of YAML (tag:yaml.org,2002:NAME) a node may have. */
enum ytag {
	YTAG_NONE,		/* none: a plain scalar resolves as it reads */
	YTAG_STR, YTAG_INT, YTAG_FLOAT, YTAG_BOOL, YTAG_NULL, YTAG_BINARY,
	YTAG_SEQ, YTAG_MAP
};

struct ld_node {
	yaml_node_type_t type;
	yaml_scalar_style_t style;
	enum ytag tag;
	yaml_mark_t mark;
	size_t off, len;	/* scalar: in text; collection: in items or
				 * pairs */
	size_t weight;		/* nodes and scalar bytes of the node with
				 * its aliases expanded, once closed; 0
				 * while open */
};

struct ld_open {
	int index;		/* the collection */
	size_t base;		/* where its children start on the stack */
	size_t weight;		/* of the children so far */
};

struct ld_anchor {
	char *name;
	int index;
	yaml_mark_t mark;
};

struct yload {
	struct ld_node *n;
	size_t nn, capn;
	char *text;
	size_t ntext, captext;
	yaml_node_item_t *items;
	size_t nitems, capitems;
	yaml_node_pair_t *pairs;
	size_t npairs, cappairs;
	int *stack;		/* children of the open collections */
	size_t nstack, capstack;
	struct ld_open *open;
	size_t nopen, capopen;
	struct ld_anchor *anchors;
	size_t nanchors, capanchors;
	size_t *ahash;		/* anchors by name: index + 1, 0 empty
				 * (open addressing), so that n anchors and
				 * aliases cost linear time */
	size_t nahash;
	size_t expanded;	/* weight the aliases add */
	size_t doc_start;	/* index of the document's first character */
};

/* Node `id` (1-based, as libyaml numbers them) of document d, and the
 * value of scalar n (NUL-terminated). */
static inline const struct ld_node *
yml_node(const struct yload *d, int id)
{
	return &d->n[id - 1];
}

static inline const char *
yml_text(const struct yload *d, const struct ld_node *n)
{
	return d->text + n->off;
}

TALAT_INTERNAL void yml_doc_init(struct yload *d);
/* Empties d for the next document, keeping its arrays. */
TALAT_INTERNAL void yml_doc_reset(struct yload *d);
TALAT_INTERNAL void yml_doc_free(struct yload *d);
/* One event of a document's content: 0, or -1 with err set. */
TALAT_INTERNAL int yml_doc_event(struct yload *d, const yaml_event_t *ev,
    struct talat_yaml_error *err);
/* The FNV-1a hash of a NUL-terminated string (anchors, event.c's names). */
TALAT_INTERNAL size_t yml_hash(const char *s);
/* The next document of parser p into d (reset first): 1, 0 at the end of
 * the stream, or -1 with err set. */
TALAT_INTERNAL int yml_parse(yaml_parser_t *p, struct yload *d,
    struct talat_yaml_error *err);
/* A libyaml problem at mark, with its context at context_mark: -1. */
TALAT_INTERNAL int yml_problem(struct talat_yaml_error *err,
    const char *problem, const yaml_mark_t *mark, const char *context,
    const yaml_mark_t *context_mark);
TALAT_INTERNAL int yml_nomem(struct talat_yaml_error *err);
/* No error (yet). */
TALAT_INTERNAL void yml_clear_error(struct talat_yaml_error *err);
/* A malformed input: the diagnostic of `kind` (talat/diag.h) at line
 * and column, its arguments after it. yml_raise returns -1. */
TALAT_INTERNAL void yml_vraise(struct talat_yaml_error *err, long line,
    long column, enum talat_diag_kind kind, va_list ap);
TALAT_INTERNAL int yml_raise(struct talat_yaml_error *err, long line,
    long column, enum talat_diag_kind kind, ...);
#define yml_raise(err, line, column, ...) (TL_DIAG_CHECK(__VA_ARGS__), \
	yml_raise(err, line, column, __VA_ARGS__))
/* The same at a mark of the input (counted from 0, as libyaml does). */
TALAT_INTERNAL int yml_raise_at(struct talat_yaml_error *err,
    const yaml_mark_t *mark, enum talat_diag_kind kind, ...);
#define yml_raise_at(err, mark, ...) (TL_DIAG_CHECK(__VA_ARGS__), \
	yml_raise_at(err, mark, __VA_ARGS__))
/* Parser p's error as err: -1. */
TALAT_INTERNAL int yml_parser_failed(yaml_parser_t *p,
    struct talat_yaml_error *err);
/* A failure that is no diagnostic (the emitter, memory). */
TALAT_INTERNAL void yml_error(struct talat_yaml_error *err,
    enum talat_yaml_error_kind kind, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* yaml_resolve.c: what a plain scalar resolves to in YAML 1.1 (or 1.2
 * core), judged conservatively: when in doubt, not a string. */
enum yml_kind {
	YML_STR,
	YML_NULL,		/* null ~ (empty), in any case */
	YML_BOOL,		/* yes no true false on off y n, in any case */
	YML_INT,		/* 12 -3 1_000 0x1F 0b101 017 0o17 1:20 */
	YML_FLOAT,		/* 1.5 .5 1e3 1.2e-3 1:20.5 .inf -.Inf .nan */
	YML_TIMESTAMP,		/* 2026-11-20, 2026-11-20T10:00:00Z */
	YML_SPECIAL		/* << (merge) and = (value) */
};
TALAT_INTERNAL enum yml_kind yml_resolve(const char *s, size_t len);
/* Whether a plain scalar is null (what yml_resolve() gives YML_NULL), at
 * less cost. */
TALAT_INTERNAL int yml_is_null(const char *s, size_t len);
/* Whether string s must be quoted to read back as itself. */
TALAT_INTERNAL int yml_must_quote(const char *s, size_t len);

/* yaml_read.c: the game of document d (at least one node) into g,
 * cleared first: 0, or -1 with err set. */
TALAT_INTERNAL int yml_game(const struct yload *d, struct talat_game *g,
    struct talat_yaml_error *err);
/* The next document of parser p into g (cleared first), as
 * talat_yaml_reader_game() reads one: 1, 0 at the end of the stream, -1
 * with err set. */
TALAT_INTERNAL int yml_read_game(yaml_parser_t *p, struct talat_game *g,
    struct talat_yaml_error *err);

/*
 * yaml_event.c: events through libyaml's emitter, set up as every YAML
 * output of talat is (Unicode, unlimited width, indent 2, LF). Each
 * function returns 0, or -1 with *err set (TALAT_YAML_EMITTER: the
 * emitter or its write handler failed, TALAT_YAML_NOMEM); after a
 * failure the output is only to be freed.
 */
struct yml_out {
	yaml_emitter_t e;
	struct talat_yaml_error *err;
	int ready;		/* e is initialized */
	char *buf;		/* for strings repaired to valid UTF-8 */
	size_t cap;
	FILE *fp;		/* yml_out_file's */
	int werrno;		/* errno of its failed write */
};

/* Sets up o writing through `write` (yml_out_file: into fp) and emits
 * STREAM-START. o is to be freed after, also on failure. */
TALAT_INTERNAL int yml_out_open(struct yml_out *o, talat_yaml_write_fn write,
    void *data, struct talat_yaml_error *err);
TALAT_INTERNAL int yml_out_file(struct yml_out *o, FILE *fp,
    struct talat_yaml_error *err);
/* STREAM-END, then everything flushed. */
TALAT_INTERNAL int yml_out_close(struct yml_out *o);
TALAT_INTERNAL void yml_out_free(struct yml_out *o);
/* Out of memory: -1. */
TALAT_INTERNAL int yml_out_nomem(struct yml_out *o);
/* The errno of a failure of yml_out_file's output. */
TALAT_INTERNAL int yml_out_errno(const struct yml_out *o);
/* Emits ev, initialized (the emitter owns it from here). */
TALAT_INTERNAL int yml_emit(struct yml_out *o, yaml_event_t *ev);
TALAT_INTERNAL int yml_scalar(struct yml_out *o, const char *s, size_t len,
    yaml_scalar_style_t style);
/* A word that reads back as itself when plain (a key, a number, true). */
TALAT_INTERNAL int yml_plain(struct yml_out *o, const char *s);
/* Any string: plain when it reads back as itself so, else single-quoted
 * (libyaml moves on to double quotes when single ones cannot hold it);
 * a byte that is not UTF-8 becomes U+FFFD. */
TALAT_INTERNAL int yml_str_len(struct yml_out *o, const char *s, size_t len);
TALAT_INTERNAL int yml_str(struct yml_out *o, const char *s);
TALAT_INTERNAL int yml_int(struct yml_out *o, long v);
TALAT_INTERNAL int yml_null(struct yml_out *o);
/* A key (a word) and its value: a string (null when v is NULL), or a
 * number. */
TALAT_INTERNAL int yml_key_str(struct yml_out *o, const char *k,
    const char *v);
TALAT_INTERNAL int yml_key_int(struct yml_out *o, const char *k, long v);
/* The start or the end of a document, a block mapping or a block
 * sequence: YAML_DOCUMENT_START_EVENT ... YAML_SEQUENCE_END_EVENT. */
TALAT_INTERNAL int yml_event(struct yml_out *o, yaml_event_type_t type);
#define YML_MAP(o) yml_event((o), YAML_MAPPING_START_EVENT)
#define YML_MAP_END(o) yml_event((o), YAML_MAPPING_END_EVENT)
#define YML_SEQ(o) yml_event((o), YAML_SEQUENCE_START_EVENT)
#define YML_SEQ_END(o) yml_event((o), YAML_SEQUENCE_END_EVENT)
/* A word of n bytes, or a string literal, written plain. */
#define YML_PLAIN_LEN(o, s, n) yml_scalar((o), (s), (n), YAML_PLAIN_SCALAR_STYLE)
#define YML_PLAIN(o, lit) YML_PLAIN_LEN((o), (lit), sizeof(lit) - 1)

/* The digits of base64 (RFC 4648), of !!binary. */
#define YML_BASE64 \
	"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"

/* yaml_emit.c: the summary of game g replayed into r (by talat_replay),
 * `file` its source.file: the document, or its mapping alone (for a
 * document of another shape, such as talat reconcile's). */
TALAT_INTERNAL int yml_document(struct yml_out *o, const char *file,
    const struct talat_game *g, const struct talat_result *r);
TALAT_INTERNAL int yml_summary(struct yml_out *o, const char *file,
    const struct talat_game *g, const struct talat_result *r);

#endif
