/* SPDX-License-Identifier: ISC */
/* fuzz_util.c: helpers shared by the fuzz targets. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "fuzz.h"

void
fuzz_fail(const char *fmt, ...)
{
	va_list ap;

	fputs("fuzz: invariant broken: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	fflush(stderr);
	abort();
}

int
fuzz_buf_add(void *ctx, unsigned char *data, size_t n)
{
	struct fuzz_buf *b = ctx;
	unsigned char *nd;
	size_t cap;

	if (b->len + n > b->cap) {
		cap = b->cap ? b->cap : 4096;
		while (cap < b->len + n)
			cap *= 2;
		if ((nd = realloc(b->data, cap)) == NULL)
			fuzz_fail("out of memory");
		b->data = nd;
		b->cap = cap;
	}
	memcpy(b->data + b->len, data, n);
	b->len += n;
	return 1;
}
