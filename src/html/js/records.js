/* SPDX-License-Identifier: ISC */
/*
 * records.js: the records and their index as they arrive (the parts
 * of the page after the script), each game's text cut out of them.
 */
import { state } from './state.js';
import { gameEntry, standingsOf } from './answers.js';
import { text } from './i18n.js';
import { $, iso } from './dom.js';
import { filter } from './list.js';
import { buildStandings } from './standings.js';
import { fromFragment } from './page.js';

/**
 * The players of a game: "Ann \u2013 Ben \u2013 Cid".
 * @param {GameEntry} e
 * @returns {string}
 */
export function who(e) {
	return e.colours.split('').map(function (c, i) {
		return e.names[i] ? iso(e.names[i]) : text(c);
	}).join(' \u2013 ');
}

/* The bytes of game gi's text, cut out of the records, their
 * escapes undone (put_record in src/cli/cmd_html.c). */
const UNESCAPE = { e: 0x1b, r: 0x0d, 0: 0, l: 0x3c };
export function gameBytes(gi) {
	const s = gameText(gi), enc = new TextEncoder();
	if (s.indexOf('\x1b') < 0) return enc.encode(s);
	const chunks = [];
	let n = 0, at = 0, i, b;
	for (i = s.indexOf('\x1b'); i >= 0; i = s.indexOf('\x1b', at)) {
		chunks.push(enc.encode(s.slice(at, i)));
		b = s.charAt(i + 1);
		if (b === 'x') {
			chunks.push([parseInt(s.substr(i + 2, 2), 16)]);
			at = i + 4;
		} else {
			chunks.push([UNESCAPE[b]]);
			at = i + 2;
		}
	}
	chunks.push(enc.encode(s.slice(at)));
	chunks.forEach(function (p) { n += p.length; });
	const out = new Uint8Array(n);
	n = 0;
	chunks.forEach(function (p) { out.set(p, n); n += p.length; });
	return out;
}

/* The text of game gi as it is in the page: only that part of the
 * records is read (substringData), never the whole. */
function gameText(gi) {
	const e = state.data.games[gi];
	return e.text.substringData(e.at, e.length);
}

/*
 * The parts of the records arrived whole since the last call (a
 * part is whole once something follows it): their files and games
 * added to the index, each game with the text of its part. Whether
 * any came.
 */
function takeParts() {
	const list = document.querySelectorAll('script.part');
	let p, d, node;
	const n = state.data.games.length;
	for (; state.parts < list.length; state.parts++) {
		p = list[state.parts];
		if (state.loading && !p.nextSibling) break;
		try {
			d = JSON.parse(p.textContent);
		} catch (e) {
			break;
		}
		node = p.previousElementSibling.firstChild ||
		    document.createTextNode('');
		state.data.files = state.data.files.concat(d.files);
		d.games.forEach(function (e) {
			state.data.games.push(gameEntry(e, node));
		});
	}
	return state.data.games.length !== n;
}

/* Records arrived: the list made longer, the line that counts
 * them, and the game asked for shown once it is there. */
export function arrived() {
	if (takeParts()) filter(true);
	if (state.engine && state.pending) fromFragment();
	if (!state.loading && state.engine && !document.body.hasAttribute(
	    'data-ready'))
		/* For tests and bench/html_bench.sh: the page whole
		 * and its game shown, so many ms after it was
		 * opened. */
		document.body.setAttribute('data-ready',
		    String(Math.round(performance.now())));
}

/* The last part arrived, and the standings. */
export function loaded() {
	state.loading = false;
	state.standings = standingsOf(JSON.parse(
	    $('standings-data').textContent));
	/* talat html --event: the event's section, which talat writes
	 * after the records (rounds, tables, standings: HTML in
	 * talat's language), is the Standings tab. */
	const ev = $('event');
	if (ev) {
		$('standings').textContent = '';
		$('standings').appendChild(ev);
	}
	$('count').removeAttribute('aria-busy');
	takeParts();
	filter(true);
	if (document.body.getAttribute('data-tab') === 'standings' && !ev)
		buildStandings();
	arrived();
}

/* --- the list of games ----------------------------------------- */
