/* SPDX-License-Identifier: ISC */
/* check_score.c: points and the tiebreak of rules.md section 8. */
#include "testutil.h"

static const int three[3] = { TALAT_WHITE, TALAT_BLACK, TALAT_GREY };

/* Gives `colour` the captures named in `list` ("GL4 BM3"). */
static void
give(struct talat_position *p, int colour, const char *list)
{
	const char *s;
	int t;

	for (s = list; *s; s += 3) {
		while (*s == ' ')
			s++;
		if (!*s)
			break;
		t = talat_tower_from_name(s);
		ck_assert_int_ge(t, 0);
		p->at[t] = TALAT_AT_CAPTURED;
		p->captured[colour][p->ncaptured[colour]++] = (signed char)t;
	}
}

static void
put(struct talat_position *p, const char *where, const char *tower)
{
	int b = talat_board_from_name(where);
	int sq = talat_square_at(where[3] - 'a', where[4] - '1');
	int t = talat_tower_from_name(tower);

	p->board[b][sq] = (signed char)t;
	p->at[t] = (signed char)(b * 25 + sq);
}

struct outcome {
	struct talat_score s[3];
	unsigned winners;
	int tiebreak;
};

static void
score3(const struct talat_position *p, struct outcome *o)
{
	talat_score(p, three, 3, o->s, &o->winners, &o->tiebreak);
}

#define W (1u << TALAT_WHITE)
#define B (1u << TALAT_BLACK)
#define G (1u << TALAT_GREY)

START_TEST(five_points_per_capture)
{
	struct talat_position p;
	struct outcome o;

	talat_position_init(&p, -1, TALAT_WHITE);
	give(&p, TALAT_WHITE, "BS3 GL6 BM4");
	give(&p, TALAT_GREY, "WS3");
	score3(&p, &o);
	ck_assert_int_eq(o.s[TALAT_WHITE].points, 15);
	ck_assert_int_eq(o.s[TALAT_WHITE].ncaptured, 3);
	ck_assert_int_eq(o.s[TALAT_WHITE].captured[1], talat_tower_from_name("GL6"));
	ck_assert_int_eq(o.s[TALAT_BLACK].points, 0);
	ck_assert_int_eq(o.s[TALAT_GREY].points, 5);
	ck_assert_uint_eq(o.winners, W);
	ck_assert_int_eq(o.tiebreak, -1);
}
END_TEST

START_TEST(three_points_per_tower_on_an_opposing_start_line)
{
	struct talat_position p;
	struct outcome o;

	talat_position_init(&p, -1, TALAT_WHITE);
	put(&p, "WB:a5", "WL6");	/* W on B's start line of WB */
	put(&p, "GW:e1", "WS3");	/* W on G's start line of GW */
	put(&p, "WB:b1", "WM4");	/* W on its own start line: nothing */
	put(&p, "WB:c4", "WM3");	/* not yet there: nothing */
	put(&p, "WB:d1", "BS4");	/* B on W's start line of WB */
	put(&p, "BG:e5", "BL4");	/* B on G's start line of BG */
	put(&p, "BG:a1", "GS6");	/* G on B's start line of BG */
	score3(&p, &o);
	ck_assert_int_eq(o.s[TALAT_WHITE].start_line, 2);
	ck_assert_int_eq(o.s[TALAT_WHITE].points, 6);
	ck_assert_int_eq(o.s[TALAT_BLACK].start_line, 2);
	ck_assert_int_eq(o.s[TALAT_GREY].start_line, 1);
	ck_assert_int_eq(o.s[TALAT_GREY].points, 3);
	/* W and B tie on 6 with no captures: a shared win. */
	ck_assert_uint_eq(o.winners, W | B);
	ck_assert_int_eq(o.tiebreak, -1);
}
END_TEST

