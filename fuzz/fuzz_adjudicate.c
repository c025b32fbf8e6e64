/* SPDX-License-Identifier: ISC */
/*
 * fuzz_adjudicate.c: libFuzzer target for talat adjudicate (event.md
 * section 5).
 *
 * The input is a TGN file; its first game, less its last (last byte mod
 * 8) moves, replayed (the last byte's bit 3: strict mode), is
 * adjudicated with a small limit of positions (so that an input takes
 * milliseconds; the last byte's bits 4-5 pick the tiebreak rule). Its
 * result must hold together:
 *  - determined or not, now is the replay's points; undetermined: every
 *    other figure -1, no witness;
 *  - determined: min <= guaranteed <= max for every player; sure win
 *    implies can win; at least one player can win; the winners decided
 *    exactly when the players who can win are those sure to win;
 *  - each witness, appended to the game (without its Score and Winner
 *    tags), replays complete in strict
 *    mode (when the game itself replays without an error in strict
 *    mode), with exactly its figure for its player;
 *  - a game that is over: every figure is now, the witnesses empty or
 *    declarations only (of a board dead where the record stops);
 *  - the search of the positions, the search of the boards apart and
 *    each figure apart give the same figures where determined, and
 *    witnesses that replay as above;
 *  - where the reference search (tests/adjudicate_reference.c, written
 *    apart from the library's) settles the game within the limit too,
 *    every figure, can and sure win, and the winners are its.
 * Any violation aborts.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "talat.h"
#include "adjudicate.h"
#include "adjudicate_reference.h"
#include "fuzz.h"
#include "testutil_nocheck.h"

const char fuzz_name[] = "adjudicate", fuzz_input[] = "tgn";

#define LIMIT 3000

static void
check_witness(const struct talat_game *cut, const struct talat_adjudication *a,
    const char *w, int colour, int points)
{
	struct talat_replay_options ro = { 1, TALAT_TIEBREAK_UNSHARED };
	struct talat_result r;
	struct talat_game g;

	talat_game_init(&g);
	talat_result_init(&r);
	if (talat_game_copy(&g, cut) < 0)
		abort();
	if (tu_append_moves(&g, w) < 0)
		fuzz_fail("witness '%s': not TGN", w);
	if (talat_replay(&g, &ro, &r) < 0)
		abort();
	if (r.status != TALAT_COMPLETE || r.nerrors > 0)
		fuzz_fail("witness '%s': status %s, %d errors", w,
		    talat_status_name(r.status), r.nerrors);
	if (r.scores[colour].points != points)
		fuzz_fail("witness '%s': %c has %d points, not %d", w,
		    talat_colour_char(colour), r.scores[colour].points, points);
	(void)a;
	talat_result_free(&r);
	talat_game_free(&g);
}

/* Whether w holds declarations only ("", "freeze GW"): what a witness
 * of a game over is (the record may stop with a board dead but not
 * declared, which the witness declares). */
static int
declarations(const char *w)
{
	size_t n;

	while (*w != '\0') {
		if (strncmp(w, "freeze ", 7) != 0)
			return 0;
		n = strcspn(w += 7, " ");
		if (n != 2 || talat_board_from_name(w) < 0)
			return 0;
		w += n;
		w += strspn(w, " ");
	}
	return 1;
}

static void
check(const struct talat_game *g, const struct talat_result *r,
    const struct talat_adjudication *a, int ret, int witnesses)
{
	const struct talat_adjudged *p;
	unsigned can = 0, sure = 0;
	int i, c, anyone = 0;

	if (ret != 0 && ret != 1)
		fuzz_fail("talat_adjudicate returned %d", ret);
	if (a->nplayers != r->nplayers)
		fuzz_fail("%d players, not %d", a->nplayers, r->nplayers);
	for (i = 0; i < a->nplayers; i++) {
		p = &a->players[i];
		c = p->colour;
		if (c != r->order[i] || p->now != r->scores[c].points)
			fuzz_fail("player %d: %c now %d", i,
			    talat_colour_char(c), p->now);
		if (ret == 1) {
			if (p->max != -1 || p->min != -1 ||
			    p->guaranteed != -1 || p->can_win != -1 ||
			    p->sure_win != -1 || p->witness_max != NULL ||
			    p->witness_min != NULL)
				fuzz_fail("undetermined, yet a figure");
			continue;
		}
		if (!(p->min <= p->guaranteed && p->guaranteed <= p->max))
			fuzz_fail("%c: min %d, guaranteed %d, max %d",
			    talat_colour_char(c), p->min, p->guaranteed, p->max);
		if (p->can_win < 0 || p->can_win > 1 || p->sure_win < 0 ||
		    p->sure_win > p->can_win)
			fuzz_fail("%c: can win %d, sure win %d",
			    talat_colour_char(c), p->can_win, p->sure_win);
		can |= (unsigned)p->can_win << c;
		sure |= (unsigned)p->sure_win << c;
		anyone |= p->can_win;
		if (a->to_act < 0 && (p->max != p->now || p->min != p->now ||
		    p->guaranteed != p->now || !declarations(p->witness_max) ||
		    !declarations(p->witness_min)))
			fuzz_fail("over, yet %c's figures move",
			    talat_colour_char(c));
		if (witnesses) {
			check_witness(g, a, p->witness_max, c, p->max);
			check_witness(g, a, p->witness_min, c, p->min);
		}
	}
	if (ret == 0 && !anyone)
		fuzz_fail("nobody can win");
	if (ret == 0 && a->winners != (can == sure ? can : 0u))
		fuzz_fail("winners %#x, can win %#x, sure win %#x",
		    a->winners, can, sure);
}

