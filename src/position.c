/* SPDX-License-Identifier: ISC */
/* position.c: the position value type. */
#include <stdio.h>
#include <string.h>
#include "talat/position.h"

void
talat_position_init(struct talat_position *p, int zihin, int first)
{
	memset(p, 0, sizeof(*p));
	memset(p->board, -1, sizeof(p->board));
	memset(p->at, TALAT_AT_UNPLACED, sizeof(p->at));
	memset(p->captured, -1, sizeof(p->captured));
	p->to_act = (signed char)first;
	p->zihin = (signed char)zihin;
	p->ply = 1;
}
