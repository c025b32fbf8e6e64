/* util.c: files and diagnostics shared by the commands. */
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "cli/cli.h"

void
cli_usage_error(const char *cmd, const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "talat %s: ", cmd);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fprintf(stderr, "\nTry 'talat %s --help' for more information.\n",
	    cmd);
}

void
cli_not_shown(const char *cmd, const char *file, long n)
{
	if (n > 0)
		fprintf(stderr, "talat %s: %s: %ld more syntax error%s not "
		    "shown\n", cmd, file, n, n == 1 ? "" : "s");
}

const char *
cli_display_name(const char *path)
{
	return strcmp(path, "-") == 0 ? "<stdin>" : path;
}

FILE *
cli_open(const char *cmd, const char *path)
{
	struct stat st;
	FILE *fp;

	if (strcmp(path, "-") == 0)
		return stdin;
	if ((fp = fopen(path, "r")) == NULL) {
		fprintf(stderr, "talat %s: %s: %s\n", cmd, path,
		    strerror(errno));
		return NULL;
	}
	if (fstat(fileno(fp), &st) == 0 && S_ISDIR(st.st_mode)) {
		fprintf(stderr, "talat %s: %s: is a directory\n", cmd, path);
		fclose(fp);
		return NULL;
	}
	return fp;
}

void
cli_close(FILE *fp)
{
	if (fp != stdin)
		fclose(fp);
}

void
cli_print_diag(FILE *out, const char *file, const struct talat_diag *d)
{
	const char *s;
	long col, caret;

	fprintf(out, "%s:%ld:%ld: %s: %s\n", file, d->loc.line, d->loc.column,
	    d->severity == TALAT_SEV_ERROR ? "error" :
	    d->severity == TALAT_SEV_WARNING ? "warning" : "note", d->message);
	if (d->source == NULL)
		return;
	fprintf(out, "%s\n", d->source);
	/* The caret: tabs copied so that it lines up, characters counted
	 * as UTF-8 code points. */
	caret = talat_diag_caret(d);
	col = 1;
	for (s = d->source; *s && col < caret; s++) {
		if (((unsigned char)*s & 0xC0) == 0x80)
			continue;
		fputc(*s == '\t' ? '\t' : ' ', out);
		col++;
	}
	for (; col < caret; col++)
		fputc(' ', out);
	fputs("^\n", out);
}

/* The syntax diagnostics of the game being read, how many were shown in
 * the file, and whether one was lost for want of memory (a failure: the
 * walk exits 2). */
struct collect {
	struct talat_result *syntax;
	long shown;
	int failed;
};

static void
collect_diag(void *ctx, const struct talat_diag *d)
{
	struct collect *c = ctx;

	c->shown++;
	if (talat_result_add_diag(c->syntax, d->severity, d->loc, d->ply,
	    d->message, d->source) < 0)
		c->failed = 1;
}

/* Moves the syntax diagnostics into the game's result, in file order. */
static int
merge_syntax(struct collect *c, struct talat_result *r)
{
	struct talat_result *syntax = c->syntax;
	size_t i;
	int rc = c->failed ? -1 : 0;

	for (i = 0; i < syntax->ndiags; i++) {
		struct talat_diag *d = &syntax->diags[i];

		if (talat_result_add_diag(r, d->severity, d->loc, d->ply,
		    d->message, d->source) < 0)
			rc = -1;
	}
	talat_result_clear(syntax);
	c->failed = 0;
	return rc;
}

static int
walk_file(const struct cli_walk *w, const char *path, struct talat_game *g,
    struct talat_result *r, struct talat_result *syntax)
{
	struct talat_reader_options ro;
	struct talat_replay_options opts = { w->strict, w->tiebreak };
	struct talat_reader *rd;
	const char *name = cli_display_name(path);
	struct collect coll = { syntax, 0, 0 };
	FILE *fp;
	int n, status = EXIT_OK, ngames = 0;

	if ((fp = cli_open(w->cmd, path)) == NULL)
		return EXIT_USAGE;
	memset(&ro, 0, sizeof(ro));
	ro.diag = collect_diag;
	ro.diag_ctx = &coll;
	ro.max_errors = w->max_errors;
	if ((rd = talat_reader_new(fp, &ro)) == NULL) {
		fprintf(stderr, "talat %s: out of memory\n", w->cmd);
		cli_close(fp);
		return EXIT_USAGE;
	}
	while ((n = talat_reader_next(rd, g)) > 0) {
		ngames++;
		if (talat_replay(g, &opts, r) < 0 || merge_syntax(&coll, r)) {
			fprintf(stderr, "talat %s: out of memory\n", w->cmd);
			status = EXIT_USAGE;
			break;
		}
		if (r->status == TALAT_INVALID && status == EXIT_OK)
			status = EXIT_RECORD;
		if (w->game(w->ctx, name, g, r) < 0) {
			status = EXIT_USAGE;
			break;
		}
	}
	if (n < 0) {
		fprintf(stderr, "talat %s: %s: %s\n", w->cmd, name,
		    strerror(errno));
		status = EXIT_USAGE;
	} else if (coll.failed) {
		fprintf(stderr, "talat %s: out of memory\n", w->cmd);
		status = EXIT_USAGE;
	} else if (syntax->ndiags > 0) {
		/* Errors after the last game (none is left to own them). */
		for (size_t i = 0; i < syntax->ndiags; i++)
			cli_print_diag(stderr, name, &syntax->diags[i]);
		if (status == EXIT_OK)
			status = EXIT_RECORD;
	}
	talat_result_clear(syntax);
	if (n >= 0 && w->shows_diags)
		cli_not_shown(w->cmd, name, talat_reader_errors(rd) -
		    coll.shown);
	if (w->file_done)
		w->file_done(w->ctx, name, ngames);
	talat_reader_free(rd);
	cli_close(fp);
	return status;
}

int
cli_walk(const struct cli_walk *w, int nfiles, char **files)
{
	static char dash[] = "-";
	char *stdin_only[] = { dash };
	struct talat_game g;
	struct talat_result r, syntax;
	int i, st, status = EXIT_OK;

	if (nfiles == 0) {
		nfiles = 1;
		files = stdin_only;
	}
	talat_game_init(&g);
	talat_result_init(&r);
	talat_result_init(&syntax);
	for (i = 0; i < nfiles; i++) {
		st = walk_file(w, files[i], &g, &r, &syntax);
		if (st > status)
			status = st;
	}
	talat_result_free(&syntax);
	talat_result_free(&r);
	talat_game_free(&g);
	return status;
}
