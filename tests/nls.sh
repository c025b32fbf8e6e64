#!/bin/sh
# SPDX-License-Identifier: ISC
# nls.sh: the message catalogues (po/*.po) and talat in each language.
#
# 1. Every catalogue of po/LINGUAS is complete: msgfmt --check passes and
#    --statistics counts no fuzzy and no untranslated message.
# 1b. The catalogues hold every message the sources mark (xgettext over
#    po/POTFILES.in, msgcmp), and POTFILES.in names every file that marks
#    one.
# 1c. The catalogues compile under make -j as make dist compiles them:
#    po/'s Makefile (as configure wrote it from gettext's Makefile.in.in
#    and po/Makevars) makes dist2 with -j6 in a scratch copy of po/ with
#    no .gmo and no stamp-po; each catalogue is compiled once (two makes
#    compiled the same one at once before, and make -j2 distcheck failed).
# 2. Golden outputs: the cases tests/nls/NAME.cmd (an invalid record's
#    `talat check` with its did-you-mean notes, a `talat score` table, a
#    usage error, `talat check --help`) against tests/nls/LANG/NAME.out,
#    run under LC_ALL=C.UTF-8 LANGUAGE=LANG with the catalogues compiled
#    here into a temporary TALAT_LOCALEDIR (no locale needs to be
#    generated: GNU gettext honours LANGUAGE in any locale but "C"/"POSIX").
#    Skipped, with part 3, when talat is built without NLS.
# 3. The talat of the build tree speaks each language with no
#    TALAT_LOCALEDIR (the catalogues the build compiled into locale/),
#    and TALAT_LOCALEDIR overrides them.
# 4. talat --help and every command's --help, in each language, have no
#    line wider than 80 columns.
# The English output is that of every other test (LANGUAGE unset).
# REGEN=1 writes the .out files of part 2 (then review the diff); a new
# language's are written so.
. "${top_srcdir:-.}/tests/lib.sh"
msgfmt=${MSGFMT:-msgfmt}
command -v "$msgfmt" >/dev/null 2>&1 ||
    skip_all "no msgfmt (GNU gettext) to read the catalogues"
langs=$(sed 's/#.*//' "$srcdir/po/LINGUAS")
[ -n "$langs" ] || { fail "po/LINGUAS names no language"; finish; }

# 1. Complete catalogues.
for l in $langs; do
	po=$srcdir/po/$l.po
	if ! stats=$(LC_ALL=C "$msgfmt" --check --statistics -o /dev/null \
	    "$po" 2>&1); then
		fail "po/$l.po: msgfmt --check: $stats"
		continue
	fi
	case $stats in
	*fuzzy*|*untranslated*)
		fail "po/$l.po is not complete: $stats" ;;
	*" translated message"*) echo "po/$l.po: $stats"; pass ;;
	*)	fail "po/$l.po: unexpected statistics: $stats" ;;
	esac
