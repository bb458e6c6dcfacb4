// The result dialog at the end of a game: it stays clear of the row where the winning chariot
// stands (it used to cover rows 1-2 on a phone), and it can be dismissed by its close button,
// by Escape and by a press outside it (none of these worked), after which the finished game
// stays on the board. Each at 1280x800 with the mouse and at 390x844 and 844x390 by touch.
// A press begun just as the result appears was meant for the board (a player planning a move
// as the game ends) and leaves it open: such a press closed it before the player saw it.

import test from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { GAME_ENDING_MOVES } from '../helpers/journey.mjs';
import { useBrowser, GAME, VIEWPORTS, assertBoardMatchesRules } from '../helpers/page.mjs';
import { contextOptions, stopClock } from '../helpers/browser.mjs';
import { RESULT_GRACE_MS } from '../../web/play/dialogs/dialogs.js';
import { TIMEOUT } from '../helpers/timeouts.mjs';

const env = useBrowser();

const CASES = GAME_ENDING_MOVES;
const SIZES = [
  ['laptop', VIEWPORTS.laptop, false],
  ['phone', VIEWPORTS.phone, true],
  ['landscape', VIEWPORTS.landscape, true],
];
const WAYS = ['close button', 'Escape', 'outside'];

let k = 0;
for (const [size, viewport, touch] of SIZES) {
  for (const c of CASES) {
    const way = WAYS[k++ % WAYS.length];
    test(`${size}: ${c.name}: the dialog keeps clear of the winning chariot's row and is dismissed by ${way}`, async () => {
      const start = Rules.parsePosition(c.position);
      assert.equal(
        Rules.applyMoveFor(start.board, start.player, Rules.parseMove(c.move)).winner,
        c.winner,
        'the case is what it says',
      );
      const { page, errors, close } = await env.openPage(
        `?level=novice&position=${encodeURIComponent(c.position)}`,
        { viewport, hasTouch: touch, reducedMotion: 'reduce' },
      );
      const press = (sel) => (touch ? page.tap(sel) : page.click(sel));
      try {
        await page.waitForSelector(`${GAME}[data-ai="ready"][data-state="human"]`);
        await press(`[data-square="${c.move.slice(0, 2)}"]`);
        await press(`[data-square="${c.move.slice(2)}"][data-dest]`);
        if (touch) await press(`[data-square="${c.move.slice(2)}"][data-dest]`);
        const dialog = await page.waitForSelector('dialog.polis-result[open]', { timeout: TIMEOUT.STEP });
        assert.equal(await dialog.getAttribute('data-winner'), c.winner);
        await page.waitForTimeout(100);
        const geo = await page.evaluate((winner) => {
          const chariot = document
            .querySelector(`.polis-board [data-piece="${winner === 'blue' ? 'B' : 'R'}"]`)
            .closest('[data-square]');
          const row = chariot.dataset.square[1];
          const squares = [...document.querySelectorAll(`.polis-board [data-square$="${row}"]`)].map((s) =>
            s.getBoundingClientRect(),
          );
          const d = document.querySelector('dialog.polis-result').getBoundingClientRect();
          return {
            row,
            rowBox: {
              left: Math.min(...squares.map((s) => s.left)),
              right: Math.max(...squares.map((s) => s.right)),
              top: Math.min(...squares.map((s) => s.top)),
              bottom: Math.max(...squares.map((s) => s.bottom)),
            },
            dialog: d.toJSON(),
            view: { w: document.documentElement.clientWidth, h: document.documentElement.clientHeight },
          };
        }, c.winner);
        const { rowBox: r, dialog: d } = geo;
        const overlaps = d.left < r.right && d.right > r.left && d.top < r.bottom && d.bottom > r.top;
        assert.ok(!overlaps, `the dialog ${JSON.stringify(d)} covers row ${geo.row} at ${JSON.stringify(r)}`);
        assert.ok(
          d.left >= 0 && d.top >= 0 && d.right <= geo.view.w && d.bottom <= geo.view.h,
          `the dialog is on the screen: ${JSON.stringify(d)}`,
        );

        if (way === 'close button')
          await press('dialog.polis-result[data-armed] [data-action="result-close"]');
        else if (way === 'Escape') {
          await page.waitForSelector('dialog.polis-result[data-armed]', { timeout: TIMEOUT.STEP });
          await page.keyboard.press('Escape');
        } else {
          await page.waitForSelector('dialog.polis-result[data-armed]', { timeout: TIMEOUT.STEP });
          // A point outside the dialog: the middle of the winning chariot's row.
          const x = (r.left + r.right) / 2;
          const y = (r.top + r.bottom) / 2;
          if (touch) await page.touchscreen.tap(x, y);
          else await page.mouse.click(x, y);
        }
        await page.waitForSelector('dialog.polis-result:not([open])', {
          state: 'attached',
          timeout: TIMEOUT.STEP,
        });
        assert.equal(await page.$eval(GAME, (g) => g.dataset.state), 'over');
        await assertBoardMatchesRules(page, start);
        assert.match(
          await page.$eval('.polis-status', (s) => s.textContent),
          new RegExp(`${c.winner === 'blue' ? 'Blue' : 'Red'} wins`),
        );
        assert.deepEqual(errors, []);
      } finally {
        await close();
      }
    });
  }
}

