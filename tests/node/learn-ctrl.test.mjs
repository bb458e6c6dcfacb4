// The Learn mode's controller (web/learn/ctrl.js) in Node, with no page and no wasm: the exact
// search it asks for "win in N" and "stop the chariot" is a stand-in written here over
// web/rules.js (a plain negamax to the depth asked). Lessons are played through as a player
// would: a wrong move answered and taken back, "Show me", the step again, the intended moves
// with Red's answers, the next step, the lesson done; every position shown is checked against
// the rules.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { createLearnCtrl } from '../../web/learn/ctrl.js';
import { LESSONS } from '../../web/learn/lessons.js';
import { other, squareIndex } from '../../web/rules/util.js';

// 1: `side` (to move) forces a win within `depth` plies; -1: it loses by force; 0: neither.
function solve(board, side, depth) {
  const moves = Rules.legalMoves(board, side);
  if (!moves.length) return -1;
  if (depth === 0) return 0;
  let best = -1;
  for (const m of moves) {
    const r = Rules.applyMoveFor(board, side, m);
    const v = r.winner ? (r.winner === side ? 1 : -1) : -solve(r.board, other(side), depth - 1);
    if (v > best) best = v;
    if (best === 1) break;
  }
  return best;
}
const prove = (board, side, depth) => ({ 1: 'win', '-1': 'loss' })[solve(board, side, depth)] ?? null;
// The stand-in engine: Red's answer is its move that holds out best (the first such).
const engine = {
  search(board, side, { depth }) {
    let best = null;
    for (const m of Rules.legalMoves(board, side)) {
      const r = Rules.applyMoveFor(board, side, m);
      const v = r.winner ? (r.winner === side ? 1 : -1) : -solve(r.board, other(side), depth - 1);
      if (!best || v > best.v) best = { move: m, v };
    }
    return { move: best.move };
  },
};

function setup(options = {}) {
  let changes = 0;
  const ctrl = createLearnCtrl({
    prover: async () => prove,
    engine: async () => engine,
    changed: () => changes++,
    ...options,
  });
  return { ctrl, changes: () => changes };
}

const squares = (text) => {
  const m = Rules.parseMove(text);
  return [squareIndex(m.fromR, m.fromC), squareIndex(m.toR, m.toC)];
};
const play = (ctrl, text) => ctrl.userMove(...squares(text));
const position = (step) => Rules.parsePosition(step.position).board;

test('a lesson played through: a wrong move taken back, Show me, the step again, each step passed', async () => {
  const { ctrl, changes } = setup({ start: 0 });
  const lesson = LESSONS[0];
  assert.equal(ctrl.lesson.id, lesson.id);
  for (const [si, step] of lesson.steps.entries()) {
    assert.equal(ctrl.state.si, si);
    assert.equal(ctrl.state.phase, 'task');
    assert.deepEqual(ctrl.state.pos.board, position(step), `step ${si + 1} shows its position`);
    // A wrong move: its reason, the position back as it was, the intended move not shown yet.
    const wrong = step.wrong[0];
    await play(ctrl, wrong.move);
    assert.equal(ctrl.state.phase, 'wrong');
    assert.equal(ctrl.state.said.kind, 'wrong');
    assert.equal(ctrl.state.said.reason.kind, wrong.reason);
    assert.deepEqual(ctrl.state.pos.board, position(step), 'the wrong move is taken back');
    assert.equal(ctrl.state.shown, null, 'a first wrong move is explained, not solved');
    assert.ok(ctrl.movable, 'the player tries again at once');
    // The step again, then Show me.
    ctrl.retry();
    assert.equal(ctrl.state.shown, null);
    assert.equal(ctrl.state.said, null);
    ctrl.show();
    assert.equal(Rules.moveToString(ctrl.state.shown), step.solution[0]);
    // The intended move: the position after it is the rules' own.
    const before = changes();
    const pending = play(ctrl, step.solution[0]);
    assert.equal(ctrl.state.phase, 'checking', 'drawn while it is checked');
    assert.equal(ctrl.movable, false, 'no second move while the first is checked');
    await pending;
    assert.ok(changes() >= before + 2, 'changed on the move and on its answer');
    const after = Rules.applyMoveFor(position(step), 'blue', Rules.parseMove(step.solution[0]));
    assert.deepEqual(ctrl.state.pos.board, after.board);
    const last = si === lesson.steps.length - 1;
    assert.equal(ctrl.state.phase, last ? 'done' : 'right');
    if (!last) ctrl.next();
  }
  assert.deepEqual([...ctrl.state.done], [lesson.id]);
  assert.deepEqual(ctrl.state.said, {
    kind: 'done',
    title: lesson.title,
    after: null,
    next: LESSONS[1].title,
  });
  ctrl.next();
  assert.equal(ctrl.lesson.id, LESSONS[1].id, 'the next lesson follows the last step');
  assert.equal(ctrl.state.si, 0);
});

