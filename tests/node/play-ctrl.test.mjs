// The play mode's controller (web/play/ctrl.js) and effects (web/play/effects.js) in Node, run by
// the page's loop (web/lib/mode-loop.js) with stand-ins for the page: a computer that plays its
// first legal move (at once, or when the test lets it), a board with no selection, a store that
// keeps records in memory and dialogs that count what they were asked to show. Every position the
// controller shows is checked against web/rules.js.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { squareIndex, moveFrom, moveTo } from '../../web/rules/util.js';
import { startFrom } from '../../web/play/game/read-moves.js';
import { say } from '../../web/play/say.js';
import { gameText, migrateGame } from '../../web/storage/game-record.js';
import { firstMoveAi, memoryGameStore, mountPlay, standInAdvice } from '../helpers/stand-ins.mjs';

const tick = () => new Promise((resolve) => setImmediate(resolve));
async function settle(ctrl) {
  for (let i = 0; i < 20 && (ctrl.game.aiTask || ctrl.game.animating); i++) await tick();
}

// The stand-ins (tests/helpers/stand-ins.mjs): mountPlay's extra advice replaces the stand-in's.
const mount = ({ extra, ...rest } = {}) => mountPlay({ ...rest, advice: standInAdvice(extra) });
const movesOf = (ctrl) => ctrl.game.plies.map((p) => Rules.moveToString(p.move));

// The position the controller shows is the start replayed by the rules with its moves.
function checkShown(ctrl) {
  const { game } = ctrl;
  let pos = game.start;
  const n = ctrl.shownPly();
  for (const ply of game.plies.slice(0, n)) {
    const r = Rules.applyMoveFor(pos.board, pos.player, ply.move);
    pos = { board: r.board, player: pos.player === 'blue' ? 'red' : 'blue' };
  }
  const shown = ctrl.shownPosition();
  assert.equal(Rules.formatPosition(shown.board, shown.player), Rules.formatPosition(pos.board, pos.player));
}

// The board is given exactly the legal moves of the side to move, as squares.
function checkDests(ctrl) {
  const pos = ctrl.game.live();
  const dests = ctrl.movable().dests;
  const want = new Map();
  for (const m of Rules.legalMoves(pos.board, pos.player)) {
    if (!want.has(moveFrom(m))) want.set(moveFrom(m), []);
    want.get(moveFrom(m)).push(moveTo(m));
  }
  assert.deepEqual(
    [...dests].map(([f, t]) => [f, [...t].sort()]).sort(),
    [...want].map(([f, t]) => [f, [...t].sort()]).sort(),
  );
}

// Blue's moves: a winning one when there is one, else one picked by a fixed sequence (the
// computer always plays its first legal move, so the game is the same every run).
function blueMove(board, turn) {
  const moves = Rules.legalMoves(board, 'blue');
  return (
    moves.find((m) => Rules.applyMove(board, m).winner === 'blue') || moves[(turn * 7919) % moves.length]
  );
}

const squaresOf = (m) => [squareIndex(m.fromR, m.fromC), squareIndex(m.toR, m.toC)];

test('a whole game against the computer: moves by the board, browsing, undo, to the result shown once', async () => {
  const { ctrl, seen, store } = mount();
  ctrl.startGame(startFrom(null), []);
  let turns = 0;
  while (!ctrl.game.over && turns++ < 400) {
    checkDests(ctrl);
    const pos = ctrl.game.live();
    const move = blueMove(pos.board, turns);
    ctrl.userMove(...squaresOf(move));
    await settle(ctrl);
    checkShown(ctrl);
    if (turns === 3) {
      // Browsing: the start, one move on, then a press on the board goes back to the game.
      ctrl.browse(0);
      checkShown(ctrl);
      assert.equal(ctrl.movable().dests, null, 'no moves while an earlier position is shown');
      ctrl.browse('next');
      assert.equal(ctrl.shownPly(), 1);
      checkShown(ctrl);
      ctrl.pressed('square');
      assert.equal(ctrl.state.browse, null);
      // Undo takes back the computer's reply and the player's move.
      const before = ctrl.game.plies.length;
      ctrl.undo();
      assert.equal(ctrl.game.plies.length, before - 2);
      assert.equal(ctrl.game.live().player, 'blue');
      checkShown(ctrl);
    }
  }
  assert.ok(ctrl.game.over, `the game ended (after ${ctrl.game.plies.length} plies)`);
  // The ending is the rules' own: the chariot home, or no legal move for the side to move.
  const last = ctrl.game.plies.at(-1).after;
  const ruled = Rules.winner(last.board);
  if (ruled) assert.equal(ctrl.game.over.winner, ruled);
  else assert.equal(Rules.legalMoves(last.board, last.player).length, 0);
  assert.equal(seen.results.length, 1, 'the result dialog opened once');
  assert.deepEqual(seen.gameOver, [ctrl.game.over]);
  // onMove for every move played, checked by the rules; the saved record is the game.
  assert.equal(seen.moves.at(-1).ply, ctrl.game.plies.length);
  assert.equal(seen.moves.at(-1).position, Rules.formatPosition(last.board, last.player));
  assert.deepEqual(store.load().moves.map(Rules.moveToString), movesOf(ctrl));
});

