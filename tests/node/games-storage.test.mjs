// Your games (web/storage/games.js) against a fake Storage: kept and read back newest first,
// each game's moves replayed by the rules, a game that cannot be read left out and the record
// kept aside before any write, storage blocked, full and corrupted, the bound said rather than
// the oldest dropped, and delete with undo.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import {
  loadGames,
  putGame,
  deleteGame,
  restoreGame,
  importGames,
  gameEntry,
  gameTurn,
  gamesKey,
  migrateGames,
  MAX_GAMES,
  dateText,
  newGameId,
} from '../../web/storage/games.js';

function fakeStorage(entries = {}) {
  const map = new Map(Object.entries(entries));
  const s = {
    map,
    setThrows: false,
    getItem: (k) => (map.has(k) ? map.get(k) : null),
    setItem(k, v) {
      if (s.setThrows) throw new DOMException('full', 'QuotaExceededError');
      map.set(k, String(v));
    },
    removeItem: (k) => map.delete(k),
  };
  return s;
}

// A legal game of n moves from the start, played by the rules (the first legal move each time).
function legalMoves(n) {
  let board = Rules.initialBoard();
  let player = 'blue';
  const out = [];
  for (let i = 0; i < n && !Rules.winner(board); i++) {
    const m = Rules.legalMoves(board, player)[0];
    if (!m) break;
    out.push(Rules.moveToString(m));
    board = Rules.applyMoveFor(board, player, m).board;
    player = player === 'blue' ? 'red' : 'blue';
  }
  return out.join(',');
}

const game = (over = {}) => ({
  id: newGameId(),
  date: '2026-11-27T02:00:00Z',
  blue: 'human',
  red: 'ai',
  level: 'easy',
  position: null,
  moves: legalMoves(6),
  result: 'blue',
  why: 'resign',
  rated: true,
  change: 12.5,
  rating: 1212.5,
  rd: 300,
  accuracy: { blue: 81, red: null },
  friend: null,
  ...over,
});

test('games are kept and read back newest first, whole', () => {
  const area = fakeStorage();
  const a = game({ date: '2026-11-26T10:00:00Z' });
  const b = game({ date: '2026-11-27T10:00:00Z', result: null, why: null });
  assert.deepEqual(putGame(a, area), { kept: true, why: null });
  assert.deepEqual(putGame(b, area), { kept: true, why: null });
  const { games, problem } = loadGames(area);
  assert.equal(problem, null);
  assert.deepEqual(
    games.map((g) => g.id),
    [b.id, a.id],
  );
  assert.deepEqual(games[1], { ...a, level: games[1].level });
  assert.equal(gameTurn(games[0]), 'blue'); // six moves played from Blue's turn
  assert.equal(gameTurn(games[1]), null); // over
  // The same id again is the same game's newer state, not a second game.
  putGame({ ...b, moves: legalMoves(7) }, area);
  assert.equal(loadGames(area).games.length, 2);
  assert.equal(gameTurn(loadGames(area).games[0]), 'red');
});

test('a game from the page (settings, record, end, rating) becomes a stored game', () => {
  const moves = legalMoves(4)
    .split(',')
    .map((w) => Rules.parseMove(w));
  const g = gameEntry({
    id: 'x1',
    date: dateText(Date.UTC(2026, 10, 27, 1, 2, 3, 456)),
    settings: { blue: 'human', red: 'ai', level: 'easy' },
    record: { position: null, moves },
    over: { winner: 'red', reason: 'no-moves' },
    rating: { change: -8, rating: 1192, rd: 320 },
  });
  assert.equal(g.date, '2026-11-27T01:02:03Z');
  assert.equal(g.moves, legalMoves(4));
  assert.equal(g.rated, true);
  assert.equal(g.why, 'no-moves');
  assert.throws(
    () =>
      gameEntry({
        id: 'x',
        date: 'today',
        settings: { blue: 'human', red: 'ai', level: 'easy' },
        record: { moves: [] },
      }),
    /bad date today/,
  );
});

test('a game that cannot be read is left out, and the record kept aside before it is written over', () => {
  const good = game();
  const bad = { ...game(), moves: 'b2b3,b2b3' }; // the second move is not Red's to play
  const text = JSON.stringify({ version: 1, games: [good, bad, { nonsense: true }] });
  const area = fakeStorage({ [gamesKey()]: text });
  const r = loadGames(area);
  assert.equal(r.problem, 'partial');
  assert.deepEqual(
    r.games.map((g) => g.id),
    [good.id],
  );
  assert.equal(area.map.get(`${gamesKey()}:backup`), text);
  assert.deepEqual(migrateGames(JSON.parse(text)).lost, ['game 2', 'game 3']);
  // A later put writes the readable games; the unreadable ones stay in the backup.
  assert.equal(putGame(game(), area).kept, true);
  assert.equal(loadGames(area).games.length, 2);
  assert.equal(area.map.get(`${gamesKey()}:backup`), text);
});

