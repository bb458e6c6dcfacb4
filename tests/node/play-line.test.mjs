// The better line of a reviewed move is the play controller's state (ctrl.state.line,
// web/play/review/line.js): offered by the mode's effects (web/play/effects.js) after the draw, never by
// the drawing itself, and stepped by the controller's methods (the buttons' and keys'). The
// controller runs in Node with a review's marks given by a stand-in advice; the line's start and
// every step's position are checked against web/rules.js.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { squareIndex } from '../../web/rules/util.js';
import { startFrom } from '../../web/play/game/read-moves.js';
import { shownLine } from '../../web/play/review/line.js';
import { mountPlay, silentAi } from '../helpers/stand-ins.mjs';

const tick = () => new Promise((resolve) => setImmediate(resolve));

// Two humans (the computer never answers), the stand-ins of tests/helpers/stand-ins.mjs; nothing
// is drawn here: whatever the line holds, the effects offered it.
function mount() {
  const { ctrl, advice } = mountPlay({ ai: silentAi(), players: { blue: 'human', red: 'human' } });
  return { ctrl, advice };
}

const squaresOf = (m) => [squareIndex(m.fromR, m.fromC), squareIndex(m.toR, m.toC)];
const text = (pos) => Rules.formatPosition(pos.board, pos.player);
const boardText = (board) => Rules.formatPosition(board, 'blue');

test("a reviewed move's better line is offered by the effects, from the position before it", async () => {
  const { ctrl, advice } = mount();
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
  ctrl.browse(2);
  const offered = ctrl.state.line.offered;
  assert.ok(offered, 'the effects offered the line of the move shown');
  assert.equal(offered.key, '4:2');
  assert.equal(ctrl.state.line.step, -1, 'offered, not yet shown');
  assert.equal(text(offered.positions[0]), text(before), 'the line starts before the reviewed move');
  assert.deepEqual(
    offered.positions.slice(1).map((p) => p.text),
    pv,
  );
  // Shown and stepped through: each step's position is the rules' (the line's moves played out).
  ctrl.showLine();
  assert.equal(boardText(shownLine(ctrl.state.line).board), boardText(before.board));
  ctrl.stepLine(1);
  const one = Rules.applyMoveFor(before.board, before.player, better);
  assert.equal(shownLine(ctrl.state.line).step, 1);
  assert.equal(boardText(shownLine(ctrl.state.line).board), boardText(one.board));
  assert.equal(Rules.moveToString(shownLine(ctrl.state.line).next), pv[1], 'the move to come is the reply');
  ctrl.stepLine(5);
  assert.equal(ctrl.state.line.step, 2, 'the last step, no further');
  // The keys: Home goes to its start, Escape leaves it; a key the line does not use is not taken.
  assert.equal(ctrl.lineKey('Home'), true);
  assert.equal(ctrl.state.line.step, 0);
  assert.equal(ctrl.lineKey('x'), false);
  assert.equal(ctrl.lineKey('Escape'), true);
  assert.equal(shownLine(ctrl.state.line), null);
  assert.equal(ctrl.lineKey('ArrowRight'), false, "not shown: the arrows are the game's");
  // Another move shown: a move marked best offers no line.
  ctrl.showLine();
  ctrl.browse(1);
  assert.equal(ctrl.state.line.offered, null);
  assert.equal(ctrl.state.line.step, -1);
});