test('a win in two: Red answers by the exact search, the goal shrinks, the lesson ends won', async () => {
  const li = LESSONS.findIndex((l) => l.steps.some((s) => s.goal.kind === 'win' && s.goal.moves === 2));
  const lesson = LESSONS[li];
  const si = lesson.steps.findIndex((s) => s.goal.kind === 'win' && s.goal.moves === 2);
  const { ctrl } = setup({ start: li });
  for (let k = 0; k < si; k++) {
    await play(ctrl, lesson.steps[k].solution[0]);
    assert.ok(['right', 'done'].includes(ctrl.state.phase), `step ${k + 1} passed`);
    ctrl.next();
  }
  const step = lesson.steps[si];
  let board = position(step);
  assert.deepEqual(ctrl.state.pos.board, board);
  for (const [k, m] of step.solution.entries()) {
    await play(ctrl, m);
    board = Rules.applyMoveFor(board, 'blue', Rules.parseMove(m)).board;
    if (k < step.solution.length - 1) {
      // Red's answer is a legal move from the position after Blue's, and the goal is one shorter.
      assert.equal(ctrl.state.phase, 'task');
      const { move, left } = ctrl.state.said;
      assert.equal(left, step.goal.moves - 1 - k);
      assert.deepEqual(ctrl.state.pos.goal, { kind: 'win', moves: left });
      board = Rules.applyMoveFor(board, 'red', Rules.parseMove(move)).board;
      assert.deepEqual(ctrl.state.pos.board, board, 'the position after Red answered');
    }
  }
  assert.equal(Rules.winner(board), 'blue');
  assert.deepEqual(ctrl.state.pos.board, board);
  assert.ok(['right', 'done'].includes(ctrl.state.phase));
  assert.equal(ctrl.legal().length, 0, 'nothing moves once the chariot is home');
});

test('choosing another lesson drops a move still being checked; the lessons done merge; the last Next leaves', async () => {
  const { ctrl, changes } = setup({ done: LESSONS.slice(0, -1).map((l) => l.id) });
  const last = LESSONS.length - 1;
  assert.equal(ctrl.state.li, last, 'the first lesson not done is shown');
  const pending = play(ctrl, ctrl.step.solution[0]);
  const before = changes();
  ctrl.choose(0);
  // The page draws the lesson chosen in the list at once (it used not to: the list showed the
  // new lesson while the board, the task and data-lesson kept the old one).
  assert.equal(changes(), before + 1, 'choosing a lesson is drawn');
  assert.equal(ctrl.lesson.id, LESSONS[0].id);
  await pending;
  assert.equal(ctrl.state.phase, 'task', 'the check that came back late changed nothing');
  assert.deepEqual(ctrl.state.pos.board, position(LESSONS[0].steps[0]));
  ctrl.mergeDone(['from-another-tab']);
  assert.ok(ctrl.state.done.has('from-another-tab'));
  ctrl.choose(last);
  for (const [si, step] of LESSONS[last].steps.entries()) {
    assert.equal(ctrl.state.si, si);
    for (const [k, m] of step.solution.entries()) {
      await play(ctrl, m);
      if (k < step.solution.length - 1) assert.equal(ctrl.state.phase, 'task');
    }
    assert.ok(['right', 'done'].includes(ctrl.state.phase), `step ${si + 1} passed`);
    assert.equal(ctrl.state.exits, 0);
    ctrl.next();
  }
  assert.equal(ctrl.state.exits, 1, 'Next after the last lesson asks to leave');
  ctrl.exit();
  assert.equal(ctrl.state.exits, 2);
});

// Issue 21: the first wrong move of a step shows what went wrong and no solution; the solution
// comes on "Show me" (also right after the miss) or with a second miss; a new step starts afresh.
test('a first miss is explained without the solution; Show me or a second miss shows it', async () => {
  for (const [li, lesson] of LESSONS.entries()) {
    const { ctrl } = setup({ start: li });
    const step = lesson.steps[0];
    const wrong = step.wrong[0].move;
    await play(ctrl, wrong);
    assert.equal(ctrl.state.phase, 'wrong', `${lesson.id}: ${wrong} is wrong`);
    assert.equal(ctrl.state.shown, null, `${lesson.id}: no solution after a first miss`);
    assert.ok(ctrl.state.pos.tried, `${lesson.id}: the move tried is kept to be marked`);
    ctrl.show();
    assert.equal(
      Rules.moveToString(ctrl.state.shown),
      step.solution[0],
      `${lesson.id}: Show me after a miss`,
    );
    ctrl.retry();
    assert.equal(ctrl.state.shown, null);
    await play(ctrl, wrong);
    assert.equal(ctrl.state.shown, null, `${lesson.id}: the step again starts afresh`);
    await play(ctrl, wrong);
    assert.equal(
      Rules.moveToString(ctrl.state.shown),
      step.solution[0],
      `${lesson.id}: a second miss shows the solution`,
    );
  }
});
