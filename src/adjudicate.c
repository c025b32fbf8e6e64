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
#include "talat/adjudicate.h"
#include "talat/dead.h"
#include "dead_probe.h"

/* --- the search's positions ------------------------------------------------ */

/* Most actions one player can have: 18 towers times five directions. */
#define MAXACTIONS 96
/* Bytes of a key: 27 towers of 6 bits, to_act and frozen (167 bits). */
#define KEYBYTES 21
/* The figures of a position. */
struct figures {
	unsigned char max[TALAT_NCOLOURS];
	unsigned char min[TALAT_NCOLOURS];
	unsigned char guar[TALAT_NCOLOURS];	/* minimax, by colour */
	unsigned char wsets;	/* bit w: a continuation ends with winners w */
};
#define FIGBYTES 10
#define ENTRY TALAT_ADJUDICATE_ENTRY	/* key, figures, a used byte */
/* Entries of the cache of the oracle's answers, by a board's towers
 * (a board's arrangements are few beside the positions of the search). */
#define DEADCACHE 65536u

struct node {
	struct talat_position pos;
	int turn;			/* index in order of pos.to_act */
	unsigned long wsq[TALAT_NBOARDS];	/* squares of a witness that
					   the board is alive, 0: none known */
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
};

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

static void
make_key(const struct node *n, unsigned char key[KEYBYTES], uint64_t *hash)
{
	uint64_t w[3] = { 0, 0, 0 };
	unsigned bit = 0, code;
	int t, i;

	for (t = 0; t < TALAT_NTOWERS; t++, bit += 6) {
		code = place_code(&n->pos, t);
		w[bit / 64] |= (uint64_t)code << (bit % 64);
		if (bit % 64 > 58)
			w[bit / 64 + 1] |= (uint64_t)code >> (64 - bit % 64);
	}
	/* bit 162: to_act (2 bits), then frozen (3 bits) */
	w[2] |= (uint64_t)(n->turn & 3) << (162 - 128);
	w[2] |= (uint64_t)(n->pos.frozen & 7) << (164 - 128);
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
		if (!e[ENTRY - 1] || memcmp(e, key, KEYBYTES) == 0)
			return e;
	}
}

static int
lookup(const struct search *s, const unsigned char key[KEYBYTES],
    uint64_t hash, struct figures *f)
{
	const unsigned char *e = slot(s, key, hash);

	if (!e[ENTRY - 1])
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

	if ((s->tab = calloc(ncap, ENTRY)) == NULL) {
		s->tab = old;
		s->nomem = 1;
		return -1;
	}
	s->cap = ncap;
	for (i = 0; i < oldcap; i++) {
		e = old + i * ENTRY;
		if (!e[ENTRY - 1])
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
	e[ENTRY - 1] = 1;
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
		n->wsq[board] = 0;
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

/* The figures of a position where the game is over: the points counted
 * here (rules.md section 8, as talat_score() counts them), the winners by
 * talat_tiebreak() when the highest total is shared. */
static void
final_figures(const struct search *s, const struct talat_position *p,
    struct figures *f)
{
	struct talat_score sc[TALAT_NCOLOURS];
	struct talat_tiebreak tb;
	int pts[TALAT_NCOLOURS] = { 0, 0, 0 }, i, c, t, at, b, x, best = -1;
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
		f->max[c] = f->min[c] = f->guar[c] = (unsigned char)pts[c];
		if (pts[c] > best) {
			best = pts[c];
			top = 1u << c;
		} else if (pts[c] == best)
			top |= 1u << c;
	}
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
	int k, i, j, col, me = n->pos.to_act;

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
		if (i == 0) {
			*f = cf;
			continue;
		}
		for (j = 0; j < s->nplayers; j++) {
			col = s->order[j];
			if (cf.max[col] > f->max[col])
				f->max[col] = cf.max[col];
			if (cf.min[col] < f->min[col])
				f->min[col] = cf.min[col];
			if (col == me ? cf.guar[col] > f->guar[col] :
			    cf.guar[col] < f->guar[col])
				f->guar[col] = cf.guar[col];
		}
		f->wsets |= cf.wsets;
	}
	return store(s, key, hash, f);
}

