/* SPDX-License-Identifier: ISC */
/* cli.h: what the talat subcommands share. Each subcommand parses its
 * arguments, calls libtalat and prints; nothing else.
 *
 * HOW TO ADD A COMMAND
 *   1. src/cli/cmd_NAME.c: a struct of its options with their defaults,
 *      an option table (struct cli_option, ending with CLI_OPT_END), and
 *      `const struct cli_entry cli_cmd_NAME = { ... };` whose exec gets
 *      the parsed options and the operands (see cmd_frozen.c, the
 *      smallest, or cmd_check.c).
 *   2. One line `CLI_COMMAND(NAME)` in CLI_COMMANDS below (the order is
 *      the order of `talat --help`).
 *   3. man/talat-NAME.1 documenting every option (tests/cli.sh checks
 *      that each option of each command appears in its man page), and
 *      the file in Makefile.am (talat_SOURCES, dist_man_MANS), and a
 *      line in README.md's command table.
 *   --help, `talat help NAME`, the getopt tables and the bash completion
 *   (`talat completion bash`, installed as completion/talat.bash) all
 *   come from the entry: nothing else to edit.
 *
 * HOW TO ADD AN OPTION
 *   A line in the command's option table: long name, short letter (or
 *   0), argument name (NULL for a flag), help (one line; "\n" starts an
 *   aligned continuation line), kind, and offsetof() the field it sets
 *   in the command's option struct. Kinds: CLI_FLAG sets an int to 1;
 *   CLI_NUMBER parses a whole number strictly (digits only, no sign or
 *   white space) within [min, max] into an unsigned long long; CLI_CHOICE
 *   sets an int to the index of its argument among `values` (words
 *   separated by spaces, also offered by the completion); CLI_STRING
 *   keeps the argument (a const char *; values "@file" or "@dir" tell
 *   the completion what to offer); CLI_STRINGS keeps every argument of
 *   an option given several times (a struct cli_strings). --strict and --max-errors are
 *   CLI_OPT_STRICT and CLI_OPT_MAX_ERRORS: use them, so that they mean
 *   the same everywhere (and CLI_OPT_TIEBREAK). --help and -h are added to every command.
 */
#ifndef TALAT_CLI_H
#define TALAT_CLI_H

#include <signal.h>
#include <stddef.h>
#include <stdio.h>
#include <sys/stat.h>
#include "talat.h"
#include "talat/yaml.h"
#include "i18n.h"

/* Exit statuses of every command. */
#define EXIT_OK 0
#define EXIT_RECORD 1	/* a record has an error */
#define EXIT_USAGE 2	/* usage or I/O failure */

enum cli_kind { CLI_FLAG, CLI_NUMBER, CLI_CHOICE, CLI_STRING, CLI_STRINGS };

/* The field of a CLI_STRINGS option: every argument it was given, in
 * order (at most `max` of the option entry, and CLI_STRINGS_MAX). */
#define CLI_STRINGS_MAX 64
struct cli_strings {
	const char *v[CLI_STRINGS_MAX];
	int n;
};

struct cli_option {
	const char *name;	/* long name, without "--"; NULL ends */
	int shortname;		/* a letter, or 0 */
	const char *arg;	/* argument name ("N"), NULL for a flag */
	const char *help;	/* "\n" continues on an aligned line */
	enum cli_kind kind;
	size_t offset;		/* the field it sets in the options struct */
	unsigned long long min, max;	/* CLI_NUMBER: the range */
	const char *values;	/* CLI_CHOICE words; CLI_STRING "@file"... */
};

#define CLI_OPT_END { NULL, 0, NULL, NULL, CLI_FLAG, 0, 0, 0, NULL }

/* The default number of syntax errors shown per file (--max-errors). */
#define CLI_MAX_ERRORS_DEFAULT 20
#define CLI_OPT_STRICT(type, field) \
	{ "strict", 0, NULL, N_("strict freeze mode: a dead board freezes by " \
	  "itself"), CLI_FLAG, offsetof(type, field), 0, 0, NULL }
/* The values of --tiebreak, in the order of enum talat_tiebreak_rule. */
#define CLI_OPT_TIEBREAK(type, field) \
	{ "tiebreak", 0, "RULE", N_("settle ties by RULE: unshared (default), " \
	  "top or shared"), CLI_CHOICE, offsetof(type, field), 0, 0, \
	  "unshared top shared" }
