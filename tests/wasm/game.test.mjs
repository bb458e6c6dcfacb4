// PolisGame (web/game.js): a game as an object, checked against the rules move by move on
// random games (seed printed; POLIS_SEED=n replays one), and its refusals.

import test from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { PolisGame } from '../../web/game.js';
import { createEngine } from '../../web/engine.js';

const SEED = Number(process.env.POLIS_SEED ?? Math.floor(Math.random() * 2 ** 31));
console.log(`game.test seed ${SEED} (POLIS_SEED=${SEED} to replay)`);
function random(seed) {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

test('random games: moves, move, turn, winner, position, history and undo agree with the rules', () => {
  const rnd = random(SEED);
  for (let n = 0; n < 20; n++) {
    const g = new PolisGame();
    let board = Rules.initialBoard();
    let player = 'blue';
    const positions = [g.position()];
    while (!g.isOver && g.history().length < 200) {
      const legal = Rules.legalMoves(board, player).map(Rules.moveToString);
      assert.deepEqual(g.moves().sort(), legal.sort());
      assert.equal(g.turn, player);
      const text = legal[Math.floor(rnd() * legal.length)];
      // Every other move as an object: both forms are a move.
      const r = g.move(g.history().length % 2 ? Rules.parseMove(text) : text);
      const expected = Rules.applyMoveFor(board, player, Rules.parseMove(text));
      assert.equal(r.move, text);
      assert.equal(r.player, player);
      assert.deepEqual(r.hops, expected.hops.map(Rules.moveToString));
      board = expected.board;
      player = player === 'blue' ? 'red' : 'blue';
      assert.equal(g.position(), Rules.formatPosition(board, player));
      assert.deepEqual(g.board(), board);
      positions.push(g.position());
      if (expected.winner) assert.deepEqual([g.winner, g.reason], [expected.winner, expected.reason]);
      else assert.equal(g.winner, null);
    }
    if (g.isOver) {
      assert.deepEqual(g.moves(), []);
      assert.throws(() => g.move('a1a2'), /the game is over/);
    }
    // Undo walks back through the same positions to the start.
    const played = g.history();
    for (let i = played.length - 1; i >= 0; i--) {
      assert.equal(g.undo(), played[i]);
      assert.equal(g.position(), positions[i]);
    }
    assert.equal(g.undo(), null);
    assert.equal(g.winner, null);
  }
});

test('a game from a position; refusals name the problem and change nothing', () => {
  const g = new PolisGame('8/8/8/8/8/8/B7/7R b');
  assert.equal(g.turn, 'blue');
  const before = g.position();
  assert.throws(() => g.move('a7a9'), /bad move "a7a9"/);
  assert.throws(() => g.move('h8h7'), /blue cannot play h8h7: the piece on h8 is not blue's/);
  assert.throws(() => g.move('a7c7'), /not adjacent/);
  assert.throws(() => g.move(null), /move must be 'b2b3' or an object/);
  assert.equal(g.position(), before);
  assert.deepEqual(g.history(), []);
  const r = g.move('a7a8');
  assert.deepEqual(
    [r.winner, r.reason, g.winner, g.reason, g.isOver],
    ['blue', 'chariot', 'blue', 'chariot', true],
  );
  assert.equal(g.startPosition(), before);

  const copy = new PolisGame({ board: Rules.initialBoard(), player: 'red' });
  assert.equal(copy.turn, 'red');
  assert.throws(
    () => new PolisGame({ board: Rules.initialBoard(), player: 'green' }),
    /player must be 'blue' or 'red', got "green"/,
  );
  assert.throws(() => new PolisGame(42), /position string or \{ board, player \}, got 42/);
  assert.throws(() => new PolisGame('nonsense'), /bad position/);
  // What it hands out is a copy.
  const board = copy.board();
  board[0][0] = null;
  assert.notDeepEqual(copy.board(), board);
  const h = copy.history();
  h.push('a1a2');
  assert.deepEqual(copy.history(), []);
});

test('moves as text are taken everywhere a move is: rules, engine, game', async () => {
  const engine = await createEngine();
  const start = Rules.initialBoard();
  const asObject = { fromR: 1, fromC: 1, toR: 2, toC: 1 };
  assert.deepEqual(engine.play(start, 'b2b3'), engine.play(start, asObject));
  assert.deepEqual(Rules.applyMove(start, 'b2b3'), Rules.applyMove(start, asObject));
  assert.deepEqual(Rules.applyMoveFor(start, 'blue', 'b2b3'), Rules.applyMoveFor(start, 'blue', asObject));
  const g = new PolisGame();
  g.move('b2b3');
  assert.equal(g.position(), Rules.formatPosition(Rules.applyMove(start, asObject).board, 'red'));
});
