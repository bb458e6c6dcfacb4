// Storage that refuses writes, page by page, with a player's records already kept (a saved
// 14-move game, the rating, puzzle progress, Your games, a preference): two ways it fails (every
// setItem throws QuotaExceededError; a storage without room, where a write that adds a key or
// lengthens one fails). On the game page the player plays on against the computer (every
// position checked by web/rules.js), is told once, in words, that the game cannot be kept, and
// nothing kept before is written over: a reload shows the saved game as it was. The puzzles
// say it once however many puzzles are solved; Your games says a delete or its Undo was not
// kept, and keeps the game (before: a failed Undo dropped it, and the game page said the
// storage was full twice, in two wordings).

import test from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import puzzleFile from '../../web/puzzle/puzzles.json' with { type: 'json' };
import { storageWords } from '../../web/words/storage.js';
import { gamesWords } from '../../web/words/games.js';
import { gameEntry } from '../../web/storage/games.js';
import { useBrowser, GAME, assertBoardMatchesRules, moveList, pickMove } from '../helpers/page.mjs';
import { clickMove, settled } from '../helpers/browser.mjs';
import { replay } from '../helpers/journey.mjs';
import { TIMEOUT } from '../helpers/timeouts.mjs';

const env = useBrowser();
const START = { board: Rules.initialBoard(), player: 'blue' };

// 14 moves of a game against the computer still going on, Blue to move.
const MOVES = (() => {
  const out = [];
  for (let i = 0; i < 14; i++) {
    const at = replay(START, out);
    out.push(Rules.moveToString(Rules.legalMoves(at.board, at.player)[(i * 7) % 5]));
  }
  assert.equal(Rules.winner(replay(START, out).board), null);
  return out;
})();

const KEPT = {
  'polis:game:/index.html:main': JSON.stringify({
    version: 2,
    blue: 'human',
    red: 'ai',
    level: 'novice',
    position: null,
    moves: MOVES.join(','),
  }),
  'polis:rating:games': JSON.stringify({ rating: 1555, rd: 70, games: 11 }),
  'polis:rating:puzzles': JSON.stringify({ rating: 1250, rd: 95, games: 6 }),
  'polis:puzzle:progress': JSON.stringify({ version: 2, solved: [1], streak: 1, best: 1, tried: 1 }),
  'polis:games:/index.html': JSON.stringify({
    version: 1,
    games: [
      gameEntry({
        id: 'kept-1',
        date: '2026-11-21T08:00:00Z',
        settings: { blue: 'human', red: 'ai', level: 'novice' },
        record: { position: null, moves: MOVES.slice(0, 4).map((m) => Rules.parseMove(m)) },
        over: null,
      }),
    ],
  }),
  'polis:pref:sound': 'off',
};

const FAILS = {
  'every setItem throws QuotaExceededError': () => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  },
  'no room: a write that adds a key or lengthens one fails': () => {
    const set = Storage.prototype.setItem;
    Storage.prototype.setItem = function (k, v) {
      const was = this.getItem(k);
      if (was === null || String(v).length > was.length)
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return set.call(this, k, v);
    };
  },
};

// A context whose storage holds KEPT (written from a page of the site that keeps nothing), then
// refuses writes as `fail` does.
async function kept(fail) {
  const context = await env.browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${env.server.url}tests/fixtures/blank.html`);
  await page.evaluate((all) => Object.entries(all).forEach(([k, v]) => localStorage.setItem(k, v)), KEPT);
  await context.addInitScript(fail);
  return { context, page, errors };
}

const everything = (page) => page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
const times = (text, words) => text.split(words).length - 1;

for (const [name, fail] of Object.entries(FAILS)) {
  test(`${name}: the game goes on, the player is told once, and nothing kept is written over`, async () => {
    const { context, page, errors } = await kept(fail);
    try {
      await page.goto(`${env.server.url}index.html`);
      await page.waitForSelector(`${GAME}[data-ai="ready"][data-state="human"]`, { timeout: TIMEOUT.STEP });
      assert.deepEqual(await moveList(page), MOVES, 'the saved game is resumed');
      for (let i = 0; i < 3; i++) {
        const shown = await assertBoardMatchesRules(page);
        if (shown.winner) break;
        await clickMove(page, pickMove(shown.board, 'blue'));
        await settled(page, MOVES.length + 2 * (i + 1));
        await assertBoardMatchesRules(page);
      }
      const text = await page.evaluate(() => document.body.innerText);
      assert.equal(times(text, storageWords.notKept), 1, text);
      assert.equal(times(text, gamesWords.notKept.full), 0, 'not told twice in other words');
      assert.deepEqual(await everything(page), KEPT, 'everything kept before is as it was');
      await page.reload();
      await page.waitForSelector(`${GAME}[data-state="human"]`, { timeout: TIMEOUT.STEP });
      assert.deepEqual(await moveList(page), MOVES, 'the saved game, as it was kept');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test(`${name}: the puzzles say it once over two solves; Your games keeps its list`, async () => {
    const { context, page, errors } = await kept(fail);
    try {
      const one = puzzleFile.puzzles.filter((q) => q.plies === 1 && q.id !== 1).slice(0, 2);
      for (const p of one) {
        await page.goto(`${env.server.url}index.html?puzzle=${p.id}`);
        await page.waitForSelector(`${GAME}[data-mode="puzzle"][data-state="solving"]`, {
          timeout: TIMEOUT.STEP,
        });
        await clickMove(page, p.line[0]);
        await page.waitForSelector(`${GAME}[data-mode="puzzle"][data-state="solved"]`, {
          timeout: TIMEOUT.STEP,
        });
        const text = await page.evaluate(() => document.body.innerText);
        assert.equal(times(text, storageWords.puzzleNotKept), 1, text);
      }
      await page.goto(`${env.server.url}index.html?games`);
      await page.waitForSelector('.games-list > li[data-id="kept-1"]');
      const said = (w) =>
        page.waitForFunction((w) => document.querySelector('.games-said')?.textContent.includes(w), w);
      await page.click('.games-list > li[data-id="kept-1"] [data-action="delete"]');
      if (name.startsWith('no room')) {
        // A delete makes the record shorter, so it is kept; the Undo that needs the room back
        // is not, and the game stays in hand (Undo still offered) rather than lost.
        await said(gamesWords.removed);
        await page.click('[data-action="undo"]');
        await said(gamesWords.notKept.full);
        assert.equal(await page.$$eval('[data-action="undo"]', (b) => b.length), 1, 'Undo still offered');
      } else {
        await said(gamesWords.notKept.full);
        assert.equal(await page.$$eval('.games-list > li', (l) => l.length), 1, 'the list as it is kept');
        assert.deepEqual(await everything(page), KEPT, 'everything kept before is as it was');
      }
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
}
