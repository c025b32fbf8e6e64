// SPDX-License-Identifier: ISC
// lighthouse.mjs: Lighthouse (pinned in package.json beside it) on the
// page of talat html, for tests/html_lighthouse.sh (make
// check-lighthouse). The pages are served from this machine's loopback
// address only (127.0.0.1, a port the system chooses), and audited in
// headless Chromium with Lighthouse's desktop settings.
//
//   node lighthouse.mjs CHROMIUM DIR PAGE...
//
// Each PAGE is the name of a file of DIR and a fragment (games.html#game=1).
// Prints one line a page: "PAGE accessibility SCORE performance SCORE
// cls VALUE", the scores out of 100, then its failed accessibility
// audits, one a line: "PAGE failed ID TITLE".
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktop from 'lighthouse/core/config/desktop-config.js';
import * as launcher from 'chrome-launcher';

const [chromium, dir, ...pages] = process.argv.slice(2);
const names = new Set(fs.readdirSync(dir).filter((n) => n.endsWith('.html')));
const server = http.createServer((req, res) => {
	const name = decodeURIComponent(req.url.slice(1).split('?')[0]);
	if (names.has(name)) {
		res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
		res.end(fs.readFileSync(path.join(dir, name)));
	} else {
		res.writeHead(404);
		res.end();
	}
});
await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
const port = server.address().port;
const chrome = await launcher.launch({ chromePath: chromium,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu',
    '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync'] });
try {
	for (const f of pages) {
		const r = await lighthouse(`http://127.0.0.1:${port}/${f}`, {
		    port: chrome.port, output: 'json', logLevel: 'error',
		    onlyCategories: ['accessibility', 'performance'] }, desktop);
		const lhr = r.lhr, c = lhr.categories;
		const score = (x) => x && x.score !== null ?
		    Math.round(x.score * 100) : 'none';
		const cls = lhr.audits['cumulative-layout-shift'];
		console.log(`${f} accessibility ${score(c.accessibility)} ` +
		    `performance ${score(c.performance)} cls ` +
		    `${cls && cls.numericValue !== undefined ?
		    cls.numericValue.toFixed(3) : 'none'}`);
		for (const ref of c.accessibility.auditRefs) {
			const a = lhr.audits[ref.id];
			if (ref.weight > 0 && a.score !== null && a.score < 1)
				console.log(`${f} failed ${a.id} ${a.title}`);
		}
	}
} finally {
	await chrome.kill();
	server.close();
}
