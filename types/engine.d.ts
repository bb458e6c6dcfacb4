/// <reference path="./no-dom.d.ts" />
// Types for web/engine.js ('polis-game/engine'): the C engine, compiled to polis.wasm, with the
// game's own board shape. Works in a page, a Web Worker and Node.

import type { Board, Move, MoveResult, Player, Position } from './rules.js';
import type { LevelName } from './levels.js';
import type { Analysis, AnalysisOptions, Review, ReviewOptions, ReviewedMove } from './analysis.js';

export type * from './analysis.js';

/** What a search reports after each completed iteration. */
export interface SearchProgress {
  depth: number;
  /** Tenths of a piece from the searching player's side; |score| >= WIN_BOUND is a forced end. */
  score: number;
  /** Plies to a forced end: > 0 the searching player wins, < 0 it loses; null otherwise. */
  mateIn: number | null;
  nodes: number;
  timeMs: number;
  /** The expected line, starting with `move`. */
  pv: Move[];
  move: Move | null;
}

export interface SearchOptions {
  /** The last iteration, 1..64 (exact mode: the depth searched). */
  depth?: number;
  /**
   * A time budget in milliseconds, up to SEARCH_MAX_TIME_MS; a move is always found. Without
   * it the search runs at most the engine's `maxTimeMs` (default DEFAULT_MAX_TIME_MS, 60 s): a
   * depth not reached by then is cut short (the result's `depth` says how far it got). Give a
   * timeMs to allow longer.
   */
  timeMs?: number;
  /** The original game's fixed-depth minimax (needs `depth`). */
  exact?: boolean;
  /** 0..2^32-1: a reproducible random pick among the best moves. A level that plays at random
   *  (novice, beginner, easy, medium, tough, hard, strong, skilled) gets a fresh seed per search
   *  when none is given, so it varies its play; give one to make its play reproducible. */
  seed?: number;
  /** Tenths below the best that a seeded pick may be (needs `seed`). */
  randomMargin?: number;
  /** Forget what earlier searches stored. */
  clearHash?: boolean;
  evaluation?: 'original' | 'extended';
  /** A named level: its options are the defaults for the others. */
  level?: LevelName;
  /** 1..8: the number of best moves reported in `lines`. */
  multiPv?: number;
  /** 1..1024: the table's size in MB. */
  hashMb?: number;
  /** Called after each completed iteration; if it throws, the search stops with that error. */
  onProgress?: (progress: SearchProgress) => void;
}

export interface SearchResult {
  /** null when the player has no legal move (then noMoves is true: it has lost). */
  move: Move | null;
  score: number;
  mateIn: number | null;
  depth: number;
  nodes: number;
  timeMs: number;
  pv: Move[];
  /** The multiPv best moves, lines[0] being `move`. */
  lines: { move: Move; score: number; mateIn: number | null; pv: Move[] }[];
  noMoves: boolean;
}

export interface SearchStep extends SearchResult {
  done: boolean;
}

export interface PerftStats {
  nodes: number;
  resolutions: number;
}

/** A loaded engine. Every method checks its input and throws an Error that says what is wrong. */
export interface Engine {
  /** The longest a search or perft without a time of its own runs, in ms (createEngine). */
  readonly maxTimeMs: number;
  legalMoves(board: Board, player: Player): Move[];
  /** Plays `move` for the owner of the piece on its from-square, or for `player` if given. */
  play(board: Board, move: Move | string, player?: Player): MoveResult;
  /**
   * Counts within `options.timeMs` if given, else within the engine's `maxTimeMs`; throws when
   * the limit comes first (perft 12 from the start takes far longer than a minute).
   */
  perft(board: Board, player: Player, depth: number, options?: { timeMs?: number }): number;
  perftStats(board: Board, player: Player, depth: number, options?: { timeMs?: number }): PerftStats;
  parsePosition(text: string): Position;
  formatPosition(board: Board, player: Player): string;
  /** Synchronous: in a page, call it from a worker (or use the AI client). */
  search(board: Board, player: Player, options?: SearchOptions): SearchResult;
  /** The same search, one iteration at a time; a newer search makes an older generator throw. */
  searchSteps(board: Board, player: Player, options?: SearchOptions): Generator<SearchStep, void, void>;
  analyse(board: Board, player: Player, options?: AnalysisOptions): Analysis;
  reviewGame(moves: (Move | string)[], options?: ReviewOptions): Review;
  reviewSteps(
    moves: (Move | string)[],
    options?: ReviewOptions,
  ): Generator<{ ply: number; of: number; entry: ReviewedMove }, Review, void>;
}

export interface CreateEngineOptions {
  /** Where to load polis.wasm from (default: next to engine.js). */
  wasmUrl?: string | URL;
  /** An already compiled polis.wasm. */
  module?: WebAssembly.Module;
  /**
   * The longest a search or perft without a time of its own may run, in ms (default
   * DEFAULT_MAX_TIME_MS, 60 s; at most SEARCH_MAX_TIME_MS). A call's own timeMs replaces it.
   */
  maxTimeMs?: number;
}

/** The default of CreateEngineOptions.maxTimeMs: 60000 ms. */
export const DEFAULT_MAX_TIME_MS: number;

/** Rejects with a TypeError naming the value when `module` is not a compiled WebAssembly.Module,
 *  and with an Error naming the URL when polis.wasm cannot be fetched there (a closed port, an
 *  HTTP error) or what it holds is not polis.wasm. */
export function createEngine(options?: CreateEngineOptions): Promise<Engine>;
/** Compiles polis.wasm once per realm (the compiled module can be sent to a worker). */
export function compileEngine(wasmUrl?: string | URL): Promise<WebAssembly.Module>;
/** The rules' squareName (rules.js): 'a1' is row 0, col 0; throws for a square off the board. */
export function squareName(r: number, c: number): string;
/** Checks search options (throws naming a bad one) and expands `level`. */
export function searchOptions(options?: SearchOptions | null): SearchOptions;

export const SEARCH_MAX_DEPTH: number;
/** The longest time budget a search accepts, in milliseconds. */
export const SEARCH_MAX_TIME_MS: number;
/** A forced win scores WIN_SCORE less the plies to it; a loss the negative. */
export const WIN_SCORE: number;
/** |score| >= WIN_BOUND is a forced win or loss. */
export const WIN_BOUND: number;
