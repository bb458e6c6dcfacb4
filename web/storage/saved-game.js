// web/storage/saved-game.js - the game saved under a key (polis:game:<path>:<id>), so a reload
// resumes it, and what a page does not throw away: a save it could not read in full (kept under
// `<key>:backup`), and every saved game a link replaced (the previous games, `<key>:previous`,
// which resumePrevious brings back one after the other).
//
//   loadSavedGame(key) -> { record, problem: null | 'unreadable' | 'partial', text }
//   peekSavedGame(key) -> record | null  (read in full, or null; never writes, as loadSavedGame may)
//   saveGame(key, record) -> false when the saved game changed elsewhere (follow it instead)
//   loadGame(key) -> record | null       watchGame(key, follow, { left, following })
//   keepPrevious(key, text)   previousGame(key) -> record | null   resumePrevious(key)
//
// The previous games, version 1: { version: 1, previous: [text of a saved game, ...] }, the
// latest first; an older page kept one game there (a saved game's own record), read as a list
// of one. No link ever drops one: a second link keeps the first link's game beside the game
// before it, and a game that cannot be kept there is not written over (the link's game is then
// not saved, and the player is told).

import {
  storageArea,
  readText,
  writeText,
  readRecord,
  removeKey,
  guard,
  unguard,
  pagePath,
  aliasPath,
} from './store.js';
import { migrateGame, gameText } from './game-record.js';

export const PREVIOUS = ':previous';
const PREVIOUS_VERSION = 1;

// The saved game as this page last saw it (loaded, written, or heard of from another tab), per
// key: a page whose copy is stale must not write over a game that went on elsewhere.
const seen = new Map();

const prefix = (path) => `polis:game:${path}:`;
// The key of the game saved for this page (its path: '/' and '/index.html' are one page) and
// `id` (mountPolis's option).
export const gameKey = (id = 'main') => `${prefix(pagePath())}${id || 'main'}`;

function migratePrevious(data) {
  if (data && Array.isArray(data.previous)) {
    const texts = data.previous.filter((t) => typeof t === 'string');
    const later = Number.isInteger(data.version) && data.version > PREVIOUS_VERSION;
    return { value: texts, lost: texts.length < data.previous.length || later ? ['previous'] : [] };
  }
  migrateGame(data); // throws when it is not a saved game either
  return { value: [JSON.stringify(data)], lost: [] };
}

// The texts of the previous games under `key`, or null when they are there but could not be
// read in full nor kept aside (then not to be written over).
function previousTexts(key) {
  const r = readRecord(`${key}${PREVIOUS}`, migratePrevious);
  return r.problem && !r.backup ? null : (r.value ?? []);
}

const writePrevious = (key, texts) =>
  writeText(`${key}${PREVIOUS}`, JSON.stringify({ version: PREVIOUS_VERSION, previous: texts }));

// `text` added to the previous games of `key`: false when it could not be kept.
function addPrevious(key, text) {
  const list = previousTexts(key);
  if (!list) return false;
  return list.includes(text) || writePrevious(key, [text, ...list]);
}

// A game saved under the page's other address ('/' for '/index.html', as an older page kept
// it) moves to `key`: as the saved game when there is none, else among the previous games. The
// key to read from: `key`, or the other one while its game could not be moved (storage full).
function adoptAlias(key) {
  const other = aliasPath();
  if (!other || !key.startsWith(prefix(pagePath()))) return key;
  const alias = prefix(other) + key.slice(prefix(pagePath()).length);
  for (const t of previousTexts(alias) ?? []) if (!addPrevious(key, t)) return key;
  if (readText(`${alias}${PREVIOUS}`) !== null && previousTexts(alias)) removeKey(`${alias}${PREVIOUS}`);
  const text = readText(alias);
  if (text === null) return key;
  const here = readText(key);
  const moved = here === null ? writeText(key, text) : here === text || addPrevious(key, text);
  if (moved) removeKey(alias);
  return moved || here !== null ? key : alias;
}

