/* SPDX-License-Identifier: ISC */
/*
 * yaml_direct.c: a document in the block style talat writes, read
 * directly into the graph that libyaml's events give (yaml_load.c), at
 * a fraction of the cost. The subset:
 *
 *   - an optional "---" line, then a block mapping at column 0;
 *   - block mappings whose keys are plain or single-quoted scalars on
 *     one line (at most 128 bytes) followed by ": " or ":" and a line
 *     end; a value on the same line or, after a line end, a block
 *     mapping indented further or a block sequence (at the key's column
 *     or further);
 *   - block sequences whose entries ("- ") are scalars or block
 *     mappings starting on the entry's line;
 *   - scalars plain on one line or single-quoted (over several lines,
 *     folded as libyaml folds them), and the empty "{}" and "[]";
 *   - printable characters only (no tab, carriage return, other control
 *     character, byte order mark or line break but the line feed), valid
 *     UTF-8, every line ended by a line feed; no comment, no blank line
 *     but inside a quoted scalar, no trailing space.
 *
 * Outside it, ydirect_load() says so and the document goes to libyaml's
 * parser: nothing here reports a syntax error. check_yaml_reader
 * compares both on random documents, node for node.
 */
#include <stdlib.h>
#include <string.h>
#include "reader.h"
#include "yaml_private.h"
#include "base_private.h"

#define UNSUPPORTED (-2)
#define KEY_MAX 128

struct dr {
	struct yload *d;
	const char *p, *end;	/* where we are, the end of the document */
	const char *bol;	/* the start of the current line */
	long line;		/* 0-based, in the stream */
	int wide;		/* the line holds a character beyond ASCII
				   before p */
	struct talat_yaml_error *err;
	char *buf;		/* folded values */
	size_t len, cap;
};

/* The length of the printable character at s (UTF-8, n bytes left) that
 * libyaml reads as a character of a scalar, not a break: 0 for any
 * other byte sequence. Not printable: control characters (C0, DEL, C1),
 * and of the valid sequences U+FEFF, U+2028, U+2029, U+FFFE, U+FFFF. */
static size_t
printable(const unsigned char *s, size_t n)
{
	static const char not3[][3] = {
		"\xEF\xBB\xBF", "\xE2\x80\xA8", "\xE2\x80\xA9", "\xEF\xBF\xBE",
		"\xEF\xBF\xBF"
	};
	size_t len = talat_utf8_len((const char *)s, n), i;

	if (len == 1)
		return s[0] >= 0x20 && s[0] < 0x7F;
	if (len == 2 && s[0] == 0xC2 && s[1] < 0xA0)
		return 0;
	for (i = 0; len == 3 && i < sizeof not3 / sizeof not3[0]; i++)
		if (memcmp(s, not3[i], 3) == 0)
			return 0;
	return len;
}

/* Column of at, in characters from the start of its line. */
static size_t
column(const struct dr *r, const char *at)
{
	const char *s;
	size_t c = 0;

	if (!r->wide)
		return (size_t)(at - r->bol);
	for (s = r->bol; s < at; s++)
		c += ((unsigned char)*s & 0xC0) != 0x80;
	return c;
}

static int
event(struct dr *r, yaml_event_type_t type, const char *at,
    const char *value, size_t len, yaml_scalar_style_t style)
{
	yaml_mark_t m;

	m.index = 0;
	m.line = (size_t)r->line;
	m.column = column(r, at);
	switch (type) {
	case YAML_SCALAR_EVENT:
		return yload_scalar(r->d, &m, value, len, style, r->err);
	case YAML_MAPPING_START_EVENT:
		return yload_start(r->d, &m, YAML_MAPPING_NODE, r->err);
	case YAML_SEQUENCE_START_EVENT:
		return yload_start(r->d, &m, YAML_SEQUENCE_NODE, r->err);
	default:
		return yload_end(r->d, r->err);
	}
}

/* Moves on to the next line (r->p just past a line feed). */
static void
next_line(struct dr *r)
{
	r->bol = r->p;
	r->line++;
	r->wide = 0;
}

