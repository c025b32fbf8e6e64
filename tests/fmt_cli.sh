#!/bin/sh
# SPDX-License-Identifier: ISC
# fmt_cli.sh: talat fmt as a command: output, diagnostics with their
# caret, exit statuses (0 fine, 1 syntax error, 2 usage or I/O failure).
set -u
srcdir=${top_srcdir:-.}
talat=$(cd "${top_builddir:-.}" && pwd)/talat
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
fail=0

# check NAME WANTED-STATUS COMMAND...: runs COMMAND, output in $tmp/out
# and $tmp/err.
check() {
	name=$1 want=$2
	shift 2
	"$@" >"$tmp/out" 2>"$tmp/err"
	got=$?
	if [ "$got" -ne "$want" ]; then
		echo "FAIL: $name: exit $got, expected $want"
		cat "$tmp/err"
		fail=$((fail + 1))
	fi
}

# same NAME FILE TEXT: FILE holds exactly TEXT and a final newline, or
# nothing when TEXT is empty.
same() {
	if [ -z "$3" ]; then : >"$tmp/want"; else printf '%s\n' "$3" >"$tmp/want"; fi
	if ! cmp -s "$tmp/want" "$2"; then
		echo "FAIL: $1"
		diff "$tmp/want" "$2"
		fail=$((fail + 1))
	fi
}

printf '[Event "x"]\n1. L6@WB:c1 M4@BG:b1\nS3@GW:a1 WB:c1-c2 ; note }\n' >"$tmp/a.tgn"
check valid 0 "$talat" fmt "$tmp/a.tgn"
same valid-output "$tmp/out" '[Event "x"]

1. L6@WB:c1 M4@BG:b1 S3@GW:a1
2. WB:c1-c2 ; note }'
same valid-quiet "$tmp/err" ''

check stdin 0 sh -c "\"$talat\" fmt - <\"$tmp/a.tgn\""
same stdin-output "$tmp/out" '[Event "x"]

1. L6@WB:c1 M4@BG:b1 S3@GW:a1
2. WB:c1-c2 ; note }'
check no-operand 0 sh -c "\"$talat\" fmt <\"$tmp/a.tgn\""

