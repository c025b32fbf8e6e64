/* SPDX-License-Identifier: ISC */
/*
 * event_games.c: the games of an event (doc/spec/event.md sections 2 to
 * 4): each game read put at its table (or said to belong to none), the
 * tables without their games, and the standings with the rulings, the
 * byes and the crosstable.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "event.h"
#include "tournament.h"
#include "adjudicate.h"
#include "event_private.h"
#include "i18n.h"
#include "base_private.h"
#include "record_private.h"
#include "replay_result.h"
#include "diag_private.h"
#include "replay_private.h"
#include "internal.h"

/* A game at a table: what its record gave. */
struct slot {
	int present;		/* a record was put here */
	int counted;		/* complete and valid, or its claims only
				   in error; and no event error */
	unsigned claims;	/* TALAT_CLAIM_*: counted by its replay */
	char *said;		/* then the claims as written */
	const char *why;	/* not counted: why (translated) */
	struct talat_score scores[TALAT_NCOLOURS];
	unsigned winners;
	const char *file;
	long line, index;
	long seq;		/* its number among the games of the event */
	long ruling;		/* the ruling about it, or -1 */
};

/* A table's key: its players' roster entries sorted, and where it is. */
struct seat_key {
	long p[TALAT_NCOLOURS];
	long round;		/* its number */
	size_t t;		/* the table, in tables[] */
};

struct tab {
	const struct talat_event_round *round;
	const struct talat_event_table *table;
	struct slot *slots;	/* table->games of them, once one is used */
	long seen;		/* records put here */
};

struct talat_event_games {
	const struct talat_event *ev;
	struct tab *tabs;	/* every table of every round, in order */
	size_t ntabs;
	struct seat_key *keys;	/* sorted */
	size_t nkeys;
	size_t *base;		/* by round: the index of its first tab */
	char **files;		/* the file names, copied */
	size_t nfiles, capfiles;
	size_t budget;		/* did-you-mean searches left */
	long added;		/* games of the event taken so far */
	struct talat_diag *diags;	/* missing-game, at the event file */
	size_t ndiags, capdiags;
	int nerrors;
};

static int
cmp_long(long a, long b)
{
	return a < b ? -1 : a > b;
}

static int
by_seats(const void *a, const void *b)
{
	const struct seat_key *x = a, *y = b;
	int c, d;

	for (c = 0; c < TALAT_NCOLOURS; c++)
		if ((d = cmp_long(x->p[c], y->p[c])) != 0)
			return d;
	if ((d = cmp_long(x->round, y->round)) != 0)
		return d;
	return x->t < y->t ? -1 : x->t > y->t;
}

static void
sort3(long p[TALAT_NCOLOURS])
{
	long t;

	if (p[0] > p[1]) t = p[0], p[0] = p[1], p[1] = t;
	if (p[1] > p[2]) t = p[1], p[1] = p[2], p[2] = t;
	if (p[0] > p[1]) t = p[0], p[0] = p[1], p[1] = t;
}

/* The tab of table `table` of round `round`, or NULL. */
static struct tab *
tab_of(struct talat_event_games *eg, long round, long table)
{
	const struct talat_event_round *r = talat_event_round(eg->ev, round);
	const struct talat_event_table *t;

	if (r == NULL || (t = talat_event_table(r, table)) == NULL)
		return NULL;
	return &eg->tabs[eg->base[r - eg->ev->rounds] + (size_t)(t - r->tables)];
}

static struct slot *slots_of(struct tab *b);

/* Each ruling about a game on its slot (the first, when ruled twice). */
static int
place_rulings(struct talat_event_games *eg)
{
	const struct talat_event *ev = eg->ev;
	size_t i;

	for (i = 0; i < ev->nrulings; i++) {
		const struct talat_event_ruling *u = &ev->rulings[i];
		struct tab *b;

		if (u->ruling == TALAT_RULING_WITHDRAWN ||
		    (b = tab_of(eg, u->round, u->table)) == NULL ||
		    u->game > b->table->games)
			continue;
		if (slots_of(b) == NULL)
			return -1;
		if (b->slots[u->game - 1].ruling < 0)
			b->slots[u->game - 1].ruling = (long)i;
	}
	return 0;
}

