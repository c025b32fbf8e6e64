/* SPDX-License-Identifier: ISC */
/*
 * fuzz_yaml.c: libFuzzer target for talat from-yaml's reader,
 * talat_yaml_reader (libyaml's parser), on arbitrary YAML handed over a
 * few bytes at a time.
 *
 * Every game it accepts must be one TGN can hold: its canonical TGN
 * (talat_write_tgn) reads back as one game, without a syntax error, equal
 * to it (talat_game_equal); and the canonical TGN of that is the same
 * text. A game with a source_text (a record that could not be read) is
 * written as that text, which must read back as exactly one game holding
 * the tags, comments and moves of the game accepted (issue 24). A refusal
 * must come with a message. Any violation aborts.
 */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "talat.h"
#include "talat/yaml.h"
#include "fuzz.h"
#include "testutil_nocheck.h"

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

/* A game with a source_text: its text is one game, the game accepted. */
static void
check_text(const struct talat_game *g)
{
	struct talat_reader *rd;
	struct talat_game back, a, b;
	char *text;
	size_t len;

	text = fmt(g, &len);
	if ((rd = talat_reader_new_string(text, len, NULL)) == NULL)
		fuzz_fail("talat_reader_new_string failed");
	talat_game_init(&back);
	if (talat_reader_next(rd, &back) != 1)
		fuzz_fail("from-yaml's source_text writes no TGN game:\n%.*s",
		    (int)len, text);
	a = *g;
	b = back;
	a.source_text = b.source_text = NULL;
	a.source_len = b.source_len = 0;
	if (!talat_game_equal(&a, &b))
		fuzz_fail("from-yaml's source_text reads back as another "
		    "game than the one accepted:\n%.*s", (int)len, text);
	if (talat_reader_next(rd, &back) != 0)
		fuzz_fail("from-yaml's source_text writes two TGN games:\n%.*s",
		    (int)len, text);
	free(text);
	talat_reader_free(rd);
	talat_game_free(&back);
}

static void
check_tgn(const struct talat_game *g)
{
	struct talat_reader *rd;
	struct talat_game back;
	char *text, *text2;
	size_t len, len2;

	text = fmt(g, &len);
	if ((rd = talat_reader_new_string(text, len, NULL)) == NULL)
		fuzz_fail("talat_reader_new_string failed");
	talat_game_init(&back);
	if (talat_reader_next(rd, &back) != 1)
		fuzz_fail("from-yaml's game writes no TGN game:\n%.*s",
		    (int)len, text);
	if (back.syntax_errors != 0)
		fuzz_fail("from-yaml's game writes TGN with a syntax "
		    "error:\n%.*s", (int)len, text);
	if (!talat_game_equal(g, &back))
		fuzz_fail("from-yaml's game reads back from TGN as another:"
		    "\n%.*s", (int)len, text);
	text2 = fmt(&back, &len2);
	if (len2 != len || memcmp(text, text2, len) != 0)
		fuzz_fail("fmt of from-yaml's game is no fixed point:\n%.*s"
		    "---\n%.*s", (int)len, text, (int)len2, text2);
	free(text2);
	if (talat_reader_next(rd, &back) != 0)
		fuzz_fail("from-yaml's game writes two TGN games:\n%.*s",
		    (int)len, text);
	free(text);
	talat_reader_free(rd);
	talat_game_free(&back);
}

const char fuzz_name[] = "yaml", fuzz_input[] = "yaml";

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct tu_chunks m = { data, size, 0, 1 + size % 61 };
	struct talat_yaml_reader *rd;
	struct talat_yaml_error err;
	struct talat_game g;
	int n, ngames = 0;

	memset(&err, 0, sizeof(err));
	if ((rd = talat_yaml_reader_new(tu_chunk_read, &m, &err)) == NULL)
		fuzz_fail("talat_yaml_reader_new: %s", err.message);
	talat_game_init(&g);
	while ((n = talat_yaml_reader_game(rd, &g, &err)) > 0) {
		if (g.source_text != NULL)
			check_text(&g);
		else
			check_tgn(&g);
		if (++ngames > 10000)
			fuzz_fail("more games than the input can hold");
	}
	if (n < 0 && (err.kind == TALAT_YAML_OK || err.message[0] == '\0' ||
	    memchr(err.message, '\0', sizeof(err.message)) == NULL))
		fuzz_fail("from-yaml refused without a message");
	talat_game_free(&g);
	talat_yaml_reader_free(rd);
	return 0;
}
