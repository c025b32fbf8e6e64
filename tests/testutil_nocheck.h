/* SPDX-License-Identifier: ISC */
/* testutil_nocheck.h: the helpers of testutil.c that need no Check, for
 * the fuzz targets and the benchmarks too (which build without Check:
 * testutil.h stops a unit test that has none). testutil.h includes it. */
#ifndef TALAT_TESTUTIL_NOCHECK_H
#define TALAT_TESTUTIL_NOCHECK_H

#include <stddef.h>
#include "talat.h"

/* The Score and Winner tags of g removed (a continuation appended to a
 * game that stopped would otherwise end against its claims). */
void tu_drop_claims(struct talat_game *g);
/* The moves of w (TGN plies and declarations separated by single spaces,
 * "freeze BG" one move) appended to g; -1 at the first word that is no
 * move. Aborts when memory runs out. */
int tu_append_moves(struct talat_game *g, const char *w);
/* A text handed to a reader (libyaml's read handler) at most `step`
 * bytes at a time: tu_chunk_read with a struct tu_chunks as its data. */
struct tu_chunks {
	const unsigned char *s;
	size_t len, pos, step;
};
int tu_chunk_read(void *data, unsigned char *buf, size_t size,
    size_t *size_read);

#endif
