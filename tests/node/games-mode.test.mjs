// Your games' pieces without a page: the keeper that records the game page's games (an entry at
// the first move, the same entry after undo and reload, a new one after a new game, the rating's
// change when the game was rated, the bound said once), the list's filters and delete/undo, and
// the rating history (current, peak, count, band from the deviation).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { createGamesKeeper, adoptKept } from '../../web/games/keep.js';
import { createGamesCtrl } from '../../web/games/ctrl.js';
import { ratingHistory } from '../../web/games/history.js';
import { loadGames, deleteGame, restoreGame, importGames, MAX_GAMES } from '../../web/storage/games.js';
import { onWriteFailed } from '../../web/storage/store.js';
import { gamesWords } from '../../web/words/games.js';

function useStorage() {
  const map = new Map();
  const s = {
    map,
    full: false,
    getItem: (k) => (map.has(k) ? map.get(k) : null),
    setItem(k, v) {
      if (s.full) throw new DOMException('full', 'QuotaExceededError');
      map.set(k, String(v));
    },
    removeItem: (k) => map.delete(k),
  };
  Object.defineProperty(globalThis, 'localStorage', { configurable: true, value: s });
  return s;
}

const first = (n) => {
  let board = Rules.initialBoard();
  const out = [];
  for (let i = 0; i < n; i++) {
    const player = i % 2 ? 'red' : 'blue';
    const m = Rules.legalMoves(board, player)[0];
    out.push(m);
    board = Rules.applyMoveFor(board, player, m).board;
  }
  return out;
};

const settings = { blue: 'human', red: 'ai', level: 'easy' };

test('the keeper: one entry a game, through undo and a reload, the rating change at its end', () => {
  useStorage();
  let rating = { rating: 1200, rd: 350, games: 0 };
  const keep = createGamesKeeper('k', { rating: () => rating });
  keep.saved(settings, { position: null, moves: [] }, null);
  assert.equal(loadGames().games.length, 0, 'no game before the first move');
  keep.saved(settings, { position: null, moves: first(2) }, null);
  keep.saved(settings, { position: null, moves: first(1) }, null); // a move taken back
  const again = createGamesKeeper('k', { rating: () => rating }); // a reload
  again.saved(settings, { position: null, moves: first(3) }, null);
  assert.equal(loadGames().games.length, 1);
  rating = { rating: 1260.04, rd: 290.4, games: 1 };
  again.saved(settings, { position: null, moves: first(3) }, { winner: 'blue', reason: 'resign' });
  const [g] = loadGames().games;
  assert.equal(g.result, 'blue');
  assert.equal(g.rated, true);
  assert.equal(g.change, 60);
  assert.equal(g.rating, 1260);
  assert.equal(g.rd, 290);
  // A new game: a new entry.
  again.saved(settings, { position: null, moves: [] }, null);
  again.saved(settings, { position: null, moves: first(1) }, null);
  assert.equal(loadGames().games.length, 2);
});

test('the keeper says once when a game cannot be kept (at the bound; full is said by the page)', async () => {
  const s = useStorage();
  const told = [];
  const keep = createGamesKeeper('k', {
    rating: () => ({ rating: 1200, rd: 350, games: 0 }),
    told: (w) => told.push(w),
  });
  keep.saved(settings, { position: null, moves: first(1) }, null);
  s.full = true;
  keep.saved(settings, { position: null, moves: first(2) }, null);
  keep.saved(settings, { position: null, moves: first(3) }, null);
  assert.deepEqual(told, [], 'storage full is said once by the page (onWriteFailed), not again here');
  let heard = false;
  onWriteFailed(() => (heard = true));
  await new Promise((r) => setTimeout(r, 0));
  assert.ok(heard, 'the write not kept was heard by the page');
  s.full = false;
  const many = Array.from({ length: MAX_GAMES }, (_, i) => ({ ...loadGames().games[0], id: `m${i}` }));
  importGames(many.slice(0, MAX_GAMES - 1));
  const other = [];
  const keep2 = createGamesKeeper('k2', {
    rating: () => ({ rating: 1200, rd: 350, games: 0 }),
    told: (w) => other.push(w),
  });
  keep2.saved(settings, { position: null, moves: first(1) }, null);
  assert.deepEqual(other, ['bound']);
  assert.equal(loadGames().games.length, MAX_GAMES, 'nothing dropped');
});

