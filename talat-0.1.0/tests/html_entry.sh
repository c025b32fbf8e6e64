#!/bin/sh
# SPDX-License-Identifier: ISC
# html_entry.sh: entering a scoresheet in the page of talat html (issue
# 27), in headless Chromium (tests/html_entry.mjs drives it):
#   - generated games of three and of two players, with their freezes,
#     entered into a page of talat html --entry by typing into #ply (for
#     each ply and declaration, with its annotation and comments: the
#     box's value set, an input event, a keydown of Enter), a few plies
#     of each by clicking a tower and then a square, the tags given in
#     the fragment (#new=N&Tag=value...): #tgn is what talat fmt writes
#     for the game, byte for byte, and the page asked about the freeze
#     before each declaration, which typed is taken as the answer; the
#     keyboard stays in #ply throughout (one Enter a ply beyond what is
#     typed); the player to act, the scores and the boards shown are
#     what talat show and talat score say (at the end and midway);
#   - the completions: typing a square offers exactly the legal plies
#     from or to it on any board (those talat check accepts), in the
#     placement and among moves; Tab takes the only match into the box,
#     Enter enters it;
#   - the freeze questions answered by their buttons; Copy puts #tgn on
#     the clipboard; the tags form writes the tags; a game discarded is
#     gone after a reload;
#   - an illegal ply is refused with the library's message and its
#     did-you-mean notes, as talat check gives them, and the first note's
#     ply is entered by a click; a turn order a note proposes is set by a
#     click, and the ply then entered;
#   - the game survives a reload and a closed tab (the browser's storage);
#     a new game drops none: the games in progress are listed, each goes
#     on or is discarded, and only Discard takes one out (a download
#     blocked ends nothing); Download writes the .tgn (issue 33);
#   - two and three tabs on one game: a change or a discard in another
#     tab is said and the reader chooses, a change over a version not
#     seen is kept as a separate game: every ply typed is kept;
#   - what the storage holds is checked (a game without text set aside,
#     an undo history not a list dropped); a game longer than the page
#     keeps is said so; #new= takes 100 tags (issue 34);
#   - a ply inserted in a continued game with none clicked; a broken
#     game opened; a game in progress and the warnings of its end; the
#     notes of a refused last ply (issue 33);
#   - an earlier ply changed: the page shows the first ply that no
#     longer fits and why (talat check's message), the ply retyped there
#     mends the game, and Undo goes back;
#   - talat html --entry with no file reads none, and writes a page that
#     opens at the entry; a page of games continues one (#game=G&edit) as
#     talat fmt writes it.
# Screenshots of entry at 1280x900 and 390x844 (a game in progress with
# the freeze question, then with completions) go to
# tests/html_entry_{wide,phone}{-ask,}.png in the build directory, for a
# person to look at. Skipped without Chromium or Node
# (77), except under CI, which installs both (tools/install-deps).
. "${top_srcdir:-.}/tests/lib.sh"

chromium=$(command -v chromium || command -v chromium-browser) ||
	skip_all_but_ci "chromium is not installed (tools/install-deps installs it)"
node=$(command -v node || command -v nodejs) ||
	skip_all_but_ci "node is not installed (tools/install-deps installs it)"
talat html --entry >"$tmp/entry.html" 2>"$tmp/err"
if [ $? -eq 2 ] && grep -q 'disable-wasm' "$tmp/err"; then
	skip_all_but_ci "talat was built without the page's engine (--disable-wasm)"
fi
is "talat html --entry: no message" "$(cat "$tmp/err")" ""
is "--entry reads no input and marks the page" \
    "$(grep -c '^<script type="application/json" class="part">' "$tmp/entry.html") $(grep -o '"entry":true}' "$tmp/entry.html")" \
    '0 "entry":true}'
mkdir "$tmp/in" "$tmp/out"
talat gen --players 3 --seed 27 | talat fmt >"$tmp/in/three.tgn"
talat gen --players 2 --seed 28 | talat fmt >"$tmp/in/two.tgn"

drive() {	# PLAN (JSON): runs it on PAGE (default: entry.html)
	printf '%s\n' "$1" >"$tmp/plan.json"
	"$node" "$srcdir/tests/html_entry.mjs" "$chromium" \
	    "${2:-$tmp/entry.html}" "$tmp/plan.json" "$tmp/out" \
	    >"$tmp/drive.out" 2>&1 ||
		fail "the driver failed: $(tail -5 "$tmp/drive.out")"
}

