// @ts-check
// The game controller: who plays each side and at which level, the plies from the start, undo,
// resign, the AI's turns through ai-client.js, and premoves. It draws nothing and says nothing:
// it reports what happened and the page (web/play/ctrl.js, its view and effects) says it.
//
//   const game = createGame({ ai, settings, animate, changed, ... })   (GameDeps below)
//   game.newGame({ board, player, text }, moves, { resigned, players })   moves: a list already
//                     checked as legal; resigned: the side that gave up (a saved game); players:
//                     { blue, red, level } to play it with
//   game.play(move)   a human move; throws when it is not a human's turn or not legal
//   game.configure({ blue, red, level })   the players or the level changed during the game

import * as Rules from '../../rules.js';
import { other } from '../../rules/util.js';
import { outcome } from '../../rules/outcome.js';
import { live, isAi, humanTurn, humansOf, computeLegal, resultOf, findLegal } from './state.js';
import { maybeStartAi, stopAi } from './ai.js';

/** @typedef {import('./state.js').GameDeps} GameDeps */
/** @typedef {import('./state.js').GameState} GameState */
/** @typedef {import('./state.js').Game} Game */

export { AI_LOG_MAX } from './ai.js';

const defaultSchedule = (fn, ms) => {
  const t = setTimeout(fn, ms);
  return () => clearTimeout(t);
};

/** @param {GameDeps} deps */
export function createGame({
  ai,
  settings: initial = {},
  animate,
  changed,
  aiProgress = () => {},
  moved = () => {},
  aiFailed = () => {},
  premoveDropped = () => {},
  schedule = defaultSchedule,
}) {
  /** @type {GameState} */
  const g = {
    d: { ai, animate, changed, aiProgress, moved, aiFailed, premoveDropped, schedule },
    settings: { blue: 'human', red: 'ai', level: initial.level, ...initial },
    start: { board: Rules.initialBoard(), player: 'blue', text: null },
    plies: [],
    over: null,
    legal: null,
    animating: false,
    moveToken: 0,
    movesPlayed: 0,
    paused: false,
    aiTask: null,
    aiToken: 0,
    aiStatus: 'loading',
    premove: null,
    cancelTimer: null,
    destroyed: false,
    settle: null,
    aiLog: [],
    commit: (move, info) => commitMove(g, move, info),
  };
  return gameApi(g);
}

function pushPly(g, move, aiInfo) {
  const pos = live(g);
  const result = Rules.applyMoveFor(pos.board, pos.player, move);
  const ply = {
    player: pos.player,
    move: { ...move },
    result,
    after: { board: result.board, player: other(pos.player) },
    ai: aiInfo,
  };
  g.plies.push(ply);
  return ply;
}

function newGame(g, startPos, moves = [], { resigned = null, players = null } = {}) {
  stopAi(g);
  if (players) Object.assign(g.settings, players);
  g.moveToken++;
  g.animating = false;
  g.settle = null;
  g.start = { board: startPos.board, player: startPos.player, text: startPos.text || null };
  g.plies = [];
  g.over = null;
  g.paused = false;
  g.premove = null;
  for (const m of moves) {
    pushPly(g, m, null);
    if (outcome(live(g))) break;
  }
  if (resigned === 'blue' || resigned === 'red') g.over = { winner: other(resigned), reason: 'resign' };
  afterPositionChange(g);
}

function commitMove(g, move, aiInfo = null) {
  const before = live(g).board;
  g.premove = aiInfo ? g.premove : null;
  const ply = pushPly(g, move, aiInfo);
  g.legal = null;
  g.movesPlayed++;
  // The game may end with this move: it is over from now on, not once the animation ends, so
  // nothing (premoves, the page's drawing) treats the finished position as one to move from.
  g.over = outcome(live(g));
  g.animating = true;
  const token = ++g.moveToken;
  const settle = () => {
    if (token !== g.moveToken || !g.animating) return;
    g.animating = false;
    g.settle = null;
    afterPositionChange(g);
  };
  g.settle = settle;
  g.d.moved(ply);
  g.d.changed();
  return Promise.resolve(g.d.animate(ply, before))
    .catch(() => {})
    .then(() => {
      if (!g.destroyed) settle();
    });
}

