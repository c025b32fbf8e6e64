/* SPDX-License-Identifier: ISC */
/*
 * check_tournament.c: talat/tournament.h: player names, the match rule,
 * duplicates (and the lines they name, however far back), standings.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <check.h>
#include "talat.h"
#include "tournament.h"
#include "testutil.h"
#include "imap.h"

/* A game read from text, replayed. */
struct one {
	struct talat_game g;
	struct talat_result r;
};

static void
read_one(struct one *o, const char *text)
{
	struct talat_reader *rd;

	talat_game_init(&o->g);
	talat_result_init(&o->r);
	rd = talat_reader_new_string(text, strlen(text), NULL);
	ck_assert_ptr_nonnull(rd);
	ck_assert_int_eq(talat_reader_next(rd, &o->g), 1);
	talat_reader_free(rd);
	ck_assert_int_eq(talat_replay(&o->g, NULL, &o->r), 0);
}

static void
free_one(struct one *o)
{
	talat_game_free(&o->g);
	talat_result_free(&o->r);
}

/* A complete three-player game from a Position: W wins (38 points). */
#define POS_W "[Position \"5/1WM33/1WM42WL3/5/WL64 1GL63/5/BM61GS32/4BL4/5 " \
	"GS63WS6/5/2WL42/4WM6/GM42GM31 G BS3,BS4,BM3,BS6,GM6,GS4/GL4,GL3/" \
	"BL3,WS3,WS4,BM4,BL6 WB 74\"]\n\nGW:a1-b2 GW:e2xd1 BG:e2-d3 " \
	"GW:b2-a3 freeze GW\n"

static char *
game_text(const char *names, const char *order)
{
	static char buf[1024];

	snprintf(buf, sizeof(buf), "[Event \"e\"]\n%s[Order \"%s\"]\n" POS_W,
	    names, order);
	return buf;
}

START_TEST(test_player_names)
{
	struct talat_player_names p;
	struct one o;
	int named;

	read_one(&o, "[White \"  Ann \"]\n[Black \"?\"]\n[Zihin \"G\"]\n"
	    "[Grey \"Zed\"]\n\n1. L6@WB:c1\n");
	ck_assert_int_eq(talat_player_names(&o.g, o.r.zihin, &p, &named), 2);
	ck_assert_int_eq(named, 0);	/* Black is "?" */
	ck_assert_uint_eq(p.colours, 3u);
	ck_assert_uint_eq(p.len[0], 3);
	ck_assert_int_eq(memcmp(p.name[0], "Ann", 3), 0);
	ck_assert_ptr_null(p.name[2]);	/* the Zihin's tag: no player */
	free_one(&o);
	read_one(&o, "[White \"Ann\"]\n[Black \"Ben\"]\n\n1. L6@WB:c1\n");
	ck_assert_int_eq(talat_player_names(&o.g, o.r.zihin, &p, &named), 3);
	ck_assert_int_eq(named, 0);	/* no Grey */
	free_one(&o);
}
END_TEST

