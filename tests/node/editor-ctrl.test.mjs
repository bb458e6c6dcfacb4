// The position editor's controller (web/editor/ctrl.js) in Node, with no page: a position set
// up piece by piece from the empty board, a chariot stunned, the side to move changed, texts
// read (one refused, the board kept), and every position the controller calls allowed or
// refused checked against web/rules.js.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { START_POSITION, squareIndex } from '../../web/rules/util.js';
import { createEditorCtrl, EMPTY_POSITION } from '../../web/editor/ctrl.js';
import { createEditorEffects } from '../../web/editor/effects.js';
import { readAddress } from '../../web/lib/address.js';

const sq = (name) => squareIndex(Number(name[1]) - 1, name.charCodeAt(0) - 97);

// The rules' own verdict on the controller's position.
function rulesSay(s) {
  try {
    Rules.validateBoard(s.board);
  } catch {
    return null;
  }
  if (Rules.winner(s.board) || !Rules.legalMoves(s.board, s.player).length) return null;
  return Rules.formatPosition(s.board, s.player);
}

function make(position) {
  let changes = 0;
  const copied = [];
  let effects = null;
  const ctrl = createEditorCtrl({
    position,
    changed: () => {
      changes++;
      effects?.run();
    },
  });
  effects = createEditorEffects(ctrl, { copy: async (text) => copied.push(text) > 0 });
  return { ctrl, copied, changes: () => changes };
}

test('a position set up from the empty board: each one judged as the rules judge it', () => {
  const { ctrl, changes } = make(null);
  const s = ctrl.state;
  assert.equal(
    ctrl.verdict().position,
    Rules.formatPosition(Rules.parsePosition(START_POSITION).board, 'blue'),
  );
  assert.equal(s.text, ctrl.verdict().position);
  ctrl.read(EMPTY_POSITION);
  assert.equal(ctrl.verdict().position, rulesSay(s));
  const steps = [
    ['b', 'c3'],
    ['r', 'f6'],
    ['R', 'd8'], // Red's chariot moves from h8 (never a second one)
    ['R', 'd8'], // pressed again: taken off, refused (no red chariot)
    ['R', 'h8'], // back
    ['B', 'a1'], // pressed on Blue's chariot: taken off, refused
    ['B', 'a1'],
    ['stun', 'h8'], // refused: no enemies beside it (in a corner, none can be)
    ['R', 'e5'],
    ['b', 'd5'],
    ['b', 'f5'],
    ['stun', 'e5'], // between two blue dogs: stunned
  ];
  const chariots = (team) => s.board.flat().filter((c) => c?.team === team && c.type === 'chariot').length;
  for (const [tool, square] of steps) {
    ctrl.setTool(tool);
    ctrl.place(sq(square));
    const v = ctrl.verdict();
    assert.equal(v.position, rulesSay(s), `${tool} on ${square}`);
    assert.equal(!!v.why, v.position === null);
    if (v.position) assert.equal(s.text, v.position, 'the field shows the allowed position');
    assert.ok(chariots('blue') <= 1 && chariots('red') <= 1, `one chariot a side after ${tool} on ${square}`);
  }
  assert.equal(s.board[sq('d8') >> 3][sq('d8') & 7], null);
  assert.equal(s.board[sq('c3') >> 3][sq('c3') & 7].type, 'dog');
  assert.equal(s.board[sq('e5') >> 3][sq('e5') & 7].stunned, true, 'the red chariot is stunned');
  ctrl.setPlayer('red');
  assert.equal(ctrl.verdict().position, rulesSay(s));
  assert.ok(changes() >= steps.length * 2 + 2);
});

test('stun on a dog says so and changes nothing; a game already over is refused', () => {
  const { ctrl } = make(START_POSITION);
  const before = ctrl.state.board;
  ctrl.setTool('stun');
  const dog = ctrl.state.board.flat().findIndex((c) => c && c.type === 'dog');
  ctrl.place(dog);
  assert.deepEqual(ctrl.state.said, { kind: 'stun-only' });
  assert.equal(ctrl.state.board, before);
  // Issue 30: a chariot with no two enemies beside it on a line is never stunned by the rules:
  // refused, with the square, the board kept; one between two enemies is stunned, and freed.
  ctrl.read('B7/8/8/2b1R3/8/8/8/8 b');
  const alone = ctrl.state.board;
  ctrl.place(sq('e4'));
  assert.deepEqual(ctrl.state.said, { kind: 'stun-alone', square: 'e4' });
  assert.equal(ctrl.state.board, alone, 'nothing changed');
  ctrl.read('B7/8/8/3bR3/5b2/8/8/8 b'); // d4 and f5: not on one line through e4
  ctrl.place(sq('e4'));
  assert.equal(ctrl.state.said?.kind, 'stun-alone');
  ctrl.read('B7/8/8/3bRb2/8/8/8/8 b');
  ctrl.place(sq('e4'));
  assert.equal(ctrl.state.said, null);
  assert.equal(ctrl.state.board[3][4].stunned, true);
  // The rules agree: a move elsewhere leaves it stunned, as they compute it.
  const after = Rules.applyMoveFor(ctrl.state.board, 'blue', Rules.parseMove('a1b1')).board;
  assert.equal(after[3][4].stunned, true);
  ctrl.place(sq('e4'));
  assert.equal(ctrl.state.board[3][4].stunned, false, 'freed');
  // A chariot already on its goal row: the game would be over.
  ctrl.read('7R/8/8/8/8/8/8/B7 b');
  const v = ctrl.verdict();
  assert.equal(rulesSay(ctrl.state), null);
  assert.equal(v.position, null);
  assert.ok(v.why.winner, 'refused: already won');
  assert.equal(ctrl.state.said, null, 'a new position drops what was said');
});

