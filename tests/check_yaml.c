/* SPDX-License-Identifier: ISC */
/* check_yaml.c: YAML summaries: the quoting resolver, games written and
 * read back, and the errors of malformed input. */
#include "testutil.h"
#include "talat/yaml.h"
#include "yaml_private.h"
#include "replay_result.h"

/* --- the resolver ----------------------------------------------------------- */

static const struct {
	const char *s;
	enum yml_kind kind;
} resolved[] = {
	{ "yes", YML_BOOL }, { "no", YML_BOOL },
	{ "ON", YML_BOOL }, { "Off", YML_BOOL },
	{ "y", YML_BOOL }, { "N", YML_BOOL },
	{ "True", YML_BOOL }, { "fALSE", YML_BOOL },
	{ "null", YML_NULL }, { "NULL", YML_NULL },
	{ "~", YML_NULL }, { "", YML_NULL },
	{ "1", YML_INT }, { "-1", YML_INT },
	{ "+17", YML_INT }, { "0", YML_INT },
	{ "017", YML_INT }, { "09", YML_INT },
	{ "0o17", YML_INT }, { "0x1F", YML_INT },
	{ "0b101", YML_INT }, { "1_000", YML_INT },
	{ "1:20", YML_INT }, { "12:30", YML_INT },
	{ "190:20:30", YML_INT },
	{ "1.5", YML_FLOAT }, { "1e3", YML_FLOAT },
	{ "1E-3", YML_FLOAT }, { "1.2e+3", YML_FLOAT },
	{ ".5", YML_FLOAT }, { "1.", YML_FLOAT },
	{ "-.5", YML_FLOAT }, { "2019.07.17", YML_FLOAT },
	{ "1:20.5", YML_FLOAT }, { ".inf", YML_FLOAT },
	{ "-.Inf", YML_FLOAT }, { "+.INF", YML_FLOAT },
	{ ".nan", YML_FLOAT }, { ".NaN", YML_FLOAT },
	{ "2026-11-20", YML_TIMESTAMP },
	{ "2026-1-2", YML_TIMESTAMP },
	{ "2026-11-20T10:00:00Z", YML_TIMESTAMP },
	{ "2026-11-20 10:00:00", YML_TIMESTAMP },
	{ "<<", YML_SPECIAL }, { "=", YML_SPECIAL },
	/* strings */
	{ "Günzburg", YML_STR }, { "Сида", YML_STR },
	{ "plain words", YML_STR }, { "Ann", YML_STR },
	{ "W", YML_STR }, { "B", YML_STR },
	{ "G", YML_STR }, { "WL6", YML_STR },
	{ "c1", YML_STR }, { "e4", YML_STR },
	{ "WB:c1-c2", YML_STR }, { "L6@WB:c1", YML_STR },
	{ "yesterday", YML_STR }, { "nope", YML_STR },
	{ "e3", YML_STR }, { "1e", YML_STR },
	{ "1e+", YML_STR }, { "0x", YML_STR },
	{ "0xG", YML_STR }, { "1:60", YML_STR },
	{ "1-", YML_STR }, { "+", YML_STR },
	{ "inf", YML_STR }, { "NaN", YML_STR },
	{ "2026-11", YML_STR }, { "2026-11-20x", YML_STR },
	{ "26-11-20", YML_STR }, { "3WM41/4WS4", YML_STR },
	{ "W 31, G 26", YML_STR }, { "three-player", YML_STR },
};

START_TEST(test_resolve)
{
	const char *s = resolved[_i].s;

	ck_assert_msg(yml_resolve(s, strlen(s)) == resolved[_i].kind,
	    "'%s' resolves to %d, not %d", s, yml_resolve(s, strlen(s)),
	    resolved[_i].kind);
	ck_assert_int_eq(yml_must_quote(s, strlen(s)),
	    resolved[_i].kind != YML_STR);
}
END_TEST

static const struct {
	const char *s;
	int quote;
} quoting[] = {
	{ "- x", 1 }, { "-x", 1 }, { "? x", 1 }, { ": x", 1 }, { ",x", 1 },
	{ "[x]", 1 }, { "]", 1 }, { "{x}", 1 }, { "}", 1 }, { "#x", 1 },
	{ "&a", 1 }, { "*a", 1 }, { "!", 1 }, { "!?", 1 }, { "?!", 1 },
	{ "|", 1 }, { ">", 1 }, { "'", 1 }, { "\"", 1 }, { "%x", 1 },
	{ "@x", 1 }, { "`x", 1 }, { " lead", 1 }, { "trail ", 1 },
	{ "x:", 1 }, { "1:", 1 }, { "a: b", 1 }, { "a #b", 1 }, { "two\nlines", 1 },
	{ "tab\there", 1 },
	{ "a:b", 0 }, { "a#b", 0 }, { "x-y", 0 }, { "a - b", 0 },
	{ "it's", 0 }, { "Ulm club night", 0 },
	{ "5/5/5/5/5 5/5/5/5/5 5/5/5/5/5 W -/-/- - 1", 0 },
};

START_TEST(test_must_quote)
{
	const char *s = quoting[_i].s;

	ck_assert_msg(yml_must_quote(s, strlen(s)) == quoting[_i].quote,
	    "'%s': must_quote should be %d", s, quoting[_i].quote);
}
END_TEST

/* The words yml_document writes plain without asking the
 * resolver: every key, and the names of towers, boards, squares, colours,
 * types, actions, statuses, variants and severities. */
