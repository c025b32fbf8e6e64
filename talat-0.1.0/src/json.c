/* SPDX-License-Identifier: ISC */
/* json.c: a growing text and the one JSON string escaper (json.h). */
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include "json.h"
#include "internal.h"

int
tl_text_reserve(struct tl_text *t, size_t n)
{
	if (t->nomem)
		return -1;
	if (n >= SIZE_MAX - t->len ||
	    tl_grow(&t->p, &t->cap, t->len + n + 1, 1, 4096) < 0) {
		t->nomem = 1;
		return -1;
	}
	return 0;
}

void
tl_text_add(struct tl_text *t, const char *s, size_t n)
{
	if (tl_text_reserve(t, n) < 0)
		return;
	memcpy(t->p + t->len, s, n);
	t->len += n;
	t->p[t->len] = '\0';
}

void
tl_text_put(struct tl_text *t, const char *s)
{
	tl_text_add(t, s, strlen(s));
}

void
tl_text_long(struct tl_text *t, long v)
{
	char b[32];

	snprintf(b, sizeof b, "%ld", v);
	tl_text_put(t, b);
}

/* The escape of the character at p (its bytes *n), or NULL when it
 * stands as it is. */
static const char *
escape(const unsigned char *p, size_t *n, char b[8])
{
	*n = 1;
	if (*p == '"')
		return "\\\"";
	if (*p == '\\')
		return "\\\\";
	if (*p == '\n')
		return "\\n";
	if (*p < 0x20 || *p == 0x7f) {
		snprintf(b, 8, "\\u%04x", *p);
		return b;
	}
	if (*p == '<' && (p[1] == '/' || p[1] == '!'))
		return "\\u003c";
	if (p[0] == 0xe2 && p[1] == 0x80 && (p[2] == 0xa8 || p[2] == 0xa9)) {
		*n = 3;
		return p[2] == 0xa8 ? "\\u2028" : "\\u2029";
	}
	return NULL;
}

void
tl_text_json(struct tl_text *t, const char *s)
{
	const unsigned char *p, *run;
	const char *e;
	char b[8];
	size_t n;

	tl_text_put(t, "\"");
	for (p = run = (const unsigned char *)s; *p; p += n) {
		if ((e = escape(p, &n, b)) == NULL)
			continue;
		tl_text_add(t, (const char *)run, (size_t)(p - run));
		tl_text_put(t, e);
		run = p + n;
	}
	tl_text_add(t, (const char *)run, (size_t)(p - run));
	tl_text_put(t, "\"");
}
