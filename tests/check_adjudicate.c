/* SPDX-License-Identifier: ISC */
/*
 * check_adjudicate.c: talat_adjudicate against a brute force of its own,
 * written apart from the library's search: a plain exhaustive walk of
 * every continuation, no table, no shortcut, every unfrozen board asked
 * after every ply. On generated games (two and three players) cut a few
 * items before their end: every figure equal; each witness appended to
 * the record replays complete in strict mode and ends with its figure;
 * min <= guaranteed <= max; a complete game gets now everywhere; the
 * limit leaves the figures undetermined. Each method of the search
 * (the positions, the boards apart, both in turn) alike.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>
#include "talat.h"
#include "adjudicate.h"
#include "gen.h"
#include "testutil.h"

/* --- the brute force ------------------------------------------------------ */

struct bf {
	int nplayers, order[TALAT_NCOLOURS];
	enum talat_tiebreak_rule rule;
	long nodes, budget;
};

struct bfv {
	int max[TALAT_NCOLOURS], min[TALAT_NCOLOURS], guar[TALAT_NCOLOURS];
	unsigned wsets;
};

static void
bf_final(const struct bf *b, const struct talat_position *p, struct bfv *v)
{
	struct talat_score sc[TALAT_NCOLOURS];
	struct talat_tiebreak tb;
	unsigned winners;
	int tie, c;

	talat_score(p, b->order, b->nplayers, sc, &winners, &tie);
	talat_tiebreak(sc, b->order, b->nplayers, b->rule, &tb);
	for (c = 0; c < TALAT_NCOLOURS; c++)
		v->max[c] = v->min[c] = v->guar[c] = sc[c].points;
	v->wsets = 1u << tb.winners;
}

/* Freezes every unfrozen board of p that is dead, while the game goes
 * on. */
static void
bf_freeze(struct talat_position *p)
{
	int b, d;

	for (b = 0; b < TALAT_NBOARDS && !talat_game_over(p); b++) {
		if (p->frozen & (1u << b))
			continue;
		d = talat_board_dead(p, b, NULL);
		ck_assert_int_ge(d, 0);
		if (d)
			talat_freeze(p, b);
	}
}

/* 0, or -1 past the budget. */
static int
bf_search(struct bf *b, const struct talat_position *p, int turn,
    struct bfv *v)
{
	struct talat_action acts[200];
	struct talat_position c;
	struct bfv cv;
	int n, i, k, col, t, me = p->to_act;

	if (++b->nodes > b->budget)
		return -1;
	if (me < 0) {
		bf_final(b, p, v);
		return 0;
	}
	n = talat_legal_plies(p, acts, 200);
	ck_assert_int_gt(n, 0);
	ck_assert_int_le(n, 200);
	for (i = 0; i < n; i++) {
		c = *p;
		t = turn;
		if (acts[i].kind != TALAT_PASS)
			talat_apply_action(&c, &acts[i]);
		bf_freeze(&c);
		talat_next_turn(&c, b->order, &t);
		if (bf_search(b, &c, t, &cv) < 0)
			return -1;
		if (i == 0) {
			*v = cv;
			continue;
		}
		for (k = 0; k < b->nplayers; k++) {
			col = b->order[k];
			if (cv.max[col] > v->max[col])
				v->max[col] = cv.max[col];
			if (cv.min[col] < v->min[col])
				v->min[col] = cv.min[col];
			if (col == me ? cv.guar[col] > v->guar[col] :
			    cv.guar[col] < v->guar[col])
				v->guar[col] = cv.guar[col];
		}
		v->wsets |= cv.wsets;
	}
	return 0;
}

/* The brute force from where r stops: 0, or -1 past the budget. */
static int
brute(const struct talat_result *r, enum talat_tiebreak_rule rule,
    long budget, struct bfv *v)
{
	struct talat_position p = r->final;
	struct bf b;
	int i, turn = 0;

	memset(&b, 0, sizeof b);
	b.nplayers = r->nplayers;
	memcpy(b.order, r->order, sizeof b.order);
	b.rule = rule;
	b.budget = budget;
	if (talat_in_movement(&p))
		bf_freeze(&p);
	for (i = 0; i < r->nplayers; i++)
		if (r->order[i] == p.to_act)
			turn = i;
	return bf_search(&b, &p, turn, v);
}

