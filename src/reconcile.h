/* SPDX-License-Identifier: ISC */
/*
 * reconcile.h: the one record that two or three sheets of a game
 * describe (doc/spec/arbiter.md section 6): the legal game whose items
 * (plies and freeze declarations) are closest to all the sheets in
 * total edit distance, with the tags the sheets settle, what each sheet
 * wrote differently, and the diagnostics the arbiter sees.
 *
 * The library prints nothing: the result is data. talat reconcile
 * writes it as canonical TGN with notes on standard error, or as YAML
 * (talat_reconcile_write_yaml).
 */
#ifndef TALAT_RECONCILE_H
#define TALAT_RECONCILE_H

#include <stddef.h>
#include <stdio.h>
#include "talat/record.h"
#include "talat/replay.h"
#include "diff.h"

#ifdef __cplusplus
extern "C" {
#endif

#define TALAT_RECONCILE_SHEETS 3	/* at most; at least 2 */
/* Too far: a least distance over this many edits (two sheets, three). */
#define TALAT_RECONCILE_LIMIT_TWO 12
#define TALAT_RECONCILE_LIMIT_THREE 18
/* How many alternatives an ambiguity names at most. */
#define TALAT_RECONCILE_ALTERNATIVES 3
/* The positions the search examines at most, unless told otherwise
 * (about half a second of search on a slow machine). */
#define TALAT_RECONCILE_POSITIONS 2000000L

enum talat_reconcile_outcome {
	TALAT_RECONCILE_UNIQUE,		/* one game is closest */
	TALAT_RECONCILE_AMBIGUOUS,	/* several are: the first is given */
	TALAT_RECONCILE_TOO_FAR,	/* none within the limit: no game */
	TALAT_RECONCILE_NO_START	/* the Position, Zihin or Order the
					   sheets settle cannot be used */
};

/* "unique", "ambiguous", "too-far", "no-start". */
const char *talat_reconcile_outcome_name(enum talat_reconcile_outcome o);

enum talat_sheet_diff_kind {
	TALAT_SHEET_WROTE,	/* another item where the game has its own */
	TALAT_SHEET_NOTHING,	/* nothing for an item of the game */
	TALAT_SHEET_ALSO	/* an item the game does not have */
};

/* "wrote", "nothing", "also". */
const char *talat_sheet_diff_kind_name(enum talat_sheet_diff_kind kind);

/* One place where a sheet differs from the reconciled game. */
struct talat_sheet_diff {
	enum talat_sheet_diff_kind kind;
	/* The game's item (1-based index into its moves); ALSO: the item
	 * it follows (0: it comes before the first). */
	size_t item;
	/* That item's ply number; a declaration's is the ply before it;
	 * 0 for none (ALSO before the first item). */
	long ply;
	/* In the sheet: WROTE, ALSO the item written (move: its index in
	 * the sheet's moves); NOTHING where the item would go (before the
	 * sheet's next item, or just after its last; move -1). */
	struct talat_loc loc;
	long move;
	char wrote[TALAT_PLY_TEXT_MAX];	/* canonical, "" for NOTHING */
	char game[TALAT_PLY_TEXT_MAX];	/* the game's item, "" for ALSO */
};

struct talat_reconcile_sheet {
	const struct talat_game *game;	/* the sheet, as given */
	long distance;			/* its edit distance from the game */
	struct talat_sheet_diff *diffs;	/* in the sheet's order */
	size_t ndiffs, capdiffs;
	/* Tags whose value differs from the game's: name, a the sheet's
	 * value, b the game's (NULL where one has none; the strings belong
	 * to the sheet and to rc->game). */
	struct talat_tag_diff *tags;
	size_t ntags, captags;
};

/* A diagnostic of reconciling, at a place of sheet `sheet` (0-based). */
struct talat_reconcile_diag {
	int sheet;
	struct talat_diag d;
};

struct talat_reconcile_options {
	int strict;				/* strict freeze mode */
	enum talat_tiebreak_rule tiebreak;	/* for the game's replay */
	long max_positions;	/* 0: TALAT_RECONCILE_POSITIONS */
};

struct talat_reconcile {
	enum talat_reconcile_outcome outcome;
	int nsheets;
	long limit;		/* 12 for two sheets, 18 for three */
	long distance;		/* the least total distance; -1 when none */
	long positions;		/* positions the search examined */
	/*
	 * The reconciled game (not for TOO_FAR and NO_START, where it has
	 * no moves): the settled tags, its items, the comments
	 * "talat reconcile: ..." and the first sheet's comments and
	 * annotations where it wrote the game's item. Locations are zero:
	 * the game is written nowhere yet.
	 */
	struct talat_game game;
	struct talat_result result;	/* its replay */
	/* AMBIGUOUS: the game's item where least games first part (index
	 * into game.moves; game.nmoves when the game written ends there
	 * and others go on), its ply, and the items others have there, in
	 * byte order (at most TALAT_RECONCILE_ALTERNATIVES of nchoices). */
	size_t fork;
	long fork_ply;
	char alternatives[TALAT_RECONCILE_ALTERNATIVES][TALAT_PLY_TEXT_MAX];
	int nalternatives, nchoices;
	struct talat_reconcile_sheet sheets[TALAT_RECONCILE_SHEETS];
	/* tag-conflict, reconcile-ambiguous, reconcile-too-far, the tag
	 * errors of NO_START, and a sheet-differs note at each difference
	 * of each sheet; by sheet, then in each sheet's order. */
	struct talat_reconcile_diag *diags;
	size_t ndiags, capdiags;
};

void talat_reconcile_init(struct talat_reconcile *rc);
void talat_reconcile_free(struct talat_reconcile *rc);

/*
 * Reconciles the nsheets (2 or 3) games into rc (emptied first). The
 * sheets must outlive rc. Returns 0, or -1 when memory ran out (errno
 * ENOMEM) or nsheets is out of range (EINVAL).
 */
int talat_reconcile(const struct talat_game *const *sheets, int nsheets,
    const struct talat_reconcile_options *opts, struct talat_reconcile *rc);

/*
 * Writes the result as one YAML document: outcome, distance, limit, the
 * summary of the reconciled game g replayed into r (as talat yaml writes
 * it, source named game_file; null when there is none), where least
 * games part, each sheet (file, distance, differences, tags) and the
 * diagnostics. files[i] names sheet i. g and r are normally rc->game
 * and rc->result, or that game read back from the TGN written, for its
 * locations. 0, or -1 when the output failed (errno set) or memory ran
 * out.
 */
int talat_reconcile_write_yaml(FILE *out, const struct talat_reconcile *rc,
    const char *const *files, const char *game_file,
    const struct talat_game *g, const struct talat_result *r);

#ifdef __cplusplus
}
#endif

#endif
