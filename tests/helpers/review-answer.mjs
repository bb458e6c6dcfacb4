// The answer named by a review's reason ("Red's best answer is d5d4, which captures Blue's dog
// on d4"), checked with the rules alone: tests/node/review-answer.test.mjs and
// tests/journeys/review-reasons.test.mjs. And the engine games those Node tests review.
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';

const NAME = { blue: 'Blue', red: 'Red' };
const other = (side) => (side === 'blue' ? 'red' : 'blue');

const play = (board, side, text) => {
  const move = Rules.parseMove(text);
  assert.ok(
    Rules.legalMoves(board, side).some((m) => Rules.moveToString(m) === text),
    `${text} is a legal move for ${side}`,
  );
  return Rules.applyMoveFor(board, side, move);
};
const chariotOf = (board, side) => {
  for (let r = 0; r < 8; r++)
    for (let c = 0; c < 8; c++) {
      const x = board[r][c];
      if (x && x.type === 'chariot' && x.team === side) return { r, c, stunned: x.stunned };
    }
  throw new Error(`no ${side} chariot`);
};

// The answer fact's sentence, checked against the rules in the position after the move played.
export function checkAnswer(after, mover, fact, text) {
  const opp = other(mover);
  assert.equal(fact.side, opp);
  assert.ok(text.includes(`${NAME[opp]}'s best answer is ${fact.move}`), text);
  let res = play(after, opp, fact.move);
  if (fact.after) {
    assert.ok(text.includes(`after ${NAME[mover]}'s ${fact.after[0]}, ${fact.after[1]} `), text);
    const reply = play(res.board, mover, fact.after[0]);
    assert.equal(reply.winner, null, 'the reply does not end the game');
    res = play(reply.board, opp, fact.after[1]);
  }
  assert.ok(fact.does.length, `the answer does something: ${text}`);
  for (const d of fact.does) {
    if (d.kind === 'wins') {
      assert.equal(res.winner, opp, text);
      assert.ok(text.includes('wins the game'), text);
    } else if (d.kind === 'captures') {
      const lost = res.captured
        .filter((x) => x.team === mover && x.type !== 'chariot')
        .map((x) => Rules.squareName(x.r, x.c))
        .sort();
      assert.deepEqual(d.squares, lost, text);
      assert.ok(text.includes(`captures ${NAME[mover]}'s dog`), text);
      for (const s of lost) assert.ok(text.includes(s), `${s} named: ${text}`);
    } else if (d.kind === 'stuns') {
      const ch = chariotOf(res.board, mover);
      assert.equal(d.side, mover, text);
      assert.ok(ch.stunned, `the chariot is stunned: ${text}`);
      assert.ok(text.includes(`stuns ${NAME[mover]}'s chariot on ${Rules.squareName(ch.r, ch.c)}`), text);
    } else assert.fail(`unexpected fact ${d.kind}`);
  }
}

// An engine game played at fixed seeds (levels by side), to its end or 80 moves: its moves.
export function playGame(engine, levels, seed) {
  let pos = { board: Rules.initialBoard(), player: 'blue' };
  const moves = [];
  for (let i = 0; i < 80; i++) {
    const r = engine.search(pos.board, pos.player, { level: levels[pos.player], seed: seed + i });
    if (r.noMoves) break;
    const res = Rules.applyMoveFor(pos.board, pos.player, r.move);
    moves.push(Rules.moveToString(r.move));
    pos = { board: res.board, player: other(pos.player) };
    if (res.winner) break;
  }
  return moves;
}
