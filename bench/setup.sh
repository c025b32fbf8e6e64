# SPDX-License-Identifier: ISC
# bench/setup.sh: what the bench scripts do first, sourced after they
# set `me` (the script's name, for messages and the scratch directory),
# builddir and `needs` (the tools they run besides talat: a name or an
# absolute path each): `make bench` in builddir, talat and the tools
# checked, WORK made (or the one given kept) and removed on exit when
# made here.

TALAT=$builddir/talat

die() {
	echo "bench/$me.sh: $*" >&2
	exit 2
}

${MAKE:-make} -s -C "$builddir" bench >&2 ||
    die "make bench failed in $builddir (configure first, or name the build directory)"
[ -x "$TALAT" ] || die "no talat in $builddir (build first, or name the build directory)"
for tool in ${needs:-}; do
	command -v "$tool" >/dev/null || die "$tool is needed"
done

if [ -n "${WORK:-}" ]; then
	mkdir -p "$WORK"
	cleanup=
else
	WORK=$(mktemp -d "${TMPDIR:-/tmp}/talat-$me.XXXXXX")
	cleanup=$WORK
fi
trap '[ -n "$cleanup" ] && rm -rf "$cleanup"' EXIT INT TERM
