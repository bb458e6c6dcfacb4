// The panel's list of moves (web/play/panel/panel.js): one row per move pair, each move a button
// (data-ply, data-move) that shows its position, marked after a review (data-review), the move
// shown current; and under it the game's course after a review (graph.js).
//
//   const list = createMoveList(browse);   list.wrap (the element), list.draw(m)
//   m: { plies, startPlayer, shown, browsing, marks }

import { moveToString } from '../../rules.js';
import { el } from '../../lib/dom.js';
import { createGraph } from './graph.js';
import { NAME } from '../../words/names.js';
import { plyLabel, moveTags } from '../../words/moves.js';

export function createMoveList(browse) {
  const moveList = el('ol', { class: 'polis-moves', 'aria-label': 'Moves' });
  const moveListWrap = el('div', { class: 'polis-moves-wrap' }, moveList);
  // After a review: the game's course, under the list in its box; a click on it goes to that move.
  const graph = createGraph({ onPick: (n) => browse(n) });
  moveListWrap.append(graph.element);
  moveList.addEventListener('click', (e) => {
    const m = e.target.closest('[data-ply]');
    if (m) browse(Number(m.dataset.ply));
  });

  const list = { moveList, moveListWrap, graph, listed: { plies: null, count: -1, start: null } };
  return { wrap: moveListWrap, list: moveList, draw: (m) => drawMoveList(list, m) };
}

function drawMoveList(l, m) {
  const { moveList, moveListWrap, graph } = l;
  let listed = l.listed;
  if (listed.plies !== m.plies || listed.count !== m.plies.length || listed.start !== m.startPlayer) {
    moveList.textContent = '';
    let row = null;
    m.plies.forEach((ply, i) => {
      if (!row || ply.player === 'blue') {
        const label = plyLabel(m.startPlayer, i + 1, ply);
        row = el(
          'li',
          { class: 'move-row' },
          el('span', { class: 'move-no', text: label.slice(0, label.search(/[.\u2026]/) + 1) }),
        );
        moveList.append(row);
        if (i === 0 && ply.player === 'red')
          row.append(el('span', { class: 'move move-gap', text: '\u2026' }));
      }
      const tags = moveTags(ply.result);
      const btn = el(
        'button',
        {
          type: 'button',
          class: `move move-${ply.player}`,
          'data-ply': i + 1,
          'data-move': moveToString(ply.move),
          title: `${NAME[ply.player]}: ${plyLabel(m.startPlayer, i + 1, ply)}${tags.length ? ', ' + tags.join(', ').replace('\u00d7', 'captured ') : ''}`,
        },
        el('span', { class: 'move-text', text: moveToString(ply.move) }),
        ...tags.map((x) => el('span', { class: 'move-tag', text: x })),
      );
      row.append(btn);
    });
    listed = l.listed = {
      plies: m.plies,
      count: m.plies.length,
      start: m.startPlayer,
      current: null,
      marks: null,
    };
    // Scrolled at the next frame: reading scrollHeight now would force a layout of the whole
    // page in the middle of the move's handling, a long task on slow machines.
    // (A list with no move has nothing to scroll: the page's first frame lays itself out.)
    if (m.plies.length)
      requestAnimationFrame(() => {
        moveListWrap.scrollTop = moveListWrap.scrollHeight;
      });
  }
  if (listed.marks !== m.marks) {
    for (const x of moveList.querySelectorAll('.move[data-ply]')) {
      const r = m.marks && m.marks[Number(x.dataset.ply) - 1];
      if (r) x.dataset.review = r.mark;
      else delete x.dataset.review;
      x.setAttribute('aria-description', r ? r.mark : '');
    }
    listed.marks = m.marks;
  }
  graph.draw({ marks: m.marks, plies: m.plies, startPlayer: m.startPlayer, shown: m.shown });
  if (listed.current !== m.shown) {
    for (const x of moveList.querySelectorAll('.move[data-ply]')) {
      const cur = Number(x.dataset.ply) === m.shown;
      x.classList.toggle('current', cur);
      if (cur) x.setAttribute('aria-current', 'true');
      else x.removeAttribute('aria-current');
      if (cur && m.browsing) x.scrollIntoView({ block: 'nearest' });
    }
    listed.current = m.shown;
  }
}
