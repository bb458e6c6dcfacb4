// The board view's DOM input: the keyboard's focus walking the squares (arrows, Home, End,
// Enter, Escape), clicks and taps, the mouse's hover, a long press, and drag and drop with a
// ghost piece. Each gesture becomes a call on the input machine (web/board/input.js); the
// editor (b.raw) gets every press itself, and its drags as onDrag(from, to) (to: null when the
// piece is dropped off the board; a cancelled drag reports nothing). `b` is the view's state (web/board/view.js).

import { xy, indexAt } from './squares.js';

const DRAG_START_PX = 6;
const LONG_PRESS_MS = 450;
// Arrow keys and Home / End: the focus's new display position from [x, y].
const STEPS = {
  ArrowUp: ([x, y]) => [x, Math.max(0, y - 1)],
  ArrowDown: ([x, y]) => [x, Math.min(7, y + 1)],
  ArrowLeft: ([x, y]) => [Math.max(0, x - 1), y],
  ArrowRight: ([x, y]) => [Math.min(7, x + 1), y],
  Home: ([, y]) => [0, y],
  End: ([, y]) => [7, y],
};

export function setFocus(b, i, move = true) {
  b.squares[b.focusIndex].tabIndex = -1;
  b.focusIndex = i;
  b.squares[i].tabIndex = 0;
  if (move) b.squares[i].focus();
}

function squareOf(b, e) {
  const s = e.target.closest && e.target.closest('[data-square]');
  return s && b.board.contains(s) ? Number(s.dataset.i) : null;
}

// A press on square i (click, tap, Enter): to the page (editor) or to the input machine. A
// piece selected with the focus on the board previews the move to the focused square.
function press(b, i, pointerType) {
  if (b.raw) return b.cb.onSquare(i, { pointerType });
  const before = b.input.selected;
  b.input.square(i, pointerType);
  if (b.input.selected !== null && b.input.selected !== before && b.board.contains(document.activeElement))
    b.input.hover(b.focusIndex);
}

export function bindKeys(b) {
  const { board, input } = b;
  board.addEventListener('keydown', (e) => {
    if (squareOf(b, e) === null) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      return press(b, b.focusIndex, 'keyboard');
    }
    if (e.key === 'Escape') {
      input.escape();
      return b.cb.onEscape?.();
    }
    if (!STEPS[e.key]) return;
    e.preventDefault();
    e.stopPropagation();
    const [x, y] = STEPS[e.key](xy(b, b.focusIndex));
    setFocus(b, indexAt(b, x, y));
  });
  board.addEventListener('focusin', (e) => {
    const i = squareOf(b, e);
    if (i === null) return;
    if (i !== b.focusIndex) setFocus(b, i, false);
    if (movedByKeys(b, e.target)) input.hover(i);
  });
  board.addEventListener('focusout', (e) => {
    if (!board.contains(e.relatedTarget)) input.hover(null);
  });
}

// Focus the keys moved (Tab, the arrows) previews the selected piece's move there; focus that
// follows a tap or a click does not: a tap previews by itself, and on a busy phone a tap's focus
// can come after the long press was due yet before it ran, where a preview made it play at once.
// Without :focus-visible, focus long after the last press counts as the keys'.
function movedByKeys(b, square) {
  try {
    return square.matches(':focus-visible');
  } catch {
    return performance.now() - b.pointerDownAt > 600;
  }
}

export function bindPointer(b) {
  const { board, input } = b;
  board.addEventListener('click', (e) => {
    if (b.suppressClick) {
      b.suppressClick = false;
      return;
    }
    const i = squareOf(b, e);
    if (i === null) return;
    setFocus(b, i, false);
    press(b, i, b.pointerType);
  });
  board.addEventListener('pointerover', (e) => {
    if (e.pointerType === 'touch' || b.drag) return;
    const i = squareOf(b, e);
    if (i !== null) input.hover(i);
  });
  board.addEventListener('pointerleave', (e) => {
    if (e.pointerType === 'touch' || b.drag) return;
    input.hover(board.contains(document.activeElement) ? b.focusIndex : null);
  });
  board.addEventListener('pointerdown', (e) => pointerDown(b, e));
  board.addEventListener('pointermove', (e) => pointerMove(b, e));
  board.addEventListener('pointerup', (e) => {
    clearTimeout(b.longPress);
    endDrag(b, e, true);
  });
  board.addEventListener('pointercancel', (e) => {
    clearTimeout(b.longPress);
    endDrag(b, e, false);
  });
  // A long press on a touch screen opens no menu over the board.
  board.addEventListener('contextmenu', (e) => {
    if (b.pointerType === 'touch') e.preventDefault();
  });
}

