/* SPDX-License-Identifier: ISC */
/*
 * check_dead.c: the dead-board oracle against the rulebook's figures, the
 * example positions of the spec, and the exhaustive reference search on
 * many seeded random positions. Every witness is replayed step by step
 * with the rules' own neighbour table.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "talat.h"
#include "testutil.h"
#include "dead_reference.h"
#include "position_private.h"

/* An empty movement-phase position. */
static void
empty_position(struct talat_position *p)
{
	talat_position_init(p, -1, TALAT_WHITE);
	p->placed = 27;
	p->ply = 100;
}

/* Puts tower "WL6" on square "c3" of board b. */
static void
put(struct talat_position *p, int b, const char *tower, const char *square)
{
	int t = talat_tower_from_name(tower);
	int sq = talat_square_at(square[0] - 'a', square[1] - '1');

	ck_assert_int_ge(t, 0);
	ck_assert(talat_board_has(b, talat_tower_colour(t)));
	ck_assert_int_eq(p->board[b][sq], -1);
	p->board[b][sq] = (signed char)t;
	p->at[t] = (signed char)(b * 25 + sq);
}

static const char *
describe(const struct talat_position *p, int b)
{
	static char buf[TALAT_TPN_MAX + 16];

	talat_tpn_write(p, buf);
	snprintf(buf + strlen(buf), 16, " board %s", talat_board_name(b));
	return buf;
}

static int
in_list(int sq, const int *list, int n)
{
	int i;

	for (i = 0; i < n; i++)
		if (list[i] == sq && sq >= 0)
			return 1;
	return 0;
}

/*
 * Replays w on board b of p: every step moves the named tower of a colour
 * of that board to its F, FL or FR neighbour, which is empty; then the
 * named capture is legal (F, FL, FR, L or R, other colour, relation).
 */
static void
check_witness(const struct talat_position *p, int b,
    const struct talat_witness *w)
{
	signed char sq[TALAT_NSQUARES];
	int i, t, v, nb[5];
	const struct talat_action *a;

	memcpy(sq, p->board[b], sizeof(sq));
	ck_assert_msg(w->nsteps >= 0 && w->nsteps <= TALAT_WITNESS_MAX,
	    "witness length %d: %s", w->nsteps, describe(p, b));
	for (i = 0; i < w->nsteps; i++) {
		a = &w->steps[i];
		ck_assert_msg(a->kind == TALAT_STEP && a->board == b,
		    "step %d is not a step on the board: %s", i, describe(p, b));
		ck_assert_msg(a->from >= 0 && a->from < 25 && a->to >= 0 &&
		    a->to < 25, "step %d off the board: %s", i, describe(p, b));
		t = sq[a->from];
		ck_assert_msg(t >= 0 && t == a->tower,
		    "step %d moves no or the wrong tower: %s", i,
		    describe(p, b));
		ck_assert(talat_board_has(b, talat_tower_colour(t)));
		talat_neighbours(b, talat_tower_colour(t), a->from, nb);
		ck_assert_msg(in_list(a->to, nb, 3),
		    "step %d is not F, FL or FR: %s", i, describe(p, b));
		ck_assert_msg(sq[a->to] < 0, "step %d onto an occupied square: %s",
		    i, describe(p, b));
		sq[a->to] = (signed char)t;
		sq[a->from] = -1;
	}
	a = &w->capture;
	ck_assert_msg(a->kind == TALAT_CAPTURE && a->board == b,
	    "no capture at the end: %s", describe(p, b));
	ck_assert(a->from >= 0 && a->from < 25 && a->to >= 0 && a->to < 25);
	t = sq[a->from];
	v = sq[a->to];
	ck_assert_msg(t >= 0 && v >= 0 && t == a->tower && v == a->victim,
	    "capture names the wrong towers: %s", describe(p, b));
	ck_assert(talat_tower_colour(t) != talat_tower_colour(v));
	ck_assert(talat_board_has(b, talat_tower_colour(v)));
	talat_neighbours(b, talat_tower_colour(t), a->from, nb);
	ck_assert_msg(in_list(a->to, nb, 5), "capture not onto F, FL, FR, L "
	    "or R: %s", describe(p, b));
	ck_assert_msg(talat_captures(talat_tower_type(t), talat_tower_type(v)),
	    "capture against the relation: %s", describe(p, b));
}

