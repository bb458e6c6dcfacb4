// The analysis board's controller (web/analysis/ctrl.js) and its effects (web/analysis/effects.js)
// in Node, with no page and no engine: a stand-in client answers each depth with lines made from
// the legal moves of web/rules.js. A player's visit: moves for both sides, a variation from an
// earlier point (the main line kept), the arrows, a line of the computer played, a look that
// comes back after the position changed dropped; every position shown is checked against the
// rules.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { createAnalysisCtrl } from '../../web/analysis/ctrl.js';
import { createAnalysisEffects } from '../../web/analysis/effects.js';
import { createModeLoop } from '../../web/lib/mode-loop.js';
import { squareIndex } from '../../web/rules/util.js';

const squares = (text) => {
  const m = Rules.parseMove(text);
  return [squareIndex(m.fromR, m.fromC), squareIndex(m.toR, m.toC)];
};

// Stand-in client: the first `multiPv` legal moves as lines, at the depth asked; each answer
// waits for release() so a test decides when the computer "finishes".
function standInClient() {
  const pending = [];
  return {
    asked: [],
    analyse(board, player, { depth, multiPv }) {
      this.asked.push({ position: Rules.formatPosition(board, player), depth });
      const lines = Rules.legalMoves(board, player)
        .slice(0, multiPv)
        .map((move, k) => ({
          move,
          moveText: Rules.moveToString(move),
          score: 10 - k,
          mateIn: null,
          pvText: [Rules.moveToString(move)],
        }));
      return new Promise((resolve) => pending.push(() => resolve({ depth, lines, score: 10 })));
    },
    async release() {
      while (pending.length) pending.shift()();
      for (let i = 0; i < 5; i++) await new Promise((r) => setImmediate(r));
    },
  };
}

function setup(options = {}) {
  const client = standInClient();
  let effects = null;
  let draws = 0;
  const loop = createModeLoop({ draw: () => draws++, effects: () => effects?.run() });
  const animated = [];
  const ctrl = createAnalysisCtrl({
    animate: (before, move) => {
      animated.push({ before, move });
      return Promise.resolve();
    },
    changed: loop.changed,
    ...options,
  });
  effects = createAnalysisEffects(ctrl, { client: () => client, depths: [2, 4], container: {} });
  loop.changed();
  return { ctrl, client, animated, draws: () => draws, stop: () => (loop.destroy(), effects.destroy()) };
}

// The position of `node` replayed by the rules from the root along its moves.
function replayed(tree, node) {
  const path = [];
  for (let n = node; n.parent; n = n.parent) path.unshift(n.moveText);
  let { board, player } = tree.root;
  for (const m of path) {
    board = Rules.applyMoveFor(board, player, Rules.parseMove(m)).board;
    player = player === 'blue' ? 'red' : 'blue';
  }
  return { board, player };
}
function assertShown(ctrl, what) {
  const { tree, node } = ctrl.state;
  const { board, player } = replayed(tree, node);
  assert.deepEqual(node.board, board, `${what}: the board is the rules' own`);
  assert.equal(node.player, player, `${what}: the side to move`);
}

