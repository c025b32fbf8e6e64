/* SPDX-License-Identifier: ISC */
/*
 * adjudicate.c: every figure of talat adjudicate (event.md section 5),
 * exact, by one search over the continuations of the position where a
 * record stops: a depth-first search whose positions are kept in a
 * transposition table (a position reached by different orders of the
 * same actions is searched once), each with every player's most, fewest
 * and minimax points and the sets of winners its continuations end with.
 * The continuation is the rulebook's: a board freezes the moment it is
 * dead, two frozen boards end the game, a player with no action passes.
 */
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "adjudicate.h"
#include "talat/dead.h"
#include "dead_probe.h"
#include "position_private.h"
#include "internal.h"
#if defined(__linux__)
#include <sys/mman.h>
#endif

/* --- the search's positions ------------------------------------------------ */

/* Most actions one player can have: 18 towers times five directions. */
#define MAXACTIONS 96
/* Deeper than the longest continuation (every tower steps at most four
 * times; a capture, a pass between). */
#define FIG_DEPTH 512
/* Bytes of a key: 27 towers of 6 bits (ten to a word), to_act, frozen
 * and a mark of a used entry (bit 47 of the third word): 176 bits. */
#define KEYBYTES 22
/* The figures of a position. */
struct figures {
	unsigned char max[TALAT_NCOLOURS];
	unsigned char min[TALAT_NCOLOURS];
	unsigned char guar[TALAT_NCOLOURS];	/* minimax, by colour */
	unsigned char wsets;	/* bit w: a continuation ends with winners w */
};
#define FIGBYTES 10
#define ENTRY TALAT_ADJUDICATE_ENTRY	/* key, figures */
#define USED(e) ((e)[KEYBYTES - 1] & 0x80)
/* Entries of the cache of the oracle's answers, by a board's towers
 * (a board's arrangements are few beside the positions of the search). */
#define DEADCACHE 65536u

struct node {
	struct talat_position pos;
	int turn;			/* index in order of pos.to_act */
	unsigned long wsq[TALAT_NBOARDS];	/* squares of a witness that
					   the board is alive, 0: none known */
	uint64_t kw[3];			/* where the towers are (key) */
};

/* A class of arrangements of one board (the boards apart, below). */
struct bclass {
	unsigned char pts[TALAT_NCOLOURS];	/* points on the board: start
					   lines, captures since the root */
	unsigned short types[TALAT_NCOLOURS];	/* types captured on it
					   since the root */
	unsigned char dead;
	uint32_t first, nedges;		/* its actions, in edges[] */
};

/* What a class of a board may still give each colour (its points on
 * the board), as the board goes on alone: the most and fewest in an
 * arrangement ahead that is alive, and in one that is dead (NONE: no
 * such arrangement). */
struct bdp {
	short amax[TALAT_NCOLOURS], amin[TALAT_NCOLOURS];
	short dmax[TALAT_NCOLOURS], dmin[TALAT_NCOLOURS];
	/* the most points of colour i less those of j */
	short adiff[TALAT_NCOLOURS][TALAT_NCOLOURS];
	short ddiff[TALAT_NCOLOURS][TALAT_NCOLOURS];
};
#define BDP_NODIFF (-1000)
#define BDP_NONE (-1)

struct bedge {
	uint32_t cls;			/* to this class */
	int mover;			/* by this player (turn index) */
};

struct search {
	int nplayers;
	int order[TALAT_NCOLOURS];
	enum talat_tiebreak_rule rule;
	unsigned long limit;
	unsigned long count;		/* positions in the table */
	int stopped;			/* the limit was reached */
	int nomem;
	unsigned char *tab;		/* cap entries of ENTRY bytes */
	size_t cap;
	unsigned char *dead;		/* DEADCACHE entries of 32 bytes */
	/* the boards apart */
	enum talat_adjudicate_method method;
	int split;
	int in_boards;			/* stopped classifying a board */
	unsigned long spent;		/* positions of every attempt */
	unsigned alive, rootfrozen;	/* boards */
	unsigned char *ctab;		/* arrangements: their classes */
	size_t ccap, ccount;
	uint32_t *itab;			/* classes by label and actions */
	size_t icap;
	struct bclass *cls;
	size_t ncls, capcls;
	struct bedge *edges;
	size_t nedges, capedges;
	struct talat_position scratch;	/* one board at a time */
	signed char rootcfg[TALAT_NBOARDS][TALAT_NSQUARES];
	int mover[TALAT_NBOARDS][TALAT_NCOLOURS];	/* turn index */
	int mover_colour[TALAT_NBOARDS][TALAT_NCOLOURS];
	int base_pts[TALAT_NCOLOURS];
	unsigned base_types[TALAT_NCOLOURS];
	/* each figure apart */
	int fig, fcol;			/* FIG_MAX...; of this colour */
	uint32_t rootcl[TALAT_NBOARDS];	/* the classes of the root */
	struct bdp *dp;			/* bounds of each class */
	int gmin[TALAT_NCOLOURS];	/* the min and max of each colour */
	int gmax[TALAT_NCOLOURS];	/* at the root, once known (else
					   0, 255): bounds everywhere */
	uint32_t *ckids[FIG_DEPTH];	/* the children at each depth */
	unsigned long kept;		/* what the classes count */
};

/* A table of n entries of `size` bytes, zeroed (calloc's). A large one
 * is asked for in huge pages where the system has them: its entries are
 * met in no order, and with pages of 4 kB nearly every look-up would
 * miss the processor's page cache as well as its data cache. */
static void *
table_alloc(size_t n, size_t size)
{
#if defined(__linux__) && defined(MADV_HUGEPAGE)
	const size_t huge = (size_t)2 << 20;
	void *p;

	if (n <= SIZE_MAX / size && n * size >= huge &&
	    (n * size) % huge == 0) {
		if (posix_memalign(&p, huge, n * size) != 0)
			return NULL;
		(void)madvise(p, n * size, MADV_HUGEPAGE);
		memset(p, 0, n * size);
		return p;
	}
#endif
	return calloc(n, size);
}

/* --- the key: where every tower is, who acts, what is frozen ---------------- */

/* A tower's place in 6 bits: one of its colour's two boards and a square
 * (0..49), captured (50), not placed (51), out of the game (52). */
static unsigned
place_code(const struct talat_position *p, int t)
{
	int at = p->at[t], b;

	if (at >= 0) {
		b = at / TALAT_NSQUARES;
		return (unsigned)((b == talat_tower_colour(t) ? 0 : 25) +
		    at % TALAT_NSQUARES);
	}
	return at == TALAT_AT_CAPTURED ? 50u : at == TALAT_AT_UNPLACED ? 51u :
	    52u;
}

/* The hash of a key's three words. */
static uint64_t
mix(const uint64_t w[3])
{
	uint64_t h = w[0] * UINT64_C(0x9e3779b97f4a7c15);

	h ^= (h >> 29) ^ w[1];
	h *= UINT64_C(0xbf58476d1ce4e5b9);
	h ^= (h >> 32) ^ w[2];
	h *= UINT64_C(0x94d049bb133111eb);
	return h ^ (h >> 31);
}

/* Sets tower t's place in the words of a key. */
static void
set_code(uint64_t kw[3], int t, unsigned code)
{
	int shift = (t % 10) * 6;

	kw[t / 10] = (kw[t / 10] & ~(UINT64_C(63) << shift)) |
	    (uint64_t)code << shift;
}

static void
all_codes(struct node *n)
{
	int t;

	n->kw[0] = n->kw[1] = n->kw[2] = 0;
	for (t = 0; t < TALAT_NTOWERS; t++)
		set_code(n->kw, t, place_code(&n->pos, t));
}

static void
make_key(const struct node *n, unsigned char key[KEYBYTES], uint64_t *hash)
{
	uint64_t w[3];
	int i;

	w[0] = n->kw[0];
	w[1] = n->kw[1];
	/* bit 42: to_act (2 bits), frozen (3 bits), bit 47: used */
	w[2] = n->kw[2] | (uint64_t)(n->turn & 3) << 42 |
	    (uint64_t)(n->pos.frozen & 7) << 44 | UINT64_C(1) << 47;
	for (i = 0; i < KEYBYTES; i++)
		key[i] = (unsigned char)(w[i / 8] >> (8 * (i % 8)));
	*hash = mix(w);
}

/* --- the transposition table ------------------------------------------------- */

static unsigned char *
slot(const struct search *s, const unsigned char key[KEYBYTES], uint64_t hash)
{
	size_t i = (size_t)hash & (s->cap - 1);
	unsigned char *e;

	for (;; i = (i + 1) & (s->cap - 1)) {
		e = s->tab + i * ENTRY;
		if (!USED(e) || memcmp(e, key, KEYBYTES) == 0)
			return e;
	}
}

/* Asks the memory for the table's entry of hash h ahead of its use
 * (a position's children, looked up in turn). */
static void
prefetch(const struct search *s, uint64_t hash)
{
#if defined(__GNUC__)
	__builtin_prefetch(s->tab + ((size_t)hash & (s->cap - 1)) * ENTRY);
#else
	(void)s;
	(void)hash;
#endif
}

static int
lookup(const struct search *s, const unsigned char key[KEYBYTES],
    uint64_t hash, struct figures *f)
{
	const unsigned char *e = slot(s, key, hash);

	if (!USED(e))
		return 0;
	memcpy(f, e + KEYBYTES, FIGBYTES);
	return 1;
}

