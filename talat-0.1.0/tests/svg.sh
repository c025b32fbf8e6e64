#!/bin/sh
# SPDX-License-Identifier: ISC
# svg.sh: talat show --format svg: valid SVG 1.1 with no external
# reference (tests/svg_check.py, and xmllint), the towers of the TPN on
# each board with a text alternative per board, and the marks: last ply,
# captured tower, frozen and dead boards, towers still to place.
. "${top_srcdir:-.}/tests/lib.sh"
PY=${PYTHON3_YAML:-python3}
ex=$srcdir/records/valid

# picture NAME WANT... -- SHOW-ARGS...: draws, checks the picture against
# the TPN that the text format gives for the same arguments, and that
# each WANT string is in it; in the layout $layout (empty: the default).
layout=
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
	"$talat" show --format svg ${layout:+--layout "$layout"} "$@" \
	    >"$tmp/$name.svg" 2>"$tmp/err"
	st=$?
	tpn=$("$talat" show "$@" 2>/dev/null | sed -n 's/^TPN: //p')
	[ -n "$tpn" ] || { fail "$name: show gives no TPN"; return; }
	"$talat" show --format text "$@" 2>/dev/null | sed -n 's/^TPN: //p' |
		grep -qxF "$tpn" && pass ||
		fail "$name: --format text is not the default"
	[ "$st" -le 1 ] || { fail "$name: exit $st: $(cat "$tmp/err")"; return; }
	"$PY" "$srcdir/tests/svg_check.py" "$tmp/$name.svg" "$tpn" && pass ||
		fail "$name: not a valid picture of $tpn"
	if command -v xmllint >/dev/null 2>&1; then
		xmllint --noout "$tmp/$name.svg" && pass || fail "$name: xmllint"
	fi
	echo "$wants" | while IFS= read -r w; do
		[ -z "$w" ] && continue
		grep -qF "$w" "$tmp/$name.svg" || echo "$w"
	done >"$tmp/missing"
	[ -s "$tmp/missing" ] && fail "$name: lacks $(cat "$tmp/missing")" ||
		pass
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
grep -q "#cap-B'" "$tmp/zihin.svg" && fail "zihin: a row for its captures" ||
	pass
picture zihin_setup "<use xlink:href='#place-B' y='352'/>" \
	-- --ply 4 "$ex/two_player_1.tgn"
# A TPN operand, with a dead board not declared frozen.
pos=$(sed -n 's/^\[Position "\(.*\)"\]$/\1/p' \
	"$srcdir/records/invalid/capture_relation.tgn")
picture tpn '>dead</text>' "stroke-dasharray='10 6'" -- "$pos"
grep -q "stroke-dasharray" "$tmp/capture.svg" &&
	fail "capture: a live board is marked dead" || pass
grep -q ">frozen<" "$tmp/capture.svg" &&
	fail "capture: a board is marked frozen" || pass

# --layout triangle: the boards around the table (714 by 720), the same
# marks; --layout row is the default's picture byte for byte.
layout=triangle
picture triangle_capture "width='714' height='720'" "fill='#fbe8a6'" \
	"stroke='#c0392b'" 'Black to act' -- --ply 41 "$ex/three_player_1.tgn"
picture triangle_end '>frozen</text>' 'Game over after ply 86' \
	-- "$ex/three_player_1.tgn"
picture triangle_tpn '>dead</text>' "stroke-dasharray='10 6'" -- "$pos"
layout=
grep -q "height='720'" "$tmp/capture.svg" &&
	fail "capture: the default is not the row" || pass
run 0 "$talat" show --format svg --layout row --ply 41 \
	"$ex/three_player_1.tgn" &&
	file_is "--layout row: the default's picture" "$tmp/out" \
	"$tmp/capture.svg"

# Errors: an unknown format, a TPN that does not read, a layout for the
# text, an unknown layout.
run 2 "$talat" show --format png "$ex/two_player_1.tgn" &&
	assert "--format png: $(cat "$tmp/err")" \
	grep -q "text or svg, not 'png'" "$tmp/err"
run 2 "$talat" show --format svg "5/5/5 W" &&
	out_is "bad TPN: no output" "" &&
	assert "bad TPN: $(cat "$tmp/err")" grep -q "is no file, nor a TPN" \
	"$tmp/err"
run 2 "$talat" show --layout triangle "$ex/two_player_1.tgn" &&
	out_is "--layout for the text: no output" "" &&
	err_is "--layout for the text" "talat show: --layout is for an SVG \
picture (--format svg)
Try 'talat show --help' for more information."
run 2 "$talat" show --format svg --layout square "$ex/two_player_1.tgn" &&
	assert "--layout square: $(cat "$tmp/err")" \
	grep -q "row or triangle, not 'square'" "$tmp/err"
finish
