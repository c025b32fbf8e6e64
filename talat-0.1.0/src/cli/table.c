/* SPDX-License-Identifier: ISC */
/*
 * table.c: the text tables of talat score and talat standings. A column
 * is as wide as its least width, its heading and its widest cell, in
 * characters as written for a terminal (cli_term_width: UTF-8 code
 * points, so that a translated heading or a player's name lines up, and
 * a control character in a name escaped); columns stand two spaces
 * apart. A cell is aligned left or right in its column; the last column
 * is not padded on the right, so no line ends in spaces.
 */
#define _GNU_SOURCE		/* vasprintf */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"
#include "internal.h"

void
cli_table_init(struct cli_table *t, const struct cli_column *cols,
    size_t ncols, const char *indent)
{
	memset(t, 0, sizeof(*t));
	t->cols = cols;
	t->ncols = ncols;
	t->indent = indent;
}

int
cli_table_cell(struct cli_table *t, const char *fmt, ...)
{
	va_list ap;
	char *cell;
	int n;

	if (tl_grow(&t->cells, &t->cap, t->ncells + 1,
	    sizeof(*t->cells), 4 * t->ncols) < 0)
		return -1;
	va_start(ap, fmt);
	n = vasprintf(&cell, fmt, ap);
	va_end(ap);
	if (n < 0)
		return -1;
	t->cells[t->ncells++] = cell;
	return 0;
}

/* The columns s takes on a terminal. */
static size_t
chars(const char *s)
{
	return cli_term_width(s, strlen(s));
}

/* One line: the cells of a row, or the headings when cells is NULL. */
static void
put_row(const struct cli_table *t, const size_t *w, char *const *cells,
    FILE *out)
{
	const struct cli_column *c;
	const char *s;
	size_t j, n, pad;

	fputs(t->indent, out);
	for (j = 0; j < t->ncols; j++) {
		c = &t->cols[j];
		s = cells ? cells[j] : c->heading ? _(c->heading) : "";
		n = chars(s);
		pad = n < w[j] ? w[j] - n : 0;
		if (j + 1 == t->ncols && n == 0 && c->align == CLI_LEFT)
			break;	/* no blanks at the end of the line */
		if (j > 0)
			fputs("  ", out);
		if (c->align == CLI_RIGHT)
			fprintf(out, "%*s", (int)pad, "");
		cli_term_puts(out, s);
		if (c->align == CLI_LEFT && j + 1 < t->ncols)
			fprintf(out, "%*s", (int)pad, "");
	}
	fputc('\n', out);
}

void
cli_table_print(const struct cli_table *t, FILE *out)
{
	size_t w[CLI_TABLE_MAX_COLUMNS], i, j, n;
	int headings = 0;

	for (j = 0; j < t->ncols; j++) {
		w[j] = (size_t)t->cols[j].min;
		if (t->cols[j].heading != NULL) {
			headings = 1;
			if ((n = chars(_(t->cols[j].heading))) > w[j])
				w[j] = n;
		}
	}
	for (i = 0; i < t->ncells; i++)
		if ((n = chars(t->cells[i])) > w[i % t->ncols])
			w[i % t->ncols] = n;
	if (headings)
		put_row(t, w, NULL, out);
	for (i = 0; i + t->ncols <= t->ncells; i += t->ncols)
		put_row(t, w, &t->cells[i], out);
}

void
cli_table_free(struct cli_table *t)
{
	size_t i;

	for (i = 0; i < t->ncells; i++)
		free(t->cells[i]);
	free(t->cells);
	t->cells = NULL;
	t->ncells = t->cap = 0;
}
