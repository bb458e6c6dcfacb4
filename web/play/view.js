// The play mode's view: puts the board view, the line under it, the side panel, the notices and
// the dialogs in the container once (createPlayView), and draws the controller's state into them
// (view.draw()): nothing else, no state changed, nothing saved or searched or opened.
//
//   const view = createPlayView(container, ctrl, { board, panel, dialogs, line, dismiss, pick });
//     pick(side, kind): a count of the review's summary pressed (ctrl.reviewStep)
//   view.draw();   view.drawThinking();   // the latter: the AI's progress only
//   view.destroy();                       // empties the container

import * as Rules from '../rules.js';
import { el, icon, drawNoticeBox } from '../lib/dom.js';
import { createKeyHelp } from '../lib/key-help.js';
import { keyWords } from '../words/keys.js';
import { previewOverlay, lastMarks } from '../board/marks.js';
import { balanceView, reviewedMove } from './review/advice.js';
import { applyTheme } from '../lib/theme.js';
import { warningReason } from '../explain/reasons.js';
import { moveSquares } from '../rules/util.js';
import { say } from './say.js';
import { reviewedLine } from './review/line.js';
import { createReviewSummary } from './panel/review-summary.js';
import { inReview } from './input.js';
import { lastMoveText } from '../words/moves.js';
import { statusText, previewText } from '../words/game-status.js';
import { standing } from '../words/thinking.js';
import { reviewNote } from '../words/review.js';
import { firstMoveInfo, premoveGone } from '../words/game-controls.js';

export function createPlayView(container, ctrl, { board, panel, dialogs, line, dismiss, pick = () => {} }) {
  container.classList.add('polis');
  container.textContent = '';
  const notice = el('div', { class: 'polis-notice', role: 'alert', hidden: true });
  const announce = el('p', { class: 'polis-announce', 'aria-live': 'polite' });
  const previewLine = el('p', { class: 'polis-preview' });
  const summary = createReviewSummary({ pick });
  // Under the board: the preview line, or the better line's buttons.
  const boardCol = el(
    'div',
    { class: 'polis-boardcol' },
    board.element,
    el('div', { class: 'polis-under' }, previewLine, line.element),
  );
  // After a review, its summary: in the panel just above the moves it steps through (under the
  // board in a compact panel, which has no move list).
  const moves = panel.element.querySelector('.polis-moves-wrap');
  if (moves) moves.before(summary.element);
  else boardCol.append(summary.element);
  const main = el('div', { class: 'polis-main' }, boardCol, panel.element);
  container.append(notice, main, announce);
  dialogs.attach(container);
  const keys = createKeyHelp(container, { rows: keyWords.modes.play, words: keyWords });
  const v = {
    container,
    info: panel.element.querySelector('.polis-info'),
    board,
    panel,
    line,
    summary,
    notice,
    announce,
    previewLine,
    dismiss,
    drawn: {},
  };
  // The input last used, for words that name it ("Tap ..." or "Click ..."): a finger or not.
  const coarse = container.ownerDocument.defaultView?.matchMedia?.('(hover: none)').matches;
  v.pointer = coarse ? 'touch' : 'mouse';
  // On the view's own element, not the container: a re-layout replaces it, and the listener (and
  // the old view it holds) goes with it (tests/browser/lifecycle.test.mjs counts what is left).
  main.addEventListener('pointerdown', (e) => (v.pointer = e.pointerType || 'mouse'), true);
  return {
    board,
    draw: () => drawPlay(v, ctrl),
    drawThinking: () => drawThinking(v, ctrl),
    destroy: () => {
      keys.destroy();
      container.textContent = '';
    },
  };
}

const fromTo = (m) => m && moveSquares(m);

// The board: the position shown, its marks, the previewed move and the balance bar.
function drawBoard(v, ctrl) {
  const { game, state: s } = ctrl;
  const shown = ctrl.shownPosition();
  const n = ctrl.shownPly();
  const live = s.browse === null;
  const orientation = ctrl.orientation();
  const hint = live && s.hint && s.hint.move ? s.hint.move : null;
  const preview = live && game.humanTurn() ? ctrl.preview : null;
  // The destinations first: the selection (and its preview) may go with a changed position.
  v.board.update({ movable: ctrl.movable() });
  v.board.update({
    pieces: shown.board,
    orientation,
    last: n > 0 ? lastMarks(game.plies[n - 1]) : new Map(),
    hint: fromTo(hint),
    premove: fromTo(game.premove),
    overlay: preview ? previewOverlay(game.live().board, preview, game.resultOf(preview)) : null,
    balance: s.balanceOn ? balanceView(ctrl.deps.advice.balance, orientation, standing) : null,
  });
  // After a review: the better move of the move shown, and its line played out from before it.
  const reviewed = reviewedMove(ctrl.deps.advice.marks, game, n);
  if (reviewed?.better) v.board.update({ hint: fromTo(reviewed.better) });
  // The better line, if shown (offered by the effects, web/play/effects.js), and the summary.
  v.line.draw(v.board, s.line, reviewedLine(ctrl).key);
  v.summary.draw(ctrl.deps.advice.marks);
  return { reviewed, n, live, preview, orientation };
}

function boardState(game) {
  if (game.animating) return 'animating';
  if (game.over) return 'over';
  if (game.aiTask) return 'thinking';
  if (game.isAi(game.live().player)) return game.paused ? 'paused' : 'waiting';
  return 'human';
}

