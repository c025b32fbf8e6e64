/* SPDX-License-Identifier: ISC */
/* check_diff.c: talat_game_diff, talat_result_copy and the YAML of a
 * comparison (arbiter.md section 3). */
#include "testutil.h"
#include "diff.h"
#include "replay_result.h"

/* The first game of `text` into g. */
static void
read_game(const char *text, struct talat_game *g)
{
	struct talat_reader *rd = talat_reader_new_string(text, strlen(text),
	    NULL);

	ck_assert_ptr_nonnull(rd);
	talat_game_init(g);
	ck_assert_int_eq(talat_reader_next(rd, g), 1);
	talat_reader_free(rd);
}

static void
compare(const char *a, const char *b, struct talat_game_diff *d)
{
	struct talat_game ga, gb;

	read_game(a, &ga);
	read_game(b, &gb);
	talat_game_diff_init(d);
	ck_assert_int_eq(talat_game_diff(&ga, &gb, d), 0);
	/* The tag strings belong to the games: copy what the tests need. */
	talat_game_free(&ga);
	talat_game_free(&gb);
}

static const char setup[] =
    "[Event \"x\"]\n[White \"Ann\"]\n\n"
    "1. L6@WB:c1 M4@BG:b1 S3@GW:a1\n2. L4@WB:a1 freeze BG L6@BG:c1\n";

START_TEST(same_whatever_the_layout)
{
	struct talat_game_diff d;

	/* Tag order, comments, annotations, round numbers and line breaks
	 * do not count; a wrong round number neither. */
	compare(setup, "[White \"Ann\"]\n[Event \"x\"]\n{ a comment }\n"
	    "L6@WB:c1! M4@BG:b1 ; one\nS3@GW:a1 7. L4@WB:a1?? freeze   BG\n"
	    "L6@BG:c1\n", &d);
	ck_assert_int_eq(d.same, 1);
	ck_assert_uint_eq(d.ntags, 0);
	ck_assert_int_eq(d.moves_differ, 0);
	talat_game_diff_free(&d);
}
END_TEST

START_TEST(tags_by_name)
{
	struct talat_game_diff d;
	struct talat_game ga, gb;

	read_game("[Event \"x\"]\n[Event \"y\"]\n[Site \"s\"]\n[Round \"1\"]\n"
	    "\nL6@WB:c1\n", &ga);
	read_game("[Round \"2\"]\n[Date \"?\"]\n[Event \"x\"]\n\nL6@WB:c1\n",
	    &gb);
	talat_game_diff_init(&d);
	ck_assert_int_eq(talat_game_diff(&ga, &gb, &d), 0);
	ck_assert_int_eq(d.same, 0);
	ck_assert_int_eq(d.moves_differ, 0);
	/* Event: the first one counts (x = x). A's order, then B's. */
	ck_assert_uint_eq(d.ntags, 3);
	ck_assert_str_eq(d.tags[0].name, "Site");
	ck_assert_str_eq(d.tags[0].a, "s");
	ck_assert_ptr_null(d.tags[0].b);
	ck_assert_str_eq(d.tags[1].name, "Round");
	ck_assert_str_eq(d.tags[1].a, "1");
	ck_assert_str_eq(d.tags[1].b, "2");
	ck_assert_str_eq(d.tags[2].name, "Date");
	ck_assert_ptr_null(d.tags[2].a);
	ck_assert_str_eq(d.tags[2].b, "?");
	talat_game_diff_free(&d);
	talat_game_free(&ga);
	talat_game_free(&gb);
}
END_TEST

