#!/bin/sh
# SPDX-License-Identifier: ISC
# exports.sh: the shared libtalat exports talat_* names only (besides the
# toolchain's own: _init, _fini, _edata, _end, __bss_start and other
# names beginning with two underscores). Internals stay inside: the
# reader's tgn_* and every TALAT_INTERNAL function (src/internal.h).
. "${top_srcdir:-.}/tests/lib.sh"
so=$builddir/.libs/libtalat.so
nm=${NM:-nm}
case $nm in *-B) nm=${nm% -B} ;; esac
[ -f "$so" ] || skip_all "no $so (a static-only build)"
names=$($nm -D --defined-only "$so" | awk 'NF >= 3 { print $3 }')
n=$(echo "$names" | grep -c .)
bad=$(echo "$names" | grep -v -e '^talat_' -e '^_init$' -e '^_fini$' \
    -e '^_edata$' -e '^_end$' -e '^__bss_start$' -e '^__')
none "libtalat.so exports names that are not talat_*" "$bad"
# The internals that must not leak (they were exported once).
for name in tgn_reader_new_failing dead_probe yml_parse \
    rng_seed rng_splitmix64; do
	echo "$names" | grep -qx "$name" && fail "libtalat.so exports $name" ||
	    pass
done
# (is the list read right?)
[ "$n" -ge 50 ] && pass || fail "libtalat.so exports only $n names"
echo "exports: $n names"
finish
