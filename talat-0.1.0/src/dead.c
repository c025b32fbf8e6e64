/* SPDX-License-Identifier: ISC */
/*
 * dead.c: the dead-board oracle (rules.md section 7).
 *
 * Geometry. On board b the low colour (side 0) moves towards higher ranks,
 * the high colour (side 1) towards lower ones. A side-0 tower x and a
 * side-1 tower y are side by side, so that either may take the other if
 * the types allow, exactly when y stands on x's F, FL, FR, L or R square
 * (then x stands on y's): with d = rank(y) - rank(x) and g = |file(x) -
 * file(y)|, (d == 1 && g <= 1) || (d == 0 && g == 1). A step of x or of y
 * lowers d by one and changes g by at most one, so d never grows and
 * g - d never shrinks: lower_bound() below is the fewest steps before they
 * can be side by side on an otherwise empty board, infinite when never.
 *
 * Decision, cheapest first:
 *  1. A relating pair side by side now: not dead, witness without steps.
 *  2. No relating pair with a finite lower bound: dead, blocking or not.
 *  3. A pair with the least bound h0 whose two towers can walk together in
 *     h0 steps over squares empty now (direct): not dead, and no witness
 *     is shorter.
 *  4. Otherwise a best-first (A*) search over the arrangements that steps
 *     produce, looking for one with a relating pair side by side.
 *
 * The search is exact: it never drops an arrangement from which a capture
 * could follow, and its bounds never overestimate, so the first capture it
 * finds follows the fewest steps, and an exhausted search proves the board
 * dead. What keeps it small:
 *  - Stuck towers: the largest set of towers whose forward squares all
 *    hold towers of the set (or lie off the board) can never move; their
 *    squares are walls for good.
 *  - Per pair (a, b) and arrangement: in any steps ending with a capture
 *    between a and b, each square a stands on is one from which the two
 *    could still meet (its meeting region), likewise for b. So the towers
 *    that can never move in such steps are again a largest set, now with
 *    a and b allowed only steps into their meeting regions (pair_view).
 *    Those squares are walls for this pair; when the pair can no longer
 *    meet round them, it is dead in this arrangement.
 *  - The bound of a pair counts the steps of a and b round those walls
 *    plus one for every other tower standing on their paths (it must step
 *    away at least once; the two paths share no square). The bound of an
 *    arrangement is the least over its pairs. Children get a cheaper
 *    bound (stuck towers only) and the full one when they are taken from
 *    the queue; the queue takes the least f = g + h first and reopens an
 *    arrangement reached in fewer steps, which keeps the result shortest
 *    for any bound that never overestimates.
 *  - Only towers that may have to move are moved (pair_closure): a and b
 *    within their meeting regions, any tower standing where one of those
 *    may go, anywhere it can go, and so on. Dropping every step of the
 *    other towers from steps that end in a capture between a and b leaves
 *    steps that are still legal (the dropped towers stand where no kept
 *    tower ever steps, the kept ones are where they were) and no more.
 *  - A budget (SHORTEST_BUDGET arrangements, only on boards of more than
 *    ten towers): past it, on boards where many towers must make room one
 *    after another, the queue is ordered by the bound alone. That changes the order only, so deadness stays exact;
 *    the witness is then shortened step by step and says it may not be a
 *    shortest one (talat_witness.shortest == 0).
 */
#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "talat/dead.h"
#include "i18n.h"
#include "internal.h"

#define INF 127
#define MAXT TALAT_NSQUARES	/* towers on one board (18 when valid) */
#define NBUCKET 128		/* f = g + h <= 4 * 25 + 2 * (4 + 4) */
/*
 * Arrangements the search looks at while looking for a shortest witness
 * on a board of more than BUDGET_TOWERS towers. Past that (a board where
 * many towers must make room one after another) it goes on best-first by
 * the bound alone: still exhaustive, so still exact about deadness, but
 * the witness is then only as short as shorten() makes it. A board of a
 * real game holds at most ten towers (five start squares per colour), and
 * there the search is never cut short.
 */
#define BUDGET_TOWERS 10
#ifndef SHORTEST_BUDGET
#define SHORTEST_BUDGET 500
#endif

/* Fewest steps before a side-0 tower on sa and a side-1 tower on sb can
 * be side by side on an otherwise empty board; INF when never. */
static inline int
lower_bound(int sa, int sb)
{
	int d = sb / 5 - sa / 5, g = sa % 5 - sb % 5;

	if (g < 0)
		g = -g;
	if (d <= 0)
		return d == 0 && g == 1 ? 0 : INF;
	if (g <= d)
		return d - 1;
	return g == d + 1 ? d : INF;
}

/* The towers of one board, the relating pairs that can still meet, and
 * tables filled on demand for the search. */
struct board_info {
	int board;
	int n;
	signed char side[MAXT];
	signed char type[MAXT];
	signed char tower[MAXT];
	signed char sq[MAXT];		/* squares at the start */
	uint32_t occ;			/* occupied squares at the start */
	int npairs;
	unsigned char pa[MAXT * MAXT];	/* side-0 tower of pair k */
	unsigned char pb[MAXT * MAXT];	/* side-1 tower of pair k */
	int npart[MAXT];		/* pairs each tower is in */
	unsigned char part[MAXT][MAXT];	/* ... their partners */
	signed char slot[MAXT];		/* index in a search state, or -1 */
	int nslots;
	unsigned char slot_tower[MAXT];

