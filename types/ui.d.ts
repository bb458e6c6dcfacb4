/// <reference path="./no-dom.d.ts" />
// Types for web/ui.js ('polis-game/ui'): the whole game page, mounted in an element. This file
// is the reference for mountPolis's options and the handle it returns (the README points here;
// `make typecheck` checks the exports against web/ui.js). The page's data-* hooks for scripts
// and tests are listed at the top of web/ui.js.

import type { Move, WinReason, Player } from './rules.js';

/** How a game shown by the page ended: the rules' reasons, or a player resigned. */
export type GameOverReason = WinReason | 'resign';
export interface GameOver {
  winner: Player;
  reason: GameOverReason;
}

import type { LevelName } from './levels.js';
import type { AiClient } from './ai-client.js';

export type Seat = 'human' | 'ai';

/** What onMove receives after every move (the same fields as <polis-game>'s polis-move event). */
export interface MoveInfo {
  /** 1 for the game's first move. */
  ply: number;
  player: Player;
  /** In notation, like 'b2b3'. */
  move: string;
  /** Who played it: 'human' or 'ai' (the computer). */
  by: Seat;
  /** The position string after the move. */
  position: string;
}

/** The computer's state: 'ready' (loaded, waiting for its turn), 'thinking' (choosing a move),
 *  'failed' (it could not load: the game goes on between two humans, and the page says why).
 *  Nothing is reported while it loads. */
export type AiState = 'ready' | 'thinking' | 'failed';

/** What onAiState (and <polis-game>'s polis-ai event) receives each time the state changes. */
export interface AiStateDetail {
  state: AiState;
  /** The engine's name once loaded ('wasm', or 'wasm-page' without a worker), else null. */
  engine: string | null;
  /** While thinking: the side it plays and the level it plays at; otherwise null. */
  player: Player | null;
  level: LevelName | null;
  /** When failed: why, in a sentence; otherwise null. */
  error: string | null;
}

export interface GameConfig {
  blue?: Seat;
  red?: Seat;
  level?: LevelName;
  /** A position string (docs/RULES.md). */
  position?: string;
  /** Moves to replay from the position: 'b2b3' strings (or moves), or one comma-separated string. */
  moves?: string | (string | Move)[];
}

export interface MountOptions extends GameConfig {
  /** Messages to show the player above the board (for example configFromUrl's problems). */
  problems?: string[];
  /** The AI to use (default: a new createAiClient()). */
  aiClient?: AiClient;
  /** The AI for the balance bar, Hint and Review (default: a second client, made on first use). */
  analysisClient?: AiClient;
  /** Open the setup panel as the game opens (once its code has come: a moment). */
  setup?: boolean;
  /** Leave out the move list, for small spaces. */
  compact?: boolean;
  /** Names the game saved in this browser (several games on one page: one id each). */
  id?: string;
  /** false: do not resume the game saved in this browser, with its players (resumed by default
   *  unless a position or moves are given that it does not go on from; a given level still applies). */
  restore?: boolean;
  /** Called after every move. */
  onMove?: (info: MoveInfo) => void;
  /** Called when the computer becomes ready, starts thinking, finishes, or fails to load, so
   *  a host need not poll aiStatus. */
  onAiState?: (detail: AiStateDetail) => void;
  /** Called when a game ends. */
  onGameOver?: (over: GameOver) => void;
  /** Called with what onMove, onAiState or onGameOver threw, and its name. A callback's throw
   *  never stops the game: it is reported on the console (console.error) and here, and the game
   *  goes on. */
  onError?: (error: unknown, callback: 'onMove' | 'onAiState' | 'onGameOver') => void;
}

/** What mountPolis returns: the game on the page. */
export interface PolisGameHandle {
  readonly element: HTMLElement;
  /** Throws a TypeError naming the value when `config` is not an object (null included) or a
   *  field has the wrong type. */
  newGame(config?: GameConfig): void;
  /** Plays a move for the human side to move; throws if it is not a human's turn or not legal,
   *  and a TypeError naming the value when `move` is neither a string nor a move object. */
  play(move: string | Move): unknown;
  undo(): void;
  /** The level of the computer's next move, as the page's level menu sets it: the game goes on.
   *  Throws for an unknown level name. */
  setLevel(name: LevelName): void;
  /** Opens the New game dialog: at once, or the first time once its code has come (a file the
   *  game loads as the player first touches it). */
  openSetup(): void;
  /** Turns the board round. */
  flip(): void;
  /** The position string of the live position. */
  readonly position: string;
  /** The moves played, in notation (as PolisGame's history(); its moves() are the legal moves). */
  readonly history: string[];
  /** @deprecated The older name of `history` (the moves played), kept working. */
  readonly moves: string[];
  readonly over: GameOver | null;
  readonly settings: { blue: Seat; red: Seat; level: LevelName };
  readonly aiLog: Record<string, unknown>[];
  readonly aiStatus: string;
  readonly aiFailure: string | null;
  /** Stops the AI and empties the element. Afterwards every method above throws an Error
   *  naming it ("flip: this game was destroyed ..."); destroy() again does nothing. */
  destroy(): void;
}

/** Builds the game inside `container`. Throws a TypeError naming the value (before anything is
 *  built, listened to or started) when `container` is not an element or an option has the wrong
 *  type (null options, a client without the methods the game calls, non-array `problems`, ...). */
export function mountPolis(container: HTMLElement, options?: MountOptions): PolisGameHandle;
/** Reads ?blue=&red=&level=&position= from a query string. */
export function configFromUrl(search?: string): { config: GameConfig; fromUrl: boolean; problems: string[] };