static int
grow(struct search *s)
{
	unsigned char *old = s->tab, *e, *d;
	size_t oldcap = s->cap, i, j, ncap = oldcap ? oldcap * 2 : 1u << 12;
	uint64_t w[3];

	if ((s->tab = table_alloc(ncap, ENTRY)) == NULL) {
		s->tab = old;
		s->nomem = 1;
		return -1;
	}
	s->cap = ncap;
	for (i = 0; i < oldcap; i++) {
		e = old + i * ENTRY;
		if (!USED(e))
			continue;
		memset(w, 0, sizeof w);
		for (j = 0; j < KEYBYTES; j++)
			w[j / 8] |= (uint64_t)e[j] << (8 * (j % 8));
		d = slot(s, e, mix(w));
		memcpy(d, e, ENTRY);
	}
	free(old);
	return 0;
}

/* Stores f for key; 0, or -1 when the limit is reached or memory runs
 * out (the search stops). */
static int
store(struct search *s, const unsigned char key[KEYBYTES], uint64_t hash,
    const struct figures *f)
{
	unsigned char *e;

	if (s->count >= s->limit) {
		s->stopped = 1;
		return -1;
	}
	if ((s->count + 1) * 4 > s->cap * 3 && grow(s) < 0)
		return -1;
	e = slot(s, key, hash);
	memcpy(e, key, KEYBYTES);
	memcpy(e + KEYBYTES, f, FIGBYTES);
	s->count++;
	return 0;
}

/* --- moving on ------------------------------------------------------------- */

/* Whether `board` is dead in n after action a on it (NULL: nothing known):
 * 1, 0, or -1 when memory ran out. A ply that touches no square of the
 * board's last witness leaves the board alive (replay.c's argument);
 * otherwise the cache of answers by the board's towers, or the oracle. */
static int
dead_after(struct search *s, struct node *n, int board,
    const struct talat_action *a)
{
	struct talat_witness w;
	unsigned long touched;
	unsigned char cfg[32], *e;
	uint64_t h = UINT64_C(0xcbf29ce484222325);
	int dead, i;

	if (a != NULL && n->wsq[board] != 0) {
		touched = (1ul << a->from) | (1ul << a->to);
		if (!(n->wsq[board] & touched))
			return 0;
	}
	memset(cfg, 0, sizeof cfg);
	for (i = 0; i < TALAT_NSQUARES; i++) {
		cfg[i] = (unsigned char)(n->pos.board[board][i] + 1);
		h = (h ^ cfg[i]) * UINT64_C(0x100000001b3);
	}
	cfg[25] = (unsigned char)(board + 1);
	h = (h ^ cfg[25]) * UINT64_C(0x100000001b3);
	e = s->dead + (size_t)((h ^ (h >> 29)) & (DEADCACHE - 1)) * 32;
	if (memcmp(e, cfg, 26) == 0) {
		n->wsq[board] = (unsigned long)e[27] | (unsigned long)e[28] << 8 |
		    (unsigned long)e[29] << 16 | (unsigned long)e[30] << 24;
		return e[26];
	}
	w.nsteps = 0;
	w.capture.from = w.capture.to = -1;
	dead = dead_probe(&n->pos, board, &w) ? 0 :
	    talat_board_dead(&n->pos, board, &w);
	n->wsq[board] = dead == 0 ? talat_witness_squares(&w) : 0;
	if (dead >= 0) {
		memcpy(e, cfg, 26);
		e[26] = (unsigned char)dead;
		for (i = 0; i < 4; i++)
			e[27 + i] = (unsigned char)(n->wsq[board] >> (8 * i));
	}
	return dead;
}

/* The node after ply a (an action or a pass) of the player to act in n;
 * *froze gets the boards it froze. 0, or -1 when memory ran out. */
static int
play(struct search *s, const struct node *n,
    const struct talat_action *a, struct node *c, unsigned *froze)
{
	int dead, b;

	*c = *n;
	*froze = 0;
	if (a->kind != TALAT_PASS) {
		talat_apply_action(&c->pos, a);
		if (a->kind == TALAT_PLACE)
			all_codes(c);	/* (the ninth Zihin tower may leave) */
		else {
			set_code(c->kw, a->tower, place_code(&c->pos, a->tower));
			if (a->kind == TALAT_CAPTURE)
				set_code(c->kw, a->victim, place_code(&c->pos,
				    a->victim));
		}
		if (a->kind == TALAT_PLACE) {
			if (talat_in_movement(&c->pos))
				for (b = 0; b < TALAT_NBOARDS; b++) {
					if ((dead = dead_after(s, c, b, NULL)) < 0)
						return -1;
					if (dead && !(c->pos.frozen & (1u << b)) &&
					    !talat_game_over(&c->pos)) {
						talat_freeze(&c->pos, b);
						*froze |= 1u << b;
					}
				}
		} else {
			if ((dead = dead_after(s, c, a->board, a)) < 0)
				return -1;
			if (dead) {
				talat_freeze(&c->pos, a->board);
				*froze |= 1u << a->board;
			}
		}
	}
	talat_next_turn(&c->pos, s->order, &c->turn);
	return 0;
}

/* Every figure of a game that is over is its points: pts into f; the
 * players with the highest total, as a set of colours. */
static unsigned
settled(const struct search *s, const int pts[TALAT_NCOLOURS],
    struct figures *f)
{
	unsigned top = 0;
	int i, c, best = -1;

	for (i = 0; i < s->nplayers; i++) {
		c = s->order[i];
		f->max[c] = f->min[c] = f->guar[c] = (unsigned char)pts[c];
		if (pts[c] > best) {
			best = pts[c];
			top = 1u << c;
		} else if (pts[c] == best)
			top |= 1u << c;
	}
	return top;
}

/* The figures of a position where the game is over: the points counted
 * here (rules.md section 8, as talat_score() counts them), the winners by
 * talat_tiebreak() when the highest total is shared. */
static void
final_figures(const struct search *s, const struct talat_position *p,
    struct figures *f)
{
	struct talat_score sc[TALAT_NCOLOURS];
	struct talat_tiebreak tb;
	int pts[TALAT_NCOLOURS] = { 0, 0, 0 }, i, c, t, at, b, x;
	unsigned winners, top = 0;

	for (t = 0; t < TALAT_NTOWERS; t++) {
		if ((at = p->at[t]) < 0)
			continue;
		b = at / TALAT_NSQUARES;
		c = talat_tower_colour(t);
		if (talat_square_rank(at % TALAT_NSQUARES) !=
		    (c == talat_board_low(b) ? 4 : 0))
			continue;
		if (c != p->zihin) {
			pts[c] += TALAT_POINTS_START_LINE;
			continue;
		}
		/* a Zihin tower on X's start line: the other player's */
		x = talat_board_other(b, c);
		pts[3 - c - x] += TALAT_POINTS_START_LINE;
	}
	memset(f, 0, sizeof *f);
	for (i = 0; i < s->nplayers; i++) {
		c = s->order[i];
		pts[c] += TALAT_POINTS_CAPTURE * p->ncaptured[c];
	}
	top = settled(s, pts, f);
	if (top & (top - 1)) {
		talat_score(p, s->order, s->nplayers, sc, &winners, &i);
		talat_tiebreak(sc, s->order, s->nplayers, s->rule, &tb);
		top = tb.winners;
	}
	f->wsets = (unsigned char)(1u << top);
}

/* The legal plies of n (the pass when there is no action). */
static int
plies(const struct node *n, struct talat_action *out)
{
	int k = talat_legal_plies(&n->pos, out, MAXACTIONS * 2);

	return k > MAXACTIONS * 2 ? MAXACTIONS * 2 : k;
}

/* Takes the figures cf of a child into f, those of its parent, where
 * colour me acts (the first child: f becomes cf). */
static void
combine(const struct search *s, int me, int first, const struct figures *cf,
    struct figures *f)
{
	int j, col;

	if (first) {
		*f = *cf;
		return;
	}
	for (j = 0; j < s->nplayers; j++) {
		col = s->order[j];
		if (cf->max[col] > f->max[col])
			f->max[col] = cf->max[col];
		if (cf->min[col] < f->min[col])
			f->min[col] = cf->min[col];
		if (col == me ? cf->guar[col] > f->guar[col] :
		    cf->guar[col] < f->guar[col])
			f->guar[col] = cf->guar[col];
	}
	f->wsets |= cf->wsets;
}

/* The figures of n into f: 0, or -1 when the search stops. */
static int
search(struct search *s, const struct node *n, struct figures *f)
{
	struct talat_action acts[MAXACTIONS * 2];
	struct figures cf;
	struct node c;
	unsigned char key[KEYBYTES];
	uint64_t hash;
	unsigned froze;
	int k, i, me = n->pos.to_act;

	if (me < 0) {
		final_figures(s, &n->pos, f);
		return 0;
	}
	make_key(n, key, &hash);
	if (lookup(s, key, hash, f))
		return 0;
	k = plies(n, acts);
	for (i = 0; i < k; i++) {
		if (play(s, n, &acts[i], &c, &froze) < 0) {
			s->nomem = 1;
			return -1;
		}
		if (search(s, &c, &cf) < 0)
			return -1;
		combine(s, me, i == 0, &cf, f);
	}
	return store(s, key, hash, f);
}

/* The colour credited with a tower of colour c standing on square sq of
 * board b, or -1 (rules.md section 8, as talat_score() counts). */
