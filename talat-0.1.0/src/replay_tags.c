/* SPDX-License-Identifier: ISC */
/* replay_tags.c: a game's tags in its replay (tgn.md section 5,
 * arbiter.md section 3): duplicates, misspellings and the Date checked;
 * Zihin, Order, Position and Stood read to set the replay up; Score,
 * Winner and Termination checked against what the replay gives. */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "talat/tpn.h"
#include "replay_private.h"
#include "base_private.h"
#include "record_private.h"
#include "replay_result.h"
#include "diag_raise.h"

#define MSGLEN 1024

/* Reports every tag whose name an earlier tag has, in record order
 * (talat_game_tag_firsts() sorts: n log n for n tags). */
static void
check_duplicates(struct replay *rp)
{
	const struct talat_game *g = rp->game;
	size_t i, n = g->ntags, *first;
	long ndup;

	if (n < 2)
		return;
	if (n > SIZE_MAX / sizeof *first ||
	    (first = malloc(n * sizeof *first)) == NULL) {
		rp->nomem = 1;
		return;
	}
	if ((ndup = talat_game_tag_firsts(g, first)) < 0)
		rp->nomem = 1;
	for (i = 0; i < n && ndup > 0; i++)
		if (first[i] != i)
			replay_raise(rp, g->tags[i].loc, 0,
			    TALAT_D_DUPLICATE_TAG, g->tags[i].name,
			    g->tags[first[i]].loc.line);
	free(first);
}

/* The tags of tgn.md section 5 and arbiter.md section 3. */
static const char *const known_tags[] = {
	"Event", "Site", "Date", "Round", "White", "Black", "Grey", "Zihin",
	"Order", "Position", "Score", "Winner", "Termination", "Stood", NULL
};

static int
known_tag(const char *name)
{
	size_t k;

	for (k = 0; known_tags[k] != NULL; k++)
		if (name[0] == known_tags[k][0] &&
		    strcmp(name, known_tags[k]) == 0)
			return 1;
	return 0;
}

/* Whether two names differ in length by at most 2, the largest edit
 * distance that names a misspelt tag (no distance is needed otherwise). */
static int
near_length(const char *a, const char *b)
{
	size_t la = strlen(a), lb = strlen(b);

	return la <= lb + 2 && lb <= la + 2;
}

/*
 * The known tag that an unknown one is in the wrong case or misspelt (an
 * edit distance of 1, or of 2 for names of five letters or more: "Time"
 * is no "Site").
 */
const char *
talat_tag_meant(const char *name, int *wrong_case)
{
	const char *meant = NULL;
	size_t k, d, best = 3;

	*wrong_case = 0;
	if (known_tag(name))
		return NULL;
	for (k = 0; known_tags[k] != NULL; k++) {
		if (!near_length(name, known_tags[k]))
			continue;
		d = talat_edit_distance(name, known_tags[k], 1);
		if (d == 0) {
			meant = known_tags[k];
			*wrong_case = 1;
			best = 0;
		} else if (d < best && (d == 1 ||
		    strlen(known_tags[k]) >= 5)) {
			meant = known_tags[k];
			best = d;
		}
	}
	return meant;
}

/* Such a tag draws a warning naming the tag meant: a misspelt Order
 * would silently change who moved. */
static void
check_tag_names(struct replay *rp)
{
	const struct talat_game *g = rp->game;
	const char *meant;
	size_t i;
	int kcase;

	for (i = 0; i < g->ntags; i++)
		if ((meant = talat_tag_meant(g->tags[i].name, &kcase)) == NULL)
			continue;
		else if (kcase)
			replay_raise(rp, g->tags[i].loc, 0, TALAT_D_TAG_CASE,
			    g->tags[i].name, meant);
		else
			replay_raise(rp, g->tags[i].loc, 0, TALAT_D_TAG_MISSPELT,
			    g->tags[i].name, meant);
}

/* A tag value holding an invisible or direction-steering character (a
 * zero-width space, a right-to-left override) draws a warning naming
 * it: "Nils" and "Nils" with a zero-width space are two players who look
 * the same, and an override shows a score beside the name reversed. The
 * first such character of each value. */
