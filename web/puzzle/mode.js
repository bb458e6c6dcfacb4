// web/puzzle/mode.js - the puzzle mode (index.html?puzzle, or ?puzzle=ID for one puzzle): shows
// the position, whose move and the goal; checks the player's moves against the puzzle's line
// (web/puzzle/set.js) and plays the replies; a wrong move is played out with the answer that
// refutes it and the reason, then the position comes back for another try; Hint shows the
// piece, then the move; a clean solve adds to the streak; the next puzzle is chosen near the
// player's puzzle rating; progress and rating are kept in the browser.
//
//   const p = mountPuzzle(container, { puzzle: 12, storage: localStorage, animationScale });
//
// The mount wires the controller (web/puzzle/ctrl.js), the board view (web/board/view.js), the
// panel (web/puzzle/view.js) and the side effects (web/puzzle/effects.js: storing a solve, the
// board's focus and hinted piece, the page's title), through the modes' loop
// (web/lib/mode-loop.js). Hooks for tests: see web/puzzle/view.js; the board has the game's
// data-square / data-dest / data-last hooks.

import { reducedMotion, motionScale } from '../lib/dom.js';
import { loadRating } from '../storage/rating.js';
import { createBoardView } from '../board/view.js';
import { createModeLoop } from '../lib/mode-loop.js';
import { loadPuzzles, loadProgress, readChoice } from './set.js';
import { createPuzzleEffects } from './effects.js';
import { savedTheme } from '../storage/prefs.js';
import { storageArea } from '../storage/store.js';
import { createPuzzleCtrl } from './ctrl.js';
import { createPuzzleView } from './view.js';
import { readAddress } from '../lib/address.js';

// The id a link asks for, as written: ?puzzle alone (any puzzle) and ?puzzle= (an empty id, no
// puzzle) both read as '' from the address's parameters, so the address tells them apart.
function wantedId(id) {
  if (id === '') return emptyAsked();
  return id == null ? null : String(id);
}
const emptyAsked = () =>
  typeof location !== 'undefined' && readAddress(location.search).puzzle?.id === '' ? '' : null;

export function mountPuzzle(container, options = {}) {
  const storage = options.storage ?? storageArea();
  const reduced = reducedMotion();
  const board = createBoardView({
    onMove: (from, to) => ctrl.userMove(from, to),
    animationScale: motionScale(options.animationScale),
    label: 'Puzzle board',
  });
  const loop = createModeLoop({
    draw: () => view.draw(),
    effects: () => effects.run(),
    position: () => ctrl.state.started,
    board: () => board,
  });
  const ctrl = createPuzzleCtrl({
    loadSet: () => loadPuzzles(options.url),
    readProgress: () => loadProgress(storage),
    readRating: () => loadRating(storage, 'puzzles'),
    show: (before, move, result) => board.animate(before, move, result),
    random: Math.random,
    wanted: wantedId(options.puzzle),
    readChoice: () => readChoice(storage),
    pause: (ms) => new Promise((resolve) => setTimeout(resolve, ms * (reduced.matches ? 0.5 : 1))),
    changed: loop.changed,
  });
  const effects = createPuzzleEffects(ctrl, { board, container, storage });
  const view = createPuzzleView(container, ctrl, { board, gameHref: options.gameHref, theme: savedTheme() });
  loop.changed();
  ctrl.start();

  return {
    element: container,
    next: () => ctrl.next(),
    get puzzle() {
      return ctrl.state.attempt ? { ...ctrl.state.attempt.puzzle } : null;
    },
    destroy() {
      ctrl.destroy();
      loop.destroy();
      effects.destroy();
      board.finishAnimation();
      view.destroy();
    },
  };
}
