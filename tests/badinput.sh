#!/bin/sh
# SPDX-License-Identifier: ISC
# badinput.sh: the bad-input catalogue. Each case runs the built talat on
# an input that is malformed, huge or unreadable, or with an output that
# cannot be written, and checks the exit status, standard output and
# standard error exactly. Inputs are generated here, in a scratch
# directory, and the commands run there so that file names are short.
# Prints 'badinput: N passed, N failed, N skipped'.
set -u
srcdir=$(cd "${top_srcdir:-.}" && pwd)
talat=$(cd "${top_builddir:-.}" && pwd)/talat
tmp=$(mktemp -d "${TMPDIR:-/tmp}/talat-badinput.XXXXXX") || exit 99
trap 'chmod -R u+rwx "$tmp" 2>/dev/null; rm -rf "$tmp"' EXIT
trap 'exit 99' INT TERM
cd "$tmp" || exit 99
pass=0
fail=0
skip=0

# expect NAME STATUS CMD... <<END
#   The expected output on standard input: lines '1 TEXT' for standard
#   output and '2 TEXT' for standard error, each stream in its own order
#   ('1' or '2' alone: an empty line).
# Runs CMD with standard input from $stdin (default /dev/null) and
# compares the exit status and both streams.
expect() {
	name=$1 want=$2
	shift 2
	cat > want.all
	sed -n 's/^1$//p; s/^1 //p' want.all > want.out
	sed -n 's/^2$//p; s/^2 //p' want.all > want.err
	"$@" < "${stdin:-/dev/null}" > got.out 2> got.err
	got=$?
	if [ "$got" -ne "$want" ]; then
		echo "FAIL: $name: exit $got, expected $want"
		sed 's/^/  stderr: /' got.err | head -20
		fail=$((fail + 1))
	elif ! cmp -s want.out got.out; then
		echo "FAIL: $name: standard output differs"
		diff want.out got.out | head -20
		fail=$((fail + 1))
	elif ! cmp -s want.err got.err; then
		echo "FAIL: $name: standard error differs"
		diff want.err got.err | head -20
		fail=$((fail + 1))
	else
		pass=$((pass + 1))
	fi
	rm -f want.all want.out want.err got.out got.err
}

skipped() {
	echo "SKIP: $1: $2"
	skip=$((skip + 1))
}

# A small record to use where the content does not matter (unfinished, and
# saying why, so that it draws no warning).
{ echo '[Termination "a record for the tests"]'
  cat "$srcdir/records/valid/placements.tgn"; } > rec.tgn

# ch CHAR N: N copies of one character.
ch() {
	head -c "$2" /dev/zero | tr '\0' "$1"
}
MB=1048576

