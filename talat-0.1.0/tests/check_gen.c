/* SPDX-License-Identifier: ISC */
/*
 * check_gen.c: talat_gen_game. The PRNG against published values; every
 * generated game of seeds 1..200, both variants, replayed in process in
 * declared and in strict mode: complete, no diagnostic, the setup in full,
 * a declaration right after each ply that left a board dead, the game
 * ending with the second one; reproducibility by seed and index.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "talat.h"
#include "gen.h"
#include "testutil.h"
#include "rng.h"

#define NSEEDS 200

/* --- the PRNG -------------------------------------------------------------- */

START_TEST(test_splitmix64_reference)
{
	/* The first outputs of splitmix64 from state 0 (Vigna's reference
	 * implementation). */
	uint64_t s = 0;

	ck_assert_uint_eq(rng_splitmix64(&s), UINT64_C(0xe220a8397b1dcdaf));
	ck_assert_uint_eq(rng_splitmix64(&s), UINT64_C(0x6e789e6aa1b965f4));
	ck_assert_uint_eq(rng_splitmix64(&s), UINT64_C(0x06c45d188009454f));
	ck_assert_uint_eq(s, UINT64_C(0x9e3779b97f4a7c15) * 3);
}
END_TEST

START_TEST(test_xoshiro_reference)
{
	/* xoshiro256** from the state {1, 2, 3, 4}: the reference outputs. */
	struct rng r = { { 1, 2, 3, 4 } };

	ck_assert_uint_eq(rng_next(&r), UINT64_C(11520));
	ck_assert_uint_eq(rng_next(&r), UINT64_C(0));
	ck_assert_uint_eq(rng_next(&r), UINT64_C(1509978240));
	ck_assert_uint_eq(rng_next(&r), UINT64_C(1215971899390074240));
}
END_TEST

START_TEST(test_rng_below)
{
	struct rng r;
	int seen[7] = { 0 }, i;
	uint32_t x;

	rng_seed(&r, 1, 1);
	ck_assert_uint_eq(rng_below(&r, 0), 0);
	ck_assert_uint_eq(rng_below(&r, 1), 0);
	for (i = 0; i < 7000; i++) {
		x = rng_below(&r, 7);
		ck_assert_uint_lt(x, 7);
		seen[x]++;
	}
	/* Each value about 1000 times: far from 0 and from 7000. */
	for (i = 0; i < 7; i++) {
		ck_assert_int_gt(seen[i], 800);
		ck_assert_int_lt(seen[i], 1200);
	}
}
END_TEST

START_TEST(test_rng_streams)
{
	struct rng a, b;

	rng_seed(&a, 1, 1);
	rng_seed(&b, 1, 1);
	ck_assert_uint_eq(rng_next(&a), rng_next(&b));
	rng_seed(&a, 1, 1);
	rng_seed(&b, 1, 2);
	ck_assert_uint_ne(rng_next(&a), rng_next(&b));
	rng_seed(&a, 1, 1);
	rng_seed(&b, 2, 1);
	ck_assert_uint_ne(rng_next(&a), rng_next(&b));
}
END_TEST

/* --- helpers --------------------------------------------------------------- */

static void
gen(int players, uint64_t seed, long index, struct talat_game *g)
{
	struct talat_gen_options o;
	char err[256];
	int rc;

	memset(&o, 0, sizeof(o));
	o.players = players;
	o.seed = seed;
	o.index = index;
	rc = talat_gen_game(&o, g, err, sizeof(err));
	ck_assert_msg(rc == 0, "players %d seed %llu game %ld: %s", players,
	    (unsigned long long)seed, index, err);
}

static int
same_moves(const struct talat_game *a, const struct talat_game *b)
{
	size_t i;

	if (a->nmoves != b->nmoves || a->ntags != b->ntags)
		return 0;
	for (i = 0; i < a->ntags; i++)
		if (strcmp(a->tags[i].name, b->tags[i].name) != 0 ||
		    strcmp(a->tags[i].value, b->tags[i].value) != 0)
			return 0;
	for (i = 0; i < a->nmoves; i++) {
		const struct talat_move *x = &a->moves[i], *y = &b->moves[i];

		if (x->kind != y->kind || x->board != y->board ||
		    x->from != y->from || x->to != y->to ||
		    x->type != y->type || x->annotation != y->annotation ||
		    x->ncomments != y->ncomments)
			return 0;
	}
	return 1;
}

