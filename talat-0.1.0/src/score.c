/* SPDX-License-Identifier: ISC */
/* score.c: points and the tiebreak (rules.md section 8). */
#include <string.h>
#include "talat/score.h"
#include "position_private.h"

/* Towers of `colour` on the opposing start line of every board they play
 * on; each one also into out (room for 15; out may be NULL) with the
 * points it gives credited to `player`. */
static int
start_line_towers(const struct talat_position *p, int colour, int player,
    int kind, struct talat_point *out)
{
	int b, f, t, rank, n = 0;

	for (b = 0; b < TALAT_NBOARDS; b++) {
		if (!talat_board_has(b, colour))
			continue;
		rank = colour == talat_board_low(b) ? 4 : 0;
		for (f = 0; f < 5; f++) {
			t = p->board[b][talat_square_at(f, rank)];
			if (t < 0 || talat_tower_colour(t) != colour)
				continue;
			if (kind == TALAT_POINT_ZIHIN_LINE &&
			    talat_board_other(b, colour) == player)
				continue;	/* the Zihin's line on P-Z */
			if (out != NULL) {
				memset(&out[n], 0, sizeof(out[n]));
				out[n].kind = kind;
				out[n].colour = player;
				out[n].tower = t;
				out[n].victim = -1;
				out[n].board = b;
				out[n].square = talat_square_at(f, rank);
				out[n].points = TALAT_POINTS_START_LINE;
			}
			n++;
		}
	}
	return n;
}

/* Two players: Zihin towers on the start line of `player`'s opponent on
 * the board of the Zihin and the opponent, credited to `player`. */
static int
zihin_towers(const struct talat_position *p, int player,
    struct talat_point *out)
{
	return start_line_towers(p, p->zihin, player, TALAT_POINT_ZIHIN_LINE,
	    out);
}

/* Types captured by `c` as a bit set. */
static unsigned
captured_types(const struct talat_score *s)
{
	unsigned set = 0;
	int i;

	for (i = 0; i < s->ncaptured; i++)
		set |= 1u << talat_tower_type(s->captured[i]);
	return set;
}

static int
highest_type(unsigned set)
{
	int t;

	for (t = TALAT_NTYPES - 1; t >= 0; t--)
		if (set & (1u << t))
			return t;
	return -1;
}

int
talat_position_points(const struct talat_position *p, const int *players,
    int nplayers, struct talat_point *out, int max)
{
	struct talat_point line[16];
	int i, j, c, k, m, n = 0;

	for (i = 0; i < nplayers; i++) {
		c = players[i];
		for (j = 0; j < 2; j++) {
			if (j == 1 && p->zihin < 0)
				break;
			k = j == 0 ? start_line_towers(p, c, c,
			    TALAT_POINT_START_LINE, line) :
			    zihin_towers(p, c, line);
			for (m = 0; m < k; m++, n++)
				if (n < max)
					out[n] = line[m];
		}
	}
	return n;
}

static const char *const rule_names[TALAT_NTIEBREAK_RULES] = {
	"unshared", "top", "shared"
};

const char *
talat_tiebreak_rule_name(enum talat_tiebreak_rule rule)
{
	int r = (int)rule;	/* (whatever a caller passed) */

	if (r < 0 || r >= TALAT_NTIEBREAK_RULES)
		return "unshared";
	return rule_names[r];
}

int
talat_tiebreak_rule_from_name(const char *s)
{
	int i;

	for (i = 0; i < TALAT_NTIEBREAK_RULES; i++)
		if (strcmp(s, rule_names[i]) == 0)
			return i;
	return -1;
}

/* UNSHARED: the tied player whose unshared types hold the highest type
 * wins alone (two cannot hold the same one: it would be shared). */
static void
rule_unshared(struct talat_tiebreak *t)
{
	int c, top = -1, bestc = -1;

	for (c = 0; c < TALAT_NCOLOURS; c++)
		if ((t->tied & (1u << c)) && highest_type(t->unshared[c]) > top) {
			top = highest_type(t->unshared[c]);
			bestc = c;
		}
	if (bestc >= 0) {
		t->winners = 1u << bestc;
		t->decided = top;
	}
}

/* TOP: the tied players who captured T win; all tied when nobody
 * captured anything. */
static void
rule_top(struct talat_tiebreak *t)
{
	unsigned w = 0;
	int c;

	if (t->top < 0)
		return;
	for (c = 0; c < TALAT_NCOLOURS; c++)
		if ((t->tied & (1u << c)) && (t->types[c] & (1u << t->top)))
			w |= 1u << c;
	t->winners = w;
	if (w != t->tied)
		t->decided = t->top;
}

void
talat_tiebreak(const struct talat_score scores[TALAT_NCOLOURS],
    const int *players, int nplayers, enum talat_tiebreak_rule rule,
    struct talat_tiebreak *t)
{
	unsigned all = 0;
	int i, c, d;

	memset(t, 0, sizeof(*t));
	t->rule = rule;
	t->best = -1;
	t->top = -1;
	t->decided = -1;
	for (i = 0; i < nplayers; i++)
		if (scores[players[i]].points > t->best)
			t->best = scores[players[i]].points;
	for (i = 0; i < nplayers; i++) {
		c = players[i];
		if (scores[c].points != t->best)
			continue;
		t->tied |= 1u << c;
		t->types[c] = captured_types(&scores[c]);
		all |= t->types[c];
	}
	for (c = 0; c < TALAT_NCOLOURS; c++) {
		if (!(t->tied & (1u << c)))
			continue;
		t->unshared[c] = t->types[c];
		for (d = 0; d < TALAT_NCOLOURS; d++)
			if (d != c && (t->tied & (1u << d)))
				t->unshared[c] &= ~t->types[d];
	}
	t->top = highest_type(all);
	t->winners = t->tied;
	if ((t->tied & (t->tied - 1)) == 0)
		return;
	switch (rule) {
	case TALAT_TIEBREAK_TOP:
		rule_top(t);
		break;
	case TALAT_TIEBREAK_SHARED:
		break;
	default:
		rule_unshared(t);
		break;
	}
}

void
talat_score(const struct talat_position *p, const int *players, int nplayers,
    struct talat_score scores[TALAT_NCOLOURS], unsigned *winners,
    int *tiebreak)
{
	struct talat_tiebreak t;
	struct talat_score *s;
	int i, c;

	memset(scores, 0, TALAT_NCOLOURS * sizeof(*scores));
	for (i = 0; i < nplayers; i++) {
		c = players[i];
		s = &scores[c];
		s->ncaptured = p->ncaptured[c];
		memcpy(s->captured, p->captured[c], sizeof(s->captured));
		s->start_line = start_line_towers(p, c, c,
		    TALAT_POINT_START_LINE, NULL);
		if (p->zihin >= 0)
			s->zihin_start_line = zihin_towers(p, c, NULL);
		s->points = TALAT_POINTS_CAPTURE * s->ncaptured +
		    TALAT_POINTS_START_LINE * (s->start_line +
		    s->zihin_start_line);
	}
	talat_tiebreak(scores, players, nplayers, TALAT_TIEBREAK_UNSHARED, &t);
	*winners = t.winners;
	*tiebreak = t.decided;
}
