// The game controller: who plays each side and at which level, the plies from the start, undo,
// resign, the AI's turns through ai-client.js, and premoves. It draws nothing and says nothing:
// it reports what happened and the page (web/play/ctrl.js, its view and effects) says it.
//
//   const game = createGame({ ai, settings, animate, changed, aiProgress, moved, aiFailed,
//                             premoveDropped, schedule });
//     settings                          the players and level it starts with (copied: the
//                                       game's own from then on, read in game.settings)
//     animate(ply, before) -> Promise   shows a move (the game waits for it before going on)
//     changed()                         anything the page shows may have changed
//     aiProgress(task)                  the AI's search reported progress (task.progress)
//     moved(ply)                        a move was just played (before changed() and animate)
//     aiFailed({ kind, why, player })   the computer could not move (kind: 'badMove' | 'noMove');
//                                       its side is now played by a human
//     premoveDropped(move)              the planned move ('b2b3') could not be played after the reply
//     schedule(fn, ms) -> cancel()      a timer (default setTimeout)
//   game.newGame({ board, player, text }, moves, { resigned, players })   moves: a list already
//                     checked as legal; resigned: the side that gave up (a saved game); players:
//                     { blue, red, level } to play it with
//   game.play(move)   a human move; throws when it is not a human's turn or not legal
//   game.configure({ blue, red, level })   the players or the level changed during the game

import * as Rules from '../rules.js';
import { levelByName } from '../levels.js';
import { other, outcome } from '../rules/util.js';

const moveKey = (m) => `${m.fromR}${m.fromC}${m.toR}${m.toC}`;
const AI_VS_AI_PAUSE_MS = 350;
// The computer's moves kept in aiLog (its latest; older ones dropped): computer against computer
// ran for good would otherwise grow it without bound (713 entries in 10 minutes).
export const AI_LOG_MAX = 200;

const defaultSchedule = (fn, ms) => {
  const t = setTimeout(fn, ms);
  return () => clearTimeout(t);
};
const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now());

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
  const g = {
    d: { ai, animate, changed, aiProgress, moved, aiFailed, premoveDropped, schedule },
    settings: { blue: 'human', red: 'ai', level: initial.level, ...initial },
    start: { board: Rules.initialBoard(), player: 'blue', text: null },
    plies: [], // { player, move, result, after: { board, player }, ai }
    over: null, // { winner, reason }
    legal: null, // { moves, byFrom: Map<index, moves>, results: Map }
    animating: false,
    moveToken: 0,
    moves: 0, // moves played (not replayed by newGame): the page's effects count them
    paused: false,
    aiTask: null, // { token, player, progress, startedAt }
    aiToken: 0,
    aiStatus: 'loading',
    premove: null,
    cancelTimer: null,
    destroyed: false,
    settle: null, // finishes the move being animated (see finishAnimation)
    aiLog: [],
  };
  return gameApi(g);
}

const live = (g) => (g.plies.length ? g.plies[g.plies.length - 1].after : g.start);
const isAi = (g, p) => g.settings[p] === 'ai' && g.aiStatus !== 'failed';
const humanTurn = (g) => !g.over && !g.animating && !isAi(g, live(g).player);
const humansOf = (g) => ['blue', 'red'].filter((p) => !isAi(g, p));

function computeLegal(g) {
  const pos = live(g);
  const moves = g.over ? [] : Rules.legalMoves(pos.board, pos.player);
  g.legal = { moves, byFrom: byFrom(moves), results: new Map(), player: pos.player, board: pos.board };
}

function byFrom(moves) {
  const map = new Map();
  for (const m of moves) {
    const k = m.fromR * 8 + m.fromC;
    if (!map.has(k)) map.set(k, []);
    map.get(k).push(m);
  }
  return map;
}

// The result of `move` from the live position (cached: the page asks for it on every hover).
function resultOf(g, move, board = live(g).board) {
  if (board !== live(g).board) return Rules.applyMove(board, move);
  const k = moveKey(move);
  if (!g.legal.results.has(k)) g.legal.results.set(k, Rules.applyMove(board, move));
  return g.legal.results.get(k);
}

