/* SPDX-License-Identifier: ISC */
/* cmd_select.c: talat select: the games that meet every condition given,
 * written as they were read (byte for byte), counted, or each to a file
 * of its own. */
#include <errno.h>
#include <regex.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "cli/cli.h"

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

struct sel {
	const struct select_opts *o;
	struct tag_cond *tags;
	int ntags;
	struct range *ranges;
	size_t nranges;
	struct talat_tgn_stream stream;
	long long selected;
	int failed;		/* output failed: stop */
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
	struct range r, *rs;
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
		rs = realloc(s->ranges, (s->nranges + 1) * sizeof(*rs));
		if (rs == NULL) {
			cli_nomem(cmd);
			return -1;
		}
		s->ranges = rs;
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

/* "round1" for "dir/round1.tgn", "stdin" for the standard input. */
static void
file_stem(const char *file, char *buf, size_t size)
{
	const char *base = strrchr(file, '/');
	size_t n;

	if (strcmp(file, "<stdin>") == 0) {
		snprintf(buf, size, "stdin");
		return;
	}
	base = base ? base + 1 : file;
	n = strlen(base);
	if (n > 4 && strcmp(base + n - 4, ".tgn") == 0)
		n -= 4;
	snprintf(buf, size, "%.*s", (int)n, base);
}

static int
write_split(struct sel *s, const char *file, const struct talat_game *g)
{
	struct talat_tgn_stream one;
	char stem[256], *path;
	size_t len;
	FILE *fp;
	int err;

	file_stem(file, stem, sizeof(stem));
	len = strlen(s->o->split) + strlen(stem) + 32;
	if ((path = malloc(len)) == NULL) {
		cli_nomem("select");
		return -1;
	}
	snprintf(path, len, "%s/%s-%ld.tgn", s->o->split, stem, g->index);
	/* Never over another file: two inputs of one stem, or an earlier
	 * run, would otherwise lose games. */
	if ((fp = fopen(path, "wx")) == NULL) {
		if (errno == EEXIST)
			cli_error("select", _("%s: exists already: not "
			    "overwritten"), path);
		else
			cli_error_errno("select", path);
		free(path);
		return -1;
	}
	memset(&one, 0, sizeof(one));
	err = talat_tgn_stream_game(fp, &one, g) < 0;
	err |= ferror(fp);
	if (fclose(fp) != 0 || err) {
		cli_error_errno("select", path);
		free(path);
		return -1;
	}
	free(path);
	return 0;
}

static int
select_game(void *ctx, const char *file, const struct talat_game *g,
    const struct talat_result *r)
{
	struct sel *s = ctx;

	if (s->failed || !selected(s, g, r))
		return s->failed ? -1 : 0;
	s->selected++;
	if (s->o->split != NULL) {
		if (write_split(s, file, g) < 0) {
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

static int
select_exec(const struct cli_entry *e, void *opts, int argc, char **argv)
{
	const struct select_opts *o = opts;
	struct sel s = { .o = o };
	const struct cli_walk w = { .cmd = e->name, .replay = &o->replay,
	    .keep_text = 1, .game = select_game, .ctx = &s };
	struct stat st;
	int status = EXIT_USAGE;

	if (parse_tags(e->name, &s) < 0 || parse_ranges(e->name, &s) < 0)
		goto out;
	if (o->split != NULL && stat(o->split, &st) != 0 &&
	    mkdir(o->split, 0777) != 0) {
		cli_error_errno(e->name, o->split);
		goto out;
	}
	status = cli_walk(&w, argc, argv);
	if (o->count && !s.failed)
		printf("%lld\n", s.selected);
out:
	free_tags(&s);
	free(s.ranges);
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
