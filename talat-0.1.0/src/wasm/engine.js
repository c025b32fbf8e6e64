/* SPDX-License-Identifier: ISC */
/*
 * engine.js: the JavaScript face of talat.wasm, libtalat compiled to
 * WebAssembly (src/wasm/engine.c). The page of talat html and the ES
 * module (talat.mjs: this file and src/wasm/module.js) both use it.
 *
 * It only moves texts in and out of the engine: everything the answers
 * say (statuses, diagnostics and their wording, positions, pictures) is
 * the library's. talatEngine(bytes) compiles the engine and resolves to
 * an object whose methods are synchronous:
 *
 *   open(text, line, opts)  the first game of text (a game cut out of a
 *                           file at line `line`): its head, plies and
 *                           diagnostics (null when text holds no game)
 *   position(k)             after the kth ply of the open game: tpn, s
 *                           (scores in turn order), svg (the pieces),
 *                           alt (each board in words, for a screen
 *                           reader: frozen or dead, its towers by
 *                           square, in the engine's language)
 *   layout(name)            the pictures' boards from now on: 'row' (the
 *                           default) or 'triangle' (around the table)
 *   frame()                 the frame of the pictures
 *   svg(tpn)                the whole picture of a TPN
 *   records(text, name, opts, what)  every game of a file, as talat
 *                           check (what 0) or with every position as TPN
 *                           (what 1)
 *   language(catalogue)     the language of the engine's messages from
 *                           now on: a talatCatalogue, or null (English,
 *                           the default)
 *   squares()               the squares of the pictures, to lay over them
 *
 * Entering a scoresheet (the entry game is the open game; each method
 * answers its state: head, "moves", "stop" (the first move the replay
 * did not take), "tgn" (what talat fmt writes for it); or a refusal,
 * { refused: [the library's diagnostics], why }, the game unchanged):
 *
 *   entryNew(players, opts) a new game of 2 or 3 players
 *   entryOpen(text, opts)   the first game of text, to go on with
 *   entryTag(name, value)   a tag set ('' removes it)
 *   entryTags(text)         the tags of text (TGN: [Order "B G W"]) set
 *   entryPut(at, replace, text)  what was typed (plies, declarations,
 *                           comments) put before move `at`, or in place
 *                           of it
 *   entryDelete(at, n)      moves at..at+n-1 taken out
 *   entryAt(k)              just before move k: the position (as
 *                           position()), who is to act, the legal plies
 *                           and the declarations the rules allow there
 *
 * opts: { strict: bool, tiebreak: 'unshared' | 'top' | 'shared' }.
 *
 * talatCatalogue(bytes): a message catalogue of talat (a .mo file, as
 * msgfmt compiles po/LANG.po: the installed talat.mo of a language, or
 * the part of it that talat html puts in its page), for the engine's
 * messages and the page's: get(msgid) its forms (undefined when it has
 * none), plural(n) the form for the number n (by the catalogue's
 * Plural-Forms), gettext(msgid) and ngettext(one, many, n) the
 * translation, or the English. The engine looks every message up in it
 * (src/wasm/i18n.c imports `translate` below).
 */
