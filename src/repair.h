/* SPDX-License-Identifier: ISC */
/*
 * repair.h: repairs of a transcription error (doc/spec/arbiter.md
 * section 2).
 *
 * At the first error of a game, when that error is an illegal ply (not a
 * declaration, a round number, a syntax error, a tag or a claim), a repair
 * is the ply replaced by one legal ply of the player to act, the ply
 * exchanged with the ply written after it (declarations between stay
 * where they are), the ply deleted, or one legal ply of the player to act
 * inserted before it (the sheet left a ply out). A repair fits when the
 * whole record then replays without an error, claims (Score, Winner)
 * included. Round numbers written in the record do not count: the
 * repaired record is replayed without them. A round number wrong only
 * because the plies went wrong before it (a ply left out shifts every
 * later round) is a symptom: when the game's first error is a wrong round
 * number and its plies, their round numbers aside, have an illegal ply,
 * the repairs are sought at that ply.
 *
 * A tag repair: the game written with the wrong Order (any other
 * permutation of its colours; an absent Order tag stands for its
 * default) or the wrong Zihin colour (two players: either other colour),
 * with which the whole game replays without an error. Tag repairs are
 * offered for the same games as ply repairs, and only those that fit.
 */
#ifndef TALAT_REPAIR_H
#define TALAT_REPAIR_H

#include <stddef.h>
#include "talat/record.h"
#include "talat/replay.h"
#include "replay_result.h"

