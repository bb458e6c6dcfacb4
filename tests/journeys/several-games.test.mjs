// Two <polis-game> elements without ids on one page: each has its own saved game. Before, they
// shared one: the second (blue="human") started as computer against computer, from the first
// one's saved players, and a reload mixed their games up. A game saved by the first element
// under the old key (before elements were told apart) is still resumed.

import test from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { useBrowser, pickMove } from '../helpers/page.mjs';
import { TIMEOUT } from '../helpers/timeouts.mjs';

const env = useBrowser();
const PATH = 'tests/fixtures/games.html';

const games = (page) =>
  page.$$eval('polis-game', (els) =>
    els.map((g) => {
      const d = g.shadowRoot.querySelector('.polis').dataset;
      return { blue: d.blue, red: d.red, state: d.state, moves: g.moves, position: g.position };
    }),
  );

// The game's moves replayed with rules.js give the position the element reports.
function checkWithRules(g) {
  let { board, player } = Rules.parsePosition('Bbbbbbbb/bbbbbbbb/8/8/8/8/rrrrrrrr/rrrrrrrR b');
  for (const m of g.moves) {
    board = Rules.applyMoveFor(board, player, Rules.parseMove(m)).board;
    player = player === 'blue' ? 'red' : 'blue';
  }
  assert.equal(g.position, Rules.formatPosition(board, player));
}

test('two elements without ids keep their own players and their own saved games', async () => {
  const { page, context, errors, close } = await env.openPage('', { path: PATH });
  try {
    const second = page.locator('polis-game').nth(1);
    await second.locator('.polis[data-ai="ready"]').waitFor({ timeout: TIMEOUT.STEP });
    let [a, b] = await games(page);
    assert.deepEqual([a.blue, a.red], ['ai', 'ai'], 'the first: computer against computer');
    assert.deepEqual([b.blue, b.red], ['human', 'ai'], 'the second: as its attributes say');
    await second.locator('.polis[data-state="human"]').waitFor({ timeout: TIMEOUT.STEP });
    // Blue's move in the second game by mouse; the computer answers.
    const move = Rules.moveToString(pickMove(Rules.initialBoard(), 'blue'));
    await second.locator(`[data-square="${move.slice(0, 2)}"]`).click();
    await second.locator(`[data-square="${move.slice(2, 4)}"][data-dest]`).click();
    await second.locator('.polis[data-plies="2"][data-state="human"]').waitFor({ timeout: TIMEOUT.STEP });
    [a, b] = await games(page);
    assert.equal(b.moves[0], move);
    checkWithRules(b);
    // A reload resumes each game: the second's two moves with its players, the first its own.
    await page.reload();
    await second.locator('.polis[data-ai="ready"][data-state="human"]').waitFor({ timeout: TIMEOUT.STEP });
    const [a2, b2] = await games(page);
    assert.deepEqual([b2.blue, b2.red], ['human', 'ai']);
    assert.deepEqual(b2.moves, b.moves, 'the second game came back');
    assert.deepEqual([a2.blue, a2.red], ['ai', 'ai']);
    assert.ok(
      a2.moves.length >= a.moves.length && a.moves.every((m, i) => a2.moves[i] === m),
      'the first game came back and went on',
    );
    checkWithRules(a2);
    checkWithRules(b2);

    // A game the first element saved under the old key (the page's path and 'polis-game').
    // (Written from a page of the site without games, which would save over it.)
    await page.close();
    const other = await context.newPage();
    await other.goto(`${env.server.url}web/icon.svg`);
    await other.evaluate((path) => {
      localStorage.clear();
      localStorage.setItem(
        `polis:game:/${path}:polis-game`,
        JSON.stringify({ blue: 'human', red: 'human', level: 'novice', position: null, moves: 'b2b3' }),
      );
    }, PATH);
    await other.goto(`${env.server.url}${PATH}`);
    await other
      .locator('polis-game')
      .nth(1)
      .locator('.polis[data-state="human"]')
      .waitFor({ timeout: TIMEOUT.STEP });
    const [a3, b3] = await games(other);
    assert.deepEqual(
      { blue: a3.blue, red: a3.red, moves: a3.moves },
      { blue: 'human', red: 'human', moves: ['b2b3'] },
      'the old saved game is resumed by the first element',
    );
    assert.deepEqual(
      { blue: b3.blue, red: b3.red, moves: b3.moves },
      { blue: 'human', red: 'ai', moves: [] },
      'the second starts afresh',
    );
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});
