/* SPDX-License-Identifier: ISC */
/*
 * reader.c: the TGN reader around the scanner and the parser: input,
 * diagnostics, and the game being built.
 *
 * The scanner reads through a window of the input that keeps every line a
 * diagnostic may still need: the current line, the lines of the last two
 * tokens and of the last round number. A diagnostic takes the text of its
 * line at once (reading ahead to the end of that line if need be), waits
 * in a list until the end of its game, and is then passed on in file
 * order.
 */
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "reader.h"
#include "base_private.h"
#include "record_private.h"
#include "diag_private.h"
#include "internal.h"

#define CHUNK		(256 * 1024)
#define DEFAULT_MAX	20
#define SLACK		16	/* diagnostics kept beyond max_errors */

/* --- memory ---------------------------------------------------------- */

/* Whether this allocation is the one a test wants to fail. */
static int
injected_failure(struct talat_reader *r)
{
	return ++r->nalloc == r->alloc_fail_at;
}

void *
tgn_mem_alloc(struct talat_reader *r, size_t n)
{
	return injected_failure(r) ? NULL : malloc(n);
}

void *
tgn_mem_realloc(struct talat_reader *r, void *p, size_t n)
{
	return injected_failure(r) ? NULL : realloc(p, n);
}

/* tl_grow (internal.h), each allocation it makes counted as the
 * reader's (so that a test can make it fail). */
static int
grow(struct talat_reader *r, void *pp, size_t *cap, size_t need,
    size_t size, size_t first)
{
	if (need > *cap && injected_failure(r)) {
		errno = ENOMEM;
		return -1;
	}
	return tl_grow(pp, cap, need, size, first);
}

char *
tgn_mem_strdup(struct talat_reader *r, const char *s)
{
	return injected_failure(r) ? NULL : strdup(s);
}

/* Puts p in the first free slot of list[0..n); a full list (never seen)
 * only means that p would leak if memory ran out. */
static void
track(void **list, size_t n, void *p)
{
	size_t i;

	for (i = 0; i < n && p != NULL; i++)
		if (list[i] == NULL) {
			list[i] = p;
			return;
		}
}

static void
untrack(void **list, size_t n, const void *p)
{
	size_t i;

	for (i = 0; i < n && p != NULL; i++)
		if (list[i] == p) {
			list[i] = NULL;
			return;
		}
}

char *
tgn_str_alloc(struct talat_reader *r, size_t n)
{
	char *s = tgn_mem_alloc(r, n);

	track((void **)r->loose, TGN_LOOSE_MAX, s);
	return s;
}

void
tgn_str_owned(struct talat_reader *r, const char *s)
{
	untrack((void **)r->loose, TGN_LOOSE_MAX, s);
}

void
tgn_str_free(struct talat_reader *r, char *s)
{
	untrack((void **)r->loose, TGN_LOOSE_MAX, s);
	free(s);
}

/* Frees the token strings a failure left behind. */
static void
free_loose(struct talat_reader *r)
{
	size_t i;

	for (i = 0; i < TGN_LOOSE_MAX; i++) {
		free(r->loose[i]);
		r->loose[i] = NULL;
	}
}

void *
tgn_scan_alloc(struct talat_reader *r, size_t n)
{
	void *p = tgn_mem_alloc(r, n);

	track(r->scan_blocks, TGN_SCAN_BLOCKS, p);
	return p;
}

void *
tgn_scan_realloc(struct talat_reader *r, void *p, size_t n)
{
	void *q = tgn_mem_realloc(r, p, n);

	/* On failure flex forgets p, but it is still ours to free. */
	if (q != NULL) {
		untrack(r->scan_blocks, TGN_SCAN_BLOCKS, p);
		track(r->scan_blocks, TGN_SCAN_BLOCKS, q);
	}
	return q;
}

void
tgn_scan_free(struct talat_reader *r, void *p)
{
	untrack(r->scan_blocks, TGN_SCAN_BLOCKS, p);
	free(p);
}

/* Frees the scanner's blocks that flex lost track of in a failure. */
static void
free_scan_blocks(struct talat_reader *r)
{
	size_t i;

	for (i = 0; i < TGN_SCAN_BLOCKS; i++) {
		free(r->scan_blocks[i]);
		r->scan_blocks[i] = NULL;
	}
}

