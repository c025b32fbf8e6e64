/* SPDX-License-Identifier: ISC */
/*
 * page.js: what the page shows: the URL fragment read (#game=G&ply=N,
 * #standings, #entry=ID, #new=N), the tabs, where the focus goes when
 * what had it goes away, the boards' arrangement.
 */
import { entry, state } from './state.js';
import { text } from './i18n.js';
import { $ } from './dom.js';
import { entryOf, show, showGame, showPosition } from './game.js';
import { buildStandings } from './standings.js';
import { entryCursor, entryEdit, entryNew, entryOpen } from './entry.js';

function parseFragment() {
	const out = {};
	location.hash.replace(/^#/, '').split('&').forEach(function (kv) {
		const i = kv.indexOf('=');
		if (i > 0) out[kv.slice(0, i)] = kv.slice(i + 1);
		else if (kv) out[kv] = '';
	});
	return out;
}

/* The names of the fragment, in order. */
function fragmentNames() {
	return location.hash.replace(/^#/, '').split('&').map(
	    function (kv) {
		return kv.split('=')[0];
	});
}

export function fromFragment() {
	const f = parseFragment(), had = document.activeElement;
	let gi = 0;
	$('e-note').textContent = '';
	$('e-note').hidden = true;
	state.pending = false;
	if (f.standings !== undefined ||
	    (!location.hash.replace('#', '') && state.data.event)) {
		tab('standings');
		state.pending = state.loading;
		return;
	}
	if (f['new'] !== undefined) {
		tab('entry');
		entryNew(f, fragmentNames().filter(function (n) {
			return n !== 'new';
		}));
		return;
	}
	if (f.edit !== undefined && /^\d+$/.test(f.game || '') &&
	    state.data.games.length) {
		tab('entry');
		entryEdit(Math.min(Math.max(parseInt(f.game, 10), 1),
		    state.data.games.length) - 1);
		return;
	}
	if (f.entries !== undefined) {
		tab('entry');
		entryOpen(null);
		return;
	}
	/* The game asked for, or the first, not there yet. */
	if (state.loading && !state.data.entry && f.entry === undefined &&
	    state.data.games.length < (/^\d+$/.test(f.game || '') ?
	    parseInt(f.game, 10) : 1)) {
		tab('games');
		$('status').textContent = text('waiting');
		state.pending = true;
		return;
	}
	if (f.entry !== undefined || (!location.hash.replace('#', '') &&
	    (state.data.entry || !state.data.games.length))) {
		tab('entry');
		entryOpen(f.entry);
		return;
	}
	tab('games');
	if (!state.data.games.length) {
		$('status').textContent = text('noGame');
		return;
	}
	if (/^\d+$/.test(f.game || ''))
		gi = Math.min(Math.max(parseInt(f.game, 10), 1),
		    state.data.games.length) - 1;
	if (gi !== state.shown.g || !state.shown.game) showGame(gi);
	show(gi, entryOf(state.shown.game, f.ply));
	/* For tests and bench/html_bench.sh: the first game shown,
	 * so many ms after the page was opened (data-ready: the
	 * page whole). */
	if (!document.body.hasAttribute('data-first'))
		document.body.setAttribute('data-first',
		    String(Math.round(performance.now())));
	/* A game chosen in the list: its heading takes the focus,
	 * and on a phone the page scrolls to it, above the board. */
	if (state.chosen) {
		state.chosen = false;
		openAtTitle();
		return;
	}
	/* Focus lost with what was hidden or drawn again (a player
	 * chosen in the standings) goes to the game's heading, never
	 * to the body (issue 38). */
	if (had && had !== document.body) keepFocus();
}

function phone() {
	return !!(window.matchMedia &&
	    matchMedia('(max-width: 48rem)').matches);
}

/* After a change of the window (a phone turned): the focus kept
 * where the reader can go on from, once the reader has put it
 * somewhere. */
export function refocus() {
	if (state.focused && state.focused !== document.body) keepFocus();
}

export function openAtTitle() {
	$('title').focus({ preventScroll: true });
	if (phone())
		$('title').scrollIntoView({ block: 'start' });
	else if ($('title').scrollIntoViewIfNeeded)
		$('title').scrollIntoViewIfNeeded();
}

/*
 * The focus where the reader can go on from, when what had it was
 * taken away, hidden or folded (a list drawn again, a tab changed,
 * a phone turned): the game's heading in the game view, the ply
 * box (else the heading) in the entry, the tab of the standings;
 * never the body (issue 38).
 */
