// Analysis for players (web/engine/review.js through engine.analyse / engine.reviewGame): readable
// evaluations, forced results, the review's scores and classes, and bad input.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as R from '../../web/rules.js';
import { TIMEOUT } from '../helpers/timeouts.mjs';
import { createEngine, WIN_SCORE } from '../../web/engine.js';
import {
  scoreText,
  classify,
  CHANCE_DROPS,
  winChance,
  REVIEW_CAP,
  REVIEW_MAX_PLIES,
} from '../../web/engine/review.js';

const engine = await createEngine();
const pos = (text) => R.parsePosition(text);
const names = (moves) => moves.map(R.moveToString);
// Both chariots one step from home: the side to move wins now or, missing it, loses.
const RACE = '8/7R/8/8/8/8/B7/8 b';

// Plays `line` from `board`; every move must be legal for the side to move in turn.
function assertPlayable(board, player, line) {
  for (const m of line) {
    assert.ok(
      names(R.legalMoves(board, player)).includes(R.moveToString(m)),
      `${R.moveToString(m)} is not legal`,
    );
    const res = R.applyMoveFor(board, player, m);
    if (res.winner) return;
    board = res.board;
    player = player === 'blue' ? 'red' : 'blue';
  }
}

test("scoreText: tenths as pieces with a sign, forced results in the winner's moves", () => {
  assert.equal(scoreText(12, null), '+1.2');
  assert.equal(scoreText(-5, null), '-0.5');
  assert.equal(scoreText(0, null), '0.0');
  assert.equal(scoreText(WIN_SCORE - 1, 1), 'win in 1');
  assert.equal(scoreText(WIN_SCORE - 3, 3), 'win in 2');
  assert.equal(scoreText(-(WIN_SCORE - 2), -2), 'loss in 1');
  assert.equal(scoreText(-(WIN_SCORE - 4), -4), 'loss in 2');
});

test('analyse: the start position, a readable evaluation whose line can be played', () => {
  const start = R.initialBoard();
  const a = engine.analyse(start, 'blue', { timeMs: 150 });
  assert.equal(a.player, 'blue');
  assert.equal(typeof a.score, 'number');
  assert.equal(a.mateIn, null);
  assert.equal(a.outcome, null);
  assert.match(a.text, /^([+-]\d+\.\d|0\.0)$/);
  assert.ok(names(R.legalMoves(start, 'blue')).includes(a.bestMoveText));
  assert.equal(R.moveToString(a.line[0]), a.bestMoveText);
  assert.deepEqual(a.lineText, names(a.line));
  assertPlayable(start, 'blue', a.line);
  assert.ok(a.depth >= 1 && a.nodes > 0 && a.timeMs < 150 + TIMEOUT.LATE_ANSWER, `${a.timeMs} ms for 150`);
  assert.ok(a.lines.length >= 1);
  assert.equal(a.lines[0].moveText, a.bestMoveText);
});

test('analyse with multiPv: the best moves, distinct, legal, best first, each with its line', () => {
  const start = R.initialBoard();
  const a = engine.analyse(start, 'blue', { depth: 4, multiPv: 3 });
  assert.equal(a.lines.length, 3);
  assert.equal(a.lines[0].moveText, a.bestMoveText);
  assert.equal(new Set(a.lines.map((l) => l.moveText)).size, 3);
  for (const l of a.lines) {
    assert.ok(names(R.legalMoves(start, 'blue')).includes(l.moveText));
    assert.equal(l.pvText[0], l.moveText);
    assertPlayable(start, 'blue', l.pv);
    assert.equal(l.text, scoreText(l.score, l.mateIn));
  }
  const scores = a.lines.map((l) => l.score);
  assert.deepEqual(
    scores,
    [...scores].sort((x, y) => y - x),
  );
  // Fewer legal moves than lines: one line each.
  const race = engine.analyse(pos(RACE).board, 'blue', { depth: 2, multiPv: 8 });
  assert.equal(race.lines.length, R.legalMoves(pos(RACE).board, 'blue').length);
});

