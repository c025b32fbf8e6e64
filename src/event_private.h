/* SPDX-License-Identifier: ISC */
/*
 * event_private.h: what the talat program asks of an event's games
 * beyond src/event.h (talat html --event: which record is at which
 * table). Internal to libtalat and the talat program (TALAT_INTERNAL).
 */
#ifndef TALAT_EVENT_PRIVATE_H
#define TALAT_EVENT_PRIVATE_H

#include "internal.h"
#include "event.h"

/*
 * Game k (0-based) of table t (an index into ev->rounds[r].tables) of
 * round r (an index into ev->rounds): the record put there, as its
 * number among the games of the event in the order they were added
 * (the games for which talat_event_games_add returned 1; 0 for the
 * first), or -1 when none was; and in *ruling the ruling about that
 * game (an index into ev->rulings), or -1.
 */
TALAT_INTERNAL long evg_record(const struct talat_event_games *eg, size_t r,
    size_t t, long k, long *ruling);

#endif
