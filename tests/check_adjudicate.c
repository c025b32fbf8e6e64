/* SPDX-License-Identifier: ISC */
/*
 * check_adjudicate.c: talat_adjudicate against the reference search
 * (tests/adjudicate_reference.c), written apart from the library's
 * search: a plain exhaustive walk of every continuation, every unfrozen
 * board asked after every ply, its only shortcut a table of the
 * positions walked. On generated games (two and three players) cut 1 to
 * 6 items before their end, in declared mode (with the declarations)
 * and strict mode (without), under each tiebreak rule: every figure and
 * set of winners equal; each witness appended to the record replays
 * complete in strict mode and ends with its figure; min <= guaranteed
 * <= max; can and sure win as the sets of winners say; a complete game
 * gets now everywhere; the limit leaves the figures undetermined. Each
 * method of the search (the positions, the boards apart, both in turn)
 * alike. The large sweep runs with SLOW_TESTS=1 (see run_sweep).
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "talat.h"
#include "adjudicate.h"
#include "gen.h"
#include "adjudicate_reference.h"
#include "testutil.h"

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
	char why[512];

	ck_assert_msg(adjref_witness(cut, w, c, points, why, sizeof why) == 0,
	    "%s", why);
}

/* Leaves out the freeze declarations of g: the record of a game in
 * strict mode, where a dead board freezes by itself. */
static void
drop_declarations(struct talat_game *g)
{
	size_t i, j, k;

	for (i = j = 0; i < g->nmoves; i++) {
		if (g->moves[i].kind == TALAT_MOVE_FREEZE) {
			for (k = 0; k < g->moves[i].ncomments; k++)
				free(g->moves[i].comments[k].text);
			free(g->moves[i].comments);
			continue;
		}
		g->moves[j++] = g->moves[i];
	}
	g->nmoves = j;
}

/* Game `index` of (players, seed), with its declarations (mode 0) or,
 * as a record of strict mode, without them (mode 1; mode 2: that record
 * replayed in declared mode, as talat adjudicate without --strict
 * does), cut `cut` items before its end, without its claims, replayed
 * into r (tiebreak `rule`). Returns 1, or 0 when in mode 2 the record
 * is invalid (a pass written where declared mode has an action on a
 * board dead but undeclared). */
static int
cut_game(int players, uint64_t seed, long index, int mode, size_t cut,
    enum talat_tiebreak_rule rule, struct talat_game *g,
    struct talat_result *r)
{
	struct talat_gen_options go = { .players = players, .seed = seed,
	    .index = index };
	struct talat_replay_options ro = { mode == 1, rule };
	char err[128];

	talat_game_init(g);
	talat_result_init(r);
	ck_assert_int_eq(talat_gen_game(&go, g, err, sizeof err), 0);
	if (mode > 0)
		drop_declarations(g);
	drop_moves(g, cut);
	tu_drop_claims(g);
	ck_assert_int_eq(talat_replay(g, &ro, r), 0);
	if (mode == 2 && r->status == TALAT_INVALID)
		return 0;
	ck_assert_int_ne(r->status, TALAT_INVALID);
	ck_assert_int_eq(r->nerrors, 0);
	return 1;
}

/* The winners when wsets (bit w: some continuation ends with the
 * winners w) is one set, else 0. */
static unsigned
decided(unsigned wsets)
{
	unsigned w;

	for (w = 1; w < 8; w++)
		if (wsets == 1u << w)
			return w;
	return 0;
}

/* Sets of winners that agree with a's can win, sure win and winners
 * (for the checks beyond the reference, where only those are known):
 * the decided set, or one set per player who can win, with every player
 * sure to win in it (and the sure ones alone when that is one set). */
static unsigned
sets_of(const struct talat_adjudication *a)
{
	unsigned sure = 0, sets = 0;
	int i;

	if (a->winners != 0)
		return 1u << a->winners;
	for (i = 0; i < a->nplayers; i++)
		if (a->players[i].sure_win)
			sure |= 1u << a->players[i].colour;
	for (i = 0; i < a->nplayers; i++)
		if (a->players[i].can_win && !a->players[i].sure_win)
			sets |= 1u << (sure | 1u << a->players[i].colour);
	ck_assert_uint_ne(sets, 0);
	if ((sets & (sets - 1)) == 0)	/* S and S with one more player */
		sets |= 1u << sure;
	return sets;
}

