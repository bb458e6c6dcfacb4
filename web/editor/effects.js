// web/editor/effects.js - the position editor's side effects, run once after each change by the
// modes' loop (web/lib/mode-loop.js), never while drawing: the position string written to the
// clipboard when the player asks (the controller keeps the request, state.copy, and is told how
// it went).
//
//   const effects = createEditorEffects(ctrl, { copy });   copy: async (text) => true when copied
//   effects.run();       // after a change (the loop's effects)
//   effects.destroy();   // the mount's destroy(): a copy still on its way reports nothing

export function createEditorEffects(ctrl, { copy }) {
  let asked = null; // the copy request last acted on
  let destroyed = false;
  return {
    run() {
      const request = ctrl.state.copy;
      if (destroyed || !request || request === asked) return;
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
