// SPDX-License-Identifier: ISC
// html_entry.mjs: drives the entry of a scoresheet in the page of talat
// html (headless Chromium through the DevTools protocol on a pipe: no
// network, no package), for tests/html_entry.sh.
//
//   node html_entry.mjs CHROMIUM PAGE PLAN OUTDIR
//
// PLAN is a JSON list of steps, run in order in one browser profile:
//   { "open": FRAGMENT }          the page at PAGE#FRAGMENT, once ready
//                                 ("early": true: at once, not waiting)
//   { "serve": [FIRST, RATE] }    the pages opened after it served over
//                                 HTTP (127.0.0.1), as a slow network
//                                 brings them: the first FIRST bytes at
//                                 once, then RATE bytes every 50 ms
//   { "enter": FILE, "click": [N...] }  the game of FILE (canonical
//                                 TGN, as talat fmt writes it) entered:
//                                 the page opened at #new=P with its tags
//                                 in order (P its players), then each
//                                 ply or declaration typed with its
//                                 annotation and the comments after it
//                                 (as "type" does), but the Nth plies of
//                                 "click", entered by clicking the
//                                 square they leave and the one they
//                                 reach (their comments typed after);
//                                 the games in progress stay;
//                                 "upto": "freeze" stops before the
//                                 first declaration, "upto": N after
//                                 the Nth ply; "answer": true
//                                 enters each declaration by the
//                                 freeze question's button instead
//   { "typing": TEXT }            TEXT in #ply, an input event, no Enter
//   { "type": [TEXT...] }         each text typed into #ply as a person
//                                 would finish it: the box's value set,
//                                 an input event, a keydown of Enter;
//                                 before a text "freeze XY" the freeze
//                                 question about XY must be showing
//   { "form": {NAME: VALUE...} }  each field NAME of the tags form
//                                 given VALUE (its value set, an input
//                                 event)
//   { "key": KEY }                a keydown of KEY ("Enter", "Tab")
//                                 in #ply
//   { "click": [SQUARE...] }      the squares of the picture clicked
//   { "choose": N }               the Nth did-you-mean choice clicked
//   { "edit": N }                 the Nth move of the list clicked (from
//                                 0), to edit it
//   { "undo": true }              the Undo button clicked
//   { "press": ID }               the button #ID clicked (a download
//                                 goes to OUTDIR/download/; the page's
//                                 confirm() answered yes)
//   { "reload": true }            the page reloaded
//   { "reopen": FRAGMENT }        the tab closed and the page opened in a
//                                 new one at FRAGMENT
//   { "newtab": FRAGMENT }        the page opened in one more tab, at
//                                 FRAGMENT; the steps after it act there
//   { "tab": N }                  the steps after it act in the Nth tab
//                                 open (from 0, in the order opened)
//   { "downloads": "deny" }       the downloads of the tabs blocked from
//                                 now on ("allow": allowed again)
//   { "storage": [SUFFIX, RAW] }  the browser's storage holds RAW under
//                                 the page's key of the entry and SUFFIX
//                                 (none: the one game of the page before)
//   { "clickq": SELECTOR }        the first element SELECTOR clicked
//                                 (the page's confirm() answered yes)
//   { "save": NAME }              #tgn written to OUTDIR/NAME.tgn, the
//                                 message under the box to NAME.msg,
//                                 the questions asked to NAME.ask, the
//                                 games in progress listed to
//                                 NAME.list, the games kept in the
//                                 browser's storage to NAME.kept (their
//                                 TGN, in byte order, each after a line
//                                 "--- kept"), the page's words about
//                                 them (#e-note, #e-conflict, #e-saved)
//                                 to NAME.note, the files downloaded so
//                                 far to NAME.downloads, the game's
//                                 status line and diagnostics to
//                                 NAME.status (one a line), the completions
//                                 offered to NAME.comp (one a line),
//                                 what the page shows of the position
//                                 to NAME.state (the player to act,
//                                 the scores, the boards, the TPN),
//                                 #ply's value to NAME.box, what the
//                                 last copy put on the clipboard to
//                                 NAME.copied, and "shown" to
//                                 NAME.start when the page offers to
//                                 start a game
//   { "size": [W, H, MOBILE] }    the size of the pages opened after it
//   { "shot": NAME }              a screenshot, OUTDIR/NAME.png
//   { "font": PX }                the default font size of the pages
//                                 opened after it (a reader's setting)
//   { "resize": [W, H, MOBILE] }  the tab open now given that size (a
//                                 phone turned), and a resize event
//   { "js": EXPR, "out": NAME }   the value of EXPR (a string) written
//                                 to OUTDIR/NAME
//   { "keys": [KEY...], "out": NAME }  each key pressed as a person
//                                 does (the browser's input, not an
//                                 event of the page's: "Tab",
//                                 "Shift+Tab", "Enter", "ArrowRight",
//                                 "Home"...); after each, a line to
//                                 OUTDIR/NAME: what has the focus (its
//                                 id, else its tag name; BODY when
//                                 nothing has it)
// A text the page refuses (its message in #e-msg) does not stop the
// plan; it is written to OUTDIR/refused, one "TEXT: MESSAGE" a line.
// The keyboard stays in #ply: "enter" puts it there once, as a person
// would click it; a text typed, a ply clicked or a question answered
// after which it is elsewhere is written to OUTDIR/focus.
import fs from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import { browser } from './browser.mjs';

