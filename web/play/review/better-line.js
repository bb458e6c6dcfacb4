// The better line of a reviewed move, played out on the board: while the player looks at a
// position whose move the review marked as not the best, "Show better line" steps through the
// engine's expected line from that position (forward and back, with buttons or the arrow keys)
// without touching the game record; Escape or "Back to the game" returns to the game's position.
// The line is the play controller's state (ctrl.state.line, ./line.js); this is its view.
//
//   const line = createLineView({ show, step, leave });   // the controller's showLine, stepLine, leaveLine
//   line.element                      // the buttons, for the slot under the board
//   line.draw(view, state, key)       // the buttons, and the line's position on the board view
//                                     // if shown (and offered for `key`, the move shown)

import { el } from '../../lib/dom.js';
import { lineStep } from '../../words/review.js';
import { lastMarks } from '../../board/marks.js';
import { moveSquares } from '../../rules/util.js';
import { shownLine } from './line.js';

export function createLineView({ show, step, leave }) {
  const b = lineButtons({ show, step, leave });
  return {
    element: b.element,
    draw: (view, line, key) => drawLineOn(b, view, line, key),
  };
}

function lineButtons({ show, step, leave }) {
  const button = (action, text, label, fn) =>
    el(
      'button',
      {
        type: 'button',
        class: 'btn btn-line',
        'data-action': action,
        'aria-label': label,
        title: label,
        onclick: fn,
      },
      text,
    );
  const b = {
    show: button('line-show', 'Show better line', 'Show the better line on the board', () => show()),
    back: button('line-back', '\u25c0', 'Step back in the better line', () => step(-1)),
    fwd: button('line-next', '\u25b6', 'Step forward in the better line', () => step(1)),
    leave: button('line-leave', 'Back to the game', 'Back to the game', () => leave()),
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

function drawLineButtons(b, { offered, step }) {
  const { element, show, back, fwd, leave, where } = b;
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
  for (const x of [back, fwd, leave, where]) x.hidden = !on;
  back.disabled = step <= 0;
  fwd.disabled = step >= n;
  const at = offered.positions[step];
  where.textContent = on
    ? lineStep(step, n, step > 0 ? offered.label(step, at.ply) : '', step > 0 ? at.why : '')
    : '';
}

// The line's buttons, and its position, its last move and the move to come on the board view.
function drawLineOn(b, view, line, key) {
  drawLineButtons(b, line);
  const shown = shownLine(line);
  if (!shown || line.offered.key !== key) return;
  const hint = shown.next && moveSquares(shown.next);
  view.update({ pieces: shown.board, last: shown.ply ? lastMarks(shown.ply) : new Map(), hint });
}
