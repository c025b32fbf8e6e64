/* SPDX-License-Identifier: ISC */
/* testutil.h: helpers shared by the Check suites. */
#ifndef TALAT_TESTUTIL_H
#define TALAT_TESTUTIL_H

/* Without Check (configure did not find it) every unit test stops here,
 * saying so. */
#if defined(__has_include)
#if !__has_include(<check.h>)
#error "make check needs Check (check >= 0.11; Debian: apt-get install check), which configure did not find: install it and run ./configure again"
#endif
#endif

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <check.h>
#include "talat.h"
#include "testutil_nocheck.h"

/*
 * Builds a movement-phase TPN: `towers` is a list such as
 * "WB:c3=WL6 WB:c4=BM4"; every other tower is captured (W's by B, B's by
 * G, G's by W), but for `out` (a Zihin tower out of the game, or -1).
 * `to_act` and `frozen` ("-" or "WB,BG") and `ply` as in TPN.
 */
static inline void
tu_tpn(char *buf, size_t len, const char *towers, int out, char to_act,
    const char *frozen, long ply)
{
	struct talat_position p;
	const char *s = towers;
	int t, b, c, sq;

	talat_position_init(&p, -1, -1);
	while (s && *s) {
		while (*s == ' ')
			s++;
		if (!*s)
			break;
		b = talat_board_from_name(s);
		sq = talat_square_at(s[3] - 'a', s[4] - '1');
		t = talat_tower_from_name(s + 6);
		ck_assert_int_ge(b, 0);
		ck_assert_int_ge(t, 0);
		p.board[b][sq] = (signed char)t;
		p.at[t] = (signed char)(b * 25 + sq);
		s += 9;
	}
	for (t = 0; t < TALAT_NTOWERS; t++) {
		if (p.at[t] != TALAT_AT_UNPLACED || t == out)
			continue;
		c = (talat_tower_colour(t) + 1) % 3;
		if (out >= 0 && c == talat_tower_colour(out))
			c = (c + 1) % 3;
		p.captured[c][p.ncaptured[c]++] = (signed char)t;
	}
	p.to_act = (signed char)talat_colour_from_char(to_act);
	p.ply = ply;
	for (b = 0; frozen[0] != '-' && b < 3; b++)
		if (strstr(frozen, talat_board_name(b)))
			p.frozen |= (unsigned char)(1u << b);
	ck_assert_uint_ge(len, TALAT_TPN_MAX);
	talat_tpn_write(&p, buf);
}

/* A growing string, NUL-terminated, that libyaml's emitter or a
 * talat_yaml_writer writes into through tu_buf_write. */
struct tu_buf {
	char *s;
	size_t len, cap;
};

static inline int
tu_buf_write(void *ctx, unsigned char *data, size_t size)
{
	struct tu_buf *b = ctx;

	if (b->len + size + 1 > b->cap) {
		b->cap = (b->len + size + 1) * 2;
		b->s = realloc(b->s, b->cap);
		ck_assert_ptr_nonnull(b->s);
	}
	memcpy(b->s + b->len, data, size);
	b->len += size;
	b->s[b->len] = '\0';
	return 1;
}

/* A write handler that refuses every write. */
static inline int
tu_refuse(void *ctx, unsigned char *data, size_t size)
{
	(void)ctx;
	(void)data;
	(void)size;
	return 0;
}

/* Reads the first game of `text` and replays it. */
static inline void
tu_replay(const char *text, int strict, struct talat_game *g,
    struct talat_result *r)
{
	struct talat_reader *rd;
	struct talat_replay_options opts = { strict, 0 };

	rd = talat_reader_new_string(text, strlen(text), NULL);
	ck_assert_ptr_nonnull(rd);
	ck_assert_int_eq(talat_reader_next(rd, g), 1);
	ck_assert_int_eq(talat_replay(g, &opts, r), 0);
	talat_reader_free(rd);
}

/* testutil.c: a whole file (NUL-terminated; its length in *len); every
 * file ending in `suffix` under dir (depth levels of subdirectories)
 * handed to fn with ctx, in readdir order, returning how many (dir must
 * exist); a suite run, as main's status. */
char *tu_slurp(const char *path, size_t *len);
int tu_walk(const char *dir, int depth, const char *suffix,
    void (*fn)(const char *path, void *ctx), void *ctx);
int tu_run(Suite *s);

/* Asserts that diagnostic i is at line:column and contains `text`. */
#define tu_assert_diag(r, i, sev, ln, cl, text) do {			\
	ck_assert_uint_gt((r)->ndiags, (i));				\
	ck_assert_int_eq((r)->diags[i].severity, (sev));		\
	ck_assert_int_eq((r)->diags[i].loc.line, (ln));			\
	ck_assert_int_eq((r)->diags[i].loc.column, (cl));		\
	ck_assert_msg(strstr((r)->diags[i].message, (text)) != NULL,	\
	    "diagnostic '%s' lacks '%s'", (r)->diags[i].message, (text)); \
} while (0)

#endif
