/* SPDX-License-Identifier: ISC */
/*
 * event.h: an event file (doc/spec/event.md section 1,
 * talat-event(5)): the event's settings, the files of its games, the
 * roster, the rounds with their tables and byes, the arbiter's rulings.
 *
 *	struct talat_event ev;
 *	talat_event_init(&ev);
 *	if (talat_event_read_file(&ev, "club.yaml") < 0)
 *		... errno: the file could not be read, or memory ran out
 *	for (i = 0; i < ev.ndiags; i++)
 *		... ev.diags[i]: what is wrong in the file, with its place
 *	... ev.rounds[r].tables[t].player[TALAT_WHITE] ...
 *	talat_event_free(&ev);
 *
 * The reader keeps going after an error where it can (an unknown key is
 * reported and skipped, an entry of a wrong type is left out), so that
 * one run lists every error of the file; ev.nerrors > 0 means the file
 * is not right and what was read may be incomplete. It also checks the
 * file against itself (event.md section 2): names not in the roster
 * (not-in-roster, with did-you-mean notes), a player twice in a round
 * (twice-in-round), a withdrawn player seated later (withdrawn-plays),
 * rulings on no table, colour or player, or twice (bad-ruling). The
 * diagnostics are in file order. A YAML syntax error, or
 * a document beyond the bounds of talat/yaml.h (nesting, aliases, size),
 * stops it: nothing of the file is kept then but that one diagnostic.
 * Every diagnostic has the file's line and column (1-based); the event
 * file is only read, never written.
 *
 * Names (players, `also` spellings, byes, the event's name) are kept
 * normalized as event.md section 1 compares them: surrounding white
 * space removed, runs of inner white space folded to one space; case
 * counts. Everything is in arrays in the order of the file. Reading
 * takes time linear in the size of the file (names are found through a
 * hash table).
 */
#ifndef TALAT_EVENT_H
#define TALAT_EVENT_H

#include <stddef.h>
#include "talat/base.h"
#include "talat/diag.h"
#include "talat/score.h"
#include "talat/record.h"
#include "talat/replay.h"

