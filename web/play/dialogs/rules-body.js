// The rules as the page explains them, with small before/after diagrams drawn with the page's
// own pieces. Each diagram is computed by rules.js from a real position, so it cannot drift
// from the rules the game plays.

import * as Rules from '../../rules.js';
import { createPiece } from '../../board/pieces.js';
import { el, svgEl } from '../../lib/dom.js';
import { moveSquares } from '../../rules/util.js';

// A window of a position before and after one move: { position, move, rows: [r0, r1], cols: [c0, c1] }.
const DIAGRAMS = {
  hop: {
    position: '7B/8/1b1r4/2b5/8/8/8/R7 b',
    move: 'b3c3',
    rows: [1, 3],
    cols: [0, 4],
    caption:
      'Blue steps from b3 to c3: the Red dog beside it jumps across to b3, the Blue dog above jumps down to c2.',
  },
  defence: {
    position: '7B/8/1b1rr3/2b5/8/8/8/R7 b',
    move: 'b3c3',
    rows: [1, 3],
    cols: [0, 4],
    caption:
      'The same step, but a second Red dog stands behind the first: it is defended and stays. The Blue dog still jumps.',
  },
  capture: {
    position: '7B/8/1br1b3/3b4/8/8/8/R7 b',
    move: 'd4d3',
    rows: [1, 3],
    cols: [0, 4],
    caption:
      'Blue steps to d3. The Red dog on c3 cannot jump (e3 is taken) and is caught between two Blue pieces: captured.',
  },
  stun: {
    position: '7B/8/1bR1b3/3b4/8/8/8/8 b',
    move: 'd4d3',
    rows: [1, 3],
    cols: [0, 4],
    caption:
      'The same with Red\u2019s chariot: it is never captured, it is stunned (star) and cannot move until freed.',
  },
};

// Drawn as the game's board shows it to Blue (row 8 at the top, column a on the left), so "up"
// and "down" in the captions mean what they mean on the board.
function miniBoard(board, { rows, cols }, marks) {
  const grid = el('div', { class: 'mini-board', 'aria-hidden': 'true' });
  grid.style.gridTemplateColumns = `repeat(${cols[1] - cols[0] + 1}, 1fr)`;
  for (let r = rows[1]; r >= rows[0]; r--) {
    for (let c = cols[0]; c <= cols[1]; c++) {
      const s = el('div', {
        class: `mini-sq ${(r + c) % 2 ? 'sq-dark' : 'sq-light'}`,
        'data-mini-square': Rules.squareName(r, c),
      });
      if (marks.has(r * 8 + c)) s.classList.add('mini-mark');
      const cell = board[r][c];
      if (cell) s.append(createPiece(cell));
      grid.append(s);
    }
  }
  return grid;
}

function diagram(d) {
  const { board } = Rules.parsePosition(d.position);
  const move = Rules.parseMove(d.move);
  const after = Rules.applyMove(board, move).board;
  const { from, to } = moveSquares(move);
  return el(
    'figure',
    { class: 'rules-diagram' },
    el(
      'div',
      { class: 'mini-pair' },
      miniBoard(board, d, new Set([from])),
      el('span', { class: 'mini-arrow', 'aria-hidden': 'true', text: '\u2192' }),
      miniBoard(after, d, new Set([to])),
    ),
    el('figcaption', { text: d.caption }),
  );
}

const p = (html) => el('p', { html });

// The board's marks, each drawn by the board's own style rules (style.css gives every mark's
// rule a mark-* class too; the legend carries no data-dest or data-last, the board's hooks), so
// the legend cannot drift from the board.
const LEGEND = [
  {
    key: 'win',
    attrs: { class: 'sq sq-light mark-dest mark-win' },
    text: 'a gold ring on a destination: this move wins',
  },
  {
    key: 'loss',
    attrs: { class: 'sq sq-light mark-dest mark-loss' },
    text: 'a red striped square on a destination: this move gives your opponent the game',
  },
  {
    key: 'from',
    attrs: { class: 'sq sq-light mark-from' },
    text: 'the last move: where the piece came from',
  },
  { key: 'to', attrs: { class: 'sq sq-light mark-to' }, text: '\u2026 and where it went' },
  {
    key: 'hop',
    hop: true,
    text: 'a short thin arrow: a piece jumped to this square (over the square behind)',
  },
  {
    key: 'captured',
    attrs: { class: 'sq sq-light mark-captured' },
    text: 'a cross: a dog was captured there',
  },
];

