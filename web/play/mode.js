// The play mode's mount (web/ui.js's mountPolis): wires the board view, the controller, its view
// and its effects through one loop (web/lib/mode-loop.js), opens the game saved here or a link's,
// and returns the handle types/ui.d.ts declares. destroy() releases all it made.

import { motionScale, onOwnPage } from '../lib/dom.js';
import { DEFAULT_LEVEL, levelByName } from '../levels.js';
import { createAiClient } from '../ai-client.js';
import { createBoardView } from '../board/view.js';
import { createModeLoop } from '../lib/mode-loop.js';
import { playMoveSound } from '../lib/sound.js';
import { playHandle, checkMount, aiStateReporter, hostCallback, initialSettings } from './handle.js';
import { createPlayCtrl } from './ctrl.js';
import { createPlayView } from './view.js';
import { createPlayEffects } from './effects.js';
import { createPanel } from './panel/panel.js';
import { panelActions } from './panel/actions.js';
import { createDialogs } from './dialogs/dialogs.js';
import { createLineView } from './review/better-line.js';
import { createAdvice } from './review/advice.js';
import { boardEvents, pageKeys } from './events.js';
import { welcomeLine } from './welcome.js';
import { FIRST_LEVEL, rememberLevel } from './next-level.js';
import { createRatingKeeper } from './rating.js';
import { openingGame, replaces, withFirstMoves } from './game/record.js';
import { startFrom, readMoves } from './game/read-moves.js';
import {
  saveGame,
  loadGame,
  watchGame,
  loadSavedGame,
  keepPrevious,
  gameKey,
} from '../storage/saved-game.js';
import { pref, setPref, savedTheme } from '../storage/prefs.js';
import { onWriteFailed } from '../storage/store.js';
import { createGamesKeeper } from '../games/keep.js';
import { gamesWords } from '../words/games.js';

// The board view's input as the controller reads it (made after the controller).
function boardReader(parts) {
  return {
    get selected() {
      return parts.board.input.selected;
    },
    get preview() {
      return parts.board.input.preview;
    },
    get touchPreview() {
      return parts.board.input.touchPreview;
    },
    finishAnimation: () => parts.board.finishAnimation(),
  };
}

function createCtrl(options, parts, { settings, storeKey }) {
  parts.ai = options.aiClient || createAiClient();
  parts.rating = createRatingKeeper(storeKey);
  if (options.keepGames)
    parts.games = createGamesKeeper(storeKey, {
      rating: () => parts.rating.current(),
      told: (why) => ctrl.notice(gamesWords.notKept[why]),
    });
  parts.advice = createAdvice({
    client: () => options.analysisClient || createAiClient(),
    ownsClient: !options.analysisClient,
    changed: () => parts.loop.changed(),
  });
  const ctrl = createPlayCtrl({
    ai: parts.ai,
    advice: parts.advice,
    rating: parts.rating,
    board: boardReader(parts),
    prefs: { get: pref, set: setPref },
    theme: savedTheme(),
    settings,
    notices: options.problems || [],
    animate: (ply, before) => parts.board.animate(before, ply.move, ply.result),
    aiProgress: (task) => {
      ctrl.aiProgress(task);
      parts.view.drawThinking();
    },
    changed: () => parts.loop.changed(),
  });
  return ctrl;
}

// A new game from the setup dialog: the words of what is wrong, or null once started.
function startFromSetup(ctrl, choice) {
  let start;
  try {
    start = startFrom(choice.position || null);
  } catch (e) {
    return e.message;
  }
  const { moves, error } = readMoves(choice.moves || '', start);
  if (error) return `In the list of moves, ${error}.`;
  const failed = ctrl.game.aiStatus === 'failed';
  const players = failed ? { blue: 'human', red: 'human' } : { blue: choice.blue, red: choice.red };
  ctrl.startGame(start, moves, { players: { ...players, level: choice.level }, chosen: true });
  return null;
}