# --- bytes that are not UTF-8 text ------------------------------------------
printf '[Event "a\0b"]\n\n1. L6@WB:c1\n' > nul.tgn
expect "NUL byte in a tag value" 1 "$talat" check nul.tgn <<'END'
2 nul.tgn:1:10: error: NUL byte in the input [nul-byte]
2 [Event "a�b"]
2          ^
1 nul.tgn: 1 game: 0 complete, 0 unfinished, 1 invalid
END
printf '[Event "n"]\n\n1. L6@WB:c1 \0 M4@BG:b1\n' > nul2.tgn
expect "NUL byte in the movetext" 1 "$talat" check nul2.tgn <<'END'
2 nul2.tgn:3:13: error: NUL byte in the input [nul-byte]
2 1. L6@WB:c1 � M4@BG:b1
2             ^
1 nul2.tgn: 1 game: 0 complete, 0 unfinished, 1 invalid
END
printf '[Event "u"]\n\n1. L6@WB:c1 { caf\377 } M4@BG:b1\n' > utf8.tgn
expect "invalid UTF-8 (0xFF) in a comment" 1 "$talat" check utf8.tgn <<'END'
2 utf8.tgn:3:18: error: invalid UTF-8 byte 0xFF (the file is not UTF-8: convert it, e.g. with iconv -f latin1 -t utf-8) [invalid-utf8]
2 1. L6@WB:c1 { caf� } M4@BG:b1
2                  ^
1 utf8.tgn: 1 game: 0 complete, 0 unfinished, 1 invalid
END
# The YAML of such a record is YAML still: the bad bytes become U+FFFD in
# its strings, and its source_text (!!binary) gives the bytes back.
expect "NUL byte: yaml, then from-yaml" 0 sh -c "'$talat' yaml nul.tgn 2>/dev/null | '$talat' from-yaml | cmp - nul.tgn" <<'END'
END
expect "invalid UTF-8: yaml, then from-yaml" 0 sh -c "'$talat' yaml utf8.tgn 2>/dev/null | '$talat' from-yaml | cmp - utf8.tgn" <<'END'
END
expect "invalid UTF-8: yaml keeps U+FFFD in the comment" 0 sh -c "'$talat' yaml utf8.tgn 2>/dev/null | grep -A1 '^  comments:'" <<'END'
1   comments:
1   - caf�
END
printf '[Event "u"]\n\n1. L6@WB:c1 \300\257 M4@BG:b1\n' > overlong.tgn
expect "overlong UTF-8 (C0 AF) in the movetext" 1 "$talat" check overlong.tgn <<'END'
2 overlong.tgn:3:13: error: invalid UTF-8 byte 0xC0 (the file is not UTF-8: convert it, e.g. with iconv -f latin1 -t utf-8) [invalid-utf8]
2 1. L6@WB:c1 �� M4@BG:b1
2             ^
1 overlong.tgn: 1 game: 0 complete, 0 unfinished, 1 invalid
END
# A UTF-16 surrogate (U+D800) encoded in UTF-8 is no character.
printf '[Event "u"]\n\n1. L6@WB:c1 { \355\240\200 } M4@BG:b1\n' > surrogate.tgn
expect "UTF-16 surrogate (ED A0 80) in a comment" 1 "$talat" check surrogate.tgn <<'END'
2 surrogate.tgn:3:15: error: invalid UTF-8 byte 0xED (the file is not UTF-8: convert it, e.g. with iconv -f latin1 -t utf-8) [invalid-utf8]
2 1. L6@WB:c1 { ��� } M4@BG:b1
2               ^
1 surrogate.tgn: 1 game: 0 complete, 0 unfinished, 1 invalid
END
printf '[Event "\355\240\200"]\n\n1. L6@WB:c1\n' > surrogate2.tgn
expect "UTF-16 surrogate (ED A0 80) in a tag value" 1 "$talat" check surrogate2.tgn <<'END'
2 surrogate2.tgn:1:9: error: invalid UTF-8 byte 0xED (the file is not UTF-8: convert it, e.g. with iconv -f latin1 -t utf-8) [invalid-utf8]
2 [Event "���"]
2         ^
1 surrogate2.tgn: 1 game: 0 complete, 0 unfinished, 1 invalid
END
# Columns count characters: the caret stands under Q9 after an e-acute.
printf '[Event "u"]\n\n1. L6@WB:c1 { caf\303\251 } Q9 M4@BG:b1\n' > columns.tgn
expect "columns count UTF-8 characters" 1 "$talat" check columns.tgn <<'END'
2 columns.tgn:3:22: error: expected a ply such as WB:c1-c2, found 'Q9' [expected-ply]
2 1. L6@WB:c1 { café } Q9 M4@BG:b1
2                      ^
1 columns.tgn: 1 game: 0 complete, 0 unfinished, 1 invalid
END

