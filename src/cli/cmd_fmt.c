/* cmd_fmt.c: talat fmt, records rewritten in canonical TGN. */
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "talat/record.h"
#include "cli/cli.h"

struct fmt_file {
	const char *name;
	int errors;
};

static void
fmt_usage(FILE *fp)
{
	fputs("usage: talat fmt [--max-errors N] [FILE...]\n", fp);
}

static void
fmt_help(void)
{
	fmt_usage(stdout);
	fputs("Rewrite TGN game records in canonical form on standard output.\n"
	    "With no FILE, or when FILE is -, read standard input.\n"
	    "\n"
	    "  --max-errors N  report at most N syntax errors per file"
	    " (default 20)\n"
	    "  --help          display this help and exit\n"
	    "\n"
	    "Syntax errors go to standard error as FILE:LINE:COLUMN: error:"
	    " MESSAGE.\n"
	    "Exit status: 0 when every record was well formed, 1 when any had"
	    " a syntax\nerror, 2 on a usage or input/output error.\n", stdout);
}

/* Prints a syntax diagnostic, its line and a caret under the column. */
static void
fmt_diag(void *ctx, const struct talat_diag *d)
{
	struct fmt_file *f = ctx;
	const unsigned char *s;
	long caret, col;

	f->errors++;
	fprintf(stderr, "%s:%ld:%ld: %s: %s\n", f->name, d->loc.line,
	    d->loc.column, d->severity == TALAT_SEV_ERROR ? "error" : "warning",
	    d->message);
	if (d->source == NULL)
		return;
	fprintf(stderr, "%s\n", d->source);
	caret = talat_diag_caret(d);
	s = (const unsigned char *)d->source;
	for (col = 1; col < caret; col++) {
		if (*s == '\t')
			putc('\t', stderr);
		else
			putc(' ', stderr);
		if (*s != '\0') {
			/* One column per character. */
			s++;
			while ((*s & 0xC0) == 0x80)
				s++;
		}
	}
	fputs("^\n", stderr);
}

/* Formats one input; returns 0, 1 (syntax errors) or 2 (failure). */
static int
fmt_stream(FILE *in, const char *name, int max_errors, int *ngames)
{
	struct talat_reader_options opts;
	struct talat_reader *r;
	struct talat_game g;
	struct fmt_file f;
	int nplayers, rc, status = 0;
	long first;

	f.name = name;
	f.errors = 0;
	memset(&opts, 0, sizeof opts);
	opts.diag = fmt_diag;
	opts.diag_ctx = &f;
	opts.max_errors = max_errors;
	if ((r = talat_reader_new(in, &opts)) == NULL) {
		fprintf(stderr, "talat: %s: %s\n", name, strerror(errno));
		return 2;
	}
	talat_game_init(&g);
	while ((rc = talat_reader_next(r, &g)) == 1) {
		if ((*ngames)++ > 0)
			putchar('\n');
		talat_game_numbering(&g, &nplayers, &first);
		if (talat_write_tgn(stdout, &g, nplayers, first) == -1) {
			fprintf(stderr, "talat: standard output: %s\n",
			    strerror(errno));
			status = 2;
			break;
		}
	}
	if (rc == -1) {
		fprintf(stderr, "talat: %s: %s\n", name, strerror(errno));
		status = 2;
	}
	if (talat_reader_errors(r) > f.errors)
		fprintf(stderr, "talat: %s: %d more syntax errors not shown\n",
		    name, talat_reader_errors(r) - f.errors);
	if (status == 0 && talat_reader_errors(r) > 0)
		status = 1;
	talat_game_free(&g);
	talat_reader_free(r);
	return status;
}

static int
fmt_file(const char *path, int max_errors, int *ngames)
{
	struct stat st;
	FILE *fp;
	int status;

	if (strcmp(path, "-") == 0)
		return fmt_stream(stdin, "<stdin>", max_errors, ngames);
	if ((fp = fopen(path, "r")) == NULL) {
		fprintf(stderr, "talat: %s: %s\n", path, strerror(errno));
		return 2;
	}
	if (fstat(fileno(fp), &st) == 0 && S_ISDIR(st.st_mode)) {
		fprintf(stderr, "talat: %s: %s\n", path, strerror(EISDIR));
		fclose(fp);
		return 2;
	}
	status = fmt_stream(fp, path, max_errors, ngames);
	fclose(fp);
	return status;
}

static int
parse_count(const char *s, int *n)
{
	char *end;
	long v;

	errno = 0;
	v = strtol(s, &end, 10);
	if (*s == '\0' || *end != '\0' || errno != 0 || v < 1 || v > INT_MAX)
		return -1;
	*n = (int)v;
	return 0;
}

int
cmd_fmt(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "max-errors", required_argument, NULL, 'm' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	int ch, i, max_errors = 20, ngames = 0, status = 0, s;

	optind = 1;
	while ((ch = getopt_long(argc, argv, "", longopts, NULL)) != -1) {
		switch (ch) {
		case 'm':
			if (parse_count(optarg, &max_errors) == -1) {
				fprintf(stderr, "talat fmt: --max-errors: not a"
				    " positive number: '%s'\n", optarg);
				return 2;
			}
			break;
		case 'h':
			fmt_help();
			return 0;
		default:
			fmt_usage(stderr);
			fputs("Try 'talat fmt --help' for more information.\n",
			    stderr);
			return 2;
		}
	}
	if (optind == argc)
		status = fmt_file("-", max_errors, &ngames);
	for (i = optind; i < argc; i++) {
		s = fmt_file(argv[i], max_errors, &ngames);
		if (s > status)
			status = s;
	}
	if (fflush(stdout) == EOF || ferror(stdout)) {
		fprintf(stderr, "talat: standard output: %s\n", strerror(errno));
		return 2;
	}
	return status;
}
