/* SPDX-License-Identifier: ISC */
/* util.c: what the commands share: messages, files and directories, the
 * walk over the games of the records, diagnostics printed. */
#define _GNU_SOURCE		/* strverscmp */
#include <dirent.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio_ext.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "cli/cli.h"
#include "internal.h"

/* The message goes through the terminal's escaping whole: a file name
 * in it (a name found under a directory can hold ESC, CR or LF) shows
 * its control characters escaped like record text (issue 34). */
static void
verror(const char *cmd, const char *fmt, va_list ap)
{
	char *msg;

	fprintf(stderr, "talat%s%s: ", cmd ? " " : "", cmd ? cmd : "");
	if (vasprintf(&msg, fmt, ap) < 0)
		fputs(_("out of memory"), stderr);
	else {
		cli_term_puts(stderr, msg);
		free(msg);
	}
	fputc('\n', stderr);
}

void
cli_error(const char *cmd, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	verror(cmd, fmt, ap);
	va_end(ap);
}

void
cli_error_errno(const char *cmd, const char *name)
{
	cli_error(cmd, "%s: %s", name, strerror(errno));
}

int
cli_nomem(const char *cmd)
{
	cli_error(cmd, _("out of memory"));
	return EXIT_USAGE;
}

int
cli_write_error(const char *cmd)
{
	if (errno != 0)
		cli_error(cmd, _("write error on standard output: %s"),
		    strerror(errno));
	else
		cli_error(cmd, _("write error on standard output"));
	/* Said once: what is left in the buffer goes nowhere, and main()
	 * finds no error left to say. */
	__fpurge(stdout);
	clearerr(stdout);
	return EXIT_USAGE;
}

void
cli_usage_error(const char *cmd, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	verror(cmd, fmt, ap);
	va_end(ap);
	fprintf(stderr, _("Try 'talat %s --help' for more information.\n"),
	    cmd);
}

