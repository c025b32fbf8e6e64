// SPDX-License-Identifier: ISC
// html_look.mjs: how the page of talat html looks, for tests/html_look.sh
// (headless Chromium through the DevTools protocol on a pipe, with
// tests/browser.mjs): in the light and dark colour schemes and in forced
// colours (Windows' high contrast), at 1280x900 and 390x844.
//
//   node html_look.mjs CHROMIUM LANG GAMES ENTRY OUTDIR [AXE]
//
// GAMES is a page of talat html with a game that has a freeze (its first
// game) and standings, ENTRY a page of talat html --entry; the browser
// prefers the language LANG. Prints one line a finding, for the shell to
// assert:
//   contrast MODE NAME RATIO MIN      a pair of colours that people must
//                                     tell apart, its contrast ratio
//                                     (WCAG 2.1, two decimals, rounded
//                                     down) and the least it may be
//   fits MODE SIZE VIEW WHAT yes|no   something seen whole
//   shift VIEW SCORE                  the layout shift while it loads
//   description TEXT                  the page's meta description
//   phone MODE ARRANGEMENT squares A,B,C labels D,E,F rows G
//                                     on a phone, the boards in a row
//                                     or around the table: the side of
//                                     each board's squares and the size
//                                     of its labels, and of the labels
//                                     of the rows of towers (px)
//   axe MODE VIEW N IDS               axe-core's violations of WCAG 2.1
//                                     A and AA (with AXE, its script)
// and writes the screenshots OUTDIR/look-LANG-MODE-SIZE-VIEW.png.
import fs from 'node:fs';
import path from 'node:path';
import { browser } from './browser.mjs';

const [chromium, lang, games, entry, outdir, axePath] = process.argv.slice(2);
const axe = axePath ? fs.readFileSync(axePath, 'utf8') : null;
const sleep = (ms) => new Promise((ok) => setTimeout(ok, ms));
const b = browser(chromium, 'html_look', ['--hide-scrollbars',
    `--accept-lang=${lang}`, `--lang=${lang}`]);
let session, target;

const ev = (expr) => b.evaluate(expr, session);
const ready = () => b.ready(session);

const MODES = {
	light: [{ name: 'prefers-color-scheme', value: 'light' },
	    { name: 'forced-colors', value: 'none' }],
	dark: [{ name: 'prefers-color-scheme', value: 'dark' },
	    { name: 'forced-colors', value: 'none' }],
	forced: [{ name: 'prefers-color-scheme', value: 'light' },
	    { name: 'forced-colors', value: 'active' }],
};
const SIZES = { wide: [1280, 900], phone: [390, 844] };

// A new tab at url, in mode and size, ready.
async function open(url, mode, size) {
	if (target)
		await b.send('Target.closeTarget', { targetId: target });
	({ targetId: target } = await b.send('Target.createTarget',
	    { url: 'about:blank' }));
	({ sessionId: session } = await b.send('Target.attachToTarget',
	    { targetId: target, flatten: true }));
	await b.send('Page.enable', {}, session);
	await b.send('Emulation.setEmulatedMedia', { features: MODES[mode] },
	    session);
	const [w, h] = SIZES[size];
	await b.send('Emulation.setDeviceMetricsOverride', { width: w,
	    height: h, deviceScaleFactor: 1, mobile: size === 'phone' },
	    session);
	await b.send('Page.addScriptToEvaluateOnNewDocument', { source: `
	    window.__shift = 0;
	    new PerformanceObserver((l) => { for (const e of l.getEntries())
		if (!e.hadRecentInput) window.__shift += e.value; })
		.observe({ type: 'layout-shift', buffered: true });` }, session);
	await b.send('Page.navigate', { url }, session);
	await ready();
	await sleep(150);
}

async function shot(name) {
	const r = await b.send('Page.captureScreenshot', { format: 'png' },
	    session);
	fs.writeFileSync(path.join(outdir, `look-${lang}-${name}.png`),
	    Buffer.from(r.data, 'base64'));
}

