// The analysis board's tree in the address (web/analysis/link.js): random trees of moves and
// variations, with review marks and a selected move, written and read back give the same tree and
// the same selected move, every move of it legal by web/rules.js; bad and foreign texts never
// throw and say what was wrong; the effects hand each change to keep().

import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { createTree, addMove } from '../../web/analysis/tree.js';
import { encodeTree, decodeTree } from '../../web/analysis/link.js';
import { createAnalysisCtrl } from '../../web/analysis/ctrl.js';
import { createAnalysisEffects } from '../../web/analysis/effects.js';
import { createModeLoop } from '../../web/lib/mode-loop.js';
import { squareIndex } from '../../web/rules/util.js';
import { analysisWords as W } from '../../web/words/analysis.js';

const START = { board: Rules.initialBoard(), player: 'blue' };
const MARKS = [undefined, undefined, 'inaccuracy', 'mistake', 'blunder', 'good'];

function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

// A tree of `size` moves, each from a random position already in it: variations at any depth.
function randomTree(rand, size) {
  const tree = createTree(START);
  for (let i = 0; i < size; i++) {
    const open = tree.nodes.filter((n) => !n.over);
    const at = rand() < 0.6 ? open.at(-1) : open[Math.floor(rand() * open.length)];
    const legal = Rules.legalMoves(at.board, at.player);
    const child = addMove(tree, at, legal[Math.floor(rand() * legal.length)]);
    child.mark = MARKS[Math.floor(rand() * MARKS.length)];
  }
  return tree;
}

// The tree as plain data: moves in order, the marks the link keeps, the variations.
const shape = (node) => ({
  move: node.moveText,
  mark: ['inaccuracy', 'mistake', 'blunder'].includes(node.mark) ? node.mark : undefined,
  children: node.children.map(shape),
});
const path = (node) => (node.parent ? [...path(node.parent), node.moveText] : []);

// Every move of the tree checked by the rules, from the start given.
function checkLegal(node) {
  for (const c of node.children) {
    const legal = Rules.legalMoves(node.board, node.player).map(Rules.moveToString);
    assert.ok(
      legal.includes(c.moveText),
      `${c.moveText} is legal at ${Rules.formatPosition(node.board, node.player)}`,
    );
    const after = Rules.applyMoveFor(node.board, node.player, Rules.parseMove(c.moveText));
    assert.equal(Rules.formatPosition(c.board, c.player), Rules.formatPosition(after.board, c.player));
    checkLegal(c);
  }
}

test('random trees with variations and marks are written and read back the same, selection included', () => {
  const seed = Number(process.env.SEED) || Date.now() % 100000;
  console.log(`analysis link round trip: seed ${seed} (SEED=${seed} to repeat)`);
  const rand = rng(seed);
  for (let round = 0; round < 60; round++) {
    const tree = randomTree(rand, 1 + Math.floor(rand() * 80));
    const selected = tree.nodes[Math.floor(rand() * tree.nodes.length)];
    const text = encodeTree(tree, selected);
    assert.match(text, /^1_\d+_[a-h1-8xyz.-]*$/, 'only characters an address keeps as they are');
    const back = decodeTree(START, text);
    assert.equal(back.problem, null, `round ${round}: ${text}`);
    assert.deepEqual(shape(back.tree.root), shape(tree.root), `round ${round}: ${text}`);
    assert.deepEqual(path(back.node), path(selected), `round ${round}: the selected move`);
    assert.equal(back.tree.nodes.length, tree.nodes.length);
    checkLegal(back.tree.root);
    assert.equal(encodeTree(back.tree, back.node), text, 'written again: the same text');
  }
});

test('a tree from another position: its moves checked from that position', () => {
  const start = Rules.parsePosition('B7/8/8/3b4/4r3/8/8/7R r');
  const tree = createTree(start);
  const legal = Rules.legalMoves(start.board, start.player);
  for (const m of legal.slice(0, 3)) addMove(tree, tree.root, m);
  const text = encodeTree(tree, tree.root.children[2]);
  const back = decodeTree(start, text);
  assert.equal(back.problem, null);
  assert.deepEqual(shape(back.tree.root), shape(tree.root));
  assert.equal(back.node.moveText, tree.root.children[2].moveText);
  // The same text read from the usual start: those moves are not Blue's there.
  const wrong = decodeTree(START, text);
  assert.match(wrong.problem, /is not allowed there/);
  assert.equal(wrong.tree.nodes.length, 1);
});

test('bad and foreign texts never throw: what could be read is kept, and the words say what was wrong', () => {
  const cases = [
    ['', W.treeUnknown, 0],
    ['   ', W.treeUnknown, 0],
    ['2_0_b2b3', W.treeUnknown, 0],
    ['b2b3g7g6', W.treeUnknown, 0],
    ['1_x_b2b3', W.treeUnknown, 0],
    ['1_1_b2b3g7g6zz!a2', /character/, 2],
    ['1_1_b2b3g7g6b2b4', /b2b4 is not allowed there/, 2],
    ['1_1_.b2b3', /character 1/, 0],
    ['1_1_-b2b3', /character 1/, 0],
    ['1_9_b2b3g7g6', W.treeSelected, 2],
    ['1_1_b2b3\u{1F600}', /character 5/, 1],
    [`1_1_${'b2b3g7g6'.repeat(3)}`, /not allowed there/, 2],
  ];
  for (const [text, words, kept] of cases) {
    let r;
    assert.doesNotThrow(() => (r = decodeTree(START, text)), text);
    if (typeof words === 'string') assert.equal(r.problem, words, text);
    else assert.match(r.problem, words, text);
    assert.equal(r.tree.nodes.length - 1, kept, `${text}: moves kept`);
    assert.doesNotMatch(r.problem, /undefined|null|Error|\[object/, text);
  }
});

test('the analysis effects hand every change of the tree or the selected move to keep()', async () => {
  const kept = [];
  const client = { analyse: () => new Promise(() => {}) };
  let effects = null;
  const loop = createModeLoop({ draw: () => {}, effects: () => effects?.run() });
  const ctrl = createAnalysisCtrl({ animate: () => Promise.resolve(), changed: loop.changed });
  effects = createAnalysisEffects(ctrl, {
    client: () => client,
    depths: [2],
    container: {},
    keep: (t) => kept.push(t),
  });
  const sq = (t) => {
    const m = Rules.parseMove(t);
    return [squareIndex(m.fromR, m.fromC), squareIndex(m.toR, m.toC)];
  };
  loop.changed();
  await ctrl.userMove(...sq('b2b3'));
  await ctrl.userMove(...sq('g7g6'));
  ctrl.prev();
  await ctrl.userMove(...sq('g7f6'));
  ctrl.first();
  await new Promise((r) => setImmediate(r));
  assert.deepEqual(kept, [
    '1_0_',
    '1_1_b2b3',
    '1_2_b2b3g7g6',
    '1_1_b2b3g7g6',
    '1_3_b2b3g7g6-g7f6',
    '1_0_b2b3g7g6-g7f6',
  ]);
  const back = decodeTree(START, kept.at(-2));
  assert.deepEqual(path(back.node), ['b2b3', 'g7f6']);
  assert.deepEqual(
    back.tree.root.children[0].children.map((c) => c.moveText),
    ['g7g6', 'g7f6'],
  );
});
