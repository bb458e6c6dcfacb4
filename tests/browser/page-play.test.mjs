// The game page played in headless Chromium (Debian's chromium driven by playwright-core),
// served by a local static server on an ephemeral port: Blue by clicks against the wasm worker,
// a whole game to its dialog, a position one move from Red's win, the computer against itself,
// a stunned chariot. What the page shows is compared with web/rules.js after each step.
//
//   node --test tests/browser/page-play.test.mjs
//   POLIS_SCREENSHOT=1 node --test tests/browser/page-play.test.mjs   # also writes docs/screenshot.png

import test from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import * as Rules from '../../web/rules.js';
import { DEFAULT_LEVEL, levelByName } from '../../web/levels.js';
import { firstMoveInfo } from '../../web/words/game-controls.js';
import { waitFor, settled, clickMove, workerPath } from '../helpers/browser.mjs';
import {
  useBrowser,
  GAME,
  encode,
  moveList,
  assertBoardMatchesRules,
  pickMove,
  watchBoards,
  boardsSeen,
} from '../helpers/page.mjs';
import { TIMEOUT } from '../helpers/timeouts.mjs';

const SCREENSHOT = new URL('../../docs/screenshot.png', import.meta.url);
const env = useBrowser();
const openPage = (...a) => env.openPage(...a);

