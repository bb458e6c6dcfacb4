// The page's reasons in words: web/explain/facts.js's facts for the hint, the losing-move warning, the
// review notes and the better line's steps, said by web/words/reasons.js. Forced results are checked by
// the exact search on an engine of the page's own (web/explain/prover.js).

import { explainMove, explainHint, moveFacts, warningFacts } from './facts.js';
import { pageProver } from './prover.js';
import { playedReasons, reasonClause } from '../words/reasons.js';

/** { played: 'It lets Red capture your dog on d4 (d5d4).', better: 'it keeps your dog on d4 safe' } */
export async function reviewReason(board, player, move, line, you, answer = null) {
  const r = await explainMove({ board, player, move, line, answer, prove: await pageProver() });
  return {
    played: playedReasons(r.played, you),
    better: r.better.map((f) => reasonClause(f, you)).join('; '),
  };
}

/** The hint's why: what its move does. */
export async function hintReason(board, player, line, you) {
  const facts = await explainHint({ board, player, line, prove: await pageProver() });
  return facts.map((f) => reasonClause(f, you)).join('; ');
}

/** The warning under a previewed move (rules only, so at once), or ''. */
export function warningReason(board, player, move, you) {
  return playedReasons(warningFacts(board, player, move), you);
}

/** One better-line step: what the move does, or ''. */
export function stepReason(board, player, move) {
  return moveFacts(board, player, move)
    .facts.map((f) => reasonClause(f, null))
    .join('; ');
}
