/* SPDX-License-Identifier: ISC */
/*
 * reconcile_search.c: the legal games closest to the sheets (arbiter.md
 * section 6), found exactly.
 *
 * A node is the rule state a game's first items leave (the position and
 * which boards are dead) with an index into each sheet: how much of each
 * sheet those items account for. An edge appends an item to the game,
 * each sheet pairing it with its next item (no edit when they are equal,
 * one replaced otherwise) or leaving it out (the sheet missed it: one
 * edit); or it takes a sheet's next item as written in excess (one
 * edit), the game unchanged. A node where every sheet is used up ends a
 * game; its cost g is then that game's total distance from the sheets.
 * Where an item equals the sheet's next, only the pairing is tried: a
 * string's first item, when it equals the other's, is always paired in
 * some least alignment.
 *
 * The search is best first on f = g + h, h the bound of rc_bound() (the
 * sheets' distances from each other, with the rules an item keeps
 * wherever it stands and, in three-player games, whose turn it is: see
 * reconcile_private.h; consistent, so a node's first g is its least),
 * level by level (f = 0, 1, ...), last in first out within a level. Nodes are merged by rule state and indices: two beginnings that
 * reach one node are alike for the rest of the game. Every edge whose
 * cost is exactly the difference of its ends' g is kept at its target;
 * once the level of the least distance is done, the kept edges that lead
 * to least ends form a graph without cycles (each edge adds an item or
 * an index) whose paths from the start spell exactly the least games:
 * rc_search_game() reads the first of them in byte order, and where they
 * first part.
 *
 * The transitions of a rule state are memoized, and an edge's target is
 * made only when its level is reached. An item that no sheet has next
 * costs one edit per sheet; such items are listed only when the search
 * reaches that cost at their node (a "group" entry), which most searches
 * never do.
 *
 * An edge taken at its level leads to a position with no slack left
 * there (its g and h make the level). Most such positions lead nowhere
 * at that level, and the level of the least distance is where nearly all
 * of them are met (the bound does not see a slip that all the sheets
 * share and that is wrong only in its position: it costs an edit a sheet
 * more than the bound foresees, so every other way of spending those
 * edits, any item at any earlier ply, has to be ruled out first). So they are not made nodes: walk() follows the
 * edges that stay at the level from there, depth first, with copies of
 * the rule state, and keeps as nodes only a path that reaches an end;
 * the edge comes back one level later, when its target has slack, and
 * is taken as before. A position walked costs a tenth of a node's time
 * and no memory; the limit of the search counts both alike.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "talat/dead.h"
#include "talat/rules.h"
#include "dead_probe.h"
#include "reconcile_private.h"
#include "internal.h"
#include "position_private.h"

#define NONE UINT32_MAX
#define MAXCAND 128		/* legal actions of one position (90 at most) */
#define MAXLEVEL TALAT_RECONCILE_LIMIT_THREE

struct rstate {
	struct talat_position pos;
	unsigned long witness[TALAT_NBOARDS];	/* as the replay keeps them */
	unsigned char dead;			/* bit per board */
	unsigned char turn;
	uint32_t next;
};

struct node {
	uint32_t rs;
	uint32_t idx[RC_MAXSHEETS];
	uint32_t next;
	uint32_t preds;		/* the first kept edge into it */
	int g;
	unsigned char goal;
};

/* A kept edge: from a node, appending an item (label) or not (NONE). */
struct pred {
	uint32_t from, label, next;
};

struct trans {
	uint32_t rs, code, to, next;	/* to: NONE when illegal */
};

enum { E_ITEM, E_SKIP, E_GROUP };

/* An edge waiting for its level; a walked one (see walk()) comes back
 * one level later kept. */
struct entry {
	uint32_t node, code;
	unsigned char kind, mask, cost, keep;
};

/* A position of a walk: not kept as a node unless it leads to a least
 * end. */
struct wframe {
	struct rstate r;
	uint32_t idx[RC_MAXSHEETS];
	int g;
	uint32_t label;		/* the item that led to it, NONE: in excess */
};

/* An edge of a walk, from the frame at `depth` of the walk's path. */
struct wedge {
	uint32_t depth, code;
	unsigned char kind, mask, cost;
};

struct level {
	struct entry *e;
	size_t n, cap;
};

struct table {
	uint32_t *head;
	size_t cap;		/* a power of two */
};

struct rc_search {
	const struct rc_sheets *s;
	const struct rc_start *st;
	struct rstate *rs;
	size_t nrs, caprs;
	struct node *nodes;
	size_t nnodes, capnodes;
	struct pred *preds;
	size_t npreds, cappreds;
	struct trans *tr;
	size_t ntr, captr;
	struct table rsh, nh, trh;
	struct level lv[MAXLEVEL + 1];
	uint32_t *goals;
	size_t ngoals, capgoals;
	struct wframe *wf;	/* the walk's path */
	size_t capwf;
	struct wedge *we;	/* the walk's edges to follow */
	size_t nwe, capwe;
	long examined;		/* nodes and positions walked */
	int best;		/* the least distance, -1 until found */
	int level;		/* the level being taken */
	long *budget;
	int gaveup;
};

/* Room for `need` elements (tl_grow, internal.h). */
#define grow(pp, cap, need, size)	tl_grow((pp), (cap), (need), (size), 64)


