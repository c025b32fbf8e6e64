/* SPDX-License-Identifier: ISC */
/* cmd_pair.c: talat pair: the next round of an event seated exactly
 * (doc/spec/event.md section 6; the solver is talat/pair.h) and written
 * into the event file. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"
#include "yaml_private.h"

struct pair_opts {
	unsigned long long round;
	struct cli_strings absent;
	unsigned long long time;
	int explain;
	int check;
};

static const struct pair_opts pair_defaults = { .round = 0, .time = 10 };

static const struct cli_option pair_options[] = {
	{ .name = "round", .arg = "N", .help = N_("seat round N (default: the "
	  "round after the last one)"), .kind = CLI_NUMBER, .min = 1,
	  .max = 1000000, .offset = offsetof(struct pair_opts, round) },
	{ .name = "absent", .arg = "NAME", .help = N_("leave NAME out of the "
	  "round, without a bye (repeatable)"), .kind = CLI_STRINGS,
	  .offset = offsetof(struct pair_opts, absent) },
	{ .name = "time", .arg = "SECONDS", .help = N_("search at most SECONDS "
	  "(default 10)"), .kind = CLI_NUMBER, .min = 1, .max = 86400,
	  .offset = offsetof(struct pair_opts, time) },
	{ .name = "explain", .help = N_("each criterion's figure and bound, "
	  "and the co-optimal seatings"), .kind = CLI_FLAG,
	  .offset = offsetof(struct pair_opts, explain) },
	{ .name = "check", .help = N_("judge the seating already written for "
	  "the round"), .kind = CLI_FLAG,
	  .offset = offsetof(struct pair_opts, check) },
	CLI_OPT_END
};

static const char colour_letter[] = "WBG";
static const char *const colour_tag[] = { "White", "Black", "Grey" };

struct ctx {
	const struct talat_event *ev;
	long round;
	long *seat;		/* seated index -> roster index */
	size_t n;
	struct talat_pair_player *pl;
	long *met;
	struct talat_pair_problem p;
};

/* The history of the rounds before c->round: every table as written
 * counts, whatever its rulings (its players sat together). */
static void
history(struct ctx *c, const long *index)
{
	size_t r, t;
	int a, b, k;

	for (r = 0; r < c->ev->nrounds; r++) {
		const struct talat_event_round *rd = &c->ev->rounds[r];

		if (rd->number >= c->round)
			continue;
		for (t = 0; t < rd->ntables; t++) {
			const struct talat_event_table *tb = &rd->tables[t];
			long s[TALAT_NCOLOURS];

			for (a = 0; a < TALAT_NCOLOURS; a++)
				s[a] = tb->player[a] >= 0 ? index[tb->player[a]]
				    : -1;
			for (a = 0; a < TALAT_NCOLOURS; a++) {
				if (s[a] < 0 || tb->zihin == a)
					continue;
				c->pl[s[a]].colour[a]++;
				if (tb->zihin >= 0)
					c->pl[s[a]].two++;
				for (b = a + 1; b < TALAT_NCOLOURS; b++)
					if (s[b] >= 0 && tb->zihin != b) {
						c->met[s[a] * (long)c->n + s[b]]++;
						c->met[s[b] * (long)c->n + s[a]]++;
					}
			}
			for (k = 0; k < tb->norder && k < TALAT_NCOLOURS; k++)
				if (tb->order[k] >= 0 && s[tb->order[k]] >= 0)
					c->pl[s[tb->order[k]]].place[k]++;
		}
	}
}

/* A name for YAML's flow style: plain when safe, else double-quoted. */
static void
yaml_name(FILE *f, const char *s)
{
	const char *q;
	int plain = *s != '\0' && !strchr("-?:,[]{}#&*!|>'\"%@` ", *s);

	for (q = s; *q && plain; q++)
		if (strchr(":,[]{}#\"\\", *q) || (unsigned char)*q < 0x20)
			plain = 0;
	if (plain && (!strcmp(s, "true") || !strcmp(s, "false") ||
	    !strcmp(s, "null") || !strcmp(s, "yes") || !strcmp(s, "no") ||
	    !strcmp(s, "~") || strspn(s, "0123456789.+-") == strlen(s)))
		plain = 0;
	if (plain) {
		fputs(s, f);
		return;
	}
	putc('"', f);
	for (q = s; *q; q++) {
		if (*q == '"' || *q == '\\')
			putc('\\', f);
		if ((unsigned char)*q < 0x20)
			fprintf(f, "\\x%02x", (unsigned char)*q);
		else
			putc(*q, f);
	}
	putc('"', f);
}

static const char *
name_of(const struct ctx *c, long seated)
{
	return c->ev->players[c->seat[seated]].name;
}

/* The entry link of a table (talat html --event, #new=). */
static void
link_of(FILE *f, const struct ctx *c, const struct talat_pair_table *t)
{
	const char *name[TALAT_NCOLOURS];
	int k;

	for (k = 0; k < TALAT_NCOLOURS; k++)
		name[k] = t->player[k] >= 0 ? name_of(c, t->player[k]) : NULL;
	cli_event_link(f, c->ev, c->round, name, t->zihin, t->order,
	    t->norder, "&");
}

/* One table, in words, on standard output. */
static void
print_table(const struct ctx *c, size_t i, const struct talat_pair_table *t)
{
	int k;
	char *copy;

	const char *sep = " ";

	printf(_("table %zu:"), i + 1);
	for (k = 0; k < TALAT_NCOLOURS; k++)
		if (t->player[k] >= 0) {
			printf("%s%c %s", sep, colour_letter[k],
			    cli_term(name_of(c, t->player[k]), &copy));
			free(copy);
			sep = ", ";
		}
	if (t->zihin >= 0)
		printf(_("; Zihin %c"), colour_letter[t->zihin]);
	printf(_("; Order"));
	for (k = 0; k < t->norder; k++)
		printf(" %c", colour_letter[t->order[k]]);
	putchar('\n');
}

