/* SPDX-License-Identifier: ISC */
/* cmd_select.c: talat select: the games that meet every condition given,
 * written as they were read (byte for byte), counted, or each to a file
 * of its own (--split: the inputs are read twice, the names of the files
 * settled the first time, so that a split is written whole or not at
 * all). */
#include <errno.h>
#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "cli/cli.h"
#include "internal.h"

struct select_opts {
	struct cli_strings tags;	/* NAME=VALUE or NAME~REGEX */
	struct cli_strings players;
	int status;			/* 0: any, else TALAT_* + 1 */
	int variant;			/* 0: any, 1: two-player, 2: three */
	const char *games;		/* RANGE */
	int count;
	const char *split;		/* DIR */
	struct cli_replay replay;
};

static const struct select_opts select_defaults = {
	.replay = CLI_REPLAY_DEFAULTS
};

static const struct cli_option select_options[] = {
	{ .name = "tag", .arg = "TAG", .help = N_("games with TAG, NAME=VALUE: "
	  "whose tag NAME is VALUE,\nor NAME~REGEX: whose tag NAME matches "
	  "the POSIX\nextended REGEX (repeatable)"), .kind = CLI_STRINGS,
	  .offset = offsetof(struct select_opts, tags) },
	{ .name = "player", .arg = "NAME", .help = N_("games NAME plays in, any "
	  "colour (repeatable)"), .kind = CLI_STRINGS,
	  .offset = offsetof(struct select_opts, players) },
	{ .name = "status", .arg = "S", .help = N_("games whose status is S: "
	  "complete, unfinished or\ninvalid"), .kind = CLI_CHOICE,
	  .offset = offsetof(struct select_opts, status),
	  .values = "any complete unfinished invalid" },
	{ .name = "variant", .arg = "V", .help = N_("two-player or three-player "
	  "games"), .kind = CLI_CHOICE,
	  .offset = offsetof(struct select_opts, variant),
	  .values = "any two-player three-player" },
	{ .name = "games", .arg = "RANGE", .help = N_("games by their number in "
	  "their file: 3-7, 5,\n1,4-6, 10- or -3"), .kind = CLI_STRING,
	  .offset = offsetof(struct select_opts, games) },
	{ .name = "count", .help = N_("print how many games are selected, not "
	  "the games"), .kind = CLI_FLAG,
	  .offset = offsetof(struct select_opts, count) },
	{ .name = "split", .arg = "DIR", .help = N_("write each game to a file "
	  "of its own in DIR,\nnamed FILESTEM-N.tgn (N: its number in its "
	  "file)"), .kind = CLI_STRING,
	  .offset = offsetof(struct select_opts, split), .values = "@dir" },
	CLI_OPT_REPLAY(struct select_opts, strict),
	CLI_OPT_REPLAY(struct select_opts, tiebreak),
	CLI_OPT_END
};

/* One --tag condition. */
struct tag_cond {
	char *name;
	const char *value;	/* '=': the value */
	int is_regex;
	regex_t re;
};

/* One range of game numbers, lo to hi (RANGE_OPEN: no upper end). */
#define RANGE_OPEN (~0ULL)
struct range {
	unsigned long long lo, hi;
};

/* An input file of --split: the stem of the names of its games' files,
 * DIR/PATH/NAME (PATH the file's directory as given, NAME its name
 * without .tgn), and whether a game of it was selected. */
struct split_file {
	char *stem;
	char *file;
	int used;
};

struct split {
	int writing;		/* the second reading: the files are made */
	struct split_file *files;
	size_t nfiles, cap;
	struct split_file *cur;	/* the file being read */
	int bom, crlf;		/* its byte order mark, its line ends */
	long long stdin_at;	/* where the standard input starts */
	char **made;		/* the files and directories made so far, */
	size_t nmade, capmade;	/* removed again when the split fails */
};

