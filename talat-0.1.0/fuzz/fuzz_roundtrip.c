/* SPDX-License-Identifier: ISC */
/*
 * fuzz_roundtrip.c: libFuzzer target for everything a record goes
 * through: reading, replay (declared and strict mode), canonical TGN
 * (talat fmt), the YAML summary (talat yaml) and back (talat from-yaml).
 *
 * For every game of the input:
 *  - talat_replay() succeeds in both freeze modes, with a consistent
 *    result: a status that matches the errors, diagnostics in file order,
 *    and a final position whose TPN reads back (movement phase);
 *  - the canonical TGN of the game is one game again, with no syntax
 *    error, equal to the original (talat_game_equal), whose canonical
 *    TGN is the same text (fmt is idempotent) and which replays to the
 *    same status, plies and final position;
 *  - the YAML summary is well-formed YAML (libyaml reads it to the end);
 *  - talat_yaml_writer writes it byte for byte as libyaml's emitter does;
 *  - yschema_read_game() rebuilds from it a game whose canonical TGN
 *    is the game's (from-yaml gives back what fmt gives), for every game
 *    without syntax errors, and reads exactly one document.
 * Any violation aborts.
 */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>
#include "talat.h"
#include "talat/yaml.h"
#include "yaml_private.h"
#include "fuzz.h"
#include "replay_result.h"

/* Canonical TGN of g, malloc'ed, with its length. */
static char *
fmt(const struct talat_game *g, size_t *len)
{
	char *text = NULL;
	size_t n = 0;
	FILE *fp;
	int nplayers;
	long first_ply;

	if ((fp = open_memstream(&text, &n)) == NULL)
		fuzz_fail("open_memstream: %s", strerror(errno));
	talat_game_numbering(g, &nplayers, &first_ply);
	if (talat_write_tgn(fp, g, nplayers, first_ply) < 0)
		fuzz_fail("talat_write_tgn failed");
	if (fclose(fp) != 0)
		fuzz_fail("memory stream: %s", strerror(errno));
	*len = n;
	return text;
}

/* Collects the syntax diagnostics of the game being read. */
static void
on_diag(void *ctx, const struct talat_diag *d)
{
	struct talat_result *syntax = ctx;

	if (talat_result_add_diag(syntax, d) < 0)
		fuzz_fail("talat_result_add_diag failed");
}

static int
loc_before(struct talat_loc a, struct talat_loc b)
{
	return a.line < b.line || (a.line == b.line && a.column < b.column);
}

static void
check_result(const struct talat_game *g, const struct talat_result *r)
{
	struct talat_position p;
	char tpn[TALAT_TPN_MAX], err[512];
	size_t i;
	int nerrors = 0, nwarnings = 0;

	if ((int)r->status < TALAT_COMPLETE || (int)r->status > TALAT_INVALID)
		fuzz_fail("status %d", (int)r->status);
	for (i = 0; i < r->ndiags; i++) {
		if (r->diags[i].severity == TALAT_SEV_ERROR)
			nerrors++;
		else
			nwarnings++;
		if (r->diags[i].message == NULL)
			fuzz_fail("diagnostic without a message");
		if (i > 0 && loc_before(r->diags[i].loc, r->diags[i - 1].loc))
			fuzz_fail("diagnostics out of file order");
	}
	if (nerrors != r->nerrors || nwarnings != r->nwarnings)
		fuzz_fail("%d errors and %d warnings counted as %d and %d",
		    nerrors, nwarnings, r->nerrors, r->nwarnings);
	if ((r->status == TALAT_INVALID) !=
	    (r->nerrors > 0 || g->syntax_errors > 0))
		fuzz_fail("status %s with %d errors, %d syntax errors",
		    talat_status_name(r->status), r->nerrors,
		    g->syntax_errors);
	if (r->nplies > 0 && r->plies[r->nplies - 1].ply + 1 != r->final.ply)
		fuzz_fail("last ply %ld, next ply %ld",
		    r->plies[r->nplies - 1].ply, r->final.ply);
	if (r->moves_replayed > g->nmoves)
		fuzz_fail("%zu of %zu moves replayed", r->moves_replayed,
		    g->nmoves);
	if (!r->started || !talat_in_movement(&r->final))
		return;
	talat_tpn_write(&r->final, tpn);
	if (talat_tpn_parse(tpn, &p, err, sizeof(err)) < 0)
		fuzz_fail("final position '%s' does not read back: %s", tpn,
		    err);
}

