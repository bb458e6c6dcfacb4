// The computer fails in the middle of a game (its client rejects a move request, as when its
// engine thread dies): the page says so in a notice, its side goes to a human, and the game goes
// on to its end. The notice floats over the board's top rows, where the player's next presses
// may fall: they must reach the board, not the notice.
// Played by mouse at 1280x800 and by taps at 390x844, through mountPolis with its `aiClient`
// option (the public way to give a game another computer player), checked against rules.js.

import test from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { useBrowser, VIEWPORTS, assertBoardMatchesRules } from '../helpers/page.mjs';
import { pressSquare, pressButton } from '../helpers/journey.mjs';
import { TIMEOUT } from '../helpers/timeouts.mjs';

const env = useBrowser();

// Mounts a game (Blue human, Red the computer) whose computer plays Red's first legal move once,
// then fails every request.
async function mountFailing(page) {
  await page.evaluate(async () => {
    const { mountPolis } = await import('/web/ui.js');
    const Rules = await import('/web/rules.js');
    let calls = 0;
    const fake = {
      onStatus(fn) {
        setTimeout(() => fn({ type: 'ready', engine: 'test' }));
        return () => {};
      },
      ready: () => Promise.resolve(),
      cancel() {},
      chooseMove(board, player) {
        calls++;
        if (calls > 1) return Promise.reject(new Error('its engine thread stopped'));
        const move = Rules.legalMoves(board, player)[0];
        return Promise.resolve({
          move,
          score: 0,
          mateIn: null,
          depth: 1,
          nodes: 1,
          timeMs: 0,
          pv: [move],
          engine: 'test',
        });
      },
    };
    localStorage.clear();
    mountPolis(document.getElementById('game'), {
      blue: 'human',
      red: 'ai',
      level: 'novice',
      aiClient: fake,
      restore: false,
    });
  });
  await page.waitForSelector('.polis[data-ai="ready"][data-state="human"]');
}

for (const [size, input] of [
  [VIEWPORTS.laptop, 'mouse'],
  [VIEWPORTS.phone, 'touch'],
]) {
  test(`the computer fails mid-game: said, its side handed to a human, and the game played on by ${input} (${size.width}x${size.height})`, async () => {
    const context = await env.browser.newContext({
      viewport: size,
      hasTouch: input === 'touch',
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    try {
      await page.goto(`${env.server.url}tests/fixtures/blank.html`);
      await mountFailing(page);
      let board = Rules.initialBoard();
      let player = 'blue';
      const played = [];
      // The page's board, move list and side to move against rules.js and the moves made.
      const check = async () => {
        const r = await assertBoardMatchesRules(page);
        assert.deepEqual(r.moves, played);
        assert.equal(r.turn, player);
      };
      const plies = () => page.$eval('.polis', (g) => Number(g.dataset.plies));
      // Plays `text` by the test's input (a touch plays on the second tap on its destination).
      const play = async (text) => {
        const n = await plies();
        await pressSquare(page, text.slice(0, 2), input);
        await page.waitForSelector(`.polis [data-square="${text.slice(2)}"][data-dest]`, {
          timeout: TIMEOUT.STEP,
        });
        await pressSquare(page, text.slice(2), input);
        if (input === 'touch') await pressSquare(page, text.slice(2), input);
        await page.waitForFunction((k) => Number(document.querySelector('.polis').dataset.plies) > k, n, {
          timeout: TIMEOUT.STEP,
        });
        const r = Rules.applyMoveFor(board, player, Rules.parseMove(text));
        board = r.board;
        player = player === 'blue' ? 'red' : 'blue';
        played.push(text);
        return r;
      };
      const shown = () => page.$eval('.polis', (g) => ({ ...g.dataset }));
      // Blue's move; the computer answers with its first legal move.
      await play('d2d3');
      await page.waitForSelector('.polis[data-plies="2"][data-state="human"]');
      const reply = Rules.legalMoves(board, 'red')[0];
      board = Rules.applyMoveFor(board, 'red', reply).board;
      player = 'blue';
      played.push(Rules.moveToString(reply));
      await check();
      // Blue again; the computer now fails.
      await play(Rules.moveToString(Rules.legalMoves(board, 'blue').at(-1)));
      await page.waitForSelector('.polis[data-red="human"][data-state="human"][data-turn="red"]', {
        timeout: TIMEOUT.STEP,
      });
      await check();
      const notice = await page.$eval('.polis-notice', (n) => (n.hidden ? '' : n.textContent));
      assert.match(notice, /The computer could not move: its engine thread stopped/);
      assert.match(notice, /Red is now played by a human/);
      // The notice covers squares of the board's top rows; the next moves start there.
      const covered = await page.evaluate(() => {
        const n = document.querySelector('.polis-notice').getBoundingClientRect();
        return [...document.querySelectorAll('.polis [data-square]')]
          .filter((s) => {
            const r = s.getBoundingClientRect();
            return (
              r.top + r.height / 2 > n.top &&
              r.top + r.height / 2 < n.bottom &&
              r.left + r.width / 2 > n.left &&
              r.left + r.width / 2 < n.right
            );
          })
          .map((s) => s.dataset.square);
      });
      assert.ok(covered.length > 0, 'the notice lies over part of the board');
      // Red (now a human) and Blue play on, each move starting under the notice when it can,
      // then Red, losing patience, resigns through the button (pressed twice: it asks first).
      let fromUnder = 0;
      let possible = 0;
      for (let i = 0; i < 6; i++) {
        const legal = Rules.legalMoves(board, player).map(Rules.moveToString);
        // A press under the notice: the move's start, else its destination (which squares the
        // notice covers depends on the board's side and the screen's size).
        const under = (m) => covered.includes(m.slice(0, 2)) || covered.includes(m.slice(2, 4));
        const text = legal.find((m) => covered.includes(m.slice(0, 2))) || legal.find(under) || legal[0];
        if (legal.some(under)) possible++;
        if (under(text)) fromUnder++;
        await play(text);
        await check();
      }
      // Every time a move could be pressed under the notice, it was, and it was played.
      assert.equal(fromUnder, possible, `${fromUnder} of ${possible} moves pressed under the notice`);
      await pressButton(page, 'resign', input);
      await pressButton(page, 'resign', input);
      await page.waitForSelector('.polis[data-state="over"]', { timeout: TIMEOUT.STEP });
      const s = await shown();
      assert.equal(s.blue, 'human');
      assert.equal(s.red, 'human');
      await check();
      const dialog = await page.waitForSelector('[data-winner]', { state: 'visible', timeout: TIMEOUT.STEP });
      assert.equal(
        await dialog.getAttribute('data-winner'),
        player === 'red' ? 'blue' : 'red',
        'the side to move resigned',
      );
      assert.equal(await dialog.getAttribute('data-reason'), 'resign');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
}
