// The storage module (web/storage/) against a fake Storage: every way storage fails (blocked:
// the `localStorage` getter throws; missing; getItem throws; setItem throws QuotaExceededError;
// corrupted JSON), each older shape of each record migrated, and a record that cannot be read
// in full kept under a backup key, never written over. Before web/storage/, a saved game with an
// unknown level or one bad move was read as nothing and the first save wrote over it, puzzle
// progress with ids as texts was reset by the next solve, and a throwing getter stopped the page.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { DEFAULT_LEVEL } from '../../web/levels.js';
import {
  readText,
  writeText,
  readRecord,
  keepBackup,
  onWriteFailed,
  storageArea,
} from '../../web/storage/store.js';
import { migrateGame, gameText } from '../../web/storage/game-record.js';
import {
  loadSavedGame,
  saveGame,
  keepPrevious,
  previousGame,
  resumePrevious,
} from '../../web/storage/saved-game.js';
import { migrateProgress, saveLessonsDone } from '../../web/storage/progress.js';
import { loadProgress, recordAttempt } from '../../web/puzzle/set.js';
import { loadRating, saveRating } from '../../web/storage/rating.js';
import { pref, setPref } from '../../web/storage/prefs.js';
import { memoryStorage, useLocalStorage } from '../helpers/stand-ins.mjs';

// A Storage with a switch for each failure, and `localStorage` as the page sees it: a stand-in,
// or a getter that throws (site data blocked); tests/helpers/stand-ins.mjs.
const fakeStorage = memoryStorage;
const useGlobal = useLocalStorage;

const KEY = 'polis:game:/index.html:main';
const moves14 = (() => {
  let board = Rules.initialBoard();
  let player = 'blue';
  const out = [];
  for (let i = 0; i < 14; i++) {
    const m = Rules.legalMoves(board, player)[i % 3];
    out.push(Rules.moveToString(m));
    board = Rules.applyMoveFor(board, player, m).board;
    player = player === 'blue' ? 'red' : 'blue';
  }
  return out;
})();

test('a read never throws and a write says whether it was kept: blocked, missing, broken, full', async () => {
  useGlobal('throws');
  assert.equal(storageArea(), null);
  assert.equal(readText('k'), null);
  assert.equal(pref('sound', 'off'), 'off');
  assert.equal(loadRating(storageArea()).games, 0);
  assert.deepEqual(loadProgress(), { solved: [], streak: 0, best: 0, tried: 0 });
  let told = 0;
  const off = onWriteFailed(() => told++);
  assert.equal(writeText('k', 'v'), false);
  setPref('sound', 'on');
  assert.equal(told, 1, 'the page is told once that a write was not kept');
  off();
  let late = 0;
  onWriteFailed(() => late++);
  await Promise.resolve();
  assert.equal(late, 1, 'a page that listens after the first failure hears of it too');

  useGlobal(null);
  assert.equal(readText('k'), null);
  const s = fakeStorage({ k: 'v' });
  s.getThrows = true;
  assert.equal(readText('k', s), null);
  assert.equal(loadSavedGame.length, 1);
  useGlobal(s);
  assert.deepEqual(loadSavedGame(KEY).record, null);
  s.getThrows = false;
  s.setThrows = true;
  assert.equal(writeText('k', 'w', s), false);
  assert.equal(s.map.get('k'), 'v');
  assert.equal(saveGame(KEY, { blue: 'human', red: 'ai', level: 'easy', position: null, moves: [] }), true);
});

test('corrupted JSON is kept under a backup key, never over another backup', () => {
  const s = fakeStorage({ r: '{"broken' });
  const migrate = (d) => ({ value: d, lost: [] });
  const r = readRecord('r', migrate, s);
  assert.equal(r.problem, 'unreadable');
  assert.equal(r.value, null);
  assert.equal(s.map.get('r:backup'), '{"broken');
  assert.equal(readRecord('r', migrate, s).backup, 'r:backup', 'the same text is not kept twice');
  s.map.set('r', 'another ruin');
  assert.equal(readRecord('r', migrate, s).backup, 'r:backup:2');
  assert.equal(s.map.get('r:backup'), '{"broken', 'the first backup is left alone');
  assert.equal(keepBackup('r', 'another ruin', s), 'r:backup:2');
});

