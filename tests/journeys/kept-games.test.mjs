// Nothing a player made is lost (issue 29, items 1, 3, 4, 5, 6 and 12), through the real page:
// - a saved 14-move game survives the same link opened twice, another link after it and the
//   editor's "Play from here" twice: "Resume the previous game" brings it back, its moves
//   checked by the rules (before: the second link wrote the first link's game over it);
// - a storage that cannot grow (every write that adds a key or lengthens one fails, as a full
//   storage) with a game saved: a link and "Play from here" open their game, the saved game is
//   left as it was (before: "Cannot read properties of null (reading 'moves')", no board), and
//   puzzle progress of a later version is not rewritten (before: `solved` emptied);
// - the folder's address and its index.html are one page: a game played at '/' is the game at
//   '/index.html', and one an older page kept under '/' is found there (before: an empty board);
// - a <polis-game> without an id, taken out and put back after another one on a later task,
//   goes on with the same saved game: a reload shows every move (before: the moves after it
//   was moved were gone);
// - a host's onMove that throws is reported (onError, the console) and the computer still
//   answers (before: it never did).

import test from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import puzzleFile from '../../web/puzzle/puzzles.json' with { type: 'json' };
import { storageWords } from '../../web/words/storage.js';
import { useBrowser, GAME, assertBoardMatchesRules, moveList, pickMove } from '../helpers/page.mjs';
import { clickMove, settled } from '../helpers/browser.mjs';
import { replay } from '../helpers/journey.mjs';
import { TIMEOUT } from '../helpers/timeouts.mjs';

const env = useBrowser();
const KEY = 'polis:game:/index.html:main';
const START = { board: Rules.initialBoard(), player: 'blue' };
const SEED = 'tests/fixtures/blank.html';

// 14 moves of a game between two people, still going on (Blue to move).
const MOVES = (() => {
  const out = [];
  for (let i = 0; i < 14; i++) {
    const at = replay(START, out);
    out.push(Rules.moveToString(Rules.legalMoves(at.board, at.player)[(i * 7) % 5]));
  }
  assert.equal(Rules.winner(replay(START, out).board), null);
  return out;
})();
const SAVED = JSON.stringify({
  blue: 'human',
  red: 'human',
  level: 'novice',
  position: null,
  moves: MOVES.join(','),
});

// A storage that cannot grow: a write adding a key or lengthening one fails as a full one does.
function noRoom() {
  const set = Storage.prototype.setItem;
  Storage.prototype.setItem = function (k, v) {
    const was = this.getItem(k);
    if (was === null || String(v).length > was.length)
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    return set.call(this, k, v);
  };
}

