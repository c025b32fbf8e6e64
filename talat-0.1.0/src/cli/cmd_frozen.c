/* SPDX-License-Identifier: ISC */
/* cmd_frozen.c: talat frozen: the dead-board oracle on a TPN. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"

struct frozen_opts {
	int explain;
};

static const struct frozen_opts frozen_defaults = { .explain = 0 };

static const struct cli_option frozen_options[] = {
	{ .name = "explain", .help = N_("say in words which capture the "
	  "witness allows"), .kind = CLI_FLAG,
	  .offset = offsetof(struct frozen_opts, explain) },
	CLI_OPT_END
};

/* A TPN as pasted: white space around it is not part of it. */
static char *
trim(char *s)
{
	size_t n;

	s += strspn(s, " \t\r\n");
	n = strlen(s);
	while (n > 0 && strchr(" \t\r\n", s[n - 1]) != NULL)
		s[--n] = '\0';
	return s;
}

/* Judges one position, after a blank line when `sep`; where is "" or
 * "<stdin>:LINE: " for messages. Returns an exit status. */
static int
judge(const struct frozen_opts *o, char *tpn, const char *where, int sep)
{
	struct talat_position p;
	struct talat_witness w[TALAT_NBOARDS];
	char err[512], *text;
	size_t n;
	int b, dead[TALAT_NBOARDS];

	if (talat_tpn_parse(trim(tpn), &p, err, sizeof(err)) != 0) {
		char *copy;

		/* err may quote the line */
		cli_error("frozen", "%s%s", where, cli_term(err, &copy));
		free(copy);
		return EXIT_USAGE;
	}
	/* Every board decided before anything is printed: a board the
	 * oracle could not decide is a failure, never "dead". */
	for (b = 0; b < TALAT_NBOARDS; b++)
		if ((dead[b] = talat_board_dead(&p, b, &w[b])) < 0)
			return cli_nomem("frozen");
	if (sep)
		putchar('\n');
	for (b = 0; b < TALAT_NBOARDS; b++) {
		if (dead[b]) {
			printf(_("%s: dead\n"), talat_board_name(b));
			continue;
		}
		n = talat_witness_text(&w[b], NULL, 0);
		if ((text = malloc(n + 1)) == NULL)
			return cli_nomem("frozen");
		talat_witness_text(&w[b], text, n + 1);
		/* TRANSLATORS: a board's name, then a witness in notation. */
		printf(_("%s: not dead: %s\n"), talat_board_name(b), text);
		free(text);
		if (o->explain) {
			n = talat_witness_explain(&p, &w[b], NULL, 0);
			if ((text = malloc(n + 1)) == NULL)
				return cli_nomem("frozen");
			talat_witness_explain(&p, &w[b], text, n + 1);
			printf("    %s\n", text);
			free(text);
		}
	}
	return EXIT_OK;
}

/* One TPN per line of the standard input (blank lines skipped), each
 * answer after a blank line but the first. A line is at most LINE_MAX
 * bytes (a TPN is far shorter), so memory stays flat. */
#define TPN_LINE_MAX 4096

static int
judge_lines(const struct frozen_opts *o)
{
	char line[TPN_LINE_MAX], where[64];
	long lineno = 0;
	int c, n = 0, st, status = EXIT_OK;

	while (fgets(line, sizeof(line), stdin) != NULL) {
		lineno++;
		snprintf(where, sizeof(where), "<stdin>:%ld: ", lineno);
		if (strchr(line, '\n') == NULL && !feof(stdin)) {
			while ((c = getchar()) != EOF && c != '\n')
				;
			cli_error("frozen", _("%sa line of more than %d bytes "
			    "is no TPN"), where, TPN_LINE_MAX - 2);
			status = EXIT_USAGE;
			continue;
		}
		if (*trim(line) == '\0')
			continue;
		if ((st = judge(o, line, where, n > 0)) == EXIT_OK)
			n++;
		else
			status = st;
	}
	if (ferror(stdin)) {
		cli_error_errno("frozen", "<stdin>");
		status = EXIT_USAGE;
	}
	return status;
}

static int
frozen_exec(const struct cli_entry *e, void *opts, int argc, char **argv)
{
	const struct frozen_opts *o = opts;

	if (argc > 1) {
		cli_usage_error(e->name, _("expected one TPN (quote it), or "
		    "none to read one per line from the standard input"));
		return EXIT_USAGE;
	}
	if (argc == 0 || strcmp(argv[0], "-") == 0)
		return judge_lines(o);
	return judge(o, argv[0], "", 0);
}

const struct cli_entry cli_cmd_frozen = {
	.name = "frozen",
	.synopsis = "[TPN | -]",
	.summary = N_("Tell for each board of a position whether it is dead, "
	    "with a witness."),
	.options = frozen_options,
	.defaults = &frozen_defaults,
	.size = sizeof(struct frozen_opts),
	.exit_status = N_("0 every position was read and judged, 2 a TPN "
	    "could not be read,\nor a usage or I/O failure."),
	.exec = frozen_exec
};
