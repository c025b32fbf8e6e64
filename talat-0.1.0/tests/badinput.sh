#!/bin/sh
# SPDX-License-Identifier: ISC
# badinput.sh: the bad-input catalogue. Each case runs the built talat on
# an input that is malformed, huge or unreadable, or with an output that
# cannot be written, and checks the exit status, standard output and
# standard error exactly. Inputs are generated here, in a scratch
# directory, and the commands run there so that file names are short.
# Each case is an expect of tests/lib.sh: the command and its record
# (standard output, "--- stderr", standard error, "--- exit N").
. "${top_srcdir:-.}/tests/lib.sh"
cd "$tmp" || exit 99

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
expect "NUL byte in a tag value" "$talat" check nul.tgn <<'END'
nul.tgn: 1 game: 0 complete, 0 unfinished, 1 invalid
--- stderr
nul.tgn:1:10: error: NUL byte in the input [nul-byte]
[Event "a�b"]
         ^
--- exit 1
END
printf '[Event "n"]\n\n1. L6@WB:c1 \0 M4@BG:b1\n' > nul2.tgn
expect "NUL byte in the movetext" "$talat" check nul2.tgn <<'END'
nul2.tgn: 1 game: 0 complete, 0 unfinished, 1 invalid
--- stderr
nul2.tgn:3:13: error: NUL byte in the input [nul-byte]
1. L6@WB:c1 � M4@BG:b1
            ^
--- exit 1
END
printf '[Event "u"]\n\n1. L6@WB:c1 { caf\377 } M4@BG:b1\n' > utf8.tgn
expect "invalid UTF-8 (0xFF) in a comment" "$talat" check utf8.tgn <<'END'
utf8.tgn: 1 game: 0 complete, 0 unfinished, 1 invalid
--- stderr
utf8.tgn:3:18: error: invalid UTF-8 byte 0xFF (the file is not UTF-8: convert it, e.g. with iconv -f latin1 -t utf-8) [invalid-utf8]
1. L6@WB:c1 { caf� } M4@BG:b1
                 ^
--- exit 1
END
# The YAML of such a record is YAML still: the bad bytes become U+FFFD in
# its strings, and its source_text (!!binary) gives the bytes back.
expect "NUL byte: yaml, then from-yaml" sh -c "'$talat' yaml nul.tgn 2>/dev/null | '$talat' from-yaml | cmp - nul.tgn" <<'END'
--- stderr
--- exit 0
END
expect "invalid UTF-8: yaml, then from-yaml" sh -c "'$talat' yaml utf8.tgn 2>/dev/null | '$talat' from-yaml | cmp - utf8.tgn" <<'END'
--- stderr
--- exit 0
END
expect "invalid UTF-8: yaml keeps U+FFFD in the comment" sh -c "'$talat' yaml utf8.tgn 2>/dev/null | grep -A1 '^  comments:'" <<'END'
  comments:
  - caf�
--- stderr
--- exit 0
END
printf '[Event "u"]\n\n1. L6@WB:c1 \300\257 M4@BG:b1\n' > overlong.tgn
expect "overlong UTF-8 (C0 AF) in the movetext" "$talat" check overlong.tgn <<'END'
overlong.tgn: 1 game: 0 complete, 0 unfinished, 1 invalid
--- stderr
overlong.tgn:3:13: error: invalid UTF-8 byte 0xC0 (the file is not UTF-8: convert it, e.g. with iconv -f latin1 -t utf-8) [invalid-utf8]
1. L6@WB:c1 �� M4@BG:b1
            ^
--- exit 1
END
# A UTF-16 surrogate (U+D800) encoded in UTF-8 is no character.
printf '[Event "u"]\n\n1. L6@WB:c1 { \355\240\200 } M4@BG:b1\n' > surrogate.tgn
expect "UTF-16 surrogate (ED A0 80) in a comment" "$talat" check surrogate.tgn <<'END'
surrogate.tgn: 1 game: 0 complete, 0 unfinished, 1 invalid
--- stderr
surrogate.tgn:3:15: error: invalid UTF-8 byte 0xED (the file is not UTF-8: convert it, e.g. with iconv -f latin1 -t utf-8) [invalid-utf8]
1. L6@WB:c1 { ��� } M4@BG:b1
              ^
