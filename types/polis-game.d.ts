// Types for web/polis-game.js ('polis-game/element'): importing it defines <polis-game>.

import type { Player } from './rules.js';
import type { PolisGameHandle, Seat, GameOver, GameOverReason } from './ui.js';
import type { LevelName } from './levels.js';

export interface PolisMoveDetail {
  /** 1 for the game's first move. */
  ply: number;
  player: Player;
  /** In notation, like 'b2b3'. */
  move: string;
  by: Seat;
  /** The position string after the move. */
  position: string;
}

export interface PolisGameOverDetail {
  winner: Player;
  reason: GameOverReason;
  moves: string[];
  position: string;
}

/** The element's own attributes (strings, as in HTML), for JSX and templates. */
export interface PolisGameAttributes {
  /** Changing it starts a new game. */
  blue?: Seat;
  /** Changing it starts a new game. */
  red?: Seat;
  /** Changing it keeps the game: the computer's next move uses it. */
  level?: LevelName;
  /** A position string; changing it starts a new game. */
  position?: string;
  /** Comma-separated moves replayed from the position; changing it starts a new game. */
  moves?: string;
  /** Present: no move list. */
  compact?: boolean | '';
  /** "false": do not resume the game this browser saved. */
  restore?: 'true' | 'false';
  /** Where the AI worker is (for hosts that place the files themselves), relative to the page. */
  'worker-url'?: string;
  /** Where polis.wasm is, relative to the page. */
  'wasm-url'?: string;
}

export class PolisGameElement extends HTMLElement {
  static readonly observedAttributes: string[];
  /** mountPolis's handle for the game inside (null while the element is not in a document). */
  readonly game: PolisGameHandle | null;
  /** The level of the computer's next move; setting it keeps the game (an unknown name throws). */
  level: LevelName;
  readonly position: string | null;
  readonly moves: string[];
  readonly over: GameOver | null;
}

declare global {
  interface HTMLElementTagNameMap {
    'polis-game': PolisGameElement;
  }
  interface HTMLElementEventMap {
    'polis-move': CustomEvent<PolisMoveDetail>;
    'polis-gameover': CustomEvent<PolisGameOverDetail>;
  }
}
