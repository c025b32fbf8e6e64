/* SPDX-License-Identifier: ISC */
/* cmd_score.c: talat score: points and winners per game. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"

struct score_opts {
	int strict;
	int tiebreak;
	int explain;
};

static const struct score_opts score_defaults = { 0, TALAT_TIEBREAK_UNSHARED,
	0 };

static const struct cli_option score_options[] = {
	CLI_OPT_STRICT(struct score_opts, strict),
	CLI_OPT_TIEBREAK(struct score_opts, tiebreak),
	{ "explain", 0, NULL, "say where every point comes from, how the tie "
	  "was broken,\nand what the other freeze mode and editions give",
	  CLI_FLAG, offsetof(struct score_opts, explain), 0, 0, NULL },
	CLI_OPT_END
};

/* The columns of the table: the heading (translated) and the least
 * width; a heading wider than that widens its column. The first is
 * left-aligned, the others right-aligned. */
enum { COL_PLAYER, COL_POINTS, COL_CAPTURES, COL_CAPTURE_PTS, COL_START,
	COL_START_PTS, COL_ZIHIN, COL_ZIHIN_PTS, NCOLS };

static const struct column {
	const char *heading;
	int width;
} columns[NCOLS] = {
	/* TRANSLATORS: the headings of talat score's table. The columns
	 * widen to fit a longer heading. */
	{ N_("player"), 6 }, { N_("points"), 6 }, { N_("captures"), 8 },
	{ N_("pts"), 4 }, { N_("start line"), 10 }, { N_("pts"), 4 },
	{ N_("zihin line"), 10 }, { N_("pts"), 4 }
};

/* The width of a column: its least width, or its heading's characters. */
static int
col_width(int col)
{
	const char *h = _(columns[col].heading);
	int n = 0;

	for (; *h != '\0'; h++)
		n += ((unsigned char)*h & 0xC0) != 0x80;
	return n > columns[col].width ? n : columns[col].width;
}

/* A heading, padded to the width of its column. */
static void
print_heading(int col)
{
	const char *h = _(columns[col].heading);
	int n = 0, i;

	for (i = 0; h[i] != '\0'; i++)
		n += ((unsigned char)h[i] & 0xC0) != 0x80;
	if (col == COL_PLAYER)
		printf("  %s%*s", h, col_width(col) - n, "");
	else
		printf("  %*s%s", col_width(col) - n, "", h);
}

static void
print_player(const struct talat_result *r, int c)
{
	const struct talat_score *s = &r->scores[c];
	char name[4];
	int i;

	printf("  %c%*s  %*d  %*d  %*d  %*d  %*d", talat_colour_char(c),
	    col_width(COL_PLAYER) - 1, "",
	    col_width(COL_POINTS), s->points,
	    col_width(COL_CAPTURES), s->ncaptured,
	    col_width(COL_CAPTURE_PTS), TALAT_POINTS_CAPTURE * s->ncaptured,
	    col_width(COL_START), s->start_line,
	    col_width(COL_START_PTS),
	    TALAT_POINTS_START_LINE * s->start_line);
	if (r->zihin >= 0)
		printf("  %*d  %*d", col_width(COL_ZIHIN), s->zihin_start_line,
		    col_width(COL_ZIHIN_PTS),
		    TALAT_POINTS_START_LINE * s->zihin_start_line);
	printf("  ");
	if (s->ncaptured == 0)
		printf("-");
	for (i = 0; i < s->ncaptured; i++) {
		talat_tower_name(s->captured[i], name);
		printf("%s%s", i ? "," : "", name);
	}
	printf("\n");
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
	char *copy;
	size_t i;

	for (i = 0; i < r->ndiags; i++)
		if (r->diags[i].severity == TALAT_SEV_ERROR) {
			printf(_("  why: %s:%ld:%ld: %s\n"), file,
			    r->diags[i].loc.line, r->diags[i].loc.column,
			    cli_term(r->diags[i].message, &copy));
			free(copy);
		}
}

static int
score_game(void *ctx, const char *file, const struct talat_game *g,
    const struct talat_result *r)
{
	const struct score_opts *o = ctx;
	int i, c, first = 1, over;

	over = r->started && r->final.to_act < 0;
	/* TRANSLATORS: the file, the number of the game in it, its line. */
	printf(_("%s: game %ld (line %ld): "), file, g->index, g->loc.line);
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
	for (i = COL_PLAYER; i < (r->zihin >= 0 ? NCOLS : COL_ZIHIN); i++)
		print_heading(i);
	printf("  %s\n", _("captured"));
	for (i = 0; i < r->nplayers; i++)
		print_player(r, r->order[i]);
	if (talat_result_void(r, r->status)) {
		fputs(_("  winner: none can be given: the game is invalid and "
		    "nobody has scored\n\n"), stdout);
		return ferror(stdout) ? -1 : 0;
	}
	fputs((r->winners & (r->winners - 1)) ? _("  winners:") :
	    _("  winner:"), stdout);
	for (c = 0; c < TALAT_NCOLOURS; c++)
		if (r->winners & (1u << c)) {
			printf("%s%c", first ? " " : ", ", talat_colour_char(c));
			first = 0;
		}
	print_tiebreak(r);
	printf("\n");
	if (o->explain && cli_explain(g, r, o->strict) < 0) {
		fprintf(stderr, "talat score: out of memory\n");
		return -1;
	}
	printf("\n");
	return ferror(stdout) ? -1 : 0;
}

static int
score_exec(const struct cli_entry *e, void *opts, int argc, char **argv)
{
	const struct score_opts *o = opts;
	struct cli_walk w;
	int st;

	memset(&w, 0, sizeof(w));
	w.cmd = e->name;
	w.strict = o->strict;
	w.tiebreak = o->tiebreak;
	w.game = score_game;
	w.ctx = (void *)o;
	st = cli_walk(&w, argc, argv);
	errno = 0;
	if (fflush(stdout) != 0 || ferror(stdout)) {
		if (errno)
			fprintf(stderr, _("talat%s%s: write error on standard "
			    "output: %s\n"), " ", "score", strerror(errno));
		else
			fprintf(stderr, _("talat%s%s: write error on standard "
			    "output\n"), " ", "score");
		return EXIT_USAGE;
	}
	return st;
}

const struct cli_entry cli_cmd_score = {
	"score", "[FILE...]",
	N_("Print the points and winners of every game, with the tiebreak."),
	score_options, &score_defaults, sizeof(struct score_opts), "*.tgn",
	NULL, 0, NULL, score_exec
};
