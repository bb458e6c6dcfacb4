// @ts-check
// The better line of a reviewed move, as the play controller's state (ctrl.state.line): the line
// offered for the move shown, played out from the position before it, and the step of it shown
// on the board (-1: none, the game's position is shown). Its transitions, which the controller's
// methods call (web/play/ctrl.js: offerLine, showLine, stepLine, leaveLine, lineKey); the effects
// offer the line (web/play/effects.js), its buttons and keys step through it
// (./better-line.js, web/play/events.js). Each returns whether the line changed.

import * as Rules from '../../rules.js';
import { stepReason } from '../../explain/reasons.js';
import { other } from '../../rules/util.js';
import { plyLabel } from '../../words/moves.js';
import { reviewedMove } from './advice.js';
import { shownPly } from '../state.js';

/**
 * @typedef {{ board: any, player: string, ply: any, text?: string, why?: string }} LinePosition
 * @typedef {{ key: string, positions: LinePosition[], label: (k: number, ply: any) => string }} OfferedLine
 * @typedef {{ offered: OfferedLine | null, step: number }} LineState
 */

/** @returns {LineState} */
export const noLine = () => ({ offered: null, step: -1 });

// The line as positions, stopping where a move is not legal or the game is won.
function playOut(start, moves) {
  /** @type {LinePosition[]} */
  const positions = [{ board: start.board, player: start.player, ply: null }];
  let { board, player } = start;
  for (const text of moves) {
    if (Rules.winner(board)) break;
    let move, result;
    try {
      move = Rules.parseMove(text);
      result = Rules.applyMoveFor(board, player, move);
    } catch {
      break;
    }
    const why = stepReason(board, player, move);
    board = result.board;
    positions.push({ board, player: other(player), ply: { player, move, result }, text, why });
    player = other(player);
  }
  return positions;
}

// After a review: the better line of the move shown (`key` names it), from the position before it.
/** @param {import('../state.js').PlayCtrl} ctrl */
export function reviewedLine(ctrl) {
  const { game } = ctrl;
  const n = shownPly(ctrl);
  const reviewed = reviewedMove(ctrl.deps.advice.marks, game, n);
  return {
    key: `${game.plies.length}:${n}`,
    start: reviewed?.before,
    moves: reviewed?.better ? reviewed.mark.pv : null,
    label: (k, ply) => plyLabel(game.start.player, n + k - 1, ply),
  };
}

/** A line offered for `key` (moves: ['b2b3', ...], or null: none); a new one is not shown yet. */
export function offerLine(line, key, start, moves, label = (k, ply) => Rules.moveToString(ply.move)) {
  if (!moves || !moves.length) {
    if (!line.offered && line.step === -1) return false;
    line.offered = null;
  } else if (!line.offered || line.offered.key !== key) {
    line.offered = { key, positions: playOut(start, moves), label };
  } else return false;
  line.step = -1;
  return true;
}

/** @param {LineState} line */
export function showLine(line) {
  if (!line.offered) return false;
  line.step = 0;
  return true;
}

/** @param {LineState} line  @param {number} d */
export function stepLine(line, d) {
  if (!line.offered) return false;
  line.step = Math.max(0, Math.min(line.offered.positions.length - 1, line.step + d));
  return true;
}

/** @param {LineState} line */
export function leaveLine(line) {
  if (line.step === -1) return false;
  line.step = -1;
  return true;
}

/** @param {LineState} line */
export const lineActive = (line) => !!line.offered && line.step >= 0;

// Keys while the line is on the board: arrows step, Home/End go to its ends, Escape leaves.
/** @param {LineState} line  @param {string} k  @returns {boolean} the key was the line's */
export function lineKey(line, k) {
  if (!lineActive(line)) return false;
  if (k === 'ArrowLeft') stepLine(line, -1);
  else if (k === 'ArrowRight') stepLine(line, 1);
  else if (k === 'Home') line.step = 0;
  else if (k === 'End') line.step = /** @type {OfferedLine} */ (line.offered).positions.length - 1;
  else if (k === 'Escape') line.step = -1;
  else return false;
  return true;
}

// The step shown: its position, the move that led to it and the move to come.
/** @param {LineState} line */
export function shownLine(line) {
  if (!line.offered || line.step < 0) return null;
  const p = line.offered.positions[line.step];
  const next = line.offered.positions[line.step + 1];
  return { board: p.board, ply: p.ply, step: line.step, next: next ? next.ply.move : null };
}
