/// <reference path="./no-dom.d.ts" />
// Types for web/ai-client.js ('polis-game/ai'): the AI in a Web Worker in browsers, in a
// worker_threads worker in Node, with the same promise API.

import type { Board, Move, Player } from './rules.js';
import type { LevelName } from './levels.js';
import type { SearchOptions, SearchProgress } from './engine.js';
import type { Analysis, AnalysisOptions, Review, ReviewOptions } from './analysis.js';

/** 'wasm': in a worker; 'wasm-page': in the page itself, where no worker could start. */
export type EngineName = 'wasm' | 'wasm-page';

export interface ChooseProgress extends Omit<SearchProgress, 'pv' | 'move'> {
  /** The expected line, in notation ('b2b3'). */
  pv: string[];
  engine: EngineName | null;
}

export interface ChooseOptions extends Omit<SearchOptions, 'onProgress'> {
  onProgress?: (progress: ChooseProgress) => void;
}

export interface ChooseResult {
  move: Move;
  /** In tenths of a dog (10 = one dog), from the side to move's view. */
  score: number;
  /** Plies (single moves, not move pairs) to a forced end: > 0 the side to move wins, < 0 it
   *  loses; null when none is found. The page writes these as moves of the winner ("win in 2"
   *  for mateIn 3 or 4). */
  mateIn: number | null;
  depth: number;
  nodes: number;
  timeMs: number;
  /** The expected line, in notation ('b2b3'). */
  pv: string[];
  engine: EngineName;
  level: LevelName | null;
  id: number;
  /** The best moves when multiPv was asked for (pv in notation). */
  lines: { move: Move; score: number; mateIn: number | null; pv: string[] }[];
  /** A depth-only search ended short of its depth under the worker's time limit. */
  stoppedEarly: boolean;
}

export interface ReviewClientOptions extends ReviewOptions {
  onProgress?: (progress: { ply: number; of: number }) => void;
}

export type AiStatus = { type: 'ready'; engine: EngineName } | { type: 'failed'; error: Error };

export interface AiClient {
  /** One search at a time: a newer call rejects the older promise with an Error named 'AbortError'. */
  chooseMove(board: Board, player: Player, options?: LevelName | ChooseOptions): Promise<ChooseResult>;
  chooseMoveRed(board: Board, player?: Player, options?: LevelName | ChooseOptions): Promise<Move>;
  analyse(board: Board, player: Player, options?: AnalysisOptions): Promise<Analysis>;
  /** analyse() with timeMs 500 unless a time or depth is given. */
  hint(board: Board, player: Player, options?: AnalysisOptions): Promise<Analysis>;
  reviewGame(moves: (Move | string)[], options?: ReviewClientOptions): Promise<Review>;
  cancel(): void;
  /** Resolves to the engine's name once the worker has loaded it; rejects if it cannot. */
  ready(): Promise<EngineName>;
  readonly busy: boolean;
  readonly engine: EngineName | null;
  readonly failure: Error | null;
  /** Returns a function that removes the listener. */
  onStatus(listener: (status: AiStatus) => void): () => void;
  /** Releases everything the client started: the request in flight rejects (AbortError), the
   *  worker and its engine thread end, the load timer stops. A later request starts afresh. */
  terminate(): void;
}

export interface AiClientOptions {
  /** Where the AI worker (web/ai-worker.bundle.js) is, relative to the page; by default the one
   *  next to this module, which bundlers find themselves. In Node: a file URL of ai-worker.js. */
  workerUrl?: string | URL;
  /** Where polis.wasm is, relative to the page (browsers only); by default next to the worker. */
  wasmUrl?: string | URL;
  loadTimeoutMs?: number;
}

/** Throws a TypeError naming the value when `options` is not an object, `workerUrl` or `wasmUrl`
 *  is neither a string nor a URL, or `loadTimeoutMs` is not a number above 0. */
export function createAiClient(options?: AiClientOptions): AiClient;
/** The shared client behind chooseMove, chooseMoveRed and cancel. */
export function defaultClient(): AiClient;
export function chooseMove(
  board: Board,
  player: Player,
  options?: LevelName | ChooseOptions,
): Promise<ChooseResult>;
export function chooseMoveRed(
  board: Board,
  player?: Player,
  options?: LevelName | ChooseOptions,
): Promise<Move>;
export function analyse(board: Board, player: Player, options?: AnalysisOptions): Promise<Analysis>;
export function hint(board: Board, player: Player, options?: AnalysisOptions): Promise<Analysis>;
export function reviewGame(moves: (Move | string)[], options?: ReviewClientOptions): Promise<Review>;
export function cancel(): void;
