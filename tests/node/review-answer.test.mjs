// A review's reason names what the move allowed: the opponent's best answer, from the line the
// review's search found after the move (web/engine/review.js: answerLineText), and what it costs
// the mover (web/explain/answer-line.js, said by web/words/reasons.js). Every claim of the
// sentence is checked here with the rules alone: the answer (and the moves before it, when the
// sentence names them) is legal where it is played, and it captures the dogs named, stuns the
// chariot named or wins, as said. The games are engine games played here at fixed seeds.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { createEngine } from '../../web/engine.js';
import { explainMove, exactProver } from '../../web/explain/facts.js';
import { playedReasons, reasonClause } from '../../web/words/reasons.js';
import { checkAnswer, playGame } from '../helpers/review-answer.mjs';

const other = (side) => (side === 'blue' ? 'red' : 'blue');

test('a mistake or blunder names the opponent best answer and what it costs, as the rules say', async () => {
  const engine = await createEngine();
  const prove = exactProver(engine);
  let answered = 0;
  let reviewed = 0;
  const games = [
    [{ blue: 'novice', red: 'easy' }, 100],
    [{ blue: 'novice', red: 'easy' }, 200],
    [{ blue: 'easy', red: 'novice' }, 300],
  ];
  for (const [levels, seed] of games) {
    const moves = playGame(engine, levels, seed);
    const review = engine.reviewGame(moves, { depth: 6 });
    let pos = { board: Rules.initialBoard(), player: 'blue' };
    for (const p of review.plies) {
      const after = Rules.applyMoveFor(pos.board, pos.player, p.move);
      if (p.classification === 'mistake' || p.classification === 'blunder') {
        reviewed++;
        const r = await explainMove({
          board: pos.board,
          player: pos.player,
          move: p.moveText,
          line: p.bestLineText,
          answer: p.answerLineText,
          prove,
        });
        const fact = r.played.find((f) => f.kind === 'answer');
        if (fact) {
          answered++;
          assert.equal(fact.move, p.answerLineText[0], "the engine's own answer");
          const clause = reasonClause(fact, null);
          assert.ok(playedReasons(r.played, null).includes(clause));
          checkAnswer(after.board, pos.player, fact, clause);
        }
      }
      pos = { board: after.board, player: other(pos.player) };
    }
  }
  console.log(`${answered} of ${reviewed} mistakes and blunders name the answer`);
  assert.ok(answered >= 10, `at least 10 reasons name the answer (${answered} of ${reviewed})`);
});

test('the answer in words: "your" for the single human, the reply named before a later capture', () => {
  const fact = {
    kind: 'answer',
    side: 'red',
    move: 'a5a4',
    after: ['a2a3', 'b5b4'],
    does: [{ kind: 'captures', side: 'red', squares: ['c5'], from: ['a3'] }],
  };
  assert.equal(
    reasonClause(fact, 'blue'),
    "Red's best answer is a5a4, and after your a2a3, b5b4 captures your dog on c5 (hopped from a3)",
  );
  const win = {
    kind: 'answer',
    side: 'blue',
    move: 'e7e8',
    does: [{ kind: 'wins', side: 'blue', how: 'chariot' }],
  };
  assert.equal(reasonClause(win, null), "Blue's best answer is e7e8, which wins the game");
});
