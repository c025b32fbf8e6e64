#!/bin/sh
# SPDX-License-Identifier: ISC
# html_browser.sh: the page of talat html in a real browser. Headless
# Chromium opens it at several #game=G&ply=N fragments; the position the
# page shows (the text of its element #tpn) must be the TPN of talat show
# --ply N for that game, the ply list must mark that ply, the picture must
# hold that position's pieces, and an invalid game must be shown with the
# library's diagnostic, listed whole (the refused ply marked on itself,
# the moves after it as written). tests/html_steps.html drives the page with its
# buttons, the arrow keys, Home and End, and clicks on a ply and a game,
# each shown position checked likewise. A game with a syntax error shows
# its text as written. A screenshot goes to
# tests/html_viewer.png in the build directory for a person to look at.
# Without Chromium the test is skipped (77), except under CI, which
# installs it (tools/install-deps).
. "${top_srcdir:-.}/tests/lib.sh"
TALAT=$talat
src=$srcdir
build=$builddir
chromium=$(command -v chromium || command -v chromium-browser) ||
	skip_all_but_ci "chromium is not installed (tools/install-deps installs it)"
node=$(command -v node || command -v nodejs) ||
	skip_all_but_ci "node is not installed (tools/install-deps installs it)"
tmp=$(cd "$tmp" && pwd -P)

browse() {
	"$chromium" --headless --no-sandbox --disable-gpu \
	    --disable-background-networking --disable-component-update \
	    --disable-sync --no-first-run --user-data-dir="$tmp/profile" \
	    "$@" 2>>"$tmp/chromium.log"
}

files="$src/records/valid/three_player_1.tgn
$src/records/valid/three_player_2.tgn
$src/records/valid/two_player_1.tgn
$src/records/invalid/capture_relation.tgn"
# shellcheck disable=SC2086
"$TALAT" html $files >"$tmp/games.html" 2>"$tmp/err"
st=$?
if [ "$st" -eq 2 ] && grep -q 'disable-wasm' "$tmp/err"; then
	skip_all_but_ci "talat was built without the page's engine (--disable-wasm)"
fi
[ "$st" -eq 1 ] && pass || fail "talat html: exit $st, not 1 (one game is invalid)"
grep -q 'capture_relation.tgn:4:5: error: ply 100 (W)' "$tmp/err" && pass ||
	fail "talat html: no diagnostic on standard error"
grep -Eq '(src|href)="?(https?:)?//' "$tmp/games.html" &&
	fail "the page refers to the network" || pass

# check GAME PLY: the page at #game=GAME&ply=PLY against talat show
# (PLY empty: the end of the game, no ply in the fragment).
check() {
	game=$1 ply=$2
	file=$(echo "$files" | sed -n "${game}p")
	frag="game=$game${ply:+&ply=$ply}"
	browse --dump-dom "file://$tmp/games.html#$frag" >"$tmp/dom" || {
		fail "$frag: chromium failed: $(tail -3 "$tmp/chromium.log")"
		return
	}
	got=$(sed -n 's/.*<code id="tpn">\([^<]*\)<\/code>.*/\1/p' "$tmp/dom")
	if [ "$ply" = 0 ]; then
		want="5/5/5/5/5 5/5/5/5/5 5/5/5/5/5 $3 -/-/- - 1"
	else
		want=$("$TALAT" show ${ply:+--ply "$ply"} "$file" 2>/dev/null |
		    sed -n 's/^TPN: //p')
	fi
	[ -n "$want" ] && [ "$got" = "$want" ] && pass ||
		fail "$frag: the page shows '$got', talat show '$want'"
	# The ply list marks the ply shown, and the picture has one tower
	# for each tower on the boards of the TPN.
	if [ -n "$ply" ]; then
		grep -q "href=\"#game=$game&amp;ply=$ply\"[^>]*aria-current=\"step\"" \
		    "$tmp/dom" && pass || fail "$frag: ply $ply is not marked in the list"
	fi
	towers=$(echo "$want" | cut -d' ' -f1-3 | grep -o '[WBG][SML][346]' |
	    wc -l)
	uses=$(sed 's/<\/g><g>/\n/g' "$tmp/dom" | grep -o '<use xlink:href="#[WBG][SML][346]" x="[0-9]*" y=' | wc -l)
	[ "$towers" -eq "$uses" ] && pass ||
		fail "$frag: $uses towers drawn on the boards, the TPN has $towers"
}

