// Tests for web/rules.js: node --test tests/node/rules.test.mjs
//
// The vectors live in tests/vectors/; set
// POLIS_VECTORS to a directory holding rules.jsonl / search.jsonl to override.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as R from '../../web/rules.js';
import { readVectors } from '../helpers/vectors.mjs';
import { other } from '../../web/rules/util.js';

const RULES = readVectors('rules.jsonl');
const START = 'Bbbbbbbb/bbbbbbbb/8/8/8/8/rrrrrrrr/rrrrrrrR b';
const names = (list) => list.map((x) => R.squareName(x.r, x.c)).sort();
const hopStrings = (hops) => hops.map((h) => R.moveToString(h));

// Plays `move` (e.g. 'c4d4') from position string `pos`; returns everything as strings.
function play(pos, move) {
  const { board, player } = R.parsePosition(pos);
  const res = R.applyMoveFor(board, player, R.parseMove(move));
  return {
    position: R.formatPosition(res.board, other(player)),
    captured: names(res.captured),
    hops: hopStrings(res.hops),
    winner: res.winner,
    reason: res.reason,
    res,
  };
}

const legalStrings = (pos) => {
  const { board, player } = R.parsePosition(pos);
  return R.legalMoves(board, player).map(R.moveToString);
};

function deepFreeze(board) {
  for (const row of board) {
    for (const cell of row) if (cell) Object.freeze(cell);
    Object.freeze(row);
  }
  return Object.freeze(board);
}

// ---------------------------------------------------------------------------
// Vectors
// ---------------------------------------------------------------------------

test(`vectors: rules.jsonl is present and non-empty (${RULES.length} records)`, () => {
  assert.ok(RULES.length > 0);
});

test('vectors: legal move set of every position', () => {
  for (const rec of RULES) {
    const got = legalStrings(rec.position).sort();
    assert.deepEqual(got, [...rec.legal].sort(), `legal moves of ${rec.position}`);
  }
});

test('vectors: legal moves come in the original order (pieces row-major, then directions D)', () => {
  const D = [
    [-1, -1],
    [-1, 0],
    [-1, 1],
    [0, -1],
    [0, 1],
    [1, -1],
    [1, 0],
    [1, 1],
  ];
  for (const rec of RULES) {
    const { board, player } = R.parsePosition(rec.position);
    const keys = R.legalMoves(board, player).map((m) => {
      const d = D.findIndex(([dr, dc]) => dr === m.toR - m.fromR && dc === m.toC - m.fromC);
      assert.ok(d >= 0);
      return (m.fromR * 8 + m.fromC) * 8 + d;
    });
    for (let i = 1; i < keys.length; i++) assert.ok(keys[i - 1] < keys[i], `order in ${rec.position}`);
  }
});

test('vectors: resulting position, captured squares and winner of every move', () => {
  let moves = 0;
  for (const rec of RULES) {
    const { board, player } = R.parsePosition(rec.position);
    for (const m of rec.legal) {
      const exp = rec.results[m];
      const res = R.applyMoveFor(board, player, R.parseMove(m));
      const where = `${rec.position} ${m}`;
      assert.equal(R.formatPosition(res.board, other(player)), exp.position, `position after ${where}`);
      assert.deepEqual(names(res.captured), [...exp.captured].sort(), `captured by ${where}`);
      assert.equal(res.winner, exp.winner, `winner after ${where}`);
      moves++;
    }
  }
  assert.ok(moves > 0);
});

// What the vectors' `winner` means. Every winner in rules.jsonl is explained by
// the chariot rule, and no vector move leaves the opponent without a legal
// move, so the field agrees with both readings ("chariot rule only" and
// "chariot rule, else the mover wins if the opponent cannot move"); the full
// reading is what applyMove implements (and what the test above checks). The
// no-moves loss itself is confirmed by search.jsonl, see the next test.
test('vectors: winner field agrees with the chariot rule; no vector exercises the no-moves case', () => {
  let noMoves = 0;
  let chariotWins = 0;
  for (const rec of RULES) {
    const { board } = R.parsePosition(rec.position);
    for (const m of rec.legal) {
      const res = R.applyMove(board, R.parseMove(m));
      assert.equal(R.winner(res.board), rec.results[m].winner, `${rec.position} ${m}`);
      if (res.reason === 'no-moves') noMoves++;
      if (res.reason === 'chariot') chariotWins++;
    }
  }
  assert.equal(noMoves, 0, 'rules.jsonl now has no-moves cases: check which reading its winner field uses');
  assert.ok(chariotWins > 0);
});

