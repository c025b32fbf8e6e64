#!/bin/sh
# SPDX-License-Identifier: ISC
# pair.sh: talat pair on event files (issue 37): a round written into
# the file with the rest kept byte for byte; --check on a seating that is
# not optimal (exit 1) and on the one written (exit 0); a round already
# there, an unknown --absent; a `rounds` in flow style rewritten in block
# style; a whole document in flow style rewritten canonically.
. "${top_srcdir:-.}/tests/lib.sh"
cd "$tmp" || exit 99

cp "$srcdir/records/pair/club.yaml" club.yaml
cp club.yaml before.yaml
run 0 "$talat" pair club.yaml
head -10 club.yaml >head.yaml
file_is "the file kept" head.yaml before.yaml
run 0 "$talat" event club.yaml
run 0 "$talat" pair --check club.yaml
out_is "--check on what pair wrote" "written: 0 0 4 0; best: 0 0 4 0
optimal"
run 2 "$talat" pair --round 1 club.yaml
err_is "a round there" "talat pair: club.yaml has a round 1 already (--check judges it)"

# Round 2 by hand: Ada and Ben, Fay and Gus meet again (criterion 1:
# 2), Emil, Fay and Gus at tables of two again (3), spread 3 + 2 + 1 by
# the roster order (no game yet), colours and places repeated (10).
cat club.yaml - >hand.yaml <<'YAML'
  - round: 2
    tables:
      - {table: 1, White: Ada, Black: Ben, Grey: Dora, Order: W B G}
      - {table: 2, White: Cid, Black: Emil, Zihin: G, Order: W B}
      - {table: 3, White: Fay, Black: Gus, Zihin: G, Order: W B}
YAML
run 1 "$talat" pair --check hand.yaml
out_is "--check on a repeat" "written: 2 3 6 10; best: 0 2 11 0
not optimal: repeat meetings is 2 where 0 can be reached
table 1: its colours and Order give 4 on turn order and colour where 0 can be reached
table 2: its colours and Order give 2 on turn order and colour where 0 can be reached
table 3: its colours and Order give 4 on turn order and colour where 0 can be reached"

# Written in place as fmt --in-place writes: through a symbolic link
# (the link kept), the file's mode kept, a file NAME.tmp left alone.
mkdir linked &&
cp "$srcdir/records/pair/club.yaml" linked/real.yaml &&
chmod 600 linked/real.yaml && ln -s real.yaml linked/link.yaml &&
echo mine >linked/real.yaml.tmp || exit 99
run 0 "$talat" pair linked/link.yaml
assert "through a link: the link kept" test -L linked/link.yaml
file_is "through a link: the file written" linked/real.yaml club.yaml
is "the mode kept" "$(stat -c %a linked/real.yaml)" 600
text_is "NAME.tmp left alone" linked/real.yaml.tmp "mine"

run 2 "$talat" pair --absent Zed club.yaml
err_is "--absent unknown" "talat pair: --absent Zed: no such player in the roster"

# Two absent of seven: five players, a table of three and one of two.
cp "$srcdir/records/pair/club.yaml" five.yaml
run 0 "$talat" pair --absent Ada --absent Gus five.yaml
out_is "five players" "round 1: 5 players, proven optimal
table 1: W Ben, B Cid, G Dora; Order W B G
  #new=3&Event=Club%20night&Round=1&White=Ben&Black=Cid&Grey=Dora&Order=W%20B%20G
table 2: W Emil, B Fay; Zihin G; Order W B
  #new=2&Event=Club%20night&Round=1&White=Emil&Black=Fay&Zihin=G&Order=W%20B
five.yaml: round 1 added; the rest of the file is as it was"

