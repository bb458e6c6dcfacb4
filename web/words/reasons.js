// web/words/reasons.js - the facts of web/explain/facts.js in words: each fact becomes one short
// clause ("it captures Red's dog on d4"), joined into the reasons of the move played, of the
// better move, of a hint and of a lesson's miss. `you` (the single human's side, or null) turns
// "Blue's" into "your".

import { other } from '../rules/util.js';
import { NAME, plural } from './names.js';

const FAR_ROW = { blue: 8, red: 1 };
const listSquares = (s) => (s.length === 1 ? s[0] : `${s.slice(0, -1).join(', ')} and ${s[s.length - 1]}`);
const whose = (side, you) => (side === you ? 'your' : `${NAME[side]}'s`);
const dogsOf = (side, squares, you) =>
  `${whose(side, you)} dog${squares.length > 1 ? 's' : ''} on ${listSquares(squares)}`;
const inMoves = (n) => `in ${plural(n, 'move')}`;
// " (hopped from f5 and g5)": where the dogs named stood before, when a hop brought them.
// (`stepped`: one of them is the dog the move itself moves, so "moved from", not "hopped from".)
function hoppedFrom(squares, from = squares, stepped = false) {
  const moved = squares.map((s, i) => [s, from[i]]).filter(([s, f]) => s !== f);
  if (!moved.length) return '';
  const verb = stepped ? 'moved' : 'hopped';
  const starts = listSquares(moved.map(([, f]) => f));
  if (moved.length === squares.length) return ` (${verb} from ${starts})`;
  const ends = listSquares(moved.map(([s]) => s));
  return ` (${moved.length > 1 ? `those on ${ends}` : `the one on ${ends}`} ${verb} from ${starts})`;
}
// "Red's chariot on e2 go to f1": the piece an answer moves, where it stands and where it goes.
function goes(side, p, you) {
  const hopped = p.was !== p.from ? ` (hopped from ${p.was})` : '';
  return `${whose(side, you)} ${p.type} on ${p.from}${hopped} go to ${p.to}`;
}

// The clause for one fact (without the leading "This move" / "Better: ...").
export function reasonClause(f, you = null) {
  const opp = other(f.side);
  switch (f.kind) {
    case 'wins':
      return f.how === 'no-moves'
        ? `it leaves ${NAME[opp]} no legal move, so ${NAME[f.side]} wins`
        : `${whose(f.side, you)} chariot reaches row ${FAR_ROW[f.side]} and wins`;
    case 'hands-over':
      return `it carries ${whose(f.side, you)} chariot to its far row, row ${FAR_ROW[f.side]}: ${NAME[f.side]} wins`;
    case 'captures':
      return `it captures ${dogsOf(opp, f.squares, you)}${hoppedFrom(f.squares, f.from)}`;
    case 'costs':
      return `it loses ${dogsOf(f.side, f.squares, you)}${hoppedFrom(f.squares, f.from)}`;
    case 'stuns':
      return f.turns === undefined
        ? `it leaves ${whose(f.side, you)} chariot on ${f.square} stunned`
        : `it stuns ${whose(f.side, you)} chariot on ${f.square} for ${f.turns === 1 ? 'a move' : plural(f.turns, 'move')}`;
    case 'frees':
      return `it frees ${whose(f.side, you)} chariot on ${f.square}`;
    case 'threat-win':
      return f.piece
        ? `it lets ${goes(f.side, f.piece, you)} and win at once`
        : `it lets ${NAME[f.side]} win at once with ${f.move}`;
    case 'threat-capture':
      return f.piece
        ? `it lets ${goes(f.side, f.piece, you)} and capture ${dogsOf(opp, f.squares, you)}${hoppedFrom(f.squares, f.from, f.stepped)}`
        : `it lets ${NAME[f.side]} capture ${dogsOf(opp, f.squares, you)} (${f.move})`;
    case 'forced-loss':
      return `${NAME[f.side]} can then force a win ${inMoves(f.moves)}, whatever ${NAME[opp]} does`;
    case 'forced-win':
      return `it wins by force ${inMoves(f.moves)}`;
    case 'safe':
      return `it keeps ${dogsOf(f.side, f.squares, you)} safe`;
    case 'line-capture':
      return `if ${NAME[opp]} answers ${f.answer}, ${f.move} captures ${dogsOf(opp, f.squares, you)}`;
    case 'race': {
      // "Blue leads the race, 2 rows from home to Red's 3 rows": the leader's rows first.
      const lead = f.ahead;
      const trail = other(lead);
      return `${NAME[lead]} leads the race, ${plural(f[lead], 'row')} from home to ${NAME[trail]}'s ${plural(f[trail], 'row')}`;
    }
    case 'answer': {
      // "Red's best answer is d5d4, which captures your dog on d4" (the clauses of what it does).
      const does = f.does
        .map((d) => (d.kind === 'wins' ? 'wins the game' : reasonClause(d, you).replace(/^it /, '')))
        .join(' and ');
      const then = f.after ? `, and after ${whose(opp, you)} ${f.after[0]}, ${f.after[1]}` : ', which';
      return `${NAME[f.side]}'s best answer is ${f.move}${then} ${does}`;
    }
    case 'mobility':
      return `${NAME[f.side]} has only ${plural(f.count, 'legal move')} left`;
    default:
      return '';
  }
}

// Clauses joined into one sentence: "It captures ...; it stuns ...."
export const sentence = (clauses) =>
  clauses.length ? clauses.join('; ').replace(/^./, (c) => c.toUpperCase()) + '.' : '';

// "It lets Red capture your dog on d4 (d5d4)." for the move played.
export function playedReasons(facts, you = null) {
  return sentence(facts.map((f) => reasonClause(f, you)));
}

// "Better: e3e4: it stuns Red's chariot on h5 for a move; it wins by force in 2 moves."
export function betterReasons(best, facts, you = null) {
  return `Better: ${best}${facts.length ? `: ${facts.map((f) => reasonClause(f, you)).join('; ')}` : ''}.`;
}
