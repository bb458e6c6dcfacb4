// Types for web/polis-game.js ('polis-game/element'): importing it defines <polis-game>. This
// file is the reference for the element's attributes, properties and events (the README and
// custom-elements.json point here; `make typecheck` checks them against the element).
//
// Changing blue, red, position or moves starts a new game with the element's attributes
// (changes made together start one game; a removed attribute means its default); changing level
// keeps the game; toggling compact or changing worker-url / wasm-url lays the game out again with
// the whole game (every move, so undo and review too). A value the game does not understand is shown to the player, and the game goes on.
//
// Moving the element in the page (removed and inserted again within the same task, across
// awaits too) keeps its game and its AI worker. Removed for good, it ends its AI workers; the
// same element inserted again later comes back with its game.

import type { Player } from './rules.js';
import type { PolisGameHandle, Seat, GameOver, GameOverReason, MoveInfo, AiStateDetail } from './ui.js';
import type { LevelName } from './levels.js';

/** The polis-move event's detail: mountPolis's MoveInfo (ply, player, move, by, position). */
export type PolisMoveDetail = MoveInfo;

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
  /** Comma-separated moves ('b2b3,g7g6'), replayed from the position; changing it starts a new game. */
  moves?: string;
  /** Present: no move list, for small spaces. Toggling it keeps the game. */
  compact?: boolean | '';
  /** "false": do not resume the game this browser saved. The element's id names its saved game,
   *  else its place among the page's elements without ids, so several games on a page each keep
   *  their own. */
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
  /** The moves played, in notation (as PolisGame's history(); its moves() are the legal moves). */
  readonly history: string[];
  /** @deprecated The older name of `history` (the moves played), kept working. Not the `moves`
   *  attribute, which gives the moves to replay when the game starts. */
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
    /** The computer's state changed (ready, thinking, failed): mountPolis's onAiState. */
    'polis-ai': CustomEvent<AiStateDetail>;
  }
}
