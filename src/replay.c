/* SPDX-License-Identifier: ISC */
/* replay.c: replaying a game record against the rules (rules.md 4-7,
 * tgn.md 4-5). */
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "talat/dead.h"
#include "dead_probe.h"
#include "talat/replay.h"
#include "i18n.h"
#include "talat/tpn.h"

#define MSGLEN 1024

const char *
talat_status_name(enum talat_status status)
{
	switch (status) {
	case TALAT_COMPLETE: return "complete";
	case TALAT_UNFINISHED: return "unfinished";
	case TALAT_INVALID: break;
	}
	return "invalid";
}

void
talat_result_init(struct talat_result *r)
{
	memset(r, 0, sizeof(*r));
}

void
talat_result_clear(struct talat_result *r)
{
	size_t i;

	for (i = 0; i < r->ndiags; i++)
		talat_diag_free(&r->diags[i]);
	r->ndiags = 0;
	r->nplies = 0;
	r->moves_replayed = 0;
	r->nfreezes = 0;
	r->nerrors = r->nwarnings = 0;
	r->status = TALAT_INVALID;
	r->started = 0;
	r->variant_ok = 0;
	r->winners = 0;
	r->tiebreak = -1;
	r->tiebreak_rule = TALAT_TIEBREAK_UNSHARED;
	memset(r->scores, 0, sizeof(r->scores));
	r->nplayers = 3;
	r->zihin = -1;
	r->order[0] = TALAT_WHITE;
	r->order[1] = TALAT_BLACK;
	r->order[2] = TALAT_GREY;
}

void
talat_result_free(struct talat_result *r)
{
	talat_result_clear(r);
	free(r->diags);
	free(r->plies);
	talat_result_init(r);
}

int
talat_result_copy(struct talat_result *dst, const struct talat_result *src)
{
	struct talat_ply *plies = dst->plies;
	struct talat_diag *diags = dst->diags;
	size_t capplies = dst->capplies, capdiags = dst->capdiags, i;

	talat_result_clear(dst);
	if (src->nplies > capplies) {
		if ((plies = realloc(plies, src->nplies * sizeof(*plies))) ==
		    NULL)
			goto nomem;
		dst->plies = plies;
		dst->capplies = capplies = src->nplies;
	}
	if (src->ndiags > capdiags) {
		if ((diags = realloc(diags, src->ndiags * sizeof(*diags))) ==
		    NULL)
			goto nomem;
		dst->diags = diags;
		dst->capdiags = capdiags = src->ndiags;
	}
	*dst = *src;
	dst->plies = plies;
	dst->capplies = capplies;
	dst->diags = diags;
	dst->capdiags = capdiags;
	dst->ndiags = 0;
	if (src->nplies > 0)
		memcpy(plies, src->plies, src->nplies * sizeof(*plies));
	for (i = 0; i < src->ndiags; i++) {
		diags[i] = src->diags[i];
		diags[i].message = src->diags[i].message ?
		    strdup(src->diags[i].message) : NULL;
		diags[i].source = src->diags[i].source ?
		    strdup(src->diags[i].source) : NULL;
		dst->ndiags = i + 1;
		if ((src->diags[i].message && !diags[i].message) ||
		    (src->diags[i].source && !diags[i].source))
			goto nomem;
	}
	return 0;
nomem:
	talat_result_clear(dst);
	errno = ENOMEM;
	return -1;
}

static int
before(struct talat_loc a, struct talat_loc b)
{
	return a.line < b.line || (a.line == b.line && a.column < b.column);
}

int
talat_result_add_diag(struct talat_result *r, const struct talat_diag *from)
{
	struct talat_diag *d;
	char *msg, *src = NULL, *sug = NULL;
	size_t i, cap;

	if (r->ndiags == r->capdiags) {
		cap = r->capdiags ? r->capdiags * 2 : 8;
		d = realloc(r->diags, cap * sizeof(*d));
		if (d == NULL)
			return -1;
		r->diags = d;
		r->capdiags = cap;
	}
	/* Nothing half made is kept: the strings first. */
	if ((msg = strdup(from->message ? from->message : "")) == NULL ||
	    (from->source != NULL && (src = strdup(from->source)) == NULL) ||
	    (from->suggestion != NULL &&
	    (sug = strdup(from->suggestion)) == NULL)) {
		free(msg);
		free(src);
		return -1;
	}
	/* Keep file order: insert after every diagnostic not after loc. */
	i = r->ndiags;
	while (i > 0 && before(from->loc, r->diags[i - 1].loc))
		i--;
	memmove(&r->diags[i + 1], &r->diags[i],
	    (r->ndiags - i) * sizeof(*r->diags));
	d = &r->diags[i];
	*d = *from;
	d->message = msg;
	d->source = src;
	d->suggestion = sug;
	r->ndiags++;
	if (d->severity == TALAT_SEV_ERROR)
		r->nerrors++;
	else if (d->severity == TALAT_SEV_WARNING)
		r->nwarnings++;
	return 0;
}

