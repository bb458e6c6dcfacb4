// Layout defects of issue 30 (items 14, 16 to 22), measured where a player sees them, at a phone's
// size (390x844, taps) and a laptop's (1280x800, mouse): each sentence is inside the viewport
// and not cut off, it stands where the eye is (beside what it is about), and no box covers
// another. POLIS_SHOTS=1 writes the screenshots looked at into build/shots/.

import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { clickMove } from '../helpers/browser.mjs';
import { useBrowser, GAME, VIEWPORTS } from '../helpers/page.mjs';
import { TIMEOUT } from '../helpers/timeouts.mjs';
import * as Rules from '../../web/rules.js';

const env = useBrowser();
const SIZES = [
  ['phone', VIEWPORTS.phone, true],
  ['laptop', VIEWPORTS.laptop, false],
];

// Boxes of the first element matching each selector, in the viewport's coordinates, with
// whether its text is cut off (scrolled or clipped inside it).
const boxes = (page, selectors) =>
  page.evaluate((sels) => {
    const out = { vw: innerWidth, vh: innerHeight };
    for (const [k, s] of Object.entries(sels)) {
      const e = document.querySelector(s);
      if (!e) continue;
      const r = e.getBoundingClientRect();
      out[k] = {
        left: r.left,
        top: r.top,
        right: r.right,
        bottom: r.bottom,
        width: r.width,
        height: r.height,
        cut: e.scrollHeight > e.clientHeight + 1 || e.scrollWidth > e.clientWidth + 1,
        text: e.textContent,
      };
    }
    return out;
  }, selectors);

function inView(b, what) {
  assert.ok(b[what], `${what} is on the page`);
  const r = b[what];
  assert.ok(r.width > 1 && r.height > 1, `${what} is shown: ${JSON.stringify(r)}`);
  assert.ok(
    r.left >= -0.5 && r.top >= -0.5 && r.right <= b.vw + 0.5 && r.bottom <= b.vh + 0.5,
    `${what} is inside the ${b.vw}x${b.vh} viewport: ${JSON.stringify(r)}`,
  );
  assert.ok(!r.cut, `${what}'s words are all shown: "${r.text}"`);
}
const overlap = (a, b) =>
  Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
  Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

async function shot(page, name) {
  if (process.env.POLIS_SHOTS !== '1') return;
  fs.mkdirSync('build/shots', { recursive: true });
  await page.screenshot({ path: `build/shots/${name}.png` });
}

