// Turns moves and their results (rules.js) into what the board view draws: the kind of each
// destination, the marks a move leaves behind, and the preview of a move before it is played.

import { squareIndex, moveFrom, moveTo, moveSquares, stunnedChariots } from '../rules/util.js';

// { dests: Map index -> 'move' | 'win' | 'loss', captures: Set } for the selected piece's moves.
// win: the move wins the game for the mover; loss: it makes the opponent the winner (e.g. it
// hops the opponent's chariot onto its goal row). resultOf may return null (a planned move,
// judged later): those are plain moves.
export function destKinds(moves, resultOf, mover) {
  const dests = new Map();
  const captures = new Set();
  for (const m of moves) {
    const res = resultOf(m);
    const i = moveTo(m);
    dests.set(i, !res || !res.winner ? 'move' : res.winner === mover ? 'win' : 'loss');
    if (res && res.captured.some((x) => x.team !== mover)) captures.add(i);
  }
  return { dests, captures };
}

// Map index -> 'from to hop-from hop-to captured' (the tokens that apply) for a played ply, with
// .hops: [{ from, to }] (the jumps).
export function lastMarks(ply) {
  const tokens = new Map();
  const add = (i, t) => tokens.set(i, tokens.has(i) ? `${tokens.get(i)} ${t}` : t);
  add(moveFrom(ply.move), 'from');
  add(moveTo(ply.move), 'to');
  for (const h of ply.result.hops) {
    add(moveFrom(h), 'hop-from');
    add(moveTo(h), 'hop-to');
  }
  for (const c of ply.result.captured) add(squareIndex(c.r, c.c), 'captured');
  // The jumps, drawn as thin arrows (framing both squares of every jump crowded the board).
  tokens.hops = ply.result.hops.map(moveSquares);
  return tokens;
}

// The overlay for a move not yet played: its step, the hops (arrows and ghost pieces), the
// dogs it would capture, and the chariots whose stun would change.
export function previewOverlay(board, m, res) {
  const arrows = [{ ...moveSquares(m), kind: 'step' }];
  const ghosts = [];
  for (const h of res.hops) {
    const team = board[h.fromR][h.fromC].team;
    ghosts.push({ at: moveTo(h), team });
    arrows.push({ ...moveSquares(h), kind: `hop-${team}` });
  }
  const crosses = res.captured.map((x) => squareIndex(x.r, x.c));
  const before = stunnedChariots(board);
  const rings = [];
  for (let r = 0; r < 8; r++) {
    for (let c = 0; c < 8; c++) {
      const cell = res.board[r][c];
      if (cell && cell.type === 'chariot' && cell.stunned !== before[cell.team])
        rings.push({ at: squareIndex(r, c), on: cell.stunned });
    }
  }
  return { arrows, ghosts, crosses, rings };
}
