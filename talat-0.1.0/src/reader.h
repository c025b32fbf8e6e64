/* SPDX-License-Identifier: ISC */
/*
 * reader.h: the state a TGN reader shares between its scanner
 * (grammar/lexer.l), its parser (grammar/parser.y) and reader.c. Internal
 * to libtalat.
 */
#ifndef TALAT_READER_INTERNAL_H
#define TALAT_READER_INTERNAL_H

#include <setjmp.h>
#include <stdio.h>
#include "talat/record.h"
#include "diag_raise.h"

/*
 * A position in the input: line and column as reported, and the offset of
 * the start of that line in the input stream (to fetch its text for a
 * diagnostic).
 */
struct tgn_loc {
	long line;
	long column;
	long long line_off;
};

/* A ply or declaration as the scanner decodes it. */
struct tgn_move {
	signed char kind;
	signed char type;
	signed char board;
	signed char from;
	signed char to;
	signed char annotation;
};

/* A diagnostic waiting for the end of its game, to be sorted. */
struct tgn_pending {
	struct talat_loc loc;
	enum talat_diag_kind kind;
	long seq;
	char *message;
	char *source;
};

/* The line the last diagnostic stood on, measured (see reader.c). */
struct tgn_line_cache {
	int valid;
	long long off;			/* its stream offset */
	size_t len;			/* its bytes, without the line end */
	long nchars;			/* its characters */
	long col;			/* column col starts at byte at */
	size_t at;
};

#define TGN_LOOSE_MAX	16
#define TGN_SCAN_BLOCKS	16

struct talat_reader {
	void *scanner;

	/*
	 * Input. The window holds bytes [base, base + len) of the stream;
	 * [hand, len) have not been handed to the scanner yet. It keeps every
	 * line a diagnostic may still need (see reader.c, keep_from()).
	 */
	FILE *fp;
	char *win;			/* NULL for string input */
	const char *data;		/* win, or the caller's string */
	size_t winsize;
	size_t len;
	size_t hand;
	long long base;
	int input_eof;
	int ioerr;			/* errno of a read error, or 0 */

	/* Where the scanner stands. */
	long line;
	long col;
	long long line_off;		/* stream offset of the line start */
	long long off;			/* stream offset of the next byte */
	long long tok_off;		/* stream offset of the current token */
	long blanks;			/* blanks taken along with it */

	/* The last tokens handed to the parser. */
	struct tgn_loc last_start;	/* the lookahead, when it is read */
	struct tgn_loc last_end;
	struct tgn_loc prev_end;	/* the token before it */
	struct tgn_loc round;		/* the last round number */
	struct tgn_loc round_prev;	/* the one before it */

	/* The game being read. */
	struct talat_game *game;
	int seen_movetext;		/* movetext was read: "[Name" ends the game */
	/* The game's text: from the stream offset game_off on the window
	 * keeps it; [text_start, text_end) runs from its first token (or
	 * error) to the end of its last (-1: none yet). */
	long long game_off;
	long long text_start;
	long long text_end;
	long open_tag_line;		/* the line of the last tag left open */
	long ntokens;			/* tokens of this game so far */
	int at_eof;			/* the scanner returned end of input */
	int close_pending;		/* an unterminated string ended a tag */
	char junk[4];			/* the start of the last TAGJUNK */
	size_t njunk;
	int encoding_hinted;		/* "the file is not UTF-8" was said */
	int nomem;
	long ngames;

	/* Diagnostics. */
	talat_diag_fn diag;
	void *diag_ctx;
	int max_errors;
	int keep_all_text;		/* every game keeps its source_text */
	int nerrors;			/* in the file, reported or not */
	int nreported;
	struct tgn_line_cache line_cache;
	long nmeasured;			/* lines measured (for tests) */
	long nrefills;			/* scanner refills (for tests) */
	struct tgn_pending *pending;
	size_t npending, cappending;
	long seq;

	/* Allocation failure injection, for tests: allocation number
	   alloc_fail_at (counted in nalloc from 1) fails; 0: none does. */
	long alloc_fail_at;
	long nalloc;
	/*
	 * What a failure (a longjmp to fatal from inside the scanner or the
	 * parser) would lose: the token strings that no game owns yet (on
	 * the parser's stack, or being built), freed by talat_reader_next()
	 * then; and the scanner's blocks, of which flex loses track when an
	 * allocation fails halfway through one of its functions, freed with
	 * the scanner. Neither holds more than a handful at a time.
	 */
	char *loose[TGN_LOOSE_MAX];
	void *scan_blocks[TGN_SCAN_BLOCKS];

