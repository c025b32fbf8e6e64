/* SPDX-License-Identifier: ISC */
/*
 * fuzz_tgn.c: libFuzzer target for the TGN reader and writer.
 *
 * The input is a TGN file. Every game is read with a string reader and
 * written with talat_write_tgn() to /dev/null. Checked on the way:
 *  - every diagnostic has a message, a line and a column >= 1 and a
 *    known severity, and they come in file order;
 *  - games are numbered 1, 2, ... and every field of a move is in range;
 *  - talat_game_copy() gives an equal game;
 *  - talat_write_tgn() succeeds;
 *  - the reader ends with 0 (a string cannot fail to be read, and the
 *    inputs are small enough to fit in memory);
 *  - read again with one of the allocations the first reading made
 *    failing (which one is chosen from the input), the reader fails
 *    cleanly: NULL, or -1 with errno ENOMEM after the games before the
 *    failure, and it leaks nothing (LeakSanitizer).
 * Any violation aborts.
 */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "talat.h"
#include "reader.h"
#include "fuzz.h"

struct diag_check {
	long ndiags;
	struct talat_loc last;
};

static void
on_diag(void *ctx, const struct talat_diag *d)
{
	struct diag_check *dc = ctx;

	if (d == NULL || d->message == NULL || d->message[0] == '\0')
		fuzz_fail("diagnostic without a message");
	if (d->severity != TALAT_SEV_ERROR && d->severity != TALAT_SEV_WARNING)
		fuzz_fail("diagnostic of severity %d", (int)d->severity);
	if (d->loc.line < 1 || d->loc.column < 1)
		fuzz_fail("diagnostic at %ld:%ld: %s", d->loc.line,
		    d->loc.column, d->message);
	/* Reading the strings in full lets ASan check their termination. */
	(void)strlen(d->message);
	if (d->source != NULL)
		(void)strlen(d->source);
	if (d->loc.line < dc->last.line || (d->loc.line == dc->last.line &&
	    d->loc.column < dc->last.column))
		fuzz_fail("diagnostic at %ld:%ld after one at %ld:%ld",
		    d->loc.line, d->loc.column, dc->last.line, dc->last.column);
	dc->last = d->loc;
	dc->ndiags++;
}

static void
check_loc(struct talat_loc loc, const char *what)
{
	if (loc.line < 1 || loc.column < 1)
		fuzz_fail("%s at %ld:%ld", what, loc.line, loc.column);
}

static void
check_comments(const struct talat_comment *c, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		if (c[i].text == NULL)
			fuzz_fail("comment without text");
		(void)strlen(c[i].text);
		check_loc(c[i].loc, "comment");
	}
}

static void
check_game(const struct talat_game *g, long index)
{
	const struct talat_move *m;
	size_t i;

	if (g->index != index)
		fuzz_fail("game %ld numbered %ld", index, g->index);
	if (g->syntax_errors < 0)
		fuzz_fail("game %ld: %d syntax errors", index, g->syntax_errors);
	for (i = 0; i < g->ntags; i++) {
		if (g->tags[i].name == NULL || g->tags[i].value == NULL)
			fuzz_fail("tag without a name or value");
		(void)strlen(g->tags[i].name);
		(void)strlen(g->tags[i].value);
		check_loc(g->tags[i].loc, "tag");
	}
	check_comments(g->comments, g->ncomments);
	for (i = 0; i < g->nmoves; i++) {
		m = &g->moves[i];
		check_loc(m->loc, "move");
		if (m->annotation < TALAT_ANN_NONE ||
		    m->annotation > TALAT_ANN_DUBIOUS)
			fuzz_fail("annotation %d", m->annotation);
		switch (m->kind) {
		case TALAT_MOVE_PLACE:
			if (m->type < 0 || m->type >= TALAT_NTYPES)
				fuzz_fail("placement of type %d", m->type);
			/* FALLTHROUGH */
		case TALAT_MOVE_STEP:
		case TALAT_MOVE_CAPTURE:
			if (m->to < 0 || m->to >= TALAT_NSQUARES ||
			    (m->kind != TALAT_MOVE_PLACE &&
			    (m->from < 0 || m->from >= TALAT_NSQUARES)))
				fuzz_fail("move %zu: square out of range", i);
			/* FALLTHROUGH */
		case TALAT_MOVE_FREEZE:
			if (m->board < 0 || m->board >= TALAT_NBOARDS)
				fuzz_fail("move %zu: board %d", i, m->board);
			break;
		case TALAT_MOVE_PASS:
			break;
		default:
			fuzz_fail("move %zu of kind %d", i, (int)m->kind);
		}
		check_comments(m->comments, m->ncomments);
	}
}

