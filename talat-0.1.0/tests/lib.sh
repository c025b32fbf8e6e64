# SPDX-License-Identifier: ISC
# lib.sh: the one way to write a shell test (HACKING.md, "Testing"). A
# test script starts with
#
#	. "${top_srcdir:-.}/tests/lib.sh"
#
# then runs talat and compares what it gives, one assertion at a time,
# and ends with `finish`, which prints 'NAME: N passed, N failed' and
# exits with the status automake's test driver reads (0 pass, 1 fail, 77
# skip, 99 a broken test).
#
# Set up here (LC_ALL=C, set -u):
#   srcdir, builddir  the source and build trees, absolute
#   talat             the built talat, absolute; `talat ARGS` runs it too
#   tmp               a scratch directory of this test, removed at exit
#   stdin             the standard input of run, expect and the golden
#                     cases (empty: /dev/null)
#
# Assertions (each counts one; a failed one prints 'FAIL: ' and what
# differs, then the test goes on):
#   run STATUS CMD...        runs CMD: standard output in $tmp/out, error
#                            in $tmp/err, exit status in $status; passes
#                            (and returns 0) when the status is STATUS
#   text_is NAME FILE TEXT   FILE holds exactly TEXT and a newline (an
#                            empty FILE when TEXT is empty)
#   out_is NAME TEXT         text_is NAME "$tmp/out" TEXT
#   err_is NAME TEXT         text_is NAME "$tmp/err" TEXT
#   file_is NAME GOT WANT    two files, byte for byte
#   file_is NAME GOT <<END   the file GOT holds the here-document
#   is NAME GOT WANT         two strings
#   assert NAME CMD...       CMD succeeds (a grep -q, a test)
#   none NAME LIST           LIST, what a check found (a thing a line),
#                            is empty; else fails with NAME and the list
#   expect NAME CMD... <<END CMD's record (below) is the here-document
#   golden DIR [OUTDIR]      every case DIR/NAME.cmd against OUTDIR/NAME.out
#   golden_cmd NAME DIR CMDLINE WANT  the record of CMDLINE run from DIR
#                            as a golden case's (the command given, not
#                            read from a NAME.cmd) against the file WANT;
#                            its exit status is left in $status, its
#                            outputs in $tmp/out and $tmp/err
#   golden_file NAME GOT WANT  as file_is, for an expected-output file of
#                            the source tree (REGEN=1 rewrites WANT)
#   out_of RECORD            prints the standard output kept in the
#                            record file RECORD (a NAME.out)
#   pass                     one assertion passed
#   fail MESSAGE             one assertion failed: prints FAIL: MESSAGE
#                            (a condition: `[ ... ] && pass || fail ...`)
#   skip NAME WHY            one assertion that cannot run here
#   skip_all WHY             the whole test cannot run here (exit 77)
#   skip_all_but_ci WHY      the same, but a failure under CI (CI=true),
#                            which installs all a test needs
#
# The expected-output format, one for every test: a command's record is
# its standard output, a line '--- stderr', its standard error, a line
# '--- exit N' with its exit status. A golden case is two files: NAME.cmd,
# one shell command line run from its directory (`talat` is the built
# talat; $scratch is an empty directory of the case, and files written
# there are part of the record, each after a line '--- file NAME' before
# '--- stderr'; its path reads SCRATCH), and NAME.out, its record.
#
# Where a directory's cases all run one command (records.sh: talat check
# on NAME.tgn), the test gives it with golden_cmd, and a case is the input
# and its NAME.out.
#
# REGEN=1 (the one regenerate switch) writes the expected outputs instead
# of comparing them: the .out of golden cases and the files of
# golden_cmd and golden_file. Read the diff (git diff) before committing it.

set -u
LC_ALL=C
export LC_ALL
srcdir=$(cd "${top_srcdir:-.}" && pwd) || exit 99
builddir=$(cd "${top_builddir:-.}" && pwd) || exit 99
talat=$builddir/talat
stdin=
status=0
_l_test=$(basename "$0" .sh)
_l_pass=0
_l_fail=0
_l_skip=0
tmp=$(mktemp -d "${TMPDIR:-/tmp}/talat-$_l_test.XXXXXX") || exit 99
trap 'chmod -R u+rwx "$tmp" 2>/dev/null; rm -rf "$tmp"' EXIT
trap 'exit 99' HUP INT TERM

talat() { "$talat" "$@"; }

pass() { _l_pass=$((_l_pass + 1)); }

fail() {
	echo "FAIL: $*"
	_l_fail=$((_l_fail + 1))
}

skip() {
	echo "SKIP: $1: $2"
	_l_skip=$((_l_skip + 1))
}

skip_all() {
	echo "SKIP: $*"
	exit 77
}

skip_all_but_ci() {
	if [ "${CI:-}" = true ]; then
		echo "FAIL: $*; CI must run this test"
		exit 1
	fi
	skip_all "$@"
}

