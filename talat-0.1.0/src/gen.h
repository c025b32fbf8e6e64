/* SPDX-License-Identifier: ISC */
/*
 * gen.h: random complete legal games (talat gen), reproducible from
 * a seed.
 *
 * Each game draws its numbers from its own stream, seeded from the seed
 * and the game's index, so game i of a run does not depend on how many
 * games come after it. Under the match rule (options.matches) it depends
 * on the games before it only for who begins: the same first i games
 * always come out of a seed.
 */
#ifndef TALAT_GEN_H
#define TALAT_GEN_H

#include <stddef.h>
#include <stdint.h>
#include "talat/record.h"

#ifdef __cplusplus
extern "C" {
#endif

struct talat_matches;

struct talat_gen_options {
	int players;		/* 2 or 3 */
	int strict;		/* strict freeze mode (the record is the same:
				   it is valid in both modes) */
	uint64_t seed;
	long index;		/* the game's index, from 1: its Round tag and
				   its stream */
	struct talat_matches *matches;	/* NULL, or the matches of the run
				   (talat/tournament.h): the game then keeps
				   the match rule (a winner of its match's last
				   game begins it) and is added as that
				   match's last game */
};

/*
 * Fills g (cleared first) with a random complete game: tags (Event, Site,
 * Date, Round, player names, Zihin, Order, Score, Winner), the full setup,
 * then actions (steps and captures, a pass when nothing is legal), with a
 * freeze declaration right after each ply that left a board dead, up to
 * the second one. Some plies carry a comment or an annotation.
 *
 * Returns 0; -1 with a message in err (errlen bytes) when it could not
 * finish: errno is ENOMEM when memory ran out, EINVAL when the options
 * are wrong or the rules cannot go on (every player passed in turn while
 * a board the oracle calls alive is not frozen).
 */
int talat_gen_game(const struct talat_gen_options *o, struct talat_game *g,
    char *err, size_t errlen);

#ifdef __cplusplus
}
#endif

#endif
