/* SPDX-License-Identifier: ISC */
/*
 * check_yaml_reader.c: the stream reader (talat_yaml_reader, talat
 * from-yaml), handed its input in pieces of any size, against
 * yml_read_game on a libyaml parser fed one line at a time: the same
 * games, the same errors; and anchors found in linear time.
 */
#include <stdint.h>
#include "testutil.h"
#include "gen.h"
#include "talat/yaml.h"
#include "yaml_private.h"

/* libyaml's graph of the document s[0..len): 1, 0, -1. */
static int
by_libyaml(struct yload *d, const char *s, size_t len,
    struct talat_yaml_error *err)
{
	yaml_parser_t p;
	int rc;

	ck_assert(yaml_parser_initialize(&p));
	yaml_parser_set_input_string(&p, (const unsigned char *)s, len);
	rc = yml_parse(&p, d, err);
	yaml_parser_delete(&p);
	return rc;
}

/* --- streams: the reader against yml_read_game -------------------------- */

/* One line at a time, as talat from-yaml fed libyaml's parser before
 * the stream reader (libyaml checks the encoding of all it is given). */
static int
line_read(void *data, unsigned char *buf, size_t size, size_t *size_read)
{
	struct tu_chunks *m = data;
	size_t n = 0;

	while (n < size && m->pos < m->len) {
		buf[n++] = m->s[m->pos++];
		if (buf[n - 1] == '\n')
			break;
	}
	*size_read = n;
	return 1;
}

/* The stream s both ways: the same games (canonical TGN), then the same
 * end or error. */
static void
same_stream(const char *s, size_t len, size_t step)
{
	struct talat_yaml_error e1, e2;
	struct talat_yaml_reader *rd;
	struct talat_game g1, g2;
	const unsigned char *u = (const unsigned char *)s;
	struct tu_chunks m = { u, len, 0, step }, lines = { u, len, 0, 0 };
	yaml_parser_t p;
	int r1, r2;

	talat_game_init(&g1);
	talat_game_init(&g2);
	ck_assert(yaml_parser_initialize(&p));
	yaml_parser_set_input(&p, line_read, &lines);
	ck_assert_ptr_nonnull(rd = talat_yaml_reader_new(tu_chunk_read, &m, &e1));
	do {
		r1 = talat_yaml_reader_game(rd, &g1, &e1);
		r2 = yml_read_game(&p, &g2, &e2);
		ck_assert_int_eq(r1, r2);
		if (r1 > 0)
			ck_assert(talat_game_equal(&g1, &g2));
	} while (r1 > 0);
	if (r1 < 0) {
		ck_assert_str_eq(e1.message, e2.message);
		ck_assert_int_eq(e1.line, e2.line);
		ck_assert_int_eq(e1.column, e2.column);
	}
	talat_yaml_reader_free(rd);
	yaml_parser_delete(&p);
	talat_game_free(&g1);
	talat_game_free(&g2);
}

/* Generated games, with documents libyaml must read (a tab in a comment,
 * "..." ending one) and errors among them. */
START_TEST(test_streams)
{
	static const char *const extra[] = {
		"", "tags: {Event: \"a\\tb\"}\nplies: []\n",
		"tags: {}\nplies: []\n...\n",
		"tags: {}\nplies: [{action: jump}]\n",
		"tags: {}\nplies:\n- action: place\n  tower: WL6\n"
		"  board: WB\n  to: c1\n  round: 2\n",
		"tags: {}\nplies: [\n",
		"tags: {Event: a\001}\nplies: []\n",
	};
	struct talat_gen_options o;
	struct talat_yaml_error err;
	struct talat_yaml_writer *w;
	struct talat_result r;
	struct talat_game g;
	struct tu_buf out;
	size_t k;
	int i;

	memset(&out, 0, sizeof(out));
	memset(&o, 0, sizeof(o));
	o.players = 2 + _i % 2;
	o.seed = (uint64_t)_i + 1;
	talat_game_init(&g);
	talat_result_init(&r);
	ck_assert_ptr_nonnull(w = talat_yaml_writer_new(tu_buf_write, &out,
	    &err));
	for (i = 0; i < 30; i++) {
		char msg[256];

		o.index = i + 1;
		ck_assert_int_eq(talat_gen_game(&o, &g, msg, sizeof(msg)), 0);
		ck_assert_int_eq(talat_replay(&g, NULL, &r), 0);
		ck_assert_int_eq(talat_yaml_writer_game(w, "gen", &g, &r, &err),
		    0);
	}
	ck_assert_int_eq(talat_yaml_writer_close(w, &err), 0);
	talat_yaml_writer_free(w);
	same_stream(out.s, out.len, 1 << 20);
	same_stream(out.s, out.len, 7);
	k = sizeof(extra) / sizeof(extra[0]);
	tu_buf_write(&out, (unsigned char *)"---\n", 4);
	tu_buf_write(&out, (unsigned char *)extra[_i % k],
	    strlen(extra[_i % k]));
	same_stream(out.s, out.len, 4096);
	talat_result_free(&r);
	talat_game_free(&g);
	free(out.s);
}
END_TEST

/*
 * Anchors are found by a hash of their names (issue 34: each was
 * compared with all before it, 100,000 took 12 s): 20,000 anchors and an
 * alias of each, in reverse; every alias is the node anchored, the table
 * is at most half full and no anchor lies far from its home slot.
 */
START_TEST(test_anchors)
{
	enum { N = 20000 };
	struct talat_yaml_error err;
	struct yload d;
	char *doc = malloc((size_t)N * 32), *p = doc;
	size_t i, j, len, mask, longest = 0;
	const int *item;

	ck_assert_ptr_nonnull(doc);
	for (i = 0; i < N; i++)
		p += sprintf(p, "- &a%zu v%zu\n", i, i);
	for (i = N; i-- > 0;)
		p += sprintf(p, "- *a%zu\n", i);
	yml_doc_init(&d);
	ck_assert_int_eq(by_libyaml(&d, doc, (size_t)(p - doc), &err), 1);
	ck_assert_uint_eq(d.nanchors, N);
	ck_assert_uint_ge(d.nahash, 2 * d.nanchors);
	mask = d.nahash - 1;
	for (i = 0; i < N; i++) {
		j = yml_hash(d.anchors[i].name) & mask;
		for (len = 0; d.ahash[j] != i + 1; j = (j + 1) & mask)
			ck_assert_uint_lt(++len, d.nahash);
		if (len > longest)
			longest = len;
	}
	ck_assert_msg(longest <= 64, "an anchor %zu slots from home", longest);
	ck_assert_uint_eq(d.n[0].len, 2 * N);
	item = (const int *)d.items + d.n[0].off;
	for (i = 0; i < N; i++)
		ck_assert_int_eq(item[2 * N - 1 - i], item[i]);
	yml_doc_free(&d);
	free(doc);
}
END_TEST

static Suite *
reader_suite(void)
{
	Suite *s = suite_create("yaml_reader");
	TCase *tc = tcase_create("anchors");

	tcase_add_test(tc, test_anchors);
	suite_add_tcase(s, tc);
	tc = tcase_create("streams");
	tcase_add_loop_test(tc, test_streams, 0, 12);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return tu_run(reader_suite());
}
