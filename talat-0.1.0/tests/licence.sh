#!/bin/sh
# SPDX-License-Identifier: ISC
# licence.sh: talat is under the ISC licence (the file LICENSE), and every
# source file of the repository says so in an SPDX-License-Identifier line
# among its first two lines (after a #! line or a <!DOCTYPE>).
# Source files: C, headers, the grammar, scripts, the build files, the
# viewer's assets and the manual pages.
. "${top_srcdir:-.}/tests/lib.sh"
cd "$srcdir" || exit 99
grep -q '^ISC License$' LICENSE 2>/dev/null && pass ||
    fail "LICENSE is not the ISC licence"
n=0
for f in configure.ac Makefile.am talat.pc.in .ci/run tools/install-deps \
    po/Makevars po/POTFILES.in po/LINGUAS grammar/*.l grammar/*.y \
    src/*.[ch] src/cli/*.[ch] src/wasm/*.[ch] src/wasm/*.js src/html/*.h src/html/*.sh src/html/*.html \
    src/html/*.js src/html/*.css include/*.h include/talat/*.h \
    tests/*.[ch] tests/*.sh tests/*.py tests/*.html \
    bench/*.c bench/*.sh bench/*.py bench/*.awk fuzz/*.[ch] fuzz/*.sh \
    man/*.[1357]; do
	[ -f "$f" ] || continue
	n=$((n + 1))
	head -n 2 "$f" | grep -q 'SPDX-License-Identifier: ISC' && pass ||
	    fail "$f: no 'SPDX-License-Identifier: ISC' line at its top"
done
echo "licence: $n source files"
finish
