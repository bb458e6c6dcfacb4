// web/games/view.js - Your games on the page: the rating history beside the list (below it on
// a phone), the filters, each game's line (date, opponent and level, result and why, rated or
// not, accuracy) with its buttons, and the line said under the title (with Undo after a delete).
//
//   const view = createGamesView(container, ctrl, { back, review(g), analyse(g), exportAll(),
//     exportOne(g), importText(text) })   view.draw()   view.destroy()
// Hooks: .games-list > li[data-id], select[name=result|opponent], [data-action=...].

import { el } from '../lib/dom.js';
import { gamesWords as W } from '../words/games.js';
import { ratingHistory, historyChart } from './history.js';
import { mySide, turnOf } from './ctrl.js';
import { friendWords } from '../words/friend.js';
import { friendHref } from '../lib/address.js';

function select(name, value, options, onchange) {
  return el(
    'label',
    {},
    `${name === 'result' ? W.filterResult : W.filterOpponent} `,
    el(
      'select',
      { name, onchange },
      ...options.map(([v, text]) => el('option', { value: v, text, selected: v === value })),
    ),
  );
}

function outcome(g) {
  if (!g.result) return W.going;
  const me = mySide(g);
  const who = me ? (g.result === me ? W.won : W.lost) : `${g.result === 'blue' ? 'Blue' : 'Red'} won`;
  return `${who} (${W.result[g.why]})`;
}

function gameItem(g, opts, ctrl) {
  const button = (action, text, onclick) =>
    el('button', { type: 'button', class: 'btn btn-quiet', 'data-action': action, text, onclick });
  return el(
    'li',
    { 'data-id': g.id },
    el('span', { class: 'game-date', text: g.date.slice(0, 10) }),
    el('span', { class: 'game-vs', text: W.vs(g) }),
    el('span', { class: 'game-result', text: outcome(g) }),
    g.friend && turnOf(g)
      ? el('span', {
          class: 'game-turn',
          'data-turn': turnOf(g) === g.friend.me ? 'mine' : 'theirs',
          text: turnOf(g) === g.friend.me ? friendWords.turnYours : friendWords.turnTheirs,
        })
      : null,
    el('span', { class: 'game-rated', text: g.rated && g.change !== null ? W.rated(g.change) : W.unrated }),
    g.accuracy ? el('span', { class: 'game-accuracy', text: W.accuracy(g.accuracy) }) : null,
    el(
      'span',
      { class: 'game-actions' },
      g.friend && !g.result
        ? el('a', {
            class: 'btn btn-quiet',
            'data-action': 'open-friend',
            href: opts.friendHref(g),
            text: friendWords.open,
          })
        : null,
      button('review', W.review, () => opts.review(g)),
      button('analyse', W.analyse, () => opts.analyse(g)),
      button('export-one', W.exportOne, () => opts.exportOne(g)),
      button('delete', W.remove, () => ctrl.remove(g.id)),
    ),
  );
}

function historyPart(games) {
  const h = ratingHistory(games);
  const chart = historyChart(h);
  return el(
    'section',
    { class: 'games-history' },
    el('h2', { text: W.history }),
    chart
      ? el('p', {
          class: 'history-numbers',
          text: `${W.current(h.current)}, ${W.peak(h.peak)}, ${W.ratedGames(h.count)}`,
        })
      : el('p', { text: W.noHistory }),
    chart,
  );
}

function toolsPart(s, ctrl, opts, file) {
  return el(
    'div',
    { class: 'games-tools' },
    select(
      'result',
      s.result,
      [
        ['all', W.all],
        ['won', W.won],
        ['lost', W.lost],
        ['going', W.going],
      ],
      (e) => ctrl.filter('result', e.target.value),
    ),
    select(
      'opponent',
      s.opponent,
      [
        ['all', W.all],
        ['ai', W.computer],
        ['friend', W.friend],
        ['human', W.vs({ blue: 'human', red: 'human' })],
      ],
      (e) => ctrl.filter('opponent', e.target.value),
    ),
    el('button', {
      type: 'button',
      class: 'btn',
      'data-action': 'export-all',
      text: W.exportAll,
      disabled: !s.games.length,
      onclick: opts.exportAll,
    }),
    el('a', { class: 'btn friend-entry', href: friendHref(), text: friendWords.title }),
    el('button', {
      type: 'button',
      class: 'btn',
      'data-action': 'import',
      text: W.importFile,
      onclick: () => file.click(),
    }),
    file,
  );
}

export function createGamesView(container, ctrl, opts) {
  const root = el('div', { class: 'polis-games' });
  container.replaceChildren(root);
  const file = el('input', {
    type: 'file',
    accept: '.txt,text/plain',
    hidden: true,
    onchange: () => opts.importFile(file),
  });
  const draw = () => {
    const s = ctrl.state;
    const shown = ctrl.shown();
    root.replaceChildren(
      el(
        'header',
        {},
        el('a', { class: 'btn btn-quiet', href: opts.backHref, text: W.back }),
        el('h1', { text: W.title }),
      ),
      el(
        'p',
        { class: 'games-said', role: 'status' },
        s.said,
        s.removed
          ? el('button', {
              type: 'button',
              class: 'btn',
              'data-action': 'undo',
              text: W.undo,
              onclick: ctrl.undo,
            })
          : null,
      ),
      toolsPart(s, ctrl, opts, file),
      el(
        'div',
        { class: 'games-body' },
        s.games.length
          ? shown.length
            ? el('ol', { class: 'games-list' }, ...shown.map((g) => gameItem(g, opts, ctrl)))
            : el('p', { text: W.noneShown })
          : el('p', { text: W.none }),
        historyPart(s.games),
      ),
    );
  };
  return { root, draw: () => draw(), destroy: () => root.remove() };
}
