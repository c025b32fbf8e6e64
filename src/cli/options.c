/* SPDX-License-Identifier: ISC */
/* options.c: the options of a command, from its entry: the getopt_long
 * tables, their parsing into the command's option struct, --help, and
 * the suggestions for a misspelt name. */
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"

#define HELP_VAL 255	/* getopt_long's value of --help; options are 256+ */

/* CLI_CHOICE sets an int, or an enum such as --tiebreak's. */
_Static_assert(sizeof(enum talat_tiebreak_rule) == sizeof(int),
    "a CLI_CHOICE field is an int");

const struct cli_option *
cli_options_of(const struct cli_entry *e)
{
	static const struct cli_option none[] = { CLI_OPT_END };

	return e->options != NULL ? e->options : none;
}

static size_t
count_options(const struct cli_entry *e)
{
	size_t n = 0;

	while (e->options != NULL && e->options[n].name != NULL)
		n++;
	return n;
}

int
cli_parse_number(const char *s, unsigned long long max,
    unsigned long long *out)
{
	unsigned long long v = 0;

	if (*s == '\0')
		return -1;
	for (; *s != '\0'; s++) {
		if (*s < '0' || *s > '9')
			return -1;
		if (v > (ULLONG_MAX - (unsigned)(*s - '0')) / 10)
			return -1;
		v = v * 10 + (unsigned)(*s - '0');
	}
	if (v > max)
		return -1;
	*out = v;
	return 0;
}

/* "--name" or "-n" as the user may have written it. */
static void
option_text(const struct cli_option *o, char *buf, size_t size)
{
	snprintf(buf, size, "--%s", o->name);
}

static int
set_number(const struct cli_entry *e, const struct cli_option *o,
    const char *arg, void *opts)
{
	unsigned long long v;
	char name[64];

	option_text(o, name, sizeof(name));
	if (cli_parse_number(arg, o->max, &v) == 0 && v >= o->min) {
		*(unsigned long long *)((char *)opts + o->offset) = v;
		return 0;
	}
	if (o->max == o->min + 1)
		cli_usage_error(e->name, _("%s must be %llu or %llu, not '%s'"),
		    name, o->min, o->max, arg);
	else
		cli_usage_error(e->name, _("%s needs a whole number from %llu "
		    "to %llu, not '%s'"), name, o->min, o->max, arg);
	return -1;
}

/* The index of word among the space-separated words of list, or -1. */
static int
word_index(const char *list, const char *word)
{
	size_t len = strlen(word), n;
	int i = 0;

	while (*list != '\0') {
		n = strcspn(list, " ");
		if (n == len && strncmp(list, word, len) == 0)
			return i;
		list += n;
		list += strspn(list, " ");
		i++;
	}
	return -1;
}

/* "a, b or c" from the words "a b c", in the reader's language. */
static const char *
alternatives(const char *words, char *buf, size_t size)
{
	char copy[256], *w, *save = NULL;
	const char *items[16];
	size_t n = 0;

	snprintf(copy, sizeof(copy), "%s", words);
	for (w = strtok_r(copy, " ", &save); w != NULL && n < 16;
	    w = strtok_r(NULL, " ", &save))
		items[n++] = w;
	return tl_list(buf, size, items, n, TL_OR);
}

static int
set_option(const struct cli_entry *e, const struct cli_option *o,
    const char *arg, void *opts)
{
	char *field = (char *)opts + o->offset;
	char name[64], list[256];
	int i;

	switch (o->kind) {
	case CLI_FLAG:
		*(int *)field = 1;
		return 0;
	case CLI_NUMBER:
		return set_number(e, o, arg, opts);
	case CLI_CHOICE:
		if ((i = word_index(o->values, arg)) < 0) {
			option_text(o, name, sizeof(name));
			cli_usage_error(e->name, _("%s needs %s, not '%s'"),
			    name, alternatives(o->values, list, sizeof(list)),
			    arg);
			return -1;
		}
		*(int *)field = i;
		return 0;
	case CLI_STRING:
		*(const char **)field = arg;
		return 0;
	case CLI_STRINGS: {
		struct cli_strings *l = (struct cli_strings *)field;

		if (l->n == CLI_STRINGS_MAX) {
			option_text(o, name, sizeof(name));
			cli_usage_error(e->name, _("%s given more than %d "
			    "times"), name, CLI_STRINGS_MAX);
			return -1;
		}
		l->v[l->n++] = arg;
		return 0;
	}
	}
	return -1;
}