/* --- games cut short -------------------------------------------------------- */

/* How many comparisons the boards apart (TALAT_ADJUDICATE_BOARDS) and
 * each figure apart (TALAT_ADJUDICATE_FIGURES) made within their limit. */
static int boards_compared, figures_compared;

static void
drop_moves(struct talat_game *g, size_t k)
{
	struct talat_move *m;
	size_t i;

	while (k-- > 0 && g->nmoves > 0) {
		m = &g->moves[--g->nmoves];
		for (i = 0; i < m->ncomments; i++)
			free(m->comments[i].text);
		free(m->comments);
	}
}

/* The witness w, appended to g (cut), replays complete in strict mode
 * and gives colour c exactly `points`. */
static void
check_witness(const struct talat_game *cut, const char *w, int c, int points)
{
	struct talat_replay_options ro = { 1, TALAT_TIEBREAK_UNSHARED };
	struct talat_result r;
	struct talat_game g;

	ck_assert_ptr_nonnull(w);
	talat_game_init(&g);
	ck_assert_int_eq(talat_game_copy(&g, cut), 0);
	ck_assert_msg(tu_append_moves(&g, w) == 0,
	    "not a move in the witness: %s", w);
	talat_result_init(&r);
	ck_assert_int_eq(talat_replay(&g, &ro, &r), 0);
	ck_assert_msg(r.status == TALAT_COMPLETE && r.nerrors == 0,
	    "witness %s: status %d, %d errors", w, r.status, r.nerrors);
	ck_assert_int_eq(r.scores[c].points, points);
	talat_result_free(&r);
	talat_game_free(&g);
}

/* Whether some set of winners of wsets (bit w: winners w) holds c. */
static int
can_win_of(unsigned wsets, int c)
{
	unsigned w;

	for (w = 0; w < 8; w++)
		if ((wsets & (1u << w)) && (w & (1u << c)))
			return 1;
	return 0;
}

/* Whether every set of winners of wsets holds c. */
static int
sure_win_of(unsigned wsets, int c)
{
	unsigned w;

	for (w = 0; w < 8; w++)
		if ((wsets & (1u << w)) && !(w & (1u << c)))
			return 0;
	return 1;
}

/* The winners when wsets is one set, else 0. */
static unsigned
decided_sets(unsigned wsets)
{
	unsigned w;

	for (w = 1; w < 8; w++)
		if (wsets == 1u << w)
			return w;
	return 0;
}

/* Adjudicates game `index` of (players, seed) cut `cut` items before its
 * end and compares with the brute force; returns 1 when compared, 0 when
 * the brute force was too long. */
static int
compare(int players, uint64_t seed, long index, size_t cut,
    enum talat_tiebreak_rule rule)
{
	struct talat_gen_options go = { .players = players, .seed = seed,
	    .index = index };
	struct talat_replay_options ro = { 0, rule };
	struct talat_adjudicate_options ao = { rule, 0,
	    TALAT_ADJUDICATE_AUTO };
	struct talat_adjudication a;
	struct talat_result r;
	struct talat_game g;
	struct bfv v;
	char err[128];
	int i, c, ret, compared = 0;