const [chromium, page, planFile, outdir] = process.argv.slice(2);
const plan = JSON.parse(fs.readFileSync(planFile, 'utf8'));
let url = 'file://' + path.resolve(page);
let server = null;

// The page served slowly: FIRST bytes, then RATE bytes each 50 ms.
function serve(first, rate) {
	const body = fs.readFileSync(page);
	server = http.createServer((req, res) => {
		res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8',
		    'Cache-Control': 'no-store' });
		let at = Math.min(first, body.length);
		res.write(body.subarray(0, at));
		const tick = setInterval(() => {
			const to = Math.min(at + rate, body.length);
			res.write(body.subarray(at, to));
			at = to;
			if (at >= body.length) {
				clearInterval(tick);
				res.end();
			}
		}, 50);
		req.on('close', () => clearInterval(tick));
	});
	return new Promise((ok) => server.listen(0, '127.0.0.1', () => {
		url = 'http://127.0.0.1:' + server.address().port + '/page.html';
		ok();
	}));
}

const sleep = (ms) => new Promise((ok) => setTimeout(ok, ms));
const b = browser(chromium, 'html_entry', ['--hide-scrollbars']);
let target, session, size = null, font = null, copied = '', downloads = 'allow';
const tabs = [];

async function ev(expr) {
	const r = await b.send('Runtime.evaluate', { expression: expr,
	    returnByValue: true, awaitPromise: true }, session);
	if (r.exceptionDetails)
		throw new Error(expr.slice(0, 60) + ': ' +
		    JSON.stringify(r.exceptionDetails).slice(0, 400));
	return r.result.value;
}

async function ready() {
	for (let i = 0; i < 3000; i++) {
		await sleep(10);
		try {
			if (await ev("document.body && document.body.getAttribute('data-ready')"))
				return;
		} catch (e) { /* navigating */ }
	}
	throw new Error('the page did not get ready');
}

async function tab(fragment, early) {
	({ targetId: target } = await b.send('Target.createTarget',
	    { url: 'about:blank' }));
	({ sessionId: session } = await b.send('Target.attachToTarget',
	    { targetId: target, flatten: true }));
	await b.send('Page.enable', {}, session);
	await b.send('Browser.setDownloadBehavior', downloads === 'deny' ?
	    { behavior: 'deny' } : { behavior: 'allow',
	    downloadPath: path.resolve(outdir, 'download') });
	// Copy writes the clipboard, which the test reads back: a page
	// may when it has the permission and the focus.
	await b.send('Browser.grantPermissions', { permissions:
	    ['clipboardReadWrite', 'clipboardSanitizedWrite'] });
	await b.send('Emulation.setFocusEmulationEnabled', { enabled: true },
	    session);
	if (size)
		await b.send('Emulation.setDeviceMetricsOverride', { width: size[0],
		    height: size[1], deviceScaleFactor: size[2] ? 2 : 1,
		    mobile: !!size[2] }, session);
	if (font)
		await b.send('Page.setFontSizes', { fontSizes: { standard: font } },
		    session);
	await b.send('Page.navigate', { url: url + '#' + fragment }, session);
	if (!early) await ready();
	tabs.push({ target, session });
}

