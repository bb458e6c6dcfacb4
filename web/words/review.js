// web/words/review.js - the words of a game's review: the note on a reviewed move ("5. d2d3 was a
// mistake. Better: ...") and the better line's steps. The reasons inside them are said by
// web/words/reasons.js.

import { movesAhead, plyLabel } from './moves.js';

// "5. d2d3 was a mistake. Better: c2c3, then g7g6 e2e3." (a reviewed move that was not the best).
// A good move has no "Better": the computer's choice is named as its choice. A move played from
// the hint that the review marks worse was looked at again, longer than the hint looked
// (r.rechecked: that look's seconds, r.hintSeconds: the hint's): the note says so.
export function reviewNote(startPlayer, n, ply, r) {
  const line = r.line.length ? `, then ${r.line.join(' ')}` : '';
  const label = plyLabel(startPlayer, n, ply);
  if (r.mark === 'good') return `${label} was good. The computer's own choice: ${r.best}${line}.`;
  const was = `${label} was ${r.mark === 'inaccuracy' ? 'an inaccuracy' : `a ${r.mark}`}.`;
  const again = r.rechecked
    ? ` It was the hint's move; looked at again for ${r.rechecked} s (the hint looked ${r.hintSeconds} s), another move is better.`
    : '';
  // With its reasons (web/explain/facts.js) once known: what the move allowed, what the better one does.
  // Once the better move has its reason, the line after it is left to the better line's steps.
  const why = r.why || { played: '', better: '' };
  const better = why.better ? ` (${why.better})` : line;
  return `${was}${again}${why.played ? ` ${why.played}` : ''} Better: ${r.best}${better}.`;
}

// The better line's place: its length at the start, then the move on the board ("7. c2c3")
// with what it does (web/explain/facts.js), when it does something worth saying.
export function lineStep(step, plies, label, why = '') {
  return step === 0
    ? `The better line: ${movesAhead(plies)}`
    : `${label} (${step}/${plies})${why ? `: ${why}` : ''}`;
}

// The review's summary, a table: each side's accuracy and its counts of inaccuracies, mistakes
// and blunders, each count a button that shows the next move of its kind.
const ONE = { inaccuracy: 'inaccuracy', mistake: 'mistake', blunder: 'blunder' };
const MANY = { inaccuracy: 'inaccuracies', mistake: 'mistakes', blunder: 'blunders' };
export const summaryWords = {
  title: 'Summary of the review',
  accuracy: 'Accuracy',
  kind: (kind) => MANY[kind].replace(/^./, (c) => c.toUpperCase()),
  percent: (accuracy) => (accuracy === null ? '\u2013' : `${accuracy}%`),
  count: (n, kind) => `${n} ${n === 1 ? ONE[kind] : MANY[kind]}`,
  // The button's name, read out and shown on hover: what pressing it does.
  step: (name, n, kind) =>
    n ? `${name}'s ${summaryWords.count(n, kind)}: show the next one` : `${name} made no ${ONE[kind]}`,
  accuracyTip:
    'Accuracy: 100% for moves as good as the computer\u2019s best, less for each move that gave something away (a move that lost two dogs\u2019 worth counts half).',
};