static int
line_credit(const struct talat_position *p, int b, int t, int sq)
{
	int c = talat_tower_colour(t);

	if (talat_square_rank(sq) != (c == talat_board_low(b) ? 4 : 0))
		return -1;
	if (c != p->zihin)
		return c;
	return 3 - c - talat_board_other(b, c);	/* a Zihin tower */
}

/* --- each figure apart: the table's entries -----------------------------------
 *
 * Where the positions are too many for the search above, each figure is
 * searched alone, over the boards apart (below): a player's max, min and
 * guaranteed points by an alpha-beta search (max: every player acting
 * for the player, min: against, guaranteed: the player for, the others
 * against), the sets of winners by a search for the sets not yet found.
 * The table then keeps, for each position, an interval that holds its
 * exact figure (bytes 0 and 1 of the figures), or the sets of winners
 * searched for and found (bytes 2 and 3).
 */

/* The figures' searches */
enum { FIG_MAX, FIG_MIN, FIG_GUAR };
#define FIG_STOP (-20000)	/* the search stopped (limit, memory) */
#define FIG_INF 10000

/* The entry of key in the table, or NULL. */
static unsigned char *
entry_of(const struct search *s, const unsigned char key[KEYBYTES],
    uint64_t hash)
{
	unsigned char *e = slot(s, key, hash);

	return USED(e) ? e : NULL;
}

/* Sets the figure bytes of key (a new entry counts against the limit):
 * 0, or -1 when the search stops. */
static int
put_entry(struct search *s, const unsigned char key[KEYBYTES], uint64_t hash,
    const unsigned char fig[FIGBYTES])
{
	unsigned char *e = slot(s, key, hash);

	if (USED(e)) {
		memcpy(e + KEYBYTES, fig, FIGBYTES);
		return 0;
	}
	return store(s, key, hash, (const struct figures *)(const void *)fig);
}

/* The points of s->fcol where the game is over in n. */
static int
final_points(const struct search *s, const struct node *n)
{
	struct figures f;

	final_figures(s, &n->pos, &f);
	return f.max[s->fcol];
}

struct ranked {
	int key, i;
};

static int
ranked_order(const void *a, const void *b)
{
	const struct ranked *x = a, *y = b;

	if (x->key != y->key)
		return x->key > y->key ? -1 : 1;
	return x->i < y->i ? -1 : x->i > y->i;
}

/* --- the boards apart ---------------------------------------------------------
 *
 * In the movement phase the boards meet only through the turn and the end
 * of the game: an action changes one board. So each board still alive is
 * searched alone first: every arrangement of its towers that actions on it
 * reach (either colour acting, in any order) until it is dead. Two such
 * arrangements are one class when nothing ahead tells them apart: the
 * same points on the board (start lines, captures since the record
 * stopped, and the types captured, for the tiebreak), the same deadness,
 * and, player by player, actions to the same classes (a bisimulation,
 * found bottom up: a board's arrangements only move on). Towers that can
 * no longer change any figure (one step of many that all come to the
 * same, a tower far from the others) fall together so. The game is then
 * searched over the classes of the boards and the player to act.
 */

/* Where the arrangements' classes are: 32-byte entries, the board (+1)
 * and its 25 squares (tower + 1), the class (4 bytes), a used byte. */
#define CFG_USED 31

static uint64_t
cfg_hash(int b, const signed char cfg[TALAT_NSQUARES])
{
	uint64_t h = UINT64_C(0xcbf29ce484222325) ^ (uint64_t)b;
	int i;

	for (i = 0; i < TALAT_NSQUARES; i++)
		h = (h ^ (unsigned char)(cfg[i] + 1)) * UINT64_C(0x100000001b3);
	/* (the low bits of a product depend on the low bits alone: mixed
	 * down, or the table's probes run long) */
	h ^= h >> 32;
	h *= UINT64_C(0xbf58476d1ce4e5b9);
	return h ^ (h >> 29);
}

/* The entry of arrangement cfg of board b, whose hash is h (or the
 * free entry where it goes). */
static unsigned char *
cfg_slot(const struct search *s, int b, const signed char cfg[TALAT_NSQUARES],
    uint64_t h)
{
	size_t i = (size_t)h & (s->ccap - 1);
	unsigned char *e, key[1 + TALAT_NSQUARES];
	int k;

	key[0] = (unsigned char)(b + 1);
	for (k = 0; k < TALAT_NSQUARES; k++)
		key[1 + k] = (unsigned char)(cfg[k] + 1);
	for (;; i = (i + 1) & (s->ccap - 1)) {
		e = s->ctab + i * 32;
		if (!e[CFG_USED] || memcmp(e, key, sizeof key) == 0)
			return e;
	}
}

/* Asks the memory for the entry of hash h ahead of its use (the
 * table is far larger than a cache: a board's arrangements met in
 * turn lie anywhere in it). */
static void
cfg_prefetch(const struct search *s, uint64_t h)
{
#if defined(__GNUC__)
	__builtin_prefetch(s->ctab + ((size_t)h & (s->ccap - 1)) * 32);
#else
	(void)s;
	(void)h;
#endif
}

static int
cfg_grow(struct search *s)
{
	unsigned char *old = s->ctab, *e, *d;
	size_t oldcap = s->ccap, i, ncap = oldcap ? oldcap * 2 : 1u << 12;
	signed char cfg[TALAT_NSQUARES];
	int k;

	if ((s->ctab = table_alloc(ncap, 32)) == NULL) {
		s->ctab = old;
		s->nomem = 1;
		return -1;
	}
	s->ccap = ncap;
	for (i = 0; i < oldcap; i++) {
		e = old + i * 32;
		if (!e[CFG_USED])
			continue;
		for (k = 0; k < TALAT_NSQUARES; k++)
			cfg[k] = (signed char)(e[1 + k] - 1);
		d = cfg_slot(s, e[0] - 1, cfg, cfg_hash(e[0] - 1, cfg));
		memcpy(d, e, 32);
	}
	free(old);
	return 0;
}

/* The class of an arrangement met before (h its hash), or -1. */
static long
cfg_class(const struct search *s, int b, const signed char cfg[TALAT_NSQUARES],
    uint64_t h)
{
	const unsigned char *e = cfg_slot(s, b, cfg, h);

	if (!e[CFG_USED])
		return -1;
	return (long)((uint32_t)e[27] | (uint32_t)e[28] << 8 |
	    (uint32_t)e[29] << 16 | (uint32_t)e[30] << 24);
}

/* Counts one more thing kept (an arrangement, a class, a position of the
 * game): -1 at the limit. */
static int
count_one(struct search *s)
{
	if (s->count >= s->limit) {
		s->stopped = 1;
		return -1;
	}
	s->count++;
	return 0;
}

static int
cfg_store(struct search *s, int b, const signed char cfg[TALAT_NSQUARES],
    uint64_t h, uint32_t cls)
{
	unsigned char *e;
	int k;

	if (count_one(s) < 0)
		return -1;
	if ((s->ccount + 1) * 4 > s->ccap * 3 && cfg_grow(s) < 0)
		return -1;
	e = cfg_slot(s, b, cfg, h);
	e[0] = (unsigned char)(b + 1);
	for (k = 0; k < TALAT_NSQUARES; k++)
		e[1 + k] = (unsigned char)(cfg[k] + 1);
	for (k = 0; k < 4; k++)
		e[27 + k] = (unsigned char)(cls >> (8 * k));
	e[CFG_USED] = 1;
	s->ccount++;
	return 0;
}

static int
edge_order(const void *a, const void *b)
{
	const struct bedge *x = a, *y = b;

	if (x->mover != y->mover)
		return x->mover < y->mover ? -1 : 1;
	return x->cls < y->cls ? -1 : x->cls > y->cls;
}

static uint64_t
class_hash(const struct bclass *k, const struct bedge *e, size_t n)
{
	uint64_t h = UINT64_C(0x9e3779b97f4a7c15) ^ k->dead;
	size_t i;
	int c;

	for (c = 0; c < TALAT_NCOLOURS; c++)
		h = (h ^ k->pts[c] ^ (uint64_t)k->types[c] << 8) *
		    UINT64_C(0x100000001b3);
	for (i = 0; i < n; i++)
		h = (h ^ e[i].cls ^ (uint64_t)e[i].mover << 32) *
		    UINT64_C(0x100000001b3);
	return h ^ (h >> 31);
}

static int
class_same(const struct search *s, const struct bclass *a,
    const struct bclass *k, const struct bedge *e, size_t n)
{
	return a->dead == k->dead && a->nedges == n &&
	    memcmp(a->pts, k->pts, sizeof a->pts) == 0 &&
	    memcmp(a->types, k->types, sizeof a->types) == 0 &&
	    (n == 0 || memcmp(s->edges + a->first, e, n * sizeof *e) == 0);
}

static int
intern_grow(struct search *s)
{
	uint32_t *old = s->itab, id;
	size_t oldcap = s->icap, i, j, ncap = oldcap ? oldcap * 2 : 1u << 12;
	const struct bclass *k;

	if ((s->itab = table_alloc(ncap, sizeof *s->itab)) == NULL) {
		s->itab = old;
		s->nomem = 1;
		return -1;
	}
	s->icap = ncap;
	for (i = 0; i < oldcap; i++) {
		if ((id = old[i]) == 0)
			continue;
		k = &s->cls[id - 1];
		j = (size_t)class_hash(k, s->edges + k->first, k->nedges) &
		    (ncap - 1);
		while (s->itab[j] != 0)
			j = (j + 1) & (ncap - 1);
		s->itab[j] = id;
	}
	free(old);
	return 0;
}

