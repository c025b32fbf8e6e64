/* SPDX-License-Identifier: ISC */
/*
 * reconcile.c: talat reconcile's result (arbiter.md section 6): the tags
 * the sheets settle, the starts that the Position, Zihin and Order tags
 * leave open, a search for each (reconcile_search.c, all in step, so
 * that the closest decides), and what each sheet wrote differently: as
 * data, as comments of the game and as diagnostics.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include "reconcile_private.h"
#include "internal.h"
#include "record_private.h"
#include "diag_private.h"
#include "i18n.h"
#include "diag_raise.h"

#define SHOWN 80		/* bytes of a tag value shown in a message */

const char *
talat_reconcile_outcome_name(enum talat_reconcile_outcome o)
{
	switch (o) {
	case TALAT_RECONCILE_UNIQUE: return "unique";
	case TALAT_RECONCILE_AMBIGUOUS: return "ambiguous";
	case TALAT_RECONCILE_TOO_FAR: return "too-far";
	case TALAT_RECONCILE_NO_START: break;
	}
	return "no-start";
}

const char *
talat_sheet_diff_kind_name(enum talat_sheet_diff_kind kind)
{
	switch (kind) {
	case TALAT_SHEET_WROTE: return "wrote";
	case TALAT_SHEET_NOTHING: return "nothing";
	case TALAT_SHEET_ALSO: break;
	}
	return "also";
}

void
talat_reconcile_init(struct talat_reconcile *rc)
{
	memset(rc, 0, sizeof *rc);
	talat_game_init(&rc->game);
	talat_result_init(&rc->result);
	rc->distance = -1;
}

void
talat_reconcile_free(struct talat_reconcile *rc)
{
	size_t i;
	int j;

	for (i = 0; i < rc->ndiags; i++)
		talat_diag_free(&rc->diags[i].d);
	free(rc->diags);
	for (j = 0; j < TALAT_RECONCILE_SHEETS; j++) {
		free(rc->sheets[j].diffs);
		free(rc->sheets[j].tags);
	}
	talat_game_free(&rc->game);
	talat_result_free(&rc->result);
	talat_reconcile_init(rc);
}

/* Room for `need` elements (tl_grow, internal.h). */
#define grow(pp, cap, need, size)	tl_grow((pp), (cap), (need), (size), 8)


static int
diag_put(struct talat_reconcile *rc, int sheet, struct talat_loc loc,
    long ply, enum talat_diag_kind kind, const char *text)
{
	struct talat_reconcile_diag *d;

	if (grow(&rc->diags, &rc->capdiags, rc->ndiags + 1, sizeof *rc->diags) <
	    0)
		return -1;
	d = &rc->diags[rc->ndiags];
	memset(d, 0, sizeof *d);
	d->sheet = sheet;
	d->d.kind = kind;
	d->d.severity = talat_diag_severity(kind);
	d->d.loc = loc;
	d->d.ply = ply;
	if ((d->d.message = strdup(text)) == NULL)
		return -1;
	rc->ndiags++;
	return 0;
}

static int
diag_add(struct talat_reconcile *rc, int sheet, struct talat_loc loc,
    long ply, enum talat_diag_kind kind, ...)
{
	struct talat_msg m;
	va_list ap;

	va_start(ap, kind);
	talat_msg_vset(&m, kind, ap);
	va_end(ap);
	return diag_put(rc, sheet, loc, ply, m.kind, m.text);
}
#define diag_add(rc, sheet, loc, ply, ...) (TL_DIAG_CHECK(__VA_ARGS__), \
	diag_add(rc, sheet, loc, ply, __VA_ARGS__))

/* A tag value as TGN writes it, in double quotes, cut after SHOWN
 * bytes (at a character's start) with "..." for a message; or "-". */
static void
quote(const char *v, char *buf, size_t len)
{
	size_t o = 0, i;

	if (v == NULL) {
		snprintf(buf, len, "-");
		return;
	}
	buf[o++] = '"';
	for (i = 0; v[i] != '\0' && o + 8 < len; i++) {
		if (i >= SHOWN && ((unsigned char)v[i] & 0xC0) != 0x80) {
			memcpy(buf + o, "...", 3);
			o += 3;
			break;
		}
		if (v[i] == '"' || v[i] == '\\')
			buf[o++] = '\\';
		buf[o++] = v[i];
	}
	buf[o++] = '"';
	buf[o] = '\0';
}

static int
same(const char *a, const char *b)
{
	return a == NULL ? b == NULL : b != NULL && strcmp(a, b) == 0;
}

/* --- the sheets' tags --------------------------------------------------- */

/* A tag name and each sheet's first tag of that name. */
struct tname {
	const char *name;
	const struct talat_tag *t[RC_MAXSHEETS];
	int sheet;			/* where the name first appears */
	size_t pos;
};

struct tref {
	const struct talat_tag *tag;
	int sheet;
	size_t pos;
};

static int
tref_cmp(const void *pa, const void *pb)
{
	const struct tref *a = pa, *b = pb;
	int c = strcmp(a->tag->name, b->tag->name);

	if (c != 0)
		return c;
	if (a->sheet != b->sheet)
		return a->sheet - b->sheet;
	return a->pos < b->pos ? -1 : a->pos > b->pos;
}

static int
tname_cmp(const void *pa, const void *pb)
{
	const struct tname *a = pa, *b = pb;

	if (a->sheet != b->sheet)
		return a->sheet - b->sheet;
	return a->pos < b->pos ? -1 : a->pos > b->pos;
}

/* The first occurrences of every sheet's tags, one per sheet and name. */
static struct tref *
tag_refs(const struct talat_game *const *g, int k, size_t *n)
{
	size_t total = 0, most = 1, i;
	struct tref *r;
	size_t *first;
	int j;

	*n = 0;
	for (j = 0; j < k; j++) {
		total += g[j]->ntags;
		if (g[j]->ntags > most)
			most = g[j]->ntags;
	}
	r = malloc((total ? total : 1) * sizeof *r);
	first = malloc(most * sizeof *first);
	if (r == NULL || first == NULL)
		goto fail;
	for (j = 0; j < k; j++) {
		if (talat_game_tag_firsts(g[j], first) < 0)
			goto fail;
		for (i = 0; i < g[j]->ntags; i++)
			if (first[i] == i) {
				r[*n].tag = &g[j]->tags[i];
				r[*n].sheet = j;
				r[(*n)++].pos = i;
			}
	}
	free(first);
	qsort(r, *n, sizeof *r, tref_cmp);
	return r;
fail:
	free(first);
	free(r);
	return NULL;
}

/* Every tag name of the sheets, in the order of the first sheet, then
 * of the next sheets' new names. */
static int
collect_names(const struct talat_game *const *g, int k, struct tname **out,
    size_t *nout)
{
	struct tname *names;
	struct tref *r;
	size_t n, i, m = 0;

	if ((r = tag_refs(g, k, &n)) == NULL)
		return -1;
	if ((names = calloc(n ? n : 1, sizeof *names)) == NULL) {
		free(r);
		return -1;
	}
	for (i = 0; i < n; i++) {
		if (i == 0 || strcmp(r[i].tag->name, r[i - 1].tag->name) != 0) {
			names[m].name = r[i].tag->name;
			names[m].sheet = r[i].sheet;
			names[m++].pos = r[i].pos;
		}
		names[m - 1].t[r[i].sheet] = r[i].tag;
	}
	free(r);
	qsort(names, m, sizeof *names, tname_cmp);
	*out = names;
	*nout = m;
	return 0;
}

