/* SPDX-License-Identifier: ISC */
/* check_parse.c: the TGN reader: tokens, locations, comments, games,
 * every syntax error, hostile input, recovery. */
#include <check.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "talat.h"
#include "reader.h"
#include "testutil.h"

#define MAXDIAG 64
/* The first invalid byte of a file says what to do about it. */
#define HINT " (the file is not UTF-8: convert it, e.g. with iconv -f" \
	" latin1 -t utf-8)"
#define MAXGAMES 8

struct diag {
	long line, column, caret;
	int kind;
	char message[256];
	char source[400];
};

struct parsed {
	struct talat_game games[MAXGAMES];
	int ngames;
	struct diag diags[MAXDIAG];
	int ndiags;
	int errors;		/* talat_reader_errors() */
	int rc;			/* the last talat_reader_next() */
};

static void
collect(void *ctx, const struct talat_diag *d)
{
	struct parsed *p = ctx;
	struct diag *x;

	ck_assert_int_eq(d->severity, TALAT_SEV_ERROR);
	ck_assert_ptr_nonnull(d->message);
	ck_assert_ptr_nonnull(d->source);
	if (p->ndiags == MAXDIAG)
		return;
	x = &p->diags[p->ndiags++];
	x->line = d->loc.line;
	x->column = d->loc.column;
	x->caret = talat_diag_caret(d);
	x->kind = d->kind;
	ck_assert_int_ne(d->kind, TALAT_D_NONE);
	snprintf(x->message, sizeof x->message, "%s", d->message);
	snprintf(x->source, sizeof x->source, "%s", d->source);
}

/* Set by the tests of long lines: their readers have no cap on a game
 * (the caps have tests of their own, test_caps). */
static int uncapped;

static void
read_all(struct talat_reader *r, struct parsed *p)
{
	while (p->ngames < MAXGAMES &&
	    (p->rc = talat_reader_next(r, &p->games[p->ngames])) == 1)
		p->ngames++;
	p->errors = talat_reader_errors(r);
	talat_reader_free(r);
}

static struct parsed *
parse_n(const char *text, size_t len, int max_errors)
{
	struct talat_reader_options o;
	struct talat_reader *r;
	struct parsed *p;
	int i;

	p = calloc(1, sizeof *p);
	ck_assert_ptr_nonnull(p);
	for (i = 0; i < MAXGAMES; i++)
		talat_game_init(&p->games[i]);
	memset(&o, 0, sizeof o);
	o.diag = collect;
	o.diag_ctx = p;
	o.max_errors = max_errors;
	r = talat_reader_new_string(text, len, &o);
	ck_assert_ptr_nonnull(r);
	if (uncapped)
		tgn_reader_caps(r, 0, 0);
	read_all(r, p);
	return p;
}

static struct parsed *
parse(const char *text)
{
	return parse_n(text, strlen(text), 0);
}

/* The same through a FILE, to cross the reader's input window. */
static struct parsed *
parse_file(const char *text, size_t len, int max_errors)
{
	struct talat_reader_options o;
	struct talat_reader *r;
	struct parsed *p;
	FILE *fp;
	int i;

	p = calloc(1, sizeof *p);
	ck_assert_ptr_nonnull(p);
	for (i = 0; i < MAXGAMES; i++)
		talat_game_init(&p->games[i]);
	fp = tmpfile();
	ck_assert_ptr_nonnull(fp);
	ck_assert_uint_eq(fwrite(text, 1, len, fp), len);
	rewind(fp);
	memset(&o, 0, sizeof o);
	o.diag = collect;
	o.diag_ctx = p;
	o.max_errors = max_errors;
	r = talat_reader_new(fp, &o);
	ck_assert_ptr_nonnull(r);
	if (uncapped)
		tgn_reader_caps(r, 0, 0);
	read_all(r, p);
	fclose(fp);
	return p;
}

static void
done(struct parsed *p)
{
	int i;

	for (i = 0; i < MAXGAMES; i++)
		talat_game_free(&p->games[i]);
	free(p);
}

static void
expect_diag(const struct parsed *p, int i, long line, long column,
    const char *message)
{
	ck_assert_msg(i < p->ndiags, "diagnostic %d missing (%d reported)",
	    i, p->ndiags);
	ck_assert_str_eq(p->diags[i].message, message);
	ck_assert_int_eq(p->diags[i].line, line);
	ck_assert_int_eq(p->diags[i].column, column);
}

/* Exactly one syntax error, there, saying that. */
static void
expect_one(const char *text, long line, long column, const char *message)
{
	struct parsed *p = parse(text);

	ck_assert_msg(p->ndiags == 1, "%d diagnostics for \"%s\", first: %s",
	    p->ndiags, text, p->ndiags ? p->diags[0].message : "");
	expect_diag(p, 0, line, column, message);
	ck_assert_int_eq(p->errors, 1);
	done(p);
}

static const struct talat_move *
move(const struct parsed *p, int game, size_t i)
{
	ck_assert_int_lt(game, p->ngames);
	ck_assert_uint_lt(i, p->games[game].nmoves);
	return &p->games[game].moves[i];
}

/* --- tokens ---------------------------------------------------------- */

START_TEST(test_placements)
{
	struct parsed *p = parse("S3@WB:a1 S4@BG:e5 S6@GW:c3 M3@WB:b2 "
	    "M4@BG:d4 M6@GW:a5 L3@WB:e1 L4@BG:c2 L6@GW:b4");
	static const int to[] = { 0, 24, 12, 6, 18, 20, 4, 7, 16 };
	int i;

	ck_assert_int_eq(p->ngames, 1);
	ck_assert_int_eq(p->ndiags, 0);
	ck_assert_uint_eq(p->games[0].nmoves, 9);
	for (i = 0; i < 9; i++) {
		const struct talat_move *m = move(p, 0, (size_t)i);

		ck_assert_int_eq(m->kind, TALAT_MOVE_PLACE);
		ck_assert_int_eq(m->type, i);
		ck_assert_int_eq(m->board, i % 3);
		ck_assert_int_eq(m->to, to[i]);
		ck_assert_int_eq(m->annotation, TALAT_ANN_NONE);
		ck_assert_int_eq(m->round, TALAT_ROUND_NONE);
		ck_assert_int_eq(m->round_loc.line, 0);
		ck_assert_int_eq(m->loc.line, 1);
		ck_assert_int_eq(m->loc.column, 1 + 9 * i);
	}
	done(p);
}
END_TEST

START_TEST(test_steps_captures_pass_freeze)
{
	struct parsed *p = parse("WB:c1-c2 BG:a5xb4 GW:e1-d2\npass freeze WB "
	    "freeze BG freeze\tGW");
	const struct talat_move *m;

	ck_assert_int_eq(p->ndiags, 0);
	ck_assert_uint_eq(p->games[0].nmoves, 7);
	m = move(p, 0, 0);
	ck_assert_int_eq(m->kind, TALAT_MOVE_STEP);
	ck_assert_int_eq(m->board, TALAT_WB);
	ck_assert_int_eq(m->from, 2);
	ck_assert_int_eq(m->to, 7);
	m = move(p, 0, 1);
	ck_assert_int_eq(m->kind, TALAT_MOVE_CAPTURE);
	ck_assert_int_eq(m->board, TALAT_BG);
	ck_assert_int_eq(m->from, 20);
	ck_assert_int_eq(m->to, 16);
	m = move(p, 0, 2);
	ck_assert_int_eq(m->kind, TALAT_MOVE_STEP);
	ck_assert_int_eq(m->board, TALAT_GW);
	ck_assert_int_eq(m->from, 4);
	ck_assert_int_eq(m->to, 8);
	m = move(p, 0, 3);
	ck_assert_int_eq(m->kind, TALAT_MOVE_PASS);
	ck_assert_int_eq(m->loc.line, 2);
	ck_assert_int_eq(m->loc.column, 1);
	m = move(p, 0, 4);
	ck_assert_int_eq(m->kind, TALAT_MOVE_FREEZE);
	ck_assert_int_eq(m->board, TALAT_WB);
	ck_assert_int_eq(m->loc.column, 6);
	ck_assert_int_eq(move(p, 0, 5)->board, TALAT_BG);
	ck_assert_int_eq(move(p, 0, 6)->board, TALAT_GW);
	ck_assert_int_eq(move(p, 0, 6)->loc.column, 26);
	done(p);
}
END_TEST

START_TEST(test_annotations)
{
	struct parsed *p = parse("WB:c1-c2! WB:c1-c2? WB:c1-c2!! WB:c1xc2?? "
	    "L6@WB:c1!? pass?! pass");
	static const int want[] = {
		TALAT_ANN_GOOD, TALAT_ANN_POOR, TALAT_ANN_VERY_GOOD,
		TALAT_ANN_VERY_POOR, TALAT_ANN_SPECULATIVE, TALAT_ANN_DUBIOUS,
		TALAT_ANN_NONE
	};
	size_t i;

	ck_assert_int_eq(p->ndiags, 0);
	ck_assert_uint_eq(p->games[0].nmoves, 7);
	for (i = 0; i < 7; i++)
		ck_assert_int_eq(move(p, 0, i)->annotation, want[i]);
	ck_assert_int_eq(move(p, 0, 3)->kind, TALAT_MOVE_CAPTURE);
	done(p);
}
END_TEST

