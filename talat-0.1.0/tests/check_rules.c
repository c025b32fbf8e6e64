/* SPDX-License-Identifier: ISC */
/* check_rules.c: the rules of rules.md sections 3-9, table by table. */
#include "testutil.h"
#include "base_private.h"
#include "position_private.h"
#include "diag_private.h"

/* rules.md section 3, transcribed: row attacks column. */
static const char *const capture_table[9] = {
	/*   S3 S4 S6 M3 M4 M6 L3 L4 L6 */
	"........x",	/* S3 */
	"x........",	/* S4 */
	"xx.......",	/* S6 */
	"xxx......",	/* M3 */
	"xxxx.....",	/* M4 */
	"xxxxx....",	/* M6 */
	"...xxx...",	/* L3 */
	"...xxxx..",	/* L4 */
	"...xxxxx.",	/* L6 */
};

START_TEST(capture_relation_all_81_cells)
{
	int a, b;

	for (a = 0; a < 9; a++)
		for (b = 0; b < 9; b++) {
			ck_assert_msg(talat_captures(a, b) ==
			    (capture_table[a][b] == 'x'), "%s vs %s",
			    talat_type_name(a), talat_type_name(b));
			ck_assert_int_eq(talat_capture_reason(a, b) == NULL,
			    capture_table[a][b] == 'x');
		}
}
END_TEST

static void
parse(const char *tpn, struct talat_position *p)
{
	char err[256];

	ck_assert_msg(talat_tpn_parse_syntax(tpn, p, err, sizeof(err)) == 0,
	    "%s: %s", tpn, err);
}

/* A tower of `colour` on c3 of board `board`, to act. */
static void
lone_tower(int board, int colour, const char *extra, struct talat_position *p)
{
	char towers[128], tpn[TALAT_TPN_MAX], name[4];

	talat_tower_name(talat_tower_of(colour, TALAT_M4), name);
	snprintf(towers, sizeof(towers), "%s:c3=%s %s",
	    talat_board_name(board), name, extra);
	tu_tpn(tpn, sizeof(tpn), towers, -1, talat_colour_char(colour), "-", 40);
	parse(tpn, p);
}

static int
try(const struct talat_position *p, int kind, int board, const char *from,
    const char *to)
{
	struct talat_action a;
	struct talat_msg why;

	memset(&a, 0, sizeof(a));
	a.kind = kind;
	a.board = board;
	a.from = talat_square_at(from[0] - 'a', from[1] - '1');
	a.to = talat_square_at(to[0] - 'a', to[1] - '1');
	return talat_check_action(p, &a, &why) != 0 ? -1 : 0;
}

/* Direction targets from c3: F FL FR L R B (backward) for the low colour
 * (moving up) and the high colour (moving down, facing the other way). */
static const char *const low_dirs[6] = { "c4", "b4", "d4", "b3", "d3", "c2" };
static const char *const high_dirs[6] = { "c2", "d2", "b2", "d3", "b3", "c4" };

/* The kind of a wrong step or capture of W's M4 on WB:c3 (W goes up). */
static int
kind_of(const struct talat_position *p, int kind, const char *to)
{
	struct talat_action a;

	memset(&a, 0, sizeof(a));
	a.kind = kind;
	a.board = TALAT_WB;
	a.from = talat_square_at(2, 2);
	a.to = talat_square_at(to[0] - 'a', to[1] - '1');
	return talat_check_action(p, &a, NULL);
}

START_TEST(wrong_directions_have_their_codes)
{
	struct talat_position p;
	struct talat_msg why;
	struct talat_action a;

	lone_tower(TALAT_WB, TALAT_WHITE, "", &p);
	ck_assert_int_eq(kind_of(&p, TALAT_STEP, "c5"), TALAT_D_STEP_TOO_FAR);
	ck_assert_int_eq(kind_of(&p, TALAT_STEP, "e4"), TALAT_D_STEP_TOO_FAR);
	ck_assert_int_eq(kind_of(&p, TALAT_STEP, "b2"), TALAT_D_STEP_BACKWARD);
	ck_assert_int_eq(kind_of(&p, TALAT_STEP, "d3"), TALAT_D_STEP_SIDEWAYS);
	ck_assert_int_eq(kind_of(&p, TALAT_CAPTURE, "a3"),
	    TALAT_D_CAPTURE_TOO_FAR);
	ck_assert_int_eq(kind_of(&p, TALAT_CAPTURE, "c2"),
	    TALAT_D_CAPTURE_BACKWARD);
	/* The text is the kind's template, filled in. */
	memset(&a, 0, sizeof(a));
	a.kind = TALAT_STEP;
	a.board = TALAT_WB;
	a.from = talat_square_at(2, 2);
	a.to = talat_square_at(2, 1);
	ck_assert_int_eq(talat_check_action(&p, &a, &why), TALAT_D_STEP_BACKWARD);
	ck_assert_int_eq(why.kind, TALAT_D_STEP_BACKWARD);
	ck_assert_str_eq(why.text, "WM4 on c3 can step only forward (F, FL "
	    "or FR), not to c2");
	ck_assert_str_eq(talat_diag_code(why.kind), "step-backward");
}
END_TEST