/*
 * The canonical TGN replays as the original did. It writes round numbers
 * afresh, so a game made invalid by a wrong round number may get further:
 * for an invalid game only the plies it did replay must be the same.
 */
static void
same_replay(const struct talat_result *a, const struct talat_result *b)
{
	char ta[TALAT_TPN_MAX], tb[TALAT_TPN_MAX];
	size_t i;

	talat_tpn_write(&a->final, ta);
	talat_tpn_write(&b->final, tb);
	if (a->status == TALAT_INVALID) {
		if (b->nplies < a->nplies)
			fuzz_fail("canonical TGN replays %zu plies, not %zu",
			    b->nplies, a->nplies);
		for (i = 0; i < a->nplies; i++)
			if (a->plies[i].ply != b->plies[i].ply ||
			    a->plies[i].actor != b->plies[i].actor ||
			    memcmp(&a->plies[i].action, &b->plies[i].action,
			    sizeof(a->plies[i].action)) != 0)
				fuzz_fail("canonical TGN replays ply %zu "
				    "differently", i + 1);
		return;
	}
	if (a->status != b->status || a->nplies != b->nplies ||
	    strcmp(ta, tb) != 0 || a->nerrors != b->nerrors ||
	    a->nwarnings != b->nwarnings || a->winners != b->winners)
		fuzz_fail("canonical TGN replays differently: %s %zu plies "
		    "'%s' / %s %zu plies '%s'", talat_status_name(a->status),
		    a->nplies, ta, talat_status_name(b->status), b->nplies,
		    tb);
}

/* The canonical TGN reads back as the same game, once. */
static void
check_fmt(const struct talat_game *g, const struct talat_result *r,
    const char *text, size_t len)
{
	struct talat_reader *rd;
	struct talat_game g2;
	struct talat_result r2;
	struct talat_replay_options opts = { 0, 0 };
	char *text2;
	size_t len2;

	if ((rd = talat_reader_new_string(text, len, NULL)) == NULL)
		fuzz_fail("talat_reader_new_string failed");
	talat_game_init(&g2);
	if (talat_reader_next(rd, &g2) != 1)
		fuzz_fail("canonical TGN holds no game:\n%.*s", (int)len, text);
	if (g2.syntax_errors != 0)
		fuzz_fail("canonical TGN has a syntax error:\n%.*s", (int)len,
		    text);
	if (!talat_game_equal(g, &g2))
		fuzz_fail("canonical TGN reads as another game:\n%.*s",
		    (int)len, text);
	text2 = fmt(&g2, &len2);
	if (len2 != len || memcmp(text, text2, len) != 0)
		fuzz_fail("fmt is not idempotent:\n%.*s---\n%.*s", (int)len,
		    text, (int)len2, text2);
	free(text2);
	talat_result_init(&r2);
	if (talat_replay(&g2, &opts, &r2) < 0)
		fuzz_fail("talat_replay failed");
	same_replay(r, &r2);
	talat_result_free(&r2);
	if (talat_reader_next(rd, &g2) != 0)
		fuzz_fail("canonical TGN of one game holds two:\n%.*s",
		    (int)len, text);
	talat_reader_free(rd);
	talat_game_free(&g2);
}

/* libyaml reads the whole stream without an error. */
static void
check_yaml_wellformed(const struct fuzz_buf *y)
{
	yaml_parser_t p;
	yaml_event_t ev;
	int done = 0;

	if (!yaml_parser_initialize(&p))
		fuzz_fail("yaml_parser_initialize failed");
	yaml_parser_set_input_string(&p, y->data, y->len);
	while (!done) {
		if (!yaml_parser_parse(&p, &ev))
			fuzz_fail("YAML summary is not YAML: %s at %zu:%zu\n%.*s",
			    p.problem ? p.problem : "?",
			    p.problem_mark.line + 1,
			    p.problem_mark.column + 1, (int)y->len,
			    (const char *)y->data);
		done = ev.type == YAML_STREAM_END_EVENT;
		yaml_event_delete(&ev);
	}
	yaml_parser_delete(&p);
}

