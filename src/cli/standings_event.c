/* SPDX-License-Identifier: ISC */
/* standings_event.c: talat standings --event: the standings of an event
 * file (doc/spec/event.md sections 3 and 4) in text, YAML, JSON and CSV,
 * with the crosstable. The computing is libtalat's (talat/event.h). */
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"

const char *
cli_ruling_word(enum talat_ruling_kind k)
{
	/* TRANSLATORS: the arbiter's rulings (event.md section 3), as
	 * words under the standings: glossary.md. */
	static const char *const words[] = { N_("adjudicated"), N_("forfeit"),
	    N_("void"), N_("withdrawn") };

	return (unsigned)k < 4 ? _(words[k]) : "";
}

/* "round 1, table 2" (", game 2" for a match's later games). */
static char *
where_text(const struct talat_event_line *l)
{
	if (l->game > 1)
		return tl_aprintf(_("round %ld, table %ld, game %ld"), l->round,
		    l->table, l->game);
	return tl_aprintf(_("round %ld, table %ld"), l->round, l->table);
}

static const struct cli_column event_columns[] = {
	{ N_("Rank"), 0, CLI_RIGHT }, { N_("Player"), 0, CLI_LEFT },
	{ N_("Games"), 0, CLI_RIGHT }, { N_("Wins"), 0, CLI_RIGHT },
	{ N_("Points"), 0, CLI_RIGHT }, { N_("Captured"), 0, CLI_RIGHT },
	/* TRANSLATORS: the column of the byes in talat standings --event. */
	{ N_("Byes"), 0, CLI_RIGHT }, { NULL, 0, CLI_LEFT }
};

static int
print_lines(const struct cli_event *ce, const struct talat_event_standings *st,
    enum talat_event_line_kind kind, const char *heading)
{
	size_t i;
	int first = 1;
	char *w;

	for (i = 0; i < st->nlines; i++) {
		const struct talat_event_line *l = &st->lines[i];

		if (l->kind != kind)
			continue;
		if (first)
			printf("\n%s\n", heading);
		first = 0;
		if ((w = where_text(l)) == NULL)
			return -1;
		printf("  %s", w);
		free(w);
		if (l->file != NULL) {
			printf(" (");
			cli_term_puts(stdout, cli_display_name(l->file));
			printf(":%ld)", l->line);
		}
		if (kind == TALAT_EVENT_RULING) {
			/* The reason, the arbiter's text, quoted. */
			printf(": %s", cli_ruling_word(
			    ce->ev.rulings[l->ruling].ruling));
			if (l->text[0] != '\0') {
				printf(": \"");
				cli_term_puts(stdout, l->text);
				putchar('"');
			}
		} else {
			printf(": ");
			cli_term_puts(stdout, l->text);
		}
		putchar('\n');
	}
	return 0;
}

static int
print_crosstable(const struct cli_event *ce,
    const struct talat_event_standings *st)
{
	size_t i, j, wname = 0, *w;
	const char *name;

	if (st->nrounds == 0 || st->nrows == 0)
		return 0;
	if ((w = calloc(st->nrounds, sizeof(*w))) == NULL)
		return -1;
	printf("\n%s\n", _("Crosstable (table, colour, points; + winner, = "
	    "shared win, - not a winner;\nF forfeit, A adjudicated, V void, "
	    "? not counted, B bye):"));
	for (i = 0; i < st->nrows; i++) {
		name = ce->ev.players[st->rows[i].player].name;
		if (cli_term_width(name, strlen(name)) > wname)
			wname = cli_term_width(name, strlen(name));
		for (j = 0; j < st->nrounds; j++) {
			const char *c = st->cells[i * st->nrounds + j];
			size_t n = c ? strlen(c) : 0;

			if (n > w[j])
				w[j] = n;
		}
	}
	printf("  %4s  %*s", "", (int)wname, "");
	for (j = 0; j < st->nrounds; j++) {
		char head[32];

		snprintf(head, sizeof(head), "%ld", st->rounds[j]);
		if (w[j] < strlen(head))
			w[j] = strlen(head);
		printf("  %-*s", j + 1 < st->nrounds ? (int)w[j] : 0, head);
	}
	putchar('\n');
	for (i = 0; i < st->nrows; i++) {
		name = ce->ev.players[st->rows[i].player].name;
		printf("  %4ld  ", st->rows[i].rank);
		cli_term_puts(stdout, name);
		printf("%*s", (int)(wname - cli_term_width(name, strlen(name))),
		    "");
		for (j = 0; j < st->nrounds; j++) {
			const char *c = st->cells[i * st->nrounds + j];

			if (j + 1 == st->nrounds && (c == NULL || !*c))
				break;
			printf("  %-*s", j + 1 < st->nrounds ? (int)w[j] : 0,
			    c ? c : "");
		}
		putchar('\n');
	}
	free(w);
	return 0;
}