// The tab of target t closed.
async function closeTab(t) {
	await b.send('Target.closeTarget', { targetId: t });
	const i = tabs.findIndex((x) => x.target === t);
	if (i >= 0) tabs.splice(i, 1);
}

// Types t as the test of issue 27 says; returns the refusal, or ''.
const TYPE = `(function (t) {
	var d = document, box = d.getElementById('ply'), ask = '';
	var q = d.getElementById('e-ask');
	if (!q.hidden && q.querySelector('.yes')) ask = q.querySelector('.yes').textContent;
	box.value = t;
	box.dispatchEvent(new Event('input', { bubbles: true }));
	box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter',
	    bubbles: true, cancelable: true }));
	var msg = box.value === '' ? '' : d.getElementById('e-msg').textContent;
	return JSON.stringify([ask, msg, d.activeElement === box]);
})`;

// The freeze question answered by its button; returns the question.
const ANSWER = `(function () {
	var d = document, q = d.getElementById('e-ask'), yes;
	yes = q.hidden ? null : q.querySelector('.yes');
	if (!yes) return JSON.stringify(['', false]);
	var ask = yes.textContent;
	yes.click();
	return JSON.stringify([ask, d.activeElement === d.getElementById('ply')]);
})`;

// The tags of a game in canonical TGN, and its items: each ply or
// declaration with its annotation and the comments after it (comments
// before the first ply an item of their own).
function record(text) {
	const tags = [], items = [];
	const lines = text.split('\n');
	let i = 0;
	for (; i < lines.length; i++) {
		const m = /^\[([A-Za-z]\w*) "((?:[^"\\]|\\.)*)"\]$/.exec(lines[i]);
		if (!m) break;
		tags.push([m[1], m[2].replace(/\\(.)/g, '$1')]);
	}
	const moves = lines.slice(i).join('\n');
	const tok = moves.match(/\{[^}]*\}|;[^\n]*|\S+/g) || [];
	for (let k = 0; k < tok.length; k++) {
		const t = tok[k];
		if (/^\d+\.$/.test(t)) continue;
		if (/^[{;]/.test(t)) {
			const c = t.charAt(0) === ';' ? t + '\n' : t;
			if (items.length && !items[items.length - 1].lone)
				items[items.length - 1].text += ' ' + c;
			else if (items.length)
				items[items.length - 1].text += ' ' + c;
			else
				items.push({ text: c, lone: true });
		} else if (t === 'freeze') {
			items.push({ text: 'freeze ' + tok[++k], decl: true });
		} else {
			items.push({ text: t, ply: true });
		}
	}
	return { tags, items };
}

// What the page shows of the position: the player to act, a line a
// player of the scores, a line a board, the TPN.
const STATE = `(function (d) {
	var t = function (e) { return e.textContent.replace(/\\s+/g, ' ').trim(); };
	return 'next: ' + t(d.getElementById('e-next')) + '\\n' +
	    [].map.call(d.querySelectorAll('#e-scores tr'), function (r) {
		return 'score: ' + [].map.call(r.children, t).join(' | ') + '\\n';
	    }).join('') +
	    [].map.call(d.querySelectorAll('#e-boards li'), function (r) {
		return 'board: ' + t(r) + '\\n';
	    }).join('') +
	    'tpn: ' + t(d.getElementById('e-tpn')) + '\\n';
}(document))`;

