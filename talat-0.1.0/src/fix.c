/* SPDX-License-Identifier: ISC */
/*
 * fix.c: what talat fix does to each game (talat_fix_game(), talat/repair.h):
 * respelling what talat check names exactly (look-alike characters,
 * words in the wrong case), misspelt tag names, round numbers written
 * anew, and the repair of the first error (repair.c) where exactly one
 * fits (doc/spec/arbiter.md section 2).
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "repair.h"
#include "reader.h"
#include "lex_diag.h"
#include "repair_private.h"
#include "replay_private.h"
#include "internal.h"
#include "base_private.h"
#include "record_private.h"
#include "replay_result.h"
#include "diag_private.h"

/*
 * What talat fix does to a game, in this order (arbiter.md section 2, and
 * what talat check names exactly):
 *   1. a game with a syntax error is respelt, when every one of its
 *      syntax errors is a look-alike character or a word in the wrong
 *      case: its text, the characters or words replaced, is read again,
 *      until it reads without an error (else it is left as written);
 *   2. a tag name that is a known one in the wrong case or misspelt is
 *      rewritten as the name meant (unless the game has that tag too);
 *   3. the first error, an illegal ply, is repaired when exactly one
 *      repair fits (when the first error is a wrong round number, the
 *      first illegal ply of the plies, their round numbers aside: the
 *      round number may be only a symptom of a ply left out before it);
 *   4. round numbers are dropped (the canonical TGN writes fresh ones),
 *      one still wrong in the repaired game reported as rewritten: not
 *      those a repair explains, which were right all along.
 * Each keeps what was written in a comment "talat fix: was ...".
 */

/* A diagnostic of a reading of the game's text: its kind and place. */
struct found {
	enum talat_diag_kind kind;
	struct talat_loc loc;
	size_t off;			/* its byte in the text */
};

struct talat_fixer {
	struct talat_game game;		/* the game as repaired */
	struct talat_game work;		/* scratch */
	struct talat_result result;	/* game's replay and what fix says */
	struct talat_result notes;	/* what fix repaired */
	struct talat_repairs rs;
	char *text;			/* the game's text, being respelt */
	size_t len, cap;
	struct found *found;		/* of the last reading of text */
	size_t nfound, capfound;
	struct spot {
		struct talat_loc at;	/* a place respelt */
		long end;		/* the column after it */
	} *spots;
	size_t nspots, capspots;
	int nomem;
};

struct talat_fixer *
talat_fixer_new(void)
{
	struct talat_fixer *f = calloc(1, sizeof *f);

	if (f == NULL)
		return NULL;
	talat_game_init(&f->game);
	talat_game_init(&f->work);
	talat_result_init(&f->result);
	talat_result_init(&f->notes);
	talat_repairs_init(&f->rs);
	return f;
}

void
talat_fixer_free(struct talat_fixer *f)
{
	if (f == NULL)
		return;
	talat_game_free(&f->game);
	talat_game_free(&f->work);
	talat_result_free(&f->result);
	talat_result_free(&f->notes);
	talat_repairs_free(&f->rs);
	free(f->text);
	free(f->found);
	free(f->spots);
	free(f);
}

/* Makes room for n + 1 elements of `size` in *arr (tl_grow, internal.h). */
#define room(arr, cap, n, size)	tl_grow((arr), (cap), (n) + 1, (size), 16)


/* A note of what fix did, at loc (in the file), about ply (0: none). */
static int
note(struct talat_fixer *f, struct talat_loc loc, long ply,
    enum talat_diag_kind kind, ...)
{
	struct talat_msg m;
	va_list ap;

	va_start(ap, kind);
	talat_msg_vset(&m, kind, ap);
	va_end(ap);
	return talat_result_raise_msg(&f->notes, loc, ply, &m);
}
#define note(f, loc, ply, ...) \
	(TL_DIAG_CHECK(__VA_ARGS__), note(f, loc, ply, __VA_ARGS__))

/* A comment "talat fix: was " + text[0..n), first among (*c)[0..*n)
 * but for the comments of talat fix before it. */
