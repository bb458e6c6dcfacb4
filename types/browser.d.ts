// Types for 'polis-game' in browsers (web/browser.js): everything in index.d.ts, the AI client
// and the game page.

export * from './index.js';
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