// search.jsonl: "6bb/3Rbb1b/3B4/b7/8/8/b2b4/8 b" at depth 2 is a win for Blue
// with the single best move e2d1. By hand: e2d1 puts a Blue dog on d1, so Red's
// only piece, the chariot on d2, is flanked on the (+1,0) axis by d1 and the
// Blue chariot d3 and gets stunned; Red has no legal move and loses.
test('no-moves loss (confirmed by search.jsonl depth-2 "win" with best e2d1)', () => {
  const pos = '6bb/3Rbb1b/3B4/b7/8/8/b2b4/8 b';
  const search = readVectors('search.jsonl').find((r) => r.position === pos && r.depth === 2);
  if (search) {
    assert.equal(search.value, 'win');
    assert.deepEqual(search.best, ['e2d1']);
  }
  const r = play(pos, 'e2d1');
  assert.equal(r.position, '3b2bb/3R+1b1b/3B4/b7/8/8/b2b4/8 r');
  assert.deepEqual(r.hops, []);
  assert.deepEqual(r.captured, []);
  assert.equal(r.winner, 'blue');
  assert.equal(r.reason, 'no-moves');
  assert.equal(R.winner(r.res.board), null, 'not a chariot win');
  assert.deepEqual(R.legalMoves(r.res.board, 'red'), []);
  for (const m of legalStrings(pos)) {
    if (m !== 'e2d1') assert.equal(play(pos, m).winner, null, m);
  }
});

test('vectors: parse/format round-trip of every position', () => {
  for (const rec of RULES) {
    const positions = [rec.position, ...Object.values(rec.results).map((x) => x.position)];
    for (const pos of positions) {
      const { board, player } = R.parsePosition(pos);
      assert.equal(R.formatPosition(board, player), pos);
    }
  }
});

// ---------------------------------------------------------------------------
// Start position, perft, notation
// ---------------------------------------------------------------------------

test('initial board', () => {
  const b = R.initialBoard();
  R.validateBoard(b);
  assert.equal(R.formatPosition(b, 'blue'), START);
  assert.deepEqual(b[0][0], { team: 'blue', type: 'chariot', stunned: false });
  assert.deepEqual(b[7][7], { team: 'red', type: 'chariot', stunned: false });
  assert.deepEqual(b[1][3], { team: 'blue', type: 'dog', stunned: false });
  assert.equal(b[4][4], null);
  assert.deepEqual(R.parsePosition(START), { board: b, player: 'blue' });
  assert.notEqual(R.initialBoard()[1][3], b[1][3], 'fresh objects each call');
  assert.equal(R.winner(b), null);
  assert.deepEqual(legalStrings(START).slice(0, 6), ['a2a3', 'a2b3', 'b2a3', 'b2b3', 'b2c3', 'c2b3']);
});

test('perft from the start: 22, 484, 18360', (t) => {
  const b = R.initialBoard();
  assert.equal(R.perft(b, 'blue', 0), 1);
  assert.equal(R.perft(b, 'blue', 1), 22);
  assert.equal(R.perft(b, 'blue', 2), 484);
  const t0 = performance.now();
  assert.equal(R.perft(b, 'blue', 3), 18360);
  t.diagnostic(`perft(3) took ${(performance.now() - t0).toFixed(1)} ms`);
  assert.equal(R.perft(b, 'red', 1), 22);
});

test('perft: won lines count 1, a side without moves adds 0', () => {
  // Blue's chariot b7 (6,1) can step onto row 7 (a8, b8, c8) and win at once.
  const pos = 'r7/8/8/8/8/8/1B6/6R1 b';
  const { board, player } = R.parsePosition(pos);
  const moves = legalStrings(pos);
  const wins = moves.filter((m) => play(pos, m).reason === 'chariot');
  assert.deepEqual(wins.sort(), ['b7a8', 'b7b8', 'b7c8']);
  // Depth 2: each winning move counts 1, every other move counts Red's replies.
  let expected = wins.length;
  for (const m of moves) {
    if (wins.includes(m)) continue;
    const after = R.parsePosition(play(pos, m).position);
    expected += R.legalMoves(after.board, after.player).length;
  }
  assert.equal(R.perft(board, player, 2), expected);
  // Already won: the empty line reaches a won position.
  assert.equal(R.perft(R.parsePosition('8/8/8/8/8/8/8/B6R r').board, 'red', 3), 1);
  // Red (only a stunned chariot) has no move.
  const stuck = R.parsePosition('3b2bb/3R+1b1b/3B4/b7/8/8/b2b4/8 r');
  assert.equal(R.perft(stuck.board, stuck.player, 1), 0);
  assert.equal(R.perft(stuck.board, stuck.player, 0), 1);
});

