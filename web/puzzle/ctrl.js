// @ts-check
// web/puzzle/ctrl.js - the puzzle mode's controller: all of its state and its transitions, no
// DOM, no storage, no words (the view turns `said` into words, web/puzzle/view.js). The puzzle
// set's rules are web/puzzle/set.js; what the world does comes in as dependencies:
//
//   const ctrl = createPuzzleCtrl(deps);   deps: PuzzleDeps; ctrl.state: PuzzleState (below)
//   ctrl.start(); ctrl.userMove(from, to); ctrl.hint(); ctrl.retry(); ctrl.next();
//   ctrl.choose({ theme?, band? }); ctrl.toggleChoice(); ctrl.showSolution();
//   ctrl.stepSolution(-1 | 1 | 'first' | 'last');   // through the solution, once it was shown

import * as Rules from '../rules.js';
import { moveSquares } from '../rules/util.js';
import { destsOf, moveBetween } from '../rules/dests.js';
import { startPuzzle, judge, advance, movesLeft, pickNext, scoreAttempt, puzzleById, ANY } from './set.js';
import { playSolution, stepSolution } from './solution.js';

/**
 * What the world does, as the controller is given it.
 * @typedef {object} PuzzleDeps
 * @property {() => Promise<any[]>} loadSet  the puzzles (web/puzzle/set.js loadPuzzles)
 * @property {() => any} readProgress  the stored progress
 * @property {() => any} readRating  the stored puzzle rating
 * @property {(board: any, move: any, result: any) => Promise<unknown>} show  a move played on the
 *   board (the animation)
 * @property {() => number} random  [0, 1), for the next puzzle's pick
 * @property {string | null} [wanted]  the id asked for, as the link wrote it (?puzzle=ID)
 * @property {() => { theme: string | null, band: string | null }} [readChoice]  what the player
 *   chose to train (set.js's ANY)
 * @property {(ms: number) => Promise<unknown>} pause  the wait between the solution's moves
 * @property {() => void} changed  called after every transition (web/lib/mode-loop.js)
 */

/**
 * @typedef {object} PuzzleState
 * @property {'loading' | 'solving' | 'replying' | 'wrong' | 'solved' | 'showing' | 'shown' |
 *   'missing' | 'failed'} phase  the page's data-state; missing: the link's id is no puzzle
 * @property {any[] | null} puzzles
 * @property {any} attempt  set.js's
 * @property {{ move: any, result: any } | null} last  drawn as the last move
 * @property {{ from: number, to?: number } | null} hint
 * @property {any} before  the attempt before a wrong move, for the retry
 * @property {{ kind: string, [detail: string]: any }} said  what the panel says
 * @property {any} progress
 * @property {any} rating
 * @property {any} score  the last solve's { progress, rating, change }, for the effects to store
 *   (web/puzzle/effects.js)
 * @property {number} started  counts the puzzles shown
 * @property {'not-kept' | null} notice  'not-kept' while the player is told the browser keeps nothing
 * @property {{ theme: string | null, band: string | null }} choice  the theme and band trained,
 *   for the effects to store
 * @property {{ frames: { board: any, last: { move: any, result: any } | null }[], at: number } | null}
 *   solution  the solution's positions while it is shown, and the one on the board
 * @property {boolean} choosing  the choice is open
 * @property {boolean} stopped
 */

/** @param {PuzzleDeps} deps */
export function createPuzzleCtrl(deps) {
  /** @type {PuzzleState} */
  const state = {
    phase: 'loading',
    puzzles: null,
    attempt: null,
    last: null,
    hint: null,
    before: null,
    said: { kind: 'loading' },
    progress: deps.readProgress(),
    rating: deps.readRating(),
    score: null,
    started: 0,
    notice: null,
    choice: deps.readChoice?.() ?? ANY,
    choosing: false,
    solution: null,
    stopped: false,
  };
  const ctrl = {
    state,
    start: () => start(state, deps),
    next: (chosen) => next(state, deps, chosen),
    userMove: (from, to) => userMove(state, deps, from, to),
    hint: () => giveHint(state, deps),
    retry: () => retry(state, deps),
    showSolution: () => playSolution(state, deps, { show: (...a) => show(state, deps, ...a), score }),
    stepSolution: (to) => stepSolution(state, deps, to, deps.show),
    // A theme and a band to train (each null for any): the next puzzle fits them, at once.
    choose: (change) => {
      state.choice = { ...state.choice, ...change };
      state.choosing = false;
      next(state, deps);
    },
    toggleChoice: () => {
      state.choosing = !state.choosing;
      deps.changed();
    },
    // After the effects stored a solve: the progress merged with what another tab kept.
    stored: (progress) => {
      state.progress = progress;
      deps.changed();
    },
    // The browser does not keep what is stored: said once (web/puzzle/effects.js).
    notKept: () => {
      state.notice = 'not-kept';
      deps.changed();
    },
    dismiss: () => {
      state.notice = null;
      deps.changed();
    },
    legal: () => legal(state),
    dests: () => (state.attempt ? destsOf(state.attempt.board, state.attempt.solver, legal(state)) : null),
    destroy: () => {
      state.stopped = true;
    },
  };
  return ctrl;
}

