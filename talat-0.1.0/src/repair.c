/* SPDX-License-Identifier: ISC */
/*
 * repair.c: repairs of a transcription error (doc/spec/arbiter.md section
 * 2): at a game's illegal ply, every legal replacement, the exchange with
 * the next ply, the deletion and every legal ply inserted before it, each
 * tried by replaying the whole repaired record, and sorted best first.
 * When the game's first error is a wrong round number, the illegal ply
 * is sought in the game replayed without its round numbers: a ply left
 * out shifts every later round, and the round number is then only a
 * symptom of it.
 *
 * Then the tag repairs: the game replayed with every other Order (a
 * permutation of its colours) and, with two players, every other Zihin
 * colour; those with which the whole game replays are kept.
 *
 * The repaired records are built in one scratch array of moves that
 * shares the game's comments (a replay only reads them); round numbers
 * are cleared in it, since they do not count (the spec: they are
 * notation, and fix writes fresh ones). A tag repair replays them with a
 * scratch array of tags that shares the game's names and values but for
 * the one changed.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "repair.h"
#include "repair_private.h"
#include "base_private.h"
#include "replay_result.h"
#include "diag_private.h"
#include "diag_raise.h"
#include "internal.h"

/* Candidates of one position: at most 9 types x 10 squares during the
 * setup, and fewer actions than 9 towers x 5 directions x 2 boards. */
#define MAXCAND 128

void
talat_repairs_init(struct talat_repairs *rs)
{
	memset(rs, 0, sizeof *rs);
}

void
talat_repairs_free(struct talat_repairs *rs)
{
	free(rs->list);
	talat_diag_free(&rs->rule);
	talat_repairs_init(rs);
}

static long
expected_round(const struct talat_result *r)
{
	return (r->final.ply - 1) / r->nplayers + 1;
}

long
talat_repair_target(const struct talat_game *g, const struct talat_result *r)
{
	size_t k = r->moves_replayed;
	const struct talat_move *m;

	if (!r->started || g->syntax_errors > 0 ||
	    r->status != TALAT_INVALID || r->nerrors != 1 || k >= g->nmoves)
		return -1;
	m = &g->moves[k];
	if (m->kind == TALAT_MOVE_FREEZE)
		return -1;
	if (m->round != TALAT_ROUND_NONE && m->round != expected_round(r))
		return -1;
	return (long)k;
}

/* One trial: the game with moves[0..n) replayed into tr. */
struct trial {
	const struct talat_game *game;
	const struct talat_replay_options *opts;
	struct talat_move *moves;	/* scratch, room for one more */
	size_t nmoves;
	struct talat_tag *tags;		/* scratch, room for one more */
	struct talat_result tr;
	struct talat_repairs *rs;
};

static int
push(struct talat_repairs *rs, const struct talat_repair *rep)
{
	if (tl_grow(&rs->list, &rs->cap, rs->n + 1, sizeof *rs->list, 16) < 0)
		return -1;
	rs->list[rs->n++] = *rep;
	return 0;
}

/* r's first error, or NULL. (talat_result_first_error() is not in the
 * engine's part of the library.) */
static const struct talat_diag *
first_error(const struct talat_result *r)
{
	size_t i;

	for (i = 0; i < r->ndiags; i++)
		if (r->diags[i].severity == TALAT_SEV_ERROR)
			return &r->diags[i];
	return NULL;
}

static long
first_error_ply(const struct talat_result *r)
{
	const struct talat_diag *d = first_error(r);

	return d != NULL ? d->ply : 0;
}

/*
 * Replays the scratch record of n moves; keeps the repair when the record
 * replays past move `past` (the last move the repair touched).
 */
static int
try(struct trial *t, size_t n, size_t past, struct talat_repair *rep)
{
	struct talat_game g = *t->game;

	g.moves = t->moves;
	g.nmoves = n;
	if (talat_replay(&g, t->opts, &t->tr) < 0)
		return -1;
	if (t->tr.moves_replayed <= past && t->tr.moves_replayed < n)
		return 0;
	rep->fits = t->tr.nerrors == 0;
	rep->plies = (long)t->tr.nplies;
	rep->error_ply = rep->fits ? 0 : first_error_ply(&t->tr);
	return push(t->rs, rep);
}