function hopSwatch() {
  const svg = svgEl('svg', { class: 'legend-hop', viewBox: '0 0 2 1', 'aria-hidden': 'true' });
  const g = svgEl('g', { class: 'ov-group-last-hop' });
  const line = { x1: 0.85, y1: 0.5, x2: 1.55, y2: 0.5 };
  g.append(
    svgEl('line', { ...line, class: 'ov-halo' }),
    svgEl('line', { ...line, class: 'ov-arrow ov-last-hop' }),
  );
  const head = svgEl('g', { class: 'arrow-last-hop' });
  head.append(svgEl('path', { d: 'M1.5 0.36 L1.75 0.5 L1.5 0.64 z' }));
  svg.append(g, head);
  return el(
    'span',
    { class: 'legend-sq legend-pair' },
    el('span', { class: 'sq sq-light' }),
    el('span', { class: 'sq sq-dark' }),
    svg,
  );
}

function legend() {
  return el(
    'ul',
    { class: 'rules-legend' },
    ...LEGEND.map((x) =>
      el(
        'li',
        { 'data-legend': x.key },
        x.hop ? hopSwatch() : el('span', { class: 'legend-sq' }, el('span', x.attrs)),
        el('span', { text: x.text }),
      ),
    ),
  );
}

export function rulesBody() {
  return el(
    'div',
    { class: 'rules-body' },
    p(
      'Two sides, <b class="t-blue">Blue</b> (moves first) and <b class="t-red">Red</b>, each start with fifteen <em>dogs</em> and one <em>chariot</em> (the piece with the wheel) on their two home rows.',
    ),
    el('h3', { text: 'Goal' }),
    p(
      'Bring your chariot to the far row: Blue to row 8, Red to row 1. It may even be carried there by a jump, during either side\u2019s move. You also win when your opponent has no legal move.',
    ),
    el('h3', { text: 'Moving' }),
    p(
      'Move one of your pieces one square in any of the eight directions onto an empty square. You may not pass. Select a piece to see where it can go; point at a destination (on a touch screen: tap it once) to see what would happen, then click or tap it again to play. You can also drag the piece. On a touch screen the switch Play on first tap plays a move with one tap on its destination; hold the destination to see what would happen.',
    ),
    el('h3', { text: 'Jumps' }),
    p(
      'When your piece lands, every piece touching it jumps over it to the empty square straight across, if there is one. All jumps happen at once.',
    ),
    diagram(DIAGRAMS.hop),
    p(
      'Your own pieces always jump. An enemy piece with another enemy piece right behind it on the same line is <em>defended</em> and stays put.',
    ),
    diagram(DIAGRAMS.defence),
    el('h3', { text: 'Captures and stuns' }),
    p(
      'After the jumps, a dog caught between two enemy pieces in a straight line (a row, a column or a diagonal) is captured.',
    ),
    diagram(DIAGRAMS.capture),
    p(
      'A chariot caught the same way is <em>stunned</em> instead: it cannot move or jump, and it does not count as one side of a sandwich, until it is freed.',
    ),
    diagram(DIAGRAMS.stun),
    p(
      'A move is not allowed if the piece you moved would be captured, or if your moved chariot would end up stunned.',
    ),
    el('h3', { text: 'Reading the board' }),
    p(
      'Squares are named by column a\u2013h and row 1\u20138, and a move by its two squares, like b2b3. The board marks:',
    ),
    legend(),
  );
}
