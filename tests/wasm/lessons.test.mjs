// Every lesson step is solved with the engine: its position is legal with Blue to move, its
// intended solution reaches the goal (Red answering by the engine's exact search, as on the
// page), and each listed wrong move misses it with the stated kind of reason, which is then
// checked again from the rules and the exact search.

import test from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { createEngine, WIN_BOUND } from '../../web/engine.js';
import { exactProver } from '../../web/explain/facts.js';
import { checkStep, lessonReply } from '../../web/learn/check.js';
import { LESSONS } from '../../web/learn/lessons.js';
import { lessonReason } from '../../web/words/lessons.js';
import { TIMEOUT } from '../helpers/timeouts.mjs';

const ORDER = ['moving', 'hops', 'defender', 'capture', 'stun', 'race', 'trap', 'tempo'];
const chariot = (board, side) => {
  for (let r = 0; r < 8; r++)
    for (let c = 0; c < 8; c++) {
      const x = board[r][c];
      if (x && x.type === 'chariot' && x.team === side)
        return { r, c, stunned: x.stunned, sq: Rules.squareName(r, c) };
    }
};

// Re-checks a wrong move's reason from the rules (and the exact search).
function verifyReason(engine, reason, board, move, goal) {
  const m = Rules.parseMove(move);
  const res = Rules.applyMoveFor(board, 'blue', m);
  const what = `${move}: ${JSON.stringify(reason)}`;
  switch (reason.kind) {
    case 'wrong-piece':
      assert.equal(board[m.fromR][m.fromC].type, reason.piece, what);
      assert.notEqual(reason.piece, goal.piece, what);
      break;
    case 'not-closer':
      assert.equal(7 - chariot(res.board, 'blue').r, reason.rows, what);
      assert.ok(reason.rows >= 7 - chariot(board, 'blue').r, what);
      break;
    case 'not-hopped': {
      const { r, c } = Rules.parseSquare(reason.square);
      assert.ok(!res.hops.some((h) => h.fromR === r && h.fromC === c), what);
      if (reason.defender) {
        const d = Rules.parseSquare(reason.defender);
        assert.equal(board[d.r][d.c].team, board[r][c].team, what);
        assert.equal(d.r - r, r - m.toR, what);
        assert.equal(d.c - c, c - m.toC, what); // behind it, on the line from the landing
      }
      break;
    }
    case 'not-captured':
      assert.equal(res.captured.length, 0, what);
      break;
    case 'not-stunned':
      assert.ok(!chariot(res.board, 'red').stunned && chariot(res.board, 'red').sq === reason.square, what);
      break;
    case 'still-stunned':
      assert.ok(chariot(res.board, 'blue').stunned && chariot(res.board, 'blue').sq === reason.square, what);
      break;
    case 'hands-over':
      assert.equal(res.winner, 'red', what);
      break;
    case 'threat-win':
      assert.equal(Rules.applyMoveFor(res.board, 'red', Rules.parseMove(reason.move)).winner, 'red', what);
      break;
    case 'forced-loss':
      assert.ok(
        engine.search(res.board, 'red', { exact: true, depth: 2 * reason.moves - 1 }).score >= WIN_BOUND,
        what,
      );
      break;
    case 'not-won':
      assert.ok(
        engine.search(res.board, 'red', { exact: true, depth: 2 * reason.moves - 2 }).score > -WIN_BOUND,
        what,
      );
      break;
    default:
      assert.fail(`unexpected reason ${what}`);
  }
}

test('the lessons come in the order of the issue, at least eight', () => {
  assert.deepEqual(
    LESSONS.map((l) => l.id),
    ORDER,
  );
  for (const l of LESSONS) assert.ok(l.title && l.intro && l.steps.length >= 1, l.id);
});

test(
  'every lesson step is solvable by its solution, and every wrong move misses for the stated reason',
  { timeout: TIMEOUT.TEST },
  async () => {
    const engine = await createEngine();
    const prove = exactProver(engine);
    let steps = 0;
    let wrongs = 0;
    for (const lesson of LESSONS) {
      for (const [i, step] of lesson.steps.entries()) {
        const name = `${lesson.id} step ${i + 1}`;
        let { board, player } = Rules.parsePosition(step.position);
        assert.equal(player, 'blue', name);
        assert.equal(Rules.winner(board), null, name);
        // The solution, Red answering as the page does.
        let goal = step.goal;
        let reached = false;
        for (const [k, move] of step.solution.entries()) {
          const r = await checkStep(goal, board, 'blue', move, prove);
          assert.ok(r.ok, `${name}: ${move} reaches the goal (${JSON.stringify(r.reason)})`);
          if (goal.kind !== 'win' || r.res.winner === 'blue') {
            reached = true;
            assert.equal(k, step.solution.length - 1, `${name}: solved before its last move`);
            break;
          }
          board = r.res.board;
          const reply = lessonReply(engine, board, 'red', 2 * goal.moves - 2);
          board = Rules.applyMoveFor(board, 'red', reply).board;
          goal = { kind: 'win', moves: goal.moves - 1 };
        }
        assert.ok(reached, `${name}: the solution ends the step`);
        // Any move reaching the goal counts: at least the solution's first does; count them.
        const start = Rules.parsePosition(step.position).board;
        for (const w of step.wrong) {
          const r = await checkStep(step.goal, start, 'blue', w.move, prove);
          assert.ok(!r.ok, `${name}: ${w.move} misses`);
          assert.equal(r.reason.kind, w.reason, `${name}: ${w.move}'s reason`);
          verifyReason(engine, r.reason, start, w.move, step.goal);
          assert.ok(lessonReason(r.reason).length > 10, `${name}: words for ${w.reason}`);
          wrongs++;
        }
        steps++;
      }
    }
    console.log(
      `lessons: ${LESSONS.length} lessons, ${steps} steps solved, ${wrongs} wrong-move reasons checked`,
    );
  },
);

