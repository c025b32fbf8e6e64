/* SPDX-License-Identifier: ISC */
/*
 * cmd_fix.c: talat fix: the records in canonical TGN, each game repaired
 * (talat_fix_game(): what check names exactly, and the first error where
 * exactly one repair fits, doc/spec/arbiter.md section 2); with
 * --in-place the files themselves are rewritten.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"

struct fix {
	const struct cli_replay *replay;
	enum cli_output_mode mode;
	struct cli_output out;
	struct talat_tgn_stream stream;	/* the games written to out */
	int syntax;		/* the current file has a syntax error */
	int failed;		/* writing failed */
	int invalid;		/* a game is invalid after fixing */
	int repaired;		/* a game of the current file was repaired */
	struct talat_fixer *fixer;
};

struct fix_opts {
	struct cli_replay replay;
	int in_place;
};

static const struct fix_opts fix_defaults = { .replay = CLI_REPLAY_DEFAULTS };

static const struct cli_option fix_options[] = {
	CLI_OPT_REPLAY(struct fix_opts, strict),
	CLI_OPT_REPLAY(struct fix_opts, tiebreak),
	{ .name = "in-place", .help = N_("rewrite the files themselves"),
	  .kind = CLI_FLAG, .offset = offsetof(struct fix_opts, in_place) },
	CLI_OPT_END
};

static int
fix_game(void *ctx, const char *file, const struct talat_game *g,
    const struct talat_result *r)
{
	struct fix *fx = ctx;
	const struct talat_replay_options opts = {
		.strict = fx->replay->strict, .tiebreak = fx->replay->tiebreak
	};
	const struct talat_game *out;
	const struct talat_result *res;
	int rc;

	if ((rc = talat_fix_game(fx->fixer, g, r, &opts, &out, &res)) < 0)
		goto nomem;
	if (rc > 0)
		fx->repaired = 1;
	if (out->syntax_errors > 0)
		fx->syntax = 1;
	cli_print_result(stderr, file, res, 0);
	if (res->status == TALAT_INVALID)
		fx->invalid = 1;
	if (talat_tgn_stream_game(fx->out.fp, &fx->stream, out) < 0) {
		if (fx->out.mode == CLI_OUTPUT_STDOUT)
			cli_write_error("fix");
		else
			cli_error_errno("fix", fx->out.path);
		fx->failed = 1;
		return -1;
	}
	return 0;
nomem:
	cli_nomem("fix");
	fx->failed = 1;
	return -1;
}

/* Fixes one file onto fx->out; returns an exit status. */
static int
fix_file(struct fix *fx, char *path)
{
	const struct cli_walk w = { .cmd = "fix", .replay = fx->replay,
	    .game = fix_game, .ctx = fx };
	int status, keep;

	if (cli_output_open(&fx->out, "fix", path, fx->mode) < 0)
		return EXIT_USAGE;
	if (fx->out.mode != CLI_OUTPUT_STDOUT)
		memset(&fx->stream, 0, sizeof fx->stream);
	fx->syntax = 0;
	fx->repaired = 0;
	status = cli_walk(&w, 1, &path);
	/* A file with nothing repaired is left as it is, not even put in
	 * canonical form (talat fmt does that). */
	keep = status != EXIT_USAGE && !fx->syntax && fx->repaired;
	if (fx->out.mode == CLI_OUTPUT_IN_PLACE && fx->syntax && !fx->failed)
		cli_error("fix", _("%s: not rewritten: it has a syntax error"),
		    path);
	if (cli_output_close(&fx->out, "fix", keep) < 0)
		return EXIT_USAGE;
	if (status == EXIT_USAGE)
		return EXIT_USAGE;
	return fx->invalid || fx->syntax ? EXIT_RECORD : EXIT_OK;
}

static int
fix_exec(const struct cli_entry *e, void *opts, int argc, char **argv)
{
	const struct fix_opts *o = opts;
	struct cli_files fl;
	struct fix fx;
	int s, status;
	size_t i;

	memset(&fx, 0, sizeof fx);
	fx.replay = &o->replay;
	fx.mode = o->in_place ? CLI_OUTPUT_IN_PLACE : CLI_OUTPUT_STDOUT;
	/* A directory stands for its *.tgn files (each rewritten in place
	 * with --in-place). */
	if ((status = cli_files(e->name, argc, argv, &fl)) < 0)
		return EXIT_USAGE;
	if ((fx.fixer = talat_fixer_new()) == NULL) {
		cli_nomem("fix");
		cli_files_free(&fl);
		return EXIT_USAGE;
	}
	for (i = 0; i < fl.n && !fx.failed; i++) {
		fx.invalid = 0;
		s = fix_file(&fx, fl.paths[i]);
		if (s > status)
			status = s;
	}
	cli_files_free(&fl);
	talat_fixer_free(fx.fixer);
	return status;
}

const struct cli_entry cli_cmd_fix = {
	.name = "fix",
	.synopsis = "[FILE...]",
	.summary = N_("Repair transcription errors where exactly one repair "
	    "fits."),
	.options = fix_options,
	.defaults = &fix_defaults,
	.size = sizeof(struct fix_opts),
	.files = "*.tgn",
	.exec = fix_exec
};
