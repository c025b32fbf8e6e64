/* SPDX-License-Identifier: ISC */
/*
 * yaml_private.h: what the YAML modules of libtalat share and the tests
 * use; not installed.
 *
 *   yaml_load.c    a document's events into a node graph (struct yload),
 *                  with the bounds of talat/yaml.h
 *   yaml_direct.c  the block subset talat writes, read directly into the
 *                  same graph
 *   yaml_reader.c  a stream of summaries: document by document, direct
 *                  where it can, libyaml's parser where it must
 *   yaml_read.c    the summary schema: a graph into a game record, checked
 *                  against the replay
 *   yaml_resolve.c, yaml_emit.c, yaml_writer.c, yaml_block.c: the writing
 *                  side (plain-scalar resolver, events of a summary, the
 *                  writer choosing the direct block writer or libyaml's)
 */
#ifndef TALAT_YAML_PRIVATE_H
#define TALAT_YAML_PRIVATE_H

#include <stdarg.h>
#include <stddef.h>
#include <yaml.h>
#include "talat/yaml.h"
#include "talat/diag.h"
#include "diag_raise.h"
#include "yaml_block.h"

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
 * yresolve_*'s); any other tag is an error.
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
	size_t offset;		/* bytes of the stream before the parser's
				 * input (a document parsed alone) */
};

#define YLOAD_BINARY_TAG "tag:yaml.org,2002:binary"

TALAT_INTERNAL void yload_init(struct yload *d);
/* Empties d for the next document, keeping its arrays. */
TALAT_INTERNAL void yload_reset(struct yload *d);
TALAT_INTERNAL void yload_free(struct yload *d);
/* One event of a document's content: 0, or -1 with err set. */
TALAT_INTERNAL int yload_event(struct yload *d, const yaml_event_t *ev,
    struct talat_yaml_error *err);
/* The same without events (yaml_direct.c): a scalar, the start of a
 * collection, the end of the one open last. 0, or -1 with err set. */
TALAT_INTERNAL int yload_scalar(struct yload *d, const yaml_mark_t *mark, const char *value,
    size_t len, yaml_scalar_style_t style, struct talat_yaml_error *err);
TALAT_INTERNAL int yload_start(struct yload *d, const yaml_mark_t *mark,
    yaml_node_type_t type, struct talat_yaml_error *err);
TALAT_INTERNAL int yload_end(struct yload *d, struct talat_yaml_error *err);
/* Whether node i (0-based) of a and of b are the same: type, scalar
 * style and value, line and column, children (the tests' comparison of
 * two readers). */
TALAT_INTERNAL int yload_same_node(const struct yload *a,
    const struct yload *b, size_t i);
/* The FNV-1a hash of a NUL-terminated string (anchors, event.c's names). */
TALAT_INTERNAL size_t yload_hash(const char *s);
/* Adds `lines` to the line of every node (a document read alone). */
TALAT_INTERNAL void yload_shift(struct yload *d, long lines);
/* The next document of parser p: 1, 0 at the end of the stream, or -1
 * with err set. */
TALAT_INTERNAL int yload_parse(yaml_parser_t *p, struct yload *d,
    struct talat_yaml_error *err);
/* A libyaml problem at mark, with its context at context_mark: -1. */
TALAT_INTERNAL int yload_problem(struct talat_yaml_error *err, const char *problem,
    const yaml_mark_t *mark, const char *context,
    const yaml_mark_t *context_mark);
TALAT_INTERNAL int yload_nomem(struct talat_yaml_error *err);
/* A malformed input: the diagnostic of `kind` (talat/diag.h) at line
 * and column, its arguments after it. yload_raise returns -1. */
/* No error (yet). */
TALAT_INTERNAL void yload_clear_error(struct talat_yaml_error *err);
TALAT_INTERNAL void yload_vraise(struct talat_yaml_error *err, long line, long column,
    enum talat_diag_kind kind, va_list ap);
TALAT_INTERNAL int yload_raise(struct talat_yaml_error *err, long line, long column,
    enum talat_diag_kind kind, ...);
#define yload_raise(err, line, column, ...) (TL_DIAG_CHECK(__VA_ARGS__), \
	yload_raise(err, line, column, __VA_ARGS__))
/* Parser p's error as err, its input starting `offset` bytes into the
 * stream: -1. */
TALAT_INTERNAL int yload_parser_failed(yaml_parser_t *p, size_t offset,
    struct talat_yaml_error *err);

/* yaml_resolve.c: what a plain scalar resolves to in YAML 1.1 (or 1.2
 * core), judged conservatively: when in doubt, not a string. */