START_TEST(test_round_numbers)
{
	struct parsed *p = parse("1. L6@WB:c1 M4@BG:b1\n12.WB:c1-c2 "
	    "007.\tpass 3. freeze GW 0. pass\n"
	    "123456789012345678901234567890. pass 9223372036854775807. pass "
	    "9223372036854775808.pass");
	const struct talat_move *m;

	ck_assert_int_eq(p->ndiags, 0);
	ck_assert_uint_eq(p->games[0].nmoves, 9);
	m = move(p, 0, 0);
	ck_assert_int_eq(m->round, 1);
	ck_assert_int_eq(m->round_loc.line, 1);
	ck_assert_int_eq(m->round_loc.column, 1);
	ck_assert_int_eq(m->loc.column, 4);
	ck_assert_int_eq(move(p, 0, 1)->round, TALAT_ROUND_NONE);
	m = move(p, 0, 2);		/* glued */
	ck_assert_int_eq(m->round, 12);
	ck_assert_int_eq(m->round_loc.line, 2);
	ck_assert_int_eq(m->round_loc.column, 1);
	ck_assert_int_eq(m->loc.column, 4);
	ck_assert_int_eq(m->kind, TALAT_MOVE_STEP);
	m = move(p, 0, 3);
	ck_assert_int_eq(m->round, 7);
	ck_assert_int_eq(m->round_loc.column, 13);
	ck_assert_int_eq(m->loc.column, 18);
	m = move(p, 0, 4);		/* before a declaration */
	ck_assert_int_eq(m->kind, TALAT_MOVE_FREEZE);
	ck_assert_int_eq(m->round, 3);
	ck_assert_int_eq(move(p, 0, 5)->round, TALAT_ROUND_ZERO);
	ck_assert_int_eq(move(p, 0, 6)->round, TALAT_ROUND_HUGE);
	ck_assert_int_eq(move(p, 0, 6)->loc.line, 3);
	ck_assert_int_eq(move(p, 0, 6)->loc.column, 33);
	ck_assert_int_eq(move(p, 0, 7)->round, LONG_MAX);
	ck_assert_int_eq(move(p, 0, 8)->round, TALAT_ROUND_HUGE);
	done(p);
}
END_TEST

START_TEST(test_tags)
{
	struct parsed *p = parse("[Event \"Ulm \\\"club\\\" night\"]\n"
	    "  [Site_2\"a\\\\b\"] [Empty \"\"]\n[x \"\xc3\xa9 \"]\n1. pass");
	const struct talat_game *g;

	ck_assert_int_eq(p->ndiags, 0);
	ck_assert_int_eq(p->ngames, 1);
	g = &p->games[0];
	ck_assert_uint_eq(g->ntags, 4);
	ck_assert_str_eq(g->tags[0].name, "Event");
	ck_assert_str_eq(g->tags[0].value, "Ulm \"club\" night");
	ck_assert_int_eq(g->tags[0].loc.line, 1);
	ck_assert_int_eq(g->tags[0].loc.column, 1);
	ck_assert_int_eq(g->tags[0].value_loc.column, 8);
	ck_assert_str_eq(g->tags[1].name, "Site_2");
	ck_assert_str_eq(g->tags[1].value, "a\\b");
	ck_assert_int_eq(g->tags[1].loc.line, 2);
	ck_assert_int_eq(g->tags[1].loc.column, 3);
	ck_assert_int_eq(g->tags[1].value_loc.column, 10);
	ck_assert_str_eq(g->tags[2].value, "");
	ck_assert_int_eq(g->tags[2].loc.column, 18);
	ck_assert_str_eq(g->tags[3].value, "\xc3\xa9 ");
	ck_assert_str_eq(talat_game_tag(g, "Site_2"), "a\\b");
	ck_assert_ptr_null(talat_game_tag(g, "Site"));
	ck_assert_int_eq(g->loc.line, 1);
	ck_assert_int_eq(g->loc.column, 1);
	done(p);
}
END_TEST

/* Keywords are tag names inside a tag. */
START_TEST(test_tag_names_like_keywords)
{
	struct parsed *p = parse("[pass \"1\"][freeze \"2\"][WB \"3\"]\n");

	ck_assert_int_eq(p->ndiags, 0);
	ck_assert_uint_eq(p->games[0].ntags, 3);
	ck_assert_str_eq(p->games[0].tags[1].name, "freeze");
	ck_assert_str_eq(p->games[0].tags[2].name, "WB");
	done(p);
}
END_TEST

/* --- lines, columns, BOM, CRLF ------------------------------------- */

START_TEST(test_crlf)
{
	struct parsed *p = parse("[Event \"x\"]\r\n\r\n{ a\r\nb }\r\n"
	    "1. L6@WB:c1 ; note\r\n2. WB:c1-c2 WB:c1\r\n");

	ck_assert_int_eq(p->ngames, 1);
	ck_assert_str_eq(p->games[0].tags[0].value, "x");
	ck_assert_uint_eq(p->games[0].ncomments, 1);
	ck_assert_str_eq(p->games[0].comments[0].text, "a\nb");
	ck_assert_int_eq(p->games[0].comments[0].loc.line, 3);
	ck_assert_str_eq(move(p, 0, 0)->comments[0].text, "note");
	ck_assert_int_eq(move(p, 0, 1)->loc.line, 6);
	ck_assert_int_eq(move(p, 0, 1)->loc.column, 4);
	ck_assert_int_eq(p->ndiags, 1);
	expect_diag(p, 0, 6, 18, "expected '-' or 'x' after the square WB:c1");
	ck_assert_str_eq(p->diags[0].source, "2. WB:c1-c2 WB:c1");
	done(p);
}
END_TEST

START_TEST(test_bom)
{
	struct parsed *p = parse("\xEF\xBB\xBF[Event \"x\"] 1. pass X");

	ck_assert_int_eq(p->games[0].tags[0].loc.column, 1);
	ck_assert_int_eq(move(p, 0, 0)->loc.column, 16);
	expect_diag(p, 0, 1, 21, "expected a ply such as WB:c1-c2, found 'X'");
	ck_assert_str_eq(p->diags[0].source, "[Event \"x\"] 1. pass X");
	done(p);
}
END_TEST

/* A BOM only counts at the very start. */
START_TEST(test_bom_elsewhere)
{
	expect_one("pass \xEF\xBB\xBF", 1, 6,
	    "expected a ply such as WB:c1-c2, found '\xEF\xBB\xBF'");
}
END_TEST

START_TEST(test_columns_count_characters)
{
	/* é is one column, an invalid byte one, a tab one. */
	struct parsed *p = parse("{ \xc3\xa9\xc3\xa9 }\tpass\n"
	    "{ \xff } WB:c1\n");

	ck_assert_int_eq(move(p, 0, 0)->loc.column, 8);
	ck_assert_int_eq(p->ndiags, 2);
	expect_diag(p, 0, 2, 3, "invalid UTF-8 byte 0xFF" HINT);
	expect_diag(p, 1, 2, 12, "expected '-' or 'x' after the square WB:c1");
	/* the source keeps columns: the bad byte became U+FFFD */
	ck_assert_str_eq(p->diags[1].source, "{ \xEF\xBF\xBD } WB:c1");
	done(p);
}
END_TEST

START_TEST(test_no_final_newline)
{
	struct parsed *p = parse("1. pass { end }");

	ck_assert_int_eq(p->ndiags, 0);
	ck_assert_str_eq(move(p, 0, 0)->comments[0].text, "end");
	done(p);
	expect_one("1. pass WB:c1-", 1, 15,
	    "expected a square such as c2 after '-'");
}
END_TEST

/* --- comments -------------------------------------------------------- */

START_TEST(test_comment_attachment)
{
	struct parsed *p = parse(
	    "{ file }\n"
	    "[Event \"x\"] { between } [Site \"y\"]\n"
	    "{ after tags }\n"
	    "1. L6@WB:c1 { one } ; two }\n"
	    "M4@BG:b1 freeze WB {  on freeze  }\n"
	    "2. { after round } S3@GW:a1 {}\n"
	    "{ last }\n"
	    "[Event \"z\"]\n"
	    "1. pass\n");
	const struct talat_game *g = &p->games[0];

	ck_assert_int_eq(p->ndiags, 0);
	ck_assert_int_eq(p->ngames, 2);
	ck_assert_uint_eq(g->ncomments, 3);
	ck_assert_str_eq(g->comments[0].text, "file");
	ck_assert_int_eq(g->comments[0].loc.line, 1);
	ck_assert_str_eq(g->comments[1].text, "between");
	ck_assert_str_eq(g->comments[2].text, "after tags");
	ck_assert_uint_eq(g->ntags, 2);
	ck_assert_uint_eq(g->nmoves, 4);
	ck_assert_uint_eq(g->moves[0].ncomments, 2);
	ck_assert_str_eq(g->moves[0].comments[0].text, "one");
	ck_assert_str_eq(g->moves[0].comments[1].text, "two }");
	ck_assert_int_eq(g->moves[0].comments[1].loc.column, 21);
	ck_assert_uint_eq(g->moves[1].ncomments, 0);
	ck_assert_str_eq(g->moves[2].comments[0].text, "on freeze");
	/* a comment between a round number and its ply belongs to the move
	 * before */
	ck_assert_str_eq(g->moves[2].comments[1].text, "after round");
	ck_assert_uint_eq(g->moves[3].ncomments, 2);
	ck_assert_str_eq(g->moves[3].comments[0].text, "");
	ck_assert_str_eq(g->moves[3].comments[1].text, "last");
	ck_assert_int_eq(g->moves[3].round, 2);
	ck_assert_uint_eq(p->games[1].ncomments, 0);
	ck_assert_int_eq(g->loc.line, 1);
	ck_assert_int_eq(p->games[1].loc.line, 8);
	done(p);
}
END_TEST

