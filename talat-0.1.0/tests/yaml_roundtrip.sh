#!/bin/sh
# SPDX-License-Identifier: ISC
# yaml_roundtrip.sh: for every record, talat from-yaml of talat yaml of it
# equals talat fmt of it, byte for byte (tgn.md section 7): the records
# under records/valid and records/invalid of the source tree and the
# examples of the spec (SPECDIR).
. "${top_srcdir:-.}/tests/lib.sh"
SPECDIR=${SPECDIR:-$srcdir/doc/spec}

for f in "$srcdir"/records/valid/*.tgn "$srcdir"/records/invalid/*.tgn \
    "$SPECDIR"/examples/*.tgn; do
	[ -f "$f" ] || continue
	"$talat" fmt "$f" > "$tmp/fmt" 2> "$tmp/fmt.err"
	rc=$?
	if [ $rc -gt 1 ]; then
		fail "$f: talat fmt exits $rc: $(cat "$tmp/fmt.err")"
		continue
	fi
	"$talat" yaml "$f" > "$tmp/yaml" 2> "$tmp/yaml.err"
	rc=$?
	if [ $rc -gt 1 ]; then
		fail "$f: talat yaml exits $rc: $(cat "$tmp/yaml.err")"
		continue
	fi
	if ! "$talat" from-yaml "$tmp/yaml" > "$tmp/back" 2> "$tmp/back.err"; then
		fail "$f: talat from-yaml: $(cat "$tmp/back.err")"
		continue
	fi
	file_is "$f: from-yaml(yaml(x)) differs from fmt(x)" "$tmp/back" \
	    "$tmp/fmt"
done

# The winners of a summary: none for a void game (invalid, not over,
# nobody has scored: a game failing at its first ply, one whose tags
# leave nothing to replay), which from-yaml reads back (above); the
# others' as before.
winners_of() {	# winners_of RECORD: its summary's winners, on one line
	"$talat" yaml "$srcdir/records/$1" 2>/dev/null |
	    sed -n '/^winners:/,/^tiebreak_rule:/p' | sed '$d' | tr '\n' ' '
}
for want in "invalid/void_first_ply.tgn:winners: [] " \
    "invalid/bad_order_tag.tgn:winners: [] " \
    "valid/three_player_1.tgn:winners: - W " \
    "valid/score_and_winner.tgn:winners: - G " \
    "valid/claim_unfinished.tgn:winners: - B provisional: true " \
    "invalid/step_onto_occupied.tgn:winners: - W - B - G provisional: true "; do
	is "${want%%:*}: winners" "$(winners_of "${want%%:*}")" "${want#*:}"
done

# All of them as one stream: the same separation between games as fmt.
set --
for f in "$srcdir"/records/valid/*.tgn "$srcdir"/records/invalid/*.tgn \
    "$SPECDIR"/examples/*.tgn; do
	[ -f "$f" ] && set -- "$@" "$f"
done
if [ $# -gt 0 ]; then
	"$talat" fmt "$@" > "$tmp/fmt" 2>/dev/null
	"$talat" yaml "$@" 2>/dev/null | "$talat" from-yaml > "$tmp/back"
	file_is "all records in one stream: from-yaml(yaml) differs from fmt" \
	    "$tmp/back" "$tmp/fmt"
fi

# The command-line contract: exit statuses and messages.
contract() {	# contract WHAT STATUS STDERR-FILE WANTED-STDERR
	if [ "$2" != "$rc" ] || [ "$(cat "$3")" != "$4" ]; then
		fail "$1: exit $rc (want $2), stderr:"
		cat "$3"
		echo "want: $4"
	else
		pass
	fi
}
echo 'game: 1' | "$talat" from-yaml > /dev/null 2> "$tmp/err"; rc=$?
contract "incomplete document" 1 "$tmp/err" \
    "<stdin>:1:1: error: missing key 'tags' in a game [yaml-missing-key]"
printf 'game: 1\nsource: [\n' > "$tmp/bad.yaml"
"$talat" from-yaml "$tmp/bad.yaml" > /dev/null 2> "$tmp/err"; rc=$?
contract "YAML syntax error" 1 "$tmp/err" \
    "$tmp/bad.yaml:3:1: error: did not find expected node content while parsing a flow node [yaml-syntax]"
"$talat" from-yaml "$tmp/none.yaml" > /dev/null 2> "$tmp/err"; rc=$?
contract "missing file" 2 "$tmp/err" \
    "talat from-yaml: $tmp/none.yaml: No such file or directory"
"$talat" from-yaml "$tmp/none.yaml" "$tmp/bad.yaml" > /dev/null 2> "$tmp/err"; rc=$?
contract "two operands, the first missing: nothing goes further" 2 "$tmp/err" \
    "talat from-yaml: $tmp/none.yaml: No such file or directory"
: | "$talat" from-yaml > "$tmp/out" 2> "$tmp/err"; rc=$?
contract "empty stream" 0 "$tmp/err" ""
text_is "empty stream gives output" "$tmp/out" ""
if [ -w /dev/full ] && [ $# -gt 0 ]; then
	# (a record without diagnostics: yaml prints those on stderr too)
	"$talat" yaml "$srcdir/records/valid/three_player_1.tgn" \
	    > /dev/full 2> "$tmp/err"; rc=$?
	contract "yaml > /dev/full" 2 "$tmp/err" \
	    "talat yaml: write error on standard output: No space left on device"
	"$talat" yaml "$1" 2>/dev/null | "$talat" from-yaml > /dev/full 2> "$tmp/err"; rc=$?
	contract "from-yaml > /dev/full" 2 "$tmp/err" \
	    "talat from-yaml: write error on standard output: No space left on device"
fi

# YAML written by another tool (issue 34): PyYAML's canonical=True output
# of records/valid/three_player_1.tgn's summary, every scalar tagged
# (game: !!int "1"), and its sort_keys=True output of a game with a
# syntax error, whose tags then come in another order than source_text's.
# Each reads as the record.
"$talat" from-yaml "$srcdir/tests/data/yaml/canonical.yaml" >"$tmp/back" \
    2>"$tmp/back.err" || fail "canonical.yaml: $(cat "$tmp/back.err")"
"$talat" fmt "$srcdir/records/valid/three_player_1.tgn" >"$tmp/fmt"
file_is "PyYAML's canonical output reads as the record" "$tmp/back" "$tmp/fmt"
"$talat" from-yaml "$srcdir/tests/data/yaml/sorted_source_text.yaml" \
    >"$tmp/back" 2>"$tmp/back.err" ||
	fail "sorted_source_text.yaml: $(cat "$tmp/back.err")"
file_is "a summary with sorted keys reads as its source_text" "$tmp/back" \
    "$srcdir/records/syntax/action_sign.tgn"

finish