int
talat_result_raise_msg(struct talat_result *r, struct talat_loc loc,
    long ply, const struct talat_msg *m)
{
	struct talat_diag d;

	memset(&d, 0, sizeof(d));
	d.kind = m->kind;
	d.severity = talat_diag_severity(m->kind);
	d.loc = loc;
	d.ply = ply;
	d.message = (char *)m->text;
	return talat_result_add_diag(r, &d);
}

int
talat_result_raise(struct talat_result *r, struct talat_loc loc, long ply,
    enum talat_diag_kind kind, ...)
{
	struct talat_msg m;
	va_list ap;

	va_start(ap, kind);
	talat_msg_vset(&m, kind, ap);
	va_end(ap);
	return talat_result_raise_msg(r, loc, ply, &m);
}

/* The state of one replay. */
struct replay {
	const struct talat_game *game;
	const struct talat_replay_options *opts;
	struct talat_result *r;
	struct talat_position pos;
	int turn;			/* index into r->order of the actor */
	long dead_after[TALAT_NBOARDS];	/* -1 while alive */
	long declared_after[TALAT_NBOARDS];
	/* Squares (bit per square) that the last witness of each live board
	 * uses, 0 when there is none: a ply that leaves them alone leaves
	 * the witness good, so the board alive, without asking the oracle. */
	unsigned long witness_squares[TALAT_NBOARDS];
	int nomem;
	/* The plies of the Stood tag, sorted, and the tag itself. */
	long *stood;
	size_t nstood;
	const struct talat_tag *stood_tag;
	long first_ply;			/* the number of the first ply */
};

static void
raise(struct replay *rp, struct talat_loc loc, long ply, int kind, ...)
{
	struct talat_msg m;
	va_list ap;

	va_start(ap, kind);
	talat_msg_vset(&m, kind, ap);
	va_end(ap);
	if (talat_result_raise_msg(rp->r, loc, ply, &m) < 0)
		rp->nomem = 1;
}

/* --- tags ------------------------------------------------------------------ */

/* Reports every tag whose name an earlier tag has, in record order
 * (talat_game_tag_firsts() sorts: n log n for n tags). */
static void
check_duplicates(struct replay *rp)
{
	const struct talat_game *g = rp->game;
	size_t i, n = g->ntags, *first;
	long ndup;

	if (n < 2)
		return;
	if (n > SIZE_MAX / sizeof *first ||
	    (first = malloc(n * sizeof *first)) == NULL) {
		rp->nomem = 1;
		return;
	}
	if ((ndup = talat_game_tag_firsts(g, first)) < 0)
		rp->nomem = 1;
	for (i = 0; i < n && ndup > 0; i++)
		if (first[i] != i)
			raise(rp, g->tags[i].loc, 0, TALAT_D_DUPLICATE_TAG,
			    g->tags[i].name, g->tags[first[i]].loc.line);
	free(first);
}

/* The tags of tgn.md section 5 and arbiter.md section 3. */
static const char *const known_tags[] = {
	"Event", "Site", "Date", "Round", "White", "Black", "Grey", "Zihin",
	"Order", "Position", "Score", "Winner", "Termination", "Stood", NULL
};

static int
known_tag(const char *name)
{
	size_t k;

	for (k = 0; known_tags[k] != NULL; k++)
		if (name[0] == known_tags[k][0] &&
		    strcmp(name, known_tags[k]) == 0)
			return 1;
	return 0;
}

/* Whether two names differ in length by at most 2, the largest edit
 * distance that names a misspelt tag (no distance is needed otherwise). */
static int
near_length(const char *a, const char *b)
{
	size_t la = strlen(a), lb = strlen(b);

	return la <= lb + 2 && lb <= la + 2;
}

/*
 * An unknown tag that is a known one in the wrong case or misspelt (an
 * edit distance of 1, or of 2 for names of five letters or more: "Time"
 * is no "Site") draws a warning naming the tag meant: a misspelt Order
 * would silently change who moved.
 */
static void
check_tag_names(struct replay *rp)
{
	const struct talat_game *g = rp->game;
	const char *name, *meant;
	size_t i, k, d, best;
	int kcase;

	for (i = 0; i < g->ntags; i++) {
		name = g->tags[i].name;
		if (known_tag(name))
			continue;
		meant = NULL;
		best = 3;
		kcase = 0;
		for (k = 0; known_tags[k] != NULL; k++) {
			if (!near_length(name, known_tags[k]))
				continue;
			d = talat_edit_distance(name, known_tags[k], 1);
			if (d == 0) {
				meant = known_tags[k];
				kcase = 1;
				best = 0;
			} else if (d < best && (d == 1 ||
			    strlen(known_tags[k]) >= 5)) {
				meant = known_tags[k];
				best = d;
			}
		}
		if (meant == NULL)
			continue;
		raise(rp, g->tags[i].loc, 0, kcase ? TALAT_D_TAG_CASE :
		    TALAT_D_TAG_MISSPELT, name, meant);
	}
}

