/* SPDX-License-Identifier: ISC */
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
#include "tournament.h"
#include "i18n.h"
#include "internal.h"
#include "base_private.h"
#include "replay_result.h"
#include "diag_private.h"
#include "replay_private.h"

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

/* One word (a ply, packed): a multiply and a fold, ~8 times fewer
 * operations than hash_bytes() over its bytes. */
static void
hash_word(struct hasher *hs, uint64_t w)
{
	uint64_t h = (hs->h ^ w) * 0x9e3779b97f4a7c15ULL;

	hs->h = h ^ (h >> 32);
}

/* A ply's fields packed into one word for hash_word(), a byte each. */
static uint64_t
ply_word(int kind, int type, int board, int from, int to)
{
	return (uint64_t)(unsigned char)kind |
	    (uint64_t)(unsigned char)type << 8 |
	    (uint64_t)(unsigned char)board << 16 |
	    (uint64_t)(unsigned char)from << 24 |
	    (uint64_t)(unsigned char)to << 32;
}

/* A string with its length, so that fields cannot run into each other;
 * NULL (absent) differs from "". */
static void
hash_field(struct hasher *hs, const char *s, size_t n)
{
	uint64_t len = s == NULL ? UINT64_MAX : (uint64_t)n;

	hash_word(hs, len);
	if (s != NULL)
		hash_bytes(hs, s, n);
}

static int
is_space(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' ||
	    c == '\v';
}

/* A name as events are told apart (and standings tell them): white
 * space around it left out, each run of it inside it one space. */