// The colours of the page, read in the browser: each pair [name, fg, bg,
// least], fg and bg an element's colour, as [selector, property]; a
// background seen through (transparent, or with alpha) is that of the
// elements behind, composed.
const MEASURE = `(function (pairs) {
	function parse(s) {
		var m = /rgba?\\(([^)]*)\\)/.exec(s);
		if (!m) return null;
		var v = m[1].split(/[ ,/]+/).filter(Boolean).map(Number);
		return [v[0], v[1], v[2], v.length > 3 ? v[3] : 1];
	}
	function over(a, b) {
		return [0, 1, 2].map(function (i) {
			return a[i] * a[3] + b[i] * (1 - a[3]); }).concat([1]);
	}
	function behind(el) {
		var c = [255, 255, 255, 1], stack = [], e;
		for (e = el; e && e.nodeType === 1; e = e.parentElement)
			stack.push(parse(getComputedStyle(e).backgroundColor) ||
			    [0, 0, 0, 0]);
		while (stack.length) {
			var s = stack.pop();
			if (s[3] > 0) c = over(s, c);
		}
		return c;
	}
	function colour(sel, prop) {
		var el = document.querySelector(sel), c;
		if (!el) return null;
		if (prop === 'background') return behind(el);
		c = parse(getComputedStyle(el)[prop]);
		if (!c) return null;
		return c[3] < 1 ? over(c, behind(el.parentElement || el)) : c;
	}
	function lum(c) {
		var v = c.slice(0, 3).map(function (x) {
			x /= 255;
			return x <= 0.04045 ? x / 12.92 :
			    Math.pow((x + 0.055) / 1.055, 2.4);
		});
		return 0.2126 * v[0] + 0.7152 * v[1] + 0.0722 * v[2];
	}
	return pairs.map(function (p) {
		var a = colour(p[1][0], p[1][1]), b = colour(p[2][0], p[2][1]);
		if (!a || !b) return [p[0], 'missing', p[3]];
		var x = lum(a), y = lum(b);
		var r = (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
		return [p[0], (Math.floor(r * 100) / 100).toFixed(2), p[3]];
	});
})`;

