/* SPDX-License-Identifier: ISC */
/*
 * talat/base.h: colours, tower types, boards, squares, locations.
 *
 * Every value here is a small integer so that positions stay small value
 * types:
 *   colour  0..2   W, B, G
 *   type    0..8   S3 S4 S6 M3 M4 M6 L3 L4 L6 (value order, lowest first)
 *   tower   0..26  colour * 9 + type
 *   board   0..2   WB, BG, GW; board b belongs to colours b (rank 1) and
 *                  (b + 1) % 3 (rank 5)
 *   square  0..24  rank * 5 + file within one board, rank and file from 0
 */
#ifndef TALAT_BASE_H
#define TALAT_BASE_H

#include <limits.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

#define TALAT_NCOLOURS 3
#define TALAT_NTYPES 9
#define TALAT_NTOWERS 27
#define TALAT_NBOARDS 3
#define TALAT_NSQUARES 25
#define TALAT_NONE (-1)

/* The largest ply number a position may have (a TPN's seventh field, a
 * Position tag): a game from there can go on for more plies than any
 * record holds and still be counted. */
#define TALAT_PLY_MAX (LONG_MAX / 4)

/*
 * The failure policy (libtalat(3), RETURN VALUES). A function that could
 * not finish (memory ran out, a read or a write failed) says so by its
 * return value and sets errno (ENOMEM when memory ran out): -1 from a function
 * returning int, NULL from a constructor. That value is never also an
 * answer: a board the oracle could not decide is neither dead nor alive,
 * and a record is never called valid or invalid for want of memory.
 * talat_tpn_parse(), whose -1 already means "refused", returns
 * TALAT_TPN_FAILED instead. The library never prints and never exits;
 * the talat command turns every such failure into a message on standard
 * error and exit status 2.
 */
#define TALAT_FAILED (-1)

enum talat_colour { TALAT_WHITE, TALAT_BLACK, TALAT_GREY };
enum talat_board_name { TALAT_WB, TALAT_BG, TALAT_GW };

enum talat_type {
	TALAT_S3, TALAT_S4, TALAT_S6,
	TALAT_M3, TALAT_M4, TALAT_M6,
	TALAT_L3, TALAT_L4, TALAT_L6
};

/* A source location: 1-based line and column; a column counts characters
 * (UTF-8 code points, an invalid byte counting as one). */
struct talat_loc {
	long line;
	long column;
};

static inline int talat_tower_colour(int tower) { return tower / 9; }
static inline int talat_tower_type(int tower) { return tower % 9; }
static inline int talat_tower_of(int colour, int type) { return colour * 9 + type; }
static inline int talat_type_size(int type) { return type / 3; }
static inline int talat_board_low(int board) { return board; }
static inline int talat_board_high(int board) { return (board + 1) % 3; }
static inline int talat_square_file(int sq) { return sq % 5; }
static inline int talat_square_rank(int sq) { return sq / 5; }
static inline int talat_square_at(int file, int rank) { return rank * 5 + file; }

/* 'W', 'B', 'G'. */
char talat_colour_char(int colour);
/* 0..2 for 'W' 'B' 'G', else -1. */
int talat_colour_from_char(int c);
/* "S3" .. "L6". */
const char *talat_type_name(int type);
/* The type for a two-character code such as "L6", else -1. (Inline, as
 * the next one: the scanner reads one or two names a ply.) */
static inline int
talat_type_from_name(const char *s)
{
	int size, sides;

	switch (s[0]) {
	case 'S': size = 0; break;
	case 'M': size = 1; break;
	case 'L': size = 2; break;
	default: return -1;
	}
	switch (s[1]) {
	case '3': sides = 0; break;
	case '4': sides = 1; break;
	case '6': sides = 2; break;
	default: return -1;
	}
	return size * 3 + sides;
}
/* "WB", "BG", "GW". */
const char *talat_board_name(int board);
/* The board for "WB", "BG" or "GW" (first two bytes of s), else -1. */
static inline int
talat_board_from_name(const char *s)
{
	switch (s[0]) {
	case 'W': return s[1] == 'B' ? TALAT_WB : -1;
	case 'B': return s[1] == 'G' ? TALAT_BG : -1;
	case 'G': return s[1] == 'W' ? TALAT_GW : -1;
	}
	return -1;
}
/* Whether colour c plays on board b. (Inline, as the next one: the
 * rules ask at every ply.) */
