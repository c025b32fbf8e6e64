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

# Invisible and direction-steering characters (Unicode Cf, issue 34): a
# zero-width space makes a second "Gus", a right-to-left override turns
# the score after a name around. Shown escaped, and check warns.
sed -e 's/^\[White "[^"]*"\]/[White "Gus\xe2\x80\x8b"]/' \
    -e 's/^\[Black "[^"]*"\]/[Black "Eve\xe2\x80\xae"]/' \
    -e 's/^\[Grey "[^"]*"\]/[Grey "Ida\xef\xbb\xbf\xf3\xa0\x80\x81"]/' \
    "$rec" > z.tgn
run 0 "$talat" standings z.tgn
sed -n '9,12p' out > got
file_is invisible-standings got <<'EOF'
Head to head (games ahead, behind, level on points):
  Gus\u200B  Eve\u202E            1-0-0
  Gus\u200B  Ida\uFEFF\U000E0001  1-0-0
  Eve\u202E  Ida\uFEFF\U000E0001  1-0-0
EOF
run 0 "$talat" check z.tgn
sed 's/, an invisible.*\[/ [/' err > got
file_is invisible-check got <<'EOF'
z.tgn:3:8: warning: the value of White holds U+200B [invisible-char]
z.tgn:4:8: warning: the value of Black holds U+202E [invisible-char]
z.tgn:5:7: warning: the value of Grey holds U+FEFF [invisible-char]
EOF

# File names (issue 34): a record found under a directory may be named
# to erase the line of its error and forge the summary. Every line that
# names it shows its controls escaped.
mkdir fn
cp "$srcdir/records/invalid/invalid_freeze.tgn" \
    "fn/$(printf 'a\033[2K\033[1A\rtotal: 0 invalid\n.tgn')"
cp "$rec" "fn/$(printf 'b\033]0;t\007.tgn')"
run 1 "$talat" check fn
sed 's/: after ply .*//' err > got
file_is filename-check-err got <<'EOF'
fn/a\x1B[2K\x1B[1A\x0Dtotal: 0 invalid\x0A.tgn:35:75: error
EOF
file_is filename-check-out out <<'EOF'
fn/a\x1B[2K\x1B[1A\x0Dtotal: 0 invalid\x0A.tgn: 1 game: 0 complete, 0 unfinished, 1 invalid
fn/b\x1B]0;t\x07.tgn: 1 game: 1 complete, 0 unfinished, 0 invalid
total: 2 files, 2 games: 1 complete, 0 unfinished, 1 invalid
EOF
run 1 "$talat" score fn
grep -e '^fn' -e 'why' out | sed 's/: after ply .*//; s/(line 1): .*/(line 1)/' > got
file_is filename-score got <<'EOF'
fn/a\x1B[2K\x1B[1A\x0Dtotal: 0 invalid\x0A.tgn: game 1 (line 1)
  why: fn/a\x1B[2K\x1B[1A\x0Dtotal: 0 invalid\x0A.tgn:35:75
fn/b\x1B]0;t\x07.tgn: game 1 (line 1)
EOF
run 1 "$talat" standings fn
grep '^  fn' out > got
file_is filename-standings got <<'EOF'
  fn/a\x1B[2K\x1B[1A\x0Dtotal: 0 invalid\x0A.tgn:1 (game 1): invalid
EOF
run 2 "$talat" check "$(printf 'no\033[2Kfile.tgn')"
file_is filename-error err <<'EOF'
talat check: no\x1B[2Kfile.tgn: No such file or directory
EOF
run 1 "$talat" fmt --check fn
file_is filename-fmt out <<'EOF'
fn/a\x1B[2K\x1B[1A\x0Dtotal: 0 invalid\x0A.tgn
EOF
run 0 "$talat" adjudicate "fn/$(printf 'b\033]0;t\007.tgn')"
sed -n 1p out > got
file_is filename-adjudicate got <<'EOF'
fn/b\x1B]0;t\x07.tgn: game 1 (line 1): the game is over after ply 93
EOF
run 1 "$talat" diff "fn/$(printf 'b\033]0;t\007.tgn')" \
    "fn/$(printf 'a\033[2K\033[1A\rtotal: 0 invalid\n.tgn')"
sed -n '1,2p' out > got
file_is filename-diff got <<'EOF'
a: fn/b\x1B]0;t\x07.tgn, game 1 (line 1)
b: fn/a\x1B[2K\x1B[1A\x0Dtotal: 0 invalid\x0A.tgn, game 1 (line 1)
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
