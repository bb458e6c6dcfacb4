// The analysis board keeps its tree (issue 22, item 4): a player builds a tree with two variations
// by taps on a phone and by mouse clicks (moves on the board, earlier moves picked in the move
// list), selects a move of a variation; the address then holds the tree, and a reload finds the
// same tree and the same selected move; the address without its tree (the page's own storage)
// finds it too; the link opened in a fresh browser (nothing stored) finds it. The board is
// checked against web/rules.js after every step.

import test from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { useBrowser, VIEWPORTS, readDomBoard, encode } from '../helpers/page.mjs';
import { inputMove, replay } from '../helpers/journey.mjs';
import { TIMEOUT } from '../helpers/timeouts.mjs';

const env = useBrowser();
const START = { board: Rules.initialBoard(), player: 'blue' };

// The tree as the move list shows it: each move with how deep in variations it sits, the
// selected move, and the board against the rules for the selected move's line.
async function shown(page, what) {
  const s = await page.evaluate(() => {
    const list = [...document.querySelectorAll('.an-moves .an-move')].map((b) => {
      let depth = 0;
      for (let e = b.parentElement; e && !e.classList.contains('an-moves'); e = e.parentElement)
        if (e.classList.contains('an-variation')) depth++;
      return `${b.dataset.move}:${depth}`;
    });
    const cur = document.querySelector('.an-moves .an-move[aria-current="true"]');
    // The selected move's line: each move's node, up through the list's nesting.
    return {
      list,
      current: cur ? cur.dataset.move : null,
      ply: Number(document.querySelector('.polis').dataset.ply),
      position: document.querySelector('.polis').dataset.position,
    };
  });
  return s;
}

// The moves of `path` checked: the board shown is the rules' board after them.
async function expectBoard(page, path, what) {
  const pos = replay(START, path);
  assert.deepEqual(
    (await readDomBoard(page)).board,
    encode(pos.board),
    `${what}: the board after ${path.join(' ')}`,
  );
  const s = await shown(page, what);
  assert.equal(s.position, Rules.formatPosition(pos.board, pos.player), `${what}: data-position`);
  assert.equal(s.ply, path.length, `${what}: data-ply`);
  return s;
}

// A move by `input`, then its animation's end (the board takes no move while one runs).
async function play(page, move, input, ply) {
  await inputMove(page, move, input);
  await page.waitForSelector(`.polis[data-ply="${ply}"]`, { timeout: TIMEOUT.STEP });
  await page.waitForFunction(() => !document.querySelector('.polis .pc-moving'), null, {
    timeout: TIMEOUT.STEP,
  });
}

async function pick(page, move, input, ply) {
  const sel = `.an-moves .an-move[data-move="${move}"][data-ply="${ply}"]`;
  if (input === 'touch') await page.tap(sel);
  else await page.click(sel);
  await page.waitForSelector(`.polis[data-ply="${ply}"]`, { timeout: TIMEOUT.STEP });
}

const TREE = ['b2b3:0', 'g7g6:0', 'g7f6:1', 'd2d3:1', 'h7h6:1', 'e2e3:0'];
const SELECTED = ['b2b3', 'g7f6'];

