#!/bin/sh
# SPDX-License-Identifier: ISC
# man_examples.sh: run the examples the manual pages mark (their lint is
# tests/man_lint.sh).
#
# In every page, inside a `.Bd -literal` block, a line `$ COMMAND` is a
# runnable example.  A comment line `.\" status: N` right before it gives
# the exit status the page promises; without one it is 0.  Each example
# is run by sh(1) from the records/ directory of the source tree, with
# the built talat first in PATH.
#
# Without the built talat or records/ the script exits 77.  Any
# failure is reported with the page, line and command, and the script
# exits 1.
#
# Environment: top_srcdir, top_builddir (set by make check; default: the
# directory above this script, and the current directory), TALAT (the
# built talat), EXAMPLE_TIMEOUT (seconds per example, default 60).  Give page names as arguments to check only those.

LC_ALL=C
export LC_ALL

here=$(cd "$(dirname "$0")" && pwd)
srcdir=$(cd "${top_srcdir:-$here/..}" && pwd) || exit 99
builddir=$(cd "${top_builddir:-.}" && pwd) || exit 99
talat=${TALAT:-$builddir/talat}
case $talat in /*) ;; *) talat=$(pwd)/$talat ;; esac
records=$srcdir/records
timeout_s=${EXAMPLE_TIMEOUT:-60}

if [ $# -gt 0 ]; then
	pages="$*"
else
	pages=$(ls "$srcdir"/man/*.[1-9] 2>/dev/null)
fi
if [ -z "$pages" ]; then
	echo "man_examples: no manual pages in $srcdir/man" >&2
	exit 99
fi

fail=0
ran=0

# --- 2. examples -------------------------------------------------------

# Prints "LINE<TAB>STATUS<TAB>COMMAND" for every example of page $1, with
# the roff escapes that may appear in a command undone.  A command line
# that ends in "|", "&&", "||" or "\" goes on with the next line.
extract() {
	awk '
	function unescape(cmd,    out, i, rest, c) {
		out = ""
		while ((i = index(cmd, "\\")) > 0) {
			out = out substr(cmd, 1, i - 1)
			rest = substr(cmd, i + 1)
			c = substr(rest, 1, 1)
			if (c == "e") { out = out "\\"; cmd = substr(rest, 2) }
			else if (c == "-") { out = out "-"; cmd = substr(rest, 2) }
			else if (c == "&") { cmd = substr(rest, 2) }
			else if (substr(rest, 1, 3) == "(aq") { out = out "\047"; cmd = substr(rest, 4) }
			else if (substr(rest, 1, 3) == "(dq") { out = out "\""; cmd = substr(rest, 4) }
			else if (substr(rest, 1, 3) == "(ti") { out = out "~"; cmd = substr(rest, 4) }
			else if (substr(rest, 1, 3) == "(ha") { out = out "^"; cmd = substr(rest, 4) }
			else if (substr(rest, 1, 3) == "(ga") { out = out "`"; cmd = substr(rest, 4) }
			else { out = out "\\"; cmd = rest }
		}
		return out cmd
	}
	function flush() {
		if (start) printf "%d\t%d\t%s\n", start, cstatus, cmd
		start = 0; more = 0
	}
	/^\.Bd[ \t]+-literal/ { lit = 1; pend = 0; next }
	/^\.Ed/ { flush(); lit = 0; pend = 0; next }
	!lit { next }
	more {
		line = unescape($0)
		if (cmd ~ /\\$/)	# as sh(1) does: drop backslash-newline
			cmd = substr(cmd, 1, length(cmd) - 1) line
		else
			cmd = cmd " " line
		more = (cmd ~ /(\||&&)[ \t]*$/ || cmd ~ /\\$/)
		next
	}
	/^\.\\"[ \t]*status:[ \t]*[0-9]+[ \t]*$/ {
		flush()
		s = $0; sub(/^.*status:[ \t]*/, "", s); sub(/[ \t]*$/, "", s)
		pend = s; next
	}
	/^\$ / {
		flush()
		start = NR; cstatus = pend; pend = 0
		cmd = unescape(substr($0, 3))
		more = (cmd ~ /(\||&&)[ \t]*$/ || cmd ~ /\\$/)
		next
	}
	{ flush(); pend = 0 }
	' "$1"
}

if ! [ -x "$talat" ]; then
	echo "SKIP: examples: $talat has not been built"
elif ! [ -d "$records" ]; then
	echo "SKIP: examples: no directory $records"
else
	ran=1
	if command -v timeout >/dev/null 2>&1; then
		limit="timeout $timeout_s"
	else
		limit=
	fi
	bindir=$(dirname "$talat")
	tmp=$(mktemp -d "${TMPDIR:-/tmp}/man_examples.XXXXXX") || exit 99
	trap 'rm -rf "$tmp"' EXIT HUP INT TERM
	tab=$(printf '\t')
	for page in $pages; do
		rel=${page#"$srcdir"/}
		extract "$page" > "$tmp/list"
		while IFS=$tab read -r line want cmd; do
			(cd "$records" && PATH=$bindir:$PATH $limit sh -c "$cmd") \
			    > "$tmp/out" 2> "$tmp/err" < /dev/null
			got=$?
			if [ "$got" = "$want" ]; then
				printf 'ok: %s:%s: $ %s\n' "$rel" "$line" "$cmd"
			else
				printf 'FAIL: %s:%s: expected exit %s, got %s: $ %s\n' \
				    "$rel" "$line" "$want" "$got" "$cmd"
				if [ -s "$tmp/err" ]; then
					head -n 5 "$tmp/err" | sed 's/^/    stderr: /'
				fi
				fail=1
			fi
		done < "$tmp/list"
	done
fi

[ "$ran" = 0 ] && exit 77
exit $fail