test('square and move notation', () => {
  assert.equal(R.squareName(0, 0), 'a1');
  assert.equal(R.squareName(7, 7), 'h8');
  assert.equal(R.squareName(3, 4), 'e4');
  assert.deepEqual(R.parseSquare('e4'), { r: 3, c: 4 });
  assert.deepEqual(R.parseSquare('a1'), { r: 0, c: 0 });
  assert.equal(R.moveToString({ fromR: 1, fromC: 1, toR: 2, toC: 1 }), 'b2b3');
  assert.deepEqual(R.parseMove('b2b3'), { fromR: 1, fromC: 1, toR: 2, toC: 1 });
  for (let s = 0; s < 64; s++) {
    const n = R.squareName(s >> 3, s & 7);
    assert.deepEqual(R.parseSquare(n), { r: s >> 3, c: s & 7 });
  }
});

// ---------------------------------------------------------------------------
// Purity
// ---------------------------------------------------------------------------

test('applyMove does not mutate its input and returns fresh objects', () => {
  const { board, player } = R.parsePosition('1brr2b1/b7/1B1b1bb1/R3bb2/rr6/r3rrb1/1r6/r1b2r2 r');
  const before = JSON.stringify(board);
  deepFreeze(board); // any write would throw in this strict-mode module
  for (const m of R.legalMoves(board, player)) {
    const res = R.applyMove(board, m);
    assert.equal(JSON.stringify(board), before);
    assert.notEqual(res.board, board);
    for (let r = 0; r < 8; r++) {
      assert.notEqual(res.board[r], board[r]);
      for (let c = 0; c < 8; c++) {
        if (res.board[r][c])
          assert.ok(!board.some((row) => row.includes(res.board[r][c])), 'cell object reused');
      }
    }
  }
  R.legalMoves(board, player);
  R.perft(board, player, 2);
  R.formatPosition(board, player);
  R.winner(board);
  assert.equal(JSON.stringify(board), before);
});

// ---------------------------------------------------------------------------
// Subtle rules, hand-made positions (expected values derived by hand from RULES.md)
// ---------------------------------------------------------------------------

test('hop onto the vacated from-square (undefended enemy)', () => {
  // Blue c4-d4 (3,2)->(3,3); the Red dog e4 (3,4) is n for d=(0,+1), l = (3,2) = f,
  // empty after the step; t+2d = f4 is empty, so it is not defended: it hops to c4.
  const r = play('B7/8/8/2b1r3/8/8/8/7R b', 'c4d4');
  assert.deepEqual(r.hops, ['e4c4']);
  assert.deepEqual(r.res.hops, [{ fromR: 3, fromC: 4, toR: 3, toC: 2 }]);
  assert.equal(r.position, 'B7/8/8/2rb4/8/8/8/7R r');
  assert.deepEqual(r.captured, []);
  assert.equal(r.winner, null);
  assert.equal(r.reason, null);
});

test('a defender behind an enemy blocks its hop', () => {
  // As above with a Red dog on f4 = t+2d: e4 is defended and stays.
  const r = play('B7/8/8/2b1rr2/8/8/8/7R b', 'c4d4');
  assert.deepEqual(r.hops, []);
  assert.equal(r.position, 'B7/8/8/3brr2/8/8/8/7R r');
  assert.deepEqual(r.captured, []);
  // A Blue piece behind does not defend a Red one: e4 hops to c4 and so escapes
  // the capture it would otherwise suffer between d4 and f4.
  const s = play('B7/8/8/2b1rb2/8/8/8/7R b', 'c4d4');
  assert.deepEqual(s.hops, ['e4c4']);
  assert.equal(s.position, 'B7/8/8/2rb1b2/8/8/8/7R r');
  assert.deepEqual(s.captured, []);
});

