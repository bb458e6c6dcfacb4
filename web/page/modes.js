// web/page/modes.js - which of the game page's modes an address opens. Each mode is its own
// built file (scripts/build-page.mjs: web/app/<mode>.js from web/page/<mode>.js), which
// web/page/start.js (a plain script: it reads the address the same way, checked by
// tests/node/page-built.test.mjs) and web/boot.js load: ?learn the lessons, ?puzzle the
// puzzles, ?editor the position editor, ?analysis=POSITION the analysis board, ?games the
// player's games, anything else the game.
//
//   pageMode('?puzzle=3') -> 'puzzle'      pageMode('?level=hard') -> 'game'

// The modes in the order an address is read (?puzzle&editor opens the puzzles).
export const PAGE_MODES = ['learn', 'puzzle', 'editor', 'analysis', 'games'];

export function pageMode(search) {
  const params = new URLSearchParams(search);
  return PAGE_MODES.find((m) => params.has(m)) ?? 'game';
}