// The presses' times in the page and the moment the result is shown, on the page's clock: no
// later than the page's own (the frame that shows it), so a press counted early here is early
// for the page too. pressesAfterResult: each press since, in ms after the result appeared.
function timePresses(page) {
  return page.evaluate(() => {
    window.pressedAt = [];
    document.addEventListener(
      'pointerdown',
      () => window.openedAt !== undefined && window.pressedAt.push(performance.now()),
      true,
    );
    const show = HTMLDialogElement.prototype.showModal;
    HTMLDialogElement.prototype.showModal = function () {
      if (this.matches('.polis-result') && window.openedAt === undefined) window.openedAt = performance.now();
      return show.call(this);
    };
  });
}
// The page of `c`'s position, ready for its winning move, its presses timed. Its clock
// (Playwright's: timers, frames, performance.now) stands still from then on: a press made after
// the winning move comes "as the result appears" on the page's clock however slow the machine
// (on CI's loaded one a real press took longer than the grace), and the grace is over only once
// the test runs the clock on past it (`graceOver`).
async function beforeTheEnd(c, viewport, touch) {
  const context = await env.browser.newContext(
    contextOptions({ viewport, hasTouch: touch, reducedMotion: 'reduce' }),
  );
  let opened = null;
  try {
    await context.clock.install();
    opened = await env.openPage(`?level=novice&position=${encodeURIComponent(c.position)}`, {
      context,
      ready: `${GAME}[data-ai="ready"][data-state="human"]`,
    });
    await stopClock(opened.page);
    await timePresses(opened.page);
  } catch (e) {
    await context.close();
    throw e;
  }
  const { page } = opened;
  return {
    ...opened,
    press: (sel) => (touch ? page.tap(sel) : page.click(sel)),
    graceOver: async () => {
      await page.clock.runFor(RESULT_GRACE_MS + 100);
      await page.waitForSelector('dialog.polis-result[data-armed]', { timeout: TIMEOUT.STEP });
    },
    close: () => context.close(),
  };
}
// The game the winning move ended is still on the board (over after its one move, the player
// still Blue): no press began a rematch.
async function stillOver(page) {
  const game = await page.$eval(GAME, (g) => ({
    state: g.dataset.state,
    plies: g.dataset.plies,
    blue: g.dataset.blue,
  }));
  assert.deepEqual(
    game,
    { state: 'over', plies: '1', blue: 'human' },
    'the finished game is still on the board',
  );
}
async function pressesAfterResult(page) {
  const t = await page.evaluate(() => ({ opened: window.openedAt, presses: window.pressedAt }));
  assert.ok(t.opened !== undefined, 'the result appeared');
  return t.presses.map((p) => Math.round(p - t.opened));
}

