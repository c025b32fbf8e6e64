/* SPDX-License-Identifier: ISC */
/*
 * output.c: where a command that rewrites records writes them: standard
 * output, a file replaced atomically (--in-place), or nowhere but a
 * comparison with the file as it is (--check).
 *
 * In place, nothing of the user's file may be lost:
 *
 *  - A symbolic link is followed: the file rewritten is its target (the
 *    link stays a link), and the temporary file is made in the target's
 *    directory, so that rename(2) replaces it atomically.
 *  - Only a regular file with a single name is rewritten. A device or a
 *    FIFO would become a regular file; a file with several hard links
 *    would keep its old text under its other names. Both are refused
 *    (looked at with stat(2) before opening, so that a FIFO or a device
 *    is never opened, and again with fstat(2) on the file opened).
 *  - The new text is compared with the old as it is written; when they
 *    are the same the temporary file is removed and the file is left
 *    alone: same inode, same modification time (as gofmt -w).
 *  - Before the rename the temporary file is given the owner and group
 *    of the old (fchown), its extended attributes (libattr's
 *    attr_copy_fd: every attribute but those /etc/xattr.conf says to
 *    skip, so the POSIX ACLs, which live in system.posix_acl_access, go
 *    too), then its mode (fchmod, last: a chown clears the set-user-ID
 *    bit, and with an ACL the group bits are the ACL's mask, which the
 *    ACL copied a moment before set to the old mask already). The result
 *    is checked with fstat; where anything could not be kept, the
 *    temporary file is removed and the file is left as it was, with an
 *    error.
 *  - Signals: SIGHUP, SIGINT, SIGQUIT and SIGTERM are blocked from before
 *    the temporary file exists until it is renamed or removed. A handler
 *    would need the temporary file's name in global state and could do
 *    nothing but async-signal-safe cleanup; blocked, the signal waits
 *    while the writing loop looks for it (sigpending) before every write
 *    and gives up when one has come, so the temporary file is removed and
 *    the file is left as it was; when the mask is restored the signal
 *    takes its usual effect. SIGXFSZ (a file size limit, ulimit -f) is
 *    blocked as well, which makes write(2) fail with EFBIG: that is
 *    reported like any other write error, and the SIGXFSZ our own write
 *    raised is taken off (sigtimedwait) before the mask is restored, so
 *    that the command ends with its message and exit status 2.
 */
#define _GNU_SOURCE
#include <attr/error_context.h>
#include <attr/libattr.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/xattr.h>
#include <time.h>
#include <unistd.h>
#include "cli/cli.h"

/* Writes compared with the file's bytes (o->orig), o->differs set at
 * the first that is not the same. */
static void
compare(struct cli_output *o, const char *buf, size_t size)
{
	char chunk[4096];
	size_t done = 0, n;

	while (done < size && !o->differs) {
		n = size - done < sizeof chunk ? size - done : sizeof chunk;
		if (fread(chunk, 1, n, o->orig) != n ||
		    memcmp(chunk, buf + done, n) != 0)
			o->differs = 1;
		done += n;
	}
}

