#!/bin/sh
# SPDX-License-Identifier: ISC
# pkgconfig.sh: install into a scratch directory, then build and run a
# small program against the installed libtalat through pkg-config.
. "${top_srcdir:-.}/tests/lib.sh"
make -C "$builddir" install DESTDIR="$tmp/root" >"$tmp/install.log" 2>&1 ||
    { fail "make install"; tail -20 "$tmp/install.log"; finish; }
pc=$(find "$tmp/root" -name talat.pc | head -n 1)
[ -n "$pc" ] || { fail "talat.pc was not installed"; finish; }
PKG_CONFIG_PATH=$(dirname "$pc")
PKG_CONFIG_SYSROOT_DIR="$tmp/root"
export PKG_CONFIG_PATH PKG_CONFIG_SYSROOT_DIR
libdir=$(dirname "$PKG_CONFIG_PATH")
${CC:-cc} ${SAN_CFLAGS:-} -o "$tmp/demo" "$srcdir/tests/pkgconfig_demo.c" \
	$(pkg-config --cflags --libs talat) || { fail "the demo does not build"; finish; }
LD_LIBRARY_PATH="$libdir" "$tmp/demo" \
	'5/2WL62/5/5/5 5/2GS32/5/2BM42/5 5/5/5/5/GM44 W GS4,GS6,GM3,GM6,GL3,GL4,GL6/WS3,WS4,WS6,WM3,WM4,WM6,WL3,WL4/BS3,BS4,BS6,BM3,BM6,BL3,BL4,BL6 - 100' \
	>"$tmp/out" 2>&1
out_is "the demo's output" 'WB dead
BG live
GW dead'
incdir=$(pkg-config --cflags-only-I talat | sed 's/^-I//; s/ .*//')
for f in talat.h talat/base.h talat/record.h talat/position.h talat/dead.h talat/replay.h \
    talat/yaml.h talat/svg.h; do
	[ -f "$incdir/$f" ] && pass || fail "header $f not in $incdir"
done
# What only the talat program needs is not installed (its headers are in
# src/, its functions in libtalat_internal, which is not installed either).
for f in talat/gen.h talat/diff.h talat/repair.h talat/tournament.h \
    talat/reconcile.h talat/event.h talat/adjudicate.h talat/pair.h; do
	[ ! -e "$incdir/$f" ] && pass || fail "header $f installed in $incdir"
done
for f in libtalat_internal.a libtalat_internal.la libtalat_internal.so; do
	[ ! -e "$libdir/$f" ] && pass || fail "$f installed in $libdir"
done
finish
