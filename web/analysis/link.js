// web/analysis/link.js - the analysis board's tree of moves (web/analysis/tree.js) and its selected
// move as one short text, for the address (?analysis=POSITION&tree=TEXT) and for what the page
// keeps (web/storage/analysis.js). No DOM: tests/node/analysis-link.test.mjs reads it in Node.
//
//   encodeTree(tree, node) -> '1_3_b2b3g7g6-g7g5b3b4.a2a3'
//   lineTree(moves) -> '1_0_b2b3g7g6'  (one main line, the start shown: for web/lib/address.js analysisHref)
//   linkStart(text) -> { start } | { problem } | {}   (?analysis=POSITION; {}: the usual start)
//   decodeTree(start, text, from) -> { tree, node, problem }   (problem: words, or null; never
//     throws for a bad text: what could be read is kept; from: 'link' (the default) or 'kept',
//     the tree this device kept, which the words name)
//
// The text, version 1: `1_<selected>_<moves>`. <selected> is the selected move's place among the
// moves as written (1 the first; 0 the start position). <moves> is the tree as a game record with
// its variations: moves of four characters ('b2b3') one after the other, each followed by its
// review mark when it has one (x: ?!, y: ?, z: ??); '-' opens a variation that replaces the move
// before it, '.' closes it. Only letters, digits, '_', '-' and '.': nothing needs escaping.

import { createTree, addMove, MAX_NESTING } from './tree.js';
import { analysisWords as W } from '../words/analysis.js';
import { parsePosition } from '../rules.js';
import { overWhy, linkPositionText } from '../play/game/record.js';

export const TREE_VERSION = 1;
const MARK_CHAR = { inaccuracy: 'x', mistake: 'y', blunder: 'z' };
const CHAR_MARK = { x: 'inaccuracy', y: 'mistake', z: 'blunder' };
const MOVE = /^[a-h][1-8][a-h][1-8]$/;

export function encodeTree(tree, selected) {
  const out = [];
  let count = 0;
  let at = 0;
  const put = (n) => {
    count++;
    if (n === selected) at = count;
    out.push(n.moveText, MARK_CHAR[n.mark] || '');
  };
  // The main line from `node`, each move followed by the other moves tried in its place.
  const line = (node) => {
    for (let n = node; n.children.length; n = n.children[0]) {
      const [main, ...others] = n.children;
      put(main);
      for (const v of others) {
        out.push('-');
        put(v);
        line(v);
        out.push('.');
      }
    }
  };
  line(tree.root);
  return `${TREE_VERSION}_${at}_${out.join('').replace(/\.+$/, '')}`;
}

// ?analysis=POSITION: a position that cannot be read, or where the game is already over (the
// same rule as ?position= and the editor: web/play/game/record.js overWhy), is said, and the usual
// start analysed.
export function linkStart(text) {
  const position = linkPositionText(text);
  if (!position) return {};
  let start;
  try {
    start = parsePosition(position);
  } catch (e) {
    return { problem: W.badLink(e.message) };
  }
  const over = overWhy(start);
  return over ? { problem: W.overLink(over) } : { start };
}

// The text of a tree that is one main line, `moves` (['b2b3', ...], legal in turn from the
// position it is linked with), the start shown.
export const lineTree = (moves) => `${TREE_VERSION}_0_${moves.join('')}`;

// The tree a text writes, from `start` ({ board, player }: createTree throws on a bad one). A text
// this page cannot read gives the moves read before the fault, and the words saying what was
// wrong.
export function decodeTree(start, text, from = 'link') {
  const say = from === 'kept' ? W.kept : W;
  const tree = createTree(start);
  const head = /^(\d{1,6})_(\d{1,6})_/.exec(String(text));
  if (!head) return { tree, node: tree.root, problem: say.treeUnknown };
  if (Number(head[1]) !== TREE_VERSION) return { tree, node: tree.root, problem: say.treeUnknown };
  const body = String(text).slice(head[0].length);
  const want = Number(head[2]);
  let at = tree.root;
  let selected = want === 0 ? tree.root : null;
  let count = 0;
  const stack = [];
  // On a fault the start is shown, where the words say what was wrong.
  const fail = (why) => ({ tree, node: tree.root, problem: say.treeBad(why) });
  for (let i = 0; i < body.length;) {
    const c = body[i];
    if (c === '-' || c === '.' || c in CHAR_MARK) {
      if (c === '.' && !stack.length) return fail(W.treeAt(i, c));
      if (c !== '.' && at === tree.root) return fail(W.treeAt(i, c));
      if (c === '-' && stack.length >= MAX_NESTING) return fail(W.treeDeep(MAX_NESTING));
      if (c === '-') {
        stack.push(at);
        at = at.parent;
      } else if (c === '.') at = stack.pop();
      else at.mark = CHAR_MARK[c];
      i++;
      continue;
    }
    const text4 = body.slice(i, i + 4);
    if (!MOVE.test(text4)) return fail(W.treeAt(i, c));
    try {
      at = addMove(tree, at, text4);
    } catch (e) {
      return fail(W.treeMove(text4, e.message));
    }
    if (++count === want) selected = at;
    i += 4;
  }
  if (!selected) return { tree, node: tree.root, problem: say.treeSelected };
  return { tree, node: selected, problem: null };
}
