/* SPDX-License-Identifier: ISC */
/*
 * entry.js: the entry of a scoresheet (the tab "Enter a game"): a game
 * begun, continued or resumed, shown with its moves and the position
 * at the cursor; undo, the choice when another tab changed it.
 */
import { entry, state } from './state.js';
import { text } from './i18n.js';
import {
	$, TAG, boardsAlt, button, corners, disc, el, moveComments, moveEvents,
	tag
} from './dom.js';
import { gameBytes } from './records.js';
import { boardsList, scoresTable } from './game.js';
import {
	GAME_KEY, MAX_NEW_TAGS, checked, discard, downloaded, entryNote,
	kept, keptGame, newId, store
} from './entry_store.js';
import { buildTags } from './entry_tags.js';
import { entryComplete, entryRefused, entryTake } from './entry_input.js';

function entryOpts() {
	return { strict: state.data.strict, tiebreak: state.data.tiebreak };
}

function nameOf(g, c) {
	const n = tag(g, TAG[c]);
	return n ? text(c) + ' (' + n + ')' : text(c);
}

/* The game g, new or of the page, as a new game in progress. */
function entryBegin(g, origin) {
	state.engineHolds = 'entry';
	entry.g = g;
	entry.id = newId();
	entry.rev = null;
	entry.conflict = null;
	entry.undo = [];
	entry.saved = null;
	entry.savedAs = '';
	entry.pristine = g.tgn;
	entry.origin = origin;
	entry.cut = g.cut || null;
	entry.cursor = -1;
	entry.insert = false;
	entry.dismissed = {};
	$('e-saved').textContent = '';
	store();
	$('e-tags-fold').open = !g.moves.length;
	buildTags();
	entryShow();
	/* A new game starts at its tags (the form's first field). */
	if (g.moves.length || g.tags.length)
		$('ply').focus();
	else
		$('e-tags').querySelector('input, select').focus();
}

/* #new=N&Tag=value...: a new game of N players with those tags (the
 * first MAX_NEW_TAGS). */
export function entryNew(f, order) {
	/** @type {EntryState} */
	let g = state.engine.entryNew(f['new'] === '2' ? 2 : 3, entryOpts());
	if (order.length > MAX_NEW_TAGS) {
		order = order.slice(0, MAX_NEW_TAGS);
		entryNote(text('tagsCut', MAX_NEW_TAGS));
	}
	order.forEach(function (name) {
		let v;
		try {
			v = decodeURIComponent(f[name] || '');
		} catch (e) {
			return;
		}
		if (!v) return;
		/** @type {EntryState|Refusal} */
		const r = state.engine.entryTag(name, v);
		if (!r.refused) g = r;
	});
	entryBegin(g, 0);
	if (g.tags.length) $('ply').focus();
}

/* #game=G&edit: game G of the page, to go on with. */
export function entryEdit(gi) {
	entryBegin(state.engine.entryOpen(gameBytes(gi), entryOpts()), gi + 1);
}

/* The game kept in the browser (st, checked), as it was left. */
function entryResume(st) {
	entry.g = state.engine.entryOpen(st.tgn, entryOpts());
	state.engineHolds = 'entry';
	entry.id = st.id;
	entry.rev = st.rev;
	entry.conflict = null;
	entry.undo = st.undo;
	entry.saved = st.saved;
	entry.savedAs = st.savedAs;
	entry.pristine = st.pristine;
	entry.origin = st.origin;
	entry.cut = null;
	entry.cursor = -1;
	entry.insert = false;
	entry.dismissed = {};
	$('e-saved').textContent = '';
	if (st.lost) entryNote(text('undoLost'));
	$('e-tags-fold').open = !entry.g.moves.length;
	buildTags();
}

/* The engine's open game made the entered one again, after a game
 * was viewed (whose replay it held). */
function entryEngine() {
	if (state.engineHolds !== 'entry' && entry.g)
		entry.g = state.engine.entryOpen(entry.g.tgn, entryOpts());
	state.engineHolds = 'entry';
	state.shown.g = -1;
	state.shown.game = null;
}

/* A new state from the engine: kept, stored, shown. */
export function entryChanged(g, before) {
	if (before !== undefined && before !== g.tgn)
		entry.undo.push(before);
	entry.g = g;
	store();
	entryShow();
}

