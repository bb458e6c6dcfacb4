// mountPolis's handle (types/ui.d.ts, PolisGameHandle): what the host may do with a mounted
// game (the play controller's actions) and read of it (copies: nothing the host changes reaches
// the game); the check of mountPolis's arguments, made before anything is built, and the
// players and level they ask for (initialSettings).
//
//   checkMount(container, options)   throws a TypeError naming the first bad argument
//   aiStateReporter(report)          an effect calling report(detail) when the AI's state changes
//   hostCallback(options, name)      the host's callback options[name], its throws reported
//   playHandle(container, ctrl, { openSetup, destroy })

import * as Rules from '../rules.js';
import { checkMove } from '../rules/board.js';
import { DEFAULT_LEVEL, levelByName } from '../levels.js';
import { describe } from '../lib/describe.js';
import { startFrom, readMoves } from './game/read-moves.js';

// The methods the game calls on each client it is given (ai-client.js's createAiClient has them all).
const CLIENT_METHODS = {
  aiClient: ['chooseMove', 'cancel', 'ready', 'onStatus'],
  analysisClient: ['analyse', 'hint', 'reviewGame'],
};
const FIELD_TYPES = {
  problems: 'an array of strings',
  id: 'a string',
  restore: 'true or false',
  setup: 'true or false',
  compact: 'true or false',
  onMove: 'a function',
  onAiState: 'a function',
  onGameOver: 'a function',
  onError: 'a function',
  animationScale: 'a number',
};
const isType = {
  'an array of strings': (v) => Array.isArray(v) && v.every((x) => typeof x === 'string'),
  'a string': (v) => typeof v === 'string',
  'true or false': (v) => typeof v === 'boolean',
  'a function': (v) => typeof v === 'function',
  'a number': (v) => typeof v === 'number' && v >= 0,
};

const bad = (what, expected, value) => new TypeError(`${what} must be ${expected}, got ${describe(value)}`);

// A game's players, level, position and moves (mountPolis's options, newGame's config), checked
// for their types; what they say (a legal position, an existing level) is checked where it is used.
function checkConfig(config, where) {
  for (const seat of ['blue', 'red']) {
    const v = config[seat];
    if (v !== undefined && typeof v !== 'string') throw bad(`${where}.${seat}`, "'human' or 'ai'", v);
  }
  for (const name of ['level', 'position']) {
    const v = config[name];
    if (v !== undefined && v !== null && typeof v !== 'string') throw bad(`${where}.${name}`, 'a string', v);
  }
  const { moves } = config;
  if (moves !== undefined && moves !== null && typeof moves !== 'string' && !Array.isArray(moves))
    throw bad(`${where}.moves`, "a string like 'b2b3,g7h6' or an array of moves", moves);
}

function checkObject(value, what, example) {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw bad(what, example, value);
}

// mountPolis(container, options): throws before any element, listener or worker is made.
export function checkMount(container, options) {
  if (!container || typeof container !== 'object' || container.nodeType !== 1)
    throw bad('mountPolis: the container', 'an element', container);
  if (options === undefined) return;
  checkObject(options, 'mountPolis: options', "an object like { level: 'easy' } or nothing");
  checkConfig(options, 'mountPolis: options');
  for (const [name, type] of Object.entries(FIELD_TYPES)) {
    const v = options[name];
    if (v !== undefined && !isType[type](v)) throw bad(`mountPolis: options.${name}`, type, v);
  }
  for (const [name, methods] of Object.entries(CLIENT_METHODS)) {
    const client = options[name];
    if (client === undefined) continue;
    const missing = methods.filter((m) => typeof client?.[m] !== 'function');
    if (missing.length)
      throw bad(
        `mountPolis: options.${name}`,
        `an AI client (createAiClient()) with ${missing.join(', ')}`,
        client,
      );
  }
}