START_TEST(test_comment_only_file)
{
	struct parsed *p = parse("; just this\n");

	ck_assert_int_eq(p->ngames, 1);
	ck_assert_str_eq(p->games[0].comments[0].text, "just this");
	ck_assert_uint_eq(p->games[0].nmoves, 0);
	done(p);
}
END_TEST

START_TEST(test_comment_multiline_text)
{
	struct parsed *p = parse("pass {\n  two\n  lines \n}");

	ck_assert_str_eq(move(p, 0, 0)->comments[0].text, "two\n  lines");
	done(p);
}
END_TEST

/* --- games ----------------------------------------------------------- */

START_TEST(test_games)
{
	struct parsed *p = parse("1. pass\n[A \"1\"]\n1. pass pass\n"
	    "\n[B \"2\"] [C \"3\"]\n\n[D \"4\"]\n1. pass\n[E \"5\"]");

	ck_assert_int_eq(p->ndiags, 0);
	ck_assert_int_eq(p->ngames, 4);
	ck_assert_int_eq(p->games[0].index, 1);
	ck_assert_uint_eq(p->games[0].ntags, 0);
	ck_assert_uint_eq(p->games[0].nmoves, 1);
	ck_assert_int_eq(p->games[1].index, 2);
	ck_assert_uint_eq(p->games[1].nmoves, 2);
	ck_assert_int_eq(p->games[1].loc.line, 2);
	/* tags with nothing between them form one tag section */
	ck_assert_uint_eq(p->games[2].ntags, 3);
	ck_assert_str_eq(p->games[2].tags[2].name, "D");
	ck_assert_uint_eq(p->games[2].nmoves, 1);
	ck_assert_int_eq(p->games[3].index, 4);
	ck_assert_uint_eq(p->games[3].ntags, 1);
	ck_assert_uint_eq(p->games[3].nmoves, 0);
	ck_assert_int_eq(p->rc, 0);
	done(p);
}
END_TEST

/*
 * A game ends at a '[' with a tag name after movetext, whatever the
 * movetext held (issue 20): here after a word that is no ply, a round
 * number and a stray ']'; a '[' without a name after a move is an error
 * of its own.
 */
START_TEST(test_game_boundaries)
{
	struct parsed *p;

	p = parse("[A \"1\"] X 1. ] [B \"2\"] 1. pass [C \"3\"]");
	ck_assert_int_eq(p->ngames, 3);
	ck_assert_uint_eq(p->games[0].ntags, 1);
	ck_assert_uint_eq(p->games[0].nmoves, 0);
	ck_assert_str_eq(p->games[1].tags[0].name, "B");
	ck_assert_uint_eq(p->games[1].nmoves, 1);
	ck_assert_str_eq(p->games[2].tags[0].name, "C");
	ck_assert_int_eq(p->ndiags, 3);
	expect_diag(p, 0, 1, 9, "expected a ply such as WB:c1-c2, found 'X'");
	expect_diag(p, 1, 1, 11,
	    "a round number must be followed by a ply or a declaration");
	expect_diag(p, 2, 1, 14, "unexpected ']' outside a tag");
	done(p);
	p = parse("pass [ 1] pass [:x] pass [  D \"4\"] pass");
	ck_assert_int_eq(p->ngames, 2);
	ck_assert_uint_eq(p->games[0].nmoves, 3);
	ck_assert_str_eq(p->games[1].tags[0].name, "D");
	ck_assert_int_eq(p->ndiags, 6);
	expect_diag(p, 0, 1, 7, "expected a tag name after '['");
	expect_diag(p, 1, 1, 9, "expected '.' after the round number 1");
	expect_diag(p, 2, 1, 9, "unexpected ']' outside a tag");
	expect_diag(p, 3, 1, 17, "expected a tag name after '['");
	done(p);
	/* a tag with a name is kept whatever else is wrong with it, so
	 * every game after the first has a tag */
	p = parse("pass\n[Zihin]\npass\n[Order:x \"W\"]\npass\n"
	    "[Score \"1\"\npass");
	ck_assert_int_eq(p->ngames, 4);
	ck_assert_str_eq(p->games[1].tags[0].name, "Zihin");
	ck_assert_str_eq(p->games[1].tags[0].value, "");
	ck_assert_str_eq(p->games[2].tags[0].name, "Order");
	ck_assert_str_eq(p->games[2].tags[0].value, "");
	ck_assert_str_eq(p->games[3].tags[0].value, "1");
	expect_diag(p, 0, 2, 7,
	    "expected a value in double quotes after the tag name");
	expect_diag(p, 1, 4, 7,
	    "expected a value in double quotes after the tag name");
	expect_diag(p, 2, 6, 11, "expected ']' to close the tag");
	ck_assert_int_eq(p->ndiags, 3);
	done(p);
}
END_TEST

/*
 * Issue 20: a tag section after movetext starts a new game, whatever the
 * movetext held: no invalid movetext swallows the next game.
 */
START_TEST(test_game_after_bad_movetext)
{
	static const char *const movetext[] = {
		"1. L6@WB:c6", "zz", "1.", "freeze XX", "!", "L7@WB:c1",
		"WB:c1-c2-c3", "]", "\"q\"", "}"
	};
	char text[200];
	struct parsed *p;
	size_t i;

	for (i = 0; i < sizeof movetext / sizeof movetext[0]; i++) {
		snprintf(text, sizeof text, "[Event \"one\"]\n\n%s\n\n"
		    "[Event \"two\"]\n\n1. L6@WB:c1\n", movetext[i]);
		p = parse(text);
		ck_assert_msg(p->ngames == 2, "%s: %d games", movetext[i],
		    p->ngames);
		ck_assert_uint_eq(p->games[0].ntags, 1);
		ck_assert_uint_eq(p->games[0].nmoves, 0);
		ck_assert_int_gt(p->games[0].syntax_errors, 0);
		ck_assert_str_eq(p->games[1].tags[0].value, "two");
		ck_assert_uint_eq(p->games[1].nmoves, 1);
		ck_assert_int_eq(p->games[1].syntax_errors, 0);
		ck_assert_int_eq(p->games[1].loc.line, 5);
		done(p);
	}
	/* Junk on the line of a tag left open is the tag's error. */
	p = parse("[Event \"one\" x]\n[Site \"s\"]\n1. pass\n");
	ck_assert_int_eq(p->ngames, 1);
	ck_assert_uint_eq(p->games[0].ntags, 2);
	ck_assert_uint_eq(p->games[0].nmoves, 1);
	done(p);
	/* Movetext before the first tag is a game of its own. */
	p = parse("zz\n[Event \"one\"]\n1. pass\n");
	ck_assert_int_eq(p->ngames, 2);
	ck_assert_uint_eq(p->games[0].ntags, 0);
	ck_assert_uint_eq(p->games[1].ntags, 1);
	done(p);
}
END_TEST

/* A lone '*' ends a game (talat fmt writes it where games would merge);
 * before anything else it is ignored. */
START_TEST(test_game_end_mark)
{
	struct parsed *p;

	p = parse("* [A \"1\"] *\n* 1. pass *\n{ c }\n*\n[B \"2\"] 1. pass *");
	ck_assert_int_eq(p->ndiags, 0);
	ck_assert_int_eq(p->ngames, 4);
	ck_assert_uint_eq(p->games[0].ntags, 1);
	ck_assert_uint_eq(p->games[0].nmoves, 0);
	ck_assert_uint_eq(p->games[1].ntags, 0);
	ck_assert_uint_eq(p->games[1].nmoves, 1);
	ck_assert_uint_eq(p->games[2].ncomments, 1);
	ck_assert_uint_eq(p->games[2].nmoves, 0);
	ck_assert_str_eq(p->games[3].tags[0].name, "B");
	ck_assert_int_eq(p->rc, 0);
	done(p);
	/* Glued to something, it is a word like any other. */
	expect_one("pass *x", 1, 6, "expected a ply such as WB:c1-c2, found '*x'");
	expect_one("pass*", 1, 5, "unexpected '*' after 'pass'");
}
END_TEST

START_TEST(test_empty_inputs)
{
	struct parsed *p = parse("");

	ck_assert_int_eq(p->ngames, 0);
	ck_assert_int_eq(p->rc, 0);
	done(p);
	p = parse(" \n\r\n\t\n");
	ck_assert_int_eq(p->ngames, 0);
	ck_assert_int_eq(p->ndiags, 0);
	done(p);
	p = parse("\xEF\xBB\xBF");
	ck_assert_int_eq(p->ngames, 0);
	done(p);
}
END_TEST

