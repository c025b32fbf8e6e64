/* SPDX-License-Identifier: ISC */
/*
 * check_alloc.c: the library when memory runs out.
 *
 * Every allocation the reader makes goes through tgn_mem_alloc() and its
 * kin (src/reader.c), and a test reader (tgn_reader_new_failing()) makes
 * allocation number N fail. For N = 1, 2, ... until no allocation is left
 * to fail, a reader on the same input must either fail to open (NULL),
 * or read games equal to those of a reader with memory to spare and then
 * end with -1 and errno ENOMEM, after which it stays failed; and it must
 * free all its memory (the sanitizer build and `make valgrind` see to
 * that). Run over string and FILE input.
 *
 * Beyond the reader (the oracle, the replay, the YAML writers and the
 * YAML reader), every allocation of the library is counted and made to
 * fail in turn through the linker (-Wl,--wrap=malloc and kin, on the
 * static library; see Makefile.am): each failing allocation must give a
 * failure (-1, errno ENOMEM; TALAT_YAML_NOMEM), never a different answer,
 * and every block the library allocated must be freed again (checked here
 * with a table of live blocks, in every build).
 */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <check.h>
#include "talat.h"
#include "gen.h"
#include "testutil.h"
#include "talat/yaml.h"
#include "yaml_private.h"
#include "reader.h"
#include "internal.h"

/* --- the allocator, wrapped ------------------------------------------------ */

void *__real_malloc(size_t);
void *__real_calloc(size_t, size_t);
void *__real_realloc(void *, size_t);
char *__real_strdup(const char *);
void __real_free(void *);

static long alloc_count;	/* allocations made while counting */
static long alloc_fail_at;	/* the one to fail (from 1), 0: none */
static int alloc_counting;	/* (no ck_assert while counting: Check
				 * allocates too, and is linked statically) */

#define LIVE_MAX 65536		/* a power of two */
static void *live[LIVE_MAX];	/* blocks allocated while counting */
static long nlive;

static size_t
live_slot(const void *p)
{
	return (size_t)(((uintptr_t)p >> 4) * 0x9e3779b97f4a7c15ULL) &
	    (LIVE_MAX - 1);
}

static void
live_add(void *p)
{
	size_t i = live_slot(p);

	if (p == NULL || !alloc_counting)
		return;
	while (live[i] != NULL)
		i = (i + 1) & (LIVE_MAX - 1);
	live[i] = p;
	nlive++;
}

/* Forgets p (a block freed); a block not in the table is left alone. */
static void
live_remove(void *p)
{
	size_t i = live_slot(p), j, k;

	if (p == NULL)
		return;
	while (live[i] != NULL && live[i] != p)
		i = (i + 1) & (LIVE_MAX - 1);
	if (live[i] == NULL)
		return;
	live[i] = NULL;
	nlive--;
	/* close the gap (linear probing) */
	for (j = (i + 1) & (LIVE_MAX - 1); live[j] != NULL;
	    j = (j + 1) & (LIVE_MAX - 1)) {
		k = live_slot(live[j]);
		/* leave it when its home slot k lies in (i, j], cyclically */
		if (i <= j ? (i < k && k <= j) : (i < k || k <= j))
			continue;
		{
			live[i] = live[j];
			live[j] = NULL;
			i = j;
		}
	}
}

static int
alloc_fails(void)
{
	if (!alloc_counting)
		return 0;
	if (++alloc_count == alloc_fail_at) {
		errno = ENOMEM;
		return 1;
	}
	return 0;
}

void *
__wrap_malloc(size_t n)
{
	void *p = alloc_fails() ? NULL : __real_malloc(n);

	live_add(p);
	return p;
}

void *
__wrap_calloc(size_t n, size_t size)
{
	void *p = alloc_fails() ? NULL : __real_calloc(n, size);

	live_add(p);
	return p;
}

void *
__wrap_realloc(void *old, size_t n)
{
	void *p;

	if (alloc_fails())
		return NULL;
	if ((p = __real_realloc(old, n)) != NULL) {
		live_remove(old);
		live_add(p);
	}
	return p;
}

