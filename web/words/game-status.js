// web/words/game-status.js - how the game stands, in words: the panel's status line, the line
// under the board (the previewed move, a hint, a planned move) and the game-over dialog.

import { moveToString } from '../rules.js';
import { other } from '../rules/util.js';
import { NAME } from './names.js';
import { describeResult, moveNumber, plyLabel, stunnedChariots } from './moves.js';
import { ratingWords } from './rating.js';

// The game-over dialog's title and sentence.
export function resultWords(over, plies, startPlayer, humans) {
  const w = NAME[over.winner];
  const title = humans.length === 1 ? (over.winner === humans[0] ? 'You win!' : `${w} wins`) : `${w} wins`;
  const last = plies.length ? plies[plies.length - 1] : null;
  const when = last ? ` on move ${moveNumber(startPlayer, plies.length)}` : '';
  let text;
  if (over.reason === 'resign') text = `${NAME[other(over.winner)]} resigned${when}.`;
  else if (over.reason === 'no-moves') text = `${NAME[other(over.winner)]} has no legal move left.`;
  else if (last && last.player !== over.winner) {
    text = `${NAME[last.player]}'s move ${moveToString(last.move)} carried ${w}'s chariot to its far row, row ${over.winner === 'blue' ? 8 : 1}.`;
  } else text = `${w}'s chariot reached row ${over.winner === 'blue' ? 8 : 1}${when}.`;
  return { title, text };
}

// The panel's status line (one short line).
export function statusText(game, ui, humans) {
  const pos = game.live();
  const n = ui.browse === null ? game.plies.length : ui.browse;
  if (ui.browse !== null)
    return n === 0
      ? 'Viewing the start of the game'
      : `Viewing move ${plyLabel(game.start.player, n, game.plies[n - 1])}`;
  if (game.over) {
    const o = game.over;
    return `${NAME[o.winner]} wins: ${o.reason === 'chariot' ? 'chariot on the far row' : o.reason === 'resign' ? `${NAME[other(o.winner)]} resigned` : `${NAME[other(o.winner)]} cannot move`}`;
  }
  const you = humans.length === 1 && !game.isAi(pos.player);
  let text = you ? `Your move (${NAME[pos.player]})` : `${NAME[pos.player]} to move`;
  if (game.isAi(pos.player) && game.paused) text += ' \u00b7 paused';
  if (game.isAi(pos.player) && game.aiStatus === 'loading') text += ' \u00b7 the computer is getting ready';
  if (stunnedChariots(pos.board)[pos.player]) text += ' \u00b7 chariot stunned';
  return text;
}

// How to leave an earlier position, for the input used (ui.touch: the last press was a finger).
// During a review a press on the board keeps the place (web/play/input.js): only the
// last-position button (\u23ed) or End goes back.
function backToGame(ui) {
  if (ui.inReview)
    return ui.touch
      ? 'Tap \u23ed to go to the end of the game.'
      : 'Press End or click \u23ed to go to the end of the game.';
  return ui.touch
    ? 'Tap the board to go back to the game.'
    : 'Click the board or press End to go back to the game.';
}

// The line under the board: the previewed move, a hint, a planned move or a note.
export function previewText(game, ui, balance = null) {
  if (ui.reviewing && ui.reviewing.done < ui.reviewing.total)
    return `Reviewing the game\u2026 ${ui.reviewing.done} of ${ui.reviewing.total} positions`;
  if (ui.reviewNote) return ui.reviewNote;
  if (ui.browse !== null) return backToGame(ui);
  if (ui.said) return ui.said;
  if (ui.preview && game.humanTurn()) {
    const m = ui.preview;
    const res = game.resultOf(m);
    const mover = game.live().board[m.fromR][m.fromC];
    const parts = describeResult(res, game.live().player);
    const before = stunnedChariots(game.live().board);
    const after = stunnedChariots(res.board);
    for (const p of ['blue', 'red'])
      if (after[p] !== before[p]) parts.push(`${NAME[p]}'s chariot ${after[p] ? 'is stunned' : 'is freed'}`);
    if (res.winner === game.live().player) parts.push(`${NAME[res.winner]} wins`);
    const danger = res.winner && res.winner !== game.live().player;
    if (danger)
      parts.push(
        res.reason === 'chariot'
          ? `it carries ${NAME[res.winner]}'s chariot to its far row, so ${NAME[res.winner]} wins`
          : `${NAME[res.winner]} wins`,
      );
    const why = !danger && ui.previewWhy ? ` Careful! ${ui.previewWhy}` : '';
    return `${danger ? 'Careful! ' : ''}${mover.type === 'chariot' ? 'Chariot' : 'Dog'} ${moveToString(m)}: ${parts.length ? parts.join(', ') : 'no jumps, no captures'}.${why}${ui.touchPreview ? ' Tap again to play.' : ''}`;
  }
  if (ui.hint) {
    const unrated = ui.hint.unrated ? ` ${ratingWords.nowUnrated.hint}` : '';
    if (ui.hint.pending) return `Looking for a good move\u2026${unrated}`;
    const line = ui.hint.pv.slice(1, 4);
    const why = ui.hint.why ? ` Why: ${ui.hint.why}.` : '';
    return `Hint: ${moveToString(ui.hint.move)}${line.length ? `, expecting ${line.join(' ')}` : ''}.${why}${unrated}`;
  }
  if (game.premove) return `Planned: ${moveToString(game.premove)}, played as soon as it is your turn.`;
  if (ui.selected !== null)
    return game.humanTurn() ? 'Choose where to move.' : 'Plan a move to play as soon as it is your turn.';
  // With the balance bar on, the idle line is its label.
  if (balance) return `${balance.label} (the bar left of the board).`;
  return 'Goal: Blue\u2019s chariot to row 8, Red\u2019s chariot to row 1.';
}
