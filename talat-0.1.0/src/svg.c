/* SPDX-License-Identifier: ISC */
/* svg.c: a position as an SVG 1.1 picture (talat/svg.h). */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "talat/svg.h"
#include "talat/tpn.h"
#include "talat/dead.h"
#include "i18n.h"

/* --- geometry (user units) ---------------------------------------------- */

#define SQ 40			/* a square */
#define BOARD (5 * SQ)
#define BOARD_X0 26		/* left edge of board WB */
#define BOARD_STEP 238		/* from one board's left edge to the next */
#define BOARD_Y 60		/* top edge of the boards (rank 5) */
#define BAND 7			/* start line bands above and below */
#define HEAD_Y 44		/* baseline of the boards' names */
#define FOOT_Y (BOARD_Y + BOARD + BAND + 33)	/* of the line under them */
#define INFO_Y 20		/* baseline of the line saying who acts */
#define ROWS_Y 318		/* centre of the first row of captured towers */
#define ROW_STEP 34
#define ICON_X 124		/* centre of the first tower in a row, at
				   least (row_x) */
#define ICON_X_MAX 200		/* and at most */
#define ROW_LABEL 15		/* the font size of a row's label */
#define ICON_SCALE "0.625"	/* towers in a row, to those on a board */
#define ICON_STEP 48		/* from one tower to the next in a row,
				   before the scale: 30 units */

/* Radius of a tower of each size: three clearly different sizes. */
static const double size_radius[3] = { 9.5, 14.0, 18.5 };

/* Colours: fill, outline, and the rings that count the levels. */
static const char *const fill[TALAT_NCOLOURS] = {
	"#ffffff", "#1c1c1c", "#9a9a9a"
};
static const char *const ring[TALAT_NCOLOURS] = {
	"#6e6e6e", "#9a9a9a", "#3c3c3c"
};
static const char *const colour_word[TALAT_NCOLOURS] = {
	/* TRANSLATORS: a player, by the colour of their towers: in the
	 * picture of a position, beside the start line of that player on
	 * a board, and in the page of talat html. */
	N_("White"), N_("Black"), N_("Grey")
};
#define OUTLINE "#111111"

/*
 * The triangle (the rulebook's arrangement of the boards around the
 * table): the players sit at the corners of a triangle, W at the bottom
 * left, B at the top, G at the bottom right, and each board lies on the
 * side between its two players, its start lines towards them. Each
 * board is drawn as in the row, then turned about its centre and moved
 * to the middle of its side (board_transform).
 */
#define TRI_WIDTH TALAT_SVG_TRIANGLE_WIDTH
#define TRI_HEIGHT TALAT_SVG_TRIANGLE_HEIGHT
#define TRI_CX 357		/* the centre of the triangle */
#define TRI_CY 300
#define TRI_ROWS_Y 624		/* the rows of towers under it */

static int
board_x(int b)
{
	return BOARD_X0 + b * BOARD_STEP;
}

/* Centre of square sq of board b (rank 1 at the bottom). */
static int
square_cx(int b, int sq)
{
	return board_x(b) + talat_square_file(sq) * SQ + SQ / 2;
}

static int
square_cy(int sq)
{
	return BOARD_Y + (4 - talat_square_rank(sq)) * SQ + SQ / 2;
}

/* --- output: snprintf's contract over several writes ----------------- */


struct out {
	char *buf;
	size_t len;		/* room, with the NUL */
	size_t n;		/* length of everything written so far */
};

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static void
put(struct out *o, const char *fmt, ...)
{
	va_list ap;
	size_t room = o->n < o->len ? o->len - o->n : 0;
	int k;

	va_start(ap, fmt);
	k = vsnprintf(room ? o->buf + o->n : NULL, room, fmt, ap);
	va_end(ap);
	if (k > 0)
		o->n += (size_t)k;
}

static void
out_init(struct out *o, char *buf, size_t len)
{
	o->buf = buf;
	o->len = buf ? len : 0;
	o->n = 0;
	if (o->len)
		buf[0] = '\0';
}

/* --- labels: translated text of any length ----------------------------- */

