/* SPDX-License-Identifier: ISC */
/* cmd_check.c: talat check: replay every game, report, summarise. */
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"

struct check_opts {
	struct cli_replay replay;
	int quiet;
};

static const struct check_opts check_defaults = {
	.replay = CLI_REPLAY_DEFAULTS
};

static const struct cli_option check_options[] = {
	CLI_OPT_REPLAY(struct check_opts, strict),
	CLI_OPT_REPLAY(struct check_opts, tiebreak),
	CLI_OPT_REPLAY(struct check_opts, max_errors),
	{ .name = "quiet", .shortname = 'q', .help = N_("print only the "
	  "diagnostics: no count of games"), .kind = CLI_FLAG,
	  .offset = offsetof(struct check_opts, quiet) },
	CLI_OPT_END
};

struct check {
	int quiet;
	long count[3];		/* games per status in the current file */
	long total[3];		/* games per status in all files */
	long nfiles;
	struct talat_repairs rs;
};

static int
check_game(void *ctx, const char *file, const struct talat_game *g,
    const struct talat_result *r)
{
	struct check *ck = ctx;

	(void)g;
	cli_print_result(stderr, file, r, 1);
	ck->count[r->status]++;
	return 0;
}

static void
check_file_done(void *ctx, const char *file, int ngames)
{
	struct check *ck = ctx;
	char *copy;
	int i;

	if (!ck->quiet) {
		/* TRANSLATORS: the file, the number of games (the plural
		 * follows it), then how many games have each status. Where
		 * an adjective would have to agree with each count, put
		 * the label before it ("complete: %ld"). */
		printf(P_("%s: %d game: %ld complete, %ld unfinished, %ld "
		    "invalid\n", "%s: %d games: %ld complete, %ld unfinished, "
		    "%ld invalid\n", (unsigned long)ngames),
		    cli_term(file, &copy), ngames,
		    ck->count[TALAT_COMPLETE], ck->count[TALAT_UNFINISHED],
		    ck->count[TALAT_INVALID]);
		free(copy);
	}
	for (i = 0; i < 3; i++)
		ck->total[i] += ck->count[i];
	ck->nfiles++;
	memset(ck->count, 0, sizeof(ck->count));
}

static int
check_exec(const struct cli_entry *e, void *opts, int argc, char **argv)
{
	const struct check_opts *o = opts;
	struct check ck = { .quiet = o->quiet };
	const struct cli_walk w = { .cmd = e->name, .replay = &o->replay,
	    .shows_diags = 1, .track = 1, .repairs = &ck.rs,
	    .game = check_game, .file_done = check_file_done, .ctx = &ck };
	int status;

	status = cli_walk(&w, argc, argv);
	if (ck.nfiles > 1 && !ck.quiet) {
		long n = ck.total[0] + ck.total[1] + ck.total[2];

		/* TRANSLATORS: the number of files (always several), of
		 * games (the plural follows it), then how many games have
		 * each status. Where an adjective would have to agree with
		 * each count, put the label before it ("complete: %ld"). */
		printf(P_("total: %ld files, %ld game: %ld complete, %ld "
		    "unfinished, %ld invalid\n", "total: %ld files, %ld games: "
		    "%ld complete, %ld unfinished, %ld invalid\n",
		    (unsigned long)n), ck.nfiles, n,
		    ck.total[TALAT_COMPLETE], ck.total[TALAT_UNFINISHED],
		    ck.total[TALAT_INVALID]);
	}
	talat_repairs_free(&ck.rs);
	return status;
}

const struct cli_entry cli_cmd_check = {
	.name = "check",
	.synopsis = "[FILE...]",
	.summary = N_("Replay every game of the records against the rules of "
	    "Talat."),
	.options = check_options,
	.defaults = &check_defaults,
	.size = sizeof(struct check_opts),
	.files = "*.tgn",
	.exec = check_exec
};
