/* SPDX-License-Identifier: ISC */
/*
 * dead_reference.c: the dead-board question answered the slow, obvious
 * way (rules.md section 7): look at every arrangement of the board that
 * steps can produce, breadth first, and see whether any allows a capture.
 * Little cleverness on purpose: the directions come straight from section
 * 6 (F, FL, FR for a step; F, FL, FR, L, R for a capture, relative to the
 * tower's owner), and the only shortcuts are the rules' own "one colour
 * left is dead", "no type takes another: dead", and not expanding an
 * arrangement where no two towers could ever meet even on an otherwise
 * empty board (reach sets found by brute force, see `hope`). The oracle's
 * lower-bound formula, relevance closure and A* are not used here.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "talat/base.h"
#include "dead_reference.h"

struct arrangement {
	signed char sq[TALAT_NSQUARES];
	unsigned char depth;
};

struct seen {
	struct arrangement *a;
	long n, cap;
	long *slot;		/* index + 1, 0 when free */
	long nslot;
};

/* File and rank offsets of F, FL, FR, L, R for the colour that moves
 * towards higher ranks; the other colour faces the opposite way. */
static const int up_df[5] = { 0, -1, 1, -1, 1 };
static const int up_dr[5] = { 1, 1, 1, 0, 0 };

static int
neighbour(int board, int colour, int sq, int dir)
{
	int up = colour == talat_board_low(board);
	int df = up ? up_df[dir] : -up_df[dir];
	int dr = up ? up_dr[dir] : -up_dr[dir];
	int f = sq % 5 + df, r = sq / 5 + dr;

	if (f < 0 || f > 4 || r < 0 || r > 4)
		return -1;
	return r * 5 + f;
}

static unsigned long
hash(const signed char *sq)
{
	unsigned long h = 1469598103934665603UL;
	int i;

	for (i = 0; i < TALAT_NSQUARES; i++)
		h = (h ^ (unsigned char)sq[i]) * 1099511628211UL;
	return h;
}

/* Adds an arrangement unless seen before: 1 added, 0 known, -1 no memory. */
static int
add(struct seen *s, const signed char *sq, int depth)
{
	long i, j;

	if ((s->n + 1) * 2 > s->nslot) {
		long nn = s->nslot ? s->nslot * 2 : 1024;
		long *ns = calloc((size_t)nn, sizeof(*ns));

		if (!ns)
			return -1;
		for (j = 0; j < s->n; j++) {
			i = (long)(hash(s->a[j].sq) & (unsigned long)(nn - 1));
			while (ns[i])
				i = (i + 1) & (nn - 1);
			ns[i] = j + 1;
		}
		free(s->slot);
		s->slot = ns;
		s->nslot = nn;
	}
	i = (long)(hash(sq) & (unsigned long)(s->nslot - 1));
	while (s->slot[i]) {
		if (!memcmp(s->a[s->slot[i] - 1].sq, sq, TALAT_NSQUARES))
			return 0;
		i = (i + 1) & (s->nslot - 1);
	}
	if (s->n == s->cap) {
		long nc = s->cap ? s->cap * 2 : 512;
		struct arrangement *na = realloc(s->a, (size_t)nc * sizeof(*na));

		if (!na)
			return -1;
		s->a = na;
		s->cap = nc;
	}
	memcpy(s->a[s->n].sq, sq, TALAT_NSQUARES);
	s->a[s->n].depth = (unsigned char)depth;
	s->slot[i] = ++s->n;
	return 1;
}

static int
capture_possible(int board, const signed char *sq)
{
	int from, dir, to, t, v;

	for (from = 0; from < TALAT_NSQUARES; from++) {
		if ((t = sq[from]) < 0)
			continue;
		for (dir = 0; dir < 5; dir++) {
			to = neighbour(board, talat_tower_colour(t), from, dir);
			if (to < 0 || (v = sq[to]) < 0)
				continue;
			if (talat_tower_colour(v) == talat_tower_colour(t))
				continue;
			if (talat_captures(talat_tower_type(t),
			    talat_tower_type(v)))
				return 1;
		}
	}
	return 0;
}

