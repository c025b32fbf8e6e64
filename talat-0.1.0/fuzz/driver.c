/* SPDX-License-Identifier: ISC */
/*
 * driver.c: replays inputs through a fuzz target without libFuzzer.
 *
 * Built with the ordinary compiler as fuzz/fuzz_NAME_replay, linked with
 * the target fuzz/fuzz_NAME.c, which names itself (fuzz_name, "tgn",
 * "tpn", "roundtrip"...) and the kind of its seeds (fuzz_input, "tgn" or
 * "tpn"...). Every input is passed once to the target's
 * LLVMFuzzerTestOneInput, which aborts on a broken invariant.
 *
 *   fuzz_NAME_replay FILE|DIR...
 *	Every regular file named, and every regular file directly inside a
 *	directory named (in name order), is one input.
 *
 *   fuzz_NAME_replay		(as make check runs it)
 *	The seed corpus and the regression inputs, found from the
 *	environment's top_srcdir (default .) and SPECDIR (default
 *	top_srcdir/doc/spec):
 *	  fuzz_input tgn: every *.tgn under records/ (one level of
 *	    subdirectories) and in SPECDIR/examples;
 *	  fuzz_input tpn: every position line of SPECDIR/examples/
 *	    positions.txt, and every Position tag value of those records;
 *	  any other fuzz_input: nothing but
 *	fuzz/seeds/INPUT/, fuzz/corpus/NAME/ (the corpus libFuzzer built,
 *	minimized) and fuzz/regress/NAME/.
 *
 * Prints how many inputs ran; exits 0, or 2 when something cannot be
 * read (a missing seed, corpus or regression directory is no error).
 */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "fuzz.h"

static long count;

/* Runs one input from an exact-size copy, so that ASan and valgrind catch
 * a read past its end. */
static void
run(const void *data, size_t len)
{
	unsigned char *copy = malloc(len ? len : 1);

	if (copy == NULL) {
		fprintf(stderr, "out of memory\n");
		exit(2);
	}
	memcpy(copy, data, len);
	LLVMFuzzerTestOneInput(copy, len);
	free(copy);
	count++;
}

/* The whole file in a malloc'ed buffer, or NULL with a message. */
static unsigned char *
slurp(const char *path, size_t *lenp)
{
	FILE *fp;
	unsigned char *buf = NULL, *nb;
	size_t len = 0, cap = 0, n;

	if ((fp = fopen(path, "rb")) == NULL) {
		fprintf(stderr, "%s: %s\n", path, strerror(errno));
		return NULL;
	}
	for (;;) {
		if (len == cap) {
			cap = cap ? cap * 2 : 65536;
			if ((nb = realloc(buf, cap)) == NULL) {
				fprintf(stderr, "%s: out of memory\n", path);
				free(buf);
				fclose(fp);
				return NULL;
			}
			buf = nb;
		}
		if ((n = fread(buf + len, 1, cap - len, fp)) == 0)
			break;
		len += n;
	}
	if (ferror(fp)) {
		fprintf(stderr, "%s: read error\n", path);
		free(buf);
		fclose(fp);
		return NULL;
	}
	fclose(fp);
	*lenp = len;
	return buf;
}

static int
run_file(const char *path)
{
	unsigned char *buf;
	size_t len;

	if ((buf = slurp(path, &len)) == NULL)
		return -1;
	run(buf, len);
	free(buf);
	return 0;
}

/* Lines of a file as inputs: all, or (tags) the values of Position tags;
 * comment lines (#) and indented lines are no positions. */
static int
run_lines(const char *path, int tags)
{
	static const char tag[] = "[Position \"";
	unsigned char *buf;
	char *s, *e, *q;
	size_t len;

	if ((buf = slurp(path, &len)) == NULL)
		return -1;
	for (s = (char *)buf; s < (char *)buf + len; s = e + 1) {
		if ((e = memchr(s, '\n', (size_t)((char *)buf + len - s))) ==
		    NULL)
			e = (char *)buf + len;
		if (tags) {
			if ((size_t)(e - s) < sizeof(tag) - 1 ||
			    memcmp(s, tag, sizeof(tag) - 1) != 0)
				continue;
			s += sizeof(tag) - 1;
			for (q = s; q < e && *q != '"'; q++)
				;
			run(s, (size_t)(q - s));
		} else if (e > s && *s != '#' && *s != ' ' && *s != '\t')
			run(s, (size_t)(e - s));
	}
	free(buf);
	return 0;
}

static int
by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static int
ends_with(const char *s, const char *suffix)
{
	size_t n = strlen(s), m = strlen(suffix);

	return n >= m && strcmp(s + n - m, suffix) == 0;
}

/*
 * Calls fn on each regular file directly in dir (in name order) whose
 * name ends with suffix; with `recurse`, on those of its subdirectories
 * too (one level). A missing directory is skipped when `optional`.
 */