START_TEST(catalogue_lookups)
{
	struct talat_msg m;
	int k;

	ck_assert_str_eq(talat_diag_code(TALAT_D_STEP_TOO_FAR), "step-too-far");
	ck_assert_int_eq(talat_diag_kind_of_code("step-too-far"),
	    TALAT_D_STEP_TOO_FAR);
	/* The first kind of a shared code. */
	ck_assert_int_eq(talat_diag_kind_of_code("bad-order"), TALAT_D_BAD_ORDER);
	ck_assert_int_eq(talat_diag_kind_of_code("no-such-code"), -1);
	ck_assert_int_eq(talat_diag_kind_of_code(""), -1);
	ck_assert_int_eq(talat_diag_severity(TALAT_D_DID_YOU_MEAN),
	    TALAT_SEV_NOTE);
	ck_assert_int_eq(talat_diag_severity(TALAT_D_BAD_DATE),
	    TALAT_SEV_WARNING);
	ck_assert_str_eq(talat_diag_code(TALAT_D_NONE), "");
	ck_assert_str_eq(talat_diag_code(TALAT_D_COUNT), "");
	ck_assert_str_eq(talat_severity_name(TALAT_SEV_NOTE), "note");
	ck_assert_int_eq(talat_severity_from_name("warning"),
	    TALAT_SEV_WARNING);
	ck_assert_int_eq(talat_severity_from_name("fatal"), -1);
	ck_assert_int_eq(talat_msg_set(&m, TALAT_D_DUPLICATE_TAG, "Order",
	    2L), -1);
	ck_assert_int_eq(m.kind, TALAT_D_DUPLICATE_TAG);
	ck_assert_str_eq(m.text, "duplicate tag Order (the first one, line 2, "
	    "counts)");
	/* Every kind has a kebab-case code and a template. */
	for (k = 1; k < TALAT_D_COUNT; k++) {
		const char *c = talat_diag_code(k);

		ck_assert_msg(c[0] >= 'a' && c[0] <= 'z' &&
		    strspn(c, "abcdefghijklmnopqrstuvwxyz0123456789-") ==
		    strlen(c) && c[strlen(c) - 1] != '-', "kind %d: code '%s'",
		    k, c);
		ck_assert_int_eq(talat_diag_kind_of_code(c) <= k, 1);
		ck_assert_msg(talat_diag_template(k)[0] != '\0', "kind %d", k);
	}
}
END_TEST

START_TEST(edit_distance)
{
	ck_assert_uint_eq(talat_edit_distance("Winer", "Winner", 0), 1);
	ck_assert_uint_eq(talat_edit_distance("order", "Order", 0), 1);
	ck_assert_uint_eq(talat_edit_distance("order", "Order", 1), 0);
	ck_assert_uint_eq(talat_edit_distance("Time", "Site", 1), 2);
	ck_assert_uint_eq(talat_edit_distance("", "Event", 0), 5);
	ck_assert_uint_eq(talat_edit_distance("kitten", "sitting", 0), 3);
	ck_assert_uint_eq(talat_edit_distance("a",
	    "0123456789012345678901234567890123456789012345678901234567890123",
	    0), (size_t)-1);
}
END_TEST

START_TEST(steps_each_direction_both_colours)
{
	struct talat_position p;
	int board = _i / 2, high = _i % 2, colour, d, want;
	const char *const *dirs = high ? high_dirs : low_dirs;

	colour = high ? talat_board_high(board) : talat_board_low(board);
	lone_tower(board, colour, "", &p);
	for (d = 0; d < 6; d++) {
		want = d < 3 ? 0 : -1;
		ck_assert_msg(try(&p, TALAT_STEP, board, "c3", dirs[d]) == want,
		    "board %s colour %c step to %s", talat_board_name(board),
		    talat_colour_char(colour), dirs[d]);
	}
}
END_TEST

START_TEST(captures_each_direction_both_colours)
{
	struct talat_position p;
	int board = _i / 2, high = _i % 2, colour, other, d;
	const char *const *dirs = high ? high_dirs : low_dirs;
	char extra[32], name[4];

	colour = high ? talat_board_high(board) : talat_board_low(board);
	other = talat_board_other(board, colour);
	talat_tower_name(talat_tower_of(other, TALAT_S3), name);
	for (d = 0; d < 6; d++) {
		snprintf(extra, sizeof(extra), "%s:%s=%s",
		    talat_board_name(board), dirs[d], name);
		lone_tower(board, colour, extra, &p);
		ck_assert_msg(try(&p, TALAT_CAPTURE, board, "c3", dirs[d]) ==
		    (d < 5 ? 0 : -1), "board %s colour %c capture on %s",
		    talat_board_name(board), talat_colour_char(colour), dirs[d]);
		/* A step onto an occupied square is an error too. */
		ck_assert_int_eq(try(&p, TALAT_STEP, board, "c3", dirs[d]), -1);
	}
}
END_TEST

START_TEST(start_line_stop_and_sideways_capture)
{
	struct talat_position p;
	struct talat_action acts[32];
	char tpn[TALAT_TPN_MAX];
	int n, i;

	/* W's L4 on B's start line of WB, B's M3 beside it. */
	tu_tpn(tpn, sizeof(tpn), "WB:c5=WL4 WB:d5=BM3", -1, 'W', "-", 40);
	parse(tpn, &p);
	n = talat_legal_actions(&p, acts, 32);
	ck_assert_int_eq(n, 1);
	ck_assert_int_eq(acts[0].kind, TALAT_CAPTURE);
	ck_assert_int_eq(acts[0].to, talat_square_at(3, 4));
	ck_assert_int_eq(try(&p, TALAT_STEP, TALAT_WB, "c5", "c4"), -1);
	/* B's M3 on its own start line can be taken, and cannot take. */
	p.to_act = TALAT_BLACK;
	n = talat_legal_actions(&p, acts, 32);
	for (i = 0; i < n; i++)
		ck_assert_int_eq(acts[i].kind, TALAT_STEP);
	ck_assert_int_eq(n, 3);		/* d4, e4 and c4 */
}
END_TEST

START_TEST(other_colour_and_own_colour)
{
	struct talat_position p;
	char tpn[TALAT_TPN_MAX];

	tu_tpn(tpn, sizeof(tpn), "WB:c3=WM4 WB:c4=WS3 WB:d4=BS3 WB:b4=BM4",
	    -1, 'W', "-", 40);
	parse(tpn, &p);
	ck_assert_int_eq(try(&p, TALAT_CAPTURE, TALAT_WB, "c3", "c4"), -1);
	ck_assert_int_eq(try(&p, TALAT_CAPTURE, TALAT_WB, "c3", "d4"), 0);
	ck_assert_int_eq(try(&p, TALAT_CAPTURE, TALAT_WB, "c3", "b4"), -1);
	/* W cannot act with B's towers. */
	ck_assert_int_eq(try(&p, TALAT_STEP, TALAT_WB, "d4", "d3"), -1);
	/* Nothing to take, nothing to move. */
	ck_assert_int_eq(try(&p, TALAT_CAPTURE, TALAT_WB, "c3", "d3"), -1);
	ck_assert_int_eq(try(&p, TALAT_STEP, TALAT_WB, "a1", "a2"), -1);
}
END_TEST