const cur = '#plies a[aria-current]';
const PAIRS = [
	['text', ['body', 'color'], ['body', 'background'], 4.5],
	['muted-text', ['#count', 'color'], ['#count', 'background'], 4.5],
	['header-text', ['#page-h', 'color'], ['#page-h', 'background'], 4.5],
	['tab-text', ['#tab-standings', 'color'], ['#tab-standings',
	    'background'], 4.5],
	['selected-tab-text', ['#tab-games', 'color'], ['#tab-games',
	    'background'], 4.5],
	['selected-tab-mark', ['#tab-games', 'background'], ['#tab-standings',
	    'background'], 3],
	['selected-tab-mark-header', ['#tab-games', 'background'], ['#top',
	    'background'], 3],
	['current-game-text', ['#games a[aria-current] .who', 'color'],
	    ['#games a[aria-current]', 'background'], 4.5],
	['current-game-mark', ['#games a[aria-current]', 'borderLeftColor'],
	    ['#games', 'background'], 3],
	['game-status', ['#games .st', 'color'], ['#games .st',
	    'background'], 4.5],
	['ply-text', ['#plies a:not([aria-current])', 'color'],
	    ['#plies', 'background'], 4.5],
	['ply-number', ['#plies .n', 'color'], ['#plies', 'background'], 4.5],
	['current-ply-text', [cur, 'color'], [cur, 'background'], 4.5],
	['current-ply-mark', [cur, 'background'], ['#plies', 'background'], 3],
	['frozen-on-current-ply', [cur + ' .ev', 'color'], [cur,
	    'background'], 4.5],
	['frozen-on-ply', ['#plies a:not([aria-current]) .ev', 'color'],
	    ['#plies', 'background'], 4.5],
	['button-text', ['#first', 'color'], ['#first', 'background'], 4.5],
	['button-border', ['#first', 'borderTopColor'], ['#controls',
	    'background'], 3],
	['focus-ring', ['#first', 'outlineColor'], ['#controls',
	    'background'], 3],
	['disc-white-grey', ['.c-W', 'backgroundColor'], ['.c-G',
	    'backgroundColor'], 3],
	['disc-grey-black', ['.c-G', 'backgroundColor'], ['.c-B',
	    'backgroundColor'], 3],
	['disc-outline', ['.c-W', 'borderTopColor'], ['#scores',
	    'background'], 3],
	['picture-ground', ['#picture svg > rect', 'fill'], ['#picture',
	    'background'], 1],
	['tower-white-grey', ['#WS3 > path', 'fill'], ['#GS3 > path',
	    'fill'], 3],
	['tower-grey-black', ['#GS3 > path', 'fill'], ['#BS3 > path',
	    'fill'], 3],
	['tower-outline', ['#WS3 > path', 'stroke'], ['#picture svg .board',
	    'fill'], 3],
	['ring-white', ['#WL6 > path + path', 'stroke'], ['#WL6 > path',
	    'fill'], 3],
	['ring-grey', ['#GL6 > path + path', 'stroke'], ['#GL6 > path',
	    'fill'], 3],
	['ring-black', ['#BL6 > path + path', 'stroke'], ['#BL6 > path',
	    'fill'], 3],
	['board-label', ['#picture svg text', 'fill'], ['#picture svg > rect',
	    'fill'], 4.5],
	['frozen-label', ['#picture svg .frozen text', 'fill'],
	    ['#picture svg > rect', 'fill'], 4.5],
	['frozen-mark', ['#picture svg .frozen rect', 'stroke'],
	    ['#picture svg .board', 'fill'], 3],
	['move-mark', ['#picture svg .move rect', 'stroke'], ['#picture svg .board',
	    'fill'], 3],
];

async function measure(mode, extra = []) {
	const r = await ev(MEASURE + '(' + JSON.stringify(PAIRS.concat(extra)) +
	    ')');
	for (const [name, ratio, least] of r)
		console.log(`contrast ${mode} ${name} ${ratio} ${least}`);
}

// The first ply of the list with an event (a freeze) made current.
async function atFreeze() {
	const href = await ev(`(function () {
		var e = document.querySelector('#plies a .ev');
		return e ? e.closest('a').getAttribute('href') : '';
	})()`);
	if (href) {
		await ev(`location.hash = ${JSON.stringify(href)}; 1`);
		await sleep(200);
	}
}

async function audit(mode, view) {
	if (!axe)
		return;
	await ev(axe + ';1');
	const v = await ev(`axe.run(document, { runOnly: { type: 'tag',
	    values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })
	    .then(function (r) { return r.violations.map(function (v) {
		return v.id + ':' + v.impact + ':' + v.nodes.length + ':' +
		    v.nodes.slice(0, 3).map(function (n) {
			return n.target.join(' '); }).join('|'); }); })`);
	console.log(`axe ${mode} ${view} ${v.length} ${v.join(' ') || '-'}`);
}

// Whether the element's right edge is inside the window.
const FITS = (sel) => `(function () {
	var l = document.querySelectorAll(${JSON.stringify(sel)}), i;
	if (!l.length) return 'missing';
	for (i = 0; i < l.length; i++)
		if (l[i].getBoundingClientRect().right > innerWidth + 0.5)
			return 'no';
	return 'yes';
})()`;