char *
__wrap_strdup(const char *s)
{
	char *p = alloc_fails() ? NULL : __real_strdup(s);

	live_add(p);
	return p;
}

void
__wrap_free(void *p)
{
	live_remove(p);
	__real_free(p);
}

/* Counts (and fails allocation fail_at of) what follows, until
 * alloc_stop(). */
static void
alloc_start(long fail_at)
{
	alloc_count = 0;
	alloc_fail_at = fail_at;
	alloc_counting = 1;
}

/* Stops counting; returns the allocations made. */
static long
alloc_stop(void)
{
	alloc_counting = 0;
	return alloc_count;
}

/* Every kind of token and diagnostic, in two games and a third that is
 * cut off; a line longer than TALAT_DIAG_LONG_LINE with an error beyond
 * TALAT_DIAG_LONG_COLUMN. Built by make_input(). */
static const char input_head[] =
    "\xEF\xBB\xBF{ before the first tag }\n"
    "[Event \"alloc \\\"test\\\" \\\\ \xC3\xA9\"]\n"
    "[Site \"here\"]\n"
    "[Order \"W B G\"]\n"
    "\n"
    "{ setup } ; a line comment\n"
    "1. L6@WB:c1! M4@BG:b1?? S3@GW:a1 { after a ply }\n"
    "2. L4@GW:c5 L6@WB:b5 Q9 M6@BG:e5 ; error: Q9\n"
    "3.WB:c1-c2!? pass freeze BG\n"
    "[Event \"second\"]\r\n"
    "[Zihin \"B\"]\r\n"
    "\r\n"
    "1. S3@BG:b1 \"stray\" ] L6@WB:c1 \xFF\n";
static const char input_tail[] =
    " WB:c1xd2\n"
    "[Event \"third\"] [Bad \"unterminated\n"
    "1. L6@WB:c1 { never closed\n";

static char *
make_input(size_t *len)
{
	size_t head = sizeof(input_head) - 1, tail = sizeof(input_tail) - 1;
	size_t pad = 300, i;
	char *s = malloc(head + pad + 16 + tail + 1);

	ck_assert_ptr_nonnull(s);
	memcpy(s, input_head, head);
	for (i = 0; i < pad; i++)	/* a long line of plies */
		s[head + i] = "pass "[i % 5];
	memcpy(s + head + pad, "WB:z9-c2 4.?? ", 14);
	memcpy(s + head + pad + 14, input_tail, tail);
	*len = head + pad + 14 + tail;
	s[*len] = '\0';
	return s;
}

struct diags {
	long n;
	long bytes;		/* of messages and sources, to compare */
};

static void
on_diag(void *ctx, const struct talat_diag *d)
{
	struct diags *ds = ctx;

	ds->n++;
	ds->bytes += (long)strlen(d->message);
	if (d->source != NULL)
		ds->bytes += (long)strlen(d->source);
}

struct run {
	struct talat_game games[8];
	int ngames;
	int status;		/* 0: read to the end; -1: failed; 1: no reader */
	long nalloc;		/* allocations the reader made */
	struct diags diags;
};

static void
run_free(struct run *run)
{
	int i;

	for (i = 0; i < run->ngames; i++)
		talat_game_free(&run->games[i]);
	run->ngames = 0;
}

/* Reads the input with allocation fail_at failing (0: none). */
static void
read_all(const char *text, size_t len, int from_file, long fail_at,
    struct run *run)
{
	struct talat_reader_options opts;
	struct talat_reader *r;
	struct talat_game g;
	FILE *fp = NULL;
	int n;

