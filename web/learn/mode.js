// The Learn mode: the lessons of web/learn/lessons.js on a board view of their own (the view knows no
// rules; this controller asks rules.js and web/learn/check.js). A step shows its task; a move
// that reaches the goal is praised and the step ends, Red answering in the steps that need
// more than one move; a wrong move is answered with its reason and taken back. "Show me" draws
// the intended move with the game's preview marks. Progress stays in localStorage.
//
//   const lesson = mountLesson(container, { onExit });   // index.html?learn
//   lesson.destroy()
// Hooks for tests: the root has data-mode="learn", data-lesson (its id), data-step (0-based),
// data-state (task | checking | right | wrong | done); the answer line is .lesson-answer.

import * as Rules from '../rules.js';
import { el } from '../board/pieces.js';
import { createBoardView } from '../board/view.js';
import { previewOverlay, lastMarks } from '../board/marks.js';
import { LESSONS } from './lessons.js';
import { checkStep, lessonReply } from './check.js';
import { lessonReason, lessonWords } from '../words/play.js';
import { pref, savedTheme, applyTheme } from '../play/record.js';
import { saveLessonsDone } from '../storage/progress.js';
import { squareIndex } from '../rules/util.js';
import { destsOf, moveBetween } from '../rules/dests.js';

const PROGRESS = 'learn-done'; // pref: the ids of finished lessons, comma-separated

/** The ids of the lessons finished in this browser. */
export function lessonsDone() {
  return pref(PROGRESS, '').split(',').filter(Boolean);
}

// The exact search for the goals that need it, on an engine of this page's own (loaded on the
// first such goal; a few plies on a small board take milliseconds).
let enginePromise = null;
function engine() {
  enginePromise ||= import('../engine.js').then((m) => m.createEngine());
  return enginePromise;
}
async function prover() {
  const [{ exactProver }, e] = await Promise.all([import('../explain/facts.js'), engine()]);
  return exactProver(e);
}

