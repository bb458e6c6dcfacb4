// The play mode's side effects, in one place, run after every draw (web/lib/mode-loop.js): each
// compares what it last did with the controller's state and acts once. The balance bar's
// evaluation, the better line a review offers, the rating, the page title, the result dialog
// and the host's onGameOver, onMove and the move's sound, closing the result dialog, and saving
// the game (or, when another tab went on with it, following that tab). Nothing here draws.
//
//   const effects = createPlayEffects(ctrl, { store, dialogs, line, rating, onMove, onGameOver, title, sound });
//     store   { save(record) -> false when the game saved went on elsewhere, load() -> record }
//     rememberLevel(name)   keeps the level the player chose for the next game (next-level.js)
//     title(text)   the page title (only the game's own page has one to set)
//     sound(kind)   'move' | 'capture'
//   effects.run()   after each draw;   effects.follow(record): show the game another tab saved
//   effects.destroy()

import * as Rules from '../rules.js';
import { resultKey } from './state.js';
import { gameRecord } from './game/record.js';
import { startFrom } from './game/read-moves.js';
import { resultWords } from '../words/game-status.js';
import { reviewedLine } from './review/line.js';
import { REMATCH } from '../words/game-controls.js';
import { other } from '../rules/util.js';
import { accuracy } from '../engine/review.js';

export function createPlayEffects(ctrl, deps) {
  const done = {
    movesPlayed: null,
    closeResult: 0,
    saved: null,
    chosenLevel: null,
    destroyed: false,
    reviewed: null,
  };
  const run = () => {
    if (done.destroyed || ctrl.state.destroyed || !ctrl.state.opened) return;
    hostMoves(done, ctrl, deps);
    offerBetterLine(ctrl);
    evaluate(ctrl);
    deps.rating.seen(ctrl.game.plies.length); // fewer plies than before: a move was taken back
    title(ctrl, deps);
    result(done, ctrl, deps);
    save(done, ctrl, deps);
    keepReview(done, ctrl, deps);
    rememberLevel(done, ctrl, deps);
  };
  return {
    run,
    // The game another tab saved (web/storage/saved-game.js's watchGame reports it).
    follow: (rec) => followTab(done, ctrl, rec),
    destroy: () => (done.destroyed = true),
  };
}

// The host's onMove and the move's sound, once for each move played (not for moves replayed).
function hostMoves(done, ctrl, deps) {
  const { game, state: s } = ctrl;
  const first = done.movesPlayed === null;
  if (done.movesPlayed === game.movesPlayed) return;
  done.movesPlayed = game.movesPlayed;
  const ply = game.plies.at(-1);
  if (first || !ply) return;
  if (s.sound) deps.sound?.(ply.result.captured.length ? 'capture' : 'move');
  deps.onMove?.({
    ply: game.plies.length,
    player: ply.player,
    move: Rules.moveToString(ply.move),
    position: Rules.formatPosition(ply.after.board, ply.after.player),
  });
}

// The review's accuracy of each side, once a review is done, kept with the game in Your games
// (deps.store.reviewed: the game page's, web/games/keep.js).
function keepReview(done, ctrl, deps) {
  const marks = ctrl.deps.advice.marks;
  if (!marks || done.reviewed === marks || !deps.store?.reviewed) return;
  done.reviewed = marks;
  const side = (p) => accuracy(marks.filter((m) => m.player === p).map((m) => m.loss ?? 0));
  deps.store.reviewed({ blue: side('blue'), red: side('red') });
}

// The better line of the move shown, after a review (the controller draws again if it changed).
function offerBetterLine(ctrl) {
  const { key, start, moves, label } = reviewedLine(ctrl);
  ctrl.offerLine(key, start, moves, label);
}

// The balance of the position shown, while the computer is not choosing a move.
function evaluate(ctrl) {
  const { game, state: s } = ctrl;
  const advice = ctrl.deps.advice;
  if (!s.balanceOn) return;
  const idle =
    !game.aiTask &&
    !game.animating &&
    !(s.hint && s.hint.pending) &&
    !advice.reviewing &&
    game.aiStatus === 'ready';
  const shown = ctrl.shownPosition();
  if (idle && !Rules.winner(shown.board) && !(game.over && s.browse === null))
    advice.evaluate(Rules.formatPosition(shown.board, shown.player), shown.board, shown.player);
}

function title(ctrl, deps) {
  const { game } = ctrl;
  const h = ctrl.humans();
  deps.title?.(!game.over && game.humanTurn() && h.length === 1 ? 'Your move \u00b7 Polis' : 'Polis');
}

// The result dialog, once per ending (not for a restored game that was over), and onGameOver.
function result(done, ctrl, deps) {
  const { game, state: s } = ctrl;
  if (done.closeResult !== s.closeResult) {
    done.closeResult = s.closeResult;
    deps.dialogs.closeResult();
  }
  if (!game.over || game.animating || s.resultShown === resultKey(game)) return;
  ctrl.resultSeen(resultKey(game));
  if (s.quiet) return;
  const h = ctrl.humans();
  const words = resultWords(game.over, game.plies, game.start.player, h);
  if (h.length === 1) words.rematch = { swap: REMATCH.swap(other(h[0])), same: REMATCH.same(h[0]) };
  deps.dialogs.showResult(game.over, deps.rating.finished(game.settings, game.over, words));
  deps.onGameOver?.({ ...game.over });
}

// Saves the game when it changed; a save refused because the game saved here went on in a tab
// this page did not hear follows that tab's game instead (never writing over its moves).
function save(done, ctrl, deps) {
  const rec = gameRecord(ctrl.game.settings, ctrl.game);
  const text = JSON.stringify(rec);
  if (text === done.saved) return;
  const ok = deps.store.save(rec);
  done.saved = text;
  if (!ok) queueMicrotask(() => followTab(done, ctrl, deps.store.load()));
}

// The level the player chose, kept for the page's next game.
function rememberLevel(done, ctrl, deps) {
  const level = ctrl.state.chosenLevel;
  if (level === done.chosenLevel) return;
  done.chosenLevel = level;
  if (level) deps.rememberLevel?.(level);
}

function followTab(done, ctrl, rec) {
  if (ctrl.state.destroyed || !rec || JSON.stringify(rec) === done.saved) return;
  done.saved = JSON.stringify(rec);
  ctrl.follow(rec, startFrom(rec.position));
}