	/*
	 * Squares of the towers that can never move: the largest set of
	 * towers whose forward squares all lie off the board or hold towers
	 * of the set. No tower of it can be the first to move.
	 */
	uint32_t stuck;
	/* dist[s][q][t]: fewest steps for a side-s tower from q to t with
	 * only the stuck towers in the way (INF: never); reach[s][q]: the
	 * squares t != q with finite distance. Filled when done[s] has q. */
	uint32_t done[2];
	uint32_t reach[2][TALAT_NSQUARES];
	signed char dist[2][TALAT_NSQUARES][TALAT_NSQUARES];
	/* pair_lb[qa][qb]: fewest steps before a side-0 tower on qa and a
	 * side-1 tower on qb can be side by side, stuck towers in the way;
	 * -1 until computed. */
	signed char pair_lb[TALAT_NSQUARES][TALAT_NSQUARES];
	/* meet[s][q]: the squares from which a tower of the other side
	 * could still come side by side with a side-s tower on q (stuck
	 * towers in the way). Filled when meet_done[s] has q. */
	uint32_t meet_done[2];
	uint32_t meet[2][TALAT_NSQUARES];
};

/* forward_mask[s][q]: the squares a step of a side-s tower on q may go
 * to (F, FL, FR); beside_mask[s][q]: where a tower of the other side is
 * side by side with it (F, FL, FR, L, R). */
static const uint32_t forward_mask[2][TALAT_NSQUARES] = {
	{
		0x0000060u, 0x00000e0u, 0x00001c0u, 0x0000380u, 0x0000300u,
		0x0000c00u, 0x0001c00u, 0x0003800u, 0x0007000u, 0x0006000u,
		0x0018000u, 0x0038000u, 0x0070000u, 0x00e0000u, 0x00c0000u,
		0x0300000u, 0x0700000u, 0x0e00000u, 0x1c00000u, 0x1800000u,
		0x0000000u, 0x0000000u, 0x0000000u, 0x0000000u, 0x0000000u,
	},
	{
		0x0000000u, 0x0000000u, 0x0000000u, 0x0000000u, 0x0000000u,
		0x0000003u, 0x0000007u, 0x000000eu, 0x000001cu, 0x0000018u,
		0x0000060u, 0x00000e0u, 0x00001c0u, 0x0000380u, 0x0000300u,
		0x0000c00u, 0x0001c00u, 0x0003800u, 0x0007000u, 0x0006000u,
		0x0018000u, 0x0038000u, 0x0070000u, 0x00e0000u, 0x00c0000u,
	},
};

static const uint32_t beside_mask[2][TALAT_NSQUARES] = {
	{
		0x0000062u, 0x00000e5u, 0x00001cau, 0x0000394u, 0x0000308u,
		0x0000c40u, 0x0001ca0u, 0x0003940u, 0x0007280u, 0x0006100u,
		0x0018800u, 0x0039400u, 0x0072800u, 0x00e5000u, 0x00c2000u,
		0x0310000u, 0x0728000u, 0x0e50000u, 0x1ca0000u, 0x1840000u,
		0x0200000u, 0x0500000u, 0x0a00000u, 0x1400000u, 0x0800000u,
	},
	{
		0x0000002u, 0x0000005u, 0x000000au, 0x0000014u, 0x0000008u,
		0x0000043u, 0x00000a7u, 0x000014eu, 0x000029cu, 0x0000118u,
		0x0000860u, 0x00014e0u, 0x00029c0u, 0x0005380u, 0x0002300u,
		0x0010c00u, 0x0029c00u, 0x0053800u, 0x00a7000u, 0x0046000u,
		0x0218000u, 0x0538000u, 0x0a70000u, 0x14e0000u, 0x08c0000u,
	},
};

static inline uint32_t
forward(int s, int q)
{
	return forward_mask[s][q];
}

static void
find_stuck(struct board_info *bi)
{
	uint32_t stuck = bi->occ, keep;
	int t, changed;

	do {
		changed = 0;
		for (t = 0; t < bi->n; t++) {
			if (!(stuck & (1u << bi->sq[t])))
				continue;
			keep = forward(bi->side[t], bi->sq[t]);
			if ((keep & stuck) != keep) {
				stuck &= ~(1u << bi->sq[t]);
				changed = 1;
			}
		}
	} while (changed);
	bi->stuck = stuck;
}

/*
 * Fewest steps for a side-s tower from q to each square, never entering a
 * square of `walls`, and counting one more for entering a square of
 * `extra` (INF: never); returns the squares reached, q aside.
 */
static uint32_t
walk(int s, int q, uint32_t walls, uint32_t extra, signed char *d)
{
	int r, f, t, m, k, dr = s ? -1 : 1;
	uint32_t reach = 0;

	memset(d, INF, TALAT_NSQUARES);
	d[q] = 0;
	for (r = q / 5 + dr; r >= 0 && r <= 4; r += dr) {
		for (f = 0; f < 5; f++) {
			t = r * 5 + f;
			if (walls & (1u << t))
				continue;
			m = INF;
			for (k = f - 1; k <= f + 1; k++)
				if (k >= 0 && k <= 4 && d[(r - dr) * 5 + k] < m)
					m = d[(r - dr) * 5 + k];
			if (m < INF) {
				d[t] = (signed char)(m + 1 +
				    ((extra >> t) & 1));
				reach |= 1u << t;
			}
		}
	}
	return reach;
}

static const signed char *
distances(struct board_info *bi, int s, int q)
{
	signed char *d = bi->dist[s][q];

	if (!(bi->done[s] & (1u << q))) {
		bi->reach[s][q] = walk(s, q, bi->stuck, 0, d);
		bi->done[s] |= 1u << q;
	}
	return d;
}

static inline uint32_t
reach_of(struct board_info *bi, int s, int q)
{
	if (!(bi->done[s] & (1u << q)))
		distances(bi, s, q);
	return bi->reach[s][q];
}

static inline uint32_t
beside(int s, int q)
{
	return beside_mask[s][q];
}