static int
was_comment(struct talat_comment **c, size_t *nc, const char *text,
    size_t n, struct talat_loc loc)
{
	size_t at = 0;
	char *s;
	int rc;

	while (at < *nc && strncmp((*c)[at].text, "talat fix: ", 11) == 0)
		at++;
	if ((s = malloc(n + 16)) == NULL)
		return -1;
	memcpy(s, "talat fix: was ", 15);
	memcpy(s + 15, text, n);
	s[15 + n] = '\0';
	rc = tgn_insert_comment(c, nc, at, s, loc);
	free(s);
	return rc;
}

/* --- respelling --- */

static void
found_diag(void *ctx, const struct talat_diag *d)
{
	struct talat_fixer *f = ctx;

	if (room(&f->found, &f->capfound, f->nfound, sizeof *f->found) < 0) {
		f->nomem = 1;
		return;
	}
	f->found[f->nfound].kind = d->kind;
	f->found[f->nfound].loc = d->loc;
	f->found[f->nfound].off = 0;
	f->nfound++;
}

/*
 * Reads f->text into f->work, its diagnostics into f->found: 1 when it
 * holds one game, 0 when none or more, -1 when memory runs out.
 */
static int
read_text(struct talat_fixer *f)
{
	struct talat_reader_options ro;
	struct talat_reader *rd;
	struct talat_game more;
	int n;

	memset(&ro, 0, sizeof ro);
	ro.diag = found_diag;
	ro.diag_ctx = f;
	ro.max_errors = 1000;
	f->nfound = 0;
	if ((rd = talat_reader_new_string(f->text, f->len, &ro)) == NULL)
		return -1;
	n = talat_reader_next(rd, &f->work);
	if (n == 1) {
		talat_game_init(&more);
		if (talat_reader_next(rd, &more) != 0)
			n = 0;
		talat_game_free(&more);
	}
	talat_reader_free(rd);
	return f->nomem ? -1 : n;
}

static int
loc_before(struct talat_loc a, struct talat_loc b)
{
	return a.line < b.line || (a.line == b.line && a.column < b.column);
}

/* A walk through a text that says where a line and column are, its
 * places asked for in order (columns count characters, as the reader's:
 * an invalid byte is one). */
struct cursor {
	const char *t;
	size_t len, off;
	struct talat_loc at;
};

static void
cursor_init(struct cursor *c, const char *t, size_t len)
{
	c->t = t;
	c->len = len;
	c->off = 0;
	c->at.line = c->at.column = 1;
}

/* The offset of loc, at or after the cursor; len when the text has no
 * such place. */
static size_t
cursor_to(struct cursor *c, struct talat_loc loc)
{
	size_t k;

	while (c->off < c->len && loc_before(c->at, loc)) {
		if (c->t[c->off] == '\n') {
			c->at.line++;
			c->at.column = 1;
			c->off++;
			continue;
		}
		k = talat_utf8_len(c->t + c->off,
		    c->len - c->off);
		c->off += k == 0 ? 1 : k;
		c->at.column++;
	}
	return c->at.line == loc.line && c->at.column == loc.column ?
	    c->off : c->len;
}

static int
cmp_found(const void *pa, const void *pb)
{
	const struct found *a = pa, *b = pb;

	return loc_before(a->loc, b->loc) ? -1 : loc_before(b->loc, a->loc);
}

/* Replaces text[off..off+n) with s. */
static int
splice_text(struct talat_fixer *f, size_t off, size_t n, const char *s)
{
	size_t m = strlen(s);

	if (m > SIZE_MAX - 1 - f->len || tl_grow(&f->text, &f->cap,
	    f->len - n + m + 1, 1, 256) < 0)
		return -1;
	memmove(f->text + off + m, f->text + off + n, f->len - off - n);
	memcpy(f->text + off, s, m);
	f->len = f->len - n + m;
	return 0;
}

/* A place respelt: the n characters at `at`. */
static int
add_spot(struct talat_fixer *f, struct talat_loc at, long n)
{
	if (room(&f->spots, &f->capspots, f->nspots, sizeof *f->spots) < 0)
		return -1;
	f->spots[f->nspots].at = at;
	f->spots[f->nspots].end = at.column + n;
	f->nspots++;
	return 0;
}

