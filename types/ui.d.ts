// Types for web/ui.js ('polis-game/ui'): the whole game page, mounted in an element.

import type { Move, WinReason, Player } from './rules.js';
import type { LevelName } from './levels.js';
import type { AiClient } from './ai-client.js';

export type Seat = 'human' | 'ai';

export interface GameConfig {
  blue?: Seat;
  red?: Seat;
  level?: LevelName;
  /** A position string (docs/RULES.md). */
  position?: string;
}

export interface MountOptions extends GameConfig {
  /** Messages to show the player above the board (for example configFromUrl's problems). */
  problems?: string[];
  /** The AI to use (default: a new createAiClient()). */
  aiClient?: AiClient;
  /** Open the setup panel at once. */
  setup?: boolean;
  /** Leave out the move list and history, for small spaces. */
  compact?: boolean;
}

export interface PolisGame {
  readonly element: HTMLElement;
  newGame(config?: GameConfig): void;
  /** Plays a move for the human side to move; throws if it is not a human's turn or not legal. */
  play(move: string | Move): unknown;
  undo(): void;
  openSetup(): void;
  /** The position string of the live position. */
  readonly position: string;
  /** The moves played, in notation. */
  readonly moves: string[];
  readonly over: { winner: Player; reason: WinReason } | null;
  readonly settings: { blue: Seat; red: Seat; level: LevelName };
  readonly aiLog: Record<string, unknown>[];
  readonly aiStatus: string;
  readonly aiFailure: string | null;
  /** Stops the AI and empties the element. */
  destroy(): void;
}

export function mountPolis(container: HTMLElement, options?: MountOptions): PolisGame;
/** Reads ?blue=&red=&level=&position= from a query string. */
export function configFromUrl(search?: string): { config: GameConfig; fromUrl: boolean; problems: string[] };
