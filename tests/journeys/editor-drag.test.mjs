// The position editor by drag and drop, with the page's real input (issue 22, item 6): pieces
// dragged between squares, off the board and from the tools onto it, by mouse on a laptop and
// by touch on a phone (pointer events); a chariot placed moves its side's chariot (never "2
// chariots"); the instruction line fully visible at 390x844, 844x390 and 1280x800; "Play from
// here" asks who plays each side and at what level (the last level chosen, else Novice) and
// starts that game from the position built. After each step the board shown and the editor's
// position are checked against a board kept here by web/rules.js; in the game, the start, the
// players, the level and the board after the moves. POLIS_SCREENSHOT=1 renews
// docs/editor-drag-*.png.

import test from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import {
  useBrowser,
  GAME,
  VIEWPORTS,
  readDomBoard,
  encode,
  squareCenter,
  moveList,
} from '../helpers/page.mjs';
import { savedGame, savedStart } from '../helpers/journey.mjs';
import { TIMEOUT } from '../helpers/timeouts.mjs';
import { other } from '../../web/rules/util.js';

const env = useBrowser();
const START = 'Bbbbbbbb/bbbbbbbb/8/8/8/8/rrrrrrrr/rrrrrrrR b';
const rc = (name) => [Number(name[1]) - 1, name.charCodeAt(0) - 97];
const DOG = (team) => ({ team, type: 'dog', stunned: false });
const CHARIOT = (team) => ({ team, type: 'chariot', stunned: false });

// The board kept by the test: a piece moved, removed or put (a chariot replaces its side's).
function put(board, name, cell) {
  if (cell?.type === 'chariot')
    for (const row of board)
      row.forEach((c, i) => {
        if (c?.type === 'chariot' && c.team === cell.team) row[i] = null;
      });
  const [r, c] = rc(name);
  board[r][c] = cell;
}
function moveOn(board, from, to) {
  const [r, c] = rc(from);
  const cell = board[r][c];
  board[r][c] = null;
  if (to) put(board, to, cell);
}

async function check(page, board, what) {
  const want = Rules.formatPosition(board, 'blue');
  await page
    .waitForFunction((w) => document.querySelector('.polis').dataset.position === w, want, {
      timeout: TIMEOUT.STEP,
    })
    .catch(async () => {
      const shown = await page.$eval(GAME, (g) => g.dataset.position);
      assert.equal(shown, want, `${what}: the editor's position`);
    });
  assert.deepEqual((await readDomBoard(page)).board, encode(board), what);
  Rules.validateBoard(board);
  const status = await page.textContent('.editor-status');
  assert.equal(status, 'A legal position, Blue to move.', what);
}

const center = async (page, sel) => {
  const b = await page.$eval(sel, (e) => e.getBoundingClientRect().toJSON());
  return { x: b.left + b.width / 2, y: b.top + b.height / 2 };
};
// A point beside the board, off it.
const offBoard = async (page) => {
  const b = await page.$eval(`${GAME} [data-square="a1"]`, (e) =>
    e.closest('.polis-boardcol').getBoundingClientRect().toJSON(),
  );
  return { x: b.left + b.width / 2, y: Math.max(4, b.top - 12) };
};

// The two inputs: a mouse drag in small steps, a finger's (Chromium's touch events, which the
// page receives as pointer events of type touch). `shot`: a screenshot before the release.
function dragger(page, cdp) {
  return async (a, b, shot) => {
    if (!cdp) {
      await page.mouse.move(a.x, a.y);
      await page.mouse.down();
      // With a screenshot: taken on the way, the piece under the pointer between tools and board.
      if (shot) {
        await page.mouse.move(a.x + (b.x - a.x) * 0.6, a.y + (b.y - a.y) * 0.6, { steps: 5 });
        await page.screenshot({ path: shot });
      }
      await page.mouse.move(b.x, b.y, { steps: 8 });
      await page.mouse.up();
      return;
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: a.x, y: a.y }] });
    for (let i = 1; i <= 8; i++) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: a.x + ((b.x - a.x) * i) / 8, y: a.y + ((b.y - a.y) * i) / 8 }],
      });
      if (shot && i === 5) await page.screenshot({ path: shot });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  };
}

