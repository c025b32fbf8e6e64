/* SPDX-License-Identifier: ISC */
/* testutil.c: what the Check suites share beyond testutil.h's inline
 * helpers: reading a whole file, walking a directory of records, and
 * running a suite; and the helpers of testutil_nocheck.h, which the fuzz
 * targets and the benchmarks use too. Every program links it
 * (Makefile.am's LDADD): without Check it has only the latter, so that
 * the benchmarks build without it. */
#include <stdlib.h>
#include <string.h>
#include "testutil_nocheck.h"
#if !defined(__has_include) || __has_include(<check.h>)
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <sys/stat.h>
#include "testutil.h"

char *
tu_slurp(const char *path, size_t *len)
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

int
tu_walk(const char *dir, int depth, const char *suffix,
    void (*fn)(const char *path, void *ctx), void *ctx)
{
	char path[PATH_MAX];
	struct dirent *e;
	struct stat st;
	size_t n, ns = strlen(suffix);
	int count = 0;
	DIR *d = opendir(dir);

	ck_assert_msg(d != NULL, "%s: %s", dir, strerror(errno));
	while ((e = readdir(d)) != NULL) {
		if (e->d_name[0] == '.')
			continue;
		ck_assert_int_lt(snprintf(path, sizeof path, "%s/%s", dir,
		    e->d_name), (int)sizeof path);
		ck_assert_int_eq(stat(path, &st), 0);
		n = strlen(e->d_name);
		if (S_ISDIR(st.st_mode) && depth > 0)
			count += tu_walk(path, depth - 1, suffix, fn, ctx);
		else if (n > ns && strcmp(e->d_name + n - ns, suffix) == 0) {
			fn(path, ctx);
			count++;
		}
	}
	closedir(d);
	return count;
}

int
tu_run(Suite *s)
{
	SRunner *sr = srunner_create(s);
	int failed;

	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
#else
typedef int tu_no_check;
#endif

void
tu_drop_claims(struct talat_game *g)
{
	size_t i, j;

	for (i = j = 0; i < g->ntags; i++) {
		if (strcmp(g->tags[i].name, "Score") == 0 ||
		    strcmp(g->tags[i].name, "Winner") == 0) {
			free(g->tags[i].name);
			free(g->tags[i].value);
			continue;
		}
		g->tags[j++] = g->tags[i];
	}
	g->ntags = j;
}

int
tu_append_moves(struct talat_game *g, const char *w)
{
	struct talat_move *m;
	const char *s = w, *e;
	size_t len, cap;

	while (*s != '\0') {
		e = strchr(s, ' ');
		len = e != NULL ? (size_t)(e - s) : strlen(s);
		if (len == 6 && strncmp(s, "freeze", 6) == 0 && e != NULL) {
			e = strchr(e + 1, ' ');
			len = e != NULL ? (size_t)(e - s) : strlen(s);
		}
		if (g->nmoves == g->capmoves) {
			cap = g->capmoves ? g->capmoves * 2 : 64;
			if ((m = realloc(g->moves, cap * sizeof *m)) == NULL)
				abort();
			g->moves = m;
			g->capmoves = cap;
		}
		m = &g->moves[g->nmoves];
		memset(m, 0, sizeof *m);
		if (talat_ply_parse(s, len, m) < 0)
			return -1;
		g->nmoves++;
		s += len;
		while (*s == ' ')
			s++;
	}
	return 0;
}

int
tu_chunk_read(void *data, unsigned char *buf, size_t size, size_t *size_read)
{
	struct tu_chunks *m = data;
	size_t n = m->len - m->pos;

	if (n > size)
		n = size;
	if (n > m->step)
		n = m->step;
	memcpy(buf, m->s + m->pos, n);
	m->pos += n;
	*size_read = n;
	return 1;
}