/*
 * A look-alike quotation mark that opens a tag value closes it too: the
 * last one on its line after it (from text[from]) becomes '"' as well.
 * at is the place of the first.
 */
static int
pair_quote(struct talat_fixer *f, size_t from, struct talat_loc at)
{
	const struct tgn_lookalike *l;
	size_t i, k, last = 0;
	long col = at.column, lastcol = 0;

	for (i = from; i < f->len && f->text[i] != '\n'; i += k ? k : 1) {
		k = talat_utf8_len(f->text + i,
		    f->len - i);
		col++;
		l = k > 1 ? tgn_lookalike(f->text + i, f->len - i) : NULL;
		if (l != NULL && l->ascii == '"') {
			last = i;
			lastcol = col;
		}
	}
	if (last == 0)
		return 0;
	at.column = lastcol;
	if (splice_text(f, last, talat_utf8_len(f->text +
	    last, f->len - last), "\"") < 0 || add_spot(f, at, 1) < 0)
		return -1;
	return 0;
}

/*
 * One round of respelling f->text at what its last reading found (a
 * look-alike or a word in the wrong case; other errors may go with them,
 * such as the stray text after a look-alike '['): 1, or 0 when nothing
 * found could be respelt, -1 when memory runs out.
 */
static int
respell_round(struct talat_fixer *f)
{
	struct cursor c;
	char out[TGN_RESPELL_MAX];
	size_t i, n, off;
	int done = 0;

	qsort(f->found, f->nfound, sizeof *f->found, cmp_found);
	cursor_init(&c, f->text, f->len);
	for (i = 0; i < f->nfound; i++)
		f->found[i].off = cursor_to(&c, f->found[i].loc);
	/* From the last: the places before stay where they are. */
	for (i = f->nfound; i-- > 0; ) {
		off = f->found[i].off;
		if (off == f->len || (i + 1 < f->nfound &&
		    off == f->found[i + 1].off) ||
		    tgn_respelling(f->found[i].kind, f->text + off,
		    f->len - off, &n, out) < 0)
			continue;
		if (add_spot(f, f->found[i].loc, tgn_chars(f->text + off,
		    n)) < 0 || splice_text(f, off, n, out) < 0)
			return -1;
		if (f->found[i].kind == TALAT_D_LOOKALIKE && out[0] == '"' &&
		    pair_quote(f, off + 1, f->found[i].loc) < 0)
			return -1;
		done = 1;
	}
	return done;
}

/* Whether c ends a word of the movetext, as the scanner's words end. */
static int
word_stop(char c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '{' ||
	    c == '}' || c == ';' || c == '[' || c == ']' || c == '"';
}

/*
 * What was respelt, as a reader sees it: the whole tag (from its '[' to
 * its ']') or the word of the movetext (between white space and
 * delimiters, in the text as written) that holds a place respelt, by
 * line and columns; `tag` is the tag's index, or -1.
 */
struct unit {
	struct talat_loc at;
	long end;			/* column after it */
	long tag;
};

/* The tag of the respelt game that holds place loc, or -1. */
static long
tag_at(const struct talat_game *g, struct talat_loc loc)
{
	long i, found = -1;

	if (g->nmoves > 0 && !loc_before(loc, g->moves[0].loc))
		return -1;
	for (i = 0; i < (long)g->ntags; i++)
		if (g->tags[i].loc.line == loc.line &&
		    !loc_before(loc, g->tags[i].loc))
			found = i;
	return found;
}

/* The column after tag t of the respelt text (its ']', or the end of its
 * value when none follows on its line). */
static long
tag_end(const char *t, size_t len, size_t off, long col)
{
	size_t i = off + 1, k;
	int in = 1;

	col++;
	for (; i < len && t[i] != '\n'; i += k ? k : 1, col++) {
		k = talat_utf8_len(t + i, len - i);
		if (in && t[i] == '\\' && i + 1 < len && t[i + 1] != '\n') {
			i++;
			col++;
		} else if (t[i] == '"')
			in = !in;
		else if (!in && t[i] == ']')
			return col + 1;
		else if (!in && t[i] != ' ' && t[i] != '\t')
			break;
	}
	return col;
}

