/* SPDX-License-Identifier: ISC */
/* check_yaml_writer.c: talat_yaml_writer writes the very bytes of
 * libyaml's emitter (yemit_game), directly where it can and
 * through libyaml where it must, and each document goes the way it
 * should. */
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <sys/stat.h>
#include "testutil.h"
#include "gen.h"
#include "yaml_private.h"
#include "rng.h"

/* Both ways of writing one stream, side by side. */
struct pair {
	struct talat_yaml_writer *w;
	yaml_emitter_t e;
	struct tu_buf fast, ref;	/* the writer's bytes, libyaml's bytes */
	struct talat_result r;
};

static void
pair_open(struct pair *p)
{
	struct talat_yaml_error err;

	memset(p, 0, sizeof(*p));
	p->w = talat_yaml_writer_new(tu_buf_write, &p->fast, &err);
	ck_assert_ptr_nonnull(p->w);
	ck_assert(yaml_emitter_initialize(&p->e));
	yaml_emitter_set_output(&p->e, tu_buf_write, &p->ref);
	ck_assert_int_eq(yemit_open(&p->e, &err), 0);
	talat_result_init(&p->r);
}

static void
pair_game(struct pair *p, const char *file, const struct talat_game *g)
{
	struct talat_yaml_error err;

	ck_assert_int_eq(talat_replay(g, NULL, &p->r), 0);
	ck_assert_msg(talat_yaml_writer_game(p->w, file, g, &p->r, &err) == 0,
	    "writer: %s", err.message);
	ck_assert_msg(yemit_game(&p->e, file, g, &p->r, &err) == 0,
	    "libyaml: %s", err.message);
}

/* Closes both, asserts the same bytes, and gives the writer's counts. */
static void
pair_close(struct pair *p, size_t *direct, size_t *by_libyaml)
{
	struct talat_yaml_error err;
	size_t i;

	ck_assert_int_eq(talat_yaml_writer_close(p->w, &err), 0);
	ck_assert_int_eq(yemit_close(&p->e, &err), 0);
	ywriter_counts(p->w, direct, by_libyaml);
	for (i = 0; i < p->fast.len && i < p->ref.len; i++)
		if (p->fast.s[i] != p->ref.s[i])
			break;
	ck_assert_msg(p->fast.len == p->ref.len && i == p->ref.len,
	    "the writer differs from libyaml at byte %zu:\n"
	    "writer: [%.60s]\nlibyaml: [%.60s]", i,
	    p->fast.s ? p->fast.s + i : "", p->ref.s ? p->ref.s + i : "");
	ck_assert_uint_gt(p->ref.len, 0);
	talat_yaml_writer_free(p->w);
	yaml_emitter_delete(&p->e);
	talat_result_free(&p->r);
	free(p->fast.s);
	free(p->ref.s);
}

/* --- one string, in each place a string can stand --------------------------- */

/* A game with a tag, a game comment, a ply comment and a declaration
 * comment; one of them then holds the string under test. */
static const char base_game[] =
	"[Event \"x\"]\n"
	"[Position \"5/2WL62/5/4BS3/5 5/2GS32/5/2BM42/5 5/1WS43/5/5/GM44 G "
	"GS4,GS6,GM3,GM6,GL3,GL4,GL6/WS3,WS6,WM3,WM4,WM6,WL3,WL4/"
	"BS4,BS6,BM3,BM6,BL3,BL4,BL6 - 102\"]\n"
	"{ game }\n"
	"34. BG:c4-d3 { ply } freeze WB { declaration }\n";

static void
base(struct talat_game *g)
{
	struct talat_reader *rd;

	rd = talat_reader_new_string(base_game, sizeof(base_game) - 1, NULL);
	ck_assert_ptr_nonnull(rd);
	talat_game_init(g);
	ck_assert_int_eq(talat_reader_next(rd, g), 1);
	talat_reader_free(rd);
	ck_assert_uint_eq(g->ntags, 2);
	ck_assert_uint_eq(g->ncomments, 1);
	ck_assert_uint_eq(g->nmoves, 2);
	ck_assert_uint_eq(g->moves[0].ncomments, 1);
	ck_assert_uint_eq(g->moves[1].ncomments, 1);
}

