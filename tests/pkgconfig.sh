#!/bin/sh
# SPDX-License-Identifier: ISC
# pkgconfig.sh: install into a scratch directory, then build and run a
# small program against the installed libtalat through pkg-config.
set -eu
build=$(cd "${top_builddir:-.}" && pwd)
src=$(cd "${top_srcdir:-.}" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
make -C "$build" install DESTDIR="$tmp/root" >/dev/null
pc=$(find "$tmp/root" -name talat.pc | head -n 1)
[ -n "$pc" ] || { echo "talat.pc was not installed"; exit 1; }
export PKG_CONFIG_PATH=$(dirname "$pc")
export PKG_CONFIG_SYSROOT_DIR="$tmp/root"
libdir=$(dirname "$PKG_CONFIG_PATH")
${CC:-cc} ${SAN_CFLAGS:-} -o "$tmp/demo" "$src/tests/pkgconfig_demo.c" \
	$(pkg-config --cflags --libs talat)
out=$(LD_LIBRARY_PATH="$libdir" "$tmp/demo" \
	'5/2WL62/5/5/5 5/2GS32/5/2BM42/5 5/5/5/5/GM44 W GS4,GS6,GM3,GM6,GL3,GL4,GL6/WS3,WS4,WS6,WM3,WM4,WM6,WL3,WL4/BS3,BS4,BS6,BM3,BM6,BL3,BL4,BL6 - 100')
want='WB dead
BG live
GW dead'
if [ "$out" != "$want" ]; then
	echo "demo printed:"; echo "$out"; exit 1
fi
incdir=$(pkg-config --cflags-only-I talat | sed 's/^-I//; s/ .*//')
for f in talat.h talat/base.h talat/record.h talat/position.h talat/dead.h talat/replay.h \
    talat/yaml.h talat/gen.h; do
	[ -f "$incdir/$f" ] || { echo "header $f not in $incdir"; exit 1; }
done
echo "pkgconfig: 1 passed, 0 failed"