check 1 41
check 1 ""
check 1 0 W
check 1 27
check 2 41
check 2 1
check 3 30
check 3 ""
check 4 ""

# The invalid game: its error, as the library words it, shown at the end.
browse --dump-dom "file://$tmp/games.html#game=4" >"$tmp/dom"
grep -q 'line 4:5: error: ply 100 (W): WB:c3xd4: WL6 cannot capture BL6 .*never take each other \[capture-relation\]</li>' \
    "$tmp/dom" && pass || fail "game 4: the error is not shown, with its code"
# Accessibility: buttons are buttons, the ply list is a list, each board
# has a text alternative giving its TPN field.
browse --dump-dom "file://$tmp/games.html#game=1&ply=41" >"$tmp/dom"
for b in first prev next last; do
	grep -q "<button type=\"button\" id=\"$b\" aria-label=" "$tmp/dom" && pass ||
		fail "no button $b"
done
[ "$(sed -n 's/.*<ol id="plies"[^>]*>\(.*\)<\/ol>.*/\1/p' "$tmp/dom" |
    grep -o '<li>' | wc -l)" -eq 87 ] && pass || fail "the ply list of game 1 is not 87 items"
field=$("$TALAT" show --ply 41 "$src/records/valid/three_player_1.tgn" |
    sed -n 's/^TPN: //p' | cut -d' ' -f2)
grep -q "<title>BG: $field</title>" "$tmp/dom" &&
    grep -q "<li>Board BG: <code>$field</code></li>" "$tmp/dom" && pass ||
	fail "board BG has no text alternative with its TPN field"
# ... and one a screen reader can use (issue 38): the picture named, then
# each board in words, the engine's (frozen or not, its towers by square).
browse --dump-dom "file://$tmp/games.html#game=1" >"$tmp/dom"
grep -q '<svg [^>]*role="img" aria-label="The boards after ply 86, each described in the list that follows"' \
    "$tmp/dom" && pass || fail "the picture has no name"
sed -n 's/.*<ul class="sr-only" id="alt" aria-labelledby="alt-h">\(.*\)/\1/p' \
    "$tmp/dom" | sed 's/<\/ul>.*//; s/<li>//g; s/<\/li>/\n/g' | sed '/^$/d' >"$tmp/alt"
file_is "game 1 at its end: each board in words" "$tmp/alt" <<'END'
Board WB. White: large four-sided tower on d1, medium-sized triangular tower on d2, small four-sided tower on e4, medium-sized four-sided tower on d5. Black: medium-sized four-sided tower on b3.
Board BG, frozen. Black: large triangular tower on b2, large four-sided tower on a5, large six-sided tower on b5. Grey: large triangular tower on c2, small six-sided tower on d3.
Board GW, frozen. Grey: large four-sided tower on e3, large six-sided tower on d5, small four-sided tower on e5. White: medium-sized six-sided tower on a1, large six-sided tower on b3.
END

# Stepping as a person does (tests/html_steps.html drives the page in a
# frame): buttons, arrow keys, Home, End, a click on a ply, on a game;
# the boards around the table (the library's triangle) and in a row.
cp "$src/tests/html_steps.html" "$tmp/html_steps.html"
browse --allow-file-access-from-files --virtual-time-budget=10000 \
    --dump-dom "file://$tmp/html_steps.html" |
    sed -n '/<pre id="out">/,/<\/pre>/p' |
    sed -e 's/<pre id="out">//' -e 's/<\/pre>.*//' -e 's/&amp;/\&/g' \
    >"$tmp/steps"