test('older and unreadable shapes of a saved game: what can be read is read, the rest named', () => {
  const base = { blue: 'human', red: 'ai', level: 'easy', position: null };
  const v1 = migrateGame({ ...base, moves: moves14.join(',') });
  assert.deepEqual(v1.lost, []);
  assert.deepEqual(v1.value.moves.map(Rules.moveToString), moves14);
  const level = migrateGame({ ...base, level: 'grandmaster', moves: moves14.join(',') });
  assert.deepEqual(level.lost, ['level']);
  assert.equal(level.value.level, DEFAULT_LEVEL);
  assert.equal(level.value.moves.length, 14, 'an unknown level keeps the moves');
  const objects = migrateGame({ ...base, moves: moves14.map(Rules.parseMove) });
  assert.deepEqual(objects.lost, []);
  assert.deepEqual(objects.value.moves.map(Rules.moveToString), moves14);
  const badLast = migrateGame({ ...base, moves: [...moves14.slice(0, 5), 'a1a1'].join(',') });
  assert.deepEqual(badLast.lost, ['moves']);
  assert.deepEqual(badLast.value.moves.map(Rules.moveToString), moves14.slice(0, 5));
  const start = Rules.formatPosition(Rules.initialBoard(), 'blue');
  const extra = migrateGame({ ...base, position: `${start} 7`, moves: 'b2b3' });
  assert.deepEqual(extra.lost, ['position']);
  assert.equal(extra.value.position, start);
  assert.equal(extra.value.moves.length, 1);
  assert.throws(() => migrateGame('b2b3'));
  const text = gameText({ ...base, moves: moves14.map(Rules.parseMove), resigned: null });
  assert.equal(JSON.parse(text).version, 2);
  assert.deepEqual(migrateGame(JSON.parse(text)).value.moves.map(Rules.moveToString), moves14);
});

test('a saved game read only in part is kept under the backup key before anything is saved over it', () => {
  const original = JSON.stringify({
    blue: 'human',
    red: 'ai',
    level: 'grandmaster',
    moves: moves14.join(','),
  });
  const s = fakeStorage({ [KEY]: original });
  useGlobal(s);
  const { record, problem } = loadSavedGame(KEY);
  assert.equal(problem, 'partial');
  assert.equal(record.moves.length, 14);
  assert.ok(
    saveGame(KEY, { ...record, moves: [...record.moves, Rules.legalMoves(Rules.initialBoard(), 'blue')[0]] }),
  );
  assert.equal(s.map.get(`${KEY}:backup`), original, 'the original text survives the save');
  assert.notEqual(s.map.get(KEY), original);

  // Nothing readable, and the backup cannot be written (storage full): nothing is saved over it.
  const ruin = '{"moves": [';
  const full = fakeStorage({ [KEY]: ruin });
  useGlobal(full);
  full.setThrows = true;
  assert.equal(loadSavedGame(KEY).problem, 'unreadable');
  full.setThrows = false;
  saveGame(KEY, { blue: 'human', red: 'ai', level: 'easy', position: null, moves: [] });
  assert.equal(full.map.get(KEY), ruin);
});

test('a saved game a link replaces is kept as the previous game and can be resumed', () => {
  const saved = JSON.stringify({
    blue: 'human',
    red: 'ai',
    level: 'easy',
    position: null,
    moves: moves14.join(','),
  });
  const s = fakeStorage({ [KEY]: saved });
  useGlobal(s);
  assert.equal(loadSavedGame(KEY).record.moves.length, 14);
  assert.ok(keepPrevious(KEY, saved));
  saveGame(KEY, {
    blue: 'human',
    red: 'human',
    level: 'easy',
    position: null,
    moves: [Rules.parseMove('b2b3')],
  });
  assert.equal(previousGame(KEY).moves.length, 14);
  assert.ok(resumePrevious(KEY));
  assert.equal(s.map.get(KEY), saved);
  assert.equal(previousGame(KEY).moves.length, 1, 'the link game is the previous one now');
});

