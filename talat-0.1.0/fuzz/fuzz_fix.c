/* SPDX-License-Identifier: ISC */
/*
 * fuzz_fix.c: libFuzzer target for talat fix (talat_fix_game(): the
 * respelling of look-alike characters and words in the wrong case, the
 * tag names, the round numbers and the repair of the first error).
 *
 * The input is a TGN file; the last byte's low bit picks strict mode.
 * Every game is read, replayed and given to talat_fix_game(), and what it
 * makes must hold together:
 *  - it returns 0 or 1 (memory does not run out here); 0: the game to
 *    write is the game read; 1: it is another, without a syntax error
 *    (and with a move when it was respelt);
 *  - the replay it returns has a status that fits its errors, and its
 *    diagnostics have a message, a place (line and column from 1) and
 *    come in file order;
 *  - the game written (canonical TGN, as talat fix writes it) reads back
 *    as one game, without a syntax error when the game to write has
 *    none, and fixing that game again changes nothing.
 * Any violation aborts.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "talat.h"
#include "repair.h"
#include "fuzz.h"

static void
check_result(const struct talat_result *r)
{
	struct talat_loc last = { 0, 0 };
	size_t i;
	int errors = 0;

	for (i = 0; i < r->ndiags; i++) {
		const struct talat_diag *d = &r->diags[i];

		if (d->message == NULL || d->message[0] == '\0')
			fuzz_fail("fix: diagnostic %zu without a message", i);
		if (d->loc.line < 1 || d->loc.column < 1)
			fuzz_fail("fix: diagnostic at %ld:%ld: %s", d->loc.line,
			    d->loc.column, d->message);
		if (d->loc.line < last.line || (d->loc.line == last.line &&
		    d->loc.column < last.column))
			fuzz_fail("fix: diagnostic at %ld:%ld after %ld:%ld",
			    d->loc.line, d->loc.column, last.line,
			    last.column);
		last = d->loc;
		errors += d->severity == TALAT_SEV_ERROR;
	}
	if (errors != r->nerrors)
		fuzz_fail("fix: %d errors counted, %d listed", r->nerrors,
		    errors);
	if (errors > 0 && r->status != TALAT_INVALID)
		fuzz_fail("fix: status %d with %d errors", (int)r->status,
		    errors);
}

/* The game as talat fix writes it (canonical TGN), read back into
 * back. */
static void
write_and_read(const struct talat_game *g, struct talat_game *back)
{
	struct talat_tgn_stream st;
	struct talat_reader *rd;
	char *text = NULL;
	size_t len = 0;
	FILE *fp = open_memstream(&text, &len);

	if (fp == NULL)
		fuzz_fail("open_memstream");
	memset(&st, 0, sizeof(st));
	if (talat_tgn_stream_game(fp, &st, g) < 0)
		fuzz_fail("fix: the game could not be written");
	fclose(fp);
	if ((rd = talat_reader_new_string(text, len, NULL)) == NULL)
		fuzz_fail("reader");
	if (talat_reader_next(rd, back) != 1)
		fuzz_fail("fix: the game written does not read back");
	if (back->syntax_errors > 0)
		fuzz_fail("fix: the game written reads back with a syntax "
		    "error:\n%s", text);
	talat_reader_free(rd);
	free(text);
}

static void
fix_one(struct talat_fixer *f, const struct talat_game *g,
    const struct talat_replay_options *opts)
{
	const struct talat_game *out, *out2;
	const struct talat_result *res, *res2;
	struct talat_result r, r2;
	struct talat_game back;
	int rc;

	talat_result_init(&r);
	talat_result_init(&r2);
	talat_game_init(&back);
	if (talat_replay(g, opts, &r) < 0)
		fuzz_fail("replay: out of memory");
	rc = talat_fix_game(f, g, &r, opts, &out, &res);
	if (rc < 0 || rc > 1)
		fuzz_fail("fix: returned %d", rc);
	if ((rc == 0) != (out == g))
		fuzz_fail("fix: returned %d with %s game", rc,
		    out == g ? "the same" : "another");
	if (rc == 1 && (out->syntax_errors > 0 ||
	    (g->syntax_errors > 0 && out->nmoves == 0)))
		fuzz_fail("fix: a game made with %d syntax errors, %zu moves",
		    out->syntax_errors, out->nmoves);
	check_result(res);
	/* (A game left with a syntax error is written as its text, which
	 * need not read as a game alone: a lone byte order mark does not.) */
	if (out->syntax_errors == 0) {
		write_and_read(out, &back);
		/* Fixed once, fixed for good. */
		if (talat_replay(&back, opts, &r2) < 0)
			fuzz_fail("replay: out of memory");
		rc = talat_fix_game(f, &back, &r2, opts, &out2, &res2);
		if (rc != 0)
			fuzz_fail("fix: fixing the fixed game again returned "
			    "%d", rc);
	}
	talat_game_free(&back);
	talat_result_free(&r2);
	talat_result_free(&r);
}

const char fuzz_name[] = "fix", fuzz_input[] = "tgn";

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct talat_replay_options opts = { 0, TALAT_TIEBREAK_UNSHARED };
	struct talat_reader *rd;
	struct talat_fixer *f;
	struct talat_game g;
	int n, games = 0;

	if (size > 0)
		opts.strict = data[size - 1] & 1;
	if ((rd = talat_reader_new_string((const char *)data, size, NULL)) ==
	    NULL || (f = talat_fixer_new()) == NULL)
		fuzz_fail("out of memory");
	talat_game_init(&g);
	/* (A few games: each may cost a hundred replays.) */
	while (games++ < 8 && (n = talat_reader_next(rd, &g)) > 0)
		fix_one(f, &g, &opts);
	talat_game_free(&g);
	talat_fixer_free(f);
	talat_reader_free(rd);
	return 0;
}
