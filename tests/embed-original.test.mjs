// The drop-in for the original Polis page (web/polis-ai.js, window.polisAI) in Chromium, on a
// page written the original's way (tests/fixtures/original.html): a classic script with the
// board in globals and a runAiTurn that awaits chooseMoveRed(cloneBoard(board), 'red').
// Blue's clicks must be answered by the wasm engine in the worker, with the move the engine
// itself picks at that level.

import test, { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import * as Rules from '../web/rules.js';
import { createEngine } from '../web/engine.js';
import { startStaticServer } from './helpers/static-server.mjs';
import { launchChromium, openPage, waitFor } from './helpers/browser.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

let server;
let browser;
let engine;

before(async () => {
  server = await startStaticServer({ root: ROOT, port: 0 });
  browser = await launchChromium();
  engine = await createEngine();
});

after(async () => {
  if (browser) await browser.close();
  if (server) await server.close();
});

const open = () => openPage(browser, `${server.url}tests/fixtures/original.html`);

async function clickBlue(page, text, plies) {
  await page.click(`#board [data-square="${text.slice(0, 2)}"]`);
  await page.click(`#board [data-square="${text.slice(2, 4)}"]`);
  await waitFor(page, (n) => window.moves.length >= n && currentPlayer === 'blue' && !busy, plies);
}

test("Blue's clicks on the original-style page are answered by the wasm worker, with the engine's own move", async () => {
  const { page, errors, close } = await open();
  try {
    await page.waitForSelector('#board [data-square="a1"]');
    await clickBlue(page, 'f2f3', 2);
    await clickBlue(page, 'c2c3', 4);
    const moves = await page.evaluate(() => window.moves);
    assert.equal(moves[0], 'f2f3');
    assert.equal(moves[2], 'c2c3');
    // Red's answers are those of the engine at level easy (the original AI at depth 2, no seed:
    // one answer per position).
    let board = Rules.initialBoard();
    for (let i = 0; i < moves.length; i++) {
      const player = i % 2 ? 'red' : 'blue';
      if (player === 'red') {
        const expected = engine.search(board, 'red', { level: 'easy' }).move;
        assert.equal(moves[i], Rules.moveToString(expected), `Red's answer at ply ${i + 1}`);
      }
      board = Rules.applyMoveFor(board, player, Rules.parseMove(moves[i])).board;
    }
    const shown = await page.$$eval('#board [data-square]', (a) => a.map((b) => b.textContent).join(''));
    const expectedShown = board.flat().map((c) => (c ? (c.team === 'blue' ? 'b' : 'r')[c.type === 'chariot' ? 'toUpperCase' : 'toString']() : '')).join('');
    assert.equal(shown, expectedShown);
    assert.deepEqual(await page.evaluate(() => ({ engine: window.polisAI.engine, level: window.polisAI.level })), { engine: 'wasm', level: 'easy' });
    assert.ok(page.workers().some((w) => w.url().endsWith('/web/ai-worker.bundle.js')), 'the search ran in the worker');
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('polisAI: Blue too, null for a side without a move, and clear errors for bad input', async () => {
  const { page, errors, close } = await open();
  try {
    await page.waitForSelector('#board [data-square="a1"]');
    const r = await page.evaluate(async () => {
      const settle = (p) => p.then((v) => ({ value: v }), (e) => ({ error: e.message }));
      const start = window.PolisRules.initialBoard();
      // Red's chariot stunned between two Blue dogs, and nothing else of Red's: no move.
      const stuck = window.PolisRules.parsePosition('B7/8/8/8/8/8/8/5bR+b r').board;
      const out = {
        blue: await settle(window.polisAI.chooseMoveBlue(start)),
        stuck: await settle(window.polisAI.chooseMoveRed(stuck, 'red')),
        notBoard: await settle(window.polisAI.chooseMoveRed('nope')),
        wrongSide: await settle(window.polisAI.chooseMoveRed(start, 'blue')),
        badCell: await settle(window.polisAI.chooseMoveRed([[{ team: 'green', type: 'dog' }]])),
      };
      try {
        window.polisAI.level = 'grandmaster';
      } catch (e) {
        out.badLevel = e.message;
      }
      out.level = window.polisAI.level;
      window.polisAI.level = 'hard';
      out.hard = window.polisAI.level;
      return out;
    });
    const legal = Rules.legalMoves(Rules.initialBoard(), 'blue').map(Rules.moveToString);
    assert.ok(legal.includes(Rules.moveToString(r.blue.value)), JSON.stringify(r.blue));
    assert.deepEqual(Object.keys(r.blue.value).sort(), ['fromC', 'fromR', 'toC', 'toR']);
    assert.deepEqual(r.stuck, { value: null });
    assert.match(r.notBoard.error, /board must be an array of 8 rows, got string/);
    assert.match(r.wrongSide.error, /plays for 'red', got player 'blue'/);
    assert.match(r.badCell.error, /board/);
    assert.match(r.badLevel, /unknown level "grandmaster"/);
    assert.equal(r.level, 'easy');
    assert.equal(r.hard, 'hard');
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('polisAI without its engine (polis.wasm missing): each call rejects with the reason, and nothing is left unhandled', async () => {
  const { page, errors, close } = await openPage(browser, `${server.url}tests/fixtures/original.html`, {
    refuse: (u) => u.endsWith('/polis.wasm'),
  });
  try {
    await page.waitForSelector('#board [data-square="a1"]');
    const r = await page.evaluate(async () => {
      const ready = await window.polisAI.ready.then(() => 'loaded', (e) => e.message);
      const call = await window.polisAI.chooseMoveRed(window.PolisRules.initialBoard(), 'red').then(() => 'answered', (e) => e.message);
      return { ready, call, engine: window.polisAI.engine };
    });
    assert.match(r.ready, /polis\.wasm|HTTP 404/);
    assert.match(r.call, /polis\.wasm|HTTP 404/);
    assert.equal(r.engine, null);
    // Only the browser's own note about the missing file: no unhandled rejection, no page error.
    assert.deepEqual(errors.filter((e) => !/^console: Failed to load resource: .* 404/.test(e)), []);
  } finally {
    await close();
  }
});
