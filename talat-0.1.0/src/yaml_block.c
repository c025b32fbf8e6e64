/* SPDX-License-Identifier: ISC */
/* yaml_block.c: block-style YAML written directly, as libyaml's emitter
 * writes it, for the subset described in yaml_block.h. */
#include <stdlib.h>
#include <string.h>
#include "yaml_block.h"
#include "internal.h"

/* libyaml writes a key longer than this as a complex key ("? key"). */
#define SIMPLE_KEY_MAX 128

void
yblock_init(struct yblock *b)
{
	memset(b, 0, sizeof(*b));
}

void
yblock_free(struct yblock *b)
{
	free(b->buf);
	yblock_init(b);
}

static int
reserve(struct yblock *b, size_t n)
{
	if (b->cap - b->len >= n)
		return 0;
	if (n > SIZE_MAX - b->len ||
	    tl_grow(&b->buf, &b->cap, b->len + n, 1, 4096) < 0)
		return TALAT_YBLOCK_NOMEM;
	return 0;
}

static int
put(struct yblock *b, const char *s, size_t n)
{
	if (reserve(b, n) < 0)
		return TALAT_YBLOCK_NOMEM;
	memcpy(b->buf + b->len, s, n);
	b->len += n;
	return 0;
}

/* A line break and `indent` spaces. */
static int
new_line(struct yblock *b, int indent)
{
	if (reserve(b, (size_t)indent + 1) < 0)
		return TALAT_YBLOCK_NOMEM;
	b->buf[b->len++] = '\n';
	memset(b->buf + b->len, ' ', (size_t)indent);
	b->len += (size_t)indent;
	return 0;
}

/* --- scalars ------------------------------------------------------------ */

enum { PLAIN, SINGLE };

/* Whether the character after s[i] is a space or the end, as libyaml's
 * "followed by white space" (a tab is outside the subset, and a string
 * with a line feed is never plain). */
static int
space_after(const unsigned char *s, size_t len, size_t i)
{
	return i + 1 == len || s[i + 1] == ' ';
}

/* The length of the printable one-line character at s (valid UTF-8), or
 * 0 when libyaml would need double quotes for it or break the line on
 * it: controls, DEL, C1 controls (U+0085 among them), U+2028, U+2029,
 * surrogates, U+FEFF, U+FFFE, U+FFFF, and everything beyond U+FFFF. */
static size_t
printable(const unsigned char *s, size_t left)
{
	unsigned char c = s[0];

	if (c < 0x80)
		return c >= 0x20 && c != 0x7F ? 1 : 0;
	if (c < 0xC2 || c > 0xEF)
		return 0;
	if (c <= 0xDF)
		return left >= 2 && (c != 0xC2 || s[1] >= 0xA0) ? 2 : 0;
	if (left < 3)
		return 0;
	if (c == 0xE2 && s[1] == 0x80 && (s[2] == 0xA8 || s[2] == 0xA9))
		return 0;
	/* A UTF-16 surrogate: not UTF-8, but libyaml takes it and escapes
	 * it (fuzz_yblock). */
	if (c == 0xED && s[1] >= 0xA0)
		return 0;
	if (c == 0xEF && ((s[1] == 0xBB && s[2] == 0xBF) ||
	    (s[1] == 0xBF && (s[2] == 0xBE || s[2] == 0xBF))))
		return 0;
	return 3;
}

/* Whether a character at the start of a plain scalar makes it unable to
 * stand plain in block context, as libyaml judges. */
static int
bad_first(const unsigned char *s, size_t len)
{
	if (len >= 3 && ((s[0] == '-' && s[1] == '-' && s[2] == '-') ||
	    (s[0] == '.' && s[1] == '.' && s[2] == '.')))
		return 1;
	switch (s[0]) {
	case '#': case ',': case '[': case ']': case '{': case '}':
	case '&': case '*': case '!': case '|': case '>': case '\'':
	case '"': case '%': case '@': case '`': case ' ':
		return 1;
	case '?': case ':': case '-':
		return space_after(s, len, 0);
	}
	return 0;
}

/*
 * PLAIN or SINGLE as libyaml chooses for s, or UNSUPPORTED. A line feed
 * makes it single-quoted on several lines, but for a key (libyaml then
 * writes "? key"), or when a space stands next to it (libyaml then
 * double-quotes it).
 */
static int
style_of(const char *str, size_t len, int quoted, int key)
{
	const unsigned char *s = (const unsigned char *)str;
	size_t i, k;
	int plain = !quoted && len > 0 && !bad_first(s, len);

	for (i = 0; i < len; i += k) {
		if (s[i] == '\n') {
			if (key || (i > 0 && s[i - 1] == ' ') ||
			    (i + 1 < len && s[i + 1] == ' '))
				return TALAT_YBLOCK_UNSUPPORTED;
			plain = 0;
			k = 1;
			continue;
		}
		if ((k = printable(s + i, len - i)) == 0)
			return TALAT_YBLOCK_UNSUPPORTED;
		if (i > 0 && ((s[i] == ':' && space_after(s, len, i)) ||
		    (s[i] == '#' && s[i - 1] == ' ')))
			plain = 0;
	}
	if (len > 0 && s[len - 1] == ' ')
		plain = 0;
	if (!quoted && len == 0)
		return TALAT_YBLOCK_UNSUPPORTED;	/* never asked for */
	return plain ? PLAIN : SINGLE;
}

/*
 * 'text', with each quote doubled. A run of line feeds is written with
 * one line feed more (a single one would read back as a space), and
 * what follows it, text or the closing quote, is indented to `indent`.
 */
