// web/editor/effects.js - the position editor's side effects, run once after each change by the
// modes' loop (web/lib/mode-loop.js), never while drawing: the position string written to the
// clipboard when the player asks (the controller keeps the request, state.copy, and is told how
// it went); the position set up kept in the address, so that a reload or the address shared
// gives the same position (a board the rules cannot write, one with no chariot, leaves the last
// one there); "Play from here"'s options brought into view when they open (a phone's panel is
// under the board).
//
//   const effects = createEditorEffects(ctrl, { copy, keepAddress, revealPlay });
//     copy: async (text) => true when copied; keepAddress(position): the address says it;
//     revealPlay(): the options shown
//   effects.run();       // after a change (the loop's effects)
//   effects.destroy();   // the mount's destroy(): a copy still on its way reports nothing

import { formatPosition } from '../rules.js';

// The position string of the board set up, or null when the rules cannot write it.
function written({ board, player }) {
  try {
    return formatPosition(board, player);
  } catch {
    return null;
  }
}

export function createEditorEffects(ctrl, { copy, keepAddress = () => {}, revealPlay = () => {} }) {
  let asked = null; // the copy request last acted on
  let kept = written(ctrl.state); // the position in the address: the one the editor opened with
  let playOpen = false;
  let destroyed = false;
  return {
    run() {
      if (destroyed) return;
      const s = ctrl.state;
      const position = written(s);
      if (position && position !== kept) {
        kept = position;
        keepAddress(position);
      }
      if (!!s.play !== playOpen) {
        playOpen = !!s.play;
        if (playOpen) revealPlay();
      }
      const request = s.copy;
      if (!request || request === asked) return;
      asked = request;
      Promise.resolve(copy(request.text)).then(
        (ok) => !destroyed && ctrl.copied(!!ok),
        () => !destroyed && ctrl.copied(false),
      );
    },
    destroy() {
      destroyed = true;
    },
  };
}
