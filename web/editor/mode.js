// web/editor/mode.js - the position editor (index.html?editor, or ?editor=POSITION): place and
// remove pieces, stun or free a chariot, choose the side to move, paste or copy a position
// string, and play from the position. The rules judge every position (web/rules.js): one that
// is not allowed (no chariot or two, more than 16 pieces a side, a game already over) is
// refused with the reason, and it cannot be played.
//
// The mount wires the controller (web/editor/ctrl.js), the board view (web/board/view.js: it
// reports every press on a square) and the panel (web/editor/view.js) through the modes' loop
// (web/lib/mode-loop.js), and its effects (web/editor/effects.js: the clipboard). Hooks for
// tests: see web/editor/view.js; the board has data-square and data-piece as in the game.
// Pieces are dragged between squares and off the board (the board view's onDrag) and from the
// tools onto it (web/editor/drag.js); "Play from here" asks who plays and at what level. The
// position set up is kept in the address (?editor=POSITION, web/lib/address.js) as it changes.

import { createBoardView } from '../board/view.js';
import { createModeLoop } from '../lib/mode-loop.js';
import { copyText } from '../lib/clipboard.js';
import { createEditorCtrl } from './ctrl.js';
import { createEditorView } from './view.js';
import { createEditorEffects } from './effects.js';
import { savedTheme } from '../storage/prefs.js';
import { nextLevel } from '../play/next-level.js';
import { editorHref } from '../lib/address.js';

// The position set up, in the address as it changes (replaced, not added: Back leaves the editor).
function keepAddress(position) {
  const url = new URL(editorHref(position), location.href);
  url.hash = location.hash;
  history.replaceState(history.state, '', url);
}

export function mountEditor(container, options = {}) {
  const board = createBoardView({
    onSquare: (i) => ctrl.place(i),
    onDrag: (from, to) => ctrl.drag(from, to),
    label: 'Editor board',
  });
  const loop = createModeLoop({ draw: () => view.draw(), effects: () => effects.run() });
  const ctrl = createEditorCtrl({ position: options.editor, changed: loop.changed });
  const view = createEditorView(container, ctrl, { board, theme: savedTheme(), lastLevel: nextLevel });
  const effects = createEditorEffects(ctrl, {
    copy: copyText,
    keepAddress: options.keepAddress ?? keepAddress,
    revealPlay: () => container.querySelector('.editor-play-setup')?.scrollIntoView({ block: 'nearest' }),
  });
  loop.changed();

  return {
    element: container,
    get position() {
      return ctrl.verdict().position;
    },
    destroy() {
      loop.destroy();
      effects.destroy();
      board.finishAnimation();
      view.destroy();
    },
  };
}