/* The new round as YAML, items indented by `ind`. */
static void
round_yaml(FILE *f, const struct ctx *c, const struct talat_pair_seating *s,
    int ind)
{
	size_t i;
	int k;

	fprintf(f, "%*s- round: %ld\n", ind, "", c->round);
	if (s->ntables > 0)
		fprintf(f, "%*s  tables:\n", ind, "");
	for (i = 0; i < s->ntables; i++) {
		const struct talat_pair_table *t = &s->tables[i];

		fprintf(f, "%*s    # ", ind, "");
		link_of(f, c, t);
		fprintf(f, "\n%*s    - {table: %zu", ind, "", i + 1);
		for (k = 0; k < TALAT_NCOLOURS; k++)
			if (t->player[k] >= 0) {
				fprintf(f, ", %s: ", colour_tag[k]);
				yaml_name(f, name_of(c, t->player[k]));
			}
		if (t->zihin >= 0)
			fprintf(f, ", Zihin: %c", colour_letter[t->zihin]);
		fputs(", Order:", f);
		for (k = 0; k < t->norder; k++)
			fprintf(f, " %c", colour_letter[t->order[k]]);
		fputs("}\n", f);
	}
	if (s->bye >= 0) {
		fprintf(f, "%*s  byes: [", ind, "");
		yaml_name(f, name_of(c, s->bye));
		fputs("]\n", f);
	}
}

/* The whole file at path, NUL-terminated, its length in *len; NULL with
 * errno set when it could not be read. */
static char *
slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *buf = NULL;
	size_t cap = 0, n = 0, k;
	int e;

	if (!f)
		return NULL;
	for (;;) {
		if (tl_grow(&buf, &cap, n + 4096 + 1, 1, 8192) < 0) {
			free(buf);
			fclose(f);
			errno = ENOMEM;
			return NULL;
		}
		k = fread(buf + n, 1, 4096, f);
		n += k;
		if (k < 4096)
			break;
	}
	if (ferror(f)) {
		e = errno;
		free(buf);
		fclose(f);
		errno = e ? e : EIO;
		return NULL;
	}
	fclose(f);
	buf[n] = '\0';
	*len = n;
	return buf;
}

/*
 * A scanner of YAML's flow style, enough to lay out `rounds: [ ... ]` in
 * block style: quoted scalars (a quote that begins a scalar), plain
 * scalars (where `[]{},` end them), comments (`#` after white space).
 */
struct flow {
	const char *p, *end;
	int depth;
	int at_start;		/* before a scalar: a quote would begin one */
	const char *first, *last;	/* flow_next: what it went over,
					   comments and white space around
					   left out (NULL: nothing) */
};

/* Past the quoted scalar at f->p (its quote); 0, or -1 if unterminated. */
static int
flow_quoted(struct flow *f)
{
	char q = *f->p++;

	for (; f->p < f->end; f->p++)
		if (q == '"' && *f->p == '\\' && f->p + 1 < f->end)
			f->p++;
		else if (*f->p == q) {
			if (q == '\'' && f->p + 1 < f->end && f->p[1] == '\'')
				f->p++;
			else {
				f->p++;
				return 0;
			}
		}
	return -1;
}

/* Is the `:` at p, in b..e, the indicator of a value? */
static int
flow_colon(const char *p, const char *b, const char *e)
{
	return *p == ':' && (p + 1 == e || strchr(" \t\r\n,[]{}", p[1]) ||
	    (p > b && (p[-1] == '"' || p[-1] == '\'')));
}

/* Does the `#` at p, in b..e, begin a comment? */
static int
flow_comment(const char *p, const char *b)
{
	return *p == '#' && (p == b || strchr(" \t\r\n", p[-1]));
}

/*
 * The next structural character at depth <= stop (a `,`, a value's `:`
 * when colon is set, or the `]` or `}` closing depth stop), f->p at it;
 * each comment on the way given to note (start and end of its text)
 * when not NULL. -1 when the text ends first or a quote is unclosed.
 */
static int
flow_next(struct flow *f, int stop, int colon,
    void (*note)(void *, const char *, const char *), void *arg)
{
	const char *b = f->p;

	f->first = f->last = NULL;
	while (f->p < f->end) {
		char ch = *f->p;

		if (!flow_comment(f->p, b) && !strchr(" \t\r\n", ch)) {
			if ((ch == ']' || ch == '}' || ch == ',' ||
			    (colon && flow_colon(f->p, b, f->end))) &&
			    f->depth <= stop)
				return 0;
			if (!f->first)
				f->first = f->p;
			f->last = f->p + 1;
		}
		if (flow_comment(f->p, b)) {
			const char *c = f->p;

			while (f->p < f->end && *f->p != '\n')
				f->p++;
			if (note)
				note(arg, c, f->p);
			continue;
		}
		if (strchr(" \t\r\n", ch)) {
			f->p++;
			continue;
		}
		if ((ch == '"' || ch == '\'') && f->at_start) {
			if (flow_quoted(f) < 0)
				return -1;
			f->last = f->p;
			f->at_start = 0;
			continue;
		}
		if (ch == '[' || ch == '{') {
			f->depth++;
			f->at_start = 1;
			f->p++;
			continue;
		}
		if (ch == ']' || ch == '}' || ch == ',') {
			if (ch != ',')
				f->depth--;
			f->at_start = ch == ',';
			f->p++;
			continue;
		}
		if (flow_colon(f->p, b, f->end)) {
			f->at_start = 1;
			f->p++;
			continue;
		}
		f->at_start = 0;
		f->p++;
	}
	return -1;
}

/* Text b..e of a flow node on one line: comments left out, each run of
 * white space outside quotes one blank; a quoted scalar's line breaks
 * kept (it folds them), its next lines indented by ind. */
