/*
 * dead.c: the dead-board oracle (rules.md section 7).
 *
 * Geometry. On board b the low colour (side 0) moves towards higher ranks,
 * the high colour (side 1) towards lower ones. For a side-0 tower x and a
 * side-1 tower y let d = rank(y) - rank(x) and g = |file(x) - file(y)|.
 * Either may take the other (if the types allow) exactly when
 * (d == 1 && g <= 1) || (d == 0 && g == 1): F, FL, FR of one is L, R, F,
 * FL or FR of the other. A step of x or of y lowers d by one and changes g
 * by at most one, so d never grows and g - d never shrinks. Hence
 *
 *   lb(d, g) = d - 1 when 1 <= d and g <= d,
 *              d     when g == d + 1 (>= 1),
 *              infinite otherwise (d < 0, or g > d + 1, or d == 0 && g != 1)
 *
 * is the fewest steps after which x and y can be side by side ignoring
 * every other tower, and a pair with infinite lb can never meet again.
 *
 * Decision. (1) A relating pair with lb == 0: not dead, no steps needed.
 * (2) No relating pair with finite lb: dead, whatever the blocking.
 * (3) Otherwise an A* search over the arrangements reachable by steps,
 * with h = min lb over the relating pairs. h is admissible (blocking only
 * adds steps) and consistent (a step changes each lb by at most one), so
 * the first capture found is after the fewest steps; states with infinite h
 * are never expanded. The search moves only "relevant" towers: the towers
 * of pairs with finite lb, closed under "stands in the forward cone (every
 * square steps could ever reach) of a relevant tower". Any sequence of
 * steps ending in a capture stays legal, and no longer, when every move of
 * an irrelevant tower is dropped: such a tower stands still on a square no
 * relevant tower ever enters, and relevant towers are where they were. So
 * restricting each state's moves this way loses neither captures nor
 * shortest witnesses, and an exhausted search proves the board dead.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "talat/dead.h"

#define INF 127
#define MAXT TALAT_NSQUARES	/* towers on one board (18 when valid) */
#define NBUCKET 128		/* f = g + h <= 4 * 25 + 4 */

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

