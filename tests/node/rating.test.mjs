// The rating module (web/lib/rating.js): Glickman's worked example, a one-game example worked by
// hand, the levels' ratings against the ladder's measurements, and which games are rated.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { LEVELS } from '../../web/levels.js';
import {
  LADDER_STEPS,
  LEVEL_RATINGS,
  ANCHOR,
  START,
  glickoPeriod,
  glickoUpdate,
  rateGame,
  levelRating,
  MAX_GAME_CHANGE,
} from '../../web/lib/rating.js';
import { loadRating, saveRating, resetRating } from '../../web/storage/rating.js';
import { engineWeights } from '../../bench/common.mjs'; // the weights in src/evaluate.h
import { ratingWords } from '../../web/words/rating.js';
import { createRatingKeeper } from '../../web/play/rating.js';

test("Glickman's example: 1500 (RD 200) beats 1400 (30), loses to 1550 (100) and 1700 (300) -> 1464 (151.4)", () => {
  const after = glickoPeriod({ rating: 1500, rd: 200, games: 0 }, [
    { opponent: { rating: 1400, rd: 30 }, score: 1 },
    { opponent: { rating: 1550, rd: 100 }, score: 0 },
    { opponent: { rating: 1700, rd: 300 }, score: 0 },
  ]);
  assert.equal(Math.round(after.rating), 1464);
  assert.ok(Math.abs(after.rd - 151.4) < 0.1, `RD ${after.rd}`);
  assert.equal(after.games, 3);
});

test('one game by hand: 1500 (RD 200) beats 1400 (RD 30) -> 1563.4 (RD 175.2)', () => {
  // q = ln10/400 = 0.0057565; g(30) = 0.99549; E = 1/(1 + 10^(-0.99549*100/400)) = 0.63941;
  // 1/d² = q² g² E (1-E) = 7.5713e-6; 1/RD'² = 1/200² + 7.5713e-6 = 3.2571e-5, RD' = 175.2;
  // r' = 1500 + q/3.2571e-5 * 0.99549 * (1 - 0.63941) = 1563.4
  const after = glickoUpdate({ rating: 1500, rd: 200, games: 4 }, { rating: 1400, rd: 30 }, 1);
  assert.ok(Math.abs(after.rating - 1563.4) < 0.1, `rating ${after.rating}`);
  assert.ok(Math.abs(after.rd - 175.2) < 0.1, `RD ${after.rd}`);
  assert.equal(after.games, 5);
  const lost = glickoUpdate({ rating: 1500, rd: 200, games: 4 }, { rating: 1400, rd: 30 }, 0);
  assert.ok(Math.abs(lost.rating - (1500 - 175.94 * 0.63941)) < 0.2, `rating after a loss ${lost.rating}`);
});

const WEIGHTS = engineWeights();

test('the levels are rated by the ladder: each step is the Elo of bench/ladder-results.json', () => {
  const saved = JSON.parse(
    fs.readFileSync(new URL('../../bench/ladder-results.json', import.meta.url), 'utf8'),
  );
  assert.equal(LEVEL_RATINGS.length, LEVELS.length);
  assert.equal(LEVEL_RATINGS[0].rating, ANCHOR);
  for (let i = 1; i < LEVELS.length; i++) {
    const pair = saved[`${LEVELS[i].name} vs ${LEVELS[i - 1].name}`];
    // A level changed since its pair was played (a margin, the engine's weights) needs the pair
    // replayed (make ladder) before its step can rate anyone.
    assert.deepEqual(
      pair.options,
      [LEVELS[i].options, LEVELS[i - 1].options],
      `${LEVELS[i].name}: the pair was played with the levels as they are`,
    );
    assert.deepEqual(
      pair.weights,
      WEIGHTS,
      `${LEVELS[i].name}: the pair was played with the engine's evaluation weights`,
    );
    const r = pair.result;
    const s = (r.a_wins + r.draws / 2) / r.games;
    const variance = (r.a_wins * (1 - s) ** 2 + r.draws * (0.5 - s) ** 2 + r.a_losses * s ** 2) / r.games;
    const se = (Math.sqrt(variance / r.games) * 400) / (Math.LN10 * s * (1 - s));
    assert.deepEqual(
      LADDER_STEPS[i - 1],
      [Math.round(-400 * Math.log10(1 / s - 1)), Math.round(se)],
      LEVELS[i].name,
    );
    assert.equal(LEVEL_RATINGS[i].rating - LEVEL_RATINGS[i - 1].rating, LADDER_STEPS[i - 1][0]);
    assert.ok(LEVEL_RATINGS[i].rd > LEVEL_RATINGS[i - 1].rd);
  }
});

