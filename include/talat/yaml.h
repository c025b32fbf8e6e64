/* SPDX-License-Identifier: ISC */
/*
 * talat/yaml.h: YAML summaries of games (tgn.md section 7) and the way
 * back from them to a game record.
 *
 * The caller owns the libyaml emitter or parser, as with libyaml itself:
 * it initializes it, chooses the output or input, and deletes it. These
 * functions only emit or consume events. Every function that can fail
 * takes a struct talat_yaml_error and fills it in on failure.
 *
 * Writing, the fast way (what talat yaml does):
 *
 *	w = talat_yaml_writer_new(handler, data, &err);
 *	for each game: talat_yaml_writer_game(w, file, &g, &r, &err);
 *	talat_yaml_writer_close(w, &err);
 *	talat_yaml_writer_free(w);
 *
 * Writing into an emitter of one's own:
 *
 *	yaml_emitter_initialize(&e);
 *	yaml_emitter_set_output_file(&e, stdout);
 *	talat_yaml_emitter_open(&e, &err);
 *	for each game: talat_yaml_write_game(&e, file, &g, &r, &err);
 *	talat_yaml_emitter_close(&e, &err);
 *	yaml_emitter_delete(&e);
 *
 * Reading:
 *
 *	yaml_parser_initialize(&p);
 *	yaml_parser_set_input_file(&p, fp);
 *	while ((n = talat_yaml_read_game(&p, &g, &err)) > 0)
 *		talat_write_tgn(stdout, &g, ...);
 *	yaml_parser_delete(&p);
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
#include <yaml.h>
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
 * Bounds on a document read (talat_yaml_read_game): collections nested
 * at most TALAT_YAML_MAX_DEPTH deep; aliases repeating at most
 * TALAT_YAML_MAX_EXPANSION nodes and scalar bytes in all (an alias may
 * only name a complete node); a document of at most
 * TALAT_YAML_MAX_DOCUMENT characters. Beyond them, TALAT_YAML_MALFORMED.
 */
#define TALAT_YAML_MAX_DEPTH 64
#define TALAT_YAML_MAX_EXPANSION 1000000
#define TALAT_YAML_MAX_DOCUMENT 268435456

/* --- the plain-scalar resolver -------------------------------------------- */

/* What a plain scalar resolves to in YAML 1.1 (or 1.2 core), judged
 * conservatively: when in doubt, not a string. */
enum talat_yaml_kind {
	TALAT_YAML_STR,
	TALAT_YAML_NULL,	/* null ~ (empty), in any case */
	TALAT_YAML_BOOL,	/* yes no true false on off y n, in any case */
	TALAT_YAML_INT,		/* 12 -3 1_000 0x1F 0b101 017 0o17 1:20 */
	TALAT_YAML_FLOAT,	/* 1.5 .5 1e3 1.2e-3 1:20.5 .inf -.Inf .nan */
	TALAT_YAML_TIMESTAMP,	/* 2026-11-20, 2026-11-20T10:00:00Z */
	TALAT_YAML_SPECIAL	/* << (merge) and = (value) */
};

int talat_yaml_resolve(const char *s, size_t len);

/* --- writing ------------------------------------------------------------ */

/* Sets the emitter's options (Unicode, unlimited width, indent 2) and
 * emits STREAM-START. 0, or -1 with err set. */
int talat_yaml_emitter_open(yaml_emitter_t *e, struct talat_yaml_error *err);
/* Emits STREAM-END and flushes. 0, or -1 with err set. */
int talat_yaml_emitter_close(yaml_emitter_t *e, struct talat_yaml_error *err);
/*
 * Emits one document for game g replayed into r (by talat_replay, with
 * the syntax diagnostics merged in file order). `file` is the name for
 * source.file. Strings that are not valid UTF-8 get U+FFFD for each bad
 * byte. 0, or -1 with err set; the emitter is unusable after a failure.
 */
int talat_yaml_write_game(yaml_emitter_t *e, const char *file,
    const struct talat_game *g, const struct talat_result *r,
    struct talat_yaml_error *err);

/*
 * A writer of a stream of summaries through a libyaml write handler. It
 * writes exactly the bytes of talat_yaml_write_game() on an emitter set
 * up by talat_yaml_emitter_open(), several times faster: a document is
 * written directly unless one of its strings holds a tab, a carriage
 * return or another control character, a character beyond U+FFFF, a
 * space next to a line feed, or a line feed in a tag name; such a
 * document goes through libyaml's emitter. Functions return 0, or -1
 * with err set (a failed handler gives TALAT_YAML_EMITTER); after a
 * failure the writer is only to be freed.
 */
struct talat_yaml_writer;

struct talat_yaml_writer *talat_yaml_writer_new(yaml_write_handler_t *write,
    void *data, struct talat_yaml_error *err);
int talat_yaml_writer_game(struct talat_yaml_writer *w, const char *file,
    const struct talat_game *g, const struct talat_result *r,
    struct talat_yaml_error *err);
/* Ends the stream (libyaml may have a last byte to write). */
int talat_yaml_writer_close(struct talat_yaml_writer *w,
    struct talat_yaml_error *err);
void talat_yaml_writer_free(struct talat_yaml_writer *w);

/* --- reading ------------------------------------------------------------ */

/*
 * Reads the next document of the stream and rebuilds the game it
 * describes into g (cleared first): tags, comments, moves with their
 * annotations and comments. Only tags and plies are required; the keys
 * computed by the replay are optional, and those present are checked
 * against the replay of the game rebuilt (declared or strict mode; not
 * diagnostics, nor a status "invalid"): a mismatch is
 * TALAT_YAML_MALFORMED. Moves get the YAML position of their entry
 * as location. Returns 1 when a game was read, 0 at the end of the
 * stream, -1 on an error (err set; a malformed document has the line and
 * column of the offending node in err).
 */
int talat_yaml_read_game(yaml_parser_t *p, struct talat_game *g,
    struct talat_yaml_error *err);

/*
 * A reader of a stream of summaries through a libyaml read handler, the
 * fast way (what talat from-yaml does): it takes the stream document by
 * document (a document ends before the next line that starts with
 * "---"), reads one in the block style talat writes directly and any
 * other through libyaml's parser, to the same games and the same errors
 * as talat_yaml_read_game() (a stream that holds "..." or a directive
 * goes to libyaml's parser from there on). talat_yaml_reader_game()
 * returns 1 with a game in g, 0 at the end, -1 with err set (after
 * which the reader is only to be freed); a failing read handler gives
 * TALAT_YAML_MALFORMED with the message "read error".
 */
struct talat_yaml_reader;

struct talat_yaml_reader *talat_yaml_reader_new(yaml_read_handler_t *read,
    void *data, struct talat_yaml_error *err);
int talat_yaml_reader_game(struct talat_yaml_reader *r,
    struct talat_game *g, struct talat_yaml_error *err);
void talat_yaml_reader_free(struct talat_yaml_reader *r);

#ifdef __cplusplus
}
#endif

#endif
