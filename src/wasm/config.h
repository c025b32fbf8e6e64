/* SPDX-License-Identifier: ISC */
/* config.h of the WebAssembly engine (src/wasm/engine.c): the library
 * built for wasm32-wasi takes this one, not configure's. Its messages go
 * through tl_gettext (src/wasm/i18n.c). */
#define PACKAGE "talat"
#define VERSION "0.1.0"
#define ENABLE_NLS 1
#define LOCALEDIR ""
