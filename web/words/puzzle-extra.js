// web/words/puzzle-extra.js - more of the puzzle mode's words, beside web/words/puzzles.js's
// puzzleWords (web/puzzle/view.js).

export const puzzleStoreWords = {
  // A solve could not be stored (storage full, or blocked by the browser).
  notKept:
    'This browser is not keeping anything for this page (its storage is full or blocked): your puzzle progress and rating will be lost when the page is reloaded.',
};
