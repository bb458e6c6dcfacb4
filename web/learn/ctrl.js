// @ts-check
// web/learn/ctrl.js - the Learn mode's controller: which lesson and step is shown, the position on
// the board, what the last move earned, and the transitions (a move, "Show me", the step again,
// the next step, another lesson). It touches no DOM and no storage: web/learn/mode.js draws it
// (web/learn/view.js) and runs its effects (saving the lessons done, leaving the lessons).
// The engine comes in as dependencies, so tests/node/learn-ctrl.test.mjs drives it in Node.
//
//   const ctrl = createLearnCtrl({ done: ['moving'], prover, engine, changed });
//   await ctrl.userMove(from, to);    // square indices, as the board view reports them
//   ctrl.show(); ctrl.retry(); ctrl.next(); ctrl.choose(3); ctrl.exit();
//
// ctrl.state: LearnState; its dependencies: LearnDeps (both below).

import * as Rules from '../rules.js';
import { LESSONS } from './lessons.js';
import { checkStep, lessonReply } from './check.js';
import { moveBetween } from '../rules/dests.js';

/**
 * @typedef {object} LearnDeps
 * @property {typeof LESSONS} [lessons]
 * @property {string[]} [done]  the ids of the lessons finished before
 * @property {number | null} [start]  the lesson to open (its index), else the first not done
 * @property {() => Promise<any>} prover  the exact prover (web/explain/facts.js exactProver)
 * @property {() => Promise<any>} engine  an engine whose exact search gives Red's answers; both
 *   are asked only in the steps that need them ("win in N", "stop the chariot")
 * @property {() => void} changed
 */

/**
 * @typedef {object} LearnState
 * @property {number} li  the lesson's index
 * @property {number} si  the step's index
 * @property {{ board: any, goal: any, last: any, tried: any } | null} pos  the position shown, the
 *   goal left (a "win in N" shrinks as Red answers), the move drawn as last, the wrong move taken back
 * @property {'task' | 'checking' | 'right' | 'wrong' | 'done'} phase  a wrong move's position is
 *   the task again: moves are taken in task and wrong
 * @property {any} said  null, or what the last move earned: { kind: 'wrong', reason }
 *   (web/learn/check.js), { kind: 'reply', move, left }, { kind: 'right', after }, { kind: 'done',
 *   title, after, next } (after: what the step says once passed, or null; next: the next lesson's
 *   title, or null after the last)
 * @property {import('../../types/rules.js').Move | null} shown  the move "Show me" draws: a first
 *   wrong move is explained, not solved; the solution is drawn on "Show me" or after a second miss
 * @property {number} misses  the wrong moves made in this step
 * @property {Set<string>} done  the ids of the lessons finished
 * @property {number} step  counts the steps set up: the view drops a half-made move when it changes
 * @property {number} exits  counts the requests to leave the lessons (the effects call the host)
 */

/** @param {LearnDeps} deps */
export function createLearnCtrl({ lessons = LESSONS, done = [], start = null, prover, engine, changed }) {
  const doneSet = new Set(done);
  const first = Math.max(
    0,
    lessons.findIndex((l) => !doneSet.has(l.id)),
  );
  /** @type {LearnState} */
  const s = {
    li: start ?? first,
    si: 0,
    pos: null,
    phase: 'task',
    said: null,
    shown: null,
    misses: 0,
    done: doneSet,
    step: 0,
    exits: 0,
  };
  // The controller's inside: token drops a move's check that comes back after another transition.
  const c = { s, lessons, prover, engine, changed, token: 0 };
  const act =
    (fn) =>
    (...args) => {
      fn(c, ...args);
      changed();
    };
  const ctrl = {
    state: s,
    lessons,
    get lesson() {
      return lessonOf(c);
    },
    get step() {
      return stepOf(c);
    },
    /** Blue's legal moves in the position shown (none once it is won). */
    legal: () => legal(s),
    /** Takes moves: the task is set, or a wrong move was just taken back. */
    get movable() {
      return movable(s);
    },
    userMove: (from, to) => (movable(s) ? play(c, moveBetween(legal(s), from, to)) : Promise.resolve()),
    show: act(() => (s.shown = Rules.parseMove(stepOf(c).solution[0]))),
    retry: act(() => setStep(c, s.si)),
    next: act(next),
    choose: act((c, li) => {
      s.li = li;
      setStep(c, 0);
    }),
    exit: act(() => s.exits++),
    /** The lessons done, merged with those another tab saved meanwhile. */
    mergeDone(ids) {
      const before = s.done.size;
      for (const id of ids) s.done.add(id);
      if (s.done.size !== before) changed();
    },
    destroy() {
      c.token++;
    },
  };
  setStep(c, 0);
  return ctrl;
}