static void
check_date(struct replay *rp)
{
	const struct talat_tag *t = talat_game_find_tag(rp->game, "Date");
	const char *v;
	int i;

	if (t == NULL)
		return;
	v = t->value;
	for (i = 0; i < 10; i++) {
		if (i == 4 || i == 7) {
			if (v[i] != '.')
				break;
		} else if (!((v[i] >= '0' && v[i] <= '9') || v[i] == '?'))
			break;
	}
	if (i < 10 || v[10] != '\0')
		raise(rp, t->value_loc, 0, TALAT_D_BAD_DATE, v);
}

/* Colours in a tag value such as "W B G" or "B, G" into out; the count,
 * or -1 when the text is not such a list. */
static int
parse_colours(const char *s, int sep_comma, int out[3])
{
	int n = 0, c;

	for (;;) {
		if ((c = talat_colour_from_char((unsigned char)*s)) < 0)
			return -1;
		if (n == 3)
			return -1;
		out[n++] = c;
		s++;
		if (*s == '\0')
			return n;
		if (sep_comma) {
			if (*s++ != ',')
				return -1;
		}
		if (*s++ != ' ')
			return -1;
	}
}

static int
setup_variant(struct replay *rp)
{
	const struct talat_tag *t;
	struct talat_result *r = rp->r;
	int i, j, n, c, want, order[3];

	r->zihin = -1;
	if ((t = talat_game_find_tag(rp->game, "Zihin")) != NULL) {
		c = talat_colour_from_char((unsigned char)t->value[0]);
		if (c < 0 || t->value[1] != '\0') {
			raise(rp, t->value_loc, 0, TALAT_D_BAD_ZIHIN, t->value);
			return -1;
		}
		r->zihin = c;
	}
	r->nplayers = r->zihin < 0 ? 3 : 2;
	for (c = 0, n = 0; c < 3; c++)
		if (c != r->zihin)
			r->order[n++] = c;
	if ((t = talat_game_find_tag(rp->game, "Order")) == NULL)
		return 0;
	want = r->nplayers;
	/* Into a copy: an order that cannot be used leaves the default one
	 * (the players once each, as scoring needs). */
	n = parse_colours(t->value, 0, order);
	for (i = 0; n == want && i < n; i++) {
		for (j = 0; j < i; j++)
			if (order[i] == order[j])
				n = -1;
		if (order[i] == r->zihin)
			n = -1;
	}
	if (n != want) {
		if (want == 3)
			raise(rp, t->value_loc, 0, TALAT_D_BAD_ORDER, t->value);
		else
			raise(rp, t->value_loc, 0, TALAT_D_BAD_ORDER_TWO,
			    t->value, talat_colour_char(r->zihin));
		return -1;
	}
	memcpy(r->order, order, sizeof(r->order[0]) * (size_t)n);
	return 0;
}

/* Starts from an empty setup, or from the Position tag. */
static int
setup_position(struct replay *rp)
{
	const struct talat_tag *t = talat_game_find_tag(rp->game, "Position");
	struct talat_result *r = rp->r;
	char err[MSGLEN];
	int b, i;

	for (b = 0; b < TALAT_NBOARDS; b++)
		rp->dead_after[b] = rp->declared_after[b] = -1;
	rp->turn = 0;
	if (t == NULL) {
		talat_position_init(&rp->pos, r->zihin, r->order[0]);
		return 0;
	}
	switch (talat_tpn_parse(t->value, &rp->pos, err, sizeof(err))) {
	case 0:
		break;
	case TALAT_TPN_FAILED:
		rp->nomem = 1;
		return -1;
	default:
		raise(rp, t->value_loc, 0, TALAT_D_BAD_POSITION, err);
		return -1;
	}
	if (rp->pos.zihin != r->zihin) {
		if (r->zihin < 0)
			raise(rp, t->value_loc, 0, TALAT_D_POSITION_NO_ZIHIN,
			    talat_colour_char(rp->pos.zihin));
		else
			raise(rp, t->value_loc, 0, TALAT_D_POSITION_ZIHIN,
			    talat_colour_char(r->zihin));
		return -1;
	}
	for (i = 0; i < r->nplayers; i++)
		if (r->order[i] == rp->pos.to_act)
			rp->turn = i;
	for (b = 0; b < TALAT_NBOARDS; b++) {
		if (rp->pos.frozen & (1u << b)) {
			rp->declared_after[b] = rp->pos.ply - 1;
		}
	}
	return 0;
}

/* --- plies that stood (arbiter.md section 3) ------------------------------ */

static int
cmp_long(const void *a, const void *b)
{
	long x = *(const long *)a, y = *(const long *)b;

	return x < y ? -1 : x > y;
}

/*
 * Reads the Stood tag: ply numbers (positive, in decimal) separated by
 * white space, each once. A value of another form is an error at the tag
 * and nothing stands.
 */
