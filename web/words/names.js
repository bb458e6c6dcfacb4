// web/words/names.js - the sides' names and counted nouns, the two small helpers every words
// file uses ("Blue", "2 hops"): defined here once.

export const NAME = { blue: 'Blue', red: 'Red' };

// "1 move", "2 moves".
export const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
