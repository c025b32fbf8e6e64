#!/bin/sh
# SPDX-License-Identifier: ISC
# make-corpus.sh: builds the seed corpus of the fuzz targets.
#
# Usage: [TALAT=path/to/talat] fuzz/make-corpus.sh OUTDIR [SPEC_EXAMPLES_DIR]
#
# Writes OUTDIR/tgn (every record under records/, every example record of
# the spec, and the committed seeds of fuzz/seeds/tgn), OUTDIR/tpn (every
# position of the spec's positions.txt, every Position tag value of those
# records, and fuzz/seeds/tpn), OUTDIR/roundtrip (the same as tgn),
# OUTDIR/fix (the same as tgn),
# OUTDIR/yaml (fuzz/seeds/yaml, and with TALAT set the YAML summary of
# every record), OUTDIR/dead (fuzz/seeds/dead) and OUTDIR/yblock
# (fuzz/seeds/yblock). Files are named after
# their source, so a rerun gives the same corpus. Missing sources are
# skipped. Prints how many files each directory got.
set -eu
out=${1:?usage: make-corpus.sh OUTDIR [SPEC_EXAMPLES_DIR]}
here=$(cd "$(dirname "$0")" && pwd)
top=$(dirname "$here")
examples=${2:-$top/doc/spec/examples}
mkdir -p "$out/tgn" "$out/tpn" "$out/roundtrip" "$out/yaml" "$out/dead" \
    "$out/yblock" "$out/fix"

# flat NAME: a path turned into one file name.
flat() {
	printf '%s' "$1" | sed 's|^\./||; s|/|_|g'
}

for f in "$top"/records/*/*.tgn "$examples"/*.tgn "$here"/seeds/tgn/*; do
	[ -f "$f" ] || continue
	case $f in
	"$top"/records/*) name=rec_$(flat "${f#"$top"/records/}") ;;
	"$examples"/*) name=spec_$(basename "$f") ;;
	*) name=seed_$(basename "$f") ;;
	esac
	cp "$f" "$out/tgn/$name"
	cp "$f" "$out/roundtrip/$name"
	cp "$f" "$out/fix/$name"
	if [ -n "${TALAT:-}" ]; then
		"$TALAT" yaml "$f" > "$out/yaml/${name%.tgn}.yaml" 2>/dev/null || :
	fi
	# Position tags: the TPN between the quotes, without a newline.
	n=0
	sed -n 's/^\[Position "\(.*\)"\][[:space:]]*$/\1/p' "$f" |
	while IFS= read -r tpn; do
		n=$((n + 1))
		printf '%s' "$tpn" > "$out/tpn/tag_${name%.tgn}_$n"
	done
done

if [ -f "$examples/positions.txt" ]; then
	n=0
	grep -v -e '^#' -e '^[[:space:]]' -e '^$' "$examples/positions.txt" |
	while IFS= read -r tpn; do
		n=$((n + 1))
		printf '%s' "$tpn" > "$out/tpn/spec_position_$n"
	done
fi
for f in "$here"/seeds/tpn/*; do
	[ -f "$f" ] || continue
	cp "$f" "$out/tpn/seed_$(basename "$f")"
done

for d in yaml dead yblock; do
	for f in "$here"/seeds/$d/*; do
		[ -f "$f" ] || continue
		cp "$f" "$out/$d/seed_$(basename "$f")"
	done
done

for d in tgn tpn roundtrip fix yaml dead yblock; do
	echo "$out/$d: $(ls "$out/$d" | wc -l) files"
done
