// web/lib/key-help.js - the keyboard help of every mode: `?` opens a dialog listing the mode's
// keys (as lichess does), Escape or its Close button closes it and gives the focus back. The
// rows come from web/words/keys.js; each has data-key-id, what the key does.
//
//   const help = createKeyHelp(container, { rows, words });   // listens on the document
//   help.open();   help.isOpen();   help.destroy();            // destroy: heard no more, removed
//
// The dialog is made when first opened (a mode's first screen builds none of it).
//
// `?` counts when typed in the mode's container, or on the page's body when the container is on
// the game's own page (body.polis-page): a host page's own keys stay its own. Never in a field.

import { el, onOwnPage } from './dom.js';
import { modeKey } from './page-keys.js';

let ids = 0;

function helpDialog(rows, words, close) {
  const id = `polis-keys-${++ids}`;
  const keyCell = (keys) =>
    el(
      'th',
      { scope: 'row' },
      ...keys.flatMap((k, i) => [i ? ` ${words.or} ` : null, el('kbd', { text: k })]),
    );
  const body = el(
    'tbody',
    {},
    ...rows.map((r) => el('tr', { 'data-key-id': r.id }, keyCell(r.keys), el('td', { text: r.does }))),
  );
  const head = el(
    'thead',
    {},
    el(
      'tr',
      {},
      el('th', { scope: 'col', text: words.keyLabel }),
      el('th', { scope: 'col', text: words.doesLabel }),
    ),
  );
  return el(
    'dialog',
    { class: 'polis-dialog polis-keys', 'aria-labelledby': id },
    el('h2', { id, text: words.title }),
    el('table', { class: 'keys-table' }, head, body),
    el('p', { class: 'keys-note', text: words.board }),
    el(
      'div',
      { class: 'dialog-buttons' },
      el('button', {
        type: 'button',
        class: 'btn',
        'data-action': 'keys-close',
        text: words.close,
        onclick: close,
      }),
    ),
  );
}

export function createKeyHelp(container, { rows, words }) {
  let opener = null;
  let d = null; // made when first opened: nothing of it is built while the mode loads
  // The focus goes back to where it was as the list closes, not at the dialog's close event,
  // which comes a task later: keys typed meanwhile (a busy phone) would go to the page's body.
  const giveBack = () => {
    const o = opener;
    opener = null;
    if (o?.isConnected) o.focus();
  };
  const close = () => {
    if (!d?.open) return;
    d.close();
    giveBack();
  };
  const make = () => {
    d = helpDialog(rows, words, close);
    // Keys typed in the help are the help's: the mode's own keys (F, the arrows) wait.
    d.addEventListener('keydown', (e) => {
      if (e.key === '?' || e.key === 'Escape') {
        e.preventDefault();
        close();
      }
      e.stopPropagation();
    });
    d.addEventListener('close', giveBack);
    container.append(d);
    return d;
  };
  const open = () => {
    if (d?.open) return;
    const active = container.getRootNode().activeElement ?? document.activeElement;
    opener = active && active !== document.body ? active : null;
    (d ?? make()).showModal();
  };
  const listener = (e) => {
    if (e.key !== '?' || d?.open) return;
    const k = modeKey(e, container);
    if (!k || (k.onBody && !onOwnPage(container))) return;
    if (container.querySelector('dialog[open]')) return; // another dialog is the player's now
    e.preventDefault();
    open();
  };
  document.addEventListener('keydown', listener);
  return {
    open,
    isOpen: () => !!d?.open,
    destroy() {
      document.removeEventListener('keydown', listener);
      d?.remove();
    },
  };
}