static uint64_t
mix(uint64_t h, uint64_t v)
{
	h ^= v;
	h *= 0x100000001b3ULL;
	return h ^ (h >> 29);
}

static uint64_t
rs_hash(const struct talat_position *p)
{
	const unsigned char *b = (const unsigned char *)p->board;
	uint64_t h = 0xcbf29ce484222325ULL, w;
	size_t i;

	for (i = 0; i + 8 <= sizeof p->board; i += 8) {
		memcpy(&w, b + i, 8);
		h = mix(h, w);
	}
	for (; i < sizeof p->board; i++)
		h = mix(h, b[i]);
	h = mix(h, (uint64_t)p->frozen | (uint64_t)(unsigned char)p->to_act << 8 |
	    (uint64_t)p->placed << 16);
	return mix(h, (uint64_t)p->ply);
}

/* Two rule states alike for the rest of the game (where captured towers
 * went and in which order does not matter to the rules). */
static int
rs_same(const struct talat_position *a, const struct talat_position *b)
{
	return a->ply == b->ply && a->frozen == b->frozen &&
	    a->to_act == b->to_act && a->placed == b->placed &&
	    memcmp(a->board, b->board, sizeof a->board) == 0;
}

static uint64_t
node_hash(uint32_t rs, const uint32_t *idx)
{
	return mix(mix(mix(mix(0x84222325ULL, rs), idx[0]), idx[1]), idx[2]);
}

static uint64_t
tr_hash(uint32_t rs, uint32_t code)
{
	return mix(mix(0x9e3779b97f4a7c15ULL, rs), code);
}

/* --- the hash tables: chains through the elements' `next` ----------- */

static uint64_t
hash_of(const struct rc_search *x, const struct table *t, uint32_t i)
{
	if (t == &x->rsh)
		return rs_hash(&x->rs[i].pos);
	if (t == &x->nh)
		return node_hash(x->nodes[i].rs, x->nodes[i].idx);
	return tr_hash(x->tr[i].rs, x->tr[i].code);
}

static uint32_t *
next_of(struct rc_search *x, const struct table *t, uint32_t i)
{
	if (t == &x->rsh)
		return &x->rs[i].next;
	if (t == &x->nh)
		return &x->nodes[i].next;
	return &x->tr[i].next;
}

/* Adds element i (the last of n) to t, doubling t when it is full. */
static int
table_add(struct rc_search *x, struct table *t, uint32_t i, size_t n)
{
	uint32_t *head, k, h;
	size_t cap = t->cap;

	if (n > cap / 2 * 1) {
		cap = cap ? cap * 2 : 1024;
		if ((head = malloc(cap * sizeof *head)) == NULL)
			return -1;
		memset(head, 0xff, cap * sizeof *head);
		free(t->head);
		t->head = head;
		t->cap = cap;
		for (k = 0; k < i; k++) {
			h = (uint32_t)(hash_of(x, t, k) & (cap - 1));
			*next_of(x, t, k) = head[h];
			head[h] = k;
		}
	}
	h = (uint32_t)(hash_of(x, t, i) & (t->cap - 1));
	*next_of(x, t, i) = t->head[h];
	t->head[h] = i;
	return 0;
}

/* --- rule states and their transitions ---------------------------------- */

/* The board's deadness after an action on it, as the replay tracks it
 * (a == NULL: look afresh). -1 when the oracle ran out of memory. */
static int
track(const struct rc_search *x, struct rstate *r, int b,
    const struct talat_action *a)
{
	struct talat_witness w;
	int dead;

	if (r->dead & (1u << b))
		return 0;
	if (a != NULL && r->witness[b] != 0 &&
	    !(r->witness[b] & ((1ul << a->from) | (1ul << a->to))))
		return 0;
	w.nsteps = 0;
	w.capture.from = w.capture.to = -1;
	dead = dead_probe(&r->pos, b, &w) ? 0 :
	    talat_board_dead(&r->pos, b, &w);
	if (dead < 0)
		return -1;
	if (!dead) {
		r->witness[b] = talat_witness_squares(&w);
		return 0;
	}
	r->witness[b] = 0;
	r->dead |= (unsigned char)(1u << b);
	if (x->st->strict && !(r->pos.frozen & (1u << b)))
		talat_freeze(&r->pos, b);
	return 0;
}

static int
declare(const struct rc_search *x, struct rstate *r, int b)
{
	struct talat_position *p = &r->pos;

	if (!talat_in_movement(p))
		return 0;
	if (!x->st->strict && (talat_game_over(p) || (p->frozen & (1u << b))))
		return 0;
	if (!(r->dead & (1u << b)))
		return 0;
	if (!(p->frozen & (1u << b)))
		talat_freeze(p, b);
	return 1;
}

static int
stands(const struct rc_start *st, long ply)
{
	size_t lo = 0, hi = st->nstood, mid;

	while (lo < hi) {
		mid = (lo + hi) / 2;
		if (st->stood[mid] == ply)
			return 1;
		if (st->stood[mid] < ply)
			lo = mid + 1;
		else
			hi = mid;
	}
	return 0;
}

/* The rule state after item `code` (1), or 0 when the item is illegal
 * there, as talat_replay() would judge it; -1 when memory ran out. */