static int
cmp_spot(const void *pa, const void *pb)
{
	const struct spot *a = pa, *b = pb;

	return loc_before(a->at, b->at) ? -1 : loc_before(b->at, a->at);
}

/* The offset of the character n characters after s[off]. */
static size_t
chars_after(const char *s, size_t len, size_t off, long n)
{
	size_t k;

	for (; n > 0 && off < len; n--) {
		k = talat_utf8_len(s + off, len - off);
		off += k == 0 ? 1 : k;
	}
	return off;
}

/* The units of the places respelt (f->spots, sorted and merged) into u
 * (room for f->nspots), their number in *nu; -1 when a place is not in
 * the text as written. */
static int
find_units(struct talat_fixer *f, const char *orig, size_t olen,
    struct unit *u, size_t *nu)
{
	struct cursor c, ct;
	struct talat_loc at;
	size_t i, off, a = 0, b, n = 0;
	long tag, end;

	qsort(f->spots, f->nspots, sizeof *f->spots, cmp_spot);
	cursor_init(&c, orig, olen);
	cursor_init(&ct, f->text, f->len);
	for (i = 0; i < f->nspots; i++) {
		at = f->spots[i].at;
		if (n > 0 && at.line == u[n - 1].at.line &&
		    at.column < u[n - 1].end && u[n - 1].tag >= 0)
			continue;
		if ((tag = tag_at(&f->work, at)) >= 0) {
			u[n].at = f->work.tags[tag].loc;
			u[n].tag = tag;
			off = cursor_to(&ct, f->work.tags[tag].value_loc);
			u[n].end = tag_end(f->text, f->len, off,
			    f->work.tags[tag].value_loc.column);
			n++;
			continue;
		}
		if ((off = cursor_to(&c, at)) == olen)
			return -1;
		/* The word as written around what was respelt (which may
		 * run into the next word: "freeze gw"). */
		b = chars_after(orig, olen, off, f->spots[i].end - at.column);
		for (; b < olen && !word_stop(orig[b]); b++)
			;
		if (n > 0 && at.line == u[n - 1].at.line &&
		    at.column < u[n - 1].end) {
			end = u[n - 1].at.column + tgn_chars(orig + a, b - a);
			if (end > u[n - 1].end)
				u[n - 1].end = end;
			continue;
		}
		for (a = off; a > 0 && !word_stop(orig[a - 1]); a--)
			;
		u[n].tag = -1;
		u[n].at = at;
		u[n].at.column -= tgn_chars(orig + a, off - a);
		u[n].end = at.column + tgn_chars(orig + off, b - off);
		n++;
	}
	*nu = n;
	return 0;
}

/* The move of the respelt game after which the comment on unit u goes:
 * the last that starts in it, else the first after it, else the last;
 * -1 when the game has none. */
static long
unit_move(const struct talat_game *g, const struct unit *u)
{
	long i, in = -1;

	for (i = 0; i < (long)g->nmoves; i++) {
		if (loc_before(g->moves[i].loc, u->at))
			continue;
		if (g->moves[i].loc.line == u->at.line &&
		    g->moves[i].loc.column < u->end)
			in = i;
		else
			return in >= 0 ? in : i;
	}
	return in >= 0 ? in : (long)g->nmoves - 1;
}

/* The first look-alike character in s[0..n), or NULL. */
static const struct tgn_lookalike *
first_lookalike(const char *s, size_t n)
{
	const struct tgn_lookalike *l;
	size_t i;

	for (i = 0; i < n; i++)
		if ((unsigned char)s[i] >= 0xC0 &&
		    (l = tgn_lookalike(s + i, n - i)) != NULL)
			return l;
	return NULL;
}

/* s[0..n) as a string of its own. */
static char *
copy_span(const char *s, size_t n)
{
	char *t = malloc(n + 1);

	if (t != NULL) {
		memcpy(t, s, n);
		t[n] = '\0';
	}
	return t;
}

