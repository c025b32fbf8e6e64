#!/bin/sh
# SPDX-License-Identifier: ISC
# fault.sh: the main commands under injected faults (issue 34). The shim
# tests/fault/shim.c, preloaded, makes the Nth allocation fail, or the
# Nth output call (write, fsync, rename, close, a stream's write, flush
# or close) fail with ENOSPC or EIO; standard output is also /dev/full.
# Each run must end in one of two ways:
#
#   - as without the fault: the same exit status and standard output,
#     and the same files written;
#   - exit 2 with a message ("talat CMD: ...", never the one of another
#     failure a line sets in not_said), standard output of what
#     was written before (reconcile's and html's data are whole or not
#     there), and nothing lost: every original file as it was, a file
#     rewritten in place either old or new, a --split either whole or
#     not there at all, and no temporary file (.talat-*) left.
#
# A crash (a signal, a sanitizer's exit), any other status, or a
# different output with the usual status fails. `make check` runs a
# sample of N for each command (the first ones, every so many, the last
# ones, where a command finishes its output); FAULT_ALL=1 (`make
# check-fault`, which CI runs) runs every N. The shim cannot go under
# AddressSanitizer (its allocator must come first): the sanitizer build
# skips this test, the plain build of CI runs it.
. "${top_srcdir:-.}/tests/lib.sh"

shim=$builddir/tests/fault/.libs/libfault.so
case " ${SAN_CFLAGS:-} " in
*-fsanitize=*address*)
	skip_all "the fault shim replaces malloc, which AddressSanitizer" \
	    "must own: run in the build without sanitizers";;
esac
[ -f "$shim" ] || skip_all "no $shim (make check builds it)"

# The inputs, from the records of the tree.
fix=$tmp/fix
mkdir "$fix" || exit 99
r=$srcdir/records
cp "$r/repair/file_letter.tgn" "$fix/a.tgn" &&
cp "$r/valid/three_player_1.tgn" "$fix/b.tgn" &&
cp "$r/reconcile/slip.tgn" "$fix/s1.tgn" &&
cp "$r/valid/three_player_1.tgn" "$fix/s2.tgn" &&
cp "$r/reconcile/extra.tgn" "$fix/s3.tgn" &&
cat "$r/tournament/dir/r2.tgn" "$r/tournament/dir/r10.tgn" \
    "$r/valid/two_player_1.tgn" "$r/valid/three_player_2.tgn" \
    >"$fix/t.tgn" &&
printf '[Event "E"]\n\n1. L6@WB:c1 Q\033x\n' >"$fix/esc.tgn" &&
cp -R "$r/event/adjourned" "$fix/ev" &&
cp "$fix/ev/adjourned.yaml" "$fix/ev/paired.yaml" &&
cp "$r/pair/flowdoc.yaml" "$fix/ev/flowdoc.yaml" &&
(cd "$fix" && "$talat" yaml b.tgn >y.yaml &&
    "$talat" pair ev/paired.yaml >/dev/null) || exit 99
ls -A "$fix" >"$tmp/files"

work=$tmp/w
runs=0
not_said=	# a message that would be wrong under a fault (judge)

# fresh: the inputs again in $work, for a command that writes files
# (the others are only checked to have made none).
fresh() {
	if [ "$writes" = yes ] || [ ! -d "$work" ]; then
		rm -rf "$work" && cp -R "$fix" "$work" || exit 99
	fi
}

# attempt OUT ENV...: the command ($cmd) run in $work with the
# environment given, its outputs in $tmp/o, $tmp/e (stdout to OUT),
# its status in $rc.
attempt() {
	_a_out=$1
	shift
	(cd "$work" && env "$@" "$talat" $cmd <"/dev/null" >"$_a_out" \
	    2>"$tmp/e")
	rc=$?
}

# The state of $work: every file, and the checksum of each when the
# command writes files.
state() {
	if [ "$writes" = yes ]; then
		(cd "$work" && find . -type f | LC_ALL=C sort | xargs -r cksum)
	else
		ls -A "$work"
	fi
}

# judge WHAT: the last attempt against the run without a fault.
judge() {
	runs=$((runs + 1))
	_j_why=
	state >"$tmp/state"
	if [ "$rc" -ne 0 ] && [ "$rc" -ne 1 ] && [ "$rc" -ne 2 ]; then
		_j_why="exit $rc (a crash?)"
	elif [ "$writes" = yes ] &&
	    [ -n "$(cd "$work" && find . -name '.talat-*')" ]; then
		_j_why="a temporary file is left"
	elif [ "$rc" -ne 2 ]; then
		if [ "$rc" -ne "$base_rc" ] ||
		    { [ "$1" != full ] && ! cmp -s "$tmp/o" "$tmp/base.out"; }
		then
			_j_why="exit $rc and another output: a silent wrong result"
		elif ! cmp -s "$tmp/state" "$tmp/base.state"; then
			_j_why="exit $rc but other files written"
		fi
	elif ! grep -q '^talat ' "$tmp/e"; then
		_j_why="exit 2 without a message"
	elif [ -n "$not_said" ] && grep -q "$not_said" "$tmp/e"; then
		_j_why="exit 2 with the message of another failure"
	elif ! cmp -s "$tmp/state" "$tmp/orig.state" &&
	    ! cmp -s "$tmp/state" "$tmp/base.state"; then
		_j_why="exit 2 and files neither as they were nor as written"
	fi
	if [ -n "$_j_why" ]; then
		fail "talat $cmd, $1: $_j_why"
		sed 's/^/    stderr: /' "$tmp/e" | head -5
		diff "$tmp/orig.state" "$tmp/state" | sed 's/^/    /' | head -6
	else
		pass
	fi
}