static int
apply(const struct rc_search *x, const struct rstate *in, uint32_t code,
    struct rstate *out)
{
	struct talat_position *p = &out->pos;
	struct talat_action a, any;
	struct talat_move m;
	int b, was_setup, illegal, turn, rc = 0;

	*out = *in;
	rc_move(code, &m);
	if (m.kind == TALAT_MOVE_FREEZE)
		return declare(x, out, m.board);
	if (talat_game_over(p))
		return 0;
	talat_move_action(&m, p->to_act, &a);
	if (a.kind == TALAT_PASS)
		illegal = !talat_in_movement(p) ||
		    talat_legal_actions(p, &any, 1) > 0;
	else
		illegal = talat_check_action(p, &a, NULL) != 0;
	if (illegal && (!stands(x->st, p->ply) ||
	    talat_stand_action(p, &a, NULL) != 0))
		return 0;
	was_setup = !talat_in_movement(p);
	talat_apply_action(p, &a);
	if (was_setup && talat_in_movement(p)) {
		for (b = 0; b < TALAT_NBOARDS && rc == 0; b++)
			rc = track(x, out, b, NULL);
	} else if (a.kind != TALAT_PASS && !was_setup) {
		if (illegal)
			out->witness[a.board] = 0;
		rc = track(x, out, a.board, illegal ? NULL : &a);
	}
	turn = out->turn;
	talat_next_turn(p, x->st->order, &turn);
	out->turn = (unsigned char)turn;
	return rc < 0 ? -1 : 1;
}

static uint32_t
rs_intern(struct rc_search *x, const struct rstate *r)
{
	uint32_t i;

	if (x->rsh.cap > 0)
		for (i = x->rsh.head[rs_hash(&r->pos) & (x->rsh.cap - 1)];
		    i != NONE; i = x->rs[i].next)
			if (rs_same(&x->rs[i].pos, &r->pos))
				return i;
	if (x->nrs >= NONE - 1 ||
	    grow(&x->rs, &x->caprs, x->nrs + 1, sizeof *x->rs) < 0)
		return NONE;
	i = (uint32_t)x->nrs++;
	x->rs[i] = *r;
	if (table_add(x, &x->rsh, i, x->nrs) < 0)
		return NONE;
	return i;
}

/* The rule state after `code` from state `from` into *to (NONE when the
 * item is illegal). 0, or -1 (memory, or the budget: x->gaveup). */
static int
transition(struct rc_search *x, uint32_t from, uint32_t code, uint32_t *to)
{
	struct rstate r;
	uint32_t i;
	int legal;

	if (x->trh.cap > 0)
		for (i = x->trh.head[tr_hash(from, code) & (x->trh.cap - 1)];
		    i != NONE; i = x->tr[i].next)
			if (x->tr[i].rs == from && x->tr[i].code == code) {
				*to = x->tr[i].to;
				return 0;
			}
	if ((legal = apply(x, &x->rs[from], code, &r)) < 0)
		return -1;
	*to = NONE;
	if (legal && (*to = rs_intern(x, &r)) == NONE)
		return -1;
	if (x->ntr >= NONE - 1 ||
	    grow(&x->tr, &x->captr, x->ntr + 1, sizeof *x->tr) < 0)
		return -1;
	i = (uint32_t)x->ntr++;
	x->tr[i].rs = from;
	x->tr[i].code = code;
	x->tr[i].to = *to;
	return table_add(x, &x->trh, i, x->ntr);
}

/* Every legal item of a rule state into out (room for MAXCAND + 4). */
static int
legal_items(const struct rc_search *x, const struct rstate *r, uint32_t *out)
{
	const struct talat_position *p = &r->pos;
	struct talat_action a[MAXCAND];
	struct talat_move m;
	int n = 0, na = 0, i, b, over = talat_game_over(p);

	if (!over)
		na = talat_in_movement(p) ? talat_legal_actions(p, a, MAXCAND) :
		    talat_legal_placements(p, a, MAXCAND);
	if (na > MAXCAND)
		na = MAXCAND;
	memset(&m, 0, sizeof m);
	if (!over && na == 0 && talat_in_movement(p)) {
		m.kind = TALAT_MOVE_PASS;
		m.type = m.board = m.from = m.to = -1;
		out[n++] = rc_code(&m);
	}
	for (i = 0; i < na; i++) {
		talat_action_move(&a[i], &m);
		out[n++] = rc_code(&m);
	}
	if (!talat_in_movement(p))
		return n;
	for (b = 0; b < TALAT_NBOARDS; b++)
		if ((r->dead & (1u << b)) && (x->st->strict || (!over &&
		    !(p->frozen & (1u << b))))) {
			m.kind = TALAT_MOVE_FREEZE;
			m.board = b;
			out[n++] = rc_code(&m);
		}
	return n;
}

/* --- nodes, edges, levels ----------------------------------------------- */

static uint32_t
node_find(const struct rc_search *x, uint32_t rs, const uint32_t *idx)
{
	uint32_t i;

	if (x->nh.cap == 0)
		return NONE;
	for (i = x->nh.head[node_hash(rs, idx) & (x->nh.cap - 1)]; i != NONE;
	    i = x->nodes[i].next)
		if (x->nodes[i].rs == rs &&
		    memcmp(x->nodes[i].idx, idx, sizeof x->nodes[i].idx) == 0)
			return i;
	return NONE;
}

