/* SPDX-License-Identifier: ISC */
/*
 * parser.y: the TGN grammar (tgn.md section 3), one game per call.
 *
 * The scanner ends the input at the '[' that starts the next game, so
 * each call of tgn_parse() reads one game: its tag section, then its
 * movetext. The grammar builds the record and knows no rules.
 *
 * Errors: the scanner reports what is wrong inside a token (a bad ply, a
 * stray ']', bad UTF-8, ...) and hands such words on as BADWORD or STRAY,
 * which the grammar takes as plies or items; the parser reports only
 * what is wrong with the order of tokens: a tag that is not
 * '[' NAME STRING ']', and a round number with no ply after it. After an
 * error it resumes at the next tag or movetext item; yyerrok is called
 * only where a token was just read, so it never loops.
 */

%code top {
#include "config.h"
}

%code requires {
#include "reader.h"
#ifndef YY_TYPEDEF_YY_SCANNER_T
#define YY_TYPEDEF_YY_SCANNER_T
typedef void *yyscan_t;
#endif
}

%code provides {
int	tgn_lex(TGN_STYPE *, TGN_LTYPE *, yyscan_t);
struct talat_reader *tgn_get_extra(yyscan_t);
}

%code {
#include <stdlib.h>
#include <string.h>
#include "lex_diag.h"

#define R	((struct talat_reader *)tgn_get_extra(scanner))

static void	tgn_error(struct tgn_loc *, yyscan_t, const char *);

/* Locations are points: a rule stands where its first symbol does. */
#define YYLLOC_DEFAULT(cur, rhs, n) do {				\
	if (n)								\
		(cur) = YYRHSLOC(rhs, 1);				\
	else								\
		(cur) = YYRHSLOC(rhs, 0);				\
} while (0)
}

%define api.prefix {tgn_}
%define api.pure full
%define api.location.type {struct tgn_loc}
%define parse.error custom
%define parse.lac full
%locations
%expect 0
%param {yyscan_t scanner}

%union {
	char		*str;
	long		 round;
	struct tgn_move	 move;
}

%token <move>	MOVE		"ply"
%token <round>	ROUND		"round number"
%token <str>	NAME		"tag name"
%token <str>	STRING		"tag value"
%token <str>	COMMENT		"comment"
%token		BADWORD		"word"
%token		STRAY		"stray character"
%token		TAGJUNK		"word in a tag"
%token		OPEN		"'['"
%token		CLOSE		"']'"

%destructor { tgn_str_free(R, $$); } <str>

%%

game		: head
		| head movetext
		;

/*
 * Everything before the first move: tags, comments, and words that are
 * no move. A game ends only after a move (the scanner sees to that), so
 * that canonical TGN can always tell games apart.
 */
head		: %empty
		| head tag
		| head COMMENT {
			if (tgn_add_comment(R, $2, &@2, 1) == -1)
				YYNOMEM;
		}
		| head nomove
		| head BADWORD
		| head STRAY
		| head error
		;

tag		: open NAME STRING CLOSE {
			if (tgn_add_tag(R, $2, $3, &@1, &@3) == -1)
				YYNOMEM;
			yyerrok;
		}
		| open NAME STRING error {
			/* Only the ']' is missing: keep the tag. */
			if (tgn_add_tag(R, $2, $3, &@1, &@3) == -1)
				YYNOMEM;
		}
		| open NAME error {
			/* Keep the name, with an empty value. */
			char *empty = tgn_str_alloc(R, 1);

			if (empty == NULL)
				YYNOMEM;
			*empty = '\0';
			if (tgn_add_tag(R, $2, empty, &@1, &@2) == -1)
				YYNOMEM;
		}
		| open error
		;

open		: OPEN {
			yyerrok;
		}
		;

movetext	: first
		| movetext MOVE {
			if (tgn_add_move(R, &$2, &@2) == -1)
				YYNOMEM;
			yyerrok;
		}
		| movetext numbered
		| movetext nomove
		| movetext BADWORD
		| movetext STRAY
		| movetext COMMENT {
			if (tgn_add_comment(R, $2, &@2, 0) == -1)
				YYNOMEM;
		}
		| movetext error
		;

