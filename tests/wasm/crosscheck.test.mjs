// The C engine (through wasm) and the JavaScript rules held to each other: seeded random
// games compared after every move, deeper perft, and position strings both must read alike.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createEngine } from '../../web/engine.js';
import * as R from '../../web/rules.js';
import { readVectors, seededRandom } from '../helpers/vectors.mjs';
import { other } from '../../web/rules/util.js';

const engine = await createEngine();
const GAMES = Number(process.env.POLIS_CROSSCHECK_GAMES || 1000);
const MAX_PLIES = 300;

// Compares one move's results from both implementations; returns a description or null.
function mismatch(c, js) {
  if (JSON.stringify(c.board) !== JSON.stringify(js.board)) return 'board';
  if (JSON.stringify(c.hops) !== JSON.stringify(js.hops)) return 'hops';
  if (JSON.stringify(c.captured) !== JSON.stringify(js.captured)) return 'captured';
  if (c.winner !== js.winner || c.reason !== js.reason) return 'winner';
  return null;
}

test(`${GAMES} seeded random games agree move by move`, () => {
  let plies = 0;
  let captures = 0;
  let stuns = 0;
  const endings = { chariot: 0, 'no-moves': 0, unfinished: 0 };
  for (let game = 0; game < GAMES; game++) {
    const random = seededRandom(game + 1);
    let board = R.initialBoard();
    let player = 'blue';
    let ending = 'unfinished';
    for (let ply = 0; ply < MAX_PLIES; ply++) {
      const jsMoves = R.legalMoves(board, player);
      const cMoves = engine.legalMoves(board, player);
      assert.deepEqual(cMoves, jsMoves, `game ${game} ply ${ply}: legal moves (same order)`);
      assert.ok(jsMoves.length > 0, 'a game with no legal move ended already');
      const move = jsMoves[Math.floor(random() * jsMoves.length)];
      const js = R.applyMove(board, move);
      const c = engine.play(board, move);
      const diff = mismatch(c, js);
      assert.equal(
        diff,
        null,
        `game ${game} ply ${ply} ${R.formatPosition(board, player)} ${R.moveToString(move)}: ${diff}`,
      );
      captures += js.captured.length;
      stuns += js.board.flat().filter((cell) => cell && cell.stunned).length;
      board = js.board;
      player = other(player);
      plies++;
      if (js.winner) {
        ending = js.reason;
        break;
      }
    }
    endings[ending]++;
  }
  // The games must actually exercise the rules, or agreeing proves little.
  assert.ok(plies > GAMES * 50, `${plies} plies`);
  assert.ok(captures > GAMES, `${captures} captures`);
  assert.ok(stuns > GAMES / 10, `${stuns} stunned-chariot positions`);
  assert.ok(endings.chariot > GAMES / 2, JSON.stringify(endings));
});

test('perft agrees at depth 4 from the start and depth 3 from vector positions', () => {
  const start = R.initialBoard();
  assert.equal(engine.perft(start, 'blue', 4), R.perft(start, 'blue', 4));
  const records = readVectors('rules.jsonl');
  for (let i = 0; i < records.length; i += 40) {
    const { board, player } = R.parsePosition(records[i].position);
    assert.equal(engine.perft(board, player, 3), R.perft(board, player, 3), records[i].position);
  }
});