for (const [size, viewport, touch] of SIZES) {
  test(`${size}: a lesson's "Not quite..." stands where the eye is (item 14)`, async () => {
    const { page, errors, close } = await env.openPage('?learn', { viewport, hasTouch: touch });
    try {
      await page.waitForSelector(`${GAME}[data-lesson][data-state="task"]`);
      await clickMove(page, 'a1b2'); // the first step asks for the dog: the chariot is a miss
      await page.waitForSelector(`${GAME}[data-state="wrong"]`);
      const b = await boxes(page, {
        answer: '.lesson-answer',
        task: '.lesson-task',
        side: '.lesson-side',
        board: '.polis-frame',
      });
      await shot(page, `lesson-wrong-${size}`);
      assert.match(b.answer.text, /^Not quite/);
      inView(b, 'answer');
      assert.equal(overlap(b.answer, b.board), 0, 'the answer covers no part of the board');
      if (size === 'laptop') {
        // Beside the board, the side panel is where the player reads the task: the answer is in
        // it, right under the task.
        assert.ok(
          b.answer.left >= b.side.left - 0.5 && b.answer.right <= b.side.right + 0.5,
          'in the lesson panel',
        );
        assert.ok(
          b.answer.top >= b.task.bottom - 0.5 && b.answer.top - b.task.bottom < 24,
          'right under the task',
        );
      } else {
        // The panel is under the board: the answer is right under the board, above the panel.
        assert.ok(
          b.answer.top - b.board.bottom < 24 && b.answer.top >= b.board.bottom - 0.5,
          'right under the board',
        );
      }
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });
}

// The rank numbers' glyphs (a range's box: the ink, not the cell), the balance bar and the board.
const rankGlyphs = (page) =>
  page.evaluate(() => {
    const box = (e) => {
      const r = e.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    };
    const glyph = (e) => {
      const r = document.createRange();
      r.selectNodeContents(e);
      return { text: e.textContent, ...box(r) };
    };
    return {
      bar: box(document.querySelector('.polis-balance')),
      board: box(document.querySelector('.polis-board')),
      frame: box(document.querySelector('.polis-frame')),
      ranks: [...document.querySelectorAll('.polis-ranks > *')].map(glyph),
      vw: innerWidth,
    };
  });

for (const [size, viewport, touch] of SIZES) {
  test(`${size}: the balance bar covers no rank number (item 21); on a phone the analysis panel follows the board (item 19)`, async () => {
    const { page, errors, close } = await env.openPage('?analysis=', { viewport, hasTouch: touch });
    try {
      await page.waitForSelector(`${GAME}[data-mode="analysis"] .polis-balance:not([hidden])`);
      const g = await rankGlyphs(page);
      await shot(page, `analysis-${size}`);
      assert.equal(g.ranks.length, 8);
      for (const r of g.ranks) {
        assert.ok(
          r.left >= g.bar.right + 1.5,
          `${r.text}: clear of the bar (${r.left} against ${g.bar.right})`,
        );
        assert.ok(
          r.right <= g.board.left + 0.5,
          `${r.text}: clear of the board (${r.right} against ${g.board.left})`,
        );
      }
      assert.ok(
        g.frame.left >= 0 && g.frame.right <= g.vw,
        `the frame is inside the viewport: ${JSON.stringify(g.frame)}`,
      );
      if (size === 'phone') {
        const b = await boxes(page, { board: '.polis-frame', panel: '.an-panel' });
        assert.ok(
          b.panel.top - b.board.bottom <= 16,
          `no blank band: the panel ${b.panel.top - b.board.bottom} px below the board`,
        );
      }
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });
}

for (const [size, viewport, touch] of SIZES) {
  test(`${size}: Copy link and Copy moves say their words, and the row's buttons do not overlap (item 20)`, async () => {
    const { page, errors, close } = await env.openPage('?blue=human&red=human&moves=h2g3', {
      viewport,
      hasTouch: touch,
    });
    try {
      await page.waitForSelector(`${GAME}[data-state="human"] .polis-extra .learn-entry`);
      const row = await page.$$eval('.polis-extra > *', (els) =>
        els.map((e) => {
          const r = e.getBoundingClientRect();
          const words = [...e.querySelectorAll('span')].find((s) => s.textContent.trim());
          const w = words?.getBoundingClientRect();
          return {
            action: e.dataset.action,
            text: words ? words.textContent : e.textContent,
            seen: !words || (w.width > 10 && getComputedStyle(words).clip !== 'rect(0px, 0px, 0px, 0px)'),
            box: { left: r.left, right: r.right, top: r.top, bottom: r.bottom },
            vw: innerWidth,
            vh: innerHeight,
          };
        }),
      );
      await shot(page, `links-${size}`);
      const words = { 'copy-link': 'Copy link', 'copy-moves': 'Copy moves' };
      for (const [action, text] of Object.entries(words)) {
        const b = row.find((x) => x.action === action);
        assert.ok(b, `${action} is in the row`);
        assert.equal(b.text, text);
        assert.ok(b.seen, `${action} shows its words`);
        assert.ok(
          b.box.left >= 0 && b.box.right <= b.vw && b.box.bottom <= b.vh,
          `${action} is on screen: ${JSON.stringify(b.box)}`,
        );
      }
      for (const [i, a] of row.entries())
        for (const b of row.slice(i + 1))
          assert.equal(overlap(a.box, b.box), 0, `${a.text} and ${b.text} overlap`);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });
}

// Blue's chariot stunned between two Red pieces: across (c4, e4) and on a diagonal (c3, e5).
const STUNNED = ['b7/8/8/2rB+r3/8/8/8/7R b', 'b7/8/2r5/3B+4/4r3/8/8/7R b'];

for (const [size, viewport, touch] of SIZES) {
  test(`${size}: a press on a stunned chariot says why it cannot move, by the rules (item 16)`, async () => {
    for (const position of STUNNED) {
      const { page, errors, close } = await env.openPage(
        `?red=ai&level=novice&position=${encodeURIComponent(position)}`,
        { viewport, hasTouch: touch },
      );
      try {
        await page.waitForSelector(`${GAME}[data-state="human"]`, { timeout: TIMEOUT.AI_MOVE });
        const { board } = Rules.parsePosition(position);
        const at = board.flatMap((row, r) => row.map((p, c) => p?.stunned && { r, c })).find(Boolean);
        const name = Rules.squareName(at.r, at.c);
        if (touch) await page.tap(`[data-square="${name}"]`);
        else await page.click(`[data-square="${name}"]`);
        await page.waitForFunction(() =>
          /stunned/.test(document.querySelector('.polis-preview').textContent),
        );
        const b = await boxes(page, { said: '.polis-preview' });
        await shot(page, `stunned-${size}`);
        inView(b, 'said');
        const m = b.said.text.match(/Red's pieces on ([a-h][1-8]) and ([a-h][1-8]) stand on either side/);
        assert.ok(m, `the reason names the pieces: "${b.said.text}"`);
        const [p, q] = [m[1], m[2]].map((s) => ({ r: Number(s[1]) - 1, c: s.charCodeAt(0) - 97 }));
        for (const s of [p, q]) assert.equal(board[s.r][s.c]?.team, 'red', 'a Red piece stands there');
        // On one line with the chariot, one step away on either side.
        assert.deepEqual([p.r + q.r, p.c + q.c], [2 * at.r, 2 * at.c], 'the chariot is between them');
        assert.ok(Math.max(Math.abs(p.r - at.r), Math.abs(p.c - at.c)) === 1, 'next to the chariot');
        assert.deepEqual(errors, []);
      } finally {
        await close();
      }
    }
  });
}

// A game between two players on one screen, ended by a resignation after six moves each.
const SIX_MOVES = 'h2g3,g7h6,b2c3,f8g7,a1b2,g6f5,g3g4,g7h6,b2c3,f4f5,c3b4,h3g4';

for (const [size, viewport, touch] of [...SIZES, ['desktop', VIEWPORTS.desktop, false]]) {
  test(`${size}: the result covers neither the board nor the move list, and stays in the side column (item 18)`, async () => {
    const { page, errors, close } = await env.openPage(`?blue=human&red=human&moves=${SIX_MOVES}`, {
      viewport,
      hasTouch: touch,
      reducedMotion: 'reduce',
    });
    try {
      const press = (sel) => (touch ? page.tap(sel) : page.click(sel));
      await page.waitForSelector(`${GAME}[data-state="human"] [data-move]`);
      await press('[data-action="resign"]');
      await page.waitForSelector('[data-action="resign"].btn-armed');
      await press('[data-action="resign"]');
      await page.waitForSelector('dialog.polis-result[open]');
      const b = await boxes(page, {
        dialog: 'dialog.polis-result',
        board: '.polis-frame',
        side: '.polis-side',
        moves: '.polis-moves-wrap',
        scores: '.polis-players',
      });
      await shot(page, `result-${size}`);
      assert.match(b.dialog.text, /Red wins/);
      const moves = SIX_MOVES.split(',');
      assert.match(b.moves.text, new RegExp(moves.at(-1)), 'the move list holds the last move');
      inView(b, 'dialog');
      assert.equal(overlap(b.dialog, b.board), 0, 'the result covers no part of the board');
      assert.equal(overlap(b.dialog, b.moves), 0, `the result covers the move list: ${JSON.stringify(b)}`);
      if (size !== 'phone') {
        assert.ok(
          b.dialog.left >= b.side.left - 0.5 && b.dialog.right <= b.side.right + 0.5,
          `the result stays in the side column: ${JSON.stringify([b.dialog, b.side])}`,
        );
        assert.equal(overlap(b.dialog, b.scores), 0, 'the scores stay in view');
      }
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });
}

// The boxes of the side column's controls and lines, keyed by action or class.
const sideBoxes = (page) =>
  page.$$eval('.polis-side [data-action], .polis-side > *', (els) =>
    Object.fromEntries(
      els
        .filter((e) => !e.closest('.polis-moves'))
        .map((e) => {
          const r = e.getBoundingClientRect();
          return [e.dataset.action || e.className, [r.left, r.top, r.width, r.height].map(Math.round)];
        }),
    ),
  );

for (const [size, viewport] of [
  ['laptop', VIEWPORTS.laptop],
  ['desktop', VIEWPORTS.desktop],
]) {
  test(`${size}: what a hovered move would do is said in the status panel, and nothing in it moves (item 22)`, async () => {
    const { page, errors, close } = await env.openPage(`?blue=human&red=human&moves=${SIX_MOVES}`, {
      viewport,
      reducedMotion: 'reduce',
    });
    try {
      await page.waitForSelector(`${GAME}[data-state="human"][data-plies="12"]`);
      await page.click('[data-square="f1"]');
      await page.waitForSelector('[data-square="g2"][data-dest]');
      const still = await sideBoxes(page);
      await page.hover('[data-square="g2"]');
      const said = await page.waitForFunction(() =>
        [...document.querySelectorAll('.polis p')].find((p) => /f1g2/.test(p.textContent)),
      );
      // By the rules, f1g2 hops Red's chariot onto row 1: Red wins.
      const { board } = SIX_MOVES.split(',').reduce(
        (s, m) => ({
          board: Rules.applyMoveFor(s.board, s.player, Rules.parseMove(m)).board,
          player: s.player === 'blue' ? 'red' : 'blue',
        }),
        { board: Rules.initialBoard(), player: 'blue' },
      );
      assert.equal(Rules.applyMoveFor(board, 'blue', Rules.parseMove('f1g2')).winner, 'red');
      const where = await said.evaluate((p) => {
        p.dataset.said = '';
        return { inSide: !!p.closest('.polis-side'), text: p.textContent };
      });
      assert.match(where.text, /^Careful! Dog f1g2: .*Red's chariot to its far row, so Red wins/);
      const b = await boxes(page, {
        said: '[data-said]',
        status: '.polis-status',
        controls: '.polis-controls',
      });
      await shot(page, `hover-${size}`);
      assert.ok(where.inSide, 'said in the side column, not under the board');
      inView(b, 'said');
      assert.ok(
        b.said.top >= b.status.bottom - 0.5 && b.said.bottom <= b.controls.top + 0.5,
        `between the status line and the controls: ${JSON.stringify(b)}`,
      );
      assert.doesNotMatch(await page.$eval('.polis-under', (u) => u.textContent), /f1g2/, 'not said twice');
      assert.deepEqual(await sideBoxes(page), still, 'nothing in the side column moved');
      await page.hover('.polis-status');
      await page.waitForFunction(() => !/f1g2/.test(document.querySelector('.polis-side').textContent));
      assert.deepEqual(await sideBoxes(page), still, 'nor when the preview goes');
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });
}

// A phone's row of links (Rules, Copy link, Copy moves and the page's entries) is one line that
// slides sideways, its right edge fading: a finger's swipe slides it to its last entry, and the
// keys bring each entry they reach into view, clear of the fade.
test('phone: the row of links slides by a swipe, and Tab brings each entry into view', async () => {
  const { page, errors, close } = await env.openPage('?blue=human&red=human&moves=h2g3', {
    viewport: VIEWPORTS.phone,
    hasTouch: true,
    reducedMotion: 'reduce',
  });
  try {
    await page.waitForSelector(`${GAME}[data-state="human"] .polis-extra .editor-entry`);
    const row = () =>
      page.$eval('.polis-extra', (r) => {
        const b = r.getBoundingClientRect();
        const fade = parseFloat(getComputedStyle(r).paddingRight);
        return {
          scrollLeft: r.scrollLeft,
          max: r.scrollWidth - r.clientWidth,
          box: { left: b.left, right: b.right, top: b.top, bottom: b.bottom },
          fade,
          entries: [...r.children].map((e) => {
            const x = e.getBoundingClientRect();
            return {
              text: e.textContent,
              left: x.left,
              right: x.right,
              clear: x.left >= b.left - 0.5 && x.right <= b.right - fade + 0.5,
            };
          }),
          page: { sh: document.scrollingElement.scrollHeight, sw: document.scrollingElement.scrollWidth },
        };
      });
    const start = await row();
    assert.ok(start.max > 40, `the row has more than its width: ${JSON.stringify(start)}`);
    assert.ok(start.fade >= 16, 'its right edge keeps room for the fade');
    assert.ok(!start.entries.at(-1).clear, 'the last entry starts out of view');
    assert.ok(
      start.page.sh <= 844 && start.page.sw <= 390,
      `the page does not scroll: ${JSON.stringify(start.page)}`,
    );
    // A swipe from right to left along the row, by touch events.
    const cdp = await page.context().newCDPSession(page);
    const y = (start.box.top + start.box.bottom) / 2;
    const touch = (type, x) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    // Swipes (at most three: a swipe may stop short), until the row is slid to its end.
    for (let i = 0; i < 3 && (await row()).scrollLeft < start.max - 1; i++) {
      await touch('touchStart', 340);
      for (let x = 330; x >= 40; x -= 10) await touch('touchMove', x);
      await touch('touchEnd');
      await page.waitForTimeout(400);
    }
    const swiped = await row();
    assert.ok(
      swiped.entries.at(-1).clear,
      `the swipe shows the last entry clear of the fade: ${JSON.stringify(swiped)}`,
    );
    assert.equal(await page.$eval(GAME, (g) => g.dataset.plies), '1', 'the swipe played nothing');
    // Back to the start, then the keys: every entry reached by Tab is brought into view.
    await page.$eval('.polis-extra', (r) => (r.scrollLeft = 0));
    await page.focus('.polis-extra > :first-child');
    const reached = [];
    for (let i = 0; i < start.entries.length; i++) {
      if (i) await page.keyboard.press('Tab');
      const now = await row();
      const at = await page.evaluate(() => document.activeElement.textContent);
      const e = now.entries.find((x) => x.text === at);
      assert.ok(e, `the focus is in the row: "${at}"`);
      assert.ok(e.clear, `"${at}" is in view, clear of the fade: ${JSON.stringify(now)}`);
      reached.push(at);
    }
    assert.deepEqual(
      reached,
      start.entries.map((x) => x.text),
      'Tab goes through the row in order',
    );
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});