	memset(run, 0, sizeof(*run));
	memset(&opts, 0, sizeof(opts));
	opts.diag = on_diag;
	opts.diag_ctx = &run->diags;
	if (from_file) {
		fp = fmemopen((void *)text, len, "r");
		ck_assert_ptr_nonnull(fp);
	}
	r = tgn_reader_new_failing(fp, text, len, &opts, fail_at);
	if (r == NULL) {
		ck_assert_int_eq(errno, ENOMEM);
		run->status = 1;
		if (fp)
			fclose(fp);
		return;
	}
	talat_game_init(&g);
	while ((n = talat_reader_next(r, &g)) > 0) {
		ck_assert_int_lt(run->ngames, 8);
		talat_game_init(&run->games[run->ngames]);
		ck_assert_int_eq(talat_game_copy(&run->games[run->ngames], &g),
		    0);
		run->ngames++;
	}
	if (n < 0) {
		ck_assert_int_eq(errno, ENOMEM);
		run->status = -1;
		/* A reader that ran out of memory stays failed. */
		errno = 0;
		ck_assert_int_eq(talat_reader_next(r, &g), -1);
		ck_assert_int_eq(errno, ENOMEM);
	}
	run->nalloc = r->nalloc;
	talat_reader_free(r);
	talat_game_free(&g);
	if (fp)
		fclose(fp);
}

static void
exhaust(int from_file)
{
	struct run ref, run;
	char *text;
	size_t len;
	long n, failures = 0;
	int i;

	text = make_input(&len);
	read_all(text, len, from_file, 0, &ref);
	ck_assert_int_eq(ref.status, 0);
	ck_assert_int_eq(ref.ngames, 3);
	ck_assert_int_gt(ref.diags.n, 5);
	ck_assert_int_gt(ref.nalloc, 20);
	for (n = 1; n <= ref.nalloc + 1; n++) {
		read_all(text, len, from_file, n, &run);
		if (run.status == 0) {
			/* Nothing failed: the same as with memory to spare. */
			ck_assert_msg(n > run.nalloc,
			    "allocation %ld failed unnoticed", n);
			ck_assert_int_eq(run.ngames, ref.ngames);
			ck_assert_int_eq(run.diags.n, ref.diags.n);
			ck_assert_int_eq(run.diags.bytes, ref.diags.bytes);
		} else {
			ck_assert_int_le(n, ref.nalloc);
			failures++;
		}
		/* Whatever was read before the failure is right. */
		ck_assert_int_le(run.ngames, ref.ngames);
		for (i = 0; i < run.ngames; i++)
			ck_assert_msg(talat_game_equal(&run.games[i],
			    &ref.games[i]), "allocation %ld: game %d differs",
			    n, i + 1);
		run_free(&run);
	}
	/* Every allocation of the reference run was made to fail once. */
	ck_assert_int_eq(failures, ref.nalloc);
	run_free(&ref);
	free(text);
}

START_TEST(string_reader_survives_every_allocation_failure)
{
	exhaust(0);
}
END_TEST

START_TEST(file_reader_survives_every_allocation_failure)
{
	exhaust(1);
}
END_TEST

/* --- the oracle, the replay, gen and YAML -------------------------------- */

/* Hard boards of tests/data/dead_blocked.txt, which the cheap tests leave
 * to the search: dead (8 towers), alive after 6 steps (9 towers). */
#define HARD_DEAD "BS61WM32/5/BM41WS62/2BS42/1BM3BS3WL31 5/5/5/5/5 " \
	"5/5/5/5/5 W GS3,GS4,GS6,GM3,GM4,GM6,GL3,GL4,GL6/WS3,WS4,WM4,WM6," \
	"WL4,WL6/BM6,BL3,BL4,BL6"
#define HARD_ALIVE "2WS4WL4BS4/3WL3BS6/1WM32BM3/5/WS62BL41 5/5/5/5/5 " \
	"5/5/5/5/5 W GS3,GS4,GS6,GM3,GM4,GM6,GL3,GL4,GL6/WS3,WM4,WM6,WL6/" \
	"BS3,BM4,BM6,BL3,BL6"

