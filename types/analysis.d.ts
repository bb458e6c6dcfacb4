// Types for the analysis for players (web/engine/review.js), used by engine.analyse / reviewGame and
// the AI client's analyse / hint / reviewGame.

import type { Board, Move, Player } from './rules.js';

export interface AnalysisLine {
  move: Move;
  moveText: string;
  /** Tenths of a piece from the analysed player's side. */
  score: number;
  mateIn: number | null;
  /** '+1.2', '-0.5', '0.0', 'win in 3', 'loss in 2'. */
  text: string;
  pv: Move[];
  pvText: string[];
}

export interface AnalysisOptions {
  /** Default 1000 when neither timeMs nor depth is given. */
  timeMs?: number;
  depth?: number;
  /** 1..8: the number of best moves in `lines`. */
  multiPv?: number;
  evaluation?: 'original' | 'extended';
  hashMb?: number;
  clearHash?: boolean;
}

export interface Analysis {
  player: Player;
  score: number;
  /** Plies to a forced end: > 0 the player wins, < 0 loses; null otherwise. */
  mateIn: number | null;
  outcome: 'win' | 'loss' | null;
  text: string;
  bestMove: Move;
  bestMoveText: string;
  line: Move[];
  lineText: string[];
  lines: AnalysisLine[];
  depth: number;
  nodes: number;
  timeMs: number;
  /** Through the worker only: ended short of its depth under the worker's time limit. */
  stoppedEarly?: boolean;
}

/** A move's class by the drop in the mover's chance of winning (a logistic of the engine's
 *  score): best (the engine's move, or no loss), good under 0.05, inaccuracy from 0.05, mistake
 *  from 0.1, blunder from 0.15 (Review's `thresholds`; web/engine/review.js says how the chance
 *  is measured and how a forced win kept or lost counts). */
export type MoveClass = 'best' | 'good' | 'inaccuracy' | 'mistake' | 'blunder';

export interface ReviewOptions {
  /** Per searched position; default 300 when neither timeMs nor depth is given. */
  timeMs?: number;
  depth?: number;
  evaluation?: 'original' | 'extended';
  hashMb?: number;
  /** Where the moves start: a position string or { board, player } (default: the start). */
  start?: string | { board: Board; player: Player };
}

export interface ReviewedMove {
  ply: number;
  player: Player;
  move: Move;
  moveText: string;
  bestMove: Move;
  bestMoveText: string;
  bestLineText: string[];
  /** The line the review expects after the move played, the opponent's answer first. */
  answerLineText: string[];
  /** Tenths from the mover's side. */
  scoreBefore: number;
  mateBefore: number | null;
  scoreAfter: number;
  /** 0: the move ended the game. */
  mateAfter: number | null;
  textBefore: string;
  textAfter: string;
  loss: number;
  /** The drop in the mover's chance of winning, 0 to 1, that gives the class. */
  drop: number;
  classification: MoveClass;
  depth: number;
}

export interface Review {
  plies: ReviewedMove[];
  summary: Record<Player, Record<MoveClass, number>>;
  thresholds: { inaccuracy: number; mistake: number; blunder: number };
  /** Through the worker only: stopped between moves under the worker's time limit. */
  stoppedEarly?: boolean;
}
