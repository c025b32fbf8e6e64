/* SPDX-License-Identifier: ISC */
/*
 * fuzz_dead.c: libFuzzer target for the dead-board oracle, against the
 * exhaustive reference search of tests/dead_reference.c.
 *
 * The input describes one board: its first byte picks the board, each
 * following pair of bytes a tower (colour of the board and type) and a
 * square, up to MAX_TOWERS towers; a tower already placed or an occupied
 * square is skipped. Then:
 *  - talat_board_dead() agrees with dead_reference(), with and without
 *    a witness;
 *  - a live board's witness is steps, each legal for its tower's owner,
 *    then a legal capture, and it is as short as the reference's;
 *  - the position's TPN reads back.
 * Any violation aborts.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include "talat.h"
#include "dead_reference.h"
#include "fuzz.h"

/* The reference's search grows fast with the towers; the oracle's hard
 * cases need few. */
#define MAX_TOWERS 9

static void
witness_action(struct talat_position *q, int b, struct talat_action a,
    const char *what)
{
	struct talat_msg why;
	int t;

	if (a.board != b || a.from < 0 || a.from >= TALAT_NSQUARES ||
	    a.to < 0 || a.to >= TALAT_NSQUARES)
		fuzz_fail("witness %s off board %s", what,
		    talat_board_name(b));
	if ((t = q->board[b][a.from]) < 0)
		fuzz_fail("witness %s from an empty square", what);
	q->to_act = (signed char)talat_tower_colour(t);
	if (talat_check_action(q, &a, &why) != 0)
		fuzz_fail("witness %s illegal: %s", what, why.text);
	talat_apply_action(q, &a);
}

const char fuzz_name[] = "dead", fuzz_input[] = "dead";

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct talat_position p, q;
	struct talat_witness w;
	char tpn[TALAT_TPN_MAX], err[512];
	int b, i, n = 0, colour, tower, sq, dead, ref, shortest = -1;
	size_t k;

	if (size < 1)
		return 0;
	b = data[0] % TALAT_NBOARDS;
	dead_random_board(&p, b, 0, DEAD_UNIFORM, &(uint64_t){ 1 });
	for (k = 1; k + 1 < size && n < MAX_TOWERS; k += 2) {
		colour = data[k] & 0x80 ? talat_board_high(b) :
		    talat_board_low(b);
		tower = talat_tower_of(colour, (data[k] & 0x7F) % TALAT_NTYPES);
		sq = data[k + 1] % TALAT_NSQUARES;
		if (p.board[b][sq] >= 0)
			continue;
		for (i = 0; i < TALAT_NSQUARES; i++)
			if (p.board[b][i] == tower)
				break;
		if (i < TALAT_NSQUARES)
			continue;
		p.board[b][sq] = (signed char)tower;
		n++;
	}
	dead_census(&p);
	talat_tpn_write(&p, tpn);
	if (talat_tpn_parse(tpn, &q, err, sizeof(err)) < 0)
		fuzz_fail("TPN '%s' does not read back: %s", tpn, err);

	memset(&w, 0, sizeof(w));
	dead = talat_board_dead(&p, b, &w);
	ref = dead_reference(&p, b, &shortest, NULL);
	if (ref < 0)
		fuzz_fail("reference out of memory");
	if (dead != ref)
		fuzz_fail("board %s of '%s': oracle says %s, reference %s",
		    talat_board_name(b), tpn, dead ? "dead" : "not dead",
		    ref ? "dead" : "not dead");
	if (talat_board_dead(&p, b, NULL) != dead)
		fuzz_fail("board %s of '%s': a different answer without "
		    "a witness", talat_board_name(b), tpn);
	if (dead)
		return 0;
	if (w.nsteps < 0 || w.nsteps > TALAT_WITNESS_MAX)
		fuzz_fail("witness of %d steps", w.nsteps);
	if (w.nsteps != shortest)
		fuzz_fail("board %s of '%s': witness of %d steps, shortest %d",
		    talat_board_name(b), tpn, w.nsteps, shortest);
	q = p;
	q.frozen = 0;
	for (i = 0; i < w.nsteps; i++) {
		if (w.steps[i].kind != TALAT_STEP)
			fuzz_fail("witness step %d is not a step", i);
		witness_action(&q, b, w.steps[i], "step");
	}
	if (w.capture.kind != TALAT_CAPTURE)
		fuzz_fail("witness ends without a capture");
	witness_action(&q, b, w.capture, "capture");
	return 0;
}
