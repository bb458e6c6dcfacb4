// What a player sees, measured at 1280x800 (mouse), 390x844 and 844x390 (touch) and in a
// 680 px wide window: level names are never cut off (the menu showed "Beginnei", the card
// "Computer · Cham…"); the better line's buttons are the page's own buttons, and showing them
// neither scrolls the page nor moves anything else (they pushed the panel down on a phone and
// were cut off at 1280x800) unless their words need more than the slot's reserved lines (then
// the slot grows, pushing only what is below it: tests/journeys/review-text.test.mjs); the board is centred on a phone; the theme switch keeps its name
// and shows its state; the balance bar is labelled.

import test from 'node:test';
import assert from 'node:assert/strict';
import { LEVELS } from '../../web/levels.js';
import { waitFor, clickMove, tapClicked } from '../helpers/browser.mjs';
import { useBrowser, GAME, VIEWPORTS } from '../helpers/page.mjs';
import { TIMEOUT } from '../helpers/timeouts.mjs';

// How long the pointer rests away from the buttons before it is moved again (a tap's late hover).
const MOVE_AGAIN_MS = 1000;

const env = useBrowser();
const SIZES = [
  ['laptop', VIEWPORTS.laptop, false],
  ['phone', VIEWPORTS.phone, true],
  ['landscape', VIEWPORTS.landscape, true],
  ['column', { width: 680, height: 800 }, false],
];
const LINE = 'h2g3,g7h6,b2c3,f8g7,a1b2,g6f5,g3g4,g7h6,b2c3,f4f5,c3b4,h3g4';

// Whether the chosen level's name fits its menu, and the card's line its box.
function levelFits(page) {
  return page.evaluate(() => {
    const sel = document.querySelector('[data-action="level"]');
    const cs = getComputedStyle(sel);
    const ctx = document.createElement('canvas').getContext('2d');
    ctx.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
    const text = sel.selectedOptions[0].text;
    // The room for the text: the box less its paddings and the arrow (about 20 px).
    const room = sel.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - 20;
    const who = document.querySelector('.player-red .player-who');
    const whoText = who.querySelector('span') || who;
    return {
      text,
      width: Math.ceil(ctx.measureText(text).width),
      room,
      card: who.textContent,
      cardCut: whoText.scrollWidth > whoText.clientWidth + 0.5,
    };
  });
}

// The boxes in the page's coordinates, and how much taller than its reserved lines the slot
// under the board has grown (a long note or step: every word is shown), with the review's
// summary under it.
const boxes = (page) =>
  page.evaluate(() => ({
    ...Object.fromEntries(
      ['.polis-frame', '.polis-side', '.polis-controls', '.polis-moves-wrap', '.polis-extra'].map((s) => {
        const r = document.querySelector(s).getBoundingClientRect();
        return [s, { left: r.left, top: r.top + scrollY, width: r.width, height: r.height }];
      }),
    ),
    grown: (() => {
      const u = document.querySelector('.polis-under');
      const sum = document.querySelector('.polis-summary');
      const summary = sum && !sum.hidden ? sum.getBoundingClientRect().height + 6 : 0;
      const slot = u.getBoundingClientRect().height - parseFloat(getComputedStyle(u).minHeight);
      return Math.max(0, Math.round(slot + summary));
    })(),
  }));
// Nothing moved, except down below what grew: the slot under the board (a long note or step)
// and the review's summary in the panel (with the move list keeping its two rows in a narrow
// box). The board never moves; nothing moves sideways or up, or changes its width. Returns how
// much taller the page may have become.
function unmoved(now, before, what) {
  const { grown, ...rest } = now;
  if (!grown) {
    assert.deepEqual(rest, strip(before), what);
    return 0;
  }
  let room = grown;
  for (const [s, b] of Object.entries(strip(before))) {
    const d = rest[s].top - b.top;
    assert.ok(rest[s].left === b.left && rest[s].width === b.width && d >= -0.5, `${what}: ${s} ${d}`);
    room = Math.max(room, d + Math.max(0, rest[s].height - b.height));
  }
  assert.equal(rest['.polis-frame'].top, before['.polis-frame'].top, `${what}: the board`);
  assert.equal(rest['.polis-frame'].height, before['.polis-frame'].height, `${what}: the board`);
  return room;
}
const strip = ({ grown, ...rest }) => rest;
const scrolls = (page) =>
  page.evaluate(() => ({
    w: document.scrollingElement.scrollWidth,
    h: document.scrollingElement.scrollHeight,
  }));