export function playHandle(container, ctrl, { openSetup, destroy }) {
  const handle = {
    element: container,
    newGame(config = {}) {
      checkObject(config, 'newGame: config', "an object like { level: 'easy' } or nothing");
      checkConfig(config, 'newGame: config');
      const players = {};
      if (config.blue) players.blue = config.blue === 'ai' ? 'ai' : 'human';
      if (config.red) players.red = config.red === 'ai' ? 'ai' : 'human';
      if (config.level) players.level = levelByName(config.level).name;
      const start = startFrom(config.position || null);
      const list = Array.isArray(config.moves) ? config.moves.join(',') : config.moves || '';
      const { moves, error } = readMoves(list, start);
      if (error) throw new Error(`bad moves: ${error}`);
      ctrl.startGame(start, moves, { players });
    },
    // Plays a move for the human side to move ('b2b3' or { fromR, fromC, toR, toC }).
    play(move) {
      if (typeof move !== 'string' && (move === null || typeof move !== 'object'))
        throw bad('play: the move', "a move like 'b2b3' or { fromR, fromC, toR, toC }", move);
      const m = checkMove(move);
      return ctrl.hostMove(m);
    },
    undo: () => ctrl.undoMove(),
    // The level for the computer's next move, as the level menu: the game goes on.
    setLevel: (name) => ctrl.setLevel(name),
    openSetup,
    flip: () => ctrl.flip(),
  };
  // A destroyed game does nothing more: each action then throws, naming it (destroy() again
  // does nothing).
  let destroyed = false;
  for (const [name, fn] of Object.entries(handle)) {
    if (typeof fn !== 'function') continue;
    handle[name] = (...args) => {
      if (destroyed)
        throw new Error(`${name}: this game was destroyed (destroy() was called); mount a new one to play`);
      return fn(...args);
    };
  }
  handle.destroy = () => {
    if (destroyed) return;
    destroyed = true;
    destroy();
  };
  return Object.defineProperties(
    handle,
    Object.getOwnPropertyDescriptors(readOnlyGame(ctrl.game, () => ctrl.state.aiFailure)),
  );
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
    // The moves played (PolisGame's history()); `moves` is the older name, kept.
    get history() {
      return game.plies.map((p) => Rules.moveToString(p.move));
    },
    get moves() {
      return this.history;
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

// The AI's state as the host sees it: 'ready' (loaded, waiting for its turn), 'thinking'
// (choosing a move), 'failed' (could not load: the game goes on between humans); nothing while
// it loads. Returns an effect (run after every change) that reports each new state once.
export function aiStateReporter(report) {
  let last = 'loading';
  return (ctrl) => {
    const { game, state: s } = ctrl;
    const state =
      game.aiStatus === 'failed'
        ? 'failed'
        : game.aiStatus !== 'ready'
          ? 'loading'
          : game.aiTask
            ? 'thinking'
            : 'ready';
    if (state === last) return;
    last = state;
    const detail = { state, engine: s.engine ?? null, player: null, level: null, error: null };
    if (state === 'thinking')
      Object.assign(detail, { player: game.aiTask.player, level: game.settings.level });
    if (state === 'failed') detail.error = s.aiFailure ? s.aiFailure.message : 'the AI could not load';
    report(detail);
  };
}

// The host's callback `name`, called so that what it throws is reported (the console, and
// options.onError when given) and the game goes on: one throw stopped every later effect, and
// the computer never answered.
export function hostCallback(options, name) {
  return (arg) => {
    try {
      options[name]?.(arg);
    } catch (error) {
      console.error(`mountPolis: options.${name} threw`, error);
      try {
        options.onError?.(error, name);
      } catch (e) {
        console.error('mountPolis: options.onError threw', e);
      }
    }
  };
}

// The players and level the options ask for; an unknown level is named in `badLevel`.
export function initialSettings(options) {
  const settings = {
    blue: options.blue === 'ai' ? 'ai' : 'human',
    red: options.red === 'human' ? 'human' : 'ai',
    level: DEFAULT_LEVEL,
  };
  let badLevel = null;
  if (options.level) {
    try {
      settings.level = levelByName(options.level).name;
    } catch {
      badLevel = String(options.level);
    }
  }
  return { settings, badLevel };
}
