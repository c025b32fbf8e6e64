#!/bin/sh
# SPDX-License-Identifier: ISC
# bench/diff_tags.sh: talat diff on two records of N tags each, for N of
# 10000, 20000, 40000 and 80000 (issue 24: it was quadratic in the number
# of tags; each step doubles N, so a linear cost doubles the time and a
# quadratic one multiplies it by 4). `talat check` on the same record,
# for scale. Prints the medians and the ratio to the size before. Not
# part of make check.
#
#   bench/diff_tags.sh [BUILD_DIR]
#
# BUILD_DIR is a configured tree (default: the current directory): the
# script runs `make bench` there first and times the talat it builds.
# Settings in the environment:
#   RUNS   timed runs per size (default 5; medians shown)
#   SIZES  the numbers of tags (default "10000 20000 40000 80000")
#   WORK   scratch directory (default: a new one under ${TMPDIR:-/tmp})
set -eu

builddir=$(cd "${1:-.}" && pwd)
RUNS=${RUNS:-5}
SIZES=${SIZES:-10000 20000 40000 80000}

me=diff_tags
needs="hyperfine jq"
. "$(dirname "$0")/setup.sh"

# record N VALUE-EVERY-10TH FILE: N tags T0..T(N-1), every tenth valued
# by the second argument, then one ply.
record() {
	awk -v n="$1" -v w="$2" 'BEGIN { for (i = 0; i < n; i++)
		printf "[T%d \"%s\"]\n", i, i % 10 ? "v" : w
		print ""; print "1. L6@WB:c1" }' > "$3"
}

# median COMMAND...: the median seconds of it.
median() {
	hyperfine -N -i --warmup 1 --runs "$RUNS" --style none \
	    --export-json "$WORK/t.json" "$*" >/dev/null 2>&1 ||
	    die "$* failed"
	jq -r '.results[0].median' "$WORK/t.json"
}

printf '%8s %10s %7s %10s\n' tags "diff (s)" ratio "check (s)"
prev=
for n in $SIZES; do
	record "$n" a "$WORK/a.tgn"
	record "$n" b "$WORK/b.tgn"
	d=$(median "$TALAT" diff "$WORK/a.tgn" "$WORK/b.tgn")
	c=$(median "$TALAT" check "$WORK/a.tgn")
	awk -v n="$n" -v d="$d" -v p="${prev:-0}" -v c="$c" 'BEGIN {
		if (p > 0) r = sprintf("%7.2f", d / p); else r = "      -"
		printf "%8d %10.3f %s %10.3f\n", n, d, r, c }'
	prev=$d
done
