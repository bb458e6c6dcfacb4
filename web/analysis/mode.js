// web/analysis/mode.js - the free analysis board (index.html?analysis=POSITION, "Analyse" in the game's
// panel and in the editor): its own small controller over the board view, which knows no rules.
// The player plays any move for either side (mouse, touch, keyboard); a new move from an earlier
// point adds a variation and keeps the line that was there (web/analysis/tree.js); the move list
// and the arrows go back and forth. The computer's best three lines, with scores, the balance
// and the best move's reason in words (web/explain/facts.js) follow every position shown.
//
// The lines come from a client of its own (web/ai-client.js): it never cancels a game's moves.
// Each position is searched to growing depths (DEPTHS), each a fresh search (clearHash) of a
// fixed depth, so what is shown at a depth is what the engine gives for that position and depth
// anywhere (tests/journeys/analysis.test.mjs checks it against the engine in Node).
//
//   const a = mountAnalysis(container, { start: { board, player } (default: the usual start),
//     moves: ['b2b3', ...] (a main line), ply: 3 (the move shown first), onBack: () => {} (else a
//     link to backHref, default '?'), client, depths, orientation, problem (a notice) });
//   a.destroy()
//
// Hooks: the root has data-mode="analysis", data-state="analysing", data-position (the position
// shown), data-node (its id in the tree), data-ply, data-turn, data-engine (looking | done |
// failed | over) and data-depth (the depth of the lines shown); each line (.an-line) has
// data-move, data-score and data-mate (from the side to move, as the engine gives them) and
// data-pv ('b2b3 g7g6 ...').

import * as Rules from '../rules.js';
import { el, icon } from '../board/pieces.js';
import { createBoardView } from '../board/view.js';
import { lastMarks, destKinds } from '../board/marks.js';
import { createAiClient } from '../ai-client.js';
import { balanceView, forBlue } from '../play/advice.js';
import { hintReason, stepReason } from '../explain/reasons.js';
import { createTree, addMove, mainLine, asPly } from './tree.js';
import { createTreeList } from './move-list.js';
import { standing } from '../words/play.js';
import { analysisWords as W, lineScore, moveLabel } from '../words/analysis.js';
import { savedTheme, applyTheme } from '../play/record.js';
import { squareIndex } from '../rules/util.js';
import { destsOf, moveBetween } from '../rules/dests.js';

export const DEPTHS = [4, 8, 10, 12];
const CAP_MS = 8000; // one depth's search at most; a shallower result is then the last shown
const LINES = 3;
const at = (m) => squareIndex(m.fromR, m.fromC);