void
cli_not_shown(const char *cmd, const char *file, long n)
{
	if (n > 0)
		cli_error(cmd, P_("%s: %ld more syntax error not shown",
		    "%s: %ld more syntax errors not shown", (unsigned long)n),
		    file, n);
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
		cli_error_errno(cmd, path);
		return NULL;
	}
	if (fstat(fileno(fp), &st) == 0 && S_ISDIR(st.st_mode)) {
		cli_error(cmd, _("%s: is a directory"), path);
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

/* --- operands: files, and directories standing for their *.tgn ---------- */

static int
add_path(struct cli_files *fl, char *path)
{
	if (tl_grow(&fl->paths, &fl->cap, fl->n + 1,
	    sizeof(*fl->paths), 16) < 0) {
		free(path);
		return -1;
	}
	fl->paths[fl->n++] = path;
	return 0;
}

static int
version_cmp(const void *a, const void *b)
{
	return strverscmp(*(char *const *)a, *(char *const *)b);
}

static int
is_tgn(const char *name)
{
	size_t n = strlen(name);

	return n > 4 && strcmp(name + n - 4, ".tgn") == 0;
}

static char *
join(const char *dir, const char *name)
{
	size_t n = strlen(dir);
	char *p = malloc(n + strlen(name) + 2);

	if (p != NULL)
		sprintf(p, "%s%s%s", dir, n > 0 && dir[n - 1] == '/' ? "" : "/",
		    name);
	return p;
}

/*
 * Adds every *.tgn below dir, entries of each directory in version order
 * (strverscmp: r2 before r10), a subdirectory where its name falls. Symbolic links to
 * files count, links to directories are not followed. Returns 0, -1 when
 * memory ran out, 1 when something could not be read (said on stderr).
 */
static int
add_dir(const char *cmd, struct cli_files *fl, const char *dir)
{
	struct dirent *de;
	struct stat st;
	char **names = NULL, *path;
	size_t n = 0, cap = 0, i;
	int rc = 0, sub;
	DIR *d;

	if ((d = opendir(dir)) == NULL) {
		cli_error_errno(cmd, dir);
		return 1;
	}
	while ((de = readdir(d)) != NULL) {
		if (strcmp(de->d_name, ".") == 0 ||
		    strcmp(de->d_name, "..") == 0)
			continue;
		if (tl_grow(&names, &cap, n + 1, sizeof(*names), 32) < 0) {
			rc = -1;
			break;
		}
		if ((names[n] = strdup(de->d_name)) == NULL) {
			rc = -1;
			break;
		}
		n++;
	}
	closedir(d);
	if (n > 0)
		qsort(names, n, sizeof(*names), version_cmp);
	for (i = 0; i < n && rc >= 0; i++) {
		if ((path = join(dir, names[i])) == NULL) {
			rc = -1;
			break;
		}
		if (lstat(path, &st) == 0 && S_ISDIR(st.st_mode)) {
			sub = add_dir(cmd, fl, path);
			free(path);
			if (sub != 0)
				rc = sub;
		} else if (is_tgn(names[i]) && stat(path, &st) == 0 &&
		    !S_ISDIR(st.st_mode)) {
			if (add_path(fl, path) < 0)
				rc = -1;
		} else {
			free(path);
		}
	}
	for (i = 0; i < n; i++)
		free(names[i]);
	free(names);
	return rc;
}

int
cli_files(const char *cmd, int n, char **operands, struct cli_files *fl)
{
	struct stat st;
	char *path;
	int i, rc, status = EXIT_OK;

	memset(fl, 0, sizeof(*fl));
	if (n == 0) {
		if ((path = strdup("-")) == NULL || add_path(fl, path) < 0)
			goto nomem;
		return EXIT_OK;
	}
	for (i = 0; i < n; i++) {
		if (strcmp(operands[i], "-") != 0 &&
		    stat(operands[i], &st) == 0 && S_ISDIR(st.st_mode)) {
			size_t before = fl->n;

			if ((rc = add_dir(cmd, fl, operands[i])) < 0)
				goto nomem;
			if (rc > 0)
				status = EXIT_USAGE;
			else if (fl->n == before) {
				cli_error(cmd, _("%s: no *.tgn file below "
				    "it"), operands[i]);
				status = EXIT_USAGE;
			}
			continue;
		}
		if ((path = strdup(operands[i])) == NULL ||
		    add_path(fl, path) < 0)
			goto nomem;
	}
	return status;
nomem:
	cli_nomem(cmd);
	cli_files_free(fl);
	return -1;
}

void
cli_files_free(struct cli_files *fl)
{
	size_t i;

	for (i = 0; i < fl->n; i++)
		free(fl->paths[i]);
	free(fl->paths);
	memset(fl, 0, sizeof(*fl));
}

int
cli_chars(const char *s)
{
	int n = 0;

	for (; *s != '\0'; s++)
		n += ((unsigned char)*s & 0xC0) != 0x80;
	return n;
}

const char *
cli_status_text(enum talat_status status)
{
	/* TRANSLATORS: a game's status, after a label ("a: complete, 86
	 * plies replayed") or first in a line of results ("complete; W
	 * 38, B 35; winner W"). */
	return status == TALAT_COMPLETE ? _("complete") :
	    status == TALAT_UNFINISHED ? _("unfinished") : _("invalid");
}

const char *
cli_severity_label(enum talat_severity severity)
{
	/* TRANSLATORS: the severity of a diagnostic with its colon, after
	 * FILE:LINE:COLUMN: and before the message; French puts a narrow
	 * no-break space before the colon. */
	return severity == TALAT_SEV_WARNING ? _("warning:") :
	    severity == TALAT_SEV_NOTE ? _("note:") : _("error:");
}

void
cli_print_diag(FILE *out, const char *file, const struct talat_diag *d)
{
	const char *message;
	char *copy, *fcopy;

	/* One fprintf a line: a file may draw thousands of warnings. */
	message = cli_term(d->message, &copy);
	fprintf(out, "%s:%ld:%ld: %s %s%s%s%s\n", cli_term(file, &fcopy),
	    d->loc.line,
	    d->loc.column, cli_severity_label(d->severity), message,
	    d->kind != TALAT_D_NONE ? " [" : "",
	    d->kind != TALAT_D_NONE ? talat_diag_code(d->kind) : "",
	    d->kind != TALAT_D_NONE ? "]" : "");
	free(copy);
	free(fcopy);
	if (d->source == NULL)
		return;
	cli_term_puts(out, d->source);
	fputc('\n', out);
	/* The caret: tabs copied so that it lines up, characters counted
	 * as UTF-8 code points, an escaped one by its escape's width. */
	cli_term_caret(out, d->source, talat_diag_caret(d));
}

void
cli_print_result(FILE *out, const char *file, const struct talat_result *r,
    int warnings)
{
	size_t i;

	for (i = 0; i < r->ndiags; i++)
		if (warnings || r->diags[i].severity != TALAT_SEV_WARNING)
			cli_print_diag(out, file, &r->diags[i]);
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
	if (talat_result_add_diag(c->syntax, d) < 0)
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

		if (talat_result_add_diag(r, d) < 0)
			rc = -1;
	}
	talat_result_clear(syntax);
	c->failed = 0;
	return rc;
}