/* The legal plies of the player to act in r's final position (a pass
 * when they have none in the movement) into cand; their number. */
static int
candidates(const struct talat_result *r, struct talat_action *cand)
{
	int n;

	if (r->final.to_act < 0)
		return 0;
	n = talat_in_movement(&r->final) ?
	    talat_legal_actions(&r->final, cand, MAXCAND) :
	    talat_legal_placements(&r->final, cand, MAXCAND);
	if (n > MAXCAND)
		n = MAXCAND;
	if (n == 0 && talat_in_movement(&r->final)) {
		memset(&cand[0], 0, sizeof cand[0]);
		cand[0].kind = TALAT_PASS;
		n = 1;
	}
	return n;
}

static int
try_replacements(struct trial *t, const struct talat_result *r)
{
	struct talat_action cand[MAXCAND];
	struct talat_repair rep;
	struct talat_move saved;
	size_t k = t->rs->move;
	int n = candidates(r, cand), i;

	saved = t->moves[k];
	for (i = 0; i < n; i++) {
		memset(&rep, 0, sizeof rep);
		rep.kind = TALAT_REPAIR_REPLACE;
		rep.action = cand[i];
		talat_action_text(&cand[i], rep.text);
		/* (a ply's text is far shorter than TALAT_EDIT_MAX) */
		rep.cost = (int)talat_edit_distance(t->rs->written, rep.text,
		    0);
		talat_action_move(&cand[i], &t->moves[k]);
		if (try(t, t->nmoves, k, &rep) < 0)
			return -1;
	}
	t->moves[k] = saved;
	return 0;
}

/* The index of the first ply after move k, or n. */
static size_t
next_ply(const struct talat_move *moves, size_t n, size_t k)
{
	size_t j;

	for (j = k + 1; j < n; j++)
		if (moves[j].kind != TALAT_MOVE_FREEZE)
			break;
	return j;
}

static void
swap(struct talat_move *a, struct talat_move *b)
{
	struct talat_move tmp = *a;

	*a = *b;
	*b = tmp;
}

static int
try_exchange(struct trial *t)
{
	struct talat_repair rep;
	size_t k = t->rs->move, j = next_ply(t->moves, t->nmoves, k);
	char y[TALAT_PLY_TEXT_MAX];
	int rc;

	if (j >= t->nmoves)
		return 0;
	memset(&rep, 0, sizeof rep);
	rep.kind = TALAT_REPAIR_EXCHANGE;
	rep.next = j;
	talat_ply_format(&t->moves[j], y);
	snprintf(rep.text, sizeof rep.text, "%s %s", y, t->rs->written);
	rep.cost = (int)strlen(t->rs->written);
	swap(&t->moves[k], &t->moves[j]);
	rc = try(t, t->nmoves, j, &rep);
	swap(&t->moves[k], &t->moves[j]);
	return rc;
}

static int
try_delete(struct trial *t)
{
	struct talat_repair rep;
	size_t k = t->rs->move, n = t->nmoves;
	struct talat_move saved = t->moves[k];
	int rc;

	memset(&rep, 0, sizeof rep);
	rep.kind = TALAT_REPAIR_DELETE;
	snprintf(rep.text, sizeof rep.text, "%s", t->rs->written);
	rep.cost = (int)strlen(t->rs->written);
	memmove(&t->moves[k], &t->moves[k + 1], (n - k - 1) * sizeof saved);
	rc = try(t, n - 1, k, &rep);
	memmove(&t->moves[k + 1], &t->moves[k], (n - k - 1) * sizeof saved);
	t->moves[k] = saved;
	return rc;
}

/* Each legal ply of the player to act inserted before the illegal one
 * (the record left it out): the rest of the record must replay past the
 * written ply, now after it. */
