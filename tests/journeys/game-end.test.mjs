// The player's own game-ending move, through the page's real input: it ends the game at once
// (it used to be dropped: the render threw on the finished position and only a second click
// played it), the dialog names the winner and the reason, and a reload shows the finished game.

import test from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { clickMove } from '../helpers/browser.mjs';
import { GAME_ENDING_MOVES } from '../helpers/journey.mjs';
import { useBrowser, GAME, assertBoardMatchesRules } from '../helpers/page.mjs';
import { TIMEOUT } from '../helpers/timeouts.mjs';

const env = useBrowser();

const CASES = GAME_ENDING_MOVES;

for (const c of CASES) {
  test(`the game-ending move is played by the first click: ${c.name}`, async () => {
    const start = Rules.parsePosition(c.position);
    const expected = Rules.applyMoveFor(start.board, start.player, Rules.parseMove(c.move));
    assert.equal(expected.winner, c.winner, 'the case is what it says (rules.js)');
    const { page, errors, close } = await env.openPage(
      `?level=novice&position=${encodeURIComponent(c.position)}`,
    );
    try {
      await page.waitForSelector(`${GAME}[data-ai="ready"][data-state="human"]`);
      await clickMove(page, c.move);
      await page.waitForSelector(`${GAME}[data-state="over"][data-plies="1"]`, { timeout: TIMEOUT.STEP });
      await assertBoardMatchesRules(page, start);
      const dialog = await page.waitForSelector('[data-winner]', { state: 'visible', timeout: TIMEOUT.STEP });
      assert.equal(await dialog.getAttribute('data-winner'), c.winner);
      assert.equal(await dialog.getAttribute('data-reason'), 'chariot');
      assert.notEqual(await page.title(), 'Your move \u00b7 Polis');
      await page.reload();
      await page.waitForSelector(`${GAME}[data-state="over"][data-plies="1"]`, { timeout: TIMEOUT.STEP });
      await assertBoardMatchesRules(page, start);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });
}
