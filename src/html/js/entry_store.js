/* SPDX-License-Identifier: ISC */
/*
 * entry_store.js: the games in progress kept in the browser's storage
 * (each under a key of its own, with a revision: see state.js), and
 * the record downloaded or copied.
 */
import { entry, state } from './state.js';
import { text } from './i18n.js';
import { $, TAG, el, tag } from './dom.js';

const STORE = 'talat-entry ' + location.pathname;	/* one game, before */
export const GAME_KEY = STORE + '\n';
const ASIDE_KEY = 'talat-entry-aside ' + location.pathname + '\n';
const MAX_TGN = 262144, MAX_UNDO = 524288;
export const MAX_NEW_TAGS = 100;
const TAB = Math.random().toString(36).slice(2, 10);
function storage() {
	try {
		return window.localStorage || null;
	} catch (e) {
		return null;
	}
}

/* A line for the reader above the entry (what happened to the
 * games kept), added to those shown. */
export function entryNote(s) {
	const p = $('e-note');
	p.appendChild(el('span', '', s + ' '));
	p.hidden = false;
}

/*
 * A game in progress as stored (text raw), its fields checked: null
 * when it cannot be used (no TGN); an undo history that is not a
 * list of texts is dropped (st.lost says so).
 */
export function checked(raw) {
	let st;
	try {
		st = JSON.parse(raw);
	} catch (e) {
		return null;
	}
	if (!st || typeof st !== 'object' || typeof st.tgn !== 'string')
		return null;
	function str(v, d) { return typeof v === 'string' ? v : d; }
	const out = {
		tgn: st.tgn, pristine: str(st.pristine, ''),
		saved: str(st.saved, null), savedAs: str(st.savedAs, ''),
		who: str(st.who, ''), rev: str(st.rev, ''),
		origin: typeof st.origin === 'number' && st.origin >= 0 &&
		    st.origin % 1 === 0 ? st.origin : 0,
		time: typeof st.time === 'number' && isFinite(st.time) ?
		    st.time : 0,
		undo: Array.isArray(st.undo) ? st.undo.filter(function (u) {
			return typeof u === 'string';
		}) : [],
		lost: st.undo !== undefined && (!Array.isArray(st.undo) ||
		    st.undo.some(function (u) { return typeof u !== 'string'; }))
	};
	return out;
}

/* The revision of a game stored (raw), read without the rest of it
 * (store() writes it first), or ''. */
function revOf(raw) {
	const m = /^\{"rev":("(?:[^"\\]|\\.)*")/.exec(raw);
	try {
		if (m) return JSON.parse(m[1]);
	} catch (e) { /* read whole below */ }
	return (checked(raw) || { rev: '' }).rev;
}

/* What cannot be used moves to a key of its own, out of the way. */
function setAside(ls, key, raw) {
	try {
		ls.setItem(ASIDE_KEY + key.slice(GAME_KEY.length) + ' ' +
		    Date.now(), raw);
	} catch (e) { /* full: it goes all the same */ }
	ls.removeItem(key);
	entryNote(text('setAside'));
}

/* The game stored under id (checked), or null. */
export function keptGame(id) {
	const ls = storage();
	let raw, st;
	if (!ls || !id) return null;
	try {
		raw = ls.getItem(GAME_KEY + id);
	} catch (e) {
		return null;
	}
	if (raw === null) return null;
	if (!(st = checked(raw))) {
		setAside(ls, GAME_KEY + id, raw);
		return null;
	}
	st.id = id;
	return st;
}

/* The games in progress in the storage, the latest changed first;
 * the one game of the page's storage before (STORE) given a key. */
export function kept() {
	const ls = storage(), ids = [], out = [];
	let i, k, raw, st;
	if (!ls) return out;
	try {
		if ((raw = ls.getItem(STORE)) !== null) {
			st = checked(raw);
			if (st) {
				ls.setItem(GAME_KEY + newId(), raw);
				ls.removeItem(STORE);
			} else {
				setAside(ls, GAME_KEY + 'old', raw);
				ls.removeItem(STORE);
			}
		}
		for (i = 0; i < ls.length; i++)
			if ((k = ls.key(i)) !== null && k.indexOf(GAME_KEY) === 0)
				ids.push(k.slice(GAME_KEY.length));
	} catch (e) {
		return out;
	}
	ids.forEach(function (id) {
		if ((st = keptGame(id))) out.push(st);
	});
	return out.sort(function (a, b) { return b.time - a.time; });
}

export function newId() {
	return Date.now().toString(36) + '-' + TAB + '-' + (++state.revs);
}

/*
 * The game stored under its key, over the version this tab follows
 * only: when another tab has written or dropped it meanwhile, this
 * version becomes a separate game, and the reader is told.
 */
