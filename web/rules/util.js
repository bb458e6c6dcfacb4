// web/rules/util.js - the small words of the rules that every layer uses, defined once: the other
// side, a square's index (0..63, row * 8 + col, as the board view and the engine count), a
// move's two squares as indices and the start position. It needs nothing, so the board view can use
// it without the rules (a game's outcome, which needs them, is web/rules/outcome.js). Nothing here
// checks its input: the public functions of web/rules.js do that at the edges.

// The usual start as a position string (docs/RULES.md): Blue's chariot on a1, Red's on h8.
export const START_POSITION = 'Bbbbbbbb/bbbbbbbb/8/8/8/8/rrrrrrrr/rrrrrrrR b';

export const other = (player) => (player === 'blue' ? 'red' : 'blue');

// Square index from row and column, and back.
export const squareIndex = (r, c) => r * 8 + c;
export const squareAt = (i) => ({ r: i >> 3, c: i & 7 });

// A square's name ('e4') from its index.
export const indexName = (i) => 'abcdefgh'[i & 7] + ((i >> 3) + 1);

// The from- and to-squares of a move { fromR, fromC, toR, toC } as indices.
export const moveFrom = (m) => squareIndex(m.fromR, m.fromC);
export const moveTo = (m) => squareIndex(m.toR, m.toC);
export const moveSquares = (m) => ({ from: moveFrom(m), to: moveTo(m) });

// Which sides' chariots are stunned on `board`: { blue, red }.
export function stunnedChariots(board) {
  const out = { blue: false, red: false };
  for (const row of board)
    for (const cell of row) if (cell && cell.type === 'chariot' && cell.stunned) out[cell.team] = true;
  return out;
}

// How many pieces each side has on `board`: { blue, red }.
export function countPieces(board) {
  const n = { blue: 0, red: 0 };
  for (const row of board) for (const cell of row) if (cell) n[cell.team]++;
  return n;
}
