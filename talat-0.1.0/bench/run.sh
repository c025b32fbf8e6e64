#!/bin/sh
# SPDX-License-Identifier: ISC
# bench/run.sh: how fast talat reads, checks and converts records, and how
# much memory it takes (issue 6). Not part of make check.
#
#   bench/run.sh [BUILD_DIR]
#
# BUILD_DIR is a configured tree (default: the current directory); the
# script runs `make bench` there first and uses the talat and the
# benchmark programs (bench/parse_bench, oracle_bench, yaml_emit_bench,
# dead_bench) it builds. Settings in the environment:
#   GAMES   games per variant in the corpus (default 20000)
#   RUNS    timed runs per command (default 5; the table shows medians)
#   CPU     the core every timed process is pinned to (default 1)
#   BIG_MB  size of the input for the peak-RSS run (default 1100, >= 1 GiB;
#           0 leaves that run out: a quick run, e.g. to try the script)
#   ORACLE_GAMES  games per variant for the oracle timing (default 500)
#   WORK    scratch directory (default: a new one under ${TMPDIR:-/tmp})
set -eu

here=$(cd "$(dirname "$0")" && pwd)
srcdir=$(dirname "$here")
builddir=$(cd "${1:-.}" && pwd)
TALAT=$builddir/talat
GAMES=${GAMES:-20000}
RUNS=${RUNS:-5}
CPU=${CPU:-1}
BIG_MB=${BIG_MB:-1100}
ORACLE_GAMES=${ORACLE_GAMES:-500}
CHUNK=1000
PGN=${PGN:-$srcdir/../shared/bench/masters.pgn}
PGN_EXTRACT=${PGN_EXTRACT:-/usr/games/pgn-extract}

die() {
	echo "bench/run.sh: $*" >&2
	exit 2
}

MAKE=${MAKE:-make}
$MAKE -s -C "$builddir" bench >&2 ||
    die "make bench failed in $builddir (configure first, or name the build directory)"
BENCH=$builddir/bench
[ -x "$TALAT" ] || die "no talat in $builddir (build first, or name the build directory)"
command -v hyperfine >/dev/null || die "hyperfine is needed"
command -v jq >/dev/null || die "jq is needed"
[ -x /usr/bin/time ] || die "/usr/bin/time is needed (GNU time, for peak RSS)"

if [ -n "${WORK:-}" ]; then
	mkdir -p "$WORK"
	cleanup_work=
else
	WORK=$(mktemp -d "${TMPDIR:-/tmp}/talat-bench.XXXXXX")
	cleanup_work=$WORK
fi
trap 'rm -f "$WORK/big.tgn"; [ -n "$cleanup_work" ] && rm -rf "$cleanup_work"' EXIT INT TERM

pin="taskset -c $CPU"
has_command() {
	"$TALAT" "$1" --help >/dev/null 2>&1
}

# median_s JSON: the median of the runs of the one command in it.
median_s() {
	jq -r '.results[0].median' "$1"
}

# bench NAME COMMAND...: hyperfine, one core, RUNS runs; the median in
# $WORK/NAME.median.
bench() {
	name=$1
	shift
	$pin hyperfine -N --warmup 1 --runs "$RUNS" --style none \
	    --export-json "$WORK/$name.json" "$*" >/dev/null 2>"$WORK/$name.err" ||
	    { cat "$WORK/$name.err" >&2; die "$name failed"; }
	median_s "$WORK/$name.json" >"$WORK/$name.median"
	jq -r '.results[0].user + .results[0].system' "$WORK/$name.json" \
	    >"$WORK/$name.cpu"
}

rate() {	# rate COUNT SECONDS -> COUNT per second, rounded
	awk -v n="$1" -v s="$2" 'BEGIN { printf "%.0f", n / s }'
}

mbps() {	# mbps BYTES SECONDS
	awk -v n="$1" -v s="$2" 'BEGIN { printf "%.1f", n / 1e6 / s }'
}

# --- the machine -------------------------------------------------------------
cpu_model=$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1)
echo "machine: $(nproc) cores, ${cpu_model:-unknown CPU}; timed processes pinned to core $CPU"
echo "talat: $("$TALAT" --version) ($TALAT)"
echo "load before the run:$(cut -d' ' -f1-3 /proc/loadavg | sed 's/^/ /')"