test("the mover's own pieces hop regardless of what is behind them", () => {
  // Own dog e4 hops to c4 with a Blue dog behind it on f4 ...
  const a = play('B7/8/8/2b1bb2/8/8/8/7R b', 'c4d4');
  assert.deepEqual(a.hops, ['e4c4']);
  assert.equal(a.position, 'B7/8/8/2bb1b2/8/8/8/7R r');
  // ... and with a Red dog behind it on f4.
  const b = play('B7/8/8/2b1br2/8/8/8/7R b', 'c4d4');
  assert.deepEqual(b.hops, ['e4c4']);
  assert.equal(b.position, 'B7/8/8/2bb1r2/8/8/8/7R r');
  assert.deepEqual(b.captured, []);
});

test('several hops are made together and reported in direction order', () => {
  // t = d4 (3,3). d=(-1,0): Red d3 (2,3) hops to d5 (4,3) (t+2d = d2 empty);
  // d=(0,+1): Blue e4 (3,4) hops to c4 (3,2) = f. No captures afterwards.
  const r = play('B7/8/3r4/2b1b3/8/8/8/7R b', 'c4d4');
  assert.deepEqual(r.hops, ['d3d5', 'e4c4']);
  assert.equal(r.position, 'B7/8/8/2bb4/3r4/8/8/7R r');
  assert.deepEqual(r.captured, []);
});

test('a stunned chariot does not hop (an unstunned one does)', () => {
  // Blue e2-e3 (1,4)->(2,4). n = e4 (3,4), the Red chariot, l = e2 = f.
  // d3/f3 blockers stop the flanking dogs d4/f4 from hopping (landings f2/d2 full).
  const stunned = play('B7/3bbb2/8/3bR+b2/8/8/8/8 b', 'e2e3');
  assert.deepEqual(stunned.hops, []);
  assert.equal(stunned.position, 'B7/3b1b2/4b3/3bR+b2/8/8/8/8 r');
  assert.equal(stunned.winner, 'blue', 'Red has only a stunned chariot left');
  assert.equal(stunned.reason, 'no-moves');
  // Same squares, flag clear: the chariot hops to e2 and is then stunned between d2 and f2.
  const free = play('B7/3bbb2/8/3bRb2/8/8/8/8 b', 'e2e3');
  assert.deepEqual(free.hops, ['e4e2']);
  assert.equal(free.position, 'B7/3bR+b2/4b3/3b1b2/8/8/8/8 r');
  assert.equal(free.reason, 'no-moves');
});

test('stun update order: the chariot visited first is stunned, the later one reads its new flag', () => {
  // Blue f3-f4. Row 4: . . r B R b b . (c4 Red dog, d4 Blue chariot, e4 Red chariot).
  // d4 is visited first: flanked by c4 and e4 (flag clear) -> stunned.
  // e4 then sees d4 stunned, so d4 + f4 do not count -> e4 stays free.
  // (Updating both at once from the old flags would stun both.)
  const a = play('8/8/5b2/2rBR1b1/8/8/8/8 b', 'f3f4');
  assert.deepEqual(a.hops, []);
  assert.equal(a.position, '8/8/8/2rB+Rbb1/8/8/8/8 r');
  assert.deepEqual(a.captured, []);
  // Colours swapped in row-major order: now Red's chariot is first and is stunned.
  const b = play('8/8/2b5/1b1RBr2/8/8/8/8 b', 'c3c4');
  assert.deepEqual(b.hops, []);
  assert.equal(b.position, '8/8/8/1bbR+Br2/8/8/8/8 r');
  assert.deepEqual(b.captured, []);
});

test('captures are decided together, then removed together', () => {
  // Blue c3-c4 (b4 blocks the hop of d4 onto b4). Row 4 becomes: . b b r b r . .
  // d4 (Red) is flanked by c4/e4; e4 (Blue) by d4/f4: both go, although
  // removing d4 first would have saved e4. Losing e4 is legal for Blue.
  const r = play('B7/8/2b5/1b1rbr2/8/8/8/7R b', 'c3c4');
  assert.deepEqual(r.hops, []);
  assert.equal(r.position, 'B7/8/8/1bb2r2/8/8/8/7R r');
  assert.deepEqual(r.captured, ['d4', 'e4']);
  assert.deepEqual(r.res.captured, [
    { r: 3, c: 3, team: 'red', type: 'dog' },
    { r: 3, c: 4, team: 'blue', type: 'dog' },
  ]);
});

