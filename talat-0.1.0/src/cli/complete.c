/* SPDX-License-Identifier: ISC */
/* complete.c: the bash completion script, derived from the command
 * entries (talat completion bash; the build writes completion/talat
 * with it). */
#include <string.h>
#include "cli/cli.h"

/* The fixed part before the per-command table. */
static const char head[] =
"# bash completion for talat(1): commands, their options, and files.\n"
"# Written by `talat completion bash` from the command entries: do not\n"
"# edit. Installed as $(datadir)/bash-completion/completions/talat; works\n"
"# with or without the bash-completion package.\n"
"\n"
"# Completes the files a command reads: those ending in one of the given\n"
"# patterns (and directories), or any file when none match.\n"
"_talat_files()\n"
"{\n"
"\tlocal cur=$1 pat\n"
"\tlocal -a found=()\n"
"\n"
"\tfor pat in \"${@:2}\"; do\n"
"\t\tmapfile -t -O \"${#found[@]}\" found < <(compgen -f -X \"!$pat\" -- \"$cur\")\n"
"\tdone\n"
"\tmapfile -t -O \"${#found[@]}\" found < <(compgen -d -- \"$cur\")\n"
"\tif [[ ${#found[@]} -eq 0 ]]; then\n"
"\t\tmapfile -t found < <(compgen -f -- \"$cur\")\n"
"\tfi\n"
"\tCOMPREPLY+=(\"${found[@]}\")\n"
"\tcompopt -o filenames 2>/dev/null\n"
"}\n"
"\n"
"_talat()\n"
"{\n"
"\tlocal cur prev cmd i opts withargs files values\n";

static const char middle[] =
"\n"
"\tCOMPREPLY=()\n"
"\tcur=${COMP_WORDS[COMP_CWORD]}\n"
"\tprev=${COMP_WORDS[COMP_CWORD-1]}\n"
"\n"
"\t# \"--opt=value\": bash splits it at the \"=\" (see COMP_WORDBREAKS).\n"
"\tif [[ $cur == = ]]; then\n"
"\t\tprev=${COMP_WORDS[COMP_CWORD-1]}\n"
"\t\tcur=\n"
"\telif [[ $prev == = && $COMP_CWORD -ge 2 ]]; then\n"
"\t\tprev=${COMP_WORDS[COMP_CWORD-2]}\n"
"\telif [[ $cur == --*=* ]]; then\n"
"\t\tprev=${cur%%=*}\n"
"\t\tcur=${cur#*=}\n"
"\tfi\n"
"\n"
"\t# The command: the first word after talat that is not an option.\n"
"\tcmd=\n"
"\tfor ((i = 1; i < COMP_CWORD; i++)); do\n"
"\t\tif [[ ${COMP_WORDS[i]} != -* ]]; then\n"
"\t\t\tcmd=${COMP_WORDS[i]}\n"
"\t\t\tbreak\n"
"\t\tfi\n"
"\tdone\n"
"\n"
"\tif [[ -z $cmd ]]; then\n"
"\t\tif [[ $cur == -* ]]; then\n"
"\t\t\tmapfile -t COMPREPLY < <(compgen -W \"--help --version\" -- \"$cur\")\n"
"\t\telse\n"
"\t\t\tmapfile -t COMPREPLY < <(compgen -W \"$commands\" -- \"$cur\")\n"
"\t\tfi\n"
"\t\treturn 0\n"
"\tfi\n"
"\n"
"\tvalues=\n"
"\tcase $cmd in\n";

static const char tail[] =
"\t*)\treturn 0 ;;\n"
"\tesac\n"
"\n"
"\t# The argument of an option.\n"
"\tif [[ \" $withargs \" == *\" $prev \"* ]]; then\n"
"\t\tcase $values in\n"
"\t\t@file)\t_talat_files \"$cur\" ;;\n"
"\t\t@dir)\tmapfile -t COMPREPLY < <(compgen -d -- \"$cur\")\n"
"\t\t\tcompopt -o filenames 2>/dev/null ;;\n"
"\t\t?*)\tmapfile -t COMPREPLY < <(compgen -W \"$values\" -- \"$cur\") ;;\n"
"\t\tesac\n"
"\t\treturn 0\n"
"\tfi\n"
"\n"
"\t# After \"--\", operands only.\n"
"\tlocal dashdash=0\n"
"\tfor ((i = 1; i < COMP_CWORD; i++)); do\n"
"\t\t[[ ${COMP_WORDS[i]} == -- ]] && dashdash=1\n"
"\tdone\n"
"\n"
"\tif [[ $cur == -* && $dashdash -eq 0 ]]; then\n"
"\t\tmapfile -t COMPREPLY < <(compgen -W \"$opts\" -- \"$cur\")\n"
"\t\treturn 0\n"
"\tfi\n"
"\n"
"\tcase $files in\n"
"\t'')\t;;\n"
"\t@command)\n"
"\t\tmapfile -t COMPREPLY < <(compgen -W \"$commands\" -- \"$cur\") ;;\n"
"\t@file)\t_talat_files \"$cur\" ;;\n"
"\t*)\t_talat_files \"$cur\" $files ;;\n"
"\tesac\n"
"\treturn 0\n"
"}\n"
"\n"
"complete -F _talat talat\n";

/* The words of one command: options, those that take a value, their
 * values ("--players" "2 3"), the operand patterns. */
static void
command_case(FILE *out, const struct cli_entry *e)
{
	const struct cli_option *o;
	const char *sep = "";

	fprintf(out, "\t%s)\n\t\topts=\"", e->name);
	for (o = cli_options_of(e); o->name != NULL; o++) {
		fprintf(out, "%s--%s", sep, o->name);
		if (o->shortname)
			fprintf(out, " -%c", o->shortname);
		sep = " ";
	}
	fprintf(out, "%s--help -h\"\n\t\twithargs=\"", sep);
	sep = "";
	for (o = cli_options_of(e); o->name != NULL; o++)
		if (o->arg) {
			fprintf(out, "%s--%s", sep, o->name);
			if (o->shortname)
				fprintf(out, " -%c", o->shortname);
			sep = " ";
		}
	fprintf(out, "\"\n\t\tfiles='%s'\n", e->files ? e->files : "");
	/* The values of an option's argument, chosen by $prev. */
	sep = "\t\tcase $prev in\n";
	for (o = cli_options_of(e); o->name != NULL; o++) {
		if (!o->arg || o->values == NULL)
			continue;
		fprintf(out, "%s\t\t--%s", sep, o->name);
		if (o->shortname)
			fprintf(out, "|-%c", o->shortname);
		fprintf(out, ")\tvalues='%s' ;;\n", o->values);
		sep = "";
	}
	if (*sep == '\0')
		fprintf(out, "\t\tesac\n");
	fprintf(out, "\t\t;;\n");
}

int
cli_completion_bash(FILE *out)
{
	size_t i;
	const char *sep = "";

	fputs(head, out);
	fprintf(out, "\tlocal commands=\"");
	for (i = 0; cli_entries[i] != NULL; i++)
		if (!cli_entries[i]->hidden) {
			fprintf(out, "%s%s", sep, cli_entries[i]->name);
			sep = " ";
		}
	fprintf(out, "\"\n");
	fputs(middle, out);
	for (i = 0; cli_entries[i] != NULL; i++)
		if (!cli_entries[i]->hidden)
			command_case(out, cli_entries[i]);
	fputs(tail, out);
	return ferror(out) ? -1 : 0;
}
