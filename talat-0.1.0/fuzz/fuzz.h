/* SPDX-License-Identifier: ISC */
/* fuzz.h: what the fuzz targets share. Each target defines
 * LLVMFuzzerTestOneInput; libFuzzer or fuzz/driver.c calls it. */
#ifndef TALAT_FUZZ_H
#define TALAT_FUZZ_H

#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Each target's name (its corpus is fuzz/corpus/NAME, its regressions
 * fuzz/regress/NAME) and the kind of its seeds ("tgn", "tpn", or a
 * directory of fuzz/seeds/), for the replay driver (driver.c). */
extern const char fuzz_name[], fuzz_input[];

/* Reports a broken invariant on stderr and aborts (a finding). */
#if defined(__GNUC__)
__attribute__((noreturn, format(printf, 1, 2)))
#endif
void fuzz_fail(const char *fmt, ...);

/* A growing memory buffer, the output of libyaml's emitter or of a
 * talat_yaml_writer through fuzz_buf_add (a libyaml write handler). */
struct fuzz_buf {
	unsigned char *data;
	size_t len, cap;
};

int fuzz_buf_add(void *ctx, unsigned char *data, size_t n);

#endif