# What the page shows of the position at the end of the record FILE (the
# player to act, the scores, the boards, the TPN), as talat show and
# talat score say; the page's OUT.state put in the same form.
state_want() {	# FILE
	talat show "$1" >"$tmp/show" 2>/dev/null
	talat score "$1" >"$tmp/score" 2>/dev/null
	awk -v show="$tmp/show" -v score="$tmp/score" '
	    /^\[(White|Black|Grey) "/ {
		v = $0; sub(/^[^"]*"/, "", v); sub(/"\]$/, "", v)
		name[substr($0, 2, 1)] = " (" v ")"
	    }
	    END {
		split("W White B Black G Grey", c, " ")
		for (i = 1; i < 6; i += 2) col[c[i]] = c[i + 1]
		while ((getline l <show) > 0) {
			if (l ~ /^After ply [0-9]+: the game is over$/)
				print "next: The game is over"
			else if (l ~ /^After ply [0-9]+: [WBG] to act in ply [0-9]+$/) {
				n = split(l, w, " ")
				print "next: Ply " w[n] " \302\267 to act: " col[w[4]] name[w[4]]
			} else if (l ~ /^TPN: /)
				tpn = substr(l, 6)
		}
		while ((getline l <score) > 0)
			if (l ~ /^  [WBG] +[0-9]+ /) {
				split(l, w, " ")
				print "score: " w[1] " " w[2] | "LC_ALL=C sort"
			}
		close("LC_ALL=C sort")
		split(tpn, b, " ")
		print "board: Board WB: " b[1]
		print "board: Board BG: " b[2]
		print "board: Board GW: " b[3]
		print "tpn: " tpn
	    }' "$1"
}
state_got() {	# NAME
	{ grep '^next: ' "$tmp/out/$1.state"
	  sed -n 's/^score: \([WBG]\)[a-z]*[^|]*| \([0-9]*\) |.*/score: \1 \2/p' \
	    "$tmp/out/$1.state" | LC_ALL=C sort
	  grep -E '^(board: Board ..:|tpn:) ' "$tmp/out/$1.state"; }
}

# Two generated games, typed and clicked; the screenshots on the way.
drive '[{"size": [1280, 900, false]},
 {"enter": "'"$tmp"'/in/three.tgn", "upto": "freeze"}, {"shot": "wide-ask"},
 {"typing": "c"}, {"shot": "wide"},
 {"enter": "'"$tmp"'/in/three.tgn", "click": [28, 29, 30, 31, 40]},
 {"save": "three"},
 {"size": [390, 844, true]},
 {"enter": "'"$tmp"'/in/two.tgn", "upto": "freeze"}, {"shot": "phone-ask"},
 {"typing": "d"}, {"shot": "phone"},
 {"enter": "'"$tmp"'/in/two.tgn", "click": [27, 28, 29, 30]},
 {"save": "two"}]'
file_is "three players: #tgn is talat fmt's" "$tmp/out/three.tgn" \
    "$tmp/in/three.tgn"
file_is "two players: #tgn is talat fmt's" "$tmp/out/two.tgn" \
    "$tmp/in/two.tgn"
for g in three two; do
	grep 'freeze' "$tmp/in/$g.tgn" | sed 's/.*\(freeze [A-Z]*\).*/\1: asked/' \
	    >"$tmp/asked"
	file_is "$g: the page asked before each declaration" \
	    "$tmp/out/$g.ask" "$tmp/asked"
done
file_is "nothing typed was refused" "$tmp/out/refused" </dev/null
file_is "the keyboard stays in #ply: an Enter a ply, nothing more" \
    "$tmp/out/focus" </dev/null
for g in three two; do
	state_want "$tmp/in/$g.tgn" >"$tmp/want"
	state_got $g >"$tmp/got"
	file_is "$g: the player to act, the scores and the boards shown are talat show's and talat score's" \
	    "$tmp/got" "$tmp/want"
done
mkdir -p "$builddir/tests"
for s in wide wide-ask phone phone-ask; do
	cp "$tmp/out/$s.png" "$builddir/tests/html_entry_$s.png"
done

# The ply box's completions: typing a square offers every legal ply
# from or to it on any board (those talat check accepts there, here by
# trying every ply that could touch it), in the placement (c1: plies
# are placed on the start lines) and among moves (c2); Tab takes the only match into the box, Enter enters it.
# Midway through a game the page shows what talat show and score say.
# Copy puts #tgn on the clipboard. The freeze questions answered by
# their buttons enter the declarations.
legal_plies() {	# FILE SQUARE: the plies after the record's that talat
		# check accepts and that leave or reach SQUARE, in byte order
	sed -n '/^\[\(Zihin\|Order\) /p' "$1" >"$tmp/lp.tags"
	sed '/^\[/d; s/{[^}]*}//g; s/;.*//' "$1" | tr '\n' ' ' >"$tmp/lp.moves"
	awk -v sq="$2" -v tags="$tmp/lp.tags" -v moves="$tmp/lp.moves" \
	    -v list="$tmp/lp.list" 'BEGIN {
		getline mv <moves
		while ((getline t <tags) > 0) tg[++nt] = t
		split("L6 L4 L3 M6 M4 M3 S6 S4 S3", ty, " ")
		split("WB BG GW", bd, " ")
		for (b = 1; b <= 3; b++) {
			for (i = 1; i <= 9; i++) c[++n] = ty[i] "@" bd[b] ":" sq
			for (f = 1; f <= 5; f++) for (r = 1; r <= 5; r++) {
				o = substr("abcde", f, 1) r
				if (o == sq) continue
				c[++n] = bd[b] ":" sq "-" o
				c[++n] = bd[b] ":" sq "x" o
				c[++n] = bd[b] ":" o "-" sq
				c[++n] = bd[b] ":" o "x" sq
			}
		}
		for (k = 1; k <= n; k++) {
			printf "[Round \"%d\"]\n", k
			for (j = 1; j <= nt; j++) print tg[j]
			printf "\n%s %s\n", mv, c[k]
			print c[k] >list
		}
	}' >"$tmp/lp.tgn"
	talat check "$tmp/lp.tgn" 2>&1 |
	    sed -n 's/^[^:]*:\([0-9]*\):[0-9]*: error: .*/\1/p' |
	    awk -v n=$(($(wc -l <"$tmp/lp.tags") + 3)) -v list="$tmp/lp.list" '
		{ bad[int(($1 - 1) / n) + 1] = 1 }
		END { while ((getline p <list) > 0) if (!bad[++k]) print p }' |
	    LC_ALL=C sort
}
drive '[{"enter": "'"$tmp"'/in/three.tgn", "upto": 10}, {"typing": "c1"},
 {"save": "setup"},
 {"enter": "'"$tmp"'/in/two.tgn", "upto": 40}, {"typing": "c2"},
 {"save": "c2"}]'
