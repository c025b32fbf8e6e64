/*
 * ply_text.h: the one reader of a ply's text (talat_ply_parse(), see
 * talat/record.h), inline for the scanner, which reads one a ply.
 */
#ifndef TALAT_PLY_TEXT_H
#define TALAT_PLY_TEXT_H

#include <string.h>
#include "talat/record.h"

/* The square s[0..2) such as "c1", or -1. */
static inline int
ply_text_square(const char *s)
{
	if (s[0] < 'a' || s[0] > 'e' || s[1] < '1' || s[1] > '5')
		return -1;
	return talat_square_at(s[0] - 'a', s[1] - '1');
}

/* A square with its board, s[0..5) such as "WB:c1": the board, or -1. */
static inline int
ply_text_board_square(const char *s, int *sq)
{
	if (s[2] != ':' || (*sq = ply_text_square(s + 3)) < 0)
		return -1;
	return talat_board_from_name(s);
}

static inline int
ply_text_blank(int c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

/* talat_ply_parse(). */
static inline int
ply_text_parse(const char *s, size_t len, struct talat_move *m)
{
	enum talat_move_kind kind;
	int type = -1, board = -1, from = -1, to = -1;
	size_t i;

	if (len == 8 && s[2] == '@') {
		kind = TALAT_MOVE_PLACE;
		if ((type = talat_type_from_name(s)) < 0 ||
		    (board = ply_text_board_square(s + 3, &to)) < 0)
			return -1;
	} else if (len == 8 && (s[5] == '-' || s[5] == 'x')) {
		kind = s[5] == '-' ? TALAT_MOVE_STEP : TALAT_MOVE_CAPTURE;
		if ((board = ply_text_board_square(s, &from)) < 0 ||
		    (to = ply_text_square(s + 6)) < 0)
			return -1;
	} else if (len == 4 && memcmp(s, "pass", 4) == 0)
		kind = TALAT_MOVE_PASS;
	else if (len > 8 && memcmp(s, "freeze", 6) == 0) {
		for (i = 6; i < len && ply_text_blank((unsigned char)s[i]); i++)
			;
		if (i == 6 || len != i + 2 ||
		    (board = talat_board_from_name(s + i)) < 0)
			return -1;
		kind = TALAT_MOVE_FREEZE;
	} else
		return -1;
	m->kind = kind;
	m->type = type;
	m->board = board;
	m->from = from;
	m->to = to;
	m->annotation = TALAT_ANN_NONE;
	return 0;
}

#endif