START_TEST(first_difference)
{
	struct talat_game_diff d;

	/* A replacement at ply 4: after the declaration-free plies 1-3. */
	compare(setup, "[Event \"x\"]\n[White \"Ann\"]\n\n1. L6@WB:c1 "
	    "M4@BG:b1 S3@GW:a1\n2. L4@WB:b1 freeze BG L6@BG:c1\n", &d);
	ck_assert_int_eq(d.same, 0);
	ck_assert_int_eq(d.moves_differ, 1);
	ck_assert_uint_eq(d.move, 3);
	ck_assert_int_eq(d.ply, 4);
	ck_assert_int_eq(d.round, 2);
	ck_assert_str_eq(d.a, "L4@WB:a1");
	ck_assert_str_eq(d.b, "L4@WB:b1");
	talat_game_diff_free(&d);
	/* A declaration against a ply: the next ply's number. */
	compare(setup, "[Event \"x\"]\n[White \"Ann\"]\n\n1. L6@WB:c1 "
	    "M4@BG:b1 S3@GW:a1\n2. L4@WB:a1 L6@BG:c1\n", &d);
	ck_assert_uint_eq(d.move, 4);
	ck_assert_int_eq(d.ply, 5);
	ck_assert_str_eq(d.a, "freeze BG");
	ck_assert_str_eq(d.b, "L6@BG:c1");
	talat_game_diff_free(&d);
	/* One record ends: "" on its side. */
	compare(setup, "[Event \"x\"]\n[White \"Ann\"]\n\nL6@WB:c1 M4@BG:b1\n",
	    &d);
	ck_assert_int_eq(d.ply, 3);
	ck_assert_int_eq(d.round, 1);
	ck_assert_str_eq(d.a, "S3@GW:a1");
	ck_assert_str_eq(d.b, "");
	talat_game_diff_free(&d);
}
END_TEST

START_TEST(numbering_from_position_and_zihin)
{
	struct talat_game_diff d;

	/* Two players from a Position at ply 60: the third ply is 62, in
	 * round 31. */
	compare("[Zihin \"G\"]\n[Position \"5/5/5/5/5 5/5/5/5/5 5/5/5/5/5 W "
	    "-/-/- - 60\"]\n\nWB:a1-a2 WB:a5-a4 WB:b1-b2\n",
	    "[Zihin \"G\"]\n[Position \"5/5/5/5/5 5/5/5/5/5 5/5/5/5/5 W "
	    "-/-/- - 60\"]\n\nWB:a1-a2 WB:a5-a4 WB:b1xb2\n", &d);
	ck_assert_int_eq(d.ply, 62);
	ck_assert_int_eq(d.round, 31);
	ck_assert_str_eq(d.a, "WB:b1-b2");
	ck_assert_str_eq(d.b, "WB:b1xb2");
	talat_game_diff_free(&d);
}
END_TEST

START_TEST(result_copy)
{
	struct talat_game g;
	struct talat_result r, c;
	struct talat_diag d;

	read_game("[Date \"today\"]\n\n1. L6@WB:c1 M4@BG:b1 S3@GW:a1\n"
	    "2. L6@WB:c1\n", &g);
	talat_result_init(&r);
	talat_result_init(&c);
	ck_assert_int_eq(talat_replay(&g, NULL, &r), 0);
	ck_assert_int_eq(talat_result_copy(&c, &r), 0);
	ck_assert_int_eq(c.status, TALAT_INVALID);
	ck_assert_uint_eq(c.nplies, 3);
	ck_assert_ptr_ne(c.plies, r.plies);
	ck_assert_int_eq(c.plies[2].action.tower,
	    talat_tower_from_name("GS3"));
	ck_assert_uint_eq(c.ndiags, 2);
	ck_assert_ptr_ne(c.diags[0].message, r.diags[0].message);
	ck_assert_str_eq(c.diags[0].message, r.diags[0].message);
	ck_assert_int_eq(c.nerrors, 1);
	ck_assert_int_eq(c.nwarnings, 1);
	ck_assert_ptr_eq(talat_result_first_error(&c), &c.diags[1]);
	/* Freeing the source leaves the copy whole. */
	talat_result_free(&r);
	ck_assert_str_eq(c.diags[1].message, "ply 4 (W): L6@WB:c1: "
	    "WL6 is already placed");
	/* Copying over a used result replaces it. */
	talat_result_init(&r);
	ck_assert_int_eq(talat_result_copy(&c, &r), 0);
	ck_assert_uint_eq(c.ndiags, 0);
	ck_assert_ptr_null(talat_result_first_error(&c));
	/* A note's suggestion is the copy's own too. */
	memset(&d, 0, sizeof d);
	d.kind = TALAT_D_DID_YOU_MEAN;
	d.severity = TALAT_SEV_NOTE;
	d.message = (char *)"a note";
	d.suggestion = (char *)"WB:c1-c2";
	d.fits = 1;
	ck_assert_int_eq(talat_result_add_diag(&r, &d), 0);
	ck_assert_int_eq(talat_result_copy(&c, &r), 0);
	ck_assert_ptr_ne(c.diags[0].suggestion, r.diags[0].suggestion);
	talat_result_free(&r);
	ck_assert_str_eq(c.diags[0].suggestion, "WB:c1-c2");
	talat_result_free(&c);
	talat_result_free(&r);
	talat_game_free(&g);
}
END_TEST