/* The spaces that open the line at r->p. */
static size_t
indent_at(const struct dr *r)
{
	const char *s = r->p;

	while (s < r->end && *s == ' ')
		s++;
	return (size_t)(s - r->p);
}

static int
is_entry(const struct dr *r, size_t col)
{
	const char *s = r->p + col;

	return r->end - s >= 2 && s[0] == '-' && s[1] == ' ';
}

/* The bytes a plain scalar runs on without a closer look: the printable
 * ASCII characters (space included) but ':' and '#'. */
static const unsigned char plain_run[256] = {
	['\x20'] = 1, 1, 1, 0 /* # */, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
	['0'] = 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0 /* : */, 1, 1, 1, 1, 1,
	['@'] = 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
	['P'] = 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
	['`'] = 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
	['p'] = 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0 /* DEL */
};

/* Whether a plain scalar may start at s (block context). */
static int
plain_start(const char *s, const char *end)
{
	if (end - s < 2)
		return 0;
	switch (s[0]) {
	case '-': case '?': case ':':
		return s[1] != ' ' && s[1] != '\n';
	case ',': case '[': case ']': case '{': case '}': case '#': case '&':
	case '*': case '!': case '|': case '>': case '\'': case '"':
	case '%': case '@': case '`': case ' ':
		return 0;
	}
	return 1;
}

/*
 * A plain scalar from r->p to the line end (a value) or to ": " or ":"
 * at the line end (a key, `key` set; r->p then after the ':'). Emitted.
 */
static int
plain(struct dr *r, int key)
{
	const char *s = r->p, *start = r->p;
	size_t k;

	if (!plain_start(s, r->end))
		return UNSUPPORTED;
	/* "---" or "..." and a blank at a line start: a document marker. */
	if (s == r->bol && r->end - s >= 4 && (memcmp(s, "---", 3) == 0 ||
	    memcmp(s, "...", 3) == 0) && (s[3] == ' ' || s[3] == '\n'))
		return UNSUPPORTED;
	for (;;) {
		while (s < r->end && plain_run[(unsigned char)*s])
			s++;
		if (s >= r->end || *s == '\n')
			break;
		if (*s == ':' && s + 1 < r->end && (s[1] == ' ' ||
		    s[1] == '\n'))
			break;
		if (*s == '#' && s[-1] == ' ')
			return UNSUPPORTED;
		if ((k = printable((const unsigned char *)s,
		    (size_t)(r->end - s))) == 0)
			return UNSUPPORTED;
		r->wide |= k > 1;
		s += k;
	}
	if (s >= r->end || s[-1] == ' ' || (*s == ':') != key ||
	    (key && s - start > KEY_MAX))
		return UNSUPPORTED;
	r->p = key ? s + 1 : s;
	return event(r, YAML_SCALAR_EVENT, start, start, (size_t)(s - start),
	    YAML_PLAIN_SCALAR_STYLE);
}

static int
put(struct dr *r, const char *s, size_t n)
{
	char *b;
	size_t c;

	if (n == 0)
		return 0;
	if (r->len + n > r->cap) {
		c = r->cap ? r->cap : 256;
		while (c < r->len + n)
			c *= 2;
		if ((b = realloc(r->buf, c)) == NULL)
			return yload_nomem(r->err);
		r->buf = b;
		r->cap = c;
	}
	memcpy(r->buf + r->len, s, n);
	r->len += n;
	return 0;
}

/*
 * The line breaks inside a single-quoted scalar, from the one at r->p:
 * each next line must be blank or indented beyond `indent`. Appends
 * what they fold into: a space for one break, a line feed for each
 * further one.
 */
static int
fold(struct dr *r, size_t indent)
{
	size_t breaks = 0, n;

	while (r->p < r->end && *r->p == '\n') {
		r->p++;
		next_line(r);
		breaks++;
		n = indent_at(r);
		if (r->p + n < r->end && r->p[n] == '\n' && n == 0)
			continue;
		if (n <= indent)
			return UNSUPPORTED;
		r->p += n;
	}
	if (breaks == 1)
		return put(r, " ", 1);
	while (--breaks > 0)
		if (put(r, "\n", 1) < 0)
			return -1;
	return 0;
}