export function store() {
	const ls = storage(), g = entry.g, undo = [];
	let cur, n = 0, i;
	/* A game as it was opened (new, or the page's) is kept from
	 * its first change on: its fragment opens it again till then. */
	if (!g || !entry.id) return;
	if (g.tgn.length > MAX_TGN) {
		$('e-saved').textContent = text('tooLong', MAX_TGN);
		return;
	}
	if (entry.rev === null && g.tgn === entry.pristine &&
	    !entry.undo.length)
		return;
	if (!ls) {
		$('e-saved').textContent = text('noStorage');
		return;
	}
	try {
		cur = ls.getItem(GAME_KEY + entry.id);
	} catch (e) {
		cur = null;
	}
	if (entry.rev !== null && (cur === null ? '' : revOf(cur)) !==
	    entry.rev) {
		entry.id = newId();
		entry.conflict = null;
		entryNote(text('forked'));
	}
	for (i = entry.undo.length - 1; i >= 0 && undo.length < 100 &&
	    n + entry.undo[i].length <= MAX_UNDO; i--) {
		n += entry.undo[i].length;
		undo.unshift(entry.undo[i]);
	}
	const rec = {
		rev: TAB + ':' + (++state.revs),	/* first: revOf() */
		tgn: g.tgn, saved: entry.saved, savedAs: entry.savedAs,
		pristine: entry.pristine, origin: entry.origin,
		who: entryWho(g), time: Date.now(), undo: undo
	};
	try {
		ls.setItem(GAME_KEY + entry.id, JSON.stringify(rec));
		entry.rev = rec.rev;
		if (location.hash !== '#entry=' + entry.id)
			history.replaceState(null, '', '#entry=' + entry.id);
	} catch (e) {
		$('e-saved').textContent = text('storageFull');
	}
}

/* The game discarded: out of the storage. */
function unstore(id) {
	const ls = storage();
	try {
		if (ls && id) ls.removeItem(GAME_KEY + id);
	} catch (e) { /* nothing kept */ }
}

/* The words for a game in progress: its players and plies. */
function entryWho(g) {
	let n = 0;
	g.moves.forEach(function (m) { if (!m.d) n++; });
	return g.players.map(function (c) {
		return tag(g, TAG[c]) || text(c);
	}).join(' \u2013 ') + ', ' + text('plyCount', n, n);
}

/* Whether the game as it stands was downloaded (as far as the page
 * knows: the browser may have blocked it). */
export function downloaded(st) {
	return st.saved !== null && st.saved === st.tgn;
}

/* Game st (kept, or the one shown) discarded once the reader says
 * so: the one way a game leaves the storage. */
export function discard(st) {
	if (st.tgn !== '' && !confirm(downloaded(st) ?
	    text('discardSaved', st.savedAs) : text('discardSure')))
		return false;
	unstore(st.id);
	if (st.id === entry.id) {
		entry.g = null;
		entry.id = entry.rev = entry.conflict = null;
	}
	return true;
}

/* A file name from the tags: event, round, players. */
function fileName(g) {
	const bits = [tag(g, 'Event'), tag(g, 'Round')].concat(
	    g.players.map(function (c) { return tag(g, TAG[c]); }));
	const s = bits.filter(Boolean).join(' ')
	    /* Control characters too, on purpose. */
	    /* eslint-disable-next-line no-control-regex */
	    .replace(/[/\\:*?"<>|\x00-\x1f\s]+/g, '-')
	    .replace(/^[-.]+|-+$/g, '').slice(0, 80);
	return (s || 'game') + '.tgn';
}

export function entryDownload() {
	const g = entry.g, name = fileName(g);
	const a = el('a');
	a.href = URL.createObjectURL(new Blob([g.tgn],
	    { type: 'text/plain;charset=utf-8' }));
	a.download = name;
	document.body.appendChild(a);
	a.click();
	document.body.removeChild(a);
	setTimeout(function () { URL.revokeObjectURL(a.href); }, 1000);
	/* Whether the browser saved it, the page cannot know: the
	 * game stays kept until it is discarded. */
	entry.saved = g.tgn;
	entry.savedAs = name;
	store();
	$('e-saved').textContent = text('downloaded', name);
}

export function entryCopy() {
	const t = entry.g.tgn, say = $('e-saved');
	function fallback() {
		const r = document.createRange();
		r.selectNodeContents($('tgn'));
		const s = getSelection();
		s.removeAllRanges();
		s.addRange(r);
		say.textContent = text(document.execCommand('copy') ?
		    'copied' : 'notCopied');
	}
	if (navigator.clipboard && navigator.clipboard.writeText)
		navigator.clipboard.writeText(t).then(function () {
			say.textContent = text('copied');
		}, fallback);
	else
		fallback();
}
