#!/bin/sh
# SPDX-License-Identifier: ISC
# examples.sh: every example that README.md and the manual pages show is
# run, and what it prints is compared with what the document says it
# prints. HACKING.md ("Examples in the documents") says how to write one.
#
# In a manual page (mdoc), inside a `.Bd -literal` display:
#   $ COMMAND          a command (a line ending in "\", "|", "&&" or "||"
#                      goes on with the next one);
#   .\" status: N      before a command: its exit status (default 0);
#   any other line     after a command: what it prints, standard output
#                      and standard error as a terminal shows them, all
#                      of it: a command with no such lines prints nothing;
#   \&...              alone on a line (a line "..." would be a macro):
#                      any number of lines, none too.
# A display with no command is an illustration, not run. A display right
# after the comment line `.\" file: NAME` is a file: its text is written
# to NAME before the commands after it run. Roff escapes (\e \- \& \(aq
# \(dq \(ti \(ha \(ga) are undone in commands, output and files.
#
# In README.md, the same (the wildcard written "...") inside a fenced
# block opened by ```console; the line `<!-- status: N -->` right before
# the opening fence gives the exit status of every command of the block,
# `<!-- file: NAME -->` before a fenced block makes it a file. A `$ `
# line in any other code block is an error (a command nobody runs).
#
# The commands of one document run in order, each by sh(1) under
# script(1) (a terminal, so that standard output and standard error
# interleave as they do on a screen), with standard input /dev/null, in a
# scratch copy of records/ shared by the document's commands, with the
# built talat first in PATH, in the locale C.UTF-8 with LANGUAGE unset.
# The commands of a document in which one uses pkg-config run against an
# installed copy of the library (make install DESTDIR=...; with
# PKG_CONFIG_PATH, PKG_CONFIG_SYSROOT_DIR and LD_LIBRARY_PATH set for it,
# and `cc` standing for $CC with $SAN_CFLAGS). In a build without
# NLS, commands that set LANGUAGE, LC_ALL, LC_MESSAGES or LANG are
# skipped; in a build without talat html's engine (ENABLE_WASM=no:
# configure --disable-wasm), commands that run talat html.
#
# Give documents (paths under the source tree) as arguments to run only
# those. Environment: top_srcdir, top_builddir (set by make check), CC,
# SAN_CFLAGS, EXAMPLE_TIMEOUT (seconds per command, default 60). Written
# with tests/lib.sh; exits 77 without script(1).

. "${top_srcdir:-.}/tests/lib.sh"
timeout_s=${EXAMPLE_TIMEOUT:-60}

command -v script >/dev/null 2>&1 ||
    skip_all "no script(1) (Debian package bsdutils)"
[ -x "$talat" ] || { echo "FAIL: $talat has not been built"; exit 1; }

