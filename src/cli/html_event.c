/* SPDX-License-Identifier: ISC */
/*
 * html_event.c: the event's part of the page of talat html --event
 * (doc/spec/event.md section 7), as HTML that needs no script: a
 * section per round, with the table of its tables (players, order,
 * result, ruling, the game or, for a table without one yet, its entry
 * link), its byes, then the standings and the crosstable after that
 * round. The figures are libtalat's (talat_event_standings); the page's
 * script shows the section as its Standings tab (src/html/js/records.js).
 */
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"
#include "event_private.h"

/* Text as HTML: & < > " escaped. */
static void
put(FILE *f, const char *s)
{
	for (; *s; s++)
		switch (*s) {
		case '&': fputs("&amp;", f); break;
		case '<': fputs("&lt;", f); break;
		case '>': fputs("&gt;", f); break;
		case '"': fputs("&quot;", f); break;
		default: putc(*s, f);
		}
}

/* Memory ran out for a text (cli_html_event then fails). */
static int oom;

/* A text made by tl_aprintf(), as HTML, then freed. */
static void
put_own(FILE *f, char *s)
{
	if (s == NULL) {
		oom = 1;
		return;
	}
	put(f, s);
	free(s);
}

/* A header cell of a column. */
static void
col(FILE *f, const char *s)
{
	fputs("<th scope=\"col\">", f);
	put(f, s);
	fputs("</th>", f);
}

/* The name of roster entry p, or of the table's name when none. */
static const char *
seat_name(const struct talat_event *ev, const struct talat_event_table *t,
    int c)
{
	return t->player[c] >= 0 ? ev->players[t->player[c]].name : t->name[c];
}

/* The row of roster entry p in st, or -1. */
static long
row_of(const struct talat_event_standings *st, long p)
{
	size_t i;

	for (i = 0; i < st->nrows; i++)
		if (st->rows[i].player == p)
			return (long)i;
	return -1;
}

/* The column of round `number` in st, or -1. */
static long
col_of(const struct talat_event_standings *st, long number)
{
	size_t j;

	for (j = 0; j < st->nrounds; j++)
		if (st->rounds[j] == number)
			return (long)j;
	return -1;
}

/*
 * The results of table t (number `tn`) in its round's crosstable column
 * j of st: for each colour, the marks of the crosstable that are this
 * table's ("W 28+"; a match gives several), joined as a list.
 */
static void
results(FILE *f, const struct talat_event_standings *st, long j,
    const struct talat_event_table *t)
{
	char key[40], *items[TALAT_NCOLOURS * 8], list[TL_LIST_MAX];
	size_t n = 0, i, kl;
	int c;

	for (c = 0; c < TALAT_NCOLOURS; c++) {
		long r;
		const char *cell, *p, *e;

		if (t->player[c] < 0 || j < 0 ||
		    (r = row_of(st, t->player[c])) < 0 ||
		    (cell = st->cells[(size_t)r * st->nrounds + (size_t)j])
		    == NULL)
			continue;
		kl = (size_t)snprintf(key, sizeof key, "%ld%c ", t->number,
		    talat_colour_char(c));
		/* Pairs "1W 28+" of the cell, one after the other. */
		for (p = cell; *p != '\0' && n < sizeof items / sizeof *items;) {
			e = strchr(p, ' ');
			if (e == NULL)	/* a bye: "B" */
				break;
			e = strchr(e + 1, ' ');
			if (e == NULL)
				e = p + strlen(p);
			if (strncmp(p, key, kl) == 0) {
				size_t m = (size_t)(e - p) - kl;

				if ((items[n] = malloc(m + 3)) == NULL) {
					oom = 1;
					break;
				}
				items[n][0] = talat_colour_char(c);
				items[n][1] = ' ';
				memcpy(items[n] + 2, p + kl, m);
				items[n++][m + 2] = '\0';
			}
			p = *e ? e + 1 : e;
		}
	}
	tl_list(list, sizeof list, (const char *const *)items, n, TL_ENUM);
	put(f, list);
	for (i = 0; i < n; i++)
		free(items[i]);
}

/* Table t of round r (indices): the cells of its ruling and of its
 * game. */
