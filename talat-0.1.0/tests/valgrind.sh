#!/bin/sh
# SPDX-License-Identifier: ISC
# valgrind.sh: every talat command that reads records (check, fmt, yaml,
# show, score; from-yaml on the YAML of each record) under valgrind on
# every record in records/ and the spec's examples, the fuzz replay
# drivers over their seed corpus, and tests/check_alloc (the reader when
# each of its allocations fails). Run by `make valgrind`.
#
# Each run must report no error and no leak: valgrind --leak-check=full
# with definite, indirect and possible leaks counted as errors. valgrind
# exits 125 on an error (not 1, which is talat's status for a record with
# an error); the command must also exit as it does without valgrind.
# A command talat does not have yet is skipped with a note.
. "${top_srcdir:-.}/tests/lib.sh"
libtool=${LIBTOOL:-$builddir/libtool}
examples=${SPECDIR:-$srcdir/doc/spec}/examples
vg="valgrind -q --leak-check=full --show-leak-kinds=definite,indirect,possible
    --errors-for-leak-kinds=definite,indirect,possible --error-exitcode=125"

# grind NAME CMD...: CMD under valgrind; stdin from $tmp/in when present.
grind() {
	name=$1
	shift
	in=/dev/null
	[ -f "$tmp/in" ] && in=$tmp/in
	"$@" < "$in" > "$tmp/out.plain" 2>/dev/null
	want=$?
	$libtool --mode=execute $vg --log-file="$tmp/vg.log" "$@" \
	    < "$in" > "$tmp/out" 2>"$tmp/err"
	got=$?
	if [ "$got" -ne "$want" ] || [ -s "$tmp/vg.log" ]; then
		fail "$name: exit $got (without valgrind $want)"
		cat "$tmp/vg.log"
	else
		pass
	fi
}

has() {
	"$talat" "$1" --help >/dev/null 2>&1
}

for c in check fmt yaml show score from-yaml; do
	has "$c" || echo "note: talat $c does not exist yet: not run"
done
for rec in "$srcdir"/records/*/*.tgn "$examples"/*.tgn; do
	[ -f "$rec" ] || continue
	name=${rec#"$srcdir"/}
	args=
	base=${rec%.tgn}
	[ -f "$base.args" ] && args=$(cat "$base.args")
	for c in check score; do
		has "$c" && grind "$c $name" "$talat" "$c" $args "$rec"
	done
	has fmt && grind "fmt $name" "$talat" fmt "$rec"
	has show && grind "show $name" "$talat" show $args "$rec"
	has show && grind "show --ply 1 $name" "$talat" show --ply 1 "$rec"
	if has yaml; then
		grind "yaml $name" "$talat" yaml $args "$rec"
		if has from-yaml; then
			"$talat" yaml $args "$rec" > "$tmp/rec.yaml" 2>/dev/null
			grind "from-yaml $name" "$talat" from-yaml "$tmp/rec.yaml"
		fi
	fi
done
# Standard input, and a file named twice.
if has check; then
	cp "$srcdir/records/valid/placements.tgn" "$tmp/in"
	grind "check <stdin>" "$talat" check
	rm -f "$tmp/in"
	grind "check twice" "$talat" check "$srcdir/records/valid/placements.tgn" \
	    "$srcdir/records/valid/placements.tgn"
fi
export top_srcdir="$srcdir" SPECDIR="${SPECDIR:-$srcdir/doc/spec}"
for d in "$builddir"/fuzz/fuzz_*_replay; do
	[ -x "$d" ] || continue
	grind "$(basename "$d")" "$d"
done
# The reader's recovery from each failed allocation, leak-free.
if [ -x "$builddir/tests/check_alloc" ]; then
	CK_FORK=no; export CK_FORK
	grind check_alloc "$builddir/tests/check_alloc"
fi
finish
