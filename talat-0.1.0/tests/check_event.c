/* SPDX-License-Identifier: ISC */
/*
 * check_event.c: talat/event.h: the event file read (event.md section 1):
 * every part of the spec's example, names folded and found, places, the
 * event-key errors, hostile input (aliases, nesting, 10,000 players).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <check.h>
#include "talat.h"
#include "event.h"
#include "testutil.h"

static const char example[] =
    "event: Club night spring 2026      # required\n"
    "site: Utrecht\n"
    "tiebreak: top\n"
    "freeze: strict\n"
    "bye: 1/2\n"
    "games: [round1/, round2.tgn]\n"
    "players:\n"
    "  - Ada Lovelace\n"
    "  - name: Björn Æsgeirsson\n"
    "    also: [Bjorn Aesgeirsson]\n"
    "  - \"  Chloé   Dubois \"\n"
    "  - Ivo\n"
    "  - Gus\n"
    "  - Emil\n"
    "rounds:\n"
    "  - round: 1\n"
    "    tables:\n"
    "      - {table: 1, White: Ada Lovelace, Black: Björn Æsgeirsson, Grey: Chloé Dubois, Order: W B G}\n"
    "      - {table: 2, White: Ivo, Black: Gus, Zihin: G, Order: B W}\n"
    "    byes: [Emil]\n"
    "rulings:\n"
    "  - {round: 1, table: 2, ruling: adjudicated, points: {W: 24, B: 18}, reason: adjourned at 23:00}\n"
    "  - {round: 2, table: 1, ruling: forfeit, absent: [G]}\n"
    "  - {round: 2, table: 3, game: 2, ruling: void, reason: played on a wrongly set board}\n"
    "  - {player: Emil, ruling: withdrawn, after: 2}\n";

static void
parse(struct talat_event *ev, const char *s, const char *file)
{
	talat_event_init(ev);
	ck_assert_int_eq(talat_event_parse(ev, s, strlen(s), file), 0);
}

START_TEST(test_example)
{
	struct talat_event ev;
	const struct talat_event_table *t;
	const struct talat_event_round *r;
	const struct talat_event_ruling *u;

	parse(&ev, example, "club/night.yaml");
	/* The rulings of round 2, which the file does not have. */
	ck_assert_uint_eq(ev.ndiags, 2);
	ck_assert_int_eq(ev.nerrors, 2);
	ck_assert_str_eq(talat_diag_code(ev.diags[0].kind), "bad-ruling");
	ck_assert_int_eq(ev.diags[0].loc.line, 23);
	ck_assert_int_eq(ev.diags[1].loc.line, 24);
	ck_assert_str_eq(ev.name, "Club night spring 2026");
	ck_assert_int_eq(ev.name_loc.line, 1);
	ck_assert_int_eq(ev.name_loc.column, 8);
	ck_assert_str_eq(ev.site, "Utrecht");
	ck_assert_int_eq(ev.tiebreak, TALAT_TIEBREAK_TOP);
	ck_assert_int_eq(ev.strict, 1);
	ck_assert_int_eq(ev.bye6, 3);
	ck_assert_uint_eq(ev.ngames, 2);
	ck_assert_str_eq(ev.games[0].path, "round1/");
	ck_assert_str_eq(ev.games[0].full, "club/round1/");
	ck_assert_str_eq(ev.games[1].full, "club/round2.tgn");
	ck_assert_uint_eq(ev.nplayers, 6);
	ck_assert_str_eq(ev.players[2].name, "Chloé Dubois");
	ck_assert_int_eq(ev.players[1].loc.line, 9);
	ck_assert_int_eq(ev.players[1].loc.column, 11);
	ck_assert_uint_eq(ev.players[1].nalso, 1);
	ck_assert_int_eq(talat_event_find(&ev, " Bjorn  Aesgeirsson", 19), 1);
	ck_assert_int_eq(talat_event_find(&ev, "bjorn aesgeirsson", 17), -1);
	ck_assert_int_eq(talat_event_find(&ev, "Emil", 4), 5);
	ck_assert_int_eq(ev.players[5].withdrawn_after, 2);
	ck_assert_int_eq(ev.players[0].withdrawn_after, -1);
	ck_assert_uint_eq(ev.nrounds, 1);
	r = talat_event_round(&ev, 1);
	ck_assert_ptr_nonnull(r);
	ck_assert_ptr_null(talat_event_round(&ev, 2));
	ck_assert_uint_eq(r->ntables, 2);
	t = &r->tables[0];
	ck_assert_int_eq(t->number, 1);
	ck_assert_int_eq(t->player[TALAT_WHITE], 0);
	ck_assert_int_eq(t->player[TALAT_BLACK], 1);
	ck_assert_int_eq(t->player[TALAT_GREY], 2);
	ck_assert_int_eq(t->zihin, -1);
	ck_assert_int_eq(t->norder, 3);
	ck_assert_int_eq(t->order_given, 1);
	ck_assert_int_eq(t->games, 1);
	t = &r->tables[1];
	ck_assert_int_eq(t->zihin, TALAT_GREY);
	ck_assert_ptr_null(t->name[TALAT_GREY]);
	ck_assert_int_eq(t->player[TALAT_GREY], -1);
	ck_assert_int_eq(t->norder, 2);
	ck_assert_int_eq(t->order[0], TALAT_BLACK);
	ck_assert_int_eq(t->order[1], TALAT_WHITE);
	ck_assert_int_eq(t->loc.line, 19);
	ck_assert_int_eq(t->name_loc[TALAT_BLACK].line, 19);
	ck_assert_uint_eq(r->nbyes, 1);
	ck_assert_int_eq(r->byes[0].player, 5);
	ck_assert_uint_eq(ev.nrulings, 4);
	u = &ev.rulings[0];
	ck_assert_int_eq(u->ruling, TALAT_RULING_ADJUDICATED);
	ck_assert_int_eq(u->round, 1);
	ck_assert_int_eq(u->table, 2);
	ck_assert_int_eq(u->game, 1);
	ck_assert_uint_eq(u->has_points, 3);
	ck_assert_int_eq(u->points[TALAT_WHITE], 24);
	ck_assert_int_eq(u->points[TALAT_BLACK], 18);
	ck_assert_str_eq(u->reason, "adjourned at 23:00");
	ck_assert_uint_eq(ev.rulings[1].absent, 1u << TALAT_GREY);
	ck_assert_int_eq(ev.rulings[2].game, 2);
	ck_assert_int_eq(ev.rulings[3].ruling, TALAT_RULING_WITHDRAWN);
	ck_assert_int_eq(ev.rulings[3].player_index, 5);
	ck_assert_int_eq(ev.rulings[3].after, 2);
	ck_assert_str_eq(talat_ruling_name(TALAT_RULING_VOID), "void");
	ck_assert_int_eq(talat_ruling_from_name("forfeit"),
	    TALAT_RULING_FORFEIT);
	talat_event_free(&ev);
}
END_TEST

