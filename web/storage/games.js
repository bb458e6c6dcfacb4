// web/storage/games.js - Your games: every game played on this page, kept as it ends and while
// it is in progress (polis:games:<path>, web/storage/keys.js), newest first.
//
//   loadGames(area) -> { games, problem: null | 'unreadable' | 'partial', writable }
//   putGame(game, area) -> { kept, why: null | 'full' | 'bound' | 'blocked' | 'guarded' }
//   deleteGame(id, area) -> { kept, removed: { game, index } | null }   restoreGame(removed, area)
//   importGames([game], area) -> { kept, why, added, same }   all kept in one write, or none
//   newGameId(now) -> a fresh id          MAX_GAMES: the most kept before the player must choose
//
// Version 1: { version: 1, games: [game] }, a game being
//   { id, date: 'YYYY-MM-DDTHH:MM:SSZ', blue, red: 'human' | 'ai', level, position (null: the
//     usual start), moves: 'b2b3,g7g6', result: 'blue' | 'red' | null (in progress),
//     why: 'chariot' | 'no-moves' | 'resign' | null, rated, change (the rating's change, or
//     null), rating (the rating after it, or null), rd, accuracy: { blue, red } | null,
//     friend: null | { me: 'blue' | 'red', name } (a game played by link) }
// Each game is read on its own: one that cannot be read is left out of the list and the whole
// record is kept aside first (web/storage/store.js), never written over. A put that would go
// past MAX_GAMES, or that the browser refuses (storage full), keeps nothing new and says why:
// the oldest games are never dropped silently; the player exports or deletes some.

import { levelByName } from '../levels.js';
import { storageArea, writeText } from './store.js';
import { readMoved, gamesKey } from './keys.js';
import { startFrom, readMovesText, movesText, usualStart } from '../play/game/read-moves.js';

export const GAMES_VERSION = 1;
export const MAX_GAMES = 500;
const SIDES = ['blue', 'red'];
const WHYS = ['chariot', 'no-moves', 'resign'];

export { gamesKey };

const DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
export const dateText = (ms) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

