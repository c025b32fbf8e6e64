/* SPDX-License-Identifier: ISC */
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
#include "testutil.h"
#include "reader.h"
#include "lex_diag.h"

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
	tgn_reader_caps(r, 0, 0);	/* tokens of 16 MiB: no cap */
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

/* --- the diagnosis of a word (src/lex_diag.c) ------------------------ */

/* The word s is diagnosed at byte `at` with message `want`. */
static void
expect_word(const char *s, size_t at, const char *want)
{
	struct talat_msg m;
	size_t i = tgn_diagnose_word(s, strlen(s), &m);

	ck_assert_msg(strcmp(m.text, want) == 0, "%s: \"%s\"", s, m.text);
	ck_assert_msg(i == at, "%s: at %zu, not %zu", s, i, at);
}

START_TEST(test_diagnose_word)
{
	expect_word("WB:c1c2", 5, "expected '-' or 'x' after the square WB:c1");
	expect_word("WB:c1-", 6, "expected a square such as c2 after '-'");
	expect_word("L7@WB:c1", 0,
	    "expected a tower type such as L6 before '@'");
	expect_word("L6@WB:c6", 7, "expected a rank 1-5 after 'L6@WB:c'");
	expect_word("zz", 0, "expected a ply such as WB:c1-c2, found 'zz'");
	expect_word("12", 2, "expected '.' after the round number 12");
	expect_word("!!!", 0, "annotation '!!!' is not one of ! ? !! ?? !? ?!");
	expect_word("pass*", 4, "unexpected '*' after 'pass'");
	/* issue 13: look-alike characters are named */
	expect_word("WB:c1\xe2\x80\x93" "c2", 5,
	    "found U+2013 EN DASH, expected '-'");
	expect_word("WB:c1\xe2\x80\x94" "c2", 5,
	    "found U+2014 EM DASH, expected '-'");
	expect_word("WB:c1\xe2\x88\x92" "c2", 5,
	    "found U+2212 MINUS SIGN, expected '-'");
	expect_word("WB:c2\xc3\x97" "d3", 5,
	    "found U+00D7 MULTIPLICATION SIGN, expected 'x'");
	expect_word("WB\xef\xbc\x9a" "c1-c2", 2,
	    "found U+FF1A FULLWIDTH COLON, expected ':'");
	expect_word("pass\xc2\xa0pass", 4,
	    "found U+00A0 NO-BREAK SPACE, expected ' '");
	expect_word("\xe2\x80\x9cx\xe2\x80\x9d", 0,
	    "found U+201C LEFT DOUBLE QUOTATION MARK, expected '\"'");
	expect_word("Q9\xe2\x80\x99", 2,
	    "found U+2019 RIGHT SINGLE QUOTATION MARK, expected '\"'");
	/* a character that looks like none is quoted as it is */
	expect_word("pass\xc3\xa9", 4, "unexpected '\xc3\xa9' after 'pass'");
	/* issue 13: keywords in the wrong case */
	expect_word("Pass", 0,
	    "found 'Pass', expected 'pass' (tokens are case sensitive)");
	expect_word("PASS!?", 0,
	    "found 'PASS', expected 'pass' (tokens are case sensitive)");
	expect_word("Freeze", 0,
	    "found 'Freeze', expected 'freeze' (tokens are case sensitive)");
	expect_word("Passe", 0,
	    "expected a ply such as WB:c1-c2, found 'Passe'");
	/* issue 29: boards and towers in the wrong case */
	expect_word("wb:c1-c2", 0, "found 'wb:c1-c2', expected 'WB:c1-c2' "
	    "(tokens are case sensitive)");
	expect_word("l6@WB:c1!", 0, "found 'l6@WB:c1', expected 'L6@WB:c1' "
	    "(tokens are case sensitive)");
	expect_word("L6@gW:C1", 0, "found 'L6@gW:C1', expected 'L6@GW:c1' "
	    "(tokens are case sensitive)");
	expect_word("BG:C2Xd3", 0, "found 'BG:C2Xd3', expected 'BG:c2xd3' "
	    "(tokens are case sensitive)");
	/* a word that is no ply in any case is not one */
	expect_word("wb:c1-c6", 0,
	    "expected a ply such as WB:c1-c2, found 'wb:c1-c6'");
	expect_word("x6@WB:c1", 0,
	    "expected a tower type such as L6 before '@'");
}
END_TEST

/* issue 29: what a look-alike or wrong-case diagnostic names exactly, as
 * talat fix respells it. */
