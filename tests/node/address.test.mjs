// The page's addresses (web/lib/address.js): every address a builder writes reads back as what
// it was given (positions from random games, stunned chariots included, checked by web/rules.js);
// the older spellings of shared links still read; bad input is refused with an Error naming the
// value; and no other module of web/ writes or reads ?learn, ?puzzle, ?editor, ?analysis or
// ?games by hand.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as Rules from '../../web/rules.js';
import {
  learnHref,
  gamesHref,
  puzzleHref,
  editorHref,
  analysisHref,
  gameHref,
  readAddress,
  linkPosition,
  reviewHref,
  friendHref,
} from '../../web/lib/address.js';
import { configFromUrl, gameLink } from '../../web/play/game/record.js';
import { lineTree, decodeTree } from '../../web/analysis/link.js';

function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

// Positions of random games, until `count` of them are collected (a few with a stunned chariot).
function randomPositions(count, seed = 7) {
  const rand = rng(seed);
  const out = [];
  while (out.length < count) {
    let board = Rules.initialBoard();
    let player = 'blue';
    for (let ply = 0; ply < 80 && out.length < count; ply++) {
      if (Rules.winner(board)) break;
      const legal = Rules.legalMoves(board, player);
      if (!legal.length) break;
      board = Rules.applyMoveFor(board, player, legal[Math.floor(rand() * legal.length)]).board;
      player = player === 'blue' ? 'red' : 'blue';
      out.push(Rules.formatPosition(board, player));
    }
  }
  return out;
}

const POSITIONS = randomPositions(300);
const STUNNED = 'B7/1bb5/3b4/2r1b3/8/4r3/5r2/6rR+ b';

test('positions of random games round-trip through ?editor=, ?analysis= and ?position=', () => {
  assert.ok(Rules.parsePosition(STUNNED).board[7][7].stunned, 'a stunned chariot is among them');
  for (const position of [...POSITIONS, STUNNED]) {
    const back = readAddress(editorHref(position));
    assert.equal(back.mode, 'editor');
    assert.equal(back.editor, position, editorHref(position));
    const a = readAddress(analysisHref({ position, tree: '1_0_', orientation: 'red' }));
    assert.deepEqual([a.mode, a.analysis, a.tree, a.orientation], ['analysis', position, '1_0_', 'red']);
    const g = readAddress(gameHref({ blue: 'human', red: 'ai', level: 'easy', position }));
    assert.equal(g.mode, 'game');
    assert.deepEqual(g.game, { blue: 'human', red: 'ai', level: 'easy', position, moves: null });
    // What the rules read from it is the same position.
    const p = Rules.parsePosition(back.editor);
    assert.equal(Rules.formatPosition(p.board, p.player), position);
  }
});

test('an analysis link: the start as an empty ?analysis=, Blue at the bottom unwritten, a line read back legal', () => {
  assert.equal(analysisHref(), '?analysis=');
  assert.equal(analysisHref({ orientation: 'blue' }), '?analysis=');
  const start = readAddress(analysisHref({ tree: '1_2_b2b3g7g6' }));
  assert.deepEqual([start.analysis, start.tree, start.orientation], ['', '1_2_b2b3g7g6', null]);
  const position = POSITIONS[41];
  const p = Rules.parsePosition(position);
  const line = [];
  let at = p;
  for (let i = 0; i < 3 && !Rules.winner(at.board); i++) {
    const m = Rules.legalMoves(at.board, at.player)[0];
    line.push(Rules.moveToString(m));
    at = {
      board: Rules.applyMoveFor(at.board, at.player, m).board,
      player: at.player === 'blue' ? 'red' : 'blue',
    };
  }
  const back = readAddress(analysisHref({ position, tree: lineTree(line) }));
  const read = decodeTree(Rules.parsePosition(back.analysis), back.tree);
  assert.equal(read.problem, null);
  assert.deepEqual(
    read.tree.nodes.slice(1).map((n) => n.moveText),
    line,
  );
});

test('the modes and their order; ?puzzle, ?puzzle= and ?puzzle=12 told apart', () => {
  assert.equal(readAddress(learnHref()).mode, 'learn');
  assert.equal(readAddress(gamesHref()).mode, 'games');
  assert.equal(readAddress('').mode, 'game');
  assert.equal(readAddress('?level=easy').mode, 'game');
  assert.deepEqual(readAddress(puzzleHref()).puzzle, { id: null });
  assert.deepEqual(readAddress('?puzzle=').puzzle, { id: '' });
  assert.deepEqual(readAddress(puzzleHref(12)).puzzle, { id: '12' });
  assert.deepEqual(readAddress(puzzleHref('a&b')).puzzle, { id: 'a&b' });
  assert.equal(readAddress('?x=1&puzzle&y').puzzle.id, null);
  assert.equal(readAddress('?editor').editor, '');
  assert.equal(readAddress(editorHref()).mode, 'editor');
  assert.equal(readAddress('?learn&puzzle=3').mode, 'learn', 'the lessons first, as the page picks');
  assert.equal(readAddress('?puzzle=3&analysis=').mode, 'puzzle');
  // The game page's reading of the same addresses.
  assert.equal(configFromUrl('?puzzle').config.puzzle, '');
  assert.equal(configFromUrl(puzzleHref(7)).config.puzzle, '7');
  assert.equal(configFromUrl(editorHref(STUNNED)).config.editor, STUNNED);
  assert.equal(configFromUrl(analysisHref({ position: STUNNED })).config.analysis, STUNNED);
});

