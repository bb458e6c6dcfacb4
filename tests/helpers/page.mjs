// Shared helpers for the browser tests: Debian's Chromium driven by playwright-core, the page
// served by a local static server on an ephemeral port, and readers that compare what the page
// shows with web/rules.js. Waiting and playing a move (waitFor, settled, clickMove) are in
// browser.mjs.
//
//   const env = useBrowser();                // registers before/after hooks for one test file
//   const { page, errors, close } = await env.openPage('?red=human', { viewport, hasTouch });
//
// index.html is served as players get it: its start (web/page/start.js) loads the built code of
// web/app/ (make page; tests/node/page-built.test.mjs fails on a stale file, and
// tests/browser/requests.test.mjs on a source module fetched instead).
//
// POLIS_ROOT=/path/to/another/checkout serves that tree instead (to confirm that a new test
// fails on an older page); CHROMIUM=/path/to/chromium picks another browser binary.

import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import * as Rules from '../../web/rules.js';
import { other } from '../../web/rules/util.js';
import { startStaticServer } from './static-server.mjs';
import { launchChromium, waitFor, clickMove } from './browser.mjs';

export const ROOT = process.env.POLIS_ROOT || fileURLToPath(new URL('../..', import.meta.url));
export const GAME = '.polis';
export const VIEWPORTS = {
  laptop: { width: 1280, height: 800 },
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
  landscape: { width: 844, height: 390 },
};

// `headers(file, request)`: response headers the server adds (e.g. a Content-Security-Policy).
export function useBrowser({ headers = null } = {}) {
  const env = { server: null, browser: null };
  before(async () => {
    env.server = await startStaticServer({ root: ROOT, port: 0, headers });
    env.browser = await launchChromium();
  });
  after(async () => {
    if (env.browser) await env.browser.close();
    if (env.server) await env.server.close();
  });
  // A fresh page (in a fresh context unless one is given) that records errors and requests.
  env.openPage = async (query = '', opts = {}) => {
    const {
      viewport = VIEWPORTS.laptop,
      reducedMotion = 'no-preference',
      route = null,
      hasTouch = false,
      colorScheme = 'dark',
      path = 'index.html',
      context: given = null,
      init = null,
    } = opts;
    const context =
      given ||
      // The page registers its service worker (sw.js); tests here see the network, as the
      // offline test (tests/browser/offline.test.mjs) makes its own contexts that allow it.
      (await env.browser.newContext({
        viewport,
        reducedMotion,
        hasTouch,
        isMobile: hasTouch,
        colorScheme,
        serviceWorkers: 'block',
      }));
    if (init) await context.addInitScript(init);
    const page = await context.newPage();
    const errors = [];
    const requests = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`console: ${m.text()}`);
    });
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    context.on('request', (r) => requests.push(r.url()));
    if (route) await route(page);
    await page.goto(`${env.server.url}${path}${query}`);
    await page.waitForSelector('.polis[data-state]');
    return { page, context, errors, requests, close: () => (given ? page.close() : context.close()) };
  };
  return env;
}

export async function aiReady(page) {
  await waitFor(page, () => document.querySelector('.polis').dataset.ai === 'ready');
}

// In a game of two humans whose next move is Blue's f1g2, the blunder that hops Red's chariot
// home (BLUNDER_LINE leads there): plays it, opens the review from the result dialog and waits
// until every move of the list has its review mark.
export const BLUNDER_LINE = 'h2g3,g7h6,b2c3,f8g7,a1b2,g6f5,g3g4,g7h6,b2c3,f4f5,c3b4,h3g4';
export async function reviewBlunder(page, { timeout = 60000 } = {}) {
  await aiReady(page);
  await clickMove(page, 'f1g2');
  await page.waitForSelector('dialog.polis-result[open]');
  await page.click('dialog.polis-result [data-action="review"]');
  await waitFor(
    page,
    () => [...document.querySelectorAll('.polis-moves .move[data-ply]')].every((b) => b.dataset.review),
    null,
    { timeout },
  );
}

// The board as shown: 8 rows of 8 strings ('' | 'b' | 'B' | 'r' | 'R', '+' appended when stunned).
// The page's game, or the one in the first <polis-game>'s shadow root.
export function readDomBoard(page) {
  return page.evaluate(() => {
    const out = Array.from({ length: 8 }, () => Array(8).fill(null));
    const root = document.querySelector('polis-game')?.shadowRoot || document;
    const squares = root.querySelectorAll('.polis [data-square]');
    for (const s of squares) {
      const name = s.dataset.square;
      const r = Number(name[1]) - 1;
      const c = name.charCodeAt(0) - 97;
      const pieces = s.querySelectorAll('[data-piece]');
      if (pieces.length > 1) return `square ${name} shows ${pieces.length} pieces`;
      const p = pieces[0];
      out[r][c] = p ? p.dataset.piece + (p.dataset.stunned === 'true' ? '+' : '') : '';
    }
    return { count: squares.length, board: out };
  });
}

export function encode(board) {
  return board.map((row) =>
    row.map((cell) => {
      if (!cell) return '';
      const letter = cell.team === 'blue' ? 'b' : 'r';
      return (cell.type === 'chariot' ? letter.toUpperCase() : letter) + (cell.stunned ? '+' : '');
    }),
  );
}

export async function moveList(page) {
  return page.$$eval('.polis-moves .move[data-ply]', (els) => els.map((e) => e.dataset.move));
}

// Replays the page's move list with rules.js and checks the board the page shows against it.
export async function assertBoardMatchesRules(page, start = { board: Rules.initialBoard(), player: 'blue' }) {
  const moves = await moveList(page);
  let board = start.board;
  let player = start.player;
  for (const m of moves) {
    board = Rules.applyMoveFor(board, player, Rules.parseMove(m)).board;
    player = other(player);
  }
  const shown = await readDomBoard(page);
  assert.equal(typeof shown, 'object', shown);
  assert.equal(shown.count, 64, 'the board has 64 squares with data-square');
  assert.deepEqual(shown.board, encode(board), `board after ${moves.join(' ')}`);
  const turn = await page.$eval(GAME, (g) => g.dataset.turn);
  return { moves, board, player, turn };
}

// Blue's choice in the tests: the legal move that captures most, then hops most (deterministic).
export function pickMove(board, player) {
  let best = null;
  let bestScore = -Infinity;
  for (const m of Rules.legalMoves(board, player)) {
    const r = Rules.applyMove(board, m);
    if (r.winner && r.winner !== player) continue;
    const gain = r.captured.reduce((s, x) => s + (x.team === player ? -1 : 1), 0);
    const score = (r.winner === player ? 1000 : 0) + gain * 10 + r.hops.length;
    if (score > bestScore) {
      bestScore = score;
      best = m;
    }
  }
  return best;
}

// The centre of a square on screen (for mouse and touch input).
export async function squareCenter(page, name) {
  const b = await page.$eval(`[data-square="${name}"]`, (s) => s.getBoundingClientRect().toJSON());
  return { x: b.left + b.width / 2, y: b.top + b.height / 2 };
}