tpn_of() {	# FILE [PLY]
	"$TALAT" show ${2:+--ply "$2"} "$1" 2>/dev/null | sed -n 's/^TPN: //p'
}
f1=$(echo "$files" | sed -n 1p)
f2=$(echo "$files" | sed -n 2p)
start="5/5/5/5/5 5/5/5/5/5 5/5/5/5/5 W -/-/- - 1"
end1=$(tpn_of "$f1")
fsi=$(printf '\342\201\250') pdi=$(printf '\342\201\251')
cat >"$tmp/steps.want" <<WANT
open $(tpn_of "$f1" 41) #game=1&ply=41
keys-outside $(tpn_of "$f1" 41) #game=1&ply=41
keys-in-view $(tpn_of "$f1" 41) #game=1&ply=41
next $(tpn_of "$f1" 42) #game=1&ply=42
left-left $(tpn_of "$f1" 40) #game=1&ply=40
home $start #game=1&ply=0
prev-at-start $start #game=1&ply=0
right $(tpn_of "$f1" 1) #game=1&ply=1
end $end1 #game=1&ply=86
next-at-end $end1 #game=1&ply=86
first $start #game=1&ply=0
last $end1 #game=1&ply=86
click-ply-10 $(tpn_of "$f1" 10) #game=1&ply=10
click-game-2 $(tpn_of "$f2") #game=2
focus title
focus-after-resize game-2
triangle $(tpn_of "$f2") #game=2
viewBox 0 0 714 720
corners White (${fsi}Gus$pdi)|Black (${fsi}Quentin$pdi)|Grey (${fsi}Émile$pdi)
row $(tpn_of "$f2") #game=2
viewBox 0 0 714 410
standings-keys #standings
player #game=2 title
WANT
diff "$tmp/steps.want" "$tmp/steps" >"$tmp/steps.diff" && pass ||
	fail "stepping: $(cat "$tmp/steps.diff")"

# Text of the record is only ever text: a tag that closes the script
# element or opens a comment leaves the page working and is shown as it is.
sed 's|^\[Event .*|[Event "</script><script>document.title=1</script><!-- \\" \\\\"]|' \
    "$src/records/valid/two_player_1.tgn" >"$tmp/hostile.tgn"
"$TALAT" html "$tmp/hostile.tgn" >"$tmp/hostile.html" && pass || fail "hostile: exit $?"
browse --dump-dom "file://$tmp/hostile.html#game=1&ply=20" >"$tmp/dom"
got=$(sed -n 's/.*<code id="tpn">\([^<]*\)<\/code>.*/\1/p' "$tmp/dom")
[ "$got" = "$(tpn_of "$tmp/hostile.tgn" 20)" ] && pass ||
	fail "hostile: the page shows '$got'"
grep -qF '<dd>&lt;/script&gt;&lt;script&gt;document.title=1&lt;/script&gt;&lt;!-- " \</dd>' \
    "$tmp/dom" && pass || fail "hostile: the Event tag is not shown as text"

# A game with a syntax error: its plies stop at the error, and its text as
# written is on the page, whole (nothing written in a record is lost); a
# game without one shows no such text.
sed 's/^10\. \([A-Z][A-Z]:[a-e][1-5]\)-/10. \1/' \
    "$src/records/valid/three_player_1.tgn" >"$tmp/syntax.tgn"
"$TALAT" html "$tmp/syntax.tgn" >"$tmp/syntax.html" 2>"$tmp/err"
st=$?
[ "$st" -eq 1 ] && pass || fail "syntax: talat html: exit $st, not 1"
grep -q 'syntax.tgn:20:10: error: expected' "$tmp/err" && pass ||
	fail "syntax: no diagnostic on standard error"
browse --dump-dom "file://$tmp/syntax.html#game=1" >"$tmp/dom"
grep -q '<section id="as-written" aria-labelledby="source-h">' "$tmp/dom" && pass ||
	fail "syntax: the text as written is not shown"