static void
read_stood(struct replay *rp)
{
	const struct talat_tag *t = talat_game_find_tag(rp->game, "Stood");
	const char *s;
	char *end;
	size_t n = 0, i;
	long v;

	if (t == NULL)
		return;
	rp->stood_tag = t;
	for (s = t->value; *s; ) {
		while (*s == ' ' || *s == '\t')
			s++;
		if (*s == '\0')
			break;
		n++;
		while (*s && *s != ' ' && *s != '\t')
			s++;
	}
	if (n == 0)
		goto malformed;
	if ((rp->stood = malloc(n * sizeof(*rp->stood))) == NULL) {
		rp->nomem = 1;
		return;
	}
	for (s = t->value, i = 0; i < n; i++) {
		while (*s == ' ' || *s == '\t')
			s++;
		if (*s < '0' || *s > '9')
			goto malformed;
		errno = 0;
		v = strtol(s, &end, 10);
		if (errno == ERANGE || v <= 0 ||
		    (*end && *end != ' ' && *end != '\t'))
			goto malformed;
		rp->stood[i] = v;
		s = end;
	}
	qsort(rp->stood, n, sizeof(*rp->stood), cmp_long);
	for (i = 1; i < n; i++)
		if (rp->stood[i] == rp->stood[i - 1]) {
			raise(rp, t->value_loc, 0, TALAT_D_STOOD_TWICE,
			    rp->stood[i]);
			rp->nstood = 0;
			return;
		}
	rp->nstood = n;
	return;
malformed:
	raise(rp, t->value_loc, 0, TALAT_D_BAD_STOOD, t->value);
	rp->nstood = 0;
}

static int
stands(const struct replay *rp, long ply)
{
	return rp->nstood > 0 && bsearch(&ply, rp->stood, rp->nstood,
	    sizeof(*rp->stood), cmp_long) != NULL;
}

/* After a replay that met no error: a listed ply the record does not
 * have is an error at the tag. */
static void
check_stood_reached(struct replay *rp)
{
	size_t i;

	for (i = 0; i < rp->nstood; i++)
		if (rp->stood[i] < rp->first_ply ||
		    rp->stood[i] >= rp->pos.ply) {
			if (rp->pos.ply > rp->first_ply)
				raise(rp, rp->stood_tag->value_loc, 0,
				    TALAT_D_STOOD_NOT_REACHED, rp->stood[i],
				    rp->first_ply, rp->pos.ply - 1);
			else
				raise(rp, rp->stood_tag->value_loc, 0,
				    TALAT_D_STOOD_NO_PLIES, rp->stood[i]);
			return;
		}
}

/* --- deadness and freezing -------------------------------------------------- */

/*
 * Called after each ply of the movement phase (and at its start); `a` is
 * the ply's action on `board`, NULL at the start. A ply that neither
 * moves from nor lands on a square of the board's last witness leaves
 * that witness playable (the towers it moves are where they were, the
 * squares it steps to are still empty, a capture only empties squares),
 * so the board is still alive and the oracle need not be asked.
 */
static void
track_dead(struct replay *rp, int board, long ply,
    const struct talat_action *a)
{
	struct talat_witness w;
	int dead;

	if (rp->dead_after[board] >= 0 || rp->nomem)
		return;
	if (a != NULL && rp->witness_squares[board] != 0 &&
	    !(rp->witness_squares[board] & ((1ul << a->from) | (1ul << a->to))))
		return;
	w.nsteps = 0;
	w.capture.from = w.capture.to = -1;
	dead = talat_dead_probe(&rp->pos, board, &w) ? 0 :
	    talat_board_dead(&rp->pos, board, &w);
	if (dead < 0) {
		rp->nomem = 1;	/* could not tell: never read as an answer */
		return;
	}
	if (!dead) {
		rp->witness_squares[board] = talat_witness_squares(&w);
		return;
	}
	rp->witness_squares[board] = 0;
	rp->dead_after[board] = ply;
	if (rp->opts->strict && !(rp->pos.frozen & (1u << board)))
		talat_freeze(&rp->pos, board);
}

static void
track_all(struct replay *rp, long ply)
{
	int b;

	for (b = 0; b < TALAT_NBOARDS; b++)
		track_dead(rp, b, ply, NULL);
}

/* --- moves --------------------------------------------------------------- */

static long
round_of(const struct replay *rp, long ply)
{
	return (ply - 1) / rp->r->nplayers + 1;
}

static int
check_round(struct replay *rp, const struct talat_move *m)
{
	long want = round_of(rp, rp->pos.ply);

	if (m->round == TALAT_ROUND_NONE || m->round == want)
		return 0;
	if (m->round == TALAT_ROUND_ZERO)
		raise(rp, m->round_loc, rp->pos.ply, TALAT_D_ROUND_ZERO, want,
		    rp->pos.ply, want);
	else if (m->round == TALAT_ROUND_HUGE)
		raise(rp, m->round_loc, rp->pos.ply, TALAT_D_ROUND_HUGE,
		    rp->pos.ply, want);
	else
		raise(rp, m->round_loc, rp->pos.ply, TALAT_D_ROUND_WRONG,
		    m->round, want, rp->pos.ply, want);
	return -1;
}

