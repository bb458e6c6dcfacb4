// web/analysis/mode.js - the free analysis board (index.html?analysis=POSITION, "Analyse" in the game's
// panel and in the editor). The player plays any move for either side (mouse, touch, keyboard); a
// new move from an earlier point adds a variation and keeps the line that was there
// (web/analysis/tree.js); the move list and the arrows go back and forth. The computer's best
// three lines, with scores, the balance and the best move's reason in words
// (web/explain/facts.js) follow every position shown.
//
// The lines come from a client of its own (web/ai-client.js): it never cancels a game's moves.
// This file wires the controller (web/analysis/ctrl.js), the view (web/analysis/view.js) and
// the effects (web/analysis/effects.js: the searches, run once after each change through
// web/lib/mode-loop.js).
//
//   const a = mountAnalysis(container, { start: { board, player } (default: the usual start),
//     moves: ['b2b3', ...] (a main line), ply: 3 (the move shown first), onBack: () => {} (else a
//     link to backHref, default '?'), client, depths, orientation, problem (a notice),
//     tree: a tree and its selected move as web/analysis/link.js writes them (instead of moves),
//     treeFrom: 'link' (the default) or 'kept' (the tree this device kept: its problem says so),
//     marks: the review's marks of the main line, keep: (text, root) => {} at each change });
//   a.destroy()
//
// Hooks: see web/analysis/view.js and web/analysis/view-lines.js.

import { createAiClient } from '../ai-client.js';
import { createAnalysisCtrl } from './ctrl.js';
import { createAnalysisView } from './view.js';
import { createAnalysisEffects } from './effects.js';
import { createModeLoop } from '../lib/mode-loop.js';
import { applyTheme } from '../lib/theme.js';
import { savedTheme } from '../storage/prefs.js';
import { decodeTree } from './link.js';
import { initialBoard } from '../rules.js';
import { copyText } from '../lib/clipboard.js';

export { DEPTHS } from './effects.js';

export function mountAnalysis(container, options = {}) {
  let client = null;
  const ai = () => (client ||= options.client || createAiClient());
  const read = options.tree
    ? decodeTree(options.start || { board: initialBoard(), player: 'blue' }, options.tree, options.treeFrom)
    : {};
  const loop = createModeLoop({
    draw: () => view.draw(),
    effects: () => effects.run(),
    position: () => ctrl.state.node,
    board: () => view.board,
  });
  const ctrl = createAnalysisCtrl({
    start: options.start,
    moves: options.moves || [],
    ply: options.ply ?? 0,
    tree: read.tree,
    node: read.node,
    marks: options.marks,
    orientation: options.orientation,
    animate: (before, move, result) => view.board.animate(before, move, result),
    changed: loop.changed,
  });
  const view = createAnalysisView(container, ctrl, { ...options, problem: read.problem || options.problem });
  const effects = createAnalysisEffects(ctrl, {
    client: ai,
    depths: options.depths,
    container,
    keep: options.keep,
    copy: options.copy ?? copyText,
    base: () => location.href,
  });
  applyTheme(container, savedTheme());
  loop.changed();
  return {
    element: container,
    get position() {
      return container.dataset.position;
    },
    get tree() {
      return ctrl.state.tree;
    },
    destroy() {
      loop.destroy();
      effects.destroy();
      view.board.finishAnimation();
      view.destroy();
      if (client && client !== options.client) client.terminate();
      client = null;
    },
  };
}