START_TEST(test_match_rule)
{
	struct talat_tracker *t = talat_tracker_new();
	struct talat_seen seen;
	struct one a, b, c;

	ck_assert_ptr_nonnull(t);
	ck_assert_int_eq(talat_tracker_file(t, "m.tgn"), 0);
	/* Ann (White) wins; Ben begins. */
	read_one(&a, game_text("[White \"Ann\"][Black \"Ben\"][Grey \"Cid\"]",
	    "B G W"));
	ck_assert_int_eq(a.r.status, TALAT_COMPLETE);
	ck_assert_uint_eq(a.r.winners, 1u);
	a.g.loc.line = 7;
	ck_assert_int_eq(talat_tracker_see(t, &a.g, &a.r, &seen), 0);
	ck_assert_int_eq(seen.duplicate, 0);
	ck_assert_int_eq(seen.match.broken, 0);
	/* Cid begins the next game of the match: a break. */
	read_one(&b, game_text("[White \"Ben\"][Black \"Ann\"][Grey \" Cid\"]",
	    "G W B"));
	ck_assert_int_eq(talat_tracker_see(t, &b.g, &b.r, &seen), 0);
	ck_assert_int_eq(seen.match.broken, 1);
	ck_assert_str_eq(seen.match.message, "the previous game of this match "
	    "(m.tgn:7) was won by Ann, so Ann begins this one, not Cid");
	/* The same game again: a duplicate, no game of the match (so no
	 * break, though Cid begins after Ben's win). */
	b.g.loc.line = 30;
	ck_assert_int_eq(talat_tracker_see(t, &b.g, &b.r, &seen), 0);
	ck_assert_int_eq(seen.duplicate, 1);
	ck_assert_str_eq(seen.dup_file, "m.tgn");
	ck_assert_int_eq(seen.dup_line, 1);	/* b's first line */
	ck_assert_int_eq(seen.match.broken, 0);
	/* Ben won the last game of the match: Ben may begin. */
	read_one(&c, game_text("[White \"Cid\"][Black \"Ben\"][Grey \"Ann\"]",
	    "B G W"));
	ck_assert_int_eq(talat_tracker_see(t, &c.g, &c.r, &seen), 0);
	ck_assert_int_eq(seen.duplicate, 0);
	ck_assert_int_eq(seen.match.broken, 0);
	free_one(&a);
	free_one(&b);
	free_one(&c);
	talat_tracker_free(t);
}
END_TEST

/* The previous game's Round tag names it in a break when it is a plain
 * number from 1 to 65535, with its file and line; else its file and line
 * alone do. */
START_TEST(test_match_round)
{
	static const struct {
		const char *round, *names;
	} cases[] = {
		{ "7", "(round 7, m.tgn:7)" },
		{ "65535", "(round 65535, m.tgn:7)" },
		{ "65536", "(m.tgn:7)" }, { "007", "(m.tgn:7)" },
		{ "12a", "(m.tgn:7)" }, { "123456", "(m.tgn:7)" },
		{ "0", "(m.tgn:7)" }, { "", "(m.tgn:7)" }, { "-3", "(m.tgn:7)" },
	};
	char names[128], want[160];
	struct talat_tracker *t;
	struct talat_seen seen;
	struct one a, b;
	size_t i;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		t = talat_tracker_new();
		ck_assert_ptr_nonnull(t);
		ck_assert_int_eq(talat_tracker_file(t, "m.tgn"), 0);
		snprintf(names, sizeof(names), "[Round \"%s\"][White \"Ann\"]"
		    "[Black \"Ben\"][Grey \"Cid\"]", cases[i].round);
		read_one(&a, game_text(names, "B G W"));
		a.g.loc.line = 7;
		ck_assert_int_eq(talat_tracker_see(t, &a.g, &a.r, &seen), 0);
		read_one(&b, game_text("[White \"Ben\"][Black \"Ann\"]"
		    "[Grey \"Cid\"]", "G W B"));
		ck_assert_int_eq(talat_tracker_see(t, &b.g, &b.r, &seen), 0);
		ck_assert_int_eq(seen.match.broken, 1);
		snprintf(want, sizeof(want), "the previous game of this match "
		    "%s was won by Ann, so Ann begins this one, not Cid",
		    cases[i].names);
		ck_assert_msg(strcmp(seen.match.message, want) == 0,
		    "Round \"%s\": %s", cases[i].round, seen.match.message);
		free_one(&a);
		free_one(&b);
		talat_tracker_free(t);
	}
}
END_TEST

START_TEST(test_starters)
{
	struct talat_matches *m = talat_matches_new();
	struct one a, b;

	ck_assert_ptr_nonnull(m);
	read_one(&a, game_text("[White \"Ann\"][Black \"Ben\"][Grey \"Cid\"]",
	    "B G W"));
	read_one(&b, game_text("[White \"Cid\"][Black \"Ann\"][Grey \"Ben\"]",
	    "B G W"));
	/* No game yet: any colour. */
	ck_assert_uint_eq(talat_matches_starters(m, &b.g, -1), 7u);
	ck_assert_int_eq(talat_matches_add(m, &a.g, -1, TALAT_BLACK,
	    TALAT_COMPLETE, 1u, "a", 1, NULL), 0);
	/* Ann won, and plays Black in b. */
	ck_assert_uint_eq(talat_matches_starters(m, &b.g, -1), 2u);
	/* After an unfinished game: any colour. */
	ck_assert_int_eq(talat_matches_add(m, &a.g, -1, TALAT_BLACK,
	    TALAT_UNFINISHED, 0u, "a", 1, NULL), 0);
	ck_assert_uint_eq(talat_matches_starters(m, &b.g, -1), 7u);
	free_one(&a);
	free_one(&b);
	talat_matches_free(m);
}
END_TEST