/*
 * The oracle agrees with the reference's answer on board b: ref (1 dead,
 * 0 not) and, when not dead, shortest (the fewest steps before a
 * capture); returns 1 when dead. A witness is replayed, and has exactly
 * the fewest steps when it says so (else at least as many: counted in
 * *not_shortest).
 */
static int
agree_with(const struct talat_position *p, int b, int ref, int shortest,
    int *not_shortest)
{
	struct talat_witness w;
	int dead;

	dead = talat_board_dead(p, b, &w);
	ck_assert_msg(dead == ref, "oracle says %s, reference %s: %s",
	    dead ? "dead" : "not dead", ref ? "dead" : "not dead",
	    describe(p, b));
	if (!dead) {
		check_witness(p, b, &w);
		ck_assert_msg(w.shortest ? w.nsteps == shortest :
		    w.nsteps >= shortest,
		    "witness of %d steps (%s), shortest is %d: %s", w.nsteps,
		    w.shortest ? "said shortest" : "not said shortest",
		    shortest, describe(p, b));
		if (!w.shortest) {
			int q, n = 0;

			for (q = 0; q < TALAT_NSQUARES; q++)
				n += p->board[b][q] >= 0;
			/* cut short only with more towers than a game has */
			ck_assert_msg(n > 10, "%d towers, not said shortest: %s",
			    n, describe(p, b));
			(*not_shortest)++;
		}
	}
	/* the answer without a witness is the same */
	ck_assert_int_eq(talat_board_dead(p, b, NULL), dead);
	return dead;
}

/* agree_with() the reference search, run on board b now. */
static int
agree_count(const struct talat_position *p, int b, int *not_shortest)
{
	int ref, shortest = -1;

	ref = dead_reference(p, b, &shortest, NULL);
	ck_assert_int_ge(ref, 0);
	return agree_with(p, b, ref, shortest, not_shortest);
}

/* agree_count() where every witness must be a shortest one. */
static int
agree(const struct talat_position *p, int b)
{
	int not_shortest = 0, dead = agree_count(p, b, &not_shortest);

	ck_assert_int_eq(not_shortest, 0);
	return dead;
}

/* Rulebook figure 1: towers that have passed each other. */
START_TEST(test_figure_passed)
{
	struct talat_position p;
	struct talat_witness w;
	char buf[256];

	empty_position(&p);
	put(&p, TALAT_BG, "BM4", "c4");	/* B moves up on BG */
	put(&p, TALAT_BG, "GS6", "c2");	/* M4 would take S6: passed */
	put(&p, TALAT_BG, "GM3", "c3");	/* behind M4 too */
	put(&p, TALAT_BG, "BL3", "a3");	/* same rank as GM3, two files */
	ck_assert_int_eq(agree(&p, TALAT_BG), 1);
	ck_assert_int_eq(talat_board_dead(&p, TALAT_BG, &w), 1);

	/* before they passed: one step brings them together */
	empty_position(&p);
	put(&p, TALAT_BG, "BM4", "c2");
	put(&p, TALAT_BG, "GS6", "c4");
	ck_assert_int_eq(talat_board_dead(&p, TALAT_BG, &w), 0);
	ck_assert_int_eq(w.nsteps, 1);
	check_witness(&p, TALAT_BG, &w);
	ck_assert_int_eq(w.capture.tower, talat_tower_from_name("BM4"));
	ck_assert_int_eq(w.capture.victim, talat_tower_from_name("GS6"));
	ck_assert_int_eq(agree(&p, TALAT_BG), 0);

	/* side by side: at once */
	empty_position(&p);
	put(&p, TALAT_BG, "BM4", "c3");
	put(&p, TALAT_BG, "GS6", "d4");
	ck_assert_int_eq(talat_board_dead(&p, TALAT_BG, &w), 0);
	ck_assert_int_eq(w.nsteps, 0);
	talat_witness_text(&w, buf, sizeof(buf));
	ck_assert_str_eq(buf, "BG:c3xd4");
	talat_witness_explain(&p, &w, buf, sizeof(buf));
	ck_assert_str_eq(buf, "BM4 on c3 can capture GS6 on d4");
}
END_TEST