START_TEST(david_and_goliath)
{
	struct talat_position p;
	char tpn[TALAT_TPN_MAX];

	tu_tpn(tpn, sizeof(tpn), "BG:c2=BS3 BG:c3=GL6 BG:b2=BS4 BG:b3=GL4",
	    -1, 'B', "-", 40);
	parse(tpn, &p);
	ck_assert_int_eq(try(&p, TALAT_CAPTURE, TALAT_BG, "c2", "c3"), 0);
	ck_assert_int_eq(try(&p, TALAT_CAPTURE, TALAT_BG, "b2", "b3"), -1);
	p.to_act = TALAT_GREY;
	/* The large hexagon never takes the small triangle. */
	ck_assert_int_eq(try(&p, TALAT_CAPTURE, TALAT_BG, "c3", "c2"), -1);
}
END_TEST

START_TEST(two_player_permissions)
{
	/* Zihin B; players W and G. W: own towers on WB and GW, B's on BG. */
	const int z = TALAT_BLACK, W = TALAT_WHITE, G = TALAT_GREY;

	ck_assert(talat_may_act(z, W, talat_tower_of(W, 0), TALAT_WB));
	ck_assert(talat_may_act(z, W, talat_tower_of(W, 0), TALAT_GW));
	ck_assert(talat_may_act(z, W, talat_tower_of(z, 0), TALAT_BG));
	ck_assert(!talat_may_act(z, W, talat_tower_of(z, 0), TALAT_WB));
	ck_assert(!talat_may_act(z, W, talat_tower_of(G, 0), TALAT_GW));
	ck_assert(!talat_may_act(z, W, talat_tower_of(G, 0), TALAT_BG));
	ck_assert(talat_may_act(z, G, talat_tower_of(G, 0), TALAT_BG));
	ck_assert(talat_may_act(z, G, talat_tower_of(G, 0), TALAT_GW));
	ck_assert(talat_may_act(z, G, talat_tower_of(z, 0), TALAT_WB));
	ck_assert(!talat_may_act(z, G, talat_tower_of(z, 0), TALAT_BG));
	ck_assert(!talat_may_act(z, G, talat_tower_of(W, 0), TALAT_WB));
	/* Three players: own colour, own boards only. */
	ck_assert(talat_may_act(-1, W, talat_tower_of(W, 0), TALAT_WB));
	ck_assert(!talat_may_act(-1, W, talat_tower_of(z, 0), TALAT_BG));
}
END_TEST

START_TEST(zihin_capture_credits_the_player)
{
	struct talat_position p;
	struct talat_action a;
	char tpn[TALAT_TPN_MAX];

	/* Zihin B (its L6 out); W moves B's M4 on BG to take G's S3. */
	tu_tpn(tpn, sizeof(tpn), "BG:c2=BM4 BG:c3=GS3 WB:a1=WS3", 1 * 9 + 8,
	    'W', "-", 40);
	parse(tpn, &p);
	ck_assert_int_eq(p.zihin, TALAT_BLACK);
	memset(&a, 0, sizeof(a));
	a.kind = TALAT_CAPTURE;
	a.board = TALAT_BG;
	a.from = talat_square_at(2, 1);
	a.to = talat_square_at(2, 2);
	ck_assert_int_eq(talat_check_action(&p, &a, NULL), 0);
	talat_apply_action(&p, &a);
	ck_assert_int_eq(p.captured[TALAT_WHITE][p.ncaptured[TALAT_WHITE] - 1],
	    talat_tower_of(TALAT_GREY, TALAT_S3));
	ck_assert_int_eq(p.ncaptured[TALAT_BLACK], 0);
}
END_TEST

START_TEST(ninth_zihin_tower_out_of_play)
{
	struct talat_position p;
	struct talat_action a[64];
	int i, n, t, out = 0;

	talat_position_init(&p, TALAT_GREY, TALAT_WHITE);
	for (i = 0; i < 8; i++) {
		n = talat_legal_placements(&p, a, 64);
		ck_assert_int_gt(n, 0);
		ck_assert_int_eq(talat_tower_colour(a[0].tower), TALAT_GREY);
		talat_apply_action(&p, &a[0]);
		p.to_act = (signed char)(i % 2 ? TALAT_WHITE : TALAT_BLACK);
	}
	for (t = 0; t < 9; t++)
		out += p.at[talat_tower_of(TALAT_GREY, t)] == TALAT_AT_OUT;
	ck_assert_int_eq(out, 1);
	/* The next placements are the players' own towers. */
	n = talat_legal_placements(&p, a, 64);
	for (i = 0; i < n && i < 64; i++)
		ck_assert_int_eq(talat_tower_colour(a[i].tower), p.to_act);
}
END_TEST

/* --- records: setup, turn order, rounds --------------------------------- */

static void
expect_error(const char *text, int line, int col, const char *msg)
{
	struct talat_game g;
	struct talat_result r;

	talat_game_init(&g);
	talat_result_init(&r);
	tu_replay(text, 0, &g, &r);
	ck_assert_int_eq(r.status, TALAT_INVALID);
	ck_assert_int_eq(r.nerrors, 1);
	tu_assert_diag(&r, 0, TALAT_SEV_ERROR, line, col, msg);
	talat_result_free(&r);
	talat_game_free(&g);
}

/* (An unfinished game without a Termination tag draws an unfinished-game
 * warning, counted in nwarnings.) */
static void
expect_status(const char *text, int strict, int status, int nwarnings)
{
	struct talat_game g;
	struct talat_result r;

	talat_game_init(&g);
	talat_result_init(&r);
	tu_replay(text, strict, &g, &r);
	ck_assert_msg((int)r.status == status, "status %d, first diag %s",
	    r.status, r.ndiags ? r.diags[0].message : "-");
	ck_assert_int_eq(r.nwarnings, nwarnings);
	talat_result_free(&r);
	talat_game_free(&g);
}