/* The steps of a witness, "BG:c2-c3 BG:d5-d4", into buf. */
static void
witness_steps(const struct talat_witness *w, char *buf, size_t len)
{
	char text[16];
	size_t o = 0;
	int i;

	buf[0] = '\0';
	for (i = 0; i < w->nsteps && o < len; i++) {
		talat_action_text(&w->steps[i], text);
		o += (size_t)snprintf(buf + o, len - o, "%s%s", i ? " " : "",
		    text);
	}
}

static int
declare(struct replay *rp, const struct talat_move *m)
{
	struct talat_witness w;
	char steps[1024], capture[16];
	int b = m->board;
	long last = rp->pos.ply - 1;
	const char *bn = talat_board_name(b);
	int dead;

	if (!talat_in_movement(&rp->pos)) {
		raise(rp, m->loc, last, TALAT_D_FREEZE_IN_SETUP, last, bn);
		return -1;
	}
	if (!rp->opts->strict) {
		if (talat_game_over(&rp->pos)) {
			raise(rp, m->loc, last, TALAT_D_FREEZE_GAME_OVER, last,
			    bn);
			return -1;
		}
		if (rp->pos.frozen & (1u << b)) {
			raise(rp, m->loc, last, TALAT_D_FREEZE_TWICE, last, bn,
			    bn);
			return -1;
		}
	}
	dead = rp->dead_after[b] >= 0 ? 1 : talat_board_dead(&rp->pos, b, &w);
	if (dead < 0) {
		rp->nomem = 1;
		return -1;
	}
	if (!dead) {
		witness_steps(&w, steps, sizeof(steps));
		talat_action_text(&w.capture, capture);
		if (w.nsteps > 0)
			raise(rp, m->loc, last, TALAT_D_FREEZE_LIVE_BOARD, last,
			    bn, bn, steps, capture);
		else
			raise(rp, m->loc, last, TALAT_D_FREEZE_LIVE_BOARD_NOW,
			    last, bn, bn, capture);
		return -1;
	}
	if (rp->declared_after[b] < 0) {
		rp->declared_after[b] = last;
	}
	if (!(rp->pos.frozen & (1u << b)))
		talat_freeze(&rp->pos, b);
	return 0;
}

/* talat_move_action(), inline in play(). */
static void
move_action(const struct talat_move *m, int actor, struct talat_action *a)
{
	memset(a, 0, sizeof(*a));
	a->board = m->board;
	a->from = m->from;
	a->to = m->to;
	a->victim = -1;
	switch (m->kind) {
	case TALAT_MOVE_PLACE:
		a->kind = TALAT_PLACE;
		a->tower = talat_tower_of(actor, m->type);
		break;
	case TALAT_MOVE_STEP:
		a->kind = TALAT_STEP;
		break;
	case TALAT_MOVE_CAPTURE:
		a->kind = TALAT_CAPTURE;
		break;
	default:
		a->kind = TALAT_PASS;
		break;
	}
}

void
talat_move_action(const struct talat_move *m, int actor,
    struct talat_action *a)
{
	move_action(m, actor, a);
}

void
talat_action_move(const struct talat_action *a, struct talat_move *m)
{
	static const enum talat_move_kind kinds[] = {
		[TALAT_PLACE] = TALAT_MOVE_PLACE,
		[TALAT_STEP] = TALAT_MOVE_STEP,
		[TALAT_CAPTURE] = TALAT_MOVE_CAPTURE,
		[TALAT_PASS] = TALAT_MOVE_PASS,
	};
	int squares = a->kind == TALAT_STEP || a->kind == TALAT_CAPTURE;

	m->kind = kinds[a->kind];
	m->type = a->kind == TALAT_PLACE ? talat_tower_type(a->tower) : -1;
	m->board = a->kind == TALAT_PASS ? -1 : a->board;
	m->from = squares ? a->from : -1;
	m->to = a->kind == TALAT_PASS ? -1 : a->to;
}

static int
check_pass(struct replay *rp, struct talat_msg *why)
{
	struct talat_action a;
	char text[16];

	if (!talat_in_movement(&rp->pos))
		return talat_msg_set(why, TALAT_D_PASS_IN_SETUP);
	if (talat_legal_actions(&rp->pos, &a, 1) > 0) {
		talat_action_text(&a, text);
		return talat_msg_set(why, TALAT_D_PASS_WITH_ACTION, text);
	}
	return 0;
}

/*
 * A rule broken at a ply: the rule's diagnostic framed by the ply, its
 * player and its text, "ply 72 (B): BG:c2-c4: a step goes one square".
 * The frame is no sentence of its own: it names the place, as
 * "FILE:LINE:COLUMN:" does.
 */
static void
raise_at_ply(struct replay *rp, const struct talat_move *m,
    const struct talat_action *a, const struct talat_msg *why)
{
	struct talat_msg framed;
	char text[16];

	talat_action_text(a, text);
	framed.kind = why->kind;
	/* TRANSLATORS: the ply number, the colour letter of the player to
	 * act, the action in notation (WB:c2-c4), why it is illegal. */
	if (snprintf(framed.text, sizeof(framed.text), _("ply %ld (%c): %s: %s"),
	    rp->pos.ply, talat_colour_char(rp->pos.to_act), text,
	    why->text) < 0)
		framed.text[0] = '\0';
	if (talat_result_raise_msg(rp->r, m->loc, rp->pos.ply, &framed) < 0)
		rp->nomem = 1;
}

