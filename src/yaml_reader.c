/* SPDX-License-Identifier: ISC */
/*
 * yaml_reader.c: a stream of summaries, document by document, through
 * one libyaml parser. libyaml decodes (and checks the encoding of) all
 * the input it is given before it parses it, so it is given as much as
 * it asks for, but never beyond the end of a document (before a line
 * that starts with "---" or "..."), and such a line's first four bytes
 * alone: the bytes of a document are checked as it is read, and its
 * game given, before a later document can make the stream fail. Memory:
 * one document at a time.
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
	size_t pos, len;
	int eof;
	int failed;		/* the read handler failed */
	int mid;		/* what the parser was given last ended within
				 * a line */
	yaml_parser_t parser;
	struct yload d;
};

/* Whether s[0..n) starts a line "---" or "...", or may (n < 3). */
static int
marker(const char *s, size_t n)
{
	return memcmp(s, "---", n < 3 ? n : 3) == 0 ||
	    memcmp(s, "...", n < 3 ? n : 3) == 0;
}

/* libyaml's read handler. */
static int
next_chunk(void *data, unsigned char *buffer, size_t size,
    size_t *size_read)
{
	struct talat_yaml_reader *r = data;
	size_t got = 0, n, i;
	const char *s;

	if (r->len - r->pos < 4 && !r->eof) {
		memmove(r->buf, r->buf + r->pos, r->len - r->pos);
		r->len -= r->pos;
		r->pos = 0;
		if (!r->read(r->data, (unsigned char *)r->buf + r->len,
		    READ_SIZE - r->len, &got)) {
			r->failed = 1;
			return 0;
		}
		r->eof = got == 0;
		r->len += got;
	}
	s = r->buf + r->pos;
	n = r->len - r->pos < size ? r->len - r->pos : size;
	if (n > 4 && !r->mid && marker(s, 3))
		n = 4;
	else
		for (i = 0; i + 1 < n; i++)
			if ((s[i] == '\n' || s[i] == '\r') &&
			    marker(s + i + 1, r->len - r->pos - i - 1)) {
				n = i + 1;
				break;
			}
	memcpy(buffer, s, n);
	r->pos += n;
	*size_read = n;
	if (n > 0)
		r->mid = s[n - 1] != '\n' && s[n - 1] != '\r';
	return 1;
}

struct talat_yaml_reader *
talat_yaml_reader_new(talat_yaml_read_fn read, void *data,
    struct talat_yaml_error *err)
{
	struct talat_yaml_reader *r;

	yml_clear_error(err);
	if ((r = calloc(1, sizeof(*r))) == NULL ||
	    (r->buf = malloc(READ_SIZE)) == NULL) {
		free(r);
		yml_nomem(err);
		return NULL;
	}
	if (!yaml_parser_initialize(&r->parser)) {
		free(r->buf);
		free(r);
		yml_nomem(err);
		return NULL;
	}
	r->read = read;
	r->data = data;
	yaml_parser_set_input(&r->parser, next_chunk, r);
	yml_doc_init(&r->d);
	return r;
}

int
talat_yaml_reader_game(struct talat_yaml_reader *r, struct talat_game *g,
    struct talat_yaml_error *err)
{
	int rc;

	yml_clear_error(err);
	talat_game_clear(g);
	/* (an empty document holds no game) */
	while ((rc = yml_parse(&r->parser, &r->d, err)) == 0 &&
	    !r->parser.stream_end_produced)
		;
	if (rc < 0 && r->failed)
		yml_error(err, TALAT_YAML_MALFORMED, "read error");
	if (rc <= 0)
		return rc;
	return yml_game(&r->d, g, err) < 0 ? -1 : 1;
}

void
talat_yaml_reader_free(struct talat_yaml_reader *r)
{
	if (r == NULL)
		return;
	yaml_parser_delete(&r->parser);
	yml_doc_free(&r->d);
	free(r->buf);
	free(r);
}