# --- byte order mark, line ends ---------------------------------------------
printf '\357\273\277[Event "b"]\n\n1. L6@WB:c1\n' > bom.tgn
expect "byte order mark" 0 "$talat" check bom.tgn <<'END'
2 bom.tgn:1:1: warning: the game is unfinished: it stops after ply 1, with B to act, and no Termination tag says why [unfinished-game]
1 bom.tgn: 1 game: 0 complete, 1 unfinished, 0 invalid
END
printf '\357\273\277[Event "b"] Q9\n' > bom2.tgn
expect "byte order mark: not counted in columns" 1 "$talat" check bom2.tgn <<'END'
2 bom2.tgn:1:13: error: expected a ply such as WB:c1-c2, found 'Q9' [expected-ply]
2 [Event "b"] Q9
2             ^
1 bom2.tgn: 1 game: 0 complete, 0 unfinished, 1 invalid
END
printf '\357\273\277\357\273\277[Event "b"]\n' > bom3.tgn
# (a word of the movetext: the tag section after it starts a new game, with
# the same tags, names and plies as the first: none; so a duplicate)
expect "a second byte order mark is a stray word" 1 "$talat" check bom3.tgn <<'END'
2 bom3.tgn:1:1: error: expected a ply such as WB:c1-c2, found '﻿' [expected-ply]
2 ﻿[Event "b"]
2 ^
2 bom3.tgn:1:2: warning: the game is unfinished: it has no ply, W is to act, and no Termination tag says why [unfinished-game]
2 bom3.tgn:1:2: warning: this game repeats the game at bom3.tgn:1 [duplicate-game]
1 bom3.tgn: 2 games: 0 complete, 1 unfinished, 1 invalid
END
printf '[Event "c"]\r\n[Site "s"]\r\n\r\n1. L6@WB:c1 M4@BG:b1 ; x\r\n2. Q9\r\n' > crlf.tgn
expect "CRLF line ends" 1 "$talat" check crlf.tgn <<'END'
2 crlf.tgn:5:4: error: expected a ply such as WB:c1-c2, found 'Q9' [expected-ply]
2 2. Q9
2    ^
1 crlf.tgn: 1 game: 0 complete, 0 unfinished, 1 invalid
END
printf '[Event "c"]\r\n\r\n1. L6@WB:c1 { a\r\nb }\r\n' > crlf2.tgn
expect "CRLF: fmt writes LF, also inside comments" 0 "$talat" fmt crlf2.tgn <<'END'
1 [Event "c"]
1
1 1. L6@WB:c1 { a
1 b }
END
printf '[Event "e"]\n\n1. L6@WB:c1' > eof.tgn
expect "no final newline" 0 "$talat" check eof.tgn <<'END'
2 eof.tgn:1:1: warning: the game is unfinished: it stops after ply 1, with B to act, and no Termination tag says why [unfinished-game]
1 eof.tgn: 1 game: 0 complete, 1 unfinished, 0 invalid
END
printf '[Event "e"]\n\n1. L6@WB:c1 Q9' > eof2.tgn
expect "no final newline, error in the last word" 1 "$talat" check eof2.tgn <<'END'
2 eof2.tgn:3:13: error: expected a ply such as WB:c1-c2, found 'Q9' [expected-ply]
2 1. L6@WB:c1 Q9
2             ^
1 eof2.tgn: 1 game: 0 complete, 0 unfinished, 1 invalid
END
printf '[Event "e"]\n\n1. L6@WB:c1 ; a comment at the end' > eof3.tgn
expect "no final newline after a line comment" 0 "$talat" check eof3.tgn <<'END'
2 eof3.tgn:1:1: warning: the game is unfinished: it stops after ply 1, with B to act, and no Termination tag says why [unfinished-game]
1 eof3.tgn: 1 game: 0 complete, 1 unfinished, 0 invalid
END
printf '[Event "e"]\n\n1. L6@WB:c1 M4@BG:b1 2.' > eof4.tgn
expect "no final newline after a round number" 1 "$talat" check eof4.tgn <<'END'
2 eof4.tgn:3:22: error: a round number must be followed by a ply or a declaration [round-without-ply]
2 1. L6@WB:c1 M4@BG:b1 2.
2                      ^
1 eof4.tgn: 1 game: 0 complete, 0 unfinished, 1 invalid
END
printf '[Event "e"' > eof5.tgn
expect "no final newline inside a tag" 1 "$talat" check eof5.tgn <<'END'
2 eof5.tgn:1:11: error: expected ']' to close the tag [expected-tag-close]
2 [Event "e"
2           ^
1 eof5.tgn: 1 game: 0 complete, 0 unfinished, 1 invalid
END

# --- unterminated comment and string ----------------------------------------
printf '[Event "c"]\n\n1. L6@WB:c1 { never closed\n2. M4@BG:b1\n' > comment.tgn
expect "unterminated comment" 1 "$talat" check comment.tgn <<'END'
2 comment.tgn:3:13: error: unterminated comment (started here) [unterminated-comment]
2 1. L6@WB:c1 { never closed
2             ^
1 comment.tgn: 1 game: 0 complete, 0 unfinished, 1 invalid
END
printf '[Event "never closed\n\n1. L6@WB:c1\n' > string.tgn
expect "unterminated string" 1 "$talat" check string.tgn <<'END'
2 string.tgn:1:8: error: unterminated string [unterminated-string]
2 [Event "never closed
2        ^
1 string.tgn: 1 game: 0 complete, 0 unfinished, 1 invalid
END

# --- 1 MB: a token, a tag value, a comment, a line --------------------------
{ printf '[Event "t"]\n\n1. L6@WB:c1 '; ch x $MB; printf ' M4@BG:b1\n'; } > token.tgn
expect "1 MB token" 1 "$talat" check token.tgn <<END
2 token.tgn:3:13: error: expected a ply such as WB:c1-c2, found '$(ch x 24)...' [expected-ply]
2 1. L6@WB:c1 $(ch x 228)...
2             ^
1 token.tgn: 1 game: 0 complete, 0 unfinished, 1 invalid
END
{ printf '[Event "'; ch v $MB; printf '"]\n\n1. L6@WB:c1\n'; } > value.tgn
expect "1 MB tag value" 0 "$talat" check value.tgn <<'END'
2 value.tgn:1:1: warning: the game is unfinished: it stops after ply 1, with B to act, and no Termination tag says why [unfinished-game]
1 value.tgn: 1 game: 0 complete, 1 unfinished, 0 invalid
END
expect "1 MB tag value: fmt keeps it" 0 sh -c "'$talat' fmt value.tgn | cmp - value.tgn" <<'END'
END
{ printf '[Event "c"]\n\n1. L6@WB:c1 {'; ch c $MB; printf '}\n'; } > bigcomment.tgn
expect "1 MB comment" 0 "$talat" check bigcomment.tgn <<'END'
2 bigcomment.tgn:1:1: warning: the game is unfinished: it stops after ply 1, with B to act, and no Termination tag says why [unfinished-game]
1 bigcomment.tgn: 1 game: 0 complete, 1 unfinished, 0 invalid
END
{ printf '[Event "c"]\n\n1. L6@WB:c1 { '; ch c $MB; printf ' }\n'; } > bigcomment.fmt
expect "1 MB comment: fmt keeps it" 0 sh -c "'$talat' fmt bigcomment.tgn | cmp - bigcomment.fmt" <<'END'
END
{ printf '[Event "w"]\n\n1. L6@WB:c1 {'; ch c $MB; printf '} Q9 M4@BG:b1\n'; } > line.tgn
expect "1 MB line: the diagnostic shows a window around the error" 1 "$talat" check line.tgn <<END
2 line.tgn:3:1048592: error: expected a ply such as WB:c1-c2, found 'Q9' [expected-ply]
2 ...$(ch c 58)} Q9 M4@BG:b1
2 $(ch ' ' 63)^
1 line.tgn: 1 game: 0 complete, 0 unfinished, 1 invalid
END

# --- many: tags, diagnostics on one line (issue 20: linear, not quadratic) --
# A million tags and one duplicate (pairwise comparison would take hours).
awk 'BEGIN { for (i = 0; i < 1000000; i++) printf "[T%d \"v\"]\n", i;
	print "[T999 \"w\"]"; print ""; print "1. L6@WB:c1" }' > tags.tgn
expect "a million tags and one duplicate" 1 "$talat" check tags.tgn <<'END'
2 tags.tgn:1000001:1: error: duplicate tag T999 (the first one, line 1000, counts) [duplicate-tag]
1 tags.tgn: 1 game: 0 complete, 0 unfinished, 1 invalid
END
rm -f tags.tgn
# 40,000 errors on one line, all shown: the last of them.
{ printf '[Event "e"]\n\n1. L6@WB:c1'; awk 'BEGIN { for (i = 0; i < 40000; i++) printf " zz"; print "" }'; } > errs.tgn
expect "40,000 errors on one line" 0 sh -c "'$talat' check --max-errors 40000 errs.tgn 2>&1 | tail -n 4" <<END
1 errs.tgn:3:120010: error: expected a ply such as WB:c1-c2, found 'zz' [expected-ply]
1 ...zz zz zz zz zz zz zz zz zz zz zz zz zz zz zz zz zz zz zz zz zz
1 $(ch ' ' 63)^
1 errs.tgn: 1 game: 0 complete, 0 unfinished, 1 invalid
END

# --- huge numbers -----------------------------------------------------------
printf '[Event "n"]\n\n100000000000000000000000000000. L6@WB:c1\n' > round.tgn
expect "30-digit round number" 1 "$talat" check round.tgn <<'END'
2 round.tgn:3:1: error: round number too large: ply 1 is in round 1 [wrong-round]
1 round.tgn: 1 game: 0 complete, 0 unfinished, 1 invalid
END
printf '[Event "n"]\n\n9223372036854775807. L6@WB:c1\n' > round2.tgn
expect "round number LONG_MAX" 1 "$talat" check round2.tgn <<'END'
2 round2.tgn:3:1: error: round number 9223372036854775807 should be 1: ply 1 is in round 1 [wrong-round]
1 round2.tgn: 1 game: 0 complete, 0 unfinished, 1 invalid
END
tpn='5/5/2WM42/5/5 5/2GS32/5/2BM42/5 5/1WS43/5/5/GM44 W GS4,GS6,GM3,GM6,GL3,GL4,GL6/WS3,WS6,WM3,WM6,WL3,WL4,WL6/BS3,BS4,BS6,BM3,BM6,BL3,BL4,BL6 -'
printf '[Event "p"]\n[Position "%s 99999999999999999999"]\n\nWB:c3-c4\n' "$tpn" > ply.tgn
expect "huge ply in a Position TPN" 1 "$talat" check ply.tgn <<'END'
2 ply.tgn:2:11: error: Position: TPN field 7 (ply): ply number out of range; nothing to replay [bad-position]
1 ply.tgn: 1 game: 0 complete, 0 unfinished, 1 invalid
END
# The largest ply number accepted: LONG_MAX / 4, so that counting on from
# it cannot overflow.
printf '[Event "p"]\n[Position "%s 2305843009213693951"]\n\nWB:c3-c4\n' "$tpn" > ply2.tgn
expect "largest ply in a Position TPN" 0 "$talat" check ply2.tgn <<'END'
2 ply2.tgn:1:1: warning: the game is unfinished: it stops after ply 2305843009213693951, with B to act, and no Termination tag says why [unfinished-game]
2 ply2.tgn:4:1: warning: ply 2305843009213693951 (W): WB:c3-c4: board WB is dead since ply 2305843009213693950 but nobody declared it frozen [dead-board-undeclared]
2 ply2.tgn:4:1: warning: board WB is dead since ply 2305843009213693950, but the record ends without declaring it (freeze WB); the game stays unfinished [dead-board-undeclared]
1 ply2.tgn: 1 game: 0 complete, 1 unfinished, 0 invalid
END
printf '[Event "p"]\n[Position "%s 2305843009213693952"]\n\nWB:c3-c4\n' "$tpn" > ply3.tgn
expect "ply one beyond the largest" 1 "$talat" check ply3.tgn <<'END'
2 ply3.tgn:2:11: error: Position: TPN field 7 (ply): ply number out of range; nothing to replay [bad-position]
1 ply3.tgn: 1 game: 0 complete, 0 unfinished, 1 invalid
END

# A Position at LONG_MAX: refused by the replay, and fmt, which writes it
# as it was, numbers the rounds from 1 rather than overflowing into
# negative round numbers (issue 13).
printf '[Event "p"]\n[Position "%s 9223372036854775807"]\n\nWB:c3-c4 BG:c2-c1 GW:d1-d2 WB:c4-c5 BG:c1-b1\n' "$tpn" > plymax.tgn
expect "fmt of a Position at LONG_MAX" 0 "$talat" fmt plymax.tgn <<END
1 [Event "p"]
1 [Position "$tpn 9223372036854775807"]
1
1 1. WB:c3-c4 BG:c2-c1 GW:d1-d2
1 2. WB:c4-c5 BG:c1-b1
END
# '-' to act is the end of the game, which takes two frozen boards
# (issue 20): a TPN saying so with none or one is refused.
over='5/5/2WM42/5/5 5/2GS32/5/2BM42/5 5/1WS43/5/5/GM44 - GS4,GS6,GM3,GM6,GL3,GL4,GL6/WS3,WS6,WM3,WM6,WL3,WL4,WL6/BS3,BS4,BS6,BM3,BM6,BL3,BL4,BL6'
printf '[Event "p"]\n[Position "%s - 30"]\n\n' "$over" > over0.tgn
expect "game over without a frozen board" 1 "$talat" check over0.tgn <<'END'
2 over0.tgn:2:11: error: Position: TPN field 4 (to act): '-' means the game is over, which needs two frozen boards; field 6 (frozen) names none; nothing to replay [bad-position]
1 over0.tgn: 1 game: 0 complete, 0 unfinished, 1 invalid
END
expect "frozen: game over with one frozen board" 2 "$talat" frozen "$over WB 30" <<'END'
2 talat frozen: TPN field 4 (to act): '-' means the game is over, which needs two frozen boards; field 6 (frozen) names only one
END

# --- many games ---------------------------------------------------------------
# 100,000 games: every 1000th complete (a freeze record from a Position),
# the others three placements long, with a Termination tag (else each
# draws an unfinished-game warning); each with a White of its own, so that
# none repeats another (a duplicate-game warning).
position='5/2WL62/5/5/5 5/2GS32/5/2BM42/5 5/5/5/5/GM44 W GS4,GS6,GM3,GM6,GL3,GL4,GL6/WS3,WS4,WS6,WM3,WM4,WM6,WL3,WL4/BS3,BS4,BS6,BM3,BM6,BL3,BL4,BL6 - 100'
awk -v pos="$position" 'BEGIN {
	for (i = 1; i <= 100000; i++)
		if (i % 1000 == 0)
			printf "[Round \"%d\"]\n[White \"P%d\"]\n[Position \"%s\"]\n\n34. freeze WB freeze GW\n", i, i, pos
		else
			printf "[Round \"%d\"]\n[White \"P%d\"]\n[Termination \"adjourned\"]\n\n1. L6@WB:c1 M4@BG:b1 S3@GW:a1\n", i, i
}' > many.tgn
expect "100,000 games" 0 "$talat" check many.tgn <<'END'
1 many.tgn: 100000 games: 100 complete, 99900 unfinished, 0 invalid
END
stdin=many.tgn
expect "100,000 games through fmt and standard input" 0 sh -c "'$talat' fmt | '$talat' check" <<'END'
1 <stdin>: 100000 games: 100 complete, 99900 unfinished, 0 invalid
END
stdin=

