/* cmd_from_yaml.c: talat from-yaml: TGN from YAML summaries. */
#include <errno.h>
#include <string.h>
#include "cli/cli.h"

struct input {
	FILE *fp;
	int read_errno;		/* errno of a failed read, or 0 */
};

/*
 * libyaml's read handler. It hands over at most one line at a time, so
 * that the parser decodes little beyond the document it is reading: an
 * encoding error further on then stops the conversion only once the
 * games before it have been written.
 */
static int
read_line(void *ctx, unsigned char *buf, size_t size, size_t *size_read)
{
	struct input *in = ctx;
	size_t n = 0;
	int c;

	while (n < size && (c = getc_unlocked(in->fp)) != EOF) {
		buf[n++] = (unsigned char)c;
		if (c == '\n')
			break;
	}
	*size_read = n;
	if (n == 0 && ferror(in->fp)) {
		in->read_errno = errno ? errno : EIO;
		return 0;
	}
	return 1;
}

static const struct cli_option from_yaml_options[] = { CLI_OPT_END };

static int
from_yaml_exec(const struct cli_entry *e, void *opts, int argc, char **argv)
{
	struct talat_yaml_error err;
	struct talat_game g;
	struct input in;
	yaml_parser_t parser;
	const char *path, *name;
	struct talat_tgn_stream out = { 0, 0 };
	int n, status = EXIT_OK;

	(void)opts;
	if (argc > 1) {
		cli_usage_error(e->name, "one FILE at most, not %d", argc);
		return EXIT_USAGE;
	}
	path = argc > 0 ? argv[0] : "-";
	name = cli_display_name(path);
	memset(&in, 0, sizeof(in));
	if ((in.fp = cli_open("from-yaml", path)) == NULL)
		return EXIT_USAGE;
	if (!yaml_parser_initialize(&parser)) {
		fprintf(stderr, "talat from-yaml: out of memory\n");
		cli_close(in.fp);
		return EXIT_USAGE;
	}
	yaml_parser_set_input(&parser, read_line, &in);
	talat_game_init(&g);
	while ((n = talat_yaml_read_game(&parser, &g, &err)) > 0) {
		if (talat_tgn_stream_game(stdout, &out, &g) < 0) {
			fprintf(stderr, "talat from-yaml: write error: %s\n",
			    strerror(errno));
			status = EXIT_USAGE;
			break;
		}
	}
	if (n < 0) {
		if (in.read_errno != 0) {
			fprintf(stderr, "talat from-yaml: %s: %s\n", name,
			    strerror(in.read_errno));
			status = EXIT_USAGE;
		} else if (err.kind == TALAT_YAML_NOMEM) {
			fprintf(stderr, "talat from-yaml: out of memory\n");
			status = EXIT_USAGE;
		} else {
			fprintf(stderr, "%s:%ld:%ld: error: %s\n", name,
			    err.line, err.column, err.message);
			status = EXIT_RECORD;
		}
	}
	talat_game_free(&g);
	yaml_parser_delete(&parser);
	cli_close(in.fp);
	if (status != EXIT_USAGE && (fflush(stdout) != 0 || ferror(stdout))) {
		fprintf(stderr, "talat from-yaml: write error: %s\n",
		    strerror(errno));
		status = EXIT_USAGE;
	}
	return status;
}

const struct cli_entry cli_cmd_from_yaml = {
	"from-yaml", "[FILE]",
	"Rebuild TGN records from YAML summaries written by talat yaml.",
	from_yaml_options, NULL, 0, "*.yaml *.yml",
	NULL, 0, NULL, from_yaml_exec
};
