/* SPDX-License-Identifier: ISC */
/* main.c: the talat executable: find the command, parse its options from
 * its entry, run it. */
#include <errno.h>
#include <fcntl.h>
#include <locale.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "config.h"
#include "cli/cli.h"
#include "i18n.h"

#define CLI_COMMAND(n) &cli_cmd_##n,
const struct cli_entry *const cli_entries[] = { CLI_COMMANDS NULL };
#undef CLI_COMMAND

/* The licence lines of --version, in the GNU format (the file LICENSE
 * holds the whole text). */
#define TALAT_COPYRIGHT "Copyright (C) 2026 the talat authors."
#define TALAT_LICENCE \
	"License ISC: <https://opensource.org/license/isc-license-txt>.\n" \
	"This is free software: you are free to change and redistribute it.\n" \
	"There is NO WARRANTY, to the extent permitted by law."

const struct cli_entry *
cli_find(const char *name)
{
	size_t i;

	for (i = 0; cli_entries[i] != NULL; i++)
		if (strcmp(cli_entries[i]->name, name) == 0)
			return cli_entries[i];
	return NULL;
}

void
cli_usage(FILE *out)
{
	struct cli_wrap w = { .out = out, .fresh = 1 };
	size_t i;

	cli_wrap_str(&w, _("Usage: talat COMMAND [OPTION...] [ARG...]\n"
	    "Validate, convert and score records of the board game Talat.\n\n"
	    "Commands:\n"));
	for (i = 0; cli_entries[i] != NULL; i++)
		if (!cli_entries[i]->hidden) {
			/* The summaries in a column of their own. */
			w.col = w.indent = (size_t)fprintf(out, "  %-10s ",
			    cli_entries[i]->name);
			w.fresh = 0;
			w.blanks = 0;
			cli_wrap_prose(&w, _(cli_entries[i]->summary));
			cli_wrap_str(&w, "\n");
		}
	w.indent = 0;
	cli_wrap_str(&w, _("\n  talat COMMAND --help   options of a command "
	    "(also: talat help COMMAND)\n"
	    "  talat --version        version\n\n"
	    "Exit status: 0 fine, 1 a record has an error, 2 usage or I/O "
	    "failure.\nSee talat(1).\n"));
}

/* "talat: unknown command 'chek'; did you mean 'check'?" (cmd: the
 * command that was given the name, NULL for talat itself). */
void
cli_unknown_command(const char *cmd, const char *name)
{
	const char *words[64], *near;
	size_t i, n = 0;

	for (i = 0; cli_entries[i] != NULL && n < 64; i++)
		if (!cli_entries[i]->hidden)
			words[n++] = cli_entries[i]->name;
	if ((near = cli_nearest(name, words, n)) != NULL)
		cli_error(cmd, _("unknown command '%s'; did you mean '%s'?"),
		    name, near);
	else
		cli_error(cmd, _("unknown command '%s'"), name);
	fputs(_("Try 'talat --help' for the list of commands.\n"), stderr);
}

/*
 * Output that could not be written (a full disk, /dev/full) is an I/O
 * failure: exit 2 with a message. Standard output is flushed here so that
 * a buffered write error is not lost at exit. A command that stopped at a
 * failed write has said so with cli_write_error already (which clears
 * the error of standard output: it is said once).
 */
static int
finish(const char *cmd, int status)
{
	/* Record text that could not be escaped was shown as "(?)". */
	if (cli_term_failed() && status != EXIT_USAGE)
		status = cli_nomem(cmd);
	errno = 0;
	if (fflush(stdout) == 0 && !ferror(stdout))
		return status;
	return cli_write_error(cmd);
}

static int
run(const struct cli_entry *e, int argc, char **argv)
{
	void *opts = NULL;
	int first, status;

	if (e->size > 0 && (opts = malloc(e->size)) == NULL)
		return cli_nomem(e->name);
	first = cli_parse(e, argc, argv, opts);
	if (first < 0)
		status = EXIT_USAGE;
	else if (first == 0)
		status = EXIT_OK;	/* --help */
	else
		status = e->exec(e, opts, argc - first, argv + first);
	free(opts);
	return status;
}

/*
 * Any of the descriptors 0, 1 and 2 that is closed is opened on
 * /dev/null (as gnulib's xstdopen): else the first file talat opens
 * would become standard output or standard error, and a diagnostic
 * would be written into it (fix --in-place >&- 2>&- wrote its notes into
 * the record). -1 when one cannot be opened: nothing can be said then.
 */
static int
standard_descriptors(void)
{
	int fd, got;

	for (fd = 0; fd <= 2; fd++) {
		if (fcntl(fd, F_GETFD) >= 0 || errno != EBADF)
			continue;
		/* The lowest free descriptor: fd itself. */
		got = open("/dev/null", fd == 0 ? O_RDONLY : O_WRONLY);
		if (got != fd) {
			if (got >= 0)
				close(got);
			return -1;
		}
	}
	return 0;
}

/* Whether this is the talat of the build tree, not installed: its file
 * (/proc/self/exe, a physical path) in TALAT_BUILDDIR (config.h), or in
 * .libs/ there. That talat reads the catalogues make compiled into
 * locale/ there; the library itself knows only LOCALEDIR, so that no
 * path of the build is in libtalat.so (tests/localedir.sh). */
static int
in_build_tree(void)
{
	static const char dir[] = TALAT_BUILDDIR;
	char exe[4096];
	ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
	const char *rest, *slash;

	if (n <= 0 || (size_t)n < sizeof dir)
		return 0;
	exe[n] = '\0';
	if (memcmp(exe, dir, sizeof dir - 1) != 0 || exe[sizeof dir - 1] != '/')
		return 0;
	rest = exe + sizeof dir;
	if (strncmp(rest, ".libs/", 6) == 0)
		rest += 6;
	slash = strchr(rest, '/');
	return slash == NULL;
}

int
main(int argc, char **argv)
{
	const struct cli_entry *e;

	if (standard_descriptors() < 0)	/* before any file is opened */
		return EXIT_USAGE;
	/* Messages in the user's language; numbers, collation and the
	 * rest stay as in the C locale (machine-readable output). */
	setlocale(LC_MESSAGES, "");
	setlocale(LC_CTYPE, "");
	if (in_build_tree())
		tl_bind_localedir(TALAT_BUILDDIR "/locale");
	/* Diagnostics leave a line at a time: one write a line rather than
	 * one a fprintf (a file of many warnings took three each). */
	setvbuf(stderr, NULL, _IOLBF, BUFSIZ);
	if (argc < 2) {
		cli_usage(stderr);
		return EXIT_USAGE;
	}
	if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0) {
		cli_usage(stdout);
		return finish(NULL, EXIT_OK);
	}
	if (strcmp(argv[1], "--version") == 0) {
		printf("talat %s\n%s\n%s\n", PACKAGE_VERSION, TALAT_COPYRIGHT,
		    TALAT_LICENCE);
		return finish(NULL, EXIT_OK);
	}
	if ((e = cli_find(argv[1])) != NULL)
		return finish(e->name, run(e, argc - 1, argv + 1));
	if (argv[1][0] == '-') {
		cli_error(NULL, _("unknown option '%s'"), argv[1]);
		fputs(_("Try 'talat --help' for the list of commands.\n"),
		    stderr);
	} else
		cli_unknown_command(NULL, argv[1]);
	return EXIT_USAGE;
}
