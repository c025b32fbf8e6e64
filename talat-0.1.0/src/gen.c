/* SPDX-License-Identifier: ISC */
/* gen.c: random complete legal games (talat gen). The turn order, the
 * freezing and the end of the game are the rules' own (talat_next_turn,
 * talat_freeze, talat_game_over in rules.c), as in the replay, so that
 * every game generated here replays as complete, in declared and in
 * strict mode alike. */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "talat/dead.h"
#include "gen.h"
#include "rng.h"
#include "tournament.h"
#include "talat/replay.h"
#include "i18n.h"
#include "internal.h"

/* --- the PRNG ------------------------------------------------------------ */

uint64_t
rng_splitmix64(uint64_t *state)
{
	uint64_t z = (*state += UINT64_C(0x9e3779b97f4a7c15));

	z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
	return z ^ (z >> 31);
}

void
rng_seed(struct rng *r, uint64_t seed, uint64_t stream)
{
	uint64_t s = seed;
	int i;

	/* Mix the seed first, then the stream, so that (seed, stream) pairs
	 * that differ anywhere start far apart. */
	s = rng_splitmix64(&s) ^ stream;
	for (i = 0; i < 4; i++)
		r->s[i] = rng_splitmix64(&s);
}

static uint64_t
rotl(uint64_t x, int k)
{
	return (x << k) | (x >> (64 - k));
}

uint64_t
rng_next(struct rng *r)
{
	uint64_t *s = r->s, result = rotl(s[1] * 5, 7) * 9, t = s[1] << 17;

	s[2] ^= s[0];
	s[3] ^= s[1];
	s[1] ^= s[2];
	s[0] ^= s[3];
	s[2] ^= t;
	s[3] = rotl(s[3], 45);
	return result;
}

uint32_t
rng_below(struct rng *r, uint32_t n)
{
	uint32_t x, limit;

	if (n <= 1)
		return 0;
	/* Reject the top sliver that does not divide evenly. */
	limit = UINT32_MAX - UINT32_MAX % n;
	do
		x = (uint32_t)(rng_next(r) >> 32);
	while (x >= limit);
	return x % n;
}

/* --- building the record ------------------------------------------------- */

/* Most actions a player can have: 18 towers (own and Zihin) times five
 * directions. */
#define MAXACTIONS 96
/* Far above any real game: every tower steps at most four times. */
#define MAXPLIES 2000

struct gen {
	struct talat_game *g;
	struct rng rng;
	struct talat_position pos;
	int nplayers;
	int zihin;
	int order[TALAT_NCOLOURS];
	int turn;
	int failed;		/* the rules could not go on (message in err) */
	long dead_after[TALAT_NBOARDS];
	unsigned capture_pct;	/* how often a capture is preferred */
	int nomem;
	char *err;
	size_t errlen;
};

static void
fail(struct gen *gn, const char *fmt, ...)
{
	va_list ap;

	if (gn->errlen == 0)
		return;
	va_start(ap, fmt);
	vsnprintf(gn->err, gn->errlen, _(fmt), ap);
	va_end(ap);
}

static char *
dup_text(struct gen *gn, const char *s)
{
	char *d = strdup(s);

	if (d == NULL)
		gn->nomem = 1;
	return d;
}

static void
add_tag(struct gen *gn, const char *name, const char *value)
{
	struct talat_game *g = gn->g;
	struct talat_tag *t;

	if (gn->nomem)
		return;
	if (tl_grow(&g->tags, &g->captags, g->ntags + 1,
	    sizeof(*g->tags), 16) < 0) {
		gn->nomem = 1;
		return;
	}
	t = &g->tags[g->ntags];
	memset(t, 0, sizeof(*t));
	t->name = dup_text(gn, name);
	t->value = dup_text(gn, value);
	if (t->name == NULL || t->value == NULL) {
		free(t->name);
		free(t->value);
		gn->nomem = 1;
		return;
	}
	g->ntags++;
}

static void
add_game_comment(struct gen *gn, const char *text)
{
	struct talat_game *g = gn->g;
	struct talat_comment *c;

	if (gn->nomem)
		return;
	if (tl_grow(&g->comments, &g->capcomments, g->ncomments + 1,
	    sizeof(*g->comments), 4) < 0) {
		gn->nomem = 1;
		return;
	}
	c = &g->comments[g->ncomments];
	memset(c, 0, sizeof(*c));
	if ((c->text = dup_text(gn, text)) != NULL)
		g->ncomments++;
}