// The boards of the picture as drawn on the screen (turned, around the
// table): the side of each one's squares and the font size of its rank
// labels, and that of the labels of the rows of towers under them, in
// px.
const BOARDS = `(function () {
	var b = document.querySelectorAll('#picture svg .board'), i, t;
	var s = [], f = [];
	function scale(e) {
		var m = e.getScreenCTM();
		return Math.sqrt(m.a * m.a + m.b * m.b);
	}
	for (i = 0; i < b.length; i++) {
		s.push(Math.floor(b[i].getBBox().width / 5 * scale(b[i])));
		t = b[i].parentNode.querySelector('text[font-size="15"]');
		f.push(Math.floor(parseFloat(getComputedStyle(t).fontSize) *
		    scale(t)));
	}
	// The rows of captured towers: their labels' size (ROW_LABEL, 15
	// units, in src/svg.c), of the first row.
	t = document.querySelector('#picture #pieces > g > use');
	return 'squares ' + s.join(',') + ' labels ' + f.join(',') +
	    ' rows ' + Math.floor(15 * scale(t));
})()`;

const g = 'file://' + path.resolve(games);
const e = 'file://' + path.resolve(entry);
try {
	for (const mode of Object.keys(MODES)) {
		for (const size of Object.keys(SIZES)) {
			await open(g + '#game=1', mode, size);
			if (mode === 'light') {
				console.log(`shift ${size}-game ${(await ev('window.__shift')).toFixed(3)}`);
				if (size === 'wide')
					console.log('description ' + await ev(
					    `document.querySelector('meta[name="description"]').content`));
			}
			await atFreeze();
			await shot(`${mode}-${size}-game`);
			// Each ply of the list on one line with its round's
			// number (the first column as wide as it takes).
			console.log(`fits ${mode} ${size} game ply-heads ${await ev(`(function () {
				var a = document.querySelectorAll('#plies a'), i, n, t;
				for (i = 0; i < a.length; i++) {
					n = a[i].querySelector('.n');
					t = a[i].querySelector('.t');
					if (n && t && n.textContent && Math.abs(
					    n.getBoundingClientRect().top -
					    t.getBoundingClientRect().top) > 1)
						return 'no';
				}
				return a.length > 3 ? 'yes' : 'missing';
			})()`)}`);
			if (size === 'wide') {
				await ev(`document.getElementById('first').focus(); 1`);
				await measure(mode);
				if (mode !== 'forced')
					await audit(mode, 'game');
			} else {
				// Down at the plies: the step controls still at hand.
				await ev(`document.getElementById('plies').scrollIntoView(); 1`);
				await sleep(100);
				const seen = await ev(`(function () {
					var r = document.getElementById('controls').getBoundingClientRect();
					return r.top >= 0 && r.bottom <= innerHeight ? 'yes' : 'no';
				})()`);
				console.log(`fits ${mode} ${size} game controls ${seen}`);
				// The boards as large as the phone allows: a
				// square's side and the rank labels' size, in px.
				console.log(`phone ${mode} row ${await ev(BOARDS)}`);
				await shot(`${mode}-${size}-plies`);
				// Around the table: the picture in the window,
				// its labels readable.
				await ev(`(function (s) { s.value = 'triangle';
				    s.dispatchEvent(new Event('change')); return 1;
				})(document.getElementById('arrange'))`);
				await sleep(150);
				await ev(`document.getElementById('picture').scrollIntoView(); 1`);
				console.log(`phone ${mode} triangle ${await ev(BOARDS)}`);
				console.log(`fits ${mode} ${size} triangle picture ${await ev(FITS('#picture svg'))}`);
				await shot(`${mode}-${size}-triangle`);
				await ev(`(function (s) { s.value = 'row';
				    s.dispatchEvent(new Event('change')); return 1;
				})(document.getElementById('arrange'))`);
			}
			await open(g + '#standings', mode, size);
			console.log(`fits ${mode} ${size} standings last-column ${await ev(FITS('table.standings th:last-child'))}`);
			await shot(`${mode}-${size}-standings`);
			if (size === 'wide' && mode !== 'forced')
				await audit(mode, 'standings');
			await open(e, mode, size);
			await shot(`${mode}-${size}-entry`);
			if (size === 'wide' && mode !== 'forced')
				await audit(mode, 'entry');
		}
	}
} finally {
	await b.close();
}