/* "L6@GW:e5" for move i. */
static const char *
move_text(const struct talat_game *g, size_t i)
{
	static char buf[32];
	const struct talat_move *m = &g->moves[i];
	char f[3], t[3];

	talat_square_name(m->to >= 0 ? m->to : 0, t);
	talat_square_name(m->from >= 0 ? m->from : 0, f);
	switch (m->kind) {
	case TALAT_MOVE_PLACE:
		snprintf(buf, sizeof(buf), "%s@%s:%s",
		    talat_type_name(m->type), talat_board_name(m->board), t);
		break;
	case TALAT_MOVE_STEP:
	case TALAT_MOVE_CAPTURE:
		snprintf(buf, sizeof(buf), "%s:%s%c%s",
		    talat_board_name(m->board), f,
		    m->kind == TALAT_MOVE_STEP ? '-' : 'x', t);
		break;
	case TALAT_MOVE_PASS:
		snprintf(buf, sizeof(buf), "pass");
		break;
	case TALAT_MOVE_FREEZE:
		snprintf(buf, sizeof(buf), "freeze %s",
		    talat_board_name(m->board));
		break;
	}
	return buf;
}

/* --- reproducibility ------------------------------------------------------- */

START_TEST(test_known_games)
{
	/* Pins the stream: these do not depend on the oracle (it decides
	 * only where the game ends). */
	struct talat_game g;

	talat_game_init(&g);
	gen(3, 1, 1, &g);
	ck_assert_str_eq(talat_game_tag(&g, "Order"), "W B G");
	ck_assert_str_eq(talat_game_tag(&g, "White"), "Jule");
	ck_assert_str_eq(talat_game_tag(&g, "Black"), "Vik");
	ck_assert_str_eq(talat_game_tag(&g, "Grey"), "Yara");
	ck_assert_str_eq(move_text(&g, 0), "L6@GW:e5");
	ck_assert_str_eq(move_text(&g, 1), "M3@WB:b5");
	ck_assert_str_eq(move_text(&g, 2), "L3@GW:a1");
	ck_assert_str_eq(move_text(&g, 27), "GW:c5-d4");
	ck_assert_str_eq(move_text(&g, 28), "WB:c5-c4");
	gen(2, 5, 1, &g);
	ck_assert_str_eq(talat_game_tag(&g, "Zihin"), "G");
	ck_assert_str_eq(talat_game_tag(&g, "Order"), "W B");
	ck_assert_str_eq(talat_game_tag(&g, "White"), "Hana");
	ck_assert_str_eq(talat_game_tag(&g, "Black"), "Ivo");
	ck_assert_ptr_null(talat_game_tag(&g, "Grey"));
	ck_assert_str_eq(move_text(&g, 0), "L6@GW:d1");
	ck_assert_str_eq(move_text(&g, 25), "S3@BG:e1");
	ck_assert_str_eq(move_text(&g, 26), "GW:a1-b2");
	talat_game_free(&g);
}
END_TEST

START_TEST(test_reproducible)
{
	struct talat_game a, b;
	int players = _i ? 2 : 3;

	talat_game_init(&a);
	talat_game_init(&b);
	gen(players, 42, 7, &a);
	gen(players, 42, 6, &b);
	ck_assert(!same_moves(&a, &b));
	gen(players, 42, 7, &b);
	ck_assert(same_moves(&a, &b));
	/* Reusing a game for another one clears it first. */
	gen(players, 43, 7, &b);
	ck_assert(!same_moves(&a, &b));
	gen(players, 42, 7, &b);
	ck_assert(same_moves(&a, &b));
	talat_game_free(&a);
	talat_game_free(&b);
}
END_TEST

START_TEST(test_bad_options)
{
	struct talat_gen_options o;
	struct talat_game g;
	char err[128];

	talat_game_init(&g);
	memset(&o, 0, sizeof(o));
	o.players = 4;
	o.seed = 1;
	o.index = 1;
	ck_assert_int_eq(talat_gen_game(&o, &g, err, sizeof(err)), -1);
	ck_assert_str_eq(err, "a game has 2 or 3 players, not 4");
	ck_assert_uint_eq(g.nmoves, 0);
	talat_game_free(&g);
}
END_TEST

/* --- every game of seeds 1..NSEEDS replays as complete ---------------------- */

static const char *const tags3[] = { "Event", "Site", "Date", "Round",
	"White", "Black", "Grey", "Order", "Score", "Winner" };

