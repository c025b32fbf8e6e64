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
#include "talat/tournament.h"
#include "i18n.h"

/* --- a map from keys to indices (open addressing) ------------------------ */

struct imap {
	uint64_t *keys;		/* 0: empty */
	size_t *vals;
	size_t cap, n;
};

static void
imap_free(struct imap *m)
{
	free(m->keys);
	free(m->vals);
}

static size_t
imap_slot(const struct imap *m, uint64_t key)
{
	size_t i = (size_t)(key ^ (key >> 29)) & (m->cap - 1);

	while (m->keys[i] != 0 && m->keys[i] != key)
		i = (i + 1) & (m->cap - 1);
	return i;
}

/* The value of key (never 0), or (size_t)-1. */
static size_t
imap_get(const struct imap *m, uint64_t key)
{
	size_t i;

	if (m->cap == 0)
		return (size_t)-1;
	i = imap_slot(m, key);
	return m->keys[i] == key ? m->vals[i] : (size_t)-1;
}

static int
imap_put(struct imap *m, uint64_t key, size_t val)
{
	struct imap b;
	size_t i, j;

	if ((m->n + 1) * 4 > m->cap * 3) {
		b.cap = m->cap ? m->cap * 2 : 16;
		b.n = m->n;
		b.keys = calloc(b.cap, sizeof(*b.keys));
		b.vals = malloc(b.cap * sizeof(*b.vals));
		if (b.keys == NULL || b.vals == NULL) {
			imap_free(&b);
			return -1;
		}
		for (i = 0; i < m->cap; i++)
			if (m->keys[i] != 0) {
				j = imap_slot(&b, m->keys[i]);
				b.keys[j] = m->keys[i];
				b.vals[j] = m->vals[i];
			}
		imap_free(m);
		*m = b;
	}
	i = imap_slot(m, key);
	if (m->keys[i] == 0)
		m->n++;
	m->keys[i] = key;
	m->vals[i] = val;
	return 0;
}

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
	struct imap pmap;
	struct pair *pairs;
	size_t npairs, cappairs;
	struct imap pairmap;
	struct talat_not_counted *skipped;
	size_t nskipped, capskipped;
	struct talat_standing *rows;
	struct talat_head_to_head *h2h;
	size_t nh2h;
};

struct talat_standings {
	struct event *events;
	size_t nevents, capevents;
	size_t *enext;		/* per event: next with the same key */
	struct imap emap;
	struct talat_tracker *tracker;
	char **files;
	size_t nfiles, capfiles;
};

static int
grow(void **arr, size_t *cap, size_t n, size_t size)
{
	size_t c;
	void *p;

	if (n < *cap)
		return 0;
	c = *cap ? *cap * 2 : 8;
	if ((p = realloc(*arr, c * size)) == NULL)
		return -1;
	*arr = p;
	*cap = c;
	return 0;
}

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
	for (i = 0; i < e->nskipped; i++)
		free((char *)e->skipped[i].reason);
	free(e->skipped);
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
link_name(struct imap *map, size_t **next, size_t cap, size_t idx,
    uint64_t k)
{
	size_t *nx, head = imap_get(map, k);

	if ((nx = realloc(*next, cap * sizeof(*nx))) == NULL)
		return -1;
	*next = nx;
	nx[idx] = (size_t)-1;
	if (head == (size_t)-1)
		return imap_put(map, k, idx);
	/* Append to the chain (keeps first-seen first). */
	while (nx[head] != (size_t)-1)
		head = nx[head];
	nx[head] = idx;
	return 0;
}

static struct event *
find_event(struct talat_standings *s, const char *name)
{
	size_t n = strlen(name), i;
	struct event *e;

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
	if (link_name(&s->emap, &s->enext, s->capevents, s->nevents - 1,
	    text_key(name, n)) < 0)
		return NULL;
	return e;
}

static long
find_player(struct event *e, const char *name, size_t n)
{
	struct player *p;
	size_t i;

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
	if (link_name(&e->pmap, &e->pnext, e->capplayers, e->nplayers - 1,
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
	if ((nc->reason = strdup(reason)) == NULL)
		return -1;
	e->nskipped++;
	return 0;
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
	key = ((uint64_t)a << 32 | (uint64_t)b) + 1;
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
	if (r->status != TALAT_COMPLETE)
		return skip(s, e, g, _("invalid"), TALAT_NC_INVALID, -1, NULL,
		    0);
	if (!named) {
		for (c = 0; c < TALAT_NCOLOURS; c++)
			if ((pn.colours & (1u << c)) && (pn.name[c] == NULL ||
			    pn.len[c] == 0 || (pn.len[c] == 1 &&
			    pn.name[c][0] == '?')))
				break;
		return skip(s, e, g, c == 0 ? _("White has no name") :
		    c == 1 ? _("Black has no name") : _("Grey has no name"),
		    TALAT_NC_NO_NAME, c, NULL, 0);
	}
	for (c = 0, nwin = 0, n = 0; c < TALAT_NCOLOURS; c++)
		if ((pn.colours & (1u << c)) && (r->winners & (1u << c)))
			nwin++;
	for (c = 0; c < TALAT_NCOLOURS; c++) {
		struct player *p;

		if (!(pn.colours & (1u << c)))
			continue;
		if ((idx[c] = find_player(e, pn.name[c], pn.len[c])) < 0)
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