/* exported talatEngine, talatCatalogue */
function talatCatalogue(bytes) {
	'use strict';
	var b = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
	var v = new DataView(b.buffer, b.byteOffset, b.byteLength);
	var dec = new TextDecoder('utf-8'), msgs = new Map(), le, n, i, rule;

	function bad(what) {
		return new Error('talat: not a message catalogue (' + what + ')');
	}
	if (b.length < 28) throw bad('too short');
	le = v.getUint32(0, true) === 0x950412de;
	if (!le && v.getUint32(0, false) !== 0x950412de) throw bad('magic');
	function u32(at) {
		if (at + 4 > b.length) throw bad('cut');
		return v.getUint32(at, le);
	}
	/* The ith string of the table at `at`, its NUL-separated parts. */
	function strings(at, i) {
		var len = u32(at + 8 * i), off = u32(at + 8 * i + 4);
		if (off + len > b.length) throw bad('cut');
		return dec.decode(b.subarray(off, off + len)).split('\0');
	}
	n = u32(8);
	for (i = 0; i < n; i++)
		msgs.set(strings(u32(12), i)[0], strings(u32(16), i));
	/* The header (the translation of ""): its Plural-Forms. */
	rule = /plural=([^;\n]*)/.exec((msgs.get('') || [''])[0]);
	var plural = pluralRule(rule ? rule[1] : 'n != 1');
	msgs.delete('');

	/* A C expression of n (gettext's Plural-Forms), read into a
	 * function: numbers, n, ! * / % + - < > <= >= == != && || ?: and
	 * parentheses, in C's precedence. */
	function pluralRule(expr) {
		var toks = expr.match(/\d+|n|&&|\|\||[<>=!]=|[-+*\/%<>!?:()]/g) ||
		    [], k = 0, f;
		var levels = [['||'], ['&&'], ['==', '!='],
		    ['<', '>', '<=', '>='], ['+', '-'], ['*', '/', '%']];
		var ops = {
			'||': function (a, b) { return a || b ? 1 : 0; },
			'&&': function (a, b) { return a && b ? 1 : 0; },
			'==': function (a, b) { return a === b ? 1 : 0; },
			'!=': function (a, b) { return a !== b ? 1 : 0; },
			'<': function (a, b) { return a < b ? 1 : 0; },
			'>': function (a, b) { return a > b ? 1 : 0; },
			'<=': function (a, b) { return a <= b ? 1 : 0; },
			'>=': function (a, b) { return a >= b ? 1 : 0; },
			'+': function (a, b) { return a + b; },
			'-': function (a, b) { return a - b; },
			'*': function (a, b) { return a * b; },
			'/': function (a, b) { return b ? Math.floor(a / b) : 0; },
			'%': function (a, b) { return b ? a % b : 0; }
		};
		if (toks.join('') !== expr.replace(/\s+/g, '')) throw bad('plural');
		function primary() {
			var t = toks[k++], e;
			if (t === '(') {
				e = choice();
				if (toks[k++] !== ')') throw bad('plural');
				return e;
			}
			if (t === '!') {
				e = primary();
				return function (n) { return e(n) ? 0 : 1; };
			}
			if (t === 'n') return function (n) { return n; };
			if (/^\d+$/.test(t || '')) {
				e = +t;
				return function () { return e; };
			}
			throw bad('plural');
		}
		function binary(level) {
			if (level === levels.length) return primary();
			var left = binary(level + 1), op, right;
			while (levels[level].indexOf(toks[k]) >= 0) {
				op = ops[toks[k++]];
				right = binary(level + 1);
				left = (function (l, r, o) {
					return function (n) { return o(l(n), r(n)); };
				}(left, right, op));
			}
			return left;
		}
		function choice() {
			var c = binary(0), a, z;
			if (toks[k] !== '?') return c;
			k++;
			a = choice();
			if (toks[k++] !== ':') throw bad('plural');
			z = choice();
			return function (n) { return c(n) ? a(n) : z(n); };
		}
		f = choice();
		if (k !== toks.length) throw bad('plural');
		return f;
	}

	return {
		get: function (id) { return msgs.get(id); },
		plural: function (n) { return plural(n); },
		gettext: function (id) {
			var t = msgs.get(id);
			return t && t[0] ? t[0] : id;
		},
		ngettext: function (one, many, n) {
			var t = msgs.get(one), s = t && t[plural(n)];
			return s || (n === 1 ? one : many);
		}
	};
}

