// The better line of a reviewed move, played out on the board: while the player looks at a
// position whose move the review marked as not the best, "Show better line" steps through the
// engine's expected line from that position (forward and back, with buttons or the arrow keys)
// without touching the game record; Escape or "Back to the game" returns to the game's position.
//
//   const line = createLineView({ changed });
//   line.offer(key, position, moves, label)  // moves: ['b2b3', ...] or null when there is none;
//                                     // label(k, ply): the k-th move's name ("7. c2c3");
//                                     // an effect (web/play/effects.js): changed() if it changed
//   reviewedLine(ctrl)                // what the move shown offers: { key, start, moves, label }
//   line.shown                        // null, or { board, ply: { move, result }, step, next }
//   line.draw(view, key)              // the buttons, and the line's position on the board view
//                                     // if shown (and offered for that key); changes nothing
//   line.key(e.key)                   // true when the key was used by the line

import * as Rules from '../../rules.js';
import { el } from '../../lib/dom.js';
import { lineStep } from '../../words/review.js';
import { plyLabel } from '../../words/moves.js';
import { lastMarks } from '../../board/marks.js';
import { stepReason } from '../../explain/reasons.js';
import { other, moveSquares } from '../../rules/util.js';
import { reviewedMove } from './advice.js';

// The line's state: { changed, offered: null | { key, positions: [{ board, player, ply, text,
// why }], label }, step: -1 (not showing the line) or 0..n (moves of the line on the board) }.
export function createLineView({ changed }) {
  const s = { changed, offered: null, step: -1 };
  s.el = lineButtons(s);
  return {
    element: s.el.element,
    offer: (key, start, moves, label) => offerLine(s, key, start, moves, label),
    get active() {
      return isActive(s);
    },
    get shown() {
      return shownLine(s);
    },
    key: (k) => lineKey(s, k),
    draw: (view, key) => drawLineOn(s, view, key),
    leave() {
      s.step = -1;
    },
  };
}

function lineButtons(s) {
  const button = (action, text, label, fn) =>
    el(
      'button',
      {
        type: 'button',
        class: 'btn btn-line',
        'data-action': action,
        'aria-label': label,
        title: label,
        onclick: () => {
          fn();
          s.changed();
        },
      },
      text,
    );
  const b = {
    show: button('line-show', 'Show better line', 'Show the better line on the board', () => (s.step = 0)),
    back: button('line-back', '\u25c0', 'Step back in the better line', () => go(s, -1)),
    fwd: button('line-next', '\u25b6', 'Step forward in the better line', () => go(s, 1)),
    leave: button('line-leave', 'Back to the game', 'Back to the game', () => (s.step = -1)),
    where: el('span', { class: 'polis-line-step', role: 'status' }),
  };
  b.element = el(
    'div',
    { class: 'polis-line', role: 'group', 'aria-label': 'Better line', hidden: true },
    b.show,
    b.back,
    b.where,
    b.fwd,
    b.leave,
  );
  return b;
}

function go(s, d) {
  if (!s.offered) return;
  s.step = Math.max(0, Math.min(s.offered.positions.length - 1, s.step + d));
}

const isActive = (s) => !!s.offered && s.step >= 0;

// The line as positions, stopping where a move is not legal or the game is won.
function playOut(start, moves) {
  const positions = [{ board: start.board, player: start.player, ply: null }];
  let { board, player } = start;
  for (const text of moves) {
    if (Rules.winner(board)) break;
    let move, result;
    try {
      move = Rules.parseMove(text);
      result = Rules.applyMoveFor(board, player, move);
    } catch {
      break;
    }
    const why = stepReason(board, player, move);
    board = result.board;
    positions.push({ board, player: other(player), ply: { player, move, result }, text, why });
    player = other(player);
  }
  return positions;
}

// The key of the move shown: a line offered for another key is not drawn.
const keyOf = (ctrl) => `${ctrl.game.plies.length}:${ctrl.shownPly()}`;

// After a review: the better line of the move shown, played out from the position before it.
export function reviewedLine(ctrl) {
  const { game } = ctrl;
  const n = ctrl.shownPly();
  const reviewed = reviewedMove(ctrl.deps.advice.marks, game, n);
  return {
    key: keyOf(ctrl),
    start: reviewed?.before,
    moves: reviewed?.better ? reviewed.mark.pv : null,
    label: (k, ply) => plyLabel(game.start.player, n + k - 1, ply),
  };
}

function offerLine(s, key, start, moves, label = (k, ply) => Rules.moveToString(ply.move)) {
  if (!moves || !moves.length) {
    if (!s.offered && s.step === -1) return;
    s.offered = null;
  } else if (!s.offered || s.offered.key !== key) {
    s.offered = { key, positions: playOut(start, moves), label };
  } else return;
  s.step = -1;
  s.changed();
}

function shownLine(s) {
  if (!isActive(s)) return null;
  const p = s.offered.positions[s.step];
  const next = s.offered.positions[s.step + 1];
  return { board: p.board, ply: p.ply, step: s.step, next: next ? next.ply.move : null };
}

// Keys while the line is on the board: arrows step, Home/End go to its ends, Escape leaves.
function lineKey(s, k) {
  if (!isActive(s)) return false;
  if (k === 'ArrowLeft') go(s, -1);
  else if (k === 'ArrowRight') go(s, 1);
  else if (k === 'Home') s.step = 0;
  else if (k === 'End') s.step = s.offered.positions.length - 1;
  else if (k === 'Escape') s.step = -1;
  else return false;
  s.changed();
  return true;
}

function drawLineButtons(s) {
  const { offered, step } = s;
  const { element, show, back, fwd, leave, where } = s.el;
  element.hidden = !offered;
  if (!offered) return;
  const n = offered.positions.length - 1;
  const on = step >= 0;
  element.dataset.moves = offered.positions
    .slice(1)
    .map((p) => p.text)
    .join(',');
  element.dataset.step = on ? String(step) : '';
  element.classList.toggle('active', on);
  show.hidden = on;
  for (const b of [back, fwd, leave, where]) b.hidden = !on;
  back.disabled = step <= 0;
  fwd.disabled = step >= n;
  const at = offered.positions[step];
  where.textContent = on
    ? lineStep(step, n, step > 0 ? offered.label(step, at.ply) : '', step > 0 ? at.why : '')
    : '';
}

// The line's buttons, and its position, its last move and the move to come on the board view.
function drawLineOn(s, view, key) {
  drawLineButtons(s);
  const shown = shownLine(s);
  if (!shown || s.offered.key !== key) return;
  const hint = shown.next && moveSquares(shown.next);
  view.update({ pieces: shown.board, last: shown.ply ? lastMarks(shown.ply) : new Map(), hint });
}
