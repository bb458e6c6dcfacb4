// The end of the game: who won and how, with Review, Undo and Rematch, placed beside the board so
// the final position stays in view. Its state is the dialogs' (web/play/dialogs/dialogs.js):
// createResult(state, { onReview, onUndo, onRematch }) puts state.result;
// showResult(state, over, words) opens (or updates) it.

import { el, icon } from '../../lib/dom.js';
import { DIALOG, REMATCH } from '../../words/game-controls.js';
import { dialog, openDialog, dialogClosed, RESULT_GRACE_MS } from './base.js';

export function createResult(state, { onReview, onUndo, onRematch }) {
  const result = { openedAt: 0, pressedOutside: false, pressedEarly: false, keyEarly: false, arm: 0 };
  result.place = () => placeResult(state);
  // A button's press (a click with a pointer: e.detail > 0; a key's click has 0) counts when it
  // began after the grace.
  const button = (attrs, fn) =>
    el('button', {
      type: 'button',
      ...attrs,
      onclick: (e) => {
        if (e.detail > 0 ? result.pressedEarly : result.keyEarly) return;
        result.d.close();
        fn();
      },
    });
  const act = (name, text, fn, primary = false) =>
    button({ class: `btn${primary ? ' btn-primary' : ''}`, 'data-action': name, text }, fn);
  const closeButton = button(
    {
      class: 'btn btn-icon result-close',
      'data-action': 'result-close',
      'aria-label': DIALOG.close,
      title: DIALOG.close,
      children: [icon('close')],
    },
    () => {},
  );
  result.text = el('p', { class: 'result-text' });
  Object.assign(
    result,
    dialog(
      'polis-result',
      '',
      closeButton,
      result.text,
      el(
        'div',
        { class: 'dialog-buttons' },
        act('review', 'Review the game', onReview),
        act('result-undo', 'Undo', onUndo),
        act('rematch', REMATCH.plain, () => onRematch(false), true),
        act('rematch-same', REMATCH.plainSame, () => onRematch(true)),
      ),
    ),
  );
  result.d.prepend(el('div', { class: 'result-emblem', 'aria-hidden': 'true' }));
  result.d.addEventListener('close', () => {
    clearTimeout(result.arm);
    delete result.d.dataset.armed;
    removeEventListener('resize', result.place);
    dialogClosed(state);
  });
  closeFromOutside(result);
  // A key pressed in the grace does nothing there: not Enter or Space on the button the result
  // focused, nor Escape (the key's click, or the dialog's cancel, is let go).
  result.d.addEventListener('keydown', () => (result.keyEarly = early(result)), true);
  result.d.addEventListener('cancel', (e) => result.keyEarly && e.preventDefault());
  state.result = result;
}

const early = (result) => performance.now() - result.openedAt < RESULT_GRACE_MS;

// A press outside the dialog (on its backdrop) closes it, like Escape and the close button;
// but not a press begun in the first moments after the result appeared: that one was meant
// for the board (a player planning their next move as the computer's winning move lands) and
// would hide a result they never saw. The press must also begin outside (not a drag into it).
function closeFromOutside(result) {
  const outside = (e) => {
    const r = result.d.getBoundingClientRect();
    return (
      e.target === result.d &&
      (e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom)
    );
  };
  result.d.addEventListener('pointerdown', (e) => {
    result.pressedEarly = early(result);
    result.pressedOutside = outside(e) && !result.pressedEarly;
  });
  result.d.addEventListener('click', (e) => {
    if (result.pressedOutside && outside(e)) result.d.close();
    result.pressedOutside = false;
  });
}