/* Rulebook figure 2: one tower too far away, one two sizes too small. */
START_TEST(test_figure_far_and_small)
{
	struct talat_position p;
	struct talat_witness w;

	empty_position(&p);
	put(&p, TALAT_GW, "GL4", "a1");	/* G moves up on GW */
	put(&p, TALAT_GW, "WM3", "e2");	/* L4 takes M3, but four files away */
	put(&p, TALAT_GW, "WS4", "b2");	/* beside L4, but two sizes smaller */
	ck_assert_int_eq(talat_board_dead(&p, TALAT_GW, &w), 1);
	ck_assert_int_eq(agree(&p, TALAT_GW), 1);

	/* the medium triangle one rank higher is no longer too far */
	empty_position(&p);
	put(&p, TALAT_GW, "GL4", "a1");
	put(&p, TALAT_GW, "WM3", "d3");
	put(&p, TALAT_GW, "WS4", "b2");
	ck_assert_int_eq(talat_board_dead(&p, TALAT_GW, &w), 0);
	ck_assert_int_eq(w.nsteps, 2);
	check_witness(&p, TALAT_GW, &w);
	ck_assert_int_eq(agree(&p, TALAT_GW), 0);

	/* one colour only */
	empty_position(&p);
	put(&p, TALAT_GW, "GL4", "a1");
	put(&p, TALAT_GW, "GS3", "c4");
	ck_assert_int_eq(talat_board_dead(&p, TALAT_GW, &w), 1);
	empty_position(&p);
	ck_assert_int_eq(talat_board_dead(&p, TALAT_GW, &w), 1);
}
END_TEST

/*
 * Rulebook figure 3: a large hexagon that a small triangle could still
 * take (David and Goliath), but only after a third tower moves out of the
 * triangle's way. Board WB, W moves up.
 */
START_TEST(test_figure_david_blocked)
{
	struct talat_position p, q;
	struct talat_witness w;
	char buf[256];

	empty_position(&p);
	put(&p, TALAT_WB, "WS3", "a2");
	put(&p, TALAT_WB, "WS4", "a3");	/* walls the triangle in ... */
	put(&p, TALAT_WB, "WS6", "b3");
	put(&p, TALAT_WB, "WL6", "c3");	/* ... and the hexagon's way down */
	put(&p, TALAT_WB, "BL6", "c4");
	ck_assert_int_eq(talat_board_dead(&p, TALAT_WB, &w), 0);
	check_witness(&p, TALAT_WB, &w);
	/* the only two-step ways: S6 leaves b3, then S3 or L6 enters it */
	ck_assert_int_eq(w.nsteps, 2);
	ck_assert_int_eq(w.steps[0].tower, talat_tower_from_name("WS6"));
	ck_assert_int_eq(w.steps[0].from, talat_square_at(1, 2));
	ck_assert_int_eq(w.steps[1].to, talat_square_at(1, 2));
	ck_assert_int_eq(w.capture.tower, talat_tower_from_name("WS3"));
	ck_assert_int_eq(w.capture.victim, talat_tower_from_name("BL6"));
	ck_assert_int_eq(agree(&p, TALAT_WB), 0);
	talat_witness_explain(&p, &w, buf, sizeof(buf));
	ck_assert_msg(strstr(buf, "then WS3 on ") != NULL &&
	    strstr(buf, " can capture BL6 on ") != NULL, "%s", buf);

	/* the hexagon steps forward, past the triangle's reach: dead */
	q = p;
	q.board[TALAT_WB][talat_square_at(2, 3)] = -1;
	put(&q, TALAT_WB, "BL6", "d3");
	ck_assert_int_eq(talat_board_dead(&q, TALAT_WB, &w), 1);
	ck_assert_int_eq(agree(&q, TALAT_WB), 1);
	/* and on below it */
	q.board[TALAT_WB][talat_square_at(3, 2)] = -1;
	put(&q, TALAT_WB, "BL6", "b1");
	ck_assert_int_eq(talat_board_dead(&q, TALAT_WB, &w), 1);
	ck_assert_int_eq(agree(&q, TALAT_WB), 1);

	/* with the wall fixed for good (nothing can ever leave b3): dead */
	q = p;
	put(&q, TALAT_WB, "BS3", "b4");	/* S6 takes S3 ... */
	ck_assert_int_eq(talat_board_dead(&q, TALAT_WB, &w), 0);
	ck_assert_int_eq(w.nsteps, 0);	/* ... at once, so not that */
}
END_TEST

