/* SPDX-License-Identifier: ISC */
/*
 * entry_input.js: what is typed or clicked in the entry of a
 * scoresheet: the completions of the ply box, the squares clicked, the
 * engine's refusals; the entry's buttons wired.
 */
import { entry, state } from './state.js';
import { text } from './i18n.js';
import { $, button, el, say } from './dom.js';
import { entryCopy, entryDownload } from './entry_store.js';
import { buildTags } from './entry_tags.js';
import {
	entryBackToEnd, entryChanged, entryCursor, entryCursorMove,
	entryDiscard, entryEditMove, entryUndo
} from './entry.js';

/* The legal plies and declarations at the cursor. */
function candidates() {
	const at = entry.at;
	return at ? at.legal.concat(at.declare) : [];
}

/* Whether ply text p matches what is typed, t (both lower case):
 * t stands in p where a part of it starts (the start, or after
 * ':', '@', '-', 'x' or a space), or t starts with such a sign. */
function matches(p, t) {
	let i = -1;
	if (!t) return true;
	while ((i = p.indexOf(t, i + 1)) >= 0)
		if (i === 0 || ':@-x '.indexOf(p.charAt(i - 1)) >= 0 ||
		    '-x@:'.indexOf(t.charAt(0)) >= 0)
			return true;
	return false;
}

function typed() {
	return $('ply').value.trim().replace(/\s+/g, ' ');
}

/* The completions of what is typed, and the squares they touch. */
export function entryComplete() {
	const t = typed().toLowerCase(), ul = $('e-comp'), box = $('ply');
	const all = candidates();
	entry.matches = all.filter(function (c) {
		return matches(c.t.toLowerCase(), t);
	});
	if (entry.hi >= entry.matches.length) entry.hi = -1;
	ul.textContent = '';
	entry.matches.forEach(function (c, i) {
		const li = el('li', i === entry.hi ? 'hi' : '', c.t);
		li.id = 'comp-' + i;
		li.setAttribute('role', 'option');
		li.setAttribute('aria-selected', String(i === entry.hi));
		li.addEventListener('mousedown', function (e) {
			e.preventDefault();	/* the box keeps the focus */
		});
		li.addEventListener('click', function () {
			entryTake(c.t);
		});
		ul.appendChild(li);
	});
	ul.setAttribute('aria-label', text('matchCount',
	    entry.matches.length, entry.matches.length));
	box.setAttribute('aria-expanded', String(entry.matches.length >
	    0));
	if (entry.hi >= 0)
		box.setAttribute('aria-activedescendant', 'comp-' + entry.hi);
	else
		box.removeAttribute('aria-activedescendant');
	/* Nothing matches: said beside the list, never as an item
	 * of it (a listbox holds options only; issue 38). */
	ul.hidden = !entry.matches.length;
	$('e-none').textContent = t && !entry.matches.length &&
	    all.length ? text('noMatchTyped', typed()) : '';
	$('e-none').hidden = !$('e-none').textContent;
	markSquares();
}

/* The squares of the picture: the one clicked and where its plies
 * go, or those of the few plies that match. */
function markSquares() {
	const from = {}, to = {};
	const few = entry.matches.length <= 12 && typed() !== '';
	entry.matches.forEach(function (c) {
		if (entry.sel ? c.f === entry.sel : few && c.f)
			from[c.f] = true;
		if (c.s && (entry.sel ? c.f === entry.sel : few))
			to[c.s] = true;
	});
	const rects = document.querySelectorAll('#squares rect');
	let i, sq, c;
	for (i = 0; i < rects.length; i++) {
		sq = rects[i].textContent;
		c = sq === entry.sel ? 'sel' : from[sq] ? 'from' : to[sq] ?
		    'to' : '';
		if ((rects[i].getAttribute('class') || '') !== c)
			rects[i].setAttribute('class', c);
	}
}

/* Enter: the completion chosen, a ply typed in full, the only
 * match, or else the text as typed (the engine reads it: plies,
 * declarations, annotations, comments, round numbers). */
