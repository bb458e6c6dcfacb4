// Types for web/game.js ('polis-game/game', also exported by 'polis-game'): a game as an object.

import type { Board, MoveInput, Player, PieceType } from './rules.js';

/** What PolisGame.move returns. */
export interface PlayedMove {
  /** The move, as text ('b2b3'). */
  move: string;
  /** Who played it. */
  player: Player;
  /** The pieces that hopped, each as from-square then to-square ('c2a4'). */
  hops: string[];
  captured: { r: number; c: number; team: Player; type: PieceType }[];
  winner: Player | null;
  reason: 'chariot' | 'no-moves' | null;
  /** The position string after the move. */
  position: string;
}

export class PolisGame {
  /** From a position string, { board, player }, or the usual start. Throws for a bad one. */
  constructor(position?: string | { board: Board; player: Player });
  /** The side to move. */
  readonly turn: Player;
  readonly winner: Player | null;
  readonly reason: 'chariot' | 'no-moves' | null;
  readonly isOver: boolean;
  /** The legal moves of the side to move, as text; none once the game is over. */
  moves(): string[];
  /** Plays a move ('b2b3' or { fromR, fromC, toR, toC }) for the side to move; throws, changing
   *  nothing, for an illegal move or a finished game. */
  move(move: MoveInput): PlayedMove;
  /** Takes back the last move and returns it, or null at the start. */
  undo(): string | null;
  /** The position string now. */
  position(): string;
  startPosition(): string;
  /** The moves played, as text. */
  history(): string[];
  /** A copy of the board now. */
  board(): Board;
}
