// web/storage/keys.js - the names of what the page keeps, one scheme for all: `polis:<kind>:<name>`,
// the kind first, then what tells one record of it from another.
//
//   polis:pref:<name>              a preference (sound, theme, balance, tap, level, welcomed,
//                                  learn-done), shared by every page of the site
//   polis:rating:<games|puzzles>   the player's rating of each kind (web/storage/rating.js)
//   polis:puzzle:progress          the puzzles solved and the counts (web/storage/progress.js)
//   polis:puzzle:choice            what the player trains in the puzzles
//   polis:game:<path>:<id>         the game saved on a page (web/storage/saved-game.js), and beside
//                                  it :previous, :unrated, :games-entry, :left
//   polis:games:<path>             Your games (web/storage/games.js)
//   polis:analysis:<path>          the analysis boards kept (web/storage/analysis.js)
//   <any key>:backup, :backup:2    a record that could not be read in full (web/storage/store.js)
//
// <path> is the page's path, '/' and '/index.html' being one page (store.js: pagePath()).
//
// Older pages used other names: 'polis-puzzles', 'polis-puzzle-choice', 'polis-rating-games',
// 'polis-rating-puzzles', and Your games under the address's own path ('polis:games:/' for the
// page at '/index.html'). readMoved() moves such a record to its name as it is read: copied
// where the new name holds nothing, else folded into the record there; the older key is removed
// only once the new record is written. When that write is not kept (storage full), the older
// key stays and the value read is still the player's.

import {
  storageArea,
  readText,
  writeText,
  removeKey,
  readRecord,
  keepBackup,
  pagePath,
  aliasPath,
} from './store.js';

export const prefKey = (name) => `polis:pref:${name}`;
export const ratingKey = (kind) => `polis:rating:${kind}`;
export const PUZZLES_KEY = 'polis:puzzle:progress';
export const CHOICE_KEY = 'polis:puzzle:choice';
export const gamesKey = (path = pagePath()) => `polis:games:${path}`;

const OLDER = {
  [PUZZLES_KEY]: ['polis-puzzles'],
  [CHOICE_KEY]: ['polis-puzzle-choice'],
  [ratingKey('games')]: ['polis-rating-games'],
  [ratingKey('puzzles')]: ['polis-rating-puzzles'],
};

// The names an older page kept `key`'s record under.
export function olderKeys(key) {
  if (OLDER[key]) return OLDER[key];
  const alias = aliasPath();
  return alias && key === gamesKey() ? [gamesKey(alias)] : [];
}

// The record under `key` (read as web/storage/store.js's readRecord reads it), with what an older
// page kept under an older name moved in. fold(value, older) -> the value holding both (the
// record kept under `key` and the older one); write(value) -> its text. Without fold, a record
// at both names keeps `key`'s, and the older text goes to `key`'s backup. Never throws.
export function readMoved(key, migrate, { area = storageArea(), fold = null, write = JSON.stringify } = {}) {
  for (const older of olderKeys(key)) {
    const text = readText(older, area);
    if (text === null) continue;
    const here = readText(key, area);
    if (here === null || here === text) {
      if (here === text || writeText(key, text, area)) removeKey(older, area);
      else return readRecord(older, migrate, area); // no room: the older record is still the one
      continue;
    }
    const mine = readRecord(key, migrate, area);
    const theirs = readOlder(text, migrate);
    if (fold && theirs && !mine.problem) {
      const value = fold(mine.value, theirs);
      if (writeText(key, write(value), area)) removeKey(older, area);
      return { ...mine, value };
    }
    if (keepBackup(key, text, area)) removeKey(older, area);
  }
  return readRecord(key, migrate, area);
}

// An older record's value when it reads in full, else null.
function readOlder(text, migrate) {
  try {
    const r = migrate(JSON.parse(text));
    return r.lost?.length ? null : r.value;
  } catch {
    return null;
  }
}
