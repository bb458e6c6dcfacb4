// A player whose browser holds what an older page kept, under its older names ('polis-puzzles',
// 'polis-puzzle-choice', 'polis-rating-games', 'polis-rating-puzzles', Your games under the
// folder's address 'polis:games:/'), opens this version: the puzzles show their progress,
// rating and choice, the New game dialog their rating, Your games their game; the records are
// then under the one scheme (web/storage/keys.js) and the older keys gone. Before keys.js the
// same page showed a new player's puzzle rating, no choice and an empty list of games.

import test from 'node:test';
import assert from 'node:assert/strict';
import puzzleFile from '../../web/puzzle/puzzles.json' with { type: 'json' };
import * as Rules from '../../web/rules.js';
import { puzzleWords } from '../../web/words/puzzles.js';
import { ratingWords } from '../../web/words/rating.js';
import { gameEntry } from '../../web/storage/games.js';
import { useBrowser, GAME } from '../helpers/page.mjs';
import { TIMEOUT } from '../helpers/timeouts.mjs';

const env = useBrowser();

const m = Rules.legalMoves(Rules.initialBoard(), 'blue')[0];
const GAME_KEPT = gameEntry({
  id: 'older-1',
  date: '2026-11-20T09:30:00Z',
  settings: { blue: 'human', red: 'ai', level: 'easy' },
  record: { position: null, moves: [m] },
  over: null,
});
const OLDER = {
  'polis-puzzles': JSON.stringify({ solved: ['2', '3'], streak: 1, best: 2, tried: 4 }),
  'polis-puzzle-choice': JSON.stringify({ version: 1, theme: 'stun', band: null }),
  'polis-rating-puzzles': JSON.stringify({ rating: 1320, rd: 90, games: 12 }),
  'polis-rating-games': JSON.stringify({ rating: '1612.4', rd: 80, games: 9 }),
  'polis:games:/': JSON.stringify({ version: 1, games: [GAME_KEPT] }),
};

test("a page with an older page's keys loads with the player's values, then keeps them under the one scheme", async () => {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    // Stored from a page of the same site that keeps nothing itself.
    await page.goto(`${env.server.url}tests/fixtures/blank.html`);
    await page.evaluate((older) => {
      for (const [k, v] of Object.entries(older)) localStorage.setItem(k, v);
    }, OLDER);

    await page.goto(`${env.server.url}index.html?puzzle`);
    await page.waitForSelector(`${GAME}[data-mode="puzzle"][data-state="solving"]`, {
      timeout: TIMEOUT.STEP,
    });
    const stats = await page.textContent('.puzzle-stats');
    assert.ok(stats.includes(puzzleWords.rating({ rating: 1320, rd: 90 })), stats);
    assert.ok(stats.includes(puzzleWords.streak(1, 2)), stats);
    assert.ok(stats.includes(puzzleWords.solvedCount(2, puzzleFile.puzzles.length)), stats);
    assert.equal(
      (await page.textContent('[data-action="puzzle-choose"]')).trim(),
      puzzleWords.chosen('stun', null),
    );

    // Your games, at the folder's address as the older page was.
    await page.goto(`${env.server.url}?games`);
    await page.waitForSelector('.games-list > li');
    assert.deepEqual(await page.$$eval('.games-list > li', (lis) => lis.map((li) => li.dataset.id)), [
      'older-1',
    ]);

    await page.goto(`${env.server.url}index.html`);
    await page.waitForSelector(`${GAME}[data-state]`);
    await page.click('[data-action="new"]');
    await page.waitForSelector('.setup-rating');
    const said = await page.textContent('.setup-rating');
    assert.ok(
      said.includes(ratingWords.summary({ rating: 1612.4, rd: 80, games: 9 }).split(' A game')[0]),
      said,
    );

    const kept = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
    for (const k of Object.keys(OLDER)) assert.equal(kept[k], undefined, `${k} moved`);
    assert.equal(kept['polis:rating:games'], OLDER['polis-rating-games']);
    assert.equal(kept['polis:rating:puzzles'], OLDER['polis-rating-puzzles']);
    assert.equal(kept['polis:puzzle:choice'], OLDER['polis-puzzle-choice']);
    assert.equal(kept['polis:puzzle:progress'], OLDER['polis-puzzles'], 'moved as it was');
    assert.deepEqual(
      JSON.parse(kept['polis:games:/index.html']).games.map((g) => g.id),
      ['older-1'],
    );
    assert.deepEqual(
      Object.keys(kept).filter((k) => !/^polis:(pref|rating|puzzle|game|games|analysis):/.test(k)),
      [],
      'no key outside the scheme',
    );
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