# 1,000 complete games, the 500th with a syntax error: it alone is
# invalid; the 999 others are read, replayed and reported in full. Each
# has a White of its own (no game repeats another).
awk -v pos="$position" 'BEGIN {
	for (i = 1; i <= 1000; i++)
		printf "[Event \"e\"]\n[Round \"%d\"]\n[White \"P%d\"]\n[Position \"%s\"]\n[Score \"W 35, B 40, G 40\"]\n[Winner \"G\"]\n\n34. freeze WB %sfreeze GW\n", i, i, pos, i == 500 ? "Q9 " : ""
}' > broken.tgn
expect "one broken game among 1,000" 1 "$talat" check broken.tgn <<'END'
2 broken.tgn:4000:15: error: expected a ply such as WB:c1-c2, found 'Q9' [expected-ply]
2 34. freeze WB Q9 freeze GW
2               ^
1 broken.tgn: 1000 games: 999 complete, 0 unfinished, 1 invalid
END
expect "one broken game among 1,000: score reports all" 1 sh -c "
	'$talat' score broken.tgn > score.out 2>/dev/null
	st=\$?
	grep -c '^broken.tgn: game [0-9]* (line [0-9]*): complete\$' score.out
	grep '^broken.tgn: game [0-9]* (line [0-9]*): [iu]' score.out
	exit \$st" <<'END'
