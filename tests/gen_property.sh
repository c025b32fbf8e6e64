#!/bin/sh
# SPDX-License-Identifier: ISC
# gen_property.sh: the records of talat gen, 200 games of each variant,
# pass talat check (declared and strict mode) as complete; talat fmt
# leaves them unchanged; from-yaml(yaml(x)) gives x back when those
# commands exist; the same seed gives the same games.
set -u

TALAT=${TALAT:-./talat}
N=200
tmp=$(mktemp -d "${TMPDIR:-/tmp}/gen_property.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT INT TERM
failures=0
tests=0

fail() {
	echo "FAIL: $*" >&2
	failures=$((failures + 1))
}

ok() {
	tests=$((tests + 1))
}

# expect_exit WANT DESCRIPTION COMMAND...: runs the command, output into
# $tmp/out and $tmp/err.
expect_exit() {
	want=$1 what=$2
	shift 2
	"$@" >"$tmp/out" 2>"$tmp/err"
	got=$?
	ok
	if [ "$got" -ne "$want" ]; then
		fail "$what: exit $got, expected $want"
		sed 's/^/  | /' "$tmp/err" | head -5 >&2
		return 1
	fi
	return 0
}

has_command() {
	"$TALAT" "$1" --help >/dev/null 2>&1
}

for players in 3 2; do
	f="$tmp/gen$players.tgn"
	expect_exit 0 "gen --players $players" \
	    "$TALAT" gen --players "$players" --games "$N" --seed 1 || continue
	cp "$tmp/out" "$f"
	ok
	games=$(grep -c '^\[Event "talat gen"\]$' "$f")
	[ "$games" -eq "$N" ] || fail "gen --players $players: $games games, expected $N"

	for mode in "" --strict; do
		expect_exit 0 "check $mode of $players-player games" \
		    "$TALAT" check $mode "$f"
		ok
		want="$f: $N games: $N complete, 0 unfinished, 0 invalid"
		[ "$(cat "$tmp/out")" = "$want" ] ||
		    fail "check $mode, $players players: '$(cat "$tmp/out")', expected '$want'"
		ok
		[ -s "$tmp/err" ] &&
		    fail "check $mode, $players players: diagnostics: $(head -1 "$tmp/err")"
	done

	# --strict writes the same records (valid in both modes).
	expect_exit 0 "gen --strict" \
	    "$TALAT" gen --strict --players "$players" --games "$N" --seed 1 &&
	    { cmp -s "$tmp/out" "$f" || fail "gen --strict differs from gen"; }

	# Canonical: fmt changes nothing.
	if has_command fmt; then
		expect_exit 0 "fmt of $players-player games" "$TALAT" fmt "$f" &&
		    { cmp -s "$tmp/out" "$f" ||
		    fail "fmt changes the output of gen ($players players)"; }
	else
		echo "SKIP: no talat fmt"
	fi

	# from-yaml(yaml(x)) == fmt(x) == x.
	if has_command yaml && has_command from-yaml; then
		expect_exit 0 "yaml of $players-player games" \
		    "$TALAT" yaml "$f" && cp "$tmp/out" "$tmp/y.yaml" &&
		    expect_exit 0 "from-yaml of $players-player games" \
		    "$TALAT" from-yaml "$tmp/y.yaml" &&
		    { cmp -s "$tmp/out" "$f" ||
		    fail "from-yaml(yaml(x)) differs from x ($players players)"; }
	else
		echo "SKIP: no talat yaml / from-yaml"
	fi
done

# Game i of a seed does not depend on how many games are written.
expect_exit 0 "gen --games 3" "$TALAT" gen --games 3 --seed 9 &&
    cp "$tmp/out" "$tmp/three"
expect_exit 0 "gen --games 5" "$TALAT" gen --games 5 --seed 9 &&
    { head -c "$(wc -c <"$tmp/three")" "$tmp/out" | cmp -s - "$tmp/three" ||
    fail "the first 3 of 5 games differ from 3 games of the same seed"; }
expect_exit 0 "gen --seed 10" "$TALAT" gen --seed 10 &&
    { head -c "$(wc -c <"$tmp/out")" "$tmp/three" | cmp -s - "$tmp/out" &&
    fail "seeds 9 and 10 give the same game"; }
expect_exit 0 "gen --games 0" "$TALAT" gen --games 0 &&
    { [ -s "$tmp/out" ] && fail "gen --games 0 writes something"; }

# Usage errors.
expect_exit 2 "gen --players 4" "$TALAT" gen --players 4 &&
    { grep -q -- '--players must be 2 or 3' "$tmp/err" ||
    fail "gen --players 4: message '$(head -1 "$tmp/err")'"; }
expect_exit 2 "gen --seed -1" "$TALAT" gen --seed -1
expect_exit 2 "gen --games x" "$TALAT" gen --games x
expect_exit 2 "gen operand" "$TALAT" gen file.tgn
expect_exit 0 "gen --help" "$TALAT" gen --help &&
    { grep -q '^Usage: talat gen ' "$tmp/out" || fail "gen --help: no usage"; }

echo "gen_property: $tests checks, $failures failed"
[ "$failures" -eq 0 ]
