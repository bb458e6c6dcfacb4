// The wasm engine (web/engine.js + web/polis.wasm) against the shared rules vectors, perft,
// and bad input. Run by `make test` after `make` has built web/polis.wasm.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createEngine } from '../../web/engine.js';
import * as R from '../../web/rules.js';
import { readVectors } from '../helpers/vectors.mjs';
import { LEVELS } from '../../web/levels.js';
import { other } from '../../web/rules/util.js';

const engine = await createEngine();
const START = 'Bbbbbbbb/bbbbbbbb/8/8/8/8/rrrrrrrr/rrrrrrrR b';
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
    [
      () => {
        const b = start();
        b[3] = [null];
        return engine.legalMoves(b, 'blue');
      },
      /8/,
    ],
    [
      () => {
        const b = start();
        b[3][3] = { team: 'green', type: 'dog', stunned: false };
        return engine.legalMoves(b, 'blue');
      },
      /team/,
    ],
    [
      () => {
        const b = start();
        b[3][3] = { team: 'blue', type: 'horse', stunned: false };
        return engine.legalMoves(b, 'blue');
      },
      /type/,
    ],
    [
      () => {
        const b = start();
        b[3][3] = { team: 'blue', type: 'chariot', stunned: false };
        return engine.legalMoves(b, 'blue');
      },
      /chariot/,
    ],
    [
      () => {
        const b = start();
        b[0][0] = null;
        return engine.legalMoves(b, 'blue');
      },
      /chariot/,
    ],
    [
      () => {
        const b = start();
        b[1][1].stunned = true;
        return engine.legalMoves(b, 'blue');
      },
      /stun/,
    ],
    [() => engine.legalMoves(start(), 'green'), /player/],
    [() => engine.legalMoves(start(), undefined), /player/],
    [() => engine.play(start(), { fromR: 1, fromC: 1, toR: 8, toC: 1 }), /toR/],
    [() => engine.play(start(), { fromR: -1, fromC: 1, toR: 0, toC: 1 }), /fromR/],
    [() => engine.play(start(), { fromR: 1.5, fromC: 1, toR: 2, toC: 1 }), /fromR/],
    [() => engine.play(start(), 'b2b9'), /bad move "b2b9"/],
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
  // A move as text is the same move.
  assert.deepEqual(
    engine.play(start(), 'b2b3'),
    engine.play(start(), { fromR: 1, fromC: 1, toR: 2, toC: 1 }),
  );
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

test('parsePosition: text after a NUL is not ignored (the C parser is given the length)', () => {
  for (const text of [
    `${START}\u0000garbage`,
    `${START}\u0000`,
    `Bbbbbbbb/bbbbbbbb/8/8/8/8/rrrr\u0000rrrr/rrrrrrrR b`,
  ]) {
    assert.throws(() => engine.parsePosition(text), /invalid position/, JSON.stringify(text));
    assert.throws(() => R.parsePosition(text), /bad position/, JSON.stringify(text));
  }
  // The engine is undisturbed and still reads a good string.
  assert.equal(engine.formatPosition(engine.parsePosition(START).board, 'blue'), START);
});

// Values a caller might pass by mistake, each with the text the message must show for it.
function oddValues() {
  const cyclic = { a: 1 };
  cyclic.self = cyclic;
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return [
    [10n ** 30n, /1000000000000000000000000000000n|\.\.\./],
    [cyclic, /an object/],
    [NaN, /NaN/],
    [Infinity, /Infinity/],
    [-Infinity, /-Infinity/],
    [function probe() {}, /function probe/],
    ['x'.repeat(1e6), /"x+\.\.\."/],
    [Symbol('s'), /Symbol\(s\)/],
    [proxy, /object/],
    [[1, 2, 3], /array/],
  ];
}

