#!/bin/sh
# SPDX-License-Identifier: ISC
# html_lighthouse.sh: Lighthouse 12.2.3 (tests/audit/package.json pins
# it; tools/install-deps installs it) on the page of talat html, served on
# this machine's loopback address to headless Chromium with Lighthouse's
# desktop settings (tests/audit/lighthouse.mjs): a page of 40 generated
# games at a game and at the standings, and the page of talat html
# --entry. Each must score 100 for accessibility; the game, 90 or more
# for performance, with a layout shift under 0.1 (issue 38). Slower than
# the other browser tests (about 15 s a page): `make check-lighthouse`,
# which CI runs. Skipped (77) without Chromium, Node or Lighthouse,
# except under CI.
. "${top_srcdir:-.}/tests/lib.sh"

chromium=$(command -v chromium || command -v chromium-browser) ||
	skip_all_but_ci "chromium is not installed (tools/install-deps installs it)"
node=$(command -v node || command -v nodejs) ||
	skip_all_but_ci "node is not installed (tools/install-deps installs it)"
[ -d "$srcdir/tests/audit/node_modules/lighthouse" ] ||
	skip_all_but_ci "Lighthouse is not installed (tools/install-deps installs it)"
"$talat" gen --games 40 --seed 26 >"$tmp/games.tgn" || exit 99
"$talat" html "$tmp/games.tgn" >"$tmp/games.html" 2>"$tmp/err"
if [ $? -eq 2 ] && grep -q 'disable-wasm' "$tmp/err"; then
	skip_all_but_ci "talat was built without the page's engine (--disable-wasm)"
fi
"$talat" html --entry >"$tmp/entry.html"
"$node" "$srcdir/tests/audit/lighthouse.mjs" "$chromium" "$tmp" \
    'games.html#game=1' 'games.html#standings' 'entry.html' >"$tmp/lh" \
    2>"$tmp/lh.err" || fail "lighthouse.mjs: $(tail -3 "$tmp/lh.err")"
cat "$tmp/lh"
is "pages audited" "$(grep -c ' accessibility ' "$tmp/lh")" 3
none "accessibility under 100" \
    "$(awk '$2 == "accessibility" && $3 != 100' "$tmp/lh")"
none "accessibility audits failed" "$(awk '$2 == "failed"' "$tmp/lh")"
none "a game: performance under 90 or a layout shift of 0.1 or more" \
    "$(awk '$1 == "games.html#game=1" && $2 == "accessibility" &&
    ($5 + 0 < 90 || $7 + 0 >= 0.1)' "$tmp/lh")"
finish
