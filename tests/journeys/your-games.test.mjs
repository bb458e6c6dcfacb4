// Your games (issue 31): a game lost by resigning and a game in progress are kept as they are
// played; the list (?games) shows both, newest first, filters them, survives a reload, saves
// them to a file, and after the browser's storage is cleared, opening that file brings back the
// same list, whose export is the same bytes. Delete and Undo. Every kept game's moves are
// replayed by web/rules.js; the file is read by web/lib/game-file.js.

import test from 'node:test';
import assert from 'node:assert/strict';
import { settled } from '../helpers/browser.mjs';
import { useBrowser, GAME, VIEWPORTS, assertBoardMatchesRules } from '../helpers/page.mjs';
import { readGames } from '../../web/lib/game-file.js';
import { readGame } from '../../web/storage/games.js';

const env = useBrowser();

const listed = (page) =>
  page.$$eval('.games-list > li', (lis) =>
    lis.map((li) => ({
      id: li.dataset.id,
      text: li.querySelector('.game-vs').textContent + ' | ' + li.querySelector('.game-result').textContent,
    })),
  );

// The games record as the page stored it, each game checked by the rules (readGame replays them).
const stored = (page) =>
  page.evaluate(() => {
    const k = Object.keys(localStorage).find((x) => x.startsWith('polis:games:') && !x.includes(':backup'));
    return k ? JSON.parse(localStorage.getItem(k)).games : [];
  });

async function exported(page, action) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.click(`[data-action="${action}"]`),
  ]);
  // Read through its stream: path() is not there when the Chromium is make test's shared one
  // (tests/helpers/shared-chromium.mjs, connected to remotely).
  const chunks = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

test('laptop and phone: play, reload, export, clear storage, import: the same list', async () => {
  const { page, context, errors, close } = await env.openPage('?level=novice&blue=human&red=ai', {
    viewport: VIEWPORTS.laptop,
    reducedMotion: 'reduce',
  });
  try {
    await page.waitForSelector(`${GAME}[data-ai="ready"][data-state="human"]`);
    await page.click('[data-square="d2"]');
    await page.click('[data-square="d3"][data-dest]');
    await page.waitForSelector(`${GAME}[data-state="human"][data-plies="2"]`);
    const played = await assertBoardMatchesRules(page);
    await page.click('[data-action="resign"]');
    await page.click('[data-action="resign"]');
    await settled(page, 2);
    // A second game, between two players on this screen, still going on.
    await page.goto(`${env.server.url}index.html?blue=human&red=human&moves=d2d3`);
    await page.waitForSelector(`${GAME}[data-plies="1"]`);
    await page.waitForFunction(() =>
      Object.entries(localStorage).some(
        ([k, v]) => k.startsWith('polis:games:') && JSON.parse(v).games?.length === 2,
      ),
    );

    let games = await stored(page);
    assert.equal(games.length, 2, 'both games are kept');
    for (const g of games) assert.deepEqual(readGame(g), g, 'each kept game replays by the rules');
    const lost = games.find((g) => g.result);
    assert.equal(lost.result, 'red');
    assert.equal(lost.why, 'resign');
    assert.equal(lost.moves, played.moves.join(','));
    assert.equal(games.find((g) => !g.result).moves, 'd2d3');

    await page.goto(`${env.server.url}index.html?games`);
    await page.waitForSelector('.games-list > li');
    const before = await listed(page);
    assert.deepEqual(
      before.map((x) => x.id),
      games.map((g) => g.id),
      'newest first',
    );
    assert.match(before[0].text, /two players \| Going on/);
    assert.match(before[1].text, /the computer \(novice\) \| Lost \(resigned\)/);
    await page.selectOption('select[name=result]', 'lost');
    assert.deepEqual(
      (await listed(page)).map((x) => x.id),
      [lost.id],
      'the filter keeps the lost game',
    );
    await page.selectOption('select[name=result]', 'all');
    await page.selectOption('select[name=opponent]', 'human');
    assert.equal((await listed(page)).length, 1);
    await page.selectOption('select[name=opponent]', 'all');

    await page.reload();
    await page.waitForSelector('.games-list > li');
    assert.deepEqual(await listed(page), before, 'the list survives a reload');

    const file = await exported(page, 'export-all');
    assert.deepEqual(readGames(file), games, 'the file holds the games as kept');

    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.waitForSelector('.polis-games');
    assert.equal(await page.$$eval('.games-list > li', (l) => l.length), 0, 'storage cleared: no games');

    await page.setInputFiles('.polis-games input[type=file]', {
      name: 'games.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(file),
    });
    await page.waitForSelector('.games-list > li');
    assert.match(await page.textContent('.games-said'), /2 games added/);
    assert.deepEqual(await listed(page), before, 'the same list after the import');
    assert.equal(await exported(page, 'export-all'), file, 'export, import, export: the same bytes');

    // A bad file: the line and why, and nothing added.
    await page.setInputFiles('.polis-games input[type=file]', {
      name: 'bad.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(file.replace('[Blue "human"]', '[Blue "someone"]')),
    });
    await page.waitForFunction(() =>
      /Nothing was added/.test(document.querySelector('.games-said').textContent),
    );
    assert.match(await page.textContent('.games-said'), /line \d+: .*bad blue player someone/);
    assert.deepEqual(await listed(page), before);

    // Delete, then Undo.
    await page.click(`li[data-id="${lost.id}"] [data-action="delete"]`);
    await page.waitForFunction(() => document.querySelectorAll('.games-list > li').length === 1);
    assert.equal((await stored(page)).length, 1, 'deleted from storage');
    await page.click('[data-action="undo"]');
    await page.waitForFunction(() => document.querySelectorAll('.games-list > li').length === 2);
    assert.deepEqual(await listed(page), before, 'Undo puts it back');

    // The phone's width: the same list, and the history below it.
    await page.setViewportSize(VIEWPORTS.phone);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= VIEWPORTS.phone.width, `no sideways scroll on a phone (${width})`);
    assert.deepEqual(errors, []);
  } finally {
    await close();
    void context;
  }
});