function keepFocus() {
	const now = document.activeElement;
	let to;
	if (now && now !== document.body && now.getClientRects().length)
		return;
	const tabNow = document.body.getAttribute('data-tab');
	if (tabNow === 'entry')
		to = $('ply').getClientRects().length ? $('ply') :
		    $('e-title');
	else if (tabNow === 'standings')
		to = $('tab-standings');
	else
		to = $('title');
	to.focus({ preventScroll: true });
}

/*
 * The tabs of the header: WAI-ARIA's tabs pattern, activated by hand.
 * The tab shown is the tablist's one stop of Tab (tabIndex 0, the others
 * -1); from a tab the arrow keys, Home and End move the focus between
 * them (round), showing nothing, and Enter or Space (a click) shows the
 * tab focused: showing a tab changes the fragment and may move the focus
 * (the ply box of the entry), which the arrow keys must not.
 */
const TABS = ['games', 'standings', 'entry'];

/* Tab which shown (its panel, and its button selected). */
function tab(which) {
	const st = which === 'standings', en = which === 'entry';
	TABS.forEach(function (t) {
		const on = t === 'standings' ? st : t === 'entry' ? en : !st && !en;
		$('tab-' + t).setAttribute('aria-selected', String(on));
		$('tab-' + t).tabIndex = on ? 0 : -1;
	});
	$('standings').hidden = !st;
	$('game').hidden = st || en;
	$('entry').hidden = !en;
	$('fold').hidden = st || en;
	document.body.setAttribute('data-tab', which);
	if (st && !state.standings)
		$('standings').textContent = text('waiting');
	else if (st && !$('standings').querySelector('section, p'))
		buildStandings();
	if (which !== 'standings') placePicture(en);
}

/* The arrow keys, Home and End on a tab: the focus to another tab. */
function tabKey(e) {
	const n = TABS.length;
	const i = TABS.map(function (t) { return $('tab-' + t); })
	    .indexOf(e.target);
	if (i < 0 || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey)
		return;
	const to = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0,
	    End: n - 1 }[e.key];
	if (to === undefined) return;
	e.preventDefault();
	$('tab-' + TABS[(to + n) % n]).focus();
}

/* The tabs' keys and clicks (each a fragment), and their stop of Tab
 * before the first fragment is shown. */
export function wireTabs() {
	TABS.forEach(function (t) {
		const b = $('tab-' + t);
		b.tabIndex = b.getAttribute('aria-selected') === 'true' ? 0 : -1;
	});
	$('tabs').addEventListener('keydown', tabKey);
	$('tab-games').addEventListener('click', function () {
		goTo(this, '#game=' + (state.shown.last + 1) +
		    (state.shown.game ? '&ply=' +
		    state.shown.game.plies[state.shown.k].n : ''));
	});
	$('tab-standings').addEventListener('click', function () {
		goTo(this, '#standings');
	});
	$('tab-entry').addEventListener('click', function () {
		goTo(this, entry.g && entry.rev !== null ? '#entry=' +
		    entry.id : '#entry');
	});
}

/* The fragment of a tab: the tab keeps the focus, which the browser
 * takes away when the fragment names an element (#standings). */
function goTo(b, hash) {
	location.hash = hash;
	if (document.activeElement === document.body) b.focus();
}

/* The one picture goes where it is shown: the game viewed, or the
 * game entered (over whose boards lie the squares to click). */
function placePicture(en) {
	const svg = document.querySelector('#picture svg, #e-picture svg');
	const home = $(en ? 'e-picture' : 'picture');
	if (svg && svg.parentNode !== home) home.appendChild(svg);
	if (!en && state.shown.game && state.shown.k >= 0) showPosition(state.shown.k);
}

/* --- the page -------------------------------------------------- */

/* The boards in a row or around the table: the engine's frame of
 * that layout, and the position shown drawn again in it. */
export function arrange(how) {
	const en = document.body.getAttribute('data-tab') === 'entry';
	const home = $(en ? 'e-picture' : 'picture');
	state.engine.layout(how);
	$('picture').textContent = '';
	$('e-picture').textContent = '';
	home.innerHTML = state.engine.frame() + '<g id="pieces"></g>' +
	    '<g id="squares">' + state.engine.squares() + '</g></svg>';
	const svg = home.querySelector('svg');
	svg.setAttribute('role', 'img');
	svg.removeAttribute('width');
	svg.removeAttribute('height');
	document.body.setAttribute('data-boards', how);
	if (en && entry.g) entryCursor();
	else if (state.shown.game) showPosition(state.shown.k);
}