START_TEST(two_players_zihin_points)
{
	/* Zihin B, players W (P1) and G. Board WB is W-Zihin, BG is
	 * Zihin-G, GW is G-W. */
	static const int two[2] = { TALAT_WHITE, TALAT_GREY };
	struct talat_position p;
	struct outcome o;

	talat_position_init(&p, TALAT_BLACK, TALAT_WHITE);
	put(&p, "WB:c5", "WL6");	/* W on the Zihin's start line of WB */
	put(&p, "BG:c5", "BM4");	/* Zihin tower on G's start line of BG */
	put(&p, "BG:d5", "BS4");	/* another: 3 more for W */
	put(&p, "WB:a1", "BL3");	/* Zihin tower on W's start line of WB: G's */
	put(&p, "GW:b5", "GM6");	/* G on W's start line of GW */
	give(&p, TALAT_GREY, "BS3");
	talat_score(&p, two, 2, o.s, &o.winners, &o.tiebreak);
	ck_assert_int_eq(o.s[TALAT_WHITE].start_line, 1);
	ck_assert_int_eq(o.s[TALAT_WHITE].zihin_start_line, 2);
	ck_assert_int_eq(o.s[TALAT_WHITE].points, 9);
	ck_assert_int_eq(o.s[TALAT_GREY].start_line, 1);
	ck_assert_int_eq(o.s[TALAT_GREY].zihin_start_line, 1);
	ck_assert_int_eq(o.s[TALAT_GREY].points, 11);
	ck_assert_int_eq(o.s[TALAT_BLACK].points, 0);
	ck_assert_uint_eq(o.winners, G);
}
END_TEST

START_TEST(tiebreak_two_way)
{
	struct talat_position p;
	struct outcome o;

	talat_position_init(&p, -1, TALAT_WHITE);
	give(&p, TALAT_WHITE, "GM6 BL4");
	give(&p, TALAT_BLACK, "WM6 WS3");
	score3(&p, &o);
	/* Both 10; W alone captured an L4, B alone an S3. */
	ck_assert_uint_eq(o.winners, W);
	ck_assert_int_eq(o.tiebreak, TALAT_L4);
}
END_TEST

START_TEST(tiebreak_three_way)
{
	struct talat_position p;
	struct outcome o;

	talat_position_init(&p, -1, TALAT_WHITE);
	give(&p, TALAT_WHITE, "BL6 GS3");
	give(&p, TALAT_BLACK, "GL6 WM4");
	give(&p, TALAT_GREY, "WL6 BM3");
	score3(&p, &o);
	/* L6 is shared by all; unique: W S3, B M4, G M3. */
	ck_assert_uint_eq(o.winners, B);
	ck_assert_int_eq(o.tiebreak, TALAT_M4);
}
END_TEST

START_TEST(tiebreak_no_unique_type_shared_win_colours_ignored)
{
	struct talat_position p;
	struct outcome o;

	talat_position_init(&p, -1, TALAT_WHITE);
	/* The same types, taken from different colours. */
	give(&p, TALAT_WHITE, "GL4 BM3");
	give(&p, TALAT_BLACK, "WL4 GM3");
	give(&p, TALAT_GREY, "BS3");
	score3(&p, &o);
	ck_assert_uint_eq(o.winners, W | B);
	ck_assert_int_eq(o.tiebreak, -1);
}
END_TEST

START_TEST(tiebreak_among_the_tied_only)
{
	struct talat_position p;
	struct outcome o;

	talat_position_init(&p, -1, TALAT_WHITE);
	/* G, not tied, also took an L6: that does not spoil W's. */
	give(&p, TALAT_WHITE, "BL6");
	give(&p, TALAT_BLACK, "GM3");
	give(&p, TALAT_GREY, "");
	put(&p, "GW:a1", "GS3");
	score3(&p, &o);
	ck_assert_uint_eq(o.winners, W);
	ck_assert_int_eq(o.tiebreak, TALAT_L6);
	/* A higher score wins without a tiebreak. */
	give(&p, TALAT_GREY, "WL6 WM3");
	score3(&p, &o);
	ck_assert_uint_eq(o.winners, G);
	ck_assert_int_eq(o.tiebreak, -1);
}
END_TEST

