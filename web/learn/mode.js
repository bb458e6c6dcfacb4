// The Learn mode: the lessons of web/learn/lessons.js on a board view of their own (the view knows no
// rules; the controller asks rules.js and web/learn/check.js). A step shows its task; a move
// that reaches the goal is praised and the step ends, Red answering in the steps that need
// more than one move; a wrong move is answered with its reason and taken back. "Show me" draws
// the intended move with the game's preview marks. Progress stays in localStorage.
//
//   const lesson = mountLesson(container, { onExit, start });   // index.html?learn
//   lesson.destroy()
// This file wires the controller (web/learn/ctrl.js), the view (web/learn/view.js) and the
// effects, which run once after each change (web/lib/mode-loop.js): the lessons done are
// saved (merged with another tab's), and a request to leave calls onExit.
// Hooks for tests: see web/learn/view.js.

import { createLessonCtrl } from './ctrl.js';
import { createLessonView } from './view.js';
import { createModeLoop } from '../lib/mode-loop.js';
import { pref } from '../storage/prefs.js';
import { savedTheme, applyTheme } from '../lib/theme.js';
import { saveLessonsDone } from '../storage/progress.js';
// The exact search for the goals that need it: the page's own engine, loaded on the first such goal.
import { pageEngine, pageProver } from '../explain/prover.js';

const PROGRESS = 'learn-done'; // pref: the ids of finished lessons, comma-separated

/** The ids of the lessons finished in this browser. */
export function lessonsDone() {
  return pref(PROGRESS, '').split(',').filter(Boolean);
}

// The side effects of a change: what the effects did last, compared with the state.
function lessonEffects(onExit) {
  let saved = null;
  let exits = 0;
  return (ctrl) => {
    const { done } = ctrl.state;
    if (saved === null) saved = new Set(done); // read at the start: nothing new to save
    if ([...done].some((id) => !saved.has(id))) {
      const all = saveLessonsDone(done);
      saved = new Set([...done, ...all]);
      ctrl.mergeDone(all); // merged with another tab's
    }
    if (ctrl.state.exits !== exits) {
      exits = ctrl.state.exits;
      onExit?.();
    }
  };
}

export function mountLesson(container, { onExit = null, start = null } = {}) {
  const effects = lessonEffects(onExit);
  const loop = createModeLoop({
    draw: () => view.draw(ctrl),
    effects: () => effects(ctrl),
  });
  const ctrl = createLessonCtrl({
    done: lessonsDone(),
    start,
    prover: pageProver,
    engine: pageEngine,
    changed: loop.changed,
  });
  // A tap previews a move before playing it, as in the game, unless the player chose there to
  // play on the first tap.
  const view = createLessonView(container, ctrl, {
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
      loop.stop();
      ctrl.stop();
      view.board.finishAnimation();
      container.textContent = '';
    },
  };
}
