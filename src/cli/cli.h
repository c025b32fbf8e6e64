/* SPDX-License-Identifier: ISC */
/* cli.h: what the talat subcommands share. Each subcommand parses its
 * arguments, calls libtalat and prints; nothing else.
 *
 * HOW TO ADD A COMMAND (HACKING.md lists the files)
 *   1. src/cli/cmd_NAME.c: a struct of its options, its defaults, an
 *      option table ending with CLI_OPT_END, and
 *      `const struct cli_entry cli_cmd_NAME = { .name = "NAME", ... };`
 *      (named fields) whose exec gets the parsed options and the
 *      operands. cmd_frozen.c is the smallest; cmd_check.c shows a
 *      command that reads records: a `struct cli_replay replay` in its
 *      options, CLI_OPT_REPLAY lines in its table, and cli_walk.
 *   2. One line `CLI_COMMAND(NAME)` in CLI_COMMANDS below (the order is
 *      the order of `talat --help`).
 *   3. man/talat-NAME.1 documenting every option (tests/cli.sh checks
 *      that each option of each command appears in its man page), the
 *      file in Makefile.am (talat_SOURCES, dist_man_MANS) and in
 *      po/POTFILES.in, and a line in README.md's command table.
 *   --help, `talat help NAME`, the getopt tables and the bash completion
 *   (`talat completion bash`, installed as completion/talat) all
 *   come from the entry: nothing else to edit.
 *
 * HOW TO ADD AN OPTION
 *   A line in the command's option table, with named fields: .name (the
 *   long name), .shortname (a letter, or none), .arg (the argument's
 *   name; none for a flag), .help (one line; "\n" starts an aligned
 *   continuation line), .kind, and .offset, offsetof() the field it sets
 *   in the command's option struct. Kinds: CLI_FLAG sets an int to 1;
 *   CLI_NUMBER parses a whole number strictly (digits only, no sign or
 *   white space) within [.min, .max] into an unsigned long long;
 *   CLI_CHOICE sets an int (or an enum) to the index of its argument
 *   among .values (words separated by spaces, also offered by the
 *   completion); CLI_STRING keeps the argument (a const char *; .values
 *   "@file" or "@dir" tell the completion what to offer); CLI_STRINGS
 *   keeps every argument of an option given several times (a struct
 *   cli_strings). --strict, --tiebreak and --max-errors are
 *   CLI_OPT_REPLAY(type, strict), (type, tiebreak) and (type,
 *   max_errors): use them, so that they mean the same everywhere. --help
 *   and -h are added to every command.
 *
 * HOW TO SAY WHAT WENT WRONG
 *   cli_error(cmd, _("..."), ...) prints "talat CMD: message"; cli_nomem()
 *   says that memory ran out; a failed write on standard output is said
 *   by cli_write_error() alone (main() calls it for a command that did
 *   not). cli_usage_error() adds the --help hint. Messages are marked
 *   _() where they are written (tests/naming.sh fails on a bare string
 *   given to these).
 */
#ifndef TALAT_CLI_H
#define TALAT_CLI_H

#include <signal.h>
#include <stddef.h>
#include <stdio.h>
#include <sys/stat.h>
#include "talat.h"
#include "repair.h"
#include "tournament.h"
#include "event.h"
#include "pair.h"
#include "diff.h"
#include "gen.h"
#include "talat/yaml.h"
#include "i18n.h"
#include "base_private.h"
#include "replay_result.h"
#include "position_private.h"
#include "diag_private.h"

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

#define CLI_OPT_END { .name = NULL }

/*
 * The options that replay, the same in every command that has them: a
 * command's option struct holds a `struct cli_replay replay` (defaults
 * CLI_REPLAY_DEFAULTS), its table a CLI_OPT_REPLAY line for each of them
 * it takes, and it hands &o->replay to cli_walk.
 */
struct cli_replay {
	int strict;			/* --strict */
	enum talat_tiebreak_rule tiebreak;	/* --tiebreak */
	unsigned long long max_errors;	/* --max-errors: shown per file */
};
/* The default number of syntax errors shown per file (--max-errors). */
#define CLI_MAX_ERRORS_DEFAULT 20
#define CLI_REPLAY_DEFAULTS { .strict = 0, \
	.tiebreak = TALAT_TIEBREAK_UNSHARED, \
	.max_errors = CLI_MAX_ERRORS_DEFAULT }
/* CLI_OPT_REPLAY(struct x_opts, strict), (..., tiebreak) or (...,
 * max_errors): the option that sets that field of the struct's
 * `replay`. */
#define CLI_OPT_REPLAY(type, field) \
	CLI_OPT_REPLAY_##field(offsetof(type, replay.field))
#define CLI_OPT_REPLAY_strict(off) \
	{ .name = "strict", .help = N_("strict freeze mode: a dead board " \
	  "freezes by itself"), .kind = CLI_FLAG, .offset = (off) }