legal_plies "$tmp/out/setup.tgn" c1 >"$tmp/want"
LC_ALL=C sort "$tmp/out/setup.comp" >"$tmp/got"
assert "... (the placements there are a few)" test "$(wc -l <"$tmp/want")" -gt 3
file_is "c1, in the placement: every legal ply to c1, on any board" \
    "$tmp/got" "$tmp/want"
legal_plies "$tmp/out/c2.tgn" c2 >"$tmp/want"
LC_ALL=C sort "$tmp/out/c2.comp" >"$tmp/got"
assert "... (the steps there are more than one)" test "$(wc -l <"$tmp/want")" -gt 1
file_is "c2, among moves: every legal ply from or to c2, on any board" \
    "$tmp/got" "$tmp/want"
state_want "$tmp/out/c2.tgn" >"$tmp/want"
state_got c2 >"$tmp/got"
file_is "midway: the player to act, the scores and the boards are talat's" \
    "$tmp/got" "$tmp/want"
# The first of those plies, typed without its board: its only match.
ply=$(LC_ALL=C sort "$tmp/out/c2.comp" | sed -n '/^..:..[-x]..$/{p;q;}')
part=${ply#??:}
assert "... a ply of moves to take: '$ply'" test -n "$ply" \
    -a "$(grep -c ":$part\$" "$tmp/out/c2.comp")" = 1
{ cat "$tmp/out/c2.tgn"; echo "$ply"; } | talat fmt >"$tmp/taken.tgn"
drive '[{"enter": "'"$tmp"'/in/two.tgn", "upto": 40},
 {"typing": "'"$part"'"}, {"key": "Tab"}, {"save": "tab"},
 {"key": "Enter"}, {"save": "tabbed"},
 {"undo": true}, {"typing": "'"$part"'"}, {"key": "Enter"},
 {"save": "entered"}, {"press": "e-copy"}, {"save": "copy"},
 {"enter": "'"$tmp"'/in/two.tgn", "answer": true}, {"save": "answered"}]'
is "Tab takes the only match of '$part' into the box" \
    "$(cat "$tmp/out/tab.box")" "$ply"
