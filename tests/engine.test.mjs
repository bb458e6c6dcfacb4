// The wasm engine (web/engine.js + web/polis.wasm) against the shared rules vectors, perft,
// and bad input. Run by `make test` after `make` has built web/polis.wasm.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createEngine } from '../web/engine.js';
import * as R from '../web/rules.js';
import { readVectors } from './helpers/vectors.mjs';

const engine = await createEngine();
const START = 'Bbbbbbbb/bbbbbbbb/8/8/8/8/rrrrrrrr/rrrrrrrR b';
const other = (player) => (player === 'blue' ? 'red' : 'blue');
const names = (squares) => squares.map(({ r, c }) => R.squareName(r, c)).sort();

test('every rules vector: legal moves, resulting positions, captures and winner', () => {
  const records = readVectors('rules.jsonl');
  assert.ok(records.length > 800, 'vector file is complete');
  let moves = 0;
  let noMoveWins = 0;
  for (const rec of records) {
    const { board, player } = engine.parsePosition(rec.position);
    assert.equal(engine.formatPosition(board, player), rec.position, 'format round trip');
    const legal = engine.legalMoves(board, player).map(R.moveToString);
    assert.deepEqual([...legal].sort(), rec.legal, `legal moves of ${rec.position}`);
    for (const name of rec.legal) {
      const want = rec.results[name];
      const got = engine.play(board, R.parseMove(name));
      const context = `${rec.position} ${name}`;
      assert.equal(engine.formatPosition(got.board, other(player)), want.position, context);
      assert.deepEqual(names(got.captured), [...want.captured].sort(), context);
      // The vectors' winner is the chariot rule; play() also reports "no legal move loses".
      if (got.reason === 'no-moves') {
        noMoveWins++;
        assert.equal(want.winner, null, context);
        assert.equal(got.winner, player, context);
        assert.equal(engine.legalMoves(got.board, other(player)).length, 0, context);
      } else {
        assert.equal(got.winner, want.winner, context);
      }
      moves++;
    }
  }
  assert.ok(moves > 10000, `${moves} moves checked (${noMoveWins} no-move wins)`);
});

test('perft from the start: 22, 484, 18360', () => {
  const { board, player } = engine.parsePosition(START);
  assert.equal(engine.perft(board, player, 1), 22);
  assert.equal(engine.perft(board, player, 2), 484);
  assert.equal(engine.perft(board, player, 3), 18360);
  assert.equal(engine.perft(board, player, 0), 1);
  const stats = engine.perftStats(board, player, 2);
  assert.ok(stats.resolutions >= 484, 'every counted line was resolved');
});

test('play() reports hops in direction order, and never touches its input', () => {
  // Blue dog c4 steps to c5 beside Red dogs: b6 (no defender) hops over c5 to d4.
  const { board } = engine.parsePosition('B7/8/8/2b5/8/1r6/8/7R b');
  const before = JSON.stringify(board);
  const result = engine.play(board, R.parseMove('c4c5'));
  assert.equal(JSON.stringify(board), before);
  assert.deepEqual(result.hops.map(R.moveToString), ['b6d4']);
  const js = R.applyMove(board, R.parseMove('c4c5'));
  assert.deepEqual(result, js, 'same result object as web/rules.js');
});

test('a won position: legal moves and play refuse, perft counts the empty line', () => {
  const { board, player } = engine.parsePosition('R6B/8/8/8/8/8/8/8 b');
  assert.throws(() => engine.legalMoves(board, player), /game is already over/);
  assert.throws(() => engine.play(board, R.parseMove('h1g1')), /game is already over/);
  assert.equal(engine.perft(board, player, 3), 1);
});