START_TEST(tiebreak_zihin_excluded)
{
	/* Zihin G: only W and B are players, both on 0 points. */
	static const int two[2] = { TALAT_BLACK, TALAT_WHITE };
	struct talat_position p;
	struct outcome o;

	talat_position_init(&p, TALAT_GREY, TALAT_BLACK);
	talat_score(&p, two, 2, o.s, &o.winners, &o.tiebreak);
	ck_assert_uint_eq(o.winners, W | B);
	ck_assert_int_eq(o.tiebreak, -1);
	/* Equal points, B alone took an M6 (from the Zihin), W an M4. */
	give(&p, TALAT_BLACK, "GM6");
	give(&p, TALAT_WHITE, "BM4");
	talat_score(&p, two, 2, o.s, &o.winners, &o.tiebreak);
	ck_assert_uint_eq(o.winners, B);
	ck_assert_int_eq(o.tiebreak, TALAT_M6);
}
END_TEST

/* --- the editions' rules (arbiter.md section 3) ----------------------- */

/* The winners and deciding type of p under each rule, in the order
 * unshared, top, shared. */
static void
by_rule(const struct talat_position *p, unsigned winners[3], int decided[3],
    struct talat_tiebreak *last)
{
	struct outcome o;
	int rule;

	score3(p, &o);
	for (rule = 0; rule < TALAT_NTIEBREAK_RULES; rule++) {
		talat_tiebreak(o.s, three, 3, rule, last);
		winners[rule] = last->winners;
		decided[rule] = last->decided;
	}
	/* talat_score is the unshared rule. */
	ck_assert_uint_eq(o.winners, winners[TALAT_TIEBREAK_UNSHARED]);
	ck_assert_int_eq(o.tiebreak, decided[TALAT_TIEBREAK_UNSHARED]);
}

START_TEST(rule_names)
{
	ck_assert_str_eq(talat_tiebreak_rule_name(TALAT_TIEBREAK_UNSHARED),
	    "unshared");
	ck_assert_str_eq(talat_tiebreak_rule_name(TALAT_TIEBREAK_TOP), "top");
	ck_assert_str_eq(talat_tiebreak_rule_name(TALAT_TIEBREAK_SHARED),
	    "shared");
	ck_assert_int_eq(talat_tiebreak_rule_from_name("unshared"),
	    TALAT_TIEBREAK_UNSHARED);
	ck_assert_int_eq(talat_tiebreak_rule_from_name("top"),
	    TALAT_TIEBREAK_TOP);
	ck_assert_int_eq(talat_tiebreak_rule_from_name("shared"),
	    TALAT_TIEBREAK_SHARED);
	ck_assert_int_eq(talat_tiebreak_rule_from_name("Top"), -1);
	ck_assert_int_eq(talat_tiebreak_rule_from_name(""), -1);
	ck_assert_int_eq(talat_tiebreak_rule_from_name("sharedx"), -1);
}
END_TEST

START_TEST(rules_top_type_shared)
{
	struct talat_position p;
	struct talat_tiebreak t;
	unsigned w[3];
	int d[3];

	/* The brief's case: W took L6 and M4, B took L6 and S6 (10 each). */
	talat_position_init(&p, -1, TALAT_WHITE);
	give(&p, TALAT_WHITE, "BL6 GM4");
	give(&p, TALAT_BLACK, "WL6 GS6");
	by_rule(&p, w, d, &t);
	ck_assert_uint_eq(w[TALAT_TIEBREAK_UNSHARED], W);
	ck_assert_int_eq(d[TALAT_TIEBREAK_UNSHARED], TALAT_M4);
	ck_assert_uint_eq(w[TALAT_TIEBREAK_TOP], W | B);
	ck_assert_int_eq(d[TALAT_TIEBREAK_TOP], -1);
	ck_assert_uint_eq(w[TALAT_TIEBREAK_SHARED], W | B);
	ck_assert_int_eq(d[TALAT_TIEBREAK_SHARED], -1);
	/* The steps, as explain shows them (t is the shared rule's). */
	ck_assert_int_eq(t.best, 10);
	ck_assert_uint_eq(t.tied, W | B);
	ck_assert_uint_eq(t.types[TALAT_WHITE],
	    (1u << TALAT_L6) | (1u << TALAT_M4));
	ck_assert_uint_eq(t.unshared[TALAT_WHITE], 1u << TALAT_M4);
	ck_assert_uint_eq(t.unshared[TALAT_BLACK], 1u << TALAT_S6);
	ck_assert_uint_eq(t.unshared[TALAT_GREY], 0);
	ck_assert_int_eq(t.top, TALAT_L6);
}
END_TEST

