/* SPDX-License-Identifier: ISC */
/* check_reconcile.c: talat_reconcile (arbiter.md section 6): the least
 * game, its uniqueness, the tags, the differences as data and the
 * diagnostics. */
#include <errno.h>
#include "testutil.h"
#include "reconcile.h"

#define W3 "[Order \"W B G\"]\n\n"

/* Reads the sheets (texts) and reconciles them into rc. */
static void
run(struct talat_reconcile *rc, struct talat_game *g, int n,
    const char *const *texts, const struct talat_reconcile_options *o)
{
	const struct talat_game *gs[3];
	struct talat_reader *rd;
	int i;

	for (i = 0; i < n; i++) {
		rd = talat_reader_new_string(texts[i], strlen(texts[i]), NULL);
		ck_assert_ptr_nonnull(rd);
		talat_game_init(&g[i]);
		ck_assert_int_eq(talat_reader_next(rd, &g[i]), 1);
		talat_reader_free(rd);
		gs[i] = &g[i];
	}
	talat_reconcile_init(rc);
	ck_assert_int_eq(talat_reconcile(gs, n, o, rc), 0);
}

static void
done(struct talat_reconcile *rc, struct talat_game *g, int n)
{
	int i;

	talat_reconcile_free(rc);
	for (i = 0; i < n; i++)
		talat_game_free(&g[i]);
}

/* The game's moves as canonical text, separated by spaces. */
static void
moves_text(const struct talat_game *g, char *buf, size_t len)
{
	char t[TALAT_PLY_TEXT_MAX];
	size_t i, o = 0;

	buf[0] = '\0';
	for (i = 0; i < g->nmoves && o < len; i++) {
		talat_ply_format(&g->moves[i], t);
		o += (size_t)snprintf(buf + o, len - o, "%s%s", i ? " " : "", t);
	}
}

/* The index of the first diagnostic of `kind`, or -1. */
static long
find_diag(const struct talat_reconcile *rc, enum talat_diag_kind kind)
{
	size_t i;

	for (i = 0; i < rc->ndiags; i++)
		if (rc->diags[i].d.kind == kind)
			return (long)i;
	return -1;
}

START_TEST(illegal_slip_and_clean)
{
	static const char *const s[] = {
		W3 "L6@WB:c1 M4@BG:b1 S3@GW:a1 L4@WB:a1\n",
		W3 "L6@WB:c1 M4@BG:b5 S3@GW:a1 L4@WB:a1\n"
	};
	struct talat_reconcile rc;
	struct talat_game g[2];
	const struct talat_sheet_diff *d;
	char buf[256];
	long k;

	run(&rc, g, 2, s, NULL);
	ck_assert_int_eq(rc.outcome, TALAT_RECONCILE_UNIQUE);
	ck_assert_int_eq(rc.distance, 1);
	ck_assert_int_eq(rc.limit, 12);
	moves_text(&rc.game, buf, sizeof buf);
	ck_assert_str_eq(buf, "L6@WB:c1 M4@BG:b1 S3@GW:a1 L4@WB:a1");
	ck_assert_int_eq(rc.result.status, TALAT_UNFINISHED);
	ck_assert_int_eq(rc.sheets[0].distance, 0);
	ck_assert_uint_eq(rc.sheets[0].ndiffs, 0);
	ck_assert_int_eq(rc.sheets[1].distance, 1);
	ck_assert_uint_eq(rc.sheets[1].ndiffs, 1);
	d = &rc.sheets[1].diffs[0];
	ck_assert_int_eq(d->kind, TALAT_SHEET_WROTE);
	ck_assert_uint_eq(d->item, 2);
	ck_assert_int_eq(d->ply, 2);
	ck_assert_int_eq(d->loc.line, 3);
	ck_assert_int_eq(d->loc.column, 10);
	ck_assert_int_eq(d->move, 1);
	ck_assert_str_eq(d->wrote, "M4@BG:b5");
	ck_assert_str_eq(d->game, "M4@BG:b1");
	/* The comment after the item, the note at the sheet's place. */
	ck_assert_uint_eq(rc.game.moves[1].ncomments, 1);
	ck_assert_str_eq(rc.game.moves[1].comments[0].text,
	    "talat reconcile: sheet 2 wrote M4@BG:b5");
	ck_assert_uint_eq(rc.ndiags, 1);
	k = find_diag(&rc, TALAT_D_SHEET_DIFFERS);
	ck_assert_int_eq(k, 0);
	ck_assert_int_eq(rc.diags[0].sheet, 1);
	ck_assert_int_eq(rc.diags[0].d.severity, TALAT_SEV_NOTE);
	ck_assert_int_eq(rc.diags[0].d.loc.column, 10);
	ck_assert_str_eq(rc.diags[0].d.message, "the reconciled game has "
	    "M4@BG:b1 here, where this sheet has M4@BG:b5");
	done(&rc, g, 2);
}
END_TEST