static int
print_text(const struct cli_event *ce, const struct talat_event_standings *st)
{
	const char *title = ce->ev.name ? ce->ev.name : "";
	struct cli_table t;
	char wins[32];
	size_t i, n = cli_term_width(title, strlen(title));
	int rc = 0;

	cli_term_puts(stdout, title);
	putchar('\n');
	for (i = 0; i < n; i++)
		putchar('=');
	putchar('\n');
	if (st->after_round > 0)
		printf(_("After round %ld.\n"), st->after_round);
	cli_table_init(&t, event_columns, 8, "");
	for (i = 0; i < st->nrows && rc == 0; i++) {
		const struct talat_event_standing *w = &st->rows[i];
		char *mark = NULL;

		cli_wins_local(w->wins6, wins);
		if (w->withdrawn_after >= 0 && (mark = tl_aprintf(
		    _("withdrawn after round %ld"), w->withdrawn_after)) == NULL)
			rc = -1;
		if (rc == 0 && (cli_table_cell(&t, "%ld", w->rank) < 0 ||
		    cli_table_cell(&t, "%s",
		    ce->ev.players[w->player].name) < 0 ||
		    cli_table_cell(&t, "%ld", w->games) < 0 ||
		    cli_table_cell(&t, "%s", wins) < 0 ||
		    cli_table_cell(&t, "%ld", w->points) < 0 ||
		    cli_table_cell(&t, "%ld", w->captured) < 0 ||
		    cli_table_cell(&t, "%ld", w->byes) < 0 ||
		    cli_table_cell(&t, "%s", mark ? mark : "") < 0))
			rc = -1;
		free(mark);
	}
	if (rc == 0)
		cli_table_print(&t, stdout);
	cli_table_free(&t);
	if (rc == 0 && (print_lines(ce, st, TALAT_EVENT_RULING,
	    _("Rulings:")) < 0 ||
	    print_lines(ce, st, TALAT_EVENT_BY_REPLAY,
	    _("Counted by their replay:")) < 0 ||
	    print_lines(ce, st, TALAT_EVENT_NOT_COUNTED,
	    _("Not counted:")) < 0 ||
	    print_crosstable(ce, st) < 0))
		rc = -1;
	return rc;
}

/* --- YAML and JSON: one writer, two spellings ------------------------------ */

struct out {
	int json;
};

/* A JSON string (RFC 8259): quotes, backslashes and control characters
 * escaped; UTF-8 as it is. */
static void
json_string(const char *s)
{
	putchar('"');
	for (; *s; s++) {
		unsigned char c = (unsigned char)*s;

		if (c == '"' || c == '\\')
			printf("\\%c", c);
		else if (c < 0x20 || c == 0x7F)
			printf("\\u%04X", c);
		else
			putchar(c);
	}
	putchar('"');
}

static void
str(const struct out *o, const char *s)
{
	if (s == NULL)
		fputs("null", stdout);
	else if (o->json)
		json_string(s);
	else
		cli_yaml_string(stdout, s);
}

/* A key at `indent`, first in its object when `first`. YAML: "key: ";
 * JSON: "\"key\": " after a comma. */
static void
key(const struct out *o, int indent, int first, const char *k)
{
	if (o->json)
		printf("%s\n%*s\"%s\": ", first ? "" : ",", indent, "", k);
	else
		printf("%*s%s: ", indent, "", k);
}

static void
end_value(const struct out *o)
{
	if (!o->json)
		putchar('\n');
}

