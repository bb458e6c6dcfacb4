// The package's entry point for Node (and anything without a DOM, such as a framework's server
// rendering): the rules in JavaScript, the wasm engine, the levels, the game object and the AI
// (a worker_threads worker).
//
//   import { createEngine, initialBoard, parsePosition } from 'polis-game';
//
// It has every name browser.js (the browser entry) has, so one import line builds for both
// sides of a framework's app: mountPolis here throws, saying it needs a page (lib/no-dom.js).
// package.json's `require` condition gives index.cjs, this module built as CommonJS
// (scripts/build-commonjs.mjs).

export * from './rules.js';
export * from './engine.js';
export * from './levels.js';
export { PolisGame } from './game.js';
export { createAiClient, chooseMove, chooseMoveRed, analyse, hint, reviewGame, cancel } from './ai-client.js';
export { mountPolis, configFromUrl } from './lib/no-dom.js';