START_TEST(oracle_fails_instead_of_answering)
{
	static const char *const tpns[] = {
		HARD_DEAD " - 100", HARD_ALIVE " - 100"
	};
	struct talat_position p;
	struct talat_witness w, ref_w;
	char err[256];
	long n, k, total = 0;
	int i, b, ref, d;

	for (i = 0; i < 2; i++) {
		ck_assert_int_eq(talat_tpn_parse_syntax(tpns[i], &p, err,
		    sizeof(err)), 0);
		for (b = 0; b < TALAT_NBOARDS; b++) {
			alloc_start(0);
			ref = talat_board_dead(&p, b, &ref_w);
			n = alloc_stop();
			ck_assert_int_eq(nlive, 0);
			ck_assert_int_eq(ref, b == TALAT_WB ? i == 0 : 1);
			total += n;
			for (k = 1; k <= n; k++) {
				alloc_start(k);
				errno = 0;
				d = talat_board_dead(&p, b, &w);
				alloc_stop();
				ck_assert_msg(d == -1, "board %d, allocation "
				    "%ld failed: answer %d", b, k, d);
				ck_assert_int_eq(errno, ENOMEM);
				ck_assert_int_eq(nlive, 0);
			}
		}
	}
	/* the search ran, and each of its allocations failed once */
	ck_assert_int_gt(total, 0);
}
END_TEST

START_TEST(tpn_frozen_check_fails_instead_of_answering)
{
	struct talat_position p;
	char err[256];
	long n, k;

	int rc;

	alloc_start(0);
	rc = talat_tpn_parse(HARD_DEAD " WB 100", &p, err, sizeof(err));
	n = alloc_stop();
	ck_assert_int_eq(rc, 0);
	ck_assert_int_gt(n, 0);
	for (k = 1; k <= n; k++) {
		alloc_start(k);
		errno = 0;
		rc = talat_tpn_parse(HARD_DEAD " WB 100", &p, err, sizeof(err));
		alloc_stop();
		ck_assert_int_eq(rc, TALAT_TPN_FAILED);
		ck_assert_int_eq(errno, ENOMEM);
		ck_assert_str_eq(err, "out of memory");
		ck_assert_int_eq(nlive, 0);
	}
}
END_TEST

/* Games for the replay and YAML: a frozen hard dead board in the
 * Position (the TPN check searches), a freeze declared on a hard live
 * board (the oracle searches for the witness), a setup with errors. */
static const char replay_input[] =
    "[Event \"frozen hard board\"]\n"
    "[Date \"2026\"]\n"
    "[Position \"" HARD_DEAD " WB 100\"]\n"
    "\n"
    "34. pass { nothing to do } pass pass freeze BG\n"
    "\n"
    "[Event \"wrong declaration\"]\n"
    "[Position \"" HARD_ALIVE " - 100\"]\n"
    "\n"
    "freeze WB\n"
    "\n"
    "[Event \"setup\"]\n"
    "[Order \"G B W\"]\n"
    "\n"
    "1. L6@GW:c5 L6@BG:c5 L6@WB:c1 2. M4@GW:a5 M4@BG:c5\n";

#define NGAMES 4

/* The games of replay_input, and a complete game of talat gen. */
static int
load_games(struct talat_game *games)
{
	struct talat_gen_options o = { 3, 0, 7, 1, NULL };
	struct talat_reader *rd;
	char err[256];
	int n = 0;

	rd = talat_reader_new_string(replay_input, sizeof(replay_input) - 1,
	    NULL);
	ck_assert_ptr_nonnull(rd);
	talat_game_init(&games[n]);
	while (talat_reader_next(rd, &games[n]) == 1)
		talat_game_init(&games[++n]);
	talat_reader_free(rd);
	ck_assert_int_eq(n, NGAMES - 1);
	ck_assert_int_eq(talat_gen_game(&o, &games[n], err, sizeof(err)), 0);
	return n + 1;
}

static void
results_equal(const struct talat_result *a, const struct talat_result *b)
{
	size_t i;

	ck_assert_int_eq(a->status, b->status);
	ck_assert_uint_eq(a->nplies, b->nplies);
	ck_assert_uint_eq(a->moves_replayed, b->moves_replayed);
	ck_assert_int_eq(a->nfreezes, b->nfreezes);
	ck_assert(memcmp(a->freezes, b->freezes, sizeof(a->freezes)) == 0);
	ck_assert(memcmp(&a->final, &b->final, sizeof(a->final)) == 0);
	ck_assert_uint_eq(a->winners, b->winners);
	ck_assert_uint_eq(a->ndiags, b->ndiags);
	for (i = 0; i < a->ndiags; i++)
		ck_assert_str_eq(a->diags[i].message, b->diags[i].message);
	for (i = 0; i < a->nplies; i++)
		ck_assert(memcmp(&a->plies[i], &b->plies[i],
		    sizeof(a->plies[i])) == 0);
}