static void
flow_flat(FILE *out, const char *b, const char *e, int ind)
{
	struct flow f = { .p = b, .end = e, .at_start = 1 };
	int blank = 0, wrote = 0;

	while (f.p < e) {
		char ch = *f.p;

		if (flow_comment(f.p, b)) {
			f.p += strcspn(f.p, "\n");
			if (f.p > e)
				f.p = e;
			continue;
		}
		if (strchr(" \t\r\n", ch)) {
			blank = 1;
			f.p++;
			continue;
		}
		if (blank && wrote)
			putc(' ', out);
		blank = 0;
		wrote = 1;
		if ((ch == '"' || ch == '\'') && f.at_start) {
			const char *q = f.p;

			if (flow_quoted(&f) < 0)
				f.p = e;
			for (; q < f.p; q++) {
				if (*q != '\n') {
					putc(*q, out);
					continue;
				}
				fprintf(out, "\n%*s", ind, "");
				while (q + 1 < f.p && (q[1] == ' ' ||
				    q[1] == '\t'))
					q++;
			}
			f.at_start = 0;
			continue;
		}
		f.at_start = strchr("[{,", ch) != NULL || flow_colon(f.p, b, e);
		putc(ch, out);
		f.p++;
	}
}

/* The comments of the flow list, held until the round they are in or
 * before is written. */
struct notes {
	int ind;
	size_t n, nheld, cap;
	const char **held;	/* start and end of each */
	int nomem;
};

static void
note_comment(void *arg, const char *b, const char *e)
{
	struct notes *ns = arg;

	if (tl_grow(&ns->held, &ns->cap, ns->nheld + 2, sizeof(*ns->held),
	    16) < 0) {
		ns->nomem = 1;
		return;
	}
	ns->held[ns->nheld++] = b;
	ns->held[ns->nheld++] = e;
	ns->n++;
}

/* The comments held so far, written into out a line each. */
static void
notes_flush(struct notes *ns, FILE *out)
{
	size_t i;

	for (i = 0; i < ns->nheld; i += 2) {
		const char *b = ns->held[i], *e = ns->held[i + 1];

		while (e > b && strchr(" \t\r", e[-1]))
			e--;
		fprintf(out, "%*s", ns->ind, "");
		fwrite(b, 1, (size_t)(e - b), out);
		putc('\n', out);
	}
	ns->nheld = 0;
}

/* Is the key b..e (plain or quoted) `tables`? */
static int
is_tables(const char *b, const char *e)
{
	if (e - b == 8 && (*b == '"' || *b == '\'') && e[-1] == *b)
		b++, e--;
	return e - b == 6 && !strncmp(b, "tables", 6);
}

/*
 * One round of the flow list, b..e (a flow mapping), in block style as
 * pair writes a round: `- key: value` a line, the tables a line each,
 * items indented by ind. -1 when it is not a mapping read here.
 */
static int
block_round(FILE *out, const char *b, const char *e, int ind)
{
	struct flow f = { .p = b + 1, .end = e - 1, .at_start = 1 };
	int first = 1, last = 0;

	if (e - b < 2 || *b != '{' || e[-1] != '}')
		return -1;
	while (!last) {
		const char *kb, *ke, *vb, *ve;

		if (flow_next(&f, 0, 1, NULL, NULL) < 0) {
			f.p = f.end;
			last = 1;
		}
		kb = f.first;
		ke = f.last;
		vb = ve = NULL;
		if (!last && *f.p == ':') {
			f.p++;
			f.at_start = 1;
			if (flow_next(&f, 0, 0, NULL, NULL) < 0) {
				f.p = f.end;
				last = 1;
			}
			vb = f.first;
			ve = f.last;
		}
		if (kb) {
			fprintf(out, "%*s%s", first ? ind : ind + 2, "",
			    first ? "- " : "");
			flow_flat(out, kb, ke, ind + 6);
			putc(':', out);
			first = 0;
			if (vb && *vb == '[' && ve[-1] == ']' &&
			    is_tables(kb, ke)) {
				/* The tables, one a line. */
				struct flow t = { .p = vb + 1, .end = ve,
				    .at_start = 1 };

				putc('\n', out);
				for (;;) {
					if (flow_next(&t, 0, 0, NULL, NULL) < 0)
						return -1;
					if (t.first) {
						fprintf(out, "%*s- ", ind + 4,
						    "");
						flow_flat(out, t.first, t.last,
						    ind + 8);
						putc('\n', out);
					}
					if (*t.p == ']')
						break;
					t.p++;
					t.at_start = 1;
				}
			} else {
				if (vb) {
					putc(' ', out);
					flow_flat(out, vb, ve, ind + 6);
				}
				putc('\n', out);
			}
		} else if (vb)
			return -1;	/* a value without its key */
		if (!last) {
			if (*f.p != ',')
				return -1;
			f.p++;
			f.at_start = 1;
		}
	}
	if (first)
		fprintf(out, "%*s- {}\n", ind, "");
	return 0;
}

/*
 * `rounds: [ ... ]` at key (flow style) laid out in block style, each
 * round as pair writes one, its comments on lines of their own before
 * the round they were in, and the round s after them: the whole text
 * into out. 0, -1 when the list is not one read here, -2 when memory
 * ran out; *comments: the comments moved, *kept: the bytes at the end
 * of the text written as they were.
 */
static int
flow_rounds(FILE *out, const char *text, const char *end, const char *key,
    const struct ctx *c, const struct talat_pair_seating *s,
    size_t *comments, size_t *kept)
{
	struct flow f = { .p = key + 7, .end = end, .at_start = 1 };
	struct notes ns = { .ind = 2 };
	const char *rest;
	int r = -1;

	*comments = 0;
	*kept = 0;
	/* Up to the `[`: comments only. */
	for (;;) {
		f.p += strspn(f.p, " \t\r\n");
		if (f.p < end && *f.p == '#') {
			const char *b = f.p;

			f.p += strcspn(f.p, "\n");
			note_comment(&ns, b, f.p);
			continue;
		}
		break;
	}
	if (f.p >= end || *f.p != '[')
		goto done;
	f.p++;
	fwrite(text, 1, (size_t)(key - text), out);
	fputs("rounds:\n", out);
	for (;;) {
		const char *ib, *ie, *q;
		int close;

		if (flow_next(&f, 0, 0, note_comment, &ns) < 0)
			goto done;
		ib = f.first;
		ie = f.last;
		close = *f.p++ == ']';
		/* A comment after the round's comma, on its line: its. */
		q = f.p + strspn(f.p, " \t");
		if (!close && q > f.p && *q == '#') {
			f.p = q + strcspn(q, "\n");
			note_comment(&ns, q, f.p);
		}
		if (ib) {
			notes_flush(&ns, out);
			if (block_round(out, ib, ie, 2) < 0)
				goto done;
		}
		if (close)
			break;
		f.at_start = 1;
	}
	/* After the `]`: a comment at most, to the end of its line. */
	rest = f.p;
	rest += strspn(rest, " \t\r");
	if (rest < end && *rest == '#') {
		const char *b = rest;

		rest += strcspn(rest, "\n");
		note_comment(&ns, b, rest);
	}
	if (rest < end && *rest != '\n')
		goto done;
	notes_flush(&ns, out);
	round_yaml(out, c, s, 2);
	if (rest < end) {
		*kept = (size_t)(end - rest - 1);
		fwrite(rest + 1, 1, *kept, out);
	}
	r = 0;
done:
	*comments = ns.n;
	free(ns.held);
	return ns.nomem ? -2 : r;
}

