#!/bin/sh
# cli.sh: the talat command line: options from each command's entry,
# --help, talat help, misspellings, --version, the bash completion, the
# man pages, standard input, and the newcomer cases of issue 13. Exact
# outputs and exit statuses.
set -u
srcdir=${top_srcdir:-.}
builddir=${top_builddir:-.}
talat=$(cd "$builddir" && pwd)/talat
srcdir=$(cd "$srcdir" && pwd)
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
fail=0
n=0

# run WANTED-STATUS COMMAND...: runs COMMAND, output in $tmp/out and
# $tmp/err; a wrong status is a failure.
run() {
	want=$1
	shift
	n=$((n + 1))
	"$@" >"$tmp/out" 2>"$tmp/err"
	got=$?
	if [ "$got" -ne "$want" ]; then
		echo "FAIL: $*: exit $got, expected $want"
		sed 's/^/  /' "$tmp/err"
		fail=$((fail + 1))
	fi
}

# same NAME FILE TEXT: FILE holds exactly TEXT and a final newline, or
# nothing when TEXT is empty.
same() {
	n=$((n + 1))
	if [ -z "$3" ]; then : >"$tmp/want"; else printf '%s\n' "$3" >"$tmp/want"; fi
	if ! cmp -s "$tmp/want" "$2"; then
		echo "FAIL: $1"
		diff "$tmp/want" "$2" | sed 's/^/  /'
		fail=$((fail + 1))
	fi
}

# --- options, --help, help ----------------------------------------------
run 0 "$talat" check --help
same check-help "$tmp/out" "Usage: talat check [--strict] [--tiebreak RULE] [--max-errors N] [FILE...]
Replay every game of the records against the rules of Talat.

Options:
      --strict          strict freeze mode: a dead board freezes by itself
      --tiebreak RULE   settle ties by RULE: unshared (default), top or shared
      --max-errors N    show at most N syntax errors per file, N >= 1 (default 20),
                        and how many more there were
  -h, --help            show this help and exit

Exit status: 0 fine, 1 a record has an error, 2 usage or I/O failure.
See talat-check(1)."
cp "$tmp/out" "$tmp/help"
run 0 "$talat" check -h
same check-h "$tmp/out" "$(cat "$tmp/help")"
run 0 "$talat" help check
same help-check "$tmp/out" "$(cat "$tmp/help")"
run 0 "$talat" --help
cp "$tmp/out" "$tmp/usage"
run 0 "$talat" help
same help "$tmp/out" "$(cat "$tmp/usage")"
run 2 "$talat" help chek
same help-chek "$tmp/err" "talat help: unknown command 'chek'; did you mean 'check'?
Try 'talat --help' for the list of commands."

run 2 "$talat" check --strict=1
same strict-value "$tmp/err" "talat check: option '--strict' takes no value (in '--strict=1')
Try 'talat check --help' for more information."
run 2 "$talat" chek
same chek "$tmp/err" "talat: unknown command 'chek'; did you mean 'check'?
Try 'talat --help' for the list of commands."
run 2 "$talat" frobnicate
same unknown-command "$tmp/err" "talat: unknown command 'frobnicate'
Try 'talat --help' for the list of commands."
run 2 "$talat" check --stirct
same option-typo "$tmp/err" "talat check: unknown option '--stirct'; did you mean '--strict'?
Try 'talat check --help' for more information."
run 2 "$talat" gen --s 1
same ambiguous "$tmp/err" "talat gen: option '--s' is ambiguous: --seed, --strict
Try 'talat gen --help' for more information."
run 2 "$talat" show --ply
same needs-value "$tmp/err" "talat show: option '--ply' needs a value N
Try 'talat show --help' for more information."
run 2 "$talat" check -x
same unknown-short "$tmp/err" "talat check: unknown option '-x'
Try 'talat check --help' for more information."

run 0 "$talat" --version
same version "$tmp/out" "talat $(sed -n 's/^AC_INIT(\[talat\], \[\([^]]*\)\].*/\1/p' "$srcdir/configure.ac")
Copyright (C) 2026 the talat authors.
License: none granted yet (the distribution holds no licence file).
There is NO WARRANTY, to the extent permitted by law."

