/* SPDX-License-Identifier: ISC */
/*
 * tgn_write.c: a game record in canonical TGN.
 *
 * Tags one per line, a blank line (when something follows), the game's
 * comments one per line, then one line per round: "N. " and its plies,
 * each declaration after the ply it follows and each comment after its
 * move. A comment whose text
 * holds '}' can only be written as a ';' comment: it ends the line, and
 * the round goes on on the next line without a round number.
 */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include "talat/record.h"

struct out {
	FILE *fp;
	int nplayers;
	long ply;		/* number of the next ply */
	int open;		/* a round line has been started */
	int has_ply;		/* and holds a ply */
	int fresh;		/* at the start of a physical line */
};

void
talat_game_numbering(const struct talat_game *g, int *nplayers,
    long *first_ply)
{
	const char *pos = talat_game_tag(g, "Position"), *last, *p;
	long n = 0;

	*nplayers = talat_game_tag(g, "Zihin") != NULL ? 2 : 3;
	*first_ply = 1;
	if (pos == NULL)
		return;
	last = strrchr(pos, ' ');
	last = last != NULL ? last + 1 : pos;
	if (*last == '\0')
		return;
	for (p = last; *p != '\0'; p++) {
		if (!isdigit((unsigned char)*p))
			return;
		if (n > (TALAT_PLY_MAX - (*p - '0')) / 10)
			return;	/* not a ply number a TPN may give */
		n = n * 10 + (*p - '0');
	}
	if (n >= 1)
		*first_ply = n;
}

/* A tag value: its runs without '"' or '\\' as they stand. */
static void
write_escaped(FILE *fp, const char *s)
{
	size_t n;

	for (;;) {
		n = strcspn(s, "\"\\");
		fwrite(s, 1, n, fp);
		if (s[n] == '\0')
			return;
		putc('\\', fp);
		putc(s[n], fp);
		s += n + 1;
	}
}

/* A ';' comment must stay on its line: a line break (never in a comment
 * the reader made) becomes a space. A lone CR is no line end and stays. */
static void
write_line_comment(FILE *fp, const char *s)
{
	size_t n;

	fputs("; ", fp);
	for (;;) {
		n = strcspn(s, "\n");
		fwrite(s, 1, n, fp);
		if (s[n] == '\0')
			break;
		putc(' ', fp);
		s += n + 1;
	}
	putc('\n', fp);
}

/* A '{' comment as its text stands, but for a CR right before a LF: the
 * reader takes CR LF for one line end, so that CR is written twice
 * ("\r\r\n" reads back as "\r\n"; found by fuzz_roundtrip). */
static void
write_brace_comment(FILE *fp, const char *s)
{
	const char *cr;

	fputs("{ ", fp);
	while ((cr = strchr(s, '\r')) != NULL) {
		fwrite(s, 1, (size_t)(cr - s) + 1, fp);
		if (cr[1] == '\n')
			putc('\r', fp);
		s = cr + 1;
	}
	fputs(s, fp);
	fputs(" }", fp);
}

/* Writes a comment; returns 1 when it ended the line. */
static int
write_comment(FILE *fp, const char *text)
{
	if (strchr(text, '}') != NULL) {
		write_line_comment(fp, text);
		return 1;
	}
	if (*text == '\0')
		fputs("{ }", fp);
	else
		write_brace_comment(fp, text);
	return 0;
}

static void
write_move_text(FILE *fp, const struct talat_move *m)
{
	char text[TALAT_PLY_TEXT_MAX];

	talat_ply_format(m, text);
	fputs(text, fp);
	if (m->kind != TALAT_MOVE_FREEZE)
		fputs(talat_annotation_text(m->annotation), fp);
}

static long
round_of(const struct out *o)
{
	return (o->ply - 1) / o->nplayers + 1;
}

