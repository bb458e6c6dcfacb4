// The package's entry point for Node (and anything without a DOM): the rules in JavaScript,
// the wasm engine and the levels.
//
//   import { createEngine, initialBoard, parsePosition } from 'polis-game';
//
// Browsers (and bundlers, through the "browser" condition) get browser.js, which adds the AI
// client and the game page.

export * from './rules.js';
export * from './engine.js';
export * from './levels.js';
export { PolisGame } from './game.js';