test('a text the rules cannot read is refused: the board kept, the text left as typed', async () => {
  const { ctrl, copied } = make(START_POSITION);
  const board = ctrl.state.board;
  ctrl.typed('not a position');
  ctrl.read('not a position');
  assert.equal(ctrl.state.board, board);
  assert.equal(ctrl.state.text, 'not a position');
  assert.equal(typeof ctrl.verdict().why, 'string');
  assert.equal(ctrl.verdict().position, null);
  ctrl.setTool('r'); // still refused until a press or a text that reads
  assert.equal(ctrl.verdict().position, null);
  ctrl.read(START_POSITION);
  assert.equal(ctrl.verdict().position, rulesSay(ctrl.state));
  ctrl.copy();
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(copied, [ctrl.state.text]);
  assert.deepEqual(ctrl.state.said, { kind: 'copied' });
  // A link with a refused position opens on the start position and an empty field.
  const bad = make('zzz');
  assert.equal(bad.ctrl.state.text, '');
  assert.deepEqual(bad.ctrl.state.board, Rules.parsePosition(START_POSITION).board);
  assert.equal(bad.ctrl.verdict().position, null);
});

test('drags: a piece moved between squares, onto another, off the board; a chariot dropped moves the side chariot', () => {
  const { ctrl } = make(START_POSITION);
  const s = ctrl.state;
  const at = (name) => s.board[sq(name) >> 3][sq(name) & 7];
  const start = Rules.parsePosition(START_POSITION).board;
  ctrl.drag(sq('b2'), sq('d4'));
  assert.equal(at('b2'), null);
  assert.deepEqual(at('d4'), start[1][1]);
  assert.equal(ctrl.verdict().position, rulesSay(s));
  ctrl.drag(sq('d4'), null); // off the board
  assert.equal(at('d4'), null);
  assert.equal(s.board.flat().filter(Boolean).length, 31);
  ctrl.drag(sq('a1'), sq('e5')); // Blue's chariot dragged
  assert.deepEqual(at('e5'), { team: 'blue', type: 'chariot', stunned: false });
  assert.equal(at('a1'), null);
  ctrl.drop('R', sq('e4')); // a red chariot from the tools: Red's moves there from h8
  assert.deepEqual(at('e4'), { team: 'red', type: 'chariot', stunned: false });
  assert.equal(at('h8'), null);
  ctrl.drop('b', sq('h8'));
  assert.deepEqual(at('h8'), { team: 'blue', type: 'dog', stunned: false });
  ctrl.drop('erase', sq('h8')); // not a piece: nothing
  assert.deepEqual(at('h8'), { team: 'blue', type: 'dog', stunned: false });
  const v = ctrl.verdict();
  assert.equal(v.position, rulesSay(s));
  for (const team of ['blue', 'red'])
    assert.equal(s.board.flat().filter((c) => c?.team === team && c.type === 'chariot').length, 1);
  ctrl.drag(sq('e5'), sq('e4')); // Blue's chariot onto Red's: Red has none left, refused
  assert.equal(ctrl.verdict().position, null);
  assert.equal(rulesSay(s), null);
});

test('"Play from here" asks who plays and at what level, then links to that game', () => {
  const { ctrl } = make('B7/8/8/8/8/8/8/7R r');
  assert.equal(ctrl.state.play, null);
  ctrl.openPlay('tough');
  assert.deepEqual(
    ctrl.state.play,
    { blue: 'ai', red: 'human', level: 'tough' },
    'the side to move is the player',
  );
  ctrl.setPlay({ blue: 'human', red: 'ai', level: 'easy' });
  assert.deepEqual(readAddress(ctrl.playLink()).game, {
    position: 'B7/8/8/8/8/8/8/7R r',
    blue: 'human',
    red: 'ai',
    level: 'easy',
    moves: null,
  });
  ctrl.place(sq('c3')); // the position changes: asked again
  assert.equal(ctrl.state.play, null);
  assert.equal(ctrl.playLink(), null);
  ctrl.setTool('erase');
  ctrl.place(sq('h8'));
  ctrl.openPlay('easy'); // a position that is refused cannot be played
  assert.equal(ctrl.state.play, null);
});
