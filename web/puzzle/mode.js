// web/puzzle/mode.js - the puzzle mode (index.html?puzzle, or ?puzzle=ID for one puzzle): shows
// the position, whose move and the goal; checks the player's moves against the puzzle's line
// (web/puzzle/set.js) and plays the replies; a wrong move is played out with the answer that
// refutes it and the reason, then the position comes back for another try; Hint shows the
// piece, then the move; a clean solve adds to the streak; the next puzzle is chosen near the
// player's puzzle rating; progress and rating are kept in the browser.
//
//   const p = mountPuzzles(container, { puzzle: 12, storage: localStorage, animationScale });
//
// The mount wires the controller (web/puzzle/ctrl.js), the board view (web/board/view.js), the
// panel (web/puzzle/view.js) and the side effects (puzzleEffects below: storing a solve, the
// board's focus and hinted piece, the page's title), through the modes' loop
// (web/lib/mode-loop.js). Hooks for tests: see web/puzzle/view.js; the board has the game's
// data-square / data-dest / data-last hooks.

import { loadRating } from '../lib/rating.js';
import { createBoardView } from '../board/view.js';
import { createModeLoop } from '../lib/mode-loop.js';
import { NAME, puzzleWords as W } from '../words/play.js';
import { loadPuzzles, loadProgress, storeScore } from './set.js';
import { savedTheme } from '../play/record.js';
import { storageArea } from '../storage/store.js';
import { createPuzzleCtrl } from './ctrl.js';
import { buildPuzzleView, drawPuzzle } from './view.js';

// The side effects of a change, each done once: `done` remembers what was done last.
function puzzleEffects(ctrl, board, container, storage, done) {
  const s = ctrl.state;
  if (s.score && s.score !== done.score) {
    done.score = s.score;
    ctrl.stored(storeScore(storage, s.score));
  }
  if (s.started !== done.started) {
    done.started = s.started;
    board.input.cancel();
    board.update({});
    board.focus();
  }
  if (s.hint !== done.hint) {
    done.hint = s.hint;
    // The first hint selects the piece, so its destinations show.
    if (s.hint && s.hint.to === undefined) {
      board.input.select(s.hint.from);
      board.update({});
    }
  }
  if (typeof document !== 'undefined' && container.closest('body.polis-page')) {
    const a = s.attempt;
    const title = a ? `${W.title(a.puzzle.id)} \u00b7 ${NAME[a.solver]} to move \u00b7 Polis` : 'Polis';
    if (document.title !== title) document.title = title;
  }
}

export function mountPuzzles(container, options = {}) {
  const storage = options.storage ?? storageArea();
  const media = (q) => (typeof matchMedia === 'function' ? matchMedia(q) : { matches: false });
  const reduced = media('(prefers-reduced-motion: reduce)');
  const board = createBoardView({
    onMove: (from, to) => ctrl.userMove(from, to),
    animationScale: () => (reduced.matches ? 0 : (options.animationScale ?? 1)),
    label: 'Puzzle board',
  });
  const done = { score: null, started: 0, hint: null };
  const loop = createModeLoop({
    draw: () => drawPuzzle(view, ctrl),
    effects: () => puzzleEffects(ctrl, board, container, storage, done),
  });
  const ctrl = createPuzzleCtrl({
    loadSet: () => loadPuzzles(options.url),
    readProgress: () => loadProgress(storage),
    readRating: () => loadRating(storage, 'puzzles'),
    show: (before, move, result) => board.animate(before, move, result),
    random: Math.random,
    wanted: options.puzzle,
    changed: loop.changed,
  });
  const view = buildPuzzleView(container, board, ctrl, { gameHref: options.gameHref, theme: savedTheme() });
  loop.changed();
  ctrl.start();

  return {
    element: container,
    next: () => ctrl.next(),
    get puzzle() {
      return ctrl.state.attempt ? { ...ctrl.state.attempt.puzzle } : null;
    },
    destroy() {
      ctrl.stop();
      loop.stop();
      board.finishAnimation();
      container.textContent = '';
    },
  };
}
