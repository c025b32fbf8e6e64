/* SPDX-License-Identifier: ISC */
/* base.c: names and the capture relation. */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "talat/base.h"
#include "i18n.h"
#include "base_private.h"

static const char colour_chars[] = "WBG";
static const char *const type_names[TALAT_NTYPES] = {
	"S3", "S4", "S6", "M3", "M4", "M6", "L3", "L4", "L6"
};
static const char *const board_names[TALAT_NBOARDS] = { "WB", "BG", "GW" };

char
talat_colour_char(int colour)
{
	return colour >= 0 && colour < TALAT_NCOLOURS ? colour_chars[colour] : '?';
}

int
talat_colour_from_char(int c)
{
	switch (c) {
	case 'W': return TALAT_WHITE;
	case 'B': return TALAT_BLACK;
	case 'G': return TALAT_GREY;
	}
	return -1;
}

const char *
talat_type_name(int type)
{
	return type >= 0 && type < TALAT_NTYPES ? type_names[type] : "??";
}

const char *
talat_board_name(int board)
{
	return board >= 0 && board < TALAT_NBOARDS ? board_names[board] : "??";
}

int
talat_board_of(int c1, int c2)
{
	if (c1 == c2 || c1 < 0 || c2 < 0 || c1 > 2 || c2 > 2)
		return -1;
	return (c2 == (c1 + 1) % 3) ? c1 : c2;
}

void
talat_tower_name(int tower, char buf[4])
{
	const char *t = talat_type_name(talat_tower_type(tower));

	buf[0] = talat_colour_char(talat_tower_colour(tower));
	buf[1] = t[0];
	buf[2] = t[1];
	buf[3] = '\0';
}

int
talat_tower_from_name(const char *s)
{
	int c = talat_colour_from_char((unsigned char)s[0]), t;

	if (c < 0)
		return -1;
	if ((t = talat_type_from_name(s + 1)) < 0)
		return -1;
	return talat_tower_of(c, t);
}

void
talat_square_name(int sq, char buf[3])
{
	buf[0] = (char)('a' + talat_square_file(sq));
	buf[1] = (char)('1' + talat_square_rank(sq));
	buf[2] = '\0';
}

const char *
talat_capture_reason(int a, int b)
{
	int sa = talat_type_size(a), sb = talat_type_size(b);

	if (talat_captures(a, b))
		return NULL;
	if (a == b)
		return _("equal types never take each other");
	if (sa == 0 && sb == 2)
		return a == TALAT_S3 ? _("a small triangle takes only the large hexagon among large towers") :
		    _("a small tower takes only the large hexagon, and only a small triangle does");
	if (sa == 2 && sb == 0)
		return _("a large tower never takes a small one");
	if (sa < sb)
		return _("a tower never takes a larger one");
	/* same size, fewer or equal sides */
	return _("a tower takes one of its own size only with more sides");
}

static int
same_char(int a, int b, int fold_case)
{
	if (fold_case) {
		a = tolower((unsigned char)a);
		b = tolower((unsigned char)b);
	}
	return a == b;
}

size_t
talat_edit_distance(const char *a, const char *b, int fold_case)
{
	size_t la = strlen(a), lb = strlen(b), i, j, diag, up, d;
	size_t row[TALAT_EDIT_MAX + 1];	/* by the length of b's prefix */

	if (lb > TALAT_EDIT_MAX)
		return (size_t)-1;
	for (j = 0; j <= lb; j++)
		row[j] = j;
	for (i = 1; i <= la; i++) {
		diag = row[0];
		row[0] = i;
		for (j = 1; j <= lb; j++) {
			up = row[j];
			d = diag + !same_char(a[i - 1], b[j - 1], fold_case);
			if (up + 1 < d)
				d = up + 1;
			if (row[j - 1] + 1 < d)
				d = row[j - 1] + 1;
			row[j] = d;
			diag = up;
		}
	}
	return row[lb];
}

