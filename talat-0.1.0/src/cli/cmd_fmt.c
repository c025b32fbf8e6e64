/* SPDX-License-Identifier: ISC */
/* cmd_fmt.c: talat fmt, records rewritten in canonical TGN. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"

struct fmt {
	int max_errors;
	enum cli_output_mode mode;
	struct cli_output out;		/* where the current file goes */
	struct talat_tgn_stream stream;	/* the games written to out */
	int write_failed;	/* the output failed (and was reported) */
};

struct fmt_file {
	const char *name;
	int reported;
};

static void
fmt_diag(void *ctx, const struct talat_diag *d)
{
	struct fmt_file *f = ctx;

	f->reported++;
	cli_print_diag(stderr, f->name, d);
}

/* Formats one input; returns EXIT_OK, EXIT_RECORD or EXIT_USAGE. */
static int
fmt_stream(struct fmt *fmt, FILE *in, const char *name)
{
	struct talat_reader_options opts;
	struct talat_reader *r;
	struct talat_game g;
	struct fmt_file f;
	int rc, errors, status = EXIT_OK;

	f.name = name;
	f.reported = 0;
	memset(&opts, 0, sizeof opts);
	opts.diag = fmt_diag;
	opts.diag_ctx = &f;
	opts.max_errors = fmt->max_errors;
	if ((r = talat_reader_new(in, &opts)) == NULL) {
		cli_error_errno("fmt", name);
		return EXIT_USAGE;
	}
	talat_game_init(&g);
	while ((rc = talat_reader_next(r, &g)) == 1) {
		if (talat_tgn_stream_game(fmt->out.fp, &fmt->stream, &g) == -1) {
			if (fmt->out.mode == CLI_OUTPUT_STDOUT)
				cli_write_error("fmt");
			else
				cli_error_errno("fmt", fmt->out.path);
			fmt->write_failed = 1;
			status = EXIT_USAGE;
			break;
		}
	}
	if (rc == -1) {
		cli_error_errno("fmt", name);
		status = EXIT_USAGE;
	}
	errors = talat_reader_errors(r);
	cli_not_shown("fmt", name, (long)errors - f.reported);
	if (status == EXIT_OK && errors > 0)
		status = EXIT_RECORD;
	talat_game_free(&g);
	talat_reader_free(r);
	return status;
}

struct fmt_opts {
	struct cli_replay replay;	/* max_errors only */
	int in_place;
	int check;
};

static const struct fmt_opts fmt_defaults = { .replay = CLI_REPLAY_DEFAULTS };

static const struct cli_option fmt_options[] = {
	{ .name = "in-place", .help = N_("rewrite the files themselves (not "
	  "one with a\nsyntax error)"), .kind = CLI_FLAG,
	  .offset = offsetof(struct fmt_opts, in_place) },
	{ .name = "check", .help = N_("print the names of the files not in "
	  "canonical\nform; exit 1 when there is one"), .kind = CLI_FLAG,
	  .offset = offsetof(struct fmt_opts, check) },
	CLI_OPT_REPLAY(struct fmt_opts, max_errors),
	CLI_OPT_END
};

/*
 * Formats one file onto its output: standard output, the file itself
 * (--in-place: only when it has no syntax error) or a comparison with it
 * (--check: its name is printed when it is not in canonical form).
 */
static int
fmt_file(struct fmt *fmt, const char *path)
{
	FILE *fp;
	int s;

	/* The output first: in place, it refuses a FIFO before it is
	 * opened. */
	if (cli_output_open(&fmt->out, "fmt", path, fmt->mode) < 0)
		return EXIT_USAGE;
	if ((fp = cli_open("fmt", path)) == NULL) {
		cli_output_close(&fmt->out, "fmt", 0);
		return EXIT_USAGE;
	}
	if (fmt->out.mode != CLI_OUTPUT_STDOUT)
		memset(&fmt->stream, 0, sizeof fmt->stream);
	s = fmt_stream(fmt, fp, cli_display_name(path));
	cli_close(fp);
	if (fmt->out.mode == CLI_OUTPUT_IN_PLACE && s == EXIT_RECORD)
		cli_error("fmt", _("%s: not rewritten: it has a syntax error"),
		    path);
	if (cli_output_close(&fmt->out, "fmt", s == EXIT_OK) < 0)
		return EXIT_USAGE;
	if (fmt->out.mode != CLI_OUTPUT_STDOUT)
		fmt->write_failed = 0;	/* the next file has its own */
	if (fmt->out.mode == CLI_OUTPUT_CHECK && fmt->out.differs) {
		cli_term_puts(stdout, path);
		putchar('\n');
		return s > EXIT_RECORD ? s : EXIT_RECORD;
	}
	return s;
}

static int
fmt_exec(const struct cli_entry *e, void *opts, int argc, char **argv)
{
	const struct fmt_opts *o = opts;
	struct fmt fmt;
	struct cli_files fl;
	size_t i;
	int s, status;

	if (o->in_place && o->check) {
		cli_usage_error(e->name, _("--in-place and --check go "
		    "alone"));
		return EXIT_USAGE;
	}
	memset(&fmt, 0, sizeof fmt);
	fmt.max_errors = (int)o->replay.max_errors;
	fmt.mode = o->in_place ? CLI_OUTPUT_IN_PLACE : o->check ?
	    CLI_OUTPUT_CHECK : CLI_OUTPUT_STDOUT;
	if ((status = cli_files(e->name, argc, argv, &fl)) < 0)
		return EXIT_USAGE;
	for (i = 0; i < fl.n && !fmt.write_failed; i++) {
		s = fmt_file(&fmt, fl.paths[i]);
		if (s > status)
			status = s;
	}
	cli_files_free(&fl);
	if (fmt.write_failed)
		return EXIT_USAGE;
	return status;	/* main() says when standard output failed */
}

const struct cli_entry cli_cmd_fmt = {
	.name = "fmt",
	.synopsis = "[FILE...]",
	.summary = N_("Rewrite records in canonical TGN on standard output."),
	.options = fmt_options,
	.defaults = &fmt_defaults,
	.size = sizeof(struct fmt_opts),
	.files = "*.tgn",
	.exec = fmt_exec
};
