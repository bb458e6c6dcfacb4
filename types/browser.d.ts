// Types for 'polis-game' in browsers (web/browser.js): the same names as in Node (index.d.ts),
// where mountPolis builds the game.

export * from './index.js';
