// The puzzle controller's new ways in (web/puzzle/ctrl.js) in Node, on the real puzzle set: a
// link's id read strictly (an id that is no puzzle is said, never replaced by another), a
// solve after a wrong move said as such (puzzle 175 said "with help" though none was given),
// the choice of what to train (theme, difficulty band) followed by every next puzzle and kept
// by web/storage/progress.js, and the solution shown move by move, the attempt then missed.
// Every board is checked against web/rules.js replaying the puzzle's line.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { puzzles, puzzleById as byId, boardAfter as after } from '../helpers/puzzles.mjs';
import { squareIndex } from '../../web/rules/util.js';
import { START, levelRating } from '../../web/lib/rating.js';
import { freshProgress, loadChoice, saveChoice, CHOICE_KEY } from '../../web/storage/progress.js';
import { createPuzzleCtrl } from '../../web/puzzle/ctrl.js';
import { THEMES, BANDS, bandOf } from '../../web/puzzle/set.js';
import { saidText } from '../../web/puzzle/view.js';

const sq = (name) => squareIndex(Number(name[1]) - 1, name.charCodeAt(0) - 97);

function make(wanted, { choice, random = () => 0 } = {}) {
  const log = { shown: [], pauses: 0 };
  const ctrl = createPuzzleCtrl({
    loadSet: async () => puzzles,
    readProgress: () => freshProgress(),
    readRating: () => ({ ...START }),
    readChoice: () => choice ?? { theme: null, band: null },
    show: async (board, move) => log.shown.push(Rules.moveToString(move)),
    pause: async () => log.pauses++,
    random,
    wanted,
    changed: () => {},
  });
  return { ctrl, log };
}

const play = (ctrl, m) => ctrl.userMove(sq(m.slice(0, 2)), sq(m.slice(2, 4)));
async function solve(ctrl) {
  const p = ctrl.state.attempt.puzzle;
  for (let i = ctrl.state.attempt.step; i < p.line.length; i += 2) await play(ctrl, p.line[i]);
  assert.equal(ctrl.state.phase, 'solved', `puzzle ${p.id} solved`);
  assert.deepEqual(ctrl.state.attempt.board, after(p, p.line));
}
// A first move that is not the puzzle's (the first in the rules' order).
const wrongMove = (p) => {
  const { board, player } = Rules.parsePosition(p.position);
  return Rules.legalMoves(board, player)
    .map(Rules.moveToString)
    .find((m) => m !== p.line[0]);
};

test('puzzle 175 solved after one wrong move and no hint: said as a wrong move, not as help', async () => {
  const p = byId(175);
  const { ctrl } = make('175');
  await ctrl.start();
  await play(ctrl, wrongMove(p));
  assert.equal(ctrl.state.phase, 'wrong');
  ctrl.retry();
  await solve(ctrl);
  const s = ctrl.state;
  assert.equal(s.attempt.hints, 0);
  assert.equal(s.said.clean, false);
  assert.ok(s.said.change < 0);
  const said = saidText(s);
  assert.match(said, /^Solved after 1 wrong move, so it counts as missed\. \u2212\d+$/, said);
  assert.doesNotMatch(said, /help|hint/);
});

test('a link id is read strictly: an id that is no puzzle is said, never another opened; Next then opens one', async () => {
  for (const id of ['99999', '0', '-1', 'abc', '1.5', '', '0x10', ' 12', '12 ', '+12', '1e1', '012x']) {
    const { ctrl } = make(id);
    await ctrl.start();
    assert.equal(ctrl.state.phase, 'missing', `?puzzle=${id}`);
    assert.equal(ctrl.state.attempt, null, `?puzzle=${id} opens nothing`);
    assert.equal(ctrl.legal().length, 0);
    assert.match(saidText(ctrl.state), /^This puzzle does not exist\. The puzzles are numbered 1 to 600\.$/);
    ctrl.next();
    assert.equal(ctrl.state.phase, 'solving');
    assert.ok(ctrl.state.attempt.puzzle.id > 0);
  }
  for (const id of ['16', 16, '600', '1']) {
    const { ctrl } = make(id);
    await ctrl.start();
    assert.equal(ctrl.state.attempt.puzzle.id, Number(id), `?puzzle=${id}`);
  }
});

