// Every legal move of every lesson step, played into the Learn mode's controller (the real one,
// with the wasm engine's exact search behind it, as on the page): a move is praised exactly when
// it meets the step's goal, decided here apart from web/learn/check.js, by the rules and by a
// plain negamax written over web/rules.js. A step's goal must also be a task: not met by the
// position as it stands (a "stop" step has a real threat: Red to move would win by force),
// so that a move unrelated to it is refused (issue 30: lesson 8 step 1 praised a5a6 because
// Red's chariot was already stunned there).

import test from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { createEngine } from '../../web/engine.js';
import { exactProver } from '../../web/explain/facts.js';
import { createLearnCtrl } from '../../web/learn/ctrl.js';
import { LESSONS } from '../../web/learn/lessons.js';
import { other, squareIndex } from '../../web/rules/util.js';

// 1: `side` (to move) forces a win within `depth` plies; -1: it loses by force; 0: neither.
function solve(board, side, depth) {
  const moves = Rules.legalMoves(board, side);
  if (!moves.length) return -1;
  if (depth === 0) return 0;
  let best = -1;
  for (const m of moves) {
    const r = Rules.applyMoveFor(board, side, m);
    const v = r.winner ? (r.winner === side ? 1 : -1) : -solve(r.board, other(side), depth - 1);
    if (v > best) best = v;
    if (best === 1) break;
  }
  return best;
}

function chariot(board, side) {
  for (let r = 0; r < 8; r++)
    for (let c = 0; c < 8; c++) {
      const x = board[r][c];
      if (x && x.type === 'chariot' && x.team === side) return { r, c, stunned: x.stunned };
    }
  throw new Error(`no ${side} chariot`);
}

// Whether Blue's move `m` on `board` meets `goal`, from the rules and the plain negamax.
function meets(goal, board, m) {
  const res = Rules.applyMoveFor(board, 'blue', m);
  if (res.winner === 'red') return false;
  const sq = goal.square && Rules.parseSquare(goal.square);
  switch (goal.kind) {
    case 'move':
      return board[m.fromR][m.fromC].type === goal.piece;
    case 'advance':
      return res.winner === 'blue' || chariot(res.board, 'blue').r > chariot(board, 'blue').r;
    case 'hop':
      return res.hops.some((h) => h.fromR === sq.r && h.fromC === sq.c);
    case 'capture': {
      // The red dog that stood on the square is gone: no red dog is left where it stood or
      // where it hopped to.
      const hop = res.hops.find((h) => h.fromR === sq.r && h.fromC === sq.c);
      const at = hop ? { r: hop.toR, c: hop.toC } : sq;
      const x = res.board[at.r][at.c];
      return !(x && x.type === 'dog' && x.team === 'red');
    }
    case 'stun':
      return chariot(res.board, 'red').stunned;
    case 'free':
      return !chariot(res.board, 'blue').stunned;
    case 'win':
      return res.winner === 'blue' || solve(res.board, 'red', 2 * goal.moves - 2) === -1;
    case 'stop':
      return res.winner === 'blue' || solve(res.board, 'red', 2 * goal.moves - 1) !== 1;
    default:
      throw new Error(`no check for goal ${goal.kind}`);
  }
}

// The goal is a task in this position, not met whatever Blue does.
function isTask(goal, board, task) {
  switch (goal.kind) {
    case 'stun':
      return !chariot(board, 'red').stunned;
    case 'free':
      return chariot(board, 'blue').stunned;
    case 'stop':
      // A real threat; or, when the task says any move will do, the point is the moves that
      // hand the game over (lesson 7), and there must be some.
      if (/any move/i.test(task))
        return Rules.legalMoves(board, 'blue').some(
          (m) => Rules.applyMoveFor(board, 'blue', m).winner === 'red',
        );
      return solve(board, 'red', 2 * goal.moves - 1) === 1;
    default:
      return Rules.legalMoves(board, 'blue').some((m) => !meets(goal, board, m));
  }
}

const squares = (m) => [squareIndex(m.fromR, m.fromC), squareIndex(m.toR, m.toC)];

test(
  'every legal move of every lesson step: praised exactly when it meets the goal, and each goal is a task',
  { timeout: 600_000 },
  async () => {
    const engine = await createEngine();
    const prove = exactProver(engine);
    const deps = { prover: async () => prove, engine: async () => engine, changed: () => {} };
    let tried = 0;
    const wrong = [];
    for (const [li, lesson] of LESSONS.entries()) {
      for (const [si, step] of lesson.steps.entries()) {
        // The step's positions: its own, then each one the solution reaches after Red's answer.
        const path = step.solution.slice(0, -1);
        for (let k = 0; k <= path.length; k++) {
          const name = `lesson ${li + 1} (${lesson.id}) step ${si + 1}, position ${k + 1}`;
          const reach = () => {
            const ctrl = createLearnCtrl({ ...deps, start: li });
            for (let n = 0; n < si; n++) ctrl.next();
            return ctrl;
          };
          // Walk the solution k moves in, through the controller.
          const walk = async () => {
            const ctrl = reach();
            for (const mv of path.slice(0, k)) await ctrl.userMove(...squares(Rules.parseMove(mv)));
            return ctrl;
          };
          const base = await walk();
          assert.equal(base.state.phase, 'task', name);
          const { board, goal } = base.state.pos;
          if (k === 0 && !isTask(goal, board, step.task))
            wrong.push(`${name}: no task, the goal is met as it stands`);
          for (const m of Rules.legalMoves(board, 'blue')) {
            const ctrl = await walk();
            await ctrl.userMove(...squares(m));
            const praised = ctrl.state.phase !== 'wrong';
            const should = meets(goal, board, m);
            if (praised !== should)
              wrong.push(`${name}: ${Rules.moveToString(m)} ${praised ? 'praised' : 'refused'}`);
            tried++;
          }
        }
      }
    }
    console.log(`lessons: ${tried} moves tried`);
    assert.deepEqual(wrong, []);
  },
);