static const char *const plain_words[] = {
	"game", "source", "file", "line", "tags", "comments", "variant",
	"zihin", "order", "status", "opening_declarations", "plies",
	"unreplayed", "freezes", "scores", "winners", "tiebreak",
	"tiebreak_rule", "unshared", "top", "shared",
	"final_position", "diagnostics", "ply", "round", "actor", "action",
	"tower", "board", "from", "to", "captured", "annotation",
	"declarations", "move", "dead_after_ply", "declared_after_ply",
	"start_line", "zihin_start_line", "points", "severity", "column",
	"message", "place", "step", "capture", "pass", "two-player",
	"three-player", "error", "warning",
};

START_TEST(test_plain_words)
{
	char name[4];
	const char *s;
	int i;

	for (i = 0; i < (int)(sizeof(plain_words) / sizeof(plain_words[0]));
	    i++)
		ck_assert_msg(!yml_must_quote(plain_words[i],
		    strlen(plain_words[i])), "'%s' needs quotes", plain_words[i]);
	for (i = 0; i < TALAT_NTOWERS; i++) {
		talat_tower_name(i, name);
		ck_assert_msg(!yml_must_quote(name, 3), "tower %s", name);
	}
	for (i = 0; i < TALAT_NSQUARES; i++) {
		talat_square_name(i, name);
		ck_assert_msg(!yml_must_quote(name, 2), "square %s", name);
	}
	for (i = 0; i < TALAT_NBOARDS; i++) {
		s = talat_board_name(i);
		ck_assert_int_eq(strlen(s), 2);
		ck_assert_msg(!yml_must_quote(s, 2), "board %s", s);
	}
	for (i = 0; i < TALAT_NCOLOURS; i++) {
		name[0] = talat_colour_char(i);
		ck_assert_msg(!yml_must_quote(name, 1), "colour %c",
		    name[0]);
	}
	for (i = 0; i < TALAT_NTYPES; i++) {
		s = talat_type_name(i);
		ck_assert_msg(!yml_must_quote(s, strlen(s)), "type %s", s);
	}
	for (i = TALAT_COMPLETE; i <= TALAT_INVALID; i++) {
		s = talat_status_name(i);
		ck_assert_msg(!yml_must_quote(s, strlen(s)), "status %s",
		    s);
	}
	/* Numbers and null are written plain on purpose. */
	ck_assert_int_eq(yml_resolve("-12", 3), YML_INT);
	ck_assert_int_eq(yml_resolve("null", 4), YML_NULL);
}
END_TEST

/* --- games by hand -------------------------------------------------------------- */

static void *
xrealloc(void *p, size_t n)
{
	p = realloc(p, n);
	ck_assert_ptr_nonnull(p);
	return p;
}

static char *
xstrdup(const char *s)
{
	char *d = strdup(s);

	ck_assert_ptr_nonnull(d);
	return d;
}

static void
add_tag(struct talat_game *g, const char *name, const char *value)
{
	g->tags = xrealloc(g->tags, (g->ntags + 1) * sizeof(*g->tags));
	memset(&g->tags[g->ntags], 0, sizeof(*g->tags));
	g->tags[g->ntags].name = xstrdup(name);
	g->tags[g->ntags].value = xstrdup(value);
	g->tags[g->ntags].loc.line = (long)g->ntags + 1;
	g->tags[g->ntags].loc.column = 1;
	g->tags[g->ntags].value_loc.line = (long)g->ntags + 1;
	g->tags[g->ntags].value_loc.column = (long)strlen(name) + 3;
	g->captags = ++g->ntags;
}

/* A comment on the last move, or on the game before the first. */
static void
add_comment(struct talat_game *g, const char *text)
{
	struct talat_comment **c = &g->comments;
	size_t *n = &g->ncomments;

	if (g->nmoves > 0) {
		c = &g->moves[g->nmoves - 1].comments;
		n = &g->moves[g->nmoves - 1].ncomments;
	}
	*c = xrealloc(*c, (*n + 1) * sizeof(**c));
	memset(&(*c)[*n], 0, sizeof(**c));
	(*c)[*n].text = xstrdup(text);
	(*n)++;
	if (g->nmoves == 0)
		g->capcomments = g->ncomments;
}

static int
sq(const char *s)
{
	return talat_square_at(s[0] - 'a', s[1] - '1');
}

/* A move from its TGN text (no round numbers), with an annotation. */
static void
add_move(struct talat_game *g, const char *text, int annotation)
{
	struct talat_move *m;

	g->moves = xrealloc(g->moves, (g->nmoves + 1) * sizeof(*g->moves));
	m = &g->moves[g->nmoves];
	memset(m, 0, sizeof(*m));
	m->loc.line = 10 + (long)g->nmoves;
	m->loc.column = 1;
	m->from = m->to = m->type = m->board = -1;
	m->annotation = annotation;
	if (strcmp(text, "pass") == 0) {
		m->kind = TALAT_MOVE_PASS;
	} else if (strncmp(text, "freeze ", 7) == 0) {
		m->kind = TALAT_MOVE_FREEZE;
		m->board = talat_board_from_name(text + 7);
	} else if (text[2] == '@') {
		m->kind = TALAT_MOVE_PLACE;
		m->type = talat_type_from_name(text);
		m->board = talat_board_from_name(text + 3);
		m->to = sq(text + 6);
	} else {
		m->kind = text[5] == 'x' ? TALAT_MOVE_CAPTURE : TALAT_MOVE_STEP;
		m->board = talat_board_from_name(text);
		m->from = sq(text + 3);
		m->to = sq(text + 6);
	}
	g->capmoves = ++g->nmoves;
}

#define POSITION "5/WL3BS42WS6/3BM41/5/3WS41 5/5/1GL4GS32/2GM42/5 " \
	"4GL6/1GM31WL61/3GM6GL3/3WL41/1WM3WM41WS3 B " \
	"BM6,BM3,GS4,BS6/GS6/BL4,WM6,BL6,BS3,BL3 - 80"

