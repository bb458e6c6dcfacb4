// web/puzzle/solution.js - the puzzle's solution shown to a player who asks for it (the
// controller's showSolution, web/puzzle/ctrl.js): from the position before any wrong move, the
// rest of the line is played on the board one move at a time, with a pause between moves so
// each can be followed; the attempt then counts as missed (scored as a loss, the streak ends).

import * as Rules from '../rules.js';
import { other } from '../rules/util.js';

export const SOLUTION_PAUSE = 700; // ms between the solution's moves

// `show(board, move, result)` animates one move (false once the mode is gone); `score(s, deps)`
// scores the attempt and gives the rating's change.
export async function playSolution(s, deps, { show, score }) {
  if (s.phase !== 'solving' && s.phase !== 'wrong') return;
  const from = s.phase === 'wrong' ? s.before : s.attempt;
  s.attempt = { ...from, viewed: true };
  s.phase = 'showing';
  s.hint = null;
  s.last = null;
  s.said = { kind: 'showing' };
  deps.changed();
  const { puzzle, solver, step } = s.attempt;
  const started = s.started;
  let board = s.attempt.board;
  for (let i = step; i < puzzle.line.length; i++) {
    if (i > step) await deps.pause?.(SOLUTION_PAUSE);
    if (s.stopped || s.started !== started) return; // the mode is gone, or another puzzle is up
    const move = Rules.parseMove(puzzle.line[i]);
    const result = Rules.applyMoveFor(board, i % 2 === 0 ? solver : other(solver), move);
    if (!(await show(board, move, result))) return;
    board = result.board;
    s.attempt = { ...s.attempt, board, step: i + 1 };
    deps.changed();
  }
  s.phase = 'shown';
  const change = score(s, deps);
  s.said = { kind: 'shown', line: puzzle.line.slice(step), change };
  deps.changed();
}