START_TEST(test_closest)
{
	struct talat_event ev;
	long out[3];
	char buf[32];

	parse(&ev, example, NULL);
	ck_assert_uint_eq(talat_event_closest(&ev, "Ada Lovelase", 12, out, 3),
	    1);
	ck_assert_int_eq(out[0], 0);
	ck_assert_uint_eq(talat_event_closest(&ev, "Bjorn Asgeirsson", 16,
	    out, 3), 1);
	ck_assert_int_eq(out[0], 1);
	ck_assert_uint_eq(talat_event_closest(&ev, "Zoe", 3, out, 3), 0);
	ck_assert_uint_eq(talat_event_name_fold(buf, "\t a  b \n", 8), 3);
	ck_assert_str_eq(buf, "a b");
	talat_event_free(&ev);
}
END_TEST

/* One diagnostic of code `code` at line, column. */
static void
one_error(const char *s, const char *code, long line, long column)
{
	struct talat_event ev;

	parse(&ev, s, "e.yaml");
	ck_assert_msg(ev.ndiags >= 1, "no diagnostic for %s", s);
	ck_assert_str_eq(talat_diag_code(ev.diags[0].kind), code);
	ck_assert_msg(ev.diags[0].loc.line == line &&
	    ev.diags[0].loc.column == column, "%s: at %ld:%ld", s,
	    ev.diags[0].loc.line, ev.diags[0].loc.column);
	ck_assert_int_ge(ev.nerrors, 1);
	talat_event_free(&ev);
}

