/* SPDX-License-Identifier: ISC */
/*
 * internal.h: what libtalat keeps to itself. A function declared
 * TALAT_INTERNAL is shared between the library's own files but not
 * exported from the shared library (which exports talat_* names only:
 * Makefile.am, -export-symbols-regex); a test that needs one links the
 * static library.
 */
#ifndef TALAT_INTERNAL_H
#define TALAT_INTERNAL_H

#if defined(__GNUC__) && !defined(_WIN32)
#define TALAT_INTERNAL __attribute__((visibility("hidden")))
#else
#define TALAT_INTERNAL
#endif

#include <errno.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

/*
 * The one growth of an array (library, program and WebAssembly engine):
 * makes room for at least `need` elements of `size` bytes in *pp (a
 * pointer to the array's pointer), whose capacity is *cap elements,
 * doubling from `first` when *cap is 0. Returns 0, or -1 with errno
 * ENOMEM when the allocation fails or when the count of bytes would not
 * fit in a size_t (on 32-bit wasm too): then *pp and *cap are intact.
 * Static inline, so that the program (which sees only talat_* of the
 * shared library) and the engine use the same code.
 */
static inline int
tl_grow(void *pp, size_t *cap, size_t need, size_t size, size_t first)
{
	void **p = pp, *q;
	size_t n = *cap ? *cap : (first ? first : 1);

	if (need <= *cap)
		return 0;
	while (n < need) {
		if (n > SIZE_MAX / 2)
			goto overflow;
		n *= 2;
	}
	if (size != 0 && n > SIZE_MAX / size)
		goto overflow;
	if ((q = realloc(*p, n * size)) == NULL) {
		errno = ENOMEM;
		return -1;
	}
	*p = q;
	*cap = n;
	return 0;
overflow:
	errno = ENOMEM;
	return -1;
}

#endif