# Its scroll box takes the focus, named by its heading; the page has an
# icon of its own (no request for /favicon.ico) (issue 38).
grep -q '<pre id="source" tabindex="0" aria-labelledby="source-h">' "$tmp/dom" &&
    grep -q '<pre id="tgn" tabindex="0" aria-labelledby="e-tgn-h">' "$tmp/dom" &&
    pass || fail "syntax: the scroll boxes #source and #tgn take no focus"
grep -q '<link rel="icon" href="data:image/svg+xml,' "$tmp/dom" && pass ||
	fail "the page has no icon of its own"
sed -n '/<pre id="source"[^>]*>/,/<\/pre>/p' "$tmp/dom" |
    sed -e 's/<pre id="source"[^>]*>//' -e 's/<\/pre>.*//' >"$tmp/shown"
cmp -s "$tmp/shown" "$tmp/syntax.tgn" && pass ||
	fail "syntax: the text shown is not the record: $(diff "$tmp/syntax.tgn" "$tmp/shown" | head -5)"
browse --dump-dom "file://$tmp/games.html#game=1" >"$tmp/dom"
grep -q '<section id="as-written" aria-labelledby="source-h" hidden="">' \
    "$tmp/dom" && pass || fail "a game without a syntax error shows a text as written"

# Text the browser would change (carriage returns, an escape character,
# '<' and '&', characters outside the BMP) reaches the engine byte for
# byte: a game so written with a syntax error shows its text exactly.
printf '[Event "a <b> & \033c \360\237\216\262"]\r\n[White "A"]\r\n[Black "B"]\r\n[Grey "C"]\r\n\r\n{ </script> <!-- \360\237\216\262 }\r\n1. S3@WB:a1 S3@BG:a1 S3@GW:a1\r\n2. S4@WB:b1 S4@BG b1 S4@GW:b1\r\n' \
    >"$tmp/bytes.tgn"
"$TALAT" html "$tmp/bytes.tgn" >"$tmp/bytes.html" 2>/dev/null
browse --dump-dom "file://$tmp/bytes.html#game=1" >"$tmp/dom"
sed -n '/<pre id="source"[^>]*>/,/<\/pre>/p' "$tmp/dom" |
    sed -e 's/<pre id="source"[^>]*>//' -e 's/<\/pre>.*//' -e 's/&lt;/</g' \
    -e 's/&gt;/>/g' -e 's/&amp;/\&/g' >"$tmp/shown"
# (the text as written ends with the game's last token; sed adds a line
# feed)
{ head -c -2 "$tmp/bytes.tgn"; echo; } >"$tmp/bytes.want"
cmp -s "$tmp/shown" "$tmp/bytes.want" && pass ||
	fail "bytes: the text shown is not the record: $(cmp "$tmp/shown" "$tmp/bytes.want")"
grep -q "line 8:18: error: expected .:. after the board BG \[bad-square\]" "$tmp/dom" && pass ||
	fail "bytes: the syntax error is not at line 8, column 18"

# An invalid game (issue 33): the whole record is listed, the refused ply
# marked on itself, the moves after it as written (not replayed); the last
# legal ply is not marked.
"$TALAT" html "$src/records/disputes/exchanged.tgn" >"$tmp/exchanged.html" \
    2>/dev/null
browse --dump-dom "file://$tmp/exchanged.html#game=1" >"$tmp/dom"
sed 's/<li/\n<li/g' "$tmp/dom" | sed -n 's/<\/li>.*//; /^<li/p' |
    sed -e 's/<[^>]*>//g' -e 's/  */ /g' >"$tmp/items"
sed -n 's/^\([0-9]*\. \)\{0,1\}ply \([0-9]*\):.*/\2/p' "$tmp/items" |
    sed -n '$p' >"$tmp/last"
is "exchanged: every ply of the record is listed" "$(cat "$tmp/last")" 86
is "exchanged: the refused ply is marked on itself" \
    "$(grep -c '✗ error' "$tmp/items")/$(grep '✗ error' "$tmp/items")" \
    "1/11. ply 31: GW:e1-d2 ✗ error"
