// Input on the game page: nothing is lost during animations or while the computer thinks
// (premoves), touch taps preview before they play, drag and drop with a mouse and a finger,
// and the board's orientation with its flip button and the F key.

import test from 'node:test';
import assert from 'node:assert/strict';
import { LEVELS } from '../../web/levels.js';
import { waitFor, settled, clickMove } from '../helpers/browser.mjs';
import {
  useBrowser,
  GAME,
  VIEWPORTS,
  aiReady,
  assertBoardMatchesRules,
  squareCenter,
  moveList,
} from '../helpers/page.mjs';
import { TIMEOUT } from '../helpers/timeouts.mjs';

const env = useBrowser();

test("a click on an own piece while the opponent's move is animating shows the move at once and selects the piece", async () => {
  const { page, errors, close } = await env.openPage('?level=beginner');
  try {
    await aiReady(page);
    // In the page, as soon as Red's move starts animating, a click on a Blue piece that can move
    // then: a MutationObserver's callback, set before Blue's move, so that the click comes in
    // the task that started the animation however loaded the machine is (an observer set after
    // Blue's move could start once the animation had ended, and wait for ever).
    await page.evaluate(async (limit) => {
      const Rules = await import('./web/rules.js');
      const g = document.querySelector('.polis');
      window.clickedDuringAnimation = new Promise((resolve, reject) => {
        const mo = new MutationObserver(() => {
          if (g.dataset.plies !== '2' || g.dataset.state !== 'animating') return;
          mo.disconnect();
          const { board } = Rules.parsePosition(window.polis.position);
          const m = Rules.legalMoves(board, 'blue')[0];
          const name = Rules.squareName(m.fromR, m.fromC);
          const stateBefore = g.dataset.state;
          document.querySelector(`[data-square="${name}"]`).click();
          const s = document.querySelector(`[data-square="${name}"]`);
          resolve({
            name,
            stateBefore,
            selected: s.classList.contains('sq-selected'),
            state: g.dataset.state,
            dests: document.querySelectorAll('[data-dest]').length,
          });
        });
        mo.observe(g, { attributes: true });
        setTimeout(() => reject(new Error(`Red's move never animated: ${JSON.stringify(g.dataset)}`)), limit);
      });
    }, TIMEOUT.AI_MOVE);
    await clickMove(page, 'd2d3');
    const out = await page.evaluate(() => window.clickedDuringAnimation);
    assert.equal(out.stateBefore, 'animating');
    assert.equal(out.state, 'human', 'the animation was finished by the click');
    assert.ok(out.selected, `${out.name} is selected`);
    assert.ok(out.dests > 0);
    await assertBoardMatchesRules(page);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('while the computer thinks, a planned move (premove) is shown and played as soon as it is legal', async () => {
  const { page, errors, close } = await env.openPage(`?level=${LEVELS.at(-1).name}`, {
    reducedMotion: 'reduce',
  }); // the strongest: thinks longest
  try {
    await aiReady(page);
    // g2g3 stays legal whatever Red answers from its own rows. Its two clicks are made in the
    // page as Red starts thinking (a MutationObserver's callback, before the page's next task,
    // so before Red's answer can arrive however loaded the machine is).
    await page.evaluate((limit) => {
      const g = document.querySelector('.polis');
      window.plannedMove = new Promise((resolve, reject) => {
        const seen = new MutationObserver(() => {
          if (g.dataset.state !== 'thinking') return;
          seen.disconnect();
          document.querySelector('[data-square="g2"]').click();
          const dest = document.querySelector('[data-square="g3"]').dataset.dest;
          document.querySelector('[data-square="g3"]').click();
          resolve({
            state: g.dataset.state,
            dest,
            marked: document.querySelector('[data-square="g3"]').classList.contains('sq-premove'),
            text: document.querySelector('.polis-preview').textContent,
            plies: g.dataset.plies,
          });
        });
        seen.observe(g, { attributes: true, attributeFilter: ['data-state'] });
        setTimeout(() => reject(new Error(`Red never thought: ${JSON.stringify(g.dataset)}`)), limit);
      });
    }, TIMEOUT.AI_MOVE);
    await clickMove(page, 'd2d3');
    const planned = await page.evaluate(() => window.plannedMove);
    assert.equal(planned.state, 'thinking', 'Red was still thinking');
    assert.equal(planned.dest, 'move');
    assert.ok(planned.marked, 'the planned move is marked');
    assert.equal(planned.plies, '1', 'nothing was played yet');
    assert.match(planned.text, /Planned: g2g3/);
    await waitFor(page, () => Number(document.querySelector('.polis').dataset.plies) >= 3, null, {
      timeout: TIMEOUT.STEP,
    });
    const moves = await moveList(page);
    assert.equal(moves[0], 'd2d3');
    assert.equal(moves[2], 'g2g3', `the planned move was played: ${moves}`);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('touch: the first tap on a destination previews the move, the second plays it', async () => {
  const { page, errors, close } = await env.openPage('?blue=human&red=human', {
    viewport: VIEWPORTS.phone,
    hasTouch: true,
    reducedMotion: 'reduce',
  });
  try {
    await page.tap('[data-square="b2"]');
    await page.waitForSelector('[data-square="b3"][data-dest="move"]');
    await page.tap('[data-square="b3"]');
    await page.waitForSelector('.polis-overlay .ov-hop-blue');
    assert.equal(await page.$eval(GAME, (g) => g.dataset.plies), '0', 'one tap did not play');
    assert.equal(await page.$$eval('.polis-overlay .ov-hop-blue', (a) => a.length), 2);
    assert.match(await page.$eval('.polis-preview', (x) => x.textContent), /2 hops.*Tap again/);
    await page.tap('[data-square="b3"]');
    await settled(page, 1);
    assert.deepEqual(await moveList(page), ['b2b3']);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('drag and drop with the mouse and with a finger', async () => {
  const { page, context, errors, close } = await env.openPage('?blue=human&red=human', {
    reducedMotion: 'reduce',
  });
  try {
    // Mouse: press on b2, move over b3 in steps, release.
    const a = await squareCenter(page, 'b2');
    const b = await squareCenter(page, 'b3');
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move(b.x, b.y, { steps: 8 });
    await page.waitForSelector('.pc-drag-ghost');
    await page.mouse.up();
    await settled(page, 1);
    assert.deepEqual(await moveList(page), ['b2b3']);
    assert.equal(await page.$$eval('.pc-drag-ghost', (x) => x.length), 0);
    // A drop on a square that is not a destination plays nothing.
    const g7 = await squareCenter(page, 'g7');
    const g4 = await squareCenter(page, 'g4');
    await page.mouse.move(g7.x, g7.y);
    await page.mouse.down();
    await page.mouse.move(g4.x, g4.y, { steps: 8 });
    await page.mouse.up();
    assert.equal(await page.$eval(GAME, (g) => g.dataset.plies), '1');

    // A finger: touch events through the DevTools protocol (the page sees pointer events).
    const cdp = await context.newCDPSession(page);
    const f = await squareCenter(page, 'g7');
    const t = await squareCenter(page, 'g6');
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: f.x, y: f.y }] });
    for (let i = 1; i <= 8; i++) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: f.x + ((t.x - f.x) * i) / 8, y: f.y + ((t.y - f.y) * i) / 8 }],
      });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await settled(page, 2);
    assert.deepEqual(await moveList(page), ['b2b3', 'g7g6']);
    await assertBoardMatchesRules(page);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('the board turns to the human; the flip button and the F key turn it around', async () => {
  const top = (page, name) => page.$eval(`[data-square="${name}"]`, (s) => s.getBoundingClientRect().top);
  const { page, errors, close } = await env.openPage('?blue=ai&red=human&level=beginner', {
    reducedMotion: 'reduce',
  });
  try {
    assert.equal(await page.$eval(GAME, (g) => g.dataset.orientation), 'red');
    assert.ok((await top(page, 'h8')) > (await top(page, 'h1')), "Red's home row is at the bottom");
    // Columns read a to h from left to right from either side (issue 30: from Blue's side they
    // ran h to a), the labels too; a square is where its label says.
    const reads = async () => {
      const at = (name) => page.$eval(`[data-square="${name}"]`, (s) => s.getBoundingClientRect().toJSON());
      const files = await page.$$eval('.polis-files span', (xs) => xs.map((x) => x.textContent).join(''));
      const [a1, h1, a8] = [await at('a1'), await at('h1'), await at('a8')];
      return { files, aLeft: a1.left < h1.left, a8Above: a8.top < a1.top };
    };
    assert.deepEqual(await reads(), { files: 'abcdefgh', aLeft: true, a8Above: false });
    await page.click('[data-action="flip"]');
    assert.equal(await page.$eval(GAME, (g) => g.dataset.orientation), 'blue');
    assert.ok((await top(page, 'a1')) > (await top(page, 'a8')), "Blue's home row is at the bottom");
    assert.deepEqual(await reads(), { files: 'abcdefgh', aLeft: true, a8Above: true });
    const ranks = await page.$$eval('.polis-ranks span', (xs) => xs.map((x) => x.textContent).join(''));
    assert.equal(ranks, '87654321', 'row 8 at the top, row 1 at the bottom');
    // The bottom-left square is a1, by its place on the screen, and a click there selects it.
    const box = await page.$eval('.polis-board', (b) => b.getBoundingClientRect().toJSON());
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x, y).closest('[data-square]')?.dataset.square,
      [box.left + box.width / 16, box.bottom - box.height / 16],
    );
    assert.equal(hit, 'a1');
    // The focus stayed on the button; F turns the board back.
    assert.equal(await page.evaluate(() => document.activeElement.dataset.action), 'flip');
    await page.keyboard.press('f');
    assert.equal(await page.$eval(GAME, (g) => g.dataset.orientation), 'red');
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
  const two = await env.openPage('?blue=human&red=human');
  try {
    assert.equal(
      await two.page.$eval(GAME, (g) => g.dataset.orientation),
      'blue',
      'two humans: Blue at the bottom',
    );
  } finally {
    await two.close();
  }
});

test("a second game mounted on the page and destroyed twice leaves the page's keys with the first", async () => {
  const { page, errors, close } = await env.openPage('?blue=human&red=human');
  try {
    await page.waitForSelector('.polis[data-state="human"]');
    const orientation = () => page.$eval('#polis', (g) => g.dataset.orientation);
    const before = await orientation();
    await page.evaluate(async () => {
      const { mountPolis } = await import('./web/ui.js');
      const box = document.createElement('div');
      document.body.append(box);
      const second = mountPolis(box, { blue: 'human', red: 'human' });
      second.destroy();
      second.destroy(); // once too often: it must not forget another game
      document.activeElement?.blur();
    });
    await page.keyboard.press('f');
    assert.notEqual(await orientation(), before, 'F with the focus on the body flips the remaining game');
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});