test('stunning (step 3) comes before captures, and a stunned chariot does not capture', () => {
  // Blue f5-e5 (4,5)->(4,4); e6 blocks the chariot's landing, so nothing hops.
  // Step 3: Red chariot e4 is flanked by e3/e5 -> stunned. Step 4: Blue d3 sits
  // between c2 (Red dog) and e4 on the (+1,+1) axis, but e4 is a stunned
  // chariot, so d3 survives. (The start position is made up: d3 is already
  // flanked there; only the rules' reading of it matters.)
  const r = play('B7/2r5/3bb3/4R3/5b2/4b3/8/8 b', 'f5e5');
  assert.deepEqual(r.hops, []);
  assert.deepEqual(r.captured, []);
  assert.equal(r.position, 'B7/2r5/3bb3/4R+3/4b3/4b3/8/8 r');
  assert.equal(r.winner, null);
});

test('the second stun update sees the captures', () => {
  // Blue f5-e5: Red chariot e4 flanked by e3/e5 -> stunned in step 3; Blue e3 is
  // flanked by the Red dogs d3/f3 and captured in step 4; step 5 finds e4 no
  // longer flanked and clears its flag.
  const r = play('B7/8/3rbr2/4R3/5b2/4b3/8/8 b', 'f5e5');
  assert.deepEqual(r.hops, []);
  assert.deepEqual(r.captured, ['e3']);
  assert.deepEqual(r.res.captured, [{ r: 2, c: 4, team: 'blue', type: 'dog' }]);
  assert.equal(r.position, 'B7/8/3r1r2/4R3/4b3/4b3/8/8 r');
});

test('moves that are illegal after resolution', () => {
  // Blue dog d4-e4 between Red dogs e3/e5: captured -> illegal.
  const dog = 'B7/8/4r3/3b4/4r3/8/8/7R b';
  assert.ok(!legalStrings(dog).includes('d4e4'));
  assert.ok(legalStrings(dog).includes('d4d5'));
  assert.throws(() => play(dog, 'd4e4'), /illegal move d4e4: the moved piece would be captured/);
  // Blue chariot d4-e4 between them: stunned -> illegal.
  const chariot = '8/8/4r3/3B4/4r3/8/8/7R b';
  assert.ok(!legalStrings(chariot).includes('d4e4'));
  assert.throws(() => play(chariot, 'd4e4'), /illegal move d4e4: the moved chariot would be stunned/);
});

test("a chariot hopped onto its goal row during the other side's move wins", () => {
  // Red e7-d7 (6,4)->(6,3); Blue's chariot d6 (5,3) is n for d=(-1,0),
  // l = d8 (7,3), t+2d = d5 empty: it hops to row 7 and Blue wins on Red's move.
  const r = play('8/8/8/8/8/3B4/4r3/7R r', 'e7d7');
  assert.deepEqual(r.hops, ['d6d8']);
  assert.equal(r.position, '8/8/8/8/8/8/3r4/3B3R b');
  assert.equal(r.winner, 'blue');
  assert.equal(r.reason, 'chariot');
});

test('winner: column order, Blue before Red within a column', () => {
  const w = (pos) => R.winner(R.parsePosition(pos).board);
  assert.equal(w(START), null);
  assert.equal(w('8/8/8/8/8/8/8/B6R b'), 'blue');
  assert.equal(w('r1R5/8/8/8/8/8/8/7B b'), 'red');
  assert.equal(w('2R5/8/8/8/8/8/8/5B2 b'), 'red', 'column c before column f');
  assert.equal(w('5R2/8/8/8/8/8/8/2B5 b'), 'blue', 'column c before column f');
  assert.equal(w('3R4/8/8/8/8/8/8/3B4 b'), 'blue', 'same column: Blue first');
  assert.equal(w('8/8/8/8/8/8/8/3B+3R b'), 'blue', 'a stunned chariot on its goal row still wins');
});

// ---------------------------------------------------------------------------
// Bad input
// ---------------------------------------------------------------------------

