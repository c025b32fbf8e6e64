/* SPDX-License-Identifier: ISC */
/*
 * fuzz_entry.c: libFuzzer target for the entry of a scoresheet in the
 * page of talat html: the engine's tle_entry_* functions
 * (src/wasm/engine.c, compiled here natively, as a part of this file).
 *
 * The input is a program: its first byte says two or three players
 * (bit 0) and the strict mode (bit 1); then operations, each a byte (the
 * operation, by its value modulo 6, and a flag, bit 3), a byte (a move's
 * place: 0xfe the end, else modulo the moves and one) and text up to a
 * byte 0xff: put the text (typed: plies, declarations, comments) before
 * the move or in place of it; set a tag (text "NAME=VALUE"); delete
 * moves; the position before a move; open the text as the game; set the
 * tags of the text. After each:
 *  - the engine answers (memory does not run out here): a state or a
 *    refusal, in braces;
 *  - a refusal leaves the game as it was (its canonical TGN unchanged);
 *    moves typed and taken are replayed (the rules took them);
 *  - the game's canonical TGN reads back as the game itself (but for
 *    the places of its items), without a syntax error;
 *  - at the end of a game that replays (the position asked with the
 *    flag), the engine lists every legal ply (no more than it has room
 *    for), and the one of them or of the declarations offered that the
 *    text's first byte picks is taken, and replays.
 * Any violation aborts.
 */
#include <stdint.h>
#include "wasm/engine.c"
#include "fuzz.h"

const char fuzz_name[] = "entry", fuzz_input[] = "entry";

/* The entry game's canonical TGN (to be freed). */
static char *
tgn(struct tle *e, size_t *n)
{
	char *t = tgn_of(&e->g, n);

	if (t == NULL)
		fuzz_fail("entry: no TGN written");
	return t;
}

static void
check_answer(struct tle *e, int rc, const char *op)
{
	if (rc < 0 || rc > 1)
		fuzz_fail("entry: %s returned %d", op, rc);
	if (e->out.len < 2 || e->out.p[0] != '{' ||
	    e->out.p[e->out.len - 1] != '}')
		fuzz_fail("entry: %s answered '%.40s'", op, e->out.p ? e->out.p : "");
	if (rc == 1 && strncmp(e->out.p, "{\"refused\":", 11) != 0)
		fuzz_fail("entry: %s refused without saying so", op);
}

/* The game reads back from its canonical TGN as itself. */
static void
check_game(struct tle *e)
{
	struct talat_reader *rd;
	struct talat_game back;
	size_t n, i;
	char *t = tgn(e, &n);
	int got;

	if (e->r.moves_replayed > e->g.nmoves)
		fuzz_fail("entry: %zu moves replayed of %zu",
		    e->r.moves_replayed, e->g.nmoves);
	talat_game_init(&back);
	if ((rd = talat_reader_new_string(t, n, NULL)) == NULL)
		fuzz_fail("entry: no reader");
	got = talat_reader_next(rd, &back);
	talat_reader_free(rd);
	if (got == 1) {
		if (back.syntax_errors > 0)
			fuzz_fail("entry: the TGN does not read:\n%s", t);
		for (i = 0; i < back.nmoves; i++)
			back.moves[i].round = TALAT_ROUND_NONE;
		if (!talat_game_equal(&back, &e->g))
			fuzz_fail("entry: the TGN reads back as another "
			    "game:\n%s", t);
	} else if (got != 0 || e->g.ntags || e->g.nmoves || e->g.ncomments) {
		fuzz_fail("entry: the TGN reads back as no game:\n%s", t);
	}
	talat_game_free(&back);
	free(t);
}

/* What the state of tle_entry_at offers at the end of the game: the
 * legal plies and the declarations; the one `pick` names is entered,
 * and must be taken. */
