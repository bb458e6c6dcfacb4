// The drop-in for the original Polis page (web/polis-ai.js, window.polisAI) in Chromium, on a
// page written the original's way (tests/fixtures/original.html): a classic script with the
// board in globals, Blue and Red each human or computer, an AI depth selector, a New Game
// button, and a runAiTurn that awaits chooseMove(cloneBoard(board), currentPlayer). Moves must
// come from the wasm engine in the worker, as the original AI at the selector's depth.

/* global currentPlayer, busy -- the original page's own globals, read in it by page.evaluate */
import test, { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import * as Rules from '../../web/rules.js';
import { createEngine } from '../../web/engine.js';
import { DEFAULT_LEVEL } from '../../web/levels.js';
import { startStaticServer } from '../helpers/static-server.mjs';
import { launchChromium, openPage, CALM, waitFor, workerPath } from '../helpers/browser.mjs';
import { TIMEOUT } from '../helpers/timeouts.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

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

const open = () => openPage(browser, `${server.url}tests/fixtures/original.html`, CALM);

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
    // Red's answers are the original AI's at the selector's depth, 2 (exact mode: one answer per
    // position).
    let board = Rules.initialBoard();
    for (let i = 0; i < moves.length; i++) {
      const player = i % 2 ? 'red' : 'blue';
      if (player === 'red') {
        const expected = engine.search(board, 'red', { exact: true, depth: 2 }).move;
        assert.equal(moves[i], Rules.moveToString(expected), `Red's answer at ply ${i + 1}`);
      }
      board = Rules.applyMoveFor(board, player, Rules.parseMove(moves[i])).board;
    }
    const shown = await page.$$eval('#board [data-square]', (a) => a.map((b) => b.textContent).join(''));
    const expectedShown = board
      .flat()
      .map((c) =>
        c ? (c.team === 'blue' ? 'b' : 'r')[c.type === 'chariot' ? 'toUpperCase' : 'toString']() : '',
      )
      .join('');
    assert.equal(shown, expectedShown);
    assert.deepEqual(
      await page.evaluate(() => ({ engine: window.polisAI.engine, depthFrom: window.polisAI.depthFrom })),
      { engine: 'wasm', depthFrom: 'depth' },
    );
    assert.ok(
      page.workers().some((w) => workerPath(w) === '/web/ai-worker.bundle.js'),
      'the search ran in the worker',
    );
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
      const settle = (p) =>
        p.then(
          (v) => ({ value: v }),
          (e) => ({ error: e.message }),
        );
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
    assert.equal(r.level, DEFAULT_LEVEL);
    assert.equal(r.hard, 'hard');
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test("Blue set to the computer: runAiTurn's chooseMove(..., currentPlayer) moves each side in turn, at the depth selector's depth", async () => {
  const { page, errors, close } = await open();
  try {
    await page.waitForSelector('#board [data-square="a1"]');
    await page.selectOption('#blueMode', 'computer');
    await page.selectOption('#depth', '1');
    await page.click('#newGame');
    await waitFor(page, () => window.moves.length >= 4);
    // The selector is read at every move, as the original reads it. It changes in the page in
    // the same task that counts the moves played, so the count is exact however fast the
    // computers play (they play on while the test looks: several moves on a loaded machine).
    const changedAt = await page.evaluate(() => {
      const depth = document.getElementById('depth');
      depth.value = '3';
      depth.dispatchEvent(new Event('change', { bubbles: true }));
      return window.moves.length;
    });
    const until = changedAt + 4;
    await waitFor(page, (n) => window.moves.length >= n, until, { timeout: TIMEOUT.AI_MOVE });
    await page.selectOption('#blueMode', 'human');
    await page.selectOption('#redMode', 'human');
    const moves = (await page.evaluate(() => window.moves)).slice(0, until);
    let board = Rules.initialBoard();
    const depths = [];
    for (let i = 0; i < moves.length; i++) {
      const player = i % 2 ? 'red' : 'blue';
      // Each side's move is the original AI's at depth 1, then at depth 3 from the move the
      // selector changed on (the move in flight then was asked at depth 1).
      const at = [1, 3].filter(
        (d) => Rules.moveToString(engine.search(board, player, { exact: true, depth: d }).move) === moves[i],
      );
      assert.ok(
        at.length > 0,
        `${player}'s ${moves[i]} at ply ${i + 1} is the original AI's at depth 1 or 3`,
      );
      depths.push(at);
      board = Rules.applyMoveFor(board, player, Rules.parseMove(moves[i])).board;
    }
    assert.ok(
      depths.slice(0, changedAt).every((d) => d.includes(1)),
      `the first ${changedAt} at depth 1: ${JSON.stringify(depths)}`,
    );
    assert.ok(
      depths.slice(changedAt + 1).every((d) => d.includes(3)),
      `the last three at depth 3 (changed after ${changedAt}): ${JSON.stringify(depths)}`,
    );
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('New Game while the engine thinks: the old move never lands on the new board', async () => {
  const { page, errors, close } = await open();
  try {
    await page.waitForSelector('#board [data-square="a1"]');
    // A two-second search, to start the new game in the middle of it.
    await page.evaluate(() => {
      window.polisAI.depthFrom = null;
      window.polisAI.level = 'champion';
    });
    await page.click('#board [data-square="f2"]');
    await page.click('#board [data-square="f3"]');
    await waitFor(page, () => busy && currentPlayer === 'red');
    await page.click('#newGame');
    const after = await page.evaluate(() => ({ moves: window.moves, player: currentPlayer, busy }));
    assert.deepEqual(after, { moves: [], player: 'blue', busy: false });
    const shown = await page.$$eval('#board [data-square]', (a) => a.map((b) => b.textContent).join(''));
    const start = Rules.initialBoard()
      .flat()
      .map((c) =>
        c ? (c.team === 'blue' ? 'b' : 'r')[c.type === 'chariot' ? 'toUpperCase' : 'toString']() : '',
      )
      .join('');
    assert.equal(shown, start);
    // The new game plays on: Blue moves and Red answers. The engine answers one search at a
    // time, so once Red's answer has landed the old search has ended, however long it took:
    // its move landed nowhere (the game holds exactly Blue's move and Red's legal answer).
    await clickBlue(page, 'c2c3', 2);
    const moves = await page.evaluate(() => window.moves);
    assert.equal(moves.length, 2, `the new game's moves only: ${moves}`);
    assert.equal(moves[0], 'c2c3');
    const afterBlue = Rules.applyMoveFor(Rules.initialBoard(), 'blue', Rules.parseMove('c2c3')).board;
    assert.ok(
      Rules.legalMoves(afterBlue, 'red').some((m) => Rules.moveToString(m) === moves[1]),
      `Red's ${moves[1]} is an answer to c2c3`,
    );
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('polisAI without its engine (polis.wasm missing): each call rejects with the reason, and nothing is left unhandled', async () => {
  const { page, errors, close } = await openPage(browser, `${server.url}tests/fixtures/original.html`, {
    ...CALM,
    refuse: (u) => u.endsWith('/polis.wasm'),
  });
  try {
    await page.waitForSelector('#board [data-square="a1"]');
    const r = await page.evaluate(async () => {
      const ready = await window.polisAI.ready.then(
        () => 'loaded',
        (e) => e.message,
      );
      const call = await window.polisAI.chooseMoveRed(window.PolisRules.initialBoard(), 'red').then(
        () => 'answered',
        (e) => e.message,
      );
      return { ready, call, engine: window.polisAI.engine };
    });
    assert.match(r.ready, /polis\.wasm|HTTP 404/);
    assert.match(r.call, /polis\.wasm|HTTP 404/);
    assert.equal(r.engine, null);
    // The browser's own note about the missing file and one message naming the files to serve
    // (docs/embedding.md): no unhandled rejection, no page error.
    const said = errors.filter((e) => !/^console: Failed to load resource: .* 404/.test(e));
    assert.equal(said.length, 1, said.join('\n'));
    assert.match(said[0], /^console: .*could not be loaded.*web\/ai-worker\.bundle\.js.*web\/polis\.wasm/);
  } finally {
    await close();
  }
});
