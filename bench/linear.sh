#!/bin/sh
# SPDX-License-Identifier: ISC
# bench/linear.sh: the cost of one long token, of many tags and of many
# diagnostics on one line grows linearly (issue 20). Each case runs
# `talat check` on an input of two sizes, the second 4 times the first,
# and prints the medians and their ratio (about 4 when linear, 16 when
# quadratic). Not part of make check.
#
#   bench/linear.sh [BUILD_DIR]
#
# BUILD_DIR is a configured tree (default: the current directory): the
# script runs `make bench` there first and times the talat it builds.
# Settings in the environment:
#   RUNS  timed runs per input (default 5; medians shown)
#   MB    size in MB of the smaller long token (default 8)
#   WORK  scratch directory (default: a new one under ${TMPDIR:-/tmp})
set -eu

builddir=$(cd "${1:-.}" && pwd)
RUNS=${RUNS:-5}
MB=${MB:-8}

me=linear
needs="hyperfine jq"
. "$(dirname "$0")/setup.sh"

# ch CHAR N: N copies of one character.
ch() {
	head -c "$2" /dev/zero | tr '\0' "$1"
}

# make_input CASE N FILE: the input of CASE at size N.
make_input() {
	case $1 in
	brace)	{ printf '[Event "x"]\n\n1. L6@WB:c1 {'; ch a "$2"; printf '}\n'; } ;;
	semicolon)	{ printf '[Event "x"]\n\n1. L6@WB:c1 ;'; ch a "$2"; printf '\n'; } ;;
	value)	{ printf '[Event "'; ch a "$2"; printf '"]\n\n1. L6@WB:c1\n'; } ;;
	blanks)	{ printf '[Event "x"]\n\n1. L6@WB:c1'; ch ' ' "$2"; printf 'M4@BG:b1\n'; } ;;
	word)	{ printf '[Event "x"]\n\n1. L6@WB:c1 '; ch z "$2"; printf '\n'; } ;;
	tags)	awk -v n="$2" 'BEGIN { for (i = 0; i < n; i++)
			printf "[T%d \"v\"]\n", i; print "[T1 \"w\"]";
			print ""; print "1. L6@WB:c1" }' ;;
	errors)	{ printf '[Event "x"]\n\n1. L6@WB:c1'; awk -v n="$2" \
			'BEGIN { for (i = 0; i < n; i++) printf " zz"; print "" }'; } ;;
	esac >"$3"
}

# median CASE N [OPTIONS]: the median seconds of talat check on it.
median() {
	make_input "$1" "$2" "$WORK/in.tgn"
	hyperfine -N -i --warmup 1 --runs "$RUNS" --style none \
	    --export-json "$WORK/t.json" \
	    "$TALAT check ${3:-} $WORK/in.tgn" >/dev/null 2>&1 ||
	    die "$1 $2 failed"
	jq -r '.results[0].median' "$WORK/t.json"
}

printf '%-10s %12s %12s %9s %9s %6s\n' case size1 size2 "s(1)" "s(2)" ratio
row() {	# row CASE N1 [OPTIONS for N1] [OPTIONS for N2]
	n2=$(($2 * 4))
	a=$(median "$1" "$2" "${3:-}")
	b=$(median "$1" "$n2" "${4:-}")
	awk -v c="$1" -v n1="$2" -v n2="$n2" -v a="$a" -v b="$b" \
	    'BEGIN { printf "%-10s %12d %12d %9.3f %9.3f %6.2f\n", c, n1, n2, a, b, b / a }'
}

bytes=$((MB * 1048576))
for c in brace semicolon value blanks word; do
	row "$c" "$bytes"
done
row tags 250000
row errors 10000 "--max-errors 10000" "--max-errors 40000"
