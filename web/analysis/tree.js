// web/analysis/tree.js - the moves of the free analysis board as a tree (web/analysis/mode.js draws
// it): a root position, and under each position the moves tried from it. The first child is
// the main line; a different move from an earlier point adds a variation beside it, and the
// line that was there is kept. Every move is checked by web/rules.js when it is added.
//
//   const tree = createTree({ board, player }, ['b2b3', 'g7g6']);   // a main line to start from
//   const node = addMove(tree, tree.root, 'b2b3');   // the existing child when already tried
//   mainLine(node)  // node's continuation along first children
//   promote(tree, node)      // node's line one step nearer the main line (first at its fork)
//   deleteFrom(tree, node)   // node and the moves after it taken out of the tree
//
// tree.version grows at every change of the tree's shape (the move list redraws on it).
//
// A node: { id, ply (0 at the root), nest (the variations it lies inside: 0 on the main line),
// move, moveText, result, board, player (to move), over ({ winner, reason } or null), parent,
// children }.

import * as Rules from '../rules.js';
import { describe } from '../lib/describe.js';
import { other } from '../rules/util.js';

export const MAX_NODES = 5000; // a tree a player makes by hand stays far below; a link cannot flood it
// How many variations deep inside each other a move may lie (node.nest). The move list nests
// them as elements: 3,999 nested (an 18 KB link) froze the tab 15-20 s, 4,997 crashed it; a
// player's own tree stays far below.
export const MAX_NESTING = 50;

function overAt(board, player) {
  const w = Rules.winner(board);
  if (w) return { winner: w, reason: 'chariot' };
  if (!Rules.legalMoves(board, player).length) return { winner: other(player), reason: 'no-moves' };
  return null;
}

export function createTree(start, moves = []) {
  if (!start || typeof start !== 'object' || !Array.isArray(start.board))
    throw new Error(`the analysis needs a start { board, player }, got ${describe(start)}`);
  Rules.validateBoard(start.board);
  if (start.player !== 'blue' && start.player !== 'red')
    throw new Error(`the side to move must be 'blue' or 'red', got ${describe(start.player)}`);
  const root = {
    id: 0,
    ply: 0,
    nest: 0,
    move: null,
    moveText: null,
    result: null,
    board: start.board,
    player: start.player,
    over: overAt(start.board, start.player),
    parent: null,
    children: [],
  };
  const tree = { root, nodes: [root], nextId: 1, version: 0 };
  let at = root;
  for (const m of moves) at = addMove(tree, at, m);
  return tree;
}

// The child of `node` for `move` ('b2b3' or { fromR, fromC, toR, toC }): the one already there,
// or a new one appended (the first child is the main line). Throws, adding nothing, on a move
// the rules do not allow there.
export function addMove(tree, node, move) {
  const m = typeof move === 'string' ? Rules.parseMove(move) : move;
  const text = Rules.moveToString(m);
  const known = node.children.find((c) => c.moveText === text);
  if (known) return known;
  if (node.over) throw new Error(`the game is over at this point: ${node.over.winner} has won`);
  if (tree.nodes.length >= MAX_NODES) throw new Error(`the analysis holds at most ${MAX_NODES} moves`);
  const nest = node.nest + (node.children.length ? 1 : 0);
  if (nest > MAX_NESTING)
    throw new Error(`the analysis holds variations at most ${MAX_NESTING} deep inside each other`);
  const result = Rules.applyMoveFor(node.board, node.player, m);
  const player = other(node.player);
  const child = {
    id: tree.nextId++,
    ply: node.ply + 1,
    nest,
    move: { fromR: m.fromR, fromC: m.fromC, toR: m.toR, toC: m.toC },
    moveText: text,
    result,
    board: result.board,
    player,
    over: result.winner ? { winner: result.winner, reason: 'chariot' } : overAt(result.board, player),
    parent: node,
    children: [],
  };
  node.children.push(child);
  tree.nodes.push(child);
  tree.version++;
  return child;
}

// The fork `node`'s line leaves the main line at: the nearest move, `node` or above it, that is not
// the first of its parent's children (null on the main line).
export function forkOf(node) {
  for (let n = node; n.parent; n = n.parent) if (n.parent.children[0] !== n) return n;
  return null;
}

// Each node's nesting again, from `node` down (after a change of order).
function renest(node) {
  node.children.forEach((c, i) => {
    c.nest = node.nest + (i > 0 ? 1 : 0);
    renest(c);
  });
}

// The variation holding `node` becomes the line it branched from, and that line a variation in
// its place: one step nearer the main line. Throws on a node of the main line.
export function promote(tree, node) {
  const fork = forkOf(node);
  if (!fork) throw new Error(`the move ${describe(node?.moveText)} is on the main line already`);
  const siblings = fork.parent.children;
  siblings.splice(siblings.indexOf(fork), 1);
  siblings.unshift(fork);
  renest(fork.parent);
  tree.version++;
}

// `node` and every move after it leave the tree. Throws on the root (the start stays).
export function deleteFrom(tree, node) {
  if (!node?.parent) throw new Error('the start position cannot be deleted');
  const gone = new Set();
  const take = (n) => {
    gone.add(n);
    n.children.forEach(take);
  };
  take(node);
  node.parent.children.splice(node.parent.children.indexOf(node), 1);
  renest(node.parent);
  tree.nodes = tree.nodes.filter((n) => !gone.has(n));
  tree.version++;
  return gone;
}

export function mainLine(node) {
  const line = [];
  for (let n = node.children[0]; n; n = n.children[0]) line.push(n);
  return line;
}

// The played move of `node` as web/board/marks.js's lastMarks wants it (a ply).
export const asPly = (node) =>
  node.move
    ? {
        move: node.move,
        result: node.result,
        player: other(node.player),
        after: { board: node.board, player: node.player },
      }
    : null;
