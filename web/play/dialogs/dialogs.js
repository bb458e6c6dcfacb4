// The page's dialogs: the setup of a new game (players, level, start position, a list of moves
// to replay; web/play/dialogs/setup.js), the rules, and the end of the game
// (web/play/dialogs/result.js). Each dialog is named by its heading and gives the focus back to
// where it was (or to the board) when it closes (web/play/dialogs/base.js).
//
//   const d = createDialogs({ onStart, onRematch, onUndo, onReview, returnFocus, avoid });
//   d.attach(container)   // where the dialogs go as they are made
//   avoid(): the board's element, which the result dialog keeps clear of where it can.

import { el } from '../../lib/dom.js';
import { rulesBody } from './rules-body.js';
import { dialog, openDialog, dialogClosed } from './base.js';
import { createSetup, openSetup } from './setup.js';
import { createResult, showResult } from './result.js';

export { RESULT_GRACE_MS } from './result.js';

function createRules(state) {
  const rules = dialog(
    'polis-rules',
    'How to play Polis',
    rulesBody(),
    el(
      'form',
      { method: 'dialog', class: 'dialog-buttons' },
      el('button', { class: 'btn btn-primary', text: 'Got it' }),
    ),
  );
  rules.d.addEventListener('close', () => dialogClosed(state));
  state.rules = rules;
}

// Each dialog is made when it first opens (the rules' drawings are dozens of elements the first
// screen does not need) and put in the element given to attach(), the game's.
export function createDialogs({ onStart, onRematch, onUndo, onReview, returnFocus, avoid, rating = null }) {
  // The dialogs' state: the element to give the focus back to, and each dialog's parts.
  const state = { opener: null, returnFocus, avoid, setup: null, rules: null, result: null };
  const made = [];
  let home = null;
  const make = {
    setup: () => createSetup(state, { onStart, rating }),
    rules: () => createRules(state),
    result: () => createResult(state, { onReview, onUndo, onRematch }),
  };
  const need = (name) => {
    if (!state[name]) {
      make[name]();
      made.push(state[name].d);
      home?.append(state[name].d);
    }
    return state[name];
  };
  return {
    attach(container) {
      home = container;
      container.append(...made);
    },
    openSetup: (settings, aiFailed) => (need('setup'), openSetup(state, settings, aiFailed)),
    openRules() {
      openDialog(state, need('rules').d);
      state.rules.d.scrollTop = 0;
    },
    showResult: (over, words) => (need('result'), showResult(state, over, words)),
    closeResult() {
      if (state.result?.d.open) state.result.d.close();
    },
    get anyOpen() {
      return made.some((d) => d.open);
    },
  };
}
