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
	long seq;
	char *message;
	char *source;
};

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
	int seen_movetext;		/* a move was read: "[Name" ends the game */
	long ntokens;			/* tokens of this game so far */
	int at_eof;			/* the scanner returned end of input */
	int close_pending;		/* an unterminated string ended a tag */
	int nomem;
	long ngames;

	/* Diagnostics. */
	talat_diag_fn diag;
	void *diag_ctx;
	int max_errors;
	int nerrors;			/* in the file, reported or not */
	int nreported;
	struct tgn_pending *pending;
	size_t npending, cappending;
	long seq;

	jmp_buf fatal;			/* out of memory inside the scanner */
	int dead;
};

/* reader.c */
size_t	tgn_input(struct talat_reader *, char *, size_t);
void	tgn_report(struct talat_reader *, const struct tgn_loc *,
	    const char *, ...) __attribute__((format(printf, 3, 4)));
int	tgn_add_move(struct talat_reader *, const struct tgn_move *,
	    const struct tgn_loc *);
void	tgn_set_round(struct talat_reader *, long, const struct tgn_loc *);
int	tgn_add_tag(struct talat_reader *, char *, char *,
	    const struct tgn_loc *, const struct tgn_loc *);
int	tgn_add_comment(struct talat_reader *, char *, const struct tgn_loc *,
	    int);
size_t	tgn_utf8_len(const unsigned char *, size_t);
long	tgn_chars(const char *, size_t);
__attribute__((noreturn)) void tgn_fatal(struct talat_reader *);

/* grammar/lexer.l */
int	tgn_scanner_new(struct talat_reader *);
void	tgn_scanner_free(struct talat_reader *);
int	tgn_drain(struct talat_reader *);

/* grammar/parser.y */
int	tgn_parse_game(struct talat_reader *);

#endif
