#!/bin/sh
# SPDX-License-Identifier: ISC
# html_lighthouse.sh: Lighthouse 12.2.3 (tests/audit/package.json pins
# it; tools/install-deps installs it) on the page of talat html, served on
# this machine's loopback address to headless Chromium
# (tests/audit/lighthouse.mjs): a page of 40 generated games at a game
# and at the standings, and the page of talat html --entry, with
# Lighthouse's desktop settings; the game again on a phone (its mobile
# settings), and in the dark colour scheme (prefers-color-scheme: dark)
# on both; the page at game 30 (its list scrolled: rows drawn above the
# list's box, off the screen, are no skip links, issue 38). Each must
# score 100 for accessibility; the game, a layout
# shift under 0.1 on each, and 90 or more for performance on the desktop
# (issue 38). Slower than the other browser tests (about 15 s a page):
# `make check-lighthouse`, which CI runs. Skipped (77) without Chromium,
# Node or Lighthouse, except under CI.
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
g='games.html#game=1'
"$node" "$srcdir/tests/audit/lighthouse.mjs" "$chromium" "$tmp" \
    "$g" 'games.html#standings' 'entry.html' 'games.html#game=30' \
    --phone "$g" --dark "$g" --desktop "$g" >"$tmp/lh" 2>"$tmp/lh.err" ||
	fail "lighthouse.mjs: $(tail -3 "$tmp/lh.err")"
cat "$tmp/lh"
is "pages audited" "$(grep -c ' accessibility ' "$tmp/lh")" 7
is "the list scrolled to game 30 audited" "$(awk '$1 == "games.html#game=30" &&
    $4 == "accessibility" { print $2, $3 }' "$tmp/lh")" "desktop light"
is "games audited on the desktop and a phone, light and dark" \
    "$(awk '$1 == "games.html#game=1" && $4 == "accessibility" {
    print $2, $3 }' "$tmp/lh" | sort | tr '\n' ,)" \
    "desktop dark,desktop light,phone dark,phone light,"
# The scheme asked for is the one the page was in (its ground).
none "a scheme not in effect" "$(awk '$4 == "accessibility" &&
    ($3 == "light") != ($11 == "rgb(255,253,248)")' "$tmp/lh")"
none "accessibility under 100" \
    "$(awk '$4 == "accessibility" && $5 != 100' "$tmp/lh")"
none "accessibility audits failed" "$(awk '$4 == "failed"' "$tmp/lh")"
none "a game: a layout shift of 0.1 or more" \
    "$(awk '$1 == "games.html#game=1" && $4 == "accessibility" &&
    $9 + 0 >= 0.1' "$tmp/lh")"
none "a game on the desktop: performance under 90" \
    "$(awk '$1 == "games.html#game=1" && $2 == "desktop" &&
    $4 == "accessibility" && $7 + 0 < 90' "$tmp/lh")"
finish
