#!/bin/sh
# badinput.sh: the bad-input catalogue. Each case runs the built talat on
# an input that is malformed, huge or unreadable, or with an output that
# cannot be written, and checks the exit status, standard output and
# standard error exactly. Inputs are generated here, in a scratch
# directory, and the commands run there so that file names are short.
# Prints 'badinput: N passed, N failed, N skipped'.
set -u
srcdir=$(cd "${top_srcdir:-.}" && pwd)
talat=$(cd "${top_builddir:-.}" && pwd)/talat
tmp=$(mktemp -d "${TMPDIR:-/tmp}/talat-badinput.XXXXXX") || exit 99
trap 'chmod -R u+rwx "$tmp" 2>/dev/null; rm -rf "$tmp"' EXIT
trap 'exit 99' INT TERM
cd "$tmp" || exit 99
pass=0
fail=0
skip=0

# expect NAME STATUS CMD... <<END
#   The expected output on standard input: lines '1 TEXT' for standard
#   output and '2 TEXT' for standard error, each stream in its own order
#   ('1' or '2' alone: an empty line).
# Runs CMD with standard input from $stdin (default /dev/null) and
# compares the exit status and both streams.
expect() {
	name=$1 want=$2
	shift 2
	cat > want.all
	sed -n 's/^1$//p; s/^1 //p' want.all > want.out
	sed -n 's/^2$//p; s/^2 //p' want.all > want.err
	"$@" < "${stdin:-/dev/null}" > got.out 2> got.err
	got=$?
	if [ "$got" -ne "$want" ]; then
		echo "FAIL: $name: exit $got, expected $want"
		sed 's/^/  stderr: /' got.err | head -20
		fail=$((fail + 1))
	elif ! cmp -s want.out got.out; then
		echo "FAIL: $name: standard output differs"
		diff want.out got.out | head -20
		fail=$((fail + 1))
	elif ! cmp -s want.err got.err; then
		echo "FAIL: $name: standard error differs"
		diff want.err got.err | head -20
		fail=$((fail + 1))
	else
		pass=$((pass + 1))
	fi
	rm -f want.all want.out want.err got.out got.err
}

skipped() {
	echo "SKIP: $1: $2"
	skip=$((skip + 1))
}

# A small record to use where the content does not matter.
cp "$srcdir/records/valid/placements.tgn" rec.tgn

# --- files that cannot be read ----------------------------------------------
expect "missing file" 2 "$talat" check nosuch.tgn <<'END'
2 talat check: nosuch.tgn: No such file or directory
END
mkdir adir
expect "directory" 2 "$talat" check adir <<'END'
2 talat check: adir: is a directory
END
# The other files are still read, and the status is the worst.
expect "missing file among others" 2 "$talat" check rec.tgn nosuch.tgn <<'END'
1 rec.tgn: 1 game: 0 complete, 1 unfinished, 0 invalid
2 talat check: nosuch.tgn: No such file or directory
END
cp rec.tgn locked.tgn
chmod 000 locked.tgn
if cat locked.tgn >/dev/null 2>&1; then
	# root reads anything: a path through a regular file fails instead.
	skipped "unreadable file (mode 000)" "permissions do not bite (root)"
	expect "path through a file" 2 "$talat" check rec.tgn/x.tgn <<'END'
2 talat check: rec.tgn/x.tgn: Not a directory
END
else
	expect "unreadable file (mode 000)" 2 "$talat" check locked.tgn <<'END'
2 talat check: locked.tgn: Permission denied
END
fi
chmod 644 locked.tgn

# --- output that cannot be written ------------------------------------------
if [ -w /dev/full ]; then
	for c in check score show; do
		expect "$c > /dev/full" 2 sh -c "'$talat' $c rec.tgn > /dev/full" <<END
2 talat $c: write error on standard output: No space left on device
END
	done
else
	skipped "output to /dev/full" "no writable /dev/full"
fi

echo "badinput: $pass passed, $fail failed, $skip skipped"
[ "$fail" -eq 0 ]
