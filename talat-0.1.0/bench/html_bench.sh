#!/bin/sh
# SPDX-License-Identifier: ISC
# html_bench.sh [BUILD_DIR]: the page of talat html for a large archive
# (issue 26's targets). A corpus of GAMES generated games (20,000: about
# 25 MB of TGN); then
#   - the page's size against 1.1 x the records' size + 1 MiB;
#   - talat html on it, RUNS times: median wall and CPU (user + system)
#     seconds;
#   - the page in headless Chromium (bench/html_browser.mjs, RUNS fresh
#     browsers): when game 1 is shown (median ms from opening), a ply
#     step (medians of each run's median and 95th percentile, ms), the
#     JavaScript heap once open and after VISIT games were shown;
#   - the same heap figures for a page of SMALL games, to compare.
# Needs chromium and node. Settings: GAMES, SMALL, RUNS, VISIT, WORK.
set -eu
build=${1:-.}
GAMES=${GAMES:-20000}
SMALL=${SMALL:-1000}
RUNS=${RUNS:-5}
VISIT=${VISIT:-200}
here=$(cd "$(dirname "$0")" && pwd)
WORK=${WORK:-$(mktemp -d "${TMPDIR:-/tmp}/html_bench.XXXXXX")}
make -C "$build" -s talat >/dev/null
talat=$(cd "$build" && pwd)/talat
chromium=$(command -v chromium || command -v chromium-browser)
node=$(command -v node || command -v nodejs)

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

"$talat" gen --games "$GAMES" --seed 26 >"$WORK/games.tgn"
"$talat" gen --games "$SMALL" --seed 26 >"$WORK/small.tgn"
: >"$WORK/times"
i=0
while [ "$i" -lt "$RUNS" ]; do
	/usr/bin/time -f '%e %U %S' -o "$WORK/t" "$talat" html "$WORK/games.tgn" \
	    >"$WORK/games.html"
	cat "$WORK/t" >>"$WORK/times"
	i=$((i + 1))
done
"$talat" html "$WORK/small.tgn" >"$WORK/small.html"
rec=$(wc -c <"$WORK/games.tgn")
pg=$(wc -c <"$WORK/games.html")
echo "records: $GAMES games, $rec bytes"
echo "page: $pg bytes; the limit 1.1 x records + 1 MiB: $(awk -v r="$rec" \
    'BEGIN { printf "%d", 1.1 * r + 1048576 }') bytes ($(awk -v p="$pg" \
    -v r="$rec" 'BEGIN { printf "%.3f", p / r }') x the records)"
echo "talat html: wall $(cut -d' ' -f1 "$WORK/times" | median) s," \
    "CPU $(awk '{ print $2 + $3 }' "$WORK/times" | median) s" \
    "(medians of $RUNS)"

browse() {	# PAGE LABEL
	"$node" "$here/html_browser.mjs" "$chromium" "$1" "$RUNS" "$VISIT" \
	    >"$WORK/b"
	echo "$2: game 1 shown after $(sed -n 's/^first //p' "$WORK/b" |
	    median) ms, the page whole after $(sed -n 's/^ready //p' \
	    "$WORK/b" | median) ms; a ply step: median $(sed -n 's/^step //p' "$WORK/b" |
	    cut -d' ' -f1 | median) ms, 95th percentile $(sed -n \
	    's/^step //p' "$WORK/b" | cut -d' ' -f2 | median) ms; JS heap" \
	    "$(sed -n 's/^heap-open //p' "$WORK/b" | median) bytes open," \
	    "$(sed -n 's/^heap-visited //p' "$WORK/b" | median) after" \
	    "$VISIT games shown (medians of $RUNS browsers)"
}
browse "$WORK/games.html" "$GAMES games"
browse "$WORK/small.html" "$SMALL games"
[ -n "${KEEP:-}" ] || rm -rf "$WORK"
