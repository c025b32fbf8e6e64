#!/bin/sh
# SPDX-License-Identifier: ISC
# tournament.sh: the match rule, duplicates, directories, standings and
# select on the records of records/tournament/, exact outputs: each case
# is records/tournament/NAME.cmd against NAME.out (tests/lib.sh's golden
# cases; REGEN=1 writes the .out files). select --split writes into
# "$scratch".
. "${top_srcdir:-.}/tests/lib.sh"
golden "$srcdir/records/tournament"
finish