static int
try_inserts(struct trial *t, const struct talat_result *r)
{
	struct talat_action cand[MAXCAND];
	struct talat_repair rep;
	char x[TALAT_PLY_TEXT_MAX];
	size_t k = t->rs->move, n = t->nmoves;
	int nc = candidates(r, cand), i, rc = 0;

	memmove(&t->moves[k + 1], &t->moves[k], (n - k) * sizeof *t->moves);
	for (i = 0; i < nc && rc == 0; i++) {
		memset(&rep, 0, sizeof rep);
		rep.kind = TALAT_REPAIR_INSERT;
		rep.action = cand[i];
		talat_action_text(&cand[i], x);
		snprintf(rep.text, sizeof rep.text, "%s %s", x,
		    t->rs->written);
		rep.cost = (int)strlen(x);
		memset(&t->moves[k], 0, sizeof t->moves[k]);
		t->moves[k].loc = t->moves[k + 1].loc;
		t->moves[k].round = TALAT_ROUND_NONE;
		talat_action_move(&cand[i], &t->moves[k]);
		rc = try(t, n + 1, k + 1, &rep);
	}
	memmove(&t->moves[k], &t->moves[k + 1], (n - k) * sizeof *t->moves);
	return rc;
}

/* --- tag repairs -------------------------------------------------------- */

/* The index of g's first tag `name`, or g->ntags. */
static size_t
tag_index(const struct talat_game *g, const char *name)
{
	size_t i;

	for (i = 0; i < g->ntags; i++)
		if (strcmp(g->tags[i].name, name) == 0)
			break;
	return i;
}

/* Replays the game with tag `kind` set to `value`; keeps the repair when
 * the whole game replays without an error. */
static int
try_tag(struct trial *t, enum talat_repair_kind kind, const char *value)
{
	struct talat_game g = *t->game;
	struct talat_repair rep;
	const char *name = tgn_repair_tag(kind);
	size_t i = tag_index(t->game, name);

	if (g.ntags > 0)
		memcpy(t->tags, g.tags, g.ntags * sizeof *t->tags);
	memset(&rep, 0, sizeof rep);
	if (i == g.ntags) {
		memset(&t->tags[i], 0, sizeof t->tags[i]);
		t->tags[i].name = (char *)name;
		g.ntags++;
	} else
		snprintf(rep.was, sizeof rep.was, "[%s \"%s\"]", name,
		    g.tags[i].value);
	t->tags[i].value = (char *)value;
	g.tags = t->tags;
	g.moves = t->moves;
	g.nmoves = t->nmoves;
	if (talat_replay(&g, t->opts, &t->tr) < 0)
		return -1;
	if (t->tr.nerrors > 0)
		return 0;
	rep.kind = kind;
	snprintf(rep.text, sizeof rep.text, "[%s \"%s\"]", name, value);
	rep.fits = 1;
	rep.plies = (long)t->tr.nplies;
	return push(t->rs, &rep);
}

/* Every order of the n colours c[0..n) but the one given, each written
 * "B W G" into the tag repairs tried. */
static int
try_orders(struct trial *t, const int *c, int n)
{
	static const int perm3[6][3] = {
		{ 0, 1, 2 }, { 0, 2, 1 }, { 1, 0, 2 },
		{ 1, 2, 0 }, { 2, 0, 1 }, { 2, 1, 0 }
	};
	static const int perm2[2][3] = { { 0, 1, 2 }, { 1, 0, 2 } };
	char value[8];
	int p, i, np = n == 3 ? 6 : 2;

	for (p = 1; p < np; p++) {
		for (i = 0; i < n; i++) {
			value[2 * i] = talat_colour_char(c[n == 3 ?
			    perm3[p][i] : perm2[p][i]]);
			value[2 * i + 1] = i == n - 1 ? '\0' : ' ';
		}
		if (try_tag(t, TALAT_REPAIR_ORDER, value) < 0)
			return -1;
	}
	return 0;
}

static int
try_tags(struct trial *t, const struct talat_result *r)
{
	char value[2];
	int c;

	if (!r->variant_ok || r->nplayers < 2)
		return 0;
	if (try_orders(t, r->order, r->nplayers) < 0)
		return -1;
	for (c = 0; r->zihin >= 0 && c < TALAT_NCOLOURS; c++) {
		if (c == r->zihin)
			continue;
		value[0] = talat_colour_char(c);
		value[1] = '\0';
		if (try_tag(t, TALAT_REPAIR_ZIHIN, value) < 0)
			return -1;
	}
	return 0;
}

