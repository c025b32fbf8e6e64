// SPDX-License-Identifier: ISC
// lighthouse.mjs: Lighthouse (pinned in package.json beside it) on the
// page of talat html, for tests/html_lighthouse.sh (make
// check-lighthouse). The pages are served from this machine's loopback
// address only (127.0.0.1, a port the system chooses), and audited in
// headless Chromium, driven through puppeteer-core (the one Lighthouse
// depends on, pinned by package-lock.json).
//
//   node lighthouse.mjs CHROMIUM DIR [OPTION | PAGE]...
//
// Each PAGE is the name of a file of DIR and a fragment (games.html#game=1),
// audited with the options given before it: --desktop (the first
// default: Lighthouse's desktop settings) or --phone (its default, mobile
// settings: a phone of 412 x 823, a slower processor and network);
// --light (the default) or --dark (the reader's colour scheme dark:
// prefers-color-scheme emulated, as the browser of a reader who chose a
// dark theme reports it). Prints one line a page: "PAGE FORM SCHEME
// accessibility SCORE performance SCORE cls VALUE ground RGB", the scores
// out of 100, RGB the page's background as the browser computed it
// (which tells the scheme was the one asked for), then its failed
// accessibility audits, one a line: "PAGE FORM SCHEME failed ID TITLE
// [SELECTOR]..." (the first three elements that fail it).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktop from 'lighthouse/core/config/desktop-config.js';
import * as launcher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';

const [chromium, dir, ...args] = process.argv.slice(2);
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
const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
let form = 'desktop', scheme = 'light';
try {
	for (const f of args) {
		if (f === '--desktop' || f === '--phone') {
			form = f.slice(2);
			continue;
		}
		if (f === '--light' || f === '--dark') {
			scheme = f.slice(2);
			continue;
		}
		const page = await browser.newPage();
		await page.emulateMediaFeatures([{ name: 'prefers-color-scheme',
		    value: scheme }]);
		const r = await lighthouse(`http://127.0.0.1:${port}/${f}`, {
		    output: 'json', logLevel: 'error',
		    onlyCategories: ['accessibility', 'performance'] },
		    form === 'desktop' ? desktop : undefined, page);
		const ground = await page.evaluate(() =>
		    getComputedStyle(document.body).backgroundColor);
		await page.close();
		const lhr = r.lhr, c = lhr.categories, at = `${f} ${form} ${scheme}`;
		const score = (x) => x && x.score !== null ?
		    Math.round(x.score * 100) : 'none';
		const cls = lhr.audits['cumulative-layout-shift'];
		console.log(`${at} accessibility ${score(c.accessibility)} ` +
		    `performance ${score(c.performance)} cls ` +
		    `${cls && cls.numericValue !== undefined ?
		    cls.numericValue.toFixed(3) : 'none'} ground ` +
		    ground.replace(/ /g, ''));
		for (const ref of c.accessibility.auditRefs) {
			const a = lhr.audits[ref.id];
			if (ref.weight > 0 && a.score !== null && a.score < 1)
				console.log(`${at} failed ${a.id} ${a.title}` +
				    ((a.details && a.details.items) || []).slice(0, 3)
				    .map((i) => ` [${i.node && i.node.selector}]`)
				    .join(''));
		}
		// What moved (phone and desktop alike), for a person to read.
		const ls = lhr.audits['layout-shifts'];
		for (const it of (ls && ls.details && ls.details.items) || [])
			console.error(`${at} shift ${it.score.toFixed(3)} ` +
			    `${it.node && it.node.selector}`);
	}
} finally {
	await browser.disconnect();
	await chrome.kill();
	server.close();
}