1 999
1 broken.tgn: game 500 (line 3993): invalid, provisional scores
END

expect "one broken game among 1,000: yaml reports all" 1 sh -c "
	'$talat' yaml broken.tgn > broken.yaml
	st=\$?
	grep -c '^game: ' broken.yaml
	grep '^status: ' broken.yaml | sort | uniq -c | sed 's/^ *//'
	awk '/^game: /{g=\$2} /^status: invalid/{print \"game\", g}' broken.yaml
	awk '/^game: 500\$/{f=1} /^game: 501\$/{f=0} /^source_text:/{d=0} f&&/^diagnostics:/{d=1} f&&d' broken.yaml
	grep -c '^source_text: ' broken.yaml
	exit \$st" <<'END'
2 broken.tgn:4000:15: error: expected a ply such as WB:c1-c2, found 'Q9' [expected-ply]
2 34. freeze WB Q9 freeze GW
2               ^
1 1000
1 999 status: complete
1 1 status: invalid
1 game 500
1 diagnostics:
1 - severity: error
1   code: expected-ply
1   line: 4000
1   column: 15
1   message: expected a ply such as WB:c1-c2, found 'Q9'
1 1
END

# --- from-yaml on YAML that is no summary ------------------------------------
printf 'game: 1\n\377\n' > notutf8.yaml
expect "from-yaml: invalid UTF-8" 1 "$talat" from-yaml notutf8.yaml <<'END'
2 notutf8.yaml:2:1: error: invalid leading UTF-8 octet (#FF at byte 8) [yaml-syntax]
END
printf -- '- 1\n' > list.yaml
expect "from-yaml: a list, not a game" 1 "$talat" from-yaml list.yaml <<'END'
2 list.yaml:1:1: error: a game must be a mapping [yaml-type]
END
printf 'game: [\n' > open.yaml
expect "from-yaml: unterminated flow sequence" 1 "$talat" from-yaml open.yaml <<'END'
2 open.yaml:2:1: error: did not find expected node content while parsing a flow node [yaml-syntax]
END
cp "$srcdir/fuzz/regress/yaml/comment_brace_and_line_break.yaml" comment.yaml
expect "from-yaml: a comment TGN cannot hold" 1 "$talat" from-yaml comment.yaml <<'END'
2 comment.yaml:10:3: error: a comment cannot hold both '}' and a line break (TGN has no way to write it) [yaml-value]
END
expect "from-yaml: empty input" 0 "$talat" from-yaml /dev/null <<'END'
END

# --- from-yaml: several files, standard input, derived keys checked --------
"$talat" yaml rec.tgn > rec.yaml
"$talat" fmt rec.tgn > rec.fmt
printf 'tags: {}\nplies: [{action: place, tower: BS6, board: WB, to: c1}]\n' > colour.yaml
expect "from-yaml: a tower of the wrong colour" 1 "$talat" from-yaml colour.yaml <<'END'
2 colour.yaml:2:32: error: tower 'BS6' does not match the replay, which gives 'WS6' [yaml-mismatch]
END
printf 'tags: {}\nplies: [{action: place, tower: WS6, board: WB, to: c1}]\n' > minimal.yaml
expect "from-yaml: tags and plies are enough" 0 "$talat" from-yaml minimal.yaml <<'END'
1 1. S6@WB:c1
END
# The tower's colour is derived too: a placement may give its type alone.
printf 'tags: {}\nplies: [{action: place, tower: S6, board: WB, to: c1}]\n' > typeonly.yaml
expect "from-yaml: a placement's type without its colour" 0 "$talat" from-yaml typeonly.yaml <<'END'
1 1. S6@WB:c1
END
printf 'tags: {}\nplies: [{action: place, tower: S7, board: WB, to: c1}]\n' > badtype.yaml
expect "from-yaml: a placement's type that is no type" 1 "$talat" from-yaml badtype.yaml <<'END'
2 badtype.yaml:2:32: error: tower must be a tower type such as L6 [yaml-value]
END
sed 's/^status: .*/status: complete/' rec.yaml > status.yaml
expect "from-yaml: a status the replay does not give" 1 "$talat" from-yaml status.yaml <<END
2 status.yaml:$(grep -n '^status:' rec.yaml | cut -d: -f1):9: error: status 'complete' does not match the replay, which gives 'unfinished' [yaml-mismatch]
END
# A score's keys are derived too: any of them may be left out, and those
# given are checked.
"$talat" yaml "$srcdir/records/valid/two_player_1.tgn" > two.yaml
"$talat" fmt "$srcdir/records/valid/two_player_1.tgn" > two.fmt
awk '/^scores:/ { s = 1 } /^[a-z]/ && !/^scores:/ { s = 0 }
    s && /^    (captured|start_line|zihin_start_line):/ { skip = 1; next }
    s && skip && /^    - / { next } { skip = 0; print }' two.yaml > points.yaml
[ "$(grep -c '^    points:' points.yaml)" = 2 ] &&
    ! grep -q '^    start_line:' points.yaml ||
	{ echo "FAIL: points.yaml was not made as meant"; fail=$((fail + 1)); }
expect "from-yaml: scores with their points only" 0 "$talat" from-yaml points.yaml <<END
$(sed 's/^/1 /; s/^1 $/1/' two.fmt)
END
awk '/^    points:/ && !done { print "    points: 7"; done = 1; next } { print }' \
    points.yaml > badpoints.yaml
expect "from-yaml: a score's points the replay does not give" 1 "$talat" from-yaml badpoints.yaml <<END
2 badpoints.yaml:$(grep -n '^    points: 7' badpoints.yaml | cut -d: -f1):13: error: points '7' does not match the replay, which gives '$(grep -m1 '^    points:' two.yaml | sed 's/.*: //')' [yaml-mismatch]
END
stdin=minimal.yaml expect "from-yaml: files, an error in one, standard input as -" 1 "$talat" from-yaml rec.yaml colour.yaml - rec.yaml <<END
$(sed 's/^/1 /; s/^1 $/1/' rec.fmt)
1 *
1
1 1. S6@WB:c1
1
$(sed 's/^/1 /; s/^1 $/1/' rec.fmt)
2 colour.yaml:2:32: error: tower 'BS6' does not match the replay, which gives 'WS6' [yaml-mismatch]
END

# --- from-yaml on hostile YAML: bounded, with a clear error -----------------
# Billion laughs: nine lists of nine aliases to the list before.
{
	printf 'a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n'
	for x in b:a c:b d:c e:d f:e g:f h:g i:h; do
		n=${x%:*} p=${x#*:}
		printf '%s: &%s [*%s, *%s, *%s, *%s, *%s, *%s, *%s, *%s, *%s]\n' \
		    "$n" "$n" "$p" "$p" "$p" "$p" "$p" "$p" "$p" "$p" "$p"
	done
} > laughs.yaml
expect "from-yaml: billion laughs" 1 "$talat" from-yaml laughs.yaml <<'END'
2 laughs.yaml:6:16: error: aliases repeat more than 1000000 nodes and bytes of the document (an alias bomb?) [yaml-too-large]
END
# The same through keys from-yaml reads: 100,000 unreplayed moves, each
# an alias to one whose comments are 1,000 aliases to a 1 KB string
# (this ran out of memory after asking for 27 GB).
awk 'BEGIN {
	printf "game: 1\nsource: {file: x, line: 1}\ntags: {}\n"
	printf "variant: three-player\norder: [W, B, G]\nstatus: invalid\n"
	printf "plies: []\ncomments: &c [&s \x27"
	for (i = 0; i < 256; i++) printf "lol "
	printf "\x27"
	for (i = 1; i < 1000; i++) printf ", *s"
	printf "]\nunreplayed: [&u {move: pass, comments: *c}"
	for (i = 1; i < 100000; i++) printf ", *u"
	printf "]\n"
}' > bomb.yaml
expect "from-yaml: alias bomb in the comments" 1 "$talat" from-yaml bomb.yaml <<'END'
2 bomb.yaml:8:4946: error: aliases repeat more than 1000000 nodes and bytes of the document (an alias bomb?) [yaml-too-large]
END
printf 'game: &a [1, [*a]]\n' > recursive.yaml
expect "from-yaml: recursive alias" 1 "$talat" from-yaml recursive.yaml <<'END'
2 recursive.yaml:1:15: error: found an alias inside the node it refers to (a recursive alias) [yaml-syntax]
END
# 80,000 nested flow sequences (took 15 s), then block ones.
{ printf 'game: '; ch '[' 80000; ch ']' 80000; echo; } > deep.yaml
expect "from-yaml: 80,000 nested flow sequences" 1 "$talat" from-yaml deep.yaml <<'END'
2 deep.yaml:1:70: error: collections nested deeper than 64 levels [yaml-too-large]
END
{ printf 'game:\n'; i=0; while [ $i -lt 100 ]; do printf -- '- '; i=$((i + 1)); done; echo x; } > deepblock.yaml
expect "from-yaml: 100 nested block sequences" 1 "$talat" from-yaml deepblock.yaml <<'END'
2 deepblock.yaml:2:127: error: collections nested deeper than 64 levels [yaml-too-large]
END
{ printf 'game:\n'; i=0; while [ $i -lt 63 ]; do printf -- '- '; i=$((i + 1)); done; echo x; } > deep63.yaml
expect "from-yaml: 64 levels are allowed" 1 "$talat" from-yaml deep63.yaml <<'END'
2 deep63.yaml:1:1: error: missing key 'tags' in a game [yaml-missing-key]
END

# --- files that cannot be read ----------------------------------------------
expect "missing file" 2 "$talat" check nosuch.tgn <<'END'
2 talat check: nosuch.tgn: No such file or directory
END
mkdir adir
expect "a directory without records" 2 "$talat" check adir <<'END'
2 talat check: adir: no *.tgn file below it
END
# The other files are still read, and the status is the worst.
expect "missing file among others" 2 "$talat" check rec.tgn nosuch.tgn <<'END'
1 rec.tgn: 1 game: 0 complete, 1 unfinished, 0 invalid
2 talat check: nosuch.tgn: No such file or directory
END
stdin=adir
expect "a directory as standard input" 2 "$talat" check <<'END'
1 <stdin>: 0 games: 0 complete, 0 unfinished, 0 invalid
2 talat check: <stdin>: Is a directory
END
expect "a directory as standard input: yaml" 2 "$talat" yaml <<'END'
2 talat yaml: <stdin>: Is a directory
END
stdin=
: > empty.tgn
expect "empty file" 0 "$talat" check empty.tgn /dev/null <<'END'
1 empty.tgn: 0 games: 0 complete, 0 unfinished, 0 invalid
1 /dev/null: 0 games: 0 complete, 0 unfinished, 0 invalid
1 total: 2 files, 0 games: 0 complete, 0 unfinished, 0 invalid
END
expect "empty file: yaml writes nothing" 0 "$talat" yaml empty.tgn <<'END'
END
cp rec.tgn locked.tgn
chmod 000 locked.tgn
if cat locked.tgn >/dev/null 2>&1; then
	# root reads anything: a path through a regular file fails instead.
	skipped "unreadable file (mode 000)" "permissions do not bite (root)"
	expect "path through a file" 2 "$talat" check rec.tgn/x.tgn <<'END'
2 talat check: rec.tgn/x.tgn: Not a directory
END
else
	expect "unreadable file (mode 000)" 2 "$talat" check locked.tgn <<'END'
2 talat check: locked.tgn: Permission denied
END
fi
chmod 644 locked.tgn

# --- output that cannot be written ------------------------------------------
if [ -w /dev/full ]; then
	# full CMD ARGS MESSAGE: CMD ARGS > /dev/full exits 2 with MESSAGE.
	full() {
		expect "$1 > /dev/full" 2 sh -c "'$talat' $1 $2 > /dev/full" <<END
2 $3
END
	}
	nospace="No space left on device"
	full check rec.tgn "talat check: write error on standard output: $nospace"
	full score rec.tgn "talat score: write error on standard output: $nospace"
	full show rec.tgn "talat show: write error on standard output: $nospace"
	full yaml rec.tgn "talat yaml: write error: $nospace"
	full fmt rec.tgn "talat fmt: standard output: $nospace"
	"$talat" yaml rec.tgn > rec.yaml
	full from-yaml rec.yaml "talat from-yaml: write error: $nospace"
	full gen "--games 3" "talat gen: standard output: $nospace"
	full frozen "'$tpn 100'" "talat frozen: write error on standard output: $nospace"
	full --version "" "talat: write error on standard output: $nospace"
	full "check --help" "" "talat check: write error on standard output: $nospace"
	# More output than a stdio buffer holds: the error comes mid-run.
	full yaml many.tgn "talat yaml: write error: $nospace"
	full score many.tgn "talat score: write error on standard output: $nospace"
	full fmt "many.tgn many.tgn" "talat fmt: standard output: $nospace"
else
	skipped "output to /dev/full" "no writable /dev/full"
fi

echo "badinput: $pass passed, $fail failed, $skip skipped"
[ "$fail" -eq 0 ]
