// A list of moves read (web/play/game/read-moves.js readMoves) is replayed by the rules once: a page
// reads its game again at each save, and Your games every game it keeps. What is read again, or a
// move or two longer, or from another start, or with a bad move, is what a first reading gives.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import {
  readMoves,
  readMovesText,
  startFrom,
  movesText,
  usualStart,
  playedOut,
} from '../../web/play/game/read-moves.js';
import { seededRandom, randomGameMoves } from '../helpers/vectors.mjs';

const randomGame = (start, plies, random) => randomGameMoves(plies, random, start);

// An empty list is read without looking at the start: before the shared standard start is made
// (this file's first test: nothing here has asked for it yet) and after.
test('an empty list is no moves and no error, whatever the start', () => {
  const empties = ['', ' ', ' ,; ,'];
  const starts = [undefined, null, {}];
  const check = () => {
    for (const text of empties)
      for (const start of starts) {
        assert.deepEqual(readMoves(text, start), { moves: [], error: null });
        assert.deepEqual(readMovesText(text, start), { text: '', error: null });
      }
  };
  check();
  usualStart();
  check();
});

test('a game read again, and as it grows a move at a time, is the game the rules play', () => {
  const random = seededRandom(11);
  for (let g = 0; g < 6; g++) {
    const words = randomGame(startFrom(null), 50, random);
    for (let n = 0; n <= words.length; n++) {
      const text = words.slice(0, n).join(',');
      const first = readMoves(text, startFrom(null));
      assert.equal(first.error, null, text);
      assert.equal(movesText(first.moves), text);
      const again = readMoves(text, startFrom(null));
      assert.deepEqual(again, first, `read again: ${text}`);
      // What a reader is given is its own: changing it changes no later reading.
      if (n) {
        again.moves[0].toR = 7;
        again.moves.pop();
        assert.equal(movesText(readMoves(text, startFrom(null)).moves), text);
      }
    }
  }
});

// How many of `words` the rules play from `start` before one is not a legal move.
function playable(words, { board, player }) {
  let n = 0;
  for (const w of words) {
    if (Rules.winner(board)) break;
    try {
      board = Rules.applyMoveFor(board, player, Rules.parseMove(w)).board;
    } catch {
      break;
    }
    player = player === 'blue' ? 'red' : 'blue';
    n++;
  }
  return n;
}

test('the same words from another start are read from that start', () => {
  const random = seededRandom(12);
  for (let g = 0; g < 10; g++) {
    const usual = startFrom(null);
    const words = randomGame(usual, 8, random);
    let { board } = usual;
    for (const [i, w] of words.slice(0, 2).entries())
      board = Rules.applyMoveFor(board, i % 2 ? 'red' : 'blue', Rules.parseMove(w)).board;
    const later = startFrom(Rules.formatPosition(board, 'blue'));
    const rest = words.slice(2).join(',');
    assert.equal(movesText(readMoves(rest, later).moves), rest);
    const fromUsual = readMoves(rest, usual);
    assert.equal(fromUsual.moves.length, playable(words.slice(2), usual), rest);
    assert.equal(fromUsual.error === null, fromUsual.moves.length === words.length - 2);
  }
});

test('a bad move after a list read whole names its place and what was kept', () => {
  const random = seededRandom(13);
  const words = randomGame(startFrom(null), 12, random);
  const good = words.slice(0, 9).join(',');
  assert.equal(readMoves(good, startFrom(null)).error, null);
  const bad = readMoves(`${good},a1a1`, startFrom(null));
  assert.match(bad.error, /^move 10 .*a1a1.* is not allowed: .*; the first 9 moves were kept$/);
  assert.equal(movesText(bad.moves), good);
  assert.deepEqual(readMoves(`${good},a1a1`, startFrom(null)), bad, 'the same again');
  const word = readMoves(`${good},xx`, startFrom(null));
  assert.match(word.error, /^move 10 .*xx.* is not a move like b2b3; the first 9 moves were kept$/);
  // Two moves on from a list read whole, the second bad: the first is kept.
  const two = readMoves(`${words.slice(0, 10).join(',')},h8h8`, startFrom(null));
  assert.match(two.error, /^move 11 .*; the first 10 moves were kept$/);
  assert.equal(movesText(two.moves), words.slice(0, 10).join(','));
});

// readMoves plays a word by Rules.applyMoveFor and lists the legal moves only for a word that is
// not played: that holds when the rules accept exactly the moves they list.
test('the rules accept exactly the moves they list', () => {
  const random = seededRandom(14);
  let tried = 0;
  for (let g = 0; g < 12; g++) {
    let { board, player } = startFrom(null);
    for (let ply = 0; ply < 40 && !Rules.winner(board); ply++) {
      const legal = Rules.legalMoves(board, player);
      const listed = new Set(legal.map((m) => Rules.moveToString(m)));
      for (let from = 0; from < 64; from++)
        for (let dr = -1; dr <= 1; dr++)
          for (let dc = -1; dc <= 1; dc++) {
            const fr = from >> 3;
            const fc = from & 7;
            const m = { fromR: fr, fromC: fc, toR: fr + dr, toC: fc + dc };
            if ((!dr && !dc) || m.toR < 0 || m.toR > 7 || m.toC < 0 || m.toC > 7) continue;
            let played = true;
            try {
              Rules.applyMoveFor(board, player, m);
            } catch {
              played = false;
            }
            assert.equal(
              played,
              listed.has(Rules.moveToString(m)),
              `${Rules.formatPosition(board, player)} ${Rules.moveToString(m)}`,
            );
            tried++;
          }
      if (!legal.length) break;
      const m = legal[Math.floor(random() * legal.length)];
      board = Rules.applyMoveFor(board, player, m).board;
      player = player === 'blue' ? 'red' : 'blue';
    }
  }
  assert.ok(tried > 10000, `${tried} moves tried`);
});

