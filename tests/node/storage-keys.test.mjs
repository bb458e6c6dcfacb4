// One scheme for every key the page keeps (issue 27, item 5: 'polis:pref:...' beside
// 'polis-puzzle-choice'): web/storage/keys.js. Each key an older page used is read from here on
// with the player's value: moved to its new name as it is read, the older key removed only once
// the new one is written; with no room, the older key stays and its value is still the one read;
// a record at both names is folded (progress merged, the rating with more games, Your games
// joined) or, where it cannot be, the older text kept as a backup. Reads never throw.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { loadProgress, saveProgress, loadChoice, saveChoice } from '../../web/storage/progress.js';
import { loadRating, saveRating } from '../../web/storage/rating.js';
import { loadGames, putGame, gameEntry } from '../../web/storage/games.js';
import { pref } from '../../web/storage/prefs.js';
import { PUZZLES_KEY, CHOICE_KEY, ratingKey, gamesKey, prefKey, olderKeys } from '../../web/storage/keys.js';
import { memoryStorage, useLocalStorage } from '../helpers/stand-ins.mjs';

const THEMES = ['race', 'stun', 'sacrifice'];
const BANDS = ['easier', 'middle', 'harder'];

// Every key a page of this version writes follows polis:<kind>:<name>.
const SCHEME = /^polis:(pref|rating|puzzle|game|games|analysis):[^:]/;

test('every key has the one scheme, and the older names are the ones older pages wrote', () => {
  for (const k of [
    PUZZLES_KEY,
    CHOICE_KEY,
    ratingKey('games'),
    ratingKey('puzzles'),
    prefKey('sound'),
    gamesKey('/x'),
  ])
    assert.match(k, SCHEME);
  assert.deepEqual(olderKeys(PUZZLES_KEY), ['polis-puzzles']);
  assert.deepEqual(olderKeys(CHOICE_KEY), ['polis-puzzle-choice']);
  assert.deepEqual(olderKeys(ratingKey('games')), ['polis-rating-games']);
  assert.deepEqual(olderKeys(ratingKey('puzzles')), ['polis-rating-puzzles']);
});

// Each older key with a shape an older page wrote, and the value the player must find.
const OLDER = [
  {
    key: 'polis-puzzles',
    now: PUZZLES_KEY,
    text: JSON.stringify({ solved: ['2', '3'], streak: 1, best: 2, tried: 4, history: ['2'] }),
    read: (area) => loadProgress(area),
    want: { solved: [2, 3], streak: 1, best: 2, tried: 4, history: ['2'] },
  },
  {
    key: 'polis-puzzle-choice',
    now: CHOICE_KEY,
    text: JSON.stringify({ version: 1, theme: 'stun', band: 'harder' }),
    read: (area) => loadChoice(area, THEMES, BANDS),
    want: { theme: 'stun', band: 'harder' },
  },
  {
    key: 'polis-rating-games',
    now: ratingKey('games'),
    text: JSON.stringify({ rating: '1612.5', rd: 80, games: 9 }),
    read: (area) => loadRating(area, 'games'),
    want: { rating: 1612.5, rd: 80, games: 9 },
  },
  {
    key: 'polis-rating-puzzles',
    now: ratingKey('puzzles'),
    text: JSON.stringify({ version: 1, rating: 1320, rd: 90, games: 12, history: [] }),
    read: (area) => loadRating(area, 'puzzles'),
    want: { rating: 1320, rd: 90, games: 12 },
  },
];

for (const o of OLDER) {
  test(`${o.key}: read with the player's value, moved to ${o.now}, the older key removed once written`, () => {
    const area = memoryStorage({ [o.key]: o.text });
    assert.deepEqual(o.read(area), o.want);
    assert.equal(area.map.get(o.now), o.text, 'the record is at its new name, as it was');
    assert.equal(area.map.has(o.key), false, 'the older key is removed');
    assert.deepEqual(o.read(area), o.want, 'read again from the new name');
  });

  test(`${o.key}: with no room, the older key stays and its value is still read`, () => {
    const area = memoryStorage({ [o.key]: o.text });
    area.setThrows = true;
    assert.deepEqual(o.read(area), o.want);
    assert.equal(area.map.get(o.key), o.text);
    assert.equal(area.map.has(o.now), false);
    area.setThrows = false;
    assert.deepEqual(o.read(area), o.want);
    assert.equal(area.map.get(o.now), o.text, 'moved once there is room');
    assert.equal(area.map.has(o.key), false);
  });

  test(`${o.key}: reads never throw (getItem throws, the getter throws, corrupted text)`, () => {
    const area = memoryStorage({ [o.key]: o.text });
    area.getThrows = true;
    assert.doesNotThrow(() => o.read(area));
    assert.equal(area.map.get(o.key), o.text);
    const broken = memoryStorage({ [o.key]: '{"solved":[1,' });
    assert.doesNotThrow(() => o.read(broken));
    assert.equal(broken.map.get(`${o.now}:backup`), '{"solved":[1,', 'the unreadable text kept aside');
    const before = globalThis.localStorage;
    useLocalStorage('throws');
    try {
      assert.doesNotThrow(() => o.read(undefined));
    } finally {
      useLocalStorage(before);
    }
  });
}

