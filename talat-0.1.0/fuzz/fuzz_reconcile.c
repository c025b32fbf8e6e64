/* SPDX-License-Identifier: ISC */
/*
 * fuzz_reconcile.c: libFuzzer target for talat reconcile (the sheets of
 * a game, arbiter.md section 6).
 *
 * The input is a TGN file: its first three games are the sheets (two
 * games: two sheets; one: that game twice). The last byte's low bit
 * picks strict mode. talat_reconcile() runs with a small limit of
 * positions (so that an input takes milliseconds), and its result must
 * hold together:
 *  - a game (unique or ambiguous) is within the limit; its distance is
 *    the sum of the sheets' distances, and each sheet has one
 *    difference per edit, in its order, each with the fields its kind
 *    has; every item of the game replays (only a claim or a tag may be
 *    wrong); its canonical TGN reads back to the same items;
 *  - ambiguous: the fork is an item of the game or its end, the
 *    alternatives (1 to 3, of nchoices) come after the game's item
 *    there in byte order, in order;
 *  - too far, no start: no moves;
 *  - every diagnostic has a message and a code, a sheet of the input,
 *    and they come by sheet, then in file order;
 *  - one game that replays without an error, reconciled with itself, is
 *    itself, unique, at distance 0;
 *  - the YAML document can be written.
 * Any violation aborts.
 */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "talat.h"
#include "reconcile.h"
#include "fuzz.h"

#define SHEETS 3

static void
check_diffs(const struct talat_reconcile *rc, int j)
{
	const struct talat_reconcile_sheet *s = &rc->sheets[j];
	const struct talat_sheet_diff *d;
	size_t i;

	if ((long)s->ndiffs != s->distance)
		fuzz_fail("sheet %d: %zu differences, distance %ld", j + 1,
		    s->ndiffs, s->distance);
	for (i = 0; i < s->ndiffs; i++) {
		d = &s->diffs[i];
		if (d->item > rc->game.nmoves || (d->kind != TALAT_SHEET_ALSO &&
		    d->item == 0))
			fuzz_fail("sheet %d: item %zu of %zu", j + 1, d->item,
			    rc->game.nmoves);
		if ((d->kind == TALAT_SHEET_NOTHING) != (d->wrote[0] == '\0') ||
		    (d->kind == TALAT_SHEET_ALSO) != (d->game[0] == '\0') ||
		    (d->kind == TALAT_SHEET_NOTHING) != (d->move < 0))
			fuzz_fail("sheet %d: difference %zu of kind %s with "
			    "'%s' and '%s'", j + 1, i,
			    talat_sheet_diff_kind_name(d->kind), d->wrote,
			    d->game);
		if (d->move >= (long)s->game->nmoves ||
		    (i > 0 && d->move >= 0 && s->diffs[i - 1].move >= d->move))
			fuzz_fail("sheet %d: difference %zu at move %ld", j + 1,
			    i, d->move);
		if (d->kind == TALAT_SHEET_WROTE && strcmp(d->wrote, d->game) ==
		    0)
			fuzz_fail("sheet %d wrote %s as the game", j + 1,
			    d->wrote);
	}
}

static void
check_diags(const struct talat_reconcile *rc)
{
	const struct talat_reconcile_diag *d, *p;
	size_t i;

	for (i = 0; i < rc->ndiags; i++) {
		d = &rc->diags[i];
		if (d->sheet < 0 || d->sheet >= rc->nsheets)
			fuzz_fail("diagnostic of sheet %d", d->sheet);
		if (d->d.message == NULL || d->d.message[0] == '\0' ||
		    talat_diag_code(d->d.kind)[0] == '\0')
			fuzz_fail("diagnostic without a message or a code");
		if (i == 0)
			continue;
		p = &rc->diags[i - 1];
		if (p->sheet > d->sheet || (p->sheet == d->sheet &&
		    (p->d.loc.line > d->d.loc.line ||
		    (p->d.loc.line == d->d.loc.line &&
		    p->d.loc.column > d->d.loc.column))))
			fuzz_fail("diagnostics out of order at %zu", i);
	}
}

static void
check_fork(const struct talat_reconcile *rc)
{
	char t[TALAT_PLY_TEXT_MAX];
	int i;

	if (rc->fork > rc->game.nmoves || rc->nalternatives < 1 ||
	    rc->nalternatives > TALAT_RECONCILE_ALTERNATIVES ||
	    rc->nchoices < rc->nalternatives)
		fuzz_fail("fork %zu of %zu, %d of %d alternatives", rc->fork,
		    rc->game.nmoves, rc->nalternatives, rc->nchoices);
	t[0] = '\0';
	if (rc->fork < rc->game.nmoves)
		talat_ply_format(&rc->game.moves[rc->fork], t);
	for (i = 0; i < rc->nalternatives; i++) {
		if (strcmp(rc->alternatives[i], t) <= 0)
			fuzz_fail("alternative %s not after %s",
			    rc->alternatives[i], t);
		memcpy(t, rc->alternatives[i], sizeof t);
	}
}

