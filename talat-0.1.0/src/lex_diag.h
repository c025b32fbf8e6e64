/* SPDX-License-Identifier: ISC */
/*
 * lex_diag.h: what is wrong with a word of TGN that is no token
 * (src/lex_diag.c). Internal to libtalat.
 */
#ifndef TALAT_LEX_DIAG_H
#define TALAT_LEX_DIAG_H

#include <stddef.h>
#include "talat/diag.h"

/* A character that looks like one TGN uses, and that one. */
struct tgn_lookalike {
	long cp;		/* its code point */
	const char *name;	/* its Unicode name */
	char ascii;		/* the character it looks like */
};

/* The look-alike that s[0..n) starts with, or NULL. */
const struct tgn_lookalike *tgn_lookalike(const char *s, size_t n);
/* When s[0..n) starts with a look-alike: "found U+2013 EN DASH, expected
 * '-'" in m (TALAT_D_LOOKALIKE), and 1; else 0. */
int	tgn_lookalike_message(const char *s, size_t n, struct talat_msg *m);
/*
 * Says what is wrong with the word s[0..n) (valid UTF-8, no white space
 * or delimiter) that is no token, in m; returns the byte offset it is
 * about.
 */
size_t	tgn_diagnose_word(const char *s, size_t n, struct talat_msg *m);
/* The same for "freeze" (in any case: s[0..6)) and a wrong operand from
 * s[skip] on, after white space. */
size_t	tgn_diagnose_freeze(const char *s, size_t skip, size_t n,
	    struct talat_msg *m);

/*
 * What a diagnostic of `kind` that points at s (n bytes to the end of
 * the text) names exactly, when it is a look-alike character
 * (TALAT_D_LOOKALIKE) or a word in the wrong case (TALAT_D_WRONG_CASE):
 * the first *len bytes of s are to be written as out (NUL-terminated).
 * Returns 0, or -1 when it names nothing at s. (talat fix respells with
 * it.)
 */
#define TGN_RESPELL_MAX 32
int	tgn_respelling(enum talat_diag_kind kind, const char *s, size_t n,
	    size_t *len, char out[TGN_RESPELL_MAX]);

#endif