const lessonOf = (c) => c.lessons[c.s.li];
const stepOf = (c) => c.lessons[c.s.li].steps[c.s.si];
const movable = (s) => s.phase === 'task' || s.phase === 'wrong';

function legal(s) {
  return Rules.winner(s.pos.board) ? [] : Rules.legalMoves(s.pos.board, 'blue');
}

function setStep(c, n) {
  const { s } = c;
  c.token++;
  s.si = n;
  const { board } = Rules.parsePosition(stepOf(c).position);
  s.pos = { board, goal: stepOf(c).goal, last: null };
  s.step++;
  s.shown = null;
  s.misses = 0;
  s.phase = 'task';
  s.said = null;
}

// The next step, else the next lesson's first, else a request to leave.
function next(c) {
  const { s } = c;
  if (s.si + 1 < lessonOf(c).steps.length) setStep(c, s.si + 1);
  else if (s.li + 1 < c.lessons.length) {
    s.li++;
    setStep(c, 0);
  } else s.exits++;
}

// A move by Blue: drawn at once, then checked against the step's goal (the exact search for
// the goals that need it), then answered.
async function play(c, m) {
  const { s } = c;
  const t = ++c.token;
  s.phase = 'checking';
  s.shown = null;
  const before = s.pos.board;
  const res = Rules.applyMoveFor(before, 'blue', m);
  s.pos = { ...s.pos, board: res.board, last: { move: m, result: res } };
  c.changed();
  const goal = s.pos.goal;
  const prove = goal.kind === 'win' || goal.kind === 'stop' ? await c.prover() : null;
  const r = await checkStep(goal, before, 'blue', m, prove);
  if (t !== c.token) return;
  if (!r.ok) {
    s.phase = 'wrong';
    s.said = { kind: 'wrong', reason: r.reason };
    s.misses++;
    // The first miss is explained (its reason, its marks); the second also shows the way.
    s.shown = s.misses >= 2 ? Rules.parseMove(stepOf(c).solution[0]) : null;
    s.pos = { ...s.pos, board: before, last: null, tried: { move: m, result: res } };
  } else if (goal.kind === 'win' && !res.winner) {
    const e = await c.engine();
    if (t !== c.token) return;
    redAnswers(c, e, res.board, goal);
  } else finish(c);
  c.changed();
}

// On the way to a win in N: Red answers, and the goal is one move shorter.
function redAnswers(c, e, board, goal) {
  const { s } = c;
  const reply = lessonReply(e, board, 'red', 2 * goal.moves - 2);
  const after = Rules.applyMoveFor(board, 'red', reply);
  s.pos = {
    board: after.board,
    goal: { kind: 'win', moves: goal.moves - 1 },
    last: { move: reply, result: after },
  };
  s.phase = 'task';
  s.said = { kind: 'reply', move: Rules.moveToString(reply), left: goal.moves - 1 };
}

// The step's goal is reached: the lesson is done after its last step.
function finish(c) {
  const { s } = c;
  const lesson = lessonOf(c);
  const after = stepOf(c).after ?? null;
  s.phase = 'right';
  s.said = { kind: 'right', after };
  if (s.si + 1 < lesson.steps.length) return;
  s.done.add(lesson.id);
  s.phase = 'done';
  const next = c.lessons[s.li + 1];
  s.said = { kind: 'done', title: lesson.title, after, next: next ? next.title : null };
}
