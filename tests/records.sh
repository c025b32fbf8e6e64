#!/bin/sh
# SPDX-License-Identifier: ISC
# records.sh: talat check on every record under records/: valid/ must pass
# (exit 0), invalid/ and syntax/ must fail (exit 1); where NAME.expect
# exists, the diagnostic lines must be exactly those (run from the
# record's directory, so they start with NAME.tgn:LINE:COLUMN:). NAME.args
# holds extra options for talat check. REGEN=1 writes the .expect files
# (an invalid or syntax record must have one).
. "${top_srcdir:-.}/tests/lib.sh"
for dir in valid invalid syntax; do
	case $dir in valid) want=0 ;; *) want=1 ;; esac
	for rec in "$srcdir"/records/$dir/*.tgn; do
		[ -f "$rec" ] || continue
		name=$(basename "$rec" .tgn)
		here=$(dirname "$rec")
		args=
		[ -f "$here/$name.args" ] && args=$(cat "$here/$name.args")
		(cd "$here" && "$talat" check $args "$name.tgn" 2>"$tmp/err" \
		    >/dev/null)
		status=$?
		grep -E "^$name\.tgn:[0-9]+:[0-9]+: (error|warning|note): " \
		    "$tmp/err" >"$tmp/diags"
		if [ "$status" -ne "$want" ]; then
			fail "$dir/$name: exit $status, expected $want"
			sed 's/^/    /' "$tmp/err"
		elif [ -f "$here/$name.expect" ] || { [ "${REGEN:-0}" = 1 ] &&
		    { [ "$dir" != valid ] || [ -s "$tmp/diags" ]; }; }; then
			golden_file "$dir/$name: diagnostics differ" \
			    "$tmp/diags" "$here/$name.expect"
		elif [ "$dir" != valid ]; then
			fail "$dir/$name: no $name.expect (REGEN=1 writes it)"
		else
			text_is "$dir/$name: diagnostics differ" "$tmp/diags" ""
		fi
	done
done
finish