#ifdef __cplusplus
extern "C" {
#endif

/* One entry of the roster, in seeding order (players[0] is rank 1). */
struct talat_event_player {
	char *name;		/* normalized */
	char **also;		/* other spellings, normalized */
	size_t nalso;
	struct talat_loc loc;	/* the name */
	long withdrawn_after;	/* the round after which the player
				   withdrew (a withdrawn ruling), or -1 */
};

/*
 * A table of a round. By colour (TALAT_WHITE, TALAT_BLACK, TALAT_GREY,
 * talat/base.h): the name written (normalized; NULL for the Zihin's
 * colour) and the roster entry it stands for (-1: none, or not in the
 * roster: event.c's not-in-roster check says which).
 */
struct talat_event_table {
	long number;		/* `table` */
	char *name[TALAT_NCOLOURS];
	long player[TALAT_NCOLOURS];
	struct talat_loc name_loc[TALAT_NCOLOURS];
	int zihin;		/* the Zihin's colour, or -1 (three players) */
	int order[TALAT_NCOLOURS];	/* the turn order, starting colour
					   first; the default (tgn.md 5)
					   when the table gives none */
	int norder;		/* colours in order[]: 3, or 2 with a Zihin */
	int order_given;	/* the table has an Order key */
	long games;		/* `games` (1): a match of that many games */
	struct talat_loc loc;	/* the table's entry */
	struct talat_loc order_loc, zihin_loc;	/* where given, else loc */
};

/* A player listed among a round's byes. */
struct talat_event_bye {
	char *name;		/* normalized */
	long player;		/* roster entry, or -1 */
	struct talat_loc loc;
};

struct talat_event_round {
	long number;		/* `round` (1, 2, ...; as written) */
	struct talat_loc loc;
	struct talat_event_table *tables;
	size_t ntables;
	struct talat_event_bye *byes;
	size_t nbyes;
};

enum talat_ruling_kind {
	TALAT_RULING_ADJUDICATED,
	TALAT_RULING_FORFEIT,
	TALAT_RULING_VOID,
	TALAT_RULING_WITHDRAWN
};

/* "adjudicated", "forfeit", "void", "withdrawn"; and back (-1: none). */
const char *talat_ruling_name(enum talat_ruling_kind ruling);
int talat_ruling_from_name(const char *s);

/*
 * A ruling (event.md section 3). A ruling about a game names its round,
 * table and game (the K-th of the table's match, 1 when not given); a
 * withdrawal names a player and the round after which they withdrew.
 * Bits per colour: bit c for colour c.
 */
struct talat_event_ruling {
	enum talat_ruling_kind ruling;
	long round, table, game;	/* a game's; 0 for a withdrawal */
	char *player;		/* withdrawn: the name, normalized */
	long player_index;	/* ... its roster entry, or -1 */
	long after;		/* withdrawn: `after` */
	unsigned has_points;	/* adjudicated: colours with points */
	long points[TALAT_NCOLOURS];
	unsigned winners;	/* adjudicated: `winners`, or 0 when not
				   given (then the highest points win) */
	unsigned absent;	/* forfeit: `absent` */
	char *reason;		/* `reason`, or NULL */
	struct talat_loc loc;	/* the ruling's entry */
	struct talat_loc points_loc;	/* `points`, or loc */
};

/* A file or folder of `games`. */
struct talat_event_path {
	char *path;		/* as written */
	char *full;		/* relative to the event file's folder:
				   the folder's path joined with it */
	struct talat_loc loc;
};

struct talat_event {
	char *file;		/* the event file's path, as given */
	char *name;		/* `event`, normalized (NULL if missing) */
	struct talat_loc name_loc;
	char *site;		/* `site`, or NULL */
	enum talat_tiebreak_rule tiebreak;	/* `tiebreak` (unshared) */
	int strict;		/* `freeze: strict` (0: declared) */
	long bye6;		/* `bye`, in sixths of a win: 0, 2, 3 or 6 */
	struct talat_event_path *games;
	size_t ngames;
	struct talat_event_player *players;
	size_t nplayers;
	struct talat_event_round *rounds;
	size_t nrounds;
	struct talat_event_ruling *rulings;
	size_t nrulings;
	/* What is wrong in the file, in the order found (the places are
	 * the event file's). */
	struct talat_diag *diags;
	size_t ndiags, capdiags;
	int nerrors;
	/* private: the hash table of names */
	void *index;
	size_t nindex;
};

void talat_event_init(struct talat_event *ev);
void talat_event_free(struct talat_event *ev);

/*
 * Reads the event file `file` (talat_event_parse on its contents).
 * Returns 0 when it was read (ev->diags say what is wrong in it), -1
 * when it could not be read or memory ran out (errno says which; ev is
 * then empty).
 */
int talat_event_read_file(struct talat_event *ev, const char *file);

/*
 * Reads an event file's text s[0..len) into ev (emptied first); `file`
 * is its path (for the diagnostics and for the paths of `games`, which
 * are relative to its folder; NULL: "-" in the current folder). 0, or
 * -1 when memory ran out.
 */
int talat_event_parse(struct talat_event *ev, const char *s, size_t len,
    const char *file);

/*
 * Normalizes name s[0..len) as event.md section 1 compares names into
 * out (room for len + 1 bytes): surrounding white space removed, inner
 * runs folded to one space. Returns its length.
 */
size_t talat_event_name_fold(char *out, const char *s, size_t len);

/*
 * The roster entry that name s[0..len) (normalized here) stands for,
 * by its name or an `also` spelling: its index in ev->players, or -1.
 */
long talat_event_find(const struct talat_event *ev, const char *s,
    size_t len);

/*
 * The roster names closest to name s (normalized) by edit distance
 * (Levenshtein, on the names and their `also` spellings), best first,
 * ties in roster order: at most `max` roster indices into out, those at
 * a distance of at most a third of the name's length (and at least 1).
 * Returns how many.
 */
size_t talat_event_closest(const struct talat_event *ev, const char *s,
    size_t len, long *out, size_t max);

/* The round numbered `number`, or NULL; the table numbered `number`
 * of round r, or NULL. */
const struct talat_event_round *talat_event_round(const struct talat_event *ev,
    long number);
const struct talat_event_table *talat_event_table(
    const struct talat_event_round *r, long number);

/*
 * The did-you-mean notes for a name not in the roster (the closest
 * roster names, talat_event_closest()): at most max (3) into notes.
 * Returns how many.
 */
int talat_event_roster_notes(const struct talat_event *ev, const char *name,
    size_t len, struct talat_msg *notes, size_t max);

/* --- the games of an event (event.md sections 2 to 4) ------------------- */

/*
 * The games of event ev as they are read (ev must outlive it):
 *
 *	eg = talat_event_games_new(&ev);
 *	for each game g of the files of ev.games, replayed into r under
 *	the event's settings (ev.strict, ev.tiebreak):
 *		talat_event_games_add(eg, file, &g, &r);
 *	talat_event_games_finish(eg);
 *	talat_event_games_diags(eg, &diags): the tables without their games
 *	talat_event_standings(eg, 0, &st); ...; talat_event_standings_free(&st);
 *	talat_event_games_free(eg);
 */
struct talat_event_games;

struct talat_event_games *talat_event_games_new(const struct talat_event *ev);
void talat_event_games_free(struct talat_event_games *eg);

/*
 * Takes game g of `file` (replayed into r). Returns 1 when g is a game of
 * the event (its Event tag, normalized, is the event's name), 0 when it
 * is not, -1 when memory ran out. Adds the event's diagnostics about the
 * game to r, at the record's places: event-name (a game that is not one
 * of the event for case or spaces only), not-in-roster (with did-you-mean
 * notes), table-mismatch, round-mismatch, stray-game, extra-game. A game
 * of the event is put at its table: the table of its Round that seats its
 * players, the first game there as its game 1 and so on.
 */
int talat_event_games_add(struct talat_event_games *eg, const char *file,
    const struct talat_game *g, struct talat_result *r);

/*
 * After the last game: the tables with fewer games than they should have
 * and no ruling for the others (missing-game warnings, at the event
 * file's places, given by talat_event_games_diags()). 0, or -1.
 */
int talat_event_games_finish(struct talat_event_games *eg);
size_t talat_event_games_diags(const struct talat_event_games *eg,
    const struct talat_diag **diags);

/* One row of the standings of an event. */
struct talat_event_standing {
	long rank;		/* competition ranking: 1, 2, 2, 4 */
	long player;		/* the roster entry */
	long games;		/* games counted (byes are none) */
	long wins6;		/* wins in sixths (a bye's included) */
	long points;
	long captured;		/* towers captured (as the records show) */
	long byes;
	long withdrawn_after;	/* withdrawn after that round, or -1 */
};

/* A line under the table. */
enum talat_event_line_kind {
	TALAT_EVENT_NOT_COUNTED,	/* a game not counted, and why */
	TALAT_EVENT_RULING,		/* a ruling applied, its reason */
	TALAT_EVENT_BY_REPLAY		/* counted by its replay (its
					   claims in error), and what
					   they said */
};

struct talat_event_line {
	enum talat_event_line_kind kind;
	long round, table, game;
	const char *file;	/* the record, or NULL (no record) */
	long line;
	long ruling;		/* RULING: index into ev->rulings */
	char *text;		/* in words (the ruling's reason, "" when
				   none) */
};

struct talat_event_standings {
	long after_round;	/* the last round counted (0: all) */
	struct talat_event_standing *rows;	/* in rank order: equal rows
						   in roster order */
	size_t nrows;
	long *rounds;		/* the crosstable's columns: round numbers */
	size_t nrounds;
	/* The crosstable: nrows * nrounds cells (row by row, in rank
	 * order), each the player's games of that round, space-separated:
	 * table, colour letter, then the points and "+" sole winner, "="
	 * shared win, "-" not a winner ("3W 24+"); "F+"/"F-" a forfeit won
	 * or lost; "A" before the points of an adjudicated game; "V" a void
	 * game; "?" a game not counted; "B" a bye; NULL for nothing. */
	char **cells;
	struct talat_event_line *lines;	/* round by round, table by table */
	size_t nlines;
};

/*
 * The standings of the event after round `after_round` (0: every round),
 * from its games and rulings (event.md sections 3 and 4): the whole
 * roster. 0, or -1 when memory ran out.
 */
int talat_event_standings(const struct talat_event_games *eg,
    long after_round, struct talat_event_standings *st);
void talat_event_standings_free(struct talat_event_standings *st);

#ifdef __cplusplus
}
#endif

#endif