/* Witnesses that have to clear a path with a chain of steps. */
START_TEST(test_blocking_chain)
{
	struct talat_position p;
	struct talat_witness w;
	int i, s3 = talat_tower_from_name("WS3"), l6 = talat_tower_from_name("BL6");

	/*
	 * WB: W's S3 in the corner a1, B's L6 on a3 two ranks up: one step
	 * of either would do, but S4 (a2) and S6 (b2) stand in the way, and
	 * they can step only where W's L6 (b3) and L4 (c3) stand (a3 is the
	 * hexagon's). L4 and L6 relate to nothing that can still reach them.
	 * So a tower has to step away, then S4 or S6, then S3 or L6: 3.
	 */
	empty_position(&p);
	put(&p, TALAT_WB, "WS3", "a1");
	put(&p, TALAT_WB, "WS4", "a2");
	put(&p, TALAT_WB, "WS6", "b2");
	put(&p, TALAT_WB, "WL6", "b3");
	put(&p, TALAT_WB, "WL4", "c3");
	put(&p, TALAT_WB, "BL6", "a3");
	ck_assert_int_eq(talat_board_dead(&p, TALAT_WB, &w), 0);
	check_witness(&p, TALAT_WB, &w);
	ck_assert_int_eq(w.nsteps, 3);
	ck_assert(w.shortest);
	ck_assert(w.steps[0].tower == talat_tower_from_name("WL6") ||
	    w.steps[0].tower == talat_tower_from_name("WL4"));
	ck_assert(w.capture.tower == s3 && w.capture.victim == l6);
	ck_assert_int_eq(agree(&p, TALAT_WB), 0);

	/*
	 * The same with W's L3, M3, M4, M6 on a4-d4 in front of L6 and L4
	 * (above B's L6, so past it): one of those first, then one more
	 * link of the chain: 4.
	 */
	put(&p, TALAT_WB, "WL3", "a4");
	put(&p, TALAT_WB, "WM3", "b4");
	put(&p, TALAT_WB, "WM4", "c4");
	put(&p, TALAT_WB, "WM6", "d4");
	ck_assert_int_eq(talat_board_dead(&p, TALAT_WB, &w), 0);
	check_witness(&p, TALAT_WB, &w);
	ck_assert_int_eq(w.nsteps, 4);
	ck_assert(w.shortest);
	for (i = 0; i < 2; i++)
		ck_assert(w.steps[i].tower != s3 && w.steps[i].tower != l6);
	ck_assert_int_eq(agree(&p, TALAT_WB), 0);
}
END_TEST

static int
steps_listed(const char *text)
{
	const char *then = strstr(text, " then ");
	int n = 0;

	if (!then)
		return 0;
	for (; text < then; text++)
		if (*text == ' ')
			n++;
	return n + 1;
}

/* The 20 example positions of the spec, board by board. */
START_TEST(test_examples)
{
	const char *dir = getenv("top_srcdir");
	char path[1024], line[2048], err[256], buf[512];
	struct talat_position p;
	struct talat_witness w;
	FILE *f;
	int npos = 0, nboards = 0, ndead = 0, have = 0, b, dead;

	snprintf(path, sizeof(path), "%s/tests/data/dead_positions.txt",
	    dir ? dir : ".");
	f = fopen(path, "r");
	ck_assert_msg(f != NULL, "cannot open %s", path);
	while (fgets(line, sizeof(line), f)) {
		line[strcspn(line, "\n")] = '\0';
		if (line[0] == '#' || line[0] == '\0')
			continue;
		if (line[0] != ' ') {
			ck_assert_msg(talat_tpn_parse_syntax(line, &p, err,
			    sizeof(err)) >= 0, "%s: %s", line, err);
			have = 1;
			npos++;
			continue;
		}
		ck_assert(have);
		b = talat_board_from_name(line + 2);
		ck_assert_int_ge(b, 0);
		dead = talat_board_dead(&p, b, &w);
		nboards++;
		if (!strcmp(line + 4, ": dead")) {
			ck_assert_msg(dead == 1, "%s: not dead", line);
			ndead++;
		} else {
			ck_assert_msg(!strncmp(line + 4, ": not dead: ", 12),
			    "%s", line);
			ck_assert_msg(dead == 0, "%s: dead", line);
			check_witness(&p, b, &w);
			talat_witness_text(&w, buf, sizeof(buf));
			ck_assert_msg(w.shortest &&
			    w.nsteps == steps_listed(line + 16),
			    "%s: found %s", line, buf);
		}
		ck_assert_int_eq(agree(&p, b), dead);
	}
	fclose(f);
	ck_assert_int_eq(npos, 20);
	ck_assert_int_eq(nboards, 60);
	ck_assert_int_eq(ndead, 17);
}
END_TEST

