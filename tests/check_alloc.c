/*
 * check_alloc.c: the TGN reader when memory runs out.
 *
 * Every allocation the reader makes goes through tgn_mem_alloc() and its
 * kin (src/reader.c), and a test reader (tgn_reader_new_failing()) makes
 * allocation number N fail. For N = 1, 2, ... until no allocation is left
 * to fail, a reader on the same input must either fail to open (NULL),
 * or read games equal to those of a reader with memory to spare and then
 * end with -1 and errno ENOMEM, after which it stays failed; and it must
 * free all its memory (the sanitizer build and `make valgrind` see to
 * that). Run over string and FILE input.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <check.h>
#include "talat.h"
#include "reader.h"

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

int
main(void)
{
	Suite *s = suite_create("alloc");
	TCase *tc = tcase_create("reader");
	SRunner *sr;
	int failed;

	tcase_set_timeout(tc, 0);
	tcase_add_test(tc, string_reader_survives_every_allocation_failure);
	tcase_add_test(tc, file_reader_survives_every_allocation_failure);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