/*
 * The advance widths of the printable ASCII characters in DejaVu Sans, the
 * picture's first font, in thousandths of an em; other characters are
 * taken as wide as a wide letter (Latin with accents, Cyrillic) or, from
 * U+2000 on, as an arrow.
 */
static const unsigned short ascii_em[95] = {
	318, 401, 460, 838, 636, 950, 780, 275, 390, 390, 500, 838, 318,
	361, 318, 337,						/* ' '../ */
	636, 636, 636, 636, 636, 636, 636, 636, 636, 636,	/* 0..9 */
	337, 337, 838, 838, 838, 531, 1000,			/* :..@ */
	684, 686, 698, 770, 632, 575, 775, 752, 295, 295, 656, 557, 863,
	748, 787, 603, 787, 695, 635, 611, 732, 684, 989, 685, 611, 685,
	390, 337, 390, 838, 500, 500,				/* [..` */
	613, 635, 550, 635, 615, 352, 635, 634, 278, 278, 579, 278, 974,
	634, 612, 635, 635, 411, 521, 392, 634, 592, 818, 592, 592, 525,
	636, 337, 636, 838					/* {..~ */
};

/*
 * How wide text is drawn at font size `size` (user units), as far as can
 * be told without the font: a little wider than DejaVu Sans draws it (a
 * browser may take Verdana, or a sans-serif of its own), bold wider.
 */
static double
text_width(const char *text, int size, int bold)
{
	const unsigned char *s = (const unsigned char *)text;
	unsigned long em = 0, cp;

	while (*s) {
		if (*s < 0x80) {
			em += *s >= 0x20 && *s < 0x7f ? ascii_em[*s - 0x20] : 0;
			s++;
			continue;
		}
		/* A UTF-8 sequence (the catalogues are checked by msgfmt). */
		cp = *s >= 0xf0 ? 0x10000 : *s >= 0xe0 ? (unsigned long)(*s &
		    0x0f) << 12 | (unsigned long)(s[1] & 0x3f) << 6 :
		    (unsigned long)(*s & 0x1f) << 6;
		em += cp >= 0x2000 ? 838 : 700;
		for (s++; (*s & 0xc0) == 0x80; s++)
			;
	}
	return em / 1000.0 * size * (bold ? 1.1 : 1.0) * 1.05;
}

/* Text in XML. */
static void
put_escaped(struct out *o, const char *text)
{
	const char *s, *run;

	for (s = run = text; *s; s++) {
		if (*s != '&' && *s != '<' && *s != '>')
			continue;
		put(o, "%.*s%s", (int)(s - run), run, *s == '&' ? "&amp;" :
		    *s == '<' ? "&lt;" : "&gt;");
		run = s + 1;
	}
	put(o, "%s", run);
}

/*
 * A label: <text> at x, y with the attributes attrs, text XML-escaped, at
 * font size `size` when it fits in max_w units as far as text_width can
 * tell, else as much smaller as it takes (a translation longer than the
 * English is never cut, nor drawn over its neighbours).
 */
static void
put_label(struct out *o, int x, int y, int size, int bold, double max_w,
    const char *attrs, const char *text)
{
	double w = text_width(text, size, bold);

	put(o, "<text x='%d' y='%d' ", x, y);
	if (w <= max_w)
		put(o, "font-size='%d'", size);
	else
		put(o, "font-size='%.1f'", (int)(size * max_w / w * 10) / 10.0);
	put(o, "%s%s>", bold ? " font-weight='bold'" : "", attrs);
	put_escaped(o, text);
	put(o, "</text>");
}

/* put_label() of a text from tl_aprintf(), which it frees; nothing drawn
 * when memory ran out. */
static void
put_label_free(struct out *o, int x, int y, int size, int bold,
    double max_w, const char *attrs, char *text)
{
	if (text == NULL)
		return;
	put_label(o, x, y, size, bold, max_w, attrs, text);
	free(text);
}

/* The x of the first tower of the rows under the boards: after the
 * longer of their labels. */
