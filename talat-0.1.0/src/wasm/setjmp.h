/* SPDX-License-Identifier: ISC */
/*
 * setjmp.h of the WebAssembly engine: wasi-libc has none. The reader
 * (src/reader.c) jumps out of the scanner with longjmp only when memory
 * runs out; in the engine that cannot be caught, and it stops the engine
 * with a trap instead, which the JavaScript wrapper reports (an out of
 * memory error; the page makes a new engine). setjmp always returns 0.
 */
#ifndef TALAT_WASM_SETJMP_H
#define TALAT_WASM_SETJMP_H
typedef int jmp_buf[1];
#define setjmp(b) ((void)(b), 0)
#define longjmp(b, v) ((void)(b), (void)(v), __builtin_trap())
#endif