/* --- order ---------------------------------------------------------------- */

/* The text a repair is ordered by: the ply it brings forward (the ply
 * inserted, for an insertion), into buf. */
static const char *
sort_text(const struct talat_repair *r, char *buf)
{
	size_t n;

	if (r->kind == TALAT_REPAIR_DELETE)
		return "";
	if (r->kind != TALAT_REPAIR_INSERT)
		return r->text;	/* an exchange's starts with the next ply */
	n = strcspn(r->text, " ");
	memcpy(buf, r->text, n);
	buf[n] = '\0';
	return buf;
}

/* How far a repaired record replays, for the order: its plies, less the
 * one an insertion adds (which takes it no further into the record). */
static long
written_plies(const struct talat_repair *r)
{
	return r->plies - (r->kind == TALAT_REPAIR_INSERT);
}

static int
compare(const void *pa, const void *pb)
{
	const struct talat_repair *a = pa, *b = pb;
	char ta[TALAT_REPAIR_TEXT], tb[TALAT_REPAIR_TEXT];
	int c;

	if (a->fits != b->fits)
		return b->fits - a->fits;
	if (tgn_repair_is_tag(a) != tgn_repair_is_tag(b))
		return tgn_repair_is_tag(b) - tgn_repair_is_tag(a);
	if (tgn_repair_is_tag(a) && a->kind != b->kind)
		return (int)a->kind - (int)b->kind;
	if (!a->fits && written_plies(a) != written_plies(b))
		return written_plies(a) < written_plies(b) ? 1 : -1;
	if (a->cost != b->cost)
		return a->cost - b->cost;
	if ((c = strcmp(sort_text(a, ta), sort_text(b, tb))) != 0)
		return c;
	return (int)a->kind - (int)b->kind;
}

static int
find(struct trial *t, const struct talat_result *r)
{
	size_t i;

	for (i = 0; i < t->nmoves; i++) {
		t->moves[i] = t->game->moves[i];
		t->moves[i].round = TALAT_ROUND_NONE;
	}
	if (try_replacements(t, r) < 0 || try_exchange(t) < 0 ||
	    try_delete(t) < 0 || try_inserts(t, r) < 0 || try_tags(t, r) < 0)
		return -1;
	return 0;
}

/* Whether r's one error is a wrong round number, which may be only a
 * symptom of plies gone wrong before it. */
static int
round_error(const struct talat_game *g, const struct talat_result *r)
{
	const struct talat_diag *d = first_error(r);

	return r->started && g->syntax_errors == 0 &&
	    r->status == TALAT_INVALID && r->nerrors == 1 && d != NULL &&
	    d->kind == TALAT_D_ROUND_WRONG;
}

/* d copied into *to, its strings too (no suggestion); 0 or -1. */
static int
copy_diag(struct talat_diag *to, const struct talat_diag *d)
{
	*to = *d;
	to->suggestion = NULL;
	to->message = d->message ? strdup(d->message) : NULL;
	to->source = d->source ? strdup(d->source) : NULL;
	if ((d->message && !to->message) || (d->source && !to->source)) {
		talat_diag_free(to);
		return -1;
	}
	return 0;
}

/*
 * The game g replayed without its round numbers (t->moves, cleared) into
 * *plain: the index of its illegal ply when it has one to repair, -1
 * when not. The error is kept in rs->rule, rs->symptom 2.
 */
static long
rounds_aside(struct trial *t, struct talat_result *plain)
{
	struct talat_game bare = *t->game;
	size_t i;
	long k;

	for (i = 0; i < t->nmoves; i++) {
		t->moves[i] = t->game->moves[i];
		t->moves[i].round = TALAT_ROUND_NONE;
	}
	bare.moves = t->moves;
	if (talat_replay(&bare, t->opts, plain) < 0)
		return -2;
	if ((k = talat_repair_target(&bare, plain)) < 0)
		return -1;
	if (copy_diag(&t->rs->rule, first_error(plain)) < 0)
		return -2;
	t->rs->symptom = 2;
	return k;
}