test('analyse: forced wins and losses say so, with the distance', () => {
  const win = engine.analyse(pos(RACE).board, 'blue', { timeMs: 100 });
  assert.deepEqual([win.outcome, win.mateIn, win.text], ['win', 1, 'win in 1']);
  assert.ok(['a7a8', 'a7b8'].includes(win.bestMoveText));
  const loss = engine.analyse(pos('8/8/7R/8/8/8/B7/8 r').board, 'red', { timeMs: 100 });
  assert.equal(loss.outcome, 'loss');
  assert.ok(loss.mateIn < 0);
  assert.match(loss.text, /^loss in \d+$/);
  assert.ok(loss.score <= -29000);
});

test('analyse: bad input and finished games are refused, naming the problem', () => {
  const start = R.initialBoard();
  assert.throws(() => engine.analyse(start, 'green'), /player/);
  assert.throws(() => engine.analyse([[]], 'blue'), /board/);
  assert.throws(() => engine.analyse(start, 'blue', { exact: true }), /unknown analysis option "exact"/);
  assert.throws(() => engine.analyse(start, 'blue', { timeMs: 1e12 }), /timeMs/);
  assert.throws(() => engine.analyse(start, 'blue', 'fast'), /analysis options must be an object/);
  assert.throws(() => engine.analyse(pos('R6B/8/8/8/8/8/8/8 b').board, 'blue'), /game is over/);
});

test('classify: the documented thresholds and forced results', () => {
  const c = (args) => classify({ isBest: false, mateBefore: null, mateAfter: null, ...args }).classification;
  assert.equal(classify({ isBest: true, before: 50, after: -40 }).classification, 'best');
  assert.equal(classify({ isBest: true, before: 50, after: -40 }).loss, 0);
  assert.equal(c({ before: 10, after: 12 }), 'best'); // lost nothing: as good as the best
  // The class follows the drop in the chance of winning (tests/node/fair-labels.test.mjs).
  const drop = (before, after) => winChance(before) - winChance(after);
  for (const after of [9, 5, 0, -5, -10, -20, -40]) {
    const d = drop(10, after);
    const expected =
      d >= CHANCE_DROPS.blunder
        ? 'blunder'
        : d >= CHANCE_DROPS.mistake
          ? 'mistake'
          : d >= CHANCE_DROPS.inaccuracy
            ? 'inaccuracy'
            : 'good';
    assert.equal(c({ before: 10, after }), expected, `10 -> ${after}`);
  }
  // Forced results.
  const W = WIN_SCORE;
  assert.equal(c({ before: W - 3, mateBefore: 3, after: W - 5, mateAfter: 4 }), 'good', 'a win kept, slower');
  assert.equal(
    c({ before: W - 3, mateBefore: 3, after: W - 2, mateAfter: 2 }),
    'best',
    'a win kept at the same pace',
  );
  assert.equal(c({ before: W - 3, mateBefore: 3, after: 0, mateAfter: null }), 'blunder', 'a win let go');
  assert.equal(c({ before: 0, after: -(W - 4), mateAfter: -4 }), 'blunder', 'into a forced loss');
  assert.equal(
    c({ before: -(W - 6), mateBefore: -6, after: -(W - 2), mateAfter: -2 }),
    'best',
    'lost anyway',
  );
  assert.equal(c({ before: 0, after: W, mateAfter: 0 }), 'best', 'a move that wins at once');
  assert.equal(classify({ isBest: false, before: 0, after: -W, mateAfter: 0 }).loss, REVIEW_CAP);
});

test('reviewGame: a race where only a step home wins, from a given position', () => {
  for (const [move, expected] of [
    ['a7a8', 'best'],
    ['a7b8', 'best'],
    ['a7a6', 'blunder'],
    ['a7b6', 'blunder'],
  ]) {
    const r = engine.reviewGame([move], { timeMs: 100, start: RACE });
    assert.equal(r.plies.length, 1);
    const p = r.plies[0];
    assert.equal(p.classification, expected, move);
    assert.equal(p.player, 'blue');
    assert.equal(p.moveText, move);
    assert.ok(['a7a8', 'a7b8'].includes(p.bestMoveText));
    assert.deepEqual([p.mateBefore, p.textBefore], [1, 'win in 1']);
    if (expected === 'best') assert.deepEqual([p.mateAfter, p.textAfter, p.loss], [0, 'won', 0]);
    else assert.ok(p.mateAfter < 0 && p.loss >= REVIEW_CAP, JSON.stringify(p));
  }
});

