/* SPDX-License-Identifier: ISC */
/*
 * check_yaml_reader.c: the direct YAML reader (src/yaml_direct.c) against
 * libyaml's parser, node for node (type, style, value, line, column,
 * children), on the summaries of every record and of generated games and
 * on random documents, mutated or not; and the stream reader
 * (talat_yaml_reader) against yschema_read_game on libyaml: the same
 * games, the same errors.
 */
#include <stdint.h>
#include "testutil.h"
#include "gen.h"
#include "talat/yaml.h"
#include "yaml_private.h"
#include "rng.h"

/* --- one document both ways -------------------------------------------- */

/* libyaml's graph of the document s[0..len), parsed alone: 1, 0, -1. */
static int
by_libyaml(struct yload *d, const char *s, size_t len,
    struct talat_yaml_error *err)
{
	yaml_parser_t p;
	int rc;

	ck_assert(yaml_parser_initialize(&p));
	yaml_parser_set_input_string(&p, (const unsigned char *)s, len);
	yload_reset(d);
	rc = yload_parse(&p, d, err);
	yaml_parser_delete(&p);
	return rc;
}

static void
same_graph(const struct yload *a, const struct yload *b, const char *s,
    size_t len)
{
	const struct ld_node *x, *y;
	size_t i;

	ck_assert_msg(a->nn == b->nn, "%zu nodes, libyaml %zu in:\n%.*s",
	    a->nn, b->nn, (int)len, s);
	for (i = 0; i < a->nn; i++) {
		x = &a->n[i];
		y = &b->n[i];
		ck_assert_msg(yload_same_node(a, b, i), "node %zu: type %d at "
		    "%zu:%zu [%.*s], libyaml %d at %zu:%zu [%.*s] in:\n%.*s", i,
		    x->type, x->mark.line, x->mark.column,
		    x->type == YAML_SCALAR_NODE ? (int)x->len : 0,
		    a->text + (x->type == YAML_SCALAR_NODE ? x->off : 0),
		    y->type, y->mark.line, y->mark.column,
		    y->type == YAML_SCALAR_NODE ? (int)y->len : 0,
		    b->text + (y->type == YAML_SCALAR_NODE ? y->off : 0),
		    (int)len, s);
	}
}

struct tally {
	long direct, refused;
};

/* The document s[0..len) both ways: what the direct reader takes,
 * libyaml takes the same. */
static void
compare(const char *s, size_t len, struct tally *t)
{
	struct talat_yaml_error err;
	struct yload a, b;
	int da, db;

	yload_init(&a);
	yload_init(&b);
	da = ydirect_load(&a, s, len, 0, &err);
	db = by_libyaml(&b, s, len, &err);
	if (da == 1) {
		ck_assert_msg(db == 1, "direct takes what libyaml refuses "
		    "(%s):\n%.*s", err.message, (int)len, s);
		same_graph(&a, &b, s, len);
		t->direct++;
	} else {
		ck_assert_int_eq(da, 0);
		t->refused++;
	}
	yload_free(&a);
	yload_free(&b);
}

/* Every document of a stream of summaries, as the reader cuts it. */
static void
compare_stream(const char *s, size_t len, struct tally *t)
{
	size_t start = 0, i;

	for (i = 0; i <= len; i++)
		if (i == len || (i > start && s[i - 1] == '\n' &&
		    len - i >= 4 && memcmp(s + i, "---\n", 4) == 0)) {
			if (i > start)
				compare(s + start, i - start, t);
			start = i;
		}
}

static void
summaries(const char *path, struct tu_buf *out)
{
	struct talat_reader_options opts;
	struct talat_yaml_error err;
	struct talat_yaml_writer *w;
	struct talat_reader *rd;
	struct talat_result r;
	struct talat_game g;
	FILE *fp;

	ck_assert_ptr_nonnull(fp = fopen(path, "rb"));
	memset(&opts, 0, sizeof(opts));
	ck_assert_ptr_nonnull(rd = talat_reader_new(fp, &opts));
	ck_assert_ptr_nonnull(w = talat_yaml_writer_new(tu_buf_write, out,
	    &err));
	talat_game_init(&g);
	talat_result_init(&r);
	while (talat_reader_next(rd, &g) > 0) {
		ck_assert_int_eq(talat_replay(&g, NULL, &r), 0);
		ck_assert_int_eq(talat_yaml_writer_game(w, path, &g, &r, &err),
		    0);
	}
	ck_assert_int_eq(talat_yaml_writer_close(w, &err), 0);
	talat_yaml_writer_free(w);
	talat_result_free(&r);
	talat_game_free(&g);
	talat_reader_free(rd);
	fclose(fp);
}