// Loads the set and shows the puzzle asked for, or one near the player's rating; an id that
// is no puzzle is said, and the next puzzle offered (never opened in its place).
function start(s, deps) {
  return deps.loadSet().then(
    (list) => {
      if (s.stopped) return;
      s.puzzles = list;
      if (deps.wanted == null) return next(s, deps);
      const asked = puzzleById(list, String(deps.wanted));
      if (asked) return next(s, deps, asked);
      s.phase = 'missing';
      s.said = { kind: 'missing', count: list.length };
      deps.changed();
    },
    (e) => {
      if (s.stopped) return;
      s.phase = 'failed';
      s.said = { kind: 'failed', why: e.message };
      deps.changed();
    },
  );
}

function next(s, deps, chosen) {
  if (!s.puzzles) return;
  s.rating = deps.readRating();
  s.attempt = startPuzzle(
    chosen ?? pickNext(s.puzzles, s.progress, s.rating, deps.random, s.attempt?.puzzle.id, s.choice),
  );
  s.phase = 'solving';
  s.last = null;
  s.hint = null;
  s.said = null;
  s.solution = null;
  s.started++;
  deps.changed();
}

// The solver's legal moves while the puzzle waits for one.
const legal = (s) => (s.phase === 'solving' ? Rules.legalMoves(s.attempt.board, s.attempt.solver) : []);

// Plays a move on the board; false when the mode is gone or another puzzle was started
// meanwhile (Next, or a choice): what was waiting for the move then stops.
async function show(s, deps, board, move, result) {
  const puzzle = s.started;
  s.last = { move, result };
  await deps.show(board, move, result);
  return !s.stopped && s.started === puzzle;
}

// The player's move from square `from` to square `to` (indices), as the board reports it.
async function userMove(s, deps, from, to) {
  const move = moveBetween(legal(s), from, to);
  if (!move) return;
  s.hint = null;
  const verdict = judge(s.attempt, move);
  const left = movesLeft(s.attempt);
  s.phase = 'replying';
  deps.changed();
  if (!(await show(s, deps, s.attempt.board, move, verdict.result))) return;
  if (!verdict.right) return wrong(s, deps, verdict, left);
  s.said = { kind: 'right' };
  if (verdict.reply) {
    deps.changed();
    if (!(await show(s, deps, verdict.result.board, verdict.reply.move, verdict.reply.result))) return;
  }
  s.attempt = advance(s.attempt, verdict);
  if (s.attempt.solved) finish(s, deps);
  else {
    s.phase = 'solving';
    // A right move that does not solve the puzzle always has its reply (set.js judge).
    const reply = /** @type {{ move: any }} */ (verdict.reply);
    s.said = { kind: 'reply', move: Rules.moveToString(reply.move) };
  }
  deps.changed();
}

// A wrong move: played out with the answer that refutes it, then the reason.
async function wrong(s, deps, verdict, left) {
  const a = s.attempt;
  s.before = { ...a, mistakes: a.mistakes + 1 };
  if (verdict.reply && !(await show(s, deps, verdict.result.board, verdict.reply.move, verdict.reply.result)))
    return;
  s.attempt = { ...a, board: (verdict.reply ?? verdict).result.board, player: null };
  s.phase = 'wrong';
  s.said = { kind: 'wrong', verdict, left };
  deps.changed();
}

// The attempt scored (for the effects to store); returns the rating's change.
function score(s, deps) {
  s.rating = deps.readRating();
  s.score = scoreAttempt(s.progress, s.rating, s.attempt);
  s.progress = s.score.progress;
  s.rating = s.score.rating;
  return s.score.change;
}

// Solved: clean only with no wrong move and no hint, and the words say which it was.
function finish(s, deps) {
  const { mistakes, hints } = s.attempt;
  s.phase = 'solved';
  const change = score(s, deps);
  s.said = { kind: 'solved', clean: mistakes === 0 && hints === 0, mistakes, hints, change };
}

function retry(s, deps) {
  if (s.phase !== 'wrong') return;
  s.attempt = s.before;
  s.last = null;
  s.phase = 'solving';
  s.said = { kind: 'retry' };
  deps.changed();
}

// First the piece (selected on the board, so its destinations show), then the move itself.
function giveHint(s, deps) {
  if (s.phase !== 'solving') return;
  const m = Rules.parseMove(s.attempt.puzzle.line[s.attempt.step]);
  const { from, to } = moveSquares(m);
  if (!s.hint) {
    s.hint = { from };
    s.said = { kind: 'hint-piece' };
  } else {
    s.hint = { from, to };
    s.said = { kind: 'hint-move' };
  }
  s.attempt = { ...s.attempt, hints: s.attempt.hints + 1 };
  deps.changed();
}
