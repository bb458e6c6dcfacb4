// Playing a lesson step's intended solution on the page (tests/journeys/learn-mode.test.mjs and
// newcomer.test.mjs): each move by the caller's input, Red answering by the engine's exact
// search as the page does, and the board compared with the rules after every move.
//
//   await playSolution(page, engine, step, (m) => move(page, m, 'touch'), name);

import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { lessonReply } from '../../web/learn/check.js';
import { waitFor } from './browser.mjs';
import { readDomBoard, encode } from './page.mjs';

export async function playSolution(page, engine, step, play, name) {
  let { board } = Rules.parsePosition(step.position);
  let goal = step.goal;
  for (const m of step.solution) {
    await play(m);
    const res = Rules.applyMoveFor(board, 'blue', Rules.parseMove(m));
    board = res.board;
    if (goal.kind === 'win' && !res.winner) {
      const reply = lessonReply(engine, board, 'red', 2 * goal.moves - 2);
      board = Rules.applyMoveFor(board, 'red', reply).board;
      goal = { kind: 'win', moves: goal.moves - 1 };
      await waitFor(
        page,
        (t) => document.querySelector('.lesson-answer').textContent.includes(t),
        `Red answered ${Rules.moveToString(reply)}`,
      );
    }
    assert.deepEqual((await readDomBoard(page)).board, encode(board), `${name}: after ${m}`);
  }
  return board;
}
