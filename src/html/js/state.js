/* SPDX-License-Identifier: ISC */
/*
 * state.js: the page's one state object. What the modules share and
 * change lives here, in `state`, never in variables of their own: a
 * module reads and writes state.loading, state.shown.k, state.entry.g.
 */

/*
 * The game being entered is the engine's open game: each change (a
 * ply typed or clicked, a declaration, a tag, an edit, a deletion)
 * goes to the engine, which replays the game and answers its state
 * (its moves, where the replay stops, its canonical TGN) or refuses
 * with the library's message. The page keeps that state, the
 * cursor (where the next ply goes), the TGN of earlier states for
 * undo, and stores the game in the browser's storage after every
 * change (entry_store.js).
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
/* The types (GameEntry, Game, EntryState...) are answers.js's. */

export const entry = {
	/** @type {EntryState|null} the state, or null: no game in progress */
	g: null,
	id: null,		/* its key in the storage (after GAME_KEY) */
	rev: null,		/* the version stored it follows, or null */
	conflict: null,		/* another tab's version, not yet chosen */
	/** @type {EntryAt|null} the engine's answer at the cursor */
	at: null,
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

export const state = {
	catalogue: null,	/* of the page's language; null: English */
	/**
	 * The page's options (#index: strict, tiebreak, event, entry),
	 * the files and games of the records arrived.
	 * @type {{files: string[], games: GameEntry[], strict: boolean,
	 *     tiebreak: string, event: boolean, entry: boolean}|null}
	 */
	data: null,
	/** @type {EventStandings[]|null} #standings-data, once arrived */
	standings: null,
	engine: null,		/* talatEngine's answer, once started */
	loading: true,		/* the records still arrive */
	parts: 0,		/* of them read */
	pending: false,		/* the fragment waits for what arrives */
	filtered: [],		/* game numbers (0-based) listed */
	/* The row of the list that Tab reaches (an index of filtered):
	 * the list is one stop of the keyboard, its rows chosen by the
	 * arrow keys (roving focus). */
	rove: 0,
	/* px, a game in the list: 3.25rem (viewer.css: 3rem and a gap),
	 * measured again when the font changes. */
	row: 52,
	/* A game chosen in the list (a click, Enter): its heading takes
	 * the focus once it is shown. */
	chosen: false,
	focused: null,		/* what last took the focus */
	/* The game viewed: its number, the entry of its ply shown, the
	 * engine's game, the last one viewed. */
	/** @type {{g: number, k: number, game: Game|null, last: number}} */
	shown: { g: -1, k: -1, game: null, last: 0 },
	/* The engine's open game: 'view' (the one viewed) or 'entry'. */
	engineHolds: 'view',
	entry: entry,
	revs: 0			/* revisions written by this tab */
};
