#!/bin/sh
# SPDX-License-Identifier: ISC
# reconfigure.sh: configuring a built tree again with another prefix
# rebuilds what depends on configure's choices (issue 29).
#
# In a copy of the distribution (make distdir), in a scratch directory:
#   ./configure --prefix=A && make && make install
#   ./configure --prefix=B && make && make install
# then A is removed, and B/bin/talat must run (it found libtalat.so.1 in
# A/lib before: it was not relinked), speak German under LANGUAGE=de with
# the catalogues installed in B (the library kept A's LOCALEDIR), and not
# be taken for the talat of the build tree. Configuring a third time
# with the same prefix must then recompile nothing, and a fourth time
# with other CFLAGS must recompile the objects of a test program too.
#
# Two builds of the whole tree: too slow for make check. Run by
# `make check-reconfigure`, which .ci/run runs. Written with
# tests/lib.sh; exit 77 without msgfmt (the German part cannot be built).
. "${top_srcdir:-.}/tests/lib.sh"
make=${MAKE:-make}

command -v msgfmt >/dev/null 2>&1 || skip_all "no msgfmt"

# po/'s Makefile wants distdir relative: make it in the build tree, then
# move it here.
name=talat-reconfigure-$$
"$make" -C "$builddir" distdir distdir="$name" > "$tmp/distdir.log" 2>&1 &&
    mv "$builddir/$name" "$tmp/src" ||
    { fail "make distdir"; tail -n 20 "$tmp/distdir.log"
	rm -rf "$builddir/$name"; finish; }
cd "$tmp/src" || exit 99

build() {	# build PREFIX LOG
	{ ./configure --prefix="$1" && "$make" -j2 && "$make" install; } \
	    > "$2" 2>&1 || { fail "configure --prefix=$1, make, make install:"
		tail -n 30 "$2" | sed 's/^/    /'; finish; }
	pass
}
build "$tmp/A" "$tmp/a.log"
echo "built and installed with --prefix=$tmp/A"
build "$tmp/B" "$tmp/b.log"
echo "built again and installed with --prefix=$tmp/B"
rm -rf "$tmp/A"

out=$("$tmp/B/bin/talat" --version 2>&1)
case $out in "talat "*) pass ;; *) fail "B/bin/talat --version: $out" ;; esac
ok=$(cd records && LC_ALL=C.UTF-8 LANGUAGE=de "$tmp/B/bin/talat" check \
    repair/exchanged.tgn 2>&1)
case $ok in
*"Fehler: Zug 37 (W)"*) pass ;;
*) fail "LANGUAGE=de B/bin/talat check repair/exchanged.tgn is not German:" \
	"$(printf '%s\n' "$ok" | head -n 1)" ;;
esac
if grep -l "$tmp/A" "$tmp/B/bin/talat" "$tmp"/B/lib/libtalat.so* \
    > "$tmp/stale" 2>/dev/null; then
	fail "files installed in B still name A: $(cat "$tmp/stale")"
else
	pass
fi

# A test program too (when Check is installed): its objects depend on
# configure's choices as the library's do.
prog=
pkg-config --exists check 2>/dev/null && prog=tests/check_rules
[ -z "$prog" ] || run 0 "$make" "$prog"

run 0 ./configure --prefix="$tmp/B"
run 0 "$make" V=1 all $prog
if grep -E '(^| )-c ' "$tmp/out" > "$tmp/rebuilt"; then
	fail "configuring again with the same choices recompiled:" \
	    "$(head -n 3 "$tmp/rebuilt")"
else
	pass
fi

if [ -n "$prog" ]; then
	run 0 ./configure --prefix="$tmp/B" CFLAGS='-g -O1'
	run 0 "$make" V=1 "$prog"
	if grep -q -E -e '-o tests/check_rules(-check_rules)?\.o' \
	    "$tmp/out"; then
		pass
	else
		fail "configuring again with other CFLAGS did not recompile" \
		    "the objects of $prog"
	fi
else
	skip "other CFLAGS" "no Check to build a test program"
fi
finish
