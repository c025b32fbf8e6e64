/* SPDX-License-Identifier: ISC */
/* tpn.c: Talat Position Notation (tgn.md section 6), written and read. */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "talat/tpn.h"
#include "talat/dead.h"
#include "talat/rules.h"
#include "i18n.h"
#include "base_private.h"
#include "position_private.h"
#include "diag_private.h"
#include "diag_raise.h"

static const char *const field_names[7] = {
	N_("board WB"), N_("board BG"), N_("board GW"), N_("to act"),
	N_("captured"), N_("frozen"), N_("ply")
};

static char *
put_board(const struct talat_position *p, int b, char *o)
{
	int rank, file, t, empty;

	for (rank = 4; rank >= 0; rank--) {
		empty = 0;
		for (file = 0; file < 5; file++) {
			t = p->board[b][talat_square_at(file, rank)];
			if (t < 0) {
				empty++;
				continue;
			}
			if (empty)
				*o++ = (char)('0' + empty);
			empty = 0;
			talat_tower_name(t, o);
			o += 3;
		}
		if (empty)
			*o++ = (char)('0' + empty);
		if (rank > 0)
			*o++ = '/';
	}
	return o;
}

void
talat_tpn_write(const struct talat_position *p, char *buf)
{
	char *o = buf;
	int b, c, i, any;

	for (b = 0; b < TALAT_NBOARDS; b++) {
		o = put_board(p, b, o);
		*o++ = ' ';
	}
	*o++ = p->to_act < 0 ? '-' : talat_colour_char(p->to_act);
	*o++ = ' ';
	for (c = 0; c < TALAT_NCOLOURS; c++) {
		if (c > 0)
			*o++ = '/';
		if (p->ncaptured[c] == 0)
			*o++ = '-';
		for (i = 0; i < p->ncaptured[c]; i++) {
			if (i > 0)
				*o++ = ',';
			talat_tower_name(p->captured[c][i], o);
			o += 3;
		}
	}
	*o++ = ' ';
	any = 0;
	for (b = 0; b < TALAT_NBOARDS; b++) {
		if (!(p->frozen & (1u << b)))
			continue;
		if (any)
			*o++ = ',';
		memcpy(o, talat_board_name(b), 2);
		o += 2;
		any = 1;
	}
	if (!any)
		*o++ = '-';
	snprintf(o, (size_t)(TALAT_TPN_MAX - (o - buf)), " %ld", p->ply);
}

struct tpn_reader {
	char *err;
	size_t errlen;
	int field;
};

static int
fail(struct tpn_reader *r, enum talat_diag_kind kind, ...)
{
	struct talat_msg m;
	va_list ap;
	int n;

	va_start(ap, kind);
	talat_msg_vset(&m, kind, ap);
	va_end(ap);
	/* The field is the place of the diagnostic, as FILE:LINE:COLUMN is. */
	/* TRANSLATORS: the number and the name of a field of a TPN, then
	 * what is wrong with it. */
	if (r->errlen == 0)
		return -1;
	n = snprintf(r->err, r->errlen, _("TPN field %d (%s): %s"),
	    r->field + 1, _(field_names[r->field]), m.text);
	if (n < 0)
		r->err[0] = '\0';
	else if ((size_t)n >= r->errlen)	/* cut, never inside a character */
		r->err[talat_utf8_prefix(r->err, r->errlen - 1,
		    (size_t)-1)] = '\0';
	return -1;
}
#define fail(r, ...) (TL_DIAG_CHECK(__VA_ARGS__), fail(r, __VA_ARGS__))

/* s[0..len) of a field stands where a tower name should and is none:
 * quotes up to three characters of it, not past a '/' or a ',' (the
 * separator itself when it stands first). */
static int
not_a_tower(struct tpn_reader *r, const char *s, size_t len)
{
	size_t n = 0;

	while (n < len && s[n] != '/' && s[n] != ',')
		n++;
	if (n == 0)
		n = talat_utf8_prefix(s, len, 1);
	return fail(r, TALAT_D_TPN_NOT_TOWER, (int)talat_utf8_prefix(s, n, 3),
	    s);
}

static int
place_tower(struct tpn_reader *r, struct talat_position *p, int tower,
    int where)
{
	char name[4];

	talat_tower_name(tower, name);
	if (p->at[tower] != TALAT_AT_UNPLACED)
		return fail(r, TALAT_D_TPN_TOWER_TWICE, name);
	p->at[tower] = (signed char)where;
	return 0;
}

