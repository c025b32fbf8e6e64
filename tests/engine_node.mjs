// SPDX-License-Identifier: ISC
// engine_node.mjs: the ES module of the engine (npm/talat.mjs) under
// Node, for tests/engine_node.sh, which compares what it prints with
// talat itself.
//   node engine_node.mjs MODULE check FILE...   per file: the diagnostics
//       as talat check prints them (FILE:LINE:COL: SEV: MSG [CODE]), then
//       the count of games by status as talat check --quiet would not
//   node engine_node.mjs MODULE replay FILE...  per file, game and
//       replayed ply: "FILE GAME K TPN" (K 0: the start)
//   node engine_node.mjs MODULE svg TPN         the picture of a TPN
//   node engine_node.mjs MODULE svg-triangle TPN  the same, the boards
//       around the table
import fs from 'node:fs';
import path from 'node:path';
import url from 'node:url';

const [modPath, what, ...args] = process.argv.slice(2);
const { load } = await import(url.pathToFileURL(path.resolve(modPath)));
const talat = await load();
const out = [];

function diag(file, d) {
	return `${file}:${d.line}:${d.col}: ${d.sev}: ${d.msg}` +
	    (d.code ? ` [${d.code}]` : '');
}

if (what === 'check') {
	for (const file of args) {
		const r = talat.check(fs.readFileSync(file), { name: file });
		const n = [0, 0, 0];
		for (const g of r.games) {
			for (const d of g.diags) out.push(diag(file, d));
			n[['complete', 'unfinished', 'invalid'].indexOf(g.status)]++;
		}
		for (const d of r.diags) out.push(diag(file, d));
		out.push(`${file}: ${r.games.length} game` +
		    (r.games.length === 1 ? '' : 's') +
		    `: ${n[0]} complete, ${n[1]} unfinished, ${n[2]} invalid`);
	}
} else if (what === 'replay') {
	for (const file of args) {
		const r = talat.replay(fs.readFileSync(file));
		r.games.forEach((g, i) => g.tpn.forEach((t, k) =>
		    out.push(`${file} ${i + 1} ${k} ${t}`)));
	}
} else if (what === 'svg' || what === 'svg-triangle') {
	process.stdout.write(talat.svg(args[0],
	    { layout: what === 'svg' ? 'row' : 'triangle' }));
	process.exit(0);
} else {
	console.error('usage: engine_node.mjs MODULE check|replay|svg ...');
	process.exit(2);
}
process.stdout.write(out.join('\n') + '\n');
