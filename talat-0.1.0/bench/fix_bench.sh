#!/bin/sh
# SPDX-License-Identifier: ISC
# bench/fix_bench.sh: how fast talat fix repairs games that each carry one
# transcription slip (bench/inject_slips.py), and what the did-you-mean
# notes cost talat check on valid records (none: they are looked for only
# at an illegal ply). Not part of make check.
#
#   bench/fix_bench.sh [BUILD_DIR]
#
# BUILD_DIR is a configured tree (default: the current directory): the
# script runs `make bench` there first and times the talat it builds.
# Settings in the environment: GAMES (games per variant, default 5000),
# RUNS (timed runs, default 5; medians are shown), CPU (core to pin to,
# default 1), SEED (default 1).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
builddir=$(cd "${1:-.}" && pwd)
TALAT=$builddir/talat
${MAKE:-make} -s -C "$builddir" bench >&2 ||
    { echo "make bench failed in $builddir" >&2; exit 2; }
GAMES=${GAMES:-5000}
RUNS=${RUNS:-5}
CPU=${CPU:-1}
SEED=${SEED:-1}
command -v hyperfine >/dev/null || { echo "hyperfine is needed" >&2; exit 2; }
command -v jq >/dev/null || { echo "jq is needed" >&2; exit 2; }
work=$(mktemp -d "${TMPDIR:-/tmp}/fix-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT INT TERM

for p in 2 3; do
	"$TALAT" gen --players $p --games "$GAMES" --seed "$SEED"
	echo
done > "$work/valid.tgn"
python3 "$here/inject_slips.py" "$SEED" < "$work/valid.tgn" > "$work/slips.tgn"
games=$(grep -c '^\[Event ' "$work/slips.tgn")
fixed=$("$TALAT" fix "$work/slips.tgn" 2>&1 >/dev/null | grep -c 'the one repair that fits' || true)
plies=$("$TALAT" yaml "$work/valid.tgn" | grep -c '^- ply: ' || true)

median() {
	hyperfine -N -i -w 1 -r "$RUNS" --export-json "$work/t.json" \
	    "taskset -c $CPU $*" >/dev/null 2>&1
	jq -r '.results[0].median' "$work/t.json"
}
t_fix=$(median "$TALAT" fix "$work/slips.tgn")
t_check=$(median "$TALAT" check "$work/valid.tgn")
echo "corpus: $games games with one slip each; $fixed repaired by talat fix"
awk -v g="$games" -v t="$t_fix" 'BEGIN { printf "talat fix:   %.3f s, %.0f games/s (median of '"$RUNS"')\n", t, g / t }'
awk -v p="$plies" -v t="$t_check" 'BEGIN { printf "talat check (valid records): %.3f s, %.2f M plies/s (median of '"$RUNS"')\n", t, p / t / 1e6 }'
