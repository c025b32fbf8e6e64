#!/bin/sh
# SPDX-License-Identifier: ISC
# exports.sh: the shared libtalat exports the public API and nothing else.
#
# 1. Its functions are exactly those of abi/libtalat.sym (the list the
#    linker exports, Makefile.am: -export-symbols), at most 80 of them:
#    a function added to the library is internal unless it goes into the
#    list on purpose, and the list does not grow past the bound of the
#    public API (issue 39).
# 2. Every name of the list is declared in a public header
#    (include/talat/*.h) and documented in a page of libtalat(3) (its
#    SYNOPSIS, man/libtalat*.3); and every function a public header
#    declares, not static inline, is in the list: a header of
#    include/talat/ declares no function the library does not export.
# 3. Besides them, only the toolchain's own names (_init, _fini, _edata,
#    _end, __bss_start and names beginning with two underscores); the
#    internals stay inside: the reader's tgn_* and every TALAT_INTERNAL
#    function (src/internal.h), and the talat_* functions of the library's
#    files that are not in the list.
. "${top_srcdir:-.}/tests/lib.sh"
so=$builddir/.libs/libtalat.so
list=$srcdir/abi/libtalat.sym
nm=${NM:-nm}
case $nm in *-B) nm=${nm% -B} ;; esac
max=80
[ -f "$so" ] || skip_all "no $so (a static-only build)"
names=$($nm -D --defined-only "$so" | awk 'NF >= 3 { print $3 }' |
    LC_ALL=C sort -u)
funcs=$($nm -D --defined-only "$so" | awk 'NF >= 3 && $2 == "T" { print $3 }' |
    LC_ALL=C sort -u)
LC_ALL=C sort -u "$list" > "$tmp/list"
n=$(echo "$funcs" | grep -c .)
nlist=$(grep -c . "$tmp/list")

# 1.
[ "$nlist" -ge 50 ] && pass || fail "abi/libtalat.sym lists only $nlist names"
[ "$nlist" -le "$max" ] && pass ||
    fail "abi/libtalat.sym lists $nlist functions, more than $max: the public API is about 70-80 functions"
none "libtalat.so exports functions that abi/libtalat.sym does not list" \
    "$(echo "$funcs" | LC_ALL=C comm -23 - "$tmp/list")"
none "functions of abi/libtalat.sym that libtalat.so does not export" \
    "$(echo "$funcs" | LC_ALL=C comm -13 - "$tmp/list")"

# 2. What the public headers declare: talat_NAME( outside any brace or
# parenthesis in the preprocessed headers (as man_synopsis.sh reads them),
# less the static inline ones (defined with a body).
cc=${CC:-cc}
for h in "$srcdir"/include/talat/*.h; do
	printf '#include <talat/%s>\n' "${h##*/}"
done > "$tmp/all.c"
if $cc -std=c11 -E -P -I"$srcdir/include" ${YAML_CFLAGS:-} "$tmp/all.c" \
    > "$tmp/i" 2> "$tmp/err"; then
	awk '{ text = text " " $0 }
	END {
		gsub(/"([^"\\]|\\.)*"/, "\"\"", text)
		n = length(text); depth = 0; id = ""; pending = ""
		for (i = 1; i <= n; i++) {
			c = substr(text, i, 1)
			if (c == "(" && depth == 0 && id ~ /^talat_/)
				pending = id
			if (c == "{" && depth == 0 && pending != "") {
				inline[pending] = 1; pending = ""
			}
			if (c == ";" && depth == 0 && pending != "") {
				decl[pending] = 1; pending = ""
			}
			if (c == "{" || c == "(") { depth++; id = "" }
			else if (c == "}" || c == ")") { depth--; id = "" }
			else if (c ~ /[A-Za-z0-9_]/) {
				if (last !~ /[A-Za-z0-9_]/) id = ""
				id = id c
			} else if (c !~ /[ \t]/) id = ""
			last = c
		}
		for (f in decl) if (!(f in inline)) print f
	}' "$tmp/i" | LC_ALL=C sort -u > "$tmp/declared"
	none "functions of abi/libtalat.sym that no public header declares" \
	    "$(LC_ALL=C comm -13 "$tmp/declared" "$tmp/list")"
	none "functions of the public headers that libtalat.so does not export (move them to a header of src/, or list them in abi/libtalat.sym)" \
	    "$(LC_ALL=C comm -23 "$tmp/declared" "$tmp/list")"
else
	fail "the headers of include/talat/ do not preprocess:"
	sed 's/^/  /' "$tmp/err"
fi
cat "$srcdir"/man/libtalat*.3 | awk '
	/^\.Sh / { in_syn = ($2 == "SYNOPSIS"); next }
	in_syn && /^\.F[no] / { print $2 }' | LC_ALL=C sort -u > "$tmp/man"
none "functions of abi/libtalat.sym that no page of libtalat(3) shows in its SYNOPSIS" \
    "$(LC_ALL=C comm -13 "$tmp/man" "$tmp/list")"

# 3.
bad=$(echo "$names" | grep -v -e '^talat_' -e '^_init$' -e '^_fini$' \
    -e '^_edata$' -e '^_end$' -e '^__bss_start$' -e '^__')
none "libtalat.so exports names that are not talat_*" "$bad"
# The internals that must not leak (they were exported once).
for name in tgn_reader_new_failing dead_probe yblock_init \
    rng_seed rng_splitmix64 talat_utf8_len talat_msg_set \
    talat_result_raise talat_fix_game talat_standings_new; do
	echo "$names" | grep -qx "$name" && fail "libtalat.so exports $name" ||
	    pass
done
echo "exports: $n functions ($nlist listed in abi/libtalat.sym, at most $max)"
finish