/* Squares a step of side s from q may go to: F, FL, FR. */
static inline uint32_t
forward(int s, int q)
{
	int r = q / 5 + (s ? -1 : 1), f = q % 5;
	uint32_t m;

	if (r < 0 || r > 4)
		return 0;
	m = 1u << (r * 5 + f);
	if (f > 0)
		m |= 1u << (r * 5 + f - 1);
	if (f < 4)
		m |= 1u << (r * 5 + f + 1);
	return m;
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

/* Fewest steps for a side-s tower from q to each square, never entering
 * a square of `walls` (INF: never); returns the squares reached, q aside. */
static uint32_t
walk(int s, int q, uint32_t walls, signed char *d)
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
				d[t] = (signed char)(m + 1);
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
		bi->reach[s][q] = walk(s, q, bi->stuck, d);
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

/* The squares where a tower of side !s is side by side with a side-s
 * tower on q. */
static inline uint32_t
beside(int s, int q)
{
	int r = q / 5 + (s ? -1 : 1), f = q % 5;
	uint32_t m = 0;

	if (r >= 0 && r <= 4)
		m = forward(s, q);
	if (f > 0)
		m |= 1u << (q - 1);
	if (f < 4)
		m |= 1u << (q + 1);
	return m;
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

/*
 * A better bound for a state where the least pair bound is h: h + 1 when
 * every pair with bound h needs a square occupied now (their bound with
 * every other tower as a wall is more than h). Then another tower has to
 * step first, or the pair has to go round: one step more at least. Still
 * consistent: a step of one of the pair is an edge of its walled graph,
 * and any other step lowers neither part by more than one.
 */
static int
blocked_bound(const struct board_info *bi, const signed char *sqt,
    uint32_t occ, const int *lb, int h)
{
	signed char da[TALAT_NSQUARES], db[TALAT_NSQUARES];
	uint32_t walls, from;
	int k, qa, qb;

	for (k = 0; k < bi->npairs; k++) {
		if (lb[k] != h)
			continue;
		qa = sqt[bi->pa[k]];
		qb = sqt[bi->pb[k]];
		walls = occ & ~((1u << qa) | (1u << qb));
		from = walk(0, qa, walls, da) | (1u << qa);
		walk(1, qb, walls, db);
		if (meet_cost(da, db, from) <= h)
			return h;
	}
	return h + 1;
}

/* One arrangement met by the search. */
struct node {
	uint64_t key;
	int32_t parent;
	uint32_t occ;			/* every occupied square */
	unsigned char g, h;
	unsigned char refined;		/* h checked by blocked_bound() */
	unsigned char mover, to;	/* slot moved from the parent, and where */
	unsigned char sq[MAXT];		/* square of each slot */
};

struct open_entry {
	int32_t node, next;
};

struct search {
	struct node *nodes;
	int nnodes, capnodes;
	int32_t *table;			/* node index + 1, 0 when free */
	int tablesize;
	struct open_entry *open;
	int nopen, capopen;
	int32_t bucket[NBUCKET];	/* head entry per f, -1 when empty */
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
	if (s->nnodes == s->capnodes) {
		int n = s->capnodes ? s->capnodes * 2 : 256;
		struct node *nn = realloc(s->nodes, (size_t)n * sizeof(*nn));

		if (!nn)
			return -1;
		s->nodes = nn;
		s->capnodes = n;
	}
	return s->nnodes++;
}

static int
push(struct search *s, int node, int f)
{
	if (s->nopen == s->capopen) {
		int n = s->capopen ? s->capopen * 2 : 256;
		struct open_entry *no = realloc(s->open, (size_t)n * sizeof(*no));

		if (!no)
			return -1;
		s->open = no;
		s->capopen = n;
	}
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
 * The towers that may have to move from the current squares sqt, the
 * union over the pairs (a, b) with finite bound lb[k] of this closure:
 * a may move only within its meeting region for b (the squares it can
 * reach from which it could still meet b where b stands), b likewise; any
 * other tower standing in the region of a tower of the closure joins it,
 * and may move anywhere it can reach (it may have to make room). Stuck
 * towers never move, so their squares are in nobody's region.
 *
 * Why this loses no capture: take any steps ending in a capture between a
 * and b, and drop every step of the towers outside the closure of (a, b).
 * Every square a stands on meanwhile is in its meeting region for b (the
 * two can still meet from there, so also with b where it stands now), the
 * same for b, and every other tower of the closure stays in what it can
 * reach; the dropped towers stand where none of the kept ones ever steps,
 * and the kept ones are where they were. So the kept steps stay legal, are
 * no more, and end in the same capture.
 */
static uint32_t
relevant(struct board_info *bi, const signed char *sqt,
    const signed char *sqtower, uint32_t occ, const int *lb,
    uint32_t movable)
{
	uint32_t rel = 0, got, full, region, hit, seen;
	int t, q, k, a, b;

	for (k = 0; k < bi->npairs && (rel & movable) != movable; k++) {
		if (lb[k] >= INF)
			continue;
		a = bi->pa[k];
		b = bi->pb[k];
		got = (1u << a) | (1u << b);
		full = seen = 0;
		region = (reach_of(bi, 0, sqt[a]) & meet_mask(bi, 1, sqt[b])) |
		    (reach_of(bi, 1, sqt[b]) & meet_mask(bi, 0, sqt[a]));
		while ((hit = region & occ & ~seen) != 0) {
			seen |= hit;
			while (hit) {
				q = __builtin_ctz(hit);
				hit &= hit - 1;
				t = sqtower[q];
				got |= 1u << t;
				if (t == a || t == b || (full & (1u << t)))
					continue;
				full |= 1u << t;
				region |= reach_of(bi, bi->side[t], q);
			}
		}
		rel |= got;
	}
	return rel;
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

/*
 * The search, once the cheap tests have not decided. Returns 1 dead,
 * 0 not dead (witness filled), -1 out of memory.
 */
static int
astar(struct board_info *bi, struct talat_witness *w)
{
	struct search s;
	signed char sqt[MAXT], sqtower[TALAT_NSQUARES];
	int lb[MAXT * MAXT], hx[MAXT];
	uint32_t rel, movable = 0;
	int i, k, t, f, e, u, m1, pm, h0, pf, result = 1, where;
	uint64_t key = 0;

	find_stuck(bi);
	bi->done[0] = bi->done[1] = 0;
	bi->meet_done[0] = bi->meet_done[1] = 0;
	memset(bi->pair_lb, -1, sizeof(bi->pair_lb));
	if ((h0 = refine_pairs(bi)) >= INF)
		return 1;

	memset(&s, 0, sizeof(s));
	memset(s.bucket, -1, sizeof(s.bucket));

	/* Any tower but a stuck one may move in some state: one that is not
	 * relevant now can become so later, so every movable tower has a
	 * place in the search state. */
	for (k = 0; k < bi->npairs; k++)
		lb[k] = 0;	/* every pair left is finite */
	memset(sqtower, -1, sizeof(sqtower));
	for (t = 0; t < bi->n; t++) {
		sqtower[(int)bi->sq[t]] = (signed char)t;
		if (!(bi->stuck & (1u << bi->sq[t])))
			movable |= 1u << t;
	}
	bi->nslots = 0;
	for (t = 0; t < bi->n; t++) {
		bi->slot[t] = -1;
		if (movable & (1u << t)) {
			bi->slot[t] = (signed char)bi->nslots;
			bi->slot_tower[bi->nslots++] = (unsigned char)t;
		}
	}

	if (grow_table(&s) < 0 || (u = new_node(&s)) < 0)
		goto oom;
	{
		struct node *nd = &s.nodes[u];

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
		lookup(&s, key, nd->sq, bi->nslots, &where);
		s.table[where] = u + 1;
	}
	if (push(&s, u, h0) < 0)
		goto oom;

	for (f = h0; f < NBUCKET; f++) {
		while ((e = s.bucket[f]) >= 0) {
			struct node cur;

			s.bucket[f] = s.open[e].next;
			u = s.open[e].node;
			cur = s.nodes[u];
			if (cur.g + cur.h != f)
				continue;	/* reached more cheaply since */

			memcpy(sqt, bi->sq, sizeof(sqt));
			for (i = 0; i < bi->nslots; i++)
				sqt[bi->slot_tower[i]] = (signed char)cur.sq[i];
			/* bounds of the pairs, their minimum, and the minimum
			 * without each tower of the best pair */
			m1 = INF;
			pm = -1;
			for (k = 0; k < bi->npairs; k++) {
				lb[k] = pair_bound(bi, sqt[bi->pa[k]],
				    sqt[bi->pb[k]]);
				if (lb[k] < m1) {
					m1 = lb[k];
					pm = k;
				}
			}
			if (!cur.refined) {
				/* evaluated lazily: a node waits with the cheap
				 * bound and goes back if the better one is more */
				s.nodes[u].refined = 1;
				k = blocked_bound(bi, sqt, cur.occ, lb, m1);
				if (k > cur.h) {
					s.nodes[u].h = (unsigned char)k;
					if (push(&s, u, cur.g + k) < 0)
						goto oom;
					continue;
				}
			}
			for (t = 0; t < bi->n; t++)
				hx[t] = m1;
			if (pm >= 0) {
				int x = bi->pa[pm], y = bi->pb[pm];

				hx[x] = hx[y] = INF;
				for (k = 0; k < bi->npairs; k++) {
					if (bi->pa[k] != x && bi->pb[k] != x &&
					    lb[k] < hx[x])
						hx[x] = lb[k];
					if (bi->pa[k] != y && bi->pb[k] != y &&
					    lb[k] < hx[y])
						hx[y] = lb[k];
				}
			}
			memset(sqtower, -1, sizeof(sqtower));
			for (t = 0; t < bi->n; t++)
				sqtower[(int)sqt[t]] = (signed char)t;
			rel = relevant(bi, sqt, sqtower, cur.occ, lb,
			    movable) & movable;

			while (rel) {
				uint32_t fw;
				int from, to, h, slot, child;

				t = __builtin_ctz(rel);
				rel &= rel - 1;
				slot = bi->slot[t];
				from = sqt[t];
				fw = forward(bi->side[t], from) & ~cur.occ;
				while (fw) {
					uint64_t ckey;
					unsigned char csq[MAXT];

					to = __builtin_ctz(fw);
					fw &= fw - 1;
					h = hx[t];
					for (i = 0; i < bi->npart[t]; i++) {
						int o = bi->part[t][i], v;

						v = bi->side[t] ?
						    pair_bound(bi, sqt[o], to) :
						    pair_bound(bi, to, sqt[o]);
						if (v < h)
							h = v;
					}
					if (h >= INF)
						continue;
					memcpy(csq, cur.sq, (size_t)bi->nslots);
					csq[slot] = (unsigned char)to;
					ckey = cur.key ^ zkey(slot, from) ^
					    zkey(slot, to);
					child = lookup(&s, ckey, csq, bi->nslots,
					    &where);
					if (child >= 0) {
						struct node *c = &s.nodes[child];

						if (c->g <= cur.g + 1)
							continue;
						c->g = (unsigned char)(cur.g + 1);
						c->parent = u;
						c->mover = (unsigned char)slot;
						c->to = (unsigned char)to;
						h = c->h;	/* maybe refined */
					} else {
						struct node *c;

						if ((child = new_node(&s)) < 0)
							goto oom;
						c = &s.nodes[child];
						c->key = ckey;
						c->parent = u;
						c->occ = (cur.occ & ~(1u << from)) |
						    (1u << to);
						c->g = (unsigned char)(cur.g + 1);
						c->h = (unsigned char)h;
						c->refined = 0;
						c->mover = (unsigned char)slot;
						c->to = (unsigned char)to;
						memcpy(c->sq, csq,
						    (size_t)bi->nslots);
						s.table[where] = child + 1;
						if (s.nnodes * 2 > s.tablesize &&
						    grow_table(&s) < 0)
							goto oom;
					}
					if (h == 0) {
						if (w)
							fill_witness(bi, &s, child, w);
						result = 0;
						goto done;
					}
					/*
					 * A child's cheap bound may be below the
					 * refined one of its parent: f never
					 * drops along a step for the refined
					 * bound, so f is a bound for the child
					 * too; keep h = f - g for the check above.
					 */
					pf = cur.g + 1 + h;
					if (pf < f) {
						pf = f;
						s.nodes[child].h =
						    (unsigned char)(f - cur.g - 1);
					}
					if (push(&s, child, pf) < 0)
						goto oom;
				}
			}
		}
	}
done:
#ifdef DEAD_DEBUG
	fprintf(stderr, "dead: %d slots, %d nodes, %d pairs, stuck %07x\n",
	    bi->nslots, s.nnodes, bi->npairs, bi->stuck);
#endif
	search_free(&s);
	return result;
oom:
	search_free(&s);
	return -1;
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
	return astar(&bi, w);
}

void
talat_witness_text(const struct talat_witness *w, char *buf, size_t len)
{
	char act[16];
	size_t used = 0;
	int i, n;

	if (!len)
		return;
	buf[0] = '\0';
	for (i = 0; i < w->nsteps; i++) {
		talat_action_text(&w->steps[i], act);
		n = snprintf(buf + used, len - used, "%s ", act);
		if (n < 0 || (size_t)n >= len - used)
			return;
		used += (size_t)n;
	}
	talat_action_text(&w->capture, act);
	snprintf(buf + used, len - used, "%s%s", w->nsteps ? "then " : "", act);
}

void
talat_witness_explain(const struct talat_position *p,
    const struct talat_witness *w, char *buf, size_t len)
{
	char act[16], at[3], vt[3], an[4], vn[4];
	size_t used = 0;
	int i, n;

	(void)p;
	if (!len)
		return;
	buf[0] = '\0';
	for (i = 0; i < w->nsteps; i++) {
		talat_action_text(&w->steps[i], act);
		n = snprintf(buf + used, len - used, "%s ", act);
		if (n < 0 || (size_t)n >= len - used)
			return;
		used += (size_t)n;
	}
	talat_square_name(w->capture.from, at);
	talat_square_name(w->capture.to, vt);
	talat_tower_name(w->capture.tower, an);
	talat_tower_name(w->capture.victim, vn);
	snprintf(buf + used, len - used, "%s%c's %s on %s can take %c's %s on %s",
	    w->nsteps ? "then " : "", an[0], an + 1, at, vn[0], vn + 1, vt);
}
