/* SPDX-License-Identifier: ISC */
/*
 * talat.h: libtalat, the library behind the talat tool. Include this one
 * header; the pieces are in talat/. All of it is the stable interface
 * (libtalat(3), STABILITY).
 */
#ifndef TALAT_H
#define TALAT_H

#include "talat/base.h"
#include "talat/diag.h"
#include "talat/record.h"
#include "talat/position.h"
#include "talat/rules.h"
#include "talat/tpn.h"
#include "talat/dead.h"
#include "talat/score.h"
#include "talat/replay.h"
#include "talat/svg.h"
#include "talat/yaml.h"

#endif