// The TGN of the games kept in the browser's storage, in byte order.
const KEPT = `(function (ls) {
	var out = [], i, k, v;
	for (i = 0; i < ls.length; i++) {
		k = ls.key(i);
		if (k.indexOf('talat-entry ') !== 0) continue;
		try { v = JSON.parse(ls.getItem(k)).tgn; } catch (e) { v = null; }
		out.push('--- kept\\n' + v + (/\\n$/.test(v) ? '' : '\\n'));
	}
	return out.sort().join('');
}(localStorage))`;

// What the page says about the games kept: a line a message (a button
// after " | ").
const NOTE = `['e-note', 'e-conflict', 'e-saved'].map(function (id) {
	var e = document.getElementById(id);
	if (e.hidden || !e.textContent) return '';
	return (e.children.length ? [].map.call(e.children, function (c) {
		return c.textContent.trim();
	}).join(id === 'e-conflict' ? ' | ' : '\\n') : e.textContent) + '\\n';
}).join('')`;

// The games in progress listed, a line each (the time of the last
// change left out).
const LIST = `[].map.call(document.querySelectorAll('#e-list li .who'),
    function (w) {
	return w.textContent.split(' \\u00b7 ').filter(function (s) {
		return !/\\d:\\d/.test(s);
	}).join(' \\u00b7 ') + '\\n';
}).join('')`;

const CLICK = `(function (sq) {
	var r = [].filter.call(document.querySelectorAll(
	    '#e-picture #squares rect'), function (r) {
		return r.textContent === sq;
	})[0];
	r.dispatchEvent(new MouseEvent('click', { bubbles: true }));
})`;

// The keys of "keys": DevTools' key, code and Windows key code.
const KEYS = { Tab: ['Tab', 9], Enter: ['Enter', 13], Escape: ['Escape', 27],
    ArrowLeft: ['ArrowLeft', 37], ArrowUp: ['ArrowUp', 38],
    ArrowRight: ['ArrowRight', 39], ArrowDown: ['ArrowDown', 40],
    Home: ['Home', 36], End: ['End', 35], ' ': ['Space', 32] };

async function press(name) {
	const shift = /^Shift\+/.test(name), key = name.replace(/^Shift\+/, '');
	const [code, vk] = KEYS[key];
	const common = { key, code, windowsVirtualKeyCode: vk,
	    nativeVirtualKeyCode: vk, modifiers: shift ? 8 : 0 };
	await b.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...common },
	    session);
	if (key === 'Enter' || key === ' ')
		await b.send('Input.dispatchKeyEvent', { type: 'char',
		    text: key === 'Enter' ? '\r' : ' ', ...common }, session);
	await b.send('Input.dispatchKeyEvent', { type: 'keyUp', ...common },
	    session);
}

const FOCUS = `(function (a) {
	return !a || a === document.body ? 'BODY' : a.id || a.tagName;
}(document.activeElement))`;