--- exit 1
END
printf '[Event "\355\240\200"]\n\n1. L6@WB:c1\n' > surrogate2.tgn
expect "UTF-16 surrogate (ED A0 80) in a tag value" "$talat" check surrogate2.tgn <<'END'
surrogate2.tgn: 1 game: 0 complete, 0 unfinished, 1 invalid
--- stderr
surrogate2.tgn:1:9: error: invalid UTF-8 byte 0xED (the file is not UTF-8: convert it, e.g. with iconv -f latin1 -t utf-8) [invalid-utf8]
[Event "���"]
        ^
--- exit 1
END
# Columns count characters: the caret stands under Q9 after an e-acute.
printf '[Event "u"]\n\n1. L6@WB:c1 { caf\303\251 } Q9 M4@BG:b1\n' > columns.tgn
expect "columns count UTF-8 characters" "$talat" check columns.tgn <<'END'
columns.tgn: 1 game: 0 complete, 0 unfinished, 1 invalid
--- stderr
columns.tgn:3:22: error: expected a ply such as WB:c1-c2, found 'Q9' [expected-ply]
1. L6@WB:c1 { café } Q9 M4@BG:b1
                     ^
--- exit 1
END

# --- byte order mark, line ends ---------------------------------------------
printf '\357\273\277[Event "b"]\n\n1. L6@WB:c1\n' > bom.tgn
expect "byte order mark" "$talat" check bom.tgn <<'END'
bom.tgn: 1 game: 0 complete, 1 unfinished, 0 invalid
--- stderr
bom.tgn:1:1: warning: the game is unfinished: it stops after ply 1, with B to act, and no Termination tag says why [unfinished-game]
--- exit 0
END
printf '\357\273\277[Event "b"] Q9\n' > bom2.tgn
expect "byte order mark: not counted in columns" "$talat" check bom2.tgn <<'END'
bom2.tgn: 1 game: 0 complete, 0 unfinished, 1 invalid
--- stderr
bom2.tgn:1:13: error: expected a ply such as WB:c1-c2, found 'Q9' [expected-ply]
[Event "b"] Q9
            ^
--- exit 1
END
printf '\357\273\277\357\273\277[Event "b"]\n' > bom3.tgn
# (a word of the movetext: the tag section after it starts a new game, with
# the same tags, names and plies as the first: none; so a duplicate; the
# invisible character quoted is shown escaped, issue 34)
expect "a second byte order mark is a stray word" "$talat" check bom3.tgn <<'END'
bom3.tgn: 2 games: 0 complete, 1 unfinished, 1 invalid
--- stderr
bom3.tgn:1:1: error: expected a ply such as WB:c1-c2, found '\uFEFF' [expected-ply]
\uFEFF[Event "b"]
^
bom3.tgn:1:2: warning: the game is unfinished: it has no ply, W is to act, and no Termination tag says why [unfinished-game]
bom3.tgn:1:2: warning: this game repeats the game at bom3.tgn:1 [duplicate-game]
--- exit 1
END
printf '[Event "c"]\r\n[Site "s"]\r\n\r\n1. L6@WB:c1 M4@BG:b1 ; x\r\n2. Q9\r\n' > crlf.tgn
expect "CRLF line ends" "$talat" check crlf.tgn <<'END'
crlf.tgn: 1 game: 0 complete, 0 unfinished, 1 invalid
--- stderr
crlf.tgn:5:4: error: expected a ply such as WB:c1-c2, found 'Q9' [expected-ply]
2. Q9
   ^
--- exit 1
END
printf '[Event "c"]\r\n\r\n1. L6@WB:c1 { a\r\nb }\r\n' > crlf2.tgn
expect "CRLF: fmt writes LF, also inside comments" "$talat" fmt crlf2.tgn <<'END'
[Event "c"]

1. L6@WB:c1 { a
b }
--- stderr
--- exit 0
END
printf '[Event "e"]\n\n1. L6@WB:c1' > eof.tgn
expect "no final newline" "$talat" check eof.tgn <<'END'
eof.tgn: 1 game: 0 complete, 1 unfinished, 0 invalid
--- stderr
eof.tgn:1:1: warning: the game is unfinished: it stops after ply 1, with B to act, and no Termination tag says why [unfinished-game]
--- exit 0
END
printf '[Event "e"]\n\n1. L6@WB:c1 Q9' > eof2.tgn
expect "no final newline, error in the last word" "$talat" check eof2.tgn <<'END'
eof2.tgn: 1 game: 0 complete, 0 unfinished, 1 invalid
--- stderr
eof2.tgn:3:13: error: expected a ply such as WB:c1-c2, found 'Q9' [expected-ply]
1. L6@WB:c1 Q9
            ^
