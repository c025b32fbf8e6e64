/* SPDX-License-Identifier: ISC */
/*
 * viewer.js: the script of the page talat html writes (compiled into
 * talat by the build; it follows src/wasm/engine.js in the page).
 *
 * The page carries the records' text (in parts, <script
 * class="records">, a few bytes escaped: see put_record in
 * src/cli/cmd_html.c), after each part its index of the games written by
 * talat (<script class="part">: where each game starts, its status,
 * players, event, round and date), the standings of each event
 * (#standings-data, by the library, at the end) and libtalat itself in
 * WebAssembly (#engine, base64). The script stands before the records:
 * it starts the engine and shows the first game while the rest arrives,
 * taking each part as it comes (issue 38). This script only
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
		/* TRANSLATORS: the page's only text when its reader's browser
		 * runs no JavaScript (talat html writes it, in the language of
		 * --lang, with the page's title). */
		noScript: N_('This page shows the games with JavaScript, which ' +
		    'is off: turn it on to see them.'),
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
		/* TRANSLATORS: under the filters while a large page still
		 * arrives: the games arrived so far. */
		loadingGames: P_('Loading the games: %s so far\u2026',
		    'Loading the games: %s so far\u2026'),
		/* TRANSLATORS: the game or the standings asked for are not
		 * there yet: the page still arrives. */
		waiting: N_('Loading the games\u2026'),
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
		/* TRANSLATORS: a ply's number in the list of plies (numbered
		 * by round, as the sheet counts them), for a screen reader. */
		plyN: N_('ply %d:'),
		/* TRANSLATORS: the result of a complete game, under its
		 * heading at every ply: the winner ("Black (Dora)") and the
		 * points. */
		resultWin: P_('Result: %2$s wins with %1$d point.',
		    'Result: %2$s wins with %1$d points.'),
		/* TRANSLATORS: the winners ("White (Ann) and Grey (Cid)")
		 * and the points of each. */
		resultShared: P_('Result: %2$s share the win with %1$d point ' +
		    'each.', 'Result: %2$s share the win with %1$d points each.'),
		/* TRANSLATORS: the players who share a win. */
		two: N_('%1$s and %2$s'),
		three: N_('%1$s, %2$s and %3$s'),
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
		/* TRANSLATORS: the name of the picture of the boards for a
		 * screen reader; a list follows it that describes each
		 * board (its towers by square). */
		boardsAfter: N_('The boards after ply %d, each described in ' +
		    'the list that follows'),
		boardsStart: N_('The boards at the start, each described in ' +
		    'the list that follows'),
		/* TRANSLATORS: the heading of that list (for a screen
		 * reader). */
		boardsInWords: N_('The boards in words'),
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
		/* Why a game is not counted, as the library words it (src/
		 * standings.c), by the kind it gives: duplicate, unfinished,
		 * invalid, a player without a name. */
		ncDuplicate: N_('duplicate of %s:%ld'),
		ncNoNameW: N_('White has no name'),
		ncNoNameB: N_('Black has no name'),
		ncNoNameG: N_('Grey has no name'),
		/* TRANSLATORS: %s is the tag's name as written ("Gray"). */
		ncNoNameWTag: N_('White has no name; its tag is written %s'),
		ncNoNameBTag: N_('Black has no name; its tag is written %s'),
		ncNoNameGTag: N_('Grey has no name; its tag is written %s'),
		/* TRANSLATORS: the games of the standings whose only error is
		 * their Score or Winner tag: they count by their moves. */
		byReplay: N_('Counted by the replay'),
		/* TRANSLATORS: %s is the tag or tags as written:
		 * [Score "W 20, B 18, G 15"]. */
		byReplayWhy: N_('counted by its replay; its claim said %s'),
		headToHead: N_('Head to head (games ahead, behind, level on ' +
		    'points)'),
		eventGames: N_('Show the games of this event'),
		/* TRANSLATORS: the tooltip of a player's name in the
		 * standings. */
		playerGames: N_('Show the games of %s in this event'),
		noStandings: N_('No event has a game.'),

		/* Entering a scoresheet. */
		tabEntry: N_('Enter a game'),
		/* TRANSLATORS: a link under a game shown: its record opened
		 * in the entry of a scoresheet, to enter what it lacks. */
		continueGame: N_('Continue this game (enter the rest of its ' +
		    'scoresheet)'),
		entryTitle: N_('Entering a scoresheet'),
		newGame: N_('A new game'),
		newThree: N_('Three players'),
		newTwo: N_('Two players'),
		/* TRANSLATORS: "Games" and "Continue this game" are the
		 * tab and the link of those names, as translated. */
		newHint: N_('To go on with a game of this page, open it under ' +
		    'Games and choose \u201cContinue this game\u201d.'),
		/* TRANSLATORS: the heading of the list of the games being
		 * entered that the browser keeps. */
		kept: N_('Games in progress in this browser'),
		/* TRANSLATORS: after a game in progress in that list. */
		notDownloaded: N_('not downloaded since its last change'),
		discardIt: N_('Discard it'),
		keepIt: N_('Go on with it'),
		/* TRANSLATORS: a link beside the game entered, to the list of
		 * the games in progress and the choice of a new one. */
		otherGames: N_('Other games in progress, a new game'),
		/* TRANSLATORS: the game entered was changed in another tab of
		 * the browser; its players and plies there follow ("Ann
		 * \u2013 Ben \u2013 Cid, 12 plies"). */
		changedElsewhere: N_('This game was changed in another tab or ' +
		    'window (there: %s). Which version goes on?'),
		takeTheirs: N_('The other tab\u2019s'),
		keepMine: N_('This one, as a separate game'),
		goneElsewhere: N_('This game was discarded in another tab or ' +
		    'window.'),
		keepHere: N_('Keep it'),
		letGo: N_('Close it'),
		forked: N_('This game was changed in another tab or window ' +
		    'meanwhile: the version here is kept as a separate game.'),
		keptSeparate: N_('The version here is kept as a separate game.'),
		setAside: N_('A game kept in this browser could not be read: it ' +
		    'was set aside.'),
		undoLost: N_('The undo history kept with this game could not ' +
		    'be read: the game goes on without it.'),
		/* TRANSLATORS: %d is a number of characters. */
		tooLong: N_('This game is longer than the page keeps in the ' +
		    'browser (%d characters of TGN): download it to keep it.'),
		storageFull: N_('The browser\u2019s storage is full: the last ' +
		    'change is not kept. Download the game, and discard the ' +
		    'games you no longer need.'),
		/* TRANSLATORS: the tags of the address of a new game
		 * (#new=3&Event=...). */
		tagsCut: N_('Only the first %d tags of the address were taken.'),
		notKept: N_('That game is no longer kept in this browser.'),
		threePlayers: N_('three-player game'),
		/* TRANSLATORS: the status of a game being entered whose
		 * record has not reached its end. */
		inProgress: N_('in progress'),
		/* TRANSLATORS: the game entered continues game N of the
		 * page. */
		continued: N_('continued from game %d of this page'),
		keptHere: N_('The game is kept in this browser until it is ' +
		    'discarded.'),
		cut: N_('Its text could not be read from line %1$d, column ' +
		    '%2$d on: only the moves before that were taken.'),
		/* TRANSLATORS: the label of the box where a ply is typed:
		 * its number, who acts ("Grey", or "Grey (Cid)" with the
		 * player's name). */
		nextPly: N_('Ply %1$d \u00b7 to act: %2$s'),
		noReplay: N_('The tags leave nothing to replay: see the ' +
		    'diagnostics of the record.'),
		/* TRANSLATORS: the button that takes what was typed. */
		enter: N_('Enter'),
		undo: N_('Undo'),
		undoKey: N_('Undo the last change (Ctrl+Z in the empty box)'),
		plyBox: N_('The ply as the sheet has it: type it, or part of it ' +
		    '(c2 offers every ply from or to c2), then Enter'),
		completions: N_('Legal plies that match'),
		/* TRANSLATORS: a ply or declaration chosen to be changed: its
		 * number, what was entered (TGN); "Enter" is the button of
		 * that name. */
		editing: N_('Ply %1$d as entered: %2$s. Type what the sheet ' +
		    'has instead, then Enter.'),
		editingDecl: N_('Declaration after ply %1$d: %2$s. Type what ' +
		    'the sheet has instead, then Enter.'),
		inserting: N_('Type the ply to insert before ply %1$d (%2$s), ' +
		    'then Enter.'),
		/* TRANSLATORS: the library's message follows. */
		broken: N_('Ply %1$d no longer fits after the change: %2$s'),
		/* TRANSLATORS: the library's message follows. */
		brokenOpened: N_('Ply %1$d does not fit: %2$s'),
		insertBefore: N_('Insert a ply before it'),
		deleteIt: N_('Delete it'),
		backToEnd: N_('Back to the end (Esc)'),
		/* TRANSLATORS: a ply, a board's name (WB, BG, GW). */
		askDead: N_('After ply %1$d no capture is possible on %2$s any ' +
		    'more: the board is dead. Does the sheet declare it frozen ' +
		    'here?'),
		/* TRANSLATORS: the answer yes, and the declaration in TGN
		 * that it enters ("freeze WB"). */
		askYes: N_('Yes: %s'),
		askNo: N_('No'),
		/* TRANSLATORS: a board's name, a ply, the declaration in TGN
		 * ("freeze WB"). */
		stillDead: N_('%1$s is dead since ply %2$d and not declared ' +
		    'frozen: enter \u201c%3$s\u201d where the sheet declares it.'),
		/* TRANSLATORS: the library's message follows. */
		refusedPly: N_('Not entered: %s'),
		/* TRANSLATORS: said to a screen reader when the ply or
		 * declaration typed (TGN) was entered. */
		entered: N_('Entered: %s'),
		/* TRANSLATORS: a button: enter the ply proposed (TGN). */
		didYouMean: N_('Enter %s'),
		/* TRANSLATORS: a did-you-mean button: set the tag proposed
		 * (TGN: [Order "W G B"]). */
		setTag: N_('Set %s'),
		whyTags: N_('Tags go in the form of tags, not in the ply box.'),
		whyEmpty: N_('Type a ply or a declaration.'),
		wherePlace: N_('A ply can be entered only before the first one ' +
		    'that no longer fits.'),
		/* TRANSLATORS: squares clicked on the boards ("WB:c2"). */
		noPlyTo: N_('No legal ply goes from %1$s to %2$s.'),
		noPlyHere: N_('No legal ply starts or ends on %s.'),
		noMatchTyped: N_('No legal ply matches \u201c%s\u201d.'),
		matchCount: P_('%d legal ply matches', '%d legal plies match'),
		record: N_('Record (TGN, as talat fmt writes it)'),
		download: N_('Download .tgn'),
		copy: N_('Copy'),
		discard: N_('Discard'),
		copied: N_('Copied to the clipboard.'),
		/* TRANSLATORS: the name of the file downloaded. */
		downloaded: N_('The browser was asked to save it as %s; it stays ' +
		    'kept here until it is discarded.'),
		notCopied: N_('The browser did not let the page copy: select the ' +
		    'record and copy it.'),
		discardSure: N_('Discard this game? It has not been downloaded.'),
		/* TRANSLATORS: the name of the file it was downloaded as. */
		discardSaved: N_('Discard this game? Check first that %s was ' +
		    'saved.'),
		noStorage: N_('This browser keeps nothing for this page: ' +
		    'download the game before closing it.'),
		/* TRANSLATORS: the fields of the TGN tags of that name (the
		 * names stay English in the record). */
		tagEvent: N_('Event'), tagSite: N_('Site'), tagDate: N_('Date'),
		tagRound: N_('Round'), tagTermination: N_('Termination'),
		/* TRANSLATORS: the form of the Date tag (year, month, day),
		 * with the letters of the language. */
		datePlaceholder: N_('YYYY.MM.DD'),
		nameOfW: N_('Name of White'),
		nameOfB: N_('Name of Black'),
		nameOfG: N_('Name of Grey'),
		zihinTag: N_('Zihin'),
		orderTag: N_('Order (the first places first)'),
		/* TRANSLATORS: the players of a turn order, in that order
		 * ("White, Black, Grey"; "Black, White" with the Zihin). */
		orderThree: N_('%1$s, %2$s, %3$s'),
		orderTwo: N_('%1$s, %2$s'),
		otherTags: N_('Other tags'),
		addTag: N_('Add a tag'),
		/* TRANSLATORS: a tag's name and value, in the form of the
		 * other tags. */
		tagName: N_('Name'),
		tagValue: N_('Value'),
		removeTag: N_('Remove'),
		/* TRANSLATORS: the library's message follows. */
		tagRefused: N_('Not taken: %s'),
		tagUnwritable: N_('This tag cannot be written in TGN.'),
		/* TRANSLATORS: a declaration in the list of the entered moves
		 * (TGN: "freeze WB"). */
		declItem: N_('declared: %s'),
		notReplayed: N_('not replayed')
	};
	var STATUS = ['complete', 'unfinished', 'invalid'];
	var TAG = { W: 'White', B: 'Black', G: 'Grey' };	/* TGN's names */
	/* px, a game in the list: 3.25rem (viewer.css: 3rem and a gap),
	 * measured again when the font changes (issue 38). */
	var ROW = 52;

	var catalogue = null;	/* of the page's language; null: English */

	/*
	 * TEXT[key] in the page's language, its conversions (%s, %d, %1$s;
	 * %ld in a message of the library's)
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
		return s.replace(/%(?:(\d)\$)?l?([sd%])/g, function (m, i, c) {
			return c === '%' ? '%' : String(args[i ? i - 1 : next++]);
		});
	}

	/*
	 * The page's language: the first of the reader's (navigator.languages)
	 * that the page has, English or a catalogue's (a tag "de-AT" asks for
	 * "de-at", then "de"), else the page's default (<html lang>, talat
	 * html --lang). Its catalogue, read, goes to text() and the engine.
	 */
	/* "0.50" as the page's language writes it ("0,50" in de). */
	function decimals(v) {
		var n = Number(v);
		if (!isFinite(n) || typeof Intl === 'undefined') return String(v);
		return new Intl.NumberFormat(document.documentElement.lang, {
			minimumFractionDigits: 2, maximumFractionDigits: 2
		}).format(n);
	}

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

	/* Says lines (one or a list) to a screen reader: the page's one
	 * live region (polite), made again each time. */
	function say(lines) {
		var box = $('say');
		if (!box) return;
		box.textContent = '';
		[].concat(lines).forEach(function (s) {
			if (s) box.appendChild(el('p', '', s));
		});
	}

	/* The boards in words (the engine's alt: one sentence a board)
	 * into the list ul, after the picture, for a screen reader. */
	function boardsAlt(ul, alt) {
		ul.textContent = '';
		(alt || []).forEach(function (s) {
			ul.appendChild(el('li', '', s));
		});
	}

	function disc(c) {
		var d = el('span', 'disc c-' + c);
		d.setAttribute('aria-hidden', 'true');
		return d;
	}

	var data, standings, engine;
	var loading = true;	/* the records still arrive */
	var parts = 0;		/* of them read */
	var pending = false;	/* the fragment waits for what arrives */
	var filtered = [];		/* game numbers (0-based) listed */
	/* The row of the list that Tab reaches (an index of filtered): the
	 * list is one stop of the keyboard, its rows chosen by the arrow
	 * keys (roving focus, issue 38). */
	var rove = 0;
	/* A game chosen in the list (a click, Enter): its heading takes
	 * the focus once it is shown. */
	var chosen = false;
	var focused = null;	/* what last took the focus */
	var shown = { g: -1, k: -1, game: null, last: 0 };
	/* The engine's open game: the one viewed or the one entered. */
	var engineHolds = 'view';

	/* --- the index ------------------------------------------------- */

	/* An entry: [file, number in file, line, column, status, last ply,
	 * Event, Round, Date, colours in turn order, names, where its text
	 * is in the records and how long it is (UTF-16 code units)]. */
	function who(e) {
		return e[9].split('').map(function (c, i) {
			return e[10][i] ? iso(e[10][i]) : text(c);
		}).join(' \u2013 ');
	}

	/* A name from a record, isolated (FIRST STRONG ISOLATE ... POP
	 * DIRECTIONAL ISOLATE) in the text around it: a right-to-left
	 * override in a name then reverses none of that text, such as the
	 * score after it (issue 34). */
	function iso(s) { return '\u2068' + s + '\u2069'; }

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
		return e[13].substringData(e[11], e[12]);
	}

	/*
	 * The parts of the records arrived whole since the last call (a
	 * part is whole once something follows it): their files and games
	 * added to the index, each game with the text of its part. Whether
	 * any came.
	 */
	function takeParts() {
		var list = document.querySelectorAll('script.part'), p, d, node;
		var n = data.games.length;
		for (; parts < list.length; parts++) {
			p = list[parts];
			if (loading && !p.nextSibling) break;
			try {
				d = JSON.parse(p.textContent);
			} catch (e) {
				break;
			}
			node = p.previousElementSibling.firstChild ||
			    document.createTextNode('');
			data.files = data.files.concat(d.files);
			d.games.forEach(function (e) {
				e.push(node);
				data.games.push(e);
			});
		}
		return data.games.length !== n;
	}

	/* Records arrived: the list made longer, the line that counts
	 * them, and the game asked for shown once it is there. */
	function arrived() {
		if (takeParts()) filter(true);
		if (engine && pending) fromFragment();
		if (!loading && engine && !document.body.hasAttribute(
		    'data-ready'))
			/* For tests and bench/html_bench.sh: the page whole
			 * and its game shown, so many ms after it was
			 * opened. */
			document.body.setAttribute('data-ready',
			    String(Math.round(performance.now())));
	}

	/* The last part arrived, and the standings. */
	function loaded() {
		loading = false;
		standings = JSON.parse($('standings-data').textContent);
		$('count').removeAttribute('aria-busy');
		takeParts();
		filter(true);
		if (document.body.getAttribute('data-tab') === 'standings')
			buildStandings();
		arrived();
	}

	/* --- the list of games ----------------------------------------- */

	/* The games listed: those the filters let through (more: the
	 * records arriving, the list left where it was scrolled). */
	function filter(more) {
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
		rove = Math.max(0, out.indexOf(shown.g));
		rowHeight();
		var n = out.length, m = all.length;
		$('count').textContent = loading ? text('loadingGames', m,
		    m.toLocaleString(document.documentElement.lang)) :
		    text('count', m, n, m);
		$('fold-s').textContent = text('fold', n, m);
		$('games-in').style.height = n * ROW + 'px';
		if (more !== true) $('games').scrollTop = 0;
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
		var bits = [e[6] && iso(e[6]), e[7] ? text('round', iso(e[7])) :
		    '', e[8] && iso(e[8])];
		if (e[5] > 0)
			bits.push(text('plyCount', e[5], e[5]));
		what.appendChild(document.createTextNode(' ' +
		    bits.filter(Boolean).join(' \u00b7 ')));
		a.appendChild(what);
		/* The row's text, whole (the row ends with an ellipsis). */
		a.title = a.firstChild.textContent + '\n' + what.textContent;
		if (gi === shown.g) a.setAttribute('aria-current', 'page');
		a.tabIndex = gi === filtered[rove] ? 0 : -1;
		return a;
	}

	/* The height of a row of the list, from the page's font size (a
	 * reader's larger default font makes it taller). */
	function rowHeight() {
		var rem = parseFloat(getComputedStyle(document.documentElement)
		    .fontSize) || 16, row = Math.round(3.25 * rem);
		if (row === ROW) return false;
		ROW = row;
		$('games-in').style.height = filtered.length * ROW + 'px';
		return true;
	}

	/* Only the rows in sight are in the document, and the one Tab
	 * reaches; move: the focus goes to that one (the arrow keys). */
	function drawList(move) {
		var box = $('games'), inner = $('games-in');
		var from = Math.max(0, Math.floor(box.scrollTop / ROW) - 5);
		var to = Math.min(filtered.length,
		    Math.ceil((box.scrollTop + box.clientHeight) / ROW) + 5);
		var i, a, at = document.activeElement, keep = -1;
		/* The focused row outlives the rebuild (issue 38): drawn
		 * again, in sight or not, and given the focus back. */
		if (at && at.parentNode === inner && at.id)
			keep = filtered.indexOf(parseInt(at.id.slice(5), 10) - 1);
		if (rove >= filtered.length) rove = 0;
		if (move === true) keep = rove;
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
			if (i === keep) a.focus({ preventScroll: true });
		}
		/* The row Tab reaches and the row focused, in sight or
		 * not. */
		[rove, keep].forEach(function (j, n) {
			if (j < 0 || (j >= from && j < to) || (n && j === rove))
				return;
			a = listRow(filtered[j]);
			a.style.top = j * ROW + 'px';
			inner.appendChild(a);
			if (j === keep) a.focus({ preventScroll: true });
		});
	}

	/* The arrow keys, Home, End, Page Up and Page Down move the focus
	 * in the list (Enter opens the game focused, as a link does). */
	function listKey(e) {
		var n = filtered.length, page, to;
		if (!n || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey)
			return;
		page = Math.max(1, Math.floor($('games').clientHeight / ROW) - 1);
		to = { ArrowDown: rove + 1, ArrowUp: rove - 1, Home: 0,
		    End: n - 1, PageDown: rove + page, PageUp: rove - page }[e.key];
		if (to === undefined) return;
		e.preventDefault();
		rove = Math.max(0, Math.min(to, n - 1));
		scrollList(rove);
		drawList(true);
	}

	/* The list scrolled so that its ith row is in sight. */
	function scrollList(i) {
		var box = $('games');
		if (i * ROW < box.scrollTop ||
		    (i + 1) * ROW > box.scrollTop + box.clientHeight)
			box.scrollTop = i * ROW - box.clientHeight / 2 + ROW / 2;
	}

	/* Scrolls the list to game gi when it is listed. */
	function listTo(gi) {
		var i = filtered.indexOf(gi);
		if (i < 0) return;
		if (!$('games').contains(document.activeElement)) rove = i;
		scrollList(i);
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

	/* Whether diagnostic d is about the first move not replayed (the
	 * one refused), not a ply shown on the boards. */
	function diagRest(g, d) {
		return g.rest.length > 0 && d.ply > g.plies[g.plies.length - 1].n;
	}

	function showGame(gi) {
		var e = data.games[gi], g, ol = $('plies'), dl = $('tags');
		var opts = { strict: data.strict, tiebreak: data.tiebreak };
		g = engine.open(gameBytes(gi), e[2], opts);
		engineHolds = 'view';
		shown.game = g;
		shown.g = shown.last = gi;
		$('continue-a').href = '#game=' + (gi + 1) + '&edit';
		$('continue').hidden = false;
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
		var marks = g.plies.map(function () { return ''; });
		var restMark = '';
		g.rest = g.rest || [];
		g.diags.forEach(function (d) {
			var k = diagEntry(g, d);
			if (d.sev === 'note' || k < 0)
				return;
			if (diagRest(g, d)) {
				if (restMark !== 'error') restMark = d.sev;
			} else if (marks[k] !== 'error')
				marks[k] = d.sev;
		});
		g.plies.forEach(function (p, k) {
			var li = el('li'), a = el('a');
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
		/* The moves after the one refused, as written: shown, not
		 * stepped to (the boards stop before the first). */
		var last = null;
		g.rest.forEach(function (m, i) {
			var li = el('li', 'rest'), s = el('span', 'off');
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
			(m.cm || []).forEach(function (c) {
				s.appendChild(el('span', 'cm', c));
			});
			li.appendChild(s);
			ol.appendChild(li);
		});
	}

	/* The result of a complete game, under its heading from its first
	 * ply on (issue 38): its winners and their points. */
	function showResult(g) {
		var p = $('result'), end, names, pts;
		/* The line is kept (empty) for a game without a result: the
		 * board under it stays where it is. */
		p.textContent = '\u00a0';
		if (g.status !== 'complete' || !g.winners.length) return;
		end = engine.position(g.plies.length - 1).s;
		names = g.winners.map(function (c) {
			var name = tag(g, TAG[c]);
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
	function scoresTable(t, g, end, s) {
		t.textContent = '';
		t.appendChild(el('caption', 'sr-only',
		    text(end ? 'finalScores' : 'scoresNow')));
		g.players.forEach(function (c, i) {
			var tr = el('tr'), th = el('th');
			var name = tag(g, TAG[c]);
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
		boardsList($('boards'), pos.fields);
		var svg = document.querySelector('#picture svg');
		svg.setAttribute('aria-label', k ? text('boardsAfter', p.n) :
		    text('boardsStart'));
		boardsAlt($('alt'), pos.alt);
		$('now').textContent = k ? text('nowPly', p.n, text(p.c),
		    p.t + (p.ann || '')) : text('start');
		var cur = document.querySelector('#plies a[aria-current]');
		var inList = $('plies').contains(document.activeElement);
		if (cur) {
			cur.removeAttribute('aria-current');
			cur.tabIndex = -1;
		}
		var a = $('ply-' + k), box = $('plies');
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
		shown.k = k;
	}

	/* A position's fields, listed: each board's TPN field, who acts,
	 * the captured towers, the frozen boards. */
	function boardsList(ul, f) {
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
	}

	function show(gi, k) {
		if (gi !== shown.g) showGame(gi);
		showPosition(Math.max(0, Math.min(k, shown.game.plies.length - 1)));
	}

	/* --- entering a scoresheet ------------------------------------- */

	/*
	 * The game being entered is the engine's open game: each change (a
	 * ply typed or clicked, a declaration, a tag, an edit, a deletion)
	 * goes to the engine, which replays the game and answers its state
	 * (its moves, where the replay stops, its canonical TGN) or refuses
	 * with the library's message. This script keeps that state, the
	 * cursor (where the next ply goes), the TGN of earlier states for
	 * undo, and stores the game in the browser's storage after every
	 * change.
	 *
	 * Each game in progress has a key of its own in the storage
	 * (GAME_KEY and an id; the fragment #entry=ID says which one a tab
	 * shows), and stays there until it is discarded: a download may be
	 * blocked or its dialog cancelled, which a page cannot know, and a
	 * new game is a new key. Every version stored has a revision (rev):
	 * a tab writes only over the version it last read or wrote, so that
	 * two tabs never overwrite each other's game; a version written by
	 * another tab is noticed (the storage event) and the reader chooses
	 * (entryConflict); a change made here over a version it had not
	 * seen is kept as a separate game. What is read from the storage is
	 * checked (kept()): what cannot be used is set aside with a word,
	 * never fatal. The page keeps at most MAX_TGN characters of a game's
	 * TGN, MAX_UNDO of its undo history, MAX_NEW_TAGS tags of #new=.
	 */
	var entry = {
		g: null,		/* the state, or null: no game in progress */
		id: null,		/* its key in the storage (after GAME_KEY) */
		rev: null,		/* the version stored it follows, or null */
		conflict: null,		/* another tab's version, not yet chosen */
		at: null,		/* the engine's answer at the cursor */
		cursor: -1,		/* the move edited, or -1: the end */
		insert: false,		/* insert before the cursor's move */
		matches: [],		/* the completions shown */
		hi: -1,			/* the one chosen by the arrow keys */
		sel: null,		/* the square clicked first */
		dismissed: {},		/* freeze questions answered no */
		undo: [],		/* earlier TGN, the latest last */
		saved: null,		/* the TGN last downloaded */
		savedAs: '',		/* under that file name */
		pristine: '',		/* the TGN when it was opened */
		origin: 0,		/* the page's game it continues, or 0 */
		cut: null
	};
	var STORE = 'talat-entry ' + location.pathname;	/* one game, before */
	var GAME_KEY = STORE + '\n';
	var ASIDE_KEY = 'talat-entry-aside ' + location.pathname + '\n';
	var MAX_TGN = 262144, MAX_UNDO = 524288, MAX_NEW_TAGS = 100;
	var TAB = Math.random().toString(36).slice(2, 10), revs = 0;
	var FIXED_TAGS = ['Event', 'Site', 'Date', 'Round'];

	function entryOpts() {
		return { strict: data.strict, tiebreak: data.tiebreak };
	}

	function storage() {
		try {
			return window.localStorage || null;
		} catch (e) {
			return null;
		}
	}

	/* A line for the reader above the entry (what happened to the
	 * games kept), added to those shown. */
	function entryNote(s) {
		var p = $('e-note');
		p.appendChild(el('span', '', s + ' '));
		p.hidden = false;
	}

	/*
	 * A game in progress as stored (text raw), its fields checked: null
	 * when it cannot be used (no TGN); an undo history that is not a
	 * list of texts is dropped (st.lost says so).
	 */
	function checked(raw) {
		var st, out;
		try {
			st = JSON.parse(raw);
		} catch (e) {
			return null;
		}
		if (!st || typeof st !== 'object' || typeof st.tgn !== 'string')
			return null;
		function str(v, d) { return typeof v === 'string' ? v : d; }
		out = {
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
		var m = /^\{"rev":("(?:[^"\\]|\\.)*")/.exec(raw);
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
	function keptGame(id) {
		var ls = storage(), raw, st;
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
	function kept() {
		var ls = storage(), ids = [], out = [], i, k, raw, st;
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

	function newId() {
		return Date.now().toString(36) + '-' + TAB + '-' + (++revs);
	}

	/*
	 * The game stored under its key, over the version this tab follows
	 * only: when another tab has written or dropped it meanwhile, this
	 * version becomes a separate game, and the reader is told.
	 */
	function store() {
		var ls = storage(), g = entry.g, cur, rec, undo = [], n = 0, i;
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
		rec = {
			rev: TAB + ':' + (++revs),	/* first: revOf() */
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
		var ls = storage();
		try {
			if (ls && id) ls.removeItem(GAME_KEY + id);
		} catch (e) { /* nothing kept */ }
	}

	function nameOf(g, c) {
		var n = tag(g, TAG[c]);
		return n ? text(c) + ' (' + n + ')' : text(c);
	}

	/* The words for a game in progress: its players and plies. */
	function entryWho(g) {
		var n = 0;
		g.moves.forEach(function (m) { if (!m.d) n++; });
		return g.players.map(function (c) {
			return tag(g, TAG[c]) || text(c);
		}).join(' \u2013 ') + ', ' + text('plyCount', n, n);
	}

	/* The game g, new or of the page, as a new game in progress. */
	function entryBegin(g, origin) {
		engineHolds = 'entry';
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
	function entryNew(f, order) {
		var g = engine.entryNew(f['new'] === '2' ? 2 : 3, entryOpts());
		if (order.length > MAX_NEW_TAGS) {
			order = order.slice(0, MAX_NEW_TAGS);
			entryNote(text('tagsCut', MAX_NEW_TAGS));
		}
		order.forEach(function (name) {
			var v;
			try {
				v = decodeURIComponent(f[name] || '');
			} catch (e) {
				return;
			}
			if (!v) return;
			var r = engine.entryTag(name, v);
			if (!r.refused) g = r;
		});
		entryBegin(g, 0);
		if (g.tags.length) $('ply').focus();
	}

	/* #game=G&edit: game G of the page, to go on with. */
	function entryEdit(gi) {
		entryBegin(engine.entryOpen(gameBytes(gi), entryOpts()), gi + 1);
	}

	/* The game kept in the browser (st, checked), as it was left. */
	function entryResume(st) {
		entry.g = engine.entryOpen(st.tgn, entryOpts());
		engineHolds = 'entry';
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
		if (engineHolds !== 'entry' && entry.g)
			entry.g = engine.entryOpen(entry.g.tgn, entryOpts());
		engineHolds = 'entry';
		shown.g = -1;
		shown.game = null;
	}

	/* A new state from the engine: kept, stored, shown. */
	function entryChanged(g, before) {
		if (before !== undefined && before !== g.tgn)
			entry.undo.push(before);
		entry.g = g;
		store();
		entryShow();
	}

	function entryUndo() {
		var prev;
		do
			prev = entry.undo.pop();
		while (prev !== undefined && prev === entry.g.tgn);
		if (prev === undefined) return;
		entryEngine();
		entry.g = engine.entryOpen(prev, entryOpts());
		entry.cursor = -1;
		entry.insert = false;
		store();
		buildTags();
		entryShow();
		$('e-msg').textContent = '';
	}

	/* Whether the game as it stands was downloaded (as far as the page
	 * knows: the browser may have blocked it). */
	function downloaded(st) {
		return st.saved !== null && st.saved === st.tgn;
	}

	/* Game st (kept, or the one shown) discarded once the reader says
	 * so: the one way a game leaves the storage. */
	function discard(st) {
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

	function entryDiscard() {
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
	function entryStorage(e) {
		var st;
		if (!e.key || e.key.indexOf(GAME_KEY) !== 0) return;
		if (!entry.g || !engine) {
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
		var box = $('e-conflict'), c = entry.conflict;
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
		var ul = $('e-list'), list = kept();
		ul.textContent = '';
		$('e-kept').hidden = !list.length;
		list.forEach(function (st) {
			var li = el('li');
			li.appendChild(el('span', 'who', (st.who || st.tgn.slice(0, 40)) +
			    (st.time ? ' \u00b7 ' + new Date(st.time).toLocaleString(
			    document.documentElement.lang) : '') +
			    (downloaded(st) ? '' : ' \u00b7 ' + text('notDownloaded'))));
			li.appendChild(document.createTextNode(' '));
			var go = el('a', 'button go', text('keepIt'));
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

	function entryShow() {
		var st = $('e-status'), g;
		if (entry.g) entryEngine();
		g = entry.g;
		var start = !g;
		$('e-start').hidden = !start;
		$('e-hint').hidden = !data.games.length;
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
		var going = g.status === 'unfinished' && !downloaded({
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
		var ul = $('e-diags');
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
		var g = entry.g, ol = $('e-plies'), k, i, li, key, more = null;
		var cur = ol.querySelector('[aria-current]');
		/* The items as they are (a list, not the live collection,
		 * which would be counted again after each change: quadratic). */
		var items = [].slice.call(ol.children), n = items.length;
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
		k = entryCursorMove();
		if (k < g.moves.length)
			$('move-' + k).setAttribute('aria-current', 'step');
		/* Scrolled once laid out for the next frame, not laid out
		 * twice now. */
		requestAnimationFrame(function () {
			var a = $('move-' + k);
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
		var m = g.moves[i], li = el('li', m.d ? 'decl' : '');
		var b = el('button');
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
		(m.ev || []).forEach(function (ev) {
			b.appendChild(el('span', 'ev', ' ' + text(ev[1] ===
			    'dead' ? 'evDead' : 'evFrozen', ev[0])));
		});
		(m.cm || []).forEach(function (c) {
			b.appendChild(el('span', 'cm', c));
		});
		if (i === g.stop && g.status === 'invalid')
			b.appendChild(el('span', 'bad', ' ' + text('markError')));
		if (i > g.stop) li.className += ' off';
		if (i === g.stop) li.className += ' stop';
		li.appendChild(b);
		return li;
	}

	/* The move the cursor stands before: the one edited, the first
	 * that no longer fits, or the end. */
	function entryCursorMove() {
		var g = entry.g;
		if (entry.cursor >= 0 && entry.cursor <= g.stop)
			return entry.cursor;
		entry.cursor = -1;
		entry.insert = false;
		return g.stop;
	}

	/* The first error's diagnostics, and the notes after it. */
	function firstError(diags) {
		var out = [], i;
		for (i = 0; i < diags.length; i++)
			if (diags[i].sev === 'error') break;
		for (; i < diags.length; i++) {
			if (out.length && diags[i].sev !== 'note') break;
			out.push(diags[i]);
		}
		return out;
	}

	function entryCursor() {
		var g = entry.g, k = entryCursorMove(), m = g.moves[k];
		var at = engine.entryAt(k), last;
		entry.at = at;
		entry.sel = null;
		$('pieces').innerHTML = at.svg;
		var svg = document.querySelector('#e-picture svg');
		if (svg)
			svg.setAttribute('aria-label', at.n > 1 ?
			    text('boardsAfter', at.n - 1) : text('boardsStart'));
		boardsAlt($('e-alt'), at.alt);
		$('e-tpn').textContent = at.tpn;
		boardsList($('e-boards'), at.fields);
		scoresTable($('e-scores'), g, k === g.moves.length &&
		    g.status === 'complete', at.s);
		var next = $('e-next'), edit = $('e-edit');
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
		var ask = $('e-ask');
		ask.textContent = '';
		last = at.n - 1;
		at.declare.forEach(function (d) {
			if (k !== g.moves.length) return;
			if (d.dead === last && !entry.dismissed[d.b + d.dead]) {
				var q = el('p', '', text('askDead', d.dead, d.b));
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

	function entryEditMove(i) {
		entry.cursor = i;
		entry.insert = false;
		entryShow();
		var m = entry.g.moves[entryCursorMove()], box = $('ply');
		if (m) {
			box.value = m.t + (m.ann || '');
			entryComplete();
			box.select();
		}
		box.focus();
	}

	function entryBackToEnd() {
		entry.cursor = -1;
		entry.insert = false;
		$('ply').value = '';
		entryShow();
		$('ply').focus();
	}

	/* --- what is typed --------------------------------------------- */

	/* The legal plies and declarations at the cursor. */
	function candidates() {
		var at = entry.at;
		return at ? at.legal.concat(at.declare) : [];
	}

	/* Whether ply text p matches what is typed, t (both lower case):
	 * t stands in p where a part of it starts (the start, or after
	 * ':', '@', '-', 'x' or a space), or t starts with such a sign. */
	function matches(p, t) {
		var i = -1;
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
	function entryComplete() {
		var t = typed().toLowerCase(), ul = $('e-comp'), box = $('ply');
		var all = candidates();
		entry.matches = all.filter(function (c) {
			return matches(c.t.toLowerCase(), t);
		});
		if (entry.hi >= entry.matches.length) entry.hi = -1;
		ul.textContent = '';
		entry.matches.forEach(function (c, i) {
			var li = el('li', i === entry.hi ? 'hi' : '', c.t);
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
		var from = {}, to = {};
		var few = entry.matches.length <= 12 && typed() !== '';
		entry.matches.forEach(function (c) {
			if (entry.sel ? c.f === entry.sel : few && c.f)
				from[c.f] = true;
			if (c.s && (entry.sel ? c.f === entry.sel : few))
				to[c.s] = true;
		});
		var rects = document.querySelectorAll('#squares rect'), i, sq, c;
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
		var t = typed(), lower = t.toLowerCase(), all = candidates(), i;
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
	function entryTake(t) {
		var g = entry.g, k = entryCursorMove(), before = g.tgn, added;
		var replace = k < g.moves.length && !entry.insert;
		var r = engine.entryPut(k, replace, t);
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
		added = r.moves.length - g.moves.length;
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
	function entryRefused(diags, why, ply, typedText) {
		var box = $('e-msg'), all = candidates();
		box.textContent = '';
		if (why === 'tags' || why === 'empty' || why === 'place')
			box.appendChild(el('p', 'error', text({ tags: 'whyTags',
			    empty: 'whyEmpty', place: 'wherePlace' }[why])));
		diags.forEach(function (d) {
			var p = el('p', d.sev);
			if (d.sev !== 'note')
				p.textContent = why === 'broken' || why === 'opened' ?
				    text(why === 'opened' ? 'brokenOpened' : 'broken', ply,
				    d.msg) : text('refusedPly', d.msg);
			else {
				var legal = all.some(function (c) {
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
						var before = entry.g.tgn;
						var r = engine.entryTags(d.sug);
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
		var n = entry.matches.length, box = $('ply');
		if (e.key === 'Enter') {
			e.preventDefault();
			entryEnter();
		} else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
			if (!n) return;
			e.preventDefault();
			entry.hi = e.key === 'ArrowDown' ? (entry.hi + 1) % n :
			    (entry.hi <= 0 ? n : entry.hi) - 1;
			entryComplete();
			var li = $('comp-' + entry.hi);
			if (li && li.scrollIntoView)
				li.scrollIntoView({ block: 'nearest' });
		} else if (e.key === 'Tab' && !e.shiftKey && box.value.trim()) {
			var pick = entry.hi >= 0 ? entry.matches[entry.hi] :
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
		var all = candidates(), i, from = [], any = false;
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
		var was = entry.sel;
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

	/* The form of the tags, made anew from the game's tags. */
	function buildTags() {
		var g = entry.g, form = $('e-tags'), shown = {};
		if (!g) return;
		form.textContent = '';
		function field(name, label, value, extra) {
			var l = el('label'), inp = el('input');
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
			shown[name] = true;
		}
		function select(name, label, options, value) {
			var l = el('label'), sel = el('select');
			l.appendChild(el('span', '', label));
			options.forEach(function (o) {
				var op = el('option', '', o[1]);
				op.value = o[0];
				sel.appendChild(op);
			});
			sel.value = value;
			sel.name = name;
			l.appendChild(sel);
			form.appendChild(l);
			shown[name] = true;
			return sel;
		}
		FIXED_TAGS.forEach(function (name) {
			field(name, text('tag' + name), tag(g, name), name !==
			    'Date' ? null : function (inp) {
				inp.placeholder = text('datePlaceholder');
			});
		});
		var zihin = tag(g, 'Zihin');
		var players = ['W', 'B', 'G'].filter(function (c) {
			return c !== zihin;
		});
		players.forEach(function (c) {
			field(TAG[c], text('nameOf' + c), tag(g, TAG[c]));
		});
		if (zihin !== null) {
			var zs = select('Zihin', text('zihinTag'), ['W', 'B', 'G'].map(
			    function (c) { return [c, text(c)]; }), zihin);
			if (zs.value !== zihin) {
				zs.appendChild(el('option', '', zihin));
				zs.lastChild.value = zihin;
				zs.value = zihin;
			}
			zs.addEventListener('change', function () {
				var before = entry.g.tgn;
				setTag('Zihin', zs.value, zs);
				if (tag(entry.g, 'Order') !== null)
					setTag('Order', '', zs);
				entry.undo.push(before);
				store();
				buildTags();
			});
		}
		var orders = players.length === 3 ? ['W B G', 'W G B', 'B G W',
		    'B W G', 'G W B', 'G B W'] : [players.join(' '),
		    players.slice().reverse().join(' ')];
		var order = tag(g, 'Order');
		var os = select('Order', text('orderTag'), orders.map(function (o) {
			var names = o.split(' ').map(function (c) {
				return text(c);
			});
			return [o, names.length === 3 ? text('orderThree',
			    names[0], names[1], names[2]) :
			    text('orderTwo', names[0], names[1])];
		}), order === null ? orders[0] : order);
		if (order !== null && os.value !== order) {
			os.appendChild(el('option', '', order));
			os.lastChild.value = order;
			os.value = order;
		}
		os.addEventListener('change', function () {
			var before = entry.g.tgn;
			setTag('Order', os.value, os);
			entry.undo.push(before);
			store();
		});
		field('Termination', text('tagTermination'), tag(g, 'Termination'));
		var other = el('fieldset', 'other');
		other.appendChild(el('legend', '', text('otherTags')));
		form.appendChild(other);
		g.tags.forEach(function (t) {
			if (!shown[t[0]]) otherTag(other, t[0], t[1]);
		});
		var add = button(text('addTag'), function () {
			otherTag(other, '', '', add).querySelector('input').focus();
		});
		other.appendChild(add);
	}

	/* A row of the other tags: its name, its value, a button to drop it. */
	function otherTag(box, name, value, before) {
		var row = el('div', 'tagrow'), n = el('input'), v = el('input');
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
		var r = engine.entryTag(name, value);
		var msg = input.parentNode.querySelector('.tagerr');
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

	/* A file name from the tags: event, round, players. */
	function fileName(g) {
		var parts = [tag(g, 'Event'), tag(g, 'Round')].concat(
		    g.players.map(function (c) { return tag(g, TAG[c]); }));
		var s = parts.filter(Boolean).join(' ').replace(
		    /[\/\\:*?"<>|\x00-\x1f\s]+/g, '-').replace(/^[-.]+|-+$/g,
		    '').slice(0, 80);
		return (s || 'game') + '.tgn';
	}

	function entryDownload() {
		var g = entry.g, name = fileName(g);
		var a = el('a');
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

	function entryCopy() {
		var t = entry.g.tgn, say = $('e-saved');
		function fallback() {
			var r = document.createRange();
			r.selectNodeContents($('tgn'));
			var s = getSelection();
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

	function entryWire() {
		var box = $('ply');
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
			var k = entryCursorMove(), before = entry.g.tgn;
			var r = engine.entryDelete(k, 1);
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
			var b = e.target.closest && e.target.closest('button');
			if (b && /^move-\d+$/.test(b.id))
				entryEditMove(parseInt(b.id.slice(5), 10));
		});
		$('e-picture').addEventListener('click', function (e) {
			var r = e.target.closest && e.target.closest('#squares rect');
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

	/* #entry=ID: that game in progress; #entry: the one shown, else
	 * the latest changed; #entries (or none kept): the games in
	 * progress and the choice of a new one. */
	function entryOpen(id) {
		var st = null;
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

	/* The names of the fragment, in order. */
	function fragmentNames() {
		return location.hash.replace(/^#/, '').split('&').map(
		    function (kv) {
			return kv.split('=')[0];
		});
	}

	function fromFragment() {
		var f = parseFragment(), gi = 0, had = document.activeElement;
		$('e-note').textContent = '';
		$('e-note').hidden = true;
		pending = false;
		if (f.standings !== undefined) {
			tab('standings');
			pending = loading;
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
		    data.games.length) {
			tab('entry');
			entryEdit(Math.min(Math.max(parseInt(f.game, 10), 1),
			    data.games.length) - 1);
			return;
		}
		if (f.entries !== undefined) {
			tab('entry');
			entryOpen(null);
			return;
		}
		/* The game asked for, or the first, not there yet. */
		if (loading && !data.entry && f.entry === undefined &&
		    data.games.length < (/^\d+$/.test(f.game || '') ?
		    parseInt(f.game, 10) : 1)) {
			tab('games');
			$('status').textContent = text('waiting');
			pending = true;
			return;
		}
		if (f.entry !== undefined || (!location.hash.replace('#', '') &&
		    (data.entry || !data.games.length))) {
			tab('entry');
			entryOpen(f.entry);
			return;
		}
		tab('games');
		if (!data.games.length) {
			$('status').textContent = text('noGame');
			return;
		}
		if (/^\d+$/.test(f.game || ''))
			gi = Math.min(Math.max(parseInt(f.game, 10), 1),
			    data.games.length) - 1;
		if (gi !== shown.g || !shown.game) showGame(gi);
		show(gi, entryOf(shown.game, f.ply));
		/* For tests and bench/html_bench.sh: the first game shown,
		 * so many ms after the page was opened (data-ready: the
		 * page whole). */
		if (!document.body.hasAttribute('data-first'))
			document.body.setAttribute('data-first',
			    String(Math.round(performance.now())));
		/* A game chosen in the list: its heading takes the focus,
		 * and on a phone the page scrolls to it, above the board. */
		if (chosen) {
			chosen = false;
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
	function refocus() {
		if (focused && focused !== document.body) keepFocus();
	}

	function openAtTitle() {
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
		var now = document.activeElement, tabNow, to;
		if (now && now !== document.body && now.getClientRects().length)
			return;
		tabNow = document.body.getAttribute('data-tab');
		if (tabNow === 'entry')
			to = $('ply').getClientRects().length ? $('ply') :
			    $('e-title');
		else if (tabNow === 'standings')
			to = $('tab-standings');
		else
			to = $('title');
		to.focus({ preventScroll: true });
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
					/* Shared wins ("0.50" in the data) with
					 * the reader's decimal separator. */
					[r[2], decimals(r[3]), r[4], r[5]].forEach(function (v) {
						tr.appendChild(el('td', 'num', String(v)));
					});
					t.appendChild(tr);
				});
				sec.appendChild(t);
			}
			gameList(sec, s.br, 'byReplay', byReplay);
			gameList(sec, s.nc, 'notCounted', notCounted);
			if (s.h2h.length) {
				sec.appendChild(el('h3', '', text('headToHead')));
				var hl = el('ul');
				s.h2h.forEach(function (h) {
					hl.appendChild(el('li', '', iso(h[0]) +
					    ' \u2013 ' + iso(h[1]) + ': ' + h[2] + '-' +
					    h[3] + '-' + h[4]));
				});
				sec.appendChild(hl);
			}
			box.appendChild(sec);
		});
	}

	/* Under the heading `title`, the games of list (each [file, game,
	 * ...]) with the words why(game) gives, each a link to the game. */
	function gameList(sec, list, title, why) {
		if (!list.length) return;
		sec.appendChild(el('h3', '', text(title)));
		var ul = el('ul');
		list.forEach(function (n) {
			var li = el('li'), gi = pageGame(n[0], n[1]);
			var a = el('a', '', text('notCountedItem', n[0], n[1],
			    why(n)));
			if (gi >= 0) a.href = '#game=' + (gi + 1);
			li.appendChild(a);
			ul.appendChild(li);
		});
		sec.appendChild(ul);
	}

	/* Why game n ([file, game, the library's words, why, the player
	 * without a name or the file of the game repeated, its line]) is
	 * not counted, in the page's language. */
	function notCounted(n) {
		switch (n[3]) {
		case 0: return text('ncDuplicate', n[4], n[5]);
		case 1: return text('unfinished');
		case 2: return text('invalid');
		case 3:
			if (n[6] && TEXT['ncNoName' + n[4] + 'Tag'])
				return text('ncNoName' + n[4] + 'Tag', n[6]);
			if (TEXT['ncNoName' + n[4]]) return text('ncNoName' + n[4]);
		}
		return n[2];
	}

	/* Why game n ([file, game, the library's words, the Score tag and
	 * the Winner tag in error, or '']) counts by its replay, in the
	 * page's language. */
	function byReplay(n) {
		var said = [];
		if (n[3]) said.push('[Score "' + n[3] + '"]');
		if (n[4]) said.push('[Winner "' + n[4] + '"]');
		return text('byReplayWhy', said.join(' '));
	}

	function tab(which) {
		var st = which === 'standings', en = which === 'entry';
		$('tab-games').setAttribute('aria-selected', String(!st && !en));
		$('tab-standings').setAttribute('aria-selected', String(st));
		$('tab-entry').setAttribute('aria-selected', String(en));
		$('standings').hidden = !st;
		$('game').hidden = st || en;
		$('entry').hidden = !en;
		$('fold').hidden = st || en;
		document.body.setAttribute('data-tab', which);
		if (st && !standings)
			$('standings').textContent = text('waiting');
		else if (st && !$('standings').querySelector('section, p'))
			buildStandings();
		if (which !== 'standings') placePicture(en);
	}

	/* The one picture goes where it is shown: the game viewed, or the
	 * game entered (over whose boards lie the squares to click). */
	function placePicture(en) {
		var svg = document.querySelector('#picture svg, #e-picture svg');
		var home = $(en ? 'e-picture' : 'picture');
		if (svg && svg.parentNode !== home) home.appendChild(svg);
		if (!en && shown.game && shown.k >= 0) showPosition(shown.k);
	}

	/* --- the page -------------------------------------------------- */

	/* The boards in a row or around the table: the engine's frame of
	 * that layout, and the position shown drawn again in it. */
	function arrange(how) {
		var en = document.body.getAttribute('data-tab') === 'entry';
		var home = $(en ? 'e-picture' : 'picture');
		engine.layout(how);
		$('picture').textContent = '';
		$('e-picture').textContent = '';
		home.innerHTML = engine.frame() + '<g id="pieces"></g>' +
		    '<g id="squares">' + engine.squares() + '</g></svg>';
		var svg = home.querySelector('svg');
		svg.setAttribute('role', 'img');
		svg.removeAttribute('width');
		svg.removeAttribute('height');
		document.body.setAttribute('data-boards', how);
		if (en && entry.g) entryCursor();
		else if (shown.game) showPosition(shown.k);
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
		$('ply').title = text('plyBox');
		$('e-undo').title = text('undoKey');
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
			/* The keys step the game only from the game view (or
			 * from nowhere while it is shown): never from the tabs,
			 * the list, the filters or the standings (issue 38). */
			if ($('game').hidden || !(e.target === document ||
			    e.target === document.body ||
			    $('game').contains(e.target)))
				return;
			var keys = { ArrowLeft: shown.k - 1,
			    ArrowRight: shown.k + 1, Home: 0, End: Infinity };
			/* In the list of plies, up and down step too. */
			if ($('plies').contains(e.target)) {
				keys.ArrowUp = keys.ArrowLeft;
				keys.ArrowDown = keys.ArrowRight;
			}
			var to = keys[e.key];
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
			var i = filtered.indexOf(parseInt((e.target.id || '')
			    .slice(5), 10) - 1);
			if (/^game-/.test(e.target.id) && i >= 0 && i !== rove) {
				var old = $('game-' + (filtered[rove] + 1));
				if (old) old.tabIndex = -1;
				rove = i;
				e.target.tabIndex = 0;
			}
		});
		$('games').addEventListener('click', function (e) {
			var a = e.target.closest && e.target.closest('a');
			if (!a) return;
			/* The game chosen: its heading takes the focus once
			 * shown (at once when it already is). */
			if (location.hash === a.getAttribute('href'))
				openAtTitle();
			else
				chosen = true;
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
			focused = e.target;
		});
		$('tab-games').addEventListener('click', function () {
			location.hash = '#game=' + (shown.last + 1) + (shown.game ?
			    '&ply=' + shown.game.plies[shown.k].n : '');
		});
		$('tab-standings').addEventListener('click', function () {
			location.hash = '#standings';
		});
		$('tab-entry').addEventListener('click', function () {
			location.hash = entry.g && entry.rev !== null ? '#entry=' +
			    entry.id : '#entry';
		});
		entryWire();
		$('arrange').addEventListener('change', function () {
			try {
				localStorage.setItem('talat-boards', this.value);
			} catch (e) { /* no storage: for this visit only */ }
			if (engine) arrange(this.value);
		});
		window.addEventListener('hashchange', fromFragment);
		window.addEventListener('storage', entryStorage);
	}

	/* What the page adds for screen readers (issue 38): its one live
	 * region; after each picture, its boards in words; beside the
	 * completions, the words that none matches. */
	function a11y() {
		var say = el('div', 'sr-only');
		say.id = 'say';
		say.setAttribute('role', 'status');
		say.setAttribute('aria-live', 'polite');
		document.body.appendChild(say);
		[['picture', 'alt'], ['e-picture', 'e-alt']].forEach(function (x) {
			var h = el('h3', 'sr-only', text('boardsInWords'));
			var ul = el('ul', 'sr-only');
			h.id = x[1] + '-h';
			ul.id = x[1];
			ul.setAttribute('aria-labelledby', h.id);
			$(x[0]).parentNode.insertBefore(ul, $(x[0]).nextSibling);
			$(x[0]).parentNode.insertBefore(h, ul);
		});
		var result = el('p', 'result');
		result.id = 'result';
		result.hidden = true;
		$('status').parentNode.insertBefore(result, $('status').nextSibling);
		var none = el('p', 'none');
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
		var tri = $('arrange').value === 'triangle';
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
		data = JSON.parse($('index').textContent);
		data.files = [];
		data.games = [];
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
		var watch = window.MutationObserver ?
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
			engine = t;
			engine.language(catalogue);
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
}());
