// web/lib/address.js - the game page's addresses, written and read in this one place: which mode
// the query opens and what it carries. No DOM: tests/node/address.test.mjs reads it in Node.
//
//   learnHref()                        -> '?learn'
//   puzzleHref(id?)                    -> '?puzzle' (any puzzle) | '?puzzle=12'
//   editorHref(position?)              -> '?editor' | '?editor=B7/8/8/8/8/8/8/7R_b'
//   analysisHref({ position, tree, orientation })
//                                      -> '?analysis=POSITION&tree=TEXT&orientation=red'
//   gameHref({ blue, red, level, position, moves })
//                                      -> '?blue=human&red=ai&level=easy&position=...&moves=b2b3,g7g6'
//   reviewHref(id)                     -> '?review=ID' (a kept game, reviewed at once)
//   friendHref({ id, side, from, moves }) -> '?friend' | '?friend=ID&side=red&from=Ann&moves=b2b3'
//   readAddress(search)                -> { mode, puzzle: { id }, editor, analysis, tree, orientation,
//                                           game, review, friend: { id, side, from, moves } }
//
// A position is written readably: '/' kept, its one space as '_', a stunned chariot's '+' as
// %2B. Reading takes the older spellings too (%20, '+' for the space, and an unencoded '+' for a
// stun, which arrives as a space): links shared before stay good. The start position is written
// as an empty ?analysis= (the tree text, web/analysis/link.js, is the analysis's own).

import { describe } from './describe.js';

const SIDES = ['blue', 'red'];

// The modes in the order the page picks them when an address names several.
export const MODES = ['learn', 'puzzle', 'editor', 'analysis', 'games', 'friend', 'game'];

const positionText = (position) => encodeURIComponent(position).replace(/%2F/g, '/').replace(/%20/g, '_');

// A position string as a link wrote it: '_' or a space between the rows and the side to move,
// and an unencoded '+' (stunned) that arrived as a space (a position has exactly one real space).
export function linkPosition(text) {
  const parts = String(text).replace(/_/g, ' ').trim().split(' ');
  return parts.length > 2 ? `${parts.slice(0, -1).join('+')} ${parts.at(-1)}` : parts.join(' ');
}

const checkPosition = (position, what) => {
  if (position != null && typeof position !== 'string')
    throw new Error(`${what}: the position must be a position string, got ${describe(position)}`);
};

export const learnHref = () => '?learn';
export const gamesHref = () => '?games';

// A kept game of Your games, opened on the game page and reviewed at once.
/** @param {string} id */
export function reviewHref(id) {
  if (typeof id !== 'string' || !id)
    throw new Error(`reviewHref: a kept game's id must be a string that is not empty, got ${describe(id)}`);
  return `?review=${encodeURIComponent(id)}`;
}

// A game with a friend by link: ?friend alone offers the colours; with an id, the game as sent
// (`side`: the receiver's side, `from`: the sender's name, `moves`: 'b2b3,g7g6'); empty parts
// are left out.
/** @param {{ id?: string, side?: string, from?: string, moves?: string }} [link] */
export function friendHref({ id = '', side = '', from = '', moves = '' } = {}) {
  for (const [k, v] of Object.entries({ id, side, from, moves }))
    if (typeof v !== 'string') throw new Error(`friendHref: ${k} must be a string, got ${describe(v)}`);
  if (!id) return '?friend';
  const params = new URLSearchParams({ friend: id });
  for (const [k, v] of Object.entries({ side, from, moves })) if (v) params.set(k, v);
  return `?${params}`.replace(/%2C/g, ',');
}

/** @param {string | number | null} [id] */
export function puzzleHref(id = null) {
  if (id == null) return '?puzzle';
  if (typeof id !== 'string' && !Number.isInteger(id))
    throw new Error(`puzzleHref: a puzzle's id must be a number or a string, got ${describe(id)}`);
  return `?puzzle=${encodeURIComponent(String(id))}`;
}

/** @param {string | null} [position] */
export function editorHref(position = null) {
  checkPosition(position, 'editorHref');
  return position ? `?editor=${positionText(position)}` : '?editor';
}

