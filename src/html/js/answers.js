/* SPDX-License-Identifier: ISC */
/*
 * answers.js: what the page reads, as named fields. talat html writes
 * the index of the games and the standings as arrays (short in a page of
 * 20,000 games: cmd_html.c), and the engine (src/wasm/engine.c, through
 * engine.js) answers objects with short names and a few arrays; the
 * page reads them only through the types below, the arrays turned into
 * objects here, where they come in.
 */

/**
 * A game of the page's index (a part's "games", talat html's
 * index_entry).
 * @typedef {object} GameEntry
 * @property {number} file the index of its file in state.data.files
 * @property {number} number its number in that file (from 1)
 * @property {number} line the line where it starts there
 * @property {number} column the column where it starts
 * @property {number} status 0 complete, 1 unfinished, 2 invalid
 * @property {number} plies how many plies it has
 * @property {string} event its Event tag, or ''
 * @property {string} round its Round tag, or ''
 * @property {string} date its Date tag, or ''
 * @property {string} colours its players' colours in turn order ("WBG")
 * @property {string[]} names their names (in that order), '' for none
 * @property {number} at where its text starts in its part of the records
 *     (UTF-16 code units)
 * @property {number} length how long its text is (UTF-16 code units)
 * @property {Text} text the text node of its part of the records
 */

/**
 * @param {Array} a an entry as talat html writes it
 * @param {Text} text the records' part it is in
 * @returns {GameEntry}
 */
export function gameEntry(a, text) {
	return {
		file: a[0], number: a[1], line: a[2], column: a[3], status: a[4],
		plies: a[5], event: a[6], round: a[7], date: a[8], colours: a[9],
		names: a[10], at: a[11], length: a[12], text: text
	};
}

/**
 * A row of an event's standings.
 * @typedef {object} StandingsRow
 * @property {number} rank
 * @property {string} player
 * @property {number} games
 * @property {string} wins shared wins in hundredths: "2.50"
 * @property {number} points
 * @property {number} captured towers captured
 */

/**
 * A game of the standings that is not counted (talat_not_counted).
 * @typedef {object} NotCounted
 * @property {string} file
 * @property {number} game its number in the file
 * @property {string} words why, as the library words it (in talat's
 *     language)
 * @property {number} why 0 duplicate, 1 unfinished, 2 invalid, 3 a player
 *     without a name (TALAT_NC_*)
 * @property {string} other the player without a name (W, B, G), or the
 *     file of the game it repeats
 * @property {number} line the line of the game it repeats
 * @property {string} tag the misspelt tag that holds the missing name
 */

/**
 * A game counted by its replay, its claims in error.
 * @typedef {object} ByReplay
 * @property {string} file
 * @property {number} game
 * @property {string} words the library's words
 * @property {string} score its Score tag as written, or ''
 * @property {string} winner its Winner tag as written, or ''
 */

/**
 * A player against another (games ahead, behind, level on points).
 * @typedef {object} HeadToHead
 * @property {string} player
 * @property {string} opponent
 * @property {number} ahead
 * @property {number} behind
 * @property {number} level
 */

/**
 * The standings of an event (#standings-data: one a event).
 * @typedef {object} EventStandings
 * @property {string} event its Event tag, '' for the games without one
 * @property {StandingsRow[]} rows
 * @property {HeadToHead[]} h2h
 * @property {NotCounted[]} nc
 * @property {ByReplay[]} br
 */

/**
 * @param {Array<object>} list the standings as talat html writes them
 * @returns {EventStandings[]}
 */
export function standingsOf(list) {
	return list.map(function (s) {
		return {
			event: s.event,
			rows: s.rows.map(function (r) {
				return { rank: r[0], player: r[1], games: r[2],
				    wins: r[3], points: r[4], captured: r[5] };
			}),
			h2h: s.h2h.map(function (h) {
				return { player: h[0], opponent: h[1], ahead: h[2],
				    behind: h[3], level: h[4] };
			}),
			nc: s.nc.map(function (n) {
				return { file: n[0], game: n[1], words: n[2],
				    why: n[3], other: n[4], line: n[5], tag: n[6] };
			}),
			br: s.br.map(function (n) {
				return { file: n[0], game: n[1], words: n[2],
				    score: n[3], winner: n[4] };
			})
		};
	});
}

/**
 * A position's fields of TPN (the engine's "fields").
 * @typedef {object} Fields
 * @property {string[]} boards the fields of the boards WB, BG, GW
 * @property {string} toAct the colour to act (W, B, G), '-' at the end
 * @property {string} captured the captured towers ("0/0/1")
 * @property {string} frozen the frozen boards ("WB,GW"), '-' for none
 */