size_t
talat_utf8_len(const char *s, size_t n)
{
	const unsigned char *u = (const unsigned char *)s;
	unsigned char lo = 0x80, hi = 0xBF;
	size_t len, i;

	if (n == 0)
		return 0;
	if (u[0] < 0x80)
		return 1;
	if (u[0] >= 0xC2 && u[0] <= 0xDF)
		len = 2;
	else if (u[0] >= 0xE0 && u[0] <= 0xEF) {
		len = 3;
		if (u[0] == 0xE0)
			lo = 0xA0;
		else if (u[0] == 0xED)
			hi = 0x9F;
	} else if (u[0] >= 0xF0 && u[0] <= 0xF4) {
		len = 4;
		if (u[0] == 0xF0)
			lo = 0x90;
		else if (u[0] == 0xF4)
			hi = 0x8F;
	} else
		return 0;
	if (n < len || u[1] < lo || u[1] > hi)
		return 0;
	for (i = 2; i < len; i++)
		if (u[i] < 0x80 || u[i] > 0xBF)
			return 0;
	return len;
}

/* Whether s[0..n) is the start of a UTF-8 sequence that n cuts short: a
 * lead byte whose sequence is longer than n, then continuation bytes. */
static int
cut_short(const unsigned char *s, size_t n)
{
	size_t len, i;

	if (s[0] >= 0xC2 && s[0] <= 0xDF)
		len = 2;
	else if (s[0] >= 0xE0 && s[0] <= 0xEF)
		len = 3;
	else if (s[0] >= 0xF0 && s[0] <= 0xF4)
		len = 4;
	else
		return 0;
	if (n >= len)
		return 0;
	for (i = 1; i < n; i++)
		if (s[i] < 0x80 || s[i] > 0xBF)
			return 0;
	return 1;
}

size_t
talat_utf8_prefix(const char *s, size_t n, size_t max)
{
	size_t i = 0, chars = 0, k;

	while (i < n && chars < max) {
		if ((k = talat_utf8_len(s + i, n - i)) == 0) {
			if (cut_short((const unsigned char *)s + i, n - i))
				break;
			k = 1;
		}
		i += k;
		chars++;
	}
	return i;
}

const char *
tl_list(char *buf, size_t size, const char *const *items, size_t n,
    enum tl_list kind)
{
	char tmp[TL_LIST_MAX];
	size_t i;

	if (size > sizeof(tmp))
		size = sizeof(tmp);
	if (size == 0)
		return buf;
	buf[0] = '\0';
	for (i = 0; i < n; i++) {
		if (i == 0) {
			snprintf(buf, size, "%s", items[0]);
			continue;
		}
		if (i + 1 < n || kind == TL_ENUM)
			/* TRANSLATORS: two items of a list of three or more
			 * ("W 31, G 26"; "a, b or c" before its last item):
			 * the list so far, then the next item. */
			snprintf(tmp, size, C_("list", "%1$s, %2$s"), buf,
			    items[i]);
		else if (kind == TL_OR)
			/* TRANSLATORS: the last two items of a list of
			 * alternatives ("place, step, capture or pass"):
			 * the list so far, then the last item. */
			snprintf(tmp, size, C_("list", "%1$s or %2$s"), buf,
			    items[i]);
		else
			/* TRANSLATORS: the last two items of a list ("Ann,
			 * Ben and Cid"): the list so far, then the last item. */
			snprintf(tmp, size, C_("list", "%1$s and %2$s"), buf,
			    items[i]);
		memcpy(buf, tmp, strlen(tmp) + 1);
	}
	/* A cut never ends inside a UTF-8 character. */
	i = strlen(buf);
	buf[talat_utf8_prefix(buf, i, (size_t)-1)] = '\0';
	return buf;
}

const char *
tl_hundredths(long hundredths, char buf[32])
{
	/* TRANSLATORS: the decimal separator of a number such as 1.50
	 * (a shared win counts 0.50): "," in most European languages. */
	const char *sep = C_("decimal separator", ".");

	snprintf(buf, 32, "%ld%s%02ld", hundredths / 100, sep,
	    hundredths % 100);
	return buf;
}

char *
tl_aprintf(const char *fmt, ...)
{
	va_list ap;
	char *text;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (n < 0 || (text = malloc((size_t)n + 1)) == NULL)
		return NULL;
	va_start(ap, fmt);
	vsnprintf(text, (size_t)n + 1, fmt, ap);
	va_end(ap);
	return text;
}