/* Movement from a position (board BG dead): plies with annotations,
 * comments and a declaration after ply 80, then a forbidden pass and
 * moves after it that are not replayed. */
static void
position_game(struct talat_game *g)
{
	talat_game_init(g);
	g->index = 1;
	g->loc.line = 1;
	add_tag(g, "Event", "Günzburg");
	add_tag(g, "Round", "3");
	add_tag(g, "Date", "2026.11.20");
	add_tag(g, "Position", POSITION);
	add_tag(g, "Annotator", "yes");
	add_tag(g, "Annotator", "a: b # c");
	add_comment(g, "Сида");
	add_comment(g, "yes");
	add_move(g, "WB:d3-d2", TALAT_ANN_GOOD);
	add_comment(g, "on");
	add_move(g, "freeze BG", TALAT_ANN_NONE);
	add_comment(g, "dead");
	add_comment(g, "since 79");
	add_move(g, "GW:b4-b5", TALAT_ANN_NONE);
	add_move(g, "GW:d4xd3", TALAT_ANN_VERY_POOR);
	add_move(g, "pass", TALAT_ANN_NONE);
	add_comment(g, "no");
	add_move(g, "WB:b4-b3", TALAT_ANN_SPECULATIVE);
	add_comment(g, "two\nlines");
	add_move(g, "freeze GW", TALAT_ANN_NONE);
	add_move(g, "L6@WB:c1", TALAT_ANN_DUBIOUS);
}

/* The same position, BG declared before the first ply; three players'
 * setup has nothing to do with it. */
static void
opening_game(struct talat_game *g)
{
	talat_game_init(g);
	g->index = 2;
	g->loc.line = 12;
	add_tag(g, "Position", POSITION);
	add_move(g, "freeze BG", TALAT_ANN_NONE);
	add_comment(g, "at once");
	add_move(g, "WB:d3-d2", TALAT_ANN_NONE);
	add_move(g, "pass", TALAT_ANN_NONE);
}

/* A setup that goes wrong at once: a pass in the setup. */
static void
setup_game(struct talat_game *g)
{
	talat_game_init(g);
	g->index = 3;
	g->loc.line = 20;
	add_tag(g, "Zihin", "G");
	add_tag(g, "Order", "B W");
	add_move(g, "L3@GW:e1", TALAT_ANN_NONE);
	add_move(g, "S6@BG:d5", TALAT_ANN_NONE);
	add_move(g, "pass", TALAT_ANN_GOOD);
	add_move(g, "M4@BG:c5", TALAT_ANN_NONE);
}

/* --- writing to memory and reading back --------------------------------------- */

/* YAML for games[0..n), each replayed first. */
static void
emit_games(struct talat_game *games, int n, struct tu_buf *out)
{
	struct talat_yaml_writer *w;
	struct talat_yaml_error err;
	struct talat_result r;
	int i;

	memset(out, 0, sizeof(*out));
	ck_assert_ptr_nonnull(w = talat_yaml_writer_new(tu_buf_write, out,
	    &err));
	talat_result_init(&r);
	for (i = 0; i < n; i++) {
		ck_assert_int_eq(talat_replay(&games[i], NULL, &r), 0);
		ck_assert_msg(talat_yaml_writer_game(w, "rec.tgn", &games[i],
		    &r, &err) == 0, "write_game: %s", err.message);
	}
	ck_assert_int_eq(talat_yaml_writer_close(w, &err), 0);
	talat_yaml_writer_free(w);
	talat_result_free(&r);
}

START_TEST(test_write_read_equal)
{
	struct talat_game games[3], back;
	struct talat_yaml_error err;
	yaml_parser_t p;
	struct tu_buf out;
	int i;

	position_game(&games[0]);
	opening_game(&games[1]);
	setup_game(&games[2]);
	emit_games(games, 3, &out);
	ck_assert(yaml_parser_initialize(&p));
	yaml_parser_set_input_string(&p, (const unsigned char *)out.s, out.len);
	talat_game_init(&back);
	for (i = 0; i < 3; i++) {
		ck_assert_msg(yml_read_game(&p, &back, &err) == 1,
		    "game %d: %ld:%ld: %s", i + 1, err.line, err.column,
		    err.message);
		ck_assert_msg(talat_game_equal(&games[i], &back),
		    "game %d differs", i + 1);
		ck_assert_int_eq(back.index, i + 1);
		ck_assert_int_eq(back.loc.line, games[i].loc.line);
	}
	ck_assert_int_eq(yml_read_game(&p, &back, &err), 0);
	yaml_parser_delete(&p);
	talat_game_free(&back);
	for (i = 0; i < 3; i++)
		talat_game_free(&games[i]);
	free(out.s);
}
END_TEST

