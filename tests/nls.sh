#!/bin/sh
# SPDX-License-Identifier: ISC
# nls.sh: the message catalogues (po/*.po) and talat in each language.
#
# 1. Every catalogue of po/LINGUAS is complete: msgfmt --check passes and
#    --statistics counts no fuzzy and no untranslated message.
# 1b. The catalogues hold every message the sources mark (xgettext over
#    po/POTFILES.in, msgcmp), and POTFILES.in names every file that marks
#    one.
# 2. Golden outputs, one file per language, tests/nls/LANG.expect: an
#    invalid record's `talat check` (with its did-you-mean notes), a
#    `talat score` table, a usage error, `talat check --help`, run under
#    LC_ALL=C.UTF-8 LANGUAGE=LANG with the catalogues compiled here into a
#    temporary TALAT_LOCALEDIR (no locale needs to be generated: GNU
#    gettext honours LANGUAGE in any locale but "C"/"POSIX").
#    Skipped (exit 77) when talat is built without NLS.
# 3. The talat of the build tree speaks each language with no
#    TALAT_LOCALEDIR (the catalogues the build compiled into locale/),
#    and TALAT_LOCALEDIR overrides them.
# The English output is that of every other test (LANGUAGE unset).
# Set REGEN=1 to rewrite the .expect files (then review the diff).
set -u
srcdir=$(cd "${top_srcdir:-.}" && pwd)
talat=$(cd "${top_builddir:-.}" && pwd)/talat
msgfmt=${MSGFMT:-msgfmt}
fail=0
tmp=$(mktemp -d "${TMPDIR:-/tmp}/nls.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT

if ! command -v "$msgfmt" >/dev/null 2>&1; then
	echo "SKIP: no msgfmt (GNU gettext) to read the catalogues"
	exit 77
fi
langs=$(sed 's/#.*//' "$srcdir/po/LINGUAS")
[ -n "$langs" ] || { echo "FAIL: po/LINGUAS names no language"; exit 1; }

# 1. Complete catalogues.
for l in $langs; do
	po=$srcdir/po/$l.po
	if ! stats=$(LC_ALL=C "$msgfmt" --check --statistics -o /dev/null \
	    "$po" 2>&1); then
		echo "FAIL: po/$l.po: msgfmt --check: $stats"
		fail=1
		continue
	fi
	case $stats in
	*fuzzy*|*untranslated*)
		echo "FAIL: po/$l.po is not complete: $stats"
		fail=1 ;;
	*" translated message"*) echo "po/$l.po: $stats" ;;
	*)	echo "FAIL: po/$l.po: unexpected statistics: $stats"
		fail=1 ;;
	esac
done
[ $fail = 0 ] || exit 1

