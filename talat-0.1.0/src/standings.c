/* SPDX-License-Identifier: ISC */
/*
 * standings.c: the standings of a tournament (doc/spec/arbiter.md section
 * 5): per event, its players' complete games, wins, points and captures,
 * the games not counted, and head to head. Memory grows with the players,
 * the pairs who met and the games not counted, never with the games
 * counted (beyond the tracker's few bytes a game for duplicates).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "tournament.h"
#include "i18n.h"
#include "imap.h"
#include "internal.h"
#include "replay_result.h"

static uint64_t
text_key(const char *s, size_t n)
{
	uint64_t h = 0xcbf29ce484222325ULL;
	size_t i;

	for (i = 0; i < n; i++) {
		h ^= (unsigned char)s[i];
		h *= 0x100000001b3ULL;
	}
	h ^= h >> 32;
	return h ? h : 1;
}

/* --- the tables -------------------------------------------------------- */

struct player {
	char *name;
	long games, wins6, points, captured;
};

struct pair {
	size_t a, b;		/* players, a < b */
	long a_ahead, b_ahead, level;
};

struct event {
	char *name;
	struct player *players;
	size_t nplayers, capplayers;
	size_t *pnext;		/* per player: next with the same key */
	size_t cappnext;
	struct imap pmap;
	struct pair *pairs;
	size_t npairs, cappairs;
	struct imap pairmap;
	struct talat_not_counted *skipped;
	size_t nskipped, capskipped;
	struct talat_by_replay *replayed;
	size_t nreplayed, capreplayed;
	struct talat_standing *rows;
	struct talat_head_to_head *h2h;
	size_t nh2h;
};

struct talat_standings {
	struct event *events;
	size_t nevents, capevents;
	size_t *enext;		/* per event: next with the same key */
	size_t capenext;
	struct imap emap;
	struct talat_tracker *tracker;
	char **files;
	size_t nfiles, capfiles;
	char *fold;		/* a name folded (fold_name()) */
	size_t capfold;
};

/* Room for element n (tl_grow, internal.h). */
#define grow(arr, cap, n, size)	tl_grow((arr), (cap), (n) + 1, (size), 8)


struct talat_standings *
talat_standings_new(void)
{
	struct talat_standings *s = calloc(1, sizeof(*s));

	if (s == NULL)
		return NULL;
	if ((s->tracker = talat_tracker_new()) == NULL) {
		free(s);
		return NULL;
	}
	talat_tracker_no_matches(s->tracker);
	return s;
}

static void
event_free(struct event *e)
{
	size_t i;

	free(e->name);
	for (i = 0; i < e->nplayers; i++)
		free(e->players[i].name);
	free(e->players);
	free(e->pnext);
	imap_free(&e->pmap);
	free(e->pairs);
	imap_free(&e->pairmap);
	for (i = 0; i < e->nskipped; i++) {
		free((char *)e->skipped[i].reason);
		free((char *)e->skipped[i].tag);
	}
	free(e->skipped);
	for (i = 0; i < e->nreplayed; i++) {
		free((char *)e->replayed[i].score);
		free((char *)e->replayed[i].winner);
		free((char *)e->replayed[i].reason);
	}
	free(e->replayed);
	free(e->rows);
	free(e->h2h);
}

void
talat_standings_free(struct talat_standings *s)
{
	size_t i;

	if (s == NULL)
		return;
	for (i = 0; i < s->nevents; i++)
		event_free(&s->events[i]);
	free(s->events);
	free(s->enext);
	imap_free(&s->emap);
	for (i = 0; i < s->nfiles; i++)
		free(s->files[i]);
	free(s->files);
	free(s->fold);
	talat_tracker_free(s->tracker);
	free(s);
}

int
talat_standings_file(struct talat_standings *s, const char *name)
{
	char *copy;

	if (grow((void **)&s->files, &s->capfiles, s->nfiles,
	    sizeof(*s->files)) < 0 || (copy = strdup(name)) == NULL)
		return -1;
	s->files[s->nfiles++] = copy;
	return talat_tracker_file(s->tracker, name);
}

