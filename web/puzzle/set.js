// web/puzzle/set.js - the puzzles' rules, without the page: loading the set (web/puzzle/puzzles.json, made
// and proved by `make puzzles`, bench/puzzle-lib.mjs), judging a player's move against a
// puzzle's line, choosing the next puzzle near the player's puzzle rating, and the progress
// kept in the browser.
//
// A puzzle: { id, position, goal: 'win' | 'save', plies, line: ['e2e3', ...], refutations,
// theme, level }. The solver is the side to move; line alternates the solver's moves and the
// replies. refutations: 'c4b3,,d7d6', for each other first move in the rules' move order the
// opponent's answer to it (empty when the move hands the opponent the game at once).

import * as Rules from '../rules.js';
import { levelRating, glickoUpdate } from '../lib/rating.js';
import { loadRating, saveRating } from '../storage/rating.js';
import { describe } from '../lib/describe.js';
import { loadProgress, saveProgress, loadChoice, saveChoice } from '../storage/progress.js';
import { THEMES, BANDS } from './themes.js';

export { THEMES, BANDS, themeCounts } from './themes.js';

export async function loadPuzzles(url = new URL('./puzzles.json', import.meta.url)) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const data = await response.json();
  if (!Array.isArray(data?.puzzles) || !data.puzzles.length) throw new Error('no puzzles in the file');
  return data.puzzles;
}

export const puzzleRating = (p) => levelRating(p.level);

// A fresh attempt at `puzzle`: the position, whose move, the step reached in the line.
export function startPuzzle(puzzle) {
  const { board, player } = Rules.parsePosition(puzzle.position);
  return { puzzle, solver: player, board, player, step: 0, mistakes: 0, hints: 0, solved: false };
}

// The solver's moves left, counting this one.
export const movesLeft = (s) => Math.ceil((s.puzzle.line.length - s.step) / 2);

// Judges the solver's `move` (a move object) at the attempt's step, without changing it.
// Returns { right: true, result, reply?: { move, result }, solved } or
// { right: false, result, reply?: { move, result } (the answer that refutes it) }.
export function judge(s, move) {
  if (s.solved || s.player !== s.solver) throw new Error("not the solver's turn in this puzzle");
  const text = Rules.moveToString(move);
  const result = Rules.applyMoveFor(s.board, s.solver, move);
  const { line, goal } = s.puzzle;
  const last = s.step === line.length - 1;
  // The last move of a win may be any move that wins at once (several may).
  const right = text === line[s.step] || (goal === 'win' && last && result.winner === s.solver);
  if (right) {
    if (s.step + 1 >= line.length || result.winner) return { right, result, solved: true };
    const reply = Rules.parseMove(line[s.step + 1]);
    return {
      right,
      result,
      reply: { move: reply, result: Rules.applyMove(result.board, reply) },
      solved: s.step + 2 >= line.length,
    };
  }
  let reply;
  if (s.step === 0 && !result.winner) {
    const others = Rules.legalMoves(s.board, s.solver)
      .map(Rules.moveToString)
      .filter((m) => m !== line[0]);
    const answer = s.puzzle.refutations.split(',')[others.indexOf(text)];
    if (answer) {
      const m = Rules.parseMove(answer);
      reply = { move: m, result: Rules.applyMove(result.board, m) };
    }
  }
  return { right, result, reply };
}

// The attempt after a right move and its reply.
export function advance(s, verdict) {
  const board = verdict.reply ? verdict.reply.result.board : verdict.result.board;
  return { ...s, board, step: s.step + (verdict.reply ? 2 : 1), solved: verdict.solved };
}

export const bandOf = (p) => {
  const r = puzzleRating(p).rating;
  return Object.keys(BANDS).find((b) => r >= BANDS[b][0] && r < BANDS[b][1]);
};

// What the player chose to train: { theme, band }, each null for any.
export const ANY = Object.freeze({ theme: null, band: null });
export const fits = (p, choice = ANY) =>
  (!choice.theme || p.theme === choice.theme) && (!choice.band || bandOf(p) === choice.band);

// The puzzle a link asks for: only a plain decimal number that is a puzzle's id ('12'; never
// '0x10', '1.5', '' or ' 12'), else null.
export function puzzleById(puzzles, text) {
  if (typeof text !== 'string' || !/^[0-9]{1,9}$/.test(text)) return null;
  return puzzles.find((p) => p.id === Number(text)) ?? null;
}

// The next puzzle among those that fit `choice`: one not solved yet whose rating is near the
// player's (a random pick among the nearest few, so the order is not always the same);
// `random` is () => [0, 1). When every one that fits is solved, a solved one comes again.
export function pickNext(puzzles, progress, rating, random = Math.random, exclude = null, choice = ANY) {
  const fitting = puzzles.filter((p) => fits(p, choice));
  const all = fitting.length ? fitting : puzzles;
  const open = all.filter((p) => !progress.solved.includes(p.id) && p.id !== exclude);
  const others = all.filter((p) => p.id !== exclude);
  const pool = open.length ? open : others.length ? others : all;
  const near = pool
    .map((p) => ({ p, d: Math.abs(puzzleRating(p).rating - rating.rating) }))
    .sort((a, b) => a.d - b.d)
    .slice(0, 8);
  return near[Math.floor(random() * near.length)].p;
}

// The stored choice of what to train (web/storage/progress.js), and storing it.
export const readChoice = (storage) => loadChoice(storage, THEMES, Object.keys(BANDS));
export { saveChoice };

// The stored progress (web/storage/progress.js: older shapes read, never reset).
export { loadProgress };

// Scores a finished attempt against the rating `before` ({ rating, rd, games }), without
// storing anything: clean (no mistake, no hint) counts as a win against the puzzle's rating,
// anything else as a loss; the streak counts clean solves in a row.
// Returns { progress, rating, change }.
export function scoreAttempt(progress, before, attempt) {
  if (!attempt || !attempt.puzzle)
    throw new Error(`an attempt must come from startPuzzle, got ${describe(attempt)}`);
  const clean = attempt.solved && attempt.mistakes === 0 && attempt.hints === 0;
  const after = glickoUpdate(before, puzzleRating(attempt.puzzle), clean ? 1 : 0);
  const mine = {
    // Solved after a hint or a wrong move counts as missed, in the tally as in the words.
    solved:
      clean && !progress.solved.includes(attempt.puzzle.id)
        ? [...progress.solved, attempt.puzzle.id]
        : progress.solved,
    streak: clean ? progress.streak + 1 : 0,
    best: Math.max(progress.best, clean ? progress.streak + 1 : 0),
    tried: progress.tried + 1,
  };
  return { progress: mine, rating: after, change: after.rating - before.rating };
}

// Stores a scored attempt: the progress merged with what is stored now (a puzzle solved in
// another tab stays solved) and the rating. Returns the merged progress.
export function storeScore(storage, score) {
  const merged = saveProgress(storage ?? null, score.progress);
  saveRating(storage, score.rating, 'puzzles');
  return merged;
}

// Scores and stores a finished attempt. Returns { progress (merged), rating, change }.
export function recordAttempt(storage, progress, attempt) {
  const score = scoreAttempt(progress, loadRating(storage, 'puzzles'), attempt);
  return { ...score, progress: storeScore(storage, score) };
}
