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

/* A translation is used only when it fits its message as a format
 * (tl_format_fits, src/i18n_format.c): the host's catalogue is any
 * object with get() and plural(), and a translation reading other
 * arguments than the message's would make vsnprintf read the engine's
 * memory (%x) or trap (%s, %n). */
const char *
tl_gettext(const char *msgid)
{
	const char *t = tl_translate(msgid, 0, 1);

	return t && tl_format_fits(t, msgid, 0) ? t : msgid;
}

const char *
tl_ngettext(const char *one, const char *many, unsigned long n)
{
	const char *t = tl_translate(one, many, n);

	return t && tl_format_fits(t, one, many) ? t : n == 1 ? one : many;
}

const char *
tl_pgettext(const char *ctx_id, const char *id)
{
	const char *t = tl_translate(ctx_id, 0, 1);

	return t && tl_format_fits(t, id, 0) ? t : id;
}

const char *
tl_localedir(void)
{
	return LOCALEDIR;
}
