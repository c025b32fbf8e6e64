/* SPDX-License-Identifier: ISC */
/* check_probe.c: the replay's quick life test never calls a dead board
 * alive, and every witness it gives can be played. */
#include <stdint.h>
#include "testutil.h"
#include "dead_probe.h"

static uint64_t
next(uint64_t *s)
{
	uint64_t z = (*s += 0x9E3779B97F4A7C15ull);

	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
	return z ^ (z >> 31);
}

/* A board of `board` with n random towers of its two colours. */
static void
random_board(struct talat_position *p, int board, int n, uint64_t *seed)
{
	int placed = 0, t, sq, c;

	talat_position_init(p, -1, -1);
	while (placed < n) {
		c = next(seed) % 2 ? talat_board_high(board) :
		    talat_board_low(board);
		t = talat_tower_of(c, (int)(next(seed) % 9));
		sq = (int)(next(seed) % 25);
		if (p->at[t] != TALAT_AT_UNPLACED || p->board[board][sq] >= 0)
			continue;
		p->board[board][sq] = (signed char)t;
		p->at[t] = (signed char)(board * 25 + sq);
		placed++;
	}
}

/* Plays the witness's steps, then checks its capture. */
static void
assert_playable(struct talat_position p, int board,
    const struct talat_witness *w)
{
	struct talat_action a;
	struct talat_msg why;
	int i, c;

	for (i = 0; i <= w->nsteps; i++) {
		a = i < w->nsteps ? w->steps[i] : w->capture;
		c = talat_tower_colour(p.board[board][a.from]);
		ck_assert_int_ge(p.board[board][a.from], 0);
		ck_assert_int_eq(p.board[board][a.from], a.tower);
		/* Act as the tower's owner, whatever the turn. */
		p.to_act = (signed char)c;
		p.placed = 27;
		ck_assert_msg(talat_check_action(&p, &a, &why) == 0,
		    "witness move %d: %s", i, why.text);
		talat_apply_action(&p, &a);
	}
}

START_TEST(probe_agrees_with_the_oracle)
{
	struct talat_position p;
	struct talat_witness w;
	uint64_t seed = 20261122;
	int i, board, n, hits = 0, alive = 0;

	for (i = 0; i < 20000; i++) {
		board = i % 3;
		n = 2 + (int)(next(&seed) % 12);
		random_board(&p, board, n, &seed);
		if (!talat_board_dead(&p, board, NULL))
			alive++;
		if (!dead_probe(&p, board, &w))
			continue;
		hits++;
		ck_assert_int_eq(talat_board_dead(&p, board, NULL), 0);
		assert_playable(p, board, &w);
	}
	/* The probe must be worth calling: it finds most live boards. */
	ck_assert_int_gt(hits, alive / 2);
	printf("probe: %d boards, %d alive, %d found alive by the probe\n",
	    i, alive, hits);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("probe");
	TCase *tc = tcase_create("probe");

	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, probe_agrees_with_the_oracle);
	suite_add_tcase(s, tc);
	return tu_run(s);
}
