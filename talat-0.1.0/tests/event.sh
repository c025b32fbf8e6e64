#!/bin/sh
# SPDX-License-Identifier: ISC
# event.sh: talat event and standings --event on the events of
# records/event/: each case NAME.cmd run there, against NAME.out; the
# sample event (club/) and one event a fault (faults/).
. "${top_srcdir:-.}/tests/lib.sh"
golden "$srcdir/records/event"
golden "$srcdir/records/event/faults"
finish