static void
ruling_and_game(FILE *f, const struct cli_event *ce, size_t r, size_t t,
    const struct cli_html_game *games, size_t ngames)
{
	const struct talat_event *ev = &ce->ev;
	const struct talat_event_round *rd = &ev->rounds[r];
	const struct talat_event_table *tb = &rd->tables[t];
	long k, ruling, g;
	int c;

	for (k = 0; k < tb->games; k++) {
		evg_record(ce->eg, r, t, k, &ruling);
		if (ruling < 0)
			continue;
		if (k > 0)
			fputs("<br>", f);
		put(f, cli_ruling_word(ev->rulings[ruling].ruling));
		if (ev->rulings[ruling].reason != NULL) {
			fputs(" <q>", f);
			put(f, ev->rulings[ruling].reason);
			fputs("</q>", f);
		}
	}
	fputs("</td><td>", f);
	for (k = 0; k < tb->games; k++) {
		g = evg_record(ce->eg, r, t, k, &ruling);
		if (k > 0)
			fputs("<br>", f);
		if (g >= 0 && (size_t)g < ngames) {
			fprintf(f, "<a href=\"#game=%ld\">", g + 1);
			put(f, cli_display_name(games[g].file));
			fprintf(f, ":%ld</a>", games[g].line);
		} else if (ruling < 0) {
			const char *name[TALAT_NCOLOURS];

			for (c = 0; c < TALAT_NCOLOURS; c++)
				name[c] = tb->name[c] != NULL ?
				    seat_name(ev, tb, c) : NULL;
			fputs("<a href=\"", f);
			cli_event_link(f, ev, rd->number, name, tb->zihin,
			    tb->order, tb->norder, "&amp;");
			fputs("\">", f);
			/* TRANSLATORS: the link of a table without its game
			 * on the page of talat html --event: it opens the
			 * entry of a scoresheet with the table's tags filled
			 * in. */
			put(f, _("enter the game"));
			fputs("</a>", f);
		}
	}
}

/* The tables of round r (an index into ev->rounds). */
static void
round_tables(FILE *f, const struct cli_event *ce, size_t r,
    const struct talat_event_standings *st,
    const struct cli_html_game *games, size_t ngames)
{
	static const char *const colour[TALAT_NCOLOURS] = {
		N_("White"), N_("Black"), N_("Grey")
	};
	const struct talat_event *ev = &ce->ev;
	const struct talat_event_round *rd = &ev->rounds[r];
	long j = col_of(st, rd->number);
	size_t t, i;
	int c;

	fputs("<table class=\"standings\">\n<caption>", f);
	put_own(f, tl_aprintf(_("The tables of round %ld"), rd->number));
	fputs("</caption>\n<tr>", f);
	/* TRANSLATORS: the columns of a round's tables on the page of
	 * talat html --event: the table's number, the players by colour,
	 * the turn order, the result, the arbiter's ruling, the game. */
	col(f, C_("event page", "Table"));
	for (c = 0; c < TALAT_NCOLOURS; c++)
		col(f, _(colour[c]));
	col(f, C_("event page", "Order"));
	col(f, C_("event page", "Result"));
	col(f, C_("event page", "Ruling"));
	col(f, C_("event page", "Game"));
	fputs("</tr>\n", f);
	for (t = 0; t < rd->ntables; t++) {
		const struct talat_event_table *tb = &rd->tables[t];

		fprintf(f, "<tr><th scope=\"row\">%ld</th>", tb->number);
		for (c = 0; c < TALAT_NCOLOURS; c++) {
			fputs("<td>", f);
			if (tb->name[c] != NULL)
				put(f, seat_name(ev, tb, c));
			else if (tb->zihin == c)
				put(f, _("Zihin"));
			fputs("</td>", f);
		}
		fputs("<td>", f);
		for (c = 0; c < tb->norder; c++)
			fprintf(f, "%s%c", c ? " " : "",
			    talat_colour_char(tb->order[c]));
		fputs("</td><td>", f);
		results(f, st, j, tb);
		/* Why a record is not counted, or counted by its replay. */
		for (i = 0; i < st->nlines; i++) {
			const struct talat_event_line *l = &st->lines[i];

			if (l->round == rd->number && l->table == tb->number &&
			    l->kind != TALAT_EVENT_RULING && l->file != NULL) {
				fputs("<br>", f);
				put(f, l->text);
			}
		}
		fputs("</td><td>", f);
		ruling_and_game(f, ce, r, t, games, ngames);
		fputs("</td></tr>\n", f);
	}
	fputs("</table>\n", f);
	if (rd->nbyes > 0) {
		const char *items[64];
		char list[TL_LIST_MAX];

		for (i = 0; i < rd->nbyes && i < 64; i++)
			items[i] = rd->byes[i].player >= 0 ?
			    ev->players[rd->byes[i].player].name :
			    rd->byes[i].name;
		tl_list(list, sizeof list, items, i, TL_AND);
		fputs("<p>", f);
		/* TRANSLATORS: the players of a round at no table (a
		 * list), on the page of talat html --event. */
		put_own(f, tl_aprintf(P_("Bye: %s", "Byes: %s", rd->nbyes),
		    list));
		fputs("</p>\n", f);
	}
}