/*
 * Finds the name name[0..n) among `count` names reached through `map` and
 * `next` (a chain per key); returns its index, or (size_t)-1.
 */
#define FIND_NAMED(map, next, arr, count, field, s, n, out)		\
	do {								\
		size_t i_ = imap_get(&(map), text_key((s), (n)));	\
		(out) = (size_t)-1;					\
		while (i_ != (size_t)-1) {				\
			const char *f_ = (arr)[i_].field;		\
			if (strlen(f_) == (n) && memcmp(f_, (s), (n)) == 0) { \
				(out) = i_;				\
				break;					\
			}						\
			i_ = (next)[i_];				\
		}							\
	} while (0)

/* Links a new entry (index idx, key k) into map and next. */
static int
link_name(struct imap *map, size_t **next, size_t *cap, size_t idx,
    uint64_t k)
{
	size_t *nx, head = imap_get(map, k);

	if (grow(next, cap, idx, sizeof(**next)) < 0)
		return -1;
	nx = *next;
	nx[idx] = (size_t)-1;
	if (head == (size_t)-1)
		return imap_put(map, k, idx);
	/* Append to the chain (keeps first-seen first). */
	while (nx[head] != (size_t)-1)
		head = nx[head];
	nx[head] = idx;
	return 0;
}

static int
is_space(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' ||
	    c == '\v';
}

/*
 * The name name[0..n) as events and players are told apart: white space
 * around it removed, each run of white space inside it one space. The
 * text is s's buffer (valid until the next call), its length *len; NULL
 * when memory ran out.
 */
static const char *
fold_name(struct talat_standings *s, const char *name, size_t n,
    size_t *len)
{
	size_t i, o = 0;
	int gap = 0;

	if (n == SIZE_MAX || tl_grow(&s->fold, &s->capfold, n + 1, 1, 64) < 0)
		return NULL;
	for (i = 0; i < n; i++) {
		if (is_space(name[i])) {
			gap = 1;
			continue;
		}
		if (gap && o > 0)
			s->fold[o++] = ' ';
		gap = 0;
		s->fold[o++] = name[i];
	}
	s->fold[o] = '\0';
	*len = o;
	return s->fold;
}

static struct event *
find_event(struct talat_standings *s, const char *written)
{
	size_t n, i;
	struct event *e;
	const char *name = fold_name(s, written, strlen(written), &n);

	if (name == NULL)
		return NULL;

	FIND_NAMED(s->emap, s->enext, s->events, s->nevents, name, name, n, i);
	if (i != (size_t)-1)
		return &s->events[i];
	if (grow((void **)&s->events, &s->capevents, s->nevents,
	    sizeof(*s->events)) < 0)
		return NULL;
	e = &s->events[s->nevents];
	memset(e, 0, sizeof(*e));
	if ((e->name = strdup(name)) == NULL)
		return NULL;
	s->nevents++;
	if (link_name(&s->emap, &s->enext, &s->capenext, s->nevents - 1,
	    text_key(name, n)) < 0)
		return NULL;
	return e;
}

static long
find_player(struct talat_standings *s, struct event *e, const char *written,
    size_t wn)
{
	struct player *p;
	size_t i, n;
	const char *name = fold_name(s, written, wn, &n);

	if (name == NULL)
		return -1;

	FIND_NAMED(e->pmap, e->pnext, e->players, e->nplayers, name, name, n,
	    i);
	if (i != (size_t)-1)
		return (long)i;
	if (grow((void **)&e->players, &e->capplayers, e->nplayers,
	    sizeof(*e->players)) < 0)
		return -1;
	p = &e->players[e->nplayers];
	memset(p, 0, sizeof(*p));
	if ((p->name = malloc(n + 1)) == NULL)
		return -1;
	memcpy(p->name, name, n);
	p->name[n] = '\0';
	e->nplayers++;
	if (link_name(&e->pmap, &e->pnext, &e->cappnext, e->nplayers - 1,
	    text_key(name, n)) < 0)
		return -1;
	return (long)(e->nplayers - 1);
}