/* The text itself: key order, quoting, what goes where. */
START_TEST(test_write_text)
{
	static const char *const want[] = {
		"game: 1\nsource:\n  file: rec.tgn\n  line: 1\ntags:\n"
		"  Event: Günzburg\n  Round: '3'\n  Date: '2026.11.20'\n"
		"  Position: 5/WL3BS42WS6/",
		"  Annotator: 'yes'\nduplicate_tags:\n- name: Annotator\n"
		"  value: 'a: b # c'\n  line: 6\n  index: 6\ncomments:\n"
		"- Сида\n- 'yes'\nvariant: three-player\norder:\n- W\n- B\n"
		"- G\nstatus: invalid\nplies:\n- ply: 80\n  round: 27\n"
		"  actor: B\n  action: step\n  tower: BM4\n  board: WB\n"
		"  from: d3\n  to: d2\n  annotation: '!'\n  comments:\n"
		"  - 'on'\n  declarations:\n  - board: BG\n    comments:\n"
		"    - dead\n    - since 79\n- ply: 81\n",
		"- ply: 82\n  round: 28\n  actor: W\n  action: capture\n"
		"  tower: WL6\n  board: GW\n  from: d4\n  to: d3\n"
		"  captured: GM6\n  annotation: '?\?'\nunreplayed:\n"
		"- move: pass\n  comments:\n  - 'no'\n- move: WB:b4-b3\n"
		"  annotation: '!?'\n  comments:\n  - 'two\n\n    lines'\n"
		"- move: freeze GW\n- move: L6@WB:c1\n  annotation: '?!'\n"
		"freezes:\n- board: BG\n  dead_after_ply: 79\n"
		"  declared_after_ply: 80\nscores:\n  W:\n    captured:\n"
		"    - BM6\n",
		"    start_line: 3\n    points: 34\n  B:\n    captured:\n"
		"    - GS6\n    start_line: 0\n    points: 5\n",
		"winners:\n- W\nprovisional: true\ntiebreak_rule: unshared\n"
		"final_position: 5/WL3BS42WS6/5/3BM41/3WS41 ",
		" BG 83\ndiagnostics:\n- severity: error\n  code: duplicate-tag\n"
		"  line: 6\n"
		"  column: 1\n  message: duplicate tag Annotator (the first one, "
		"line 5, counts)\n- severity: error\n  code: pass-with-action\n"
		"  line: 14\n  column: 1\n"
		"  ply: 83\n  message: 'ply 83 (B): pass: passing is forbidden "
		"while a legal action exists (such as WB:d2xd1)'\n",
		"---\ngame: 2\n",
		"status: invalid\nopening_declarations:\n- board: BG\n"
		"  comments:\n  - at once\nplies:\n- ply: 80\n",
		"  to: d2\nunreplayed:\n- move: pass\nfreezes:\n- board: BG\n"
		"  dead_after_ply: 79\n  declared_after_ply: 79\n",
		"---\ngame: 3\nsource:\n  file: rec.tgn\n  line: 20\ntags:\n"
		"  Zihin: G\n  Order: B W\nvariant: two-player\nzihin: G\n"
		"order:\n- B\n- W\nstatus: invalid\nplies:\n- ply: 1\n"
		"  round: 1\n  actor: B\n  action: place\n  tower: GL3\n"
		"  board: GW\n  to: e1\n- ply: 2\n  round: 1\n  actor: W\n"
		"  action: place\n  tower: GS6\n  board: BG\n  to: d5\n"
		"unreplayed:\n- move: pass\n  annotation: '!'\n"
		"- move: M4@BG:c5\nfreezes: []\nscores:\n  B:\n"
		"    captured: []\n    start_line: 0\n    zihin_start_line: 0\n"
		"    points: 0\n  W:\n",
		"winners: []\ntiebreak_rule: unshared\nfinal_position: 5/5/5/5/5 3GS61/5/5/5/5 "
		"5/5/5/5/4GL3 B -/-/- - 3\n",
		"diagnostics:\n- severity: error\n  code: pass-in-setup\n"
		"  line: 12\n  column: 1\n"
		"  ply: 3\n  message: 'ply 3 (B): pass: no pass during the "
		"setup: a placement is always possible'\n",
	};
	struct talat_game games[3];
	struct tu_buf out;
	const char *at;
	size_t i;

	position_game(&games[0]);
	opening_game(&games[1]);
	setup_game(&games[2]);
	emit_games(games, 3, &out);
	at = out.s;
	for (i = 0; i < sizeof(want) / sizeof(want[0]); i++) {
		const char *hit = strstr(at, want[i]);

		ck_assert_msg(hit != NULL, "missing, in order: [%s]\nin:\n%s",
		    want[i], out.s);
		at = hit + strlen(want[i]);
	}
	ck_assert_str_eq(at, "");
	for (i = 0; i < 3; i++)
		talat_game_free(&games[i]);
	free(out.s);
}
END_TEST

/* Bytes that are not UTF-8 come out as U+FFFD, one per byte. */
START_TEST(test_write_bad_utf8)
{
	struct talat_game g;
	struct tu_buf out;

	talat_game_init(&g);
	g.index = 1;
	g.loc.line = 1;
	add_tag(&g, "Event", "a\xff" "b\xc3(\xe2\x82");
	add_tag(&g, "Site", "\xed\xa0\x80");	/* a surrogate */
	add_tag(&g, "White", "\xc0\xaf");	/* overlong '/' */
	emit_games(&g, 1, &out);
	ck_assert_ptr_nonnull(strstr(out.s, "  Event: a\xef\xbf\xbd" "b"
	    "\xef\xbf\xbd(\xef\xbf\xbd\xef\xbf\xbd\n"));
	ck_assert_ptr_nonnull(strstr(out.s, "  Site: \xef\xbf\xbd\xef\xbf\xbd"
	    "\xef\xbf\xbd\n"));
	ck_assert_ptr_nonnull(strstr(out.s, "  White: \xef\xbf\xbd"
	    "\xef\xbf\xbd\n"));
	talat_game_free(&g);
	free(out.s);
}
END_TEST