/* A single-quoted scalar at r->p, continued on lines indented beyond
 * `indent`; a key stays on one line. Emitted; r->p after the quote. */
static int
quoted(struct dr *r, size_t indent, int key)
{
	const char *start = r->p, *s, *run;
	long line = r->line;
	const char *bol = r->bol;
	size_t k;
	int rc, folded = 0, wide = r->wide;

	r->len = 0;
	s = ++r->p;
	for (;;) {
		run = s;
		while (s < r->end && *s != '\'' && *s != '\n' && *s != ' ') {
			if ((k = printable((const unsigned char *)s,
			    (size_t)(r->end - s))) == 0)
				return UNSUPPORTED;
			r->wide |= k > 1;
			s += k;
		}
		if (s >= r->end)
			return UNSUPPORTED;
		if (put(r, run, (size_t)(s - run)) < 0)
			return -1;
		if (*s == ' ') {
			run = s;
			while (s < r->end && *s == ' ')
				s++;
			if (s < r->end && *s == '\n')
				return UNSUPPORTED;	/* spaces dropped */
			if (put(r, run, (size_t)(s - run)) < 0)
				return -1;
		} else if (*s == '\n') {
			if (key)
				return UNSUPPORTED;
			r->p = s;
			if ((rc = fold(r, indent)) < 0)
				return rc;
			s = r->p;
			folded = 1;
		} else if (s + 1 < r->end && s[1] == '\'') {
			if (put(r, "'", 1) < 0)
				return -1;
			s += 2;
			folded = 1;
		} else {
			break;
		}
	}
	r->p = s + 1;
	/* The mark is where the quote opened. */
	{
		const char *cur_bol = r->bol;
		long cur_line = r->line;
		int cur_wide = r->wide;

		r->bol = bol;
		r->line = line;
		r->wide = wide;
		rc = event(r, YAML_SCALAR_EVENT, start, folded ? r->buf :
		    start + 1, folded ? r->len : (size_t)(s - start - 1),
		    YAML_SINGLE_QUOTED_SCALAR_STYLE);
		r->bol = cur_bol;
		r->line = cur_line;
		r->wide = cur_wide;
	}
	return rc;
}

/* Ends a line: r->p must be at its line feed. */
static int
eol(struct dr *r)
{
	if (r->p >= r->end || *r->p != '\n')
		return UNSUPPORTED;
	r->p++;
	next_line(r);
	return 0;
}

/* "{}" or "[]" at r->p, on its own to the line end: 1 when so. */
static int
empty_flow(struct dr *r)
{
	const char *s = r->p;
	int rc;

	if (r->end - s < 3 || s[2] != '\n' ||
	    !((s[0] == '{' && s[1] == '}') || (s[0] == '[' && s[1] == ']')))
		return 0;
	if ((rc = event(r, s[0] == '{' ? YAML_MAPPING_START_EVENT :
	    YAML_SEQUENCE_START_EVENT, s, NULL, 0, 0)) < 0 ||
	    (rc = event(r, s[0] == '{' ? YAML_MAPPING_END_EVENT :
	    YAML_SEQUENCE_END_EVENT, s, NULL, 0, 0)) < 0)
		return rc;
	r->p = s + 2;
	return 1;
}

/* A scalar or empty flow collection at r->p that runs to the line end,
 * in a block at `indent`. */
static int
inline_value(struct dr *r, size_t indent)
{
	int rc;

	if (r->p >= r->end)
		return UNSUPPORTED;
	if ((rc = empty_flow(r)) != 0)
		return rc < 0 ? rc : eol(r);
	if (*r->p == '\'')
		rc = quoted(r, indent, 0);
	else
		rc = plain(r, 0);
	return rc < 0 ? rc : eol(r);
}

static int mapping(struct dr *r, size_t col);
static int sequence(struct dr *r, size_t col, int indentless);

/* A key at r->p, then its ':'. */
static int
key(struct dr *r)
{
	int rc;

	if (r->p >= r->end)
		return UNSUPPORTED;
	if (*r->p != '\'')
		return plain(r, 1);
	if ((rc = quoted(r, 0, 1)) < 0)
		return rc;
	if (r->p >= r->end || *r->p != ':')
		return UNSUPPORTED;
	r->p++;
	return 0;
}

