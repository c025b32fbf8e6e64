/* SPDX-License-Identifier: ISC */
/* cmd_pair.c: talat pair: the next round of an event seated exactly
 * (doc/spec/event.md section 6; the solver is talat/pair.h) and written
 * into the event file. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"

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

static char *
slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *buf = NULL;
	size_t cap = 0, n = 0, k;

	if (!f)
		return NULL;
	for (;;) {
		if (n + 4096 + 1 > cap) {
			char *nb = realloc(buf, cap = 2 * cap + 8192);
			if (!nb) {
				free(buf);
				fclose(f);
				return NULL;
			}
			buf = nb;
		}
		k = fread(buf + n, 1, 4096, f);
		n += k;
		if (k < 4096)
			break;
	}
	fclose(f);
	buf[n] = '\0';
	*len = n;
	return buf;
}

/*
 * The event file's text with the round added at the end of its block
 * sequence `rounds:` (comments and everything else kept as written), or
 * a new `rounds:` at the end. NULL when the file's `rounds` is not a
 * block sequence this can extend.
 */
static char *
insert_round(const char *text, size_t len, const struct ctx *c,
    const struct talat_pair_seating *s)
{
	const char *p = text, *key = NULL, *end = text + len, *at;
	int ind = 2, found_item = 0;
	char *out = NULL;
	size_t olen = 0;
	FILE *f;

	for (p = text; p < end; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : end)
		if (!strncmp(p, "rounds:", 7)) {
			key = p;
			break;
		}
	if (key) {
		const char *rest = key + 7;

		rest += strspn(rest, " \t");
		if (*rest != '\n' && *rest != '#' && *rest != '\r' &&
		    *rest != '\0')
			return NULL;	/* flow style: not extended here */
		/* The block: lines indented, blank, comments or items. */
		at = strchr(key, '\n') ? strchr(key, '\n') + 1 : end;
		for (p = at; p < end;) {
			const char *nl = strchr(p, '\n');
			const char *next = nl ? nl + 1 : end;
			size_t sp = strspn(p, " ");

			if (p[sp] == '\n' || p[sp] == '\0' || p[sp] == '#') {
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
	if ((f = open_memstream(&out, &olen)) == NULL)
		return NULL;
	fwrite(text, 1, (size_t)(at - text), f);
	if (at > text && at[-1] != '\n')
		putc('\n', f);
	if (!key)
		fputs("rounds:\n", f);
	round_yaml(f, c, s, ind);
	fwrite(at, 1, (size_t)(end - at), f);
	if (fclose(f) != 0) {
		free(out);
		return NULL;
	}
	return out;
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

/* Writes the round into the event file; 0, or an exit status. */
static int
write_round(const char *cmd, const char *file, const struct ctx *c,
    const struct talat_pair_seating *s)
{
	size_t len;
	char *text = slurp(file, &len), *out, *tmp;
	struct talat_event ev2;
	FILE *f;
	int ok;

	if (!text) {
		cli_error_errno(cmd, file);
		return EXIT_USAGE;
	}
	out = insert_round(text, len, c, s);
	free(text);
	talat_event_init(&ev2);
	ok = out && talat_event_parse(&ev2, out, strlen(out), file) == 0 &&
	    same_round(c, &ev2, s);
	talat_event_free(&ev2);
	if (!ok) {
		free(out);
		cli_error(cmd, _("%s: the round could not be added to its "
		    "rounds as they are written (a block list is needed): the "
		    "file is unchanged"), file);
		return EXIT_USAGE;
	}
	if ((tmp = cli_text("%s.tmp", file)) == NULL) {
		free(out);
		return cli_nomem(cmd);
	}
	f = fopen(tmp, "wb");
	if (!f || fputs(out, f) == EOF || fclose(f) != 0 ||
	    rename(tmp, file) != 0) {
		cli_error_errno(cmd, file);
		remove(tmp);
		free(tmp);
		free(out);
		return EXIT_USAGE;
	}
	free(tmp);
	free(out);
	printf(_("%s: round %ld added; the rest of the file is as it was\n"),
	    file, c->round);
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
	printf(rr->proven ? _("proven optimal\n") :
	    _("best found, not proven optimal (--explain gives the bound)\n"));
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
