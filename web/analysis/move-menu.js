// web/analysis/move-menu.js - the menu of one move of the analysis board's move list (as lichess's
// move tree has): Promote variation (its line one step nearer the main line) and Delete from here
// (the move and those after it). Opened by a right-click, a press held on a touch screen, or the
// keyboard's menu key (Shift+F10) on a move; it sits under the move list, its items are buttons
// with words, the arrows go through them, Escape closes it and gives the focus back to the move.
//
//   const menu = createMoveMenu({ canPromote: (node) => bool, onPromote, onDelete });
//   menu.element;  menu.open(node, button);  menu.close();  menu.node  // the node it is open for
//
// Hooks: .an-move-menu (hidden when closed), [data-action="an-promote" | "an-delete" | "an-menu-close"].

import { el } from '../lib/dom.js';
import { analysisWords as W } from '../words/analysis.js';

export function createMoveMenu({ canPromote, onPromote, onDelete }) {
  let node = null;
  let from = null; // the move's button, which gets the focus back
  const item = (action, text, fn) =>
    el('button', {
      type: 'button',
      class: 'btn',
      role: 'menuitem',
      'data-action': action,
      text,
      onclick: () => {
        const n = node;
        close(false);
        if (n) fn(n);
      },
    });
  const promote = item('an-promote', W.promote, onPromote);
  const remove = item('an-delete', W.deleteFrom, onDelete);
  const closer = item('an-menu-close', W.closeMenu, () => from?.focus());
  const title = el('p', { class: 'an-menu-title', id: 'an-move-menu-title' });
  const element = el(
    'div',
    { class: 'an-move-menu', role: 'menu', 'aria-labelledby': title.id, hidden: true },
    title,
    promote,
    remove,
    closer,
  );
  const items = () => [promote, remove, closer].filter((b) => !b.hidden);
  element.addEventListener('keydown', (e) => {
    const list = items();
    const at = list.indexOf(/** @type {any} */ (document.activeElement));
    const go = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[e.key];
    if (go) list[(at + go + list.length) % list.length].focus();
    else if (e.key === 'Home') list[0].focus();
    else if (e.key === 'End') list.at(-1).focus();
    else if (e.key === 'Escape') close(true);
    else return;
    e.preventDefault();
    e.stopPropagation();
  });

  function open(n, button) {
    node = n;
    from = button;
    title.textContent = W.menuLabel(button.textContent.trim());
    promote.hidden = !canPromote(n);
    element.hidden = false;
    items()[0].focus();
  }
  function close(refocus) {
    element.hidden = true;
    node = null;
    if (refocus && from?.isConnected) from.focus();
  }
  return {
    element,
    open,
    close: () => close(false),
    get node() {
      return node;
    },
  };
}

const HOLD_MS = 550; // a press held this long on a touch screen opens the menu

// Right-click, a held press (touch) or the menu key on a move of `list` (data-node) opens `menu`;
// the click that ends a held press is not taken as a pick.
export function bindMoveMenu(list, menu, nodeOf) {
  let timer = 0;
  let held = false;
  const openOn = (b) => {
    const n = b && nodeOf(Number(b.dataset.node));
    if (n) menu.open(n, b);
    return !!n;
  };
  list.addEventListener('contextmenu', (e) => {
    const b = /** @type {Element} */ (e.target).closest('[data-node]');
    if (menu.node && b && menu.node === nodeOf(Number(b.dataset.node))) return e.preventDefault();
    if (openOn(b)) e.preventDefault();
  });
  list.addEventListener('pointerdown', (e) => {
    held = false;
    if (e.pointerType !== 'touch') return;
    const b = /** @type {Element} */ (e.target).closest('[data-node]');
    clearTimeout(timer);
    timer = setTimeout(() => (held = openOn(b)), HOLD_MS);
  });
  // The keyboard's menu key and Shift+F10 on a move (not every browser turns them into a
  // contextmenu event).
  list.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && menu.node) {
      menu.close();
      return e.preventDefault();
    }
    if (e.key !== 'ContextMenu' && !(e.shiftKey && e.key === 'F10')) return;
    if (openOn(/** @type {Element} */ (e.target).closest('[data-node]'))) e.preventDefault();
  });
  for (const end of ['pointerup', 'pointercancel', 'pointerleave'])
    list.addEventListener(end, () => clearTimeout(timer));
  list.addEventListener(
    'click',
    (e) => {
      if (!held) return;
      held = false;
      e.stopImmediatePropagation();
      e.preventDefault();
    },
    true,
  );
}
