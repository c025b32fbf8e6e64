#!/bin/sh
# SPDX-License-Identifier: ISC
# entry_bench.sh [BUILD_DIR]: the entry of a scoresheet in the page of
# talat html (issue 27's targets: each keystroke answered within 50 ms,
# the completions included; at most one Enter per ply beyond its typed
# characters). GAMES generated games of three players and as many of two
# (talat gen, seeds from 27) are entered into a page of talat html
# --entry in headless Chromium, a fresh browser each
# (bench/entry_browser.mjs): every ply and declaration typed a character
# at a time, then Enter. Prints, over the games of each kind, the medians
# of the games' median, 95th percentile and maximum time of a keystroke
# and of an Enter (ms): wall time, from the event to the page laid out
# again, and the CPU time of the page's main thread for the same (from a
# trace of the browser: what the page costs, whatever else the machine
# runs); their plies, and the keys it takes with one Enter a ply. Needs
# chromium and node. Settings: GAMES (5), WORK.
set -eu
build=${1:-.}
GAMES=${GAMES:-5}
here=$(cd "$(dirname "$0")" && pwd)
WORK=${WORK:-$(mktemp -d "${TMPDIR:-/tmp}/entry_bench.XXXXXX")}
make -C "$build" -s talat >/dev/null
talat=$(cd "$build" && pwd)/talat
chromium=$(command -v chromium || command -v chromium-browser)
node=$(command -v node || command -v nodejs)

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

"$talat" html --entry >"$WORK/entry.html"
for p in 3 2; do
	files=
	i=0
	while [ "$i" -lt "$GAMES" ]; do
		f="$WORK/p$p-$i.tgn"
		"$talat" gen --players "$p" --seed $((27 + i)) | "$talat" fmt >"$f"
		files="$files $f"
		i=$((i + 1))
	done
	# shellcheck disable=SC2086
	"$node" "$here/entry_browser.mjs" "$chromium" "$WORK/entry.html" \
	    $files >"$WORK/out$p"
	if grep -q '^refused' "$WORK/out$p"; then
		grep '^refused' "$WORK/out$p" >&2
		exit 1
	fi
	col() { sed -n "s/^$1 //p" "$WORK/out$p" | cut -d' ' -f"$2" | median; }
	echo "$p players, $GAMES games of $(sed -n 's/^keys //p' \
	    "$WORK/out$p" | cut -d' ' -f1 | sort -n | head -1) to" \
	    "$(sed -n 's/^keys //p' "$WORK/out$p" | cut -d' ' -f1 | sort -n |
	    tail -1) plies and declarations:"
	for k in key enter; do
		echo "  $(echo "$k" | sed 's/key/a keystroke/; s/enter/Enter/'):" \
		    "wall median $(col "$k" 2) ms, 95th percentile $(col "$k" 3)" \
		    "ms, maximum $(col "$k" 4) ms; CPU median $(col "$k-cpu" 2)" \
		    "ms, 95th percentile $(col "$k-cpu" 3) ms, maximum" \
		    "$(col "$k-cpu" 4) ms (medians over the games)"
	done
	echo "  keys: $(sed -n 's/^keys //p' "$WORK/out$p" | awk '{ p += $1;
	    t += $2; l += $3 } END { printf "%d plies and declarations, %d " \
	    "characters typed in full; %d keys with one Enter each, typing " \
	    "each only until it is the one match (%.1f a ply)", p, t, l, l / p }')"
done
echo "(load average: $(cut -d' ' -f1-3 /proc/loadavg))"
