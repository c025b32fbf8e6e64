#!/bin/sh
# SPDX-License-Identifier: ISC
# bench/event.sh: talat event and talat standings --event against talat
# check over the same games (issue 35: within 1.3 times check's time).
# The event: PLAYERS players (default 200) and ROUNDS rounds (default 10),
# each round 66 tables of three and one of two (with the Zihin) for 200
# players, every game one of talat gen (seed 35; two-player games seed
# 36) with its tags set to its table's: 670 games, one file a round.
# Prints the median CPU time (user + system, steadier than wall time on
# a shared machine) of RUNS runs of each command, and its ratio to
# check's. Not part of make check.
#
#   bench/event.sh [BUILD_DIR]
#
# BUILD_DIR is a configured tree (default: the current directory): the
# script runs `make bench` there first and times the talat it builds.
# Settings in the environment:
#   RUNS     samples per command (default 5; medians shown)
#   REPEAT   runs of the command in a sample (default 20)
#   PLAYERS  players of the event (default 200)
#   ROUNDS   rounds of the event (default 10)
#   WORK     scratch directory (default: a new one under ${TMPDIR:-/tmp});
#            the event stays there when given
set -eu

builddir=$(cd "${1:-.}" && pwd)
RUNS=${RUNS:-5}
REPEAT=${REPEAT:-20}
PLAYERS=${PLAYERS:-200}
ROUNDS=${ROUNDS:-10}

me=event
needs=/usr/bin/time	# GNU time
. "$(dirname "$0")/setup.sh"

# The tables of a round: PLAYERS / 3 of three, and of two for the rest
# (event.md section 6: one when PLAYERS mod 3 = 2, two when 1).
three=$((PLAYERS / 3))
two=$(((PLAYERS % 3) == 2 ? 1 : (PLAYERS % 3) == 1 ? 2 : 0))
[ $((three * 3 + two * 2)) -eq "$PLAYERS" ] || three=$((three - 1)) two=2
"$TALAT" gen --games $((three * ROUNDS)) --seed 35 >"$WORK/three.tgn"
: >"$WORK/two.tgn"
[ "$two" -eq 0 ] ||
    "$TALAT" gen --players 2 --games $((two * ROUNDS)) --seed 36 \
    >"$WORK/two.tgn"
mkdir -p "$WORK/games"

# The event file and one file of games a round. Round r seats player
# (i * k + 7 * r) mod PLAYERS at seat i, k the r-th number prime to
# PLAYERS: seats 3t to 3t + 2 make table t + 1, the tables of two
# follow. Each game gets its table's Event, Round and names; the
# table takes the game's Order and Zihin.
awk -v players="$PLAYERS" -v rounds="$ROUNDS" -v three="$three" -v work="$WORK" \
    -v two="$two" -v dir="$WORK/games" -v yaml="$WORK/event.yaml" '