/* Closes the memory stream f of the text *out: 0, or -1 when a write
 * failed (a memory stream's only failure: memory ran out), *out freed.
 * (glibc's fclose returns 0 when the realloc that cuts the text to size
 * fails, leaving *out NULL.) */
static int
close_text(FILE *f, char **out)
{
	int bad = ferror(f);

	if (fclose(f) != 0 || bad || *out == NULL) {
		free(*out);
		*out = NULL;
		return -1;
	}
	return 0;
}

/*
 * In a file whose lines end in CR LF, the lines pair wrote end so too:
 * a CR put before each LF without one in the bytes of the text *out
 * (*olen long) from `from` to *olen - kept, the rest as it was. 0, or
 * -1 when memory ran out (*out freed).
 */
static int
crlf_lines(char **out, size_t *olen, size_t from, size_t kept)
{
	const char *s = *out;
	size_t to = *olen - kept, n = 0, i, j;
	char *t;

	for (i = from; i < to; i++)
		if (s[i] == '\n' && (i == 0 || s[i - 1] != '\r'))
			n++;
	if (n == 0)
		return 0;
	if ((t = malloc(*olen + n + 1)) == NULL) {
		free(*out);
		*out = NULL;
		return -1;
	}
	memcpy(t, s, from);
	for (i = j = from; i < to; i++) {
		if (s[i] == '\n' && (i == 0 || s[i - 1] != '\r'))
			t[j++] = '\r';
		t[j++] = s[i];
	}
	memcpy(t + j, s + to, kept + 1);	/* with its NUL */
	free(*out);
	*out = t;
	*olen += n;
	return 0;
}

/*
 * The event file's text with the round added at the end of its block
 * sequence `rounds:` (comments and everything else kept as written), or
 * a new `rounds:` at the end; a `rounds` written in flow style is laid
 * out in block style (*flow set, *comments: the comments it moved).
 * The lines written end as the file's first line does (LF or CR LF).
 * 0 with the text in *out; 1 when the file's `rounds` is not one this
 * can extend, -1 when memory ran out.
 */
static int
insert_round(const char *text, size_t len, const struct ctx *c,
    const struct talat_pair_seating *s, char **out, int *flow,
    size_t *comments)
{
	const char *p = text, *key = NULL, *end = text + len, *at;
	const char *eol = memchr(text, '\n', len);
	int ind = 2, found_item = 0;
	int crlf = eol != NULL && eol > text && eol[-1] == '\r';
	size_t olen = 0, kept;
	FILE *f;

	*out = NULL;
	*flow = 0;
	*comments = 0;
	for (p = text; p < end; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : end)
		if (!strncmp(p, "rounds:", 7)) {
			key = p;
			break;
		}
	if (key) {
		const char *rest = key + 7;

		rest += strspn(rest, " \t\r\n");
		while (*rest == '#') {
			rest += strcspn(rest, "\n");
			rest += strspn(rest, " \t\r\n");
		}
		if (*rest == '[') {
			int r;

			if ((f = open_memstream(out, &olen)) == NULL)
				return -1;
			*flow = 1;
			r = flow_rounds(f, text, end, key, c, s, comments,
			    &kept);
			if (close_text(f, out) < 0 || r == -2)
				r = -1;
			else if (r < 0)
				r = 1;
			else if (crlf && crlf_lines(out, &olen,
			    (size_t)(key - text), kept) < 0)
				return -1;
			if (r != 0) {
				free(*out);
				*out = NULL;
			}
			return r;
		}
		rest = key + 7;
		rest += strspn(rest, " \t");
		if (*rest != '\n' && *rest != '#' && *rest != '\r' &&
		    *rest != '\0')
			return 1;	/* another value: not extended */
		/* The block: lines indented, blank, comments or items. */
		at = strchr(key, '\n') ? strchr(key, '\n') + 1 : end;
		for (p = at; p < end;) {
			const char *nl = strchr(p, '\n');
			const char *next = nl ? nl + 1 : end;
			size_t sp = strspn(p, " ");

			if (p[sp] == '\n' || p[sp] == '\r' || p[sp] == '\0' ||
			    p[sp] == '#') {
				p = next;
				continue;
			}
			if (sp == 0 && *p != '-')
				break;
			if (p[sp] == '-' && !found_item) {
				ind = (int)sp;
				found_item = 1;
			}
			at = next;
			p = next;
		}
	} else
		at = end;
	if ((f = open_memstream(out, &olen)) == NULL)
		return -1;
	fwrite(text, 1, (size_t)(at - text), f);
	if (at > text && at[-1] != '\n')
		putc('\n', f);
	if (!key)
		fputs("rounds:\n", f);
	round_yaml(f, c, s, ind);
	fwrite(at, 1, (size_t)(end - at), f);
	if (close_text(f, out) < 0)
		return -1;
	return crlf ? crlf_lines(out, &olen, (size_t)(at - text),
	    (size_t)(end - at)) : 0;
}

