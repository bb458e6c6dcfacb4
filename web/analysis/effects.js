// web/analysis/effects.js - what the analysis board does after a change, in one place (run by
// web/lib/mode-loop.js after each draw): a new position shown starts the computer's look at it,
// deeper and deeper, each depth a fresh search (clearHash) of a fixed depth, so what is shown at
// a depth is what the engine gives for that position and depth anywhere
// (tests/journeys/analysis.test.mjs checks it against the engine in Node); the best line's
// reason in words follows (web/explain/reasons.js); the page's title names the board.
//
//   const effects = createAnalysisEffects(ctrl, { client: () => aiClient, depths, container, keep });
//   keep(text, root, orientation): the tree and its selected move as web/analysis/link.js writes
//   them, and the side at the bottom, each time one changes (the page puts them in the address
//   and keeps the tree: web/page/route.js)
//   copy(text) -> Promise<boolean>, base() -> the page's address: the board's link put on the clipboard when the player asks
//   (Copy link: the start, the tree, the move shown and the side at the bottom, as
//   web/lib/address.js writes them), said back to the controller (ctrl.shared)
//   effects.run();        // after each change
//   effects.destroy();    // the searches still running report nothing

import { hintReason } from '../explain/reasons.js';
import { analysisWords as W } from '../words/analysis.js';
import { encodeTree } from './link.js';
import { analysisHref } from '../lib/address.js';
import { onOwnPage } from '../lib/dom.js';
import { formatPosition } from '../rules.js';
import { START_POSITION } from '../rules/util.js';

export const DEPTHS = [4, 8, 10, 12];
export const LINES = 3;
const CAP_MS = 8000; // one depth's search at most; a shallower result is then the last shown

// The analysis board's address as it is now, absolute from the page's.
export function boardLink({ tree, node, orientation }, base) {
  const start = formatPosition(tree.root.board, tree.root.player);
  const position = start === START_POSITION ? null : start;
  return new URL(analysisHref({ position, tree: encodeTree(tree, node), orientation }), base).href;
}

export function createAnalysisEffects(ctrl, { client, depths, container, keep, copy, base }) {
  depths ||= DEPTHS;
  let looked = 0; // the id of the last look started
  let shared = null; // the share request last acted on
  let kept = null; // the text last given to keep
  let stopped = false;
  return {
    run() {
      if (stopped) return;
      const { eng, tree, node, orientation } = ctrl.state;
      const treeText = keep ? encodeTree(tree, node) : null;
      const text = keep ? `${treeText} ${orientation}` : null;
      if (text !== kept) {
        kept = text;
        keep(treeText, tree.root, orientation);
      }
      const share = ctrl.state.share;
      if (share && share !== shared && copy && base) {
        shared = share;
        const link = boardLink(ctrl.state, base());
        Promise.resolve(copy(link)).then(
          (ok) => !stopped && ctrl.shared(!!ok, link),
          () => !stopped && ctrl.shared(false, link),
        );
      }
      if (eng.id !== looked) {
        looked = eng.id;
        if (eng.state === 'looking') look(ctrl, eng, { client, depths, live: () => !stopped });
      }
      if (onOwnPage(container)) document.title = `${W.title} \u00b7 Polis`;
    },
    destroy() {
      stopped = true;
    },
  };
}

// The computer's lines for the position of `eng`: deeper and deeper, each shown when it comes,
// then the best line's reason.
async function look(ctrl, eng, { client, depths, live }) {
  const { id, node } = eng;
  let result = null;
  for (const d of depths) {
    let r;
    try {
      r = await client().analyse(node.board, node.player, {
        depth: d,
        multiPv: LINES,
        clearHash: true,
        timeMs: CAP_MS,
      });
    } catch (e) {
      if (live() && e?.name !== 'AbortError') ctrl.engineFailed(id, e.message);
      return;
    }
    if (!live()) return;
    result = r;
    if (r.depth < d) break; // the time ran out: no deeper search would finish either
    if (d !== depths.at(-1) && !ctrl.engineResult(id, r)) return;
  }
  if (!ctrl.engineDone(id, result)) return;
  hintReason(node.board, node.player, result.lines[0].pvText, null).then(
    (why) => live() && ctrl.engineWhy(id, why),
    () => {},
  );
}