let counter = 0;
export const newGameId = (now = Date.now()) =>
  `${now.toString(36)}-${(counter++).toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

const num = (v) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const side = (v) => (SIDES.includes(v) ? v : null);

function readAccuracy(a) {
  if (!a || typeof a !== 'object') return null;
  const blue = num(a.blue);
  const red = num(a.red);
  return blue === null && red === null ? null : { blue, red };
}

function readFriend(f) {
  if (!f || typeof f !== 'object' || !side(f.me)) return null;
  return { me: f.me, name: typeof f.name === 'string' ? f.name.slice(0, 40) : '' };
}

// One stored game, checked whole (its moves replayed by the rules); throws naming what is wrong.
export function readGame(g) {
  if (!g || typeof g !== 'object') throw new Error('a game is not an object');
  if (typeof g.id !== 'string' || !/^[A-Za-z0-9-]{1,40}$/.test(g.id))
    throw new Error(`bad id ${String(g.id)}`);
  if (typeof g.date !== 'string' || !DATE.test(g.date)) throw new Error(`bad date ${String(g.date)}`);
  for (const s of SIDES)
    if (g[s] !== 'human' && g[s] !== 'ai') throw new Error(`bad ${s} player ${String(g[s])}`);
  const level = levelByName(g.level).name;
  const start = g.position ? startFrom(g.position) : usualStart();
  const { text: moves, error } = readMovesText(g.moves ?? '', start);
  if (error) throw new Error(`bad moves: ${error}`);
  const result = g.result === null || g.result === undefined ? null : side(g.result);
  if (result === null && g.result != null) throw new Error(`bad result ${String(g.result)}`);
  const why = result && WHYS.includes(g.why) ? g.why : null;
  if (result && !why) throw new Error(`bad reason ${String(g.why)}`);
  return {
    id: g.id,
    date: g.date,
    blue: g.blue,
    red: g.red,
    level,
    position: start.text,
    moves,
    result,
    why,
    rated: g.rated === true,
    change: num(g.change),
    rating: num(g.rating),
    rd: num(g.rd),
    accuracy: readAccuracy(g.accuracy),
    friend: readFriend(g.friend),
  };
}

export function migrateGames(data) {
  if (!data || typeof data !== 'object' || !Array.isArray(data.games)) throw new Error('not a games record');
  const lost = [];
  if (Number.isInteger(data.version) && data.version > GAMES_VERSION) lost.push('version');
  const games = [];
  const ids = new Set();
  for (const [i, g] of data.games.entries()) {
    try {
      const game = readGame(g);
      if (ids.has(game.id)) throw new Error('the same id twice');
      ids.add(game.id);
      games.push(game);
    } catch {
      lost.push(`game ${i + 1}`);
    }
  }
  return { value: sortGames(games), lost };
}

// Newest first; the same date: by id, so the order is the same every time.
export const sortGames = (games) =>
  [...games].sort((a, b) => (a.date === b.date ? (a.id < b.id ? 1 : -1) : a.date < b.date ? 1 : -1));

export const gamesText = (games) => JSON.stringify({ version: GAMES_VERSION, games });

// The games kept under the page's other address by an older page, beside this list's (a game
// in both: this list's).
const foldGames = (mine, older) =>
  sortGames([...mine, ...older.filter((g) => !mine.some((m) => m.id === g.id))]);

export function loadGames(area = storageArea()) {
  if (!area) return { games: [], problem: null, writable: false };
  const r = readMoved(gamesKey(), migrateGames, { area, fold: foldGames, write: gamesText });
  return { games: r.value || [], problem: r.problem, writable: !r.problem || !!r.backup };
}

function write(games, area) {
  if (!area) return { kept: false, why: 'blocked' };
  return writeText(gamesKey(), gamesText(games), area)
    ? { kept: true, why: null }
    : { kept: false, why: 'full' };
}

// Keeps `game` (a new one, or the same id's newer state). Nothing is dropped to make room.
export function putGame(game, area = storageArea()) {
  const checked = readGame(game);
  const { games, writable } = loadGames(area);
  if (!area) return { kept: false, why: 'blocked' };
  if (!writable) return { kept: false, why: 'guarded' };
  const rest = games.filter((g) => g.id !== checked.id);
  if (rest.length === games.length && games.length >= MAX_GAMES) return { kept: false, why: 'bound' };
  return write(sortGames([checked, ...rest]), area);
}

export function deleteGame(id, area = storageArea()) {
  const { games, writable } = loadGames(area);
  const index = games.findIndex((g) => g.id === id);
  if (index < 0 || !writable) return { kept: false, removed: null };
  const r = write(
    games.filter((g) => g.id !== id),
    area,
  );
  return { kept: r.kept, removed: r.kept ? { game: games[index], index } : null };
}

// Games read from a file (web/lib/game-file.js), kept in one write or not at all. A game
// already kept as it is counts as `same`; one whose id is taken by a different game is kept as
// another game (a new id), so nothing kept is written over.
export function importGames(incoming, area = storageArea()) {
  const { games, writable } = loadGames(area);
  if (!area) return { kept: false, why: 'blocked', added: 0, same: 0 };
  if (!writable) return { kept: false, why: 'guarded', added: 0, same: 0 };
  const byId = new Map(games.map((g) => [g.id, g]));
  const added = [];
  let same = 0;
  for (const raw of incoming) {
    const g = readGame(raw);
    const there = byId.get(g.id);
    if (there && JSON.stringify(there) === JSON.stringify(g)) same++;
    else {
      const kept = there ? { ...g, id: newGameId() } : g;
      byId.set(kept.id, kept);
      added.push(kept);
    }
  }
  if (!added.length) return { kept: true, why: null, added: 0, same };
  if (games.length + added.length > MAX_GAMES) return { kept: false, why: 'bound', added: 0, same };
  const r = write(sortGames([...added, ...games]), area);
  return { ...r, added: r.kept ? added.length : 0, same };
}

// Undo of a delete: the game back where it was (the list is sorted, so its place is its date).
export const restoreGame = (removed, area = storageArea()) => putGame(removed.game, area);

// A game as the page plays it (settings, the game's record and its end) as a stored game.
export function gameEntry({
  id,
  date,
  settings,
  record,
  over,
  rating = null,
  accuracy = null,
  friend = null,
}) {
  return readGame({
    id,
    date,
    blue: settings.blue,
    red: settings.red,
    level: settings.level,
    position: record.position ?? null,
    moves: typeof record.moves === 'string' ? record.moves : movesText(record.moves),
    result: over ? over.winner : null,
    why: over ? over.reason : null,
    rated: !!rating,
    change: rating ? rating.change : null,
    rating: rating ? rating.rating : null,
    rd: rating ? rating.rd : null,
    accuracy,
    friend,
  });
}

// Whose turn it is in a stored game that is still going on, or null when it is over.
export function gameTurn(game) {
  if (game.result) return null;
  const start = startFrom(game.position);
  const n = game.moves ? game.moves.split(',').length : 0;
  return n % 2 ? (start.player === 'blue' ? 'red' : 'blue') : start.player;
}
