/* SPDX-License-Identifier: ISC */
/* yaml_resolve.c: what a plain YAML scalar resolves to, and so which
 * strings the summaries must quote. */
#include <stddef.h>
#include <string.h>
#include "yaml_private.h"

/* --- the plain-scalar resolver -------------------------------------------- */

static int
is_digit(int c)
{
	return c >= '0' && c <= '9';
}

static int
lower(int c)
{
	return c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c;
}

/* Whether s (n bytes) equals the lower-case word w in any case. */
static int
word_is(const char *s, size_t n, const char *w)
{
	size_t i;

	if (strlen(w) != n)
		return 0;
	for (i = 0; i < n; i++)
		if (lower((unsigned char)s[i]) != w[i])
			return 0;
	return 1;
}

/* Whether every byte of s[i..n) is in set, and there is at least one. */
static int
all_of(const char *s, size_t i, size_t n, const char *set)
{
	if (i >= n)
		return 0;
	for (; i < n; i++)
		if (strchr(set, s[i]) == NULL || s[i] == '\0')
			return 0;
	return 1;
}

/* [0-9][0-9_]* (':' [0-5]?[0-9])+ from s[i], then optionally '.' [0-9_]*
 * when `frac` (a base 60 float) ; returns whether it matches to n. */
static int
sexagesimal(const char *s, size_t i, size_t n, int frac)
{
	size_t groups = 0, k;

	if (i >= n || !is_digit((unsigned char)s[i]))
		return 0;
	while (i < n && (is_digit((unsigned char)s[i]) || s[i] == '_'))
		i++;
	while (i < n && s[i] == ':') {
		i++;
		for (k = 0; k < 2 && i < n && is_digit((unsigned char)s[i]); k++)
			i++;
		if (k == 0 || (k == 2 && s[i - 2] > '5'))
			return 0;
		groups++;
	}
	if (groups == 0)
		return 0;
	if (!frac)
		return i == n;
	if (i >= n || s[i] != '.')
		return 0;
	for (i++; i < n; i++)
		if (!is_digit((unsigned char)s[i]) && s[i] != '_')
			return 0;
	return 1;
}

static int
is_int(const char *s, size_t n)
{
	size_t i = 0;

	if (i < n && (s[i] == '-' || s[i] == '+'))
		i++;
	if (i + 1 < n && s[i] == '0') {
		switch (s[i + 1]) {
		case 'b':
			return all_of(s, i + 2, n, "01_");
		case 'x':
			return all_of(s, i + 2, n, "0123456789abcdefABCDEF_");
		case 'o':
			return all_of(s, i + 2, n, "01234567_");
		}
	}
	/* Decimal and 1.1 octal, generously ("0_9" and "09" too). */
	if (i < n && is_digit((unsigned char)s[i]) &&
	    all_of(s, i, n, "0123456789_"))
		return 1;
	return sexagesimal(s, i, n, 0);
}

static int
is_float(const char *s, size_t n)
{
	size_t i = 0, start;
	int dot = 0, exp = 0;

	if (i < n && (s[i] == '-' || s[i] == '+'))
		i++;
	if (word_is(s + i, n - i, ".inf") || word_is(s + i, n - i, ".nan"))
		return 1;
	if (sexagesimal(s, i, n, 1))
		return 1;
	/* Mantissa: digits, '_' and '.' (1.1 allows "1.2.3"), starting with
	 * a digit or a dot; then an exponent with an optional sign (1.2). */
	start = i;
	if (i >= n || !(is_digit((unsigned char)s[i]) || s[i] == '.'))
		return 0;
	for (; i < n && (is_digit((unsigned char)s[i]) || s[i] == '_' ||
	    s[i] == '.'); i++)
		if (s[i] == '.')
			dot = 1;
	if (i < n && (s[i] == 'e' || s[i] == 'E') && i > start) {
		i++;
		if (i < n && (s[i] == '-' || s[i] == '+'))
			i++;
		if (i >= n || !is_digit((unsigned char)s[i]))
			return 0;
		while (i < n && is_digit((unsigned char)s[i]))
			i++;
		exp = 1;
	}
	return i == n && (dot || exp);
}

/* YYYY-M?M-D?D, alone or followed by a time ([Tt] or blanks, then
 * anything: judged a timestamp whatever the rest is). */
static int
is_timestamp(const char *s, size_t n)
{
	size_t i, k;

	for (i = 0; i < 4; i++)
		if (i >= n || !is_digit((unsigned char)s[i]))
			return 0;
	if (i >= n || s[i++] != '-')
		return 0;
	for (k = 0; k < 2 && i < n && is_digit((unsigned char)s[i]); k++)
		i++;
	if (k == 0 || i >= n || s[i++] != '-')
		return 0;
	for (k = 0; k < 2 && i < n && is_digit((unsigned char)s[i]); k++)
		i++;
	if (k == 0)
		return 0;
	return i == n || s[i] == 'T' || s[i] == 't' || s[i] == ' ' ||
	    s[i] == '\t';
}

int
yresolve_null(const char *s, size_t len)
{
	return len == 0 || word_is(s, len, "null") || word_is(s, len, "~");
}

int
yresolve_kind(const char *s, size_t len)
{
	static const char *const bools[] = {
		"yes", "no", "true", "false", "on", "off", "y", "n", NULL
	};
	size_t i;

	/* Only these can start anything but a string. */
	if (len > 0 && strchr("0123456789+-.~nNyYtTfFoO<=", s[0]) == NULL)
		return YRESOLVE_STR;
	if (yresolve_null(s, len))
		return YRESOLVE_NULL;
	for (i = 0; bools[i] != NULL; i++)
		if (word_is(s, len, bools[i]))
			return YRESOLVE_BOOL;
	if (is_int(s, len))
		return YRESOLVE_INT;
	if (is_float(s, len))
		return YRESOLVE_FLOAT;
	if (is_timestamp(s, len))
		return YRESOLVE_TIMESTAMP;
	if (word_is(s, len, "<<") || word_is(s, len, "="))
		return YRESOLVE_SPECIAL;
	return YRESOLVE_STR;
}

int
yresolve_must_quote(const char *s, size_t len)
{
	size_t i;
	unsigned char c;

	if (yresolve_kind(s, len) != YRESOLVE_STR)
		return 1;
	/* YAML's indicators, and white space, at the start. */
	if (strchr("-?:,[]{}#&*!|>'\"%@` \t", s[0]) != NULL)
		return 1;
	if (s[len - 1] == ' ' || s[len - 1] == '\t' || s[len - 1] == ':')
		return 1;
	for (i = 0; i < len; i++) {
		c = (unsigned char)s[i];
		if (c < 0x20 || c == 0x7F)
			return 1;
		if (c == ':' && i + 1 < len && (s[i + 1] == ' ' ||
		    s[i + 1] == '\t'))
			return 1;
		if (c == '#' && i > 0 && (s[i - 1] == ' ' || s[i - 1] == '\t'))
			return 1;
	}
	return 0;
}
