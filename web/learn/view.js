// web/learn/view.js - the Learn mode's page: the board view (web/board/view.js, given Blue's legal
// destinations), the lesson's title, list, intro, count, task and the answer line, and the
// buttons, which call the controller (web/learn/ctrl.js). draw(ctrl) writes the controller's
// state into them and nothing else.
//
//   const view = createLessonView(container, ctrl);   // builds the DOM once
//   view.draw(ctrl);
//   view.board                                        // the board view (its destroy releases it)
// Hooks: the root has data-mode="learn", data-lesson (its id), data-step (0-based), data-state
// (task | checking | right | wrong | done); the answer line is .lesson-answer.

import * as Rules from '../rules.js';
import { el } from '../board/pieces.js';
import { createBoardView } from '../board/view.js';
import { previewOverlay, lastMarks } from '../board/marks.js';
import { lessonReason, lessonWords } from '../words/lessons.js';
import { moveSquares } from '../rules/util.js';
import { destsOf } from '../rules/dests.js';

export function createLessonView(container, ctrl) {
  container.classList.add('polis');
  container.textContent = '';
  container.dataset.mode = 'learn';
  const board = createBoardView({
    onMove: (from, to) => ctrl.userMove(from, to),
    label: 'Lesson board',
  });
  const btn = (action, text, fn) =>
    el('button', {
      type: 'button',
      class: 'btn lesson-btn',
      'data-action': action,
      text,
      onclick: () => {
        fn();
        board.focus();
      },
    });
  const parts = {
    container,
    board,
    title: el('h2', { class: 'lesson-title' }),
    intro: el('p', { class: 'lesson-intro' }),
    count: el('p', { class: 'lesson-count' }),
    task: el('p', { class: 'lesson-task' }),
    answer: el('p', { class: 'lesson-answer polis-preview', 'aria-live': 'polite' }),
    show: btn('lesson-show', lessonWords.show, () => ctrl.show()),
    retry: btn('lesson-retry', lessonWords.retry, () => ctrl.retry()),
    next: btn('lesson-next', lessonWords.next, () => ctrl.next()),
    exit: btn('lesson-exit', lessonWords.exit, () => ctrl.exit()),
    list: el(
      'select',
      { class: 'lesson-list', 'aria-label': lessonWords.choose },
      ...ctrl.lessons.map((l, i) => el('option', { value: String(i), text: `${i + 1}. ${l.title}` })),
    ),
    step: -1, // the step drawn: a new one drops the board's half-made move
  };
  parts.list.addEventListener('change', () => ctrl.choose(Number(parts.list.value)));
  const side = el(
    'div',
    { class: 'polis-side lesson-side' },
    parts.title,
    parts.list,
    parts.intro,
    parts.count,
    parts.task,
    el('div', { class: 'lesson-controls' }, parts.show, parts.retry, parts.next),
    parts.exit,
  );
  container.append(
    el(
      'div',
      { class: 'polis-main' },
      el('div', { class: 'polis-boardcol' }, board.element, parts.answer),
      side,
    ),
  );
  return { board, draw: (c) => drawLesson(parts, c) };
}

// What the last move earned, in words.
function answerText(answer) {
  if (!answer) return lessonWords.howTo;
  switch (answer.kind) {
    case 'wrong':
      return `${lessonWords.wrong} ${lessonReason(answer.reason)}`;
    case 'reply':
      return lessonWords.reply(answer.move, answer.left);
    case 'done':
      return lessonWords.lessonDone(answer.title, answer.more);
    default:
      return lessonWords.right;
  }
}

function drawLesson(parts, ctrl) {
  const { li, si, pos, phase, done } = ctrl.state;
  const L = ctrl.lesson;
  if (parts.step !== ctrl.state.step) parts.board.input.cancel();
  parts.step = ctrl.state.step;
  parts.title.textContent = L.title;
  parts.list.value = String(li);
  parts.intro.textContent = L.intro;
  parts.count.textContent = lessonWords.count(si + 1, L.steps.length, done.size, ctrl.lessons.length);
  parts.task.textContent =
    phase === 'task' && pos.goal !== ctrl.step.goal ? lessonWords.goalLeft(pos.goal.moves) : ctrl.step.task;
  parts.answer.textContent = answerText(ctrl.state.answer);
  drawLessonBoard(parts.board, ctrl);
  parts.next.hidden = !(phase === 'right' || phase === 'done');
  parts.retry.hidden = phase !== 'wrong' && !(phase === 'task' && pos.last);
  parts.show.hidden = phase !== 'task' || !!pos.last;
  Object.assign(parts.container.dataset, { lesson: L.id, step: String(si), state: phase });
}

function drawLessonBoard(board, ctrl) {
  const { pos, phase, shown } = ctrl.state;
  const tried = pos.tried && phase === 'wrong' ? pos.tried : null;
  board.update({
    pieces: pos.board,
    orientation: 'blue',
    // A wrong move's position is the task again once drawn: its pieces move.
    movable: { dests: ctrl.movable ? destsOf(pos.board, 'blue', ctrl.legal()) : null },
    last: pos.last ? lastMarks(pos.last) : tried ? lastMarks(tried) : new Map(),
    hint: shown && moveSquares(shown),
    overlay:
      shown && phase !== 'checking'
        ? previewOverlay(pos.board, shown, Rules.applyMoveFor(pos.board, 'blue', shown))
        : null,
  });
}