/* --- input ----------------------------------------------------------- */

static long long
min_ll(long long a, long long b)
{
	return a < b ? a : b;
}

/* The stream offset before which nothing is needed any more. */
static long long
keep_from(const struct talat_reader *r)
{
	long long k = r->line_off;

	k = min_ll(k, r->last_start.line_off);
	k = min_ll(k, r->prev_end.line_off);
	k = min_ll(k, r->round.line_off);
	k = min_ll(k, r->round_prev.line_off);
	if (r->game != NULL)
		k = min_ll(k, r->game_off);
	return k;
}

/* Reads more input into the window; 0 at end of input or on error. */
static size_t
fill(struct talat_reader *r)
{
	size_t keep, n;

	if (r->win == NULL || r->input_eof)
		return 0;
	keep = (size_t)(keep_from(r) - r->base);
	if (keep > r->hand)
		keep = r->hand;
	if (keep > 0 && r->len - keep < r->winsize / 2) {
		memmove(r->win, r->win + keep, r->len - keep);
		r->base += (long long)keep;
		r->len -= keep;
		r->hand -= keep;
	}
	if (r->winsize - r->len < CHUNK / 2) {
		/* What must stay is a game longer than any can be: the
		 * input ends here (talat_reader_next says so). */
		if (r->max_text > 0 && r->len - keep >= r->max_text &&
		    r->game != NULL) {
			r->cut = 1;
			r->input_eof = 1;
			return 0;
		}
		if (grow(r, &r->win, &r->winsize, r->winsize + 1, 1, 1) < 0)
			tgn_fatal(r);
		r->data = r->win;
	}
	n = fread(r->win + r->len, 1, r->winsize - r->len, r->fp);
	if (n == 0) {
		if (ferror(r->fp))
			r->ioerr = errno != 0 ? errno : EIO;
		r->input_eof = 1;
		return 0;
	}
	r->len += n;
	return n;
}

/* Skips a byte order mark at the very start of the input. */
static void
skip_bom(struct talat_reader *r)
{
	if (r->len >= 3 && memcmp(r->data, "\xEF\xBB\xBF", 3) == 0) {
		r->hand = 3;
		r->off = r->line_off = 3;
		r->last_start.line_off = r->last_end.line_off = 3;
		r->prev_end.line_off = r->round.line_off = 3;
		r->round_prev.line_off = 3;
	}
}

/* Hands the scanner as much as it asks for, up to the end of the input:
 * a short refill would make it scan a long token again sooner. */
size_t
tgn_input(struct talat_reader *r, char *buf, size_t max)
{
	size_t n;

	r->nrefills++;
	while (r->len - r->hand < max && fill(r) > 0)
		;
	if (r->hand == r->len)
		return 0;
	n = r->len - r->hand;
	if (n > max)
		n = max;
	memcpy(buf, r->data + r->hand, n);
	r->hand += n;
	return n;
}

/* --- diagnostics ----------------------------------------------------- */

struct buf {
	char *p;
	size_t len, cap;
};

static void
buf_add(struct talat_reader *r, struct buf *b, const char *s, size_t n)
{
	if (n > SIZE_MAX - 1 - b->len ||
	    grow(r, &b->p, &b->cap, b->len + n + 1, 1, 64) < 0) {
		free(b->p);
		tgn_fatal(r);
	}
	memcpy(b->p + b->len, s, n);
	b->len += n;
	b->p[b->len] = '\0';
}

/*
 * Appends the characters [from, to) (1-based, counted as columns are) of
 * line s[0..n) to b; NUL bytes and invalid bytes become U+FFFD so that
 * the text stays a valid UTF-8 string and keeps its columns. Control
 * characters are kept as written: escaping them is the business of a
 * program printing them on a terminal (talat's is src/cli/term.c, which
 * shows them as \x1B). The walk starts at
 * column *col, byte *at of the line (a place known to be at or before
 * `from`), and leaves them where it stopped.
 */
