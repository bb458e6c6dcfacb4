// The game page's words that were written in its input and mount code before (web/play/say.js
// gives them out by the controller's message keys).

// A press on a piece of the side to move that cannot move.
export const PIECE_STUCK = {
  stunned: 'This chariot is stunned and cannot move.',
  stuck: 'This piece has no legal move.',
};
// The panel's copy buttons, once the text is on the clipboard.
export const COPIED = { link: 'Link to this game copied.', moves: 'Moves copied.' };
