/* SPDX-License-Identifier: ISC */
/*
 * viewer.js: the script of the page talat html writes (compiled into
 * talat by the build; it follows src/wasm/engine.js in the page).
 *
 * The page carries the records' text (the <script id="records">, a few
 * bytes escaped: see put_record in src/cli/cmd_html.c), an index of the games written by talat
 * (#index: where each game starts, its status, players, event, round and
 * date), the standings of each event (#standings, by the library) and
 * libtalat itself in WebAssembly (#engine, base64). This script only
 * wires them to the page: a game is read, replayed and drawn by the
 * engine when it is shown, and nothing of it is kept when another one
 * is. The URL fragment says what is shown: #game=G&ply=N (the game's
 * number in the page, the ply's number; without ply the end of the
 * game), #standings the standings.
 *
 * Every text of the page is in TEXT below, marked N_() (P_() for one
 * with a plural form) for xgettext: the messages of po/*.po, translated
 * there with the library's. talat html puts in the page the catalogue of
 * each language (the part of po/LANG.po that the page and the engine
 * use: src/html/catalogues.sh); the page is in the first language of the
 * reader's browser (navigator.languages) that it has, else in its
 * default (<html lang>, talat html --lang), and the engine's messages
 * are looked up in the same catalogue. Messages about the games are the
 * library's own.
 */
