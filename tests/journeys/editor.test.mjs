// The position editor (index.html?editor) with the page's real input: pieces removed, placed
// and stunned by clicks (taps on a phone), every position judged by web/rules.js here as on the
// page (a position that is not allowed is refused with the rules' reason and cannot be played),
// a typed string that is not allowed refused with its reason, and a game started from the
// position set up. POLIS_SCREENSHOT=1 also renews docs/editor-*.png.

import test from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { useBrowser, GAME, VIEWPORTS, readDomBoard, encode, moveList } from '../helpers/page.mjs';
import { savedGame, savedStart } from '../helpers/journey.mjs';
import { TIMEOUT } from '../helpers/timeouts.mjs';

const env = useBrowser();
const START = Rules.parsePosition('Bbbbbbbb/bbbbbbbb/8/8/8/8/rrrrrrrr/rrrrrrrR b');

function reasonOf(board, player) {
  try {
    Rules.validateBoard(board);
  } catch (e) {
    return e.message;
  }
  return Rules.formatPosition(board, player) && null;
}

async function expect(page, board, player) {
  const shown = await readDomBoard(page);
  assert.deepEqual(shown.board, encode(board));
  const why = reasonOf(board, player);
  const d = await page.$eval(GAME, (g) => ({ ...g.dataset }));
  assert.equal(d.valid, String(!why));
  const status = await page.textContent('.editor-status');
  if (why) {
    assert.equal(status, `Not allowed: ${why}.`);
    assert.equal(await page.isDisabled('[data-action="editor-play"]'), true);
  } else {
    assert.equal(d.position, Rules.formatPosition(board, player));
    assert.equal(await page.inputValue('.editor-text'), d.position);
  }
}

// Whether the chariot on (r, c) stands between two enemy pieces on a line, neither a stunned
// chariot: where the rules stun one (docs/RULES.md, step 3).
function flankedByEnemies(board, r, c) {
  const team = board[r][c].team;
  const enemy = (x) => !!x && x.team !== team && !(x.type === 'chariot' && x.stunned);
  const axes = [
    [0, 1],
    [1, 0],
    [1, 1],
    [1, -1],
  ];
  return axes.some(([dr, dc]) => enemy(board[r + dr]?.[c + dc]) && enemy(board[r - dr]?.[c - dc]));
}

for (const kind of ['desktop', 'phone']) {
  test(`set up a position (${kind}): refused without a chariot, allowed again, a stun, a bad string refused, then played`, async () => {
    const touch = kind === 'phone';
    const { page, errors, close } = await env.openPage('?editor', {
      viewport: touch ? VIEWPORTS.phone : VIEWPORTS.laptop,
      hasTouch: touch,
    });
    const press = (sel) => (touch ? page.tap(sel) : page.click(sel));
    try {
      await page.waitForSelector(`${GAME}[data-mode="editor"][data-valid="true"]`);
      let board = START.board.map((r) => r.slice());
      await expect(page, board, 'blue');
      // Remove Red's chariot: refused, with the rules' reason.
      await press('[data-tool="erase"]');
      await press('[data-square="h8"]');
      board[7][7] = null;
      await page.waitForSelector(`${GAME}[data-valid="false"]`);
      await expect(page, board, 'blue');
      // A Red chariot on h7 (where a dog stood): allowed again; then stunned.
      await press('[data-tool="R"]');
      await press('[data-square="h7"]');
      board[6][7] = { team: 'red', type: 'chariot', stunned: false };
      await page.waitForSelector(`${GAME}[data-valid="true"]`);
      await expect(page, board, 'blue');
      // Stun it: refused with the reason (issue 30), no enemy beside it on a line.
      await press('[data-tool="stun"]');
      await press('[data-square="h7"]');
      assert.equal(
        await page.textContent('.editor-status'),
        'The chariot on h7 cannot be stunned: a chariot is stunned only between two enemy pieces on a line (across, down or diagonal).',
      );
      assert.ok(!flankedByEnemies(board, 6, 7), 'the rules would not stun it there');
      await expect(page, board, 'blue');
      // Two blue dogs around it (two blue dogs taken off first: 16 pieces a side at most), then stunned.
      await press('[data-tool="erase"]');
      for (const square of ['b1', 'c1']) await press(`[data-square="${square}"]`);
      await press('[data-tool="b"]');
      for (const square of ['h6', 'h8']) await press(`[data-square="${square}"]`);
      board[0][1] = board[0][2] = null;
      board[5][7] = board[7][7] = { team: 'blue', type: 'dog', stunned: false };
      assert.ok(flankedByEnemies(board, 6, 7), 'between two enemies now');
      await press('[data-tool="stun"]');
      await press('[data-square="h7"]');
      board[6][7] = { ...board[6][7], stunned: true };
      await page.waitForFunction(() => document.querySelector('.polis').dataset.position.includes('R+'));
      await expect(page, board, 'blue');
      // Red to move.
      await page.selectOption('.editor-side', 'red');
      await expect(page, board, 'red');
      if (process.env.POLIS_SCREENSHOT) await page.screenshot({ path: `docs/editor-${kind}.png` });
      const good = await page.inputValue('.editor-text');
      // A string with 17 Blue pieces: refused with the parser's reason; the board stays.
      const bad = 'Bbbbbbbb/bbbbbbbb/b7/8/8/8/rrrrrrrr/rrrrrrrR b';
      let why = null;
      try {
        Rules.parsePosition(bad);
      } catch (e) {
        why = e.message;
      }
      assert.ok(why, 'the string is not allowed by the rules');
      await page.fill('.editor-text', bad);
      await page.press('.editor-text', 'Enter');
      await page.waitForSelector(`${GAME}[data-valid="false"]`);
      assert.equal(await page.textContent('.editor-status'), `Not allowed: ${why}.`);
      assert.deepEqual((await readDomBoard(page)).board, encode(board));
      // The good string again, and a game from it.
      await page.fill('.editor-text', good);
      await press('[data-action="editor-load"]');
      await page.waitForSelector(`${GAME}[data-valid="true"]`);
      await press('[data-action="editor-play"]');
      // Who plays: the person Blue, the computer Red (Red, to move, was offered to the person).
      await page.selectOption('[data-play-side="blue"]', 'human');
      await page.selectOption('[data-play-side="red"]', 'ai');
      await press('[data-action="editor-start-game"]');
      await page.waitForSelector(`${GAME}[data-state]:not([data-mode])`, { timeout: TIMEOUT.STEP });
      // The game starts from the position, Red to move, and the computer plays Red: once it has
      // answered (Blue's turn, or the game over), the start, the moves and the board are checked.
      await page.waitForSelector(`${GAME}:is([data-state="human"], [data-state="over"])`, {
        timeout: TIMEOUT.STEP,
      });
      const game = { start: savedStart(await savedGame(page)), moves: await moveList(page) };
      const from = Rules.parsePosition(good);
      assert.equal(from.player, 'red');
      assert.equal(game.start, Rules.formatPosition(from.board, from.player));
      let shown = from.board;
      let player = from.player;
      for (const m of game.moves) {
        shown = Rules.applyMoveFor(shown, player, Rules.parseMove(m)).board;
        player = player === 'blue' ? 'red' : 'blue';
      }
      assert.deepEqual((await readDomBoard(page)).board, encode(shown));
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });
}