static int
read_board(struct tpn_reader *r, struct talat_position *p, int b,
    const char *s, size_t len)
{
	size_t i = 0;
	int rank = 4, file = 0, prev_digit = 0, t;
	char name[4];

	while (i <= len) {
		if (i == len || s[i] == '/') {
			if (file != 5)
				return fail(r, TALAT_D_TPN_RANK_SQUARES, rank + 1, file);
			if (i == len)
				break;
			if (--rank < 0)
				return fail(r, TALAT_D_TPN_RANKS_MORE);
			file = 0;
			prev_digit = 0;
			i++;
			continue;
		}
		if (s[i] >= '1' && s[i] <= '5') {
			if (prev_digit)
				return fail(r, TALAT_D_TPN_TWO_DIGITS, rank + 1);
			file += s[i] - '0';
			prev_digit = 1;
			i++;
		} else {
			if (len - i < 3 ||
			    (t = talat_tower_from_name(s + i)) < 0)
				return not_a_tower(r, s + i, len - i);
			talat_tower_name(t, name);
			if (!talat_board_has(b, talat_tower_colour(t)))
				return fail(r, TALAT_D_TPN_WRONG_BOARD,
				    name, talat_board_name(b));
			if (file >= 5)
				return fail(r, TALAT_D_TPN_RANK_LONG, rank + 1);
			if (place_tower(r, p, t, b * 25 +
			    talat_square_at(file, rank)) < 0)
				return -1;
			p->board[b][talat_square_at(file, rank)] =
			    (signed char)t;
			file++;
			prev_digit = 0;
			i += 3;
		}
		if (file > 5)
			return fail(r, TALAT_D_TPN_RANK_LONG,
			    rank + 1);
	}
	if (rank != 0)
		return fail(r, TALAT_D_TPN_RANKS_FEWER, 5 - rank);
	return 0;
}

static int
read_captured(struct tpn_reader *r, struct talat_position *p,
    const char *s, size_t len)
{
	int c = 0, t;
	size_t i = 0;
	char name[4];

	for (;;) {
		if (i < len && s[i] == '-') {
			i++;
		} else {
			for (;;) {
				if (len - i < 3 ||
				    (t = talat_tower_from_name(s + i)) < 0)
					return not_a_tower(r, s + i, len - i);
				talat_tower_name(t, name);
				if (talat_tower_colour(t) == c)
					return fail(r, TALAT_D_TPN_OWN_CAPTURE, talat_colour_char(c),
					    name);
				if (p->ncaptured[c] >= TALAT_MAXCAPTURED)
					return fail(r, TALAT_D_TPN_TOO_MANY);
				if (place_tower(r, p, t, TALAT_AT_CAPTURED) < 0)
					return -1;
				p->captured[c][p->ncaptured[c]++] =
				    (signed char)t;
				i += 3;
				if (i < len && s[i] == ',') {
					i++;
					continue;
				}
				break;
			}
		}
		if (i == len)
			break;
		if (s[i] != '/' || c == 2)
			return fail(r, TALAT_D_TPN_EXPECTED_SEPARATOR,
			    (int)talat_utf8_prefix(s + i, len - i, 1), s + i);
		c++;
		i++;
	}
	if (c != 2)
		return fail(r, TALAT_D_TPN_LISTS, c + 1);
	return 0;
}

static int
read_frozen(struct tpn_reader *r, struct talat_position *p, const char *s,
    size_t len)
{
	size_t i = 0;
	int b, last = -1;

	if (len == 1 && s[0] == '-')
		return 0;
	for (;;) {
		if (len - i < 2 || (b = talat_board_from_name(s + i)) < 0)
			return fail(r, TALAT_D_TPN_EXPECTED_BOARD);
		if (b <= last)
			return fail(r, TALAT_D_TPN_BOARD_ORDER);
		p->frozen |= (unsigned char)(1u << b);
		last = b;
		i += 2;
		if (i == len)
			return 0;
		if (s[i++] != ',')
			return fail(r, TALAT_D_TPN_EXPECTED_COMMA);
	}
}

/* Every tower on a board or captured, but for at most one (the Zihin's). */
static int
read_census(struct tpn_reader *r, struct talat_position *p)
{
	int t, missing = -1, z;
	char name[4], other[4];

	r->field = 4;
	for (t = 0; t < TALAT_NTOWERS; t++) {
		if (p->at[t] != TALAT_AT_UNPLACED)
			continue;
		if (missing >= 0) {
			talat_tower_name(missing, name);
			talat_tower_name(t, other);
			return fail(r, TALAT_D_TPN_MISSING_TOWERS, name, other);
		}
		missing = t;
	}
	p->zihin = -1;
	p->placed = 27;
	if (missing < 0)
		return 0;
	z = talat_tower_colour(missing);
	p->zihin = (signed char)z;
	p->at[missing] = TALAT_AT_OUT;
	p->placed = 26;
	if (p->ncaptured[z] > 0) {
		talat_tower_name(missing, name);
		return fail(r, TALAT_D_TPN_ZIHIN_CAPTURES, talat_colour_char(z),
		    name);
	}
	if (p->to_act == z) {
		r->field = 3;
		return fail(r, TALAT_D_TPN_ZIHIN_ACTS,
		    talat_colour_char(z));
	}
	return 0;
}

