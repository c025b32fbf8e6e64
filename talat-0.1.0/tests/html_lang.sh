#!/bin/sh
# SPDX-License-Identifier: ISC
# html_lang.sh: the page of talat html in the reader's language, in
# headless Chromium (a browser test: make check-browser).
#
# 1. The language: the first of the browser's (--accept-lang, which is
#    navigator.languages) that the page has, a region falling back to its
#    language, else the page's default (--lang); <html lang> says which.
# 2. In German: the page's texts, the labels of the picture, the
#    library's diagnostic and did-you-mean notes (the engine's messages,
#    from the page's catalogue) and why games are not counted in the
#    standings (written by talat html in English).
# 3. The pseudo-language (tests/pseudo_lang.py; tests/pseudo.sh does the
#    same for the commands): the page made with its catalogue in place of
#    German's, talat html itself speaking it (the standings' reasons), at
#    1280 x 900 and 390 x 844; tests/html_texts.html gathers every text of
#    every state of the page, pseudo_lang.py finds English left, a text
#    cut or glued, and html_texts.html what the window or the picture
#    does not show whole.
# Skipped (77) without Chromium (but in CI), NLS, the engine, xgettext,
# msgfmt or python3.
. "${top_srcdir:-.}/tests/lib.sh"
PY=${PYTHON3_YAML:-python3}
msgfmt=${MSGFMT:-msgfmt}
chromium=$(command -v chromium || command -v chromium-browser) || {
	[ "${CI:-}" = true ] && { fail "chromium is not installed; CI" \
	    "must run this test (tools/install-deps installs it)"; finish; }
	skip_all "chromium is not installed (tools/install-deps installs it)"
}
[ "${USE_NLS:-yes}" = yes ] || skip_all "talat is built without NLS"
[ "${ENABLE_WASM:-yes}" != no ] || skip_all "talat is built without the engine"
for t in "$msgfmt" xgettext "$PY"; do
	command -v "$t" >/dev/null 2>&1 || skip_all "no $t"
done

browse() {
	"$chromium" --headless --no-sandbox --disable-gpu \
	    --disable-background-networking --disable-component-update \
	    --disable-sync --no-first-run --user-data-dir="$tmp/profile" \
	    "$@" 2>>"$tmp/chromium.log"
}
# lang ACCEPT PAGE: the language the page chose for a browser asking
# for ACCEPT.
lang() {
	browse --accept-lang="$1" --dump-dom "file://$tmp/$2#game=1" |
	    sed -n 's/.*<html lang="\([^"]*\)".*/\1/p'
}
r=$srcdir/records

# 1. The language.
talat html "$r/valid/two_player_1.tgn" >"$tmp/en.html" 2>/dev/null
talat html --lang ru "$r/valid/two_player_1.tgn" >"$tmp/ru.html" 2>/dev/null
is "de-AT, en" "$(lang de-AT,en ru.html)" de
is "en-GB, de" "$(lang en-GB,de ru.html)" en
is "pl, fr-CA" "$(lang pl,fr-CA ru.html)" fr
is "pl: the default, --lang ru" "$(lang pl ru.html)" ru
is "pl: the default, en" "$(lang pl en.html)" en
is "NL" "$(lang NL ru.html)" nl

# 2. German: the page, the picture, the library's messages.
talat html "$r/invalid/capture_relation.tgn" >"$tmp/de.html" 2>/dev/null
browse --accept-lang=de --dump-dom "file://$tmp/de.html#game=1" >"$tmp/dom"
assert "de: a tab" grep -q '<button [^>]*id="tab-standings"[^>]*>Rangliste</button>' \
    "$tmp/dom"
assert "de: the diagnostic" grep -qF '<li class="error here">Zeile 4:5: Fehler: Zug 100 (W): WB:c3xd4: WL6 kann BL6 nicht schlagen (L6 schlägt L6 nicht): gleiche Typen schlagen einander nie [capture-relation]</li>' \
    "$tmp/dom"
assert "de: a did-you-mean note" grep -qF '<li class="note here">Zeile 4:5: Hinweis: meinten Sie WB:c3-b4? damit lässt sich der Rest des Spiels durchspielen [did-you-mean]</li>' \
    "$tmp/dom"
assert "de: the picture" grep -qF '>Weiß ist am Zug · Zug 100</text>' "$tmp/dom"
assert "de: the picture's frame" grep -qF '>Schwarz ↓</text>' "$tmp/dom"

# The reasons why games are not counted: the page's words, whatever the
# language talat html ran in (here English).
(cd "$r/tournament/standings" && talat html club.tgn) >"$tmp/club.html" \
    2>/dev/null
