#!/bin/sh
# SPDX-License-Identifier: ISC
# diag_catalogue.sh: the catalogue of diagnostics is whole. Every code of
# the table in include/talat/diag.h
#   - has its entry in man/talat-diagnostics.7 (".It Li CODE Pq SEVERITY",
#     with the severity of the table), and the page lists no other code;
#   - is given by some record under records/: talat check and talat fix
#     on every *.tgn (with NAME.args, as records.sh does), talat from-yaml
#     on every records/yaml/*.yaml, and the command of every case of
#     records/disputes/*.cmd (as disputes.sh runs it: talat reconcile's
#     codes come from there);
# (records.sh compares what each record gives with its NAME.out). talat
# check runs once for each set of options (NAME.args) over all the records
# that have it, talat fix once.
. "${top_srcdir:-.}/tests/lib.sh"
page=$srcdir/man/talat-diagnostics.7

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
[ -s "$tmp/table" ] || { fail "no codes in include/talat/diag.h"; finish; }
# The page: "CODE SEVERITY" per entry.
sed -n 's/^\.It Li \([a-z0-9-]*\) Pq \([a-z]*\)$/\1 \2/p' "$page" > "$tmp/page"

while read -r code sev; do
	if grep -qx "$code $sev" "$tmp/page"; then pass
	elif grep -q "^$code " "$tmp/page"; then
		fail "$code: talat-diagnostics(7) gives another severity than $sev"
	else
		fail "$code: no entry in talat-diagnostics(7)"
	fi
done < "$tmp/table"
while read -r code sev; do
	assert "$code: in talat-diagnostics(7) but no kind of the table has it" \
	    grep -q "^$code " "$tmp/table"
done < "$tmp/page"

# What the records give: talat check once for each set of options (the
# records without NAME.args, then those of each NAME.args), talat fix once.
# A record's diagnostics are those it gives alone; but in one run a game
# can repeat a game of another file, or follow one in its match: so the
# duplicate-game and match-order warnings of that run are left out, and
# each record that drew one is checked and fixed again, alone.
(cd "$srcdir/records" && find . -name '*.tgn' | LC_ALL=C sort) > "$tmp/tgn"
args_of() {	# args_of RECORD: its NAME.args, or nothing
	if [ -f "$srcdir/records/${1%.tgn}.args" ]; then
		cat "$srcdir/records/${1%.tgn}.args"
	fi
}
while read -r rec; do
	printf '%s\t%s\n' "$(args_of "$rec")" "$rec"
done < "$tmp/tgn" > "$tmp/by_args"
cut -f1 "$tmp/by_args" | LC_ALL=C sort -u > "$tmp/argsets"
cd "$srcdir/records" || exit 99
{
	while IFS= read -r args; do
		set -- $(awk -F '\t' -v a="$args" '$1 == a { print $2 }' \
		    "$tmp/by_args")
		talat check $args "$@" 2>&1 >/dev/null </dev/null
	done < "$tmp/argsets"
	set -- $(cat "$tmp/tgn")
	talat fix "$@" 2>&1 >/dev/null </dev/null
} > "$tmp/batch"
grep -v -e ' \[duplicate-game\]$' -e ' \[match-order\]$' "$tmp/batch" \
    > "$tmp/given"
grep -e ' \[duplicate-game\]$' -e ' \[match-order\]$' "$tmp/batch" |
    sed 's/:.*//' | LC_ALL=C sort -u > "$tmp/alone"
while read -r rec; do
	talat check $(args_of "$rec") "$rec" 2>&1 >/dev/null </dev/null
	talat fix "$rec" 2>&1 >/dev/null </dev/null
done < "$tmp/alone" >> "$tmp/given"
mkdir "$tmp/scratch" || exit 99
for cmd in "$srcdir"/records/disputes/*.cmd "$srcdir"/records/event/*.cmd \
    "$srcdir"/records/event/faults/*.cmd; do
	(scratch=$tmp/scratch && cd "${cmd%/*}" &&
	    eval "$(cat "$cmd")") 2>&1 >/dev/null </dev/null
done >> "$tmp/given"
cd "$tmp" || exit 99
for rec in "$srcdir"/records/yaml/*.yaml; do
	[ -f "$rec" ] || continue
	name=$(basename "$rec" .yaml)
	(cd "$srcdir/records/yaml" && talat from-yaml "$name.yaml" \
	    2>&1 >/dev/null)
done >> "$tmp/given"
sed -n 's/.* \[\([a-z0-9-]*\)\]$/\1/p' "$tmp/given" | sort -u > "$tmp/seen"
[ -z "${DIAG_DEBUG:-}" ] || cp "$tmp/seen" "$tmp/given" "$DIAG_DEBUG"

while read -r code sev; do
	listed=0
	for a in $allowed; do [ "$a" = "$code" ] && listed=1; done
	if grep -qx "$code" "$tmp/seen"; then
		if [ $listed -eq 0 ]; then pass; else
			fail "$code: a record gives it now: take it off the allowed list"
		fi
	elif [ $listed -eq 1 ]; then
		pass
	else
		fail "$code: no record under records/ gives it"
	fi
done < "$tmp/table"
# A code given that the table does not have was invented elsewhere.
while read -r code; do
	assert "$code: given by a record, but not in the table" \
	    grep -q "^$code " "$tmp/table"
done < "$tmp/seen"
finish