/* A failing output: the error comes back, nothing is left to free. */
START_TEST(test_write_error)
{
	struct talat_game g;
	struct talat_result r;
	struct talat_yaml_error err;
	struct talat_yaml_writer *w;
	int rc;

	position_game(&g);
	talat_result_init(&r);
	ck_assert_int_eq(talat_replay(&g, NULL, &r), 0);
	ck_assert_ptr_nonnull(w = talat_yaml_writer_new(tu_refuse, NULL,
	    &err));
	rc = talat_yaml_writer_game(w, "rec.tgn", &g, &r, &err);
	if (rc == 0)	/* libyaml may keep the bytes until the end */
		rc = talat_yaml_writer_close(w, &err);
	ck_assert_int_eq(rc, -1);
	ck_assert_int_eq(err.kind, TALAT_YAML_EMITTER);
	ck_assert_str_eq(err.message, "write error");
	talat_yaml_writer_free(w);
	talat_result_free(&r);
	talat_game_free(&g);
}
END_TEST

/* A result that does not belong to the game is refused, not written. */
START_TEST(test_mismatch)
{
	struct talat_yaml_writer *w;
	struct talat_yaml_error err;
	struct talat_result r;
	struct talat_game g;
	struct tu_buf out;

	position_game(&g);
	talat_result_init(&r);
	ck_assert_int_eq(talat_replay(&g, NULL, &r), 0);
	r.nplies = 0;
	memset(&out, 0, sizeof(out));
	w = talat_yaml_writer_new(tu_buf_write, &out, &err);
	ck_assert_ptr_nonnull(w);
	ck_assert_int_eq(talat_yaml_writer_game(w, "rec.tgn", &g, &r, &err),
	    -1);
	ck_assert_int_eq(err.kind, TALAT_YAML_EMITTER);
	ck_assert_str_eq(err.message,
	    "the replay result does not belong to the game");
	ck_assert_uint_eq(out.len, 0);
	r.nplies = 1;
	talat_yaml_writer_free(w);
	talat_result_free(&r);
	talat_game_free(&g);
	free(out.s);
}
END_TEST

/* --- malformed input --------------------------------------------------------------- */

#define BASE \
	"game: 1\n" \
	"source: {file: x.tgn, line: 1}\n" \
	"tags: {Event: x}\n" \
	"variant: three-player\n" \
	"order: [W, B, G]\n" \
	"status: unfinished\n" \
	"plies:\n" \
	"- {ply: 1, round: 1, actor: W, action: place, tower: WL6, board: WB, to: c1}\n" \
	"freezes: []\n" \
	"scores: {}\n" \
	"winners: []\n" \
	"final_position: x\n" \
	"diagnostics: []\n"

/* BASE with the first occurrence of `from` replaced by `to`. */
static char *
edit(const char *from, const char *to)
{
	const char *at = strstr(BASE, from);
	char *s;

	ck_assert_ptr_nonnull(at);
	s = xrealloc(NULL, strlen(BASE) + strlen(to) + 1);
	memcpy(s, BASE, (size_t)(at - BASE));
	strcpy(s + (at - BASE), to);
	strcat(s, at + strlen(from));
	return s;
}