// Lesson 5.1's "after" (issue 21): the dog that stuns Red's chariot lands between that chariot
// and a red dog on a line and is not captured, because the chariot is stunned; the same square
// next to a chariot that is not stunned (the other stunning dog taken off) would be a capture,
// which the rules do not even allow as a move.
test('lesson 5.1: a stunned chariot does not capture the dog beside it, as the lesson says', () => {
  const lesson = LESSONS.find((l) => l.id === 'stun');
  const step = lesson.steps[0];
  assert.match(step.after, /stunned chariot cannot capture/);
  const { board } = Rules.parsePosition(step.position);
  const m = Rules.parseMove(step.solution[0]);
  const res = Rules.applyMoveFor(board, 'blue', m);
  const dog = res.board[m.toR][m.toC];
  assert.deepEqual([dog?.type, dog?.team], ['dog', 'blue'], 'the dog is still there');
  assert.deepEqual(res.captured, []);
  const named = step.after.match(/dog on ([a-h][1-8])/)[1];
  assert.equal(Rules.squareName(m.toR, m.toC), named, 'the square the words name');
  // Between Red's (stunned) chariot and a red dog, on one line.
  const red = chariot(res.board, 'red');
  assert.ok(red.stunned, "Red's chariot is stunned");
  const [dr, dc] = [m.toR - red.r, m.toC - red.c];
  assert.ok(Math.abs(dr) <= 1 && Math.abs(dc) <= 1, 'the dog is next to the chariot');
  const beyond = res.board[m.toR + dr]?.[m.toC + dc];
  assert.deepEqual([beyond?.type, beyond?.team], ['dog', 'red'], 'a red dog across from it');
  // Without the stun (the other blue dog beside the chariot removed), that square is deadly.
  const unstunned = board.map((row) => row.slice());
  const other = [red.r - dr, red.c - dc];
  assert.equal(unstunned[other[0]][other[1]]?.team, 'blue', 'the other stunning dog');
  unstunned[other[0]][other[1]] = null;
  const legal = Rules.legalMoves(unstunned, 'blue').map(Rules.moveToString);
  assert.ok(!legal.includes(step.solution[0]), 'next to a chariot free to act, the dog could not go there');
});

// Lesson 8.1's "after" (issue 30): the dog on f1 fills one of the two open squares, and the
// other, e1, is then between two blue dogs on row 1, so Red's chariot may not step there.
test('lesson 8.1: after f1, the chariot cannot step to e1, between two blue dogs, as the lesson says', () => {
  const step = LESSONS.find((l) => l.id === 'tempo').steps[0];
  const { board } = Rules.parsePosition(step.position);
  const open = ['e1', 'f1'].filter((sq) => {
    const { r, c } = Rules.parseSquare(sq);
    return !board[r][c];
  });
  assert.deepEqual(open, ['e1', 'f1'], 'the task names the open squares');
  const res = Rules.applyMoveFor(board, 'blue', Rules.parseMove(step.solution[0]));
  const [dog, left, right] = ['f1', 'd1', 'e1'].map((sq) => {
    const { r, c } = Rules.parseSquare(sq);
    return res.board[r][c];
  });
  assert.deepEqual([dog?.type, dog?.team], ['dog', 'blue'], 'a blue dog on f1');
  assert.deepEqual([left?.type, left?.team], ['dog', 'blue'], 'a blue dog on d1');
  assert.equal(right, null, 'e1 still empty');
  assert.match(step.after, /dog on f1/);
  const red = chariot(res.board, 'red');
  const moves = Rules.legalMoves(res.board, 'red').map(Rules.moveToString);
  assert.ok(!moves.includes(`${red.sq}e1`), 'the chariot may not step to e1');
  // Without the dog on d1, it could, and would win.
  const open2 = res.board.map((row) => row.slice());
  open2[0][3] = null;
  const win = Rules.applyMoveFor(open2, 'red', Rules.parseMove(`${red.sq}e1`));
  assert.equal(win.winner, 'red');
});
