// The game controller's state (web/play/game/game.js): reads of the object `g` it keeps, shared
// with its computer's turns (ai.js). g: { settings, start, plies, over, legal, animating,
// aiStatus, ... } (see createGame).

import * as Rules from '../../rules.js';

export const moveKey = (m) => `${m.fromR}${m.fromC}${m.toR}${m.toC}`;

export const live = (g) => (g.plies.length ? g.plies[g.plies.length - 1].after : g.start);
export const isAi = (g, p) => g.settings[p] === 'ai' && g.aiStatus !== 'failed';
export const humanTurn = (g) => !g.over && !g.animating && !isAi(g, live(g).player);
export const humansOf = (g) => ['blue', 'red'].filter((p) => !isAi(g, p));

export function computeLegal(g) {
  const pos = live(g);
  const moves = g.over ? [] : Rules.legalMoves(pos.board, pos.player);
  g.legal = { moves, byFrom: byFrom(moves), results: new Map(), player: pos.player, board: pos.board };
}

function byFrom(moves) {
  const map = new Map();
  for (const m of moves) {
    const k = m.fromR * 8 + m.fromC;
    if (!map.has(k)) map.set(k, []);
    map.get(k).push(m);
  }
  return map;
}

// The result of `move` from the live position (cached: the page asks for it on every hover).
export function resultOf(g, move, board = live(g).board) {
  if (board !== live(g).board) return Rules.applyMove(board, move);
  const k = moveKey(move);
  if (!g.legal.results.has(k)) g.legal.results.set(k, Rules.applyMove(board, move));
  return g.legal.results.get(k);
}

export const findLegal = (g, move) => g.legal.moves.find((x) => moveKey(x) === moveKey(move)) || null;