/* Game g not counted, for `why` (and the player of `colour`, or the game
 * at dup_file:dup_line), in words: reason. */
static int
skip(struct talat_standings *s, struct event *e, const struct talat_game *g,
    const char *reason, enum talat_not_counted_why why, int colour,
    const char *dup_file, long dup_line)
{
	struct talat_not_counted *nc;

	if (grow((void **)&e->skipped, &e->capskipped, e->nskipped,
	    sizeof(*e->skipped)) < 0)
		return -1;
	nc = &e->skipped[e->nskipped];
	nc->file = s->nfiles ? s->files[s->nfiles - 1] : "";
	nc->line = g->loc.line;
	nc->game = g->index;
	nc->why = why;
	nc->colour = colour;
	nc->dup_file = dup_file;	/* the tracker's, kept as long as s */
	nc->dup_line = dup_line;
	nc->tag = NULL;
	if ((nc->reason = strdup(reason)) == NULL)
		return -1;
	e->nskipped++;
	return 0;
}

/* A copy of s, or NULL for NULL; *fail set when memory ran out. */
static char *
copy_or_null(const char *s, int *fail)
{
	char *c;

	if (s == NULL)
		return NULL;
	if ((c = strdup(s)) == NULL)
		*fail = 1;
	return c;
}

/* Appends [NAME "VALUE"] to the text at *buf (length *len; a space
 * before it when it is not the first): 0, or -1. */
static int
append_tag(char **buf, size_t *len, const char *name, const char *value)
{
	/* (a space, [, the name, a space, two quotes, ], the NUL) */
	size_t n = strlen(name) + strlen(value) + 7;
	size_t cap = *buf ? *len + 1 : 0;	/* (the text keeps no capacity) */

	if (n > SIZE_MAX - *len || tl_grow(buf, &cap, *len + n, 1, 64) < 0)
		return -1;
	*len += (size_t)sprintf(*buf + *len, "%s[%s \"%s\"]", *len ? " " : "",
	    name, value);
	return 0;
}

/* Game g, a complete game whose only errors are its claims (`claims`:
 * TALAT_CLAIM_*), listed as counted by its replay. */
static int
by_replay(struct talat_standings *s, struct event *e,
    const struct talat_game *g, unsigned claims)
{
	struct talat_by_replay *br;
	const char *score = claims & TALAT_CLAIM_SCORE ?
	    talat_game_tag(g, "Score") : NULL;
	const char *winner = claims & TALAT_CLAIM_WINNER ?
	    talat_game_tag(g, "Winner") : NULL;
	char *said = NULL, *reason;
	size_t len = 0;
	int fail = 0, n;

	if (grow((void **)&e->replayed, &e->capreplayed, e->nreplayed,
	    sizeof(*e->replayed)) < 0)
		return -1;
	if ((score != NULL && append_tag(&said, &len, "Score", score) < 0) ||
	    (winner != NULL && append_tag(&said, &len, "Winner", winner) < 0)) {
		free(said);
		return -1;
	}
	/* TRANSLATORS: a complete game whose only error is its Score or
	 * Winner tag counts by its moves, not by what the tag says; %s is
	 * the tag or tags as written: [Score "W 20, B 18, G 15"]. */
	n = snprintf(NULL, 0, _("counted by its replay; its claim said %s"),
	    said ? said : "");
	if (n < 0 || (reason = malloc((size_t)n + 1)) == NULL) {
		free(said);
		return -1;
	}
	snprintf(reason, (size_t)n + 1,
	    _("counted by its replay; its claim said %s"), said ? said : "");
	free(said);
	br = &e->replayed[e->nreplayed];
	memset(br, 0, sizeof(*br));
	br->file = s->nfiles ? s->files[s->nfiles - 1] : "";
	br->line = g->loc.line;
	br->game = g->index;
	br->reason = reason;
	br->score = copy_or_null(score, &fail);
	br->winner = copy_or_null(winner, &fail);
	e->nreplayed++;
	return fail ? -1 : 0;
}