const refused = [];
const asked = [];
const unfocused = [];
try {
	for (const step of plan) {
		if (step.open !== undefined) {
			if (target) await closeTab(target);
			await tab(step.open, step.early);
		} else if (step.serve) {
			await serve(step.serve[0], step.serve[1]);
		} else if (step.reopen !== undefined) {
			await closeTab(target);
			await tab(step.reopen);
		} else if (step.newtab !== undefined) {
			await tab(step.newtab);
		} else if (step.tab !== undefined) {
			({ target, session } = tabs[step.tab]);
			await b.send('Target.activateTarget', { targetId: target });
			await sleep(100);
		} else if (step.downloads) {
			downloads = step.downloads;
			await b.send('Browser.setDownloadBehavior', downloads === 'deny' ?
			    { behavior: 'deny' } : { behavior: 'allow',
			    downloadPath: path.resolve(outdir, 'download') });
		} else if (step.storage) {
			await ev(`localStorage.setItem('talat-entry ' + location.pathname +
			    ${JSON.stringify(step.storage[0])}, ${JSON.stringify(step.storage[1])})`);
		} else if (step.clickq) {
			await ev('window.confirm = function () { return true; }');
			await ev(`document.querySelector(${JSON.stringify(step.clickq)}).click()`);
			await sleep(100);
		} else if (step.reload) {
			await b.send('Page.reload', {}, session);
			await sleep(50);
			await ready();
		} else if (step.type) {
			for (const t of step.type) {
				const [ask, msg, focus] = JSON.parse(await ev(TYPE +
				    '(' + JSON.stringify(t) + ')'));
				if (!focus) unfocused.push(t);
				const m = /^freeze (\S+)/.exec(t);
				if (m)
					asked.push(t + ': ' + (ask.indexOf(m[0]) >= 0 ?
					    'asked' : 'not asked'));
				if (msg) refused.push(t + ': ' + msg);
			}
		} else if (step.enter) {
			const g = record(fs.readFileSync(step.enter, 'utf8'));
			const two = g.tags.some((t) => t[0] === 'Zihin');
			if (target) await closeTab(target);
			await tab('new=' + (two ? 2 : 3) + g.tags.map((t) => '&' +
			    t[0] + '=' + encodeURIComponent(t[1])).join(''));
			await ev("document.getElementById('ply').focus()");
			let n = 0;
			for (const it of g.items) {
				if (step.upto === 'freeze' && it.decl) break;
				if (it.ply && n === step.upto) break;
				const m = /^((WB|BG|GW):[a-e][1-5])[-x]([a-e][1-5])( .*)?$/s.exec(it.text);
				const texts = [it.text];
				if (it.decl && step.answer) {
					const [ask, focus] = JSON.parse(await ev(ANSWER + '()'));
					const d = /^freeze (\S+)/.exec(it.text);
					asked.push(d[0] + ': ' + (ask.indexOf(d[0]) >= 0 ?
					    'asked' : 'not asked'));
					if (!focus) unfocused.push(it.text);
					texts.length = 0;
					if (it.text.length > d[0].length)
						texts.push(it.text.slice(d[0].length).trim());
				}
				if (it.ply && (step.click || []).indexOf(++n) >= 0 && m) {
					await ev(CLICK + '(' + JSON.stringify(m[1]) + ')');
					await ev(CLICK + '(' + JSON.stringify(m[2] + ':' +
					    m[3]) + ')');
					texts.length = 0;
					if (m[4]) texts.push(m[4].trim());
					if (!await ev("document.activeElement === document.getElementById('ply')"))
						unfocused.push(it.text);
				}
				for (const t of texts) {
					const [ask, msg, focus] = JSON.parse(await ev(TYPE + '(' +
					    JSON.stringify(t) + ')'));
					if (!focus) unfocused.push(t);
					const d = /^freeze (\S+)/.exec(t);
					if (d)
						asked.push(d[0] + ': ' + (ask.indexOf(d[0]) >= 0 ?
						    'asked' : 'not asked'));
					if (msg) refused.push(t + ': ' + msg);
				}
			}
		} else if (step.click) {
			for (const sq of step.click)
				await ev(CLICK + '(' + JSON.stringify(sq) + ')');
		} else if (step.typing !== undefined) {
			await ev(`(function (box) {
				box.value = ${JSON.stringify(step.typing)};
				box.dispatchEvent(new Event('input', { bubbles: true }));
			}(document.getElementById('ply')))`);
		} else if (step.key) {
			await ev(`document.getElementById('ply').dispatchEvent(new KeyboardEvent('keydown', { key: ${JSON.stringify(step.key)}, bubbles: true, cancelable: true }))`);
		} else if (step.edit !== undefined) {
			await ev(`document.getElementById('move-${step.edit}').click()`);
		} else if (step.form) {
			await ev(`(function (f) {
				Object.keys(f).forEach(function (n) {
					var i = document.querySelector('#e-tags [name="' + n + '"]');
					i.value = f[n];
					i.dispatchEvent(new Event('input', { bubbles: true }));
				});
			}(${JSON.stringify(step.form)}))`);
		} else if (step.press) {
			await ev('window.confirm = function () { return true; }');
			await ev(`document.getElementById(${JSON.stringify(step.press)}).click()`);
			if (step.press === 'e-copy') {
				await sleep(300);
				copied = await ev('navigator.clipboard.readText()');
			}
			await sleep(300);
		} else if (step.undo) {
			await ev("document.getElementById('e-undo').click()");
		} else if (step.choose !== undefined) {
			await ev(`document.querySelectorAll('#e-msg .choice')[${step.choose}].click()`);
		} else if (step.save) {
			fs.writeFileSync(path.join(outdir, step.save + '.tgn'),
			    await ev("document.getElementById('tgn').textContent"));
			fs.writeFileSync(path.join(outdir, step.save + '.msg'),
			    await ev("[].map.call(document.querySelectorAll('#e-msg p'), function (p) { return p.textContent + '\\n'; }).join('')"));
			fs.writeFileSync(path.join(outdir, step.save + '.ask'),
			    asked.join('\n') + (asked.length ? '\n' : ''));
			fs.writeFileSync(path.join(outdir, step.save + '.list'),
			    await ev(LIST));
			const dl = path.join(outdir, 'download');
			fs.writeFileSync(path.join(outdir, step.save + '.downloads'),
			    (fs.existsSync(dl) ? fs.readdirSync(dl).sort() : [])
			    .map((f) => f + '\n').join(''));
			fs.writeFileSync(path.join(outdir, step.save + '.status'),
			    await ev("[document.getElementById('e-status')].concat([].slice.call(document.querySelectorAll('#e-diags li'))).map(function (e) { return e.textContent + '\\n'; }).join('')"));
			fs.writeFileSync(path.join(outdir, step.save + '.kept'),
			    await ev(KEPT));
			fs.writeFileSync(path.join(outdir, step.save + '.note'),
			    await ev(NOTE));
			fs.writeFileSync(path.join(outdir, step.save + '.comp'),
			    await ev("[].map.call(document.querySelectorAll('#e-comp li[role=option]'), function (li) { return li.textContent + '\\n'; }).join('')"));
			fs.writeFileSync(path.join(outdir, step.save + '.state'),
			    await ev(STATE));
			fs.writeFileSync(path.join(outdir, step.save + '.box'),
			    await ev("document.getElementById('ply').value"));
			fs.writeFileSync(path.join(outdir, step.save + '.copied'),
			    copied);
			fs.writeFileSync(path.join(outdir, step.save + '.start'),
			    await ev("document.getElementById('e-start').hidden ? '' : 'shown\\n'"));
			asked.length = 0;
		} else if (step.size) {
			size = step.size;
		} else if (step.font) {
			font = step.font;
		} else if (step.resize) {
			size = step.resize;
			await b.send('Emulation.setDeviceMetricsOverride', { width: size[0],
			    height: size[1], deviceScaleFactor: size[2] ? 2 : 1,
			    mobile: !!size[2] }, session);
			await sleep(200);
		} else if (step.js !== undefined) {
			fs.writeFileSync(path.join(outdir, step.out),
			    String(await ev(step.js)));
		} else if (step.keys) {
			const seen = [];
			for (const k of step.keys) {
				await press(k);
				await sleep(5);
				seen.push(await ev(FOCUS));
			}
			fs.writeFileSync(path.join(outdir, step.out),
			    seen.join('\n') + '\n');
		} else if (step.shot) {
			await sleep(200);
			const { data } = await b.send('Page.captureScreenshot',
			    { format: 'png' }, session);
			fs.writeFileSync(path.join(outdir, step.shot + '.png'),
			    Buffer.from(data, 'base64'));
		}
	}
	fs.writeFileSync(path.join(outdir, 'refused'), refused.join('\n') +
	    (refused.length ? '\n' : ''));
	fs.writeFileSync(path.join(outdir, 'focus'), unfocused.join('\n') +
	    (unfocused.length ? '\n' : ''));
} finally {
	await b.close();
	if (server) server.close();
}
process.exit(0);