/*
 * The values most voting sheets give (v[j], NULL a value too): into
 * tied, for each such value the first sheet that gives it, in sheet
 * order. Returns how many (0 when no sheet votes).
 */
static int
vote(const char *const *v, const int *votes, int k, int *tied)
{
	int count[RC_MAXSHEETS] = { 0, 0, 0 }, rep[RC_MAXSHEETS];
	int j, l, best = 0, n = 0;

	for (j = 0; j < k; j++) {
		if (!votes[j])
			continue;
		for (l = 0; l < j && !(votes[l] && same(v[l], v[j])); l++)
			;
		rep[j] = l;
		if (++count[l] > best)
			best = count[l];
	}
	for (j = 0; j < k; j++)
		if (votes[j] && rep[j] == j && count[j] == best)
			tied[n++] = j;
	return n;
}

/* The Order of a sheet that has none, given the Zihin tag's value. */
static const char *
default_order(const char *zihin)
{
	if (zihin == NULL || zihin[0] == '\0' || zihin[1] != '\0')
		return "W B G";
	switch (zihin[0]) {
	case 'W': return "B G";
	case 'B': return "W G";
	case 'G': return "W B";
	}
	return "W B G";
}

/* --- the starts the sheets leave open ------------------------------------- */

/* One way to settle Position, Zihin and Order: the sheets whose values
 * it takes (Order: its value, or the default for its Zihin). */
struct cand {
	int ps, zs, os;
	const char *position, *zihin, *order;
	int order_tag;			/* the order is some sheet's tag */
	struct talat_tag tags[4];	/* the start's tags alone */
	int tag_sheet[4];
	struct talat_loc real_loc[4];	/* where they stand in their sheet */
	struct talat_game g;
	struct talat_result r;
	struct rc_start start;
	long *stood;
	int usable, gaveup;
	long budget;			/* positions it may still examine */
	long distance;			/* -1: none within the limit */
	struct rc_search *x;
};

struct settle {
	const struct talat_game *const *sheets;
	int k;
	const struct talat_reconcile_options *opts;
	struct rc_sheets s;
	struct tname *names;
	size_t nnames;
	int *chosen;			/* per name: the sheet whose value */
	int *tied;			/* per name: a tie was broken */
	size_t *gtag;			/* per name: its tag in the game, or
					   SIZE_MAX */
	const struct tname *tn[4];	/* Position, Zihin, Order, Stood */
	struct cand *c;
	int nc, win, gaveup;
	int np, nz;			/* values tied for Position, Zihin */
	uint32_t *items;
	size_t m;
	struct rc_fork fork;
	long *plyof;			/* each item's ply */
	/* The claims settled a tie (settle_by_claims()): how many least
	 * games there were, and where the first one they ruled out parts
	 * from the game (fork.at, fork.end and fork.alt as for a fork). */
	int claims;
	long nleast;
};

static const char *const rule_tags[4] = { "Position", "Zihin", "Order",
	"Stood" };

static const char *
value_of(const struct tname *tn, int j)
{
	return tn != NULL && tn->t[j] != NULL ? tn->t[j]->value : NULL;
}

/* Settles every tag but Position, Zihin and Order by majority. */
static int
settle_plain(struct settle *st)
{
	const char *v[RC_MAXSHEETS];
	int votes[RC_MAXSHEETS], tied[RC_MAXSHEETS], j, r;
	size_t i;

	st->chosen = calloc(st->nnames ? st->nnames : 1, sizeof *st->chosen);
	st->tied = calloc(st->nnames ? st->nnames : 1, sizeof *st->tied);
	if (st->chosen == NULL || st->tied == NULL)
		return -1;
	for (i = 0; i < st->nnames; i++) {
		for (r = 0; r < 4; r++)
			if (strcmp(st->names[i].name, rule_tags[r]) == 0)
				st->tn[r] = &st->names[i];
		for (j = 0; j < st->k; j++) {
			v[j] = value_of(&st->names[i], j);
			votes[j] = v[j] != NULL;
		}
		st->tied[i] = vote(v, votes, st->k, tied) > 1;
		st->chosen[i] = tied[0];
	}
	return 0;
}

/* The values each sheet gives a rule tag (NULL: none) into v, and
 * which of them most sheets give. */
static int
vote_rule(const struct settle *st, int r, const char *zihin,
    const char **v, int *tied)
{
	int all[RC_MAXSHEETS] = { 1, 1, 1 }, j;

	for (j = 0; j < st->k; j++) {
		v[j] = value_of(st->tn[r], j);
		if (r == 2 && v[j] == NULL)
			v[j] = default_order(zihin);
	}
	return vote(v, all, st->k, tied);
}

static int
make_cands(struct settle *st)
{
	const char *vp[RC_MAXSHEETS], *vz[RC_MAXSHEETS], *vo[RC_MAXSHEETS];
	int P[RC_MAXSHEETS], Z[RC_MAXSHEETS], O[RC_MAXSHEETS], a, b, d, no;
	struct cand *c;

	st->np = vote_rule(st, 0, NULL, vp, P);
	st->nz = vote_rule(st, 1, NULL, vz, Z);
	if ((st->c = calloc(27, sizeof *st->c)) == NULL)
		return -1;
	for (a = 0; a < st->np; a++)
		for (b = 0; b < st->nz; b++) {
			no = vote_rule(st, 2, vz[Z[b]], vo, O);
			for (d = 0; d < no; d++) {
				c = &st->c[st->nc++];
				c->ps = P[a];
				c->zs = Z[b];
				c->os = O[d];
				c->position = vp[P[a]];
				c->zihin = vz[Z[b]];
				c->order = vo[O[d]];
				c->order_tag = value_of(st->tn[2], O[d]) != NULL;
				c->distance = -1;
			}
		}
	return 0;
}

static int
cmp_long(const void *a, const void *b)
{
	long x = *(const long *)a, y = *(const long *)b;

	return x < y ? -1 : x > y;
}

/*
 * The plies of a Stood tag, sorted, as the replay reads them: positive
 * decimal numbers separated by blanks, each once; a value of another
 * form lets nothing stand. Returns how many (0: none), -1 on no memory.
 */
static long
read_stood(const char *v, long **out)
{
	const char *s;
	char *end;
	long n = 0, i;

	*out = NULL;
	if (v == NULL)
		return 0;
	for (s = v; *s; s++)
		if ((s == v || s[-1] == ' ' || s[-1] == '\t') && *s != ' ' &&
		    *s != '\t')
			n++;
	if (n == 0 || (*out = malloc((size_t)n * sizeof **out)) == NULL)
		return n == 0 ? 0 : -1;
	for (s = v, i = 0; i < n; i++) {
		while (*s == ' ' || *s == '\t')
			s++;
		errno = 0;
		(*out)[i] = strtol(s, &end, 10);
		if (*s < '0' || *s > '9' || errno == ERANGE || (*out)[i] <= 0 ||
		    (*end && *end != ' ' && *end != '\t'))
			return 0;
		s = end;
	}
	qsort(*out, (size_t)n, sizeof **out, cmp_long);
	for (i = 1; i < n; i++)
		if ((*out)[i] == (*out)[i - 1])
			return 0;
	return n;
}

