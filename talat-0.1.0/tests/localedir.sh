#!/bin/sh
# SPDX-License-Identifier: ISC
# localedir.sh: TALAT_LOCALEDIR is not taken from the environment of a
# talat running with privileges it was given (issue 24: secure_getenv),
# so that nobody can hand such a program message formats of his own. A
# catalogue of the test's own translates one message into German as
# "PWNED": a copy of talat takes it; a set-group-ID copy (a group that is
# not root's, so that it runs in secure mode) must not. That copy needs
# root and a file system that honours the bit: skipped otherwise.
. "${top_srcdir:-.}/tests/lib.sh"
[ "${USE_NLS:-yes}" = yes ] || skip_all "talat is built without NLS"
msgfmt=${MSGFMT:-msgfmt}
command -v "$msgfmt" >/dev/null 2>&1 || skip_all "no $msgfmt"

cd "$tmp" || exit 99
mkdir -p loc/de/LC_MESSAGES bin
cat > pwned.po <<'EOF'
msgid ""
msgstr "Content-Type: text/plain; charset=UTF-8\n"

msgid "Try 'talat %s --help' for more information.\n"
msgstr "PWNED %s\n"
EOF
"$msgfmt" -o loc/de/LC_MESSAGES/talat.mo pwned.po || exit 99
cp "$talat" bin/talat
chmod 755 "$tmp" bin

# usage COPY: the last line of COPY's usage error, in German from loc/.
usage() {
	LC_ALL=C.UTF-8 LANGUAGE=de TALAT_LOCALEDIR=$tmp/loc "$1" check --nope \
	    2>&1 | tail -n 1
}
is "a plain copy takes TALAT_LOCALEDIR" "$(usage bin/talat)" "PWNED check"
if [ "$(id -u)" -eq 0 ] && chgrp 65534 bin/talat 2>/dev/null &&
    chmod 2755 bin/talat && [ -g bin/talat ] &&
    ! mount | grep -q " $(df -P "$tmp" | awk 'NR == 2 { print $6 }') .*nosuid"
then
	is "a set-group-ID copy leaves TALAT_LOCALEDIR alone" \
	    "$(usage bin/talat)" "Try 'talat check --help' for more information."
else
	skip "set-group-ID copy" "not root, or $tmp is mounted nosuid"
fi
# A catalogue whose translations read other arguments than their messages
# (msgfmt without -c takes it; issue 34): talat crashed (%s, %n) or
# printed words of its memory (%x). Such a translation is not used, the
# English is; one whose conversions fit (reordered) still is. Reached
# through TALAT_LOCALEDIR, and through LANGUAGE with ../ from the
# default directory.
mkdir -p loc/xx/LC_MESSAGES
cat > evil.po <<'EOF'
msgid ""
msgstr "Content-Type: text/plain; charset=UTF-8\nPlural-Forms: nplurals=2; plural=(n != 1);\n"

msgid "%s: %d game: %ld complete, %ld unfinished, %ld invalid\n"
msgid_plural "%s: %d games: %ld complete, %ld unfinished, %ld invalid\n"
msgstr[0] "%s %s %s %s %s %s %s %s %n\n"
msgstr[1] "%s %s %s %s %s %s %s %s %n\n"

msgid "the game is unfinished: it stops after ply %ld, with %c to act, and no Termination tag says why"
msgstr "%x %x %x %x %x %x %x %x"

msgid "warning:"
msgstr "WARNUNG:"

msgid "Date \"%s\" is not of the form YYYY.MM.DD (with ? for unknown digits)"
msgstr "Datum %1$s, %1$s"
EOF
"$msgfmt" -o loc/xx/LC_MESSAGES/talat.mo evil.po || exit 99
cp "$srcdir/records/valid/bad_date.tgn" d.tgn
LC_ALL=C.UTF-8 LANGUAGE=xx TALAT_LOCALEDIR=$tmp/loc "$talat" check d.tgn \
    > evil.out 2>&1
cat > evil.want <<'EOF'
d.tgn:1:1: WARNUNG: the game is unfinished: it stops after ply 3, with W to act, and no Termination tag says why [unfinished-game]
d.tgn:2:7: WARNUNG: Datum 2018-03-16, 2018-03-16 [bad-date]
d.tgn: 1 game: 0 complete, 1 unfinished, 0 invalid
EOF
file_is "a translation that does not fit its message is not used" \
    evil.out evil.want
LC_ALL=C.UTF-8 LANGUAGE=../../../../../../../../..$tmp/loc/xx "$talat" \
    check d.tgn > evil.out 2>&1
file_is "... reached through LANGUAGE=../.." evil.out evil.want
finish
