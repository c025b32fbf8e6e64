/* cmd_score.c: talat score: points and winners per game. */
#include <errno.h>
#include <string.h>
#include "cli/cli.h"

static int
score_option(void *ctx, int c, const char *arg)
{
	(void)arg;
	if (c != 's')
		return -1;
	*(int *)ctx = 1;
	return 0;
}

static void
print_player(const struct talat_result *r, int c)
{
	const struct talat_score *s = &r->scores[c];
	char name[4];
	int i;

	printf("  %-6c  %6d  %8d  %4d  %10d  %4d", talat_colour_char(c),
	    s->points, s->ncaptured, 5 * s->ncaptured, s->start_line,
	    3 * s->start_line);
	if (r->zihin >= 0)
		printf("  %10d  %4d", s->zihin_start_line,
		    3 * s->zihin_start_line);
	printf("  ");
	if (s->ncaptured == 0)
		printf("-");
	for (i = 0; i < s->ncaptured; i++) {
		talat_tower_name(s->captured[i], name);
		printf("%s%s", i ? "," : "", name);
	}
	printf("\n");
}

static int
score_game(void *ctx, const char *file, const struct talat_game *g,
    const struct talat_result *r)
{
	int i, c, first = 1;

	(void)ctx;
	printf("%s: game %ld (line %ld): %s%s\n", file, g->index, g->loc.line,
	    talat_status_name(r->status),
	    r->status == TALAT_COMPLETE ? "" : ", provisional scores");
	if (r->status == TALAT_INVALID)
		printf("  (scored as replayed up to the first error, after "
		    "ply %ld)\n", r->final.ply - 1);
	printf("  player  points  captures   pts  start line   pts%s"
	    "  captured\n", r->zihin >= 0 ? "  zihin line   pts" : "");
	for (i = 0; i < r->nplayers; i++)
		print_player(r, r->order[i]);
	printf("  winner%s:", (r->winners & (r->winners - 1)) ? "s" : "");
	for (c = 0; c < TALAT_NCOLOURS; c++)
		if (r->winners & (1u << c)) {
			printf("%s%c", first ? " " : ", ", talat_colour_char(c));
			first = 0;
		}
	if (r->tiebreak >= 0)
		printf(" (tiebreak: %s, captured by no other tied player)",
		    talat_type_name(r->tiebreak));
	else if (r->winners & (r->winners - 1))
		printf(" (tied; no type decides: a shared win)");
	printf("\n\n");
	return ferror(stdout) ? -1 : 0;
}

int
cmd_score(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "strict", no_argument, NULL, 's' },
		{ NULL, 0, NULL, 0 }
	};
	struct cli_walk w;
	int strict = 0, done, st;

	if (cli_options(argc, argv, "score", "", longopts, score_option,
	    &strict, &done) < 0)
		return EXIT_USAGE;
	if (done)
		return EXIT_OK;
	memset(&w, 0, sizeof(w));
	w.cmd = "score";
	w.strict = strict;
	w.game = score_game;
	st = cli_walk(&w, argc - optind, argv + optind);
	errno = 0;
	if (fflush(stdout) != 0 || ferror(stdout)) {
		fprintf(stderr, "talat score: write error on standard output"
		    "%s%s\n", errno ? ": " : "", errno ? strerror(errno) : "");
		return EXIT_USAGE;
	}
	return st;
}