function gcd(a, b,   t) { while (b) { t = a % b; a = b; b = t } return a }
function name(p) { return sprintf("Player %03d", p + 1) }
# Game text g with its tags set: its players at the seats from s.
function seat(g, r, tn, s,   n, i, lines, out, tag, v, c, order, zihin,
    colours, who, line) {
	n = split(g, lines, "\n")
	order = ""; zihin = ""
	for (i = 1; i <= n; i++) {
		if (lines[i] ~ /^\[Order "/) {
			order = lines[i]; sub(/^\[Order "/, "", order)
			sub(/"\]$/, "", order)
		}
		if (lines[i] ~ /^\[Zihin "/) {
			zihin = lines[i]; sub(/^\[Zihin "/, "", zihin)
			sub(/"\]$/, "", zihin)
		}
	}
	c = 0
	for (i = 1; i <= n; i++) {
		line = lines[i]
		if (line ~ /^\[Event /)
			line = "[Event \"Bench event\"]"
		else if (line ~ /^\[Round /)
			line = "[Round \"" r "\"]"
		else if (line ~ /^\[(White|Black|Grey) /) {
			tag = substr(line, 2, index(line, " ") - 2)
			who[tag] = name(perm[s + c++])
			line = "[" tag " \"" who[tag] "\"]"
		}
		out = out line "\n"
	}
	line = "      - {table: " tn
	if ("White" in who) line = line ", White: " who["White"]
	if ("Black" in who) line = line ", Black: " who["Black"]
	if ("Grey" in who) line = line ", Grey: " who["Grey"]
	if (zihin != "") line = line ", Zihin: " zihin
	if (order != "") line = line ", Order: " order
	print line "}" >yaml
	return out
}
# The games of a file, each from its [Event line.
function games(file, arr,   n, line) {
	n = 0
	while ((getline line <file) > 0) {
		if (line ~ /^\[Event /)
			n++
		arr[n] = arr[n] line "\n"
	}
	close(file)
	return n
}
BEGIN {
	games(work "/three.tgn", g3)
	games(work "/two.tgn", g2)
	print "event: Bench event" >yaml
	print "games: [games/]" >yaml
	print "players:" >yaml
	for (p = 0; p < players; p++)
		print "  - " name(p) >yaml
	print "rounds:" >yaml
	k = 0
	for (r = 1; r <= rounds; r++) {
		do k++; while (gcd(k, players) != 1)
		for (i = 0; i < players; i++)
			perm[i] = (i * k + 7 * r) % players
		f = sprintf("%s/round%02d.tgn", dir, r)
		print "  - round: " r >yaml
		print "    tables:" >yaml
		for (t = 0; t < three; t++)
			printf "%s\n", seat(g3[(r - 1) * three + t + 1], r, t + 1,
			    3 * t) >f
		for (t = 0; t < two; t++)
			printf "%s\n", seat(g2[(r - 1) * two + t + 1], r,
			    three + t + 1, 3 * three + 2 * t) >f
		close(f)
	}
}' </dev/null

ngames=$(cat "$WORK"/games/*.tgn | grep -c '^\[Event ')
"$TALAT" event "$WORK/event.yaml" >"$WORK/event.out" 2>&1 ||
    die "talat event found errors in the event: $(head -3 "$WORK/event.out")"
[ -s "$WORK/event.out" ] &&
    die "talat event has something to say: $(head -3 "$WORK/event.out")"

# median COMMAND...: the median of RUNS samples of the CPU seconds
# (user + system) of one run of COMMAND, each sample REPEAT runs in a row
# (one run takes a few hundredths of a second, near the clock's tick).
median() {
	for i in $(seq "$RUNS"); do
		/usr/bin/time -f '%U %S' -o "$WORK/t" sh -c 'n=$1; shift
		    while [ "$n" -gt 0 ]; do
			"$@" >/dev/null 2>&1 || exit 1; n=$((n - 1))
		    done' sh "$REPEAT" "$@" || die "$* failed"
		awk -v n="$REPEAT" '{ printf "%.4f\n", ($1 + $2) / n }' "$WORK/t"
	done | sort -n | awk '{ t[NR] = $1 } END { print t[int((NR + 1) / 2)] }'
}

echo "$PLAYERS players, $ROUNDS rounds, $ngames games; CPU seconds a run," \
    "median of $RUNS samples of $REPEAT runs"
c=$(median "$TALAT" check "$WORK/games")
e=$(median "$TALAT" event "$WORK/event.yaml")
s=$(median "$TALAT" standings --event "$WORK/event.yaml")
printf '%-36s %8.4f\n' "talat check games/" "$c"
printf '%-36s %8.4f  %.2fx check\n' "talat event event.yaml" "$e" \
    "$(echo "$e $c" | awk '{ print ($2 > 0 ? $1 / $2 : 0) }')"
printf '%-36s %8.4f  %.2fx check\n' "talat standings --event event.yaml" \
    "$s" "$(echo "$s $c" | awk '{ print ($2 > 0 ? $1 / $2 : 0) }')"
