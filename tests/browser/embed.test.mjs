// <polis-game> (web/polis-game.js) in Chromium: it renders in its shadow root, reports moves and
// the end of the game as events, follows its attributes, keeps the page's styles out and its own
// in, and stops its AI worker when removed. The page is tests/fixtures/element.html.

import test, { before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as Rules from '../../web/rules.js';
import { levelByName } from '../../web/levels.js';
import { startStaticServer } from '../helpers/static-server.mjs';
import {
  launchChromium,
  openPage,
  CALM,
  playable,
  settled,
  clickMove,
  waitFor,
  computedStyles as styles,
  STYLED_PARTS,
  workerPath,
} from '../helpers/browser.mjs';
import { TIMEOUT } from '../helpers/timeouts.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const GAME = 'polis-game .polis';

let server;
let browser;

before(async () => {
  server = await startStaticServer({ root: ROOT, port: 0 });
  browser = await launchChromium();
});

after(async () => {
  if (browser) await browser.close();
  if (server) await server.close();
});

const open = (query = '') => openPage(browser, `${server.url}tests/fixtures/element.html${query}`, CALM);
const events = (page) => page.evaluate(() => window.events);
const aiWorkers = (page) => page.workers().filter((w) => workerPath(w) === '/web/ai-worker.bundle.js').length;

test('the element renders the game in its shadow root, reports moves as events, and Red answers with the wasm engine', async () => {
  const { page, errors, close } = await open('?calm');
  try {
    await playable(page, GAME);
    assert.equal(
      await page.evaluate(() => document.querySelectorAll('[data-square]').length),
      0,
      'no squares in the page itself',
    );
    assert.equal(
      await page.evaluate(
        () => document.querySelector('polis-game').shadowRoot.querySelectorAll('[data-square]').length,
      ),
      64,
    );
    await clickMove(page, 'f2f3', { scope: 'polis-game' });
    await settled(page, 2, { exact: true });
    await waitFor(page, () => window.events.length >= 2);
    const [blue, red, ...rest] = await events(page);
    assert.deepEqual(rest, []);
    const afterBlue = Rules.applyMove(Rules.initialBoard(), Rules.parseMove('f2f3')).board;
    assert.deepEqual(blue, {
      type: 'polis-move',
      target: 'game',
      detail: {
        ply: 1,
        player: 'blue',
        move: 'f2f3',
        by: 'human',
        position: Rules.formatPosition(afterBlue, 'red'),
      },
    });
    assert.equal(red.type, 'polis-move');
    assert.equal(red.detail.ply, 2);
    assert.equal(red.detail.player, 'red');
    assert.equal(red.detail.by, 'ai');
    const redMove = Rules.parseMove(red.detail.move);
    const afterRed = Rules.applyMoveFor(afterBlue, 'red', redMove).board;
    assert.equal(red.detail.position, Rules.formatPosition(afterRed, 'blue'));
    const el = await page.evaluate(() => {
      const g = document.querySelector('polis-game');
      return { position: g.position, moves: g.moves, log: g.game.aiLog, level: g.game.settings.level };
    });
    assert.equal(el.position, red.detail.position);
    assert.deepEqual(el.moves, ['f2f3', red.detail.move]);
    assert.equal(el.log[0].engine, 'wasm');
    assert.equal(el.level, 'beginner');
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test("the page's styles do not reach into the element", async () => {
  const parts = STYLED_PARTS;
  const loud = await open();
  const calm = await open('?calm');
  try {
    await playable(loud.page, GAME);
    await playable(calm.page, GAME);
    // The loud styles are really there: they change the page's own elements.
    const own = await styles(loud.page, ['#own-sq'], false);
    assert.equal(own['#own-sq']['background-color'], 'rgb(255, 0, 255)');
    const a = await styles(loud.page, parts, true);
    const b = await styles(calm.page, parts, true);
    assert.equal(typeof a, 'object', a);
    assert.deepEqual(a, b);
    assert.deepEqual(loud.errors, []);
  } finally {
    await loud.close();
    await calm.close();
  }
});

test("the element's styles do not reach out into the page", async () => {
  const parts = ['#own-polis', '#own-sq', '#own-btn', 'body'];
  const withGame = await open('?calm');
  const without = await open('?calm&empty');
  try {
    await playable(withGame.page, GAME);
    assert.equal(await without.page.$$eval('polis-game', (a) => a.length), 0);
    // Widths follow the window, the same in both; everything else must match too.
    const a = await styles(withGame.page, parts, false);
    const b = await styles(without.page, parts, false);
    delete a.body.height; // the game takes room, of course
    delete b.body.height;
    assert.deepEqual(a, b);
    const sheets = (p) => p.evaluate(() => document.styleSheets.length);
    assert.equal(
      await sheets(withGame.page),
      await sheets(without.page),
      'the game adds no style sheet to the page',
    );
  } finally {
    await withGame.close();
    await without.close();
  }
});

test('attributes: changes made together start one new game; undo and game over are reported right', async () => {
  const { page, errors, close } = await open('?calm');
  try {
    await playable(page, GAME);
    await page.evaluate(() => {
      const g = document.querySelector('polis-game');
      g.setAttribute('red', 'human');
      g.setAttribute('level', 'medium');
    });
    await waitFor(page, () => document.querySelector('polis-game').game.settings.red === 'human');
    assert.deepEqual(await page.evaluate(() => document.querySelector('polis-game').game.settings), {
      blue: 'human',
      red: 'human',
      level: 'medium',
    });
    await page.evaluate(() => document.querySelector('polis-game').game.play('b2b3'));
    await page.waitForTimeout(400);
    assert.deepEqual(
      await page.evaluate(() => document.querySelector('polis-game').moves),
      ['b2b3'],
      'Red is human now: no answer',
    );
    await page.evaluate(() => document.querySelector('polis-game').game.undo());
    await waitFor(page, () => document.querySelector('polis-game').moves.length === 0);
    await page.evaluate(() => document.querySelector('polis-game').game.play('c2c3'));
    await waitFor(page, () => window.events.length >= 2);
    assert.deepEqual(
      (await events(page)).map((e) => [e.detail.ply, e.detail.move, e.detail.by]),
      [
        [1, 'b2b3', 'human'],
        [1, 'c2c3', 'human'],
      ],
    );

    // A position where Blue's chariot is one step from its goal row.
    const position = '8/8/8/8/8/8/B7/7R b';
    await page.evaluate((p) => {
      window.events.length = 0;
      document.querySelector('polis-game').setAttribute('position', p);
    }, position);
    await waitFor(page, (p) => document.querySelector('polis-game').position === p, position);
    await clickMove(page, 'a7a8', { scope: 'polis-game' });
    await waitFor(page, () => window.events.length >= 2);
    const [move, over] = await events(page);
    const won = Rules.formatPosition(
      Rules.applyMove(Rules.parsePosition(position).board, Rules.parseMove('a7a8')).board,
      'red',
    );
    assert.equal(move.detail.move, 'a7a8');
    assert.deepEqual(over, {
      type: 'polis-gameover',
      target: 'game',
      detail: { winner: 'blue', reason: 'chariot', moves: ['a7a8'], position: won },
    });
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('compact keeps the board; an unknown level is shown to the player and the game goes on; removing the element stops its AI', async () => {
  const { page, errors, close } = await open('?calm');
  try {
    await playable(page, GAME);
    await clickMove(page, 'd2d3', { scope: 'polis-game' });
    await settled(page, 2, { exact: true });
    const before = await page.evaluate(() => document.querySelector('polis-game').position);
    await page.evaluate(() => document.querySelector('polis-game').setAttribute('compact', ''));
    await playable(page, GAME);
    assert.equal(await page.evaluate(() => document.querySelector('polis-game').position), before);
    assert.equal(await page.$$eval('polis-game [data-square]', (a) => a.length), 64);

    // The board goes on as it was (resumed from what this browser saved) at the saved game's
    // level, and the player is told which.
    const savedLevel = await page.evaluate(() => document.querySelector('polis-game').game.settings.level);
    await page.evaluate(() => document.querySelector('polis-game').setAttribute('level', 'grandmaster'));
    await page.waitForSelector('polis-game .polis-notice:not([hidden])');
    const notice = await page.textContent('polis-game .polis-notice');
    assert.match(notice, /grandmaster/);
    await playable(page, GAME);
    assert.equal(
      await page.evaluate(() => document.querySelector('polis-game').game.settings.level),
      savedLevel,
    );
    assert.ok(notice.includes(levelByName(savedLevel).label), `the notice names the level used: ${notice}`);
    assert.equal(await page.evaluate(() => document.querySelector('polis-game').position), before);

    assert.ok(aiWorkers(page) >= 1);
    await page.evaluate(() => document.querySelector('polis-game').remove());
    const until = Date.now() + TIMEOUT.TEARDOWN;
    while (aiWorkers(page) > 0 && Date.now() < until) await page.waitForTimeout(50);
    assert.equal(aiWorkers(page), 0, 'the AI worker is stopped');
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('moves replays a game; a reload resumes the saved game unless restore="false"', async () => {
  // Three plies: each side's last legal move in generation order.
  const list = [];
  let board = Rules.initialBoard();
  for (const player of ['blue', 'red', 'blue']) {
    const m = Rules.legalMoves(board, player).at(-1);
    list.push(Rules.moveToString(m));
    board = Rules.applyMoveFor(board, player, m).board;
  }
  const { page, errors, close } = await open('?calm');
  try {
    await playable(page, GAME);
    await page.evaluate((moves) => {
      const g = document.querySelector('polis-game');
      g.setAttribute('red', 'human');
      g.setAttribute('moves', moves);
    }, list.join(','));
    await waitFor(page, () => document.querySelector('polis-game').moves.length === 3);
    assert.deepEqual(await page.evaluate(() => document.querySelector('polis-game').moves), list);
    assert.equal(
      await page.evaluate(() => document.querySelector('polis-game').position),
      Rules.formatPosition(board, 'red'),
    );
    assert.deepEqual(await events(page), [], 'a replayed list is not reported as moves played');
    await page.reload();
    await page.waitForSelector(`${GAME}[data-ai="ready"]`);
    // The page's own attributes (red="ai") win over the saved players, so Red may answer at once.
    const resumed = await page.evaluate(() => document.querySelector('polis-game').moves);
    assert.deepEqual(resumed.slice(0, 3), list);
    assert.ok(resumed.length <= 4, resumed.join(' '));
    await page.goto(`${server.url}tests/fixtures/element.html?calm&norestore`);
    await playable(page, GAME);
    assert.deepEqual(await page.evaluate(() => document.querySelector('polis-game').moves), []);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test("the keys work with the focus inside the element, and the page's own inputs keep theirs", async () => {
  const { page, errors, close } = await open('?calm');
  try {
    await playable(page, GAME);
    const state = () =>
      page.evaluate(() => {
        const d = document.querySelector('polis-game').shadowRoot.querySelector('.polis').dataset;
        return { orientation: d.orientation, view: d.view };
      });
    await clickMove(page, 'f2f3', { scope: 'polis-game' });
    await settled(page, 2, { exact: true });
    // An input of the host page: typing there must not reach the game.
    await page.evaluate(() => {
      const input = document.createElement('input');
      input.id = 'own-input';
      document.body.prepend(input);
    });
    await page.focus('#own-input');
    await page.keyboard.press('f');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Home');
    assert.deepEqual(
      await state(),
      { orientation: 'blue', view: 'live' },
      'keys typed into the page stay there',
    );
    assert.equal(await page.$eval('#own-input', (x) => x.value), 'f');
    // The focus on one of the game's buttons, inside the shadow root.
    await page.evaluate(() =>
      document.querySelector('polis-game').shadowRoot.querySelector('[data-action="flip"]').focus(),
    );
    await page.keyboard.press('f');
    assert.equal((await state()).orientation, 'red', 'F flips');
    await page.keyboard.press('F');
    assert.equal((await state()).orientation, 'blue', 'F flips back');
    await page.keyboard.press('ArrowLeft');
    assert.equal((await state()).view, '1', 'left arrow: one move back');
    await page.keyboard.press('Home');
    assert.equal((await state()).view, '0', 'Home: the start');
    await page.keyboard.press('ArrowRight');
    assert.equal((await state()).view, '1', 'right arrow: one move on');
    await page.keyboard.press('End');
    assert.equal((await state()).view, 'live', 'End: back to the game');
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('with the focus on the page body, keys go to one of several games: the one last used, else the one used before; none before any is used', async () => {
  const { page, errors, close } = await open('?calm&two');
  try {
    await playable(page, GAME);
    await playable(page, '#game2 .polis');
    const orientations = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('polis-game')].map(
          (g) => g.shadowRoot.querySelector('.polis').dataset.orientation,
        ),
      );
    const toBody = () => page.evaluate(() => document.activeElement?.blur());
    const touch = (id) =>
      page.evaluate(
        (i) =>
          document
            .getElementById(i)
            .shadowRoot.querySelector('.polis')
            .dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true })),
        id,
      );
    await toBody();
    await page.keyboard.press('f');
    assert.deepEqual(
      await orientations(),
      ['blue', 'blue'],
      'F on the body of a host page flips no game nobody used',
    );
    // The player touches the first game (a pointer down on it), then the focus goes back to the body.
    await touch('game');
    await toBody();
    await page.keyboard.press('f');
    assert.deepEqual(await orientations(), ['red', 'blue'], 'F on the body flips the first game only');
    await touch('game2');
    await toBody();
    await page.keyboard.press('f');
    assert.deepEqual(await orientations(), ['red', 'red'], 'now F flips the second game only');
    // Removing the touched game gives the body's keys back to the one used before it.
    await page.evaluate(() => document.getElementById('game2').remove());
    await toBody();
    await page.keyboard.press('f');
    assert.deepEqual(await orientations(), ['blue'], 'and with it gone, the first again');
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test("level, as a property (React 19 sets properties) or an attribute, keeps the game and sets the next move's level", async () => {
  const { page, errors, close } = await open('?calm&norestore');
  const el = (fn, arg) => page.evaluate(fn, arg);
  try {
    await playable(page, GAME);
    await clickMove(page, 'f2f3', { scope: 'polis-game' });
    await settled(page, 2, { exact: true });
    const before = await el(() => document.querySelector('polis-game').moves);

    await el(() => {
      document.querySelector('polis-game').level = 'medium';
    });
    assert.deepEqual(await el(() => document.querySelector('polis-game').moves), before, 'the game goes on');
    assert.equal(await el(() => document.querySelector('polis-game').getAttribute('level')), 'medium');
    assert.equal(await el(() => document.querySelector('polis-game').level), 'medium');
    // The next move, by the rules from the live position.
    const { board } = Rules.parsePosition(await el(() => document.querySelector('polis-game').position));
    await clickMove(page, Rules.moveToString(Rules.legalMoves(board, 'blue')[0]), { scope: 'polis-game' });
    await settled(page, 4, { exact: true });
    const log = await el(() => document.querySelector('polis-game').game.aiLog);
    assert.deepEqual(
      log.map((e) => e.level),
      ['beginner', 'medium'],
    );

    await el(() => document.querySelector('polis-game').setAttribute('level', 'easy'));
    assert.equal(
      await el(() => document.querySelector('polis-game').moves.length),
      4,
      'an attribute keeps the game too',
    );
    assert.equal(await el(() => document.querySelector('polis-game').game.settings.level), 'easy');
    const bad = await el(() => {
      try {
        document.querySelector('polis-game').level = 'grandmaster';
        return 'set';
      } catch (e) {
        return e.message;
      }
    });
    assert.match(bad, /unknown level "grandmaster"/);
    assert.equal(await el(() => document.querySelector('polis-game').level), 'easy');
    // blue, red, position and moves still start a new game.
    await el(() => document.querySelector('polis-game').setAttribute('red', 'human'));
    await waitFor(page, () => document.querySelector('polis-game').moves.length === 0);
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('custom-elements.json describes the element as it is: its attributes, properties and events', async () => {
  const manifest = JSON.parse(
    fs.readFileSync(new URL('../../custom-elements.json', import.meta.url), 'utf8'),
  );
  const [decl] = manifest.modules[0].declarations;
  assert.equal(decl.tagName, 'polis-game');
  const { page, close } = await open('?calm');
  try {
    await playable(page, GAME);
    const real = await page.evaluate(() => {
      const El = customElements.get('polis-game');
      const el = document.querySelector('polis-game');
      return {
        name: El.name,
        attributes: El.observedAttributes,
        fields: ['level', 'game', 'position', 'history', 'moves', 'over'].filter((f) => f in el),
      };
    });
    assert.equal(decl.name, real.name);
    assert.deepEqual(
      decl.attributes
        .map((a) => a.name)
        .filter((a) => a !== 'restore')
        .sort(),
      [...real.attributes].sort(),
    );
    assert.deepEqual(decl.members.map((m) => m.name).sort(), real.fields.sort());
    assert.deepEqual(decl.events.map((e) => e.name).sort(), ['polis-ai', 'polis-gameover', 'polis-move']);
  } finally {
    await close();
  }
});