static const struct {
	const char *from, *to;
	long line, column;
	const char *message;
} malformed[] = {
	{ "game: 1\n", "game: '1'\n", 1, 7,
	  "game must be a whole number" },
	{ "tags: {Event: x}\n", "", 1, 1,
	  "missing key 'tags' in a game" },
	{ "variant: three-player", "variant: four-player", 4, 10,
	  "variant must be three-player or two-player" },
	{ "plies:\n- {", "plies: 3\nunreplayed:\n- {", 7, 8,
	  "plies must be a list" },
	{ "action: place", "action: jump", 8, 40,
	  "action must be place, step, capture or pass" },
	{ ", to: c1}", "}", 8, 3, "missing key 'to' in a placement" },
	{ "to: c1", "to: c6", 8, 74, "to must be a square such as c2" },
	{ "tower: WL6", "tower: WL5", 8, 54,
	  "tower must be a tower such as WL6" },
	{ "to: c1}", "to: c1, from: b1}", 8, 78, "a placement has no 'from'" },
	{ "to: c1}", "to: c1, tp: c1}", 8, 78,
	  "unknown key 'tp' in a ply" },
	{ "round: 1,", "round: 1, ply: 2,", 8, 22,
	  "duplicate key 'ply' in a ply" },
	{ "tags: {Event: x}", "tags: {Event: ~}", 3, 15,
	  "a tag value must be a string, not null" },
	{ "tags: {Event: x}", "tags: {1Event: x}", 3, 8,
	  "tag name '1Event' is not a letter followed by letters, digits "
	  "or '_'" },
	{ "tags: {Event: x}", "tags: {Event: \"a\\nb\"}", 3, 15,
	  "a tag value must be on one line" },
	{ "tags: {Event: x}", "tags: {Event: \"a\\0b\"}", 3, 15,
	  "a tag value must not hold a NUL character" },
	{ "freezes: []", "freezes: [{board: BG, dead_after_ply: x, "
	  "declared_after_ply: null}]", 9, 39,
	  "dead_after_ply must be a whole number or null" },
	{ "winners: []", "winners: [W, X]", 11, 14,
	  "a colour must be W, B or G" },
	{ "scores: {}", "scores: {W: {captured: [], start_line: 0, "
	  "points: 0, zihin_start_line: 0}}", 10, 54,
	  "a three-player score has no 'zihin_start_line'" },
	{ "final_position: x\n", "final_position: x\nunreplayed: [{move: "
	  "'WB:c1-c2!'}]\n", 13, 21,
	  "move 'WB:c1-c2!' is not a TGN ply or declaration such as "
	  "WB:c1-c2 or freeze BG" },
	{ "final_position: x\n", "final_position: x\nunreplayed: [{move: "
	  "freeze WB, annotation: '!'}]\n", 13, 44,
	  "a declaration has no annotation" },
	{ "variant: three-player", "variant: two-player", 1, 1,
	  "missing key 'zihin' in a two-player game" },
	{ "status: unfinished", "status: [unfinished", 7, 6,
	  "did not find expected ',' or ']' while parsing a flow sequence "
	  "(line 6, column 9)" },
	{ "game: 1\n", "game: 1\n  bad: 2\n", 2, 6,
	  "mapping values are not allowed in this context" },
	{ "final_position: x\n", "final_position: x\x80y\n", 12, 18,
	  "invalid leading UTF-8 octet (#80 at byte 250)" },
	{ "game: 1\n", "- game: 1\n", 2, 1,
	  "did not find expected '-' indicator while parsing a block "
	  "collection (line 1, column 1)" },
	/* Anchors and aliases, as libyaml's yaml_parser_load has them. */
	{ "tags: {Event: x}", "tags: {Event: &a x, Site: &a y}", 3, 27,
	  "second occurrence found duplicate anchor; first occurrence "
	  "(line 3, column 15)" },
	{ "winners: []", "winners: [*w]", 11, 11, "found undefined alias" },
	/* The keys the replay computes say what it says (the first
	 * mismatch counts; BASE's scores come after these). */
	{ "tower: WL6", "tower: BL6", 8, 54,
	  "tower 'BL6' does not match the replay, which gives 'WL6'" },
	{ "round: 1", "round: 2", 8, 19,
	  "round '2' does not match the replay, which gives '1'" },
	{ "actor: W", "actor: G", 8, 29,
	  "actor 'G' does not match the replay, which gives 'W'" },
	{ "action: place, tower: WL6, board: WB, to: c1", "action: pass", 8, 3,
	  "this ply does not replay: ply 1 (W): pass: no pass during the "
	  "setup: a placement is always possible" },
	{ "order: [W, B, G]", "order: [B, W, G]", 5, 8,
	  "order does not match the replay, which gives [W, B, G]" },
	{ "freezes: []", "freezes: [{board: BG, dead_after_ply: 1, "
	  "declared_after_ply: null}]", 9, 10,
	  "freezes does not match the replay, which has 0 dead or frozen "
	  "boards" },
	/* A repeated tag goes to duplicate_tags, at its place. */
	{ "tags: {Event: x}", "tags: {Event: x}\n"
	  "duplicate_tags: [{name: Event, value: y, index: 3}]", 4, 49,
	  "index must be greater than the one before and at most 2, the "
	  "number of tags" },
	{ "tags: {Event: x}", "tags: {Event: x}\n"
	  "duplicate_tags: [{name: Event, index: 2}]", 4, 18,
	  "missing key 'value' in a duplicate tag" },
	/* An alias inside the node it names would make a cycle. */
	{ "tags: {Event: x}", "tags: &t {Event: *t}", 3, 18,
	  "found an alias inside the node it refers to (a recursive "
	  "alias)" },
	{ "winners: []", "winners: &w [W, *w]", 11, 17,
	  "found an alias inside the node it refers to (a recursive "
	  "alias)" },
};

START_TEST(test_malformed)
{
	struct talat_yaml_error err;
	struct talat_game g;
	yaml_parser_t p;
	char *text = edit(malformed[_i].from, malformed[_i].to);

	talat_game_init(&g);
	ck_assert(yaml_parser_initialize(&p));
	yaml_parser_set_input_string(&p, (const unsigned char *)text,
	    strlen(text));
	ck_assert_int_eq(yml_read_game(&p, &g, &err), -1);
	ck_assert_int_eq(err.kind, TALAT_YAML_MALFORMED);
	ck_assert_str_eq(err.message, malformed[_i].message);
	ck_assert_msg(err.line == malformed[_i].line &&
	    err.column == malformed[_i].column, "%s: at %ld:%ld, not %ld:%ld",
	    err.message, err.line, err.column, malformed[_i].line,
	    malformed[_i].column);
	yaml_parser_delete(&p);
	talat_game_free(&g);
	free(text);
}
END_TEST

/* text without BASE's scores, winners and final_position, which do not
 * match the replay (every key the replay computes is optional); text
 * itself, edited in place. */
static char *
strip_derived(char *text)
{
	static const char *const lines[] = {
		"scores: {}\n", "winners: []\n", "final_position: x\n"
	};
	char *at;
	size_t i;

	for (i = 0; i < 3; i++) {
		at = strstr(text, lines[i]);
		ck_assert_ptr_nonnull(at);
		memmove(at, at + strlen(lines[i]),
		    strlen(at + strlen(lines[i])) + 1);
	}
	return text;
}

/* Read one document: 1, or -1 with err set. */
static int
read_one(const char *text, struct talat_game *g, struct talat_yaml_error *err)
{
	yaml_parser_t p;
	int rc;

	ck_assert(yaml_parser_initialize(&p));
	yaml_parser_set_input_string(&p, (const unsigned char *)text,
	    strlen(text));
	rc = yml_read_game(&p, g, err);
	yaml_parser_delete(&p);
	return rc;
}

