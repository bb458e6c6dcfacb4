// Types for web/polis-ai.js ('polis-game/original'): importing it installs window.polisAI, the
// engine behind the original Polis page's chooseMoveRed / chooseMoveBlue.

import type { Board, Move, Player } from './rules.js';
import type { LevelName } from './levels.js';

export interface PolisAI {
  /** Red's move, or null when Red has no legal move. */
  chooseMoveRed(board: Board, player?: 'red'): Promise<Move | null>;
  chooseMoveBlue(board: Board, player?: 'blue'): Promise<Move | null>;
  chooseMove(board: Board, player: Player): Promise<Move | null>;
  /** The level the AI plays at; setting an unknown name throws. */
  level: LevelName;
  /** The id of the page's own depth selector (or the element), or null (?depth-from= on the
   *  script's address sets the first). While it holds a depth of 1 to 8 the engine plays the
   *  original AI at that depth, instead of the level. */
  depthFrom: string | Element | null;
  /** Call where the page starts a new game: a pending call then never answers, so its move
   *  cannot land on the new board. */
  newGame(): void;
  /** Settles when the engine has loaded (rejects if it cannot). */
  readonly ready: Promise<string>;
  /** 'wasm' once loaded ('wasm-page' when no worker could start), else null. */
  readonly engine: string | null;
  /** Rejects the pending call with an Error named 'AbortError'. */
  cancel(): void;
}

declare const polisAI: PolisAI;
export default polisAI;

declare global {
  var polisAI: PolisAI;
}
