// The game record and the game's controls: a reload resumes the game, moves= replays one and
// reports a bad list, Copy link / Copy moves and the setup's import, browsing with the keys,
// resign, rematch with colours swapped, the level changed mid-game, remembered toggles and the
// tab title.

import test from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { waitFor, settled, clickMove } from '../helpers/browser.mjs';
import { useBrowser, GAME, aiReady, assertBoardMatchesRules, moveList } from '../helpers/page.mjs';

const env = useBrowser();
const newContext = (opts = {}) =>
  env.browser.newContext({
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
    colorScheme: 'dark',
    ...opts,
  });

test('a reload resumes the game; remembered toggles stay; the tab title says whose move it is', async () => {
  const context = await newContext();
  try {
    const first = await env.openPage('?level=beginner', { context });
    await aiReady(first.page);
    assert.equal(await first.page.title(), 'Your move \u00b7 Polis');
    await clickMove(first.page, 'b2b3');
    await settled(first.page, 2);
    const moves = await moveList(first.page);
    assert.equal(
      await first.page.$eval('[data-action="sound"]', (b) => b.getAttribute('aria-pressed')),
      'false',
      'sound is off at first',
    );
    await first.page.click('[data-action="sound"]');
    await first.page.click('[data-action="theme"]');
    assert.equal(await first.page.$eval(GAME, (g) => g.dataset.theme), 'light');
    await first.page.reload();
    await first.page.waitForSelector('.polis[data-state]');
    await settled(first.page, 2);
    assert.deepEqual(await moveList(first.page), moves, 'the moves are back');
    await assertBoardMatchesRules(first.page);
    assert.equal(await first.page.$eval(GAME, (g) => g.dataset.level), 'beginner');
    assert.equal(
      await first.page.$eval('[data-action="sound"]', (b) => b.getAttribute('aria-pressed')),
      'true',
    );
    assert.equal(await first.page.$eval(GAME, (g) => g.dataset.theme), 'light');
    // The game goes on from there.
    const { board } = await assertBoardMatchesRules(first.page);
    await clickMove(first.page, Rules.legalMoves(board, 'blue')[0]);
    await settled(first.page, 4);
    assert.deepEqual(first.errors, []);
  } finally {
    await context.close();
  }
});

test('moves= replays a game; a bad list names its first bad move and keeps the moves before it', async () => {
  const good = await env.openPage('?red=human&moves=b2b3,g7g6,e2e3', { reducedMotion: 'reduce' });
  try {
    assert.deepEqual(await moveList(good.page), ['b2b3', 'g7g6', 'e2e3']);
    await assertBoardMatchesRules(good.page);
    assert.equal(await good.page.$eval(GAME, (g) => g.dataset.turn), 'red');
    assert.equal(await good.page.$eval('.polis-notice', (x) => x.hidden), true);
  } finally {
    await good.close();
  }
  const bad = await env.openPage('?red=human&moves=b2b3,g7g6,b3b5,c2c3', { reducedMotion: 'reduce' });
  try {
    const text = await bad.page.$eval('.polis-notice', (x) => x.textContent);
    assert.match(text, /move 3 "b3b5"/);
    assert.match(text, /not adjacent/);
    assert.match(text, /first 2 moves were kept/);
    assert.deepEqual(await moveList(bad.page), ['b2b3', 'g7g6']);
    await assertBoardMatchesRules(bad.page);
  } finally {
    await bad.close();
  }
});

