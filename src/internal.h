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

#endif
