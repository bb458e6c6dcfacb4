// The game controller: who plays each side, the plies from the start, undo, resign, the AI's
// turns through ai-client.js, and premoves. It draws nothing; the page listens to it.
//
//   const game = createGame({ ai, animate, changed, aiProgress, notice });
//     animate(ply, before) -> Promise   shows a move (the game waits for it before going on)
//     changed()                         anything the page shows may have changed
//     aiProgress(task)                  the AI's search reported progress (task.progress)
//     notice(text)                      a message for the player (AI failure)
//     premoveDropped(text)              the planned move could not be played after the reply
//   game.newGame({ board, player, text }, moves, { resigned })   moves: a list already checked
//                     as legal; resigned: the side that gave up the game (a saved game)
//   game.play(move)   a human move; throws when it is not a human's turn or not legal

import * as Rules from '../rules.js';
import { levelByName } from '../levels.js';
import { aiFailure } from '../words/play.js';
import { other, outcome } from '../rules/util.js';

const moveKey = (m) => `${m.fromR}${m.fromC}${m.toR}${m.toC}`;
const AI_VS_AI_PAUSE_MS = 350;
// The computer's moves kept in aiLog (its latest; older ones dropped): computer against computer
// ran for good would otherwise grow it without bound (713 entries in 10 minutes).
export const AI_LOG_MAX = 200;