file_is "... and Enter enters it" "$tmp/out/tabbed.tgn" "$tmp/taken.tgn"
file_is "Enter takes the only match of '$part'" "$tmp/out/entered.tgn" \
    "$tmp/taken.tgn"
file_is "Copy puts #tgn on the clipboard" "$tmp/out/copy.copied" \
    "$tmp/out/copy.tgn"
file_is "the freeze questions answered by their buttons" \
    "$tmp/out/answered.tgn" "$tmp/in/two.tgn"
grep 'freeze' "$tmp/in/two.tgn" | sed 's/.*\(freeze [A-Z]*\).*/\1: asked/' \
    >"$tmp/asked"
file_is "... each asked when its board was left dead" \
    "$tmp/out/answered.ask" "$tmp/asked"
file_is "... and the keyboard stays in #ply" "$tmp/out/focus" </dev/null

# The tags form of a new game: what is typed there is in #tgn at once.
drive '[{"open": "new=3"},
 {"form": {"Event": "Club night", "Round": "4", "White": "Ann", "Grey": "Gus"}},
 {"type": ["L6@WB:c1"]}, {"save": "form"},
 {"press": "e-discard"}, {"reload": true}, {"save": "discarded"}]'
file_is "the tags form writes the tags" "$tmp/out/form.tgn" <<'END'
[Event "Club night"]
[Round "4"]
[White "Ann"]
[Grey "Gus"]

1. L6@WB:c1
END
file_is "a game discarded is not kept: the page offers a new one" \
    "$tmp/out/discarded.start" <<'END'
shown
END

# An illegal ply: the library's message and notes, as talat check words
# them; the first note's ply clicked.
printf '[White "Ann"]\n\n1. L6@WB:c1 L6@WB:c2\n' >"$tmp/bad.tgn"
talat check "$tmp/bad.tgn" 2>&1 | sed -n 's/^[^ ]*: error: /Not entered: /p;
    s/^[^ ]*: note: \(did you mean \([^?]*\)?.*\) \[did-you-mean\]$/Enter \2 \1/p' |
    sed 's/ \[[a-z-]*\]$//' >"$tmp/bad.want0"
# (the ply refused is the last one typed: its notes do not speak of a
# rest of the game, issue 33)
assert "... (talat check speaks of the rest)" \
    grep -q 'the rest of the game replays with it$' "$tmp/bad.want0"
sed 's/the rest of the game replays with it$/the game then replays up to ply 2/' \
    "$tmp/bad.want0" >"$tmp/bad.want"
drive '[{"open": "new=3&White=Ann"},
 {"type": ["L6@WB:c1", "L6@WB:c2"]}, {"save": "refused"},
 {"choose": 0}, {"save": "chosen"},
 {"type": ["M4@GW:b1", "2. L4@WB:b1", "S3@BG:a1"]}, {"save": "before"},
 {"reload": true}, {"save": "reloaded"},
 {"reopen": "entry"}, {"save": "reopened"},
 {"reopen": "new=2"}, {"save": "second"}, {"type": ["L6@GW:c1"]},
 {"open": "entries"}, {"save": "listed"},
 {"clickq": "#e-list li:nth-child(2) .go"}, {"save": "resumed"},
 {"downloads": "deny"}, {"press": "e-download"}, {"save": "blocked"},
 {"reopen": "new=3"}, {"type": ["L6@WB:c1"]}, {"save": "third"},
 {"open": "entries"}, {"save": "listed3"},
 {"clickq": "#e-list li:nth-child(2) .go"}, {"downloads": "allow"},
 {"press": "e-download"}, {"press": "e-discard"}, {"save": "gone"}]'
file_is "an illegal ply is refused with the library's message" \
    "$tmp/out/refused.msg" "$tmp/bad.want"
assert "the refused ply is not entered" \
    grep -qx '1. L6@WB:c1' "$tmp/out/refused.tgn"
file_is "the first did-you-mean note's ply, clicked, is entered" \
    "$tmp/out/chosen.tgn" <<'END'
[White "Ann"]

1. L6@WB:c1 L6@WB:c5
END
sed 's/: .*//' "$tmp/out/refused" >"$tmp/refused"
file_is "only the illegal ply was refused" "$tmp/refused" <<'END'
L6@WB:c2
END
file_is "a reload keeps the game" "$tmp/out/reloaded.tgn" \
    "$tmp/out/before.tgn"
file_is "a closed tab keeps the game" "$tmp/out/reopened.tgn" \
    "$tmp/out/before.tgn"