const fromPos = (pos) => R.parsePosition(pos).board;
const startBoard = () => R.initialBoard();
const withCell = (r, c, cell) => {
  const b = startBoard();
  b[r][c] = cell;
  return b;
};

test('bad boards', () => {
  assert.throws(() => R.validateBoard([]), /8 rows of 8/);
  assert.throws(() => R.validateBoard(null), /8 rows of 8/);
  assert.throws(() => R.validateBoard('Bbbbbbbb'), /8 rows of 8/);
  assert.throws(() => R.validateBoard(startBoard().slice(0, 7)), /8 rows of 8/);
  const shortRow = startBoard();
  shortRow[3] = shortRow[3].slice(0, 7);
  assert.throws(() => R.validateBoard(shortRow), /8 rows of 8.*row 3/);
  assert.throws(() => R.validateBoard(withCell(3, 3, 5)), /d4.*null or a piece object/);
  assert.throws(() => R.validateBoard(withCell(3, 3, undefined)), /null or a piece object/);
  assert.throws(() => R.validateBoard(withCell(3, 3, [])), /null or a piece object/);
  assert.throws(
    () => R.validateBoard(withCell(3, 3, { team: 'green', type: 'dog', stunned: false })),
    /unknown team "green"/,
  );
  assert.throws(
    () => R.validateBoard(withCell(3, 3, { team: 'red', type: 'horse', stunned: false })),
    /unknown type "horse"/,
  );
  assert.throws(
    () => R.validateBoard(withCell(3, 3, { team: 'red', type: 'dog' })),
    /stunned must be a boolean/,
  );
  assert.throws(
    () => R.validateBoard(withCell(3, 3, { team: 'red', type: 'dog', stunned: 0 })),
    /stunned must be a boolean/,
  );
  assert.throws(
    () => R.validateBoard(withCell(3, 3, { team: 'red', type: 'dog', stunned: true })),
    /stunned dog/,
  );
  assert.throws(
    () => R.validateBoard(withCell(3, 3, { team: 'blue', type: 'chariot', stunned: false })),
    /blue has 2 chariots/,
  );
  assert.throws(() => R.validateBoard(withCell(7, 7, null)), /red has no chariot/);
  assert.throws(
    () => R.validateBoard(withCell(0, 0, { team: 'blue', type: 'dog', stunned: false })),
    /blue has no chariot/,
  );
  // Every entry point validates.
  const bad = withCell(7, 7, null);
  assert.throws(() => R.legalMoves(bad, 'blue'), /red has no chariot/);
  assert.throws(() => R.applyMove(bad, R.parseMove('a2a3')), /red has no chariot/);
  assert.throws(() => R.applyMoveFor(bad, 'blue', R.parseMove('a2a3')), /red has no chariot/);
  assert.throws(() => R.winner(bad), /red has no chariot/);
  assert.throws(() => R.perft(bad, 'blue', 1), /red has no chariot/);
  assert.throws(() => R.formatPosition(bad, 'blue'), /red has no chariot/);
  R.validateBoard(startBoard());
});

test('bad players', () => {
  const b = startBoard();
  for (const p of ['Blue', 'b', '', undefined, null, 1, {}]) {
    assert.throws(() => R.legalMoves(b, p), /player must be 'blue' or 'red'/);
    assert.throws(() => R.applyMoveFor(b, p, R.parseMove('a2a3')), /player must be 'blue' or 'red'/);
    assert.throws(() => R.perft(b, p, 1), /player must be 'blue' or 'red'/);
    assert.throws(() => R.formatPosition(b, p), /player must be 'blue' or 'red'/);
  }
  assert.throws(() => R.perft(b, 'blue', -1), /perft depth must be an integer from 0 to 12/);
  assert.throws(() => R.perft(b, 'blue', 1.5), /perft depth must be an integer from 0 to 12/);
  assert.throws(() => R.perft(b, 'blue', '2'), /perft depth must be an integer from 0 to 12/);
});