START_TEST(missing_and_extra)
{
	static const char *const s[] = {
		W3 "L6@WB:c1 M4@BG:b1 S3@GW:a1 L4@WB:a1\n",
		W3 "L6@WB:c1 S3@GW:a1 L4@WB:a1 M4@BG:b1\n",
		W3 "L6@WB:c1 M4@BG:b1 M4@BG:c1 S3@GW:a1 L4@WB:a1\n"
	};
	struct talat_reconcile rc;
	struct talat_game g[3];
	const struct talat_sheet_diff *d;
	char buf[256];

	run(&rc, g, 3, s, NULL);
	ck_assert_int_eq(rc.outcome, TALAT_RECONCILE_UNIQUE);
	ck_assert_int_eq(rc.limit, 18);
	moves_text(&rc.game, buf, sizeof buf);
	ck_assert_str_eq(buf, "L6@WB:c1 M4@BG:b1 S3@GW:a1 L4@WB:a1");
	ck_assert_int_eq(rc.distance, 3);
	/* Sheet 2 missed M4@BG:b1 at ply 2, and wrote it at the end. */
	ck_assert_uint_eq(rc.sheets[1].ndiffs, 2);
	d = &rc.sheets[1].diffs[0];
	ck_assert_int_eq(d->kind, TALAT_SHEET_NOTHING);
	ck_assert_uint_eq(d->item, 2);
	ck_assert_int_eq(d->move, -1);
	ck_assert_str_eq(d->wrote, "");
	ck_assert_int_eq(d->loc.column, 10);	/* before S3@GW:a1 */
	d = &rc.sheets[1].diffs[1];
	ck_assert_int_eq(d->kind, TALAT_SHEET_ALSO);
	ck_assert_uint_eq(d->item, 4);		/* after the fourth */
	ck_assert_int_eq(d->ply, 4);
	ck_assert_str_eq(d->wrote, "M4@BG:b1");
	ck_assert_str_eq(d->game, "");
	/* Sheet 3 wrote one more. */
	ck_assert_uint_eq(rc.sheets[2].ndiffs, 1);
	ck_assert_int_eq(rc.sheets[2].diffs[0].kind, TALAT_SHEET_ALSO);
	ck_assert_uint_eq(rc.sheets[2].diffs[0].item, 2);
	ck_assert_str_eq(rc.game.moves[1].comments[0].text,
	    "talat reconcile: sheet 2 wrote nothing");
	ck_assert_str_eq(rc.game.moves[1].comments[1].text,
	    "talat reconcile: sheet 3 also wrote M4@BG:c1");
	ck_assert_str_eq(rc.game.moves[3].comments[0].text,
	    "talat reconcile: sheet 2 also wrote M4@BG:b1");
	done(&rc, g, 3);
}
END_TEST

START_TEST(stops_early_is_ambiguous)
{
	static const char *const s[] = {
		W3 "L6@WB:c1 M4@BG:b1 S3@GW:a1 L4@WB:a1\n",
		W3 "L6@WB:c1 M4@BG:b1 S3@GW:a1\n"
	};
	struct talat_reconcile rc;
	struct talat_game g[2];
	char buf[256];
	long k;

	run(&rc, g, 2, s, NULL);
	ck_assert_int_eq(rc.outcome, TALAT_RECONCILE_AMBIGUOUS);
	ck_assert_int_eq(rc.distance, 1);
	/* The shorter game comes first in byte order, item by item. */
	moves_text(&rc.game, buf, sizeof buf);
	ck_assert_str_eq(buf, "L6@WB:c1 M4@BG:b1 S3@GW:a1");
	ck_assert_uint_eq(rc.fork, 3);
	ck_assert_int_eq(rc.fork_ply, 4);
	ck_assert_int_eq(rc.nalternatives, 1);
	ck_assert_int_eq(rc.nchoices, 1);
	ck_assert_str_eq(rc.alternatives[0], "L4@WB:a1");
	k = find_diag(&rc, TALAT_D_RECONCILE_AMBIGUOUS_END);
	ck_assert_int_ge(k, 0);
	ck_assert_int_eq(rc.diags[k].sheet, 0);
	ck_assert_int_eq(rc.diags[k].d.loc.column, 28);
	ck_assert_int_eq(rc.diags[k].d.severity, TALAT_SEV_WARNING);
	ck_assert_str_eq(rc.game.moves[2].comments[0].text,
	    "talat reconcile: sheet 1 also wrote L4@WB:a1");
	done(&rc, g, 2);
}
END_TEST

START_TEST(many_least_games)
{
	/* W cannot place on BG: every legal first placement of W that
	 * leaves b1 free for B's M4 is as close; the first in byte order
	 * is written and three alternatives named. */
	static const char *const s[] = {
		W3 "S3@BG:a1 M4@BG:b1\n",
		W3 "S3@BG:a5 M4@BG:b1\n"
	};
	struct talat_reconcile rc;
	struct talat_game g[2];
	char buf[256];
	long k;

	run(&rc, g, 2, s, NULL);
	ck_assert_int_eq(rc.outcome, TALAT_RECONCILE_AMBIGUOUS);
	ck_assert_int_eq(rc.distance, 2);
	moves_text(&rc.game, buf, sizeof buf);
	ck_assert_str_eq(buf, "L3@GW:a5 M4@BG:b1");
	ck_assert_uint_eq(rc.fork, 0);
	ck_assert_int_eq(rc.nchoices, 89);
	ck_assert_int_eq(rc.nalternatives, 3);
	ck_assert_str_eq(rc.alternatives[0], "L3@GW:b5");
	ck_assert_str_eq(rc.alternatives[2], "L3@GW:d5");
	k = find_diag(&rc, TALAT_D_RECONCILE_AMBIGUOUS);
	ck_assert_int_ge(k, 0);
	ck_assert_str_eq(rc.diags[k].d.message, "several games are closest "
	    "to the sheets (distance 2): here the game written, the first of "
	    "them in byte order, has L3@GW:a5; others have L3@GW:b5, "
	    "L3@GW:c5, L3@GW:d5");
	done(&rc, g, 2);
}
END_TEST