static uint32_t
node_add(struct rc_search *x, uint32_t rs, const uint32_t *idx, int g)
{
	struct node *n;
	uint32_t i;

	if (--*x->budget < 0) {
		x->gaveup = 1;
		return NONE;
	}
	if (x->nnodes >= NONE - 1 ||
	    grow(&x->nodes, &x->capnodes, x->nnodes + 1, sizeof *x->nodes) < 0)
		return NONE;
	i = (uint32_t)x->nnodes++;
	n = &x->nodes[i];
	memset(n, 0, sizeof *n);
	n->rs = rs;
	memcpy(n->idx, idx, sizeof n->idx);
	n->preds = NONE;
	n->g = g;
	if (table_add(x, &x->nh, i, x->nnodes) < 0)
		return NONE;
	return i;
}

static int
add_pred(struct rc_search *x, uint32_t to, uint32_t from, uint32_t label)
{
	struct pred *p;

	if (x->npreds >= NONE - 1 ||
	    grow(&x->preds, &x->cappreds, x->npreds + 1, sizeof *x->preds) < 0)
		return -1;
	p = &x->preds[x->npreds];
	p->from = from;
	p->label = label;
	p->next = x->nodes[to].preds;
	x->nodes[to].preds = (uint32_t)x->npreds++;
	return 0;
}

static int
push(struct rc_search *x, int f, uint32_t node, uint32_t code, int kind,
    unsigned mask, int cost, int keep)
{
	struct level *l;
	struct entry *e;

	if (f > (x->best >= 0 ? x->best : x->s->limit))
		return 0;
	if (f < x->level)	/* (never: the bound is consistent) */
		f = x->level;
	l = &x->lv[f];
	if (grow(&l->e, &l->cap, l->n + 1, sizeof *l->e) < 0)
		return -1;
	e = &l->e[l->n++];
	e->node = node;
	e->code = code;
	e->kind = (unsigned char)kind;
	e->mask = (unsigned char)mask;
	e->cost = (unsigned char)cost;
	e->keep = (unsigned char)keep;
	return 0;
}

/* Where the edges of a position go: pushed to their levels from node
 * `at`, or (a walk) onto the walk's edges from frame `at` when they stay
 * at the level being taken. */
enum { TO_LEVELS, TO_WALK };

struct sink {
	int to;
	uint32_t at;
};

static int
emit(struct rc_search *x, struct sink *k, int f, uint32_t code, int kind,
    unsigned mask, int cost)
{
	struct wedge *w;

	if (k->to == TO_LEVELS)
		return push(x, f, k->at, code, kind, mask, cost, 0);
	if (f > x->level)
		return 0;
	if (grow(&x->we, &x->capwe, x->nwe + 1, sizeof *x->we) < 0)
		return -1;
	w = &x->we[x->nwe++];
	w->depth = k->at;
	w->code = code;
	w->kind = (unsigned char)kind;
	w->mask = (unsigned char)mask;
	w->cost = (unsigned char)cost;
	return 0;
}

/*
 * What the edges of a position share: its cost so far, the indices, the
 * sheets' next items, which sheets are used up, and the bound after
 * each set of sheets (a mask) takes its next item.
 */
struct here {
	int g;
	const uint32_t *idx;
	uint32_t next[RC_MAXSHEETS];
	unsigned ended;
	int h[2][1u << RC_MAXSHEETS];	/* [a ply: the next turn][mask] */
};

static void
here_init(const struct rc_search *x, struct here *p, int g,
    const uint32_t *at, int turn)
{
	const struct rc_sheets *s = x->s;
	uint32_t idx[RC_MAXSHEETS];
	unsigned mask;
	int j;

	p->g = g;
	p->idx = at;
	p->ended = 0;
	for (j = 0; j < s->k; j++) {
		p->next[j] = NONE;
		if (at[j] >= s->n[j])
			p->ended |= 1u << j;
		else
			p->next[j] = s->code[j][at[j]];
	}
	for (mask = 0; mask < (1u << s->k); mask++) {
		if (mask & p->ended)
			continue;
		for (j = 0; j < RC_MAXSHEETS; j++)
			idx[j] = at[j] + ((mask >> j) & 1);
		p->h[0][mask] = rc_bound(s, idx, turn);
		p->h[1][mask] = s->nturn > 1 ? rc_bound(s, idx, turn + 1) :
		    p->h[0][mask];
	}
}

/* Whether an item takes a turn (all but a freeze declaration). */
static int
is_ply(uint32_t c)
{
	struct talat_move m;

	rc_move(c, &m);
	return m.kind != TALAT_MOVE_FREEZE;
}

/*
 * The edges that append item c: each sheet pairs it with its next item
 * (bit set in the mask) or leaves it out; a sheet whose next item is c
 * pairs it; a used-up sheet leaves it out. Each costs the sheets that do
 * not have c next.
 */
static int
item_edges(struct rc_search *x, const struct here *p, uint32_t c,
    struct sink *k)
{
	unsigned mask, eq = 0, all = (1u << x->s->k) - 1;
	int j, cost = x->s->k;

	for (j = 0; j < x->s->k; j++)
		if (p->next[j] == c && c != NONE) {
			eq |= 1u << j;
			cost--;
		}
	const int *h = p->h[is_ply(c)];