/* The figures of n, from the table or, where the game is over, the
 * score; -1 when it is not there (never after a complete search). */
static int
figures_of(struct search *s, const struct node *n, struct figures *f)
{
	unsigned char key[KEYBYTES];
	uint64_t hash;

	if (n->pos.to_act < 0) {
		final_figures(s, &n->pos, f);
		return 0;
	}
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
	size_t n = strlen(word), cap;
	char *s;

	if (t->nomem)
		return;
	if (t->len + n + 2 > t->cap) {
		cap = t->cap ? t->cap * 2 : 128;
		while (cap < t->len + n + 2)
			cap *= 2;
		if ((s = realloc(t->s, cap)) == NULL) {
			t->nomem = 1;
			return;
		}
		t->s = s;
		t->cap = cap;
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

/* A continuation from root (whose figures are in the table) that ends
 * with colour col's max (which 0) or min (which 1); NULL when memory ran
 * out. `declare` are the boards to declare first. */
static char *
witness(struct search *s, const struct node *root, unsigned declare,
    int which, int col)
{
	struct talat_action acts[MAXACTIONS * 2];
	struct figures f, cf;
	struct node n = *root, c;
	struct text t = { NULL, 0, 0, 0 };
	char buf[TALAT_PLY_TEXT_MAX];
	unsigned froze;
	int k, i;

	put(&t, "");	/* (allocates the empty text) */
	t.len = 0;
	put_freezes(&t, declare);
	if (figures_of(s, &n, &f) < 0)
		goto fail;
	while (n.pos.to_act >= 0) {
		k = plies(&n, acts);
		for (i = 0; i < k; i++) {
			if (play(s, &n, &acts[i], &c, &froze) < 0 ||
			    figures_of(s, &c, &cf) < 0)
				goto fail;
			if (carries(&f, &cf, which, col))
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
	return t.s;
fail:
	free(t.s);
	return NULL;
}

/* --- the whole -------------------------------------------------------------- */

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
	int i, c, ret;

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
	ret = search(&s, &root, &f);
	a->positions = s.count;
	if (ret < 0 && s.nomem) {
		free(s.tab);
		free(s.dead);
		talat_adjudication_free(a);
		memset(a, 0, sizeof *a);
		errno = ENOMEM;
		return TALAT_FAILED;
	}
	if (ret < 0) {
		free(s.tab);
		free(s.dead);
		return 1;
	}
	a->determined = 1;
	a->winner_sets = f.wsets;
	for (i = 0; i < r->nplayers; i++) {
		pl = &a->players[i];
		c = pl->colour;
		pl->max = f.max[c];
		pl->min = f.min[c];
		pl->guaranteed = f.guar[c];
		pl->can_win = pl->sure_win = 0;
		for (unsigned w = 0; w < 8; w++)
			if (f.wsets & (1u << w)) {
				if (w & (1u << c))
					pl->can_win = 1;
			}
		pl->sure_win = 1;
		for (unsigned w = 0; w < 8; w++)
			if ((f.wsets & (1u << w)) && !(w & (1u << c)))
				pl->sure_win = 0;
		pl->witness_max = witness(&s, &root, declare, 0, c);
		pl->witness_min = witness(&s, &root, declare, 1, c);
		if (pl->witness_max == NULL || pl->witness_min == NULL) {
			free(s.tab);
			free(s.dead);
			talat_adjudication_free(a);
			memset(a, 0, sizeof *a);
			errno = ENOMEM;
			return TALAT_FAILED;
		}
	}
	free(s.tab);
	free(s.dead);
	return 0;
}
