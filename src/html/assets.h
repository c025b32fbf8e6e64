/* SPDX-License-Identifier: ISC */
/* assets.h: the HTML viewer's page, style sheet and script
 * (src/html/viewer.html, viewer.css, the modules of src/html/js/ joined
 * by join.sh), its engine and its message catalogues, compiled in by
 * the build (embed.sh, catalogues.sh). */
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

/*
 * The page's languages: "en" (the English of the sources) and those of
 * the catalogues, separated by spaces; each catalogue (the messages of
 * po/LANG.po that the page and its engine can show, a .mo file in
 * base64) and two of its texts, ending with a NULL lang. Written by
 * src/html/catalogues.sh.
 */
struct viewer_catalogue {
	const char *lang;
	const char *b64;
	size_t len;
	/* The page's title, its description (a meta element) and its line
	 * for a browser without JavaScript (TEXT.pageTitle,
	 * TEXT.pageDescription and TEXT.noScript of src/html/js/i18n.js)
	 * in this language, or NULL where the catalogue does not translate
	 * them. */
	const char *title;
	const char *description;
	const char *noscript;
};
extern const char viewer_langs[];
extern const struct viewer_catalogue viewer_catalogues[];

#endif