/* The game's canonical TGN reads back to the same items. */
static void
check_text(const struct talat_reconcile *rc)
{
	struct talat_tgn_stream st = { 0, 0 };
	struct talat_reader *rd;
	struct talat_game g;
	char *text = NULL, a[TALAT_PLY_TEXT_MAX], b[TALAT_PLY_TEXT_MAX];
	size_t len = 0, i;
	FILE *mf;

	if ((mf = open_memstream(&text, &len)) == NULL ||
	    talat_tgn_stream_game(mf, &st, &rc->game) < 0 || fclose(mf) != 0)
		fuzz_fail("cannot write the game");
	if ((rd = talat_reader_new_string(text, len, NULL)) == NULL)
		fuzz_fail("cannot read the game back");
	talat_game_init(&g);
	if (len == 0 && (rc->game.ntags != 0 || rc->game.ncomments != 0 ||
	    rc->game.nmoves != 0))
		fuzz_fail("a game written as nothing");
	if (len > 0 && (talat_reader_next(rd, &g) != 1 ||
	    g.syntax_errors != 0 || g.nmoves != rc->game.nmoves))
		fuzz_fail("the game does not read back:\n%s", text);
	for (i = 0; i < g.nmoves; i++) {
		talat_ply_format(&g.moves[i], a);
		talat_ply_format(&rc->game.moves[i], b);
		if (strcmp(a, b) != 0)
			fuzz_fail("item %zu reads back as %s, not %s", i, a, b);
	}
	talat_game_free(&g);
	talat_reader_free(rd);
	free(text);
}

static void
check_game(const struct talat_reconcile *rc)
{
	long sum = 0;
	int j;

	if (rc->distance < 0 || rc->distance > rc->limit)
		fuzz_fail("distance %ld, limit %ld", rc->distance, rc->limit);
	for (j = 0; j < rc->nsheets; j++) {
		sum += rc->sheets[j].distance;
		check_diffs(rc, j);
	}
	if (sum != rc->distance)
		fuzz_fail("distances add up to %ld, not %ld", sum,
		    rc->distance);
	if (rc->result.moves_replayed != rc->game.nmoves)
		fuzz_fail("the game replays %zu of its %zu items",
		    rc->result.moves_replayed, rc->game.nmoves);
	if (rc->outcome == TALAT_RECONCILE_AMBIGUOUS)
		check_fork(rc);
	check_text(rc);
}

static void
check(const struct talat_game *const *gs, int k, int strict, int same)
{
	static FILE *devnull;
	struct talat_reconcile_options o = { strict, 0, 2000 };
	const char *files[SHEETS] = { "a", "b", "c" };
	struct talat_replay_options ro = { strict, 0 };
	struct talat_reconcile rc;
	struct talat_result r;

	if (devnull == NULL && (devnull = fopen("/dev/null", "w")) == NULL)
		fuzz_fail("cannot open /dev/null");
	talat_reconcile_init(&rc);
	if (talat_reconcile(gs, k, &o, &rc) < 0)
		fuzz_fail("talat_reconcile: %s", strerror(errno));
	check_diags(&rc);
	if (rc.outcome <= TALAT_RECONCILE_AMBIGUOUS)
		check_game(&rc);
	else if (rc.game.nmoves != 0 || rc.distance != -1)
		fuzz_fail("%s with %zu moves",
		    talat_reconcile_outcome_name(rc.outcome), rc.game.nmoves);
	if (talat_reconcile_write_yaml(devnull, &rc, files, "g",
	    rc.outcome <= TALAT_RECONCILE_AMBIGUOUS ? &rc.game : NULL,
	    &rc.result) < 0)
		fuzz_fail("the YAML document: %s", strerror(errno));
	talat_result_init(&r);
	if (same && talat_replay(gs[0], &ro, &r) == 0 && r.nerrors == 0 &&
	    gs[0]->syntax_errors == 0 && (rc.outcome !=
	    TALAT_RECONCILE_UNIQUE || rc.distance != 0 ||
	    rc.game.nmoves != gs[0]->nmoves))
		fuzz_fail("a valid game reconciled with itself: %s, %ld",
		    talat_reconcile_outcome_name(rc.outcome), rc.distance);
	talat_result_free(&r);
	talat_reconcile_free(&rc);
}

const char fuzz_name[] = "reconcile", fuzz_input[] = "tgn";

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct talat_game g[SHEETS];
	const struct talat_game *gs[SHEETS];
	struct talat_reader *rd;
	int k = 0, strict = size > 0 && (data[size - 1] & 1);

	if ((rd = talat_reader_new_string((const char *)data, size, NULL)) ==
	    NULL)
		fuzz_fail("talat_reader_new_string failed");
	for (k = 0; k < SHEETS; k++) {
		talat_game_init(&g[k]);
		if (talat_reader_next(rd, &g[k]) != 1)
			break;
		gs[k] = &g[k];
	}
	talat_reader_free(rd);
	if (k == 1)
		gs[1] = &g[0];
	if (k >= 1)
		check(gs, k == 1 ? 2 : k, strict, k == 1);
	for (; k >= 0; k--)
		if (k < SHEETS)
			talat_game_free(&g[k]);
	return 0;
}
