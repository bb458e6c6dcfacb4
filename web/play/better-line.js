// The better line of a reviewed move, played out on the board: while the player looks at a
// position whose move the review marked as not the best, "Show better line" steps through the
// engine's expected line from that position (forward and back, with buttons or the arrow keys)
// without touching the game record; Escape or "Back to the game" returns to the game's position.
//
//   const line = createLineView({ changed });
//   line.offer(key, position, moves, label)  // moves: ['b2b3', ...] or null when there is none;
//                                     // label(k, ply): the k-th move's name ("7. c2c3")
//   line.shown                        // null, or { board, ply: { move, result }, step, next }
//   line.draw(view)                   // the line's position on the board view, if shown
//   line.key(e.key)                   // true when the key was used by the line

import * as Rules from '../rules.js';
import { el } from '../board/pieces.js';
import { lineStep } from '../words/play.js';
import { lastMarks } from '../board/marks.js';
import { stepReason } from '../explain/reasons.js';
import { other, squareIndex } from '../rules/util.js';

export function createLineView({ changed }) {
  let offered = null; // { key, start: { board, player }, positions: [{ board, player, ply }] }
  let step = -1; // -1: not showing the line; 0..n: moves of the line played on the board

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
          changed();
        },
      },
      text,
    );
  const show = button('line-show', 'Show better line', 'Show the better line on the board', () => (step = 0));
  const back = button('line-back', '\u25c0', 'Step back in the better line', () => go(-1));
  const fwd = button('line-next', '\u25b6', 'Step forward in the better line', () => go(1));
  const leave = button('line-leave', 'Back to the game', 'Back to the game', () => (step = -1));
  const where = el('span', { class: 'polis-line-step', role: 'status' });
  const element = el(
    'div',
    { class: 'polis-line', role: 'group', 'aria-label': 'Better line', hidden: true },
    show,
    back,
    where,
    fwd,
    leave,
  );

  function go(d) {
    if (!offered) return;
    step = Math.max(0, Math.min(offered.positions.length - 1, step + d));
  }

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

  function offer(key, start, moves, label = (k, ply) => Rules.moveToString(ply.move)) {
    if (!moves || !moves.length) {
      offered = null;
      step = -1;
    } else if (!offered || offered.key !== key) {
      offered = { key, positions: playOut(start, moves), label };
      step = -1;
    }
    render();
  }

  function render() {
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

  return {
    element,
    offer,
    get active() {
      return !!offered && step >= 0;
    },
    get shown() {
      if (!offered || step < 0) return null;
      const p = offered.positions[step];
      const next = offered.positions[step + 1];
      return { board: p.board, ply: p.ply, step, next: next ? next.ply.move : null };
    },
    // Keys while the line is on the board: arrows step, Home/End go to its ends, Escape leaves.
    key(k) {
      if (!this.active) return false;
      if (k === 'ArrowLeft') go(-1);
      else if (k === 'ArrowRight') go(1);
      else if (k === 'Home') step = 0;
      else if (k === 'End') step = offered.positions.length - 1;
      else if (k === 'Escape') step = -1;
      else return false;
      changed();
      return true;
    },
    // Puts the line's position, its last move and the move to come on the board view.
    draw(view) {
      const s = this.shown;
      if (!s) return;
      const hint = s.next && {
        from: squareIndex(s.next.fromR, s.next.fromC),
        to: squareIndex(s.next.toR, s.next.toC),
      };
      view.update({ pieces: s.board, last: s.ply ? lastMarks(s.ply) : new Map(), hint });
    },
    leave() {
      step = -1;
    },
  };
}