async function notClipped(page, sel) {
  const r = await page.$eval(sel, (e) => {
    const b = e.getBoundingClientRect();
    return {
      w: e.scrollWidth - e.clientWidth,
      h: e.scrollHeight - e.clientHeight,
      left: b.left,
      right: b.right,
      vw: innerWidth,
    };
  });
  assert.ok(
    r.w <= 1 && r.h <= 1 && r.left >= 0 && r.right <= r.vw + 0.5,
    `${sel} clipped: ${JSON.stringify(r)}`,
  );
}

// Plays until `plies` moves are on the record (the computer's included), the human's by clicks.
async function playGame(page, start, humanSide, plies) {
  for (;;) {
    await page.waitForSelector(`${GAME}:is([data-state="human"], [data-state="over"])`, {
      timeout: TIMEOUT.AI_MOVE,
    });
    const moves = await moveList(page);
    let board = start.board;
    let player = start.player;
    for (const m of moves) {
      board = Rules.applyMoveFor(board, player, Rules.parseMove(m)).board;
      player = other(player);
    }
    await page.waitForFunction(() => !document.querySelector('.pc-dragging'));
    assert.deepEqual((await readDomBoard(page)).board, encode(board), `the game after ${moves.join(' ')}`);
    if (moves.length >= plies || Rules.winner(board)) return moves;
    assert.equal(player, humanSide, 'the person plays this side');
    const m = Rules.moveToString(Rules.legalMoves(board, player)[0]);
    await page.click(`[data-square="${m.slice(0, 2)}"]`);
    await page.waitForSelector(`[data-square="${m.slice(2, 4)}"][data-dest]`, { timeout: TIMEOUT.STEP });
    await page.click(`[data-square="${m.slice(2, 4)}"]`);
    await page.waitForFunction(
      (n) => Number(document.querySelector('.polis').dataset.plies) > n,
      moves.length,
      {
        timeout: TIMEOUT.AI_MOVE,
      },
    );
  }
}

const gameRecord = savedGame;