struct sel {
	const struct select_opts *o;
	struct tag_cond *tags;
	int ntags;
	struct range *ranges;
	size_t nranges, capranges;
	struct talat_tgn_stream stream;
	long long selected;
	int failed;		/* output failed: stop */
	struct split split;
};

static int
tag_name_char(char c)
{
	return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') ||
	    (c >= '0' && c <= '9') || c == '_';
}

static int
parse_tags(const char *cmd, struct sel *s)
{
	const struct cli_strings *l = &s->o->tags;
	char msg[256];
	int i, rc;

	if (l->n == 0)
		return 0;
	if ((s->tags = calloc((size_t)l->n, sizeof(*s->tags))) == NULL) {
		cli_nomem(cmd);
		return -1;
	}
	for (i = 0; i < l->n; i++) {
		const char *arg = l->v[i], *p = arg;
		struct tag_cond *t = &s->tags[i];

		while (tag_name_char(*p))
			p++;
		if (p == arg || (*p != '=' && *p != '~')) {
			cli_usage_error(cmd, _("--tag needs NAME=VALUE or "
			    "NAME~REGEX, not '%s'"), arg);
			return -1;
		}
		if ((t->name = malloc((size_t)(p - arg) + 1)) == NULL) {
			cli_nomem(cmd);
			return -1;
		}
		memcpy(t->name, arg, (size_t)(p - arg));
		t->name[p - arg] = '\0';
		s->ntags = i + 1;
		t->value = p + 1;
		if (*p == '~') {
			rc = regcomp(&t->re, p + 1, REG_EXTENDED | REG_NOSUB);
			if (rc != 0) {
				regerror(rc, &t->re, msg, sizeof(msg));
				cli_usage_error(cmd, _("--tag %s: %s"), arg,
				    msg);
				return -1;
			}
			t->is_regex = 1;
		}
	}
	return 0;
}

static void
free_tags(struct sel *s)
{
	int i;

	for (i = 0; i < s->ntags; i++) {
		free(s->tags[i].name);
		if (s->tags[i].is_regex)
			regfree(&s->tags[i].re);
	}
	free(s->tags);
}

/* "3-7", "5", "1,4-6", "10-", "-3". */
static int
parse_ranges(const char *cmd, struct sel *s)
{
	const char *p = s->o->games, *end;
	char part[64], *dash;
	struct range r;
	size_t n;

	if (p == NULL)
		return 0;
	for (;;) {
		end = p + strcspn(p, ",");
		n = (size_t)(end - p);
		if (n == 0 || n >= sizeof(part))
			goto bad;
		memcpy(part, p, n);
		part[n] = '\0';
		r.lo = 1;
		r.hi = RANGE_OPEN;
		if ((dash = strchr(part, '-')) != NULL) {
			*dash = '\0';
			if (dash == part && dash[1] == '\0')
				goto bad;
			if (dash != part &&
			    cli_parse_number(part, ~0ULL, &r.lo) < 0)
				goto bad;
			if (dash[1] != '\0' &&
			    cli_parse_number(dash + 1, ~0ULL, &r.hi) < 0)
				goto bad;
		} else {
			if (cli_parse_number(part, ~0ULL, &r.lo) < 0)
				goto bad;
			r.hi = r.lo;
		}
		/* Game 0 is none, at either end ("-0", "1-0" too). */
		if (r.lo == 0 || r.hi < r.lo)
			goto bad;
		if (tl_grow(&s->ranges, &s->capranges, s->nranges + 1,
		    sizeof(*s->ranges), 8) < 0) {
			cli_nomem(cmd);
			return -1;
		}
		s->ranges[s->nranges++] = r;
		if (*end == '\0')
			return 0;
		p = end + 1;
	}
bad:
	cli_usage_error(cmd, _("--games needs game numbers from 1, such as "
	    "3-7, 5, 1,4-6, 10- or -3, not '%s'"), s->o->games);
	return -1;
}

