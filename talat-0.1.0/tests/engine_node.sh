#!/bin/sh
# SPDX-License-Identifier: ISC
# engine_node.sh: the engine as an ES module (npm/talat.mjs and
# talat.wasm, built by make) under Node, against talat itself, over every
# record under records/: check() gives every diagnostic talat check
# prints (file:line:column: severity: message [code], in the same order)
# and the same count of games by status; replay() gives, for each game of
# records/valid/, the position talat show prints after its first ply and
# at its end; svg() of a start and an end is talat show --format svg of
# their TPN, byte for byte, and with the boards around the table an SVG
# picture whose boards are each turned and moved once; the entry of a
# scoresheet (entryOpen, entryPut, entryAt) enters every record as
# talat check and talat fmt see it (below). Skipped (77)
# without Node or without the engine (configure --disable-wasm), except
# under CI, which has both.
. "${top_srcdir:-.}/tests/lib.sh"
node=$(command -v node || command -v nodejs) ||
	skip_all_but_ci "node is not installed (tools/install-deps installs it)"
module=$builddir/npm/talat.mjs
[ -f "$module" ] ||
	skip_all_but_ci "the engine was not built (configure --disable-wasm)"
TALAT=$talat
script=$srcdir/tests/engine_node.mjs
cd "$srcdir/records" || exit 99

# check(): every file, as talat check reports it.
files=$(find . -name '*.tgn' | sed 's|^\./||' | LC_ALL=C sort)
# shellcheck disable=SC2086
"$node" "$script" "$module" check $files >"$tmp/module" 2>"$tmp/err" ||
	fail "check: node failed: $(head -5 "$tmp/err")"
for f in $files; do
	"$TALAT" check "$f" >"$tmp/out" 2>"$tmp/err"
	cat "$tmp/err" "$tmp/out" | grep -E "^$f(:[0-9]+:[0-9]+: |: [0-9]+ games?: )" \
	    >"$tmp/want"
	grep -E "^$f(:[0-9]+:[0-9]+: |: [0-9]+ games?: )" "$tmp/module" \
	    >"$tmp/got"
	file_is "check $f" "$tmp/got" "$tmp/want"
done

# replay() and svg(): the positions of each valid game.
"$node" "$script" "$module" replay valid/*.tgn >"$tmp/replay" 2>"$tmp/err" ||
	fail "replay: $(head -3 "$tmp/err")"
for f in valid/*.tgn; do
	grep "^$f " "$tmp/replay" | cut -d' ' -f2- >"$tmp/one"
	games=$(cut -d' ' -f1 "$tmp/one" | uniq)
	for g in $games; do
		last=$(awk -v g="$g" '$1 == g { t = $0 } END { print t }' \
		    "$tmp/one" | cut -d' ' -f3-)
		want=$("$TALAT" show --game "$g" "$f" 2>/dev/null |
		    sed -n 's/^TPN: //p')
		is "replay $f game $g: the end" "$last" "$want"
		one=$(awk -v g="$g" '$1 == g && $2 == 1' "$tmp/one" |
		    cut -d' ' -f3-)
		[ -n "$one" ] || continue
		ply=$((${one##* } - 1))
		want=$("$TALAT" show --game "$g" --ply "$ply" "$f" 2>/dev/null |
		    sed -n 's/^TPN: //p')
		is "replay $f game $g: after ply $ply" "$one" "$want"
	done
done
# The entry of a scoresheet (the page's): each record of records/valid
# and records/invalid, in canonical TGN, entered move by move. A valid
# one is entered whole, each move listed by entryAt before it, each legal
# ply listed taken, and the engine's TGN is talat fmt's; an invalid one
# is refused at the move where talat check finds its first error, with
# that error's message, or (an error of its tags or claims) entered
# whole likewise.
mkdir "$tmp/fmt" "$tmp/entered"
for f in valid/*.tgn invalid/*.tgn; do
	"$TALAT" fmt "$f" >"$tmp/fmt/${f%%/*}_${f#*/}" 2>/dev/null
done
(cd "$tmp/fmt" && "$node" "$script" "$module" entry "$tmp/entered" \
    *.tgn) >"$tmp/entry" 2>"$tmp/err" ||
	fail "entry: node failed: $(head -3 "$tmp/err")"