/* Many games over several files, far apart: every duplicate names the
 * file and line of the first game with its text. */
START_TEST(test_duplicate_lines)
{
	struct talat_tracker *t = talat_tracker_new();
	struct talat_seen seen;
	char names[128], file[8];
	long i, line, lines[2][700];
	int f, src;

	ck_assert_ptr_nonnull(t);
	/* Files f0 and f1 of 700 games each: game i of file f names White
	 * "F<f>P<i>" and starts at a line that grows by 7, by 300 every 13th
	 * game and by 100,000 every 97th (more than a step of 8 or 16 bits
	 * holds). File f2 repeats game i
	 * of f0 (i even) or f1 (i odd), at other lines. */
	for (f = 0; f < 3; f++) {
		snprintf(file, sizeof(file), "f%d", f);
		ck_assert_int_eq(talat_tracker_file(t, file), 0);
		for (i = 0, line = 1 + f; i < 700; i++) {
			struct one g;

			src = f < 2 ? f : (int)(i % 2);
			snprintf(names, sizeof(names), "[White \"F%dP%ld\"]"
			    "[Black \"B\"][Grey \"G\"]", src, i);
			read_one(&g, game_text(names, "W B G"));
			g.g.loc.line = line;
			ck_assert_int_eq(talat_tracker_see(t, &g.g, &g.r,
			    &seen), 0);
			if (f < 2) {
				lines[f][i] = line;
				ck_assert_int_eq(seen.duplicate, 0);
			} else {
				snprintf(file, sizeof(file), "f%d", src);
				ck_assert_int_eq(seen.duplicate, 1);
				ck_assert_str_eq(seen.dup_file, file);
				ck_assert_int_eq(seen.dup_line, lines[src][i]);
			}
			free_one(&g);
			line += i % 97 == 96 ? 100000 : i % 13 == 12 ? 300 : 7;
		}
	}
	talat_tracker_free(t);
}
END_TEST

