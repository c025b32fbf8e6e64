# bash completion for talat(1): commands, their options, and files.
# Installed as $(datadir)/bash-completion/completions/talat; works with or
# without the bash-completion package.

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
	local cur prev cmd i opts withargs
	local commands="check yaml from-yaml fmt score diff show frozen gen"

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

	case $cmd in
	check)		opts="--strict --tiebreak --max-errors"
			withargs="--tiebreak --max-errors" ;;
	yaml)		opts="--strict --tiebreak"; withargs="--tiebreak" ;;
	from-yaml)	opts=; withargs= ;;
	fmt)		opts="--max-errors"; withargs="--max-errors" ;;
	score)		opts="--strict --tiebreak"; withargs="--tiebreak" ;;
	diff)		opts="--game --strict --tiebreak --format"
			withargs="--game --tiebreak --format" ;;
	show)		opts="--strict --game --ply"; withargs="--game --ply" ;;
	frozen)		opts="--explain"; withargs= ;;
	gen)		opts="--players --games --seed --strict"
			withargs="--players --games --seed" ;;
	*)		return 0 ;;
	esac
	opts="$opts --help"

	# The argument of an option.
	if [[ " $withargs " == *" $prev "* ]]; then
		case $prev in
		--players)	mapfile -t COMPREPLY < <(compgen -W "2 3" -- "$cur") ;;
		--tiebreak)	mapfile -t COMPREPLY < <(compgen -W "unshared top shared" -- "$cur") ;;
		--format)	mapfile -t COMPREPLY < <(compgen -W "text yaml" -- "$cur") ;;
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

	case $cmd in
	check|yaml|fmt|score|show)
		_talat_files "$cur" '*.tgn' ;;
	from-yaml)
		_talat_files "$cur" '*.yaml' '*.yml' ;;
	esac
	return 0
}

complete -F _talat talat
