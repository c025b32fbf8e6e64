/* SPDX-License-Identifier: ISC */
/* explain.c: talat score --explain: where every point comes from, the
 * tiebreak step by step, and what the other freeze mode and the other
 * editions' tiebreaks would give (arbiter.md section 3).
 *
 * Every line is one whole sentence of the catalogue: lists (of colours,
 * of points) are made first and given to it as a %s, never glued to its
 * pieces; a count that decides a word's form goes through P_(). */
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"


/* Whether the replay of r reaches the end of the game: its winners are
 * winners; else they only lead as the record stands. */
static int
over(const struct talat_result *r)
{
	return r->started && r->final.to_act < 0;
}

/* The editions behind each rule (arbiter.md section 3), with the value
 * of --tiebreak that chooses it: as the heading of the rule's steps, and
 * as the label of what it gives. */
static const char *const rule_heading[TALAT_NTIEBREAK_RULES] = {
	/* TRANSLATORS: heads the steps of the tiebreak. --tiebreak=...
	 * is the option that chooses the rule: keep it as it is. */
	N_("The rule of the German and Dutch editions (--tiebreak=unshared):"),
	/* TRANSLATORS: "the English one": the English edition, read word
	 * for word. Keep --tiebreak=top. */
	N_("The rule of the French, Spanish and Romanian editions, and of "
	    "the English one read literally (--tiebreak=top):"),
	/* TRANSLATORS: keep --tiebreak=shared. */
	N_("The rule of the Russian edition (--tiebreak=shared):")
};
static const char *const rule_label[TALAT_NTIEBREAK_RULES] = {
	/* TRANSLATORS: labels what this rule gives ("...: G wins");
	 * keep --tiebreak=unshared. */
	N_("German and Dutch editions (--tiebreak=unshared)"),
	/* TRANSLATORS: keep --tiebreak=top. */
	N_("French, Spanish and Romanian editions, English read literally "
	    "(--tiebreak=top)"),
	/* TRANSLATORS: keep --tiebreak=shared. */
	N_("Russian edition (--tiebreak=shared)")
};

static int
count_colours(unsigned set)
{
	int c, n = 0;

	for (c = 0; c < TALAT_NCOLOURS; c++)
		n += (set >> c) & 1u;
	return n;
}

/* "W", "W and B", "W, B and G"; NULL when memory ran out. */
static char *
colours(unsigned set)
{
	int c, n = 0, k[TALAT_NCOLOURS];

	for (c = 0; c < TALAT_NCOLOURS; c++)
		if (set & (1u << c))
			k[n++] = talat_colour_char(c);
	switch (n) {
	case 0:
		/* TRANSLATORS: the winners of a void game. */
		return tl_aprintf("%s", _("nobody"));
	case 1:
		return tl_aprintf("%c", k[0]);
	case 2:
		/* TRANSLATORS: two colour letters, "W and B". */
		return tl_aprintf(_("%c and %c"), k[0], k[1]);
	default:
		/* TRANSLATORS: three colour letters, "W, B and G". */
		return tl_aprintf(_("%c, %c and %c"), k[0], k[1], k[2]);
	}
}

/* "L6, S3" in value order, highest first (no words: fits). */
static const char *
types(unsigned set, char *buf, size_t size)
{
	size_t len = 0;
	int t;

	buf[0] = '\0';
	for (t = TALAT_NTYPES - 1; t >= 0; t--)
		if ((set & (1u << t)) && len + 5 < size)
			len += (size_t)snprintf(buf + len, size - len, "%s%s",
			    len ? ", " : "", talat_type_name(t));
	return buf;
}

/* "W 10, B 10, G 0" (no words: fits). */
static const char *
totals(const struct talat_result *r, char *buf, size_t size)
{
	size_t len = 0;
	int i, c;

	buf[0] = '\0';
	for (i = 0; i < r->nplayers && len < size; i++) {
		c = r->order[i];
		len += (size_t)snprintf(buf + len, size - len, "%s%c %d",
		    i ? ", " : "", talat_colour_char(c), r->scores[c].points);
	}
	return buf;
}