function pointerDown(b, e) {
  b.pointerType = e.pointerType || 'mouse';
  b.pointerDownAt = performance.now();
  b.suppressClick = false;
  if (e.button !== 0) return;
  const i = squareOf(b, e);
  clearTimeout(b.longPress);
  // A finger held still on a square: a long press (the tap that ends it is then used up).
  if (b.pointerType === 'touch' && i !== null) {
    b.longPress = setTimeout(() => {
      if (!b.drag?.started && !b.raw && b.input.longPress(i)) b.suppressClick = true;
    }, LONG_PRESS_MS);
  }
  // Any square may start a drag: during an animation the pieces and the destinations are those
  // of before the move; the drag, when it really starts, ends the animation and decides.
  if (i === null || (b.raw && !b.cb.onDrag)) return;
  b.drag = { from: i, x: e.clientX, y: e.clientY, started: false, ghost: null, id: e.pointerId };
}

function pointerMove(b, e) {
  const drag = b.drag;
  if (!drag || e.pointerId !== drag.id) return;
  if (!drag.started) {
    if (Math.hypot(e.clientX - drag.x, e.clientY - drag.y) < DRAG_START_PX) return;
    clearTimeout(b.longPress);
    if (!startDrag(b, drag)) return;
  }
  const f = b.frame.getBoundingClientRect();
  drag.ghost.style.transform = `translate(${e.clientX - f.left - drag.size / 2}px, ${e.clientY - f.top - drag.size / 2}px)`;
  const over = squareUnder(b, e.clientX, e.clientY);
  for (const s of b.squares) s.classList.toggle('sq-drag-over', Number(s.dataset.i) === over);
  if (!b.raw) b.input.hover(over);
}

function startDrag(b, drag) {
  const piece = b.raw || b.input.dragStart(drag.from) ? b.squares[drag.from].querySelector('.pc') : null;
  if (!piece) {
    b.drag = null;
    return false;
  }
  drag.started = true;
  const r = b.squares[drag.from].getBoundingClientRect();
  const ghost = piece.cloneNode(true);
  ghost.classList.add('pc-drag-ghost');
  ghost.style.width = `${r.width * 0.82}px`;
  ghost.style.height = `${r.height * 0.82}px`;
  b.frame.append(ghost);
  drag.ghost = ghost;
  drag.size = r.width * 0.82;
  piece.classList.add('pc-dragging');
  try {
    b.board.setPointerCapture(drag.id);
  } catch {
    // The pointer may already be gone; the drag then ends on pointerup/cancel as usual.
  }
  return true;
}

function squareUnder(b, x, y) {
  const r = b.board.getBoundingClientRect();
  const dx = Math.floor(((x - r.left) / r.width) * 8);
  const dy = Math.floor(((y - r.top) / r.height) * 8);
  return dx < 0 || dy < 0 || dx > 7 || dy > 7 ? null : indexAt(b, dx, dy);
}

function endDrag(b, e, drop) {
  const d = b.drag;
  if (!d || e.pointerId !== d.id) return;
  b.drag = null;
  if (!d.started) return;
  b.suppressClick = true;
  // A click may or may not follow the pointerup (not when the pointer left the square); a
  // stale suppression must not eat the next real click.
  setTimeout(() => (b.suppressClick = false), 0);
  d.ghost.remove();
  for (const s of b.squares) s.classList.remove('sq-drag-over');
  const piece = b.squares[d.from].querySelector('.pc');
  if (piece) piece.classList.remove('pc-dragging');
  if (b.raw) {
    if (drop) b.cb.onDrag(d.from, squareUnder(b, e.clientX, e.clientY));
    return;
  }
  b.input.drop(d.from, drop ? squareUnder(b, e.clientX, e.clientY) : null);
}