test('a word after the end of the game: a chariot home, or no move for the side to move', () => {
  // e2d1 stuns Red's only piece, its chariot: Red has no move (tests/node/rules.test.mjs).
  const stuck = startFrom('6bb/3Rbb1b/3B4/b7/8/8/b2b4/8 b');
  for (const word of ['d2d1', 'zz', 'a1a2']) {
    const r = readMoves(`e2d1,${word}`, stuck);
    assert.equal(r.error, `move 2 "${word}" comes after the end of the game; the first 1 move was kept`);
    assert.equal(movesText(r.moves), 'e2d1');
  }
  // A chariot already on its goal row (tests/node/rules.test.mjs's perft).
  const home = startFrom('8/8/8/8/8/8/8/B6R r');
  assert.ok(Rules.winner(home.board));
  for (const word of ['h1h2', 'zz'])
    assert.equal(readMoves(word, home).error, `move 1 "${word}" comes after the end of the game`);
});

// Your games keeps a game's moves as text (web/storage/games.js readGame): readMovesText, from the
// one frozen standard start, which finds a list written as movesText writes it without splitting
// it. Whatever the start object and the way the list is written, it reads what readMoves reads.
test('a list read as text, from the shared standard start or any other, is what readMoves reads', () => {
  const random = seededRandom(15);
  const usual = startFrom(null);
  const shared = usualStart();
  assert.equal(usualStart(), shared, 'one shared start');
  assert.equal(Rules.formatPosition(shared.board, shared.player), Rules.formatPosition(usual.board, 'blue'));
  assert.equal(shared.text, null);
  for (let g = 0; g < 8; g++) {
    const words = randomGame(usual, 30, random);
    const later = startFrom(
      Rules.formatPosition(Rules.applyMoveFor(usual.board, 'blue', Rules.parseMove(words[0])).board, 'red'),
    );
    for (let n = 0; n <= words.length; n += 3) {
      const shown = words.slice(0, n);
      const ways = [
        shown.join(','),
        shown.join(' ').toUpperCase(),
        ` ${shown.join(' ;, ')} `,
        shown.join(',,'),
        `${shown.join(',')},a1a1`,
        `${shown.join(',')},xx,b2b3`,
      ];
      for (const text of ways)
        for (const start of [shared, startFrom(null), later]) {
          const read = readMoves(text, start);
          const asText = readMovesText(text, start);
          assert.deepEqual(asText, { text: movesText(read.moves), error: read.error }, text);
          // And what the rules play from that start.
          const said = text
            .toLowerCase()
            .split(/[\s,;]+/)
            .filter(Boolean);
          const n = playable(said, start);
          assert.equal(asText.text, said.slice(0, n).join(','), text);
          assert.equal(asText.error === null, n === said.length, text);
          // Read again, each way: the same.
          assert.deepEqual(readMovesText(text, start), asText, text);
        }
    }
  }
  // The shared start cannot be changed by anyone who reads from it.
  assert.ok(Object.isFrozen(shared) && Object.isFrozen(shared.board));
  assert.ok(shared.board.every((row) => Object.isFrozen(row) && row.every((c) => !c || Object.isFrozen(c))));
  assert.equal(Rules.formatPosition(shared.board, 'blue'), Rules.formatPosition(usual.board, 'blue'));
});

// Where a list leads (the first board's saved game, the moves played on it: web/page/first-board.js,
// web/play/game/record.js withFirstMoves): the position, the side to move and the last ply, as the
// rules play them from the start, however the list grew (read whole, a move at a time, or with a
// bad move at its end); the reading is shared, not played again.
test('where a list leads is where the rules play it, its last ply included', () => {
  const random = seededRandom(21);
  const usual = startFrom(null);
  for (let g = 0; g < 6; g++) {
    const words = randomGame(usual, 40, random);
    for (const start of [usualStart(), startFrom(null)])
      for (let n = 0; n <= words.length; n++) {
        // The rules, move by move.
        let { board, player } = start;
        let last = null;
        for (const w of words.slice(0, n)) {
          const move = Rules.parseMove(w);
          last = { move, result: Rules.applyMoveFor(board, player, move) };
          board = last.result.board;
          player = player === 'blue' ? 'red' : 'blue';
        }
        for (const text of [words.slice(0, n).join(','), `${words.slice(0, n).join(' ')} xx`]) {
          const out = playedOut(text, start);
          assert.equal(
            Rules.formatPosition(out.board, out.player),
            Rules.formatPosition(board, player),
            text,
          );
          assert.deepEqual(out.last, last, text);
          assert.equal(out.error, readMoves(text, start).error, text);
          assert.equal(playedOut(text, start).board, out.board, 'the same reading, not played again');
        }
      }
  }
  // Its move is the caller's own copy: changing it changes no later reading.
  const first = playedOut('b2b3', startFrom(null));
  first.last.move.toC = 7;
  assert.equal(Rules.moveToString(playedOut('b2b3', startFrom(null)).last.move), 'b2b3');
  // An empty list leads to the start itself.
  const start = startFrom(null);
  assert.deepEqual(playedOut('', start), { board: start.board, player: 'blue', last: null, error: null });
});