int
talat_tpn_like(const char *s)
{
	const char *c;
	int spaces = 0;

	for (c = s; *c != '\0'; c++)
		spaces += *c == ' ';
	if (spaces >= 6)	/* seven fields: a TPN, right or wrong */
		return 1;
	for (c = s; *c != '\0' && *c != ' '; c++)
		if (strchr("123456/WBGSMLwbgsml", *c) == NULL)
			return 0;
	return 1;
}

int
talat_tpn_parse_syntax(const char *s, struct talat_position *p, char *err,
    size_t errlen)
{
	struct tpn_reader r = { err, errlen, 0 };
	struct talat_msg m;
	const char *f[7], *e;
	size_t flen[7];
	int i, rc;
	long ply;
	char *end;

	talat_position_init(p, -1, -1);
	/* Text that is no TPN at all: what a TPN is, no field's fault. */
	if (!talat_tpn_like(s)) {
		talat_msg_set(&m, TALAT_D_TPN_NOT_TPN);
		if (snprintf(err, errlen, "%s", m.text) < 0 && errlen > 0)
			err[0] = '\0';
		return -1;
	}
	for (i = 0; i < 7; i++) {
		r.field = i;
		e = strchr(s, ' ');
		if (e == NULL)
			e = s + strlen(s);
		if (e == s)
			return fail(&r, TALAT_D_TPN_EMPTY_FIELD);
		f[i] = s;
		flen[i] = (size_t)(e - s);
		if (*e == '\0' && i < 6) {
			r.field = i + 1;	/* the first one missing */
			return fail(&r, TALAT_D_TPN_MISSING_FIELD);
		}
		s = *e && i < 6 ? e + 1 : e;	/* a space after field 7 is text */
	}
	if (*s != '\0') {
		r.field = 6;
		return fail(&r, TALAT_D_TPN_TRAILING);
	}
	for (i = 0; i < 3; i++) {
		r.field = i;
		if ((rc = read_board(&r, p, i, f[i], flen[i])) < 0)
			return rc;
	}
	r.field = 3;
	if (flen[3] != 1 || (f[3][0] != '-' &&
	    talat_colour_from_char((unsigned char)f[3][0]) < 0))
		return fail(&r, TALAT_D_TPN_EXPECTED_TO_ACT);
	p->to_act = (signed char)(f[3][0] == '-' ? -1 :
	    talat_colour_from_char((unsigned char)f[3][0]));
	r.field = 4;
	if (read_captured(&r, p, f[4], flen[4]) < 0)
		return -1;
	r.field = 5;
	if (read_frozen(&r, p, f[5], flen[5]) < 0)
		return -1;
	if (p->to_act < 0 && !talat_game_over(p)) {
		r.field = 3;
		if (talat_frozen_count(p))
			return fail(&r, TALAT_D_TPN_OVER_ONE_FROZEN);
		return fail(&r, TALAT_D_TPN_OVER_NONE_FROZEN);
	}
	r.field = 6;
	for (i = 0; i < (int)flen[6]; i++)
		if (!isdigit((unsigned char)f[6][i]))
			return fail(&r, TALAT_D_TPN_EXPECTED_PLY);
	errno = 0;
	ply = strtol(f[6], &end, 10);
	if (errno == ERANGE || ply < 1 || ply > TALAT_PLY_MAX)
		return fail(&r, TALAT_D_TPN_PLY_RANGE);
	p->ply = ply;
	if (read_census(&r, p) < 0)
		return -1;
	if (ply <= talat_setup_length(p->zihin)) {
		r.field = 6;
		return fail(&r, TALAT_D_TPN_PLY_SETUP, talat_setup_length(p->zihin) + 1);
	}
	return 0;
}

int
talat_tpn_parse(const char *s, struct talat_position *p, char *err,
    size_t errlen)
{
	struct tpn_reader r = { err, errlen, 5 };
	int b, dead;

	if (talat_tpn_parse_syntax(s, p, err, errlen) < 0)
		return -1;
	for (b = 0; b < TALAT_NBOARDS; b++) {
		if (!(p->frozen & (1u << b)))
			continue;
		if ((dead = talat_board_dead(p, b, NULL)) < 0) {
			snprintf(err, errlen, "%s", _("out of memory"));
			errno = ENOMEM;
			return TALAT_TPN_FAILED;
		}
		if (!dead)
			return fail(&r, TALAT_D_TPN_FROZEN_LIVE,
			    talat_board_name(b));
	}
	return 0;
}
