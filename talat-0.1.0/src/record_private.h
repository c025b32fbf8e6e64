/* SPDX-License-Identifier: ISC */
/*
 * record_private.h: what record.c shares with the library's other files
 * and does not export: whether two moves or two lists of comments are
 * written the same (talat_game_equal() is built on them; the YAML reader
 * compares a document with its source_text by them); and the functions of
 * a record that talat/record.h declared until the public API was cut
 * (issue 39), used by the library's files and the talat program only.
 */
#ifndef TALAT_RECORD_PRIVATE_H
#define TALAT_RECORD_PRIVATE_H

#include "talat/record.h"
#include "internal.h"

/* Whether the comments a[0..na) and b[0..nb) have the same texts. */
TALAT_INTERNAL int record_comments_equal(const struct talat_comment *a,
    size_t na, const struct talat_comment *b, size_t nb);
/* Whether the moves a and b are written the same (comments included;
 * not their places in the file). */
TALAT_INTERNAL int record_move_equal(const struct talat_move *a,
    const struct talat_move *b);

/* Sets g's source text to a copy of text[0..len); 0, or -1 when memory
 * runs out. */
TALAT_INTERNAL int talat_game_set_source(struct talat_game *g,
    const char *text, size_t len);

/* The tag `name`, first occurrence, or NULL. */
TALAT_INTERNAL const struct talat_tag *talat_game_find_tag(
    const struct talat_game *g, const char *name);

/*
 * For every tag i of g, the index of the first tag of the same name in
 * first[i] (i itself for a first occurrence; first holds g->ntags
 * entries). Takes O(n log n) time for n tags. Returns how many tags
 * repeat the name of an earlier one, or -1 when memory runs out.
 */
TALAT_INTERNAL long talat_game_tag_firsts(const struct talat_game *g,
    size_t *first);

/* The max_errors in force (20 unless the options said otherwise). */
TALAT_INTERNAL int talat_reader_max_errors(const struct talat_reader *r);

#endif
