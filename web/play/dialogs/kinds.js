// The game's three dialogs, made when one is first needed: the setup of a new game
// (web/play/dialogs/setup.js), the rules (their diagrams in web/play/dialogs/rules-body.js) and
// the end of the game (web/play/dialogs/result.js). The first screen needs none of them, so the
// page's first file does not hold them: web/play/dialogs/dialogs.js loads this module when the
// player first points at, touches or keys the game, or when a dialog is asked for before that.
//
//   MAKE[name](state, callbacks)   puts state[name]: { d, ... }, its <dialog> in d; callbacks
//     are the dialogs' (setup takes onStart and rating, result onReview, onUndo and onRematch)
//   openSetup(state, settings, aiFailed), openRules(state), showResult(state, over, words)

import { el } from '../../lib/dom.js';
import { rulesBody } from './rules-body.js';
import { dialog, openDialog, dialogClosed } from './base.js';
import { createSetup } from './setup.js';
import { createResult } from './result.js';

export { openSetup } from './setup.js';
export { showResult } from './result.js';

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

export function openRules(state) {
  openDialog(state, state.rules.d);
  state.rules.d.scrollTop = 0;
}

export const MAKE = { setup: createSetup, rules: createRules, result: createResult };