if [ $# -gt 0 ]; then
	docs="$*"
else
	docs="README.md $(cd "$srcdir" && ls man/*.[1-9])"
fi
nls=0
grep -q '^#define ENABLE_NLS 1' "$builddir/config.h" 2>/dev/null && nls=1
if command -v timeout >/dev/null 2>&1; then
	limit="timeout $timeout_s"
else
	limit=
fi

# extract DOC DIR: writes the examples of DOC into DIR, numbered in
# order: N.cmd (the command), N.line (its line), N.status, N.want (the
# lines shown after it), or N.file (the name of a file) with N.text (its
# text). Errors of form go to DIR/errors.
extract() {
	awk -v dir="$2" -v md="$3" '
	function unescape(s,    out, i, rest, c) {
		if (md)
			return s
		out = ""
		while ((i = index(s, "\\")) > 0) {
			out = out substr(s, 1, i - 1)
			rest = substr(s, i + 1)
			c = substr(rest, 1, 1)
			if (c == "e") { out = out "\\"; s = substr(rest, 2) }
			else if (c == "-") { out = out "-"; s = substr(rest, 2) }
			else if (c == "&") { s = substr(rest, 2) }
			else if (substr(rest, 1, 3) == "(aq") { out = out "\047"; s = substr(rest, 4) }
			else if (substr(rest, 1, 3) == "(dq") { out = out "\""; s = substr(rest, 4) }
			else if (substr(rest, 1, 3) == "(ti") { out = out "~"; s = substr(rest, 4) }
			else if (substr(rest, 1, 3) == "(ha") { out = out "^"; s = substr(rest, 4) }
			else if (substr(rest, 1, 3) == "(ga") { out = out "`"; s = substr(rest, 4) }
			else { out = out "\\"; s = rest }
		}
		return out s
	}
	function err(msg) { print FILENAME ":" NR ": " msg > (dir "/errors") }
	function new_item() {
		if (item) { close(base ".want"); close(base ".text") }
		item++
		base = dir "/" item
	}
	function command(s) {
		new_item()
		cmd = s
		printf "%d\n", NR > (base ".line"); close(base ".line")
		printf "%d\n", status > (base ".status"); close(base ".status")
		printf "" > (base ".want")
		more = (cmd ~ /(\||&&)[ \t]*$/ || cmd ~ /\\$/)
		if (!more)
			end_command()
	}
	function end_command() {
		print cmd > (base ".cmd"); close(base ".cmd")
		incmd = 1
	}
	function go_on(s) {
		if (cmd ~ /\\$/)	# as sh(1) does: drop backslash-newline
			cmd = substr(cmd, 1, length(cmd) - 1) s
		else
			cmd = cmd " " s
		more = (cmd ~ /(\||&&)[ \t]*$/ || cmd ~ /\\$/)
		if (!more)
			end_command()
	}
	function open_block(file) {
		inblock = 1; incmd = 0; more = 0
		if (file != "") {
			new_item()
			print file > (base ".file"); close(base ".file")
			printf "" > (base ".text")
			infile = 1
		}
	}
	function close_block() {
		if (more)
			err("a command that goes on past the end of its block")
		inblock = 0; incmd = 0; more = 0; infile = 0; status = 0
		if (item) { close(base ".want"); close(base ".text") }
	}
	# A line of an example block: a command, its output, or a file.
	function body(s) {
		if (infile) { print s > (base ".text"); return }
		if (more) { go_on(s); return }
		if (s ~ /^\$ /) {
			command(substr(s, 3))
			if (!md)
				status = 0
			return
		}
		if (incmd)
			print s > (base ".want")
	}
	BEGIN { status = 0; pendfile = "" }

	# --- README.md (Markdown) ---
	md && inblock && /^```[ \t]*$/ { close_block(); next }
	md && inblock { body($0); next }
	md && infence && /^```/ { infence = 0; next }
	md && infence { if (/^\$ /) err("a command outside a console block"); next }
	md && /^```/ {
		info = $0; sub(/^```[ \t]*/, "", info); sub(/[ \t].*/, "", info)
		if (info == "console" || pendfile != "") {
			status = pendstatus
			open_block(pendfile)
		} else
			infence = 1
		pendfile = ""; pendstatus = 0
		next
	}
	md && /^<!-- status: [0-9]+ -->$/ {
		pendstatus = $3; next
	}
	md && /^<!-- file: [^ ]+ -->$/ {
		pendfile = $3; next
	}
	md && /^    \$ / { err("a command outside a console block"); next }
	md { if ($0 !~ /^[ \t]*$/) { pendstatus = 0; pendfile = "" } next }

	# --- a manual page (mdoc) ---
	/^\.Bd[ \t]+-literal/ {
		open_block(pendfile); pendfile = ""; next
	}
	/^\.\\"[ \t]*file:[ \t]*[^ \t]+[ \t]*$/ && !inblock {
		pendfile = $0; sub(/^.*file:[ \t]*/, "", pendfile)
		sub(/[ \t]*$/, "", pendfile); next
	}
	!inblock { pendfile = ""; next }
	/^\.Ed/ { close_block(); next }
	/^\.\\"[ \t]*status:[ \t]*[0-9]+[ \t]*$/ {
		s = $0; sub(/^.*status:[ \t]*/, "", s); sub(/[ \t]*$/, "", s)
		status = s + 0; incmd = 0; next
	}
	/^\.\\"/ { next }
	/^[.\047]/ {
		if (incmd || infile || more)
			err("a macro line inside an example: " $0)
		next
	}
	{ body(unescape($0)) }
	END { if (inblock) err("a block that is not closed") }
	' "$1"
}

# match WANT GOT: whether the lines of GOT are those of WANT, a line
# "..." of WANT standing for any number of lines.
match_lines() {
	awk '
	NR == FNR { w[++m] = $0; next }
	{ g[++n] = $0 }
	END {
		i = 1; j = 1; star = 0
		while (j <= n) {
			if (i <= m && w[i] != "..." && w[i] == g[j]) { i++; j++ }
			else if (i <= m && w[i] == "...") { star = i; mark = j; i++ }
			else if (star) { i = star + 1; mark++; j = mark }
			else exit 1
		}
		while (i <= m && w[i] == "...")
			i++
		exit i <= m
	}' "$1" "$2"
}