struct talat_event_games *
talat_event_games_new(const struct talat_event *ev)
{
	struct talat_event_games *eg = calloc(1, sizeof(*eg));
	size_t i, j, n = 0;
	int c, k;

	if (eg == NULL)
		return NULL;
	eg->ev = ev;
	eg->budget = 100;
	for (i = 0; i < ev->nrounds; i++)
		n += ev->rounds[i].ntables;
	if ((eg->base = calloc(ev->nrounds + 1, sizeof(*eg->base))) == NULL ||
	    (n > 0 && ((eg->tabs = calloc(n, sizeof(*eg->tabs))) == NULL ||
	    (eg->keys = calloc(n, sizeof(*eg->keys))) == NULL))) {
		talat_event_games_free(eg);
		return NULL;
	}
	for (i = 0; i < ev->nrounds; i++)
		for (eg->base[i] = eg->ntabs, j = 0;
		    j < ev->rounds[i].ntables; j++) {
			const struct talat_event_table *t =
			    &ev->rounds[i].tables[j];
			struct seat_key *key = &eg->keys[eg->nkeys];

			eg->tabs[eg->ntabs].round = &ev->rounds[i];
			eg->tabs[eg->ntabs].table = t;
			for (c = 0, k = 0; c < TALAT_NCOLOURS; c++) {
				key->p[c] = t->player[c];
				if (t->name[c] != NULL && t->player[c] < 0)
					k = 1;
			}
			key->round = ev->rounds[i].number;
			key->t = eg->ntabs++;
			if (!k) {
				sort3(key->p);
				eg->nkeys++;
			}
		}
	if (eg->nkeys > 0)	/* keys is NULL for an event with no table */
		qsort(eg->keys, eg->nkeys, sizeof(*eg->keys), by_seats);
	if (place_rulings(eg) < 0) {
		talat_event_games_free(eg);
		return NULL;
	}
	return eg;
}

void
talat_event_games_free(struct talat_event_games *eg)
{
	size_t i;
	long k;

	if (eg == NULL)
		return;
	for (i = 0; i < eg->ntabs; i++) {
		if (eg->tabs[i].slots == NULL)
			continue;
		for (k = 0; k < eg->tabs[i].table->games; k++)
			free(eg->tabs[i].slots[k].said);
		free(eg->tabs[i].slots);
	}
	free(eg->tabs);
	free(eg->base);
	free(eg->keys);
	for (i = 0; i < eg->nfiles; i++)
		free(eg->files[i]);
	free(eg->files);
	for (i = 0; i < eg->ndiags; i++)
		talat_diag_free(&eg->diags[i]);
	free(eg->diags);
	free(eg);
}

/* The slots of tab b, allocated when first needed. */
static struct slot *
slots_of(struct tab *b)
{
	long k;

	if (b->slots == NULL) {
		if ((b->slots = calloc((size_t)b->table->games,
		    sizeof(*b->slots))) == NULL)
			return NULL;
		for (k = 0; k < b->table->games; k++)
			b->slots[k].ruling = -1;
	}
	return b->slots;
}

/* The copy of file name `file` (the last one, when it is the same). */
static const char *
file_copy(struct talat_event_games *eg, const char *file)
{
	if (eg->nfiles > 0 && strcmp(eg->files[eg->nfiles - 1], file) == 0)
		return eg->files[eg->nfiles - 1];
	if (tl_grow(&eg->files, &eg->capfiles, eg->nfiles + 1,
	    sizeof(*eg->files), 16) < 0 ||
	    (eg->files[eg->nfiles] = strdup(file)) == NULL)
		return NULL;
	return eg->files[eg->nfiles++];
}

static const char *const colour_tags[TALAT_NCOLOURS] = {
	"White", "Black", "Grey"
};

/* Where tag `name` of g has its value, or g's first line. */
static struct talat_loc
tag_loc(const struct talat_game *g, const char *name)
{
	const struct talat_tag *t = talat_game_find_tag(g, name);

	return t != NULL ? t->value_loc : g->loc;
}

/* Two names of events that differ only in case or white space. */
static int
loosely_equal(const char *a, const char *b)
{
	for (;;) {
		while (*a == ' ' || *a == '\t')
			a++;
		while (*b == ' ' || *b == '\t')
			b++;
		if (*a == '\0' || *b == '\0')
			return *a == *b;
		if ((*a >= 'A' && *a <= 'Z' ? *a + 32 : *a) !=
		    (*b >= 'A' && *b <= 'Z' ? *b + 32 : *b))
			return 0;
		a++, b++;
	}
}

/* Whether g is a game of the event: 1, 0 (with an event-name warning
 * when its Event is the event's but for case or spaces), -1. */
static int
of_event(struct talat_event_games *eg, const struct talat_game *g,
    struct talat_result *r)
{
	const char *e = talat_game_tag(g, "Event");
	char small[256], *buf = small;
	size_t len;
	int same;