/*
 * The tag of g that holds colour c's name under a misspelt name (the
 * one talat check's misspelt-tag warning names: "Gray" for Grey), when
 * it gives a name; else NULL.
 */
static const char *
lookalike_tag(const struct talat_game *g, int c)
{
	static const char *const tags[TALAT_NCOLOURS] = {
		"White", "Black", "Grey"
	};
	const char *meant, *v;
	size_t i;
	int wrong_case;

	for (i = 0; i < g->ntags; i++) {
		meant = talat_tag_meant(g->tags[i].name, &wrong_case);
		if (meant == NULL || strcmp(meant, tags[c]) != 0)
			continue;
		for (v = g->tags[i].value; is_space(*v); v++)
			;
		if (*v != '\0' && strcmp(v, "?") != 0)
			return g->tags[i].name;
	}
	return NULL;
}

/* Game g not counted: the player of colour c has no name. */
static int
no_name(struct talat_standings *s, struct event *e,
    const struct talat_game *g, int c)
{
	const char *tag = lookalike_tag(g, c);
	struct talat_not_counted *nc;
	char *reason;
	int n;

	if (tag == NULL)
		return skip(s, e, g, c == 0 ? _("White has no name") :
		    c == 1 ? _("Black has no name") : _("Grey has no name"),
		    TALAT_NC_NO_NAME, c, NULL, 0);
	reason = c == 0 ?
	    /* TRANSLATORS: why a game is not counted: the player has no name,
	     * for the tag that gives it is misspelt; %s is the tag's name as
	     * written ("Gray"). */
	    tl_aprintf(_("White has no name; its tag is written %s"), tag) :
	    c == 1 ?
	    tl_aprintf(_("Black has no name; its tag is written %s"), tag) :
	    tl_aprintf(_("Grey has no name; its tag is written %s"), tag);
	if (reason == NULL)
		return -1;
	n = skip(s, e, g, reason, TALAT_NC_NO_NAME, c, NULL, 0);
	free(reason);
	if (n < 0)
		return -1;
	nc = &e->skipped[e->nskipped - 1];
	return (nc->tag = strdup(tag)) == NULL ? -1 : 0;
}

/* Head to head for players a and b of one game. */
static int
meet(struct event *e, size_t a, size_t b, int pa, int pb)
{
	struct pair *pr;
	uint64_t key;
	size_t i, t;
	int tp;

	if (a == b)
		return 0;
	if (a > b) {
		t = a, a = b, b = t;
		tp = pa, pa = pb, pb = tp;
	}
	key = imap_pair_key(a, b);
	if ((i = imap_get(&e->pairmap, key)) == (size_t)-1) {
		if (grow((void **)&e->pairs, &e->cappairs, e->npairs,
		    sizeof(*e->pairs)) < 0)
			return -1;
		i = e->npairs++;
		memset(&e->pairs[i], 0, sizeof(e->pairs[i]));
		e->pairs[i].a = a;
		e->pairs[i].b = b;
		if (imap_put(&e->pairmap, key, i) < 0)
			return -1;
	}
	pr = &e->pairs[i];
	if (pa > pb)
		pr->a_ahead++;
	else if (pb > pa)
		pr->b_ahead++;
	else
		pr->level++;
	return 0;
}