/* The standings and the crosstable after round `number`. */
static void
standings(FILE *f, const struct cli_event *ce, long number,
    const struct talat_event_standings *st)
{
	const struct talat_event *ev = &ce->ev;
	char wins[32];
	size_t i, j;

	fputs("<table class=\"standings\">\n<caption>", f);
	put_own(f, tl_aprintf(_("Standings after round %ld"), number));
	fputs("</caption>\n<tr>", f);
	col(f, _("Rank"));
	col(f, _("Player"));
	col(f, _("Games"));
	col(f, _("Wins"));
	col(f, _("Points"));
	col(f, _("Captured"));
	col(f, _("Byes"));
	fputs("</tr>\n", f);
	for (i = 0; i < st->nrows; i++) {
		const struct talat_event_standing *w = &st->rows[i];

		cli_wins_local(w->wins6, wins);
		fprintf(f, "<tr><td class=\"num\">%ld</td><th scope=\"row\">",
		    w->rank);
		put(f, ev->players[w->player].name);
		if (w->withdrawn_after >= 0) {
			fputs("<br><small>", f);
			put_own(f, tl_aprintf(_("withdrawn after round %ld"),
			    w->withdrawn_after));
			fputs("</small>", f);
		}
		fprintf(f, "</th><td class=\"num\">%ld</td><td class=\"num\">"
		    "%s</td><td class=\"num\">%ld</td><td class=\"num\">%ld"
		    "</td><td class=\"num\">%ld</td></tr>\n", w->games, wins,
		    w->points, w->captured, w->byes);
	}
	fputs("</table>\n<table class=\"standings\">\n<caption>", f);
	put_own(f, tl_aprintf(_("Crosstable after round %ld"), number));
	fputs("</caption>\n<tr>", f);
	col(f, _("Rank"));
	col(f, _("Player"));
	for (j = 0; j < st->nrounds; j++) {
		char head[32];

		snprintf(head, sizeof head, "%ld", st->rounds[j]);
		col(f, head);
	}
	fputs("</tr>\n", f);
	for (i = 0; i < st->nrows; i++) {
		fprintf(f, "<tr><td class=\"num\">%ld</td><th scope=\"row\">",
		    st->rows[i].rank);
		put(f, ev->players[st->rows[i].player].name);
		fputs("</th>", f);
		for (j = 0; j < st->nrounds; j++) {
			const char *c = st->cells[i * st->nrounds + j];

			fputs("<td>", f);
			put(f, c != NULL ? c : "");
			fputs("</td>", f);
		}
		fputs("</tr>\n", f);
	}
	fputs("</table>\n<p>", f);
	/* TRANSLATORS: under the crosstable on the page of talat html
	 * --event: what its cells say (as in talat standings --event). */
	put(f, _("In each cell: the table, the colour and the points; + "
	    "winner, = shared win, - not a winner; F forfeit, A "
	    "adjudicated, V void, ? not counted, B bye."));
	fputs("</p>\n", f);
}

int
cli_html_event(FILE *f, const struct cli_event *ce,
    const struct cli_html_game *games, size_t ngames, const char *lang)
{
	const struct talat_event *ev = &ce->ev;
	struct talat_event_standings st;
	size_t r;

	oom = 0;
	fputs("<section id=\"event\"", f);
	if (lang != NULL)
		fprintf(f, " lang=\"%s\"", lang);
	fputs(" style=\"grid-column: 1 / -1\" aria-labelledby=\"event-h\">\n"
	    "<h2 id=\"event-h\">", f);
	put(f, ev->name != NULL ? ev->name : "");
	fputs("</h2>\n", f);
	if (ev->site != NULL) {
		fputs("<p>", f);
		put(f, ev->site);
		fputs("</p>\n", f);
	}
	for (r = 0; r < ev->nrounds; r++) {
		long number = ev->rounds[r].number;

		if (talat_event_standings(ce->eg, number, &st) < 0)
			return -1;
		fprintf(f, "<section class=\"event\" aria-labelledby=\""
		    "event-r%zu\">\n<h3 id=\"event-r%zu\">", r + 1, r + 1);
		put_own(f, tl_aprintf(_("Round %ld"), number));
		fputs("</h3>\n", f);
		round_tables(f, ce, r, &st, games, ngames);
		standings(f, ce, number, &st);
		fputs("</section>\n", f);
		talat_event_standings_free(&st);
	}
	fputs("</section>\n", f);
	return oom ? -1 : 0;
}
