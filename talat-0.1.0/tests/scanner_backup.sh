#!/bin/sh
# SPDX-License-Identifier: ISC
# scanner_backup.sh: the TGN scanner never backs up.
#
# A flex scanner with a rule that can back up (a pattern whose prefix
# matches no rule) records its last accepting state at every character of
# every token; one such rule ("Freeze" without a board) once cost
# `talat check` 3% of its instructions. `flex -b` lists such states in
# lex.backup; this test fails when it lists any, and shows them.
. "${top_srcdir:-.}/tests/lib.sh"
: "${LEX:?LEX is the flex the build uses}"
src=$srcdir/grammar/lexer.l
[ -r "$src" ] || { echo "scanner_backup.sh: cannot read $src" >&2; exit 99; }
cd "$tmp" || exit 99
if ! "$LEX" -b -o lexer.c "$src"; then
	fail "$LEX -b grammar/lexer.l"
elif [ "$(head -n 1 lex.backup)" = "No backing up." ]; then
	pass
else
	fail "the scanner backs up (flex -b, lex.backup):"
	head -n 40 lex.backup
fi
finish