/* The class of label k with edges e (sorted, without repeats), a new one
 * when there is none yet: its number, or -1. */
static long
intern(struct search *s, const struct bclass *k, const struct bedge *e,
    size_t n)
{
	size_t j, u;
	uint32_t id;

	if ((s->ncls + 1) * 4 > s->icap * 3 && intern_grow(s) < 0)
		return -1;
	j = (size_t)class_hash(k, e, n) & (s->icap - 1);
	for (; (id = s->itab[j]) != 0; j = (j + 1) & (s->icap - 1))
		if (class_same(s, &s->cls[id - 1], k, e, n))
			return (long)id - 1;
	/* (a class and its actions: one position for every four) */
	for (u = 0; u <= n / 4; u++)
		if (count_one(s) < 0)
			return -1;
	if (tl_grow(&s->cls, &s->capcls, s->ncls + 1, sizeof *s->cls,
	    1024) < 0 || tl_grow(&s->edges, &s->capedges, s->nedges + n,
	    sizeof *s->edges, 4096) < 0) {
		s->nomem = 1;
		return -1;
	}
	s->cls[s->ncls] = *k;
	s->cls[s->ncls].first = (uint32_t)s->nedges;
	s->cls[s->ncls].nedges = (uint32_t)n;
	if (n > 0)
		memcpy(s->edges + s->nedges, e, n * sizeof *e);
	s->nedges += n;
	s->itab[j] = (uint32_t)++s->ncls;
	return (long)s->ncls - 1;
}

/* The label of arrangement cfg of board b: its points, captured types,
 * deadness (-1: memory ran out). *wsq: the squares of a witness that
 * the board is alive (0: none known), in and out. */
static int
label(struct search *s, int b, const signed char cfg[TALAT_NSQUARES],
    struct bclass *k, unsigned long *wsq)
{
	struct node n;
	int sq, t, c, v, a;

	memset(k, 0, sizeof *k);
	for (sq = 0; sq < TALAT_NSQUARES; sq++)
		if ((t = cfg[sq]) >= 0 &&
		    (c = line_credit(&s->scratch, b, t, sq)) >= 0)
			k->pts[c] += TALAT_POINTS_START_LINE;
	for (sq = 0; sq < TALAT_NSQUARES; sq++) {
		if ((v = s->rootcfg[b][sq]) < 0)
			continue;
		for (t = 0; t < TALAT_NSQUARES && cfg[t] != v; t++)
			;
		if (t < TALAT_NSQUARES)
			continue;
		/* taken since the root: by the mover of the other colour */
		a = talat_board_other(b, talat_tower_colour(v));
		c = s->mover_colour[b][a];
		k->pts[c] += TALAT_POINTS_CAPTURE;
		k->types[c] |= (unsigned short)(1u << talat_tower_type(v));
	}
	if (*wsq != 0) {
		k->dead = 0;	/* (the witness still holds) */
		return 0;
	}
	memset(&n, 0, sizeof n);
	n.pos = s->scratch;
	memcpy(n.pos.board[b], cfg, TALAT_NSQUARES);
	if ((k->dead = (unsigned char)dead_after(s, &n, b, NULL)) > 1)
		return -1;
	*wsq = n.wsq[b];
	return 0;
}

/* The class of arrangement cfg of board b, its arrangements ahead
 * classified first: its number, or -1 (the limit, or memory). wsq: the
 * squares of a witness that the board is alive, 0: none known (an
 * action that touches none of them leaves the witness standing). */
static long
classify(struct search *s, int b, const signed char cfg[TALAT_NSQUARES],
    uint64_t h, unsigned long wsq)
{
	unsigned long cw[MAXACTIONS];
	uint64_t ch[MAXACTIONS];
	struct talat_action acts[MAXACTIONS];
	struct bedge e[MAXACTIONS];
	signed char child[MAXACTIONS][TALAT_NSQUARES];
	int mover[MAXACTIONS];
	struct bclass k;
	long id;
	size_t n = 0, i, m;
	int q, j, nacts;

	if ((id = cfg_class(s, b, cfg, h)) >= 0)
		return id;
	if (label(s, b, cfg, &k, &wsq) < 0) {
		s->nomem = 1;
		return -1;
	}
	if (!k.dead)
		for (q = 0; q < s->nplayers; q++) {
			memcpy(s->scratch.board[b], cfg, TALAT_NSQUARES);
			s->scratch.to_act = (signed char)s->order[q];
			nacts = talat_legal_actions(&s->scratch, acts,
			    MAXACTIONS);
			if (nacts > MAXACTIONS)
				nacts = MAXACTIONS;
			for (j = 0; j < nacts && n < MAXACTIONS; j++) {
				memcpy(child[n], cfg, TALAT_NSQUARES);
				child[n][acts[j].to] = child[n][acts[j].from];
				child[n][acts[j].from] = -1;
				cw[n] = (wsq & (1ul << acts[j].from |
				    1ul << acts[j].to)) ? 0 : wsq;
				mover[n++] = q;
			}
		}
	memset(s->scratch.board[b], -1, TALAT_NSQUARES);
	for (i = 0; i < n; i++) {
		ch[i] = cfg_hash(b, child[i]);
		cfg_prefetch(s, ch[i]);
	}
	for (i = 0; i < n; i++) {
		if ((id = classify(s, b, child[i], ch[i], cw[i])) < 0)
			return -1;
		e[i].cls = (uint32_t)id;
		e[i].mover = mover[i];
	}
	qsort(e, n, sizeof *e, edge_order);
	for (i = m = 0; i < n; i++)
		if (m == 0 || edge_order(&e[i], &e[m - 1]) != 0)
			e[m++] = e[i];
	if ((id = intern(s, &k, e, m)) < 0 ||
	    cfg_store(s, b, cfg, h, (uint32_t)id) < 0)
		return -1;
	return id;
}

/* The figures where the game is over, from the classes cl of the
 * boards alive at the root. */
static void
split_final(const struct search *s, const uint32_t cl[TALAT_NBOARDS],
    struct figures *f)
{
	struct talat_score sc[TALAT_NCOLOURS];
	struct talat_tiebreak tb;
	int pts[TALAT_NCOLOURS], c, b, t, n;
	unsigned types[TALAT_NCOLOURS], top = 0;

	memset(f, 0, sizeof *f);
	for (c = 0; c < TALAT_NCOLOURS; c++) {
		pts[c] = s->base_pts[c];
		types[c] = s->base_types[c];
		for (b = 0; b < TALAT_NBOARDS; b++)
			if (s->alive & (1u << b)) {
				pts[c] += s->cls[cl[b]].pts[c];
				types[c] |= s->cls[cl[b]].types[c];
			}
	}
	top = settled(s, pts, f);
	if (top & (top - 1)) {
		/* the tiebreak looks at the types captured alone */
		memset(sc, 0, sizeof sc);
		for (c = 0; c < TALAT_NCOLOURS; c++) {
			sc[c].points = pts[c];
			for (t = n = 0; t < TALAT_NTYPES; t++)
				if (types[c] & (1u << t))
					sc[c].captured[n++] =
					    (signed char)talat_tower_of(0, t);
			sc[c].ncaptured = n;
		}
		talat_tiebreak(sc, s->order, s->nplayers, s->rule, &tb);
		top = tb.winners;
	}
	f->wsets = (unsigned char)(1u << top);
}

static void
split_key(const uint32_t cl[TALAT_NBOARDS], int turn,
    unsigned char key[KEYBYTES], uint64_t *hash)
{
	uint64_t w[3];
	int i;

	w[0] = (uint64_t)cl[0] | (uint64_t)cl[1] << 32;
	w[1] = (uint64_t)cl[2];
	w[2] = (uint64_t)(turn & 3) << 42 | UINT64_C(1) << 47;
	for (i = 0; i < KEYBYTES; i++)
		key[i] = (unsigned char)(w[i / 8] >> (8 * (i % 8)));
	*hash = mix(w);
}

/* The boards frozen with the classes cl. */
static unsigned
split_frozen(const struct search *s, const uint32_t cl[TALAT_NBOARDS])
{
	unsigned frozen = s->rootfrozen;
	int b;

	for (b = 0; b < TALAT_NBOARDS; b++)
		if ((s->alive & (1u << b)) && s->cls[cl[b]].dead)
			frozen |= 1u << b;
	return frozen;
}

static int
popcount3(unsigned x)
{
	return (int)(x & 1) + (int)((x >> 1) & 1) + (int)((x >> 2) & 1);
}

/* The figures of the game with classes cl and `turn` to act into f: 0,
 * or -1 when the search stops. `passes`: the passes just before. */
