// Stand-ins for what the Node tests of web/ run without: a computer, the page's storage, the
// board view, the dialogs, the advice and the rating, and the play mode wired to them as the
// page wires it (web/play/mode.js). One set, shared by the tests of tests/node/.
//
//   const ai = firstMoveAi({ held: true });         // answers when the test calls ai.release()
//   const { ctrl, seen, store } = mountPlay({ ai });
//   const s = useLocalStorage(memoryStorage({ key: 'value' }));   // globalThis.localStorage

import * as Rules from '../../web/rules.js';
import { createModeLoop } from '../../web/lib/mode-loop.js';
import { createPlayCtrl } from '../../web/play/ctrl.js';
import { createPlayEffects } from '../../web/play/effects.js';
import { gameText, migrateGame } from '../../web/storage/game-record.js';

// What a search reports beside its move (web/engine/ai-client.js's answer).
export const SEARCHED = Object.freeze({
  engine: 'stand-in',
  depth: 1,
  score: 0,
  mateIn: null,
  nodes: 1,
  timeMs: 0,
});

// The computer: its first legal move (or `pick(moves)`), at once or, `held`, when the test calls
// release().
export function firstMoveAi({ held = false, pick = (moves) => moves[0] } = {}) {
  const waiting = [];
  return {
    chooseMove(board, player) {
      const move = pick(Rules.legalMoves(board, player));
      const answer = { ...SEARCHED, move, pv: [move] };
      if (!held) return Promise.resolve(answer);
      return new Promise((resolve) => waiting.push(() => resolve(answer)));
    },
    cancel() {},
    release: () => waiting.splice(0).forEach((go) => go()),
  };
}

// A computer that never answers (for tests of two humans, or of what happens while it thinks).
export function silentAi() {
  return { chooseMove: () => new Promise(() => {}), cancel() {} };
}

// The board view as the play controller sees it: nothing selected, nothing moving.
export function standInBoard() {
  return { selected: null, preview: null, touchPreview: false, cancel() {}, finishAnimation() {} };
}

// The rating: notices nothing and passes the result's words on.
export function standInRating() {
  return { started() {}, levelChanged() {}, seen() {}, finished: (state, over, words) => words };
}

// The advice (hint, balance, review): nothing to say, the hint the rules' first legal move;
// `extra` replaces any of it.
export function standInAdvice(extra = {}) {
  return {
    reset() {},
    evaluate() {},
    fromProgress() {},
    review() {},
    hint: (board, player) => Promise.resolve({ move: Rules.legalMoves(board, player)[0], pv: [] }),
    marks: null,
    balance: null,
    ...extra,
  };
}

// The saved game: keeps the text web/storage/ would keep (its stored shape) and reads it back
// the same way; as web/storage/saved-game.js, it refuses to write over a game changed since
// this page last saw it.
export function memoryGameStore() {
  const store = { text: null, seen: null };
  store.save = (rec) => {
    if (store.seen !== null && store.text !== store.seen) return false;
    store.text = store.seen = gameText(rec);
    return true;
  };
  store.load = () => {
    store.seen = store.text;
    return store.text ? migrateGame(JSON.parse(store.text)).value : null;
  };
  return store;
}

// A Storage (the browser's localStorage) in memory, with a switch for each failure: reads that
// throw (site data blocked) and writes that throw (the quota full).
export function memoryStorage(entries = {}) {
  const map = new Map(Object.entries(entries));
  const s = {
    map,
    getThrows: false,
    setThrows: false,
    getItem(k) {
      if (s.getThrows) throw new DOMException('blocked', 'SecurityError');
      return map.has(k) ? map.get(k) : null;
    },
    setItem(k, v) {
      if (s.setThrows) throw new DOMException('full', 'QuotaExceededError');
      map.set(k, String(v));
    },
    removeItem(k) {
      map.delete(k);
    },
  };
  return s;
}

// `localStorage` as the page sees it: `value` (a memoryStorage, or null for none), or 'throws'
// for a getter that throws (a sandboxed document). Returns `value`.
export function useLocalStorage(value) {
  const desc = { configurable: true };
  if (value === 'throws')
    desc.get = () => {
      throw new DOMException('The document is sandboxed', 'SecurityError');
    };
  else desc.value = value;
  Object.defineProperty(globalThis, 'localStorage', desc);
  return value;
}

// The play mode (web/play/ctrl.js and effects.js) run by the page's loop (web/lib/mode-loop.js)
// with the stand-ins above; nothing is drawn. `seen` lists what the effects were asked to show
// and tell: results, the host's onMove and onGameOver, the dialog closed.
export function mountPlay({
  ai = firstMoveAi(),
  store = memoryGameStore(),
  players = { blue: 'human', red: 'ai' },
  advice = standInAdvice(),
  level = 'novice',
} = {}) {
  const seen = { results: [], gameOver: [], moves: [], closed: 0 };
  const dialogs = { showResult: (over) => seen.results.push(over), closeResult: () => seen.closed++ };
  const rating = standInRating();
  const prefs = new Map();
  let effects = null;
  const loop = createModeLoop({ draw: () => {}, effects: () => effects?.run() });
  const ctrl = createPlayCtrl({
    ai,
    advice,
    rating,
    board: standInBoard(),
    prefs: { get: (k, d) => prefs.get(k) ?? d, set: (k, v) => prefs.set(k, v) },
    settings: { ...players, level },
    animate: () => Promise.resolve(),
    changed: loop.changed,
  });
  effects = createPlayEffects(ctrl, {
    store,
    dialogs,
    rating,
    onMove: (info) => seen.moves.push(info),
    onGameOver: (over) => seen.gameOver.push(over),
  });
  ctrl.aiReady('stand-in');
  return { ctrl, seen, store, effects, advice, prefs };
}
