// Whatever a game creates is released when it goes, and a re-layout keeps the whole game:
// <polis-game>'s compact, worker-url and wasm-url lay the game out again with every move (undo
// and the saved game included), 30 re-layouts leave no DOM, listeners or workers behind after
// garbage collection, and mountPolis(...).destroy() stops the AI workers the mount started.

import test, { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import * as Rules from '../../web/rules.js';
import { startStaticServer } from '../helpers/static-server.mjs';
import { launchChromium, openPage, playable, clickMove } from '../helpers/browser.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const GAME = 'polis-game .polis';

let server;
let browser;

before(async () => {
  server = await startStaticServer({ root: ROOT, port: 0 });
  browser = await launchChromium();
});

after(async () => {
  if (browser) await browser.close();
  if (server) await server.close();
});

const aiWorkers = (page) => page.workers().filter((w) => /ai-worker(\.bundle)?\.js/.test(w.url())).length;

async function until(page, check, what) {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await page.waitForTimeout(50);
  }
  assert.fail(`timed out waiting until ${what}`);
}

// Plays `n` moves of Blue by clicks on the element's board, each answered by the computer, and
// checks the element's moves against the rules.
async function playBlue(page, n) {
  for (let i = 0; i < n; i++) {
    const { moves, start } = await page.evaluate(() => {
      const g = document.querySelector('polis-game');
      return { moves: g.moves, start: g.game.start };
    });
    let { board, player } = Rules.parsePosition(start);
    for (const m of moves) {
      board = Rules.applyMoveFor(board, player, Rules.parseMove(m)).board;
      player = player === 'blue' ? 'red' : 'blue';
    }
    assert.equal(player, 'blue');
    const move = Rules.moveToString(Rules.legalMoves(board, 'blue')[0]);
    await clickMove(page, move, { scope: 'polis-game' });
    await page.waitForSelector(`${GAME}[data-state="human"][data-plies="${moves.length + 2}"]`);
  }
}

const record = (page) =>
  page.evaluate(() => {
    const g = document.querySelector('polis-game');
    return { moves: g.moves, start: g.game.start, settings: g.game.settings, plies: g.game.moves.length };
  });

test('compact, worker-url and wasm-url lay the game out again with every move kept, undo and the save too', async () => {
  const { page, errors, close } = await openPage(browser, `${server.url}tests/fixtures/element.html?calm`);
  try {
    await playable(page, GAME);
    await playBlue(page, 3);
    const before = await record(page);
    assert.equal(before.moves.length, 6);
    const saved = () =>
      page.evaluate(() => {
        const key = Object.keys(localStorage).find((k) => k.startsWith('polis:game:') && k.endsWith(':game'));
        return key && localStorage.getItem(key);
      });
    const savedBefore = await saved();
    assert.ok(savedBefore, 'the game is saved');

    await page.evaluate(() => document.querySelector('polis-game').setAttribute('compact', ''));
    await playable(page, GAME);
    assert.deepEqual(await record(page), before, 'compact keeps every move');
    await page.evaluate(() => document.querySelector('polis-game').removeAttribute('compact'));
    await playable(page, GAME);
    assert.deepEqual(await record(page), before, 'leaving compact keeps every move');
    await page.evaluate(() =>
      document.querySelector('polis-game').setAttribute('wasm-url', '../../web/polis.wasm'),
    );
    await playable(page, GAME);
    assert.deepEqual(await record(page), before, 'wasm-url keeps every move');
    await page.evaluate(() =>
      document.querySelector('polis-game').setAttribute('worker-url', '../../web/ai-worker.bundle.js'),
    );
    await playable(page, GAME);
    assert.deepEqual(await record(page), before, 'worker-url keeps every move');
    assert.equal(await saved(), savedBefore, 'the saved game is the same game');

    // Undo (the panel's button) takes back Blue's last move and the computer's answer, as before
    // the re-layouts.
    await page.click('polis-game [data-action="undo"]');
    await page.waitForSelector(`${GAME}[data-plies="4"]`);
    assert.deepEqual((await record(page)).moves, before.moves.slice(0, 4));
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('30 re-layouts leave no DOM, listeners or AI workers behind', async (t) => {
  const { page, errors, close } = await openPage(browser, `${server.url}tests/fixtures/element.html?calm`);
  try {
    await playable(page, GAME);
    await playBlue(page, 1);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const metrics = async () => {
      // Twice: DOM nodes freed by the first collection are counted until the next.
      for (let i = 0; i < 2; i++) await cdp.send('HeapProfiler.collectGarbage');
      const { metrics: m } = await cdp.send('Performance.getMetrics');
      const get = (name) => m.find((x) => x.name === name).value;
      return { nodes: get('Nodes'), listeners: get('JSEventListeners') };
    };
    const first = await metrics();
    for (let i = 0; i < 30; i++) {
      await page.evaluate(() => document.querySelector('polis-game').toggleAttribute('compact'));
      await playable(page, GAME);
    }
    await until(page, async () => aiWorkers(page) <= 1, 'the replaced AI workers stop');
    const last = await metrics();
    t.diagnostic(
      `after garbage collection: ${first.nodes} -> ${last.nodes} nodes, ${first.listeners} -> ${last.listeners} listeners`,
    );
    assert.ok(
      last.nodes - first.nodes < 2000,
      `30 re-layouts added ${last.nodes - first.nodes} DOM nodes (${first.nodes} -> ${last.nodes})`,
    );
    assert.ok(
      last.listeners - first.listeners < 100,
      `30 re-layouts added ${last.listeners - first.listeners} listeners`,
    );
    assert.equal((await record(page)).moves.length, 2, 'the game is still there');
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('mountPolis(...).destroy() stops the AI workers the mount started, five times over', async () => {
  const { page, errors, close } = await openPage(browser, `${server.url}tests/fixtures/blank.html`);
  try {
    for (let i = 0; i < 5; i++) {
      await page.evaluate(async () => {
        const { mountPolis } = await import('../../web/ui.js');
        window.game = mountPolis(document.getElementById('game'), { restore: false, balance: true });
      });
      await playable(page, '#game');
      // The analysis client (the balance bar, Hint) starts on first use: ask for a hint.
      await page.click('#game [data-action="hint"]');
      await until(page, async () => aiWorkers(page) >= 2, 'the game and its analysis each run a worker');
      await page.evaluate(() => window.game.destroy());
      await until(page, async () => aiWorkers(page) === 0, `no AI worker is left after destroy() ${i + 1}`);
    }
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});