static void
expect_respelling(enum talat_diag_kind kind, const char *s, size_t len,
    const char *want)
{
	char out[TGN_RESPELL_MAX];
	size_t n = 0;

	if (want == NULL) {
		ck_assert_msg(tgn_respelling(kind, s, strlen(s), &n, out) == -1,
		    "%s: respelt as '%s'", s, out);
		return;
	}
	ck_assert_msg(tgn_respelling(kind, s, strlen(s), &n, out) == 0,
	    "%s: no respelling", s);
	ck_assert_uint_eq(n, len);
	ck_assert_str_eq(out, want);
}

START_TEST(test_respelling)
{
	expect_respelling(TALAT_D_LOOKALIKE, "\xe2\x80\x93" "c2 x", 3, "-");
	expect_respelling(TALAT_D_LOOKALIKE, "\xc2\xa0" "BG", 2, " ");
	expect_respelling(TALAT_D_LOOKALIKE, "\xe2\x80\x9c" "Ann", 3, "\"");
	expect_respelling(TALAT_D_LOOKALIKE, "-c2", 0, NULL);
	expect_respelling(TALAT_D_WRONG_CASE, "Pass!? WB:c1-c2", 4, "pass");
	expect_respelling(TALAT_D_WRONG_CASE, "FREEZE\nWB", 6, "freeze");
	expect_respelling(TALAT_D_WRONG_CASE, "freeze \twb x", 10,
	    "freeze \tWB");
	expect_respelling(TALAT_D_WRONG_CASE, "wb:c1-c2{ c }", 8, "WB:c1-c2");
	expect_respelling(TALAT_D_WRONG_CASE, "l6@WB:c1?", 8, "L6@WB:c1");
	expect_respelling(TALAT_D_WRONG_CASE, "WB:c1-c2", 0, NULL);
	expect_respelling(TALAT_D_WRONG_CASE, "Passe", 0, NULL);
	expect_respelling(TALAT_D_EXPECTED_PLY, "wb:c1-c2", 0, NULL);
}
END_TEST

START_TEST(test_diagnose_freeze)
{
	struct talat_msg m;

	ck_assert_uint_eq(tgn_diagnose_freeze("Freeze WB", 6, 9, &m), 0);
	ck_assert_int_eq(m.kind, TALAT_D_WRONG_CASE);
	ck_assert_str_eq(m.text,
	    "found 'Freeze', expected 'freeze' (tokens are case sensitive)");
	ck_assert_uint_eq(tgn_diagnose_freeze("freeze WBx", 6, 10, &m), 9);
	ck_assert_str_eq(m.text, "unexpected 'x' after 'freeze WB'");
	ck_assert_uint_eq(tgn_diagnose_freeze("freeze XX", 6, 9, &m), 7);
	ck_assert_str_eq(m.text, "expected a board WB, BG or GW after 'freeze'");
	ck_assert_uint_eq(tgn_diagnose_freeze("freeze  bg", 6, 10, &m), 0);
	ck_assert_int_eq(m.kind, TALAT_D_WRONG_CASE);
	ck_assert_str_eq(m.text, "found 'freeze  bg', expected 'freeze  BG' "
	    "(tokens are case sensitive)");
}
END_TEST

/* Every look-alike of the table is found (it is searched in halves, so
 * out of order it would not be), and nothing else. */
START_TEST(test_lookalike_table)
{
	const struct tgn_lookalike *l;
	unsigned char u[3];
	long cp, found = 0, prev = 0;

	for (cp = 0x80; cp < 0x10000; cp++) {
		if (cp >= 0xD800 && cp <= 0xDFFF)
			continue;
		if (cp < 0x800) {
			u[0] = (unsigned char)(0xC0 | cp >> 6);
			u[1] = (unsigned char)(0x80 | (cp & 0x3F));
		} else {
			u[0] = (unsigned char)(0xE0 | cp >> 12);
			u[1] = (unsigned char)(0x80 | (cp >> 6 & 0x3F));
			u[2] = (unsigned char)(0x80 | (cp & 0x3F));
		}
		l = tgn_lookalike((const char *)u, cp < 0x800 ? 2 : 3);
		if (l == NULL)
			continue;
		ck_assert_int_eq(l->cp, cp);
		ck_assert_int_gt(cp, prev);
		ck_assert_msg(l->ascii >= ' ' && l->ascii < 0x7F, "%lX", cp);
		prev = cp;
		found++;
	}
	ck_assert_int_eq(found, 37);
	ck_assert_ptr_null(tgn_lookalike("-", 1));
	ck_assert_ptr_null(tgn_lookalike("\xe2\x80", 2));
	ck_assert_ptr_null(tgn_lookalike("", 0));
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
	t = tcase_create("diagnosis");
	tcase_add_test(t, test_diagnose_word);
	tcase_add_test(t, test_diagnose_freeze);
	tcase_add_test(t, test_respelling);
	tcase_add_test(t, test_lookalike_table);
	suite_add_tcase(s, t);
	return s;
}

int
main(void)
{
	return tu_run(lex_suite());
}
