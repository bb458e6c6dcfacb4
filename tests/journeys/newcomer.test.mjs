// A newcomer's first visit (issue 21), as a player who has never heard of Polis: on a phone by
// taps and on a laptop by mouse. The lessons are offered on screen (and counted as offered only
// when they were), the first opponent is Novice, every lesson step is tried with a wrong move
// first (its reason shown, no solution drawn until asked), then solved; "Play a game" starts at
// Novice and is played to its end, the board checked against web/rules.js after each step; no
// sentence shown is clipped. POLIS_SHOTS=1 also writes docs/first-visit-{phone,laptop}.png and
// the lessons' docs/learn-{wrong,step}-{phone,desktop}.png.

import test from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, GAME, VIEWPORTS } from '../helpers/page.mjs';
import { playToTheEnd } from '../helpers/journey.mjs';
import { playAllLessons } from '../helpers/lessons.mjs';
import { seededRandom } from '../helpers/vectors.mjs';
import * as Rules from '../../web/rules.js';
import { createEngine } from '../../web/engine.js';
import { LESSONS } from '../../web/learn/lessons.js';
import { lessonWords } from '../../web/words/lessons.js';
import { TIMEOUT } from '../helpers/timeouts.mjs';

const env = useBrowser();

// Where the first-visit offer is: on screen, whole (nothing of it cut off).
function offerBox(page) {
  return page.evaluate(() => {
    const p = document.querySelector('.polis-welcome');
    if (!p) return null;
    const r = p.getBoundingClientRect();
    const header = p.closest('header').getBoundingClientRect();
    return {
      onScreen: r.width > 1 && r.height > 1 && r.top >= 0 && r.bottom <= innerHeight && r.right <= innerWidth,
      whole: header.width >= r.width && p.scrollWidth <= p.clientWidth && p.scrollHeight <= p.clientHeight,
      link: !!p.querySelector('a[href="?learn"]'),
      h1: document.querySelector('h1')?.textContent,
    };
  });
}

const level = (page) => page.$eval('.panel-level', (s) => s.value);
// What the page kept of the offer, once the browser has laid out and painted the page twice
// (the page hears whether the offer is on screen from the browser after a layout).
const welcomed = (page) =>
  page.evaluate(async () => {
    for (let i = 0; i < 3; i++) await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    return localStorage.getItem('polis:pref:welcomed');
  });

