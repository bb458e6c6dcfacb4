// web/play/rating.js - the player's rating on the game page: each game against the computer is
// rated when it ends (web/lib/rating.js), unless a hint was taken, a move was taken back or the
// level changed during it (as a serious site would: help makes the result not the player's own);
// two players on one screen are never rated. What counts against rating a game (an undo, a
// level change) is kept with the saved game's key, so a reload in the middle does not forget it.
//
//   const keeper = createRatingKeeper(storageKey);
//   keeper.started(fresh, plies)   a game starts (fresh: false when a saved game is resumed)
//   keeper.seen(plies)   after every change: fewer plies than before means a move taken back
//   keeper.levelChanged(moved) -> true when changing the level has just made a rated game
//     unrated (moved: the player has moved in it; a level chosen before that is fine)
//   keeper.helped(settings, why) -> true when a hint ('hint') or a takeback ('undo') has just
//     made a game against the computer unrated (the page says so, once)
//   keeper.finished(settings, over, words) -> the result dialog's words, its text followed by
//     the rating's sentence (or why the game is not rated)
//   keeper.current() -> { rating, rd, games }; keeper.reset() forgets it (the New game dialog)

import { rateGame } from '../lib/rating.js';
import { loadRating, saveRating, resetRating } from '../storage/rating.js';
import { ratingWords } from '../words/rating.js';
import { storageArea, readText, writeText, removeKey } from '../storage/store.js';

export function createRatingKeeper(key) {
  const store = storageArea(); // null where storage is blocked: kept for this visit only
  const flagKey = `${key}:unrated`;
  const read = () => readText(flagKey, store) ?? '';
  const write = (v) => (v ? writeText(flagKey, v, store) : removeKey(flagKey, store));
  let unrated = read();
  let plies = 0;
  const mark = (why) => {
    if (unrated) return false;
    unrated = why;
    write(why);
    return true;
  };
  return {
    started(fresh, n) {
      if (fresh) {
        unrated = '';
        write('');
      } else unrated = read();
      plies = n;
    },
    seen(n) {
      if (n < plies) mark('undo'); // however it was taken back
      plies = n;
    },
    levelChanged: (moved) => moved && mark('level'),
    helped: (settings, why) => settings.blue !== settings.red && mark(why),
    finished(settings, over, words) {
      const said = sentence(settings, over);
      return said ? { ...words, text: `${words.text} ${said}` } : words;
    },
    current: () => loadRating(store),
    reset: () => resetRating(store),
  };
  function sentence(settings, over) {
    const player = loadRating(store);
    const r =
      unrated && settings.blue !== settings.red
        ? { rated: false, why: unrated }
        : rateGame(player, { ...settings, winner: over.winner, undos: 0 });
    mark('done'); // one rating a game, however often its end is shown
    if (!r.rated) return ratingWords.unrated(r.why);
    saveRating(store, r.after);
    return ratingWords.rated(r);
  }
}
