// web/analysis/view.js - the analysis board's page: the board view (web/board/view.js, given the
// legal destinations of the side to move, marked when they win or lose), the side to move, the
// last move and its reason, the engine box (web/analysis/view-lines.js), the arrows, the move
// list (web/analysis/move-list.js) and the way back. Buttons and keys call the controller
// (web/analysis/ctrl.js); view.draw() writes its state into the page and nothing else.
//
//   const view = createAnalysisView(container, ctrl, { onBack, backHref, problem, animationScale });
//   view.draw();
//   view.board        // the board view (the mount gives its animation to the controller)
//   view.destroy()    // the keys outside the board are no longer heard; the container emptied
//
// Hooks: the root has data-mode="analysis", data-state="analysing", data-position (the position
// shown), data-node (its id in the tree), data-ply, data-turn, data-orientation, data-engine
// and data-depth (web/analysis/view-lines.js).

import * as Rules from '../rules.js';
import { el, icon, motionScale } from '../lib/dom.js';
import { createKeyHelp } from '../lib/key-help.js';
import { keyWords } from '../words/keys.js';
import { createBoardView } from '../board/view.js';
import { lastMarks, destKinds } from '../board/marks.js';
import { balanceView, forBlue } from '../play/review/advice.js';
import { stepReason } from '../explain/reasons.js';
import { asPly } from './tree.js';
import { createTreeList } from './move-list.js';
import { createMoveMenu, bindMoveMenu } from './move-menu.js';
import { createLinesBox, drawLines } from './view-lines.js';
import { standing } from '../words/thinking.js';
import { analysisWords as W, moveLabel } from '../words/analysis.js';
import { moveFrom, moveSquares } from '../rules/util.js';
import { destsOf } from '../rules/dests.js';
import { modeKey } from '../lib/page-keys.js';

const NAV = ['first', 'prev', 'next', 'last'];

export function createAnalysisView(container, ctrl, options = {}) {
  container.classList.add('polis');
  container.textContent = '';
  container.dataset.mode = 'analysis';
  container.dataset.state = 'analysing';
  const board = createBoardView({
    onMove: (from, to) => ctrl.userMove(from, to),
    animationScale: motionScale(options.animationScale),
    label: W.boardLabel,
  });
  const v = {
    container,
    board,
    problem: options.problem,
    status: el('p', { class: 'an-status', 'aria-live': 'polite' }),
    said: el('p', { class: 'an-said' }),
    list: createTreeList({ label: W.movesLabel, onPick: (n) => ctrl.go(n) }),
    navs: Object.fromEntries(NAV.map((name) => [name, navButton(name, () => ctrl[name]())])),
    box: createLinesBox(ctrl),
    menu: createMoveMenu({
      canPromote: (n) => ctrl.canPromote(n),
      onPromote: (n) => ctrl.promote(n),
      onDelete: (n) => ctrl.deleteFrom(n),
    }),
    share: createShare(ctrl),
    node: null, // the position drawn: another one ends the animation and drops a half-made move
  };
  const flip = el('button', {
    type: 'button',
    class: 'btn',
    'data-action': 'an-flip',
    children: [icon('flip'), el('span', { text: W.flip })],
    title: W.flipTitle,
    onclick: () => ctrl.flip(),
  });
  bindMoveMenu(v.list.element, v.menu, v.list.nodeOf);
  const { first, prev, next, last } = v.navs;
  const panel = el(
    'aside',
    { class: 'polis-side an-panel', 'aria-label': W.title },
    el('div', { class: 'an-head' }, el('h2', { class: 'puzzle-title', text: W.title }), backButton(options)),
    v.status,
    v.box.element,
    el('div', { class: 'polis-history an-nav' }, first, prev, flip, next, last),
    v.list.element,
    v.menu.element,
    v.share.element,
    el('p', { class: 'an-note', text: W.howTo }),
  );
  const boardCol = el(
    'div',
    { class: 'polis-boardcol' },
    board.element,
    el('div', { class: 'polis-under' }, v.said),
  );
  container.append(el('div', { class: 'polis-main' }, boardCol, panel));
  const onKey = (e) => key(v, ctrl, e);
  document.addEventListener('keydown', onKey);
  const keys = createKeyHelp(container, { rows: keyWords.modes.analysis, words: keyWords });
  return {
    board,
    draw: () => drawAnalysis(v, ctrl),
    destroy: () => {
      document.removeEventListener('keydown', onKey);
      keys.destroy();
      container.textContent = '';
    },
  };
}

function navButton(name, onclick) {
  return el('button', {
    type: 'button',
    class: `btn btn-icon nav-${name}`,
    'data-action': `an-${name}`,
    'aria-label': W.nav[name],
    title: W.nav[name],
    children: [icon(name)],
    onclick,
  });
}