# Several games in progress (issue 33): a new game drops none; a game
# leaves the storage only when discarded, downloaded or not (a download
# blocked is not known to the page).
kept() {	# FILE...: the games as the page keeps them
	for f in "$@"; do echo '--- kept'; cat "$f"; done
}
file_is "a new game starts at once" "$tmp/out/second.tgn" <<'END'
[Zihin "G"]
END
kept "$tmp/out/before.tgn" >"$tmp/want"
file_is "... and the game in progress stays kept" "$tmp/out/second.kept" \
    "$tmp/want"
file_is "the games in progress are listed, the latest changed first" \
    "$tmp/out/listed.list" <<'END'
White – Black, 1 ply · not downloaded since its last change
Ann – Black – Grey, 5 plies · not downloaded since its last change
END
file_is "one chosen in the list goes on" "$tmp/out/resumed.tgn" \
    "$tmp/out/before.tgn"
file_is "a download blocked: the page says only what it asked" \
    "$tmp/out/blocked.note" <<'END'
The browser was asked to save it as Ann.tgn; it stays kept here until it is discarded.
END
file_is "... (the browser wrote nothing)" "$tmp/out/blocked.downloads" </dev/null
printf '[Zihin "G"]\n\n1. L6@GW:c1\n' >"$tmp/second.tgn"
printf '1. L6@WB:c1\n' >"$tmp/third.tgn"
kept "$tmp/out/third.tgn" "$tmp/out/before.tgn" "$tmp/second.tgn" |
    LC_ALL=C sort >"$tmp/want"
LC_ALL=C sort "$tmp/out/third.kept" >"$tmp/got"
file_is "the next new game leaves the downloaded one kept, and all the others" \
    "$tmp/got" "$tmp/want"
file_is "... listed" "$tmp/out/listed3.list" <<'END'
White – Black – Grey, 1 ply · not downloaded since its last change
Ann – Black – Grey, 5 plies
White – Black, 1 ply · not downloaded since its last change
END
file_is "Download writes the record as a .tgn file" \
    "$tmp/out/download/Ann.tgn" "$tmp/out/before.tgn"
kept "$tmp/out/third.tgn" "$tmp/second.tgn" | LC_ALL=C sort >"$tmp/want"
LC_ALL=C sort "$tmp/out/gone.kept" >"$tmp/got"
file_is "Discard takes the game out of the browser, and only it" \
    "$tmp/got" "$tmp/want"

# The turn order left out of the form: the library's note proposes one,
# and a click sets it and enters the ply typed.
drive '[{"open": "new=3&White=Ann"}, {"type": ["L6@BG:c1"]},
 {"save": "order1"}, {"choose": 0}, {"save": "order2"}]'
sed -n 2p "$tmp/out/order1.msg" >"$tmp/order1"
file_is "a tag the library proposes is a choice" "$tmp/order1" <<'END'
Set [Order "B G W"] did you mean [Order "B G W"]? the whole game replays with it
END
file_is "which sets the tag and enters the ply" "$tmp/out/order2.tgn" <<'END'
[White "Ann"]
[Order "B G W"]

1. L6@BG:c1
END

# An earlier ply changed: where and why the rest no longer fits.
printf '1. L4@WB:c1 L6@BG:c1 L6@GW:c1\n2. L4@WB:b1\n' >"$tmp/edit.tgn"
talat check "$tmp/edit.tgn" 2>&1 |
    sed -n 's/^[^ ]*: error: \(.*\) \[[a-z-]*\]$/Ply 4 no longer fits after the change: \1/p' \
    >"$tmp/edit.want"
drive '[{"open": "new=3"},
 {"type": ["L6@WB:c1", "L6@BG:c1", "L6@GW:c1", "L4@WB:b1"]}, {"save": "edit0"},
 {"edit": 0}, {"type": ["L4@WB:c1"]}, {"save": "edit1"},
 {"type": ["L3@WB:b1"]}, {"save": "edit2"},
 {"undo": true}, {"undo": true}, {"save": "edit3"}]'
file_is "a changed ply is replayed with the rest" "$tmp/out/edit1.tgn" \
    "$tmp/edit.tgn"
sed -n 1p "$tmp/out/edit1.msg" >"$tmp/edit1.msg"
file_is "the first ply that no longer fits, and why" "$tmp/edit1.msg" \
    "$tmp/edit.want"
file_is "the ply retyped where the page shows mends the game" \
    "$tmp/out/edit2.tgn" <<'END'
