// @ts-check
// The play mode's controller: the game (web/play/game/game.js) and everything the page shows
// beside it, as named fields of ctrl.state, with the player's actions as methods. It touches no
// DOM and no storage, and says nothing: messages are keys ({ key, ... }) that the view words
// (web/play/say.js). After every change it calls changed() (web/lib/mode-loop.js).
//
//   const ctrl = createPlayCtrl(deps);   ctrl.state: PlayState; deps: PlayDeps (web/play/state.js)

import { createGame } from './game/game.js';
import { askHint } from './review/advice.js';
import { boardInput, moved } from './input.js';
import { startGame, canAbort, armOrResign, takeBack, showFollowed, setLevel, rematch } from './course.js';
import { shownPly, shownPosition, orientation } from './state.js';
import { noLine, offerLine, showLine, stepLine, leaveLine, lineKey } from './review/line.js';
import * as Rules from '../rules.js';

/** @typedef {import('./state.js').PlayCtrl} PlayCtrl */

/**
 * @param {import('./state.js').PlayDeps} deps
 * @returns {PlayCtrl}
 */
export function createPlayCtrl(deps) {
  const { prefs, changed } = deps;
  /** @type {import('./state.js').PlayState} */
  const s = {
    browse: null,
    said: null,
    hint: null,
    flipped: false,
    resignArmed: false,
    resultShown: null,
    closeResult: 0,
    chosenLevel: null,
    setUp: 0,
    quiet: false,
    following: false,
    notices: [...(deps.notices || [])],
    aiFailure: null,
    noticeKind: null,
    engine: null,
    announce: null,
    sound: prefs.get('sound', 'off') === 'on',
    balanceOn: prefs.get('balance', 'off') === 'on',
    tapPlay: prefs.get('tap', 'off') === 'on',
    theme: deps.theme || 'light',
    thinking: null,
    opened: false,
    line: noLine(),
    destroyed: false,
  };
  /** @type {PlayCtrl} */
  const ctrl = { state: s, deps, game: /** @type {any} */ (null) };
  ctrl.game = createGame({
    ai: deps.ai,
    settings: deps.settings,
    schedule: deps.schedule,
    animate: (ply, before) => deps.animate(ply, before),
    changed: () => changed(),
    moved: () => moved(s, ctrl.game),
    aiProgress: (task) => deps.aiProgress?.(task),
    aiFailed: (e) => notice(ctrl, { key: 'aiTakenOver', ...e }),
    premoveDropped: (move) => {
      s.said = { key: 'premoveGone', move };
      s.announce = { ...(s.announce || { n: 0 }), dropped: move };
    },
  });
  for (const part of [actions(ctrl), boardInput(ctrl)])
    Object.defineProperties(ctrl, Object.getOwnPropertyDescriptors(part));
  return ctrl;
}

function notice(ctrl, msg) {
  ctrl.state.notices = [...ctrl.state.notices, msg];
}

function browse(ctrl, n) {
  ctrl.finishAnimation();
  const cur = shownPly(ctrl);
  const len = ctrl.game.plies.length;
  const target = n === 'prev' ? cur - 1 : n === 'next' ? cur + 1 : n === 'end' ? len : n;
  const t = Math.max(0, Math.min(len, target));
  ctrl.state.browse = t === len ? null : t;
  ctrl.state.setUp++;
}

// The review's summary (web/play/panel/review-summary.js): the next move after the one shown (round to
// the first) that the review marked `kind` for `side`.
function stepToReviewed(ctrl, side, kind) {
  const marks = ctrl.deps.advice.marks;
  if (!marks) return;
  const plies = [];
  marks.forEach((m, i) => m && m.player === side && m.mark === kind && plies.push(i + 1));
  if (!plies.length) return;
  const at = shownPly(ctrl);
  browse(ctrl, plies.find((n) => n > at) ?? plies[0]);
}

// Undo from the result: the game's next ending shows its result again, even the same one (its
// words say why it is not rated again).
function undoFromResult(ctrl) {
  ctrl.deps.advice.reset();
  ctrl.state.resultShown = null;
  ctrl.game.undo();
}

// Hint, on the player's turn; the first hint of a rated game says it makes the game unrated.
function hint(ctrl) {
  const { game, deps } = ctrl;
  if (!game.humanTurn() || game.aiStatus !== 'ready') return;
  const s = ctrl.state;
  const unrated = !!deps.rating.helped?.(game.settings, 'hint');
  const pos = game.live();
  /** @type {{ pending: boolean, move: any, pv: any[], unrated: boolean, why?: string }} */
  let mine = { pending: true, move: null, pv: [], unrated };
  s.hint = mine;
  // Each answer is dropped if the game moved on meanwhile, or another hint was asked.
  const keep = (fn) => (x) => {
    if (s.hint !== mine || game.live() !== pos) return false;
    fn(x);
    deps.changed();
    return true;
  };
  askHint(deps.advice, pos, {
    found: keep((r) => (s.hint = mine = { pending: false, move: r.move, pv: r.pv, unrated })),
    why: keep((why) => (mine.why = why)),
    failed: keep((e) => {
      s.hint = null;
      if (!(e && e.name === 'AbortError')) s.said = { key: 'noHint', why: e.message };
    }),
  });
}