#define ORDER "[Order \"W B G\"]\n"

START_TEST(placement_errors)
{
	expect_error(ORDER "1. L6@WB:c2\n", 2, 4,
	    "ply 1 (W): L6@WB:c2: WB:c2 is not on the start line of W");
	expect_error(ORDER "1. L6@WB:c5\n", 2, 4, "not on the start line of W");
	expect_error(ORDER "1. L6@BG:c1\n", 2, 4,
	    "W has no start line on board BG");
	expect_error(ORDER "1. L6@WB:c1 M4@WB:c5 S3@GW:a1 2. L4@WB:c1\n",
	    2, 34, "WB:c1 is occupied by WL6");
	expect_error(ORDER "1. L6@WB:c1 M4@WB:c5 S3@GW:a1 2. L6@GW:a5\n",
	    2, 34, "WL6 is already placed");
	expect_error(ORDER "1. L6@WB:c1 WB:c5-c4\n", 2, 13,
	    "no step during the setup");
	expect_error(ORDER "1. L6@WB:c1 freeze WB\n", 2, 13,
	    "no freeze declaration during the setup");
	expect_error(ORDER "1. pass\n", 2, 4, "no pass during the setup");
	/* Two players: the Zihin's towers come first, on its start lines. */
	expect_error("[Zihin \"B\"]\n[Order \"W G\"]\n1. L3@WB:c1\n", 3, 4,
	    "not on the start line of B");
	expect_status("[Zihin \"B\"]\n[Order \"W G\"]\n1. L3@WB:c5 L4@BG:a1\n",
	    0, TALAT_UNFINISHED, 1);
}
END_TEST

START_TEST(turn_order_and_rounds)
{
	/* Order W G B: the second placement is G's, on a G start line. */
	expect_error("[Order \"W G B\"]\n1. L6@WB:c1 M4@WB:c5\n", 2, 13,
	    "G has no start line on board WB");
	expect_status("[Order \"W G B\"]\n1. L6@WB:c1 M4@GW:c1 S3@BG:a1\n", 0,
	    TALAT_UNFINISHED, 1);
	expect_error(ORDER "1. L6@WB:c1 M4@BG:b1 S3@GW:a1 3. L4@WB:d1\n", 2, 31,
	    "round number 3 should be 2");
	expect_error(ORDER "2. L6@WB:c1\n", 2, 1, "round number 2 should be 1");
	expect_status(ORDER "1. L6@WB:c1 1. M4@BG:b1\n", 0, TALAT_UNFINISHED, 1);
	expect_error(ORDER "99999999999999999999999999999. L6@WB:c1\n", 2, 1,
	    "round number too large");
	expect_error("[Order \"W W G\"]\n1. L6@WB:c1\n", 1, 8,
	    "must name W, B and G once each");
	expect_error("[Zihin \"X\"]\n1. L6@WB:c1\n", 1, 8,
	    "is not one of W, B or G");
	expect_error("[Zihin \"G\"]\n[Order \"W G\"]\n1. L6@WB:c1\n", 2, 8,
	    "must name the two players");
}
END_TEST

/* A movement position at ply 100: W's M4 on WB:c2 can step; BG and GW
 * are live; W's L6 on GW:c1 (W's opposing start line) is stuck. */
static void
position_record(char *buf, size_t len, const char *towers, int out,
    char to_act, const char *frozen, const char *tags, const char *moves)
{
	char tpn[TALAT_TPN_MAX];

	tu_tpn(tpn, sizeof(tpn), towers, out, to_act, frozen, 100);
	snprintf(buf, len, "[Position \"%s\"]\n%s%s", tpn, tags, moves);
}

START_TEST(pass_legal_and_illegal)
{
	char rec[1024];

	/* W's only tower stands on an opposing start line with no capture. */
	position_record(rec, sizeof(rec),
	    "WB:c5=WL6 BG:c2=BM4 BG:c4=GS3 GW:a1=GM4", -1, 'W', "-", "",
	    "pass\n");
	/* WB and GW (one colour each) are dead and never declared. */
	expect_status(rec, 0, TALAT_UNFINISHED, 3);
	position_record(rec, sizeof(rec),
	    "WB:c4=WL6 BG:c2=BM4 BG:c4=GS3 GW:a1=GM4", -1, 'W', "-", "",
	    "pass\n");
	expect_error(rec, 2, 1, "passing is forbidden while a legal action "
	    "exists (such as WB:c4-c5)");
	/* A tower on a frozen board does not count. */
	position_record(rec, sizeof(rec),
	    "WB:c4=WL6 BG:c2=BM4 BG:c4=GS3 GW:a1=GM4", -1, 'W', "WB", "",
	    "pass\n");
	expect_status(rec, 0, TALAT_UNFINISHED, 2);	/* GW undeclared */
}
END_TEST

/* talat_legal_plies: placements, actions, the pass the rules require,
 * nothing once the game is over; talat_declarable: the dead boards the
 * record has not declared. */
static void
replayed(const char *text, int strict, struct talat_result *r)
{
	struct talat_game g;

	talat_game_init(&g);
	tu_replay(text, strict, &g, r);
	talat_game_free(&g);
}

