/* SPDX-License-Identifier: ISC */
/*
 * viewer.js: the script of the page talat html writes (compiled into
 * talat by the build; see src/html/embed.sh).
 *
 * talat has computed everything: each game is a JSON document in a
 * script element of type application/json and class "game", with for each
 * ply its text, the TPN after it, the scores as they stand, what happened
 * to the boards, and the pieces of its picture (SVG drawn by libtalat).
 * This script only shows them. The URL fragment says what is shown:
 * #game=G&ply=N (the game's number in the page, the ply's number; without
 * ply the end of the game).
 */
(function () {
	'use strict';

	var COLOUR = { W: 'White', B: 'Black', G: 'Grey' };
	var BOARD = ['WB', 'BG', 'GW'];
	var games = [];
	var shown = { g: -1, k: -1 };

	function $(id) { return document.getElementById(id); }

	function el(tag, cls, text) {
		var e = document.createElement(tag);
		if (cls) e.className = cls;
		if (text !== undefined) e.textContent = text;
		return e;
	}

	function disc(c) {
		var d = el('span', 'disc c-' + c);
		d.setAttribute('aria-hidden', 'true');
		return d;
	}

	function tag(g, name) {
		for (var i = 0; i < g.tags.length; i++)
			if (g.tags[i][0] === name) return g.tags[i][1];
		return null;
	}

	function link(g, k) {
		return '#game=' + g.game + '&ply=' + g.plies[k].n;
	}

	/* "Nils – Cid – Pia" from the players' tags, in turn order. */
	function who(g) {
		var names = g.players.map(function (c) {
			return tag(g, COLOUR[c]) || COLOUR[c];
		});
		return names.join(' \u2013 ');
	}

	/* The entry a diagnostic belongs to: -1 for the game as a whole,
	 * the last entry for an error after the last valid ply. */
	function diagEntry(g, d) {
		var k, best = -1;
		if (d.ply <= 0) return -1;
		for (k = 1; k < g.plies.length; k++)
			if (g.plies[k].n <= d.ply) best = k;
		if (best < 0) best = g.plies.length - 1;
		return best;
	}

	function parseFragment() {
		var out = {};
		location.hash.replace(/^#/, '').split('&').forEach(function (kv) {
			var i = kv.indexOf('=');
			if (i > 0) out[kv.slice(0, i)] = kv.slice(i + 1);
		});
		return out;
	}

	/* The entry for ply number n: that ply, or the last before it. */
	function entryOf(g, n) {
		var k, best = 0;
		if (n === undefined || !/^\d+$/.test(n))
			return g.plies.length - 1;
		n = parseInt(n, 10);
		for (k = 0; k < g.plies.length; k++)
			if (g.plies[k].n <= n) best = k;
		return best;
	}

	function buildList() {
		var ol = $('games');
		games.forEach(function (g) {
			var li = el('li'), a = el('a');
			var ev = tag(g, 'Event'), date = tag(g, 'Date');
			a.href = '#game=' + g.game;
			a.id = 'game-' + g.game;
			a.appendChild(el('span', 'who', g.game + '. ' + who(g)));
			var what = el('span', 'what');
			what.appendChild(el('span', 'st st-' + g.status, g.status));
			what.appendChild(document.createTextNode(' ' +
			    [ev, date].filter(Boolean).join(', ') +
			    (g.plies.length > 1 ? ' \u00b7 ' +
			    g.plies[g.plies.length - 1].n + ' plies' : '')));
			a.appendChild(what);
			li.appendChild(a);
			ol.appendChild(li);
		});
	}

	function showGame(gi) {
		var g = games[gi], ol = $('plies'), dl = $('tags');
		var prev = document.querySelector('#games a[aria-current]');
		if (prev) prev.removeAttribute('aria-current');
		$('game-' + g.game).setAttribute('aria-current', 'page');
		$('title').textContent = 'Game ' + g.game + ': ' + who(g);
		var st = $('status');
		st.textContent = '';
		st.appendChild(el('span', 'st st-' + g.status, g.status));
		st.appendChild(document.createTextNode(' ' + g.file +
		    ', game ' + g.index + (g.zihin ? ' \u00b7 two players, ' +
		    'Zihin ' + COLOUR[g.zihin] : '')));
		dl.textContent = '';
		g.tags.forEach(function (t) {
			dl.appendChild(el('dt', '', t[0]));
			dl.appendChild(el('dd', '', t[1]));
		});
		/* A game with a syntax error: its text as written. */
		$('source').textContent = g.source || '';
		$('as-written').hidden = !g.source;
		ol.textContent = '';
		/* A row of the list is a round: one column per player. */
		ol.style.gridTemplateColumns = 'repeat(' + g.players.length +
		    ', minmax(0, 1fr))';
		var marks = g.plies.map(function () { return ''; });
		g.diags.forEach(function (d) {
			var k = diagEntry(g, d);
			if (k >= 0 && marks[k] !== 'error' && d.sev !== 'note')
				marks[k] = d.sev;
		});
		g.plies.forEach(function (p, k) {
			var li = el('li'), a = el('a');
			a.href = link(g, k);
			a.id = 'ply-' + k;
			if (k === 0) {
				a.appendChild(el('span', 'n', 'start'));
			} else {
				a.appendChild(el('span', 'n', p.n + '. '));
				a.appendChild(disc(p.c));
				a.appendChild(el('span', 'sr-only',
				    COLOUR[p.c] + ' '));
				a.appendChild(document.createTextNode(p.t +
				    (p.ann || '')));
			}
			(p.ev || []).forEach(function (e) {
				a.appendChild(el('span', 'ev', ' ' + e));
			});
			if (marks[k])
				a.appendChild(el('span', 'bad', marks[k] ===
				    'error' ? ' \u2717 error' : ' \u26a0'));
			if (p.cm) a.appendChild(el('span', 'cm', p.cm));
			li.appendChild(a);
			ol.appendChild(li);
		});
	}

	function showScores(g, k) {
		var t = $('scores'), p = g.plies[k];
		var end = k === g.plies.length - 1 && g.status === 'complete';
		t.textContent = '';
		var cap = el('caption', 'sr-only',
		    end ? 'Final scores' : 'Scores as they stand');
		t.appendChild(cap);
		g.players.forEach(function (c, i) {
			var tr = el('tr'), th = el('th');
			th.appendChild(disc(c));
			th.appendChild(document.createTextNode(
			    tag(g, COLOUR[c]) ? COLOUR[c] + ' (' +
			    tag(g, COLOUR[c]) + ')' : COLOUR[c]));
			th.scope = 'row';
			tr.appendChild(th);
			tr.appendChild(el('td', '', String(p.s[i])));
			tr.appendChild(el('td', '', end && g.winners.indexOf(c)
			    >= 0 ? (g.winners.length > 1 ? 'shared win' :
			    'winner') : ''));
			t.appendChild(tr);
		});
	}

	function showDiags(g, k) {
		var ul = $('diags');
		ul.textContent = '';
		g.diags.forEach(function (d) {
			var at = diagEntry(g, d);
			if (at !== -1 && at !== k) return;
			var li = el('li', d.sev + (at === k ? ' here' : ''),
			    'line ' + d.line + ':' + d.col + ': ' + d.sev + ': ' +
			    d.msg + (d.code ? ' [' + d.code + ']' : ''));
			ul.appendChild(li);
		});
	}

	function showPosition(gi, k) {
		var g = games[gi], p = g.plies[k];
		var f = p.tpn.split(' ');
		$('pieces').innerHTML = p.svg;
		$('tpn').textContent = p.tpn;
		var ul = $('boards');
		ul.textContent = '';
		BOARD.forEach(function (b, i) {
			var li = el('li', '', 'Board ' + b + ': ');
			li.appendChild(el('code', '', f[i]));
			ul.appendChild(li);
		});
		ul.appendChild(el('li', '', f[3] === '-' ? 'The game is over' :
		    COLOUR[f[3]] + ' to act next'));
		ul.appendChild(el('li', '', 'Captured (W/B/G): ' + f[4]));
		ul.appendChild(el('li', '', 'Frozen: ' + (f[5] === '-' ?
		    'none' : f[5])));
		var svg = document.querySelector('#picture svg');
		svg.setAttribute('role', 'img');
		svg.setAttribute('aria-label', 'The boards ' +
		    (k ? 'after ply ' + p.n : 'at the start') +
		    '; each board\u2019s TPN is listed under Position.');
		$('now').textContent = k ? 'Ply ' + p.n + ': ' + COLOUR[p.c] +
		    ' ' + p.t + (p.ann || '') : 'Start';
		var cur = document.querySelector('#plies a[aria-current]');
		if (cur) cur.removeAttribute('aria-current');
		var a = $('ply-' + k);
		a.setAttribute('aria-current', 'step');
		var box = $('plies');
		if (a.offsetTop < box.scrollTop ||
		    a.offsetTop + a.offsetHeight > box.scrollTop + box.clientHeight)
			box.scrollTop = a.offsetTop - box.clientHeight / 2;
		$('first').disabled = $('prev').disabled = k === 0;
		$('next').disabled = $('last').disabled =
		    k === g.plies.length - 1;
		showScores(g, k);
		showDiags(g, k);
		document.title = 'Game ' + g.game + (k ? ', ply ' + p.n : '') +
		    ' \u2013 Talat games';
	}

	function show(gi, k) {
		if (gi !== shown.g) showGame(gi);
		showPosition(gi, k);
		shown.g = gi;
		shown.k = k;
	}

	function fromFragment() {
		var f = parseFragment(), gi = 0;
		if (!games.length) return;
		if (/^\d+$/.test(f.game || ''))
			gi = Math.min(Math.max(parseInt(f.game, 10), 1),
			    games.length) - 1;
		show(gi, entryOf(games[gi], f.ply));
	}

	/* Steps without filling the history: the fragment still tells where. */
	function step(to) {
		var g = games[shown.g];
		if (!g) return;
		to = Math.max(0, Math.min(to, g.plies.length - 1));
		if (to === shown.k) return;
		if (history.replaceState)
			history.replaceState(null, '', link(g, to));
		show(shown.g, to);
	}

	function init() {
		var s = document.querySelectorAll('script.game');
		for (var i = 0; i < s.length; i++)
			games.push(JSON.parse(s[i].textContent));
		if (!games.length) {
			$('status').textContent = 'The input holds no game.';
			return;
		}
		buildList();
		$('first').addEventListener('click', function () { step(0); });
		$('prev').addEventListener('click',
		    function () { step(shown.k - 1); });
		$('next').addEventListener('click',
		    function () { step(shown.k + 1); });
		$('last').addEventListener('click',
		    function () { step(Infinity); });
		document.addEventListener('keydown', function (e) {
			if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey)
				return;
			var to = { ArrowLeft: shown.k - 1,
			    ArrowRight: shown.k + 1, Home: 0,
			    End: Infinity }[e.key];
			if (to === undefined) return;
			e.preventDefault();
			step(to);
		});
		window.addEventListener('hashchange', fromFragment);
		fromFragment();
	}

	if (document.readyState === 'loading')
		document.addEventListener('DOMContentLoaded', init);
	else
		init();
}());
