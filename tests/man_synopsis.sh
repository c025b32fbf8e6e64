#!/bin/sh
# SPDX-License-Identifier: ISC
# man_synopsis.sh: libtalat(3)'s SYNOPSIS says what the headers say.
#
# libtalat(3) is a page per public header, man/libtalat-HEADER.3, and
# the overview man/libtalat.3 that lists them. The SYNOPSIS of every page
# is turned into C: its .In lines become
# the includes; then the address of every function it shows is taken
# (an error when no header declares the function); then each prototype
# (.Ft with .Fn, or .Ft with .Fo ... .Fc) is declared again as the page
# writes it (an error when a type differs from the header's: an int
# where the header has an enum, a pointer lost, a parameter missing).
# Then the page must be complete: every function that a header of
# include/talat/ declares or defines (static inline ones too, found in
# the preprocessed headers) must be in the SYNOPSIS, and every function of
# the SYNOPSIS of a page must be named (.Fn) in the text of that page.
# Skipped (77) without a C compiler.
#
# Environment: top_srcdir (default: the directory above this script), CC,
# YAML_CFLAGS (where yaml.h is, for talat/yaml.h).
. "${top_srcdir:-.}/tests/lib.sh"
cc=${CC:-cc}
command -v "${cc%% *}" >/dev/null 2>&1 || skip_all "no C compiler"