/* The summaries of one file, compared both ways. */
struct records {
	struct tally t;
	struct tu_buf out;
};

static void
compare_file(const char *path, void *ctx)
{
	struct records *rs = ctx;

	rs->out.len = 0;
	summaries(path, &rs->out);
	compare_stream(rs->out.s, rs->out.len, &rs->t);
}

/* The summaries of the records and examples: each document both ways,
 * and nearly all of them direct. */
START_TEST(test_records)
{
	static const char *const dirs[] = { "records/valid", "records/invalid",
		"records/syntax", "records/disputes", "doc/spec/examples" };
	const char *top = getenv("top_srcdir");
	struct records rs;
	char path[4096];
	size_t i;

	memset(&rs, 0, sizeof(rs));
	for (i = 0; i < sizeof(dirs) / sizeof(dirs[0]); i++) {
		snprintf(path, sizeof(path), "%s/%s", top ? top : ".",
		    dirs[i]);
		tu_walk(path, 0, ".tgn", compare_file, &rs);
	}
	ck_assert_int_ge(rs.t.direct, 50);
	ck_assert_int_le(rs.t.refused, rs.t.direct / 10);
	free(rs.out.s);
}
END_TEST

/* --- random documents ----------------------------------------------------- */

static const char alphabet[] = "ab -:'#\n\"{}[],&*!|>%@?";
static const char *const words[] = { "a", "b c", "x: y", "é", "—", "'q'",
	"- z", "#", " lead", "trail ", "two\nlines", "a\n\nb", "null", "1",
	"it's", ":", "-", "?x", "{}", "[x]", "\t", "k #c", "日本" };

static void
emit(yaml_emitter_t *e, yaml_event_t *ev)
{
	ck_assert_msg(yaml_emitter_emit(e, ev), "emitter: %s", e->problem);
}

static void
random_scalar(yaml_emitter_t *e, struct rng *rng, int key)
{
	static const yaml_scalar_style_t styles[] = {
		YAML_PLAIN_SCALAR_STYLE, YAML_PLAIN_SCALAR_STYLE,
		YAML_PLAIN_SCALAR_STYLE, YAML_SINGLE_QUOTED_SCALAR_STYLE,
		YAML_SINGLE_QUOTED_SCALAR_STYLE, YAML_SINGLE_QUOTED_SCALAR_STYLE,
		YAML_DOUBLE_QUOTED_SCALAR_STYLE, YAML_LITERAL_SCALAR_STYLE
	};
	char text[64];
	size_t len = 0, n = 1 + rng_below(rng, 2), i;
	const char *w;
	yaml_event_t ev;

	for (i = 0; i < n; i++) {
		/* Mostly letters: the odd words are for the edges. */
		w = rng_below(rng, 3) ? "ab" : words[rng_below(rng,
		    sizeof(words) / sizeof(words[0]))];
		if (len + strlen(w) >= sizeof(text))
			break;
		memcpy(text + len, w, strlen(w));
		len += strlen(w);
	}
	ck_assert(yaml_scalar_event_initialize(&ev, NULL, NULL,
	    (yaml_char_t *)text, (int)len, 1, 1, styles[rng_below(rng,
	    key ? 7 : 8)]));
	emit(e, &ev);
}