	for (mask = eq; mask <= all; mask++)
		if ((mask & eq) == eq && !(mask & p->ended) &&
		    emit(x, k, p->g + cost + h[mask], c, E_ITEM, mask,
		    cost) < 0)
			return -1;
	return 0;
}

/* The distinct next items of the sheets, into w. */
static int
written(const struct rc_search *x, const struct here *p, uint32_t *w)
{
	int j, l, nw = 0;

	for (j = 0; j < x->s->k; j++) {
		if (p->next[j] == NONE)
			continue;
		for (l = 0; l < nw && w[l] != p->next[j]; l++)
			;
		if (l == nw)
			w[nw++] = p->next[j];
	}
	return nw;
}

/* The edges that append an item no sheet has next, from rule state r. */
static int
unwritten(struct rc_search *x, const struct rstate *r, const struct here *p,
    struct sink *k)
{
	uint32_t items[MAXCAND + 4], w[RC_MAXSHEETS];
	int n, i, j, nw;

	nw = written(x, p, w);
	n = legal_items(x, r, items);
	for (i = 0; i < n; i++) {
		for (j = 0; j < nw && w[j] != items[i]; j++)
			;
		if (j == nw && item_edges(x, p, items[i], k) < 0)
			return -1;
	}
	return 0;
}

/*
 * The edges of a position: a sheet's next item taken in excess, the
 * items the sheets have next, the others. Those others are all alike in
 * cost: from a node they are left for later (a "group" entry at their
 * least level, which most searches never reach), in a walk (rule state
 * r) listed when that level is the walk's.
 */
static int
edges(struct rc_search *x, const struct rstate *r, int g, const uint32_t *at,
    struct sink *k)
{
	const struct rc_sheets *s = x->s;
	uint32_t w[RC_MAXSHEETS];
	struct here p;
	unsigned mask, all = (1u << s->k) - 1;
	int j, nw, fmin = -1;

	here_init(x, &p, g, at, r->turn);
	for (j = 0; j < s->k; j++)
		if (!(p.ended & (1u << j)) && emit(x, k, g + 1 +
		    p.h[0][1u << j], 0, E_SKIP, (unsigned)j, 1) < 0)
			return -1;
	nw = written(x, &p, w);
	for (j = 0; j < nw; j++)
		if (item_edges(x, &p, w[j], k) < 0)
			return -1;
	/* (an item no sheet has next may be a declaration or a ply) */
	for (mask = 0; mask <= all; mask++)
		for (j = 0; j < 2; j++)
			if (!(mask & p.ended) && (fmin < 0 ||
			    g + s->k + p.h[j][mask] < fmin))
				fmin = g + s->k + p.h[j][mask];
	if (k->to == TO_LEVELS)
		return push(x, fmin, k->at, 0, E_GROUP, 0, s->k, 0);
	if (fmin > x->level)
		return 0;
	return unwritten(x, r, &p, k);
}

static int
is_end(const struct rc_search *x, const uint32_t *idx)
{
	int j;

	for (j = 0; j < x->s->k; j++)
		if (idx[j] < x->s->n[j])
			return 0;
	return 1;
}

static int
add_goal(struct rc_search *x, uint32_t id)
{
	if (x->nodes[id].goal)
		return 0;
	x->nodes[id].goal = 1;
	if (x->best < 0)
		x->best = x->nodes[id].g;
	if (grow(&x->goals, &x->capgoals, x->ngoals + 1,
	    sizeof *x->goals) < 0)
		return -1;
	x->goals[x->ngoals++] = id;
	return 0;
}

static int
expand(struct rc_search *x, uint32_t id)
{
	struct sink k = { TO_LEVELS, id };
	uint32_t idx[RC_MAXSHEETS];

	memcpy(idx, x->nodes[id].idx, sizeof idx);
	if (is_end(x, idx) && add_goal(x, id) < 0)
		return -1;
	return edges(x, &x->rs[x->nodes[id].rs], x->nodes[id].g, idx, &k);
}

static int
group(struct rc_search *x, uint32_t id)
{
	struct sink k = { TO_LEVELS, id };
	struct here p;

	here_init(x, &p, x->nodes[id].g, x->nodes[id].idx,
	    x->rs[x->nodes[id].rs].turn);
	return unwritten(x, &x->rs[x->nodes[id].rs], &p, &k);
}

static int
has_pred(const struct rc_search *x, uint32_t to, uint32_t from,
    uint32_t label)
{
	uint32_t p;

	for (p = x->nodes[to].preds; p != NONE; p = x->preds[p].next)
		if (x->preds[p].from == from && x->preds[p].label == label)
			return 1;
	return 0;
}

/* Reaches node (rs, idx) at cost g from node `from` by an edge. */
static int
arrive(struct rc_search *x, uint32_t from, uint32_t rs, const uint32_t *idx,
    int g, uint32_t label)
{
	uint32_t id = node_find(x, rs, idx);

	if (id != NONE)
		return x->nodes[id].g == g && !has_pred(x, id, from, label) ?
		    add_pred(x, id, from, label) : 0;
	if ((id = node_add(x, rs, idx, g)) == NONE ||
	    add_pred(x, id, from, label) < 0)
		return -1;
	return expand(x, id);
}