static int
each_file(const char *dir, const char *suffix, int recurse, int optional,
    int (*fn)(const char *, int), int arg)
{
	DIR *d;
	struct dirent *e;
	struct stat st;
	char **names = NULL, **nn;
	size_t n = 0, cap = 0, i;
	int rc = 0;

	if ((d = opendir(dir)) == NULL) {
		if (optional && errno == ENOENT)
			return 0;
		fprintf(stderr, "%s: %s\n", dir, strerror(errno));
		return -1;
	}
	while ((e = readdir(d)) != NULL) {
		if (e->d_name[0] == '.')
			continue;
		if (n == cap) {
			cap = cap ? cap * 2 : 64;
			if ((nn = realloc(names, cap * sizeof(*names))) == NULL)
				goto nomem;
			names = nn;
		}
		if ((names[n] = malloc(strlen(dir) + strlen(e->d_name) + 2)) ==
		    NULL)
			goto nomem;
		sprintf(names[n], "%s/%s", dir, e->d_name);
		n++;
	}
	closedir(d);
	if (n > 1)	/* qsort(NULL, 0, ...) is undefined */
		qsort(names, n, sizeof(*names), by_name);
	for (i = 0; i < n; i++) {
		if (rc == 0 && stat(names[i], &st) == 0) {
			if (S_ISREG(st.st_mode) && ends_with(names[i], suffix))
				rc = fn(names[i], arg);
			else if (S_ISDIR(st.st_mode) && recurse)
				rc = each_file(names[i], suffix, 0, 0, fn, arg);
		}
		free(names[i]);
	}
	free(names);
	return rc;
nomem:
	fprintf(stderr, "%s: out of memory\n", dir);
	closedir(d);
	while (n > 0)
		free(names[--n]);
	free(names);
	return -1;
}

static int
file_fn(const char *path, int arg)
{
	(void)arg;
	return run_file(path);
}

static int
lines_fn(const char *path, int tags)
{
	return run_lines(path, tags);
}

/* a/b/c (c NULL: a/b), malloc'ed. */
static char *
join3(const char *a, const char *b, const char *c)
{
	char *s = malloc(strlen(a) + strlen(b) + (c ? strlen(c) : 0) + 3);

	if (s == NULL) {
		fprintf(stderr, "out of memory\n");
		exit(2);
	}
	sprintf(s, c ? "%s/%s/%s" : "%s/%s", a, b, c);
	return s;
}

static char *
join(const char *a, const char *b)
{
	return join3(a, b, NULL);
}

static int
run_default(void)
{
	const char *top = getenv("top_srcdir"), *spec = getenv("SPECDIR");
	char *owned = NULL, *p;
	int rc = 0;

	if (top == NULL || *top == '\0')
		top = ".";
	if (spec == NULL || *spec == '\0')
		spec = owned = join(top, "doc/spec");
	p = join(top, "records");
	if (strcmp(fuzz_input, "tpn") == 0) {
		rc |= each_file(p, ".tgn", 1, 0, lines_fn, 1);
		free(p);
		p = join(spec, "examples/positions.txt");
		rc |= run_lines(p, 0);
		free(p);
		p = join(spec, "examples");
		rc |= each_file(p, ".tgn", 0, 0, lines_fn, 1);
	} else if (strcmp(fuzz_input, "tgn") == 0) {
		rc |= each_file(p, ".tgn", 1, 0, file_fn, 0);
		free(p);
		p = join(spec, "examples");
		rc |= each_file(p, ".tgn", 0, 0, file_fn, 0);
	}
	free(p);
	p = join3(top, "fuzz/seeds", fuzz_input);
	rc |= each_file(p, "", 0, 1, file_fn, 0);
	free(p);
	p = join3(top, "fuzz/corpus", fuzz_name);
	rc |= each_file(p, "", 0, 1, file_fn, 0);
	free(p);
	p = join3(top, "fuzz/regress", fuzz_name);
	rc |= each_file(p, "", 0, 1, file_fn, 0);
	free(p);
	free(owned);
	return rc;
}

int
main(int argc, char **argv)
{
	struct stat st;
	int i, status = 0;

	if (argc < 2) {
		if (run_default() < 0)
			status = 2;
	}
	for (i = 1; i < argc; i++) {
		if (stat(argv[i], &st) != 0) {
			fprintf(stderr, "%s: %s\n", argv[i], strerror(errno));
			status = 2;
		} else if (S_ISDIR(st.st_mode)) {
			if (each_file(argv[i], "", 0, 0, file_fn, 0) < 0)
				status = 2;
		} else if (run_file(argv[i]) < 0)
			status = 2;
	}
	printf("fuzz_%s_replay: %ld input%s replayed\n", fuzz_name, count,
	    count == 1 ? "" : "s");
	return status;
}