#ifdef __cplusplus
extern "C" {
#endif

enum talat_repair_kind {
	TALAT_REPAIR_REPLACE,	/* the ply replaced by `action` */
	TALAT_REPAIR_EXCHANGE,	/* the ply exchanged with the next ply */
	TALAT_REPAIR_DELETE,	/* the ply left out */
	TALAT_REPAIR_INSERT,	/* `action` inserted before the ply */
	TALAT_REPAIR_ORDER,	/* the Order tag given another value */
	TALAT_REPAIR_ZIHIN	/* the Zihin tag given another value */
};

/* Longest text of a repair: two plies and a space. */
#define TALAT_REPAIR_TEXT 40

struct talat_repair {
	enum talat_repair_kind kind;
	struct talat_action action;	/* REPLACE: the ply proposed;
					   INSERT: the ply inserted */
	size_t next;			/* EXCHANGE: index of the next ply */
	/* What the note proposes, canonical: REPLACE "X", EXCHANGE "Y X"
	 * (the next ply first), DELETE the written ply X, INSERT "X Y" (the
	 * ply inserted, then the written one); ORDER and ZIHIN the tag
	 * proposed, "[Order \"B W\"]". */
	char text[TALAT_REPAIR_TEXT];
	/* ORDER, ZIHIN: the tag as the record has it, "[Order \"W B\"]", or
	 * "" when it has none; else "". */
	char was[TALAT_REPAIR_TEXT];
	int fits;			/* the rest replays with no error */
	int cost;			/* REPLACE: the Levenshtein distance
					   from the written ply; EXCHANGE,
					   DELETE: the written ply's length;
					   INSERT: the inserted ply's length;
					   ORDER, ZIHIN: 0 */
	/* The repaired record's first error, when it does not fit: its ply
	 * (0 when the error is not at a ply, such as a claim). */
	long error_ply;
	long plies;			/* plies the repaired record replays */
};

struct talat_repairs {
	long ply;			/* the illegal ply repaired */
	int actor;			/* the colour to make it */
	size_t move;			/* its index in the game's moves */
	char written[TALAT_PLY_TEXT_MAX];		/* its canonical text */
	struct talat_repair *list;	/* best first */
	size_t n, cap;
	size_t nfit;			/* how many of them fit (the first) */
	/* When the replay's first error is a wrong round number and the
	 * plies, their round numbers aside, have an illegal ply (the one
	 * repaired): that error as the replay without round numbers gives
	 * it (its strings owned by rs), and `symptom` 1 when a repair that
	 * fits also explains the round numbers (with it, the round numbers
	 * written are right: the wrong one was only a symptom of the plies),
	 * 2 when none does; else symptom 0 and `rule` empty. */
	int symptom;
	struct talat_diag rule;
};

void talat_repairs_init(struct talat_repairs *rs);
void talat_repairs_free(struct talat_repairs *rs);

/*
 * The index in g->moves of the illegal ply that r (the replay of g) stops
 * at, when it is the game's one error and repairs may concern it; -1
 * otherwise (a valid game, a syntax error, a tag or claim error, a
 * declaration, a round number; talat_repairs_find() looks past a round
 * number that is only a symptom).
 */
long talat_repair_target(const struct talat_game *g,
    const struct talat_result *r);

/*
 * Every repair of the first error of g (r is its replay with opts), sorted
 * best first: fitting ones first, tag repairs before ply repairs (Order
 * before Zihin, then by the value proposed in byte order), ply repairs by
 * cost, then by the proposed ply's text in byte order (the ply moved
 * forward for an exchange, "" for a deletion, the ply inserted for an
 * insertion); the others by how far the
 * repaired record replays (furthest first), then cost and text. A repair
 * that does not even take the record past the repaired plies is not
 * listed, nor a tag repair that does not fit. Fills rs (emptied first;
 * rs->n is 0 when there is nothing to repair). When r's first error is a
 * wrong round number, the repairs are sought at the first illegal ply of
 * the game replayed without its round numbers, if any (rs->symptom,
 * rs->rule). Returns 0, or -1 on allocation failure.
 */
int talat_repairs_find(const struct talat_game *g,
    const struct talat_replay_options *opts, const struct talat_result *r,
    struct talat_repairs *rs);

/*
 * The repaired record: dst (initialised, emptied first) becomes a copy of
 * g with repair `rep` of rs made, and a comment "talat fix: ..." after the
 * changed ply that keeps what was written (for a tag repair, first among
 * the game's comments, after the tag section: "talat fix: was [Order
 * \"W B\"]", or "talat fix: was no Order tag" when the tag is added, at
 * the end of the tags). Returns 0, or -1 on allocation failure.
 */
int talat_repair_apply(const struct talat_game *g,
    const struct talat_repairs *rs, const struct talat_repair *rep,
    struct talat_game *dst);

/* The did-you-mean note for a repair, e.g. "did you mean BG:c2-c3? the
 * rest of the game replays with it", into m. */
void talat_repair_note(const struct talat_repairs *rs,
    const struct talat_repair *rep, struct talat_msg *m);

/*
 * Adds to r, right after the error of the illegal ply rs is about, up to
 * `max` did-you-mean notes, best first (each with its suggestion). When
 * rs->symptom is set and r has the wrong round number as its error, the
 * error of the illegal ply (rs->rule) is added first: in place of the
 * round number's when a fitting repair explains it (symptom 1), after it
 * when not. 0, or -1 on allocation failure.
 */
int talat_repairs_add_notes(struct talat_result *r,
    const struct talat_repairs *rs, size_t max);

/* What talat fix says of a repair it made, e.g. "ply 40 (W): WB:e2-e4
 * repaired as WB:e2-e3, the one repair that fits" or "the tag [Order
 * \"W B\"] repaired as [Order \"B W\"], the one repair that fits", into
 * m. */
void talat_repair_fixed_text(const struct talat_repairs *rs,
    const struct talat_repair *rep, struct talat_msg *m);

/* --- talat fix: every repair of a game ------------------------------------ */

/*
 * A fixer: what talat fix does to each game, with the memory it reuses
 * from game to game. talat_fixer_new() returns NULL when memory runs out.
 */
struct talat_fixer;

struct talat_fixer *talat_fixer_new(void);
void talat_fixer_free(struct talat_fixer *f);

/* The did-you-mean notes talat_fix_game() gives at most, as talat check. */
#define TALAT_FIX_NOTES 3

/*
 * What talat fix makes of game g, replayed into r with opts. In turn:
 *   - a game with a syntax error is respelt when every syntax error is a
 *     look-alike character or a ply, declaration or keyword in the wrong
 *     case (lookalike-character, wrong-case): the text of the game is
 *     read again with the character or word it names, until it reads
 *     without an error (a look-alike quotation mark that opens a tag
 *     value closes it too); otherwise g is left as it is;
 *   - a tag name that is a known one in the wrong case or misspelt
 *     (talat_tag_meant()) is rewritten as the name meant, unless the game
 *     has that tag too;
 *   - round numbers are dropped, since canonical TGN numbers the rounds
 *     anew (talat_write_tgn());
 *   - the first error, when it is an illegal ply, is repaired when
 *     exactly one repair fits (talat_repairs_find(), talat_repair_apply()).
 * Each change keeps what was written in a comment "talat fix: was ...":
 * after the word (or the tag section, for a tag) respelt, after the tag
 * section for a tag renamed, as talat_repair_apply() says for a repair.
 *
 * *out is the game to write: the fixer's own (valid until the next call)
 * when something was changed, else g. *res is a replay of *out, but that
 * written round numbers are dropped, with a note of code `fixed` for every
 * change (each word or tag respelt, tag renamed, wrong round number, and
 * the repair made), or, when the first error is an illegal ply left as
 * written, up to TALAT_FIX_NOTES did-you-mean notes and a `not-fixed`
 * note that says why; all in file order. It is r itself when g needs
 * nothing (no error, no misspelt tag) or has a syntax error left.
 *
 * Returns 1 when something was changed, 0 when not, -1 when memory runs
 * out.
 */
int talat_fix_game(struct talat_fixer *f, const struct talat_game *g,
    const struct talat_result *r, const struct talat_replay_options *opts,
    const struct talat_game **out, const struct talat_result **res);

#ifdef __cplusplus
}
#endif

#endif