/*
 * Whether a fitting repair also explains the round numbers: with it made
 * in the record as written (its round numbers where they were written),
 * the whole game replays without an error. Only an insertion or a
 * deletion moves the plies to other rounds; a deletion of the last move,
 * when a round number was written before it, takes that number away
 * rather than explain it. 1, 0, or -1 when memory runs out.
 */
static int
explains_rounds(struct trial *t)
{
	struct talat_repairs *rs = t->rs;
	const struct talat_move *m = &t->game->moves[rs->move];
	struct talat_game fixed;
	size_t i;
	int rc = 0;

	talat_game_init(&fixed);
	for (i = 0; i < rs->nfit && rc == 0; i++) {
		if (rs->list[i].kind != TALAT_REPAIR_INSERT &&
		    (rs->list[i].kind != TALAT_REPAIR_DELETE ||
		    (m->round != TALAT_ROUND_NONE &&
		    rs->move + 1 == t->game->nmoves)))
			continue;
		if (talat_repair_apply(t->game, rs, &rs->list[i], &fixed) < 0 ||
		    talat_replay(&fixed, t->opts, &t->tr) < 0)
			rc = -1;
		else if (t->tr.nerrors == 0)
			rc = 1;
	}
	talat_game_free(&fixed);
	return rc;
}

int
talat_repairs_find(const struct talat_game *g,
    const struct talat_replay_options *opts, const struct talat_result *r,
    struct talat_repairs *rs)
{
	struct trial t;
	struct talat_result plain;
	const struct talat_result *base = r;
	long k = talat_repair_target(g, r);
	size_t i;
	int rc = 0;

	rs->n = rs->nfit = 0;
	rs->ply = 0;
	rs->symptom = 0;
	talat_diag_free(&rs->rule);
	memset(&rs->rule, 0, sizeof rs->rule);
	if (k < 0 && !round_error(g, r))
		return 0;
	memset(&t, 0, sizeof t);
	t.game = g;
	t.opts = opts;
	t.nmoves = g->nmoves;
	t.rs = rs;
	if ((t.moves = malloc((g->nmoves + 1) * sizeof *t.moves)) == NULL ||
	    (t.tags = malloc((g->ntags + 1) * sizeof *t.tags)) == NULL) {
		free(t.moves);
		return -1;
	}
	talat_result_init(&t.tr);
	talat_result_init(&plain);
	if (k < 0 && (k = rounds_aside(&t, &plain)) == -2)
		rc = -1;
	if (k >= 0 && rc == 0) {
		if (rs->symptom)
			base = &plain;
		rs->move = (size_t)k;
		rs->ply = base->final.ply;
		rs->actor = base->final.to_act;
		talat_ply_format(&g->moves[k], rs->written);
		rc = find(&t, base);
	}
	if (rc == 0 && rs->n > 1)
		qsort(rs->list, rs->n, sizeof *rs->list, compare);
	for (i = 0; rc == 0 && i < rs->n && rs->list[i].fits; i++)
		rs->nfit++;
	if (rc == 0 && rs->symptom && (rc = explains_rounds(&t)) > 0) {
		rs->symptom = 1;
		rc = 0;
	}
	talat_result_free(&t.tr);
	talat_result_free(&plain);
	free(t.moves);
	free(t.tags);
	return rc < 0 ? -1 : 0;
}

/* --- the repaired record ---------------------------------------------- */

int
tgn_insert_comment(struct talat_comment **c, size_t *n, size_t at,
    const char *text, struct talat_loc loc)
{
	struct talat_comment *nc;
	size_t cap = *n;	/* (a move's comments keep no capacity) */
	char *s;

	if ((s = strdup(text)) == NULL)
		return -1;
	if (tl_grow(c, &cap, *n + 1, sizeof **c, 1) < 0) {
		free(s);
		return -1;
	}
	nc = *c;
	memmove(&nc[at + 1], &nc[at], (*n - at) * sizeof *nc);
	nc[at].text = s;
	nc[at].loc = loc;
	(*n)++;
	return 0;
}