/* A new move at the end of the game, zeroed; NULL on allocation failure. */
static struct talat_move *
add_move(struct gen *gn, enum talat_move_kind kind)
{
	struct talat_game *g = gn->g;
	struct talat_move *m;

	if (gn->nomem)
		return NULL;
	if (tl_grow(&g->moves, &g->capmoves, g->nmoves + 1,
	    sizeof(*g->moves), 128) < 0) {
		gn->nomem = 1;
		return NULL;
	}
	m = &g->moves[g->nmoves++];
	memset(m, 0, sizeof(*m));
	m->kind = kind;
	m->round = TALAT_ROUND_NONE;
	m->type = -1;
	m->board = -1;
	m->from = -1;
	m->to = -1;
	m->annotation = TALAT_ANN_NONE;
	return m;
}

/* Sets the one comment of move m (m has none yet). */
static void
comment_move(struct gen *gn, struct talat_move *m, const char *text)
{
	if (m == NULL || gn->nomem)
		return;
	m->comments = calloc(1, sizeof(*m->comments));
	if (m->comments == NULL) {
		gn->nomem = 1;
		return;
	}
	if ((m->comments[0].text = dup_text(gn, text)) == NULL) {
		free(m->comments);
		m->comments = NULL;
		return;
	}
	m->ncomments = 1;
}

/* --- playing ------------------------------------------------------------- */

static void
next_turn(struct gen *gn)
{
	talat_next_turn(&gn->pos, gn->order, &gn->turn);
}

/* After a ply that touched `board` (or every board after the setup):
 * when it left the board dead, declare it frozen at once. */
static void
freeze_if_dead(struct gen *gn, int board)
{
	struct talat_move *m;
	char text[64];
	int dead;

	if (talat_game_over(&gn->pos) || gn->nomem ||
	    gn->dead_after[board] >= 0)
		return;
	if ((dead = talat_board_dead(&gn->pos, board, NULL)) < 0) {
		gn->nomem = 1;	/* could not tell: never read as an answer */
		return;
	}
	if (!dead)
		return;
	gn->dead_after[board] = gn->pos.ply;
	if (gn->pos.frozen & (1u << board))
		return;
	talat_freeze(&gn->pos, board);
	if ((m = add_move(gn, TALAT_MOVE_FREEZE)) != NULL) {
		m->board = board;
		snprintf(text, sizeof(text), "no capture is possible on %s any "
		    "more", talat_board_name(board));
		comment_move(gn, m, text);
	}
}

static void
place(struct gen *gn)
{
	struct talat_action acts[MAXACTIONS * 2];
	struct talat_move *m;
	int n, b;

	n = talat_legal_placements(&gn->pos, acts, MAXACTIONS * 2);
	if (n > MAXACTIONS * 2)
		n = MAXACTIONS * 2;
	if (n <= 0) {
		fail(gn, "ply %ld: no placement is possible", gn->pos.ply);
		gn->failed = 1;
		return;
	}
	acts[0] = acts[rng_below(&gn->rng, (uint32_t)n)];
	if ((m = add_move(gn, TALAT_MOVE_PLACE)) == NULL)
		return;
	m->type = talat_tower_type(acts[0].tower);
	m->board = acts[0].board;
	m->to = acts[0].to;
	talat_apply_action(&gn->pos, &acts[0]);
	if (talat_in_movement(&gn->pos))
		for (b = 0; b < TALAT_NBOARDS; b++)
			freeze_if_dead(gn, b);
	next_turn(gn);
}

/* Picks an action: a capture with probability capture_pct when there is
 * one, else any action. */
static const struct talat_action *
choose(struct gen *gn, struct talat_action *acts, int n)
{
	int caps[MAXACTIONS], ncaps = 0, i;

	for (i = 0; i < n; i++)
		if (acts[i].kind == TALAT_CAPTURE)
			caps[ncaps++] = i;
	if (ncaps > 0 && rng_below(&gn->rng, 100) < gn->capture_pct)
		return &acts[caps[rng_below(&gn->rng, (uint32_t)ncaps)]];
	return &acts[rng_below(&gn->rng, (uint32_t)n)];
}

