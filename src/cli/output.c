/* SPDX-License-Identifier: ISC */
/*
 * output.c: where a command that rewrites records writes them: standard
 * output, a file replaced atomically (--in-place), or nowhere but a
 * comparison with the file as it is (--check).
 *
 * In place, the new text goes to a temporary file in the same directory
 * (so that rename(2) is atomic), with the original's permissions; only
 * when everything was written and flushed to disk is it renamed over the
 * original. Any failure before that removes the temporary file and
 * leaves the original as it was.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "cli/cli.h"

/* --check: a stream whose writes are compared with the file's bytes. */
static ssize_t
compare_write(void *cookie, const char *buf, size_t size)
{
	struct cli_output *o = cookie;
	char chunk[4096];
	size_t done = 0, n;

	while (done < size && !o->differs) {
		n = size - done < sizeof chunk ? size - done : sizeof chunk;
		if (fread(chunk, 1, n, o->orig) != n ||
		    memcmp(chunk, buf + done, n) != 0)
			o->differs = 1;
		done += n;
	}
	return (ssize_t)size;
}

static int
open_compare(struct cli_output *o, const char *cmd)
{
	static const cookie_io_functions_t io = { NULL, compare_write, NULL,
	    NULL };

	if ((o->orig = fopen(o->path, "rb")) == NULL) {
		cli_error_errno(cmd, o->path);
		return -1;
	}
	if ((o->fp = fopencookie(o, "w", io)) == NULL) {
		cli_error(cmd, "%s", strerror(errno));
		fclose(o->orig);
		return -1;
	}
	return 0;
}

static int
open_temporary(struct cli_output *o, const char *cmd)
{
	const char *slash = strrchr(o->path, '/');
	size_t dirlen = slash ? (size_t)(slash - o->path) + 1 : 0;
	struct stat st;
	int fd;

	if (stat(o->path, &st) < 0 || (o->tmp = malloc(dirlen + 32)) == NULL) {
		cli_error_errno(cmd, o->path);
		return -1;
	}
	memcpy(o->tmp, o->path, dirlen);
	strcpy(o->tmp + dirlen, ".talat-XXXXXX");
	if ((fd = mkstemp(o->tmp)) < 0 ||
	    fchmod(fd, st.st_mode & 07777) < 0 ||
	    (o->fp = fdopen(fd, "w")) == NULL) {
		cli_error_errno(cmd, o->path);
		if (fd >= 0) {
			close(fd);
			unlink(o->tmp);
		}
		free(o->tmp);
		o->tmp = NULL;
		return -1;
	}
	return 0;
}

int
cli_output_open(struct cli_output *o, const char *cmd, const char *path,
    enum cli_output_mode mode)
{
	memset(o, 0, sizeof *o);
	o->path = path;
	o->mode = mode;
	if (mode == CLI_OUTPUT_STDOUT || strcmp(path, "-") == 0) {
		o->mode = CLI_OUTPUT_STDOUT;
		o->fp = stdout;
		return 0;
	}
	if (mode == CLI_OUTPUT_CHECK)
		return open_compare(o, cmd);
	return open_temporary(o, cmd);
}

/* Flushes and closes the temporary file and renames it over the original
 * when `keep`; removes it otherwise. */
static int
close_temporary(struct cli_output *o, const char *cmd, int keep)
{
	int failed = fflush(o->fp) != 0 || ferror(o->fp) ||
	    fsync(fileno(o->fp)) != 0;
	int err = errno;

	if (fclose(o->fp) != 0 && !failed) {
		failed = 1;
		err = errno;
	}
	if (keep && !failed && rename(o->tmp, o->path) == 0) {
		free(o->tmp);
		return 0;
	}
	if (keep) {
		if (!failed)
			err = errno;
		cli_error(cmd, _("%s: %s; the file is left as it was"),
		    o->path, strerror(err));
	}
	unlink(o->tmp);
	free(o->tmp);
	return keep ? -1 : 0;
}

int
cli_output_close(struct cli_output *o, const char *cmd, int keep)
{
	switch (o->mode) {
	case CLI_OUTPUT_STDOUT:
		return 0;
	case CLI_OUTPUT_CHECK:
		fflush(o->fp);
		if (!o->differs && getc(o->orig) != EOF)
			o->differs = 1;
		fclose(o->fp);
		fclose(o->orig);
		return 0;
	case CLI_OUTPUT_IN_PLACE:
		return close_temporary(o, cmd, keep);
	}
	return 0;
}