(function () {
	'use strict';

	function N_(s) { return s; }
	function P_(one, many) { return [one, many]; }

	var TEXT = {
		pageTitle: N_('Talat games'),
		tabGames: N_('Games'),
		tabStandings: N_('Standings'),
		/* TRANSLATORS: the label of a choice in the page's header,
		 * followed by "in a row" or "around the table". */
		arrangement: N_('Boards:'),
		arrangeRow: N_('in a row'),
		arrangeTriangle: N_('around the table'),
		/* TRANSLATORS: filters of the list of games: the games of a
		 * player, of an event (the Event tag), of a round (the Round
		 * tag), of a status (complete, unfinished, invalid). */
		filterPlayer: N_('Player'),
		filterEvent: N_('Event'),
		filterRound: N_('Round'),
		filterStatus: N_('Status'),
		/* TRANSLATORS: the filter of statuses: games of any status. */
		statusAny: N_('any'),
		complete: N_('complete'),
		unfinished: N_('unfinished'),
		invalid: N_('invalid'),
		/* TRANSLATORS: on a phone, the heading of the folded list of
		 * games: how many are listed (filtered), of how many. */
		fold: N_('Games (%1$d of %2$d)'),
		/* TRANSLATORS: under the filters: how many games are listed,
		 * of how many (the form is that of the second number). */
		count: P_('%1$d of %2$d game', '%1$d of %2$d games'),
		noGame: N_('The input holds no game.'),
		noMatch: N_('No game matches.'),
		loading: N_('Loading the engine\u2026'),
		/* TRANSLATORS: the browser's own message follows. */
		engineFailed: N_('The engine could not start: %s'),
		W: N_('White'), B: N_('Black'), G: N_('Grey'),
		/* TRANSLATORS: a game's round in the list of games: the value
		 * of its Round tag ("3", "2.1"). */
		round: N_('round %s'),
		plyCount: P_('%d ply', '%d plies'),
		/* TRANSLATORS: the heading of a game: its number in the page,
		 * its players ("Ada \u2013 Bo \u2013 Cy"). */
		title: N_('Game %1$d: %2$s'),
		/* TRANSLATORS: where a game is: its file, its number there. */
		where: N_('%1$s, game %2$d'),
		twoPlayers: N_('two-player game'),
		/* TRANSLATORS: the Zihin (the imaginary third player) plays
		 * the colour named: "White", "Black" or "Grey" as translated
		 * (also in the picture of a position). */
		zihin: N_('Zihin: %s'),
		/* TRANSLATORS: the buttons that step through a game, and
		 * their tooltips with the key that does the same (as the
		 * key is named on a keyboard of the language). */
		first: N_('Start'), firstKey: N_('Start (Home)'),
		/* TRANSLATORS: the start of the game (before its first ply),
		 * in the list of plies and under the boards. */
		start: N_('Start'),
		prev: N_('Previous ply'), prevKey: N_('Previous ply (left arrow)'),
		next: N_('Next ply'), nextKey: N_('Next ply (right arrow)'),
		last: N_('End'), lastKey: N_('End (End)'),
		stepping: N_('Step through the game'),
		/* TRANSLATORS: under the boards: the ply shown, the colour of
		 * the player who made it ("White" as translated), the ply in
		 * TGN ("GW:d3xe4"). */
		nowPly: N_('Ply %1$d: %2$s %3$s'),
		scores: N_('Scores'),
		finalScores: N_('Final scores'),
		scoresNow: N_('Scores as they stand'),
		winner: N_('winner'),
		sharedWin: N_('shared win'),
		diagnostics: N_('Diagnostics'),
		/* TRANSLATORS: a diagnostic of the game shown: its line and
		 * column in the file, its severity ("error", "warning" or
		 * "note" as translated), the library's message. */
		diagLine: N_('line %1$d:%2$d: %3$s: %4$s'),
		error: N_('error'), warning: N_('warning'), note: N_('note'),
		/* TRANSLATORS: after a ply in the list of plies: that ply has
		 * an error. */
		markError: N_('\u2717 error'),
		plies: N_('Plies'),
		position: N_('Position'),
		/* TRANSLATORS: items of the Position: a board's name (WB, BG,
		 * GW) and its field of the TPN after the colon; the colour of
		 * the player who acts next ("White" as translated); the
		 * captured towers (TPN's field, a list a player: W/B/G); the
		 * frozen boards (TPN's field, "WB,GW"). */
		board: N_('Board %s:'),
		toAct: N_('To act: %s'),
		over: N_('The game is over'),
		captured: N_('Captured (W/B/G): %s'),
		frozen: N_('Frozen: %s'),
		noFrozen: N_('No board is frozen'),
		tpn: N_('TPN:'),
		/* TRANSLATORS: the text alternative of the picture; Position
		 * is the heading of that name on the page. */
		pictureAt: N_('The boards after ply %d; each board\u2019s TPN ' +
		    'is listed under Position.'),
		pictureStart: N_('The boards at the start; each board\u2019s ' +
		    'TPN is listed under Position.'),
		tags: N_('Tags'),
		asWritten: N_('As written'),
		asWrittenWhy: N_('The game has a syntax error: its plies stop ' +
		    'where talat could no longer read it. Here is its text as ' +
		    'written.'),
		/* TRANSLATORS: after a ply in the list of plies: a board
		 * (WB, BG, GW) became dead after it (no capture can happen on
		 * it any more), or was declared frozen. */
		evDead: N_('%s dead'),
		evFrozen: N_('%s frozen'),
		/* TRANSLATORS: the title of the page (the browser's tab) when
		 * a game is shown, and at a ply of it. */
		docTitle: N_('Game %d \u2013 Talat games'),
		docTitlePly: N_('Game %1$d, ply %2$d \u2013 Talat games'),
		/* TRANSLATORS: the standings of the games without an Event
		 * tag. */
		noEvent: N_('(no event)'),
		/* TRANSLATORS: the heads of the columns of the standings. */
		rank: N_('Rank'), player: N_('Player'), games: N_('Games'),
		wins: N_('Wins'), points: N_('Points'),
		capturedHead: N_('Captured'),
		noneCounted: N_('No complete game counted.'),
		notCounted: N_('Not counted'),
		/* TRANSLATORS: a game not counted in the standings: its file,
		 * its number there, why. */
		notCountedItem: N_('%1$s, game %2$d: %3$s'),
		headToHead: N_('Head to head (games ahead, behind, level on ' +
		    'points)'),
		eventGames: N_('Show the games of this event'),
		/* TRANSLATORS: the tooltip of a player's name in the
		 * standings. */
		playerGames: N_('Show the games of %s in this event'),
		noStandings: N_('No event has a game.')
	};
	var STATUS = ['complete', 'unfinished', 'invalid'];
	var TAG = { W: 'White', B: 'Black', G: 'Grey' };	/* TGN's names */
	var ROW = 52;		/* px, a game in the list (viewer.css) */

	var catalogue = null;	/* of the page's language; null: English */

	/*
	 * TEXT[key] in the page's language, its conversions (%s, %d, %1$s)
	 * replaced by the arguments after key. For a text with a plural
	 * form, the first argument is the number that chooses the form; the
	 * text's own arguments follow it.
	 */
	function text(key) {
		var t = TEXT[key], args = [].slice.call(arguments, 1), s, next = 0;
		if (t === undefined) {
			s = key;
		} else if (Array.isArray(t)) {
			var n = args.shift();
			s = catalogue ? catalogue.ngettext(t[0], t[1], n) :
			    n === 1 ? t[0] : t[1];
		} else {
			s = catalogue ? catalogue.gettext(t) : t;
		}
		return s.replace(/%(?:(\d)\$)?([sd%])/g, function (m, i, c) {
			return c === '%' ? '%' : String(args[i ? i - 1 : next++]);
		});
	}

	/*
	 * The page's language: the first of the reader's (navigator.languages)
	 * that the page has, English or a catalogue's (a tag "de-AT" asks for
	 * "de-at", then "de"), else the page's default (<html lang>, talat
	 * html --lang). Its catalogue, read, goes to text() and the engine.
	 */
	function language() {
		var have = new Map([['en', null]]), i, t, tags, lang, node;
		var list = document.querySelectorAll('script.catalogue');
		function tag(s) { return String(s).toLowerCase().replace(/_/g, '-'); }
		for (i = 0; i < list.length; i++)
			have.set(tag(list[i].getAttribute('data-lang')), list[i]);
		tags = navigator.languages && navigator.languages.length ?
		    navigator.languages : [navigator.language || ''];
		for (i = 0; i < tags.length && !lang; i++) {
			t = tag(tags[i]);
			if (have.has(t)) lang = t;
			else if (have.has(t.split('-')[0])) lang = t.split('-')[0];
		}
		if (!lang) lang = tag(document.documentElement.lang);
		if (!have.has(lang)) lang = 'en';
		if ((node = have.get(lang))) {
			try {
				catalogue = talatCatalogue(bytesOf(node.textContent));
			} catch (e) {
				lang = 'en';	/* a catalogue that does not read */
			}
		}
		document.documentElement.lang = lang;
	}

	function $(id) { return document.getElementById(id); }

	function el(tag, cls, t) {
		var e = document.createElement(tag);
		if (cls) e.className = cls;
		if (t !== undefined) e.textContent = t;
		return e;
	}

	function disc(c) {
		var d = el('span', 'disc c-' + c);
		d.setAttribute('aria-hidden', 'true');
		return d;
	}

	var data, standings, records, engine;
	var filtered = [];		/* game numbers (0-based) listed */
	var shown = { g: -1, k: -1, game: null };

	/* --- the index ------------------------------------------------- */

	/* An entry: [file, number in file, line, column, status, last ply,
	 * Event, Round, Date, colours in turn order, names, where its text
	 * is in the records and how long it is (UTF-16 code units)]. */
	function who(e) {
		return e[9].split('').map(function (c, i) {
			return e[10][i] || text(c);
		}).join(' \u2013 ');
	}

	/* The bytes of game gi's text, cut out of the records, their
	 * escapes undone (put_record in src/cli/cmd_html.c). */
	var UNESCAPE = { e: 0x1b, r: 0x0d, 0: 0, l: 0x3c };
	function gameBytes(gi) {
		var s = gameText(gi), enc = new TextEncoder();
		if (s.indexOf('\x1b') < 0) return enc.encode(s);
		var parts = [], n = 0, at = 0, i, b, out;
		for (i = s.indexOf('\x1b'); i >= 0; i = s.indexOf('\x1b', at)) {
			parts.push(enc.encode(s.slice(at, i)));
			b = s.charAt(i + 1);
			if (b === 'x') {
				parts.push([parseInt(s.substr(i + 2, 2), 16)]);
				at = i + 4;
			} else {
				parts.push([UNESCAPE[b]]);
				at = i + 2;
			}
		}
		parts.push(enc.encode(s.slice(at)));
		parts.forEach(function (p) { n += p.length; });
		out = new Uint8Array(n);
		n = 0;
		parts.forEach(function (p) { out.set(p, n); n += p.length; });
		return out;
	}

	/* The text of game gi as it is in the page: only that part of the
	 * records is read (substringData), never the whole. */
	function gameText(gi) {
		var e = data.games[gi];
		return records.substringData(e[11], e[12]);
	}

	/* --- the list of games ----------------------------------------- */

	function filter() {
		var fp = $('f-player').value.trim().toLowerCase();
		var fe = $('f-event').value.trim().toLowerCase();
		var fr = $('f-round').value.trim().toLowerCase();
		var fs = $('f-status').value;
		var all = data.games, i, e, out = [];
		for (i = 0; i < all.length; i++) {
			e = all[i];
			if (fs !== '' && String(e[4]) !== fs) continue;
			if (fe && e[6].toLowerCase().indexOf(fe) < 0) continue;
			if (fr && e[7].toLowerCase().indexOf(fr) < 0) continue;
			if (fp && !e[10].some(function (n) {
				return n.toLowerCase().indexOf(fp) >= 0;
			})) continue;
			out.push(i);
		}
		filtered = out;
		var n = out.length, m = all.length;
		$('count').textContent = text('count', m, n, m);
		$('fold-s').textContent = text('fold', n, m);
		$('games-in').style.height = n * ROW + 'px';
		$('games').scrollTop = 0;
		drawList();
	}

	function listRow(gi) {
		var e = data.games[gi], a = el('a');
		a.href = '#game=' + (gi + 1);
		a.id = 'game-' + (gi + 1);
		a.appendChild(el('span', 'who', (gi + 1) + '. ' + who(e)));
		var what = el('span', 'what');
		what.appendChild(el('span', 'st st-' + STATUS[e[4]],
		    text(STATUS[e[4]])));
		var bits = [e[6], e[7] ? text('round', e[7]) : '', e[8]];
		if (e[5] > 0)
			bits.push(text('plyCount', e[5], e[5]));
		what.appendChild(document.createTextNode(' ' +
		    bits.filter(Boolean).join(' \u00b7 ')));
		a.appendChild(what);
		/* The row's text, whole (the row ends with an ellipsis). */
		a.title = a.firstChild.textContent + '\n' + what.textContent;
		if (gi === shown.g) a.setAttribute('aria-current', 'page');
		return a;
	}

	/* Only the rows in sight are in the document. */
	function drawList() {
		var box = $('games'), inner = $('games-in');
		var from = Math.max(0, Math.floor(box.scrollTop / ROW) - 5);
		var to = Math.min(filtered.length,
		    Math.ceil((box.scrollTop + box.clientHeight) / ROW) + 5);
		var i, a;
		inner.textContent = '';
		if (!filtered.length) {
			inner.appendChild(el('p', 'empty', text(data.games.length ?
			    'noMatch' : 'noGame')));
			return;
		}
		for (i = from; i < to; i++) {
			a = listRow(filtered[i]);
			a.style.top = i * ROW + 'px';
			inner.appendChild(a);
		}
	}

	/* Scrolls the list to game gi when it is listed. */
	function listTo(gi) {
		var i = filtered.indexOf(gi), box = $('games');
		if (i < 0) return;
		if (i * ROW < box.scrollTop ||
		    (i + 1) * ROW > box.scrollTop + box.clientHeight)
			box.scrollTop = i * ROW - box.clientHeight / 2 + ROW / 2;
		drawList();
	}

	/* --- one game -------------------------------------------------- */

	function tag(g, name) {
		for (var i = 0; i < g.tags.length; i++)
			if (g.tags[i][0] === name) return g.tags[i][1];
		return null;
	}

	function link(gi, g, k) {
		return '#game=' + (gi + 1) + '&ply=' + g.plies[k].n;
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

	function showGame(gi) {
		var e = data.games[gi], g, ol = $('plies'), dl = $('tags');
		var opts = { strict: data.strict, tiebreak: data.tiebreak };
		g = engine.open(gameBytes(gi), e[2], opts);
		shown.game = g;
		shown.g = gi;
		var prev = document.querySelector('#games a[aria-current]');
		if (prev) prev.removeAttribute('aria-current');
		listTo(gi);
		$('title').textContent = text('title', gi + 1, who(e));
		var st = $('status');
		st.textContent = '';
		st.appendChild(el('span', 'st st-' + g.status, text(g.status)));
		st.appendChild(document.createTextNode(' ' +
		    text('where', data.files[e[0]], e[1]) + (g.zihin ?
		    ' \u00b7 ' + text('twoPlayers') + ' \u00b7 ' +
		    text('zihin', text(g.zihin)) : '')));
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
		var marks = g.plies.map(function () { return ''; });
		g.diags.forEach(function (d) {
			var k = diagEntry(g, d);
			if (k >= 0 && marks[k] !== 'error' && d.sev !== 'note')
				marks[k] = d.sev;
		});
		g.plies.forEach(function (p, k) {
			var li = el('li'), a = el('a');
			a.href = link(gi, g, k);
			a.id = 'ply-' + k;
			if (k === 0) {
				a.appendChild(el('span', 'n', text('start')));
			} else {
				a.appendChild(el('span', 'n', p.n + '. '));
				a.appendChild(disc(p.c));
				a.appendChild(el('span', 'sr-only', text(p.c) + ' '));
				a.appendChild(el('span', 't', p.t + (p.ann || '')));
			}
			(p.ev || []).forEach(function (ev) {
				a.appendChild(el('span', 'ev', ' ' + text(ev[1] ===
				    'dead' ? 'evDead' : 'evFrozen', ev[0])));
			});
			if (marks[k])
				a.appendChild(el('span', 'bad', marks[k] === 'error' ?
				    ' ' + text('markError') : ' \u26a0'));
			(p.cm || []).forEach(function (c) {
				a.appendChild(el('span', 'cm', c));
			});
			li.appendChild(a);
			ol.appendChild(li);
		});
	}

	function showScores(g, k, s) {
		var t = $('scores');
		var end = k === g.plies.length - 1 && g.status === 'complete';
		t.textContent = '';
		t.appendChild(el('caption', 'sr-only',
		    text(end ? 'finalScores' : 'scoresNow')));
		g.players.forEach(function (c, i) {
			var tr = el('tr'), th = el('th');
			var name = tag(g, TAG[c]);
			th.appendChild(disc(c));
			th.appendChild(document.createTextNode(name ?
			    text(c) + ' (' + name + ')' : text(c)));
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
		var ul = $('diags');
		ul.textContent = '';
		g.diags.forEach(function (d) {
			var at = diagEntry(g, d);
			if (at !== -1 && at !== k) return;
			ul.appendChild(el('li', d.sev + (at === k ? ' here' : ''),
			    text('diagLine', d.line, d.col, text(d.sev), d.msg) +
			    (d.code ? ' [' + d.code + ']' : '')));
		});
		ul.parentNode.hidden = !ul.firstChild;
	}

	function showPosition(k) {
		var gi = shown.g, g = shown.game, p = g.plies[k];
		var pos = engine.position(k);
		$('pieces').innerHTML = pos.svg;
		$('tpn').textContent = pos.tpn;
		var f = pos.fields, ul = $('boards');
		ul.textContent = '';
		['WB', 'BG', 'GW'].forEach(function (b, i) {
			var li = el('li', '', text('board', b) + ' ');
			li.appendChild(el('code', '', f[i]));
			ul.appendChild(li);
		});
		ul.appendChild(el('li', '', f[3] === '-' ? text('over') :
		    text('toAct', text(f[3]))));
		ul.appendChild(el('li', '', text('captured', f[4])));
		ul.appendChild(el('li', '', f[5] === '-' ? text('noFrozen') :
		    text('frozen', f[5])));
		var svg = document.querySelector('#picture svg');
		svg.setAttribute('aria-label', k ? text('pictureAt', p.n) :
		    text('pictureStart'));
		$('now').textContent = k ? text('nowPly', p.n, text(p.c),
		    p.t + (p.ann || '')) : text('start');
		var cur = document.querySelector('#plies a[aria-current]');
		if (cur) cur.removeAttribute('aria-current');
		var a = $('ply-' + k), box = $('plies');
		a.setAttribute('aria-current', 'step');
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
		shown.k = k;
	}

	function show(gi, k) {
		if (gi !== shown.g) showGame(gi);
		showPosition(Math.max(0, Math.min(k, shown.game.plies.length - 1)));
	}

	/* --- the fragment ---------------------------------------------- */

	function parseFragment() {
		var out = {};
		location.hash.replace(/^#/, '').split('&').forEach(function (kv) {
			var i = kv.indexOf('=');
			if (i > 0) out[kv.slice(0, i)] = kv.slice(i + 1);
			else if (kv) out[kv] = '';
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

	function fromFragment() {
		var f = parseFragment(), gi = 0;
		if (f.standings !== undefined) {
			tab('standings');
			return;
		}
		tab('games');
		if (!data.games.length) return;
		if (/^\d+$/.test(f.game || ''))
			gi = Math.min(Math.max(parseInt(f.game, 10), 1),
			    data.games.length) - 1;
		if (gi !== shown.g) showGame(gi);
		show(gi, entryOf(shown.game, f.ply));
	}

	/* Steps without filling the history: the fragment still tells where. */
	function step(to) {
		var g = shown.game;
		if (!g) return;
		to = Math.max(0, Math.min(to, g.plies.length - 1));
		if (to === shown.k) return;
		if (history.replaceState)
			history.replaceState(null, '', link(shown.g, g, to));
		showPosition(to);
	}

	/* --- standings ------------------------------------------------- */

	function pageGame(file, n) {
		var f = data.files.indexOf(file), i;
		for (i = 0; i < data.games.length; i++)
			if (data.games[i][0] === f && data.games[i][1] === n)
				return i;
		return -1;
	}

	function filterBy(player, event) {
		$('f-player').value = player;
		$('f-event').value = event;
		$('f-round').value = '';
		$('f-status').value = '';
		location.hash = '#game=' + (shown.g + 1);
		$('fold').open = true;
		filter();
	}

	function button(label, act) {
		var b = el('button', 'linkish', label);
		b.type = 'button';
		b.addEventListener('click', act);
		return b;
	}

	function buildStandings() {
		var box = $('standings');
		box.textContent = '';
		if (!standings.length)
			box.appendChild(el('p', '', text('noStandings')));
		standings.forEach(function (s) {
			var sec = el('section', 'event');
			var ev = s.event;
			sec.appendChild(el('h2', '', ev || text('noEvent')));
			sec.appendChild(button(text('eventGames'), function () {
				filterBy('', ev);
			}));
			if (!s.rows.length)
				sec.appendChild(el('p', '', text('noneCounted')));
			else {
				var t = el('table', 'standings'), tr = el('tr');
				['rank', 'player', 'games', 'wins', 'points',
				    'capturedHead'].forEach(function (h) {
					var th = el('th', '', text(h));
					th.scope = 'col';
					tr.appendChild(th);
				});
				t.appendChild(tr);
				s.rows.forEach(function (r) {
					tr = el('tr');
					tr.appendChild(el('td', 'num', String(r[0])));
					var td = el('td');
					td.appendChild(button(r[1], function () {
						filterBy(r[1], ev);
					}));
					td.lastChild.title = text('playerGames', r[1]);
					tr.appendChild(td);
					[r[2], r[3], r[4], r[5]].forEach(function (v) {
						tr.appendChild(el('td', 'num', String(v)));
					});
					t.appendChild(tr);
				});
				sec.appendChild(t);
			}
			if (s.nc.length) {
				sec.appendChild(el('h3', '', text('notCounted')));
				var ul = el('ul');
				s.nc.forEach(function (n) {
					var li = el('li'), gi = pageGame(n[0], n[1]);
					var a = el('a', '', text('notCountedItem', n[0],
					    n[1], n[2]));
					if (gi >= 0) a.href = '#game=' + (gi + 1);
					li.appendChild(a);
					ul.appendChild(li);
				});
				sec.appendChild(ul);
			}
			if (s.h2h.length) {
				sec.appendChild(el('h3', '', text('headToHead')));
				var hl = el('ul');
				s.h2h.forEach(function (h) {
					hl.appendChild(el('li', '', h[0] + ' \u2013 ' +
					    h[1] + ': ' + h[2] + '-' + h[3] + '-' + h[4]));
				});
				sec.appendChild(hl);
			}
			box.appendChild(sec);
		});
	}

	function tab(which) {
		var st = which === 'standings';
		$('tab-games').setAttribute('aria-selected', String(!st));
		$('tab-standings').setAttribute('aria-selected', String(st));
		$('standings').hidden = !st;
		$('game').hidden = st;
		$('fold').hidden = st;
		if (st && !$('standings').firstChild) buildStandings();
	}

	/* --- the page -------------------------------------------------- */

	/* The boards in a row or around the table: the engine's frame of
	 * that layout, and the position shown drawn again in it. */
	function arrange(how) {
		engine.layout(how);
		$('picture').innerHTML = engine.frame() +
		    '<g id="pieces"></g></svg>';
		var svg = document.querySelector('#picture svg');
		svg.setAttribute('role', 'img');
		svg.removeAttribute('width');
		svg.removeAttribute('height');
		document.body.setAttribute('data-boards', how);
		if (shown.game) showPosition(shown.k);
	}

	function texts() {
		var n = document.querySelectorAll('[data-text]'), i;
		for (i = 0; i < n.length; i++)
			n[i].textContent = text(n[i].getAttribute('data-text'));
		document.title = text('pageTitle');
		['first', 'prev', 'next', 'last'].forEach(function (b) {
			$(b).setAttribute('aria-label', text(b));
			$(b).title = text(b + 'Key');
		});
		$('controls').setAttribute('aria-label', text('stepping'));
	}

	function bytesOf(b64) {
		var s = atob(b64), b = new Uint8Array(s.length), i;
		for (i = 0; i < s.length; i++) b[i] = s.charCodeAt(i);
		return b;
	}

	function wire() {
		$('first').addEventListener('click', function () { step(0); });
		$('prev').addEventListener('click',
		    function () { step(shown.k - 1); });
		$('next').addEventListener('click',
		    function () { step(shown.k + 1); });
		$('last').addEventListener('click',
		    function () { step(Infinity); });
		document.addEventListener('keydown', function (e) {
			var t = e.target && e.target.tagName;
			if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey ||
			    t === 'INPUT' || t === 'SELECT' || t === 'TEXTAREA')
				return;
			var to = { ArrowLeft: shown.k - 1,
			    ArrowRight: shown.k + 1, Home: 0,
			    End: Infinity }[e.key];
			if (to === undefined) return;
			e.preventDefault();
			step(to);
		});
		['f-player', 'f-event', 'f-round'].forEach(function (id) {
			$(id).addEventListener('input', filter);
		});
		$('f-status').addEventListener('change', filter);
		$('games').addEventListener('scroll', drawList);
		window.addEventListener('resize', drawList);
		$('tab-games').addEventListener('click', function () {
			location.hash = '#game=' + (shown.g + 1) + (shown.game ?
			    '&ply=' + shown.game.plies[shown.k].n : '');
		});
		$('tab-standings').addEventListener('click', function () {
			location.hash = '#standings';
		});
		$('arrange').addEventListener('change', function () {
			try {
				localStorage.setItem('talat-boards', this.value);
			} catch (e) { /* no storage: for this visit only */ }
			if (engine) arrange(this.value);
		});
		window.addEventListener('hashchange', fromFragment);
	}

	function init() {
		language();
		texts();
		data = JSON.parse($('index').textContent);
		standings = JSON.parse($('standings-data').textContent);
		records = $('records').firstChild || document.createTextNode('');
		/* On a phone the board comes first and the list is folded. */
		if (window.matchMedia && matchMedia('(max-width: 48rem)').matches)
			$('fold').open = false;
		wire();
		filter();
		if (!data.games.length) {
			$('status').textContent = text('noGame');
			return;
		}
		$('status').textContent = text('loading');
		try {
			if (localStorage.getItem('talat-boards') === 'triangle')
				$('arrange').value = 'triangle';
		} catch (e) { /* no storage */ }
		talatEngine(bytesOf($('engine').textContent)).then(function (t) {
			engine = t;
			engine.language(catalogue);
			arrange($('arrange').value);
			fromFragment();
			/* For tests and bench/html_bench.sh: the first game is
			 * shown, so many ms after the page was opened. */
			document.body.setAttribute('data-ready',
			    String(Math.round(performance.now())));
		}, function (err) {
			$('status').textContent = text('engineFailed', err.message);
		});
	}

	if (document.readyState === 'loading')
		document.addEventListener('DOMContentLoaded', init);
	else
		init();
}());