static void
add_chars(struct talat_reader *r, struct buf *b, const char *s, size_t n,
    long from, long to, long *col, size_t *at)
{
	size_t i = *at, k;
	long c = *col;

	while (i < n && c < to) {
		k = talat_utf8_len(s + i, n - i);
		if (c == from) {
			*col = c;
			*at = i;
		}
		if (c >= from) {
			if (k == 0 || s[i] == '\0')
				buf_add(r, b, "\xEF\xBF\xBD", 3);
			else
				buf_add(r, b, s + i, k);
		}
		i += k == 0 ? 1 : k;
		c++;
	}
}

long
tgn_chars(const char *s, size_t n)
{
	long col = 0;
	size_t i = 0, k;

	while (i < n) {
		k = talat_utf8_len(s + i, n - i);
		i += k == 0 ? 1 : k;
		col++;
	}
	return col;
}

/*
 * The line starting at stream offset line_off, in r->line_cache: its
 * length (without the line end) and its number of characters, measured
 * once however many diagnostics it has. -1 when it is no longer in the
 * window.
 */
static int
measure_line(struct talat_reader *r, long long line_off)
{
	struct tgn_line_cache *c = &r->line_cache;
	const char *s, *nl;
	size_t start, n;

	if (c->valid && c->off == line_off)
		return 0;
	if (line_off < r->base)
		return -1;
	for (;;) {
		/* fill() may move the window: find the line anew. */
		start = (size_t)(line_off - r->base);
		if (start > r->len)
			return -1;
		nl = memchr(r->data + start, '\n', r->len - start);
		if (nl != NULL || fill(r) == 0)
			break;
	}
	start = (size_t)(line_off - r->base);
	if (start > r->len)
		return -1;
	s = r->data + start;
	n = nl != NULL ? (size_t)(nl - s) : r->len - start;
	if (n > 0 && s[n - 1] == '\r')
		n--;
	r->nmeasured++;
	c->valid = nl != NULL || r->input_eof;
	c->off = line_off;
	c->len = n;
	c->nchars = tgn_chars(s, n);
	c->col = 1;
	c->at = 0;
	return 0;
}

/*
 * The text of the line starting at stream offset line_off, windowed
 * around column col when it is long (see talat_diag_caret()). Many
 * diagnostics on one line cost time linear in its length: the line is
 * measured once, and the walk to a column goes on from the last one.
 */
static char *
line_source(struct talat_reader *r, long long line_off, long col)
{
	struct tgn_line_cache *c = &r->line_cache;
	struct buf b = { NULL, 0, 0 };
	const char *s;
	long from, one = 1;
	size_t zero = 0;

	if (measure_line(r, line_off) == -1)
		return tgn_mem_strdup(r, "");
	s = r->data + (size_t)(line_off - r->base);
	buf_add(r, &b, "", 0);
	if (c->nchars <= TALAT_DIAG_LONG_LINE || col <= TALAT_DIAG_LONG_COLUMN) {
		add_chars(r, &b, s, c->len, 1, TALAT_DIAG_LONG_LINE + 1, &one,
		    &zero);
		if (c->nchars > TALAT_DIAG_LONG_LINE)
			buf_add(r, &b, "...", 3);
	} else {
		buf_add(r, &b, "...", 3);
		from = col - (TALAT_DIAG_WINDOW_CARET - 4);
		if (c->col > from) {
			c->col = 1;
			c->at = 0;
		}
		add_chars(r, &b, s, c->len, from, col + 100, &c->col, &c->at);
		if (col + 100 <= c->nchars)
			buf_add(r, &b, "...", 3);
	}
	if (!c->valid)
		c->off = -1;
	return b.p;
}

long
talat_diag_caret(const struct talat_diag *d)
{
	if (d->source == NULL)
		return d->loc.column;
	if (d->loc.column > tgn_chars(d->source, strlen(d->source)) + 1)
		return TALAT_DIAG_WINDOW_CARET;
	return d->loc.column;
}

static int
loc_before(struct talat_loc a, struct talat_loc b)
{
	return a.line < b.line || (a.line == b.line && a.column < b.column);
}