static void
replace(char **at, const char *s)
{
	free(*at);
	*at = strdup(s);
	ck_assert_ptr_nonnull(*at);
}

enum place { TAG_VALUE, TAG_NAME, GAME_COMMENT, PLY_COMMENT,
	DECLARATION_COMMENT, NPLACES };

/* Writes the base game with s in place `where`; returns whether the
 * writer wrote it directly (the bytes are asserted equal either way). */
static int
written_directly(const char *s, enum place where)
{
	struct talat_game g;
	struct pair p;
	size_t direct, by_libyaml;

	base(&g);
	switch (where) {
	case TAG_VALUE:
		replace(&g.tags[0].value, s);
		break;
	case TAG_NAME:
		replace(&g.tags[0].name, s);
		break;
	case GAME_COMMENT:
		replace(&g.comments[0].text, s);
		break;
	case PLY_COMMENT:
		replace(&g.moves[0].comments[0].text, s);
		break;
	default:
		replace(&g.moves[1].comments[0].text, s);
		break;
	}
	pair_open(&p);
	pair_game(&p, "rec.tgn", &g);
	pair_close(&p, &direct, &by_libyaml);
	talat_game_free(&g);
	ck_assert_uint_eq(direct + by_libyaml, 1);
	return direct == 1;
}

static const struct {
	const char *s;
	int direct;	/* the writer can write it itself as a value */
	int as_key;	/* and as a key (-1: the same) */
} scalars[] = {
	/* plain */
	{ "plain words", 1, -1 }, { "Günzburg", 1, -1 }, { "Сида", 1, -1 },
	{ "it's", 1, -1 }, { "-x", 1, -1 }, { "a:b", 1, -1 }, { "?x", 1, -1 }, { ":x", 1, -1 },
	{ "a#b", 1, -1 }, { "x]", 1, -1 }, { "a,b", 1, -1 }, { "a\"b", 1, -1 }, { "--", 1, -1 },
	{ "..", 1, -1 }, { "a  b", 1, -1 }, { "x?", 1, -1 }, { "\xc2\xa0nbsp", 1, -1 },
	{ "nbsp\xc2\xa0", 1, -1 }, { "\xed\x9f\xbf", 1, -1 }, { "\xee\x80\x80", 1, -1 },
	{ "\xef\xbf\xbd", 1, -1 }, { "\xef\xbf\xbc", 1, -1 }, { "~x", 1, -1 },
	/* single-quoted: asked for by the resolver, or forced by libyaml */
	{ "", 1, -1 }, { "yes", 1, -1 }, { "3", 1, -1 }, { "'quoted'", 1, -1 },
	{ "-", 1, -1 }, { "- x", 1, -1 }, { "a: b", 1, -1 }, { "a:", 1, -1 }, { "? x", 1, -1 },
	{ "?", 1, -1 }, { ":", 1, -1 }, { "#x", 1, -1 }, { "a #b", 1, -1 }, { "---", 1, -1 },
	{ "--- x", 1, -1 }, { "...x", 1, -1 }, { " lead", 1, -1 }, { "trail ", 1, -1 },
	{ " ", 1, -1 }, { "[x]", 1, -1 }, { "{x", 1, -1 }, { "}", 1, -1 }, { "&a", 1, -1 },
	{ "*a", 1, -1 }, { "!a", 1, -1 }, { "|a", 1, -1 }, { ">a", 1, -1 }, { "%a", 1, -1 },
	{ "@a", 1, -1 }, { "`a", 1, -1 }, { "\"a", 1, -1 }, { ",a", 1, -1 }, { "~", 1, -1 },
	{ "null", 1, -1 }, { "a ' b", 1, -1 }, { "''", 1, -1 },
	/* line feeds: single-quoted on several lines, but not as keys */
	{ "two\nlines", 1, 0 }, { "x\n", 1, 0 }, { "\n", 1, 0 },
	{ "a\n\n\nb", 1, 0 }, { "\n\nx\n", 1, 0 }, { "it's\n'q'", 1, 0 },
	{ "- a\n- b", 1, 0 }, { "Сида\nGünzburg", 1, 0 },
	/* beyond the direct writer: a space next to a line feed, other
	 * breaks, tabs, controls, BOM, non-characters, characters beyond
	 * U+FFFF */
	{ "a \nb", 0, -1 }, { "a\n b", 0, -1 },
	{ "tab\there", 0, -1 }, { "cr\rx", 0, -1 },
	{ "\x7f", 0, -1 }, { "\x01", 0, -1 }, { "\x1b[0m", 0, -1 }, { "\xc2\x85", 0, -1 },
	{ "\xc2\x9f", 0, -1 }, { "a\xe2\x80\xa8" "b", 0, -1 }, { "\xe2\x80\xa9", 0, -1 },
	{ "\xef\xbb\xbf" "bom", 0, -1 }, { "\xef\xbf\xbe", 0, -1 },
	{ "\xef\xbf\xbf", 0, -1 }, { "\xf0\x9f\x98\x80", 0, -1 }, { " \n ", 0, -1 },
};

