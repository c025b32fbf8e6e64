#!/bin/sh
# SPDX-License-Identifier: ISC
# pseudo.sh: every command of talat in the pseudo-language en@pseudo
# (tests/pseudo_lang.py writes its catalogue from the sources: each message
# framed, a third longer, every letter of its prose non-ASCII). Fails on
# any English word of the messages left in the output, any message cut
# or printed in pieces (a frame not closed), and any translated word
# glued to a value (a pseudo letter touching an ASCII letter or digit).
# What a native reader of any language would find first, found here
# once for all six catalogues.
#
# The commands: the --help of each, usage errors, and each command over
# the records of records/ (every diagnostic has a record there: see
# tests/diag_catalogue.sh), the arbiter's cases of records/disputes and
# the tournament cases. Skipped (77) without NLS, msgfmt, xgettext or
# python3.
. "${top_srcdir:-.}/tests/lib.sh"
PY=${PYTHON3_YAML:-python3}
msgfmt=${MSGFMT:-msgfmt}

[ "${USE_NLS:-yes}" = yes ] || skip_all "talat is built without NLS"
for t in "$msgfmt" xgettext "$PY"; do
	command -v "$t" >/dev/null 2>&1 || skip_all "no $t"
done

# The catalogue, from the messages of the sources (po/Makevars' options).
opts=$(sed -n '/^XGETTEXT_OPTIONS[[:space:]]*=/,/[^\\]$/p' \
    "$srcdir/po/Makevars" |
    sed 's/^XGETTEXT_OPTIONS[[:space:]]*=//; s/\\$//' | tr '\n' ' ')
sed 's/#.*//; /^[[:space:]]*$/d' "$srcdir/po/POTFILES.in" >"$tmp/files"
# shellcheck disable=SC2086
(cd "$srcdir" && xgettext $opts -o "$tmp/talat.pot" \
    -f "$tmp/files") || { echo "xgettext failed"; exit 99; }
mkdir -p "$tmp/en@pseudo/LC_MESSAGES"
"$PY" "$srcdir/tests/pseudo_lang.py" po "$tmp/talat.pot" "$tmp/pseudo.po" &&
    "$msgfmt" --check -o "$tmp/en@pseudo/LC_MESSAGES/talat.mo" \
    "$tmp/pseudo.po" 2>"$tmp/msgfmt.err" ||
    { echo "the pseudo catalogue:"; cat "$tmp/msgfmt.err"; exit 99; }

LC_ALL=C.UTF-8 LANGUAGE=en@pseudo TALAT_LOCALEDIR=$tmp
export LC_ALL LANGUAGE TALAT_LOCALEDIR
out=$tmp/pseudo.out

# run DIR COMMAND-LINE: the line (eval'd in DIR, where `talat` is the
# built talat), its standard output and error, its exit status.
run() {
	echo "\$ $2"
	(cd "$1" && eval "$2" >"$tmp/stdout" 2>"$tmp/stderr" </dev/null)
	st=$?
	cat "$tmp/stdout" "$tmp/stderr"
	echo "[exit $st]"
}

r=$srcdir/records
{
	run "$r" 'talat --help'
	run "$r" 'talat nosuchcommand'
	run "$r" 'talat chek'
	run "$r" 'talat --nosuchoption'
	for c in $(talat --help | sed -n 's/^  \([a-z-]*\)   .*/\1/p') \
	    help completion; do
		run "$r" "talat $c --help"
	done
	run "$r" 'talat check --max-errors=x valid'
	run "$r" 'talat check --max-errors=0 valid'
	run "$r" 'talat check --tiebreak=most valid'
	run "$r" 'talat check --max-errors'
	run "$r" 'talat check --strict=1 valid'
	run "$r" 'talat check --stric valid'
	run "$r" 'talat check --nosuch valid'
	run "$r" 'talat check -Z valid'
	run "$r" 'talat check nosuchfile.tgn'
	run "$r" 'talat check valid invalid syntax'
	run "$r" 'talat check --strict --max-errors 1 syntax'
	run "$r" 'talat check --quiet valid'
	run "$r" 'talat check < valid/three_player_1.tgn'
	for f in valid/*.tgn invalid/*.tgn; do
		run "$r" "talat score $f"
	done
	run "$r" 'talat show valid/three_player_1.tgn'
	run "$r" 'talat show --ply 30 valid/three_player_1.tgn'
	run "$r" 'talat show --ply 9999 valid/three_player_1.tgn'
	run "$r" 'talat show --game 7 valid/three_player_1.tgn'
	run "$r" 'talat show valid/freeze_dead_board.tgn'
	run "$r" 'talat show valid/two_player_1.tgn'
	run "$r" 'talat show invalid/*.tgn'
	run "$r" "talat show '5/5/5 x'"
	run "$r" "talat show '5/5/5/5/5 5/5/5/5/5 5/5/5/5/5 W -/-/- - 1'"
	run "$r" "talat show --game 2 '5/5/5/5/5 5/5/5/5/5 5/5/5/5/5 W -/-/- - 1'"
	run "$srcdir/tests/data" 'head -40 dead_positions.txt | talat frozen --explain'
	run "$r" "talat frozen '5/5/5 5/5/5/5/5 5/5/5/5/5 W -/-/- - 1'"
	run "$r" 'talat frozen a b'
	for f in invalid/*.tgn; do
		run "$r" "talat show $f"
	done
	for f in repair/*.tgn; do
		run "$r" "talat fix $f"
		run "$r" "talat fix --check $f"
	done
	run "$r" 'talat fmt --check valid invalid'
	run "$r" 'talat fmt --in-place --check valid'
	for f in yaml/*.yaml; do
		run "$r" "talat from-yaml $f"
	done
	run "$r" 'talat gen --seed 1 --count 1 --players 4'
	run "$r" 'talat help nosuch'
	run "$r/tournament" 'talat standings standings/club.tgn'
	run "$r/tournament" 'talat standings standings/tie.tgn dir'
	run "$r/tournament" 'talat check match'
	run "$r/tournament" 'talat select --count --variant two-player standings dir match'
	run "$r/tournament" "talat select --tag 'Event~(' standings"
	run "$r/tournament" 'talat select --tag Event standings'
	run "$r/tournament" 'talat select --games 3-2 standings'
	for cmd in "$r"/disputes/*.cmd; do
		run "$r/disputes" "$(cat "$cmd")"
	done
	# talat pair writes the event file: a copy of it.
	mkdir "$tmp/pair" && cp "$r/pair/club.yaml" "$tmp/pair/"
	run "$tmp/pair" 'talat pair club.yaml'
	run "$tmp/pair" 'talat pair --explain club.yaml'
	run "$tmp/pair" 'talat pair --check --explain club.yaml'
	run "$tmp/pair" 'talat pair --absent Xavi club.yaml'
	for cmd in "$r"/event/*.cmd "$r"/event/faults/*.cmd; do
		run "${cmd%/*}" "$(cat "$cmd")"
	done
} >"$out"

if "$PY" "$srcdir/tests/pseudo_lang.py" scan "$tmp/talat.pot" "$out" \
    >"$tmp/found"; then
	echo "pseudo: $(grep -c '^\$ ' "$out") commands, nothing found"
	pass
else
	sed "s|^$out:|pseudo output line |" "$tmp/found"
	fail "$(wc -l <"$tmp/found") findings (above)"
	[ -z "${PSEUDO_KEEP:-}" ] || cp "$out" "$PSEUDO_KEEP"
fi
finish
