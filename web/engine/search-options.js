// web/engine/search-options.js - the search's options for engine.search() (engine.js documents each):
// their names, ranges and defaults, checked in one place so engine.js, the worker and the
// analysis all refuse the same things with the same messages (naming the option).

import { LEVELS, levelByName, DEFAULT_LEVEL } from '../levels.js';
import { describe } from '../lib/describe.js';
import { LIMITS } from './wasm-api.js';

// Deepest iteration a search may ask for (SEARCH_MAX_DEPTH in src/polis.h).
export const SEARCH_MAX_DEPTH = LIMITS.SEARCH_MAX_DEPTH;
// Longest time budget a search accepts, in ms (polis_search_start in src/api.c).
export const SEARCH_MAX_TIME_MS = 1e9;
// Scores are tenths of a piece from the searching player's view. A forced win scores
// WIN_SCORE less the plies to it (strong mode) or exactly WIN_SCORE (exact mode, where the
// original AI does not count the distance); a loss the negative. |score| >= WIN_BOUND is a win
// or a loss.
export const WIN_SCORE = LIMITS.SCORE_WIN;
export const WIN_BOUND = LIMITS.SCORE_WIN_BOUND;

const SEARCH_OPTION_NAMES = [
  'depth',
  'timeMs',
  'exact',
  'seed',
  'randomMargin',
  'clearHash',
  'evaluation',
  'level',
  'onProgress',
  'multiPv',
  'hashMb',
];
const MAX_LINES = LIMITS.SEARCH_MAX_LINES;
const MAX_HASH_MB = LIMITS.TT_MAX_MB;
const EVALUATIONS = ['original', 'extended'];

// Whether a level picks at random: among the moves within its randomMargin, or (exact mode)
// among equally good moves.
const isRandomLevel = (level) => level.options.randomMargin !== undefined || !!level.options.exact;

function optionError(name, text, value) {
  return new Error(`search option ${name} ${text}, got ${describe(value)}`);
}

// Validates search options and expands `level`; returns the options to run with.
export function searchOptions(options) {
  const o = withLevel(givenOptions(options));
  checkValues(o);
  return o;
}

// The options given (their names checked), in a null-prototype object.
function givenOptions(options) {
  if (options === undefined || options === null) options = {};
  if (typeof options !== 'object' || Array.isArray(options)) {
    throw new Error(
      'search options must be an object like { depth, timeMs, exact, seed, level, onProgress }',
    );
  }
  // Null-prototype objects throughout: an option not given is undefined here, whatever
  // Object.prototype holds (a polluted onProgress or hashMb once reached every search).
  const given = Object.create(null);
  for (const [key, value] of Object.entries(options)) {
    if (!SEARCH_OPTION_NAMES.includes(key)) {
      throw new Error(
        `unknown search option ${describe(key)}; known options: ${SEARCH_OPTION_NAMES.join(', ')}`,
      );
    }
    if (value !== undefined) given[key] = value;
  }
  return given;
}

// The given options over their level's (or the default level's, without depth or time).
function withLevel(given) {
  let o = given;
  if (given.level !== undefined) {
    if (!LEVELS.some((l) => l.name === given.level)) {
      // Not levelByName's error: it would echo the whole value, whatever its size.
      throw new Error(
        `search option level: unknown level ${describe(given.level)}; known levels: ${LEVELS.map((l) => l.name).join(', ')}`,
      );
    }
    const level = levelByName(given.level);
    o = Object.assign(Object.create(null), level.options, given);
    // A level described as playing at random does so without a seed too: a fresh seed per
    // search (it used to be seed 0, so novice played a2a3 from the start every time and two
    // easy engines drew out 400 plies). A given seed makes its play reproducible.
    if (isRandomLevel(level) && o.seed === undefined && given.randomMargin === undefined)
      o.seed = Math.floor(Math.random() * 0x100000000);
  } else if (given.depth === undefined && given.timeMs === undefined) {
    // Neither a depth nor a time: the default level's bundle, so no search is unbounded.
    o = Object.assign(Object.create(null), levelByName(DEFAULT_LEVEL).options, given);
  }
  return o;
}