/*
 * One pruning, argued on its own: a tower of one colour and a tower of the
 * other can ever be side by side only if, on an otherwise empty board,
 * some square the first can reach (by its own steps) has the second's
 * reachable square among its capture neighbours. Other towers only take
 * squares away. The tables are built here by brute force from the same
 * neighbour function, not from any formula.
 */
struct meet {
	uint32_t reach[2][TALAT_NSQUARES];	/* [0] the low colour */
	uint32_t attack[2][TALAT_NSQUARES];	/* F, FL, FR, L, R squares */
};

static void
meet_init(int board, struct meet *m)
{
	int side, sq, q, dir, to, changed, colour;

	for (side = 0; side < 2; side++) {
		colour = side ? talat_board_high(board) : talat_board_low(board);
		for (sq = 0; sq < TALAT_NSQUARES; sq++) {
			m->attack[side][sq] = 0;
			for (dir = 0; dir < 5; dir++)
				if ((to = neighbour(board, colour, sq, dir)) >= 0)
					m->attack[side][sq] |= 1u << to;
			m->reach[side][sq] = 1u << sq;
			do {
				changed = 0;
				for (q = 0; q < TALAT_NSQUARES; q++) {
					if (!(m->reach[side][sq] & (1u << q)))
						continue;
					for (dir = 0; dir < 3; dir++) {
						to = neighbour(board, colour, q, dir);
						if (to >= 0 && !(m->reach[side][sq] &
						    (1u << to))) {
							m->reach[side][sq] |= 1u << to;
							changed = 1;
						}
					}
				}
			} while (changed);
		}
	}
}

/* Whether tower t on square a may one day take tower v on square b. */
static int
may_meet(int board, const struct meet *m, int t, int a, int v, int b)
{
	int ts = talat_tower_colour(t) != talat_board_low(board);
	uint32_t ra = m->reach[ts][a], rb = m->reach[!ts][b];
	int q;

	if (!talat_captures(talat_tower_type(t), talat_tower_type(v)))
		return 0;
	for (q = 0; q < TALAT_NSQUARES; q++)
		if ((ra & (1u << q)) && (m->attack[ts][q] & rb))
			return 1;
	return 0;
}

/* Whether any capture may still happen, blocking aside. */
static int
hope(int board, const struct meet *m, const signed char *sq)
{
	int i, j, a, b;

	for (i = 0; i < TALAT_NSQUARES; i++) {
		if ((a = sq[i]) < 0)
			continue;
		for (j = 0; j < TALAT_NSQUARES; j++) {
			if ((b = sq[j]) < 0 ||
			    talat_tower_colour(a) == talat_tower_colour(b))
				continue;
			if (may_meet(board, m, a, i, b, j))
				return 1;
		}
	}
	return 0;
}

/* Whether some tower of one colour could ever take some tower of the
 * other by type alone (rules.md section 3); steps never change that. */
static int
types_relate(int board, const signed char *sq)
{
	int i, j, a, b;

	for (i = 0; i < TALAT_NSQUARES; i++) {
		if ((a = sq[i]) < 0)
			continue;
		for (j = 0; j < TALAT_NSQUARES; j++) {
			if ((b = sq[j]) < 0 ||
			    talat_tower_colour(a) == talat_tower_colour(b))
				continue;
			if (talat_board_has(board, talat_tower_colour(a)) &&
			    talat_board_has(board, talat_tower_colour(b)) &&
			    talat_captures(talat_tower_type(a),
			    talat_tower_type(b)))
				return 1;
		}
	}
	return 0;
}

