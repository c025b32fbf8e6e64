// SPDX-License-Identifier: ISC
// html_browser.mjs: times the page of talat html in headless Chromium,
// driven through the DevTools protocol on a pipe (--remote-debugging-pipe:
// no network, no package). For bench/html_bench.sh.
//
//   node bench/html_browser.mjs CHROMIUM PAGE RUNS GAMES_TO_VISIT
//
// Prints, for each of RUNS fresh browsers: "ready MS" (the page's own
// performance.now() when it showed game 1: from the start of the
// navigation), "step MEDIAN P95 MAX" (200 clicks on Next, each timed
// from the click to the position laid out, in ms), "heap-open BYTES" (the page's
// JavaScript heap once game 1 is shown) and "heap-visited BYTES" (after
// GAMES_TO_VISIT other games were shown, one after another, and a garbage
// collection).
import path from 'node:path';
import { browser } from '../tests/browser.mjs';

const [chromium, page, runs = '3', visit = '200'] = process.argv.slice(2);

const sleep = (ms) => new Promise((ok) => setTimeout(ok, ms));

async function one() {
	const b = browser(chromium, 'html_bench',
	    ['--enable-precise-memory-info', '--js-flags=--expose-gc']);
	try {
		const { targetId } = await b.send('Target.createTarget', { url: 'about:blank' });
		const { sessionId } = await b.send('Target.attachToTarget', { targetId, flatten: true });
		const ev = async (expr) => (await b.send('Runtime.evaluate',
		    { expression: expr, returnByValue: true, awaitPromise: true },
		    sessionId)).result.value;
		await b.send('Page.navigate', { url: 'file://' + path.resolve(page) + '#game=1' }, sessionId);
		let ready = null;
		for (let i = 0; i < 6000 && !ready; i++) {
			await sleep(10);
			try {
				ready = await ev("document.body && document.body.getAttribute('data-ready')");
			} catch (e) { /* navigating */ }
		}
		// data-first: the first game shown (the rest of the page may
		// still arrive); data-ready: the page whole.
		const first = await ev("document.body.getAttribute('data-first')");
		const heapOpen = await ev('gc(), performance.memory.usedJSHeapSize');
		const steps = await ev(`(function () {
			var t = [], k, s, d = document;
			for (k = 0; k < 200; k++) {
				if (d.getElementById('next').disabled) d.getElementById('first').click();
				s = performance.now();
				d.getElementById('next').click();
				d.body.offsetHeight;
				t.push(performance.now() - s);
			}
			t.sort(function (a, b) { return a - b; });
			return t[t.length >> 1].toFixed(2) + ' ' +
			    t[Math.floor(t.length * 0.95)].toFixed(2) + ' ' +
			    t[t.length - 1].toFixed(2);
		}())`);
		const heapVisited = await ev(`new Promise(function (ok) {
			var n = ${Number(visit)}, i = 0;
			var games = [].reduce.call(document.querySelectorAll('script.part'),
			    function (g, p) { return g + JSON.parse(p.textContent).games.length; }, 0);
			(function next() {
				if (i++ >= n) { gc(); return ok(performance.memory.usedJSHeapSize); }
				location.hash = '#game=' + (1 + Math.floor(i * games / n) % games) + '&ply=' + (i % 60);
				setTimeout(next, 0);
			}());
		})`);
		return { first, ready, steps, heapOpen, heapVisited };
	} finally {
		await b.close();
	}
}

for (let r = 0; r < Number(runs); r++) {
	const o = await one();
	console.log(`first ${o.first}\nready ${o.ready}\nstep ${o.steps}\nheap-open ${o.heapOpen}\nheap-visited ${o.heapVisited}`);
}
process.exit(0);
