#!/bin/sh
# SPDX-License-Identifier: ISC
# html_large.sh: the page of talat html for a large archive (GAMES
# generated games, 20,000 by default: about 25 MB of TGN) in headless
# Chromium, at FRAGS fragments #game=G&ply=N spread over it (games and
# plies drawn by a fixed seed, the last game and the start and end of
# games among them); the page's #tpn must be what talat show --game G
# --ply N prints for each (the end of the game for a ply past it). Not
# part of make check (it takes a minute): `make check-html-large`, and
# .ci/run. Skipped (77) without Chromium or without the engine, except
# under CI.
. "${top_srcdir:-.}/tests/lib.sh"
TALAT=$talat
src=$srcdir
GAMES=${GAMES:-20000}
FRAGS=${FRAGS:-100}
chromium=$(command -v chromium || command -v chromium-browser) ||
	skip_all_but_ci "chromium is not installed (tools/install-deps installs it)"
tmp=$(cd "$tmp" && pwd -P)

"$TALAT" gen --games "$GAMES" --seed 26 >"$tmp/games.tgn" || exit 99
"$TALAT" html "$tmp/games.tgn" >"$tmp/games.html" 2>"$tmp/err"
st=$?
if [ "$st" -eq 2 ] && grep -q 'disable-wasm' "$tmp/err"; then
	skip_all_but_ci "talat was built without the page's engine"
fi
[ "$st" -eq 0 ] || { fail "talat html: exit $st"; finish; }

# The fragments: game G (1..GAMES) and ply N (0..90, or none: the end).
awk -v games="$GAMES" -v n="$FRAGS" 'BEGIN {
	srand(26);
	print "game=1&ply=0"; print "game=" games; print "game=" games "&ply=1"
	for (i = 3; i < n; i++) {
		g = 1 + int(rand() * games); p = int(rand() * 92)
		print (p == 91 ? "game=" g : "game=" g "&ply=" p)
	}
}' >"$tmp/frags"
{
	printf 'var PLAN = { steps: 0, frags: ['
	sed 's/.*/"&",/' "$tmp/frags" | tr -d '\n'
	printf '] };\n'
} >"$tmp/plan.js"
cp "$src/tests/html_drive.html" "$tmp/drive.html"
"$chromium" --headless --no-sandbox --disable-gpu \
    --disable-background-networking --disable-component-update \
    --disable-sync --no-first-run --user-data-dir="$tmp/profile" \
    --allow-file-access-from-files --virtual-time-budget=600000 \
    --dump-dom "file://$tmp/drive.html" 2>"$tmp/chromium.log" |
    sed -n '/<pre id="out">/,/<\/pre>/p' |
    sed -e 's/<pre id="out">//' -e 's/<\/pre>.*//' -e 's/&amp;/\&/g' \
    >"$tmp/got"

while read -r frag; do
	g=${frag#game=}
	g=${g%%&*}
	want=
	case $frag in
	*ply=*)	p=${frag##*ply=}
		want=$("$TALAT" show --game "$g" --ply "$p" "$tmp/games.tgn" \
		    2>/dev/null | sed -n 's/^TPN: //p') ;;
	esac
	# No ply there (a ply past the end): the end, as the page says.
	[ -n "$want" ] || want=$("$TALAT" show --game "$g" "$tmp/games.tgn" |
	    sed -n 's/^TPN: //p')
	got=$(grep -F -x -- "$frag $want" "$tmp/got")
	if [ -z "$want" ] || [ -z "$got" ]; then
		fail "#$frag: the page shows '$(grep -F -- "$frag " \
		    "$tmp/got" | head -1)', talat show '$want'"
	else
		pass
	fi
done <"$tmp/frags"
finish
