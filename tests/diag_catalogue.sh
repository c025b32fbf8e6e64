#!/bin/sh
# SPDX-License-Identifier: ISC
# diag_catalogue.sh: the catalogue of diagnostics is whole. Every code of
# the table in include/talat/diag.h
#   - has its entry in man/talat-diagnostics.7 (".It Li CODE Pq SEVERITY",
#     with the severity of the table), and the page lists no other code;
#   - is given by some record under records/: talat check and talat fix
#     on every *.tgn (with NAME.args, as records.sh does), talat from-yaml
#     on every records/yaml/*.yaml, the command of every case of
#     records/disputes/*.cmd (as disputes.sh runs it: talat reconcile's
#     codes come from there);
# and records/yaml/NAME.yaml gives exactly the diagnostics of NAME.expect.
# Prints 'N passed, N failed'.
set -u
LC_ALL=C
export LC_ALL
srcdir=$(cd "${top_srcdir:-.}" && pwd)
talat=$(cd "${top_builddir:-.}" && pwd)/talat
page=$srcdir/man/talat-diagnostics.7
tmp=$(mktemp -d "${TMPDIR:-/tmp}/diag_catalogue.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT
pass=0
fail=0
ok() { pass=$((pass + 1)); }
bad() { echo "FAIL: $*"; fail=$((fail + 1)); }

# Codes that no record can give yet, each with why. A code leaves this
# list as soon as a record gives it (the test fails while it stays).
# unexpected-token: the parser's last resort, after the precise messages
#   of the tag and round rules; no input is known to reach it (the fuzz
#   corpora of fuzz/corpus/tgn and roundtrip do not).
allowed="unexpected-token"

# The table: "CODE SEVERITY" per kind, first kind of a code first.
sed -n 's/^[[:space:]]*X([A-Z0-9_]*, "\([a-z0-9-]*\)", \(ERROR\|WARNING\|NOTE\),.*/\1 \2/p' \
    "$srcdir/include/talat/diag.h" | tr 'A-Z' 'a-z' | awk '!seen[$1]++' \
    > "$tmp/table"
[ -s "$tmp/table" ] || { echo "FAIL: no codes in include/talat/diag.h"; exit 1; }
# The page: "CODE SEVERITY" per entry.
sed -n 's/^\.It Li \([a-z0-9-]*\) Pq \([a-z]*\)$/\1 \2/p' "$page" > "$tmp/page"

while read -r code sev; do
	if grep -qx "$code $sev" "$tmp/page"; then ok
	elif grep -q "^$code " "$tmp/page"; then
		bad "$code: talat-diagnostics(7) gives another severity than $sev"
	else
		bad "$code: no entry in talat-diagnostics(7)"
	fi
done < "$tmp/table"
while read -r code sev; do
	grep -q "^$code " "$tmp/table" && ok ||
	    bad "$code: in talat-diagnostics(7) but no kind of the table has it"
done < "$tmp/page"

# What the records give.
find "$srcdir/records" -name '*.tgn' | sort > "$tmp/tgn"
while read -r rec; do
	dir=$(dirname "$rec")
	name=$(basename "$rec" .tgn)
	args=
	[ -f "$dir/$name.args" ] && args=$(cat "$dir/$name.args")
	(cd "$dir" && "$talat" check $args "$name.tgn" 2>&1 >/dev/null
	    "$talat" fix "$name.tgn" 2>&1 >/dev/null)
done < "$tmp/tgn" > "$tmp/given"
for cmd in "$srcdir"/records/disputes/*.cmd; do
	[ -f "$cmd" ] || continue
	(cd "$srcdir/records/disputes" &&
	    talat() { "$talat" "$@"; } && eval "$(cat "$cmd")" 2>&1 >/dev/null)
done >> "$tmp/given"
for rec in "$srcdir"/records/yaml/*.yaml; do
	[ -f "$rec" ] || continue
	name=$(basename "$rec" .yaml)
	(cd "$srcdir/records/yaml" && "$talat" from-yaml "$name.yaml" \
	    2>"$tmp/err" >/dev/null)
	cat "$tmp/err" >> "$tmp/given"
	if cmp -s "$tmp/err" "$srcdir/records/yaml/$name.expect"; then ok
	else
		bad "yaml/$name: from-yaml's diagnostics differ"
		diff "$srcdir/records/yaml/$name.expect" "$tmp/err" | head -5
	fi
done
sed -n 's/.* \[\([a-z0-9-]*\)\]$/\1/p' "$tmp/given" | sort -u > "$tmp/seen"

while read -r code sev; do
	listed=0
	for a in $allowed; do [ "$a" = "$code" ] && listed=1; done
	if grep -qx "$code" "$tmp/seen"; then
		[ $listed -eq 0 ] && ok ||
		    bad "$code: a record gives it now: take it off the allowed list"
	elif [ $listed -eq 1 ]; then
		ok
	else
		bad "$code: no record under records/ gives it"
	fi
done < "$tmp/table"
# A code given that the table does not have was invented elsewhere.
while read -r code; do
	grep -q "^$code " "$tmp/table" && ok ||
	    bad "$code: given by a record, but not in the table"
done < "$tmp/seen"
echo "diag_catalogue: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