static void
check_invisible(struct replay *rp)
{
	const struct talat_game *g = rp->game;
	const char *v;
	size_t i, n, len;
	unsigned long cp;

	for (i = 0; i < g->ntags; i++) {
		v = g->tags[i].value;
		n = strlen(v);
		for (; n > 0; v += len, n -= len) {
			if ((len = talat_utf8_len(v, n)) == 0)
				len = 1;
			else if ((cp = talat_utf8_invisible(v, len)) != 0) {
				replay_raise(rp, g->tags[i].value_loc, 0,
				    TALAT_D_INVISIBLE_CHAR, g->tags[i].name,
				    cp);
				break;
			}
		}
	}
}

static void
check_date(struct replay *rp)
{
	const struct talat_tag *t = talat_game_find_tag(rp->game, "Date");
	const char *v;
	int i;

	if (t == NULL)
		return;
	v = t->value;
	for (i = 0; i < 10; i++) {
		if (i == 4 || i == 7) {
			if (v[i] != '.')
				break;
		} else if (!((v[i] >= '0' && v[i] <= '9') || v[i] == '?'))
			break;
	}
	if (i < 10 || v[10] != '\0')
		replay_raise(rp, t->value_loc, 0, TALAT_D_BAD_DATE, v);
}

/* Colours in a tag value such as "W B G" or "B, G" into out; the count,
 * or -1 when the text is not such a list. */
static int
parse_colours(const char *s, int sep_comma, int out[3])
{
	int n = 0, c;

	for (;;) {
		if ((c = talat_colour_from_char((unsigned char)*s)) < 0)
			return -1;
		if (n == 3)
			return -1;
		out[n++] = c;
		s++;
		if (*s == '\0')
			return n;
		if (sep_comma) {
			if (*s++ != ',')
				return -1;
		}
		if (*s++ != ' ')
			return -1;
	}
}

int
replay_setup_variant(struct replay *rp)
{
	const struct talat_tag *t;
	struct talat_result *r = rp->r;
	int i, j, n, c, want, order[3];

	r->zihin = -1;
	if ((t = talat_game_find_tag(rp->game, "Zihin")) != NULL) {
		c = talat_colour_from_char((unsigned char)t->value[0]);
		if (c < 0 || t->value[1] != '\0') {
			replay_raise(rp, t->value_loc, 0, TALAT_D_BAD_ZIHIN,
			    t->value);
			return -1;
		}
		r->zihin = c;
	}
	r->nplayers = r->zihin < 0 ? 3 : 2;
	for (c = 0, n = 0; c < 3; c++)
		if (c != r->zihin)
			r->order[n++] = c;
	if ((t = talat_game_find_tag(rp->game, "Order")) == NULL)
		return 0;
	want = r->nplayers;
	/* Into a copy: an order that cannot be used leaves the default one
	 * (the players once each, as scoring needs). */
	n = parse_colours(t->value, 0, order);
	for (i = 0; n == want && i < n; i++) {
		for (j = 0; j < i; j++)
			if (order[i] == order[j])
				n = -1;
		if (order[i] == r->zihin)
			n = -1;
	}
	if (n != want) {
		if (want == 3)
			replay_raise(rp, t->value_loc, 0, TALAT_D_BAD_ORDER,
			    t->value);
		else
			replay_raise(rp, t->value_loc, 0, TALAT_D_BAD_ORDER_TWO,
			    t->value, talat_colour_char(r->zihin));
		return -1;
	}
	memcpy(r->order, order, sizeof(r->order[0]) * (size_t)n);
	return 0;
}

/* Starts from an empty setup, or from the Position tag. */
int
replay_setup_position(struct replay *rp)
{
	const struct talat_tag *t = talat_game_find_tag(rp->game, "Position");
	struct talat_result *r = rp->r;
	char err[MSGLEN];
	int b, i;

	for (b = 0; b < TALAT_NBOARDS; b++)
		rp->dead_after[b] = rp->declared_after[b] = -1;
	rp->turn = 0;
	if (t == NULL) {
		talat_position_init(&rp->pos, r->zihin, r->order[0]);
		return 0;
	}
	switch (talat_tpn_parse(t->value, &rp->pos, err, sizeof(err))) {
	case 0:
		break;
	case TALAT_TPN_FAILED:
		rp->nomem = 1;
		return -1;
	default:
		replay_raise(rp, t->value_loc, 0, TALAT_D_BAD_POSITION, err);
		return -1;
	}
	if (rp->pos.zihin != r->zihin) {
		if (r->zihin < 0)
			replay_raise(rp, t->value_loc, 0,
			    TALAT_D_POSITION_NO_ZIHIN,
			    talat_colour_char(rp->pos.zihin));
		else
			replay_raise(rp, t->value_loc, 0,
			    TALAT_D_POSITION_ZIHIN,
			    talat_colour_char(r->zihin));
		return -1;
	}
	for (i = 0; i < r->nplayers; i++)
		if (r->order[i] == rp->pos.to_act)
			rp->turn = i;
	for (b = 0; b < TALAT_NBOARDS; b++) {
		if (rp->pos.frozen & (1u << b)) {
			rp->declared_after[b] = rp->pos.ply - 1;
		}
	}
	return 0;
}