START_TEST(test_errors)
{
	one_error("event: e\nsitee: x\n", "event-key", 2, 1);
	one_error("site: x\n", "event-key", 1, 1);
	one_error("event: e\nevent: f\n", "event-key", 2, 1);
	one_error("event: [e]\n", "event-key", 1, 8);
	one_error("event: e\ntiebreak: german\n", "event-key", 2, 11);
	one_error("event: e\nbye: 2\n", "event-key", 2, 6);
	one_error("event: e\ngames: [../x.tgn]\n", "event-key", 2, 9);
	one_error("event: e\ngames: [a/../../x.tgn]\n", "event-key", 2, 9);
	one_error("event: e\ngames: /etc/passwd\n", "event-key", 2, 8);
	one_error("event: e\nplayers: [A, B, A]\n", "event-key", 2, 17);
	one_error("event: e\nplayers: [{name: A, also: [B]}, B]\n",
	    "event-key", 2, 33);
	one_error("event: e\nplayers: [{nam: A}]\n", "event-key", 2, 11);
	one_error("event: e\nrounds:\n  - round: 1\n    tables:\n"
	    "      - {table: 1, White: A, Black: B}\n", "event-key", 5, 9);
	one_error("event: e\nplayers: [A, B, C]\nrounds:\n  - round: 1\n    tables:\n"
	    "      - {table: 1, White: A, Black: B, Zihin: G, Order: W G}\n",
	    "event-key", 6, 57);
	one_error("event: e\nplayers: [A, B, C]\nrounds:\n  - round: 1\n    tables:\n"
	    "      - {table: 1, White: A, Black: B, Grey: C, Colour: x}\n",
	    "event-key", 6, 49);
	one_error("event: e\nrounds:\n  - round: 1\n  - round: 1\n",
	    "event-key", 4, 12);
	one_error("event: e\nrounds:\n  - round: 0\n", "event-key", 3, 12);
	one_error("event: e\nrulings:\n  - {round: 1, ruling: void}\n",
	    "event-key", 3, 5);
	one_error("event: e\nrulings:\n  - {round: 1, table: 1, ruling: lost}\n",
	    "event-key", 3, 34);
	one_error("event: e\nrulings:\n  - {round: 1, table: 1, ruling: void, "
	    "player: A}\n", "event-key", 3, 5);
	one_error("event: e\nrulings:\n  - {round: 1, table: 1, ruling: void, "
	    "absent: [W]}\n", "event-key", 3, 40);
	one_error("event: e\nrulings:\n  - {round: 1, table: 1, ruling: "
	    "adjudicated, points: {W: 1, X: 2}}\n", "event-key", 3, 62);
	one_error("- a\n", "event-key", 1, 1);
	one_error("", "event-key", 1, 1);
	one_error("event: e\n---\nevent: f\n", "event-key", 2, 1);
	one_error("event: [e\n", "yaml-syntax", 2, 1);
}
END_TEST