START_TEST(replay_fails_instead_of_answering)
{
	struct talat_game games[NGAMES + 1];
	struct talat_replay_options opts = { _i, TALAT_TIEBREAK_UNSHARED };
	struct talat_result ref, r;
	long n, k, total = 0, base;
	int i, ng, rc;

	ng = load_games(games);
	for (i = 0; i < ng; i++) {
		talat_result_init(&ref);
		alloc_start(0);
		rc = talat_replay(&games[i], &opts, &ref);
		n = alloc_stop();
		ck_assert_int_eq(rc, 0);
		base = nlive;	/* the reference's own blocks */
		total += n;
		/* what the records are (so that no test passes for nothing) */
		if (i == 0 && !_i)
			ck_assert_int_eq(ref.status, TALAT_COMPLETE);
		if (i == 1)
			ck_assert_msg(ref.ndiags == 1 && strstr(ref.diags[0].message,
			    "board WB is not dead: after"), "game 2: %s",
			    ref.ndiags ? ref.diags[0].message : "no diagnostic");
		if (i == 3)
			ck_assert_int_eq(ref.status, TALAT_COMPLETE);
		for (k = 1; k <= n; k++) {
			talat_result_init(&r);
			alloc_start(k);
			errno = 0;
			rc = talat_replay(&games[i], &opts, &r);
			alloc_stop();
			if (rc == 0)
				results_equal(&r, &ref);
			else {
				ck_assert_int_eq(rc, -1);
				ck_assert_int_eq(errno, ENOMEM);
			}
			talat_result_free(&r);
			ck_assert_int_eq(nlive, base);
		}
		talat_result_free(&ref);
		ck_assert_int_eq(nlive, 0);
	}
	ck_assert_int_gt(total, 10);
	for (i = 0; i < ng; i++)
		talat_game_free(&games[i]);
}
END_TEST

START_TEST(gen_fails_instead_of_answering)
{
	struct talat_gen_options o = { 2 + _i, 0, 11, 3, NULL };
	struct talat_game ref, g;
	char err[256];
	long n, k, base;
	int rc;

	talat_game_init(&ref);
	alloc_start(0);
	rc = talat_gen_game(&o, &ref, err, sizeof(err));
	n = alloc_stop();
	ck_assert_int_eq(rc, 0);
	base = nlive;
	ck_assert_int_gt(n, 10);
	for (k = 1; k <= n; k++) {
		talat_game_init(&g);
		alloc_start(k);
		errno = 0;
		rc = talat_gen_game(&o, &g, err, sizeof(err));
		alloc_stop();
		ck_assert_int_eq(rc, -1);
		ck_assert_int_eq(errno, ENOMEM);
		ck_assert_str_eq(err, "out of memory");
		talat_game_free(&g);
		ck_assert_int_eq(nlive, base);
	}
	talat_game_free(&ref);
	ck_assert_int_eq(nlive, 0);
}
END_TEST

/* A growing string for YAML output, outside the counted allocations. */
struct ybuf {
	char *s;
	size_t len, cap;
};

static int
ybuf_write(void *ctx, unsigned char *data, size_t size)
{
	struct ybuf *b = ctx;

	if (b->len + size + 1 > b->cap) {
		b->cap = (b->len + size + 1) * 2;
		if ((b->s = __real_realloc(b->s, b->cap)) == NULL)
			abort();
	}
	memcpy(b->s + b->len, data, size);
	b->len += size;
	b->s[b->len] = '\0';
	return 1;
}

/* Writes the games, replayed in rs, with the fast writer (by_emitter 0)
 * or through a libyaml emitter; 0, or -1 with err set. (Only the fast
 * writer allocates for these games: libyaml's allocations are not the
 * library's and are not counted.) */
