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

int
main(void)
{
	Suite *s = suite_create("score");
	TCase *tc = tcase_create("points");
	SRunner *sr;
	int failed;

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
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