/* talat_adjudicate (method m, limit) on the game g replayed in r agrees
 * with the reference's figures v under `rule`: 1 when compared, 0 when
 * the search stopped at its limit (only allowed for a limit given). */
static int
agree(const struct talat_game *g, const struct talat_result *r,
    enum talat_tiebreak_rule rule, const struct adjref_value *v,
    enum talat_adjudicate_method m, unsigned long limit)
{
	struct talat_adjudicate_options ao = { rule, limit, m };
	struct talat_adjudication a;
	unsigned can, sure, w;
	int i, c, ret;

	ret = talat_adjudicate(r, &ao, &a);
	if (limit > 0 && ret == 1) {
		talat_adjudication_free(&a);
		return 0;
	}
	ck_assert_int_eq(ret, 0);
	ck_assert_int_eq(a.determined, 1);
	ck_assert_int_eq(a.nplayers, r->nplayers);
	ck_assert_uint_eq(a.winners, decided(v->wsets[rule]));
	for (i = 0; i < a.nplayers; i++) {
		c = a.players[i].colour;
		ck_assert_int_eq(c, r->order[i]);
		ck_assert_int_eq(a.players[i].now, r->scores[c].points);
		ck_assert_int_eq(a.players[i].max, v->max[c]);
		ck_assert_int_eq(a.players[i].min, v->min[c]);
		ck_assert_int_eq(a.players[i].guaranteed, v->guar[c]);
		ck_assert_int_le(a.players[i].min, a.players[i].guaranteed);
		ck_assert_int_le(a.players[i].guaranteed, a.players[i].max);
		for (can = 0, sure = 1, w = 0; w < 8; w++)
			if (v->wsets[rule] & (1u << w)) {
				can |= (w >> c) & 1;
				sure &= (w >> c) & 1;
			}
		ck_assert_int_eq(a.players[i].can_win, (int)can);
		ck_assert_int_eq(a.players[i].sure_win, (int)sure);
		check_witness(g, a.players[i].witness_max, c, a.players[i].max);
		check_witness(g, a.players[i].witness_min, c, a.players[i].min);
	}
	talat_adjudication_free(&a);
	return 1;
}

/* Beyond the reference's limit: talat_adjudicate (AUTO, within limit)
 * on g replayed in r holds together (min <= guaranteed <= max,
 * can and sure win as the sets say, the witnesses replay to their
 * figures), and the search of the positions alone (within limit)
 * finds the same. 1 when determined. */
static int
check_alone(const struct talat_game *g, const struct talat_result *r,
    enum talat_tiebreak_rule rule, unsigned long limit)
{
	struct talat_adjudicate_options ao = { rule, limit,
	    TALAT_ADJUDICATE_AUTO };
	struct talat_adjudication a;
	struct adjref_value v;
	int i, c, ret;

	ret = talat_adjudicate(r, &ao, &a);
	ck_assert_int_ge(ret, 0);
	if (ret == 0) {
		/* its own figures, as the reference's */
		memset(&v, 0, sizeof v);
		for (i = 0; i < a.nplayers; i++) {
			c = a.players[i].colour;
			v.max[c] = a.players[i].max;
			v.min[c] = a.players[i].min;
			v.guar[c] = a.players[i].guaranteed;
		}
		v.wsets[rule] = sets_of(&a);
	}
	talat_adjudication_free(&a);
	if (ret != 0)
		return 0;
	/* its witnesses; the search of the positions alone agrees */
	agree(g, r, rule, &v, TALAT_ADJUDICATE_AUTO, limit);
	agree(g, r, rule, &v, TALAT_ADJUDICATE_POSITIONS, limit);
	return 1;
}

/* Adjudicates game `index` of (players, seed) cut `cut` items before its
 * end and compares with the reference, by each method; returns 1 when
 * compared, 0 when the reference was too long. */
static int
compare(int players, uint64_t seed, long index, size_t cut,
    enum talat_tiebreak_rule rule)
{
	struct talat_result r;
	struct talat_game g;
	struct adjref_value v;
	int m, compared = 0;

	struct adjref *ref;

