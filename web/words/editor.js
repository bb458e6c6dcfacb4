// web/words/editor.js - the position editor's words (web/editor/mode.js): its tools, buttons, and
// what it says about the position set up.

import { NAME } from './names.js';

export const editorWords = {
  title: 'Set up a position',
  entry: 'Set up a position', // the game page's way in (web/page/route.js)
  tools: { b: 'Blue dog', B: 'Blue chariot', r: 'Red dog', R: 'Red chariot', stun: 'Stun', erase: 'Remove' },
  toolsLabel: 'What a click on a square does',
  side: { blue: 'Blue', red: 'Red' },
  sideLabel: 'To move',
  textLabel: 'Position string',
  load: 'Load',
  copy: 'Copy',
  copied: 'Position copied.',
  clear: 'Empty board',
  start: 'Start position',
  play: 'Play from here',
  // A short line on how the board is set up, above it (fully visible on a phone).
  howTo: 'Pick a piece below and tap squares, or drag pieces on, off and around the board.',
  who: { blue: 'Blue is played by', red: 'Red is played by' },
  kinds: { human: 'a person', ai: 'the computer' },
  levelLabel: 'Computer level',
  startGame: 'Start the game',
  cancel: 'Cancel',
  back: 'Back to the game',
  stunOnlyChariot: 'Only a chariot can be stunned.',
  stunNeedsEnemies: (square) =>
    `The chariot on ${square} cannot be stunned: a chariot is stunned only between two enemy pieces on a line (across, down or diagonal).`,
  over: (winner) => `${NAME[winner]}'s chariot already stands on its goal row: the game would be over`,
  noMoves: (player) => `${NAME[player]} has no legal move: the game would be over`,
  refused: (why) => `Not allowed: ${why}.`.replace(/\.\.$/, '.'),
  allowed: (player) => `A legal position, ${NAME[player]} to move.`,
};