START_TEST(tags_settled)
{
	static const char *const s[] = {
		"[Round \"1\"]\n[Event \"x\"]\n" W3 "L6@WB:c1\n",
		"[Event \"y\"]\n[Round \"1\"]\n[Site \"s\"]\n" W3 "L6@WB:c1\n"
	};
	struct talat_reconcile rc;
	struct talat_game g[2];
	long k;

	run(&rc, g, 2, s, NULL);
	ck_assert_int_eq(rc.outcome, TALAT_RECONCILE_UNIQUE);
	ck_assert_uint_eq(rc.game.ntags, 4);
	ck_assert_str_eq(rc.game.tags[0].name, "Round");
	ck_assert_str_eq(rc.game.tags[1].name, "Event");
	ck_assert_str_eq(rc.game.tags[1].value, "x");	/* the first's */
	ck_assert_str_eq(rc.game.tags[2].name, "Order");
	ck_assert_str_eq(rc.game.tags[3].name, "Site");
	ck_assert_str_eq(rc.game.tags[3].value, "s");
	k = find_diag(&rc, TALAT_D_TAG_CONFLICT);
	ck_assert_int_ge(k, 0);
	ck_assert_int_eq(rc.diags[k].sheet, 0);
	ck_assert_int_eq(rc.diags[k].d.loc.line, 2);
	ck_assert_str_eq(rc.diags[k].d.message, "the sheets give the Event tag "
	    "different values, none more often than another (sheet by sheet: "
	    "\"x\", \"y\"); the value of the first sheet that gives one is "
	    "kept: \"x\"");
	ck_assert_uint_eq(rc.sheets[0].ntags, 1);
	ck_assert_str_eq(rc.sheets[0].tags[0].name, "Site");
	ck_assert_ptr_null(rc.sheets[0].tags[0].a);
	ck_assert_str_eq(rc.sheets[0].tags[0].b, "s");
	ck_assert_uint_eq(rc.sheets[1].ntags, 1);
	ck_assert_str_eq(rc.sheets[1].tags[0].a, "y");
	ck_assert_str_eq(rc.game.comments[0].text,
	    "talat reconcile: sheet 2 wrote [Event \"y\"]");
	ck_assert_str_eq(rc.game.comments[1].text,
	    "talat reconcile: sheet 1 wrote no Site tag");
	done(&rc, g, 2);
}
END_TEST

START_TEST(order_by_the_closest_game)
{
	static const char *const s[] = {
		"[Order \"B G W\"]\n\nL6@WB:c1 M4@BG:b1 S3@GW:a1\n",
		W3 "L6@WB:c1 M4@BG:b1 S3@GW:a1\n"
	};
	struct talat_reconcile rc;
	struct talat_game g[2];
	long k;

	run(&rc, g, 2, s, NULL);
	ck_assert_int_eq(rc.outcome, TALAT_RECONCILE_UNIQUE);
	ck_assert_int_eq(rc.distance, 0);
	ck_assert_str_eq(talat_game_tag(&rc.game, "Order"), "W B G");
	k = find_diag(&rc, TALAT_D_TAG_CONFLICT_CLOSEST);
	ck_assert_int_ge(k, 0);
	ck_assert_int_eq(rc.diags[k].sheet, 0);
	ck_assert_uint_eq(rc.sheets[0].ntags, 1);
	ck_assert_str_eq(rc.sheets[0].tags[0].a, "B G W");
	done(&rc, g, 2);
}
END_TEST

START_TEST(zihin_settled_first)
{
	/* Two players, Zihin G: P1 W and P2 B place Zihin towers first. */
	static const char *const s[] = {
		"[Zihin \"G\"]\n\nL6@GW:c1 M4@BG:b5 S3@GW:a1\n",
		"[Event \"e\"]\n\nL6@GW:c1 M4@BG:b5 S3@GW:a1\n"
	};
	struct talat_reconcile rc;
	struct talat_game g[2];

	run(&rc, g, 2, s, NULL);
	ck_assert_int_eq(rc.outcome, TALAT_RECONCILE_UNIQUE);
	ck_assert_int_eq(rc.distance, 0);
	ck_assert_str_eq(talat_game_tag(&rc.game, "Zihin"), "G");
	ck_assert_int_eq(rc.result.nplayers, 2);
	ck_assert_int_ge(find_diag(&rc, TALAT_D_TAG_CONFLICT_CLOSEST), 0);
	done(&rc, g, 2);
}
END_TEST

