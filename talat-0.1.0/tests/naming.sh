#!/bin/sh
# SPDX-License-Identifier: ISC
# naming.sh: how names and messages are written (HACKING.md, "Names").
#
# 1. The names of libtalat and of the talat program's library
#    libtalat_internal (their static libraries, read with nm):
#    a. a function or variable named talat_* is declared in a public
#       header (include/talat.h, include/talat/*.h), or in a header of
#       src/ (a function of the library's files that kept its name when
#       the public API was cut: not exported, tests/exports.sh);
#    b. any other name the library's files share has the prefix of an
#       internal module (the list below, as in HACKING.md) and is not
#       exported by the shared library;
#    c. a name kept inside one file (static) is never talat_* (but the
#       public headers' static inline functions);
#    d. no function has the name of a C library function (a static
#       raise() would shadow raise(3)).
#    The talat program's own files (src/cli/, src/html/) share names
#    beginning with cli_ (or viewer_, the html assets), and the same d.
#    Names beginning with two underscores are the toolchain's (a
#    sanitizer's __odr_asan.*).
# 2. The messages of the talat command go through its helpers (src/cli/
#    cli.h): no "talat CMD: ..." written by hand, and every literal given
#    to cli_error or cli_usage_error is marked _() (or is a bare "%s..."
#    format, a message translated already).
#
. "${top_srcdir:-.}/tests/lib.sh"
build=$builddir
cd "$srcdir" || exit 99
nm=${NM:-nm}
case $nm in *-B) nm=${nm% -B} ;; esac
# The prefixes of the library's internal modules (HACKING.md, "Names").
internal='tgn_ tl_ dead_ record_ replay_ rng_ rc_ yblock_ yload_ yemit_ yresolve_ yschema_ ydirect_ yreader_ ywriter_'

# 1. Names.
lib=$build/.libs/libtalat.a
ilib=$build/.libs/libtalat_internal.a
libc=$(${CC:-cc} -print-file-name=libc.so.6 2>/dev/null)
if [ ! -f "$lib" ]; then
	skip "names" "no $lib (a shared-only build)"
else
	# "TYPE NAME" of every name the library defines (a compiler's
	# clone, f.part.0 or f.cold, is f).
	syms=$($nm --defined-only "$lib" $(ls "$ilib" 2>/dev/null) 2>/dev/null |
	    awk 'NF == 3 { sub(/\..*/, "", $3); print $2, $3 }' | sort -u)
	headers="include/talat.h include/talat/*.h src/*.h"
	public=$(cat $headers | grep -o 'talat_[A-Za-z0-9_]*' | sort -u)
	global=$(echo "$syms" | awk '$1 ~ /^[A-Z]$/ { print $2 }' | sort -u)
	local=$(echo "$syms" | awk '$1 ~ /^[a-z]$/ { print $2 }' | sort -u)
	# a.
	printf '%s\n' "$public" > "$tmp/public"
	none "libtalat names talat_* that no header declares (rename with the module's prefix, or declare them in include/talat/ or src/)" \
	    "$(echo "$global" | grep '^talat_' | comm -23 - "$tmp/public")"
	# b.
	re=$(echo "$internal" | sed 's/ /|/g')
	none "libtalat shares names with no internal module's prefix ($internal): add the prefix, or make them static" \
	    "$(echo "$global" | grep -v -e '^talat_' -e '^__' |
	    grep -Ev "^($re)")"
	so=$build/.libs/libtalat.so
	if [ -f "$so" ]; then
		none "libtalat.so exports internal names (declare them TALAT_INTERNAL)" \
		    "$($nm -D --defined-only "$so" | awk 'NF >= 3 { print $3 }' |
		    grep -Ex "($re).*")"
	fi
	# c. (and in the sources below: a static function the compiler
	# inlined has no name left in the library)
	none "static names talat_* in libtalat (talat_ is for the interface)" \
	    "$(echo "$local" | grep '^talat_' | LC_ALL=C comm -23 - \
	    "$tmp/public")"
fi
objs=$(find "$build/src/cli" "$build/src/html" -name '*.o' 2>/dev/null)
if [ -n "$objs" ]; then
	psyms=$($nm --defined-only $objs 2>/dev/null |
	    awk 'NF == 3 { sub(/\..*/, "", $3); print $2, $3 }' | sort -u)
	none "the talat program shares names without the prefix cli_ (or viewer_)" \
	    "$(echo "$psyms" | awk '$1 ~ /^[A-Z]$/ { print $2 }' | sort -u |
	    grep -Ev '^(cli_|viewer_|main$|__)')"
fi
# c. in the sources: "static ..." over a line "talat_NAME(", or a static
# variable named talat_*.
none "static names talat_* (talat_ is for the interface)" \
    "$(awk 'prev ~ /^static/ && /^talat_[A-Za-z0-9_]*\(/ ||
    /^static[^(]*[ *]talat_[A-Za-z0-9_]* *(=|\[|;)/ {
	print FILENAME ":" FNR ": " $0 } { prev = $0 }' \
    src/*.[ch] src/cli/*.[ch] grammar/*.l grammar/*.y)"
# d. Every function defined (its name at the start of a line, as the
# style has it) in the library's and the program's sources, static or
# inlined ones too, against the C library's names.
if [ -f "$libc" ]; then
	$nm -D --defined-only "$libc" | awk 'NF >= 3 { print $3 }' |
	    sed 's/@.*//' | sort -u > "$tmp/libc"
	none "functions named as C library functions (rename them)" \
	    "$(awk 'NR == FNR { libc[$1] = 1; next }
	    /^[A-Za-z_][A-Za-z0-9_]*\(/ {
		n = $0; sub(/\(.*/, "", n)
		if (n in libc) print FILENAME ": " n }' "$tmp/libc" \
	    src/*.c src/cli/*.c grammar/*.l grammar/*.y)"
else
	skip "libc names" "no libc.so.6 (${CC:-cc} -print-file-name)"
fi

# 2. The command's messages.
none "a message written by hand, not by cli_error() and its kin" \
    "$(grep -n 'fprintf(stderr, *_\{0,1\}(\{0,1\}"talat' src/cli/*.c |
    grep -v '^src/cli/util.c:.*"talat%s%s: "')"
# A call's literal is the text after "cli_error(CMD, " or
# "cli_usage_error(CMD, " on the same line; a format of conversions only
# ("%s", "%s: %s") needs no translation.
none "a message given to cli_error/cli_usage_error unmarked (use _())" \
    "$(grep -n 'cli_\(usage_\)\{0,1\}error([^,]*, *"' src/cli/*.c |
    grep -v 'error([^,]*, *"\(%[a-z]*[:  ]*\)*"')"
finish
