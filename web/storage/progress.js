// web/storage/progress.js - what a player earns, read from any shape it was ever stored in and
// merged, never reset: the puzzle progress, the ratings, the lessons done.
//
//   puzzles (polis:puzzle:progress; 'polis-puzzles' on older pages), version 2: { version: 2, solved: [ids], streak, best, tried, ...
//     fields of a later version, kept as they were }; version 1: the same without `version`
//     (ids may be texts: '12').
//   ratings (polis:rating:games, polis:rating:puzzles; older 'polis-rating-games', ...): { rating, rd, games } (the shape has
//     not changed: version 1, no tag); numbers stored as texts and extra fields are read.
//   lessons done (pref 'learn-done'): ids, comma-separated.

import { writeText, readText } from './store.js';
import { readMoved, prefKey, PUZZLES_KEY, CHOICE_KEY } from './keys.js';

export { PUZZLES_KEY, CHOICE_KEY };
export const PROGRESS_VERSION = 2;
const COUNTS = ['streak', 'best', 'tried'];

const count = (v) => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return Number.isInteger(n) && n >= 0 ? n : null;
};

export function freshProgress() {
  return { solved: [], streak: 0, best: 0, tried: 0 };
}

export function migrateProgress(data) {
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw new Error('not a progress record');
  const lost = [];
  const { version, solved, ...rest } = data;
  const ids = Array.isArray(solved) ? solved.map(count) : [];
  if (!Array.isArray(solved) || ids.includes(null)) lost.push('solved');
  const value = { ...rest, solved: [...new Set(ids.filter((id) => id !== null))] };
  for (const k of COUNTS) {
    value[k] = count(data[k]);
    if (value[k] === null) {
      if (k in data) lost.push(k);
      value[k] = 0;
    }
  }
  if (Number.isInteger(version) && version > PROGRESS_VERSION) lost.push('version');
  return { value, lost };
}

export function loadProgress(area) {
  return (
    readMoved(PUZZLES_KEY, migrateProgress, {
      area,
      fold: (mine, older) => mergeProgress(older, mine),
      write: (v) => JSON.stringify({ version: PROGRESS_VERSION, ...v }),
    }).value ?? freshProgress()
  );
}

// Two records of progress as one: every puzzle solved in either, the best of each count; the
// streak is `mine`'s (the attempt just made decides it).
export function mergeProgress(stored, mine) {
  return {
    ...stored,
    ...mine,
    solved: [...new Set([...stored.solved, ...mine.solved])],
    streak: mine.streak,
    best: Math.max(stored.best, mine.best),
    tried: Math.max(stored.tried, mine.tried),
  };
}

// Writes `progress` merged with what is stored now (another tab may have solved more); returns
// the merged progress.
export function saveProgress(area, progress) {
  const merged = mergeProgress(loadProgress(area), progress);
  writeText(PUZZLES_KEY, JSON.stringify({ version: PROGRESS_VERSION, ...merged }), area);
  return merged;
}

const number = (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v);

export function migrateRating(data) {
  const r = data && typeof data.rating === 'object' && data.rating ? data.rating : data;
  if (!r || typeof r !== 'object') throw new Error('not a rating');
  const value = { rating: number(r.rating), rd: number(r.rd), games: number(r.games ?? 0) };
  if (!Number.isFinite(value.rating) || !(value.rd > 0) || !Number.isFinite(value.games))
    throw new Error('not a rating');
  return { value, lost: [] };
}

// Two records of one rating (an older page's and this one's): the one with more games is later.
const laterRating = (mine, older) => (older.games > mine.games ? older : mine);

export const readRating = (key, area) => readMoved(key, migrateRating, { area, fold: laterRating }).value;

// The ids of the lessons finished: those stored and `done`, so a lesson finished in another tab
// stays finished.
export function saveLessonsDone(done, area) {
  const key = prefKey('learn-done');
  const all = new Set([...(readText(key, area) ?? '').split(',').filter(Boolean), ...done]);
  writeText(key, [...all].join(','), area);
  return [...all];
}

// What the player chose to train in the puzzles (polis:puzzle:choice; 'polis-puzzle-choice' on
// older pages), version 1:
// { version: 1, theme, band }, each null for any. A theme or band this page does not know (from
// a later version, or damaged) reads as any, and the record is kept as a backup.
export const CHOICE_VERSION = 1;

export function migrateChoice(data, themes, bands) {
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw new Error('not a puzzle choice');
  const lost = [];
  const pick = (k, known) => {
    const v = data[k] ?? null;
    if (v === null || known.includes(v)) return v;
    lost.push(k);
    return null;
  };
  const value = { theme: pick('theme', themes), band: pick('band', bands) };
  if (Number.isInteger(data.version) && data.version > CHOICE_VERSION) lost.push('version');
  return { value, lost };
}

export const loadChoice = (area, themes, bands) =>
  readMoved(CHOICE_KEY, (d) => migrateChoice(d, themes, bands), { area }).value ?? {
    theme: null,
    band: null,
  };

export const saveChoice = (area, choice) =>
  writeText(
    CHOICE_KEY,
    JSON.stringify({ version: CHOICE_VERSION, theme: choice.theme, band: choice.band }),
    area,
  );