test('an older record beside the new one is folded in: progress merged, the later rating, nothing lost', () => {
  const area = memoryStorage({
    'polis-puzzles': JSON.stringify({ solved: [1, 2], streak: 5, best: 7, tried: 30 }),
    [PUZZLES_KEY]: JSON.stringify({ version: 2, solved: [2, 9], streak: 1, best: 3, tried: 12 }),
    'polis-rating-games': JSON.stringify({ rating: 1700, rd: 60, games: 20 }),
    [ratingKey('games')]: JSON.stringify({ rating: 1500, rd: 200, games: 1 }),
    'polis-puzzle-choice': JSON.stringify({ version: 1, theme: 'race', band: null }),
    [CHOICE_KEY]: JSON.stringify({ version: 1, theme: 'stun', band: 'easier' }),
  });
  const p = loadProgress(area);
  assert.deepEqual(
    [...p.solved].sort((a, b) => a - b),
    [1, 2, 9],
  );
  assert.deepEqual([p.streak, p.best, p.tried], [1, 7, 30]);
  assert.equal(area.map.has('polis-puzzles'), false);
  assert.deepEqual(JSON.parse(area.map.get(PUZZLES_KEY)).solved.sort(), [1, 2, 9]);
  assert.deepEqual(loadRating(area, 'games'), { rating: 1700, rd: 60, games: 20 });
  assert.equal(area.map.has('polis-rating-games'), false);
  // The choice made on this page stays; the older one is kept as the backup, not dropped.
  assert.deepEqual(loadChoice(area, THEMES, BANDS), { theme: 'stun', band: 'easier' });
  assert.equal(
    area.map.get(`${CHOICE_KEY}:backup`),
    JSON.stringify({ version: 1, theme: 'race', band: null }),
  );
  assert.equal(area.map.has('polis-puzzle-choice'), false);
});

test('a write after the move goes to the new name only', () => {
  const area = memoryStorage({
    'polis-puzzles': JSON.stringify({ solved: [4], streak: 0, best: 1, tried: 2 }),
  });
  const merged = saveProgress(area, { solved: [5], streak: 1, best: 1, tried: 3 });
  assert.deepEqual(merged.solved.sort(), [4, 5]);
  assert.equal(area.map.has('polis-puzzles'), false);
  saveRating(area, { rating: 1510, rd: 190, games: 1 });
  saveChoice(area, { theme: 'race', band: null });
  assert.deepEqual(
    [...area.map.keys()].filter((k) => !SCHEME.test(k)),
    [],
    'no key outside the scheme',
  );
});

// Your games was kept under the address's own path: '/' for the page at '/index.html'.
function game(id, moves) {
  let board = Rules.initialBoard();
  let player = 'blue';
  const list = [];
  for (let i = 0; i < moves; i++) {
    const m = Rules.legalMoves(board, player)[0];
    list.push(m);
    board = Rules.applyMoveFor(board, player, m).board;
    player = player === 'blue' ? 'red' : 'blue';
  }
  return gameEntry({
    id,
    date: `2026-11-2${moves}T10:00:00Z`,
    settings: { blue: 'human', red: 'ai', level: 'easy' },
    record: { position: null, moves: list },
    over: null,
  });
}

test("Your games under the page's other address ('/'): joined with the list here, then removed", () => {
  const before = globalThis.location;
  globalThis.location = { pathname: '/' };
  try {
    assert.equal(gamesKey(), 'polis:games:/index.html');
    const older = JSON.stringify({ version: 1, games: [game('a1', 2), game('b2', 3)] });
    const area = memoryStorage({ 'polis:games:/': older });
    area.setThrows = true;
    assert.deepEqual(
      loadGames(area).games.map((g) => g.id),
      ['b2', 'a1'],
      'no room: read from the older key',
    );
    assert.equal(area.map.get('polis:games:/'), older);
    area.setThrows = false;
    assert.equal(putGame(game('c3', 4), area).kept, true);
    assert.deepEqual(
      loadGames(area).games.map((g) => g.id),
      ['c3', 'b2', 'a1'],
    );
    assert.equal(area.map.has('polis:games:/'), false);
    // An older page at '/' kept one more game meanwhile: it joins the list.
    area.map.set('polis:games:/', JSON.stringify({ version: 1, games: [game('d4', 5)] }));
    assert.deepEqual(
      loadGames(area).games.map((g) => g.id),
      ['d4', 'c3', 'b2', 'a1'],
    );
    assert.equal(area.map.has('polis:games:/'), false);
    assert.equal(pref('sound', 'on'), 'on');
  } finally {
    globalThis.location = before;
  }
});
