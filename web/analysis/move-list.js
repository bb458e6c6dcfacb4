// web/analysis/move-list.js - the analysis board's move list: the tree of web/analysis/tree.js written
// as a game record with its variations in brackets after the move they replace, every move a
// button that goes to its position.
//
//   const list = createTreeList({ onPick: (node) => ..., label });
//   list.draw(tree, current)   // rebuilt when the tree changed, else only the current move moves
//   list.nodeOf(id)            // the node of a move drawn (its data-node)
//
// Hooks: each move has data-node (its id), data-move ('b2b3') and data-ply (data-mark when the
// review marked it: inaccuracy, mistake, blunder, its glyph in .an-glyph); the current one
// aria-current="true"; a variation is a .an-variation.

import { el } from '../lib/dom.js';
import { moveLabel, analysisWords as W } from '../words/analysis.js';

export function createTreeList({ onPick, label }) {
  const element = el('div', { class: 'an-moves', role: 'group', 'aria-label': label });
  let drawn = -1;
  let buttons = new Map();
  let byId = new Map();
  element.addEventListener('click', (e) => {
    const b = e.target.closest('[data-node]');
    if (b && byId.has(Number(b.dataset.node))) onPick(byId.get(Number(b.dataset.node)));
  });

  // One move: its number when it opens a line or follows a variation, or is Blue's.
  function move(node, start, numbered) {
    const mover = node.player === 'blue' ? 'red' : 'blue';
    const b = el(
      'button',
      {
        type: 'button',
        class: `move an-move move-${mover}`,
        'data-node': node.id,
        'data-move': node.moveText,
        'data-ply': node.ply,
        ...(W.glyph[node.mark] && { 'data-mark': node.mark, 'aria-description': W.markName[node.mark] }),
      },
      numbered || mover === 'blue'
        ? el('span', { class: 'move-no', text: moveLabel(start, node.ply, mover) })
        : null,
      el('span', { class: 'move-text', text: node.moveText }),
      W.glyph[node.mark] ? el('span', { class: 'an-glyph', text: W.glyph[node.mark] }) : null,
    );
    buttons.set(node.id, b);
    byId.set(node.id, node);
    return b;
  }

  // The moves after `node`: its main line, each move followed by the other moves tried there.
  function line(node, start, into, numbered) {
    let n = node;
    let fresh = numbered;
    while (n.children.length) {
      const [main, ...others] = n.children;
      into.append(move(main, start, fresh));
      fresh = false;
      for (const v of others) {
        const box = el('span', { class: 'an-variation', role: 'group' });
        box.append(move(v, start, true));
        line(v, start, box, false);
        into.append(box);
        fresh = true; // after a variation, the main line's next move says its number again
      }
      n = main;
    }
  }

  function draw(tree, current) {
    if (drawn !== tree.version) {
      element.textContent = '';
      buttons = new Map();
      byId = new Map();
      line(tree.root, tree.root.player, element, true);
      drawn = tree.version;
    }
    for (const [id, b] of buttons) {
      const cur = id === current.id;
      b.classList.toggle('current', cur);
      if (cur) b.setAttribute('aria-current', 'true');
      else b.removeAttribute('aria-current');
    }
    // The current move kept in sight inside the list only (scrollIntoView would scroll a phone's
    // page away from the board). The list is positioned, so offsetTop counts from its top.
    const b = buttons.get(current.id);
    if (b && element.clientHeight) {
      if (b.offsetTop < element.scrollTop) element.scrollTop = b.offsetTop;
      else if (b.offsetTop + b.offsetHeight > element.scrollTop + element.clientHeight)
        element.scrollTop = b.offsetTop + b.offsetHeight - element.clientHeight;
    }
  }

  return { element, draw, nodeOf: (id) => byId.get(id) ?? null };
}
