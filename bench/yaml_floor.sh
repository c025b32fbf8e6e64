#!/bin/sh
# SPDX-License-Identifier: ISC
# bench/yaml_floor.sh: talat yaml and talat from-yaml against their floors
# (issue 39: yaml >= 0.5 M plies/s, from-yaml >= 0.25 M plies/s, YAML
# read and written by libyaml only). Prints, for each, the median CPU
# time (user + system, steadier than wall time on a shared machine) of
# RUNS runs and the plies per CPU second it makes; exits 1 when one is
# below its floor. Not part of make check.
#
#   bench/yaml_floor.sh [BUILD_DIR]
#
# BUILD_DIR is a configured tree (default: the current directory): the
# script runs `make bench` there first (MAKE=true: not at all) and times
# the talat it builds. Settings in the environment:
#   GAMES  games of talat gen per variant (default 5000; seed 1 for three
#          players, 2 for two)
#   RUNS   timed runs of each command (default 5; medians shown)
#   WORK   scratch directory (default: a new one under ${TMPDIR:-/tmp})
set -eu

here=$(cd "$(dirname "$0")" && pwd)
builddir=$(cd "${1:-.}" && pwd)
GAMES=${GAMES:-5000}
RUNS=${RUNS:-5}

me=yaml_floor
needs=/usr/bin/time	# GNU time
. "$(dirname "$0")/setup.sh"

"$TALAT" gen --games "$GAMES" --seed 1 >"$WORK/corpus.tgn"
"$TALAT" gen --players 2 --games "$GAMES" --seed 2 >>"$WORK/corpus.tgn"
"$TALAT" yaml "$WORK/corpus.tgn" >"$WORK/corpus.yaml"
plies=$(awk -f "$here/plies.awk" "$WORK/corpus.tgn")

# median CMD...: the median CPU seconds of RUNS runs of CMD > /dev/null.
median() {
	i=0
	while [ "$i" -lt "$RUNS" ]; do
		/usr/bin/time -f '%U %S' -o "$WORK/time" "$@" >/dev/null ||
		    die "$* failed"
		awk '{ print $1 + $2 }' "$WORK/time"
		i=$((i + 1))
	done | sort -n | awk '{ t[NR] = $1 } END { print t[int((NR + 1) / 2)] }'
}

status=0
# floor NAME FLOOR CMD...: one line, and status 1 below the floor.
floor() {
	name=$1 min=$2
	shift 2
	s=$(median "$@")
	rate=$(awk -v p="$plies" -v s="$s" 'BEGIN { printf "%.2f", p / s / 1e6 }')
	ok=$(awk -v r="$rate" -v m="$min" 'BEGIN { print (r >= m) ? "ok" : "BELOW" }')
	printf '%-10s %6.2f s cpu  %5s M plies/s  floor %s  %s\n' "$name" "$s" \
	    "$rate" "$min" "$ok"
	[ "$ok" = ok ] || status=1
}

echo "corpus: $((2 * GAMES)) games of talat gen, $plies plies; median CPU of $RUNS runs"
floor yaml 0.5 "$TALAT" yaml "$WORK/corpus.tgn"
floor from-yaml 0.25 "$TALAT" from-yaml "$WORK/corpus.yaml"
exit $status
