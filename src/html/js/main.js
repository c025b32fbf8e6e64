/* SPDX-License-Identifier: ISC */
/*
 * main.js: the script of the page talat html writes, started. Its
 * modules (src/html/js/*.js, this one last) are joined by the build
 * into one script (src/html/join.sh), compiled into talat; it follows
 * src/wasm/engine.js in the page.
 *
 * The page carries the records' text (in parts, <script
 * class="records">, a few bytes escaped: see put_record in
 * src/cli/cmd_html.c), after each part its index of the games written by
 * talat (<script class="part">: where each game starts, its status,
 * players, event, round and date), the standings of each event
 * (#standings-data, by the library, at the end) and libtalat itself in
 * WebAssembly (#engine, base64). The script stands before the records:
 * it starts the engine and shows the first game while the rest arrives,
 * taking each part as it comes. The script only
 * wires them to the page: a game is read, replayed and drawn by the
 * engine when it is shown, and nothing of it is kept when another one
 * is. The URL fragment says what is shown: #game=G&ply=N (the game's
 * number in the page, the ply's number; without ply the end of the
 * game), #standings the standings.
 */
import { state } from './state.js';
import { language, text } from './i18n.js';
import { $, bytesOf, el, say } from './dom.js';
import { arrived, loaded } from './records.js';
import { drawList, filter, listKey, rowHeight } from './list.js';
import { step } from './game.js';
import { entryWire } from './entry_input.js';
import { entryStorage } from './entry.js';
import {
	arrange, fromFragment, openAtTitle, refocus, wireTabs
} from './page.js';

/* The boards' row on a phone (under 37rem, viewer.css) is drawn one
 * board under the other: the choice says so (issue 38). */
const narrow = window.matchMedia ? matchMedia('(max-width: 37rem)') : null;

function rowText() {
	document.querySelector('#arrange option[value="row"]')
	    .setAttribute('data-text', narrow && narrow.matches ?
	    'arrangeColumn' : 'arrangeRow');
}

function texts() {
	rowText();
	const n = document.querySelectorAll('[data-text]');
	let i;
	for (i = 0; i < n.length; i++)
		n[i].textContent = text(n[i].getAttribute('data-text'));
	document.title = text('pageTitle');
	document.querySelector('meta[name="description"]').content =
	    text('pageDescription');
	['first', 'prev', 'next', 'last'].forEach(function (b) {
		$(b).setAttribute('aria-label', text(b));
		$(b).title = text(b + 'Key');
	});
	$('controls').setAttribute('aria-label', text('stepping'));
	$('ply').title = text('plyBox');
	$('e-undo').title = text('undoKey');
	/* The page shown from now on (viewer.css). */
	document.body.setAttribute('data-texts', '');
}

function wire() {
	$('first').addEventListener('click', function () { step(0); });
	$('prev').addEventListener('click',
	    function () { step(state.shown.k - 1); });
	$('next').addEventListener('click',
	    function () { step(state.shown.k + 1); });
	$('last').addEventListener('click',
	    function () { step(Infinity); });
	document.addEventListener('keydown', function (e) {
		const t = e.target && e.target.tagName;
		if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey ||
		    t === 'INPUT' || t === 'SELECT' || t === 'TEXTAREA')
			return;
		/* The keys step the game only from the game view (or
		 * from nowhere while it is shown): never from the tabs,
		 * the list, the filters or the standings (issue 38). */
		if ($('game').hidden || !(e.target === document ||
		    e.target === document.body ||
		    $('game').contains(e.target)))
			return;
		const keys = { ArrowLeft: state.shown.k - 1,
		    ArrowRight: state.shown.k + 1, Home: 0, End: Infinity };
		/* In the list of plies, up and down step too. */
		if ($('plies').contains(e.target)) {
			keys.ArrowUp = keys.ArrowLeft;
			keys.ArrowDown = keys.ArrowRight;
		}
		const to = keys[e.key];
		if (to === undefined) return;
		e.preventDefault();
		step(to);
	});
	['f-player', 'f-event', 'f-round'].forEach(function (id) {
		$(id).addEventListener('input', filter);
	});
	$('f-status').addEventListener('change', filter);
	$('games').addEventListener('scroll', drawList);
	$('games').addEventListener('keydown', listKey);
	$('games').addEventListener('focusin', function (e) {
		const i = state.filtered.indexOf(parseInt((e.target.id || '')
		    .slice(5), 10) - 1);
		if (/^game-/.test(e.target.id) && i >= 0 && i !== state.rove) {
			const old = $('game-' + (state.filtered[state.rove] + 1));
			if (old) old.tabIndex = -1;
			state.rove = i;
			e.target.tabIndex = 0;
		}
	});
	$('games').addEventListener('click', function (e) {
		const a = e.target.closest && e.target.closest('a');
		if (!a) return;
		/* The game chosen: its heading takes the focus once
		 * shown (at once when it already is). */
		if (location.hash === a.hash)
			openAtTitle();
		else
			state.chosen = true;
	});
	window.addEventListener('resize', function () {
		rowHeight();
		drawList();
		refocus();
	});
	/* A phone turned (or a window widened) past the width of the
	 * folded list: wide, the list is open. */
	if (window.matchMedia && matchMedia('(max-width: 48rem)')
	    .addEventListener)
		matchMedia('(max-width: 48rem)').addEventListener('change',
		    function (q) {
			if (!q.matches) $('fold').open = true;
			refocus();
		});
	document.addEventListener('focusin', function (e) {
		state.focused = e.target;
	});
	wireTabs();
	entryWire();
	$('arrange').addEventListener('change', function () {
		try {
			localStorage.setItem('talat-boards', this.value);
		} catch (e) { /* no storage: for this visit only */ }
		if (state.engine) arrange(this.value);
	});
	if (narrow && narrow.addEventListener)
		narrow.addEventListener('change', function () {
			rowText();
			const o = document.querySelector(
			    '#arrange option[value="row"]');
			o.textContent = text(o.getAttribute('data-text'));
		});
	window.addEventListener('hashchange', fromFragment);
	window.addEventListener('storage', entryStorage);
}