START_TEST(too_far)
{
	static const char *const s[] = {
		W3 "L6@WB:c1 M4@BG:b1 S3@GW:a1 L4@WB:a1 L4@BG:a1 L4@GW:a1 "
		"L3@WB:b1 L3@BG:c1 L3@GW:b1 M3@WB:d1 M3@BG:d1 M3@GW:c1 "
		"M6@WB:e1\n",
		W3 "L6@WB:e1 M4@BG:e1 S3@GW:e1 L4@WB:d1 L4@BG:d1 L4@GW:d1 "
		"L3@WB:c1 L3@BG:b1 L3@GW:c1 M3@WB:b1 M3@BG:c1 M3@GW:b1 "
		"M6@WB:a1\n"
	};
	struct talat_reconcile_options o = { 0, TALAT_TIEBREAK_UNSHARED, 0 };
	struct talat_reconcile rc;
	struct talat_game g[2];
	long k;

	run(&rc, g, 2, s, &o);
	ck_assert_int_eq(rc.outcome, TALAT_RECONCILE_TOO_FAR);
	ck_assert_int_eq(rc.distance, -1);
	ck_assert_uint_eq(rc.game.nmoves, 0);
	k = find_diag(&rc, TALAT_D_RECONCILE_TOO_FAR);
	ck_assert_int_eq(k, 0);
	ck_assert_int_eq(rc.diags[k].d.severity, TALAT_SEV_ERROR);
	ck_assert_str_eq(rc.diags[k].d.message, "the sheets are too far apart: "
	    "every legal game is more than 12 edits from them in all, so no "
	    "game is written");
	done(&rc, g, 2);
}
END_TEST

START_TEST(gives_up_at_the_limit_of_positions)
{
	static const char *const s[] = {
		W3 "L6@WB:c1 M4@BG:b1 S3@GW:a1 L4@WB:a1\n",
		W3 "L6@WB:c1 M4@BG:b5 S3@GW:a1 L4@WB:a1\n"
	};
	struct talat_reconcile_options o = { 0, TALAT_TIEBREAK_UNSHARED, 3 };
	struct talat_reconcile rc;
	struct talat_game g[2];
	long k;

	run(&rc, g, 2, s, &o);
	ck_assert_int_eq(rc.outcome, TALAT_RECONCILE_TOO_FAR);
	ck_assert_int_eq(rc.positions, 3);
	k = find_diag(&rc, TALAT_D_RECONCILE_GAVE_UP);
	ck_assert_int_eq(k, 0);
	ck_assert_str_eq(rc.diags[k].d.message, "the search gave up: talat "
	    "examined the most positions it may (3) without finding the legal "
	    "game closest to the sheets (they may well be within 12 edits of "
	    "one in all), so no game is written");
	done(&rc, g, 2);
}
END_TEST

/* The start of records/reconcile/shared_*.tgn: a Position after the
 * setup. */
#define SHARED_START "[Position \"BL6BM3BM4BS4BM6/5/5/5/WM3WL4WS4WL3WM6 " \
	"GS41GM6GL4GL6/5/5/5/BL31BL4BS6BS3 " \
	"1WS3WL6WM4WS6/5/5/5/GS6GM4GM3GS3GL3 G -/-/- - 28\"]\n" \
	"[Order \"G B W\"]\n\n"
/* The game played: sheet 1 without its two slips. */
#define EXPECTED_SHARED \
	"GW:d1-c2 WB:b5-a4 GW:e5-e4 GW:c1-d2 BG:a1-b2 WB:d1-c2 " \
	"GW:c2-b3 BG:b2-b3 WB:a1-b2 BG:e5-d4 BG:d1-e2 GW:c5-d4 " \
	"GW:d2-c3 WB:a5-b4 GW:d4xc3 GW:b3xc3 WB:d5-d4 WB:b1-a2 " \
	"GW:b1-a2 BG:e2-d3 GW:b5-b4 BG:a5-a4 WB:b4-a3 GW:b4-a3 " \
	"GW:a2xa3 WB:a3xb2 WB:e1-d2 GW:e1-d2 WB:b2xc2 GW:d5-c4 " \
	"GW:d2-e3 WB:c2xd2 GW:c4xc3 BG:c5-b4 BG:b3xb4 GW:c3-b2 " \
	"BG:d4-c3 WB:a4-b3 GW:b2xa1 freeze GW BG:d5-d4 WB:c5-c4 " \
	"WB:a2xb3 BG:c3-d2 BG:e1xd2 WB:b3xc4 BG:d4-e3 BG:b4-c5 " \
	"WB:c4-b5 BG:a4-a3 freeze BG"

/*
 * Two sheets that share two slips (both wrote a step as a capture, twice)
 * and differ in two more (sheet 2 wrote two more steps as captures),
 * from a Position after the setup (records/reconcile/shared_*.tgn): the
 * game played, 2 edits from sheet 1 and 4 from sheet 2. A shared slip
 * costs two edits that the sheets' differences do not foresee, so the
 * search tries every cheaper game first: it examines more than the
 * 100,000 positions it answered "too far" at before.
 */
