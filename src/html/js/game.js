/* SPDX-License-Identifier: ISC */
/*
 * game.js: the game view: a game opened by the engine, its plies,
 * tags, result, and the position at a ply (boards, scores,
 * diagnostics); stepping through it.
 */
import { state } from './state.js';
import { fieldsOf } from './answers.js';
import { text } from './i18n.js';
import {
	$, TAG, boardsAlt, corners, disc, el, iso, moveComments, moveEvents, tag
} from './dom.js';
import { gameBytes, who } from './records.js';
import { listTo } from './list.js';

function link(gi, g, k) {
	return '#game=' + (gi + 1) + '&ply=' + g.plies[k].n;
}

/* The entry a diagnostic belongs to: -1 for the game as a whole,
 * the last entry for an error after the last valid ply. */
function diagEntry(g, d) {
	let k, best = -1;
	if (d.ply <= 0) return -1;
	for (k = 1; k < g.plies.length; k++)
		if (g.plies[k].n <= d.ply) best = k;
	if (best < 0) best = g.plies.length - 1;
	return best;
}

/* Whether diagnostic d is about the first move not replayed (the
 * one refused), not a ply shown on the boards. */
function diagRest(g, d) {
	return g.rest.length > 0 && d.ply > g.plies[g.plies.length - 1].n;
}

export function showGame(gi) {
	const e = state.data.games[gi], ol = $('plies'), dl = $('tags');
	const opts = { strict: state.data.strict, tiebreak: state.data.tiebreak };
	/** @type {Game} */
	const g = state.engine.open(gameBytes(gi), e.line, opts);
	state.engineHolds = 'view';
	state.shown.game = g;
	state.shown.g = state.shown.last = gi;
	$('continue-a').href = '#game=' + (gi + 1) + '&edit';
	$('continue').hidden = false;
	const prev = document.querySelector('#games a[aria-current]');
	if (prev) prev.removeAttribute('aria-current');
	listTo(gi);
	$('title').textContent = text('title', gi + 1, who(e));
	const st = $('status');
	st.textContent = '';
	st.appendChild(el('span', 'st st-' + g.status, text(g.status)));
	st.appendChild(document.createTextNode(' ' +
	    text('where', state.data.files[e.file], e.number) + (g.zihin ?
	    ' \u00b7 ' + text('twoPlayers') + ' \u00b7 ' +
	    text('zihin', text(g.zihin)) : '')));
	showResult(g);
	dl.textContent = '';
	g.tags.forEach(function (t) {
		dl.appendChild(el('dt', '', t[0]));
		dl.appendChild(el('dd', '', t[1]));
	});
	/* A game with a syntax error: its text as written. */
	$('source').textContent = g.source || '';
	$('as-written').hidden = g.source === undefined;
	ol.textContent = '';
	ol.className = 'p' + g.players.length;
	const marks = g.plies.map(function () { return ''; });
	let restMark = '';
	g.rest = g.rest || [];
	g.diags.forEach(function (d) {
		const k = diagEntry(g, d);
		if (d.sev === 'note' || k < 0)
			return;
		if (diagRest(g, d)) {
			if (restMark !== 'error') restMark = d.sev;
		} else if (marks[k] !== 'error')
			marks[k] = d.sev;
	});
	g.plies.forEach(function (p, k) {
		const li = el('li'), a = el('a');
		a.href = link(gi, g, k);
		a.id = 'ply-' + k;
		/* One stop of the keyboard: the ply shown (showPosition). */
		a.tabIndex = -1;
		if (k === 0) {
			a.appendChild(el('span', 'n', text('start')));
		} else {
			/* Numbered by round, as the sheet counts them
			 * (1. a b c); each ply's number for a screen
			 * reader. */
			a.appendChild(el('span', 'n', p.r ? p.r + '. ' : ''));
			a.appendChild(el('span', 'sr-only', text('plyN', p.n) +
			    ' '));
			a.appendChild(disc(p.c));
			a.appendChild(el('span', 'sr-only', text(p.c) + ' '));
			a.appendChild(el('span', 't', p.t + (p.ann || '')));
		}
		moveEvents(a, p);
		if (marks[k])
			a.appendChild(el('span', 'bad', marks[k] === 'error' ?
			    ' ' + text('markError') : ' \u26a0'));
		moveComments(a, p);
		li.appendChild(a);
		ol.appendChild(li);
	});
	/* The moves after the one refused, as written: shown, not
	 * stepped to (the boards stop before the first). */
	let last = null;
	g.rest.forEach(function (m, i) {
		const li = el('li', 'rest'), s = el('span', 'off');
		s.title = text('notReplayed');
		if (m.d && last) {
			/* A declaration goes with the ply before it. */
			last.appendChild(el('span', 'ev', ' ' + text('declItem',
			    m.t)));
			return;
		}
		if (m.d) li.className += ' decl';
		s.appendChild(el('span', 'n', m.r ? m.r + '. ' : ''));
		if (!m.d)
			s.appendChild(el('span', 'sr-only', text('plyN', m.n) +
			    ' '));
		s.appendChild(el('span', 't', (m.d ? text('declItem', m.t) :
		    m.t) + (m.ann || '')));
		last = s;
		if (i === 0 && restMark)
			s.appendChild(el('span', 'bad', restMark === 'error' ?
			    ' ' + text('markError') : ' \u26a0'));
		moveComments(s, m);
		li.appendChild(s);
		ol.appendChild(li);
	});
}

/* The result of a complete game, under its heading from its first
 * ply on (issue 38): its winners and their points. */
