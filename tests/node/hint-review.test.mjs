// Hint and review agree (web/play/review/advice.js, web/words/review.js): a move played from the hint
// that the review's quick look marks worse than good is looked at again, for twice the hint's
// time, and the longer look's verdict is shown; when it stands, the note says the move was the
// hint's and how long each looked. A move judged good is never given a "Better" move.
// The engine here is a stand-in client whose answers the test sets.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { createAdvice } from '../../web/play/review/advice.js';
import { reviewNote } from '../../web/words/review.js';

const start = { board: Rules.initialBoard(), player: 'blue' };
function playLine(moves) {
  let pos = start;
  return moves.map((text) => {
    const move = Rules.parseMove(text);
    const result = Rules.applyMoveFor(pos.board, pos.player, move);
    const ply = {
      player: pos.player,
      move,
      result,
      after: { board: result.board, player: pos.player === 'blue' ? 'red' : 'blue' },
    };
    pos = ply.after;
    return ply;
  });
}
const reviewed = (ply, classification, best, loss) => ({
  ply,
  player: ply % 2 ? 'blue' : 'red',
  classification,
  bestMoveText: best,
  bestLineText: [best, 'g7g6'],
  loss,
  scoreBefore: 0,
  mateBefore: null,
  scoreAfter: -loss,
  mateAfter: null,
});
// The client: the review's quick look marks Blue's b2b3 an inaccuracy (c2c3 better); `longer`
// answers the longer looks (before the move, then after it).
function client(longer) {
  const asked = [];
  return {
    asked,
    reviewGame: async () => ({
      plies: [reviewed(1, 'inaccuracy', 'c2c3', 10), reviewed(2, 'best', 'g7g6', 0)],
    }),
    analyse: async (board, player, options) => {
      asked.push({ position: Rules.formatPosition(board, player), timeMs: options.timeMs });
      return longer[asked.length - 1];
    },
  };
}
const answer = (best, score) => ({ bestMoveText: best, lineText: [best, 'g7g6'], score, mateIn: null });

async function review(plies, longer) {
  const c = client(longer);
  const a = createAdvice({ client: () => c, changed() {} });
  await a.review(start, plies);
  return { marks: a.marks, asked: c.asked };
}

test("the hint's move, found best by the longer look, is marked best: no other move called better", async () => {
  const plies = playLine(['b2b3', 'g7g6']);
  plies[0].fromHint = true;
  const { marks, asked } = await review(plies, [answer('b2b3', 3)]);
  assert.equal(asked.length, 1);
  assert.equal(asked[0].timeMs, 1200, 'twice the hint time');
  assert.equal(asked[0].position, Rules.formatPosition(start.board, start.player));
  assert.equal(marks[0].mark, 'best');
});

test("the hint's move still worse after the longer look: the note says whose move and how long each looked", async () => {
  const plies = playLine(['b2b3', 'g7g6']);
  plies[0].fromHint = true;
  const { marks, asked } = await review(plies, [answer('c2c3', 8), answer('g7g6', -1)]);
  assert.equal(asked.length, 2);
  assert.equal(asked[1].position, Rules.formatPosition(plies[0].after.board, 'red'));
  // Loss 8 - 1 = 7 tenths: the chance of winning falls from 64 to 52 in 100, a mistake.
  assert.equal(marks[0].mark, 'mistake');
  assert.equal(marks[0].loss, 7);
  const note = reviewNote('blue', 1, plies[0], marks[0]);
  assert.match(note, /hint's move; looked at again for 1\.2 s \(the hint looked 0\.6 s\)/, note);
  assert.match(note, /Better: c2c3/);
});

test('a move not from the hint keeps the quick look, with no second look', async () => {
  const plies = playLine(['b2b3', 'g7g6']);
  const { marks, asked } = await review(plies, []);
  assert.equal(asked.length, 0);
  assert.equal(marks[0].mark, 'inaccuracy');
});

test('a good move is never given a better one', () => {
  const [ply] = playLine(['b2b3']);
  const note = reviewNote('blue', 1, ply, { mark: 'good', best: 'g3g2', line: ['g7g6'], pv: [] });
  assert.doesNotMatch(note, /Better/, note);
  assert.match(note, /was good\. The computer's own choice: g3g2/);
});

test('a game ended during the longer look starts no new engine: its second look is refused', async () => {
  const plies = playLine(['b2b3', 'g7g6']);
  plies[0].fromHint = true;
  let made = 0;
  let ended = 0;
  let a;
  const make = () => {
    made++;
    const c = client([answer('c2c3', 8), answer('g7g6', 12)]);
    const analyse = c.analyse;
    // The game ends while the first longer look runs.
    c.analyse = async (...args) => {
      const r = await analyse(...args);
      a.destroy();
      return r;
    };
    c.terminate = () => ended++;
    return c;
  };
  a = createAdvice({ client: make, changed() {} });
  await a.review(start, plies);
  assert.equal(made, 1, 'one engine, the one the review started');
  assert.equal(ended, 1, 'and it was ended');
});
