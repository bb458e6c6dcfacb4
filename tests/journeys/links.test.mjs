// A link does what it says (issue 22, item 7), each opened where a two-player game of six moves
// is saved: a link that names players starts that game (the players, the level, the usual start,
// checked by web/rules.js), says the saved game is kept, and "Resume the previous game" (a tap
// on a phone, a click on a laptop) brings the saved game back, its moves checked by the rules;
// the address drops the link once its game is saved, so a reload resumes the game in progress.
// A bad side or position in a link: the notice says what the game does, and it does it. A blank
// ?editor= opens the editor at the start with its usual words.

import test from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { storageWords } from '../../web/words/storage.js';
import { editorWords } from '../../web/words/editor.js';
import { clickMove, settled } from '../helpers/browser.mjs';
import { useBrowser, VIEWPORTS, GAME, assertBoardMatchesRules, moveList } from '../helpers/page.mjs';
import { replay } from '../helpers/journey.mjs';
import { TIMEOUT } from '../helpers/timeouts.mjs';

const env = useBrowser();
const KEY = 'polis:game:/index.html:main';
const START = { board: Rules.initialBoard(), player: 'blue' };
// Six moves of a game between two people on one screen: each side's first legal move in turn.
const SAVED_MOVES = (() => {
  const moves = [];
  for (let i = 0; i < 6; i++)
    moves.push(
      Rules.moveToString(Rules.legalMoves(replay(START, moves).board, replay(START, moves).player)[0]),
    );
  return moves;
})();
const SAVED = JSON.stringify({
  blue: 'human',
  red: 'human',
  level: 'novice',
  position: null,
  moves: SAVED_MOVES.join(','),
});