static void
hash_name(struct hasher *hs, const char *s)
{
	size_t n = 0, i;
	int gap = 0;

	for (i = 0; s[i] != '\0'; i++)
		if (is_space(s[i]))
			gap = 1;
		else {
			n += (size_t)(gap && n > 0) + 1;
			gap = 0;
		}
	hash_word(hs, (uint64_t)n);
	for (i = 0, n = 0, gap = 0; s[i] != '\0'; i++) {
		if (is_space(s[i])) {
			gap = 1;
			continue;
		}
		if (gap && n > 0)
			hash_bytes(hs, " ", 1);
		gap = 0;
		hash_bytes(hs, &s[i], 1);
		n++;
	}
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

/* --- open-addressing tables that double in place ------------------------ */

static int
slot_empty(const void *slot, size_t size)
{
	static const unsigned char zero[32];

	return memcmp(slot, zero, size) == 0;
}

/*
 * Doubles a table of linear probing in place (its slots of `size` bytes,
 * all zero when empty; home(slot) gives the hash bits whose low bits are
 * its home): realloc, which copies no page of a large block, then every
 * entry of the old half taken out and put back, from just after an empty
 * slot so that each run of entries is met from its start. An entry then
 * never lands beyond the slot it left, and the table never needs twice
 * its memory (nor leaves a freed block behind for the allocator to keep).
 * Returns 0, or -1 on allocation failure (the table unchanged).
 */
static int
table_double(void **slots, size_t *capp, size_t size, size_t first,
    uint64_t (*home)(const void *))
{
	size_t old = *capp, cap = old, i, j, k, start;
	unsigned char *s, e[32];

	if (tl_grow(slots, &cap, old + 1, size, first) < 0)
		return -1;
	s = *slots;
	memset(s + old * size, 0, (cap - old) * size);
	*capp = cap;
	if (old == 0)
		return 0;
	for (start = 0; !slot_empty(s + start * size, size); start++)
		;
	for (k = 1; k <= old; k++) {
		i = (start + k) % old;
		if (slot_empty(s + i * size, size))
			continue;
		memcpy(e, s + i * size, size);
		memset(s + i * size, 0, size);
		for (j = (size_t)home(e) & (cap - 1);
		    !slot_empty(s + j * size, size); j = (j + 1) & (cap - 1))
			;
		memcpy(s + j * size, e, size);
	}
	return 0;
}

/* --- matches ------------------------------------------------------------- */

/* 24 bytes a match. */
struct match {
	uint64_t key;			/* 0: empty slot */
	const char *file;		/* its last game's file (the caller's) */
	uint32_t line;			/* and first line */
	uint16_t round;			/* its Round tag when a number from 1
					   to 65535 (to name it in a message),
					   else 0 */
	unsigned char complete;		/* that game was complete */
	unsigned char winners;		/* its winners, bit per index in
					   the players sorted by name */
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

/* A game's players (talat_player_names()): found once for the duplicate
 * hash and the match. */
struct players {
	struct talat_player_names p;
	int n;		/* how many */
	int named;	/* every one has a name */
};

static void
find_players(const struct talat_game *g, int zihin, struct players *pl)
{
	pl->n = talat_player_names(g, zihin, &pl->p, &pl->named);
}

/*
 * The key of g's match: its Event (missing: empty) and its players' names
 * sorted (so whatever colours they take), with their number. 0 when g
 * belongs to no match. sorted[] gets the colours by name.
 */
static uint64_t
match_key(const struct talat_game *g, const struct players *pl,
    int sorted[3])
{
	const struct talat_player_names *p = &pl->p;
	struct hasher hs;
	const char *event = talat_game_tag(g, "Event");
	int i;
	uint64_t k;

	if (!pl->named)
		return 0;
	sort_by_name(p, sorted);
	hash_init(&hs);
	if (event == NULL)
		event = "";
	hash_name(&hs, event);
	hash_bytes(&hs, &pl->n, sizeof(pl->n));
	for (i = 0; i < pl->n; i++)
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

static uint64_t
match_home(const void *slot)
{
	return ((const struct match *)slot)->key;
}

static int
match_grow(struct talat_matches *m)
{
	return table_double((void **)&m->slots, &m->cap, sizeof(struct match),
	    64, match_home);
}

unsigned
talat_matches_starters(const struct talat_matches *m,
    const struct talat_game *g, int zihin)
{
	struct players pl;
	const struct match *mt;
	unsigned allowed = 0;
	uint64_t key;
	int sorted[3], i, j;

	find_players(g, zihin, &pl);
	key = match_key(g, &pl, sorted);
	if (key == 0 || (mt = match_find(m, key)) == NULL || mt->key == 0 ||
	    !mt->complete)
		return pl.p.colours;
	/* Every colour whose player's name is a winner's name. */
	for (i = 0; i < pl.n; i++)
		for (j = 0; j < pl.n; j++)
			if ((mt->winners & (1u << j)) &&
			    same_name(&pl.p, sorted[i], sorted[j]))
				allowed |= 1u << sorted[i];
	return allowed ? allowed : pl.p.colours;
}

/* Appends s[0..n) to the text buf[0..len) (size bytes with its NUL), as
 * much of it as fits in whole characters; returns the new length. (No printf: a file of many
 * warnings writes many of these.) */
static size_t
append(char *buf, size_t size, size_t len, const char *s, size_t n)
{
	if (len + 1 >= size)
		return len;
	if (n > size - 1 - len)
		n = talat_utf8_prefix(s, size - 1 - len, (size_t)-1);
	memcpy(buf + len, s, n);
	buf[len + n] = '\0';
	return len + n;
}

/* Copies the string src into dst (size bytes), cut to fit. */
static void
copy_text(char *dst, size_t size, const char *src)
{
	dst[0] = '\0';
	append(dst, size, 0, src, strlen(src));
}

/* "Ann", "Ann and Ben", "Ann, Ben and Cid" (kind TL_AND; TL_OR: "Ann or
 * Ben") into buf, in the reader's language; a name is cut to 60
 * characters. */
static void
list_names(char *buf, size_t size, const struct talat_player_names *p,
    const int *colours, int n, enum tl_list kind)
{
	char cut[3][4 * 60 + 1];
	const char *items[3];
	int i;

	for (i = 0; i < n && i < 3; i++) {
		copy_text(cut[i], sizeof(cut[i]), "");
		append(cut[i], sizeof(cut[i]), 0, p->name[colours[i]],
		    talat_utf8_prefix(p->name[colours[i]], p->len[colours[i]],
		    60));
		items[i] = cut[i];
	}
	tl_list(buf, size, items, (size_t)i, kind);
}

static void
describe_break(struct talat_match_break *out, const struct match *mt,
    const struct talat_player_names *p, const int *sorted, int n, int starter)
{
	struct talat_msg m;
	char won[200], begins[200], not_this[80], round[16];
	int win[3], nwin = 0, i;

	for (i = 0; i < n; i++)
		if (mt->winners & (1u << i))
			win[nwin++] = sorted[i];
	won[0] = begins[0] = not_this[0] = '\0';
	list_names(won, sizeof(won), p, win, nwin, TL_AND);
	list_names(begins, sizeof(begins), p, win, nwin, TL_OR);
	list_names(not_this, sizeof(not_this), p, &starter, 1, TL_AND);
	if (mt->round != 0) {
		snprintf(round, sizeof(round), "%lu", (unsigned long)mt->round);
		talat_msg_set(&m, TALAT_D_MATCH_ORDER, round, mt->file,
		    (long)mt->line, won, begins, not_this);
	} else
		talat_msg_set(&m, TALAT_D_MATCH_ORDER_AT, mt->file,
		    (long)mt->line, won, begins, not_this);
	copy_text(out->message, sizeof(out->message), m.text);
	out->kind = m.kind;
}

/* A Round tag's value when it is a number from 1 to 65535 written
 * plainly (no sign, no leading zero, nothing after), else 0. */
static uint16_t
round_number(const char *s)
{
	unsigned long v = 0;
	size_t i;

	if (s == NULL || s[0] < '1' || s[0] > '9')
		return 0;
	for (i = 0; s[i] >= '0' && s[i] <= '9'; i++) {
		if (i == 5)
			return 0;
		v = v * 10 + (unsigned long)(s[i] - '0');
	}
	return s[i] == '\0' && v <= 65535 ? (uint16_t)v : 0;
}

/* talat_matches_add() of a game whose players are found. */
static int
matches_add(struct talat_matches *m, const struct talat_game *g,
    const struct players *pl, int starter, enum talat_status status,
    unsigned winners, const char *file, long line,
    struct talat_match_break *out)
{
	const struct talat_player_names *pp = &pl->p;
	struct match *mt;
	uint64_t key;
	int sorted[3], n = pl->n, i, j, ok;

	if (out != NULL) {
		out->broken = 0;
		out->message[0] = '\0';
	}
	if ((key = match_key(g, pl, sorted)) == 0)
		return 0;
	if ((m->n + 1) * 16 > m->cap * 15 && match_grow(m) < 0)
		return -1;
	mt = match_find(m, key);
	if (mt->key != 0 && mt->complete && starter >= 0 &&
	    (pp->colours & (1u << starter))) {
		ok = 0;
		for (j = 0; j < n; j++)
			if ((mt->winners & (1u << j)) &&
			    same_name(pp, starter, sorted[j]))
				ok = 1;
		if (!ok && out != NULL) {
			out->broken = 1;
			describe_break(out, mt, pp, sorted, n, starter);
		}
	}
	if (mt->key == 0) {
		mt->key = key;
		m->n++;
	}
	mt->file = file;
	mt->line = line > 0 && (unsigned long)line <= UINT32_MAX ?
	    (uint32_t)line : 0;
	mt->complete = status == TALAT_COMPLETE;
	mt->winners = 0;
	for (i = 0; i < n; i++)
		if (winners & (1u << sorted[i]))
			mt->winners |= (unsigned char)(1u << i);
	mt->round = round_number(talat_game_tag(g, "Round"));
	return 0;
}

int
talat_matches_add(struct talat_matches *m, const struct talat_game *g,
    int zihin, int starter, enum talat_status status, unsigned winners,
    const char *file, long line, struct talat_match_break *out)
{
	struct players pl;

	find_players(g, zihin, &pl);
	return matches_add(m, g, &pl, starter, status, winners, file, line,
	    out);
}

/* --- duplicates --------------------------------------------------------------- */

/*
 * A slot holds the hash's top 40 bits (whose low bits are its home slot)
 * and the game's ordinal + 1 (24 bits), 0 when empty; games beyond the
 * 2^24 - 1st are not remembered. Per ordinal, extra[] holds 16 more bits
 * of its hash (56 in all: two of a million different games are taken for
 * one about once in 10^5 runs) and delta[] its first line, as the lines
 * from the game before in its file (from 0 for a file's first game; 0xFF,
 * for 255 lines or more: the line in full in escapes[]), with every 256th
 * game's line in full in marks[]. So a game costs 8 bytes of slot (at 47%
 * to 94% load) and 3 bytes more (11 when it is 255 lines or more after the
 * one before): a gigabyte of records (850,000 games) takes 11 MB. files[]
 * says where each file's ordinals start.
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
	uint16_t *extra;
	uint8_t *delta;
	size_t capgames;
	uint32_t *marks;		/* line of game 256 * i */
	size_t capmarks;
	struct escape {
		uint32_t ordinal, line;
	} *escapes;			/* delta 0xFF: the line in full */
	size_t nescapes, capescapes;
	uint32_t last_line;		/* of the file's last game remembered */
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
	free(t->extra);
	free(t->delta);
	free(t->marks);
	free(t->escapes);
	talat_matches_free(t->matches);
	free(t);
}

void
talat_tracker_no_matches(struct talat_tracker *t)
{
	talat_matches_free(t->matches);
	t->matches = NULL;
}

int
talat_tracker_file(struct talat_tracker *t, const char *name)
{
	struct seen_file *f;

	if (tl_grow(&t->files, &t->capfiles, t->nfiles + 1, sizeof(*f), 8) < 0)
		return -1;
	f = &t->files[t->nfiles];
	if ((f->name = strdup(name)) == NULL)
		return -1;
	f->first = t->ngames;
	t->nfiles++;
	t->last_line = 0;
	return 0;
}

/* The hash of what makes two games the same (arbiter.md section 5):
 * Zihin, Order and Position tags, names per colour, plies (annotations,
 * declarations, comments and round numbers left out). */
static uint64_t
game_hash(const struct talat_game *g, const struct players *pl)
{
	static const char *const tags[] = { "Zihin", "Order", "Position" };
	const struct talat_player_names *p = &pl->p;
	struct hasher hs;
	const char *v;
	size_t i;
	int c;

	hash_init(&hs);
	for (i = 0; i < 3; i++) {
		v = talat_game_tag(g, tags[i]);
		hash_field(&hs, v, v ? strlen(v) : 0);
	}
	for (c = 0; c < TALAT_NCOLOURS; c++)
		if (p->colours & (1u << c))
			hash_field(&hs, p->name[c] ? p->name[c] : "",
			    p->len[c]);
	for (i = 0; i < g->nmoves; i++) {
		const struct talat_move *mv = &g->moves[i];

		/* kind, type, board, from, to: the fields a kind has. */
		switch (mv->kind) {
		case TALAT_MOVE_PLACE:
			hash_word(&hs, ply_word(mv->kind, mv->type, mv->board,
			    0, mv->to));
			break;
		case TALAT_MOVE_STEP:
		case TALAT_MOVE_CAPTURE:
			hash_word(&hs, ply_word(mv->kind, 0, mv->board,
			    mv->from, mv->to));
			break;
		case TALAT_MOVE_PASS:
			hash_word(&hs, ply_word(mv->kind, 0, 0, 0, 0));
			break;
		default:	/* a declaration: no ply */
			break;
		}
	}
	return hash_end(&hs);
}

static uint64_t
dup_home(const void *slot)
{
	return *(const uint64_t *)slot >> ORD_BITS;
}

static int
dup_grow(struct talat_tracker *t)
{
	return table_double((void **)&t->slots, &t->cap, sizeof(uint64_t),
	    1024, dup_home);
}

/* Room for element n (tl_grow, internal.h). */
#define grow(arr, cap, n, size, first) \
	tl_grow((arr), (cap), (n) + 1, (size), (first))


/* Remembers the line of game t->ngames (the next ordinal). */
static int
add_line(struct talat_tracker *t, uint32_t line)
{
	uint32_t ord = t->ngames;
	uint32_t d = line - t->last_line;

	if (line < t->last_line || d >= 0xFF) {
		if (grow((void **)&t->escapes, &t->capescapes, t->nescapes,
		    sizeof(*t->escapes), 16) < 0)
			return -1;
		t->escapes[t->nescapes].ordinal = ord;
		t->escapes[t->nescapes].line = line;
		t->nescapes++;
		d = 0xFF;
	}
	t->delta[ord] = (uint8_t)d;
	if (ord % 256 == 0) {
		if (grow((void **)&t->marks, &t->capmarks, ord / 256,
		    sizeof(*t->marks), 64) < 0)
			return -1;
		t->marks[ord / 256] = line;
	}
	t->last_line = line;
	return 0;
}

/* The index of the last file whose first ordinal is at most `ordinal`. */
static size_t
file_index(const struct talat_tracker *t, uint32_t ordinal)
{
	size_t lo = 0, hi = t->nfiles;

	while (hi - lo > 1) {
		size_t mid = lo + (hi - lo) / 2;

		if (t->files[mid].first <= ordinal)
			lo = mid;
		else
			hi = mid;
	}
	return lo;
}

/* The line of game `ord`: from the nearest mark, or its file's start,
 * the deltas after it added up (a 0xFF one found in escapes[]). */
static uint32_t
line_of(const struct talat_tracker *t, uint32_t ord)
{
	uint32_t mark = ord - ord % 256, first, k, line;
	size_t lo, hi;

	first = t->nfiles ? t->files[file_index(t, ord)].first : 0;
	if (mark >= first) {
		line = t->marks[mark / 256];
		k = mark + 1;
	} else {
		line = 0;
		k = first;
	}
	for (; k <= ord; k++) {
		if (t->delta[k] != 0xFF) {
			line += t->delta[k];
			continue;
		}
		for (lo = 0, hi = t->nescapes; hi - lo > 1;) {
			size_t mid = lo + (hi - lo) / 2;

			if (t->escapes[mid].ordinal <= k)
				lo = mid;
			else
				hi = mid;
		}
		line = t->escapes[lo].line;
	}
	return line;
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
	size_t j, cap;

	if ((t->n + 1) * 16 > t->cap * 15 && dup_grow(t) < 0)
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
	if (t->ngames == t->capgames) {
		cap = t->capgames;
		if (grow((void **)&t->extra, &cap, t->ngames,
		    sizeof(*t->extra), 1024) < 0)
			return -1;
		cap = t->capgames;
		if (grow((void **)&t->delta, &cap, t->ngames,
		    sizeof(*t->delta), 1024) < 0)
			return -1;
		t->capgames = cap;
	}
	if (add_line(t, line) < 0)
		return -1;
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
	return t->nfiles ? t->files[file_index(t, ordinal)].name : "";
}

int
talat_tracker_see(struct talat_tracker *t, const struct talat_game *g,
    const struct talat_result *r, struct talat_seen *seen)
{
	struct players pl;
	uint32_t ord, line;
	int d;

	memset(seen, 0, sizeof(*seen));
	if (t->nfiles == 0 && talat_tracker_file(t, "") < 0)
		return -1;
	line = g->loc.line > 0 && (unsigned long)g->loc.line <= UINT32_MAX ?
	    (uint32_t)g->loc.line : 0;
	find_players(g, r->zihin, &pl);
	if ((d = dup_check(t, game_hash(g, &pl), line, &ord)) < 0)
		return -1;
	if (d) {
		seen->duplicate = 1;
		seen->dup_file = file_of(t, ord);
		seen->dup_line = (long)line_of(t, ord);
		return 0;
	}
	if (t->matches == NULL)
		return 0;
	return matches_add(t->matches, g, &pl,
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
		copy_text(break_msg.text, sizeof(break_msg.text),
		    seen->match.message);
		if (talat_result_raise_msg(r, order_loc(g), 0, &break_msg) < 0)
			return -1;
	}
	return 0;
}
