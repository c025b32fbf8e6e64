/* SPDX-License-Identifier: ISC */
/*
 * talat/record.h: a TGN game record as written, and the reader that builds
 * it one game at a time. The reader knows the notation, never the rules.
 */
#ifndef TALAT_RECORD_H
#define TALAT_RECORD_H

#include <stdio.h>
#include "talat/base.h"
#include "talat/diag.h"

#ifdef __cplusplus
extern "C" {
#endif

enum talat_move_kind {
	TALAT_MOVE_PLACE,	/* L6@WB:c1 */
	TALAT_MOVE_STEP,	/* WB:c1-c2 */
	TALAT_MOVE_CAPTURE,	/* WB:c2xd3 */
	TALAT_MOVE_PASS,	/* pass */
	TALAT_MOVE_FREEZE	/* freeze BG: a declaration, not a ply */
};

enum talat_annotation {
	TALAT_ANN_NONE,
	TALAT_ANN_GOOD,		/* ! */
	TALAT_ANN_POOR,		/* ? */
	TALAT_ANN_VERY_GOOD,	/* !! */
	TALAT_ANN_VERY_POOR,	/* ?? */
	TALAT_ANN_SPECULATIVE,	/* !? */
	TALAT_ANN_DUBIOUS	/* ?! */
};

/* "!" .. "?!" for an annotation, "" for none; and back (-1 if unknown). */
const char *talat_annotation_text(enum talat_annotation annotation);
int talat_annotation_from_text(const char *s);

struct talat_comment {
	char *text;		/* without delimiters, surrounding space trimmed */
	struct talat_loc loc;	/* where the comment starts */
};

#define TALAT_ROUND_NONE 0L	/* no round number written before the move */
#define TALAT_ROUND_HUGE (-1L)	/* written, but too large for a long */
#define TALAT_ROUND_ZERO (-2L)	/* written as 0 ("0." or "000."): no ply has it */

/* One ply or declaration, as written. */
struct talat_move {
	enum talat_move_kind kind;
	struct talat_loc loc;		/* first character of the ply or "freeze" */
	long round;			/* round written before it, or ROUND_* */
	struct talat_loc round_loc;	/* where that round number stands
					   (line 0 when none was written) */
	int type;			/* PLACE: the tower type */
	int board;			/* PLACE/STEP/CAPTURE/FREEZE: the board */
	int from;			/* STEP/CAPTURE: source square */
	int to;				/* PLACE/STEP/CAPTURE: target square */
	enum talat_annotation annotation;
	struct talat_comment *comments;	/* the comments after it */
	size_t ncomments;
};

/*
 * The text of a move as TGN writes it, without its annotation: "L6@WB:c1",
 * "WB:c1-c2", "WB:c2xd3", "pass", "freeze BG". talat_ply_format() writes
 * it into buf (TALAT_PLY_TEXT_MAX bytes, NUL-terminated) and returns its
 * length; a field out of range is written "??" (a square "?" "?").
 * talat_ply_parse() reads s[0..len), which must be exactly one such text
 * (between "freeze" and its board any run of blanks and line ends), into
 * m's kind, type, board, from and to (the fields a kind has no use for
 * are -1) and sets its annotation to none; returns 0, or -1 when s is no
 * move, m then unchanged. The annotation is talat_annotation_text()'s.
 */
#define TALAT_PLY_TEXT_MAX 16
size_t talat_ply_format(const struct talat_move *m,
    char buf[TALAT_PLY_TEXT_MAX]);
int talat_ply_parse(const char *s, size_t len, struct talat_move *m);

struct talat_tag {
	char *name;
	char *value;			/* escapes resolved */
	struct talat_loc loc;		/* the '[' */
	struct talat_loc value_loc;	/* the opening '"' */
};

/*
 * One game. A reader reuses the arrays of the game it fills, so reading a
 * file of any length costs the memory of its largest game.
 */
struct talat_game {
	long index;			/* 1-based position in the file */
	struct talat_loc loc;		/* its first token (tag, move or comment) */
	struct talat_tag *tags;
	size_t ntags, captags;
	struct talat_comment *comments;	/* before the first move */
	size_t ncomments, capcomments;
	struct talat_move *moves;
	size_t nmoves, capmoves;
	int syntax_errors;		/* how many were reported in this game */
	struct talat_loc first_error;	/* where the first one stands */
	/*
	 * A game with a syntax error keeps its text as read: the bytes from
	 * its first token to the end of its last one (they may hold NUL and
	 * bytes that are not UTF-8; terminated by a NUL byte not counted in
	 * source_len). NULL for a game without a syntax error (unless its
	 * reader's option keep_text asks for every game's text).
	 */
	char *source_text;
	size_t source_len;
};

void talat_game_init(struct talat_game *g);
/* Empties g for reuse, keeping its arrays' capacity. */
void talat_game_clear(struct talat_game *g);
void talat_game_free(struct talat_game *g);
/* The value of tag `name`, first occurrence, or NULL. */
const char *talat_game_tag(const struct talat_game *g, const char *name);
/* Deep copy; 0 on success, -1 on allocation failure. */
int talat_game_copy(struct talat_game *dst, const struct talat_game *src);
/* Whether two games hold the same tags, moves, annotations, comments and
 * source text (locations and whether round numbers were written are
 * ignored). */
int talat_game_equal(const struct talat_game *a, const struct talat_game *b);

/*
 * Called for every syntax diagnostic, in file order. Columns count
 * characters (UTF-8 code points; an invalid byte counts as one; a leading
 * byte order mark is not counted). The diagnostic and its strings belong
 * to the reader: copy what you keep.
 */
typedef void (*talat_diag_fn)(void *ctx, const struct talat_diag *d);

/*
 * The column within d->source under which the caret goes. It is
 * d->loc.column, except for a line longer than TALAT_DIAG_LONG_LINE
 * characters with the error beyond column TALAT_DIAG_LONG_COLUMN: then
 * source is a window "..." + 60 characters before the error + up to 100
 * from it + "..." (when cut), and the caret goes under column
 * TALAT_DIAG_WINDOW_CARET (64). Such a window is shorter than the column,
 * which is how it is told apart from a whole line. For a long line with
 * the error further left, source is its first TALAT_DIAG_LONG_LINE
 * characters + "...". Tabs in source are kept: print a tab in the caret
 * line wherever source has one.
 */
#define TALAT_DIAG_LONG_LINE 240
#define TALAT_DIAG_LONG_COLUMN 200
#define TALAT_DIAG_WINDOW_CARET 64
long talat_diag_caret(const struct talat_diag *d);

struct talat_reader_options {
	talat_diag_fn diag;		/* may be NULL */
	void *diag_ctx;
	int max_errors;			/* per file; 0 means the default, 20 */
	int keep_text;			/* every game keeps its text as read
					   (source_text), not only one with
					   a syntax error */
};

struct talat_reader;

/*
 * Opens a reader on fp (not closed by the reader). Returns NULL on
 * allocation failure. Readers share no state: several may run at once.
 */
struct talat_reader *talat_reader_new(FILE *fp,
    const struct talat_reader_options *opts);
/*
 * Reads the next game into g (cleared first). Returns 1 when a game was
 * read (possibly with syntax errors, counted in g->syntax_errors), 0 at
 * the end of the input, -1 on a read error or allocation failure (errno
 * set). The syntax diagnostics of the game are passed to opts->diag
 * before it returns.
 *
 * A game ends at a '[' followed by a tag name once it holds movetext (a
 * ply, a declaration, a round number, or any word or stray character in
 * the movetext, valid or not; but for junk on the line of a tag left
 * open, which is the tag's error), and at a lone '*' (dropped; a '*'
 * before anything else is ignored). A '[' without a name after movetext
 * is an error. A tag whose name was read is kept even when the rest is
 * broken (its value is then what was read of it, or ""). Comments,
 * tag values and diagnostic sources hold valid UTF-8: a NUL byte or an
 * invalid byte (reported) becomes U+FFFD.
 */
int talat_reader_next(struct talat_reader *r, struct talat_game *g);
/* Syntax errors found so far in the file, reported or not (more than
 * max_errors means that reporting was cut). */
int talat_reader_errors(const struct talat_reader *r);
void talat_reader_free(struct talat_reader *r);

/* Reads a whole string (for tests and YAML input), which must outlive
 * the reader; same return values. */
struct talat_reader *talat_reader_new_string(const char *text, size_t len,
    const struct talat_reader_options *opts);

/*
 * Writes g in canonical TGN: tags in record order, a blank line (when
 * something follows), game comments one per line, then one round per
 * line with its round number, comments and annotations where they were,
 * each declaration after the ply before it (before the first ply, at the
 * start of the first round's line). `nplayers` (2 or 3) and `first_ply`
 * (1, or the ply number of a Position tag) fix the round numbers: every
 * round is numbered anew from the count of plies, whatever the record
 * wrote; use talat_game_numbering() to find them from the tags. A
 * comment holding '}' is written as a ';' comment: it ends the line, and
 * the round goes on on the next one without a number. Returns 0, or -1
 * on an output error.
 */
int talat_write_tgn(FILE *out, const struct talat_game *g, int nplayers,
    long first_ply);
/*
 * Several games one after another, as talat fmt and talat from-yaml write
 * them: each game in canonical TGN (talat_write_tgn(), numbered by
 * talat_game_numbering()), but a game that keeps its source text (one
 * with a syntax error) as that text, then a line end; a blank line
 * between two games. Where the next game would otherwise not read back
 * as a game of its own (the game before holds no move, or the next does
 * not start with a tag), a line "*" (the end of a game) stands before
 * the blank line. Initialize with memset to 0 (or = { 0 }).
 */
struct talat_tgn_stream {
	long ngames;		/* written so far */
	int open;		/* the last one would take a following tag */
};
/* Writes g after the games written so far; 0, or -1 on an output error. */
int talat_tgn_stream_game(FILE *out, struct talat_tgn_stream *s,
    const struct talat_game *g);
/* Players (2 when a Zihin tag is present, else 3) and the first ply number
 * (from a Position tag's last field when it parses, else 1). */
void talat_game_numbering(const struct talat_game *g, int *nplayers,
    long *first_ply);

#ifdef __cplusplus
}
#endif

#endif
