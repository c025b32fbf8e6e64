#!/bin/sh
# SPDX-License-Identifier: ISC
# fix_cli.sh: repairs of transcription errors (doc/spec/arbiter.md section
# 2), one record per kind of slip under records/repair/: NAME.tgn is the
# record with the slip, NAME.out the record (tests/lib.sh) of talat check
# on it, NAME.fix.out the record of talat fix on it (the repaired record on
# standard output, what fix says on standard error), both run from
# records/repair/. Then the safety of --in-place (fix and fmt) and fmt
# --check. REGEN=1 writes the NAME.out and NAME.fix.out files.
. "${top_srcdir:-.}/tests/lib.sh"

# --- one record per kind of slip -------------------------------------------
cd "$srcdir/records/repair" || exit 99
for rec in *.tgn; do
	name=${rec%.tgn}
	# (check and fix exit 1 when they name an error; a misspelt tag is
	# a warning)
	golden_cmd "repair/$name: talat check $rec" . "talat check $rec" \
	    "$PWD/$name.out"
	want=0
	grep -q ": error: " "$tmp/err" && want=1
	[ $status -eq $want ] && pass ||
	    fail "$name: check exits $status, expected $want"
	golden_cmd "repair/$name: talat fix $rec" . "talat fix $rec" \
	    "$PWD/$name.fix.out"
	want=0
	grep -q ": error: " "$tmp/err" && want=1
	[ $status -eq $want ] && pass ||
	    fail "$name: fix exits $status, expected $want"
	cp "$tmp/out" "$tmp/fix.out" || exit 99
	# A repaired record is valid, and fixing it again changes nothing.
	if [ $want -eq 0 ]; then
		"$talat" check "$tmp/fix.out" > /dev/null 2>&1 && pass ||
		    fail "$name: the fixed record does not check clean"
		"$talat" fix "$tmp/fix.out" > "$tmp/again" 2> /dev/null
		file_is "$name: fix of the fixed record" "$tmp/again" "$tmp/fix.out"
	fi
done

# --- fix --in-place -----------------------------------------------------------
cd "$tmp" || exit 99
cp "$srcdir/records/repair/rank.tgn" rank.tgn
chmod 640 rank.tgn
"$talat" fix --in-place rank.tgn 2> /dev/null
[ $? -eq 0 ] && pass || fail "fix --in-place: exit status"
out_of "$srcdir/records/repair/rank.fix.out" > rank.fixed
file_is "in-place: the rewritten file" rank.tgn rank.fixed
[ "$(stat -c %a rank.tgn)" = 640 ] && pass || fail "fix --in-place: permissions not kept"
[ -z "$(ls -A | grep talat-)" ] && pass || fail "fix --in-place: a temporary file is left"

# A ply left out (issue 33): --in-place inserts it, says only that, and
# the file is then a valid game.
cp "$srcdir/records/repair/left_out.tgn" left_out.tgn
"$talat" fix --in-place left_out.tgn 2> err
[ $? -eq 0 ] && pass || fail "fix --in-place left_out.tgn: exit status"
out_of "$srcdir/records/repair/left_out.fix.out" > left_out.fixed
file_is "in-place: the file with the ply inserted" left_out.tgn left_out.fixed
text_is "in-place: what fix says of the ply inserted" err \
    "left_out.tgn:25:5: note: ply 39 (B): BG:d2-c3 inserted before WB:e2-e3, where the record left it out, the one repair that fits [fixed]"
"$talat" check left_out.tgn > /dev/null 2>&1 && pass ||
    fail "fix --in-place left_out.tgn: the file does not check clean"

# A write failure leaves the original intact (file size limit: EFBIG).
cp "$srcdir/records/repair/rank.tgn" big.tgn
(trap '' XFSZ; ulimit -f 1; "$talat" fix --in-place big.tgn) 2> err
[ $? -eq 2 ] && pass || fail "fix --in-place on a failing write: exit status"
file_is "in-place-failure: the file" big.tgn "$srcdir/records/repair/rank.tgn"
grep -q "big.tgn: File too large; the file is left as it was" err && pass ||
    fail "fix --in-place on a failing write: message: $(cat err)"
[ -z "$(ls -A | grep talat-)" ] && pass || fail "failed write: a temporary file is left"

# A file with a syntax error is never rewritten.
for cmd in fix fmt; do
	cp "$srcdir/records/syntax/unknown_word.tgn" syn.tgn
	"$talat" $cmd --in-place syn.tgn 2> err
	[ $? -eq 1 ] && pass || fail "$cmd --in-place on a syntax error: exit status"
	file_is "$cmd-syntax: the file" syn.tgn "$srcdir/records/syntax/unknown_word.tgn"
	grep -q "^talat $cmd: syn.tgn: not rewritten: it has a syntax error$" err &&
	    pass || fail "$cmd --in-place on a syntax error: message: $(cat err)"
done

# --- fmt --in-place and --check -------------------------------------------------
cp "$srcdir/records/valid/round_numbers_glued_and_omitted.tgn" glued.tgn
cp "$srcdir/records/valid/three_player_1.tgn" canon.tgn
out=$("$talat" fmt --check canon.tgn glued.tgn)
[ $? -eq 1 ] && pass || fail "fmt --check: exit status"
[ "$out" = glued.tgn ] && pass || fail "fmt --check: printed '$out', expected glued.tgn"
"$talat" fmt glued.tgn > want.tgn
"$talat" fmt --in-place glued.tgn canon.tgn
[ $? -eq 0 ] && pass || fail "fmt --in-place: exit status"
file_is "fmt-in-place: the rewritten file" glued.tgn want.tgn
file_is "fmt-in-place: the canonical file" canon.tgn "$srcdir/records/valid/three_player_1.tgn"
out=$("$talat" fmt --check glued.tgn canon.tgn)
[ $? -eq 0 ] && [ -z "$out" ] && pass || fail "fmt --check after --in-place: '$out'"
"$talat" fmt --check --in-place glued.tgn 2> /dev/null
[ $? -eq 2 ] && pass || fail "fmt --check --in-place: not a usage error"

finish