	talat_game_init(&g);
	talat_result_init(&r);
	ck_assert_int_eq(talat_gen_game(&go, &g, err, sizeof err), 0);
	drop_moves(&g, cut);
	tu_drop_claims(&g);
	ck_assert_int_eq(talat_replay(&g, &ro, &r), 0);
	ck_assert_int_ne(r.status, TALAT_INVALID);
	if (brute(&r, rule, 30000, &v) == 0)
	    for (ao.method = TALAT_ADJUDICATE_AUTO;
	    ao.method <= TALAT_ADJUDICATE_FIGURES; ao.method++) {
		/* (the boards apart may go through more arrangements of a
		 * board than the game has positions: a small limit) */
		ao.limit = ao.method >= TALAT_ADJUDICATE_BOARDS ? 200000 : 0;
		ret = talat_adjudicate(&r, &ao, &a);
		if (ao.method >= TALAT_ADJUDICATE_BOARDS && ret == 1) {
			talat_adjudication_free(&a);
			continue;
		}
		ck_assert_int_eq(ret, 0);
		if (ao.method == TALAT_ADJUDICATE_BOARDS)
			boards_compared++;
		if (ao.method == TALAT_ADJUDICATE_FIGURES)
			figures_compared++;
		ck_assert_int_eq(a.determined, 1);
		ck_assert_uint_eq(a.winners, decided_sets(v.wsets));
		for (i = 0; i < a.nplayers; i++) {
			c = a.players[i].colour;
			ck_assert_int_eq(a.players[i].now, r.scores[c].points);
			ck_assert_int_eq(a.players[i].max, v.max[c]);
			ck_assert_int_eq(a.players[i].min, v.min[c]);
			ck_assert_int_eq(a.players[i].guaranteed, v.guar[c]);
			ck_assert_int_eq(a.players[i].can_win,
			    can_win_of(v.wsets, c));
			ck_assert_int_eq(a.players[i].sure_win,
			    sure_win_of(v.wsets, c));
			ck_assert_int_le(a.players[i].min,
			    a.players[i].guaranteed);
			ck_assert_int_le(a.players[i].guaranteed,
			    a.players[i].max);
			check_witness(&g, a.players[i].witness_max, c,
			    a.players[i].max);
			check_witness(&g, a.players[i].witness_min, c,
			    a.players[i].min);
		}
		talat_adjudication_free(&a);
		compared = 1;
	}
	talat_result_free(&r);
	talat_game_free(&g);
	return compared;
}

START_TEST(test_brute_force_three)
{
	long i, n = 0;

	boards_compared = figures_compared = 0;
	for (i = 1; i <= 24; i++)
		n += compare(3, 11, i, 1 + (size_t)(i % 4),
		    (enum talat_tiebreak_rule)(i % 3));
	ck_assert_int_ge(n, 12);
	ck_assert_int_ge(boards_compared, 8);
	ck_assert_int_ge(figures_compared, 8);
}
END_TEST

START_TEST(test_brute_force_two)
{
	long i, n = 0;

	boards_compared = figures_compared = 0;
	for (i = 1; i <= 40; i++)
		n += compare(2, 12, i, 1 + (size_t)(i % 3),
		    (enum talat_tiebreak_rule)(i % 3));
	ck_assert_int_ge(n, 12);
	ck_assert_int_ge(boards_compared, 8);
	ck_assert_int_ge(figures_compared, 8);
}
END_TEST

START_TEST(test_complete_game)
{
	struct talat_gen_options go = { .players = 3, .seed = 5, .index = 1 };
	struct talat_replay_options ro = { 0, TALAT_TIEBREAK_UNSHARED };
	struct talat_adjudication a;
	struct talat_result r;
	struct talat_game g;
	char err[128];
	int i;

	talat_game_init(&g);
	talat_result_init(&r);
	ck_assert_int_eq(talat_gen_game(&go, &g, err, sizeof err), 0);
	ck_assert_int_eq(talat_replay(&g, &ro, &r), 0);
	ck_assert_int_eq(talat_adjudicate(&r, NULL, &a), 0);
	ck_assert_int_eq(a.to_act, -1);
	ck_assert_uint_eq(a.winners, r.winners);
	for (i = 0; i < a.nplayers; i++) {
		ck_assert_int_eq(a.players[i].max, a.players[i].now);
		ck_assert_int_eq(a.players[i].min, a.players[i].now);
		ck_assert_int_eq(a.players[i].guaranteed, a.players[i].now);
		ck_assert_str_eq(a.players[i].witness_max, "");
		ck_assert_int_eq(a.players[i].sure_win,
		    (r.winners >> a.players[i].colour) & 1);
	}
	talat_adjudication_free(&a);
	talat_result_free(&r);
	talat_game_free(&g);
}
END_TEST