static void
check_tags(const struct talat_game *g, int players, long index)
{
	const char *want[10];
	char round[24];
	size_t i, n = 0;
	int zihin = -1;

	if (players == 2) {
		zihin = talat_colour_from_char(talat_game_tag(g, "Zihin")[0]);
		ck_assert_int_ge(zihin, 0);
	}
	for (i = 0; i < 10; i++) {
		if (i == 7 && zihin >= 0)
			want[n++] = "Zihin";
		if (i < 4 || i > 6 || (int)i - 4 != zihin)
			want[n++] = tags3[i];
	}
	ck_assert_uint_eq(g->ntags, n);
	for (i = 0; i < n; i++)
		ck_assert_str_eq(g->tags[i].name, want[i]);
	ck_assert_str_eq(talat_game_tag(g, "Event"), "talat gen");
	ck_assert_str_eq(talat_game_tag(g, "Date"), "????.??.??");
	snprintf(round, sizeof(round), "%ld", index);
	ck_assert_str_eq(talat_game_tag(g, "Round"), round);
	ck_assert_uint_eq(strlen(talat_game_tag(g, "Order")),
	    players == 3 ? 5 : 3);
}

/* Replays g in one mode and checks everything the generator promises. */
static void
check_replay(const struct talat_game *g, int players, int strict,
    struct talat_result *r, long *npasses, long *ncaptures)
{
	struct talat_replay_options opts = { strict, 0 };
	size_t i, setup = players == 3 ? 27 : 26, nfreeze = 0, nply = 0;
	int f;

	ck_assert_int_eq(talat_replay(g, &opts, r), 0);
	ck_assert_msg(r->ndiags == 0, "%s, game %ld, %s mode: %s",
	    talat_game_tag(g, "Round"), g->index,
	    strict ? "strict" : "declared",
	    r->ndiags ? r->diags[0].message : "");
	ck_assert_int_eq(r->status, TALAT_COMPLETE);
	ck_assert_int_eq(r->nplayers, players);
	ck_assert_int_eq(r->final.to_act, -1);
	ck_assert_uint_eq(r->moves_replayed, g->nmoves);
	for (i = 0; i < g->nmoves; i++) {
		if (g->moves[i].kind == TALAT_MOVE_FREEZE) {
			nfreeze++;
			continue;
		}
		ck_assert_int_eq(g->moves[i].kind == TALAT_MOVE_PLACE,
		    nply < setup);
		nply++;
		if (!strict) {
			*npasses += g->moves[i].kind == TALAT_MOVE_PASS;
			*ncaptures += g->moves[i].kind == TALAT_MOVE_CAPTURE;
		}
	}
	ck_assert_uint_eq(nply, r->nplies);
	ck_assert_uint_eq(nfreeze, 2);
	ck_assert_int_eq(g->moves[g->nmoves - 1].kind, TALAT_MOVE_FREEZE);
	/* Exactly two boards froze, each declared right after the ply
	 * that left it dead. */
	ck_assert_int_eq(r->nfreezes, 2);
	for (f = 0; f < r->nfreezes; f++) {
		ck_assert_int_ge(r->freezes[f].dead_after_ply, (long)setup);
		ck_assert_int_eq(r->freezes[f].declared_after_ply,
		    r->freezes[f].dead_after_ply);
		ck_assert(r->final.frozen & (1u << r->freezes[f].board));
	}
}

START_TEST(test_all_games_complete)
{
	struct talat_game g;
	struct talat_result r;
	int players = _i ? 2 : 3;
	long seed, npasses = 0, ncaptures = 0;

	talat_game_init(&g);
	talat_result_init(&r);
	for (seed = 1; seed <= NSEEDS; seed++) {
		gen(players, (uint64_t)seed, seed, &g);
		ck_assert_int_eq(g.index, seed);
		check_tags(&g, players, seed);
		check_replay(&g, players, 0, &r, &npasses, &ncaptures);
		check_replay(&g, players, 1, &r, &npasses, &ncaptures);
	}
	/* Captures happen in every game of any length. */
	ck_assert_int_gt(ncaptures, NSEEDS);
	talat_result_free(&r);
	talat_game_free(&g);
}
END_TEST

static Suite *
gen_suite(void)
{
	Suite *s = suite_create("gen");
	TCase *tc = tcase_create("gen");

	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, test_splitmix64_reference);
	tcase_add_test(tc, test_xoshiro_reference);
	tcase_add_test(tc, test_rng_below);
	tcase_add_test(tc, test_rng_streams);
	tcase_add_test(tc, test_known_games);
	tcase_add_loop_test(tc, test_reproducible, 0, 2);
	tcase_add_test(tc, test_bad_options);
	tcase_add_loop_test(tc, test_all_games_complete, 0, 2);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return tu_run(gen_suite());
}