/* Levenshtein distance, bounded to short words. */
static size_t
distance(const char *a, const char *b)
{
	size_t la = strlen(a), lb = strlen(b), i, j, d[64], prev, tmp;

	if (la >= 63 || lb >= 63)
		return (size_t)-1;
	for (j = 0; j <= lb; j++)
		d[j] = j;
	for (i = 1; i <= la; i++) {
		prev = d[0];
		d[0] = i;
		for (j = 1; j <= lb; j++) {
			tmp = d[j];
			d[j] = prev + (a[i - 1] != b[j - 1]);
			if (tmp + 1 < d[j])
				d[j] = tmp + 1;
			if (d[j - 1] + 1 < d[j])
				d[j] = d[j - 1] + 1;
			prev = tmp;
		}
	}
	return d[lb];
}

const char *
cli_nearest(const char *word, const char *const *words, size_t n)
{
	const char *best = NULL;
	size_t i, d, bestd = (size_t)-1, len = strlen(word);

	for (i = 0; i < n; i++) {
		d = distance(word, words[i]);
		if (d < bestd) {
			bestd = d;
			best = words[i];
		}
	}
	/* At most 2 edits, and fewer than half the word. */
	if (best == NULL || bestd > 2 || bestd * 2 >= len)
		return NULL;
	return best;
}

/* A long option that getopt_long did not accept: unknown or ambiguous. */
static void
bad_long_option(const struct cli_entry *e, const char *word)
{
	const char *names[64];
	char given[64], list[256];
	const char *nearest;
	size_t i, n = count_options(e), len, nmatch = 0;

	len = strcspn(word + 2, "=");
	snprintf(given, sizeof(given), "%.*s", (int)talat_utf8_prefix(word + 2,
	    len < 60 ? len : 60, (size_t)-1), word + 2);
	list[0] = '\0';
	for (i = 0; i < n && i < 63; i++) {
		names[i] = e->options[i].name;
		if (len > 0 && strncmp(names[i], given, len) == 0) {
			nmatch++;
			snprintf(list + strlen(list), sizeof(list) - strlen(list),
			    "%s--%s", list[0] ? ", " : "", names[i]);
		}
	}
	names[i++] = "help";
	if (nmatch > 1) {
		cli_usage_error(e->name, _("option '--%s' is ambiguous: %s"),
		    given, list);
		return;
	}
	if ((nearest = cli_nearest(given, names, i)) != NULL)
		cli_usage_error(e->name, _("unknown option '--%s'; did you mean "
		    "'--%s'?"), given, nearest);
	else
		cli_usage_error(e->name, _("unknown option '--%s'"), given);
}

static const struct cli_option *
by_short(const struct cli_entry *e, int c)
{
	size_t i, n = count_options(e);

	for (i = 0; i < n; i++)
		if (e->options[i].shortname == c)
			return &e->options[i];
	return NULL;
}

/* Reports what getopt_long refused ('?' or ':'). */
static void
refused(const struct cli_entry *e, int c, const char *word)
{
	const struct cli_option *o = NULL;
	char name[64];

	if (optopt >= 256)
		o = &e->options[optopt - 256];
	else if (optopt > 0)
		o = by_short(e, optopt);
	if (c == ':') {
		if (o != NULL)
			option_text(o, name, sizeof(name));
		else
			snprintf(name, sizeof(name), "-%c", optopt);
		cli_usage_error(e->name, _("option '%s' needs a value%s%s"),
		    name, o && o->arg ? " " : "", o && o->arg ? o->arg : "");
	} else if (optopt >= 256)
		cli_usage_error(e->name, _("option '--%s' takes no value (in "
		    "'%s')"), o->name, word);
	else if (optopt == HELP_VAL)
		cli_usage_error(e->name, _("option '--help' takes no value"));
	else if (optopt > 0)
		cli_usage_error(e->name, _("unknown option '-%c'"), optopt);
	else if (strncmp(word, "--", 2) == 0)
		bad_long_option(e, word);
	else
		cli_usage_error(e->name, _("unknown option '%s'"), word);
}

