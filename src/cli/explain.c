/* SPDX-License-Identifier: ISC */
/* explain.c: talat score --explain: where every point comes from, the
 * tiebreak step by step, and what the other freeze mode and the other
 * editions' tiebreaks would give (arbiter.md section 3). */
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"

/* The editions behind each rule (arbiter.md section 3). */
static const char *const editions[TALAT_NTIEBREAK_RULES] = {
	"German, Dutch", "French, Spanish, Romanian, English read literally",
	"Russian"
};

/* "W", "W and B", "W, B and G". */
static void
print_colours(unsigned set)
{
	int c, n = 0, total = 0;

	for (c = 0; c < TALAT_NCOLOURS; c++)
		if (set & (1u << c))
			total++;
	if (total == 0)		/* a void game's winners */
		fputs("none", stdout);
	for (c = 0; c < TALAT_NCOLOURS; c++) {
		if (!(set & (1u << c)))
			continue;
		n++;
		printf("%s%c", n == 1 ? "" : n == total ? " and " : ", ",
		    talat_colour_char(c));
	}
}

/* "L6, S3" in value order, highest first; "nothing" when empty. */
static void
print_types(unsigned set)
{
	const char *sep = "";
	int t;

	if (set == 0)
		printf("nothing");
	for (t = TALAT_NTYPES - 1; t >= 0; t--)
		if (set & (1u << t)) {
			printf("%s%s", sep, talat_type_name(t));
			sep = ", ";
		}
}

static void
print_square(int board, int square)
{
	char sq[3];

	talat_square_name(square, sq);
	printf("%s:%s", talat_board_name(board), sq);
}

static void
print_point(const struct talat_result *r, const struct talat_point *pt)
{
	char t[4], v[4];
	int line;

	printf("    %2d  ", pt->points);
	switch (pt->kind) {
	case TALAT_POINT_CAPTURE:
		talat_tower_name(pt->victim, v);
		if (pt->ply == 0) {
			printf("captured %s before the Position", v);
			break;
		}
		talat_tower_name(pt->tower, t);
		printf("ply %ld: %s took %s on ", pt->ply, t, v);
		print_square(pt->board, pt->square);
		if (talat_tower_colour(pt->tower) == r->zihin)
			printf(" (a Zihin tower)");
		if (pt->stood)
			printf(" (illegal; it stood, as the Stood tag says)");
		break;
	default:
		talat_tower_name(pt->tower, t);
		line = talat_board_other(pt->board,
		    talat_tower_colour(pt->tower));
		printf("%s on ", t);
		print_square(pt->board, pt->square);
		if (line == r->zihin)
			printf(", the Zihin's start line");
		else
			printf(", %c's start line", talat_colour_char(line));
		if (pt->kind == TALAT_POINT_ZIHIN_LINE)
			printf(" (a Zihin tower)");
		break;
	}
	printf("\n");
}

static void
print_sources(const struct talat_result *r)
{
	struct talat_point pts[TALAT_MAX_POINTS];
	int n, i, j, c, any;

	n = talat_score_points(r, pts, TALAT_MAX_POINTS);
	if (n > TALAT_MAX_POINTS)
		n = TALAT_MAX_POINTS;
	printf("  Where the points come from:\n");
	for (i = 0; i < r->nplayers; i++) {
		c = r->order[i];
		printf("  %c: %d point%s\n", talat_colour_char(c),
		    r->scores[c].points, r->scores[c].points == 1 ? "" : "s");
		for (j = 0, any = 0; j < n; j++)
			if (pts[j].colour == c) {
				print_point(r, &pts[j]);
				any = 1;
			}
		if (!any)
			printf("        nothing captured, no tower on an "
			    "opposing start line\n");
	}
	printf("  Totals:");
	for (i = 0; i < r->nplayers; i++) {
		c = r->order[i];
		printf("%s %c %d", i ? "," : "", talat_colour_char(c),
		    r->scores[c].points);
	}
	printf("%s\n", r->status == TALAT_COMPLETE ? "" :
	    r->status == TALAT_UNFINISHED ? " (provisional: the game is not "
	    "over)" : " (as replayed up to the first error)");
}

/* What one rule gives, in a few words: "G (M4 decides)". */
static void
print_outcome(const struct talat_tiebreak *t)
{
	print_colours(t->winners);
	if (t->decided >= 0)
		printf(" (%s decides)", talat_type_name(t->decided));
	else if (t->winners & (t->winners - 1))
		printf(" together");
}

/* The lowest colour of a set (the only one of a single). */
static int
first_colour(unsigned set)
{
	int c;

	for (c = 0; c < TALAT_NCOLOURS; c++)
		if (set & (1u << c))
			return c;
	return 0;
}