START_TEST(two_shared_slips)
{
	static const char *const s[] = {
		SHARED_START
		"10. GW:d1-c2 WB:b5-a4 GW:e5-e4\n"
		"11. GW:c1-d2 BG:a1-b2 WB:d1-c2\n"
		"12. GW:c2-b3 BG:b2-b3 WB:a1-b2?!\n"
		"13. BG:e5-d4 BG:d1-e2 GW:c5-d4\n"
		"14. GW:d2xc3 WB:a5-b4 GW:d4xc3\n"
		"15. GW:b3xc3 WB:d5-d4 WB:b1-a2\n"
		"16. GW:b1-a2 BG:e2-d3 GW:b5-b4\n"
		"17. BG:a5-a4 WB:b4-a3 GW:b4-a3\n"
		"18. GW:a2xa3 WB:a3xb2 WB:e1xd2\n"
		"19. GW:e1-d2 WB:b2xc2!! GW:d5-c4\n"
		"20. GW:d2-e3 WB:c2xd2 GW:c4xc3\n"
		"21. BG:c5-b4 BG:b3xb4!? GW:c3-b2\n"
		"22. BG:d4-c3 WB:a4-b3 GW:b2xa1 freeze GW\n"
		"23. BG:d5-d4 WB:c5-c4 WB:a2xb3\n"
		"24. BG:c3-d2 BG:e1xd2 WB:b3xc4\n"
		"25. BG:d4-e3 BG:b4-c5 WB:c4-b5\n"
		"26. BG:a4-a3 freeze BG\n",
		SHARED_START
		"10. GW:d1-c2 WB:b5-a4 GW:e5xe4\n"
		"11. GW:c1-d2 BG:a1-b2 WB:d1-c2\n"
		"12. GW:c2-b3 BG:b2-b3 WB:a1-b2?!\n"
		"13. BG:e5-d4 BG:d1-e2 GW:c5-d4\n"
		"14. GW:d2xc3 WB:a5-b4 GW:d4xc3\n"
		"15. GW:b3xc3 WB:d5-d4 WB:b1-a2\n"
		"16. GW:b1-a2 BG:e2-d3 GW:b5-b4\n"
		"17. BG:a5-a4 WB:b4-a3 GW:b4-a3\n"
		"18. GW:a2xa3 WB:a3xb2 WB:e1xd2\n"
		"19. GW:e1-d2 WB:b2xc2!! GW:d5-c4\n"
		"20. GW:d2-e3 WB:c2xd2 GW:c4xc3\n"
		"21. BG:c5-b4 BG:b3xb4!? GW:c3-b2\n"
		"22. BG:d4-c3 WB:a4-b3 GW:b2xa1 freeze GW\n"
		"23. BG:d5xd4 WB:c5-c4 WB:a2xb3\n"
		"24. BG:c3-d2 BG:e1xd2 WB:b3xc4\n"
		"25. BG:d4-e3 BG:b4-c5 WB:c4-b5\n"
		"26. BG:a4-a3 freeze BG\n"
	};
	struct talat_reconcile rc;
	struct talat_game g[2];
	char text[2048];

	run(&rc, g, 2, s, NULL);
	ck_assert_int_eq(rc.outcome, TALAT_RECONCILE_UNIQUE);
	ck_assert_int_eq(rc.distance, 6);
	ck_assert_int_eq(rc.sheets[0].distance, 2);
	ck_assert_int_eq(rc.sheets[1].distance, 4);
	ck_assert_int_gt(rc.positions, 100000);
	ck_assert_uint_eq(rc.sheets[0].ndiffs, 2);
	ck_assert_str_eq(rc.sheets[0].diffs[0].wrote, "GW:d2xc3");
	ck_assert_str_eq(rc.sheets[0].diffs[0].game, "GW:d2-c3");
	ck_assert_str_eq(rc.sheets[0].diffs[1].wrote, "WB:e1xd2");
	ck_assert_str_eq(rc.sheets[0].diffs[1].game, "WB:e1-d2");
	ck_assert_uint_eq(rc.sheets[1].ndiffs, 4);
	moves_text(&rc.game, text, sizeof text);
	ck_assert_str_eq(text, EXPECTED_SHARED);
	ck_assert_int_eq(find_diag(&rc, TALAT_D_RECONCILE_AMBIGUOUS), -1);
	done(&rc, g, 2);
}
END_TEST

/*
 * Two sheets that both left out the same two plies (sheet 2 also wrote a
 * step as a capture; records/reconcile/omitted_*.tgn): every ply after an
 * omission falls to the wrong player, which the bound counts, so the
 * search goes straight to the game played, in a few hundred positions
 * (it needed some 335,000 when the bound knew only the sheets'
 * distance).
 */