export function entryUndo() {
	let prev;
	do
		prev = entry.undo.pop();
	while (prev !== undefined && prev === entry.g.tgn);
	if (prev === undefined) return;
	entryEngine();
	entry.g = state.engine.entryOpen(prev, entryOpts());
	entry.cursor = -1;
	entry.insert = false;
	store();
	buildTags();
	entryShow();
	$('e-msg').textContent = '';
}

export function entryDiscard() {
	if (!discard({ id: entry.id, tgn: entry.g.tgn, saved: entry.saved,
	    savedAs: entry.savedAs }))
		return;
	history.replaceState(null, '', '#entries');
	entryShow();
}

/*
 * The storage event: a game kept changed in another tab or window.
 * The list of games is made again; the game shown, changed there or
 * discarded there, is not taken over silently: the reader chooses.
 */
export function entryStorage(e) {
	let st;
	if (!e.key || e.key.indexOf(GAME_KEY) !== 0) return;
	if (!entry.g || !state.engine) {
		if (document.body.getAttribute('data-tab') === 'entry')
			entryShow();
		return;
	}
	if (e.key !== GAME_KEY + entry.id) return;
	if (e.newValue === null)
		entry.conflict = { gone: true };
	else if (!(st = checked(e.newValue)))
		return;
	else if (st.tgn === entry.g.tgn) {
		entry.rev = st.rev;	/* the same game: nothing to choose */
		entry.conflict = null;
	} else {
		st.id = entry.id;
		entry.conflict = st;
	}
	entryConflict();
}

/* The choice between this tab's version and the other's. */
function entryConflict() {
	const box = $('e-conflict'), c = entry.conflict;
	box.textContent = '';
	box.hidden = !c;
	if (!c) return;
	box.appendChild(el('p', '', text(c.gone ? 'goneElsewhere' :
	    'changedElsewhere', c.who || '')));
	if (c.gone) {
		box.appendChild(button(text('keepHere'), function () {
			entry.rev = null;
			entry.conflict = null;
			store();
			entryConflict();
		}));
		box.appendChild(button(text('letGo'), function () {
			entry.g = null;
			entry.id = entry.rev = entry.conflict = null;
			history.replaceState(null, '', '#entries');
			entryShow();
		}));
		return;
	}
	box.appendChild(button(text('takeTheirs'), function () {
		entryResume(c);
		entryShow();
	}));
	box.appendChild(button(text('keepMine'), function () {
		entry.id = newId();
		entry.rev = null;
		entry.conflict = null;
		store();
		entryNote(text('keptSeparate'));
		entryConflict();
	}));
}

/* The games in progress, each to go on with or to discard. */
function entryList() {
	const ul = $('e-list'), list = kept();
	ul.textContent = '';
	$('e-kept').hidden = !list.length;
	list.forEach(function (st) {
		const li = el('li');
		li.appendChild(el('span', 'who', (st.who || st.tgn.slice(0, 40)) +
		    (st.time ? ' \u00b7 ' + new Date(st.time).toLocaleString(
		    document.documentElement.lang) : '') +
		    (downloaded(st) ? '' : ' \u00b7 ' + text('notDownloaded'))));
		li.appendChild(document.createTextNode(' '));
		const go = el('a', 'button go', text('keepIt'));
		go.href = '#entry=' + encodeURIComponent(st.id);
		li.appendChild(go);
		li.appendChild(document.createTextNode(' '));
		li.appendChild(button(text('discardIt'), function () {
			if (discard(st)) entryShow();
		}));
		li.lastChild.className = 'drop';
		ul.appendChild(li);
	});
}

/* --- the game shown -------------------------------------------- */

