// The shipped puzzle set (web/puzzle/puzzles.json, `make puzzles`): every puzzle proved again by the
// engine's exact search (unique first move, the line, the refutations), its line checked by the
// JavaScript rules, and a sample regenerated from its game's seed to catch data and generator
// drifting apart. PUZZLE_SAMPLE_SEED replays the sample (a new one each run otherwise).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createEngine } from '../../web/engine.js';
import * as R from '../../web/rules.js';
import { LEVELS } from '../../web/levels.js';
import { proveWin, proveSave, themeOf, difficultyOf, other } from '../../bench/puzzle-lib.mjs';
import { gamePositions, puzzleAt } from '../../bench/puzzles.mjs';

const { puzzles } = JSON.parse(
  fs.readFileSync(new URL('../../web/puzzle/puzzles.json', import.meta.url), 'utf8'),
);
const engine = await createEngine();
const THEMES = ['capture', 'stun', 'race', 'trap', 'defence', 'zugzwang'];
const sampleSeed = Number(process.env.PUZZLE_SAMPLE_SEED ?? Math.floor(Math.random() * 2 ** 31));
console.log(`PUZZLE_SAMPLE_SEED=${sampleSeed}`);

function sample(n) {
  let s = sampleSeed;
  const picked = new Set();
  while (picked.size < Math.min(n, puzzles.length)) {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    picked.add(puzzles[s % puzzles.length]);
  }
  return [...picked];
}

test('at least 500 puzzles, each well formed, no position twice', () => {
  assert.ok(puzzles.length >= 500, `${puzzles.length} puzzles`);
  const positions = new Set();
  for (const p of puzzles) {
    assert.ok(THEMES.includes(p.theme), `puzzle ${p.id}: theme ${p.theme}`);
    assert.ok(
      LEVELS.some((l) => l.name === p.level),
      `puzzle ${p.id}: level ${p.level}`,
    );
    assert.ok(['win', 'save'].includes(p.goal), `puzzle ${p.id}: goal ${p.goal}`);
    assert.ok(!positions.has(p.position), `puzzle ${p.id}: position again`);
    positions.add(p.position);
  }
});

test("every line is legal by the rules; a win line ends in the solver's win, every reply loses in time", () => {
  for (const p of puzzles) {
    const { board, player } = R.parsePosition(p.position);
    let b = board;
    let last = null;
    p.line.forEach((m, i) => {
      last = R.applyMoveFor(b, i % 2 ? other(player) : player, R.parseMove(m));
      if (i < p.line.length - 1)
        assert.equal(last.winner, null, `puzzle ${p.id}: the game ends early at ${m}`);
      b = last.board;
    });
    if (p.goal === 'win') {
      assert.equal(last.winner, player, `puzzle ${p.id}: the line does not win`);
      assert.ok(p.line.length <= p.plies, `puzzle ${p.id}: line length`);
    }
    // Every other first move has its refutation, a legal answer, or none when it loses at once.
    const others = R.legalMoves(board, player).filter((m) => R.moveToString(m) !== p.line[0]);
    const answers = p.refutations.split(',');
    assert.equal(answers.length, others.length, `puzzle ${p.id}: refutations`);
    others.forEach((m, i) => {
      const r = R.applyMove(board, m);
      if (r.winner) assert.equal(answers[i], '', `puzzle ${p.id}: ${R.moveToString(m)} ends the game`);
      else R.applyMoveFor(r.board, other(player), R.parseMove(answers[i]));
    });
  }
});

test('every puzzle proved again by the exact search: the same unique move, line and refutations', () => {
  const start = performance.now();
  for (const p of puzzles) {
    const { board, player } = R.parsePosition(p.position);
    const proof =
      p.goal === 'win' ? proveWin(engine, board, player, p.plies) : proveSave(engine, board, player, p.plies);
    assert.ok(proof.ok, `puzzle ${p.id}: ${proof.why}`);
    assert.deepEqual(proof.line, p.line, `puzzle ${p.id}: line`);
    assert.equal(proof.refutations, p.refutations, `puzzle ${p.id}: refutations`);
    assert.equal(themeOf(board, player, p.goal, p.line), p.theme, `puzzle ${p.id}: theme`);
  }
  console.log(`proved ${puzzles.length} puzzles in ${((performance.now() - start) / 1000).toFixed(1)} s`);
});

test("a sample regenerated from its game's seed: the same position and the same puzzle", () => {
  for (const p of sample(6)) {
    let found = null;
    for (const pos of gamePositions(engine, p.seed)) {
      if (pos.ply === p.ply) {
        found = pos;
        break;
      }
    }
    assert.ok(found, `puzzle ${p.id}: game ${p.seed} has no ply ${p.ply}`);
    assert.equal(found.text, p.position, `puzzle ${p.id}: game ${p.seed}, ply ${p.ply}`);
    const { id, seed, ply, ...stored } = p;
    assert.deepEqual(puzzleAt(engine, found.board, found.player), stored, `puzzle ${p.id}`);
  }
});

test('difficulty of a sample: the weakest level finding the first move', () => {
  for (const p of sample(20)) {
    const { board, player } = R.parsePosition(p.position);
    assert.equal(difficultyOf(engine, board, player, p.line), p.level, `puzzle ${p.id}`);
  }
});