is "exchanged: the plies after it, as written" \
    "$(sed 's/<li/\n<li/g' "$tmp/dom" | grep -c '^<li class="rest"><span class="off"')" 56
is "exchanged: ply 32 as the record has it" "$(grep '^ply 32: ' "$tmp/items")" \
    "ply 32: WB:b1-a2"

# Reading a game (issue 38): the plies numbered by round as the sheet
# counts them (1. a b c; each ply's number for a screen reader), and the
# result of a complete game under its heading from the first ply on.
browse --dump-dom "file://$tmp/games.html#game=1&ply=3" >"$tmp/dom"
sed -n 's/.*<ol id="plies"[^>]*>\(.*\)/\1/p' "$tmp/dom" | sed 's/<\/ol>.*//' |
    sed 's/<li/\n<li/g' | sed -n 's/<\/li>.*//; /^<li/p' |
    sed -e 's/<[^>]*>//g' -e 's/  */ /g' | sed -n '1,6p' >"$tmp/items"
file_is "game 1: its plies numbered by round" "$tmp/items" <<'END'
Startsetup
1. ply 1: White L3@GW:d5
ply 2: Grey S3@GW:a1
ply 3: Black M6@BG:c1
2. ply 4: White L6@GW:c5
ply 5: Grey L3@BG:e5
END
is "game 1 at ply 3: its result" \
    "$(sed -n 's/.*<p class="result" id="result">\([^<]*\)<\/p>.*/\1/p' "$tmp/dom")" \
    "Result: White ($(printf '\342\201\250')Nils$(printf '\342\201\251')) wins with 31 points."

# The standings tab: the library's table for each event (talat standings
# --format csv), and each game not counted links to it.
"$TALAT" html "$src/records/tournament/standings/club.tgn" >"$tmp/club.html" \
    2>/dev/null
browse --dump-dom "file://$tmp/club.html#standings" >"$tmp/dom"
sed 's/<tr>/\n<tr>/g; s/<\/table>/\n/g' "$tmp/dom" | grep '^<tr><td' |
    sed -e 's/<[^>]*>/,/g' -e 's/,,*/,/g' -e 's/^,//' -e 's/,$//' \
    >"$tmp/rows"
"$TALAT" standings --format csv "$src/records/tournament/standings/club.tgn" |
    tail -n +2 | cut -d, -f2- >"$tmp/rows.want"
diff "$tmp/rows.want" "$tmp/rows" >"$tmp/rows.diff" && pass ||
	fail "standings: $(cat "$tmp/rows.diff")"
grep -q '<a href="#game=5">[^<]*club.tgn, game 5: unfinished</a>' "$tmp/dom" && pass ||
	fail "standings: the unfinished game 5 is not linked"

# Names are isolated in the text around them (issue 34): a right-to-left
# override in a name reverses neither the score of a head-to-head line
# nor the rest of a row of the game list.
sed 's/^\[Black "Eve"\]/[Black "Eve\xe2\x80\xae"]/' \
    "$src/records/tournament/standings/club.tgn" >"$tmp/spoof.tgn"
"$TALAT" html "$tmp/spoof.tgn" >"$tmp/spoof.html" 2>/dev/null
browse --dump-dom "file://$tmp/spoof.html#standings" >"$tmp/dom"
dash=$(printf '\342\200\223') rlo=$(printf '\342\200\256')
fsi=$(printf '\342\201\250') pdi=$(printf '\342\201\251')
grep -o '<li>[^<]*</li>' "$tmp/dom" |
    grep -qF " $dash ${fsi}Eve$rlo$pdi: 0-0-1</li>" && pass ||
	fail "spoof: a head-to-head line does not isolate Eve"
grep "<span class=\"who\">" "$tmp/dom" | grep -qF "${fsi}Eve$rlo$pdi" && pass ||
	fail "spoof: the game list does not isolate Eve"