/* talat_yaml_writer writes the very bytes y of libyaml's emitter. */
static void
check_yaml_writer(const struct talat_game *g, const struct talat_result *r,
    const struct fuzz_buf *y)
{
	struct talat_yaml_writer *w;
	struct talat_yaml_error err;
	struct fuzz_buf out = { NULL, 0, 0 };

	if ((w = talat_yaml_writer_new(fuzz_buf_add, &out, &err)) == NULL)
		fuzz_fail("talat_yaml_writer_new: %s", err.message);
	if (talat_yaml_writer_game(w, "fuzz.tgn", g, r, &err) < 0 ||
	    talat_yaml_writer_close(w, &err) < 0)
		fuzz_fail("YAML writer: %s", err.message);
	talat_yaml_writer_free(w);
	if (out.len != y->len || memcmp(out.data, y->data, y->len) != 0)
		fuzz_fail("the YAML writer differs from libyaml:\n%.*s---\n%.*s",
		    (int)out.len, (const char *)out.data, (int)y->len,
		    (const char *)y->data);
	free(out.data);
}

static void
check_yaml(const struct talat_game *g, const struct talat_result *r,
    const char *text, size_t len)
{
	yaml_emitter_t e;
	yaml_parser_t p;
	struct talat_yaml_error err;
	struct fuzz_buf y = { NULL, 0, 0 };
	struct talat_game back;
	char *text2;
	size_t len2;

	if (!yaml_emitter_initialize(&e))
		fuzz_fail("yaml_emitter_initialize failed");
	yaml_emitter_set_output(&e, fuzz_buf_add, &y);
	if (yemit_open(&e, &err) < 0 ||
	    yemit_game(&e, "fuzz.tgn", g, r, &err) < 0 ||
	    yemit_close(&e, &err) < 0)
		fuzz_fail("YAML emitter: %s", err.message);
	yaml_emitter_delete(&e);
	check_yaml_wellformed(&y);
	check_yaml_writer(g, r, &y);

	if (!yaml_parser_initialize(&p))
		fuzz_fail("yaml_parser_initialize failed");
	yaml_parser_set_input_string(&p, y.data, y.len);
	talat_game_init(&back);
	if (yschema_read_game(&p, &back, &err) != 1)
		fuzz_fail("from-yaml refuses the summary: %ld:%ld: %s\n%.*s",
		    err.line, err.column, err.message, (int)y.len,
		    (const char *)y.data);
	if (g->syntax_errors == 0) {
		text2 = fmt(&back, &len2);
		if (len2 != len || memcmp(text, text2, len) != 0)
			fuzz_fail("from-yaml differs from fmt:\n%.*s---\n%.*s",
			    (int)len, text, (int)len2, text2);
		free(text2);
	}
	if (yschema_read_game(&p, &back, &err) != 0)
		fuzz_fail("the summary of one game holds two");
	yaml_parser_delete(&p);
	talat_game_free(&back);
	free(y.data);
}

const char fuzz_name[] = "roundtrip", fuzz_input[] = "tgn";

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct talat_reader_options opts;
	struct talat_replay_options declared = { 0, 0 }, strict = { 1, 0 };
	struct talat_reader *rd;
	struct talat_game g;
	struct talat_result r, syntax;
	char *text;
	size_t len, i;
	int n;

	talat_result_init(&syntax);
	memset(&opts, 0, sizeof(opts));
	opts.diag = on_diag;
	opts.diag_ctx = &syntax;
	if ((rd = talat_reader_new_string((const char *)data, size, &opts)) ==
	    NULL)
		fuzz_fail("talat_reader_new_string failed");
	talat_game_init(&g);
	talat_result_init(&r);
	while ((n = talat_reader_next(rd, &g)) > 0) {
		if (talat_replay(&g, &strict, &r) < 0)
			fuzz_fail("talat_replay (strict) failed");
		check_result(&g, &r);
		if (talat_replay(&g, &declared, &r) < 0)
			fuzz_fail("talat_replay failed");
		check_result(&g, &r);
		text = fmt(&g, &len);
		if (g.syntax_errors == 0)
			check_fmt(&g, &r, text, len);
		/* As the CLI does: the syntax diagnostics join the result. */
		for (i = 0; i < syntax.ndiags; i++)
			if (talat_result_add_diag(&r, &syntax.diags[i]) < 0)
				fuzz_fail("talat_result_add_diag failed");
		talat_result_clear(&syntax);
		check_yaml(&g, &r, text, len);
		free(text);
	}
	if (n < 0)
		fuzz_fail("talat_reader_next: %s", strerror(errno));
	talat_result_free(&r);
	talat_result_free(&syntax);
	talat_game_free(&g);
	talat_reader_free(rd);
	return 0;
}