for (const [size, viewport, touch] of SIZES) {
  test(`${size}: level names fit, the better line's buttons fit without moving anything, the switches keep their names`, async () => {
    const { page, errors, close } = await env.openPage(`?blue=human&red=human&moves=${LINE}`, {
      viewport,
      hasTouch: touch,
      reducedMotion: 'reduce',
    });
    const press = (sel) => (touch ? page.tap(sel) : page.click(sel));
    try {
      await page.waitForSelector(`${GAME}[data-ai="ready"]`);
      // Every level's name, in the menu and (with the computer playing Red) on its card.
      await press('[data-action="new"]');
      await page.check('dialog.polis-setup input[name="red"][value="ai"]');
      await page.check('dialog.polis-setup input[name="blue"][value="human"]');
      await press('dialog.polis-setup [value="start"]');
      await page.waitForSelector(`${GAME}[data-red="ai"][data-state="human"]`);
      for (const l of LEVELS) {
        await page.selectOption('[data-action="level"]', l.name);
        const f = await levelFits(page);
        assert.equal(f.text, l.label);
        assert.ok(
          f.width <= f.room,
          `${size}: "${l.label}" is ${f.width} px in a menu with ${f.room} px of room`,
        );
        assert.ok(!f.cardCut, `${size}: the card's "${f.card}" is cut off`);
      }
      // The theme switch: the same name in both states, its state shown.
      const theme = () =>
        page.$eval('[data-action="theme"]', (b) => ({
          name: b.textContent + (b.getAttribute('aria-label') || ''),
          pressed: b.getAttribute('aria-pressed'),
          light: getComputedStyle(b.querySelector('.toggle-light')).backgroundColor,
        }));
      const t0 = await theme();
      await press('[data-action="theme"]');
      const t1 = await theme();
      assert.equal(t1.name, t0.name, 'the theme switch keeps its name');
      assert.ok(/theme/i.test(t0.name), `the switch is named for what it sets: ${t0.name}`);
      assert.notEqual(t1.pressed, t0.pressed);
      assert.notEqual(t1.light, t0.light, 'its light shows the state');
      await press('[data-action="theme"]');
      // The balance bar, when on, is labelled in words on the page.
      await press('[data-action="balance"]');
      await waitFor(
        page,
        () => /^Balance: .*(even|better|win)/.test(document.querySelector('.polis-preview').textContent),
        null,
        { timeout: TIMEOUT.AI_MOVE },
      );
      await press('[data-action="balance"]');

      // A finished game of two humans, reviewed: the better line of its last move.
      await press('[data-action="new"]');
      await page.check('dialog.polis-setup input[name="red"][value="human"]');
      await page.click('dialog.polis-setup summary');
      await page.fill('dialog.polis-setup textarea[name="moves"]', LINE);
      await press('dialog.polis-setup [value="start"]');
      await page.waitForSelector(`${GAME}[data-plies="12"][data-state="human"]`);
      if (touch) {
        await press('[data-square="f1"]');
        await press('[data-square="g2"][data-dest]');
        await press('[data-square="g2"][data-dest]');
      } else await clickMove(page, 'f1g2');
      await page.waitForSelector('dialog.polis-result[open]');
      const before = await boxes(page);
      await press('dialog.polis-result[data-armed] [data-action="review"]');
      await waitFor(
        page,
        () => [...document.querySelectorAll('.polis-moves .move[data-ply]')].every((b) => b.dataset.review),
        null,
        { timeout: TIMEOUT.AI_MOVE },
      );
      await press('.polis-moves [data-ply="13"]');
      await page.waitForSelector('.polis-line:not([hidden]) [data-action="line-show"]');
      // With the mouse on a tall screen (a wide box) the board leaves room for the review's long
      // notes once the review is shown (tests/journeys/review-layout.test.mjs): it may get smaller
      // then, by at most five of the note's lines, its top kept; from there on nothing moves.
      let reviewed = before;
      if (!touch && viewport.height >= 600) {
        reviewed = await boxes(page);
        const [was, is] = [before['.polis-frame'], reviewed['.polis-frame']];
        const lines = await page.$eval(
          '.polis-preview',
          (p) => 5 * parseFloat(getComputedStyle(p).lineHeight),
        );
        assert.equal(is.top, was.top, `${size}: the board keeps its top`);
        assert.ok(
          is.height <= was.height && was.height - is.height <= lines + 1,
          `${size}: the board ${was.height} -> ${is.height} px (room for five lines: ${lines} px)`,
        );
      } else unmoved(await boxes(page), before, `${size}: the review note and the button moved nothing`);
      await press('[data-action="line-show"]');
      // The tap's click, and the hover it leaves, before the pointer is moved away below.
      if (touch) await tapClicked(page, '[data-action="line-next"]');
      else await press('[data-action="line-next"]');
      const room = unmoved(await boxes(page), reviewed, `${size}: the better line's buttons moved nothing`);
      const s = await scrolls(page);
      assert.ok(
        s.w <= viewport.width && s.h <= viewport.height + room + 1,
        `${size}: the page scrolls (${s.w}x${s.h})`,
      );
      // No button under the pointer (hover colours; a tap leaves one). The browser moves :hover at
      // its next frame (later on a loaded machine, and again after a scroll), and a tap's own
      // hover can come after the pointer has moved away (its click does: tapClicked): the pointer
      // is moved again, as a person would, until no button is under it; the styles are read then.
      const unhovered = () =>
        page.waitForFunction(
          () => {
            const bs = [...document.querySelectorAll('.polis-line button:not([hidden])')];
            const read = bs.map((b) => {
              b.scrollIntoView({ block: 'nearest' }); // below the board's bottom when the slot grew
              const r = b.getBoundingClientRect();
              const cs = getComputedStyle(b);
              return {
                action: b.dataset.action,
                r: r.toJSON(),
                radius: parseFloat(cs.borderTopLeftRadius),
                bg: cs.backgroundColor,
                clipped: b.scrollWidth > b.clientWidth + 1,
              };
            });
            return !bs.some((b) => b.matches(':hover')) && read;
          },
          null,
          { timeout: MOVE_AGAIN_MS, polling: 50 },
        );
      let buttons = null;
      for (let i = 0; !buttons; i++) {
        await page.mouse.move(i % 2, 0);
        buttons = await unhovered().then(
          (h) => h.jsonValue(),
          (e) => {
            if (i * MOVE_AGAIN_MS > TIMEOUT.STEP) throw e;
            return null;
          },
        );
      }
      const panelBg = await page.$eval('[data-action="new"]', (b) => getComputedStyle(b).backgroundColor);
      assert.ok(buttons.length >= 3);
      for (const b of buttons) {
        assert.ok(
          b.radius >= 6 && b.bg === panelBg,
          `${b.action} is styled as the page's buttons: ${JSON.stringify(b)}`,
        );
        assert.ok(
          // Within half a pixel: scrolling goes by whole pixels, the boxes by fractions.
          b.r.top >= -0.5 &&
            b.r.bottom <= viewport.height + 0.5 &&
            b.r.left >= -0.5 &&
            b.r.right <= viewport.width + 0.5,
          `${b.action} is on the screen: ${JSON.stringify(b.r)}`,
        );
        assert.ok(!b.clipped, `${b.action}'s words are cut off`);
      }
      // However long the step's words (the engine's line and its reasons vary from game to
      // game), they give way, not the buttons: a long one once squeezed the back button.
      const squeezed = await page.evaluate(() => {
        document.querySelector('.polis-line-step').textContent = 'a very long reason '.repeat(20);
        return [...document.querySelectorAll('.polis-line button:not([hidden])')]
          .filter((b) => b.scrollWidth > b.clientWidth + 1)
          .map((b) => b.dataset.action);
      });
      assert.deepEqual(squeezed, [], `${size}: buttons squeezed by a long step`);
      // The move list keeps at least two rows.
      const list = await page.$eval('.polis-moves-wrap', (w) => ({
        h: w.clientHeight,
        row: w.querySelector('.move-row').getBoundingClientRect().height,
      }));
      assert.ok(
        list.h >= 2 * list.row - 1,
        `${size}: the move list is ${list.h} px for rows of ${list.row} px`,
      );
      if (size === 'phone') {
        const m = await page.$eval('.polis-board', (b) => {
          const r = b.getBoundingClientRect();
          return { left: r.left, right: document.documentElement.clientWidth - r.right };
        });
        assert.ok(Math.abs(m.left - m.right) <= 2, `the board is centred: ${JSON.stringify(m)}`);
      }
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });
}