/* What the page adds for screen readers (issue 38): its one live
 * region; after each picture, its boards in words; beside the
 * completions, the words that none matches. */
function a11y() {
	const say = el('div', 'sr-only');
	say.id = 'say';
	say.setAttribute('role', 'status');
	say.setAttribute('aria-live', 'polite');
	document.body.appendChild(say);
	[['picture', 'alt'], ['e-picture', 'e-alt']].forEach(function (x) {
		const h = el('h3', 'sr-only', text('boardsInWords'));
		const ul = el('ul', 'sr-only');
		h.id = x[1] + '-h';
		ul.id = x[1];
		ul.setAttribute('aria-labelledby', h.id);
		$(x[0]).parentNode.insertBefore(ul, $(x[0]).nextSibling);
		$(x[0]).parentNode.insertBefore(h, ul);
	});
	const result = el('p', 'result');
	result.id = 'result';
	result.hidden = true;
	$('status').parentNode.insertBefore(result, $('status').nextSibling);
	const none = el('p', 'none');
	none.id = 'e-none';
	none.setAttribute('role', 'status');
	none.hidden = true;
	$('e-comp').parentNode.insertBefore(none, $('e-comp').nextSibling);
}

/*
 * The room of what the engine fills, kept from the first paint on,
 * so that nothing moves when it comes (issue 38): the picture (an
 * empty one of the same size: TALAT_SVG_WIDTH by TALAT_SVG_HEIGHT,
 * or the triangle's, talat/svg.h), the game's heading, its result
 * line and the link to continue it.
 */
function reserve() {
	const tri = $('arrange').value === 'triangle';
	$('picture').innerHTML = '<svg xmlns="http://www.w3.org/2000/svg" ' +
	    'viewBox="0 0 714 ' + (tri ? 720 : 410) + '" width="714" ' +
	    'height="' + (tri ? 720 : 410) + '" aria-hidden="true"></svg>';
	$('title').textContent = $('now').textContent = '\u00a0';
	$('result').textContent = '\u00a0';
	$('result').hidden = false;
	$('continue').hidden = false;
}

function init() {
	language();
	texts();
	a11y();
	state.data = JSON.parse($('index').textContent);
	state.data.files = [];
	state.data.games = [];
	$('count').setAttribute('aria-busy', 'true');
	/* On a phone the board comes first and the list is folded. */
	if (window.matchMedia && matchMedia('(max-width: 48rem)').matches)
		$('fold').open = false;
	wire();
	filter();
	$('status').textContent = text('loading');
	$('e-status').textContent = text('loading');
	try {
		if (localStorage.getItem('talat-boards') === 'triangle')
			$('arrange').value = 'triangle';
	} catch (e) { /* no storage */ }
	reserve();
	/* The records as they arrive (the elements after this
	 * script), and once all have. */
	const watch = window.MutationObserver ?
	    new MutationObserver(arrived) : null;
	if (document.readyState === 'loading') {
		if (watch)
			watch.observe(document.body, { childList: true });
		document.addEventListener('DOMContentLoaded', function () {
			if (watch) watch.disconnect();
			loaded();
		});
	} else {
		loaded();
	}
	talatEngine(bytesOf($('engine').textContent)).then(function (t) {
		state.engine = t;
		state.engine.language(state.catalogue);
		arrange($('arrange').value);
		fromFragment();
		arrived();
	}, function (err) {
		$('status').textContent = text('engineFailed', err.message);
		say($('status').textContent);
	});
}

/* The page's elements stand before this script, the records
 * after it. */
init();