/* The value after the ':' of a key at column col. */
static int
value(struct dr *r, size_t col)
{
	size_t n;

	if (r->p < r->end && *r->p == ' ') {
		r->p++;
		return inline_value(r, col);
	}
	if (eol(r) < 0)
		return UNSUPPORTED;
	n = indent_at(r);
	if (n == col && is_entry(r, col))
		return sequence(r, col, 1);
	if (n <= col || r->p + n >= r->end)
		return UNSUPPORTED;	/* null, or a document end */
	if (is_entry(r, n))
		return sequence(r, n, 0);
	r->p += n;
	return mapping(r, n);
}

/* A block mapping whose first key is at r->p, column col; it ends where
 * a line is indented less. */
static int
mapping(struct dr *r, size_t col)
{
	size_t n;
	int rc;

	if ((rc = event(r, YAML_MAPPING_START_EVENT, r->p, NULL, 0, 0)) < 0)
		return rc;
	for (;;) {
		if ((rc = key(r)) < 0 || (rc = value(r, col)) < 0)
			return rc;
		if (r->p >= r->end)
			break;
		n = indent_at(r);
		if (n < col)
			break;
		if (n > col || is_entry(r, n))
			return UNSUPPORTED;
		r->p += n;
	}
	return event(r, YAML_MAPPING_END_EVENT, r->p, NULL, 0, 0);
}

/* Whether the entry at r->p is a mapping: its line holds a key. */
static int
entry_is_mapping(const struct dr *r)
{
	const char *s = r->p;

	if (*s == '\'') {
		for (s++; s < r->end && *s != '\n'; s++)
			if (*s == '\'') {
				if (s + 1 < r->end && s[1] == '\'')
					s++;
				else
					break;
			}
		return s + 2 < r->end && *s == '\'' && s[1] == ':' &&
		    (s[2] == ' ' || s[2] == '\n');
	}
	for (; s < r->end && *s != '\n'; s++)
		if (*s == ':' && s + 1 < r->end && (s[1] == ' ' ||
		    s[1] == '\n'))
			return 1;
	return 0;
}

/* A block sequence whose first "- " is at the line at r->p, column col;
 * `indentless`: the value of a key at the same column. */
static int
sequence(struct dr *r, size_t col, int indentless)
{
	size_t n;
	int rc;

	if ((rc = event(r, YAML_SEQUENCE_START_EVENT, r->p + col, NULL, 0,
	    0)) < 0)
		return rc;
	for (;;) {
		r->p += col + 2;
		if (r->p >= r->end || *r->p == '\n' || (*r->p == '-' && r->p + 1 < r->end &&
		    (r->p[1] == ' ' || r->p[1] == '\n')))
			return UNSUPPORTED;
		if (entry_is_mapping(r))
			rc = mapping(r, col + 2);
		else
			rc = inline_value(r, col);
		if (rc < 0)
			return rc;
		if (r->p >= r->end)
			break;
		n = indent_at(r);
		if (n < col || (n == col && !is_entry(r, n) && indentless))
			break;
		if (n != col || !is_entry(r, n))
			return UNSUPPORTED;
	}
	return event(r, YAML_SEQUENCE_END_EVENT, r->p, NULL, 0, 0);
}

int
ydirect_load(struct yload *d, const char *s, size_t len, long line,
    struct talat_yaml_error *err)
{
	struct dr r;
	int rc;

	yload_reset(d);
	memset(&r, 0, sizeof(r));
	r.d = d;
	r.p = r.bol = s;
	r.end = s + len;
	r.line = line;
	r.err = err;
	if (len >= 4 && memcmp(s, "---\n", 4) == 0) {
		r.p += 4;
		next_line(&r);
	}
	if (r.p >= r.end || *r.p == ' ' || *r.p == '\n')
		rc = UNSUPPORTED;
	else
		rc = mapping(&r, 0);
	if (rc == 0 && r.p != r.end)
		rc = UNSUPPORTED;
	free(r.buf);
	if (rc == UNSUPPORTED)
		return 0;
	if (rc < 0)
		return -1;
	return 1;
}
