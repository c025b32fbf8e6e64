/* SPDX-License-Identifier: ISC */
/*
 * record_private.h: what record.c shares with the library's other files
 * and does not export: whether two moves or two lists of comments are
 * written the same (talat_game_equal() is built on them; the YAML reader
 * compares a document with its source_text by them).
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

#endif