// `position`: a position string, or null / '' for the usual start; `tree`: the analysis's text
// (web/analysis/link.js encodeTree), or null; `orientation`: the side at the bottom (only 'red'
// is written: Blue's is the usual).
/** @param {{ position?: string | null, tree?: string | null, orientation?: string }} [link] */
export function analysisHref({ position = null, tree = null, orientation = 'blue' } = {}) {
  checkPosition(position, 'analysisHref');
  if (tree != null && (typeof tree !== 'string' || !/^[\w.-]*$/.test(tree)))
    throw new Error(`analysisHref: the tree must be the analysis's text, got ${describe(tree)}`);
  if (!SIDES.includes(orientation))
    throw new Error(`analysisHref: the orientation must be 'blue' or 'red', got ${describe(orientation)}`);
  let out = `?analysis=${position ? positionText(position) : ''}`;
  if (tree != null) out += `&tree=${tree}`;
  if (orientation === 'red') out += '&orientation=red';
  return out;
}

// A game from a link: its players ('human' | 'ai'), level, start (a position string or null) and
// moves (strings like 'b2b3', or a text as web/play/game/record.js movesText writes).
/** @param {{ blue: string, red: string, level: string, position?: string | null, moves?: string | string[] }} game */
export function gameHref({ blue, red, level, position = null, moves = [] }) {
  checkPosition(position, 'gameHref');
  for (const [side, v] of [
    ['blue', blue],
    ['red', red],
  ])
    if (v !== 'human' && v !== 'ai')
      throw new Error(`gameHref: ${side} must be 'human' or 'ai', got ${describe(v)}`);
  if (typeof level !== 'string' || !level)
    throw new Error(`gameHref: the level must be a level's name, got ${describe(level)}`);
  const list = typeof moves === 'string' ? moves : Array.isArray(moves) ? moves.join(',') : null;
  if (list === null)
    throw new Error(`gameHref: the moves must be a list or a text of moves, got ${describe(moves)}`);
  let out = `?blue=${blue}&red=${red}&level=${encodeURIComponent(level)}`;
  if (position) out += `&position=${positionText(position)}`;
  if (list) out += `&moves=${encodeURIComponent(list).replace(/%2C/g, ',')}`;
  return out;
}

// What a query ('?analysis=...' or 'analysis=...') asks for. Values are given as written (a bad
// one is for the mode to refuse with words); positions read as linkPosition does; absent ones
// are null. puzzle: null (not asked), or { id }: id null with ?puzzle alone (any puzzle), '' with
// ?puzzle= (an empty id: no puzzle), else the id as written.
export function readAddress(search = '') {
  if (typeof search !== 'string')
    throw new Error(`readAddress: the address's query must be a string, got ${describe(search)}`);
  const params = new URLSearchParams(search);
  const get = (k) => (params.has(k) ? params.get(k) : null);
  const position = (k) => (params.has(k) ? linkPosition(params.get(k)) : null);
  // ?puzzle and ?puzzle= read alike from the parameters: the query itself tells them apart.
  const bare = /(^|[?&])puzzle(&|$)/.test(search);
  const game = {
    blue: get('blue'),
    red: get('red'),
    level: get('level'),
    position: position('position'),
    moves: get('moves'),
  };
  const has = {
    learn: params.has('learn'),
    puzzle: params.has('puzzle'),
    editor: params.has('editor'),
    analysis: params.has('analysis'),
    games: params.has('games'),
    friend: params.has('friend'),
    game: true,
  };
  const orientation = get('orientation');
  return {
    mode: MODES.find((m) => has[m]),
    puzzle: params.has('puzzle') ? { id: bare ? null : get('puzzle') } : null,
    editor: position('editor'),
    analysis: position('analysis'),
    tree: get('tree'),
    orientation: orientation === 'red' || orientation === 'blue' ? orientation : null,
    game,
    review: get('review') || null,
    friend: get('friend')
      ? { id: get('friend'), side: get('side'), from: get('from') ?? '', moves: get('moves') ?? '' }
      : null,
  };
}
