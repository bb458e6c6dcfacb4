// The review of a finished game as a player sees it (issue 30 item 17). On a laptop (1280 x 800,
// mouse) the note under the board stays in the window for every move of the game, its longest
// reasons too (its last lines fell below the window). On a phone (390 x 844, taps) the move list
// keeps three whole rows above the evaluation graph (the graph left it one). On both, the line
// that says how to go back to the game's end draws the last-position button's own icon, named as
// the button is, not the character U+23ED, which a font without it draws as an empty box.

import test from 'node:test';
import assert from 'node:assert/strict';
import { waitFor } from '../helpers/browser.mjs';
import { useBrowser, VIEWPORTS, BLUNDER_LINE, reviewBlunder } from '../helpers/page.mjs';
import { TIMEOUT } from '../helpers/timeouts.mjs';

const env = useBrowser();
const MOVES = [...BLUNDER_LINE.split(','), 'f1g2'];

// The game reviewed, with the reasons of every mistake and blunder arrived (they come one after
// another once the marks are in, the last one last). Returns the marks.
async function reviewed(page, press) {
  await reviewBlunder(page, { timeout: TIMEOUT.REVIEW });
  const marks = await page.$$eval('.polis-moves .move[data-ply]', (els) => els.map((b) => b.dataset.review));
  const explained = marks.flatMap((m, i) => (m === 'mistake' || m === 'blunder' ? [i + 1] : []));
  assert.ok(explained.length >= 1, `a mistake or a blunder to explain: ${marks}`);
  await press(`.polis-moves [data-ply="${explained[explained.length - 1]}"]`);
  await waitFor(
    page,
    () =>
      /was an? (mistake|blunder)\. \S.* Better:/.test(document.querySelector('.polis-preview').textContent),
    null,
    { timeout: TIMEOUT.REVIEW },
  );
  return marks;
}

// A move the review found best selected: the line under the board says how to go back, with the
// last-position button's icon in its words (the same drawing as the button's), named for screen
// readers, and no U+23ED character.
async function checkBackLine(page, marks, press, sentence) {
  const best = marks.indexOf('best') + 1;
  assert.ok(best > 0, `a best move to look at: ${marks}`);
  await press(`.polis-moves [data-ply="${best}"]`);
  await waitFor(page, (p) => document.querySelector('.polis').dataset.view === String(p), best);
  const line = await page.$eval('.polis-preview', (p) => {
    const icon = p.querySelector('.preview-button svg.icon');
    const box = icon && icon.getBoundingClientRect();
    const path = icon && icon.querySelector('path');
    return {
      text: p.textContent,
      icon: path ? path.getAttribute('d') : null,
      fill: path ? getComputedStyle(path).fill : null,
      width: box ? box.width : 0,
      button: document.querySelector('.polis-side .nav-last svg.icon path').getAttribute('d'),
      name: document.querySelector('.polis-side .nav-last').getAttribute('aria-label'),
    };
  });
  assert.ok(!line.text.includes('\u23ed'), `no U+23ED character: ${line.text}`);
  assert.equal(line.icon, line.button, "the last-position button's own icon");
  assert.notEqual(line.fill, 'none', 'the icon is filled as on the button');
  assert.ok(line.width >= 10, `the icon is drawn at ${line.width} px`);
  assert.equal(line.text, sentence(`the ${line.name} button`));
  // The icon's button does what the line says.
  await press('.polis-side .nav-last');
  await waitFor(page, () => document.querySelector('.polis').dataset.view === 'live');
}

test('laptop: the review note of every move stays in the window, and the way back shows the button', async () => {
  const { page, errors, close } = await env.openPage(`?blue=human&red=human&moves=${BLUNDER_LINE}`, {
    viewport: VIEWPORTS.laptop,
    reducedMotion: 'reduce',
  });
  const press = (sel) => page.click(sel);
  try {
    const marks = await reviewed(page, press);
    let lowest = 0;
    for (let k = 1; k <= MOVES.length; k++) {
      await press(`.polis-moves [data-ply="${k}"]`);
      const label = `${Math.ceil(k / 2)}${k % 2 ? '.' : '\u2026'} ${MOVES[k - 1]} was`;
      if (marks[k - 1] !== 'best')
        await waitFor(page, (l) => document.querySelector('.polis-preview').textContent.startsWith(l), label);
      const at = await page.evaluate(() => {
        const box = (s) => document.querySelector(s).getBoundingClientRect();
        const note = document.querySelector('.polis-preview');
        return {
          text: note.textContent,
          note: box('.polis-preview').bottom,
          under: box('.polis-under').bottom,
          board: box('.polis-board').bottom,
          cut: note.scrollHeight - note.clientHeight,
          height: innerHeight,
        };
      });
      lowest = Math.max(lowest, at.under);
      assert.ok(
        at.under <= at.height && at.note <= at.height && at.cut <= 1,
        `move ${k}: the note ends at ${at.note} px, its slot at ${at.under} px, the window at ${at.height} px: ${at.text}`,
      );
      assert.ok(at.board <= at.height, `move ${k}: the board ends at ${at.board} px`);
    }
    console.log(`review layout (laptop): the lowest note ends at ${lowest} px of 800`);
    await checkBackLine(page, marks, press, (b) => `Press End or click ${b} to go to the end of the game.`);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('phone: the review keeps three rows of moves above the graph, and the way back shows the button', async () => {
  const { page, errors, close } = await env.openPage(`?blue=human&red=human&moves=${BLUNDER_LINE}`, {
    viewport: VIEWPORTS.phone,
    hasTouch: true,
    reducedMotion: 'reduce',
  });
  const press = (sel) => page.tap(sel);
  try {
    const marks = await reviewed(page, press);
    await page.$eval('.polis-moves', (list) => list.scrollTo(0, 0));
    const list = await page.evaluate(() => {
      const box = document.querySelector('.polis-moves').getBoundingClientRect();
      const rows = [...document.querySelectorAll('.polis-moves .move-row')].map((r) =>
        r.getBoundingClientRect(),
      );
      const graph = document.querySelector('.polis-graph').getBoundingClientRect();
      return {
        rows: rows.length,
        whole: rows.filter((r) => r.top >= box.top - 0.5 && r.bottom <= box.bottom + 0.5).length,
        graph: graph.height,
        graphBelow: graph.top >= box.bottom - 0.5,
      };
    });
    assert.ok(list.rows >= 3, `the game has ${list.rows} rows of moves`);
    assert.ok(list.whole >= 3, `${list.whole} whole rows of moves shown`);
    assert.ok(list.graph >= 20 && list.graphBelow, `the graph under the list, ${list.graph} px tall`);
    console.log(`review layout (phone): ${list.whole} rows of ${list.rows} shown, graph ${list.graph} px`);
    await checkBackLine(page, marks, press, (b) => `Tap ${b} to go to the end of the game.`);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});