test("Copy moves, Copy link (the link replays the game) and the setup's import", async () => {
  const context = await newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  try {
    const { page, errors } = await env.openPage('?blue=human&red=human', { context });
    await clickMove(page, 'd2d3');
    await settled(page, 1);
    await clickMove(page, 'e7e6');
    await settled(page, 2);
    await page.click('[data-action="copy-moves"]');
    await waitFor(page, () => /copied/.test(document.querySelector('.polis-preview').textContent));
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), 'd2d3,e7e6');
    await page.click('[data-action="copy-link"]');
    await waitFor(page, () => /Link.*copied/.test(document.querySelector('.polis-preview').textContent));
    const link = await page.evaluate(() => navigator.clipboard.readText());
    assert.match(link, /moves=d2d3(,|%2C)e7e6/, 'the link names the moves (written readably)');
    const other = await env.openPage(link.slice(link.indexOf('?')), { reducedMotion: 'reduce' });
    assert.deepEqual(await moveList(other.page), ['d2d3', 'e7e6']);
    assert.equal(await other.page.$eval(GAME, (g) => g.dataset.red), 'human');
    await other.close();

    // Import: a bad list is refused with the first bad move named; a good one is replayed.
    await page.click('[data-action="new"]');
    await page.click('dialog.polis-setup summary');
    await page.fill('dialog.polis-setup textarea[name="moves"]', 'b2b3, x, g7g6');
    await page.click('dialog.polis-setup button[type="submit"]');
    assert.match(
      await page.$eval('dialog.polis-setup .setup-error', (x) => x.textContent),
      /move 2 "x" is not a move like b2b3/,
    );
    assert.equal(await page.$eval('dialog.polis-setup', (d) => d.open), true);
    await page.fill('dialog.polis-setup textarea[name="moves"]', 'b2b3, g7g6');
    await page.click('dialog.polis-setup button[type="submit"]');
    await waitFor(page, () => !document.querySelector('dialog.polis-setup').open);
    assert.deepEqual(await moveList(page), ['b2b3', 'g7g6']);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('browsing with the keys; resign; rematch with colours swapped; the level changed mid-game', async () => {
  const { page, errors, close } = await env.openPage('?level=beginner&moves=b2b3,g7g6,e2e3,b7b6', {
    reducedMotion: 'reduce',
  });
  try {
    await aiReady(page);
    await page.click('.polis-moves [data-ply="2"]');
    assert.equal(await page.$eval(GAME, (g) => g.dataset.view), '2');
    assert.match(await page.$eval('.polis-status', (x) => x.textContent), /Viewing move 1\u2026 g7g6/);
    await page.keyboard.press('ArrowLeft');
    assert.equal(await page.$eval(GAME, (g) => g.dataset.view), '1');
    await page.keyboard.press('Home');
    assert.equal(await page.$eval(GAME, (g) => g.dataset.view), '0');
    await page.keyboard.press('ArrowRight');
    assert.equal(await page.$eval(GAME, (g) => g.dataset.view), '1');
    await page.keyboard.press('End');
    assert.equal(await page.$eval(GAME, (g) => g.dataset.view), 'live');

    // The level, mid-game: the computer's next move is played at the new level.
    await page.selectOption('[data-action="level"]', 'easy');
    assert.equal(await page.$eval(GAME, (g) => g.dataset.level), 'easy');
    const { board } = await assertBoardMatchesRules(page);
    await clickMove(page, Rules.legalMoves(board, 'blue')[0]);
    await settled(page, 6);
    const log = await page.evaluate(() => window.polis.aiLog);
    assert.equal(log[log.length - 1].level, 'easy');

    // Resign takes two presses, then the game is over and says so.
    await page.click('[data-action="resign"]');
    assert.equal(await page.$eval(GAME, (g) => g.dataset.state), 'human');
    await page.click('[data-action="resign"]');
    await page.waitForSelector('dialog.polis-result[open]');
    const d = await page.$eval('dialog.polis-result', (x) => ({
      winner: x.dataset.winner,
      reason: x.dataset.reason,
      text: x.textContent,
    }));
    assert.deepEqual([d.winner, d.reason], ['red', 'resign']);
    assert.match(d.text, /Blue resigned/);
    await page.click('dialog.polis-result[data-armed] [data-action="rematch"]');
    // (The computer, now Blue, may have answered already.)
    await waitFor(page, () => document.querySelector('.polis').dataset.blue === 'ai');
    const g = await page.$eval(GAME, (x) => ({ ...x.dataset }));
    assert.equal(g.blue, 'ai');
    assert.equal(g.red, 'human');
    assert.equal(g.orientation, 'red', "the human's side is at the bottom");
    await settled(page, 1);
    assert.equal((await moveList(page)).length, 1, 'a new game from the start, Blue (the computer) moved');
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

// Every frequency the page's Web Audio oscillators are set to (the move sound: 440 Hz for a
// move, 220 Hz for a capture), recorded before the page's scripts run.
function recordSounds() {
  window.sounds = [];
  const set = AudioParam.prototype.setValueAtTime;
  AudioParam.prototype.setValueAtTime = function (value, time) {
    if (value >= 100) window.sounds.push(value); // frequencies; the gain's values are below 1
    return set.call(this, value, time);
  };
}

// Moves from the start, found with the rules, after which Blue has a move that captures.
function lineToACapture() {
  let seed = 11;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  for (let game = 0; game < 100; game++) {
    let board = Rules.initialBoard();
    const line = [];
    for (let ply = 0; ply < 40; ply++) {
      const player = ply % 2 ? 'red' : 'blue';
      const moves = Rules.legalMoves(board, player);
      if (!moves.length) break;
      if (player === 'blue') {
        const capture = moves.find((m) => Rules.applyMove(board, m).captured.length);
        if (capture) return { line, capture: Rules.moveToString(capture) };
      }
      const move = moves[Math.floor(random() * moves.length)];
      const r = Rules.applyMove(board, move);
      if (r.winner) break;
      line.push(Rules.moveToString(move));
      board = r.board;
    }
  }
  throw new Error('no capture for Blue in 100 random games');
}

test('the move sound: none while it is off; with it on, each move sounds, a capture lower', async () => {
  const { line, capture } = lineToACapture();
  const query = `?red=human&moves=${line.join(',')}`;
  const quietMove = (board, player) =>
    Rules.moveToString(
      Rules.legalMoves(board, player).find((m) => !Rules.applyMove(board, m).captured.length),
    );
  // Off (the default): a move makes no sound.
  const off = await env.openPage(query, { reducedMotion: 'reduce', init: recordSounds });
  try {
    await settled(off.page, line.length);
    const { board } = await assertBoardMatchesRules(off.page);
    await clickMove(off.page, quietMove(board, 'blue'));
    await settled(off.page, line.length + 1);
    assert.deepEqual(await off.page.evaluate(() => window.sounds), [], 'no sound while it is off');
    assert.deepEqual(off.errors, []);
  } finally {
    await off.close();
  }
  // On: the same position, the capture, then a quiet reply.
  const on = await env.openPage(query, { reducedMotion: 'reduce', init: recordSounds });
  try {
    await settled(on.page, line.length);
    await on.page.click('[data-action="sound"]');
    await clickMove(on.page, capture);
    await settled(on.page, line.length + 1);
    await waitFor(on.page, () => window.sounds.length >= 1);
    assert.deepEqual(await on.page.evaluate(() => window.sounds), [220], 'a capture sounds at 220 Hz');
    const { board } = await assertBoardMatchesRules(on.page);
    await clickMove(on.page, quietMove(board, 'red'));
    await settled(on.page, line.length + 2);
    await waitFor(on.page, () => window.sounds.length >= 2);
    assert.deepEqual(await on.page.evaluate(() => window.sounds), [220, 440], 'a plain move at 440 Hz');
    assert.deepEqual(on.errors, []);
  } finally {
    await on.close();
  }
});