function showResult(g) {
	const p = $('result');
	let pts;
	/* The line is kept (empty) for a game without a result: the
	 * board under it stays where it is. */
	p.textContent = '\u00a0';
	if (g.status !== 'complete' || !g.winners.length) return;
	const end = state.engine.position(g.plies.length - 1).s;
	const names = g.winners.map(function (c) {
		const name = tag(g, TAG[c]);
		pts = end[g.players.indexOf(c)];
		return name ? text(c) + ' (' + iso(name) + ')' : text(c);
	});
	p.textContent = text(names.length > 1 ? 'resultShared' :
	    'resultWin', pts, pts, names.length === 1 ? names[0] :
	    names.length === 2 ? text('two', names[0], names[1]) :
	    text('three', names[0], names[1], names[2]));
}

function showScores(g, k, s) {
	scoresTable($('scores'), g, k === g.plies.length - 1 &&
	    g.status === 'complete', s);
}

/* The scores s (in turn order) of game g into table t; end: the
 * final scores, with the winners. */
export function scoresTable(t, g, end, s) {
	t.textContent = '';
	t.appendChild(el('caption', 'sr-only',
	    text(end ? 'finalScores' : 'scoresNow')));
	g.players.forEach(function (c, i) {
		const tr = el('tr'), th = el('th');
		const name = tag(g, TAG[c]);
		th.appendChild(disc(c));
		th.appendChild(document.createTextNode(name ?
		    text(c) + ' (' + iso(name) + ')' : text(c)));
		th.scope = 'row';
		tr.appendChild(th);
		tr.appendChild(el('td', '', String(s[i])));
		tr.appendChild(el('td', '', end && g.winners.indexOf(c)
		    >= 0 ? text(g.winners.length > 1 ? 'sharedWin' :
		    'winner') : ''));
		t.appendChild(tr);
	});
}

function showDiags(g, k) {
	const ul = $('diags');
	ul.textContent = '';
	g.diags.forEach(function (d) {
		const at = diagEntry(g, d);
		if (at !== -1 && at !== k) return;
		ul.appendChild(el('li', d.sev + (at === k ? ' here' : ''),
		    text('diagLine', d.line, d.col, text(d.sev), d.msg) +
		    (d.code ? ' [' + d.code + ']' : '')));
	});
	ul.parentNode.hidden = !ul.firstChild;
}

export function showPosition(k) {
	const gi = state.shown.g, g = state.shown.game, p = g.plies[k];
	/** @type {Position} */
	const pos = state.engine.position(k);
	$('pieces').innerHTML = pos.svg;
	$('tpn').textContent = pos.tpn;
	boardsList($('boards'), pos.fields);
	const svg = document.querySelector('#picture svg');
	svg.setAttribute('aria-label', k ? text('boardsAfter', p.n) :
	    text('boardsStart'));
	corners(svg, g);
	boardsAlt($('alt'), pos.alt);
	$('now').textContent = k ? text('nowPly', p.n, text(p.c),
	    p.t + (p.ann || '')) : text('start');
	const cur = document.querySelector('#plies a[aria-current]');
	const inList = $('plies').contains(document.activeElement);
	if (cur) {
		cur.removeAttribute('aria-current');
		cur.tabIndex = -1;
	}
	const a = $('ply-' + k), box = $('plies');
	a.setAttribute('aria-current', 'step');
	/* The list of plies is one stop of the keyboard, the ply
	 * shown; the focus in it follows the ply shown. */
	a.tabIndex = 0;
	if (inList) a.focus({ preventScroll: true });
	if (a.offsetTop < box.scrollTop || a.offsetTop +
	    a.offsetHeight > box.scrollTop + box.clientHeight)
		box.scrollTop = a.offsetTop - box.clientHeight / 2;
	$('first').disabled = $('prev').disabled = k === 0;
	$('next').disabled = $('last').disabled =
	    k === g.plies.length - 1;
	showScores(g, k, pos.s);
	showDiags(g, k);
	document.title = k ? text('docTitlePly', gi + 1, p.n) :
	    text('docTitle', gi + 1);
	state.shown.k = k;
}

/**
 * A position's fields, listed: each board's TPN field, who acts,
 * the captured towers, the frozen boards.
 * @param {HTMLElement} ul
 * @param {string[]} fields the engine's (Position, EntryAt)
 */
export function boardsList(ul, fields) {
	const f = fieldsOf(fields);
	ul.textContent = '';
	['WB', 'BG', 'GW'].forEach(function (b, i) {
		const li = el('li', '', text('board', b) + ' ');
		li.appendChild(el('code', '', f.boards[i]));
		ul.appendChild(li);
	});
	ul.appendChild(el('li', '', f.toAct === '-' ? text('over') :
	    text('toAct', text(f.toAct))));
	ul.appendChild(el('li', '', text('captured', f.captured)));
	ul.appendChild(el('li', '', f.frozen === '-' ? text('noFrozen') :
	    text('frozen', f.frozen)));
}

export function show(gi, k) {
	if (gi !== state.shown.g) showGame(gi);
	showPosition(Math.max(0, Math.min(k, state.shown.game.plies.length - 1)));
}

/* --- entering a scoresheet ------------------------------------- */

/* The entry for ply number n: that ply, or the last before it. */
export function entryOf(g, n) {
	let k, best = 0;
	if (n === undefined || !/^\d+$/.test(n))
		return g.plies.length - 1;
	n = parseInt(n, 10);
	for (k = 0; k < g.plies.length; k++)
		if (g.plies[k].n <= n) best = k;
	return best;
}

/* Steps without filling the history: the fragment still tells where. */
export function step(to) {
	const g = state.shown.game;
	if (!g) return;
	to = Math.max(0, Math.min(to, g.plies.length - 1));
	if (to === state.shown.k) return;
	if (history.replaceState)
		history.replaceState(null, '', link(state.shown.g, g, to));
	showPosition(to);
}

/* --- standings ------------------------------------------------- */