static void
add_start_tag(struct cand *c, const char *name, const char *value,
    const struct tname *tn, int sheet)
{
	struct talat_tag *t = &c->tags[c->g.ntags];

	memset(t, 0, sizeof *t);
	t->name = (char *)name;
	t->value = (char *)value;
	/* (a place of its own, that the replay's errors name it by) */
	t->loc.line = t->value_loc.line = (long)c->g.ntags + 1;
	t->loc.column = 1;
	t->value_loc.column = 2;
	c->real_loc[c->g.ntags].line = c->real_loc[c->g.ntags].column = 0;
	if (tn != NULL && tn->t[sheet] != NULL)
		c->real_loc[c->g.ntags] = tn->t[sheet]->value_loc;
	c->tag_sheet[c->g.ntags++] = sheet;
}

/* The start of a candidate: the replay of its rule tags alone. */
static int
setup_cand(struct settle *st, struct cand *c, int stood_sheet)
{
	struct talat_replay_options ro = { st->opts->strict, 0 };
	struct rc_start *s = &c->start;
	long n;
	int i;

	talat_game_init(&c->g);
	c->g.tags = c->tags;
	if (c->position != NULL)
		add_start_tag(c, "Position", c->position, st->tn[0], c->ps);
	if (c->zihin != NULL)
		add_start_tag(c, "Zihin", c->zihin, st->tn[1], c->zs);
	if (c->order_tag)
		add_start_tag(c, "Order", c->order, st->tn[2], c->os);
	if (stood_sheet >= 0)
		add_start_tag(c, "Stood", value_of(st->tn[3], stood_sheet),
		    st->tn[3], stood_sheet);
	talat_result_init(&c->r);
	if (talat_replay(&c->g, &ro, &c->r) < 0 ||
	    (n = read_stood(stood_sheet >= 0 ? value_of(st->tn[3],
	    stood_sheet) : NULL, &c->stood)) < 0)
		return -1;
	c->usable = c->r.started;
	s->pos = c->r.final;
	memcpy(s->order, c->r.order, sizeof s->order);
	s->nplayers = c->r.nplayers;
	for (i = 0; i < s->nplayers; i++)
		if (s->order[i] == s->pos.to_act)
			s->turn = i;
	for (i = 0; i < c->r.nfreezes; i++)
		if (c->r.freezes[i].dead_after_ply >= 0)
			s->dead |= (unsigned char)(1u << c->r.freezes[i].board);
	s->strict = st->opts->strict;
	s->stood = c->stood;
	s->nstood = (size_t)n;
	return 0;
}

/*
 * Searches every usable start, level by level, until one reaches a least
 * game or the limit; st->win is then the first start closest to the
 * sheets (-1: none within the limit). Each start may examine its share
 * of the positions; one that would examine more is given up (and
 * st->gaveup set when no start reaches a game).
 */
static int
search_all(struct settle *st, long budget)
{
	int i, f, rc, found, n = 0, gaveup = 0;
	struct cand *c;

	st->win = -1;
	for (i = 0; i < st->nc; i++)
		n += st->c[i].usable;
	for (i = 0; i < st->nc; i++) {
		c = &st->c[i];
		c->budget = budget / (n ? n : 1);
		if (c->usable && (c->x = rc_search_new(&st->s, &c->start)) ==
		    NULL)
			return -1;
	}
	for (f = 0; f <= st->s.limit && st->win < 0; f++) {
		found = 0;
		for (i = 0; i < st->nc; i++) {
			c = &st->c[i];
			if (!c->usable || c->gaveup)
				continue;
			rc = rc_search_level(c->x, f, &c->budget);
			if (rc == -1)
				return -1;
			if (rc == -2)
				c->gaveup = gaveup = 1;
			if (rc == 1) {
				c->distance = f;
				found = 1;
			}
		}
		for (i = 0; found && i < st->nc && st->win < 0; i++)
			if (st->c[i].distance == f)
				st->win = i;
	}
	st->gaveup = st->win < 0 && gaveup;
	return 0;
}

static int
load_sheets(struct settle *st)
{
	struct rc_sheets *s = &st->s;
	size_t i, n;
	int j;

	s->k = st->k;
	s->limit = st->k == 2 ? TALAT_RECONCILE_LIMIT_TWO :
	    TALAT_RECONCILE_LIMIT_THREE;
	for (j = 0; j < st->k; j++) {
		n = st->sheets[j]->nmoves;
		if ((s->code[j] = malloc((n ? n : 1) * sizeof **s->code)) ==
		    NULL)
			return -1;
		for (i = 0; i < n; i++)
			s->code[j][i] = rc_code(&st->sheets[j]->moves[i]);
		s->n[j] = n;
	}
	return 0;
}

/*
 * The players who may play an item (bit per colour; rules.md sections
 * 4 to 6), wherever it stands: a placement, the one whose start line its
 * square is on; a step or a capture one rank forward or back, the colour
 * of the board for whom that is forward; a capture beside, either colour
 * of the board; a pass or a declaration, anyone. None: a placement off
 * the start lines, a step or capture to no square a tower could reach.
 * (Three players, and no ply that the Stood tag lets stand: a stood ply
 * may break these rules. For two players the Zihin's towers move too,
 * so only "none" is used.)
 */
static int
players_of(uint32_t code)
{
	struct talat_move m;
	int dr, df, low, high, rank;

	rc_move(code, &m);
	if (m.kind != TALAT_MOVE_PLACE && m.kind != TALAT_MOVE_STEP &&
	    m.kind != TALAT_MOVE_CAPTURE)
		return 7;
	low = 1 << talat_board_low(m.board);
	high = 1 << talat_board_high(m.board);
	if (m.kind == TALAT_MOVE_PLACE) {
		rank = talat_square_rank(m.to);
		return rank == 0 ? low : rank == 4 ? high : 0;
	}
	dr = talat_square_rank(m.to) - talat_square_rank(m.from);
	df = talat_square_file(m.to) - talat_square_file(m.from);
	if (df < -1 || df > 1)
		return 0;
	if (dr == 1)
		return low;
	if (dr == -1)
		return high;
	return dr == 0 && df != 0 && m.kind == TALAT_MOVE_CAPTURE ?
	    low | high : 0;
}

/*
 * The bands of the sheets' distances, once the starts are known: with
 * the turns when every start that can be used has three players in one
 * order (the players' turns then go round one a ply), with the items
 * that are never legal when no ply stands.
 */