void
tgn_report_msg(struct talat_reader *r, const struct tgn_loc *at,
    const struct talat_msg *m)
{
	struct talat_game *g = r->game;
	struct talat_loc loc = { at->line, at->column };
	struct tgn_pending *p;
	char msg[TALAT_MSG_MAX];
	size_t n;

	/* A warning or a note (a hint) is no error of the game. */
	if (talat_diag_severity(m->kind) == TALAT_SEV_ERROR) {
		r->nerrors++;
		if (g != NULL && (g->syntax_errors == 0 ||
		    loc_before(loc, g->first_error)))
			g->first_error = loc;
		if (g != NULL)
			g->syntax_errors++;
	}
	/* (Where the input was cut is said however many errors came
	 * before: it is why the rest of the file is not read.) */
	if (r->diag == NULL || (m->kind != TALAT_D_TOO_MUCH_TEXT &&
	    r->nreported + r->npending >= (size_t)r->max_errors + SLACK))
		return;
	if (grow(r, &r->pending, &r->cappending, r->npending + 1,
	    sizeof *r->pending, 8) < 0)
		tgn_fatal(r);
	n = strnlen(m->text, sizeof msg - 1);
	memcpy(msg, m->text, n);
	msg[n] = '\0';	/* control characters as written (see add_chars) */
	p = &r->pending[r->npending];
	p->loc = loc;
	p->kind = m->kind;
	p->seq = r->seq++;
	p->message = NULL;
	p->source = NULL;
	r->npending++;
	if ((p->message = tgn_mem_strdup(r, msg)) == NULL)
		tgn_fatal(r);
	p->source = line_source(r, at->line_off, at->column);
	if (p->source == NULL)
		tgn_fatal(r);
}

void
(tgn_report)(struct talat_reader *r, const struct tgn_loc *at,
    enum talat_diag_kind kind, ...)
{
	struct talat_msg m;
	va_list ap;

	va_start(ap, kind);
	talat_msg_vset(&m, kind, ap);
	va_end(ap);
	tgn_report_msg(r, at, &m);
}

static int
pending_cmp(const void *a, const void *b)
{
	const struct tgn_pending *p = a, *q = b;

	if (p->loc.line != q->loc.line)
		return p->loc.line < q->loc.line ? -1 : 1;
	if (p->loc.column != q->loc.column)
		return p->loc.column < q->loc.column ? -1 : 1;
	return p->seq < q->seq ? -1 : p->seq > q->seq;
}

/* Passes the diagnostics of the game just read on, in file order. */
static void
flush_errors(struct talat_reader *r)
{
	struct talat_diag d;
	size_t i;

	memset(&d, 0, sizeof d);
	if (r->npending > 1)	/* qsort(NULL, 0, ...) is undefined */
		qsort(r->pending, r->npending, sizeof *r->pending, pending_cmp);
	for (i = 0; i < r->npending; i++) {
		if (r->nreported < r->max_errors ||
		    r->pending[i].kind == TALAT_D_TOO_MUCH_TEXT) {
			d.kind = r->pending[i].kind;
			d.severity = talat_diag_severity(d.kind);
			d.loc = r->pending[i].loc;
			d.ply = 0;
			d.message = r->pending[i].message;
			d.source = r->pending[i].source;
			r->diag(r->diag_ctx, &d);
			r->nreported++;
		}
		free(r->pending[i].message);
		free(r->pending[i].source);
	}
	r->npending = 0;
}

/* --- the game -------------------------------------------------------- */

/*
 * A game with a syntax error keeps its text as read (the window holds it
 * from game_off on), so that nothing written in it is lost; with the
 * option keep_text, every game does (talat select writes games as read).
 */
static void
keep_text(struct talat_reader *r, struct talat_game *g)
{
	size_t n;

	if ((g->syntax_errors == 0 && !r->keep_all_text) ||
	    r->text_start < 0 ||
	    r->text_start < r->base || r->text_end - r->base > (long long)r->len)
		return;
	n = (size_t)(r->text_end - r->text_start);
	if ((g->source_text = tgn_mem_alloc(r, n + 1)) == NULL)
		tgn_fatal(r);
	memcpy(g->source_text, r->data + (r->text_start - r->base), n);
	g->source_text[n] = '\0';
	g->source_len = n;
}