int
cli_parse(const struct cli_entry *e, int argc, char **argv, void *opts)
{
	size_t i, n = count_options(e);
	struct option *longopts;
	char *shorts, *s;
	int c, idx, rc = -1;

	if (e->size > 0)
		memcpy(opts, e->defaults, e->size);
	longopts = calloc(n + 2, sizeof(*longopts));
	shorts = malloc(3 * n + 4);
	if (longopts == NULL || shorts == NULL) {
		cli_nomem(e->name);
		goto out;
	}
	s = shorts;
	*s++ = ':';
	*s++ = 'h';
	for (i = 0; i < n; i++) {
		longopts[i].name = e->options[i].name;
		longopts[i].has_arg = e->options[i].arg ? required_argument :
		    no_argument;
		longopts[i].val = 256 + (int)i;
		if (e->options[i].shortname) {
			*s++ = (char)e->options[i].shortname;
			if (e->options[i].arg)
				*s++ = ':';
		}
	}
	*s = '\0';
	longopts[n].name = "help";
	longopts[n].val = HELP_VAL;
	optind = 1;
	opterr = 0;
	while ((c = getopt_long(argc, argv, shorts, longopts, &idx)) != -1) {
		const struct cli_option *o = NULL;

		if (c == '?' || c == ':') {
			refused(e, c, argv[optind - 1]);
			goto out;
		}
		if (c == 'h' || c == HELP_VAL) {
			cli_help(e, stdout);
			rc = 0;
			goto out;
		}
		o = c >= 256 ? &e->options[c - 256] : by_short(e, c);
		if (o == NULL || set_option(e, o, optarg, opts) < 0)
			goto out;
	}
	rc = optind;
out:
	free(longopts);
	free(shorts);
	return rc;
}

/* "  -x, --name ARG" or "      --name ARG", the left column of --help. */
static int
left_column(const struct cli_option *o, char *buf, size_t size)
{
	if (o->shortname)
		return snprintf(buf, size, "  -%c, --%s%s%s", o->shortname,
		    o->name, o->arg ? " " : "", o->arg ? o->arg : "");
	return snprintf(buf, size, "      --%s%s%s", o->name,
	    o->arg ? " " : "", o->arg ? o->arg : "");
}

/*
 * Is the word at s (up to a blank, a line break or end) only marks a
 * line must not start with: ":", ";", "!", "?", "»" (set off by a blank
 * in French), "=", "<", ">" (">= 1"), dashes ("-", "–", "—")?
 */
static int
mark_word(const char *s, const char *end)
{
	static const char *const wide[] = { "\xc2\xbb", "\xe2\x80\x93",
	    "\xe2\x80\x94" };
	const char *b = s;
	size_t i, k;

	while (s < end && *s != ' ' && *s != '\n') {
		if (*s != '\0' && strchr(":;!?=<>-", *s) != NULL) {
			s++;
			continue;
		}
		for (i = 0; i < sizeof(wide) / sizeof(wide[0]); i++) {
			k = strlen(wide[i]);
			if ((size_t)(end - s) >= k && !memcmp(s, wide[i], k))
				break;
		}
		if (i == sizeof(wide) / sizeof(wide[0]))
			return 0;
		s += k;
	}
	return s > b;
}

/* The bytes of the word at s: up to a blank or a line break (whole: a
 * line break), the marks after a blank (mark_word) and a word after
 * "« " kept with it. */
static size_t
word_length(const char *s, const char *end, int whole)
{
	size_t n = 0;

	for (;;) {
		while (s + n < end && s[n] != '\n' && (whole || s[n] != ' '))
			n++;
		if (s + n + 1 < end && s[n] == ' ' && mark_word(s + n + 1, end))
			n++;
		else if (n >= 2 && !memcmp(s + n - 2, "\xc2\xab", 2) &&
		    s + n + 1 < end && s[n] == ' ' && s[n + 1] != ' ')
			n++;
		else
			return n;
	}
}

