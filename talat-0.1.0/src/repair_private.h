/* SPDX-License-Identifier: ISC */
/*
 * repair_private.h: what repair.c and fix.c share. Internal to libtalat.
 */
#ifndef TALAT_REPAIR_PRIVATE_H
#define TALAT_REPAIR_PRIVATE_H

#include "repair.h"

/* Whether a repair is one of a tag (Order, Zihin), and that tag's name. */
static inline int
tgn_repair_is_tag(const struct talat_repair *r)
{
	return r->kind == TALAT_REPAIR_ORDER || r->kind == TALAT_REPAIR_ZIHIN;
}

static inline const char *
tgn_repair_tag(enum talat_repair_kind kind)
{
	return kind == TALAT_REPAIR_ORDER ? "Order" : "Zihin";
}

/* Inserts a comment of text `text` (copied) at index `at` of (*c)[0..*n);
 * 0, or -1 when memory runs out. */
int tgn_insert_comment(struct talat_comment **c, size_t *n, size_t at,
    const char *text, struct talat_loc loc);

#endif