# 1b. The catalogues hold every message of the sources: po/POTFILES.in
# names every file that marks one (_(), N_(), P_(), C_(); the page's
# script too), and each catalogue
# has every message xgettext finds there (with the options of
# po/Makevars), so that a new message cannot go untranslated unseen.
if command -v xgettext >/dev/null 2>&1 && command -v msgcmp >/dev/null 2>&1
then
	listed=$tmp/listed
	sed 's/#.*//; /^[[:space:]]*$/d' "$srcdir/po/POTFILES.in" | sort \
	    > "$listed"
	(cd "$srcdir" && grep -l -E '(^|[^A-Za-z0-9_])[NPC]?_\(' \
	    src/*.c src/cli/*.c src/cli/*.h include/talat/*.h src/html/*.js) |
	    grep -v -x 'src/i18n.h' | sort | comm -13 "$listed" - \
	    > "$tmp/unlisted"
	if [ -s "$tmp/unlisted" ]; then
		sed 's/^/FAIL: marks messages, but po\/POTFILES.in does not name it: /' \
		    "$tmp/unlisted"
		fail=1
	fi
	opts=$(sed -n '/^XGETTEXT_OPTIONS[[:space:]]*=/,/[^\\]$/p' \
	    "$srcdir/po/Makevars" |
	    sed 's/^XGETTEXT_OPTIONS[[:space:]]*=//; s/\\$//' | tr '\n' ' ')
	# shellcheck disable=SC2086
	if ! (cd "$srcdir" && xgettext $opts -o "$tmp/src.pot" \
	    -f "$listed") 2>"$tmp/xgettext.err"; then
		echo "FAIL: xgettext over po/POTFILES.in:"
		cat "$tmp/xgettext.err"
		fail=1
	else
		for l in $langs; do
			if ! LC_ALL=C msgcmp "$srcdir/po/$l.po" "$tmp/src.pot" \
			    > "$tmp/msgcmp.out" 2>&1; then
				echo "FAIL: po/$l.po lacks messages of the sources" \
				    "(run make -C po update-po, then translate):"
				head -20 "$tmp/msgcmp.out"
				fail=1
			fi
		done
		echo "po/*.po: every message of the sources" \
		    "($(grep -c '^msgid ' "$tmp/src.pot") msgids, header included)"
	fi
	[ $fail = 0 ] || exit 1
else
	echo "note: no xgettext/msgcmp: the catalogues are not compared" \
	    "with the sources"
fi

if [ "${USE_NLS:-yes}" != yes ]; then
	echo "SKIP: talat is built without NLS (./configure --disable-nls):" \
	    "the catalogues are complete, the golden outputs are not run"
	exit 77
fi

# 2. Golden outputs. Inputs are run from tests/nls with relative names so
# that the paths in the output do not depend on the build directory.
run() {
	echo "\$ talat $*"
	(cd "$srcdir/tests/nls" && "$talat" "$@" 2>&1)
	echo "[exit $?]"
}
for l in $langs; do
	mkdir -p "$tmp/$l/LC_MESSAGES"
	"$msgfmt" -o "$tmp/$l/LC_MESSAGES/talat.mo" "$srcdir/po/$l.po" || {
		echo "FAIL: po/$l.po does not compile"; fail=1; continue; }
	out=$tmp/$l.out
	(
		export LC_ALL=C.UTF-8 LANGUAGE=$l TALAT_LOCALEDIR=$tmp
		run check invalid.tgn
		run score game.tgn
		run score --tiebreak=best game.tgn
		run check --help
	) > "$out"
	exp=$srcdir/tests/nls/$l.expect
	if [ "${REGEN:-0}" = 1 ]; then
		cp "$out" "$exp"
	elif ! cmp -s "$out" "$exp"; then
		echo "FAIL: $l: the output differs from tests/nls/$l.expect"
		diff "$exp" "$out" | head -20
		fail=1
	else
		echo "$l: golden output matches"
	fi
done

# 3. The talat of the build tree, with no TALAT_LOCALEDIR, reads the
# catalogues the build compiled into locale/ (src/i18n.c): the README's
# LANGUAGE=de ./talat right after the quick start. TALAT_LOCALEDIR still
# overrides them (an empty directory: English).
unset TALAT_LOCALEDIR
english=$(LC_ALL=C.UTF-8 run check invalid.tgn)
for l in $langs; do
	got=$(LC_ALL=C.UTF-8 LANGUAGE=$l run check invalid.tgn)
	want=$(LC_ALL=C.UTF-8 LANGUAGE=$l TALAT_LOCALEDIR=$tmp \
	    run check invalid.tgn)
	if [ "$got" != "$want" ] || [ "$got" = "$english" ]; then
		echo "FAIL: $l: the talat of the build tree does not read" \
		    "the build tree's catalogues:"
		printf '%s\n' "$got" | head -n 3
		fail=1
	else
		echo "$l: the talat of the build tree speaks it"
	fi
done
mkdir "$tmp/empty"
got=$(LC_ALL=C.UTF-8 LANGUAGE=de TALAT_LOCALEDIR=$tmp/empty \
    run check invalid.tgn)
if [ "$got" != "$english" ]; then
	echo "FAIL: TALAT_LOCALEDIR (empty) does not override the build tree's" \
	    "catalogues:"
	printf '%s\n' "$got" | head -n 3
	fail=1
else
	echo "TALAT_LOCALEDIR overrides the build tree's catalogues"
fi
exit $fail