first		: MOVE {
			if (tgn_add_move(R, &$1, &@1) == -1)
				YYNOMEM;
			yyerrok;
		}
		| numbered
		;

numbered	: ROUND MOVE {
			if (tgn_add_move(R, &$2, &@2) == -1)
				YYNOMEM;
			tgn_set_round(R, $1, &@1);
			yyerrok;
		}
		| ROUND comments MOVE {
			if (tgn_add_move(R, &$3, &@3) == -1)
				YYNOMEM;
			tgn_set_round(R, $1, &@1);
			yyerrok;
		}
		;

/* A round number with a bad word (already reported) or nothing after it. */
nomove		: ROUND BADWORD {
			yyerrok;
		}
		| ROUND comments BADWORD {
			yyerrok;
		}
		| ROUND error {
			/* Every token that can follow is taken where this
			 * goes. */
			yyerrok;
		}
		| ROUND comments error {
			yyerrok;
		}
		;

comments	: COMMENT {
			if (tgn_add_comment(R, $1, &@1, 0) == -1)
				YYNOMEM;
		}
		| comments COMMENT {
			if (tgn_add_comment(R, $2, &@2, 0) == -1)
				YYNOMEM;
		}
		;

%%

/* Called by the parser for nothing but exhausted memory. */
static void
tgn_error(struct tgn_loc *loc, yyscan_t scanner, const char *msg)
{
	(void)loc;
	(void)scanner;
	(void)msg;
}

static int
expects(const yysymbol_kind_t *expected, int n, yysymbol_kind_t k)
{
	int i;

	for (i = 0; i < n; i++)
		if (expected[i] == k)
			return 1;
	return 0;
}

/*
 * Where a "missing" error stands: at the unexpected token, or just after
 * the token before it when the unexpected one is on a later line.
 */
static const struct tgn_loc *
missing_at(struct talat_reader *r, const struct tgn_loc *next)
{
	if (next->line > r->prev_end.line)
		return &r->prev_end;
	return next;
}

static int
yyreport_syntax_error(const yypcontext_t *ctx, yyscan_t scanner)
{
	struct talat_reader *r = R;
	const struct tgn_loc *at = yypcontext_location(ctx);
	yysymbol_kind_t expected[YYNTOKENS];
	struct talat_msg msg;
	int n;

	n = yypcontext_expected_tokens(ctx, expected, YYNTOKENS);
	if (n < 0)
		return n;
	if (expects(expected, n, YYSYMBOL_NAME))
		tgn_report(r, missing_at(r, at), TALAT_D_EXPECTED_TAG_NAME);
	else if (expects(expected, n, YYSYMBOL_STRING) &&
	    yypcontext_token(ctx) == YYSYMBOL_TAGJUNK &&
	    tgn_lookalike_message(r->junk, r->njunk, &msg))
		tgn_report_msg(r, at, &msg);
	else if (expects(expected, n, YYSYMBOL_STRING))
		tgn_report(r, missing_at(r, at), TALAT_D_EXPECTED_TAG_VALUE);
	else if (expects(expected, n, YYSYMBOL_CLOSE))
		tgn_report(r, missing_at(r, at), TALAT_D_EXPECTED_TAG_CLOSE);
	else if (expects(expected, n, YYSYMBOL_MOVE))
		/* The scanner has read the lookahead: if it is a round number
		 * too, the one without a ply is the one before. */
		tgn_report(r, yypcontext_token(ctx) == YYSYMBOL_ROUND ?
		    &r->round_prev : &r->round, TALAT_D_ROUND_WITHOUT_PLY);
	else
		tgn_report(r, at, TALAT_D_UNEXPECTED_TOKEN,
		    yysymbol_name(yypcontext_token(ctx)));
	return 0;
}

int
tgn_parse_game(struct talat_reader *r)
{
	return tgn_parse(r->scanner);
}
