// What the page says about what it keeps (web/storage/): a save it could not read, a game a
// link replaced, a browser that does not let it keep anything.

export const storageWords = {
  // The saved game could be read only in part: what could be read is back on the board.
  partial:
    'Part of the game saved on this device could not be read: the moves that could be read are back on the board, and the saved game is kept as it was.',
  // Nothing of the saved game could be read.
  unreadable: 'The game saved on this device could not be read. It is kept as it was, and a new game starts.',
  // A link opened another game while one was saved here.
  previousKept:
    'The link started its own game. The game you had saved here is kept: "Resume the previous game" brings it back.',
  resumePrevious: 'Resume the previous game',
  // A write was refused (storage full, or blocked by the browser).
  notKept:
    'This browser is not keeping anything for this page (its storage is full or blocked): this game will be lost when the page is reloaded.',
  // The same in the puzzles: a solve could not be stored.
  puzzleNotKept:
    'This browser is not keeping anything for this page (its storage is full or blocked): your puzzle progress and rating will be lost when the page is reloaded.',
};
