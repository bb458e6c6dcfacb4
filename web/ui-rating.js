// ui-rating.js - the player's rating on the game page: each game against the computer is
// rated when it ends (web/rating.js), unless a move was taken back or the level changed during
// it; two players on one screen are never rated. What counts against rating a game (an undo, a
// level change) is kept with the saved game's key, so a reload in the middle does not forget it.
//
//   const keeper = createRatingKeeper(storageKey);
//   keeper.started(fresh)   a game starts (fresh: false when a saved game is resumed)
//   keeper.undone() / keeper.levelChanged(plies)   (a level chosen before the first move is fine)
//   keeper.finished(settings, over) -> the sentence for the result dialog ('' for none)

import { rateGame, loadRating, saveRating } from './rating.js';
import { ratingWords } from './ui-words.js';

export function createRatingKeeper(key) {
  const store = typeof localStorage !== 'undefined' ? localStorage : null;
  const flagKey = `${key}:unrated`;
  const read = () => { try { return store?.getItem(flagKey) ?? ''; } catch { return ''; } };
  const write = (v) => { try { if (v) store?.setItem(flagKey, v); else store?.removeItem(flagKey); } catch { /* kept for this visit only */ } };
  let unrated = read();
  const mark = (why) => { if (!unrated) { unrated = why; write(why); } };
  return {
    started(fresh) {
      if (fresh) { unrated = ''; write(''); } else unrated = read();
    },
    undone: () => mark('undo'),
    levelChanged(plies) { if (plies > 0) mark('level'); },
    finished(settings, over) {
      const player = loadRating(store);
      const r = unrated && settings.blue !== settings.red ? { rated: false, why: unrated } : rateGame(player, { ...settings, winner: over.winner, undos: 0 });
      mark('done'); // one rating a game, however often its end is shown
      if (!r.rated) return ratingWords.unrated(r.why);
      saveRating(store, r.after);
      return ratingWords.rated(r);
    },
  };
}