static inline int
talat_board_has(int board, int colour)
{
	return colour == talat_board_low(board) ||
	    colour == talat_board_high(board);
}

/* The other colour on board b. */
static inline int
talat_board_other(int board, int colour)
{
	return colour == talat_board_low(board) ? talat_board_high(board) :
	    talat_board_low(board);
}
/* Writes "WL6" (4 bytes with NUL) into buf. */
void talat_tower_name(int tower, char buf[4]);
/* The tower for "WL6" (first three bytes), else -1. */
int talat_tower_from_name(const char *s);
/* Writes "c2" (3 bytes with NUL) into buf. */
void talat_square_name(int sq, char buf[3]);

/* The code point of the character s[0..len), one valid UTF-8 character
 * (the caller has measured it), when it is invisible or steers the
 * direction of the text around it (Unicode's format characters, Cf: the
 * zero-width space and joiners U+200B-U+200D, the marks and embeddings
 * of direction U+200E-U+200F and U+202A-U+202E, the isolates
 * U+2066-U+2069, the byte order mark U+FEFF, ...): a name holding one
 * looks like another, or shows the text beside it reversed. Else 0. */
static inline unsigned long
talat_utf8_invisible(const char *s, size_t len)
{
	static const unsigned long cf[][2] = {
		{ 0x00AD, 0x00AD }, { 0x0600, 0x0605 }, { 0x061C, 0x061C },
		{ 0x06DD, 0x06DD }, { 0x070F, 0x070F }, { 0x0890, 0x0891 },
		{ 0x08E2, 0x08E2 }, { 0x180E, 0x180E }, { 0x200B, 0x200F },
		{ 0x202A, 0x202E }, { 0x2060, 0x2064 }, { 0x2066, 0x206F },
		{ 0xFEFF, 0xFEFF }, { 0xFFF9, 0xFFFB }, { 0x110BD, 0x110BD },
		{ 0x110CD, 0x110CD }, { 0x13430, 0x1343F },
		{ 0x1BCA0, 0x1BCA3 }, { 0x1D173, 0x1D17A },
		{ 0xE0001, 0xE0001 }, { 0xE0020, 0xE007F },
	};
	const unsigned char *u = (const unsigned char *)s;
	unsigned long cp;
	size_t i;

	if (len == 2)
		cp = (u[0] & 0x1FUL) << 6 | (u[1] & 0x3FUL);
	else if (len == 3)
		cp = (u[0] & 0x0FUL) << 12 | (u[1] & 0x3FUL) << 6 |
		    (u[2] & 0x3FUL);
	else if (len == 4)
		cp = (u[0] & 0x07UL) << 18 | (u[1] & 0x3FUL) << 12 |
		    (u[2] & 0x3FUL) << 6 | (u[3] & 0x3FUL);
	else
		return 0;
	for (i = 0; i < sizeof(cf) / sizeof(cf[0]) && cf[i][0] <= cp; i++)
		if (cp <= cf[i][1])
			return cp;
	return 0;
}
/*
 * The capture relation of rules.md section 3: attacker type a, victim b.
 * A tower takes every tower one size smaller, one of its own size with
 * fewer sides, and the small triangle the large hexagon too. Row a of
 * the table holds the types a takes (bit b). (Inline: the dead-board
 * analysis asks it in its inner loops.)
 */
static inline int
talat_captures(int a, int b)
{
	static const unsigned short takes[TALAT_NTYPES] = {
		0x100, 0x001, 0x003,	/* S3 (L6), S4 (S3), S6 (S3 S4) */
		0x007, 0x00f, 0x01f,	/* M3 (S*), M4 (S* M3), M6 (S* M3 M4) */
		0x038, 0x078, 0x0f8	/* L3 (M*), L4 (M* L3), L6 (M* L3 L4) */
	};

	return (takes[a] >> b) & 1;
}
/* Why captures(a, b) fails, in words, e.g. "a small tower takes only the
 * large hexagon"; NULL when it holds. */
const char *talat_capture_reason(int a, int b);

#ifdef __cplusplus
}
#endif

#endif