static int
split_search(struct search *s, const uint32_t cl[TALAT_NBOARDS], int turn,
    int passes, struct figures *f)
{
	struct figures cf;
	unsigned char key[KEYBYTES];
	uint32_t c[TALAT_NBOARDS];
	uint64_t hash;
	unsigned frozen = split_frozen(s, cl);
	const struct bclass *k;
	uint32_t i;
	int b, any = 0, me = s->order[turn];
	int next = (turn + 1) % s->nplayers;

	if (popcount3(frozen) >= 2 || passes >= s->nplayers) {
		split_final(s, cl, f);
		return 0;
	}
	split_key(cl, turn, key, &hash);
	if (lookup(s, key, hash, f))
		return 0;
	for (b = 0; b < TALAT_NBOARDS; b++) {
		if (!(s->alive & (1u << b)) || (frozen & (1u << b)))
			continue;
		k = &s->cls[cl[b]];
		for (i = 0; i < k->nedges; i++) {
			if (s->edges[k->first + i].mover != turn)
				continue;
			memcpy(c, cl, sizeof c);
			c[b] = s->edges[k->first + i].cls;
			if (split_search(s, c, next, 0, &cf) < 0)
				return -1;
			k = &s->cls[cl[b]];
			combine(s, me, !any++, &cf, f);
		}
	}
	if (!any && split_search(s, cl, next, passes + 1, f) < 0)
		return -1;
	return store(s, key, hash, f);
}

/* The classes of the boards of n (alive at the root), for the witness;
 * -1 when an arrangement was never met (cannot be). */
static int
split_classes(const struct search *s, const struct node *n,
    uint32_t cl[TALAT_NBOARDS])
{
	long id;
	int b;

	for (b = 0; b < TALAT_NBOARDS; b++) {
		cl[b] = 0;
		if (!(s->alive & (1u << b)))
			continue;
		if ((id = cfg_class(s, b, n->pos.board[b],
		    cfg_hash(b, n->pos.board[b]))) < 0)
			return -1;
		cl[b] = (uint32_t)id;
	}
	return 0;
}

/* Sets up the search apart: the movers, what the root gives, every
 * board alive classified, and searches (f NULL: only sets up). 0, or -1
 * when it stops. */
static int
split_run(struct search *s, const struct node *root, struct figures *f)
{
	const struct talat_position *p = &root->pos;
	uint32_t cl[TALAT_NBOARDS] = { 0, 0, 0 };
	long id;
	int b, c, q, t, sq, i;

	s->split = 1;
	s->scratch = *p;
	s->scratch.frozen = 0;
	memset(s->scratch.board, -1, sizeof s->scratch.board);
	s->rootfrozen = p->frozen;
	for (b = 0; b < TALAT_NBOARDS; b++) {
		memcpy(s->rootcfg[b], p->board[b], TALAT_NSQUARES);
		for (c = 0; c < TALAT_NCOLOURS; c++) {
			s->mover[b][c] = -1;
			if (!talat_board_has(b, c))
				continue;
			for (q = 0; q < s->nplayers; q++)
				if (talat_may_act(p->zihin, s->order[q],
				    talat_tower_of(c, 0), b))
					s->mover[b][c] = q;
		}
	}
	/* (mover[][] holds turn indices; the points go to colours) */
	for (b = 0; b < TALAT_NBOARDS; b++)
		for (c = 0; c < TALAT_NCOLOURS; c++)
			if (s->mover[b][c] >= 0)
				s->mover_colour[b][c] = s->order[s->mover[b][c]];
	for (c = 0; c < TALAT_NCOLOURS; c++) {
		s->base_pts[c] = TALAT_POINTS_CAPTURE * p->ncaptured[c];
		s->base_types[c] = 0;
		for (i = 0; i < p->ncaptured[c]; i++)
			s->base_types[c] |= 1u << talat_tower_type(
			    p->captured[c][i]);
	}
	for (b = 0; b < TALAT_NBOARDS; b++) {
		if (!(p->frozen & (1u << b))) {
			s->alive |= 1u << b;
			continue;
		}
		for (sq = 0; sq < TALAT_NSQUARES; sq++)
			if ((t = p->board[b][sq]) >= 0 &&
			    (c = line_credit(p, b, t, sq)) >= 0)
				s->base_pts[c] += TALAT_POINTS_START_LINE;
	}
	if (cfg_grow(s) < 0)
		return -1;
	for (b = 0; b < TALAT_NBOARDS; b++)
		if (s->alive & (1u << b)) {
			if ((id = classify(s, b, p->board[b],
			    cfg_hash(b, p->board[b]), 0)) < 0) {
				s->in_boards = 1;
				return -1;
			}
			cl[b] = (uint32_t)id;
		}
	memcpy(s->rootcl, cl, sizeof cl);
	return f == NULL ? 0 : split_search(s, cl, root->turn, 0, f);
}

/* --- each figure apart, over the classes of the boards ---------------------
 *
 * The figures' searches above, over the boards apart: a position is the
 * classes of the boards and the player to act. The bounds are exact for
 * each board alone: what a class still gives a player in an arrangement
 * ahead that is alive, and in one that is dead (found bottom up, a class
 * after the classes its actions lead to). The game ends when the second
 * board dies, so at the end the boards that died are dead and the others
 * alive: the bound is the best such choice of boards.
 */

/* The bounds of every class (s->dp); 0, or -1 when memory ran out. The
 * classes are numbered after the classes they lead to. */
static int
class_bounds(struct search *s)
{
	const struct bclass *k;
	const struct bdp *d;
	struct bdp *e;
	size_t i;
	uint32_t j;
	int c, x, v;

	free(s->dp);
	if ((s->dp = malloc((s->ncls ? s->ncls : 1) * sizeof *s->dp)) == NULL) {
		s->nomem = 1;
		return -1;
	}
	for (i = 0; i < s->ncls; i++) {
		k = &s->cls[i];
		e = &s->dp[i];
		for (c = 0; c < TALAT_NCOLOURS; c++)
			for (x = 0; x < TALAT_NCOLOURS; x++) {
				v = k->pts[c] - k->pts[x];
				e->adiff[c][x] = k->dead ? BDP_NODIFF : v;
				e->ddiff[c][x] = k->dead ? v : BDP_NODIFF;
				for (j = 0; j < k->nedges && !k->dead; j++) {
					d = &s->dp[s->edges[k->first + j].cls];
					if (d->adiff[c][x] > e->adiff[c][x])
						e->adiff[c][x] = d->adiff[c][x];
					if (d->ddiff[c][x] > e->ddiff[c][x])
						e->ddiff[c][x] = d->ddiff[c][x];
				}
			}
		for (c = 0; c < TALAT_NCOLOURS; c++) {
			if (k->dead) {
				e->amax[c] = BDP_NONE;
				e->amin[c] = BDP_NONE;
				e->dmax[c] = e->dmin[c] = k->pts[c];
				continue;
			}
			e->amax[c] = e->amin[c] = k->pts[c];
			e->dmax[c] = e->dmin[c] = BDP_NONE;
			for (j = 0; j < k->nedges; j++) {
				d = &s->dp[s->edges[k->first + j].cls];
				if (d->amax[c] != BDP_NONE) {
					if (d->amax[c] > e->amax[c])
						e->amax[c] = d->amax[c];
					if (d->amin[c] < e->amin[c])
						e->amin[c] = d->amin[c];
				}
				if (d->dmax[c] != BDP_NONE) {
					if (e->dmax[c] == BDP_NONE ||
					    d->dmax[c] > e->dmax[c])
						e->dmax[c] = d->dmax[c];
					if (e->dmin[c] == BDP_NONE ||
					    d->dmin[c] < e->dmin[c])
						e->dmin[c] = d->dmin[c];
				}
			}
		}
	}
	return 0;
}

/* Bounds on the final points of the colours in `colours` (bit per
 * colour; the others get 0) from classes cl (the game not over):
 * lo[c] <= points <= hi[c] in every continuation. */
static void
cls_spans(const struct search *s, const uint32_t cl[TALAT_NBOARDS],
    unsigned colours, int lo[TALAT_NCOLOURS], int hi[TALAT_NCOLOURS])
{
	unsigned frozen = split_frozen(s, cl), open = 0, d;
	int need = 2 - popcount3(frozen), c, b, h, l, bh, bl, ok;
	const struct bdp *x;

	for (b = 0; b < TALAT_NBOARDS; b++)
		if ((s->alive & (1u << b)) && !(frozen & (1u << b)))
			open |= 1u << b;
	for (c = 0; c < TALAT_NCOLOURS; c++) {
		if (!(colours & (1u << c))) {
			lo[c] = hi[c] = 0;
			continue;
		}
		lo[c] = hi[c] = s->base_pts[c];
		for (b = 0; b < TALAT_NBOARDS; b++)
			if ((s->alive & (1u << b)) && (frozen & (1u << b))) {
				lo[c] += s->cls[cl[b]].pts[c];
				hi[c] += s->cls[cl[b]].pts[c];
			}
		bh = -1;
		bl = 10000;
		/* d: the open boards that die before the end */
		for (d = 0; d < 8; d++) {
			if ((d & ~open) != 0 || popcount3(d) != need)
				continue;
			h = l = 0;
			ok = 1;
			for (b = 0; b < TALAT_NBOARDS; b++) {
				if (!(open & (1u << b)))
					continue;
				x = &s->dp[cl[b]];
				if ((d & (1u << b)) ? x->dmax[c] == BDP_NONE :
				    x->amax[c] == BDP_NONE) {
					ok = 0;
					break;
				}
				h += (d & (1u << b)) ? x->dmax[c] : x->amax[c];
				l += (d & (1u << b)) ? x->dmin[c] : x->amin[c];
			}
			if (!ok)
				continue;
			if (h > bh)
				bh = h;
			if (l < bl)
				bl = l;
		}
		if (bh < 0) {
			/* (cannot be: some boards die first) */
			bh = 255;
			bl = 0;
		}
		hi[c] += bh;
		lo[c] += bl;
		if (lo[c] < 0)
			lo[c] = 0;
		if (hi[c] > s->gmax[c])
			hi[c] = s->gmax[c];
		if (lo[c] < s->gmin[c])
			lo[c] = s->gmin[c];
	}
}

