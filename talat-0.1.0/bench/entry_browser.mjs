// SPDX-License-Identifier: ISC
// entry_browser.mjs: times the entry of a scoresheet in the page of talat
// html (issue 27's targets), in headless Chromium driven through the
// DevTools protocol on a pipe. For bench/entry_bench.sh.
//
//   node bench/entry_browser.mjs CHROMIUM PAGE GAME.tgn...
//
// Each game (canonical TGN, as talat fmt writes it) is entered in a
// fresh browser: its plies and declarations, without their annotations
// and comments, typed one character at a time into #ply (each key: the
// box's value set and an input event, timed until the page is laid out
// again: the completions and the squares they mark), then Enter (timed
// likewise: the ply checked by the engine, the game replayed, the page
// drawn and the game stored). Prints, per game, "key N MEDIAN P95 MAX"
// and "enter N MEDIAN P95 MAX" (ms, wall time), the same of the CPU time
// of the page's main thread, "key-cpu" and "enter-cpu" (the events'
// thread durations in a trace of the browser: the input or keydown
// dispatched, and the style and layout forced after it; steadier than
// wall time on a loaded machine), and "keys PLIES TYPED LEAST": the
// plies and declarations, the characters of their texts, and the keys
// it takes to enter them when each is typed only until it is the one
// match left (Enter takes it) and then Enter: one Enter each.
import fs from 'node:fs';
import path from 'node:path';
import { browser } from '../tests/browser.mjs';

const [chromium, page, ...games] = process.argv.slice(2);

const sleep = (ms) => new Promise((ok) => setTimeout(ok, ms));

// The game's tags and the texts of its plies and declarations.
function record(text) {
	const tags = [];
	const lines = text.split('\n');
	let i = 0;
	for (; i < lines.length; i++) {
		const m = /^\[([A-Za-z]\w*) "((?:[^"\\]|\\.)*)"\]$/.exec(lines[i]);
		if (!m) break;
		tags.push([m[1], m[2].replace(/\\(.)/g, '$1')]);
	}
	const tok = lines.slice(i).join('\n').replace(/\{[^}]*\}|;[^\n]*/g,
	    ' ').match(/\S+/g) || [];
	const items = [];
	for (let k = 0; k < tok.length; k++) {
		if (/^\d+\.$/.test(tok[k])) continue;
		if (tok[k] === 'freeze') items.push('freeze ' + tok[++k]);
		else items.push(tok[k].replace(/[!?]+$/, ''));
	}
	return { tags, items };
}

const ENTER = `(function (items) {
	var d = document, box = d.getElementById('ply'), keys = [], enters = [];
	var least = 0, typed = 0, s, i, k, t, opts;
	function now() { return performance.now(); }
	for (i = 0; i < items.length; i++) {
		t = items[i];
		var first = 0;
		for (k = 1; k <= t.length; k++) {
			box.value = t.slice(0, k);
			s = now();
			box.dispatchEvent(new Event('input', { bubbles: true }));
			d.body.offsetHeight;
			keys.push(now() - s);
			opts = d.querySelectorAll('#e-comp li[role=option]');
			if (!first && opts.length === 1 && opts[0].textContent === t)
				first = k;
		}
		typed += t.length;
		least += (first || t.length) + 1;
		s = now();
		box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter',
		    bubbles: true, cancelable: true }));
		d.body.offsetHeight;
		enters.push(now() - s);
		if (box.value !== '')
			return 'refused ' + t + ': ' + d.getElementById('e-msg').textContent;
	}
	function stats(a) {
		a = a.slice().sort(function (x, y) { return x - y; });
		return a.length + ' ' + a[a.length >> 1].toFixed(2) + ' ' +
		    a[Math.floor(a.length * 0.95)].toFixed(2) + ' ' +
		    a[a.length - 1].toFixed(2);
	}
	return 'key ' + stats(keys) + '\\nenter ' + stats(enters) +
	    '\\nkeys ' + items.length + ' ' + typed + ' ' + least;
})`;

// The main thread's CPU time of each input and keydown dispatched, and of
// the style and layout forced after it (not those inside it), in ms.
function cpu(trace) {
	const all = (trace.traceEvents || trace).filter((e) => e.ph === 'X' &&
	    e.tdur !== undefined);
	const main = all.filter((e) => e.name === 'EventDispatch' &&
	    e.args && e.args.data && /^(input|keydown)$/.test(e.args.data.type));
	if (!main.length) return 'key-cpu 0\nenter-cpu 0';
	const tid = main[0].tid;
	const evs = all.filter((e) => e.tid === tid && (e.name === 'EventDispatch' ?
	    main.indexOf(e) >= 0 : /^(Layout|UpdateLayoutTree)$/.test(e.name)))
	    .sort((a, b) => a.ts - b.ts);
	const keys = [], enters = [];
	let cur = null, end = 0;
	for (const e of evs) {
		if (e.name === 'EventDispatch') {
			cur = { type: e.args.data.type, t: e.tdur };
			(cur.type === 'input' ? keys : enters).push(cur);
			end = e.ts + e.dur;
		} else if (cur && e.ts >= end) {
			cur.t += e.tdur;
		}
	}
	const stats = (a) => {
		a = a.map((x) => x.t / 1000).sort((x, y) => x - y);
		return a.length + ' ' + a[a.length >> 1].toFixed(2) + ' ' +
		    a[Math.floor(a.length * 0.95)].toFixed(2) + ' ' +
		    a[a.length - 1].toFixed(2);
	};
	return 'key-cpu ' + stats(keys) + '\nenter-cpu ' + stats(enters);
}

for (const file of games) {
	const g = record(fs.readFileSync(file, 'utf8'));
	const two = g.tags.some((t) => t[0] === 'Zihin');
	const frag = 'new=' + (two ? 2 : 3) + g.tags.map((t) => '&' + t[0] +
	    '=' + encodeURIComponent(t[1])).join('');
	const b = browser(chromium, 'entry_bench');
	try {
		const { targetId } = await b.send('Target.createTarget', { url: 'about:blank' });
		const { sessionId } = await b.send('Target.attachToTarget', { targetId, flatten: true });
		const ev = async (expr) => (await b.send('Runtime.evaluate',
		    { expression: expr, returnByValue: true, awaitPromise: true },
		    sessionId)).result.value;
		await b.send('Emulation.setDeviceMetricsOverride', { width: 1280,
		    height: 900, deviceScaleFactor: 1, mobile: false }, sessionId);
		await b.send('Page.navigate', { url: 'file://' + path.resolve(page) + '#' + frag }, sessionId);
		let ready = null;
		for (let i = 0; i < 6000 && !ready; i++) {
			await sleep(10);
			try {
				ready = await ev("document.body && document.body.getAttribute('data-ready')");
			} catch (e) { /* navigating */ }
		}
		await b.send('Tracing.start', { categories: 'devtools.timeline',
		    transferMode: 'ReturnAsStream' });
		console.log(await ev(ENTER + '(' + JSON.stringify(g.items) + ')'));
		await b.send('Tracing.end');
		let done;
		while (!(done = b.events.find((m) => m.method === 'Tracing.tracingComplete')))
			await sleep(20);
		let text = '', chunk;
		do {
			chunk = await b.send('IO.read', { handle: done.params.stream });
			text += chunk.base64Encoded ?
			    Buffer.from(chunk.data, 'base64').toString() : chunk.data;
		} while (!chunk.eof);
		console.log(cpu(JSON.parse(text)));
	} finally {
		await b.close();
	}
}
process.exit(0);
