/* SPDX-License-Identifier: ISC */
/* check_examples.c: every record of the spec's examples gives exactly the
 * outcome that examples/EXPECTED.txt lists for it. */
#include <ctype.h>
#include "testutil.h"

struct expected {
	char file[64];
	char status[16];
	long plies;
	char scores[512];
	char winners[64];
	char boards[3][128];
	int nboards;
	char final[TALAT_TPN_MAX];
	long err_line, err_col, err_ply;
	char err_msg[256];
};

static const char *
spec_dir(void)
{
	const char *d = getenv("SPECDIR");

	return d ? d : "doc/spec";
}

static char *
after(char *line, const char *key)
{
	size_t n = strlen(key);

	while (*line == ' ')
		line++;
	return strncmp(line, key, n) == 0 ? line + n : NULL;
}

static void
chomp(char *s)
{
	size_t n = strlen(s);

	while (n > 0 && (s[n - 1] == '\n' || s[n - 1] == '\r'))
		s[--n] = '\0';
}

/* Reads the entries of EXPECTED.txt; returns how many. */
static int
read_expected(struct expected *e, int max)
{
	char path[1024], line[1024], *v;
	FILE *fp;
	int n = -1;

	snprintf(path, sizeof(path), "%s/examples/EXPECTED.txt", spec_dir());
	fp = fopen(path, "r");
	ck_assert_msg(fp != NULL, "cannot open %s", path);
	while (fgets(line, sizeof(line), fp)) {
		chomp(line);
		if (line[0] != ' ' && strstr(line, ".tgn") != NULL) {
			ck_assert_int_lt(n + 1, max);
			n++;
			memset(&e[n], 0, sizeof(e[n]));
			snprintf(e[n].file, sizeof(e[n].file), "%.63s", line);
			continue;
		}
		if (n < 0)
			continue;
		if ((v = after(line, "status: ")))
			snprintf(e[n].status, sizeof(e[n].status), "%s", v);
		else if ((v = after(line, "plies: ")))
			e[n].plies = atol(v);
		else if ((v = after(line, "scores: ")))
			snprintf(e[n].scores, sizeof(e[n].scores), "%s", v);
		else if ((v = after(line, "winners: ")))
			snprintf(e[n].winners, sizeof(e[n].winners), "%s", v);
		else if ((v = after(line, "board ")))
			snprintf(e[n].boards[e[n].nboards++], 128, "%s", v);
		else if ((v = after(line, "final position: ")))
			snprintf(e[n].final, sizeof(e[n].final), "%s", v);
		else if ((v = after(line, "first error: ")))
			ck_assert_int_eq(sscanf(v, "line %ld, column %ld, ply "
			    "%ld: %255[^\n]", &e[n].err_line, &e[n].err_col,
			    &e[n].err_ply, e[n].err_msg), 4);
	}
	fclose(fp);
	return n + 1;
}

static void
replay_file(const char *name, struct talat_game *g, struct talat_result *r)
{
	char path[1024];
	struct talat_reader *rd;
	FILE *fp;

	ck_assert_msg(snprintf(path, sizeof(path), "%s/examples/%s",
	    spec_dir(), name) < (int)sizeof(path), "path too long: %s", name);
	fp = fopen(path, "r");
	ck_assert_msg(fp != NULL, "cannot open %s", path);
	rd = talat_reader_new(fp, NULL);
	ck_assert_ptr_nonnull(rd);
	ck_assert_int_eq(talat_reader_next(rd, g), 1);
	ck_assert_int_eq(g->syntax_errors, 0);
	ck_assert_int_eq(talat_replay(g, NULL, r), 0);
	ck_assert_int_eq(talat_reader_next(rd, g), 0);
	talat_reader_free(rd);
	fclose(fp);
}

/* "W 31 (captured BS6,GM3; start line 2), G 26 (...)" for our result,
 * in the order of the expected text. */
