// web/learn/view.js - the Learn mode's page: the board view (web/board/view.js, given Blue's legal
// destinations), the lesson's title, list, intro, count, task and the line said, and the
// buttons, which call the controller (web/learn/ctrl.js). view.draw() writes the controller's
// state into them and nothing else.
//
//   const view = createLearnView(container, ctrl, { tapPlay, changed });   // builds the DOM once
//   view.draw();
//   view.board                                        // the board view
//   view.destroy();                                   // empties the container
// Hooks: the root has data-mode="learn", data-lesson (its id), data-step (0-based), data-state
// (task | checking | right | wrong | done); the line said is .lesson-answer, in the lesson's
// panel under the task, where the eye is (on a phone, where the panel is under the board, it
// is the panel's first line: web/style.css).

import * as Rules from '../rules.js';
import { el } from '../lib/dom.js';
import { createKeyHelp } from '../lib/key-help.js';
import { keyWords } from '../words/keys.js';
import { createBoardView } from '../board/view.js';
import { previewOverlay, lastMarks, destKinds } from '../board/marks.js';
import { lessonReason, lessonWords } from '../words/lessons.js';
import { moveSquares, moveFrom } from '../rules/util.js';
import { destsOf, moveBetween } from '../rules/dests.js';

// tapPlay: a tap on a destination plays at once (the game's "first tap" setting); else a first
// tap previews the move, as in the game, and a second plays it.
export function createLearnView(container, ctrl, { tapPlay = false, changed = () => {} } = {}) {
  container.classList.add('polis');
  container.textContent = '';
  container.dataset.mode = 'learn';
  const board = createBoardView({
    onMove: (from, to) => ctrl.userMove(from, to),
    onChange: changed,
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
    said: el('p', { class: 'lesson-answer polis-preview', 'aria-live': 'polite' }),
    legend: el('p', { class: 'lesson-legend', text: lessonWords.legend }),
    doneMark: el('p', { class: 'lesson-done', role: 'status', text: `\u2713 ${lessonWords.doneMark}` }),
    tapPlay,
    show: btn('lesson-show', lessonWords.show, () => ctrl.show()),
    retry: btn('lesson-retry', lessonWords.retry, () => ctrl.retry()),
    next: btn('lesson-next', lessonWords.next, () => ctrl.next()),
    exit: btn('lesson-exit', lessonWords.exit, () => ctrl.exit()),
    list: el(
      'select',
      { class: 'lesson-list', 'aria-label': lessonWords.choose },
      ...ctrl.lessons.map((l, i) => el('option', { value: String(i), text: `${i + 1}. ${l.title}` })),
    ),
  };
  parts.list.addEventListener('change', () => ctrl.choose(Number(parts.list.value)));
  const side = el(
    'div',
    { class: 'polis-side lesson-side' },
    parts.title,
    parts.list,
    parts.intro,
    parts.count,
    parts.doneMark,
    parts.task,
    parts.said,
    el('div', { class: 'lesson-controls' }, parts.show, parts.retry, parts.next),
    parts.exit,
  );
  container.append(
    el(
      'div',
      { class: 'polis-main' },
      el('div', { class: 'polis-boardcol' }, board.element, parts.legend),
      side,
    ),
  );
  const keys = createKeyHelp(container, { rows: keyWords.modes.learn, words: keyWords });
  return {
    board,
    draw: () => drawLesson(parts, ctrl),
    destroy: () => {
      keys.destroy();
      container.textContent = '';
    },
  };
}

// What the last move earned, in words.
function saidText(said, touchPreview) {
  if (touchPreview) return lessonWords.tapAgain;
  if (!said) return lessonWords.howTo;
  const after = said.after ? ` ${said.after}` : '';
  switch (said.kind) {
    case 'wrong':
      return `${lessonWords.wrong} ${lessonReason(said.reason)}`;
    case 'reply':
      return lessonWords.reply(said.move, said.left);
    case 'done':
      return `${lessonWords.lessonDone(said.title, said.next)}${after}`;
    default:
      return `${lessonWords.right}${after}`;
  }
}

function drawLesson(parts, ctrl) {
  const { li, si, pos, phase, done } = ctrl.state;
  const L = ctrl.lesson;
  parts.title.textContent = L.title;
  parts.list.value = String(li);
  parts.intro.textContent = L.intro;
  parts.count.textContent = lessonWords.count(si + 1, L.steps.length, done.size, ctrl.lessons.length);
  parts.task.textContent =
    phase === 'task' && pos.goal !== ctrl.step.goal ? lessonWords.goalLeft(pos.goal.moves) : ctrl.step.task;
  const touchPreview = ctrl.movable && parts.board.input.touchPreview;
  parts.said.textContent = saidText(ctrl.state.said, touchPreview);
  drawLessonBoard(parts, ctrl);
  const { said, shown } = ctrl.state;
  // A finished lesson: its own mark in place of the task, and Next names what comes.
  parts.doneMark.hidden = phase !== 'done';
  parts.task.hidden = phase === 'done';
  parts.next.textContent =
    phase !== 'done' ? lessonWords.next : said.next ? lessonWords.nextLesson(said.next) : lessonWords.exit;
  parts.next.hidden = !(phase === 'right' || phase === 'done');
  // After the last lesson, Next is "Play a game": the same button below is not shown twice.
  parts.exit.hidden = phase === 'done' && !said.next;
  parts.retry.hidden = phase !== 'wrong' && !(phase === 'task' && pos.last);
  // Show me: before a move, and after a miss until the solution is drawn.
  parts.show.hidden = !((phase === 'task' && !pos.last) || (phase === 'wrong' && !shown));
  parts.legend.hidden = !(phase === 'wrong' && shown && pos.tried);
  Object.assign(parts.container.dataset, { lesson: L.id, step: String(si), state: phase });
}

const NOTHING = { hops: [], captured: [] };

// The board as the game draws it: the destinations marked by what they do (a move that hands
// Red the game is marked as one), a picked move previewed before it is played.
function drawLessonBoard(parts, ctrl) {
  const { board } = parts;
  const { pos, phase, shown } = ctrl.state;
  const tried = pos.tried && phase === 'wrong' ? pos.tried : null;
  const legal = ctrl.movable ? ctrl.legal() : [];
  const resultOf = (m) => Rules.applyMoveFor(pos.board, 'blue', m);
  // The move picked and previewed (the selection may be older than the position: checked).
  const p = ctrl.movable ? board.input.preview : null;
  const previewed = p && moveBetween(legal, p.from, p.to);
  const drawn = previewed || (shown && phase !== 'checking' ? shown : null);
  board.update({
    pieces: pos.board,
    orientation: 'blue',
    // A wrong move's position is the task again once drawn: its pieces move.
    movable: {
      dests: ctrl.movable ? destsOf(pos.board, 'blue', legal) : null,
      tapPlay: parts.tapPlay,
      previews: true,
      marks: (from) =>
        destKinds(
          legal.filter((m) => moveFrom(m) === from),
          resultOf,
          'blue',
        ),
    },
    // A wrong move taken back keeps its two squares marked, not its jumps: the pieces it made
    // jump are back where they stood, so arrows would point at nothing (issue 30).
    last: pos.last
      ? lastMarks(pos.last)
      : tried
        ? lastMarks({ move: tried.move, result: NOTHING })
        : new Map(),
    hint: shown && moveSquares(shown),
    overlay: drawn ? previewOverlay(pos.board, drawn, resultOf(drawn)) : null,
  });
}
