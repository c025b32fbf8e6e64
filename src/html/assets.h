/* SPDX-License-Identifier: ISC */
/* assets.h: the HTML viewer's page, style sheet and script
 * (src/html/viewer.html, viewer.css, viewer.js) and its engine, compiled
 * in by the build
 * (embed.sh). */
#ifndef TALAT_HTML_ASSETS_H
#define TALAT_HTML_ASSETS_H

#include <stddef.h>

extern const char viewer_html[];
extern const size_t viewer_html_len;
extern const char viewer_css[];
extern const size_t viewer_css_len;
extern const char viewer_js[];
extern const size_t viewer_js_len;
/* The engine's script (src/wasm/engine.js) and the engine, talat.wasm in
 * base64 (empty in a build configured with --disable-wasm). */
extern const char viewer_engine_js[];
extern const size_t viewer_engine_js_len;
extern const char viewer_engine_b64[];
extern const size_t viewer_engine_b64_len;

#endif
