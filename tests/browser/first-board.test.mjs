// A newcomer's first board (web/page/first-board.js, issue 28): on a first visit the game page
// draws the board of the game about to open before the game's code has come, and takes Blue's
// first move on it; the game then opens with that move played, the computer answers, and the
// board never moved. Here the game's code (web/app/game.js) is held back until the test lets it
// through, so every step happens while only the first board is there; every board shown is
// checked against web/rules.js.

import test from 'node:test';
import assert from 'node:assert/strict';
import * as Rules from '../../web/rules.js';
import { moveFrom, moveTo, indexName } from '../../web/rules/util.js';
import { useBrowser, VIEWPORTS, readDomBoard, encode } from '../helpers/page.mjs';
import { pressSquare, dragMove, playToTheEnd } from '../helpers/journey.mjs';
import { axeViolations } from '../helpers/axe.mjs';
import { TIMEOUT } from '../helpers/timeouts.mjs';

const env = useBrowser();
const FIRST = '.polis[data-first="human"] [data-square]';
const GAME_HERE = '.polis[data-state]';

const seed = Number(process.env.SEED) || Date.now() % 100000;
console.log(`first-board seed ${seed} (SEED=${seed} to replay)`);
function random(n) {
  let s = seed;
  return () => ((s = (s * 1103515245 + 12345) % 2147483648), s % n);
}
const pick = random(1 << 30);