static int
sheet_bands(struct settle *st)
{
	struct rc_sheets *s = &st->s;
	const struct rc_start *first = NULL, *c;
	size_t i;
	int j, t, who, stood = 0, turns = 1;

	for (i = 0; i < (size_t)st->nc; i++) {
		c = &st->c[i].start;
		stood |= c->nstood > 0;
		if (!st->c[i].usable)
			continue;
		if (c->nplayers != 3 || (first != NULL &&
		    memcmp(c->order, first->order, sizeof c->order) != 0))
			turns = 0;
		if (first == NULL)
			first = c;
	}
	s->nturn = turns && !stood && first != NULL ? 3 : 1;
	for (j = 0; j < st->k && !stood; j++) {
		if ((s->act[j] = malloc(s->n[j] ? s->n[j] : 1)) == NULL)
			return -1;
		for (i = 0; i < s->n[j]; i++) {
			who = players_of(s->code[j][i]);
			s->act[j][i] = (s->code[j][i] & 7) ==
			    TALAT_MOVE_FREEZE ? RC_ACT_DECLARATION : 0;
			if (s->nturn == 1)
				s->act[j][i] |= who ? 1 : 0;
			else
				for (t = 0; t < 3; t++)
					if (who & (1 << first->order[t]))
						s->act[j][i] |= 1u << t;
		}
	}
	return rc_sheets_bands(s);
}

/* --- the reconciled game: tags --------------------------------------------- */

/* The settled value of tag name i (NULL: the game has no such tag). */
static const char *
settled(const struct settle *st, size_t i)
{
	const struct cand *w = &st->c[st->win];
	const struct tname *tn = &st->names[i];

	if (tn == st->tn[0])
		return w->position;
	if (tn == st->tn[1])
		return w->zihin;
	if (tn == st->tn[2])
		return w->order;
	return value_of(tn, st->chosen[i]);
}

static int
add_tag(struct talat_game *g, const char *name, const char *value)
{
	struct talat_tag *t;

	if (grow(&g->tags, &g->captags, g->ntags + 1, sizeof *g->tags) < 0)
		return -1;
	t = &g->tags[g->ntags];
	memset(t, 0, sizeof *t);
	if ((t->name = strdup(name)) == NULL)
		return -1;
	if ((t->value = strdup(value)) == NULL) {
		free(t->name);
		return -1;
	}
	g->ntags++;
	return 0;
}

/* Whether sheet j's tag i differs from the game's (Order by meaning). */
static int
tag_differs(const struct settle *st, size_t i, int j, const char *gv)
{
	const char *sv = value_of(&st->names[i], j);
	const char *z = st->c[st->win].zihin;

	if (&st->names[i] == st->tn[2])
		return !same(sv ? sv : default_order(z), gv ? gv :
		    default_order(z));
	return !same(sv, gv);
}

/* "sheet 2", "sheets 2 and 3", "sheets 1, 2 and 3" for the set. */
static void
sheets_text(unsigned set, char *buf, size_t len)
{
	int j, n = 0, i = 0, s[RC_MAXSHEETS];
	size_t o;

	for (j = 0; j < RC_MAXSHEETS; j++)
		if (set & (1u << j))
			s[n++] = j + 1;
	o = (size_t)snprintf(buf, len, "sheet%s %d", n > 1 ? "s" : "", s[0]);
	for (i = 1; i < n && o < len; i++)
		o += (size_t)snprintf(buf + o, len - o, "%s%d",
		    i == n - 1 ? " and " : ", ", s[i]);
}

static int
push_comment(struct talat_comment **c, size_t *n, size_t *cap, char *text)
{
	size_t mycap = *n;

	if (text == NULL)
		return -1;
	if (grow(c, cap ? cap : &mycap, *n + 1, sizeof **c) < 0) {
		free(text);
		return -1;
	}
	(*c)[*n].text = text;
	(*c)[*n].loc.line = (*c)[*n].loc.column = 0;
	(*n)++;
	return 0;
}

/* "talat reconcile: sheet 2 wrote [Round "4"]" (or "wrote no Round
 * tag"), whole, for the sheets of set. */
static char *
tag_comment(const char *name, const char *value, unsigned set)
{
	char who[32], *s;
	size_t len = strlen(name) + 2 * (value ? strlen(value) : 0) + 80, o, i;

	if ((s = malloc(len)) == NULL)
		return NULL;
	sheets_text(set, who, sizeof who);
	if (value == NULL) {
		snprintf(s, len, "talat reconcile: %s wrote no %s tag", who,
		    name);
		return s;
	}
	o = (size_t)snprintf(s, len, "talat reconcile: %s wrote [%s \"", who,
	    name);
	for (i = 0; value[i]; i++) {
		if (value[i] == '"' || value[i] == '\\')
			s[o++] = '\\';
		s[o++] = value[i];
	}
	memcpy(s + o, "\"]", 3);
	return s;
}

/* The tags of the game, and what each sheet wrote differently. */
static int
build_tags(struct talat_reconcile *rc, struct settle *st)
{
	const char *v;
	size_t i;

	if ((st->gtag = malloc((st->nnames ? st->nnames : 1) *
	    sizeof *st->gtag)) == NULL)
		return -1;
	for (i = 0; i < st->nnames; i++) {
		st->gtag[i] = SIZE_MAX;
		if ((v = settled(st, i)) == NULL)
			continue;
		st->gtag[i] = rc->game.ntags;
		if (add_tag(&rc->game, st->names[i].name, v) < 0)
			return -1;
	}
	return 0;
}

static int
tag_note(struct talat_reconcile *rc, const struct settle *st, size_t i,
    int j, const char *gv)
{
	const struct talat_tag *t = st->names[i].t[j];
	const char *name = st->names[i].name;
	struct talat_reconcile_sheet *sh = &rc->sheets[j];
	struct talat_tag_diff *td;
	char qs[SHOWN * 2 + 16], qg[SHOWN * 2 + 16];

	if (grow(&sh->tags, &sh->captags, sh->ntags + 1, sizeof *sh->tags) < 0)
		return -1;
	td = &sh->tags[sh->ntags++];
	td->name = name;
	td->a = t ? t->value : NULL;
	td->b = gv;
	quote(td->a, qs, sizeof qs);
	quote(gv, qg, sizeof qg);
	if (t == NULL)
		return diag_add(rc, j, st->sheets[j]->loc, 0,
		    TALAT_D_SHEET_DIFFERS_TAG_MISSING, name, qg);
	if (gv == NULL)
		return diag_add(rc, j, t->value_loc, 0,
		    TALAT_D_SHEET_DIFFERS_TAG_EXTRA, name, qs);
	return diag_add(rc, j, t->value_loc, 0, TALAT_D_SHEET_DIFFERS_TAG,
	    name, qg, qs);
}

/* The value the game has for tag name i (NULL: none). */
static const char *
game_value(const struct talat_reconcile *rc, const struct settle *st,
    size_t i)
{
	return st->gtag[i] == SIZE_MAX ? NULL :
	    rc->game.tags[st->gtag[i]].value;
}

/* Per tag: a note and a tag difference for each sheet that differs,
 * and a game comment for each value written differently. */