for (const [input, opts] of [
  ['touch', { viewport: VIEWPORTS.phone, hasTouch: true }],
  ['mouse', { viewport: VIEWPORTS.laptop }],
]) {
  test(
    `a tree with two variations built by ${input} survives a reload and opens from its link`,
    { timeout: TIMEOUT.TEST },
    async () => {
      const { page, errors, close } = await env.openPage('?analysis=', opts);
      let other = null;
      try {
        await page.waitForSelector('.polis[data-mode="analysis"]');
        await play(page, 'b2b3', input, 1);
        await play(page, 'g7g6', input, 2);
        await play(page, 'e2e3', input, 3);
        await expectBoard(page, ['b2b3', 'g7g6', 'e2e3'], 'main line');
        await pick(page, 'b2b3', input, 1);
        await play(page, 'g7f6', input, 2);
        await play(page, 'd2d3', input, 3);
        await expectBoard(page, ['b2b3', 'g7f6', 'd2d3'], 'first variation');
        await pick(page, 'b2b3', input, 1);
        await play(page, 'h7h6', input, 2);
        await expectBoard(page, ['b2b3', 'h7h6'], 'second variation');
        await pick(page, 'g7f6', input, 2);
        const built = await expectBoard(page, SELECTED, 'a move of a variation selected');
        assert.deepEqual(built.list, TREE, 'the tree as built');
        assert.equal(built.current, 'g7f6');

        const link = page.url();
        assert.match(
          new URL(link).searchParams.get('tree') || '',
          /^1_/,
          `the tree is in the address: ${link}`,
        );
        console.log(`analysis tree (${input}): ${link.slice(link.indexOf('?'))}`);

        await page.reload();
        await page.waitForSelector('.polis[data-mode="analysis"]');
        const reloaded = await expectBoard(page, SELECTED, 'after a reload');
        assert.deepEqual(reloaded.list, TREE, 'the same tree after a reload');
        assert.equal(reloaded.current, 'g7f6', 'the same selected move after a reload');
        assert.equal(page.url(), link, 'the same address');

        // The address without the tree: the page's storage has it.
        await page.goto(`${env.server.url}index.html?analysis=`);
        await page.waitForSelector('.polis[data-mode="analysis"]');
        const stored = await expectBoard(page, SELECTED, 'the address without its tree');
        assert.deepEqual(stored.list, TREE, 'the tree kept on this device');

        // The link in a fresh browser: nothing stored there.
        other = await env.browser.newContext(opts);
        const fresh = await other.newPage();
        fresh.on('pageerror', (e) => errors.push(`pageerror (link): ${e.message}`));
        await fresh.goto(link);
        await fresh.waitForSelector('.polis[data-mode="analysis"]');
        assert.equal(
          await fresh.evaluate(
            () => Object.keys(localStorage).filter((k) => k.startsWith('polis:game')).length,
          ),
          0,
        );
        const linked = await expectBoard(fresh, SELECTED, 'the link in a fresh browser');
        assert.deepEqual(linked.list, TREE, 'the same tree from the link');
        assert.equal(linked.current, 'g7f6', 'the same selected move from the link');
        // Going on from the link: a move played there goes into the address too.
        await pick(fresh, 'd2d3', input, 3);
        assert.match(new URL(fresh.url()).searchParams.get('tree'), /^1_4_/);
        assert.deepEqual(errors, [], 'no errors on the page');
      } finally {
        await other?.close();
        await close();
      }
    },
  );
}

test(
  'a bad or foreign tree in the address: a plain notice, the moves that could be read, no error',
  { timeout: TIMEOUT.TEST },
  async () => {
    for (const [tree, words, moves] of [
      ['9_1_b2b3', /written in a way this page does not know/, []],
      ['1_2_b2b3g7g6!!', /Not all the moves in the link could be read/, ['b2b3', 'g7g6']],
      ['1_1_b2b3b2b4', /b2b4 is not allowed there/, ['b2b3']],
    ]) {
      // A phone held sideways: the shortest slot under the board.
      const { page, errors, close } = await env.openPage(`?analysis=&tree=${encodeURIComponent(tree)}`, {
        viewport: VIEWPORTS.landscape,
      });
      try {
        await page.waitForSelector('.polis[data-mode="analysis"]');
        const said = await page.$eval('.an-said', (p) => p.textContent);
        assert.match(said, words, `${tree}: ${said}`);
        assert.doesNotMatch(said, /undefined|null|Error/);
        // Said in full: neither the words nor the slot under the board cut off.
        const clip = await page.$eval('.an-said', (p) =>
          [p, p.parentElement].map((e) => e.scrollHeight - e.clientHeight),
        );
        assert.deepEqual(clip, [0, 0], `${tree}: the notice is not clipped (${clip})`);
        const s = await shown(page, tree);
        assert.deepEqual(
          s.list,
          moves.map((m) => `${m}:0`),
          `${tree}: what could be read`,
        );
        assert.deepEqual(errors, [], tree);
      } finally {
        await close();
      }
    }
  },
);