test('play Blue by clicking; Red answers from the wasm worker, its search stopped by its level time; the board follows the rules', async () => {
  // The default level thinks for a good part of a second, so the position between Blue's move
  // and Red's answer is on screen long enough to be read.
  const level = levelByName(DEFAULT_LEVEL);
  assert.ok(level.options.timeMs >= 200, `the default level ${level.name} is timed`);
  // Without motion, the board between Blue's move and Red's answer is drawn still, not moving.
  const { page, errors, requests, close } = await openPage(`?level=${level.name}`, {
    reducedMotion: 'reduce',
  });
  try {
    await waitFor(page, () => document.querySelector('.polis').dataset.ai === 'ready');
    const g = await page.$eval(GAME, (x) => ({ ...x.dataset }));
    assert.equal(g.blue, 'human');
    assert.equal(g.red, 'ai');
    assert.equal(g.level, level.name);
    assert.equal(g.engine, 'wasm');
    await assertBoardMatchesRules(page);
    // Before the first move the panel says what to do (the move list already says it is empty).
    assert.equal(await page.textContent('.polis-info'), firstMoveInfo(true));

    let sawHops = false;
    await watchBoards(page);
    const BLUE_MOVES = 4;
    for (let i = 0; i < BLUE_MOVES; i++) {
      const { board, turn } = await assertBoardMatchesRules(page);
      assert.equal(turn, 'blue');
      const move = pickMove(board, 'blue');
      const expected = Rules.applyMove(board, move);
      if (expected.hops.length) sawHops = true;
      await clickMove(page, move);
      // Blue's move is on the board (hops and captures applied) while Red thinks: the board the
      // page showed between the two moves, kept by watchBoards.
      await waitFor(page, (n) => Number(document.querySelector('.polis').dataset.plies) >= n, 2 * i + 1);
      const mid = (await boardsSeen(page))[2 * i + 1];
      assert.ok(mid, `the board was shown after Blue's ${Rules.moveToString(move)}, before Red's answer`);
      assert.deepEqual(mid, encode(expected.board), `board after Blue's ${Rules.moveToString(move)}`);
      if (expected.winner) break;
      await settled(page, 2 * i + 2, { timeout: level.options.timeMs + TIMEOUT.AI_MOVE });
      const after = await assertBoardMatchesRules(page);
      assert.equal(after.moves.length, 2 * i + 2);
      if (await page.$eval(GAME, (x) => x.dataset.state === 'over')) break;
    }
    assert.ok(sawHops, 'at least one Blue move made pieces hop');

    // Every Red move came from the worker running the wasm engine, stopped by its time (late by
    // the machine's load at most: a search that ignored its time would run to the engine's 60 s).
    const log = await page.evaluate(() => window.polis.aiLog);
    const moves = await moveList(page);
    const redMoves = moves.filter((_, i) => i % 2 === 1);
    assert.ok(redMoves.length >= 2, `Red answered ${redMoves.length} times`);
    assert.deepEqual(
      log.map((e) => e.move),
      redMoves,
    );
    for (const e of log) {
      assert.equal(e.engine, 'wasm');
      assert.equal(e.player, 'red');
      assert.ok(e.depth >= 1, `searched to depth ${e.depth}`);
      assert.ok(
        e.elapsedMs <= level.options.timeMs + TIMEOUT.LATE_ANSWER,
        `Red took ${e.elapsedMs} ms at level ${level.name} (${level.options.timeMs} ms)`,
      );
    }
    const workers = page.workers();
    const aiWorker = workers.find((w) => workerPath(w) === '/web/ai-worker.bundle.js');
    assert.ok(aiWorker, `no AI worker among ${workers.map((w) => w.url())}`);
    const inWorker = await aiWorker.evaluate(() => ({ ...globalThis.polisWorker, wasm: typeof WebAssembly }));
    assert.equal(inWorker.engine, 'wasm');
    assert.equal(inWorker.results, redMoves.length, 'the worker served every Red move');
    assert.ok(
      requests.some((u) => u.endsWith('/web/polis.wasm')),
      'polis.wasm was fetched',
    );
    const mainThreadHasEngine = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .some((e) => e.name.endsWith('/engine.js') || e.name.endsWith('.wasm')),
    );
    assert.equal(mainThreadHasEngine, false, 'the page itself never loaded the engine');

    // Optional: the README screenshot, a realistic mid-game view with a move preview.
    if (process.env.POLIS_SCREENSHOT) {
      const { board } = await assertBoardMatchesRules(page);
      const m = pickMove(board, 'blue');
      const t = Rules.moveToString(m);
      await page.click(`[data-square="${t.slice(0, 2)}"]`);
      await page.hover(`[data-square="${t.slice(2, 4)}"]`);
      await page.waitForTimeout(400);
      await page.screenshot({ path: fileURLToPath(SCREENSHOT) });
      const ov = await page.$$eval('.polis-overlay .ov-arrow', (a) => a.length);
      assert.ok(ov >= 1, 'the screenshot shows a move preview');
    }
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

// Blue's plan for a whole game: win at once if it can, never hand Red a win, take material,
// and otherwise drive the chariot forward (so the game ends well within the ply limit).
function pickAdvancingMove(board) {
  let best = null;
  let bestScore = -Infinity;
  for (const m of Rules.legalMoves(board, 'blue')) {
    const r = Rules.applyMove(board, m);
    if (r.winner === 'blue') return m;
    // A Blue move can itself hop Red's chariot onto its goal row.
    const redWins =
      r.winner === 'red' ||
      Rules.legalMoves(r.board, 'red').some((x) => Rules.applyMove(r.board, x).winner === 'red');
    const gain = r.captured.reduce((s, x) => s + (x.team === 'blue' ? -1 : 1), 0);
    const chariotRow = r.board.flat().findIndex((c) => c && c.team === 'blue' && c.type === 'chariot') >> 3;
    const score = (redWins ? -1000 : 0) + gain * 10 + chariotRow * 3 + r.hops.length;
    if (score > bestScore) {
      bestScore = score;
      best = m;
    }
  }
  return best;
}

test('a whole game against Red with the mouse, to the game-over dialog', async () => {
  const { page, errors, close } = await openPage('?level=hard', { reducedMotion: 'reduce' });
  try {
    await waitFor(page, () => document.querySelector('.polis').dataset.ai === 'ready');
    let plies = 0;
    for (let turn = 0; turn < 150; turn++) {
      const state = await page.$eval(GAME, (x) => x.dataset.state);
      if (state === 'over') break;
      const { board, turn: side, moves } = await assertBoardMatchesRules(page);
      assert.equal(side, 'blue');
      await clickMove(page, pickAdvancingMove(board));
      plies = moves.length + 2;
      await settled(page, plies - 1);
      if ((await page.$eval(GAME, (x) => x.dataset.state)) === 'over') break;
      await settled(page, plies);
    }
    const dialog = await page.waitForSelector('dialog.polis-result[open][data-winner]', {
      timeout: TIMEOUT.STEP,
    });
    const winner = await dialog.evaluate((d) => d.dataset.winner);
    const { moves, board, player } = await assertBoardMatchesRules(page);
    // The dialog names the side the rules say has won.
    const ruleWinner =
      Rules.winner(board) ??
      (Rules.legalMoves(board, player).length === 0 ? (player === 'blue' ? 'red' : 'blue') : null);
    assert.equal(winner, ruleWinner, `after ${moves.length} plies: ${moves.join(' ')}`);
    assert.ok(moves.length >= 10, `a real game: ${moves.length} plies`);
    console.log(`whole game: ${winner} won after ${moves.length} plies`);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('a position one move from a Red win ends with the win dialog, data-winner="red"', async () => {
  // Red's chariot on b2 steps to row 1; Blue's chariot is far away.
  const position = '8/1R6/8/3B4/8/8/bb3rrr/8 r';
  const { page, errors, close } = await openPage(
    `?blue=human&red=ai&level=beginner&position=${encodeURIComponent(position)}`,
  );
  try {
    await page.waitForSelector('dialog.polis-result[open][data-winner]', { timeout: TIMEOUT.AI_MOVE });
    const d = await page.$eval('dialog.polis-result', (x) => ({
      winner: x.dataset.winner,
      reason: x.dataset.reason,
      text: x.textContent,
    }));
    assert.equal(d.winner, 'red');
    assert.equal(d.reason, 'chariot');
    assert.match(d.text, /Red/);
    const start = Rules.parsePosition(position);
    const { moves, board } = await assertBoardMatchesRules(page, start);
    assert.equal(moves.length, 1);
    assert.equal(Rules.winner(board), 'red');
    assert.equal(await page.$eval(GAME, (x) => x.dataset.state), 'over');
    assert.match(await page.$eval('.polis-status', (x) => x.textContent), /Red wins/);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('AI against AI can be watched, and the moves follow the rules', async () => {
  const { page, errors, close } = await openPage('?blue=ai&red=ai&level=beginner', {
    reducedMotion: 'reduce',
  });
  try {
    await waitFor(page, () => Number(document.querySelector('.polis').dataset.plies) >= 6, null, {
      timeout: 6 * TIMEOUT.AI_MOVE,
    });
    // Pause, then check a quiet board against the rules.
    await page.click('[data-action="pause"]');
    await settled(page, 6);
    const state = await page.$eval(GAME, (x) => x.dataset.state);
    assert.ok(['paused', 'over'].includes(state), state);
    const { moves } = await assertBoardMatchesRules(page);
    assert.ok(moves.length >= 6);
    const log = await page.evaluate(() => window.polis.aiLog);
    assert.ok(log.some((e) => e.player === 'blue') && log.some((e) => e.player === 'red'));
    assert.ok(log.every((e) => e.engine === 'wasm'));
    // Paused means paused.
    await page.waitForTimeout(700);
    assert.equal((await moveList(page)).length, moves.length);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('a stunned chariot is marked with data-stunned and cannot be selected', async () => {
  const position = 'rB+r5/bb6/8/8/8/8/8/7R b';
  const { page, errors, close } = await openPage(
    `?blue=human&red=human&position=${encodeURIComponent(position)}`,
    { reducedMotion: 'reduce' },
  );
  try {
    await assertBoardMatchesRules(page, Rules.parsePosition(position));
    const b1 = await page.$eval('[data-square="b1"] [data-piece]', (p) => ({
      piece: p.dataset.piece,
      stunned: p.dataset.stunned,
      badge: !!p.querySelector('.stun-badge'),
    }));
    assert.deepEqual(b1, { piece: 'B', stunned: 'true', badge: true });
    assert.equal(await page.$eval('[data-square="h8"] [data-piece]', (p) => p.dataset.stunned ?? null), null);
    assert.match(await page.$eval('[data-square="b1"]', (s) => s.getAttribute('aria-label')), /stunned/);
    await page.click('[data-square="b1"]');
    assert.equal(await page.$$eval('.sq-dest', (a) => a.length), 0);
    assert.match(await page.$eval('.polis-preview', (x) => x.textContent), /stunned/);
    // Its dogs still move.
    await page.click('[data-square="b2"]');
    assert.ok((await page.$$eval('.sq-dest', (a) => a.length)) > 0);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});