static int
tag_differences(struct talat_reconcile *rc, const struct settle *st)
{
	const char *gv, *sv;
	unsigned done, set;
	size_t i;
	int j, l;

	for (i = 0; i < st->nnames; i++) {
		gv = game_value(rc, st, i);
		done = 0;
		for (j = 0; j < st->k; j++) {
			if (!tag_differs(st, i, j, gv))
				continue;
			if (tag_note(rc, st, i, j, gv) < 0)
				return -1;
			if (done & (1u << j))
				continue;
			sv = value_of(&st->names[i], j);
			for (set = 0, l = j; l < st->k; l++)
				if (tag_differs(st, i, l, gv) &&
				    same(value_of(&st->names[i], l), sv))
					set |= 1u << l;
			done |= set;
			if (push_comment(&rc->game.comments,
			    &rc->game.ncomments, &rc->game.capcomments,
			    tag_comment(st->names[i].name, sv, set)) < 0)
				return -1;
		}
	}
	return 0;
}

/* Whether another start that differs in rule tag r came as close. */
static int
rival(const struct settle *st, int r)
{
	const struct cand *w = &st->c[st->win], *c;
	const char *a, *b;
	int i;

	for (i = 0; i < st->nc; i++) {
		c = &st->c[i];
		a = r == 0 ? c->position : r == 1 ? c->zihin : c->order;
		b = r == 0 ? w->position : r == 1 ? w->zihin : w->order;
		if (c->distance == w->distance && !same(a, b))
			return 1;
	}
	return 0;
}

/* The tag-conflict warning of tag name i, whose tie was broken. */
static int
conflict(struct talat_reconcile *rc, const struct settle *st, size_t i,
    int r)
{
	const struct tname *tn = &st->names[i];
	char list[RC_MAXSHEETS * (SHOWN * 2 + 20)], q[SHOWN * 2 + 16];
	const char *kept = settled(st, i);
	int j, closest = r >= 0 && r < 3 && !rival(st, r), at = -1;
	size_t o = 0;

	for (j = 0; j < st->k; j++) {
		quote(value_of(tn, j), q, sizeof q);
		o += (size_t)snprintf(list + o, sizeof list - o, "%s%s",
		    j ? ", " : "", q);
		if (at < 0 && tn->t[j] != NULL)
			at = j;
	}
	quote(kept, q, sizeof q);
	/* A player's name: who played decides who gets the points. */
	if (r >= 3 && (strcmp(tn->name, "White") == 0 ||
	    strcmp(tn->name, "Black") == 0 || strcmp(tn->name, "Grey") == 0))
		return kept == NULL ? diag_add(rc, at, tn->t[at]->value_loc, 0,
		    TALAT_D_TAG_CONFLICT_PLAYER_NONE, tn->name, list) :
		    diag_add(rc, at, tn->t[at]->value_loc, 0,
		    TALAT_D_TAG_CONFLICT_PLAYER, tn->name, list, q);
	if (kept == NULL && closest)
		return diag_add(rc, at, tn->t[at]->value_loc, 0,
		    TALAT_D_TAG_CONFLICT_NONE_CLOSEST, tn->name, list);
	if (kept == NULL)
		return diag_add(rc, at, tn->t[at]->value_loc, 0,
		    TALAT_D_TAG_CONFLICT_NONE, tn->name, list);
	if (closest)
		return diag_add(rc, at, tn->t[at]->value_loc, 0,
		    TALAT_D_TAG_CONFLICT_CLOSEST, tn->name, list, q);
	return diag_add(rc, at, tn->t[at]->value_loc, 0, TALAT_D_TAG_CONFLICT,
	    tn->name, list, q);
}

static int
conflicts(struct talat_reconcile *rc, const struct settle *st)
{
	const char *vo[RC_MAXSHEETS];
	int O[RC_MAXSHEETS], r, tie;
	size_t i;

	for (i = 0; i < st->nnames; i++) {
		for (r = 0; r < 3 && &st->names[i] != st->tn[r]; r++)
			;
		if (r == 0)
			tie = st->np > 1;
		else if (r == 1)
			tie = st->nz > 1;
		else if (r == 2)
			tie = vote_rule(st, 2, st->c[st->win].zihin, vo, O) > 1;
		else
			tie = st->tied[i];
		if (tie && conflict(rc, st, i, r) < 0)
			return -1;
	}
	return 0;
}

/* --- the reconciled game: items -------------------------------------------- */

/* A sheet set against the game: the sheet's item paired with each game
 * item (-1: none), and for each sheet item written in excess how many
 * game items come before it (SIZE_MAX: paired). */
struct align {
	long *pair;
	size_t *after;
	struct talat_loc *place;	/* where each game item is or would
					   go in the sheet; [m]: its end */
};

/* Where an item missing before sheet item i would go: before it, or
 * just after the last item, or (no items) at the game's start. */
static struct talat_loc
insertion(const struct talat_game *g, size_t i)
{
	struct talat_loc l;
	char t[TALAT_PLY_TEXT_MAX];
	const struct talat_move *m;

	if (i < g->nmoves)
		return g->moves[i].loc;
	if (g->nmoves == 0)
		return g->loc;
	m = &g->moves[g->nmoves - 1];
	l = m->loc;
	l.column += (long)(talat_ply_format(m, t) +
	    strlen(talat_annotation_text(m->annotation)));
	return l;
}

static int
diff_add(struct talat_reconcile *rc, const struct settle *st, int j,
    enum talat_sheet_diff_kind kind, size_t p, long i, struct talat_loc loc)
{
	struct talat_reconcile_sheet *sh = &rc->sheets[j];
	struct talat_sheet_diff *d;

	if (grow(&sh->diffs, &sh->capdiffs, sh->ndiffs + 1, sizeof *sh->diffs) <
	    0)
		return -1;
	d = &sh->diffs[sh->ndiffs++];
	memset(d, 0, sizeof *d);
	d->kind = kind;
	d->item = kind == TALAT_SHEET_ALSO ? p : p + 1;
	d->ply = kind != TALAT_SHEET_ALSO ? st->plyof[p] :
	    p > 0 ? st->plyof[p - 1] : 0;
	d->loc = loc;
	d->move = i;
	if (i >= 0)
		rc_text(st->s.code[j][i], d->wrote);
	if (kind != TALAT_SHEET_ALSO)
		rc_text(st->items[p], d->game);
	if (kind == TALAT_SHEET_WROTE)
		return diag_add(rc, j, loc, d->ply, TALAT_D_SHEET_DIFFERS,
		    d->game, d->wrote);
	if (kind == TALAT_SHEET_NOTHING)
		return diag_add(rc, j, loc, d->ply, TALAT_D_SHEET_DIFFERS_NOTHING,
		    d->game);
	return diag_add(rc, j, loc, d->ply, TALAT_D_SHEET_DIFFERS_ALSO,
	    d->wrote);
}

/* Walks sheet j's alignment ops with the game: pairings, places, and
 * the differences. */
static int
walk(struct talat_reconcile *rc, const struct settle *st, int j,
    const char *ops, size_t nops, struct align *a)
{
	const struct talat_game *g = st->sheets[j];
	const uint32_t *code = st->s.code[j];
	size_t p = 0, i = 0, o;
	int rv = 0;

	if (st->m == 0)
		a->place[0] = insertion(g, 0);
	for (o = 0; o < nops && rv == 0; o++) {
		if (ops[o] == 'b') {
			a->after[i] = p;
			rv = diff_add(rc, st, j, TALAT_SHEET_ALSO, p, (long)i,
			    g->moves[i].loc);
			i++;
			continue;
		}
		if (ops[o] == 'm') {
			a->pair[p] = (long)i;
			a->place[p] = g->moves[i].loc;
			if (code[i] != st->items[p])
				rv = diff_add(rc, st, j, TALAT_SHEET_WROTE, p,
				    (long)i, g->moves[i].loc);
			i++;
		} else {
			a->pair[p] = -1;
			a->place[p] = insertion(g, i);
			rv = diff_add(rc, st, j, TALAT_SHEET_NOTHING, p, -1,
			    a->place[p]);
		}
		if (++p == st->m)
			a->place[p] = insertion(g, i);
	}
	return rv;
}

