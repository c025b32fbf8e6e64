#!/bin/sh
# SPDX-License-Identifier: ISC
# js_lint.sh: the page's script (src/html/js/*.js, ES modules).
#
# 1. eslint (Debian's, tools/install-deps installs it) over the modules
#    with src/html/js/.eslintrc.json: eslint:recommended, no var, const
#    where nothing reassigns, no name used that the module neither
#    declares nor imports (no-undef).
# 2. eslint over the script join.sh made of them (src/html/viewer.js of
#    the build) with src/html/js/joined.eslintrc.json: one scope, where no
#    two modules declare the same name (no-redeclare), every name is
#    declared (no-undef: an import join.sh took out names a module that
#    is joined: join.sh checks that it exports the name) and used.
# 3. Every module is joined (Makefile.am's VIEWER_MODULES), has at most
#    700 lines and no var.
# Skipped (77) without eslint, except under CI.
. "${top_srcdir:-.}/tests/lib.sh"
js=$srcdir/src/html/js
joined=$builddir/src/html/viewer.js

command -v eslint >/dev/null 2>&1 ||
	skip_all_but_ci "eslint is not installed (tools/install-deps installs it)"
[ -f "$joined" ] || { echo "no $joined: run make" >&2; exit 99; }
# Debian's eslint reads its modules from /usr/share/nodejs, which a node
# not of Debian's (nodesource's) does not search.
NODE_PATH=${NODE_PATH:+$NODE_PATH:}/usr/share/nodejs
export NODE_PATH

# 1.
# eslint is run where the files are, with --no-ignore: its ignore rules
# refuse a file outside the working directory (../), as the sources are
# in a build of make distcheck.
if (cd "$js" && eslint --no-eslintrc --no-ignore -c .eslintrc.json \
    --report-unused-disable-directives ./*.js) >"$tmp/lint" 2>&1; then
	pass
else
	fail "eslint over src/html/js/*.js:"
	cat "$tmp/lint"
fi

# 2.
if (cd "$(dirname "$joined")" && eslint --no-eslintrc --no-ignore \
    -c "$js/joined.eslintrc.json" "$(basename "$joined")") >"$tmp/lint" 2>&1
then
	pass
else
	fail "eslint over the joined script ($joined):"
	cat "$tmp/lint"
fi

# 3.
for f in "$js"/*.js; do
	m=$(basename "$f")
	grep -q -x "/\\* --- $m --- \\*/" "$joined" ||
	    fail "$m is not joined (VIEWER_MODULES of Makefile.am)"
	n=$(wc -l <"$f")
	[ "$n" -le 700 ] || fail "$m has $n lines (700 at most)"
	! grep -n -w var "$f" | grep -v -E '^[0-9]+:\s*(/?\*|//)' >"$tmp/var" ||
	    fail "$m declares with var: $(head -1 "$tmp/var")"
done
[ "$_l_fail" = 0 ] && pass
finish