1. L4@WB:c1 L6@BG:c1 L6@GW:c1
2. L3@WB:b1
END
file_is "Undo goes back" "$tmp/out/edit3.tgn" "$tmp/out/edit0.tgn"

# A game of a page continued: what talat fmt writes for it, then more.
talat html "$srcdir/records/valid/two_player_1.tgn" \
    "$srcdir/records/valid/three_player_1.tgn" >"$tmp/games.html"
drive '[{"open": "game=2&edit"}, {"save": "continued"}]' "$tmp/games.html"
talat fmt "$srcdir/records/valid/three_player_1.tgn" >"$tmp/fmt.tgn"
file_is "#game=2&edit continues game 2 as talat fmt writes it" \
    "$tmp/out/continued.tgn" "$tmp/fmt.tgn"

# Two tabs on one game (issue 33): each notices what the other changed
# (the storage event), says so and lets the reader choose; a change made
# over a version not seen is kept as a separate game. Every ply typed in
# either tab is kept.
drive '[{"size": [1280, 900, false]},
 {"open": "new=3&White=Ann"}, {"type": ["L6@WB:c1", "L6@BG:c1"]},
 {"newtab": "entry"}, {"type": ["L6@GW:c1"]}, {"save": "t2"},
 {"tab": 0}, {"save": "t1seen"}, {"shot": "wide-conflict"},
 {"type": ["L4@GW:b1"]}, {"save": "t1forked"},
 {"tab": 1}, {"type": ["L4@WB:b1"]}, {"save": "t2more"},
 {"tab": 0}, {"clickq": "#e-others"}, {"save": "t1list"},
 {"clickq": "#e-list li:nth-child(1) .go"}, {"newtab": "entry"},
 {"type": ["L4@BG:b1"]},
 {"tab": 0}, {"save": "t1again"},
 {"clickq": "#e-conflict button:nth-of-type(1)"}, {"save": "t1theirs"},
 {"tab": 2}, {"type": ["L4@GW:b1"]},
 {"tab": 0}, {"clickq": "#e-conflict button:nth-of-type(2)"},
 {"save": "t1mine"}]'
file_is "the other tab goes on with the game" "$tmp/out/t2.tgn" <<'END'
[White "Ann"]

1. L6@WB:c1 L6@BG:c1 L6@GW:c1
END
file_is "the first tab says it was changed there, and asks" \
    "$tmp/out/t1seen.note" <<'END'
This game was changed in another tab or window (there: Ann – Black – Grey, 3 plies). Which version goes on? | The other tab’s | This one, as a separate game
END
file_is "... and shows its own version till then" "$tmp/out/t1seen.tgn" <<'END'
[White "Ann"]

1. L6@WB:c1 L6@BG:c1
END
file_is "a ply typed over it: this version kept as a separate game" \
    "$tmp/out/t1forked.note" <<'END'
This game was changed in another tab or window meanwhile: the version here is kept as a separate game.
END
ann() {	# PLIES...: Ann's game, its first two plies and PLIES
	printf '[White "Ann"]\n\n1. L6@WB:c1 L6@BG:c1 %s\n' "$*"
}
ann L4@GW:b1 >"$tmp/fork.tgn"
ann 'L6@GW:c1
2. L4@WB:b1' >"$tmp/four.tgn"
ann 'L6@GW:c1
2. L4@WB:b1 L4@BG:b1' >"$tmp/five.tgn"
ann 'L6@GW:c1
2. L4@WB:b1 L4@BG:b1 L4@GW:b1' >"$tmp/six.tgn"
kept "$tmp/fork.tgn" "$tmp/four.tgn" >"$tmp/want"
file_is "every ply typed in either tab is kept" "$tmp/out/t2more.kept" \
    "$tmp/want"
file_is "... and listed" "$tmp/out/t1list.list" <<'END'
Ann – Black – Grey, 4 plies · not downloaded since its last change
Ann – Black – Grey, 3 plies · not downloaded since its last change
END
file_is "the other tab's version chosen" "$tmp/out/t1theirs.tgn" \
    "$tmp/five.tgn"
file_is "... the question gone" "$tmp/out/t1theirs.note" </dev/null
file_is "this tab's version chosen: a separate game" "$tmp/out/t1mine.note" <<'END'
The version here is kept as a separate game.
END
kept "$tmp/fork.tgn" "$tmp/five.tgn" "$tmp/six.tgn" >"$tmp/want"
file_is "... and every version typed is kept" "$tmp/out/t1mine.kept" \
    "$tmp/want"
