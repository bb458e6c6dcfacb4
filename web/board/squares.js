// Where the board view draws a square under its orientation ('blue': the board turned half a
// circle). `b` is the view's state (web/board/view.js); x, y count from the top left.

const flipped = (b) => b.orientation === 'blue';

// Display position [x, y] of square i.
export function xy(b, i) {
  const r = i >> 3;
  const c = i & 7;
  return flipped(b) ? [7 - c, 7 - r] : [c, r];
}

// The square drawn at x, y.
export const indexAt = (b, x, y) => (flipped(b) ? (7 - y) * 8 + (7 - x) : y * 8 + x);

// The centre of square i in board units (the overlay's).
export function center(b, i) {
  const [x, y] = xy(b, i);
  return [x + 0.5, y + 0.5];
}

export { flipped };