static int
push_ply(struct replay *rp, const struct talat_action *a, size_t move)
{
	struct talat_result *r = rp->r;
	struct talat_ply *pl;
	size_t cap;

	if (r->nplies == r->capplies) {
		cap = r->capplies ? r->capplies * 2 : 128;
		pl = realloc(r->plies, cap * sizeof(*pl));
		if (pl == NULL) {
			rp->nomem = 1;
			return -1;
		}
		r->plies = pl;
		r->capplies = cap;
	}
	pl = &r->plies[r->nplies++];
	pl->ply = rp->pos.ply;
	pl->round = round_of(rp, rp->pos.ply);
	pl->actor = rp->pos.to_act;
	pl->action = *a;
	pl->move = move;
	pl->stood = 0;
	return 0;
}

static void
warn_dead(struct replay *rp, const struct talat_move *m,
    const struct talat_action *a)
{
	int b = m->board;
	char text[16];

	if (rp->dead_after[b] < 0 || (rp->pos.frozen & (1u << b)))
		return;
	talat_action_text(a, text);
	raise(rp, m->loc, rp->pos.ply, TALAT_D_DEAD_BOARD_ACTION, rp->pos.ply,
	    talat_colour_char(rp->pos.to_act), text, talat_board_name(b),
	    rp->dead_after[b]);
}

static int
play(struct replay *rp, const struct talat_move *m, size_t index)
{
	struct talat_action a;
	struct talat_msg err, why;
	char text[16];
	int was_setup, stood, illegal;

	if (talat_game_over(&rp->pos)) {
		raise(rp, m->loc, rp->pos.ply, TALAT_D_PLY_AFTER_GAME_OVER,
		    rp->pos.ply);
		return -1;
	}
	move_action(m, rp->pos.to_act, &a);
	stood = stands(rp, rp->pos.ply);
	illegal = a.kind == TALAT_PASS ? check_pass(rp, &err) :
	    talat_check_action(&rp->pos, &a, &err);
	if (!illegal && !stood)
		goto legal;	/* the common case: no text to write */
	talat_action_text(&a, text);
	if (illegal && !stood) {
		raise_at_ply(rp, m, &a, &err);
		return -1;
	}
	if (illegal && talat_stand_action(&rp->pos, &a, &why)) {
		if (strcmp(err.text, why.text) == 0)
			raise(rp, m->loc, rp->pos.ply, TALAT_D_STOOD_CANNOT_STAND,
			    rp->pos.ply, talat_colour_char(rp->pos.to_act),
			    text, err.text);
		else
			raise(rp, m->loc, rp->pos.ply,
			    TALAT_D_STOOD_CANNOT_STAND_WHY, rp->pos.ply,
			    talat_colour_char(rp->pos.to_act), text, err.text,
			    why.text);
		return -1;
	}
	if (illegal)
		raise(rp, m->loc, rp->pos.ply, TALAT_D_ILLEGAL_PLY_STOOD,
		    rp->pos.ply, talat_colour_char(rp->pos.to_act), text,
		    err.text);
	else if (stood)
		raise(rp, m->loc, rp->pos.ply, TALAT_D_STOOD_BUT_LEGAL,
		    rp->pos.ply, talat_colour_char(rp->pos.to_act), text);
legal:
	if (!illegal && (a.kind == TALAT_STEP || a.kind == TALAT_CAPTURE))
		warn_dead(rp, m, &a);
	was_setup = !talat_in_movement(&rp->pos);
	if (push_ply(rp, &a, index) < 0)
		return -1;
	rp->r->plies[rp->r->nplies - 1].stood = illegal != 0;
	talat_apply_action(&rp->pos, &a);
	if (was_setup && talat_in_movement(&rp->pos)) {
		track_all(rp, rp->pos.ply);
	} else if (a.kind != TALAT_PASS && !was_setup) {
		/* A ply that stood may go where no witness expects it. */
		if (illegal)
			rp->witness_squares[a.board] = 0;
		track_dead(rp, a.board, rp->pos.ply, illegal ? NULL : &a);
	}
	talat_next_turn(&rp->pos, rp->r->order, &rp->turn);
	return 0;
}

static void
replay_moves(struct replay *rp)
{
	const struct talat_game *g = rp->game;
	const struct talat_move *m;
	size_t i;

	for (i = 0; i < g->nmoves && !rp->nomem; i++) {
		m = &g->moves[i];
		if (g->syntax_errors > 0 && !before(m->loc, g->first_error))
			break;
		if (check_round(rp, m) < 0)
			break;
		if (m->kind == TALAT_MOVE_FREEZE ? declare(rp, m) :
		    play(rp, m, i))
			break;
		if (rp->nomem)
			break;
		rp->r->moves_replayed = i + 1;
	}
}

