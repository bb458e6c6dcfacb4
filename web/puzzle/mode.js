// web/puzzle/mode.js - the puzzle mode (index.html?puzzle, or ?puzzle=ID for one puzzle): its own small
// controller over the board view (which knows no rules). Shows the position, whose move and
// the goal; checks the player's moves against the puzzle's line (web/puzzle/set.js) and plays the
// replies; a wrong move is played out with the answer that refutes it and the reason, then the
// position comes back for another try; Hint shows the piece, then the move; a clean solve
// adds to the streak; the next puzzle is chosen near the player's puzzle rating; progress and
// rating are kept in the browser.
//
//   const p = mountPuzzles(container, { puzzle: 12, storage: localStorage, animationScale });
//
// Hooks for tests: the root has data-mode="puzzle", data-puzzle (the id), data-state
// (loading | solving | replying | wrong | solved | failed), data-step (plies of the line done)
// and data-turn; the board has the game's data-square / data-dest / data-last hooks.

import * as Rules from '../rules.js';
import { levelRating, loadRating } from '../lib/rating.js';
import { el } from '../board/pieces.js';
import { createBoardView } from '../board/view.js';
import { lastMarks } from '../board/marks.js';
import { NAME, puzzleGoal, puzzleWhy, puzzleWords as W } from '../words/play.js';
import {
  loadPuzzles,
  startPuzzle,
  judge,
  advance,
  movesLeft,
  pickNext,
  loadProgress,
  recordAttempt,
} from './set.js';
import { savedTheme, applyTheme } from '../play/record.js';
import { storageArea } from '../storage/store.js';
import { squareIndex } from '../rules/util.js';
import { destsOf, moveBetween } from '../rules/dests.js';

const at = (m) => squareIndex(m.fromR, m.fromC);