void
cli_wrap(struct cli_wrap *w, const char *s, size_t len, int whole)
{
	const char *end = s + len;

	while (s < end) {
		size_t n, ww;

		if (*s == '\n' && w->soft) {
			/* A line break of prose: a blank. */
			if (w->blanks == 0)
				w->blanks = 1;
			for (s++; s < end && *s == ' '; s++)
				;
			continue;
		}
		if (*s == '\n') {
			putc('\n', w->out);
			w->col = 0;
			w->blanks = 0;
			w->fresh = 1;
			s++;
			continue;
		}
		if (*s == ' ') {
			w->blanks++;
			s++;
			continue;
		}
		n = word_length(s, end, whole);
		ww = cli_term_width(s, n);
		if (w->fresh) {
			/* A line's first word, after the indent and the
			 * line's own blanks. */
			fprintf(w->out, "%*s", (int)w->indent, "");
			w->col = w->indent;
		} else if (w->col + w->blanks + ww > CLI_HELP_COLUMNS) {
			fprintf(w->out, "\n%*s", (int)w->indent, "");
			w->col = w->indent;
			w->blanks = 0;
		}
		fprintf(w->out, "%*s%.*s", (int)w->blanks, "", (int)n, s);
		w->col += w->blanks + ww;
		w->blanks = 0;
		w->fresh = 0;
		s += n;
	}
}

void
cli_wrap_str(struct cli_wrap *w, const char *s)
{
	cli_wrap(w, s, strlen(s), 0);
}

void
cli_wrap_prose(struct cli_wrap *w, const char *s)
{
	w->soft = 1;
	cli_wrap(w, s, strlen(s), 0);
	w->soft = 0;
}

/* fmt, a message with one %s, with the prose arg in place of it,
 * wrapped. */
static void
wrap_fmt(struct cli_wrap *w, const char *fmt, const char *arg)
{
	const char *p = strstr(fmt, "%s");

	if (p == NULL) {
		cli_wrap_str(w, fmt);
		return;
	}
	cli_wrap(w, fmt, (size_t)(p - fmt), 0);
	cli_wrap_prose(w, arg);
	cli_wrap_str(w, p + 2);
}

void
cli_help(const struct cli_entry *e, FILE *out)
{
	static const struct cli_option help = { .name = "help",
	    .shortname = 'h', .help = N_("show this help and exit"),
	    .kind = CLI_FLAG };
	struct cli_wrap w = { .out = out, .fresh = 1 };
	size_t i, n = count_options(e);
	char left[128], word[160];
	int width = 0, c;

	/* TRANSLATORS: the command; its options and their metavariables
	 * (FILE, N, RULE...) follow, untranslated: the descriptions below
	 * name the metavariables as this line shows them. */
	wrap_fmt(&w, _("Usage: talat %s"), e->name);
	w.indent = w.col + 1;	/* the options under the first one */
	for (i = 0; i < n; i++) {
		snprintf(word, sizeof(word), " [--%s%s%s]", e->options[i].name,
		    e->options[i].arg ? " " : "",
		    e->options[i].arg ? e->options[i].arg : "");
		cli_wrap(&w, word, strlen(word), 1);
	}
	if (*e->synopsis) {
		cli_wrap_str(&w, " ");
		cli_wrap(&w, e->synopsis, strlen(e->synopsis), 1);
	}
	w.indent = 0;
	cli_wrap_str(&w, "\n");
	cli_wrap_prose(&w, _(e->summary));
	cli_wrap_str(&w, "\n");
	for (i = 0; i <= n; i++) {
		c = left_column(i < n ? &e->options[i] : &help, left,
		    sizeof(left));
		if (c > width)
			width = c;
	}
	width += 3;
	fputs(_("\nOptions:\n"), out);
	w.indent = (size_t)width;
	for (i = 0; i <= n; i++) {
		const struct cli_option *o = i < n ? &e->options[i] : &help;

		left_column(o, left, sizeof(left));
		w.col = (size_t)fprintf(out, "%-*s", width, left);
		w.fresh = 0;
		w.blanks = 0;
		cli_wrap_prose(&w, _(o->help));
		cli_wrap_str(&w, "\n");
	}
	w.indent = 0;
	wrap_fmt(&w, _("\nExit status: %s\n"), e->exit_status ?
	    _(e->exit_status) : _("0 fine, 1 a record has an error, 2 usage "
	    "or I/O failure."));
	if (e->man)
		fprintf(out, _("See %s.\n"), e->man);
	else
		fprintf(out, _("See talat-%s(1).\n"), e->name);
}