# `rounds` in flow style: rewritten in block style with the round added,
# its comments on lines of their own before their round, a quoted name
# over two lines kept (indented anew), the rest of the file as it was.
cat >flow.yaml <<'YAML'
event: Club
players: [Ada Lovelace, Ben, "Cid: the third", Dora, Emil]
rounds:   # flow, by hand
  [ {round: 1,   # the first
     tables: [ {table: 1, White: "Ada
        Lovelace", Black: Ben, Grey: 'Cid: the third'},   # a comment
               {table: 2, White: Dora, Black: Emil, Zihin: G, Order: B W} ] } ]  # end
rulings: []  # none yet
YAML
run 0 "$talat" pair flow.yaml
err_is "flow style said" "talat pair: flow.yaml: its rounds were written in flow style ([...]): rewritten in block style, a round's keys and tables a line each
talat pair: flow.yaml: 4 comments inside them are now on lines of their own, before their rounds"
cat >flow.want <<'YAML'
event: Club
players: [Ada Lovelace, Ben, "Cid: the third", Dora, Emil]
rounds:
  # flow, by hand
  # the first
  # a comment
  - round: 1
    tables:
      - {table: 1, White: "Ada
          Lovelace", Black: Ben, Grey: 'Cid: the third'}
      - {table: 2, White: Dora, Black: Emil, Zihin: G, Order: B W}
  # end
  - round: 2
    tables:
      # #new=3&Event=Club&Round=2&White=Ben&Black=Ada%20Lovelace&Grey=Dora&Order=W%20B%20G
      - {table: 1, White: Ben, Black: Ada Lovelace, Grey: Dora, Order: W B G}
      # #new=2&Event=Club&Round=2&White=Cid%3A%20the%20third&Grey=Emil&Zihin=B&Order=W%20G
      - {table: 2, White: "Cid: the third", Grey: Emil, Zihin: B, Order: W G}
rulings: []  # none yet
YAML
file_is "flow style rewritten" flow.yaml flow.want
run 0 "$talat" pair --check flow.yaml
out_is "--check on the rewritten file" "written: 1 1 5 0; best: 1 1 5 0
optimal"

# An empty flow list, no comments, no line break at the end; quoted keys.
printf 'event: E\nplayers: [A, B, C, D]\nrounds: [{"round": 1, "tables": [{"table": 1, White: A, Black: B, Zihin: G}, {table: 2, White: C, Black: D, Zihin: G}]}]' >keys.yaml
run 0 "$talat" pair keys.yaml
err_is "no comments: one line" "talat pair: keys.yaml: its rounds were written in flow style ([...]): rewritten in block style, a round's keys and tables a line each"
printf '%s\n' 'event: E' 'players: [A, B, C, D]' 'rounds:' '  - "round": 1' \
    '    "tables":' '      - {"table": 1, White: A, Black: B, Zihin: G}' \
    '      - {table: 2, White: C, Black: D, Zihin: G}' '  - round: 2' \
    '    tables:' \
    '      # #new=2&Event=E&Round=2&White=D&Black=A&Zihin=G&Order=W%20B' \
    '      - {table: 1, White: D, Black: A, Zihin: G, Order: W B}' \
    '      # #new=2&Event=E&Round=2&White=B&Black=C&Zihin=G&Order=W%20B' \
    '      - {table: 2, White: B, Black: C, Zihin: G, Order: W B}' >keys.want
file_is "quoted keys kept" keys.yaml keys.want

# An event file whose lines end in CR LF (records/event/crlf.yaml, a
# blank line between its rounds): the round added after the last round,
# its lines ending in CR LF too, the rest byte for byte. So with rounds
# in flow style, rewritten in block style.
cr=$(printf '\r')
cp "$srcdir/records/event/crlf.yaml" crlf.yaml
run 0 "$talat" pair crlf.yaml
none "CR LF: the lines without CR" "$(grep -vn "$cr\$" crlf.yaml)"
none "CR LF: the rest as it was" "$(awk '/^  - round: 3/ { r = 1; next }
    r && /^    / { next } { r = 0; print }' crlf.yaml |
    cmp - "$srcdir/records/event/crlf.yaml" 2>&1)"
run 0 "$talat" pair --check crlf.yaml
printf 'event: E\r\nplayers: [A, B, C, D E]\r\nrounds: [  # flow\r\n  {round: 1, tables: [{table: 1, White: A, Black: B, Zihin: G}, {table: 2, White: C, Black: "D\r\n   E", Zihin: G}]}]\r\nrulings: []\r\n' >crflow.yaml
run 0 "$talat" pair crflow.yaml
none "CR LF, flow style: the lines without CR" \
    "$(grep -vn "$cr\$" crflow.yaml)"
run 0 "$talat" pair --check crflow.yaml

# A whole document in flow style (issue 35, event.md section 6): no
# `rounds:` line to extend, so the file is rewritten canonically (every
# mapping and list in block style, the values as they were) with the
# round added, and that said; its comments cannot be kept and are
# dropped, and that said. The standings are as before, plus the new
# round's tables (no game yet). (Until now such a file was refused.)
cp "$srcdir/records/pair/flowdoc.yaml" \
    "$srcdir/records/event/adjourned/round1.tgn" .
"$talat" standings --event flowdoc.yaml >st0.txt 2>&1
run 0 "$talat" pair flowdoc.yaml
err_is "flow document: the rewrite said" "talat pair: flowdoc.yaml: the file as written cannot take the round: rewritten canonically, every mapping and list in block style, the values as they were
talat pair: flowdoc.yaml: 2 comments could not be kept: dropped"
out_is "flow document: the seating printed" "round 2: 6 players, proven optimal
table 1: W Cyd, B Dee, G Ada; Order B W G
  #new=3&Event=Club%20night&Round=2&White=Cyd&Black=Dee&Grey=Ada&Order=B%20W%20G
table 2: W Bob, B Fay, G Eve; Order B W G
  #new=3&Event=Club%20night&Round=2&White=Bob&Black=Fay&Grey=Eve&Order=B%20W%20G
flowdoc.yaml: round 2 added; the rest of the file means what it did"
file_is "flow document rewritten canonically" flowdoc.yaml <<'YAML'
event: Club night
site: Utrecht
games:
- round1.tgn
players:
- Ada
- Bob
- Cyd
- Dee
- Eve
- Fay
rounds:
- round: 1
  tables:
  - table: 1
    White: Ada
    Black: Bob
    Grey: Cyd
    Order: B W G
  - table: 2
    White: Dee
    Black: Eve
    Grey: Fay
    Order: B W G
- round: 2
  tables:
    # #new=3&Event=Club%20night&Round=2&White=Cyd&Black=Dee&Grey=Ada&Order=B%20W%20G
    - {table: 1, White: Cyd, Black: Dee, Grey: Ada, Order: B W G}
    # #new=3&Event=Club%20night&Round=2&White=Bob&Black=Fay&Grey=Eve&Order=B%20W%20G
    - {table: 2, White: Bob, Black: Fay, Grey: Eve, Order: B W G}
rulings:
- round: 1
  table: 2
  ruling: adjudicated
  points:
    W: 31
    B: 18
    G: 23
  reason: "adjourned at 23:00"
YAML
"$talat" standings --event flowdoc.yaml >st1.txt 2>&1
sed -e '13a\
Not counted:\
  round 2, table 1: no game\
  round 2, table 2: no game\
' -e '/^ *[0-9]  *[A-Z][a-z]*  *1[WBG] /s/$/ /' \
    -e 's/^\(  *1\)$/\1        2/' st0.txt >st1.want
file_is "flow document: the standings as before, round 2's tables added" \
    st1.txt st1.want
run 0 "$talat" pair --check flowdoc.yaml
run 0 "$talat" event flowdoc.yaml

# No comments: none said dropped; an empty list stays `[]` and takes
# the round as a list in flow style does. A quoted key that reads back
# as itself plain ("rounds") is written plain.
printf '{event: E, players: [A, B, C], rounds: []}\n' >doc.yaml
run 0 "$talat" pair doc.yaml
err_is "flow document, no comments" "talat pair: doc.yaml: the file as written cannot take the round: rewritten canonically, every mapping and list in block style, the values as they were"
cat >doc.want <<'YAML'
event: E
players:
- A
- B
- C
rounds:
  - round: 1
    tables:
      # #new=3&Event=E&Round=1&White=A&Black=B&Grey=C&Order=W%20B%20G
      - {table: 1, White: A, Black: B, Grey: C, Order: W B G}
YAML
file_is "flow document: the round added" doc.yaml doc.want
printf 'event: E  # the name\nplayers: [A, B, C]\n"rounds": []\n' >q.yaml
run 0 "$talat" pair q.yaml
err_is "quoted key: rewritten, the comment dropped" "talat pair: q.yaml: the file as written cannot take the round: rewritten canonically, every mapping and list in block style, the values as they were
talat pair: q.yaml: 1 comment could not be kept: dropped"
file_is "quoted key: written plain" q.yaml doc.want

# What still cannot take a round: a `rounds` that is not a list. The
# file unchanged, and what the arbiter can do said.
printf 'event: E\nplayers: [A, B, C]\nrounds: null\n' >v.yaml
cp v.yaml v0.yaml
run 2 "$talat" pair v.yaml
file_is "rounds: null: unchanged" v.yaml v0.yaml
err_is "rounds: null: said" "talat pair: v.yaml: the round could not be added, the file is unchanged; talat pair adds a round to a list \`rounds:\` (\`rounds: []\` before the first round): make \`rounds\` a list and run it again, or write the seating printed into the file by hand and judge it with --check"
finish