/* Hostile input: answered with one diagnostic, quickly. */
START_TEST(test_hostile)
{
	struct talat_event ev;
	char *s;
	size_t i, n;
	clock_t t0;

	/* A billion laughs. */
	s = malloc(4096);
	ck_assert_ptr_nonnull(s);
	n = (size_t)sprintf(s, "event: e\na: &a [x, x, x, x, x, x, x, x, x, x]\n");
	for (i = 0; i < 12; i++)
		n += (size_t)sprintf(s + n, "%c: &%c [*%c, *%c, *%c, *%c, *%c, "
		    "*%c, *%c, *%c, *%c, *%c]\n", (int)('b' + i), (int)('b' + i),
		    (int)('a' + i), (int)('a' + i), (int)('a' + i),
		    (int)('a' + i), (int)('a' + i), (int)('a' + i),
		    (int)('a' + i), (int)('a' + i), (int)('a' + i),
		    (int)('a' + i));
	parse(&ev, s, "e.yaml");
	ck_assert_uint_eq(ev.ndiags, 1);
	ck_assert_str_eq(talat_diag_code(ev.diags[0].kind), "yaml-too-large");
	talat_event_free(&ev);
	free(s);
	/* Deep nesting. */
	s = malloc(200000);
	ck_assert_ptr_nonnull(s);
	memcpy(s, "event: ", 7);
	for (i = 0; i < 100000; i++)
		s[7 + i] = '[';
	s[7 + i] = '\0';
	parse(&ev, s, "e.yaml");
	ck_assert_uint_eq(ev.ndiags, 1);
	talat_event_free(&ev);
	free(s);
	/* A huge name. */
	n = 50u << 20;
	s = malloc(n + 64);
	ck_assert_ptr_nonnull(s);
	memcpy(s, "event: e\nplayers: [", 19);
	memset(s + 19, 'x', n);
	strcpy(s + 19 + n, "]\nrounds: 7\n");
	t0 = clock();
	parse(&ev, s, "e.yaml");
	ck_assert_uint_eq(ev.nplayers, 1);
	ck_assert_uint_eq(ev.ndiags, 1);
	ck_assert_int_eq(talat_event_find(&ev, s + 19, n), 0);
	ck_assert_msg(clock() - t0 < 5 * CLOCKS_PER_SEC, "slow huge scalar");
	talat_event_free(&ev);
	free(s);
	/* 10,000 players, 3,333 tables, every name a spelling of its own. */
	s = malloc(2u << 20);
	ck_assert_ptr_nonnull(s);
	n = (size_t)sprintf(s, "event: e\nplayers:\n");
	for (i = 0; i < 10000; i++)
		n += (size_t)sprintf(s + n, "  - {name: Player %zu, also: "
		    "[P%zu]}\n", i, i);
	n += (size_t)sprintf(s + n, "rounds:\n  - round: 1\n    tables:\n");
	for (i = 0; i + 2 < 10000; i += 3)
		n += (size_t)sprintf(s + n, "      - {table: %zu, White: P%zu, "
		    "Black: Player %zu, Grey: P%zu}\n", i / 3 + 1, i, i + 1,
		    i + 2);
	t0 = clock();
	parse(&ev, s, "e.yaml");
	ck_assert_uint_eq(ev.ndiags, 0);
	ck_assert_uint_eq(ev.nplayers, 10000);
	ck_assert_uint_eq(ev.rounds[0].ntables, 3333);
	ck_assert_int_eq(ev.rounds[0].tables[3332].player[TALAT_GREY], 9998);
	ck_assert_msg(clock() - t0 < 5 * CLOCKS_PER_SEC, "slow roster");
	talat_event_free(&ev);
	/* 100,000 anchors and as many aliases (the loader's anchors are
	 * hashed: this took minutes when they were searched one by one). */
	s = realloc(s, 4u << 20);
	ck_assert_ptr_nonnull(s);
	n = (size_t)sprintf(s, "event: e\nplayers:\n");
	for (i = 0; i < 100000; i++)
		n += (size_t)sprintf(s + n, "  - &a%zu P%zu\n", i, i);
	n += (size_t)sprintf(s + n, "rounds:\n  - round: 1\n    byes: [");
	for (i = 0; i < 100000; i++)
		n += (size_t)sprintf(s + n, "%s*a%zu", i ? ", " : "", i);
	strcpy(s + n, "]\n");
	t0 = clock();
	parse(&ev, s, "e.yaml");
	ck_assert_uint_eq(ev.ndiags, 0);
	ck_assert_uint_eq(ev.rounds[0].nbyes, 100000);
	ck_assert_int_eq(ev.rounds[0].byes[99999].player, 99999);
	ck_assert_msg(clock() - t0 < 5 * CLOCKS_PER_SEC, "slow anchors");
	talat_event_free(&ev);
	free(s);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("event");
	TCase *tc = tcase_create("event");

	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_example);
	tcase_add_test(tc, test_closest);
	tcase_add_test(tc, test_errors);
	tcase_add_test(tc, test_hostile);
	suite_add_tcase(s, tc);
	return tu_run(s);
}
