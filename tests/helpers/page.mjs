// Shared helpers for the browser tests: Debian's Chromium (its headless shell: ./browser.mjs)
// driven by playwright-core, the page served by a local static server on an ephemeral port, and
// readers that compare what the page shows with web/rules.js. Waiting and playing a move (waitFor, settled, clickMove) are in
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
import { launchChromium, openPage, waitFor, clickMove, VIEWPORTS } from './browser.mjs';
import { tabPool } from './tab-pool.mjs';
import { TIMEOUT } from './timeouts.mjs';

export const ROOT = process.env.POLIS_ROOT || fileURLToPath(new URL('../..', import.meta.url));
export const GAME = '.polis';
export { VIEWPORTS };

// `headers(file, request)`: response headers the server adds (e.g. a Content-Security-Policy).
// What makes a page need a tab and context of its own (browser.mjs openPage's options).
const OWN_TAB = ['init', 'route', 'refuse', 'origin', 'context', 'tab'];

export function useBrowser({ headers = null } = {}) {
  const env = { server: null, browser: null };
  before(async () => {
    env.server = await startStaticServer({ root: ROOT, port: 0, headers });
    env.browser = await launchChromium();
  });
  after(async () => {
    if (env.tabs) await env.tabs.close();
    if (env.browser) await env.browser.close();
    if (env.server) await env.server.close();
  });
  // A page of the served checkout (`path`, index.html by default, with `query`), opened by
  // browser.mjs's openPage with the same options, once the game has drawn itself.
  // Pages with the same context options take turns in a kept tab (./tab-pool.mjs), unless
  // the test adds scripts, routes or a context of its own, or asks for a new tab (`pool: false`).
  env.openPage = (query = '', opts = {}) => {
    const { path = 'index.html', pool = true, ...rest } = opts;
    const url = `${env.server.url}${path}${query}`;
    const given = { ready: '.polis[data-state]', ...rest };
    if (!pool || OWN_TAB.some((k) => k in rest)) return openPage(env.browser, url, given);
    env.tabs ||= tabPool(env.browser);
    return env.tabs.open(url, given);
  };
  return env;
}

export async function aiReady(page) {
  await waitFor(page, () => document.querySelector('.polis').dataset.ai === 'ready');
}

// In a game of two humans whose next move is Blue's f1g2, the blunder that hops Red's chariot
// home (BLUNDER_LINE leads there; Blue stands better before it, about two dogs up by the
// engine's score, so it throws away a good game: tests/browser/advice.test.mjs checks with the
// engine that it is a blunder by the review's rule): plays it, opens the review from the result
// dialog and waits until every move of the list has its review mark.
export const BLUNDER_LINE = 'e2d3,f7f6,e4f4,f6g7,b2c3,h6g5,g2f3,h4h3';
export function reviewBlunder(page, { timeout = TIMEOUT.REVIEW } = {}) {
  return reviewAfter(page, 'f1g2', { timeout });
}

// Plays `move` (the game's last: its result dialog opens), asks the dialog for the review and
// waits until every move of the list has its review mark.
export async function reviewAfter(page, move, { timeout = TIMEOUT.REVIEW } = {}) {
  await aiReady(page);
  await clickMove(page, move);
  await page.waitForSelector('dialog.polis-result[open]');
  await page.click('dialog.polis-result[data-armed] [data-action="review"]');
  await waitFor(
    page,
    () => [...document.querySelectorAll('.polis-moves .move[data-ply]')].every((b) => b.dataset.review),
    null,
    { timeout },
  );
}

// The positions of a game from the start: [start, after move 1, after move 2, ...].
export function positionsOf(moves, start = { board: Rules.initialBoard(), player: 'blue' }) {
  const positions = [start];
  for (const m of moves) {
    const p = positions[positions.length - 1];
    positions.push({
      board: Rules.applyMoveFor(p.board, p.player, Rules.parseMove(m)).board,
      player: p.player === 'blue' ? 'red' : 'blue',
    });
  }
  return positions;
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

// Keeps, in the page, the board as shown at each count of moves, taken as soon as the page has
// drawn that many moves and is not animating: a MutationObserver's callback runs before the
// page's next task, so the board between a move and the computer's answer is caught however
// loaded the machine is (a poll from the test can miss it). Read with boardsSeen(page)[plies].
// `by`: the game's attribute that counts the moves (data-plies; a puzzle's solution: 'step').
export function watchBoards(page, { by = 'plies' } = {}) {
  return page.evaluate((by) => {
    const g = document.querySelector('.polis');
    const seen = (window.__polisBoardsSeen = {});
    const take = () => {
      const n = g.dataset[by];
      if (g.dataset.state === 'animating' || n in seen) return;
      const out = Array.from({ length: 8 }, () => Array(8).fill(''));
      for (const s of g.querySelectorAll('[data-square]')) {
        const p = s.querySelector('[data-piece]');
        const name = s.dataset.square;
        if (p)
          out[Number(name[1]) - 1][name.charCodeAt(0) - 97] =
            p.dataset.piece + (p.dataset.stunned === 'true' ? '+' : '');
      }
      seen[n] = out;
    };
    new MutationObserver(take).observe(g, {
      attributes: true,
      attributeFilter: [`data-${by}`, 'data-state'],
    });
    take();
  }, by);
}
export const boardsSeen = (page) => page.evaluate(() => window.__polisBoardsSeen);

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

// Blue's choice in the tests: a winning move, else the legal move that captures most, then hops
// most (deterministic).
// `race`: before captures, the move that brings the player's chariot nearest its far row (a
// game between two such players ends in some ten moves: tests/journeys/friend-link.test.mjs).
export function pickMove(board, player, { race = false } = {}) {
  let best = null;
  let bestScore = -Infinity;
  for (const m of Rules.legalMoves(board, player)) {
    const r = Rules.applyMove(board, m);
    if (r.winner && r.winner !== player) continue;
    const gain = r.captured.reduce((s, x) => s + (x.team === player ? -1 : 1), 0);
    const score =
      (r.winner === player ? 1e6 : 0) +
      (race ? advance(r.board, player) * 100 : 0) +
      gain * 10 +
      r.hops.length;
    if (score > bestScore) {
      bestScore = score;
      best = m;
    }
  }
  return best;
}

// How many rows `player`'s chariot has come from its own back row (Blue's is row 0, Red's row 7).
function advance(board, player) {
  const row = board.findIndex((cells) => cells.some((x) => x && x.team === player && x.type === 'chariot'));
  return row < 0 ? 0 : player === 'blue' ? row : 7 - row;
}

// The centre of a square on screen (for mouse and touch input).
export async function squareCenter(page, name) {
  const b = await page.$eval(`[data-square="${name}"]`, (s) => s.getBoundingClientRect().toJSON());
  return { x: b.left + b.width / 2, y: b.top + b.height / 2 };
}