const findLegal = (g, move) => g.legal.moves.find((x) => moveKey(x) === moveKey(move)) || null;

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

function commit(g, move, aiInfo = null) {
  const before = live(g).board;
  g.premove = aiInfo ? g.premove : null;
  const ply = pushPly(g, move, aiInfo);
  g.legal = null;
  g.moves++;
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
      commit(g, m);
      return;
    }
    g.d.premoveDropped(text);
  }
  g.d.changed();
  maybeStartAi(g);
}

function cancelTimer(g) {
  if (g.cancelTimer) g.cancelTimer();
  g.cancelTimer = null;
}

const aiMayStart = (g) =>
  !g.over && !g.animating && isAi(g, live(g).player) && !g.paused && !g.aiTask && !g.destroyed;

function maybeStartAi(g) {
  cancelTimer(g);
  if (!aiMayStart(g) || g.aiStatus !== 'ready') return;
  const delay = isAi(g, 'blue') && isAi(g, 'red') && g.plies.length ? AI_VS_AI_PAUSE_MS : 0;
  if (delay) g.cancelTimer = g.d.schedule(() => startAi(g), delay);
  else startAi(g);
}

function startAi(g) {
  g.cancelTimer = null;
  if (!aiMayStart(g)) return;
  const pos = live(g);
  const token = ++g.aiToken;
  const level = levelByName(g.settings.level);
  const task = (g.aiTask = { token, player: pos.player, progress: null, startedAt: now() });
  g.d.changed();
  const mine = () => g.aiTask === task;
  // A fresh seed per move: the engine picks at random among equally good moves, so games vary.
  g.d.ai
    .chooseMove(pos.board, pos.player, {
      ...level.options,
      seed: Math.floor(Math.random() * 0x100000000),
      level: level.name,
      onProgress: (p) => {
        if (!mine()) return;
        task.progress = p;
        g.d.aiProgress(task);
      },
    })
    .then(
      (r) => mine() && aiMoved(g, task, r, level),
      (e) => {
        if (!mine()) return;
        g.aiTask = null;
        if (e && e.name === 'AbortError') g.d.changed();
        else aiFailed(g, 'noMove', e?.message);
      },
    );
}

function aiMoved(g, task, r, level) {
  g.aiTask = null;
  const info = {
    engine: r.engine,
    depth: r.depth,
    score: r.score,
    mateIn: r.mateIn,
    nodes: r.nodes,
    timeMs: r.timeMs,
    elapsedMs: Math.round(now() - task.startedAt),
    level: level.name,
    pv: r.pv,
  };
  g.aiLog.push({ ply: g.plies.length + 1, player: task.player, move: Rules.moveToString(r.move), ...info });
  if (g.aiLog.length > AI_LOG_MAX) g.aiLog.splice(0, g.aiLog.length - AI_LOG_MAX);
  try {
    commit(g, r.move, info);
  } catch (e) {
    aiFailed(g, 'badMove', e.message);
  }
}

function aiFailed(g, kind, why) {
  // The stuck side goes to a human so the game can go on.
  const player = live(g).player;
  g.settings[player] = 'human';
  g.d.aiFailed({ kind, why, player });
  computeLegal(g);
  g.d.changed();
}

function stopAi(g) {
  cancelTimer(g);
  if (g.aiTask) {
    g.aiTask = null;
    g.d.ai.cancel();
  }
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
  return commit(g, m);
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
  'moves',
];

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
  return api;
}

// What a mounted game lets its host read (copies: nothing the host changes reaches the game).
export function readOnlyGame(game, aiFailure) {
  return {
    get start() {
      return Rules.formatPosition(game.start.board, game.start.player);
    },
    get position() {
      const p = game.live();
      return Rules.formatPosition(p.board, p.player);
    },
    get moves() {
      return game.plies.map((p) => Rules.moveToString(p.move));
    },
    get over() {
      return game.over ? { ...game.over } : null;
    },
    get settings() {
      return game.settings;
    },
    get aiLog() {
      return game.aiLog.map((e) => ({ ...e }));
    },
    get aiStatus() {
      return game.aiStatus;
    },
    get aiFailure() {
      return aiFailure() ? aiFailure().message : null;
    },
  };
}