static uint32_t
meet_mask(struct board_info *bi, int s, int q)
{
	uint32_t ends = 0, from, m;
	int o = !s, r, f, t, dr = o ? -1 : 1;

	if (bi->meet_done[s] & (1u << q))
		return bi->meet[s][q];
	from = reach_of(bi, s, q) | (1u << q);
	while (from) {
		t = __builtin_ctz(from);
		from &= from - 1;
		ends |= beside(s, t);
	}
	m = ends & ~bi->stuck;
	/* and the squares from which steps of side o lead there: sweep
	 * against o's direction */
	for (r = o ? 0 : 4; r >= 0 && r <= 4; r -= dr)
		for (f = 0; f < 5; f++) {
			t = r * 5 + f;
			if (!(bi->stuck & (1u << t)) && (forward(o, t) & m))
				m |= 1u << t;
		}
	bi->meet[s][q] = m;
	bi->meet_done[s] |= 1u << q;
	return m;
}

/* The fewest da[x] + db[y] over squares x (side 0) and y (side 1) side by
 * side; `from` holds the squares with finite da. */
static int
meet_cost(const signed char *da, const signed char *db, uint32_t from)
{
	int sa, sb, best = INF, v;
	uint32_t nb;

	while (from) {
		sa = __builtin_ctz(from);
		from &= from - 1;
		if (da[sa] >= best)
			continue;
		for (nb = beside(0, sa); nb; nb &= nb - 1) {
			sb = __builtin_ctz(nb);
			if (db[sb] < INF && (v = da[sa] + db[sb]) < best)
				best = v;
		}
	}
	return best;
}

/* lower_bound() with the stuck towers in the way. Admissible, and a step
 * changes it by at most one (a step is an edge of the same graph). */
static int
pair_bound(struct board_info *bi, int qa, int qb)
{
	const signed char *da, *db;
	int best;

	if (bi->pair_lb[qa][qb] >= 0)
		return bi->pair_lb[qa][qb];
	da = distances(bi, 0, qa);
	db = distances(bi, 1, qb);
	best = meet_cost(da, db, bi->reach[0][qa] | (1u << qa));
	bi->pair_lb[qa][qb] = (signed char)best;
	return best;
}

/* One arrangement met by the search. */
struct node {
	uint64_t key;
	int32_t parent;
	uint32_t occ;			/* every occupied square */
	unsigned char g, h;		/* steps so far, bound on those left */
	unsigned char refined;		/* h checked by pair_view() */
	unsigned char closed;		/* expanded (reopened when reached in
					 * fewer steps, while shortest) */
	unsigned char mover, to;	/* slot moved from the parent, and where */
	unsigned char sq[MAXT];		/* square of each slot */
};

struct open_entry {
	int32_t node, next;
};

struct search {
	struct node *nodes;
	int nnodes;
	size_t capnodes;
	int32_t *table;			/* node index + 1, 0 when free */
	int tablesize;
	struct open_entry *open;
	int nopen;
	size_t capopen;
	int32_t bucket[NBUCKET];	/* head entry per f, -1 when empty */
	int f;				/* the least f the queue may hold */
	int greedy;			/* past the budget: by the bound alone */
	int expanded;			/* arrangements looked at */
	uint32_t movable;		/* towers with a slot */
};