	if (eg->ev->name == NULL)
		return 0;
	if (e == NULL)
		e = "";
	len = strlen(e);
	if (len >= sizeof(small) && (buf = malloc(len + 1)) == NULL)
		return -1;
	talat_event_name_fold(buf, e, len);
	same = strcmp(buf, eg->ev->name) == 0;
	if (!same && loosely_equal(buf, eg->ev->name)) {
		char q[80];
		size_t n = talat_utf8_prefix(e, len, 64);

		memcpy(q, e, n < sizeof(q) ? n : sizeof(q) - 1);
		q[n < sizeof(q) ? n : sizeof(q) - 1] = '\0';
		if (talat_result_raise(r, tag_loc(g, "Event"), 0,
		    TALAT_D_EVENT_NAME, q, eg->ev->name) < 0)
			same = -1;
	}
	if (buf != small)
		free(buf);
	return same;
}

/* The colours of an Order, as text: "W B G". */
static void
order_text(const int *order, int n, char *out)
{
	int i;

	for (i = 0; i < n; i++) {
		*out++ = talat_colour_char(order[i]);
		if (i + 1 < n)
			*out++ = ' ';
	}
	*out = '\0';
}

/* The game's tags against its table's: 0 when they agree, 1 when not
 * (errors raised), -1. */
static int
against_table(const struct talat_event_table *t, long round, long k,
    const long *who, const struct talat_game *g, struct talat_result *r)
{
	int c, d, bad = 0;

	for (c = 0; c < TALAT_NCOLOURS; c++) {
		if (who[c] < 0 || who[c] == t->player[c])
			continue;
		for (d = 0; d < TALAT_NCOLOURS; d++)
			if (t->player[d] == who[c])
				break;
		if (d == TALAT_NCOLOURS)
			continue;
		bad = 1;
		if (talat_result_raise(r, tag_loc(g, colour_tags[c]), 0,
		    TALAT_D_TABLE_MISMATCH_COLOUR, t->name[d], colour_tags[c],
		    colour_tags[d], t->number, round) < 0)
			return -1;
	}
	if (r->zihin != t->zihin) {
		const char *z = talat_game_tag(g, "Zihin");
		char tz[2] = { 0, 0 };

		tz[0] = t->zihin >= 0 ? talat_colour_char(t->zihin) : '-';
		bad = 1;
		if (talat_result_raise(r, tag_loc(g, "Zihin"), 0,
		    TALAT_D_TABLE_MISMATCH_ZIHIN, z ? z : "", t->number, round,
		    tz) < 0)
			return -1;
	}
	if (k == 0 && !bad && r->variant_ok && r->nplayers == t->norder) {
		for (c = 0; c < t->norder; c++)
			if (r->order[c] != t->order[c])
				break;
		if (c < t->norder) {
			char mine[8], theirs[8];

			order_text(r->order, r->nplayers, mine);
			order_text(t->order, t->norder, theirs);
			bad = 1;
			if (talat_result_raise(r, tag_loc(g, "Order"), 0,
			    TALAT_D_TABLE_MISMATCH_ORDER, mine, t->number,
			    round, theirs) < 0)
				return -1;
		}
	}
	return bad;
}

/* The names of a game's players for a message: "Ada, Bob, Cyd". */
static void
names_text(const struct talat_player_names *pn, char *out, size_t size)
{
	size_t n = 0, m;
	int c;

	out[0] = '\0';
	for (c = 0; c < TALAT_NCOLOURS; c++) {
		if (pn->name[c] == NULL)
			continue;
		m = talat_utf8_prefix(pn->name[c], pn->len[c], 40);
		if (n + m + 3 >= size)
			break;
		if (n > 0) {
			memcpy(out + n, ", ", 2);
			n += 2;
		}
		memcpy(out + n, pn->name[c], m);
		n += m;
		out[n] = '\0';
	}
}

/* A record's result, into slot s. */
static int
keep(struct slot *s, const char *file, const struct talat_game *g,
    const struct talat_result *r, int event_error)
{
	s->present = 1;
	s->file = file;
	s->line = g->loc.line;
	s->index = g->index;
	memcpy(s->scores, r->scores, sizeof(s->scores));
	s->winners = r->winners;
	s->claims = r->status == TALAT_COMPLETE && r->nerrors == 0 ? 0 :
	    talat_result_claims_only(r);
	s->counted = !event_error && ((r->status == TALAT_COMPLETE &&
	    r->nerrors == 0) || s->claims != 0);
	s->why = event_error ? _("its tags differ from its table's") :
	    r->status == TALAT_UNFINISHED ? _("unfinished") : _("invalid");
	if (s->claims != 0) {
		const char *sc = s->claims & TALAT_CLAIM_SCORE ?
		    talat_game_tag(g, "Score") : NULL;
		const char *wi = s->claims & TALAT_CLAIM_WINNER ?
		    talat_game_tag(g, "Winner") : NULL;
		size_t n = (sc ? strlen(sc) + 12 : 0) + (wi ? strlen(wi) + 13 : 0);

		if ((s->said = malloc(n + 1)) == NULL)
			return -1;
		s->said[0] = '\0';
		if (sc != NULL)
			sprintf(s->said, "[Score \"%s\"]", sc);
		if (wi != NULL)
			sprintf(s->said + strlen(s->said), "%s[Winner \"%s\"]",
			    sc ? " " : "", wi);
	}
	return 0;
}