// The result stands beside the board (below it on a phone held upright, at its side on a wide
// screen), so the final position stays in view: in the side column when it fits there, over the
// status and the controls (its own buttons stand in for them), between the scores and the move
// list, which stay in view; elsewhere where there is room; where there is none, it keeps clear
// of the winning chariot.
function placeResult(state) {
  const d = state.result.d;
  d.style.left = d.style.top = d.style.maxWidth = d.style.width = '';
  d.classList.remove('placed', 'narrow', 'in-side');
  const board = state.avoid && state.avoid();
  if (!board || !board.isConnected) return;
  if (placeInSide(d, board)) return;
  const b = board.getBoundingClientRect();
  const vw = document.documentElement.clientWidth;
  const vh = document.documentElement.clientHeight;
  const m = 8;
  let { width: w, height: h } = d.getBoundingClientRect();
  // Beside the board, narrowed to the room there (down to a readable width).
  const side = Math.max(vw - b.right, b.left) - 2 * m;
  if (vh - b.bottom - 2 * m < h && side < w && side >= 240) {
    d.classList.add('narrow');
    d.style.maxWidth = `${Math.floor(side)}px`;
    ({ width: w, height: h } = d.getBoundingClientRect());
  }
  const centreX = (lo, hi) => Math.max(m, Math.min(vw - w - m, (lo + hi - w) / 2));
  const centreY = (lo, hi) => Math.max(m, Math.min(vh - h - m, (lo + hi - h) / 2));
  let at = null;
  if (vh - b.bottom - 2 * m >= h) at = [centreX(0, vw), Math.max(b.bottom + m, vh - h - m)];
  else if (vw - b.right - 2 * m >= w && vh - 2 * m >= h)
    at = [b.right + (vw - b.right - w) / 2, centreY(0, vh)];
  else if (b.left - 2 * m >= w && vh - 2 * m >= h) at = [(b.left - w) / 2, centreY(0, vh)];
  else if (b.top - 2 * m >= h) at = [centreX(0, vw), m];
  else {
    const chariot = board.querySelector(`[data-piece="${d.dataset.winner === 'blue' ? 'B' : 'R'}"]`);
    const c = chariot ? chariot.getBoundingClientRect() : b;
    at = [centreX(0, vw), c.top + c.height / 2 < vh / 2 ? vh - h - m : m];
  }
  d.classList.add('placed');
  d.style.left = `${Math.round(at[0])}px`;
  d.style.top = `${Math.round(at[1])}px`;
}

// In the game's side column, at its width, above the move list: under the scores, or over them
// too when only that leaves room (the dialog says the result); when the column is beside or under
// the board and the dialog fits in that room on screen.
function placeInSide(d, board) {
  const root = board.closest('.polis');
  const [side, scores, moves] = ['.polis-side', '.polis-players', '.polis-moves-wrap'].map(
    (s) => root && root.querySelector(s),
  );
  if (!side || !scores || !moves) return false;
  const [c, s, l, b] = [side, scores, moves, board].map((e) => e.getBoundingClientRect());
  if (c.width < 280 || (c.left < b.right && c.top < b.bottom)) return false;
  const m = 6;
  d.classList.add('placed', 'in-side');
  d.style.width = `${Math.floor(c.width)}px`;
  d.style.maxWidth = 'none';
  const h = d.getBoundingClientRect().height;
  const bottom = Math.min(l.top, document.documentElement.clientHeight) - m;
  const top = [s.bottom + m, c.top].find((t) => t >= 0 && bottom - t >= h);
  if (top === undefined) {
    d.classList.remove('placed', 'in-side');
    d.style.width = d.style.maxWidth = '';
    return false;
  }
  d.style.left = `${Math.round(c.left)}px`;
  d.style.top = `${Math.round(top)}px`;
  return true;
}

export function showResult(state, over, words) {
  const result = state.result;
  result.d.dataset.winner = over.winner;
  result.d.dataset.reason = over.reason;
  result.h.textContent = words.title;
  result.text.textContent = words.text;
  // The rematch says the colours it gives the player, and offers the same ones too.
  const [swap, same] = ['rematch', 'rematch-same'].map((a) => result.d.querySelector(`[data-action="${a}"]`));
  swap.textContent = words.rematch ? words.rematch.swap : REMATCH.plain;
  same.textContent = words.rematch ? words.rematch.same : REMATCH.plainSame;
  same.hidden = !words.rematch;
  if (!result.d.open) {
    // The grace counts from the frame that shows the result, late on a busy device.
    result.openedAt = performance.now();
    requestAnimationFrame(() => {
      if (!result.d.open) return;
      result.openedAt = performance.now();
      result.arm = setTimeout(() => (result.d.dataset.armed = ''), RESULT_GRACE_MS);
    });
    result.pressedOutside = result.pressedEarly = result.keyEarly = false;
    openDialog(state, result.d);
    addEventListener('resize', result.place);
  }
  result.place();
}