test('only a game of one human against the computer, without undo, is rated', () => {
  const me = { ...START };
  const base = { blue: 'human', red: 'ai', level: 'medium', winner: 'blue', undos: 0 };
  const rated = rateGame(me, base);
  assert.equal(rated.rated, true);
  const expected = glickoUpdate(me, levelRating('medium'), 1);
  assert.equal(rated.after.rating, expected.rating);
  assert.ok(rated.change > 0);
  assert.ok(rateGame(me, { ...base, winner: 'red' }).change < 0);
  assert.ok(
    rateGame(me, { ...base, blue: 'ai', red: 'human', winner: 'blue' }).change < 0,
    'the human is Red and lost',
  );
  assert.deepEqual(rateGame(me, { ...base, red: 'human' }), { rated: false, why: 'two-humans' });
  assert.deepEqual(rateGame(me, { ...base, blue: 'ai' }), { rated: false, why: 'no-human' });
  assert.deepEqual(rateGame(me, { ...base, undos: 1 }), { rated: false, why: 'undo' });
  assert.throws(() => rateGame(me, { ...base, level: 'godlike' }), /unknown level "godlike"/);
});

test('a suggestion to move up once the rating is known and sits near a stronger level', () => {
  let me = { rating: 1900, rd: 60, games: 30 };
  const r = rateGame(me, { blue: 'human', red: 'ai', level: 'easy', winner: 'blue', undos: 0 });
  assert.equal(r.suggestion, 'up');
  me = { rating: 1000, rd: 60, games: 30 };
  assert.equal(
    rateGame(me, { blue: 'human', red: 'ai', level: 'hard', winner: 'red', undos: 0 }).suggestion,
    'down',
  );
  assert.equal(
    rateGame(START, { blue: 'human', red: 'ai', level: 'hard', winner: 'red', undos: 0 }).suggestion,
    null,
    'not while unsure',
  );
});

test('kept in storage, bad stored values ignored, resettable; bad ratings refused', () => {
  const store = new Map();
  const storage = {
    getItem: (k) => store.get(k) ?? null,
    setItem: (k, v) => store.set(k, v),
    removeItem: (k) => store.delete(k),
  };
  assert.deepEqual(loadRating(storage), START);
  saveRating(storage, { rating: 1300, rd: 100, games: 3 });
  assert.deepEqual(loadRating(storage), { rating: 1300, rd: 100, games: 3 });
  assert.deepEqual(loadRating(storage, 'puzzles'), START, 'puzzles are rated apart');
  store.set('polis:rating:games', '{"rating":"x"}');
  assert.deepEqual(loadRating(storage), START);
  saveRating(storage, { rating: 1300, rd: 100, games: 3 });
  resetRating(storage);
  assert.deepEqual(loadRating(storage), START);
  assert.throws(
    () => saveRating(storage, { rating: NaN, rd: 1, games: 0 }),
    /rating.rating must be a number/,
  );
  assert.throws(
    () => glickoUpdate({ rating: 1, rd: 0, games: 0 }, levelRating('easy'), 1),
    /rating.rd must be above 0/,
  );
  assert.throws(() => glickoUpdate(START, { rating: 1, rd: -1 }, 1), /opponent.rd must be 0 or more/);
  assert.ok(
    glickoUpdate(START, levelRating('novice'), 1).rating > START.rating,
    'the anchor (RD 0) is an opponent like any other',
  );
  assert.throws(() => glickoUpdate(START, levelRating('easy'), 2), /score must be/);
});

test('a change that rounds to nothing reads ±0, never −0 or +0; a wide margin is explained', () => {
  const level = levelRating('easy');
  const said = (change, rd = 80) =>
    ratingWords.rated({ after: { rating: 1500, rd, games: 1 }, change, level, suggestion: null });
  for (const c of [-0.49, -0.2, 0, 0.2, 0.49]) {
    assert.match(said(c), /\(\u00b10\)/, said(c));
    assert.doesNotMatch(said(c), /[\u2212+-]0\b/, said(c));
  }
  assert.match(said(-0.6), /\(\u22121\)/);
  assert.match(said(0.6), /\(\+1\)/);
  // A margin of 606 (the first game's): said what it means.
  assert.match(
    said(303, 303),
    /Give or take 606: your rating is still uncertain; after a few more games it settles\./,
  );
  assert.doesNotMatch(said(3, 60), /uncertain/);
});