/*
 * A walk reached a least end: its path (frames 1 .. depth) is kept as
 * nodes, from the node it left.
 */
static int
keep_path(struct rc_search *x, uint32_t from, size_t depth)
{
	const struct wframe *f;
	uint32_t rs, id = from;
	size_t d;

	for (d = 1; d <= depth; d++) {
		f = &x->wf[d];
		if ((rs = rs_intern(x, &f->r)) == NONE)
			return -1;
		if ((id = node_find(x, rs, f->idx)) == NONE &&
		    (id = node_add(x, rs, f->idx, f->g)) == NONE)
			return -1;
		if (x->nodes[id].g != f->g)
			return 0;	/* (never: a least end is reached) */
		if (!has_pred(x, id, from, f->label) &&
		    add_pred(x, id, from, f->label) < 0)
			return -1;
		from = id;
	}
	return add_goal(x, id);
}

/*
 * Follows an edge whose target has no slack at the level being taken
 * (its g plus its bound is the level): every edge from there that stays
 * at the level, depth first, without keeping the positions as nodes,
 * and keeps only the paths that reach an end (the level then holds the
 * least distance). Most such targets lead nowhere at this level: the
 * edge comes back one level later, kept.
 */
static int
walk(struct rc_search *x, const struct entry *e)
{
	struct sink k = { TO_WALK, 0 };
	const struct node *n = &x->nodes[e->node];
	struct wframe *t;
	struct wedge w;
	uint32_t d;
	int j, legal;

	if (grow(&x->wf, &x->capwf, 2, sizeof *x->wf) < 0)
		return -1;
	x->wf[0].r = x->rs[n->rs];
	memcpy(x->wf[0].idx, n->idx, sizeof x->wf[0].idx);
	x->wf[0].g = n->g;
	x->nwe = 0;
	if (grow(&x->we, &x->capwe, 1, sizeof *x->we) < 0)
		return -1;
	x->we[0].depth = 0;
	x->we[0].code = e->code;
	x->we[0].kind = e->kind;
	x->we[0].mask = e->mask;
	x->we[0].cost = e->cost;
	x->nwe = 1;
	while (x->nwe > 0) {
		w = x->we[--x->nwe];
		d = w.depth;
		if (grow(&x->wf, &x->capwf, (size_t)d + 2, sizeof *x->wf) < 0)
			return -1;
		t = &x->wf[d + 1];
		memcpy(t->idx, x->wf[d].idx, sizeof t->idx);
		t->g = x->wf[d].g + w.cost;
		if (w.kind == E_SKIP) {
			t->r = x->wf[d].r;
			t->idx[w.mask]++;
			t->label = NONE;
		} else {
			if ((legal = apply(x, &x->wf[d].r, w.code, &t->r)) < 0)
				return -1;
			if (!legal && d == 0)
				return 0;
			if (!legal)
				continue;
			for (j = 0; j < x->s->k; j++)
				t->idx[j] += (w.mask >> j) & 1;
			t->label = w.code;
		}
		if (--*x->budget < 0) {
			x->gaveup = 1;
			return -1;
		}
		x->examined++;
		if (is_end(x, t->idx)) {
			if (keep_path(x, e->node, (size_t)d + 1) < 0)
				return -1;
			continue;
		}
		k.at = d + 1;
		if (edges(x, &t->r, t->g, t->idx, &k) < 0)
			return -1;
	}
	return 1;
}

static int
take(struct rc_search *x, const struct entry *e)
{
	uint32_t idx[RC_MAXSHEETS], rs, label = NONE;
	int j;

	if (e->kind == E_GROUP)
		return group(x, e->node);
	if (!e->keep) {
		if ((j = walk(x, e)) <= 0)
			return j;
		return push(x, x->level + 1, e->node, e->code, e->kind,
		    e->mask, e->cost, 1);
	}
	memcpy(idx, x->nodes[e->node].idx, sizeof idx);
	rs = x->nodes[e->node].rs;
	if (e->kind == E_SKIP) {
		idx[e->mask]++;
	} else {
		if (transition(x, rs, e->code, &rs) < 0)
			return -1;
		if (rs == NONE)
			return 0;
		for (j = 0; j < x->s->k; j++)
			idx[j] += (e->mask >> j) & 1;
		label = e->code;
	}
	return arrive(x, e->node, rs, idx, x->nodes[e->node].g + e->cost,
	    label);
}

struct rc_search *
rc_search_new(const struct rc_sheets *s, const struct rc_start *st)
{
	struct rc_search *x = calloc(1, sizeof *x);

	if (x == NULL)
		return NULL;
	x->s = s;
	x->st = st;
	x->best = -1;
	return x;
}

static int
start(struct rc_search *x)
{
	static const uint32_t zero[RC_MAXSHEETS] = { 0, 0, 0 };
	struct rstate r;
	uint32_t rs;

	memset(&r, 0, sizeof r);
	r.pos = x->st->pos;
	r.dead = x->st->dead;
	r.turn = (unsigned char)x->st->turn;
	if ((rs = rs_intern(x, &r)) == NONE)
		return -1;
	if (node_add(x, rs, zero, 0) == NONE)
		return -1;
	return expand(x, 0);
}