awk '
	# "int a" "char buf[4]" ... -> int a, char buf[4], ...
	function args(s,   out, a) {
		out = ""
		while (s != "") {
			if (match(s, /^[ \t]*"[^"]*"/)) {
				a = substr(s, RSTART, RLENGTH)
				sub(/^[ \t]*"/, "", a)
				sub(/"$/, "", a)
			} else if (match(s, /^[ \t]*[^ \t"]+/)) {
				a = substr(s, RSTART, RLENGTH)
				sub(/^[ \t]*/, "", a)
			} else
				break
			s = substr(s, RSTART + RLENGTH)
			out = out (out == "" ? "" : ", ") a
		}
		return out
	}
	function proto(line, name, a) {
		n++
		names[n] = name
		protos[n] = sprintf("#line %d \"%s\"\n%s %s(%s);", line,
		    file, ret, name, a == "" ? "void" : a)
	}
	{ file = FILENAME; sub(/.*\//, "", file) }
	/^\.Sh / { in_syn = ($2 == "SYNOPSIS"); next }
	!in_syn { next }
	/^\.In / { printf "#include <%s>\n", $2; next }
	/^\.Ft / { ret = substr($0, 5); gsub(/"/, "", ret); next }
	/^\.Fn / {
		rest = $0
		sub(/^\.Fn[ \t]+[^ \t]+/, "", rest)
		proto(FNR, $2, args(rest))
		next
	}
	/^\.Fo / { fname = $2; fline = FNR; fargs = ""; next }
	/^\.Fa / {
		fargs = fargs (fargs == "" ? "" : ", ") args(substr($0, 5))
		next
	}
	/^\.Fc/ { proto(fline, fname, fargs); next }
	END {
		print "void (*const talat_synopsis_refs[])(void) = {"
		for (i = 1; i <= n; i++)
			printf "#line %s\n\t(void (*)(void))%s,\n",
			    substr(protos[i], 7, index(protos[i], "\n") - 7),
			    names[i]
		print "};"
		for (i = 1; i <= n; i++)
			print protos[i]
		printf "/* %d prototypes */\n", n
	}
' "$srcdir"/man/libtalat*.3 > "$tmp/c" || exit 99
n=$(sed -n 's|^/\* \([0-9]*\) prototypes \*/$|\1|p' "$tmp/c")
if [ "${n:-0}" -lt 50 ]; then
	fail "only ${n:-0} prototypes read from the SYNOPSIS of man/libtalat*.3"
	finish
fi
pass
if $cc -std=c11 -fsyntax-only -I"$srcdir/include" ${YAML_CFLAGS:-} \
    -Wall -Werror "$tmp/c" 2> "$tmp/err"; then
	pass
else
	fail "libtalat(3)'s SYNOPSIS differs from the headers:"
	sed 's/^/  /' "$tmp/err"
fi

# The functions the headers declare: the identifiers talat_* followed by
# '(' outside any brace or parenthesis, in what the preprocessor gives of
# include/talat/*.h (inline bodies, struct and enum bodies and parameter
# lists skipped; so a function pointer type is not taken for one).
for h in "$srcdir"/include/talat/*.h; do
	printf '#include <talat/%s>\n' "${h##*/}"
done > "$tmp/all.c"
if ! $cc -std=c11 -E -I"$srcdir/include" ${YAML_CFLAGS:-} "$tmp/all.c" \
    > "$tmp/i" 2> "$tmp/err"; then
	fail "the headers of include/talat/ do not preprocess:"
	sed 's/^/  /' "$tmp/err"
	finish
fi
awk -v dir="$srcdir/include/talat/" '
	/^#/ {
		# a line marker: # LINE "FILE" FLAGS
		if (match($0, /"[^"]*"/)) {
			f = substr($0, RSTART + 1, RLENGTH - 2)
			keep = index(f, dir) == 1
		}
		next
	}
	keep { text = text " " $0 }
	END {
		gsub(/"([^"\\]|\\.)*"/, "\"\"", text)
		gsub(/'\''([^'\''\\]|\\.)*'\''/, "0", text)
		depth = 0
		n = length(text)
		for (i = 1; i <= n; i++) {
			c = substr(text, i, 1)
			if (c == "{" || c == "(") {
				if (c == "(" && depth == 0 && id ~ /^talat_/)
					print id
				depth++
				id = ""
			} else if (c == "}" || c == ")") {
				depth--
				id = ""
			} else if (c ~ /[A-Za-z0-9_]/) {
				if (last !~ /[A-Za-z0-9_]/)
					id = ""
				id = id c
			} else if (c !~ /[ \t]/)
				id = ""
			last = c
		}
	}
' "$tmp/i" | sort -u > "$tmp/api"
# The functions of the pages: in their SYNOPSIS, and named in their text
# ("PAGE NAME" lines: a function is named in the text of its own page).
awk '
	{ file = FILENAME; sub(/.*\//, "", file) }
	/^\.Sh / { in_syn = ($2 == "SYNOPSIS"); next }
	in_syn && /^\.F[no] / { print file, $2 > "/dev/stdout"; next }
	!in_syn {
		for (i = 1; i < NF; i++)
			if (($i == "Fn" || $i == ".Fn") && $(i + 1) ~ /^talat_/)
				print file, $(i + 1) > "/dev/stderr"
	}
' "$srcdir"/man/libtalat*.3 2> "$tmp/text" | sort -u > "$tmp/synf"
sort -u "$tmp/text" -o "$tmp/text"
awk '{ print $2 }' "$tmp/synf" | sort -u > "$tmp/syn"
napi=$(wc -l < "$tmp/api")
if [ "$napi" -lt 80 ]; then
	fail "only $napi functions found in the headers of include/talat/"
	finish
fi
pass
none "public functions of include/talat/ in no SYNOPSIS of libtalat(3)'s pages" \
    "$(comm -23 "$tmp/api" "$tmp/syn")"
none "functions in the SYNOPSIS of a page of libtalat(3) that its text never names (.Fn)" \
    "$(comm -23 "$tmp/synf" "$tmp/text")"
# One page per public header, each showing the functions of its header.
for h in "$srcdir"/include/talat/*.h; do
	b=${h##*/}; b=${b%.h}
	page=$srcdir/man/libtalat-$b.3
	if [ ! -f "$page" ]; then
		fail "no page man/libtalat-$b.3 for include/talat/$b.h"
		continue
	fi
	grep -qx ".In talat/$b.h" "$page" && pass ||
	    fail "man/libtalat-$b.3 does not show talat/$b.h in its SYNOPSIS"
done
echo "man_synopsis: $n prototypes in the pages of libtalat(3), $napi functions of" \
    "include/talat/"
finish
