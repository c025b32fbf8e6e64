/*
 * match.c: the games of a tournament seen one after another
 * (doc/spec/arbiter.md sections 4 and 5): the players of a game, the match
 * rule, duplicate games.
 *
 * Memory stays a few bytes a game: a duplicate is found by a hash of what
 * makes two games the same, kept in an open-addressing table of 64-bit
 * slots (40 bits of the hash and the game's ordinal), beside one 32-bit
 * line per game; a match keeps its key's hash and its last game's outcome.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "talat/tournament.h"
#include "i18n.h"

/* --- hashing ------------------------------------------------------------- */

struct hasher {
	uint64_t h;
};

static void
hash_init(struct hasher *hs)
{
	hs->h = 0xcbf29ce484222325ULL;	/* FNV-1a offset basis */
}

static void
hash_bytes(struct hasher *hs, const void *p, size_t n)
{
	const unsigned char *s = p;
	uint64_t h = hs->h;
	size_t i;

	for (i = 0; i < n; i++) {
		h ^= s[i];
		h *= 0x100000001b3ULL;
	}
	hs->h = h;
}

/* A string with its length, so that fields cannot run into each other;
 * NULL (absent) differs from "". */
static void
hash_field(struct hasher *hs, const char *s, size_t n)
{
	uint64_t len = s == NULL ? UINT64_MAX : (uint64_t)n;

	hash_bytes(hs, &len, sizeof(len));
	if (s != NULL)
		hash_bytes(hs, s, n);
}