static int
align_sheet(struct talat_reconcile *rc, const struct settle *st, int j,
    struct align *a)
{
	size_t n = st->s.n[j], nops, i;
	char *ops = malloc(st->m + n + 1);
	long d;
	int rv = -1;

	a->pair = malloc((st->m + 1) * sizeof *a->pair);
	a->after = malloc((n + 1) * sizeof *a->after);
	a->place = malloc((st->m + 1) * sizeof *a->place);
	if (ops == NULL || a->pair == NULL || a->after == NULL ||
	    a->place == NULL)
		goto out;
	for (i = 0; i < n; i++)
		a->after[i] = SIZE_MAX;
	for (i = 0; i <= st->m; i++) {
		a->pair[i] = -1;
		a->place[i] = insertion(st->sheets[j], 0);
	}
	d = rc_align(st->items, st->m, st->s.code[j], n, st->s.limit, ops,
	    &nops);
	if (d < 0)
		goto out;
	rc->sheets[j].distance = d;
	rv = walk(rc, st, j, ops, nops, a);
out:
	free(ops);
	return rv;
}

static int
copy_comments(struct talat_comment **c, size_t *n, size_t *cap,
    const struct talat_comment *from, size_t nfrom)
{
	size_t i;

	for (i = 0; i < nfrom; i++)
		if (push_comment(c, n, cap, strdup(from[i].text)) < 0)
			return -1;
	return 0;
}

/* "sheet 2 also wrote X" for every item written in excess after game
 * item p - 1 (p = 0: before the first), with the first sheet's own
 * comments on its; cur[j] walks sheet j's items. */
static int
also_comments(const struct settle *st, const struct align *a, size_t p,
    size_t *cur, struct talat_comment **c, size_t *n, size_t *cap)
{
	char who[32], t[TALAT_PLY_TEXT_MAX];
	const struct talat_move *mv;
	size_t i;
	int j;

	for (j = 0; j < st->k; j++)
		for (; (i = cur[j]) < st->s.n[j] && (a[j].after[i] == SIZE_MAX ||
		    a[j].after[i] <= p); cur[j]++) {
			if (a[j].after[i] != p)
				continue;
			sheets_text(1u << j, who, sizeof who);
			rc_text(st->s.code[j][i], t);
			if (push_comment(c, n, cap, tl_aprintf(
			    "talat reconcile: %s also wrote %s", who, t)) < 0)
				return -1;
			mv = &st->sheets[j]->moves[i];
			if (j == 0 && copy_comments(c, n, cap, mv->comments,
			    mv->ncomments) < 0)
				return -1;
		}
	return 0;
}

/* What sheet j has for game item p: its item's code, or NONE. */
static uint32_t
has(const struct settle *st, const struct align *a, int j, size_t p)
{
	return a[j].pair[p] < 0 ? UINT32_MAX :
	    st->s.code[j][a[j].pair[p]];
}

/* The comments of game item p: the sheets that wrote it differently
 * (grouped by what they wrote), the first sheet's own comments on its
 * item there, then the items written in excess after it. */
static int
item_comments(struct talat_reconcile *rc, const struct settle *st,
    const struct align *a, size_t p, size_t *cur)
{
	struct talat_move *m = &rc->game.moves[p];
	const struct talat_move *mv;
	char who[32], t[TALAT_PLY_TEXT_MAX];
	unsigned done = 0, set;
	uint32_t w;
	int j, l;

	for (j = 0; j < st->k; j++) {
		w = has(st, a, j, p);
		if (w == st->items[p] || (done & (1u << j)))
			continue;
		for (set = 0, l = j; l < st->k; l++)
			if (has(st, a, l, p) == w)
				set |= 1u << l;
		done |= set;
		sheets_text(set, who, sizeof who);
		if (w != UINT32_MAX)
			rc_text(w, t);
		if (push_comment(&m->comments, &m->ncomments, NULL,
		    w == UINT32_MAX ? tl_aprintf("talat reconcile: %s wrote "
		    "nothing", who) : tl_aprintf("talat reconcile: %s "
		    "wrote %s", who, t)) < 0)
			return -1;
	}
	if (a[0].pair[p] >= 0) {
		mv = &st->sheets[0]->moves[a[0].pair[p]];
		if (has(st, a, 0, p) == st->items[p])
			m->annotation = mv->annotation;
		if (copy_comments(&m->comments, &m->ncomments, NULL,
		    mv->comments, mv->ncomments) < 0)
			return -1;
	}
	return also_comments(st, a, p + 1, cur, &m->comments, &m->ncomments,
	    NULL);
}

/* Each item's ply number (a declaration's: the ply before it). */
static int
number_items(struct settle *st)
{
	long ply = st->c[st->win].start.pos.ply;
	size_t p;

	if ((st->plyof = malloc((st->m + 1) * sizeof *st->plyof)) == NULL)
		return -1;
	for (p = 0; p < st->m; p++) {
		if ((st->items[p] & 7) == TALAT_MOVE_FREEZE) {
			st->plyof[p] = ply - 1;
		} else {
			st->plyof[p] = ply++;
		}
	}
	st->plyof[st->m] = ply;
	return 0;
}

/* The moves of the game, each sheet set against them, the comments. */
static int
build_items(struct talat_reconcile *rc, struct settle *st, struct align *a)
{
	const struct talat_game *g0 = st->sheets[0];
	size_t p, cur[RC_MAXSHEETS] = { 0, 0, 0 };
	int j;

	if (number_items(st) < 0 || (rc->game.moves = calloc(st->m ? st->m : 1,
	    sizeof *rc->game.moves)) == NULL)
		return -1;
	rc->game.capmoves = st->m ? st->m : 1;
	for (p = 0; p < st->m; p++)
		rc_move(st->items[p], &rc->game.moves[p]);
	rc->game.nmoves = st->m;
	for (j = 0; j < st->k; j++)
		if (align_sheet(rc, st, j, &a[j]) < 0)
			return -1;
	if (copy_comments(&rc->game.comments, &rc->game.ncomments,
	    &rc->game.capcomments, g0->comments, g0->ncomments) < 0 ||
	    also_comments(st, a, 0, cur, &rc->game.comments,
	    &rc->game.ncomments, &rc->game.capcomments) < 0)
		return -1;
	for (p = 0; p < st->m; p++)
		if (item_comments(rc, st, a, p, cur) < 0)
			return -1;
	return 0;
}

/* --- what the arbiter is told --------------------------------------------- */