static void
print_point(const struct talat_result *r, const struct talat_point *pt)
{
	char t[4], v[4], sq[3], where[8];
	int line, zihin;

	printf("    %2d  ", pt->points);
	talat_tower_name(pt->tower, t);
	if (pt->board >= 0) {
		talat_square_name(pt->square, sq);
		snprintf(where, sizeof(where), "%s:%s",
		    talat_board_name(pt->board), sq);
	}
	zihin = pt->tower >= 0 && talat_tower_colour(pt->tower) == r->zihin;
	if (pt->kind == TALAT_POINT_CAPTURE) {
		talat_tower_name(pt->victim, v);
		if (pt->ply == 0)
			/* TRANSLATORS: a tower (BL6) captured before the
			 * position of the record's Position tag (a tag
			 * name: keep it). */
			printf(_("captured %s before the position of the "
			    "Position tag"), v);
		else if (pt->stood)
			/* TRANSLATORS: the ply, the capturing tower (WS4),
			 * the captured one, the square (WB:b3). */
			printf(zihin ? _("ply %ld: the Zihin tower %s captured "
			    "%s on %s (an illegal ply that stands, as the "
			    "Stood tag says)") : _("ply %ld: %s captured %s on "
			    "%s (an illegal ply that stands, as the Stood tag "
			    "says)"), pt->ply, t, v, where);
		else
			/* TRANSLATORS: the ply, the capturing tower (WS4),
			 * the captured one, the square (WB:b3). */
			printf(zihin ? _("ply %ld: the Zihin tower %s captured "
			    "%s on %s") : _("ply %ld: %s captured %s on %s"),
			    pt->ply, t, v, where);
	} else {
		line = talat_board_other(pt->board,
		    talat_tower_colour(pt->tower));
		if (line == r->zihin)
			/* TRANSLATORS: a tower (WS4) and its square. */
			printf(_("%s on %s, on the start line of the Zihin"), t,
			    where);
		else
			/* TRANSLATORS: a tower (WS4), its square, and the
			 * colour letter of the player whose start line it
			 * is. */
			printf(zihin ? _("the Zihin tower %s on %s, on the start "
			    "line of %c") : _("%s on %s, on the start line of "
			    "%c"), t, where, talat_colour_char(line));
	}
	printf("\n");
}

static void
print_sources(const struct talat_result *r)
{
	struct talat_point pts[TALAT_MAX_POINTS];
	char buf[64];
	int n, i, j, c, any, p;

	n = talat_score_points(r, pts, TALAT_MAX_POINTS);
	if (n > TALAT_MAX_POINTS)
		n = TALAT_MAX_POINTS;
	printf("  %s\n", _("Where the points come from:"));
	for (i = 0; i < r->nplayers; i++) {
		c = r->order[i];
		p = r->scores[c].points;
		printf("  ");
		/* TRANSLATORS: a colour letter and its points. */
		printf(P_("%c: %d point", "%c: %d points", (unsigned long)p),
		    talat_colour_char(c), p);
		printf("\n");
		for (j = 0, any = 0; j < n; j++)
			if (pts[j].colour == c) {
				print_point(r, &pts[j]);
				any = 1;
			}
		if (!any)
			printf("        %s\n", _("nothing captured, no tower on "
			    "an opposing start line"));
	}
	printf("  ");
	/* TRANSLATORS: each player's total, "W 10, B 10, G 0". */
	printf(r->status == TALAT_COMPLETE ? _("Totals: %s") :
	    r->status == TALAT_UNFINISHED ? _("Totals: %s (provisional: the "
	    "game is not over)") : talat_result_claims_only(r) ?
	    _("Totals: %s (every ply replayed and the game over: the error "
	    "is in the record's claims, not in its moves)") :
	    r->started && r->final.to_act < 0 ? _("Totals: %s (every ply "
	    "replayed and the game over, but the record has an error)") :
	    _("Totals: %s (as replayed up to the first error)"),
	    totals(r, buf, sizeof(buf)));
	printf("\n");
}

/* What one rule gives, in a few words: "G wins (M4 decides)"; NULL when
 * memory ran out. */