static void
act(struct gen *gn, int *passes)
{
	struct talat_action acts[MAXACTIONS];
	const struct talat_action *a;
	struct talat_move *m;
	char text[64], vname[4], alive[32];
	size_t len;
	int n, b;

	n = talat_legal_actions(&gn->pos, acts, MAXACTIONS);
	if (n > MAXACTIONS)
		n = MAXACTIONS;
	if (n == 0) {
		if (++*passes >= gn->nplayers) {
			/* A board that is not dead always lets someone act:
			 * the oracle and the rules disagree. */
			for (b = 0, len = 0; b < TALAT_NBOARDS; b++)
				if (!(gn->pos.frozen & (1u << b)))
					len += (size_t)snprintf(alive + len,
					    sizeof(alive) - len, "%s%s", len ? " and " :
					    "", talat_board_name(b));
			fail(gn, "ply %ld: every player had to pass in turn, "
			    "but the oracle calls %s alive", gn->pos.ply, alive);
			gn->failed = 1;
			return;
		}
		add_move(gn, TALAT_MOVE_PASS);
		next_turn(gn);
		return;
	}
	*passes = 0;
	a = choose(gn, acts, n);
	m = add_move(gn, a->kind == TALAT_STEP ? TALAT_MOVE_STEP :
	    TALAT_MOVE_CAPTURE);
	if (m == NULL)
		return;
	m->board = a->board;
	m->from = a->from;
	m->to = a->to;
	if (rng_below(&gn->rng, 40) == 0)
		m->annotation = TALAT_ANN_GOOD + (int)rng_below(&gn->rng,
		    TALAT_ANN_DUBIOUS - TALAT_ANN_GOOD + 1);
	if (a->kind == TALAT_CAPTURE && rng_below(&gn->rng, 2) == 0) {
		talat_tower_name(a->victim, vname);
		snprintf(text, sizeof(text), "%c takes %c's %s",
		    talat_colour_char(gn->pos.to_act), vname[0], vname + 1);
		comment_move(gn, m, text);
	}
	talat_apply_action(&gn->pos, a);
	freeze_if_dead(gn, a->board);
	next_turn(gn);
}

/* --- tags ---------------------------------------------------------------- */

static const char *const names[] = {
	"Ada", "Ben", "Cid", "Dora", "Emil", "Fay", "Gus", "Hana", "Ivo",
	"Jule", "Kai", "Lena", "Mats", "Nia", "Ole", "Pia", "Quentin", "Rosa",
	"Sven", "Tilda", "Ute", "Vik", "Wim", "Yara"
};
#define NNAMES (sizeof(names) / sizeof(names[0]))

static void
add_player_tags(struct gen *gn)
{
	static const char *const colour_tag[] = { "White", "Black", "Grey" };
	int used[NNAMES], c, k;

	memset(used, 0, sizeof(used));
	for (c = 0; c < TALAT_NCOLOURS; c++) {
		if (c == gn->zihin)
			continue;
		do
			k = (int)rng_below(&gn->rng, NNAMES);
		while (used[k]);
		used[k] = 1;
		add_tag(gn, colour_tag[c], names[k]);
	}
}

/* Adds the Score and Winner tags; returns the winners (bit per colour). */
static unsigned
add_result_tags(struct gen *gn)
{
	struct talat_score scores[TALAT_NCOLOURS];
	unsigned winners;
	int tiebreak, i, c;
	char buf[64];
	size_t len = 0;

	talat_score(&gn->pos, gn->order, gn->nplayers, scores, &winners,
	    &tiebreak);
	for (i = 0; i < gn->nplayers; i++)
		len += (size_t)snprintf(buf + len, sizeof(buf) - len, "%s%c %d",
		    i ? ", " : "", talat_colour_char(gn->order[i]),
		    scores[gn->order[i]].points);
	add_tag(gn, "Score", buf);
	len = 0;
	buf[0] = '\0';
	for (c = 0; c < TALAT_NCOLOURS; c++)
		if (winners & (1u << c))
			len += (size_t)snprintf(buf + len, sizeof(buf) - len,
			    "%s%c", len ? ", " : "", talat_colour_char(c));
	add_tag(gn, "Winner", buf);
	return winners;
}

/* --- the game ------------------------------------------------------------- */

/* The variant, the order of play and how keen on captures the players
 * are, drawn in that order. */