--- exit 1
END
printf '[Event "e"]\n\n1. L6@WB:c1 ; a comment at the end' > eof3.tgn
expect "no final newline after a line comment" "$talat" check eof3.tgn <<'END'
eof3.tgn: 1 game: 0 complete, 1 unfinished, 0 invalid
--- stderr
eof3.tgn:1:1: warning: the game is unfinished: it stops after ply 1, with B to act, and no Termination tag says why [unfinished-game]
--- exit 0
END
printf '[Event "e"]\n\n1. L6@WB:c1 M4@BG:b1 2.' > eof4.tgn
expect "no final newline after a round number" "$talat" check eof4.tgn <<'END'
eof4.tgn: 1 game: 0 complete, 0 unfinished, 1 invalid
--- stderr
eof4.tgn:3:22: error: a round number must be followed by a ply or a declaration [round-without-ply]
1. L6@WB:c1 M4@BG:b1 2.
                     ^
--- exit 1
END
printf '[Event "e"' > eof5.tgn
expect "no final newline inside a tag" "$talat" check eof5.tgn <<'END'
eof5.tgn: 1 game: 0 complete, 0 unfinished, 1 invalid
--- stderr
eof5.tgn:1:11: error: expected ']' to close the tag [expected-tag-close]
[Event "e"
          ^
--- exit 1
END

# --- unterminated comment and string ----------------------------------------
printf '[Event "c"]\n\n1. L6@WB:c1 { never closed\n2. M4@BG:b1\n' > comment.tgn
expect "unterminated comment" "$talat" check comment.tgn <<'END'
comment.tgn: 1 game: 0 complete, 0 unfinished, 1 invalid
--- stderr
comment.tgn:3:13: error: unterminated comment (started here) [unterminated-comment]
1. L6@WB:c1 { never closed
            ^
--- exit 1
END
printf '[Event "never closed\n\n1. L6@WB:c1\n' > string.tgn
expect "unterminated string" "$talat" check string.tgn <<'END'
string.tgn: 1 game: 0 complete, 0 unfinished, 1 invalid
--- stderr
string.tgn:1:8: error: unterminated string [unterminated-string]
[Event "never closed
       ^
--- exit 1
END

# --- 1 MB: a token, a tag value, a comment, a line --------------------------
{ printf '[Event "t"]\n\n1. L6@WB:c1 '; ch x $MB; printf ' M4@BG:b1\n'; } > token.tgn
expect "1 MB token" "$talat" check token.tgn <<END
token.tgn: 1 game: 0 complete, 0 unfinished, 1 invalid
--- stderr
token.tgn:3:13: error: expected a ply such as WB:c1-c2, found '$(ch x 24)...' [expected-ply]
1. L6@WB:c1 $(ch x 228)...
            ^
--- exit 1
END
{ printf '[Event "'; ch v $MB; printf '"]\n\n1. L6@WB:c1\n'; } > value.tgn
expect "1 MB tag value" "$talat" check value.tgn <<'END'
value.tgn: 1 game: 0 complete, 1 unfinished, 0 invalid
--- stderr
value.tgn:1:1: warning: the game is unfinished: it stops after ply 1, with B to act, and no Termination tag says why [unfinished-game]
--- exit 0
END
expect "1 MB tag value: fmt keeps it" sh -c "'$talat' fmt value.tgn | cmp - value.tgn" <<'END'
--- stderr
--- exit 0
END
{ printf '[Event "c"]\n\n1. L6@WB:c1 {'; ch c $MB; printf '}\n'; } > bigcomment.tgn
expect "1 MB comment" "$talat" check bigcomment.tgn <<'END'
bigcomment.tgn: 1 game: 0 complete, 1 unfinished, 0 invalid
--- stderr
bigcomment.tgn:1:1: warning: the game is unfinished: it stops after ply 1, with B to act, and no Termination tag says why [unfinished-game]
--- exit 0
END
{ printf '[Event "c"]\n\n1. L6@WB:c1 { '; ch c $MB; printf ' }\n'; } > bigcomment.fmt
expect "1 MB comment: fmt keeps it" sh -c "'$talat' fmt bigcomment.tgn | cmp - bigcomment.fmt" <<'END'
--- stderr
--- exit 0
END
{ printf '[Event "w"]\n\n1. L6@WB:c1 {'; ch c $MB; printf '} Q9 M4@BG:b1\n'; } > line.tgn
expect "1 MB line: the diagnostic shows a window around the error" "$talat" check line.tgn <<END
line.tgn: 1 game: 0 complete, 0 unfinished, 1 invalid
--- stderr
line.tgn:3:1048592: error: expected a ply such as WB:c1-c2, found 'Q9' [expected-ply]
...$(ch c 58)} Q9 M4@BG:b1
$(ch ' ' 63)^
--- exit 1
END

# --- many: tags, diagnostics on one line (issue 20: linear, not quadratic) --
# A million tags and one duplicate (pairwise comparison would take hours).
awk 'BEGIN { for (i = 0; i < 1000000; i++) printf "[T%d \"v\"]\n", i;
	print "[T999 \"w\"]"; print ""; print "1. L6@WB:c1" }' > tags.tgn
expect "a million tags and one duplicate" "$talat" check tags.tgn <<'END'
tags.tgn: 1 game: 0 complete, 0 unfinished, 1 invalid
--- stderr
tags.tgn:1000001:1: error: duplicate tag T999 (the first one, line 1000, counts) [duplicate-tag]
--- exit 1
END
rm -f tags.tgn
# 40,000 errors on one line, all shown: the last of them.
{ printf '[Event "e"]\n\n1. L6@WB:c1'; awk 'BEGIN { for (i = 0; i < 40000; i++) printf " zz"; print "" }'; } > errs.tgn
expect "40,000 errors on one line" sh -c "'$talat' check --max-errors 40000 errs.tgn 2>&1 | tail -n 4" <<END
errs.tgn:3:120010: error: expected a ply such as WB:c1-c2, found 'zz' [expected-ply]
...zz zz zz zz zz zz zz zz zz zz zz zz zz zz zz zz zz zz zz zz zz
$(ch ' ' 63)^
errs.tgn: 1 game: 0 complete, 0 unfinished, 1 invalid
--- stderr
--- exit 0
END

# --- huge numbers -----------------------------------------------------------
printf '[Event "n"]\n\n100000000000000000000000000000. L6@WB:c1\n' > round.tgn
expect "30-digit round number" "$talat" check round.tgn <<'END'
round.tgn: 1 game: 0 complete, 0 unfinished, 1 invalid
--- stderr
round.tgn:3:1: error: round number too large: ply 1 is in round 1 [wrong-round]
--- exit 1
END
printf '[Event "n"]\n\n9223372036854775807. L6@WB:c1\n' > round2.tgn
expect "round number LONG_MAX" "$talat" check round2.tgn <<'END'
round2.tgn: 1 game: 0 complete, 0 unfinished, 1 invalid
--- stderr
round2.tgn:3:1: error: round number 9223372036854775807 should be 1: ply 1 is in round 1 [wrong-round]
--- exit 1
END
tpn='5/5/2WM42/5/5 5/2GS32/5/2BM42/5 5/1WS43/5/5/GM44 W GS4,GS6,GM3,GM6,GL3,GL4,GL6/WS3,WS6,WM3,WM6,WL3,WL4,WL6/BS3,BS4,BS6,BM3,BM6,BL3,BL4,BL6 -'
printf '[Event "p"]\n[Position "%s 99999999999999999999"]\n\nWB:c3-c4\n' "$tpn" > ply.tgn
expect "huge ply in a Position TPN" "$talat" check ply.tgn <<'END'
ply.tgn: 1 game: 0 complete, 0 unfinished, 1 invalid
--- stderr
ply.tgn:2:11: error: Position: TPN field 7 (ply): ply number out of range; nothing to replay [bad-position]
--- exit 1
END
# The largest ply number accepted: LONG_MAX / 4, so that counting on from
# it cannot overflow.
printf '[Event "p"]\n[Position "%s 2305843009213693951"]\n\nWB:c3-c4\n' "$tpn" > ply2.tgn
expect "largest ply in a Position TPN" "$talat" check ply2.tgn <<'END'
ply2.tgn: 1 game: 0 complete, 1 unfinished, 0 invalid
--- stderr
ply2.tgn:1:1: warning: the game is unfinished: it stops after ply 2305843009213693951, with B to act, and no Termination tag says why [unfinished-game]
ply2.tgn:4:1: warning: ply 2305843009213693951 (W): WB:c3-c4: board WB is dead since ply 2305843009213693950 but nobody declared it frozen [dead-board-undeclared]
ply2.tgn:4:1: warning: board WB is dead since ply 2305843009213693950, but the record ends without declaring it (freeze WB); the game stays unfinished [dead-board-undeclared]
--- exit 0
END
printf '[Event "p"]\n[Position "%s 2305843009213693952"]\n\nWB:c3-c4\n' "$tpn" > ply3.tgn
expect "ply one beyond the largest" "$talat" check ply3.tgn <<'END'
ply3.tgn: 1 game: 0 complete, 0 unfinished, 1 invalid
--- stderr
ply3.tgn:2:11: error: Position: TPN field 7 (ply): ply number out of range; nothing to replay [bad-position]
--- exit 1
END

# A Position at LONG_MAX: refused by the replay, and fmt, which writes it
# as it was, numbers the rounds from 1 rather than overflowing into
# negative round numbers (issue 13).
printf '[Event "p"]\n[Position "%s 9223372036854775807"]\n\nWB:c3-c4 BG:c2-c1 GW:d1-d2 WB:c4-c5 BG:c1-b1\n' "$tpn" > plymax.tgn
expect "fmt of a Position at LONG_MAX" "$talat" fmt plymax.tgn <<END
[Event "p"]
[Position "$tpn 9223372036854775807"]

1. WB:c3-c4 BG:c2-c1 GW:d1-d2
2. WB:c4-c5 BG:c1-b1
--- stderr
--- exit 0
END
# '-' to act is the end of the game, which takes two frozen boards
# (issue 20): a TPN saying so with none or one is refused.
over='5/5/2WM42/5/5 5/2GS32/5/2BM42/5 5/1WS43/5/5/GM44 - GS4,GS6,GM3,GM6,GL3,GL4,GL6/WS3,WS6,WM3,WM6,WL3,WL4,WL6/BS3,BS4,BS6,BM3,BM6,BL3,BL4,BL6'
printf '[Event "p"]\n[Position "%s - 30"]\n\n' "$over" > over0.tgn
expect "game over without a frozen board" "$talat" check over0.tgn <<'END'
over0.tgn: 1 game: 0 complete, 0 unfinished, 1 invalid
--- stderr
over0.tgn:2:11: error: Position: TPN field 4 (to act): '-' means the game is over, which needs two frozen boards; field 6 (frozen) names none; nothing to replay [bad-position]
--- exit 1
END
expect "frozen: game over with one frozen board" "$talat" frozen "$over WB 30" <<'END'
--- stderr
talat frozen: TPN field 4 (to act): '-' means the game is over, which needs two frozen boards; field 6 (frozen) names only one
--- exit 2
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
expect "100,000 games" "$talat" check many.tgn <<'END'
many.tgn: 100000 games: 100 complete, 99900 unfinished, 0 invalid
--- stderr
--- exit 0
END
stdin=many.tgn
expect "100,000 games through fmt and standard input" sh -c "'$talat' fmt | '$talat' check" <<'END'
<stdin>: 100000 games: 100 complete, 99900 unfinished, 0 invalid
--- stderr
--- exit 0
END
stdin=

# 1,000 complete games, the 500th with a syntax error: it alone is
# invalid; the 999 others are read, replayed and reported in full. Each
# has a White of its own (no game repeats another).
awk -v pos="$position" 'BEGIN {
	for (i = 1; i <= 1000; i++)
		printf "[Event \"e\"]\n[Round \"%d\"]\n[White \"P%d\"]\n[Position \"%s\"]\n[Score \"W 35, B 40, G 40\"]\n[Winner \"G\"]\n\n34. freeze WB %sfreeze GW\n", i, i, pos, i == 500 ? "Q9 " : ""
}' > broken.tgn
expect "one broken game among 1,000" "$talat" check broken.tgn <<'END'
broken.tgn: 1000 games: 999 complete, 0 unfinished, 1 invalid
--- stderr
broken.tgn:4000:15: error: expected a ply such as WB:c1-c2, found 'Q9' [expected-ply]
34. freeze WB Q9 freeze GW
              ^
