// The board view: squares, pieces, highlights, arrows, orientation, keyboard focus, input and
// animation. It knows no rules (chessground's model): the page gives the legal destinations of
// each piece, the view handles selection, click, tap, drag, keys and the previewed move itself
// (web/board/input.js) and reports a move as square indices (0..63, row * 8 + col).
//
//   const view = createBoardView({ onMove, onPremove, onMiss, onInput, onChange, onEscape, label });
//   view.update({ pieces, orientation, movable, last, hint, premove, overlay });
//   await view.animate(boardBefore, move, result);   // then draws the last pieces it was given
//
// Events: onMove(from, to), onPremove(from, to) (null, null: the plan dropped), onMiss(i) (a
// press on a square with nothing to move), onInput(kind) (before a press is handled, after the
// view ended its animation: the page may give new destinations at once), onChange() (the
// selection or the previewed move changed), onEscape(). A page without moves (the editor)
// gives onSquare(i, { pointerType }) instead and gets every press, and onDrag(from, to) for a
// piece dragged (to null: dropped off the board).
// State fields (all optional):
//   pieces       8x8 cells ({ team, type, stunned } or null), drawn only where they changed;
//                during an animation they are drawn when it ends;
//   orientation  'blue' | 'red': the side shown at the bottom (blue: row 1 at the bottom; red:
//                row 1 at the top); columns a to h from left to right in both (squares.js);
//   movable      { dests: Map from -> [to], premoveDests, tapPlay, previews, marks } (see
//                web/board/input.js); marks(from) -> { dests: Map to -> 'move' | 'win' |
//                'loss', captures: Set } says how to draw the selected piece's destinations;
//   editable     every square is marked as one to press (the editor);
//   last         Map index -> space-separated tokens (from, to, hop-from, hop-to, captured),
//                with .hops: [{ from, to }] drawn as thin arrows (optional);
//   hint         { from, to } or null;     premove: { from, to } or null;
//   overlay      { arrows: [{ from, to, kind }], ghosts: [{ at, team }], crosses: [at],
//                  rings: [{ at, on }] } drawn above the pieces (a move's preview);
//   balance      { share: 0..1 for the side at the bottom, label } or null: the balance bar.
// Hooks: every square has data-square; data-dest and data-last mirror dests and last. The
// overlay is drawn by web/board/overlay.js, the DOM input bound by web/board/events.js.

import { createPiece, pieceName } from './pieces.js';
import { el } from '../lib/dom.js';
import { indexName } from '../rules/util.js';
import { createBoardInput } from './input.js';
import { createAnimator } from './animator.js';
import { createOverlay, drawOverlay } from './overlay.js';
import { indexAt, flipped, xy } from './squares.js';
import { bindKeys, bindPointer, setFocus } from './events.js';

const FILES = 'abcdefgh';
let instances = 0;

// The view's DOM: 64 squares in 8 rows, the overlay, the coordinates and the balance bar.
function createBoard(id) {
  const squares = [];
  const board = el('div', { class: 'polis-board', role: 'grid', 'aria-label': 'Polis board' });
  for (let i = 0; i < 64; i++) {
    const s = el('div', {
      class: `sq ${((i >> 3) + (i & 7)) % 2 ? 'sq-dark' : 'sq-light'}`,
      role: 'gridcell',
      tabindex: -1,
      'data-square': indexName(i),
    });
    s.dataset.i = i;
    squares.push(s);
  }
  const rows = Array.from({ length: 8 }, () => el('div', { class: 'polis-row', role: 'row' }));
  board.append(...rows);
  const { overlay, layer } = createOverlay(id);
  board.append(overlay);
  const files = el('div', { class: 'polis-files', 'aria-hidden': 'true' });
  const ranks = el('div', { class: 'polis-ranks', 'aria-hidden': 'true' });
  // The balance bar (who stands better), over the left edge of the frame: Blue's share fills
  // from Blue's side.
  const balanceFill = el('div', { class: 'balance-fill' });
  const balance = el('div', { class: 'polis-balance', role: 'img', hidden: true }, balanceFill);
  const frame = el('div', { class: 'polis-frame' }, ranks, board, files, balance);
  squares[0].tabIndex = 0;
  return { id, squares, board, rows, layer, files, ranks, balance, balanceFill, frame };
}

function orient(b, o) {
  if (o === b.orientation) return;
  b.orientation = o;
  // Moving the squares takes the focus off the one that had it: a keyboard player turning the
  // board keeps their square (the board's own keys go on working).
  const focused = b.squares.indexOf(/** @type {any} */ (b.board.getRootNode().activeElement));
  for (let y = 0; y < 8; y++) {
    b.rows[y].textContent = '';
    for (let x = 0; x < 8; x++) b.rows[y].append(b.squares[indexAt(b, x, y)]);
  }
  b.files.textContent = '';
  b.ranks.textContent = '';
  for (let x = 0; x < 8; x++) b.files.append(el('span', { text: FILES[x] }));
  for (let y = 0; y < 8; y++) b.ranks.append(el('span', { text: String(flipped(b) ? 8 - y : y + 1) }));
  if (focused >= 0) b.squares[focused].focus({ preventScroll: true });
}

const pieceKey = (cell) => (cell ? `${cell.team}${cell.type}${cell.stunned ? '+' : ''}` : '');

// Puts the pieces of `cells` on the squares; squares in `force` are rebuilt even if unchanged
// (a piece that just moved there gets a fresh element to animate).
function drawPieces(b, cells, force = null) {
  for (let i = 0; i < 64; i++) {
    const cell = cells[i >> 3][i & 7];
    const k = pieceKey(cell);
    if (b.shown[i] === k && !(force && force.has(i))) continue;
    const old = b.squares[i].querySelector('.pc');
    if (old) old.remove();
    if (cell) b.squares[i].append(createPiece(cell));
    b.shown[i] = k;
  }
}