/* "N. " for round n (>= 1), without printf's cost. */
static void
write_round(FILE *fp, long n)
{
	char buf[24], *p = buf + sizeof buf;

	*--p = ' ';
	*--p = '.';
	do
		*--p = (char)('0' + n % 10);
	while ((n /= 10) > 0);
	fwrite(p, 1, (size_t)(buf + sizeof buf - p), fp);
}

/* Starts the item that comes next on the line: a new round line when it
 * is a ply that begins a round, else a space unless the line is new. */
static void
start_item(struct out *o, int is_ply)
{
	if (is_ply && o->open && o->has_ply &&
	    (o->ply - 1) % o->nplayers == 0) {
		if (!o->fresh)
			putc('\n', o->fp);
		o->open = 0;
		o->fresh = 1;
	}
	if (!o->open) {
		write_round(o->fp, round_of(o));
		o->open = 1;
		o->has_ply = 0;
	} else if (!o->fresh)
		putc(' ', o->fp);
	o->fresh = 0;
}

static void
write_move(struct out *o, const struct talat_move *m)
{
	int is_ply = m->kind != TALAT_MOVE_FREEZE;
	size_t i;

	start_item(o, is_ply);
	write_move_text(o->fp, m);
	if (is_ply) {
		o->has_ply = 1;
		o->ply++;
	}
	for (i = 0; i < m->ncomments; i++) {
		if (!o->fresh)
			putc(' ', o->fp);
		o->fresh = write_comment(o->fp, m->comments[i].text);
	}
}

int
talat_write_tgn(FILE *fp, const struct talat_game *g, int nplayers,
    long first_ply)
{
	struct out o;
	size_t i;

	for (i = 0; i < g->ntags; i++) {
		putc('[', fp);
		fputs(g->tags[i].name, fp);
		fputs(" \"", fp);
		write_escaped(fp, g->tags[i].value);
		fputs("\"]\n", fp);
	}
	if (g->ntags > 0 && (g->ncomments > 0 || g->nmoves > 0))
		putc('\n', fp);
	for (i = 0; i < g->ncomments; i++)
		if (!write_comment(fp, g->comments[i].text))
			putc('\n', fp);
	memset(&o, 0, sizeof o);
	o.fp = fp;
	o.nplayers = nplayers == 2 ? 2 : 3;
	o.ply = first_ply >= 1 ? first_ply : 1;
	o.fresh = 1;
	for (i = 0; i < g->nmoves; i++)
		write_move(&o, &g->moves[i]);
	if (!o.fresh)
		putc('\n', fp);
	if (ferror(fp)) {
		if (errno == 0)
			errno = EIO;
		return -1;
	}
	return 0;
}

/* Whether the text of g, as written, starts with a tag, which ends a game
 * before it that holds a move ("[" blanks and a letter). */
static int
starts_with_tag(const struct talat_game *g)
{
	const char *s = g->source_text;
	size_t i = 1;

	if (s == NULL)
		return g->ntags > 0;
	if (g->source_len == 0 || s[0] != '[')
		return 0;
	while (i < g->source_len && (s[i] == ' ' || s[i] == '\t'))
		i++;
	return i < g->source_len && isalpha((unsigned char)s[i]);
}

int
talat_tgn_stream_game(FILE *fp, struct talat_tgn_stream *s,
    const struct talat_game *g)
{
	long first;
	int nplayers;

	if (s->ngames++ > 0) {
		if (s->open || !starts_with_tag(g))
			fputs("*\n", fp);
		putc('\n', fp);
	}
	s->open = g->nmoves == 0;
	if (g->source_text == NULL) {
		talat_game_numbering(g, &nplayers, &first);
		return talat_write_tgn(fp, g, nplayers, first);
	}
	fwrite(g->source_text, 1, g->source_len, fp);
	if (g->source_len == 0 || g->source_text[g->source_len - 1] != '\n')
		putc('\n', fp);
	if (ferror(fp)) {
		if (errno == 0)
			errno = EIO;
		return -1;
	}
	return 0;
}