/*
 * 24,000 seeded random boards with 1 to 8 towers, every layout in turn,
 * and 6,000 more (up to 8 towers) on which the oracle has to search: no
 * capture now, yet some pair could meet on an empty board.
 */
START_TEST(test_random_agreement)
{
	struct talat_position p;
	uint64_t seed = 0x7a1a7deadULL;
	long i, n = 24000, nopen = 6000, ndead = 0, nlong = 0, ndeep = 0;
	int b, dead;
	struct talat_witness w;

	for (i = 0; i < n + nopen; i++) {
		b = (int)(i % 3);
		do
			dead_random_board(&p, b, i < n ? 1 + (int)((i / 3) % 8) :
			    2 + dead_rand_below(&seed, 7),
			    (enum dead_layout)((i / 24) % DEAD_NLAYOUTS), &seed);
		while (i >= n && !dead_reference_open(&p, b));
		dead = agree(&p, b);
		ndead += dead;
		if (!dead) {
			talat_board_dead(&p, b, &w);
			nlong += w.nsteps > 0;
			ndeep += w.nsteps >= 3;
		}
	}
	fprintf(stderr, "random agreement: %ld boards, %ld dead, %ld need "
	    "steps, %ld need 3 or more\n", n + nopen, ndead, nlong, ndeep);
	/* the sample exercises every outcome */
	ck_assert_int_ge(ndead, n / 10);
	ck_assert_int_ge(nlong, n / 5);
	ck_assert_int_ge(ndeep, n / 50);
}
END_TEST

/* A small change: a tower removed, stepped, or moved anywhere. */
static void
perturb(struct talat_position *p, int b, uint64_t *seed)
{
	signed char *sq = p->board[b];
	int from, to, t, kind = dead_rand_below(seed, 3), df, n = 0;

	for (from = 0; from < 25; from++)
		n += sq[from] >= 0;
	if (n < 3)
		return;
	do
		from = dead_rand_below(seed, 25);
	while (sq[from] < 0);
	t = sq[from];
	switch (kind) {
	case 0:
		sq[from] = -1;
		break;
	case 1:
		df = dead_rand_below(seed, 3) - 1;
		to = from + (talat_tower_colour(t) == talat_board_low(b) ? 5 :
		    -5) + df;
		if (to >= 0 && to < 25 && from % 5 + df >= 0 &&
		    from % 5 + df <= 4 && sq[to] < 0) {
			sq[to] = (signed char)t;
			sq[from] = -1;
		}
		break;
	default:
		do
			to = dead_rand_below(seed, 25);
		while (sq[to] >= 0);
		sq[to] = (signed char)t;
		sq[from] = -1;
		break;
	}
	dead_census(p);
}

/*
 * A stored answer of the reference search, "dead" or "steps N" (the
 * fewest steps before a capture), into *ref and *shortest. With
 * SLOW_TESTS=1 (CI sets it) the reference search runs again and must give
 * it; with REGEN=1 the search's answer is taken instead and written to
 * `out` (the file of stored answers being remade).
 */
static void
known_answer(const struct talat_position *p, int b, const char *stored,
    FILE *out, int *ref, int *shortest)
{
	const char *env = getenv("SLOW_TESTS");
	int r, s = -1;

	*shortest = -1;
	if (stored != NULL && strncmp(stored, "dead", 4) == 0)
		*ref = 1;
	else if (stored != NULL && sscanf(stored, "steps %d", shortest) == 1)
		*ref = 0;
	else
		ck_assert_msg(out != NULL, "no stored answer for %s (REGEN=1 "
		    "make check TESTS=tests/check_dead remakes them)",
		    describe(p, b));
	if (out == NULL && (env == NULL || strcmp(env, "1") != 0))
		return;
	r = dead_reference(p, b, &s, NULL);
	ck_assert_int_ge(r, 0);
	if (out != NULL) {
		*ref = r;
		*shortest = s;
		if (r)
			fprintf(out, "dead\n");
		else
			fprintf(out, "steps %d\n", s);
		return;
	}
	ck_assert_msg(r == *ref && (r || s == *shortest), "the stored answer "
	    "'%.10s' is not the reference's (%s, %d steps): %s", stored,
	    r ? "dead" : "not dead", s, describe(p, b));
}