test("reviewGame: every ply of a game from the start, scores from the mover's side, a summary", () => {
  // The engine's own moves are 'best' by definition; a deliberately poor move is not.
  let board = R.initialBoard();
  let player = 'blue';
  const moves = [];
  for (let i = 0; i < 8; i++) {
    const legal = R.legalMoves(board, player);
    const move =
      i % 2 === 0 ? engine.search(board, player, { depth: 3 }).move : legal[(i * 5) % legal.length];
    moves.push(move);
    board = R.applyMoveFor(board, player, move).board;
    player = player === 'blue' ? 'red' : 'blue';
  }
  const t0 = performance.now();
  const review = engine.reviewGame(moves.map(R.moveToString), { depth: 3 });
  assert.ok(performance.now() - t0 < 20000);
  assert.equal(review.plies.length, 8);
  review.plies.forEach((p, i) => {
    assert.equal(p.ply, i + 1);
    assert.equal(p.player, i % 2 === 0 ? 'blue' : 'red');
    assert.equal(p.moveText, R.moveToString(moves[i]));
    for (const key of ['scoreBefore', 'scoreAfter', 'loss']) assert.equal(typeof p[key], 'number', key);
    assert.ok(['best', 'good', 'inaccuracy', 'mistake', 'blunder'].includes(p.classification));
    assert.ok(p.loss >= 0);
    if (p.moveText === p.bestMoveText) assert.deepEqual([p.classification, p.loss], ['best', 0]);
    else assert.equal(p.loss, Math.max(0, p.scoreBefore - p.scoreAfter), "loss on the mover's side");
  });
  const counted = Object.values(review.summary.blue)
    .concat(Object.values(review.summary.red))
    .reduce((a, b) => a + b, 0);
  assert.equal(counted, 8);
  assert.deepEqual(review.thresholds, CHANCE_DROPS);
});

test('reviewGame: bad games and options are refused before any search', () => {
  assert.throws(() => engine.reviewGame('b2b3'), /moves must be an array/);
  assert.throws(() => engine.reviewGame(['a2a3', 'a2a3']), /move 2 \(red\): .*a2/);
  assert.throws(() => engine.reviewGame(['z9z9']), /move 1 \(blue\): bad move/);
  assert.throws(
    () => engine.reviewGame(['a7a8', 'h2h1'], { start: RACE }),
    /move 2 comes after the end of the game \(blue has won\)/,
  );
  assert.throws(() => engine.reviewGame([], { start: 'nonsense' }), /bad position/);
  assert.throws(
    () => engine.reviewGame([], { start: { board: R.initialBoard(), player: 'green' } }),
    /start.player/,
  );
  assert.throws(() => engine.reviewGame([], { level: 'easy' }), /unknown review option "level"/);
  assert.throws(() => engine.reviewGame(new Array(REVIEW_MAX_PLIES + 1).fill('a2a3')), /at most 1000 moves/);
  assert.deepEqual(engine.reviewGame([]).plies, []);
});

test('reviewSteps yields once per move and returns the same review as reviewGame', () => {
  const moves = ['a2a3', 'h7h6', 'a3a4'];
  const steps = engine.reviewSteps(moves, { depth: 2 });
  const seen = [];
  let s;
  for (s = steps.next(); !s.done; s = steps.next()) seen.push(s.value);
  assert.deepEqual(
    seen.map((v) => [v.ply, v.of, v.entry.ply]),
    [
      [1, 3, 1],
      [2, 3, 2],
      [3, 3, 3],
    ],
  );
  assert.deepEqual(
    seen.map((v) => v.entry),
    s.value.plies,
  );
  const whole = engine.reviewGame(moves, { depth: 2 });
  assert.deepEqual(
    s.value.plies.map((p) => [p.moveText, p.bestMoveText, p.scoreBefore, p.scoreAfter, p.classification]),
    whole.plies.map((p) => [p.moveText, p.bestMoveText, p.scoreBefore, p.scoreAfter, p.classification]),
  );
});
