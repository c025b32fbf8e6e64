#!/bin/sh
# SPDX-License-Identifier: ISC
# man_lint.sh: every manual page in man/ is clean mdoc and renders as
# meant.
#
# 1. `mandoc -T lint -W style` prints nothing for any page, but for the
#    two messages about the machine's installed manual database: "outdated
#    mandoc.db" and "referenced manual not found" (mandoc looks each .Xr
#    up among the pages installed on the machine; talat's own are not
#    installed when make check runs, so these say nothing about the page).
#    Why the style level and not only errors and warnings: the slips that
#    render wrongly (a .Ql that swallows the rest of its line, a quoted
#    macro argument that loses its quotes, a delimiter taken as text) are
#    reported at that level or not at all, and a page that is clean there
#    stays easy to keep clean.
# 2. In the rendered text (mandoc -T utf8) parentheses and single quotes
#    nest in every paragraph: no quote opened inside a quote of the same
#    kind, no ")" closing across a quote ('#game=G'&ply=N'' was one).
# 3. Every command that takes --tiebreak (its --help says so) describes it
#    in its page as "unshared (the default), top or shared", and the
#    "Tiebreak rules" of tgn(5) name its page.
#
# Exits 77 when mandoc is not installed (Debian package mandoc;
# tools/install-deps installs it).
. "${top_srcdir:-.}/tests/lib.sh"
mandoc=${MANDOC:-$(command -v mandoc 2>/dev/null)}
[ -n "$mandoc" ] || skip_all "mandoc is not installed"

pages=$(ls "$srcdir"/man/*.[1-9])
[ -n "$pages" ] || { fail "no pages in $srcdir/man"; finish; }

# Rendered text on stdin; prints each paragraph whose parentheses and
# quotes (' ' of .Ql and .Sq, " " of .Dq) do not nest, with why.
nesting() {
	sed 's/\xe2\x80\x98/\x01/g; s/\xe2\x80\x99/\x02/g;
	    s/\xe2\x80\x9c/\x03/g; s/\xe2\x80\x9d/\x04/g' |
	awk '
	function flush(    i, j, c, d, want, why) {
		d = 0; why = ""
		for (i = 1; i <= length(para) && why == ""; i++) {
			c = substr(para, i, 1)
			if (c == "(" || c == "\001" || c == "\003") {
				for (j = 1; j <= d; j++)
					if (c != "(" && st[j] == c)
						why = "a quote opened inside the same quote"
				st[++d] = c
			} else if (c == ")" || c == "\002" || c == "\004") {
				want = c == ")" ? "(" : c == "\002" ? "\001" : "\003"
				if (d == 0 || st[d] != want)
					why = "a close that matches no open"
				d--
			}
		}
		if (why == "" && d > 0)
			why = "left open"
		if (why != "") {
			gsub(/[\001\002]/, "\047", para)
			gsub(/[\003\004]/, "\"", para)
			print why ": " para
		}
		para = ""
	}
	/^[ \t]*$/ { flush(); next }
	{ l = $0; sub(/^[ \t]+/, "", l); para = para (para == "" ? "" : " ") l }
	END { flush() }'
}

for page in $pages; do
	name=${page#"$srcdir"/}
	# 1. lint
	"$mandoc" -T lint -W style "$page" 2>&1 |
	    grep -v -e 'referenced manual not found' -e 'outdated mandoc\.db' \
	    > "$tmp/lint"
	if [ -s "$tmp/lint" ]; then
		fail "$name: mandoc -T lint -W style:"
		sed 's/^/    /' "$tmp/lint"
	else
		pass
	fi
	# 2. nesting
	"$mandoc" -T utf8 "$page" 2>/dev/null | LC_ALL=C.UTF-8 col -b | nesting > "$tmp/nest"
	if [ -s "$tmp/nest" ]; then
		fail "$name: quotes or parentheses that do not nest:"
		cut -c 1-300 "$tmp/nest" | sed 's/^/    /'
	else
		pass
	fi
done

# 3. --tiebreak
if ! [ -x "$talat" ]; then
	fail "$talat has not been built"
else
	"$mandoc" -T utf8 "$srcdir/man/tgn.5" | LC_ALL=C.UTF-8 col -b |
	    sed -n '/^  *Tiebreak rules/,/^  *unshared/p' | tr -s ' \n\t' '   ' \
	    > "$tmp/tgn"
	[ -s "$tmp/tgn" ] || fail "tgn(5) has no section Tiebreak rules"
	cmds=$("$talat" help | sed -n 's/^  \([a-z][a-z-]*\)  .*/\1/p')
	[ -n "$cmds" ] || fail "talat help lists no command"
	for c in $cmds; do
		"$talat" "$c" --help 2>/dev/null | grep -q -- '--tiebreak' ||
		    continue
		page=$srcdir/man/talat-$c.1
		if ! [ -f "$page" ]; then
			fail "talat $c takes --tiebreak but has no page"
			continue
		fi
		"$mandoc" -T utf8 "$page" | LC_ALL=C.UTF-8 col -b |
		    sed -n '/^  *--tiebreak rule/,/^$/p' | tr -s ' \n\t' '   ' \
		    > "$tmp/item"
		if grep -q 'unshared (the default), top or shared' "$tmp/item"
		then
			pass
		else
			fail "talat-$c(1): --tiebreak is not described as" \
			    "'unshared (the default), top or shared':" \
			    "$(cat "$tmp/item")"
		fi
		if grep -q "talat-$c(1)" "$tmp/tgn"; then
			pass
		else
			fail "tgn(5), Tiebreak rules: talat-$c(1) takes" \
			    "--tiebreak but is not named"
		fi
	done
fi

finish
