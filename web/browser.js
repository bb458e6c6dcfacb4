// The package's entry point for browsers: the same names as index.js (rules, engine, levels,
// the game object, the AI in a Web Worker), with the game page (ui.js) itself.
//
//   import { mountPolis, chooseMoveRed } from 'polis-game';
//
// The <polis-game> element is a separate entry ('polis-game/element', web/polis-game.js)
// because defining it is a side effect; so is window.polisAI ('polis-game/original').

export * from './rules.js';
export * from './engine.js';
export * from './levels.js';
export { PolisGame } from './game.js';
export { createAiClient, chooseMove, chooseMoveRed, analyse, hint, reviewGame, cancel } from './ai-client.js';
export { mountPolis, configFromUrl } from './ui.js';