int
dead_reference(const struct talat_position *p, int board, int *shortest,
    long *visited)
{
	struct seen s = { NULL, 0, 0, NULL, 0 };
	struct meet m;
	signed char next[TALAT_NSQUARES];
	long head;
	int from, dir, to, t, r, result = 1;

	if (visited)
		*visited = 0;
	if (!types_relate(board, p->board[board]))
		return 1;	/* one colour only, or no type takes another */
	meet_init(board, &m);
	if (add(&s, p->board[board], 0) < 0)
		return -1;
	for (head = 0; head < s.n; head++) {
		const signed char *cur = s.a[head].sq;

		if (capture_possible(board, cur)) {
			if (shortest)
				*shortest = s.a[head].depth;
			result = 0;
			break;
		}
		if (!hope(board, &m, cur))
			continue;
		for (from = 0; from < TALAT_NSQUARES; from++) {
			if ((t = cur[from]) < 0)
				continue;
			for (dir = 0; dir < 3; dir++) {
				to = neighbour(board, talat_tower_colour(t),
				    from, dir);
				if (to < 0 || cur[to] >= 0)
					continue;
				memcpy(next, cur, sizeof(next));
				next[to] = next[from];
				next[from] = -1;
				r = add(&s, next, s.a[head].depth + 1);
				if (r < 0) {
					result = -1;
					goto out;
				}
				cur = s.a[head].sq;	/* add may move it */
			}
		}
	}
out:
	if (visited)
		*visited = head < s.n ? head + 1 : s.n;
	free(s.a);
	free(s.slot);
	return result;
}

int
dead_reference_open(const struct talat_position *p, int board)
{
	struct meet m;

	if (capture_possible(board, p->board[board]))
		return 0;
	meet_init(board, &m);
	return hope(board, &m, p->board[board]);
}

