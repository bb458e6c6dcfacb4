// web/words/puzzles.js - the puzzles' words (web/puzzle/mode.js): a puzzle's goal and theme, why a
// wrong move fails, and the page's buttons, progress and puzzle rating.

import { moveToString } from '../rules.js';
import { other } from '../rules/util.js';
import { NAME, plural } from './names.js';
import { describeResult } from './moves.js';

const solverMoves = (plies) => Math.ceil(plies / 2);
export const THEME_WORDS = {
  capture: 'a capture',
  stun: 'a stun',
  race: 'the race to the far row',
  trap: 'a quiet move',
  defence: 'defence',
  zugzwang: 'no moves left',
};

// The themes to choose from (web/puzzle/set.js THEMES), named and said in one line each, as
// the generator finds them in a solution (bench/puzzle-lib.mjs themeOf).
export const THEME_CHOICE = {
  race: { name: 'Race to the far row', about: 'Your chariot runs for its goal row.' },
  defence: { name: 'Defence', about: "Find the one move that stops the other chariot's run." },
  capture: { name: 'Captures', about: 'The winning move takes pieces.' },
  trap: { name: 'Quiet moves', about: 'A dog move that takes nothing, and still wins.' },
  stun: { name: 'Stuns', about: "Hem in the other chariot so it can't move." },
  zugzwang: { name: 'No moves left', about: 'Leave the other side with no move to play.' },
};
export const BAND_CHOICE = { easier: 'Easier', middle: 'Middle', harder: 'Harder' };

// The goal of a puzzle, in a sentence.
export function puzzleGoal(p, solver) {
  if (p.goal === 'save') {
    const when = p.plies === 2 ? 'on its next move' : `within ${plural(p.plies / 2, 'move')}`;
    return `${NAME[solver]} to move. ${NAME[other(solver)]} threatens to win ${when}: find the only move that holds.`;
  }
  const n = solverMoves(p.plies);
  return `${NAME[solver]} to move and win ${n === 1 ? 'at once' : `in ${n} moves`}: only one move does it.`;
}

// Why a wrong move fails: verdict from web/puzzle/set.js judge(); movesLeft counted before it.
export function puzzleWhy(p, solver, verdict, movesLeft) {
  const them = NAME[other(solver)];
  if (verdict.result.winner && verdict.result.winner !== solver)
    return `That move carried ${them}'s chariot to its far row, row ${solver === 'blue' ? 1 : 8}.`;
  const answer = verdict.reply
    ? `${them} answers ${moveToString(verdict.reply.move)}${(() => {
        const d = describeResult(verdict.reply.result, other(solver));
        return d.length ? ` (${d.join(', ')})` : '';
      })()}`
    : '';
  if (p.goal === 'save') {
    const more = p.plies / 2 - 1; // the opponent's moves still needed after its answer
    const wins = verdict.reply?.result.winner
      ? 'and wins'
      : more <= 1
        ? 'and wins with its next move'
        : `and wins within ${more} more moves`;
    return `${answer || `${them} has an answer`}, ${wins}.`;
  }
  const n = movesLeft;
  return `${answer || `${them} has an answer`}: no win ${n === 1 ? 'at once' : `in ${n} moves`} is left after that move.`;
}

export const puzzleWords = {
  loading: 'Loading the puzzles\u2026',
  failed: (why) => `The puzzles could not be loaded (${why}).`,
  right: 'Right.',
  reply: (solver, move) => `${NAME[other(solver)]} answers ${move}. Your move.`,
  solved: (p) => `Solved! The idea: ${THEME_WORDS[p.theme]}.`,
  // Solved after wrong moves or hints: it counts as missed (the rating goes down), said so.
  solvedAfter: (mistakes, hints) =>
    `Solved ${mistakes ? `after ${plural(mistakes, 'wrong move')}` : `with ${hints === 1 ? 'a hint' : `${hints} hints`}`}, so it counts as missed.`,
  missingTitle: 'No such puzzle',
  missing: (count) => `This puzzle does not exist. The puzzles are numbered 1 to ${count}.`,
  solution: 'Show the solution',
  showing: 'The solution, move by move\u2026',
  // Going through the solution once shown (web/puzzle/view.js).
  solutionBack: 'Previous move',
  solutionForward: 'Next move',
  solutionLabel: 'The solution, move by move',
  solutionAt: (at, of) => (at === 0 ? `Before the solution (${of} moves)` : `Move ${at} of ${of}`),
  shown: (line) => `The solution: ${line.join(' ')}. Seen, so it counts as missed.`,
  choose: 'Choose puzzles',
  chosen: (theme, band) =>
    `Training: ${theme ? THEME_CHOICE[theme].name : 'any theme'}, ${band ? BAND_CHOICE[band].toLowerCase() : 'any difficulty'}`,
  anyTheme: { name: 'Any theme', about: 'Puzzles near your rating.' },
  themesLabel: 'Theme',
  bandsLabel: 'Difficulty',
  anyBand: 'Any',
  themeSolved: (n, total) => `${n} of ${total} solved`,
  retry: 'Try again: the position is back.',
  hintPiece: 'Hint: this piece moves.',
  hintMove: 'Hint: this move.',
  title: (id) => `Puzzle ${id}`,
  rating: (r) => `Puzzle rating ${Math.round(r.rating)} \u00b1 ${Math.round(2 * r.rd)}`,
  change: (c) => `${c >= 0 ? '+' : '\u2212'}${Math.abs(Math.round(c))}`,
  streak: (n, best) => `Streak ${n} \u00b7 best ${best}`,
  solvedCount: (n, total) => `${n} of ${total} solved`,
  level: (label) => `Level of the puzzle: ${label}`,
  back: 'Play a game',
  editor: 'Set up a position',
  entry: 'Puzzles', // the link in the game's panel (web/page/route.js)
};
