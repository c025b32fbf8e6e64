#!/bin/sh
# SPDX-License-Identifier: ISC
# event.sh: talat event and standings --event on the events of
# records/event/: each case NAME.cmd run there, against NAME.out; the
# sample event (club/), one event a fault (faults/), and games through
# symbolic links (links/).
. "${top_srcdir:-.}/tests/lib.sh"
golden "$srcdir/records/event"
golden "$srcdir/records/event/faults"
# Games through symbolic links that lead out of the event's folder
# (links/): the links are made here, because make dist's tar stores a
# link as the file it names.
cp -R "$srcdir/records/event/club" "$srcdir/records/event/links" "$tmp/" &&
chmod -R u+w "$tmp/club" "$tmp/links" &&
ln -s ../club/r1.tgn "$tmp/links/outside_link.tgn" &&
mkdir "$tmp/links/outside_dir" &&
ln -s ../../club/r2.tgn "$tmp/links/outside_dir/r2.tgn" || exit 99
golden "$tmp/links" "$srcdir/records/event/links"
finish