static void
put_offered(struct tle *e, unsigned pick)
{
	static struct talat_action all[1024];
	char *offer[TLE_MAX_PLIES + TALAT_NBOARDS], *p, *q;
	size_t n = 0, k = e->g.nmoves, i;
	int total = 0, rc;

	if (e->r.started)
		total = talat_legal_plies(&e->r.final, all, 1024);
	if (total > TLE_MAX_PLIES)
		fuzz_fail("entry: %d legal plies, the engine lists %d", total,
		    TLE_MAX_PLIES);
	if ((p = strstr(e->out.p, "\"legal\":[")) == NULL)
		fuzz_fail("entry: no legal plies in '%.60s'", e->out.p);
	while ((p = strstr(p, "{\"t\":\"")) != NULL) {
		p += 6;
		if ((q = strchr(p, '"')) == NULL ||
		    n == sizeof offer / sizeof offer[0])
			fuzz_fail("entry: the offers do not read");
		if ((offer[n] = malloc(q - p + 1)) == NULL)
			fuzz_fail("entry: out of memory");
		memcpy(offer[n], p, q - p);
		offer[n++][q - p] = '\0';
		p = q;
	}
	if (n < (size_t)total)
		fuzz_fail("entry: %zu plies offered of %d legal", n, total);
	if (n == 0)
		return;
	i = pick % n;
	rc = tle_entry_put(e, k, 0, offer[i], strlen(offer[i]));
	check_answer(e, rc, "put");
	if (rc != 0 || e->g.nmoves != k + 1 || e->r.moves_replayed != k + 1)
		fuzz_fail("entry: '%s', offered, is not taken: %.200s",
		    offer[i], e->out.p);
	for (i = 0; i < n; i++)
		free(offer[i]);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct tle *e;
	size_t i = 1, j, at, n0, nt, before_n;
	char *text, *before, *v;
	int rc;

	if (size < 1 || (e = tle_new()) == NULL)
		return 0;
	check_answer(e, tle_entry_new(e, data[0] & 1 ? 2 : 3,
	    (data[0] >> 1) & 1, 0), "new");
	while (i < size) {
		uint8_t op = data[i++], a = i < size ? data[i++] : 0;

		for (j = i; j < size && data[j] != 0xff; j++)
			;
		if ((text = malloc(j - i + 1)) == NULL)
			fuzz_fail("entry: out of memory");
		memcpy(text, data + i, j - i);
		text[j - i] = '\0';
		nt = j - i;
		at = a == 0xfe ? e->g.nmoves : a % (e->g.nmoves + 1);
		before = tgn(e, &before_n);
		n0 = e->g.nmoves;
		switch (op % 6) {
		case 0:
			rc = tle_entry_put(e, at, op & 8 ? 1 : 0, text, nt);
			check_answer(e, rc, "put");
			/* (the moves typed: those added, and the one they
			 * replace) */
			nt = e->g.nmoves + (op & 8 ? 1 : 0) - n0;
			if (rc == 0 && nt > 0 && e->r.moves_replayed < at + nt)
				fuzz_fail("entry: a move taken is not replayed");
			break;
		case 1:
			if ((v = strchr(text, '=')) == NULL)
				break;
			*v++ = '\0';
			check_answer(e, tle_entry_tag(e, text, v), "tag");
			break;
		case 2:
			check_answer(e, tle_entry_delete(e, at, a % 3), "delete");
			break;
		case 3:
			check_answer(e, tle_entry_at(e, at), "at");
			if ((op & 8) && at == e->g.nmoves &&
			    e->r.moves_replayed == e->g.nmoves)
				put_offered(e, nt ? (uint8_t)text[0] : 0);
			break;
		case 4:
			check_answer(e, tle_entry_open(e, text, nt, op & 8 ? 1 : 0,
			    0), "open");
			break;
		default:
			check_answer(e, rc = tle_entry_tags(e, text, nt), "tags");
			break;
		}
		if (strncmp(e->out.p, "{\"refused\":", 11) == 0) {
			size_t n;
			char *after = tgn(e, &n);

			if (n != before_n || memcmp(after, before, n) != 0)
				fuzz_fail("entry: a refusal changed the game");
			free(after);
		}
		free(before);
		free(text);
		check_game(e);
		i = j + 1;
	}
	tle_free(e);
	return 0;
}
