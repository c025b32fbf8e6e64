/* SPDX-License-Identifier: ISC */
/*
 * list.js: the list of games, its filters and its keys. Only the rows
 * in sight are in the document; the list is one stop of the keyboard
 * (roving focus: the arrow keys choose its row).
 */
import { state } from './state.js';
import { text } from './i18n.js';
import { $, STATUS, el, iso } from './dom.js';
import { who } from './records.js';

/* The games listed: those the filters let through (more: the
 * records arriving, the list left where it was scrolled). */
export function filter(more) {
	const fp = $('f-player').value.trim().toLowerCase();
	const fe = $('f-event').value.trim().toLowerCase();
	const fr = $('f-round').value.trim().toLowerCase();
	const fs = $('f-status').value;
	const all = state.data.games, out = [];
	let i, e;
	for (i = 0; i < all.length; i++) {
		e = all[i];
		if (fs !== '' && String(e.status) !== fs) continue;
		if (fe && e.event.toLowerCase().indexOf(fe) < 0) continue;
		if (fr && e.round.toLowerCase().indexOf(fr) < 0) continue;
		if (fp && !e.names.some(function (n) {
			return n.toLowerCase().indexOf(fp) >= 0;
		})) continue;
		out.push(i);
	}
	state.filtered = out;
	state.rove = Math.max(0, out.indexOf(state.shown.g));
	rowHeight();
	const n = out.length, m = all.length;
	$('count').textContent = state.loading ? text('loadingGames', m,
	    m.toLocaleString(document.documentElement.lang)) :
	    text('count', m, n, m);
	$('fold-s').textContent = text('fold', n, m);
	$('games-in').style.height = n * state.row + 'px';
	if (more !== true) $('games').scrollTop = 0;
	drawList();
}

function listRow(gi) {
	const e = state.data.games[gi], a = el('a');
	/* The page's own address and the game's fragment: followed,
	 * the same document (no reload, from file: as over http); not a
	 * bare fragment, which a checker (axe's skip-link) takes, for a
	 * row drawn above the list's box, for a skip link (issue 38). */
	a.href = location.href.split('#')[0] + '#game=' + (gi + 1);
	a.id = 'game-' + (gi + 1);
	a.appendChild(el('span', 'who', (gi + 1) + '. ' + who(e)));
	const what = el('span', 'what');
	what.appendChild(el('span', 'st st-' + STATUS[e.status],
	    text(STATUS[e.status])));
	const bits = [e.event && iso(e.event), e.round ?
	    text('round', iso(e.round)) : '', e.date && iso(e.date)];
	if (e.plies > 0)
		bits.push(text('plyCount', e.plies, e.plies));
	what.appendChild(document.createTextNode(' ' +
	    bits.filter(Boolean).join(' \u00b7 ')));
	a.appendChild(what);
	/* The row's text, whole (the row ends with an ellipsis). */
	a.title = a.firstChild.textContent + '\n' + what.textContent;
	if (gi === state.shown.g) a.setAttribute('aria-current', 'page');
	a.tabIndex = gi === state.filtered[state.rove] ? 0 : -1;
	return a;
}

/* The height of a row of the list, from the page's font size (a
 * reader's larger default font makes it taller). */
export function rowHeight() {
	const rem = parseFloat(getComputedStyle(document.documentElement)
	    .fontSize) || 16, row = Math.round(3.25 * rem);
	if (row === state.row) return false;
	state.row = row;
	$('games-in').style.height = state.filtered.length * state.row + 'px';
	return true;
}

/* Only the rows in sight are in the document, and the one Tab
 * reaches; move: the focus goes to that one (the arrow keys). */
export function drawList(move) {
	const box = $('games'), inner = $('games-in');
	const from = Math.max(0, Math.floor(box.scrollTop / state.row) - 5);
	const to = Math.min(state.filtered.length,
	    Math.ceil((box.scrollTop + box.clientHeight) / state.row) + 5);
	const at = document.activeElement;
	let i, a, keep = -1;
	/* The focused row outlives the rebuild (issue 38): drawn
	 * again, in sight or not, and given the focus back. */
	if (at && at.parentNode === inner && at.id)
		keep = state.filtered.indexOf(parseInt(at.id.slice(5), 10) - 1);
	if (state.rove >= state.filtered.length) state.rove = 0;
	if (move === true) keep = state.rove;
	inner.textContent = '';
	if (!state.filtered.length) {
		inner.appendChild(el('p', 'empty', text(state.data.games.length ?
		    'noMatch' : 'noGame')));
		return;
	}
	for (i = from; i < to; i++) {
		a = listRow(state.filtered[i]);
		a.style.top = i * state.row + 'px';
		inner.appendChild(a);
		if (i === keep) a.focus({ preventScroll: true });
	}
	/* The row Tab reaches and the row focused, in sight or
	 * not. */
	[state.rove, keep].forEach(function (j, n) {
		if (j < 0 || (j >= from && j < to) || (n && j === state.rove))
			return;
		a = listRow(state.filtered[j]);
		a.style.top = j * state.row + 'px';
		inner.appendChild(a);
		if (j === keep) a.focus({ preventScroll: true });
	});
}

/* The arrow keys, Home, End, Page Up and Page Down move the focus
 * in the list (Enter opens the game focused, as a link does). */
export function listKey(e) {
	const n = state.filtered.length;
	if (!n || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey)
		return;
	const page = Math.max(1, Math.floor($('games').clientHeight / state.row) - 1);
	const to = { ArrowDown: state.rove + 1, ArrowUp: state.rove - 1, Home: 0,
	    End: n - 1, PageDown: state.rove + page, PageUp: state.rove - page }[e.key];
	if (to === undefined) return;
	e.preventDefault();
	state.rove = Math.max(0, Math.min(to, n - 1));
	scrollList(state.rove);
	drawList(true);
}

/* The list scrolled so that its ith row is in sight. */
function scrollList(i) {
	const box = $('games');
	if (i * state.row < box.scrollTop ||
	    (i + 1) * state.row > box.scrollTop + box.clientHeight)
		box.scrollTop = i * state.row - box.clientHeight / 2 + state.row / 2;
}

/* Scrolls the list to game gi when it is listed. */
export function listTo(gi) {
	const i = state.filtered.indexOf(gi);
	if (i < 0) return;
	if (!$('games').contains(document.activeElement)) state.rove = i;
	scrollList(i);
	drawList();
}

/* --- one game -------------------------------------------------- */