static int add_diag(struct talat_event_games *eg, struct talat_loc loc,
    enum talat_diag_kind kind, ...);
#define add_diag(eg, loc, ...) \
	(TL_DIAG_CHECK(__VA_ARGS__), add_diag(eg, loc, __VA_ARGS__))

/*
 * An adjudicated ruling on the game replayed in r: each player's points
 * against the least and the most that player can finish with
 * (talat_adjudicate(), at most EVENT_ADJUDICATE_LIMIT positions; a
 * figure it leaves undetermined, or an invalid record, says nothing):
 * ruling-unreachable at the ruling's points when outside. 0, or -1.
 */
#define EVENT_ADJUDICATE_LIMIT 200000UL

static int
reachable(struct talat_event_games *eg, const struct talat_event_ruling *u,
    const struct talat_result *r)
{
	struct talat_adjudicate_options o;
	struct talat_adjudication a;
	int i, c, rc = 0;

	if (u->ruling != TALAT_RULING_ADJUDICATED ||
	    r->status == TALAT_INVALID)
		return 0;
	memset(&o, 0, sizeof(o));
	o.tiebreak = eg->ev->tiebreak;
	o.limit = EVENT_ADJUDICATE_LIMIT;
	if (talat_adjudicate(r, &o, &a) < 0)
		return errno == ENOMEM ? -1 : 0;
	for (i = 0; i < a.nplayers && rc == 0; i++) {
		const struct talat_adjudged *p = &a.players[i];

		c = p->colour;
		if (p->min < 0 || p->max < 0 || !(u->has_points & (1u << c)))
			continue;
		if (u->points[c] < p->min || u->points[c] > p->max)
			rc = add_diag(eg, u->points_loc,
			    TALAT_D_RULING_UNREACHABLE, talat_colour_char(c),
			    u->points[c], talat_colour_char(c), p->min,
			    p->max);
	}
	talat_adjudication_free(&a);
	return rc;
}

