#!/bin/sh
# SPDX-License-Identifier: ISC
# event.sh: talat event, standings --event and html --event on the events
# of records/event/ (NAME.cmd run there, against NAME.out).
. "${top_srcdir:-.}/tests/lib.sh"
golden "$srcdir/records/event"
finish