export function entryShow() {
	const st = $('e-status');
	if (entry.g) entryEngine();
	const g = entry.g;
	const start = !g;
	$('e-start').hidden = !start;
	$('e-hint').hidden = !state.data.games.length;
	['e-board-side', 'e-record-side'].forEach(function (id) {
		$(id).hidden = start;
	});
	st.textContent = '';
	entryConflict();
	if (start) {
		entryList();
		document.title = text('entryTitle');
		return;
	}
	/* An unfinished game is in progress till its record says it
	 * ends (a Termination tag) or it is downloaded: till then the
	 * diagnostics that only say it is not over are not shown. */
	const going = g.status === 'unfinished' && !downloaded({
	    tgn: g.tgn, saved: entry.saved }) &&
	    tag(g, 'Termination') === null;
	st.appendChild(el('span', 'st st-' + g.status, text(going ?
	    'inProgress' : g.status)));
	st.appendChild(document.createTextNode(' ' + [g.zihin ?
	    text('twoPlayers') + ' \u00b7 ' + text('zihin', text(g.zihin)) :
	    text('threePlayers'),
	    entry.origin ? text('continued', entry.origin) : '']
	    .filter(Boolean).join(' \u00b7 ')));
	if (entry.cut)
		st.appendChild(el('span', 'cut', ' ' + text('cut',
		    entry.cut[0], entry.cut[1])));
	document.title = text('entryTitle');
	/* A new game: its tags before the boards on a narrow screen
	 * (viewer.css), till its first ply. */
	if (g.moves.length) $('entry').removeAttribute('data-fresh');
	else $('entry').setAttribute('data-fresh', '');
	entryPlies();
	$('tgn').textContent = g.tgn;
	const ul = $('e-diags');
	ul.textContent = '';
	g.diags.forEach(function (d) {
		if (going && (d.code === 'unfinished-game' ||
		    d.code === 'claim-unfinished'))
			return;
		ul.appendChild(el('li', d.sev, text(d.sev) + ': ' + d.msg +
		    (d.code ? ' [' + d.code + ']' : '')));
	});
	$('e-undo').disabled = !entry.undo.length;
	entryCursor();
}

/* The moves: a row a round; a click edits one. */
function entryPlies() {
	const g = entry.g, ol = $('e-plies');
	let i, li, key, more = null;
	const cur = ol.querySelector('[aria-current]');
	/* The items as they are (a list, not the live collection,
	 * which would be counted again after each change: quadratic). */
	const items = [].slice.call(ol.children), n = items.length;
	ol.className = 'p' + g.players.length;
	if (cur) cur.removeAttribute('aria-current');
	/* Only the items that changed are made again: entering a ply
	 * adds one, and leaves the list laid out as it was. */
	for (i = 0; i < g.moves.length; i++) {
		key = i + JSON.stringify(g.moves[i]) + (i === g.stop ? ' stop ' +
		    g.status : i > g.stop ? ' off' : '');
		if (i < n && items[i].getAttribute('data-key') === key)
			continue;
		li = plyItem(g, i);
		li.setAttribute('data-key', key);
		if (i < n)
			ol.replaceChild(li, items[i]);
		else
			(more || (more = document.createDocumentFragment()))
			    .appendChild(li);
	}
	if (more) ol.appendChild(more);
	for (i = n - 1; i >= g.moves.length; i--)
		ol.removeChild(items[i]);
	const k = entryCursorMove();
	if (k < g.moves.length)
		$('move-' + k).setAttribute('aria-current', 'step');
	/* Scrolled once laid out for the next frame, not laid out
	 * twice now. */
	requestAnimationFrame(function () {
		const a = $('move-' + k);
		if (!a) {
			ol.scrollTop = ol.scrollHeight;
			return;
		}
		if (a.offsetTop < ol.scrollTop || a.offsetTop +
		    a.offsetHeight > ol.scrollTop + ol.clientHeight)
			ol.scrollTop = a.offsetTop - ol.clientHeight / 2;
	});
}

/* Item i of the list of moves. */
function plyItem(g, i) {
	const m = g.moves[i], li = el('li', m.d ? 'decl' : '');
	const b = el('button');
	b.type = 'button';
	b.id = 'move-' + i;
	if (m.d) {
		b.appendChild(el('span', 't', text('declItem', m.t)));
	} else {
		b.appendChild(el('span', 'n', m.n + '. '));
		if (m.c) {
			b.appendChild(disc(m.c));
			b.appendChild(el('span', 'sr-only', text(m.c) + ' '));
		}
		b.appendChild(el('span', 't', m.t + (m.ann || '')));
	}
	moveEvents(b, m);
	moveComments(b, m);
	if (i === g.stop && g.status === 'invalid')
		b.appendChild(el('span', 'bad', ' ' + text('markError')));
	if (i > g.stop) li.className += ' off';
	if (i === g.stop) li.className += ' stop';
	li.appendChild(b);
	return li;
}

/* The move the cursor stands before: the one edited, the first
 * that no longer fits, or the end. */
export function entryCursorMove() {
	const g = entry.g;
	if (entry.cursor >= 0 && entry.cursor <= g.stop)
		return entry.cursor;
	entry.cursor = -1;
	entry.insert = false;
	return g.stop;
}

/* The first error's diagnostics, and the notes after it. */
function firstError(diags) {
	const out = [];
	let i;
	for (i = 0; i < diags.length; i++)
		if (diags[i].sev === 'error') break;
	for (; i < diags.length; i++) {
		if (out.length && diags[i].sev !== 'note') break;
		out.push(diags[i]);
	}
	return out;
}

