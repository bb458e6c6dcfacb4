// @ts-check
// web/lib/mode-loop.js - the one loop every mode of the page runs: the controller changes its
// state and says so (changed()); the loop then draws the state once (draw: the view, which only
// draws) and after that runs the side effects once (effects: saving, starting a search,
// opening a dialog, calling the host's callbacks). Effects never run inside drawing; a change
// made by an effect (or by a draw, which should not happen) draws again afterwards, a bounded
// number of times, so a mistake shows as an error instead of a hang.
//
//   const loop = createModeLoop({ draw: () => view.draw(ctrl), effects: () => runEffects(ctrl) });
//   const ctrl = createPuzzleCtrl({ ..., changed: loop.changed });
//   loop.changed();            // the first draw
//   loop.batch(() => { ctrl.a(); ctrl.b(); })   // a and b's changes drawn once, after both
//
// The one place every mode drops the board's selection when a new position is set up (a new
// game, a position browsed, a step, a puzzle, a node): `position()` names the position set up
// (a counter or an object its controller keeps); when it is another one, the loop drops the
// half-made move on `board` (its board view) before drawing. A move played on the board, or the
// computer's reply, is no new position to set up: the board view handles those.
//   loop.destroy();            // later changes draw nothing

const MAX_ROUNDS = 8; // draws in a row caused by effects before the loop gives up

/**
 * @typedef {object} ModeLoop
 * @property {() => void} changed  the state changed: draw it, then run the effects
 * @property {<T>(fn: () => T) => T} batch  runs fn; the changes it makes draw once, after it
 * @property {() => void} destroy  later changes draw nothing
 * @property {boolean} destroyed
 */

/**
 * @param {{ draw: () => void, effects?: () => void, position?: () => unknown,
 *   board?: () => { input: { cancel(): void } } | undefined }} parts  draw: the view's, effects:
 *   the mode's, position and board: the position set up and the board view that drops its selection
 * @returns {ModeLoop}
 */
export function createModeLoop({ draw, effects = () => {}, position, board }) {
  let running = false;
  let setUp; // the position set up when the loop last drew
  const dropSelection = () => {
    const now = position?.();
    if (now === setUp) return;
    setUp = now;
    board?.()?.input.cancel();
  };
  let again = false;
  let destroyed = false;
  let held = 0; // batches running: a change waits for the outermost to end
  let waiting = false;
  function changed() {
    if (destroyed) return;
    if (held) {
      waiting = true;
      return;
    }
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      let rounds = 0;
      do {
        again = false;
        if (++rounds > MAX_ROUNDS)
          throw new Error(`the page kept changing while it was drawn (${MAX_ROUNDS} rounds)`);
        dropSelection();
        draw();
        if (!destroyed) effects();
      } while (again && !destroyed);
    } finally {
      running = false;
    }
  }
  return {
    changed,
    batch(fn) {
      held++;
      try {
        return fn();
      } finally {
        if (--held === 0 && waiting) {
          waiting = false;
          changed();
        }
      }
    },
    destroy() {
      destroyed = true;
    },
    get destroyed() {
      return destroyed;
    },
  };
}