function entryEnter() {
	const t = typed(), lower = t.toLowerCase(), all = candidates();
	let i;
	if (entry.hi >= 0 && entry.matches[entry.hi])
		return entryTake(entry.matches[entry.hi].t);
	for (i = 0; i < all.length; i++)
		if (all[i].t.toLowerCase() === lower)
			return entryTake(all[i].t);
	if (entry.matches.length === 1 && (t || all.length === 1))
		return entryTake(entry.matches[0].t);
	if (!t) return;
	entryTake(t);
}

/* Puts text (typed or chosen) at the cursor. */
export function entryTake(t) {
	const g = entry.g, k = entryCursorMove(), before = g.tgn;
	const replace = k < g.moves.length && !entry.insert;
	/** @type {EntryState|Refusal} */
	const r = state.engine.entryPut(k, replace, t);
	if (r.refused) {
		entryRefused(r.refused, r.why, 0, t);
		/* The refusal and why, said (issue 38). */
		say([].map.call($('e-msg').children, function (p) {
			return p.textContent;
		}));
		return false;
	}
	$('ply').value = '';
	entry.hi = -1;
	const added = r.moves.length - g.moves.length;
	/* After an insertion the cursor stays before the same move
	 * (inserting on when it still does not fit); else it goes to
	 * the first move that no longer fits, or the end. */
	if (entry.insert && (r.stop >= r.moves.length ||
	    r.stop === k + added))
		entry.cursor = k + added;
	else if (r.stop < r.moves.length)
		entry.cursor = r.stop;
	else
		entry.cursor = -1;
	if (entry.cursor < 0 || entry.cursor !== k + added)
		entry.insert = false;
	/* The tags are done when the plies begin: the list of plies
	 * takes their room. */
	if (!g.moves.length) $('e-tags-fold').open = false;
	entryChanged(r, before);
	/* What was entered, who acts next and the freeze question
	 * if one appears, said (issue 38). */
	say([text('entered', t), $('e-next').textContent,
	    $('e-ask').hidden ? '' : ($('e-ask-q') || {}).textContent]);
	return true;
}

/* Why the engine refused what was typed: the library's message and
 * its did-you-mean notes, a legal ply proposed as a choice. */
export function entryRefused(diags, why, ply, typedText) {
	const box = $('e-msg'), all = candidates();
	box.textContent = '';
	if (why === 'tags' || why === 'empty' || why === 'place')
		box.appendChild(el('p', 'error', text({ tags: 'whyTags',
		    empty: 'whyEmpty', place: 'wherePlace' }[why])));
	diags.forEach(function (d) {
		const p = el('p', d.sev);
		if (d.sev !== 'note')
			p.textContent = why === 'broken' || why === 'opened' ?
			    text(why === 'opened' ? 'brokenOpened' : 'broken', ply,
			    d.msg) : text('refusedPly', d.msg);
		else {
			const legal = all.some(function (c) {
				return c.t === d.sug;
			});
			if (legal) {
				p.appendChild(button(text('didYouMean', d.sug),
				    function () { entryTake(d.sug); }));
				p.lastChild.className = 'choice';
				p.appendChild(document.createTextNode(' '));
			} else if (d.sug && d.sug.charAt(0) === '[' && d.fits) {
				/* A tag the library proposes (the turn order
				 * forgotten in the form): set, then what was
				 * typed entered again. */
				p.appendChild(button(text('setTag', d.sug),
				    function () {
					const before = entry.g.tgn;
					/** @type {EntryState|Refusal} */
					const r = state.engine.entryTags(d.sug);
					if (r.refused) return;
					entryChanged(r, before);
					buildTags();
					if (typedText !== undefined)
						entryTake(typedText);
				}));
				p.lastChild.className = 'choice';
				p.appendChild(document.createTextNode(' '));
			}
			p.appendChild(el('span', '', d.msg));
		}
		box.appendChild(p);
	});
}