static void
random_node(yaml_emitter_t *e, struct rng *rng, int depth)
{
	unsigned kind = depth > 3 ? 0 : (unsigned)rng_below(rng, 6);
	int flow = rng_below(rng, 16) == 0;
	yaml_event_t ev;
	unsigned i, n = (unsigned)rng_below(rng, 4);

	if (kind < 3) {
		random_scalar(e, rng, 0);
	} else if (kind < 5) {
		ck_assert(yaml_mapping_start_event_initialize(&ev, NULL, NULL,
		    1, flow ? YAML_FLOW_MAPPING_STYLE :
		    YAML_BLOCK_MAPPING_STYLE));
		emit(e, &ev);
		for (i = 0; i < n; i++) {
			random_scalar(e, rng, 1);
			random_node(e, rng, depth + 1);
		}
		ck_assert(yaml_mapping_end_event_initialize(&ev));
		emit(e, &ev);
	} else {
		ck_assert(yaml_sequence_start_event_initialize(&ev, NULL, NULL,
		    1, flow ? YAML_FLOW_SEQUENCE_STYLE :
		    YAML_BLOCK_SEQUENCE_STYLE));
		emit(e, &ev);
		for (i = 0; i < n; i++)
			random_node(e, rng, depth + 1);
		ck_assert(yaml_sequence_end_event_initialize(&ev));
		emit(e, &ev);
	}
}

/* A random document with a block mapping at its root, as libyaml's
 * emitter writes it with talat's settings, "---" first or not. */
static void
random_document(struct rng *rng, struct tu_buf *out)
{
	struct talat_yaml_error err;
	yaml_emitter_t e;
	yaml_event_t ev;
	unsigned i, n = 1 + (unsigned)rng_below(rng, 5);

	out->len = 0;
	ck_assert(yaml_emitter_initialize(&e));
	yaml_emitter_set_output(&e, tu_buf_write, out);
	ck_assert_int_eq(yemit_open(&e, &err), 0);
	ck_assert(yaml_document_start_event_initialize(&ev, NULL, NULL, NULL,
	    (int)rng_below(rng, 2)));
	emit(&e, &ev);
	ck_assert(yaml_mapping_start_event_initialize(&ev, NULL, NULL, 1,
	    YAML_BLOCK_MAPPING_STYLE));
	emit(&e, &ev);
	for (i = 0; i < n; i++) {
		random_scalar(&e, rng, 1);
		random_node(&e, rng, 1);
	}
	ck_assert(yaml_mapping_end_event_initialize(&ev));
	emit(&e, &ev);
	ck_assert(yaml_document_end_event_initialize(&ev, 1));
	emit(&e, &ev);
	ck_assert_int_eq(yemit_close(&e, &err), 0);
	yaml_emitter_delete(&e);
}

/* One to three bytes replaced, inserted or deleted. */
static void
mutate(struct rng *rng, struct tu_buf *b)
{
	unsigned n = 1 + (unsigned)rng_below(rng, 3), i;
	size_t at;
	char c;

	for (i = 0; i < n && b->len > 0; i++) {
		at = (size_t)rng_below(rng, b->len);
		c = alphabet[rng_below(rng, sizeof(alphabet) - 1)];
		switch (rng_below(rng, 3)) {
		case 0:
			b->s[at] = c;
			break;
		case 1:
			tu_buf_write(b, (unsigned char *)"", 1);
			memmove(b->s + at + 1, b->s + at, b->len - at - 1);
			b->s[at] = c;
			break;
		default:
			memmove(b->s + at, b->s + at + 1, b->len - at - 1);
			b->len--;
			break;
		}
	}
}

/* Whether a line after the first starts with "---" or "..." and a blank:
 * the reader cuts there, so the direct reader never sees one. */
static int
has_marker(const char *s, size_t len)
{
	size_t i;

	for (i = 1; i + 3 <= len; i++)
		if (s[i - 1] == '\n' && (memcmp(s + i, "---", 3) == 0 ||
		    memcmp(s + i, "...", 3) == 0) && (i + 3 == len ||
		    s[i + 3] == ' ' || s[i + 3] == '\n' || s[i + 3] == '\t'))
			return 1;
	return 0;
}

