#!/bin/sh
# SPDX-License-Identifier: ISC
# pair_bench.sh [BUILD_DIR]: the seating solver (talat pair) on events
# that bench/pair_bench plays itself: 12 players after 3 rounds, 30 after
# 4, 60 after 4 (--time 10), five seeds each; every run's line, then the
# median time of each size. `make bench` builds pair_bench first.
b=${1:-.}/bench/pair_bench
for size in "12 3" "30 4" "60 4"; do
	set -- $size
	for seed in 1 2 3 4 5; do
		"$b" "$1" "$2" "$seed" 10
	done >"${TMPDIR:-/tmp}/pair_bench.$$"
	cat "${TMPDIR:-/tmp}/pair_bench.$$"
	awk '{ print $5 }' "${TMPDIR:-/tmp}/pair_bench.$$" | sort -n |
	    awk -v n="$1" '{ t[NR] = $1 } END {
		printf "%s players: median %.3f s\n", n, t[int((NR + 1) / 2)] }'
done
rm -f "${TMPDIR:-/tmp}/pair_bench.$$"
