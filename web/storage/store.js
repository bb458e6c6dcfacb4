// web/storage/store.js - the one door to the browser's storage (localStorage). Nothing here
// throws: where storage is blocked (a sandboxed iframe, site data turned off: reading
// `localStorage` itself throws), missing, full (QuotaExceededError) or broken (getItem throws),
// a read gives null and a write gives false, and the page goes on for this visit.
//
//   readText(key) -> string | null           writeText(key, text) -> true when it was kept
//   removeKey(key)                           keepBackup(key, text) -> the key the text is kept under
//   readRecord(key, migrate) -> { value, text, problem }
//     migrate(data) -> { value, lost } (lost: what could not be read; throws when nothing could)
//   onWriteFailed(fn) -> off                 fn() once, at the first write that is not kept
//   guard(key), unguard(key)                 no write to `key` is kept meanwhile
//   pagePath() -> the page's path, one per page: '/' and '/index.html' are one page
//   storedNothing() -> true when nothing of Polis is kept here (a first visit; keys.js's names)
//
// A record that cannot be read in full is never written over: its text goes to `<key>:backup`
// first (a later unreadable one to `<key>:backup:2`, ...), where the player can get it back;
// when that backup cannot be written (storage full), the key is guarded: no write over it is
// kept for the rest of the visit, and the player is told as for any write not kept.

export const BACKUP = ':backup';

// The storage area, or null when the browser refuses it.
export function storageArea() {
  try {
    return typeof localStorage !== 'undefined' && localStorage ? localStorage : null;
  } catch {
    return null;
  }
}

export function readText(key, area = storageArea()) {
  try {
    const v = area ? area.getItem(key) : null;
    return typeof v === 'string' ? v : null;
  } catch {
    return null;
  }
}

export function storedNothing(area = storageArea()) {
  try {
    for (let i = 0; area && i < area.length; i++) if (/^polis[:-]/.test(area.key(i) ?? '')) return false;
    return true;
  } catch {
    return false;
  }
}

const failed = { yes: false, listeners: new Set() };

function writeFailed() {
  if (failed.yes) return;
  failed.yes = true;
  for (const fn of failed.listeners) fn();
}

// fn() when a write is not kept (once: a page that cannot store says so once); at once when one
// already failed.
export function onWriteFailed(fn) {
  let told = false;
  const once = () => {
    if (told) return;
    told = true;
    fn();
  };
  if (failed.yes) queueMicrotask(once);
  else failed.listeners.add(once);
  return () => failed.listeners.delete(once);
}

// The page's path as the keys name it: a folder's address and its index.html are one page
// ('/' and '/index.html': the manifest's start_url is index.html, so a player who played at the
// folder and then installed the app finds the same game). aliasPath: the other spelling.
export function pagePath() {
  const path = typeof location !== 'undefined' ? location.pathname : '';
  return path.endsWith('/') ? `${path}index.html` : path;
}
export const aliasPath = (path = pagePath()) =>
  path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) : null;

// Keys nothing is written over this visit: a record that could not be read in full nor kept
// aside ('unread': until it reads in full), or one a caller could not keep elsewhere first
// (guard(key): until unguard(key)).
const guarded = new Map();
export const guard = (key) => guarded.set(key, 'guard');
export const unguard = (key) => guarded.delete(key);

export function writeText(key, text, area = storageArea()) {
  try {
    if (!area) throw new Error('no storage');
    if (guarded.has(key)) throw new Error('a record that could not be kept aside');
    area.setItem(key, text);
    return true;
  } catch {
    writeFailed();
    return false;
  }
}

export function removeKey(key, area = storageArea()) {
  try {
    area?.removeItem(key);
  } catch {
    /* nothing more to do: the key stays, or there was none */
  }
}

// Keeps `text` under a backup key of `key` that holds nothing else: never over another backup.
export function keepBackup(key, text, area = storageArea()) {
  for (let n = 1; n < 100; n++) {
    const k = n === 1 ? `${key}${BACKUP}` : `${key}${BACKUP}:${n}`;
    const there = readText(k, area);
    if (there === text) return k;
    if (there === null) return writeText(k, text, area) ? k : null;
  }
  return null;
}

// The record under `key`, read through `migrate`. problem: null, 'unreadable' (nothing could be
// read: value null) or 'partial' (value holds what could be read); either way the stored text
// is kept under a backup key (backup: that key, or null when it could not be written).
export function readRecord(key, migrate, area = storageArea()) {
  const text = readText(key, area);
  if (text === null && guarded.get(key) === 'unread') guarded.delete(key); // nothing left to keep
  if (text === null) return { value: null, text, problem: null, backup: null };
  let result;
  try {
    result = migrate(JSON.parse(text));
  } catch {
    return aside(key, { value: null, text, problem: 'unreadable' }, area);
  }
  if (!result.lost?.length) {
    if (guarded.get(key) === 'unread') guarded.delete(key);
    return { value: result.value, text, problem: null, backup: null };
  }
  return aside(key, { value: result.value, text, problem: 'partial', lost: result.lost }, area);
}

// A record not read in full, kept under a backup key; guarded when it could not be.
function aside(key, read, area) {
  const backup = keepBackup(key, read.text, area);
  if (!backup && !guarded.has(key)) guarded.set(key, 'unread');
  // Kept aside at last (room again): writing over it now loses nothing.
  if (backup && guarded.get(key) === 'unread') guarded.delete(key);
  return { ...read, backup };
}