test('the list: filters by result and opponent, delete and undo', () => {
  useStorage();
  const base = { date: '2026-11-27T00:00:00Z', level: 'easy', position: null, moves: '', rated: false };
  importGames([
    { ...base, id: 'w', blue: 'human', red: 'ai', result: 'blue', why: 'chariot' },
    { ...base, id: 'l', blue: 'ai', red: 'human', result: 'blue', why: 'no-moves' },
    { ...base, id: 'f', blue: 'human', red: 'human', result: null, friend: { me: 'red', name: 'Ann' } },
  ]);
  const ctrl = createGamesCtrl({
    store: { load: () => loadGames().games, remove: deleteGame, restore: restoreGame, import: importGames },
  });
  ctrl.reload();
  const ids = () =>
    ctrl
      .shown()
      .map((g) => g.id)
      .sort()
      .join();
  assert.equal(ids(), 'f,l,w');
  ctrl.filter('result', 'won');
  assert.equal(ids(), 'w');
  ctrl.filter('result', 'lost');
  assert.equal(ids(), 'l');
  ctrl.filter('result', 'all');
  ctrl.filter('opponent', 'friend');
  assert.equal(ids(), 'f');
  ctrl.filter('opponent', 'all');
  ctrl.remove('l');
  assert.equal(ids(), 'f,w');
  assert.ok(ctrl.state.removed);
  ctrl.undo();
  assert.equal(ids(), 'f,l,w');
  ctrl.importText('[Id "x"]', () => {
    throw new Error('line 1: nope');
  });
  assert.match(ctrl.state.said, /Nothing was added.*line 1: nope/);
  assert.equal(ids(), 'f,l,w');
});

test('the rating history: oldest first, current, peak, count', () => {
  const g = (date, rating, rd, rated = true) => ({ date, rating, rd, rated });
  const h = ratingHistory([g('3', 1250, 200), g('2', null, null, false), g('1', 1300, 300)]);
  assert.deepEqual(
    h.points.map((p) => p.rating),
    [1300, 1250],
  );
  assert.equal(h.current, 1250);
  assert.equal(h.peak, 1300);
  assert.equal(h.count, 2);
  assert.equal(ratingHistory([]).current, null);
});

test('an Undo that could not be kept keeps the game in hand: Undo can be tried again', () => {
  const g = { id: 'x', date: '2026-11-27T00:00:00Z' };
  const answers = [
    { kept: false, why: 'full' },
    { kept: true, why: null },
  ];
  const restored = [];
  const ctrl = createGamesCtrl({
    store: {
      load: () => [],
      remove: () => ({ kept: true, removed: { game: g, index: 0 } }),
      restore: (removed) => {
        restored.push(removed.game.id);
        return answers.shift();
      },
      import: () => ({ kept: true }),
    },
  });
  ctrl.remove('x');
  ctrl.undo();
  assert.equal(ctrl.state.said, gamesWords.notKept.full);
  assert.deepEqual(ctrl.state.removed, { game: g, index: 0 }, 'before: dropped, the game lost');
  ctrl.undo();
  assert.equal(ctrl.state.removed, null);
  assert.deepEqual(restored, ['x', 'x']);
});

test("the review's accuracy is kept with the ended game; a kept game opened again makes no second entry", () => {
  useStorage();
  const keep = createGamesKeeper('k', { rating: () => ({ rating: 1200, rd: 350, games: 0 }) });
  keep.saved(settings, { position: null, moves: first(2) }, null);
  keep.reviewed({ blue: 90, red: 80 });
  assert.equal(loadGames().games[0].accuracy, null, 'not while the game goes on');
  keep.saved(settings, { position: null, moves: first(3) }, { winner: 'blue', reason: 'resign' });
  keep.reviewed({ blue: 91, red: 72 });
  const [g] = loadGames().games;
  assert.deepEqual(g.accuracy, { blue: 91, red: 72 });
  // Review in Your games: the kept game opened on another page's key, saved and reviewed again.
  adoptKept('other', g);
  const again = createGamesKeeper('other', { rating: () => ({ rating: 1200, rd: 350, games: 0 }) });
  again.saved(settings, { position: null, moves: first(3) }, { winner: 'blue', reason: 'resign' });
  again.reviewed({ blue: 95, red: 70 });
  assert.equal(loadGames().games.length, 1, 'no second entry');
  assert.deepEqual(loadGames().games[0].accuracy, { blue: 95, red: 70 });
});
