#!/bin/sh
# SPDX-License-Identifier: ISC
# gen_property.sh: the records of talat gen, 200 games of each variant,
# pass talat check (declared and strict mode) as complete; talat fmt
# leaves them unchanged; from-yaml(yaml(x)) gives x back; the same seed
# gives the same games.
. "${top_srcdir:-.}/tests/lib.sh"
N=200

for players in 3 2; do
	f="$tmp/gen$players.tgn"
	run 0 "$talat" gen --players "$players" --games "$N" --seed 1 || continue
	cp "$tmp/out" "$f"
	is "gen --players $players: games" \
	    "$(grep -c '^\[Event "talat gen"\]$' "$f")" "$N"

	for mode in "" --strict; do
		run 0 "$talat" check $mode "$f"
		out_is "check $mode, $players players" \
		    "$f: $N games: $N complete, 0 unfinished, 0 invalid"
		err_is "check $mode, $players players: diagnostics" ""
	done

	# --strict writes the same records (valid in both modes).
	run 0 "$talat" gen --strict --players "$players" --games "$N" --seed 1 &&
	    file_is "gen --strict differs from gen" "$tmp/out" "$f"

	# Canonical: fmt changes nothing.
	run 0 "$talat" fmt "$f" &&
	    file_is "fmt changes the output of gen ($players players)" \
	    "$tmp/out" "$f"

	# from-yaml(yaml(x)) == fmt(x) == x.
	run 0 "$talat" yaml "$f" && cp "$tmp/out" "$tmp/y.yaml" &&
	    run 0 "$talat" from-yaml "$tmp/y.yaml" &&
	    file_is "from-yaml(yaml(x)) differs from x ($players players)" \
	    "$tmp/out" "$f"
done

# Game i of a seed does not depend on how many games are written.
run 0 "$talat" gen --games 3 --seed 9 && cp "$tmp/out" "$tmp/three"
run 0 "$talat" gen --games 5 --seed 9 &&
    { head -c "$(wc -c <"$tmp/three")" "$tmp/out" | cmp -s - "$tmp/three" &&
    pass || fail "the first 3 of 5 games differ from 3 games of the same seed"; }
run 0 "$talat" gen --seed 10 &&
    { head -c "$(wc -c <"$tmp/out")" "$tmp/three" | cmp -s - "$tmp/out" &&
    fail "seeds 9 and 10 give the same game" || pass; }
run 0 "$talat" gen --games 0 && out_is "gen --games 0 writes nothing" ""

# Usage errors.
run 2 "$talat" gen --players 4 &&
    assert "gen --players 4: message '$(head -1 "$tmp/err")'" \
    grep -q -- '--players must be 2 or 3' "$tmp/err"
run 2 "$talat" gen --seed -1
run 2 "$talat" gen --games x
run 2 "$talat" gen file.tgn
run 0 "$talat" gen --help &&
    assert "gen --help: no usage" grep -q '^Usage: talat gen ' "$tmp/out"
finish