static void
format_scores(const struct talat_result *r, const char *want, char *buf,
    size_t len)
{
	const struct talat_score *s;
	const char *w;
	char name[4];
	size_t o = 0;
	int c, i;

	buf[0] = '\0';
	for (w = want; *w; ) {
		c = talat_colour_from_char((unsigned char)*w);
		ck_assert_int_ge(c, 0);
		s = &r->scores[c];
		o += (size_t)snprintf(buf + o, len - o, "%s%c %d (captured ",
		    o ? ", " : "", talat_colour_char(c), s->points);
		for (i = 0; i < s->ncaptured; i++) {
			talat_tower_name(s->captured[i], name);
			o += (size_t)snprintf(buf + o, len - o, "%s%s",
			    i ? "," : "", name);
		}
		o += (size_t)snprintf(buf + o, len - o, "; start line %d",
		    s->start_line);
		if (r->zihin >= 0)
			o += (size_t)snprintf(buf + o, len - o,
			    "; zihin start line %d", s->zihin_start_line);
		o += (size_t)snprintf(buf + o, len - o, ")");
		w = strstr(w, "), ");
		if (w == NULL)
			break;
		w += 3;
	}
}

static void
format_winners(const struct talat_result *r, char *buf, size_t len)
{
	size_t o = 0;
	int c;

	buf[0] = '\0';
	for (c = 0; c < 3; c++)
		if (r->winners & (1u << c))
			o += (size_t)snprintf(buf + o, len - o, "%s%c",
			    o ? ", " : "", talat_colour_char(c));
	if (r->tiebreak >= 0)
		snprintf(buf + o, len - o, " (tiebreak: %s)",
		    talat_type_name(r->tiebreak));
}

START_TEST(examples_give_expected_outcomes)
{
	struct expected e[16];
	struct talat_game g;
	struct talat_result r;
	char buf[1024], tpn[TALAT_TPN_MAX];
	int n, i, k;

	n = read_expected(e, 16);
	ck_assert_int_eq(n, 6);
	talat_game_init(&g);
	talat_result_init(&r);
	for (i = 0; i < n; i++) {
		replay_file(e[i].file, &g, &r);
		ck_assert_str_eq(talat_status_name(r.status), e[i].status);
		ck_assert_int_eq((long)r.nplies, e[i].plies);
		format_scores(&r, e[i].scores, buf, sizeof(buf));
		ck_assert_str_eq(buf, e[i].scores);
		format_winners(&r, buf, sizeof(buf));
		ck_assert_str_eq(buf, e[i].winners);
		ck_assert_int_eq(r.nfreezes, e[i].nboards);
		for (k = 0; k < r.nfreezes; k++) {
			snprintf(buf, sizeof(buf), "%s: dead after ply %ld, "
			    "declared after ply %ld",
			    talat_board_name(r.freezes[k].board),
			    r.freezes[k].dead_after_ply,
			    r.freezes[k].declared_after_ply);
			ck_assert_str_eq(buf, e[i].boards[k]);
		}
		talat_tpn_write(&r.final, tpn);
		ck_assert_str_eq(tpn, e[i].final);
		if (e[i].err_line == 0) {
			ck_assert_int_eq(r.nerrors, 0);
			continue;
		}
		ck_assert_int_eq(r.nerrors, 1);
		tu_assert_diag(&r, 0, TALAT_SEV_ERROR, e[i].err_line,
		    e[i].err_col, e[i].err_msg);
		ck_assert_int_eq(r.diags[0].ply, e[i].err_ply);
	}
	talat_result_free(&r);
	talat_game_free(&g);
}
END_TEST

int
main(void)
{
	Suite *s = suite_create("examples");
	TCase *tc = tcase_create("EXPECTED.txt");

	tcase_add_test(tc, examples_give_expected_outcomes);
	suite_add_tcase(s, tc);
	return tu_run(s);
}
