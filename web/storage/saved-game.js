// web/storage/saved-game.js - the game saved under a key (polis:game:<path>:<id>), so a reload
// resumes it, and what a page does not throw away: a save it could not read in full (kept under
// `<key>:backup`), and the saved game a link replaced (kept as the previous game, `<key>:previous`,
// which resumePrevious brings back).
//
//   loadSavedGame(key) -> { record, problem: null | 'unreadable' | 'partial', text }
//   saveGame(key, record) -> false when the saved game changed elsewhere (follow it instead)
//   loadGame(key) -> record | null       watchGame(key, follow, { left, following })
//   keepPrevious(key, text)   previousGame(key) -> record | null   resumePrevious(key)

import { storageArea, readText, writeText, readRecord } from './store.js';
import { migrateGame, gameText } from './game-record.js';

export const PREVIOUS = ':previous';

// The saved game as this page last saw it (loaded, written, or heard of from another tab), per
// key: a page whose copy is stale must not write over a game that went on elsewhere.
const seen = new Map();
// Keys this page must not write: what they hold could not be kept aside (storage full).
const guarded = new Set();

// The key of the game saved for this page (its path) and `id` (mountPolis's option).
export const gameKey = (id = 'main') =>
  `polis:game:${typeof location !== 'undefined' ? location.pathname : ''}:${id || 'main'}`;

export function loadSavedGame(key) {
  const r = readRecord(key, migrateGame);
  seen.set(key, r.text);
  if (r.problem && !r.backup) guarded.add(key);
  else guarded.delete(key);
  return { record: r.value, problem: r.problem, text: r.text };
}

export const loadGame = (key) => loadSavedGame(key).record;

// Saves `record` under `key`; false (nothing written) when the saved game changed since this
// page last saw it without the page hearing of it (another tab's storage event missed, e.g.
// while the page was in the back-forward cache): the caller follows that game instead. A write
// that is not kept (storage full or blocked) costs the reload survival only: the page is told
// through onWriteFailed (web/storage/store.js).
export function saveGame(key, record) {
  if (guarded.has(key)) return true;
  if (seen.has(key) && readText(key) !== seen.get(key)) return false;
  const text = gameText(record);
  if (writeText(key, text)) seen.set(key, text);
  return true;
}

// The saved game a link is about to replace, kept as the previous game.
export function keepPrevious(key, text) {
  const kept = writeText(`${key}${PREVIOUS}`, text);
  if (!kept) guarded.add(key);
  return kept;
}

export function previousGame(key) {
  return readRecord(`${key}${PREVIOUS}`, migrateGame).value;
}

// The previous game becomes the saved one again (resumed at the next load); the game it
// replaces becomes the previous one, so nothing is lost either way.
export function resumePrevious(key) {
  const previous = readText(`${key}${PREVIOUS}`);
  if (previous === null) return false;
  const current = readText(key);
  if (!writeText(key, previous)) return false;
  if (current !== null) writeText(`${key}${PREVIOUS}`, current);
  seen.delete(key);
  guarded.delete(key);
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