export function loadSavedGame(key) {
  const r = readRecord(adoptAlias(key), migrateGame);
  seen.set(key, readText(key));
  return { record: r.value, problem: r.problem, text: r.text };
}

export const loadGame = (key) => loadSavedGame(key).record;

// The game saved under `key` when it reads in full; null for none, or for one the game's own
// load must handle (kept aside, moved from the page's other address). Nothing is written.
export function peekSavedGame(key) {
  try {
    const text = readText(key);
    const r = text === null ? null : migrateGame(JSON.parse(text));
    return r && !r.lost.length ? r.value : null;
  } catch {
    return null;
  }
}

// Saves `record` under `key`; false (nothing written) when the saved game changed since this
// page last saw it without the page hearing of it (another tab's storage event missed, e.g.
// while the page was in the back-forward cache): the caller follows that game instead. A write
// that is not kept (storage full or blocked, or a saved game that could not be kept aside)
// costs the reload survival only: the page is told through onWriteFailed (web/storage/store.js).
export function saveGame(key, record) {
  if (seen.has(key) && readText(key) !== seen.get(key)) return false;
  const text = gameText(record);
  if (writeText(key, text)) seen.set(key, text);
  return true;
}

// The saved game a link is about to replace, kept among the previous games (the latest first).
// When it cannot be, nothing is written over it.
export function keepPrevious(key, text) {
  const kept = addPrevious(key, text);
  if (!kept) guard(key);
  return kept;
}

export function previousGame(key) {
  const [text] = previousTexts(key) ?? [];
  if (text === undefined) return null;
  try {
    return migrateGame(JSON.parse(text)).value;
  } catch {
    return null;
  }
}

// The latest previous game becomes the saved one again (resumed at the next load); the game it
// replaces goes last among the previous games, so each call brings back an older one, and
// nothing is lost either way. Written so that a write that fails midway loses nothing: the
// list with both games first, then the saved game, then the list without the one resumed.
export function resumePrevious(key) {
  const list = previousTexts(key);
  if (!list?.length) return false;
  const [first, ...rest] = list;
  const current = readText(key);
  const after = current !== null && current !== first && !rest.includes(current) ? [...rest, current] : rest;
  if (!writePrevious(key, [first, ...after])) return false;
  unguard(key);
  if (!writeText(key, first)) return false;
  writePrevious(key, after);
  seen.delete(key);
  return true;
}

// Calls follow(record) when another tab saves the game under `key` (the browser's storage
// event), so two tabs on one game show the same game and neither writes over the other's moves.
// A tab that follows leaves the computer's turns to the tab that went on; when that tab goes
// away (closed, or navigated off) it says so, and left() is called in the tabs that follow, so
// one of them takes the computer's turns over. following() says whether this tab follows (then
// it says nothing when it goes). Returns a function that stops watching.
export function watchGame(key, follow, { left = () => {}, following = () => false } = {}) {
  const area = storageArea();
  if (typeof window === 'undefined' || !area) return () => {};
  const leftKey = `${key}:left`;
  const listener = (e) => {
    if (e.storageArea !== area) return;
    if (e.key === leftKey && e.newValue) left();
    if (e.key !== key) return;
    seen.set(key, e.newValue);
    let record = null;
    try {
      record = e.newValue === null ? null : migrateGame(JSON.parse(e.newValue)).value;
    } catch {
      /* another tab's save this page cannot read: it stays as it is */
    }
    if (record) follow(record);
  };
  // A new value each time: an event each time. Not kept (storage full): the others stay paused.
  const going = () => following() || writeText(leftKey, String(Date.now()), area);
  window.addEventListener('storage', listener);
  window.addEventListener('pagehide', going);
  return () => {
    window.removeEventListener('storage', listener);
    window.removeEventListener('pagehide', going);
  };
}
