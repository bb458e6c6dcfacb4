// A link with huge values (blue, red, level, a bad word in moves): the notice names each bad
// value cut short, as it does a bad position, instead of putting megabytes of text on the page
// (a link used to echo them in full); the game starts with the defaults and is played as usual.

import test from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { clickMove, settled } from '../helpers/browser.mjs';
import { useBrowser, GAME, assertBoardMatchesRules } from '../helpers/page.mjs';
import { TIMEOUT } from '../helpers/timeouts.mjs';

const env = useBrowser();

test('a link with huge bad values gets a short notice, and the game goes on with the defaults', async () => {
  const huge = (c) => c.repeat(200000);
  const query = new URLSearchParams({
    blue: huge('b'),
    red: huge('r'),
    level: huge('l'),
    position: `${huge('p')} b`,
    moves: `b2b3,${huge('m')}`,
  });
  const { page, errors, close } = await env.openPage(`?${query}`);
  try {
    await page.waitForSelector(`${GAME}[data-ai="ready"][data-state="human"]`);
    const lines = await page.$$eval('.polis-notice p', (ps) => ps.map((p) => p.textContent));
    assert.equal(
      lines.length,
      5,
      `one line for each bad value: ${lines.map((l) => l.slice(0, 80)).join(' | ')}`,
    );
    for (const [i, line] of lines.entries()) {
      assert.ok(
        line.length < 300,
        `notice line ${i + 1} is ${line.length} characters long: ${line.slice(0, 120)}...`,
      );
    }
    // Each line still names its value: the start of it.
    for (const c of ['bbbb', 'rrrr', 'llll', 'pppp', 'mmmm']) {
      assert.ok(
        lines.some((l) => l.includes(c)),
        `a line shows the start of the bad value ${c}...`,
      );
    }
    // The defaults: Blue is a human, the computer plays Red; the list's good first move is
    // replayed from the usual start and the computer answers it.
    assert.equal(await page.$eval(GAME, (g) => `${g.dataset.blue} ${g.dataset.red}`), 'human ai');
    await settled(page, 2, { timeout: TIMEOUT.STEP });
    const shown = await assertBoardMatchesRules(page);
    assert.equal(shown.moves[0], 'b2b3');
    assert.equal(shown.moves.length, 2);
  } finally {
    await close();
  }
  assert.deepEqual(errors, []);
});

test('a link with a good position and a huge bad move: the good moves are kept, the bad one cut short, and play goes on', async () => {
  const { page, errors, close } = await env.openPage(`?level=novice&moves=b2b3,g7g6,${'x'.repeat(300000)}`);
  try {
    await page.waitForSelector(`${GAME}[data-ai="ready"][data-state="human"]`);
    const text = await page.$eval('.polis-notice', (n) => n.textContent);
    assert.ok(text.length < 300, `the notice is ${text.length} characters long`);
    assert.match(text, /move 3 "xxxx/);
    const shown = await assertBoardMatchesRules(page);
    assert.deepEqual(shown.moves, ['b2b3', 'g7g6']);
    const m = Rules.legalMoves(shown.board, 'blue')[0];
    await clickMove(page, m);
    await settled(page, 4, { timeout: TIMEOUT.STEP });
    await assertBoardMatchesRules(page);
  } finally {
    await close();
  }
  assert.deepEqual(errors, []);
});
