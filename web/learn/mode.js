// The Learn mode: the lessons of web/learn/lessons.js on a board view of their own (the view knows no
// rules; the controller asks rules.js and web/learn/check.js). A step shows its task; a move
// that reaches the goal is praised and the step ends, Red answering in the steps that need
// more than one move; a wrong move is answered with its reason and taken back. "Show me" draws
// the intended move with the game's preview marks. Progress stays in localStorage.
//
//   const lesson = mountLearn(container, { onExit, start });   // index.html?learn
//   lesson.destroy()
// This file wires the controller (web/learn/ctrl.js), the view (web/learn/view.js) and the
// effects (web/learn/effects.js), which run once after each change (web/lib/mode-loop.js): the
// lessons done are saved (merged with another tab's), and a request to leave calls onExit.
// Hooks for tests: see web/learn/view.js.

import { createLearnCtrl } from './ctrl.js';
import { createLearnView } from './view.js';
import { createLearnEffects } from './effects.js';
import { createModeLoop } from '../lib/mode-loop.js';
import { pref, savedTheme } from '../storage/prefs.js';
import { applyTheme } from '../lib/theme.js';
import { saveLessonsDone } from '../storage/progress.js';
// The exact search for the goals that need it: the page's own engine, loaded on the first such goal.
import { pageEngine, pageProver } from '../explain/prover.js';

const PROGRESS = 'learn-done'; // pref: the ids of finished lessons, comma-separated

/** The ids of the lessons finished in this browser. */
export function lessonsDone() {
  return pref(PROGRESS, '').split(',').filter(Boolean);
}

export function mountLearn(container, { onExit = null, start = null } = {}) {
  const loop = createModeLoop({
    draw: () => view.draw(),
    effects: () => effects.run(),
    position: () => ctrl.state.step,
    board: () => view.board,
  });
  const ctrl = createLearnCtrl({
    done: lessonsDone(),
    start,
    prover: pageProver,
    engine: pageEngine,
    changed: loop.changed,
  });
  const effects = createLearnEffects(ctrl, { save: saveLessonsDone, onExit });
  // A tap previews a move before playing it, as in the game, unless the player chose there to
  // play on the first tap.
  const view = createLearnView(container, ctrl, {
    tapPlay: pref('tap', 'off') === 'on',
    changed: loop.changed,
  });
  applyTheme(container, savedTheme());
  loop.changed();
  return {
    element: container,
    get lesson() {
      return ctrl.lesson.id;
    },
    destroy() {
      loop.destroy();
      ctrl.destroy();
      effects.destroy();
      view.board.finishAnimation();
      view.destroy();
    },
  };
}
