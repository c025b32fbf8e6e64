/* SPDX-License-Identifier: ISC */
/* cmd_score.c: talat score: points and winners per game. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"

struct score_opts {
	struct cli_replay replay;
	int explain;
};

static const struct score_opts score_defaults = {
	.replay = CLI_REPLAY_DEFAULTS
};

static const struct cli_option score_options[] = {
	CLI_OPT_REPLAY(struct score_opts, strict),
	CLI_OPT_REPLAY(struct score_opts, tiebreak),
	{ .name = "explain", .help = N_("say where every point comes from, how "
	  "the tie was broken,\nand what the other freeze mode and editions "
	  "give"), .kind = CLI_FLAG,
	  .offset = offsetof(struct score_opts, explain) },
	CLI_OPT_END
};

/* The columns of the table, the zihin's two only in a two-player game. */
enum { COL_PLAYER, COL_POINTS, COL_CAPTURES, COL_CAPTURE_PTS, COL_START,
	COL_START_PTS, COL_ZIHIN, COL_ZIHIN_PTS, COL_CAPTURED, NCOLS };

static const struct cli_column columns[NCOLS] = {
	/* TRANSLATORS: the headings of talat score's table. The columns
	 * widen to fit a longer heading. */
	{ N_("player"), 6, CLI_LEFT }, { N_("points"), 6, CLI_RIGHT },
	{ N_("captures"), 8, CLI_RIGHT }, { N_("pts"), 4, CLI_RIGHT },
	{ N_("start line"), 10, CLI_RIGHT }, { N_("pts"), 4, CLI_RIGHT },
	{ N_("zihin line"), 10, CLI_RIGHT }, { N_("pts"), 4, CLI_RIGHT },
	{ N_("captured"), 0, CLI_LEFT }
};

/* A player's row: 0, or -1 when memory ran out. */
static int
player_row(struct cli_table *t, const struct talat_result *r, int c)
{
	const struct talat_score *s = &r->scores[c];
	char list[4 * TALAT_MAXCAPTURED + 2], name[4];
	size_t n = 0;
	int i;

	if (cli_table_cell(t, "%c", talat_colour_char(c)) < 0 ||
	    cli_table_cell(t, "%d", s->points) < 0 ||
	    cli_table_cell(t, "%d", s->ncaptured) < 0 ||
	    cli_table_cell(t, "%d", TALAT_POINTS_CAPTURE * s->ncaptured) < 0 ||
	    cli_table_cell(t, "%d", s->start_line) < 0 ||
	    cli_table_cell(t, "%d", TALAT_POINTS_START_LINE *
	    s->start_line) < 0)
		return -1;
	if (r->zihin >= 0 &&
	    (cli_table_cell(t, "%d", s->zihin_start_line) < 0 ||
	    cli_table_cell(t, "%d", TALAT_POINTS_START_LINE *
	    s->zihin_start_line) < 0))
		return -1;
	strcpy(list, "-");
	for (i = 0; i < s->ncaptured; i++) {
		talat_tower_name(s->captured[i], name);
		n += (size_t)sprintf(list + n, "%s%s", i ? "," : "", name);
	}
	return cli_table_cell(t, "%s", list);
}

/* The players' table: 0, or -1 when memory ran out. */
static int
print_table(const struct talat_result *r)
{
	struct cli_column cols[NCOLS];
	struct cli_table t;
	size_t n = 0;
	int k, rc = 0;

	for (k = 0; k < NCOLS; k++)
		if (r->zihin >= 0 || (k != COL_ZIHIN && k != COL_ZIHIN_PTS))
			cols[n++] = columns[k];
	cli_table_init(&t, cols, n, "  ");
	for (k = 0; k < r->nplayers && rc == 0; k++)
		rc = player_row(&t, r, r->order[k]);
	if (rc == 0)
		cli_table_print(&t, stdout);
	cli_table_free(&t);
	return rc;
}

/* How the tie was settled, after the winners, by the rule used. */
static void
print_tiebreak(const struct talat_result *r)
{
	int several = (r->winners & (r->winners - 1)) != 0;

	switch (r->tiebreak_rule) {
	case TALAT_TIEBREAK_TOP:
		if (r->tiebreak >= 0)
			printf(several ? _(" (tiebreak, top rule: %s, the "
			    "highest type a tied player captured, taken by "
			    "each winner)") : _(" (tiebreak, top rule: %s, the "
			    "highest type a tied player captured)"),
			    talat_type_name(r->tiebreak));
		else if (several)
			fputs(_(" (tied; top rule: no type decides: a shared "
			    "win)"), stdout);
		break;
	case TALAT_TIEBREAK_SHARED:
		if (several)
			fputs(_(" (tied; shared rule: a shared win)"), stdout);
		break;
	default:
		if (r->tiebreak >= 0)
			printf(_(" (tiebreak: %s, captured by no other tied "
			    "player)"), talat_type_name(r->tiebreak));
		else if (several)
			fputs(_(" (tied; no type decides: a shared win)"),
			    stdout);
		break;
	}
}