test('bad move objects and notation', () => {
  const b = startBoard();
  assert.throws(() => R.applyMove(b, { fromR: 1, fromC: 0, toR: -1, toC: 0 }), RangeError);
  assert.throws(
    () => R.applyMove(b, { fromR: 1, fromC: 0, toR: -1, toC: 0 }),
    /move.toR = -1 is off the board/,
  );
  assert.throws(
    () => R.applyMove(b, { fromR: 8, fromC: 0, toR: 2, toC: 0 }),
    /move.fromR = 8 is off the board/,
  );
  assert.throws(
    () => R.applyMove(b, { fromR: 1, fromC: 0.5, toR: 2, toC: 0 }),
    /move.fromC must be an integer/,
  );
  assert.throws(
    () => R.applyMove(b, { fromR: '1', fromC: 0, toR: 2, toC: 0 }),
    /move.fromR must be an integer/,
  );
  assert.throws(() => R.applyMove(b, { fromR: 1, fromC: 0, toR: 2 }), /move.toC must be an integer/);
  assert.throws(() => R.applyMove(b, { fromR: NaN, fromC: 0, toR: 2, toC: 0 }), /must be an integer/);
  assert.throws(() => R.applyMove(b, null), /move must be 'b2b3' or an object/);
  assert.deepEqual(
    R.applyMove(b, 'a2a3'),
    R.applyMove(b, { fromR: 1, fromC: 0, toR: 2, toC: 0 }),
    "a move as text, like 'a2a3'",
  );
  assert.throws(() => R.applyMove(b, 'a2a9'), /bad move "a2a9"/);
  assert.throws(() => R.moveToString({ fromR: 0, fromC: 0, toR: 9, toC: 0 }), /off the board/);
  assert.throws(() => R.squareName(8, 0), /row = 8 is off the board/);
  assert.throws(() => R.squareName(0, -1), /col = -1 is off the board/);
  assert.throws(() => R.squareName('0', 0), /must be an integer/);
  for (const s of ['i1', 'a9', 'a0', 'A1', 'a1 ', '', 'e44', null]) {
    assert.throws(() => R.parseSquare(s), /bad square/);
  }
  for (const s of ['b2b', 'b2b3b4', 'b2-b3', 'B2B3', '', 42]) {
    assert.throws(() => R.parseMove(s), /bad move/);
  }
});

