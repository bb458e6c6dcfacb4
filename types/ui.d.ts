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
  /** Moves to replay from the position: ['b2b3', ...] or 'b2b3,g7g6'. */
  moves?: string[] | string;
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
  /** Names the saved game (one per page and id). */
  id?: string;
  /** false: do not resume the game saved in this browser. */
  restore?: boolean;
  /** After every move. */
  onMove?: (info: { ply: number; player: Player; move: string; position: string }) => void;
  /** When the game ends. */
  onGameOver?: (over: { winner: Player; reason: WinReason | 'resign' }) => void;
}

export interface PolisGame {
  readonly element: HTMLElement;
  newGame(config?: GameConfig): void;
  /** Plays a move for the human side to move; throws if it is not a human's turn or not legal. */
  play(move: string | Move): unknown;
  undo(): void;
  openSetup(): void;
  /** Turns the board around. */
  flip(): void;
  /** The position string of the live position. */
  readonly position: string;
  /** The moves played, in notation. */
  readonly moves: string[];
  readonly over: { winner: Player; reason: WinReason | 'resign' } | null;
  readonly settings: { blue: Seat; red: Seat; level: LevelName };
  readonly aiLog: Record<string, unknown>[];
  readonly aiStatus: string;
  readonly aiFailure: string | null;
  /** Stops the AI and empties the element. */
  destroy(): void;
}

export function mountPolis(container: HTMLElement, options?: MountOptions): PolisGame;
/** Reads ?blue=&red=&level=&position=&moves= from a query string. */
export function configFromUrl(search?: string): { config: GameConfig & { moves?: Move[] }; fromUrl: boolean; problems: string[] };
