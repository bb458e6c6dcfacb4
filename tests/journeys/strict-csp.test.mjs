// The game under the Content-Security-Policy careful sites send:
//   default-src 'self'; script-src 'self' 'wasm-unsafe-eval'
// (nothing inline, no data: URLs), and the game page under Trusted Types as well
// (require-trusted-types-for 'script': before, its overlay's markup and its service worker's
// registration were refused and the page never started; its service worker now registers). index.html, its lessons (?learn), the mountPolis example (web/embed-example.html)
// and a page with <polis-game> (tests/fixtures/strict.html, with loud page styles from a file)
// start, take a move by mouse, and the computer answers it; the browser reports no violation of
// the policy (securitypolicyviolation events, console errors); and the element's own styles
// apply, so the loud page's font, colour and root size stay out of it. Before, the inline
// scripts and the element's inline <style> were refused: the pages never started and the page's
// styles leaked into the element.

import test from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { LESSONS } from '../../web/learn/lessons.js';
import {
  useBrowser,
  GAME,
  assertBoardMatchesRules,
  pickMove,
  readDomBoard,
  encode,
} from '../helpers/page.mjs';
import { computedStyles, STYLED_PARTS, clickMove, settled } from '../helpers/browser.mjs';
import { TIMEOUT } from '../helpers/timeouts.mjs';

const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'";
// The game page (index.html) also requires Trusted Types: no markup from strings, and script
// addresses only through its own default policy (web/page/start.js); a page that embeds
// the game makes its own policies, and is served the policy above.
const TRUSTED = `${CSP}; require-trusted-types-for 'script'`;
const embedding = (file) => file.endsWith('.html') && !file.endsWith('index.html');
// Every answer carries the policy, except for a page asked for with ?nocsp (the reference).
const env = useBrowser({
  headers: (file, req) =>
    req.url.includes('nocsp') ? {} : { 'Content-Security-Policy': embedding(file) ? CSP : TRUSTED },
});

// Records the policy's violations from the first moment of every document (shadow roots included).
function recordViolations() {
  window.violations = [];
  document.addEventListener(
    'securitypolicyviolation',
    (e) => {
      window.violations.push(
        `${e.effectiveDirective} refused ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`,
      );
    },
    true,
  );
}

// Blue's move by mouse, the computer's answer, each checked against rules.js.
async function playOneRound(page) {
  await page.waitForSelector(`${GAME}[data-ai="ready"][data-state="human"]`, { timeout: TIMEOUT.STEP });
  const start = await assertBoardMatchesRules(page);
  assert.equal(start.turn, 'blue');
  await clickMove(page, pickMove(start.board, 'blue'));
  await settled(page, 2, { timeout: TIMEOUT.STEP });
  const after = await assertBoardMatchesRules(page);
  assert.equal(after.moves.length, 2, 'Blue moved and the computer answered');
  assert.ok(Rules.legalMoves(after.board, 'blue').length > 0);
}

for (const [name, path] of [
  ['the game page', 'index.html'],
  ['the mountPolis example', 'web/embed-example.html'],
]) {
  test(`${name} starts and plays under a strict CSP, with no violation`, async () => {
    const { page, errors, close } = await env.openPage('', { path, init: recordViolations });
    try {
      assert.equal(
        await page.$$eval('.polis [data-square]', (squares) => squares.length),
        64,
        'the page mounted its game',
      );
      await playOneRound(page);
      if (path === 'index.html')
        await page.waitForFunction(() => navigator.serviceWorker.getRegistration().then(Boolean), undefined, {
          timeout: TIMEOUT.STEP,
        });
      assert.deepEqual(await page.evaluate(() => window.violations), []);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });
}

// index.html?learn: boot.js picks the lessons (before, an inline script did). The first step's
// solution by mouse is taken and the board follows rules.js.
test('the lessons (index.html?learn) start and take a move under a strict CSP, with no violation', async () => {
  const { page, errors, close } = await env.openPage('?learn', {
    path: 'index.html',
    init: recordViolations,
  });
  try {
    const step = LESSONS[0].steps[0];
    await page.waitForSelector(`${GAME}[data-lesson="${LESSONS[0].id}"][data-step="0"][data-state="task"]`, {
      timeout: TIMEOUT.STEP,
    });
    let { board } = Rules.parsePosition(step.position);
    assert.deepEqual((await readDomBoard(page)).board, encode(board), "the step's position");
    const m = step.solution[0];
    await page.click(`[data-square="${m.slice(0, 2)}"]`);
    await page.click(`[data-square="${m.slice(2, 4)}"]`);
    board = Rules.applyMoveFor(board, 'blue', Rules.parseMove(m)).board;
    await page.waitForSelector(`${GAME}[data-state="right"], ${GAME}[data-state="done"]`, {
      timeout: TIMEOUT.STEP,
    });
    assert.deepEqual((await readDomBoard(page)).board, encode(board), `the board after ${m}`);
    assert.deepEqual(await page.evaluate(() => window.violations), []);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test("<polis-game> under a strict CSP: the game's styles apply, the loud page's stay out, and it plays", async () => {
  const parts = [...STYLED_PARTS, '.polis-status'];
  const strict = await env.openPage('', { path: 'tests/fixtures/strict.html', init: recordViolations });
  const reference = await env.openPage('?calm&nocsp', { path: 'tests/fixtures/element.html' });
  try {
    await strict.page.waitForSelector(`${GAME}[data-ai="ready"]`, { timeout: TIMEOUT.STEP });
    await reference.page.waitForSelector(`${GAME}[data-ai="ready"]`, { timeout: TIMEOUT.STEP });
    const a = await computedStyles(strict.page, parts, true);
    const b = await computedStyles(reference.page, parts, true);
    assert.equal(typeof b, 'object', b);
    assert.deepEqual(
      a,
      b,
      'the element looks the same in a loud page under the policy as in a calm page without it',
    );
    await playOneRound(strict.page);
    assert.deepEqual(await strict.page.evaluate(() => window.violations), []);
    assert.deepEqual(strict.errors, []);
  } finally {
    await strict.close();
    await reference.close();
  }
});