START_TEST(test_next_after_end)
{
	struct talat_reader *r = talat_reader_new_string("pass", 4, NULL);
	struct talat_game g;

	talat_game_init(&g);
	ck_assert_int_eq(talat_reader_next(r, &g), 1);
	ck_assert_int_eq(talat_reader_next(r, &g), 0);
	ck_assert_int_eq(talat_reader_next(r, &g), 0);
	ck_assert_uint_eq(g.nmoves, 0);
	talat_reader_free(r);
	talat_game_free(&g);
}
END_TEST

/* The reader reuses the game it is given and keeps no state elsewhere:
 * two readers interleaved give what each gives alone. */
START_TEST(test_two_readers)
{
	const char *a = "[A \"1\"] 1. pass\n[A \"2\"] 1. WB:c1-c2 X\n";
	const char *b = "[B \"1\"] 1. L6@WB:c1 {c}\n[B \"2\"] Y 2. pass\n";
	struct parsed *pa = parse(a), *pb = parse(b);
	struct talat_reader *ra, *rb;
	struct talat_game g;
	int i;

	ra = talat_reader_new_string(a, strlen(a), NULL);
	rb = talat_reader_new_string(b, strlen(b), NULL);
	talat_game_init(&g);
	for (i = 0; i < 2; i++) {
		ck_assert_int_eq(talat_reader_next(ra, &g), 1);
		ck_assert(talat_game_equal(&g, &pa->games[i]));
		ck_assert_int_eq(g.syntax_errors, pa->games[i].syntax_errors);
		ck_assert_int_eq(talat_reader_next(rb, &g), 1);
		ck_assert(talat_game_equal(&g, &pb->games[i]));
		ck_assert_int_eq(g.syntax_errors, pb->games[i].syntax_errors);
	}
	ck_assert_int_eq(talat_reader_errors(ra), 1);
	ck_assert_int_eq(talat_reader_errors(rb), 1);
	talat_reader_free(ra);
	talat_reader_free(rb);
	talat_game_free(&g);
	done(pa);
	done(pb);
}
END_TEST

/* --- every syntax error ---------------------------------------------- */

START_TEST(test_error_tags)
{
	expect_one("[Event \"x\"\n1. pass", 1, 11,
	    "expected ']' to close the tag");
	expect_one("[Event \"x\" 1. pass", 1, 12,
	    "expected ']' to close the tag");
	expect_one("[Event \"x\" [Site \"y\"]", 1, 12,
	    "expected ']' to close the tag");
	expect_one("[ \"x\"]\n1. pass", 1, 3, "expected a tag name after '['");
	expect_one("[]", 1, 2, "expected a tag name after '['");
	expect_one("[1x \"y\"]", 1, 2, "expected a tag name after '['");
	expect_one("[Event]", 1, 7,
	    "expected a value in double quotes after the tag name");
	expect_one("[Event Site \"x\"]", 1, 8,
	    "expected a value in double quotes after the tag name");
	expect_one("[Event", 1, 7,
	    "expected a value in double quotes after the tag name");
}
END_TEST

START_TEST(test_error_tag_kept)
{
	struct parsed *p = parse("[Event \"x\"\n[Site \"y\"]\n1. pass");

	ck_assert_int_eq(p->ndiags, 1);
	ck_assert_uint_eq(p->games[0].ntags, 2);
	ck_assert_str_eq(p->games[0].tags[0].value, "x");
	ck_assert_uint_eq(p->games[0].nmoves, 1);
	done(p);
}
END_TEST

START_TEST(test_error_strings)
{
	struct parsed *p;

	expect_one("[Event \"x]\n[Site \"y\"]", 1, 8, "unterminated string");
	expect_one("[Event \"a\\nb\"]", 1, 10, "unknown escape '\\n' in a tag"
	    " value (only \\\" and \\\\ are escapes)");
	/* an unterminated string ends with its line */
	p = parse("[Event \"x]\r\n[Site \"y\"]\n1. pass");
	ck_assert_int_eq(p->ndiags, 1);
	ck_assert_uint_eq(p->games[0].ntags, 2);
	ck_assert_str_eq(p->games[0].tags[0].value, "x]");
	ck_assert_str_eq(p->games[0].tags[1].value, "y");
	ck_assert_uint_eq(p->games[0].nmoves, 1);
	done(p);
	expect_one("pass \"x\"", 1, 6, "unexpected quoted text outside a tag");
	expect_one("pass \"x\npass", 1, 6, "unterminated string");
}
END_TEST

START_TEST(test_error_comments)
{
	struct parsed *p;

	p = parse("1. pass {\n two\nthree [Event \"x\"]\n1. pass\n");
	ck_assert_int_eq(p->ndiags, 1);
	expect_diag(p, 0, 1, 9, "unterminated comment (started here)");
	ck_assert_str_eq(p->diags[0].source, "1. pass {");
	ck_assert_int_eq(p->ngames, 1);
	ck_assert_uint_eq(p->games[0].nmoves, 1);
	ck_assert_uint_eq(p->games[0].moves[0].ncomments, 0);
	done(p);
	expect_one("pass }", 1, 6, "unexpected '}' outside a comment");
}
END_TEST

START_TEST(test_error_rounds)
{
	struct parsed *p;

	expect_one("1. pass 2.", 1, 9,
	    "a round number must be followed by a ply or a declaration");
	expect_one("1. pass\n2.\n\n[Event \"x\"]", 2, 1,
	    "a round number must be followed by a ply or a declaration");
	expect_one("1. pass 2. { c }", 1, 9,
	    "a round number must be followed by a ply or a declaration");
	p = parse("1. pass 2. { c } ]");
	ck_assert_int_eq(p->ndiags, 2);
	expect_diag(p, 0, 1, 9,
	    "a round number must be followed by a ply or a declaration");
	expect_diag(p, 1, 1, 18, "unexpected ']' outside a tag");
	done(p);
	expect_one("12 pass", 1, 3, "expected '.' after the round number 12");
	expect_one("12x. pass", 1, 3, "expected '.' after the round number 12");
	/* each round number without its ply is reported */
	p = parse("1. 2. 3. pass 4.");
	ck_assert_int_eq(p->ndiags, 3);
	expect_diag(p, 0, 1, 1,
	    "a round number must be followed by a ply or a declaration");
	expect_diag(p, 1, 1, 4,
	    "a round number must be followed by a ply or a declaration");
	expect_diag(p, 2, 1, 15,
	    "a round number must be followed by a ply or a declaration");
	ck_assert_uint_eq(p->games[0].nmoves, 1);
	ck_assert_int_eq(p->games[0].moves[0].round, 3);
	done(p);
	/* a bad ply after a round number is one error, not two */
	expect_one("1. WB:c1-c9", 1, 11, "expected a square such as c2 after '-'");
}
END_TEST

START_TEST(test_error_annotations)
{
	expect_one("WB:c1-c2!?!", 1, 9,
	    "annotation '!?!' is not one of ! ? !! ?? !? ?!");
	expect_one("pass!!!", 1, 5,
	    "annotation '!!!' is not one of ! ? !! ?? !? ?!");
	expect_one("WB:c1-c2 !", 1, 10,
	    "annotation '!' must follow its ply without a space");
	expect_one("WB:c1-c2 ?!?", 1, 10,
	    "annotation '?!?' is not one of ! ? !! ?? !? ?!");
	expect_one("L6@WB:c1!x", 1, 10, "unexpected 'x' after 'L6@WB:c1!'");
	expect_one("freeze WB!", 1, 10, "unexpected '!' after 'freeze WB'");
}
END_TEST

START_TEST(test_error_plies)
{
	expect_one("X6@WB:c1", 1, 1,
	    "expected a tower type such as L6 before '@'");
	expect_one("L5@WB:c1", 1, 1,
	    "expected a tower type such as L6 before '@'");
	expect_one("L6WB:c1", 1, 3, "expected '@' after the tower type L6");
	expect_one("L6@WG:c1", 1, 4, "expected a board WB, BG or GW after '@'");
	expect_one("L6@WB-c1", 1, 6, "expected ':' after the board WB");
	expect_one("L6@WB:f1", 1, 7, "expected a file a-e after 'L6@WB:'");
	expect_one("L6@WB:c0", 1, 8, "expected a rank 1-5 after 'L6@WB:c'");
	expect_one("L6@WB:c", 1, 8, "expected a rank 1-5 after 'L6@WB:c'");
	expect_one("GB:c1-c2", 1, 1,
	    "'GB' is not a board: the boards are WB, BG and GW");
	expect_one("WB:f1-c2", 1, 4, "expected a file a-e after 'WB:'");
	/* A ply but for the case of its letters is named as such. */
	expect_one("WB:C1-c2", 1, 1, "found 'WB:C1-c2', expected 'WB:c1-c2' "
	    "(tokens are case sensitive)");
	expect_one("WB:c1", 1, 6, "expected '-' or 'x' after the square WB:c1");
	expect_one("WB:c1+c2", 1, 6,
	    "expected '-' or 'x' after the square WB:c1");
	expect_one("WB:c1-", 1, 7, "expected a square such as c2 after '-'");
	expect_one("WB:c1xf2", 1, 7, "expected a square such as c2 after 'x'");
	expect_one("WB:c1-c6", 1, 8, "expected a square such as c2 after '-'");
	expect_one("WB:c1-WB:c2", 1, 7, "expected a square such as c2 after '-'");
	expect_one("WB:c1-c2WB:c2-c3", 1, 9, "unexpected 'W' after 'WB:c1-c2'");
	expect_one("passe", 1, 5, "unexpected 'e' after 'pass'");
	expect_one("castle", 1, 1,
	    "expected a ply such as WB:c1-c2, found 'castle'");
	expect_one("abcdefghijklmnopqrstuvwxyz", 1, 1, "expected a ply such as"
	    " WB:c1-c2, found 'abcdefghijklmnopqrstuvwx...'");
	expect_one("..", 1, 1, "expected a ply such as WB:c1-c2, found '..'");
	expect_one("pass \xc3\xa9t\xc3\xa9", 1, 6, "expected a ply such as"
	    " WB:c1-c2, found '\xc3\xa9t\xc3\xa9'");
}
END_TEST

