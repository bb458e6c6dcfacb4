// web/words/keys.js - the keyboard help (web/lib/key-help.js): what each key does, by mode. Each
// row has an `id` (what the key does, checked by tests/journeys/key-help.test.mjs, which presses
// every key a mode lists and watches for the effect), the keys as shown, and the words.

const ROWS = {
  help: { keys: ['?'], does: 'Show this list of keys (Escape closes it)' },
  flip: { keys: ['F'], does: 'Turn the board around' },
  prev: { keys: ['\u2190'], does: 'Back one move' },
  next: { keys: ['\u2192'], does: 'Forward one move' },
  first: { keys: ['Home'], does: 'Go to the start' },
  last: { keys: ['End'], does: 'Go to the last move' },
  square: { keys: ['\u2190 \u2191 \u2192 \u2193'], does: 'On the board: go from square to square' },
  pick: { keys: ['Enter', 'Space'], does: 'On the board: pick a piece, then the square it goes to' },
  drop: { keys: ['Escape'], does: 'On the board: put the picked piece back' },
  place: {
    keys: ['Enter', 'Space'],
    does: 'On the board: put the chosen piece on the square, or take it off',
  },
};

const rows = (...ids) => ids.map((id) => ({ id, ...ROWS[id] }));

export const keyWords = {
  title: 'Keyboard keys',
  open: 'Keys',
  close: 'Close',
  // The board is reached with Tab; its own keys work while a square has the focus.
  board: 'Tab reaches the board.',
  keyLabel: 'Key',
  doesLabel: 'What it does',
  or: 'or',
  modes: {
    play: rows('flip', 'prev', 'next', 'first', 'last', 'square', 'pick', 'drop', 'help'),
    analysis: rows('flip', 'prev', 'next', 'first', 'last', 'square', 'pick', 'drop', 'help'),
    learn: rows('square', 'pick', 'drop', 'help'),
    puzzle: rows('square', 'pick', 'drop', 'help'),
    editor: rows('square', 'place', 'help'),
  },
};