/* The comments in text from *pos to b (bytes outside every node): one
 * for each `#` there, counted once up to its line's end; *pos moved. */
static size_t
count_comments(const char *text, size_t *pos, size_t b)
{
	size_t n = 0, i;

	for (i = *pos; i < b; i++)
		if (text[i] == '#') {
			n++;
			while (i + 1 < b && text[i + 1] != '\n')
				i++;
		}
	if (b > *pos)
		*pos = b;
	return n;
}

/* The event ev in canonical style: a collection in block style, a
 * quoted key (key set) without a tag that reads back as itself plain
 * made plain. */
static void
canonical_style(yaml_event_t *ev, int key)
{
	if (ev->type == YAML_MAPPING_START_EVENT)
		ev->data.mapping_start.style = YAML_BLOCK_MAPPING_STYLE;
	else if (ev->type == YAML_SEQUENCE_START_EVENT)
		ev->data.sequence_start.style = YAML_BLOCK_SEQUENCE_STYLE;
	else if (ev->type == YAML_SCALAR_EVENT && key &&
	    ev->data.scalar.tag == NULL &&
	    ev->data.scalar.style != YAML_PLAIN_SCALAR_STYLE &&
	    ev->data.scalar.quoted_implicit &&
	    !yml_must_quote((const char *)ev->data.scalar.value,
	    ev->data.scalar.length)) {
		ev->data.scalar.style = YAML_PLAIN_SCALAR_STYLE;
		ev->data.scalar.plain_implicit = 1;
	}
}

/*
 * The event file's text rewritten canonically (into *out): read by
 * libyaml and emitted again event by event, every mapping and sequence in
 * block style (libyaml keeps an empty one as {} or []), a quoted key
 * without a tag that reads back as itself plain written plain, every
 * other scalar with its value, tag and style. Comments cannot be carried
 * over: *dropped says how many there were. 0; 1 when libyaml cannot
 * read the text or emit it so; -1 when memory ran out.
 */
static int
canonical(const char *text, size_t len, char **out, size_t *dropped)
{
	yaml_parser_t p;
	yaml_event_t ev;
	struct yml_out o;
	struct talat_yaml_error err;
	size_t olen = 0, pos = 0, count[64];
	int depth = 0, r = 1, done = 0;
	unsigned char ismap[64];
	FILE *f;

	*out = NULL;
	*dropped = 0;
	if (!yaml_parser_initialize(&p))
		return -1;
	yaml_parser_set_input_string(&p, (const unsigned char *)text, len);
	if ((f = open_memstream(out, &olen)) == NULL) {
		yaml_parser_delete(&p);
		return -1;
	}
	if (yml_out_file(&o, f, &err) < 0) {
		if (err.kind == TALAT_YAML_NOMEM)
			r = -1;
		goto fail;
	}
	while (!done) {
		int key;

		if (!yaml_parser_parse(&p, &ev)) {
			if (p.error == YAML_MEMORY_ERROR)
				r = -1;
			goto fail;
		}
		*dropped += count_comments(text, &pos, ev.start_mark.index);
		if (ev.end_mark.index > pos)
			pos = ev.end_mark.index;
		key = depth > 0 && ismap[depth - 1] && count[depth - 1] % 2 == 0;
		if (ev.type == YAML_STREAM_START_EVENT ||	/* yml_out's */
		    ev.type == YAML_STREAM_END_EVENT) {
			done = ev.type == YAML_STREAM_END_EVENT;
			yaml_event_delete(&ev);
			continue;
		}
		canonical_style(&ev, key);
		if (ev.type == YAML_MAPPING_END_EVENT ||
		    ev.type == YAML_SEQUENCE_END_EVENT)
			depth--;
		else if (depth > 0 && ev.type != YAML_DOCUMENT_START_EVENT &&
		    ev.type != YAML_DOCUMENT_END_EVENT)
			count[depth - 1]++;
		if (ev.type == YAML_MAPPING_START_EVENT ||
		    ev.type == YAML_SEQUENCE_START_EVENT) {
			if (depth == 64) {
				yaml_event_delete(&ev);
				goto fail;
			}
			ismap[depth] = ev.type == YAML_MAPPING_START_EVENT;
			count[depth++] = 0;
		}
		if (yml_emit(&o, &ev) < 0) {
			if (err.kind == TALAT_YAML_NOMEM)
				r = -1;
			goto fail;
		}
	}
	*dropped += count_comments(text, &pos, len);
	if (yml_out_close(&o) < 0) {
		if (err.kind == TALAT_YAML_NOMEM)
			r = -1;
		goto fail;
	}
	r = 0;
fail:
	yml_out_free(&o);
	yaml_parser_delete(&p);
	if (close_text(f, out) < 0)
		return -1;
	if (r != 0) {
		free(*out);
		*out = NULL;
	}
	return r;
}

/* Is the round of ev2 numbered c->round the seating s? */
static int
same_round(const struct ctx *c, const struct talat_event *ev2,
    const struct talat_pair_seating *s)
{
	const struct talat_event_round *r = talat_event_round(ev2, c->round);
	size_t i;
	int k;

	if (!r || ev2->nerrors > c->ev->nerrors || r->ntables != s->ntables ||
	    ev2->nrounds != c->ev->nrounds + 1 ||
	    ev2->nplayers != c->ev->nplayers)
		return 0;
	for (i = 0; i < s->ntables; i++) {
		const struct talat_pair_table *t = &s->tables[i];

		for (k = 0; k < TALAT_NCOLOURS; k++)
			if (r->tables[i].player[k] !=
			    (t->player[k] >= 0 ? c->seat[t->player[k]] : -1))
				return 0;
		for (k = 0; k < t->norder; k++)
			if (r->tables[i].order[k] != t->order[k])
				return 0;
	}
	return s->bye < 0 || (r->nbyes == 1 &&
	    r->byes[0].player == c->seat[s->bye]);
}