/*
 * Boards found by bench/dead_hunt to be hard: dead although two towers
 * could meet on an empty board, or needing a long detour. Each turned
 * onto one of the three boards in turn, and 8 random small changes of each
 * (on all three boards). The reference search is slow on them: its
 * answers are stored, the boards' own in tests/data/dead_blocked.txt, the
 * changed boards' in tests/data/dead_changed.txt (a line each, in the
 * order made here); known_answer() says how they are checked and remade.
 */
START_TEST(test_hard_boards)
{
	const char *dir = getenv("top_srcdir"), *regen = getenv("REGEN");
	char path[1024], line[2048], err[256], answer[256], *tab;
	char *stored;
	struct talat_position p, q;
	uint64_t seed = 4242;
	FILE *f, *changed, *out = NULL;
	int k, i, n = 0, ndead = 0, nchanged = 0, dead, b, nlonger = 0;
	int ref, shortest;

	snprintf(path, sizeof(path), "%s/tests/data/dead_blocked.txt",
	    dir ? dir : ".");
	f = fopen(path, "r");
	ck_assert_msg(f != NULL, "cannot open %s", path);
	snprintf(path, sizeof(path), "%s/tests/data/dead_changed.txt",
	    dir ? dir : ".");
	if (regen != NULL && strcmp(regen, "1") == 0) {
		out = fopen(path, "w");
		ck_assert_msg(out != NULL, "cannot write %s", path);
		fprintf(out, "# The reference search's answers on the changed "
		    "hard boards of\n# tests/check_dead.c's test_hard_boards, "
		    "in its order (REGEN=1 remakes them).\n");
	}
	changed = fopen(path, "r");
	ck_assert_msg(changed != NULL, "cannot open %s", path);
	while (fgets(line, sizeof(line), f)) {
		if (line[0] == '#' || line[0] == '\n')
			continue;
		ck_assert((tab = strchr(line, '\t')) != NULL);
		*tab = '\0';
		ck_assert_msg(talat_tpn_parse_syntax(line, &p, err,
		    sizeof(err)) >= 0, "%s: %s", line, err);
		k = n % 3;
		dead_rotate(&p, k, &q);
		known_answer(&q, k, tab + 1, NULL, &ref, &shortest);
		dead = agree_with(&q, k, ref, shortest, &nlonger);
		ck_assert_int_eq(dead, !strncmp(tab + 1, "dead", 4));
		ndead += !strncmp(tab + 1, "dead", 4);
		n++;
		for (i = 0; i < 8; i++) {
			b = (n + i) % 3;
			dead_rotate(&p, b, &q);
			perturb(&q, b, &seed);
			if (i % 2)
				perturb(&q, b, &seed);
			do
				stored = out == NULL ? fgets(answer,
				    sizeof(answer), changed) : NULL;
			while (stored != NULL && answer[0] == '#');
			known_answer(&q, b, stored, out, &ref, &shortest);
			nchanged += agree_with(&q, b, ref, shortest, &nlonger);
		}
	}
	fclose(f);
	if (out == NULL)
		ck_assert_msg(fgets(answer, sizeof(answer), changed) == NULL,
		    "tests/data/dead_changed.txt has more answers than boards");
	fclose(changed);
	if (out != NULL)
		ck_assert_int_eq(fclose(out), 0);
	fprintf(stderr, "hard boards: %d (%d dead), %d changed ones dead of "
	    "%d, %d witnesses not known shortest\n", n, ndead, nchanged, n * 8,
	    nlonger);
	ck_assert_int_ge(n, 40);
	ck_assert_int_ge(ndead, 20);
	/* the search for a shortest witness gives up rarely */
	ck_assert_int_le(nlonger, n / 20);
}
END_TEST