export function createGame({
  ai,
  settings,
  animate,
  changed,
  aiProgress = () => {},
  notice = () => {},
  premoveDropped = () => {},
}) {
  let start = { board: Rules.initialBoard(), player: 'blue', text: null };
  let plies = []; // { player, move, result, after: { board, player }, ai }
  let over = null; // { winner, reason }
  let legal = null; // { moves, byFrom: Map<index, moves>, results: Map }
  let animating = false;
  let moveToken = 0;
  let paused = false;
  let aiTask = null; // { token, player, progress, startedAt }
  let aiToken = 0;
  let aiStatus = 'loading';
  let premove = null;
  let pendingTimer = null;
  let destroyed = false;
  let settle = null; // finishes the move being animated (see finishAnimation)
  const aiLog = [];

  const live = () => (plies.length ? plies[plies.length - 1].after : start);
  const isAi = (p) => settings[p] === 'ai' && aiStatus !== 'failed';
  const humanTurn = () => !over && !animating && !isAi(live().player);

  function computeLegal() {
    const pos = live();
    const moves = over ? [] : Rules.legalMoves(pos.board, pos.player);
    legal = { moves, byFrom: byFrom(moves), results: new Map(), player: pos.player, board: pos.board };
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
  function resultOf(move, board = live().board) {
    if (board !== live().board) return Rules.applyMove(board, move);
    const k = moveKey(move);
    if (!legal.results.has(k)) legal.results.set(k, Rules.applyMove(board, move));
    return legal.results.get(k);
  }

  function findLegal(move) {
    return legal.moves.find((x) => moveKey(x) === moveKey(move)) || null;
  }

  function newGame(startPos, moves = [], { resigned = null } = {}) {
    stopAi();
    moveToken++;
    animating = false;
    settle = null;
    start = { board: startPos.board, player: startPos.player, text: startPos.text || null };
    plies = [];
    over = null;
    paused = false;
    premove = null;
    for (const m of moves) {
      const pos = live();
      const result = Rules.applyMoveFor(pos.board, pos.player, m);
      plies.push({
        player: pos.player,
        move: { ...m },
        result,
        after: { board: result.board, player: other(pos.player) },
        ai: null,
      });
      if (outcome(live())) break;
    }
    if (resigned === 'blue' || resigned === 'red') over = { winner: other(resigned), reason: 'resign' };
    afterPositionChange();
  }

  function commit(move, aiInfo = null) {
    const pos = live();
    const result = Rules.applyMoveFor(pos.board, pos.player, move);
    premove = aiInfo ? premove : null;
    const ply = {
      player: pos.player,
      move: { ...move },
      result,
      after: { board: result.board, player: other(pos.player) },
      ai: aiInfo,
    };
    plies.push(ply);
    legal = null;
    // The game may end with this move: it is over from now on, not once the animation ends, so
    // nothing (premoves, the page's render) treats the finished position as one to move from.
    over = outcome(live());
    animating = true;
    const token = ++moveToken;
    settle = () => {
      if (token !== moveToken || !animating) return;
      animating = false;
      settle = null;
      afterPositionChange();
    };
    changed();
    const done = settle;
    return Promise.resolve(animate(ply, pos.board))
      .catch(() => {})
      .then(() => {
        if (!destroyed) done();
      });
  }

  // Called when input arrives during an animation: the page has shown the final position
  // already, and the game goes on from it at once.
  function finishAnimation() {
    if (settle) settle();
  }

  function afterPositionChange() {
    // A resignation stands (only undo, which clears it first, takes it back).
    over = outcome(live()) || (over?.reason === 'resign' ? over : null);
    computeLegal();
    if (!over && premove && !isAi(live().player)) {
      const m = findLegal(premove);
      const text = Rules.moveToString(premove);
      premove = null;
      if (m) {
        commit(m);
        return;
      }
      premoveDropped(text);
    }
    changed();
    maybeStartAi();
  }

  function maybeStartAi() {
    clearTimeout(pendingTimer);
    pendingTimer = null;
    const pos = live();
    if (over || animating || !isAi(pos.player) || paused || aiTask || destroyed || aiStatus !== 'ready')
      return;
    const delay = isAi('blue') && isAi('red') && plies.length ? AI_VS_AI_PAUSE_MS : 0;
    if (delay) pendingTimer = setTimeout(startAi, delay);
    else startAi();
  }

  function startAi() {
    pendingTimer = null;
    const pos = live();
    if (over || animating || !isAi(pos.player) || paused || aiTask || destroyed) return;
    const token = ++aiToken;
    const level = levelByName(settings.level);
    aiTask = { token, player: pos.player, progress: null, startedAt: performance.now() };
    changed();
    // A fresh seed per move: the engine picks at random among equally good moves, so games vary.
    ai.chooseMove(pos.board, pos.player, {
      ...level.options,
      seed: Math.floor(Math.random() * 0x100000000),
      level: level.name,
      onProgress: (p) => {
        if (!aiTask || aiTask.token !== token) return;
        aiTask.progress = p;
        aiProgress(aiTask);
      },
    }).then(
      (r) => {
        if (!aiTask || aiTask.token !== token) return;
        const elapsed = Math.round(performance.now() - aiTask.startedAt);
        aiTask = null;
        const info = {
          engine: r.engine,
          depth: r.depth,
          score: r.score,
          mateIn: r.mateIn,
          nodes: r.nodes,
          timeMs: r.timeMs,
          elapsedMs: elapsed,
          level: level.name,
          pv: r.pv,
        };
        aiLog.push({ ply: plies.length + 1, player: pos.player, move: Rules.moveToString(r.move), ...info });
        if (aiLog.length > AI_LOG_MAX) aiLog.splice(0, aiLog.length - AI_LOG_MAX);
        try {
          commit(r.move, info);
        } catch (e) {
          aiFailed(aiFailure.badMove(e.message));
        }
      },
      (e) => {
        if (!aiTask || aiTask.token !== token) return;
        aiTask = null;
        if (e && e.name === 'AbortError') changed();
        else aiFailed(aiFailure.noMove(e.message));
      },
    );
  }

  function aiFailed(message) {
    // The stuck side goes to a human so the game can go on.
    const p = live().player;
    settings[p] = 'human';
    notice(aiFailure.takenOver(message, p));
    computeLegal();
    changed();
  }

  function stopAi() {
    clearTimeout(pendingTimer);
    pendingTimer = null;
    if (aiTask) {
      aiTask = null;
      ai.cancel();
    }
  }

  function undo() {
    if (plies.length === 0) return false;
    if (settle) {
      moveToken++;
      animating = false;
      settle = null;
    }
    stopAi();
    premove = null;
    const humans = ['blue', 'red'].filter((p) => !isAi(p));
    if (humans.length === 1) {
      const idx = plies.map((p) => p.player).lastIndexOf(humans[0]);
      if (idx < 0) return false;
      plies = plies.slice(0, idx);
    } else {
      plies = plies.slice(0, -1);
      if (humans.length === 0) paused = true;
    }
    over = null;
    afterPositionChange();
    return true;
  }

  function resign() {
    if (over) return;
    const humans = ['blue', 'red'].filter((p) => !isAi(p));
    const loser = humans.length === 1 ? humans[0] : live().player;
    stopAi();
    premove = null;
    over = { winner: other(loser), reason: 'resign' };
    computeLegal();
    changed();
  }

  return {
    newGame,
    undo,
    resign,
    finishAnimation,
    resultOf,
    live,
    isAi,
    humanTurn,
    // Plays a human move (from the live position).
    play(move) {
      if (!humanTurn()) throw new Error("it is not a human player's turn");
      const m = findLegal(move);
      if (!m) throw new Error(`move ${Rules.moveToString(move)} is not legal here`);
      return commit(m);
    },
    // Remembers a move to play when the opponent (the computer) has moved; null drops it.
    setPremove(move) {
      premove = move ? { ...move } : null;
      changed();
    },
    togglePause() {
      paused = !paused;
      if (paused) stopAi();
      changed();
      if (!paused) maybeStartAi();
    },
    setAiStatus(status) {
      aiStatus = status;
      if (status === 'failed') aiTask = null;
      computeLegal();
      changed();
      maybeStartAi();
    },
    // After the players or the level changed in the middle of a game.
    settingsChanged() {
      if (aiTask && !isAi(aiTask.player)) stopAi();
      computeLegal();
      changed();
      maybeStartAi();
    },
    destroy() {
      destroyed = true;
      stopAi();
    },
    get start() {
      return start;
    },
    get plies() {
      return plies;
    },
    get over() {
      return over;
    },
    get legal() {
      return legal;
    },
    get animating() {
      return animating;
    },
    get paused() {
      return paused;
    },
    get aiTask() {
      return aiTask;
    },
    get aiStatus() {
      return aiStatus;
    },
    get premove() {
      return premove;
    },
    get aiLog() {
      return aiLog;
    },
  };
}

// What a mounted game lets its host read (copies: nothing the host changes reaches the game).
export function readOnlyGame(game, settings, aiFailure) {
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
      return { ...settings };
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