/* Are the rounds of c->ev the first rounds of ev2, the same tables? */
static int
same_rounds(const struct ctx *c, const struct talat_event *ev2)
{
	size_t r, i;
	int k;

	if (ev2->nrounds < c->ev->nrounds)
		return 0;
	for (r = 0; r < c->ev->nrounds; r++) {
		const struct talat_event_round *a = &c->ev->rounds[r],
		    *b = &ev2->rounds[r];

		if (a->number != b->number || a->ntables != b->ntables ||
		    a->nbyes != b->nbyes)
			return 0;
		for (i = 0; i < a->nbyes; i++)
			if (a->byes[i].player != b->byes[i].player)
				return 0;
		for (i = 0; i < a->ntables; i++) {
			const struct talat_event_table *x = &a->tables[i],
			    *y = &b->tables[i];

			if (x->number != y->number || x->zihin != y->zihin ||
			    x->norder != y->norder || x->games != y->games ||
			    x->order_given != y->order_given)
				return 0;
			for (k = 0; k < TALAT_NCOLOURS; k++)
				if (x->player[k] != y->player[k] ||
				    x->order[k] != y->order[k])
					return 0;
		}
	}
	return 1;
}

/*
 * The text with the round added (insert_round) and read back: the new
 * round is the seating s, the earlier rounds and the players as they
 * were. 0 with the text in *out; 1 when it could not be added so, -1
 * when memory ran out.
 */
static int
add_round(const char *text, size_t len, const char *file,
    const struct ctx *c, const struct talat_pair_seating *s, char **out,
    int *flow, size_t *comments)
{
	struct talat_event ev2;
	int r = insert_round(text, len, c, s, out, flow, comments);

	if (r != 0)
		return r;
	talat_event_init(&ev2);
	if (talat_event_parse(&ev2, *out, strlen(*out), file) < 0)
		r = -1;
	else if (!same_round(c, &ev2, s) || !same_rounds(c, &ev2))
		r = 1;
	talat_event_free(&ev2);
	if (r != 0) {
		free(*out);
		*out = NULL;
	}
	return r;
}

/* Writes the round into the event file (in place: a temporary file
 * renamed over it, its mode and owner kept, a link followed); a file the
 * round cannot be added to as written is rewritten canonically first
 * (every mapping and list in block style, comments dropped) and that
 * said. 0, or an exit status. */
static int
write_round(const char *cmd, const char *file, const struct ctx *c,
    const struct talat_pair_seating *s)
{
	struct cli_output o;
	size_t len, clen, comments, dropped = 0;
	char *text, *canon = NULL, *out;
	int ok, flow, rewritten = 0;

	if (cli_output_open(&o, cmd, file, CLI_OUTPUT_IN_PLACE) < 0)
		return EXIT_USAGE;
	if ((text = slurp(file, &len)) == NULL) {
		cli_error_errno(cmd, file);
		cli_output_close(&o, cmd, 0);
		return EXIT_USAGE;
	}
	ok = add_round(text, len, file, c, s, &out, &flow, &comments);
	if (ok == 1) {
		ok = canonical(text, len, &canon, &dropped);
		if (ok == 0) {
			clen = strlen(canon);
			ok = add_round(canon, clen, file, c, s, &out, &flow,
			    &comments);
			rewritten = 1;
		}
		free(canon);
	}
	free(text);
	if (ok < 0) {
		cli_output_close(&o, cmd, 0);
		return cli_nomem(cmd);
	}
	if (ok != 0) {
		cli_output_close(&o, cmd, 0);
		cli_error(cmd, _("%s: the round could not be added, the file "
		    "is unchanged; talat pair adds a round to a list "
		    "`rounds:` (`rounds: []` before the first round): make "
		    "`rounds` a list and run it again, or write the seating "
		    "printed into the file by hand and judge it with --check"),
		    file);
		return EXIT_USAGE;
	}
	fputs(out, o.fp);
	free(out);
	if (cli_output_close(&o, cmd, 1) < 0)
		return EXIT_USAGE;
	if (rewritten) {
		cli_error(cmd, _("%s: the file as written cannot take the round: "
		    "rewritten canonically, every mapping and list in block "
		    "style, the values as they were"), file);
		if (dropped > 0)
			cli_error(cmd, P_("%s: %zu comment could not be kept: "
			    "dropped", "%s: %zu comments could not be kept: "
			    "dropped", dropped), file, dropped);
	} else if (flow) {
		cli_error(cmd, _("%s: its rounds were written in flow style "
		    "([...]): rewritten in block style, a round's keys and "
		    "tables a line each"), file);
		if (comments > 0)
			cli_error(cmd, P_("%s: %zu comment inside them is now on "
			    "a line of its own, before its round",
			    "%s: %zu comments inside them are now on lines of "
			    "their own, before their rounds", comments), file,
			    comments);
	}
	if (rewritten)
		printf(_("%s: round %ld added; the rest of the file means "
		    "what it did\n"), file, c->round);
	else
		printf(_("%s: round %ld added; the rest of the file is as it "
		    "was\n"), file, c->round);
	return EXIT_OK;
}

static const char *const crit_names[TALAT_PAIR_CRITERIA] = {
	N_("repeat meetings"), N_("two-player tables"),
	N_("standings spread"), N_("turn order and colour")
};

static int
explain(const struct ctx *c, const struct talat_pair_result *r)
{
	static const struct cli_column cols[4] = {
		/* TRANSLATORS: the headings of talat pair --explain. */
		{ N_("criterion"), 9, CLI_LEFT }, { N_("figure"), 6, CLI_RIGHT },
		{ N_("bound"), 5, CLI_RIGHT }, { N_("first bound"), 5, CLI_RIGHT }
	};
	struct cli_table t;
	size_t i, j;
	int k;

	cli_table_init(&t, cols, 4, "");
	for (k = 0; k < TALAT_PAIR_CRITERIA; k++)
		if (cli_table_cell(&t, "%s", _(crit_names[k])) < 0 ||
		    cli_table_cell(&t, "%ld", r->seating.criteria[k]) < 0 ||
		    cli_table_cell(&t, "%ld", r->bound[k]) < 0 ||
		    cli_table_cell(&t, "%ld", r->first_bound[k]) < 0) {
			cli_table_free(&t);
			return -1;
		}
	cli_table_print(&t, stdout);
	cli_table_free(&t);
	if (r->proven)
		printf(_("proven optimal: the search went through every seating "
		    "(%llu nodes)\n"), r->nodes);
	else {
		char secs[32];

		/* The seconds with the reader's decimal separator. */
		tl_hundredths((long)(r->seconds * 100 + 0.5), secs);
		printf(_("not proven optimal: the best seating found in %s s "
		    "(%llu nodes); no seating is below the bound\n"),
		    secs, r->nodes);
	}
	for (i = 0; i < r->nalternatives; i++) {
		printf(_("co-optimal seating %zu:\n"), i + 2);
		for (j = 0; j < r->alternatives[i].ntables; j++) {
			fputs("  ", stdout);
			print_table(c, j, &r->alternatives[i].tables[j]);
		}
	}
	return 0;
}