START_TEST(test_scalar)
{
	int where, want;

	for (where = 0; where < NPLACES; where++) {
		want = scalars[_i].direct;
		if (where == TAG_NAME && scalars[_i].as_key >= 0)
			want = scalars[_i].as_key;
		ck_assert_msg(written_directly(scalars[_i].s, where) == want,
		    "scalar %d in place %d: the writer should %s", _i, where,
		    want ? "write it" : "leave it to libyaml");
	}
}
END_TEST

/* libyaml writes a key of more than 128 bytes as "? key": left to it. */
START_TEST(test_long_key)
{
	char s[200];

	memset(s, 'k', sizeof(s));
	s[128] = '\0';
	ck_assert(written_directly(s, TAG_NAME));
	s[128] = 'k';
	s[129] = '\0';
	ck_assert(!written_directly(s, TAG_NAME));
	ck_assert(written_directly(s, TAG_VALUE));
	s[127] = '\'';	/* 130 bytes quoted, 129 as a string */
	ck_assert(!written_directly(s, TAG_NAME));
	s[128] = '\0';	/* 128 bytes */
	ck_assert(written_directly(s, TAG_NAME));
}
END_TEST

/* --- random documents, event for event ------------------------------------- */

/*
 * The block writer on its own: random documents of the subset (nested
 * mappings and sequences, empty ones, keys and values of random text
 * asked plain or single-quoted) written by it and by libyaml. Whatever
 * it accepts must come out the same; what it refuses is counted.
 */
struct twin {
	struct yblock b;
	yaml_emitter_t e;
	struct tu_buf ref;
	struct rng rng;
	int refused;
};

static const char *const pieces[] = {
	"a", "b", "word", " ", " ", ":", "#", "-", "?", "'", "\"", ",", "[",
	"]", "{", "}", "&", "*", "!", "|", ">", "%", "@", "`", ".", "...",
	"---", "~", "yes", "1", "\n", "\xc3\xa9", "\xd0\x96", "\xc2\xa0",
	"\xef\xbf\xbd",
};

/* Outside the writer's subset, so rarer. */
static const char *const hard_pieces[] = {
	"\t", "\n", "\r", "\xc2\x85", "\xe2\x80\xa8", "\xef\xbb\xbf",
	"\xf0\x9f\x98\x80", "\x7f", "\x01", "\xed\xb0\x9e",
};