/* Moves every place of the respelt game g, read from a text that starts
 * at `at` of the file, to the file's lines and columns. */
static void
shift_loc(struct talat_loc *l, struct talat_loc at)
{
	if (l->line == 0)
		return;
	if (l->line == 1)
		l->column += at.column - 1;
	l->line += at.line - 1;
}

static void
shift_game(struct talat_game *g, struct talat_loc at)
{
	size_t i, j;

	shift_loc(&g->loc, at);
	for (i = 0; i < g->ntags; i++) {
		shift_loc(&g->tags[i].loc, at);
		shift_loc(&g->tags[i].value_loc, at);
	}
	for (i = 0; i < g->ncomments; i++)
		shift_loc(&g->comments[i].loc, at);
	for (i = 0; i < g->nmoves; i++) {
		shift_loc(&g->moves[i].loc, at);
		shift_loc(&g->moves[i].round_loc, at);
		for (j = 0; j < g->moves[i].ncomments; j++)
			shift_loc(&g->moves[i].comments[j].loc, at);
	}
}

/*
 * For each unit, from the last: a note "'X' rewritten as 'Y'" and the
 * comment "talat fix: was X" after the tag section (a tag) or its move.
 */
static int
note_units(struct talat_fixer *f, const char *orig, size_t olen,
    const struct unit *u, size_t nu, struct talat_loc at)
{
	struct talat_game *g = &f->work;
	const struct tgn_lookalike *l;
	struct cursor co, ct;
	struct talat_loc end, here;
	size_t i, oa, ob, ta, tb;
	char *was, *now;
	long m;
	int rc;

	cursor_init(&co, orig, olen);
	cursor_init(&ct, f->text, f->len);
	for (i = 0; i < nu; i++) {
		end = u[i].at;
		end.column = u[i].end;
		oa = cursor_to(&co, u[i].at);
		ob = cursor_to(&co, end);
		ta = cursor_to(&ct, u[i].at);
		tb = cursor_to(&ct, end);
		if (oa == olen || ta == f->len)
			return -1;
		if ((was = copy_span(orig + oa, ob - oa)) == NULL ||
		    (now = copy_span(f->text + ta, tb - ta)) == NULL) {
			free(was);
			return -2;
		}
		here = u[i].at;
		shift_loc(&here, at);
		m = u[i].tag >= 0 ? -1 : unit_move(g, &u[i]);
		l = first_lookalike(was, ob - oa);
		rc = l != NULL ? note(f, here, 0, TALAT_D_FIXED_LOOKALIKE, was,
		    now, (unsigned long)l->cp, l->name, l->ascii) :
		    note(f, here, 0, TALAT_D_FIXED_SPELLING, was, now);
		if (rc == 0 && m >= 0)
			rc = was_comment(&g->moves[m].comments,
			    &g->moves[m].ncomments, was, ob - oa, u[i].at);
		else if (rc == 0) {
			rc = was_comment(&g->comments, &g->ncomments, was,
			    ob - oa, u[i].at);
			g->capcomments = g->ncomments;
		}
		free(was);
		free(now);
		if (rc < 0)
			return -2;
	}
	return 0;
}

/*
 * Respells game g (which has a syntax error) into f->work: 1 when every
 * syntax error was a look-alike character or a word in the wrong case,
 * and the text then reads as one game without an error; 0 when not; -1
 * when memory runs out.
 */