for (const [size, viewport, touch] of [
  ['phone', VIEWPORTS.phone, true],
  ['laptop', VIEWPORTS.laptop, false],
]) {
  test(`${size}: a first visit offers the lessons on screen and the first game is against Novice`, async () => {
    const { page, errors, close } = await env.openPage('', { viewport, hasTouch: touch });
    try {
      await page.waitForSelector(`${GAME}[data-state="human"]`, { timeout: TIMEOUT.STEP });
      const box = await offerBox(page);
      assert.ok(
        box?.onScreen && box.whole && box.link,
        `the offer is on screen, whole: ${JSON.stringify(box)}`,
      );
      assert.equal(box.h1, 'Polis', 'the page has its heading');
      assert.equal(await welcomed(page), 'yes', 'an offer shown is counted as shown');
      assert.equal(await level(page), 'novice', 'a plain first load is against Novice');
      if (process.env.POLIS_SHOTS === '1') await page.screenshot({ path: `docs/first-visit-${size}.png` });
      // "play an easy game": Novice too.
      if (touch) await page.tap('[data-action="welcome-play"]');
      else await page.click('[data-action="welcome-play"]');
      await page.waitForSelector(`${GAME}[data-state="human"][data-plies="0"]`);
      assert.equal(await level(page), 'novice', '"play an easy game" is against Novice');
      assert.equal(await page.$('.polis-welcome'), null, 'the offer is gone once answered');
      // Afterwards: the level the player chose last, on the next visit with nothing saved.
      await page.selectOption('.panel-level', 'medium');
      await page.evaluate(() => {
        for (const k of Object.keys(localStorage))
          if (k.startsWith('polis:game:')) localStorage.removeItem(k);
      });
      await page.reload();
      await page.waitForSelector(`${GAME}[data-state="human"]`, { timeout: TIMEOUT.STEP });
      assert.equal(await level(page), 'medium', 'the next game is at the level chosen last');
      assert.equal(await page.$('.polis-welcome'), null, 'nobody is offered twice');
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });
}

test('a phone held sideways (the header out of sight) does not count the offer as made', async () => {
  const { page, context, errors, close } = await env.openPage('', {
    viewport: VIEWPORTS.landscape,
    hasTouch: true,
  });
  try {
    await page.waitForSelector(`${GAME}[data-state="human"]`, { timeout: TIMEOUT.STEP });
    assert.equal(await welcomed(page), null, 'not counted as offered');
    assert.equal(await level(page), 'novice');
    await page.setViewportSize(VIEWPORTS.phone);
    await page.reload();
    await page.waitForSelector(`${GAME}[data-state="human"]`, { timeout: TIMEOUT.STEP });
    const box = await offerBox(page);
    assert.ok(box?.onScreen, `held upright, the offer is made: ${JSON.stringify(box)}`);
    assert.equal(await welcomed(page), 'yes');
    void context;
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

// The Rules dialog on a phone: no wider than the screen, nothing in it cut off at the right; its
// first picture is drawn as the board shows it, and its caption says what the rules do there.
test('phone: the Rules dialog fits the screen, and its first caption says what the picture shows', async () => {
  const { page, errors, close } = await env.openPage('?level=novice', {
    viewport: VIEWPORTS.phone,
    hasTouch: true,
  });
  try {
    await page.waitForSelector(`${GAME}[data-state="human"]`, { timeout: TIMEOUT.STEP });
    await page.tap('[data-action="rules"]');
    await page.waitForSelector('dialog.polis-rules[open]');
    const fit = await page.$eval('dialog.polis-rules', (d) => {
      const r = d.getBoundingClientRect();
      return { left: r.left, right: r.right, sw: d.scrollWidth, cw: d.clientWidth, vw: innerWidth };
    });
    assert.ok(fit.left >= 0 && fit.right <= fit.vw, `the dialog is on the screen: ${JSON.stringify(fit)}`);
    assert.ok(fit.sw <= fit.cw, `nothing in it is cut off at the right: ${JSON.stringify(fit)}`);
    const fig = await page.$eval('dialog.polis-rules figure', (f) => {
      const at = (board, sq) => board.querySelector(`[data-mini-square="${sq}"]`).getBoundingClientRect();
      const [before] = f.querySelectorAll('.mini-board');
      return {
        caption: f.querySelector('figcaption').textContent,
        c4Above: at(before, 'c4').top < at(before, 'c2').top,
        hLeft: at(before, 'd3').left < at(before, 'c3').left,
      };
    });
    // The board: row 4 above row 2, column d left of c (Blue's view).
    const board = await page.evaluate(() => {
      const at = (sq) => document.querySelector(`.polis-board [data-square="${sq}"]`).getBoundingClientRect();
      return { c4Above: at('c4').top < at('c2').top, hLeft: at('d3').left < at('c3').left };
    });
    assert.deepEqual({ c4Above: fig.c4Above, hLeft: fig.hLeft }, board, 'the picture is drawn as the board');
    // By the rules: Blue's b3c3 there makes the dog on c4 hop to c2 (down, as on the board).
    const { board: pos } = Rules.parsePosition('7B/8/1b1r4/2b5/8/8/8/R7 b');
    const hops = Rules.applyMove(pos, Rules.parseMove('b3c3')).hops.map(
      (h) => `${Rules.squareName(h.fromR, h.fromC)}${Rules.squareName(h.toR, h.toC)}`,
    );
    assert.ok(hops.includes('c4c2'), hops.join(' '));
    assert.match(fig.caption, /from b3 to c3/);
    assert.match(fig.caption, /jumps down to c2/, fig.caption);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

// The phone's panel in a game against the computer: no Pause (it only pauses a game of the
// computer against itself), the switches named in words on screen, four rows of moves.
test('phone: the switches have visible names, Pause is not shown, the move list shows four rows', async () => {
  const { page, errors, close } = await env.openPage(
    '?level=novice&moves=h2g3,g7h6,b2c3,f8g7,a1b2,g6f5,g3g4,g7h6',
    {
      viewport: VIEWPORTS.phone,
      hasTouch: true,
    },
  );
  try {
    await page.waitForSelector(`${GAME}[data-state="human"]`, { timeout: TIMEOUT.STEP });
    assert.equal(await page.isVisible('[data-action="pause"]'), false, 'no Pause against the computer');
    const toggles = await page.$$eval('.btn-toggle', (ts) =>
      ts.map((t) => {
        const name = t.querySelector('.toggle-name');
        const r = name?.getBoundingClientRect();
        return {
          action: t.dataset.action,
          text: name?.textContent,
          shown: !!r && r.width > 0 && r.right <= innerWidth && name.scrollWidth <= name.clientWidth + 0.5,
        };
      }),
    );
    for (const t of toggles) assert.ok(t.text && t.shown, `${t.action} shows its name: ${JSON.stringify(t)}`);
    assert.equal(toggles.length, 4);
    const list = await page.$eval('.polis-moves-wrap', (w) => ({
      h: w.clientHeight,
      bottom: w.getBoundingClientRect().bottom,
      row: w.querySelector('.move-row').getBoundingClientRect().height,
    }));
    assert.ok(list.h >= 4 * list.row - 1, `four rows of moves: ${JSON.stringify(list)}`);
    assert.ok(list.bottom <= VIEWPORTS.phone.height, 'on the screen');
    const scroll = await page.evaluate(() => document.scrollingElement.scrollHeight);
    assert.ok(scroll <= VIEWPORTS.phone.height, `the page does not scroll: ${scroll}`);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

// The sentences the page shows that are cut off: any text box whose words overflow it (a box
// that scrolls on purpose, the move lists, is left out).
function clippedText(page) {
  return page.evaluate(() => {
    const cut = [];
    const boxes = document.querySelectorAll(
      'body p, body h1, body h2, body h3, body button, body label, body figcaption, body li, body a, .lesson-answer',
    );
    for (const e of boxes) {
      const r = e.getBoundingClientRect();
      // (Out of sight on purpose: a box of 1 px, hidden, or a scrolling list.)
      if (r.width <= 1 || r.height <= 1 || e.closest('.visually-hidden, [hidden], .polis-moves, .an-moves'))
        continue;
      if (getComputedStyle(e).visibility === 'hidden' || e.closest('.page-header:not(:has(.polis-welcome))'))
        continue;
      if (e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1)
        cut.push(`${e.tagName.toLowerCase()}.${e.className}: "${e.textContent.trim().slice(0, 60)}"`);
    }
    return cut;
  });
}

async function noClipping(page, what) {
  assert.deepEqual(await clippedText(page), [], `${what}: nothing cut off`);
}

// POLIS_SHOTS=1: the docs/ screenshots of a lesson's wrong move and of a step, on a phone (by
// taps) and on a laptop (by mouse).
function shotFile(moment, input) {
  if (process.env.POLIS_SHOTS !== '1') return null;
  const size = input === 'touch' ? 'phone' : 'desktop';
  if (moment === 'wrong defender 0') return `docs/learn-wrong-${size}.png`;
  if (moment === 'step hops') return `docs/learn-step-${size}.png`;
  return null;
}

for (const [size, viewport, input] of [
  ['phone, by taps', VIEWPORTS.phone, 'touch'],
  ['laptop, by mouse', VIEWPORTS.laptop, 'mouse'],
]) {
  test(
    `${size}: first visit, every lesson with a wrong move first, then a game against Novice to its end`,
    { timeout: TIMEOUT.TEST },
    async () => {
      const seed = Number(process.env.SEED) || Date.now() % 100000;
      console.log(`newcomer journey (${size}): seed ${seed} (SEED=${seed} to replay)`);
      const engine = await createEngine();
      const { page, errors, close } = await env.openPage('', { viewport, hasTouch: input === 'touch' });
      const press = (sel) => (input === 'touch' ? page.tap(sel) : page.click(sel));
      try {
        await page.waitForSelector(`${GAME}[data-state="human"]`, { timeout: TIMEOUT.STEP });
        const box = await offerBox(page);
        assert.ok(box?.onScreen && box.whole, `the lessons are offered on screen: ${JSON.stringify(box)}`);
        await noClipping(page, 'the first visit');
        await press('.polis-welcome a[href="?learn"]');
        // Every lesson, every step, a wrong move first (tests/helpers/lessons.mjs says what is
        // checked at each step), and nothing cut off at any stage.
        await playAllLessons(page, engine, input, {
          clipped: (what) => noClipping(page, what),
          shots: (moment) => shotFile(moment, input),
        });
        assert.equal(await page.isVisible('.lesson-done'), true, 'the last lesson is marked done');
        assert.equal((await page.textContent('[data-action="lesson-next"]')).trim(), lessonWords.exit);
        await press('[data-action="lesson-next"]');
        await page.waitForSelector(`${GAME}[data-state="human"][data-plies="0"]`, { timeout: TIMEOUT.STEP });
        assert.equal(new URL(page.url()).search, '', 'no bare "?" left in the address');
        assert.equal(await level(page), 'novice', '"Play a game" after the lessons is against Novice');
        const end = await playToTheEnd(page, seededRandom(seed), input);
        console.log(
          `newcomer journey (${size}): ${end.over.winner} won (${end.over.reason}) after ${end.plies} moves`,
        );
        await noClipping(page, 'the result');
        assert.deepEqual(errors, []);
      } finally {
        await close();
      }
    },
  );
}

// The lessons' sentences at the other sizes: each lesson's first step, its wrong move and its
// solution shown (the longest words), by mouse.
for (const [size, viewport] of [
  ['laptop', VIEWPORTS.laptop],
  ['phone held sideways', VIEWPORTS.landscape],
]) {
  test(`${size}: no lesson sentence is cut off`, { timeout: TIMEOUT.TEST }, async () => {
    const { page, errors, close } = await env.openPage('?learn', { viewport });
    try {
      for (const [li, lesson] of LESSONS.entries()) {
        await page.selectOption('.lesson-list', String(li));
        await page.waitForSelector(`${GAME}[data-lesson="${lesson.id}"][data-step="0"][data-state="task"]`);
        await noClipping(page, `${lesson.id}: its task`);
        const w = lesson.steps[0].wrong[0].move;
        await page.click(`[data-square="${w.slice(0, 2)}"]`);
        await page.click(`[data-square="${w.slice(2)}"].sq-dest`);
        await page.waitForSelector(`${GAME}[data-state="wrong"]`, { timeout: TIMEOUT.STEP });
        await page.click('[data-action="lesson-show"]');
        await noClipping(page, `${lesson.id}: its wrong move and the solution`);
      }
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });
}
