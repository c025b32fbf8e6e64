/* SPDX-License-Identifier: ISC */
/*
 * diag_raise.h: every raise of a diagnostic checked by the compiler
 * against its kind's template (include/talat/diag.h), under -Wformat=2.
 *
 * The templates of the table are also macros, TL_FMT_TALAT_D_NAME
 * (src/diag_fmt.h, which src/diag_fmt.sh generates from the table at
 * build time). TL_DIAG_CHECK(TALAT_D_NAME, args...) hands the template
 * and the arguments to printf inside sizeof: the compiler checks them
 * as it checks printf's, and nothing of it runs. Each raising function
 * (a kind, then the template's arguments) is wrapped by a macro of its
 * own name that does this check first, defined right after the
 * function:
 *
 *   #define tgn_report(r, at, ...) \
 *	(TL_DIAG_CHECK(__VA_ARGS__), tgn_report(r, at, __VA_ARGS__))
 *
 * so that a raise is written as before, tgn_report(r, &at,
 * TALAT_D_NAME, args...), and its kind must be written as the constant
 * (a kind chosen at run time does not compile: raise each kind where it
 * is chosen). The raise formats the translated template of the table
 * (talat_msg_vset, src/diag.c).
 */
#ifndef TALAT_DIAG_RAISE_H
#define TALAT_DIAG_RAISE_H

#include <stdio.h>
#include "talat/diag.h"
#include "diag_private.h"
#include "diag_fmt.h"

#define TL_DIAG_CHECK(...) ((void)sizeof(printf("" TL_FMT_ ## __VA_ARGS__)))

#define talat_msg_set(m, ...) \
	(TL_DIAG_CHECK(__VA_ARGS__), talat_msg_set(m, __VA_ARGS__))

#endif