test('bad boards, players and moves get a clear Error, and the engine keeps working', () => {
  const start = () => engine.parsePosition(START).board;
  const cases = [
    [() => engine.legalMoves([], 'blue'), /8/],
    [() => engine.legalMoves(start().slice(0, 7), 'blue'), /8/],
    [() => { const b = start(); b[3] = [null]; return engine.legalMoves(b, 'blue'); }, /8/],
    [() => { const b = start(); b[3][3] = { team: 'green', type: 'dog', stunned: false }; return engine.legalMoves(b, 'blue'); }, /team/],
    [() => { const b = start(); b[3][3] = { team: 'blue', type: 'horse', stunned: false }; return engine.legalMoves(b, 'blue'); }, /type/],
    [() => { const b = start(); b[3][3] = { team: 'blue', type: 'chariot', stunned: false }; return engine.legalMoves(b, 'blue'); }, /chariot/],
    [() => { const b = start(); b[0][0] = null; return engine.legalMoves(b, 'blue'); }, /chariot/],
    [() => { const b = start(); b[1][1].stunned = true; return engine.legalMoves(b, 'blue'); }, /stun/],
    [() => engine.legalMoves(start(), 'green'), /player/],
    [() => engine.legalMoves(start(), undefined), /player/],
    [() => engine.play(start(), { fromR: 1, fromC: 1, toR: 8, toC: 1 }), /toR/],
    [() => engine.play(start(), { fromR: -1, fromC: 1, toR: 0, toC: 1 }), /fromR/],
    [() => engine.play(start(), { fromR: 1.5, fromC: 1, toR: 2, toC: 1 }), /fromR/],
    [() => engine.play(start(), 'b2b3'), /move/],
    [() => engine.play(start(), R.parseMove('b3b4')), /no piece/],
    [() => engine.play(start(), R.parseMove('b2b4')), /one square/],
    [() => engine.play(start(), R.parseMove('a1a2')), /not empty/],
    [() => engine.play(start(), R.parseMove('a7a6'), 'blue'), /no piece of the side to move/],
    [() => engine.perft(start(), 'blue', -1), /depth/],
    [() => engine.perft(start(), 'blue', 2.5), /depth/],
  ];
  for (const [call, message] of cases) {
    assert.throws(call, (err) => err instanceof Error && message.test(err.message), String(call));
  }
  // Moves the rules forbid after resolution.
  const trap = engine.parsePosition('B7/8/8/2b5/rr1rr3/8/8/7R b').board;
  assert.throws(() => engine.play(trap, R.parseMove('c4c5')), /moved dog would be captured/);
  const stunned = engine.parsePosition('8/8/8/8/8/2r5/1B+1r4/R7 b').board;
  assert.throws(() => engine.play(stunned, R.parseMove('b7b6')), /stunned chariot cannot move/);
  // Nothing was left half-applied: the engine still answers correctly.
  assert.equal(engine.perft(start(), 'blue', 2), 484);
});

test('malformed position strings are rejected with a reason', () => {
  const cases = [
    ['', /8 rows|8 squares/],
    ['Bbbbbbbb/bbbbbbbb/8/8/8/8/rrrrrrrr b', /8 rows/],
    ['Bbbbbbbb/bbbbbbbb/8/8/8/8/rrrrrrrr/rrrrrrrR/8 b', /8 rows/],
    ['Bbbbbbbb/bbbbbbb/8/8/8/8/rrrrrrrr/rrrrrrrR b', /8 squares/],
    ['Bbbbbbbb/bbbbbbbb/44/8/8/8/rrrrrrrr/rrrrrrrR b', /8 squares/],
    ['Bbbbbbbb/bbbbbbbb/8/8/8/8/rrrrrrrr/rrrrrrrR', /side to move/],
    ['Bbbbbbbb/bbbbbbbb/8/8/8/8/rrrrrrrr/rrrrrrrR w', /side to move/],
    ['Bbbbbbbb/bbbbbbbb/8/8/8/8/rrrrrrrr/rrrrrrrR b junk', /side to move/],
    ['Bbbxbbbb/bbbbbbbb/8/8/8/8/rrrrrrrr/rrrrrrrR b', /character/],
    ['Bb+bbbbbb/bbbbbbbb/8/8/8/8/rrrrrrrr/rrrrrrrR b', /chariot can be stunned/],
    ['Bbbbbbbb/bbbbbbbb/8/8/8/8/rrrrrrrr/rrrrrrrr b', /exactly one chariot/],
    ['Bbbbbbbb/bbbbbbbb/b7/8/8/8/rrrrrrrr/rrrrrrrR b', /more than 16 pieces/],
    ['x'.repeat(5000), /too long/],
    [42, /string/],
  ];
  for (const [text, message] of cases) {
    assert.throws(() => engine.parsePosition(text), message, JSON.stringify(text).slice(0, 60));
  }
});