uint64_t
dead_rand(uint64_t *state)
{
	uint64_t z = (*state += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

int
dead_rand_below(uint64_t *state, int n)
{
	return (int)(dead_rand(state) % (uint64_t)n);
}

/* A rank nearer rank 0 than not: the smaller of two uniform draws. */
static int
low_rank(uint64_t *state)
{
	int a = dead_rand_below(state, 5), b = dead_rand_below(state, 5);

	return a < b ? a : b;
}

static int
giant_types(enum dead_layout layout)
{
	return layout == DEAD_GIANTS || layout == DEAD_PLAYED_GIANTS;
}

/* A square for a new tower of `side` (0 the low colour). */
static int
random_square(const signed char *sq, int side, enum dead_layout layout,
    int band, int lo_file, int width, uint64_t *state)
{
	int r, f, tries = 0;

	do {
		switch (layout) {
		case DEAD_ADVANCING:
			r = low_rank(state);
			if (side)
				r = 4 - r;
			f = dead_rand_below(state, 5);
			break;
		case DEAD_BAND:
		case DEAD_GIANTS:
			r = band + dead_rand_below(state, 2) + side;
			f = dead_rand_below(state, 5);
			break;
		case DEAD_CROWDED:
			r = dead_rand_below(state, 5);
			f = lo_file + dead_rand_below(state, width);
			break;
		case DEAD_PLAYED:
		case DEAD_PLAYED_GIANTS:
			/* the start line, then the rank before it */
			r = tries < 30 ? 0 : 1;
			if (side)
				r = 4 - r;
			f = dead_rand_below(state, 5);
			break;
		default:
			r = dead_rand_below(state, 5);
			f = dead_rand_below(state, 5);
			break;
		}
		/* a full strip or band: spill over anywhere */
		if (++tries > 60) {
			r = dead_rand_below(state, 5);
			f = dead_rand_below(state, 5);
		}
	} while (sq[r * 5 + f] >= 0);
	return r * 5 + f;
}

void
dead_random_board(struct talat_position *p, int board, int n,
    enum dead_layout layout, uint64_t *state)
{
	int count[2] = { 0, 0 }, used[2] = { 0, 0 };
	int i, side, type, sq, band, flip, lo_file, width, big, colour, tower;
	int nsteps, from, to, df;
	signed char *b = p->board[board];

	memset(p, 0, sizeof(*p));
	memset(p->board, -1, sizeof(p->board));
	memset(p->at, TALAT_AT_CAPTURED, sizeof(p->at));
	memset(p->captured, -1, sizeof(p->captured));
	p->to_act = (signed char)talat_board_low(board);
	p->zihin = -1;
	p->placed = 27;
	p->ply = 100;
	if (n > 18)
		n = 18;
	width = 2 + dead_rand_below(state, 2);
	lo_file = dead_rand_below(state, 6 - width);
	band = dead_rand_below(state, 3);
	flip = dead_rand_below(state, 2);
	for (i = 0; i < n; i++) {
		side = dead_rand_below(state, 2);
		if (count[side] == 9)
			side = !side;
		big = (side ^ flip) ? 6 : 0;	/* first type of the class */
		if (giant_types(layout) &&
		    (used[side] & (7 << big)) != (7 << big)) {
			/* small towers for one colour, large for the other:
			 * only S3 and L6 relate */
			do
				type = big + dead_rand_below(state, 3);
			while (used[side] & (1 << type));
		} else {
			do
				type = dead_rand_below(state, 9);
			while (used[side] & (1 << type));
		}
		sq = random_square(b, side, layout, band, lo_file, width,
		    state);
		used[side] |= 1 << type;
		count[side]++;
		colour = side ? talat_board_high(board) : talat_board_low(board);
		tower = talat_tower_of(colour, type);
		b[sq] = (signed char)tower;
		p->at[tower] = (signed char)(board * 25 + sq);
	}
	if (layout != DEAD_PLAYED && layout != DEAD_PLAYED_GIANTS) {
		dead_census(p);
		return;
	}
	/* random steps of random towers (captures are not played) */
	nsteps = dead_rand_below(state, 4 * n + 1);
	for (i = 0; i < nsteps; i++) {
		from = dead_rand_below(state, TALAT_NSQUARES);
		if ((tower = b[from]) < 0)
			continue;
		side = talat_tower_colour(tower) != talat_board_low(board);
		df = dead_rand_below(state, 3) - 1;
		if (from % 5 + df < 0 || from % 5 + df > 4)
			continue;
		if ((side && from < 5) || (!side && from >= 20))
			continue;
		to = from + (side ? -5 : 5) + df;
		if (b[to] >= 0)
			continue;
		b[to] = (signed char)tower;
		b[from] = -1;
		p->at[tower] = (signed char)(board * 25 + to);
	}
	dead_census(p);
}

void
dead_census(struct talat_position *p)
{
	int t, b, sq, c;

	memset(p->at, TALAT_AT_CAPTURED, sizeof(p->at));
	memset(p->captured, -1, sizeof(p->captured));
	memset(p->ncaptured, 0, sizeof(p->ncaptured));
	for (b = 0; b < TALAT_NBOARDS; b++)
		for (sq = 0; sq < TALAT_NSQUARES; sq++)
			if ((t = p->board[b][sq]) >= 0)
				p->at[t] = (signed char)(b * 25 + sq);
	for (t = 0; t < TALAT_NTOWERS; t++) {
		if (p->at[t] != TALAT_AT_CAPTURED)
			continue;
		c = (talat_tower_colour(t) + 1) % 3;
		p->captured[c][p->ncaptured[c]++] = (signed char)t;
	}
}

void
dead_rotate(const struct talat_position *p, int k, struct talat_position *q)
{
	int b, sq, t;

	*q = *p;
	memset(q->board, -1, sizeof(q->board));
	for (b = 0; b < 3; b++)
		for (sq = 0; sq < TALAT_NSQUARES; sq++)
			if ((t = p->board[b][sq]) >= 0)
				q->board[(b + k) % 3][sq] = (signed char)
				    talat_tower_of((talat_tower_colour(t) + k) % 3,
				    talat_tower_type(t));
	dead_census(q);
}