--- exit 1
END
expect "one broken game among 1,000: score reports all" sh -c "
	'$talat' score broken.tgn > score.out 2>/dev/null
	st=\$?
	grep -c '^broken.tgn: game [0-9]* (line [0-9]*): complete\$' score.out
	grep '^broken.tgn: game [0-9]* (line [0-9]*): [iu]' score.out
	exit \$st" <<'END'
999
broken.tgn: game 500 (line 3993): invalid, provisional scores
--- stderr
--- exit 1
END

expect "one broken game among 1,000: yaml reports all" sh -c "
	'$talat' yaml broken.tgn > broken.yaml
	st=\$?
	grep -c '^game: ' broken.yaml
	grep '^status: ' broken.yaml | sort | uniq -c | sed 's/^ *//'
	awk '/^game: /{g=\$2} /^status: invalid/{print \"game\", g}' broken.yaml
	awk '/^game: 500\$/{f=1} /^game: 501\$/{f=0} /^source_text:/{d=0} f&&/^diagnostics:/{d=1} f&&d' broken.yaml
	grep -c '^source_text: ' broken.yaml
	exit \$st" <<'END'
1000
999 status: complete
1 status: invalid
game 500
diagnostics:
- severity: error
  code: expected-ply
  line: 4000
  column: 15
  message: expected a ply such as WB:c1-c2, found 'Q9'
