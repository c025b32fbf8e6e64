#!/bin/sh
# SPDX-License-Identifier: ISC
# hostile_input.sh: the smaller findings of issue 24's red team, each
# with its reproducer and exact outcome: from-yaml names the winners the
# replay gives when it gives none (it printed uninitialised bytes); talat
# html keeps the whole text of a game holding a NUL byte (the page's own
# way, issue 26); select --games refuses game 0 at either end of a range.
. "${top_srcdir:-.}/tests/lib.sh"
cd "$tmp" || exit 99

# from-yaml: the replay gives no winner (two White tags: nothing to
# replay), the document one.
printf 'tags:\n  White: a\n  White: b\nplies: []\nstatus: invalid\nwinners: [W]\n' \
    > winners.yaml
run 1 talat from-yaml winners.yaml
err_is "from-yaml winners" "winners.yaml:6:10: error: winners does not\
 match the replay, which gives [] [yaml-mismatch]"
# The bytes were stack garbage, "[]" only by luck: valgrind tells (not in
# a sanitizer build, which valgrind cannot run).
if [ -z "${SAN_CFLAGS:-}" ] && command -v valgrind > /dev/null; then
	run 1 valgrind -q --error-exitcode=125 "$talat" from-yaml winners.yaml
else
	skip "from-yaml winners under valgrind" "sanitizer build, or no valgrind"
fi

# html: a game's text as written, whole though it holds a NUL byte (the
# page keeps it as ESC 0, which its script makes a NUL again). A build
# without talat html's engine writes no page.
printf '[Event "x\0y"]\n1. L6@WB:c1 M4@BG:b1\n' > nul.tgn
if [ "${ENABLE_WASM:-yes}" != no ]; then
	run 1 talat html nul.tgn
	printf '<script type="text/plain" class="records">[Event "x\0330y"]\n1. L6@WB:c1 M4@BG:b1\n' \
	    > want
	grep -a -A 1 '^<script type="text/plain" class="records">' "$tmp/out" > got
	file_is "html NUL: the text in the page" got want
else
	skip "html NUL" "talat is built without talat html's engine"
fi

# select --games: 0 is no game number, at either end of a range.
rec=$srcdir/records/valid/three_player_2.tgn
for range in 0 0-0 -0 1-0 -00 0- 00-1; do
	run 2 talat select --count --games "$range" "$rec"
	is "select --games $range: message" "$(head -n 1 "$tmp/err")" \
	    "talat select: --games needs game numbers from 1, such as 3-7, 5,\
 1,4-6, 10- or -3, not '$range'"
done
for range in 1 1- -1 1-1 01; do
	run 0 talat select --count --games "$range" "$rec" "$rec"
	out_is "select --games $range" 2
done
finish
