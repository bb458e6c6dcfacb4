// web/storage/rating.js - the player's ratings as this browser keeps them, one per kind ('games',
// 'puzzles'), read without ever throwing (an unreadable rating is kept aside, web/storage/store.js).
// The rating itself (the scale, Glicko) is web/lib/rating.js.

import { writeText, removeKey } from './store.js';
import { readRating } from './progress.js';
import { ratingKey } from './keys.js';
import { START, checkRatingRecord } from '../lib/rating.js';

// The stored rating of `kind` ('games' or 'puzzles'), or a new player's. `storage`: the storage
// area (web/storage/store.js reads it without ever throwing; an unreadable rating is kept aside).
export function loadRating(storage, kind = 'games') {
  const saved = readRating(ratingKey(kind), storage ?? null);
  // Nothing kept (a newcomer's first visit) is no error: with DevTools on (every browser test),
  // an Error made as the game page loads cost 40 ms (V8 read the bundle again for its lines).
  if (saved == null) return { ...START };
  try {
    checkRatingRecord(saved);
    return { rating: saved.rating, rd: saved.rd, games: saved.games };
  } catch {
    return { ...START };
  }
}

export function saveRating(storage, rating, kind = 'games') {
  checkRatingRecord(rating);
  writeText(ratingKey(kind), JSON.stringify(rating), storage ?? null); // not kept: it lives on for this visit
}

export function resetRating(storage, kind = 'games') {
  removeKey(ratingKey(kind), storage ?? null);
}
