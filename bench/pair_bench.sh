#!/bin/sh
# SPDX-License-Identifier: ISC
# pair_bench.sh [BUILD_DIR]: the seating solver (talat pair) on events
# that bench/pair_bench plays itself: 12 players after 3 rounds, 30 after
# 0, 5 and 8, 60 after 4 and 8, 90 after 4 (--time 10), five seeds each;
# every run's line, then for each event how many were proven and the
# median time. `make bench` builds pair_bench first.
b=${1:-.}/bench/pair_bench
out=${TMPDIR:-/tmp}/pair_bench.$$
for size in "12 3" "30 0" "30 5" "30 8" "60 4" "60 8" "90 4"; do
	set -- $size
	for seed in 1 2 3 4 5; do
		"$b" "$1" "$2" "$seed" 10
	done >"$out"
	cat "$out"
	proven=$(grep -c ': proven' "$out")
	awk '{ print $5 }' "$out" | sort -n |
	    awk -v n="$1" -v r="$2" -v p="$proven" '{ t[NR] = $1 } END {
		printf "%s players after %s rounds: %s of %d proven, " \
		    "median %.3f s\n", n, r, p, NR, t[int((NR + 1) / 2)] }'
done
rm -f "$out"
