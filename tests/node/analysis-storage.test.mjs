// The analysis boards kept on this device (web/storage/analysis.js): a tree comes back for its
// start position; a save keeps what another tab kept for the same position (as an entry of its
// own) and every other position's; a record that cannot be read is kept aside, never written
// over; storage that throws loses the trees of this visit only; the boards kept are capped.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadAnalysis, saveAnalysis, otherAnalysis, MAX_BOARDS } from '../../web/storage/analysis.js';
import { memoryStorage, useLocalStorage } from '../helpers/stand-ins.mjs';

const KEY = 'polis:analysis:'; // no location in Node: the path part is empty
const A = 'B7/8/8/3b4/4r3/8/8/7R r';
const B = 'B7/8/8/8/8/8/8/7R b';

// localStorage in memory (tests/helpers/stand-ins.mjs).
const useStorage = (entries = {}) => useLocalStorage(memoryStorage(entries));
const boards = (s) => JSON.parse(s.map.get(KEY)).boards.map((b) => `${b.position}|${b.tree}`);

test('a tree comes back for its position, and another position keeps its own', () => {
  const s = useStorage();
  assert.equal(loadAnalysis(A), null);
  assert.ok(saveAnalysis(A, '1_1_d5c6'));
  assert.ok(saveAnalysis(A, '1_2_d5c6e4d4'));
  assert.ok(saveAnalysis(B, '1_0_a1b2'));
  assert.equal(loadAnalysis(A), '1_2_d5c6e4d4');
  assert.equal(loadAnalysis(B), '1_0_a1b2');
  assert.deepEqual(
    boards(s),
    [`${B}|1_0_a1b2`, `${A}|1_2_d5c6e4d4`],
    'one entry per position from this page',
  );
});

test("another tab's tree for the same position is kept beside this page's", () => {
  const s = useStorage();
  saveAnalysis(A, '1_1_d5c6');
  // Another tab writes its own tree for A (its save replaces nothing of this page's).
  const other = JSON.parse(s.map.get(KEY));
  other.boards.unshift({ position: A, tree: '1_1_e4d4', time: Date.now() });
  s.map.set(KEY, JSON.stringify(other));
  saveAnalysis(A, '1_2_d5c6e4d4');
  assert.deepEqual(
    boards(s),
    [`${A}|1_2_d5c6e4d4`, `${A}|1_1_e4d4`],
    "this page's entry rewritten, the other tab's kept",
  );
});

test('an unreadable record is kept aside before anything is written; a full storage loses this visit only', () => {
  const s = useStorage({ [KEY]: '{not json' });
  assert.equal(loadAnalysis(A), null);
  assert.equal(s.map.get(`${KEY}:backup`), '{not json', 'kept aside');
  assert.ok(saveAnalysis(A, '1_0_'));
  assert.equal(s.map.get(`${KEY}:backup`), '{not json', 'still there');
  s.setThrows = true;
  assert.equal(saveAnalysis(A, '1_1_d5c6'), false);
  assert.doesNotThrow(() => loadAnalysis(A));
  // A record that cannot be read and cannot be kept aside is not written over.
  const t = useStorage({ [KEY]: '{"version":9}' });
  t.setThrows = true;
  assert.equal(saveAnalysis(A, '1_0_'), false);
  assert.equal(t.map.get(KEY), '{"version":9}');
});

test(`at most ${MAX_BOARDS} boards are kept, the latest`, () => {
  const s = useStorage();
  for (let i = 0; i < MAX_BOARDS + 5; i++) saveAnalysis(`position ${i}`, '1_0_');
  const kept = JSON.parse(s.map.get(KEY)).boards;
  assert.equal(kept.length, MAX_BOARDS);
  assert.equal(kept[0].position, `position ${MAX_BOARDS + 4}`);
});

test('a kept tree this page cannot read in full stays kept: copied aside, or nothing saved for it', () => {
  const later = JSON.stringify({ version: 1, boards: [{ position: A, tree: '2_3_x', time: 1 }] });
  const s = useStorage({ [KEY]: later });
  assert.equal(
    loadAnalysis(A, () => false),
    '2_3_x',
  );
  assert.ok(s.map.get(`${KEY}:backup`).includes('"2_3_x"'), 'copied aside');
  assert.ok(saveAnalysis(A, '1_1_d5c6'));
  assert.deepEqual(boards(s), [`${A}|1_1_d5c6`, `${A}|2_3_x`], 'a new entry beside it');
  assert.equal(otherAnalysis(A, '1_1_d5c6'), '2_3_x');
  // No room for the copy: nothing is saved for the position this visit.
  const t = useStorage({ [KEY]: later.replace(A, B) });
  t.setThrows = true;
  loadAnalysis(B, () => false);
  t.setThrows = false;
  assert.equal(saveAnalysis(B, '1_0_'), false);
  assert.equal(t.map.get(KEY), later.replace(A, B));
});