test('moves for both sides, a variation from an earlier point, the arrows, the lines deeper and deeper', async () => {
  const { ctrl, client, animated, stop } = setup();
  const { tree } = ctrl.state;
  assert.equal(ctrl.state.eng.state, 'looking');
  assert.deepEqual(client.asked, [{ position: Rules.formatPosition(tree.root.board, 'blue'), depth: 2 }]);
  await client.release();
  assert.equal(ctrl.result.depth, 2, 'the first depth shown while the next is searched');
  assert.equal(ctrl.state.eng.state, 'looking');
  await client.release();
  assert.equal(ctrl.state.eng.state, 'done');
  assert.equal(ctrl.result.depth, 4);
  for (const m of ['b2b3', 'g7g6', 'd2d3']) {
    await ctrl.userMove(...squares(m));
    assertShown(ctrl, m);
  }
  assert.equal(animated.length, 3);
  assert.deepEqual(
    mainLine(tree).map((n) => n.moveText),
    ['b2b3', 'g7g6', 'd2d3'],
  );
  assert.equal(ctrl.state.eng.state, 'looking', 'a new position is looked at');
  assert.equal(ctrl.result, null, 'no lines of another position are shown');
  // Back two moves, then another move for Red: a variation beside g7g6, the main line kept.
  ctrl.prev();
  ctrl.prev();
  assert.equal(ctrl.state.node.ply, 1);
  assertShown(ctrl, 'back two');
  const other = Rules.legalMoves(ctrl.state.node.board, 'red').find((m) => Rules.moveToString(m) !== 'g7g6');
  await ctrl.userMove(squareIndex(other.fromR, other.fromC), squareIndex(other.toR, other.toC));
  assertShown(ctrl, 'the variation');
  const b2b3 = tree.root.children[0];
  assert.deepEqual(
    b2b3.children.map((n) => n.moveText),
    ['g7g6', Rules.moveToString(other)],
  );
  // The same move again goes to the node already there.
  ctrl.prev();
  await ctrl.userMove(...squares('g7g6'));
  assert.equal(ctrl.state.node, b2b3.children[0]);
  assert.equal(tree.nodes.length, 5, 'no node added for a move already tried');
  ctrl.last();
  assert.equal(ctrl.state.node.moveText, 'd2d3');
  ctrl.first();
  assert.equal(ctrl.state.node, tree.root);
  ctrl.flip();
  assert.equal(ctrl.state.orientation, 'red');
  // An illegal move changes nothing.
  assert.throws(() => ctrl.userMove(...squares('b2b5')));
  assert.equal(ctrl.state.node, tree.root);
  stop();
});

test('a line of the computer is played; a look that comes back late is dropped', async () => {
  const { ctrl, client, stop } = setup({ moves: ['b2b3', 'g7g6'], ply: 1, orientation: 'red' });
  assert.equal(ctrl.state.node.moveText, 'b2b3', 'the move asked for is shown first');
  assert.equal(ctrl.state.orientation, 'red');
  const before = ctrl.state.eng.id;
  ctrl.next(); // before the first look comes back
  await client.release();
  assert.equal(ctrl.state.node.moveText, 'g7g6');
  assert.notEqual(ctrl.state.eng.id, before);
  assert.equal(ctrl.result.depth, 2, "the new position's own first depth");
  assert.equal(ctrl.state.eng.node, ctrl.state.node);
  await client.release();
  assert.equal(ctrl.state.eng.state, 'done');
  const line = ctrl.result.lines[1];
  const from = ctrl.state.node;
  await ctrl.playLine(1);
  assert.equal(ctrl.state.node.parent, from);
  assert.equal(ctrl.state.node.moveText, line.moveText);
  assertShown(ctrl, 'the line played');
  await ctrl.playLine(0); // no lines yet for this position: nothing happens
  assert.equal(ctrl.state.node.parent, from);
  stop();
});

test('a finished position: nothing to move, nothing looked at', async () => {
  // Blue's chariot one step from row 8: it steps home, and the game is over there.
  const start = Rules.parsePosition('8/8/8/8/8/8/2B5/7R b');
  const { ctrl, client, stop } = setup({ start: { board: start.board, player: 'blue' } });
  await client.release();
  await client.release();
  await ctrl.userMove(...squares('c7c8'));
  assert.equal(ctrl.state.node.over.winner, 'blue');
  assert.equal(ctrl.state.eng.state, 'over');
  assert.deepEqual(ctrl.legal(), []);
  const asked = client.asked.length;
  ctrl.prev();
  ctrl.next();
  assert.equal(client.asked.length, asked + 1, 'only the open position is looked at again');
  stop();
});

function mainLine(tree) {
  const line = [];
  for (let n = tree.root.children[0]; n; n = n.children[0]) line.push(n);
  return line;
}