/* Moves the comments of move `from` to the end of the list *c. */
static int
take_comments(struct talat_comment **c, size_t *n, struct talat_move *from)
{
	size_t cap = *n;	/* (a move's comments keep no capacity) */

	if (from->ncomments == 0)
		return 0;
	if (from->ncomments > SIZE_MAX - *n ||
	    tl_grow(c, &cap, *n + from->ncomments, sizeof **c, 1) < 0)
		return -1;
	memcpy(&(*c)[*n], from->comments, from->ncomments * sizeof **c);
	*n += from->ncomments;
	free(from->comments);
	from->comments = NULL;
	from->ncomments = 0;
	return 0;
}

static int
apply_delete(struct talat_game *dst, size_t k, const char *note)
{
	struct talat_move *m = &dst->moves[k];
	struct talat_comment **c = &dst->comments;
	size_t *n = &dst->ncomments;

	if (k > 0) {
		c = &dst->moves[k - 1].comments;
		n = &dst->moves[k - 1].ncomments;
	}
	if (tgn_insert_comment(c, n, *n, note, m->loc) < 0 ||
	    take_comments(c, n, m) < 0)
		return -1;
	if (c == &dst->comments)
		dst->capcomments = *n;
	/* (a round number written before it goes with the move after it) */
	if (k + 1 < dst->nmoves && m->round != TALAT_ROUND_NONE &&
	    m[1].round == TALAT_ROUND_NONE) {
		m[1].round = m->round;
		m[1].round_loc = m->round_loc;
	}
	memmove(m, m + 1, (dst->nmoves - k - 1) * sizeof *m);
	dst->nmoves--;
	return 0;
}

/* The round numbers written before moves a and b exchanged. */
static void
swap_rounds(struct talat_move *a, struct talat_move *b)
{
	long round = a->round;
	struct talat_loc loc = a->round_loc;

	a->round = b->round;
	a->round_loc = b->round_loc;
	b->round = round;
	b->round_loc = loc;
}

/* A new move, empty, at index k of dst's moves (at the place of the move
 * it goes before, which keeps its round number); NULL when memory runs
 * out. */
static struct talat_move *
insert_move(struct talat_game *dst, size_t k)
{
	struct talat_move *m;

	if (tl_grow(&dst->moves, &dst->capmoves, dst->nmoves + 1,
	    sizeof *dst->moves, 16) < 0)
		return NULL;
	m = &dst->moves[k];
	memmove(m + 1, m, (dst->nmoves - k) * sizeof *m);
	dst->nmoves++;
	memset(m, 0, sizeof *m);
	m->loc = m[1].loc;
	m->round = TALAT_ROUND_NONE;
	return m;
}

/* The value a tag repair proposes: its text is [Name "value"]. */
static void
proposed_value(const struct talat_repair *rep, char *value, size_t size)
{
	const char *s = strchr(rep->text, '"');
	size_t n;

	value[0] = '\0';
	if (s == NULL)
		return;
	s++;
	n = strcspn(s, "\"");
	if (n >= size)
		n = size - 1;
	memcpy(value, s, n);
	value[n] = '\0';
}

/* A tag repair made in dst, a copy of the game: the tag's value set (the
 * tag added at the end of the tags when the game has none), and the
 * comment that keeps what was written first among the game's comments. */
static int
apply_tag(struct talat_game *dst, const struct talat_repair *rep)
{
	const char *name = tgn_repair_tag(rep->kind);
	size_t i = tag_index(dst, name);
	struct talat_tag *t;
	char note[TALAT_REPAIR_TEXT + 32], value[TALAT_REPAIR_TEXT], *v;

	proposed_value(rep, value, sizeof value);
	if ((v = strdup(value)) == NULL)
		return -1;
	if (i == dst->ntags) {
		if (tl_grow(&dst->tags, &dst->captags, i + 1, sizeof *dst->tags,
		    8) < 0 || (dst->tags[i].name = strdup(name)) == NULL) {
			free(v);
			return -1;
		}
		t = dst->tags;
		dst->ntags++;
		t[i].loc = t[i].value_loc = dst->loc;
		t[i].value = NULL;
		snprintf(note, sizeof note, "talat fix: was no %s tag", name);
	} else
		snprintf(note, sizeof note, "talat fix: was %s", rep->was);
	free(dst->tags[i].value);
	dst->tags[i].value = v;
	if (tgn_insert_comment(&dst->comments, &dst->ncomments, 0, note,
	    dst->tags[i].loc) < 0)
		return -1;
	dst->capcomments = dst->ncomments;
	return 0;
}