static int
respell(struct talat_fixer *f, const struct talat_game *g)
{
	struct unit *u;
	size_t nu;
	int round, rc;

	if (g->source_text == NULL)
		return 0;
	if (tl_grow(&f->text, &f->cap, g->source_len + 1, 1, 256) < 0)
		return -1;
	memcpy(f->text, g->source_text, g->source_len);
	f->len = g->source_len;
	f->nspots = 0;
	for (round = 0; ; round++) {
		if ((rc = read_text(f)) <= 0)
			return rc;
		/* (A respelt game without a move is no game of its own: a
		 * look-alike '[' may have ended it early, and its tags would
		 * be split from the rest.) */
		if (f->work.syntax_errors == 0 && f->work.nmoves == 0)
			return 0;
		if (f->work.syntax_errors == 0)
			break;
		if (round == 16 || f->nfound == 0)
			return 0;
		if ((rc = respell_round(f)) <= 0)
			return rc;
	}
	/* (Read alone, the text may read without the errors it had in its
	 * file: nothing was respelt then, and nothing is put right.) */
	if (f->nspots == 0)
		return 0;
	if ((u = malloc((f->nspots + 1) * sizeof *u)) == NULL)
		return -1;
	rc = find_units(f, g->source_text, g->source_len, u, &nu);
	if (rc == 0)
		rc = note_units(f, g->source_text, g->source_len, u, nu,
		    g->loc);
	free(u);
	if (rc < 0)
		return rc == -1 ? 0 : -1;
	shift_game(&f->work, g->loc);
	f->work.index = g->index;
	return 1;
}

/* --- tag names and round numbers --- */

/* The tag written as [Name "value"] (value escaped) into a new string. */
static char *
tag_text(const struct talat_tag *t)
{
	size_t n = strlen(t->name) + 2 * strlen(t->value) + 8, i;
	char *s = malloc(n), *p;

	if (s == NULL)
		return NULL;
	p = s + sprintf(s, "[%s \"", t->name);
	for (i = 0; t->value[i] != '\0'; i++) {
		if (t->value[i] == '"' || t->value[i] == '\\')
			*p++ = '\\';
		*p++ = t->value[i];
	}
	memcpy(p, "\"]", 3);
	return s;
}

/* Whether the replay b is worse than a: an error where a has none, or
 * one that stops it earlier. */
static int
worse(const struct talat_result *b, size_t errors, size_t moves)
{
	return b->nerrors > 0 && (errors == 0 || b->moves_replayed < moves);
}

/* Tag i of f->game renamed `meant` when the game replays no worse with
 * it (a misspelt Order that is not the order played is left): 1; else 0
 * with a note that says why; -1 when memory runs out. */
static int
rename_tag(struct talat_fixer *f, size_t i, const char *meant,
    const struct talat_replay_options *opts)
{
	struct talat_game *g = &f->game;
	struct talat_tag *t = &g->tags[i];
	size_t errors, moves;
	char *was, *name = t->name, *renamed;
	int rc;

	if (talat_game_tag(g, meant) != NULL)
		return note(f, t->loc, 0, TALAT_D_LEFT_TAG_TWICE, name, meant);
	if (talat_replay(g, opts, &f->result) < 0)
		return -1;
	errors = (size_t)f->result.nerrors;
	moves = f->result.moves_replayed;
	if ((renamed = strdup(meant)) == NULL)
		return -1;
	t->name = renamed;
	rc = talat_replay(g, opts, &f->result);
	t->name = name;
	if (rc < 0 || worse(&f->result, errors, moves)) {
		free(renamed);
		return rc < 0 ? -1 : note(f, t->loc, 0, TALAT_D_LEFT_TAG_NAME,
		    name, meant);
	}
	if ((was = tag_text(t)) == NULL ||
	    note(f, t->loc, 0, TALAT_D_FIXED_TAG_NAME, name, meant) < 0 ||
	    was_comment(&g->comments, &g->ncomments, was, strlen(was),
	    t->loc) < 0) {
		free(was);
		free(renamed);
		return -1;
	}
	g->capcomments = g->ncomments;
	free(was);
	free(name);
	t->name = renamed;
	return 1;
}

/* A tag name that is a known one in the wrong case or misspelt becomes
 * the name meant, unless the game has a tag of that name or replays
 * worse with it. 1 when one did, 0 when none, -1 when memory runs
 * out. */
static int
rename_tags(struct talat_fixer *f, const struct talat_replay_options *opts)
{
	struct talat_game *g = &f->game;
	const char *meant;
	size_t i;
	int kcase, done = 0, rc;

	for (i = 0; i < g->ntags; i++) {
		if ((meant = talat_tag_meant(g->tags[i].name, &kcase)) == NULL)
			continue;
		if ((rc = rename_tag(f, i, meant, opts)) < 0)
			return -1;
		done |= rc;
	}
	return done;
}