/* --check: a stream whose writes are only compared. */
static ssize_t
compare_write(void *cookie, const char *buf, size_t size)
{
	compare(cookie, buf, size);
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

/* --- in place ----------------------------------------------------------- */

/* The signals held off while a temporary file exists. */
static void
held_signals(sigset_t *set)
{
	sigemptyset(set);
	sigaddset(set, SIGHUP);
	sigaddset(set, SIGINT);
	sigaddset(set, SIGQUIT);
	sigaddset(set, SIGTERM);
	sigaddset(set, SIGXFSZ);
}

/* Whether a signal that asks the command to stop is waiting. */
static int
interrupted(const struct cli_output *o)
{
	sigset_t pending;

	if (sigpending(&pending) < 0)
		return 0;
	return (sigismember(&o->watch, SIGHUP) &&
	    sigismember(&pending, SIGHUP)) ||
	    (sigismember(&o->watch, SIGINT) && sigismember(&pending, SIGINT)) ||
	    (sigismember(&o->watch, SIGQUIT) &&
	    sigismember(&pending, SIGQUIT)) ||
	    (sigismember(&o->watch, SIGTERM) && sigismember(&pending, SIGTERM));
}

/* Restores the signal mask, first taking off a SIGXFSZ raised by a write
 * of ours (it was reported as EFBIG). */
static void
release_signals(struct cli_output *o)
{
	static const struct timespec now = { 0, 0 };
	sigset_t xfsz, pending;

	sigemptyset(&xfsz);
	sigaddset(&xfsz, SIGXFSZ);
	if (sigismember(&o->watch, SIGXFSZ) && sigpending(&pending) == 0 &&
	    sigismember(&pending, SIGXFSZ))
		sigtimedwait(&xfsz, NULL, &now);
	sigprocmask(SIG_SETMASK, &o->oldmask, NULL);
}

/* In place: each write goes to the temporary file and is compared with
 * the file as it is. */
static ssize_t
in_place_write(void *cookie, const char *buf, size_t size)
{
	struct cli_output *o = cookie;
	size_t done = 0;
	ssize_t n;

	if (interrupted(o)) {
		errno = EINTR;
		return -1;
	}
	compare(o, buf, size);
	while (done < size) {
		if ((n = write(o->fd, buf + done, size - done)) < 0) {
			if (errno == EINTR)
				continue;
			return -1;
		}
		done += (size_t)n;
	}
	return (ssize_t)size;
}

/* Says why st is not a file to rewrite in place and returns -1, or
 * returns 0. */
static int
refuse(const struct cli_output *o, const char *cmd, const struct stat *st)
{
	if (!S_ISREG(st->st_mode)) {
		cli_error(cmd, _("%s: not rewritten: it is not a regular "
		    "file"), o->path);
		return -1;
	}
	if (st->st_nlink > 1) {
		cli_error(cmd, _("%s: not rewritten: it has several hard "
		    "links, which rewriting it would break"), o->path);
		return -1;
	}
	return 0;
}

/* Opens the file to rewrite (links followed), checked, into o->orig and
 * o->st. */
static int
open_original(struct cli_output *o, const char *cmd)
{
	struct stat st;
	int fd = -1;

	if ((o->target = realpath(o->path, NULL)) == NULL ||
	    stat(o->target, &st) < 0)
		goto fail;
	if (refuse(o, cmd, &st) < 0)
		return -1;
	if ((fd = open(o->target, O_RDONLY | O_NOCTTY | O_NONBLOCK |
	    O_CLOEXEC)) < 0 || fstat(fd, &o->st) < 0)
		goto fail;
	if (refuse(o, cmd, &o->st) < 0) {
		close(fd);
		return -1;
	}
	if ((o->orig = fdopen(fd, "rb")) == NULL)
		goto fail;
	return 0;
fail:
	cli_error_errno(cmd, o->path);
	if (fd >= 0)
		close(fd);
	return -1;
}

static int
open_in_place(struct cli_output *o, const char *cmd)
{
	static const cookie_io_functions_t io = { NULL, in_place_write, NULL,
	    NULL };
	const char *slash;
	size_t dirlen;
	sigset_t held;

	o->fd = -1;
	if (open_original(o, cmd) < 0)
		goto fail;
	slash = strrchr(o->target, '/');
	dirlen = (size_t)(slash - o->target) + 1;	/* realpath: absolute */
	if ((o->tmp = malloc(dirlen + sizeof ".talat-XXXXXX")) == NULL) {
		cli_nomem(cmd);
		goto fail;
	}
	memcpy(o->tmp, o->target, dirlen);
	strcpy(o->tmp + dirlen, ".talat-XXXXXX");
	held_signals(&held);
	sigprocmask(SIG_BLOCK, &held, &o->oldmask);
	/* Watched: those that were not blocked already. */
	sigemptyset(&o->watch);
	for (int s = 1; s < NSIG; s++)
		if (sigismember(&held, s) == 1 &&
		    sigismember(&o->oldmask, s) == 0)
			sigaddset(&o->watch, s);
	if ((o->fd = mkostemp(o->tmp, O_CLOEXEC)) < 0 ||
	    (o->fp = fopencookie(o, "w", io)) == NULL) {
		cli_error_errno(cmd, o->path);
		if (o->fd >= 0) {
			close(o->fd);
			unlink(o->tmp);
		}
		release_signals(o);
		goto fail;
	}
	return 0;
fail:
	if (o->orig != NULL)
		fclose(o->orig);
	free(o->tmp);
	free(o->target);
	o->orig = NULL;
	o->tmp = o->target = NULL;
	return -1;
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
	return open_in_place(o, cmd);
}

/* libattr's error callback: keeps the errno of the first failure. */
struct attr_errors {
	struct error_context ctx;	/* first: the callback gets it */
	int err;
};

static void
attr_error(struct error_context *ctx, const char *fmt, ...)
{
	struct attr_errors *a = (struct attr_errors *)ctx;

	(void)fmt;
	if (a->err == 0)
		a->err = errno != 0 ? errno : EIO;
}

/* Every extended attribute is copied but those the system's
 * /etc/xattr.conf marks "skip"; its "permissions" ones (the ACLs) too. */
static int
copy_check(const char *name, struct error_context *ctx)
{
	return attr_copy_action(name, ctx) != ATTR_ACTION_SKIP;
}

/*
 * Gives the temporary file the owner, group, extended attributes (ACLs
 * among them) and mode of the file it replaces, and checks them. 0, or
 * -1 with errno set.
 */
static int
keep_attributes(struct cli_output *o)
{
	struct attr_errors a = { { attr_error, NULL, NULL }, 0 };
	const char *acl = "system.posix_acl_access";
	struct stat now;

	if (fstat(o->fd, &now) < 0)
		return -1;
	if ((now.st_uid != o->st.st_uid || now.st_gid != o->st.st_gid) &&
	    fchown(o->fd, o->st.st_uid, o->st.st_gid) < 0)
		return -1;
	errno = 0;
	if (attr_copy_fd(o->target, fileno(o->orig), o->tmp, o->fd,
	    copy_check, &a.ctx) != 0) {
		errno = a.err != 0 ? a.err : EIO;
		return -1;
	}
	/* An ACL the new file inherited from its directory's default ACL,
	 * when the old file has none. */
	if (fgetxattr(fileno(o->orig), acl, NULL, 0) < 0 && errno == ENODATA &&
	    fremovexattr(o->fd, acl) < 0 && errno != ENODATA &&
	    errno != ENOTSUP)
		return -1;
	if (fchmod(o->fd, o->st.st_mode & 07777) < 0 || fstat(o->fd, &now) < 0)
		return -1;
	if (now.st_uid != o->st.st_uid || now.st_gid != o->st.st_gid ||
	    (now.st_mode & 07777) != (o->st.st_mode & 07777)) {
		errno = EPERM;
		return -1;
	}
	return 0;
}

/*
 * Writes the rest of the new text and, when `keep` and it is not the old
 * text, renames the temporary file over the file; otherwise removes it.
 * 0, or -1 when the file could not be replaced (said).
 */
static int
close_in_place(struct cli_output *o, const char *cmd, int keep)
{
	int err = 0, attrs = 0, renamed = 0;

	errno = 0;
	if (fflush(o->fp) != 0 || ferror(o->fp))
		err = errno != 0 ? errno : EIO;
	fclose(o->fp);
	if (keep && err == 0 && !o->differs && getc(o->orig) == EOF &&
	    !ferror(o->orig))
		keep = 0;	/* the same text: the file is left alone */
	if (keep && err == 0) {
		if (keep_attributes(o) < 0) {
			err = errno;
			attrs = 1;
		} else if (fsync(o->fd) < 0) {
			err = errno;
		} else if (interrupted(o)) {
			err = EINTR;
		} else if (rename(o->tmp, o->target) < 0) {
			err = errno;
		} else {
			renamed = 1;
		}
	}
	if (!renamed)
		unlink(o->tmp);
	close(o->fd);
	fclose(o->orig);
	if (keep && err != 0) {
		if (attrs)
			cli_error(cmd, _("%s: its owner, group, mode or "
			    "extended attributes could not be kept (%s); the "
			    "file is left as it was"), o->path, strerror(err));
		else
			cli_error(cmd, _("%s: %s; the file is left as it was"),
			    o->path, strerror(err));
	}
	release_signals(o);	/* a signal waiting takes effect here */
	free(o->tmp);
	free(o->target);
	return keep && err != 0 ? -1 : 0;
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
		return close_in_place(o, cmd, keep);
	}
	return 0;
}