START_TEST(test_random)
{
	struct rng rng;
	struct tally t = { 0, 0 }, m = { 0, 0 };
	struct tu_buf doc;
	long i;

	memset(&doc, 0, sizeof(doc));
	rng_seed(&rng, 20261124, 0);
	for (i = 0; i < 10000; i++) {
		random_document(&rng, &doc);
		if (!has_marker(doc.s, doc.len))
			compare(doc.s, doc.len, &t);
		mutate(&rng, &doc);
		if (!has_marker(doc.s, doc.len))
			compare(doc.s, doc.len, &m);
	}
	/* Both ways are frequent, mutated or not (here: 1789 and 8211,
	 * 523 and 9474). */
	ck_assert_int_ge(t.direct, 1500);
	ck_assert_int_ge(t.refused, 1500);
	ck_assert_int_ge(m.direct, 400);
	ck_assert_int_ge(m.refused, 1500);
	free(doc.s);
}
END_TEST

/* --- streams: the reader against yschema_read_game --------------------- */

struct mem {
	const char *s;
	size_t len, pos, step;
};

/* Hands over at most `step` bytes at a time. */
static int
mem_read(void *data, unsigned char *buf, size_t size, size_t *size_read)
{
	struct mem *m = data;
	size_t n = m->len - m->pos;

	if (n > size)
		n = size;
	if (n > m->step)
		n = m->step;
	memcpy(buf, m->s + m->pos, n);
	m->pos += n;
	*size_read = n;
	return 1;
}

/* One line at a time, as talat from-yaml fed libyaml's parser before
 * the stream reader (libyaml checks the encoding of all it is given). */
static int
line_read(void *data, unsigned char *buf, size_t size, size_t *size_read)
{
	struct mem *m = data;
	size_t n = 0;

	while (n < size && m->pos < m->len) {
		buf[n++] = (unsigned char)m->s[m->pos++];
		if (buf[n - 1] == '\n')
			break;
	}
	*size_read = n;
	return 1;
}

/* The stream s both ways: the same games (canonical TGN), then the same
 * end or error. */
static void
same_stream(const char *s, size_t len, size_t step, size_t *direct)
{
	struct talat_yaml_error e1, e2;
	struct talat_yaml_reader *rd;
	struct talat_game g1, g2;
	struct mem m = { s, len, 0, step }, lines = { s, len, 0, 0 };
	yaml_parser_t p;
	size_t by_libyaml;
	int r1, r2;

	talat_game_init(&g1);
	talat_game_init(&g2);
	ck_assert(yaml_parser_initialize(&p));
	yaml_parser_set_input(&p, line_read, &lines);
	ck_assert_ptr_nonnull(rd = talat_yaml_reader_new(mem_read, &m, &e1));
	do {
		r1 = talat_yaml_reader_game(rd, &g1, &e1);
		r2 = yschema_read_game(&p, &g2, &e2);
		ck_assert_int_eq(r1, r2);
		if (r1 > 0)
			ck_assert(talat_game_equal(&g1, &g2));
	} while (r1 > 0);
	if (r1 < 0) {
		ck_assert_str_eq(e1.message, e2.message);
		ck_assert_int_eq(e1.line, e2.line);
		ck_assert_int_eq(e1.column, e2.column);
	}
	yreader_counts(rd, direct, &by_libyaml);
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
	size_t direct, k;
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
	same_stream(out.s, out.len, 1 << 20, &direct);
	ck_assert_int_eq(direct, 30);
	same_stream(out.s, out.len, 7, &direct);
	ck_assert_int_eq(direct, 30);
	k = sizeof(extra) / sizeof(extra[0]);
	tu_buf_write(&out, (unsigned char *)"---\n", 4);
	tu_buf_write(&out, (unsigned char *)extra[_i % k],
	    strlen(extra[_i % k]));
	same_stream(out.s, out.len, 4096, &direct);
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
	yload_init(&d);
	ck_assert_int_eq(by_libyaml(&d, doc, (size_t)(p - doc), &err), 1);
	ck_assert_uint_eq(d.nanchors, N);
	ck_assert_uint_ge(d.nahash, 2 * d.nanchors);
	mask = d.nahash - 1;
	for (i = 0; i < N; i++) {
		j = yload_hash(d.anchors[i].name) & mask;
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
	yload_free(&d);
	free(doc);
}
END_TEST

static Suite *
reader_suite(void)
{
	Suite *s = suite_create("yaml_reader");
	TCase *tc = tcase_create("direct");

	tcase_add_test(tc, test_records);
	tcase_add_test(tc, test_random);
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
