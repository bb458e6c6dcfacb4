// The embedding example (web/embed-example.html, served from web/): a playable board inside an
// ordinary page's article column, the computer answering from the wasm worker.

import test from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { waitFor, settled, clickMove } from '../helpers/browser.mjs';
import { useBrowser, assertBoardMatchesRules } from '../helpers/page.mjs';

const env = useBrowser();

test('the embed example shows a playable board inside an ordinary page', async () => {
  // Served from web/, one folder down: the worker and the engine are found next to ui.js.
  const { page, errors, close } = await env.openPage('', {
    path: 'web/embed-example.html',
    viewport: { width: 1100, height: 900 },
    reducedMotion: 'reduce',
  });
  try {
    await waitFor(page, () => document.querySelector('#polis-game.polis')?.dataset.ai === 'ready');
    assert.equal(await page.$$eval('#polis-game [data-square]', (a) => a.length), 64);
    assert.match(await page.textContent('h1'), /Polis/);
    const box = await page.$eval('#polis-game', (x) => x.getBoundingClientRect().toJSON());
    const article = await page.$eval('article', (x) => x.getBoundingClientRect().toJSON());
    assert.ok(
      box.left >= article.left - 1 && box.right <= article.right + 1,
      'the game stays inside the article column',
    );
    await clickMove(page, Rules.parseMove('f2f3'));
    await settled(page, 2);
    await assertBoardMatchesRules(page);
    const log = await page.evaluate(() => window.polis.aiLog);
    assert.equal(log.length, 1);
    assert.equal(log[0].engine, 'wasm');
    assert.equal(log[0].level, 'easy');
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});
