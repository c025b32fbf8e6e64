/* SPDX-License-Identifier: ISC */
/*
 * rng.h: the random numbers of talat gen (internal; tests include it and
 * link the static library). A small PRNG: xoshiro256** seeded through
 * splitmix64.
 */
#ifndef TALAT_RNG_H
#define TALAT_RNG_H

#include <stdint.h>
#include "internal.h"

struct rng {
	uint64_t s[4];
};

/* One step of splitmix64 (advances *state). */
TALAT_INTERNAL uint64_t rng_splitmix64(uint64_t *state);
/* Seeds r from a seed and a stream number (the game index). */
TALAT_INTERNAL void rng_seed(struct rng *r, uint64_t seed,
    uint64_t stream);
TALAT_INTERNAL uint64_t rng_next(struct rng *r);
/* Uniform in 0 .. n-1 (n >= 1), without modulo bias. */
TALAT_INTERNAL uint32_t rng_below(struct rng *r, uint32_t n);

#endif
