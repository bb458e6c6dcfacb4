// The game file (web/lib/game-file.js, docs/game-file.md): written and read back to the same
// games and the same bytes, many games in one file, and every kind of bad file refused whole
// with the line and the reason.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as Rules from '../../web/rules.js';
import { writeGames, readGames } from '../../web/lib/game-file.js';

// A legal game: `n` moves from the start, a seeded choice among the legal moves each time.
function play(n, seed = 1) {
  let board = Rules.initialBoard();
  let player = 'blue';
  const out = [];
  for (let i = 0; i < n && !Rules.winner(board); i++) {
    const legal = Rules.legalMoves(board, player);
    if (!legal.length) break;
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const m = legal[seed % legal.length];
    out.push(Rules.moveToString(m));
    board = Rules.applyMoveFor(board, player, m).board;
    player = player === 'blue' ? 'red' : 'blue';
  }
  return out.join(',');
}

const base = {
  id: 'a1',
  date: '2026-11-27T02:00:00Z',
  blue: 'human',
  red: 'ai',
  level: 'easy',
  position: null,
  moves: play(40),
  result: 'red',
  why: 'resign',
  rated: true,
  change: -7.5,
  rating: 1192.5,
  rd: 310,
  accuracy: { blue: 64, red: null },
  friend: null,
};

const games = [
  base,
  {
    ...base,
    id: 'b2',
    result: null,
    why: null,
    rated: false,
    change: null,
    rating: null,
    rd: null,
    accuracy: null,
  },
  {
    ...base,
    id: 'c3',
    blue: 'human',
    red: 'human',
    moves: play(3, 7),
    result: null,
    why: null,
    rated: false,
    change: null,
    rating: null,
    rd: null,
    accuracy: null,
    friend: { me: 'red', name: 'Ann "the" \\ best' },
  },
  { ...base, id: 'd4', moves: '', change: 12, accuracy: { blue: null, red: 90.5 } },
];

test('export, import, export gives the same bytes and the same games', () => {
  const text = writeGames(games);
  const back = readGames(text);
  assert.deepEqual(back, games);
  assert.equal(writeGames(back), text);
  assert.ok(text.split('\n').every((l) => l.length <= 80));
  assert.match(text, /^\[Id "a1"\]\n\[Date "2026-11-27T02:00:00Z"\]\n/);
  assert.match(text, /\n\n1\. \S+ \S+ 2\. /);
  assert.match(text, /\[Friend "red Ann \\"the\\" \\\\ best"\]/);
  // One game alone is a file too, and Windows line ends read the same.
  assert.deepEqual(readGames(writeGames([games[2]])), [games[2]]);
  assert.deepEqual(readGames(text.replace(/\n/g, '\r\n')), games);
});

test('a game from a position with Red to move starts at 1...', () => {
  const position = Rules.formatPosition(Rules.initialBoard(), 'red');
  const red = Rules.legalMoves(Rules.initialBoard(), 'red')[0];
  const g = { ...base, id: 'r', position, moves: Rules.moveToString(red), result: null, why: null };
  const text = writeGames([g]);
  assert.match(text, new RegExp(`\\n\\n1\\.\\.\\. ${Rules.moveToString(red)} \\*\\n$`));
  assert.deepEqual(readGames(text), [g]);
});

test('the example in docs/game-file.md reads', () => {
  const doc = readFileSync(new URL('../../docs/game-file.md', import.meta.url), 'utf8');
  const example = /```text\n([\s\S]*?)```/.exec(doc)[1];
  const read = readGames(example);
  assert.equal(read.length, 2);
  assert.equal(writeGames(read), example);
});

// Each bad file: the error names the line and why, and nothing is given back.
const one = writeGames([base]);
const lines = one.split('\n');
const change = (n, to) => [...lines.slice(0, n - 1), to, ...lines.slice(n)].join('\n');
const bad = [
  ['an unknown tag', change(1, '[Colour "blue"]'), /line 1: Colour is not a tag/],
  ['a tag twice', change(2, '[Id "x"]'), /line 2: the tag Id comes twice/],
  ['a line that is not a tag', change(3, 'Blue: human'), /line 3: "Blue: human" is not a tag/],
  ['a missing tag', lines.slice(1).join('\n'), /line 1: the game has no Id tag/],
  ['a bad date', change(2, '[Date "yesterday"]'), /line 1: the game cannot be kept: bad date yesterday/],
  ['a bad number', change(9, '[Change "much"]'), /line 9: Change "much" is not a number/],
  ['a bad Rated', change(8, '[Rated "maybe"]'), /line 8: Rated "maybe" is neither yes nor no/],
  ['a wrong move number', one.replace(' 2. ', ' 3. '), /line 14: 3\. is not the next move number \(2\.\)/],
  [
    'a result that disagrees',
    one.replace(/ red\n$/, ' blue\n'),
    /the moves end with blue but the Result tag says red/,
  ],
  ['no result at the end', one.replace(/ red\n$/, '\n'), /the moves do not end with the result/],
  ['no moves part', lines.slice(0, 12).join('\n'), /line 12: the game has tags but no moves/],
];
for (const [what, text, why] of bad)
  test(`refused whole: ${what}`, () => {
    assert.throws(
      () => readGames(`${writeGames([games[1]])}\n${text}`),
      (e) => {
        // The first game was fine; the error is the second's, its line counted in the whole file.
        const shift = writeGames([games[1]]).split('\n').length;
        const m = /^line (\d+): (.*)$/.exec(e.message);
        assert.ok(m, e.message);
        const local = `line ${Number(m[1]) - shift}: ${m[2]}`;
        assert.match(local, why);
        return true;
      },
    );
  });

test('an illegal move is named with its line, and after the end of the game too', () => {
  const words = base.moves.split(',');
  const illegal = one.replace(` ${words[2]} `, ` ${words[3]} `);
  assert.throws(() => readGames(illegal), new RegExp(`line 14: move ${words[3]} cannot be played by blue`));
  // A game played to its end (the first seed whose game ends), then one move more.
  let moves = '';
  for (let seed = 1; seed < 50 && !moves; seed++) {
    const m = play(600, seed);
    let b = Rules.initialBoard();
    m.split(',').forEach(
      (w, k) => (b = Rules.applyMoveFor(b, k % 2 ? 'red' : 'blue', Rules.parseMove(w)).board),
    );
    if (Rules.winner(b)) moves = m;
  }
  assert.ok(moves, 'a game that ends');
  const text = writeGames([{ ...base, moves, result: null, why: null }]).replace(/ \*\n$/, ' b2b3 *\n');
  assert.throws(() => readGames(text), /move b2b3 comes after the end of the game/);
  assert.throws(() => readGames(''), /^Error: line 1: the file holds no game$/);
});
