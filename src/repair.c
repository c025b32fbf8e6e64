/* SPDX-License-Identifier: ISC */
/*
 * repair.c: repairs of a transcription error (doc/spec/arbiter.md section
 * 2): at a game's illegal ply, every legal replacement, the exchange with
 * the next ply and the deletion, each tried by replaying the whole
 * repaired record, and sorted best first.
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
#include "talat/repair.h"
#include "repair_private.h"

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
	struct talat_move *moves;	/* scratch */
	size_t nmoves;
	struct talat_tag *tags;		/* scratch, room for one more */
	struct talat_result tr;
	struct talat_repairs *rs;
};

static int
push(struct talat_repairs *rs, const struct talat_repair *rep)
{
	struct talat_repair *l;
	size_t cap;

	if (rs->n == rs->cap) {
		cap = rs->cap ? rs->cap * 2 : 16;
		if ((l = realloc(rs->list, cap * sizeof *l)) == NULL)
			return -1;
		rs->list = l;
		rs->cap = cap;
	}
	rs->list[rs->n++] = *rep;
	return 0;
}

static long
first_error_ply(const struct talat_result *r)
{
	size_t i;

	for (i = 0; i < r->ndiags; i++)
		if (r->diags[i].severity == TALAT_SEV_ERROR)
			return r->diags[i].ply;
	return 0;
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

static int
try_replacements(struct trial *t, const struct talat_result *r)
{
	struct talat_action cand[MAXCAND];
	struct talat_repair rep;
	struct talat_move saved;
	size_t k = t->rs->move;
	int n, i;

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

/* The text a repair is ordered by: the ply it brings forward. */
static const char *
sort_text(const struct talat_repair *r)
{
	if (r->kind == TALAT_REPAIR_DELETE)
		return "";
	return r->text;		/* an exchange's starts with the next ply */
}

static int
compare(const void *pa, const void *pb)
{
	const struct talat_repair *a = pa, *b = pb;
	int c;

	if (a->fits != b->fits)
		return b->fits - a->fits;
	if (tgn_repair_is_tag(a) != tgn_repair_is_tag(b))
		return tgn_repair_is_tag(b) - tgn_repair_is_tag(a);
	if (tgn_repair_is_tag(a) && a->kind != b->kind)
		return (int)a->kind - (int)b->kind;
	if (!a->fits && a->plies != b->plies)
		return a->plies < b->plies ? 1 : -1;
	if (a->cost != b->cost)
		return a->cost - b->cost;
	if ((c = strcmp(sort_text(a), sort_text(b))) != 0)
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
	    try_delete(t) < 0 || try_tags(t, r) < 0)
		return -1;
	return 0;
}

int
talat_repairs_find(const struct talat_game *g,
    const struct talat_replay_options *opts, const struct talat_result *r,
    struct talat_repairs *rs)
{
	struct trial t;
	long k = talat_repair_target(g, r);
	size_t i;
	int rc;

	rs->n = rs->nfit = 0;
	rs->ply = 0;
	if (k < 0)
		return 0;
	rs->move = (size_t)k;
	rs->ply = r->final.ply;
	rs->actor = r->final.to_act;
	talat_ply_format(&g->moves[k], rs->written);
	memset(&t, 0, sizeof t);
	t.game = g;
	t.opts = opts;
	t.nmoves = g->nmoves;
	t.rs = rs;
	if ((t.moves = malloc(g->nmoves * sizeof *t.moves)) == NULL ||
	    (t.tags = malloc((g->ntags + 1) * sizeof *t.tags)) == NULL) {
		free(t.moves);
		return -1;
	}
	talat_result_init(&t.tr);
	rc = find(&t, r);
	talat_result_free(&t.tr);
	free(t.moves);
	free(t.tags);
	if (rc < 0)
		return -1;
	if (rs->n > 1)
		qsort(rs->list, rs->n, sizeof *rs->list, compare);
	for (i = 0; i < rs->n && rs->list[i].fits; i++)
		rs->nfit++;
	return 0;
}

/* --- the repaired record ---------------------------------------------- */

int
tgn_insert_comment(struct talat_comment **c, size_t *n, size_t at,
    const char *text, struct talat_loc loc)
{
	struct talat_comment *nc;
	char *s;

	if ((s = strdup(text)) == NULL)
		return -1;
	if ((nc = realloc(*c, (*n + 1) * sizeof *nc)) == NULL) {
		free(s);
		return -1;
	}
	memmove(&nc[at + 1], &nc[at], (*n - at) * sizeof *nc);
	nc[at].text = s;
	nc[at].loc = loc;
	*c = nc;
	(*n)++;
	return 0;
}

/* Moves the comments of move `from` to the end of the list *c. */
static int
take_comments(struct talat_comment **c, size_t *n, struct talat_move *from)
{
	struct talat_comment *nc;

	if (from->ncomments == 0)
		return 0;
	if ((nc = realloc(*c, (*n + from->ncomments) * sizeof *nc)) == NULL)
		return -1;
	memcpy(&nc[*n], from->comments, from->ncomments * sizeof *nc);
	*c = nc;
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
	memmove(m, m + 1, (dst->nmoves - k - 1) * sizeof *m);
	dst->nmoves--;
	return 0;
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
		if ((t = realloc(dst->tags, (i + 1) * sizeof *t)) == NULL ||
		    (t[i].name = strdup(name)) == NULL) {
			if (t != NULL)
				dst->tags = t;
			free(v);
			return -1;
		}
		dst->tags = t;
		dst->captags = ++dst->ntags;
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
		break;
	case TALAT_REPAIR_DELETE:
		snprintf(note, sizeof note, "talat fix: left out %s",
		    rs->written);
		return apply_delete(dst, k, note) < 0 ? -1 : 0;
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

	(void)rs;
	if (tgn_repair_is_tag(rep))
		talat_msg_set(m, TALAT_D_DID_YOU_MEAN_TAG, rep->text);
	else if (rep->fits)
		talat_msg_set(m, out ? TALAT_D_DID_YOU_MEAN_LEAVE_OUT :
		    TALAT_D_DID_YOU_MEAN, rep->text);
	else if (rep->error_ply > 0)
		talat_msg_set(m, out ? TALAT_D_DID_YOU_MEAN_LEAVE_OUT_UP_TO :
		    TALAT_D_DID_YOU_MEAN_UP_TO, rep->text, rep->error_ply - 1);
	else
		talat_msg_set(m, out ? TALAT_D_DID_YOU_MEAN_LEAVE_OUT_CLAIM :
		    TALAT_D_DID_YOU_MEAN_CLAIM, rep->text);
}

void
talat_repair_fixed_text(const struct talat_repairs *rs,
    const struct talat_repair *rep, struct talat_msg *m)
{
	int kind = rep->kind == TALAT_REPAIR_REPLACE ? TALAT_D_FIXED_REPLACE :
	    rep->kind == TALAT_REPAIR_EXCHANGE ? TALAT_D_FIXED_EXCHANGE :
	    TALAT_D_FIXED_DELETE;

	if (tgn_repair_is_tag(rep) && rep->was[0] != '\0')
		talat_msg_set(m, TALAT_D_FIXED_TAG, rep->was, rep->text);
	else if (tgn_repair_is_tag(rep))
		talat_msg_set(m, TALAT_D_FIXED_TAG_ADDED, rep->text);
	else
		talat_msg_set(m, kind, rs->ply, talat_colour_char(rs->actor),
		    rs->written, rep->text);
}

int
talat_repairs_add_notes(struct talat_result *r,
    const struct talat_repairs *rs, size_t max)
{
	struct talat_diag d;
	struct talat_msg m;
	size_t i, j;

	if (rs->n == 0)
		return 0;
	for (i = 0; i < r->ndiags; i++)
		if (r->diags[i].severity == TALAT_SEV_ERROR &&
		    r->diags[i].ply == rs->ply)
			break;
	if (i == r->ndiags)
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
