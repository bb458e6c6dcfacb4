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
  /** Settles when the engine has loaded (rejects if it cannot). */
  readonly ready: Promise<string>;
  /** 'wasm' once loaded, else null. */
  readonly engine: string | null;
  cancel(): void;
}

declare const polisAI: PolisAI;
export default polisAI;

declare global {
  var polisAI: PolisAI;
}