START_TEST(two_shared_omissions)
{
	static const char *const s[] = {
		SHARED_START
		"10. GW:d1-c2 WB:b5-a4 GW:e5-e4\n"
		"11. GW:c1-d2 BG:a1-b2 WB:d1-c2\n"
		"12. GW:c2-b3 BG:b2-b3 WB:a1-b2?!\n"
		"13. BG:e5-d4 BG:d1-e2 GW:c5-d4\n"
		"14. WB:a5-b4 GW:d4xc3 GW:b3xc3\n"
		"15. WB:d5-d4 WB:b1-a2 GW:b1-a2\n"
		"16. BG:e2-d3 GW:b5-b4 BG:a5-a4\n"
		"17. WB:b4-a3 GW:b4-a3 GW:a2xa3\n"
		"18. WB:a3xb2 GW:e1-d2 WB:b2xc2!!\n"
		"19. GW:d5-c4 GW:d2-e3 WB:c2xd2\n"
		"20. GW:c4xc3 BG:c5-b4 BG:b3xb4!?\n"
		"21. GW:c3-b2 BG:d4-c3 WB:a4-b3\n"
		"22. GW:b2xa1 freeze GW BG:d5-d4 WB:c5-c4\n"
		"23. WB:a2xb3 BG:c3-d2 BG:e1xd2\n"
		"24. WB:b3xc4 BG:d4-e3 BG:b4-c5\n"
		"25. WB:c4-b5 BG:a4-a3 freeze BG\n",
		SHARED_START
		"10. GW:d1-c2 WB:b5-a4 GW:e5xe4\n"
		"11. GW:c1-d2 BG:a1-b2 WB:d1-c2\n"
		"12. GW:c2-b3 BG:b2-b3 WB:a1-b2?!\n"
		"13. BG:e5-d4 BG:d1-e2 GW:c5-d4\n"
		"14. WB:a5-b4 GW:d4xc3 GW:b3xc3\n"
		"15. WB:d5-d4 WB:b1-a2 GW:b1-a2\n"
		"16. BG:e2-d3 GW:b5-b4 BG:a5-a4\n"
		"17. WB:b4-a3 GW:b4-a3 GW:a2xa3\n"
		"18. WB:a3xb2 GW:e1-d2 WB:b2xc2!!\n"
		"19. GW:d5-c4 GW:d2-e3 WB:c2xd2\n"
		"20. GW:c4xc3 BG:c5-b4 BG:b3xb4!?\n"
		"21. GW:c3-b2 BG:d4-c3 WB:a4-b3\n"
		"22. GW:b2xa1 freeze GW BG:d5-d4 WB:c5-c4\n"
		"23. WB:a2xb3 BG:c3-d2 BG:e1xd2\n"
		"24. WB:b3xc4 BG:d4-e3 BG:b4-c5\n"
		"25. WB:c4-b5 BG:a4-a3 freeze BG\n"
	};
	struct talat_reconcile_options o = { 0, TALAT_TIEBREAK_UNSHARED,
	    5000 };
	struct talat_reconcile rc;
	struct talat_game g[2];
	char text[2048];

	run(&rc, g, 2, s, &o);
	ck_assert_int_eq(rc.outcome, TALAT_RECONCILE_UNIQUE);
	ck_assert_int_eq(rc.distance, 5);
	ck_assert_int_eq(rc.sheets[0].distance, 2);
	ck_assert_int_eq(rc.sheets[1].distance, 3);
	ck_assert_int_lt(rc.positions, 5000);
	ck_assert_uint_eq(rc.sheets[0].ndiffs, 2);
	ck_assert_int_eq(rc.sheets[0].diffs[0].kind, TALAT_SHEET_NOTHING);
	ck_assert_str_eq(rc.sheets[0].diffs[0].game, "GW:d2-c3");
	ck_assert_int_eq(rc.sheets[0].diffs[1].kind, TALAT_SHEET_NOTHING);
	ck_assert_str_eq(rc.sheets[0].diffs[1].game, "WB:e1-d2");
	moves_text(&rc.game, text, sizeof text);
	ck_assert_str_eq(text, EXPECTED_SHARED);
	done(&rc, g, 2);
}
END_TEST

START_TEST(no_start)
{
	static const char *const s[] = {
		"[Zihin \"Q\"]\n\nL6@WB:c1\n",
		"[Zihin \"Q\"]\n\nL6@WB:c1\n"
	};
	struct talat_reconcile rc;
	struct talat_game g[2];

	run(&rc, g, 2, s, NULL);
	ck_assert_int_eq(rc.outcome, TALAT_RECONCILE_NO_START);
	ck_assert_uint_eq(rc.ndiags, 1);
	ck_assert_int_eq(rc.diags[0].d.kind, TALAT_D_BAD_ZIHIN);
	ck_assert_int_eq(rc.diags[0].d.loc.line, 1);
	ck_assert_int_eq(rc.diags[0].d.loc.column, 8);
	done(&rc, g, 2);
}
END_TEST

START_TEST(first_sheet_comments_kept)
{
	static const char *const s[] = {
		"[Event \"x\"]\n" W3 "{ before } L6@WB:c1! { good } M4@BG:b1\n",
		"[Event \"x\"]\n" W3 "L6@WB:c1 { other } M4@BG:b1?\n"
	};
	struct talat_reconcile rc;
	struct talat_game g[2];

	run(&rc, g, 2, s, NULL);
	ck_assert_int_eq(rc.outcome, TALAT_RECONCILE_UNIQUE);
	ck_assert_int_eq(rc.distance, 0);
	ck_assert_uint_eq(rc.ndiags, 0);
	ck_assert_uint_eq(rc.game.ncomments, 1);
	ck_assert_str_eq(rc.game.comments[0].text, "before");
	ck_assert_int_eq(rc.game.moves[0].annotation, TALAT_ANN_GOOD);
	ck_assert_uint_eq(rc.game.moves[0].ncomments, 1);
	ck_assert_str_eq(rc.game.moves[0].comments[0].text, "good");
	ck_assert_int_eq(rc.game.moves[1].annotation, TALAT_ANN_NONE);
	ck_assert_uint_eq(rc.game.moves[1].ncomments, 0);
	done(&rc, g, 2);
}
END_TEST