/* The most that colour i's final points can exceed colour j's from
 * classes cl (the game not over), into md[i][j]. */
static void
cls_diffs(const struct search *s, const uint32_t cl[TALAT_NBOARDS],
    int md[TALAT_NCOLOURS][TALAT_NCOLOURS])
{
	unsigned frozen = split_frozen(s, cl), open = 0, d;
	int need = 2 - popcount3(frozen), i, j, b, h, best, v;
	const struct bdp *x;

	for (b = 0; b < TALAT_NBOARDS; b++)
		if ((s->alive & (1u << b)) && !(frozen & (1u << b)))
			open |= 1u << b;
	for (i = 0; i < TALAT_NCOLOURS; i++)
		for (j = 0; j < TALAT_NCOLOURS; j++) {
			v = s->base_pts[i] - s->base_pts[j];
			for (b = 0; b < TALAT_NBOARDS; b++)
				if ((s->alive & (1u << b)) &&
				    (frozen & (1u << b)))
					v += s->cls[cl[b]].pts[i] -
					    s->cls[cl[b]].pts[j];
			best = BDP_NODIFF;
			for (d = 0; d < 8; d++) {
				if ((d & ~open) != 0 || popcount3(d) != need)
					continue;
				h = 0;
				for (b = 0; b < TALAT_NBOARDS && h > BDP_NODIFF;
				    b++) {
					if (!(open & (1u << b)))
						continue;
					x = &s->dp[cl[b]];
					if (((d & (1u << b)) ? x->ddiff[i][j] :
					    x->adiff[i][j]) == BDP_NODIFF)
						h = BDP_NODIFF;
					else
						h += (d & (1u << b)) ?
						    x->ddiff[i][j] :
						    x->adiff[i][j];
				}
				if (h > best)
					best = h;
			}
			md[i][j] = best == BDP_NODIFF ? 255 : v + best;
		}
}

/* The children of classes cl with `turn` to act, at `depth` (in
 * s->ckids, three classes each): their number, 0 when the player must
 * pass; -1 when memory ran out. */
static int
cls_children(struct search *s, const uint32_t cl[TALAT_NBOARDS], int turn,
    int depth)
{
	unsigned frozen = split_frozen(s, cl);
	const struct bclass *k;
	uint32_t *out, i;
	int b, n = 0;

	if (depth >= FIG_DEPTH)
		return -1;
	if (s->ckids[depth] == NULL && (s->ckids[depth] =
	    malloc(3 * MAXACTIONS * TALAT_NBOARDS * sizeof (uint32_t))) ==
	    NULL)
		return -1;
	out = s->ckids[depth];
	for (b = 0; b < TALAT_NBOARDS; b++) {
		if (!(s->alive & (1u << b)) || (frozen & (1u << b)))
			continue;
		k = &s->cls[cl[b]];
		for (i = 0; i < k->nedges && n < 3 * MAXACTIONS; i++) {
			if (s->edges[k->first + i].mover != turn)
				continue;
			memcpy(out + n * TALAT_NBOARDS, cl,
			    TALAT_NBOARDS * sizeof *cl);
			out[n * TALAT_NBOARDS + b] = s->edges[k->first + i].cls;
			n++;
		}
	}
	return n;
}

/* Whether the game is over with classes cl after `passes` passes. */
static int
cls_over(const struct search *s, const uint32_t cl[TALAT_NBOARDS],
    int passes)
{
	return popcount3(split_frozen(s, cl)) >= 2 || passes >= s->nplayers;
}

/* Figure s->fig of colour s->fcol with classes cl, `turn` to act after
 * `passes` passes, when it lies strictly between alpha and beta;
 * otherwise a bound on it beyond the side it fell out (fail-soft
 * alpha-beta): a position whose bounds (cls_spans()) lie outside the
 * window is cut. FIG_STOP when the search stops (the limit, memory). */
static int
cls_fig(struct search *s, const uint32_t cl[TALAT_NBOARDS], int turn,
    int passes, int depth, int alpha, int beta)
{
	struct ranked r[3 * MAXACTIONS];
	unsigned char key[KEYBYTES], kkey[KEYBYTES], fig[FIGBYTES], *e;
	uint64_t hash, khash;
	struct figures f;
	int lo[TALAT_NCOLOURS], hi[TALAT_NCOLOURS], l, h, k, i, v, best;
	int a0, b0, a, b, up, col = s->fcol, next = (turn + 1) % s->nplayers;
	const uint32_t *kid;

	if (cls_over(s, cl, passes)) {
		split_final(s, cl, &f);
		return f.max[col];
	}
	cls_spans(s, cl, 1u << col, lo, hi);
	l = lo[col];
	h = hi[col];
	split_key(cl, turn, key, &hash);
	if ((e = entry_of(s, key, hash)) != NULL) {
		if (e[KEYBYTES] > l)
			l = e[KEYBYTES];
		if (e[KEYBYTES + 1] < h)
			h = e[KEYBYTES + 1];
	}
	if (l >= h)
		return l;
	if (h <= alpha)
		return h;
	if (l >= beta)
		return l;
	up = s->fig == FIG_MAX ||
	    (s->fig == FIG_GUAR && s->order[turn] == col);
	if ((k = cls_children(s, cl, turn, depth)) < 0) {
		s->nomem = 1;
		return FIG_STOP;
	}
	for (i = 0; i < k; i++) {
		r[i].i = i;
		kid = s->ckids[depth] + i * TALAT_NBOARDS;
		if (cls_over(s, kid, 0)) {
			split_final(s, kid, &f);
			v = 2 * f.max[col];
		} else {
			split_key(kid, next, kkey, &khash);
			prefetch(s, khash);
			cls_spans(s, kid, 1u << col, lo, hi);
			v = hi[col] + lo[col];
		}
		r[i].key = up ? v : -v;
	}
	qsort(r, (size_t)k, sizeof *r, ranked_order);
	a = a0 = alpha > l - 1 ? alpha : l - 1;
	b = b0 = beta < h + 1 ? beta : h + 1;
	if (k == 0)
		best = cls_fig(s, cl, next, passes + 1, depth + 1, a, b);
	else
		best = up ? -FIG_INF : FIG_INF;
	for (i = 0; i < k && best != FIG_STOP; i++) {
		v = cls_fig(s, s->ckids[depth] + r[i].i * TALAT_NBOARDS, next,
		    0, depth + 1, a, b);
		if (v == FIG_STOP)
			return FIG_STOP;
		if (up) {
			if (v > best)
				best = v;
			if (best > a)
				a = best;
			if (best >= b0 || best >= h)
				break;
		} else {
			if (v < best)
				best = v;
			if (best < b)
				b = best;
			if (best <= a0 || best <= l)
				break;
		}
	}
	if (best == FIG_STOP)
		return FIG_STOP;
	if (best <= a0)
		h = best;
	else if (best >= b0)
		l = best;
	else
		l = h = best;
	memset(fig, 0, sizeof fig);
	fig[0] = (unsigned char)l;
	fig[1] = (unsigned char)h;
	if (put_entry(s, key, hash, fig) < 0)
		return FIG_STOP;
	return best;
}

/* Whether some continuation of classes cl (`turn` to act after `passes`
 * passes) ends with colour col among the winners (in 1), or not among
 * them (in 0): 1 at the first one found, 0 when there is none, -1 when
 * the search stops. The bounds on the players' points (with the max and
 * min found before) and on their differences cut what cannot end so
 * (col below another player in every continuation ahead: col never
 * wins; col above every other: col always wins alone); the children go
 * best first (col's points against the best of the others, as the
 * bounds say); the table keeps the positions that have none (bit
 * 2 * col + in of byte 2). */