# --- the corpus ---------------------------------------------------------------
corpus=$WORK/corpus.tgn
: >"$corpus"
chunks=$(( (GAMES + CHUNK - 1) / CHUNK ))
i=1
while [ "$i" -le "$chunks" ]; do
	"$TALAT" gen --players 3 --games "$CHUNK" --seed "$i" >>"$corpus"
	"$TALAT" gen --players 2 --games "$CHUNK" --seed "$i" >>"$corpus"
	i=$((i + 1))
done
games=$((chunks * CHUNK * 2))
bytes=$(wc -c <"$corpus")
plies=$(awk -f "$here/plies.awk" "$corpus")
echo "corpus: $games games (half three-player, half two-player, in blocks of $CHUNK), $plies plies, $bytes bytes"

# --- throughput ----------------------------------------------------------------
bench parse "$BENCH/parse_bench" "$corpus"
bench check "$TALAT" check "$corpus"
bench check_strict "$TALAT" check --strict "$corpus"
have_fmt=0 have_yaml=0
if has_command fmt; then
	bench fmt "$TALAT" fmt "$corpus"
	have_fmt=1
fi
have_from_yaml=0
if has_command yaml; then
	bench yaml "$TALAT" yaml "$corpus"
	have_yaml=1
	if has_command from-yaml; then
		"$TALAT" yaml "$corpus" >"$WORK/corpus.yaml" 2>/dev/null || :
		yaml_bytes=$(wc -c <"$WORK/corpus.yaml")
		bench from_yaml "$TALAT" from-yaml "$WORK/corpus.yaml"
		have_from_yaml=1
	fi
fi
have_tour=0
if has_command standings && has_command select; then
	bench standings "$TALAT" standings "$corpus"
	bench select_all "$TALAT" select --tag Event~talat "$corpus"
	bench select_count "$TALAT" select --count --player Ada --status complete "$corpus"
	have_tour=1
fi

# --- YAML: the emitters alone ------------------------------------------------------
$pin "$BENCH/yaml_emit_bench" >"$WORK/yaml_emit.txt" || die "bench/yaml_emit_bench failed"
yaml_emit() { sed -n "s/^$1 //p" "$WORK/yaml_emit.txt"; }

