// web/puzzle/ctrl.js - the puzzle mode's controller: all of its state and its transitions, no
// DOM, no storage, no words (the view turns `said` into words, web/puzzle/view.js). The puzzle
// set's rules are web/puzzle/set.js; what the world does comes in as dependencies:
//
//   const ctrl = createPuzzleCtrl({
//     loadSet,      // () => Promise<[puzzle]> (web/puzzle/set.js loadPuzzles)
//     readProgress, // () => the stored progress     readRating: () => the stored puzzle rating
//     show,         // async (board, move, result): a move played on the board (the animation)
//     random,       // () => [0, 1), for the next puzzle's pick
//     wanted,       // the id asked for (?puzzle=ID), or null
//     changed,      // called after every transition (web/lib/mode-loop.js)
//   });
//   ctrl.start(); ctrl.userMove(from, to); ctrl.hint(); ctrl.retry(); ctrl.next();
//
// ctrl.state: phase (loading | solving | replying | wrong | solved | failed, the page's
// data-state), puzzles, attempt (set.js's), last ({ move, result } drawn as the last move),
// hint ({ from, to? }), before (the attempt before a wrong move, for the retry), said (what the
// panel says: { kind, ... }), progress, rating, score (the last solve's { progress, rating,
// change }, for the effects to store: web/puzzle/effects.js), started (counts the puzzles
// shown), notice ('not-kept' while the player is told the browser keeps nothing, or null).

import * as Rules from '../rules.js';
import { squareIndex } from '../rules/util.js';
import { destsOf, moveBetween } from '../rules/dests.js';
import { startPuzzle, judge, advance, movesLeft, pickNext, scoreAttempt } from './set.js';

export function createPuzzleCtrl(deps) {
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
    stopped: false,
  };
  const ctrl = {
    state,
    start: () => start(state, deps),
    next: (chosen) => next(state, deps, chosen),
    userMove: (from, to) => userMove(state, deps, from, to),
    hint: () => giveHint(state, deps),
    retry: () => retry(state, deps),
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
    stop: () => {
      state.stopped = true;
    },
  };
  return ctrl;
}

// Loads the set and shows the puzzle asked for, or one near the player's rating.
function start(s, deps) {
  return deps.loadSet().then(
    (list) => {
      if (s.stopped) return;
      s.puzzles = list;
      next(
        s,
        deps,
        list.find((p) => p.id === Number(deps.wanted)),
      );
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
    chosen ?? pickNext(s.puzzles, s.progress, s.rating, deps.random, s.attempt?.puzzle.id),
  );
  s.phase = 'solving';
  s.last = null;
  s.hint = null;
  s.said = null;
  s.started++;
  deps.changed();
}

// The solver's legal moves while the puzzle waits for one.
const legal = (s) => (s.phase === 'solving' ? Rules.legalMoves(s.attempt.board, s.attempt.solver) : []);

async function show(s, deps, board, move, result) {
  s.last = { move, result };
  await deps.show(board, move, result);
  return !s.stopped;
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
    s.said = { kind: 'reply', move: Rules.moveToString(verdict.reply.move) };
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

function finish(s, deps) {
  const a = s.attempt;
  s.phase = 'solved';
  s.rating = deps.readRating();
  s.score = scoreAttempt(s.progress, s.rating, a);
  s.progress = s.score.progress;
  s.rating = s.score.rating;
  s.said = { kind: 'solved', clean: a.mistakes === 0 && a.hints === 0, change: s.score.change };
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
  const from = squareIndex(m.fromR, m.fromC);
  if (!s.hint) {
    s.hint = { from };
    s.said = { kind: 'hint-piece' };
  } else {
    s.hint = { from, to: squareIndex(m.toR, m.toC) };
    s.said = { kind: 'hint-move' };
  }
  s.attempt = { ...s.attempt, hints: s.attempt.hints + 1 };
  deps.changed();
}