	cut_game(players, seed, index, 0, cut, rule, &g, &r);
	ck_assert_ptr_nonnull(ref = adjref_new(&r, 30000));
	if (adjref_search(ref, &r, &v) == 0) {
		compared = agree(&g, &r, rule, &v, TALAT_ADJUDICATE_AUTO, 0);
		agree(&g, &r, rule, &v, TALAT_ADJUDICATE_POSITIONS, 0);
		/* (the boards apart may go through more arrangements of a
		 * board than the game has positions: a small limit) */
		for (m = TALAT_ADJUDICATE_BOARDS; m <= TALAT_ADJUDICATE_FIGURES;
		    m++)
			if (agree(&g, &r, rule, &v,
			    (enum talat_adjudicate_method)m, 200000)) {
				if (m == TALAT_ADJUDICATE_BOARDS)
					boards_compared++;
				else
					figures_compared++;
			}
	}
	adjref_free(ref);
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

/*
 * The sweep: games of several seeds, two and three players, each cut 1
 * to 6 items before its end, with its declarations (declared mode) and
 * without (strict mode), under each tiebreak rule: talat_adjudicate as
 * talat adjudicate runs it (AUTO, the default limit) against the
 * reference, every figure, witness and set of winners. A small part in
 * make check; with SLOW_TESTS=1 (CI), ADJ_GAMES games of each of
 * ADJ_SEEDS seeds (default 4 and 1), the other methods too.
 */
static long
env_long(const char *name, long dflt)
{
	const char *s = getenv(name);

	return s != NULL && *s != '\0' ? atol(s) : dflt;
}

static void
sweep(int players, long seeds, long games, long reflimit, int methods,
    unsigned long alone)
{
	struct talat_result r;
	struct talat_game g;
	struct adjref_value v;
	struct adjref *ref;
	long seed, i, compared = 0, beyond = 0;
	int strict, rule, m, ret;
	size_t cut;

	for (seed = env_long("ADJ_SEED0", 1); seed < env_long("ADJ_SEED0", 1) +
	    seeds; seed++)
	    for (i = 1; i <= games; i++) {
		/* (one table for the 18 records of a game: a cut's positions
		 * are those of the cut after it, in every mode) */
		ref = NULL;
		for (cut = 1; cut <= 6; cut++)
		    for (strict = 0; strict <= 2; strict++) {
			if (!cut_game(players, (uint64_t)(100 * players +
			    seed), i, strict, cut, TALAT_TIEBREAK_UNSHARED, &g,
			    &r)) {
				talat_result_free(&r);
				talat_game_free(&g);
				continue;
			}
			if (ref == NULL)
				ck_assert_ptr_nonnull(ref = adjref_new(&r,
				    reflimit));
			ret = adjref_search(ref, &r, &v);
			ck_assert_int_ge(ret, 0);
			if (getenv("ADJ_VERBOSE") != NULL)
				fprintf(stderr, "%d players, seed %ld, game %ld, "
				    "%s, cut %zu: %ld positions%s\n", players,
				    100 * players + seed, i, strict == 2 ?
				    "strict record, declared" : strict ? "strict" :
				    "declared", cut, adjref_positions(ref),
				    ret ? " (beyond)" : "");
			for (rule = 0; rule < TALAT_NTIEBREAK_RULES; rule++) {
				if (ret != 0) {
					if (alone > 0)
						beyond += check_alone(&g, &r,
						    (enum talat_tiebreak_rule)
						    rule, alone);
					continue;
				}
				compared += agree(&g, &r,
				    (enum talat_tiebreak_rule)rule, &v,
				    TALAT_ADJUDICATE_AUTO, 0);
				for (m = TALAT_ADJUDICATE_POSITIONS;
				    methods && m <= TALAT_ADJUDICATE_FIGURES;
				    m++)
					agree(&g, &r,
					    (enum talat_tiebreak_rule)rule,
					    &v, (enum talat_adjudicate_method)m,
					    1000000);
			}
			talat_result_free(&r);
			talat_game_free(&g);
		    }
		adjref_free(ref);
	    }
	fprintf(stderr, "check_adjudicate: %d players: %ld cases compared with "
	    "the reference (games x cut x rule x mode: 3 modes), %ld beyond "
	    "its limit checked alone\n", players, compared, beyond);
	ck_assert_int_ge(compared, games * seeds * 3 * TALAT_NTIEBREAK_RULES);
}

static int
slow(void)
{
	const char *s = getenv("SLOW_TESTS");

	return s != NULL && strcmp(s, "1") == 0;
}

/* A few games in make check; with SLOW_TESTS=1 ADJ_SEEDS x ADJ_GAMES,
 * the reference within ADJ_REFLIMIT positions, talat_adjudicate beyond
 * it within ADJ_LIMIT, every method (ADJ_METHODS=0: AUTO alone); the
 * seeds from ADJ_SEED0 (default 1) on. */
static void
run_sweep(int players)
{
	if (slow())
		sweep(players, env_long("ADJ_SEEDS", 1),
		    env_long("ADJ_GAMES", 4),
		    env_long("ADJ_REFLIMIT", 200000),
		    (int)env_long("ADJ_METHODS", 1),
		    (unsigned long)env_long("ADJ_LIMIT", 300000));
	else
		sweep(players, 1, 3, 20000, 0, 0);
}

START_TEST(test_sweep_two)
{
	run_sweep(2);
}
END_TEST

START_TEST(test_sweep_three)
{
	run_sweep(3);
}
END_TEST

/* Who can win settled in part: game 6 of three players (seed 1) cut 12
 * items before its end stops at the limit in Black's max; White's max
 * witness ends with White winning (White can win), a continuation with
 * Black not winning is found (Black is not sure to win), while whether
 * White is sure to win and Black can win stay undetermined. Before,
 * can win and sure win were all undetermined there. With SLOW_TESTS=1
 * (the default limit: seconds, hundreds of megabytes). */
START_TEST(test_who_can_win_alone)
{
	static const int want[3][7] = {
		/* colour, max, min, guaranteed, now, can win, sure win */
		{ TALAT_WHITE, 47, 33, 36, 33, 1, -1 },
		{ TALAT_BLACK, -1, 10, 18, 10, -1, 0 },
		{ TALAT_GREY, 29, 15, 18, 15, 0, 0 },
	};
	struct talat_adjudication a;
	struct talat_result r;
	struct talat_game g;
	int i;

	if (!slow())
		return;
	cut_game(3, 1, 6, 0, 12, TALAT_TIEBREAK_UNSHARED, &g, &r);
	ck_assert_int_eq(talat_adjudicate(&r, NULL, &a), 1);
	ck_assert_int_eq(a.determined, 0);
	ck_assert_uint_eq(a.winners, 0);
	for (i = 0; i < 3; i++) {
		ck_assert_int_eq(a.players[i].colour, want[i][0]);
		ck_assert_int_eq(a.players[i].max, want[i][1]);
		ck_assert_int_eq(a.players[i].min, want[i][2]);
		ck_assert_int_eq(a.players[i].guaranteed, want[i][3]);
		ck_assert_int_eq(a.players[i].now, want[i][4]);
		ck_assert_int_eq(a.players[i].can_win, want[i][5]);
		ck_assert_int_eq(a.players[i].sure_win, want[i][6]);
	}
	talat_adjudication_free(&a);
	talat_result_free(&r);
	talat_game_free(&g);
}
END_TEST

START_TEST(test_complete_game)
{
	struct talat_adjudication a;
	struct talat_result r;
	struct talat_game g;
	int i;

	cut_game(3, 5, 1, 0, 0, TALAT_TIEBREAK_UNSHARED, &g, &r);
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
	int i;

	cut_game(2, 1, 22, 0, 5, TALAT_TIEBREAK_UNSHARED, &g, &r);
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
	struct talat_adjudicate_options ao = { TALAT_TIEBREAK_UNSHARED, 10,
	    TALAT_ADJUDICATE_AUTO };
	struct talat_adjudication a;
	struct talat_result r;
	struct talat_game g;

	cut_game(2, 1, 1, 0, 8, TALAT_TIEBREAK_UNSHARED, &g, &r);
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

	/* (the sweep of SLOW_TESTS=1 takes minutes) */
	tcase_set_timeout(tc, slow() ? 3600 : 120);
	tcase_add_test(tc, test_brute_force_three);
	tcase_add_test(tc, test_brute_force_two);
	tcase_add_test(tc, test_sweep_two);
	tcase_add_test(tc, test_sweep_three);
	tcase_add_test(tc, test_complete_game);
	tcase_add_test(tc, test_limit);
	tcase_add_test(tc, test_who_can_win);
	tcase_add_test(tc, test_who_can_win_alone);
	suite_add_tcase(s, tc);
	return tu_run(s);
}