/* a (determined) agrees with the reference's figures where the
 * reference settles the game within the limit. */
static void
check_reference(const struct talat_result *r, const struct talat_adjudication *a,
    enum talat_tiebreak_rule rule)
{
	struct adjref_value v;
	struct adjref *ref;
	unsigned can, sure, w, decided = 0;
	int i, c, ret;

	if ((ref = adjref_new(r, LIMIT)) == NULL)
		abort();
	ret = adjref_search(ref, r, &v);
	adjref_free(ref);
	if (ret < 0)
		fuzz_fail("the reference search failed");
	if (ret > 0)
		return;
	for (w = 1; w < 8; w++)
		if (v.wsets[rule] == 1u << w)
			decided = w;
	if (a->winners != decided)
		fuzz_fail("winners %#x, the reference's %#x", a->winners,
		    decided);
	for (i = 0; i < a->nplayers; i++) {
		c = a->players[i].colour;
		for (can = 0, sure = 1, w = 0; w < 8; w++)
			if (v.wsets[rule] & (1u << w)) {
				can |= (w >> c) & 1;
				sure &= (w >> c) & 1;
			}
		if (a->players[i].max != v.max[c] ||
		    a->players[i].min != v.min[c] ||
		    a->players[i].guaranteed != v.guar[c] ||
		    a->players[i].can_win != (int)can ||
		    a->players[i].sure_win != (int)sure)
			fuzz_fail("%c: max %d min %d guaranteed %d can %d sure "
			    "%d; the reference's %d %d %d %u %u",
			    talat_colour_char(c), a->players[i].max,
			    a->players[i].min, a->players[i].guaranteed,
			    a->players[i].can_win, a->players[i].sure_win,
			    v.max[c], v.min[c], v.guar[c], can, sure);
	}
}

/* Whether figure y (-1: undetermined) agrees with x (determined). */
static int
same(int x, int y)
{
	return y < 0 || x == y;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct talat_replay_options ro = { 0, TALAT_TIEBREAK_UNSHARED };
	struct talat_replay_options strict = { 1, TALAT_TIEBREAK_UNSHARED };
	struct talat_adjudicate_options ao = { TALAT_TIEBREAK_UNSHARED, LIMIT,
	    TALAT_ADJUDICATE_POSITIONS };
	struct talat_adjudication a, b = { 0 };
	struct talat_reader *rd;
	struct talat_result r, rs;
	struct talat_game g;
	unsigned last = size > 0 ? data[size - 1] : 0;
	size_t k;
	int ret, m, mret, witnesses;

	if (size == 0)
		return 0;
	ro.strict = (last >> 3) & 1;
	ao.tiebreak = (enum talat_tiebreak_rule)(((last >> 4) & 3) % 3);
	ro.tiebreak = ao.tiebreak;
	if ((rd = talat_reader_new_string((const char *)data, size - 1, NULL))
	    == NULL)
		return 0;
	talat_game_init(&g);
	talat_result_init(&r);
	talat_result_init(&rs);
	if (talat_reader_next(rd, &g) > 0) {
		for (k = last & 7; k > 0 && g.nmoves > 0; k--) {
			struct talat_move *m = &g.moves[--g.nmoves];

			for (size_t i = 0; i < m->ncomments; i++)
				free(m->comments[i].text);
			free(m->comments);
		}
		tu_drop_claims(&g);
		if (talat_replay(&g, &ro, &r) < 0 ||
		    talat_replay(&g, &strict, &rs) < 0)
			abort();
		if (r.status != TALAT_INVALID && r.started &&
		    r.nplayers >= 2) {
			ret = talat_adjudicate(&r, &ao, &a);
			if (ret < 0)
				fuzz_fail("talat_adjudicate failed");
			witnesses = ret == 0 && rs.status != TALAT_INVALID &&
			    rs.nerrors == 0;
			check(&g, &r, &a, ret, witnesses);
			if (ret == 0)
				check_reference(&r, &a, ao.tiebreak);
			/* the positions, the boards apart and each figure
			 * apart agree (a figure each figure apart could not
			 * settle is -1) */
			for (m = TALAT_ADJUDICATE_BOARDS;
			    ret == 0 && m <= TALAT_ADJUDICATE_FIGURES; m++) {
				ao.method = (enum talat_adjudicate_method)m;
				mret = talat_adjudicate(&r, &ao, &b);
				if (mret < 0)
					fuzz_fail("method %d failed", m);
				if (mret == 0)
					check(&g, &r, &b, mret, witnesses);
				if (mret == 0 && b.winners != a.winners)
					fuzz_fail("winners %#x and %#x",
					    a.winners, b.winners);
				for (int i = 0; i < a.nplayers; i++)
					if (!same(a.players[i].max,
					    b.players[i].max) ||
					    !same(a.players[i].min,
					    b.players[i].min) ||
					    !same(a.players[i].guaranteed,
					    b.players[i].guaranteed) ||
					    !same(a.players[i].can_win,
					    b.players[i].can_win) ||
					    !same(a.players[i].sure_win,
					    b.players[i].sure_win) ||
					    (mret == 0 && b.players[i].max < 0))
						fuzz_fail("player %d: method %d "
						    "differs", i, m);
				talat_adjudication_free(&b);
			}
			talat_adjudication_free(&a);
		}
	}
	talat_result_free(&rs);
	talat_result_free(&r);
	talat_game_free(&g);
	talat_reader_free(rd);
	return 0;
}
