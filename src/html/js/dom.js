/* SPDX-License-Identifier: ISC */
/*
 * dom.js: small helpers of the page: elements made and found, the
 * words said to a screen reader, the players' discs and names.
 */
import { text } from './i18n.js';

export const STATUS = ['complete', 'unfinished', 'invalid'];
export const TAG = { W: 'White', B: 'Black', G: 'Grey' };	/* TGN's names */

export function $(id) { return document.getElementById(id); }

export function el(tag, cls, t) {
	const e = document.createElement(tag);
	if (cls) e.className = cls;
	if (t !== undefined) e.textContent = t;
	return e;
}

/* Says lines (one or a list) to a screen reader: the page's one
 * live region (polite), made again each time. */
export function say(lines) {
	const box = $('say');
	if (!box) return;
	box.textContent = '';
	[].concat(lines).forEach(function (s) {
		if (s) box.appendChild(el('p', '', s));
	});
}

/* Around the table, each corner of the picture (text.corner, the
 * engine's) names its player: "White (Ann)" (issue 38). */
export function corners(svg, g) {
	const list = svg ? svg.querySelectorAll('text.corner') : [];
	[].forEach.call(list, function (t) {
		const c = t.getAttribute('class').slice(-1), name = tag(g, TAG[c]);
		t.textContent = name && g.players.indexOf(c) >= 0 ?
		    text(c) + ' (' + iso(name) + ')' : text(c);
	});
}

/* The boards in words (the engine's alt: one sentence a board)
 * into the list ul, after the picture, for a screen reader. */
export function boardsAlt(ul, alt) {
	ul.textContent = '';
	(alt || []).forEach(function (s) {
		ul.appendChild(el('li', '', s));
	});
}

export function disc(c) {
	const d = el('span', 'disc c-' + c);
	d.setAttribute('aria-hidden', 'true');
	return d;
}

/* A name from a record, isolated (FIRST STRONG ISOLATE ... POP
 * DIRECTIONAL ISOLATE) in the text around it: a right-to-left
 * override in a name then reverses none of that text, such as the
 * score after it (issue 34). */
export function iso(s) { return '\u2068' + s + '\u2069'; }

export function tag(g, name) {
	for (let i = 0; i < g.tags.length; i++)
		if (g.tags[i][0] === name) return g.tags[i][1];
	return null;
}

export function button(label, act) {
	const b = el('button', 'linkish', label);
	b.type = 'button';
	b.addEventListener('click', act);
	return b;
}

export function bytesOf(b64) {
	const s = atob(b64), b = new Uint8Array(s.length);
	let i;
	for (i = 0; i < s.length; i++) b[i] = s.charCodeAt(i);
	return b;
}

/* After a move m in a list of moves (node: its link or button): the
 * boards that became dead or were declared frozen after it (m.ev). */
export function moveEvents(node, m) {
	(m.ev || []).forEach(function (ev) {
		node.appendChild(el('span', 'ev', ' ' + text(ev[1] ===
		    'dead' ? 'evDead' : 'evFrozen', ev[0])));
	});
}

/* ... and its comments (m.cm). */
export function moveComments(node, m) {
	(m.cm || []).forEach(function (c) {
		node.appendChild(el('span', 'cm', c));
	});
}
