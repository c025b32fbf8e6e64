/* SPDX-License-Identifier: ISC */
/*
 * talat/event.h: an event file (doc/spec/event.md section 1,
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
 * is not right and what was read is incomplete. A YAML syntax error, or
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

/* The round numbered `number`, or NULL. */
const struct talat_event_round *talat_event_round(const struct talat_event *ev,
    long number);

#ifdef __cplusplus
}
#endif

#endif
