// The board's input state machine (web/board/input.js) without a DOM, driven as the board view
// drives it (presses, drags, hovers, Escape), with destinations computed by web/rules/dests.js
// from real positions: selection → destinations → the move reported; touch previews; drag;
// premoves; Escape. node --test tests/node/board-input.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { createBoardInput } from '../../web/board/input.js';
import { destsOf, moveBetween } from '../../web/rules/dests.js';
import { moveFrom, moveTo, other } from '../../web/rules/util.js';

const sq = (name) => (Number(name[1]) - 1) * 8 + (name.charCodeAt(0) - 97);
const START = Rules.parsePosition('Bbbbbbbb/bbbbbbbb/8/8/8/8/rrrrrrrr/rrrrrrrR b');

// A machine whose events are recorded in order.
function machine(config) {
  const log = [];
  const input = createBoardInput({
    move: (from, to) => log.push(['move', from, to]),
    premove: (from, to) => log.push(['premove', from, to]),
    miss: (i) => log.push(['miss', i]),
    input: (kind) => log.push(['input', kind]),
    changed: () => log.push(['changed']),
  });
  input.set(config);
  const events = (name) => log.filter((e) => e[0] === name);
  return { input, log, events };
}

test('destsOf gives every legal move of the side, and moveBetween finds it back', () => {
  let { board, player } = START;
  // Along a game of the first legal moves, every position's destinations are its legal moves.
  for (let ply = 0; ply < 40 && !Rules.winner(board); ply++) {
    const legal = Rules.legalMoves(board, player);
    if (!legal.length) break;
    const dests = destsOf(board, player);
    const pairs = [...dests].flatMap(([from, tos]) => tos.map((to) => `${from}-${to}`)).sort();
    assert.deepEqual(pairs, legal.map((m) => `${moveFrom(m)}-${moveTo(m)}`).sort());
    for (const m of legal) assert.equal(moveBetween(legal, moveFrom(m), moveTo(m)), m);
    const m = legal[(ply * 7) % legal.length];
    board = Rules.applyMoveFor(board, player, m).board;
    player = other(player);
  }
});

test('a click selects a piece, a click on its destination reports the move, which is legal', () => {
  const { input, events } = machine({ dests: destsOf(START.board, 'blue') });
  const from = sq('b2');
  const to = input.destsFrom(from)[0];
  assert.ok(to !== undefined, 'b2 has a destination at the start');
  input.square(from, 'mouse');
  assert.equal(input.selected, from);
  input.square(to, 'mouse');
  assert.deepEqual(events('move'), [['move', from, to]]);
  assert.equal(input.selected, null);
  const m = moveBetween(Rules.legalMoves(START.board, 'blue'), from, to);
  assert.ok(m, 'the reported move is legal');
  assert.deepEqual(events('input'), [
    ['input', 'square'],
    ['input', 'square'],
  ]);
});

test('a second click on the selected piece, or on an empty square, drops the selection', () => {
  const { input, events } = machine({ dests: destsOf(START.board, 'blue') });
  input.square(sq('b2'));
  input.square(sq('b2'));
  assert.equal(input.selected, null);
  assert.deepEqual(events('miss'), [], 'the selected piece itself is no miss');
  input.square(sq('b2'));
  input.square(sq('e5')); // empty, not a destination of b2
  assert.equal(input.selected, null);
  assert.deepEqual(events('miss'), [['miss', sq('e5')]]);
  assert.deepEqual(events('move'), []);
  // A press on the other side's piece selects nothing.
  input.square(sq('g7'));
  assert.equal(input.selected, null);
});

test('a click on another piece of the side moves the selection to it', () => {
  const { input } = machine({ dests: destsOf(START.board, 'blue') });
  input.square(sq('b2'));
  input.square(sq('c2'));
  assert.equal(input.selected, sq('c2'));
});

test('touch: the first tap on a destination previews the move, the second plays it; tap-play plays at once', () => {
  const dests = destsOf(START.board, 'blue');
  const from = sq('b2');
  const to = dests.get(from)[0];
  const a = machine({ dests, previews: true });
  a.input.square(from, 'touch');
  a.input.square(to, 'touch');
  assert.deepEqual(a.input.preview, { from, to });
  assert.equal(a.input.touchPreview, true);
  assert.deepEqual(a.events('move'), []);
  // The second tap held long (or seen late on a busy phone) is still the second tap: it plays.
  assert.equal(a.input.longPress(to), false, 'the previewed move: the tap is not used up');
  assert.deepEqual(a.events('move'), []);
  a.input.square(to, 'touch');
  assert.deepEqual(a.events('move'), [['move', from, to]]);
  assert.equal(a.input.preview, null);

  const b = machine({ dests, previews: true, tapPlay: true });
  b.input.square(from, 'touch');
  b.input.square(to, 'touch');
  assert.deepEqual(b.events('move'), [['move', from, to]]);

  // A long press previews instead (and uses the tap up).
  assert.equal(b.input.longPress(to), false, 'nothing selected: no preview');
  b.input.square(from, 'touch');
  assert.equal(b.input.longPress(to), true);
  assert.deepEqual(b.input.preview, { from, to });

  // Modes without previews (puzzles, lessons) play on the first tap.
  const c = machine({ dests });
  c.input.square(from, 'touch');
  c.input.square(to, 'touch');
  assert.deepEqual(c.events('move'), [['move', from, to]]);
});

