#!/bin/sh
# SPDX-License-Identifier: ISC
# cli.sh: the talat command line: options from each command's entry,
# --help, talat help, misspellings, --version, the bash completion, the
# man pages, standard input, and the newcomer cases of issue 13. Exact
# outputs and exit statuses.
. "${top_srcdir:-.}/tests/lib.sh"

# --- options, --help, help ----------------------------------------------
run 0 "$talat" check --help
out_is check-help "Usage: talat check [--strict] [--tiebreak RULE] [--max-errors N] [--quiet]
                   [FILE...]
Replay every game of the records against the rules of Talat.

Options:
      --strict          strict freeze mode: a dead board freezes by itself
      --tiebreak RULE   settle ties by RULE: unshared (default), top or shared
      --max-errors N    show at most N syntax errors per file, N >= 1 (default
                        20), and how many more there were
  -q, --quiet           print only the diagnostics: no count of games
  -h, --help            show this help and exit

Exit status: 0 fine, 1 a record has an error, 2 usage or I/O failure.
See talat-check(1)."
cp "$tmp/out" "$tmp/help"
run 0 "$talat" check -h
out_is check-h "$(cat "$tmp/help")"
run 0 "$talat" help check
out_is help-check "$(cat "$tmp/help")"
# (issue 36: the exit statuses of adjudicate within 80 columns)
"$talat" adjudicate --help | tail -n 3 >"$tmp/out"
out_is adjudicate-help-exit "Exit status: 0 every figure determined, 1 a figure undetermined (--limit) or a
game invalid, 2 usage or I/O failure.
See talat-adjudicate(1)."
run 0 "$talat" --help
cp "$tmp/out" "$tmp/usage"
run 0 "$talat" help
out_is help "$(cat "$tmp/usage")"
run 2 "$talat" help chek
err_is help-chek "talat help: unknown command 'chek'; did you mean 'check'?
Try 'talat --help' for the list of commands."

run 2 "$talat" check --strict=1
err_is strict-value "talat check: option '--strict' takes no value (in '--strict=1')
Try 'talat check --help' for more information."
run 2 "$talat" chek
err_is chek "talat: unknown command 'chek'; did you mean 'check'?
Try 'talat --help' for the list of commands."
run 2 "$talat" frobnicate
err_is unknown-command "talat: unknown command 'frobnicate'
Try 'talat --help' for the list of commands."
run 2 "$talat" check --stirct
err_is option-typo "talat check: unknown option '--stirct'; did you mean '--strict'?
Try 'talat check --help' for more information."
run 2 "$talat" gen --s 1
err_is ambiguous "talat gen: option '--s' is ambiguous: --seed, --strict
Try 'talat gen --help' for more information."
run 2 "$talat" show --ply
err_is needs-value "talat show: option '--ply' needs a value N
Try 'talat show --help' for more information."
run 2 "$talat" check -x
err_is unknown-short "talat check: unknown option '-x'
Try 'talat check --help' for more information."

run 0 "$talat" --version
out_is version "talat $(sed -n 's/^AC_INIT(\[talat\], \[\([^]]*\)\].*/\1/p' "$srcdir/configure.ac")
Copyright (C) 2026 the talat authors.
License ISC: <https://opensource.org/license/isc-license-txt>.
This is free software: you are free to change and redistribute it.
There is NO WARRANTY, to the extent permitted by law."