static void
print_tiebreak(const struct talat_result *r)
{
	struct talat_tiebreak t;
	int c, w;

	talat_tiebreak(r->scores, r->order, r->nplayers, r->tiebreak_rule, &t);
	w = talat_colour_char(first_colour(t.winners));
	if ((t.tied & (t.tied - 1)) == 0) {
		printf("  The highest total, %d, is %c's alone: %c wins.\n",
		    t.best, w, w);
		return;
	}
	printf("  The highest total, %d, is shared by ", t.best);
	print_colours(t.tied);
	printf(": the tiebreak decides,\n  by the rule %s (%s):\n",
	    talat_tiebreak_rule_name(t.rule), editions[t.rule]);
	for (c = 0; c < TALAT_NCOLOURS; c++) {
		if (!(t.tied & (1u << c)))
			continue;
		printf("    %c captured ", talat_colour_char(c));
		print_types(t.types[c]);
		if (t.rule == TALAT_TIEBREAK_UNSHARED && t.unshared[c] != 0) {
			printf("; no other tied player captured ");
			print_types(t.unshared[c]);
		} else if (t.rule == TALAT_TIEBREAK_UNSHARED &&
		    t.types[c] != 0) {
			printf("; each of these another tied player captured "
			    "too");
		}
		printf("\n");
	}
	printf("    ");
	if (t.rule == TALAT_TIEBREAK_UNSHARED && t.decided >= 0) {
		printf("The highest type that one tied player alone captured "
		    "is %s, %c's: %c wins.\n", talat_type_name(t.decided), w,
		    w);
		return;
	}
	if (t.rule == TALAT_TIEBREAK_UNSHARED)
		printf("No tied player captured a type that no other tied "
		    "player captured: ");
	else if (t.rule == TALAT_TIEBREAK_TOP && t.top < 0)
		printf("No tied player captured anything: ");
	else if (t.rule == TALAT_TIEBREAK_TOP) {
		printf("The highest type a tied player captured is %s, "
		    "captured by ", talat_type_name(t.top));
		print_colours(t.winners);
		if (!(t.winners & (t.winners - 1))) {
			printf(" alone: %c wins.\n", w);
			return;
		}
		printf(": ");
	} else
		printf("All tied players share the win: ");
	print_colours(t.winners);
	printf(" win together.\n");
}

/* When the rules of the editions give different winners, what each
 * gives. */
static void
print_editions(const struct talat_result *r)
{
	struct talat_tiebreak t[TALAT_NTIEBREAK_RULES];
	int rule, differ = 0;

	for (rule = 0; rule < TALAT_NTIEBREAK_RULES; rule++) {
		talat_tiebreak(r->scores, r->order, r->nplayers, rule,
		    &t[rule]);
		if (t[rule].winners != t[0].winners)
			differ = 1;
	}
	if (!differ)
		return;
	printf("  The editions disagree on this game:\n");
	for (rule = 0; rule < TALAT_NTIEBREAK_RULES; rule++) {
		printf("    %-8s (%s): ", talat_tiebreak_rule_name(rule),
		    editions[rule]);
		print_outcome(&t[rule]);
		printf("%s\n", rule == (int)r->tiebreak_rule ? " (the rule used here)" : "");
	}
}

/* Status, points and winners in one line. */
static void
print_result_line(const struct talat_result *r)
{
	const struct talat_diag *d = talat_result_first_error(r);
	char *copy = NULL;
	int i, c;

	printf("%s", talat_status_name(r->status));
	for (i = 0; i < r->nplayers; i++) {
		c = r->order[i];
		printf("%s %c %d", i ? "," : ";", talat_colour_char(c),
		    r->scores[c].points);
	}
	printf("; winner%s ", (r->winners & (r->winners - 1)) ? "s" : "");
	print_colours(r->winners);
	printf("\n");
	if (d != NULL)
		printf("      first error: line %ld, column %ld: %s%s%s%s\n",
		    d->loc.line, d->loc.column, cli_term(d->message, &copy),
		    talat_diag_code(d->kind)[0] ? " [" : "",
		    talat_diag_code(d->kind), talat_diag_code(d->kind)[0] ?
		    "]" : "");
	free(copy);
}

static int
same_result(const struct talat_result *a, const struct talat_result *b)
{
	int i, c;

	if (a->status != b->status || a->winners != b->winners)
		return 0;
	for (i = 0; i < a->nplayers; i++) {
		c = a->order[i];
		if (a->scores[c].points != b->scores[c].points)
			return 0;
	}
	return 1;
}

/* When the other freeze mode gives another result: say so, and why. */
static int
print_other_mode(const struct talat_game *g, const struct talat_result *r,
    int strict)
{
	struct talat_replay_options opts;
	struct talat_result other;
	const struct talat_result *declared;
	const struct talat_freeze *f;
	int i, why = 0;

	memset(&opts, 0, sizeof(opts));
	opts.strict = !strict;
	opts.tiebreak = r->tiebreak_rule;
	talat_result_init(&other);
	if (talat_replay(g, &opts, &other) < 0) {
		talat_result_free(&other);
		return -1;
	}
	if (same_result(r, &other)) {
		talat_result_free(&other);
		return 0;
	}
	printf("  %s mode gives another result:\n", strict ? "Declared" :
	    "Strict");
	/* Why: the boards dead before they were declared, as the
	 * declared-mode replay saw them. */
	declared = strict ? &other : r;
	for (i = 0; i < declared->nfreezes; i++) {
		f = &declared->freezes[i];
		if (f->dead_after_ply < 0 ||
		    f->declared_after_ply == f->dead_after_ply)
			continue;
		why = 1;
		if (f->declared_after_ply < 0)
			printf("    board %s was dead after ply %ld and never "
			    "declared frozen\n", talat_board_name(f->board),
			    f->dead_after_ply);
		else
			printf("    board %s was dead after ply %ld but declared "
			    "frozen only after ply %ld\n",
			    talat_board_name(f->board), f->dead_after_ply,
			    f->declared_after_ply);
	}
	if (why)
		printf("    (strict mode freezes a board the moment it is dead; "
		    "declared mode when the record declares it)\n");
	printf("    declared: ");
	print_result_line(strict ? &other : r);
	printf("    strict:   ");
	print_result_line(strict ? r : &other);
	talat_result_free(&other);
	return 0;
}

int
cli_explain(const struct talat_game *g, const struct talat_result *r,
    int strict)
{
	print_sources(r);
	print_tiebreak(r);
	print_editions(r);
	return print_other_mode(g, r, strict);
}