/* Who can win, searched player by player to the first continuation
 * found: game 22 of two players (seed 1) cut 5 items before its end is
 * determined within 300,000 positions (the sets of winners, searched
 * before, needed more: can win and sure win were undetermined), with
 * main's figures at the default limit. */
START_TEST(test_who_can_win)
{
	struct talat_gen_options go = { .players = 2, .seed = 1,
	    .index = 22 };
	struct talat_replay_options ro = { 0, TALAT_TIEBREAK_UNSHARED };
	struct talat_adjudicate_options ao = { TALAT_TIEBREAK_UNSHARED,
	    300000, TALAT_ADJUDICATE_AUTO };
	static const int want[2][5] = {
		/* colour, max, min, guaranteed, now */
		{ TALAT_GREY, 54, 23, 36, 23 },
		{ TALAT_WHITE, 45, 28, 34, 28 },
	};
	struct talat_adjudication a;
	struct talat_result r;
	struct talat_game g;
	char err[128];
	int i;

	talat_game_init(&g);
	talat_result_init(&r);
	ck_assert_int_eq(talat_gen_game(&go, &g, err, sizeof err), 0);
	drop_moves(&g, 5);
	tu_drop_claims(&g);
	ck_assert_int_eq(talat_replay(&g, &ro, &r), 0);
	ck_assert_int_eq(talat_adjudicate(&r, &ao, &a), 0);
	ck_assert_int_eq(a.determined, 1);
	ck_assert_uint_eq(a.winners, 0);
	for (i = 0; i < 2; i++) {
		ck_assert_int_eq(a.players[i].colour, want[i][0]);
		ck_assert_int_eq(a.players[i].max, want[i][1]);
		ck_assert_int_eq(a.players[i].min, want[i][2]);
		ck_assert_int_eq(a.players[i].guaranteed, want[i][3]);
		ck_assert_int_eq(a.players[i].now, want[i][4]);
		ck_assert_int_eq(a.players[i].can_win, 1);
		ck_assert_int_eq(a.players[i].sure_win, 0);
		check_witness(&g, a.players[i].witness_max, want[i][0],
		    want[i][1]);
		check_witness(&g, a.players[i].witness_min, want[i][0],
		    want[i][2]);
	}
	talat_adjudication_free(&a);
	talat_result_free(&r);
	talat_game_free(&g);
}
END_TEST

START_TEST(test_limit)
{
	struct talat_gen_options go = { .players = 2, .seed = 1, .index = 1 };
	struct talat_replay_options ro = { 0, TALAT_TIEBREAK_UNSHARED };
	struct talat_adjudicate_options ao = { TALAT_TIEBREAK_UNSHARED, 10,
	    TALAT_ADJUDICATE_AUTO };
	struct talat_adjudication a;
	struct talat_result r;
	struct talat_game g;
	char err[128];

	talat_game_init(&g);
	talat_result_init(&r);
	ck_assert_int_eq(talat_gen_game(&go, &g, err, sizeof err), 0);
	drop_moves(&g, 8);
	tu_drop_claims(&g);
	ck_assert_int_eq(talat_replay(&g, &ro, &r), 0);
	ck_assert_int_eq(talat_adjudicate(&r, &ao, &a), 1);
	ck_assert_int_eq(a.determined, 0);
	ck_assert_int_eq(a.players[0].max, -1);
	ck_assert_int_eq(a.players[0].can_win, -1);
	ck_assert_ptr_null(a.players[0].witness_min);
	ck_assert_int_eq(a.players[0].now, r.scores[a.players[0].colour].points);
	talat_adjudication_free(&a);
	talat_result_free(&r);
	talat_game_free(&g);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("adjudicate");
	TCase *tc = tcase_create("core");

	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, test_brute_force_three);
	tcase_add_test(tc, test_brute_force_two);
	tcase_add_test(tc, test_complete_game);
	tcase_add_test(tc, test_limit);
	tcase_add_test(tc, test_who_can_win);
	suite_add_tcase(s, tc);
	return tu_run(s);
}
