/* SPDX-License-Identifier: ISC */
/*
 * entry_tags.js: the form of the tags of the game entered.
 */
import { entry, state } from './state.js';
import { text } from './i18n.js';
import { $, TAG, button, el, say, tag } from './dom.js';
import { store } from './entry_store.js';
import { entryShow } from './entry.js';

const FIXED_TAGS = ['Event', 'Site', 'Date', 'Round'];

/* The form of the tags, made anew from the game's tags. */
export function buildTags() {
	const g = entry.g, form = $('e-tags'), inForm = {};
	if (!g) return;
	form.textContent = '';
	function field(name, label, value, extra) {
		const l = el('label'), inp = el('input');
		l.appendChild(el('span', '', label));
		inp.type = 'text';
		inp.value = value || '';
		inp.name = name;
		inp.addEventListener('input', function () {
			setTag(name, inp.value, inp);
		});
		if (extra) extra(inp);
		l.appendChild(inp);
		form.appendChild(l);
		inForm[name] = true;
	}
	function select(name, label, options, value) {
		const l = el('label'), sel = el('select');
		l.appendChild(el('span', '', label));
		options.forEach(function (o) {
			const op = el('option', '', o[1]);
			op.value = o[0];
			sel.appendChild(op);
		});
		sel.value = value;
		sel.name = name;
		l.appendChild(sel);
		form.appendChild(l);
		inForm[name] = true;
		return sel;
	}
	FIXED_TAGS.forEach(function (name) {
		field(name, text('tag' + name), tag(g, name), name !==
		    'Date' ? null : function (inp) {
			inp.placeholder = text('datePlaceholder');
		});
	});
	const zihin = tag(g, 'Zihin');
	const players = ['W', 'B', 'G'].filter(function (c) {
		return c !== zihin;
	});
	players.forEach(function (c) {
		field(TAG[c], text('nameOf' + c), tag(g, TAG[c]));
	});
	if (zihin !== null) {
		const zs = select('Zihin', text('zihinTag'), ['W', 'B', 'G'].map(
		    function (c) { return [c, text(c)]; }), zihin);
		keepValue(zs, zihin);
		zs.addEventListener('change', function () {
			const before = entry.g.tgn;
			setTag('Zihin', zs.value, zs);
			if (tag(entry.g, 'Order') !== null)
				setTag('Order', '', zs);
			entry.undo.push(before);
			store();
			buildTags();
		});
	}
	const orders = players.length === 3 ? ['W B G', 'W G B', 'B G W',
	    'B W G', 'G W B', 'G B W'] : [players.join(' '),
	    players.slice().reverse().join(' ')];
	const order = tag(g, 'Order');
	const os = select('Order', text('orderTag'), orders.map(function (o) {
		const names = o.split(' ').map(function (c) {
			return text(c);
		});
		return [o, names.length === 3 ? text('orderThree',
		    names[0], names[1], names[2]) :
		    text('orderTwo', names[0], names[1])];
	}), order === null ? orders[0] : order);
	if (order !== null) keepValue(os, order);
	os.addEventListener('change', function () {
		const before = entry.g.tgn;
		setTag('Order', os.value, os);
		entry.undo.push(before);
		store();
	});
	field('Termination', text('tagTermination'), tag(g, 'Termination'));
	const other = el('fieldset', 'other');
	other.appendChild(el('legend', '', text('otherTags')));
	form.appendChild(other);
	g.tags.forEach(function (t) {
		if (!inForm[t[0]]) otherTag(other, t[0], t[1]);
	});
	const add = button(text('addTag'), function () {
		otherTag(other, '', '', add).querySelector('input').focus();
	});
	other.appendChild(add);
}

/* The choice sel set to value, an option of its own when the list has
 * none of that value (a tag as written in the record). */
function keepValue(sel, value) {
	if (sel.value === value) return;
	sel.appendChild(el('option', '', value));
	sel.lastChild.value = value;
	sel.value = value;
}

/* A row of the other tags: its name, its value, a button to drop it. */
function otherTag(box, name, value, before) {
	const row = el('div', 'tagrow'), n = el('input'), v = el('input');
	n.value = name;
	v.value = value;
	n.setAttribute('aria-label', text('tagName'));
	v.setAttribute('aria-label', text('tagValue'));
	n.addEventListener('change', function () {
		if (name === n.value) return;
		if (name) setTag(name, '', n);
		name = n.value;
		if (name && v.value) setTag(name, v.value, n);
	});
	v.addEventListener('input', function () {
		if (n.value) setTag(n.value, v.value, v);
		name = n.value;
	});
	row.appendChild(n);
	row.appendChild(v);
	row.appendChild(button(text('removeTag'), function () {
		if (n.value) setTag(n.value, '', n);
		row.parentNode.removeChild(row);
	}));
	box.insertBefore(row, before || box.lastChild);
	return row;
}

/* A tag set by the form; a refusal is shown at the field. */
function setTag(name, value, input) {
	/** @type {EntryState|Refusal} */
	const r = state.engine.entryTag(name, value);
	const msg = input.parentNode.querySelector('.tagerr');
	if (msg) msg.parentNode.removeChild(msg);
	input.removeAttribute('aria-invalid');
	if (r.refused) {
		input.setAttribute('aria-invalid', 'true');
		input.parentNode.appendChild(el('span', 'tagerr',
		    text('tagRefused', r.refused.length ? r.refused[0].msg :
		    text('tagUnwritable'))));
		say(input.parentNode.lastChild.textContent);
		return;
	}
	entry.g = r;
	store();
	entryShow();
}

/* --- keeping the record ---------------------------------------- */