test('older puzzle progress (ids as texts, extra fields) survives the next solve; ratings are read too', () => {
  const older = { version: 1, solved: ['3', '7'], streak: '2', best: 4, tried: 9, history: [3, 7] };
  const m = migrateProgress(older);
  assert.deepEqual(m.value.solved, [3, 7]);
  assert.deepEqual(m.value.history, [3, 7]);
  const s = fakeStorage({
    'polis-puzzles': JSON.stringify(older),
    'polis-rating-puzzles': JSON.stringify({ version: 1, rating: '1320', rd: 90, games: 12, history: [] }),
  });
  useGlobal(s);
  const progress = loadProgress(s);
  assert.deepEqual(progress.solved, [3, 7]);
  assert.deepEqual(loadRating(s, 'puzzles'), { rating: 1320, rd: 90, games: 12 });
  const puzzle = { id: 11, level: 'tough' };
  const attempt = { puzzle, solved: true, mistakes: 0, hints: 0 };
  const r = recordAttempt(s, progress, attempt);
  const stored = JSON.parse(s.map.get('polis:puzzle:progress'));
  assert.deepEqual(stored.solved, [3, 7, 11]);
  assert.equal(stored.best, 4);
  assert.equal(stored.tried, 10);
  assert.deepEqual(stored.history, [3, 7], 'a field this version does not know is kept');
  assert.equal(r.rating.games, 13, 'the rating goes on from the stored one');
  // Another tab solved puzzle 5 meanwhile: merged, not written over.
  s.map.set('polis:puzzle:progress', JSON.stringify({ ...stored, solved: [...stored.solved, 5] }));
  recordAttempt(s, r.progress, { ...attempt, puzzle: { ...puzzle, id: 12 } });
  assert.deepEqual(
    JSON.parse(s.map.get('polis:puzzle:progress')).solved.sort((a, b) => a - b),
    [3, 5, 7, 11, 12],
  );
  saveRating(s, { rating: 1300, rd: 80, games: 14 }, 'puzzles');
  assert.deepEqual(loadRating(s, 'puzzles'), { rating: 1300, rd: 80, games: 14 });
});

test('lessons done are merged with those another tab finished', () => {
  const s = fakeStorage({ 'polis:pref:learn-done': 'moves,dogs' });
  assert.deepEqual(saveLessonsDone(new Set(['moves', 'chariot']), s), ['moves', 'dogs', 'chariot']);
  assert.equal(s.map.get('polis:pref:learn-done'), 'moves,dogs,chariot');
});

test('every game links replace stays among the previous games; each resume brings back an older one', () => {
  const game = (moves) =>
    JSON.stringify({ blue: 'human', red: 'human', level: 'easy', position: null, moves: moves.join(',') });
  const saved = game(moves14);
  const s = fakeStorage({ [KEY]: saved });
  useGlobal(s);
  // Two links, each keeping the game it replaces (the first link's game, then the saved one).
  for (const link of [['b2b3'], ['a2a3']]) {
    const before = s.map.get(KEY);
    loadSavedGame(KEY);
    assert.ok(keepPrevious(KEY, before));
    assert.ok(
      saveGame(KEY, {
        blue: 'human',
        red: 'human',
        level: 'easy',
        position: null,
        moves: link.map(Rules.parseMove),
      }),
    );
  }
  assert.equal(previousGame(KEY).moves.length, 1, 'the latest previous game: the first link');
  const seen = [];
  for (let i = 0; i < 3; i++) {
    assert.ok(resumePrevious(KEY));
    seen.push(loadSavedGame(KEY).record.moves.length);
  }
  assert.deepEqual(seen, [1, 14, 1], 'the first link, the saved game, then round again');
  // A list that cannot be written: the saved game is guarded, the previous list left as it was.
  const full = fakeStorage({ [KEY]: saved });
  useGlobal(full);
  loadSavedGame(KEY);
  full.setThrows = true;
  assert.equal(keepPrevious(KEY, saved), false);
  full.setThrows = false;
  saveGame(KEY, { blue: 'human', red: 'human', level: 'easy', position: null, moves: [] });
  assert.equal(full.map.get(KEY), saved, 'not written over');
  assert.ok(resumePrevious(KEY) === false);
});

test('puzzle progress of a later version is not rewritten when its backup cannot be written', () => {
  const later = JSON.stringify({
    version: 3,
    solved: [{ id: 11 }, { id: 12 }],
    streak: 0,
    best: 2,
    tried: 2,
  });
  const s = fakeStorage({ 'polis-puzzles': later });
  useGlobal(s);
  // Room for what is there, none for more (a new key fails).
  s.setItem = (k, v) => {
    if (!s.map.has(k) || String(v).length > s.map.get(k).length)
      throw new DOMException('full', 'QuotaExceededError');
    s.map.set(k, String(v));
  };
  const progress = loadProgress(s);
  recordAttempt(s, progress, { puzzle: { id: 5, level: 'easy' }, solved: true, mistakes: 0, hints: 0 });
  assert.equal(s.map.get('polis-puzzles'), later);
});