# The keyboard (issue 38), with keys pressed as a person does
# (tests/html_entry.mjs drives the browser), on a page of 60 games whose
# list scrolls. The list is one stop of Tab, its rows chosen by the arrow
# keys: Tab from the filters reaches the step buttons and the plies (one
# stop: the ply shown), and in 200 presses the focus is never on the body
# but where the page ends (the browser's own stops come then); the focus
# survives the list scrolled and drawn again row after row; a game chosen
# with Enter gives its heading the focus; "Three players" its first tag;
# a phone turned keeps the focus where it was, and the Boards menu names
# the boards' row as a phone shows it (one under the other; issue 38).
"$TALAT" gen --games 60 --seed 38 >"$tmp/many.tgn"
"$TALAT" html "$tmp/many.tgn" >"$tmp/many.html"
mkdir -p "$tmp/out"
drive() {	# PAGE PLAN: tests/html_entry.mjs runs PLAN (JSON) on PAGE
	"$node" "$src/tests/html_entry.mjs" "$chromium" "$1" "$2" "$tmp/out" \
	    >"$tmp/drive.out" 2>&1 ||
		fail "the driver failed: $(tail -5 "$tmp/drive.out")"
}
keys() {	# KEY COUNT: a JSON list of COUNT times KEY
	awk -v k="$1" -v n="$2" 'BEGIN { for (i = 0; i < n; i++)
		printf "%s\"%s\"", i ? "," : "[", k; print "]" }'
}
cat >"$tmp/keys.json" <<END
[{"size": [1280, 900, false]}, {"open": "game=1&ply=41"},
 {"js": "document.getElementById('f-status').focus(), ''", "out": "x"},
 {"keys": $(keys Tab 200), "out": "tabs"},
 {"js": "document.getElementById('game-1').focus(), ''", "out": "x"},
 {"keys": $(keys ArrowDown 70), "out": "down"},
 {"js": "document.getElementById('games').scrollTop > 1500", "out": "scrolled"},
 {"keys": ["Home", "End", "ArrowUp", "Home", "Tab", "Shift+Tab"], "out": "moves"},
 {"keys": ["ArrowDown", "ArrowDown", "ArrowDown", "ArrowDown", "Enter"], "out": "enter"},
 {"js": "location.hash + ' ' + document.activeElement.id", "out": "chosen"},
 {"open": "entries"},
 {"js": "document.querySelector('#e-choose a[href=\"#new=3\"]').focus(), ''", "out": "x"},
 {"keys": ["Enter"], "out": "three"},
 {"js": "location.hash + ' ' + document.activeElement.name", "out": "three-at"},
 {"font": 24}, {"open": "game=1"},
 {"js": "getComputedStyle(document.documentElement).fontSize + [1, 2, 3].map(function (i) { var a = document.getElementById('game-' + i), r = a.getBoundingClientRect(), w = a.querySelector('.what').getBoundingClientRect(), n = document.getElementById('game-' + (i + 1)).getBoundingClientRect(); return ' ' + (w.bottom <= r.bottom) + '/' + (n.top >= r.bottom); }).join('')", "out": "font"},
 {"font": 16},
 {"size": [390, 844, true]}, {"open": "game=1"},
 {"js": "document.getElementById('fold').open = true, document.getElementById('game-3').focus(), ''", "out": "x"},
 {"js": "document.querySelector('#arrange option[value=row]').textContent", "out": "row-phone"},
 {"resize": [844, 390, true]},
 {"js": "document.activeElement.id", "out": "turned"},
 {"js": "document.querySelector('#arrange option[value=row]').textContent", "out": "row-turned"},
 {"resize": [390, 844, true]},
 {"js": "document.activeElement.id", "out": "turned-back"},
 {"js": "document.querySelector('#arrange option[value=row]').textContent", "out": "row-back"},
 {"js": "document.getElementById('game-5').click(), ''", "out": "x"},
 {"js": "[location.hash, document.activeElement.id, Math.abs(document.getElementById('title').getBoundingClientRect().top) < 2, document.querySelector('#picture svg > g').getBoundingClientRect().bottom <= Math.min(innerHeight, document.getElementById('controls').getBoundingClientRect().top)].join(' ')", "out": "tapped"},
 {"open": "new=3"},
 {"js": "document.getElementById('e-tags').getBoundingClientRect().top < document.getElementById('e-picture').getBoundingClientRect().top", "out": "tags-first"}]