// Each option's value, in the order their errors have always been reported.
function checkValues(o) {
  if (o.depth !== undefined && (!Number.isInteger(o.depth) || o.depth < 1 || o.depth > SEARCH_MAX_DEPTH)) {
    throw optionError('depth', `must be an integer from 1 to ${SEARCH_MAX_DEPTH}`, o.depth);
  }
  if (
    o.timeMs !== undefined &&
    (typeof o.timeMs !== 'number' || !(o.timeMs > 0 && o.timeMs <= SEARCH_MAX_TIME_MS))
  ) {
    throw optionError(
      'timeMs',
      `must be a number of milliseconds above 0 and at most ${SEARCH_MAX_TIME_MS}`,
      o.timeMs,
    );
  }
  for (const name of ['exact', 'clearHash']) {
    if (o[name] !== undefined && typeof o[name] !== 'boolean')
      throw optionError(name, 'must be true or false', o[name]);
  }
  if (o.exact && o.depth === undefined) throw optionError('exact', 'needs a depth (options.depth)', o.exact);
  if (o.evaluation !== undefined && !EVALUATIONS.includes(o.evaluation)) {
    throw optionError('evaluation', `must be one of ${EVALUATIONS.join(', ')}`, o.evaluation);
  }
  if (o.exact && o.evaluation === 'extended') {
    throw optionError('evaluation', "must be 'original' in exact mode (the original AI)", o.evaluation);
  }
  if (o.seed !== undefined && (!Number.isInteger(o.seed) || o.seed < 0 || o.seed > 0xffffffff)) {
    throw optionError('seed', 'must be an integer from 0 to 4294967295', o.seed);
  }
  if (o.randomMargin !== undefined) {
    if (!Number.isInteger(o.randomMargin) || o.randomMargin < 0 || o.randomMargin > 10000) {
      throw optionError(
        'randomMargin',
        'must be an integer number of tenths from 0 to 10000',
        o.randomMargin,
      );
    }
    if (o.seed === undefined)
      throw optionError('randomMargin', 'needs a seed (options.seed)', o.randomMargin);
  }
  if (o.multiPv !== undefined && (!Number.isInteger(o.multiPv) || o.multiPv < 1 || o.multiPv > MAX_LINES)) {
    throw optionError('multiPv', `must be an integer from 1 to ${MAX_LINES}`, o.multiPv);
  }
  if (o.hashMb !== undefined && (!Number.isInteger(o.hashMb) || o.hashMb < 1 || o.hashMb > MAX_HASH_MB)) {
    throw optionError('hashMb', `must be an integer number of megabytes from 1 to ${MAX_HASH_MB}`, o.hashMb);
  }
  if (o.onProgress !== undefined && typeof o.onProgress !== 'function') {
    throw optionError('onProgress', 'must be a function', o.onProgress);
  }
}

// options[name] if options has it as its own property, else undefined.
export const ownOption = (options, name) =>
  options !== null && typeof options === 'object' && Object.hasOwn(options, name) ? options[name] : undefined;

// A time limit among options (createEngine's maxTimeMs, perft's timeMs; undefined when absent),
// checked: milliseconds above 0.
export function ownTime(options, name, what) {
  if (options !== undefined && options !== null && typeof options !== 'object') {
    throw new Error(`${what}s must be an object like { ${name} }, got ${describe(options)}`);
  }
  const value = ownOption(options, name);
  if (value !== undefined && (typeof value !== 'number' || !(value > 0 && value <= SEARCH_MAX_TIME_MS))) {
    throw new Error(
      `${what} ${name} must be a number of milliseconds above 0 and at most ${SEARCH_MAX_TIME_MS}, got ${describe(value)}`,
    );
  }
  return value;
}