static int
fork_note(struct talat_reconcile *rc, const struct settle *st,
    const struct align *a)
{
	const struct rc_fork *f = &st->fork;
	char alts[TALAT_RECONCILE_ALTERNATIVES * (TALAT_PLY_TEXT_MAX + 2)];
	char t[TALAT_PLY_TEXT_MAX];
	size_t o = 0;
	int i;

	rc->outcome = TALAT_RECONCILE_AMBIGUOUS;
	rc->fork = f->at;
	/* (ending there: the ply the first alternative would have) */
	rc->fork_ply = st->plyof[f->at] - (f->end &&
	    (f->alt[0] & 7) == TALAT_MOVE_FREEZE);
	rc->nchoices = f->nchoices;
	rc->nalternatives = f->nalt;
	alts[0] = '\0';
	for (i = 0; i < f->nalt; i++) {
		rc_text(f->alt[i], rc->alternatives[i]);
		o += (size_t)snprintf(alts + o, sizeof alts - o, "%s%s",
		    i ? ", " : "", rc->alternatives[i]);
	}
	if (f->end)
		return diag_add(rc, 0, a[0].place[f->at], rc->fork_ply,
		    TALAT_D_RECONCILE_AMBIGUOUS_END, rc->distance, alts);
	rc_text(st->items[f->at], t);
	return diag_add(rc, 0, a[0].place[f->at], rc->fork_ply,
	    TALAT_D_RECONCILE_AMBIGUOUS, rc->distance, t, alts);
}

/* The reconcile-claims note: the claims settled a tie between least
 * games, at the first item where one they ruled out parts from the game
 * written. */
static int
claims_note(struct talat_reconcile *rc, const struct settle *st,
    const struct align *a)
{
	const struct rc_fork *f = &st->fork;
	char alts[TALAT_RECONCILE_ALTERNATIVES * (TALAT_PLY_TEXT_MAX + 2)];
	char t[TALAT_PLY_TEXT_MAX], alt[TALAT_PLY_TEXT_MAX];
	long ply = st->plyof[f->at];
	size_t o = 0;
	int i;

	alts[0] = '\0';
	for (i = 0; i < f->nalt; i++) {
		rc_text(f->alt[i], alt);
		o += (size_t)snprintf(alts + o, sizeof alts - o, "%s%s",
		    i ? ", " : "", alt);
	}
	if (f->at == st->m)
		return diag_add(rc, 0, a[0].place[f->at], ply - (f->nalt > 0 &&
		    (f->alt[0] & 7) == TALAT_MOVE_FREEZE),
		    TALAT_D_RECONCILE_CLAIMS_END, st->nleast, rc->distance,
		    alts);
	rc_text(st->items[f->at], t);
	if (f->end)
		return diag_add(rc, 0, a[0].place[f->at], ply,
		    TALAT_D_RECONCILE_CLAIMS_ON, st->nleast, rc->distance, t);
	return diag_add(rc, 0, a[0].place[f->at], ply,
	    TALAT_D_RECONCILE_CLAIMS, st->nleast, rc->distance, t, alts);
}

/* No start can be used: the errors of the replay of the tags that the
 * sheets settle (the first way to settle them), at their sheets' tags. */
static int
no_start(struct talat_reconcile *rc, const struct settle *st)
{
	const struct cand *c = &st->c[0];
	const struct talat_diag *d;
	size_t i, t;

	rc->outcome = TALAT_RECONCILE_NO_START;
	for (i = 0; i < c->r.ndiags; i++) {
		d = &c->r.diags[i];
		t = (size_t)d->loc.line - 1;
		if (d->severity != TALAT_SEV_ERROR || d->loc.line < 1 ||
		    t >= c->g.ntags || strcmp(c->tags[t].name, "Stood") == 0)
			continue;
		if (diag_put(rc, c->tag_sheet[t], c->real_loc[t], 0, d->kind,
		    d->message) < 0)
			return -1;
	}
	return 0;
}

struct keyed {
	struct talat_reconcile_diag d;
	size_t seq;
};

static int
keyed_cmp(const void *pa, const void *pb)
{
	const struct keyed *a = pa, *b = pb;

	if (a->d.sheet != b->d.sheet)
		return a->d.sheet - b->d.sheet;
	if (a->d.d.loc.line != b->d.d.loc.line)
		return a->d.d.loc.line < b->d.d.loc.line ? -1 : 1;
	if (a->d.d.loc.column != b->d.d.loc.column)
		return a->d.d.loc.column < b->d.d.loc.column ? -1 : 1;
	if (a->d.d.severity != b->d.d.severity)
		return (int)a->d.d.severity - (int)b->d.d.severity;
	return a->seq < b->seq ? -1 : a->seq > b->seq;
}

/* Diagnostics by sheet, then in each sheet's order. */
static int
sort_diags(struct talat_reconcile *rc)
{
	struct keyed *k;
	size_t i;

	if (rc->ndiags < 2)
		return 0;
	if ((k = malloc(rc->ndiags * sizeof *k)) == NULL)
		return -1;
	for (i = 0; i < rc->ndiags; i++) {
		k[i].d = rc->diags[i];
		k[i].seq = i;
	}
	qsort(k, rc->ndiags, sizeof *k, keyed_cmp);
	for (i = 0; i < rc->ndiags; i++)
		rc->diags[i] = k[i].d;
	free(k);
	return 0;
}

/* --- the whole --------------------------------------------------------------- */

static void
settle_free(struct settle *st)
{
	int i;

	rc_sheets_free(&st->s);
	free(st->names);
	free(st->chosen);
	free(st->tied);
	free(st->gtag);
	free(st->items);
	free(st->plyof);
	for (i = 0; st->c != NULL && i < st->nc; i++) {
		rc_search_free(st->c[i].x);
		talat_result_free(&st->c[i].r);
		free(st->c[i].stood);
	}
	free(st->c);
}

static int
settle_starts(struct settle *st)
{
	int i, stood = st->tn[3] != NULL ?
	    st->chosen[st->tn[3] - st->names] : -1;

	for (i = 0; i < st->nc; i++)
		if (setup_cand(st, &st->c[i], stood) < 0)
			return -1;
	return 0;
}

static int
too_far(struct talat_reconcile *rc, const struct settle *st)
{
	rc->outcome = TALAT_RECONCILE_TOO_FAR;
	if (st->gaveup)
		return diag_add(rc, 0, st->sheets[0]->loc, 0,
		    TALAT_D_RECONCILE_GAVE_UP, rc->positions, rc->limit);
	return diag_add(rc, 0, st->sheets[0]->loc, 0, TALAT_D_RECONCILE_TOO_FAR,
	    rc->limit);
}

/* --- claims that settle a tie (arbiter.md section 6, turn 4) -------------- */

/* Least games looked at for the claims: more, and the tie stands. */
#define CLAIM_GAMES 64

struct claim_try {
	struct settle *st;
	const struct talat_replay_options *ro;
	struct talat_game trial;	/* the game's tags, a least game's
					   items */
	struct talat_result r;
	long n;				/* least games seen */
	long nmatch;			/* complete, its claims holding */
	uint32_t *games[CLAIM_GAMES];	/* each least game's items */
	size_t len[CLAIM_GAMES];
	long match;			/* the one that matches */
	int nomem;
};