# idempotent on every record
for f in "$srcdir"/records/*/*.tgn; do
	"$talat" fmt "$f" >"$tmp/1.tgn" 2>/dev/null
	s1=$?
	"$talat" fmt "$tmp/1.tgn" >"$tmp/2.tgn" 2>"$tmp/err2"
	if [ $? -ne "$s1" ] || ! cmp -s "$tmp/1.tgn" "$tmp/2.tgn"; then
		echo "FAIL: fmt is not idempotent on $f"
		fail=$((fail + 1))
	fi
done

printf '1. L6@WB:c1\t WB:c9-c8 pass\n[A "1"]\n1. pass\n' >"$tmp/b.tgn"
check syntax 1 "$talat" fmt "$tmp/b.tgn"
same syntax-output "$tmp/out" '1. L6@WB:c1	 WB:c9-c8 pass

[A "1"]

1. pass'
same syntax-diag "$tmp/err" "$tmp/b.tgn:1:18: error: expected a rank 1-5 after 'WB:c' [bad-square]
1. L6@WB:c1	 WB:c9-c8 pass
           	     ^"

printf 'X Y Z\n' >"$tmp/c.tgn"
check max-errors 1 "$talat" fmt --max-errors 2 "$tmp/c.tgn"
same max-errors-diag "$tmp/err" "$tmp/c.tgn:1:1: error: expected a ply such as WB:c1-c2, found 'X' [expected-ply]
X Y Z
^
$tmp/c.tgn:1:3: error: expected a ply such as WB:c1-c2, found 'Y' [expected-ply]
X Y Z
  ^
talat fmt: $tmp/c.tgn: 1 more syntax error not shown"

# a missing file and a directory are named; the other files still go
check missing 2 "$talat" fmt "$tmp/none.tgn" "$tmp/a.tgn"
grep -q "none.tgn" "$tmp/err" || { echo "FAIL: missing file not named"; fail=$((fail + 1)); }
grep -q "Event" "$tmp/out" || { echo "FAIL: other file not formatted"; fail=$((fail + 1)); }
mkdir "$tmp/empty"
check empty-directory 2 "$talat" fmt "$tmp/empty"
grep -q "$tmp/empty: no \*.tgn file below it" "$tmp/err" || { echo "FAIL: directory not named"; fail=$((fail + 1)); }
rmdir "$tmp/empty"
check bad-option 2 "$talat" fmt --nonesuch
check bad-max 2 "$talat" fmt --max-errors 0 "$tmp/a.tgn"
check bad-max-word 2 "$talat" fmt --max-errors x "$tmp/a.tgn"
check help 0 "$talat" fmt --help
grep -q "max-errors" "$tmp/out" || { echo "FAIL: --help"; fail=$((fail + 1)); }
check empty 0 "$talat" fmt /dev/null
same empty-output "$tmp/out" ''

# Several files are one stream of games that reads back as the same games
# (issue 20): a tagless game, a game of only a comment and a game of only
# tags get a line "*" before them or after them; fmt of the output, and
# yaml then from-yaml, give it back unchanged.
printf '[Event "a"]\n\n1. L6@WB:c1\n' >"$tmp/m1.tgn"
printf '1. L6@WB:c1 M4@BG:b1\n' >"$tmp/m2.tgn"
printf '{ just a comment }\n' >"$tmp/m3.tgn"
printf '[Event "t"]\n' >"$tmp/m4.tgn"
check several 0 "$talat" fmt "$tmp/m1.tgn" "$tmp/m2.tgn" "$tmp/m3.tgn" "$tmp/m4.tgn" "$tmp/m1.tgn"
same several-output "$tmp/out" '[Event "a"]

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
check several-again 0 "$talat" fmt "$tmp/several.tgn"
cmp -s "$tmp/out" "$tmp/several.tgn" || { echo "FAIL: fmt of several files is not a fixed point"; fail=$((fail + 1)); }
check several-games 0 "$talat" check "$tmp/several.tgn"
same several-count "$tmp/out" "$tmp/several.tgn: 5 games: 0 complete, 5 unfinished, 0 invalid"
check several-yaml 0 sh -c "\"$talat\" yaml \"$tmp/m1.tgn\" \"$tmp/m2.tgn\" \"$tmp/m3.tgn\" \"$tmp/m4.tgn\" \"$tmp/m1.tgn\" | \"$talat\" from-yaml"
cmp -s "$tmp/out" "$tmp/several.tgn" || { echo "FAIL: yaml | from-yaml of several files differs from fmt"; fail=$((fail + 1)); }

# A game with a syntax error is written as it was read, nothing lost
# (issue 13); the games around it are formatted; yaml then from-yaml
# gives the same.
printf '[Event "e"]\n1. L6@WB:c1 M4@BG:b1  S3@GW:a1\n2. GW:5d-c4 { why } pass  pass\n' >"$tmp/e1.tgn"
printf '[Event "f"]\n1. L6@WB:c1    M4@BG:b1\n' >"$tmp/e2.tgn"
check keep-text 1 "$talat" fmt "$tmp/e2.tgn" "$tmp/e1.tgn" "$tmp/e2.tgn"
same keep-text-output "$tmp/out" '[Event "f"]

1. L6@WB:c1 M4@BG:b1

[Event "e"]
1. L6@WB:c1 M4@BG:b1  S3@GW:a1
2. GW:5d-c4 { why } pass  pass

[Event "f"]

1. L6@WB:c1 M4@BG:b1'
cp "$tmp/out" "$tmp/keep.tgn"
check keep-text-again 1 "$talat" fmt "$tmp/keep.tgn"
cmp -s "$tmp/out" "$tmp/keep.tgn" || { echo "FAIL: fmt of a game with a syntax error is not a fixed point"; fail=$((fail + 1)); }
check keep-text-yaml 0 sh -c "\"$talat\" yaml \"$tmp/e2.tgn\" \"$tmp/e1.tgn\" \"$tmp/e2.tgn\" 2>/dev/null | \"$talat\" from-yaml"
cmp -s "$tmp/out" "$tmp/keep.tgn" || { echo "FAIL: yaml | from-yaml loses the text of a game with a syntax error"; fail=$((fail + 1)); }

echo "fmt_cli: $fail failed"
[ "$fail" -eq 0 ]