static size_t
random_text(struct rng *r, char *s, size_t cap)
{
	size_t len = 0, n, k;
	const char *p;

	if (rng_below(r, 20) == 0) {	/* about the key limit */
		n = 120 + rng_below(r, 16);
		memset(s, 'k', n);
		return n;
	}
	n = rng_below(r, 6);
	for (k = 0; k < n; k++) {
		if (rng_below(r, 40) == 0)
			p = hard_pieces[rng_below(r,
			    sizeof(hard_pieces) / sizeof(hard_pieces[0]))];
		else
			p = pieces[rng_below(r, sizeof(pieces) /
			    sizeof(pieces[0]))];
		ck_assert_uint_lt(len + strlen(p), cap);
		memcpy(s + len, p, strlen(p));
		len += strlen(p);
	}
	return len;
}

/* Both sides take the event; 0, or -1 once the writer refused. */
static int
twin_rc(struct twin *t, int rc, yaml_event_t *ev)
{
	ck_assert_int_ne(rc, TALAT_YBLOCK_NOMEM);
	if (rc == TALAT_YBLOCK_UNSUPPORTED) {
		yaml_event_delete(ev);
		t->refused = 1;
		return -1;
	}
	ck_assert(yaml_emitter_emit(&t->e, ev));
	return 0;
}

static int
twin_scalar(struct twin *t)
{
	char s[256];
	size_t len = random_text(&t->rng, s, sizeof s);
	int quoted = (int)rng_below(&t->rng, 2);
	yaml_event_t ev;

	ck_assert(yaml_scalar_event_initialize(&ev, NULL, NULL,
	    (yaml_char_t *)s, (int)len, 1, 1, quoted ?
	    YAML_SINGLE_QUOTED_SCALAR_STYLE : YAML_PLAIN_SCALAR_STYLE));
	return twin_rc(t, yblock_scalar(&t->b, s, len, quoted), &ev);
}

static int twin_node(struct twin *t, int depth, int in_seq);

static int
twin_collection(struct twin *t, int seq, int depth, int entries)
{
	yaml_event_t ev;
	int i;

	if (seq)
		ck_assert(yaml_sequence_start_event_initialize(&ev, NULL, NULL,
		    1, YAML_BLOCK_SEQUENCE_STYLE));
	else
		ck_assert(yaml_mapping_start_event_initialize(&ev, NULL, NULL,
		    1, YAML_BLOCK_MAPPING_STYLE));
	if (twin_rc(t, seq ? yblock_sequence_start(&t->b) :
	    yblock_mapping_start(&t->b), &ev) < 0)
		return -1;
	for (i = 0; i < entries; i++) {
		if (!seq && twin_scalar(t) < 0)
			return -1;
		if (twin_node(t, depth + 1, seq) < 0)
			return -1;
	}
	if (seq)
		ck_assert(yaml_sequence_end_event_initialize(&ev));
	else
		ck_assert(yaml_mapping_end_event_initialize(&ev));
	return twin_rc(t, yblock_end(&t->b), &ev);
}

/* A value or an item: a scalar, or (not too deep) a collection; in a
 * sequence rarely a sequence, which the writer refuses. */
static int
twin_node(struct twin *t, int depth, int in_seq)
{
	uint32_t kind = rng_below(&t->rng, 10);
	int entries = (int)rng_below(&t->rng, 4);

	if (depth >= 4 || kind < 5)
		return twin_scalar(t);
	if (kind < 7 || (in_seq && kind < 9))
		return twin_collection(t, 0, depth, entries);
	return twin_collection(t, 1, depth, entries);
}

