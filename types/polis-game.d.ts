// Types for web/polis-game.js ('polis-game/element'): importing it defines <polis-game>.

import type { Player } from './rules.js';
import type { PolisGame, Seat, GameOver, GameOverReason } from './ui.js';

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

export class PolisGameElement extends HTMLElement {
  static readonly observedAttributes: string[];
  /** mountPolis's handle for the game inside (null while the element is not in a document). */
  readonly game: PolisGame | null;
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
