// web/words/game-controls.js - the game page's buttons, switches and short notices: the first
// line of the panel, the Resign button, the sound and theme switches, what is said when the
// computer fails, a planned move becomes impossible, a link names an unknown level, or no hint
// can be given.

import { NAME } from './names.js';

// The panel's line before the first move (the move list says there are none): what to do.
export const firstMoveInfo = (humanTurn) =>
  humanTurn ? 'Pick a piece, then a square next to it, or drag it.' : 'No moves yet.';
// Beside a newcomer's first board (web/page/first-board.js) once its move is played: the game's
// code, the computer with it, is still on its way.
export const firstBoardWait = 'The computer is getting ready to answer.';
// The line under the board when the computer's reply made the player's planned move illegal
// (short: it must fit one line on a phone held sideways).
export const premoveGone = (move) => `Planned move ${move} is no longer possible.`;
// When the computer cannot play its move, its side goes to a human (web/play/game/game.js).
export const aiFailure = {
  badMove: (why) => `The computer chose a move that is not allowed (${why}).`,
  noMove: (why) => `The computer could not move: ${why}`,
  takenOver: (message, side) => `${message} ${NAME[side]} is now played by a human.`,
  notLoaded: (why) =>
    `The computer player could not be loaded (${why}). You can still play: both sides are played by humans on this screen.`,
};
// Shown when another tab on the same game moved it on and this one now shows that game.
export const MOVED_ELSEWHERE = 'This game went on in another tab: here it is as it stands there.';
export const DIALOG = { close: 'Close' };
// The panel's switches: names that never change (their state is shown, not spelled).
// label: the switch's name; short: the name shown under its icon.
export const TOGGLES = {
  sound: { label: 'Sound', short: 'Sound', title: 'Sound: a click for every move' },
  theme: { label: 'Dark theme', short: 'Dark', title: 'Dark theme (off: light)' },
  balance: {
    label: 'Balance bar',
    short: 'Balance',
    title: 'Balance bar: who stands better, beside the board',
  },
  tap: {
    label: 'Play on first tap',
    short: 'First tap',
    title: 'Play on first tap: a tap on a destination plays the move (hold to preview it)',
  },
};
export const CARD = { computer: 'Computer', you: 'You', human: 'Human' };
// The Resign button, and the same button armed by a first press (a second press resigns).
export const RESIGN = {
  idle: 'Resign',
  title: 'Give up this game',
  armed: 'Confirm',
  armedTitle: 'Press again to give up this game, or anywhere else to go on',
  // Before the player's first move against the computer the same button aborts (web/play/ctrl.js).
  abort: 'Abort',
  abortTitle: 'End this game unrated and start it again: you have not moved yet',
};

// The line under the board once a game is aborted, and when a rematch starts.
export const ABORTED = 'Game aborted: it was not rated. The same game starts again.';
// A dialog whose code could not come (the network gone before the page was kept offline).
export const NOT_OPENED =
  'That could not be opened: the connection seems to be gone. Try again once it is back.';
export const colours = (side, first) =>
  `You play ${NAME[side]}; ${side === first ? 'you move' : 'the computer moves'} first.`;
// The result dialog's rematch buttons: the colours swapped, or kept.
export const REMATCH = {
  plain: 'Rematch',
  // The same colours, before the result names them (the button is hidden until then).
  plainSame: 'Play again',
  swap: (side) => `Rematch as ${NAME[side]}`,
  same: (side) => `Play ${NAME[side]} again`,
};

// The notice for an unknown level (given value cut short: a link may carry anything).
export function unknownLevel(given, used, isDefault) {
  const shown = given.length > 24 ? `${given.slice(0, 24)}\u2026` : given;
  return `There is no level "${shown}"; the game uses ${isDefault ? 'the default level, ' : 'level '}${used}.`;
}

export const noHint = (why) => `No hint this time: ${why}`;

// A press on a piece of the side to move that cannot move.
// A stunned chariot: the enemy pieces on either side of it (square names), when the board shows
// them, and their side's name.
export const PIECE_STUCK = {
  stunned: (by, enemy) =>
    by
      ? `This chariot is stunned: ${enemy}'s pieces on ${by[0]} and ${by[1]} stand on either side of it, so it cannot move this turn.`
      : 'This chariot is stunned and cannot move.',
  stuck: 'This piece has no legal move.',
};
// The panel's copy buttons, once the text is on the clipboard.
export const COPIED = { link: 'Link to this game copied.', moves: 'Moves copied.' };