START_TEST(test_random_documents)
{
	struct twin t;
	struct talat_yaml_error err;
	yaml_event_t ev;
	long i, same = 0, refused = 0;
	int rc;

	memset(&t, 0, sizeof(t));
	rng_seed(&t.rng, 20261123, 0);
	yblock_init(&t.b);
	for (i = 0; i < 20000; i++) {
		t.ref.len = 0;
		t.refused = 0;
		ck_assert(yaml_emitter_initialize(&t.e));
		yaml_emitter_set_output(&t.e, tu_buf_write, &t.ref);
		ck_assert_int_eq(yemit_open(&t.e, &err), 0);
		ck_assert(yaml_document_start_event_initialize(&ev, NULL, NULL,
		    NULL, 1));
		rc = twin_rc(&t, yblock_document_start(&t.b, 1), &ev);
		if (rc == 0)
			rc = twin_collection(&t, 0, 0,
			    1 + (int)rng_below(&t.rng, 4));
		if (rc == 0) {
			ck_assert(yaml_document_end_event_initialize(&ev, 1));
			rc = twin_rc(&t, yblock_document_end(&t.b),
			    &ev);
		}
		if (rc == 0) {
			ck_assert_int_eq(yemit_close(&t.e, &err),
			    0);
			ck_assert_msg(t.b.len == t.ref.len &&
			    memcmp(t.b.buf, t.ref.s, t.ref.len) == 0,
			    "document %ld:\nwriter:\n%.*s\nlibyaml:\n%s", i,
			    (int)t.b.len, t.b.buf, t.ref.s);
			same++;
		} else {
			ck_assert(t.refused);
			refused++;
		}
		yaml_emitter_delete(&t.e);
	}
	/* Both kinds are frequent: the comparison has work to do. */
	ck_assert_int_ge(same, 2000);
	ck_assert_int_ge(refused, 2000);
	yblock_free(&t.b);
	free(t.ref.s);
}
END_TEST

/* --- streams -------------------------------------------------------------- */

/* Documents the writer writes and ones it leaves to libyaml, in turn:
 * "---" stands between every two, whoever wrote them. */
START_TEST(test_mixed_stream)
{
	static const char *const orders[] = { "dlldld", "ld", "dl", "ll",
		"dd", "l", "d" };
	const char *o = orders[_i];
	struct talat_game easy, hard;
	struct pair p;
	size_t k, direct, by_libyaml, want = 0;

	base(&easy);
	base(&hard);
	replace(&hard.moves[0].comments[0].text, "tab\there");
	pair_open(&p);
	for (k = 0; o[k] != '\0'; k++) {
		want += o[k] == 'd';
		pair_game(&p, "mixed.tgn", o[k] == 'd' ? &easy : &hard);
	}
	pair_close(&p, &direct, &by_libyaml);
	ck_assert_uint_eq(direct, want);
	ck_assert_uint_eq(by_libyaml, strlen(o) - want);
	talat_game_free(&easy);
	talat_game_free(&hard);
}
END_TEST

static size_t total_direct, total_files;

/* Every game of one file as one stream. */
static void
check_file(const char *path, void *unused)
{
	struct talat_reader *rd;
	struct talat_game g;
	struct pair p;
	size_t direct, by_libyaml;
	FILE *fp = fopen(path, "rb");

	(void)unused;
	ck_assert_msg(fp != NULL, "%s: %s", path, strerror(errno));
	rd = talat_reader_new(fp, NULL);
	ck_assert_ptr_nonnull(rd);
	talat_game_init(&g);
	pair_open(&p);
	while (talat_reader_next(rd, &g) == 1)
		pair_game(&p, path, &g);
	pair_close(&p, &direct, &by_libyaml);
	total_direct += direct;
	total_files++;
	talat_game_free(&g);
	talat_reader_free(rd);
	fclose(fp);
}


START_TEST(test_records)
{
	const char *top = getenv("top_srcdir");
	const char *spec = getenv("SPECDIR");
	char dir[PATH_MAX];

	total_direct = total_files = 0;
	snprintf(dir, sizeof dir, "%s/records", top != NULL ? top : ".");
	tu_walk(dir, 1, ".tgn", check_file, NULL);
	ck_assert_msg(spec != NULL, "SPECDIR is not set");
	snprintf(dir, sizeof dir, "%s/examples", spec);
	tu_walk(dir, 0, ".tgn", check_file, NULL);
	ck_assert_uint_ge(total_files, 80);
	/* Most records hold only one-line strings. */
	ck_assert_uint_ge(total_direct, total_files / 2);
}
END_TEST