file_is "nothing typed was refused" "$tmp/out/refused" </dev/null
cp "$tmp/out/wide-conflict.png" "$builddir/tests/html_entry_wide-conflict.png"

# A game discarded in another tab: said, and kept again when asked.
drive '[{"open": "new=3&White=Ann"}, {"type": ["L6@WB:c1"]},
 {"newtab": "entry"}, {"press": "e-discard"}, {"save": "dropped"},
 {"tab": 0}, {"save": "gone"},
 {"clickq": "#e-conflict button:nth-of-type(1)"}, {"save": "again"}]'
file_is "discarded in one tab: gone from the storage" \
    "$tmp/out/dropped.kept" </dev/null
file_is "... said in the other, which asks" "$tmp/out/gone.note" <<'END'
This game was discarded in another tab or window. | Keep it | Close it
END
printf '[White "Ann"]\n\n1. L6@WB:c1\n' | kept /dev/stdin >"$tmp/want"
file_is "... and keeps it when asked to" "$tmp/out/again.kept" "$tmp/want"

# What the browser's storage holds is checked (issue 34): a game without
# its text, or not JSON, is set aside with a word; an undo history that
# is not a list is dropped, and the game goes on.
drive '[{"open": "entries"}, {"storage": ["", "{\"tgn\": null}"]},
 {"storage": ["\nx", "{\"tgn\": \"1. L6@WB:c1\", \"undo\": 5, \"origin\": \"x\"}"]},
 {"storage": ["\ny", "not json"]}, {"reload": true}, {"save": "aside"},
 {"clickq": "#e-list li:nth-child(1) .go"}, {"save": "undoless"},
 {"undo": true}, {"type": ["L6@BG:c1"]}, {"save": "goes-on"}]'
file_is "what cannot be used is set aside, with a word" "$tmp/out/aside.note" <<'END'
A game kept in this browser could not be read: it was set aside.
A game kept in this browser could not be read: it was set aside.
END
file_is "... and what can is listed" "$tmp/out/aside.list" <<'END'
1. L6@WB:c1 · not downloaded since its last change
END
file_is "an undo history that is not a list is dropped, with a word" \
    "$tmp/out/undoless.note" <<'END'
The undo history kept with this game could not be read: the game goes on without it.
END
file_is "... and the game goes on" "$tmp/out/goes-on.tgn" <<'END'
1. L6@WB:c1 L6@BG:c1
END

# What the page keeps is bounded, and it says so (issue 34): a game
# continued whose TGN is longer than 262,144 characters (a record with
# a comment of 300,000 characters: no game has more than 1,000 plies,
# talat's bound, game-too-long) is shown but not kept; #new= takes its
# first 100 tags.
{ sed '$d' "$srcdir/records/valid/three_player_1.tgn"
  awk 'BEGIN { printf "{ "; for (i = 0; i < 30000; i++) printf "WB:a1-a2 x"
    print " }" }'
  tail -n 1 "$srcdir/records/valid/three_player_1.tgn"
} >"$tmp/long.tgn"
talat html "$tmp/long.tgn" >"$tmp/long.html" 2>/dev/null
tags=$(awk 'BEGIN { for (i = 1; i <= 150; i++) printf "&T%d=v", i }')
drive '[{"open": "game=1&edit"}, {"save": "long"},
 {"edit": 0}, {"press": "e-delete"}, {"save": "long2"},
 {"open": "new=3'"$tags"'"}, {"save": "tags"}]' "$tmp/long.html"
file_is "a game longer than the page keeps: said" "$tmp/out/long.note" <<'END'
This game is longer than the page keeps in the browser (262144 characters of TGN): download it to keep it.
END
file_is "... and not kept, changed or not" "$tmp/out/long2.kept" </dev/null
is "... but shown whole" "$(grep -o "WB:a1-a2" "$tmp/out/long2.tgn" | wc -l)" \
    30000
file_is "#new= takes the first 100 tags, and says so" "$tmp/out/tags.note" <<'END'
Only the first 100 tags of the address were taken.
END
is "... (the record holds them)" "$(grep -c '^\[T[0-9]* "v"\]$' "$tmp/out/tags.tgn")" \
    100

# A ply left out, inserted in a continued game (issue 33): with no ply
# clicked first, Insert puts the ply typed before the one that no longer
# fits, which stays.
sed 's/ BG:d2-c3$//' "$srcdir/records/valid/three_player_1.tgn" \
    >"$tmp/omitted.tgn"