static int
cls_reach(struct search *s, const uint32_t cl[TALAT_NBOARDS], int turn,
    int passes, int depth, int col, int in)
{
	struct ranked r[3 * MAXACTIONS];
	unsigned char key[KEYBYTES], kkey[KEYBYTES], fig[FIGBYTES], *e;
	uint64_t hash, khash;
	struct figures f;
	int lo[TALAT_NCOLOURS], hi[TALAT_NCOLOURS];
	int md[TALAT_NCOLOURS][TALAT_NCOLOURS];
	int next = (turn + 1) % s->nplayers, k, i, j, x, v, above, best;
	unsigned bit = 1u << (2 * col + in);
	const uint32_t *kid;

	if (cls_over(s, cl, passes)) {
		split_final(s, cl, &f);
		for (v = 0; !(f.wsets & (1u << v)); v++)
			;
		return ((v >> col) & 1) == in;
	}
	cls_diffs(s, cl, md);
	cls_spans(s, cl, 7, lo, hi);
	for (above = 1, j = 0; j < s->nplayers; j++) {
		if ((x = s->order[j]) == col)
			continue;
		if (in && (md[col][x] < 0 || hi[col] < lo[x]))
			return 0;
		if (md[x][col] >= 0 && hi[x] >= lo[col])
			above = 0;
	}
	if (!in && above)
		return 0;
	split_key(cl, turn, key, &hash);
	e = entry_of(s, key, hash);
	if (e != NULL && (e[KEYBYTES + 2] & bit))
		return 0;
	if ((k = cls_children(s, cl, turn, depth)) < 0) {
		s->nomem = 1;
		return -1;
	}
	if (k == 0) {
		if ((v = cls_reach(s, cl, next, passes + 1, depth + 1, col,
		    in)) != 0)
			return v;
	}
	for (i = 0; i < k; i++) {
		r[i].i = i;
		kid = s->ckids[depth] + i * TALAT_NBOARDS;
		if (cls_over(s, kid, 0)) {
			split_final(s, kid, &f);
			for (v = 0; !(f.wsets & (1u << v)); v++)
				;
			r[i].key = ((v >> col) & 1) == in ? FIG_INF : -FIG_INF;
			continue;
		}
		split_key(kid, next, kkey, &khash);
		prefetch(s, khash);
		cls_spans(s, kid, 7, lo, hi);
		for (best = -FIG_INF, j = 0; j < s->nplayers; j++)
			if ((x = s->order[j]) != col && hi[x] + lo[x] > best)
				best = hi[x] + lo[x];
		v = hi[col] + lo[col] - best;
		r[i].key = in ? v : -v;
	}
	qsort(r, (size_t)k, sizeof *r, ranked_order);
	for (i = 0; i < k; i++) {
		v = cls_reach(s, s->ckids[depth] + r[i].i * TALAT_NBOARDS, next,
		    0, depth + 1, col, in);
		if (v != 0)
			return v;
	}
	if ((e = entry_of(s, key, hash)) != NULL)
		memcpy(fig, e + KEYBYTES, FIGBYTES);
	else
		memset(fig, 0, sizeof fig);
	fig[2] |= (unsigned char)bit;
	if (put_entry(s, key, hash, fig) < 0)
		return -1;
	return 0;
}

/* --- the attempts --------------------------------------------------------------
 *
 * A search of the positions themselves settles a game that ends soon
 * (another board dies, say) at once, where the boards apart would first
 * go through every arrangement of a board that can live long; the boards
 * apart settle a game whose boards live long by far in fewer positions.
 * So: the positions with a small budget first, then the boards apart,
 * then, when the boards apart stopped on a board alone, the positions
 * again with what is left of the limit. Every attempt is exact; the last
 * one that ends answers.
 */

#define FIRST_BUDGET 100000UL

/* Forgets every position of the last attempt (the oracle's cache
 * stays). */
static void
forget(struct search *s)
{
	free(s->ctab);
	free(s->itab);
	free(s->cls);
	free(s->edges);
	free(s->dp);
	s->dp = NULL;
	s->ctab = NULL;
	s->itab = NULL;
	s->cls = NULL;
	s->edges = NULL;
	s->ccap = s->ccount = s->icap = s->ncls = s->capcls = 0;
	s->nedges = s->capedges = 0;
	s->split = s->in_boards = s->stopped = 0;
	s->alive = 0;
	s->kept = 0;
	if (s->tab != NULL)
		memset(s->tab, 0, s->cap * ENTRY);
	s->count = 0;
}

/* Forgets the positions of the table alone (the classes stay: what they
 * count stays counted): 0, or -1 when memory ran out. A table that holds
 * nothing stays as it is; a large one starts small again (most searches
 * apart need few positions: clearing hundreds of megabytes for each
 * would cost more than they do). */
static int
forget_table(struct search *s)
{
	int ret = 0;

	if (s->count > s->kept) {
		if (s->cap <= (size_t)1 << 16)
			memset(s->tab, 0, s->cap * ENTRY);
		else {
			free(s->tab);
			s->tab = NULL;
			s->cap = 0;
			ret = grow(s);
		}
	}
	s->count = s->kept;
	s->stopped = 0;
	return ret;
}

/* Runs one attempt within `budget` positions: 0 answered, -1 not. */
static int
attempt(struct search *s, struct node *root, int split, unsigned long budget,
    struct figures *f)
{
	int ret;

	forget(s);
	s->limit = budget;
	ret = split ? split_run(s, root, f) : search(s, root, f);
	s->spent += s->count;
	return ret;
}

/* Classifies the boards for the figures apart (over the classes) within
 * the limit: 0, or -1 when it stops. */
static int
classes(struct search *s, struct node *root)
{
	int ret;

	forget(s);
	ret = split_run(s, root, NULL);
	s->spent += s->count;
	if (ret < 0 || class_bounds(s) < 0)
		return -1;
	s->kept = s->count;
	return 0;
}

/* 0: every figure in the table (f the root's); 1: the boards are
 * classified, each figure is to be searched apart (apart()); -1: the
 * search stopped. */
static int
settle(struct search *s, struct node *root, struct figures *f)
{
	unsigned long limit = s->limit;
	int movement = root->pos.to_act >= 0 && talat_in_movement(&root->pos);

	if (s->method == TALAT_ADJUDICATE_BOARDS)
		return attempt(s, root, movement, limit, f);
	if (!movement || s->method == TALAT_ADJUDICATE_POSITIONS ||
	    (s->method == TALAT_ADJUDICATE_AUTO && limit <= FIRST_BUDGET))
		return attempt(s, root, 0, limit, f);
	if (s->method == TALAT_ADJUDICATE_AUTO &&
	    attempt(s, root, 0, FIRST_BUDGET, f) == 0)
		return 0;
	if (s->nomem)
		return -1;
	s->limit = limit;
	if (classes(s, root) == 0)
		return 1;
	if (s->nomem || !s->in_boards)
		return -1;
	return attempt(s, root, 0, limit, f);
}

/* The figures of n, from the table or, where the game is over, the
 * score; -1 when it is not there (never after a complete search). */
static int
figures_of(struct search *s, const struct node *n, struct figures *f)
{
	unsigned char key[KEYBYTES];
	uint64_t hash;

	uint32_t cl[TALAT_NBOARDS];

	if (n->pos.to_act < 0) {
		final_figures(s, &n->pos, f);
		return 0;
	}
	if (s->split) {
		if (split_classes(s, n, cl) < 0)
			return -1;
		split_key(cl, n->turn, key, &hash);
	} else
		make_key(n, key, &hash);
	return lookup(s, key, hash, f) ? 0 : -1;
}

/* --- witnesses --------------------------------------------------------------- */

struct text {
	char *s;
	size_t len, cap;
	int nomem;
};

static void
put(struct text *t, const char *word)
{
	size_t n = strlen(word);

	if (t->nomem)
		return;
	if (n > SIZE_MAX - 2 - t->len ||
	    tl_grow(&t->s, &t->cap, t->len + n + 2, 1, 128) < 0) {
		t->nomem = 1;
		return;
	}
	if (t->len > 0)
		t->s[t->len++] = ' ';
	memcpy(t->s + t->len, word, n + 1);
	t->len += n;
}

static void
put_freezes(struct text *t, unsigned boards)
{
	char buf[16];
	int b;

	for (b = 0; b < TALAT_NBOARDS; b++)
		if (boards & (1u << b)) {
			strcpy(buf, "freeze ");
			strcat(buf, talat_board_name(b));
			put(t, buf);
		}
}

/* Whether figures c of a child carry on figure `which` (0 max, 1 min) of
 * colour col from its parent's p. */
static int
carries(const struct figures *p, const struct figures *c, int which, int col)
{
	return which == 0 ? c->max[col] == p->max[col] :
	    c->min[col] == p->min[col];
}

/* Whether child c of a witness carries on figure `which` (0 max, 1 min)
 * of colour col: from the table (target < 0; f the parent's figures,
 * cf the child's), or, each figure apart, when its figure is target.
 * 1, 0; -1 when it cannot be told (the search stopped). */
static int
carried(struct search *s, const struct node *c, const struct figures *f,
    struct figures *cf, int which, int col, int target)
{
	uint32_t cl[TALAT_NBOARDS];
	int v;

	if (target < 0) {
		if (figures_of(s, c, cf) < 0)
			return -1;
		return carries(f, cf, which, col);
	}
	if (c->pos.to_act < 0)
		return final_points(s, c) == target;
	if (split_classes(s, c, cl) < 0)
		return -1;
	v = cls_fig(s, cl, c->turn, 0, 1, target - 1, target + 1);
	return v == FIG_STOP ? -1 : v == target;
}

/* A continuation from root that ends with colour col's max (which 0) or
 * min (which 1): its figures in the table (target < 0), or, each figure
 * apart, that figure, target, searched last; NULL when memory ran out or
 * the search stopped. `declare` are the boards to declare first; the
 * winners where it ends go into *sets (bit w: winners w). */
static char *
witness(struct search *s, const struct node *root, unsigned declare,
    int which, int col, int target, unsigned *sets)
{
	struct talat_action acts[MAXACTIONS * 2];
	struct figures f, cf;
	struct node n = *root, c;
	struct text t = { NULL, 0, 0, 0 };
	char buf[TALAT_PLY_TEXT_MAX];
	unsigned froze;
	int k, i, ok = 0;

	put(&t, "");	/* (allocates the empty text) */
	t.len = 0;
	put_freezes(&t, declare);
	if (target < 0 && figures_of(s, &n, &f) < 0)
		goto fail;
	while (n.pos.to_act >= 0) {
		k = plies(&n, acts);
		for (i = 0; i < k; i++) {
			if (play(s, &n, &acts[i], &c, &froze) < 0 ||
			    (ok = carried(s, &c, &f, &cf, which, col,
			    target)) < 0)
				goto fail;
			if (ok)
				break;
		}
		if (i == k)
			goto fail;	/* (cannot be: the figures say so) */
		talat_action_text(&acts[i], buf);
		put(&t, buf);
		put_freezes(&t, froze);
		n = c;
		f = cf;
	}
	if (t.nomem)
		goto fail;
	final_figures(s, &n.pos, &f);
	*sets |= f.wsets;
	return t.s;
fail:
	free(t.s);
	return NULL;
}