/* Generated games: every one written directly, as libyaml would. */
START_TEST(test_generated)
{
	struct talat_gen_options o;
	struct talat_game g;
	struct pair p;
	char err[256];
	size_t direct, by_libyaml;
	long i;

	talat_game_init(&g);
	pair_open(&p);
	for (i = 1; i <= 100; i++) {
		memset(&o, 0, sizeof(o));
		o.players = i % 2 ? 3 : 2;
		o.seed = 7;
		o.index = i;
		ck_assert_msg(talat_gen_game(&o, &g, err, sizeof err) == 0,
		    "%s", err);
		pair_game(&p, "gen.tgn", &g);
	}
	pair_close(&p, &direct, &by_libyaml);
	ck_assert_uint_eq(direct, 100);
	ck_assert_uint_eq(by_libyaml, 0);
	talat_game_free(&g);
}
END_TEST

/* --- failures ------------------------------------------------------------ */

/* A refused write is an error, for a direct document (_i 0) and for one
 * written by libyaml (_i 1). */
START_TEST(test_write_error)
{
	struct talat_yaml_writer *w;
	struct talat_yaml_error err;
	struct talat_result r;
	struct talat_game g;
	int rc;

	base(&g);
	if (_i == 1)
		replace(&g.comments[0].text, "tab\there");
	talat_result_init(&r);
	ck_assert_int_eq(talat_replay(&g, NULL, &r), 0);
	w = talat_yaml_writer_new(tu_refuse, NULL, &err);
	ck_assert_ptr_nonnull(w);
	rc = talat_yaml_writer_game(w, "rec.tgn", &g, &r, &err);
	if (rc == 0)	/* libyaml may keep the bytes until the end */
		rc = talat_yaml_writer_close(w, &err);
	ck_assert_int_eq(rc, -1);
	ck_assert_int_eq(err.kind, TALAT_YAML_EMITTER);
	ck_assert_str_eq(err.message, "write error");
	talat_yaml_writer_free(w);
	talat_result_free(&r);
	talat_game_free(&g);
}
END_TEST

/* A result that does not belong to the game is refused, not written. */
START_TEST(test_mismatch)
{
	struct talat_yaml_writer *w;
	struct talat_yaml_error err;
	struct talat_result r;
	struct talat_game g;
	struct tu_buf out;

	base(&g);
	talat_result_init(&r);
	ck_assert_int_eq(talat_replay(&g, NULL, &r), 0);
	r.nplies = 0;
	memset(&out, 0, sizeof(out));
	w = talat_yaml_writer_new(tu_buf_write, &out, &err);
	ck_assert_ptr_nonnull(w);
	ck_assert_int_eq(talat_yaml_writer_game(w, "rec.tgn", &g, &r, &err),
	    -1);
	ck_assert_int_eq(err.kind, TALAT_YAML_EMITTER);
	ck_assert_str_eq(err.message,
	    "the replay result does not belong to the game");
	ck_assert_uint_eq(out.len, 0);
	r.nplies = 1;
	talat_yaml_writer_free(w);
	talat_result_free(&r);
	talat_game_free(&g);
	free(out.s);
}
END_TEST

static Suite *
writer_suite(void)
{
	Suite *s = suite_create("yaml_writer");
	TCase *tc = tcase_create("scalars");

	tcase_add_loop_test(tc, test_scalar, 0,
	    sizeof(scalars) / sizeof(scalars[0]));
	tcase_add_test(tc, test_long_key);
	tcase_add_test(tc, test_random_documents);
	suite_add_tcase(s, tc);
	tc = tcase_create("streams");
	tcase_set_timeout(tc, 60);
	tcase_add_loop_test(tc, test_mixed_stream, 0, 7);
	tcase_add_test(tc, test_records);
	tcase_add_test(tc, test_generated);
	suite_add_tcase(s, tc);
	tc = tcase_create("failures");
	tcase_add_loop_test(tc, test_write_error, 0, 2);
	tcase_add_test(tc, test_mismatch);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return tu_run(writer_suite());
}