int
rc_search_level(struct rc_search *x, int f, long *budget)
{
	struct level *l = &x->lv[f];
	struct entry e;

	x->budget = budget;
	x->level = f;
	if (x->nnodes == 0 && start(x) < 0)
		goto fail;
	while (l->n > 0) {
		e = l->e[--l->n];
		if (take(x, &e) < 0)
			goto fail;
	}
	free(l->e);
	l->e = NULL;
	l->cap = 0;
	return x->best == f;
fail:
	if (x->gaveup)
		return -2;
	errno = ENOMEM;
	return -1;
}

void
rc_search_free(struct rc_search *x)
{
	int f;

	if (x == NULL)
		return;

	for (f = 0; f <= MAXLEVEL; f++)
		free(x->lv[f].e);
	free(x->rs);
	free(x->nodes);
	free(x->preds);
	free(x->tr);
	free(x->rsh.head);
	free(x->nh.head);
	free(x->trh.head);
	free(x->goals);
	free(x->wf);
	free(x->we);
	free(x);
}

/* --- the least games ------------------------------------------------------ */

/* The kept edges that lead to least ends, forwards (from each node: its
 * edges at first[n] .. first[n + 1]). */
struct dag {
	uint32_t *first, *to, *label;
	uint32_t *set, *next, *mark;	/* the walk's node sets */
	uint32_t epoch;
};

static void
dag_free(struct dag *d)
{
	free(d->first);
	free(d->to);
	free(d->label);
	free(d->set);
	free(d->next);
	free(d->mark);
}

static int
dag_build(const struct rc_search *x, struct dag *d)
{
	size_t n = x->nnodes, i, top = 0, ne;
	unsigned char *useful = calloc(n ? n : 1, 1);
	uint32_t *stack = malloc((n ? n : 1) * sizeof *stack), t, p, s;
	int rc = -1;

	memset(d, 0, sizeof *d);
	d->first = calloc(n + 1, sizeof *d->first);
	if (useful == NULL || stack == NULL || d->first == NULL)
		goto out;
	for (i = 0; i < x->ngoals; i++)
		if (!useful[x->goals[i]]) {
			useful[x->goals[i]] = 1;
			stack[top++] = x->goals[i];
		}
	while (top > 0)
		for (p = x->nodes[t = stack[--top]].preds; p != NONE;
		    p = x->preds[p].next) {
			s = x->preds[p].from;
			d->first[s + 1]++;
			if (!useful[s]) {
				useful[s] = 1;
				stack[top++] = s;
			}
		}
	for (i = 0; i < n; i++)
		d->first[i + 1] += d->first[i];
	ne = d->first[n];
	d->to = malloc((ne ? ne : 1) * sizeof *d->to);
	d->label = malloc((ne ? ne : 1) * sizeof *d->label);
	d->set = malloc(n * sizeof *d->set);
	d->next = malloc(n * sizeof *d->next);
	d->mark = calloc(n, sizeof *d->mark);
	if (d->to == NULL || d->label == NULL || d->set == NULL ||
	    d->next == NULL || d->mark == NULL)
		goto out;
	/* (stack, now free, counts how many of each node's are placed) */
	memset(stack, 0, n * sizeof *stack);
	for (t = 0; t < n; t++)
		if (useful[t])
			for (p = x->nodes[t].preds; p != NONE;
			    p = x->preds[p].next) {
				s = x->preds[p].from;
				d->to[d->first[s] + stack[s]] = t;
				d->label[d->first[s] + stack[s]++] =
				    x->preds[p].label;
			}
	rc = 0;
out:
	free(useful);
	free(stack);
	return rc;
}

/* Adds to the set (n nodes) every node its in-excess edges reach. */
static size_t
closure(struct dag *d, uint32_t *set, size_t n)
{
	size_t i;
	uint32_t e, s;

	for (i = 0; i < n; i++) {
		s = set[i];
		for (e = d->first[s]; e < d->first[s + 1]; e++)
			if (d->label[e] == NONE && d->mark[d->to[e]] != d->epoch) {
				d->mark[d->to[e]] = d->epoch;
				set[n++] = d->to[e];
			}
	}
	return n;
}

struct label {
	uint32_t code;
	char text[TALAT_PLY_TEXT_MAX];
};

static int
label_cmp(const void *a, const void *b)
{
	return strcmp(((const struct label *)a)->text,
	    ((const struct label *)b)->text);
}

/* The items that follow the set (a node set of one game's beginning,
 * hence of one rule state), sorted in byte order; their number. */
static int
choices(const struct rc_search *x, const struct dag *d, size_t n,
    struct label *l, int *end)
{
	size_t i;
	uint32_t e, s;
	int nl = 0, k;

	*end = 0;
	for (i = 0; i < n; i++) {
		s = d->set[i];
		if (x->nodes[s].goal)
			*end = 1;
		for (e = d->first[s]; e < d->first[s + 1]; e++) {
			if (d->label[e] == NONE)
				continue;
			for (k = 0; k < nl && l[k].code != d->label[e]; k++)
				;
			if (k == nl && nl < MAXCAND + 4) {
				l[nl].code = d->label[e];
				rc_text(d->label[e], l[nl++].text);
			}
		}
	}
	qsort(l, (size_t)nl, sizeof *l, label_cmp);
	return nl;
}

