#!/bin/sh
# SPDX-License-Identifier: ISC
# term_escape.sh: no record acts on the terminal (issue 24). Control
# characters of a record (C0 but tab, DEL, C1 also when UTF-8 encoded)
# reach the screen escaped, \x1B and \u009B, in every text output that
# carries record text: diagnostics (check, show, fix, score), their
# source lines and carets, standings, diff, score and score --explain,
# frozen, from-yaml; YAML output escapes them its own way. Nor does one
# act in a spreadsheet: standings --format csv keeps formulas as text.
# Exact bytes.
. "${top_srcdir:-.}/tests/lib.sh"
cd "$tmp" || exit 99
rec=$srcdir/records/valid/three_player_2.tgn

# The issue's reproducer: a title, a cursor move and an erased line in a
# Date tag, on a game that passes.
sed 's/^\[Date "[^"]*"\]/[Date "\x1b]0;pwned\x07\x1b[1A\x1b[2K"]/' "$rec" > t.tgn
run 0 "$talat" check t.tgn
file_is check-stderr err <<'EOF'
t.tgn:2:7: warning: Date "\x1B]0;pwned\x07\x1B[1A\x1B[2K" is not of the form YYYY.MM.DD (with ? for unknown digits) [bad-date]
EOF
run 0 "$talat" show t.tgn
file_is show-stderr err <<'EOF'
t.tgn:2:7: warning: Date "\x1B]0;pwned\x07\x1B[1A\x1B[2K" is not of the form YYYY.MM.DD (with ? for unknown digits) [bad-date]
EOF

# A source line with ESC and U+009B (UTF-8), its caret under the error.
printf '[Event "x"]\n1. L6@WB:c1 { \033[2K\302\233 } M4@BG:z1\n' > s.tgn
run 1 "$talat" check s.tgn
file_is source-stderr err <<'EOF'
s.tgn:2:29: error: expected a file a-e after 'M4@BG:' [bad-square]
1. L6@WB:c1 { \x1B[2K\u009B } M4@BG:z1
                                    ^
EOF
# A control character the scanner quotes, and DEL.
printf '[Event "x\177"]\n1. L6@WB:c1 M4@BG:b1\001\n' > n.tgn
run 1 "$talat" check n.tgn
file_is scanner-stderr err <<'EOF'
n.tgn:2:21: error: unexpected '\x01' after 'M4@BG:b1' [unexpected-after-ply]
1. L6@WB:c1 M4@BG:b1\x01
                    ^
EOF

# Player names in standings (text, and YAML's own escapes), diff.
sed 's/^\[White "[^"]*"\]/[White "Gus\x1b[31m\xc2\x9b\x7f"]/' "$rec" > e.tgn
run 0 "$talat" standings e.tgn
file_is standings out <<'EOF'
Ulm club night
==============

Rank  Player                 Games  Wins  Points  Captured
   1  Gus\x1B[31m\u009B\x7F      1  1.00      26         4
   2  Quentin                    1  0.00      22         2
   3  Émile                      1  0.00      19         2

Head to head (games ahead, behind, level on points):
  Gus\x1B[31m\u009B\x7F  Quentin  1-0-0
  Gus\x1B[31m\u009B\x7F  Émile    1-0-0
  Quentin                Émile    1-0-0
EOF
run 0 "$talat" standings --format yaml e.tgn
grep '^  player: "Gus' out > got
file_is standings-yaml got <<'EOF'
  player: "Gus\x1B[31m\u009B\x7F"
EOF
run 1 "$talat" diff e.tgn t.tgn
sed -n '3,5p' out > got
file_is diff got <<'EOF'
Tags that differ:
  Date: a "2011.04.05", b "\x1B]0;pwned\x07\x1B[1A\x1B[2K"
  White: a "Gus\x1B[31m\u009B\x7F", b "Gus"
EOF

# An error quoting a tag: score's why, fix's message.
sed 's/^\[Order "[^"]*"\]/[Order "W\x1b[2KB G"]/' "$rec" > o.tgn
run 1 "$talat" score o.tgn
file_is score out <<'EOF'
o.tgn: game 1 (line 1): invalid, nothing to replay
  why: o.tgn:6:8: Order "W\x1B[2KB G" must name W, B and G once each, separated by spaces; nothing to replay
  winner: none can be given: the game is invalid

EOF
run 1 "$talat" fix o.tgn
file_is fix err <<'EOF'
o.tgn:6:8: error: Order "W\x1B[2KB G" must name W, B and G once each, separated by spaces; nothing to replay [bad-order]
EOF

# score --explain: the other freeze mode's first error.
{ cat "$srcdir/records/valid/action_on_dead_board_warns.tgn"
  printf 'X\033[2KY\n'; } > x.tgn
run 1 "$talat" score --explain x.tgn
grep '  first error' out > got
file_is explain got <<'EOF'
      first error: line 5, column 1: expected a ply such as WB:c1-c2, found 'X\x1B' [expected-ply]
      first error: line 4, column 5: ply 100 (W): WB:c4-c5: board WB is frozen: no tower may act on it [board-frozen]
EOF

# frozen: a TPN's error quotes it.
printf 'x\033y - - - W 0 1\n' > tpn
run 2 sh -c "\"$talat\" frozen < tpn"
file_is frozen err <<'EOF'
talat frozen: <stdin>:1: TPN field 1 (board WB): 'x\x1By' is not a tower name such as WL6
EOF

# from-yaml: a value that does not match the replay is quoted.
"$talat" yaml "$rec" |
    sed 's|^final_position: \(.*\)$|final_position: "\\e[2K\1"|' > f.yaml
run 1 "$talat" from-yaml f.yaml
cut -c1-60 err > got
file_is from-yaml got <<'EOF'
f.yaml:793:17: error: final_position '\x1B[2K3WL4BL4/3WS61/W
EOF

# A spreadsheet: standings --format csv keeps a formula-like event or
# player text with a leading '; its own numbers stay numbers.
sed 's/^\[Event "[^"]*"\]/[Event "-2+3"]/
s/^\[White "[^"]*"\]/[White "=HYPERLINK(\\"http:\/\/x\\",\\"y\\")"]/
s/^\[Black "[^"]*"\]/[Black "+1"]/
s/^\[Grey "[^"]*"\]/[Grey "@SUM(A1)"]/' "$rec" > c.tgn
run 0 "$talat" standings --format csv c.tgn
file_is csv out <<'EOF'
event,rank,player,games,wins,points,captured
'-2+3,1,"'=HYPERLINK(""http://x"",""y"")",1,1.00,26,4
'-2+3,2,'+1,1,0.00,22,2
'-2+3,3,'@SUM(A1),1,0.00,19,2
EOF

finish
