/* cmd_frozen.c: talat frozen: the dead-board oracle on a TPN. */
#include <string.h>
#include "cli/cli.h"

static int
frozen_option(void *ctx, int c, const char *arg)
{
	(void)arg;
	if (c != 'e')
		return -1;
	*(int *)ctx = 1;
	return 0;
}

int
cmd_frozen(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "explain", no_argument, NULL, 'e' },
		{ NULL, 0, NULL, 0 }
	};
	struct talat_position p;
	struct talat_witness w[TALAT_NBOARDS];
	char err[512], text[2048];
	int explain = 0, done, b, dead[TALAT_NBOARDS];

	if (cli_options(argc, argv, "frozen", "", longopts, frozen_option,
	    &explain, &done) < 0)
		return EXIT_USAGE;
	if (done)
		return EXIT_OK;
	if (argc - optind != 1) {
		cli_usage_error("frozen", "expected one TPN string (quote it)");
		return EXIT_USAGE;
	}
	if (talat_tpn_parse(argv[optind], &p, err, sizeof(err)) != 0) {
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
		if (explain) {
			talat_witness_explain(&p, &w[b], text, sizeof(text));
			printf("    %s\n", text);
		}
	}
	return EXIT_OK;	/* main() reports a write error on stdout */
}
