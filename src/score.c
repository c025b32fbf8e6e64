/* score.c: points and the tiebreak (rules.md section 8). */
#include <string.h>
#include "talat/replay.h"

/* Towers of `colour` on the opposing start line of every board they play
 * on. */
static int
start_line_towers(const struct talat_position *p, int colour)
{
	int b, f, t, rank, n = 0;

	for (b = 0; b < TALAT_NBOARDS; b++) {
		if (!talat_board_has(b, colour))
			continue;
		rank = colour == talat_board_low(b) ? 4 : 0;
		for (f = 0; f < 5; f++) {
			t = p->board[b][talat_square_at(f, rank)];
			if (t >= 0 && talat_tower_colour(t) == colour)
				n++;
		}
	}
	return n;
}

/* Two players: Zihin towers on the start line of `opponent` on the board
 * of the Zihin and the opponent. */
static int
zihin_towers(const struct talat_position *p, int opponent)
{
	int b = talat_board_of(p->zihin, opponent), f, t, rank, n = 0;

	if (b < 0)
		return 0;
	rank = opponent == talat_board_low(b) ? 0 : 4;
	for (f = 0; f < 5; f++) {
		t = p->board[b][talat_square_at(f, rank)];
		if (t >= 0 && talat_tower_colour(t) == p->zihin)
			n++;
	}
	return n;
}

/* Types captured by `c` as a bit set. */
static unsigned
captured_types(const struct talat_score *s)
{
	unsigned set = 0;
	int i;

	for (i = 0; i < s->ncaptured; i++)
		set |= 1u << talat_tower_type(s->captured[i]);
	return set;
}

static int
highest_type(unsigned set)
{
	int t;

	for (t = TALAT_NTYPES - 1; t >= 0; t--)
		if (set & (1u << t))
			return t;
	return -1;
}

void
talat_score(const struct talat_position *p, const int *players, int nplayers,
    struct talat_score scores[TALAT_NCOLOURS], unsigned *winners,
    int *tiebreak)
{
	struct talat_score *s;
	unsigned tied = 0, mine, others;
	int i, j, c, best = -1, top, bestc = -1;

	memset(scores, 0, TALAT_NCOLOURS * sizeof(*scores));
	for (i = 0; i < nplayers; i++) {
		c = players[i];
		s = &scores[c];
		s->ncaptured = p->ncaptured[c];
		memcpy(s->captured, p->captured[c], sizeof(s->captured));
		s->start_line = start_line_towers(p, c);
		if (p->zihin >= 0)
			s->zihin_start_line = zihin_towers(p,
			    players[1 - i]);
		s->points = 5 * s->ncaptured + 3 * s->start_line +
		    3 * s->zihin_start_line;
		if (s->points > best)
			best = s->points;
	}
	for (i = 0; i < nplayers; i++)
		if (scores[players[i]].points == best)
			tied |= 1u << players[i];
	*winners = tied;
	*tiebreak = -1;
	if ((tied & (tied - 1)) == 0)
		return;
	top = -1;
	for (i = 0; i < nplayers; i++) {
		c = players[i];
		if (!(tied & (1u << c)))
			continue;
		mine = captured_types(&scores[c]);
		others = 0;
		for (j = 0; j < nplayers; j++)
			if (j != i && (tied & (1u << players[j])))
				others |= captured_types(&scores[players[j]]);
		if (highest_type(mine & ~others) > top) {
			top = highest_type(mine & ~others);
			bestc = c;
		}
	}
	if (bestc >= 0) {
		*winners = 1u << bestc;
		*tiebreak = top;
	}
}
