/* SPDX-License-Identifier: ISC */
/*
 * yaml_reader.c: a stream of summaries, document by document. A document
 * runs from the start of the stream or a line that starts with "---" (and
 * a blank or the line end) to the line before the next such line; it is
 * read directly (yaml_direct.c) when it is in the block subset talat
 * writes, else by a libyaml parser of its own, which gives what a parser
 * of the whole stream gives. A stream whose structure goes beyond that
 * cut (an encoding mark, a carriage return or a Unicode line break, a
 * "..." or directive line) goes to one libyaml parser from that document
 * on. Memory: one document at a time.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "yaml_private.h"
#include "diag_raise.h"

#define READ_SIZE 65536

struct talat_yaml_reader {
	talat_yaml_read_fn read;
	void *data;
	char *buf;		/* unread input: buf[pos..len) */
	size_t pos, len, cap;
	int eof;
	long line;		/* lines of the stream before buf[pos] */
	size_t offset;		/* bytes of the stream before buf[pos] */
	struct yload d;
	int rest;		/* the rest of the stream goes to parser */
	int rest_mid;		/* what parser was given last ended within a
				 * line */
	yaml_parser_t parser;
	size_t direct, by_libyaml;
};

static int
read_failed(struct talat_yaml_error *err)
{
	err->kind = TALAT_YAML_MALFORMED;
	err->diag = TALAT_D_NONE;
	err->line = err->column = 0;
	snprintf(err->message, sizeof(err->message), "read error");
	return -1;
}

/* Reads more input after buf[len]: 0 (eof set at the end), -1 with err
 * set. */
static int
fill(struct talat_yaml_reader *r, struct talat_yaml_error *err)
{
	size_t got = 0, c;
	char *b;

	if (r->pos > 0 && r->pos >= r->len / 2) {
		memmove(r->buf, r->buf + r->pos, r->len - r->pos);
		r->len -= r->pos;
		r->pos = 0;
	}
	if (r->cap - r->len < READ_SIZE) {
		c = r->cap ? r->cap * 2 : 4 * READ_SIZE;
		if ((b = realloc(r->buf, c)) == NULL)
			return yload_nomem(err);
		r->buf = b;
		r->cap = c;
	}
	if (!r->read(r->data, (unsigned char *)r->buf + r->len,
	    r->cap - r->len, &got))
		return read_failed(err);
	if (got == 0)
		r->eof = 1;
	r->len += got;
	return 0;
}

/*
 * libyaml's read handler for the rest of the stream: what is buffered,
 * then more, one line at a time (a line feed or a carriage return ends
 * one), and a line that starts with "---" or "..." in two, its first four
 * bytes first, as the documents before were cut: libyaml's parser checks
 * the encoding of all it is given, beyond the document it reads (found
 * by fuzz_ydirect: a "..." line followed by a NUL byte).
 */
static int
rest_read(void *data, unsigned char *buffer, size_t size, size_t *size_read)
{
	struct talat_yaml_reader *r = data;
	struct talat_yaml_error err;
	size_t n, i;

	if (r->pos == r->len && !r->eof && fill(r, &err) < 0)
		return 0;
	n = r->len - r->pos;
	if (n > size)
		n = size;
	if (n > 4 && !r->rest_mid && (memcmp(r->buf + r->pos, "---", 3) == 0 ||
	    memcmp(r->buf + r->pos, "...", 3) == 0))
		n = 4;
	for (i = 0; i < n; i++)
		if (r->buf[r->pos + i] == '\n' || r->buf[r->pos + i] == '\r') {
			i++;
			break;
		}
	memcpy(buffer, r->buf + r->pos, i);
	r->pos += i;
	*size_read = i;
	if (i > 0)
		r->rest_mid = buffer[i - 1] != '\n' && buffer[i - 1] != '\r';
	return 1;
}

/* Whether the line at s (n bytes to the end of the buffer, at the end of
 * the input when `eof`) starts with `mark` ("---" or "...") and a blank;
 * -1 when more input is needed to tell. */
static int
marker(const char *s, size_t n, const char *mark, int eof)
{
	size_t k = n < 3 ? n : 3;

	if (memcmp(s, mark, k) != 0)
		return 0;
	if (n < 4)
		return eof ? n == 3 : -1;
	/* (a NUL byte is no blank: libyaml refuses it, and the line with
	 * the document before it) */
	return s[3] == ' ' || s[3] == '\t' || s[3] == '\n' || s[3] == '\r';
}

static int
too_long(struct talat_yaml_reader *r, struct talat_yaml_error *err)
{
	return yload_raise(err, r->line + 1, 1, TALAT_D_YAML_TOO_LONG,
	    (long)TALAT_YAML_MAX_DOCUMENT);
}

/*
 * The length of the document at buf[pos] in *n and its line feeds in
 * *lines: the lines up to the next one that starts with "---" and a
 * blank (its first line aside). 1, 0 at the end of the input, -1 with
 * err set.
 */
static int
cut(struct talat_yaml_reader *r, size_t *n, long *lines,
    struct talat_yaml_error *err)
{
	size_t rel = 0, end;	/* the line being looked at, from pos */
	const char *nl;
	long count = 0;
	int m;