for (const [size, viewport, touch] of SIZES) {
  test(`${size}: a press on the board just as the result appears does not dismiss it`, async () => {
    const c = CASES[0];
    const { page, errors, close, press, graceOver } = await beforeTheEnd(c, viewport, touch);
    try {
      await press(`[data-square="${c.move.slice(0, 2)}"]`);
      if (touch) await press(`[data-square="${c.move.slice(2)}"][data-dest]`);
      // The winning press, then at once a press on another square (the next move's piece).
      const box = await page.$eval('[data-square="d8"]', (e) => e.getBoundingClientRect().toJSON());
      await press(`[data-square="${c.move.slice(2)}"][data-dest]`);
      if (touch) await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      else await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await page.waitForTimeout(200);
      const late = await pressesAfterResult(page);
      assert.ok(
        late.length >= 1 && late.every((ms) => ms < RESULT_GRACE_MS),
        `the second press came ${late} ms after the result appeared (within ${RESULT_GRACE_MS} ms)`,
      );
      assert.ok(await page.$eval('dialog.polis-result', (d) => d.open), 'the result is still open');
      assert.equal(await page.$eval('dialog.polis-result', (d) => d.dataset.winner), c.winner);
      // Later, a press outside closes it, and the finished game stays on the board.
      await graceOver();
      if (touch) await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      else await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await page.waitForSelector('dialog.polis-result:not([open])', {
        state: 'attached',
        timeout: TIMEOUT.STEP,
      });
      assert.equal(await page.$eval(GAME, (g) => g.dataset.state), 'over');
      const start = Rules.parsePosition(c.position);
      await assertBoardMatchesRules(page, start);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });
}

// Where the result comes up under the player's finger (a tap meant for the board), a press on
// one of its buttons in its first moments does nothing: it began a new game at once. Once the
// dialog takes presses (data-armed), the same button does what it says.
for (const [size, viewport, touch] of SIZES.slice(0, 2)) {
  test(`${size}: a press on the result's Rematch just as it appears does nothing, later it starts the rematch`, async () => {
    const c = CASES[0];
    const { page, errors, close, press, graceOver } = await beforeTheEnd(c, viewport, touch);
    try {
      await press(`[data-square="${c.move.slice(0, 2)}"]`);
      await press(`[data-square="${c.move.slice(2)}"][data-dest]`);
      if (touch) await press(`[data-square="${c.move.slice(2)}"][data-dest]`);
      const rematch = await page.waitForSelector('dialog.polis-result[open] [data-action="rematch"]', {
        timeout: TIMEOUT.STEP,
      });
      await (touch ? rematch.tap() : rematch.click());
      const late = await pressesAfterResult(page);
      assert.ok(
        late.length === 1 && late[0] < RESULT_GRACE_MS,
        `the press came ${late} ms after the result appeared (within ${RESULT_GRACE_MS} ms)`,
      );
      assert.ok(await page.$eval('dialog.polis-result', (d) => d.open), 'the result is still open');
      await stillOver(page);
      await graceOver();
      await press('dialog.polis-result[data-armed] [data-action="rematch"]');
      // The rematch: the player (Blue) now plays Red, the computer Blue (who may win at once from
      // this position, its result open again before a look could see this one closed).
      await page.waitForFunction(() => document.querySelector('.polis').dataset.red === 'human', null, {
        timeout: TIMEOUT.STEP,
      });
      assert.equal(await page.$eval(GAME, (g) => g.dataset.blue), 'ai', 'the rematch began');
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });
}

// A keyboard player planning their next move as the game ends: the result takes the focus, and
// their keys (Enter on the button it focused, Escape) in its first moments do nothing there: Enter
// closed it. Once it takes presses, Escape closes it.
test('laptop: keys pressed just as the result appears do nothing, later Escape closes it', async () => {
  const c = CASES[0];
  const { page, errors, close, press, graceOver } = await beforeTheEnd(c, VIEWPORTS.laptop, false);
  try {
    await press(`[data-square="${c.move.slice(0, 2)}"]`);
    await press(`[data-square="${c.move.slice(2)}"][data-dest]`);
    await page.waitForSelector('dialog.polis-result[open]', { timeout: TIMEOUT.STEP });
    assert.ok(
      await page.$eval('dialog.polis-result', (d) => d.contains(document.activeElement)),
      'the result has the focus',
    );
    for (const key of ['Enter', 'Space', 'Escape']) {
      await page.keyboard.press(key);
      assert.ok(
        await page.$eval('dialog.polis-result', (d) => d.open),
        `the result is still open after ${key}`,
      );
    }
    await stillOver(page);
    await graceOver();
    await page.keyboard.press('Escape');
    await page.waitForSelector('dialog.polis-result:not([open])', {
      state: 'attached',
      timeout: TIMEOUT.STEP,
    });
    assert.equal(await page.$eval(GAME, (g) => g.dataset.state), 'over');
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

// The dialogs' file comes only as the player first points at the game (web/play/dialogs/
// dialogs.js). A result asked for while it is on its way, then taken back by Undo, is not shown
// once it comes; the next ending shows its result. The file is held back by the test until the
// undo is done, so the order is the same on any machine.
test('laptop: a result taken back while the dialogs are still coming is not shown, the next one is', async () => {
  const c = CASES[0];
  const start = Rules.parsePosition(c.position);
  const context = await env.browser.newContext(
    contextOptions({ viewport: VIEWPORTS.laptop, reducedMotion: 'reduce' }),
  );
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await context.route(/-lazy-play-dialogs-kinds\.js$/, async (route) => (await held, route.continue()));
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    await page.goto(`${env.server.url}index.html?level=novice&position=${encodeURIComponent(c.position)}`);
    await page.waitForSelector(`${GAME}[data-ai="ready"][data-state="human"]`);
    const asked = page.waitForRequest(/-lazy-play-dialogs-kinds\.js$/, { timeout: TIMEOUT.STEP });
    await page.click(`[data-square="${c.move.slice(0, 2)}"]`);
    await asked;
    await page.click(`[data-square="${c.move.slice(2)}"][data-dest]`);
    await page.waitForSelector(`${GAME}[data-state="over"]`, { timeout: TIMEOUT.STEP });
    await page.click('[data-action="undo"]');
    await page.waitForSelector(`${GAME}[data-state="human"][data-plies="0"]`, { timeout: TIMEOUT.STEP });
    release();
    // The rules asked for after: the same load, its result's turn comes first.
    await page.click('[data-action="rules"]');
    await page.waitForSelector('dialog.polis-rules[open]', { timeout: TIMEOUT.STEP });
    assert.equal(await page.$('dialog.polis-result[open]'), null, 'the result taken back is not shown');
    await assertBoardMatchesRules(page, start);
    await page.keyboard.press('Escape');
    await page.waitForSelector('dialog.polis-rules:not([open])', { state: 'attached' });
    await page.click(`[data-square="${c.move.slice(0, 2)}"]`);
    await page.click(`[data-square="${c.move.slice(2)}"][data-dest]`);
    const dialog = await page.waitForSelector('dialog.polis-result[open]', { timeout: TIMEOUT.STEP });
    assert.equal(await dialog.getAttribute('data-winner'), c.winner);
    await assertBoardMatchesRules(page, start);
    assert.deepEqual(errors, []);
  } finally {
    release();
    await context.close();
  }
});
