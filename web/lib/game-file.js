// web/lib/game-file.js - games as text and back: the file format of docs/game-file.md.
//
//   writeGames([game]) -> text           one game or many, each as tags then its moves
//   readGames(text) -> [game]            throws an Error 'line N: why' at the first thing wrong;
//                                        a file with anything wrong gives no game at all
// A game is Your games' stored shape (web/storage/games.js). writeGames(readGames(t)) === t for
// every t that writeGames wrote.

import * as Rules from '../rules.js';
import { readGame } from '../storage/games.js';
import { startFrom } from '../play/game/read-moves.js';

// The tags in the order they are written; `need`: every game has it.
const TAGS = [
  { tag: 'Id', key: 'id', need: true },
  { tag: 'Date', key: 'date', need: true },
  { tag: 'Blue', key: 'blue', need: true },
  { tag: 'Red', key: 'red', need: true },
  { tag: 'Level', key: 'level', need: true },
  { tag: 'Position', key: 'position' },
  { tag: 'Result', key: 'result', need: true },
  { tag: 'Reason', key: 'why' },
  { tag: 'Rated', key: 'rated', need: true },
  { tag: 'Change', key: 'change' },
  { tag: 'Rating', key: 'rating' },
  { tag: 'Deviation', key: 'rd' },
  { tag: 'Accuracy', key: 'accuracy' },
  { tag: 'Friend', key: 'friend' },
];
const LINE = 80;
const NUMBER = /^-?\d+(\.\d+)?$/;

const numText = (n) => (n === null ? '-' : String(n));

function tagValues(g) {
  return {
    id: g.id,
    date: g.date,
    blue: g.blue,
    red: g.red,
    level: g.level,
    position: g.position,
    result: g.result ?? '*',
    why: g.why,
    rated: g.rated ? 'yes' : 'no',
    change: g.change === null ? null : `${g.change > 0 ? '+' : ''}${g.change}`,
    rating: g.rating === null ? null : String(g.rating),
    rd: g.rd === null ? null : String(g.rd),
    accuracy: g.accuracy ? `${numText(g.accuracy.blue)} ${numText(g.accuracy.red)}` : null,
    friend: g.friend ? `${g.friend.me} ${g.friend.name}`.trim() : null,
  };
}

// The moves numbered as the page numbers them: '1. b2b3 g7g6 2. ...', a start with Red to move
// as '1... g7g6'; then the result; lines at most LINE characters.
function moveText(g) {
  const start = startFrom(g.position);
  const words = [];
  const moves = g.moves ? g.moves.split(',') : [];
  let n = 1;
  let player = start.player;
  for (const [i, m] of moves.entries()) {
    if (player === 'blue') words.push(`${n}.`);
    else if (i === 0) words.push(`${n}...`);
    words.push(m);
    if (player === 'red') n++;
    player = player === 'blue' ? 'red' : 'blue';
  }
  words.push(g.result ?? '*');
  const lines = [''];
  for (const w of words) {
    const last = lines.length - 1;
    if (lines[last] && lines[last].length + 1 + w.length > LINE) lines.push(w);
    else lines[last] = lines[last] ? `${lines[last]} ${w}` : w;
  }
  return lines.join('\n');
}

export function writeGames(games) {
  return games
    .map((g) => {
      const v = tagValues(readGame(g));
      const tags = TAGS.filter((t) => v[t.key] !== null).map(
        (t) => `[${t.tag} "${String(v[t.key]).replace(/[\\"]/g, '\\$&')}"]`,
      );
      return `${tags.join('\n')}\n\n${moveText(g)}\n`;
    })
    .join('\n');
}

const fail = (line, why) => {
  throw new Error(`line ${line}: ${why}`);
};