browse --accept-lang=de --dump-dom "file://$tmp/club.html#standings" \
    >"$tmp/dom"
assert "de: unfinished, not counted" grep -qF \
    '>club.tgn, Spiel 5: nicht beendet</a>' "$tmp/dom"
assert "de: a duplicate, not counted" grep -qF \
    '>club.tgn, Spiel 7: Wiederholung von club.tgn:1</a>' "$tmp/dom"
assert "de: no name, not counted" grep -qF \
    '>club.tgn, Spiel 8: Grau hat keinen Namen</a>' "$tmp/dom"

# 3. The pseudo-language.
opts=$(sed -n '/^XGETTEXT_OPTIONS[[:space:]]*=/,/[^\\]$/p' \
    "$srcdir/po/Makevars" |
    sed 's/^XGETTEXT_OPTIONS[[:space:]]*=//; s/\\$//' | tr '\n' ' ')
sed 's/#.*//; /^[[:space:]]*$/d' "$srcdir/po/POTFILES.in" >"$tmp/files"
# shellcheck disable=SC2086
(cd "$srcdir" && xgettext $opts -o "$tmp/talat.pot" -f "$tmp/files") ||
	{ echo "xgettext failed"; exit 99; }
mkdir -p "$tmp/en@pseudo/LC_MESSAGES"
"$PY" "$srcdir/tests/pseudo_lang.py" po "$tmp/talat.pot" "$tmp/pseudo.po" &&
    "$msgfmt" --check -o "$tmp/en@pseudo/LC_MESSAGES/talat.mo" \
    "$tmp/pseudo.po" 2>"$tmp/msgfmt.err" ||
    { echo "the pseudo catalogue:"; cat "$tmp/msgfmt.err"; exit 99; }
(cd "$r" && LC_ALL=C.UTF-8 LANGUAGE=en@pseudo TALAT_LOCALEDIR=$tmp \
    "$talat" html valid/three_player_1.tgn valid/freeze_dead_board.tgn \
    invalid/capture_relation.tgn valid/two_player_1.tgn \
    syntax/action_target.tgn tournament/standings/club.tgn \
    >"$tmp/texts.html" 2>"$tmp/stderr")
# The catalogue of en@pseudo in place of German's.
"$PY" - "$tmp/texts.html" "$tmp/en@pseudo/LC_MESSAGES/talat.mo" <<'EOF' ||
import base64, re, sys
page, mo = sys.argv[1], sys.argv[2]
with open(page, encoding="utf-8") as f:
    text = f.read()
b64 = base64.b64encode(open(mo, "rb").read()).decode()
text, n = re.subn(r'(<script type="text/plain" class="catalogue" '
                  r'data-lang="de">)[^<]*', lambda m: m.group(1) + b64, text)
with open(page, "w", encoding="utf-8") as f:
    f.write(text)
sys.exit(0 if n == 1 else 1)
EOF
	fail "no German catalogue in the page"
cp "$srcdir/tests/html_texts.html" "$tmp/"
for size in 1280,900 390,844; do
	browse --accept-lang=de --allow-file-access-from-files \
	    --virtual-time-budget=30000 --window-size="$size" \
	    --dump-dom "file://$tmp/html_texts.html?$size" |
	    sed -n '/<pre id="out">/,/<\/pre>/p' |
	    sed -e 's/<pre id="out">//' -e 's/<\/pre>.*//' -e 's/&lt;/</g' \
	    -e 's/&gt;/>/g' -e 's/&amp;/\&/g' >"$tmp/texts.$size"
	assert "$size: the page's states" grep -q '^\$ standings$' \
	    "$tmp/texts.$size"
	[ -z "${PSEUDO_KEEP:-}" ] || cp "$tmp/texts.$size" "$PSEUDO_KEEP.$size"
	grep '^CUT: ' "$tmp/texts.$size" >"$tmp/cut" && {
		sed "s/^/$size: /" "$tmp/cut"
		fail "$size: $(wc -l <"$tmp/cut") texts not shown whole (above)"
	} || pass
	{ echo "\$ talat html"; cat "$tmp/stderr"; grep -v '^CUT: ' \
	    "$tmp/texts.$size"; } >"$tmp/scan.$size"
	if "$PY" "$srcdir/tests/pseudo_lang.py" scan-page "$tmp/talat.pot" \
	    "$tmp/scan.$size" >"$tmp/found"; then
		pass
	else
		sed "s|^$tmp/||" "$tmp/found"
		fail "$size: $(wc -l <"$tmp/found") findings (above)"
	fi
done
finish
