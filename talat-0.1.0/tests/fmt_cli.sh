#!/bin/sh
# SPDX-License-Identifier: ISC
# fmt_cli.sh: talat fmt as a command: output, diagnostics with their
# caret, exit statuses (0 fine, 1 syntax error, 2 usage or I/O failure).
. "${top_srcdir:-.}/tests/lib.sh"

printf '[Event "x"]\n1. L6@WB:c1 M4@BG:b1\nS3@GW:a1 WB:c1-c2 ; note }\n' >"$tmp/a.tgn"
run 0 "$talat" fmt "$tmp/a.tgn"
out_is valid-output '[Event "x"]

1. L6@WB:c1 M4@BG:b1 S3@GW:a1
2. WB:c1-c2 ; note }'
err_is valid-quiet ''

stdin=$tmp/a.tgn
run 0 "$talat" fmt -
out_is stdin-output '[Event "x"]

1. L6@WB:c1 M4@BG:b1 S3@GW:a1
2. WB:c1-c2 ; note }'
run 0 "$talat" fmt
stdin=

# Every record, as one stream: fmt of fmt's output is the same, with the
# same status (check_fmt's test_records checks each record: the games read
# back equal, and fmt is idempotent).
"$talat" fmt "$srcdir"/records/*/*.tgn >"$tmp/1.tgn" 2>/dev/null
s1=$?
run "$s1" "$talat" fmt "$tmp/1.tgn"
file_is "fmt of every record is idempotent" "$tmp/out" "$tmp/1.tgn"

printf '1. L6@WB:c1\t WB:c9-c8 pass\n[A "1"]\n1. pass\n' >"$tmp/b.tgn"
run 1 "$talat" fmt "$tmp/b.tgn"
out_is syntax-output '1. L6@WB:c1	 WB:c9-c8 pass

[A "1"]

1. pass'
err_is syntax-diag "$tmp/b.tgn:1:18: error: expected a rank 1-5 after 'WB:c' [bad-square]
1. L6@WB:c1	 WB:c9-c8 pass
           	     ^"

printf 'X Y Z\n' >"$tmp/c.tgn"
run 1 "$talat" fmt --max-errors 2 "$tmp/c.tgn"
err_is max-errors-diag "$tmp/c.tgn:1:1: error: expected a ply such as WB:c1-c2, found 'X' [expected-ply]
X Y Z
^
$tmp/c.tgn:1:3: error: expected a ply such as WB:c1-c2, found 'Y' [expected-ply]
X Y Z
  ^
talat fmt: $tmp/c.tgn: 1 more syntax error not shown"

# a missing file and a directory are named; the other files still go
run 2 "$talat" fmt "$tmp/none.tgn" "$tmp/a.tgn"
assert "missing file not named" grep -q "none.tgn" "$tmp/err"
assert "other file not formatted" grep -q "Event" "$tmp/out"
mkdir "$tmp/empty"
run 2 "$talat" fmt "$tmp/empty"
assert "directory not named" grep -q "$tmp/empty: no \*.tgn file below it" "$tmp/err"
rmdir "$tmp/empty"
run 2 "$talat" fmt --nonesuch
run 2 "$talat" fmt --max-errors 0 "$tmp/a.tgn"
run 2 "$talat" fmt --max-errors x "$tmp/a.tgn"
run 0 "$talat" fmt --help
assert "--help" grep -q "max-errors" "$tmp/out"
run 0 "$talat" fmt /dev/null
out_is empty-output ''

# Several files are one stream of games that reads back as the same games
# (issue 20): a tagless game, a game of only a comment and a game of only
# tags get a line "*" before them or after them; fmt of the output, and
# yaml then from-yaml, give it back unchanged.
printf '[Event "a"]\n\n1. L6@WB:c1\n' >"$tmp/m1.tgn"
printf '1. L6@WB:c1 M4@BG:b1\n' >"$tmp/m2.tgn"
printf '{ just a comment }\n' >"$tmp/m3.tgn"
printf '[Event "t"]\n' >"$tmp/m4.tgn"
run 0 "$talat" fmt "$tmp/m1.tgn" "$tmp/m2.tgn" "$tmp/m3.tgn" "$tmp/m4.tgn" "$tmp/m1.tgn"
out_is several-output '[Event "a"]

1. L6@WB:c1
*

1. L6@WB:c1 M4@BG:b1
*

{ just a comment }
*

[Event "t"]
*

[Event "a"]

1. L6@WB:c1'
cp "$tmp/out" "$tmp/several.tgn"
run 0 "$talat" fmt "$tmp/several.tgn"
file_is "fmt of several files is not a fixed point" "$tmp/out" "$tmp/several.tgn"
run 0 "$talat" check "$tmp/several.tgn"
out_is several-count "$tmp/several.tgn: 5 games: 0 complete, 5 unfinished, 0 invalid"
run 0 sh -c "\"$talat\" yaml \"$tmp/m1.tgn\" \"$tmp/m2.tgn\" \"$tmp/m3.tgn\" \"$tmp/m4.tgn\" \"$tmp/m1.tgn\" | \"$talat\" from-yaml"
file_is "yaml | from-yaml of several files differs from fmt" "$tmp/out" "$tmp/several.tgn"

# A game with a syntax error is written as it was read, nothing lost
# (issue 13); the games around it are formatted; yaml then from-yaml
# gives the same.
printf '[Event "e"]\n1. L6@WB:c1 M4@BG:b1  S3@GW:a1\n2. GW:5d-c4 { why } pass  pass\n' >"$tmp/e1.tgn"
printf '[Event "f"]\n1. L6@WB:c1    M4@BG:b1\n' >"$tmp/e2.tgn"
run 1 "$talat" fmt "$tmp/e2.tgn" "$tmp/e1.tgn" "$tmp/e2.tgn"
out_is keep-text-output '[Event "f"]

1. L6@WB:c1 M4@BG:b1

[Event "e"]
1. L6@WB:c1 M4@BG:b1  S3@GW:a1
2. GW:5d-c4 { why } pass  pass

[Event "f"]

1. L6@WB:c1 M4@BG:b1'
cp "$tmp/out" "$tmp/keep.tgn"
run 1 "$talat" fmt "$tmp/keep.tgn"
file_is "fmt of a game with a syntax error is not a fixed point" "$tmp/out" "$tmp/keep.tgn"
run 0 sh -c "\"$talat\" yaml \"$tmp/e2.tgn\" \"$tmp/e1.tgn\" \"$tmp/e2.tgn\" 2>/dev/null | \"$talat\" from-yaml"
file_is "yaml | from-yaml loses the text of a game with a syntax error" "$tmp/out" "$tmp/keep.tgn"

finish