static void
num_or_null(long v)
{
	if (v < 0)
		fputs("null", stdout);
	else
		printf("%ld", v);
}

/* A list's start and its items: YAML block, JSON arrays of objects. */
static void
list_open(const struct out *o, size_t n)
{
	if (o->json)
		putchar('[');
	else if (n == 0)
		fputs("[]\n", stdout);
	else
		putchar('\n');
}

static void
item_open(const struct out *o, size_t i, int indent)
{
	if (o->json)
		printf("%s\n%*s{", i ? "," : "", indent, "");
	else
		printf("%*s- ", indent, "");
}

static void
item_close(const struct out *o, int indent)
{
	if (o->json)
		printf("\n%*s}", indent, "");
}

static void
list_close(const struct out *o, size_t n, int indent)
{
	if (o->json)
		printf("%s%*s]", n ? "\n" : "", n ? indent : 0, "");
}

static void
lines_of(const struct out *o, const struct cli_event *ce,
    const struct talat_event_standings *st, enum talat_event_line_kind kind)
{
	size_t i, n = 0, k = 0;
	int in = o->json ? 6 : 4;

	for (i = 0; i < st->nlines; i++)
		n += st->lines[i].kind == kind;
	list_open(o, n);
	for (i = 0; i < st->nlines; i++) {
		const struct talat_event_line *l = &st->lines[i];

		if (l->kind != kind)
			continue;
		item_open(o, k++, o->json ? 4 : 2);
		key(o, o->json ? in : 0, 1, "round");
		printf("%ld", l->round);
		end_value(o);
		key(o, in, 0, "table");
		printf("%ld", l->table);
		end_value(o);
		key(o, in, 0, "game");
		printf("%ld", l->game);
		end_value(o);
		if (kind == TALAT_EVENT_RULING) {
			key(o, in, 0, "ruling");
			str(o, talat_ruling_name(
			    ce->ev.rulings[l->ruling].ruling));
			end_value(o);
		}
		key(o, in, 0, "file");
		str(o, l->file);
		end_value(o);
		key(o, in, 0, "line");
		num_or_null(l->file ? l->line : -1);
		end_value(o);
		key(o, in, 0, "reason");
		str(o, l->text);
		end_value(o);
		item_close(o, 4);
	}
	list_close(o, n, 2);
}

static void
print_doc(const struct out *o, const struct cli_event *ce,
    const struct talat_event_standings *st)
{
	size_t i, j;
	char wins[32];
	int in = o->json ? 6 : 4;

	if (o->json)
		putchar('{');
	key(o, o->json ? 2 : 0, 1, "event");
	str(o, ce->ev.name);
	end_value(o);
	key(o, o->json ? 2 : 0, 0, "after_round");
	num_or_null(st->after_round > 0 ? st->after_round : -1);
	end_value(o);
	key(o, o->json ? 2 : 0, 0, "players");
	list_open(o, st->nrows);
	for (i = 0; i < st->nrows; i++) {
		const struct talat_event_standing *w = &st->rows[i];

		cli_wins_text(w->wins6, wins);
		item_open(o, i, o->json ? 4 : 2);
		key(o, o->json ? in : 0, 1, "rank");
		printf("%ld", w->rank);
		end_value(o);
		key(o, in, 0, "player");
		str(o, ce->ev.players[w->player].name);
		end_value(o);
		key(o, in, 0, "games");
		printf("%ld", w->games);
		end_value(o);
		key(o, in, 0, "wins");
		fputs(wins, stdout);
		end_value(o);
		key(o, in, 0, "points");
		printf("%ld", w->points);
		end_value(o);
		key(o, in, 0, "captured");
		printf("%ld", w->captured);
		end_value(o);
		key(o, in, 0, "byes");
		printf("%ld", w->byes);
		end_value(o);
		key(o, in, 0, "withdrawn_after");
		num_or_null(w->withdrawn_after);
		end_value(o);
		item_close(o, 4);
	}
	list_close(o, st->nrows, 2);
	key(o, o->json ? 2 : 0, 0, "rulings");
	lines_of(o, ce, st, TALAT_EVENT_RULING);
	key(o, o->json ? 2 : 0, 0, "counted_by_replay");
	lines_of(o, ce, st, TALAT_EVENT_BY_REPLAY);
	key(o, o->json ? 2 : 0, 0, "not_counted");
	lines_of(o, ce, st, TALAT_EVENT_NOT_COUNTED);
	key(o, o->json ? 2 : 0, 0, "crosstable");
	if (o->json)
		putchar('{');
	else
		putchar('\n');
	key(o, o->json ? 4 : 2, 1, "rounds");
	putchar('[');
	for (j = 0; j < st->nrounds; j++)
		printf("%s%ld", j ? ", " : "", st->rounds[j]);
	putchar(']');
	end_value(o);
	key(o, o->json ? 4 : 2, 0, "rows");
	list_open(o, st->nrows);
	for (i = 0; i < st->nrows; i++) {
		item_open(o, i, o->json ? 6 : 4);
		key(o, o->json ? 8 : 0, 1, "player");
		str(o, ce->ev.players[st->rows[i].player].name);
		end_value(o);
		key(o, o->json ? 8 : 6, 0, "results");
		putchar('[');
		for (j = 0; j < st->nrounds; j++) {
			const char *c = st->cells[i * st->nrounds + j];

			fputs(j ? ", " : "", stdout);
			str(o, c ? c : "");
		}
		putchar(']');
		end_value(o);
		item_close(o, 6);
	}
	list_close(o, st->nrows, 4);
	if (o->json)
		printf("\n  }\n}\n");
}