/* The text forms of a hand-made witness. */
START_TEST(test_witness_text)
{
	struct talat_position p;
	struct talat_witness w;
	char buf[256];

	empty_position(&p);
	memset(&w, 0, sizeof(w));
	w.nsteps = 2;
	w.steps[0].kind = w.steps[1].kind = TALAT_STEP;
	w.steps[0].board = w.steps[1].board = TALAT_BG;
	w.steps[0].from = talat_square_at(2, 1);
	w.steps[0].to = talat_square_at(2, 2);
	w.steps[0].tower = talat_tower_from_name("BM4");
	w.steps[1].from = talat_square_at(3, 4);
	w.steps[1].to = talat_square_at(3, 3);
	w.steps[1].tower = talat_tower_from_name("GS6");
	w.capture.kind = TALAT_CAPTURE;
	w.capture.board = TALAT_BG;
	w.capture.from = talat_square_at(2, 2);
	w.capture.to = talat_square_at(3, 3);
	w.capture.tower = talat_tower_from_name("BM4");
	w.capture.victim = talat_tower_from_name("GS6");
	talat_witness_text(&w, buf, sizeof(buf));
	ck_assert_str_eq(buf, "BG:c2-c3 BG:d5-d4 then BG:c3xd4");
	talat_witness_explain(&p, &w, buf, sizeof(buf));
	ck_assert_str_eq(buf,
	    "BM4 moves BG:c2-c3, GS6 moves BG:d5-d4, then BM4 on c3 "
	    "can capture GS6 on d4");
	/* a short buffer is cut, never overrun */
	memset(buf, 'x', sizeof(buf));
	talat_witness_text(&w, buf, 12);
	ck_assert_int_lt(strlen(buf), 12);
	ck_assert_int_eq(buf[12], 'x');
}
END_TEST

/* The squares of a witness, and none for what is not one: never a read
 * past steps[] (a loop to i <= TALAT_WITNESS_MAX once read steps[72]). */
START_TEST(test_witness_squares)
{
	struct talat_witness w;
	int i;

	memset(&w, 0, sizeof(w));
	w.nsteps = 1;
	w.steps[0].kind = TALAT_STEP;
	w.steps[0].from = 7;	/* c2 */
	w.steps[0].to = 12;	/* c3 */
	w.capture.kind = TALAT_CAPTURE;
	w.capture.from = 12;
	w.capture.to = 18;	/* d4 */
	ck_assert_uint_eq(talat_witness_squares(&w),
	    (1ul << 7) | (1ul << 12) | (1ul << 18));
	w.nsteps = 0;
	ck_assert_uint_eq(talat_witness_squares(&w), (1ul << 12) | (1ul << 18));
	w.capture.to = TALAT_NSQUARES;
	ck_assert_uint_eq(talat_witness_squares(&w), 0);
	w.capture.to = 18;
	for (i = 0; i < TALAT_WITNESS_MAX; i++) {
		w.steps[i].from = i % 25;
		w.steps[i].to = (i + 5) % 25;
	}
	w.nsteps = TALAT_WITNESS_MAX;
	ck_assert_uint_eq(talat_witness_squares(&w), (1ul << 25) - 1);
	w.nsteps = TALAT_WITNESS_MAX + 1;
	ck_assert_uint_eq(talat_witness_squares(&w), 0);
	w.nsteps = -1;
	ck_assert_uint_eq(talat_witness_squares(&w), 0);
}
END_TEST

static Suite *
dead_suite(void)
{
	Suite *s = suite_create("dead");
	TCase *tc = tcase_create("figures");
	TCase *tr = tcase_create("random");

	tcase_add_test(tc, test_figure_passed);
	tcase_add_test(tc, test_figure_far_and_small);
	tcase_add_test(tc, test_figure_david_blocked);
	tcase_add_test(tc, test_blocking_chain);
	tcase_add_test(tc, test_examples);
	tcase_add_test(tc, test_witness_text);
	tcase_add_test(tc, test_witness_squares);
	suite_add_tcase(s, tc);
	tcase_set_timeout(tr, 120);
	tcase_add_test(tr, test_random_agreement);
	tcase_add_test(tr, test_hard_boards);
	suite_add_tcase(s, tr);
	return s;
}

int
main(void)
{
	return tu_run(dead_suite());
}