static int
write_yaml(int by_emitter, struct talat_game *games,
    struct talat_result *rs, int ng, struct ybuf *out,
    struct talat_yaml_error *err)
{
	struct talat_yaml_writer *w;
	yaml_emitter_t e;
	int i, rc = 0;

	out->len = 0;
	if (!by_emitter) {
		if ((w = talat_yaml_writer_new(ybuf_write, out, err)) == NULL)
			return -1;
		for (i = 0; i < ng && rc == 0; i++)
			rc = talat_yaml_writer_game(w, "alloc.tgn", &games[i],
			    &rs[i], err);
		if (rc == 0)
			rc = talat_yaml_writer_close(w, err);
		talat_yaml_writer_free(w);
		return rc;
	}
	if (!yaml_emitter_initialize(&e))
		abort();	/* (no ck_assert while counting: Check allocates) */
	yaml_emitter_set_output(&e, ybuf_write, out);
	rc = yemit_open(&e, err);
	for (i = 0; i < ng && rc == 0; i++)
		rc = yemit_game(&e, "alloc.tgn", &games[i], &rs[i],
		    err);
	if (rc == 0)
		rc = yemit_close(&e, err);
	yaml_emitter_delete(&e);
	return rc;
}

START_TEST(yaml_writers_fail_instead_of_answering)
{
	struct talat_game games[NGAMES + 1];
	struct talat_result rs[NGAMES + 1];
	struct talat_yaml_error err;
	struct ybuf ref = { NULL, 0, 0 }, out = { NULL, 0, 0 };
	long n, k;
	int i, ng, rc;

	ng = load_games(games);
	for (i = 0; i < ng; i++) {
		talat_result_init(&rs[i]);
		ck_assert_int_eq(talat_replay(&games[i], NULL, &rs[i]), 0);
	}
	alloc_start(0);
	rc = write_yaml(0, games, rs, ng, &ref, &err);
	n = alloc_stop();
	ck_assert_int_eq(rc, 0);
	ck_assert_int_gt(n, 0);
	ck_assert_int_eq(nlive, 0);
	for (k = 1; k <= n; k++) {
		alloc_start(k);
		rc = write_yaml(0, games, rs, ng, &out, &err);
		alloc_stop();
		if (rc == 0) {
			ck_assert_uint_eq(out.len, ref.len);
			ck_assert(memcmp(out.s, ref.s, ref.len) == 0);
		} else {
			ck_assert_int_eq(rc, -1);
			ck_assert_int_eq(err.kind, TALAT_YAML_NOMEM);
		}
		ck_assert_int_eq(nlive, 0);
	}
	for (i = 0; i < ng; i++) {
		talat_result_free(&rs[i]);
		talat_game_free(&games[i]);
	}
	__real_free(ref.s);
	__real_free(out.s);
}
END_TEST

/* Reads every game of the YAML in `in` into back (room for NGAMES + 1);
 * the number read, or -1 with err set. */
static int
read_yaml(const struct ybuf *in, struct talat_game *back,
    struct talat_yaml_error *err)
{
	yaml_parser_t p;
	int n = 0, rc;

	if (!yaml_parser_initialize(&p))
		abort();
	yaml_parser_set_input_string(&p, (const unsigned char *)in->s,
	    in->len);
	while (n <= NGAMES && (rc = yschema_read_game(&p, &back[n],
	    err)) == 1)
		n++;
	yaml_parser_delete(&p);
	return rc < 0 ? -1 : n;
}

