// web/storage/analysis.js - the analysis boards kept on this device (polis:analysis:<path>), so a
// reload of ?analysis=POSITION without its moves in the address finds the tree it had: per start
// position, the tree and its selected move as web/analysis/link.js writes them.
//
//   loadAnalysis(position, readsInFull?) -> text | null     saveAnalysis(position, text)
//   otherAnalysis(position, text) -> the latest tree kept for the position other than `text`
//
// Version 1: { version: 1, boards: [{ position, tree, time }] }, the latest first, at most
// MAX_BOARDS. A save rewrites the entry this page last read or wrote for the position; one
// another tab (or an earlier visit) wrote meanwhile stays as an entry of its own, so nothing
// another tab kept is lost. A record that cannot be read is kept aside (web/storage/store.js)
// and never written over; so is a tree this page cannot read in full (readsInFull(text) false:
// a later version's, or damaged): its entry stays as it was, and a copy goes to the backup key;
// when that copy cannot be written, nothing is saved for its position this visit. The page's
// other address ('/' for '/index.html') is read too: its trees are found, never written.

import { readRecord, writeText, keepBackup, pagePath, aliasPath } from './store.js';

export const MAX_BOARDS = 30;
const MAX_TEXT = 200000; // a tree far larger than one made by hand is not kept

const keyOf = (path) => `polis:analysis:${path}`;
const key = () => keyOf(pagePath());
// What this page last read or wrote per position: its own entry.
const mine = new Map();
// Positions whose kept tree could not be read in full nor copied aside: not saved this visit.
const held = new Set();

function migrate(data) {
  if (!data || data.version !== 1 || !Array.isArray(data.boards)) throw new Error('not an analysis record');
  const boards = data.boards.filter(
    (b) => b && typeof b.position === 'string' && typeof b.tree === 'string' && Number.isFinite(b.time),
  );
  return { value: boards, lost: boards.length < data.boards.length ? ['boards'] : [] };
}

// The boards kept, or null when the record is there but could not be kept aside (not to be
// written over).
function boards(k = key()) {
  const r = readRecord(k, migrate);
  if (r.problem && !r.backup) return null;
  return r.value || [];
}

// The boards of this page, then those kept under its other address.
function allBoards() {
  const other = aliasPath();
  return [...(boards() || []), ...(other ? boards(keyOf(other)) || [] : [])];
}

export function loadAnalysis(position, readsInFull = () => true) {
  const found = allBoards().find((b) => b.position === position);
  if (!found) return null;
  if (readsInFull(found.tree)) mine.set(position, found.tree);
  else if (!keepBackup(key(), JSON.stringify({ version: 1, boards: [found] }))) held.add(position);
  return found.tree;
}

export function otherAnalysis(position, text) {
  return allBoards().find((b) => b.position === position && b.tree !== text)?.tree ?? null;
}

export function saveAnalysis(position, text) {
  if (text.length > MAX_TEXT || held.has(position)) return false;
  const all = boards();
  if (!all) return false;
  const before = mine.get(position);
  const rest = all.filter((b) => !(b.position === position && (b.tree === before || b.tree === text)));
  const next = [{ position, tree: text, time: Date.now() }, ...rest].slice(0, MAX_BOARDS);
  mine.set(position, text);
  return writeText(key(), JSON.stringify({ version: 1, boards: next }));
}