END
drive "$tmp/many.html" "$tmp/keys.json"
is "Tab from the filters: the list (one stop), the step buttons, the plies" \
    "$(sed -n '1,7p' "$tmp/out/tabs" | tr '\n' ' ')" \
    "game-1 continue-a first prev next last ply-41 "
is "200 Tab presses: the focus never on the body but where the page ends" \
    "$(awk '$0 == "BODY" && prev != "ply-41" { n++ } { prev = $0 }
        END { print n + 0 }' "$tmp/out/tabs")/$(grep -c . "$tmp/out/tabs")" \
    "0/200"
is "the arrow keys down the list: each row in turn, focused" \
    "$(tr '\n' ' ' <"$tmp/out/down")" \
    "$(i=2; while [ $i -le 60 ]; do printf 'game-%d ' $i; i=$((i + 1)); done
      i=0; while [ $i -lt 11 ]; do printf 'game-60 '; i=$((i + 1)); done)"
is "... the list scrolled as it went" "$(cat "$tmp/out/scrolled")" true
is "Home, End, up; Tab leaves the list, Shift+Tab comes back to its row" \
    "$(tr '\n' ' ' <"$tmp/out/moves")" \
    "game-1 game-60 game-59 game-1 continue-a game-1 "
is "a game chosen with Enter: its heading has the focus" \
    "$(cat "$tmp/out/chosen")" "#game=5 title"
is "Three players: the first tag of the new game has the focus" \
    "$(cat "$tmp/out/three-at")" "#new=3 Event"
is "a 24 px font: each row of the list whole (its second line), none over the next" \
    "$(cat "$tmp/out/font")" "24px true/true true/true true/true"
is "a phone turned: the focus stays on the row" \
    "$(cat "$tmp/out/turned") $(cat "$tmp/out/turned-back")" "game-3 game-3"
is "the Boards menu says what is drawn: one under the other on a phone" \
    "$(cat "$tmp/out/row-phone")/$(cat "$tmp/out/row-turned")/$(cat "$tmp/out/row-back")" \
    "one under the other/in a row/one under the other"
is "a phone: a game tapped opens at its heading, its first board whole above the step bar" \
    "$(cat "$tmp/out/tapped")" "#game=5 title true true"
is "a phone: a new game's tags before its boards" \
    "$(cat "$tmp/out/tags-first")" true

# The tabs of the header: WAI-ARIA's tabs, activated by hand. One stop of
# Tab, the tab shown; from there the arrow keys, Home and End move the
# focus between the tabs (round), changing nothing else, and Enter shows
# the tab focused.
tabs="['games', 'standings', 'entry'].map(function (t) { var b = document.getElementById('tab-' + t); return b.getAttribute('aria-selected') + '/' + b.tabIndex; }).join(' ')"
cat >"$tmp/tabs.json" <<END
[{"size": [1280, 900, false]}, {"open": "game=2"},
 {"js": "document.getElementById('tab-games').focus(), ''", "out": "x"},
 {"keys": ["ArrowRight", "ArrowRight", "ArrowRight", "ArrowLeft", "Home", "End"], "out": "tab-keys"},
 {"js": "location.hash + ' ' + $tabs", "out": "tab-state"},
 {"keys": ["Tab", "Shift+Tab"], "out": "tab-stop"},
 {"keys": ["ArrowRight", "Enter"], "out": "tab-enter"},
 {"js": "location.hash + ' ' + $tabs", "out": "tab-shown"}]
END
drive "$tmp/many.html" "$tmp/tabs.json"
is "the tabs: the arrow keys, Home and End move the focus round them" \
    "$(tr '\n' ' ' <"$tmp/out/tab-keys")" \
    "tab-standings tab-entry tab-games tab-entry tab-games tab-entry "