/* --- plies that stood (arbiter.md section 3) ------------------------------ */

static int
cmp_long(const void *a, const void *b)
{
	long x = *(const long *)a, y = *(const long *)b;

	return x < y ? -1 : x > y;
}

/*
 * Reads the Stood tag: ply numbers (positive, in decimal) separated by
 * white space, each once. A value of another form is an error at the tag
 * and nothing stands.
 */
static void
read_stood(struct replay *rp)
{
	const struct talat_tag *t = talat_game_find_tag(rp->game, "Stood");
	const char *s;
	char *end;
	size_t n = 0, i;
	long v;

	if (t == NULL)
		return;
	rp->stood_tag = t;
	for (s = t->value; *s; ) {
		while (*s == ' ' || *s == '\t')
			s++;
		if (*s == '\0')
			break;
		n++;
		while (*s && *s != ' ' && *s != '\t')
			s++;
	}
	if (n == 0)
		goto malformed;
	if ((rp->stood = malloc(n * sizeof(*rp->stood))) == NULL) {
		rp->nomem = 1;
		return;
	}
	for (s = t->value, i = 0; i < n; i++) {
		while (*s == ' ' || *s == '\t')
			s++;
		if (*s < '0' || *s > '9')
			goto malformed;
		errno = 0;
		v = strtol(s, &end, 10);
		if (errno == ERANGE || v <= 0 ||
		    (*end && *end != ' ' && *end != '\t'))
			goto malformed;
		rp->stood[i] = v;
		s = end;
	}
	qsort(rp->stood, n, sizeof(*rp->stood), cmp_long);
	for (i = 1; i < n; i++)
		if (rp->stood[i] == rp->stood[i - 1]) {
			replay_raise(rp, t->value_loc, 0, TALAT_D_STOOD_TWICE,
			    rp->stood[i]);
			rp->nstood = 0;
			return;
		}
	rp->nstood = n;
	return;
malformed:
	replay_raise(rp, t->value_loc, 0, TALAT_D_BAD_STOOD, t->value);
	rp->nstood = 0;
}

int
replay_stands(const struct replay *rp, long ply)
{
	return rp->nstood > 0 && bsearch(&ply, rp->stood, rp->nstood,
	    sizeof(*rp->stood), cmp_long) != NULL;
}

/* After a replay that met no error: a listed ply the record does not
 * have is an error at the tag. */
void
replay_check_stood_reached(struct replay *rp)
{
	size_t i;

	for (i = 0; i < rp->nstood; i++)
		if (rp->stood[i] < rp->first_ply ||
		    rp->stood[i] >= rp->pos.ply) {
			if (rp->pos.ply > rp->first_ply)
				replay_raise(rp, rp->stood_tag->value_loc, 0,
				    TALAT_D_STOOD_NOT_REACHED, rp->stood[i],
				    rp->first_ply, rp->pos.ply - 1);
			else
				replay_raise(rp, rp->stood_tag->value_loc, 0,
				    TALAT_D_STOOD_NO_PLIES, rp->stood[i]);
			return;
		}
}

static int
find_points(const struct talat_result *r, int colour)
{
	int i;

	for (i = 0; i < r->nplayers; i++)
		if (r->order[i] == colour)
			return r->scores[colour].points;
	return -1;
}

/* Appends "W 23" to a list "B 18, G 15" in buf (len bytes). */
static void
add_points(char *buf, size_t len, int colour, long points)
{
	size_t o = strlen(buf);

	snprintf(buf + o, len - o, "%s%c %ld", o ? ", " : "",
	    talat_colour_char(colour), points);
}

