/* cmd_check.c: talat check: replay every game, report, summarise. */
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"

struct check {
	int strict;
	int tiebreak;
	long max_errors;
	long count[3];		/* games per status in the current file */
	struct talat_repairs rs;
};

static int
check_option(void *ctx, int c, const char *arg)
{
	struct check *ck = ctx;

	switch (c) {
	case 's':
		ck->strict = 1;
		return 0;
	case 'm':
		return cli_number("check", "--max-errors", arg, &ck->max_errors);
	case 't':
		return cli_tiebreak("check", arg, &ck->tiebreak);
	}
	return -1;
}

static int
check_game(void *ctx, const char *file, const struct talat_game *g,
    const struct talat_result *r)
{
	struct check *ck = ctx;
	struct talat_replay_options opts = { ck->strict, ck->tiebreak };

	if (talat_repairs_find(g, &opts, r, &ck->rs) < 0) {
		fprintf(stderr, "talat check: out of memory\n");
		return -1;
	}
	cli_print_result(stderr, file, r, &ck->rs, 1);
	ck->count[r->status]++;
	return 0;
}

static void
check_file_done(void *ctx, const char *file, int ngames)
{
	struct check *ck = ctx;

	printf("%s: %d game%s: %ld complete, %ld unfinished, %ld invalid\n",
	    file, ngames, ngames == 1 ? "" : "s", ck->count[TALAT_COMPLETE],
	    ck->count[TALAT_UNFINISHED], ck->count[TALAT_INVALID]);
	memset(ck->count, 0, sizeof(ck->count));
}

int
cmd_check(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "strict", no_argument, NULL, 's' },
		{ "max-errors", required_argument, NULL, 'm' },
		{ "tiebreak", required_argument, NULL, 't' },
		{ NULL, 0, NULL, 0 }
	};
	struct check ck;
	struct cli_walk w;
	int done, status;

	memset(&ck, 0, sizeof(ck));
	if (cli_options(argc, argv, "check", "", longopts, check_option, &ck,
	    &done) < 0)
		return EXIT_USAGE;
	if (done)
		return EXIT_OK;
	memset(&w, 0, sizeof(w));
	w.cmd = "check";
	w.strict = ck.strict;
	w.tiebreak = ck.tiebreak;
	w.max_errors = (int)(ck.max_errors > 1000000 ? 1000000 : ck.max_errors);
	w.game = check_game;
	w.file_done = check_file_done;
	w.ctx = &ck;
	status = cli_walk(&w, argc - optind, argv + optind);
	talat_repairs_free(&ck.rs);
	return status;
}
