/* SPDX-License-Identifier: ISC */
/*
 * i18n.js: the page's texts and its language. Every text of the page
 * is in TEXT below, marked N_() (P_() for one with a plural form) for
 * xgettext: the messages of po/*.po, translated there with the
 * library's. talat html puts in the page the catalogue of each
 * language (the part of po/LANG.po that the page and the engine use:
 * src/html/catalogues.sh); the page is in the first language of the
 * reader's browser (navigator.languages) that it has, else in its
 * default (<html lang>, talat html --lang), and the engine's messages
 * are looked up in the same catalogue. Messages about the games are
 * the library's own.
 */
import { state } from './state.js';
import { bytesOf } from './dom.js';

function N_(s) { return s; }
function P_(one, many) { return [one, many]; }

export const TEXT = {
	pageTitle: N_('Talat games'),
	pageDescription: N_('Talat games, each replayed ply by ply on its boards, with the standings and the entry of a scoresheet.'),
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
	/* TRANSLATORS: the choice "in a row" on a phone, where the
	 * boards are drawn one under the other. */
	arrangeColumn: N_('one under the other'),
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
/*
 * TEXT[key] in the page's language, its conversions (%s, %d, %1$s;
 * %ld in a message of the library's)
 * replaced by the arguments after key. For a text with a plural
 * form, the first argument is the number that chooses the form; the
 * text's own arguments follow it.
 */
export function text(key) {
	const t = TEXT[key], args = [].slice.call(arguments, 1);
	let s, next = 0;
	if (t === undefined) {
		s = key;
	} else if (Array.isArray(t)) {
		const n = args.shift();
		s = state.catalogue ? state.catalogue.ngettext(t[0], t[1], n) :
		    n === 1 ? t[0] : t[1];
	} else {
		s = state.catalogue ? state.catalogue.gettext(t) : t;
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
export function decimals(v) {
	const n = Number(v);
	if (!isFinite(n) || typeof Intl === 'undefined') return String(v);
	return new Intl.NumberFormat(document.documentElement.lang, {
		minimumFractionDigits: 2, maximumFractionDigits: 2
	}).format(n);
}

export function language() {
	const have = new Map([['en', null]]);
	let i, t, lang, node;
	const list = document.querySelectorAll('script.catalogue');
	function tag(s) { return String(s).toLowerCase().replace(/_/g, '-'); }
	for (i = 0; i < list.length; i++)
		have.set(tag(list[i].getAttribute('data-lang')), list[i]);
	const tags = navigator.languages && navigator.languages.length ?
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
			state.catalogue = talatCatalogue(bytesOf(node.textContent));
		} catch (e) {
			lang = 'en';	/* a catalogue that does not read */
		}
	}
	document.documentElement.lang = lang;
}
