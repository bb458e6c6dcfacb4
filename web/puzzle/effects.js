// web/puzzle/effects.js - the puzzle mode's side effects, run once after each change by the
// modes' loop (web/lib/mode-loop.js), never while drawing: a solve stored (web/storage/, the
// progress merged with what another tab kept, given back to the controller), the choice of
// what to train stored, the board's selection dropped when a puzzle starts and its focus taken
// from the second puzzle on (the first is the page's load: a focus moved then would show the
// keyboard's ring on a1 to a player who came by mouse or touch), the hinted piece selected,
// the page's title. The player is told when the browser does not keep what is stored.
//
//   const effects = createPuzzleEffects(ctrl, { board, container, storage });
//   effects.run();       // after a change (the loop's effects)
//   effects.destroy();   // the mount's destroy(): no more word of storage

import { NAME } from '../words/names.js';
import { puzzleWords as W } from '../words/puzzles.js';
import { onWriteFailed } from '../storage/store.js';
import { onOwnPage } from '../lib/dom.js';
import { storeScore, saveChoice } from './set.js';

export function createPuzzleEffects(ctrl, { board, container, storage }) {
  const done = { score: null, started: 0, hint: null, choice: ctrl.state.choice };
  const off = onWriteFailed(() => ctrl.notKept());
  return {
    run: () => run(done, ctrl, board, container, storage),
    destroy: off,
  };
}

function run(done, ctrl, board, container, storage) {
  const s = ctrl.state;
  if (s.score && s.score !== done.score) {
    done.score = s.score;
    ctrl.stored(storeScore(storage, s.score));
  }
  if (s.choice !== done.choice) {
    done.choice = s.choice;
    saveChoice(storage, s.choice);
  }
  if (s.started !== done.started) {
    done.started = s.started;
    board.update({});
    if (s.started > 1) board.focus();
  }
  if (s.hint !== done.hint) {
    done.hint = s.hint;
    // The first hint selects the piece, so its destinations show.
    if (s.hint && s.hint.to === undefined) {
      board.input.select(s.hint.from);
      board.update({});
    }
  }
  if (onOwnPage(container)) {
    const a = s.attempt;
    const title = a ? `${W.title(a.puzzle.id)} \u00b7 ${NAME[a.solver]} to move \u00b7 Polis` : 'Polis';
    if (document.title !== title) document.title = title;
  }
}