START_TEST(legal_plies_and_declarable)
{
	struct talat_action acts[128];
	struct talat_position p;
	struct talat_result r;
	struct talat_replay_options strict = { 1, TALAT_TIEBREAK_UNSHARED };
	char rec[1024];
	const char *pos = "WB:c4=WL6 WB:e2=BS3 BG:c2=BM4 BG:c4=GS3 GW:a1=GM4";
	int n, i;

	talat_result_init(&r);
	/* The setup: W's 9 towers on 10 squares of its start lines. */
	talat_position_init(&p, -1, TALAT_WHITE);
	n = talat_legal_plies(&p, acts, 128);
	ck_assert_int_eq(n, 90);
	ck_assert_int_eq(talat_legal_placements(&p, NULL, 0), 90);
	for (i = 0; i < n; i++)
		ck_assert_int_eq(acts[i].kind, TALAT_PLACE);
	/* The movement phase: the actions, the dead board's too. */
	position_record(rec, sizeof(rec), pos, -1, 'W', "-", "", "");
	replayed(rec, 0, &r);
	n = talat_legal_plies(&r.final, acts, 128);
	ck_assert_int_eq(n, talat_legal_actions(&r.final, NULL, 0));
	ck_assert_int_eq(n, 3);		/* WB:c4-c5, -b5, -d5 */
	for (i = 0; i < n; i++) {
		ck_assert_int_eq(acts[i].kind, TALAT_STEP);
		ck_assert_int_eq(acts[i].board, TALAT_WB);
	}
	ck_assert_uint_eq(talat_declarable(&r, NULL),
	    1u << TALAT_WB | 1u << TALAT_GW);
	/* Strict mode: frozen by themselves, still for the record to
	 * declare (and the game is over: nobody acts). */
	replayed(rec, 1, &r);
	ck_assert_uint_eq(talat_declarable(&r, &strict),
	    1u << TALAT_WB | 1u << TALAT_GW);
	ck_assert_int_eq(talat_legal_plies(&r.final, acts, 128), 0);
	/* Declared: not again; after the second, none (the game is over). */
	position_record(rec, sizeof(rec), pos, -1, 'W', "-", "", "freeze WB\n");
	replayed(rec, 0, &r);
	ck_assert_uint_eq(talat_declarable(&r, NULL), 1u << TALAT_GW);
	position_record(rec, sizeof(rec), pos, -1, 'W', "-", "",
	    "freeze WB freeze GW\n");
	replayed(rec, 0, &r);
	ck_assert_int_eq(r.status, TALAT_COMPLETE);
	ck_assert_uint_eq(talat_declarable(&r, NULL), 0);
	ck_assert_int_eq(talat_legal_plies(&r.final, acts, 128), 0);
	/* No action at all: the pass. */
	position_record(rec, sizeof(rec),
	    "WB:c5=WL6 BG:c2=BM4 BG:c4=GS3 GW:a1=GM4", -1, 'W', "-", "", "");
	replayed(rec, 0, &r);
	ck_assert_int_eq(talat_legal_actions(&r.final, NULL, 0), 0);
	ck_assert_int_eq(talat_legal_plies(&r.final, acts, 128), 1);
	ck_assert_int_eq(acts[0].kind, TALAT_PASS);
	/* During the setup no board is dead yet. */
	replayed(ORDER "1. L6@WB:c1\n", 0, &r);
	ck_assert_uint_eq(talat_declarable(&r, NULL), 0);
	talat_result_free(&r);
}
END_TEST

/* The squares laid over a picture: 75, named, in each layout. */
START_TEST(squares_of_the_picture)
{
	char buf[32768];
	const char *s;
	size_t n;
	int k;

	n = talat_svg_squares_in(NULL, 0, TALAT_SVG_ROW);
	ck_assert_uint_lt(n, sizeof buf);
	ck_assert_uint_eq(talat_svg_squares_in(buf, sizeof buf, TALAT_SVG_ROW),
	    n);
	for (k = 0, s = buf; (s = strstr(s, "<rect ")) != NULL; s++)
		k++;
	ck_assert_int_eq(k, 75);
	ck_assert_ptr_nonnull(strstr(buf, "<title>WB:a1</title>"));
	ck_assert_ptr_nonnull(strstr(buf, "<title>GW:e5</title>"));
	ck_assert_ptr_null(strstr(buf, "transform"));
	talat_svg_squares_in(buf, sizeof buf, TALAT_SVG_TRIANGLE);
	for (k = 0, s = buf; (s = strstr(s, " transform=")) != NULL; s++)
		k++;
	ck_assert_int_eq(k, 3);
	/* Cut short as snprintf: the length of the whole all the same. */
	ck_assert_uint_eq(talat_svg_squares_in(buf, 10, TALAT_SVG_ROW), n);
	ck_assert_uint_eq(strlen(buf), 9);
}
END_TEST

START_TEST(game_over_and_tags)
{
	char rec[1024];
	const char *live = "WB:c4=WL6 BG:c2=BM4 BG:c4=GS3 GW:a1=GM4";

	/* Boards WB and GW frozen (one-colour boards are dead): over. */
	position_record(rec, sizeof(rec), "WB:c4=WL6 BG:c2=BM4 BG:c4=GS3 "
	    "GW:a1=GM4", -1, '-', "WB,GW", "", "BG:c2-c3\n");
	expect_error(rec, 2, 1, "the game is over");
	/* The second declaration ends the game. */
	position_record(rec, sizeof(rec), live, -1, 'W', "-", "",
	    "freeze WB freeze GW WB:c4-c5\n");
	expect_error(rec, 2, 21, "the game is over");
	position_record(rec, sizeof(rec), live, -1, 'W', "-",
	    "[Score \"W 35, B 40, G 40\"]\n[Winner \"G\"]\n",
	    "freeze WB freeze GW\n");
	expect_status(rec, 0, TALAT_COMPLETE, 0);
	position_record(rec, sizeof(rec), live, -1, 'W', "-",
	    "[Score \"W 35, B 45, G 40\"]\n", "freeze WB freeze GW\n");
	expect_error(rec, 2, 8, "Score says B 45, but the game gives B 40");
	position_record(rec, sizeof(rec), live, -1, 'W', "-",
	    "[Winner \"W\"]\n", "freeze WB freeze GW\n");
	expect_error(rec, 2, 9, "Winner says W, but the game is won by G");
	position_record(rec, sizeof(rec), live, -1, 'W', "-",
	    "[Winner \"B, G\"]\n", "freeze WB freeze GW\n");
	expect_error(rec, 2, 9, "Winner says B, G, but the game is won by G");
	/* A duplicate tag is an error; the plies are still replayed. */
	expect_error(ORDER "[Order \"W B G\"]\n1. L6@WB:c1\n", 2, 1,
	    "duplicate tag Order");
}
END_TEST

