/* SPDX-License-Identifier: ISC */
/*
 * talat/tpn.h: Talat Position Notation (tgn.md section 6), written and read.
 */
#ifndef TALAT_TPN_H
#define TALAT_TPN_H

#include <stddef.h>
#include "talat/position.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Longest TPN talat writes, with its NUL. */
#define TALAT_TPN_MAX 512

/* Writes the TPN of p into buf (TALAT_TPN_MAX bytes). */
void talat_tpn_write(const struct talat_position *p, char *buf);
/*
 * Reads a movement-phase TPN into p. Returns 0 when it is accepted; -1
 * when it is refused, with a message naming the field and what is wrong
 * in err (errlen bytes). Frozen boards must be dead: that check needs the
 * oracle and is made by talat_tpn_parse(), not by
 * talat_tpn_parse_syntax(), which therefore cannot fail. When the oracle
 * could not finish (out of memory), talat_tpn_parse() returns
 * TALAT_TPN_FAILED with errno ENOMEM and "out of memory" in err: the TPN
 * is then neither accepted nor refused.
 */
#define TALAT_TPN_FAILED (-2)
int talat_tpn_parse(const char *s, struct talat_position *p, char *err,
    size_t errlen);
int talat_tpn_parse_syntax(const char *s, struct talat_position *p,
    char *err, size_t errlen);

#ifdef __cplusplus
}
#endif

#endif
