// Review in Your games (issue 31, item 1): the button opens the kept game on the game page and
// its review starts at once (no Review to look for, no result dialog first); the game's moves
// and board are the rules' replay of the kept game; when the review is done, its accuracy (the
// engine's, as the review's summary shows it) is kept with that game, which the list then shows,
// and no second entry is made for it. Before: Review opened the game as a new link, the review
// had to be asked for, and the game's accuracy stayed empty in the list.

import test from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { gamesWords } from '../../web/words/games.js';
import { gameEntry } from '../../web/storage/games.js';
import { useBrowser, GAME, assertBoardMatchesRules, moveList, pickMove } from '../helpers/page.mjs';
import { TIMEOUT } from '../helpers/timeouts.mjs';

const env = useBrowser();

// The end of a game of greedy moves on both sides (web/rules.js), from its 40th ply.
const GAME_KEPT = (() => {
  let pos = { board: Rules.initialBoard(), player: 'blue' };
  const plies = [];
  let over = null;
  while (!over) {
    const m = pickMove(pos.board, pos.player);
    const r = Rules.applyMoveFor(pos.board, pos.player, m);
    plies.push({ before: pos, move: m });
    if (r.winner) over = { winner: r.winner, reason: r.reason };
    pos = { board: r.board, player: pos.player === 'blue' ? 'red' : 'blue' };
    assert.ok(plies.length < 300);
  }
  const from = plies.length - 10;
  const start = plies[from].before;
  return gameEntry({
    id: 'rev-1',
    date: '2026-11-26T18:00:00Z',
    settings: { blue: 'human', red: 'ai', level: 'novice' },
    record: {
      position: Rules.formatPosition(start.board, start.player),
      moves: plies.slice(from).map((p) => p.move),
    },
    over,
  });
})();

const stored = (page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('polis:games:/index.html') ?? '{"games":[]}').games);

test('Review in Your games opens the kept game reviewed, and keeps its accuracy', async () => {
  const context = await env.browser.newContext({ serviceWorkers: 'block', reducedMotion: 'reduce' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    await page.goto(`${env.server.url}tests/fixtures/blank.html`);
    await page.evaluate(
      (g) => localStorage.setItem('polis:games:/index.html', JSON.stringify({ version: 1, games: [g] })),
      GAME_KEPT,
    );
    await page.goto(`${env.server.url}index.html?games`);
    await page.click('.games-list > li[data-id="rev-1"] [data-action="review"]');
    await page.waitForSelector(`${GAME}[data-state]`);
    const start = Rules.parsePosition(GAME_KEPT.position);
    assert.deepEqual(await moveList(page), GAME_KEPT.moves.split(','));
    // The review runs by itself, and its summary shows each side's accuracy.
    await page.waitForSelector('.polis-summary:not([hidden]) .summary-accuracy[data-accuracy]', {
      timeout: TIMEOUT.REVIEW,
    });
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('.polis-summary .summary-accuracy')].every(
          (e) => e.dataset.accuracy !== undefined,
        ),
      null,
      { timeout: TIMEOUT.REVIEW },
    );
    const shown = {};
    for (const side of ['blue', 'red'])
      shown[side] = Number(
        await page.$eval(`.polis-summary .summary-${side} + .summary-accuracy`, (e) => e.dataset.accuracy),
      );
    assert.equal(
      await page.$$eval('dialog.polis-result[open]', (d) => d.length),
      0,
      'no result dialog first',
    );
    // The review starts at the first move; at the last, the board is the rules' replay.
    await page.keyboard.press('End');
    await page.waitForSelector(`${GAME}[data-view="live"]`);
    await assertBoardMatchesRules(page, start);
    await page.waitForFunction(
      () => JSON.parse(localStorage.getItem('polis:games:/index.html')).games[0].accuracy !== null,
      null,
      { timeout: TIMEOUT.STEP },
    );
    const games = await stored(page);
    assert.equal(games.length, 1, 'no second entry for the reviewed game');
    assert.deepEqual(games[0].accuracy, shown);
    assert.equal(games[0].moves, GAME_KEPT.moves, 'the kept game as it was');
    await page.goto(`${env.server.url}index.html?games`);
    assert.equal(
      await page.textContent('.games-list > li[data-id="rev-1"] .game-accuracy'),
      gamesWords.accuracy(shown),
    );
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
