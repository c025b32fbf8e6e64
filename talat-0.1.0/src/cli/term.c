/* SPDX-License-Identifier: ISC */
/*
 * term.c: text from a record, written for a terminal (issue 24). A tag
 * value, a comment or a line of a record may hold control characters:
 * written raw, ESC ] 0 ; ... BEL retitles the window, ESC [ 1 A ESC [ 2 K
 * erases the line above, CR overwrites what was printed. Every text
 * output that carries record text (diagnostics, show, score, standings,
 * diff, frozen...) writes it through the one function here, which shows
 * each control character escaped in one visible way:
 *
 *   C0 (U+0000-U+001F) but tab, and DEL       \x1B, \x7F (two hex digits)
 *   C1 (U+0080-U+009F), encoded in UTF-8       \u009B (four hex digits)
 *   a byte 0x80-0x9F that is no UTF-8          \x9B (a C1 control on an
 *                                              8-bit terminal)
 *   an invisible or direction-steering         \u200B, \u202E, \U000E0001
 *   character (Unicode Cf, issue 34:           (four hex digits, eight
 *   talat_utf8_invisible)                      past U+FFFF)
 *
 * Everything else (tab, printable ASCII, valid UTF-8, other invalid
 * bytes) is written as it is. TGN, YAML, CSV and HTML have their own
 * escaping and do not come here.
 */
#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"

/* Whether cli_term ran out of memory: main() then ends with exit 2. */
static int term_nomem;

/*
 * The character at s (n > 0 bytes left): its length in bytes, returned,
 * and in esc its escape ("" when it is written as it is). A character is
 * a valid UTF-8 sequence or a single byte, as the reader counts columns.
 */
#define ESC_SIZE 12

static size_t
next_char(const char *s, size_t n, char esc[ESC_SIZE])
{
	const unsigned char *u = (const unsigned char *)s;
	unsigned long cp;
	size_t len;

	esc[0] = '\0';
	if (u[0] < 0x80) {
		if ((u[0] < 0x20 && u[0] != '\t') || u[0] == 0x7F)
			snprintf(esc, ESC_SIZE, "\\x%02X", u[0]);
		return 1;
	}
	if ((len = talat_utf8_len(s, n)) == 0) {
		if (u[0] <= 0x9F)
			snprintf(esc, ESC_SIZE, "\\x%02X", u[0]);
		return 1;
	}
	if (u[0] == 0xC2 && u[1] <= 0x9F)
		snprintf(esc, ESC_SIZE, "\\u%04X", u[1]);
	else if ((cp = talat_utf8_invisible(s, len)) != 0)
		snprintf(esc, ESC_SIZE, cp > 0xFFFF ? "\\U%08lX" : "\\u%04lX",
		    cp);
	return len;
}

void
cli_term_write(FILE *out, const char *s, size_t n)
{
	size_t i = 0, start = 0, len;
	char esc[ESC_SIZE];

	while (i < n) {
		len = next_char(s + i, n - i, esc);
		if (esc[0] != '\0') {
			fwrite(s + start, 1, i - start, out);
			fputs(esc, out);
			start = i + len;
		}
		i += len;
	}
	fwrite(s + start, 1, n - start, out);
}

void
cli_term_puts(FILE *out, const char *s)
{
	cli_term_write(out, s, strlen(s));
}

size_t
cli_term_width(const char *s, size_t n)
{
	size_t i = 0, w = 0, len;
	char esc[ESC_SIZE];

	while (i < n) {
		len = next_char(s + i, n - i, esc);
		w += esc[0] != '\0' ? strlen(esc) : 1;
		i += len;
	}
	return w;
}

const char *
cli_term(const char *s, char **copy)
{
	size_t n = strlen(s), i = 0, size;
	char esc[ESC_SIZE];
	FILE *m;

	*copy = NULL;
	esc[0] = '\0';
	while (i < n) {
		i += next_char(s + i, n - i, esc);
		if (esc[0] != '\0')
			break;
	}
	if (esc[0] == '\0')
		return s;	/* nothing to escape: the usual case */
	if ((m = open_memstream(copy, &size)) == NULL) {
		term_nomem = 1;
		return "(?)";
	}
	cli_term_write(m, s, n);
	/* glibc's fclose gives 0 even when the last realloc of the buffer
	 * failed, and *copy is then NULL. */
	if (fclose(m) != 0 || *copy == NULL) {
		free(*copy);
		*copy = NULL;
		term_nomem = 1;
		return "(?)";
	}
	return *copy;
}

int
cli_term_failed(void)
{
	return term_nomem;
}

void
cli_term_caret(FILE *out, const char *s, long caret)
{
	size_t n = strlen(s), i = 0, len, w;
	char esc[ESC_SIZE];
	long col = 1;

	/* Under each character before the caret: a tab for a tab, else as
	 * many spaces as it takes once escaped. */
	while (i < n && col < caret) {
		len = next_char(s + i, n - i, esc);
		if (s[i] == '\t')
			fputc('\t', out);
		else
			for (w = esc[0] != '\0' ? strlen(esc) : 1; w > 0; w--)
				fputc(' ', out);
		i += len;
		col++;
	}
	for (; col < caret; col++)
		fputc(' ', out);
	fputs("^\n", out);
}
