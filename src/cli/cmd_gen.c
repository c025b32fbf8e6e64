/* SPDX-License-Identifier: ISC */
/* cmd_gen.c: talat gen: random complete legal games in canonical TGN. */
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"

struct gen_opts {
	unsigned long long players;
	unsigned long long games;
	unsigned long long seed;
	int strict;
};

static const struct gen_opts gen_defaults = { 3, 1, 1, 0 };

static const struct cli_option gen_options[] = {
	{ "players", 0, "N", N_("2 or 3 players (default 3)"),
	  CLI_NUMBER, offsetof(struct gen_opts, players), 2, 3, "2 3" },
	{ "games", 0, "N", N_("how many games (default 1)"),
	  CLI_NUMBER, offsetof(struct gen_opts, games), 0, LONG_MAX, NULL },
	{ "seed", 0, "S", N_("the seed, 0 to 2^64-1 (default 1); game i of a "
	  "seed\nis always the same game"),
	  CLI_NUMBER, offsetof(struct gen_opts, seed), 0, ULLONG_MAX, NULL },
	CLI_OPT_STRICT(struct gen_opts, strict),
	CLI_OPT_END
};

static int
gen_exec(const struct cli_entry *e, void *opts, int argc, char **argv)
{
	const struct gen_opts *go = opts;
	struct talat_gen_options o;
	struct talat_game g;
	char err[256];
	long i;
	int status = EXIT_OK;

	if (argc > 0) {
		cli_usage_error(e->name, "unexpected operand '%s'", argv[0]);
		return EXIT_USAGE;
	}
	memset(&o, 0, sizeof(o));
	o.players = (int)go->players;
	o.strict = go->strict;
	o.seed = go->seed;
	/* Its games keep the match rule (arbiter.md section 4). */
	if ((o.matches = talat_matches_new()) == NULL) {
		fprintf(stderr, _("talat %s: out of memory\n"), "gen");
		return EXIT_USAGE;
	}
	talat_game_init(&g);
	for (i = 1; i <= (long)go->games; i++) {
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
	talat_matches_free(o.matches);
	if (fflush(stdout) != 0 || ferror(stdout)) {
		fprintf(stderr, "talat gen: standard output: %s\n",
		    strerror(errno));
		return EXIT_USAGE;
	}
	return status;
}

const struct cli_entry cli_cmd_gen = {
	"gen", "",
	N_("Write random complete legal games in canonical TGN."),
	gen_options, &gen_defaults, sizeof(struct gen_opts), "",
	NULL, 0, NULL, gen_exec
};
