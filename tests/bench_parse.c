/*
 * bench_parse: reads TGN files with the record reader only (no rules) and
 * prints games, plies, seconds and plies per second. Built on demand:
 * make tests/bench_parse; tests/bench_parse FILE...
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include "talat.h"

static double
now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

int
main(int argc, char **argv)
{
	struct talat_reader *r;
	struct talat_game g;
	long games = 0, plies = 0, errors = 0;
	size_t i;
	double t0, t;
	FILE *fp;
	int a, rc;

	talat_game_init(&g);
	t0 = now();
	for (a = 1; a < argc; a++) {
		if ((fp = fopen(argv[a], "r")) == NULL) {
			fprintf(stderr, "%s: %s\n", argv[a], strerror(errno));
			return 2;
		}
		if ((r = talat_reader_new(fp, NULL)) == NULL)
			return 2;
		while ((rc = talat_reader_next(r, &g)) == 1) {
			games++;
			for (i = 0; i < g.nmoves; i++)
				if (g.moves[i].kind != TALAT_MOVE_FREEZE)
					plies++;
		}
		if (rc == -1)
			return 2;
		errors += talat_reader_errors(r);
		talat_reader_free(r);
		fclose(fp);
	}
	t = now() - t0;
	printf("%ld games, %ld plies, %ld syntax errors, %.3f s CPU, %.0f plies/s\n",
	    games, plies, errors, t, t > 0 ? (double)plies / t : 0.0);
	talat_game_free(&g);
	return 0;
}