// The mount's parts in its steps: the board's, the panel and dialogs, the view that shows them.
function createBoardParts(options, ctrl, parts) {
  parts.line = createLineView({ show: ctrl.showLine, step: ctrl.stepLine, leave: ctrl.leaveLine });
  parts.board = createBoardView({
    ...boardEvents(ctrl, () => parts.board),
    onEscape: ctrl.leaveLine,
    animationScale: motionScale(options.animationScale),
  });
}

function createPanelParts(options, ctrl, parts) {
  const openSetup = () => parts.dialogs.openSetup(ctrl.game.settings, ctrl.game.aiStatus === 'failed');
  parts.panel = createPanel({ compact: !!options.compact, actions: panelActions(ctrl, parts, openSetup) });
  parts.dialogs = createDialogs({
    onStart: (choice) => startFromSetup(ctrl, choice),
    onRematch: ctrl.rematch,
    onUndo: ctrl.undoResult,
    onReview: ctrl.review,
    returnFocus: () => parts.board.focus(),
    onFailed: () => ctrl.notice({ key: 'notOpened' }),
    avoid: () => parts.board.board,
    rating: parts.rating,
  });
  return openSetup;
}

function createView(container, ctrl, parts) {
  const dismiss = () => {
    ctrl.dismissNotices();
    parts.board.focus();
  };
  parts.view = createPlayView(container, ctrl, {
    board: parts.board,
    panel: parts.panel,
    dialogs: parts.dialogs,
    line: parts.line,
    dismiss,
    pick: ctrl.reviewStep,
  });
}

const keepInList = (parts, ctrl, rec) => (parts.games?.saved(ctrl.game.settings, rec, ctrl.game.over), true);

function wireEffects(container, options, ctrl, parts, storeKey) {
  const [onMove, onGameOver, onAiState] = ['onMove', 'onGameOver', 'onAiState'].map((n) =>
    hostCallback(options, n),
  );
  parts.effects = createPlayEffects(ctrl, {
    store: {
      save: (rec) => saveGame(storeKey, rec) && keepInList(parts, ctrl, rec),
      load: () => loadGame(storeKey),
      reviewed: (accuracy) => parts.games?.reviewed(accuracy),
    },
    rememberLevel,
    dialogs: parts.dialogs,
    rating: parts.rating,
    // `by` as the element's polis-move event has it: who played the move.
    onMove: (info) => onMove({ ...info, by: ctrl.game.settings[info.player] }),
    onGameOver,
    sound: playMoveSound,
    title: (text) => {
      if (onOwnPage(container)) document.title = text;
    },
  });
  const aiState = aiStateReporter(onAiState);
  parts.loop = createModeLoop({
    draw: () => parts.view.draw(),
    position: () => ctrl.state.setUp,
    board: () => parts.board,
    effects: () => {
      parts.effects.run();
      aiState(ctrl);
    },
  });
}

// The game the page opens with (the one saved here, or a link's; then what was played on the
// page's first board) and its notices, given once it is on the board (a notice draws, and a draw
// saves the game shown): the mount runs it in one batch of the loop, so it is drawn once.
function openGame(options, ctrl, { storeKey, badLevel, first }) {
  const notices = [];
  const notice = (msg) => notices.push(msg);
  const stored = options.restore === false ? { record: null } : loadSavedGame(storeKey);
  if (stored.problem) notice({ key: 'storage', problem: stored.problem });
  // A link the player opened on the page (options.fromLink, web/page/route.js) starts the game it
  // names; the game saved here is kept among the previous ones (one without moves, or the very
  // game the link starts, loses nothing).
  const opening = openingGame(options, options.fromLink ? null : stored.record, notice);
  if (replaces(stored.record, opening) && keepPrevious(storeKey, stored.text))
    notice({ key: 'storage', problem: 'previousKept' });
  let players = null;
  if (opening.saved) {
    // The game as it was: its players and moves; a level given to mountPolis is honoured.
    const { blue, red, level } = opening.saved;
    players = { blue, red, level: options.level && !badLevel ? ctrl.game.settings.level : level };
  }
  const moves = withFirstMoves(opening, first);
  ctrl.startGame(opening.start, moves, { restored: true, resigned: opening.resigned, players });
  if (options.review && ctrl.game.over) ctrl.review(); // Review in Your games (web/page/route.js)
  if (badLevel) {
    const level = ctrl.game.settings.level;
    notice({
      key: 'unknownLevel',
      given: badLevel,
      used: levelByName(level).label,
      isDefault: level === DEFAULT_LEVEL,
    });
  }
  for (const msg of notices) ctrl.notice(msg);
  return opening;
}

