// What saving the game in progress costs as Your games grows: the page saves after every move
// (web/play/mode.js: the saved game, web/storage/saved-game.js, then its entry in Your games,
// web/games/keep.js), each save reading what is kept. In Node, with a stand-in localStorage:
// K games of about 60 plies kept, then a game of 60 plies saved a move at a time; milliseconds a
// save (median of ROUNDS games); and a visit's first save, which reads every kept game afresh
// (each in a Node process of its own, so nothing is remembered from before). BEFORE=/path/to/
// another/checkout measures that one too, alternated with this one (each keeps its own modules).
//
//   node bench/games-save.mjs      BEFORE=../old ROUNDS=5 KEPT=0,20,100,500 node bench/games-save.mjs

import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { seededRandom, randomGameMoves } from '../tests/helpers/vectors.mjs';

const HERE = fileURLToPath(new URL('..', import.meta.url));
const ROUNDS = Number(process.env.ROUNDS || 3);
const KEPT = (process.env.KEPT || '0,20,100').split(',').map(Number);
const roots = [HERE, ...(process.env.BEFORE ? [path.resolve(process.env.BEFORE)] : [])];
// `node bench/games-save.mjs --first ROOT K`: one first save, its milliseconds printed.
const FIRST = process.argv[2] === '--first' ? { root: process.argv[3], kept: Number(process.argv[4]) } : null;
if (FIRST) roots.splice(0, roots.length, FIRST.root);

const mem = new Map();
globalThis.localStorage = {
  getItem: (k) => (mem.has(k) ? mem.get(k) : null),
  setItem: (k, v) => mem.set(k, String(v)),
  removeItem: (k) => mem.delete(k),
  key: (i) => [...mem.keys()][i] ?? null,
  get length() {
    return mem.size;
  },
};
globalThis.location = { pathname: '/index.html' };

const load = async (root) => {
  const at = (file) => import(pathToFileURL(path.join(root, file)).href);
  const [keep, games] = await Promise.all([at('web/games/keep.js'), at('web/storage/games.js')]);
  return { ...keep, ...games };
};
const sides = await Promise.all(roots.map(load));

const random = seededRandom(7);
const randomGame = (plies) => randomGameMoves(plies, random);

const settings = { blue: 'human', red: 'ai', level: 'novice' };
function keepGames(m, kept) {
  mem.clear();
  for (let i = 0; i < kept; i++) {
    const record = { position: null, moves: randomGame(60).join(','), resigned: false };
    const date = m.dateText(Date.UTC(2026, 0, 1) - i * 60000);
    mem.set(
      m.gamesKey(),
      m.gamesText([
        m.gameEntry({ id: `g${i}`, date, settings, record, over: false }),
        ...(i ? JSON.parse(mem.get(m.gamesKey())).games : []),
      ]),
    );
  }
}

function oneGame(m, kept) {
  keepGames(m, kept);
  const keeper = m.createGamesKeeper('polis:game:/index.html', {
    rating: () => ({ rating: 1500, rd: 350, games: 0 }),
  });
  const moves = randomGame(60);
  const t0 = performance.now();
  for (let n = 1; n <= moves.length; n++)
    keeper.saved(settings, { position: null, moves: moves.slice(0, n).join(','), resigned: false }, false);
  return (performance.now() - t0) / moves.length;
}

const median = (a) => a.slice().sort((x, y) => x - y)[a.length >> 1];
if (FIRST) {
  const m = sides[0];
  keepGames(m, FIRST.kept);
  const keeper = m.createGamesKeeper('polis:game:/index.html', {
    rating: () => ({ rating: 1500, rd: 350, games: 0 }),
  });
  const t0 = performance.now();
  keeper.saved(settings, { position: null, moves: randomGame(1).join(','), resigned: false }, false);
  console.log((performance.now() - t0).toFixed(2));
  process.exit(0);
}
const { execFileSync } = await import('node:child_process');
const firstSave = (root, kept) =>
  Number(
    execFileSync(process.execPath, [fileURLToPath(import.meta.url), '--first', root, String(kept)], {
      encoding: 'utf8',
    }),
  );
const rows = [];
for (const kept of KEPT) {
  const times = roots.map(() => []);
  const firsts = roots.map(() => []);
  for (let r = 0; r < ROUNDS; r++)
    for (const k of r % 2 ? [...roots.keys()].reverse() : [...roots.keys()]) {
      times[k].push(oneGame(sides[k], kept));
      firsts[k].push(firstSave(roots[k], kept));
    }
  rows.push([kept, ...times.map((t) => median(t).toFixed(2)), ...firsts.map((t) => median(t).toFixed(1))]);
}
const which = roots.length > 1 ? [' (this checkout)', ' (BEFORE)'] : [''];
const head = [
  'games kept',
  ...which.map((w) => `ms a save${w}`),
  ...which.map((w) => `ms a visit's first save${w}`),
];
console.log(`| ${head.join(' | ')} |\n| ${head.map(() => '---').join(' | ')} |`);
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
