// web/explain/answers.js - what a move lets the opponent do, with the pieces named: the answers
// after a move (the biggest capture, a win at once), where the pieces a move hops came from, and
// the threat facts of web/explain/facts.js (its list says what each field means).

import * as Rules from '../rules.js';
import { other } from '../rules/util.js';

export const sq = (r, c) => Rules.squareName(r, c);
export const asMove = (m) => (typeof m === 'string' ? Rules.parseMove(m) : m);

export function dogSquares(captured, team) {
  return captured
    .filter((x) => x.team === team)
    .map((x) => sq(x.r, x.c))
    .sort();
}

// Where the pieces a move hopped came from, as to -> from. (A hop lands on an empty square, so a
// piece that stayed is never a key; the moving piece itself is left out: the reader follows it.)
export function arrivals(res) {
  return new Map(res.hops.map((h) => [sq(h.toR, h.toC), sq(h.fromR, h.fromC)]));
}
// The square a piece now on `s` stood on before the moves whose arrivals are given, last first.
export const cameFrom = (s, ...backs) => backs.reduce((x, back) => back.get(x) ?? x, s);

// The piece that `move` takes, in `board`: { type, from, to, was } (was: where it stood before the
// moves whose arrivals are given).
function movingPiece(board, move, ...backs) {
  const m = asMove(move);
  const from = sq(m.fromR, m.fromC);
  return { type: board[m.fromR][m.fromC].type, from, to: sq(m.toR, m.toC), was: cameFrom(from, ...backs) };
}

// The opponent's answers after a move: the one capturing the most of the mover's dogs, and
// one winning at once.
export function answers(board, side) {
  let bestCapture = null;
  let win = null;
  const exposed = new Set(); // every square where some answer captures a dog
  for (const m of Rules.legalMoves(board, side)) {
    const res = Rules.applyMove(board, m);
    if (res.winner === side && !win) win = Rules.moveToString(m);
    const squares = dogSquares(res.captured, other(side));
    for (const s of squares) exposed.add(s);
    if (squares.length > (bestCapture ? bestCapture.squares.length : 0))
      bestCapture = { move: Rules.moveToString(m), squares, back: arrivals(res) };
  }
  return { bestCapture, win, exposed };
}

// What the opponent could do after a move (`back`: that move's arrivals), naming its piece.
export const threatWin = (board, side, move, back) => ({
  kind: 'threat-win',
  side,
  move,
  piece: movingPiece(board, move, back),
});
// The dogs' squares before the move explained: through the answer's hops, then the move's hops
// and its step (the moved dog itself may be taken; `stepped` says so).
export function threatCapture(board, side, { move, squares, back: answer }, back, m) {
  const step = new Map([[sq(m.toR, m.toC), sq(m.fromR, m.fromC)]]);
  const from = squares.map((s) => cameFrom(s, answer, back, step));
  const stepped = squares.some((s) => step.has(cameFrom(s, answer, back)));
  return {
    kind: 'threat-capture',
    side,
    move,
    squares,
    from,
    ...(stepped ? { stepped } : {}),
    piece: movingPiece(board, move, back),
  };
}
