// web/puzzle/view.js - the puzzle mode's view: builds the panel once beside the board view
// (web/board/view.js), and view.draw() writes the controller's state (web/puzzle/ctrl.js) into
// the page and nothing else. Buttons call the controller's methods.
//
//   const view = createPuzzleView(container, ctrl, { board, gameHref, theme });
//   view.draw();   view.destroy();
//
// Hooks for tests: the root has data-mode="puzzle", data-puzzle (the id), data-state (the
// controller's phase), data-step (plies of the line done), data-turn and data-theme (the
// puzzle's theme), data-solution-at (the move of the solution shown once it was played: 0 its
// start); [data-action="puzzle-solution"] shows the solution, [data-action="puzzle-solution-back"
// | "puzzle-solution-forward"] go through it; the choice of what to
// train is web/puzzle/choice-view.js.

import { levelRating } from '../lib/rating.js';
import { el, drawNoticeBox } from '../lib/dom.js';
import { createKeyHelp } from '../lib/key-help.js';
import { keyWords } from '../words/keys.js';
import { lastMarks } from '../board/marks.js';
import { puzzleGoal, puzzleWhy, puzzleWords as W } from '../words/puzzles.js';
import { storageWords } from '../words/storage.js';
import { applyTheme } from '../lib/theme.js';
import { createChoiceView, drawChoice } from './choice-view.js';
import { lineTree } from '../analysis/link.js';
import { analysisHref, editorHref } from '../lib/address.js';
import { analysisWords } from '../words/analysis.js';
import { modeKey } from '../lib/page-keys.js';

const puzzleButton = (action, label, onclick) =>
  el('button', { type: 'button', class: `btn btn-${action}`, 'data-action': action, text: label, onclick });

// The panel's DOM, once. `ctrl` gives the buttons their methods.
export function createPuzzleView(container, ctrl, { board, gameHref = '?', theme }) {
  const v = {
    container,
    board,
    theme,
    title: el('h2', { class: 'puzzle-title' }),
    goal: el('p', { class: 'puzzle-goal' }),
    said: el('p', { class: 'puzzle-feedback', 'aria-live': 'polite' }),
    hint: puzzleButton('puzzle-hint', 'Hint', () => ctrl.hint()),
    retry: puzzleButton('puzzle-retry', 'Try again', () => ctrl.retry()),
    next: puzzleButton('puzzle-next', 'Next puzzle', () => ctrl.next()),
    solution: puzzleButton('puzzle-solution', W.solution, () => ctrl.showSolution()),
    steps: createSteps(ctrl),
    choice: createChoiceView(ctrl),
    editor: el('a', { class: 'btn editor-entry', href: editorHref(), text: W.editor }),
    stats: el('p', { class: 'puzzle-stats' }),
    level: el('p', { class: 'puzzle-level' }),
    // Over the board, as on the game's page: what the browser does not keep.
    notice: el('div', { class: 'polis-notice', role: 'alert', hidden: true }),
    noticeShown: null,
    dismiss: () => ctrl.dismiss(),
  };
  const back = el(
    'div',
    { class: 'editor-row' },
    el('a', { class: 'btn puzzle-back', href: gameHref, text: W.back }),
    v.editor,
    (v.analyse = el('a', {
      class: 'btn',
      'data-action': 'puzzle-analyse',
      text: analysisWords.entry,
      hidden: true,
    })),
  );
  const panel = el(
    'aside',
    { class: 'polis-side puzzle-panel', 'aria-label': 'Puzzle' },
    v.choice.element,
    v.title,
    v.goal,
    v.said,
    el('div', { class: 'puzzle-controls' }, v.hint, v.retry, v.solution, v.next),
    v.steps.element,
    v.stats,
    v.level,
    back,
  );
  container.classList.add('polis');
  container.textContent = '';
  container.dataset.mode = 'puzzle';
  container.append(
    v.notice,
    el('div', { class: 'polis-main' }, el('div', { class: 'polis-boardcol' }, board.element), panel),
  );
  const onKey = (e) => stepKey(v, ctrl, e);
  document.addEventListener('keydown', onKey);
  const keys = createKeyHelp(container, { rows: keyWords.modes.puzzle, words: keyWords });
  return {
    board,
    draw: () => drawPuzzle(v, ctrl),
    destroy: () => {
      document.removeEventListener('keydown', onKey);
      keys.destroy();
      container.textContent = '';
    },
  };
}

// Back and Forward through the solution once shown, with where it is.
function createSteps(ctrl) {
  const step = (action, text, to) =>
    el('button', {
      type: 'button',
      class: 'btn',
      'data-action': action,
      text,
      onclick: () => ctrl.stepSolution(to),
    });
  const back = step('puzzle-solution-back', W.solutionBack, -1);
  const forward = step('puzzle-solution-forward', W.solutionForward, 1);
  const at = el('span', { class: 'puzzle-step-at', 'aria-live': 'polite' });
  const element = el(
    'div',
    { class: 'puzzle-steps', role: 'group', 'aria-label': W.solutionLabel, hidden: true },
    back,
    at,
    forward,
  );
  return { element, back, forward, at };
}

