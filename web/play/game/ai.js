// @ts-check
// The computer's turns in the game controller (web/play/game/game.js): started when it is the
// computer's move and the game is not paused (after a short pause between two computers' moves),
// through the AI client; its move is played by g.commit, a failure reported by g.d.aiFailed.

import * as Rules from '../../rules.js';
import { levelByName } from '../../levels.js';
import { live, isAi, computeLegal } from './state.js';

/** @typedef {import('./state.js').GameState} GameState */

const AI_VS_AI_PAUSE_MS = 350;
// The computer's moves kept in aiLog (its latest; older ones dropped): computer against computer
// ran for good would otherwise grow it without bound (713 entries in 10 minutes).
export const AI_LOG_MAX = 200;
const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now());

/** @param {GameState} g */
function cancelTimer(g) {
  if (g.cancelTimer) g.cancelTimer();
  g.cancelTimer = null;
}

/** @param {GameState} g */
const aiMayStart = (g) =>
  !g.over && !g.animating && isAi(g, live(g).player) && !g.paused && !g.aiTask && !g.destroyed;

/** @param {GameState} g */
export function maybeStartAi(g) {
  cancelTimer(g);
  if (!aiMayStart(g) || g.aiStatus !== 'ready') return;
  const delay = isAi(g, 'blue') && isAi(g, 'red') && g.plies.length ? AI_VS_AI_PAUSE_MS : 0;
  if (delay) g.cancelTimer = g.d.schedule(() => startAi(g), delay);
  else startAi(g);
}

/** @param {GameState} g */
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

/** @param {GameState} g */
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
    g.commit(r.move, info);
  } catch (e) {
    aiFailed(g, 'badMove', e.message);
  }
}

/** @param {GameState} g */
function aiFailed(g, kind, why) {
  // The stuck side goes to a human so the game can go on.
  const player = live(g).player;
  g.settings[player] = 'human';
  g.d.aiFailed({ kind, why, player });
  computeLegal(g);
  g.d.changed();
}

/** @param {GameState} g */
export function stopAi(g) {
  cancelTimer(g);
  if (g.aiTask) {
    g.aiTask = null;
    g.d.ai.cancel();
  }
}
