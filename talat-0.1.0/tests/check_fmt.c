/* SPDX-License-Identifier: ISC */
/* check_fmt.c: canonical TGN (talat_write_tgn): its exact form, and for
 * every record we have, that it is idempotent and reads back equal. */
#include <check.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "talat.h"
#include "testutil.h"

#define MAXGAMES 64

struct games {
	struct talat_game g[MAXGAMES];
	int n;
	int errors;
};

static void
read_games(const char *text, size_t len, struct games *gs)
{
	struct talat_reader *r = talat_reader_new_string(text, len, NULL);
	int rc, i;

	ck_assert_ptr_nonnull(r);
	for (i = 0; i < MAXGAMES; i++)
		talat_game_init(&gs->g[i]);
	gs->n = 0;
	while ((rc = talat_reader_next(r, &gs->g[gs->n])) == 1) {
		gs->n++;
		ck_assert_int_lt(gs->n, MAXGAMES);
	}
	ck_assert_int_eq(rc, 0);
	gs->errors = talat_reader_errors(r);
	talat_reader_free(r);
}

static void
free_games(struct games *gs)
{
	int i;

	for (i = 0; i < MAXGAMES; i++)
		talat_game_free(&gs->g[i]);
}

/* What talat fmt writes (talat_tgn_stream_game). */
static char *
format(const struct games *gs, size_t *len)
{
	struct talat_tgn_stream out = { 0, 0 };
	char *buf = NULL;
	FILE *fp = open_memstream(&buf, len);
	int i;

	ck_assert_ptr_nonnull(fp);
	for (i = 0; i < gs->n; i++)
		ck_assert_int_eq(talat_tgn_stream_game(fp, &out, &gs->g[i]), 0);
	fclose(fp);
	return buf;
}

static char *
fmt_text(const char *text)
{
	struct games *gs = calloc(1, sizeof *gs);
	size_t len;
	char *out;

	read_games(text, strlen(text), gs);
	out = format(gs, &len);
	free_games(gs);
	free(gs);
	return out;
}

static void
expect_fmt(const char *in, const char *want)
{
	char *out = fmt_text(in);

	ck_assert_str_eq(out, want);
	free(out);
}

/* --- the canonical form ---------------------------------------------- */

START_TEST(test_rounds)
{
	expect_fmt("L6@WB:c1 M4@BG:b1 S3@GW:a1 L4@WB:d1 5. pass 9. pass pass",
	    "1. L6@WB:c1 M4@BG:b1 S3@GW:a1\n2. L4@WB:d1 pass pass\n3. pass\n");
	expect_fmt("[Zihin \"W\"]\n1. L6@WB:c1 M4@BG:b1 L4@WB:d1",
	    "[Zihin \"W\"]\n\n1. L6@WB:c1 M4@BG:b1\n2. L4@WB:d1\n");
}
END_TEST

START_TEST(test_position_numbering)
{
	const char *pos = "[Position \"5/5/5/5/5 5/5/5/5/5 5/5/5/5/5 W -/-/- -"
	    " 29\"]\n";
	char in[256], want[512];
	struct talat_game g;
	int n;
	long first;

	snprintf(in, sizeof in, "%sWB:c1-c2 WB:c2-c3 WB:c3-c4 WB:c4-c5", pos);
	snprintf(want, sizeof want, "%s\n10. WB:c1-c2 WB:c2-c3\n"
	    "11. WB:c3-c4 WB:c4-c5\n", pos);
	expect_fmt(in, want);
	talat_game_init(&g);
	talat_game_numbering(&g, &n, &first);
	ck_assert_int_eq(n, 3);
	ck_assert_int_eq(first, 1);
	talat_game_free(&g);
	/* not a plain number: from 1 */
	expect_fmt("[Position \"x y\"]\n[Zihin \"B\"]\npass pass pass",
	    "[Position \"x y\"]\n[Zihin \"B\"]\n\n1. pass pass\n2. pass\n");
	expect_fmt("[Position \"x 0\"]\npass", "[Position \"x 0\"]\n\n1. pass\n");
	expect_fmt("[Position \"x 7a\"]\npass",
	    "[Position \"x 7a\"]\n\n1. pass\n");
}
END_TEST

START_TEST(test_declarations)
{
	expect_fmt("freeze GW L6@WB:c1 M4@BG:b1 S3@GW:a1 freeze BG pass "
	    "freeze WB",
	    "1. freeze GW L6@WB:c1 M4@BG:b1 S3@GW:a1 freeze BG\n"
	    "2. pass freeze WB\n");
	expect_fmt("freeze GW", "1. freeze GW\n");
}
END_TEST

START_TEST(test_comments)
{
	expect_fmt("{ game }  ; a } b\n1. L6@WB:c1 {  x  } ; y } z\n"
	    "M4@BG:b1 { w } S3@GW:a1 {} 2. pass ; last }\n",
	    "{ game }\n; a } b\n1. L6@WB:c1 { x } ; y } z\n"
	    "M4@BG:b1 { w } S3@GW:a1 { }\n2. pass ; last }\n");
	/* a ';' comment then more comments on the same move */
	expect_fmt("pass ; a } \n { b } pass",
	    "1. pass ; a }\n{ b } pass\n");
}
END_TEST