// The arrows (Home, End) go through the solution once it is shown, wherever the focus is but in
// a field.
const STEP_KEYS = { ArrowLeft: -1, ArrowRight: 1, Home: 'first', End: 'last' };
function stepKey(v, ctrl, e) {
  if (ctrl.state.phase !== 'shown' || !(e.key in STEP_KEYS) || !modeKey(e, v.container)) return;
  e.preventDefault();
  ctrl.stepSolution(STEP_KEYS[e.key]);
}

function drawSteps(p, s) {
  const sol = s.phase === 'shown' ? s.solution : null;
  p.element.hidden = !sol;
  if (!sol) return;
  const last = sol.frames.length - 1;
  p.at.textContent = W.solutionAt(sol.at, last);
  p.back.setAttribute('aria-disabled', String(sol.at === 0));
  p.forward.setAttribute('aria-disabled', String(sol.at === last));
}

// What the panel says, in words.
export function saidText(s) {
  const said = s.said;
  const a = s.attempt;
  if (!said) return '';
  switch (said.kind) {
    case 'loading':
      return W.loading;
    case 'failed':
      return W.failed(said.why);
    case 'right':
      return W.right;
    case 'reply':
      return W.reply(a.solver, said.move);
    case 'wrong':
      return puzzleWhy(a.puzzle, a.solver, said.verdict, said.left);
    case 'solved':
      return `${said.clean ? W.solved(a.puzzle) : W.solvedAfter(said.mistakes, said.hints)} ${W.change(said.change)}`;
    case 'missing':
      return W.missing(said.count);
    case 'showing':
      return W.showing;
    case 'shown':
      return `${W.shown(said.line)} ${W.change(said.change)}`;
    case 'retry':
      return W.retry;
    case 'hint-piece':
      return W.hintPiece;
    case 'hint-move':
      return W.hintMove;
  }
  throw new Error(`nothing to say for ${said.kind}`);
}

function drawBoard(v, ctrl) {
  const s = ctrl.state;
  // The solution gone through once shown: the position chosen, with the move that led there.
  const frame = s.phase === 'shown' && s.solution ? s.solution.frames[s.solution.at] : null;
  if (frame) {
    v.board.update({
      pieces: frame.board,
      orientation: s.attempt.solver,
      movable: { dests: null },
      last: frame.last ? lastMarks(frame.last) : new Map(),
      hint: null,
    });
    return;
  }
  v.board.update({
    pieces: s.attempt ? s.attempt.board : undefined,
    orientation: s.attempt ? s.attempt.solver : 'blue',
    // Plain destinations, no win marks: that is the puzzle.
    movable: { dests: ctrl.dests() },
    last: s.last ? lastMarks(s.last) : new Map(),
    hint: s.hint && s.hint.to !== undefined ? s.hint : null,
  });
}

function drawPanel(v, s) {
  const a = s.attempt;
  if (a) {
    v.title.textContent = W.title(a.puzzle.id);
    v.goal.textContent = puzzleGoal(a.puzzle, a.solver);
    v.goal.dataset.side = a.solver;
    v.level.textContent =
      s.phase === 'solved' || s.phase === 'shown' ? W.level(levelRating(a.puzzle.level).label) : '';
    // The editor opens on this puzzle's position.
    v.editor.href = editorHref(a.puzzle.position);
  }
  v.goal.hidden = !a;
  if (s.phase === 'missing') v.title.textContent = W.missingTitle;
  v.said.textContent = saidText(s);
  const count = s.puzzles ? ` \u00b7 ${W.solvedCount(s.progress.solved.length, s.puzzles.length)}` : '';
  v.stats.textContent = `${W.rating(s.rating)} \u00b7 ${W.streak(s.progress.streak, s.progress.best)}${count}`;
  v.hint.disabled = s.phase !== 'solving';
  v.retry.disabled = s.phase !== 'wrong';
  v.next.disabled = !s.puzzles;
  v.solution.disabled = s.phase !== 'solving' && s.phase !== 'wrong';
  drawChoice(v.choice, s);
  // Once solved or missed: the puzzle on the analysis board, its solution as the main line, seen
  // from the solver's side as here.
  v.analyse.hidden = !a || ['loading', 'solving', 'replying'].includes(s.phase);
  if (a)
    v.analyse.href = analysisHref({
      position: a.puzzle.position,
      tree: lineTree(a.puzzle.line),
      orientation: a.solver,
    });
}

function drawNotice(v, s) {
  if (v.noticeShown === s.notice) return;
  v.noticeShown = s.notice;
  drawNoticeBox(v.notice, s.notice === 'not-kept' ? [storageWords.puzzleNotKept] : [], v.dismiss);
}

function drawPuzzle(v, ctrl) {
  const s = ctrl.state;
  const a = s.attempt;
  const d = v.container.dataset;
  d.state = s.phase;
  d.puzzle = a ? String(a.puzzle.id) : '';
  d.step = a ? String(a.step) : '0';
  d.turn = a && s.phase === 'solving' ? a.solver : '';
  d.theme = a ? a.puzzle.theme : '';
  applyTheme(v.container, v.theme);
  d.solutionAt = s.phase === 'shown' && s.solution ? String(s.solution.at) : '';
  drawBoard(v, ctrl);
  drawPanel(v, s);
  drawSteps(v.steps, s);
  drawNotice(v, s);
}