static int
write_single_quoted(struct yblock *b, const char *s, size_t len,
    int indent)
{
	size_t i = 0, start, run;

	if (put(b, "'", 1) < 0)
		return TALAT_YBLOCK_NOMEM;
	while (i < len) {
		if (s[i] == '\n') {
			for (run = 1; i < len && s[i] == '\n'; i++)
				run++;
			if (reserve(b, run + (size_t)indent) < 0)
				return TALAT_YBLOCK_NOMEM;
			memset(b->buf + b->len, '\n', run);
			memset(b->buf + b->len + run, ' ', (size_t)indent);
			b->len += run + (size_t)indent;
			continue;
		}
		if (s[i] == '\'' && put(b, "'", 1) < 0)
			return TALAT_YBLOCK_NOMEM;
		for (start = i++; i < len && s[i] != '\'' && s[i] != '\n'; i++)
			;
		if (put(b, s + start, i - start) < 0)
			return TALAT_YBLOCK_NOMEM;
	}
	return put(b, "'", 1);
}

/* --- structure -------------------------------------------------------- */

static struct yblock_frame *
top(struct yblock *b)
{
	return &b->stack[b->depth - 1];
}

/*
 * What comes before a node, by where it stands: after "key:" a value;
 * in a sequence an item, each on its own line behind "-"; in a mapping a
 * key, on its own line but for the first key of the root (the document
 * starts there) and of a mapping that is a sequence item (it follows
 * "- " on the item's line). A collection cannot be a key, nor a
 * sequence an item, in the subset.
 */
static int
node_start(struct yblock *b, int is_collection, int is_seq)
{
	struct yblock_frame *f;

	if (b->depth == 0)
		return is_collection && !is_seq ? 0 : TALAT_YBLOCK_UNSUPPORTED;
	f = top(b);
	if (f->seq) {
		if (is_seq)
			return TALAT_YBLOCK_UNSUPPORTED;
		f->open = 1;
		return new_line(b, f->indent) < 0 || put(b, "-", 1) < 0 ?
		    TALAT_YBLOCK_NOMEM : 0;
	}
	if (f->value)
		return 0;
	if (is_collection)
		return TALAT_YBLOCK_UNSUPPORTED;
	if (f->open || (b->depth > 1 && !f->item))
		return new_line(b, f->indent);
	return f->item ? put(b, " ", 1) : 0;
}

/* After a node in a mapping: a key wants its value, a value ends the
 * entry. */
static int
node_end(struct yblock *b)
{
	struct yblock_frame *f;

	if (b->depth == 0 || (f = top(b))->seq)
		return 0;
	f->open = 1;
	f->value = !f->value;
	return f->value ? put(b, ":", 1) : 0;
}

static int
collection_start(struct yblock *b, int seq)
{
	struct yblock_frame *f;
	int rc, d = b->depth;

	if (d >= TALAT_YBLOCK_DEPTH)
		return TALAT_YBLOCK_UNSUPPORTED;
	if ((rc = node_start(b, 1, seq)) < 0)
		return rc;
	f = &b->stack[d];
	memset(f, 0, sizeof(*f));
	f->seq = (unsigned char)seq;
	if (d > 0) {
		f->item = b->stack[d - 1].seq;
		/* A sequence as a mapping value is not indented
		 * ("indentless"). */
		f->indent = b->stack[d - 1].indent + (seq ? 0 : 2);
	}
	b->depth = d + 1;
	return 0;
}

int
yblock_mapping_start(struct yblock *b)
{
	return collection_start(b, 0);
}

int
yblock_sequence_start(struct yblock *b)
{
	return collection_start(b, 1);
}

int
yblock_end(struct yblock *b)
{
	struct yblock_frame *f;

	if (b->depth == 0)
		return TALAT_YBLOCK_UNSUPPORTED;
	f = top(b);
	if (f->value)
		return TALAT_YBLOCK_UNSUPPORTED;	/* a key without a value */
	if (!f->open) {
		if (b->depth == 1)
			return TALAT_YBLOCK_UNSUPPORTED;
		if (put(b, f->seq ? " []" : " {}", 3) < 0)
			return TALAT_YBLOCK_NOMEM;
	}
	b->depth--;
	return node_end(b);
}

int
yblock_scalar(struct yblock *b, const char *s, size_t len,
    int quoted)
{
	const struct yblock_frame *f = b->depth > 0 ? top(b) : NULL;
	int key = f != NULL && !f->seq && !f->value;
	int indent = f != NULL ? f->indent + 2 : 0;
	int style, rc;

	if ((style = style_of(s, len, quoted, key)) < 0)
		return style;
	if (key && len > SIMPLE_KEY_MAX)
		return TALAT_YBLOCK_UNSUPPORTED;
	if ((rc = node_start(b, 0, 0)) < 0)
		return rc;
	if (!key && put(b, " ", 1) < 0)
		return TALAT_YBLOCK_NOMEM;
	if (style == SINGLE)
		rc = write_single_quoted(b, s, len, indent);
	else
		rc = put(b, s, len);
	return rc < 0 ? rc : node_end(b);
}

int
yblock_document_start(struct yblock *b, int first)
{
	b->len = 0;
	b->depth = 0;
	return first ? 0 : put(b, "---\n", 4);
}

int
yblock_document_end(struct yblock *b)
{
	if (b->depth != 0)
		return TALAT_YBLOCK_UNSUPPORTED;
	return put(b, "\n", 1);
}
