/* SPDX-License-Identifier: ISC */
/*
 * lex_diag.c: what is wrong with a word of TGN that is no token, in
 * player's words (the scanner, grammar/lexer.l, reports it). Pure
 * functions of the word's text, unit-tested by tests/check_lex.c.
 */
#include <stdio.h>
#include <string.h>
#include "talat/base.h"
#include "talat/diag.h"
#include "reader.h"
#include "ply_text.h"
#include "lex_diag.h"
#include "base_private.h"
#include "diag_private.h"
#include "diag_raise.h"

/* --- characters that look like the ones TGN uses --------------------- */

static const struct tgn_lookalike lookalikes[] = {
	{ 0x00A0, "NO-BREAK SPACE", ' ' },
	{ 0x00AB, "LEFT-POINTING DOUBLE ANGLE QUOTATION MARK", '"' },
	{ 0x00BB, "RIGHT-POINTING DOUBLE ANGLE QUOTATION MARK", '"' },
	{ 0x00D7, "MULTIPLICATION SIGN", 'x' },
	{ 0x2002, "EN SPACE", ' ' },
	{ 0x2003, "EM SPACE", ' ' },
	{ 0x2009, "THIN SPACE", ' ' },
	{ 0x200B, "ZERO WIDTH SPACE", ' ' },
	{ 0x2010, "HYPHEN", '-' },
	{ 0x2011, "NON-BREAKING HYPHEN", '-' },
	{ 0x2012, "FIGURE DASH", '-' },
	{ 0x2013, "EN DASH", '-' },
	{ 0x2014, "EM DASH", '-' },
	{ 0x2015, "HORIZONTAL BAR", '-' },
	{ 0x2018, "LEFT SINGLE QUOTATION MARK", '"' },
	{ 0x2019, "RIGHT SINGLE QUOTATION MARK", '"' },
	{ 0x201C, "LEFT DOUBLE QUOTATION MARK", '"' },
	{ 0x201D, "RIGHT DOUBLE QUOTATION MARK", '"' },
	{ 0x201E, "DOUBLE LOW-9 QUOTATION MARK", '"' },
	{ 0x2024, "ONE DOT LEADER", '.' },
	{ 0x202F, "NARROW NO-BREAK SPACE", ' ' },
	{ 0x2212, "MINUS SIGN", '-' },
	{ 0x2236, "RATIO", ':' },
	{ 0x3000, "IDEOGRAPHIC SPACE", ' ' },
	{ 0xFE13, "PRESENTATION FORM FOR VERTICAL COLON", ':' },
	{ 0xFF01, "FULLWIDTH EXCLAMATION MARK", '!' },
	{ 0xFF02, "FULLWIDTH QUOTATION MARK", '"' },
	{ 0xFF0D, "FULLWIDTH HYPHEN-MINUS", '-' },
	{ 0xFF0E, "FULLWIDTH FULL STOP", '.' },
	{ 0xFF1A, "FULLWIDTH COLON", ':' },
	{ 0xFF1F, "FULLWIDTH QUESTION MARK", '?' },
	{ 0xFF20, "FULLWIDTH COMMERCIAL AT", '@' },
	{ 0xFF3B, "FULLWIDTH LEFT SQUARE BRACKET", '[' },
	{ 0xFF3D, "FULLWIDTH RIGHT SQUARE BRACKET", ']' },
	{ 0xFF58, "FULLWIDTH LATIN SMALL LETTER X", 'x' },
	{ 0xFF5B, "FULLWIDTH LEFT CURLY BRACKET", '{' },
	{ 0xFF5D, "FULLWIDTH RIGHT CURLY BRACKET", '}' }
};
#define NLOOKALIKES (sizeof lookalikes / sizeof lookalikes[0])

/* The code point of the valid UTF-8 sequence at s (n bytes left), or -1. */
static long
code_point(const char *s, size_t n)
{
	const unsigned char *u = (const unsigned char *)s;
	size_t k = talat_utf8_len((const char *)u, n), i;
	long cp;

	if (k == 0)
		return -1;
	if (k == 1)
		return u[0];
	cp = u[0] & (0x7F >> k);
	for (i = 1; i < k; i++)
		cp = cp << 6 | (u[i] & 0x3F);
	return cp;
}

