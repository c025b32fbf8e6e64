/*
 * check_lex.c: the scanner's costs and its diagnosis helpers, through the
 * reader's internals (src/reader.h; linked statically).
 *
 * Costs are counted, not timed: how often the scanner asked for input
 * (a long token scanned again at every refill was quadratic, issue 20)
 * and how often a line was measured for a diagnostic (once per line,
 * however many diagnostics it has).
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "talat.h"
#include "reader.h"

static void
ignore(void *ctx, const struct talat_diag *d)
{
	long *n = ctx;

	(void)d;
	(*n)++;
}

/* A reader on text through a FILE (the window and its refills). */
static struct talat_reader *
reader_on(FILE **fp, const char *text, size_t len, int max_errors,
    long *ndiags)
{
	struct talat_reader_options o;
	struct talat_reader *r;

	*fp = tmpfile();
	ck_assert_ptr_nonnull(*fp);
	ck_assert_uint_eq(fwrite(text, 1, len, *fp), len);
	rewind(*fp);
	memset(&o, 0, sizeof o);
	o.diag = ignore;
	o.diag_ctx = ndiags;
	o.max_errors = max_errors;
	r = talat_reader_new(*fp, &o);
	ck_assert_ptr_nonnull(r);
	return r;
}

/* "[Event "x"]\n\n1. L6@WB:c1 " + open + n times fill + close + "\n". */
static char *
long_token(const char *open, char fill, size_t n, const char *close,
    size_t *len)
{
	static const char head[] = "[Event \"x\"]\n\n1. L6@WB:c1 ";
	size_t a = strlen(head), b = strlen(open), c = strlen(close);
	char *s = malloc(a + b + n + c + 2);

	ck_assert_ptr_nonnull(s);
	memcpy(s, head, a);
	memcpy(s + a, open, b);
	memset(s + a + b, fill, n);
	memcpy(s + a + b + n, close, c);
	s[a + b + n + c] = '\n';
	*len = a + b + n + c + 1;
	return s;
}

/*
 * A token of 16 MB is read in a number of refills that grows with the
 * logarithm of its length (each doubles flex's buffer), not in 16 MB /
 * 64 KB = 256 of them, each scanning the token again from its start.
 */
static void
expect_few_refills(const char *open, char fill, const char *close,
    size_t ncomments, size_t ntags)
{
	struct talat_reader *r;
	struct talat_game g;
	size_t len;
	long nd = 0;
	char *text = long_token(open, fill, 16u << 20, close, &len);
	FILE *fp;

	r = reader_on(&fp, text, len, 0, &nd);
	talat_game_init(&g);
	ck_assert_int_eq(talat_reader_next(r, &g), 1);
	ck_assert_uint_eq(g.nmoves, 1);
	ck_assert_uint_eq(g.moves[0].ncomments, ncomments);
	ck_assert_uint_eq(g.ntags, ntags);
	ck_assert_int_eq(talat_reader_next(r, &g), 0);
	ck_assert_msg(r->nrefills <= 16, "%s...: %ld refills", open,
	    r->nrefills);
	talat_game_free(&g);
	talat_reader_free(r);
	fclose(fp);
	free(text);
}

START_TEST(test_long_tokens_linear)
{
	expect_few_refills("{", 'a', "}", 1, 1);
	expect_few_refills(";", 'a', "", 1, 1);
	expect_few_refills("", ' ', "", 0, 1);
	expect_few_refills("{", '\n', "}", 1, 1);
}
END_TEST

/* A bad word of 16 MB too, with its one diagnostic. */
START_TEST(test_long_bad_word_linear)
{
	struct talat_reader *r;
	struct talat_game g;
	size_t len;
	long nd = 0;
	char *text = long_token("", 'z', 16u << 20, "", &len);
	FILE *fp;

	r = reader_on(&fp, text, len, 0, &nd);
	talat_game_init(&g);
	ck_assert_int_eq(talat_reader_next(r, &g), 1);
	ck_assert_int_eq(g.syntax_errors, 1);
	ck_assert_int_eq(nd, 1);
	ck_assert_msg(r->nrefills <= 16, "%ld refills", r->nrefills);
	talat_game_free(&g);
	talat_reader_free(r);
	fclose(fp);
	free(text);
}
END_TEST

/* 20,000 diagnostics on one line measure that line once. */
START_TEST(test_errors_on_one_line)
{
	struct talat_reader *r;
	struct talat_game g;
	size_t len, i, n = 20000;
	long nd = 0;
	char *text = malloc(3 * n + 2);
	FILE *fp;

	ck_assert_ptr_nonnull(text);
	for (i = 0; i < n; i++)
		memcpy(text + 3 * i, "zz ", 3);
	text[3 * n] = '\n';
	len = 3 * n + 1;
	r = reader_on(&fp, text, len, (int)n, &nd);
	talat_game_init(&g);
	ck_assert_int_eq(talat_reader_next(r, &g), 1);
	ck_assert_int_eq(g.syntax_errors, (int)n);
	ck_assert_int_eq(nd, (long)n);
	ck_assert_int_eq(r->nmeasured, 1);
	talat_game_free(&g);
	talat_reader_free(r);
	fclose(fp);
	free(text);
}
END_TEST

static Suite *
lex_suite(void)
{
	Suite *s = suite_create("lex");
	TCase *t = tcase_create("costs");

	tcase_set_timeout(t, 60);
	tcase_add_test(t, test_long_tokens_linear);
	tcase_add_test(t, test_long_bad_word_linear);
	tcase_add_test(t, test_errors_on_one_line);
	suite_add_tcase(s, t);
	return s;
}

int
main(void)
{
	SRunner *sr = srunner_create(lex_suite());
	int failed;

	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