function entryKey(e) {
	const n = entry.matches.length, box = $('ply');
	if (e.key === 'Enter') {
		e.preventDefault();
		entryEnter();
	} else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
		if (!n) return;
		e.preventDefault();
		entry.hi = e.key === 'ArrowDown' ? (entry.hi + 1) % n :
		    (entry.hi <= 0 ? n : entry.hi) - 1;
		entryComplete();
		const li = $('comp-' + entry.hi);
		if (li && li.scrollIntoView)
			li.scrollIntoView({ block: 'nearest' });
	} else if (e.key === 'Tab' && !e.shiftKey && box.value.trim()) {
		const pick = entry.hi >= 0 ? entry.matches[entry.hi] :
		    n === 1 ? entry.matches[0] : null;
		if (!pick) return;
		e.preventDefault();
		box.value = pick.t;
		entry.hi = -1;
		entryComplete();
	} else if (e.key === 'Escape') {
		e.preventDefault();
		if (box.value) {
			box.value = '';
			entry.hi = -1;
			entryComplete();
		} else if (entry.cursor >= 0)
			entryBackToEnd();
	} else if ((e.ctrlKey || e.metaKey) && !e.shiftKey &&
	    (e.key === 'z' || e.key === 'Z') && !box.value) {
		e.preventDefault();
		entryUndo();
	}
}

/* A square clicked: the first a tower's, the second where it goes. */
function entrySquare(sq) {
	const all = candidates(), from = [];
	let i, any = false;
	if (entry.sel) {
		for (i = 0; i < all.length; i++)
			if (all[i].f === entry.sel && all[i].s === sq) {
				entryTake(all[i].t);
				$('ply').focus();
				return;
			}
		if (sq === entry.sel) {
			entry.sel = null;
			$('ply').value = '';
			entryComplete();
			return;
		}
	}
	all.forEach(function (c) {
		if (c.f === sq) from.push(c);
		if (c.f === sq || c.s === sq) any = true;
	});
	const was = entry.sel;
	entry.sel = from.length ? sq : null;
	$('ply').value = sq;
	entry.hi = -1;
	entryComplete();
	$('e-msg').textContent = '';
	if (!any) {
		$('e-msg').appendChild(el('p', 'error', was && !from.length ?
		    text('noPlyTo', was, sq) : text('noPlyHere', sq)));
		say($('e-msg').textContent);
	}
}

/* --- the tags -------------------------------------------------- */

export function entryWire() {
	const box = $('ply');
	box.addEventListener('input', function () {
		entry.hi = -1;
		entry.sel = null;
		entryComplete();
	});
	box.addEventListener('keydown', entryKey);
	$('e-enter').addEventListener('click', function () {
		entryEnter();
		box.focus();
	});
	$('e-undo').addEventListener('click', entryUndo);
	$('e-insert').addEventListener('click', function () {
		/* Before the move shown, even when no move was chosen
		 * (the first that no longer fits). */
		entry.cursor = entryCursorMove();
		entry.insert = true;
		$('ply').value = '';
		entryCursor();
		box.focus();
	});
	$('e-delete').addEventListener('click', function () {
		const k = entryCursorMove(), before = entry.g.tgn;
		/** @type {EntryState} */
		const r = state.engine.entryDelete(k, 1);
		entry.cursor = r.stop < r.moves.length ? r.stop : -1;
		entry.insert = false;
		entryChanged(r, before);
		box.focus();
	});
	$('e-end').addEventListener('click', entryBackToEnd);
	$('e-download').addEventListener('click', entryDownload);
	$('e-copy').addEventListener('click', entryCopy);
	$('e-discard').addEventListener('click', entryDiscard);
	$('e-plies').addEventListener('click', function (e) {
		const b = e.target.closest && e.target.closest('button');
		if (b && /^move-\d+$/.test(b.id))
			entryEditMove(parseInt(b.id.slice(5), 10));
	});
	$('e-picture').addEventListener('click', function (e) {
		const r = e.target.closest && e.target.closest('#squares rect');
		if (r && entry.g)
			entrySquare(r.textContent);
	});
	$('e-tags').addEventListener('submit', function (e) {
		e.preventDefault();
	});
	$('e-tags').addEventListener('focusin', function () {
		/* A tag changed is undone as a whole. */
		if (entry.g && entry.undo[entry.undo.length - 1] !==
		    entry.g.tgn)
			entry.undo.push(entry.g.tgn);
	});
}
