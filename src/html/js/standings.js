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
		if (state.data.games[i].file === f &&
		    state.data.games[i].number === n)
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
				tr.appendChild(el('td', 'num', String(r.rank)));
				const td = el('td');
				td.appendChild(button(r.player, function () {
					filterBy(r.player, ev);
				}));
				td.lastChild.title = text('playerGames', r.player);
				tr.appendChild(td);
				/* Shared wins ("0.50" in the data) with
				 * the reader's decimal separator. */
				[r.games, decimals(r.wins), r.points, r.captured].forEach(function (v) {
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
				hl.appendChild(el('li', '', iso(h.player) +
				    ' \u2013 ' + iso(h.opponent) + ': ' + h.ahead + '-' +
				    h.behind + '-' + h.level));
			});
			sec.appendChild(hl);
		}
		box.appendChild(sec);
	});
}

/* Under the heading `title`, the games of list (NotCounted or
 * ByReplay) with the words why(game) gives, each a link to the game. */
function gameList(sec, list, title, why) {
	if (!list.length) return;
	sec.appendChild(el('h3', '', text(title)));
	const ul = el('ul');
	list.forEach(function (n) {
		const li = el('li'), gi = pageGame(n.file, n.game);
		const a = el('a', '', text('notCountedItem', n.file, n.game,
		    why(n)));
		if (gi >= 0) a.href = '#game=' + (gi + 1);
		li.appendChild(a);
		ul.appendChild(li);
	});
	sec.appendChild(ul);
}

/**
 * Why game n is not counted, in the page's language.
 * @param {NotCounted} n
 * @returns {string}
 */
function notCounted(n) {
	switch (n.why) {
	case 0: return text('ncDuplicate', n.other, n.line);
	case 1: return text('unfinished');
	case 2: return text('invalid');
	case 3:
		if (n.tag && TEXT['ncNoName' + n.other + 'Tag'])
			return text('ncNoName' + n.other + 'Tag', n.tag);
		if (TEXT['ncNoName' + n.other])
			return text('ncNoName' + n.other);
	}
	return n.words;
}

/**
 * Why game n counts by its replay, in the page's language.
 * @param {ByReplay} n
 * @returns {string}
 */
function byReplay(n) {
	const said = [];
	if (n.score) said.push('[Score "' + n.score + '"]');
	if (n.winner) said.push('[Winner "' + n.winner + '"]');
	return text('byReplayWhy', said.join(' '));
}
