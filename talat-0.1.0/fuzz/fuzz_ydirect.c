/* SPDX-License-Identifier: ISC */
/*
 * fuzz_ydirect.c: libFuzzer target for the direct YAML reader
 * (src/yaml_direct.c) and the stream reader built on it
 * (talat_yaml_reader, talat from-yaml).
 *
 * The input is a stream of YAML. Each document of it, as the stream
 * reader cuts it, that the direct reader takes, libyaml's parser takes
 * too, to the same graph: node for node the same type, scalar style and
 * value, line and column, children. And the stream reader, handed the
 * input a few bytes at a time, gives the games yschema_read_game()
 * gives on libyaml's parser of the whole stream fed one line at a time,
 * and fails where it fails. Any violation aborts.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>
#include "talat.h"
#include "talat/yaml.h"
#include "yaml_private.h"
#include "fuzz.h"

static int
by_libyaml(struct yload *d, const char *s, size_t len)
{
	struct talat_yaml_error err;
	yaml_parser_t p;
	int rc;

	if (!yaml_parser_initialize(&p))
		fuzz_fail("yaml_parser_initialize failed");
	yaml_parser_set_input_string(&p, (const unsigned char *)s, len);
	yload_reset(d);
	rc = yload_parse(&p, d, &err);
	yaml_parser_delete(&p);
	return rc;
}

/* One document both ways. */
static void
document(const char *s, size_t len)
{
	struct talat_yaml_error err;
	struct yload a, b;
	size_t i;

	yload_init(&a);
	yload_init(&b);
	if (ydirect_load(&a, s, len, 0, &err) == 1) {
		if (by_libyaml(&b, s, len) != 1)
			fuzz_fail("the direct reader takes what libyaml "
			    "refuses:\n%.*s", (int)len, s);
		if (a.nn != b.nn)
			fuzz_fail("%zu nodes, libyaml %zu:\n%.*s", a.nn, b.nn,
			    (int)len, s);
		for (i = 0; i < a.nn; i++)
			if (!yload_same_node(&a, &b, i))
				fuzz_fail("node %zu differs from libyaml's:\n"
				    "%.*s", i, (int)len, s);
	}
	yload_free(&a);
	yload_free(&b);
}

/* Whether the line at s (n bytes left) starts with "---" and a blank. */
static int
doc_start(const char *s, size_t n)
{
	return n >= 3 && memcmp(s, "---", 3) == 0 && (n == 3 || s[3] == ' ' ||
	    s[3] == '\t' || s[3] == '\n' || s[3] == '\r');
}

struct mem {
	const uint8_t *s;
	size_t len, pos;
};

static int
mem_read(void *data, unsigned char *buf, size_t size, size_t *size_read)
{
	struct mem *m = data;
	size_t n = m->len - m->pos;

	if (n > size)
		n = size;
	if (n > 5)
		n = 5;
	memcpy(buf, m->s + m->pos, n);
	m->pos += n;
	*size_read = n;
	return 1;
}

/* libyaml's input one line at a time, as talat from-yaml fed it before
 * the stream reader: libyaml's parser decodes (and checks the encoding
 * of) what it is given, beyond the document it reads. A carriage return
 * ends a line too, for libyaml (a "---" line ended by one ends a
 * document), and a line that starts with "---" or "..." comes in two,
 * its first four bytes first: those end the document before, whatever
 * follows (found by fuzz_ydirect, session 5). */
static int
line_read(void *data, unsigned char *buf, size_t size, size_t *size_read)
{
	struct mem *m = data;
	size_t n = 0;

	if (m->len - m->pos > 4 && (m->pos == 0 || m->s[m->pos - 1] == '\n' ||
	    m->s[m->pos - 1] == '\r') && (memcmp(m->s + m->pos, "---", 3) == 0 ||
	    memcmp(m->s + m->pos, "...", 3) == 0) && size > 4)
		size = 4;
	while (n < size && m->pos < m->len) {
		buf[n++] = m->s[m->pos++];
		if (buf[n - 1] == '\n' || buf[n - 1] == '\r')
			break;
	}
	*size_read = n;
	return 1;
}

/* The stream reader against yschema_read_game. */
static void
stream(const uint8_t *data, size_t size)
{
	struct talat_yaml_error e1, e2;
	struct talat_yaml_reader *rd;
	struct talat_game g1, g2;
	struct mem m = { data, size, 0 }, lines = { data, size, 0 };
	yaml_parser_t p;
	int r1, r2;

	talat_game_init(&g1);
	talat_game_init(&g2);
	if (!yaml_parser_initialize(&p))
		fuzz_fail("yaml_parser_initialize failed");
	yaml_parser_set_input(&p, line_read, &lines);
	if ((rd = talat_yaml_reader_new(mem_read, &m, &e1)) == NULL)
		fuzz_fail("talat_yaml_reader_new failed");
	do {
		r1 = talat_yaml_reader_game(rd, &g1, &e1);
		r2 = yschema_read_game(&p, &g2, &e2);
		if (r1 != r2)
			fuzz_fail("the reader gives %d (%s), libyaml %d (%s)",
			    r1, r1 < 0 ? e1.message : "", r2,
			    r2 < 0 ? e2.message : "");
		if (r1 > 0 && !talat_game_equal(&g1, &g2))
			fuzz_fail("the reader and libyaml give other games");
	} while (r1 > 0);
	talat_yaml_reader_free(rd);
	yaml_parser_delete(&p);
	talat_game_free(&g1);
	talat_game_free(&g2);
}

const char fuzz_name[] = "ydirect", fuzz_input[] = "yaml";

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *s = (const char *)data;
	size_t start = 0, i;

	for (i = 1; i <= size; i++)
		if (i == size || (s[i - 1] == '\n' && doc_start(s + i,
		    size - i))) {
			document(s + start, i - start);
			start = i;
		}
	stream(data, size);
	return 0;
}
