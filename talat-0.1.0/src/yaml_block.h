/* SPDX-License-Identifier: ISC */
/*
 * yaml_block.h: a direct writer of block-style YAML that gives, byte for
 * byte, what libyaml's emitter gives for the same events, within the
 * subset the summaries use:
 *
 *   - one block mapping as the root of each document;
 *   - block mappings and sequences nested as mapping values, and block
 *     mappings as sequence items; empty ones come out as {} and [];
 *   - scalars requested plain or single-quoted whose characters are all
 *     printable (no tab, control character, byte order mark, surrogate
 *     or character beyond U+FFFF; no line break but the line feed, and
 *     no space next to one); keys of at most 128 bytes on one line;
 *   - the emitter set up as yemit_open() sets it (Unicode,
 *     unlimited width, indent 2, LF).
 *
 * Outside the subset a call returns TALAT_YBLOCK_UNSUPPORTED and the
 * document must be written by libyaml instead. Nothing here is public:
 * talat_yaml_writer (talat/yaml.h) chooses, and check_yaml compares the
 * two byte for byte.
 */
#ifndef TALAT_YBLOCK_H
#define TALAT_YBLOCK_H

#include <stddef.h>
#include "internal.h"

#define TALAT_YBLOCK_NOMEM (-1)
#define TALAT_YBLOCK_UNSUPPORTED (-2)
#define TALAT_YBLOCK_DEPTH 8

struct yblock_frame {
	unsigned char seq;	/* a sequence, else a mapping */
	unsigned char item;	/* the mapping is an item of a sequence */
	unsigned char value;	/* mapping: a key was written, the value
				   comes next */
	unsigned char open;	/* the first entry was written */
	int indent;		/* column of its keys or of its "-" */
};

struct yblock {
	char *buf;		/* the document being written */
	size_t len, cap;
	struct yblock_frame stack[TALAT_YBLOCK_DEPTH];
	int depth;		/* frames in use; 0 outside the root */
};

TALAT_INTERNAL void yblock_init(struct yblock *b);
TALAT_INTERNAL void yblock_free(struct yblock *b);

/* Empties the buffer and starts a document, with "---" when `first` is
 * 0. Each returns 0, TALAT_YBLOCK_NOMEM or TALAT_YBLOCK_UNSUPPORTED. */
TALAT_INTERNAL int yblock_document_start(struct yblock *b, int first);
TALAT_INTERNAL int yblock_document_end(struct yblock *b);
TALAT_INTERNAL int yblock_mapping_start(struct yblock *b);
TALAT_INTERNAL int yblock_sequence_start(struct yblock *b);
/* Ends the innermost mapping or sequence. */
TALAT_INTERNAL int yblock_end(struct yblock *b);
/* A scalar of len bytes of valid UTF-8; `quoted`: single-quoted was
 * asked for (libyaml also quotes a plain one that cannot stand plain). */
TALAT_INTERNAL int yblock_scalar(struct yblock *b, const char *s, size_t len,
    int quoted);

#endif