/* An unfinished game is named at its first line, with who is to act,
 * unless a Termination tag (not blank) says why it stopped. */
START_TEST(unfinished_game)
{
	struct talat_game g;
	struct talat_result r;

	talat_game_init(&g);
	talat_result_init(&r);
	tu_replay("{ a comment first }\n" ORDER "1. L6@WB:c1 M4@BG:b1\n", 0, &g,
	    &r);
	ck_assert_int_eq(r.status, TALAT_UNFINISHED);
	ck_assert_int_eq(r.nwarnings, 1);
	tu_assert_diag(&r, 0, TALAT_SEV_WARNING, 1, 1, "the game is "
	    "unfinished: it stops after ply 2, with G to act, and no "
	    "Termination tag says why");
	ck_assert_int_eq(r.diags[0].kind, TALAT_D_UNFINISHED_GAME);
	ck_assert_str_eq(talat_diag_code(r.diags[0].kind), "unfinished-game");
	tu_replay("[Zihin \"B\"]\n[Order \"G W\"]\n", 0, &g, &r);
	ck_assert_int_eq(r.nwarnings, 1);
	tu_assert_diag(&r, 0, TALAT_SEV_WARNING, 1, 1, "the game is "
	    "unfinished: it has no ply, G is to act, and no Termination tag "
	    "says why");
	tu_replay(ORDER "[Termination \"time forfeit\"]\n1. L6@WB:c1\n", 0,
	    &g, &r);
	ck_assert_int_eq(r.status, TALAT_UNFINISHED);
	ck_assert_int_eq(r.ndiags, 0);
	tu_replay(ORDER "[Termination \" \"]\n1. L6@WB:c1\n", 0, &g, &r);
	ck_assert_int_eq(r.nwarnings, 1);
	ck_assert_int_eq(r.diags[0].kind, TALAT_D_UNFINISHED_GAME);
	/* A misspelt Termination is named as such. */
	tu_replay(ORDER "[Terminaton \"adjourned\"]\n1. L6@WB:c1\n", 0, &g,
	    &r);
	ck_assert_int_eq(r.nwarnings, 2);
	ck_assert_str_eq(r.diags[1].message, "unknown tag Terminaton: did you "
	    "mean Termination?");
	talat_result_free(&r);
	talat_game_free(&g);
}
END_TEST

/* Text that is no TPN at all is told so, naming no field; text that
 * may be boards is read field by field. */
START_TEST(not_a_tpn)
{
	struct talat_position p;
	char err[256];
	const char *not[] = { "hello world", "not a position", "my games.tgn",
	    "[Event \"x\"]", "1. L6@WB:c1", "- 5/5/5/5/5", "\xc3\xa9 5" };
	const char *like[] = { "", "5/5/5/5/5", "wl6 x", "5/2WL62/5 rest",
	    " 5/5/5/5/5", "x 5/5/5/5/5 5/5/5/5/5 W -/-/- - 1",
	    "a b c d e f g" };
	size_t i;

	for (i = 0; i < sizeof(not) / sizeof(not[0]); i++) {
		ck_assert_int_eq(talat_tpn_like(not[i]), 0);
		ck_assert_int_eq(talat_tpn_parse_syntax(not[i], &p, err,
		    sizeof(err)), -1);
		ck_assert_str_eq(err, "not a TPN, which is 7 fields separated "
		    "by spaces, the first three the boards WB, BG and GW rank "
		    "by rank (such as 5/2WL62/5/4BS3/5)");
		ck_assert_int_eq(talat_tpn_parse(not[i], &p, err,
		    sizeof(err)), -1);
		ck_assert_ptr_nonnull(strstr(err, "not a TPN"));
	}
	for (i = 0; i < sizeof(like) / sizeof(like[0]); i++) {
		ck_assert_int_eq(talat_tpn_like(like[i]), 1);
		ck_assert_int_eq(talat_tpn_parse_syntax(like[i], &p, err,
		    sizeof(err)), -1);
		ck_assert_msg(strncmp(err, "TPN field ", 10) == 0, "%s: %s",
		    like[i], err);
	}
	/* A field missing is named, not the last one there. */
	talat_tpn_parse_syntax("5/5/5/5/5", &p, err, sizeof(err));
	ck_assert_str_eq(err, "TPN field 2 (board BG): missing: a TPN has 7 "
	    "fields");
	talat_tpn_parse_syntax("5/5/5/5/5 5/5/5/5/5 5/5/5/5/5 W -/-/- -", &p,
	    err, sizeof(err));
	ck_assert_str_eq(err, "TPN field 7 (ply): missing: a TPN has 7 "
	    "fields");
}
END_TEST

/* The marks of a position alone: the dead boards not given as frozen. */
START_TEST(marks_of_a_position)
{
	struct talat_svg_marks m;
	struct talat_position p;
	char tpn[TALAT_TPN_MAX], err[256];
	const char *pos = "WB:c4=WL6 WB:e2=BS3 BG:c2=BM4 BG:c4=GS3 GW:a1=GM4";

	tu_tpn(tpn, sizeof(tpn), pos, -1, 'W', "-", 100);
	ck_assert_int_eq(talat_tpn_parse(tpn, &p, err, sizeof(err)), 0);
	memset(&m, 0xff, sizeof(m));
	ck_assert_int_eq(talat_svg_marks_of_position(&p, &m), 0);
	ck_assert_int_eq(m.has_last, 0);
	ck_assert_uint_eq(m.dead, 1u << TALAT_WB | 1u << TALAT_GW);
	tu_tpn(tpn, sizeof(tpn), pos, -1, 'W', "WB", 100);
	ck_assert_int_eq(talat_tpn_parse(tpn, &p, err, sizeof(err)), 0);
	ck_assert_int_eq(talat_svg_marks_of_position(&p, &m), 0);
	ck_assert_uint_eq(m.dead, 1u << TALAT_GW);
}
END_TEST

