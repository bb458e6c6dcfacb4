// @ts-check
// A list of moves read from a start, once: the game's record (web/play/game/record.js), the saved
// game (web/storage/game-record.js), Your games (web/storage/games.js), the first board
// (web/page/first-board.js) and links all read lists here, and a list read before is found, not
// played again.
//
//   startFrom(text | null) -> { board, player, text }   usualStart() -> the standard start, shared
//   readMoves('b2b3, g7g6', start)       -> { moves, error }   (error names the first bad move)
//   readMovesText('b2b3, g7g6', start)   -> { text: 'b2b3,g7g6', error }
//   playedOut('b2b3,g7g6', start)        -> { board, player, last: { move, result } | null, error }
//   movesText(moves) -> 'b2b3,g7g6'

import * as Rules from '../../rules.js';
import { describe } from '../../lib/describe.js';

const MAX_MOVES = 2000;

// A position string, or null for the standard start; throws on a bad one.
export function startFrom(text) {
  if (!text) return { board: Rules.initialBoard(), player: 'blue', text: null };
  const p = Rules.parsePosition(text);
  return { board: p.board, player: p.player, text };
}

// The standard start, one for every reader that only reads from it (Your games reads each game
// it keeps at every save): frozen, its position's text worked out once (made at its first use,
// not as a page loads).
let usual = null;
export function usualStart() {
  if (!usual) {
    const { board, player, text } = startFrom(null);
    const frozen = Object.freeze(board.map((row) => Object.freeze(row.map((c) => c && Object.freeze(c)))));
    usual = {
      start: Object.freeze({ board: frozen, player, text }),
      from: Rules.formatPosition(board, player),
    };
  }
  return usual.start;
}

// Lists already replayed: a page reads its game again at each save (web/storage/saved-game.js)
// and Your games reads every game it keeps (web/storage/games.js), so a list is replayed by the
// rules once, and one a move or two longer goes on from where that one ended (before, a save with
// 100 games kept replayed all of them, about 0.7 s in Node; bench/RESULTS.md, "Your games").
// Keyed by the start's position and the moves' words; emptied when it holds READ_MAX lists.
const replayed = new Map();
const READ_MAX = 1500;

// Replays a comma- or space-separated list of moves ('b2b3,g7g6') from `start`. Keeps the
// longest valid prefix; `error` says which move is the first bad one and why.
export function readMoves(text, start) {
  const read = lookUp(text, start);
  return { moves: read.moves.map((m) => ({ ...m })), error: read.error };
}

// The same reading with its moves as text, as movesText writes them ('b2b3,g7g6'), and no copy
// of the moves: what Your games keeps of a game.
export function readMovesText(text, start) {
  const read = lookUp(text, start);
  return { text: (read.text ??= movesText(read.moves)), error: read.error };
}

// Where the list leads from `start` (as far as it could be read): the position, the side to move
// and the last ply played, { move, result } (Rules.applyMoveFor's), or null when none was. The
// board and the result are the reading's own, shared with every later reader: read them, never
// change them. A page opening a saved game has read its list already (the saved game is read
// in full as it loads): its board and its last move's marks come without a second replay.
export function playedOut(text, start) {
  const read = lookUp(text, start);
  const last = read.last ? { move: { ...read.last.move }, result: read.last.result } : null;
  return { board: read.board ?? start.board, player: read.player ?? start.player, last, error: read.error };
}

// A reading of the list: { moves, error, board, player, last } (replay's; moves and error only
// for an empty or overlong list), shared: never given out as it is.
function lookUp(text, start) {
  const list = String(text);
  const shared = usual !== null && start === usual.start;
  // From the standard start, a list written as movesText writes it is its own key: it is found
  // without being split (the words joined again are the list itself).
  const known = shared ? replayed.get(`${usual.from} ${list}`) : undefined;
  if (known) return known;
  const words = list.split(/[\s,;]+/).filter(Boolean);
  if (words.length > MAX_MOVES)
    return { moves: [], error: `the list has ${words.length} moves; at most ${MAX_MOVES} are read` };
  if (!words.length) return { moves: [], error: null };
  const from = shared ? usual.from : Rules.formatPosition(start.board, start.player);
  const key = (n) => `${from} ${words.slice(0, n).join(',')}`;
  const full = key(words.length);
  return replayed.get(full) ?? replay(words, start, key, full);
}

function replay(words, start, key, full) {
  let board = start.board;
  let player = start.player;
  let moves = [];
  // The last ply played, its move and its result (kept as two values: a replay makes no object
  // for each move).
  let lastMove = null;
  let lastResult = null;
  let i = 0;
  // A list a move or two shorter, read whole: this one goes on from its end.
  for (const n of [words.length - 1, words.length - 2]) {
    const before = n > 0 ? replayed.get(key(n)) : null;
    if (before && !before.error) {
      ({ board, player } = before);
      if (before.last) ({ move: lastMove, result: lastResult } = before.last);
      moves = before.moves.slice();
      i = n;
      break;
    }
  }
  const kept = (error) => {
    if (replayed.size >= READ_MAX) replayed.clear();
    const last = lastMove ? { move: lastMove, result: lastResult } : null;
    const read = { moves, error, board, player, last };
    replayed.set(full, read);
    return read;
  };
  for (; i < words.length; i++) {
    const w = words[i];
    const bad = (why) =>
      kept(
        `move ${i + 1} ${describe(w)} ${why}${moves.length ? `; the first ${moves.length} move${moves.length > 1 ? 's were' : ' was'} kept` : ''}`,
      );
    // After the end: a chariot home, or no move for the side to move. The second is looked for
    // only when the word is not played: a move played shows there was one (finding them all
    // took most of a replay's time).
    const ended = () => Rules.legalMoves(board, player).length === 0;
    if (Rules.winner(board)) return bad('comes after the end of the game');
    let m;
    try {
      m = Rules.parseMove(w.toLowerCase());
    } catch {
      return bad(ended() ? 'comes after the end of the game' : 'is not a move like b2b3');
    }
    try {
      lastResult = Rules.applyMoveFor(board, player, m);
    } catch (e) {
      return bad(
        ended()
          ? 'comes after the end of the game'
          : `is not allowed: ${e.message.replace(/^illegal move \S+: /, '')}`,
      );
    }
    board = lastResult.board;
    lastMove = m;
    moves.push(m);
    player = player === 'blue' ? 'red' : 'blue';
  }
  return kept(null);
}

export const movesText = (moves) => moves.map((m) => Rules.moveToString(m)).join(',');