static int
lexcmp(const long *a, const long *b)
{
	int k;

	for (k = 0; k < TALAT_PAIR_CRITERIA; k++)
		if (a[k] != b[k])
			return a[k] < b[k] ? -1 : 1;
	return 0;
}

/* --check: the seating written for the round against the best. */
static int
check_round(const struct ctx *c, const struct talat_event_round *rd,
    const long *index, const struct talat_pair_result *r)
{
	struct talat_pair_table *tabs;
	long crit[TALAT_PAIR_CRITERIA], tc[TALAT_PAIR_CRITERIA];
	size_t i, n2 = 0, seen = 0;
	int k, bad = 0, cmp;
	long *count = calloc(c->n + 1, sizeof *count);

	tabs = calloc(rd->ntables + 1, sizeof *tabs);
	if (!tabs || !count) {
		free(tabs);
		free(count);
		return -1;
	}
	for (i = 0; i < rd->ntables; i++) {
		const struct talat_event_table *tb = &rd->tables[i];

		tabs[i].size = tb->zihin >= 0 ? 2 : 3;
		tabs[i].zihin = tb->zihin;
		tabs[i].norder = tb->norder;
		n2 += tb->zihin >= 0;
		for (k = 0; k < TALAT_NCOLOURS; k++) {
			long a = tb->player[k] >= 0 ? index[tb->player[k]] : -1;

			tabs[i].player[k] = tb->zihin == k ? -1 : a;
			tabs[i].order[k] = tb->order[k];
			if (tb->zihin != k && a < 0) {
				printf(_("table %ld: a player who is not to be "
				    "seated\n"), tb->number);
				bad = 1;
			} else if (a >= 0 && count[a]++ == 0)
				seen++;
		}
	}
	if (seen != c->n || n2 != (3 - c->n % 3) % 3 * (c->n > 1)) {
		printf(_("the round does not seat every player once at the "
		    "tables section 6 asks for\n"));
		bad = 1;
	}
	if (!bad && talat_pair_criteria(&c->p, tabs, rd->ntables, crit) == 0) {
		printf(_("written:"));
		for (k = 0; k < TALAT_PAIR_CRITERIA; k++)
			printf(" %ld", crit[k]);
		printf(_("; best:"));
		for (k = 0; k < TALAT_PAIR_CRITERIA; k++)
			printf(" %ld", r->seating.criteria[k]);
		putchar('\n');
		cmp = lexcmp(crit, r->seating.criteria);
		for (k = 0; k < TALAT_PAIR_CRITERIA; k++)
			if (crit[k] != r->seating.criteria[k])
				break;
		if (cmp > 0) {
			printf(_("not optimal: %s is %ld where %ld can be "
			    "reached\n"), _(crit_names[k]), crit[k],
			    r->seating.criteria[k]);
			bad = 1;
		} else if (cmp < 0)
			printf(_("better than the best seating found, which was "
			    "not proven optimal\n"));
		for (i = 0; i < rd->ntables; i++) {
			long m[3];
			int sz = 0;
			struct talat_pair_table best;

			for (k = 0; k < TALAT_NCOLOURS; k++)
				if (tabs[i].player[k] >= 0)
					m[sz++] = tabs[i].player[k];
			if (talat_pair_criteria(&c->p, &tabs[i], 1, tc) == 0 &&
			    talat_pair_table_best(&c->p, m, sz, &best, crit) == 0
			    && tc[3] > crit[3])
				printf(_("table %ld: its colours and Order give "
				    "%ld on turn order and colour where %ld can "
				    "be reached\n"), rd->tables[i].number, tc[3],
				    crit[3]);
		}
		if (!bad)
			printf(r->proven ? _("optimal\n") :
			    _("as good as the best seating found\n"));
	}
	free(tabs);
	free(count);
	return bad;
}

/* The seating of the round, with each table's entry link. */
static void
print_seating(const struct ctx *cc, const struct talat_pair_result *rr)
{
	size_t i;

	printf(P_("round %ld: %zu player, ", "round %ld: %zu players, ",
	    cc->n), cc->round, cc->n);
	if (rr->proven)
		printf(_("proven optimal\n"));
	else {
		char fig[4 * 24], bound[4 * 24];

		/* The gap: criteria 1-4 of the seating and the bound. */
		snprintf(fig, sizeof fig, "%ld %ld %ld %ld",
		    rr->seating.criteria[0], rr->seating.criteria[1],
		    rr->seating.criteria[2], rr->seating.criteria[3]);
		snprintf(bound, sizeof bound, "%ld %ld %ld %ld", rr->bound[0],
		    rr->bound[1], rr->bound[2], rr->bound[3]);
		printf(_("best found, not proven optimal: its figures %s, and "
		    "no seating is below %s (--explain says more)\n"), fig,
		    bound);
	}
	for (i = 0; i < rr->seating.ntables; i++) {
		print_table(cc, i, &rr->seating.tables[i]);
		fputs("  ", stdout);
		link_of(stdout, cc, &rr->seating.tables[i]);
		putchar('\n');
	}
	if (rr->seating.bye >= 0) {
		char *copy;

		printf(_("bye: %s\n"), cli_term(name_of(cc, rr->seating.bye),
		    &copy));
		free(copy);
	}
}