// A fresh browser with the two-player game saved (from a page that stores nothing itself), then the link.
async function openLink(query, opts = {}) {
  const context = await env.browser.newContext({ viewport: VIEWPORTS.laptop, ...opts });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${env.server.url}tests/fixtures/blank.html`);
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [KEY, SAVED]);
  await page.goto(`${env.server.url}index.html${query}`);
  await page.waitForSelector(`${GAME}[data-state]`);
  return { context, page, errors };
}

const notice = (page) => page.$eval('.polis-notice', (n) => (n.hidden ? '' : n.textContent));
const players = (page) =>
  page.$eval(GAME, (g) => ({ blue: g.dataset.blue, red: g.dataset.red, level: g.dataset.level }));

// The saved two-player game is back: its players, its moves, its board by the rules.
async function expectSavedBack(page, what) {
  await page.waitForSelector(`${GAME}[data-plies="${SAVED_MOVES.length}"]`, { timeout: TIMEOUT.STEP });
  assert.deepEqual(await moveList(page), SAVED_MOVES, `${what}: the saved moves`);
  await assertBoardMatchesRules(page);
  const p = await players(page);
  assert.deepEqual([p.blue, p.red], ['human', 'human'], `${what}: two people again`);
}

for (const [input, opts] of [
  ['touch', { viewport: VIEWPORTS.phone, hasTouch: true, isMobile: true }],
  ['mouse', {}],
]) {
  test(
    `?blue=human&red=ai&level=expert starts that game; the saved one comes back (${input})`,
    { timeout: TIMEOUT.TEST },
    async () => {
      const { context, page, errors } = await openLink('?blue=human&red=ai&level=expert', opts);
      try {
        await page.waitForSelector(`${GAME}[data-ai="ready"][data-state="human"]`, { timeout: TIMEOUT.STEP });
        assert.deepEqual(
          await players(page),
          { blue: 'human', red: 'ai', level: 'expert' },
          'the players the link names',
        );
        assert.deepEqual(await moveList(page), [], 'a new game');
        await assertBoardMatchesRules(page);
        assert.ok((await notice(page)).includes(storageWords.previousKept), await notice(page));
        assert.equal(new URL(page.url()).search, '', 'the address no longer holds the link');
        // The previous games (web/storage/saved-game.js), the latest first.
        const previous = await page.evaluate((k) => JSON.parse(localStorage.getItem(`${k}:previous`)), KEY);
        assert.equal(previous.previous[0], SAVED, 'the saved game is kept as it was');

        // A move against the computer, then a reload: the same game goes on (the link is not started again).
        await clickMove(page, 'b2b3');
        await settled(page, 2, { timeout: TIMEOUT.AI_MOVE });
        const played = await moveList(page);
        await page.reload();
        await page.waitForSelector(`${GAME}[data-plies="${played.length}"]`, { timeout: TIMEOUT.STEP });
        assert.deepEqual(await moveList(page), played, 'the reload resumes the game in progress');
        assert.deepEqual(await players(page), { blue: 'human', red: 'ai', level: 'expert' });
        assert.ok(!(await notice(page)).includes(storageWords.previousKept), 'nothing replaced this time');

        const resume = `${GAME} [data-action="resume-previous"]`;
        if (input === 'touch') await page.tap(resume);
        else await page.click(resume);
        await expectSavedBack(page, 'resumed');
        // ...and the game against the computer is the previous one now: nothing lost either way.
        const now = JSON.parse(await page.evaluate((k) => localStorage.getItem(`${k}:previous`), KEY));
        assert.equal(JSON.parse(now.previous[0]).red, 'ai');
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    },
  );
}

test(
  'a bad side or position in a link: the notice says what the game does, and it does it',
  { timeout: TIMEOUT.TEST },
  async () => {
    for (const [query, says, check] of [
      [
        '?red=robot',
        /red="robot" is not understood.*Red is played by the computer/,
        (p) => assert.equal(p.red, 'ai'),
      ],
      ['?blue=robot', /Blue is played by a human/, (p) => assert.equal(p.blue, 'human')],
      ['?position=nonsense', /the game starts from the usual start/, null],
      [
        '?position=8/8/8/8/8/8/8/B6R%20r',
        new RegExp(`${editorWords.over('blue')}.*the game starts from the usual start`),
        null,
      ],
    ]) {
      const { context, page, errors } = await openLink(query);
      try {
        await page.waitForSelector(`${GAME}[data-state="human"]`, { timeout: TIMEOUT.STEP });
        const text = await notice(page);
        assert.match(text, says, `${query}: ${text}`);
        check?.(await players(page));
        // The game the notice describes: the usual start, no move yet, by the rules.
        assert.deepEqual(await moveList(page), [], `${query}: a new game`);
        const shown = await assertBoardMatchesRules(page);
        assert.equal(
          Rules.formatPosition(shown.board, shown.player),
          Rules.formatPosition(START.board, 'blue'),
        );
        assert.ok(text.includes(storageWords.previousKept), `${query}: the saved game is kept, and said`);
        await page.click(`${GAME} [data-action="resume-previous"]`);
        await expectSavedBack(page, query);
        assert.deepEqual(errors, [], query);
      } finally {
        await context.close();
      }
    }
  },
);

test(
  'a blank ?editor= opens the editor at the start with its usual words; a won position is refused as in ?analysis=',
  { timeout: TIMEOUT.TEST },
  async () => {
    const { context, page, errors } = await openLink('?editor=%20%20%20');
    try {
      await page.waitForSelector(`${GAME}[data-mode="editor"]`);
      const status = await page.$eval('.editor-status', (s) => s.textContent);
      assert.equal(status, editorWords.allowed('blue'));
      const won = '8/8/8/8/8/8/8/B6R r';
      await page.goto(`${env.server.url}index.html?analysis=${encodeURIComponent(won)}`);
      await page.waitForSelector(`${GAME}[data-mode="analysis"]`);
      assert.ok((await page.$eval('.an-said', (p) => p.textContent)).includes(editorWords.over('blue')));
      await page.goto(`${env.server.url}index.html?editor=${encodeURIComponent(won)}`);
      await page.waitForSelector(`${GAME}[data-mode="editor"]`);
      assert.equal(
        await page.$eval('.editor-status', (s) => s.textContent),
        editorWords.refused(editorWords.over('blue')),
      );
      // The saved game was not touched by any of them.
      assert.equal(await page.evaluate((k) => localStorage.getItem(k), KEY), SAVED);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  },
);