export function mountLesson(container, { onExit = null, start = null } = {}) {
  const done = new Set(lessonsDone());
  let li =
    start ??
    Math.max(
      0,
      LESSONS.findIndex((l) => !done.has(l.id)),
    );
  let si = 0;
  let pos = null; // { board, goal, last }
  let state = 'task';
  let answer = '';
  let shown = null; // the move "Show me" draws
  let token = 0;

  container.classList.add('polis');
  container.textContent = '';
  container.dataset.mode = 'learn';
  applyTheme(container, savedTheme());
  const view = createBoardView({
    onMove: (from, to) => {
      if (state === 'task') play(moveBetween(legal(), from, to));
    },
    label: 'Lesson board',
  });
  const title = el('h2', { class: 'lesson-title' });
  const intro = el('p', { class: 'lesson-intro' });
  const count = el('p', { class: 'lesson-count' });
  const task = el('p', { class: 'lesson-task' });
  const answerLine = el('p', { class: 'lesson-answer polis-preview', 'aria-live': 'polite' });
  const btn = (action, text, fn) =>
    el(
      'button',
      {
        type: 'button',
        class: 'btn lesson-btn',
        'data-action': action,
        onclick: () => {
          fn();
          render();
          view.focus();
        },
      },
      text,
    );
  const b = {
    show: btn('lesson-show', lessonWords.show, () => {
      shown = Rules.parseMove(step().solution[0]);
    }),
    retry: btn('lesson-retry', lessonWords.retry, () => setStep(si)),
    next: btn('lesson-next', lessonWords.next, next),
    exit: btn('lesson-exit', lessonWords.exit, () => onExit?.()),
  };
  const list = el(
    'select',
    { class: 'lesson-list', 'aria-label': lessonWords.choose },
    ...LESSONS.map((l, i) => el('option', { value: String(i), text: `${i + 1}. ${l.title}` })),
  );
  list.addEventListener('change', () => {
    li = Number(list.value);
    setStep(0);
  });
  const side = el(
    'div',
    { class: 'polis-side lesson-side' },
    title,
    list,
    intro,
    count,
    task,
    el('div', { class: 'lesson-controls' }, b.show, b.retry, b.next),
    b.exit,
  );
  container.append(
    el(
      'div',
      { class: 'polis-main' },
      el('div', { class: 'polis-boardcol' }, view.element, answerLine),
      side,
    ),
  );

  const lesson = () => LESSONS[li];
  const step = () => lesson().steps[si];

  function setStep(n) {
    token++;
    si = n;
    const { board } = Rules.parsePosition(step().position);
    pos = { board, goal: step().goal, last: null };
    view.input.cancel();
    shown = null;
    state = 'task';
    answer = '';
  }

  function next() {
    if (si + 1 < lesson().steps.length) setStep(si + 1);
    else if (li + 1 < LESSONS.length) {
      li++;
      setStep(0);
    } else onExit?.();
  }

  function legal() {
    return Rules.winner(pos.board) ? [] : Rules.legalMoves(pos.board, 'blue');
  }

  async function play(m) {
    const t = ++token;
    state = 'checking';
    shown = null;
    const before = pos.board;
    const res = Rules.applyMoveFor(before, 'blue', m);
    pos = { ...pos, board: res.board, last: { move: m, result: res } };
    render();
    const needsEngine = pos.goal.kind === 'win' || pos.goal.kind === 'stop';
    const prove = needsEngine ? await prover() : null;
    const r = await checkStep(pos.goal, before, 'blue', m, prove);
    if (t !== token) return;
    if (!r.ok) {
      state = 'wrong';
      answer = `${lessonWords.wrong} ${lessonReason(r.reason)}`;
      shown = Rules.parseMove(step().solution[0]);
      pos = { ...pos, board: before, last: null, tried: { move: m, result: res } };
    } else if (pos.goal.kind === 'win' && !res.winner) {
      // On the way to a win in N: Red answers, and the goal is one move shorter.
      const e = await engine();
      if (t !== token) return;
      const reply = lessonReply(e, res.board, 'red', 2 * pos.goal.moves - 2);
      const after = Rules.applyMoveFor(res.board, 'red', reply);
      pos = {
        board: after.board,
        goal: { kind: 'win', moves: pos.goal.moves - 1 },
        last: { move: reply, result: after },
      };
      state = 'task';
      answer = lessonWords.reply(Rules.moveToString(reply), pos.goal.moves);
    } else {
      state = 'right';
      answer = lessonWords.right;
      if (si + 1 === lesson().steps.length) {
        done.add(lesson().id);
        for (const id of saveLessonsDone(done)) done.add(id); // merged with another tab's
        state = 'done';
        answer = lessonWords.lessonDone(lesson().title, li + 1 < LESSONS.length);
      }
    }
    render();
  }

  function render() {
    const L = lesson();
    title.textContent = L.title;
    list.value = String(li);
    intro.textContent = L.intro;
    count.textContent = lessonWords.count(si + 1, L.steps.length, done.size, LESSONS.length);
    task.textContent =
      state === 'task' && pos.goal !== step().goal ? lessonWords.goalLeft(pos.goal.moves) : step().task;
    answerLine.textContent = answer || lessonWords.howTo;
    const tried = pos.tried && state === 'wrong' ? pos.tried : null;
    view.update({
      pieces: pos.board,
      orientation: 'blue',
      // A wrong move's position is the task again once drawn (below): its pieces move.
      movable: { dests: state === 'task' || state === 'wrong' ? destsOf(pos.board, 'blue', legal()) : null },
      last: pos.last ? lastMarks(pos.last) : tried ? lastMarks(tried) : new Map(),
      hint: shown && { from: squareIndex(shown.fromR, shown.fromC), to: squareIndex(shown.toR, shown.toC) },
      overlay:
        shown && state !== 'checking'
          ? previewOverlay(pos.board, shown, Rules.applyMoveFor(pos.board, 'blue', shown))
          : null,
    });
    b.next.hidden = !(state === 'right' || state === 'done');
    b.retry.hidden = state !== 'wrong' && !(state === 'task' && pos.last);
    b.show.hidden = state !== 'task' || !!pos.last;
    Object.assign(container.dataset, { lesson: L.id, step: String(si), state });
    if (state === 'wrong') state = 'task'; // the board is back as it was: try again
    // (data-state keeps "wrong" until the next move)
  }

  setStep(0);
  render();
  return {
    element: container,
    get lesson() {
      return lesson().id;
    },
    destroy() {
      token++;
      container.textContent = '';
    },
  };
}
