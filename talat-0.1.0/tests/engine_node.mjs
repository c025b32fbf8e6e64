// SPDX-License-Identifier: ISC
// engine_node.mjs: the ES module of the engine (npm/talat.mjs) under
// Node, for tests/engine_node.sh, which compares what it prints with
// talat itself.
//   node engine_node.mjs MODULE check FILE...   per file: the diagnostics
//       as talat check prints them (FILE:LINE:COL: SEV: MSG [CODE]), then
//       the count of games by status as talat check --quiet would not
//   node engine_node.mjs MODULE replay FILE...  per file, game and
//       replayed ply: "FILE GAME K TPN" (K 0: the start)
//   node engine_node.mjs MODULE entry OUTDIR FILE...  each file, in
//       canonical TGN (talat fmt), entered as the page enters a
//       scoresheet: its tags (entryOpen of its tag section), then each
//       ply or declaration with its annotation and comments
//       (entryPut at the end); writes the game's TGN as the engine
//       gives it (the answer's tgn) to OUTDIR/NAME (NAME the file's),
//       and prints "FILE: refused ITEM: MESSAGE" for the first move
//       refused (the library's message, then the entry stops), "FILE:
//       not listed ITEM" for a move entered that entryAt did not list
//       among the legal plies or declarations before it, and "FILE:
//       listed but refused ITEM" for a legal ply of entryAt (those of
//       every tenth position are tried) that entryPut refuses
//   node engine_node.mjs MODULE entry-api       the entry's functions
//       called one by one, each answer in short
//   node engine_node.mjs MODULE misuse FILE     arguments of the wrong
//       type or range, a leak, hostile catalogues: each outcome in short
//   node engine_node.mjs MODULE svg TPN         the picture of a TPN
//   node engine_node.mjs MODULE svg-triangle TPN  the same, the boards
//       around the table
import fs from 'node:fs';
import path from 'node:path';
import url from 'node:url';

const [modPath, what, ...args] = process.argv.slice(2);
const { load } = await import(url.pathToFileURL(path.resolve(modPath)));
const talat = await load();
const out = [];

function diag(file, d) {
	return `${file}:${d.line}:${d.col}: ${d.sev}: ${d.msg}` +
	    (d.code ? ` [${d.code}]` : '');
}