/* The values of --tiebreak, in the order of enum talat_tiebreak_rule. */
#define CLI_OPT_REPLAY_tiebreak(off) \
	{ .name = "tiebreak", .arg = "RULE", .help = N_("settle ties by " \
	  "RULE: unshared (default), top or shared"), .kind = CLI_CHOICE, \
	  .offset = (off), .values = "unshared top shared" }
#define CLI_OPT_REPLAY_max_errors(off) \
	{ .name = "max-errors", .arg = "N", .help = N_("show at most N " \
	  "syntax errors per file, N >= 1 (default 20),\nand how many more " \
	  "there were"), .kind = CLI_NUMBER, .offset = (off), .min = 1, \
	  .max = 2147483647 }

/* A command, written with named fields; those marked "may be left out"
 * are NULL or 0 when they are. */
struct cli_entry {
	const char *name;
	const char *synopsis;	/* the operands after the options, "[FILE...]" */
	const char *summary;	/* one line, marked N_() */
	/* The option table, ending with CLI_OPT_END (may be left out:
	 * none but --help). */
	const struct cli_option *options;
	const void *defaults;	/* the options struct with its defaults */
	size_t size;		/* its size (may be left out: no options) */
	/* What the operands are, for the completion: a space-separated
	 * list of file patterns ("*.tgn"), "@file" any file, "@command" a
	 * command name (may be left out: no files). */
	const char *files;
	/* The exit status lines of --help (may be left out: the usual
	 * three). */
	const char *exit_status;
	int hidden;		/* not listed by talat --help */
	/* Its manual page, "talat(1)" (may be left out: talat-NAME(1)). */
	const char *man;
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
	CLI_COMMAND(adjudicate) \
	CLI_COMMAND(diff) \
	CLI_COMMAND(reconcile) \
	CLI_COMMAND(fmt) \
	CLI_COMMAND(fix) \
	CLI_COMMAND(yaml) \
	CLI_COMMAND(from_yaml) \
	CLI_COMMAND(gen) \
	CLI_COMMAND(standings) \
	CLI_COMMAND(event) \
	CLI_COMMAND(pair) \
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
/* The option table of a command (an empty one when it has none). */
const struct cli_option *cli_options_of(const struct cli_entry *e);
/* talat --help: the visible commands with their summaries. */
void cli_usage(FILE *out);
/* "talat CMD: unknown command 'NAME'", with a suggestion, on stderr (cmd
 * NULL: "talat: ..."). */
void cli_unknown_command(const char *cmd, const char *name);
/* Prints the --help text of a command on out. */
void cli_help(const struct cli_entry *e, FILE *out);
/*
 * Text of --help and talat --help written within CLI_HELP_COLUMNS
 * columns, whatever the language: words go on a line while they fit
 * (cli_term_width), broken at a blank; a line broken here starts at
 * column `indent`. cli_wrap keeps the line breaks of s (a line of s
 * starts at `indent`, then its own blanks); cli_wrap_prose takes them
 * for blanks (an option's help, a summary, the exit statuses: the
 * breaks a translation has are reflowed). A word wider than a line is
 * written whole. `col` is the column reached, `fresh` set at the start
 * of a line of the text (no word yet). whole: s is one word, its blanks
 * included (" [--tiebreak RULE]").
 */
#define CLI_HELP_COLUMNS 80
struct cli_wrap {
	FILE *out;
	size_t col, indent, blanks;
	int fresh, soft;
};
void cli_wrap(struct cli_wrap *w, const char *s, size_t len, int whole);
void cli_wrap_str(struct cli_wrap *w, const char *s);
void cli_wrap_prose(struct cli_wrap *w, const char *s);
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

/* What went wrong, on standard error: "talat CMD: " (cmd NULL: "talat: ")
 * and the message (marked _() by the caller), a line. */
void cli_error(const char *cmd, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* "talat CMD: NAME: " and strerror(errno). */
void cli_error_errno(const char *cmd, const char *name);
/* "talat CMD: out of memory". Returns EXIT_USAGE. */
int cli_nomem(const char *cmd);
/* "talat CMD: write error on standard output", with strerror(errno)
 * when errno is set: the one message for output that could not be
 * written. A command that stops at a failed write says it (errno is
 * still the write's then); otherwise main() does when it flushes
 * standard output at the end. Clears the error of standard output, so
 * that it is said once. Returns EXIT_USAGE. */
int cli_write_error(const char *cmd);
/* cli_error, then the --help hint. */
void cli_usage_error(const char *cmd, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

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

/* The characters (UTF-8 code points) of s, for lining text up. */
int cli_chars(const char *s);

/* A game's status as a word of the reader's language: "complete",
 * "unfinished", "invalid" (talat_status_name() gives the YAML word). */
const char *cli_status_text(enum talat_status status);

/* "error:", "warning:", "note:", translated: the label of a diagnostic
 * line. */
const char *cli_severity_label(enum talat_severity severity);

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
 * frees (NULL otherwise); "(?)" when memory ran out, which
 * cli_term_failed() then says and main() ends with "out of memory". */
const char *cli_term(const char *s, char **copy);
int cli_term_failed(void);
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
 * at the end of each file ("N more syntax errors not shown"). Returns the
 * exit status: 0, 1 when a game had an error, 2 on I/O failure. Set one
 * up with named fields: `struct cli_walk w = { .cmd = e->name, .replay =
 * &o->replay, .game = x_game, .ctx = &x };`.
 */
struct cli_walk {
	const char *cmd;
	const struct cli_replay *replay;	/* NULL: the defaults */
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

/* An event file and its games (src/cli/event_load.c): the file read,
 * the games of its `games` walked, replayed under its freeze mode and
 * tiebreak and put at their tables; with `print`, every diagnostic of
 * the event's file and games on standard error; `game` (may be NULL)
 * called for each game of the event, `file_begin` (may be NULL) for
 * each file walked, and the games keep their text with `keep_text` (as
 * in struct cli_walk); `ready` (may be NULL) once the event file is read,
 * before its games (`readied` set then). cli_event_load returns EXIT_OK,
 * EXIT_RECORD when something is an error, or EXIT_USAGE. */
struct cli_event {
	int print;
	int keep_text;
	int (*ready)(void *ctx, const struct talat_event *ev);
	int (*file_begin)(void *ctx, const char *file);
	int (*game)(void *ctx, const char *file, const struct talat_game *g,
	    const struct talat_result *r);
	void *ctx;
	/* filled in: */
	const char *file;
	struct talat_event ev;
	struct talat_event_games *eg;
	long ngames, nerrors, nwarnings;
	int readied;
};
int cli_event_load(const char *cmd, const char *file, struct cli_event *ce);
void cli_event_free(struct cli_event *ce);

/* The entry link of a table of round `round` of event ev, for the page
 * of talat html (doc/spec/event.md section 6): "#new=N&Event=...&Round=
 * ...&White=...&Zihin=...&Order=...", the values percent-encoded (RFC
 * 3986), the players by colour in name[] (NULL: none), the Zihin's
 * colour or -1, the turn order. `amp` separates the fields: "&", or
 * "&amp;" inside HTML. talat pair's comments and html --event's tables. */
void cli_event_link(FILE *f, const struct talat_event *ev, long round,
    const char *const name[TALAT_NCOLOURS], int zihin, const int *order,
    int norder, const char *amp);

/* A ruling's kind in words, translated (under the standings). */
const char *cli_ruling_word(enum talat_ruling_kind k);

/* talat html --event (html_event.c): the event's section of the page,
 * HTML on f: its rounds, tables, standings and crosstables; games[] the
 * page's games (of the event, in the order read): each one's file and
 * line; lang the language of its text (talat's messages), or NULL. 0,
 * or -1 when memory ran out. */
struct cli_html_game {
	const char *file;
	long line;
};
int cli_html_event(FILE *f, const struct cli_event *ce,
    const struct cli_html_game *games, size_t ngames, const char *lang);

/* talat standings --event (standings_event.c): the standings of the
 * event file `file` after round `after_round` (0: all), in a format of
 * talat standings (the order of its --format values); CSV: the
 * crosstable when `crosstable`. Returns an exit status. */
enum { CLI_STANDINGS_TEXT, CLI_STANDINGS_YAML, CLI_STANDINGS_CSV,
	CLI_STANDINGS_JSON };
int cli_standings_event(const char *cmd, const char *file, long after_round,
    int format, int crosstable);

/* s as a CSV field: quoted when it must be, a leading formula
 * character neutralized with a ' (talat standings --format csv). */
void cli_csv_field(FILE *out, const char *s);

/* s as a YAML double-quoted scalar: always valid, whatever the text. */
void cli_yaml_string(FILE *out, const char *s);

/* "2.00", "0.33": wins counted in sixths (struct talat_standing), with
 * two decimals (talat standings, talat html). */
void cli_wins_text(long wins6, char buf[32]);
/* The same in the reader's language ("1,50" in de), for text meant to be
 * read: tables of text. YAML, JSON, CSV and the page's data keep "1.50". */
void cli_wins_local(long wins6, char buf[32]);

/*
 * A text table (talat score, talat standings): the cells, given a row at
 * a time from left to right, are kept until cli_table_print, which sizes
 * each column to its least width, its heading (translated) and its
 * widest cell, in characters, and sets the columns two spaces apart,
 * every line after `indent`. The headings' line is left out when no
 * column has one. The last column is not padded on the right.
 */
#define CLI_TABLE_MAX_COLUMNS 16
enum cli_align { CLI_LEFT, CLI_RIGHT };
struct cli_column {
	const char *heading;	/* marked N_(); NULL: none */
	int min;		/* the least width */
	enum cli_align align;
};
struct cli_table {
	const struct cli_column *cols;
	size_t ncols;		/* at most CLI_TABLE_MAX_COLUMNS */
	const char *indent;
	char **cells;
	size_t ncells, cap;
};
void cli_table_init(struct cli_table *t, const struct cli_column *cols,
    size_t ncols, const char *indent);
/* Adds the next cell, printf-style. 0, or -1 when memory ran out. */
int cli_table_cell(struct cli_table *t, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
void cli_table_print(const struct cli_table *t, FILE *out);
void cli_table_free(struct cli_table *t);

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