/* The points of every player, in turn order: "W 31, G 26, B 21". */
static void
scores_text(const struct talat_result *r, char *buf, size_t len)
{
	int i;

	buf[0] = '\0';
	for (i = 0; i < r->nplayers; i++)
		add_points(buf, len, r->order[i],
		    r->scores[r->order[i]].points);
}

/*
 * Checks the Score tag against the replay: every player once with the
 * points the game gives. Every wrong entry is named in one error, with
 * the tag as it should read.
 */
static void
check_score_tag(struct replay *rp)
{
	const struct talat_tag *t = talat_game_find_tag(rp->game, "Score");
	struct talat_result *r = rp->r;
	const char *s;
	char *end, said[128], gives[128], tag[128];
	int c, n = 0, seen = 0, pts;
	long v;

	if (t == NULL)
		return;
	said[0] = gives[0] = '\0';
	s = t->value;
	for (;;) {
		c = talat_colour_from_char((unsigned char)s[0]);
		if (c < 0 || s[1] != ' ' || s[2] < '0' || s[2] > '9')
			goto malformed;
		errno = 0;
		v = strtol(s + 2, &end, 10);
		if (errno == ERANGE)
			goto malformed;
		if ((pts = find_points(r, c)) < 0) {
			replay_raise(rp, t->value_loc, 0,
			    TALAT_D_SCORE_NOT_PLAYER, talat_colour_char(c));
			return;
		}
		if (seen & (1 << c)) {
			replay_raise(rp, t->value_loc, 0, TALAT_D_SCORE_TWICE,
			    talat_colour_char(c));
			return;
		}
		seen |= 1 << c;
		n++;
		if (v != pts) {
			add_points(said, sizeof(said), c, v);
			add_points(gives, sizeof(gives), c, pts);
		}
		if (*end == '\0')
			break;
		if (end[0] != ',' || end[1] != ' ')
			goto malformed;
		s = end + 2;
	}
	if (said[0] != '\0') {
		scores_text(r, tag, sizeof(tag));
		replay_raise(rp, t->value_loc, 0, TALAT_D_SCORE_MISMATCH, said,
		    gives, tag);
	} else if (n != r->nplayers)
		replay_raise(rp, t->value_loc, 0, TALAT_D_SCORE_INCOMPLETE);
	return;
malformed:
	replay_raise(rp, t->value_loc, 0, TALAT_D_BAD_SCORE, t->value);
}

/* "W" or "B, G". */
static void
winners_text(unsigned set, char *buf)
{
	const char *sep = "";
	int c;

	*buf = '\0';
	for (c = 0; c < 3; c++)
		if (set & (1u << c)) {
			buf += sprintf(buf, "%s%c", sep, talat_colour_char(c));
			sep = ", ";
		}
}

static void
check_winner_tag(struct replay *rp)
{
	const struct talat_tag *t = talat_game_find_tag(rp->game, "Winner");
	int cs[3], n, i;
	unsigned set = 0;
	char want[16], got[16];

	if (t == NULL)
		return;
	n = parse_colours(t->value, 1, cs);
	for (i = 0; i < n; i++) {
		if (set & (1u << cs[i]))
			n = -1;
		else
			set |= 1u << cs[i];
	}
	if (n < 0) {
		replay_raise(rp, t->value_loc, 0, TALAT_D_BAD_WINNER, t->value);
		return;
	}
	if (set != rp->r->winners) {
		winners_text(set, got);
		winners_text(rp->r->winners, want);
		if (rp->r->tiebreak_rule == TALAT_TIEBREAK_UNSHARED)
			replay_raise(rp, t->value_loc, 0,
			    TALAT_D_WINNER_MISMATCH, got, want, want);
		else
			replay_raise(rp, t->value_loc, 0,
			    TALAT_D_WINNER_MISMATCH_RULE,
			    got, want, talat_tiebreak_rule_name(
			    rp->r->tiebreak_rule), want);
	}
}

/* Whether a tag value says something: not empty, not only blanks. */
static int
says_something(const char *s)
{
	for (; *s; s++)
		if (*s != ' ' && *s != '\t')
			return 1;
	return 0;
}