static void
draw_variant(struct gen *gn)
{
	int i, j, t;

	gn->zihin = gn->nplayers == 3 ? -1 : (int)rng_below(&gn->rng, 3);
	for (i = 0, j = 0; i < TALAT_NCOLOURS; i++)
		if (i != gn->zihin)
			gn->order[j++] = i;
	for (i = gn->nplayers - 1; i > 0; i--) {
		j = (int)rng_below(&gn->rng, (uint32_t)i + 1);
		t = gn->order[i];
		gn->order[i] = gn->order[j];
		gn->order[j] = t;
	}
	gn->capture_pct = 25 + rng_below(&gn->rng, 70);
}

/* The match rule: a winner of the match's last game begins (the first
 * such player in the drawn order takes the first place). */
static void
match_rule(struct gen *gn, struct talat_matches *matches)
{
	unsigned starters;
	int i, t;

	if (matches == NULL)
		return;
	starters = talat_matches_starters(matches, gn->g, gn->zihin);
	for (i = 0; i < gn->nplayers; i++)
		if (starters & (1u << gn->order[i]))
			break;
	if (i > 0 && i < gn->nplayers) {
		t = gn->order[0];
		gn->order[0] = gn->order[i];
		gn->order[i] = t;
	}
}

/* The tags before the moves, and the game comment. */
static void
add_opening_tags(struct gen *gn, const struct talat_gen_options *o)
{
	char buf[128];
	int i, j;

	add_tag(gn, "Event", "talat gen");
	add_tag(gn, "Site", "?");
	add_tag(gn, "Date", "????.??.??");
	snprintf(buf, sizeof(buf), "%ld", o->index);
	add_tag(gn, "Round", buf);
	add_player_tags(gn);
	match_rule(gn, o->matches);
	if (gn->zihin >= 0) {
		snprintf(buf, sizeof(buf), "%c", talat_colour_char(gn->zihin));
		add_tag(gn, "Zihin", buf);
	}
	for (i = 0, j = 0; i < gn->nplayers; i++)
		j += snprintf(buf + j, sizeof(buf) - (size_t)j, "%s%c",
		    i ? " " : "", talat_colour_char(gn->order[i]));
	add_tag(gn, "Order", buf);
	snprintf(buf, sizeof(buf), "talat gen --players %d --seed %llu, "
	    "game %ld", gn->nplayers, (unsigned long long)o->seed, o->index);
	add_game_comment(gn, buf);
}

/* The setup, then actions until two boards are frozen. */
static void
play_game(struct gen *gn)
{
	int b, passes = 0;

	talat_position_init(&gn->pos, gn->zihin, gn->order[0]);
	for (b = 0; b < TALAT_NBOARDS; b++)
		gn->dead_after[b] = -1;
	while (!gn->failed && !talat_game_over(&gn->pos) && !gn->nomem &&
	    !talat_in_movement(&gn->pos))
		place(gn);
	while (!gn->failed && !talat_game_over(&gn->pos) && !gn->nomem) {
		if (gn->pos.ply > MAXPLIES) {
			fail(gn, "no end after %d plies", MAXPLIES);
			gn->failed = 1;
			break;
		}
		act(gn, &passes);
	}
}

int
talat_gen_game(const struct talat_gen_options *o, struct talat_game *g,
    char *err, size_t errlen)
{
	struct gen gn;
	unsigned winners = 0;

	talat_game_clear(g);
	if (errlen > 0)
		err[0] = '\0';
	if (o->players != 2 && o->players != 3) {
		snprintf(err, errlen, "a game has 2 or 3 players, not %d",
		    o->players);
		errno = EINVAL;
		return -1;
	}
	memset(&gn, 0, sizeof(gn));
	gn.g = g;
	gn.err = err;
	gn.errlen = errlen;
	gn.nplayers = o->players;
	rng_seed(&gn.rng, o->seed, (uint64_t)o->index);
	g->index = o->index;
	draw_variant(&gn);
	add_opening_tags(&gn, o);
	play_game(&gn);
	if (!gn.failed && !gn.nomem)
		winners = add_result_tags(&gn);
	if (!gn.failed && !gn.nomem && o->matches != NULL &&
	    talat_matches_add(o->matches, g, gn.zihin, gn.order[0],
	    TALAT_COMPLETE, winners, "", 0, NULL) < 0)
		gn.nomem = 1;
	if (gn.nomem) {
		snprintf(err, errlen, "out of memory");
		errno = ENOMEM;
		return -1;
	}
	if (!gn.failed)
		return 0;
	errno = EINVAL;
	return -1;
}