// A fresh first visit with the game's code held back: { page, errors, release(), close() }.
async function firstVisit({ viewport = VIEWPORTS.laptop, touch = false, query = '', init = null } = {}) {
  const context = await env.browser.newContext({
    viewport,
    hasTouch: touch,
    isMobile: touch,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  if (init) await page.addInitScript(init);
  let release;
  const held = new Promise((r) => (release = r));
  await page.route('**/web/app/game.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${env.server.url}index.html${query}`, { waitUntil: 'commit' });
  return { page, errors, release, close: () => context.close() };
}

const boardBox = (page) =>
  page.$eval('.polis-board', (b) => {
    const r = b.getBoundingClientRect();
    return [r.x, r.y, r.width, r.height].map((v) => Math.round(v * 10) / 10);
  });

async function assertShows(page, board, what) {
  const shown = await readDomBoard(page);
  assert.equal(typeof shown, 'object', shown);
  assert.equal(shown.count, 64, `${what}: 64 squares`);
  assert.deepEqual(shown.board, encode(board), what);
}

// Plays `move` on the board by `input`: mouse clicks, taps (a tap on a destination previews the
// move, a second plays it: tap to play is off on a first visit), a drag, or the keys.
async function playMove(page, move, input) {
  const from = indexName(moveFrom(move));
  const to = indexName(moveTo(move));
  if (input === 'drag') return dragMove(page, from, to);
  await pressSquare(page, from, input);
  await page.waitForSelector(`.polis [data-square="${to}"][data-dest]`, { timeout: TIMEOUT.STEP });
  await pressSquare(page, to, input);
  if (input !== 'touch') return;
  // The first tap shows the move and says, as the game does, what it would do.
  const said = await page.$eval('.polis-under .polis-preview', (p) => p.textContent);
  const hops = Rules.applyMove(Rules.initialBoard(), move).hops.length;
  const what = hops ? `${hops} hop${hops > 1 ? 's' : ''}` : 'no jumps';
  assert.ok(said.includes(`${Rules.moveToString(move)}: ${what}`), `the line under the board: ${said}`);
  assert.ok(said.endsWith('Tap again to play.'), said);
  await pressSquare(page, to, input);
}

// The game's code let through: the game opens on the first board's place, with `played`.
async function gameComes(page, release, played) {
  release();
  await page.waitForSelector(`.polis[data-ai="ready"][data-state]`, { timeout: TIMEOUT.AI_MOVE });
  const n = await page.$eval('.polis', (g) => Number(g.dataset.plies));
  assert.ok(n >= played.length, `the game has the ${played.length} move(s) played on the first board`);
}

for (const [name, viewport, input] of [
  ['a laptop, the mouse', VIEWPORTS.laptop, 'mouse'],
  ['a phone, taps', VIEWPORTS.phone, 'touch'],
  ['a laptop, a drag', VIEWPORTS.laptop, 'drag'],
  ['a laptop, the keys', VIEWPORTS.laptop, 'keyboard'],
]) {
  test(
    `${name}: the board comes before the game's code, takes the first move, and the game plays on from it`,
    { timeout: TIMEOUT.TEST },
    async () => {
      const { page, errors, release, close } = await firstVisit({ viewport, touch: input === 'touch' });
      try {
        await page.waitForSelector(FIRST, { timeout: TIMEOUT.READY });
        assert.equal(await page.$(GAME_HERE), null, "the game's code has not run");
        const start = Rules.initialBoard();
        await assertShows(page, start, 'the first board');
        const box = await boardBox(page);
        if (input === 'mouse') assert.deepEqual(await axeViolations(page), [], 'the first board: axe');
        const legal = Rules.legalMoves(start, 'blue');
        const move = legal[pick() % legal.length];
        const text = Rules.moveToString(move);
        await playMove(page, move, input);
        await page.waitForSelector('.polis[data-first="played"]', { timeout: TIMEOUT.STEP });
        const after = Rules.applyMove(start, move).board;
        await assertShows(page, after, `after ${text} on the first board`);
        await gameComes(page, release, [text]);
        assert.deepEqual(await boardBox(page), box, 'the board has not moved');
        // The computer answers: Red's move is one of the rules' from that position.
        await page.waitForSelector('.polis[data-state="human"][data-plies="2"]', {
          timeout: TIMEOUT.AI_MOVE,
        });
        const shown = await readDomBoard(page);
        const answers = Rules.legalMoves(after, 'red').filter(
          (m) => JSON.stringify(encode(Rules.applyMove(after, m).board)) === JSON.stringify(shown.board),
        );
        assert.ok(answers.length > 0, `the board after ${text} and Red's answer is the rules'`);
        const list = await page.$$eval('.polis-moves .move[data-ply]', (els) =>
          els.map((e) => e.dataset.move),
        );
        assert.equal(list[0], text, 'the move list starts with the move played on the first board');
        // With the mouse, the game that began on the first board is played on to its end.
        if (input === 'mouse') {
          const end = await playToTheEnd(page, () => pick() / (1 << 30), input);
          console.log(`first board, then the game: ${end.over.winner} won after ${end.plies} moves`);
        }
        assert.deepEqual(errors, []);
      } finally {
        await close();
      }
    },
  );
}

test("nothing moved, nothing lost: the board stays in place when the game comes, at a phone's size and a laptop's", async () => {
  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.laptop, VIEWPORTS.landscape]) {
    const { page, errors, release, close } = await firstVisit({ viewport });
    try {
      await page.waitForSelector(FIRST, { timeout: TIMEOUT.READY });
      const box = await boardBox(page);
      const header = await page.$eval('.page-header', (h) => h.getBoundingClientRect().height);
      await gameComes(page, release, []);
      assert.deepEqual(await boardBox(page), box, `${viewport.width}x${viewport.height}: the board`);
      assert.equal(
        await page.$eval('.page-header', (h) => h.getBoundingClientRect().height),
        header,
        'the header (its offer of the lessons)',
      );
      assert.ok(
        await page.$('.page-header .polis-welcome'),
        'the game offers the lessons, as the first board did',
      );
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  }
});

test('a press under way when the game comes: the game waits for it, and takes the move it ends in', async () => {
  for (const how of ['held', 'picked']) {
    const { page, errors, release, close } = await firstVisit();
    try {
      await page.waitForSelector(FIRST, { timeout: TIMEOUT.READY });
      const start = Rules.initialBoard();
      const legal = Rules.legalMoves(start, 'blue');
      const move = legal[pick() % legal.length];
      const [from, to] = [indexName(moveFrom(move)), indexName(moveTo(move))];
      const point = async (sq) =>
        page.$eval(`[data-square="${sq}"]`, (s) => {
          const r = s.getBoundingClientRect();
          return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
        });
      const a = await point(from);
      if (how === 'held') {
        await page.mouse.move(a.x, a.y);
        await page.mouse.down();
      } else await page.mouse.click(a.x, a.y);
      release();
      // The game's code runs, and waits: the first board is still there, the press goes on.
      await page.waitForFunction(() => !window.polisFirstBoard, null, { timeout: TIMEOUT.READY });
      await page.waitForTimeout(300);
      assert.equal(await page.$(GAME_HERE), null, `${how}: the game waits`);
      const b = await point(to);
      if (how === 'held') {
        await page.mouse.move(b.x, b.y, { steps: 6 });
        await page.mouse.up();
      } else await page.mouse.click(b.x, b.y);
      await page.waitForSelector('.polis[data-ai="ready"][data-state]', { timeout: TIMEOUT.AI_MOVE });
      const list = await page.$$eval('.polis-moves .move[data-ply]', (els) => els.map((e) => e.dataset.move));
      assert.equal(list[0], Rules.moveToString(move), `${how}: the move the press ended in was played`);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  }
});

test('the keys stay on their square when the game comes; the offer taken up is not made again', async () => {
  const { page, errors, release, close } = await firstVisit();
  try {
    await page.waitForSelector(FIRST, { timeout: TIMEOUT.READY });
    await page.click('.page-header .welcome-play');
    assert.equal(await page.$('.page-header .polis-welcome'), null, 'the offer taken up');
    await page.focus('.polis-board [data-square="a1"]');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowRight');
    assert.equal(await page.evaluate(() => document.activeElement?.dataset.square), 'b2');
    await gameComes(page, release, []);
    assert.equal(
      await page.evaluate(() => document.activeElement?.dataset.square),
      'b2',
      "the game's board has the keys on the same square",
    );
    assert.equal(
      await page.$('.page-header .polis-welcome'),
      null,
      'the game does not offer the lessons again',
    );
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('no first board where the game needs its code to be drawn: something kept, a link, a level', async () => {
  const cases = [
    { why: 'a preference kept', init: () => localStorage.setItem('polis:pref:theme', 'light') },
    { why: 'a level in the address', query: '?level=hard' },
    { why: "a link's moves", query: '?moves=b2b3' },
  ];
  for (const { why, query, init } of cases) {
    const { page, errors, release, close } = await firstVisit({ query, init });
    try {
      await page.waitForSelector('.page-header', { timeout: TIMEOUT.READY });
      await page.waitForFunction(() => document.readyState !== 'loading');
      await page.waitForTimeout(200);
      assert.equal(await page.$('.polis [data-square]'), null, `${why}: no board before the game's code`);
      assert.ok(await page.$('.polis .boot-message'), `${why}: the page says the game is loading`);
      await gameComes(page, release, []);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  }
});

// A game of `plies` random moves by the rules from the start, Blue to move at its end and not
// over: the moves and the position.
function randomGame(plies) {
  for (;;) {
    let board = Rules.initialBoard();
    let player = 'blue';
    const moves = [];
    while (moves.length < plies && !Rules.winner(board)) {
      const legal = Rules.legalMoves(board, player);
      if (!legal.length) break;
      const move = legal[pick() % legal.length];
      board = Rules.applyMoveFor(board, player, move).board;
      player = player === 'blue' ? 'red' : 'blue';
      moves.push(Rules.moveToString(move));
    }
    if (
      moves.length === plies &&
      player === 'blue' &&
      !Rules.winner(board) &&
      Rules.legalMoves(board, 'blue').length
    )
      return { moves, board };
  }
}

// What a return visit finds kept: the game saved on this page, and the welcome seen.
const keptGame = (record, prefs = {}) => {
  const items = {
    'polis:game:/index.html:main': JSON.stringify({
      version: 2,
      blue: 'human',
      red: 'ai',
      level: 'novice',
      position: null,
      ...record,
    }),
    'polis:pref:welcomed': 'yes',
    ...Object.fromEntries(Object.entries(prefs).map(([k, v]) => [`polis:pref:${k}`, v])),
  };
  return `for (const [k, v] of Object.entries(${JSON.stringify(items)})) localStorage.setItem(k, v);`;
};

test("a return to the game saved here: its board comes before the game's code, takes Blue's move, and the game goes on from it", async () => {
  for (const [viewport, input] of [
    [VIEWPORTS.phone, 'touch'],
    [VIEWPORTS.laptop, 'mouse'],
    [VIEWPORTS.landscape, 'mouse'],
  ]) {
    const size = `${viewport.width}x${viewport.height}`;
    const game = randomGame(2 * (1 + (pick() % 6)));
    const init = keptGame({ moves: game.moves.join(',') }, input === 'touch' ? { tap: 'on' } : {});
    const { page, errors, release, close } = await firstVisit({ viewport, touch: input === 'touch', init });
    try {
      await page.waitForSelector(FIRST, { timeout: TIMEOUT.READY });
      assert.equal(await page.$(GAME_HERE), null, "the game's code has not run");
      await assertShows(page, game.board, `${size}: the saved game's board, after ${game.moves.join(' ')}`);
      const last = game.moves.at(-1);
      for (const sq of [last.slice(0, 2), last.slice(2, 4)])
        assert.ok(
          await page.$(`.polis-board [data-square="${sq}"][data-last]`),
          `${size}: Red's last move marked`,
        );
      const box = await boardBox(page);
      if (input === 'mouse') assert.deepEqual(await axeViolations(page), [], `${size}: the first board: axe`);
      const legal = Rules.legalMoves(game.board, 'blue');
      const move = legal[pick() % legal.length];
      const text = Rules.moveToString(move);
      // Tap to play kept on: one tap on the destination plays the move.
      await pressSquare(page, indexName(moveFrom(move)), input);
      await page.waitForSelector(`.polis [data-square="${indexName(moveTo(move))}"][data-dest]`, {
        timeout: TIMEOUT.STEP,
      });
      await pressSquare(page, indexName(moveTo(move)), input);
      await page.waitForSelector('.polis[data-first="played"]', { timeout: TIMEOUT.STEP });
      const after = Rules.applyMove(game.board, move).board;
      await assertShows(page, after, `${size}: after ${text} on the first board`);
      await gameComes(page, release, [...game.moves, text]);
      assert.deepEqual(await boardBox(page), box, `${size}: the board has not moved`);
      const plies = game.moves.length + 2;
      await page.waitForSelector(`.polis[data-state="human"][data-plies="${plies}"]`, {
        timeout: TIMEOUT.AI_MOVE,
      });
      const list = await page.$$eval('.polis-moves .move[data-ply]', (els) => els.map((e) => e.dataset.move));
      assert.deepEqual(
        list.slice(0, -1),
        [...game.moves, text],
        `${size}: the saved moves, then the one played`,
      );
      const shown = await readDomBoard(page);
      const answers = Rules.legalMoves(after, 'red').filter(
        (m) => JSON.stringify(encode(Rules.applyMove(after, m).board)) === JSON.stringify(shown.board),
      );
      assert.ok(answers.length > 0, `${size}: Red's answer is the rules'`);
      const saved = await page.evaluate(() =>
        JSON.parse(localStorage.getItem('polis:game:/index.html:main')),
      );
      assert.deepEqual(saved.moves.split(','), list, `${size}: the game saved with every move`);
      // At laptop size, the game come back to is played on to its end.
      if (viewport === VIEWPORTS.laptop) {
        const end = await playToTheEnd(page, () => pick() / (1 << 30), input);
        console.log(`a return's first board, then the game: ${end.over.winner} won after ${end.plies} moves`);
      }
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  }
});

test('no first board for a saved game it cannot draw as the game would', async () => {
  const cases = [
    { why: "the computer's turn", init: keptGame({ moves: 'b2b3' }) },
    { why: 'two players', init: keptGame({ red: 'human' }) },
    { why: 'the balance bar on', init: keptGame({}, { balance: 'on' }) },
    { why: 'a saved game not read in full', init: keptGame({ moves: 'b2b3,zz' }) },
    { why: 'a resigned game', init: keptGame({ resigned: 'blue' }) },
  ];
  for (const { why, init } of cases) {
    const { page, errors, release, close } = await firstVisit({ init });
    try {
      await page.waitForSelector('.page-header', { timeout: TIMEOUT.READY });
      await page.waitForFunction(() => document.readyState !== 'loading');
      await page.waitForTimeout(200);
      assert.equal(await page.$('.polis [data-square]'), null, `${why}: no board before the game's code`);
      await gameComes(page, release, []);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  }
});
