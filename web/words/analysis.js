// web/words/analysis.js - the words of the analysis board (web/analysis/mode.js) and of the game's
// evaluation graph (web/play/panel/graph.js). The shared pieces (names, move numbers, how a score
// reads) come from the other words files.

import { other } from '../rules/util.js';
import { NAME, plural } from './names.js';
import { moveNumber, movesAhead } from './moves.js';
import { standing } from './thinking.js';

// "3." / "3…" before a move of the tree (ply: 1-based from the start position).
export const moveLabel = (startPlayer, ply, player) =>
  `${moveNumber(startPlayer, ply)}${player === 'blue' ? '.' : '\u2026'}`;

// An engine line's score for the list: from Blue's side ("+0.4": Blue stands better), or who
// can force a win.
export function lineScore(score, mateIn, player) {
  if (mateIn !== null && mateIn !== undefined) {
    const winner = mateIn > 0 ? player : other(player);
    return `${NAME[winner]} wins in ${plural(Math.ceil(Math.abs(mateIn) / 2), 'move')}`;
  }
  const blue = player === 'blue' ? score : -score;
  const text = (Math.abs(blue) / 10).toFixed(1);
  return blue > 0 ? `+${text}` : blue < 0 ? `\u2212${text}` : '0.0';
}

export const analysisWords = {
  title: 'Analysis',
  boardLabel: 'Analysis board',
  entry: 'Analyse', // the game's panel (web/page/route.js) and the editor (web/editor/mode.js)
  fromHere: 'Analyse from here',
  entryTitle: 'Try your own moves from the position shown, with the computer\u2019s best lines',
  back: 'Back to the game',
  toMove: (p) => `${NAME[p]} to move`,
  over: (o) =>
    `${NAME[o.winner]} wins: ${o.reason === 'chariot' ? 'chariot on the far row' : `${NAME[other(o.winner)]} cannot move`}`,
  movesLabel: 'Moves and variations',
  // A reviewed game's marks after its moves, as chess writes them, and what they say aloud.
  glyph: { inaccuracy: '?!', mistake: '?', blunder: '??' },
  markName: { inaccuracy: 'an inaccuracy', mistake: 'a mistake', blunder: 'a blunder' },
  start: 'Start',
  nav: { first: 'Start position', prev: 'Previous move', next: 'Next move', last: 'End of the line' },
  linesTitle: 'The computer\u2019s best lines',
  scoresFor: 'Scores for Blue: above 0 Blue stands better.',
  looking: 'Looking\u2026',
  depth: (plies, done) => `${movesAhead(plies)} ahead${done ? '' : '\u2026'}`,
  failed: (why) => `The computer could not look at this position (${why}).`,
  gameOver: 'The game is over here: no lines to look at.',
  playLine: (move) => `Play ${move}`,
  balance: (blue) => `Balance: ${standing(blue, null, 'blue')}`,
  best: (move, why) => `Best: ${move}${why ? `: ${why}` : ''}.`,
  last: (label, why) => `Last move ${label}${why ? `: ${why}` : ''}.`,
  flip: 'Flip',
  flipTitle: 'Turn the board around (F)',
  howTo:
    'Play any move for either side. A new move from an earlier point starts a variation; the old line stays. Right-click a move, or press and hold it, to promote or delete it.',
  // Copy link (the board's address: web/analysis/effects.js).
  share: 'Copy link',
  shareTitle: 'Copy a link to this analysis: its moves, the move shown and the side at the bottom',
  shared: 'Link copied: whoever opens it sees this analysis.',
  notShared: 'The browser did not let the page copy. The link is here to copy by hand:',
  shareField: 'Link to this analysis',
  // The menu of a move in the move list (web/analysis/move-menu.js).
  menuLabel: (move) => `Move ${move}`,
  promote: 'Promote variation',
  deleteFrom: 'Delete from here',
  closeMenu: 'Close',
  // The moves of a link (?tree=, web/analysis/link.js) that could not all be read.
  treeUnknown:
    'The moves in the link are written in a way this page does not know, so the analysis starts without them.',
  treeBad: (why) =>
    `Not all the moves in the link could be read (${why}); the analysis shows the moves before that.`,
  treeAt: (i, c) => `\u201c${c}\u201d, character ${i + 1}, is not part of a move`,
  treeMove: (move, why) => `${move} is not allowed there: ${why}`,
  treeSelected: 'The move the link points to is not among its moves, so the analysis shows the start.',
  treeDeep: (n) => `variations lie more than ${n} deep inside each other`,
  // The same for the tree this device kept for the position (web/storage/analysis.js), which
  // stays stored as it was.
  kept: {
    treeUnknown:
      'The analysis kept on this device for this position is written in a way this page does not know, so the analysis starts without it. It stays kept as it was.',
    treeBad: (why) =>
      `Not all the moves of the analysis kept on this device for this position could be read (${why}); the analysis shows the moves before that, and what was kept stays as it was.`,
    treeSelected:
      'The move the analysis kept on this device points to is not among its moves, so the analysis shows the start.',
  },
  // A link's tree for a position the player has analysed before (web/page/route.js).
  ownTree: 'Your own analysis of this position',
  ownTreeTitle: 'This board shows the analysis of a link; yours of this position is kept',
  overLink: (why) =>
    `The position in the link cannot be analysed (${why}); the analysis starts from the usual start.`,
  badLink: (why) =>
    `The position in the link could not be read (${why}); the analysis starts from the usual start.`,
};

// The evaluation graph under the move list after a review.
export const graphWords = {
  label: 'The game\u2019s course: who stood better after each move. Arrows go through the moves.',
  title: 'Course of the game',
  point: (label, stand, mark) =>
    `${label}: ${stand}${mark && mark !== 'best' && mark !== 'good' ? `, ${mark === 'inaccuracy' ? 'an inaccuracy' : `a ${mark}`}` : ''}`,
  start: 'Start of the game',
  won: (name) => `${name} has won`,
};
