#!/bin/sh
# SPDX-License-Identifier: ISC
# records.sh: every record under records/valid, invalid and syntax (talat
# check) and records/yaml (talat from-yaml) gives exactly its NAME.out,
# the record of the command (standard output, '--- stderr', standard
# error, '--- exit N': tests/lib.sh), run from the record's directory:
#   valid/NAME.tgn    talat check [NAME.args] NAME.tgn, exit 0
#   invalid/NAME.tgn  the same, exit 1
#   syntax/NAME.tgn   the same, exit 1 (check_parse also reads the
#                     diagnostics of these NAME.out)
#   yaml/NAME.yaml    talat from-yaml NAME.yaml, exit 1
# NAME.args, where it exists, holds extra options for talat check. A case
# is two files, the record and its NAME.out; REGEN=1 writes the NAME.out.
. "${top_srcdir:-.}/tests/lib.sh"
for dir in valid invalid syntax yaml; do
	case $dir in valid) want=0 ;; *) want=1 ;; esac
	n=0
	for rec in "$srcdir"/records/$dir/*.tgn "$srcdir"/records/$dir/*.yaml; do
		[ -f "$rec" ] || continue
		n=$((n + 1))
		here=$(dirname "$rec")
		case $rec in
		*.yaml)
			name=$(basename "$rec" .yaml)
			cmd="talat from-yaml $name.yaml" ;;
		*)
			name=$(basename "$rec" .tgn)
			args=
			[ -f "$here/$name.args" ] && args="$(cat "$here/$name.args") "
			cmd="talat check $args$name.tgn" ;;
		esac
		golden_cmd "$dir/$name: $cmd" "$here" "$cmd" "$here/$name.out"
		[ "$status" -eq "$want" ] && pass ||
		    fail "$dir/$name: exit $status, expected $want"
	done
	[ "$n" -gt 0 ] && pass || fail "no record in records/$dir"
done
finish
