// web/words/review.js - the words of a game's review: the note on a reviewed move ("5. d2d3 was a
// mistake. Better: ...") and the better line's steps. The reasons inside them are said by
// web/words/reasons.js.

import { movesAhead, plyLabel } from './moves.js';

// "5. d2d3 was a mistake. Better: c2c3, then g7g6 e2e3." (a reviewed move that was not the best).
export function reviewNote(startPlayer, n, ply, r) {
  const line = r.line.length ? `, then ${r.line.join(' ')}` : '';
  const was = `${plyLabel(startPlayer, n, ply)} was ${r.mark === 'inaccuracy' ? 'an inaccuracy' : r.mark === 'good' ? 'good' : `a ${r.mark}`}.`;
  // With its reasons (web/explain/facts.js) once known: what the move allowed, what the better one does.
  const why = r.why || { played: '', better: '' };
  return `${was}${why.played ? ` ${why.played}` : ''} Better: ${r.best}${why.better ? ` (${why.better})` : ''}${line}.`;
}

// The better line's place: its length at the start, then the move on the board ("7. c2c3")
// with what it does (web/explain/facts.js), when it does something worth saying.
export function lineStep(step, plies, label, why = '') {
  return step === 0
    ? `The better line: ${movesAhead(plies)}`
    : `${label} (${step}/${plies})${why ? `: ${why}` : ''}`;
}
