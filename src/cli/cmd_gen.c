/* cmd_gen.c: talat gen: random complete legal games in canonical TGN. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"

struct genopts {
	long players;
	long games;
	unsigned long long seed;
	int strict;
};

static int
gen_option(void *ctx, int c, const char *arg)
{
	struct genopts *go = ctx;
	char *end;

	switch (c) {
	case 'p':
		if (cli_number("gen", "--players", arg, &go->players) < 0)
			return -1;
		if (go->players != 2 && go->players != 3) {
			cli_usage_error("gen", "--players must be 2 or 3, not "
			    "'%s'", arg);
			return -1;
		}
		return 0;
	case 'n':
		return cli_number("gen", "--games", arg, &go->games);
	case 'S':
		errno = 0;
		go->seed = strtoull(arg, &end, 10);
		if (errno != 0 || end == arg || *end != '\0' || arg[0] == '-') {
			cli_usage_error("gen", "--seed needs a whole number "
			    "from 0 to 18446744073709551615, not '%s'", arg);
			return -1;
		}
		return 0;
	case 's':
		go->strict = 1;
		return 0;
	}
	return -1;
}

int
cmd_gen(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "players", required_argument, NULL, 'p' },
		{ "games", required_argument, NULL, 'n' },
		{ "seed", required_argument, NULL, 'S' },
		{ "strict", no_argument, NULL, 's' },
		{ NULL, 0, NULL, 0 }
	};
	struct genopts go = { 3, 1, 1, 0 };
	struct talat_gen_options o;
	struct talat_game g;
	char err[256];
	long i;
	int done, status = EXIT_OK;

	if (cli_options(argc, argv, "gen", "", longopts, gen_option, &go,
	    &done) < 0)
		return EXIT_USAGE;
	if (done)
		return EXIT_OK;
	if (optind < argc) {
		cli_usage_error("gen", "unexpected operand '%s'", argv[optind]);
		return EXIT_USAGE;
	}
	memset(&o, 0, sizeof(o));
	o.players = (int)go.players;
	o.strict = go.strict;
	o.seed = go.seed;
	talat_game_init(&g);
	for (i = 1; i <= go.games; i++) {
		o.index = i;
		errno = 0;
		if (talat_gen_game(&o, &g, err, sizeof(err)) < 0) {
			fprintf(stderr, "talat gen: game %ld: %s\n", i, err);
			/* Out of memory is a failure (2); rules that cannot go
			 * on are a wrong game (1). */
			status = errno == ENOMEM ? EXIT_USAGE : EXIT_RECORD;
			break;
		}
		/* As talat fmt writes games: a blank line between two. */
		if ((i > 1 && putchar('\n') == EOF) ||
		    talat_write_tgn(stdout, &g, o.players, 1) < 0)
			break;
	}
	talat_game_free(&g);
	if (fflush(stdout) != 0 || ferror(stdout)) {
		fprintf(stderr, "talat gen: standard output: %s\n",
		    strerror(errno));
		return EXIT_USAGE;
	}
	return status;
}
