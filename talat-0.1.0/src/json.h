/* SPDX-License-Identifier: ISC */
/*
 * json.h: a growing text and the one JSON string escaper, for the talat
 * program's page (src/cli/cmd_html.c: the index of the games, the
 * standings) and the WebAssembly engine's answers (src/wasm/engine.c).
 *
 * A text that runs out of memory keeps what it had and says so in
 * `nomem` (each writer checks it once at the end); it grows through
 * tl_grow (internal.h), so that its size never overflows.
 */
#ifndef TALAT_JSON_H
#define TALAT_JSON_H

#include <stddef.h>

struct tl_text {
	char *p;		/* NUL-terminated once anything is added */
	size_t len, cap;
	int nomem;
};

/* Room for n more bytes and a NUL after t->len: 0, or -1 (nomem). */
int tl_text_reserve(struct tl_text *t, size_t n);
/* Appends s[0..n), s, the decimal number v. */
void tl_text_add(struct tl_text *t, const char *s, size_t n);
void tl_text_put(struct tl_text *t, const char *s);
void tl_text_long(struct tl_text *t, long v);

/*
 * Appends s as a JSON string, in double quotes: '"' and '\' escaped,
 * LF as \n, the other control characters (U+0000-U+001F, U+007F) as
 * \u00XX; U+2028 and U+2029 as \u2028 and \u2029 (line ends to a
 * JavaScript engine older than ES2019); '<' before '/' or '!' as \u003c,
 * so that the text may stand inside an HTML <script> element (no
 * "</script" or "<!--" in it). Bytes that are not UTF-8 pass as they
 * are: both readers of the text (the page's HTML parser, the engine's
 * TextDecoder in engine.js) decode it with one U+FFFD for each bad
 * sequence, as they do the records themselves.
 */
void tl_text_json(struct tl_text *t, const char *s);

#endif