function readTag(text, line, tags) {
  const m = /^\[([A-Za-z]+) "((?:[^"\\]|\\["\\])*)"\]$/.exec(text);
  if (!m) fail(line, `${JSON.stringify(text.slice(0, 40))} is not a tag like [Date "2026-11-27T10:00:00Z"]`);
  const t = TAGS.find((x) => x.tag === m[1]);
  if (!t) fail(line, `${m[1]} is not a tag of this format`);
  if (m[1] in tags) fail(line, `the tag ${m[1]} comes twice`);
  tags[m[1]] = { value: m[2].replace(/\\(["\\])/g, '$1'), line };
}

function optNum(tags, tag) {
  const t = tags[tag];
  if (!t) return null;
  if (!NUMBER.test(t.value.replace(/^\+/, ''))) fail(t.line, `${tag} "${t.value}" is not a number`);
  return Number(t.value);
}

function tagsToGame(tags, head) {
  for (const t of TAGS) if (t.need && !tags[t.tag]) fail(head, `the game has no ${t.tag} tag`);
  const val = (tag) => tags[tag]?.value ?? null;
  const rated = val('Rated');
  if (rated !== 'yes' && rated !== 'no') fail(tags.Rated.line, `Rated "${rated}" is neither yes nor no`);
  const acc = tags.Accuracy;
  let accuracy = null;
  if (acc) {
    const parts = acc.value.split(' ');
    if (parts.length !== 2 || !parts.every((p) => p === '-' || NUMBER.test(p)))
      fail(acc.line, `Accuracy "${acc.value}" is not two numbers (or -) for Blue and Red`);
    accuracy = { blue: parts[0] === '-' ? null : +parts[0], red: parts[1] === '-' ? null : +parts[1] };
  }
  const fr = tags.Friend;
  let friend = null;
  if (fr) {
    const [me, ...name] = fr.value.split(' ');
    if (me !== 'blue' && me !== 'red') fail(fr.line, `Friend "${fr.value}" does not start with blue or red`);
    friend = { me, name: name.join(' ') };
  }
  const result = val('Result');
  return {
    id: val('Id'),
    date: val('Date'),
    blue: val('Blue'),
    red: val('Red'),
    level: val('Level'),
    position: val('Position'),
    result: result === '*' ? null : result,
    why: val('Reason'),
    rated: rated === 'yes',
    change: optNum(tags, 'Change'),
    rating: optNum(tags, 'Rating'),
    rd: optNum(tags, 'Deviation'),
    accuracy,
    friend,
  };
}

// The moves' words ({ word, line }) replayed from the game's start: numbers checked, each move
// played by the rules, the result last.
function readMoveWords(words, game, tags) {
  let start;
  try {
    start = startFrom(game.position);
  } catch (e) {
    fail(tags.Position.line, `the position cannot be read: ${e.message}`);
  }
  let { board, player } = start;
  let n = 1;
  const moves = [];
  const end = words.pop();
  if (!end || !['blue', 'red', '*'].includes(end.word))
    fail(end ? end.line : tags.Result.line, 'the moves do not end with the result (blue, red or *)');
  if (end.word !== tags.Result.value)
    fail(end.line, `the moves end with ${end.word} but the Result tag says ${tags.Result.value}`);
  for (const { word, line } of words) {
    const numbered = /^(\d+)(\.|\.\.\.)$/.exec(word);
    if (numbered) {
      const want = player === 'blue' ? `${n}.` : moves.length === 0 ? `${n}...` : null;
      if (word !== want) fail(line, `${word} is not the next move number (${want ?? 'a move by Red'})`);
      continue;
    }
    if (Rules.winner(board) || !Rules.legalMoves(board, player).length)
      fail(line, `move ${word} comes after the end of the game`);
    let m;
    try {
      m = Rules.parseMove(word);
      board = Rules.applyMoveFor(board, player, m).board;
    } catch (e) {
      fail(line, `move ${word.slice(0, 20)} cannot be played by ${player}: ${e.message}`);
    }
    moves.push(word);
    if (player === 'red') n++;
    player = player === 'blue' ? 'red' : 'blue';
  }
  return moves.join(',');
}

// Splits the text into games: tag lines, one empty line, move lines, an empty line between games.
export function readGames(text) {
  if (typeof text !== 'string') throw new Error(`a game file is text, not ${typeof text}`);
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  if (lines.at(-1) === '') lines.pop();
  const games = [];
  let i = 0;
  while (i < lines.length) {
    while (i < lines.length && lines[i] === '') i++;
    if (i >= lines.length) break;
    const head = i + 1;
    const tags = {};
    while (i < lines.length && lines[i] !== '') readTag(lines[i], ++i, tags);
    const game = tagsToGame(tags, head);
    if (i >= lines.length) fail(i, 'the game has tags but no moves (not even its result)');
    i++;
    const words = [];
    while (i < lines.length && lines[i] !== '') {
      if (lines[i].startsWith('[')) fail(i + 1, 'a tag line among the moves (an empty line is missing)');
      for (const word of lines[i].split(' ')) if (word) words.push({ word, line: i + 1 });
      i++;
    }
    game.moves = readMoveWords(words, game, tags);
    try {
      games.push(readGame(game));
    } catch (e) {
      fail(head, `the game cannot be kept: ${e.message}`);
    }
  }
  if (!games.length) throw new Error('line 1: the file holds no game');
  return games;
}
