/* SPDX-License-Identifier: ISC */
/* dead_probe.h: a quick, incomplete test that a board is alive (internal). */
#ifndef TALAT_DEAD_PROBE_H
#define TALAT_DEAD_PROBE_H

#include "talat/dead.h"
#include "internal.h"

/*
 * Looks for a capture that two towers can reach by walking straight at
 * each other over empty squares, the rest of the board standing still.
 * Returns 1 and fills w (a witness, not always a shortest one) when it
 * finds one: the board is then not dead. Returns 0 when it finds none,
 * which proves nothing: ask talat_board_dead().
 */
TALAT_INTERNAL int dead_probe(const struct talat_position *p, int board,
    struct talat_witness *w);

#endif