START_TEST(rules_top_type_alone)
{
	struct talat_position p;
	struct talat_tiebreak t;
	unsigned w[3];
	int d[3];

	/* W took L6, B took M3: unshared and top agree, shared does not. */
	talat_position_init(&p, -1, TALAT_WHITE);
	give(&p, TALAT_WHITE, "BL6");
	give(&p, TALAT_BLACK, "GM3");
	by_rule(&p, w, d, &t);
	ck_assert_uint_eq(w[TALAT_TIEBREAK_UNSHARED], W);
	ck_assert_int_eq(d[TALAT_TIEBREAK_UNSHARED], TALAT_L6);
	ck_assert_uint_eq(w[TALAT_TIEBREAK_TOP], W);
	ck_assert_int_eq(d[TALAT_TIEBREAK_TOP], TALAT_L6);
	ck_assert_uint_eq(w[TALAT_TIEBREAK_SHARED], W | B);
	ck_assert_int_eq(d[TALAT_TIEBREAK_SHARED], -1);
}
END_TEST

START_TEST(rules_three_way_all_differ)
{
	struct talat_position p;
	struct talat_tiebreak t;
	unsigned w[3];
	int d[3];

	/* 10 each. W: L6 S3, B: L6 M3, G: M4 M3. Unshared: W {S3}, B {},
	 * G {M4}: G. Top: L6, taken by W and B: they share, G is out.
	 * Shared: all three. */
	talat_position_init(&p, -1, TALAT_WHITE);
	give(&p, TALAT_WHITE, "BL6 GS3");
	give(&p, TALAT_BLACK, "GL6 WM3");
	give(&p, TALAT_GREY, "WM4 BM3");
	by_rule(&p, w, d, &t);
	ck_assert_uint_eq(w[TALAT_TIEBREAK_UNSHARED], G);
	ck_assert_int_eq(d[TALAT_TIEBREAK_UNSHARED], TALAT_M4);
	ck_assert_uint_eq(w[TALAT_TIEBREAK_TOP], W | B);
	ck_assert_int_eq(d[TALAT_TIEBREAK_TOP], TALAT_L6);
	ck_assert_uint_eq(w[TALAT_TIEBREAK_SHARED], W | B | G);
	ck_assert_int_eq(d[TALAT_TIEBREAK_SHARED], -1);
	ck_assert_uint_eq(t.unshared[TALAT_BLACK], 0);
}
END_TEST

