#!/bin/sh
# SPDX-License-Identifier: ISC
# localedir.sh: TALAT_LOCALEDIR is not taken from the environment of a
# program running with privileges it was given (issue 24: secure_getenv).
# tests/localedir_probe prints AT_SECURE and the directory i18n.c
# chooses; a set-group-ID copy of it runs in secure mode when the test
# runs as root (a group that is not root's) on a file system that honours
# the bit, and is skipped with a message otherwise.
set -u
builddir=$(cd "${top_builddir:-.}" && pwd)
probe=$builddir/tests/localedir_probe
tmp=$(mktemp -d "${TMPDIR:-/tmp}/localedir.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
fail=0

got=$(TALAT_LOCALEDIR=/elsewhere "$probe")
if [ "$got" != "0 /elsewhere" ]; then
	echo "FAIL: plain run: '$got', expected '0 /elsewhere'"
	fail=1
fi
cp "$probe" "$tmp/probe"
if [ "$(id -u)" -eq 0 ] && chgrp 65534 "$tmp/probe" 2>/dev/null &&
    chmod 2755 "$tmp/probe" && chmod 755 "$tmp" &&
    [ "$(TALAT_LOCALEDIR=/elsewhere "$tmp/probe" | cut -d' ' -f1)" = 1 ]; then
	got=$(TALAT_LOCALEDIR=/elsewhere "$tmp/probe")
	case $got in
	"1 /elsewhere") echo "FAIL: set-group-ID run takes TALAT_LOCALEDIR"
		fail=1 ;;
	"1 "*) ;;
	*) echo "FAIL: set-group-ID run: '$got'"; fail=1 ;;
	esac
else
	echo "localedir: skipped the set-group-ID run (not root, or $tmp" \
	    "does not honour the bit)"
fi
[ "$fail" -eq 0 ] && echo "localedir: passed" || echo "localedir: failed"
[ "$fail" -eq 0 ]