/* The final mix (splitmix64's), so that every bit depends on every byte. */
static uint64_t
hash_end(const struct hasher *hs)
{
	uint64_t z = hs->h;

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

/* --- players --------------------------------------------------------------- */

static const char *const colour_tags[TALAT_NCOLOURS] = {
	"White", "Black", "Grey"
};

static int
is_space(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' ||
	    c == '\v';
}

int
talat_player_names(const struct talat_game *g, int zihin,
    struct talat_player_names *p, int *named)
{
	const char *s;
	size_t n;
	int c, count = 0;

	*named = 1;
	memset(p, 0, sizeof(*p));
	for (c = 0; c < TALAT_NCOLOURS; c++) {
		if (c == zihin)
			continue;
		count++;
		p->colours |= 1u << c;
		if ((s = talat_game_tag(g, colour_tags[c])) == NULL) {
			*named = 0;
			continue;
		}
		while (is_space(*s))
			s++;
		n = strlen(s);
		while (n > 0 && is_space(s[n - 1]))
			n--;
		p->name[c] = s;
		p->len[c] = n;
		if (n == 0 || (n == 1 && s[0] == '?'))
			*named = 0;
	}
	return count;
}

static int
name_cmp(const struct talat_player_names *p, int a, int b)
{
	size_t n = p->len[a] < p->len[b] ? p->len[a] : p->len[b];
	int d = memcmp(p->name[a], p->name[b], n);

	if (d != 0)
		return d;
	return p->len[a] < p->len[b] ? -1 : p->len[a] > p->len[b];
}

/* The playing colours sorted by name, into sorted[]; returns how many. */
static int
sort_by_name(const struct talat_player_names *p, int sorted[3])
{
	int n = 0, c, i, t;

	for (c = 0; c < TALAT_NCOLOURS; c++)
		if (p->colours & (1u << c))
			sorted[n++] = c;
	for (i = 1; i < n; i++)
		for (t = i; t > 0 && name_cmp(p, sorted[t - 1], sorted[t]) > 0;
		    t--) {
			c = sorted[t];
			sorted[t] = sorted[t - 1];
			sorted[t - 1] = c;
		}
	return n;
}

static int
same_name(const struct talat_player_names *p, int a, int b)
{
	return name_cmp(p, a, b) == 0;
}

/* --- matches ------------------------------------------------------------- */

#define ROUNDLEN 16

struct match {
	uint64_t key;			/* 0: empty slot */
	long line;			/* its last game's first line */
	const char *file;		/* and file (the caller's) */
	unsigned char complete;		/* that game was complete */
	unsigned char winners;		/* its winners, bit per index in
					   the players sorted by name */
	char round[ROUNDLEN];		/* its Round tag, cut, or "" */
};

struct talat_matches {
	struct match *slots;
	size_t cap, n;
};

struct talat_matches *
talat_matches_new(void)
{
	return calloc(1, sizeof(struct talat_matches));
}

void
talat_matches_free(struct talat_matches *m)
{
	if (m == NULL)
		return;
	free(m->slots);
	free(m);
}

/*
 * The key of g's match: its Event (missing: empty) and its players' names
 * sorted (so whatever colours they take), with their number. 0 when g
 * belongs to no match. sorted[] gets the colours by name.
 */
static uint64_t
match_key(const struct talat_game *g, int zihin, struct talat_player_names *p,
    int sorted[3], int *n)
{
	struct hasher hs;
	const char *event = talat_game_tag(g, "Event");
	int named, i;
	uint64_t k;

	*n = talat_player_names(g, zihin, p, &named);
	if (!named)
		return 0;
	sort_by_name(p, sorted);
	hash_init(&hs);
	if (event == NULL)
		event = "";
	hash_field(&hs, event, strlen(event));
	hash_bytes(&hs, n, sizeof(*n));
	for (i = 0; i < *n; i++)
		hash_field(&hs, p->name[sorted[i]], p->len[sorted[i]]);
	k = hash_end(&hs);
	return k ? k : 1;
}

static struct match *
match_find(const struct talat_matches *m, uint64_t key)
{
	size_t i;

	if (m->cap == 0)
		return NULL;
	for (i = (size_t)key & (m->cap - 1); m->slots[i].key != 0;
	    i = (i + 1) & (m->cap - 1))
		if (m->slots[i].key == key)
			return &m->slots[i];
	return &m->slots[i];
}

static int
match_grow(struct talat_matches *m)
{
	struct talat_matches bigger;
	struct match *slot;
	size_t i;

	bigger.cap = m->cap ? m->cap * 2 : 64;
	bigger.n = m->n;
	if ((bigger.slots = calloc(bigger.cap, sizeof(struct match))) == NULL)
		return -1;
	for (i = 0; i < m->cap; i++)
		if (m->slots[i].key != 0) {
			slot = match_find(&bigger, m->slots[i].key);
			*slot = m->slots[i];
		}
	free(m->slots);
	*m = bigger;
	return 0;
}

unsigned
talat_matches_starters(const struct talat_matches *m,
    const struct talat_game *g, int zihin)
{
	struct talat_player_names p;
	const struct match *mt;
	unsigned allowed = 0;
	uint64_t key;
	int sorted[3], n, i, j;

	key = match_key(g, zihin, &p, sorted, &n);
	if (key == 0 || (mt = match_find(m, key)) == NULL || mt->key == 0 ||
	    !mt->complete)
		return p.colours;
	/* Every colour whose player's name is a winner's name. */
	for (i = 0; i < n; i++)
		for (j = 0; j < n; j++)
			if ((mt->winners & (1u << j)) &&
			    same_name(&p, sorted[i], sorted[j]))
				allowed |= 1u << sorted[i];
	return allowed ? allowed : p.colours;
}

/* Appends "Ann", "Ann and Ben", "Ann, Ben and Cid" (joined by `last`). */
static void
list_names(char *buf, size_t size, const struct talat_player_names *p,
    const int *colours, int n, const char *last)
{
	size_t len = strlen(buf);
	int i;

	for (i = 0; i < n && len < size; i++) {
		snprintf(buf + len, size - len, "%s%.*s",
		    i == 0 ? "" : i == n - 1 ? last : ", ",
		    (int)(p->len[colours[i]] > 60 ? 60 : p->len[colours[i]]),
		    p->name[colours[i]]);
		len = strlen(buf);
	}
}

static void
describe_break(struct talat_match_break *out, const struct match *mt,
    const struct talat_player_names *p, const int *sorted, int n, int starter)
{
	struct talat_msg m;
	char won[200], begins[200], not_this[80];
	int win[3], nwin = 0, i;

	for (i = 0; i < n; i++)
		if (mt->winners & (1u << i))
			win[nwin++] = sorted[i];
	won[0] = begins[0] = not_this[0] = '\0';
	list_names(won, sizeof(won), p, win, nwin, _(" and "));
	list_names(begins, sizeof(begins), p, win, nwin, _(" or "));
	list_names(not_this, sizeof(not_this), p, &starter, 1, "");
	if (mt->round[0] != '\0')
		talat_msg_set(&m, TALAT_D_MATCH_ORDER, mt->round, won, begins,
		    not_this);
	else
		talat_msg_set(&m, TALAT_D_MATCH_ORDER_AT, mt->file, mt->line,
		    won, begins, not_this);
	if (snprintf(out->message, sizeof(out->message), "%s", m.text) < 0)
		out->message[0] = '\0';
	out->kind = m.kind;
}

int
talat_matches_add(struct talat_matches *m, const struct talat_game *g,
    int zihin, int starter, int status, unsigned winners, const char *file,
    long line, struct talat_match_break *out)
{
	struct talat_player_names p;
	struct match *mt;
	const char *round;
	uint64_t key;
	int sorted[3], n, i, j, ok;

	if (out != NULL) {
		out->broken = 0;
		out->message[0] = '\0';
	}
	if ((key = match_key(g, zihin, &p, sorted, &n)) == 0)
		return 0;
	if ((m->n + 1) * 4 > m->cap * 3 && match_grow(m) < 0)
		return -1;
	mt = match_find(m, key);
	if (mt->key != 0 && mt->complete && starter >= 0 &&
	    (p.colours & (1u << starter))) {
		ok = 0;
		for (j = 0; j < n; j++)
			if ((mt->winners & (1u << j)) &&
			    same_name(&p, starter, sorted[j]))
				ok = 1;
		if (!ok && out != NULL) {
			out->broken = 1;
			describe_break(out, mt, &p, sorted, n, starter);
		}
	}
	if (mt->key == 0) {
		mt->key = key;
		m->n++;
	}
	mt->file = file;
	mt->line = line;
	mt->complete = status == TALAT_COMPLETE;
	mt->winners = 0;
	for (i = 0; i < n; i++)
		if (winners & (1u << sorted[i]))
			mt->winners |= (unsigned char)(1u << i);
	round = talat_game_tag(g, "Round");
	snprintf(mt->round, sizeof(mt->round), "%s", round ? round : "");
	return 0;
}

/* --- duplicates --------------------------------------------------------------- */

/*
 * A slot holds the hash's top 40 bits (whose low bits are its home slot)
 * and the game's ordinal + 1 (24 bits), 0 when empty; games beyond the
 * 2^24 - 1st are not remembered. Per ordinal, lines[] holds the game's
 * first line and extra[] 16 more bits of its hash (56 in all: two of a
 * million different games are taken for one about once in 10^5 runs).
 * files[] says where each file's ordinals start. About 12 to 24 bytes a
 * game, as the table fills.
 */
#define ORD_BITS 24
#define ORD_MASK ((UINT64_C(1) << ORD_BITS) - 1)

struct seen_file {
	char *name;
	uint32_t first;			/* ordinal of its first game */
};

struct talat_tracker {
	uint64_t *slots;
	size_t cap, n;
	uint32_t *lines;
	uint16_t *extra;
	size_t capgames;
	uint32_t ngames;		/* ordinals handed out */
	struct seen_file *files;
	size_t nfiles, capfiles;
	struct talat_matches *matches;
};

struct talat_tracker *
talat_tracker_new(void)
{
	struct talat_tracker *t = calloc(1, sizeof(*t));

	if (t == NULL)
		return NULL;
	if ((t->matches = talat_matches_new()) == NULL) {
		free(t);
		return NULL;
	}
	return t;
}

void
talat_tracker_free(struct talat_tracker *t)
{
	size_t i;

	if (t == NULL)
		return;
	for (i = 0; i < t->nfiles; i++)
		free(t->files[i].name);
	free(t->files);
	free(t->slots);
	free(t->lines);
	free(t->extra);
	talat_matches_free(t->matches);
	free(t);
}

int
talat_tracker_file(struct talat_tracker *t, const char *name)
{
	struct seen_file *f;
	size_t cap;

	if (t->nfiles == t->capfiles) {
		cap = t->capfiles ? t->capfiles * 2 : 8;
		if ((f = realloc(t->files, cap * sizeof(*f))) == NULL)
			return -1;
		t->files = f;
		t->capfiles = cap;
	}
	f = &t->files[t->nfiles];
	if ((f->name = strdup(name)) == NULL)
		return -1;
	f->first = t->ngames;
	t->nfiles++;
	return 0;
}

/* The hash of what makes two games the same (arbiter.md section 5):
 * Zihin, Order and Position tags, names per colour, plies (annotations,
 * declarations, comments and round numbers left out). */
static uint64_t
game_hash(const struct talat_game *g, int zihin)
{
	static const char *const tags[] = { "Zihin", "Order", "Position" };
	struct talat_player_names p;
	struct hasher hs;
	const char *v;
	size_t i;
	int named, c;

	hash_init(&hs);
	for (i = 0; i < 3; i++) {
		v = talat_game_tag(g, tags[i]);
		hash_field(&hs, v, v ? strlen(v) : 0);
	}
	talat_player_names(g, zihin, &p, &named);
	for (c = 0; c < TALAT_NCOLOURS; c++)
		if (p.colours & (1u << c))
			hash_field(&hs, p.name[c] ? p.name[c] : "", p.len[c]);
	for (i = 0; i < g->nmoves; i++) {
		const struct talat_move *mv = &g->moves[i];
		int k = mv->kind;
		unsigned char b[5];

		if (k == TALAT_MOVE_FREEZE)
			continue;
		b[0] = (unsigned char)k;
		b[1] = (unsigned char)(k == TALAT_MOVE_PLACE ? mv->type : 0);
		b[2] = (unsigned char)(k == TALAT_MOVE_PASS ? 0 : mv->board);
		b[3] = (unsigned char)(k == TALAT_MOVE_STEP ||
		    k == TALAT_MOVE_CAPTURE ? mv->from : 0);
		b[4] = (unsigned char)(k == TALAT_MOVE_PASS ? 0 : mv->to);
		hash_bytes(&hs, b, sizeof(b));
	}
	return hash_end(&hs);
}

/*
 * Doubles the table in place: realloc (which copies no page of a large
 * block), then every entry of the old half taken out and put back, from
 * just after an empty slot so that each run of entries is met from its
 * start; an entry then never lands beyond the slot it left, and nothing
 * needs twice the memory.
 */
static int
dup_grow(struct talat_tracker *t)
{
	size_t cap = t->cap ? t->cap * 2 : 1024, old = t->cap, i, j, k, start;
	uint64_t *s, e;

	if ((s = realloc(t->slots, cap * sizeof(*s))) == NULL)
		return -1;
	memset(s + old, 0, (cap - old) * sizeof(*s));
	t->slots = s;
	t->cap = cap;
	if (old == 0)
		return 0;
	for (start = 0; s[start] != 0; start++)
		;
	for (k = 1; k <= old; k++) {
		i = (start + k) % old;
		if ((e = s[i]) == 0)
			continue;
		s[i] = 0;
		for (j = (size_t)(e >> ORD_BITS) & (cap - 1); s[j] != 0;
		    j = (j + 1) & (cap - 1))
			;
		s[j] = e;
	}
	return 0;
}

static int
grow_games(struct talat_tracker *t)
{
	size_t cap = t->capgames ? t->capgames * 2 : 1024;
	uint32_t *lines;
	uint16_t *extra;

	if ((lines = realloc(t->lines, cap * sizeof(*lines))) == NULL)
		return -1;
	t->lines = lines;
	if ((extra = realloc(t->extra, cap * sizeof(*extra))) == NULL)
		return -1;
	t->extra = extra;
	t->capgames = cap;
	return 0;
}

/*
 * Looks g's hash up; when an earlier game has it, *ordinal is that game's
 * and 1 is returned; else the game is remembered (as ordinal t->ngames)
 * and 0 returned. -1 on allocation failure.
 */
static int
dup_check(struct talat_tracker *t, uint64_t h, uint32_t line,
    uint32_t *ordinal)
{
	uint64_t tag = h >> ORD_BITS, e;
	uint16_t extra = (uint16_t)(h >> 8);
	uint32_t ord;
	size_t j;

	if ((t->n + 1) * 8 > t->cap * 7 && dup_grow(t) < 0)
		return -1;
	for (j = (size_t)tag & (t->cap - 1); (e = t->slots[j]) != 0;
	    j = (j + 1) & (t->cap - 1)) {
		ord = (uint32_t)(e & ORD_MASK) - 1;
		if ((e >> ORD_BITS) == tag && t->extra[ord] == extra) {
			*ordinal = ord;
			return 1;
		}
	}
	if (t->ngames >= ORD_MASK)
		return 0;		/* too many to remember */
	if (t->ngames == t->capgames && grow_games(t) < 0)
		return -1;
	t->lines[t->ngames] = line;
	t->extra[t->ngames] = extra;
	t->slots[j] = (tag << ORD_BITS) | (uint64_t)(t->ngames + 1);
	t->ngames++;
	t->n++;
	return 0;
}

/* The file of a game by its ordinal. */
static const char *
file_of(const struct talat_tracker *t, uint32_t ordinal)
{
	size_t lo = 0, hi = t->nfiles;

	/* The last file whose first ordinal is at most `ordinal`. */
	while (hi - lo > 1) {
		size_t mid = lo + (hi - lo) / 2;

		if (t->files[mid].first <= ordinal)
			lo = mid;
		else
			hi = mid;
	}
	return t->nfiles ? t->files[lo].name : "";
}

int
talat_tracker_see(struct talat_tracker *t, const struct talat_game *g,
    const struct talat_result *r, struct talat_seen *seen)
{
	uint32_t ord, line;
	int d;

	memset(seen, 0, sizeof(*seen));
	if (t->nfiles == 0 && talat_tracker_file(t, "") < 0)
		return -1;
	line = g->loc.line > 0 && g->loc.line <= (long)UINT32_MAX ?
	    (uint32_t)g->loc.line : 0;
	if ((d = dup_check(t, game_hash(g, r->zihin), line, &ord)) < 0)
		return -1;
	if (d) {
		seen->duplicate = 1;
		seen->dup_file = file_of(t, ord);
		seen->dup_line = (long)t->lines[ord];
		return 0;
	}
	return talat_matches_add(t->matches, g, r->zihin,
	    r->variant_ok ? r->order[0] : -1, r->status, r->winners,
	    t->files[t->nfiles - 1].name, g->loc.line, &seen->match);
}

/* Where a match-order warning goes: the Order tag, or the first line. */
static struct talat_loc
order_loc(const struct talat_game *g)
{
	size_t i;

	for (i = 0; i < g->ntags; i++)
		if (strcmp(g->tags[i].name, "Order") == 0)
			return g->tags[i].loc;
	return g->loc;
}

int
talat_tracker_game(struct talat_tracker *t, const struct talat_game *g,
    struct talat_result *r, struct talat_seen *seen)
{
	struct talat_seen mine;
	struct talat_msg break_msg;
	struct talat_loc first = g->loc;

	if (seen == NULL)
		seen = &mine;
	if (talat_tracker_see(t, g, r, seen) < 0)
		return -1;
	if (first.column < 1)
		first.column = 1;
	if (seen->duplicate && talat_result_raise(r, first, 0,
	    TALAT_D_DUPLICATE_GAME, seen->dup_file, seen->dup_line) < 0)
		return -1;
	if (seen->match.broken) {
		break_msg.kind = seen->match.kind;
		snprintf(break_msg.text, sizeof(break_msg.text), "%s",
		    seen->match.message);
		if (talat_result_raise_msg(r, order_loc(g), 0, &break_msg) < 0)
			return -1;
	}
	return 0;
}
