// Two tabs on the same game (two pages in one browser context, sharing localStorage): each
// follows the other's moves, so neither writes over the other's game. Before, a tab kept the
// game as it was when it opened, and its next save (an undo, a move) erased the other tab's
// moves. A page that missed the other tab's news (as in the back-forward cache) does not write
// over the longer game either: it shows it.

import test from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { clickMove, settled } from '../helpers/browser.mjs';
import { useBrowser, GAME, assertBoardMatchesRules, pickMove, moveList } from '../helpers/page.mjs';
import { TIMEOUT } from '../helpers/timeouts.mjs';

const env = useBrowser();
const KEY = 'polis:game:/index.html:main';

const savedMoves = (page) =>
  page.evaluate((k) => JSON.parse(localStorage.getItem(k) || 'null')?.moves ?? null, KEY);
const plies = (page) => page.$eval(GAME, (g) => Number(g.dataset.plies));

// Blue's move by mouse on `page`, and the computer's answer.
async function playRound(page) {
  await page.waitForSelector(`${GAME}[data-ai="ready"][data-state="human"]`, { timeout: TIMEOUT.STEP });
  const shown = await assertBoardMatchesRules(page);
  await clickMove(page, pickMove(shown.board, 'blue'));
  await settled(page, shown.moves.length + 2, { timeout: TIMEOUT.STEP });
  return assertBoardMatchesRules(page);
}

test("two tabs on one game follow each other's moves and never write over the longer game", async () => {
  const a = await env.openPage('?level=novice');
  const b = await env.openPage('', { context: a.context });
  try {
    await b.page.waitForSelector(`${GAME}[data-ai="ready"][data-state="human"]`, { timeout: TIMEOUT.STEP });
    // Four moves in tab A; tab B shows them.
    await playRound(a.page);
    const inA = await playRound(a.page);
    assert.equal(inA.moves.length, 4);
    await b.page.waitForSelector(`${GAME}[data-plies="4"][data-state="human"]`, { timeout: TIMEOUT.STEP });
    const inB = await assertBoardMatchesRules(b.page);
    assert.deepEqual(inB.moves, inA.moves, 'tab B shows the game as it stands in tab A');
    assert.match(await b.page.textContent('.polis-preview'), /another tab/);
    // Undo in tab B (by its button) takes back Blue's last move and the answer; A follows.
    await b.page.click('[data-action="undo"]');
    await b.page.waitForSelector(`${GAME}[data-plies="2"]`);
    await a.page.waitForSelector(`${GAME}[data-plies="2"]`, { timeout: TIMEOUT.STEP });
    assert.deepEqual(await moveList(a.page), inA.moves.slice(0, 2));
    await assertBoardMatchesRules(a.page);
    // Tab B plays on; A follows; the saved game is the longest.
    const fromB = await playRound(b.page);
    await a.page.waitForSelector(`${GAME}[data-plies="4"][data-state="human"]`, { timeout: TIMEOUT.STEP });
    assert.deepEqual(await moveList(a.page), fromB.moves);
    assert.equal(await savedMoves(a.page), fromB.moves.join(','));
    assert.deepEqual(a.errors, []);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
    await a.close();
  }
});

test("a tab that missed the other tab's news does not write over the longer game: it shows it", async () => {
  const { page, errors, close } = await env.openPage('?level=novice&red=human');
  try {
    await page.waitForSelector(`${GAME}[data-ai="ready"][data-state="human"]`, { timeout: TIMEOUT.STEP });
    // Another tab saved a six-move game, and this page did not hear of it (a page's own write
    // raises no storage event in it, as for a page in the back-forward cache).
    const moves = [];
    let board = Rules.initialBoard();
    let player = 'blue';
    for (let i = 0; i < 6; i++) {
      const m = pickMove(board, player);
      moves.push(Rules.moveToString(m));
      board = Rules.applyMoveFor(board, player, m).board;
      player = player === 'blue' ? 'red' : 'blue';
    }
    await page.evaluate(
      ([k, list]) =>
        localStorage.setItem(
          k,
          JSON.stringify({ blue: 'human', red: 'human', level: 'novice', position: null, moves: list }),
        ),
      [KEY, moves.join(',')],
    );
    // The player moves here: the page finds the saved game moved on and shows it instead.
    await clickMove(page, 'a2a3');
    await page.waitForSelector(`${GAME}[data-plies="6"]`, { timeout: TIMEOUT.STEP });
    const shown = await assertBoardMatchesRules(page);
    assert.deepEqual(shown.moves, moves);
    assert.equal(await savedMoves(page), moves.join(','), 'the longer game is kept');
    assert.equal(await plies(page), 6);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

// A tab that follows leaves the computer's turns to the tab that went on (it pauses): when that
// tab closes while the computer thinks, the following tab takes the computer's turn over. Before,
// it stayed paused with nobody to play Red.
test('when the tab that went on closes while the computer thinks, the following tab plays its turn', async () => {
  const a = await env.openPage('?level=champion');
  const b = await env.openPage('', { context: a.context });
  try {
    await a.page.waitForSelector(`${GAME}[data-ai="ready"][data-state="human"]`, { timeout: TIMEOUT.STEP });
    await b.page.waitForSelector(`${GAME}[data-ai="ready"][data-state="human"]`, { timeout: TIMEOUT.STEP });
    const shown = await assertBoardMatchesRules(a.page);
    await clickMove(a.page, pickMove(shown.board, 'blue'));
    // Champion thinks for 2 s: B follows Blue's move and waits (paused) for A's computer.
    await b.page.waitForSelector(`${GAME}[data-plies="1"][data-state="paused"]`, { timeout: TIMEOUT.STEP });
    assert.equal(await a.page.$eval(GAME, (g) => g.dataset.plies), '1', 'A is still thinking');
    await a.page.close({ runBeforeUnload: true });
    // B takes Red's turn over: the computer moves there, and the game goes on by the rules.
    await settled(b.page, 2, { timeout: TIMEOUT.STEP });
    const after = await assertBoardMatchesRules(b.page);
    assert.equal(after.moves.length, 2);
    assert.equal(await savedMoves(b.page), after.moves.join(','));
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
    await a.close().catch(() => {});
  }
});
