/* SPDX-License-Identifier: ISC */
/*
 * i18n_format.c: whether a translation may stand for its message as a
 * printf format (issue 34). A translation is text from a catalogue the
 * user's environment chose (LANGUAGE, TALAT_LOCALEDIR; in the engine,
 * any catalogue its host gives): one whose conversions are not those of
 * its message would make printf read arguments that are not there (%s,
 * %n: a crash; %x: words of memory in the output). Such a translation
 * is not used: the message is said in English.
 *
 * The conversions are compared as msgfmt -c compares them: the argument
 * each reads (by position, %2$s, or in turn) and its type (the length
 * modifier and the kind of conversion: signed, unsigned, floating,
 * character, string, pointer). Flags, width and precision figures may
 * differ; a width or precision taken from the arguments (*) is an
 * argument of type int. %n is never accepted.
 */
#include <stddef.h>
#include "i18n.h"

#define MAXARGS 16

/* The type of the argument of the conversion at *fp (after its flags,
 * width and precision), *fp left on its last character: the length
 * (0 none: hh and h are promoted to int; 1 l, 2 ll or q, 3 L, 4 j,
 * 5 z or Z, 6 t) times 8 plus the kind (1 signed, 2 unsigned,
 * 3 floating, 4 character, 5 string, 6 pointer); 0 for %m, which takes
 * none; -1 for %n and what printf does not know. */
static int
type_of(const char **fp)
{
	const char *f = *fp;
	int len = 0, kind;

	if (f[0] == 'h')
		f += f[1] == 'h' ? 2 : 1;
	else if (f[0] == 'l' && f[1] == 'l')
		len = 2, f += 2;
	else if (*f == 'l')
		len = 1, f++;
	else if (*f == 'q')
		len = 2, f++;
	else if (*f == 'L')
		len = 3, f++;
	else if (*f == 'j')
		len = 4, f++;
	else if (*f == 'z' || *f == 'Z')
		len = 5, f++;
	else if (*f == 't')
		len = 6, f++;
	*fp = f;
	switch (*f) {
	case 'd': case 'i':
		kind = 1;
		break;
	case 'o': case 'u': case 'x': case 'X':
		kind = 2;
		break;
	case 'e': case 'E': case 'f': case 'F': case 'g': case 'G':
	case 'a': case 'A':
		kind = 3;
		break;
	case 'c':
		kind = 4;
		break;
	case 's':
		kind = 5;
		break;
	case 'p':
		kind = 6;
		break;
	case 'm':
		return len == 0 ? 0 : -1;
	default:
		return -1;
	}
	return len * 8 + kind;
}

/* The types of the arguments a format reads, by position (0: none);
 * the number of positions, or -1 when the format is not one we accept. */
static int
conversions(const char *f, unsigned char type[MAXARGS])
{
	int next = 0, numbered = -1, pos, star, t, i;

	for (i = 0; i < MAXARGS; i++)
		type[i] = 0;
	for (; *f != '\0'; f++) {
		if (*f != '%')
			continue;
		if (*++f == '%')
			continue;
		/* %N$ */
		pos = 0;
		for (i = 0; f[i] >= '0' && f[i] <= '9' && i < 3; i++)
			pos = pos * 10 + (f[i] - '0');
		if (i > 0 && f[i] == '$') {
			if (numbered == 0 || pos < 1 || pos > MAXARGS)
				return -1;
			numbered = 1;
			f += i + 1;
		} else {
			if (numbered == 1)
				return -1;
			numbered = 0;
			pos = 0;
		}
		while (*f == '-' || *f == '+' || *f == ' ' || *f == '#' ||
		    *f == '0' || *f == '\'' || *f == 'I')
			f++;
		/* Width and precision: figures, or * (an int argument). */
		for (i = 0; i < 2; i++) {
			if (i == 1) {
				if (*f != '.')
					break;
				f++;
			}
			if (*f == '*') {
				f++;
				if (numbered == 1) {	/* *N$ */
					for (star = 0; *f >= '0' && *f <= '9';
					    f++)
						if ((star = star * 10 +
						    (*f - '0')) > MAXARGS)
							return -1;
					if (*f++ != '$' || star < 1 ||
					    (type[star - 1] != 0 &&
					    type[star - 1] != 1))
						return -1;
					type[star - 1] = 1;	/* int */
					if (star > next)
						next = star;
				} else {
					if (next >= MAXARGS)
						return -1;
					type[next++] = 1;	/* int */
				}
			} else
				while (*f >= '0' && *f <= '9')
					f++;
		}
		if ((t = type_of(&f)) < 0)
			return -1;
		if (t == 0)
			continue;	/* %m: strerror(errno), no argument */
		if (pos == 0)
			pos = ++next;
		else if (pos > next)
			next = pos;
		if (pos > MAXARGS)
			return -1;
		/* The same position twice must be read as one type. */
		if (type[pos - 1] != 0 && type[pos - 1] != t)
			return -1;
		type[pos - 1] = (unsigned char)t;
	}
	/* Every argument up to the last one read is read (printf cannot
	 * tell the type of one it skips). */
	for (i = 0; i < next; i++)
		if (type[i] == 0)
			return -1;
	return next;
}

int
tl_format_fits(const char *translation, const char *msgid,
    const char *plural)
{
	unsigned char t[MAXARGS], m[MAXARGS], p[MAXARGS];
	int nt, nm, np, i;

	if ((nt = conversions(translation, t)) < 0 ||
	    (nm = conversions(msgid, m)) < 0)
		return 0;
	if (plural == NULL) {
		/* The same arguments, each of the same type. */
		if (nt != nm)
			return 0;
		for (i = 0; i < nt; i++)
			if (t[i] != m[i])
				return 0;
		return 1;
	}
	/* A form of a plural message may leave out its last arguments (a
	 * language whose "one" form says no number): what it reads must be
	 * what the message (in either form) passes, of the same type. */
	if ((np = conversions(plural, p)) < 0)
		return 0;
	if (nt > (np > nm ? np : nm))
		return 0;
	for (i = 0; i < nt; i++)
		if (t[i] != (i < np ? p[i] : m[i]))
			return 0;
	return 1;
}