START_TEST(test_tags_and_games)
{
	expect_fmt("[Event \"a \\\"b\\\" \\\\ c\"]\n[Round \"\"]",
	    "[Event \"a \\\"b\\\" \\\\ c\"]\n[Round \"\"]\n");
	expect_fmt("[A \"1\"] { c }\n[B \"2\"] pass\n[C \"3\"] pass! pass??",
	    "[A \"1\"]\n[B \"2\"]\n\n{ c }\n1. pass\n\n"
	    "[C \"3\"]\n\n1. pass! pass??\n");
	expect_fmt("", "");
	expect_fmt("{ only }", "{ only }\n");
}
END_TEST

START_TEST(test_all_ply_forms)
{
	expect_fmt("S3@WB:a1!? BG:e5xa1?! GW:c3-c4!! pass?",
	    "1. S3@WB:a1!? BG:e5xa1?! GW:c3-c4!!\n2. pass?\n");
}
END_TEST

/* --- every record we have -------------------------------------------- */


/*
 * fmt(x) reads back into games equal to x's (a game with a syntax error
 * is written as its text, which reads back with the same errors), and
 * fmt(fmt(x)) == fmt(x).
 */
static void
check_roundtrip(const char *path, void *unused)
{
	struct games *a = calloc(1, sizeof *a), *b = calloc(1, sizeof *b);
	char *text, *out1, *out2;
	size_t len, len1, len2;
	int i;

	(void)unused;
	text = tu_slurp(path, &len);
	read_games(text, len, a);
	out1 = format(a, &len1);
	read_games(out1, len1, b);
	ck_assert_msg(b->errors == a->errors, "%s: fmt output has %d syntax"
	    " errors, the input %d", path, b->errors, a->errors);
	ck_assert_msg(a->n == b->n, "%s: %d games, %d after fmt", path, a->n,
	    b->n);
	for (i = 0; i < a->n; i++)
		ck_assert_msg(talat_game_equal(&a->g[i], &b->g[i]),
		    "%s: game %d differs after fmt", path, i + 1);
	out2 = format(b, &len2);
	ck_assert_msg(len1 == len2 && memcmp(out1, out2, len1) == 0,
	    "%s: fmt is not idempotent:\n%s\n---\n%s", path, out1, out2);
	free(text);
	free(out1);
	free(out2);
	free_games(a);
	free_games(b);
	free(a);
	free(b);
}


START_TEST(test_records)
{
	const char *top = getenv("top_srcdir");
	char dir[PATH_MAX];

	snprintf(dir, sizeof dir, "%s/records", top != NULL ? top : ".");
	ck_assert_int_ge(tu_walk(dir, 1, ".tgn", check_roundtrip, NULL), 40);
}
END_TEST

START_TEST(test_spec_examples)
{
	const char *spec = getenv("SPECDIR");
	char dir[PATH_MAX];

	ck_assert_msg(spec != NULL, "SPECDIR is not set");
	snprintf(dir, sizeof dir, "%s/examples", spec);
	ck_assert_int_ge(tu_walk(dir, 0, ".tgn", check_roundtrip, NULL), 6);
}
END_TEST

/* Hostile text survives formatting too. */
START_TEST(test_hostile_roundtrip)
{
	static const char text[] = "[E\0v \"a\\q\xff\"] { \xed\xa0\x80 } ; }\x01\n"
	    "1. L6@WB:c9 { a { b } pass!!! X 2. 3. pass \"s\n[F \"x]\n1. pass";
	char path[] = "/tmp/check_fmt_XXXXXX";
	FILE *fp;
	int fd = mkstemp(path);

	ck_assert_int_ge(fd, 0);
	fp = fdopen(fd, "wb");
	fwrite(text, 1, sizeof text - 1, fp);
	fclose(fp);
	check_roundtrip(path, NULL);
	unlink(path);
}
END_TEST


/* --- random damage --------------------------------------------------- */

static unsigned long fuzz_state = 12345;

static unsigned long
fuzz_next(void)
{
	fuzz_state = fuzz_state * 6364136223846793005UL + 1442695040888963407UL;
	return fuzz_state >> 33;
}

struct diags {
	char *text;
	size_t len;
	FILE *fp;
};

static void
diag_to_text(void *ctx, const struct talat_diag *d)
{
	struct diags *x = ctx;

	fprintf(x->fp, "%ld:%ld:%s|%s|%ld\n", d->loc.line, d->loc.column,
	    d->message, d->source, talat_diag_caret(d));
}

/* Everything a reader says about text, as text: games (formatted, with
 * their error counts) and diagnostics. */
