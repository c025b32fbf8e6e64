/* SPDX-License-Identifier: ISC */
/*
 * tournament.h: what spans the games of a tournament
 * (doc/spec/arbiter.md sections 4 and 5): the players of a game, the
 * match rule ("the winner of the last game begins the new one"),
 * duplicate games, and standings.
 *
 * Everything here is fed one game after another, in input order (files in
 * command-line order, games in file order), and keeps a few bytes per game
 * (duplicates) and per match, never the games themselves.
 */
#ifndef TALAT_TOURNAMENT_H
#define TALAT_TOURNAMENT_H

#include <stddef.h>
#include <stdint.h>
#include "talat/record.h"
#include "talat/replay.h"
#include "replay_result.h"

#ifdef __cplusplus
extern "C" {
#endif

/*
 * The players of a game: for each colour that plays (all three, or the
 * two beside a usable Zihin), the value of its colour tag (White, Black,
 * Grey) with surrounding white space removed, as a pointer into g's tag
 * and a length; NULL when the tag is missing. Returns how many colours
 * play and sets *named to 1 when every one of them has a name (not
 * missing, empty or "?").
 */
struct talat_player_names {
	const char *name[3];	/* by colour; NULL: no tag or not a player */
	size_t len[3];
	unsigned colours;	/* bit per colour that plays */
};
int talat_player_names(const struct talat_game *g, int zihin,
    struct talat_player_names *p, int *named);

/* --- matches -------------------------------------------------------------- */

/* The last game of every match seen so far (24 bytes a match, in a table
 * 47% to 94% full). */
struct talat_matches;

struct talat_matches *talat_matches_new(void);
void talat_matches_free(struct talat_matches *m);

/*
 * The colours that may begin game g under the match rule, as a bit per
 * colour, from its Event and colour tags and its Zihin colour (-1: three
 * players): when the previous game of its match is complete, the colours
 * of its winners; otherwise (or when g belongs to no match) every colour.
 */
unsigned talat_matches_starters(const struct talat_matches *m,
    const struct talat_game *g, int zihin);

/* What talat_matches_add() found about a game. */
struct talat_match_break {
	int broken;		/* the game breaks the match rule */
	char message[320];	/* the warning's text, when broken */
	enum talat_diag_kind kind;	/* and its kind */
};

/*
 * Adds game g as the last game of its match: `zihin` its Zihin colour (or
 * -1), `starter` the colour of its Order's first player (-1 when its Order
 * or Zihin tag cannot be used), `status` and `winners` (bit per colour)
 * its result, `file` and `line` where it stands (file is kept, not
 * copied: it must live as long as m). When g breaks the rule, *out says
 * so (out may be NULL). A game without a match (a player without a name)
 * changes nothing. Returns 0, or -1 on allocation failure.
 */
int talat_matches_add(struct talat_matches *m, const struct talat_game *g,
    int zihin, int starter, enum talat_status status, unsigned winners,
    const char *file, long line, struct talat_match_break *out);

/* --- duplicates and matches together -------------------------------------- */

/*
 * A tracker: every game read, in input order, checked for duplicates (a
 * game whose Zihin, Order and Position tags, names per colour and plies
 * equal an earlier one's) and for the match rule. It keeps a hash of every
 * game (12 to 25 bytes a game) and the last game of every match.
 */
struct talat_tracker;

struct talat_tracker *talat_tracker_new(void);
void talat_tracker_free(struct talat_tracker *t);
/* Starts the next input file (its name is copied). 0, or -1 on
 * allocation failure. */
int talat_tracker_file(struct talat_tracker *t, const char *name);
/* Makes t look for duplicates only, not at the match rule (and keep no
 * memory for matches): for standings. */
void talat_tracker_no_matches(struct talat_tracker *t);

/* What the tracker found about one game. */
struct talat_seen {
	int duplicate;		/* it repeats an earlier game: */
	const char *dup_file;	/* that game's file (the tracker's copy) */
	long dup_line;		/* and first line */
	struct talat_match_break match;
};

/*
 * Takes game g of the current file (replayed into r) and says in *seen
 * whether it repeats an earlier game and whether it breaks the match rule
 * (a duplicate is no game of a match). Returns 0, or -1 on allocation
 * failure.
 */
int talat_tracker_see(struct talat_tracker *t, const struct talat_game *g,
    const struct talat_result *r, struct talat_seen *seen);
/*
 * The same, adding the `duplicate-game` warning (at g's first line) and
 * the `match-order` warning (at its Order tag, or first line) to r's
 * diagnostics. seen may be NULL.
 */
int talat_tracker_game(struct talat_tracker *t, const struct talat_game *g,
    struct talat_result *r, struct talat_seen *seen);

/* --- standings ------------------------------------------------------------ */

/* One row of an event's table. */
struct talat_standing {
	long rank;		/* competition ranking: 1, 2, 2, 4 */
	const char *player;
	long games;		/* complete games counted */
	long wins6;		/* wins in sixths: a sole win 6, shared by
				   two 3, by three 2 */
	long points;
	long captured;		/* towers captured */
};

/* One pair of players who met, in the order of the table. */
struct talat_head_to_head {
	const char *player;
	const char *opponent;
	long ahead;		/* common games player ended with more points */
	long behind;
	long level;
};

/* Why a game is not counted. */
enum talat_not_counted_why {
	TALAT_NC_DUPLICATE,	/* it repeats the game at dup_file, dup_line */
	TALAT_NC_UNFINISHED,
	TALAT_NC_INVALID,
	TALAT_NC_NO_NAME	/* the player of `colour` has no name */
};

/* A game not counted. */
struct talat_not_counted {
	const char *file;
	long line;
	long game;		/* its number in its file */
	const char *reason;	/* in words, in the messages' language:
				   "unfinished", "duplicate of a.tgn:3" */
	enum talat_not_counted_why why;
	int colour;		/* TALAT_NC_NO_NAME: whose name; else -1 */
	const char *dup_file;	/* TALAT_NC_DUPLICATE: the game repeated */
	long dup_line;		/* (else NULL and 0) */
	const char *tag;	/* TALAT_NC_NO_NAME: the tag that holds the
				   name under a misspelt name ("Gray" for
				   Grey, as talat check's misspelt-tag
				   warning says), or NULL */
};

/*
 * A complete game whose only errors are its claims (its Score or Winner
 * tag: talat_result_claims_only()): it counts by its replay, and is
 * listed with what its claims said.
 */
struct talat_by_replay {
	const char *file;
	long line;
	long game;		/* its number in its file */
	const char *score;	/* the Score tag's value, when it is in
				   error; else NULL */
	const char *winner;	/* the Winner tag's, likewise */
	const char *reason;	/* in words, in the messages' language:
				   "counted by its replay; its claim said
				   [Score \"W 20, B 18, G 15\"]" */
};

struct talat_standings;

struct talat_standings *talat_standings_new(void);
void talat_standings_free(struct talat_standings *s);
/* Starts the next input file (name copied). 0, or -1. */
int talat_standings_file(struct talat_standings *s, const char *name);
/*
 * Counts game g of the current file (replayed into r): for its event, a
 * complete game with a name for every player that repeats no earlier
 * game; a complete game whose only errors are its claims counts too, by
 * its replay, and is listed (talat_standings_by_replay()); any other is
 * listed as not counted, with the reason. Events and players are told
 * apart by their names with surrounding white space removed and each run
 * of inner white space folded to one space (the form the tables give).
 * 0, or -1 on allocation failure.
 */
int talat_standings_game(struct talat_standings *s,
    const struct talat_game *g, const struct talat_result *r);
/*
 * Sorts the tables (call once, after the last game). 0, or -1.
 */
int talat_standings_finish(struct talat_standings *s);

/* The events, in order of first appearance, and each one's tables. */
size_t talat_standings_events(const struct talat_standings *s);
const char *talat_standings_event(const struct talat_standings *s,
    size_t event);
size_t talat_standings_table(const struct talat_standings *s, size_t event,
    const struct talat_standing **rows);
size_t talat_standings_head_to_head(const struct talat_standings *s,
    size_t event, const struct talat_head_to_head **pairs);
size_t talat_standings_not_counted(const struct talat_standings *s,
    size_t event, const struct talat_not_counted **games);
size_t talat_standings_by_replay(const struct talat_standings *s,
    size_t event, const struct talat_by_replay **games);

#ifdef __cplusplus
}
#endif

#endif