static void
note_fork(struct rc_fork *fork, size_t at, int end, const struct label *l,
    int nl)
{
	int i, from = end ? 0 : 1;

	fork->forked = 1;
	fork->at = at;
	fork->end = end;
	fork->nchoices = nl - from;
	fork->nalt = 0;
	for (i = from; i < nl && fork->nalt < TALAT_RECONCILE_ALTERNATIVES; i++)
		fork->alt[fork->nalt++] = l[i].code;
}

/* Follows the item `code` from the set (n nodes): the next set. */
static size_t
follow(struct dag *d, size_t n, uint32_t code)
{
	size_t i, m = 0;
	uint32_t e, s, *t;

	d->epoch++;
	for (i = 0; i < n; i++) {
		s = d->set[i];
		for (e = d->first[s]; e < d->first[s + 1]; e++)
			if (d->label[e] == code &&
			    d->mark[d->to[e]] != d->epoch) {
				d->mark[d->to[e]] = d->epoch;
				d->next[m++] = d->to[e];
			}
	}
	t = d->set;
	d->set = d->next;
	d->next = t;
	return closure(d, d->set, m);
}

int
rc_search_game(struct rc_search *x, uint32_t **items, size_t *nitems,
    struct rc_fork *fork)
{
	struct label l[MAXCAND + 4];
	struct dag d;
	size_t n, cap = 0, most = 0;
	int j, nl, end;

	*items = NULL;
	*nitems = 0;
	memset(fork, 0, sizeof *fork);
	if (x->best < 0 || dag_build(x, &d) < 0) {
		dag_free(&d);
		return x->best < 0 ? 0 : -1;
	}
	for (j = 0; j < x->s->k; j++)
		if (x->s->n[j] > most)
			most = x->s->n[j];
	d.set[0] = 0;
	d.mark[0] = d.epoch = 1;
	n = closure(&d, d.set, 1);
	/* (a least game is never longer than a sheet and the limit) */
	while (*nitems <= most + (size_t)x->s->limit) {
		nl = choices(x, &d, n, l, &end);
		if (end + nl > 1 && !fork->forked)
			note_fork(fork, *nitems, end, l, nl);
		if (end || nl == 0)
			break;
		if (grow(items, &cap, *nitems + 1, sizeof **items) < 0) {
			dag_free(&d);
			return -1;
		}
		(*items)[(*nitems)++] = l[0].code;
		n = follow(&d, n, l[0].code);
	}
	dag_free(&d);
	return 0;
}

/* The least games one after the other (rc_search_games()). */
struct games {
	const struct rc_search *x;
	struct dag d;
	uint32_t *items;
	size_t longest;		/* no least game is longer */
	size_t left;		/* games still to give */
	int (*fn)(void *, const uint32_t *, size_t);
	void *ctx;
};

/* The least games that begin with items[0..depth), whose node set is
 * set[0..n): 0 when all were given, 1 when stopped, -1 on no memory. */
static int
games_from(struct games *w, const uint32_t *set, size_t n, size_t depth)
{
	struct label *l = malloc((MAXCAND + 4) * sizeof *l);
	uint32_t *next = NULL;
	size_t m;
	int nl, end, k, rv = 0;

	if (l == NULL)
		return -1;
	memcpy(w->d.set, set, n * sizeof *set);
	nl = choices(w->x, &w->d, n, l, &end);
	/* (a game that ends here comes first: byte order, item by item) */
	if (end) {
		if (w->left == 0)
			rv = 1;
		else {
			w->left--;
			rv = w->fn(w->ctx, w->items, depth) ? 1 : 0;
		}
	}
	if (depth >= w->longest)
		nl = 0;
	for (k = 0; k < nl && rv == 0; k++) {
		memcpy(w->d.set, set, n * sizeof *set);
		m = follow(&w->d, n, l[k].code);
		if ((next = malloc((m ? m : 1) * sizeof *next)) == NULL) {
			rv = -1;
			break;
		}
		memcpy(next, w->d.set, m * sizeof *next);
		w->items[depth] = l[k].code;
		rv = games_from(w, next, m, depth + 1);
		free(next);
	}
	free(l);
	return rv;
}

int
rc_search_games(struct rc_search *x, size_t most,
    int (*fn)(void *, const uint32_t *, size_t), void *ctx)
{
	struct games w;
	uint32_t *set;
	size_t n;
	int j, rv = -1;

	if (x->best < 0)
		return 0;
	memset(&w, 0, sizeof w);
	w.x = x;
	w.left = most;
	w.fn = fn;
	w.ctx = ctx;
	for (j = 0; j < x->s->k; j++)
		if (x->s->n[j] > w.longest)
			w.longest = x->s->n[j];
	w.longest += (size_t)x->s->limit;
	if (dag_build(x, &w.d) < 0 ||
	    (w.items = malloc((w.longest + 1) * sizeof *w.items)) == NULL)
		goto out;
	w.d.set[0] = 0;
	w.d.mark[0] = w.d.epoch = 1;
	n = closure(&w.d, w.d.set, 1);
	if ((set = malloc(n * sizeof *set)) == NULL)
		goto out;
	memcpy(set, w.d.set, n * sizeof *set);
	rv = games_from(&w, set, n, 0);
	free(set);
out:
	free(w.items);
	dag_free(&w.d);
	return rv;
}

long
rc_search_positions(const struct rc_search *x)
{
	return (long)x->nnodes + x->examined;
}