if (what === 'check') {
	for (const file of args) {
		const r = talat.check(fs.readFileSync(file), { name: file });
		const n = [0, 0, 0];
		for (const g of r.games) {
			for (const d of g.diags) out.push(diag(file, d));
			n[['complete', 'unfinished', 'invalid'].indexOf(g.status)]++;
		}
		for (const d of r.diags) out.push(diag(file, d));
		out.push(`${file}: ${r.games.length} game` +
		    (r.games.length === 1 ? '' : 's') +
		    `: ${n[0]} complete, ${n[1]} unfinished, ${n[2]} invalid`);
	}
} else if (what === 'replay') {
	for (const file of args) {
		const r = talat.replay(fs.readFileSync(file));
		r.games.forEach((g, i) => g.tpn.forEach((t, k) =>
		    out.push(`${file} ${i + 1} ${k} ${t}`)));
	}
} else if (what === 'entry') {
	const [outdir, ...files] = args;
	const e = talat.engine;
	for (const file of files) {
		const text = fs.readFileSync(file, 'utf8');
		const cut = text.indexOf('\n\n');
		const head = /^\[/.test(text) ? (cut < 0 ? text : text.slice(0, cut + 1)) : '';
		let g = e.entryOpen(head, {});
		const items = [];
		for (const t of text.slice(head.length).match(
		    /\{[^}]*\}|;[^\n]*|\S+/g) || []) {
			if (/^\d+\.$/.test(t)) continue;
			const c = t.charAt(0) === ';' ? t + '\n' : t;
			if (/^[{;]/.test(t))
				if (items.length) items[items.length - 1] += ' ' + c;
				else items.push(c);
			else if (items.length && items[items.length - 1] === 'freeze')
				items[items.length - 1] += ' ' + t;
			else
				items.push(t);
		}
		for (let i = 0; i < items.length; i++) {
			const at = e.entryAt(g.moves.length);
			const bare = items[i].replace(/[!?]*( [{;].*)?$/s, '');
			if (!/^[{;]/.test(bare) && !at.legal.concat(at.declare)
			    .some((c) => c.t === bare))
				out.push(`${file}: not listed ${bare}`);
			if (i % 10 === 0)
				for (const c of at.legal) {
					const r = e.entryPut(g.moves.length, false, c.t);
					if (r.refused)
						out.push(`${file}: listed but refused ${c.t}`);
					else
						e.entryDelete(g.moves.length, 1);
				}
			const r = e.entryPut(g.moves.length, false, items[i]);
			if (r.refused) {
				out.push(`${file}: refused ${items[i]}: ` +
				    r.refused.map((d) => d.msg).join(' | '));
				break;
			}
			g = r;
		}
		fs.writeFileSync(path.join(outdir, path.basename(file)), g.tgn);
	}
} else if (what === 'entry-api') {
	// The entry's functions one by one, each answer in short: the TGN
	// of a state, or the refusal's messages and why.
	const e = talat.engine;
	const say = (what, r) => out.push(what + ' => ' + (r.refused ?
	    'refused ' + (r.why || '') + r.refused.map((d) => ' | ' + d.msg +
	    (d.sug ? ' (' + d.sug + ')' : '')).join('') :
	    JSON.stringify(r.tgn) + ' stop ' + r.stop));
	say('new 2', e.entryNew(2, {}));
	say('tag Event', e.entryTag('Event', 'Club "A"'));
	say('tag White', e.entryTag('White', 'Ann'));
	say('tag Bad Name', e.entryTag('Bad Name', 'x'));
	say('tag Round with a line feed', e.entryTag('Round', '1\n2'));
	say('tags Order', e.entryTags('[Order "B W"]'));
	say('tags a ply', e.entryTags('L6@WB:c1'));
	say('tag Order removed', e.entryTag('Order', ''));
	const at = e.entryAt(0);
	out.push(`at 0: ply ${at.n}, ${at.c} to act, ${at.legal.length} legal, ` +
	    `first ${JSON.stringify(at.legal[0])}, ${at.declare.length} to declare`);
	say('put a comment alone', e.entryPut(0, false, '{ before }'));
	say('put a ply', e.entryPut(0, false, 'L6@GW:c1! { one }'));
	say('put two plies', e.entryPut(1, false, 'L4@BG:a5 2. L3@GW:a1'));
	say('put a wrong round', e.entryPut(3, false, '3. L3@BG:b5'));
	say('put an illegal ply', e.entryPut(3, false, 'L3@WB:b1'));
	say('put no ply', e.entryPut(3, false, 'c2'));
	say('put a tag', e.entryPut(3, false, '[Site "x"]'));
	say('put nothing', e.entryPut(3, false, '  '));
	say('put past the end', e.entryPut(9, false, 'L3@BG:b5'));
	say('put a comment after ply 1', e.entryPut(1, false, '{ two }'));
	say('replace ply 1', e.entryPut(0, true, 'L4@GW:c1'));
	say('replace ply 1 again', e.entryPut(0, true, 'L6@GW:b1'));
	say('delete ply 2', e.entryDelete(1, 1));
	say('open', e.entryOpen('[White "A"]\n\n1. L6@GW:c1 L6@GW:c1 L3@GW:a1\n', {}));
	say('open with a syntax error', e.entryOpen('1. L6@WB:c1 L6@WB:c9 L6@BG:c1\n', {}));
	out.push('cut ' + JSON.stringify(e.entryOpen('1. L6@WB:c1 L6@WB:c9\n', {}).cut));
} else if (what === 'misuse') {
	// Hostile and mistaken calls (issue 34): each outcome in short, the
	// error's class and message, or what came back.
	const e = talat.engine;
	const rec = fs.readFileSync(args[0], 'utf8');
	const short = (v) => v === undefined ? 'undefined' :
	    JSON.stringify(v).slice(0, 60);
	const tryit = (name, f) => {
		try {
			out.push(`${name} => ${short(f())}`);
		} catch (err) {
			out.push(`${name} => ${err.constructor.name}: ${err.message}`);
		}
	};
	const msgs = (r) => r.games.flatMap((g) => g.diags.map((d) => d.msg))
	    .join(' | ');
	tryit('position before any game', () => e.position(0));
	tryit('entryAt before any game', () => e.entryAt(0));
	tryit('check a number', () => talat.check(42));
	tryit('check null', () => talat.check(null));
	tryit('check an object', () => talat.check({ length: 5 }));
	tryit('check bytes', () => talat.check(new TextEncoder()
	    .encode('[White "a"]\n\n1. L6@WB:c1\n')).games[0].status);
	tryit('check with a number as name', () =>
	    talat.check(rec + '\n' + rec, { name: 5 }));
	tryit('check with a tiebreak __proto__', () =>
	    talat.check(rec, { tiebreak: '__proto__' }));
	tryit('check with opts 5', () => talat.check(rec, 5));
	tryit('svg of a number', () => talat.svg(1));
	tryit('svg with a layout {}', () => talat.svg('x', { layout: {} }));
	tryit('entryNew 7', () => e.entryNew(7));
	tryit('entryNew 2', () => e.entryNew(2).tgn);
	tryit('entryTag a value undefined', () => e.entryTag('Event', undefined));
	tryit('entryTag a name 5', () => e.entryTag(5, 'x'));
	tryit('entryAt -1', () => e.entryAt(-1));
	tryit('entryAt 1.5', () => e.entryAt(1.5));
	tryit('entryAt NaN', () => e.entryAt(NaN));
	tryit('entryAt 1e10', () => e.entryAt(1e10).k);
	tryit('entryPut -1', () => e.entryPut(-1, false, 'L6@WB:c1'));
	tryit('entryDelete 0 -1', () => e.entryDelete(0, -1));
	tryit('position -1', () => e.position(-1));
	tryit('language a string', () => e.language('de'));
	// entryTag with a value that is not a string left its name in the
	// engine's memory: 3,000 names of 100 kB grew the process by 290 MB
	// (its resident memory: the engine's is not in sight).
	const big = 'E'.repeat(100000);
	const before = process.memoryUsage().rss;
	for (let i = 0; i < 3000; i++) {
		try {
			e.entryTag(big, undefined);
		} catch (err) {
			if (!(err instanceof TypeError)) throw err;
		}
	}
	const grown = process.memoryUsage().rss - before;
	out.push('entryTag 3,000 times, memory grown by less than 150 MB: ' +
	    (grown < 150 * 1048576));
	// A catalogue whose translations read other arguments than their
	// messages: %x printed words of the engine's memory, %s and %n
	// trapped and left the engine dead. Such a translation is not
	// used: the English is; one that fits is.
	const english = msgs(talat.check(rec));
	for (const f of ['%x %x %x %x %x %x %x %x', '%s%s%s%s%s%s',
	    '%n%n%n%s%s%s', '%ld %c %s']) {
		e.language({ get: () => [f], plural: () => 0 });
		tryit(`a catalogue of ${f}: the English`, () =>
		    msgs(talat.check(rec)) === english);
	}
	e.language({ get: (id) => id.startsWith('the game is unfinished') ?
	    ['unfertig nach %1$ld, %2$c ist dran'] : undefined,
	    plural: () => 0 });
	tryit('a catalogue that fits', () => msgs(talat.check(rec)));
	e.language({ get: () => { throw new Error('x'); }, plural: () => 0 });
	tryit('a catalogue that throws', () => msgs(talat.check(rec)) === english);
	e.language({ get: () => [42], plural: () => 0 });
	tryit('a catalogue of numbers', () => msgs(talat.check(rec)) === english);
	e.language(null);
	tryit('the engine after all that', () => msgs(talat.check(rec)) === english);
} else if (what === 'svg' || what === 'svg-triangle') {
	process.stdout.write(talat.svg(args[0],
	    { layout: what === 'svg' ? 'row' : 'triangle' }));
	process.exit(0);
} else {
	console.error('usage: engine_node.mjs MODULE check|replay|svg ...');
	process.exit(2);
}
process.stdout.write(out.join('\n') + '\n');