test('hover previews the move to the square under the mouse, and off the board drops it', () => {
  const dests = destsOf(START.board, 'blue');
  const { input, events } = machine({ dests, previews: true });
  const from = sq('b2');
  const to = dests.get(from)[0];
  input.hover(to);
  assert.equal(input.preview, null, 'nothing selected');
  input.square(from);
  input.hover(to);
  assert.deepEqual(input.preview, { from, to });
  const n = events('changed').length;
  input.hover(to);
  assert.equal(events('changed').length, n, 'the same preview is not drawn again');
  input.hover(sq('h8'));
  assert.equal(input.preview, null);
  input.hover(to);
  input.hover(null);
  assert.equal(input.preview, null);
});

test('drag: only a piece that can move is picked up; a drop on a destination reports the move', () => {
  const dests = destsOf(START.board, 'blue');
  const { input, events } = machine({ dests });
  assert.equal(input.dragStart(sq('e4')), false, 'an empty square');
  assert.equal(input.dragStart(sq('a1')), false, 'the chariot behind its dogs cannot move');
  assert.equal(input.dragStart(sq('g7')), false, "the other side's piece");
  const from = sq('b2');
  assert.equal(input.dragStart(from), true);
  assert.equal(input.selected, from);
  input.drop(from, from); // back on its square: still selected, as after a click
  assert.equal(input.selected, from);
  input.drop(from, null); // off the board
  assert.equal(input.selected, null);
  input.dragStart(from);
  input.drop(from, sq('e5')); // not a destination
  assert.deepEqual(events('move'), []);
  const to = dests.get(from)[0];
  input.dragStart(from);
  input.drop(from, to);
  assert.deepEqual(events('move'), [['move', from, to]]);
  assert.deepEqual(events('input').at(-1), ['input', 'drag']);
});

test('premove: while the other side is to move, a move is planned (never played), and a miss drops the plan', () => {
  // Red to move; Blue (the player) plans with its own moves.
  const premoveDests = destsOf(START.board, 'blue');
  const { input, events } = machine({ dests: null, premoveDests, previews: true });
  assert.equal(input.planning, true);
  const from = sq('c2');
  const to = premoveDests.get(from)[0];
  input.square(from, 'touch');
  input.square(to, 'touch'); // no preview for a plan: planned at once
  assert.deepEqual(events('premove'), [['premove', from, to]]);
  assert.deepEqual(events('move'), []);
  input.hover(to);
  assert.equal(input.preview, null, 'no hover preview while planning');
  input.square(sq('e5'));
  assert.deepEqual(events('premove').at(-1), ['premove', null, undefined]);
});

test('Escape drops the selection and the preview', () => {
  const dests = destsOf(START.board, 'blue');
  const { input } = machine({ dests, previews: true });
  input.square(sq('b2'));
  input.hover(dests.get(sq('b2'))[0]);
  input.escape();
  assert.equal(input.selected, null);
  assert.equal(input.preview, null);
});

test('new destinations drop a selection whose piece can no longer move; no destinations, no selection', () => {
  const { input } = machine({ dests: destsOf(START.board, 'blue') });
  input.square(sq('b2'));
  // The position changed: b2 still moves after h2h3, so the selection stays.
  const play = (t) => Rules.applyMoveFor(START.board, 'blue', Rules.parseMove(t)).board;
  input.set({ dests: destsOf(play('h2h3'), 'blue') });
  assert.equal(input.selected, sq('b2'));
  // After c2c3 it has no move (by the rules): the selection goes.
  assert.equal(destsOf(play('c2c3'), 'blue').has(sq('b2')), false);
  input.set({ dests: destsOf(play('c2c3'), 'blue') });
  assert.equal(input.selected, null);
  input.square(sq('b2'));
  assert.equal(input.selected, null);
  input.set({ dests: destsOf(START.board, 'blue') });
  input.square(sq('b2'));
  input.set({ dests: null }); // the other side's turn
  assert.equal(input.selected, null);
  input.square(sq('b2'));
  assert.equal(input.selected, null);
});

test('a press is handled with the destinations the host gives as it starts (an animation ended at once)', () => {
  // Before the press: nothing to move (a move is being animated); the host's input hook ends the
  // animation and gives the player's moves, and the same press selects.
  const log = [];
  const input = createBoardInput({
    input: () => {
      log.push('input');
      input.set({ dests: destsOf(START.board, 'blue') });
    },
    changed: () => log.push('changed'),
  });
  input.square(sq('b2'));
  assert.equal(input.selected, sq('b2'));
  assert.deepEqual(log, ['input', 'changed']);
});
