#!/bin/sh
# SPDX-License-Identifier: ISC
# utf8_quotes.sh: a message that quotes a record quotes whole characters.
# Every place where a diagnostic quotes part of a record's text (a word
# of the movetext, a TPN field, a tag value too long for a message, a
# YAML key, a player's name in a match-order warning, an unknown option)
# is given multibyte characters right where a cut by bytes would split
# one; every command's output over those records must be valid UTF-8
# (talat diff --format yaml failed with "write error ... Invalid
# argument" when it was not), and a few of the messages are checked
# exactly.
. "${top_srcdir:-.}/tests/lib.sh"
cd "$tmp" || exit 99

command -v iconv >/dev/null 2>&1 || skip_all "no iconv"
# Whether every file named is valid UTF-8.
utf8() {
	for f in "$@"; do
		iconv -f UTF-8 -t UTF-8 "$f" >/dev/null 2>&1 || return 1
	done
}
# check NAME: the last run's output and errors are valid UTF-8.
valid() {
	utf8 "$tmp/out" "$tmp/err" && pass || fail "$1: not valid UTF-8"
}

e=$(printf '\303\251')		# é, 2 bytes
k=$(printf '\342\202\254')	# €, 3 bytes
long=$(i=0; while [ $i -lt 700 ]; do printf '%s' "$k"; i=$((i + 1)); done)
setup='1. L6@WB:c1 M4@BG:b1 S3@GW:a1'
n=0
# game TAGS MOVETEXT: one more game of all.tgn.
game() {
	n=$((n + 1))
	printf '[Event "u%d"]\n[White "Ann"]\n[Black "Ben"]\n[Grey "Cid"]\n' \
	    $n >> all.tgn
	[ -n "$1" ] && printf '%s\n' "$1" >> all.tgn
	printf '\n%s\n\n' "$2" >> all.tgn
}
: > all.tgn
# The words of the movetext, a multibyte character at each place.
game '' "$setup
2. W$e:c1-c2"
game '' "$setup
2. WB$e:c1-c2"
game '' "$setup
2. L4${e}GW:c5"
game '' "$setup
2. WB:c1${e}c2"
game '' "$setup
2. freeze WB$e"
game '' "1. L6@WB:c1!!!$e M4@BG:b1 S3@GW:a1"
game '' "$setup
2. a$long"
# A TPN's fields.
game "[Position \"WL6$e$e/5/5/5/5 5/5/5/5/5 5/5/5/5/5 W -/-/- - 1\"]" '*'
game "[Position \"$k$k$k$k/5/5/5/5 5/5/5/5/5 5/5/5/5/5 W -/-/- - 1\"]" '*'
game "[Position \"5/5/5/5/5 5/5/5/5/5 5/5/5/5/5 W BL6$k/-/- - 1\"]" '*'
# Tag values longer than a message holds, cut at each byte of a
# character.
for p in '' a aa; do
	for t in Date Order Zihin Score Winner Termination; do
		game "[$t \"$p$long\"]" "$setup"
	done
	game "[Position \"5/5/5/5/5 5/5/5/5/5 5/5/5/5/5 W -/-/- - $p$long\"]" \
	    "$setup"
done
game "[Ev$e \"x\\$e\"]" "$setup {$long} 2. WB:c1-c2 $e"
ngames=$n

# Every command that reads records, over all of them.
for c in check "check --strict" show score "score --explain" fmt fix yaml \
    select standings "standings --format yaml" "standings --format csv"; do
	"$talat" $c all.tgn > out 2> err
	st=$?
	[ $st -lt 2 ] && pass || fail "$c: exit status $st"
	valid "$c"
done
run 1 "$talat" html all.tgn
valid html
# The commands that take one game of a file, game by game.
i=1
while [ $i -le $ngames ]; do
	for c in show "show --format svg" diff "diff --format yaml" reconcile \
	    "reconcile --format yaml"; do
		case $c in
		show*) "$talat" $c --game $i all.tgn ;;
		*) "$talat" $c --game $i all.tgn all.tgn ;;
		esac > out 2> err
		st=$?
		if [ $st -ge 2 ] || ! utf8 out err; then
			fail "$c --game $i: exit $st, $(head -c 300 err)"
		else
			pass
		fi
	done
	i=$((i + 1))
done
"$talat" yaml all.tgn > all.yaml 2>/dev/null
run 0 "$talat" from-yaml all.yaml
valid from-yaml

# Exactly: the quotes end at a whole character.
run 1 "$talat" check all.tgn
grep -F 'is not a tower name' err > got
file_is tpn-tower got <<EOF
all.tgn:60:11: error: Position: TPN field 1 (board WB): '$e$e' is not a tower name such as WL6; nothing to replay [bad-position]
all.tgn:68:11: error: Position: TPN field 1 (board WB): '$k$k$k' is not a tower name such as WL6; nothing to replay [bad-position]
EOF
grep -F "where '" err > got
file_is tpn-separator got <<EOF
all.tgn:76:11: error: Position: TPN field 5 (captured): expected '/' or ',' where '$k' stands; nothing to replay [bad-position]
EOF
run 2 "$talat" frozen "5/5/5/5/5 5/5/5/5/5 5/5/5/5/5 W BL6$k/-/- - 1"
err_is frozen-separator "talat frozen: TPN field 5 (captured): expected '/' or ',' where '$k' stands"
run 2 "$talat" frozen "W$e/5/5/5/5 5/5/5/5/5 5/5/5/5/5 W -/-/- - 1"
err_is frozen-tower "talat frozen: TPN field 1 (board WB): 'W$e' is not a tower name such as WL6"
# A Date too long for a message: the message is cut after the 340th
# character of the value, the last whole one that fits.
run 1 "$talat" check all.tgn
grep -F 'Date "aa' err | sed "s/$k/E/g" > got
file_is date-cut got <<EOF
all.tgn:196:7: warning: Date "aa$(i=0; while [ $i -lt 338 ]; do printf E; i=$((i + 1)); done) [bad-date]
EOF

# talat diff --format yaml on a game whose message quotes a TPN.
run 0 "$talat" diff --format yaml --game 8 all.tgn all.tgn
valid diff-yaml-tpn

# YAML read back: a key, a tag name, a move and a value quoted (64
# characters at most).
"$talat" yaml "$srcdir/records/valid/three_player_2.tgn" > one.yaml
for y in "a$long: 1" "aa$long: 1" "final_position: a$long" \
    "final_position: aa$long"; do
	{ grep -v '^final_position:' one.yaml; printf '%s\n' "$y"; } > k.yaml
	run 1 "$talat" from-yaml k.yaml
	valid "from-yaml ${y%"${y#??????????}"}..."
done

# A match-order warning names players cut to 60 characters.
sed "s/Ann/a$long/g; s/Cid/aa$long/g" \
    "$srcdir/records/tournament/match/colours.tgn" > m.tgn
run 0 "$talat" check m.tgn
valid match-order

# An unknown option is quoted, cut to 60 bytes.
run 2 "$talat" check "--a$long"
valid option

finish