static int
try_game(void *ctx, const uint32_t *items, size_t n)
{
	struct claim_try *c = ctx;
	size_t p;

	if (grow(&c->trial.moves, &c->trial.capmoves, n ? n : 1,
	    sizeof *c->trial.moves) < 0 ||
	    (c->games[c->n] = malloc((n ? n : 1) * sizeof *items)) == NULL) {
		c->nomem = 1;
		return 1;
	}
	memcpy(c->games[c->n], items, n * sizeof *items);
	c->len[c->n++] = n;
	for (p = 0; p < n; p++)
		rc_move(items[p], &c->trial.moves[p]);
	c->trial.nmoves = n;
	if (talat_replay(&c->trial, c->ro, &c->r) < 0) {
		c->nomem = 1;
		return 1;
	}
	if (c->r.status == TALAT_COMPLETE) {
		c->nmatch++;
		c->match = c->n - 1;
	}
	return 0;
}

/* The first item where b parts from a: its index; *end set when b ends
 * there, and *code to b's item when it does not. */
static size_t
parts(const uint32_t *a, size_t na, const uint32_t *b, size_t nb, int *end,
    uint32_t *code)
{
	size_t i;

	for (i = 0; i < na && i < nb && a[i] == b[i]; i++)
		;
	*end = i >= nb;
	*code = i < nb ? b[i] : 0;
	return i;
}

/*
 * When the game's tags (rc->game's, built) carry a Score or Winner claim
 * and exactly one of the least games (at most CLAIM_GAMES of them) is
 * complete with claims that hold, that game becomes the game (st->items)
 * and st->claims is set, with where the first game ruled out parts from
 * it in st->fork. 0, or -1 when memory ran out.
 */
static int
settle_by_claims(struct talat_reconcile *rc, struct settle *st,
    const struct talat_replay_options *ro)
{
	struct claim_try c;
	struct rc_fork *f = &st->fork;
	size_t at, best = SIZE_MAX;
	uint32_t code, *items;
	long i;
	int end, k, rv = -1, stopped;

	if (talat_game_tag(&rc->game, "Score") == NULL &&
	    talat_game_tag(&rc->game, "Winner") == NULL)
		return 0;
	memset(&c, 0, sizeof c);
	c.st = st;
	c.ro = ro;
	c.match = -1;
	c.trial.tags = rc->game.tags;
	c.trial.ntags = rc->game.ntags;
	c.trial.index = 1;
	talat_result_init(&c.r);
	stopped = rc_search_games(st->c[st->win].x, CLAIM_GAMES, try_game, &c);
	if (stopped < 0 || c.nomem)
		goto out;
	rv = 0;
	if (stopped || c.nmatch != 1 || c.n < 2)
		goto out;
	/* The game the claims hold for, and where the others part from it
	 * first (the items they have there, in byte order). */
	if ((items = malloc((c.len[c.match] ? c.len[c.match] : 1) *
	    sizeof *items)) == NULL) {
		rv = -1;
		goto out;
	}
	memcpy(items, c.games[c.match], c.len[c.match] * sizeof *items);
	free(st->items);
	st->items = items;
	st->m = c.len[c.match];
	memset(f, 0, sizeof *f);
	for (i = 0; i < c.n; i++)
		if (i != c.match) {
			at = parts(st->items, st->m, c.games[i], c.len[i], &end,
			    &code);
			if (at < best)
				best = at;
		}
	f->at = best;
	for (i = 0; i < c.n; i++) {
		if (i == c.match ||
		    parts(st->items, st->m, c.games[i], c.len[i], &end,
		    &code) != best)
			continue;
		if (end) {
			f->end = 1;
			continue;
		}
		for (k = 0; k < f->nalt && f->alt[k] != code; k++)
			;
		if (k == f->nalt && f->nalt < TALAT_RECONCILE_ALTERNATIVES)
			f->alt[f->nalt++] = code;
	}
	st->claims = 1;
	st->nleast = c.n;
out:
	for (i = 0; i < c.n; i++)
		free(c.games[i]);
	free(c.trial.moves);
	talat_result_free(&c.r);
	return rv;
}

static int
finish(struct talat_reconcile *rc, struct settle *st)
{
	struct talat_replay_options ro = { st->opts->strict,
	    st->opts->tiebreak };
	struct align a[RC_MAXSHEETS];
	int rv = -1, j;

	memset(a, 0, sizeof a);
	rc->outcome = TALAT_RECONCILE_UNIQUE;
	rc->distance = st->c[st->win].distance;
	if (rc_search_game(st->c[st->win].x, &st->items, &st->m,
	    &st->fork) < 0)
		goto out;
	if (build_tags(rc, st) < 0 ||
	    (st->fork.forked && settle_by_claims(rc, st, &ro) < 0) ||
	    tag_differences(rc, st) < 0 ||
	    build_items(rc, st, a) < 0 || conflicts(rc, st) < 0 ||
	    (st->claims && claims_note(rc, st, a) < 0) ||
	    (!st->claims && st->fork.forked && fork_note(rc, st, a) < 0))
		goto out;
	rc->game.index = 1;
	if (talat_replay(&rc->game, &ro, &rc->result) < 0)
		goto out;
	rv = 0;
out:
	for (j = 0; j < RC_MAXSHEETS; j++) {
		free(a[j].pair);
		free(a[j].after);
		free(a[j].place);
	}
	return rv;
}

static int
reconcile(struct talat_reconcile *rc, struct settle *st)
{
	long budget = st->opts->max_positions > 0 ? st->opts->max_positions :
	    TALAT_RECONCILE_POSITIONS;
	int i, usable = 0;


	if (load_sheets(st) < 0 ||
	    collect_names(st->sheets, st->k, &st->names, &st->nnames) < 0 ||
	    settle_plain(st) < 0 || make_cands(st) < 0 ||
	    settle_starts(st) < 0 || sheet_bands(st) < 0 ||
	    search_all(st, budget) < 0)
		return -1;
	for (i = 0; i < st->nc; i++) {
		usable |= st->c[i].usable;
		if (st->c[i].x != NULL)
			rc->positions += rc_search_positions(st->c[i].x);
	}
	if (!usable)
		return no_start(rc, st);
	if (st->win < 0)
		return too_far(rc, st);
	return finish(rc, st);
}

int
talat_reconcile(const struct talat_game *const *sheets, int nsheets,
    const struct talat_reconcile_options *opts, struct talat_reconcile *rc)
{
	static const struct talat_reconcile_options defaults;
	struct settle st;
	int j, rv;

	talat_reconcile_free(rc);
	if (nsheets < 2 || nsheets > TALAT_RECONCILE_SHEETS) {
		errno = EINVAL;
		return -1;
	}
	memset(&st, 0, sizeof st);
	st.sheets = sheets;
	st.k = nsheets;
	st.opts = opts != NULL ? opts : &defaults;
	rc->nsheets = nsheets;
	rc->limit = nsheets == 2 ? TALAT_RECONCILE_LIMIT_TWO :
	    TALAT_RECONCILE_LIMIT_THREE;
	for (j = 0; j < nsheets; j++)
		rc->sheets[j].game = sheets[j];
	rv = reconcile(rc, &st);
	if (rv == 0)
		rv = sort_diags(rc);
	settle_free(&st);
	if (rv < 0)
		errno = ENOMEM;
	return rv;
}
