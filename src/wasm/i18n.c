/* SPDX-License-Identifier: ISC */
/*
 * i18n.c of the WebAssembly engine: every message of the library reaches
 * the page through these functions (src/i18n.h's _(), P_() and C_()), as
 * in the native build it reaches gettext. The catalogue is the host's:
 * tl_translate, which the engine imports from its JavaScript
 * (src/wasm/engine.js, the `talat` module of its imports), gives the
 * translation of a message (a msgid, with its plural and the number that
 * chooses the form) in the language the host chose, as a NUL-terminated
 * string in the engine's memory that stays there, or NULL for the English.
 */
#include "i18n.h"

__attribute__((import_module("talat"), import_name("translate")))
const char *tl_translate(const char *msgid, const char *plural,
    unsigned long n);

const char *
tl_gettext(const char *msgid)
{
	const char *t = tl_translate(msgid, 0, 1);

	return t ? t : msgid;
}

const char *
tl_ngettext(const char *one, const char *many, unsigned long n)
{
	const char *t = tl_translate(one, many, n);

	return t ? t : n == 1 ? one : many;
}

const char *
tl_pgettext(const char *ctx_id, const char *id)
{
	const char *t = tl_translate(ctx_id, 0, 1);

	return t ? t : id;
}

const char *
tl_localedir(void)
{
	return LOCALEDIR;
}
