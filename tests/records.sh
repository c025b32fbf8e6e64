#!/bin/sh
# SPDX-License-Identifier: ISC
# records.sh: talat check on every record under records/: valid/ must pass
# (exit 0), invalid/ and syntax/ must fail (exit 1); where NAME.expect
# exists, the diagnostic lines must be exactly those (run from the
# record's directory, so they start with NAME.tgn:LINE:COLUMN:). NAME.args
# holds extra options for talat check. Prints 'N passed, N failed'.
set -u
srcdir=${top_srcdir:-.}
talat=$(cd "${top_builddir:-.}" && pwd)/talat
pass=0
fail=0
for dir in valid invalid syntax; do
	case $dir in valid) want=0 ;; *) want=1 ;; esac
	for rec in "$srcdir"/records/$dir/*.tgn; do
		[ -f "$rec" ] || continue
		name=$(basename "$rec" .tgn)
		here=$(dirname "$rec")
		args=
		[ -f "$here/$name.args" ] && args=$(cat "$here/$name.args")
		got=$(cd "$here" && "$talat" check $args "$name.tgn" 2>&1 >/dev/null)
		status=$?
		diags=$(printf '%s\n' "$got" | grep -E "^$name\.tgn:[0-9]+:[0-9]+: (error|warning|note): ")
		expect=
		[ -f "$here/$name.expect" ] && expect=$(cat "$here/$name.expect")
		if [ "$dir" != valid ] && [ ! -f "$here/$name.expect" ]; then
			echo "FAIL: $dir/$name: no $name.expect"
			fail=$((fail + 1))
		elif [ "$status" -ne "$want" ]; then
			echo "FAIL: $dir/$name: exit $status, expected $want"
			printf '%s\n' "$got"
			fail=$((fail + 1))
		elif [ "$diags" != "$expect" ]; then
			echo "FAIL: $dir/$name: diagnostics differ"
			echo "--- expected"; printf '%s\n' "$expect"
			echo "--- got"; printf '%s\n' "$diags"
			fail=$((fail + 1))
		else
			pass=$((pass + 1))
		fi
	done
done
echo "records: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