/* The errors that make a game invalid, one line each. */
static void
print_why(const char *file, const struct talat_result *r)
{
	char *copy, *fcopy;
	size_t i;

	for (i = 0; i < r->ndiags; i++)
		if (r->diags[i].severity == TALAT_SEV_ERROR) {
			printf(_("  why: %s:%ld:%ld: %s\n"),
			    cli_term(file, &fcopy),
			    r->diags[i].loc.line, r->diags[i].loc.column,
			    cli_term(r->diags[i].message, &copy));
			free(copy);
			free(fcopy);
		}
}

static int
score_game(void *ctx, const char *file, const struct talat_game *g,
    const struct talat_result *r)
{
	const struct score_opts *o = ctx;
	char *fcopy;
	int c, first = 1, over;

	over = r->started && r->final.to_act < 0;
	/* TRANSLATORS: the file, the number of the game in it, its line. */
	printf(_("%s: game %ld (line %ld): "), cli_term(file, &fcopy),
	    g->index, g->loc.line);
	free(fcopy);
	if (r->status == TALAT_COMPLETE)
		fputs(_("complete\n"), stdout);
	else if (r->status == TALAT_UNFINISHED)
		fputs(_("unfinished, provisional scores\n"), stdout);
	else if (over)
		fputs(_("invalid: the game is complete (every ply replayed, "
		    "the game over), but the record has an error\n"), stdout);
	else if (!r->started)
		fputs(_("invalid, nothing to replay\n"), stdout);
	else
		fputs(_("invalid, provisional scores\n"), stdout);
	if (r->status == TALAT_INVALID) {
		print_why(file, r);
		if (!r->started) {
			fputs(_("  winner: none can be given: the game is "
			    "invalid\n\n"), stdout);
			return ferror(stdout) ? -1 : 0;
		}
		if (!over)
			printf(_("  (scored as replayed up to the first error, "
			    "after ply %ld)\n"), r->final.ply - 1);
	}
	if (print_table(r) < 0) {
		cli_nomem("score");
		return -1;
	}
	if (talat_result_void(r, r->status)) {
		fputs(_("  winner: none can be given: the game is invalid and "
		    "nobody has scored\n\n"), stdout);
		return ferror(stdout) ? -1 : 0;
	}
	/* TRANSLATORS: before the players ahead in a game that is not
	 * over (unfinished, or invalid before its end): no winner yet. */
	fputs(!over ? _("  leading:") : (r->winners & (r->winners - 1)) ?
	    _("  winners:") : _("  winner:"), stdout);
	for (c = 0; c < TALAT_NCOLOURS; c++)
		if (r->winners & (1u << c)) {
			printf("%s%c", first ? " " : ", ", talat_colour_char(c));
			first = 0;
		}
	if (!over && (r->winners & (r->winners - 1)))
		/* TRANSLATORS: after the players leading a game that is
		 * not over, when several are level. */
		fputs(_(" (level so far)"), stdout);
	else
		print_tiebreak(r);
	printf("\n");
	if (o->explain && cli_explain(g, r, o->replay.strict) < 0) {
		cli_nomem("score");
		return -1;
	}
	printf("\n");
	return ferror(stdout) ? -1 : 0;
}

static int
score_exec(const struct cli_entry *e, void *opts, int argc, char **argv)
{
	const struct score_opts *o = opts;
	const struct cli_walk w = { .cmd = e->name, .replay = &o->replay,
	    .game = score_game, .ctx = (void *)o };

	return cli_walk(&w, argc, argv);	/* main() says when
						 * standard output failed */
}

const struct cli_entry cli_cmd_score = {
	.name = "score",
	.synopsis = "[FILE...]",
	.summary = N_("Print the points and winners of every game, with the "
	    "tiebreak."),
	.options = score_options,
	.defaults = &score_defaults,
	.size = sizeof(struct score_opts),
	.files = "*.tgn",
	.exec = score_exec
};