/* --- the whole -------------------------------------------------------------- */

static void
search_free(struct search *s)
{
	int i;

	free(s->tab);
	free(s->dead);
	free(s->ctab);
	free(s->itab);
	free(s->cls);
	free(s->edges);
	free(s->dp);
	for (i = 0; i < FIG_DEPTH; i++)
		free(s->ckids[i]);
}

void
talat_adjudication_free(struct talat_adjudication *a)
{
	int i;

	for (i = 0; i < TALAT_NCOLOURS; i++) {
		free(a->players[i].witness_max);
		free(a->players[i].witness_min);
		a->players[i].witness_max = a->players[i].witness_min = NULL;
	}
}

/* The root: the final position of r with every dead board frozen (until
 * the game is over); the boards it freezes into *declare, which a
 * witness declares first. */
static int
root_node(const struct talat_result *r, struct node *n, unsigned *declare)
{
	int i, b;

	memset(n, 0, sizeof *n);
	n->pos = r->final;
	*declare = 0;
	for (i = 0; i < r->nfreezes; i++) {
		b = r->freezes[i].board;
		if (r->freezes[i].dead_after_ply < 0)
			continue;
		if (!(n->pos.frozen & (1u << b)) && !talat_game_over(&n->pos)) {
			talat_freeze(&n->pos, b);
			*declare |= 1u << b;
		}
	}
	if (talat_game_over(&n->pos))
		n->pos.to_act = -1;
	n->turn = 0;
	for (i = 0; i < r->nplayers; i++)
		if (r->order[i] == n->pos.to_act)
			n->turn = i;
	all_codes(n);
	return 0;
}

/* The winners of every continuation, when can win and sure win say
 * they are the same in all (the players who can win are the players
 * sure to win), else 0. */
static unsigned
decided(const struct talat_adjudication *a)
{
	unsigned can = 0, sure = 0;
	int i;

	for (i = 0; i < a->nplayers; i++) {
		if (a->players[i].can_win == 1)
			can |= 1u << a->players[i].colour;
		if (a->players[i].sure_win == 1)
			sure |= 1u << a->players[i].colour;
	}
	return can == sure ? can : 0;
}

/* can_win and sure_win of every player from the sets of winners. */
static void
winners_of(struct talat_adjudication *a, unsigned wsets)
{
	struct talat_adjudged *pl;
	unsigned w;
	int i, c;

	for (i = 0; i < a->nplayers; i++) {
		pl = &a->players[i];
		c = pl->colour;
		pl->can_win = 0;
		pl->sure_win = 1;
		for (w = 0; w < 8; w++)
			if (wsets & (1u << w)) {
				if (w & (1u << c))
					pl->can_win = 1;
				else
					pl->sure_win = 0;
			}
	}
	a->winners = decided(a);
}

/* Every figure from the table of a complete search: 0, or -1 when
 * memory ran out. */
static int
from_table(struct search *s, const struct node *root, unsigned declare,
    const struct figures *f, struct talat_adjudication *a)
{
	struct talat_adjudged *pl;
	unsigned sets = 0;
	int i, c;

	a->determined = 1;
	winners_of(a, f->wsets);
	for (i = 0; i < a->nplayers; i++) {
		pl = &a->players[i];
		c = pl->colour;
		pl->max = f->max[c];
		pl->min = f->min[c];
		pl->guaranteed = f->guar[c];
		pl->witness_max = witness(s, root, declare, 0, c, -1, &sets);
		pl->witness_min = witness(s, root, declare, 1, c, -1, &sets);
		if (pl->witness_max == NULL || pl->witness_min == NULL) {
			s->nomem = 1;
			return -1;
		}
	}
	return 0;
}

/* Each figure apart (above), each search within the limit: the figures
 * it settles into a, the others left undetermined (a->determined 0).
 * 0, or -1 when memory ran out. */
static int
apart(struct search *s, const struct node *root, unsigned declare,
    struct talat_adjudication *a)
{
	struct talat_adjudged *pl;
	unsigned sets = 0, w;
	int i, c, v, in, which, *slot_of;
	char **wit;

	for (c = 0; c < TALAT_NCOLOURS; c++) {
		s->gmin[c] = 0;
		s->gmax[c] = 255;
	}
	a->determined = 1;
	for (c = 0; c < TALAT_NCOLOURS; c++) {
		s->gmin[c] = 0;
		s->gmax[c] = 255;
	}
	for (which = FIG_MAX; which <= FIG_GUAR; which++)
		for (i = 0; i < a->nplayers; i++) {
			pl = &a->players[i];
			c = pl->colour;
			if (forget_table(s) < 0)
				return -1;
			s->fig = which;
			s->fcol = c;
			v = cls_fig(s, s->rootcl, root->turn, 0, 0, -FIG_INF,
			    FIG_INF);
			slot_of = which == FIG_MAX ? &pl->max :
			    which == FIG_MIN ? &pl->min : &pl->guaranteed;
			wit = which == FIG_MAX ? &pl->witness_max :
			    which == FIG_MIN ? &pl->witness_min : NULL;
			if (v != FIG_STOP && wit != NULL &&
			    (*wit = witness(s, root, declare, which, c, v,
			    &sets)) == NULL)
				v = FIG_STOP;
			s->spent += s->count - s->kept;
			if (s->nomem)
				return -1;
			if (v == FIG_STOP) {
				a->determined = 0;
				continue;
			}
			*slot_of = v;
			if (which == FIG_MAX)
				s->gmax[c] = v;
			else if (which == FIG_MIN)
				s->gmin[c] = v;
		}
	for (i = 0; i < a->nplayers; i++) {
		pl = &a->players[i];
		if (pl->witness_max == NULL || pl->witness_min == NULL) {
			/* (both witnesses, or neither) */
			free(pl->witness_max);
			free(pl->witness_min);
			pl->witness_max = pl->witness_min = NULL;
		}
	}
	for (i = 0; i < a->nplayers; i++) {
		pl = &a->players[i];
		for (in = 1; in >= 0; in--) {
			/* (a witness that ends so already says) */
			for (w = 0; w < 8; w++)
				if ((sets & (1u << w)) &&
				    ((w >> pl->colour) & 1) == (unsigned)in)
					break;
			if (w < 8) {
				if (in)
					pl->can_win = 1;
				else
					pl->sure_win = 0;
				continue;
			}
			if (forget_table(s) < 0)
				return -1;
			v = cls_reach(s, s->rootcl, root->turn, 0, 0,
			    pl->colour, in);
			s->spent += s->count - s->kept;
			if (s->nomem)
				return -1;
			if (v < 0)
				a->determined = 0;
			else if (in)
				pl->can_win = v;
			else
				pl->sure_win = !v;
		}
	}
	if (a->determined)
		a->winners = decided(a);
	return 0;
}

int
talat_adjudicate(const struct talat_result *r,
    const struct talat_adjudicate_options *o, struct talat_adjudication *a)
{
	struct search s;
	struct figures f;
	struct node root;
	struct talat_adjudged *pl;
	unsigned declare;
	int i, ret;

	memset(a, 0, sizeof *a);
	if (r->status == TALAT_INVALID || !r->started || r->nplayers < 2) {
		errno = EINVAL;
		return TALAT_FAILED;
	}
	memset(&s, 0, sizeof s);
	s.nplayers = r->nplayers;
	memcpy(s.order, r->order, sizeof s.order);
	s.rule = o != NULL ? o->tiebreak : TALAT_TIEBREAK_UNSHARED;
	s.limit = o != NULL && o->limit > 0 ? o->limit : TALAT_ADJUDICATE_LIMIT;
	s.method = o != NULL ? o->method : TALAT_ADJUDICATE_AUTO;
	root_node(r, &root, &declare);
	if ((s.dead = calloc(DEADCACHE, 32)) == NULL || grow(&s) < 0) {
		free(s.dead);
		errno = ENOMEM;
		return TALAT_FAILED;
	}

	a->nplayers = r->nplayers;
	a->to_act = root.pos.to_act;
	a->stops_after = r->final.ply - 1;
	for (i = 0; i < r->nplayers; i++) {
		pl = &a->players[i];
		pl->colour = r->order[i];
		pl->now = r->scores[pl->colour].points;
		pl->max = pl->min = pl->guaranteed = -1;
		pl->can_win = pl->sure_win = -1;
	}
	ret = settle(&s, &root, &f);
	if (ret == 1)
		ret = apart(&s, &root, declare, a);
	else if (ret == 0)
		ret = from_table(&s, &root, declare, &f, a);
	a->positions = s.spent;
	search_free(&s);
	if (ret < 0 && s.nomem) {
		talat_adjudication_free(a);
		memset(a, 0, sizeof *a);
		errno = ENOMEM;
		return TALAT_FAILED;
	}
	if (ret < 0)
		return 1;
	return a->determined ? 0 : 1;
}