// How the selected piece's destinations are drawn: the page's marks, or plain moves.
function selectionMarks(b) {
  const from = b.input.selected;
  if (from === null) return { dests: new Map(), captures: new Set() };
  const given = b.state.movable?.marks?.(from);
  return given || { dests: new Map(b.input.destsFrom(from).map((to) => [to, 'move'])), captures: new Set() };
}

function setData(s, name, value) {
  if (value) s.dataset[name] = value;
  else delete s.dataset[name];
}

// Each square's marks and its name for screen readers.
function drawSquares(b) {
  const { state, input } = b;
  const { dests, captures } = selectionMarks(b);
  const last = state.last || new Map();
  const mark = (p, i) => !!p && (p.from === i || p.to === i);
  for (let i = 0; i < 64; i++) {
    const s = b.squares[i];
    const dest = dests.get(i) || null;
    const movable = !!state.editable || input.canMove(i);
    s.classList.toggle('sq-selected', input.selected === i);
    s.classList.toggle('sq-dest', !!dest);
    s.classList.toggle('sq-dest-capture', !!dest && captures.has(i));
    setData(s, 'dest', dest);
    setData(s, 'last', last.get(i) || null);
    s.classList.toggle('sq-movable', movable);
    s.classList.toggle('sq-hint', mark(state.hint, i));
    s.classList.toggle('sq-premove', mark(state.premove, i));
    const cell = state.pieces ? state.pieces[i >> 3][i & 7] : null;
    let label = `${indexName(i)}, ${cell ? pieceName(cell) : 'empty'}`;
    if (dest)
      label +=
        dest === 'win' ? ', winning move' : dest === 'loss' ? ', loses the game' : ', legal destination';
    else if (movable) label += ', can move';
    s.setAttribute('aria-label', label);
    s.setAttribute('aria-selected', input.selected === i ? 'true' : 'false');
  }
}

function drawBalance(b) {
  const v = b.state.balance;
  b.balance.hidden = !v;
  if (!v) return;
  b.balanceFill.style.height = `${Math.round(v.share * 1000) / 10}%`;
  b.balance.dataset.share = v.share.toFixed(3);
  b.balance.setAttribute('aria-label', v.label);
  b.balance.title = v.label;
}

function update(b, next) {
  b.state = { ...b.state, ...next };
  if ('movable' in next) b.input.set({ dests: null, premoveDests: null, ...next.movable });
  orient(b, b.state.orientation === 'blue' ? 'blue' : 'red');
  if (next.pieces) {
    if (b.animator.running) b.pending = next.pieces;
    else drawPieces(b, next.pieces);
  }
  drawSquares(b);
  drawOverlay(b);
  drawBalance(b);
}

// Plays a move (the step, the hops, the captures); the pieces the page gives meanwhile are
// drawn when it ends, so no page has to hold them back.
async function animate(b, before, move, result) {
  finishAnimation(b);
  b.pending = null;
  drawPieces(b, before);
  await b.animator.play(before, move, result);
  if (!b.animator.running) drawPending(b);
}
function drawPending(b) {
  if (b.pending) drawPieces(b, b.pending);
  b.pending = null;
}
// Ends the running animation now: its final position, or the pieces given since.
function finishAnimation(b) {
  if (!b.animator.running) return;
  b.animator.finish();
  drawPending(b);
}

export function createBoardView(cb = {}) {
  const b = createBoard(++instances);
  Object.assign(b, {
    cb,
    raw: !!cb.onSquare, // the editor: every press goes to the page
    state: { orientation: 'red' },
    orientation: null,
    focusIndex: 0,
    shown: new Array(64).fill(undefined), // the piece drawn on each square
    pending: null, // pieces given during an animation, drawn when it ends
    pointerType: 'mouse',
    pointerDownAt: -Infinity,
    drag: null, // { from, x, y, started, ghost, size, id }
    suppressClick: false,
    longPress: null,
  });
  b.input = createBoardInput({
    move: (from, to) => cb.onMove?.(from, to),
    premove: (from, to) => cb.onPremove?.(from, to),
    miss: (i) => cb.onMiss?.(i),
    input: (kind) => {
      finishAnimation(b);
      cb.onInput?.(kind);
    },
    changed: () => {
      update(b, {});
      cb.onChange?.();
    },
  });
  const target = {
    drawPieces: (cells, force) => drawPieces(b, cells, force),
    pieceAt: (i) => b.squares[i].querySelector('.pc'),
    place: (i) => xy(b, i),
    // A square's size: the board's grid is 8 equal columns and rows (web/style.css).
    cell: () => [b.board.clientWidth / 8, b.board.clientHeight / 8],
  };
  b.animator = createAnimator(target, () => (cb.animationScale ? cb.animationScale() : 1));
  bindKeys(b);
  bindPointer(b);
  orient(b, 'red');
  return {
    element: b.frame,
    board: b.board,
    squares: b.squares,
    update: (next) => update(b, next),
    animate: (before, move, result) => animate(b, before, move, result),
    finishAnimation: () => finishAnimation(b),
    get animating() {
      return b.animator.running;
    },
    // The selection and the previewed move ({ from, to }); cancel() drops them silently.
    input: b.input,
    pieceAt: target.pieceAt,
    get focusIndex() {
      return b.focusIndex;
    },
    focus(i = b.focusIndex) {
      setFocus(b, i);
    },
    get state() {
      return b.state;
    },
  };
}
