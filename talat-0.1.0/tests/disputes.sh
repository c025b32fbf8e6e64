#!/bin/sh
# SPDX-License-Identifier: ISC
# disputes.sh: the arbiter's commands (diff, score --explain, --tiebreak,
# the Stood tag) on the records of records/disputes/, exact outputs: each
# case is records/disputes/NAME.cmd against NAME.out (tests/lib.sh's
# golden cases; REGEN=1 writes the .out files).
. "${top_srcdir:-.}/tests/lib.sh"
golden "$srcdir/records/disputes"
finish
