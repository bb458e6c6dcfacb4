// The page's dialogs: the setup of a new game (players, level, start position, a list of moves
// to replay; web/play/dialogs/setup.js), the rules, and the end of the game
// (web/play/dialogs/result.js). Each dialog is named by its heading and gives the focus back to
// where it was (or to the board) when it closes (web/play/dialogs/base.js).
//
//   const d = createDialogs({ onStart, onRematch, onUndo, onReview, returnFocus, avoid, onFailed });
//   d.attach(container)   // where the dialogs go as they are made
//   d.destroy()           // nothing more opens; the listeners attach() added are gone
//   avoid(): the board's element, which the result dialog keeps clear of where it can;
//   onFailed(): a dialog asked for could not come (its code did not load), to tell the player.
//
// The dialogs' code (web/play/dialogs/kinds.js) is not in the page's first file (issue 28): it
// is loaded as the player first points at, touches or keys the game (before a game can end, and
// as a press begins), or at once when a dialog is asked for before that. A dialog asked for
// opens when it has come; a result closed meanwhile is not opened.

export { RESULT_GRACE_MS } from './base.js';

let kinds = null;
// A load that failed (the network gone, no offline copy) is tried again by the next request.
const loadKinds = () =>
  (kinds ??= import('./kinds.js').catch((e) => {
    kinds = null;
    throw e;
  }));

// Each dialog is made when it first opens (the rules' drawings are dozens of elements the first
// screen does not need) and put in the element given to attach(), the game's.
export function createDialogs({
  onStart,
  onRematch,
  onUndo,
  onReview,
  returnFocus,
  avoid,
  onFailed = () => {},
  rating = null,
}) {
  const callbacks = { onStart, onRematch, onUndo, onReview, rating };
  // The dialogs' state: the element to give the focus back to, and each dialog's parts.
  const state = { opener: null, returnFocus, avoid, setup: null, rules: null, result: null };
  const made = [];
  const listening = new AbortController();
  let home = null;
  let gone = false;
  // The result's latest request (show or close): a show still loading gives way to a later one.
  let resultAsk = 0;
  const need = (m, name) => {
    if (!state[name]) {
      m.MAKE[name](state, callbacks);
      made.push(state[name].d);
      home?.append(state[name].d);
    }
    return state[name];
  };
  // `open(m)` once the dialogs' code has come, unless the dialogs are gone or `still()` says no.
  const when = (open, still = () => true) =>
    loadKinds().then(
      (m) => !gone && still() && open(m),
      () => !gone && still() && onFailed(),
    );
  return {
    attach(container) {
      home = container;
      container.append(...made);
      const warm = () => {
        listening.abort();
        loadKinds().catch(() => {});
      };
      // A pointer over the game (a mouse on its way to a button) comes before its press.
      for (const type of ['pointerover', 'pointerdown', 'keydown'])
        container.addEventListener(type, warm, { capture: true, signal: listening.signal });
    },
    openSetup: (settings, aiFailed) =>
      when((m) => (need(m, 'setup'), m.openSetup(state, settings, aiFailed))),
    openRules: () => when((m) => (need(m, 'rules'), m.openRules(state))),
    showResult(over, words) {
      const ask = ++resultAsk;
      return when(
        (m) => (need(m, 'result'), m.showResult(state, over, words)),
        () => ask === resultAsk,
      );
    },
    closeResult() {
      resultAsk++;
      if (state.result?.d.open) state.result.d.close();
    },
    get anyOpen() {
      return made.some((d) => d.open);
    },
    destroy() {
      gone = true;
      listening.abort();
    },
  };
}
