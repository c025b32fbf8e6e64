/* SPDX-License-Identifier: ISC */
/*
 * shim.c: fault injection for tests/fault.sh, preloaded (LD_PRELOAD) into
 * talat. It counts two kinds of calls and makes one of them fail:
 *
 *   TALAT_FAULT_ALLOC=N   the Nth call of malloc, calloc, realloc,
 *                         reallocarray, posix_memalign, aligned_alloc or
 *                         memalign returns NULL (ENOMEM); N+ that one and
 *                         every later one
 *   TALAT_FAULT_SHRINK=N  the Nth realloc that makes a block smaller
 *                         fails (as glibc's fclose of an open_memstream
 *                         stream does when it cuts its buffer to size)
 *   TALAT_FAULT_IO=N      the Nth output call on a file fails with
 *                         TALAT_FAULT_ERRNO (ENOSPC, the default, or
 *                         EIO): write, fsync, fdatasync, rename,
 *                         renameat, close of a descriptor above 2, and
 *                         fopen for writing, fwrite, fputs, fputc, putc,
 *                         fprintf, vfprintf, fflush and fclose on a
 *                         stream that is not stdin, stdout or stderr
 *                         (standard output is tested with /dev/full)
 *   TALAT_FAULT_COUNT=F   at exit, "ALLOCS IOS\n" written to F
 *
 * A failed stream call sets the stream's error indicator, as a failed
 * write(2) under stdio would. (glibc's own writes from inside stdio do
 * not pass through here: the stream calls stand for them.)
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <malloc.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);

static long nalloc, nio, nshrink, alloc_at = -2, io_at = -2, shrink_at;
static int ready;	/* find_real() has run */
static int alloc_on, io_err = ENOSPC;

static void
setup(void)
{
	const char *a, *i, *e, *k;

	if (alloc_at != -2)
		return;
	a = getenv("TALAT_FAULT_ALLOC");
	i = getenv("TALAT_FAULT_IO");
	e = getenv("TALAT_FAULT_ERRNO");
	k = getenv("TALAT_FAULT_SHRINK");
	shrink_at = k != NULL ? atol(k) : -1;
	alloc_at = a != NULL ? atol(a) : -1;
	alloc_on = a != NULL && strchr(a, '+') != NULL;
	io_at = i != NULL ? atol(i) : -1;
	if (e != NULL && strcmp(e, "EIO") == 0)
		io_err = EIO;
}

static int
alloc_fails(void)
{
	if (!ready)
		return 0;
	setup();
	nalloc++;
	if (alloc_at > 0 && (nalloc == alloc_at ||
	    (alloc_on && nalloc > alloc_at))) {
		errno = ENOMEM;
		return 1;
	}
	return 0;
}

void *
malloc(size_t n)
{
	return alloc_fails() ? NULL : __libc_malloc(n);
}

void *
calloc(size_t n, size_t size)
{
	return alloc_fails() ? NULL : __libc_calloc(n, size);
}

void *
realloc(void *p, size_t n)
{
	if (ready && p != NULL && n < malloc_usable_size(p)) {
		setup();
		if (++nshrink == shrink_at) {
			errno = ENOMEM;
			return NULL;
		}
	}
	return alloc_fails() ? NULL : __libc_realloc(p, n);
}

void *
reallocarray(void *p, size_t n, size_t size)
{
	if (size != 0 && n > (size_t)-1 / size) {
		errno = ENOMEM;
		return NULL;
	}
	return alloc_fails() ? NULL : __libc_realloc(p, n * size);
}

int
posix_memalign(void **p, size_t align, size_t n)
{
	void *q;

	if (alloc_fails() || (q = __libc_memalign(align, n)) == NULL)
		return ENOMEM;
	*p = q;
	return 0;
}

void *
aligned_alloc(size_t align, size_t n)
{
	return alloc_fails() ? NULL : __libc_memalign(align, n);
}

void *
memalign(size_t align, size_t n)
{
	return alloc_fails() ? NULL : __libc_memalign(align, n);
}

/* --- output ---------------------------------------------------------- */

static int
io_fails(void)
{
	setup();
	nio++;
	if (nio == io_at) {
		errno = io_err;
		return 1;
	}
	return 0;
}

/* A stream of a file (not the standard ones), whose call may fail. */
static int
stream_fails(FILE *fp)
{
	if (fp == stdin || fp == stdout || fp == stderr || !io_fails())
		return 0;
	fp->_flags |= _IO_ERR_SEEN;
	return 1;
}

/* The C library's own functions, found once before main (no
 * allocation fails then: dlsym may allocate). */