int
talat_repair_apply(const struct talat_game *g,
    const struct talat_repairs *rs, const struct talat_repair *rep,
    struct talat_game *dst)
{
	struct talat_move *m;
	char note[TALAT_REPAIR_TEXT + 32], y[16];
	size_t k = rs->move;

	talat_game_free(dst);
	if (talat_game_copy(dst, g) < 0)
		return -1;
	if (tgn_repair_is_tag(rep))
		return apply_tag(dst, rep);
	m = &dst->moves[k];
	switch (rep->kind) {
	case TALAT_REPAIR_REPLACE:
		snprintf(note, sizeof note, "talat fix: was %s", rs->written);
		talat_action_move(&rep->action, m);
		break;
	case TALAT_REPAIR_EXCHANGE:
		talat_ply_format(&dst->moves[rep->next], y);
		snprintf(note, sizeof note, "talat fix: was %s %s, exchanged",
		    rs->written, y);
		swap(m, &dst->moves[rep->next]);
		/* (the round numbers stay where they were written) */
		swap_rounds(m, &dst->moves[rep->next]);
		break;
	case TALAT_REPAIR_DELETE:
		snprintf(note, sizeof note, "talat fix: left out %s",
		    rs->written);
		return apply_delete(dst, k, note) < 0 ? -1 : 0;
	case TALAT_REPAIR_INSERT:
		if ((m = insert_move(dst, k)) == NULL)
			return -1;
		talat_action_move(&rep->action, m);
		snprintf(note, sizeof note,
		    "talat fix: inserted; the record left it out");
		return tgn_insert_comment(&m->comments, &m->ncomments,
		    m->ncomments, note, m->loc);
	default:
		break;
	}
	return tgn_insert_comment(&m->comments, &m->ncomments, 0, note, m->loc);
}

void
talat_repair_note(const struct talat_repairs *rs,
    const struct talat_repair *rep, struct talat_msg *m)
{
	int out = rep->kind == TALAT_REPAIR_DELETE;
	char x[TALAT_REPAIR_TEXT];
	size_t n;

	if (rep->kind == TALAT_REPAIR_INSERT) {
		n = strcspn(rep->text, " ");
		memcpy(x, rep->text, n);
		x[n] = '\0';
		if (rep->fits)
			talat_msg_set(m, TALAT_D_DID_YOU_MEAN_INSERT, x,
			    rs->written);
		else if (rep->error_ply > 0)
			talat_msg_set(m, TALAT_D_DID_YOU_MEAN_INSERT_UP_TO, x,
			    rs->written, rep->error_ply - 1);
		else
			talat_msg_set(m, TALAT_D_DID_YOU_MEAN_INSERT_CLAIM, x,
			    rs->written);
	} else if (tgn_repair_is_tag(rep))
		talat_msg_set(m, TALAT_D_DID_YOU_MEAN_TAG, rep->text);
	else if (rep->fits && out)
		talat_msg_set(m, TALAT_D_DID_YOU_MEAN_LEAVE_OUT, rep->text);
	else if (rep->fits)
		talat_msg_set(m, TALAT_D_DID_YOU_MEAN, rep->text);
	else if (rep->error_ply > 0 && out)
		talat_msg_set(m, TALAT_D_DID_YOU_MEAN_LEAVE_OUT_UP_TO, rep->text,
		    rep->error_ply - 1);
	else if (rep->error_ply > 0)
		talat_msg_set(m, TALAT_D_DID_YOU_MEAN_UP_TO, rep->text,
		    rep->error_ply - 1);
	else if (out)
		talat_msg_set(m, TALAT_D_DID_YOU_MEAN_LEAVE_OUT_CLAIM, rep->text);
	else
		talat_msg_set(m, TALAT_D_DID_YOU_MEAN_CLAIM, rep->text);
}