/**
 * @param {string[]} f the engine's six fields
 * @returns {Fields}
 */
export function fieldsOf(f) {
	return { boards: f.slice(0, 3), toAct: f[3], captured: f[4],
	    frozen: f[5] };
}

/**
 * A diagnostic of the library (engine.c's diag_json).
 * @typedef {object} Diag
 * @property {number} ply the ply it is about, 0 for the game
 * @property {number} line
 * @property {number} col
 * @property {string} sev 'error', 'warning' or 'note'
 * @property {string} msg the library's message (in the page's language)
 * @property {string} [code] its code ("unfinished-game")
 * @property {string} [sug] what a did-you-mean note proposes (TGN)
 * @property {boolean} [fits] whether that proposal fits the game
 */

/**
 * A board that became dead or was declared frozen after a move:
 * [its name (WB, BG, GW), 'dead' or 'frozen'].
 * @typedef {string[]} BoardEvent
 */

/**
 * A ply of a game viewed (open()'s "plies"; the first, 0, is the start).
 * @typedef {object} Ply
 * @property {number} n its number
 * @property {number} [r] its round, on the round's first ply
 * @property {string} c the colour that made it
 * @property {string} t the ply in TGN
 * @property {string} [ann] its annotation ("!")
 * @property {BoardEvent[]} [ev]
 * @property {string[]} [cm] its comments
 */

/**
 * A move of a game as written: a ply, or a declaration (d) (open()'s
 * "rest", the entry's "moves").
 * @typedef {object} Move
 * @property {string} t the move in TGN
 * @property {number} [d] 1: a declaration ("freeze WB")
 * @property {number} [n] a ply's number
 * @property {number} [r] its round
 * @property {string} [c] the colour that made it
 * @property {string} [ann]
 * @property {BoardEvent[]} [ev]
 * @property {string[]} [cm]
 */

/**
 * A tag: [its name, its value].
 * @typedef {string[]} Tag
 */

/**
 * A game as the engine opens it (open()).
 * @typedef {object} Game
 * @property {string} status 'complete', 'unfinished' or 'invalid'
 * @property {string[]} players the colours in turn order
 * @property {string|null} zihin the colour of the Zihin, or null
 * @property {string[]} winners
 * @property {Tag[]} tags
 * @property {Diag[]} diags
 * @property {Ply[]} plies
 * @property {Move[]} rest the moves after the one refused, as written
 * @property {string} [source] the text as written, after a syntax error
 */

/**
 * A position of the game viewed (position(k)).
 * @typedef {object} Position
 * @property {string} tpn
 * @property {number[]} s the scores in turn order
 * @property {string} svg the pieces
 * @property {string[]} alt each board in words
 * @property {string[]} fields see Fields, fieldsOf()
 */

/**
 * The state of the game entered (entryNew(), entryOpen(), entryPut()...).
 * @typedef {object} EntryState
 * @property {string} status
 * @property {string[]} players
 * @property {string|null} zihin
 * @property {string[]} winners
 * @property {Tag[]} tags
 * @property {Diag[]} diags
 * @property {Move[]} moves
 * @property {number} stop the first move the replay did not take
 * @property {string} tgn the game as talat fmt writes it
 * @property {number[]} [cut] the line and column where its text could
 *     no longer be read (entryOpen())
 */

/**
 * The engine's refusal of a change: the game unchanged.
 * @typedef {object} Refusal
 * @property {Diag[]} refused
 * @property {string} [why] 'tags', 'empty' or 'place'
 */

/**
 * A legal ply at the entry's cursor.
 * @typedef {object} Legal
 * @property {string} t the ply in TGN
 * @property {string} [f] the square it starts from ("WB:c2")
 * @property {string} [s] the square it ends on
 */

/**
 * A declaration the rules allow at the cursor.
 * @typedef {object} Declare
 * @property {string} t in TGN ("freeze WB")
 * @property {string} b the board
 * @property {number} dead the ply after which it became dead
 */

/**
 * Just before move k of the game entered (entryAt(k)).
 * @typedef {object} EntryAt
 * @property {number} k
 * @property {number} n the number of the next ply
 * @property {string} [c] the colour to act, none at the end
 * @property {string} tpn
 * @property {string} svg
 * @property {number[]} s
 * @property {string[]} alt
 * @property {string[]} fields
 * @property {Legal[]} legal
 * @property {Declare[]} declare
 */
