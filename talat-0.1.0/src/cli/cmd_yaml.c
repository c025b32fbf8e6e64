/* SPDX-License-Identifier: ISC */
/* cmd_yaml.c: talat yaml: one YAML summary per game (tgn.md section 7). */
#include <errno.h>
#include <string.h>
#include "cli/cli.h"

struct yaml_cmd {
	struct talat_yaml_writer *writer;
	int failed;		/* output failed: write nothing more */
	int write_errno;	/* errno of the failed write, or 0 */
	struct talat_repairs repairs;	/* the notes' repairs */
};

struct yaml_opts {
	struct cli_replay replay;
};

static const struct yaml_opts yaml_defaults = { .replay = CLI_REPLAY_DEFAULTS };

static const struct cli_option yaml_options[] = {
	CLI_OPT_REPLAY(struct yaml_opts, strict),
	CLI_OPT_REPLAY(struct yaml_opts, tiebreak),
	CLI_OPT_REPLAY(struct yaml_opts, max_errors),
	CLI_OPT_END
};

/* The writer's write handler, keeping errno of a failed write. */
static int
write_out(void *ctx, unsigned char *buf, size_t size)
{
	struct yaml_cmd *y = ctx;

	if (fwrite(buf, 1, size, stdout) == size)
		return 1;
	y->write_errno = errno;
	return 0;
}

static void
report(struct yaml_cmd *y, const struct talat_yaml_error *err)
{
	if (y->failed)
		return;
	y->failed = 1;
	if (err->kind == TALAT_YAML_EMITTER && y->write_errno != 0) {
		errno = y->write_errno;
		cli_write_error("yaml");
	} else
		cli_error("yaml", "%s", err->message);
}

static int
yaml_game(void *ctx, const char *file, const struct talat_game *g,
    const struct talat_result *r)
{
	struct yaml_cmd *y = ctx;
	struct talat_yaml_error err;
	size_t i;

	if (y->failed)
		return -1;
	for (i = 0; i < r->ndiags; i++)	/* as talat check does */
		cli_print_diag(stderr, file, &r->diags[i]);
	if (talat_yaml_writer_game(y->writer, file, g, r, &err) < 0) {
		report(y, &err);
		return -1;
	}
	return 0;
}

static int
yaml_exec(const struct cli_entry *e, void *opts, int argc, char **argv)
{
	const struct yaml_opts *o = opts;
	struct yaml_cmd y = { .failed = 0 };
	struct talat_yaml_error err;
	const struct cli_walk w = { .cmd = e->name, .replay = &o->replay,
	    .shows_diags = 1, .track = 1, .repairs = &y.repairs,
	    .game = yaml_game, .ctx = &y };
	int status;

	if ((y.writer = talat_yaml_writer_new(write_out, &y, &err)) == NULL) {
		report(&y, &err);
		return EXIT_USAGE;
	}
	status = cli_walk(&w, argc, argv);
	talat_repairs_free(&y.repairs);
	if (!y.failed && talat_yaml_writer_close(y.writer, &err) < 0)
		report(&y, &err);
	talat_yaml_writer_free(y.writer);
	/* main() says when standard output failed after the last write. */
	return y.failed ? EXIT_USAGE : status;
}

const struct cli_entry cli_cmd_yaml = {
	.name = "yaml",
	.synopsis = "[FILE...]",
	.summary = N_("Write a YAML summary of every game: plies, freezes, "
	    "scores, diagnostics."),
	.options = yaml_options,
	.defaults = &yaml_defaults,
	.size = sizeof(struct yaml_opts),
	.files = "*.tgn",
	.exec = yaml_exec
};
