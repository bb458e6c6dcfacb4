// What the page says about Your games (web/games/): the list, its filters, its buttons, the
// rating history, and why a game could not be kept.

export const gamesWords = {
  entry: 'Your games',
  title: 'Your games',
  back: 'Back to the game',
  none: 'No games yet: the games you play here are kept in this list.',
  noneShown: 'No game matches these choices.',
  filterResult: 'Result',
  filterOpponent: 'Opponent',
  all: 'All',
  won: 'Won',
  lost: 'Lost',
  going: 'Going on',
  computer: 'The computer',
  friend: 'A friend',
  review: 'Review',
  analyse: 'Analyse',
  remove: 'Delete',
  undo: 'Undo',
  removed: 'The game was deleted.',
  exportAll: 'Save all to a file',
  exportOne: 'Save to a file',
  importFile: 'Open a game file',
  imported: (added, same) =>
    `${added} game${added === 1 ? '' : 's'} added${same ? `; ${same} already in the list` : ''}.`,
  importFailed: (why) => `Nothing was added: the file could not be read (${why}).`,
  notKept: {
    full: 'Your games could not keep this game: the browser has no room left for this page. Save your games to a file and delete some to make room.',
    bound:
      'Your games holds as many games as it can keep: save them to a file and delete the oldest to keep new ones. Nothing was deleted.',
    guarded:
      'Your games could not be read in full and could not be kept aside, so nothing new is written to it.',
    blocked: 'This browser keeps nothing for this page, so Your games stays empty.',
  },
  result: { chariot: 'chariot home', 'no-moves': 'no move left', resign: 'resigned' },
  vs: (g) =>
    g.friend
      ? `a friend${g.friend.name ? ` (${g.friend.name})` : ''}`
      : g.blue === g.red
        ? 'two players'
        : `the computer (${g.level})`,
  rated: (change) => `rated, ${change > 0 ? '+' : ''}${change}`,
  unrated: 'not rated',
  accuracy: (a) =>
    `accuracy ${[a.blue, a.red].map((x) => (x === null ? '-' : `${Math.round(x)}%`)).join(' / ')}`,
  history: 'Rating history',
  current: (r) => `Rating ${Math.round(r)}`,
  peak: (r) => `peak ${Math.round(r)}`,
  ratedGames: (n) => `${n} rated game${n === 1 ? '' : 's'}`,
  noHistory: 'No rated game yet.',
};
