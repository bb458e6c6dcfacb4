// @ts-check
// The play controller's board input (web/play/ctrl.js): the destinations the board view is
// given (the player's legal moves, or on the computer's turn the moves they may plan), the
// previewed and selected squares read from it, the moves, plans and presses it reports, and
// what a move played changes.

import * as Rules from '../rules.js';
import { moveFrom, other, indexName, squareIndex } from '../rules/util.js';
import { destsOf, moveBetween } from '../rules/dests.js';
import { destKinds } from '../board/marks.js';

// A move was played: what was shown for the position before it goes, and the move is announced.
// A move the hint had shown is marked as the hint's (the review looks at it again: advice.js).
export function moved(s, game) {
  const ply = game.plies.at(-1);
  if (ply && s.hint?.move && Rules.moveToString(s.hint.move) === Rules.moveToString(ply.move))
    ply.fromHint = true;
  s.hint = null;
  // What a new game's start said (the colours, an abort) stays over the computer's first move.
  const opening = ['colours', 'aborted'].includes(s.said?.key) && !game.humans().includes(ply?.player);
  if (!opening) s.said = null;
  s.browse = null;
  s.announce = { n: game.plies.length, ply: game.plies.at(-1), start: game.start.player, dropped: null };
}

// A review is on: being worked out, or its marks shown.
export const inReview = (advice) => !!(advice.marks || advice.reviewing);

// The board's input: the destinations the board view is given, and the moves it reports.
/** @param {import('./state.js').PlayCtrl} ctrl */
export function boardInput(ctrl) {
  const { game, state: s, deps } = ctrl;
  // While the computer is to move, the human may pick a move to play right after it.
  const premoveMode = () => {
    const h = game.humans();
    return h.length === 1 && !game.over && s.browse === null && game.live().player !== h[0];
  };
  // The moves the piece on square i may make: legal ones, or for a premove those of the human's pieces.
  const movesFrom = (i) => {
    if (i === null) return [];
    if (game.humanTurn() && s.browse === null) return game.legal.byFrom.get(i) || [];
    if (!premoveMode()) return [];
    return Rules.legalMoves(game.live().board, game.humans()[0]).filter((m) => moveFrom(m) === i);
  };
  return {
    premoveMode,
    movesFrom,
    // What the board view is given: the player's moves on their turn, or the moves they may plan.
    movable() {
      const live = s.browse === null && !game.over;
      const turn = live && game.humanTurn();
      const player = game.live().player;
      return {
        dests: turn ? destsOf(null, player, game.legal.moves) : null,
        premoveDests: live && !turn && premoveMode() ? destsOf(game.live().board, game.humans()[0]) : null,
        tapPlay: s.tapPlay,
        previews: true,
        marks: (from) =>
          destKinds(movesFrom(from), (m) => (game.humanTurn() ? game.resultOf(m) : null), player),
      };
    },
    // The previewed move (a move of the rules), read from the board.
    get preview() {
      const p = deps.board.preview;
      return p && moveBetween(movesFrom(p.from), p.from, p.to);
    },
    get selected() {
      return deps.board.selected;
    },
    get touchPreview() {
      return deps.board.touchPreview;
    },
    userMove(from, to) {
      const m = moveBetween(movesFrom(from), from, to);
      if (m) game.play(m);
      deps.changed();
    },
    // A planned move (from null: the plan dropped).
    planMove(from, to) {
      if (from === null) {
        if (game.premove && !game.humanTurn()) game.setPremove(null);
        return;
      }
      const m = moveBetween(movesFrom(from), from, to);
      if (m) game.setPremove(m);
    },
    // A press on a piece of the side to move that cannot move says why.
    miss(i) {
      const cell = game.live().board[i >> 3][i & 7];
      if (!cell || !game.humanTurn() || cell.team !== game.live().player) return;
      if (cell.type !== 'chariot' || !cell.stunned) return void (s.said = { key: 'stuck' });
      const by = flankers(game.live().board, i >> 3, i & 7, other(cell.team));
      s.said = { key: 'stunned', by, enemy: other(cell.team) };
    },
    // Input during an animation ends it; a press on a square also leaves the browsed position,
    // except during a review, where the place is kept (the review's note stays with its move).
    pressed(kind) {
      ctrl.finishAnimation();
      if (kind !== 'square') return;
      Object.assign(s, { said: null, resignArmed: false });
      if (!inReview(deps.advice)) s.browse = null;
    },
    finishAnimation() {
      deps.board.finishAnimation();
      if (game.animating) game.finishAnimation();
    },
  };
}

// The two pieces of `enemy` on either side of the square (r, c) on one line (across, down or
// diagonal), by square name: what stuns a chariot there; null when no line has them.
function flankers(board, r, c, enemy) {
  for (const [dr, dc] of [
    [0, 1],
    [1, 0],
    [1, 1],
    [1, -1],
  ]) {
    const a = board[r + dr]?.[c + dc];
    const b = board[r - dr]?.[c - dc];
    if (a?.team === enemy && b?.team === enemy)
      return [indexName(squareIndex(r - dr, c - dc)), indexName(squareIndex(r + dr, c + dc))].sort();
  }
  return null;
}
