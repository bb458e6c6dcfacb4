// game.js - a game of Polis as an object, the way rules libraries for other board games offer
// one: it keeps the board, the side to move and the moves played.
//
//   import { PolisGame } from 'polis-game/game';
//   const g = new PolisGame();        // or new PolisGame('Bbbbbbbb/bbbbbbbb/8/8/8/8/rrrrrrrr/rrrrrrrR b')
//   g.moves();                        // ['a2a3', 'b2b3', ...]: the legal moves, as text
//   g.move('b2b3');                   // { move: 'b2b3', player: 'blue', hops, captured, winner, reason }
//   g.turn;                           // 'red'
//   g.undo();                         // 'b2b3' (null when there is nothing to undo)
//   g.winner;                         // null, 'blue' or 'red'; g.reason: 'chariot' | 'no-moves'
//   g.position();                     // the position string
//   g.history();                      // ['b2b3', ...]
//
// A move is text ('b2b3') or { fromR, fromC, toR, toC }. An illegal move, or a move after the
// end of the game, throws an Error saying why and changes nothing. Everything returned is a
// copy: changing it does not change the game.

import * as Rules from './rules.js';
import { describe } from './lib/describe.js';
import { other } from './rules/util.js';
import { outcome } from './rules/outcome.js';

// How a position with `player` to move stands (web/rules/util.js outcome), as the game records
// it: { winner, reason }, both null while the game goes on.
const endOf = (board, player) => outcome({ board, player }) ?? { winner: null, reason: null };

export class PolisGame {
  #start;
  #states; // [{ board, player, winner, reason }] from the start, one more than the moves
  #played = []; // the moves, as text

  /** position: a position string, { board, player }, or nothing for the usual start. */
  constructor(position) {
    let board;
    let player;
    if (position === undefined || position === null) {
      board = Rules.initialBoard();
      player = 'blue';
    } else if (typeof position === 'string') {
      ({ board, player } = Rules.parsePosition(position));
    } else if (typeof position === 'object' && !Array.isArray(position)) {
      board = Object.hasOwn(position, 'board') ? position.board : undefined;
      player = Object.hasOwn(position, 'player') ? position.player : undefined;
      Rules.validateBoard(board);
      if (player !== 'blue' && player !== 'red')
        throw new Error(`player must be 'blue' or 'red', got ${describe(player)}`);
      board = Rules.parsePosition(Rules.formatPosition(board, player)).board; // a plain copy
    } else {
      throw new Error(`a game starts from a position string or { board, player }, got ${describe(position)}`);
    }
    this.#start = Rules.formatPosition(board, player);
    this.#states = [{ board, player, ...endOf(board, player) }];
  }

  get #now() {
    return this.#states[this.#states.length - 1];
  }

  /** The side to move: 'blue' or 'red'. */
  get turn() {
    return this.#now.player;
  }

  /** 'blue' or 'red' once the game is over, else null. */
  get winner() {
    return this.#now.winner;
  }

  /** How the game ended: 'chariot' (a chariot reached its goal row), 'no-moves' (the side to
   *  move had no legal move), or null. */
  get reason() {
    return this.#now.reason;
  }

  get isOver() {
    return this.#now.winner !== null;
  }

  /** The legal moves of the side to move, as text; none once the game is over. */
  moves() {
    if (this.isOver) return [];
    return Rules.legalMoves(this.#now.board, this.#now.player).map(Rules.moveToString);
  }

  /** Plays a move for the side to move. Returns what happened: { move, player, hops, captured,
   *  winner, reason, position }. Throws, changing nothing, for an illegal move. */
  move(move) {
    const now = this.#now;
    if (now.winner) throw new Error(`the game is over: ${now.winner} has won (${now.reason})`);
    const text = Rules.moveToString(move); // checks the shape; text or object
    let r;
    try {
      r = Rules.applyMoveFor(now.board, now.player, Rules.parseMove(text));
    } catch (e) {
      throw new Error(`${now.player} cannot play ${text}: ${e.message.replace(/^illegal move \S+: /, '')}`);
    }
    const player = other(now.player);
    const end = r.winner ? { winner: r.winner, reason: r.reason } : endOf(r.board, player);
    this.#states.push({ board: r.board, player, ...end });
    this.#played.push(text);
    return {
      move: text,
      player: now.player,
      hops: r.hops.map(Rules.moveToString),
      captured: r.captured.map((c) => ({ ...c })),
      ...end,
      position: this.position(),
    };
  }

  /** Takes back the last move; returns it as text, or null at the start. */
  undo() {
    if (this.#played.length === 0) return null;
    this.#states.pop();
    return this.#played.pop();
  }

  /** The position string of the position now (see docs/RULES.md). */
  position() {
    return Rules.formatPosition(this.#now.board, this.#now.player);
  }

  /** The position the game started from. */
  startPosition() {
    return this.#start;
  }

  /** The moves played, as text. */
  history() {
    return [...this.#played];
  }

  /** A copy of the board now (8 rows of 8 cells, row 0 at Blue's home). */
  board() {
    return Rules.parsePosition(this.position()).board;
  }
}
