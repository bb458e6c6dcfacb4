// Types for 'polis-game' (web/index.js in Node, web/browser.js in browsers: the same names).
// The rules, the wasm engine, the levels, the game object, the AI client and the game page; in
// Node (a framework's server rendering included) mountPolis throws, saying it needs a page.

export * from './rules.js';
export * from './engine.js';
export * from './levels.js';
export { squareName } from './rules.js';
export { PolisGame } from './game.js';
export type { PlayedMove } from './game.js';
export { createAiClient, chooseMove, chooseMoveRed, analyse, hint, reviewGame, cancel } from './ai-client.js';
export type {
  AiClient,
  AiClientOptions,
  ChooseOptions,
  ChooseResult,
  ChooseProgress,
  AiStatus,
  ReviewClientOptions,
} from './ai-client.js';
export { mountPolis, configFromUrl } from './ui.js';
export type {
  MountOptions,
  GameConfig,
  PolisGameHandle,
  Seat,
  MoveInfo,
  GameOver,
  GameOverReason,
} from './ui.js';
