#!/bin/sh
# SPDX-License-Identifier: ISC
# diag_format.sh: the compiler checks every raise of a diagnostic against
# its kind's template (src/diag_raise.h, under -Wformat=2), and no file
# of ours turns a format warning off.
#
. "${top_srcdir:-.}/tests/lib.sh"
cc=${CC:-cc}
inc="-I$builddir -I$srcdir/include -I$srcdir/src -I$builddir/src"
[ -f "$builddir/src/diag_fmt.h" ] || skip_all "no src/diag_fmt.h (run make)"

# A raise whose arguments fit its template compiles without a warning;
# one whose arguments do not, or with a kind chosen at run time, does
# not pass.
raise() {
	printf '#include "config.h"\n#include "diag_raise.h"\nint f(struct talat_msg *m, int c, long n);\nint f(struct talat_msg *m, int c, long n)\n{\n\t(void)c; (void)n;\n\treturn %s;\n}\n' "$1" >"$tmp/raise.c"
	run "$2" $cc -Wall -Wextra -Wformat=2 -Werror $inc -c "$tmp/raise.c" \
	    -o "$tmp/raise.o"
}
raise 'talat_msg_set(m, TALAT_D_INVALID_UTF8, (unsigned)c)' 0
raise 'talat_msg_set(m, TALAT_D_NUL_BYTE)' 0
raise 'talat_msg_set(m, TALAT_D_TOO_MUCH_TEXT, n)' 0
raise 'talat_msg_set(m, TALAT_D_TOO_MUCH_TEXT, "64")' 1
assert "a string for %ld is named" grep -q "TOO_MUCH_TEXT\|%ld\|long" "$tmp/err"
raise 'talat_msg_set(m, TALAT_D_NUL_BYTE, n)' 1
raise 'talat_msg_set(m, TALAT_D_TOO_MUCH_TEXT)' 1
raise 'talat_msg_set(m, c ? TALAT_D_NUL_BYTE : TALAT_D_UNTERMINATED_STRING)' 1

# No file turns -Wformat-nonliteral (or any format warning) off, and the
# build asks for -Wformat=2.
none "format warnings turned off" "$(cd "$srcdir" && grep -rlE \
    'diagnostic ignored "-W[f]ormat|-Wno-[f]ormat' src include grammar \
    tests fuzz bench configure.ac Makefile.am 2>/dev/null)"
assert "configure asks for -Wformat=2" grep -q 'WARN_CFLAGS=.*-Wformat=2' \
    "$srcdir/configure.ac"
finish