test('a hint or a takeback makes a game against the computer unrated, said once; never two people', () => {
  const vsComputer = { blue: 'human', red: 'ai', level: 'novice' };
  const over = { winner: 'blue', reason: 'chariot' };
  const keeper = createRatingKeeper('test-hint');
  keeper.started(true, 0);
  assert.equal(keeper.helped(vsComputer, 'hint'), true, 'the first hint says so');
  assert.equal(keeper.helped(vsComputer, 'hint'), false, 'once');
  assert.equal(keeper.helped(vsComputer, 'undo'), false, 'already unrated');
  assert.match(
    keeper.finished(vsComputer, over, { text: 'Blue wins.' }).text,
    /Not rated: a hint was taken\./,
  );
  keeper.started(true, 0);
  assert.equal(
    keeper.helped({ blue: 'human', red: 'human' }, 'hint'),
    false,
    'two people: never rated anyway',
  );
  keeper.started(true, 0);
  assert.equal(keeper.helped(vsComputer, 'undo'), true);
  assert.match(
    keeper.finished(vsComputer, over, { text: 'Blue wins.' }).text,
    /Not rated: a move was taken back\./,
  );
  // Rated at its first end; its end shown again (an undo from the result, then a win) says why not twice.
  keeper.started(true, 0);
  assert.match(keeper.finished(vsComputer, over, { text: 'Blue wins.' }).text, /Your rating: /);
  assert.match(
    keeper.finished(vsComputer, over, { text: 'Blue wins.' }).text,
    /Not rated again: this game was rated when it first ended\./,
  );
});

// Issue 30: a new player won a game against the weakest level, then resigned the rematch at
// move 1: "Your rating: 839 (-409)". Glicko alone moves a rating that uncertain by that much;
// one game's change is bounded by MAX_GAME_CHANGE, about one level's step on the ladder.
test('one game moves a rating by at most MAX_GAME_CHANGE (a new player: a win, then a loss at move 1)', () => {
  const weakest = levelRating(LEVELS[0].name);
  assert.ok(Math.abs(MAX_GAME_CHANGE - LADDER_STEPS[0][0]) <= 10, 'about the first step');
  const won = rateGame(
    { ...START },
    { blue: 'human', red: 'ai', level: LEVELS[0].name, winner: 'blue', undos: 0 },
  );
  const lost = rateGame(won.after, {
    blue: 'ai',
    red: 'human',
    level: LEVELS[0].name,
    winner: 'blue',
    undos: 0,
  });
  const glicko = glickoPeriod(won.after, [{ opponent: weakest, score: 0 }]);
  assert.ok(
    glicko.rating - won.after.rating < -MAX_GAME_CHANGE,
    `Glicko alone: ${glicko.rating - won.after.rating}`,
  );
  assert.equal(Math.round(lost.change), -MAX_GAME_CHANGE);
  assert.equal(lost.after.rating, won.after.rating - MAX_GAME_CHANGE);
  assert.equal(lost.after.rd, glicko.rd, 'the deviation is Glicko’s');
  // Every level, a win and a loss, from a new player and from an established one.
  for (const level of LEVEL_RATINGS)
    for (const player of [{ ...START }, { rating: 1500, rd: 60, games: 40 }])
      for (const score of [0, 1]) {
        const after = glickoUpdate(player, level, score);
        const change = after.rating - player.rating;
        assert.ok(Math.abs(change) <= MAX_GAME_CHANGE + 1e-9, `${level.name} ${score}: ${change}`);
        assert.ok(score ? change >= 0 : change <= 0, 'a win never lowers, a loss never raises');
      }
  // An established player's change stays Glicko's own (well under the bound).
  const settled = { rating: 1500, rd: 60, games: 40 };
  const one = glickoUpdate(settled, { rating: 1500, rd: 30 }, 1);
  assert.deepEqual(one, glickoPeriod(settled, [{ opponent: { rating: 1500, rd: 30 }, score: 1 }]));
  assert.ok(one.rating - 1500 < 40, `${one.rating - 1500}`);
});
