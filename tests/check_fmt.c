/* check_fmt.c: canonical TGN (talat_write_tgn): its exact form, and for
 * every record we have, that it is idempotent and reads back equal. */
#include <check.h>
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "talat.h"

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

/* What talat fmt writes: games separated by a blank line. */
static char *
format(const struct games *gs, size_t *len)
{
	char *buf = NULL;
	FILE *fp = open_memstream(&buf, len);
	int i, n;
	long first;

	ck_assert_ptr_nonnull(fp);
	for (i = 0; i < gs->n; i++) {
		if (i > 0)
			putc('\n', fp);
		talat_game_numbering(&gs->g[i], &n, &first);
		ck_assert_int_eq(talat_write_tgn(fp, &gs->g[i], n, first), 0);
	}
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

static char *
slurp(const char *path, size_t *len)
{
	FILE *fp = fopen(path, "rb");
	char *s;
	long n;

	ck_assert_msg(fp != NULL, "%s: %s", path, strerror(errno));
	fseek(fp, 0, SEEK_END);
	n = ftell(fp);
	rewind(fp);
	s = malloc((size_t)n + 1);
	ck_assert_ptr_nonnull(s);
	ck_assert_uint_eq(fread(s, 1, (size_t)n, fp), (size_t)n);
	s[n] = '\0';
	fclose(fp);
	*len = (size_t)n;
	return s;
}

/*
 * fmt(x) reads back without errors into games equal to x's, and
 * fmt(fmt(x)) == fmt(x).
 */
static void
check_roundtrip(const char *path)
{
	struct games *a = calloc(1, sizeof *a), *b = calloc(1, sizeof *b);
	char *text, *out1, *out2;
	size_t len, len1, len2;
	int i;

	text = slurp(path, &len);
	read_games(text, len, a);
	out1 = format(a, &len1);
	read_games(out1, len1, b);
	ck_assert_msg(b->errors == 0, "%s: fmt output has %d syntax errors",
	    path, b->errors);
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

/* Every *.tgn under dir (one level of subdirectories); returns how many. */
static int
walk(const char *dir, int depth)
{
	char path[PATH_MAX];
	struct dirent *e;
	struct stat st;
	size_t n;
	int count = 0;
	DIR *d;

	d = opendir(dir);
	ck_assert_msg(d != NULL, "%s: %s", dir, strerror(errno));
	while ((e = readdir(d)) != NULL) {
		if (e->d_name[0] == '.')
			continue;
		snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
		ck_assert_int_eq(stat(path, &st), 0);
		n = strlen(e->d_name);
		if (S_ISDIR(st.st_mode) && depth > 0)
			count += walk(path, depth - 1);
		else if (n > 4 && strcmp(e->d_name + n - 4, ".tgn") == 0) {
			check_roundtrip(path);
			count++;
		}
	}
	closedir(d);
	return count;
}

START_TEST(test_records)
{
	const char *top = getenv("top_srcdir");
	char dir[PATH_MAX];

	snprintf(dir, sizeof dir, "%s/records", top != NULL ? top : ".");
	ck_assert_int_ge(walk(dir, 1), 40);
}
END_TEST

START_TEST(test_spec_examples)
{
	const char *spec = getenv("SPEC_DIR");
	char dir[PATH_MAX];

	ck_assert_msg(spec != NULL, "SPEC_DIR is not set");
	snprintf(dir, sizeof dir, "%s/examples", spec);
	ck_assert_int_ge(walk(dir, 0), 6);
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
	check_roundtrip(path);
	unlink(path);
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
	suite_add_tcase(s, t);
	return s;
}

int
main(void)
{
	SRunner *sr = srunner_create(fmt_suite());
	int failed;

	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed == 0 ? 0 : 1;
}