test('corrupted text is never written over when it cannot be kept aside', () => {
  const area = fakeStorage({ [gamesKey()]: '{"version":1,"games":[' });
  area.setThrows = true; // full: the backup cannot be written either
  const r = loadGames(area);
  assert.equal(r.problem, 'unreadable');
  assert.equal(r.writable, false);
  area.setThrows = false;
  // Room again: the backup is written first, then the put goes ahead.
  assert.equal(putGame(game(), area).kept, true);
  assert.equal(area.map.get(`${gamesKey()}:backup`), '{"version":1,"games":[');
});

test('storage blocked or full: nothing thrown, the put says why', () => {
  assert.deepEqual(putGame(game(), null), { kept: false, why: 'blocked' });
  assert.deepEqual(loadGames(null).games, []);
  const area = fakeStorage();
  putGame(game(), area);
  area.setThrows = true;
  assert.deepEqual(putGame(game(), area), { kept: false, why: 'full' });
  assert.equal(loadGames(area).games.length, 1); // what was kept stays
  assert.equal(deleteGame(loadGames(area).games[0].id, area).kept, false);
  assert.equal(loadGames(area).games.length, 1);
});

test('at the bound a new game is refused and said, never the oldest dropped', () => {
  const games = Array.from({ length: MAX_GAMES }, (_, i) =>
    game({ id: `g${i}`, date: dateText(Date.UTC(2026, 0, 1) + i * 60000), moves: '' }),
  );
  const area = fakeStorage({ [gamesKey()]: JSON.stringify({ version: 1, games }) });
  assert.deepEqual(putGame(game(), area), { kept: false, why: 'bound' });
  assert.equal(loadGames(area).games.length, MAX_GAMES);
  assert.equal(loadGames(area).games.at(-1).id, 'g0');
  // A game already kept can still be brought up to date.
  assert.equal(putGame({ ...games[3], result: 'red', why: 'chariot' }, area).kept, true);
});

test('delete, then undo puts the game back where it was', () => {
  const area = fakeStorage();
  const ids = [1, 2, 3].map((d) => {
    const g = game({ date: `2026-11-2${d}T00:00:00Z` });
    putGame(g, area);
    return g.id;
  });
  const before = loadGames(area).games;
  const { kept, removed } = deleteGame(ids[1], area);
  assert.equal(kept, true);
  assert.equal(removed.index, 1);
  assert.equal(loadGames(area).games.length, 2);
  restoreGame(removed, area);
  assert.deepEqual(loadGames(area).games, before);
  assert.equal(deleteGame('no-such-id', area).removed, null);
});

test('a newer version is read for what it holds and kept aside', () => {
  const g = game();
  const text = JSON.stringify({ version: 2, games: [{ ...g, extra: 1 }] });
  const area = fakeStorage({ [gamesKey()]: text });
  const r = loadGames(area);
  assert.equal(r.problem, 'partial');
  assert.equal(r.games[0].id, g.id);
  assert.equal(area.map.get(`${gamesKey()}:backup`), text);
});

test('an import is kept in one write or not at all, and writes over nothing', () => {
  const area = fakeStorage();
  const mine = game({ id: 'same' });
  putGame(mine, area);
  const other = { ...game({ id: 'same' }), moves: legalMoves(2) }; // the same id, another game
  const fresh = game({ date: '2026-01-01T00:00:00Z' });
  const r = importGames([mine, other, fresh], area);
  assert.deepEqual(r, { kept: true, why: null, added: 2, same: 1 });
  const after = loadGames(area).games;
  assert.equal(after.length, 3);
  assert.deepEqual(
    after.find((g) => g.id === 'same'),
    loadGames(area).games.find((g) => g.id === 'same'),
  );
  assert.equal(after.find((g) => g.id === 'same').moves, mine.moves);
  assert.ok(after.some((g) => g.id !== 'same' && g.moves === legalMoves(2)));
  // Full: nothing of the import is kept.
  area.setThrows = true;
  assert.equal(importGames([game(), game()], area).kept, false);
  area.setThrows = false;
  assert.equal(loadGames(area).games.length, 3);
  // Past the bound: refused whole.
  const many = Array.from({ length: MAX_GAMES }, () => game());
  assert.deepEqual(importGames(many, area), { kept: false, why: 'bound', added: 0, same: 0 });
  assert.equal(loadGames(area).games.length, 3);
});