static int
has_player(const struct talat_game *g, const struct talat_result *r,
    const char *want)
{
	struct talat_player_names p;
	size_t n;
	int named, c;

	while (*want == ' ' || *want == '\t')
		want++;
	n = strlen(want);
	while (n > 0 && (want[n - 1] == ' ' || want[n - 1] == '\t'))
		n--;
	talat_player_names(g, r->zihin, &p, &named);
	for (c = 0; c < TALAT_NCOLOURS; c++)
		if (p.name[c] != NULL && p.len[c] == n &&
		    memcmp(p.name[c], want, n) == 0)
			return 1;
	return 0;
}

static int
selected(const struct sel *s, const struct talat_game *g,
    const struct talat_result *r)
{
	const struct select_opts *o = s->o;
	const char *v;
	size_t i;
	int k, in;

	if (o->status != 0 && (int)r->status != o->status - 1)
		return 0;
	if (o->variant != 0 &&
	    (talat_game_tag(g, "Zihin") != NULL) != (o->variant == 1))
		return 0;
	if (s->nranges > 0) {
		for (i = 0, in = 0; i < s->nranges && !in; i++)
			in = (unsigned long long)g->index >= s->ranges[i].lo &&
			    (unsigned long long)g->index <= s->ranges[i].hi;
		if (!in)
			return 0;
	}
	for (k = 0; k < s->ntags; k++) {
		const struct tag_cond *t = &s->tags[k];

		if ((v = talat_game_tag(g, t->name)) == NULL)
			return 0;
		if (t->is_regex ? regexec(&t->re, v, 0, NULL, 0) != 0 :
		    strcmp(v, t->value) != 0)
			return 0;
	}
	for (k = 0; k < o->players.n; k++)
		if (!has_player(g, r, o->players.v[k]))
			return 0;
	return 1;
}

/* --- --split ------------------------------------------------------------- */

/* Appends s[0..n) to the string *buf (of length *len), grown. */
static int
append(char **buf, size_t *len, const char *s, size_t n)
{
	size_t cap = *buf ? *len + 1 : 0;	/* (the text keeps no capacity) */
	char *b;

	if (n > SIZE_MAX - 1 - *len || tl_grow(buf, &cap, *len + n + 1, 1, 64) < 0)
		return -1;
	b = *buf;
	memcpy(b + *len, s, n);
	*len += n;
	b[*len] = '\0';
	return 0;
}

/*
 * The stem of the files of file's games: DIR/stdin for the standard
 * input; else DIR, the file's directories as given (without empty, "."
 * and ".." ones, so that nothing goes outside DIR) and its name without
 * .tgn: "coll/a/r.tgn" gives DIR/coll/a/r. Two files have one stem only
 * when their paths differ in nothing but those. NULL when memory runs
 * out.
 */
static char *
split_stem(const char *dir, const char *file)
{
	const char *p = file, *q;
	char *stem = NULL;
	size_t len = 0, n;

	if (append(&stem, &len, dir, strlen(dir)) < 0)
		return NULL;
	if (strcmp(file, "<stdin>") == 0)
		p = "stdin";
	while (*p != '\0') {
		q = p + strcspn(p, "/");
		n = (size_t)(q - p);
		if (*q == '\0' && n > 4 && strcmp(q - 4, ".tgn") == 0)
			n -= 4;
		if (!(n == 0 || (n == 1 && p[0] == '.') ||
		    (n == 2 && p[0] == '.' && p[1] == '.')) &&
		    (append(&stem, &len, "/", 1) < 0 ||
		    append(&stem, &len, p, n) < 0)) {
			free(stem);
			return NULL;
		}
		p = *q == '/' ? q + 1 : q;
	}
	return stem;
}

/* Whether a file begins with a byte order mark, and whether its first
 * line ends with CR LF: from its first bytes (the standard input's
 * from where it starts, read again). */