# Every --help: the option help starts in one column, and no line is
# wider than 80 columns (tests/nls.sh: in every language too).
"$talat" completion words >"$tmp/words" || fail "completion words"
while read -r cmd page opts; do
	"$talat" "$cmd" --help >"$tmp/h" 2>&1
	cols=$(awk '/^Options:/ { on = 1; next } on && /^$/ { exit }
	    on && /^(  -[^-]|      --)/ {
	    match($0, /^ +-[^ ]*( -[^ ]*)?( [A-Z]+)? +/);
	    print RLENGTH }' "$tmp/h" | sort -u | wc -l)
	[ "$cols" -eq 1 ] && pass ||
	    fail "$cmd --help: option help in $cols columns"
	none "$cmd --help: lines wider than 80 columns" \
	    "$(grep -nE '^.{81,}' "$tmp/h")"
done <"$tmp/words"
"$talat" --help >"$tmp/h"
none "talat --help: lines wider than 80 columns" \
    "$(grep -nE '^.{81,}' "$tmp/h")"

# --- numbers: digits only ----------------------------------------------
run 2 "$talat" gen --seed ' -1'
err_is seed-space "talat gen: --seed needs a whole number from 0 to 18446744073709551615, not ' -1'
Try 'talat gen --help' for more information."
run 2 "$talat" gen --seed 18446744073709551616
run 2 "$talat" gen --seed +1
run 2 "$talat" gen --seed '1 '
run 2 "$talat" gen --games ''
run 0 "$talat" gen --seed 18446744073709551615 --games 0
run 2 "$talat" check --max-errors 0 /dev/null
err_is max-errors-0 "talat check: --max-errors needs a whole number from 1 to 2147483647, not '0'
Try 'talat check --help' for more information."
run 2 "$talat" fmt --max-errors 0 /dev/null
err_is fmt-max-errors-0 "talat fmt: --max-errors needs a whole number from 1 to 2147483647, not '0'
Try 'talat fmt --help' for more information."

# --- every command has a man page naming each of its options ------------
while read -r cmd page opts; do
	man=$srcdir/man/$page.1
	if [ ! -f "$man" ]; then
		fail "$cmd: no man page $page.1"
		continue
	fi
	grep -q "^\.It Cm $cmd\$\|^\.Nm talat $cmd\$\|^\.Nm talat-$cmd\$\|^\.Nm talat\$" "$man" &&
	    pass || fail "$page.1 does not name $cmd"
	for o in $opts; do
		grep -q "^\.\(It\|Op\) \(.* \)\{0,1\}Fl -${o#--}\( \|\$\)" "$man" &&
		    pass || fail "$page.1 does not document $cmd $o"
	done
done <"$tmp/words"

# --- the bash completion, as built and as talat writes it --------------
run 0 "$talat" completion bash
if [ -f "$builddir/completion/talat" ]; then
	file_is "completion/talat is not what talat writes" \
	    "$builddir/completion/talat" "$tmp/out"
fi
cp "$tmp/out" "$tmp/talat.bash"
# complete WANT WORD...: the completions of the last word.
complete_is() {
	want=$1
	shift
	got=$(cd "$tmp" && bash -c '. ./talat.bash
	    COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _talat
	    printf "%s\n" "${COMPREPLY[@]}" | sort | tr "\n" " "' _ "$@")
	is "completion of '$*'" "$got" "$want"
}
if command -v bash >/dev/null 2>&1; then
	: >"$tmp/game.tgn"
	: >"$tmp/sum.yaml"
	complete_is "check " talat chec
	complete_is "--max-errors " talat check --max
	complete_is "--help --max-errors --quiet --strict --tiebreak " talat check --
	complete_is "shared top unshared " talat score --tiebreak=
	complete_is "2 3 " talat gen --players ''
	complete_is "game.tgn " talat check g
	complete_is "sum.yaml " talat from-yaml s
	complete_is "score select show standings " talat help s
fi

# --- --max-errors: one meaning, the others counted ----------------------
printf 'X Y Z\n' >"$tmp/three.tgn"
run 1 "$talat" check --max-errors 1 "$tmp/three.tgn"
err_is check-not-shown "$tmp/three.tgn:1:1: error: expected a ply such as WB:c1-c2, found 'X' [expected-ply]
X Y Z
^
talat check: $tmp/three.tgn: 2 more syntax errors not shown"
run 1 "$talat" yaml --max-errors 2 "$tmp/three.tgn"
is "yaml --max-errors" "$(tail -1 "$tmp/err")" \
    "talat yaml: $tmp/three.tgn: 1 more syntax error not shown"

# --- html --lang: the page's default language, among its catalogues' ----
# (the page's choice in a browser: tests/html_lang.sh)
if [ "${USE_NLS:-yes}" = yes ]; then
	langs="en, de, es, fr, nl, ro or ru"
	ncat=6
else
	langs=en
	ncat=0
fi
run 2 "$talat" html --lang pl "$srcdir/records/valid/two_player_1.tgn"
err_is html-lang-pl "talat html: --lang needs $langs, not 'pl'
Try 'talat html --help' for more information."
if [ "${ENABLE_WASM:-yes}" != no ]; then
	run 0 "$talat" html "$srcdir/records/valid/two_player_1.tgn"
	assert "html: English by default" grep -q '^<html lang="en">$' "$tmp/out"
	# What a browser without JavaScript shows: the title and the
	# noscript line, in the page's default language.
	assert "html: the title in English" grep -qF \
	    '<title>Talat games</title>' "$tmp/out"
	assert "html: without JavaScript, in English" grep -qF \
	    '<noscript><p>This page shows the games with JavaScript, which is off: turn it on to see them.</p></noscript>' \
	    "$tmp/out"
	is "html: a catalogue a language" \
	    "$(grep -c '<script type="text/plain" class="catalogue"' "$tmp/out")" \
	    "$ncat"
	if [ "$ncat" -gt 0 ]; then
		run 0 "$talat" html --lang ru \
		    "$srcdir/records/valid/two_player_1.tgn"
		assert "html --lang ru" grep -q '^<html lang="ru">$' "$tmp/out"
		assert "html --lang ru: the title" grep -qF \
		    '<title>Игры в «Талат»</title>' "$tmp/out"
		assert "html --lang ru: without JavaScript" grep -qF \
		    '<noscript><p>Эта страница показывает игры с помощью JavaScript, а он отключён. Включите его, чтобы их увидеть.</p></noscript>' \
		    "$tmp/out"
	fi
fi

# --- check: a total after several files; --quiet -------------------------
cd "$srcdir/records" || exit 2
run 1 "$talat" check valid/three_player_1.tgn invalid/bad_order_tag.tgn
out_is check-total "valid/three_player_1.tgn: 1 game: 1 complete, 0 unfinished, 0 invalid
invalid/bad_order_tag.tgn: 1 game: 0 complete, 0 unfinished, 1 invalid
total: 2 files, 2 games: 1 complete, 0 unfinished, 1 invalid"
run 1 "$talat" check --quiet valid/three_player_1.tgn invalid/bad_order_tag.tgn
out_is check-quiet-out ""
err_is check-quiet-err 'invalid/bad_order_tag.tgn:2:8: error: Order "W B" must name W, B and G once each, separated by spaces; nothing to replay [bad-order]'
run 0 "$talat" check valid/three_player_1.tgn
out_is check-one-file "valid/three_player_1.tgn: 1 game: 1 complete, 0 unfinished, 0 invalid"

# --- show: standard input, the error of an unusable game, --ply 0 --------
run 1 sh -c '"$1" show <invalid/bad_order_tag.tgn' _ "$talat"
out_is show-bad-order-out ""
err_is show-bad-order-err '<stdin>:2:8: error: Order "W B" must name W, B and G once each, separated by spaces; nothing to replay [bad-order]'
run 0 sh -c '"$1" show --ply 0 <valid/two_player_1.tgn' _ "$talat"
out_is show-ply-0 "  WB (W up, B down)          BG (B up, G down)          GW (G up, W down)
5  .   .   .   .   .       5  .   .   .   .   .       5  .   .   .   .   . 
4  .   .   .   .   .       4  .   .   .   .   .       4  .   .   .   .   . 
3  .   .   .   .   .       3  .   .   .   .   .       3  .   .   .   .   . 
2  .   .   .   .   .       2  .   .   .   .   .       2  .   .   .   .   . 
1  .   .   .   .   .       1  .   .   .   .   .       1  .   .   .   .   . 
   a   b   c   d   e          a   b   c   d   e          a   b   c   d   e

After ply 0: W to place in ply 1
W captured: -
G captured: -
Zihin: B
Frozen: -
TPN: 5/5/5/5/5 5/5/5/5/5 5/5/5/5/5 W -/-/- - 1"
# A game from a Position at ply 100: the position after ply 99 is the start.
run 0 "$talat" show --ply 99 valid/action_on_dead_board_warns.tgn
assert "show --ply 99 from a Position at ply 100" \
    grep -q '^After ply 99: W to act in ply 100$' "$tmp/out"
run 2 "$talat" show --ply 98 valid/action_on_dead_board_warns.tgn
is "show --ply 98" "$(tail -1 "$tmp/err")" \
    "talat show: valid/action_on_dead_board_warns.tgn: game 1 has no ply 98: the positions are after plies 99 to 101"

# --- score: complete but invalid; invalid at ply 1 ------------------------
run 1 "$talat" score invalid/score_mismatch.tgn
out_is score-complete-invalid "invalid/score_mismatch.tgn: game 1 (line 1): invalid: the game is complete (every ply replayed, the game over), but the record has an error
  why: invalid/score_mismatch.tgn:3:8: Score says B 45, but the game gives B 40; the tag should read [Score \"W 35, B 40, G 40\"]
  player  points  captures   pts  start line   pts  captured
  W           35         7    35           0     0  GS4,GS6,GM3,GM6,GL3,GL4,GL6
  B           40         8    40           0     0  WS3,WS4,WS6,WM3,WM4,WM6,WL3,WL4
  G           40         8    40           0     0  BS3,BS4,BS6,BM3,BM6,BL3,BL4,BL6
  winner: G (tiebreak: L6, captured by no other tied player)
"
cd "$tmp" || exit 2
printf '[Event "x"]\n\n1. L6@WB:c2\n' >ply1.tgn
run 1 "$talat" score ply1.tgn
out_is score-ply-1 "ply1.tgn: game 1 (line 1): invalid, provisional scores
  why: ply1.tgn:3:4: ply 1 (W): L6@WB:c2: WB:c2 is not on the start line of W (rank 1 of WB)
  (scored as replayed up to the first error, after ply 0)
  player  points  captures   pts  start line   pts  captured
  W            0         0     0           0     0  -
  B            0         0     0           0     0  -
  G            0         0     0           0     0  -
  winner: none can be given: the game is invalid and nobody has scored
"
cd "$srcdir/records" || exit 2
run 1 "$talat" score invalid/bad_order_tag.tgn
out_is score-nothing 'invalid/bad_order_tag.tgn: game 1 (line 1): invalid, nothing to replay
  why: invalid/bad_order_tag.tgn:2:8: Order "W B" must name W, B and G once each, separated by spaces; nothing to replay
  winner: none can be given: the game is invalid
'

# --- frozen: standard input, one TPN per line; pasted white space ----------
tpn='5/WS6BS63/BL33WL4/5/2WS42 4BS4/2BM31GM3/5/1GL63/5 1GM43/GL43GM6/GL3WM3WL32/4GS3/1WM63 G BL4,BM6,BL6,BS3/WM4,GS4,GS6/WS3,WL6,BM4 - 87'
answer='WB: not dead: WB:b4-b3 WB:b3-b2 then WB:b2xc1
BG: dead
GW: not dead: GW:a3xb3'
run 0 "$talat" frozen "$tpn "
out_is frozen-trailing-space "$answer"
run 0 sh -c 'echo "$2" | "$1" frozen' _ "$talat" "$tpn"
out_is frozen-stdin "$answer"
run 2 sh -c 'printf "%s\n\nnot a TPN\n %s\r\n" "$2" "$2" | "$1" frozen -' _ "$talat" "$tpn"
out_is frozen-lines "$answer

$answer"
err_is frozen-lines-err "talat frozen: <stdin>:3: not a TPN, which is 7 fields separated by spaces, the first three the boards WB, BG and GW rank by rank (such as 5/2WL62/5/4BS3/5)"
# Text that is no TPN: show takes it for a file name (mistyped), frozen
# says what a TPN is.
run 2 "$talat" show 'my games.tgn'
err_is show-not-a-tpn "talat show: my games.tgn: No such file or directory"
run 2 "$talat" frozen 'my games.tgn'
err_is frozen-not-a-tpn "talat frozen: not a TPN, which is 7 fields separated by spaces, the first three the boards WB, BG and GW rank by rank (such as 5/2WL62/5/4BS3/5)"
run 0 "$talat" frozen --explain "$tpn"
out_is frozen-explain "WB: not dead: WB:b4-b3 WB:b3-b2 then WB:b2xc1
    BS6 moves WB:b4-b3, BS6 moves WB:b3-b2, then BS6 on b2 can capture WS4 on c1
BG: dead
GW: not dead: GW:a3xb3
    GL3 on a3 can capture WM3 on b3"
run 0 "$talat" frozen --help
assert "frozen --help: exit statuses" \
    grep -q '^Exit status: 0 every position was read and judged, 2 a TPN could not be read, or$' "$tmp/out"

# --- tgn(5): the movement example of the three-player record has three
# plies a round, each by the colour whose turn it is (W, B, G) on a board
# of that colour.
awk '/^Plies of the movement phase/ { on = 1 } on && /^\.Ed/ { exit }
    on && /^[0-9]+\. / {
	sub(/\{[^}]*\}/, ""); n = 0
	for (i = 2; i <= NF; i++) {
		if ($i ~ /^(WB|BG|GW):/) { n++; c = substr("WBG", n, 1)
			if (index(substr($i, 1, 2), c) == 0) print "wrong board: " $i }
	}
	if (n != 3) print "round with " n " plies: " $0
    }' "$srcdir/man/tgn.5" >"$tmp/tgn5"
text_is tgn5-movement-example "$tmp/tgn5" ""

# talat-yaml(1) is for users: nothing on how libyaml is driven inside.
grep -n 'libyaml' "$srcdir/man/talat-yaml.1" >"$tmp/yaml1"
text_is talat-yaml.1-no-internals "$tmp/yaml1" ""

finish
