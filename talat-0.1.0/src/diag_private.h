/* SPDX-License-Identifier: ISC */
/*
 * diag_private.h: what diag.c shares with the library's other files and
 * the talat program but libtalat does not export (talat/diag.h declared
 * them until the public API was cut: issue 39): a diagnostic freed, and
 * a diagnostic raised where its place is not known yet (struct
 * talat_msg, talat/diag.h), its kind's template formatted. The names are
 * in parentheses so that a macro of the same name (a check of the
 * arguments against the template) may be defined before or after.
 */
#ifndef TALAT_DIAG_PRIVATE_H
#define TALAT_DIAG_PRIVATE_H

#include <stdarg.h>
#include "talat/diag.h"
#include "internal.h"

/* Frees what d holds (message, source, suggestion). */
TALAT_INTERNAL void talat_diag_free(struct talat_diag *d);

/* Formats kind's template with the arguments into m (cut to fit).
 * Returns -1, so that a check can `return talat_msg_set(...)`. */
TALAT_INTERNAL int (talat_msg_set)(struct talat_msg *m,
    enum talat_diag_kind kind, ...);
TALAT_INTERNAL int (talat_msg_vset)(struct talat_msg *m,
    enum talat_diag_kind kind, va_list ap);

#endif