test('a move planned on the computer turn is played after its reply, or said to be gone', async () => {
  const ai = firstMoveAi({ held: true });
  const { ctrl } = mount({ ai });
  ctrl.startGame(startFrom(null), []);
  ctrl.userMove(...squaresOf(Rules.legalMoves(ctrl.game.live().board, 'blue')[0]));
  await settle(ctrl);
  assert.equal(ctrl.game.live().player, 'red');
  assert.ok(ctrl.game.aiTask, 'the computer is thinking');
  assert.equal(ctrl.movable().dests, null);
  const planDests = ctrl.movable().premoveDests;
  assert.ok(planDests && planDests.size > 0, 'the player may plan a move');
  // A plan the reply leaves legal is played at once after it.
  const plan = Rules.legalMoves(ctrl.game.live().board, 'blue').at(-1);
  ctrl.planMove(...squaresOf(plan));
  assert.deepEqual(ctrl.game.premove, plan);
  ai.release();
  await settle(ctrl);
  const replyAt = ctrl.game.plies.at(-2).after;
  const legal = Rules.legalMoves(replyAt.board, 'blue').map(Rules.moveToString);
  if (legal.includes(Rules.moveToString(plan))) {
    assert.equal(Rules.moveToString(ctrl.game.plies.at(-1).move), Rules.moveToString(plan));
    assert.equal(ctrl.game.plies.at(-1).player, 'blue');
  } else {
    assert.equal(ctrl.state.said.key, 'premoveGone');
    assert.match(say(ctrl.state.said), new RegExp(Rules.moveToString(plan)));
  }
  checkShown(ctrl);
  ai.release();
  await settle(ctrl);
  checkShown(ctrl);
});

test('resigning takes two presses; a saved game comes back as it was, its result not shown again', async () => {
  const first = mount();
  const { ctrl } = first;
  ctrl.startGame(startFrom(null), []);
  for (let i = 0; i < 3; i++) {
    ctrl.userMove(...squaresOf(Rules.legalMoves(ctrl.game.live().board, 'blue')[0]));
    await settle(ctrl);
  }
  ctrl.resign();
  assert.equal(ctrl.game.over, null, 'the first press only arms the button');
  assert.equal(ctrl.state.resignArmed, true);
  ctrl.resign();
  assert.deepEqual(ctrl.game.over, { winner: 'red', reason: 'resign' });
  assert.equal(first.seen.results.length, 1);
  const rec = first.store.load();
  assert.equal(rec.resigned, 'blue');
  assert.equal(rec.moves.length, 6);

  // A new page resumes it through the same store (as web/play/mode.js's openGame does).
  const second = mount({ store: first.store });
  const saved = second.store.load();
  second.ctrl.startGame(startFrom(saved.position), saved.moves, {
    restored: true,
    resigned: saved.resigned,
    players: { blue: saved.blue, red: saved.red, level: saved.level },
  });
  assert.deepEqual(second.ctrl.game.over, { winner: 'red', reason: 'resign' });
  assert.deepEqual(movesOf(second.ctrl), movesOf(ctrl));
  checkShown(second.ctrl);
  assert.equal(second.seen.results.length, 0, 'a restored game that was over does not greet with its result');
  assert.equal(second.seen.gameOver.length, 0);
});

