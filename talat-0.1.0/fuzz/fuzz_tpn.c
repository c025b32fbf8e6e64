/* SPDX-License-Identifier: ISC */
/*
 * fuzz_tpn.c: libFuzzer target for the TPN reader (tgn.md section 6).
 *
 * The input, up to its first NUL, is one TPN string. When it parses:
 *  - talat_tpn_write() of the position must parse again, to the same
 *    position, and write the same text again (a fixed point);
 *  - the text written equals the input but for the ply number, whose
 *    leading zeros the writer drops;
 *  - talat_board_dead() is asked about every board: a board it calls dead
 *    must have no capture available now, and a witness it gives for a
 *    live board must be steps, each legal, after which the capture is
 *    legal.
 * Any violation aborts.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "talat.h"
#include "fuzz.h"
#include "position_private.h"

#define TPN_INPUT_MAX 4096

static void
same_position(const struct talat_position *a, const struct talat_position *b,
    const char *what)
{
	if (memcmp(a->board, b->board, sizeof(a->board)) != 0 ||
	    memcmp(a->at, b->at, sizeof(a->at)) != 0 ||
	    memcmp(a->ncaptured, b->ncaptured, sizeof(a->ncaptured)) != 0 ||
	    a->frozen != b->frozen || a->to_act != b->to_act ||
	    a->zihin != b->zihin || a->placed != b->placed ||
	    a->ply != b->ply)
		fuzz_fail("%s: positions differ", what);
	for (int c = 0; c < TALAT_NCOLOURS; c++)
		if (memcmp(a->captured[c], b->captured[c],
		    a->ncaptured[c]) != 0)
			fuzz_fail("%s: capture lists differ", what);
}

/* Whether the tower of `colour` at `sq` on board b can capture at once. */
static int
capture_now(const struct talat_position *p, int b, int sq)
{
	struct talat_position q = *p;
	struct talat_action a;
	int nb[5], t = p->board[b][sq], i;

	q.frozen = 0;
	q.zihin = -1;
	q.placed = 27;	/* in movement with the Zihin cleared */
	q.to_act = (signed char)talat_tower_colour(t);
	talat_neighbours(b, talat_tower_colour(t), sq, nb);
	for (i = 0; i < 5; i++) {
		if (nb[i] < 0)
			continue;
		memset(&a, 0, sizeof(a));
		a.kind = TALAT_CAPTURE;
		a.board = b;
		a.from = sq;
		a.to = nb[i];
		if (talat_check_action(&q, &a, NULL) == 0)
			return 1;
	}
	return 0;
}

/* Checks one action of the witness in q as a move of its tower's owner
 * (either colour may step, in any order) and applies it. */
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

static void
check_oracle(const struct talat_position *p)
{
	struct talat_witness w;
	struct talat_position q;
	int b, sq, i, dead;

	if (!talat_in_movement(p))
		return;
	for (b = 0; b < TALAT_NBOARDS; b++) {
		memset(&w, 0, sizeof(w));
		w.capture.kind = TALAT_PLACE;	/* a placeholder oracle
						   leaves it so */
		if ((dead = talat_board_dead(p, b, &w)) < 0)
			fuzz_fail("board %s: the oracle could not finish",
			    talat_board_name(b));
		if (dead) {
			for (sq = 0; sq < TALAT_NSQUARES; sq++)
				if (p->board[b][sq] >= 0 &&
				    capture_now(p, b, sq))
					fuzz_fail("board %s called dead with a "
					    "capture at hand",
					    talat_board_name(b));
			continue;
		}
		if (w.capture.kind != TALAT_CAPTURE)
			continue;
		if (w.nsteps < 0 || w.nsteps > TALAT_WITNESS_MAX)
			fuzz_fail("witness of %d steps", w.nsteps);
		q = *p;
		q.frozen = 0;
		q.zihin = -1;
	q.placed = 27;	/* in movement with the Zihin cleared */
		for (i = 0; i < w.nsteps; i++) {
			if (w.steps[i].kind != TALAT_STEP)
				fuzz_fail("witness step %d is not a step", i);
			witness_action(&q, b, w.steps[i], "step");
		}
		witness_action(&q, b, w.capture, "capture");
	}
}

/* The TPN without its last field, and that field's value. */
static size_t
head_length(const char *s)
{
	const char *sp = strrchr(s, ' ');

	return sp ? (size_t)(sp - s) : strlen(s);
}

const char fuzz_name[] = "tpn", fuzz_input[] = "tpn";

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static char in[TPN_INPUT_MAX + 1];
	struct talat_position p, p2;
	char out[TALAT_TPN_MAX], out2[TALAT_TPN_MAX], err[512];
	size_t n = size < TPN_INPUT_MAX ? size : TPN_INPUT_MAX;
	size_t hl;

	memcpy(in, data, n);
	in[n] = '\0';
	memset(err, 0, sizeof(err));
	if (talat_tpn_parse(in, &p, err, sizeof(err)) < 0) {
		if (err[0] == '\0' || memchr(err, '\0', sizeof(err)) == NULL)
			fuzz_fail("TPN refused without a message");
		return 0;
	}
	talat_tpn_write(&p, out);
	if (memchr(out, '\0', sizeof(out)) == NULL)
		fuzz_fail("TPN written without its NUL");
	if (talat_tpn_parse(out, &p2, err, sizeof(err)) < 0)
		fuzz_fail("written TPN '%s' does not parse: %s", out, err);
	same_position(&p, &p2, "TPN re-read");
	talat_tpn_write(&p2, out2);
	if (strcmp(out, out2) != 0)
		fuzz_fail("TPN written twice differs: '%s' / '%s'", out, out2);
	hl = head_length(in);
	if (hl != head_length(out) || memcmp(in, out, hl) != 0)
		fuzz_fail("TPN '%s' written as '%s'", in, out);
	check_oracle(&p);
	return 0;
}
