/* SPDX-License-Identifier: ISC */
/*
 * i18n.h: translated messages (GNU gettext), private to libtalat and the
 * talat executable.
 *
 * The library looks its messages up in its own text domain, "talat",
 * bound to LOCALEDIR (or to the directory in the environment variable
 * TALAT_LOCALEDIR, which the tests use: tl_localedir; the uninstalled
 * talat binds the build tree's locale/, tl_bind_localedir) the first
 * time a message is translated, so a program linking libtalat gets them in the language of
 * its locale without calling anything but setlocale(3). Only prose is
 * translated: codes, TGN, TPN, YAML keys, board and square names never.
 *
 *   _("text")              a message, translated
 *   N_("text")             marked for translation, translated where used
 *   P_("one", "many", n)   a message with a plural form, by n
 *   C_("context", "text")  a message whose English is also another's with
 *                          a different sense ("frozen": one board, or the
 *                          boards of a TPN field): its context tells them
 *                          apart in the catalogues (msgctxt)
 *
 * A message with several arguments whose order a language may change
 * uses positional arguments in the translation (%1$s, %2$ld).
 */
#ifndef TALAT_I18N_H
#define TALAT_I18N_H

#include <stddef.h>
#include "config.h"

#if ENABLE_NLS
/* format_arg: a translated format is checked against its arguments as
 * the untranslated one is. */
const char *tl_gettext(const char *msgid) __attribute__((format_arg(1)));
const char *tl_ngettext(const char *one, const char *many, unsigned long n)
    __attribute__((format_arg(1))) __attribute__((format_arg(2)));
/* The translation of ctx_id (a context, U+0004 and the message, as
 * msgfmt stores a msgctxt), or id when there is none. */
const char *tl_pgettext(const char *ctx_id, const char *id)
    __attribute__((format_arg(2)));
#define _(s) tl_gettext(s)
#define P_(s, p, n) tl_ngettext(s, p, n)
#define C_(c, s) tl_pgettext(c "\004" s, s)
#else
#define _(s) (s)
#define P_(s, p, n) ((n) == 1 ? (s) : (p))
#define C_(c, s) (s)
#endif
#define N_(s) (s)

/* Whether translation may stand for msgid (with plural, the English of
 * a plural message) as a printf format: the same conversions, reading
 * the same arguments as the same types (a plural form may leave out the
 * last ones), and no %n (i18n_format.c). A translation that does not
 * fit is not used: a catalogue is text from outside (issue 34). */
int tl_format_fits(const char *translation, const char *msgid,
    const char *plural);

/* Lists in the reader's language: tl_list() joins n texts, "a, b or c"
 * (TL_OR), "a, b and c" (TL_AND) or "a, b, c" (TL_ENUM, an enumeration
 * such as "W 31, G 26"), through the catalogue's templates "%1$s, %2$s",
 * "%1$s or %2$s" and "%1$s and %2$s" (msgctxt "list"), so that no
 * separator or conjunction is English in C. The result, cut to whole
 * characters, goes into buf (size at most TL_LIST_MAX); returns buf. */
enum tl_list { TL_ENUM, TL_OR, TL_AND };
#define TL_LIST_MAX 512
const char *tl_list(char *buf, size_t size, const char *const *items,
    size_t n, enum tl_list kind);

/* A number of hundredths (such as shared wins, 150: "1.50") in the
 * reader's language: the decimal separator is the catalogue's (msgctxt
 * "decimal separator"), "1,50" in de, es, fr, nl, ro and ru. buf holds
 * 32 bytes. Machine formats (YAML, JSON, CSV) keep ".". */
const char *tl_hundredths(long hundredths, char buf[32]);

/* The directory of the message catalogues: TALAT_LOCALEDIR when set and
 * not empty, else LOCALEDIR (config.h). */
const char *tl_localedir(void);
/* The catalogues are in dir instead of LOCALEDIR, unless TALAT_LOCALEDIR
 * is set: for the talat program of the build tree, which knows where it
 * is (src/cli/main.c), so that the library holds no path of the build. */
void tl_bind_localedir(const char *dir);

/* A text formatted by fmt (a message, often translated: its length is
 * not known before), allocated with malloc; NULL when memory runs out.
 * Translated text is never printed into an array of a fixed size: it
 * would be cut. */
char *tl_aprintf(const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;

#endif
