/* SPDX-License-Identifier: ISC */
/* replay_prefix.c: the position after any ply of a game, by replaying
 * the game's moves up to it (talat show --ply, talat html). */
#include "talat/replay.h"

int
talat_replay_prefix(const struct talat_game *g,
    const struct talat_result *full, const struct talat_replay_options *opts,
    size_t k, struct talat_result *r)
{
	struct talat_game cut = *g;
	size_t m;

	if (k > full->nplies)
		k = full->nplies;
	if (k == 0)
		m = full->nplies > 0 ? full->plies[0].move : 0;
	else {
		m = full->plies[k - 1].move + 1;
		while (m < g->nmoves && g->moves[m].kind == TALAT_MOVE_FREEZE)
			m++;
	}
	cut.nmoves = m;
	return talat_replay(&cut, opts, r);
}