	/*
	 * The caps on a game (issue 34): no game can be longer than
	 * max_text bytes of a stream (the window stops growing: the
	 * input ends there) or hold more than max_items plies and
	 * declarations (the rest are not kept). Either is an error
	 * (game-too-long) of the game, said once.
	 */
	int cut;			/* 1: the input was cut, 2: said */
	size_t max_text;		/* 0: no cap (tests of long games) */
	size_t max_items;		/* 0: no cap */
	int items_said;			/* past max_items: said, in this game */
	int dropped;			/* the last item was not kept */

	jmp_buf fatal;			/* out of memory inside the scanner */
	int dead;
};

/* The caps on one game: its text read from a stream, and its plies and
 * declarations (rules.md bounds a game below 450: see
 * talat-diagnostics(7), game-too-long). */
#define TGN_MAX_TEXT	(16L * 1024 * 1024)
#define TGN_MAX_ITEMS	1000

/* reader.c */
/* Every allocation the reader makes (for itself, the scanner and the
 * game it fills) goes through these, so that tests can make one fail. */
void	*tgn_mem_alloc(struct talat_reader *, size_t);
void	*tgn_mem_realloc(struct talat_reader *, void *, size_t);
char	*tgn_mem_strdup(struct talat_reader *, const char *);
/* A token string (n bytes) that the reader frees on a failure until it is
 * handed to the game (tgn_str_owned) or freed (tgn_str_free). NULL when
 * memory runs out. */
char	*tgn_str_alloc(struct talat_reader *, size_t);
void	 tgn_str_owned(struct talat_reader *, const char *);
void	 tgn_str_free(struct talat_reader *, char *);
/* The scanner's blocks (flex's yyalloc, yyrealloc and yyfree). */
void	*tgn_scan_alloc(struct talat_reader *, size_t);
void	*tgn_scan_realloc(struct talat_reader *, void *, size_t);
void	 tgn_scan_free(struct talat_reader *, void *);
/*
 * For tests: a reader on fp or, when fp is NULL, on text[0..len), whose
 * allocation number fail_at (from 1; the reader's own structure is not
 * counted) fails as if memory had run out; 0: none fails.
 */
struct talat_reader *tgn_reader_new_failing(FILE *fp, const char *text,
	    size_t len, const struct talat_reader_options *opts,
	    long fail_at);
size_t	tgn_input(struct talat_reader *, char *, size_t);
/* The current token, up to stream offset end, is part of the game's text.
 * (Inline: the scanner marks every token.) */
static inline void
tgn_mark_text(struct talat_reader *r, long long end)
{
	if (r->text_start < 0)
		r->text_start = r->tok_off;
	if (end > r->text_end)
		r->text_end = end;
}
/* Raises a syntax diagnostic of a kind (talat/diag.h) at a place: its
 * template formatted with the arguments; or one raised without a place. */
void	tgn_report(struct talat_reader *, const struct tgn_loc *,
	    enum talat_diag_kind, ...);
#define tgn_report(r, at, ...) \
	(TL_DIAG_CHECK(__VA_ARGS__), tgn_report(r, at, __VA_ARGS__))
void	tgn_report_msg(struct talat_reader *, const struct tgn_loc *,
	    const struct talat_msg *);
int	tgn_add_move(struct talat_reader *, const struct tgn_move *,
	    const struct tgn_loc *);
void	tgn_set_round(struct talat_reader *, long, const struct tgn_loc *);
int	tgn_add_tag(struct talat_reader *, char *, char *,
	    const struct tgn_loc *, const struct tgn_loc *);
int	tgn_add_comment(struct talat_reader *, char *, const struct tgn_loc *,
	    int);
long	tgn_chars(const char *, size_t);
__attribute__((noreturn)) void tgn_fatal(struct talat_reader *);
/* The reader's input starts at line `line` of its file (the engine of the
 * web page reads one game's text cut out of a file). Call before the
 * first talat_reader_next(). */
void	 tgn_reader_first_line(struct talat_reader *, long line);
/* For tests: other caps on a game than TGN_MAX_TEXT and TGN_MAX_ITEMS
 * (0: none, for tests of long lines and tokens). */
void	 tgn_reader_caps(struct talat_reader *, size_t max_text,
	    size_t max_items);

/* grammar/lexer.l */
int	tgn_scanner_new(struct talat_reader *);
void	tgn_scanner_free(struct talat_reader *);
int	tgn_drain(struct talat_reader *);

/* grammar/parser.y */
int	tgn_parse_game(struct talat_reader *);

#endif