START_TEST(sheets_out_of_range)
{
	struct talat_reconcile rc;
	const struct talat_game *gs[4] = { NULL, NULL, NULL, NULL };

	talat_reconcile_init(&rc);
	errno = 0;
	ck_assert_int_eq(talat_reconcile(gs, 1, NULL, &rc), -1);
	ck_assert_int_eq(errno, EINVAL);
	ck_assert_int_eq(talat_reconcile(gs, 4, NULL, &rc), -1);
	talat_reconcile_free(&rc);
	ck_assert_str_eq(talat_reconcile_outcome_name(TALAT_RECONCILE_TOO_FAR),
	    "too-far");
	ck_assert_str_eq(talat_sheet_diff_kind_name(TALAT_SHEET_NOTHING),
	    "nothing");
}
END_TEST

/* --- against an exhaustive search ------------------------------------- */

/*
 * Small games from a position with few towers: every legal game of at
 * most DEPTH items (legal as talat_replay() judges it, the oracle here),
 * its total distance from the sheets, and the least ones, against what
 * talat_reconcile finds. A case is judged only when no longer game can
 * be as close (each item past the longest sheet costs an edit a sheet).
 */
#define DEPTH 4
#define MAXLEAST 512

struct exh {
	struct talat_game g;		/* the Position tag and the moves */
	struct talat_move moves[DEPTH];
	struct talat_result r;
	const struct talat_game *sheets[3];
	int k;
	long best;
	char least[MAXLEAST][DEPTH + 1][TALAT_PLY_TEXT_MAX];
	int nleast[MAXLEAST];		/* items of each least game */
	int count;
};

static size_t
lev(const struct talat_move *a, size_t na, const struct talat_move *b,
    size_t nb)
{
	size_t d[8][8], i, j;
	char ta[TALAT_PLY_TEXT_MAX], tb[TALAT_PLY_TEXT_MAX];

	for (i = 0; i <= na; i++)
		for (j = 0; j <= nb; j++) {
			if (i == 0 || j == 0) {
				d[i][j] = i + j;
				continue;
			}
			talat_ply_format(&a[i - 1], ta);
			talat_ply_format(&b[j - 1], tb);
			d[i][j] = d[i - 1][j - 1] + (strcmp(ta, tb) != 0);
			if (d[i - 1][j] + 1 < d[i][j])
				d[i][j] = d[i - 1][j] + 1;
			if (d[i][j - 1] + 1 < d[i][j])
				d[i][j] = d[i][j - 1] + 1;
		}
	return d[na][nb];
}

static void
visit(struct exh *x, size_t n)
{
	struct talat_action a[128];
	struct talat_move m;
	long dist = 0;
	int i, na, b;

	x->g.nmoves = n;
	ck_assert_int_eq(talat_replay(&x->g, NULL, &x->r), 0);
	if (x->r.nerrors > 0)
		return;
	for (i = 0; i < x->k; i++)
		dist += (long)lev(x->moves, n, x->sheets[i]->moves,
		    x->sheets[i]->nmoves);
	if (x->best < 0 || dist < x->best) {
		x->best = dist;
		x->count = 0;
	}
	if (dist == x->best && x->count < MAXLEAST) {
		for (i = 0; i < (int)n; i++)
			talat_ply_format(&x->moves[i], x->least[x->count][i]);
		x->nleast[x->count++] = (int)n;
	}
	if (n == DEPTH)
		return;
	na = x->r.final.to_act < 0 ? 0 :
	    talat_legal_actions(&x->r.final, a, 128);
	memset(&m, 0, sizeof m);
	for (i = 0; i < na + 1 + TALAT_NBOARDS; i++) {
		if (i < na) {
			talat_action_move(&a[i], &m);
		} else if (i == na) {
			m.kind = TALAT_MOVE_PASS;	/* the replay judges */
			m.type = m.board = m.from = m.to = -1;
		} else {
			b = i - na - 1;
			m.kind = TALAT_MOVE_FREEZE;
			m.type = m.from = m.to = -1;
			m.board = b;
		}
		x->moves[n] = m;
		visit(x, n + 1);
	}
}

static int
least_cmp(const struct exh *x, int a, int b)
{
	int i, c;

	for (i = 0; i < x->nleast[a] && i < x->nleast[b]; i++)
		if ((c = strcmp(x->least[a][i], x->least[b][i])) != 0)
			return c;
	return x->nleast[a] - x->nleast[b];
}

/* A random sheet: the base game with one slip (or none). */
static void
mutate(struct talat_game *s, const struct talat_game *base,
    struct talat_move *m, const struct talat_move *pool, int npool)
{
	size_t n = base->nmoves, i = (size_t)(rand() % (int)n);

	*s = *base;
	memcpy(m, base->moves, n * sizeof *m);
	switch (rand() % 5) {
	case 0:
		m[i] = pool[rand() % npool];
		break;
	case 1:
		memmove(&m[i], &m[i + 1], (n - i - 1) * sizeof *m);
		n--;
		break;
	case 2:
		memmove(&m[i + 1], &m[i], (n - i) * sizeof *m);
		m[i] = pool[rand() % npool];
		n++;
		break;
	case 3:
		if (i + 1 < n) {
			struct talat_move t = m[i];

			m[i] = m[i + 1];
			m[i + 1] = t;
		}
		break;
	}
	s->moves = m;
	s->nmoves = n;
}