static char *
outcome(const struct talat_tiebreak *t)
{
	char *w = colours(t->winners), *s;
	int n = count_colours(t->winners);

	if (w == NULL)
		return NULL;
	if (n == 0)
		s = tl_aprintf("%s", _("no winner"));
	else if (t->decided >= 0)
		/* TRANSLATORS: the winners ("W", "W and B"), then the
		 * type that decided (M4). */
		s = tl_aprintf(P_("%s wins (%s decides)", "%s win together (%s "
		    "decides)", (unsigned long)n), w,
		    talat_type_name(t->decided));
	else
		/* TRANSLATORS: the winners ("W", "W and B"). */
		s = tl_aprintf(P_("%s wins", "%s win together",
		    (unsigned long)n), w);
	free(w);
	return s;
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

/* What each tied player captured, as the rule looks at it. */
static void
print_captures(const struct talat_tiebreak *t)
{
	char a[64], b[64];
	int c, k;

	for (c = 0; c < TALAT_NCOLOURS; c++) {
		if (!(t->tied & (1u << c)))
			continue;
		k = talat_colour_char(c);
		printf("    ");
		if (t->types[c] == 0)
			/* TRANSLATORS: a tied player's colour letter. */
			printf(_("%c captured nothing"), k);
		else if (t->rule == TALAT_TIEBREAK_UNSHARED &&
		    t->unshared[c] != 0)
			/* TRANSLATORS: a colour letter, the types it
			 * captured ("L6, S3"), those of them that no other
			 * tied player captured ("S3"). */
			printf(_("%c captured %s; no other tied player captured "
			    "%s"), k, types(t->types[c], a, sizeof(a)),
			    types(t->unshared[c], b, sizeof(b)));
		else if (t->rule == TALAT_TIEBREAK_UNSHARED)
			/* TRANSLATORS: a colour letter, the types it
			 * captured ("L6, M3"). */
			printf(_("%c captured %s; another tied player captured "
			    "each of them too"), k,
			    types(t->types[c], a, sizeof(a)));
		else
			/* TRANSLATORS: a colour letter, the types it
			 * captured ("L6, M3"). */
			printf(_("%c captured %s"), k,
			    types(t->types[c], a, sizeof(a)));
		printf("\n");
	}
}

static int
print_tiebreak(const struct talat_result *r)
{
	struct talat_tiebreak t;
	char *tied, *win;
	int w;

	talat_tiebreak(r->scores, r->order, r->nplayers, r->tiebreak_rule, &t);
	w = talat_colour_char(first_colour(t.winners));
	printf("  ");
	if ((t.tied & (t.tied - 1)) == 0 && !over(r)) {
		/* TRANSLATORS: the colour letter of the only player with
		 * the highest total in a game not over, the total, the
		 * letter again. */
		printf(_("%c alone has the highest total so far, %d: %c "
		    "leads."),
		    talat_colour_char(first_colour(t.tied)), t.best, w);
		printf("\n");
		return 0;
	}
	if ((t.tied & (t.tied - 1)) == 0) {
		/* TRANSLATORS: the colour letter of the only player with
		 * the highest total, the total, the letter again. */
		printf(_("%c alone has the highest total, %d: %c wins."),
		    talat_colour_char(first_colour(t.tied)), t.best, w);
		printf("\n");
		return 0;
	}
	if ((tied = colours(t.tied)) == NULL)
		return -1;
	/* TRANSLATORS: the highest total, the players who share it ("W
	 * and B"). */
	printf(_("The highest total, %d, is shared by %s: the tiebreak "
	    "decides."), t.best, tied);
	free(tied);
	printf("\n  %s\n", _(rule_heading[t.rule]));
	print_captures(&t);
	printf("    ");
	if ((win = colours(t.winners)) == NULL)
		return -1;
	if (t.rule == TALAT_TIEBREAK_UNSHARED && t.decided >= 0)
		/* TRANSLATORS: a type (M4), the colour letter of the tied
		 * player who alone captured it, the letter again. */
		printf(_("The highest type that only one tied player captured "
		    "is %s, captured by %c: %c wins."),
		    talat_type_name(t.decided), w, w);
	else if (t.rule == TALAT_TIEBREAK_UNSHARED)
		/* TRANSLATORS: the winners, "W and B". */
		printf(_("No tied player captured a type that no other tied "
		    "player captured: %s share the win."), win);
	else if (t.rule == TALAT_TIEBREAK_TOP && t.top < 0)
		/* TRANSLATORS: the winners, "W and B". */
		printf(_("No tied player captured anything: %s share the win."),
		    win);
	else if (t.rule == TALAT_TIEBREAK_TOP &&
	    !(t.winners & (t.winners - 1)))
		/* TRANSLATORS: a type (L6), the colour letter of the only
		 * tied player who captured it, the letter again. */
		printf(_("The highest type a tied player captured is %s, "
		    "captured by %c alone: %c wins."), talat_type_name(t.top),
		    w, w);
	else if (t.rule == TALAT_TIEBREAK_TOP)
		/* TRANSLATORS: a type (L6), the tied players who captured
		 * it ("W and B"). */
		printf(_("The highest type a tied player captured is %s, "
		    "captured by %s: they share the win."),
		    talat_type_name(t.top), win);
	else
		/* TRANSLATORS: the winners, "W and B". */
		printf(_("All tied players share the win: %s."), win);
	printf("\n");
	free(win);
	if (!over(r))
		printf("    %s\n", _("(The game is not over: the tiebreak "
		    "says who leads so far, not who wins.)"));
	return 0;
}

/* When the rules of the editions give different winners, what each
 * gives. */
static int
print_editions(const struct talat_result *r)
{
	struct talat_tiebreak t[TALAT_NTIEBREAK_RULES];
	char *o;
	int rule, differ = 0;

	for (rule = 0; rule < TALAT_NTIEBREAK_RULES; rule++) {
		talat_tiebreak(r->scores, r->order, r->nplayers, rule,
		    &t[rule]);
		if (t[rule].winners != t[0].winners)
			differ = 1;
	}
	if (!differ)
		return 0;
	printf("  %s\n", _("The editions disagree on this game:"));
	for (rule = 0; rule < TALAT_NTIEBREAK_RULES; rule++) {
		if ((o = outcome(&t[rule])) == NULL)
			return -1;
		printf("    ");
		/* TRANSLATORS: the editions of a rule, "German and Dutch
		 * editions (--tiebreak=unshared)", then what the rule
		 * gives ("G wins (M4 decides)"). */
		printf(rule == (int)r->tiebreak_rule ? _("%s: %s (the rule "
		    "used here)") : _("%s: %s"), _(rule_label[rule]), o);
		printf("\n");
		free(o);
	}
	return 0;
}

/* Status, points and winners in one line. */
static int
print_result_line(const struct talat_result *r)
{
	const struct talat_diag *d = talat_result_first_error(r);
	char buf[64], *w, *copy = NULL;
	int n = count_colours(r->winners);

	if ((w = colours(r->winners)) == NULL)
		return -1;
	if (over(r))
		/* TRANSLATORS: the status (complete, unfinished,
		 * invalid), the points ("W 38, B 35, G 35"), the winners
		 * ("W", "W and B"). */
		printf(P_("%s; %s; winner %s", "%s; %s; winners %s",
		    (unsigned long)(n > 1 ? n : 1)),
		    cli_status_text(r->status), totals(r, buf, sizeof(buf)),
		    w);
	else
		/* TRANSLATORS: the status (unfinished, invalid), the
		 * points ("W 38, B 35, G 35"), the players ahead in a game
		 * not over ("W", "W and B"). */
		printf(_("%s; %s; leading %s"), cli_status_text(r->status),
		    totals(r, buf, sizeof(buf)), w);
	free(w);
	printf("\n");
	if (d != NULL) {
		printf("      ");
		/* TRANSLATORS: the line and column of the first error,
		 * then its message. */
		printf(_("first error: line %ld, column %ld: %s"), d->loc.line,
		    d->loc.column, cli_term(d->message, &copy));
		if (talat_diag_code(d->kind)[0])
			printf(" [%s]", talat_diag_code(d->kind));
		printf("\n");
	}
	free(copy);
	return 0;
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

/* The results of both modes, one a line after its heading, lined up. */
static int
print_mode_lines(const char *ha, const char *hb, const struct talat_result *a,
    const struct talat_result *b)
{
	int wa = cli_chars(ha), wb = cli_chars(hb), w = wa > wb ? wa : wb;

	printf("    %s%*s", ha, w - wa + 1, "");
	if (print_result_line(a) < 0)
		return -1;
	printf("    %s%*s", hb, w - wb + 1, "");
	return print_result_line(b);
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
	int i, why = 0, rc = 0;

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
	printf("  %s\n", strict ? _("Declared mode gives another result:") :
	    _("Strict mode gives another result:"));
	/* Why: the boards dead before they were declared, as the
	 * declared-mode replay saw them. */
	declared = strict ? &other : r;
	for (i = 0; i < declared->nfreezes; i++) {
		f = &declared->freezes[i];
		if (f->dead_after_ply < 0 ||
		    f->declared_after_ply == f->dead_after_ply)
			continue;
		why = 1;
		printf("    ");
		if (f->declared_after_ply < 0)
			/* TRANSLATORS: a board (WB), a ply number. */
			printf(_("board %s was dead after ply %ld and never "
			    "declared frozen"), talat_board_name(f->board),
			    f->dead_after_ply);
		else
			/* TRANSLATORS: a board (WB), two ply numbers. */
			printf(_("board %s was dead after ply %ld but declared "
			    "frozen only after ply %ld"),
			    talat_board_name(f->board), f->dead_after_ply,
			    f->declared_after_ply);
		printf("\n");
	}
	if (why)
		printf("    %s\n", _("(strict mode freezes a board the moment "
		    "it is dead; declared mode when the record declares it)"));
	/* TRANSLATORS: "declared:" and "strict:" head the results of the
	 * two freeze modes, one above the other; the results line up
	 * after the longer of the two. */
	rc = print_mode_lines(_("declared:"), _("strict:"),
	    strict ? &other : r, strict ? r : &other);
	talat_result_free(&other);
	return rc;
}

int
cli_explain(const struct talat_game *g, const struct talat_result *r,
    int strict)
{
	print_sources(r);
	if (print_tiebreak(r) < 0 || print_editions(r) < 0)
		return -1;
	return print_other_mode(g, r, strict);
}