static int
row_x(void)
{
	double w = text_width(_("captured"), ROW_LABEL, 0);
	double p = text_width(_("to place"), ROW_LABEL, 0);
	int x = BOARD_X0 + (int)(w > p ? w : p) + 21;

	return x < ICON_X ? ICON_X : x > ICON_X_MAX ? ICON_X_MAX : x;
}

/* The transform attribute of board b's groups in layout l (none in the
 * row): its centre moved to the middle of its side of the triangle,
 * turned so that its ranks run from its first colour's corner to its
 * second's (WB by 30 degrees, BG by 150, GW by -90). */
static void
put_board_transform(struct out *o, int b, enum talat_svg_layout l)
{
	static const int angle[TALAT_NBOARDS] = { 30, 150, -90 };
	static const int side[TALAT_NBOARDS][2] = {
		/* the middle of each side, 185 units from the centre */
		{ -160, -92 }, { 160, -92 }, { 0, 185 }
	};
	int cx = board_x(b) + BOARD / 2, cy = BOARD_Y + BOARD / 2;

	if (l != TALAT_SVG_TRIANGLE)
		return;
	put(o, " transform='translate(%d %d) rotate(%d) translate(%d %d)'",
	    TRI_CX + side[b][0], TRI_CY + side[b][1], angle[b], -cx, -cy);
}

/* --- towers -------------------------------------------------------------- */

/* The outline of a type at radius r, centred on 0,0, as path data. */
static void
put_shape(struct out *o, int sides, double r)
{
	static const double tri[3][2] = {
		{ 0, -1.18 }, { 1.02, 0.59 }, { -1.02, 0.59 }
	};
	static const double hex[6][2] = {
		{ 0, -1.04 }, { 0.9, -0.52 }, { 0.9, 0.52 },
		{ 0, 1.04 }, { -0.9, 0.52 }, { -0.9, -0.52 }
	};
	int i;

	if (sides == 4) {
		double h = r * 0.84;
		put(o, "M%.1f %.1fH%.1fV%.1fH%.1fZ", -h, -h, h, h, -h);
		return;
	}
	for (i = 0; i < sides; i++) {
		const double *v = sides == 3 ? tri[i] : hex[i];
		put(o, "%c%.1f %.1f", i ? 'L' : 'M', v[0] * r, v[1] * r);
	}
	put(o, "Z");
}

static const int type_sides[3] = { 3, 4, 6 };

/* One definition per tower: its outline, and a ring for each level above
 * the first, so that the size reads even where the picture is small. */
static void
put_tower_defs(struct out *o)
{
	int t, c, size, sides, k;
	char name[4];

	for (t = 0; t < TALAT_NTOWERS; t++) {
		c = talat_tower_colour(t);
		size = talat_type_size(talat_tower_type(t));
		sides = type_sides[talat_tower_type(t) % 3];
		talat_tower_name(t, name);
		put(o, "<g id='%s'><path d='", name);
		put_shape(o, sides, size_radius[size]);
		put(o, "' fill='%s' stroke='%s' stroke-width='2' "
		    "stroke-linejoin='round'/>", fill[c], OUTLINE);
		for (k = size; k > 0; k--) {
			put(o, "<path d='");
			put_shape(o, sides, size_radius[size] * k /
			    (size + 1.0) * 0.92);
			put(o, "' fill='none' stroke='%s' "
			    "stroke-width='1.3'/>", ring[c]);
		}
		put(o, "</g>");
	}
}

/* The heads of the rows under the boards: a disc in the player's colour
 * and what the row holds, for rows at y 0. */
static void
put_row_defs(struct out *o)
{
	static const char *const what[2] = { "cap", "place" };
	/* TRANSLATORS: the label of a row of towers under the boards, after
	 * a disc in the colour of the player whose row it is: the towers
	 * that player captured ("captured" is also the name of TPN's field
	 * of the captured towers), or, while the towers are set up, those
	 * still to place. */
	const char *words[2] = { _("captured"), _("to place") };
	double max_w = row_x() - BOARD_X0 - 20;
	int c, k;

	for (c = 0; c < TALAT_NCOLOURS; c++)
		for (k = 0; k < 2; k++) {
			put(o, "<g id='%s-%c'><circle cx='%d' cy='0' r='8' "
			    "fill='%s' stroke='%s' stroke-width='2'/>",
			    what[k], talat_colour_char(c), BOARD_X0 - 12,
			    fill[c], OUTLINE);
			put_label(o, BOARD_X0, 5, ROW_LABEL, 0, max_w, "",
			    words[k]);
			put(o, "</g>");
		}
}

