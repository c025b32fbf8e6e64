/* cmd_frozen.c: talat frozen: the dead-board oracle on a TPN. */
#include <string.h>
#include "cli/cli.h"

struct frozen_opts {
	int explain;
};

static const struct frozen_opts frozen_defaults = { 0 };

static const struct cli_option frozen_options[] = {
	{ "explain", 0, NULL, "say in words which capture the witness allows",
	  CLI_FLAG, offsetof(struct frozen_opts, explain), 0, 0, NULL },
	CLI_OPT_END
};

static int
frozen_exec(const struct cli_entry *e, void *opts, int argc, char **argv)
{
	const struct frozen_opts *o = opts;
	struct talat_position p;
	struct talat_witness w[TALAT_NBOARDS];
	char err[512], text[2048];
	int b, dead[TALAT_NBOARDS];

	if (argc != 1) {
		cli_usage_error(e->name, "expected one TPN string (quote it)");
		return EXIT_USAGE;
	}
	if (talat_tpn_parse(argv[0], &p, err, sizeof(err)) != 0) {
		fprintf(stderr, "talat frozen: %s\n", err);
		return EXIT_USAGE;
	}
	/* Every board decided before anything is printed: a board the
	 * oracle could not decide is a failure, never "dead". */
	for (b = 0; b < TALAT_NBOARDS; b++)
		if ((dead[b] = talat_board_dead(&p, b, &w[b])) < 0) {
			fprintf(stderr, "talat frozen: out of memory\n");
			return EXIT_USAGE;
		}
	for (b = 0; b < TALAT_NBOARDS; b++) {
		if (dead[b]) {
			printf("%s: dead\n", talat_board_name(b));
			continue;
		}
		talat_witness_text(&w[b], text, sizeof(text));
		printf("%s: not dead: %s\n", talat_board_name(b), text);
		if (o->explain) {
			talat_witness_explain(&p, &w[b], text, sizeof(text));
			printf("    %s\n", text);
		}
	}
	return EXIT_OK;	/* main() reports a write error on stdout */
}

const struct cli_entry cli_cmd_frozen = {
	"frozen", "TPN",
	"Tell for each board of a position whether it is dead, with a witness.",
	frozen_options, &frozen_defaults, sizeof(struct frozen_opts), "",
	NULL, 0, NULL, frozen_exec
};
