# bash completion for talat(1): commands, their options, and files.
# Written by `talat completion bash` from the command entries: do not
# edit. Installed as $(datadir)/bash-completion/completions/talat; works
# with or without the bash-completion package.

# Completes the files a command reads: those ending in one of the given
# patterns (and directories), or any file when none match.
_talat_files()
{
	local cur=$1 pat
	local -a found=()

	for pat in "${@:2}"; do
		mapfile -t -O "${#found[@]}" found < <(compgen -f -X "!$pat" -- "$cur")
	done
	mapfile -t -O "${#found[@]}" found < <(compgen -d -- "$cur")
	if [[ ${#found[@]} -eq 0 ]]; then
		mapfile -t found < <(compgen -f -- "$cur")
	fi
	COMPREPLY+=("${found[@]}")
	compopt -o filenames 2>/dev/null
}

_talat()
{
	local cur prev cmd i opts withargs files values
	local commands="check show frozen score diff reconcile fmt fix yaml from-yaml gen standings select html help"

	COMPREPLY=()
	cur=${COMP_WORDS[COMP_CWORD]}
	prev=${COMP_WORDS[COMP_CWORD-1]}

	# "--opt=value": bash splits it at the "=" (see COMP_WORDBREAKS).
	if [[ $cur == = ]]; then
		prev=${COMP_WORDS[COMP_CWORD-1]}
		cur=
	elif [[ $prev == = && $COMP_CWORD -ge 2 ]]; then
		prev=${COMP_WORDS[COMP_CWORD-2]}
	elif [[ $cur == --*=* ]]; then
		prev=${cur%%=*}
		cur=${cur#*=}
	fi

	# The command: the first word after talat that is not an option.
	cmd=
	for ((i = 1; i < COMP_CWORD; i++)); do
		if [[ ${COMP_WORDS[i]} != -* ]]; then
			cmd=${COMP_WORDS[i]}
			break
		fi
	done

	if [[ -z $cmd ]]; then
		if [[ $cur == -* ]]; then
			mapfile -t COMPREPLY < <(compgen -W "--help --version" -- "$cur")
		else
			mapfile -t COMPREPLY < <(compgen -W "$commands" -- "$cur")
		fi
		return 0
	fi

	values=
	case $cmd in
	check)
		opts="--strict --tiebreak --max-errors --quiet -q --help -h"
		withargs="--tiebreak --max-errors"
		files='*.tgn'
		case $prev in
		--tiebreak)	values='unshared top shared' ;;
		esac
		;;
	show)
		opts="--game --ply --format --strict --help -h"
		withargs="--game --ply --format"
		files='*.tgn'
		case $prev in
		--format)	values='text svg' ;;
		esac
		;;
	frozen)
		opts="--explain --help -h"
		withargs=""
		files=''
		;;
	score)
		opts="--strict --tiebreak --explain --help -h"
		withargs="--tiebreak"
		files='*.tgn'
		case $prev in
		--tiebreak)	values='unshared top shared' ;;
		esac
		;;
	diff)
		opts="--game --strict --tiebreak --format --help -h"
		withargs="--game --tiebreak --format"
		files='*.tgn'
		case $prev in
		--tiebreak)	values='unshared top shared' ;;
		--format)	values='text yaml' ;;
		esac
		;;
	reconcile)
		opts="--game --strict --tiebreak --format --help -h"
		withargs="--game --tiebreak --format"
		files='*.tgn'
		case $prev in
		--tiebreak)	values='unshared top shared' ;;
		--format)	values='text yaml' ;;
		esac
		;;
	fmt)
		opts="--in-place --check --max-errors --help -h"
		withargs="--max-errors"
		files='*.tgn'
		;;
	fix)
		opts="--strict --tiebreak --in-place --help -h"
		withargs="--tiebreak"
		files='*.tgn'
		case $prev in
		--tiebreak)	values='unshared top shared' ;;
		esac
		;;
	yaml)
		opts="--strict --tiebreak --max-errors --help -h"
		withargs="--tiebreak --max-errors"
		files='*.tgn'
		case $prev in
		--tiebreak)	values='unshared top shared' ;;
		esac
		;;
	from-yaml)
		opts="--help -h"
		withargs=""
		files='*.yaml *.yml'
		;;
	gen)
		opts="--players --games --seed --strict --help -h"
		withargs="--players --games --seed"
		files=''
		case $prev in
		--players)	values='2 3' ;;
		esac
		;;
	standings)
		opts="--strict --tiebreak --format --help -h"
		withargs="--tiebreak --format"
		files='*.tgn'
		case $prev in
		--tiebreak)	values='unshared top shared' ;;
		--format)	values='text yaml csv' ;;
		esac
		;;
	select)
		opts="--tag --player --status --variant --games --count --split --strict --tiebreak --help -h"
		withargs="--tag --player --status --variant --games --split --tiebreak"
		files='*.tgn'
		case $prev in
		--status)	values='any complete unfinished invalid' ;;
		--variant)	values='any two-player three-player' ;;
		--split)	values='@dir' ;;
		--tiebreak)	values='unshared top shared' ;;
		esac
		;;
	html)
		opts="--strict --tiebreak --max-errors --help -h"
		withargs="--tiebreak --max-errors"
		files='*.tgn'
		case $prev in
		--tiebreak)	values='unshared top shared' ;;
		esac
		;;
	help)
		opts="--help -h"
		withargs=""
		files='@command'
		;;
	*)	return 0 ;;
	esac

	# The argument of an option.
	if [[ " $withargs " == *" $prev "* ]]; then
		case $values in
		@file)	_talat_files "$cur" ;;
		@dir)	mapfile -t COMPREPLY < <(compgen -d -- "$cur")
			compopt -o filenames 2>/dev/null ;;
		?*)	mapfile -t COMPREPLY < <(compgen -W "$values" -- "$cur") ;;
		esac
		return 0
	fi

	# After "--", operands only.
	local dashdash=0
	for ((i = 1; i < COMP_CWORD; i++)); do
		[[ ${COMP_WORDS[i]} == -- ]] && dashdash=1
	done

	if [[ $cur == -* && $dashdash -eq 0 ]]; then
		mapfile -t COMPREPLY < <(compgen -W "$opts" -- "$cur")
		return 0
	fi

	case $files in
	'')	;;
	@command)
		mapfile -t COMPREPLY < <(compgen -W "$commands" -- "$cur") ;;
	@file)	_talat_files "$cur" ;;
	*)	_talat_files "$cur" $files ;;
	esac
	return 0
}

complete -F _talat talat