void
talat_repair_fixed_text(const struct talat_repairs *rs,
    const struct talat_repair *rep, struct talat_msg *m)
{
	char x[TALAT_PLY_TEXT_MAX];
	char c = talat_colour_char(rs->actor);

	if (rep->kind == TALAT_REPAIR_INSERT) {
		talat_action_text(&rep->action, x);
		talat_msg_set(m, TALAT_D_FIXED_INSERT, rs->ply, c, x,
		    rs->written);
	} else if (tgn_repair_is_tag(rep) && rep->was[0] != '\0')
		talat_msg_set(m, TALAT_D_FIXED_TAG, rep->was, rep->text);
	else if (tgn_repair_is_tag(rep))
		talat_msg_set(m, TALAT_D_FIXED_TAG_ADDED, rep->text);
	else if (rep->kind == TALAT_REPAIR_REPLACE)
		talat_msg_set(m, TALAT_D_FIXED_REPLACE, rs->ply, c, rs->written,
		    rep->text);
	else if (rep->kind == TALAT_REPAIR_EXCHANGE)
		talat_msg_set(m, TALAT_D_FIXED_EXCHANGE, rs->ply, c, rs->written,
		    rep->text);
	else
		talat_msg_set(m, TALAT_D_FIXED_DELETE, rs->ply, c, rs->written);
}

/* The index of r's wrong round number that rs->rule is to follow or
 * replace (rs->symptom), or r->ndiags when none. */
static size_t
symptom_error(const struct talat_result *r, const struct talat_repairs *rs)
{
	size_t i;

	if (!rs->symptom)
		return r->ndiags;
	for (i = 0; i < r->ndiags; i++)
		if (r->diags[i].severity == TALAT_SEV_ERROR)
			break;
	if (i < r->ndiags && r->diags[i].kind == TALAT_D_ROUND_WRONG)
		return i;
	return r->ndiags;
}

static void
drop_diag(struct talat_result *r, size_t i)
{
	if (r->diags[i].severity == TALAT_SEV_ERROR)
		r->nerrors--;
	else if (r->diags[i].severity == TALAT_SEV_WARNING)
		r->nwarnings--;
	talat_diag_free(&r->diags[i]);
	memmove(&r->diags[i], &r->diags[i + 1],
	    (r->ndiags - i - 1) * sizeof *r->diags);
	r->ndiags--;
}

static int
loc_differs(struct talat_loc a, struct talat_loc b)
{
	return a.line != b.line || a.column != b.column;
}

int
talat_repairs_add_notes(struct talat_result *r,
    const struct talat_repairs *rs, size_t max)
{
	struct talat_diag d;
	struct talat_msg m;
	size_t i, j;

	if ((i = symptom_error(r, rs)) != r->ndiags) {
		/* The error of the illegal ply, after or in place of the
		 * round number's. */
		if (rs->symptom == 1)
			drop_diag(r, i);
		if (talat_result_add_diag(r, &rs->rule) < 0)
			return -1;
		for (i = 0; i < r->ndiags; i++)
			if (r->diags[i].severity == TALAT_SEV_ERROR &&
			    !loc_differs(r->diags[i].loc, rs->rule.loc) &&
			    r->diags[i].kind == rs->rule.kind)
				break;
	} else {
		for (i = 0; i < r->ndiags; i++)
			if (r->diags[i].severity == TALAT_SEV_ERROR &&
			    r->diags[i].ply == rs->ply)
				break;
	}
	if (rs->n == 0 || i == r->ndiags)
		return 0;
	memset(&d, 0, sizeof d);
	d.loc = r->diags[i].loc;
	d.ply = rs->ply;
	for (j = 0; j < rs->n && j < max; j++) {
		talat_repair_note(rs, &rs->list[j], &m);
		d.kind = m.kind;
		d.severity = talat_diag_severity(m.kind);
		d.message = m.text;
		d.suggestion = (char *)rs->list[j].text;
		d.fits = rs->list[j].fits;
		if (talat_result_add_diag(r, &d) < 0)
			return -1;
	}
	return 0;
}