#define CLI_OPT_MAX_ERRORS(type, field) \
	{ "max-errors", 0, "N", N_("show at most N syntax errors per file, N >= 1 " \
	  "(default 20),\nand how many more there were"), \
	  CLI_NUMBER, offsetof(type, field), 1, 2147483647, NULL }

struct cli_entry {
	const char *name;
	const char *synopsis;	/* the operands, after the options: "[FILE...]" */
	const char *summary;	/* one line */
	const struct cli_option *options;
	const void *defaults;	/* the options struct with its defaults */
	size_t size;		/* its size (0: no options) */
	/* What the operands are, for the completion: a space-separated
	 * list of file patterns ("*.tgn"), "" for none, "@file" any file,
	 * "@command" a command name. */
	const char *files;
	/* The exit status lines of --help; NULL: the usual three. */
	const char *exit_status;
	int hidden;		/* not listed by talat --help */
	const char *man;	/* its manual page, "talat(1)"; NULL: talat-NAME(1) */
	/* Runs with the parsed options and the operands (argv[0] is the
	 * first operand). Returns the exit status. */
	int (*exec)(const struct cli_entry *e, void *opts, int argc,
	    char **argv);
};

/* The commands, in the order of talat --help. */
#define CLI_COMMANDS \
	CLI_COMMAND(check) \
	CLI_COMMAND(show) \
	CLI_COMMAND(frozen) \
	CLI_COMMAND(score) \
	CLI_COMMAND(diff) \
	CLI_COMMAND(fmt) \
	CLI_COMMAND(fix) \
	CLI_COMMAND(yaml) \
	CLI_COMMAND(from_yaml) \
	CLI_COMMAND(gen) \
	CLI_COMMAND(standings) \
	CLI_COMMAND(select) \
	CLI_COMMAND(html) \
	CLI_COMMAND(help) \
	CLI_COMMAND(completion)

#define CLI_COMMAND(n) extern const struct cli_entry cli_cmd_##n;
CLI_COMMANDS
#undef CLI_COMMAND

/* Every command, ending with NULL. */
extern const struct cli_entry *const cli_entries[];
const struct cli_entry *cli_find(const char *name);

/*
 * Parses the options of argv (argv[0] is the command name) into opts
 * (filled with e->defaults first). Returns the index of the first
 * operand, 0 when --help was given and printed, -1 on a usage error
 * (reported).
 */
int cli_parse(const struct cli_entry *e, int argc, char **argv, void *opts);
/* talat --help: the visible commands with their summaries. */
void cli_usage(FILE *out);
/* "PROG: unknown command 'NAME'", with a suggestion, on stderr. */
void cli_unknown_command(const char *prog, const char *name);
/* Prints the --help text of a command on out. */
void cli_help(const struct cli_entry *e, FILE *out);
/* The command nearest to a misspelt name, or NULL. */
const char *cli_nearest(const char *word, const char *const *words,
    size_t n);
/*
 * The one parser of whole numbers: decimal digits only (no sign, no
 * white space, no empty string), at most max. 0, or -1 if not.
 */
int cli_parse_number(const char *s, unsigned long long max,
    unsigned long long *out);
/* Writes the bash completion script, derived from the entries. */
int cli_completion_bash(FILE *out);

/* Prints "talat CMD: message" and the --help hint to stderr. */
void cli_usage_error(const char *cmd, const char *fmt, ...);

/* Opens a named file, or stdin for "-". NULL with a message on stderr. */
FILE *cli_open(const char *cmd, const char *path);
void cli_close(FILE *fp);
/*
 * The operands as a list of files: a directory stands for every *.tgn
 * below it, in version order (r2.tgn before r10.tgn); no operand is "-"
 * (standard input). Returns 0, 2 when a directory could not be read (said
 * on stderr; the rest is listed), -1 when memory ran out (said; nothing
 * to free).
 */
struct cli_files {
	char **paths;
	size_t n, cap;
};
int cli_files(const char *cmd, int n, char **operands, struct cli_files *fl);
void cli_files_free(struct cli_files *fl);

/* The name to use in diagnostics for a path ("-" is "<stdin>"). */
const char *cli_display_name(const char *path);

/*
 * Text from a record for a terminal (term.c): every control character
 * (C0 but tab, DEL, C1 also UTF-8 encoded) escaped visibly (\x1B,
 * \u009B). Every text output that carries record text goes through
 * these; TGN, YAML, CSV and HTML keep their own escaping.
 */