/* --- results ------------------------------------------------------------- */

static void
collect_freezes(struct replay *rp)
{
	struct talat_result *r = rp->r;
	int b;

	r->nfreezes = 0;
	for (b = 0; b < TALAT_NBOARDS; b++) {
		if (rp->dead_after[b] < 0 && rp->declared_after[b] < 0)
			continue;
		r->freezes[r->nfreezes].board = b;
		r->freezes[r->nfreezes].dead_after_ply = rp->dead_after[b];
		r->freezes[r->nfreezes].declared_after_ply =
		    rp->declared_after[b];
		r->nfreezes++;
	}
}

static int
find_points(const struct talat_result *r, int colour)
{
	int i;

	for (i = 0; i < r->nplayers; i++)
		if (r->order[i] == colour)
			return r->scores[colour].points;
	return -1;
}

/* Appends "W 23" to a list "B 18, G 15" in buf (len bytes). */
static void
add_points(char *buf, size_t len, int colour, long points)
{
	size_t o = strlen(buf);

	snprintf(buf + o, len - o, "%s%c %ld", o ? ", " : "",
	    talat_colour_char(colour), points);
}

/* The points of every player, in turn order: "W 31, G 26, B 21". */
static void
scores_text(const struct talat_result *r, char *buf, size_t len)
{
	int i;

	buf[0] = '\0';
	for (i = 0; i < r->nplayers; i++)
		add_points(buf, len, r->order[i],
		    r->scores[r->order[i]].points);
}

/*
 * Checks the Score tag against the replay: every player once with the
 * points the game gives. Every wrong entry is named in one error, with
 * the tag as it should read.
 */
static void
check_score_tag(struct replay *rp)
{
	const struct talat_tag *t = talat_game_find_tag(rp->game, "Score");
	struct talat_result *r = rp->r;
	const char *s;
	char *end, said[128], gives[128], tag[128];
	int c, n = 0, seen = 0, pts;
	long v;

	if (t == NULL)
		return;
	said[0] = gives[0] = '\0';
	s = t->value;
	for (;;) {
		c = talat_colour_from_char((unsigned char)s[0]);
		if (c < 0 || s[1] != ' ' || s[2] < '0' || s[2] > '9')
			goto malformed;
		errno = 0;
		v = strtol(s + 2, &end, 10);
		if (errno == ERANGE)
			goto malformed;
		if ((pts = find_points(r, c)) < 0) {
			raise(rp, t->value_loc, 0, TALAT_D_SCORE_NOT_PLAYER,
			    talat_colour_char(c));
			return;
		}
		if (seen & (1 << c)) {
			raise(rp, t->value_loc, 0, TALAT_D_SCORE_TWICE,
			    talat_colour_char(c));
			return;
		}
		seen |= 1 << c;
		n++;
		if (v != pts) {
			add_points(said, sizeof(said), c, v);
			add_points(gives, sizeof(gives), c, pts);
		}
		if (*end == '\0')
			break;
		if (end[0] != ',' || end[1] != ' ')
			goto malformed;
		s = end + 2;
	}
	if (said[0] != '\0') {
		scores_text(r, tag, sizeof(tag));
		raise(rp, t->value_loc, 0, TALAT_D_SCORE_MISMATCH, said, gives,
		    tag);
	} else if (n != r->nplayers)
		raise(rp, t->value_loc, 0, TALAT_D_SCORE_INCOMPLETE);
	return;
malformed:
	raise(rp, t->value_loc, 0, TALAT_D_BAD_SCORE, t->value);
}

/* "W" or "B, G". */
static void
winners_text(unsigned set, char *buf)
{
	const char *sep = "";
	int c;

	*buf = '\0';
	for (c = 0; c < 3; c++)
		if (set & (1u << c)) {
			buf += sprintf(buf, "%s%c", sep, talat_colour_char(c));
			sep = ", ";
		}
}

static void
check_winner_tag(struct replay *rp)
{
	const struct talat_tag *t = talat_game_find_tag(rp->game, "Winner");
	int cs[3], n, i;
	unsigned set = 0;
	char want[16], got[16];

	if (t == NULL)
		return;
	n = parse_colours(t->value, 1, cs);
	for (i = 0; i < n; i++) {
		if (set & (1u << cs[i]))
			n = -1;
		else
			set |= 1u << cs[i];
	}
	if (n < 0) {
		raise(rp, t->value_loc, 0, TALAT_D_BAD_WINNER, t->value);
		return;
	}
	if (set != rp->r->winners) {
		winners_text(set, got);
		winners_text(rp->r->winners, want);
		if (rp->r->tiebreak_rule == TALAT_TIEBREAK_UNSHARED)
			raise(rp, t->value_loc, 0, TALAT_D_WINNER_MISMATCH, got,
			    want, want);
		else
			raise(rp, t->value_loc, 0, TALAT_D_WINNER_MISMATCH_RULE,
			    got, want, talat_tiebreak_rule_name(
			    rp->r->tiebreak_rule), want);
	}
}

