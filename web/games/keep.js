// web/games/keep.js - the game page's games kept in Your games (web/storage/games.js) as they
// are played: the first move makes an entry (its id and date, and the rating before it, kept
// beside the saved game so a reload goes on with the same entry), each save brings it up to
// date, the end adds its result and, when the game was rated, the rating's change.
//
//   const keep = createGamesKeeper(storeKey, { rating: () => loadRating(), told: (why) => {} })
//   keep.saved(settings, record, over)   after each save of the game (record: gameRecord's)
//   keep.reviewed({ blue, red })   the review's accuracy, kept with the game once it has ended
//   adoptKept(storeKey, game)   the page opens a kept game (Review in Your games): its entry is
//     the one brought up to date, so no second entry is made
//   told(why) once a page, when a game could not be kept: 'bound' or 'guarded' (storage full is
//   said by the page, once, as for every write)

import { putGame, gameEntry, newGameId, dateText, loadGames } from '../storage/games.js';
import { readText, writeText, removeKey } from '../storage/store.js';

const entryKey = (storeKey) => `${storeKey}:games-entry`;

export function adoptKept(storeKey, game) {
  const moves = game.moves ? game.moves.split(',').length : 0;
  writeText(entryKey(storeKey), JSON.stringify({ id: game.id, date: game.date, moves, done: !!game.result }));
}

export function createGamesKeeper(storeKey, { rating, told = () => {} }) {
  const idKey = entryKey(storeKey);
  let said = false;
  const current = () => {
    try {
      const e = JSON.parse(readText(idKey) ?? 'null');
      return e && typeof e.id === 'string' ? e : null;
    } catch {
      return null;
    }
  };
  return {
    reviewed(accuracy) {
      const entry = current();
      const game = entry?.done ? loadGames().games.find((g) => g.id === entry.id) : null;
      if (game && JSON.stringify(game.accuracy) !== JSON.stringify(accuracy)) putGame({ ...game, accuracy });
    },
    saved(settings, record, over) {
      let entry = current();
      if (!record.moves.length && !record.resigned) {
        if (entry) removeKey(idKey); // a new game: the next first move makes a new entry
        return;
      }
      if (entry?.done && entry.moves === record.moves.length) return; // the same ended game
      if (!entry || entry.done) {
        const before = rating();
        entry = { id: newGameId(), date: dateText(Date.now()), before };
      }
      let rated = null;
      if (over) {
        const after = rating();
        if (entry.before && after.games > entry.before.games)
          rated = {
            change: Math.round((after.rating - entry.before.rating) * 10) / 10,
            rating: Math.round(after.rating * 10) / 10,
            rd: Math.round(after.rd),
          };
      }
      writeText(idKey, JSON.stringify({ ...entry, moves: record.moves.length, done: !!over }));
      const r = putGame(gameEntry({ id: entry.id, date: entry.date, settings, record, over, rating: rated }));
      // A write the browser refused (full, blocked) is said once by the page for everything it
      // keeps (web/storage/store.js: onWriteFailed); only what is Your games' own is said here.
      if (!r.kept && (r.why === 'bound' || r.why === 'guarded') && !said) {
        said = true;
        told(r.why);
      }
    },
  };
}