START_TEST(rules_nothing_captured_or_no_tie)
{
	struct talat_position p;
	struct talat_tiebreak t;
	unsigned w[3];
	int d[3], rule;

	/* Nobody captured anything: every rule gives all three. */
	talat_position_init(&p, -1, TALAT_WHITE);
	by_rule(&p, w, d, &t);
	for (rule = 0; rule < TALAT_NTIEBREAK_RULES; rule++) {
		ck_assert_uint_eq(w[rule], W | B | G);
		ck_assert_int_eq(d[rule], -1);
	}
	ck_assert_int_eq(t.top, -1);
	/* Only the tied count: G's L6 (not tied) is no top type. W 10
	 * (S3 S4), B 10 (S3 S6), G 5 (L6). Top: S6, B's alone. */
	give(&p, TALAT_WHITE, "BS3 GS4");
	give(&p, TALAT_BLACK, "GS3 WS6");
	give(&p, TALAT_GREY, "WL6");
	by_rule(&p, w, d, &t);
	ck_assert_uint_eq(w[TALAT_TIEBREAK_TOP], B);
	ck_assert_int_eq(d[TALAT_TIEBREAK_TOP], TALAT_S6);
	ck_assert_uint_eq(w[TALAT_TIEBREAK_UNSHARED], B);
	ck_assert_uint_eq(w[TALAT_TIEBREAK_SHARED], W | B);
	/* A sole highest total: no rule changes it. */
	give(&p, TALAT_GREY, "WM3 BM3");
	by_rule(&p, w, d, &t);
	for (rule = 0; rule < TALAT_NTIEBREAK_RULES; rule++) {
		ck_assert_uint_eq(w[rule], G);
		ck_assert_int_eq(d[rule], -1);
	}
}
END_TEST

/* --- where the points come from (score --explain) -------------------- */

static void
replay_text(const char *text, struct talat_game *g, struct talat_result *r)
{
	struct talat_reader *rd = talat_reader_new_string(text, strlen(text),
	    NULL);

	ck_assert_ptr_nonnull(rd);
	talat_game_init(g);
	ck_assert_int_eq(talat_reader_next(rd, g), 1);
	talat_reader_free(rd);
	talat_result_init(r);
	ck_assert_int_eq(talat_replay(g, NULL, r), 0);
}

/* The points of each source add up to each player's total. */
static void
assert_sums(const struct talat_result *r, const struct talat_point *pts,
    int n)
{
	int sum[3] = { 0, 0, 0 }, i;

	for (i = 0; i < n; i++)
		sum[pts[i].colour] += pts[i].points;
	for (i = 0; i < r->nplayers; i++)
		ck_assert_int_eq(sum[r->order[i]],
		    r->scores[r->order[i]].points);
}

START_TEST(points_of_a_position_and_its_plies)
{
	struct talat_game g;
	struct talat_result r;
	struct talat_point pts[TALAT_MAX_POINTS];
	int n;

	/* W took GS4 before the Position; at ply 100 W's M4 takes B's S3
	 * and later steps onto B's start line. */
	replay_text("[Position \"5/4BS3/5/WM44/5 5/2GS32/5/1BM43/5 "
	    "5/5/5/5/GM44 W GS4,GS6,GM3,GM6,GL3,GL4,GL6/WS3,WS4,WS6,WM3,WM6,"
	    "WL3,WL4,WL6/BS4,BS6,BM3,BM6,BL3,BL4,BL6 - 100\"]\n"
	    "WB:a2-a3 WB:e4-e3 BG:c4-c3 WB:a3-a4 WB:e3-d2 BG:c3-c2\n"
	    "WB:a4-a5\n", &g, &r);
	ck_assert_int_eq(r.status, TALAT_UNFINISHED);
	n = talat_score_points(&r, pts, TALAT_MAX_POINTS);
	ck_assert_int_eq(n, 8 + 8 + 7);
	assert_sums(&r, pts, n);
	/* W: the captures before the Position, then the start line. */
	ck_assert_int_eq(pts[0].colour, TALAT_WHITE);
	ck_assert_int_eq(pts[0].kind, TALAT_POINT_CAPTURE);
	ck_assert_int_eq(pts[0].ply, 0);
	ck_assert_int_eq(pts[0].tower, -1);
	ck_assert_int_eq(pts[0].victim, talat_tower_from_name("GS4"));
	ck_assert_int_eq(pts[6].victim, talat_tower_from_name("GL6"));
	ck_assert_int_eq(pts[7].kind, TALAT_POINT_START_LINE);
	ck_assert_int_eq(pts[7].tower, talat_tower_from_name("WM4"));
	ck_assert_int_eq(pts[7].board, TALAT_WB);
	ck_assert_int_eq(pts[7].square, talat_square_at(0, 4));
	ck_assert_int_eq(pts[7].points, 3);
	ck_assert_int_eq(pts[8].colour, TALAT_BLACK);
	talat_result_free(&r);
	talat_game_free(&g);
}
END_TEST

