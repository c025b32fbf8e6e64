#!/bin/sh
# SPDX-License-Identifier: ISC
# html_look.sh: how the page of talat html looks (issue 38), in headless
# Chromium (tests/html_look.mjs drives it), in the light and dark colour
# schemes (prefers-color-scheme) and in forced colours (Windows' high
# contrast), in English, German and Russian:
#   - contrast: the colours people must tell apart, measured in the page
#     as the browser computes them (WCAG 2.1's ratio): text at least
#     4.5:1 on its ground, the marks (the current ply, the selected tab,
#     the current game, the focus ring, the borders of the buttons, the
#     towers' colours and rings, the players' discs, the marks of the
#     picture) at least 3:1;
#   - axe-core (tests/audit/package.json pins it; tools/install-deps
#     installs it) with the rules of WCAG 2.1 A and AA finds nothing on
#     the game (with the list of games), the standings and the entry's
#     page, light and dark;
#   - on a phone (390 x 844) the boards in a row one under the other,
#     each the whole width (squares of 66 px, labels of 24 px), and
#     around the table the whole width with labels of 13 px, the picture
#     not cut; the step controls stay in sight when the reader is down at
#     the plies, and the standings' last column is not cut (de and ru
#     have the longest headings);
#   - each ply of the list on one line with its round's number (at 1280
#     and 390 px wide);
#   - the page does not move while it loads (layout shift under 0.1);
#   - its description (meta) in the page's language and the reader's.
# Screenshots of each view in each mode, at 1280x900 and 390x844, go to
# tests/look-LANG-MODE-SIZE-VIEW.png in the build directory, for a person
# to look at. Skipped (77) without Chromium or Node, except under CI,
# which installs them (tools/install-deps).
. "${top_srcdir:-.}/tests/lib.sh"

chromium=$(command -v chromium || command -v chromium-browser) ||
	skip_all_but_ci "chromium is not installed (tools/install-deps installs it)"
node=$(command -v node || command -v nodejs) ||
	skip_all_but_ci "node is not installed (tools/install-deps installs it)"
"$talat" html "$srcdir/records/valid/three_player_1.tgn" \
    "$srcdir/records/tournament/standings/club.tgn" >"$tmp/games.html" \
    2>"$tmp/err"
if [ $? -eq 2 ] && grep -q 'disable-wasm' "$tmp/err"; then
	skip_all_but_ci "talat was built without the page's engine (--disable-wasm)"
fi
"$talat" html --entry >"$tmp/entry.html"
# The page's description (a meta element) in the language of --lang, for
# a reader without JavaScript and for search engines; the script puts it
# in the reader's language (below).
if [ "${USE_NLS:-yes}" = yes ]; then
	"$talat" html --entry --lang fr >"$tmp/fr.html"
	assert "the description in French" grep -qF \
	    "<meta name=\"description\" content=\"Parties de Talat, chacune rejouée coup par coup sur ses plateaux, avec le classement et la saisie d'une feuille de notation.\">" \
	    "$tmp/fr.html"
fi
axe=$srcdir/tests/audit/node_modules/axe-core/axe.min.js
if [ ! -f "$axe" ]; then
	[ "${CI:-}" = true ] && fail "axe-core is not installed; CI must run" \
	    "it (tools/install-deps installs it)"
	axe=
fi
mkdir -p "$builddir/tests"
langs="en de ru"
[ "${USE_NLS:-yes}" = yes ] || langs=en
for lang in $langs; do
	# axe once, in English and Russian (the longest texts); German and
	# Russian for the standings' headings.
	a=$axe
	[ "$lang" = de ] && a=
	"$node" "$srcdir/tests/html_look.mjs" "$chromium" "$lang" \
	    "$tmp/games.html" "$tmp/entry.html" "$builddir/tests" $a \
	    >"$tmp/look.$lang" 2>"$tmp/look.$lang.err" ||
		fail "$lang: html_look.mjs: $(tail -3 "$tmp/look.$lang.err")"
	# Every pair measured, and none below its least.
	none "$lang: contrast pairs not measured" \
	    "$(awk '$1 == "contrast" && $4 == "missing"' "$tmp/look.$lang")"
	none "$lang: contrast below the least" \
	    "$(awk '$1 == "contrast" && $4 != "missing" && $4 + 0 < $5 + 0' \
	    "$tmp/look.$lang")"
	is "$lang: pairs measured" \
	    "$(grep -c "^contrast " "$tmp/look.$lang")" 99
	none "$lang: seen cut" \
	    "$(awk '$1 == "fits" && $6 != "yes"' "$tmp/look.$lang")"
	# On a phone the boards in a row are one a row, the whole width
	# (squares of 21 px and labels of 7 px in a row, 30 and 11 px two
	# and one before): squares of 66 px, labels of 24 px, the rows'
	# labels 12 px (10 before); around the table the whole width,
	# labels of 13 px (7 px before), the rows' 12 px (7 before).
	none "$lang: boards small on a phone" \
	    "$(awk '$1 == "phone" && $3 == "row" &&
	    ($5 != "66,66,66" || $7 != "24,24,24" || $9 != 12)' \
	    "$tmp/look.$lang")"
	none "$lang: labels small around the table on a phone" \
	    "$(awk '$1 == "phone" && $3 == "triangle" &&
	    ($5 != "21,21,21" || $7 != "13,13,13" || $9 != 12)' \
	    "$tmp/look.$lang")"
	is "$lang: boards measured on a phone" \
	    "$(grep -c '^phone ' "$tmp/look.$lang")" 6
	none "$lang: layout shift of 0.1 or more" \
	    "$(awk '$1 == "shift" && $3 + 0 >= 0.1' "$tmp/look.$lang")"
	case $lang in
	en) want="Talat games, each replayed ply by ply on its boards, with the standings and the entry of a scoresheet." ;;
	de) want="Talat-Spiele, jedes Zug für Zug auf seinen Spielplänen nachgespielt, mit der Rangliste und der Eingabe eines Partieformulars." ;;
	ru) want="Игры в «Талат», каждая воспроизводится ход за ходом на её игровых полях, с турнирной таблицей и вводом бланка записи." ;;
	esac
	is "$lang: the page's description" \
	    "$(sed -n 's/^description //p' "$tmp/look.$lang")" "$want"
	if [ -n "$a" ]; then
		none "$lang: axe-core's violations" \
		    "$(awk '$1 == "axe" && $4 != 0' "$tmp/look.$lang")"
		is "$lang: axe-core's runs" \
		    "$(grep -c '^axe ' "$tmp/look.$lang")" 6
	fi
done
[ -n "$axe" ] || skip "axe-core" "not installed (tools/install-deps installs it)"

finish
