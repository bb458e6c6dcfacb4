// web/words/moves.js - a move in words: what it did ("2 hops, captures 1 Red dog"), its marks in
// the move list, and its number. One move numbering everywhere: Blue's move and Red's answer
// share a number ("3. b2b3", "3… g7g6"); a game that starts with Red begins with "1… ".

import { moveToString } from '../rules.js';
import { other, stunnedChariots } from '../rules/util.js';
import { NAME, plural } from './names.js';

// Board facts the words use, kept with the rules' small words (re-exported for the words' users).
export { stunnedChariots, countPieces } from '../rules/util.js';

// ["2 hops", "captures 1 Red dog"] for a move's result.
export function describeResult(result, player) {
  const parts = [];
  if (result.hops.length) parts.push(plural(result.hops.length, 'hop'));
  const lost = { blue: 0, red: 0 };
  for (const c of result.captured) lost[c.team]++;
  for (const team of [other(player), player]) {
    if (lost[team]) parts.push(`captures ${lost[team]} ${NAME[team]} dog${lost[team] > 1 ? 's' : ''}`);
  }
  return parts;
}

// Short marks for the move list: "2 hops", "×1" (dogs captured).
export function moveTags(result) {
  const tags = [];
  if (result.hops.length) tags.push(plural(result.hops.length, 'hop'));
  if (result.captured.length) tags.push(`\u00d7${result.captured.length}`);
  return tags;
}

// The number of ply n (1-based) in the move list's numbering.
export function moveNumber(startPlayer, n) {
  return Math.floor((n - 1 + (startPlayer === 'red' ? 1 : 0)) / 2) + 1;
}

// "3. b2b3" or "3… g7g6".
export function plyLabel(startPlayer, n, ply) {
  return `${moveNumber(startPlayer, n)}${ply.player === 'blue' ? '.' : '\u2026'} ${moveToString(ply.move)}`;
}

// "Blue played 3. b2b3: 2 hops, captures 1 Red dog." for the live region and the panel.
export function lastMoveText(startPlayer, n, ply) {
  const parts = describeResult(ply.result, ply.player);
  const stun = stunnedChariots(ply.after.board);
  for (const p of ['blue', 'red']) if (stun[p]) parts.push(`${NAME[p]}'s chariot is stunned`);
  return `${NAME[ply.player]} played ${plyLabel(startPlayer, n, ply)}${parts.length ? ': ' + parts.join(', ') : ''}.`;
}

// A search depth (plies: one side's move each) counted as the move list counts, where a move is
// Blue's move and Red's reply: 3 plies are "1\u00bd moves".
export function movesAhead(plies) {
  const whole = Math.floor(plies / 2);
  const text = plies % 2 ? `${whole || ''}\u00bd` : String(whole);
  return `${text} ${plies > 2 ? 'moves' : 'move'}`;
}