static char *
reading(const char *text, size_t len, int through_file)
{
	struct talat_reader_options o;
	struct talat_reader *r;
	struct talat_game g;
	struct diags x;
	char *out = NULL;
	size_t outlen;
	FILE *fp = NULL, *res;
	int rc, n;
	long first;

	res = open_memstream(&out, &outlen);
	x.fp = res;
	memset(&o, 0, sizeof o);
	o.diag = diag_to_text;
	o.diag_ctx = &x;
	o.max_errors = 1000;
	if (through_file) {
		fp = tmpfile();
		fwrite(text, 1, len, fp);
		rewind(fp);
		r = talat_reader_new(fp, &o);
	} else
		r = talat_reader_new_string(text, len, &o);
	ck_assert_ptr_nonnull(r);
	talat_game_init(&g);
	while ((rc = talat_reader_next(r, &g)) == 1) {
		fprintf(res, "game %ld at %ld:%ld, %d errors, first %ld:%ld\n",
		    g.index, g.loc.line, g.loc.column, g.syntax_errors,
		    g.first_error.line, g.first_error.column);
		talat_game_numbering(&g, &n, &first);
		talat_write_tgn(res, &g, n, first);
	}
	ck_assert_int_eq(rc, 0);
	fprintf(res, "%d errors\n", talat_reader_errors(r));
	talat_reader_free(r);
	talat_game_free(&g);
	if (fp != NULL)
		fclose(fp);
	fclose(res);
	return out;
}

/* The texts the damage starts from: the first 16 examples. */
struct bases {
	char *text[16];
	size_t len[16];
	int n;
};

static void
add_base(const char *path, void *ctx)
{
	struct bases *bs = ctx;

	if (bs->n == 16)
		return;
	bs->text[bs->n] = tu_slurp(path, &bs->len[bs->n]);
	bs->n++;
}

START_TEST(test_random_damage)
{
	static const char alphabet[] = "[]{}\";\\!?.@:-x0123456789 \t\n\r"
	    "\0\xff\xc3\xa9\xed\xa0\xef\xbb\xbfWBGSMLabcdepassfreeze";
	const char *spec = getenv("SPECDIR");
	char path[PATH_MAX], file[PATH_MAX + 64], *base, *text, *a, *b;
	size_t len, i, k, at;
	int round, rounds = 300;
	struct bases bs;

	ck_assert_ptr_nonnull(spec);
	snprintf(path, sizeof path, "%s/examples", spec);
	bs.n = 0;
	tu_walk(path, 0, ".tgn", add_base, &bs);
	ck_assert_int_ge(bs.n, 6);
	/* FUZZ_ROUNDS and FUZZ_SEED make longer runs by hand. */
	if (getenv("FUZZ_SEED") != NULL)
		fuzz_state = strtoul(getenv("FUZZ_SEED"), NULL, 10);
	if (getenv("FUZZ_ROUNDS") != NULL)
		rounds = atoi(getenv("FUZZ_ROUNDS"));
	for (round = 0; round < rounds; round++) {
		i = fuzz_next() % (unsigned long)bs.n;
		base = bs.text[i];
		len = bs.len[i];
		text = malloc(len + 64);
		ck_assert_ptr_nonnull(text);
		memcpy(text, base, len);
		for (k = 0; k < 1 + fuzz_next() % 8; k++) {
			at = fuzz_next() % len;
			switch (fuzz_next() % 3) {
			case 0:		/* replace */
				text[at] = alphabet[fuzz_next() %
				    (sizeof alphabet - 1)];
				break;
			case 1:		/* insert */
				if (len + 1 >= len + 64 - k)
					break;
				memmove(text + at + 1, text + at, len - at);
				text[at] = alphabet[fuzz_next() %
				    (sizeof alphabet - 1)];
				len++;
				break;
			default:	/* delete */
				memmove(text + at, text + at + 1, len - at - 1);
				len--;
				break;
			}
		}
		/* the string and the FILE reader say exactly the same */
		a = reading(text, len, 0);
		b = reading(text, len, 1);
		ck_assert_str_eq(a, b);
		free(a);
		free(b);
		/* and fmt's output is clean, equal and stable */
		snprintf(file, sizeof file, "/tmp/check_fmt_fuzz_%ld.tgn",
		    (long)getpid());
		{
			FILE *fp = fopen(file, "wb");

			ck_assert_ptr_nonnull(fp);
			fwrite(text, 1, len, fp);
			fclose(fp);
		}
		check_roundtrip(file, NULL);
		unlink(file);
		free(text);
	}
	for (i = 0; i < (size_t)bs.n; i++)
		free(bs.text[i]);
}
END_TEST

static Suite *
fmt_suite(void)
{
	Suite *s = suite_create("fmt");
	TCase *t;

	t = tcase_create("canonical");
	tcase_add_test(t, test_rounds);
	tcase_add_test(t, test_position_numbering);
	tcase_add_test(t, test_declarations);
	tcase_add_test(t, test_comments);
	tcase_add_test(t, test_tags_and_games);
	tcase_add_test(t, test_all_ply_forms);
	suite_add_tcase(s, t);
	t = tcase_create("roundtrip");
	tcase_add_test(t, test_records);
	tcase_add_test(t, test_spec_examples);
	tcase_add_test(t, test_hostile_roundtrip);
	tcase_add_test(t, test_random_damage);
	tcase_set_timeout(t, 120);
	suite_add_tcase(s, t);
	return s;
}

int
main(void)
{
	return tu_run(fmt_suite());
}
