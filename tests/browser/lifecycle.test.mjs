// Whatever a game creates is released when it goes, and a re-layout keeps the whole game:
// <polis-game>'s compact, worker-url and wasm-url lay the game out again with every move (undo
// and the saved game included), 30 re-layouts leave no DOM, listeners or workers behind after
// garbage collection, mountPolis(...).destroy() stops the AI workers the mount started (ten
// cycles beside two elements: only the elements' workers left, engine threads counted), and an
// element moved in the page keeps its game and worker, removed for good it ends them.

import test, { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import * as Rules from '../../web/rules.js';
import { startStaticServer } from '../helpers/static-server.mjs';
import { launchChromium, openPage, CALM, playable, clickMove } from '../helpers/browser.mjs';
import { TIMEOUT } from '../helpers/timeouts.mjs';

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

// Counts, in the page, the AI workers started and the ones ended (terminate()): what the
// page's own code released, whatever the browser's speed at tearing the threads down.
function countWorkers() {
  const Native = window.Worker;
  const count = (window.aiWorkerCount = { started: 0, ended: 0 });
  window.Worker = class extends Native {
    constructor(url, options) {
      super(url, options);
      this.ai = /ai-worker/.test(String(url));
      if (this.ai) count.started++;
    }
    terminate() {
      if (this.ai && !this.ended) count.ended++;
      this.ended = true;
      super.terminate();
    }
  };
}

// The AI workers running: those the browser lists that still answer (a thread ended while the
// machine is busy can stay listed for a while after it stopped answering).
async function aiWorkers(page) {
  const listed = page.workers().filter((w) => /ai-worker(\.bundle)?\.js/.test(w.url()));
  const answers = await Promise.all(
    listed.map((w) =>
      Promise.race([
        w.evaluate(() => true).catch(() => false),
        new Promise((resolve) => setTimeout(resolve, 2000, false)),
      ]),
    ),
  );
  return answers.filter(Boolean).length;
}

// Polls every 50 ms until `check()` holds, for up to TIMEOUT.TEARDOWN (workers start and end
// late on a loaded machine; the wait ends as soon as the check holds).
async function until(page, check, what) {
  const deadline = Date.now() + TIMEOUT.TEARDOWN;
  while (Date.now() < deadline) {
    if (await check()) return;
    await page.waitForTimeout(50);
  }
  if (await check()) return;
  assert.fail(`timed out waiting until ${typeof what === 'function' ? what() : what}`);
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
  const { page, errors, close } = await openPage(
    browser,
    `${server.url}tests/fixtures/element.html?calm`,
    CALM,
  );
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
  const { page, errors, close } = await openPage(browser, `${server.url}tests/fixtures/element.html?calm`, {
    ...CALM,
    init: countWorkers,
  });
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
    const count = await page.evaluate(() => window.aiWorkerCount);
    assert.equal(count.started - count.ended, 1, `the page ended all but one: ${JSON.stringify(count)}`);
    assert.ok(count.started >= 31, `a worker per layout: ${JSON.stringify(count)}`);
    await until(
      page,
      async () => (await aiWorkers(page)) <= 1,
      () =>
        `the replaced AI workers stop: ${page
          .workers()
          .map((w) => w.url())
          .join(', ')}`,
    );
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
  const { page, errors, close } = await openPage(browser, `${server.url}tests/fixtures/blank.html`, CALM);
  try {
    for (let i = 0; i < 5; i++) {
      await page.evaluate(async () => {
        const { mountPolis } = await import('../../web/ui.js');
        window.game = mountPolis(document.getElementById('game'), { restore: false, balance: true });
      });
      await playable(page, '#game');
      // The analysis client (the balance bar, Hint) starts on first use: ask for a hint.
      await page.click('#game [data-action="hint"]');
      await until(
        page,
        async () => (await aiWorkers(page)) >= 2,
        'the game and its analysis each run a worker',
      );
      await page.evaluate(() => window.game.destroy());
      await until(
        page,
        async () => (await aiWorkers(page)) === 0,
        `no AI worker is left after destroy() ${i + 1}`,
      );
    }
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

// Every worker of the page, nested ones (each AI worker's engine thread) included, as the
// DevTools protocol lists them: those of the page's browser context (the protocol lists the whole
// browser's, which make test shares between test files: tests/helpers/shared-chromium.mjs).
async function allWorkers(page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Target.setDiscoverTargets', { discover: true });
    const { targetInfo } = await cdp.send('Target.getTargetInfo');
    const { targetInfos } = await cdp.send('Target.getTargets');
    return targetInfos.filter(
      (t) =>
        t.browserContextId === targetInfo.browserContextId && /worker/.test(t.type) && /worker/.test(t.url),
    ).length;
  } finally {
    await cdp.detach();
  }
}

test('10 mountPolis/destroy cycles beside two <polis-game> elements leave only the elements workers', async () => {
  const { page, errors, close } = await openPage(browser, `${server.url}tests/fixtures/games.html`, CALM);
  try {
    await page.waitForSelector('polis-game:nth-of-type(2) .polis[data-ai="ready"]', {
      timeout: TIMEOUT.STEP,
    });
    await page.evaluate(async () => {
      document.body.append(Object.assign(document.createElement('div'), { id: 'game' }));
      window.ui = await import('../../web/ui.js');
    });
    const elementsOnly = await aiWorkers(page);
    assert.equal(elementsOnly, 2, 'each element runs its AI worker');
    const threadsBefore = await allWorkers(page);
    for (let i = 0; i < 10; i++) {
      await page.evaluate(() => {
        window.game = window.ui.mountPolis(document.getElementById('game'), { restore: false });
      });
      await page.waitForSelector('#game[data-ai="ready"]', { timeout: TIMEOUT.STEP });
      // The analysis client (Hint, the balance bar) starts on first use. The click is given to the
      // button itself: the first element plays itself, and when its game ends (on a loaded
      // machine, within these cycles: a second pair of CI runs, 81a1bff) its result is a modal
      // dialog that covers the page, and a click by position then lands on it for 60 s.
      await page.locator('#game [data-action="hint"]').dispatchEvent('click');
      await until(
        page,
        async () => (await aiWorkers(page)) === elementsOnly + 2,
        'the mount runs its two AI workers',
      );
      await page.evaluate(() => window.game.destroy());
    }
    await until(page, async () => (await aiWorkers(page)) === elementsOnly, 'the mounts AI workers end');
    let threads = await allWorkers(page);
    for (const end = Date.now() + TIMEOUT.TEARDOWN; threads > threadsBefore && Date.now() < end;) {
      await page.waitForTimeout(100);
      threads = await allWorkers(page);
    }
    assert.equal(
      threads,
      threadsBefore,
      `workers (engine threads included): ${threadsBefore} before, ${threads} after`,
    );
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('a <polis-game> moved in the page keeps its game and its worker (restore="false" too); removed for good, it ends them', async () => {
  const { page, errors, close } = await openPage(
    browser,
    `${server.url}tests/fixtures/element.html?calm&norestore`,
    CALM,
  );
  try {
    await playable(page, GAME);
    await page.waitForSelector(`${GAME}[data-ai="ready"]`, { timeout: TIMEOUT.STEP });
    await playBlue(page, 1);
    const before = await record(page);
    const worker = await page.evaluate(() => document.querySelector('polis-game').game);
    assert.ok(worker, 'the element has its game');
    const moves = [
      // In one go, after an await (a framework moving it across a microtask), and after a frame.
      'e.remove(); document.body.prepend(e);',
      'e.remove(); await null; await Promise.resolve(); document.body.append(e);',
      'const box = document.createElement("div"); document.body.append(box); box.append(e);',
    ];
    for (const how of moves) {
      const same = await page.evaluate(async (how) => {
        const e = document.querySelector('polis-game');
        const game = e.game;
        await new Function('e', `return (async () => { ${how} })()`)(e);
        await new Promise((resolve) => setTimeout(resolve, 200));
        return e.game === game;
      }, how);
      assert.ok(same, `the game object is kept after: ${how}`);
      assert.deepEqual(await record(page), before, `the game is kept after: ${how}`);
      assert.equal(await aiWorkers(page), 1, `the one AI worker goes on after: ${how}`);
    }
    await playBlue(page, 1); // and it still plays
    const played = await record(page);
    await page.evaluate(() => {
      window.kept = document.querySelector('polis-game');
      window.kept.remove();
    });
    await until(page, async () => (await aiWorkers(page)) === 0, 'the removed element ends its AI worker');
    // Inserted again later, it comes back with its game (and a new worker).
    await page.evaluate(() => document.body.append(window.kept));
    await playable(page, GAME);
    assert.deepEqual(await record(page), played, 'the game comes back with the element');
    await until(
      page,
      async () => (await aiWorkers(page)) === 1,
      'the element inserted again runs its AI worker',
    );
    await page.evaluate(() => window.kept.remove());
    await until(page, async () => (await aiWorkers(page)) === 0, 'removed again, it ends its AI worker');
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});