START_TEST(points_of_captured_plies_and_zihin)
{
	struct talat_game g;
	struct talat_result r;
	struct talat_point pts[TALAT_MAX_POINTS];
	int n, i, zihin_capture = 0, zihin_line = 0, captures = 0;

	/* Zihin B: W takes with a Zihin tower and scores a Zihin tower on
	 * G's start line. */
	replay_text("[Zihin \"B\"]\n[Order \"W G\"]\n[Position \"5/5/5/5/5 "
	    "BL6GM43/5/5/5/5 5/5/5/5/5 W GS3,GS4,GS6,GM3,GM6,GL3,GL4,GL6,BS3,"
	    "BS4,BS6,BM3/-/WS3,WS4,WS6,WM3,WM4,WM6,WL3,WL4,WL6,BM4,BM6,BL3 "
	    "- 60\"]\n\nBG:a5xb5\n", &g, &r);
	ck_assert_int_eq(r.nerrors, 0);
	n = talat_score_points(&r, pts, TALAT_MAX_POINTS);
	assert_sums(&r, pts, n);
	for (i = 0; i < n; i++) {
		if (pts[i].kind == TALAT_POINT_CAPTURE && pts[i].ply == 60) {
			zihin_capture++;
			ck_assert_int_eq(pts[i].colour, TALAT_WHITE);
			ck_assert_int_eq(pts[i].tower,
			    talat_tower_from_name("BL6"));
			ck_assert_int_eq(pts[i].victim,
			    talat_tower_from_name("GM4"));
			ck_assert_int_eq(pts[i].stood, 0);
		}
		if (pts[i].kind == TALAT_POINT_ZIHIN_LINE) {
			zihin_line++;
			ck_assert_int_eq(pts[i].colour, TALAT_WHITE);
			ck_assert_int_eq(pts[i].tower,
			    talat_tower_from_name("BL6"));
		}
		if (pts[i].kind == TALAT_POINT_CAPTURE)
			captures++;
	}
	ck_assert_int_eq(zihin_capture, 1);
	ck_assert_int_eq(zihin_line, 1);
	ck_assert_int_eq(captures, 12 + 12 + 1);
	/* Room for fewer: the count is still the whole. */
	ck_assert_int_eq(talat_score_points(&r, pts, 3), n);
	talat_result_free(&r);
	talat_game_free(&g);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("score");
	TCase *tc = tcase_create("points");

	tcase_add_test(tc, five_points_per_capture);
	tcase_add_test(tc, three_points_per_tower_on_an_opposing_start_line);
	tcase_add_test(tc, two_players_zihin_points);
	suite_add_tcase(s, tc);
	tc = tcase_create("tiebreak");
	tcase_add_test(tc, tiebreak_two_way);
	tcase_add_test(tc, tiebreak_three_way);
	tcase_add_test(tc, tiebreak_no_unique_type_shared_win_colours_ignored);
	tcase_add_test(tc, tiebreak_among_the_tied_only);
	tcase_add_test(tc, tiebreak_zihin_excluded);
	suite_add_tcase(s, tc);
	tc = tcase_create("editions");
	tcase_add_test(tc, rule_names);
	tcase_add_test(tc, rules_top_type_shared);
	tcase_add_test(tc, rules_top_type_alone);
	tcase_add_test(tc, rules_three_way_all_differ);
	tcase_add_test(tc, rules_nothing_captured_or_no_tie);
	suite_add_tcase(s, tc);
	tc = tcase_create("sources");
	tcase_add_test(tc, points_of_a_position_and_its_plies);
	tcase_add_test(tc, points_of_captured_plies_and_zihin);
	suite_add_tcase(s, tc);
	return tu_run(s);
}
