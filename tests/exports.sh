#!/bin/sh
# SPDX-License-Identifier: ISC
# exports.sh: the shared libtalat exports talat_* names only (besides the
# toolchain's own: _init, _fini, _edata, _end, __bss_start and other
# names beginning with two underscores). Internals stay inside: the
# reader's tgn_* and every TALAT_INTERNAL function (src/internal.h).
top=${top_builddir:-.}
so=$top/.libs/libtalat.so
nm=${NM:-nm}
case $nm in *-B) nm=${nm% -B} ;; esac
if [ ! -f "$so" ]; then
	echo "SKIP: no $so (a static-only build)"
	exit 77
fi
names=$($nm -D --defined-only "$so" | awk 'NF >= 3 { print $3 }')
n=$(echo "$names" | grep -c .)
bad=$(echo "$names" | grep -v -e '^talat_' -e '^_init$' -e '^_fini$' \
    -e '^_edata$' -e '^_end$' -e '^__bss_start$' -e '^__')
if [ -n "$bad" ]; then
	echo "FAIL: libtalat.so exports names that are not talat_*:"
	echo "$bad" | sed 's/^/  /'
	exit 1
fi
# The internals that must not leak (they were exported once).
for name in tgn_reader_new_failing dead_probe yblock_init \
    rng_seed rng_splitmix64; do
	if echo "$names" | grep -qx "$name"; then
		echo "FAIL: libtalat.so exports $name"
		exit 1
	fi
done
if [ "$n" -lt 50 ]; then
	echo "FAIL: libtalat.so exports only $n names: is the list read right?"
	exit 1
fi
echo "exports: $n names, talat_* only"
exit 0