test('both read and reject the same position strings (mutations of vector positions)', () => {
  const random = seededRandom(7);
  // NULs, whitespace, non-ASCII (one UTF-16 unit, a surrogate pair, a lone surrogate, a
  // letter whose UTF-8 bytes include none of the grammar's): JS sees code units, C sees bytes.
  const alphabet = [
    'b',
    'B',
    'r',
    'R',
    '+',
    '/',
    '1',
    '2',
    '3',
    '4',
    '5',
    '6',
    '7',
    '8',
    ' ',
    '9',
    'x',
    '\u0000',
    '\t',
    '\n',
    'é',
    'Ｂ',
    '\u{1F600}',
    '\uD800',
    '\u00A0',
    'ｂ',
  ];
  const records = readVectors('rules.jsonl');
  let accepted = 0;
  let rejected = 0;
  for (let i = 0; i < 6000; i++) {
    const chars = [...records[i % records.length].position];
    const edits = 1 + Math.floor(random() * 2);
    for (let e = 0; e < edits; e++) {
      const at = Math.floor(random() * chars.length);
      const ch = alphabet[Math.floor(random() * alphabet.length)];
      const kind = random();
      if (kind < 0.5 && 'bBrR'.includes(chars[at])) chars[at] = 'bBrR'[Math.floor(random() * 4)];
      else if (kind < 0.6) chars[at] = ch;
      else if (kind < 0.7) chars.splice(at, 1);
      else chars.splice(at, 0, ch);
    }
    // Now and then a valid string with something after a NUL (the C side once stopped there).
    if (random() < 0.1) chars.push('\u0000', ...'garbage'.slice(0, Math.floor(random() * 8)));
    const text = chars.join('');
    let js = null;
    let c = null;
    try {
      js = R.parsePosition(text);
    } catch (err) {
      assert.ok(err instanceof Error);
    }
    try {
      c = engine.parsePosition(text);
    } catch (err) {
      assert.ok(err instanceof Error);
    }
    assert.equal(c === null, js === null, `accept/reject ${JSON.stringify(text)}`);
    if (js) {
      assert.deepEqual(c, js, text);
      assert.equal(engine.formatPosition(c.board, c.player), R.formatPosition(js.board, js.player));
      accepted++;
    } else {
      rejected++;
    }
  }
  assert.ok(accepted > 200 && rejected > 200, `${accepted} accepted, ${rejected} rejected`);
});

// The hand-made rule positions of tests/node/rules.test.mjs (whose expected results are worked
// out there by hand): the C engine must give the same full result on each, since the vectors
// barely exercise some of these rules (the stun order changes a single vector result).
test('hand-made rule positions: the C engine gives the same results as web/rules.js', () => {
  const cases = [
    ['B7/8/8/2b1r3/8/8/8/7R b', 'c4d4'],
    ['B7/8/8/2b1rr2/8/8/8/7R b', 'c4d4'],
    ['B7/8/8/2b1rb2/8/8/8/7R b', 'c4d4'],
    ['B7/8/8/2b1bb2/8/8/8/7R b', 'c4d4'],
    ['B7/8/8/2b1br2/8/8/8/7R b', 'c4d4'],
    ['B7/8/3r4/2b1b3/8/8/8/7R b', 'c4d4'],
    ['B7/3bbb2/8/3bR+b2/8/8/8/8 b', 'e2e3'],
    ['B7/3bbb2/8/3bRb2/8/8/8/8 b', 'e2e3'],
    ['8/8/5b2/2rBR1b1/8/8/8/8 b', 'f3f4'],
    ['8/8/2b5/1b1RBr2/8/8/8/8 b', 'c3c4'],
    ['B7/8/2b5/1b1rbr2/8/8/8/7R b', 'c3c4'],
    ['B7/2r5/3bb3/4R3/5b2/4b3/8/8 b', 'f5e5'],
    ['B7/8/3rbr2/4R3/5b2/4b3/8/8 b', 'f5e5'],
    ['8/8/8/8/8/3B4/4r3/7R r', 'e7d7'],
  ];
  for (const [position, name] of cases) {
    const { board, player } = R.parsePosition(position);
    const move = R.parseMove(name);
    assert.deepEqual(engine.legalMoves(board, player), R.legalMoves(board, player), position);
    assert.deepEqual(
      engine.play(board, move, player),
      R.applyMoveFor(board, player, move),
      `${position} ${name}`,
    );
  }
  for (const [position, name] of [
    ['B7/8/4r3/3b4/4r3/8/8/7R b', 'd4e4'],
    ['8/8/4r3/3B4/4r3/8/8/7R b', 'd4e4'],
  ]) {
    const { board } = R.parsePosition(position);
    assert.throws(
      () => engine.play(board, R.parseMove(name)),
      /illegal move d4e4: the moved (dog would be captured|chariot would be stunned)/,
    );
  }
});
