/* SPDX-License-Identifier: ISC */
/*
 * parse_bench.c: the reader alone, the true ceiling of talat check: reads
 * every game of the files (standard input when none) and replays nothing.
 *
 *   parse_bench [FILE...]
 *
 * Prints the number of games and of moves (plies and declarations).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "talat.h"

static int
read_all(FILE *fp, long *games, long *moves)
{
	struct talat_reader *r = talat_reader_new(fp, NULL);
	struct talat_game g;
	int n;

	if (r == NULL)
		return -1;
	talat_game_init(&g);
	while ((n = talat_reader_next(r, &g)) > 0) {
		(*games)++;
		*moves += (long)g.nmoves;
	}
	talat_game_free(&g);
	talat_reader_free(r);
	return n;
}

int
main(int argc, char **argv)
{
	long games = 0, moves = 0;
	FILE *fp;
	int i;

	if (argc < 2 && read_all(stdin, &games, &moves) < 0)
		return 2;
	for (i = 1; i < argc; i++) {
		if ((fp = fopen(argv[i], "r")) == NULL) {
			perror(argv[i]);
			return 2;
		}
		if (read_all(fp, &games, &moves) < 0) {
			perror(argv[i]);
			return 2;
		}
		fclose(fp);
	}
	printf("games %ld\nmoves %ld\n", games, moves);
	return 0;
}