/*
 * An unfinished game: named at its first line, with who is to act,
 * unless a Termination tag says why it stopped; Score and Winner cannot
 * be checked, so each draws a warning with what the position gives so
 * far; and a board dead but never declared is why the game did not end.
 */
void
replay_check_unfinished(struct replay *rp)
{
	const struct talat_game *g = rp->game;
	const struct talat_tag *t;
	struct talat_result *r = rp->r;
	struct talat_loc end = g->loc;
	char text[128];
	const char *bn;
	int b;

	t = talat_game_find_tag(g, "Termination");
	if (t == NULL || !says_something(t->value)) {
		if (rp->pos.ply > rp->first_ply)
			replay_raise(rp, g->loc, 0, TALAT_D_UNFINISHED_GAME,
			    rp->pos.ply - 1,
			    talat_colour_char(rp->pos.to_act));
		else
			replay_raise(rp, g->loc, 0,
			    TALAT_D_UNFINISHED_GAME_NO_PLY,
			    talat_colour_char(rp->pos.to_act));
	}
	if ((t = talat_game_find_tag(g, "Score")) != NULL) {
		scores_text(r, text, sizeof(text));
		replay_raise(rp, t->value_loc, 0, TALAT_D_SCORE_UNFINISHED,
		    text);
	}
	if ((t = talat_game_find_tag(g, "Winner")) != NULL) {
		winners_text(r->winners, text);
		replay_raise(rp, t->value_loc, 0, TALAT_D_WINNER_UNFINISHED,
		    text);
	}
	if (g->nmoves > 0)
		end = g->moves[g->nmoves - 1].loc;
	for (b = 0; b < TALAT_NBOARDS; b++) {
		if (rp->dead_after[b] < 0 || (rp->pos.frozen & (1u << b)))
			continue;
		bn = talat_board_name(b);
		replay_raise(rp, end, rp->dead_after[b],
		    TALAT_D_DEAD_BOARD_AT_END, bn, rp->dead_after[b], bn);
	}
}

/* Whether names a and b are one name as event.md section 1 compares
 * them (surrounding white space left out, inner runs as one space). */
static int
same_name(const char *a, const char *b)
{
	while (*a == ' ' || *a == '\t')
		a++;
	while (*b == ' ' || *b == '\t')
		b++;
	for (;;) {
		int sa = 0, sb = 0;

		while (*a == ' ' || *a == '\t') {
			a++;
			sa = 1;
		}
		while (*b == ' ' || *b == '\t') {
			b++;
			sb = 1;
		}
		if (*a == '\0' || *b == '\0')
			return *a == *b;
		if (sa != sb || *a != *b)
			return 0;
		a++, b++;
	}
}

/* A name that names nobody: empty, or "?". */
static int
no_name(const char *s)
{
	while (*s == ' ' || *s == '\t')
		s++;
	if (*s == '?')
		s++;
	while (*s == ' ' || *s == '\t')
		s++;
	return *s == '\0';
}

void
replay_check_names(struct replay *rp)
{
	static const char *const tags[3] = { "White", "Black", "Grey" };
	const struct talat_tag *t[3];
	int c, d;

	for (c = 0; c < 3; c++) {
		t[c] = c == rp->r->zihin ? NULL :
		    talat_game_find_tag(rp->game, tags[c]);
		if (t[c] != NULL && no_name(t[c]->value))
			t[c] = NULL;
	}
	for (c = 0; c < 3; c++)
		for (d = c + 1; d < 3; d++)
			if (t[c] != NULL && t[d] != NULL &&
			    same_name(t[c]->value, t[d]->value)) {
				char q[80];
				size_t n = talat_utf8_prefix(t[c]->value,
				    strlen(t[c]->value), 64);

				if (n > sizeof(q) - 1)
					n = sizeof(q) - 1;
				memcpy(q, t[c]->value, n);
				q[n] = '\0';
				replay_raise(rp, t[d]->value_loc, 0,
				    TALAT_D_SAME_PLAYER_TWICE, q, tags[c],
				    tags[d]);
				return;
			}
}

void
replay_check_tags(struct replay *rp)
{
	check_duplicates(rp);
	check_tag_names(rp);
	check_invisible(rp);
	check_date(rp);
	read_stood(rp);
}

void
replay_check_result_tags(struct replay *rp)
{
	check_score_tag(rp);
	check_winner_tag(rp);
}
