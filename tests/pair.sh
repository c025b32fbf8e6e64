#!/bin/sh
# SPDX-License-Identifier: ISC
# pair.sh: talat pair on event files (issue 37): a round written into
# the file with the rest kept byte for byte; --check on a seating that is
# not optimal (exit 1) and on the one written (exit 0); a round already
# there, an unknown --absent, a `rounds` in flow style (file unchanged).
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

# `rounds` in flow style: not rewritten.
printf 'event: E\nplayers: [A, B, C]\nrounds: []\n' >flow.yaml
cp flow.yaml flow0.yaml
run 2 "$talat" pair flow.yaml
file_is "flow style unchanged" flow.yaml flow0.yaml
finish
