#!/bin/sh
# SPDX-License-Identifier: ISC
# bench/standings_bench.sh: talat standings and talat html on the same
# games of talat gen, under 10 and under 1,000 player names (issue 34:
# the head-to-head table hashed pair keys so weakly that 1,000 names made
# standings quadratic in the pairs who met: 100,000 games took 30.6 s
# against 1.4 s with few names). Linear: the time grows with the games,
# and hardly with the names. The names of one game are three different
# ones (one player seated twice is an error, and standings would exit
# 1). Prints the median CPU time (user + system,
# steadier than wall time on a shared machine) of RUNS runs of each. Not
# part of make check.
#
#   bench/standings_bench.sh [BUILD_DIR]
#
# BUILD_DIR is a configured tree (default: the current directory): the
# script runs `make bench` there first and times the talat it builds.
# Settings in the environment:
#   RUNS   timed runs per case (default 3; medians shown)
#   GAMES  the numbers of games (default "10000 100000")
#   NAMES  the numbers of player names (default "10 1000")
#   HTML   1 (default) also times talat html; 0 leaves it out
#   WORK   scratch directory (default: a new one under ${TMPDIR:-/tmp})
set -eu

builddir=$(cd "${1:-.}" && pwd)
RUNS=${RUNS:-3}
GAMES=${GAMES:-10000 100000}
NAMES=${NAMES:-10 1000}
HTML=${HTML:-1}

me=standings_bench
needs=/usr/bin/time	# GNU time
. "$(dirname "$0")/setup.sh"

# named GAMES NAMES FILE: GAMES games of talat gen (seed 5), one event,
# each player's name drawn from NAMES names (a fixed sequence).
named() {
	"$TALAT" gen --games "$1" --seed 5 | awk -v p="$2" '
	BEGIN { srand(5) }
	/^\[(White|Black|Grey) / {
		do n = int(rand() * p); while (n in seated)
		seated[n] = 1
		sub(/^\[/, ""); printf "[%s \"P%05d\"]\n", $1, n
		next }
	/^\[Event / { split("", seated); print "[Event \"Big\"]"; next }
	{ print }' > "$3"
}

# median COMMAND...: the median CPU seconds (user + system) of RUNS
# runs of it.
median() {
	for i in $(seq "$RUNS"); do
		/usr/bin/time -f '%U %S' -o "$WORK/t" "$@" >/dev/null 2>&1 ||
		    die "$* failed"
		awk '{ print $1 + $2 }' "$WORK/t"
	done | sort -n | awk '{ t[NR] = $1 } END { print t[int((NR + 1) / 2)] }'
}

printf '%8s %6s %8s %15s %10s\n' games names pairs "standings (s)" \
    "html (s)"
for g in $GAMES; do
	for p in $NAMES; do
		named "$g" "$p" "$WORK/g.tgn"
		pairs=$("$TALAT" standings --format yaml "$WORK/g.tgn" |
		    grep -c '^  opponent: ' || true)
		s=$(median "$TALAT" standings "$WORK/g.tgn")
		h=-
		if [ "$HTML" = 1 ]; then
			h=$(printf "%.2f" "$(median "$TALAT" html "$WORK/g.tgn")")
		fi
		printf '%8d %6d %8s %15.2f %10s\n' "$g" "$p" "$pairs" "$s" "$h"
	done
done
