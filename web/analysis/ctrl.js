// @ts-check
// web/analysis/ctrl.js - the analysis board's controller: the tree of moves (web/analysis/tree.js),
// the position shown, the side at the bottom, and the computer's lines for the position shown
// as they arrive. It touches no DOM and starts no search: web/analysis/mode.js draws it
// (web/analysis/view.js) and runs its effects (web/analysis/effects.js: the search, the
// reason in words, the page title), which report back through the engine* methods.
// tests/node/analysis-ctrl.test.mjs drives it in Node.
//
//   const ctrl = createAnalysisCtrl({ start, moves, ply, orientation, animate, changed });
//   createAnalysisCtrl({ tree, node, ... })   // a tree read by web/analysis/link.js instead
//   marks: the review's marks of the main line's moves (shown in the move list)
//   ctrl.userMove(from, to);   // square indices, as the board view reports them
//   ctrl.go(node); ctrl.first(); ctrl.prev(); ctrl.next(); ctrl.last(); ctrl.flip();
//   ctrl.playLine(i);          // the computer's line i, when it is the position shown's
//   ctrl.promote(node); ctrl.deleteFrom(node);   // a variation nearer the main line; moves taken out
//   ctrl.share(); ctrl.shared(ok, link);         // the board's link asked for, and how the copy went
//
// ctrl.state: AnalysisState; its options: AnalysisOptions (both below).

import * as Rules from '../rules.js';
import { createTree, addMove, mainLine, promote, deleteFrom, forkOf } from './tree.js';
import { moveBetween } from '../rules/dests.js';

/**
 * @typedef {object} AnalysisOptions
 * @property {{ board: any, player: string } | null} [start]  the position the main line starts from
 * @property {any[]} [moves]  the main line's moves
 * @property {number} [ply]  the ply of the main line shown
 * @property {any} [tree]  a tree read by web/analysis/link.js instead, with the `node` shown
 * @property {any} [node]
 * @property {(string | null)[]} [marks]  the review's marks of the main line's moves (the move list)
 * @property {string} [orientation]  'blue' | 'red'
 * @property {(boardBefore: any, move: any, result: any) => Promise<unknown>} animate  the board
 *   view's animation; the controller draws again when it ends
 * @property {() => void} changed
 */

/**
 * The computer's look at one position.
 * @typedef {object} EngineLook
 * @property {number} id  a new one for every position shown
 * @property {any} node
 * @property {'looking' | 'done' | 'failed' | 'over'} state
 * @property {{ lines: any[], [more: string]: any } | null} result  the deepest lines so far
 *   (web/ai-client.js analyse)
 * @property {string} why  the best move's reason
 * @property {Error} [error]
 */

/**
 * @typedef {object} AnalysisState
 * @property {any} tree  the moves (web/analysis/tree.js)
 * @property {any} node  the position shown (a node of the tree)
 * @property {'blue' | 'red'} orientation  the side at the bottom
 * @property {EngineLook} eng
 * @property {{ asked: number } | null} share  the link asked for, until the effects copy it
 * @property {{ ok: boolean, link: string } | null} shared  how the last copy of the link went
 */

/** @param {AnalysisOptions} options */
export function createAnalysisCtrl(options) {
  const { start, moves = [], ply = 0, orientation, animate, changed } = options;
  // A tree read from a link or kept (web/analysis/link.js), or one main line from `start`.
  const tree = options.tree || createTree(start || { board: Rules.initialBoard(), player: 'blue' }, moves);
  let node = options.node || tree.root;
  if (!options.node) for (let k = 0; k < ply && node.children.length; k++) node = node.children[0];
  // A reviewed game's marks ('inaccuracy', 'mistake', 'blunder', ...), one per move of the main line.
  mainLine(tree.root).forEach((n, i) => options.marks?.[i] && (n.mark = options.marks[i]));
  let seq = 0;
  /** @type {(n: any) => EngineLook} */
  const fresh = (n) => ({ id: ++seq, node: n, state: n.over ? 'over' : 'looking', result: null, why: '' });
  /** @type {AnalysisState} */
  const s = {
    tree,
    node,
    orientation: orientation === 'red' ? 'red' : 'blue',
    eng: fresh(node),
    share: null,
    shared: null,
  };
  // The engine's report for the look `id`: dropped when another position is shown meanwhile.
  const report = (id, fn) => {
    if (s.eng.id !== id) return false;
    fn(s.eng);
    changed();
    return true;
  };

  function show(n) {
    s.node = n;
    s.eng = fresh(n);
  }

  const ctrl = {
    state: s,
    /** The legal moves of the position shown. */
    legal: () => (s.node.over ? [] : Rules.legalMoves(s.node.board, s.node.player)),
    /** The lines for the position shown, or null while none came. */
    get result() {
      return s.eng.node === s.node ? s.eng.result : null;
    },
    go(n) {
      if (!n || n === s.node) return;
      show(n);
      changed();
    },
    first: () => ctrl.go(tree.root),
    prev: () => ctrl.go(s.node.parent),
    next: () => ctrl.go(s.node.children[0]),
    last: () => ctrl.go(mainLine(s.node).at(-1)),
    flip() {
      s.orientation = s.orientation === 'blue' ? 'red' : 'blue';
      changed();
    },
    userMove(from, to) {
      return play(moveBetween(ctrl.legal(), from, to));
    },
    playLine(i) {
      const l = ctrl.result?.lines[i];
      if (l && !s.node.over) return play(Rules.parseMove(l.moveText));
      return Promise.resolve();
    },
    ...editMethods(s, show, changed),
    // The effects' reports (web/analysis/effects.js), each for the look it was started for.
    engineResult: (id, result) => report(id, (e) => (e.result = result)),
    engineDone: (id, result) => report(id, (e) => Object.assign(e, { state: 'done' }, result && { result })),
    engineFailed: (id, error) => report(id, (e) => Object.assign(e, { state: 'failed', error })),
    engineWhy: (id, why) => report(id, (e) => (e.why = why)),
  };

  // A move from the position shown: the existing child, or a new variation (tree.js).
  function play(move) {
    const before = s.node;
    show(addMove(tree, before, move));
    changed();
    return animate(before.board, move, s.node.result).then(() => changed());
  }

  return ctrl;
}

// The tree's variations promoted and deleted, and the board's link asked for (the effects copy
// it and report how it went).
function editMethods(s, show, changed) {
  return {
    /** Whether `n`'s line is a variation (it can be promoted). */
    canPromote: (n) => !!forkOf(n),
    promote(n) {
      if (!forkOf(n)) return;
      promote(s.tree, n);
      changed();
    },
    // The moves from `n` on leave the tree; the position shown among them goes back to n's parent.
    deleteFrom(n) {
      if (!n?.parent) return;
      const gone = deleteFrom(s.tree, n);
      if (gone.has(s.node)) show(n.parent);
      changed();
    },
    share() {
      s.share = { asked: (s.share?.asked ?? 0) + 1 };
      s.shared = null;
      changed();
    },
    shared(ok, link) {
      s.share = null;
      s.shared = { ok, link };
      changed();
    },
  };
}