# Every --help: the option help starts in one column.
talat_words() { "$talat" completion words; }
talat_words >"$tmp/words" || { echo "FAIL: completion words"; fail=$((fail + 1)); }
while read -r cmd page opts; do
	"$talat" "$cmd" --help >"$tmp/h" 2>&1
	cols=$(awk '/^Options:/ { on = 1; next } on && /^$/ { exit }
	    on && /^ +-/ { match($0, /^ +-[^ ]*( -[^ ]*)?( [A-Z]+)? +/);
	    print RLENGTH }' "$tmp/h" | sort -u | wc -l)
	n=$((n + 1))
	[ "$cols" -eq 1 ] || { echo "FAIL: $cmd --help: option help in $cols columns"; fail=$((fail + 1)); }
done <"$tmp/words"

# --- numbers: digits only ----------------------------------------------
run 2 "$talat" gen --seed ' -1'
same seed-space "$tmp/err" "talat gen: --seed needs a whole number from 0 to 18446744073709551615, not ' -1'
Try 'talat gen --help' for more information."
run 2 "$talat" gen --seed 18446744073709551616
run 2 "$talat" gen --seed +1
run 2 "$talat" gen --seed '1 '
run 2 "$talat" gen --games ''
run 0 "$talat" gen --seed 18446744073709551615 --games 0
run 2 "$talat" check --max-errors 0 /dev/null
same max-errors-0 "$tmp/err" "talat check: --max-errors needs a whole number from 1 to 2147483647, not '0'
Try 'talat check --help' for more information."
run 2 "$talat" fmt --max-errors 0 /dev/null
same fmt-max-errors-0 "$tmp/err" "talat fmt: --max-errors needs a whole number from 1 to 2147483647, not '0'
Try 'talat fmt --help' for more information."

# --- every command has a man page naming each of its options ------------
while read -r cmd page opts; do
	man=$srcdir/man/$page.1
	n=$((n + 1))
	if [ ! -f "$man" ]; then
		echo "FAIL: $cmd: no man page $page.1"
		fail=$((fail + 1))
		continue
	fi
	grep -q "^\.It Cm $cmd\$\|^\.Nm talat $cmd\$\|^\.Nm talat-$cmd\$\|^\.Nm talat\$" "$man" ||
	    { echo "FAIL: $page.1 does not name $cmd"; fail=$((fail + 1)); }
	for o in $opts; do
		n=$((n + 1))
		grep -q "^\.\(It\|Op\) Fl -${o#--}\( \|\$\)" "$man" || {
			echo "FAIL: $page.1 does not document $cmd $o"
			fail=$((fail + 1))
		}
	done
done <"$tmp/words"

# --- the bash completion, as built and as talat writes it --------------
run 0 "$talat" completion bash
if [ -f "$builddir/completion/talat.bash" ]; then
	n=$((n + 1))
	cmp -s "$tmp/out" "$builddir/completion/talat.bash" ||
	    { echo "FAIL: completion/talat.bash is not what talat writes"; fail=$((fail + 1)); }
fi
cp "$tmp/out" "$tmp/talat.bash"
# complete WANT WORD...: the completions of the last word.
complete_is() {
	want=$1
	shift
	n=$((n + 1))
	got=$(cd "$tmp" && bash -c '. ./talat.bash
	    COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _talat
	    printf "%s\n" "${COMPREPLY[@]}" | sort | tr "\n" " "' _ "$@")
	if [ "$got" != "$want" ]; then
		echo "FAIL: completion of '$*': '$got', expected '$want'"
		fail=$((fail + 1))
	fi
}
if command -v bash >/dev/null 2>&1; then
	: >"$tmp/game.tgn"
	: >"$tmp/sum.yaml"
	complete_is "check " talat chec
	complete_is "--max-errors " talat check --max
	complete_is "--help --max-errors --strict --tiebreak " talat check --
	complete_is "shared top unshared " talat score --tiebreak=
	complete_is "2 3 " talat gen --players ''
	complete_is "game.tgn " talat check g
	complete_is "sum.yaml " talat from-yaml s
	complete_is "score select show standings " talat help s
fi

echo "cli: $n checks, $fail failed"
[ "$fail" -eq 0 ]