static void
put_tower(struct out *o, int t, int x, int y)
{
	char name[4];

	talat_tower_name(t, name);
	put(o, "<use xlink:href='#%s' x='%d' y='%d'/>", name, x, y);
}

/* --- the frame -------------------------------------------------------- */

static void
put_band(struct out *o, int b, int colour, int y)
{
	put(o, "<rect x='%d' y='%d' width='%d' height='%d' "
	    "fill='%s' stroke='%s'/>", board_x(b), y, BOARD, BAND,
	    fill[colour], OUTLINE);
}

static void
put_board_frame(struct out *o, int b, enum talat_svg_layout l)
{
	int x = board_x(b), i;

	put(o, "<g");
	put_board_transform(o, b, l);
	put(o, ">");
	put(o, "<text x='%d' y='%d' font-size='22' "
	    "font-weight='bold'>%s</text>", x, HEAD_Y, talat_board_name(b));
	put(o, "<rect x='%d' y='%d' width='%d' height='%d' "
	    "fill='#f6f1e7' stroke='#4d4232' stroke-width='2'/>",
	    x, BOARD_Y, BOARD, BOARD);
	put(o, "<path d='");
	for (i = 1; i < 5; i++)
		put(o, "M%d %dv%dM%d %dh%d", x + i * SQ, BOARD_Y, BOARD, x,
		    BOARD_Y + i * SQ, BOARD);
	put(o, "' stroke='#b3a68c' stroke-width='1'/>");
	/* Start lines: the second colour's at the top (rank 5), the
	 * first's at the bottom (rank 1), each with its letter beside. */
	put_band(o, b, talat_board_high(b), BOARD_Y - BAND);
	put_band(o, b, talat_board_low(b), BOARD_Y + BOARD);
	/* Beside the board's name: whose start line is at the top. */
	put_label_free(o, x + BOARD, HEAD_Y, 14, 0, BOARD - 44,
	    " text-anchor='end' fill='#444'", tl_aprintf("%s \xe2\x86\x93",
	    _(colour_word[talat_board_high(b)])));
	for (i = 0; i < 5; i++) {
		put(o, "<text x='%d' y='%d' font-size='15' "
		    "text-anchor='middle' fill='#444'>%c</text>",
		    x + i * SQ + SQ / 2, BOARD_Y + BOARD + BAND + 15, 'a' + i);
		put(o, "<text x='%d' y='%d' font-size='15' "
		    "text-anchor='middle' fill='#444'>%d</text>",
		    x - 10, BOARD_Y + i * SQ + SQ / 2 + 5, 5 - i);
	}
	put_label_free(o, x + BOARD, FOOT_Y, 14, 0, BOARD,
	    " text-anchor='end' fill='#444'", tl_aprintf("%s \xe2\x86\x91",
	    _(colour_word[talat_board_low(b)])));
	put(o, "</g>");
}

size_t
talat_svg_frame_in(char *buf, size_t len, enum talat_svg_layout l)
{
	struct out o;
	int b, w = TALAT_SVG_WIDTH, h = TALAT_SVG_HEIGHT;

	if (l == TALAT_SVG_TRIANGLE) {
		w = TRI_WIDTH;
		h = TRI_HEIGHT;
	}
	out_init(&o, buf, len);
	put(&o, "<svg xmlns='http://www.w3.org/2000/svg' "
	    "xmlns:xlink='http://www.w3.org/1999/xlink' version='1.1' "
	    "width='%d' height='%d' viewBox='0 0 %d %d' "
	    "font-family='DejaVu Sans, Verdana, sans-serif'>", w, h, w, h);
	put(&o, "<defs>");
	put_tower_defs(&o);
	put_row_defs(&o);
	put(&o, "</defs>");
	put(&o, "<rect width='%d' height='%d' fill='#ffffff'/>", w, h);
	for (b = 0; b < TALAT_NBOARDS; b++)
		put_board_frame(&o, b, l);
	return o.n;
}