export function mountAnalysis(container, options = {}) {
  const start = options.start || { board: Rules.initialBoard(), player: 'blue' };
  const tree = createTree(start, options.moves || []);
  let node = tree.root;
  for (let k = 0; k < (options.ply ?? 0) && node.children.length; k++) node = node.children[0];
  const depths = options.depths || DEPTHS;
  const media = (q) => (typeof matchMedia === 'function' ? matchMedia(q) : { matches: false });
  const reduced = media('(prefers-reduced-motion: reduce)');
  const theme = savedTheme();
  let orientation = options.orientation === 'red' ? 'red' : 'blue';
  let client = null;
  let destroyed = false;
  let token = 0;
  let eng = { node: null, state: 'looking', result: null, why: '' };
  const ai = () => (client ||= options.client || createAiClient());

  container.classList.add('polis');
  container.textContent = '';
  container.dataset.mode = 'analysis';
  container.dataset.state = 'analysing';
  const view = createBoardView({
    onMove: (from, to) => play(moveBetween(legal(), from, to)),
    animationScale: () => (reduced.matches ? 0 : (options.animationScale ?? 1)),
    label: W.boardLabel,
  });
  const status = el('p', { class: 'an-status', 'aria-live': 'polite' });
  const said = el('p', { class: 'an-said' });
  const list = createTreeList({ label: W.movesLabel, onPick: (n) => go(n) });
  const nav = (name, fn) =>
    el('button', {
      type: 'button',
      class: `btn btn-icon nav-${name}`,
      'data-action': `an-${name}`,
      'aria-label': W.nav[name],
      title: W.nav[name],
      html: icon(name),
      onclick: fn,
    });
  const navs = {
    first: nav('first', () => go(tree.root)),
    prev: nav('prev', () => go(node.parent)),
    next: nav('next', () => go(node.children[0])),
    last: nav('last', () => go(mainLine(node).at(-1))),
  };
  const flip = el('button', {
    type: 'button',
    class: 'btn',
    'data-action': 'an-flip',
    html: `${icon('flip')}<span>${W.flip}</span>`,
    title: W.flipTitle,
    onclick: () => {
      orientation = orientation === 'blue' ? 'red' : 'blue';
      render();
    },
  });
  const depth = el('span', { class: 'an-depth' });
  const lines = el('ol', { class: 'an-lines', 'aria-label': W.linesTitle, 'aria-live': 'polite' });
  const best = el('p', { class: 'an-best' });
  const back = options.onBack
    ? el('button', {
        type: 'button',
        class: 'btn btn-primary',
        'data-action': 'an-back',
        text: W.back,
        onclick: () => options.onBack(),
      })
    : el('a', {
        class: 'btn btn-primary',
        'data-action': 'an-back',
        href: options.backHref ?? '?',
        text: W.back,
      });
  const panel = el(
    'aside',
    { class: 'polis-side an-panel', 'aria-label': W.title },
    el('div', { class: 'an-head' }, el('h2', { class: 'puzzle-title', text: W.title }), back),
    status,
    el(
      'div',
      { class: 'an-engine' },
      el('div', { class: 'an-engine-head' }, el('h3', { text: W.linesTitle }), depth),
      lines,
      best,
      el('p', { class: 'an-note', text: W.scoresFor }),
    ),
    el('div', { class: 'polis-history an-nav' }, navs.first, navs.prev, flip, navs.next, navs.last),
    list.element,
    el('p', { class: 'an-note', text: W.howTo }),
  );
  for (let i = 0; i < LINES; i++) {
    lines.append(
      el(
        'li',
        { class: 'an-line', 'data-line': i },
        el(
          'button',
          { type: 'button', class: 'an-line-play', onclick: () => playLine(i) },
          el('span', { class: 'an-score' }),
          el('span', { class: 'an-pv' }),
        ),
      ),
    );
  }
  const boardCol = el(
    'div',
    { class: 'polis-boardcol' },
    view.element,
    el('div', { class: 'polis-under' }, said),
  );
  container.append(el('div', { class: 'polis-main' }, boardCol, panel));

  // Keys outside the board: arrows and Home / End go through the moves, F flips.
  function onKey(e) {
    if (destroyed || e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || !container.isConnected)
      return;
    const t = e.composedPath ? e.composedPath()[0] : e.target;
    if (t && (t.closest?.('input, textarea, select') || (t !== document.body && !container.contains(t))))
      return;
    if (view.board.contains(t) && e.key !== 'f' && e.key !== 'F') return;
    const keys = {
      ArrowLeft: () => go(node.parent),
      ArrowRight: () => go(node.children[0]),
      Home: () => go(tree.root),
      End: () => go(mainLine(node).at(-1)),
      f: () => flip.click(),
      F: () => flip.click(),
    };
    if (!keys[e.key]) return;
    e.preventDefault();
    keys[e.key]();
  }
  document.addEventListener('keydown', onKey);

  function go(n) {
    if (!n || n === node) return;
    view.finishAnimation();
    node = n;
    view.input.cancel();
    render();
  }

  // The legal moves of the position shown.
  const legal = () => (node.over ? [] : Rules.legalMoves(node.board, node.player));

  function play(move) {
    const before = node;
    node = addMove(tree, node, move);
    view.input.cancel();
    render();
    view.animate(before.board, move, node.result).then(() => render());
  }

  function playLine(i) {
    const l = eng.node === node && eng.result?.lines[i];
    if (l && !node.over) play(Rules.parseMove(l.moveText));
  }

  // The computer's lines for the position shown: deeper and deeper, each shown when it comes.
  async function look(n) {
    const t = ++token;
    eng = { node: n, state: n.over ? 'over' : 'looking', result: null, why: '' };
    if (n.over) return;
    for (const d of depths) {
      let r;
      try {
        r = await ai().analyse(n.board, n.player, {
          depth: d,
          multiPv: LINES,
          clearHash: true,
          timeMs: CAP_MS,
        });
      } catch (e) {
        if (t !== token || destroyed || e?.name === 'AbortError') return;
        eng.state = 'failed';
        eng.error = e.message;
        render();
        return;
      }
      if (t !== token || destroyed) return;
      eng.result = r;
      if (r.depth < d) break; // the time ran out: no deeper search would finish either
      if (d !== depths.at(-1)) render();
    }
    eng.state = 'done';
    render();
    const pv = eng.result.lines[0].pvText;
    hintReason(n.board, n.player, pv, null).then(
      (why) => {
        if (t === token && !destroyed) {
          eng.why = why;
          render();
        }
      },
      () => {},
    );
  }

  function renderLines() {
    const r = eng.node === node ? eng.result : null;
    container.dataset.engine = eng.state;
    container.dataset.depth = r ? String(r.depth) : '';
    depth.textContent = r ? W.depth(r.depth, eng.state === 'done') : eng.state === 'looking' ? W.looking : '';
    for (const li of lines.children) {
      const l = r && r.lines[Number(li.dataset.line)];
      const [score, pv] = li.querySelector('button').children;
      li.hidden = !l && !!r;
      li.querySelector('button').disabled = !l;
      if (!l) {
        for (const k of ['move', 'score', 'mate', 'pv']) delete li.dataset[k];
        score.textContent = '';
        pv.textContent = '';
        continue;
      }
      Object.assign(li.dataset, {
        move: l.moveText,
        score: String(l.score),
        mate: l.mateIn === null ? '' : String(l.mateIn),
        pv: l.pvText.join(' '),
      });
      score.textContent = lineScore(l.score, l.mateIn, node.player);
      pv.textContent = numbered(l.pvText.slice(0, 8));
      li.querySelector('button').title = W.playLine(l.moveText);
    }
    if (node.over) best.textContent = W.gameOver;
    else if (eng.state === 'failed') best.textContent = W.failed(eng.error);
    else best.textContent = r && eng.state === 'done' ? W.best(r.lines[0].moveText, eng.why) : '';
  }

  // "12… d2c3 13. d7d6 e2e3" for a line from the position shown.
  function numbered(pv) {
    let mover = node.player;
    return pv
      .map((m, k) => {
        const text =
          mover === 'blue' || k === 0 ? `${moveLabel(tree.root.player, node.ply + k + 1, mover)} ${m}` : m;
        mover = mover === 'blue' ? 'red' : 'blue';
        return text;
      })
      .join(' ');
  }

  function render() {
    if (destroyed) return;
    if (eng.node !== node) look(node);
    const ply = asPly(node);
    const moves = legal();
    // The selected piece's destinations, marked when they win or lose.
    const marks = (from) =>
      destKinds(
        moves.filter((m) => at(m) === from),
        (m) => Rules.applyMoveFor(node.board, node.player, m),
        node.player,
      );
    const r = eng.node === node ? eng.result : null;
    const blue = r ? forBlue(r, node.player) : null;
    view.update({
      pieces: node.board,
      orientation,
      movable: { dests: destsOf(node.board, node.player, moves), marks },
      last: ply ? lastMarks(ply) : new Map(),
      hint:
        r && !node.over
          ? { from: at(r.lines[0].move), to: squareIndex(r.lines[0].move.toR, r.lines[0].move.toC) }
          : null,
      balance: balanceView(
        node.over ? { blue: node.over.winner === 'blue' ? 1000 : -1000 } : blue === null ? null : { blue },
        orientation,
        standing,
      ),
    });
    Object.assign(container.dataset, {
      position: Rules.formatPosition(node.board, node.player),
      node: String(node.id),
      ply: String(node.ply),
      turn: node.player,
      orientation,
    });
    applyTheme(container, theme);
    status.textContent = node.over ? W.over(node.over) : W.toMove(node.player);
    status.dataset.side = node.over ? node.over.winner : node.player;
    said.textContent =
      !ply && options.problem
        ? options.problem
        : ply
          ? W.last(
              `${moveLabel(tree.root.player, node.ply, ply.player)} ${node.moveText}`,
              stepReason(node.parent.board, node.parent.player, node.move),
            )
          : ''; // how to play is in the panel
    renderLines();
    list.render(tree, node);
    const ends = {
      first: !node.parent,
      prev: !node.parent,
      next: !node.children.length,
      last: !node.children.length,
    };
    for (const [k, b] of Object.entries(navs)) b.setAttribute('aria-disabled', String(ends[k]));
    if (typeof document !== 'undefined' && container.closest('body.polis-page'))
      document.title = `${W.title} \u00b7 Polis`;
  }

  render();
  return {
    element: container,
    get position() {
      return container.dataset.position;
    },
    get tree() {
      return tree;
    },
    destroy() {
      destroyed = true;
      token++;
      view.finishAnimation();
      document.removeEventListener('keydown', onKey);
      if (client && client !== options.client) client.terminate();
      client = null;
      container.textContent = '';
    },
  };
}