/* Round numbers are dropped: the canonical TGN numbers the rounds anew.
 * Each one that was not the round of the ply after it is noted as
 * rewritten (quiet_rounds() takes back those after an error left). 1 when
 * one was, 0 when none, -1 when memory runs out. */
static int
drop_rounds(struct talat_fixer *f)
{
	struct talat_game *g = &f->game;
	struct talat_move *m;
	long ply, want;
	size_t i;
	int n, done = 0, rc = 0;

	talat_game_numbering(g, &n, &ply);
	for (i = 0; i < g->nmoves; i++) {
		m = &g->moves[i];
		want = (ply - 1) / n + 1;
		if (m->round == TALAT_ROUND_NONE)
			rc = 1;
		else if (m->round == TALAT_ROUND_HUGE)
			rc = note(f, m->round_loc, ply,
			    TALAT_D_FIXED_ROUND_HUGE, want);
		else if (m->round == TALAT_ROUND_ZERO)
			rc = note(f, m->round_loc, ply, TALAT_D_FIXED_ROUND,
			    0L, want);
		else if (m->round != TALAT_ROUND_NONE && m->round != want)
			rc = note(f, m->round_loc, ply, TALAT_D_FIXED_ROUND,
			    m->round, want);
		else
			rc = 1;
		if (rc < 0)
			return -1;
		done |= rc == 0;
		m->round = TALAT_ROUND_NONE;
		if (m->kind != TALAT_MOVE_FREEZE)
			ply++;
	}
	return done;
}

/*
 * A round number after the error left in the game is not said to be
 * rewritten: the plies went wrong before it, so it may well have been
 * right (a ply left out shifts every later round); the notes of those
 * are taken back from f->notes.
 */
static void
quiet_rounds(struct talat_fixer *f)
{
	const struct talat_move *m;
	struct talat_loc stop;
	size_t i, n = 0;

	if (f->result.nerrors == 0 ||
	    f->result.moves_replayed >= f->game.nmoves)
		return;
	m = &f->game.moves[f->result.moves_replayed];
	stop = m->round_loc.line != 0 ? m->round_loc : m->loc;
	for (i = 0; i < f->notes.ndiags; i++) {
		if ((f->notes.diags[i].kind == TALAT_D_FIXED_ROUND ||
		    f->notes.diags[i].kind == TALAT_D_FIXED_ROUND_HUGE) &&
		    !loc_before(f->notes.diags[i].loc, stop)) {
			talat_diag_free(&f->notes.diags[i]);
			continue;
		}
		f->notes.diags[n++] = f->notes.diags[i];
	}
	f->notes.ndiags = n;
}

/* --- the whole of it --- */

static int
has_tag_warning(const struct talat_result *r)
{
	size_t i;

	for (i = 0; i < r->ndiags; i++)
		if (r->diags[i].kind == TALAT_D_TAG_CASE ||
		    r->diags[i].kind == TALAT_D_TAG_MISSPELT)
			return 1;
	return 0;
}

static void
swap_games(struct talat_game *a, struct talat_game *b)
{
	struct talat_game t = *a;

	*a = *b;
	*b = t;
}

/* Why the first error, an illegal ply, was left (no repair fits, or
 * several do): a note after its did-you-mean notes. */
static int
note_left(struct talat_fixer *f)
{
	const struct talat_result *r = &f->result;
	size_t i;

	for (i = 0; i < r->ndiags; i++)
		if (r->diags[i].severity == TALAT_SEV_ERROR &&
		    r->diags[i].ply == f->rs.ply)
			break;
	if (i == r->ndiags)
		return 0;
	if (f->rs.nfit == 0)
		return talat_result_raise(&f->result, r->diags[i].loc,
		    f->rs.ply, TALAT_D_LEFT_NO_FIT);
	return talat_result_raise(&f->result, r->diags[i].loc, f->rs.ply,
	    TALAT_D_LEFT_AMBIGUOUS, (unsigned long)f->rs.nfit);
}

/* The notes of what was repaired go into f->result first at their
 * place: what was done, then what is still wrong there. */
