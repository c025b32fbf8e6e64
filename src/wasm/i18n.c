/* SPDX-License-Identifier: ISC */
/*
 * i18n.c of the WebAssembly engine: every message of the library reaches
 * the page through these two functions (src/i18n.h's _() and P_()), as in
 * the native build it reaches gettext. They give the English text: a
 * catalogue for the page's language plugs in here.
 */
#include "i18n.h"

const char *
tl_gettext(const char *msgid)
{
	return msgid;
}

const char *
tl_ngettext(const char *one, const char *many, unsigned long n)
{
	return n == 1 ? one : many;
}

const char *
tl_localedir(void)
{
	return LOCALEDIR;
}