enum yresolve_kind {
	YRESOLVE_STR,
	YRESOLVE_NULL,		/* null ~ (empty), in any case */
	YRESOLVE_BOOL,		/* yes no true false on off y n, in any case */
	YRESOLVE_INT,		/* 12 -3 1_000 0x1F 0b101 017 0o17 1:20 */
	YRESOLVE_FLOAT,		/* 1.5 .5 1e3 1.2e-3 1:20.5 .inf -.Inf .nan */
	YRESOLVE_TIMESTAMP,	/* 2026-11-20, 2026-11-20T10:00:00Z */
	YRESOLVE_SPECIAL	/* << (merge) and = (value) */
};
TALAT_INTERNAL int yresolve_kind(const char *s, size_t len);
/* Whether a plain scalar is null (what yresolve_kind() gives
 * YRESOLVE_NULL), at less cost. */
TALAT_INTERNAL int yresolve_null(const char *s, size_t len);

/* yaml_read.c: the game of document d (at least one node) into g,
 * cleared first: 0, or -1 with err set. */
TALAT_INTERNAL int yschema_game(const struct yload *d, struct talat_game *g,
    struct talat_yaml_error *err);
/* The next document of parser p into g (cleared first), as
 * talat_yaml_reader_game() reads one, through libyaml's parser always:
 * 1, 0 at the end of the stream, -1 with err set. */
TALAT_INTERNAL int yschema_read_game(yaml_parser_t *p, struct talat_game *g,
    struct talat_yaml_error *err);

/* yaml_direct.c: the document s[0..len) (a whole document, from its
 * "---" line or the start of the stream, to the line before the next
 * "---" or the end) into d, which is reset first, its first line being
 * line `line` (0-based) of the stream: 1 when read, 0 when s is outside
 * the subset (d then to be reset), -1 with err set (a bound, memory). */
TALAT_INTERNAL int ydirect_load(struct yload *d, const char *s, size_t len, long line,
    struct talat_yaml_error *err);

/*
 * The document is written through one of two back ends: libyaml's
 * emitter (e), or the direct block writer (b), which refuses what it
 * cannot write as libyaml would; `unsupported` then says so, and the
 * document is written again through libyaml.
 */
struct yemit {
	yaml_emitter_t *e;
	struct yblock *b;
	int first;		/* b: the first document of the stream */
	int unsupported;
	struct talat_yaml_error *err;
	char *buf;		/* for strings repaired to valid UTF-8 */
	size_t cap;
};

/* yaml_emit.c: the document of game g replayed into r through m's back
 * end: 0, or -1 (m->unsupported: the block writer refused; else err
 * set). */
TALAT_INTERNAL int yemit_document(struct yemit *m, const char *file,
    const struct talat_game *g, const struct talat_result *r);
/* The summary's mapping alone (for a document of another shape, such as
 * talat reconcile's), through libyaml's emitter: 0, or -1 with err set. */
TALAT_INTERNAL int yemit_summary(yaml_emitter_t *e, const char *file,
    const struct talat_game *g, const struct talat_result *r,
    struct talat_yaml_error *err);
TALAT_INTERNAL __attribute__((format(printf, 3, 4)))
void yemit_error(struct talat_yaml_error *err, int kind, const char *fmt,
    ...);
TALAT_INTERNAL int yemit_emitter_failed(yaml_emitter_t *e, struct talat_yaml_error *err);
/* Through an emitter of the caller's, as talat_yaml_writer_game() writes
 * (the reference the writer is tested against): yemit_open() sets the
 * emitter's options (Unicode, unlimited width, indent 2) and emits
 * STREAM-START; yemit_game() one document; yemit_close() STREAM-END,
 * flushed. 0, or -1 with err set; the emitter is unusable after a
 * failure. */
TALAT_INTERNAL int yemit_open(yaml_emitter_t *e, struct talat_yaml_error *err);
TALAT_INTERNAL int yemit_game(yaml_emitter_t *e, const char *file,
    const struct talat_game *g, const struct talat_result *r,
    struct talat_yaml_error *err);
TALAT_INTERNAL int yemit_close(yaml_emitter_t *e, struct talat_yaml_error *err);

/* Test helpers (check_yaml_writer, check_yaml_reader). */
TALAT_INTERNAL int yresolve_must_quote(const char *s, size_t len);
TALAT_INTERNAL void ywriter_counts(const struct talat_yaml_writer *w,
    size_t *direct, size_t *by_libyaml);
TALAT_INTERNAL void yreader_counts(const struct talat_yaml_reader *r,
    size_t *direct, size_t *by_libyaml);

#endif
