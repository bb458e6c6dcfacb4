// web/learn/effects.js - the Learn mode's side effects, run once after each change by the modes'
// loop (web/lib/mode-loop.js), never while drawing: the lessons done saved (merged with what
// another tab saved, given back to the controller), and a request to leave passed to the page.
//
//   const effects = createLearnEffects(ctrl, { save, onExit });
//     save(doneIds) -> every lesson done, this tab's and the others' (web/storage/progress.js)
//   effects.run();       // after a change (the loop's effects)
//   effects.destroy();   // the mount's destroy()

export function createLearnEffects(ctrl, { save, onExit }) {
  let saved = new Set(ctrl.state.done); // read at the start: nothing new to save
  let exits = ctrl.state.exits;
  let destroyed = false;
  return {
    run() {
      if (destroyed) return;
      const { done } = ctrl.state;
      if ([...done].some((id) => !saved.has(id))) {
        const all = save(done);
        saved = new Set([...done, ...all]);
        ctrl.mergeDone(all); // merged with another tab's
      }
      if (ctrl.state.exits !== exits) {
        exits = ctrl.state.exits;
        onExit?.();
      }
    },
    destroy() {
      destroyed = true;
    },
  };
}