	for (;;) {
		m = 0;
		while (r->pos + rel < r->len && (nl = memchr(r->buf + r->pos +
		    rel, '\n', r->len - r->pos - rel)) != NULL) {
			end = (size_t)(nl - r->buf) + 1;
			if (end - r->pos > TALAT_YAML_MAX_DOCUMENT)
				return too_long(r, err);
			/* (most lines: no marker follows) */
			m = end < r->len ? r->buf[end] != '-' ? 0 :
			    marker(r->buf + end, r->len - end, "---", r->eof) :
			    r->eof ? 2 : -1;
			if (m < 0)
				break;
			count++;
			rel = end - r->pos;
			if (m > 0) {
				*n = rel;
				*lines = count;
				return 1;
			}
		}
		/* (the line without its end so far is the document's too) */
		if (m >= 0 && r->len - r->pos > TALAT_YAML_MAX_DOCUMENT)
			return too_long(r, err);
		if (r->eof) {
			*n = r->len - r->pos;
			*lines = count;
			return *n > 0;
		}
		if (fill(r, err) < 0)
			return -1;
	}
}

/* Whether the document s[0..n) holds what the cut does not see: a
 * carriage return, a Unicode line break or byte order mark, a "..." or
 * directive line. */
static int
beyond_cut(const char *s, size_t n)
{
	const unsigned char *u = (const unsigned char *)s;
	size_t i;

	for (i = 0; i < n; i++) {
		if (u[i] == '\r' || (u[i] == 0xC2 && i + 1 < n &&
		    u[i + 1] == 0x85) || (u[i] == 0xE2 && i + 2 < n &&
		    u[i + 1] == 0x80 && (u[i + 2] == 0xA8 || u[i + 2] == 0xA9)) ||
		    (u[i] == 0xEF && i + 2 < n && u[i + 1] == 0xBB &&
		    u[i + 2] == 0xBF))
			return 1;
		if ((i == 0 || u[i - 1] == '\n') && (u[i] == '%' ||
		    marker(s + i, n - i, "...", 1) == 1))
			return 1;
	}
	return 0;
}

/* The next document by libyaml's parser p into r->d (reset first), its
 * lines, or its error's, counted from the start of the stream. */
static int
parse_shifted(struct talat_yaml_reader *r, yaml_parser_t *p,
    struct talat_yaml_error *err)
{
	int rc;

	yload_reset(&r->d);
	r->d.offset = r->offset;
	if ((rc = yload_parse(p, &r->d, err)) < 0) {
		if (err->kind == TALAT_YAML_MALFORMED && err->line > 0)
			err->line += r->line;
	} else if (rc > 0)
		yload_shift(&r->d, r->line);
	return rc;
}

/* The document s[0..n) by a libyaml parser of its own: 1, 0 (none in
 * it), -1 with err set. */
static int
alone(struct talat_yaml_reader *r, const char *s, size_t n,
    struct talat_yaml_error *err)
{
	yaml_parser_t p;
	int rc;

	if (!yaml_parser_initialize(&p))
		return yload_nomem(err);
	yaml_parser_set_input_string(&p, (const unsigned char *)s, n);
	rc = parse_shifted(r, &p, err);
	yaml_parser_delete(&p);
	return rc;
}

/* The next document by the parser of the rest of the stream. */
static int
from_rest(struct talat_yaml_reader *r, struct talat_yaml_error *err)
{
	if (r->rest == 1) {
		if (!yaml_parser_initialize(&r->parser))
			return yload_nomem(err);
		yaml_parser_set_input(&r->parser, rest_read, r);
		r->rest = 2;
	}
	return parse_shifted(r, &r->parser, err);
}

/* The next document's graph into r->d: 1, 0 at the end, -1. */
static int
next_document(struct talat_yaml_reader *r, struct talat_yaml_error *err)
{
	const char *s;
	size_t n = 0;
	long lines = 0;
	int rc;

	/* A stream in UTF-16 (or not UTF-8 at all) from its first byte. */
	if (r->offset == 0 && r->len == 0 && !r->rest) {
		if (fill(r, err) < 0)
			return -1;
		if (r->len > 0 && ((unsigned char)r->buf[0] >= 0xFE ||
		    r->buf[0] == '\0'))
			r->rest = 1;
	}
	for (;;) {
		if (r->rest)
			return from_rest(r, err);
		if ((rc = cut(r, &n, &lines, err)) <= 0)
			return rc;
		s = r->buf + r->pos;
		if ((rc = ydirect_load(&r->d, s, n, r->line, err)) != 0) {
			r->direct += rc > 0;
		} else if (beyond_cut(s, n)) {
			r->rest = 1;
			continue;
		} else if ((rc = alone(r, s, n, err)) > 0) {
			r->by_libyaml++;
		}
		r->line += lines;
		r->pos += n;
		r->offset += n;
		if (rc != 0)
			return rc;
	}
}

struct talat_yaml_reader *
talat_yaml_reader_new(talat_yaml_read_fn read, void *data,
    struct talat_yaml_error *err)
{
	struct talat_yaml_reader *r;

	err->kind = TALAT_YAML_OK;
	if ((r = calloc(1, sizeof(*r))) == NULL) {
		yload_nomem(err);
		return NULL;
	}
	r->read = read;
	r->data = data;
	yload_init(&r->d);
	return r;
}

int
talat_yaml_reader_game(struct talat_yaml_reader *r, struct talat_game *g,
    struct talat_yaml_error *err)
{
	int rc;

	yload_clear_error(err);
	talat_game_clear(g);
	if ((rc = next_document(r, err)) <= 0)
		return rc;
	return yschema_game(&r->d, g, err) < 0 ? -1 : 1;
}

void
yreader_counts(const struct talat_yaml_reader *r, size_t *direct,
    size_t *by_libyaml)
{
	*direct = r->direct;
	*by_libyaml = r->by_libyaml;
}

void
talat_yaml_reader_free(struct talat_yaml_reader *r)
{
	if (r == NULL)
		return;
	if (r->rest == 2)
		yaml_parser_delete(&r->parser);
	yload_free(&r->d);
	free(r->buf);
	free(r);
}