int
talat_standings_game(struct talat_standings *s, const struct talat_game *g,
    const struct talat_result *r)
{
	struct talat_player_names pn;
	struct talat_seen seen;
	const char *ev = talat_game_tag(g, "Event");
	struct event *e;
	char *dup;
	long idx[3];
	unsigned claims = 0;
	int named, c, d, nwin, n;

	if (s->nfiles == 0 && talat_standings_file(s, "") < 0)
		return -1;
	if (talat_tracker_see(s->tracker, g, r, &seen) < 0)
		return -1;
	if ((e = find_event(s, ev ? ev : "")) == NULL)
		return -1;
	talat_player_names(g, r->zihin, &pn, &named);
	if (seen.duplicate) {
		/* TRANSLATORS: why a game is not counted: it repeats the
		 * game at this file and line. */
		n = snprintf(NULL, 0, _("duplicate of %s:%ld"), seen.dup_file,
		    seen.dup_line);
		if (n < 0 || (dup = malloc((size_t)n + 1)) == NULL)
			return -1;
		snprintf(dup, (size_t)n + 1, _("duplicate of %s:%ld"),
		    seen.dup_file, seen.dup_line);
		n = skip(s, e, g, dup, TALAT_NC_DUPLICATE, -1, seen.dup_file,
		    seen.dup_line);
		free(dup);
		return n;
	}
	if (r->status == TALAT_UNFINISHED)
		/* TRANSLATORS: why a game is not counted: its status. */
		return skip(s, e, g, _("unfinished"), TALAT_NC_UNFINISHED, -1,
		    NULL, 0);
	if (r->status != TALAT_COMPLETE &&
	    (claims = talat_result_claims_only(r)) == 0)
		return skip(s, e, g, _("invalid"), TALAT_NC_INVALID, -1, NULL,
		    0);
	if (!named) {
		for (c = 0; c < TALAT_NCOLOURS; c++)
			if ((pn.colours & (1u << c)) && (pn.name[c] == NULL ||
			    pn.len[c] == 0 || (pn.len[c] == 1 &&
			    pn.name[c][0] == '?')))
				break;
		return no_name(s, e, g, c);
	}
	if (claims != 0 && by_replay(s, e, g, claims) < 0)
		return -1;
	for (c = 0, nwin = 0, n = 0; c < TALAT_NCOLOURS; c++)
		if ((pn.colours & (1u << c)) && (r->winners & (1u << c)))
			nwin++;
	for (c = 0; c < TALAT_NCOLOURS; c++) {
		struct player *p;

		if (!(pn.colours & (1u << c)))
			continue;
		if ((idx[c] = find_player(s, e, pn.name[c], pn.len[c])) < 0)
			return -1;
		p = &e->players[idx[c]];
		p->games++;
		if (r->winners & (1u << c))
			p->wins6 += 6 / nwin;
		p->points += r->scores[c].points;
		p->captured += r->scores[c].ncaptured;
		n++;
	}
	for (c = 0; c < TALAT_NCOLOURS; c++)
		for (d = c + 1; d < TALAT_NCOLOURS; d++)
			if ((pn.colours & (1u << c)) &&
			    (pn.colours & (1u << d)) &&
			    meet(e, (size_t)idx[c], (size_t)idx[d],
			    r->scores[c].points, r->scores[d].points) < 0)
				return -1;
	return 0;
}

/* --- finishing -------------------------------------------------------------- */

struct row_sort {
	struct talat_standing r;
	size_t player;		/* index in the event's players */
};

static int
row_cmp(const void *a, const void *b)
{
	const struct talat_standing *x = &((const struct row_sort *)a)->r;
	const struct talat_standing *y = &((const struct row_sort *)b)->r;

	if (x->wins6 != y->wins6)
		return x->wins6 > y->wins6 ? -1 : 1;
	if (x->points != y->points)
		return x->points > y->points ? -1 : 1;
	return strcmp(x->player, y->player);
}

struct h2h_sort {
	struct talat_head_to_head h;
	size_t pa, pb;
};

static int
h2h_cmp(const void *a, const void *b)
{
	const struct h2h_sort *x = a, *y = b;

	if (x->pa != y->pa)
		return x->pa < y->pa ? -1 : 1;
	return x->pb < y->pb ? -1 : x->pb > y->pb;
}