static inline uint64_t
zkey(int slot, int sq)
{
	uint64_t z = (uint64_t)(slot * 32 + sq + 1) * 0x9e3779b97f4a7c15ULL;

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

static int
grow_table(struct search *s)
{
	int n = s->tablesize ? s->tablesize * 2 : 1024, i, j;
	int32_t *t = calloc((size_t)n, sizeof(*t));

	if (!t)
		return -1;
	for (i = 0; i < s->nnodes; i++) {
		j = (int)(s->nodes[i].key & (uint64_t)(n - 1));
		while (t[j])
			j = (j + 1) & (n - 1);
		t[j] = i + 1;
	}
	free(s->table);
	s->table = t;
	s->tablesize = n;
	return 0;
}

/* The node holding these slot squares, or -1; *where gets the free slot. */
static int
lookup(const struct search *s, uint64_t key, const unsigned char *sq,
    int nslots, int *where)
{
	int j = (int)(key & (uint64_t)(s->tablesize - 1)), k;

	while ((k = s->table[j]) != 0) {
		const struct node *nd = &s->nodes[k - 1];

		if (nd->key == key && !memcmp(nd->sq, sq, (size_t)nslots))
			return k - 1;
		j = (j + 1) & (s->tablesize - 1);
	}
	*where = j;
	return -1;
}

/* A new node (fields left for the caller); -1 when memory runs out. */
static int
new_node(struct search *s)
{
	if (s->nnodes == INT_MAX || tl_grow(&s->nodes, &s->capnodes,
	    (size_t)s->nnodes + 1, sizeof(*s->nodes), 256) < 0)
		return -1;
	return s->nnodes++;
}

static int
push(struct search *s, int node, int f)
{
	if (s->nopen == INT_MAX || tl_grow(&s->open, &s->capopen,
	    (size_t)s->nopen + 1, sizeof(*s->open), 256) < 0)
		return -1;
	s->open[s->nopen].node = node;
	s->open[s->nopen].next = s->bucket[f];
	s->bucket[f] = s->nopen++;
	return 0;
}

static void
search_free(struct search *s)
{
	free(s->nodes);
	free(s->table);
	free(s->open);
}

/*
 * The pair (a, b) in arrangement sqt: returns the fewest steps before a
 * and b can be side by side (INF: never), counting one more for each
 * other tower on the way; *walls gets the squares whose towers can never
 * move in steps that end with a capture between a and b: the largest set
 * of occupied squares whose towers have all their allowed forward squares
 * in the set, a and b being allowed only squares of their meeting regions.
 * (The first tower of the set to move would step onto a square of the set,
 * still occupied.)
 */
static int
pair_view(struct board_info *bi, const signed char *sqt, uint32_t occ,
    int a, int b, uint32_t *walls)
{
	signed char da[TALAT_NSQUARES], db[TALAT_NSQUARES];
	int qa = sqt[a], qb = sqt[b], t, changed;
	uint32_t fa, fb, fw, set = occ, mine = (1u << qa) | (1u << qb), from;

	fa = forward(0, qa) & meet_mask(bi, 1, qb);
	fb = forward(1, qb) & meet_mask(bi, 0, qa);
	do {
		changed = 0;
		for (t = 0; t < bi->n; t++) {
			if (!(set & (1u << sqt[t])))
				continue;
			fw = t == a ? fa : t == b ? fb :
			    forward(bi->side[t], sqt[t]);
			if (fw & ~set) {
				set &= ~(1u << sqt[t]);
				changed = 1;
			}
		}
	} while (changed);
	*walls = set;
	from = walk(0, qa, set & ~mine, occ & ~set & ~mine, da) | (1u << qa);
	walk(1, qb, set & ~mine, occ & ~set & ~mine, db);
	return meet_cost(da, db, from);
}

/*
 * The towers that may have to move for the pair (a, b), given the walls
 * of pair_view(): a within its meeting region (the squares it can reach
 * round the walls from which it can still come beside a square b can
 * reach), b likewise, and every tower standing on a square one of the set
 * may enter, which may then go wherever it can reach round the walls.
 */
static uint32_t
pair_closure(const struct board_info *bi, const signed char *sqt,
    const signed char *sqtower, uint32_t occ, int a, int b, uint32_t walls)
{
	signed char d[TALAT_NSQUARES];
	int qa = sqt[a], qb = sqt[b], t, q, r, f;
	uint32_t mine = (1u << qa) | (1u << qb), ra, rb, ya, yb, ma, mb;
	uint32_t region, got, full = 0, seen = 0, hit, x;

	ra = walk(0, qa, walls & ~mine, 0, d);
	rb = walk(1, qb, walls & ~mine, 0, d);
	ya = ra | (1u << qa);
	yb = rb | (1u << qb);
	/* where each can end beside the other, then where it can come from */
	ma = mb = 0;
	for (x = ya; x; x &= x - 1) {
		q = __builtin_ctz(x);
		if (beside(0, q) & yb)
			ma |= 1u << q;
	}
	for (x = yb; x; x &= x - 1) {
		q = __builtin_ctz(x);
		if (beside(1, q) & ya)
			mb |= 1u << q;
	}
	for (r = 4; r >= 0; r--)
		for (f = 0; f < 5; f++) {
			q = r * 5 + f;
			if ((ra & (1u << q)) && (forward(0, q) & ma))
				ma |= 1u << q;
		}
	for (r = 0; r <= 4; r++)
		for (f = 0; f < 5; f++) {
			q = r * 5 + f;
			if ((rb & (1u << q)) && (forward(1, q) & mb))
				mb |= 1u << q;
		}
	region = (ma & ra) | (mb & rb);
	got = (1u << a) | (1u << b);
	while ((hit = region & occ & ~seen) != 0) {
		seen |= hit;
		for (; hit; hit &= hit - 1) {
			q = __builtin_ctz(hit);
			t = sqtower[q];
			got |= 1u << t;
			if (t == a || t == b || (full & (1u << t)))
				continue;
			full |= 1u << t;
			region |= walk(bi->side[t], q, walls, 0, d);
		}
	}
	return got;
}

static void
fill_capture(const struct board_info *bi, const signed char *sqt,
    struct talat_witness *w)
{
	int k, a, b;

	for (k = 0; k < bi->npairs; k++) {
		a = bi->pa[k];
		b = bi->pb[k];
		if (lower_bound(sqt[a], sqt[b]) != 0)
			continue;
		if (!talat_captures(bi->type[a], bi->type[b])) {
			int t = a;

			a = b;
			b = t;
		}
		w->capture.kind = TALAT_CAPTURE;
		w->capture.board = bi->board;
		w->capture.from = sqt[a];
		w->capture.to = sqt[b];
		w->capture.tower = bi->tower[a];
		w->capture.victim = bi->tower[b];
		return;
	}
}

/* Rebuilds the steps from the root to node `goal`. */
static void
fill_witness(const struct board_info *bi, const struct search *s, int goal,
    struct talat_witness *w)
{
	int path[4 * MAXT + 1], n = 0, i, k, t;
	signed char sqt[MAXT];

	for (k = goal; s->nodes[k].parent >= 0; k = s->nodes[k].parent)
		path[n++] = k;
	memcpy(sqt, bi->sq, sizeof(sqt));
	w->nsteps = 0;
	for (i = n - 1; i >= 0; i--) {
		const struct node *nd = &s->nodes[path[i]];
		struct talat_action *a;

		t = bi->slot_tower[nd->mover];
		if (w->nsteps < TALAT_WITNESS_MAX) {
			a = &w->steps[w->nsteps++];
			a->kind = TALAT_STEP;
			a->board = bi->board;
			a->from = sqt[t];
			a->to = nd->to;
			a->tower = bi->tower[t];
			a->victim = -1;
		}
		sqt[t] = (signed char)nd->to;
	}
	fill_capture(bi, sqt, w);
}

/* Moves every live entry of the queue to the bucket of its bound alone. */
static int
to_greedy(struct search *s)
{
	int32_t *live, n = 0, f, e, u;

	if (!(live = malloc((size_t)(s->nopen + 1) * sizeof(*live))))
		return -1;
	for (f = 0; f < NBUCKET; f++) {
		for (e = s->bucket[f]; e >= 0; e = s->open[e].next) {
			u = s->open[e].node;
			if (s->nodes[u].g + s->nodes[u].h == f &&
			    !s->nodes[u].closed)
				live[n++] = u;
		}
		s->bucket[f] = -1;
	}
	s->nopen = 0;
	for (e = 0; e < n; e++)
		if (push(s, live[e], s->nodes[live[e]].h) < 0) {
			free(live);
			return -1;
		}
	free(live);
	return 0;
}

/* Whether w's steps without step `skip` are legal from the start and
 * leave the capture's two towers side by side; then the capture squares
 * are updated. */
static int
replay_without(const struct board_info *bi, struct talat_witness *w,
    int skip)
{
	signed char sq[TALAT_NSQUARES];
	const struct talat_action *a;
	int i, t, qa = -1, qv = -1;

	memset(sq, -1, sizeof(sq));
	for (t = 0; t < bi->n; t++)
		sq[(int)bi->sq[t]] = bi->tower[t];
	for (i = 0; i < w->nsteps; i++) {
		if (i == skip)
			continue;
		a = &w->steps[i];
		if (sq[a->from] != a->tower || sq[a->to] >= 0)
			return 0;
		sq[a->to] = sq[a->from];
		sq[a->from] = -1;
	}
	for (i = 0; i < TALAT_NSQUARES; i++) {
		if (sq[i] == w->capture.tower)
			qa = i;
		if (sq[i] == w->capture.victim)
			qv = i;
	}
	if (talat_tower_colour(w->capture.tower) == talat_board_low(bi->board) ?
	    lower_bound(qa, qv) != 0 : lower_bound(qv, qa) != 0)
		return 0;
	w->capture.from = qa;
	w->capture.to = qv;
	return 1;
}

/* Drops the steps a witness can do without, one at a time. */
static void
shorten(const struct board_info *bi, struct talat_witness *w)
{
	int i = 0;

	while (i < w->nsteps) {
		if (replay_without(bi, w, i)) {
			memmove(&w->steps[i], &w->steps[i + 1],
			    (size_t)(w->nsteps - i - 1) * sizeof(w->steps[0]));
			w->nsteps--;
			i = 0;
		} else
			i++;
	}
}

/*
 * Keeps the pairs whose bound is finite with the stuck towers in the way;
 * returns the least bound (INF when none is left).
 */
static int
refine_pairs(struct board_info *bi)
{
	int k, n = 0, a, b, v, best = INF;

	for (a = 0; a < bi->n; a++)
		bi->npart[a] = 0;
	for (k = 0; k < bi->npairs; k++) {
		a = bi->pa[k];
		b = bi->pb[k];
		if ((v = pair_bound(bi, bi->sq[a], bi->sq[b])) >= INF)
			continue;
		if (v < best)
			best = v;
		bi->pa[n] = (unsigned char)a;
		bi->pb[n] = (unsigned char)b;
		n++;
		bi->part[a][bi->npart[a]++] = (unsigned char)b;
		bi->part[b][bi->npart[b]++] = (unsigned char)a;
	}
	bi->npairs = n;
	return best;
}

/* --- the search ------------------------------------------------------------ */

/* Gives every tower that can move a slot in the arrangements and puts
 * the root arrangement in the queue; -1 when memory runs out. */
static int
search_start(struct board_info *bi, struct search *s, int h0)
{
	struct node *nd;
	uint64_t key = 0;
	int i, t, u, where;

	memset(s, 0, sizeof(*s));
	memset(s->bucket, -1, sizeof(s->bucket));
	bi->nslots = 0;
	for (t = 0; t < bi->n; t++) {
		bi->slot[t] = -1;
		if (bi->stuck & (1u << bi->sq[t]))
			continue;
		s->movable |= 1u << t;
		bi->slot[t] = (signed char)bi->nslots;
		bi->slot_tower[bi->nslots++] = (unsigned char)t;
	}
	if (grow_table(s) < 0 || (u = new_node(s)) < 0)
		return -1;
	nd = &s->nodes[u];
	for (i = 0; i < bi->nslots; i++) {
		nd->sq[i] = (unsigned char)bi->sq[bi->slot_tower[i]];
		key ^= zkey(i, nd->sq[i]);
	}
	nd->key = key;
	nd->parent = -1;
	nd->occ = bi->occ;
	nd->g = 0;
	nd->h = (unsigned char)h0;
	nd->refined = 0;
	nd->closed = 0;
	lookup(s, key, nd->sq, bi->nslots, &where);
	s->table[where] = u + 1;
	s->f = h0;
	return push(s, u, h0);
}

/*
 * Takes the next arrangement from the queue: its index, -1 when the queue
 * is empty (the board is dead), -2 when memory runs out. Past the budget
 * the queue is ordered by the bound alone from then on.
 */
static int
search_pop(const struct board_info *bi, struct search *s)
{
	const struct node *nd;
	int e, u;

	for (;;) {
		if (!s->greedy && s->expanded >= SHORTEST_BUDGET &&
		    bi->n > BUDGET_TOWERS) {
			/* from now on the least bound first, no reopening */
			if (to_greedy(s) < 0)
				return -2;
			s->greedy = 1;
			s->f = 0;
		}
		while (s->f < NBUCKET && s->bucket[s->f] < 0)
			s->f++;
		if (s->f >= NBUCKET)
			return -1;
		e = s->bucket[s->f];
		s->bucket[s->f] = s->open[e].next;
		u = s->open[e].node;
		nd = &s->nodes[u];
		if ((s->greedy ? nd->h : nd->g + nd->h) == s->f && !nd->closed)
			return u;
		/* else a stale entry */
	}
}

/* The squares of every tower in arrangement nd, and the tower on each
 * square (-1: none). */
static void
arrangement(const struct board_info *bi, const struct node *nd,
    signed char sqt[MAXT], signed char sqtower[TALAT_NSQUARES])
{
	int i, t;

	memcpy(sqt, bi->sq, MAXT);
	for (i = 0; i < bi->nslots; i++)
		sqt[bi->slot_tower[i]] = (signed char)nd->sq[i];
	memset(sqtower, -1, TALAT_NSQUARES);
	for (t = 0; t < bi->n; t++)
		sqtower[(int)sqt[t]] = (signed char)t;
}

/* What an arrangement's expansion needs to know of its pairs. */
struct bounds {
	int lb[MAXT * MAXT];		/* full bound of each pair (INF: none) */
	uint32_t walls[MAXT * MAXT];	/* its walls (pair_view) */
	int hx[MAXT];			/* cheap bound of the arrangement
					   without the pairs of each tower
					   of the best pair (else the least) */
	int href;			/* the least full bound */
};

static void
cheap_bounds_without(struct board_info *bi, const signed char *sqt,
    int m1, int pm, int *hx)
{
	int t, k, x, y, v;

	for (t = 0; t < bi->n; t++)
		hx[t] = m1;
	if (pm < 0)
		return;
	x = bi->pa[pm];
	y = bi->pb[pm];
	hx[x] = hx[y] = INF;
	for (k = 0; k < bi->npairs; k++) {
		v = pair_bound(bi, sqt[bi->pa[k]], sqt[bi->pb[k]]);
		if (bi->pa[k] != x && bi->pb[k] != x && v < hx[x])
			hx[x] = v;
		if (bi->pa[k] != y && bi->pb[k] != y && v < hx[y])
			hx[y] = v;
	}
}

/* The cheap bound of each pair, their least (and which pair), then the
 * full bound of each pair still possible; bd->href is the least. */
static void
arrangement_bounds(struct board_info *bi, const signed char *sqt,
    uint32_t occ, struct bounds *bd)
{
	int k, m1 = INF, pm = -1;

	for (k = 0; k < bi->npairs; k++) {
		bd->lb[k] = pair_bound(bi, sqt[bi->pa[k]], sqt[bi->pb[k]]);
		if (bd->lb[k] < m1) {
			m1 = bd->lb[k];
			pm = k;
		}
	}
	bd->href = INF;
	for (k = 0; k < bi->npairs; k++) {
		if (bd->lb[k] >= INF)
			continue;
		bd->lb[k] = pair_view(bi, sqt, occ, bi->pa[k], bi->pb[k],
		    &bd->walls[k]);
		if (bd->lb[k] < bd->href)
			bd->href = bd->lb[k];
	}
	/* (for the children: computed whether or not this one is closed) */
	cheap_bounds_without(bi, sqt, m1, pm, bd->hx);
}

/* The cheap bound of the arrangement after tower t steps to `to`: the
 * least of hx[t] and the bounds of t's pairs from there. */
static int
child_bound(struct board_info *bi, const signed char *sqt,
    const struct bounds *bd, int t, int to)
{
	int h = bd->hx[t], i, o, v;

	for (i = 0; i < bi->npart[t]; i++) {
		o = bi->part[t][i];
		v = bi->side[t] ? pair_bound(bi, sqt[o], to) :
		    pair_bound(bi, to, sqt[o]);
		if (v < h)
			h = v;
	}
	return h;
}

/*
 * The arrangement after slot `slot` of node u (a copy in cur) steps from
 * `from` to `to`, with cheap bound h: reached anew (added), or again in
 * fewer steps (reopened), or neither. Returns its index, -1 when there is
 * nothing to queue, -2 when memory runs out; *hp gets its bound.
 */
static int
add_child(struct board_info *bi, struct search *s, int u,
    const struct node *cur, int slot, int from, int to, int *hp)
{
	unsigned char csq[MAXT];
	uint64_t ckey;
	struct node *c;
	int child, where;

	memcpy(csq, cur->sq, (size_t)bi->nslots);
	csq[slot] = (unsigned char)to;
	ckey = cur->key ^ zkey(slot, from) ^ zkey(slot, to);
	child = lookup(s, ckey, csq, bi->nslots, &where);
	if (child >= 0) {
		c = &s->nodes[child];
		if (s->greedy || c->g <= cur->g + 1)
			return -1;
		/* reached in fewer steps: reopen */
		c->g = (unsigned char)(cur->g + 1);
		c->parent = u;
		c->mover = (unsigned char)slot;
		c->to = (unsigned char)to;
		c->closed = 0;
		*hp = c->h;
		return child;
	}
	if ((child = new_node(s)) < 0)
		return -2;
	c = &s->nodes[child];
	c->key = ckey;
	c->parent = u;
	c->occ = (cur->occ & ~(1u << from)) | (1u << to);
	c->g = (unsigned char)(cur->g + 1);
	c->h = (unsigned char)*hp;
	c->refined = 0;
	c->closed = 0;
	c->mover = (unsigned char)slot;
	c->to = (unsigned char)to;
	memcpy(c->sq, csq, (size_t)bi->nslots);
	s->table[where] = child + 1;
	if (s->nnodes * 2 > s->tablesize && grow_table(s) < 0)
		return -2;
	return child;
}

/*
 * Queues the children of node u (a copy in cur; tower squares sqt): the
 * steps of every tower that may have to move for a pair still possible.
 * Returns the child whose towers are side by side (a capture is legal
 * there), -1 when none is, -2 when memory runs out.
 */
static int
expand(struct board_info *bi, struct search *s, int u,
    const struct node *cur, const signed char *sqt,
    const signed char *sqtower, const struct bounds *bd)
{
	uint32_t rel = 0, fw;
	int k, t, to, h, child, pf;

	for (k = 0; k < bi->npairs && (rel & s->movable) != s->movable; k++)
		if (bd->lb[k] < INF)
			rel |= pair_closure(bi, sqt, sqtower, cur->occ,
			    bi->pa[k], bi->pb[k], bd->walls[k]);
	rel &= s->movable;
	for (; rel; rel &= rel - 1) {
		t = __builtin_ctz(rel);
		fw = forward(bi->side[t], sqt[t]) & ~cur->occ;
		for (; fw; fw &= fw - 1) {
			to = __builtin_ctz(fw);
			if ((h = child_bound(bi, sqt, bd, t, to)) >= INF)
				continue;
			child = add_child(bi, s, u, cur, bi->slot[t], sqt[t],
			    to, &h);
			if (child == -2)
				return -2;
			if (child < 0)
				continue;
			/* side by side: while shortest, f = g here is the
			 * least in the queue, so no capture is nearer */
			if (h == 0)
				return child;
			pf = s->greedy ? h : cur->g + 1 + h;
			if (push(s, child, pf) < 0)
				return -2;
			if (pf < s->f)
				s->f = pf;
		}
	}
	return -1;
}

/*
 * Looks at arrangement u: refines its bound (requeued when it grows),
 * else closes it and queues its children. Returns as expand().
 */
static int
visit(struct board_info *bi, struct search *s, int u)
{
	struct node cur = s->nodes[u];
	signed char sqt[MAXT], sqtower[TALAT_NSQUARES];
	struct bounds bd;

	s->expanded++;	/* (counts every arrangement looked at) */
	arrangement(bi, &cur, sqt, sqtower);
	arrangement_bounds(bi, sqt, cur.occ, &bd);
	if (bd.href >= INF)
		return -1;	/* no pair can meet from here */
	if (!cur.refined) {
		s->nodes[u].refined = 1;
		if (bd.href > cur.h) {
			s->nodes[u].h = (unsigned char)bd.href;
			return push(s, u, s->greedy ? bd.href :
			    cur.g + bd.href) < 0 ? -2 : -1;
		}
	}
	s->nodes[u].closed = 1;
	return expand(bi, s, u, &cur, sqt, sqtower, &bd);
}

/*
 * The search, once the cheap tests have not decided. Returns 1 dead,
 * 0 not dead (witness filled), -1 out of memory.
 */
static int
search(struct board_info *bi, struct talat_witness *w)
{
	struct search s;
	int h0, u, goal = -1, result = 1;

	find_stuck(bi);
	bi->done[0] = bi->done[1] = 0;
	bi->meet_done[0] = bi->meet_done[1] = 0;
	memset(bi->pair_lb, -1, sizeof(bi->pair_lb));
	if ((h0 = refine_pairs(bi)) >= INF)
		return 1;
	if (search_start(bi, &s, h0) < 0)
		goto oom;
	while ((u = search_pop(bi, &s)) >= 0)
		if ((goal = visit(bi, &s, u)) != -1)
			break;
	if (u == -2 || goal == -2)
		goto oom;
	if (goal >= 0) {
		if (w) {
			fill_witness(bi, &s, goal, w);
			if (s.greedy) {
				w->shortest = 0;
				shorten(bi, w);
			}
		}
		result = 0;
	}
#ifdef DEAD_DEBUG
	fprintf(stderr, "dead: %d slots, %d nodes, %d expanded%s, %d pairs, "
	    "stuck %07x\n", bi->nslots, s.nnodes, s.expanded,
	    s.greedy ? " (greedy)" : "", bi->npairs, bi->stuck);
#endif
	search_free(&s);
	return result;
oom:
	search_free(&s);
	errno = ENOMEM;
	return TALAT_FAILED;
}

/*
 * The common easy case: a pair whose bound on an empty board is the least
 * of all, h0, can meet in h0 steps of its own two towers over squares that
 * are empty now. That witness is a shortest one (h0 bounds them all). The
 * steps of the side-0 tower come first, then the other's: the two paths
 * share no square (one stays on ranks up to the meeting, the other on
 * ranks from it, and they end on different squares), and neither enters
 * the other's square (they would be side by side before, in fewer than h0
 * steps). Returns 1 when found (and fills w).
 */
static int
direct(const struct board_info *bi, int h0, struct talat_witness *w)
{
	signed char da[TALAT_NSQUARES], db[TALAT_NSQUARES];
	int k, a, b, qa, qb, sx, sy, q, p, r, f, i, n, att;
	uint32_t walls, from, nb;

	for (k = 0; k < bi->npairs; k++) {
		a = bi->pa[k];
		b = bi->pb[k];
		qa = bi->sq[a];
		qb = bi->sq[b];
		if (lower_bound(qa, qb) != h0)
			continue;
		walls = bi->occ & ~((1u << qa) | (1u << qb));
		from = walk(0, qa, walls, 0, da) | (1u << qa);
		walk(1, qb, walls, 0, db);
		sx = sy = -1;
		for (; from && sy < 0; from &= from - 1) {
			q = __builtin_ctz(from);
			for (nb = beside(0, q); nb; nb &= nb - 1) {
				p = __builtin_ctz(nb);
				if (db[p] < INF && da[q] + db[p] == h0) {
					sx = q;
					sy = p;
					break;
				}
			}
		}
		if (sy < 0)
			continue;
		if (!w)
			return 1;
		/* a's path backwards from sx, then b's from sy */
		n = da[sx];
		for (q = sx, i = n - 1; i >= 0; q = p, i--) {
			r = q / 5 - 1;
			for (p = -1, f = q % 5 - 1; f <= q % 5 + 1; f++)
				if (f >= 0 && f <= 4 && da[r * 5 + f] == da[q] - 1) {
					p = r * 5 + f;
					break;
				}
			w->steps[i].kind = TALAT_STEP;
			w->steps[i].board = bi->board;
			w->steps[i].from = p;
			w->steps[i].to = q;
			w->steps[i].tower = bi->tower[a];
			w->steps[i].victim = -1;
		}
		for (q = sy, i = h0 - 1; i >= n; q = p, i--) {
			r = q / 5 + 1;
			for (p = -1, f = q % 5 - 1; f <= q % 5 + 1; f++)
				if (f >= 0 && f <= 4 && db[r * 5 + f] == db[q] - 1) {
					p = r * 5 + f;
					break;
				}
			w->steps[i].kind = TALAT_STEP;
			w->steps[i].board = bi->board;
			w->steps[i].from = p;
			w->steps[i].to = q;
			w->steps[i].tower = bi->tower[b];
			w->steps[i].victim = -1;
		}
		w->nsteps = h0;
		w->shortest = 1;
		att = talat_captures(bi->type[a], bi->type[b]);
		w->capture.kind = TALAT_CAPTURE;
		w->capture.board = bi->board;
		w->capture.from = att ? sx : sy;
		w->capture.to = att ? sy : sx;
		w->capture.tower = bi->tower[att ? a : b];
		w->capture.victim = bi->tower[att ? b : a];
		return 1;
	}
	return 0;
}

int
talat_board_dead(const struct talat_position *p, int board,
    struct talat_witness *w)
{
	struct board_info bi;
	int sq, t, a, b, k, lb, best = INF, low;
	int nside[2] = { 0, 0 };

	if (w) {
		w->nsteps = 0;
		w->shortest = 1;
		memset(&w->capture, 0, sizeof(w->capture));
		w->capture.kind = TALAT_CAPTURE;
		w->capture.board = board;
	}
	bi.board = board;
	bi.n = 0;
	bi.occ = 0;
	low = talat_board_low(board);
	for (sq = 0; sq < TALAT_NSQUARES; sq++) {
		if ((t = p->board[board][sq]) < 0)
			continue;
		bi.tower[bi.n] = (signed char)t;
		bi.side[bi.n] = talat_tower_colour(t) != low;
		bi.type[bi.n] = (signed char)talat_tower_type(t);
		bi.sq[bi.n] = (signed char)sq;
		bi.occ |= 1u << sq;
		nside[(int)bi.side[bi.n]]++;
		bi.n++;
	}
	if (!nside[0] || !nside[1])
		return 1;

	/* Relating pairs that can still meet on an otherwise empty board. */
	bi.npairs = 0;
	for (a = 0; a < bi.n; a++) {
		if (bi.side[a])
			continue;
		for (b = 0; b < bi.n; b++) {
			if (!bi.side[b])
				continue;
			if (!talat_captures(bi.type[a], bi.type[b]) &&
			    !talat_captures(bi.type[b], bi.type[a]))
				continue;
			if ((lb = lower_bound(bi.sq[a], bi.sq[b])) >= INF)
				continue;
			if (lb < best)
				best = lb;
			k = bi.npairs++;
			bi.pa[k] = (unsigned char)a;
			bi.pb[k] = (unsigned char)b;
		}
	}
	if (best >= INF)
		return 1;
	if (best == 0) {
		if (w)
			fill_capture(&bi, bi.sq, w);
		return 0;
	}
	if (direct(&bi, best, w))
		return 0;
	return search(&bi, w);
}

unsigned long
talat_witness_squares(const struct talat_witness *w)
{
	unsigned long m = 0;
	int i;

	if (w->nsteps < 0 || w->nsteps > TALAT_WITNESS_MAX)
		return 0;
	for (i = 0; i <= w->nsteps; i++) {
		const struct talat_action *s =
		    i < w->nsteps ? &w->steps[i] : &w->capture;

		if (s->from < 0 || s->from >= TALAT_NSQUARES || s->to < 0 ||
		    s->to >= TALAT_NSQUARES)
			return 0;	/* not a witness */
		m |= (1ul << s->from) | (1ul << s->to);
	}
	return m;
}

/* Appends to buf (room for len, used taken) what fmt gives, as far as
 * it fits; returns the length the whole text takes (as snprintf). */
__attribute__((format(printf, 4, 5)))
static size_t
put(char *buf, size_t len, size_t used, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(used < len ? buf + used : NULL, used < len ?
	    len - used : 0, fmt, ap);
	va_end(ap);
	return n < 0 ? used : used + (size_t)n;
}

size_t
talat_witness_text(const struct talat_witness *w, char *buf, size_t len)
{
	char act[16];
	size_t used = 0;
	int i;

	if (len)
		buf[0] = '\0';
	for (i = 0; i < w->nsteps; i++) {
		talat_action_text(&w->steps[i], act);
		used = put(buf, len, used, "%s ", act);
	}
	talat_action_text(&w->capture, act);
	/* TRANSLATORS: the capture (BG:c3xd4) that the steps of a
	 * witness, listed before it in notation, allow. */
	return put(buf, len, used, w->nsteps ? _("then %s") : "%s", act);
}

size_t
talat_witness_explain(const struct talat_position *p,
    const struct talat_witness *w, char *buf, size_t len)
{
	char act[16], at[3], vt[3], an[4], vn[4];
	size_t used = 0;
	int i;

	(void)p;
	if (len)
		buf[0] = '\0';
	/* Whose step each is: "BS6 moves WB:b4-c3, ". */
	for (i = 0; i < w->nsteps; i++) {
		talat_action_text(&w->steps[i], act);
		talat_tower_name(w->steps[i].tower, an);
		/* TRANSLATORS: a step of a witness, listed before the
		 * capture it allows: the tower (BS6, its colour letter
		 * and type), the step in notation (WB:b4-c3); ends with
		 * ", ". */
		used = put(buf, len, used, _("%s moves %s, "), an, act);
	}
	talat_square_name(w->capture.from, at);
	talat_square_name(w->capture.to, vt);
	talat_tower_name(w->capture.tower, an);
	talat_tower_name(w->capture.victim, vn);
	/* TRANSLATORS: the capturing tower (WM4, its colour letter and
	 * type), its square, the captured tower, its square. The first
	 * follows the steps listed before it. */
	return put(buf, len, used, w->nsteps ?
	    _("then %s on %s can capture %s on %s") :
	    _("%s on %s can capture %s on %s"), an, at, vn, vt);
}