int
tgn_add_move(struct talat_reader *r, const struct tgn_move *m,
    const struct tgn_loc *at)
{
	struct talat_game *g = r->game;
	struct talat_move *mv;

	r->dropped = 0;
	if (r->max_items > 0 && g->nmoves >= r->max_items) {
		if (!r->items_said)
			tgn_report(r, at, TALAT_D_TOO_MANY_ITEMS,
			    (long)r->max_items);
		r->items_said = 1;
		r->dropped = 1;
		return 0;
	}
	if (grow(r, &g->moves, &g->capmoves, g->nmoves + 1, sizeof *mv,
	    256) < 0)
		return -1;
	mv = &g->moves[g->nmoves++];
	mv->kind = (enum talat_move_kind)m->kind;
	mv->loc.line = at->line;
	mv->loc.column = at->column;
	mv->round = TALAT_ROUND_NONE;
	mv->round_loc.line = mv->round_loc.column = 0;
	mv->type = m->type;
	mv->board = m->board;
	mv->from = m->from;
	mv->to = m->to;
	mv->annotation = m->annotation;
	mv->comments = NULL;
	mv->ncomments = 0;
	return 0;
}

void
tgn_set_round(struct talat_reader *r, long round, const struct tgn_loc *at)
{
	struct talat_move *mv = &r->game->moves[r->game->nmoves - 1];

	if (r->dropped)
		return;
	mv->round = round;
	mv->round_loc.line = at->line;
	mv->round_loc.column = at->column;
}

int
tgn_add_tag(struct talat_reader *r, char *name, char *value,
    const struct tgn_loc *at, const struct tgn_loc *value_at)
{
	struct talat_game *g = r->game;
	struct talat_tag *t;

	if (grow(r, &g->tags, &g->captags, g->ntags + 1, sizeof *t, 16) < 0) {
		tgn_str_free(r, name);
		tgn_str_free(r, value);
		return -1;
	}
	t = &g->tags[g->ntags++];
	tgn_str_owned(r, name);
	tgn_str_owned(r, value);
	t->name = name;
	t->value = value;
	t->loc.line = at->line;
	t->loc.column = at->column;
	t->value_loc.line = value_at->line;
	t->value_loc.column = value_at->column;
	return 0;
}

static int
push_comment(struct talat_reader *r, struct talat_comment **list, size_t *n,
    size_t *capp, char *text, const struct tgn_loc *at)
{
	struct talat_comment *c;

	if (grow(r, list, capp, *n + 1, sizeof *c, 2) < 0)
		return -1;
	c = &(*list)[(*n)++];
	c->text = text;
	c->loc.line = at->line;
	c->loc.column = at->column;
	return 0;
}

int
tgn_add_comment(struct talat_reader *r, char *text, const struct tgn_loc *at,
    int to_game)
{
	struct talat_game *g = r->game;
	struct talat_move *mv;
	size_t cap;
	int rc;

	if (to_game || g->nmoves == 0)
		rc = push_comment(r, &g->comments, &g->ncomments,
		    &g->capcomments, text, at);
	else {
		mv = &g->moves[g->nmoves - 1];
		/* A move's list is exactly as long as it needs to be. */
		cap = mv->ncomments;
		rc = push_comment(r, &mv->comments, &mv->ncomments, &cap,
		    text, at);
	}
	if (rc == -1)
		tgn_str_free(r, text);
	else
		tgn_str_owned(r, text);
	return rc;
}

/* --- the public reader ----------------------------------------------- */

__attribute__((noreturn)) void
tgn_fatal(struct talat_reader *r)
{
	longjmp(r->fatal, 1);
}

static struct talat_reader *
reader_new(const struct talat_reader_options *opts, long fail_at)
{
	struct talat_reader *r;

	if ((r = calloc(1, sizeof *r)) == NULL)
		return NULL;
	r->alloc_fail_at = fail_at;
	r->max_text = TGN_MAX_TEXT;
	r->max_items = TGN_MAX_ITEMS;
	r->line = r->col = 1;
	r->max_errors = DEFAULT_MAX;
	if (opts != NULL) {
		r->diag = opts->diag;
		r->diag_ctx = opts->diag_ctx;
		r->keep_all_text = opts->keep_text;
		if (opts->max_errors > 0)
			r->max_errors = opts->max_errors;
	}
	if (tgn_scanner_new(r) == -1) {
		free(r);
		return NULL;
	}
	return r;
}