function afterPositionChange(g) {
  // A resignation stands (only undo, which clears it first, takes it back).
  g.over = outcome(live(g)) || (g.over?.reason === 'resign' ? g.over : null);
  computeLegal(g);
  if (!g.over && g.premove && !isAi(g, live(g).player)) {
    const m = findLegal(g, g.premove);
    const text = Rules.moveToString(g.premove);
    g.premove = null;
    if (m) {
      commitMove(g, m);
      return;
    }
    g.d.premoveDropped(text);
  }
  g.d.changed();
  maybeStartAi(g);
}

function undo(g) {
  if (g.plies.length === 0) return false;
  if (g.settle) {
    g.moveToken++;
    g.animating = false;
    g.settle = null;
  }
  stopAi(g);
  g.premove = null;
  const humans = humansOf(g);
  if (humans.length === 1) {
    const idx = g.plies.map((p) => p.player).lastIndexOf(humans[0]);
    if (idx < 0) return false;
    g.plies = g.plies.slice(0, idx);
  } else {
    g.plies = g.plies.slice(0, -1);
    if (humans.length === 0) g.paused = true;
  }
  g.over = null;
  afterPositionChange(g);
  return true;
}

function resign(g) {
  if (g.over) return;
  const humans = humansOf(g);
  const loser = humans.length === 1 ? humans[0] : live(g).player;
  stopAi(g);
  g.premove = null;
  g.over = { winner: other(loser), reason: 'resign' };
  computeLegal(g);
  g.d.changed();
}

function play(g, move) {
  if (!humanTurn(g)) throw new Error("it is not a human player's turn");
  const m = findLegal(g, move);
  if (!m) throw new Error(`move ${Rules.moveToString(move)} is not legal here`);
  return commitMove(g, m);
}

function togglePause(g) {
  g.paused = !g.paused;
  if (g.paused) stopAi(g);
  g.d.changed();
  if (!g.paused) maybeStartAi(g);
}

function configure(g, players = {}) {
  for (const k of ['blue', 'red', 'level']) if (players[k]) g.settings[k] = players[k];
  if (g.aiTask && !isAi(g, g.aiTask.player)) stopAi(g);
  computeLegal(g);
  g.d.changed();
  maybeStartAi(g);
}

function setAiStatus(g, status) {
  g.aiStatus = status;
  if (status === 'failed') g.aiTask = null;
  computeLegal(g);
  g.d.changed();
  maybeStartAi(g);
}

const READ = [
  'start',
  'plies',
  'over',
  'legal',
  'animating',
  'paused',
  'aiTask',
  'aiStatus',
  'premove',
  'aiLog',
  'movesPlayed',
];

/** @returns {Game} */
function gameApi(g) {
  const api = {
    newGame: (...a) => newGame(g, ...a),
    undo: () => undo(g),
    resign: () => resign(g),
    // Called when input arrives during an animation: the page has shown the final position
    // already, and the game goes on from it at once.
    finishAnimation: () => g.settle && g.settle(),
    resultOf: (move, board) => resultOf(g, move, board),
    live: () => live(g),
    isAi: (p) => isAi(g, p),
    humanTurn: () => humanTurn(g),
    humans: () => humansOf(g),
    play: (move) => play(g, move),
    // Remembers a move to play when the opponent (the computer) has moved; null drops it.
    setPremove(move) {
      g.premove = move ? { ...move } : null;
      g.d.changed();
    },
    togglePause: () => togglePause(g),
    setAiStatus: (status) => setAiStatus(g, status),
    configure: (players) => configure(g, players),
    // The players everything is done with; a side failed over to a human reads 'human'.
    get settings() {
      return { ...g.settings };
    },
    destroy() {
      g.destroyed = true;
      stopAi(g);
    },
  };
  for (const k of READ) Object.defineProperty(api, k, { get: () => g[k], enumerable: true });
  return /** @type {Game} */ (/** @type {unknown} */ (api));
}