START_TEST(test_error_freeze)
{
	expect_one("freeze", 1, 7, "expected a board WB, BG or GW after 'freeze'");
	expect_one("freeze WG", 1, 8,
	    "expected a board WB, BG or GW after 'freeze'");
	expect_one("freeze {WB}", 1, 7,
	    "expected a board WB, BG or GW after 'freeze'");
	expect_one("freezeWB", 1, 7,
	    "expected a board WB, BG or GW after 'freeze'");
	expect_one("freeze\n\n", 1, 7,
	    "expected a board WB, BG or GW after 'freeze'");
}
END_TEST

/* A board on the next line still completes the declaration. */
START_TEST(test_freeze_across_lines)
{
	struct parsed *p = parse("freeze\r\n  BG pass");

	ck_assert_int_eq(p->ndiags, 0);
	ck_assert_int_eq(move(p, 0, 0)->board, TALAT_BG);
	ck_assert_int_eq(move(p, 0, 1)->loc.line, 2);
	ck_assert_int_eq(move(p, 0, 1)->loc.column, 6);
	done(p);
}
END_TEST

START_TEST(test_error_stray)
{
	expect_one("pass ]", 1, 6, "unexpected ']' outside a tag");
	expect_one("[A \"1\"]]", 1, 8, "unexpected ']' outside a tag");
}
END_TEST

START_TEST(test_error_nul)
{
	struct parsed *p;
	static const char text[] = "[Ev\0ent \"a\0b\"]\n{ x\0 }\n\0pass\0";

	p = parse_n(text, sizeof text - 1, 0);
	ck_assert_int_eq(p->ndiags, 6);
	expect_diag(p, 0, 1, 4, "NUL byte in the input");
	expect_diag(p, 1, 1, 5,
	    "expected a value in double quotes after the tag name");
	expect_diag(p, 2, 1, 11, "NUL byte in the input");
	expect_diag(p, 3, 2, 4, "NUL byte in the input");
	expect_diag(p, 4, 3, 1, "NUL byte in the input");
	expect_diag(p, 5, 3, 6, "NUL byte in the input");
	/* NUL bytes are kept out of texts and sources */
	ck_assert_str_eq(p->diags[3].source, "{ x\xEF\xBF\xBD }");
	ck_assert_str_eq(p->games[0].comments[0].text, "x\xEF\xBF\xBD");
	ck_assert_uint_eq(p->games[0].nmoves, 1);
	done(p);
}
END_TEST

START_TEST(test_error_utf8)
{
	struct parsed *p;

	/* truncated, overlong, surrogate, F5-FF, stray continuation */
	expect_one("{ \xc3 }", 1, 3, "invalid UTF-8 byte 0xC3" HINT);
	expect_one("{ \xe2\x82 }", 1, 3, "invalid UTF-8 byte 0xE2" HINT);
	expect_one("{ \xc0\xaf }", 1, 3, "invalid UTF-8 byte 0xC0" HINT);
	expect_one("{ \xe0\x80\xaf }", 1, 3, "invalid UTF-8 byte 0xE0" HINT);
	expect_one("{ \xed\xa0\x80 }", 1, 3, "invalid UTF-8 byte 0xED" HINT);
	expect_one("{ \xf5\x80\x80\x80 }", 1, 3, "invalid UTF-8 byte 0xF5" HINT);
	expect_one("{ \xf4\x90\x80\x80 }", 1, 3, "invalid UTF-8 byte 0xF4" HINT);
	expect_one("{ \xff }", 1, 3, "invalid UTF-8 byte 0xFF" HINT);
	expect_one("{ \x80 }", 1, 3, "invalid UTF-8 byte 0x80" HINT);
	expect_one("{ x }\xc3", 1, 6, "invalid UTF-8 byte 0xC3" HINT);
	expect_one("[Event \"\xc3\xa9\xc3\"]", 1, 10, "invalid UTF-8 byte 0xC3" HINT);
	expect_one("; \xfe", 1, 3, "invalid UTF-8 byte 0xFE" HINT);
	expect_one("pass x\xe9", 1, 7, "invalid UTF-8 byte 0xE9" HINT);
	/* the hint comes once a file, with its first invalid byte */
	p = parse("{ \xe9t\xe9 } pass \xff");
	ck_assert_int_eq(p->ndiags, 3);
	expect_diag(p, 0, 1, 3, "invalid UTF-8 byte 0xE9" HINT);
	expect_diag(p, 1, 1, 5, "invalid UTF-8 byte 0xE9");
	expect_diag(p, 2, 1, 14, "invalid UTF-8 byte 0xFF");
	done(p);
	/* valid sequences of every length are fine */
	p = parse("{ \x7f \xc2\x80 \xe0\xa0\x80 \xed\x9f\xbf \xf0\x90\x80\x80"
	    " \xf4\x8f\xbf\xbf } X");
	ck_assert_int_eq(p->ndiags, 1);
	expect_diag(p, 0, 1, 17, "expected a ply such as WB:c1-c2, found 'X'");
	done(p);
	/* bad bytes become U+FFFD in texts */
	p = parse("[E \"a\xffz\"] { \xc3 }");
	ck_assert_str_eq(p->games[0].tags[0].value, "a\xEF\xBF\xBDz");
	ck_assert_str_eq(p->games[0].comments[0].text, "\xEF\xBF\xBD");
	done(p);
}
END_TEST

/* --- big and hostile input ------------------------------------------- */

static char *
repeat(const char *head, const char *unit, size_t n, const char *tail)
{
	size_t h = strlen(head), u = strlen(unit), t = strlen(tail), i;
	char *s = malloc(h + u * n + t + 1), *p = s;

	ck_assert_ptr_nonnull(s);
	memcpy(p, head, h);
	p += h;
	for (i = 0; i < n; i++, p += u)
		memcpy(p, unit, u);
	memcpy(p, tail, t + 1);
	return s;
}

START_TEST(test_long_line)
{
	/* 1 MB of plies on one line, a bad one at the end */
	size_t n = 1024 * 1024 / 9;
	char *s = repeat("", "WB:c1-c2 ", n, "WB:c1-c6 pass");
	struct parsed *p;
	long col = (long)(9 * n) + 8;
	const struct diag *d;

	uncapped = 1;
	p = parse(s);
	ck_assert_int_eq(p->ndiags, 1);
	expect_diag(p, 0, 1, col, "expected a square such as c2 after '-'");
	d = &p->diags[0];
	/* a window: "..." + 60 characters before + 100 from the error on */
	ck_assert_int_eq(d->caret, TALAT_DIAG_WINDOW_CARET);
	ck_assert_uint_eq(strlen(d->source), 3 + 60 + 6);
	ck_assert(strncmp(d->source, "...", 3) == 0);
	ck_assert_int_eq(d->source[d->caret - 1], '6');
	ck_assert_str_eq(d->source + strlen(d->source) - 13, "WB:c1-c6 pass");
	ck_assert_uint_eq(p->games[0].nmoves, n + 1);
	done(p);
	/* the same through a file, across the input window */
	p = parse_file(s, strlen(s), 0);
	ck_assert_int_eq(p->ndiags, 1);
	expect_diag(p, 0, 1, col, "expected a square such as c2 after '-'");
	ck_assert_int_eq(p->diags[0].caret, TALAT_DIAG_WINDOW_CARET);
	ck_assert_int_eq(p->diags[0].source[TALAT_DIAG_WINDOW_CARET - 1], '6');
	ck_assert_uint_eq(p->games[0].nmoves, n + 1);
	done(p);
	free(s);
	uncapped = 0;
}
END_TEST

START_TEST(test_long_line_early_error)
{
	char *s = repeat("X ", "pass ", 100000, "");
	struct parsed *p;

	uncapped = 1;
	p = parse(s);
	ck_assert_int_eq(p->ndiags, 1);
	expect_diag(p, 0, 1, 1, "expected a ply such as WB:c1-c2, found 'X'");
	ck_assert_int_eq(p->diags[0].caret, 1);
	ck_assert_uint_eq(strlen(p->diags[0].source),
	    TALAT_DIAG_LONG_LINE + 3);
	ck_assert_str_eq(p->diags[0].source + TALAT_DIAG_LONG_LINE, "...");
	done(p);
	free(s);
	uncapped = 0;
}
END_TEST