static void
compare_exhaustive(struct exh *x, const struct talat_reconcile *rc)
{
	char buf[TALAT_PLY_TEXT_MAX];
	int i, j, first = 0, fork = DEPTH + 1, lcp, nalt = 0;

	for (i = 1; i < x->count; i++)
		if (least_cmp(x, i, first) < 0)
			first = i;
	ck_assert_int_eq(rc->distance, x->best);
	ck_assert_int_eq(rc->outcome, x->count > 1 ?
	    TALAT_RECONCILE_AMBIGUOUS : TALAT_RECONCILE_UNIQUE);
	ck_assert_int_eq((int)rc->game.nmoves, x->nleast[first]);
	for (i = 0; i < x->nleast[first]; i++) {
		talat_ply_format(&rc->game.moves[i], buf);
		ck_assert_str_eq(buf, x->least[first][i]);
	}
	if (x->count == 1)
		return;
	for (i = 0; i < x->count; i++) {
		if (i == first)
			continue;
		for (lcp = 0; lcp < x->nleast[i] && lcp < x->nleast[first] &&
		    strcmp(x->least[i][lcp], x->least[first][lcp]) == 0; lcp++)
			;
		if (lcp < fork)
			fork = lcp;
	}
	ck_assert_uint_eq(rc->fork, (size_t)fork);
	/* The alternatives: the other items the least games have there. */
	for (i = 0; i < x->count; i++) {
		if (x->nleast[i] <= fork || (x->nleast[first] > fork &&
		    strcmp(x->least[i][fork], x->least[first][fork]) == 0))
			continue;
		for (j = 0; j < i; j++)
			if (x->nleast[j] > fork && strcmp(x->least[j][fork],
			    x->least[i][fork]) == 0)
				break;
		nalt += j == i;
	}
	ck_assert_int_eq(rc->nchoices, nalt);
}

START_TEST(agrees_with_exhaustive_search)
{
	static struct exh x;
	struct talat_game base, sheets[3];
	struct talat_move bm[2], sm[3][3], pool[128];
	struct talat_action a[128];
	struct talat_result r;
	struct talat_tag tag;
	struct talat_reconcile rc;
	char tpn[TALAT_TPN_MAX];
	int c, i, n, npool, longest, judged = 0;

	tu_tpn(tpn, sizeof tpn, "WB:a2=WM4 WB:c1=WS6 WB:b4=BS4 WB:d5=BM3 "
	    "BG:b2=BL3 BG:c4=GM6 BG:e3=GS3 GW:c2=GL4 GW:d4=WL6", -1, 'W', "-",
	    40);
	memset(&tag, 0, sizeof tag);
	tag.name = (char *)"Position";
	tag.value = tpn;
	talat_game_init(&base);
	base.tags = &tag;
	base.ntags = 1;
	talat_result_init(&r);
	talat_result_init(&x.r);
	srand(28);
	for (c = 0; c < 60; c++) {
		/* A legal base game of two items, drawn at random. */
		base.moves = bm;
		for (n = 0; n < 2; n++) {
			base.nmoves = (size_t)n;
			ck_assert_int_eq(talat_replay(&base, NULL, &r), 0);
			npool = talat_legal_actions(&r.final, a, 128);
			ck_assert_int_gt(npool, 0);
			memset(&bm[n], 0, sizeof bm[n]);
			talat_action_move(&a[rand() % npool], &bm[n]);
			for (i = 0; i < npool; i++) {
				memset(&pool[i], 0, sizeof pool[i]);
				talat_action_move(&a[i], &pool[i]);
			}
		}
		base.nmoves = 2;
		x.k = 2 + c % 2;
		longest = 0;
		for (i = 0; i < x.k; i++) {
			mutate(&sheets[i], &base, sm[i], pool, npool);
			x.sheets[i] = &sheets[i];
			if ((int)sheets[i].nmoves > longest)
				longest = (int)sheets[i].nmoves;
		}
		x.g = base;
		x.g.moves = x.moves;
		x.best = -1;
		x.count = 0;
		visit(&x, 0);
		/* A longer game costs at least k an item past the longest
		 * sheet: judge only when none can be as close. */
		if (x.count >= MAXLEAST || x.best >= x.k * (DEPTH + 1 - longest))
			continue;
		talat_reconcile_init(&rc);
		ck_assert_int_eq(talat_reconcile(x.sheets, x.k, NULL, &rc), 0);
		compare_exhaustive(&x, &rc);
		talat_reconcile_free(&rc);
		judged++;
	}
	ck_assert_int_ge(judged, 45);
	talat_result_free(&r);
	talat_result_free(&x.r);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("reconcile");
	TCase *tc = tcase_create("reconcile");

	tcase_add_test(tc, illegal_slip_and_clean);
	tcase_add_test(tc, missing_and_extra);
	tcase_add_test(tc, stops_early_is_ambiguous);
	tcase_add_test(tc, many_least_games);
	tcase_add_test(tc, tags_settled);
	tcase_add_test(tc, order_by_the_closest_game);
	tcase_add_test(tc, zihin_settled_first);
	tcase_add_test(tc, too_far);
	tcase_add_test(tc, gives_up_at_the_limit_of_positions);
	tcase_add_test(tc, two_shared_slips);
	tcase_add_test(tc, two_shared_omissions);
	tcase_add_test(tc, no_start);
	tcase_add_test(tc, first_sheet_comments_kept);
	tcase_add_test(tc, sheets_out_of_range);
	tcase_add_test(tc, agrees_with_exhaustive_search);
	suite_add_tcase(s, tc);
	return tu_run(s);
}
