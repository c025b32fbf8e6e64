#!/bin/sh
# SPDX-License-Identifier: ISC
# bench/adjudicate.sh [BUILD_DIR]: talat_adjudicate() (talat adjudicate)
# on games of talat gen cut short, with bench/adjudicate_bench: for two
# and three players, GAMES games (default 30) cut 1 to 6 items before
# their end (a game a club arbiter meets), then cut 6 to 12 items
# before it; CPU seconds per game (median, maximum) and how many stayed
# undetermined at the default limit (5,000,000 positions). SEED (default
# 1) picks the games.
set -eu
build=${1:-.}
games=${GAMES:-30}
seed=${SEED:-1}
make -C "$build" bench >/dev/null
for players in 3 2; do
	for cut in "1 6" "6 12"; do
		set -- $cut
		printf '%s players, cut %s-%s items before the end, %s games: ' \
		    "$players" "$1" "$2" "$games"
		"$build/bench/adjudicate_bench" "$players" "$seed" "$games" \
		    "$1" "$2" | tail -1
	done
done