void
talat_svg_marks_of(const struct talat_result *r, struct talat_svg_marks *m)
{
	int i;

	memset(m, 0, sizeof(*m));
	if (r->nplies > 0) {
		m->has_last = 1;
		m->last = r->plies[r->nplies - 1].action;
	}
	for (i = 0; i < r->nfreezes; i++)
		if (r->freezes[i].dead_after_ply >= 0)
			m->dead |= 1u << r->freezes[i].board;
	m->dead &= ~(unsigned)r->final.frozen;
}

int
talat_svg_marks_of_position(const struct talat_position *p,
    struct talat_svg_marks *m)
{
	int b, d;

	memset(m, 0, sizeof(*m));
	for (b = 0; b < TALAT_NBOARDS; b++) {
		if (p->frozen & (1u << b))
			continue;
		if ((d = talat_board_dead(p, b, NULL)) < 0)
			return TALAT_FAILED;
		if (d)
			m->dead |= 1u << b;
	}
	return 0;
}

/* --- the pieces of a position -------------------------------------------- */

static void
put_square_mark(struct out *o, int b, int sq, const char *fillc,
    const char *stroke)
{
	put(o, "<rect x='%d' y='%d' width='%d' height='%d' "
	    "fill='%s'", square_cx(b, sq) - SQ / 2 + 1,
	    square_cy(sq) - SQ / 2 + 1, SQ - 2, SQ - 2, fillc);
	if (stroke)
		put(o, " stroke='%s' stroke-width='2.5'", stroke);
	put(o, "/>");
}

static void
put_last(struct out *o, const struct talat_action *a)
{
	int b = a->board;

	if (a->kind == TALAT_PASS)
		return;
	if (a->kind != TALAT_PLACE) {
		put_square_mark(o, b, a->from, "#fbe8a6", NULL);
		put(o, "<line x1='%d' y1='%d' x2='%d' y2='%d' "
		    "stroke='#b8860b' stroke-width='4' "
		    "stroke-linecap='round'/>", square_cx(b, a->from),
		    square_cy(a->from), square_cx(b, a->to), square_cy(a->to));
	}
	if (a->kind == TALAT_CAPTURE)
		put_square_mark(o, b, a->to, "#f6c3bf", "#c0392b");
	else
		put_square_mark(o, b, a->to, "#f5d36b", "#b8860b");
}

/* The board's state under it, and its tint; the colour of the start
 * line at its foot is named at the other end of that line. */
static void
put_board_state(struct out *o, const struct talat_position *p,
    const struct talat_svg_marks *m, int b)
{
	int x = board_x(b);
	int frozen = (p->frozen >> b) & 1;
	int dead = m && ((m->dead >> b) & 1) && !frozen;
	double room = BOARD - 12 - text_width(_(colour_word[talat_board_low(b)]),
	    14, 0) - text_width(" \xe2\x86\x91", 14, 0);

	if (frozen) {
		put(o, "<rect x='%d' y='%d' width='%d' height='%d' "
		    "fill='#7fa7d9' fill-opacity='0.35' stroke='#1d5fa8' "
		    "stroke-width='4'/>", x, BOARD_Y, BOARD, BOARD);
		put_label(o, x, FOOT_Y, 17, 1, room, " fill='#1d5fa8'",
		    /* TRANSLATORS: under a board of the picture: the
		     * board is frozen (declared so). */
		    C_("board", "frozen"));
	} else if (dead) {
		/* Around the board and its start lines, clear of the
		 * ranks and files beside them. */
		put(o, "<rect x='%d' y='%d' width='%d' height='%d' "
		    "fill='none' stroke='#c0392b' stroke-width='3' "
		    "stroke-dasharray='10 6'/>", x - 1, BOARD_Y - BAND - 1,
		    BOARD + 2, BOARD + 2 * BAND + 2);
		put_label(o, x, FOOT_Y, 17, 1, room, " fill='#c0392b'",
		    /* TRANSLATORS: under a board of the picture: the
		     * board is dead (no capture can happen on it any
		     * more), not declared frozen. */
		    C_("board", "dead"));
	}
}