static void
probe_file(struct split *sp, const char *file)
{
	char buf[4096], *nl;
	ssize_t n = -1;
	FILE *fp;

	sp->bom = sp->crlf = 0;
	if (strcmp(file, "<stdin>") == 0)
		n = pread(0, buf, sizeof buf - 1, (off_t)sp->stdin_at);
	else if ((fp = fopen(file, "r")) != NULL) {
		n = (ssize_t)fread(buf, 1, sizeof buf - 1, fp);
		fclose(fp);
	}
	if (n <= 0)
		return;
	buf[n] = '\0';
	sp->bom = n >= 3 && memcmp(buf, "\xEF\xBB\xBF", 3) == 0;
	if ((nl = memchr(buf, '\n', (size_t)n)) != NULL)
		sp->crlf = nl > buf && nl[-1] == '\r';
}

static int
split_file_begin(void *ctx, const char *file)
{
	struct sel *s = ctx;
	struct split *sp = &s->split;
	struct split_file *f;

	if (tl_grow(&sp->files, &sp->cap, sp->nfiles + 1,
	    sizeof(*sp->files), 16) < 0)
		return -1;
	f = &sp->files[sp->nfiles];
	memset(f, 0, sizeof(*f));
	if ((f->stem = split_stem(s->o->split, file)) == NULL ||
	    (f->file = strdup(file)) == NULL) {
		free(f->stem);
		return -1;
	}
	sp->nfiles++;
	sp->cur = f;
	probe_file(sp, file);
	return 0;
}

static void
split_free(struct split *sp)
{
	size_t i;

	for (i = 0; i < sp->nfiles; i++) {
		free(sp->files[i].stem);
		free(sp->files[i].file);
	}
	free(sp->files);
	sp->files = NULL;
	sp->nfiles = sp->cap = 0;
	sp->cur = NULL;
}

/*
 * The first reading: the file of the current file's first selected game
 * takes its stem, which no other file whose games are selected may have;
 * every file of a game is checked to be new, in a directory that is one
 * or may be made. 0, or -1 with the error said.
 */
static int
split_settle(struct sel *s, const char *path)
{
	struct split_file *f = s->split.cur;
	struct stat st;
	char *p;
	size_t i;

	if (!f->used) {
		for (i = 0; s->split.files + i != f; i++)
			if (s->split.files[i].used &&
			    strcmp(s->split.files[i].stem, f->stem) == 0) {
				cli_error("select", _("%s and %s would both be "
				    "split into %s-N.tgn"),
				    s->split.files[i].file, f->file, f->stem);
				return -1;
			}
		f->used = 1;
	}
	if (lstat(path, &st) == 0) {
		cli_error("select", _("%s: exists already"), path);
		return -1;
	}
	/* Every directory on the way is one, or is not there yet. */
	for (p = strchr(path + 1, '/'); p != NULL; p = strchr(p + 1, '/')) {
		*p = '\0';
		i = lstat(path, &st) == 0 && !S_ISDIR(st.st_mode);
		if (i)
			cli_error("select", _("%s: not a directory"), path);
		*p = '/';
		if (i)
			return -1;
	}
	return 0;
}

/*
 * Notes that path (a file, or a directory when dir) was made, to be
 * removed if the split fails; when memory runs out it is removed at once.
 * 0, or -1 with the error said.
 */
static int
made(struct split *sp, const char *path, int dir)
{
	if (tl_grow(&sp->made, &sp->capmade, sp->nmade + 1,
	    sizeof(*sp->made), 16) < 0)
		goto nomem;
	/* A directory's name ends with '/', to tell it from a file. */
	if ((sp->made[sp->nmade] = malloc(strlen(path) + 2)) == NULL)
		goto nomem;
	strcpy(sp->made[sp->nmade], path);
	if (dir)
		strcat(sp->made[sp->nmade], "/");
	sp->nmade++;
	return 0;
nomem:
	if (dir)
		rmdir(path);
	else
		unlink(path);
	cli_nomem("select");
	return -1;
}