/* The players seated (roster order of the standings before the round,
 * less the withdrawn and absent), their ranks and their history. 0, or
 * an exit status. */
static int
setup(const char *cmd, const struct pair_opts *o, struct cli_event *ce,
    struct ctx *c, long *index, struct talat_event_standings *st,
    int *have_st)
{
	unsigned char *out_of;
	size_t i, j;
	int ai;

	out_of = calloc(ce->ev.nplayers + 1, 1);
	c->seat = calloc(ce->ev.nplayers + 1, sizeof *c->seat);
	if (!out_of || !c->seat)
		goto nomem;
	for (ai = 0; ai < o->absent.n; ai++) {
		long p = talat_event_find(&ce->ev, o->absent.v[ai],
		    strlen(o->absent.v[ai]));

		if (p < 0) {
			char *copy;

			cli_error(cmd, _("--absent %s: no such player in the "
			    "roster"), cli_term(o->absent.v[ai], &copy));
			free(copy);
			free(out_of);
			return EXIT_USAGE;
		}
		out_of[p] = 1;
	}
	/* Ranks: the standings before the round, equal players in roster
	 * order (the standings' rows are); round 1: the roster. */
	if (c->round > 1) {
		if (talat_event_standings(ce->eg, c->round - 1, st) < 0)
			goto nomem;
		*have_st = 1;
	}
	for (i = 0; i < ce->ev.nplayers; i++) {
		long p = *have_st && i < st->nrows ? st->rows[i].player : (long)i;
		long w = ce->ev.players[p].withdrawn_after;

		index[p] = -1;
		if (out_of[p] || (w >= 0 && w < c->round))
			continue;
		index[p] = (long)c->n;
		c->seat[c->n++] = p;
	}
	c->pl = calloc(c->n + 1, sizeof *c->pl);
	c->met = calloc(c->n * c->n + 1, sizeof *c->met);
	if (!c->pl || !c->met)
		goto nomem;
	for (j = 0; j < c->n; j++)
		c->pl[j].rank = (long)j + 1;
	history(c, index);
	free(out_of);
	return 0;
nomem:
	free(out_of);
	return cli_nomem(cmd);
}

static int
pair_exec(const struct cli_entry *e, void *opts, int argc, char **argv)
{
	const struct pair_opts *o = opts;
	struct cli_event ce;
	struct ctx c;
	struct talat_event_standings st;
	struct talat_pair_result r;
	const struct talat_event_round *rd = NULL;
	long *index = NULL, last = 0;
	size_t i;
	int status, have_st = 0;

	if (argc != 1) {
		cli_usage_error(e->name, _("expected one event file"));
		return EXIT_USAGE;
	}
	memset(&ce, 0, sizeof ce);
	memset(&c, 0, sizeof c);
	status = cli_event_load(e->name, argv[0], &ce);
	if (status == EXIT_USAGE) {
		cli_event_free(&ce);
		return status;
	}
	if (ce.ev.nerrors > 0) {
		cli_error(e->name, _("%s has errors (talat event says which): "
		    "no round seated"), argv[0]);
		cli_event_free(&ce);
		return EXIT_RECORD;
	}
	c.ev = &ce.ev;
	for (i = 0; i < ce.ev.nrounds; i++)
		if (ce.ev.rounds[i].number > last)
			last = ce.ev.rounds[i].number;
	c.round = o->round ? (long)o->round : o->check ? last : last + 1;
	rd = talat_event_round(&ce.ev, c.round);
	if (o->check && !rd) {
		cli_error(e->name, _("%s has no round %ld to check"), argv[0],
		    c.round);
		cli_event_free(&ce);
		return EXIT_USAGE;
	}
	if (!o->check && rd) {
		cli_error(e->name, _("%s has a round %ld already (--check "
		    "judges it)"), argv[0], c.round);
		cli_event_free(&ce);
		return EXIT_USAGE;
	}
	index = calloc(ce.ev.nplayers + 1, sizeof *index);
	if (!index)
		goto nomem;
	if ((status = setup(e->name, o, &ce, &c, index, &st, &have_st)) != 0)
		goto done;
	c.p.n = c.n;
	c.p.players = c.pl;
	c.p.met = c.met;
	c.p.time_limit = (double)o->time;
	c.p.alternatives = o->explain ? TALAT_PAIR_ALTERNATIVES : 0;
	if (talat_pair_seat(&c.p, &r) < 0) {
		if (errno == ENOMEM)
			goto nomem;
		cli_error_errno(e->name, argv[0]);
		status = EXIT_USAGE;
		goto done;
	}
	if (o->check) {
		int bad = check_round(&c, rd, index, &r);

		status = bad ? EXIT_RECORD : EXIT_OK;
		if (bad < 0 || (o->explain && explain(&c, &r) < 0))
			status = cli_nomem(e->name);
		talat_pair_result_free(&r);
		goto done;
	}
	print_seating(&c, &r);
	if (o->explain && explain(&c, &r) < 0) {
		talat_pair_result_free(&r);
		goto nomem;
	}
	if (c.n == 0) {
		cli_error(e->name, _("nobody to seat in round %ld"), c.round);
		status = EXIT_USAGE;
	} else
		status = write_round(e->name, argv[0], &c, &r.seating);
	talat_pair_result_free(&r);
	goto done;
nomem:
	status = cli_nomem(e->name);
done:
	if (have_st)
		talat_event_standings_free(&st);
	free(index);
	free(c.seat);
	free(c.pl);
	free(c.met);
	cli_event_free(&ce);
	return status;
}

const struct cli_entry cli_cmd_pair = {
	.name = "pair",
	.synopsis = "EVENT.yaml",
	.summary = N_("Seat the next round of an event, exactly, and write it "
	    "into the event file."),
	.options = pair_options,
	.defaults = &pair_defaults,
	.size = sizeof(struct pair_opts),
	.exit_status = N_("0 the round seated and written (--check: the "
	    "seating is optimal), 1 the event has an error (--check: the "
	    "seating is not optimal), 2 a usage or I/O failure."),
	.exec = pair_exec
};