/* The keys the replay computes, when present, say what the replay says. */
START_TEST(test_derived)
{
	static const struct {
		const char *from, *to;
		long line, column;
		const char *message;
	} cases[] = {
		{ "status: unfinished", "status: complete", 6, 9,
		  "status 'complete' does not match the replay, which gives "
		  "'unfinished'" },
		{ "diagnostics: []", "scores: {W: {captured: [], "
		  "start_line: 0, points: 0}}\ndiagnostics: []", 10, 9,
		  "scores lacks a player of the replay" },
		{ "diagnostics: []", "scores: {W: {captured: [], "
		  "start_line: 0, points: 1}, B: {captured: [], start_line: 0, "
		  "points: 0}, G: {captured: [], start_line: 0, points: 0}}\n"
		  "diagnostics: []", 10, 51,
		  "points '1' does not match the replay, which gives '0'" },
		{ "diagnostics: []", "winners: [W]\ndiagnostics: []", 10, 10,
		  "winners does not match the replay, which gives [W, B, G]" },
		{ "diagnostics: []", "final_position: x\ndiagnostics: []", 10,
		  17, "final_position 'x' does not match the replay, which "
		  "gives '5/5/5/5/2WL62 5/5/5/5/5 5/5/5/5/5 B -/-/- - 2'" },
		{ "diagnostics: []", "tiebreak: L6\ndiagnostics: []", 10, 1,
		  "the replay gives no tiebreak" },
		{ "variant: three-player", "variant: two-player\nzihin: G", 4,
		  10, "variant 'two-player' does not match the replay, which "
		  "gives 'three-player'" },
	};
	struct talat_yaml_error err;
	struct talat_game g;
	char *text;
	size_t i;

	talat_game_init(&g);
	/* Right values, then none at all but tags and plies. */
	text = strip_derived(edit("diagnostics: []", "winners: [W, B, G]\n"
	    "final_position: 5/5/5/5/2WL62 5/5/5/5/5 5/5/5/5/5 B -/-/- - 2\n"
	    "diagnostics: []"));
	ck_assert_int_eq(read_one(text, &g, &err), 1);
	free(text);
	ck_assert_int_eq(read_one("tags: {}\nplies: [{action: place, "
	    "tower: WL6, board: WB, to: c1}, {action: place, tower: BS3, "
	    "board: WB, to: c5}]\n", &g, &err), 1);
	ck_assert_int_eq(g.nmoves, 2);
	ck_assert_int_eq(g.moves[1].type, TALAT_S3);
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		text = strip_derived(edit(cases[i].from, cases[i].to));
		ck_assert_int_eq(read_one(text, &g, &err), -1);
		ck_assert_int_eq(err.kind, TALAT_YAML_MALFORMED);
		ck_assert_str_eq(err.message, cases[i].message);
		ck_assert_int_eq(err.line, cases[i].line);
		ck_assert_int_eq(err.column, cases[i].column);
		free(text);
	}
	talat_game_free(&g);
}
END_TEST

/*
 * A void game (invalid, not over, nobody has scored: talat_result_void)
 * has no winners, in the replay and in its summary ("winners: []"); the
 * summary reads back to the same game, its check of the winners passing.
 * A game that is not void keeps its winners: an empty record (unfinished,
 * scored provisionally: all three tied, "provisional: true"), a complete
 * game (its tiebreak).
 */
static const struct {
	const char *tgn;
	int is_void;
	const char *status, *winners;	/* fragments of the summary */
} void_games[] = {
	{ "[Event \"x\"]\n\n1. L6@GW:c1\n", 1,
	  "status: invalid\nplies: []\nunreplayed:\n- move: L6@GW:c1\n",
	  "\nwinners: []\ntiebreak_rule: unshared\nfinal_position: " },
	{ "[Event \"x\"]\n[Order \"W W B\"]\n\n1. L6@WB:c1\n", 1,
	  "status: invalid\nplies: []\nunreplayed:\n- move: L6@WB:c1\n",
	  "\nwinners: []\ntiebreak_rule: unshared\nfinal_position: " },
	{ "[Event \"x\"]\n", 0, "status: unfinished\nplies: []\nfreezes: []\n",
	  "\nwinners:\n- W\n- B\n- G\nprovisional: true\n"
	  "tiebreak_rule: unshared\nfinal_position: " },
	{ "[Event \"score_and_winner\"]\n[Position \"5/2WL62/5/5/5 "
	  "5/2GS32/5/2BM42/5 5/5/5/5/GM44 W GS4,GS6,GM3,GM6,GL3,GL4,GL6/"
	  "WS3,WS4,WS6,WM3,WM4,WM6,WL3,WL4/BS3,BS4,BS6,BM3,BM6,BL3,BL4,BL6 "
	  "- 100\"]\n[Score \"W 35, B 40, G 40\"]\n[Winner \"G\"]\n\n"
	  "34. freeze WB freeze GW\n", 0, "status: complete\n",
	  "\nwinners:\n- G\ntiebreak_rule: unshared\ntiebreak: L6\n" },
};

START_TEST(test_void_winners)
{
	struct talat_yaml_error err;
	struct talat_game g, back;
	struct talat_result r;
	struct tu_buf out;

	talat_game_init(&g);
	talat_game_init(&back);
	talat_result_init(&r);
	tu_replay(void_games[_i].tgn, 0, &g, &r);
	ck_assert_int_eq(talat_result_void(&r, r.status),
	    void_games[_i].is_void);
	ck_assert_uint_eq(r.winners, void_games[_i].is_void ? 0u :
	    _i == 2 ? 7u : 1u << TALAT_GREY);
	emit_games(&g, 1, &out);
	ck_assert_msg(strstr(out.s, void_games[_i].status) != NULL &&
	    strstr(out.s, void_games[_i].winners) != NULL,
	    "no [%s] or [%s] in:\n%s", void_games[_i].status,
	    void_games[_i].winners, out.s);
	ck_assert_msg(read_one(out.s, &back, &err) == 1, "%ld:%ld: %s",
	    err.line, err.column, err.message);
	ck_assert(talat_game_equal(&g, &back));
	free(out.s);
	talat_result_free(&r);
	talat_game_free(&g);
	talat_game_free(&back);
}
END_TEST