/* A failed split: what it made is removed, the last made first. */
static void
unmake(struct split *sp)
{
	size_t n;
	char *p;

	while (sp->nmade > 0) {
		p = sp->made[--sp->nmade];
		n = strlen(p);
		if (n > 0 && p[n - 1] == '/')
			rmdir(p);
		else
			unlink(p);
		free(p);
	}
}

static void
made_free(struct split *sp)
{
	while (sp->nmade > 0)
		free(sp->made[--sp->nmade]);
	free(sp->made);
	sp->made = NULL;
	sp->capmade = 0;
}

/* Makes the directories of path (mkdir -p of its parent). */
static int
make_dirs(struct split *sp, char *path)
{
	struct stat st;
	char *p;
	int rc = 0;

	for (p = strchr(path + 1, '/'); p != NULL && rc == 0;
	    p = strchr(p + 1, '/')) {
		*p = '\0';
		if (mkdir(path, 0777) == 0)
			rc = made(sp, path, 1);
		else if (errno != EEXIST || stat(path, &st) != 0 ||
		    !S_ISDIR(st.st_mode)) {
			cli_error_errno("select", path);
			rc = -1;
		}
		*p = '/';
	}
	return rc;
}

/* The game as read, with its file's byte order mark and line ends. */
static int
write_game(FILE *fp, const struct split *sp, const struct talat_game *g)
{
	struct talat_tgn_stream one;
	const char *nl;
	int crlf = sp->crlf;

	if (g->source_text == NULL) {
		memset(&one, 0, sizeof(one));
		return talat_tgn_stream_game(fp, &one, g);
	}
	if ((nl = memchr(g->source_text, '\n', g->source_len)) != NULL)
		crlf = nl > g->source_text && nl[-1] == '\r';
	if (sp->bom)
		fputs("\xEF\xBB\xBF", fp);
	fwrite(g->source_text, 1, g->source_len, fp);
	if (g->source_len == 0 || g->source_text[g->source_len - 1] != '\n')
		fputs(crlf ? "\r\n" : "\n", fp);
	return ferror(fp) ? -1 : 0;
}

static int
write_split(struct sel *s, const struct talat_game *g)
{
	struct split_file *f = s->split.cur;
	char *path;
	size_t len = strlen(f->stem) + 32;
	FILE *fp;
	int err;

	if ((path = malloc(len)) == NULL) {
		cli_nomem("select");
		return -1;
	}
	snprintf(path, len, "%s-%ld.tgn", f->stem, g->index);
	if (!s->split.writing) {
		err = split_settle(s, path);
		free(path);
		return err;
	}
	/* Never over another file (the first reading found none). */
	if (make_dirs(&s->split, path) < 0) {
		free(path);
		return -1;
	}
	if ((fp = fopen(path, "wx")) == NULL) {
		if (errno == EEXIST)
			cli_error("select", _("%s: exists already"), path);
		else
			cli_error_errno("select", path);
		free(path);
		return -1;
	}
	if (made(&s->split, path, 0) < 0) {
		fclose(fp);
		free(path);
		return -1;
	}
	err = write_game(fp, &s->split, g) < 0;
	if (fclose(fp) != 0 || err) {
		cli_error_errno("select", path);
		free(path);
		return -1;
	}
	free(path);
	return 0;
}

/*
 * The standard input, when it is read, is read twice: a pipe is first
 * copied to a temporary file (made the standard input), a file is read
 * again from where it started. 0, or -1 with the error said.
 */
static int
stdin_twice(struct split *sp)
{
	struct stat st;
	char buf[65536];
	size_t n;
	FILE *tmp;
	off_t at;

	if (fstat(0, &st) == 0 && S_ISREG(st.st_mode) &&
	    (at = lseek(0, 0, SEEK_CUR)) >= 0) {
		sp->stdin_at = (long long)at;
		return 0;
	}
	if ((tmp = tmpfile()) == NULL) {
		cli_error_errno("select", _("standard input"));
		return -1;
	}
	while ((n = fread(buf, 1, sizeof buf, stdin)) > 0)
		if (fwrite(buf, 1, n, tmp) != n)
			break;
	if (ferror(stdin) || fflush(tmp) != 0 || ferror(tmp) ||
	    dup2(fileno(tmp), 0) < 0) {
		cli_error_errno("select", _("standard input"));
		fclose(tmp);
		return -1;
	}
	fclose(tmp);
	clearerr(stdin);
	sp->stdin_at = 0;
	return fseeko(stdin, 0, SEEK_SET);
}