START_TEST(yaml_reader_fails_instead_of_answering)
{
	struct talat_game games[NGAMES + 1], back[NGAMES + 1];
	struct talat_result rs[NGAMES + 1];
	struct talat_yaml_error err;
	struct ybuf yaml = { NULL, 0, 0 };
	long n, k;
	int i, ng, rc;

	ng = load_games(games);
	for (i = 0; i < ng; i++) {
		talat_result_init(&rs[i]);
		ck_assert_int_eq(talat_replay(&games[i], NULL, &rs[i]), 0);
	}
	ck_assert_int_eq(write_yaml(0, games, rs, ng, &yaml, &err), 0);
	for (i = 0; i <= NGAMES; i++)
		talat_game_init(&back[i]);
	alloc_start(0);
	rc = read_yaml(&yaml, back, &err);
	for (i = 0; i <= NGAMES; i++)
		talat_game_free(&back[i]);
	n = alloc_stop();
	ck_assert_int_eq(rc, ng);
	ck_assert_int_gt(n, 10);
	ck_assert_int_eq(nlive, 0);
	for (k = 1; k <= n; k++) {
		for (i = 0; i <= NGAMES; i++)
			talat_game_init(&back[i]);
		alloc_start(k);
		rc = read_yaml(&yaml, back, &err);
		alloc_stop();
		if (rc >= 0) {
			ck_assert_int_eq(rc, ng);
			for (i = 0; i < ng; i++)
				ck_assert(talat_game_equal(&back[i], &games[i]));
		} else
			ck_assert_int_eq(err.kind, TALAT_YAML_NOMEM);
		for (i = 0; i <= NGAMES; i++)
			talat_game_free(&back[i]);
		ck_assert_int_eq(nlive, 0);
	}
	for (i = 0; i < ng; i++) {
		talat_result_free(&rs[i]);
		talat_game_free(&games[i]);
	}
	__real_free(yaml.s);
}
END_TEST

/* --- the growth of an array (tl_grow, src/internal.h) ---------------------- */

START_TEST(grow_refuses_a_size_that_overflows)
{
	size_t cap = 0, big = SIZE_MAX / 4 + 1;
	long *a = NULL, *old;
	char *b = NULL;

	/* it grows: from `first`, then doubling */
	ck_assert_int_eq(tl_grow(&a, &cap, 3, sizeof *a, 16), 0);
	ck_assert_uint_eq(cap, 16);
	a[15] = 42;
	ck_assert_int_eq(tl_grow(&a, &cap, 17, sizeof *a, 16), 0);
	ck_assert_uint_eq(cap, 32);
	ck_assert_int_eq(a[15], 42);
	/* count * size overflows, then the doubling: -1, ENOMEM, the
	 * array where it was and intact */
	old = a;
	errno = 0;
	ck_assert_int_eq(tl_grow(&a, &cap, SIZE_MAX / sizeof *a + 1,
	    sizeof *a, 16), -1);
	ck_assert_int_eq(errno, ENOMEM);
	errno = 0;
	ck_assert_int_eq(tl_grow(&a, &cap, 33, big, 16), -1);
	ck_assert_int_eq(errno, ENOMEM);
	errno = 0;
	ck_assert_int_eq(tl_grow(&b, &cap, SIZE_MAX, 1, 16), -1);
	ck_assert_int_eq(errno, ENOMEM);
	ck_assert_ptr_null(b);
	ck_assert_ptr_eq(a, old);
	ck_assert_uint_eq(cap, 32);
	ck_assert_int_eq(a[15], 42);
	free(a);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("alloc");
	TCase *tc = tcase_create("reader");

	tcase_set_timeout(tc, 0);
	tcase_add_test(tc, string_reader_survives_every_allocation_failure);
	tcase_add_test(tc, file_reader_survives_every_allocation_failure);
	suite_add_tcase(s, tc);
	tc = tcase_create("library");
	tcase_set_timeout(tc, 0);
	tcase_add_test(tc, oracle_fails_instead_of_answering);
	tcase_add_test(tc, tpn_frozen_check_fails_instead_of_answering);
	tcase_add_loop_test(tc, replay_fails_instead_of_answering, 0, 2);
	tcase_add_loop_test(tc, gen_fails_instead_of_answering, 0, 2);
	tcase_add_test(tc, yaml_writers_fail_instead_of_answering);
	tcase_add_test(tc, yaml_reader_fails_instead_of_answering);
	tcase_add_test(tc, grow_refuses_a_size_that_overflows);
	suite_add_tcase(s, tc);
	return tu_run(s);
}