# install: an installed copy of the library, once, for commands that use
# pkg-config.
installed=
install_library() {
	[ -n "$installed" ] && return 0
	root=$tmp/root
	if ! make -C "$builddir" install DESTDIR="$root" > "$tmp/install.log" 2>&1
	then
		fail "make install DESTDIR=$root:"
		tail -n 20 "$tmp/install.log" | sed 's/^/    /'
		return 1
	fi
	pc=$(find "$root" -name talat.pc | head -n 1)
	[ -n "$pc" ] || { fail "talat.pc was not installed"; return 1; }
	pcdir=$(dirname "$pc")
	libdir=$(dirname "$pcdir")
	# `cc` in the commands: $CC (its program by its full name, so that
	# this cc does not call itself) with $SAN_CFLAGS.
	set -- ${CC:-cc}
	realcc=$(command -v "$1") || { fail "no C compiler $1"; return 1; }
	shift
	mkdir -p "$tmp/ccbin"
	cat > "$tmp/ccbin/cc" <<-EOF
	#!/bin/sh
	exec "$realcc" $* ${SAN_CFLAGS:-} "\$@"
	EOF
	chmod +x "$tmp/ccbin/cc"
	installed="PKG_CONFIG_PATH=$pcdir PKG_CONFIG_SYSROOT_DIR=$root LD_LIBRARY_PATH=$libdir"
}

for doc in $docs; do
	case $doc in *.md) md=1 ;; *) md=0 ;; esac
	ex=$tmp/ex
	rm -rf "$ex" "$tmp/work"
	mkdir -p "$ex"
	extract "$srcdir/$doc" "$ex" "$md"
	if [ -s "$ex/errors" ]; then
		while IFS= read -r e; do
			fail "${e#"$srcdir"/}"
		done < "$ex/errors"
	fi
	[ -f "$ex/1.cmd" ] || [ -f "$ex/1.file" ] || continue
	cp -R "$srcdir/records" "$tmp/work"
	chmod -R u+w "$tmp/work"
	env=
	path=$builddir
	if cat "$ex"/*.cmd 2>/dev/null | grep -q pkg-config; then
		if ! install_library; then
			continue
		fi
		env=$installed
		path=$tmp/ccbin:$builddir
	fi
	n=1
	while [ -f "$ex/$n.cmd" ] || [ -f "$ex/$n.file" ]; do
		b=$ex/$n
		n=$((n + 1))
		if [ -f "$b.file" ]; then
			cp "$b.text" "$tmp/work/$(cat "$b.file")"
			continue
		fi
		cmd=$(cat "$b.cmd")
		where="$doc:$(cat "$b.line")"
		if [ $nls = 0 ]; then
			case $cmd in *LANGUAGE=*|*LC_ALL=*|*LC_MESSAGES=*|*LANG=*)
				skip "$where: \$ $cmd" "a build without NLS"
				continue ;;
			esac
		fi
		if [ "${ENABLE_WASM:-yes}" = no ]; then
			case $cmd in *"talat html"*)
				skip "$where: \$ $cmd" "a build without the engine"
				continue ;;
			esac
		fi
		want=$(cat "$b.status")
		(cd "$tmp/work" && env -u LANGUAGE -u TALAT_LOCALEDIR \
		    -u LC_MESSAGES -u LANG $env LC_ALL=C.UTF-8 \
		    PATH="$path:$PATH" SHELL=/bin/sh EXAMPLE="$cmd" \
		    $limit script -q -e -c 'sh -c "$EXAMPLE" < /dev/null' \
		    /dev/null < /dev/null) > "$tmp/raw" 2>&1
		got=$?
		tr -d '\r' < "$tmp/raw" > "$tmp/got"
		if [ "$got" != "$want" ]; then
			fail "$where: exit status $got, the document says $want: \$ $cmd"
			sed 's/^/    | /' "$tmp/got" | head -n 20
		elif ! match_lines "$b.want" "$tmp/got"; then
			fail "$where: \$ $cmd: its output is not what the document shows (- shown, + printed):"
			diff -u "$b.want" "$tmp/got" | tail -n +3 | head -n 60 |
			    sed 's/^/    /'
		else
			pass
		fi
	done
done

finish