# _l_diff NAME GOT WANT: passes when the files are the same, else fails
# and shows the difference (- wanted, + got).
_l_diff() {
	if cmp -s "$2" "$3"; then
		pass
	else
		fail "$1"
		diff -u "$3" "$2" | sed '1,2d; s/^/    /' | head -40
	fi
}

run() {
	_l_want=$1
	shift
	"$@" <"${stdin:-/dev/null}" >"$tmp/out" 2>"$tmp/err"
	status=$?
	if [ "$status" -eq "$_l_want" ]; then
		pass
	else
		fail "$*: exit $status, expected $_l_want"
		sed 's/^/    stderr: /' "$tmp/err" | head -20
		return 1
	fi
}

text_is() {
	if [ -z "$3" ]; then
		: >"$tmp/.want"
	else
		printf '%s\n' "$3" >"$tmp/.want"
	fi
	_l_diff "$1" "$2" "$tmp/.want"
}

out_is() { text_is "$1" "$tmp/out" "$2"; }
err_is() { text_is "$1" "$tmp/err" "$2"; }
file_is() {
	if [ $# -eq 2 ]; then
		cat >"$tmp/.want"
		_l_diff "$1" "$2" "$tmp/.want"
	else
		_l_diff "$@"
	fi
}

is() {
	if [ "$2" = "$3" ]; then pass; else fail "$1: '$2', expected '$3'"; fi
}

assert() {
	_l_name=$1
	shift
	if "$@"; then pass; else fail "$_l_name"; fi
}

none() {
	if [ -z "$2" ]; then
		pass
	else
		fail "$1:"
		printf '%s\n' "$2" | sed 's/^/    /'
	fi
}

out_of() { sed '/^--- \(file .*\|stderr\)$/,$d' "$1"; }

# _l_record CMD...: CMD's record on standard output.
_l_record() {
	"$@" <"${stdin:-/dev/null}" >"$tmp/out" 2>"$tmp/err"
	status=$?
	cat "$tmp/out"
	echo "--- stderr"
	cat "$tmp/err"
	echo "--- exit $status"
}

expect() {
	_l_name=$1
	shift
	cat >"$tmp/.want"
	_l_record "$@" >"$tmp/.got"
	_l_diff "$_l_name" "$tmp/.got" "$tmp/.want"
}

golden_file() {
	if [ "${REGEN:-0}" = 1 ]; then
		if ! cmp -s "$2" "$3"; then
			cp "$2" "$3" || exit 99
			echo "REGEN: wrote ${3#"$srcdir"/}"
		fi
		pass
	else
		_l_diff "$@"
	fi
}

# _l_case DIR CMDLINE: the record of a command line run from DIR (a
# golden case's), with its exit status in $status.
_l_case() {
	rm -rf "$tmp/scratch"
	mkdir "$tmp/scratch" || exit 99
	(
		scratch=$tmp/scratch
		cd "$1" || exit 99
		eval "$2"
	) <"${stdin:-/dev/null}" >"$tmp/out" 2>"$tmp/err"
	status=$?
	{
		cat "$tmp/out"
		(cd "$tmp/scratch" && find . -type f | LC_ALL=C sort) |
		    while IFS= read -r _l_f; do
			echo "--- file ${_l_f#./}"
			cat "$tmp/scratch/$_l_f"
		done
		echo "--- stderr"
		cat "$tmp/err"
		echo "--- exit $status"
	} | sed "s|$tmp/scratch|SCRATCH|g"
}

golden_cmd() {
	_l_case "$2" "$3" >"$tmp/.got"
	if [ "${REGEN:-0}" != 1 ] && [ ! -f "$4" ]; then
		fail "$1: no ${4##*/} (REGEN=1 writes it)"
		sed 's/^/    /' "$tmp/.got" | head -20
		return 1
	fi
	golden_file "$1" "$tmp/.got" "$4"
}

golden() {
	_l_dir=$1
	_l_out=${2:-$1}
	_l_n=0
	for _l_cmd in "$_l_dir"/*.cmd; do
		[ -f "$_l_cmd" ] || continue
		_l_n=$((_l_n + 1))
		_l_name=$(basename "$_l_cmd" .cmd)
		[ "${REGEN:-0}" != 1 ] || mkdir -p "$_l_out" || exit 99
		golden_cmd "$_l_name: $(cat "$_l_cmd")" "$_l_dir" \
		    "$(cat "$_l_cmd")" "$_l_out/$_l_name.out"
	done
	if [ "$_l_n" -eq 0 ]; then
		fail "no case NAME.cmd in $_l_dir"
	fi
}

finish() {
	_l_s=
	[ "$_l_skip" -eq 0 ] || _l_s=", $_l_skip skipped"
	echo "$_l_test: $_l_pass passed, $_l_fail failed$_l_s"
	[ "$_l_fail" -eq 0 ] || exit 1
	if [ "$_l_pass" -eq 0 ]; then
		[ "$_l_skip" -gt 0 ] && exit 77
		echo "FAIL: $_l_test checked nothing"
		exit 99
	fi
	exit 0
}