/* Reads the input again with allocation fail_at failing. */
static void
read_failing(const uint8_t *data, size_t size, long fail_at, long ngames)
{
	struct diag_check dc = { 0, { 0, 0 } };
	struct talat_reader_options opts;
	struct talat_reader *r;
	struct talat_game g;
	long index = 0;
	int n;

	memset(&opts, 0, sizeof(opts));
	opts.diag = on_diag;
	opts.diag_ctx = &dc;
	r = tgn_reader_new_failing(NULL, (const char *)data, size, &opts,
	    fail_at);
	if (r == NULL)
		return;
	talat_game_init(&g);
	while ((n = talat_reader_next(r, &g)) > 0)
		check_game(&g, ++index);
	if (n == 0)
		fuzz_fail("allocation %ld of %ld failed unnoticed", fail_at,
		    r->nalloc);
	if (errno != ENOMEM)
		fuzz_fail("a failed allocation reported as %s", strerror(errno));
	if (index > ngames)
		fuzz_fail("%ld games read, not %ld", index, ngames);
	if (talat_reader_next(r, &g) != -1)
		fuzz_fail("a reader out of memory read on");
	talat_reader_free(r);
	talat_game_free(&g);
}

const char fuzz_name[] = "tgn", fuzz_input[] = "tgn";

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static FILE *devnull;
	struct diag_check dc = { 0 };
	struct talat_reader_options opts;
	struct talat_reader *r;
	struct talat_game g, copy;
	long index = 0, first_ply, nalloc;
	int n, nplayers;

	if (devnull == NULL && (devnull = fopen("/dev/null", "w")) == NULL)
		fuzz_fail("cannot open /dev/null");
	memset(&opts, 0, sizeof(opts));
	opts.diag = on_diag;
	opts.diag_ctx = &dc;
	if ((r = talat_reader_new_string((const char *)data, size, &opts)) ==
	    NULL)
		fuzz_fail("talat_reader_new_string failed");
	talat_game_init(&g);
	while ((n = talat_reader_next(r, &g)) > 0) {
		check_game(&g, ++index);
		talat_game_numbering(&g, &nplayers, &first_ply);
		if ((nplayers != 2 && nplayers != 3) || first_ply < 1)
			fuzz_fail("numbering: %d players, first ply %ld",
			    nplayers, first_ply);
		talat_game_init(&copy);
		if (talat_game_copy(&copy, &g) < 0)
			fuzz_fail("talat_game_copy failed");
		if (!talat_game_equal(&g, &copy) ||
		    !talat_game_equal(&copy, &g))
			fuzz_fail("game %ld differs from its copy", index);
		talat_game_free(&copy);
		if (talat_write_tgn(devnull, &g, nplayers, first_ply) < 0)
			fuzz_fail("talat_write_tgn failed on game %ld", index);
	}
	if (n < 0)
		fuzz_fail("talat_reader_next: %s", strerror(errno));
	if (talat_reader_errors(r) < 0)
		fuzz_fail("%d errors", talat_reader_errors(r));
	nalloc = r->nalloc;
	talat_reader_free(r);
	talat_game_free(&g);
	clearerr(devnull);
	if (size >= 2 && nalloc > 0)
		read_failing(data, size,
		    1 + (long)((data[size - 1] << 8 | data[size - 2]) % nalloc),
		    index);
	return 0;
}
