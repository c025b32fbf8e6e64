/* SPDX-License-Identifier: ISC */
/*
 * imap.h: a map from 64-bit keys (never 0) to indices, open addressing
 * with linear probing, for the tables of standings.c (players, events,
 * pairs who met). Keys are mixed before they choose a slot, so that keys
 * that differ only in a few bits (a pair of small player indices) spread
 * over the whole table: a probe run stays short whatever the keys.
 */
#ifndef TALAT_IMAP_H
#define TALAT_IMAP_H

#include <stdint.h>
#include <stdlib.h>

struct imap {
	uint64_t *keys;		/* 0: empty */
	size_t *vals;
	size_t cap, n;
};

static inline void
imap_free(struct imap *m)
{
	free(m->keys);
	free(m->vals);
}

/* key mixed by splitmix64's finaliser, in which every bit of the key
 * moves about half the bits of the result: its low bits make a slot. */
static inline uint64_t
imap_mix(uint64_t key)
{
	key ^= key >> 30;
	key *= 0xbf58476d1ce4e5b9ULL;
	key ^= key >> 27;
	key *= 0x94d049bb133111ebULL;
	key ^= key >> 31;
	return key;
}

/* The slot where key's probe run starts. */
static inline size_t
imap_home(const struct imap *m, uint64_t key)
{
	return (size_t)imap_mix(key) & (m->cap - 1);
}

/* The slot of key, or the empty slot where it would go. */
static inline size_t
imap_slot(const struct imap *m, uint64_t key)
{
	size_t i = imap_home(m, key);

	while (m->keys[i] != 0 && m->keys[i] != key)
		i = (i + 1) & (m->cap - 1);
	return i;
}

/* The value of key (never 0), or (size_t)-1. */
static inline size_t
imap_get(const struct imap *m, uint64_t key)
{
	size_t i;

	if (m->cap == 0)
		return (size_t)-1;
	i = imap_slot(m, key);
	return m->keys[i] == key ? m->vals[i] : (size_t)-1;
}

/* The key of the pair of players a < b (never 0). */
static inline uint64_t
imap_pair_key(size_t a, size_t b)
{
	return ((uint64_t)a << 32 | (uint64_t)b) + 1;
}

/* 0, or -1 when memory runs out (the map is then as it was). */
static inline int
imap_put(struct imap *m, uint64_t key, size_t val)
{
	struct imap b;
	size_t i, j;

	if ((m->n + 1) * 4 > m->cap * 3) {
		b.cap = m->cap ? m->cap * 2 : 16;
		b.n = m->n;
		b.keys = calloc(b.cap, sizeof(*b.keys));
		b.vals = malloc(b.cap * sizeof(*b.vals));
		if (b.keys == NULL || b.vals == NULL) {
			imap_free(&b);
			return -1;
		}
		for (i = 0; i < m->cap; i++)
			if (m->keys[i] != 0) {
				j = imap_slot(&b, m->keys[i]);
				b.keys[j] = m->keys[i];
				b.vals[j] = m->vals[i];
			}
		imap_free(m);
		*m = b;
	}
	i = imap_slot(m, key);
	if (m->keys[i] == 0)
		m->n++;
	m->keys[i] = key;
	m->vals[i] = val;
	return 0;
}

#endif