START_TEST(freeze_declarations)
{
	char rec[1024];
	const char *pos = "WB:c4=WL6 WB:e2=BS3 BG:c2=BM4 BG:c4=GS3 GW:a1=GM4";

	/* WB is dead (W's L6 has nothing it can ever take). */
	position_record(rec, sizeof(rec), pos, -1, 'W', "-", "",
	    "freeze WB\nWB:c4-c5\n");
	expect_error(rec, 3, 1, "board WB is frozen");
	/* Declared mode: acting on a dead undeclared board warns. */
	position_record(rec, sizeof(rec), pos, -1, 'W', "-", "", "WB:c4-c5\n");
	/* And the record ends with WB and GW dead, undeclared. */
	expect_status(rec, 0, TALAT_UNFINISHED, 4);
	/* Strict mode: the dead board froze by itself. */
	expect_status(rec, 1, TALAT_INVALID, 0);
	/* BG is not dead: B's M4 on c2 meets G's S3 after one step. */
	position_record(rec, sizeof(rec), pos, -1, 'W', "-", "", "freeze BG\n");
	expect_error(rec, 2, 1, "board BG is not dead: after");
	/* Twice. */
	position_record(rec, sizeof(rec), pos, -1, 'W', "-", "",
	    "freeze WB freeze WB\n");
	expect_error(rec, 2, 11, "board WB is already frozen");
}
END_TEST

/* talat_replay_prefix: the position after the kth ply with the freeze
 * declarations that follow it, also before any ply (a record that starts
 * from a position in the movement phase), and when the record has none
 * or its first fails. */
static void
prefix_frozen(const char *text, size_t k, size_t nplies, unsigned frozen)
{
	struct talat_game g;
	struct talat_result full, r;
	unsigned declared = 0;
	int i;

	talat_game_init(&g);
	talat_result_init(&full);
	talat_result_init(&r);
	tu_replay(text, 0, &g, &full);
	ck_assert_uint_eq(full.nplies, nplies);
	ck_assert_int_eq(talat_replay_prefix(&g, &full, NULL, k, &r), 0);
	ck_assert_uint_eq(r.nplies, k);
	ck_assert_uint_eq(r.final.frozen, frozen);
	for (i = 0; i < r.nfreezes; i++)
		if (r.freezes[i].declared_after_ply >= 0)
			declared |= 1u << r.freezes[i].board;
	ck_assert_uint_eq(declared, frozen);
	talat_result_free(&r);
	talat_result_free(&full);
	talat_game_free(&g);
}

START_TEST(replay_prefix_freezes)
{
	char rec[1024];
	const char *pos = "WB:c4=WL6 WB:e2=BS3 BG:c2=BM4 BG:c4=GS3 GW:a1=GM4";
	unsigned wb = 1u << TALAT_WB, gw = 1u << TALAT_GW;

	/* No ply: the declaration is all the record holds. */
	position_record(rec, sizeof(rec), pos, -1, 'W', "-", "", "freeze WB\n");
	prefix_frozen(rec, 0, 0, wb);
	/* The first ply fails (WB is frozen): what stands before it. */
	position_record(rec, sizeof(rec), pos, -1, 'W', "-", "",
	    "freeze WB\nWB:c4-c5\n");
	prefix_frozen(rec, 0, 0, wb);
	/* Before the first ply and after it. */
	position_record(rec, sizeof(rec), pos, -1, 'W', "-", "",
	    "freeze WB\npass freeze GW\n");
	prefix_frozen(rec, 0, 1, wb);
	prefix_frozen(rec, 1, 1, wb | gw);
}
END_TEST

/* --- plies that stood: talat_stand_action ---------------------------- */

static int
stand(const struct talat_position *p, int kind, int board, const char *from,
    const char *to, int type, struct talat_action *a, char *err)
{
	struct talat_msg why;

	memset(a, 0, sizeof(*a));
	a->kind = kind;
	a->board = board;
	a->from = from ? talat_square_at(from[0] - 'a', from[1] - '1') : -1;
	a->to = talat_square_at(to[0] - 'a', to[1] - '1');
	a->tower = talat_tower_of(p->to_act < 0 ? 0 : p->to_act, type);
	a->victim = -1;
	err[0] = '\0';
	if (talat_stand_action(p, a, &why) == 0)
		return 0;
	ck_assert_int_ne(why.kind, TALAT_D_NONE);
	if (snprintf(err, 256, "%s", why.text) < 0)
		err[0] = 0;
	return -1;
}

START_TEST(stand_moves_as_written)
{
	struct talat_position p;
	struct talat_action a;
	char tpn[TALAT_TPN_MAX], err[256];

	tu_tpn(tpn, sizeof(tpn), "WB:c3=WS4 WB:c4=BM3 WB:e2=BS3 BG:a2=BM4 "
	    "GW:a1=GM4", -1, 'W', "WB", 40);
	/* WB is frozen and not dead: stand needs no oracle. */
	parse(tpn, &p);
	/* Two squares, backwards, sideways: the board allows it. */
	ck_assert_int_eq(stand(&p, TALAT_STEP, TALAT_WB, "c3", "c5", 0, &a,
	    err), 0);
	ck_assert_int_eq(a.tower, talat_tower_from_name("WS4"));
	ck_assert_int_eq(stand(&p, TALAT_STEP, TALAT_WB, "c3", "a1", 0, &a,
	    err), 0);
	/* S4 does not take M3, but it may stand, and takes it. */
	ck_assert_int_eq(stand(&p, TALAT_CAPTURE, TALAT_WB, "c3", "c4", 0, &a,
	    err), 0);
	ck_assert_int_eq(a.victim, talat_tower_from_name("BM3"));
	talat_apply_action(&p, &a);
	ck_assert_int_eq(p.board[TALAT_WB][talat_square_at(2, 3)],
	    talat_tower_from_name("WS4"));
	ck_assert_int_eq(p.captured[TALAT_WHITE][p.ncaptured[TALAT_WHITE] - 1],
	    talat_tower_from_name("BM3"));
	/* What cannot stand. */
	parse(tpn, &p);
	ck_assert_int_eq(stand(&p, TALAT_STEP, TALAT_WB, "c4", "c3", 0, &a,
	    err), -1);
	ck_assert_str_eq(err, "there is no tower of W on WB:c4");
	ck_assert_int_eq(stand(&p, TALAT_STEP, TALAT_WB, "b3", "b4", 0, &a,
	    err), -1);
	ck_assert_int_eq(stand(&p, TALAT_STEP, TALAT_WB, "c3", "c4", 0, &a,
	    err), -1);
	ck_assert_str_eq(err, "WB:c4 is occupied by BM3: a step needs an "
	    "empty square");
	ck_assert_int_eq(stand(&p, TALAT_CAPTURE, TALAT_WB, "c3", "d4", 0, &a,
	    err), -1);
	ck_assert_str_eq(err, "WB:d4 is empty: there is nothing to capture");
	ck_assert_int_eq(stand(&p, TALAT_PLACE, TALAT_WB, NULL, "a1",
	    TALAT_L6, &a, err), -1);
	ck_assert_str_eq(err, "WL6 is already placed");
	ck_assert_int_eq(stand(&p, TALAT_PASS, TALAT_WB, NULL, "a1", 0, &a,
	    err), 0);
	p.to_act = -1;
	ck_assert_int_eq(stand(&p, TALAT_PASS, TALAT_WB, NULL, "a1", 0, &a,
	    err), -1);
	ck_assert_str_eq(err, "the game is over");
}
END_TEST

