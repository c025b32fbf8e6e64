/* SPDX-License-Identifier: ISC */
/*
 * module.js: the exports of the ES module talat.mjs, which the build
 * makes of src/wasm/engine.js followed by this file (see README.md in
 * src/wasm/ for the package).
 *
 *   const talat = await load();        // talat.wasm beside this file,
 *   const talat = await load(bytes);   // or the bytes of it
 *   talat.check(text, opts)   every game of a file as talat check sees it
 *   talat.replay(text, opts)  the same, with the TPN of the position
 *                             after each replayed ply (the start first)
 *   talat.svg(tpn, opts)      the picture of a position, as talat show
 *                             --format svg draws it ({ layout:
 *                             'triangle' }: the boards around the table)
 */
export async function load(source) {
	let bytes = source;
	if (bytes === undefined) {
		const url = new URL('./talat.wasm', import.meta.url);
		if (url.protocol === 'file:') {
			const fs = await import('node:fs/promises');
			bytes = await fs.readFile(url);
		} else {
			bytes = await (await fetch(url)).arrayBuffer();
		}
	}
	const t = await talatEngine(bytes);
	return {
		check: (text, opts) =>
		    t.records(text, (opts || {}).name, opts, 0),
		replay: (text, opts) =>
		    t.records(text, (opts || {}).name, opts, 1),
		svg: (tpn, opts) => {
			t.layout((opts || {}).layout);
			return t.svg(tpn);
		},
		engine: t
	};
}