static struct talat_reader *
reader_new_file(FILE *fp, const struct talat_reader_options *opts,
    long fail_at)
{
	struct talat_reader *r;

	if ((r = reader_new(opts, fail_at)) == NULL)
		return NULL;
	r->fp = fp;
	r->winsize = 2 * CHUNK;
	if ((r->win = tgn_mem_alloc(r, r->winsize)) == NULL) {
		talat_reader_free(r);
		return NULL;
	}
	r->data = r->win;
	if (setjmp(r->fatal) != 0) {
		talat_reader_free(r);
		return NULL;
	}
	fill(r);
	skip_bom(r);
	return r;
}

static struct talat_reader *
reader_new_string(const char *text, size_t len,
    const struct talat_reader_options *opts, long fail_at)
{
	struct talat_reader *r;

	if ((r = reader_new(opts, fail_at)) == NULL)
		return NULL;
	r->data = text;
	r->len = len;
	r->input_eof = 1;
	skip_bom(r);
	return r;
}

struct talat_reader *
talat_reader_new(FILE *fp, const struct talat_reader_options *opts)
{
	return reader_new_file(fp, opts, 0);
}

struct talat_reader *
talat_reader_new_string(const char *text, size_t len,
    const struct talat_reader_options *opts)
{
	return reader_new_string(text, len, opts, 0);
}

struct talat_reader *
tgn_reader_new_failing(FILE *fp, const char *text, size_t len,
    const struct talat_reader_options *opts, long fail_at)
{
	if (fp != NULL)
		return reader_new_file(fp, opts, fail_at);
	return reader_new_string(text, len, opts, fail_at);
}

void
tgn_reader_first_line(struct talat_reader *r, long line)
{
	r->line = line;
}

void
tgn_reader_caps(struct talat_reader *r, size_t max_text, size_t max_items)
{
	r->max_text = max_text;
	r->max_items = max_items;
}

static void
reset_pins(struct talat_reader *r)
{
	struct tgn_loc here = { r->line, r->col, r->line_off };

	r->last_start = r->last_end = r->prev_end = here;
	r->round = r->round_prev = here;
}

int
talat_reader_next(struct talat_reader *r, struct talat_game *g)
{
	volatile int rc;

	talat_game_clear(g);
	if (r->dead) {
		errno = ENOMEM;
		return -1;
	}
	if (r->at_eof) {
		if (r->ioerr) {
			errno = r->ioerr;
			return -1;
		}
		return 0;
	}
	r->game = g;
	r->seen_movetext = 0;
	/* A tag left open in the game before says nothing of this one:
	 * the text of a game reads alone as it reads in its file (a
	 * summary's source_text is read back so, issue 24). */
	r->open_tag_line = 0;
	r->ntokens = 0;
	r->game_off = r->off;
	r->text_start = r->text_end = -1;
	r->items_said = 0;
	r->dropped = 0;
	reset_pins(r);
	if (setjmp(r->fatal) != 0) {
		free_loose(r);
		r->dead = 1;
		r->game = NULL;
		errno = ENOMEM;
		return -1;
	}
	rc = tgn_parse_game(r);
	if (rc == 1)
		rc = tgn_drain(r);
	if (r->cut == 1) {
		struct tgn_loc here = { r->line, r->col, r->line_off };

		r->cut = 2;
		tgn_report(r, &here, TALAT_D_TOO_MUCH_TEXT,
		    (long)(r->max_text >> 20));
	}
	if (rc == 0)
		keep_text(r, g);
	if (r->diag != NULL)
		flush_errors(r);
	r->game = NULL;
	if (rc == 2) {
		r->dead = 1;
		errno = ENOMEM;
		return -1;
	}
	if (r->ioerr) {
		errno = r->ioerr;
		return -1;
	}
	if (r->ntokens == 0 && g->syntax_errors == 0)
		return 0;
	g->index = ++r->ngames;
	return 1;
}

int
talat_reader_errors(const struct talat_reader *r)
{
	return r->nerrors;
}

int
talat_reader_max_errors(const struct talat_reader *r)
{
	return r->max_errors;
}

void
talat_reader_free(struct talat_reader *r)
{
	size_t i;

	if (r == NULL)
		return;
	tgn_scanner_free(r);
	free_scan_blocks(r);
	free_loose(r);
	for (i = 0; i < r->npending; i++) {
		free(r->pending[i].message);
		free(r->pending[i].source);
	}
	free(r->pending);
	free(r->win);
	free(r);
}
