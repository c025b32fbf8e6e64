/* cli.h: what the talat subcommands share. Each subcommand parses its
 * arguments, calls libtalat and prints; nothing else. */
#ifndef TALAT_CLI_H
#define TALAT_CLI_H

#include <stdio.h>
#include <getopt.h>
#include "talat.h"

/* Exit statuses of every command. */
#define EXIT_OK 0
#define EXIT_RECORD 1	/* a record has an error */
#define EXIT_USAGE 2	/* usage or I/O failure */

struct cli_command {
	const char *name;
	int (*run)(int argc, char **argv);
	const char *synopsis;	/* after "talat NAME " */
	const char *summary;	/* one line */
	const char *help;	/* option lines for --help, or NULL */
};

extern const struct cli_command cli_commands[];

/*
 * Parses options of a subcommand with getopt_long. Handles --help (prints
 * help to stdout, returns 0 and sets *done) and errors (one line naming
 * the option and a hint, returns -1). On success returns 0 and leaves
 * getopt's optind at the first operand; each option is passed to
 * `option(ctx, c, optarg)`, which returns -1 to reject its argument.
 */
int cli_options(int argc, char **argv, const char *cmd, const char *shortopts,
    const struct option *longopts, int (*option)(void *, int, const char *),
    void *ctx, int *done);
/* Prints "talat CMD: message" and the --help hint to stderr. */
void cli_usage_error(const char *cmd, const char *fmt, ...);
/* Parses a positive number for an option; -1 with a message if not. */
int cli_number(const char *cmd, const char *opt, const char *arg, long *out);

/* Parses the value of --tiebreak (unshared, top or shared); -1 with a
 * message if it is none of them. */
int cli_tiebreak(const char *cmd, const char *arg, int *out);

/* Opens a named file, or stdin for "-". NULL with a message on stderr. */
FILE *cli_open(const char *cmd, const char *path);
void cli_close(FILE *fp);
/* The name to use in diagnostics for a path ("-" is "<stdin>"). */
const char *cli_display_name(const char *path);

/* Prints FILE:LINE:COLUMN: severity: message, and the source line with a
 * caret when there is one. */
void cli_print_diag(FILE *out, const char *file, const struct talat_diag *d);

/* How many did-you-mean notes follow an illegal ply's error. */
#define CLI_MAX_NOTES 3
/* Prints a game's diagnostics (errors only unless `warnings`), each
 * illegal ply's error followed by up to CLI_MAX_NOTES notes of the
 * repairs rs found for it (rs may be NULL). */
void cli_print_result(FILE *out, const char *file,
    const struct talat_result *r, const struct talat_repairs *rs,
    int warnings);

/* Collects syntax diagnostics of the game being read (a talat_diag_fn
 * whose ctx is a struct cli_syntax); `failed` records a diagnostic lost
 * for want of memory, which the walk reports as a failure (exit 2). */
struct cli_syntax {
	struct talat_result r;
	int failed;
};
void cli_collect_diag(void *ctx, const struct talat_diag *d);

/*
 * Reads every game of every operand (stdin when none) and hands each,
 * replayed, to `game`. Syntax and rule diagnostics are in the result, in
 * file order. `file_done` (may be NULL) is called after each file.
 * Returns the exit status: 0, 1 when a game had an error, 2 on I/O
 * failure.
 */
struct cli_walk {
	const char *cmd;
	int strict;
	int tiebreak;		/* enum talat_tiebreak_rule */
	int max_errors;
	int (*game)(void *ctx, const char *file, const struct talat_game *g,
	    const struct talat_result *r);
	void (*file_done)(void *ctx, const char *file, int ngames);
	void *ctx;
};
int cli_walk(const struct cli_walk *w, int nfiles, char **files);

/*
 * Where a command that rewrites records writes a file's games: standard
 * output; a temporary file renamed over the original when closed with
 * `keep` (--in-place; otherwise removed, the original left intact); or a
 * comparison with the file's bytes, `differs` telling the result
 * (--check). "-" always means standard output. Open and close print
 * their own messages and return -1 on failure.
 */
enum cli_output_mode { CLI_OUTPUT_STDOUT, CLI_OUTPUT_IN_PLACE,
    CLI_OUTPUT_CHECK };
struct cli_output {
	FILE *fp;		/* write the games here */
	enum cli_output_mode mode;
	const char *path;
	char *tmp;		/* in place: the temporary file */
	FILE *orig;		/* check: the file as it is */
	int differs;		/* check: the output is not the file */
};
int cli_output_open(struct cli_output *o, const char *cmd, const char *path,
    enum cli_output_mode mode);
int cli_output_close(struct cli_output *o, const char *cmd, int keep);

int cmd_check(int argc, char **argv);
int cmd_show(int argc, char **argv);
int cmd_frozen(int argc, char **argv);
int cmd_score(int argc, char **argv);
int cmd_fmt(int argc, char **argv);
int cmd_yaml(int argc, char **argv);
int cmd_from_yaml(int argc, char **argv);
int cmd_gen(int argc, char **argv);
int cmd_diff(int argc, char **argv);
int cmd_fix(int argc, char **argv);

#endif