/* The TPN field of board b: the bth space-separated field of tpn. */
static void
board_field(const char *tpn, int b, char *field, size_t len)
{
	const char *s = tpn, *e;
	size_t n;

	while (b-- > 0 && (s = strchr(s, ' ')) != NULL)
		s++;
	if (s == NULL)
		s = "";
	e = strchr(s, ' ');
	n = e ? (size_t)(e - s) : strlen(s);
	if (n >= len)
		n = len - 1;
	memcpy(field, s, n);
	field[n] = '\0';
}

/* Whose turn it is and in what ply, as a whole sentence for each
 * colour and phase. */
static char *
turn_text(int c, int moving, long ply)
{
	switch (c) {
	case TALAT_WHITE:
		return moving ? tl_aprintf(_("White to act \u00b7 ply %ld"), ply) :
		    tl_aprintf(_("White to place \u00b7 ply %ld"), ply);
	case TALAT_BLACK:
		return moving ? tl_aprintf(_("Black to act \u00b7 ply %ld"), ply) :
		    tl_aprintf(_("Black to place \u00b7 ply %ld"), ply);
	default:
		return moving ? tl_aprintf(_("Grey to act \u00b7 ply %ld"), ply) :
		    tl_aprintf(_("Grey to place \u00b7 ply %ld"), ply);
	}
}

/* The line over the boards: whose turn (or the end), and the Zihin. */
static void
put_info(struct out *o, const struct talat_position *p)
{
	char *turn = p->to_act < 0 ?
	    tl_aprintf(_("Game over after ply %ld"), p->ply - 1) :
	    turn_text(p->to_act, talat_in_movement(p), p->ply);
	int x = BOARD_X0 - 16;
	char *zihin;

	if (p->zihin < 0) {
		put_label_free(o, x, INFO_Y, 17, 0, TALAT_SVG_WIDTH - 2 * x,
		    "", turn);
		return;
	}
	/* Two items of a list: the turn, and the colour of the Zihin. */
	/* TRANSLATORS: in the picture of a two-player game, after whose
	 * turn it is: the colour of the Zihin, the imaginary third player
	 * ("White", "Black" or "Grey" as translated). */
	zihin = tl_aprintf(_("Zihin: %s"), _(colour_word[(int)p->zihin]));
	if (turn != NULL && zihin != NULL)
		put_label_free(o, x, INFO_Y, 17, 0, TALAT_SVG_WIDTH - 2 * x,
		    "", tl_aprintf("%s \u00b7 %s", turn, zihin));
	free(turn);
	free(zihin);
}

/* A row per player: captured towers, or during setup those to place;
 * the towers drawn smaller, in a group scaled from the first one. */
static void
put_rows(struct out *o, const struct talat_position *p,
    const struct talat_svg_marks *m, int rows_y)
{
	int c, row = 0, k, t, n, y, setup = !talat_in_movement(p);
	int victim = m && m->has_last && m->last.kind == TALAT_CAPTURE ?
	    m->last.victim : -1, x = row_x();
	char name[4];

	for (c = 0; c < TALAT_NCOLOURS; c++) {
		if (c == p->zihin && !setup)	/* it never captures */
			continue;
		y = rows_y + row++ * ROW_STEP;
		put(o, "<use xlink:href='#%s-%c' y='%d'/>",
		    setup ? "place" : "cap", talat_colour_char(c), y);
		if (!setup && p->ncaptured[c] == 0) {
			put_label(o, x - 8, y + 5, ROW_LABEL, 0,
			    TALAT_SVG_WIDTH - x, " fill='#666'",
			    /* TRANSLATORS: in a row of the picture, after
			     * "captured": the player has captured no
			     * tower. */
			    _("none"));
			continue;
		}
		put(o, "<g transform='translate(%d %d) scale(" ICON_SCALE
		    ")'%s>", x, y, setup ? " opacity='0.75'" : "");
		for (k = 0, n = 0; k < (setup ? TALAT_NTYPES :
		    p->ncaptured[c]); k++) {
			t = setup ? talat_tower_of(c, k) : p->captured[c][k];
			if (setup && p->at[t] != TALAT_AT_UNPLACED)
				continue;
			if (t == victim && k == p->ncaptured[c] - 1)
				put(o, "<circle cx='%d' cy='0' r='24' "
				    "fill='#f6c3bf' stroke='#c0392b' "
				    "stroke-width='4'/>", n * ICON_STEP);
			talat_tower_name(t, name);
			put(o, "<use xlink:href='#%s' x='%d'/>", name,
			    n++ * ICON_STEP);
		}
		put(o, "</g>");
	}
}