test('a save refused because another tab went on shows that tab game, paused on the computer turn', async () => {
  const store = memoryGameStore();
  const { ctrl } = mount({ store });
  ctrl.startGame(startFrom(null), []);
  // Another tab played two more moves of this game and saved them.
  const elsewhere = migrateGame(JSON.parse(store.text)).value;
  let pos = startFrom(null);
  for (let i = 0; i < 3; i++) {
    const m = Rules.legalMoves(pos.board, pos.player)[0];
    elsewhere.moves.push(m);
    pos = {
      board: Rules.applyMoveFor(pos.board, pos.player, m).board,
      player: pos.player === 'blue' ? 'red' : 'blue',
    };
  }
  store.text = gameText(elsewhere); // this page did not hear of it
  ctrl.userMove(...squaresOf(Rules.legalMoves(ctrl.game.live().board, 'blue').at(-1)));
  for (let i = 0; i < 20 && ctrl.game.plies.length !== 3; i++) await tick();
  assert.deepEqual(movesOf(ctrl), elsewhere.moves.map(Rules.moveToString));
  checkShown(ctrl);
  assert.equal(ctrl.game.live().player, 'red');
  assert.equal(ctrl.game.paused, true, 'the computer plays in the tab that went on');
  assert.equal(ctrl.state.following, true);
  assert.equal(ctrl.state.said.key, 'movedElsewhere');
});

test("a move played from the hint is marked the hint's; in a review a press on the board keeps the place", async () => {
  // The stand-in hint: the rules' first legal move.
  const hint = (board, player) => {
    const move = Rules.legalMoves(board, player)[0];
    return Promise.resolve({ move, pv: [Rules.moveToString(move)] });
  };
  const extra = { hint, marks: null };
  const { ctrl } = mount({ extra });
  ctrl.startGame(startFrom(null), []);
  ctrl.hint();
  await tick();
  const hinted = ctrl.state.hint.move;
  assert.ok(hinted, 'the hint is shown');
  ctrl.userMove(...squaresOf(hinted));
  await settle(ctrl);
  assert.equal(ctrl.game.plies[0].fromHint, true, "the hint's move");
  assert.equal(ctrl.game.plies[1].fromHint, undefined, "the computer's reply is not");
  const other = Rules.legalMoves(ctrl.game.live().board, 'blue').at(-1);
  ctrl.userMove(...squaresOf(other));
  await settle(ctrl);
  assert.equal(ctrl.game.plies[2].fromHint, undefined, 'a move without a hint is not');
  // A review is on (its marks known): browsing to move 1, a press on the board keeps it there.
  extra.marks = ctrl.game.plies.map((p) => ({ mark: 'best', player: p.player, loss: 0 }));
  Object.assign(ctrl.deps.advice, { marks: extra.marks });
  ctrl.browse(1);
  ctrl.pressed('square');
  assert.equal(ctrl.shownPly(), 1, 'the place is kept');
  // The summary's buttons: the next move of a kind, round to the first.
  extra.marks[0].mark = 'blunder';
  extra.marks[2].mark = 'blunder';
  ctrl.reviewStep('blue', 'blunder');
  assert.equal(ctrl.shownPly(), 3);
  ctrl.reviewStep('blue', 'blunder');
  assert.equal(ctrl.shownPly(), 1);
  ctrl.reviewStep('red', 'blunder');
  assert.equal(ctrl.shownPly(), 1, 'none of that kind: the place is kept');
});

// Issue 21: a line said under the board ends with the next action: "Moves copied." does not stay
// through resigning, and the hint's words replace "This piece has no legal move."
test('the next action ends the line said before it: copied, a stuck piece', async () => {
  const { ctrl } = mount();
  // (Two players: against the computer, Resign before the first move is Abort.)
  ctrl.startGame(startFrom(null), [], { players: { blue: 'human', red: 'human' } });
  ctrl.say({ key: 'copied', what: 'moves' });
  assert.equal(say(ctrl.state.said), 'Moves copied.');
  ctrl.resign();
  assert.equal(ctrl.state.said, null, 'gone at the first press of Resign');
  ctrl.resign();
  assert.ok(ctrl.game.over);
  ctrl.startGame(startFrom(null), []);
  const d1 = squareIndex(0, 3);
  assert.equal(Rules.legalMoves(ctrl.game.live().board, 'blue').filter((m) => moveFrom(m) === d1).length, 0);
  ctrl.miss(d1);
  assert.equal(ctrl.state.said?.key, 'stuck', 'a piece with no move says so');
  ctrl.hint();
  assert.equal(ctrl.state.said, null, "the hint's words take its place");
  await tick();
  assert.ok(ctrl.state.hint?.move, 'the hint is there');
});