/* Whether a tag value says something: not empty, not only blanks. */
static int
says_something(const char *s)
{
	for (; *s; s++)
		if (*s != ' ' && *s != '\t')
			return 1;
	return 0;
}

/*
 * An unfinished game: named at its first line, with who is to act,
 * unless a Termination tag says why it stopped; Score and Winner cannot
 * be checked, so each draws a warning with what the position gives so
 * far; and a board dead but never declared is why the game did not end.
 */
static void
check_unfinished(struct replay *rp)
{
	const struct talat_game *g = rp->game;
	const struct talat_tag *t;
	struct talat_result *r = rp->r;
	struct talat_loc end = g->loc;
	char text[128];
	const char *bn;
	int b;

	t = talat_game_find_tag(g, "Termination");
	if (t == NULL || !says_something(t->value)) {
		if (rp->pos.ply > rp->first_ply)
			raise(rp, g->loc, 0, TALAT_D_UNFINISHED_GAME,
			    rp->pos.ply - 1,
			    talat_colour_char(rp->pos.to_act));
		else
			raise(rp, g->loc, 0, TALAT_D_UNFINISHED_GAME_NO_PLY,
			    talat_colour_char(rp->pos.to_act));
	}
	if ((t = talat_game_find_tag(g, "Score")) != NULL) {
		scores_text(r, text, sizeof(text));
		raise(rp, t->value_loc, 0, TALAT_D_SCORE_UNFINISHED, text);
	}
	if ((t = talat_game_find_tag(g, "Winner")) != NULL) {
		winners_text(r->winners, text);
		raise(rp, t->value_loc, 0, TALAT_D_WINNER_UNFINISHED, text);
	}
	if (g->nmoves > 0)
		end = g->moves[g->nmoves - 1].loc;
	for (b = 0; b < TALAT_NBOARDS; b++) {
		if (rp->dead_after[b] < 0 || (rp->pos.frozen & (1u << b)))
			continue;
		bn = talat_board_name(b);
		raise(rp, end, rp->dead_after[b], TALAT_D_DEAD_BOARD_AT_END, bn,
		    rp->dead_after[b], bn);
	}
}

int
talat_result_void(const struct talat_result *r, enum talat_status status)
{
	int i;

	if (status != TALAT_INVALID || (r->started && r->final.to_act < 0))
		return 0;
	for (i = 0; i < r->nplayers; i++)
		if (r->scores[r->order[i]].points != 0)
			return 0;
	return 1;
}

int
talat_replay(const struct talat_game *g,
    const struct talat_replay_options *opts, struct talat_result *r)
{
	static const struct talat_replay_options defaults = { 0, 0 };
	struct talat_tiebreak tb;
	struct replay rp;

	talat_result_clear(r);
	memset(&rp, 0, sizeof(rp));
	rp.game = g;
	rp.opts = opts ? opts : &defaults;
	rp.r = r;
	check_duplicates(&rp);
	check_tag_names(&rp);
	check_date(&rp);
	read_stood(&rp);
	if (setup_variant(&rp) == 0)
		r->variant_ok = 1;
	if (r->variant_ok && setup_position(&rp) == 0) {
		r->started = 1;
		rp.first_ply = rp.pos.ply;
		if (talat_in_movement(&rp.pos))
			track_all(&rp, rp.pos.ply - 1);
		if (talat_game_over(&rp.pos))
			rp.pos.to_act = -1;
		replay_moves(&rp);
		if (r->nerrors == 0 && g->syntax_errors == 0)
			check_stood_reached(&rp);
	} else {
		talat_position_init(&rp.pos, r->zihin, -1);
	}
	free(rp.stood);
	if (rp.nomem)
		goto nomem;
	r->final = rp.pos;
	collect_freezes(&rp);
	talat_score(&rp.pos, r->order, r->nplayers, r->scores, &r->winners,
	    &r->tiebreak);
	/* The edition's rule decides the tie (the default's is above). */
	r->tiebreak_rule = rp.opts->tiebreak;
	if (r->tiebreak_rule != TALAT_TIEBREAK_UNSHARED) {
		talat_tiebreak(r->scores, r->order, r->nplayers,
		    r->tiebreak_rule, &tb);
		r->winners = tb.winners;
		r->tiebreak = tb.decided;
	}
	if (r->nerrors > 0 || g->syntax_errors > 0)
		r->status = TALAT_INVALID;
	else if (talat_game_over(&rp.pos))
		r->status = TALAT_COMPLETE;
	else
		r->status = TALAT_UNFINISHED;
	if (r->status == TALAT_COMPLETE) {
		check_score_tag(&rp);
		check_winner_tag(&rp);
		if (r->nerrors > 0)
			r->status = TALAT_INVALID;
	} else if (r->status == TALAT_UNFINISHED)
		check_unfinished(&rp);
	if (talat_result_void(r, r->status))
		r->winners = 0;
	if (!rp.nomem)
		return 0;
nomem:
	errno = ENOMEM;
	return -1;
}
