#!/bin/sh
# SPDX-License-Identifier: ISC
# hostile_input.sh: the smaller findings of issue 24's red team, each
# with its reproducer and exact outcome: from-yaml names the winners the
# replay gives when it gives none (it printed uninitialised bytes); talat
# html keeps the whole text of a game holding a NUL byte; select --games
# refuses game 0 at either end of a range. Prints 'N passed, N failed'.
set -u
srcdir=$(cd "${top_srcdir:-.}" && pwd)
builddir=$(cd "${top_builddir:-.}" && pwd)
talat=$builddir/talat
pass=0
fail=0
tmp=$(mktemp -d "${TMPDIR:-/tmp}/hostile_input.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
LC_ALL=C
export LC_ALL

ok() { pass=$((pass + 1)); }
bad() { echo "FAIL: $*"; fail=$((fail + 1)); }
is() {
	[ "$2" = "$3" ] && ok || bad "$1: '$2', expected '$3'"
}
cd "$tmp" || exit 99

# from-yaml: the replay gives no winner (two White tags: nothing to
# replay), the document one.
printf 'tags:\n  White: a\n  White: b\nplies: []\nstatus: invalid\nwinners: [W]\n' \
    > winners.yaml
"$talat" from-yaml winners.yaml > out 2> err
is "from-yaml winners: exit status" $? 1
is "from-yaml winners: message" "$(cat err)" "winners.yaml:6:10: error:\
 winners does not match the replay, which gives [] [yaml-mismatch]"
# The bytes were stack garbage, "[]" only by luck: valgrind tells (not in
# a sanitizer build, which valgrind cannot run).
if [ -z "${SAN_CFLAGS:-}" ] && command -v valgrind > /dev/null; then
	"$builddir/libtool" --mode=execute valgrind -q --error-exitcode=125 \
	    "$talat" from-yaml winners.yaml > /dev/null 2> vg
	is "from-yaml winners under valgrind: exit status" $? 1
else
	echo "hostile_input: skipped valgrind (sanitizer build, or none)"
fi

# html: a game's text as written, whole though it holds a NUL byte (the
# page keeps it as ESC 0, which its script makes a NUL again). A build
# without talat html's engine writes no page.
printf '[Event "x\0y"]\n1. L6@WB:c1 M4@BG:b1\n' > nul.tgn
if [ "${ENABLE_WASM:-yes}" != no ]; then
	"$talat" html nul.tgn > page.html 2> /dev/null
	is "html NUL: exit status" $? 1
	printf '<script type="text/plain" id="records">[Event "x\0330y"]\n1. L6@WB:c1 M4@BG:b1\n' \
	    > want
	grep -a -A 1 '^<script type="text/plain" id="records">' page.html > got
	cmp -s got want && ok || bad "html NUL: the text is not whole in the page"
else
	echo "hostile_input: skipped talat html (built without its engine)"
fi

# select --games: 0 is no game number, at either end of a range.
rec=$srcdir/records/valid/three_player_2.tgn
for range in 0 0-0 -0 1-0 -00 0- 00-1; do
	"$talat" select --count --games "$range" "$rec" > out 2> err
	is "select --games $range: exit status" $? 2
	is "select --games $range: message" "$(head -n 1 err)" "talat select:\
 --games needs game numbers from 1, such as 3-7, 5, 1,4-6, 10- or -3, not\
 '$range'"
done
for range in 1 1- -1 1-1 01; do
	is "select --games $range" "$("$talat" select --count --games "$range" \
	    "$rec" "$rec")" 2
done

echo "hostile_input: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
