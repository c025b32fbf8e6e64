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
finish
