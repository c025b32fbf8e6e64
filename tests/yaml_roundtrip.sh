#!/bin/sh
# yaml_roundtrip.sh: for every record, talat from-yaml of talat yaml of it
# equals talat fmt of it, byte for byte (tgn.md section 7): the records
# under records/valid and records/invalid of the source tree and the
# examples of the spec (SPEC_DIR).
TALAT=${TALAT:-./talat}
top_srcdir=${top_srcdir:-.}
SPEC_DIR=${SPEC_DIR:-$top_srcdir/../shared/spec}

if [ ! -x "$TALAT" ]; then
	echo "yaml_roundtrip: $TALAT is not built; skipped"
	exit 77
fi

tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT

n=0
failed=0
for f in "$top_srcdir"/records/valid/*.tgn "$top_srcdir"/records/invalid/*.tgn \
    "$SPEC_DIR"/examples/*.tgn; do
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

# All of them as one stream: the same separation between games as fmt.
set --
for f in "$top_srcdir"/records/valid/*.tgn "$top_srcdir"/records/invalid/*.tgn \
    "$SPEC_DIR"/examples/*.tgn; do
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

if [ $n -eq 0 ]; then
	echo "FAIL: no records found (top_srcdir=$top_srcdir SPEC_DIR=$SPEC_DIR)"
	exit 1
fi
echo "yaml_roundtrip: $n checks, $failed failed"
[ $failed -eq 0 ]
