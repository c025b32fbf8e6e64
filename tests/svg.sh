#!/bin/sh
# SPDX-License-Identifier: ISC
# svg.sh: talat show --format svg: valid SVG 1.1 with no external
# reference (tests/svg_check.py, and xmllint), the towers of the TPN on
# each board with a text alternative per board, and the marks: last ply,
# captured tower, frozen and dead boards, towers still to place.
set -u

TALAT=${TALAT:-./talat}
PY=${PYTHON3_YAML:-python3}
src=${top_srcdir:-.}
ex=$src/records/valid
tmp=$(mktemp -d "${TMPDIR:-/tmp}/svg.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
failures=0
n=0

fail() {
	echo "FAIL: $*" >&2
	failures=$((failures + 1))
}

# picture NAME WANT... -- SHOW-ARGS...: draws, checks the picture against
# the TPN that the text format gives for the same arguments, and that
# each WANT string is in it.
picture() {
	name=$1
	shift
	wants=
	while [ "$1" != -- ]; do
		wants="$wants
$1"
		shift
	done
	shift
	n=$((n + 1))
	"$TALAT" show --format svg "$@" >"$tmp/$name.svg" 2>"$tmp/err"
	st=$?
	tpn=$("$TALAT" show "$@" 2>/dev/null | sed -n 's/^TPN: //p')
	[ -n "$tpn" ] || { fail "$name: show gives no TPN"; return; }
	"$TALAT" show --format text "$@" 2>/dev/null | sed -n 's/^TPN: //p' |
		grep -qxF "$tpn" || fail "$name: --format text is not the default"
	[ "$st" -le 1 ] || { fail "$name: exit $st: $(cat "$tmp/err")"; return; }
	"$PY" "$src/tests/svg_check.py" "$tmp/$name.svg" "$tpn" ||
		fail "$name: not a valid picture of $tpn"
	if command -v xmllint >/dev/null 2>&1; then
		xmllint --noout "$tmp/$name.svg" || fail "$name: xmllint"
	fi
	echo "$wants" | while IFS= read -r w; do
		[ -z "$w" ] && continue
		grep -qF "$w" "$tmp/$name.svg" || echo "$w"
	done >"$tmp/missing"
	[ -s "$tmp/missing" ] && fail "$name: lacks $(cat "$tmp/missing")"
}

# A capture: its squares marked, the victim ringed in the captor's list.
picture capture "fill='#fbe8a6'" "stroke='#c0392b'" \
	"<g transform='translate(124 386) scale(0.625)'><circle cx='0' cy='0' r='24' fill='#f6c3bf'" \
	"r='24' fill='#f6c3bf' stroke='#c0392b' stroke-width='4'/><use xlink:href='#WS3' x='0'/></g>" \
	'Black to act' -- --ply 41 "$ex/three_player_1.tgn"
# Setup: the towers still to place; a placement marks only its square.
picture setup "<use xlink:href='#place-G' y='386'/>" 'Grey to place' "fill='#f5d36b'" \
	-- --ply 10 "$ex/three_player_1.tgn"
# The end: two boards frozen, game over.
picture end '>frozen</text>' 'Game over after ply 86' \
	-- "$ex/three_player_1.tgn"
# Two players: the Zihin named, no row for its captures; during setup a
# row of the Zihin towers still to place.
picture zihin 'Zihin: Black' -- "$ex/two_player_1.tgn"
grep -q "#cap-B'" "$tmp/zihin.svg" && fail "zihin: a row for its captures"
picture zihin_setup "<use xlink:href='#place-B' y='352'/>" \
	-- --ply 4 "$ex/two_player_1.tgn"
# A TPN operand, with a dead board not declared frozen.
pos=$(sed -n 's/^\[Position "\(.*\)"\]$/\1/p' \
	"$src/records/invalid/capture_relation.tgn")
picture tpn '>dead</text>' "stroke-dasharray='10 6'" -- "$pos"
grep -q "stroke-dasharray" "$tmp/capture.svg" &&
	fail "capture: a live board is marked dead"
grep -q ">frozen<" "$tmp/capture.svg" &&
	fail "capture: a board is marked frozen"

# Errors: an unknown format, a TPN that does not read.
n=$((n + 1))
"$TALAT" show --format png "$ex/two_player_1.tgn" >/dev/null 2>"$tmp/err"
[ $? -eq 2 ] && grep -q "text or svg, not 'png'" "$tmp/err" ||
	fail "--format png: $(cat "$tmp/err")"
n=$((n + 1))
"$TALAT" show --format svg "5/5/5 W" >"$tmp/out" 2>"$tmp/err"
[ $? -eq 2 ] && [ ! -s "$tmp/out" ] && grep -q "is no file, nor a TPN" \
	"$tmp/err" || fail "bad TPN: $(cat "$tmp/err")"

echo "$((n - failures)) passed, $failures failed"
[ "$failures" -eq 0 ]