export function entryCursor() {
	const g = entry.g, k = entryCursorMove(), m = g.moves[k];
	/** @type {EntryAt} */
	const at = state.engine.entryAt(k);
	entry.at = at;
	entry.sel = null;
	$('pieces').innerHTML = at.svg;
	const svg = document.querySelector('#e-picture svg');
	if (svg)
		svg.setAttribute('aria-label', at.n > 1 ?
		    text('boardsAfter', at.n - 1) : text('boardsStart'));
	corners(svg, g);
	boardsAlt($('e-alt'), at.alt);
	$('e-tpn').textContent = at.tpn;
	boardsList($('e-boards'), at.fields);
	scoresTable($('e-scores'), g, k === g.moves.length &&
	    g.status === 'complete', at.s);
	const next = $('e-next'), edit = $('e-edit');
	if (!at.c)
		next.textContent = text(g.status === 'invalid' &&
		    !g.moves.length ? 'noReplay' : 'over');
	else
		next.textContent = text('nextPly', at.n, nameOf(g, at.c));
	edit.hidden = k === g.moves.length;
	$('e-msg').textContent = '';
	if (m) {
		$('e-edit-what').textContent = entry.insert ?
		    text('inserting', m.n || at.n, m.t) :
		    text(m.d ? 'editingDecl' : 'editing', m.d ? at.n - 1 :
		    m.n, m.t + (m.ann || ''));
		$('e-insert').hidden = entry.insert || !!m.d;
		/* Past a ply that no longer fits the game cannot go on. */
		$('e-end').hidden = k === g.stop && g.status === 'invalid' &&
		    !entry.insert;
		if (k === g.stop && g.status === 'invalid')
			entryRefused(firstError(g.diags), g.tgn ===
			    entry.pristine ? 'opened' : 'broken', m.n || at.n);
	}
	const ask = $('e-ask');
	ask.textContent = '';
	const last = at.n - 1;
	at.declare.forEach(function (d) {
		if (k !== g.moves.length) return;
		if (d.dead === last && !entry.dismissed[d.b + d.dead]) {
			const q = el('p', '', text('askDead', d.dead, d.b));
			q.id = 'e-ask-q';
			ask.appendChild(q);
			ask.appendChild(button(text('askYes', d.t), function () {
				entryTake(d.t);
			}));
			ask.lastChild.className = 'yes';
			ask.appendChild(button(text('askNo'), function () {
				entry.dismissed[d.b + d.dead] = true;
				entryCursor();
				$('ply').focus();
			}));
			ask.lastChild.className = '';
		} else {
			ask.appendChild(el('p', 'still', text('stillDead', d.b,
			    d.dead, d.t)));
		}
	});
	ask.hidden = !ask.firstChild;
	entryComplete();
}

export function entryEditMove(i) {
	entry.cursor = i;
	entry.insert = false;
	entryShow();
	const m = entry.g.moves[entryCursorMove()], box = $('ply');
	if (m) {
		box.value = m.t + (m.ann || '');
		entryComplete();
		box.select();
	}
	box.focus();
}

export function entryBackToEnd() {
	entry.cursor = -1;
	entry.insert = false;
	$('ply').value = '';
	entryShow();
	$('ply').focus();
}

/* --- what is typed --------------------------------------------- */

/* #entry=ID: that game in progress; #entry: the one shown, else
 * the latest changed; #entries (or none kept): the games in
 * progress and the choice of a new one. */
export function entryOpen(id) {
	let st = null;
	if (typeof id === 'string') {
		try {
			id = decodeURIComponent(id);
		} catch (e) { /* as it is */ }
	}
	if (id === null) {
		entry.g = null;
		entry.id = entry.rev = entry.conflict = null;
	} else if (id && id === entry.id && entry.g) {
		st = null;
	} else if (id) {
		if (!(st = keptGame(id))) {
			entryNote(text('notKept'));
			history.replaceState(null, '', '#entries');
			entry.g = null;
			entry.id = entry.rev = entry.conflict = null;
		}
	} else if (!entry.g) {
		st = kept()[0] || null;
		if (st) history.replaceState(null, '', '#entry=' + st.id);
	} else if (entry.rev !== null)
		history.replaceState(null, '', '#entry=' + entry.id);
	if (st) entryResume(st);
	entryShow();
	if (entry.g) $('ply').focus();
}

/* --- the fragment ---------------------------------------------- */