static int
merge_notes(struct talat_fixer *f)
{
	struct talat_result *r = &f->result;
	struct talat_diag *d = r->diags;
	size_t n = r->ndiags, i;
	int rc = 0;

	r->diags = NULL;
	r->ndiags = r->capdiags = 0;
	r->nerrors = r->nwarnings = 0;
	for (i = 0; i < f->notes.ndiags && rc == 0; i++)
		rc = talat_result_add_diag(r, &f->notes.diags[i]);
	for (i = 0; i < n && rc == 0; i++)
		rc = talat_result_add_diag(r, &d[i]);
	for (i = 0; i < n; i++)
		talat_diag_free(&d[i]);
	free(d);
	return rc;
}

/* The first error of f->game (replayed into f->result, round numbers and
 * all), when it is an illegal ply, repaired where exactly one repair
 * fits: 1; 0 when not (f->rs then holds the repairs, for the notes); -1
 * when memory runs out. */
static int
repair_first(struct talat_fixer *f, const struct talat_replay_options *opts)
{
	const struct talat_repair *rep;
	const struct talat_tag *t;
	struct talat_msg m;
	struct talat_loc loc;
	long ply;

	if (talat_repairs_find(&f->game, opts, &f->result, &f->rs) < 0)
		return -1;
	if (f->rs.nfit != 1)
		return 0;
	rep = &f->rs.list[0];
	loc = f->game.moves[f->rs.move].loc;
	ply = f->rs.ply;
	if (tgn_repair_is_tag(rep)) {
		t = talat_game_find_tag(&f->game, tgn_repair_tag(rep->kind));
		loc = t != NULL ? t->loc : f->game.loc;
		ply = 0;
	}
	talat_repair_fixed_text(&f->rs, rep, &m);
	if (talat_result_raise_msg(&f->notes, loc, ply, &m) < 0 ||
	    talat_repair_apply(&f->game, &f->rs, rep, &f->work) < 0)
		return -1;
	swap_games(&f->game, &f->work);
	return 1;
}

/* The did-you-mean notes of the illegal ply left as written, and why it
 * was left, in f->result (the replay without round numbers). */
static int
note_repairs(struct talat_fixer *f)
{
	if (f->rs.ply == 0)
		return 0;
	if (talat_repairs_add_notes(&f->result, &f->rs, TALAT_FIX_NOTES) < 0 ||
	    note_left(f) < 0)
		return -1;
	return 0;
}

int
talat_fix_game(struct talat_fixer *f, const struct talat_game *g,
    const struct talat_result *r, const struct talat_replay_options *opts,
    const struct talat_game **out, const struct talat_result **res)
{
	int changed = 0, repaired, rc;

	*out = g;
	*res = r;
	talat_result_clear(&f->notes);
	f->nomem = 0;
	if (g->syntax_errors > 0) {
		if ((rc = respell(f, g)) <= 0)
			return rc;
		swap_games(&f->game, &f->work);
		changed = 1;
	} else if (r->nerrors == 0 && !has_tag_warning(r))
		return 0;
	else {
		talat_game_free(&f->game);
		if (talat_game_copy(&f->game, g) < 0)
			return -1;
	}
	if ((rc = rename_tags(f, opts)) < 0)
		return -1;
	changed |= rc;
	/* (Nothing changed yet: the game replays as r says.) */
	if ((changed ? talat_replay(&f->game, opts, &f->result) :
	    talat_result_copy(&f->result, r)) < 0 ||
	    (repaired = repair_first(f, opts)) < 0 ||
	    (rc = drop_rounds(f)) < 0)
		return -1;
	changed |= rc | repaired;
	/* (Unchanged, the game replays as r says, round numbers or not, for
	 * none was wrong.) */
	if ((changed ? talat_replay(&f->game, opts, &f->result) :
	    talat_result_copy(&f->result, r)) < 0 ||
	    (!repaired && note_repairs(f) < 0))
		return -1;
	quiet_rounds(f);
	if (merge_notes(f) < 0)
		return -1;
	*out = changed ? &f->game : g;
	*res = &f->result;
	return changed;
}