START_TEST(test_long_comment_and_tag)
{
	size_t n = 1024 * 1024;
	char *c = repeat("[Event \"", "v", n, "\"]\n{");
	char *s = repeat(c, "c", n, "}\npass X\n");
	struct parsed *p;

	p = parse(s);
	ck_assert_int_eq(p->ndiags, 1);
	expect_diag(p, 0, 3, 6, "expected a ply such as WB:c1-c2, found 'X'");
	ck_assert_uint_eq(strlen(p->games[0].tags[0].value), n);
	ck_assert_uint_eq(strlen(p->games[0].comments[0].text), n);
	done(p);
	p = parse_file(s, strlen(s), 0);
	ck_assert_int_eq(p->ndiags, 1);
	expect_diag(p, 0, 3, 6, "expected a ply such as WB:c1-c2, found 'X'");
	ck_assert_str_eq(p->diags[0].source, "pass X");
	ck_assert_uint_eq(strlen(p->games[0].comments[0].text), n);
	done(p);
	free(c);
	free(s);
	/* unterminated, they do not swallow the file */
	c = repeat("[Event \"", "v", n, "\n1. pass\n");
	p = parse(c);
	ck_assert_int_eq(p->ndiags, 1);
	expect_diag(p, 0, 1, 8, "unterminated string");
	ck_assert_uint_eq(strlen(p->games[0].tags[0].value), n);
	ck_assert_uint_eq(p->games[0].nmoves, 1);
	done(p);
	free(c);
	c = repeat("pass {", "c", n, "");
	p = parse_file(c, strlen(c), 0);
	ck_assert_int_eq(p->ndiags, 1);
	expect_diag(p, 0, 1, 6, "unterminated comment (started here)");
	done(p);
	free(c);
}
END_TEST

/* Floods of errors cost time in proportion to the input (the tcase
 * timeout catches anything quadratic), and only max_errors are reported. */
START_TEST(test_error_floods)
{
	static const char *const units[] = {
		"\\q", "1. ", "[", "\"", "! ", "{", "\xff ", "X ", "]"
	};
	size_t i, n = 300000;
	char *s, *u;
	struct parsed *p;

	for (i = 0; i < sizeof units / sizeof units[0]; i++) {
		u = repeat(i == 0 ? "[E \"" : "pass ", units[i], n,
		    i == 0 ? "\"]" : "");
		s = repeat(u, "", 0, "");
		p = parse_n(s, strlen(s), 0);
		ck_assert_msg(p->ndiags == (i == 5 ? 1 : 20),
		    "unit %zu: %d diagnostics", i, p->ndiags);
		ck_assert_int_ge(p->errors, i == 5 ? 1 : 20);
		done(p);
		free(s);
		free(u);
	}
}
END_TEST

/*
 * A game longer than any can be (issue 34): past max_items plies and
 * declarations the rest are not kept, said once, where the first of
 * them stands; past max_text bytes of a stream the input ends there,
 * said wherever the errors before stand, and nothing after is read.
 */
START_TEST(test_caps)
{
	char *s = repeat("[Event \"x\"]\n", "pass ", TGN_MAX_ITEMS + 5,
	    "\n1. pass\n");
	struct talat_reader_options o;
	struct talat_reader *r;
	struct parsed *p = parse(s);
	char msg[200];
	FILE *fp;
	size_t n;

	ck_assert_int_eq(p->ngames, 1);
	ck_assert_uint_eq(p->games[0].nmoves, TGN_MAX_ITEMS);
	ck_assert_int_eq(p->ndiags, 1);
	snprintf(msg, sizeof msg, "the game goes on past %d plies and "
	    "declarations, longer than any game can be: the rest of them are "
	    "not read", TGN_MAX_ITEMS);
	expect_diag(p, 0, 2, 5 * TGN_MAX_ITEMS + 1, msg);
	ck_assert_int_eq(p->diags[0].kind, TALAT_D_TOO_MANY_ITEMS);
	/* the round number after the cap is no round of a ply kept */
	ck_assert_int_eq(p->games[0].moves[TGN_MAX_ITEMS - 1].round,
	    TALAT_ROUND_NONE);
	done(p);
	free(s);

	/* 3 MiB of comment, a cap of 1 MiB: cut, a game after it unread */
	n = 3u << 20;
	s = repeat("[Event \"x\"]\n\n1. pass {", "c", n,
	    "}\n\n[Event \"y\"]\n\n1. pass\n");
	fp = tmpfile();
	ck_assert_ptr_nonnull(fp);
	ck_assert_uint_eq(fwrite(s, 1, strlen(s), fp), strlen(s));
	rewind(fp);
	p = calloc(1, sizeof *p);
	ck_assert_ptr_nonnull(p);
	for (int i = 0; i < MAXGAMES; i++)
		talat_game_init(&p->games[i]);
	memset(&o, 0, sizeof o);
	o.diag = collect;
	o.diag_ctx = p;
	r = talat_reader_new(fp, &o);
	ck_assert_ptr_nonnull(r);
	tgn_reader_caps(r, 1u << 20, TGN_MAX_ITEMS);
	read_all(r, p);
	ck_assert_int_eq(p->ngames, 1);
	ck_assert_int_eq(p->ndiags, 2);
	expect_diag(p, 0, 3, 9, "unterminated comment (started here)");
	ck_assert_int_eq(p->diags[1].kind, TALAT_D_TOO_MUCH_TEXT);
	ck_assert_int_eq(p->diags[1].line, 3);
	ck_assert_str_eq(p->diags[1].message, "the game goes on past 1 MiB "
	    "of text, longer than any game can be: the rest of the file is "
	    "not read");
	fclose(fp);
	done(p);
	free(s);
}
END_TEST

/* Many lines through a file: diagnostics keep their source lines when
 * the input window moves on. */
START_TEST(test_file_window)
{
	char *s = repeat("", "1. L6@WB:c1 M4@BG:b1 S3@GW:a1 { a comment }\n",
	    20000, "2. X\n");
	struct parsed *p;

	uncapped = 1;
	p = parse_file(s, strlen(s), 0);
	ck_assert_int_eq(p->ndiags, 1);
	expect_diag(p, 0, 20001, 4,
	    "expected a ply such as WB:c1-c2, found 'X'");
	ck_assert_str_eq(p->diags[0].source, "2. X");
	ck_assert_uint_eq(p->games[0].nmoves, 60000);
	done(p);
	free(s);
	uncapped = 0;
}
END_TEST

/* --- recovery and counting ------------------------------------------- */

START_TEST(test_recovery)
{
	const char *game2 = "[Event \"two\"]\n{ c }\n1. L6@WB:c1! { d }\n"
	    "freeze BG 2. pass\n";
	char text[512];
	struct parsed *p, *q;

	snprintf(text, sizeof text, "[Event \"one\"\n[Site \"x\"]\n"
	    "1. pass L6@WB:c9 M4@ { open\n%s", game2);
	p = parse(text);
	/* the unterminated comment swallows game 2: */
	ck_assert_int_eq(p->ngames, 1);
	done(p);
	snprintf(text, sizeof text, "[Event \"one\"\n[Site \"x\"]\n"
	    "1. L6@WB:c9 M4@ pass 2. 3. ] !!! \"x\n%s", game2);
	p = parse(text);
	q = parse(game2);
	ck_assert_int_eq(p->ngames, 2);
	ck_assert_int_eq(p->ndiags, 8);
	ck_assert_int_eq(p->games[0].syntax_errors, 8);
	ck_assert_uint_eq(p->games[0].nmoves, 1);
	ck_assert_uint_eq(p->games[0].ntags, 2);
	ck_assert_int_eq(p->games[0].first_error.line, 1);
	ck_assert_int_eq(p->games[0].first_error.column, 13);
	ck_assert_int_eq(p->games[1].syntax_errors, 0);
	ck_assert(talat_game_equal(&p->games[1], &q->games[0]));
	ck_assert_int_eq(p->games[1].loc.line, 4);
	ck_assert_int_eq(p->games[1].moves[0].loc.line, 6);
	ck_assert_int_eq(p->games[1].index, 2);
	done(p);
	done(q);
}
END_TEST

START_TEST(test_first_error)
{
	struct parsed *p = parse("1. pass { \xff } 2. X\n[A \"1\"]\n1. Y");

	ck_assert_int_eq(p->ngames, 2);
	ck_assert_int_eq(p->games[0].syntax_errors, 2);
	ck_assert_int_eq(p->games[0].first_error.line, 1);
	ck_assert_int_eq(p->games[0].first_error.column, 11);
	ck_assert_int_eq(p->games[1].syntax_errors, 1);
	ck_assert_int_eq(p->games[1].first_error.line, 3);
	ck_assert_int_eq(p->games[1].first_error.column, 4);
	ck_assert_int_eq(p->errors, 3);
	done(p);
}
END_TEST