test('a theme and a band chosen: the puzzle shown at once and every next one fit them', async () => {
  const { ctrl } = make(null, { random: Math.random });
  await ctrl.start();
  for (const theme of THEMES) {
    ctrl.choose({ theme, band: null });
    for (let n = 0; n < 3; n++) {
      assert.equal(ctrl.state.attempt.puzzle.theme, theme);
      await solve(ctrl);
      ctrl.next();
    }
  }
  for (const band of Object.keys(BANDS)) {
    ctrl.choose({ theme: 'race', band });
    for (let n = 0; n < 3; n++) {
      const p = ctrl.state.attempt.puzzle;
      assert.equal(p.theme, 'race');
      const r = levelRating(p.level).rating;
      assert.ok(r >= BANDS[band][0] && r < BANDS[band][1], `puzzle ${p.id} (${r}) is ${band}`);
      ctrl.next();
    }
  }
  ctrl.choose({ theme: null, band: null });
  assert.deepEqual(ctrl.state.choice, { theme: null, band: null });
  // A choice whose every puzzle is solved brings a solved one back rather than nothing.
  const trapEasier = puzzles.filter((p) => p.theme === 'trap' && bandOf(p) === 'easier');
  ctrl.state.progress = { ...ctrl.state.progress, solved: trapEasier.map((p) => p.id) };
  ctrl.choose({ theme: 'trap', band: 'easier' });
  assert.ok(trapEasier.some((p) => p.id === ctrl.state.attempt.puzzle.id));
});

test('the choice is kept: stored, read back, and a damaged or later one reads as any', () => {
  const data = new Map();
  const area = {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => data.set(k, String(v)),
    removeItem: (k) => data.delete(k),
  };
  const known = [THEMES, Object.keys(BANDS)];
  assert.deepEqual(loadChoice(area, ...known), { theme: null, band: null });
  assert.equal(saveChoice(area, { theme: 'stun', band: 'harder' }), true);
  assert.deepEqual(JSON.parse(data.get(CHOICE_KEY)), { version: 1, theme: 'stun', band: 'harder' });
  assert.deepEqual(loadChoice(area, ...known), { theme: 'stun', band: 'harder' });
  data.set(CHOICE_KEY, JSON.stringify({ version: 2, theme: 'sacrifice', band: 'middle' }));
  assert.deepEqual(loadChoice(area, ...known), { theme: null, band: 'middle' });
  assert.equal(
    data.get(`${CHOICE_KEY}:backup`),
    JSON.stringify({ version: 2, theme: 'sacrifice', band: 'middle' }),
  );
  data.set(CHOICE_KEY, '{not json');
  assert.deepEqual(loadChoice(area, ...known), { theme: null, band: null });
});

test('the solution shown: the line played move by move from the position, then the puzzle counts as missed', async () => {
  const p = puzzles.find((q) => q.line.length === 3 && q.goal === 'win');
  const { ctrl, log } = make(String(p.id));
  await ctrl.start();
  await ctrl.showSolution();
  const s = ctrl.state;
  assert.equal(s.phase, 'shown');
  assert.deepEqual(log.shown, p.line, 'every move of the line, in order');
  assert.equal(log.pauses, p.line.length - 1, 'a pause between moves');
  assert.deepEqual(s.attempt.board, after(p, p.line));
  assert.equal(
    Rules.winner(s.attempt.board),
    Rules.parsePosition(p.position).player,
    'the line wins by the rules',
  );
  assert.equal(s.attempt.step, p.line.length);
  assert.ok(s.said.change < 0, 'a loss');
  assert.deepEqual(s.progress.solved, [], 'not solved');
  assert.equal(s.progress.streak, 0);
  assert.equal(
    saidText(s),
    `The solution: ${p.line.join(' ')}. Seen, so it counts as missed. \u2212${Math.round(-s.said.change)}`,
  );
  assert.equal(ctrl.legal().length, 0);
});

test('the solution after a wrong move starts from the position before it', async () => {
  const p = byId(175);
  const { ctrl, log } = make('175');
  await ctrl.start();
  const wrong = wrongMove(p);
  await play(ctrl, wrong);
  const before = log.shown.length;
  await ctrl.showSolution();
  assert.deepEqual(log.shown.slice(before), p.line);
  assert.deepEqual(ctrl.state.attempt.board, after(p, p.line));
  assert.equal(ctrl.state.phase, 'shown');
});

test('another puzzle started while the solution or a reply plays: the new one is left alone', async () => {
  const p = puzzles.find((q) => q.line.length === 3 && q.goal === 'win');
  let release;
  const log = { shown: [] };
  const ctrl = createPuzzleCtrl({
    loadSet: async () => puzzles,
    readProgress: () => freshProgress(),
    readRating: () => ({ ...START }),
    show: async (board, move) => log.shown.push(Rules.moveToString(move)),
    pause: () => new Promise((r) => (release = r)),
    random: () => 0,
    wanted: String(p.id),
    changed: () => {},
  });
  await ctrl.start();
  const showing = ctrl.showSolution();
  await new Promise((r) => setImmediate(r));
  assert.equal(ctrl.state.phase, 'showing');
  ctrl.choose({ theme: 'defence' });
  const fresh = ctrl.state.attempt;
  release();
  await showing;
  assert.equal(ctrl.state.attempt, fresh, 'the new puzzle untouched');
  assert.equal(ctrl.state.phase, 'solving');
  assert.equal(ctrl.state.attempt.step, 0);
  assert.equal(ctrl.state.score, null, 'nothing scored');
  assert.deepEqual(log.shown, [p.line[0]]);
});