size_t
talat_svg_pieces_in(char *buf, size_t len, const struct talat_position *p,
    const struct talat_svg_marks *m, enum talat_svg_layout l)
{
	char tpn[TALAT_TPN_MAX], field[TALAT_TPN_MAX];
	struct out o;
	int b, sq, t;

	out_init(&o, buf, len);
	talat_tpn_write(p, tpn);
	put(&o, "<g>");
	put_info(&o, p);
	for (b = 0; b < TALAT_NBOARDS; b++) {
		board_field(tpn, b, field, sizeof(field));
		put(&o, "<g");
		put_board_transform(&o, b, l);
		put(&o, "><title>%s: %s</title>", talat_board_name(b), field);
		put_board_state(&o, p, m, b);
		if (m && m->has_last && m->last.board == b)
			put_last(&o, &m->last);
		for (sq = 0; sq < TALAT_NSQUARES; sq++)
			if ((t = p->board[b][sq]) >= 0)
				put_tower(&o, t, square_cx(b, sq),
				    square_cy(sq));
		put(&o, "</g>");
	}
	put_rows(&o, p, m, l == TALAT_SVG_TRIANGLE ? TRI_ROWS_Y : ROWS_Y);
	put(&o, "</g>");
	return o.n;
}

size_t
talat_svg_squares_in(char *buf, size_t len, enum talat_svg_layout l)
{
	struct out o;
	char name[3];
	int b, sq;

	out_init(&o, buf, len);
	put(&o, "<g fill='#ffffff' fill-opacity='0' pointer-events='all'>");
	for (b = 0; b < TALAT_NBOARDS; b++) {
		put(&o, "<g");
		put_board_transform(&o, b, l);
		put(&o, ">");
		for (sq = 0; sq < TALAT_NSQUARES; sq++) {
			talat_square_name(sq, name);
			put(&o, "<rect x='%d' y='%d' width='%d' height='%d'>"
			    "<title>%s:%s</title></rect>",
			    square_cx(b, sq) - SQ / 2, square_cy(sq) - SQ / 2,
			    SQ, SQ, talat_board_name(b), name);
		}
		put(&o, "</g>");
	}
	put(&o, "</g>");
	return o.n;
}

size_t
talat_svg_write_in(char *buf, size_t len, const struct talat_position *p,
    const struct talat_svg_marks *m, enum talat_svg_layout l)
{
	char tpn[TALAT_TPN_MAX], *title;
	struct out o;
	size_t k;

	out_init(&o, buf, len);
	put(&o, "<?xml version='1.0' encoding='UTF-8'?>\n");
	k = talat_svg_frame_in(o.n < o.len ? buf + o.n : NULL,
	    o.n < o.len ? o.len - o.n : 0, l);
	o.n += k;
	talat_tpn_write(p, tpn);
	/* TRANSLATORS: the title of the picture of a position given by its
	 * TPN. */
	if ((title = tl_aprintf(_("Talat position %s"), tpn)) != NULL) {
		put(&o, "<title>");
		put_escaped(&o, title);
		put(&o, "</title>");
		free(title);
	}
	k = talat_svg_pieces_in(o.n < o.len ? buf + o.n : NULL,
	    o.n < o.len ? o.len - o.n : 0, p, m, l);
	o.n += k;
	put(&o, "%s", TALAT_SVG_END);
	return o.n;
}
