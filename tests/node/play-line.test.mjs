// The better line of a reviewed move (web/play/review/better-line.js) is offered by the play mode's
// effects (web/play/effects.js), after the draw, never by the drawing itself: the controller
// (web/play/ctrl.js) runs in Node with a review's marks given by a stand-in advice, and a
// stand-in line records what it is offered. The line's start is checked against web/rules.js.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { squareIndex } from '../../web/rules/util.js';
import { startFrom } from '../../web/play/game/record.js';
import { mountPlay, silentAi } from '../helpers/stand-ins.mjs';

const tick = () => new Promise((resolve) => setImmediate(resolve));

// Two humans (the computer never answers), the stand-ins of tests/helpers/stand-ins.mjs; nothing
// is drawn here: whatever is offered, the effects offered it.
function mount() {
  const offers = [];
  const line = { offer: (key, start, moves, label) => offers.push({ key, start, moves, label }) };
  const { ctrl, advice } = mountPlay({ ai: silentAi(), players: { blue: 'human', red: 'human' }, line });
  return { ctrl, advice, offers };
}

const squaresOf = (m) => [squareIndex(m.fromR, m.fromC), squareIndex(m.toR, m.toC)];
const text = (pos) => Rules.formatPosition(pos.board, pos.player);

test("a reviewed move's better line is offered by the effects, from the position before it", async () => {
  const { ctrl, advice, offers } = mount();
  ctrl.startGame(startFrom(null), []);
  // Four moves, each the rules' first legal one; the positions kept to check the line's start.
  const positions = [ctrl.game.live()];
  for (let i = 0; i < 4; i++) {
    const pos = ctrl.game.live();
    ctrl.userMove(...squaresOf(Rules.legalMoves(pos.board, pos.player)[0]));
    for (let k = 0; k < 10 && ctrl.game.animating; k++) await tick();
    const r = Rules.applyMoveFor(pos.board, pos.player, ctrl.game.plies.at(-1).move);
    positions.push({ board: r.board, player: pos.player === 'blue' ? 'red' : 'blue' });
    assert.equal(text(ctrl.game.live()), text(positions.at(-1)));
  }
  // The review: the second move a mistake, its better move the last legal one and a reply.
  const before = positions[1];
  const better = Rules.legalMoves(before.board, before.player).at(-1);
  const after = Rules.applyMoveFor(before.board, before.player, better).board;
  const reply = Rules.legalMoves(after, before.player === 'blue' ? 'red' : 'blue')[0];
  const pv = [Rules.moveToString(better), Rules.moveToString(reply)];
  const mark = (m, best) => ({ mark: m, best, pv: best ? pv : [], line: [] });
  advice.marks = [mark('best'), mark('mistake', pv[0]), mark('best'), mark('good')];
  offers.length = 0;
  ctrl.browse(2);
  const offered = offers.at(-1);
  assert.ok(offered, 'the effects offered the line of the move shown');
  assert.equal(offered.key, '4:2');
  assert.equal(text(offered.start), text(before), 'the line starts before the reviewed move');
  assert.deepEqual(offered.moves, pv);
  // A move marked best offers no line.
  ctrl.browse(1);
  assert.equal(offers.at(-1).key, '4:1');
  assert.equal(offers.at(-1).moves, null);
});
