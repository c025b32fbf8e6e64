/* dead.c: placeholder until the oracle lands: a capture now, or a pair
 * that can still meet ignoring blocking, means not dead. */
#include <stdio.h>
#include <stdlib.h>
#include "talat/dead.h"

int
talat_board_dead(const struct talat_position *p, int board,
    struct talat_witness *w)
{
	int a, b, ta, tb, ra, rb, fa, fb, lo = talat_board_low(board), gap;

	if (w)
		w->nsteps = 0;
	for (a = 0; a < 25; a++) {
		if ((ta = p->board[board][a]) < 0 || talat_tower_colour(ta) != lo)
			continue;
		for (b = 0; b < 25; b++) {
			if ((tb = p->board[board][b]) < 0 ||
			    talat_tower_colour(tb) == lo)
				continue;
			if (!talat_captures(ta % 9, tb % 9) &&
			    !talat_captures(tb % 9, ta % 9))
				continue;
			ra = a / 5; rb = b / 5; fa = a % 5; fb = b % 5;
			gap = rb - ra;
			if (gap >= 0 && abs(fa - fb) <= gap + 1)
				return 0;
		}
	}
	return 1;
}

void
talat_witness_text(const struct talat_witness *w, char *buf, size_t len)
{
	(void)w;
	snprintf(buf, len, "(witness not yet available)");
}

void
talat_witness_explain(const struct talat_position *p,
    const struct talat_witness *w, char *buf, size_t len)
{
	(void)p;
	talat_witness_text(w, buf, len);
}
