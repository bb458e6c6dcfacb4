// Types for web/rules.js ('polis-game/rules'): the rules of Polis in plain JavaScript, and the
// shapes every part of the package shares (boards, cells, moves). See docs/RULES.md.

/** A side of the game. Blue starts at rows 0-1 and moves first; Red starts at rows 6-7. */
export type Player = 'blue' | 'red';
export type PieceType = 'dog' | 'chariot';

/** A piece on a square. `stunned` is only ever true for a chariot. */
export interface Cell {
  team: Player;
  type: PieceType;
  stunned: boolean;
}

/** 8 rows of 8 cells; row 0 is Blue's home row, [r][c] is the square named `${'abcdefgh'[c]}${r + 1}`. */
export type Board = (Cell | null)[][];

/** A move: from (fromR, fromC) to (toR, toC), each 0..7. Written 'b2b3' in notation. */
export interface Move {
  fromR: number;
  fromC: number;
  toR: number;
  toC: number;
}

/** A dog removed by a move (chariots are stunned, never captured). */
export interface Captured {
  r: number;
  c: number;
  team: Player;
  type: PieceType;
}

/** Why a game ended: a chariot reached its goal row, or the side to move had no legal move. */
export type WinReason = 'chariot' | 'no-moves';

/** What a move did. `board` is a new board: the one passed in is never changed. */
export interface MoveResult {
  board: Board;
  /** The pieces that hopped over the moved piece, each as a move. */
  hops: Move[];
  captured: Captured[];
  winner: Player | null;
  reason: WinReason | null;
}

export interface Position {
  board: Board;
  player: Player;
}

/** 'a1' for (0, 0) to 'h8' for (7, 7). */
export function squareName(r: number, c: number): string;
/** 'e4' -> { r: 3, c: 4 }; throws on anything else. */
export function parseSquare(str: string): { r: number; c: number };
/** A move as an object, or as text: 'b2b3' (from-square then to-square). */
export type MoveInput = Move | string;

export function moveToString(move: MoveInput): string;
/** 'b2b3' -> { fromR: 1, fromC: 1, toR: 2, toC: 1 }; throws on anything else. */
export function parseMove(str: string): Move;
/** Throws an Error naming the problem when `board` is not a valid board. */
export function validateBoard(board: Board): void;
export function initialBoard(): Board;
/** The winner by the chariot rule alone, or null. */
export function winner(board: Board): Player | null;
/** `player`'s legal moves in the original game's order. Throws if the game is already won. */
export function legalMoves(board: Board, player: Player): Move[];
/** Plays `move` for the owner of the piece on its from-square. Throws for an illegal move. */
export function applyMove(board: Board, move: MoveInput): MoveResult;
/** Like applyMove, and checks that the moved piece is `player`'s. */
export function applyMoveFor(board: Board, player: Player, move: MoveInput): MoveResult;
/** The number of lines of `depth` legal plies from the position (a line reaching a win counts 1).
 *  Throws a RangeError naming the value when `depth` is not an integer from 0 to 12, as engine.perft
 *  (depth 9 and above run for minutes in JavaScript: engine.perft is far faster). */
export function perft(board: Board, player: Player, depth: number): number;
/** Reads a position string like 'Bbbbbbbb/bbbbbbbb/8/8/8/8/rrrrrrrr/rrrrrrrR b'. */
export function parsePosition(str: string): Position;
export function formatPosition(board: Board, player: Player): string;