export function mountPlay(container, options) {
  const steps = mountSteps(container, options);
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}

// The game page's mount (web/page/game.js), a step at a time: no one task of the page's load
// holds the main thread long. Between the steps, `pause(step)`: 'task' waits for a task of its
// own; 'attach' resolves in the task that then shows and opens the game, with what was played on
// the page's first board (web/page/first-board.js: { played, after }) or null.
export async function mountPlayInSteps(container, options, pause) {
  const steps = mountSteps(container, options);
  let step = steps.next();
  while (!step.done) step = steps.next(await pause(step.value));
  return step.value;
}

function* mountSteps(container, options) {
  checkMount(container, options);
  options ??= {};
  const { settings, badLevel } = initialSettings(options);
  const storeKey = gameKey(options.id);
  const parts = {};
  const ctrl = createCtrl(options, parts, { settings, storeKey });
  createBoardParts(options, ctrl, parts);
  yield 'task';
  const openSetup = createPanelParts(options, ctrl, parts);
  const first = yield 'attach';
  createView(container, ctrl, parts);
  wireEffects(container, options, ctrl, parts, storeKey);
  const onKey = pageKeys(parts.board, {
    container,
    lineKey: ctrl.lineKey,
    isOpen: () => parts.dialogs.anyOpen,
    flip: () => ctrl.flip(),
    browse: (n) => ctrl.browse(n),
  });
  document.addEventListener('keydown', onKey);
  const offStatus = parts.ai.onStatus((ev) => {
    // Not batched: a host hears 'ready' before the computer's first 'thinking' (polis-ai events).
    if (ev.type === 'ready') ctrl.aiReady(ev.engine);
    else if (ev.type === 'failed') ctrl.aiFailedToLoad(ev.error);
  });
  parts.ai.ready().catch(() => {});
  const opening = parts.loop.batch(() => openGame(options, ctrl, { storeKey, badLevel, first }));
  // A page that cannot keep its game says so once (web/storage/): heard once the game is on the
  // board (a write that failed while it opened is said at once after).
  const offFull = onWriteFailed(() => ctrl.notice({ key: 'storage', problem: 'notKept' }));
  if (options.setup) openSetup();
  const offWelcome = welcomeLine(container, {
    // A link's game is begun; the moves a newcomer played on the page's first board
    // (web/page/first-board.js, not a link) are their first game, which the offer stays over.
    saved: opening.saved || (options.fromLink ? opening.linked : null),
    asked: !!(pref('welcomed', '') || pref('learn-done', '')),
    onShown: () => setPref('welcomed', 'yes'),
    onPlayEasy: () => ctrl.startGame(startFrom(null), [], { players: { level: FIRST_LEVEL } }),
  });
  // A tab that follows another takes the computer's turns over when that tab goes away.
  const offWatch =
    options.restore === false
      ? () => {}
      : watchGame(storeKey, (rec) => parts.effects.follow(rec), {
          following: () => ctrl.state.following && ctrl.game.paused,
          left: () => ctrl.followedLeft(),
        });
  const destroy = () => {
    parts.loop.destroy();
    parts.effects.destroy();
    ctrl.destroy();
    parts.advice.destroy();
    parts.dialogs.destroy();
    // The AI clients this mount started itself end with it (a host's own clients are its to end).
    if (!options.aiClient) parts.ai.terminate();
    for (const off of [offStatus, offWatch, offFull, offWelcome]) off();
    document.removeEventListener('keydown', onKey);
    onKey.destroy();
    parts.view.destroy();
  };
  return playHandle(container, ctrl, { openSetup, destroy });
}