START_TEST(test_max_errors)
{
	char *s = repeat("[A \"1\"] ", "X ", 25, "pass\n[B \"2\"] Y Z");
	struct parsed *p = parse(s);
	int i;

	ck_assert_int_eq(p->errors, 27);
	ck_assert_int_eq(p->ndiags, 20);
	for (i = 0; i < 20; i++)
		expect_diag(p, i, 1, 9 + 2 * i,
		    "expected a ply such as WB:c1-c2, found 'X'");
	ck_assert_int_eq(p->ngames, 2);
	ck_assert_int_eq(p->games[0].syntax_errors, 25);
	ck_assert_int_eq(p->games[1].syntax_errors, 2);
	done(p);
	p = parse_n(s, strlen(s), 3);
	ck_assert_int_eq(p->ndiags, 3);
	ck_assert_int_eq(p->errors, 27);
	done(p);
	p = parse_n(s, strlen(s), 26);
	ck_assert_int_eq(p->ndiags, 26);
	expect_diag(p, 25, 2, 9, "expected a ply such as WB:c1-c2, found 'Y'");
	done(p);
	free(s);
}
END_TEST

/* Diagnostics come in file order, even when found out of it. */
START_TEST(test_file_order)
{
	struct parsed *p = parse("1. 2. { \xff }\n]");

	ck_assert_int_eq(p->ndiags, 4);
	expect_diag(p, 0, 1, 1,
	    "a round number must be followed by a ply or a declaration");
	expect_diag(p, 1, 1, 4,
	    "a round number must be followed by a ply or a declaration");
	expect_diag(p, 2, 1, 9, "invalid UTF-8 byte 0xFF" HINT);
	expect_diag(p, 3, 2, 1, "unexpected ']' outside a tag");
	done(p);
}
END_TEST

/* Errors reported where the unexpected token stands on a later line go
 * to the end of the token before, with that line as the source. */
START_TEST(test_error_at_line_end)
{
	struct parsed *p = parse("[Event \"x\"   \n\n\n  1. pass");

	ck_assert_int_eq(p->ndiags, 1);
	expect_diag(p, 0, 1, 11, "expected ']' to close the tag");
	ck_assert_str_eq(p->diags[0].source, "[Event \"x\"   ");
	done(p);
}
END_TEST

/* --- the record functions -------------------------------------------- */

START_TEST(test_annotation_text)
{
	static const char *const t[] = { "", "!", "?", "!!", "??", "!?", "?!" };
	int i;

	for (i = 0; i < 7; i++) {
		ck_assert_str_eq(talat_annotation_text(i), t[i]);
		ck_assert_int_eq(talat_annotation_from_text(t[i]), i);
	}
	ck_assert_str_eq(talat_annotation_text(7), "");
	ck_assert_str_eq(talat_annotation_text(-1), "");
	ck_assert_int_eq(talat_annotation_from_text("!!!"), -1);
	ck_assert_int_eq(talat_annotation_from_text("x"), -1);
}
END_TEST

/*
 * A game with a syntax error keeps its text as read, from its first
 * token to the end of its last (issue 13); other games keep none.
 */
START_TEST(test_source_text)
{
	static const char text[] = "  ; before\r\n[Event \"a\"]\r\n\r\n"
	    "1. L6@WB:c1 GW:5d-c4\tM4@BG:b1 \0 ; note  \r\n\r\n"
	    "[Event \"b\"]\n1. pass\n\n[Event \"c\"] zz *  \n{ x }";
	static const char first[] = "; before\r\n[Event \"a\"]\r\n\r\n"
	    "1. L6@WB:c1 GW:5d-c4\tM4@BG:b1 \0 ; note  \r";	/* (the ';'
							   comment's) */
	struct parsed *p = parse_n(text, sizeof text - 1, 0);

	ck_assert_int_eq(p->ngames, 4);
	ck_assert_ptr_nonnull(p->games[0].source_text);
	ck_assert_uint_eq(p->games[0].source_len, sizeof first - 1);
	ck_assert_int_eq(memcmp(p->games[0].source_text, first,
	    sizeof first - 1), 0);
	ck_assert_int_eq(p->games[0].source_text[sizeof first - 1], '\0');
	ck_assert_ptr_null(p->games[1].source_text);
	ck_assert_uint_eq(p->games[1].source_len, 0);
	ck_assert_str_eq(p->games[2].source_text, "[Event \"c\"] zz");
	ck_assert_ptr_null(p->games[3].source_text);
	done(p);
}
END_TEST

/* The same through a FILE, the text longer than the reader's window. */
START_TEST(test_source_text_long)
{
	size_t n = 3u << 20, len, i;
	char *text = malloc(n + 64);
	struct parsed *p;

	ck_assert_ptr_nonnull(text);
	len = (size_t)sprintf(text, "[Event \"a\"]\n1. zz {");
	for (i = 0; i < n; i++)
		text[len++] = i % 64 == 63 ? '\n' : 'c';
	len += (size_t)sprintf(text + len, "} pass\n[Event \"b\"]\n");
	p = parse_file(text, len, 0);
	ck_assert_int_eq(p->ngames, 2);
	ck_assert_uint_eq(p->games[0].source_len, len - 13);
	ck_assert_int_eq(memcmp(p->games[0].source_text, text, len - 13), 0);
	ck_assert_ptr_null(p->games[1].source_text);
	done(p);
	free(text);
}
END_TEST

/* One reader and writer of a move's text (talat_ply_parse/_format). */
START_TEST(test_ply_text)
{
	static const char *const good[] = {
		"L6@WB:c1", "S3@GW:e5", "M4@BG:a1", "WB:c1-c2", "GW:e5xa1",
		"BG:b2-b3", "pass", "freeze BG", "freeze WB", "freeze GW"
	};
	static const char *const bad[] = {
		"", "pass!", "Pass", "L7@WB:c1", "L6@WX:c1", "L6@WB:f1",
		"L6@WB:c6", "L6@WB:c", "L6WB:c1", "L6@WB-c1", "WB:c1-c2-c3",
		"WB:c1+c2", "XX:c1-c2", "WB:c0-c2", "WB:c1-f2", "WB;c1-c2",
		"freeze", "freezeWB", "freeze XX", "freeze WBx", "freeze  B",
		"Freeze WB", "WB:c1-c2!"
	};
	struct talat_move m;
	char buf[TALAT_PLY_TEXT_MAX];
	size_t i;

	for (i = 0; i < sizeof good / sizeof good[0]; i++) {
		memset(&m, 0x55, sizeof m);
		ck_assert_msg(talat_ply_parse(good[i], strlen(good[i]), &m) == 0,
		    "%s", good[i]);
		ck_assert_int_eq(m.annotation, TALAT_ANN_NONE);
		ck_assert_uint_eq(talat_ply_format(&m, buf), strlen(good[i]));
		ck_assert_str_eq(buf, good[i]);
	}
	for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		memset(&m, 0x55, sizeof m);
		ck_assert_msg(talat_ply_parse(bad[i], strlen(bad[i]), &m) == -1,
		    "'%s' was taken", bad[i]);
		ck_assert_int_eq(m.kind, 0x55555555);
	}
	ck_assert_int_eq(talat_ply_parse("WB:c2xd3", 8, &m), 0);
	ck_assert_int_eq(m.kind, TALAT_MOVE_CAPTURE);
	ck_assert_int_eq(m.board, TALAT_WB);
	ck_assert_int_eq(m.from, talat_square_at(2, 1));
	ck_assert_int_eq(m.to, talat_square_at(3, 2));
	ck_assert_int_eq(m.type, -1);
	ck_assert_int_eq(talat_ply_parse("L4@GW:e5", 8, &m), 0);
	ck_assert_int_eq(m.kind, TALAT_MOVE_PLACE);
	ck_assert_int_eq(m.type, talat_type_from_name("L4"));
	ck_assert_int_eq(m.from, -1);
	/* The declaration's board may stand on the next line, as in TGN. */
	ck_assert_int_eq(talat_ply_parse("freeze\r\n\tGW", 11, &m), 0);
	ck_assert_int_eq(m.kind, TALAT_MOVE_FREEZE);
	ck_assert_int_eq(m.board, TALAT_GW);
	ck_assert_uint_eq(talat_ply_format(&m, buf), 9);
	ck_assert_str_eq(buf, "freeze GW");
	/* Only len bytes are read. */
	ck_assert_int_eq(talat_ply_parse("passed", 4, &m), 0);
	ck_assert_int_eq(m.kind, TALAT_MOVE_PASS);
	/* Out of range fields. */
	m.kind = TALAT_MOVE_STEP;
	m.board = 7;
	m.from = 25;
	m.to = -1;
	talat_ply_format(&m, buf);
	ck_assert_str_eq(buf, "?\?:?\?-?\?");
}
END_TEST

/* Every placement, step and capture there is reads back as it was
 * written (the reader's decoding has no case left untried). */