test('error messages describe any bad value briefly and never fail while being built', () => {
  const start = R.initialBoard();
  const calls = [
    ['depth', (v) => engine.search(start, 'blue', { depth: v })],
    ['timeMs', (v) => engine.search(start, 'blue', { timeMs: v })],
    ['seed', (v) => engine.search(start, 'blue', { depth: 1, seed: v })],
    ['randomMargin', (v) => engine.search(start, 'blue', { depth: 1, seed: 1, randomMargin: v })],
    ['level', (v) => engine.search(start, 'blue', { level: v })],
    ['player', (v) => engine.legalMoves(start, v)],
    ['perft depth', (v) => engine.perft(start, 'blue', v)],
    ['move.fromR', (v) => engine.play(start, { fromR: v, fromC: 1, toR: 2, toC: 1 })],
    ['position', (v) => engine.parsePosition(v)],
  ];
  for (const [name, call] of calls) {
    for (const [value, shown] of oddValues()) {
      if (name === 'position' && typeof value === 'string') continue; // a string is a position
      let error = null;
      try {
        call(value);
      } catch (e) {
        error = e;
      }
      const what = `${name} = ${typeof value}`;
      assert.ok(error instanceof Error, `${what}: threw ${error}`);
      assert.ok(
        !(error instanceof TypeError && /BigInt|circular|Symbol|revoked/i.test(error.message)),
        `${what}: ${error.message}`,
      );
      // Brief: the value is cut short; a bad level's message also lists every level's name.
      const limit = 200 + (name === 'level' ? LEVELS.map((l) => l.name).join(', ').length : 0);
      assert.ok(error.message.length < limit, `${what}: message of ${error.message.length} characters`);
      assert.ok(
        error.message.includes(name.split(' ')[0].replace('move.fromR', 'fromR')),
        `${what}: ${error.message}`,
      );
      if (name !== 'level' || typeof value === 'string') assert.match(error.message, shown, what);
    }
  }
});

test('every out-of-range search option is named in its error', () => {
  const start = R.initialBoard();
  const cases = [
    [{ timeMs: 1e12 }, /timeMs/],
    [{ timeMs: 0 }, /timeMs/],
    [{ timeMs: -5 }, /timeMs/],
    [{ depth: 65 }, /depth/],
    [{ depth: 0 }, /depth/],
    [{ depth: 1, seed: 2 ** 32 }, /seed/],
    [{ depth: 1, seed: 1, randomMargin: 10001 }, /randomMargin/],
    [{ depth: 1, evaluation: 'strong' }, /evaluation/],
    [{ depth: 1, exact: 'yes' }, /exact/],
    [{ depth: 1, clearHash: 1 }, /clearHash/],
  ];
  for (const [options, name] of cases) {
    assert.throws(
      () => engine.search(start, 'blue', options),
      (e) => e instanceof Error && name.test(e.message) && !/a search option is out of range/.test(e.message),
      JSON.stringify(options),
    );
  }
  // The largest accepted budget is accepted (checked up to the start of the search only).
  assert.equal(engine.search(start, 'blue', { depth: 1, timeMs: 1e9 }).depth, 1);
});

test('a board is read once: each cell and each of its fields exactly one time', () => {
  const reads = new Map();
  const board = R.initialBoard().map((row, r) =>
    row.map((cell, c) => {
      if (!cell) return cell;
      const counted = {};
      for (const key of ['team', 'type', 'stunned']) {
        Object.defineProperty(counted, key, {
          enumerable: true,
          get() {
            reads.set(`${r},${c},${key}`, (reads.get(`${r},${c},${key}`) ?? 0) + 1);
            return cell[key];
          },
        });
      }
      return counted;
    }),
  );
  engine.legalMoves(board, 'blue');
  assert.equal(reads.size, 32 * 3);
  assert.deepEqual([...new Set(reads.values())], [1], 'legalMoves read a field more than once');
  reads.clear();
  engine.play(board, R.parseMove('b2b3'));
  assert.deepEqual([...new Set(reads.values())], [1], 'play read a field more than once');
  // A cell that answers differently on a second look cannot smuggle in a bad piece.
  let looks = 0;
  const shifty = R.initialBoard();
  shifty[1][1] = {
    get team() {
      looks++;
      return looks === 1 ? 'blue' : 'green';
    },
    type: 'dog',
    stunned: false,
  };
  assert.deepEqual(engine.legalMoves(shifty, 'blue'), R.legalMoves(R.initialBoard(), 'blue'));
  assert.equal(looks, 1);
});