test('illegal moves are rejected with the reason', () => {
  const b = startBoard();
  const m = R.parseMove;
  assert.throws(() => R.applyMove(b, m('a4a5')), /illegal move a4a5: the from-square a4 is empty/);
  assert.throws(() => R.applyMoveFor(b, 'red', m('a2a3')), /illegal move a2a3: the piece on a2 is not red's/);
  assert.throws(() => R.applyMoveFor(b, 'blue', m('a7a6')), /not blue's/);
  assert.throws(() => R.applyMove(b, m('a2a4')), /illegal move a2a4: the destination is not adjacent/);
  assert.throws(() => R.applyMove(b, m('a2a2')), /not adjacent/);
  assert.throws(() => R.applyMove(b, m('a1a2')), /illegal move a1a2: the destination a2 is occupied/);
  assert.throws(
    () => R.applyMove(fromPos('B7/8/3r4/2bR+b3/8/8/8/8 r'), m('d4d5')),
    /stunned chariot cannot move/,
  );
  // applyMove picks the mover from the from-square, applyMoveFor checks it.
  assert.equal(
    R.formatPosition(R.applyMove(b, m('a7a6')).board, 'blue'),
    'Bbbbbbbb/bbbbbbbb/8/8/8/r7/1rrrrrrr/rrrrrrrR b',
  );
  for (const bad of [m('a2a4'), m('a4a5'), m('a1a2')])
    assert.throws(() => R.applyMoveFor(b, 'blue', bad), Error);
});

test('a won position: no moves generated, no moves applied', () => {
  const won = fromPos('R7/8/8/8/8/B7/rr6/8 b');
  assert.equal(R.winner(won), 'red');
  assert.throws(() => R.legalMoves(won, 'blue'), /game is over/);
  assert.throws(() => R.legalMoves(won, 'red'), /game is over/);
  assert.throws(() => R.applyMove(won, R.parseMove('a6a5')), /game is over/);
  assert.throws(() => R.applyMoveFor(won, 'blue', R.parseMove('a6a5')), /game is over/);
});

test('malformed position strings', () => {
  const cases = [
    ['Bbbbbbbb/bbbbbbbb/8/8/8/8/rrrrrrrR b', /expected 8 rows.*got 7/],
    ['Bbbbbbbb/bbbbbbbb/8/8/8/8/8/rrrrrrrr/rrrrrrrR b', /expected 8 rows.*got 9/],
    ['Bbbbbbbb/bbbbbbb/8/8/8/8/rrrrrrrr/rrrrrrrR b', /row 2 describes 7 squares/],
    ['Bbbbbbbb/bbbbbbbbb/8/8/8/8/rrrrrrrr/rrrrrrrR b', /row 2 describes more than 8 squares/],
    ['Bbbbbbbb/bbbbbbbb/b7/8/8/8/rrrrrrrr/rrrrrrrR b', /more than 16 pieces/],
    ['Bbbbbbbb/bbbbbbbb/7/8/8/8/rrrrrrrr/rrrrrrrR b', /row 3 describes 7 squares/],
    ['Bbbbbbbb/bbbbbbbb/9/8/8/8/rrrrrrrr/rrrrrrrR b', /unknown character '9'/],
    ['Bbbbbbbb/bbbbbbbb//8/8/8/rrrrrrrr/rrrrrrrR b', /row 3 describes 0 squares/],
    ['Bbbbbbbb/bbbbbbbb/44/8/8/8/rrrrrrrr/rrrrrrrR b', /two digits in a row/],
    ['Bbbbbbbb/bbbbbbbb/3x4/8/8/8/rrrrrrrr/rrrrrrrR b', /unknown character 'x'/],
    ['Bbbbbbbb/bbbbbbbb/3k4/8/8/8/rrrrrrrr/rrrrrrrR b', /unknown character 'k'/],
    ['Bb+bbbbbb/bbbbbbbb/8/8/8/8/rrrrrrrr/rrrrrrrR b', /'\+'.*must follow a chariot.*not 'b'/],
    ['+Bbbbbbbb/bbbbbbbb/8/8/8/8/rrrrrrrr/rrrrrrrR b', /'\+'.*must follow a chariot/],
    ['B++bbbbbbb/bbbbbbbb/8/8/8/8/rrrrrrrr/rrrrrrrR b', /'\+'.*must follow a chariot/],
    ['Bbbbbbbb/bbbbbbbb/8/8/8/8/rrrrrrrr/rrrrrrrR', /missing side to move/],
    ['Bbbbbbbb/bbbbbbbb/8/8/8/8/rrrrrrrr/rrrrrrrR w', /side to move must be exactly 'b' or 'r'/],
    ['Bbbbbbbb/bbbbbbbb/8/8/8/8/rrrrrrrr/rrrrrrrR ', /side to move/],
    ['Bbbbbbbb/bbbbbbbb/8/8/8/8/rrrrrrrr/rrrrrrrR b - 0 1', /no extra text/],
    ['Bbbbbbbb/bbbbbbbb/8/8/8/8/rrrrrrrr/rrrrrrrR b\n', /no extra text/],
    ['Bbbbbbbb/bbbbbbbb/8/8/8/8/rrrrrrrr/rrrrrrrR  b', /side to move/],
    [' Bbbbbbbb/bbbbbbbb/8/8/8/8/rrrrrrrr/rrrrrrrR b', /side to move|expected 8 rows/],
    ['bbbbbbbb/bbbbbbbb/8/8/8/8/rrrrrrrr/rrrrrrrR b', /blue has no chariot/],
    ['BbbbbbbB/bbbbbbbb/8/8/8/8/rrrrrrrr/rrrrrrrR b', /blue has 2 chariots/],
    ['Bbbbbbbb/bbbbbbbb/8/8/8/8/rrrrrrrr/rrrrrrrr r', /red has no chariot/],
    ['Bbbbbbbb/bbbbbbbb/8/8/8/8/Rrrrrrrr/rrrrrrrR r', /red has 2 chariots/],
  ];
  for (const [s, re] of cases) assert.throws(() => R.parsePosition(s), re, JSON.stringify(s));
  assert.throws(() => R.parsePosition(null), /position must be a string/);
  assert.throws(() => R.parsePosition(42), /position must be a string/);
  // Stunned flags and side to move parse.
  const p = R.parsePosition('B+7/8/8/8/8/8/8/7R+ r');
  assert.equal(p.player, 'red');
  assert.deepEqual(p.board[0][0], { team: 'blue', type: 'chariot', stunned: true });
  assert.deepEqual(p.board[7][7], { team: 'red', type: 'chariot', stunned: true });
});