is "... changing nothing else: one tab in the Tab order, the one shown" \
    "$(cat "$tmp/out/tab-state")" "#game=2 true/0 false/-1 false/-1"
is "Tab leaves the tabs, Shift+Tab comes back to the tab shown" \
    "$(tr '\n' ' ' <"$tmp/out/tab-stop")" "arrange tab-games "
is "Enter shows the tab focused, which keeps the focus" \
    "$(tr '\n' ' ' <"$tmp/out/tab-enter") $(cat "$tmp/out/tab-shown")" \
    "tab-standings tab-standings  #standings false/-1 true/0 false/-1"

# A slow network (issue 38): the script stands before the records, so
# that the first game is shown while the rest of a page of 1,000 games
# arrives (served at 400 kB/s after its first 900 kB: the engine, the
# catalogues, the script), with a line counting the games arrived.
"$TALAT" gen --games 1000 --seed 38 >"$tmp/slow.tgn"
"$TALAT" html "$tmp/slow.tgn" >"$tmp/slow.html"
cat >"$tmp/slow.json" <<'END'
[{"serve": [900000, 20000]}, {"open": "game=1&ply=10", "early": true},
 {"js": "new Promise(function (ok) { (function w() { var b = document.body; if (b && b.hasAttribute('data-first')) ok([document.readyState, document.getElementById('tpn').textContent, document.getElementById('count').textContent].join(' | ')); else setTimeout(w, 5); }()); })", "out": "early"},
 {"js": "new Promise(function (ok) { (function w() { if (document.body.hasAttribute('data-ready')) ok([document.readyState, document.getElementById('count').textContent].join(' | ')); else setTimeout(w, 20); }()); })", "out": "whole"}]
END
drive "$tmp/slow.html" "$tmp/slow.json"
sed 's/ [0-9][0-9,]* so far/ N so far/' "$tmp/out/early" >"$tmp/early"
is "slow: the first game shown while the records arrive" "$(cat "$tmp/early")" \
    "loading | $("$TALAT" show --game 1 --ply 10 "$tmp/slow.tgn" |
        sed -n 's/^TPN: //p') | Loading the games: N so far…"
is "slow: then the page whole" "$(cat "$tmp/out/whole")" \
    "complete | 1000 of 1000 games"

# No layout shift (issue 38) of the header, the list, the game's heading
# or its board side as the texts, the engine and the game come: the page
# is shown once its texts are in, the picture's room is kept from the
# first paint (the shifts the browser saw, by the elements they moved).
# The page is served up to its script, which comes 400 ms later, so that
# the browser shows what it has first.
at=$(grep -a -b -m 1 '^<script>$' "$tmp/many.html" | cut -d: -f1)
sed "s/@AT@/$at/" >"$tmp/cls.json" <<'END'
[{"size": [1280, 900, false]}, {"serve": [@AT@, 10000000, 400]},
 {"open": "game=1"},
 {"js": "new Promise(function (ok) { var out = []; new PerformanceObserver(function (l) { l.getEntries().forEach(function (e) { e.sources.forEach(function (x) { var id = x.node && x.node.id; if (['top', 'tabs', 'fold', 'list', 'game', 'title', 'board-side', 'picture', 'controls'].indexOf(id) >= 0 && out.indexOf(id) < 0) out.push(id); }); }); }).observe({ type: 'layout-shift', buffered: true }); setTimeout(function () { ok(out.join(' ') || 'none'); }, 300); })", "out": "cls"}]
END
drive "$tmp/many.html" "$tmp/cls.json"
is "no layout shift of the header, the list, the heading, the board side" \
    "$(cat "$tmp/out/cls")" none

# A screenshot for people.
mkdir -p "$build/tests"
browse --window-size=1280,1000 --hide-scrollbars \
    --screenshot="$build/tests/html_viewer.png" \
    "file://$tmp/games.html#game=1&ply=41" >/dev/null && pass ||
	fail "no screenshot"
[ -s "$build/tests/html_viewer.png" ] && pass || fail "the screenshot is empty"

finish
