// The friend game's controller (web/friend/ctrl.js), no DOM and no storage: colours chosen, a
// move only on the player's turn and only a legal one, the link's parameters, and what a link
// does beside the game kept here (new, the reply, the same, older, other moves, illegal).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { createFriendCtrl, keptId } from '../../web/friend/ctrl.js';
import { moveFrom, moveTo } from '../../web/rules/util.js';

const line = (n) => {
  let board = Rules.initialBoard();
  let player = 'blue';
  const out = [];
  for (let i = 0; i < n; i++) {
    const m = Rules.legalMoves(board, player)[i % 3];
    out.push(Rules.moveToString(m));
    board = Rules.applyMoveFor(board, player, m).board;
    player = player === 'blue' ? 'red' : 'blue';
  }
  return out;
};

function ctrlWith(kept = {}) {
  let n = 0;
  return createFriendCtrl({ find: (id) => kept[id] ?? null, newId: () => `new${++n}` });
}

test('colours, a move on the turn only, and the link for the friend', () => {
  const c = ctrlWith();
  c.choose('blue', '  Ann ');
  assert.equal(c.state.name, 'Ann');
  assert.ok(c.myTurn());
  const m = Rules.legalMoves(Rules.initialBoard(), 'blue')[0];
  c.userMove(moveFrom(m), moveTo(m) === 0 ? 1 : 0); // not a move: nothing
  assert.equal(c.state.moves.length, 0);
  c.userMove(moveFrom(m), moveTo(m));
  assert.equal(c.state.moves.length, 1);
  assert.equal(c.myTurn(), false, "then it is the friend's move");
  assert.equal(c.dests().size, 0);
  assert.deepEqual(c.linkParams(), {
    friend: 'new1',
    side: 'red',
    from: 'Ann',
    moves: Rules.moveToString(m),
  });
  const red = ctrlWith();
  red.choose('red');
  assert.equal(red.myTurn(), false);
  assert.equal(red.state.said.key, 'sendFirst');
});

test('what a link does beside the game kept here', () => {
  const four = line(4);
  const kept = {
    [keptId('g1', 'blue')]: {
      id: 'g1-b',
      moves: four.join(','),
      friend: { me: 'blue', name: 'Dee' },
      date: '2026-11-27T00:00:00Z',
    },
  };
  const open = (moves, side = 'blue') => {
    const c = ctrlWith(kept);
    c.open({ id: 'g1', side, from: '', moves: moves.join(',') });
    return c.state;
  };
  assert.equal(open(line(6)).said.key, 'received', 'the reply: more moves');
  assert.equal(open(line(6)).version, 1, 'kept');
  const older = open(line(2));
  assert.deepEqual([older.said.key, older.moves.length, older.version], ['older', 4, 0]);
  assert.equal(older.friendName, 'Dee', "the friend's name kept with the game");
  const same = open(four);
  assert.deepEqual([same.said.key, same.version], ['yourMove', 0]);
  const differs = ctrlWith(kept);
  const diffMoves = [...four.slice(0, 3)];
  const at = line(3).reduce(
    (pos, m) => ({
      board: Rules.applyMoveFor(pos.board, pos.player, Rules.parseMove(m)).board,
      player: pos.player === 'blue' ? 'red' : 'blue',
    }),
    { board: Rules.initialBoard(), player: 'blue' },
  );
  diffMoves.push(
    Rules.legalMoves(at.board, at.player)
      .map(Rules.moveToString)
      .find((x) => x !== four[3]),
  );
  differs.open({ id: 'g1', side: 'blue', moves: diffMoves.join(',') });
  assert.deepEqual([differs.state.said.key, differs.state.id], ['another', 'new1']);
  const bad = open([four[0], four[0]]);
  assert.equal(bad.phase, 'refused');
  assert.match(bad.said.why, /^move 2 /);
  assert.equal(bad.version, 0, 'nothing kept');
  assert.equal(open(four, 'green').said.key, 'badLink');
  assert.equal(open(line(3), 'red').said.key, 'received', "the other side's game: its own");
});