// The better line (./review/line.js): offered by the effects, stepped by its buttons and keys.
function lineActions(s, deps) {
  return {
    offerLine: (key, start, moves, label) => offerLine(s.line, key, start, moves, label) && deps.changed(),
    showLine: () => (showLine(s.line), deps.changed()),
    stepLine: (d) => (stepLine(s.line, d), deps.changed()),
    leaveLine: () => (leaveLine(s.line), deps.changed()),
    lineKey: (k) => lineKey(s.line, k) && (deps.changed(), true),
  };
}

const PREF_FIELD = { sound: 'sound', balance: 'balanceOn', tap: 'tapPlay' };

// An action: it draws after, ends an armed Resign (unless keepArmed) and the line said before it
// ("Moves copied.", "This piece has no legal move."), which what it does next replaces (the
// hint's words, the result); 'event' (the computer's, another tab's) keeps both.
function actFor(s, deps) {
  /** @type {(fn: Function, keepArmed?: boolean | 'event', keepSaid?: boolean) => (...a: any[]) => any} */
  const act =
    (fn, keepArmed = false, keepSaid = keepArmed === 'event') =>
    (...a) => {
      if (!keepArmed) s.resignArmed = false;
      if (!keepSaid) s.said = null;
      const r = fn(...a);
      deps.changed();
      return r;
    };
  return act;
}

// The player's actions (the panel's buttons, the dialogs, the host's handle); each one draws.
function actions(ctrl) {
  const { game, state: s, deps } = ctrl;
  const act = actFor(s, deps);
  return {
    shownPly: () => shownPly(ctrl),
    shownPosition: () => shownPosition(ctrl),
    orientation: () => orientation(ctrl),
    humans: () => game.humans(),
    startGame: act((start, moves, opts) => startGame(ctrl, start, moves, opts)),
    browse: act((n) => browse(ctrl, n)),
    flip: act(() => (s.flipped = !s.flipped)),
    resign: act(() => armOrResign(ctrl), true),
    undo: act(() => takeBack(ctrl)),
    undoResult: act(() => undoFromResult(ctrl)),
    hint: act(() => hint(ctrl)),
    togglePause: act(() => game.togglePause()),
    setLevel: act((name) => setLevel(ctrl, name)),
    // The player chose the level (the level menu): the next game's too (web/play/next-level.js).
    chooseLevel: act((name) => (s.chosenLevel = setLevel(ctrl, name))),
    canAbort: () => canAbort(ctrl),
    rematch: act((same = false) => rematch(ctrl, same)),
    review: act(() => {
      deps.advice.review(game.start, game.plies);
      browse(ctrl, 0);
    }),
    reviewStep: act((side, kind) => stepToReviewed(ctrl, side, kind)),
    toggle: act((name) => {
      if (name === 'theme') s.theme = s.theme === 'dark' ? 'light' : 'dark';
      else s[PREF_FIELD[name]] = !s[PREF_FIELD[name]];
      const on = name === 'theme' ? s.theme : s[PREF_FIELD[name]] ? 'on' : 'off';
      deps.prefs.set(name, on);
    }),
    say: act((msg) => (s.said = msg), true),
    notice: act((msg) => notice(ctrl, msg), 'event'),
    dismissNotices: () => (s.notices = []),
    follow: act((rec, start) => showFollowed(ctrl, rec, start)),
    // The tab this one followed went away: this one takes the computer's turns over.
    followedLeft: act(() => {
      if (s.following && game.paused) game.togglePause();
      s.following = false;
    }, 'event'),
    aiReady: act((engine) => {
      if (game.aiStatus === 'ready') return;
      s.engine = engine;
      game.setAiStatus('ready');
    }, 'event'),
    undoMove: act(() => game.undo()),
    // A move the host plays (the handle's play): the board's half-made move goes.
    hostMove: (move) => {
      s.setUp++;
      return game.play(move);
    },
    // The result dialog was shown for this ending (the effects show it once).
    resultSeen: (key) => {
      s.resultShown = key;
    },
    aiFailedToLoad: act((error) => {
      s.aiFailure = error;
      s.noticeKind = 'error';
      notice(ctrl, { key: 'aiNotLoaded', why: error.message });
      game.configure({ blue: 'human', red: 'human' });
      game.setAiStatus('failed');
    }, 'event'),
    ...lineActions(s, deps),
    aiProgress: (task) => {
      s.thinking = task;
      if (!s.balanceOn || s.browse !== null || !task.progress) return;
      const pos = game.live();
      deps.advice.fromProgress(Rules.formatPosition(pos.board, pos.player), task.progress, task.player);
    },
    destroy() {
      s.destroyed = true;
      game.destroy();
    },
  };
}
