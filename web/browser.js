// The package's entry point for browsers: everything in index.js (rules, engine, levels) plus
// the AI in a Web Worker (ai-client.js) and the game page (ui.js).
//
//   import { mountPolis, chooseMoveRed } from 'polis-game';
//
// The <polis-game> element is a separate entry ('polis-game/element', web/polis-game.js)
// because defining it is a side effect; so is window.polisAI ('polis-game/original').

export * from './index.js';
export { createAiClient, chooseMove, chooseMoveRed, analyse, hint, reviewGame, cancel } from './ai-client.js';
export { mountPolis, configFromUrl } from './ui.js';