1
--- stderr
broken.tgn:4000:15: error: expected a ply such as WB:c1-c2, found 'Q9' [expected-ply]
34. freeze WB Q9 freeze GW
              ^
--- exit 1
END

# --- from-yaml on YAML that is no summary ------------------------------------
printf 'game: 1\n\377\n' > notutf8.yaml
expect "from-yaml: invalid UTF-8" "$talat" from-yaml notutf8.yaml <<'END'
--- stderr
notutf8.yaml:2:1: error: invalid leading UTF-8 octet (#FF at byte 8) [yaml-syntax]
--- exit 1
END
printf -- '- 1\n' > list.yaml
expect "from-yaml: a list, not a game" "$talat" from-yaml list.yaml <<'END'
--- stderr
list.yaml:1:1: error: a game must be a mapping [yaml-type]
--- exit 1
END
printf 'game: [\n' > open.yaml
expect "from-yaml: unterminated flow sequence" "$talat" from-yaml open.yaml <<'END'
--- stderr
open.yaml:2:1: error: did not find expected node content while parsing a flow node [yaml-syntax]
--- exit 1
END
cp "$srcdir/fuzz/regress/yaml/comment_brace_and_line_break.yaml" comment.yaml
expect "from-yaml: a comment TGN cannot hold" "$talat" from-yaml comment.yaml <<'END'
--- stderr
comment.yaml:10:3: error: a comment cannot hold both '}' and a line break (TGN has no way to write it) [yaml-value]
--- exit 1
END
expect "from-yaml: empty input" "$talat" from-yaml /dev/null <<'END'
--- stderr
--- exit 0
END

# --- from-yaml: several files, standard input, derived keys checked --------
"$talat" yaml rec.tgn > rec.yaml
"$talat" fmt rec.tgn > rec.fmt
printf 'tags: {}\nplies: [{action: place, tower: BS6, board: WB, to: c1}]\n' > colour.yaml
expect "from-yaml: a tower of the wrong colour" "$talat" from-yaml colour.yaml <<'END'
--- stderr
colour.yaml:2:32: error: tower 'BS6' does not match the replay, which gives 'WS6' [yaml-mismatch]
--- exit 1
END
printf 'tags: {}\nplies: [{action: place, tower: WS6, board: WB, to: c1}]\n' > minimal.yaml
expect "from-yaml: tags and plies are enough" "$talat" from-yaml minimal.yaml <<'END'
1. S6@WB:c1
--- stderr
--- exit 0
END
# The tower's colour is derived too: a placement may give its type alone.
printf 'tags: {}\nplies: [{action: place, tower: S6, board: WB, to: c1}]\n' > typeonly.yaml
expect "from-yaml: a placement's type without its colour" "$talat" from-yaml typeonly.yaml <<'END'
1. S6@WB:c1
--- stderr
--- exit 0
END
printf 'tags: {}\nplies: [{action: place, tower: S7, board: WB, to: c1}]\n' > badtype.yaml
expect "from-yaml: a placement's type that is no type" "$talat" from-yaml badtype.yaml <<'END'
--- stderr
badtype.yaml:2:32: error: tower must be a tower type such as L6 [yaml-value]
--- exit 1
END
sed 's/^status: .*/status: complete/' rec.yaml > status.yaml
expect "from-yaml: a status the replay does not give" "$talat" from-yaml status.yaml <<END
--- stderr
status.yaml:$(grep -n '^status:' rec.yaml | cut -d: -f1):9: error: status 'complete' does not match the replay, which gives 'unfinished' [yaml-mismatch]
--- exit 1
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
	fail "points.yaml was not made as meant"
expect "from-yaml: scores with their points only" "$talat" from-yaml points.yaml <<END
$(cat two.fmt)
--- stderr
--- exit 0
END
awk '/^    points:/ && !done { print "    points: 7"; done = 1; next } { print }' \
    points.yaml > badpoints.yaml
expect "from-yaml: a score's points the replay does not give" "$talat" from-yaml badpoints.yaml <<END
--- stderr
badpoints.yaml:$(grep -n '^    points: 7' badpoints.yaml | cut -d: -f1):13: error: points '7' does not match the replay, which gives '$(grep -m1 '^    points:' two.yaml | sed 's/.*: //')' [yaml-mismatch]
--- exit 1
END
stdin=minimal.yaml expect "from-yaml: files, an error in one, standard input as -" "$talat" from-yaml rec.yaml colour.yaml - rec.yaml <<END
$(cat rec.fmt)
*

1. S6@WB:c1

$(cat rec.fmt)
--- stderr
colour.yaml:2:32: error: tower 'BS6' does not match the replay, which gives 'WS6' [yaml-mismatch]
--- exit 1
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
expect "from-yaml: billion laughs" "$talat" from-yaml laughs.yaml <<'END'
--- stderr
laughs.yaml:6:16: error: aliases repeat more than 1000000 nodes and bytes of the document (an alias bomb?) [yaml-too-large]
--- exit 1
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
expect "from-yaml: alias bomb in the comments" "$talat" from-yaml bomb.yaml <<'END'
--- stderr
bomb.yaml:8:4946: error: aliases repeat more than 1000000 nodes and bytes of the document (an alias bomb?) [yaml-too-large]
--- exit 1
END
printf 'game: &a [1, [*a]]\n' > recursive.yaml
expect "from-yaml: recursive alias" "$talat" from-yaml recursive.yaml <<'END'
--- stderr
recursive.yaml:1:15: error: found an alias inside the node it refers to (a recursive alias) [yaml-syntax]
--- exit 1
END
# 80,000 nested flow sequences (took 15 s), then block ones.
{ printf 'game: '; ch '[' 80000; ch ']' 80000; echo; } > deep.yaml
expect "from-yaml: 80,000 nested flow sequences" "$talat" from-yaml deep.yaml <<'END'
--- stderr
deep.yaml:1:70: error: collections nested deeper than 64 levels [yaml-too-large]
--- exit 1
END
{ printf 'game:\n'; i=0; while [ $i -lt 100 ]; do printf -- '- '; i=$((i + 1)); done; echo x; } > deepblock.yaml
expect "from-yaml: 100 nested block sequences" "$talat" from-yaml deepblock.yaml <<'END'
--- stderr
deepblock.yaml:2:127: error: collections nested deeper than 64 levels [yaml-too-large]
--- exit 1
END
{ printf 'game:\n'; i=0; while [ $i -lt 63 ]; do printf -- '- '; i=$((i + 1)); done; echo x; } > deep63.yaml
expect "from-yaml: 64 levels are allowed" "$talat" from-yaml deep63.yaml <<'END'
--- stderr
deep63.yaml:1:1: error: missing key 'tags' in a game [yaml-missing-key]
--- exit 1
END

# --- files that cannot be read ----------------------------------------------
expect "missing file" "$talat" check nosuch.tgn <<'END'
--- stderr
talat check: nosuch.tgn: No such file or directory
--- exit 2
END
mkdir adir
expect "a directory without records" "$talat" check adir <<'END'
--- stderr
talat check: adir: no *.tgn file below it
--- exit 2
END
# The other files are still read, and the status is the worst.
expect "missing file among others" "$talat" check rec.tgn nosuch.tgn <<'END'
rec.tgn: 1 game: 0 complete, 1 unfinished, 0 invalid
--- stderr
talat check: nosuch.tgn: No such file or directory
--- exit 2
END
stdin=adir
expect "a directory as standard input" "$talat" check <<'END'
<stdin>: 0 games: 0 complete, 0 unfinished, 0 invalid
--- stderr
talat check: <stdin>: Is a directory
--- exit 2
END
expect "a directory as standard input: yaml" "$talat" yaml <<'END'
--- stderr
talat yaml: <stdin>: Is a directory
--- exit 2
END
stdin=
: > empty.tgn
expect "empty file" "$talat" check empty.tgn /dev/null <<'END'
empty.tgn: 0 games: 0 complete, 0 unfinished, 0 invalid
/dev/null: 0 games: 0 complete, 0 unfinished, 0 invalid
total: 2 files, 0 games: 0 complete, 0 unfinished, 0 invalid
--- stderr
--- exit 0
END
expect "empty file: yaml writes nothing" "$talat" yaml empty.tgn <<'END'
--- stderr
--- exit 0
END
cp rec.tgn locked.tgn
chmod 000 locked.tgn
if cat locked.tgn >/dev/null 2>&1; then
	# root reads anything: a path through a regular file fails instead.
	skip "unreadable file (mode 000)" "permissions do not bite (root)"
	expect "path through a file" "$talat" check rec.tgn/x.tgn <<'END'
--- stderr
talat check: rec.tgn/x.tgn: Not a directory
--- exit 2
END
else
	expect "unreadable file (mode 000)" "$talat" check locked.tgn <<'END'
--- stderr
talat check: locked.tgn: Permission denied
--- exit 2
END
fi
chmod 644 locked.tgn

# --- output that cannot be written ------------------------------------------
if [ -w /dev/full ]; then
	# full CMD ARGS MESSAGE: CMD ARGS > /dev/full exits 2 with MESSAGE.
	full() {
		expect "$1 > /dev/full" sh -c "'$talat' $1 $2 > /dev/full" <<END
--- stderr
$3
--- exit 2
END
	}
	nospace="No space left on device"
	full check rec.tgn "talat check: write error on standard output: $nospace"
	full score rec.tgn "talat score: write error on standard output: $nospace"
	full show rec.tgn "talat show: write error on standard output: $nospace"
	full yaml rec.tgn "talat yaml: write error on standard output: $nospace"
	full fmt rec.tgn "talat fmt: write error on standard output: $nospace"
	"$talat" yaml rec.tgn > rec.yaml
	full from-yaml rec.yaml "talat from-yaml: write error on standard output: $nospace"
	full gen "--games 3" "talat gen: write error on standard output: $nospace"
	full fix rec.tgn "talat fix: write error on standard output: $nospace"
	full select rec.tgn "talat select: write error on standard output: $nospace"
	full standings rec.tgn "talat standings: write error on standard output: $nospace"
	# (a build without talat html's engine writes no page)
	if [ "${ENABLE_WASM:-yes}" != no ]; then
		full html rec.tgn "talat html: write error on standard output: $nospace"
	fi
	full "diff --format yaml" "rec.tgn rec.tgn" "talat diff: write error on standard output: $nospace"
	full frozen "'$tpn 100'" "talat frozen: write error on standard output: $nospace"
	full --version "" "talat: write error on standard output: $nospace"
	full "check --help" "" "talat check: write error on standard output: $nospace"
	# More output than a stdio buffer holds: the error comes mid-run.
	full yaml many.tgn "talat yaml: write error on standard output: $nospace"
	full score many.tgn "talat score: write error on standard output: $nospace"
	full fmt "many.tgn many.tgn" "talat fmt: write error on standard output: $nospace"
	full gen "--games 300" "talat gen: write error on standard output: $nospace"
	full select many.tgn "talat select: write error on standard output: $nospace"
else
	skip "output to /dev/full" "no writable /dev/full"
fi

finish