const struct tgn_lookalike *
tgn_lookalike(const char *s, size_t n)
{
	long cp = n > 0 ? code_point(s, n) : -1;
	size_t lo = 0, hi = NLOOKALIKES, mid;

	if (cp < 0x80)
		return NULL;
	while (lo < hi) {
		mid = (lo + hi) / 2;
		if (lookalikes[mid].cp == cp)
			return &lookalikes[mid];
		if (lookalikes[mid].cp < cp)
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
}

int
tgn_lookalike_message(const char *s, size_t n, struct talat_msg *m)
{
	const struct tgn_lookalike *l = tgn_lookalike(s, n);

	if (l == NULL)
		return 0;
	talat_msg_set(m, TALAT_D_LOOKALIKE, (unsigned long)l->cp, l->name,
	    l->ascii);
	return 1;
}

/* --- words in the wrong case ----------------------------------------- */

static int
lower(int c)
{
	return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c;
}

static int
upper(int c)
{
	return c >= 'a' && c <= 'z' ? c - 'a' + 'A' : c;
}

/* A ply s[0..n) (no annotation) in the wrong case, such as "wb:c1-c2",
 * "l6@WB:c1" or "WB:C2Xd3": the ply meant into out, and 1; else 0. */
static int
ply_case(const char *s, size_t n, char out[TGN_RESPELL_MAX])
{
	static const char place[] = "UNxUUxLx", action[] = "UUxLxLLx";
	const char *how;
	size_t i;

	if (n != 8)
		return 0;
	how = s[2] == '@' ? place : action;
	for (i = 0; i < 8; i++)
		out[i] = (char)(how[i] == 'U' ? upper((unsigned char)s[i]) :
		    how[i] == 'L' ? lower((unsigned char)s[i]) : s[i]);
	out[8] = '\0';
	return memcmp(out, s, 8) != 0 && ply_text_shape(out, 8);
}

/* Whether s[0..n) is the keyword kw in another case. */
static int
other_case(const char *s, size_t n, const char *kw)
{
	size_t i;

	if (n != strlen(kw) || memcmp(s, kw, n) == 0)
		return 0;
	for (i = 0; i < n; i++)
		if (lower((unsigned char)s[i]) != kw[i])
			return 0;
	return 1;
}

/* The length of the word s[0..n) without the annotation marks after
 * it. */
static size_t
without_marks(const char *s, size_t n)
{
	while (n > 0 && (s[n - 1] == '!' || s[n - 1] == '?'))
		n--;
	return n;
}

/* "Pass", "FREEZE", "wb:c1-c2" (a word, or its part before annotation
 * marks): the keyword or ply meant into out, and 1; else 0. */
static int
word_case(const char *s, size_t w, char out[TGN_RESPELL_MAX])
{
	static const char *const keywords[] = { "pass", "freeze" };
	size_t i;

	for (i = 0; i < 2; i++)
		if (other_case(s, w, keywords[i])) {
			memcpy(out, keywords[i], strlen(keywords[i]) + 1);
			return 1;
		}
	return ply_case(s, w, out);
}

static int
diagnose_case(const char *s, size_t n, struct talat_msg *m)
{
	char meant[TGN_RESPELL_MAX];
	size_t w = without_marks(s, n);

	if (!word_case(s, w, meant))
		return 0;
	talat_msg_set(m, TALAT_D_WRONG_CASE, (int)w, s, meant);
	return 1;
}

/* "freeze" and blanks (s[0..w)), then a board in the wrong case at s[w]:
 * "freeze WB" with the same blanks into out, and 1; else 0. */
static int
freeze_board_case(const char *s, size_t w, size_t n,
    char out[TGN_RESPELL_MAX])
{
	char b[3];

	if (w + 2 > n || w + 3 > TGN_RESPELL_MAX ||
	    memcmp(s, "freeze", 6) != 0)
		return 0;
	b[0] = (char)upper((unsigned char)s[w]);
	b[1] = (char)upper((unsigned char)s[w + 1]);
	b[2] = '\0';
	if (memcmp(b, s + w, 2) == 0 || talat_board_from_name(b) < 0)
		return 0;
	memcpy(out, s, w);
	memcpy(out + w, b, 3);
	return 1;
}

/* --- the word -------------------------------------------------------- */

static size_t
run_of_marks(const char *s, size_t i, size_t n)
{
	while (i < n && (s[i] == '!' || s[i] == '?'))
		i++;
	return i;
}

/* Quotes the character at s[i] (whole, if it is multibyte) into q. */
static void
quote_char(char *q, size_t qsz, const char *s, size_t n, size_t i)
{
	size_t k = talat_utf8_len(s + i, n - i);

	if (k == 0)
		k = 1;
	snprintf(q, qsz, "'%.*s'", (int)k, s + i);
}

/* After a complete ply s[0..i): an annotation, then nothing. */
static size_t
diagnose_tail(const char *s, size_t i, size_t n, struct talat_msg *m)
{
	size_t j = run_of_marks(s, i, n);
	char q[16];

	if (j - i > 2) {
		talat_msg_set(m, TALAT_D_BAD_ANNOTATION,
		    (int)talat_utf8_prefix(s + i, j - i, 20), s + i);
		return i;
	}
	if (j < n) {
		quote_char(q, sizeof q, s, n, j);
		talat_msg_set(m, TALAT_D_UNEXPECTED_AFTER_PLY, q, (int)j, s);
		return j;
	}
	talat_msg_set(m, TALAT_D_UNEXPECTED_WORD, (int)j, s);
	return 0;
}

/* A square s[i..i+3) such as ":c1" after a board at s[i-2..i). */
static int
diagnose_square(const char *s, size_t i, size_t n, struct talat_msg *m,
    size_t *at)
{
	if (i >= n || s[i] != ':') {
		*at = i;
		return talat_msg_set(m, TALAT_D_EXPECTED_COLON,
		    talat_board_name(talat_board_from_name(s + i - 2)));
	}
	if (i + 1 >= n || s[i + 1] < 'a' || s[i + 1] > 'e') {
		*at = i + 1;
		return talat_msg_set(m, TALAT_D_EXPECTED_FILE, (int)(i + 1), s);
	}
	if (i + 2 >= n || s[i + 2] < '1' || s[i + 2] > '5') {
		*at = i + 2;
		return talat_msg_set(m, TALAT_D_EXPECTED_RANK, (int)(i + 2), s);
	}
	return 0;
}

static size_t
diagnose_placement(const char *s, size_t n, struct talat_msg *m)
{
	size_t at;

	if (n < 2 || talat_type_from_name(s) == -1) {
		talat_msg_set(m, TALAT_D_EXPECTED_TYPE);
		return 0;
	}
	if (n == 2 || s[2] != '@') {
		talat_msg_set(m, TALAT_D_EXPECTED_AT,
		    talat_type_name(talat_type_from_name(s)));
		return 2;
	}
	if (n < 5 || talat_board_from_name(s + 3) == -1) {
		talat_msg_set(m, TALAT_D_EXPECTED_BOARD);
		return 3;
	}
	if (diagnose_square(s, 5, n, m, &at) == -1)
		return at;
	return diagnose_tail(s, 8, n, m);
}

static size_t
diagnose_action(const char *s, size_t n, struct talat_msg *m)
{
	size_t at;

	if (talat_board_from_name(s) == -1) {
		talat_msg_set(m, TALAT_D_NOT_A_BOARD,
		    (int)talat_utf8_prefix(s, n, 2), s);
		return 0;
	}
	if (diagnose_square(s, 2, n, m, &at) == -1)
		return at;
	if (n == 5 || (s[5] != '-' && s[5] != 'x')) {
		talat_msg_set(m, TALAT_D_EXPECTED_ACTION_SIGN,
		    (int)talat_utf8_prefix(s, n, 5), s);
		return 5;
	}
	if (n == 6 || s[6] < 'a' || s[6] > 'e' || n == 7 || s[7] < '1' ||
	    s[7] > '5') {
		talat_msg_set(m, TALAT_D_EXPECTED_TARGET, s[5]);
		return n > 6 && s[6] >= 'a' && s[6] <= 'e' ? 7 : 6;
	}
	return diagnose_tail(s, 8, n, m);
}

static int
is_colour(int c)
{
	return c == 'W' || c == 'B' || c == 'G';
}

/* The word's first fault, by its form (see tgn_diagnose_word()). */
static size_t
diagnose(const char *s, size_t n, struct talat_msg *m)
{
	size_t j;

	if (diagnose_case(s, n, m))
		return 0;
	if (s[0] == '!' || s[0] == '?') {
		j = run_of_marks(s, 0, n);
		if (j <= 2)
			talat_msg_set(m, TALAT_D_DETACHED_ANNOTATION, (int)j, s);
		else
			talat_msg_set(m, TALAT_D_BAD_ANNOTATION,
			    (int)talat_utf8_prefix(s, j, 20), s);
		return 0;
	}
	if (s[0] >= '0' && s[0] <= '9') {
		for (j = 0; j < n && s[j] >= '0' && s[j] <= '9'; j++)
			;
		talat_msg_set(m, TALAT_D_EXPECTED_ROUND_DOT,
		    (int)talat_utf8_prefix(s, j, 20), s);
		return j;
	}
	if (n >= 6 && memcmp(s, "freeze", 6) == 0) {
		talat_msg_set(m, TALAT_D_FREEZE_NO_BOARD);
		return 6;
	}
	if (n >= 4 && memcmp(s, "pass", 4) == 0)
		return diagnose_tail(s, 4, n, m);
	if (memchr(s, '@', n) != NULL ||
	    (n >= 2 && talat_type_from_name(s) != -1))
		return diagnose_placement(s, n, m);
	if (n >= 2 && is_colour(s[0]) && is_colour(s[1]) &&
	    (talat_board_from_name(s) != -1 || (n >= 3 && s[2] == ':')))
		return diagnose_action(s, n, m);
	j = talat_utf8_prefix(s, n, 24);
	talat_msg_set(m, TALAT_D_EXPECTED_PLY, (int)j, s, j < n ? "..." : "");
	return 0;
}

size_t
tgn_diagnose_freeze(const char *s, size_t skip, size_t n, struct talat_msg *m)
{
	size_t w = skip;
	char q[16];

	char meant[TGN_RESPELL_MAX];

	if (memcmp(s, "freeze", 6) != 0 && diagnose_case(s, 6, m))
		return 0;
	while (w < n && (s[w] == ' ' || s[w] == '\t'))
		w++;
	if (n - w == 2 && freeze_board_case(s, w, n, meant)) {
		talat_msg_set(m, TALAT_D_WRONG_CASE, (int)n, s, meant);
		return 0;
	}
	if (n - w > 2 && talat_board_from_name(s + w) != -1) {
		quote_char(q, sizeof q, s, n, w + 2);
		talat_msg_set(m, TALAT_D_FREEZE_TRAILING, q,
		    talat_board_name(talat_board_from_name(s + w)));
		return w + 2;
	}
	talat_msg_set(m, TALAT_D_FREEZE_NO_BOARD);
	return w;
}

size_t
tgn_diagnose_word(const char *s, size_t n, struct talat_msg *m)
{
	size_t i = diagnose(s, n, m), j;

	/* A look-alike character where the fault is, or anywhere in a word
	 * that is nothing like a ply, is named. */
	if (i < n && tgn_lookalike_message(s + i, n - i, m))
		return i;
	if (i == 0)
		for (j = 0; j < n; j++)
			if (tgn_lookalike_message(s + j, n - j, m))
				return j;
	return i;
}

/* --- what a diagnostic names exactly (for talat fix) ------------------- */

/* Whether c ends a word of the movetext (white space, a delimiter). */
static int
word_end(int c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\0' ||
	    c == '{' || c == '}' || c == ';' || c == '[' || c == ']' ||
	    c == '"';
}

int
tgn_respelling(enum talat_diag_kind kind, const char *s, size_t n,
    size_t *len, char out[TGN_RESPELL_MAX])
{
	const struct tgn_lookalike *l;
	size_t w, v, j;

	if (kind == TALAT_D_LOOKALIKE) {
		if ((l = tgn_lookalike(s, n)) == NULL)
			return -1;
		*len = talat_utf8_len(s, n);
		out[0] = l->ascii;
		out[1] = '\0';
		return 0;
	}
	if (kind != TALAT_D_WRONG_CASE)
		return -1;
	for (w = 0; w < n && !word_end((unsigned char)s[w]); w++)
		;
	v = without_marks(s, w);
	if (word_case(s, v, out)) {
		*len = v;
		return 0;
	}
	/* "freeze wb": the board after the blanks. */
	for (j = w; j < n && (s[j] == ' ' || s[j] == '\t'); j++)
		;
	if (v == 6 && j > w && freeze_board_case(s, j, n, out)) {
		*len = j + 2;
		return 0;
	}
	return -1;
}
