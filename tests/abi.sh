#!/bin/sh
# SPDX-License-Identifier: ISC
# abi.sh: the shared library's ABI is the one recorded in abi/libtalat.abi
# (libtalat(3), STABILITY): every function it exports (those of
# abi/libtalat.sym, the public API: tests/exports.sh) and every type they
# reach, struct layouts included, as abidw (Debian's abigail-tools) reads
# them from the library's debug information and the public headers
# (include/: the types of the headers of src/ are not part of it),
# compared with abidiff. Any
# difference fails, an added function too: the ABI changes only on
# purpose, by `make abi-baseline` (REGEN=1 of this test), which rewrites
# abi/libtalat.abi for the diff to show, with libtool's -version-info in
# Makefile.am moved as HACKING.md says ("A library function").
#
# Skipped (77) without abidw and abidiff, in a static-only build, and
# when the library has no debug information (CFLAGS without -g).
. "${top_srcdir:-.}/tests/lib.sh"
so=$builddir/.libs/libtalat.so
base=$srcdir/abi/libtalat.abi
command -v abidw >/dev/null 2>&1 && command -v abidiff >/dev/null 2>&1 ||
    skip_all "no abidw and abidiff (abigail-tools)"
[ -f "$so" ] || skip_all "no $so (a static-only build)"
# What the public headers declare, types by content (ids that do not
# change from one build to the next), no source locations: a file that
# changes only where the ABI does.
abidw --headers-dir "$srcdir/include" --drop-private-types \
    --no-corpus-path --no-comp-dir-path --no-show-locs \
    --type-id-style hash --out-file "$tmp/now.abi" "$so" 2>"$tmp/err" || {
	fail "abidw $so:"
	sed 's/^/  /' "$tmp/err"
	finish
}
grep -q '<function-decl' "$tmp/now.abi" ||
    skip_all "$so has no debug information (abidw sees no function)"
if [ "${REGEN:-0}" = 1 ]; then
	if ! cmp -s "$tmp/now.abi" "$base"; then
		cp "$tmp/now.abi" "$base" || exit 99
		echo "REGEN: wrote abi/libtalat.abi"
	fi
	pass
fi
# The baseline's functions are those of the list: a baseline regenerated
# from a library that exported more (or less) is caught here too.
sed -n 's/.*<elf-symbol name=.\([^"'"'"']*\).* type=.func-type.*/\1/p' "$base" |
    LC_ALL=C sort -u > "$tmp/basefuncs"
LC_ALL=C sort -u "$srcdir/abi/libtalat.sym" > "$tmp/list"
none "abi/libtalat.abi and abi/libtalat.sym name different functions (make abi-baseline)" \
    "$(LC_ALL=C comm -3 "$tmp/basefuncs" "$tmp/list")"
if [ "${REGEN:-0}" = 1 ]; then
	:
elif abidiff "$base" "$tmp/now.abi" >"$tmp/diff" 2>&1; then
	pass
else
	fail "the ABI of libtalat.so is not abi/libtalat.abi's (a change on purpose: make abi-baseline, and -version-info):"
	sed 's/^/  /' "$tmp/diff" | head -60
fi
echo "abi: $(grep -c '<elf-symbol ' "$tmp/now.abi") exported symbols"
finish
