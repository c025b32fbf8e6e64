/* SPDX-License-Identifier: ISC */
/*
 * talat/svg.h: a position as an SVG 1.1 picture (talat show --format svg,
 * talat html).
 *
 * The three boards stand in a row, each as its first colour sees it (rank
 * 1, that colour's start line, at the bottom), labelled, with both start
 * lines drawn as bands in the colour of their owner. Towers are drawn by
 * shape (triangle, square, hexagon), size (one, two or three rings) and
 * colour (white, black, grey, each with a dark outline). The last ply is
 * marked (from and to squares, and the captured tower in its captor's
 * list), frozen and dead-but-undeclared boards are marked, and each
 * player's captured towers (during setup: towers still to place) stand in
 * a row under the boards.
 *
 * The picture is two parts so that a page can draw many positions on one
 * frame: the frame (root element, definitions, the boards' squares and
 * labels) and the pieces of one position. talat_svg_write_in() writes both
 * and the end tag. Every reference in the picture is to an element of
 * the picture itself.
 *
 * Each function writes into buf (at most len bytes with the NUL, as
 * snprintf does) and returns the length of the whole text, so that a
 * caller can size its buffer by a first call with len 0.
 */
#ifndef TALAT_SVG_H
#define TALAT_SVG_H

#include <stddef.h>
#include "talat/position.h"
#include "talat/replay.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The picture's size in user units (the viewBox, and width and height). */
#define TALAT_SVG_WIDTH 714
#define TALAT_SVG_HEIGHT 410

/* What is marked on a position besides the position itself. */
struct talat_svg_marks {
	int has_last;			/* 1: `last` is the ply that led here */
	struct talat_action last;	/* PLACE, STEP or CAPTURE (PASS: none) */
	unsigned dead;			/* bit b: board b is dead, not declared
					   frozen */
};

/* The marks of the last position of a replay: its last ply, and the
 * boards dead but not declared frozen. */
void talat_svg_marks_of(const struct talat_result *r,
    struct talat_svg_marks *m);
/* The marks of a position alone (a TPN): no last ply, and the boards the
 * oracle finds dead that p does not give as frozen. 0, or -1
 * (TALAT_FAILED) when memory ran out. */
int talat_svg_marks_of_position(const struct talat_position *p,
    struct talat_svg_marks *m);

/*
 * How the three boards are laid out: in a row (TALAT_SVG_WIDTH by
 * TALAT_SVG_HEIGHT), or as the rulebook shows them around the table, a
 * triangle with the players at its corners (W bottom left, B top, G
 * bottom right), each board on the side between its two players and
 * turned so that its start lines face them (a picture of
 * TALAT_SVG_TRIANGLE_WIDTH by TALAT_SVG_TRIANGLE_HEIGHT). Every function
 * below takes the layout (the _in of their names).
 */
enum talat_svg_layout { TALAT_SVG_ROW, TALAT_SVG_TRIANGLE };
#define TALAT_SVG_TRIANGLE_WIDTH 714
#define TALAT_SVG_TRIANGLE_HEIGHT 720
/* The root element up to the boards (no XML declaration). */
size_t talat_svg_frame_in(char *buf, size_t len, enum talat_svg_layout l);
/* One group with the pieces and marks of p, to go after the frame. */
size_t talat_svg_pieces_in(char *buf, size_t len,
    const struct talat_position *p, const struct talat_svg_marks *m,
    enum talat_svg_layout l);
/* The whole document: XML declaration, frame, pieces, end tag. */
size_t talat_svg_write_in(char *buf, size_t len,
    const struct talat_position *p, const struct talat_svg_marks *m,
    enum talat_svg_layout l);

/*
 * One group of the 75 squares of layout l, each an invisible rect (fill
 * opacity 0, yet taking the pointer: pointer-events all) whose <title>
 * names it ("WB:c1"), to go last in a picture of that layout: a page
 * tells by it which square is pointed at or clicked (talat html's entry
 * of a scoresheet), and may tint a square by its style.
 */
size_t talat_svg_squares_in(char *buf, size_t len, enum talat_svg_layout l);

/* The end tag that closes a frame. */
#define TALAT_SVG_END "</svg>\n"

#ifdef __cplusplus
}
#endif

#endif