START_TEST(test_standings)
{
	struct talat_standings *s = talat_standings_new();
	const struct talat_standing *rows;
	const struct talat_head_to_head *h2h;
	const struct talat_not_counted *nc;
	struct one a, b, c, d;

	ck_assert_ptr_nonnull(s);
	ck_assert_int_eq(talat_standings_file(s, "t.tgn"), 0);
	/* Each of three players wins once, with the same points. */
	read_one(&a, game_text("[White \"Ann\"][Black \"Ben\"][Grey \"Cid\"]",
	    "B G W"));
	read_one(&b, game_text("[White \"Ben\"][Black \"Cid\"][Grey \"Ann\"]",
	    "B G W"));
	read_one(&c, game_text("[White \"Cid\"][Black \"Ann\"][Grey \"Ben\"]",
	    "B G W"));
	read_one(&d, game_text("[White \"Cid\"][Black \"Ann\"]", "B G W"));
	ck_assert_int_eq(talat_standings_game(s, &a.g, &a.r), 0);
	ck_assert_int_eq(talat_standings_game(s, &b.g, &b.r), 0);
	ck_assert_int_eq(talat_standings_game(s, &c.g, &c.r), 0);
	ck_assert_int_eq(talat_standings_game(s, &c.g, &c.r), 0); /* again */
	ck_assert_int_eq(talat_standings_game(s, &d.g, &d.r), 0);
	ck_assert_int_eq(talat_standings_finish(s), 0);
	ck_assert_uint_eq(talat_standings_events(s), 1);
	ck_assert_str_eq(talat_standings_event(s, 0), "e");
	ck_assert_uint_eq(talat_standings_table(s, 0, &rows), 3);
	ck_assert_int_eq(rows[0].rank, 1);
	ck_assert_int_eq(rows[1].rank, 1);
	ck_assert_int_eq(rows[2].rank, 1);
	ck_assert_str_eq(rows[0].player, "Ann");
	ck_assert_str_eq(rows[2].player, "Cid");
	ck_assert_int_eq(rows[0].games, 3);
	ck_assert_int_eq(rows[0].wins6, 6);
	ck_assert_int_eq(rows[0].points, 76);
	ck_assert_int_eq(rows[0].captured, 14);
	ck_assert_uint_eq(talat_standings_head_to_head(s, 0, &h2h), 3);
	ck_assert_str_eq(h2h[0].player, "Ann");
	ck_assert_str_eq(h2h[0].opponent, "Ben");
	ck_assert_int_eq(h2h[0].ahead, 1);
	ck_assert_int_eq(h2h[0].behind, 2);
	ck_assert_int_eq(h2h[0].level, 0);
	ck_assert_uint_eq(talat_standings_not_counted(s, 0, &nc), 2);
	ck_assert_str_eq(nc[0].reason, "duplicate of t.tgn:1");
	ck_assert_int_eq(nc[0].why, TALAT_NC_DUPLICATE);
	ck_assert_str_eq(nc[0].dup_file, "t.tgn");
	ck_assert_int_eq(nc[0].dup_line, 1);
	ck_assert_int_eq(nc[0].colour, -1);
	ck_assert_str_eq(nc[1].reason, "Grey has no name");
	ck_assert_int_eq(nc[1].why, TALAT_NC_NO_NAME);
	ck_assert_int_eq(nc[1].colour, TALAT_GREY);
	ck_assert_ptr_null(nc[1].dup_file);
	ck_assert_str_eq(nc[1].file, "t.tgn");
	free_one(&a);
	free_one(&b);
	free_one(&c);
	free_one(&d);
	talat_standings_free(s);
}
END_TEST

/*
 * The map of standings.c (src/imap.h) keeps its probe runs short for the
 * keys standings give it: every pair of 400 players (79,800 pairs), and
 * player-name keys. The first hash reached about 8 slots a player for
 * pair keys, so that 1,000 names made standings quadratic (issue 34).
 */
START_TEST(test_imap_spread)
{
	struct imap m = { 0 };
	size_t a, b, n = 0, home, slot, dist, total = 0, worst = 0;

	for (a = 0; a < 400; a++)
		for (b = a + 1; b < 400; b++)
			ck_assert_int_eq(imap_put(&m, imap_pair_key(a, b), n++),
			    0);
	ck_assert_uint_eq(m.n, n);
	for (a = 0; a < 400; a++)
		for (b = a + 1; b < 400; b++) {
			uint64_t k = imap_pair_key(a, b);

			home = imap_home(&m, k);
			slot = imap_slot(&m, k);
			ck_assert(m.keys[slot] == k);
			dist = (slot - home) & (m.cap - 1);
			total += dist;
			if (dist > worst)
				worst = dist;
		}
	/* Linear probing at a load of at most 3/4: about 1.5 steps. */
	ck_assert_msg(total <= 3 * n, "%zu probe steps for %zu keys",
	    total, n);
	ck_assert_msg(worst <= 100, "a probe run of %zu steps", worst);
	ck_assert_uint_eq(imap_get(&m, imap_pair_key(0, 1)), 0);
	ck_assert_uint_eq(imap_get(&m, imap_pair_key(1, 400)), (size_t)-1);
	imap_free(&m);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("tournament");
	TCase *tc = tcase_create("tournament");

	tcase_add_test(tc, test_player_names);
	tcase_add_test(tc, test_match_rule);
	tcase_add_test(tc, test_match_round);
	tcase_add_test(tc, test_starters);
	tcase_add_test(tc, test_duplicate_lines);
	tcase_add_test(tc, test_standings);
	tcase_add_test(tc, test_imap_spread);
	suite_add_tcase(s, tc);
	return tu_run(s);
}
