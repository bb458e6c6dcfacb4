// web/editor/mode.js - the position editor (index.html?editor, or ?editor=POSITION): place and
// remove pieces, stun or free a chariot, choose the side to move, paste or copy a position
// string, and play from the position. The rules judge every position (web/rules.js): one that
// is not allowed (no chariot or two, more than 16 pieces a side, a game already over) is
// refused with the reason, and it cannot be played.
//
// The mount wires the controller (web/editor/ctrl.js), the board view (web/board/view.js: it
// reports every press on a square) and the panel (web/editor/view.js) through the modes' loop
// (web/lib/mode-loop.js); the editor has no side effects to run after a change. Hooks for
// tests: see web/editor/view.js; the board has data-square and data-piece as in the game.

import { createBoardView } from '../board/view.js';
import { createModeLoop } from '../lib/mode-loop.js';
import { copyText } from '../lib/clipboard.js';
import { savedTheme } from '../lib/theme.js';
import { createEditorCtrl } from './ctrl.js';
import { buildEditorView, drawEditor } from './view.js';

export function mountEditor(container, options = {}) {
  const board = createBoardView({ onSquare: (i) => ctrl.place(i), label: 'Editor board' });
  const loop = createModeLoop({ draw: () => drawEditor(view, ctrl) });
  const ctrl = createEditorCtrl({ position: options.editor, copy: copyText, changed: loop.changed });
  const view = buildEditorView(container, board, ctrl, { theme: savedTheme() });
  loop.changed();

  return {
    element: container,
    get position() {
      return ctrl.verdict().position;
    },
    destroy() {
      loop.stop();
      board.finishAnimation();
      container.textContent = '';
    },
  };
}