done
[ "$_l_fail" = 0 ] || finish

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
	    src/*.c src/cli/*.c src/cli/*.h include/talat/*.h src/html/js/*.js) |
	    grep -v -x 'src/i18n.h' | sort | comm -13 "$listed" - \
	    > "$tmp/unlisted"
	if [ -s "$tmp/unlisted" ]; then
		fail "files mark messages, but po/POTFILES.in does not name them:"
		sed 's/^/    /' "$tmp/unlisted"
	else
		pass
	fi
	opts=$(sed -n '/^XGETTEXT_OPTIONS[[:space:]]*=/,/[^\\]$/p' \
	    "$srcdir/po/Makevars" |
	    sed 's/^XGETTEXT_OPTIONS[[:space:]]*=//; s/\\$//' | tr '\n' ' ')
	# shellcheck disable=SC2086
	if ! (cd "$srcdir" && xgettext $opts -o "$tmp/src.pot" \
	    -f "$listed") 2>"$tmp/xgettext.err"; then
		fail "xgettext over po/POTFILES.in:"
		cat "$tmp/xgettext.err"
	else
		for l in $langs; do
			if LC_ALL=C msgcmp "$srcdir/po/$l.po" "$tmp/src.pot" \
			    > "$tmp/msgcmp.out" 2>&1; then
				pass
			else
				fail "po/$l.po lacks messages of the sources" \
				    "(run make -C po update-po, then translate):"
				head -20 "$tmp/msgcmp.out"
			fi
		done
		echo "po/*.po: every message of the sources" \
		    "($(grep -c '^msgid ' "$tmp/src.pot") msgids, header included)"
	fi
	[ "$_l_fail" = 0 ] || finish
else
	echo "note: no xgettext/msgcmp: the catalogues are not compared" \
	    "with the sources"
fi

# 1c. make dist's catalogues under make -j.
if [ -f "$builddir/po/Makefile" ] && [ -f "$srcdir/po/talat.pot" ] &&
    command -v msgmerge >/dev/null 2>&1; then
	mkdir "$tmp/po" "$tmp/dist"
	cp "$srcdir"/po/* "$tmp/po/" 2>/dev/null
	cp "$builddir/po/Makefile" "$tmp/po/" || exit 99
	rm -f "$tmp"/po/*.gmo "$tmp/po/stamp-po"
	(cd "$tmp/po" && unset MAKEFLAGS MFLAGS &&
	    make -j6 srcdir=. top_srcdir="$srcdir" top_builddir="$builddir" \
	    distdir="$tmp/dist" dist2) >"$tmp/dist.log" 2>&1 ||
	    { fail "make -j6 dist2 in po/:"; tail -n 5 "$tmp/dist.log"; }
	for l in $langs; do
		n=$(grep -c "^rm -f $l\.gmo " "$tmp/dist.log")
		[ -f "$tmp/dist/$l.gmo" ] && [ "$n" = 1 ] && pass ||
		    fail "make -j6 dist2 in po/: $l.gmo compiled $n times" \
		    "(once wanted), or not written"
	done
else
	skip "make dist's catalogues" "no po/Makefile, po/talat.pot or msgmerge"
fi

if [ "${USE_NLS:-yes}" != yes ]; then
	skip "golden outputs" "talat is built without NLS (./configure" \
	    "--disable-nls): the catalogues are complete"
	finish
fi

# 2. Golden outputs, the cases of tests/nls/ in each language.
for l in $langs; do
	mkdir -p "$tmp/mo/$l/LC_MESSAGES"
	"$msgfmt" -o "$tmp/mo/$l/LC_MESSAGES/talat.mo" "$srcdir/po/$l.po" || {
		fail "po/$l.po does not compile"; continue; }
	LC_ALL=C.UTF-8 LANGUAGE=$l TALAT_LOCALEDIR=$tmp/mo
	export LANGUAGE TALAT_LOCALEDIR
	golden "$srcdir/tests/nls" "$srcdir/tests/nls/$l"
	LC_ALL=C
	unset LANGUAGE TALAT_LOCALEDIR
done

# 3. The talat of the build tree, with no TALAT_LOCALEDIR, reads the
# catalogues the build compiled into locale/ (src/i18n.c): the README's
# LANGUAGE=de ./talat right after the quick start. TALAT_LOCALEDIR still
# overrides them (an empty directory: English).
said() {	# said ARGS...: what talat ARGS says in tests/nls
	(cd "$srcdir/tests/nls" && "$talat" "$@" 2>&1)
	echo "[exit $?]"
}
english=$(LC_ALL=C.UTF-8 said check invalid.tgn)
for l in $langs; do
	got=$(LC_ALL=C.UTF-8 LANGUAGE=$l said check invalid.tgn)
	want=$(LC_ALL=C.UTF-8 LANGUAGE=$l TALAT_LOCALEDIR=$tmp/mo \
	    said check invalid.tgn)
	if [ "$got" != "$want" ] || [ "$got" = "$english" ]; then
		fail "$l: the talat of the build tree does not read" \
		    "the build tree's catalogues:"
		printf '%s\n' "$got" | head -n 3
	else
		pass
	fi
done
mkdir "$tmp/empty"
got=$(LC_ALL=C.UTF-8 LANGUAGE=de TALAT_LOCALEDIR=$tmp/empty \
    said check invalid.tgn)
is "TALAT_LOCALEDIR (empty) overrides the build tree's catalogues" \
    "$got" "$english"

# 4. talat --help and every command's --help within 80 columns in each
# language (characters counted: LC_ALL=C.UTF-8), as in English (cli.sh).
"$talat" completion words | cut -d ' ' -f 1 >"$tmp/commands" ||
    fail "completion words"
for l in $langs; do
	for cmd in "" $(cat "$tmp/commands"); do
		# shellcheck disable=SC2086
		LC_ALL=C.UTF-8 LANGUAGE=$l "$talat" $cmd --help >"$tmp/h" 2>&1
		none "$l: talat${cmd:+ $cmd} --help: lines wider than 80 columns" \
		    "$(LC_ALL=C.UTF-8 grep -nE '^.{81,}' "$tmp/h")"
	done
done
finish
