#!/bin/sh
# SPDX-License-Identifier: ISC
# layers.sh: the shape of src/ and include/ (issues 14 and 25).
#
# 1. Every C file and header under src/ (at any depth), include/ and
#    grammar/ is in one stage of the pipeline table of HACKING.md (the
#    rows of the table under "## The pipeline", the files in the second
#    column, shell patterns allowed), and every file the table names is
#    there. A file includes only headers of its own stage or of the
#    stages above it in the table (the order they build on each other:
#    base, record, read, position, replay, emit, beside, API, CLI).
# 2. Every function of src/ and grammar/ is under 100 lines.
#
. "${top_srcdir:-.}/tests/lib.sh"
cd "$srcdir" || exit 99

# The table: "RANK STAGE PATTERN" a line, RANK counted from 0 in table
# order.
stages=$(awk '
	/^## The pipeline/ { on = 1; next }
	/^## / { on = 0 }
	on && /^\| *[A-Za-z]/ && !/^\| *stage *\|/ {
		split($0, cell, "|")
		stage = cell[2]; gsub(/ /, "", stage)
		files = cell[3]
		while (match(files, /`[^`]*`/)) {
			f = substr(files, RSTART + 1, RLENGTH - 2)
			if (f ~ /\//)
				print rank + 0, stage, f
			files = substr(files, RSTART + RLENGTH)
		}
		rank++
	}' HACKING.md)
[ -n "$stages" ] || { echo "FAIL: no pipeline table in HACKING.md"; exit 99; }

layer_of() {
	echo "$stages" | while read -r rank stage pat; do
		case $1 in
		$pat)	echo "$rank $stage"; return ;;
		esac
	done | head -n 1 | grep . || echo "- none"
}

# The file an #include "name" of file $1 means (empty: generated or not
# ours).
resolve() {
	case $2 in
	config.h) return ;;
	parser.h|lexer.h) echo "grammar/$2"; return ;;
	talat.h) echo "include/talat.h"; return ;;
	talat/*) echo "include/$2"; return ;;
	cli/*) echo "src/$2"; return ;;
	esac
	d=${1%/*}
	for f in "$d/$2" "src/$2" "include/$2"; do
		if [ -f "$f" ]; then
			echo "$f"
			return
		fi
	done
}

# Every C file and header of src/, whatever its directory (a generated
# one of an in-tree build too), the headers and the grammar.
files=$( (find src -name '*.[ch]'; ls include/*.h include/talat/*.h \
    grammar/*.l grammar/*.y) 2>/dev/null | LC_ALL=C sort)
edges=$tmp/edges
: > "$edges"
for f in $files; do
	set -- $(layer_of "$f")
	frank=$1 fmod=$2
	if [ "$frank" = - ]; then
		fail "$f is in no stage: add it to the pipeline table of HACKING.md"
		continue
	fi
	ok=1
	for inc in $(sed -n 's/^#[ 	]*include[ 	]*"\([^"]*\)".*/\1/p' "$f"); do
		target=$(resolve "$f" "$inc")
		[ -n "$target" ] || continue
		set -- $(layer_of "$target")
		trank=$1 tmod=$2
		if [ "$trank" = - ]; then
			echo "FAIL: $f includes $inc ($target), which is in no stage"
			ok=0
			continue
		fi
		[ "$tmod" = "$fmod" ] && continue
		echo "$fmod $tmod $f $inc" >> "$edges"
		if [ "$trank" -ge "$frank" ]; then
			echo "FAIL: $f ($fmod) includes $inc ($tmod): a file includes only headers of its own stage or of those above it in HACKING.md's table"
			ok=0
		fi
	done
	[ $ok = 1 ] && pass || fail "$f: its includes"
done

# Every file the table names is there (a pattern matches one at least).
for pat in $(echo "$stages" | awk '{ print $3 }'); do
	set -- $pat
	[ -e "$1" ] && pass ||
	    fail "HACKING.md's pipeline table names $pat: no such file"
done

# Function length: from the line naming the function to its closing
# brace in column 0.
long=$(awk '
	FNR == 1 { start = 0 }
	/^[A-Za-z_][A-Za-z0-9_]*\(/ { name = $0; sub(/\(.*/, "", name); start = FNR }
	/^}/ { if (start && FNR - start + 1 >= 100)
		printf "%s:%d: %s is %d lines (under 100, please)\n", FILENAME, start, name, FNR - start + 1
	       start = 0 }' $(echo "$files" | grep -v '\.h$'))
none "functions of 100 lines or more" "$long"

echo "layers: $(echo $files | wc -w) files in $(echo "$stages" | awk '{ print $2 }' | uniq | wc -l) stages, $(wc -l < "$edges") includes between stages"
finish