static void
print_csv(const struct cli_event *ce, const struct talat_event_standings *st,
    int crosstable)
{
	size_t i, j;
	char wins[32];

	if (crosstable) {
		printf("rank,player");
		for (j = 0; j < st->nrounds; j++)
			printf(",%ld", st->rounds[j]);
		putchar('\n');
		for (i = 0; i < st->nrows; i++) {
			printf("%ld,", st->rows[i].rank);
			cli_csv_field(stdout, ce->ev.players[st->rows[i].player].name);
			for (j = 0; j < st->nrounds; j++) {
				const char *c = st->cells[i * st->nrounds + j];

				putchar(',');
				cli_csv_field(stdout, c ? c : "");
			}
			putchar('\n');
		}
		return;
	}
	printf("event,rank,player,games,wins,points,captured,byes,"
	    "withdrawn_after\n");
	for (i = 0; i < st->nrows; i++) {
		const struct talat_event_standing *w = &st->rows[i];

		cli_wins_text(w->wins6, wins);
		cli_csv_field(stdout, ce->ev.name ? ce->ev.name : "");
		printf(",%ld,", w->rank);
		cli_csv_field(stdout, ce->ev.players[w->player].name);
		printf(",%ld,%s,%ld,%ld,%ld,", w->games, wins, w->points,
		    w->captured, w->byes);
		if (w->withdrawn_after >= 0)
			printf("%ld", w->withdrawn_after);
		putchar('\n');
	}
}

int
cli_standings_event(const char *cmd, const char *file, long after_round,
    int format, int crosstable)
{
	struct cli_event ce;
	struct talat_event_standings st;
	struct out o;
	size_t i;
	int status;

	memset(&ce, 0, sizeof(ce));
	status = cli_event_load(cmd, file, &ce);
	if (status == EXIT_USAGE) {
		cli_event_free(&ce);
		return status;
	}
	if (ce.ev.nerrors > 0) {
		/* Nothing half-done: the event file's errors, no table. */
		for (i = 0; i < ce.ev.ndiags; i++)
			cli_print_diag(stderr, file, &ce.ev.diags[i]);
		cli_event_free(&ce);
		return EXIT_RECORD;
	}
	if (talat_event_standings(ce.eg, after_round, &st) < 0) {
		cli_event_free(&ce);
		return cli_nomem(cmd);
	}
	o.json = format == CLI_STANDINGS_JSON;
	status = EXIT_OK;
	if (format == CLI_STANDINGS_CSV)
		print_csv(&ce, &st, crosstable);
	else if (format == CLI_STANDINGS_TEXT) {
		if (print_text(&ce, &st) < 0)
			status = cli_nomem(cmd);
	} else
		print_doc(&o, &ce, &st);
	talat_event_standings_free(&st);
	cli_event_free(&ce);
	return status;
}
