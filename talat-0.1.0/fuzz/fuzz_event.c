/* SPDX-License-Identifier: ISC */
/*
 * fuzz_event.c: libFuzzer target for the event file reader
 * (talat/event.h, event.md section 1).
 *
 * The input is an event file. talat_event_parse() must read it (or run
 * out of memory); then every diagnostic has a message and a place, the
 * errors counted are the error diagnostics, every name is folded (no
 * white space around it, no two spaces in it) and found again as its
 * roster entry, every table's players are roster entries or -1, and the
 * standings of the event without games list the whole roster in rank
 * order. Any violation aborts.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "talat.h"
#include "event.h"
#include "fuzz.h"

static void
folded(const char *s)
{
	size_t n = strlen(s);

	if (n == 0 || s[0] == ' ' || s[n - 1] == ' ' || strstr(s, "  "))
		fuzz_fail("name not folded: '%s'", s);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct talat_event ev;
	struct talat_event_games *eg;
	struct talat_event_standings st;
	size_t i, j;
	int errors = 0, c;

	talat_event_init(&ev);
	if (talat_event_parse(&ev, (const char *)data, size, "e/e.yaml") < 0)
		return 0;
	for (i = 0; i < ev.ndiags; i++) {
		if (ev.diags[i].message == NULL || ev.diags[i].loc.line < 1 ||
		    ev.diags[i].loc.column < 1)
			fuzz_fail("diagnostic %zu without a message or place", i);
		errors += ev.diags[i].severity == TALAT_SEV_ERROR;
	}
	if (errors != ev.nerrors)
		fuzz_fail("%d errors counted, %d given", ev.nerrors, errors);
	for (i = 0; i < ev.nplayers; i++) {
		long p;

		folded(ev.players[i].name);
		p = talat_event_find(&ev, ev.players[i].name,
		    strlen(ev.players[i].name));
		if (p < 0 || (size_t)p >= ev.nplayers)
			fuzz_fail("roster entry %zu not found", i);
	}
	for (i = 0; i < ev.nrounds; i++)
		for (j = 0; j < ev.rounds[i].ntables; j++)
			for (c = 0; c < TALAT_NCOLOURS; c++) {
				const struct talat_event_table *t =
				    &ev.rounds[i].tables[j];

				if (t->name[c] != NULL)
					folded(t->name[c]);
				if (t->player[c] < -1 ||
				    t->player[c] >= (long)ev.nplayers)
					fuzz_fail("a table's player out of range");
			}
	if ((eg = talat_event_games_new(&ev)) != NULL) {
		if (talat_event_games_finish(eg) == 0 &&
		    talat_event_standings(eg, 0, &st) == 0) {
			if (st.nrows != ev.nplayers)
				fuzz_fail("standings of %zu players, not %zu",
				    st.nrows, ev.nplayers);
			for (i = 1; i < st.nrows; i++)
				if (st.rows[i].rank < st.rows[i - 1].rank ||
				    st.rows[i].wins6 > st.rows[i - 1].wins6)
					fuzz_fail("standings out of order");
			talat_event_standings_free(&st);
		}
		talat_event_games_free(eg);
	}
	talat_event_free(&ev);
	return 0;
}

const char fuzz_name[] = "event", fuzz_input[] = "event";
