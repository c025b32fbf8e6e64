#!/bin/sh
# SPDX-License-Identifier: ISC
# disputes.sh: the arbiter's commands (diff, score --explain, --tiebreak,
# the Stood tag) on the records of records/disputes/, exact outputs.
#
# Each case is records/disputes/NAME.cmd: one shell command line, run
# from records/disputes/, in which `talat` is the built talat. NAME.out holds what it must give:
# its standard output, then a line '--- stderr' and its standard error,
# then a line '--- exit N' with its exit status. With REGEN=1 the .out
# files are written instead of compared (read them before committing).
set -u
LC_ALL=C
export LC_ALL
srcdir=$(cd "${top_srcdir:-.}" && pwd)
talat_bin=$(cd "${top_builddir:-.}" && pwd)/talat
dir=$srcdir/records/disputes
talat() { "$talat_bin" "$@"; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/disputes.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
pass=0
fail=0
for cmd in "$dir"/*.cmd; do
	[ -f "$cmd" ] || continue
	name=$(basename "$cmd" .cmd)
	args=$(cat "$cmd")
	got=$(cd "$dir" && {
		eval "$args" >"$tmp/out" 2>"$tmp/err"
		st=$?
		cat "$tmp/out"
		echo "--- stderr"
		cat "$tmp/err"
		echo "--- exit $st"
	})
	if [ "${REGEN:-0}" = 1 ]; then
		printf '%s\n' "$got" >"$dir/$name.out"
		pass=$((pass + 1))
		continue
	fi
	if [ ! -f "$dir/$name.out" ]; then
		echo "FAIL: $name: no $name.out"
		fail=$((fail + 1))
	elif [ "$got" != "$(cat "$dir/$name.out")" ]; then
		echo "FAIL: $name: $args"
		printf '%s\n' "$got" | diff -u "$dir/$name.out" - | sed 's/^/    /'
		fail=$((fail + 1))
	else
		pass=$((pass + 1))
	fi
done
echo "disputes: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