for f in "$tmp"/fmt/*.tgn; do
	b=$(basename "$f")
	got=$(grep "^$b: " "$tmp/entry" | grep -v "^$b: not listed .*" |
	    sed "s/^$b: //")
	# The move refused is not listed, and only that one.
	is "entry $b: the moves entered were listed" \
	    "$(grep -c "^$b: not listed" "$tmp/entry")" \
	    "$(grep -c "^$b: refused" "$tmp/entry")"
	want=$("$TALAT" check "$f" 2>&1 | sed -n \
	    's/^[^ ]*:[0-9]*:[0-9]*: error: \(.*\) \[[a-z-]*\]$/\1/p' | head -1)
	case $got in
	refused*)
		is "entry $b: refused with talat check's message" \
		    "$(echo "$got" | sed 's/^refused [^:]*[^ ]*: //; s/ | .*//')" \
		    "$want"
		;;
	'')
		file_is "entry $b: the engine's TGN is talat fmt's" \
		    "$tmp/entered/$b" "$f"
		;;
	*)
		fail "entry $b: $got"
		;;
	esac
done

# The entry's functions one by one: tags set, checked by the reader,
# removed; what is typed (a comment alone, a ply with its annotation and
# comment, two plies and a round number) taken, or refused with the
# library's message (a wrong round number, an illegal ply with its
# notes, no ply, a tag, nothing, past the end); a ply replaced, keeping
# its comments, the rest replayed up to where it no longer fits; a ply
# deleted; a game opened, one with a syntax error up to it.
"$node" "$script" "$module" entry-api >"$tmp/api" 2>"$tmp/err" ||
	fail "entry-api: $(head -3 "$tmp/err")"
file_is "the entry's functions" "$tmp/api" <<'END'
new 2 => "[Zihin \"G\"]\n" stop 0
tag Event => "[Event \"Club \\\"A\\\"\"]\n[Zihin \"G\"]\n" stop 0
tag White => "[Event \"Club \\\"A\\\"\"]\n[White \"Ann\"]\n[Zihin \"G\"]\n" stop 0
tag Bad Name => refused tag | expected a value in double quotes after the tag name
tag Round with a line feed => refused tag | unterminated string
tags Order => "[Event \"Club \\\"A\\\"\"]\n[White \"Ann\"]\n[Zihin \"G\"]\n[Order \"B W\"]\n" stop 0
tags a ply => refused notags
tag Order removed => "[Event \"Club \\\"A\\\"\"]\n[White \"Ann\"]\n[Zihin \"G\"]\n" stop 0
at 0: ply 1, W to act, 90 legal, first {"t":"S3@BG:a5","s":"BG:a5"}, 0 to declare
put a comment alone => "[Event \"Club \\\"A\\\"\"]\n[White \"Ann\"]\n[Zihin \"G\"]\n\n{ before }\n" stop 0
put a ply => "[Event \"Club \\\"A\\\"\"]\n[White \"Ann\"]\n[Zihin \"G\"]\n\n{ before }\n1. L6@GW:c1! { one }\n" stop 1
put two plies => "[Event \"Club \\\"A\\\"\"]\n[White \"Ann\"]\n[Zihin \"G\"]\n\n{ before }\n1. L6@GW:c1! { one } L4@BG:a5\n2. L3@GW:a1\n" stop 3
put a wrong round => refused  | round number 3 should be 2: ply 4 is in round 2
put an illegal ply => refused  | ply 4 (B): L3@WB:b1: GL3 is already placed | did you mean M3@GW:b1? the game then replays up to ply 4 (M3@GW:b1) | did you mean S3@GW:b1? the game then replays up to ply 4 (S3@GW:b1) | did you mean M3@BG:b5? the game then replays up to ply 4 (M3@BG:b5)
put no ply => refused  | expected a ply such as WB:c1-c2, found 'c2'
put a tag => refused tags
put nothing => refused empty
put past the end => refused place
put a comment after ply 1 => "[Event \"Club \\\"A\\\"\"]\n[White \"Ann\"]\n[Zihin \"G\"]\n\n{ before }\n1. L6@GW:c1! { one } { two } L4@BG:a5\n2. L3@GW:a1\n" stop 3
replace ply 1 => "[Event \"Club \\\"A\\\"\"]\n[White \"Ann\"]\n[Zihin \"G\"]\n\n{ before }\n1. L4@GW:c1 { one } { two } L4@BG:a5\n2. L3@GW:a1\n" stop 1
replace ply 1 again => "[Event \"Club \\\"A\\\"\"]\n[White \"Ann\"]\n[Zihin \"G\"]\n\n{ before }\n1. L6@GW:b1 { one } { two } L4@BG:a5\n2. L3@GW:a1\n" stop 3
delete ply 2 => "[Event \"Club \\\"A\\\"\"]\n[White \"Ann\"]\n[Zihin \"G\"]\n\n{ before }\n1. L6@GW:b1 { one } { two } L3@GW:a1\n" stop 2
open => "[White \"A\"]\n\n1. L6@GW:c1 L6@GW:c1 L3@GW:a1\n" stop 0
open with a syntax error => "1. L6@WB:c1\n" stop 1
cut [1,20]
END

