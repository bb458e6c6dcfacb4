// Where the board view draws a square under its orientation. Columns always read a to h from
// left to right, as on a chess board and the original Polis page; 'blue' has row 1 at the bottom
// (the board seen from Blue's side), 'red' row 8. Polis's rules are the same under a left-right
// reflection, so this mirror renames no square (issue 30). `b` is the view's state
// (web/board/view.js); x, y count from the top left.

const flipped = (b) => b.orientation === 'blue'; // rows counted from the bottom

// Display position [x, y] of square i.
export function xy(b, i) {
  const r = i >> 3;
  const c = i & 7;
  return flipped(b) ? [c, 7 - r] : [c, r];
}

// The square drawn at x, y.
export const indexAt = (b, x, y) => (flipped(b) ? (7 - y) * 8 + x : y * 8 + x);

// The centre of square i in board units (the overlay's).
export function center(b, i) {
  const [x, y] = xy(b, i);
  return [x + 0.5, y + 0.5];
}

export { flipped };
