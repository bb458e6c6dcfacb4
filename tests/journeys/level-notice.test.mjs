// An unknown ?level= in the address: the notice says which level the game uses. With a saved
// game it goes on at the saved game's level, and the notice used to claim the default level.

import test from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_LEVEL, levelByName } from '../../web/levels.js';
import { settled, clickMove } from '../helpers/browser.mjs';
import { useBrowser, GAME, assertBoardMatchesRules } from '../helpers/page.mjs';
import { TIMEOUT } from '../helpers/timeouts.mjs';

const env = useBrowser();
const notice = (page) => page.$eval('.polis-notice', (x) => (x.hidden ? '' : x.textContent));

test('an unknown level with a saved game: the notice names the level the game goes on at', async () => {
  const saved = 'hard';
  assert.notEqual(saved, DEFAULT_LEVEL, 'the saved level differs from the default');
  const first = await env.openPage(`?level=${saved}`, { reducedMotion: 'reduce' });
  try {
    await first.page.waitForSelector(`${GAME}[data-ai="ready"][data-state="human"]`);
    await clickMove(first.page, 'd2d3');
    await settled(first.page, 2, { timeout: TIMEOUT.STEP });
    const played = await assertBoardMatchesRules(first.page);
    const again = await env.openPage('?level=grandmaster', {
      context: first.context,
      reducedMotion: 'reduce',
    });
    await again.page.waitForSelector(`${GAME}[data-plies="2"]`);
    assert.deepEqual(
      (await assertBoardMatchesRules(again.page)).moves,
      played.moves,
      'the saved game goes on',
    );
    const used = await again.page.$eval(GAME, (g) => g.dataset.level);
    assert.equal(used, saved, 'the saved game keeps its level');
    assert.equal(await again.page.$eval('[data-action="level"]', (s) => s.value), saved);
    const text = await notice(again.page);
    assert.match(text, /grandmaster/);
    assert.ok(text.includes(levelByName(used).label), `the notice names ${levelByName(used).label}: ${text}`);
    assert.ok(!/default/.test(text), `the notice does not claim the default level: ${text}`);
    assert.deepEqual([...first.errors, ...again.errors], []);
  } finally {
    await first.close();
  }
});

test('an unknown level without a saved game: the default level, named; a long value is cut short', async () => {
  const long = 'x'.repeat(5000);
  const { page, errors, close } = await env.openPage(`?level=${long}`);
  try {
    assert.equal(await page.$eval(GAME, (g) => g.dataset.level), DEFAULT_LEVEL);
    const text = await notice(page);
    assert.ok(text.includes(levelByName(DEFAULT_LEVEL).label) && /default level/.test(text), text);
    assert.ok(text.length < 200, `the notice is ${text.length} characters long`);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});
