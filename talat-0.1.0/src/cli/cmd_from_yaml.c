/* SPDX-License-Identifier: ISC */
/* cmd_from_yaml.c: talat from-yaml: TGN from YAML summaries. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"

struct input {
	FILE *fp;
	int read_errno;		/* errno of a failed read, or 0 */
};

/* The read handler of the YAML reader: what fread gives. */
static int
read_file(void *ctx, unsigned char *buf, size_t size, size_t *size_read)
{
	struct input *in = ctx;

	*size_read = fread(buf, 1, size, in->fp);
	if (*size_read == 0 && ferror(in->fp)) {
		in->read_errno = errno ? errno : EIO;
		return 0;
	}
	return 1;
}

/* The documents of one file onto out: EXIT_OK, EXIT_RECORD (a document is
 * malformed: its file goes no further) or EXIT_USAGE (reading or writing
 * failed, or memory ran out: nothing goes further). */
static int
from_yaml_file(const char *path, struct talat_tgn_stream *out,
    struct talat_game *g)
{
	struct talat_yaml_error err;
	struct talat_yaml_reader *rd;
	struct input in;
	const char *name = cli_display_name(path);
	int n, status = EXIT_OK;

	memset(&in, 0, sizeof(in));
	if ((in.fp = cli_open("from-yaml", path)) == NULL)
		return EXIT_USAGE;
	if ((rd = talat_yaml_reader_new(read_file, &in, &err)) == NULL) {
		cli_close(in.fp);
		return cli_nomem("from-yaml");
	}
	while ((n = talat_yaml_reader_game(rd, g, &err)) > 0)
		if (talat_tgn_stream_game(stdout, out, g) < 0) {
			status = cli_write_error("from-yaml");
			break;
		}
	if (n < 0 && in.read_errno != 0) {
		errno = in.read_errno;
		cli_error_errno("from-yaml", name);
		status = EXIT_USAGE;
	} else if (n < 0 && err.kind == TALAT_YAML_NOMEM) {
		status = cli_nomem("from-yaml");
	} else if (n < 0) {
		char *copy, *ncopy;

		fprintf(stderr, "%s:%ld:%ld: %s %s [%s]\n",
		    cli_term(name, &ncopy), err.line, err.column,
		    cli_severity_label(TALAT_SEV_ERROR),
		    cli_term(err.message, &copy),
		    talat_diag_code(err.diag));
		free(copy);
		free(ncopy);
		status = EXIT_RECORD;
	}
	talat_yaml_reader_free(rd);
	cli_close(in.fp);
	return status;
}

static int
from_yaml_exec(const struct cli_entry *e, void *opts, int argc, char **argv)
{
	static char *const stdin_only[] = { "-" };
	struct talat_tgn_stream out = { 0, 0 };
	struct talat_game g;
	int i, rc, status = EXIT_OK;

	(void)e;
	(void)opts;
	if (argc == 0) {
		argc = 1;
		argv = (char **)stdin_only;
	}
	talat_game_init(&g);
	for (i = 0; i < argc && status != EXIT_USAGE; i++)
		if ((rc = from_yaml_file(argv[i], &out, &g)) > status)
			status = rc;
	talat_game_free(&g);
	return status;	/* main() says when standard output failed */
}

const struct cli_entry cli_cmd_from_yaml = {
	.name = "from-yaml",
	.synopsis = "[FILE...]",
	.summary = N_("Rebuild TGN records from YAML summaries written by "
	    "talat yaml."),
	.files = "*.yaml *.yml",
	.exec = from_yaml_exec
};