// The words under the board (web/words/game-status.js reads these fields).
function talk(v, ctrl, { reviewed, n, live, preview }) {
  const { game, state: s } = ctrl;
  const pos = game.live();
  return {
    browse: s.browse,
    reviewing: ctrl.deps.advice.progress,
    reviewNote: reviewed && reviewNote(game.start.player, n, game.plies[n - 1], reviewed.mark),
    said: say(s.said),
    preview,
    previewWhy: live && preview ? warningReason(pos.board, pos.player, preview, pos.player) : null,
    touchPreview: ctrl.touchPreview,
    touch: v.pointer === 'touch',
    inReview: inReview(ctrl.deps.advice),
    hint: s.hint,
    selected: ctrl.selected,
  };
}

function drawPlay(v, ctrl) {
  const { game, state: s } = ctrl;
  if (s.destroyed) return;
  const shown = drawBoard(v, ctrl);
  const pos = game.live();
  const { blue, red, level } = game.settings;
  Object.assign(v.container.dataset, {
    state: boardState(game),
    turn: pos.player,
    plies: String(game.plies.length),
    view: shown.live ? 'live' : String(shown.n),
    ai: game.aiStatus,
    blue,
    red,
    level,
    orientation: shown.orientation,
  });
  if (s.engine) v.container.dataset.engine = s.engine;
  applyTheme(v.container, s.theme);
  const words = talk(v, ctrl, shown);
  const balance = s.balanceOn && v.board.state.balance;
  const said = previewText(game, words, balance);
  // What a move under the mouse would do is said in the panel's info line, under the status,
  // where the eye is, when the panel stands beside the board; under the board otherwise.
  const rest =
    words.preview &&
    !words.touch &&
    besideBoard(v) &&
    previewText(game, { ...words, preview: null }, balance);
  const hover = rest && rest !== said ? said : null;
  drawPreview(v.previewLine, hover ? rest : said);
  drawPanel(v, ctrl, words, hover);
  drawNotices(v, ctrl);
  drawAnnounce(v, s.announce);
}

// The line under the board. The last-position button's symbol in its words (\u23ed) is drawn
// as that button's own icon, named as the button is for screen readers: a font without the
// character drew an empty box.
const BUTTON_SYMBOLS = { '\u23ed': ['last', 'Current position'] };
function drawPreview(p, text) {
  const parts = text.split(/(\u23ed)/);
  if (parts.length === 1) {
    p.textContent = text;
    return;
  }
  p.replaceChildren(
    ...parts.map((part) => {
      const button = BUTTON_SYMBOLS[part];
      if (!button) return part;
      return el(
        'span',
        { class: 'preview-button', 'data-button': button[0] },
        icon(button[0]),
        el('span', { class: 'visually-hidden', text: `the ${button[1]} button` }),
      );
    }),
  );
}

// The panel beside the board (a wide box, not a short screen) has room for a preview in its info
// line: the page's style decides (web/style.css).
const besideBoard = (v) =>
  !!v.info && getComputedStyle(v.info).getPropertyValue('--says-preview').trim() === '1';

function drawPanel(v, ctrl, words, hover) {
  const { game, state: s } = ctrl;
  const n = ctrl.shownPly();
  const shown = ctrl.shownPosition();
  v.panel.draw({
    game,
    settings: game.settings,
    shown: n,
    browsing: s.browse !== null,
    humans: ctrl.humans(),
    aiReady: game.aiStatus === 'ready',
    sound: s.sound,
    theme: s.theme,
    resignArmed: s.resignArmed,
    canAbort: ctrl.canAbort(),
    tapPlay: s.tapPlay,
    shownBoard: shown.board,
    shownPlayer: shown.player,
    status: statusText(game, words, ctrl.humans()),
    balance: s.balanceOn,
    marks: ctrl.deps.advice.marks,
    // The move shown (the review's note about it is under the board, not repeated here).
    info: n ? lastMoveText(game.start.player, n, game.plies[n - 1]) : firstMoveInfo(game.humanTurn()),
    hover,
  });
}

function drawNotices(v, ctrl) {
  const { notices, noticeKind } = ctrl.state;
  if (v.drawn.notices === notices) return;
  v.drawn.notices = notices;
  drawNoticeBox(v.notice, notices.map(say), v.dismiss);
  if (noticeKind) v.notice.dataset.kind = noticeKind;
}

// The move just played, for screen readers (written once per move, not on every draw).
function drawAnnounce(v, a) {
  if (!a || v.drawn.announce === a) return;
  v.drawn.announce = a;
  const move = a.n ? lastMoveText(a.start, a.n, a.ply) : v.announce.textContent;
  v.announce.textContent = a.dropped ? `${move} ${premoveGone(a.dropped)}` : move;
}

// The computer's search as it goes: the thinking line and the balance bar.
function drawThinking(v, ctrl) {
  const s = ctrl.state;
  if (s.destroyed || !s.thinking) return;
  v.panel.drawThinking(s.thinking);
  if (!s.balanceOn || s.browse !== null || !s.thinking.progress) return;
  v.board.update({ balance: balanceView(ctrl.deps.advice.balance, v.board.state.orientation, standing) });
}

export const positionKey = (pos) => Rules.formatPosition(pos.board, pos.player);