static int
reads_stdin(int argc, char **argv)
{
	int i;

	for (i = 0; i < argc; i++)
		if (strcmp(argv[i], "-") == 0)
			return 1;
	return argc == 0;
}

static int
select_game(void *ctx, const char *file, const struct talat_game *g,
    const struct talat_result *r)
{
	struct sel *s = ctx;

	(void)file;
	if (s->failed || !selected(s, g, r))
		return s->failed ? -1 : 0;
	s->selected++;
	if (s->o->split != NULL) {
		if (write_split(s, g) < 0) {
			s->failed = 1;
			return -1;
		}
	} else if (!s->o->count &&
	    talat_tgn_stream_game(stdout, &s->stream, g) < 0) {
		cli_write_error("select");
		s->failed = 1;
		return -1;
	}
	return 0;
}

/* --split: the inputs read twice, the files made the second time when
 * the first found every name free. */
static int
select_split(const struct cli_entry *e, struct sel *s, int argc,
    char **argv)
{
	const struct cli_walk w = { .cmd = e->name,
	    .replay = &s->o->replay, .keep_text = 1, .game = select_game,
	    .file_begin = split_file_begin, .ctx = s };
	int status;

	if (reads_stdin(argc, argv) && stdin_twice(&s->split) < 0)
		return EXIT_USAGE;
	status = cli_walk(&w, argc, argv);
	if (s->failed || status == EXIT_USAGE) {
		cli_error(e->name, _("nothing is written in %s"), s->o->split);
		s->failed = 1;
		return EXIT_USAGE;
	}
	split_free(&s->split);
	s->split.writing = 1;
	s->selected = 0;
	clearerr(stdin);
	if (reads_stdin(argc, argv) &&
	    fseeko(stdin, (off_t)s->split.stdin_at, SEEK_SET) != 0) {
		cli_error_errno(e->name, _("standard input"));
		return EXIT_USAGE;
	}
	/* Whole or not at all: a failure now removes what was made. */
	status = cli_walk(&w, argc, argv);
	if (s->failed || status == EXIT_USAGE) {
		unmake(&s->split);
		cli_error(e->name, _("nothing is written in %s"), s->o->split);
		s->failed = 1;
		status = EXIT_USAGE;
	}
	made_free(&s->split);
	return status;
}

static int
select_exec(const struct cli_entry *e, void *opts, int argc, char **argv)
{
	const struct select_opts *o = opts;
	struct sel s = { .o = o };
	const struct cli_walk w = { .cmd = e->name, .replay = &o->replay,
	    .keep_text = 1, .game = select_game, .ctx = &s };
	int status = EXIT_USAGE;

	if (parse_tags(e->name, &s) < 0 || parse_ranges(e->name, &s) < 0)
		goto out;
	if (o->split != NULL)
		status = select_split(e, &s, argc, argv);
	else
		status = cli_walk(&w, argc, argv);
	if (o->count && !s.failed)
		printf("%lld\n", s.selected);
out:
	free_tags(&s);
	free(s.ranges);
	split_free(&s.split);
	return s.failed ? EXIT_USAGE : status;
}

const struct cli_entry cli_cmd_select = {
	.name = "select",
	.synopsis = "[FILE...]",
	.summary = N_("Write the games that meet every condition, as they were "
	    "read."),
	.options = select_options,
	.defaults = &select_defaults,
	.size = sizeof(struct select_opts),
	.files = "*.tgn",
	.exec = select_exec
};