START_TEST(test_ply_text_all)
{
	struct talat_move m, back;
	char buf[TALAT_PLY_TEXT_MAX];
	int k, t, b, from, to;
	size_t n;

	memset(&m, 0, sizeof(m));
	for (k = TALAT_MOVE_PLACE; k <= TALAT_MOVE_CAPTURE; k++)
	for (t = 0; t < (k == TALAT_MOVE_PLACE ? TALAT_NTYPES : 1); t++)
	for (b = 0; b < TALAT_NBOARDS; b++)
	for (from = 0; from < (k == TALAT_MOVE_PLACE ? 1 : TALAT_NSQUARES);
	    from++)
	for (to = 0; to < TALAT_NSQUARES; to++) {
		m.kind = (enum talat_move_kind)k;
		m.type = k == TALAT_MOVE_PLACE ? t : -1;
		m.board = b;
		m.from = k == TALAT_MOVE_PLACE ? -1 : from;
		m.to = to;
		n = talat_ply_format(&m, buf);
		ck_assert_int_eq(talat_ply_parse(buf, n, &back), 0);
		ck_assert_msg(back.kind == m.kind && back.type == m.type &&
		    back.board == m.board && back.from == m.from &&
		    back.to == m.to, "%s read back otherwise", buf);
	}
}
END_TEST

START_TEST(test_copy_equal)
{
	struct parsed *p = parse("{ g }\n[A \"1\"] 1. L6@WB:c1! { x } freeze BG"
	    " { y } pass\n[A \"1\"] 1. L6@WB:c1! { x } freeze BG { z } pass\n"
	    "[A \"1\"] 1. L6@WB:c1! { x } freeze BG { y } pass\n");
	struct talat_game c;

	ck_assert_int_eq(p->ngames, 3);
	ck_assert(talat_game_equal(&p->games[0], &p->games[0]));
	ck_assert(!talat_game_equal(&p->games[0], &p->games[1]));
	/* game comments count */
	ck_assert(!talat_game_equal(&p->games[0], &p->games[2]));
	ck_assert_int_eq(talat_game_copy(&c, &p->games[0]), 0);
	ck_assert(talat_game_equal(&c, &p->games[0]));
	ck_assert_ptr_ne(c.moves, p->games[0].moves);
	ck_assert_ptr_ne(c.moves[0].comments[0].text,
	    p->games[0].moves[0].comments[0].text);
	c.moves[0].annotation = TALAT_ANN_NONE;
	ck_assert(!talat_game_equal(&c, &p->games[0]));
	c.moves[0].annotation = TALAT_ANN_GOOD;
	c.moves[0].to = 3;
	ck_assert(!talat_game_equal(&c, &p->games[0]));
	c.moves[0].to = p->games[0].moves[0].to;
	c.tags[0].value[0] = '2';
	ck_assert(!talat_game_equal(&c, &p->games[0]));
	c.tags[0].value[0] = '1';
	/* locations and round numbers do not count */
	c.moves[0].round = 9;
	c.moves[0].loc.line = 99;
	ck_assert(talat_game_equal(&c, &p->games[0]));
	talat_game_clear(&c);
	ck_assert_uint_eq(c.nmoves, 0);
	ck_assert_uint_ge(c.capmoves, 3);
	talat_game_free(&c);
	done(p);
}
END_TEST

/* --- the records in records/syntax ----------------------------------- */


/* The diagnostics in NAME.out, the record of talat check on NAME.tgn
 * (tests/records.sh compares the whole of it): the lines of its standard
 * error, between "--- stderr" and "--- exit N", that start with
 * NAME.tgn:LINE: (not the source lines quoted under them). */
static char *
out_diagnostics(const char *out, const char *name, size_t n)
{
	const char *s = strstr(out, "--- stderr\n"), *end;
	char *got = calloc(1, strlen(out) + 1);

	ck_assert_ptr_nonnull(s);
	ck_assert_msg(s == out || s[-1] == '\n', "%s: no --- stderr line",
	    name);
	ck_assert_ptr_nonnull(got);
	for (s = strchr(s, '\n') + 1; *s && strncmp(s, "--- exit ", 9) != 0;
	    s = end) {
		end = strchr(s, '\n');
		end = end ? end + 1 : s + strlen(s);
		if (strncmp(s, name, n) == 0 && s[n] == ':' &&
		    s[n + 1] >= '0' && s[n + 1] <= '9')
			strncat(got, s, (size_t)(end - s));
	}
	ck_assert_msg(strncmp(s, "--- exit ", 9) == 0, "%s: no --- exit line",
	    name);
	return got;
}

/* Each NAME.tgn gives exactly the diagnostics of NAME.out. */
static void
syntax_record(const char *path, void *unused)
{
	const char *name = strrchr(path, '/') + 1;
	char out_path[PATH_MAX + 300], line[600], *text, *out, *expect, *got;
	struct parsed *p;
	size_t len, n = strlen(name), olen;
	int i;

	(void)unused;
	text = tu_slurp(path, &len);
	p = parse_n(text, len, 0);
	got = calloc(1, 64 * 700);
	ck_assert_ptr_nonnull(got);
	for (i = 0; i < p->ndiags; i++) {
		snprintf(line, sizeof line, "%s:%ld:%ld: error: %s [%s]\n",
		    name, p->diags[i].line, p->diags[i].column,
		    p->diags[i].message,
		    talat_diag_code(p->diags[i].kind));
		strcat(got, line);
	}
	snprintf(out_path, sizeof out_path, "%.*s.out",
	    (int)(name - path + n - 4), path);
	out = tu_slurp(out_path, &olen);
	expect = out_diagnostics(out, name, n);
	ck_assert_msg(strcmp(got, expect) == 0,
	    "%s: got\n%swanted\n%s", name, got, expect);
	ck_assert_int_ge(p->ndiags, 1);
	free(expect);
	free(out);
	free(got);
	free(text);
	done(p);
}

START_TEST(test_syntax_records)
{
	const char *top = getenv("top_srcdir");
	char dir[PATH_MAX];

	snprintf(dir, sizeof dir, "%s/records/syntax", top ? top : ".");
	ck_assert_int_ge(tu_walk(dir, 0, ".tgn", syntax_record, NULL), 30);
}
END_TEST

static Suite *
parse_suite(void)
{
	Suite *s = suite_create("parse");
	TCase *t;

	t = tcase_create("tokens");
	tcase_add_test(t, test_placements);
	tcase_add_test(t, test_steps_captures_pass_freeze);
	tcase_add_test(t, test_annotations);
	tcase_add_test(t, test_round_numbers);
	tcase_add_test(t, test_tags);
	tcase_add_test(t, test_tag_names_like_keywords);
	suite_add_tcase(s, t);

	t = tcase_create("locations");
	tcase_add_test(t, test_crlf);
	tcase_add_test(t, test_bom);
	tcase_add_test(t, test_bom_elsewhere);
	tcase_add_test(t, test_columns_count_characters);
	tcase_add_test(t, test_no_final_newline);
	suite_add_tcase(s, t);

	t = tcase_create("comments");
	tcase_add_test(t, test_comment_attachment);
	tcase_add_test(t, test_comment_only_file);
	tcase_add_test(t, test_comment_multiline_text);
	suite_add_tcase(s, t);

	t = tcase_create("games");
	tcase_add_test(t, test_games);
	tcase_add_test(t, test_game_boundaries);
	tcase_add_test(t, test_game_after_bad_movetext);
	tcase_add_test(t, test_game_end_mark);
	tcase_add_test(t, test_ply_text);
	tcase_add_test(t, test_ply_text_all);
	tcase_add_test(t, test_source_text);
	tcase_add_test(t, test_source_text_long);
	tcase_add_test(t, test_empty_inputs);
	tcase_add_test(t, test_next_after_end);
	tcase_add_test(t, test_two_readers);
	suite_add_tcase(s, t);

	t = tcase_create("errors");
	tcase_add_test(t, test_error_tags);
	tcase_add_test(t, test_error_tag_kept);
	tcase_add_test(t, test_error_strings);
	tcase_add_test(t, test_error_comments);
	tcase_add_test(t, test_error_rounds);
	tcase_add_test(t, test_error_annotations);
	tcase_add_test(t, test_error_plies);
	tcase_add_test(t, test_error_freeze);
	tcase_add_test(t, test_freeze_across_lines);
	tcase_add_test(t, test_error_stray);
	tcase_add_test(t, test_error_nul);
	tcase_add_test(t, test_error_utf8);
	tcase_add_test(t, test_error_at_line_end);
	tcase_add_test(t, test_file_order);
	tcase_add_test(t, test_syntax_records);
	suite_add_tcase(s, t);

	t = tcase_create("hostile");
	tcase_set_timeout(t, 60);
	tcase_add_test(t, test_long_line);
	tcase_add_test(t, test_long_line_early_error);
	tcase_add_test(t, test_long_comment_and_tag);
	tcase_add_test(t, test_file_window);
	tcase_add_test(t, test_caps);
	tcase_add_test(t, test_error_floods);
	suite_add_tcase(s, t);

	t = tcase_create("recovery");
	tcase_add_test(t, test_recovery);
	tcase_add_test(t, test_first_error);
	tcase_add_test(t, test_max_errors);
	suite_add_tcase(s, t);

	t = tcase_create("record");
	tcase_add_test(t, test_annotation_text);
	tcase_add_test(t, test_copy_equal);
	suite_add_tcase(s, t);
	return s;
}

int
main(void)
{
	return tu_run(parse_suite());
}