for (const input of ['mouse', 'touch']) {
  test(`the editor by ${input}: pieces dragged on, off and around, a chariot moved, then played at the chosen level`, async () => {
    const phone = input === 'touch';
    const { page, context, errors, close } = await env.openPage('?editor', {
      viewport: phone ? VIEWPORTS.phone : VIEWPORTS.laptop,
      hasTouch: phone,
    });
    try {
      if (phone) {
        // The level chosen last (a stored preference) is the one offered.
        await page.evaluate(() => localStorage.setItem('polis:pref:level', 'easy'));
        await page.reload();
      }
      await page.waitForSelector(`${GAME}[data-mode="editor"][data-valid="true"]`);
      await notClipped(page, '.editor-howto');
      const drag = dragger(page, phone ? await context.newCDPSession(page) : null);
      const sq = (name) => squareCenter(page, name);
      const tool = (name) => center(page, `button[data-tool="${name}"]`);
      const board = Rules.parsePosition(START).board.map((r) => r.slice());
      const shot = process.env.POLIS_SCREENSHOT
        ? `docs/editor-drag-${phone ? 'phone' : 'desktop'}.png`
        : null;
      await check(page, board, 'the start');
      await drag(await sq('b2'), await sq('d4'));
      moveOn(board, 'b2', 'd4');
      await check(page, board, 'a dog dragged from b2 to d4');
      await drag(await sq('d4'), await offBoard(page));
      moveOn(board, 'd4', null);
      await check(page, board, 'the dog dragged off the board');
      await drag(await tool('b'), await sq('e5'), shot);
      put(board, 'e5', DOG('blue'));
      await check(page, board, 'a blue dog dragged from the tools onto e5');
      await drag(await tool('B'), await sq('c4'));
      put(board, 'c4', CHARIOT('blue'));
      await check(page, board, "Blue's chariot dropped on c4: moved from a1");
      await drag(await sq('g7'), await sq('g5'));
      moveOn(board, 'g7', 'g5');
      await check(page, board, 'a red dog dragged from g7 to g5');
      // The chariot tool by a press: Red's chariot moves from h8 to e6.
      if (phone) await page.tap('button[data-tool="R"]');
      else await page.click('button[data-tool="R"]');
      await page.waitForSelector(`${GAME}[data-tool="R"]`, { timeout: TIMEOUT.STEP });
      if (phone) await page.tap('[data-square="e6"]');
      else await page.click('[data-square="e6"]');
      put(board, 'e6', CHARIOT('red'));
      await check(page, board, "Red's chariot moved to e6 by the tool");
      await page.click('[data-action="editor-play"]');
      await page.waitForSelector('.editor-play-setup:not([hidden])');
      const level = phone ? 'easy' : 'novice';
      assert.equal(await page.inputValue('.editor-level'), level, 'the last level chosen, else Novice');
      assert.equal(await page.inputValue('[data-play-side="blue"]'), 'human', 'the side to move: the player');
      assert.equal(await page.inputValue('[data-play-side="red"]'), 'ai');
      await notClipped(page, '.editor-play-setup');
      const want = phone
        ? { blue: 'ai', red: 'human', level: 'beginner' }
        : { blue: 'human', red: 'ai', level: 'medium' };
      await page.selectOption('[data-play-side="blue"]', want.blue);
      await page.selectOption('[data-play-side="red"]', want.red);
      await page.selectOption('.editor-level', want.level);
      const position = Rules.formatPosition(board, 'blue');
      if (phone) await page.tap('[data-action="editor-start-game"]');
      else await page.click('[data-action="editor-start-game"]');
      await page.waitForSelector(`${GAME}[data-state]:not([data-mode])`, { timeout: TIMEOUT.STEP });
      const moves = await playGame(page, { board, player: 'blue' }, phone ? 'red' : 'blue', 2);
      assert.ok(moves.length >= 1);
      assert.equal(await page.inputValue('.panel-level'), want.level);
      const record = await gameRecord(page);
      assert.equal(savedStart(record), position, 'the game starts from the position built');
      assert.deepEqual({ blue: record.blue, red: record.red, level: record.level }, want);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });
}

test('the level chosen last in the game is offered; at 844x390 the line is whole and the chariot tool never makes two', async () => {
  const { page, errors, close } = await env.openPage('', { viewport: VIEWPORTS.landscape, hasTouch: true });
  try {
    // The player chooses Hard in the game's level menu, then opens the editor.
    await page.waitForSelector(`${GAME}[data-state="human"]`, { timeout: TIMEOUT.STEP });
    await page.selectOption('.panel-level', 'hard');
    await page.waitForFunction(() => /"level":"hard"/.test(Object.values(localStorage).join()));
    await page.goto(page.url().replace(/\?.*$/, '') + '?editor');
    await page.waitForSelector(`${GAME}[data-mode="editor"][data-valid="true"]`);
    await page.tap('[data-action="editor-play"]');
    assert.equal(await page.inputValue('.editor-level'), 'hard', 'the level chosen last');
    await page.tap('[data-action="editor-play-cancel"]');
    await page.waitForSelector('.editor-play-setup[hidden]', { state: 'attached' });
    await notClipped(page, '.editor-howto');
    const board = Rules.parsePosition(START).board.map((r) => r.slice());
    for (const [t, name] of [
      ['B', 'd3'],
      ['R', 'd6'],
      ['B', 'f5'],
    ]) {
      await page.tap(`button[data-tool="${t}"]`);
      await page.tap(`[data-square="${name}"]`);
      put(board, name, CHARIOT(t === 'B' ? 'blue' : 'red'));
      await check(page, board, `${t} on ${name}`);
      assert.doesNotMatch(await page.textContent('.editor-status'), /chariots/);
    }
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});
