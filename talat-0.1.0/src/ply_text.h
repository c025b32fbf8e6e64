/* SPDX-License-Identifier: ISC */
/*
 * ply_text.h: the one reader of a ply's text (talat_ply_parse(), see
 * talat/record.h), inline for the scanner, which reads one a ply. It is
 * two steps: ply_text_shape() says whether the text is a move at all
 * (the scanner's patterns say so for what it matches) and
 * ply_text_decode() turns a text of the right shape into the move.
 */
#ifndef TALAT_PLY_TEXT_H
#define TALAT_PLY_TEXT_H

#include <string.h>
#include "talat/record.h"

/* Whether s[0..2) is a square such as "c1". */
static inline int
ply_text_is_square(const char *s)
{
	return s[0] >= 'a' && s[0] <= 'e' && s[1] >= '1' && s[1] <= '5';
}

/* Whether s[0..5) is a square with its board, such as "WB:c1". */
static inline int
ply_text_is_board_square(const char *s)
{
	return talat_board_from_name(s) >= 0 && s[2] == ':' &&
	    ply_text_is_square(s + 3);
}

static inline int
ply_text_blank(int c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

/* Whether s[0..len) is exactly one move's text: "L6@WB:c1", "WB:c1-c2",
 * "WB:c2xd3", "pass", "freeze" and blanks and a board. */
static inline int
ply_text_shape(const char *s, size_t len)
{
	size_t i;

	if (len == 8 && s[2] == '@')
		return talat_type_from_name(s) >= 0 &&
		    ply_text_is_board_square(s + 3);
	if (len == 8 && (s[5] == '-' || s[5] == 'x'))
		return ply_text_is_board_square(s) && ply_text_is_square(s + 6);
	if (len == 4)
		return memcmp(s, "pass", 4) == 0;
	if (len <= 8 || memcmp(s, "freeze", 6) != 0)
		return 0;
	for (i = 6; i < len && ply_text_blank((unsigned char)s[i]); i++)
		;
	return i > 6 && len == i + 2 && talat_board_from_name(s + i) >= 0;
}

/* The square of a text ply_text_is_square() accepts. */
static inline int
ply_text_square(const char *s)
{
	return talat_square_at(s[0] - 'a', s[1] - '1');
}

/* The move of s[0..len), a text ply_text_shape() accepts (so the name
 * readers find what they read). */
static inline void
ply_text_decode(const char *s, size_t len, struct talat_move *m)
{
	m->type = m->board = m->from = m->to = -1;
	m->annotation = TALAT_ANN_NONE;
	if (len == 4) {
		m->kind = TALAT_MOVE_PASS;
	} else if (len > 8) {
		m->kind = TALAT_MOVE_FREEZE;
		m->board = talat_board_from_name(s + len - 2);
	} else if (s[2] == '@') {
		m->kind = TALAT_MOVE_PLACE;
		m->type = talat_type_from_name(s);
		m->board = talat_board_from_name(s + 3);
		m->to = ply_text_square(s + 6);
	} else {
		m->kind = s[5] == '-' ? TALAT_MOVE_STEP : TALAT_MOVE_CAPTURE;
		m->board = talat_board_from_name(s);
		m->from = ply_text_square(s + 3);
		m->to = ply_text_square(s + 6);
	}
}

#endif
