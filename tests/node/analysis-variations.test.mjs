// Variations of the analysis board promoted and deleted (web/analysis/tree.js, through the
// controller), and a puzzle's solution gone through (web/puzzle/solution.js), in Node: random
// trees keep their moves legal by web/rules.js, the nesting right and the ids unique; the
// address's text reads back the same tree; the position shown leaves with its moves.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { other } from '../../web/rules/util.js';
import { createTree, addMove, promote, deleteFrom, forkOf } from '../../web/analysis/tree.js';
import { encodeTree, decodeTree } from '../../web/analysis/link.js';
import { createAnalysisCtrl } from '../../web/analysis/ctrl.js';
import { solutionFrames } from '../../web/puzzle/solution.js';
import { puzzles } from '../helpers/puzzles.mjs';

const START = { board: Rules.initialBoard(), player: 'blue' };

function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function grow(tree, rand, size) {
  for (let i = 0; i < size; i++) {
    const open = tree.nodes.filter((n) => !n.over);
    const at = open[Math.floor(rand() * open.length)];
    const legal = Rules.legalMoves(at.board, at.player);
    addMove(tree, at, legal[Math.floor(rand() * legal.length)]);
  }
}

// Every node: its move legal from its parent, its nesting the count of non-first steps above it.
function check(tree, what) {
  const ids = new Set();
  const walk = (n, nest) => {
    assert.ok(!ids.has(n.id), `${what}: id ${n.id} once`);
    ids.add(n.id);
    assert.equal(n.nest, nest, `${what}: nesting of ${n.moveText}`);
    n.children.forEach((c, i) => {
      const legal = Rules.legalMoves(n.board, n.player).map(Rules.moveToString);
      assert.ok(legal.includes(c.moveText), `${what}: ${c.moveText} legal`);
      walk(c, nest + (i > 0 ? 1 : 0));
    });
  };
  walk(tree.root, 0);
  assert.equal(ids.size, tree.nodes.length, `${what}: tree.nodes is the tree`);
}

test('random trees: promotions and deletions keep the tree legal, nested right, and readable from its text', () => {
  const rand = rng(11);
  for (let round = 0; round < 40; round++) {
    const tree = createTree(START);
    grow(tree, rand, 30);
    for (let k = 0; k < 6; k++) {
      const pick = tree.nodes[1 + Math.floor(rand() * (tree.nodes.length - 1))];
      if (!pick) break;
      const before = tree.version;
      if (rand() < 0.5 && forkOf(pick)) {
        const fork = forkOf(pick);
        promote(tree, pick);
        assert.equal(fork.parent.children[0], fork, 'the line is first at its fork');
      } else {
        const gone = deleteFrom(tree, pick);
        assert.ok(!pick.parent.children.includes(pick), 'the move is out of its parent');
        for (const n of gone) assert.ok(!tree.nodes.includes(n));
      }
      assert.ok(tree.version > before, 'the version grows');
      check(tree, `round ${round}`);
      grow(tree, rand, 3); // new moves get new ids
      check(tree, `round ${round}, grown`);
      const back = decodeTree(START, encodeTree(tree, tree.root));
      assert.equal(back.problem, null);
      assert.equal(encodeTree(back.tree, back.tree.root), encodeTree(tree, tree.root));
    }
  }
  assert.throws(
    () => promote(createTree(START, ['a2a3']), createTree(START, ['a2a3']).root.children[0]),
    /main line/,
  );
  assert.throws(() => deleteFrom(createTree(START), createTree(START).root), /start position/);
});

test('the controller: deleting the line shown goes back to where it left; promote only a variation', () => {
  const ctrl = createAnalysisCtrl({
    start: START,
    moves: ['a2a3', 'a7a6'],
    ply: 2,
    animate: async () => {},
    changed: () => {},
  });
  const { tree } = ctrl.state;
  const m1 = tree.root.children[0];
  assert.equal(ctrl.canPromote(m1), false);
  ctrl.deleteFrom(m1);
  assert.equal(ctrl.state.node, tree.root, 'the position shown was deleted: the start is shown');
  assert.deepEqual(tree.root.children, []);
});

test("every puzzle's solution frames: the line's positions by the rules, each after its move", () => {
  for (const p of puzzles) {
    const { board, player } = Rules.parsePosition(p.position);
    const frames = solutionFrames({ board, puzzle: p, solver: player, step: 0 });
    assert.equal(frames.length, p.line.length + 1);
    let b = board;
    let side = player;
    p.line.forEach((m, i) => {
      b = Rules.applyMoveFor(b, side, Rules.parseMove(m)).board;
      side = other(side);
      assert.deepEqual(frames[i + 1].board, b, `puzzle ${p.id}, after ${m}`);
      assert.equal(Rules.moveToString(frames[i + 1].last.move), m);
    });
  }
});