static int
walk_file(const struct cli_walk *w, const char *path, struct talat_game *g,
    struct talat_result *r, struct talat_result *syntax,
    struct talat_tracker *tracker)
{
	struct talat_reader_options ro;
	static const struct cli_replay defaults = CLI_REPLAY_DEFAULTS;
	const struct cli_replay *rp = w->replay ? w->replay : &defaults;
	struct talat_replay_options opts = { rp->strict, rp->tiebreak };
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
	ro.max_errors = (int)rp->max_errors;
	ro.keep_text = w->keep_text;
	if ((rd = talat_reader_new(fp, &ro)) == NULL) {
		cli_close(fp);
		return cli_nomem(w->cmd);
	}
	if ((tracker != NULL && talat_tracker_file(tracker, name) < 0) ||
	    (w->file_begin != NULL && w->file_begin(w->ctx, name) < 0)) {
		talat_reader_free(rd);
		cli_close(fp);
		return cli_nomem(w->cmd);
	}
	while ((n = talat_reader_next(rd, g)) > 0) {
		ngames++;
		if (talat_replay(g, &opts, r) < 0 || merge_syntax(&coll, r) ||
		    (tracker != NULL &&
		    talat_tracker_game(tracker, g, r, NULL) < 0) ||
		    (w->repairs != NULL &&
		    (talat_repairs_find(g, &opts, r, w->repairs) < 0 ||
		    talat_repairs_add_notes(r, w->repairs, CLI_MAX_NOTES) < 0))) {
			status = cli_nomem(w->cmd);
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
		cli_error_errno(w->cmd, name);
		status = EXIT_USAGE;
	} else if (coll.failed) {
		status = cli_nomem(w->cmd);
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
	struct talat_tracker *tracker = NULL;
	struct cli_files fl;
	struct talat_game g;
	struct talat_result r, syntax;
	size_t i;
	int st, status;

	if ((status = cli_files(w->cmd, nfiles, files, &fl)) < 0)
		return EXIT_USAGE;
	if (w->track && (tracker = talat_tracker_new()) == NULL) {
		cli_files_free(&fl);
		return cli_nomem(w->cmd);
	}
	talat_game_init(&g);
	talat_result_init(&r);
	talat_result_init(&syntax);
	for (i = 0; i < fl.n; i++) {
		st = walk_file(w, fl.paths[i], &g, &r, &syntax, tracker);
		if (st > status)
			status = st;
	}
	talat_tracker_free(tracker);
	cli_files_free(&fl);
	talat_result_free(&syntax);
	talat_result_free(&r);
	talat_game_free(&g);
	return status;
}

/* A YAML double-quoted scalar: always valid, whatever the text (C0,
 * DEL and the C1 controls, which YAML does not allow raw, escaped). */
void
cli_yaml_string(FILE *out, const char *s)
{
	putc('"', out);
	for (; *s; s++) {
		unsigned char c = (unsigned char)*s;

		if (c == '"' || c == '\\')
			fprintf(out, "\\%c", c);
		else if (c < 0x20 || c == 0x7F)
			fprintf(out, "\\x%02X", c);
		else if (c == 0xC2 && (unsigned char)s[1] >= 0x80 &&
		    (unsigned char)s[1] <= 0x9F)
			fprintf(out, "\\u%04X", (unsigned char)*++s);
		else
			putc(c, out);
	}
	putc('"', out);
}

/*
 * A CSV text field from a record (RFC 4180, lines ending in LF): quoted
 * when it holds a comma, a quote or a line end, quotes doubled. A field
 * a spreadsheet would take for a formula (it begins with =, +, -, @, a
 * tab or a CR: "=HYPERLINK(...)") gets a leading ' so that it stays
 * text. Only the event and the player, from the records, come here; the
 * numbers talat writes itself are never touched.
 */
void
cli_csv_field(FILE *out, const char *s)
{
	const char *lead = s[0] != '\0' && strchr("=+-@\t\r", s[0]) != NULL ?
	    "'" : "";

	if (strpbrk(s, ",\"\r\n") == NULL) {
		fprintf(out, "%s%s", lead, s);
		return;
	}
	fprintf(out, "\"%s", lead);
	for (; *s; s++) {
		if (*s == '"')
			putc('"', out);
		putc(*s, out);
	}
	putc('"', out);
}

void
cli_wins_text(long wins6, char buf[32])
{
	long hundredths = (wins6 * 100 + 3) / 6;	/* rounded */

	snprintf(buf, 32, "%ld.%02ld", hundredths / 100, hundredths % 100);
}

void
cli_wins_local(long wins6, char buf[32])
{
	tl_hundredths((wins6 * 100 + 3) / 6, buf);
}