void cli_term_write(FILE *out, const char *s, size_t n);
void cli_term_puts(FILE *out, const char *s);
/* The columns s[0..n) takes, escaped (code points; an escape its length). */
size_t cli_term_width(const char *s, size_t n);
/* s escaped, for a printf argument: s itself when nothing needs an
 * escape (no copy), else an escaped copy in *copy, which the caller
 * frees (NULL otherwise); "(?)" when memory ran out. */
const char *cli_term(const char *s, char **copy);
/* The caret line under source line s (escaped by cli_term_write), at
 * column `caret` of s. */
void cli_term_caret(FILE *out, const char *s, long caret);

/* Prints FILE:LINE:COLUMN: severity: message, and the source line with a
 * caret when there is one; record text escaped for a terminal. */
void cli_print_diag(FILE *out, const char *file, const struct talat_diag *d);
/* How many did-you-mean notes follow an illegal ply's error. */
#define CLI_MAX_NOTES 3
/* Prints a game's diagnostics, warnings only when `warnings`. */
void cli_print_result(FILE *out, const char *file,
    const struct talat_result *r, int warnings);
/* "talat CMD: FILE: N more syntax errors not shown", when N > 0. */
void cli_not_shown(const char *cmd, const char *file, long n);

/*
 * Reads every game of every operand (stdin when none) and hands each,
 * replayed, to `game`. Syntax and rule diagnostics are in the result, in
 * file order. `file_done` (may be NULL) is called after each file.
 * With shows_diags, syntax errors beyond max_errors are counted on stderr
 * at the end of each file ("N more syntax errors not shown"). Returns the exit
 * status: 0, 1 when a game had an error, 2 on I/O failure.
 */
struct cli_walk {
	const char *cmd;
	int strict;
	int tiebreak;		/* enum talat_tiebreak_rule */
	int max_errors;		/* 0: the default */
	int shows_diags;	/* say how many syntax errors were not shown */
	int track;		/* add duplicate-game and match-order warnings */
	int keep_text;		/* every game keeps its text (source_text) */
	/* When not NULL: the repairs of each game's illegal ply are found
	 * into it and up to CLI_MAX_NOTES did-you-mean notes added to the
	 * result, before `game` is called. */
	struct talat_repairs *repairs;
	/* Called before each file's first game (may be NULL); -1 stops
	 * (out of memory: say so). */
	int (*file_begin)(void *ctx, const char *file);
	int (*game)(void *ctx, const char *file, const struct talat_game *g,
	    const struct talat_result *r);
	void (*file_done)(void *ctx, const char *file, int ngames);
	void *ctx;
};
int cli_walk(const struct cli_walk *w, int nfiles, char **files);

/* "2.00", "0.33": wins counted in sixths (struct talat_standing), with
 * two decimals (talat standings, talat html). */
void cli_wins_text(long wins6, char buf[32]);

/* talat score --explain: after a game's table, where every point comes
 * from, the tiebreak step by step, what the other freeze mode and the
 * other editions' tiebreaks give. 0, or -1 when memory ran out. */
int cli_explain(const struct talat_game *g, const struct talat_result *r,
    int strict);

/*
 * Where a command that rewrites records writes a file's games: standard
 * output; a temporary file renamed over the original when closed with
 * `keep` and the text is not the same (--in-place; otherwise removed,
 * the original left intact: output.c says what is kept and what is
 * refused); or a comparison with the file's bytes, `differs` telling the
 * result (--check). "-" always means standard output. Open and close
 * print their own messages and return -1 on failure. In place, open
 * refuses what is not a regular file with a single name; open it before
 * reading the file (a FIFO is then never opened).
 */
enum cli_output_mode { CLI_OUTPUT_STDOUT, CLI_OUTPUT_IN_PLACE,
    CLI_OUTPUT_CHECK };
struct cli_output {
	FILE *fp;		/* write the games here */
	enum cli_output_mode mode;
	const char *path;
	char *target;		/* in place: the file, links followed */
	char *tmp;		/* in place: the temporary file */
	int fd;			/* in place: the temporary file */
	struct stat st;		/* in place: the file's owner, mode... */
	sigset_t oldmask;	/* in place: the signal mask before */
	sigset_t watch;		/* in place: the signals that stop us */
	FILE *orig;		/* the file as it is */
	int differs;		/* the output is not the file */
};
int cli_output_open(struct cli_output *o, const char *cmd, const char *path,
    enum cli_output_mode mode);
int cli_output_close(struct cli_output *o, const char *cmd, int keep);

#endif