// Copy link, and what came of it: said, or the link to copy by hand.
function createShare(ctrl) {
  const button = el('button', {
    type: 'button',
    class: 'btn',
    'data-action': 'an-share',
    title: W.shareTitle,
    children: [icon('copy-link'), el('span', { text: W.share })],
    onclick: () => ctrl.share(),
  });
  const said = el('p', { class: 'an-share-note', role: 'status' });
  const field = el('input', {
    type: 'text',
    class: 'editor-text an-share-link',
    readonly: true,
    'aria-label': W.shareField,
    hidden: true,
  });
  return { button, said, field, element: el('div', { class: 'an-share' }, button, said, field) };
}

function drawShare(p, shared) {
  p.said.textContent = !shared ? '' : shared.ok ? W.shared : W.notShared;
  p.field.hidden = !shared || shared.ok;
  if (shared && !shared.ok && p.field.value !== shared.link) {
    p.field.value = shared.link;
    p.field.select();
  }
}

// "Back to the game": the host's onBack, else a link to backHref.
function backButton({ onBack, backHref }) {
  if (onBack)
    return el('button', {
      type: 'button',
      class: 'btn btn-primary',
      'data-action': 'an-back',
      text: W.back,
      onclick: () => onBack(),
    });
  return el('a', { class: 'btn btn-primary', 'data-action': 'an-back', href: backHref ?? '?', text: W.back });
}

// Keys outside the board: arrows and Home / End go through the moves, F flips.
const KEYS = { ArrowLeft: 'prev', ArrowRight: 'next', Home: 'first', End: 'last', f: 'flip', F: 'flip' };
function key(v, ctrl, e) {
  const { container, board } = v;
  const k = modeKey(e, container);
  if (!k) return;
  const t = k.target;
  if (board.board.contains(t) && e.key !== 'f' && e.key !== 'F') return;
  if (!KEYS[e.key]) return;
  e.preventDefault();
  ctrl[KEYS[e.key]]();
}

function drawAnalysis(v, ctrl) {
  const { node, tree, orientation } = ctrl.state;
  if (v.node !== node) {
    v.board.finishAnimation();
    v.node = node;
  }
  drawAnalysisBoard(v.board, ctrl);
  Object.assign(v.container.dataset, {
    position: Rules.formatPosition(node.board, node.player),
    node: String(node.id),
    ply: String(node.ply),
    turn: node.player,
    orientation,
  });
  v.status.textContent = node.over ? W.over(node.over) : W.toMove(node.player);
  v.status.dataset.side = node.over ? node.over.winner : node.player;
  v.said.textContent = underBoardText(v, ctrl);
  // The link's problem is said in full: the slot under the board grows for it (web/style.css).
  v.said.toggleAttribute('data-problem', !!v.problem && !ctrl.state.node.move);
  drawLines(v.box, ctrl, v.container);
  v.list.draw(tree, node);
  if (v.menu.node && !tree.nodes.includes(v.menu.node)) v.menu.close();
  drawShare(v.share, ctrl.state.shared);
  const ends = {
    first: !node.parent,
    prev: !node.parent,
    next: !node.children.length,
    last: !node.children.length,
  };
  for (const [k, b] of Object.entries(v.navs)) b.setAttribute('aria-disabled', String(ends[k]));
}

// Under the board: the last move and its reason (or the link's problem at the start).
function underBoardText(v, ctrl) {
  const { node, tree } = ctrl.state;
  const ply = asPly(node);
  if (!ply) return v.problem ?? ''; // how to play is in the panel
  const label = `${moveLabel(tree.root.player, node.ply, ply.player)} ${node.moveText}`;
  return W.last(label, stepReason(node.parent.board, node.parent.player, node.move));
}

function drawAnalysisBoard(board, ctrl) {
  const { node, orientation } = ctrl.state;
  const ply = asPly(node);
  const moves = ctrl.legal();
  // The selected piece's destinations, marked when they win or lose.
  const marks = (from) =>
    destKinds(
      moves.filter((m) => moveFrom(m) === from),
      (m) => Rules.applyMoveFor(node.board, node.player, m),
      node.player,
    );
  const r = ctrl.result;
  const blue = r ? forBlue(r, node.player) : null;
  const best = r && !node.over ? r.lines[0].move : null;
  board.update({
    pieces: node.board,
    orientation,
    movable: { dests: destsOf(node.board, node.player, moves), marks },
    last: ply ? lastMarks(ply) : new Map(),
    hint: best ? moveSquares(best) : null,
    balance: balanceView(
      node.over ? { blue: node.over.winner === 'blue' ? 1000 : -1000 } : blue === null ? null : { blue },
      orientation,
      standing,
    ),
  });
}
