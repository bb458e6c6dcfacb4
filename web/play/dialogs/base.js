// What every dialog of the game page shares: a <dialog> named by its heading, opened as a modal,
// and the focus given back when it closes (to where it was, or to the board). The dialogs' state
// (web/play/dialogs/dialogs.js) holds the element that had the focus: { opener, returnFocus }.

import { el } from '../../lib/dom.js';

// How long after the result appears a press is still taken as meant for the board, not for the
// dialog: outside it, on one of its buttons where it came up under the player's finger, or a key
// (Enter, Space, Escape) that the result's focus took from the board, where a keyboard player was
// planning a move. The dialog has data-armed once presses count.
export const RESULT_GRACE_MS = 600;

let ids = 0;

// A new id for an element of a dialog (its heading, a labelled field).
export const nextId = (prefix) => `${prefix}-${++ids}`;

export function dialog(cls, title, ...body) {
  const id = nextId('polis-dlg');
  const h = el('h2', { id, text: title });
  const d = el('dialog', { class: `polis-dialog ${cls}`, 'aria-labelledby': id }, h, ...body);
  return { d, h };
}

export function openDialog(state, d) {
  state.opener =
    document.activeElement && document.activeElement !== document.body ? document.activeElement : null;
  try {
    d.showModal();
  } catch {
    d.setAttribute('open', '');
  }
}

// After a dialog the focus goes back where it was, or to the board.
export function dialogClosed(state) {
  const o = state.opener;
  const target = o && o.isConnected && !o.disabled && o.getAttribute('aria-disabled') !== 'true' ? o : null;
  state.opener = null;
  setTimeout(() => (target ? target.focus() : state.returnFocus()), 0);
}