static int
finish_event(struct event *e)
{
	struct h2h_sort *hs = NULL;
	struct row_sort *rs;
	size_t i, *place = NULL;

	if (e->nplayers == 0)
		return 0;
	rs = calloc(e->nplayers, sizeof(*rs));
	place = malloc(e->nplayers * sizeof(*place));
	if ((e->rows = calloc(e->nplayers, sizeof(*e->rows))) == NULL ||
	    rs == NULL || place == NULL)
		goto fail;
	for (i = 0; i < e->nplayers; i++) {
		struct talat_standing *r = &rs[i].r;

		rs[i].player = i;
		r->player = e->players[i].name;
		r->games = e->players[i].games;
		r->wins6 = e->players[i].wins6;
		r->points = e->players[i].points;
		r->captured = e->players[i].captured;
	}
	qsort(rs, e->nplayers, sizeof(*rs), row_cmp);
	for (i = 0; i < e->nplayers; i++) {
		e->rows[i] = rs[i].r;
		place[rs[i].player] = i;
		e->rows[i].rank = i > 0 && e->rows[i].wins6 ==
		    e->rows[i - 1].wins6 && e->rows[i].points ==
		    e->rows[i - 1].points ? e->rows[i - 1].rank : (long)i + 1;
	}
	free(rs);
	rs = NULL;
	if (e->npairs == 0) {
		free(place);
		return 0;
	}
	/* Each pair once, the player placed higher first, in table order. */
	hs = calloc(e->npairs, sizeof(*hs));
	if ((e->h2h = calloc(e->npairs, sizeof(*e->h2h))) == NULL ||
	    hs == NULL)
		goto fail;
	for (i = 0; i < e->npairs; i++) {
		const struct pair *p = &e->pairs[i];
		struct h2h_sort *h = &hs[i];
		int swap = place[p->b] < place[p->a];

		h->pa = swap ? place[p->b] : place[p->a];
		h->pb = swap ? place[p->a] : place[p->b];
		h->h.player = e->players[swap ? p->b : p->a].name;
		h->h.opponent = e->players[swap ? p->a : p->b].name;
		h->h.ahead = swap ? p->b_ahead : p->a_ahead;
		h->h.behind = swap ? p->a_ahead : p->b_ahead;
		h->h.level = p->level;
	}
	qsort(hs, e->npairs, sizeof(*hs), h2h_cmp);
	for (i = 0; i < e->npairs; i++)
		e->h2h[i] = hs[i].h;
	e->nh2h = e->npairs;
	free(place);
	free(hs);
	return 0;
fail:
	/* Not finished: no table is kept, so that finishing again tries
	 * again and nothing reads a half-made one. */
	free(e->rows);
	free(e->h2h);
	e->rows = NULL;
	e->h2h = NULL;
	e->nh2h = 0;
	free(rs);
	free(place);
	free(hs);
	return -1;
}

int
talat_standings_finish(struct talat_standings *s)
{
	size_t i;

	for (i = 0; i < s->nevents; i++)
		if (s->events[i].rows == NULL && finish_event(&s->events[i]) < 0)
			return -1;
	return 0;
}

size_t
talat_standings_events(const struct talat_standings *s)
{
	return s->nevents;
}

const char *
talat_standings_event(const struct talat_standings *s, size_t event)
{
	return s->events[event].name;
}

size_t
talat_standings_table(const struct talat_standings *s, size_t event,
    const struct talat_standing **rows)
{
	*rows = s->events[event].rows;
	return s->events[event].rows ? s->events[event].nplayers : 0;
}

size_t
talat_standings_head_to_head(const struct talat_standings *s, size_t event,
    const struct talat_head_to_head **pairs)
{
	*pairs = s->events[event].h2h;
	return s->events[event].nh2h;
}

size_t
talat_standings_not_counted(const struct talat_standings *s, size_t event,
    const struct talat_not_counted **games)
{
	*games = s->events[event].skipped;
	return s->events[event].nskipped;
}

size_t
talat_standings_by_replay(const struct talat_standings *s, size_t event,
    const struct talat_by_replay **games)
{
	*games = s->events[event].replayed;
	return s->events[event].nreplayed;
}