static FILE *(*real_fopen)(const char *, const char *);
static size_t (*real_fwrite)(const void *, size_t, size_t, FILE *);
static int (*real_fputs)(const char *, FILE *);
static int (*real_fputc)(int, FILE *);
static int (*real_putc)(int, FILE *);
static int (*real_vfprintf)(FILE *, const char *, va_list);
static int (*real_fflush)(FILE *);
static int (*real_fclose)(FILE *);

__attribute__((constructor)) static void
find_real(void)
{
	real_fopen = (FILE *(*)(const char *, const char *))
	    dlsym(RTLD_NEXT, "fopen");
	real_fwrite = (size_t (*)(const void *, size_t, size_t, FILE *))
	    dlsym(RTLD_NEXT, "fwrite");
	real_fputs = (int (*)(const char *, FILE *))dlsym(RTLD_NEXT, "fputs");
	real_fputc = (int (*)(int, FILE *))dlsym(RTLD_NEXT, "fputc");
	real_putc = (int (*)(int, FILE *))dlsym(RTLD_NEXT, "putc");
	real_vfprintf = (int (*)(FILE *, const char *, va_list))
	    dlsym(RTLD_NEXT, "vfprintf");
	real_fflush = (int (*)(FILE *))dlsym(RTLD_NEXT, "fflush");
	real_fclose = (int (*)(FILE *))dlsym(RTLD_NEXT, "fclose");
	ready = 1;
}

ssize_t
write(int fd, const void *buf, size_t n)
{
	if (io_fails())
		return -1;
	return syscall(SYS_write, fd, buf, n);
}

int
fsync(int fd)
{
	return io_fails() ? -1 : (int)syscall(SYS_fsync, fd);
}

int
fdatasync(int fd)
{
	return io_fails() ? -1 : (int)syscall(SYS_fdatasync, fd);
}

int
rename(const char *from, const char *to)
{
	return io_fails() ? -1 :
	    (int)syscall(SYS_renameat, AT_FDCWD, from, AT_FDCWD, to);
}

int
renameat(int dfrom, const char *from, int dto, const char *to)
{
	return io_fails() ? -1 :
	    (int)syscall(SYS_renameat, dfrom, from, dto, to);
}

int
close(int fd)
{
	int rc = (int)syscall(SYS_close, fd);

	/* Closed all the same, as Linux does when close fails. */
	if (fd > 2 && rc == 0 && io_fails())
		return -1;
	return rc;
}

FILE *
fopen(const char *path, const char *mode)
{
	if (strpbrk(mode, "wa+") != NULL && io_fails())
		return NULL;
	return real_fopen(path, mode);
}

FILE *
fopen64(const char *path, const char *mode)
{
	return fopen(path, mode);
}

size_t
fwrite(const void *buf, size_t size, size_t n, FILE *fp)
{
	return stream_fails(fp) ? 0 : real_fwrite(buf, size, n, fp);
}

int
fputs(const char *s, FILE *fp)
{
	return stream_fails(fp) ? EOF : real_fputs(s, fp);
}

int
fputc(int c, FILE *fp)
{
	return stream_fails(fp) ? EOF : real_fputc(c, fp);
}

int
putc(int c, FILE *fp)
{
	return stream_fails(fp) ? EOF : real_putc(c, fp);
}

int
vfprintf(FILE *fp, const char *fmt, va_list ap)
{
	return stream_fails(fp) ? -1 : real_vfprintf(fp, fmt, ap);
}

int
fprintf(FILE *fp, const char *fmt, ...)
{
	va_list ap;
	int rc;

	va_start(ap, fmt);
	rc = vfprintf(fp, fmt, ap);
	va_end(ap);
	return rc;
}

int
fflush(FILE *fp)
{
	if (fp != NULL && stream_fails(fp))
		return EOF;
	return real_fflush(fp);
}

int
fclose(FILE *fp)
{
	int fails = fp != stdin && fp != stdout && fp != stderr && io_fails();
	int rc;

	rc = real_fclose(fp);
	if (fails) {
		errno = io_err;
		return EOF;
	}
	return rc;
}

__attribute__((destructor)) static void
report(void)
{
	const char *path = getenv("TALAT_FAULT_COUNT");
	char b[64];
	int fd, n;

	if (path == NULL ||
	    (fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644)) < 0)
		return;
	n = snprintf(b, sizeof b, "%ld %ld\n", nalloc, nio);
	if (syscall(SYS_write, fd, b, (size_t)n) < 0)
		n = 0;
	syscall(SYS_close, fd);
}
