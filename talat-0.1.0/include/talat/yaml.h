/* SPDX-License-Identifier: ISC */
/*
 * talat/yaml.h: YAML summaries of games (tgn.md section 7) and the way
 * back from them to a game record.
 *
 * libyaml does the YAML, but none of its types is part of this
 * interface: the output and the input go through handlers of the
 * caller's (whose signatures are libyaml's write and read handlers').
 * Every function that can fail takes a struct talat_yaml_error and fills
 * it in on failure.
 *
 * Writing:
 *
 *	w = talat_yaml_writer_new(write, data, &err);
 *	for each game: talat_yaml_writer_game(w, file, &g, &r, &err);
 *	talat_yaml_writer_close(w, &err);
 *	talat_yaml_writer_free(w);
 *
 * Reading:
 *
 *	rd = talat_yaml_reader_new(read, data, &err);
 *	while ((n = talat_yaml_reader_game(rd, &g, &err)) > 0)
 *		talat_write_tgn(stdout, &g, ...);
 *	talat_yaml_reader_free(rd);
 *
 * The document written for a game holds these keys, in this order
 * (tgn.md section 7, and the keys that keep everything the record holds):
 *
 *   game, source {file, line}, tags, duplicate_tags*, comments*, variant,
 *   zihin*, order,
 *   status, opening_declarations*, plies, unreplayed*, freezes, scores,
 *   winners, tiebreak*, final_position, diagnostics
 *
 * (* only when present). A ply is {ply, round, actor, action, tower*,
 * board*, from*, to*, captured*, annotation*, comments*, declarations*};
 * a declaration {board, comments*}; an unreplayed move {move,
 * annotation*, comments*} where move is the TGN text ("WB:d4xc4",
 * "L6@WB:c1", "pass", "freeze BG").
 */
#ifndef TALAT_YAML_H
#define TALAT_YAML_H

#include <stddef.h>
#include "talat/record.h"
#include "talat/diag.h"
#include "talat/replay.h"

#ifdef __cplusplus
extern "C" {
#endif

enum talat_yaml_error_kind {
	TALAT_YAML_OK,
	TALAT_YAML_MALFORMED,	/* the input is not a well-formed summary */
	TALAT_YAML_EMITTER,	/* the emitter failed (often: write error) */
	TALAT_YAML_NOMEM	/* out of memory */
};

struct talat_yaml_error {
	enum talat_yaml_error_kind kind;
	long line;		/* 1-based place in the YAML input, 0 if none */
	long column;		/* 1-based, in characters as libyaml counts */
	char message[512];
	enum talat_diag_kind diag; /* MALFORMED: what is wrong (talat/diag.h) */
};

/*
 * Bounds on a document read (talat_yaml_reader_game): collections nested
 * at most TALAT_YAML_MAX_DEPTH deep; aliases repeating at most
 * TALAT_YAML_MAX_EXPANSION nodes and scalar bytes in all (an alias may
 * only name a complete node); a document of at most
 * TALAT_YAML_MAX_DOCUMENT characters. Beyond them, TALAT_YAML_MALFORMED.
 */
#define TALAT_YAML_MAX_DEPTH 64
#define TALAT_YAML_MAX_EXPANSION 1000000
#define TALAT_YAML_MAX_DOCUMENT 268435456

/* --- writing ------------------------------------------------------------ */

/* Writes buffer[0..size): 1 when done, 0 on failure (libyaml's
 * yaml_write_handler_t). */
typedef int (*talat_yaml_write_fn)(void *data, unsigned char *buffer,
    size_t size);

/*
 * A writer of a stream of summaries, one document a game, through the
 * caller's write handler: the bytes libyaml's emitter gives (Unicode,
 * unlimited width, indent 2), written directly, several times faster,
 * unless one of a document's strings holds a tab, a carriage return or
 * another control character, a character beyond U+FFFF, a space next to
 * a line feed, or a line feed in a tag name; such a document goes
 * through libyaml's emitter. talat_yaml_writer_game() writes the
 * document of game g replayed into r (by talat_replay, with the syntax
 * diagnostics merged in file order by talat_result_add_diag); `file` is
 * the name for source.file; a string that is not valid UTF-8 gets
 * U+FFFD for each bad byte. Functions return 0, or -1 with err set (a
 * failed handler gives TALAT_YAML_EMITTER); after a failure the writer
 * is only to be freed.
 */
struct talat_yaml_writer;

struct talat_yaml_writer *talat_yaml_writer_new(talat_yaml_write_fn write,
    void *data, struct talat_yaml_error *err);
int talat_yaml_writer_game(struct talat_yaml_writer *w, const char *file,
    const struct talat_game *g, const struct talat_result *r,
    struct talat_yaml_error *err);
/* Ends the stream (libyaml may have a last byte to write). */
int talat_yaml_writer_close(struct talat_yaml_writer *w,
    struct talat_yaml_error *err);
void talat_yaml_writer_free(struct talat_yaml_writer *w);

/* --- reading ------------------------------------------------------------ */

/* Reads up to size bytes into buffer, their number into *size_read (0 at
 * the end of the input): 1, or 0 on failure (libyaml's
 * yaml_read_handler_t). */
typedef int (*talat_yaml_read_fn)(void *data, unsigned char *buffer,
    size_t size, size_t *size_read);

/*
 * A reader of a stream of summaries through the caller's read handler.
 * talat_yaml_reader_game() reads the next document and rebuilds the
 * game it describes into g (cleared first): tags, comments, moves with
 * their annotations and comments, each move located at its entry in the
 * YAML. Only tags and plies are required; the keys computed by the
 * replay are optional, and those present are checked against the replay
 * of the game rebuilt (declared or strict mode; not diagnostics, nor a
 * status "invalid"): a mismatch is TALAT_YAML_MALFORMED, with the line
 * and column of the offending node in err. The stream is taken document
 * by document (a document ends before the next line that starts with
 * "---"); one in the block style talat writes is read directly, any
 * other through libyaml's parser, to the same games and the same errors
 * (a stream that holds "..." or a directive goes to libyaml's parser
 * from there on). Returns 1 with a game in g, 0 at the end, -1 with err
 * set (after which the reader is only to be freed); a failing read
 * handler gives TALAT_YAML_MALFORMED with the message "read error".
 */
struct talat_yaml_reader;

struct talat_yaml_reader *talat_yaml_reader_new(talat_yaml_read_fn read,
    void *data, struct talat_yaml_error *err);
int talat_yaml_reader_game(struct talat_yaml_reader *r,
    struct talat_game *g, struct talat_yaml_error *err);
void talat_yaml_reader_free(struct talat_yaml_reader *r);

#ifdef __cplusplus
}
#endif

#endif
