#!/bin/sh
# SPDX-License-Identifier: ISC
# layers.sh: the shape of src/ and include/ (issue 14).
#
# 1. The include graph between modules has no cycle, and a module includes
#    only modules of lower layers (or itself). The layers, lowest first:
#
#      i18n      translated messages (gettext)          i18n.c i18n.h
#      base      names, colours, boards, diagnostics   base.c talat/base.h
#                (and internal.h, the mark of what is not exported)
#      diag      the catalogue of diagnostics           diag.c
#      record    a game as written, its writer          record.c tgn_write.c
#                (and ply_text.h, its ply reader inline)
#      read      the TGN reader                         reader.* grammar/
#      position  the position value type                position.c
#      rules     turn, freezing, single actions          rules.c
#      dead      the dead-board oracle                   dead*.c
#      tpn       Talat Position Notation                 tpn.c
#      score     points and winners                      score.c
#      replay    a record against the rules              replay.c
#      repair    transcription slips (talat fix)         repair.c
#      tournament  matches and standings                 match.c standings.c
#      gen       random games                            gen.c
#      yaml, svg YAML summaries, both ways; SVG diagrams  yaml_*.c svg.c
#      diff      two records compared                   diff*.c
#      talat     the umbrella header                     talat.h
#      html      the HTML viewer, compiled into talat    src/html/
#      wasm      the library's face in WebAssembly      src/wasm/engine.c
#                (its i18n.c is the i18n layer's, its config.h and
#                setjmp.h stand for system headers: layer 0)
#      cli       the talat command                       src/cli/
#
#    (A game flows read -> record -> replay -> score -> emit -> CLI; the
#    score of a position is a function the replay calls, so it sits
#    under the replay.) Every C file and header under src/ (at any
#    depth), include/ and grammar/ must be in a layer: a new file in none
#    fails until it is added to the table below.
# 2. Every function of src/ and grammar/ is under 100 lines.
#
# Exit 0 when both hold, 1 otherwise.
top=${top_srcdir:-.}
cd "$top" || exit 2

layer_of() {
	case $1 in
	src/i18n.c|src/i18n.h|src/wasm/i18n.c) echo "0 i18n" ;;
	src/wasm/config.h|src/wasm/setjmp.h) echo "0 system" ;;
	src/base.c|include/talat/base.h) echo "1 base" ;;
	src/internal.h) echo "1 internal" ;;
	src/diag.c|include/talat/diag.h) echo "2 diag" ;;
	src/record.c|src/tgn_write.c|src/ply_text.h|include/talat/record.h) echo "3 record" ;;
	src/reader.c|src/reader.h|src/lex*.c|src/lex*.h|grammar/*) echo "4 read" ;;
	src/position.c|include/talat/position.h) echo "5 position" ;;
	src/rules.c|include/talat/rules.h) echo "6 rules" ;;
	src/dead.c|src/dead_probe.c|src/dead_probe.h|include/talat/dead.h) echo "7 dead" ;;
	src/tpn.c|include/talat/tpn.h) echo "8 tpn" ;;
	src/score.c|include/talat/score.h) echo "9 score" ;;
	src/replay.c|src/replay_*.c|src/points.c|include/talat/replay.h) echo "10 replay" ;;
	src/repair.c|include/talat/repair.h) echo "11 repair" ;;
	src/match.c|src/standings.c|include/talat/tournament.h) echo "12 tournament" ;;
	src/gen.c|src/rng.h|include/talat/gen.h) echo "13 gen" ;;
	src/yaml_*|include/talat/yaml.h|include/talat/yaml_*) echo "14 yaml" ;;
	src/svg.c|include/talat/svg.h) echo "14 svg" ;;
	src/diff.c|src/diff_*.c|include/talat/diff.h) echo "15 diff" ;;
	include/talat.h) echo "16 talat" ;;
	src/html/*) echo "17 html" ;;
	src/wasm/*) echo "17 wasm" ;;
	src/cli/*) echo "18 cli" ;;
	*)	echo "- none" ;;
	esac
}

# The file an #include "name" of file $1 means (empty: generated or not
# ours).
resolve() {
	case $2 in
	config.h) return ;;
	parser.h|lexer.h) echo "grammar/$2"; return ;;
	talat.h) echo "include/talat.h"; return ;;
	talat/*) echo "include/$2"; return ;;
	cli/*) echo "src/$2"; return ;;
	esac
	d=${1%/*}
	for f in "$d/$2" "src/$2" "include/$2"; do
		if [ -f "$f" ]; then
			echo "$f"
			return
		fi
	done
}

# Every C file and header of src/, whatever its directory (a generated
# one of an in-tree build too), the headers and the grammar.
files=$( (find src -name '*.[ch]'; ls include/*.h include/talat/*.h \
    grammar/*.l grammar/*.y) 2>/dev/null | LC_ALL=C sort)
fail=0
edges=${TMPDIR:-/tmp}/layers.$$
trap 'rm -f "$edges"' EXIT INT TERM
: > "$edges"
for f in $files; do
	set -- $(layer_of "$f")
	frank=$1 fmod=$2
	if [ "$frank" = - ]; then
		echo "FAIL: $f is in no layer: add it to the table of tests/layers.sh"
		fail=1
		continue
	fi
	for inc in $(sed -n 's/^#[ 	]*include[ 	]*"\([^"]*\)".*/\1/p' "$f"); do
		target=$(resolve "$f" "$inc")
		[ -n "$target" ] || continue
		set -- $(layer_of "$target")
		trank=$1 tmod=$2
		if [ "$trank" = - ]; then
			echo "FAIL: $f includes $inc ($target), which is in no layer"
			fail=1
			continue
		fi
		[ "$tmod" = "$fmod" ] && continue
		echo "$fmod $tmod $f $inc" >> "$edges"
		if [ "$trank" -ge "$frank" ]; then
			echo "FAIL: $f ($fmod, layer $frank) includes $inc ($tmod, layer $trank): a module includes only lower layers"
			fail=1
		fi
	done
done

# Cycles between modules, whatever their layers.
if ! awk '
	{ if (!(($1, $2) in seen)) { seen[$1, $2] = 1; adj[$1] = adj[$1] " " $2 }
	  nodes[$1] = 1; nodes[$2] = 1 }
	function visit(m,   n, i, parts) {
		state[m] = 1
		n = split(adj[m], parts, " ")
		for (i = 1; i <= n; i++) {
			if (state[parts[i]] == 1) {
				printf "FAIL: the includes of %s and %s make a cycle\n", m, parts[i]
				bad = 1
			} else if (state[parts[i]] == 0)
				visit(parts[i])
		}
		state[m] = 2
	}
	END {
		for (m in nodes) if (state[m] == 0) visit(m)
		exit bad
	}' "$edges"; then
	fail=1
fi

# Function length: from the line naming the function to its closing
# brace in column 0.
long=$(awk '
	FNR == 1 { start = 0 }
	/^[A-Za-z_][A-Za-z0-9_]*\(/ { name = $0; sub(/\(.*/, "", name); start = FNR }
	/^}/ { if (start && FNR - start + 1 >= 100)
		printf "FAIL: %s:%d: %s is %d lines (under 100, please)\n", FILENAME, start, name, FNR - start + 1
	       start = 0 }' $(echo "$files" | grep -v '\.h$'))
if [ -n "$long" ]; then
	echo "$long"
	fail=1
fi

nedges=$(wc -l < "$edges")
echo "layers: $(echo $files | wc -w) files, $nedges includes between modules, $([ $fail = 0 ] && echo fine || echo FAILED)"
exit $fail