export function mountPuzzles(container, options = {}) {
  const storage = options.storage ?? storageArea();
  const media = (q) => (typeof matchMedia === 'function' ? matchMedia(q) : { matches: false });
  const reduced = media('(prefers-reduced-motion: reduce)');
  let puzzles = null;
  let attempt = null; // web/puzzle/set.js's attempt
  let state = 'loading';
  let last = null; // { move, result } drawn as the last move
  let hint = null; // { from, to? }
  let before = null; // the attempt before a wrong move, for the retry
  let progress = loadProgress(storage);
  let destroyed = false;
  const theme = savedTheme();

  container.classList.add('polis');
  container.textContent = '';
  container.dataset.mode = 'puzzle';
  const view = createBoardView({
    onMove: (from, to) => play(moveBetween(legal(), from, to)),
    animationScale: () => (reduced.matches ? 0 : (options.animationScale ?? 1)),
    label: 'Puzzle board',
  });
  const title = el('h2', { class: 'puzzle-title' });
  const goal = el('p', { class: 'puzzle-goal' });
  const feedback = el('p', { class: 'puzzle-feedback', 'aria-live': 'polite' });
  const button = (action, label, fn) =>
    el('button', {
      type: 'button',
      class: `btn btn-${action}`,
      'data-action': action,
      text: label,
      onclick: () => {
        fn();
        render();
      },
    });
  const b = {
    hint: button('puzzle-hint', 'Hint', giveHint),
    retry: button('puzzle-retry', 'Try again', retry),
    next: button('puzzle-next', 'Next puzzle', () => next()),
  };
  const stats = el('p', { class: 'puzzle-stats' });
  const level = el('p', { class: 'puzzle-level' });
  const back = el(
    'div',
    { class: 'editor-row' },
    el('a', { class: 'btn puzzle-back', href: options.gameHref ?? '?', text: W.back }),
    el('a', { class: 'btn editor-entry', href: '?editor', text: W.editor }),
  );
  const panel = el(
    'aside',
    { class: 'polis-side puzzle-panel', 'aria-label': 'Puzzle' },
    title,
    goal,
    feedback,
    el('div', { class: 'puzzle-controls' }, b.hint, b.retry, b.next),
    stats,
    level,
    back,
  );
  container.append(
    el('div', { class: 'polis-main' }, el('div', { class: 'polis-boardcol' }, view.element), panel),
  );
  feedback.textContent = W.loading;
  render();

  loadPuzzles(options.url).then(
    (list) => {
      if (destroyed) return;
      puzzles = list;
      const wanted = Number(options.puzzle);
      next(puzzles.find((p) => p.id === wanted));
    },
    (e) => {
      state = 'failed';
      feedback.textContent = W.failed(e.message);
      render();
    },
  );

  function next(chosen) {
    if (!puzzles) return;
    const rating = loadRating(storage, 'puzzles');
    attempt = startPuzzle(chosen ?? pickNext(puzzles, progress, rating, Math.random, attempt?.puzzle.id));
    state = 'solving';
    view.input.cancel();
    last = null;
    hint = null;
    feedback.textContent = '';
    render();
    view.focus();
  }

  // The solver's legal moves while the puzzle waits for one.
  const legal = () => (state === 'solving' ? Rules.legalMoves(attempt.board, attempt.solver) : []);

  async function show(board, move, result) {
    last = { move, result };
    await view.animate(board, move, result);
  }

  async function play(move) {
    hint = null;
    const verdict = judge(attempt, move);
    const left = movesLeft(attempt);
    const from = attempt.board;
    state = 'replying';
    render();
    await show(from, move, verdict.result);
    if (destroyed) return;
    if (!verdict.right) {
      before = { ...attempt, mistakes: attempt.mistakes + 1 };
      if (verdict.reply) await show(verdict.result.board, verdict.reply.move, verdict.reply.result);
      if (destroyed) return;
      attempt = { ...attempt, board: (verdict.reply ?? verdict).result.board, player: null };
      state = 'wrong';
      feedback.textContent = puzzleWhy(attempt.puzzle, attempt.solver, verdict, left);
      render();
      return;
    }
    feedback.textContent = W.right;
    if (verdict.reply) {
      render();
      await show(verdict.result.board, verdict.reply.move, verdict.reply.result);
      if (destroyed) return;
    }
    attempt = advance(attempt, verdict);
    if (attempt.solved) finish();
    else {
      state = 'solving';
      feedback.textContent = W.reply(attempt.solver, Rules.moveToString(verdict.reply.move));
    }
    render();
  }

  function finish() {
    state = 'solved';
    const clean = attempt.mistakes === 0 && attempt.hints === 0;
    const r = recordAttempt(storage, progress, attempt);
    progress = r.progress;
    feedback.textContent = `${clean ? W.solved(attempt.puzzle) : W.solvedAfter} ${W.change(r.change)}`;
  }

  function retry() {
    if (state !== 'wrong') return;
    attempt = before;
    last = null;
    state = 'solving';
    feedback.textContent = W.retry;
  }

  function giveHint() {
    if (state !== 'solving') return;
    const m = Rules.parseMove(attempt.puzzle.line[attempt.step]);
    // First the piece (selected, so its destinations show), then the move itself.
    if (!hint) {
      hint = { from: at(m) };
      view.input.select(at(m));
      feedback.textContent = W.hintPiece;
    } else {
      hint = { from: at(m), to: squareIndex(m.toR, m.toC) };
      feedback.textContent = W.hintMove;
    }
    attempt = { ...attempt, hints: attempt.hints + 1 };
  }

  function render() {
    if (destroyed) return;
    const ready = attempt !== null;
    const solver = ready ? attempt.solver : 'blue';
    container.dataset.state = state;
    container.dataset.puzzle = ready ? String(attempt.puzzle.id) : '';
    container.dataset.step = ready ? String(attempt.step) : '0';
    container.dataset.turn = ready && state === 'solving' ? solver : '';
    applyTheme(container, theme);
    view.update({
      pieces: ready ? attempt.board : undefined,
      orientation: solver,
      // Plain destinations, no win marks: that is the puzzle.
      movable: { dests: ready ? destsOf(attempt.board, attempt.solver, legal()) : null },
      last: last ? lastMarks(last) : new Map(),
      hint: hint && hint.to !== undefined ? hint : null,
    });
    if (ready) {
      title.textContent = W.title(attempt.puzzle.id);
      goal.textContent = puzzleGoal(attempt.puzzle, solver);
      goal.dataset.side = solver;
      level.textContent = state === 'solved' ? W.level(levelRating(attempt.puzzle.level).label) : '';
    }
    const rating = loadRating(storage, 'puzzles');
    stats.textContent = `${W.rating(rating)} \u00b7 ${W.streak(progress.streak, progress.best)}${puzzles ? ` \u00b7 ${W.solvedCount(progress.solved.length, puzzles.length)}` : ''}`;
    b.hint.disabled = state !== 'solving';
    b.retry.disabled = state !== 'wrong';
    b.next.disabled = !puzzles;
    if (typeof document !== 'undefined' && container.closest('body.polis-page'))
      document.title = ready
        ? `${W.title(attempt.puzzle.id)} \u00b7 ${NAME[solver]} to move \u00b7 Polis`
        : 'Polis';
  }

  return {
    element: container,
    next: () => next(),
    get puzzle() {
      return attempt ? { ...attempt.puzzle } : null;
    },
    destroy() {
      destroyed = true;
      view.finishAnimation();
      container.textContent = '';
    },
  };
}
