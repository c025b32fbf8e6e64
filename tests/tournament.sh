#!/bin/sh
# SPDX-License-Identifier: ISC
# tournament.sh: the cases of records/tournament/cases (the match rule,
# duplicates, directories, standings, select), each run in that directory
# and compared exactly with expected/NAME.out, expected/NAME.err and its
# exit status. With UPDATE=1 the expected files are written instead (to
# read through before committing them). Prints 'tournament: N passed, N
# failed'.
set -u
srcdir=$(cd "${top_srcdir:-.}" && pwd)
talat=$(cd "${top_builddir:-.}" && pwd)/talat
dir=$srcdir/records/tournament
tmp=$(mktemp -d "${TMPDIR:-/tmp}/talat-tournament.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
pass=0
fail=0
while read -r name want args; do
	case $name in ''|'#'*) continue ;; esac
	# Commands that write files (select --split) write them under
	# $tmp/split, listed after the output.
	rm -rf "$tmp/split"
	mkdir "$tmp/split"
	(cd "$dir" && eval "\"\$talat\" $args" > "$tmp/out" 2> "$tmp/err")
	got=$?
	if [ -n "$(ls "$tmp/split")" ]; then
		(cd "$tmp/split" && find . -type f | LC_ALL=C sort |
		    while read -r f; do
			echo "== $f"
			cat "$f"
		done) >> "$tmp/out"
	fi
	# The scratch directory's name varies: TMP stands for it.
	sed "s|$tmp|TMP|g" "$tmp/out" > "$tmp/out.s" && mv "$tmp/out.s" "$tmp/out"
	sed "s|$tmp|TMP|g" "$tmp/err" > "$tmp/err.s" && mv "$tmp/err.s" "$tmp/err"
	exp=$dir/expected/$name
	if [ "${UPDATE:-}" = 1 ]; then
		cp "$tmp/out" "$exp.out"
		cp "$tmp/err" "$exp.err"
		[ -s "$exp.out" ] || rm -f "$exp.out"
		[ -s "$exp.err" ] || rm -f "$exp.err"
		sed -i "s/^$name [0-9]* /$name $got /" "$dir/cases"
		continue
	fi
	if [ "$got" -ne "$want" ]; then
		echo "FAIL: $name: exit $got, expected $want"
		sed 's/^/  stderr: /' "$tmp/err" | head -10
		fail=$((fail + 1))
	elif ! cmp -s "$tmp/out" "${exp}.out" 2>/dev/null &&
	    ! { [ ! -f "$exp.out" ] && [ ! -s "$tmp/out" ]; }; then
		echo "FAIL: $name: standard output differs"
		diff "$exp.out" "$tmp/out" 2>&1 | head -20
		fail=$((fail + 1))
	elif ! cmp -s "$tmp/err" "${exp}.err" 2>/dev/null &&
	    ! { [ ! -f "$exp.err" ] && [ ! -s "$tmp/err" ]; }; then
		echo "FAIL: $name: standard error differs"
		diff "$exp.err" "$tmp/err" 2>&1 | head -20
		fail=$((fail + 1))
	else
		pass=$((pass + 1))
	fi
done < "$dir/cases"
echo "tournament: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