START_TEST(yaml_document)
{
	static const char want[] =
	    "same: false\n"
	    "tags:\n"
	    "- tag: Round\n"
	    "  a: '3'\n"
	    "  b: null\n"
	    "first_difference:\n"
	    "  ply: 2\n"
	    "  round: 1\n"
	    "  a: M4@BG:b1\n"
	    "  b: M4@BG:b2\n"
	    "a:\n"
	    "  file: a.tgn\n"
	    "  status: unfinished\n"
	    "  plies: 3\n"
	    "  first_error: null\n"
	    "  scores:\n"
	    "    W: 0\n"
	    "    B: 0\n"
	    "    G: 0\n"
	    "  winners:\n"
	    "  - W\n"
	    "  - B\n"
	    "  - G\n"
	    "b:\n"
	    "  file: 'b: 2.tgn'\n"
	    "  status: invalid\n"
	    "  plies: 1\n"
	    "  first_error:\n"
	    "    ply: 2\n"
	    "    line: 1\n"
	    "    column: 10\n"
	    "    code: placement-off-start-line\n"
	    "    message: 'ply 2 (B): M4@BG:b2: BG:b2 is not on the start "
	    "line of B (rank 1 of BG)'\n"
	    "  scores:\n"
	    "    W: 0\n"
	    "    B: 0\n"
	    "    G: 0\n"
	    "  winners: []\n";	/* a void game (talat_result_void) */
	struct talat_game ga, gb;
	struct talat_result ra, rb;
	struct talat_game_diff d;
	struct talat_diff_side sa, sb;
	char buf[4096];
	FILE *fp;
	size_t n;

	read_game("[Round \"3\"]\n1. L6@WB:c1 M4@BG:b1 S3@GW:a1\n", &ga);
	read_game("L6@WB:c1 M4@BG:b2\n", &gb);
	talat_result_init(&ra);
	talat_result_init(&rb);
	ck_assert_int_eq(talat_replay(&ga, NULL, &ra), 0);
	ck_assert_int_eq(talat_replay(&gb, NULL, &rb), 0);
	talat_game_diff_init(&d);
	ck_assert_int_eq(talat_game_diff(&ga, &gb, &d), 0);
	sa.file = "a.tgn";
	sa.game = &ga;
	sa.result = &ra;
	sb.file = "b: 2.tgn";
	sb.game = &gb;
	sb.result = &rb;
	fp = tmpfile();
	ck_assert_ptr_nonnull(fp);
	ck_assert_int_eq(talat_diff_write_yaml(fp, &d, &sa, &sb), 0);
	rewind(fp);
	n = fread(buf, 1, sizeof(buf) - 1, fp);
	buf[n] = '\0';
	fclose(fp);
	ck_assert_msg(strcmp(buf, want) == 0, "got:\n%s", buf);
	talat_game_diff_free(&d);
	talat_result_free(&ra);
	talat_result_free(&rb);
	talat_game_free(&ga);
	talat_game_free(&gb);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("diff");
	TCase *tc = tcase_create("compare");

	tcase_add_test(tc, same_whatever_the_layout);
	tcase_add_test(tc, tags_by_name);
	tcase_add_test(tc, first_difference);
	tcase_add_test(tc, numbering_from_position_and_zihin);
	tcase_add_test(tc, result_copy);
	tcase_add_test(tc, yaml_document);
	suite_add_tcase(s, tc);
	return tu_run(s);
}
