// web/explain/answer-line.js - the 'answer' fact of web/explain/facts.js: what the engine's answer to
// a move played does to its mover, checked move by move with the rules. moveFacts is facts.js's.

import * as Rules from '../rules.js';
import { other } from '../rules/util.js';
import { asMove } from './answers.js';

// What the engine's answer (its line after the move played, `side` to move) does to the mover:
// the answer's wins, captures and stuns, or those of `side`'s next move in the line.
const COSTLY = ['wins', 'captures', 'stuns'];
export function answerFact(board, side, line, moveFacts) {
  if (!line || !line.length) return null;
  let b = board;
  for (let i = 0; i < Math.min(line.length, 3); i += 2) {
    const move = Rules.moveToString(asMove(line[i]));
    const { res, facts } = moveFacts(b, side, move);
    const won = facts.filter((f) => f.kind === 'wins');
    const does = won.length
      ? won
      : facts.filter((f) => COSTLY.includes(f.kind) && (f.kind !== 'stuns' || f.side !== side));
    if (does.length)
      return {
        kind: 'answer',
        side,
        move: i ? Rules.moveToString(asMove(line[0])) : move,
        does,
        ...(i ? { after: [Rules.moveToString(asMove(line[1])), move] } : {}),
      };
    if (res.winner || line.length < i + 3) return null;
    b = Rules.applyMoveFor(res.board, other(side), asMove(line[i + 1])).board;
  }
  return null;
}
