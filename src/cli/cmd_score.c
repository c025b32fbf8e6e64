/* cmd_score.c: talat score: points and winners per game. */
#include <errno.h>
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

static void
print_player(const struct talat_result *r, int c)
{
	const struct talat_score *s = &r->scores[c];
	char name[4];
	int i;

	printf("  %-6c  %6d  %8d  %4d  %10d  %4d", talat_colour_char(c),
	    s->points, s->ncaptured, TALAT_POINTS_CAPTURE * s->ncaptured,
	    s->start_line, TALAT_POINTS_START_LINE * s->start_line);
	if (r->zihin >= 0)
		printf("  %10d  %4d", s->zihin_start_line,
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
			printf(" (tiebreak, top rule: %s, the highest type a tied "
			    "player captured%s)", talat_type_name(r->tiebreak),
			    several ? ", taken by each winner" : "");
		else if (several)
			printf(" (tied; top rule: no type decides: a shared "
			    "win)");
		break;
	case TALAT_TIEBREAK_SHARED:
		if (several)
			printf(" (tied; shared rule: a shared win)");
		break;
	default:
		if (r->tiebreak >= 0)
			printf(" (tiebreak: %s, captured by no other tied "
			    "player)", talat_type_name(r->tiebreak));
		else if (several)
			printf(" (tied; no type decides: a shared win)");
		break;
	}
}

/* The errors that make a game invalid, one line each. */
static void
print_why(const char *file, const struct talat_result *r)
{
	size_t i;

	for (i = 0; i < r->ndiags; i++)
		if (r->diags[i].severity == TALAT_SEV_ERROR)
			printf("  why: %s:%ld:%ld: %s\n", file,
			    r->diags[i].loc.line, r->diags[i].loc.column,
			    r->diags[i].message);
}

static int
score_game(void *ctx, const char *file, const struct talat_game *g,
    const struct talat_result *r)
{
	const struct score_opts *o = ctx;
	int i, c, first = 1, over, scored = 0;

	over = r->started && r->final.to_act < 0;
	for (i = 0; i < r->nplayers; i++)
		scored |= r->scores[r->order[i]].points != 0;
	printf("%s: game %ld (line %ld): ", file, g->index, g->loc.line);
	if (r->status == TALAT_COMPLETE)
		printf("complete\n");
	else if (r->status == TALAT_UNFINISHED)
		printf("unfinished, provisional scores\n");
	else if (over)
		printf("invalid: the game is complete (every ply replayed, "
		    "the game over), but the record has an error\n");
	else if (!r->started)
		printf("invalid, nothing to replay\n");
	else
		printf("invalid, provisional scores\n");
	if (r->status == TALAT_INVALID) {
		print_why(file, r);
		if (!r->started) {
			printf("  winner: none can be given: the game is "
			    "invalid\n\n");
			return ferror(stdout) ? -1 : 0;
		}
		if (!over)
			printf("  (scored as replayed up to the first error, "
			    "after ply %ld)\n", r->final.ply - 1);
	}
	printf("  player  points  captures   pts  start line   pts%s"
	    "  captured\n", r->zihin >= 0 ? "  zihin line   pts" : "");
	for (i = 0; i < r->nplayers; i++)
		print_player(r, r->order[i]);
	if (r->status == TALAT_INVALID && !over && !scored) {
		printf("  winner: none can be given: the game is invalid and "
		    "nobody has scored\n\n");
		return ferror(stdout) ? -1 : 0;
	}
	printf("  winner%s:", (r->winners & (r->winners - 1)) ? "s" : "");
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
		fprintf(stderr, "talat score: write error on standard output"
		    "%s%s\n", errno ? ": " : "", errno ? strerror(errno) : "");
		return EXIT_USAGE;
	}
	return st;
}

const struct cli_entry cli_cmd_score = {
	"score", "[FILE...]",
	"Print the points and winners of every game, with the tiebreak.",
	score_options, &score_defaults, sizeof(struct score_opts), "*.tgn",
	NULL, 0, NULL, score_exec
};
