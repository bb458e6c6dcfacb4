// web/puzzle/solution.js - the puzzle's solution shown to a player who asks for it (the
// controller's showSolution, web/puzzle/ctrl.js): from the position before any wrong move, the
// rest of the line is played on the board one move at a time, with a pause between moves so
// each can be followed; the attempt then counts as missed (scored as a loss, the streak ends).
// Once shown, Back and Forward (stepSolution) go through it move by move: state.solution keeps
// each position of it ({ board, last }, the first the one it started from) and the one shown.

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
  const { puzzle, step } = s.attempt;
  const started = s.started;
  const frames = solutionFrames(s.attempt);
  s.solution = { frames, at: 0 };
  for (let k = 1; k < frames.length; k++) {
    if (k > 1) await deps.pause?.(SOLUTION_PAUSE);
    if (s.stopped || s.started !== started) return; // the mode is gone, or another puzzle is up
    const { last } = frames[k];
    if (!(await show(frames[k - 1].board, last.move, last.result))) return;
    s.attempt = { ...s.attempt, board: frames[k].board, step: step + k };
    s.solution = { frames, at: k };
    deps.changed();
  }
  s.phase = 'shown';
  const change = score(s, deps);
  s.said = { kind: 'shown', line: puzzle.line.slice(step), change };
  deps.changed();
}

// Each position of the rest of the line from `attempt`'s, each after its move, by the rules.
export function solutionFrames({ board, puzzle, solver, step }) {
  const frames = [{ board, last: null }];
  for (let i = step; i < puzzle.line.length; i++) {
    const move = Rules.parseMove(puzzle.line[i]);
    const result = Rules.applyMoveFor(frames.at(-1).board, i % 2 === 0 ? solver : other(solver), move);
    frames.push({ board: result.board, last: { move, result } });
  }
  return frames;
}

// The solution shown one move back (-1) or forward (+1), or at its start ('first') or end
// ('last'), once it has been played; a move forward is animated (`show`, as the board plays it).
export function stepSolution(s, deps, to, show) {
  const sol = s.solution;
  if (s.phase !== 'shown' || !sol) return;
  const last = sol.frames.length - 1;
  const at = to === 'first' ? 0 : to === 'last' ? last : Math.max(0, Math.min(last, sol.at + to));
  if (at === sol.at) return;
  const from = sol.at;
  s.solution = { ...sol, at };
  deps.changed();
  if (at === from + 1) show(sol.frames[from].board, sol.frames[at].last.move, sol.frames[at].last.result);
}