test('links written before still read: %20 or + for the space, an unencoded + for a stun', () => {
  const position = STUNNED;
  const spellings = [
    `?editor=${encodeURIComponent(position)}`,
    `?editor=${new URLSearchParams({ editor: position }).toString().slice('editor='.length)}`,
    `?editor=${position.replace(' ', '%20')}`, // the '+' unencoded: it arrives as a space
    `?editor=${position.replace(' ', '_').replace('+', '%2B')}`,
  ];
  for (const s of spellings) assert.equal(readAddress(s).editor, position, s);
  assert.equal(linkPosition('  B7/8/8/8/8/8/8/7R b  '), 'B7/8/8/8/8/8/8/7R b');
  assert.equal(
    readAddress('?orientation=sideways&analysis=').orientation,
    null,
    'an unknown side is not read',
  );
});

test('a game link round-trips, and gameLink keeps the page it is on', () => {
  const record = { blue: 'ai', red: 'human', level: 'expert', position: STUNNED, moves: [] };
  const href = gameHref({ ...record, moves: ['b2b3', 'g7g6'] });
  const back = readAddress(href).game;
  assert.deepEqual(back, {
    blue: 'ai',
    red: 'human',
    level: 'expert',
    position: STUNNED,
    moves: 'b2b3,g7g6',
  });
  const { config, problems } = configFromUrl(
    gameHref({ blue: 'human', red: 'ai', level: 'easy', moves: 'b2b3' }),
  );
  assert.deepEqual(problems, []);
  assert.deepEqual(config, { blue: 'human', red: 'ai', level: 'easy', moves: [Rules.parseMove('b2b3')] });
  const link = gameLink('https://example.org/polis/index.html?blue=ai#x', { ...record, moves: [] });
  assert.ok(
    link.startsWith('https://example.org/polis/index.html?blue=ai&red=human&level=expert&position='),
    link,
  );
});

test('bad input: an Error that names the value', () => {
  const cases = [
    [() => editorHref(42), /42/],
    [() => analysisHref({ position: {} }), /an object/],
    [() => analysisHref({ tree: 'a b' }), /"a b"/],
    [() => analysisHref({ orientation: 'green' }), /"green"/],
    [() => puzzleHref(1.5), /1\.5/],
    [() => gameHref({ blue: 'robot', red: 'ai', level: 'easy' }), /"robot"/],
    [() => gameHref({ blue: 'human', red: 'ai', level: '' }), /""/],
    [() => gameHref({ blue: 'human', red: 'ai', level: 'easy', moves: 3 }), /3/],
    [() => readAddress(null), /null/],
  ];
  for (const [fn, words] of cases) assert.throws(fn, (e) => e instanceof Error && words.test(e.message));
});

// Every module of web/ that writes or reads these addresses does it through web/lib/address.js.
// web/page/start.js, the page's first script, reads the query itself to pick what to load (it
// stays small: the first board is all it imports), in address.js's order (tests/node/page-built.test.mjs runs it against readAddress).
const WEB = fileURLToPath(new URL('../../web/', import.meta.url));
const ALLOWED = {
  'lib/address.js': /./,
  'page/start.js': /params\.has\('(learn|puzzle|editor|analysis)'\)/,
};
test('no other module builds or reads ?learn, ?puzzle, ?editor, ?analysis or ?games by hand', () => {
  const files = fs
    .readdirSync(WEB, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.js') && !/^(app|cdn)\/|bundle|style-sheet/.test(f));
  assert.ok(files.length > 100, `the modules were found (${files.length})`);
  const byHand =
    /[`'"]\?(learn|puzzle|editor|analysis|games|friend|review|blue=|position=)|(params|searchParams)\.(get|has|set|delete)\(\s*'(learn|puzzle|editor|analysis|games|friend|review|tree|orientation)'/;
  const found = [];
  for (const f of files) {
    const rel = f.split(path.sep).join('/');
    const lines = fs.readFileSync(path.join(WEB, f), 'utf8').split('\n');
    for (const line of lines)
      if (!line.trim().startsWith('//') && byHand.test(line) && !ALLOWED[rel]?.test(line))
        found.push(`${rel}: ${line.trim()}`);
  }
  assert.deepEqual(found, []);
});

test("a kept game's review and a friend's game read back as written; empty parts are left out; bad ids are refused", () => {
  assert.equal(readAddress(reviewHref('g-12 a')).review, 'g-12 a');
  assert.equal(readAddress(reviewHref('x')).mode, 'game', 'a review opens on the game page');
  assert.equal(friendHref(), '?friend');
  assert.deepEqual(readAddress(friendHref()).friend, null, '?friend alone: a new game');
  assert.equal(readAddress(friendHref()).mode, 'friend');
  const link = { id: 'k3x9', side: 'red', from: 'Ann & Bo', moves: 'b2b3,g7g6' };
  assert.deepEqual(readAddress(friendHref(link)).friend, link);
  assert.equal(readAddress(friendHref(link)).mode, 'friend', 'its moves make it no game link');
  assert.ok(friendHref(link).includes('moves=b2b3,g7g6'), 'the moves read plainly');
  assert.deepEqual(readAddress(friendHref({ id: 'k3x9' })).friend, {
    id: 'k3x9',
    side: null,
    from: '',
    moves: '',
  });
  for (const [fn, words] of [
    [() => reviewHref(''), /reviewHref.*""/],
    [() => reviewHref(7), /reviewHref.*7/],
    [() => friendHref({ id: 'a', moves: ['b2b3'] }), /moves/],
  ])
    assert.throws(fn, (e) => e instanceof Error && words.test(e.message));
});
