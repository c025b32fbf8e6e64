#!/bin/sh
# SPDX-License-Identifier: ISC
# buildpath.sh: no path of the build in libtalat.so, nor of the sources
# (its debugging information included: configure's -fdebug-prefix-map).
# Only the talat program of the build tree knows where it was built, to
# read the catalogues compiled there (src/cli/main.c); the library knows
# LOCALEDIR and TALAT_LOCALEDIR only (src/i18n.c).
. "${top_srcdir:-.}/tests/lib.sh"
so=$builddir/.libs/libtalat.so
[ -f "$so" ] || skip_all "no $so (a static-only build)"
build=$(cd "$builddir" && pwd -P)
src=$(cd "$srcdir" && pwd -P)
# LOCALEDIR, where the installed catalogues go, may lie inside the
# sources (make distcheck installs under them): the one path allowed.
localedir=$(sed -n 's/^#define LOCALEDIR "\(.*\)"$/\1/p' \
    "$builddir/config.h")
none "libtalat.so holds the path of the build ($build)" \
    "$(strings -a "$so" | grep -vxF "$localedir" |
    grep -F -e "$build" -e "$src")"
none "libtalat.so reads /proc/self/exe" \
    "$(strings -a "$so" | grep -F /proc/self/exe)"
# The program of the build tree still reads the catalogues compiled
# there (tests/nls.sh checks each language), and knows the path.
assert "talat holds the path of its build tree" \
    sh -c "strings -a '$talat' | grep -qF '$build/locale'"
finish
