/* SPDX-License-Identifier: ISC */
/*
 * base_private.h: the helpers of base.c that the library's files and the
 * talat program share but libtalat does not export (they were in
 * talat/base.h until the public API was cut: issue 39): the board of two
 * colours, the one judgement of UTF-8 text (a character's length, a cut
 * in whole characters) and the edit distance of the did-you-mean notes.
 */
#ifndef TALAT_BASE_PRIVATE_H
#define TALAT_BASE_PRIVATE_H

#include <stddef.h>
#include "talat/base.h"
#include "internal.h"

/* The board shared by two different colours (either order). */
TALAT_INTERNAL int talat_board_of(int c1, int c2);

/* The length in bytes of the valid UTF-8 character at s[0..n), or 0 when
 * the bytes there are not one (a byte that is no UTF-8, a sequence cut
 * short by n, an overlong form, a surrogate, or n == 0): the reader's
 * judgement of a record's text. */
TALAT_INTERNAL size_t talat_utf8_len(const char *s, size_t n);

/* The length in bytes of the longest start of s[0..n) that holds at most
 * max characters and ends where a character ends: the one way talat cuts
 * text it quotes (a message quoting a record, a truncated message). A
 * byte that is no UTF-8 counts as one character; a character that n
 * cuts short at the end is left out. (size_t)-1 as max sets no limit:
 * s[talat_utf8_prefix(s, n, (size_t)-1)] = '\0' cuts n bytes after
 * their last whole character. */
TALAT_INTERNAL size_t talat_utf8_prefix(const char *s, size_t n,
    size_t max);

/* The Levenshtein distance between two strings (bytes), with ASCII
 * letters compared without case when fold_case is set; (size_t)-1 when
 * b is longer than TALAT_EDIT_MAX bytes. Allocates nothing. */
#define TALAT_EDIT_MAX 63
TALAT_INTERNAL size_t talat_edit_distance(const char *a, const char *b,
    int fold_case);

#endif