START_TEST(stand_placements)
{
	struct talat_position p;
	struct talat_action a;
	char err[256];

	talat_position_init(&p, -1, TALAT_WHITE);
	/* Off the start line: stands. */
	ck_assert_int_eq(stand(&p, TALAT_PLACE, TALAT_WB, NULL, "c3",
	    TALAT_L6, &a, err), 0);
	talat_apply_action(&p, &a);
	ck_assert_int_eq(p.placed, 1);
	/* Twice, onto an occupied square, on a board without W. */
	ck_assert_int_eq(stand(&p, TALAT_PLACE, TALAT_GW, NULL, "a5",
	    TALAT_L6, &a, err), -1);
	ck_assert_str_eq(err, "WL6 is already placed");
	ck_assert_int_eq(stand(&p, TALAT_PLACE, TALAT_WB, NULL, "c3",
	    TALAT_L4, &a, err), -1);
	ck_assert_str_eq(err, "WB:c3 is occupied by WL6");
	ck_assert_int_eq(stand(&p, TALAT_PLACE, TALAT_BG, NULL, "c1",
	    TALAT_L4, &a, err), -1);
	ck_assert_str_eq(err, "W has no towers on board BG");
}
END_TEST

START_TEST(stand_two_players)
{
	struct talat_position p;
	struct talat_action a;
	char tpn[TALAT_TPN_MAX], err[256];

	/* Zihin G (GS3 out). W may stand a move of a Zihin tower on GW (the
	 * board of W and the Zihin), never one of B's towers, and a Zihin
	 * tower never takes W's own. */
	tu_tpn(tpn, sizeof(tpn), "GW:c3=GM4 GW:c4=WM3 BG:c3=GL4 BG:c2=BM3 "
	    "WB:c2=WM6 WB:c4=BS3", talat_tower_from_name("GS3"), 'W', "-", 60);
	parse(tpn, &p);
	ck_assert_int_eq(p.zihin, TALAT_GREY);
	ck_assert_int_eq(stand(&p, TALAT_STEP, TALAT_GW, "c3", "c2", 0, &a,
	    err), 0);
	ck_assert_int_eq(stand(&p, TALAT_CAPTURE, TALAT_GW, "c3", "c4", 0, &a,
	    err), -1);
	ck_assert_str_eq(err, "GW:c4 holds WM3: a player never takes a "
	    "tower of their own colour");
	ck_assert_int_eq(stand(&p, TALAT_CAPTURE, TALAT_BG, "c3", "c2", 0, &a,
	    err), 0);
	ck_assert_int_eq(stand(&p, TALAT_STEP, TALAT_WB, "c4", "c3", 0, &a,
	    err), -1);
	ck_assert_str_eq(err, "there is no tower of W or of the Zihin on "
	    "WB:c4");
}
END_TEST

static Suite *
rules_suite(void)
{
	Suite *s = suite_create("rules");
	TCase *tc = tcase_create("actions");

	tcase_add_test(tc, capture_relation_all_81_cells);
	tcase_add_loop_test(tc, steps_each_direction_both_colours, 0, 6);
	tcase_add_loop_test(tc, captures_each_direction_both_colours, 0, 6);
	tcase_add_test(tc, start_line_stop_and_sideways_capture);
	tcase_add_test(tc, other_colour_and_own_colour);
	tcase_add_test(tc, david_and_goliath);
	tcase_add_test(tc, two_player_permissions);
	tcase_add_test(tc, wrong_directions_have_their_codes);
	tcase_add_test(tc, catalogue_lookups);
	tcase_add_test(tc, edit_distance);
	tcase_add_test(tc, zihin_capture_credits_the_player);
	tcase_add_test(tc, ninth_zihin_tower_out_of_play);
	suite_add_tcase(s, tc);
	tc = tcase_create("records");
	tcase_add_test(tc, placement_errors);
	tcase_add_test(tc, turn_order_and_rounds);
	tcase_add_test(tc, pass_legal_and_illegal);
	tcase_add_test(tc, legal_plies_and_declarable);
	tcase_add_test(tc, squares_of_the_picture);
	tcase_add_test(tc, game_over_and_tags);
	tcase_add_test(tc, not_a_tpn);
	tcase_add_test(tc, marks_of_a_position);
	tcase_add_test(tc, freeze_declarations);
	tcase_add_test(tc, replay_prefix_freezes);
	tcase_add_test(tc, unfinished_game);
	suite_add_tcase(s, tc);
	tc = tcase_create("stood");
	tcase_add_test(tc, stand_moves_as_written);
	tcase_add_test(tc, stand_placements);
	tcase_add_test(tc, stand_two_players);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return tu_run(rules_suite());
}
