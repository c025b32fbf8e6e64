/* cmd_yaml.c: talat yaml: one YAML summary per game (tgn.md section 7). */
#include <errno.h>
#include <string.h>
#include "cli/cli.h"

struct yaml_cmd {
	int strict;
	int tiebreak;
	struct talat_yaml_writer *writer;
	int failed;		/* output failed: write nothing more */
	int write_errno;	/* errno of the failed write, or 0 */
};

static int
yaml_option(void *ctx, int c, const char *arg)
{
	struct yaml_cmd *y = ctx;

	if (c == 's') {
		y->strict = 1;
		return 0;
	}
	if (c == 't')
		return cli_tiebreak("yaml", arg, &y->tiebreak);
	return -1;
}

/* The writer's write handler, keeping errno of a failed write. */
static int
write_out(void *ctx, unsigned char *buf, size_t size)
{
	struct yaml_cmd *y = ctx;

	if (fwrite(buf, 1, size, stdout) == size)
		return 1;
	y->write_errno = errno;
	return 0;
}

static void
report(struct yaml_cmd *y, const struct talat_yaml_error *err)
{
	if (y->failed)
		return;
	y->failed = 1;
	if (err->kind == TALAT_YAML_EMITTER && y->write_errno != 0)
		fprintf(stderr, "talat yaml: write error: %s\n",
		    strerror(y->write_errno));
	else
		fprintf(stderr, "talat yaml: %s\n", err->message);
}

static int
yaml_game(void *ctx, const char *file, const struct talat_game *g,
    const struct talat_result *r)
{
	struct yaml_cmd *y = ctx;
	struct talat_yaml_error err;

	if (y->failed)
		return -1;
	if (talat_yaml_writer_game(y->writer, file, g, r, &err) < 0) {
		report(y, &err);
		return -1;
	}
	return 0;
}

int
cmd_yaml(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "strict", no_argument, NULL, 's' },
		{ "tiebreak", required_argument, NULL, 't' },
		{ NULL, 0, NULL, 0 }
	};
	struct yaml_cmd y;
	struct talat_yaml_error err;
	struct cli_walk w;
	int done, status;

	memset(&y, 0, sizeof(y));
	if (cli_options(argc, argv, "yaml", "", longopts, yaml_option, &y,
	    &done) < 0)
		return EXIT_USAGE;
	if (done)
		return EXIT_OK;
	if ((y.writer = talat_yaml_writer_new(write_out, &y, &err)) == NULL) {
		report(&y, &err);
		return EXIT_USAGE;
	}
	memset(&w, 0, sizeof(w));
	w.cmd = "yaml";
	w.strict = y.strict;
	w.tiebreak = y.tiebreak;
	w.game = yaml_game;
	w.ctx = &y;
	status = cli_walk(&w, argc - optind, argv + optind);
	if (!y.failed && talat_yaml_writer_close(y.writer, &err) < 0)
		report(&y, &err);
	talat_yaml_writer_free(y.writer);
	if (!y.failed && (fflush(stdout) != 0 || ferror(stdout))) {
		fprintf(stderr, "talat yaml: write error: %s\n",
		    strerror(errno));
		y.failed = 1;
	}
	return y.failed ? EXIT_USAGE : status;
}
