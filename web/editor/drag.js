// web/editor/drag.js - pieces dragged from the editor's tools onto the board (the board view
// itself reports drags between squares and off the board: web/board/events.js onDrag). A
// pointer (mouse, pen or finger) pressed on a piece's tool and moved a few pixels carries that
// piece under it; released over a square, the piece is put there (ctrl.drop); released
// anywhere else, nothing changes. A press that does not move chooses the tool.
//
//   bindToolDrag(button, 'B', ctrl, board);

import { createPiece } from '../board/pieces.js';
import { TOOLS } from './ctrl.js';

const DRAG_START_PX = 6;

export function bindToolDrag(button, name, ctrl, board) {
  const cell = TOOLS.find((t) => t.name === name)?.cell;
  if (!cell) return;
  let drag = null;
  const end = () => {
    drag?.ghost?.remove();
    drag = null;
  };
  button.addEventListener('pointerdown', (e) => {
    if (e.button !== 0) return;
    drag = { x: e.clientX, y: e.clientY, id: e.pointerId, ghost: null };
    // The pointer's moves come here even once it has left the button (a finger's always do).
    try {
      button.setPointerCapture(e.pointerId);
    } catch {
      // The pointer is gone already: its pointerup or pointercancel ends the drag.
    }
  });
  button.addEventListener('pointermove', (e) => {
    if (!drag || e.pointerId !== drag.id) return;
    if (!drag.ghost) {
      if (Math.hypot(e.clientX - drag.x, e.clientY - drag.y) < DRAG_START_PX) return;
      drag.ghost = ghostOf(cell, board);
    }
    const size = drag.ghost.offsetWidth;
    drag.ghost.style.transform = `translate(${e.clientX - size / 2}px, ${e.clientY - size / 2}px)`;
  });
  button.addEventListener('pointerup', (e) => {
    if (!drag || e.pointerId !== drag.id) return;
    const carried = !!drag.ghost;
    end();
    // A press that did not drag chooses the tool here as well as by its click: after a drag,
    // Chromium on a touch screen sometimes sends no click for the next tap (seen 2 runs in 3).
    if (!carried) return ctrl.setTool(name);
    // The click that may follow the release is not a press on the tool.
    const swallow = (ev) => ev.stopImmediatePropagation();
    button.addEventListener('click', swallow, { capture: true, once: true });
    setTimeout(() => button.removeEventListener('click', swallow, { capture: true }), 0);
    const square = document.elementFromPoint(e.clientX, e.clientY)?.closest('[data-square]');
    if (square && board.board.contains(square)) ctrl.drop(name, Number(square.dataset.i));
  });
  button.addEventListener('pointercancel', end);
}

// The piece under the pointer, the size of a square, above everything; not a piece of the
// board (no data-piece: the board's readers count only its own).
function ghostOf(cell, board) {
  const ghost = createPiece(cell);
  delete ghost.dataset.piece;
  const size = board.squares[0].getBoundingClientRect().width * 0.82;
  ghost.classList.add('editor-drag-ghost');
  ghost.style.width = `${size}px`;
  ghost.style.height = `${size}px`;
  (board.element.closest('.polis') ?? board.element.ownerDocument.body).append(ghost);
  return ghost;
}
