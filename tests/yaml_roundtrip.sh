#!/bin/sh
# SPDX-License-Identifier: ISC
# yaml_roundtrip.sh: for every record, talat from-yaml of talat yaml of it
# equals talat fmt of it, byte for byte (tgn.md section 7): the records
# under records/valid and records/invalid of the source tree and the
# examples of the spec (SPECDIR).
TALAT=${TALAT:-./talat}
top_srcdir=${top_srcdir:-.}
SPECDIR=${SPECDIR:-$top_srcdir/doc/spec}

if [ ! -x "$TALAT" ]; then
	echo "yaml_roundtrip: $TALAT is not built; skipped"
	exit 77
fi

tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT

n=0
failed=0
for f in "$top_srcdir"/records/valid/*.tgn "$top_srcdir"/records/invalid/*.tgn \
    "$SPECDIR"/examples/*.tgn; do
	[ -f "$f" ] || continue
	n=$((n + 1))
	"$TALAT" fmt "$f" > "$tmp/fmt" 2> "$tmp/fmt.err"
	rc=$?
	if [ $rc -gt 1 ]; then
		echo "FAIL: $f: talat fmt exits $rc: $(cat "$tmp/fmt.err")"
		failed=$((failed + 1))
		continue
	fi
	"$TALAT" yaml "$f" > "$tmp/yaml" 2> "$tmp/yaml.err"
	rc=$?
	if [ $rc -gt 1 ]; then
		echo "FAIL: $f: talat yaml exits $rc: $(cat "$tmp/yaml.err")"
		failed=$((failed + 1))
		continue
	fi
	if ! "$TALAT" from-yaml "$tmp/yaml" > "$tmp/back" 2> "$tmp/back.err"; then
		echo "FAIL: $f: talat from-yaml: $(cat "$tmp/back.err")"
		failed=$((failed + 1))
		continue
	fi
	if ! cmp -s "$tmp/fmt" "$tmp/back"; then
		echo "FAIL: $f: from-yaml(yaml(x)) differs from fmt(x):"
		diff "$tmp/fmt" "$tmp/back" | head -20
		failed=$((failed + 1))
	fi
done

# The winners of a summary: none for a void game (invalid, not over,
# nobody has scored: a game failing at its first ply, one whose tags
# leave nothing to replay), which from-yaml reads back (above); the
# others' as before.
winners_of() {	# winners_of RECORD: its summary's winners, on one line
	"$TALAT" yaml "$top_srcdir/records/$1" 2>/dev/null |
	    sed -n '/^winners:/,/^tiebreak_rule:/p' | sed '$d' | tr '\n' ' '
}
for want in "invalid/void_first_ply.tgn:winners: [] " \
    "invalid/bad_order_tag.tgn:winners: [] " \
    "valid/three_player_1.tgn:winners: - W " \
    "valid/score_and_winner.tgn:winners: - G " \
    "invalid/step_onto_occupied.tgn:winners: - W - B - G "; do
	n=$((n + 1))
	got=$(winners_of "${want%%:*}")
	if [ "$got" != "${want#*:}" ]; then
		echo "FAIL: ${want%%:*}: [$got], expected [${want#*:}]"
		failed=$((failed + 1))
	fi
done

# All of them as one stream: the same separation between games as fmt.
set --
for f in "$top_srcdir"/records/valid/*.tgn "$top_srcdir"/records/invalid/*.tgn \
    "$SPECDIR"/examples/*.tgn; do
	[ -f "$f" ] && set -- "$@" "$f"
done
if [ $# -gt 0 ]; then
	n=$((n + 1))
	"$TALAT" fmt "$@" > "$tmp/fmt" 2>/dev/null
	"$TALAT" yaml "$@" 2>/dev/null | "$TALAT" from-yaml > "$tmp/back"
	if ! cmp -s "$tmp/fmt" "$tmp/back"; then
		echo "FAIL: all records in one stream: from-yaml(yaml) differs from fmt"
		diff "$tmp/fmt" "$tmp/back" | head -20
		failed=$((failed + 1))
	fi
fi

# The command-line contract: exit statuses and messages.
expect() {	# expect WHAT STATUS STDERR-FILE WANTED-STDERR
	n=$((n + 1))
	if [ "$2" != "$rc" ] || [ "$(cat "$3")" != "$4" ]; then
		echo "FAIL: $1: exit $rc (want $2), stderr:"
		cat "$3"
		echo "want: $4"
		failed=$((failed + 1))
	fi
}
echo 'game: 1' | "$TALAT" from-yaml > /dev/null 2> "$tmp/err"; rc=$?
expect "incomplete document" 1 "$tmp/err" \
    "<stdin>:1:1: error: missing key 'tags' in a game [yaml-missing-key]"
printf 'game: 1\nsource: [\n' > "$tmp/bad.yaml"
"$TALAT" from-yaml "$tmp/bad.yaml" > /dev/null 2> "$tmp/err"; rc=$?
expect "YAML syntax error" 1 "$tmp/err" \
    "$tmp/bad.yaml:3:1: error: did not find expected node content while parsing a flow node [yaml-syntax]"
"$TALAT" from-yaml "$tmp/none.yaml" > /dev/null 2> "$tmp/err"; rc=$?
expect "missing file" 2 "$tmp/err" \
    "talat from-yaml: $tmp/none.yaml: No such file or directory"
"$TALAT" from-yaml "$tmp/none.yaml" "$tmp/bad.yaml" > /dev/null 2> "$tmp/err"; rc=$?
expect "two operands, the first missing: nothing goes further" 2 "$tmp/err" \
    "talat from-yaml: $tmp/none.yaml: No such file or directory"
: | "$TALAT" from-yaml > "$tmp/out" 2> "$tmp/err"; rc=$?
expect "empty stream" 0 "$tmp/err" ""
n=$((n + 1))
[ -s "$tmp/out" ] && { echo "FAIL: empty stream gives output"; failed=$((failed + 1)); }
if [ -w /dev/full ] && [ $# -gt 0 ]; then
	# (a record without diagnostics: yaml prints those on stderr too)
	"$TALAT" yaml "$top_srcdir/records/valid/three_player_1.tgn" \
	    > /dev/full 2> "$tmp/err"; rc=$?
	expect "yaml > /dev/full" 2 "$tmp/err" \
	    "talat yaml: write error on standard output: No space left on device"
	"$TALAT" yaml "$1" 2>/dev/null | "$TALAT" from-yaml > /dev/full 2> "$tmp/err"; rc=$?
	expect "from-yaml > /dev/full" 2 "$tmp/err" \
	    "talat from-yaml: write error on standard output: No space left on device"
fi

if [ $n -eq 0 ]; then
	echo "FAIL: no records found (top_srcdir=$top_srcdir SPECDIR=$SPECDIR)"
	exit 1
fi
echo "yaml_roundtrip: $((n - failed)) passed, $failed failed"
[ $failed -eq 0 ]