# Misuse (issue 34): arguments of the wrong type or range are a TypeError
# or RangeError naming them (a number as name read past its buffer; out
# of range indices were "out of memory"), entryTag with a value that is
# not a string leaks nothing, and a catalogue whose translations read
# other arguments than their messages (%x, %s, %n) gives the English.
"$node" "$script" "$module" misuse valid/bad_date.tgn >"$tmp/misuse" \
    2>"$tmp/err" || fail "misuse: $(head -3 "$tmp/err")"
file_is misuse "$tmp/misuse" <<'END'
position before any game => Error: talat engine: no game is open
entryAt before any game => Error: talat engine: no game is open
check a number => TypeError: talat: text must be a string or a Uint8Array, not number
check null => TypeError: talat: text must be a string or a Uint8Array, not null
check an object => TypeError: talat: text must be a string or a Uint8Array, not object
check bytes => "unfinished"
check with a number as name => TypeError: talat: opts.name must be a string, not number
check with a tiebreak __proto__ => RangeError: talat: opts.tiebreak must be 'unshared', 'top' or 'shared', not __proto__
check with opts 5 => TypeError: talat: opts must be an object, not number
svg of a number => TypeError: talat: tpn must be a string, not number
svg with a layout {} => RangeError: talat: the layout must be 'row' or 'triangle', not [object Object]
entryNew 7 => RangeError: talat: players must be 2 or 3, not 7
entryNew 2 => "[Zihin \"G\"]\n"
entryTag a value undefined => TypeError: talat: value must be a string, not undefined
entryTag a name 5 => TypeError: talat: name must be a string, not number
entryAt -1 => RangeError: talat: k must be 0 or more, not -1
entryAt 1.5 => TypeError: talat: k must be a whole number, not 1.5
entryAt NaN => TypeError: talat: k must be a whole number, not NaN
entryAt 1e10 => 0
entryPut -1 => RangeError: talat: at must be 0 or more, not -1
entryDelete 0 -1 => RangeError: talat: n must be 0 or more, not -1
position -1 => RangeError: talat: k must be 0 or more, not -1
language a string => TypeError: talat: the catalogue must be null or an object with get() and plural(), not string
entryTag 3,000 times, memory grown by less than 150 MB: true
a catalogue of %x %x %x %x %x %x %x %x: the English => true
a catalogue of %s%s%s%s%s%s: the English => true
a catalogue of %n%n%n%s%s%s: the English => true
a catalogue of %ld %c %s: the English => true
a catalogue that fits => "unfertig nach 3, W ist dran | Date \"2018-03-16\" is not of
a catalogue that throws => true
a catalogue of numbers => true
the engine after all that => true
END

# svg() of the end of the last valid game, and of its start.
for k in last first; do
	if [ "$k" = first ]; then
		t=$(awk '$2 == 0' "$tmp/one" | head -1 | cut -d' ' -f3-)
	else
		t=$last
	fi
	"$node" "$script" "$module" svg "$t" >"$tmp/svg" 2>"$tmp/err"
	"$TALAT" show --format svg "$t" >"$tmp/svg.want" 2>/dev/null
	[ -s "$tmp/svg.want" ] && cmp -s "$tmp/svg" "$tmp/svg.want" && pass ||
		fail "svg of '$t' differs from talat show --format svg"
done

# The boards around the table (the library's triangle): an SVG picture
# of the same position, each board's frame and pieces turned and moved.
"$node" "$script" "$module" svg-triangle "$t" >"$tmp/tri.svg" 2>"$tmp/err"
if ! grep -q "viewBox='0 0 714 720'" "$tmp/tri.svg" ||
    [ "$(grep -o "<g transform='translate([0-9]* [0-9]*) rotate(-*[0-9]*)" \
    "$tmp/tri.svg" | sort | uniq -c | awk '$1 == 2' | wc -l)" -ne 3 ] ||
    ! grep -q "$(sed -n 's/.*<title>\(GW: [^<]*\)<\/title>.*/\1/p' \
    "$tmp/svg.want")" "$tmp/tri.svg"; then
	fail "svg with the boards around the table: $(head -c 300 "$tmp/tri.svg")"
else
	pass
fi
if command -v xmllint >/dev/null; then
	xmllint --noout "$tmp/tri.svg" 2>"$tmp/err" && pass ||
		fail "the triangle is not XML: $(head -3 "$tmp/err")"
fi
finish