async function talatEngine(bytes) {
	'use strict';
	var TIEBREAK = { unshared: 0, top: 1, shared: 2 };
	var ENOSYS = 52;
	var nosys = function () { return ENOSYS; };
	/* The engine reads and writes no file: every system call it could
	 * make (through its C library) fails. */
	var wasi = {
		fd_close: nosys, fd_fdstat_get: nosys, fd_read: nosys,
		fd_seek: nosys, fd_write: nosys, proc_exit: function (c) {
			throw new Error('talat engine: exit ' + c);
		}
	};
	/* The messages' language: each translation the engine asked for,
	 * kept in its memory for good (src/wasm/i18n.c, which uses it only
	 * when its conversions are its message's). Whatever the catalogue
	 * does (throws, gives no string) means the English. */
	var catalogue = null, kept = new Map();
	function translate(id, many, n) {
		if (!catalogue) return 0;
		var m = new Uint8Array(x.memory.buffer), key, forms, k, at;
		id >>>= 0;
		key = dec.decode(m.subarray(id, m.indexOf(0, id)));
		try {
			forms = catalogue.get(key);
			k = many ? catalogue.plural(n >>> 0) : 0;
		} catch (err) {
			return 0;
		}
		if (!forms || typeof forms[k] !== 'string' || !forms[k])
			return 0;
		at = kept.get(key + '\0' + k);
		if (at === undefined) {
			try {
				at = inBytes(enc.encode(forms[k]))[0];
			} catch (err) {
				return 0;	/* no memory: the English */
			}
			kept.set(key + '\0' + k, at);
		}
		return at;
	}
	var got = await WebAssembly.instantiate(bytes,
	    { wasi_snapshot_preview1: wasi, talat: { translate: translate } });
	var x = got.instance.exports;
	var enc = new TextEncoder(), dec = new TextDecoder('utf-8');
	var broken = null, opened = false;

	if (x._initialize) x._initialize();
	var e = x.tle_new();
	if (!e) throw new Error('talat engine: out of memory');

	/* What a value is, for a TypeError. */
	function kind(v) {
		return v === null ? 'null' : Array.isArray(v) ? 'an array' :
		    typeof v;
	}

	/* A text argument: a string (into UTF-8) or its bytes (a
	 * Uint8Array or an ArrayBuffer); anything else is a TypeError
	 * naming the argument, thrown before anything is allocated. */
	function bytesOf(s, what) {
		if (typeof s === 'string') return enc.encode(s);
		if (s instanceof Uint8Array) return s;
		if (s instanceof ArrayBuffer) return new Uint8Array(s);
		throw new TypeError('talat: ' + what + ' must be a string or a ' +
		    'Uint8Array, not ' + kind(s));
	}

	/* A string argument (a tag's name or value, a file name). */
	function stringOf(s, what) {
		if (typeof s !== 'string')
			throw new TypeError('talat: ' + what + ' must be a string, ' +
			    'not ' + kind(s));
		return enc.encode(s);
	}

	/* A count or an index: a whole number, 0 or more (those past the
	 * end the engine takes as the end). */
	function index(k, what) {
		if (typeof k !== 'number' || !Number.isInteger(k))
			throw new TypeError('talat: ' + what + ' must be a whole ' +
			    'number, not ' + (typeof k === 'number' ? k : kind(k)));
		if (k < 0)
			throw new RangeError('talat: ' + what + ' must be 0 or ' +
			    'more, not ' + k);
		return Math.min(k, 0xffffffff);
	}

	/* Bytes into the engine's memory, NUL-terminated: [pointer,
	 * length]. Pointers are read unsigned (>>> 0): past 2 GiB of memory
	 * they would read negative. */
	function inBytes(b) {
		var p = x.tle_alloc(b.length + 1) >>> 0;
		if (!p) throw failed();
		var m = new Uint8Array(x.memory.buffer, p, b.length + 1);
		m.set(b);
		m[b.length] = 0;
		return [p, b.length];
	}

	/* fn([pointer, length] of each of the byte arrays list) with them in
	 * the engine's memory; freed after, whatever happens. */
	function withTexts(list, fn) {
		var ps = [], i;
		try {
			for (i = 0; i < list.length; i++)
				ps.push(inBytes(list[i]));
			return fn(ps);
		} finally {
			for (i = 0; i < ps.length; i++)
				x.tle_dealloc(ps[i][0]);
		}
	}

	function answer() {
		var p = x.tle_out(e) >>> 0, n = x.tle_out_len(e) >>> 0;
		return dec.decode(new Uint8Array(x.memory.buffer, p, n));
	}

	/* Calls the engine; a trap (memory exhausted) leaves it unusable. */
	function call(f) {
		if (broken) throw broken;
		try {
			return f();
		} catch (err) {
			if (err instanceof WebAssembly.RuntimeError) {
				broken = new Error('talat engine: out of memory (' +
				    err.message + ')');
				throw broken;
			}
			throw err;
		}
	}

	function failed() {
		return new Error('talat engine: out of memory');
	}

	/* The failure of a call on the open game: there is none, or memory
	 * ran out. */
	function failedOpen() {
		return opened ? failed() :
		    new Error('talat engine: no game is open');
	}

	/* A JSON answer on the open game (rc the engine's return). */
	function state(rc) {
		if (rc < 0) throw failedOpen();
		return JSON.parse(answer());
	}

	function options(opts) {
		if (opts === undefined || opts === null) opts = {};
		if (typeof opts !== 'object')
			throw new TypeError('talat: opts must be an object, not ' +
			    kind(opts));
		var tb = opts.tiebreak === undefined || opts.tiebreak === null ?
		    'unshared' : opts.tiebreak;
		if (typeof tb !== 'string' ||
		    !Object.prototype.hasOwnProperty.call(TIEBREAK, tb))
			throw new RangeError('talat: opts.tiebreak must be ' +
			    "'unshared', 'top' or 'shared', not " + String(tb));
		return [opts.strict ? 1 : 0, TIEBREAK[tb]];
	}

	return {
		language: function (c) {
			if (c !== undefined && c !== null && (typeof c !== 'object' ||
			    typeof c.get !== 'function' ||
			    typeof c.plural !== 'function'))
				throw new TypeError('talat: the catalogue must be ' +
				    'null or an object with get() and plural(), ' +
				    'not ' + kind(c));
			catalogue = c || null;
			kept = new Map();
		},
		open: function (text, line, opts) {
			var b = bytesOf(text, 'text'), o = options(opts);
			line = line === undefined || line === null ? 1 :
			    index(line, 'line');
			return call(function () {
				return withTexts([b], function (t) {
					opened = false;
					var n = x.tle_open(e, t[0][0], t[0][1],
					    line || 1, o[0], o[1]);
					if (n < 0) throw failed();
					opened = n > 0;
					return n === 0 ? null : JSON.parse(answer());
				});
			});
		},
		position: function (k) {
			k = index(k, 'k');
			return call(function () {
				return state(x.tle_position(e, k));
			});
		},
		layout: function (name) {
			if (name !== undefined && name !== 'row' &&
			    name !== 'triangle')
				throw new RangeError("talat: the layout must be 'row' " +
				    "or 'triangle', not " + String(name));
			call(function () {
				x.tle_layout(e, name === 'triangle' ? 1 : 0);
			});
		},
		frame: function () {
			return call(function () {
				if (x.tle_frame(e) < 0) throw failed();
				return answer();
			});
		},
		svg: function (tpn) {
			var b = stringOf(tpn, 'tpn');
			return call(function () {
				return withTexts([b], function (t) {
					if (x.tle_svg(e, t[0][0]) < 0)
						throw new Error(answer() || 'out of memory');
					return answer();
				});
			});
		},
		squares: function () {
			return call(function () {
				if (x.tle_squares(e) < 0) throw failed();
				return answer();
			});
		},
		entryNew: function (players, opts) {
			if (players !== 2 && players !== 3)
				throw new RangeError('talat: players must be 2 or 3, ' +
				    'not ' + String(players));
			var o = options(opts);
			return call(function () {
				if (x.tle_entry_new(e, players, o[0], o[1]) < 0)
					throw failed();
				opened = true;
				return JSON.parse(answer());
			});
		},
		entryOpen: function (text, opts) {
			var b = bytesOf(text, 'text'), o = options(opts);
			return call(function () {
				return withTexts([b], function (t) {
					if (x.tle_entry_open(e, t[0][0], t[0][1], o[0],
					    o[1]) < 0)
						throw failed();
					opened = true;
					return JSON.parse(answer());
				});
			});
		},
		entryTag: function (name, value) {
			var n = stringOf(name, 'name'), v = stringOf(value, 'value');
			return call(function () {
				return withTexts([n, v], function (t) {
					return state(x.tle_entry_tag(e, t[0][0],
					    t[1][0]));
				});
			});
		},
		entryTags: function (text) {
			var b = bytesOf(text, 'text');
			return call(function () {
				return withTexts([b], function (t) {
					return state(x.tle_entry_tags(e, t[0][0],
					    t[0][1]));
				});
			});
		},
		entryPut: function (at, replace, text) {
			var b = bytesOf(text, 'text');
			at = index(at, 'at');
			return call(function () {
				return withTexts([b], function (t) {
					return state(x.tle_entry_put(e, at,
					    replace ? 1 : 0, t[0][0], t[0][1]));
				});
			});
		},
		entryDelete: function (at, n) {
			at = index(at, 'at');
			n = index(n, 'n');
			return call(function () {
				return state(x.tle_entry_delete(e, at, n));
			});
		},
		entryAt: function (k) {
			k = index(k, 'k');
			return call(function () {
				return state(x.tle_entry_at(e, k));
			});
		},
		records: function (text, name, opts, what) {
			var b = bytesOf(text, 'text'), o = options(opts);
			var nm = name === undefined || name === null ? '-' : name;
			nm = stringOf(nm, 'opts.name');
			return call(function () {
				return withTexts([b, nm], function (t) {
					opened = false;
					if (x.tle_records(e, t[0][0], t[0][1], t[1][0],
					    o[0], o[1], what || 0) < 0)
						throw failed();
					return JSON.parse(answer());
				});
			});
		}
	};
}
