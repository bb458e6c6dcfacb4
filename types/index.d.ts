// Types for 'polis-game' in Node (web/index.js): the rules, the wasm engine and the levels.

export * from './rules.js';
export * from './engine.js';
export * from './levels.js';
export { squareName } from './rules.js';
export { PolisGame } from './game.js';
export type { PlayedMove } from './game.js';