# sample COUNT: the N to try, one a line.
sample() {
	if [ "${FAULT_ALL:-}" = 1 ]; then
		seq 1 "$1"
		return
	fi
	# The first 2, every (COUNT/5)th, and the last 8.
	{ seq 1 2; seq 3 $(($1 / 5 + 1)) "$1"
	  seq $(($1 > 8 ? $1 - 7 : 1)) "$1"; } | awk '$1 <= '"$1"' && !s[$1]++'
}

# faults CMD...: CMD under every kind of fault.
faults() {
	cmd=$*
	case " $cmd " in
	*" --in-place "*|*" --split "*) writes=yes;;
	" pair --check "*) writes=no;;
	" pair "*) writes=yes;;	# the round written into the event file
	*) writes=no;;
	esac
	fresh
	state >"$tmp/orig.state"
	attempt "$tmp/base.out"
	base_rc=$rc
	state >"$tmp/base.state"
	if [ "$rc" -gt 1 ]; then
		fail "talat $cmd: exit $rc without a fault"
		return
	fi
	fresh
	attempt /dev/null LD_PRELOAD="$shim" TALAT_FAULT_COUNT="$tmp/count"
	read -r nalloc nio <"$tmp/count" || exit 99
	for n in $(sample "$nalloc"); do
		fresh
		attempt "$tmp/o" LD_PRELOAD="$shim" TALAT_FAULT_ALLOC="$n"
		judge "allocation $n"
	done
	for e in ENOSPC EIO; do
		for n in $(sample "$nio"); do
			fresh
			attempt "$tmp/o" LD_PRELOAD="$shim" \
			    TALAT_FAULT_IO="$n" TALAT_FAULT_ERRNO=$e
			judge "output call $n ($e)"
		done
	done
	fresh
	attempt /dev/full
	judge full
	[ "$writes" = no ] || rm -rf "$work"
}

faults check a.tgn b.tgn esc.tgn
faults fmt a.tgn
faults fmt --in-place a.tgn
faults fix a.tgn
faults fix --in-place a.tgn
faults yaml b.tgn
faults from-yaml y.yaml
faults score --explain b.tgn
faults standings t.tgn
faults standings --format csv t.tgn
faults diff s1.tgn s3.tgn
faults reconcile s1.tgn s2.tgn s3.tgn
faults reconcile --format yaml s1.tgn s3.tgn
faults select --split out t.tgn
faults select --player Ann t.tgn
faults html b.tgn
faults show --ply 40 b.tgn
faults gen --seed 3 --games 2
# An event with an adjourned game adjudicated (ev/adjourned.yaml), and
# its round 2 seated, no game of it played yet (ev/paired.yaml).
faults event ev/adjourned.yaml
faults event --format yaml ev/adjourned.yaml
faults standings --event ev/adjourned.yaml
faults html --event ev/paired.yaml
# The file can take the round: a fault is not a refusal to add it.
not_said='could not be added'
faults pair ev/adjourned.yaml
# A whole document in flow style: rewritten canonically, the round added.
faults pair ev/flowdoc.yaml
not_said=
faults pair --check ev/paired.yaml
faults adjudicate ev/round1.tgn
faults adjudicate --format yaml --game 2 ev/round1.tgn
echo "fault.sh: $runs runs under faults"

# --- the faults the red team found (issue 34), each once -----------------
writes=no

# glibc's fclose of a memory stream returns 0 when the realloc that cuts
# its buffer to size fails, leaving the text NULL.
fresh
cmd="reconcile s1.tgn s2.tgn s3.tgn"
attempt "$tmp/o" LD_PRELOAD="$shim" TALAT_FAULT_SHRINK=1
is "reconcile, its text not cut to size: exit" "$rc" 2
text_is "reconcile, its text not cut to size: nothing written" "$tmp/o" ""
text_is "reconcile, its text not cut to size: said" "$tmp/e" \
    "talat reconcile: out of memory"
cmd="reconcile --format yaml s1.tgn s3.tgn"
attempt "$tmp/o" LD_PRELOAD="$shim" TALAT_FAULT_SHRINK=1
is "reconcile --format yaml, its text not cut to size: exit" "$rc" 2
text_is "reconcile --format yaml, not cut to size: nothing written" \
    "$tmp/o" ""
cmd="check esc.tgn"
attempt "$tmp/o" LD_PRELOAD="$shim" TALAT_FAULT_SHRINK=1
is "an escaped message not cut to size: exit" "$rc" 2
assert "an escaped message not cut to size: said" \
    grep -qx 'talat check: out of memory' "$tmp/e"

# Descriptors 1 and 2 closed: the files fix --in-place opens must not
# become standard error, its notes written into the record.
fresh
(cd "$work" && "$talat" fix a.tgn >"$tmp/fixed" 2>/dev/null)
(cd "$work" && "$talat" fix --in-place a.tgn >&- 2>&-)
is "fix --in-place with 1 and 2 closed: exit" "$?" 0
file_is "fix --in-place with 1 and 2 closed: the record" "$work/a.tgn" \
    "$tmp/fixed"
(cd "$work" && "$talat" check b.tgn >&- 2>&-)
is "check with 1 and 2 closed: exit" "$?" 0

finish