# --- peak RSS ------------------------------------------------------------------
rss_of() {	# rss_of FILE [COMMAND...] -> kilobytes of talat COMMAND (check) on it
	f=$1
	shift
	[ $# -gt 0 ] || set -- check
	/usr/bin/time -v -o "$WORK/time.txt" $pin "$TALAT" "$@" "$f" \
	    >/dev/null 2>"$WORK/rss.err" || [ $? -eq 1 ] ||
	    die "talat $* $f failed"
	sed -n 's/^[[:space:]]*Maximum resident set size (kbytes): //p' "$WORK/time.txt"
}
elapsed_of() {	# from the last rss_of: wall seconds
	sed -n 's/^[[:space:]]*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' \
	    "$WORK/time.txt" | awk -F: '{ s = 0; for (i = 1; i <= NF; i++) s = s * 60 + $i; print s }'
}
rss_small=$(rss_of "$corpus")
if [ "$BIG_MB" -ne 0 ]; then
	big_bytes=$((BIG_MB * 1024 * 1024))
	[ "$big_bytes" -ge 1073741824 ] || die "BIG_MB must be at least 1024 (or 0)"
	avail_kb=$(df -Pk "$WORK" | awk 'NR == 2 { print $4 }')
	need_kb=$((big_bytes / 1024 + 1024 * 1024))
	if [ "$avail_kb" -lt "$need_kb" ]; then
		die "not enough disk in $WORK for the ${BIG_MB} MiB input: ${avail_kb} KiB free, ${need_kb} KiB wanted"
	fi
	big=$WORK/big.tgn
	: >"$big"
	copies=0
	# Each copy of the corpus with the players renamed (a suffix), so that
	# no game repeats another (talat keeps a hash of every game to find
	# duplicates: that memory is part of what is measured) and the copies are
	# tournaments of their own, with their own matches.
	while [ "$(wc -c <"$big")" -lt "$big_bytes" ]; do
		copies=$((copies + 1))
		sed "s/^\[\(White\|Black\|Grey\) \"\(.*\)\"\]\$/[\1 \"\2 $copies\"]/" \
		    "$corpus" >>"$big"
	done
	big_size=$(wc -c <"$big")
	rss_big=$(rss_of "$big")
	big_s=$(elapsed_of)
	big_cpu=$(awk -F': ' '/User time|System time/ { s += $2 } END { print s }' "$WORK/time.txt")
	if [ "$have_tour" -eq 1 ]; then
		rss_big_standings=$(rss_of "$big" standings)
		rss_big_select=$(rss_of "$big" select --tag Event~talat)
	fi
	rm -f "$big"
fi

# --- the dead-board oracle -------------------------------------------------------
$pin "$BENCH/oracle_bench" "$ORACLE_GAMES" 1 >"$WORK/oracle.txt"
oracle() { sed -n "s/^$1 //p" "$WORK/oracle.txt"; }
DEAD_HARD=${DEAD_HARD:-$srcdir/tests/data/dead_blocked.txt} \
    $pin "$BENCH/dead_bench" >"$WORK/dead_bench.txt" 2>&1 ||
    echo "bench/dead_bench failed" >>"$WORK/dead_bench.txt"

# --- pgn-extract, for reference ------------------------------------------------------
have_pgn=0
if [ -x "$PGN_EXTRACT" ] && [ -f "$PGN" ]; then
	"$PGN_EXTRACT" --plycount -s -o "$WORK/plycount.pgn" "$PGN" 2>/dev/null
	pgn_plies=$(sed -n 's/^\[PlyCount "\([0-9]*\)"\]/\1/p' "$WORK/plycount.pgn" |
	    awk '{ s += $1 } END { print s * 50 }')
	i=0
	: >"$WORK/big.pgn"
	while [ "$i" -lt 50 ]; do
		cat "$PGN" >>"$WORK/big.pgn"
		i=$((i + 1))
	done
	pgn_bytes=$(wc -c <"$WORK/big.pgn")
	bench pgn "$PGN_EXTRACT" -s "$WORK/big.pgn" -o /dev/null
	have_pgn=1
fi

# --- the table ------------------------------------------------------------------------
row() {	# row LABEL NAME PLIES BYTES
	s=$(cat "$WORK/$2.median")
	c=$(cat "$WORK/$2.cpu")
	printf '%-36s %7.3f %7.3f %11s %11s %7s\n' "$1" "$s" "$c" \
	    "$(rate "$3" "$s")" "$(rate "$3" "$c")" "$(mbps "$4" "$s")"
}
echo
echo "Times: wall = median of $RUNS runs pinned to one core; cpu = mean user + system"
echo "time of the same runs (lower than wall when other processes share the core)."
printf '%-36s %7s %7s %11s %11s %7s\n' "command" "wall s" "cpu s" \
    "plies/s" "plies/cpu-s" "MB/s"
row "reader only (bench/parse_bench.c)" parse "$plies" "$bytes"
row "talat check" check "$plies" "$bytes"
row "talat check --strict" check_strict "$plies" "$bytes"
[ "$have_fmt" -eq 1 ] && row "talat fmt > /dev/null (parse + write)" fmt "$plies" "$bytes"
[ "$have_yaml" -eq 1 ] && row "talat yaml > /dev/null" yaml "$plies" "$bytes"
[ "$have_from_yaml" -eq 1 ] && row "talat from-yaml (of yaml) > /dev/null" from_yaml "$plies" "$yaml_bytes"
if [ "$have_tour" -eq 1 ]; then
	row "talat standings" standings "$plies" "$bytes"
	row "talat select (every game) > /dev/null" select_all "$plies" "$bytes"
	row "talat select --count --player --status" select_count "$plies" "$bytes"
fi
[ "$have_pgn" -eq 1 ] && row "pgn-extract -s (masters.pgn x50)" pgn "$pgn_plies" "$pgn_bytes"
if [ "$have_fmt" -eq 1 ]; then
	awk -v c="$(cat "$WORK/check.median")" -v f="$(cat "$WORK/fmt.median")" \
	    -v cc="$(cat "$WORK/check.cpu")" -v fc="$(cat "$WORK/fmt.cpu")" \
	    'BEGIN { printf "check / fmt: %.2fx wall, %.2fx cpu\n", c / f, cc / fc }'
fi
awk -v c="$(cat "$WORK/check.median")" -v f="$(cat "$WORK/parse.median")" \
    -v cc="$(cat "$WORK/check.cpu")" -v fc="$(cat "$WORK/parse.cpu")" \
    'BEGIN { printf "check / reader only: %.2fx wall, %.2fx cpu\n", c / f, cc / fc }'
printf 'plies as YAML and nothing else (bench/yaml_emit_bench.c, medians of 5): libyaml emitter %s plies/s, direct writer %s plies/s\n' \
    "$(yaml_emit libyaml_plies_per_s)" "$(yaml_emit direct_plies_per_s)"
echo
if [ "$BIG_MB" -ne 0 ]; then
	printf 'peak RSS of talat check: %s KiB on the corpus (%s bytes), %s KiB on %s bytes\n' \
	    "$rss_small" "$bytes" "$rss_big" "$big_size"
	printf '  (the corpus %s times: %.1f s wall, %.1f s cpu, %s plies/s wall, %s plies/cpu-s)\n' \
	    "$copies" "$big_s" "$big_cpu" "$(rate "$((plies * copies))" "$big_s")" \
	    "$(rate "$((plies * copies))" "$big_cpu")"
else
	printf 'peak RSS of talat check: %s KiB on the corpus (%s bytes); the run on >= 1 GiB left out (BIG_MB=0)\n' \
	    "$rss_small" "$bytes"
fi
if [ "$have_tour" -eq 1 ]; then
	[ "$BIG_MB" -eq 0 ] ||
	printf '  talat standings: %s KiB, talat select (every game): %s KiB on the same %s bytes\n' \
	    "$rss_big_standings" "$rss_big_select" "$big_size"
	awk -v c="$(cat "$WORK/check.median")" -v t="$(cat "$WORK/standings.median")" \
	    -v s="$(cat "$WORK/select_all.median")" \
	    'BEGIN { printf "standings / check: %.2fx the speed; select (every game) / check: %.2fx (target: at least 0.5)\n", c / t, c / s }'
fi
printf 'dead-board oracle (bench/oracle_bench.c: the calls talat check makes on %s games of %s plies; %s more skipped thanks to the witness):\n' \
    "$((ORACLE_GAMES * 2))" "$(oracle plies)" "$(oracle skipped)"
printf '  all %s calls (%s dead): median %s us, mean %s us, p99 %s us, max %s us\n' \
    "$(oracle all_calls)" "$(oracle all_dead)" "$(oracle all_median_us)" \
    "$(oracle all_mean_us)" "$(oracle all_p99_us)" "$(oracle all_max_us)"
printf '  the %s right after the setup: median %s us, mean %s us, max %s us\n' \
    "$(oracle setup_calls)" "$(oracle setup_median_us)" \
    "$(oracle setup_mean_us)" "$(oracle setup_max_us)"
awk -v c="$(oracle all_calls)" -v m="$(oracle all_mean_us)" -v p="$(oracle plies)" \
    'BEGIN { printf "  oracle time per ply: %.3f us (%.0f plies/s if it were all)\n", c * m / p, p / (c * m / 1e6) }'
printf '  slowest: board %s of %s\n' "$(oracle max_board)" "$(oracle max_tpn)"
echo "bench/dead_bench:"
sed 's/^/  /' "$WORK/dead_bench.txt"
echo
echo "targets (issue 6): check >= 3000000 plies/s, within 2x of parse-only; peak RSS <= 16384 KiB; yaml >= 1000000 plies/s; from-yaml >= 1000000 plies/s (issue 13)"
echo "targets (issue 17): standings and select at least half of check's plies/s; peak RSS of check, select and standings <= 16384 KiB on >= 1 GiB"
