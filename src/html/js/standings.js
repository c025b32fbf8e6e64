/* SPDX-License-Identifier: ISC */
/*
 * standings.js: the Standings tab, from the standings the library
 * computed (#standings-data): each event's table, the games not
 * counted or counted by their replay, head to head.
 */
import { state } from './state.js';
import { TEXT, decimals, text } from './i18n.js';
import { $, button, el, iso } from './dom.js';
import { filter } from './list.js';

function pageGame(file, n) {
	const f = state.data.files.indexOf(file);
	let i;
	for (i = 0; i < state.data.games.length; i++)
		if (state.data.games[i][0] === f && state.data.games[i][1] === n)
			return i;
	return -1;
}

function filterBy(player, event) {
	$('f-player').value = player;
	$('f-event').value = event;
	$('f-round').value = '';
	$('f-status').value = '';
	location.hash = '#game=' + (state.shown.g + 1);
	$('fold').open = true;
	filter();
}

export function buildStandings() {
	const box = $('standings');
	box.textContent = '';
	if (!state.standings.length)
		box.appendChild(el('p', '', text('noStandings')));
	state.standings.forEach(function (s) {
		const sec = el('section', 'event');
		const ev = s.event;
		sec.appendChild(el('h2', '', ev || text('noEvent')));
		sec.appendChild(button(text('eventGames'), function () {
			filterBy('', ev);
		}));
		if (!s.rows.length)
			sec.appendChild(el('p', '', text('noneCounted')));
		else {
			const t = el('table', 'standings');
			let tr = el('tr');
			['rank', 'player', 'games', 'wins', 'points',
			    'capturedHead'].forEach(function (h) {
				const th = el('th', '', text(h));
				th.scope = 'col';
				tr.appendChild(th);
			});
			t.appendChild(tr);
			s.rows.forEach(function (r) {
				tr = el('tr');
				tr.appendChild(el('td', 'num', String(r[0])));
				const td = el('td');
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
			const hl = el('ul');
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
	const ul = el('ul');
	list.forEach(function (n) {
		const li = el('li'), gi = pageGame(n[0], n[1]);
		const a = el('a', '', text('notCountedItem', n[0], n[1],
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
	const said = [];
	if (n[3]) said.push('[Score "' + n[3] + '"]');
	if (n[4]) said.push('[Winner "' + n[4] + '"]');
	return text('byReplayWhy', said.join(' '));
}