async function fresh(entries = {}) {
  const context = await env.browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${env.server.url}${SEED}`);
  await page.evaluate((all) => Object.entries(all).forEach(([k, v]) => localStorage.setItem(k, v)), entries);
  return { context, page, errors };
}

const open = async (page, path) => {
  await page.goto(`${env.server.url}${path}`);
  await page.waitForSelector(`${GAME}[data-state]`, { timeout: TIMEOUT.STEP });
};

test('a saved game survives a link opened twice, another link and "Play from here" twice', async () => {
  const { context, page, errors } = await fresh({ [KEY]: SAVED });
  try {
    for (const link of ['?red=human&moves=b2b3', '?red=human&moves=b2b3', '?red=human&moves=a2a3'])
      await open(page, `index.html${link}`);
    for (let i = 0; i < 2; i++) {
      await open(page, 'index.html?editor');
      await page.click('[data-action="editor-play"]');
      await page.click('[data-action="editor-start-game"]');
      await page.waitForSelector(`${GAME}[data-state]:not([data-mode])`, { timeout: TIMEOUT.STEP });
    }
    // "Resume the previous game" goes back one game at a time until the saved one is there.
    let list = [];
    for (let i = 0; i < 5 && list.join() !== MOVES.join(); i++) {
      await page.click('[data-action="resume-previous"]');
      await page.waitForURL((u) => !u.search);
      await page.waitForSelector(`${GAME}[data-state="human"]`);
      list = await moveList(page);
    }
    assert.deepEqual(list, MOVES, 'the saved game is back');
    await assertBoardMatchesRules(page);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('a storage without room: a link and "Play from here" open their game, and the saved game stays', async () => {
  const { context, page, errors } = await fresh({ [KEY]: SAVED });
  await context.addInitScript(noRoom);
  try {
    await open(page, 'index.html?red=human&moves=b2b3');
    await page.waitForSelector(`${GAME}[data-plies="1"]`);
    assert.deepEqual(await moveList(page), ['b2b3']);
    await assertBoardMatchesRules(page);
    assert.ok((await page.textContent('.polis-notice')).includes(storageWords.notKept));
    await open(page, 'index.html?editor');
    await page.click('[data-action="editor-play"]');
    await page.click('[data-action="editor-start-game"]');
    await page.waitForSelector(`${GAME}[data-state="human"]:not([data-mode])`, { timeout: TIMEOUT.STEP });
    await assertBoardMatchesRules(page);
    assert.equal(await page.evaluate((k) => localStorage.getItem(k), KEY), SAVED, 'the saved game as it was');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('a storage without room: puzzle progress of a later version is not rewritten by a solve', async () => {
  const p = puzzleFile.puzzles.find((q) => q.plies === 1);
  const later = JSON.stringify({
    version: 3,
    solved: [{ id: 11 }, { id: 12 }, { id: 13 }],
    streak: 0,
    best: 3,
    tried: 3,
  });
  const { context, page, errors } = await fresh({ 'polis-puzzles': later });
  await context.addInitScript(noRoom);
  try {
    await page.goto(`${env.server.url}index.html?puzzle=${p.id}`);
    await page.waitForSelector(`${GAME}[data-mode="puzzle"][data-state="solving"]`, {
      timeout: TIMEOUT.STEP,
    });
    await clickMove(page, p.line[0]);
    await page.waitForSelector(`${GAME}[data-mode="puzzle"][data-state="solved"]`, { timeout: TIMEOUT.STEP });
    assert.equal(await page.evaluate(() => localStorage.getItem('polis-puzzles')), later);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test("the folder's address and its index.html keep one game", async () => {
  const { context, page, errors } = await fresh();
  try {
    await open(page, '');
    await page.waitForSelector(`${GAME}[data-ai="ready"][data-state="human"]`, { timeout: TIMEOUT.STEP });
    await clickMove(page, pickMove(START.board, 'blue'));
    await settled(page, 2, { timeout: TIMEOUT.STEP });
    const played = await moveList(page);
    await open(page, 'index.html');
    await page.waitForSelector(`${GAME}[data-plies="2"]`);
    assert.deepEqual(await moveList(page), played);
    await assertBoardMatchesRules(page);
    // A game an older page kept under the folder's address is found at index.html.
    await page.goto(`${env.server.url}${SEED}`);
    await page.evaluate((v) => localStorage.clear() || localStorage.setItem('polis:game:/:main', v), SAVED);
    await open(page, 'index.html');
    await page.waitForSelector(`${GAME}[data-plies="${MOVES.length}"]`);
    assert.deepEqual(await moveList(page), MOVES);
    await assertBoardMatchesRules(page);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

const TWO = `<!doctype html><html><body><div id="a"><polis-game red="human"></polis-game></div>
<div id="b"><polis-game red="human"></polis-game></div>
<script type="module" src="/web/polis-game.js"></script></body></html>`;

test('a <polis-game> without an id, moved after another on a later task, keeps its saved game', async () => {
  const { context, page, errors } = await fresh();
  await page.route('**/two.html', (r) => r.fulfill({ contentType: 'text/html', body: TWO }));
  const game = (sel) => page.locator(`${sel} polis-game`).first();
  const plies = (sel) => game(sel).evaluate((e) => e.shadowRoot.querySelector('.polis').dataset.plies);
  const click = async (sel, sq) => game(sel).locator(`[data-square="${sq}"]`).click();
  try {
    await page.goto(`${env.server.url}two.html`);
    await game('#a').locator('.polis[data-state="human"]').waitFor();
    await click('#a', 'b2');
    await click('#a', 'b3');
    await page.waitForFunction(
      () => document.querySelector('#a polis-game').shadowRoot.querySelector('.polis').dataset.plies === '1',
    );
    // Taken out, and put back after the other one on a later task.
    await page.evaluate(() => {
      const e = document.querySelector('#a polis-game');
      e.remove();
      return new Promise((done) => setTimeout(() => done(document.querySelector('#b').after(e)), 100));
    });
    const moved = 'body > polis-game';
    await page.waitForFunction(() =>
      document.querySelector('body > polis-game')?.shadowRoot.querySelector('.polis[data-state="human"]'),
    );
    assert.equal(await page.locator(moved).evaluate((e) => e.moves.join()), 'b2b3');
    await page.locator(moved).evaluate((e) => e.game.play('g7g6'));
    await page.waitForFunction(() => document.querySelector('body > polis-game').moves.length === 2);
    await page.reload();
    await game('#a').locator('.polis[data-state="human"]').waitFor();
    assert.equal(await plies('#a'), '2', 'the reload shows both moves');
    const shown = await game('#a').evaluate((e) => e.moves);
    assert.deepEqual(shown, ['b2b3', 'g7g6']);
    replay(START, shown);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

const HOST = `<!doctype html><html><head><link rel="stylesheet" href="/web/style.css"></head>
<body><div id="g"></div><script type="module">
import { mountPolis } from '/web/ui.js';
window.reported = [];
let thrown = 0;
mountPolis(document.getElementById('g'), {
  red: 'ai', level: 'novice',
  onMove: () => { if (!thrown++) throw new Error('the host broke'); },
  onAiState: (d) => { if (d.state === 'thinking') throw new Error('the host broke again'); },
  onError: (error, callback) => window.reported.push([callback, error.message]),
});
</script></body></html>`;

test("a host's onMove and onAiState that throw are reported, and the computer still answers", async () => {
  const { context, page, errors } = await fresh();
  const logged = [];
  page.on('console', (m) => m.type() === 'error' && logged.push(m.text()));
  await page.route('**/host.html', (r) => r.fulfill({ contentType: 'text/html', body: HOST }));
  try {
    await page.goto(`${env.server.url}host.html`);
    await page.waitForSelector(`${GAME}[data-ai="ready"][data-state="human"]`, { timeout: TIMEOUT.STEP });
    await clickMove(page, pickMove(START.board, 'blue'));
    await settled(page, 2, { timeout: TIMEOUT.STEP });
    const shown = await assertBoardMatchesRules(page);
    assert.equal(shown.moves.length, 2, 'the computer answered');
    const reported = await page.evaluate(() => window.reported);
    assert.deepEqual(reported[0], ['onMove', 'the host broke']);
    assert.ok(reported.some(([c, m]) => c === 'onAiState' && m === 'the host broke again'));
    assert.ok(logged.some((t) => t.includes('options.onMove threw')));
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