/* The tables of seats p (sorted): the first key and how many. */
static size_t
find_seats(const struct talat_event_games *eg, const long *p, size_t *first)
{
	size_t lo = 0, hi = eg->nkeys, mid, n;
	struct seat_key k;

	memcpy(k.p, p, sizeof(k.p));
	k.round = -1;
	k.t = 0;
	while (lo < hi) {
		mid = (lo + hi) / 2;
		if (by_seats(&eg->keys[mid], &k) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	*first = lo;
	for (n = 0; lo + n < eg->nkeys &&
	    memcmp(eg->keys[lo + n].p, p, sizeof(k.p)) == 0; n++)
		;
	return n;
}

/* A whole number from a tag value, or -1. */
static long
round_of(const char *s)
{
	long v = 0;
	size_t i;

	if (s == NULL)
		return -1;
	while (*s == ' ')
		s++;
	for (i = 0; s[i] >= '0' && s[i] <= '9' && i < 9; i++)
		v = v * 10 + (s[i] - '0');
	while (s[i] == ' ')
		i++;
	return i > 0 && s[i] == '\0' ? v : -1;
}

/* The roster entries of the game's players into who[] (by colour, -1
 * none); not-in-roster errors (with notes) for names the roster does
 * not have. 1 when one is missing, 0, or -1. */
static int
roster_of(struct talat_event_games *eg, const struct talat_game *g,
    struct talat_result *r, const struct talat_player_names *pn,
    long *who)
{
	const struct talat_event *ev = eg->ev;
	int c, missing = 0;

	for (c = 0; c < TALAT_NCOLOURS; c++) {
		struct talat_loc at;
		struct talat_msg notes[3];
		char q[80];
		size_t m;
		int k, nn = 0;

		who[c] = -1;
		if (pn->name[c] == NULL)
			continue;
		who[c] = talat_event_find(ev, pn->name[c], pn->len[c]);
		if (who[c] >= 0)
			continue;
		missing = 1;
		at = tag_loc(g, colour_tags[c]);
		m = talat_utf8_prefix(pn->name[c], pn->len[c], 64);
		if (m > sizeof(q) - 1)
			m = sizeof(q) - 1;
		memcpy(q, pn->name[c], m);
		q[m] = '\0';
		if (talat_result_raise(r, at, 0, TALAT_D_NOT_IN_ROSTER, q) < 0)
			return -1;
		if (eg->budget > 0) {
			eg->budget--;
			nn = talat_event_roster_notes(ev, pn->name[c],
			    pn->len[c], notes, 3);
		}
		for (k = 0; k < nn; k++)
			if (talat_result_raise_msg(r, at, 0, &notes[k]) < 0)
				return -1;
	}
	return missing;
}

int
talat_event_games_add(struct talat_event_games *eg, const char *file,
    const struct talat_game *g, struct talat_result *r)
{
	const struct talat_event *ev = eg->ev;
	struct talat_player_names pn;
	const char *rtag = talat_game_tag(g, "Round");
	long who[TALAT_NCOLOURS], seats[TALAT_NCOLOURS], round, seq;
	size_t first, n, i;
	int c, d, named, missing = 0, rc;
	struct tab *b = NULL;
	char names[160];

	if ((rc = of_event(eg, g, r)) <= 0)
		return rc;
	seq = eg->added++;
	if ((file = file_copy(eg, file)) == NULL)
		return -1;
	talat_player_names(g, r->zihin, &pn, &named);
	if (!named)
		return 1;	/* the replay says what is missing */
	if ((missing = roster_of(eg, g, r, &pn, who)) < 0)
		return -1;
	if (missing)
		return 1;
	for (c = 0; c < TALAT_NCOLOURS; c++)
		for (d = c + 1; d < TALAT_NCOLOURS; d++)
			if (who[c] >= 0 && who[c] == who[d])
				return 1;	/* same-player-twice */
	memcpy(seats, who, sizeof(seats));
	sort3(seats);
	round = round_of(rtag);
	n = find_seats(eg, seats, &first);
	for (i = 0; i < n; i++)
		if (eg->keys[first + i].round == round) {
			b = &eg->tabs[eg->keys[first + i].t];
			break;
		}
	if (b == NULL && n > 0) {
		const struct seat_key *k = &eg->keys[first];

		return talat_result_raise(r, tag_loc(g, "Round"), 0,
		    TALAT_D_ROUND_MISMATCH, rtag ? rtag : "",
		    eg->tabs[k->t].table->number, k->round) < 0 ? -1 : 1;
	}
	if (b == NULL) {
		names_text(&pn, names, sizeof(names));
		if (round >= 0 && talat_event_round(ev, round) != NULL)
			rc = talat_result_raise(r, tag_loc(g, "Round"), 0,
			    TALAT_D_STRAY_GAME, rtag, names);
		else
			rc = talat_result_raise(r, tag_loc(g, "Round"), 0,
			    TALAT_D_STRAY_GAME_NO_ROUND, rtag ? rtag : "");
		return rc < 0 ? -1 : 1;
	}
	if (b->seen >= b->table->games) {
		const struct slot *s0 = &b->slots[0];

		b->seen++;
		return talat_result_raise(r, g->loc, 0, TALAT_D_EXTRA_GAME,
		    b->table->number, b->round->number, b->table->games,
		    s0->file, s0->line) < 0 ? -1 : 1;
	}
	if (slots_of(b) == NULL)
		return -1;
	if ((rc = against_table(b->table, b->round->number, b->seen, who, g,
	    r)) < 0)
		return -1;
	if (keep(&b->slots[b->seen], file, g, r, rc) < 0)
		return -1;
	b->slots[b->seen].seq = seq;
	if (b->slots[b->seen].ruling >= 0 && reachable(eg,
	    &ev->rulings[b->slots[b->seen].ruling], r) < 0)
		return -1;
	b->seen++;
	return 1;
}

/* --- after the last game -------------------------------------------------- */

static int
(add_diag)(struct talat_event_games *eg, struct talat_loc loc,
    enum talat_diag_kind kind, ...)
{
	struct talat_msg m;
	struct talat_diag *d;
	va_list ap;

	va_start(ap, kind);
	talat_msg_vset(&m, kind, ap);
	va_end(ap);
	if (tl_grow(&eg->diags, &eg->capdiags, eg->ndiags + 1,
	    sizeof(*eg->diags), 16) < 0)
		return -1;
	d = &eg->diags[eg->ndiags];
	memset(d, 0, sizeof(*d));
	if ((d->message = strdup(m.text)) == NULL)
		return -1;
	d->kind = kind;
	d->severity = talat_diag_severity(kind);
	d->loc = loc;
	eg->ndiags++;
	if (d->severity == TALAT_SEV_ERROR)
		eg->nerrors++;
	return 0;
}

int
talat_event_games_finish(struct talat_event_games *eg)
{
	size_t i;
	long k;

	for (i = 0; i < eg->ntabs; i++) {
		struct tab *b = &eg->tabs[i];

		for (k = b->seen; k < b->table->games; k++)
			if (b->slots == NULL || b->slots[k].ruling < 0)
				break;
		if (k < b->table->games && add_diag(eg, b->table->loc,
		    TALAT_D_MISSING_GAME, b->table->number, b->round->number,
		    b->seen, b->table->games) < 0)
			return -1;
	}
	return 0;
}

long
evg_record(const struct talat_event_games *eg, size_t r, size_t t, long k,
    long *ruling)
{
	const struct tab *b = &eg->tabs[eg->base[r] + t];
	const struct slot *s = b->slots != NULL ? &b->slots[k] : NULL;

	*ruling = s != NULL ? s->ruling : -1;
	return s != NULL && s->present ? s->seq : -1;
}

size_t
talat_event_games_diags(const struct talat_event_games *eg,
    const struct talat_diag **diags)
{
	*diags = eg->diags;
	return eg->ndiags;
}

/* --- standings (event.md sections 3 and 4) -------------------------------- */

struct acc {
	struct talat_event_standings *st;
	const struct talat_event *ev;
	size_t col;		/* the crosstable's column of the round */
	long *row_of;		/* by player: the row (roster order) */
	size_t *capcell;	/* by cell: its capacity (st->cells) */
	size_t caplines;	/* the capacity of st->lines */
};

/* Appends text to cell (player p, column col), a space between. */
static int
cell_add(struct acc *a, long p, const char *text)
{
	size_t i = (size_t)p * a->st->nrounds + a->col;
	char **cell = &a->st->cells[i];
	size_t old = *cell ? strlen(*cell) : 0, n = strlen(text);
	char *s;

	if (n > SIZE_MAX - 2 - old ||
	    tl_grow(cell, &a->capcell[i], old + n + 2, 1, 16) < 0)
		return -1;
	s = *cell;
	if (old > 0)
		s[old++] = ' ';
	memcpy(s + old, text, n + 1);
	return 0;
}

static int
line_add(struct acc *a, enum talat_event_line_kind kind,
    const struct tab *b, long game, const struct slot *s, const char *text,
    long ruling)
{
	struct talat_event_standings *st = a->st;
	struct talat_event_line *l;

	if (tl_grow(&st->lines, &a->caplines, st->nlines + 1, sizeof(*l),
	    16) < 0)
		return -1;
	l = &st->lines[st->nlines];
	memset(l, 0, sizeof(*l));
	l->kind = kind;
	l->round = b->round->number;
	l->table = b->table->number;
	l->game = game;
	l->ruling = ruling;
	if (s != NULL && s->present) {
		l->file = s->file;
		l->line = s->line;
	}
	if ((l->text = strdup(text ? text : "")) == NULL)
		return -1;
	st->nlines++;
	return 0;
}

/* The sixths of a win among `winners`, for each of them. */
static long
share6(unsigned winners)
{
	int n = (winners & 1) + ((winners >> 1) & 1) + ((winners >> 2) & 1);

	return n > 0 ? 6 / n : 0;
}

/* A player's result mark: "+" sole winner, "=" shared, "-" not. */
static const char *
mark(unsigned winners, int c)
{
	if (!(winners & (1u << c)))
		return "-";
	return share6(winners) == 6 ? "+" : "=";
}

/* Writes v in decimal at s; returns the end. */
static char *
put_dec(char *s, long v)
{
	char t[24];
	unsigned long u = v < 0 ? 0UL - (unsigned long)v : (unsigned long)v;
	size_t n = 0;

	do
		t[n++] = (char)('0' + u % 10);
	while ((u /= 10) != 0);
	if (v < 0)
		*s++ = '-';
	while (n > 0)
		*s++ = t[--n];
	return s;
}

/* The cell of a counted game, "12W 40+" (table, colour, points, mark)
 * into buf (at least 48 bytes), by hand: snprintf for each of 2,000
 * cells was a tenth of standings --event's extra cost over check. */
static void
game_cell(char *buf, long table, int c, long points, const char *mark)
{
	char *s = put_dec(buf, table);

	*s++ = talat_colour_char(c);
	*s++ = ' ';
	s = put_dec(s, points);
	strcpy(s, mark);
}

/* A game at table b (game k) that a ruling u decides. */
static int
count_ruling(struct acc *a, const struct tab *b, long k, const struct slot *s,
    const struct talat_event_ruling *u, unsigned at, const int *players,
    int np)
{
	const struct talat_event_table *t = b->table;
	struct talat_event_standing *rows = a->st->rows;
	unsigned winners = 0;
	int c;
	char buf[64];

	if (u->ruling == TALAT_RULING_VOID) {
		for (c = 0; c < TALAT_NCOLOURS; c++)
			if (t->player[c] >= 0) {
				snprintf(buf, sizeof(buf), "%ld%c V", t->number,
				    talat_colour_char(c));
				if (cell_add(a, a->row_of[t->player[c]], buf) < 0)
					return -1;
			}
		return line_add(a, TALAT_EVENT_RULING, b, k + 1, s, u->reason,
		    s->ruling);
	}
	if (u->ruling == TALAT_RULING_FORFEIT) {
		unsigned present = at & ~u->absent;

		for (c = 0; c < TALAT_NCOLOURS; c++) {
			struct talat_event_standing *w;

			if (t->player[c] < 0)
				continue;
			w = &rows[a->row_of[t->player[c]]];
			w->games++;
			if (present & (1u << c))
				w->wins6 += share6(present);
			snprintf(buf, sizeof(buf), "%ld%c F%s", t->number,
			    talat_colour_char(c),
			    present & (1u << c) ? "+" : "-");
			if (cell_add(a, a->row_of[t->player[c]], buf) < 0)
				return -1;
		}
		return line_add(a, TALAT_EVENT_RULING, b, k + 1, s, u->reason,
		    s->ruling);
	}
	{
		struct talat_score sc[TALAT_NCOLOURS];
		struct talat_tiebreak tb;

		if (s->present)
			memcpy(sc, s->scores, sizeof(sc));
		else
			memset(sc, 0, sizeof(sc));
		for (c = 0; c < TALAT_NCOLOURS; c++)
			sc[c].points = (int)u->points[c];
		if (u->winners != 0) {
			winners = u->winners;
		} else {
			talat_tiebreak(sc, players, np, a->ev->tiebreak, &tb);
			winners = tb.winners;
		}
		for (c = 0; c < TALAT_NCOLOURS; c++) {
			struct talat_event_standing *w;

			if (t->player[c] < 0)
				continue;
			w = &rows[a->row_of[t->player[c]]];
			w->games++;
			w->points += u->points[c];
			w->captured += s->present ? s->scores[c].ncaptured : 0;
			if (winners & (1u << c))
				w->wins6 += share6(winners);
			snprintf(buf, sizeof(buf), "%ld%c A%ld%s", t->number,
			    talat_colour_char(c), u->points[c],
			    mark(winners, c));
			if (cell_add(a, a->row_of[t->player[c]], buf) < 0)
				return -1;
		}
		return line_add(a, TALAT_EVENT_RULING, b, k + 1, s, u->reason,
		    s->ruling);
	}
}

/* One game at table b (game k, 0-based). */
static int
count_game(struct acc *a, const struct tab *b, long k)
{
	const struct talat_event_table *t = b->table;
	const struct slot *s = b->slots ? &b->slots[k] : NULL;
	const struct talat_event_ruling *u = s && s->ruling >= 0 ?
	    &a->ev->rulings[s->ruling] : NULL;
	struct talat_event_standing *rows = a->st->rows;
	unsigned at = 0;
	int c, players[TALAT_NCOLOURS], np = 0;
	char buf[64], *why;

	for (c = 0; c < TALAT_NCOLOURS; c++)
		if (t->name[c] != NULL) {
			at |= 1u << c;
			players[np++] = c;
		}
	if (u != NULL)
		return count_ruling(a, b, k, s, u, at, players, np);
	if (s == NULL || !s->present)
		return line_add(a, TALAT_EVENT_NOT_COUNTED, b, k + 1, s,
		    _("no game"), -1);
	for (c = 0; c < TALAT_NCOLOURS; c++) {
		struct talat_event_standing *w;

		if (t->player[c] < 0)
			continue;
		if (!s->counted) {
			snprintf(buf, sizeof(buf), "%ld%c ?", t->number,
			    talat_colour_char(c));
		} else {
			w = &rows[a->row_of[t->player[c]]];
			w->games++;
			w->points += s->scores[c].points;
			w->captured += s->scores[c].ncaptured;
			if (s->winners & (1u << c))
				w->wins6 += share6(s->winners);
			game_cell(buf, t->number, c, s->scores[c].points,
			    mark(s->winners, c));
		}
		if (cell_add(a, a->row_of[t->player[c]], buf) < 0)
			return -1;
	}
	if (!s->counted)
		return line_add(a, TALAT_EVENT_NOT_COUNTED, b, k + 1, s,
		    s->why, -1);
	if (s->claims == 0)
		return 0;
	/* TRANSLATORS: as in talat standings. */
	why = tl_aprintf(_("counted by its replay; its claim said %s"),
	    s->said);
	if (why == NULL)
		return -1;
	c = line_add(a, TALAT_EVENT_BY_REPLAY, b, k + 1, s, why, -1);
	free(why);
	return c;
}

static int
by_rank(const void *x, const void *y)
{
	const struct talat_event_standing *a = x, *b = y;

	if (a->wins6 != b->wins6)
		return a->wins6 > b->wins6 ? -1 : 1;
	if (a->points != b->points)
		return a->points > b->points ? -1 : 1;
	return a->player < b->player ? -1 : a->player > b->player;
}

static int
by_number(const void *x, const void *y)
{
	const struct talat_event_round *const *a = x, *const *b = y;

	return (*a)->number < (*b)->number ? -1 : (*a)->number > (*b)->number;
}

int
talat_event_standings(const struct talat_event_games *eg, long after_round,
    struct talat_event_standings *st)
{
	const struct talat_event *ev = eg->ev;
	const struct talat_event_round **rounds = NULL;
	struct acc a;
	char **cells = NULL;
	size_t i, j, nr = 0, np = ev->nplayers;
	long k;

	memset(st, 0, sizeof(*st));
	memset(&a, 0, sizeof(a));
	a.st = st;
	a.ev = ev;
	st->after_round = after_round;
	if ((rounds = calloc(ev->nrounds + 1, sizeof(*rounds))) == NULL ||
	    (st->rows = calloc(np + 1, sizeof(*st->rows))) == NULL ||
	    (a.row_of = calloc(np + 1, sizeof(*a.row_of))) == NULL)
		goto nomem;
	for (i = 0; i < ev->nrounds; i++)
		if (after_round <= 0 || ev->rounds[i].number <= after_round)
			rounds[nr++] = &ev->rounds[i];
	qsort(rounds, nr, sizeof(*rounds), by_number);
	st->nrows = np;
	st->nrounds = nr;
	if ((st->rounds = calloc(nr + 1, sizeof(*st->rounds))) == NULL ||
	    (st->cells = calloc(np * nr + 1, sizeof(*st->cells))) == NULL ||
	    (a.capcell = calloc(np * nr + 1, sizeof(*a.capcell))) == NULL)
		goto nomem;
	for (i = 0; i < np; i++) {
		st->rows[i].player = (long)i;
		st->rows[i].withdrawn_after = ev->players[i].withdrawn_after;
		if (after_round > 0 &&
		    st->rows[i].withdrawn_after > after_round)
			st->rows[i].withdrawn_after = -1;
		a.row_of[i] = (long)i;
	}
	for (a.col = 0; a.col < nr; a.col++) {
		const struct talat_event_round *r = rounds[a.col];
		size_t base = eg->base[r - ev->rounds];

		st->rounds[a.col] = r->number;
		for (j = 0; j < r->ntables; j++)
			for (k = 0; k < r->tables[j].games; k++)
				if (count_game(&a, &eg->tabs[base + j], k) < 0)
					goto nomem;
		for (j = 0; j < r->nbyes; j++) {
			long p = r->byes[j].player;

			if (p < 0)
				continue;
			st->rows[p].byes++;
			st->rows[p].wins6 += ev->bye6;
			if (cell_add(&a, p, "B") < 0)
				goto nomem;
		}
	}
	/* Rank order; the cells follow their rows. */
	qsort(st->rows, np, sizeof(*st->rows), by_rank);
	if ((cells = calloc(np * nr + 1, sizeof(*cells))) == NULL)
		goto nomem;
	for (i = 0; i < np; i++) {
		struct talat_event_standing *w = &st->rows[i];

		w->rank = i > 0 && w->wins6 == w[-1].wins6 &&
		    w->points == w[-1].points ? w[-1].rank : (long)i + 1;
		for (j = 0; j < nr; j++)
			cells[i * nr + j] = st->cells[(size_t)w->player * nr + j];
	}
	free(st->cells);
	st->cells = cells;
	free(rounds);
	free(a.row_of);
	free(a.capcell);
	return 0;
nomem:
	free(rounds);
	free(a.row_of);
	free(a.capcell);
	talat_event_standings_free(st);
	errno = ENOMEM;
	return -1;
}

void
talat_event_standings_free(struct talat_event_standings *st)
{
	size_t i;

	if (st->cells != NULL)
		for (i = 0; i < st->nrows * st->nrounds; i++)
			free(st->cells[i]);
	for (i = 0; i < st->nlines; i++)
		free(st->lines[i].text);
	free(st->cells);
	free(st->lines);
	free(st->rows);
	free(st->rounds);
	memset(st, 0, sizeof(*st));
}