assert "... (a ply left out)" test "$(grep -c 'BG:d2-c3' "$tmp/omitted.tgn")" = 0
talat html "$tmp/omitted.tgn" >"$tmp/omitted.html" 2>/dev/null
drive '[{"open": "game=1&edit"}, {"save": "opened"}, {"press": "e-insert"},
 {"type": ["BG:d2-c3"]}, {"save": "inserted"}]' "$tmp/omitted.html"
file_is "Insert inserts the ply before the one shown, which stays" \
    "$tmp/out/inserted.tgn" "$tmp/fmt.tgn"
sed -n 1p "$tmp/out/opened.msg" >"$tmp/opened.msg"
file_is "a game opened broken: nothing changed, nothing said of a change" \
    "$tmp/opened.msg" <<'END'
Ply 39 does not fit: ply 39 (B): WB:e2-e3: B cannot act with WS4
END

# An unfinished game being entered is in progress: the warnings that it
# is not over wait for its end (a Termination tag, or a download).
drive '[{"open": "new=3&White=Ann&Score=W%200%2C%20G%200%2C%20B%200"},
 {"type": ["L6@WB:c1"]}, {"save": "going"},
 {"form": {"Termination": "abandoned"}}, {"save": "ended"}]'
file_is "in progress: no word of an end" "$tmp/out/going.status" <<'END'
in progress three-player game
END
file_is "... which comes with the Termination tag" "$tmp/out/ended.status" <<'END'
unfinished three-player game
warning: Score cannot be checked: the game is not over (the position so far gives W 0, B 0, G 0) [claim-unfinished]
END

# A screen reader is told (issue 38), in the page's one live region
# (#say, polite), a line a paragraph: a ply entered and who acts next; a
# ply refused and why; the freeze question when it appears. Nothing
# matching what is typed is said beside the list of completions (a
# listbox of options only), and the picture has a name and its boards in
# words (the engine's).
sed "s|@TMP@|$tmp|" >"$tmp/a11y.json" <<'END'
[{"open": "new=3"}, {"type": ["S3@WB:a1"]},
 {"js": "document.getElementById('say').getAttribute('aria-live') + ' | ' + [].map.call(document.querySelectorAll('#say p'), function (p) { return p.textContent; }).join(' | ')", "out": "say-entered"},
 {"type": ["S3@WB:a1"]},
 {"js": "[].map.call(document.querySelectorAll('#say p'), function (p) { return p.textContent; })[0]", "out": "say-refused"},
 {"typing": "zz"},
 {"js": "[document.querySelectorAll('#e-comp li:not([role=option])').length, document.getElementById('e-comp').hidden, document.getElementById('e-none').getAttribute('role'), document.getElementById('e-none').textContent].join(' | ')", "out": "none"},
 {"js": "[document.querySelector('#e-picture svg').getAttribute('aria-label')].concat([].map.call(document.querySelectorAll('#e-alt li'), function (li) { return li.textContent; })).join(' | ')", "out": "e-alt"},
 {"enter": "@TMP@/in/three.tgn", "upto": "freeze"},
 {"js": "[].map.call(document.querySelectorAll('#say p'), function (p) { return p.textContent; }).join(' | ')", "out": "say-ask"}]
END
drive "$(cat "$tmp/a11y.json")"
is "an entered ply is said, and who acts next" "$(cat "$tmp/out/say-entered")" \
    "polite | Entered: S3@WB:a1 | Ply 2 · to act: Black"
is "a refused ply is said, with why" "$(cat "$tmp/out/say-refused")" \
    "Not entered: ply 2 (B): S3@WB:a1: WB:a1 is not on the start line of B (rank 5 of WB)"
is "no match: said beside the list, which holds options only" \
    "$(cat "$tmp/out/none")" "0 | true | status | No legal ply matches “zz”."
is "the entry's picture: a name, and its boards in words" \
    "$(cat "$tmp/out/e-alt")" "The boards after ply 1, each described in the list that follows | Board WB. White: small triangular tower on a1. Black: no tower. | Board BG. Black: no tower. Grey: no tower. | Board GW. Grey: no tower. White: no tower."
is "the freeze question appearing is said" "$(cat "$tmp/out/say-ask")" \
    "Entered: GW:e3xe2 { W takes G's S6 } | Ply 65 · to act: Grey (Vik) | After ply 64 no capture is possible on GW any more: the board is dead. Does the sheet declare it frozen here?"

finish