/* An alias stands for the node anchored: both plies get the comment. */
START_TEST(test_alias)
{
	struct talat_yaml_error err;
	struct talat_game g;
	yaml_parser_t p;
	char *text = strip_derived(edit("to: c1}\n", "to: c1, comments: &c "
	    "[hello]}\n- {ply: 2, round: 1, actor: B, action: place, "
	    "tower: BL6, board: WB, to: c5, comments: *c}\n"));

	talat_game_init(&g);
	ck_assert(yaml_parser_initialize(&p));
	yaml_parser_set_input_string(&p, (const unsigned char *)text,
	    strlen(text));
	ck_assert_int_eq(yml_read_game(&p, &g, &err), 1);
	ck_assert_int_eq(g.nmoves, 2);
	ck_assert_int_eq(g.moves[1].kind, TALAT_MOVE_PLACE);
	ck_assert_int_eq(g.moves[1].loc.line, 9);
	ck_assert_int_eq(g.moves[1].loc.column, 3);
	ck_assert_int_eq(g.moves[0].ncomments, 1);
	ck_assert_int_eq(g.moves[1].ncomments, 1);
	ck_assert_str_eq(g.moves[0].comments[0].text, "hello");
	ck_assert_str_eq(g.moves[1].comments[0].text, "hello");
	ck_assert_int_eq(g.moves[1].comments[0].loc.line, 8);
	ck_assert_int_eq(g.moves[1].comments[0].loc.column, 92);
	ck_assert_int_eq(yml_read_game(&p, &g, &err), 0);
	yaml_parser_delete(&p);
	talat_game_free(&g);
	free(text);
}
END_TEST

/* Documents ended by "..." and started by "---", one game each. */
START_TEST(test_documents)
{
	char base[] = BASE, text[2 * sizeof(base) + 16];
	struct talat_yaml_error err;
	struct talat_game g;
	yaml_parser_t p;

	strip_derived(base);
	snprintf(text, sizeof(text), "%s...\n---\n%s...\n", base, base);

	talat_game_init(&g);
	ck_assert(yaml_parser_initialize(&p));
	yaml_parser_set_input_string(&p, (const unsigned char *)text,
	    strlen(text));
	ck_assert_int_eq(yml_read_game(&p, &g, &err), 1);
	ck_assert_int_eq(g.moves[0].loc.line, 8);
	ck_assert_int_eq(yml_read_game(&p, &g, &err), 1);
	ck_assert_int_eq(g.nmoves, 1);
	ck_assert_int_eq(g.moves[0].loc.line, 20);
	ck_assert_int_eq(yml_read_game(&p, &g, &err), 0);
	ck_assert_int_eq(yml_read_game(&p, &g, &err), 0);
	yaml_parser_delete(&p);
	talat_game_free(&g);
}
END_TEST

/* The base document itself is fine; an empty stream holds no game. */
START_TEST(test_minimal)
{
	struct talat_yaml_error err;
	struct talat_game g;
	yaml_parser_t p;

	char base[] = BASE;

	strip_derived(base);
	talat_game_init(&g);
	ck_assert(yaml_parser_initialize(&p));
	yaml_parser_set_input_string(&p, (const unsigned char *)base,
	    strlen(base));
	ck_assert_int_eq(yml_read_game(&p, &g, &err), 1);
	ck_assert_int_eq(g.ntags, 1);
	ck_assert_str_eq(g.tags[0].name, "Event");
	ck_assert_str_eq(g.tags[0].value, "x");
	ck_assert_int_eq(g.nmoves, 1);
	ck_assert_int_eq(g.moves[0].kind, TALAT_MOVE_PLACE);
	ck_assert_int_eq(g.moves[0].type, TALAT_L6);
	ck_assert_int_eq(g.moves[0].board, TALAT_WB);
	ck_assert_int_eq(g.moves[0].to, sq("c1"));
	ck_assert_int_eq(g.moves[0].loc.line, 8);
	ck_assert_int_eq(g.moves[0].loc.column, 3);
	ck_assert_int_eq(yml_read_game(&p, &g, &err), 0);
	yaml_parser_delete(&p);

	ck_assert(yaml_parser_initialize(&p));
	yaml_parser_set_input_string(&p, (const unsigned char *)"", 0);
	ck_assert_int_eq(yml_read_game(&p, &g, &err), 0);
	yaml_parser_delete(&p);
	talat_game_free(&g);
}
END_TEST

static Suite *
yaml_suite(void)
{
	Suite *s = suite_create("yaml");
	TCase *tc = tcase_create("resolver");

	tcase_add_loop_test(tc, test_resolve, 0,
	    sizeof(resolved) / sizeof(resolved[0]));
	tcase_add_loop_test(tc, test_must_quote, 0,
	    sizeof(quoting) / sizeof(quoting[0]));
	tcase_add_test(tc, test_plain_words);
	suite_add_tcase(s, tc);
	tc = tcase_create("write");
	tcase_add_test(tc, test_write_read_equal);
	tcase_add_test(tc, test_write_text);
	tcase_add_test(tc, test_write_bad_utf8);
	tcase_add_test(tc, test_write_error);
	tcase_add_test(tc, test_mismatch);
	suite_add_tcase(s, tc);
	tc = tcase_create("read");
	tcase_add_loop_test(tc, test_malformed, 0,
	    sizeof(malformed) / sizeof(malformed[0]));
	tcase_add_test(tc, test_minimal);
	tcase_add_test(tc, test_alias);
	tcase_add_test(tc, test_derived);
	tcase_add_test(tc, test_documents);
	tcase_add_loop_test(tc, test_void_winners, 0,
	    sizeof(void_games) / sizeof(void_games[0]));
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return tu_run(yaml_suite());
}
