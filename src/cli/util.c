/* util.c: option parsing, files and diagnostics shared by the commands. */
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

static const struct cli_command *
find_command(const char *name)
{
	const struct cli_command *c;

	for (c = cli_commands; c->name != NULL; c++)
		if (strcmp(c->name, name) == 0)
			return c;
	return NULL;
}

static void
print_help(const char *cmd)
{
	const struct cli_command *c = find_command(cmd);

	if (c == NULL)
		return;
	printf("Usage: talat %s %s\n%s\n", c->name, c->synopsis, c->summary);
	printf("\nOptions:\n%s      --help     show this help and exit\n",
	    c->help ? c->help : "");
	printf("\nExit status: 0 fine, 1 a record has an error, 2 usage or "
	    "I/O failure.\nSee talat-%s(1).\n", c->name);
}

int
cli_options(int argc, char **argv, const char *cmd, const char *shortopts,
    const struct option *longopts, int (*option)(void *, int, const char *),
    void *ctx, int *done)
{
	struct option all[16];
	char shorts[32];
	int n = 0, c, idx;

	*done = 0;
	for (; longopts && longopts[n].name != NULL && n < 14; n++)
		all[n] = longopts[n];
	all[n].name = "help";
	all[n].has_arg = no_argument;
	all[n].flag = NULL;
	all[n].val = 'h' + 256;
	memset(&all[n + 1], 0, sizeof(all[n + 1]));
	snprintf(shorts, sizeof(shorts), ":%s", shortopts ? shortopts : "");
	optind = 1;
	opterr = 0;
	while ((c = getopt_long(argc, argv, shorts, all, &idx)) != -1) {
		if (c == 'h' + 256) {
			print_help(cmd);
			*done = 1;
			return 0;
		}
		if (c == '?') {
			if (optopt)
				cli_usage_error(cmd, "unknown option '-%c'",
				    optopt);
			else
				cli_usage_error(cmd, "unknown option '%s'",
				    argv[optind - 1]);
			return -1;
		}
		if (c == ':') {
			cli_usage_error(cmd, "option '%s' needs a value",
			    argv[optind - 1]);
			return -1;
		}
		if (option(ctx, c, optarg) < 0)
			return -1;
	}
	return 0;
}

int
cli_number(const char *cmd, const char *opt, const char *arg, long *out)
{
	char *end;
	long v;

	errno = 0;
	v = strtol(arg, &end, 10);
	if (errno != 0 || end == arg || *end != '\0' || v < 0) {
		cli_usage_error(cmd, "%s needs a whole number, not '%s'", opt,
		    arg);
		return -1;
	}
	*out = v;
	return 0;
}

int
cli_tiebreak(const char *cmd, const char *arg, int *out)
{
	int rule = talat_tiebreak_rule_from_name(arg);

	if (rule < 0) {
		cli_usage_error(cmd, "--tiebreak needs unshared, top or shared, "
		    "not '%s'", arg);
		return -1;
	}
	*out = rule;
	return 0;
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

void
cli_collect_diag(void *ctx, const struct talat_diag *d)
{
	struct cli_syntax *syntax = ctx;

	if (talat_result_add_diag(&syntax->r, d->severity, d->loc, d->ply,
	    d->message, d->source) < 0)
		syntax->failed = 1;	/* a diagnostic lost: a failure */
}

/* Moves the syntax diagnostics into the game's result, in file order. */
static int
merge_syntax(struct cli_syntax *syntax, struct talat_result *r)
{
	size_t i;
	int rc = syntax->failed ? -1 : 0;

	for (i = 0; i < syntax->r.ndiags; i++) {
		struct talat_diag *d = &syntax->r.diags[i];

		if (talat_result_add_diag(r, d->severity, d->loc, d->ply,
		    d->message, d->source) < 0)
			rc = -1;
	}
	talat_result_clear(&syntax->r);
	syntax->failed = 0;
	return rc;
}

static int
walk_file(const struct cli_walk *w, const char *path, struct talat_game *g,
    struct talat_result *r, struct cli_syntax *syntax)
{
	struct talat_reader_options ro;
	struct talat_replay_options opts = { w->strict, w->tiebreak };
	struct talat_reader *rd;
	const char *name = cli_display_name(path);
	FILE *fp;
	int n, status = EXIT_OK, ngames = 0;

	if ((fp = cli_open(w->cmd, path)) == NULL)
		return EXIT_USAGE;
	memset(&ro, 0, sizeof(ro));
	ro.diag = cli_collect_diag;
	ro.diag_ctx = syntax;
	ro.max_errors = w->max_errors;
	if ((rd = talat_reader_new(fp, &ro)) == NULL) {
		fprintf(stderr, "talat %s: out of memory\n", w->cmd);
		cli_close(fp);
		return EXIT_USAGE;
	}
	while ((n = talat_reader_next(rd, g)) > 0) {
		ngames++;
		if (talat_replay(g, &opts, r) < 0 || merge_syntax(syntax, r)) {
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
	} else if (syntax->failed) {
		fprintf(stderr, "talat %s: out of memory\n", w->cmd);
		status = EXIT_USAGE;
	} else if (syntax->r.ndiags > 0) {
		/* Errors after the last game (none is left to own them). */
		for (size_t i = 0; i < syntax->r.ndiags; i++)
			cli_print_diag(stderr, name, &syntax->r.diags[i]);
		if (status == EXIT_OK)
			status = EXIT_RECORD;
	}
	talat_result_clear(&syntax->r);
	syntax->failed = 0;
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
	struct talat_result r;
	struct cli_syntax syntax;
	int i, st, status = EXIT_OK;

	if (nfiles == 0) {
		nfiles = 1;
		files = stdin_only;
	}
	talat_game_init(&g);
	talat_result_init(&r);
	talat_result_init(&syntax.r);
	syntax.failed = 0;
	for (i = 0; i < nfiles; i++) {
		st = walk_file(w, files[i], &g, &r, &syntax);
		if (st > status)
			status = st;
	}
	talat_result_free(&syntax.r);
	talat_result_free(&r);
	talat_game_free(&g);
	return status;
}
